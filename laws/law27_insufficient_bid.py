"""Law 27: the insufficient bid.

LHO may accept an insufficient bid, simply by calling over it (27A1); it is then
legal. An insufficient bid out of rotation is a bid out of rotation first (27A2,
Law 31). Otherwise the offender must make his bid legal:

* the lowest sufficient bid that specifies the same denomination(s) fixes it with
  no further rectification (27B1(a));
* a comparable call (23A) does too (27B1(b)); both leave only the 27D review;
* any other call bars his partner for the REST of the auction (27B2; a double or
  redouble attempt is cancelled first, 27B3), and 26B and 72C may apply.

Mind the difference from calls out of rotation, which cost partner one turn only:
the insufficient bid bars him throughout (laws-spec Part 8, item 2).

>>> from hakem.laws.engine import rule
>>> from hakem.model.auction import Auction, AuctionCall
>>> from hakem.model.board import Board
>>> from hakem.model.calls import Call
>>> from hakem.model.irregularity import Irregularity, IrregularityKind, Phase, Position
>>> from hakem.model.seat import Seat
>>> calls = tuple(AuctionCall(Call.parse(c), s) for c, s in zip(["3S", "4H"], [Seat.W, Seat.N]))
>>> board = Board(dealer=Seat.W, auction=Auction(Seat.W, calls))
>>> irr = Irregularity(IrregularityKind.INSUFFICIENT_BID, offender=Seat.N, call=Call.parse("3H"),
...                    accepted=False, position=Position(Phase.AUCTION, call_index=1))
>>> rule(board, irr).laws[:2]
('27B1(a)', '27D')
"""

from __future__ import annotations

import dataclasses

from hakem.model.calls import CallKind
from hakem.model.irregularity import Irregularity, IrregularityKind, SeatRelation
from hakem.model.ruling import (Branch, Compliance, Judgement, MustPass, NoRectification,
                                PassScope, Ruling)

from . import law23_comparable as law23
from .auction_draft import Draft
from .auction_follow import check_must_pass, entries, find_replacement
from .case import BoardCase
from .law09_11_procedure import acceptance
from .law16_72_ui import watch_27d, watch_72c, withdrawn_call_ui
from .law17_19_validation import lowest_sufficient, state_before
from .law26_lead_restrictions import lead_restriction
from .law28_29_rotation import rule_call_out_of_rotation


def rule_insufficient_bid(case: BoardCase, irr: Irregularity) -> Ruling:
    board = case.board
    offender = irr.offender
    d = Draft(irr)
    if offender is None or irr.call is None or not irr.call.is_bid:
        d.law("27")
        d.judge(Judgement("which bid was insufficient, and whose (Law 27)?", "27"))
        d.say("An insufficient bid, but the record does not say whose or which.")
        return d.ruling()
    if irr.relation not in (None, SeatRelation.OWN):
        # 27A2: made out of rotation, it is dealt with as a bid out of rotation first.
        moved = dataclasses.replace(irr, kind=IrregularityKind.CALL_OUT_OF_ROTATION)
        inner = rule_call_out_of_rotation(case, moved)
        return dataclasses.replace(inner, irregularity=irr, laws=("27A2",) + inner.laws,
                                   explanation="The insufficient bid was also out of rotation, "
                                   "so Law 31 applies first (27A2). " + inner.explanation)
    acc = acceptance(board, irr)
    if acc.accepted:
        d.law("27A1")
        d.effect(NoRectification("27A1", "accepted by the offender's LHO: treated as legal"))
        d.say(f"{offender.name}'s insufficient {irr.call} was accepted by {offender.lho.name}, "
              "who called over it: it is treated as a legal bid and the auction continues "
              "(27A1; Law 11A, acting before calling the director forfeits rectification).")
        d.saw(acc.evidence, acc.conflict)
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    start = irr.position.call_index if irr.position is not None and \
        irr.position.call_index is not None else len(entries(board))
    if acc.stands:
        start += 1
        if acc.accepted is None:
            d.judge(Judgement(f"did {offender.lho.name} accept the insufficient {irr.call} (27A1)?",
                              "27A1"))
            d.branch(Branch(f"{offender.lho.name} accepts it", (NoRectification("27A1"),),
                            ("27A1",), None))
    legal = state_before(entries(board), irr.position.call_index if irr.position and
                         irr.position.call_index is not None else 0)
    strain = irr.call.strain
    assert strain is not None
    lowest = lowest_sufficient(strain, legal.last_bid)
    d.fallback.append("27B")
    d.say(f"{offender.name}'s {irr.call} is insufficient and was not accepted, so he must "
          f"replace it with a legal call. {lowest}, the lowest sufficient bid in the same "
          "denomination, or a comparable call (23A) cures it with no further rectification "
          f"(27B1; 27D review at the end). Any other call bars {offender.partner.name} for the "
          "rest of the auction (27B2; a double or redouble is cancelled first, 27B3), and 26B "
          "and 72C may apply.")
    found = find_replacement(board, irr, start)
    replacement, index = found.call, found.index
    if index is not None:
        if found.marker_disagrees:
            d.saw(f"the marker says {replacement}, the record shows {found.recorded} at call "
                  f"{index + 1}; hakem follows the marker")
        d.saw(f"{offender.name} replaced it with {replacement} (call {index + 1})")
    elif replacement is not None:
        d.saw(f"{offender.name} replaced it with {replacement} (marker)")
    same = replacement is not None and replacement == lowest
    artificial = bool({o.lower() for o in irr.options} & {"artificial", "conventional"})
    judgement = law23.judgement(irr, irr.call, replacement, "27B1(b)")
    verdict = judgement.answer
    double = replacement is not None and replacement.kind in (CallKind.DOUBLE, CallKind.REDOUBLE)
    bad_law = "27B3" if double else "27B2"
    partner = offender.partner
    duty = MustPass(partner, PassScope.WHOLE_AUCTION, bad_law)
    lead = lead_restriction(case, offender, irr)
    known = replacement is not None
    a_applies = (same and not artificial) if known else None
    if same and artificial:
        d.judge(Judgement(f"do {irr.call} and {replacement} specify the same denomination(s) "
                          "(27B1(a))? one of them is marked artificial", "27B1(a)"))
        a_applies = None
    if a_applies is False:
        b_applies = verdict
        c_applies = None if verdict is None else not verdict
    else:
        b_applies = c_applies = (False if a_applies else None)
    d.branch(Branch(f"{lowest} is the lowest sufficient bid specifying the same denomination",
                    (NoRectification("27B1(a)", "16C2 does not apply"), watch_27d(replacement)),
                    ("27B1(a)", "27D"), a_applies))
    d.branch(Branch("the replacement is comparable (23A)",
                    (NoRectification("27B1(b)", "16C2 does not apply"), watch_27d(replacement)),
                    ("27B1(b)", "23A", "27D"),
                    b_applies))
    bad = [duty] + ([lead.restriction] if lead.restriction is not None else []) + \
        [withdrawn_call_ui(offender, irr.call, "16C"), watch_72c()]
    d.branch(Branch(f"any other replacement: {partner.name} must pass for the rest of the auction",
                    tuple(bad), (bad_law, "26B", "16C", "72C"),
                    c_applies))
    if not known:
        d.comply(Compliance.NOT_YET)
        return d.ruling()
    if a_applies:
        d.saw(f"{replacement} is the lowest sufficient bid in the same denomination: no further "
              "rectification (27B1(a)); both bids read as natural")
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    if replacement.is_bid and legal.last_bid is not None and replacement.rank <= legal.last_bid.rank:
        d.law("27B4")
        d.saw(f"{replacement} is insufficient again: {offender.lho.name} may accept it; if not, "
              "it is dealt with as in 27B3 (27B4)")
    if verdict is None:
        d.judge(judgement)
    state, lines = check_must_pass(case, duty, index + 1, d.judgements if verdict is False
                                   else None) if index is not None else \
        (Compliance.UNKNOWN, ["the record does not show the rest of the auction"])
    if verdict is True:
        d.saw(f"the TD judged {replacement} comparable: no further rectification (27B1(b))")
        d.comply(Compliance.COMPLIED)
    elif verdict is False:
        d.saw(f"{replacement} is not comparable: {partner.name} is barred for the rest of the "
              f"auction ({bad_law})", *lines, *lead.lines)
        d.comply(state)
        d.comply(lead.compliance)
    else:
        d.saw(*(f"if not comparable: {line}" for line in lines + list(lead.lines)))
        d.comply(Compliance.COMPLIED if state is Compliance.COMPLIED else
                 Compliance.UNKNOWN if state is Compliance.VIOLATED else state)
    return d.ruling()


__all__ = ["rule_insufficient_bid"]
