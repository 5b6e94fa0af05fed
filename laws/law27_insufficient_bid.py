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
from hakem.model.choices import Finding
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind, SeatRelation
from hakem.model.ruling import (Branch, Compliance, Judgement, MustPass, NoRectification,
                                PassScope, Ruling, Source)

from . import law23_comparable as law23
from .auction_draft import Draft
from .auction_follow import entries, find_replacement
from .auction_replacement import (decide_comparable, follow_replacement,
                                  not_comparable_effects)
from .case import BoardCase
from .law09_11_procedure import acceptance, acceptance_decision
from .law16_72_ui import watch_27d
from .law17_19_validation import lowest_sufficient, state_before
from .law26_lead_restrictions import lead_restriction
from .law28_29_rotation import rule_call_out_of_rotation


class Say(FactKey):
    # auction-period additions (issue 17): Law 27C
    PREMATURE_REPLACEMENT = "law27c.replacement-stands", "offender:seat call:call"
    PREMATURE_UNKNOWN = "law27c.replacement-unknown", "offender:seat"
    ASK_WHICH = "law27.ask.which-bid"
    UNKNOWN = "law27.unknown"
    ALSO_OUT_OF_ROTATION = "law27.also-out-of-rotation"
    ACCEPTED_REASON = "law27.accepted-reason"
    ACCEPTED = "law27.accepted", "offender:seat call:call lho:seat"
    ASK_ACCEPTED = "law27.ask.accepted", "lho:seat call:call"
    IF_ACCEPTED = "law27.if-accepted", "lho:seat"
    MUST_REPLACE = "law27.must-replace", "offender:seat call:call lowest:call partner:seat"
    MARKER_DISAGREES = "law27.marker-disagrees", "call:call recorded:call number:int"
    REPLACED = "law27.replaced", "offender:seat call:call number:int"
    REPLACED_BY_MARKER = "law27.replaced-by-marker", "offender:seat call:call"
    ASK_SAME_DENOMINATION = "law27.ask.same-denomination", "call:call replacement:call"
    IF_LOWEST = "law27.if-lowest-sufficient", "lowest:call"
    IF_COMPARABLE = "law27.if-comparable"
    IF_OTHER = "law27.if-other-replacement", "partner:seat"
    NO_16C2 = "law27.16c2-does-not-apply"
    LOWEST_CURES = "law27.lowest-cures", "call:call"
    INSUFFICIENT_AGAIN = "law27.insufficient-again", "call:call lho:seat"


def rule_insufficient_bid(case: BoardCase, irr: Irregularity) -> Ruling:
    board = case.board
    offender = irr.offender
    d = Draft(irr)
    if offender is None or irr.call is None or not irr.call.is_bid:
        d.law("27")
        d.judge(Judgement(fact(Say.ASK_WHICH), "27"))
        d.say(fact(Say.UNKNOWN))
        return d.ruling()
    if irr.relation not in (None, SeatRelation.OWN):
        # 27A2: made out of rotation, it is dealt with as a bid out of rotation first.
        moved = dataclasses.replace(irr, kind=IrregularityKind.CALL_OUT_OF_ROTATION)
        inner = rule_call_out_of_rotation(case, moved)
        return dataclasses.replace(inner, irregularity=irr, laws=("27A2",) + inner.laws,
                                   facts=(fact(Say.ALSO_OUT_OF_ROTATION),) + inner.facts)
    acc = acceptance(board, irr)
    d.decide(*acceptance_decision(acc, offender.lho))
    if acc.accepted:
        d.law("27A1")
        d.effect(NoRectification("27A1", fact(Say.ACCEPTED_REASON)))
        d.say(fact(Say.ACCEPTED, offender=offender, call=irr.call, lho=offender.lho))
        d.saw(acc.evidence, acc.conflict)
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    start = irr.position.call_index if irr.position is not None and \
        irr.position.call_index is not None else len(entries(board))
    if acc.stands:
        start += 1
        if acc.accepted is None:
            d.judge(Judgement(fact(Say.ASK_ACCEPTED, lho=offender.lho, call=irr.call), "27A1"))
            d.branch(Branch(fact(Say.IF_ACCEPTED, lho=offender.lho), (NoRectification("27A1"),),
                            ("27A1",), None))
    legal = state_before(entries(board), irr.position.call_index if irr.position and
                         irr.position.call_index is not None else 0)
    strain = irr.call.strain
    assert strain is not None
    lowest = lowest_sufficient(strain, legal.last_bid)
    partner = offender.partner
    d.fallback.append("27B")
    d.say(fact(Say.MUST_REPLACE, offender=offender, call=irr.call, lowest=lowest, partner=partner))
    found = find_replacement(board, irr, start)
    if Finding.REPLACED_BEFORE_RULING in irr.options:
        # Law 27C: the offender replaced his insufficient bid before the director ruled.
        # Unless LHO accepts the insufficient bid, the replacement stands (he may not
        # change it once he hears his options) and is ruled on under 27B like any other.
        d.law("27C")
        d.decide(Finding.REPLACED_BEFORE_RULING, Source.MARKER)
        d.say(fact(Say.PREMATURE_REPLACEMENT, offender=offender, call=found.call)
              if found.call is not None else fact(Say.PREMATURE_UNKNOWN, offender=offender))
    replacement, index = found.call, found.index
    if index is not None:
        assert replacement is not None and found.recorded is not None
        if found.marker_disagrees:
            d.saw(fact(Say.MARKER_DISAGREES, call=replacement, recorded=found.recorded,
                       number=index + 1))
        d.saw(fact(Say.REPLACED, offender=offender, call=replacement, number=index + 1))
    elif replacement is not None:
        d.saw(fact(Say.REPLACED_BY_MARKER, offender=offender, call=replacement))
    same = replacement is not None and replacement == lowest
    artificial = Finding.ARTIFICIAL in irr.options
    if artificial:
        d.decide(Finding.ARTIFICIAL, Source.MARKER)
    judgement = law23.judgement(irr, irr.call, replacement, "27B1(b)")
    decide_comparable(d, irr, judgement)
    verdict = judgement.answer
    double = replacement is not None and replacement.kind in (CallKind.DOUBLE, CallKind.REDOUBLE)
    bad_law = "27B3" if double else "27B2"
    duty = MustPass(partner, PassScope.WHOLE_AUCTION, bad_law)
    lead = lead_restriction(case, offender, irr)
    d.decide(lead.chosen, lead.source, irr.chosen_by)
    known = replacement is not None
    a_applies = (same and not artificial) if known else None
    if same and artificial:
        assert replacement is not None
        d.judge(Judgement(fact(Say.ASK_SAME_DENOMINATION, call=irr.call, replacement=replacement),
                          "27B1(a)"))
        a_applies = None
    if a_applies is False:
        b_applies = verdict
        c_applies = None if verdict is None else not verdict
    else:
        b_applies = c_applies = (False if a_applies else None)
    d.branch(Branch(fact(Say.IF_LOWEST, lowest=lowest),
                    (NoRectification("27B1(a)", fact(Say.NO_16C2)), watch_27d(replacement)),
                    ("27B1(a)", "27D"), a_applies))
    d.branch(Branch(fact(Say.IF_COMPARABLE),
                    (NoRectification("27B1(b)", fact(Say.NO_16C2)), watch_27d(replacement)),
                    ("27B1(b)", "23A", "27D"),
                    b_applies))
    d.branch(Branch(fact(Say.IF_OTHER, partner=partner),
                    not_comparable_effects(offender, irr.call, duty, lead),
                    (bad_law, "26B", "16C", "72C"), c_applies))
    if not known:
        d.comply(Compliance.NOT_YET)
        return d.ruling()
    if a_applies:
        assert replacement is not None
        d.saw(fact(Say.LOWEST_CURES, call=replacement))
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    if replacement is not None and replacement.is_bid and legal.last_bid is not None \
            and replacement.rank <= legal.last_bid.rank:
        d.law("27B4")
        d.saw(fact(Say.INSUFFICIENT_AGAIN, call=replacement, lho=offender.lho))
    follow_replacement(d, case, found, duty, judgement, verdict, lead, "27B1(b)", "27D")
    return d.ruling()


__all__ = ["Say", "rule_insufficient_bid"]
