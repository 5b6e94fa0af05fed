"""Laws 28 and 29: is a call out of rotation at all, was it accepted, and which law follows.

The order of questions follows the TD's checklist in the seed notes:

1. Was it really out of rotation? A call at RHO's turn when RHO was obliged to
   pass is in rotation (28A).
2. Did the offender's LHO call over it? Then it is accepted and stands (29A);
   calling before the director came forfeits rectification (Law 11A).
3. Did the player whose turn it was call before the director ruled? Then his
   call is in rotation and the other call is simply cancelled, with no lead
   restriction (26 does not apply) but 16C2 for the offending side (28B).
4. Otherwise the call is cancelled and the turn goes back (29B); who the turn
   belonged to decides the law: RHO (30A, 31A, 32A), partner or a still-silent
   LHO (30B, 31B, 32B), or LHO after the offender had called: a change of call
   (Law 25). A natural pass goes to Law 30, a bid or an artificial pass to 31, a
   double or redouble to 32, or to 36 if it was inadmissible anyway.

>>> from hakem.model.irregularity import SeatRelation
>>> from hakem.model.seat import Seat
>>> classify(Seat.N, Seat.W, has_called=False)
<SeatRelation.RHO: 'rho'>
"""

from __future__ import annotations

import dataclasses

from hakem.model.board import Board
from hakem.model.irregularity import Irregularity, IrregularityKind, SeatRelation, seat_relation
from hakem.model.ruling import (Branch, Cancel, Compliance, Judgement, MustPass, NoRectification,
                                PassScope, Ruling)
from hakem.model.seat import Seat

from .auction_draft import Draft
from .auction_follow import entries
from .case import BoardCase
from .law09_11_procedure import acceptance, turn_holder_called_first
from .law16_72_ui import withdrawn_call_ui
from .law17_19_validation import state_before
from .law25_change_of_call import change_of_call
from .law30_32_rotation import classify_call, law30, law31_32
from .law33_34 import deprives_turn, is_simultaneous, rule_retained_call, simultaneous_sentence
from .law35_39_inadmissible import rule_inadmissible_double


K = IrregularityKind

_RELATION_WORDS = {
    SeatRelation.RHO: "his right-hand opponent",
    SeatRelation.PARTNER: "his partner",
    SeatRelation.LHO: "his left-hand opponent, after he had already called",
    SeatRelation.LHO_FIRST_CALL: "his left-hand opponent, before he had called at all",
    SeatRelation.OWN: "his own turn",
}


def classify(offender: Seat, turn: Seat, has_called: bool) -> SeatRelation:
    """The seat-relation classifier of laws-spec Part 2 (Laws 28-32)."""
    return seat_relation(offender, turn, has_called)


def _relation(board: Board, irr: Irregularity) -> SeatRelation | None:
    if irr.relation is not None:
        return irr.relation
    if irr.offender is None or irr.turn is None:
        return None
    pos = irr.position.call_index if irr.position is not None else None
    called = any(e.seat == irr.offender and e.call is not None
                 for e in entries(board)[:pos if pos is not None else 0])
    return classify(irr.offender, irr.turn, called)


def _position(irr: Irregularity) -> int | None:
    return irr.position.call_index if irr.position is not None else None


def rho_required_to_pass(case: BoardCase, irr: Irregularity) -> bool:
    """Law 28A: was the turn holder (the offender's RHO) obliged to pass at this turn?

    An earlier irregularity's ruling may have obliged him to (27B2, 30A, 31B...): the
    case rules on each earlier auction irregularity once and this reads its duties.
    """
    if "28a" in {o.lower() for o in irr.options}:
        return True
    pos = _position(irr)
    if pos is None or irr.turn is None:
        return False
    calls = entries(case.board)
    for other in case.irregularities:
        where = _position(other)
        if other.kind.phase is not irr.kind.phase or where is None or where >= pos:
            continue
        ruling = case.ruling_of(other)
        duties = [e for e in ruling.effects if isinstance(e, MustPass) and e.player == irr.turn]
        for duty in duties:
            if duty.scope is PassScope.WHOLE_AUCTION:
                return True
            if not any(e.seat == irr.turn and e.call is not None for e in calls[where:pos]):
                return True
    return False


def _accepted(d: Draft, case: BoardCase, irr: Irregularity, evidence: str, conflict: str
              ) -> Ruling:
    board = case.board
    offender, call = irr.offender, irr.call
    assert offender is not None and call is not None
    pos = _position(irr)
    legal = state_before(entries(board), pos or 0)
    if not call.is_bid and not call.is_pass and not legal.admissible(call, offender):
        # An inadmissible double or redouble can never be accepted (32 -> 36).
        inner = rule_inadmissible_double(case, dataclasses.replace(
            irr, kind=K.INADMISSIBLE_DOUBLE))
        return dataclasses.replace(inner, irregularity=irr, laws=("32",) + inner.laws,
                                   explanation="A double or redouble out of rotation that Law 19 "
                                   "does not permit cannot be accepted (32, 36). "
                                   + inner.explanation)
    d.law("29A", "11A")
    d.effect(NoRectification("29A", f"accepted by {offender.lho.name}"))
    d.say(f"{offender.lho.name} called over {offender.name}'s {call} made out of rotation, "
          "accepting it: the call stands, the auction continues as though it had been in "
          "rotation, and there is no rectification (29A; acting before calling the director "
          "forfeits it, 11A).")
    d.saw(evidence, conflict)
    if call.is_bid and legal.last_bid is not None and call.rank <= legal.last_bid.rank:
        d.law("27A1")
        d.saw(f"{call} was also insufficient; the same call over it accepts it (27A1)")
    d.comply(Compliance.COMPLIED)
    return d.ruling()


def rule_call_out_of_rotation(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 28-32 on one call out of rotation (dispatch per laws-spec Part 6)."""
    board = case.board
    d = Draft(irr)
    offender, call = irr.offender, irr.call
    if offender is None or call is None:
        d.law("29")
        d.judge(Judgement("who called out of rotation, and what (Laws 28-32)?", "29"))
        d.say("A call out of rotation, but the record does not say whose or which call.")
        return d.ruling()
    relation = _relation(board, irr)
    turn = irr.turn
    if turn is None and relation is not None:
        turn = {SeatRelation.RHO: offender.rho, SeatRelation.PARTNER: offender.partner,
                SeatRelation.LHO: offender.lho, SeatRelation.LHO_FIRST_CALL: offender.lho,
                SeatRelation.OWN: offender}[relation]
        irr = dataclasses.replace(irr, turn=turn)
        d.irregularity = irr
    if is_simultaneous(irr):
        d.law("33")
        d.say(simultaneous_sentence(irr))
    if turn is not None:
        d.say(f"{offender.name} called {call} when it was {turn.name}'s turn "
              f"({_RELATION_WORDS.get(relation, 'another player') if relation else 'another player'}).")
    if relation is SeatRelation.RHO and rho_required_to_pass(case, irr):
        d.law("28A")
        d.effect(NoRectification("28A", f"{turn.name if turn is not None else 'RHO'} was obliged to pass"))
        d.say(f"{turn.name if turn is not None else 'RHO'} was obliged to pass at that turn, so the call counts "
              "as made in rotation (28A): no rectification.")
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    acc = acceptance(board, irr)
    if acc.stands and deprives_turn(board, irr):
        return rule_retained_call(board, irr)
    if acc.accepted:
        return _accepted(d, case, irr, acc.evidence, acc.conflict)
    pos = _position(irr)
    if acc.accepted is None:
        d.law("29")
        d.judge(Judgement(f"did {offender.lho.name} accept the call (29A)?", "29A"))
        d.branch(Branch(f"{offender.lho.name} calls over it: accepted",
                        (NoRectification("29A"),), ("29A",), None))
        d.branch(Branch("not accepted: it is cancelled and Laws 30-32 apply",
                        (Cancel(str(call), "29B"),), ("29B", "30", "31", "32"), None))
        d.saw(acc.evidence)
        d.comply(Compliance.NOT_YET)
        return d.ruling()
    if turn_holder_called_first(irr) and turn is not None:
        d.law("28B", "16C2")
        d.effect(Cancel(str(call), "28B"), withdrawn_call_ui(offender, call),
                 NoRectification("28B", "Law 26 does not apply"))
        d.say(f"{turn.name}, whose turn it was, called before the director ruled: his call is "
              f"in rotation, {offender.name}'s {call} is cancelled and the auction goes on as if "
              f"it had not been made (28B). There is no lead restriction (26 does not apply), "
              f"but the cancelled call is unauthorized information to {offender.partner.name} "
              "(16C2).")
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    if relation is None:
        d.law("29B")
        d.judge(Judgement("whose turn was it when the call was made (Laws 30-32 differ by "
                          "seat)?", "29B"))
        d.effect(Cancel(str(call), "29B"))
        d.say(f"{offender.name}'s {call} was made out of rotation and not accepted: it is "
              "cancelled (29B); the record does not say whose turn it was.")
        return d.ruling()
    if relation is SeatRelation.OWN:
        d.law("29")
        d.judge(Judgement("the record places this call at the offender's own turn: was it "
                          "really out of rotation?", "28"))
        d.say("The record puts the call at the caller's own turn.")
        return d.ruling()
    if relation is SeatRelation.LHO:
        law = classify_call(irr)
        via = {"30": "30B2", "31": "31C", "32": "32"}[law]
        calls = entries(board)
        before = [e.call for e in calls[:pos if pos is not None else 0]
                  if e.seat == offender and e.call is not None]
        return change_of_call(case, irr, original=before[-1] if before else None,
                              substitute=call, via=via)
    law = classify_call(irr)
    start = (pos + 1 if acc.stands else pos) if pos is not None else len(entries(board))
    if law == "32":
        legal = state_before(entries(board), pos or 0)
        if not legal.admissible(call, offender):
            inner = rule_inadmissible_double(case, dataclasses.replace(
                irr, kind=K.INADMISSIBLE_DOUBLE,
                subkind=irr.subkind or ("double-without-bid" if legal.last_bid is None else None)))
            return dataclasses.replace(
                inner, irregularity=irr, laws=("32",) + inner.laws,
                explanation=" ".join(d.sentences) + " The double or redouble was inadmissible "
                "as well, so Law 36 deals with it (32). " + inner.explanation)
    d.effect(Cancel(str(call), "29B"))
    d.say(f"{offender.lho.name} did not accept it, so it is cancelled and the auction goes back "
          f"to {turn.name if turn is not None else 'the player whose turn it was'} (29B).")
    rho = relation is SeatRelation.RHO
    if law == "30":
        law30(d, case, irr, start, rho)
    else:
        if call.is_pass:
            d.law("30C")
            d.say("The pass was artificial, so Law 31 applies, not 30 (30C).")
        law31_32(d, case, irr, start, rho, law)
    d.law("29B")
    return d.ruling()


__all__ = ["classify", "rho_required_to_pass", "rule_call_out_of_rotation"]
