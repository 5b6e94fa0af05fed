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
from hakem.model.choices import LAW36_CASES, Finding, Subkind
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind, SeatRelation, seat_relation
from hakem.model.ruling import (Branch, Cancel, Compliance, Judgement, MustPass, NoRectification,
                                PassScope, Ruling, Source)
from hakem.model.seat import Seat

from .auction_draft import Draft
from .auction_follow import entries, next_call
from .case import BoardCase
from .law09_11_procedure import acceptance, acceptance_decision, turn_holder_called_first
from .law16_72_ui import withdrawn_call_ui
from .law17_19_validation import state_before
from .law25_change_of_call import change_of_call
from .law30_32_rotation import classify_call, law30, law31_32
from .law17d_skipped_turn import deprives_turn, rule_skipped_turn
from .law33_34 import is_simultaneous, simultaneous_fact
from .law35_39_inadmissible import rule_inadmissible_double


K = IrregularityKind


class Say(FactKey):
    ASK_WHO = "law29.ask.who-and-what"
    UNKNOWN = "law29.unknown"
    AT_TURN = "law28.at-turn", "offender:seat call:call turn:seat relation:term"
    AT_TURN_OF = "law28.at-turn-of-another", "offender:seat call:call turn:seat"
    OBLIGED_REASON = "law28a.obliged-reason", "turn:seat"
    OBLIGED = "law28a.in-rotation", "turn:seat"
    INADMISSIBLE_NOT_ACCEPTABLE = "law32.inadmissible-cannot-be-accepted"
    ACCEPTED_REASON = "law29a.accepted-reason", "lho:seat"
    ACCEPTED = "law29a.accepted", "lho:seat offender:seat call:call"
    ALSO_INSUFFICIENT = "law29a.also-insufficient", "call:call"
    ASK_ACCEPTED = "law29.ask.accepted", "lho:seat"
    IF_ACCEPTED = "law29.if-accepted", "lho:seat"
    IF_NOT_ACCEPTED = "law29.if-not-accepted"
    NO_LAW26 = "law28b.no-law26"
    TURN_HOLDER_CALLED = "law28b.turn-holder-called", "turn:seat offender:seat call:call partner:seat"
    TURN_HOLDER_CALL = "law28b.turn-holder-call", "turn:seat call:call number:int"
    TURN_HOLDER_NOT_RECORDED = "law28b.turn-holder-call-not-recorded", "turn:seat"
    TURN_HOLDER_CONTRADICTED = "law28b.record-shows-another-caller", "turn:seat player:seat number:int"
    ASK_TURN_HOLDER = "law28b.ask.turn-holder-called", "turn:seat"
    OFFENDER_FREE = "law28b.offender-called-freely", "offender:seat call:call number:int partner:seat"
    ASK_WHOSE_TURN = "law29.ask.whose-turn"
    WHOSE_TURN_UNKNOWN = "law29b.whose-turn-unknown", "offender:seat call:call"
    ASK_OWN_TURN = "law28.ask.own-turn"
    OWN_TURN = "law28.own-turn"
    ALSO_INADMISSIBLE = "law32.also-inadmissible"
    CANCELLED = "law29b.cancelled", "lho:seat turn:seat"
    ARTIFICIAL_PASS = "law30c.artificial-pass"


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
    if Finding.RHO_OBLIGED_TO_PASS in irr.options:
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


def _accepted(d: Draft, case: BoardCase, irr: Irregularity) -> Ruling:
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
                                   facts=(fact(Say.INADMISSIBLE_NOT_ACCEPTABLE),) + inner.facts)
    lho = offender.lho
    d.law("29A", "11A")
    d.effect(NoRectification("29A", fact(Say.ACCEPTED_REASON, lho=lho)))
    d.say(fact(Say.ACCEPTED, lho=lho, offender=offender, call=call))
    if call.is_bid and legal.last_bid is not None and call.rank <= legal.last_bid.rank:
        d.law("27A1")
    d.comply(Compliance.COMPLIED)
    return d.ruling()


def _law28b(d: Draft, case: BoardCase, irr: Irregularity, turn: Seat) -> Ruling:
    """Law 28B: the turn holder called before the director ruled on the call out of rotation.

    His call is in rotation and forfeits rectification: the out-of-turn call is just
    withdrawn, the offender calls freely at his own turn (no 29B-32 duties, no Law 26
    lead restriction) and only the withdrawn call's information is unauthorised to
    his partner (16C2). The record should show the turn holder's call where the
    withdrawn one was; if it shows somebody else's, the TD checks the account.
    """
    offender, call = irr.offender, irr.call
    assert offender is not None and call is not None
    d.decide(Finding.TURN_HOLDER_CALLED, Source.MARKER, turn)
    d.law("28B", "16C2")
    d.effect(Cancel("28B", call=call), withdrawn_call_ui(offender, call),
             NoRectification("28B", fact(Say.NO_LAW26)))
    d.say(fact(Say.TURN_HOLDER_CALLED, turn=turn, offender=offender, call=call,
               partner=offender.partner))
    pos = _position(irr)
    calls = entries(case.board)
    if pos is None or pos >= len(calls) or calls[pos].call is None:
        d.saw(fact(Say.TURN_HOLDER_NOT_RECORDED, turn=turn))
        d.comply(Compliance.UNKNOWN)
        return d.ruling()
    entry = calls[pos]
    if entry.seat != turn:
        d.saw(fact(Say.TURN_HOLDER_CONTRADICTED, turn=turn, player=entry.seat, number=pos + 1))
        d.judge(Judgement(fact(Say.ASK_TURN_HOLDER, turn=turn), "28B"))
        d.comply(Compliance.UNKNOWN)
        return d.ruling()
    assert entry.call is not None
    d.saw(fact(Say.TURN_HOLDER_CALL, turn=turn, call=entry.call, number=pos + 1))
    later = next_call(case.board, offender, pos + 1)
    if later is not None:
        d.saw(fact(Say.OFFENDER_FREE, offender=offender, call=later[1], number=later[0] + 1,
                   partner=offender.partner))
    d.comply(Compliance.COMPLIED)
    return d.ruling()


def rule_call_out_of_rotation(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 28-32 on one call out of rotation (dispatch per laws-spec Part 6)."""
    board = case.board
    d = Draft(irr)
    offender, call = irr.offender, irr.call
    if offender is None or call is None:
        d.law("29")
        d.judge(Judgement(fact(Say.ASK_WHO), "29"))
        d.say(fact(Say.UNKNOWN))
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
        d.say(simultaneous_fact(offender))
        d.decide(Subkind.SIMULTANEOUS, Source.MARKER)
    if turn is not None:
        d.say(fact(Say.AT_TURN, offender=offender, call=call, turn=turn, relation=relation)
              if relation is not None else
              fact(Say.AT_TURN_OF, offender=offender, call=call, turn=turn))
    if relation is SeatRelation.RHO and rho_required_to_pass(case, irr):
        assert turn is not None
        if Finding.RHO_OBLIGED_TO_PASS in irr.options:
            d.decide(Finding.RHO_OBLIGED_TO_PASS, Source.MARKER)
        d.law("28A")
        d.effect(NoRectification("28A", fact(Say.OBLIGED_REASON, turn=turn)))
        d.say(fact(Say.OBLIGED, turn=turn))
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    acc = acceptance(board, irr)
    if Finding.TURN_SKIPPED in irr.options or (acc.stands and deprives_turn(board, irr)):
        return rule_skipped_turn(board, irr)
    law28b = not acc.accepted and turn_holder_called_first(irr) and turn is not None
    if not law28b:
        d.decide(*acceptance_decision(acc, offender.lho))
    if acc.accepted:
        d.saw(acc.evidence, acc.conflict)
        legal = state_before(entries(board), _position(irr) or 0)
        if call.is_bid and legal.last_bid is not None and call.rank <= legal.last_bid.rank:
            d.saw(fact(Say.ALSO_INSUFFICIENT, call=call))
        return _accepted(d, case, irr)
    pos = _position(irr)
    if acc.accepted is None:
        d.law("29")
        d.judge(Judgement(fact(Say.ASK_ACCEPTED, lho=offender.lho), "29A"))
        d.branch(Branch(fact(Say.IF_ACCEPTED, lho=offender.lho),
                        (NoRectification("29A"),), ("29A",), None))
        d.branch(Branch(fact(Say.IF_NOT_ACCEPTED),
                        (Cancel("29B", call=call),), ("29B", "30", "31", "32"), None))
        d.saw(acc.evidence)
        d.comply(Compliance.NOT_YET)
        return d.ruling()
    if law28b:
        assert turn is not None
        return _law28b(d, case, irr, turn)
    if relation is None:
        d.law("29B")
        d.judge(Judgement(fact(Say.ASK_WHOSE_TURN), "29B"))
        d.effect(Cancel("29B", call=call))
        d.say(fact(Say.WHOSE_TURN_UNKNOWN, offender=offender, call=call))
        return d.ruling()
    if relation is SeatRelation.OWN:
        d.law("29")
        d.judge(Judgement(fact(Say.ASK_OWN_TURN), "28"))
        d.say(fact(Say.OWN_TURN))
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
            case36 = irr.subkind if irr.subkind in LAW36_CASES else \
                (Subkind.DOUBLE_WITHOUT_BID if legal.last_bid is None else None)
            inner = rule_inadmissible_double(case, dataclasses.replace(
                irr, kind=K.INADMISSIBLE_DOUBLE, subkind=case36))
            return dataclasses.replace(
                inner, irregularity=irr, laws=("32",) + inner.laws,
                facts=tuple(d.facts) + (fact(Say.ALSO_INADMISSIBLE),) + inner.facts,
                decisions=tuple(d.decisions) + inner.decisions)
    assert turn is not None
    d.effect(Cancel("29B", call=call))
    d.say(fact(Say.CANCELLED, lho=offender.lho, turn=turn))
    rho = relation is SeatRelation.RHO
    if law == "30":
        law30(d, case, irr, start, rho)
    else:
        if call.is_pass:
            d.law("30C")
            d.say(fact(Say.ARTIFICIAL_PASS))
            d.decide(Finding.ARTIFICIAL, Source.MARKER)
        law31_32(d, case, irr, start, rho, law)
    d.law("29B")
    return d.ruling()


__all__ = ["classify", "rho_required_to_pass", "rule_call_out_of_rotation"]
