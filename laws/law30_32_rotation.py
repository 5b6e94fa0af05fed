"""Laws 30, 31 and 32: a pass, a bid, a double or redouble out of rotation, not accepted.

The 2017 Laws keep the auction as normal as possible after a cancelled call out
of rotation (29B): the offender's partner calls freely at his turn (the withdrawn
call is unauthorized information to him, 16C2), and the offender may make any
legal call at his proper turn. If that call is *comparable* with the withdrawn
one (23A) nothing more happens beyond the 23C review; if it is not, partner must
pass ONCE, at his next turn, and declarer may get a 26B lead restriction. (The
2007 Laws barred partner for the whole auction in several of these cases; that
is gone.) At RHO's turn there are two special cases: after a pass out of
rotation the offender himself must pass once (30A); after a bid, double or
redouble, if RHO passes, the offender simply repeats his call (31A1, 32A1).

>>> from hakem.laws.engine import rule
>>> from hakem.model.board import Board
>>> from hakem.model.calls import Call
>>> from hakem.model.irregularity import Irregularity, IrregularityKind, SeatRelation
>>> from hakem.model.seat import Seat
>>> irr = Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION, offender=Seat.N, turn=Seat.W,
...                    relation=SeatRelation.RHO, call=Call.parse("Pass"), accepted=False)
>>> rule(Board(), irr).laws[0]
'30A'
"""

from __future__ import annotations

from hakem.model.calls import Call
from hakem.model.choices import Finding
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Branch, Compliance, Judgement, MustPass, NoRectification, PassScope
from hakem.model.seat import Seat

from . import law23_comparable as law23
from .auction_draft import Draft
from .auction_follow import check_must_pass, find_replacement, next_call
from .auction_replacement import (decide_comparable, follow_replacement,
                                  not_comparable_effects)
from .case import BoardCase
from .law16_72_ui import watch_23c, watch_72c, withdrawn_call_ui
from .law26_lead_restrictions import lead_restriction


class Say(FactKey):
    MARKER_DISAGREES = ("law30.marker-disagrees",
                        "offender:seat call:call recorded:call number:int")
    CALLED_AT_TURN = "law30.called-at-proper-turn", "offender:seat call:call number:int"
    REPLACED_BY_MARKER = "law30.replaced-by-marker", "offender:seat call:call"
    STOPS_BEFORE_TURN = "law30.record-stops-before-proper-turn", "offender:seat"
    COMPARABLE_REASON = "law30.comparable-reason"
    IF_COMPARABLE = "law30.if-comparable", "call:call withdrawn:call"
    IF_COMPARABLE_UNKNOWN = "law30.if-comparable.unknown-call", "withdrawn:call"
    IF_NOT_COMPARABLE = "law30.if-not-comparable", "call:call withdrawn:call"
    IF_NOT_COMPARABLE_UNKNOWN = "law30.if-not-comparable.unknown-call", "withdrawn:call"
    RULE_30A = "law30.a.rule", "offender:seat partner:seat"
    RULE_30B1 = "law30.b1.rule", "offender:seat partner:seat"
    RULE_B = "law31.b.rule", "law:law offender:seat partner:seat call:call"
    RULE_A = "law31.a.rule", "law:law offender:seat partner:seat rho:seat call:call"
    RHO_CALLED = "law31.rho-called", "rho:seat call:call number:int"
    STOPS_BEFORE_RHO = "law31.record-stops-before-rho", "rho:seat"
    IF_RHO_PASSES = "law31.if-rho-passes", "rho:seat offender:seat call:call"
    REPEAT_REASON = "law31.repeated-call-stands"
    STOPS_BEFORE_REPEAT = "law31.record-stops-before-repeat", "offender:seat"
    REPEATED = "law31.repeated", "offender:seat call:call number:int"
    DID_NOT_REPEAT = "law31.did-not-repeat", "offender:seat called:call number:int call:call law:law"
    ASK_RHO_PASSED = "law31.ask.rho-passed", "rho:seat"


def replacement(d: Draft, case: BoardCase, irr: Irregularity, start: int, ok_law: str,
                bad_law: str, possible: bool | None = True) -> None:
    """The offender's call at his proper turn, and what follows from it.

    ``ok_law``/``bad_law`` name the comparable / not-comparable sub-rules
    (30B1(b)(i)/(ii), 31A2(a)/(b), 31B2(a)/(b), 32A2(a)/(b), 32B2(a)/(b)).
    ``possible`` False means the record shows another branch applied instead.
    """
    board = case.board
    offender = irr.offender
    assert offender is not None and irr.call is not None
    partner = offender.partner
    found = find_replacement(board, irr, start, look=possible is not False)
    call, index = found.call, found.index
    if index is not None:
        assert call is not None and found.recorded is not None
        if found.marker_disagrees:
            d.saw(fact(Say.MARKER_DISAGREES, offender=offender, call=call,
                       recorded=found.recorded, number=index + 1))
        d.saw(fact(Say.CALLED_AT_TURN, offender=offender, call=call, number=index + 1))
    elif possible is not False:
        if call is not None:
            d.saw(fact(Say.REPLACED_BY_MARKER, offender=offender, call=call))
        else:
            d.saw(fact(Say.STOPS_BEFORE_TURN, offender=offender))
    d.fallback.append(ok_law.split("(")[0])
    judgement = law23.judgement(irr, irr.call, call)
    verdict = judgement.answer if call is not None else None
    if possible is not False:
        decide_comparable(d, irr, judgement)
    duty = MustPass(partner, PassScope.NEXT_TURN, bad_law)
    lead = lead_restriction(case, offender, irr)

    def applies(want: bool) -> bool | None:
        if possible is False:
            return False
        return None if verdict is None else verdict is want

    if call is not None:
        ok_if = fact(Say.IF_COMPARABLE, call=call, withdrawn=irr.call)
        bad_if = fact(Say.IF_NOT_COMPARABLE, call=call, withdrawn=irr.call)
    else:
        ok_if = fact(Say.IF_COMPARABLE_UNKNOWN, withdrawn=irr.call)
        bad_if = fact(Say.IF_NOT_COMPARABLE_UNKNOWN, withdrawn=irr.call)
    d.branch(Branch(ok_if, (NoRectification(ok_law, fact(Say.COMPARABLE_REASON)), watch_23c(call)),
                    (ok_law, "23B", "23C"), applies(True)))
    d.branch(Branch(bad_if, not_comparable_effects(offender, irr.call, duty, lead),
                    (bad_law, "26B", "16C", "72C"), applies(False)))
    if possible is False:
        return
    d.decide(lead.chosen, lead.source, irr.chosen_by)
    follow_replacement(d, case, found, duty, judgement, verdict, lead, ok_law, "23C")


def law30(d: Draft, case: BoardCase, irr: Irregularity, start: int, rho_turn: bool) -> None:
    """Law 30: a (natural) pass out of rotation."""
    offender = irr.offender
    assert offender is not None
    if rho_turn:
        # 30A: the offender loses one turn; his partner is free (16C for the UI).
        duty = MustPass(offender, PassScope.NEXT_TURN, "30A")
        d.law("30A", "16C2", "72C")
        d.effect(duty, withdrawn_call_ui(offender, irr.call), watch_72c())
        d.say(fact(Say.RULE_30A, offender=offender, partner=offender.partner))
        state, lines = check_must_pass(case, duty, start, d.judgements)
        d.saw(*lines)
        d.comply(state)
        return
    d.law("30B1", "16C2")
    d.effect(withdrawn_call_ui(offender, irr.call))
    d.say(fact(Say.RULE_30B1, offender=offender, partner=offender.partner))
    replacement(d, case, irr, start, "30B1(b)(i)", "30B1(b)(ii)")


def law31_32(d: Draft, case: BoardCase, irr: Irregularity, start: int, rho_turn: bool,
             law: str) -> None:
    """Law 31 (bid, artificial pass) or Law 32 (double, redouble) out of rotation."""
    board = case.board
    offender = irr.offender
    assert offender is not None and irr.call is not None
    partner = offender.partner
    if not rho_turn:
        d.law(f"{law}B1", "16C2")
        d.effect(withdrawn_call_ui(offender, irr.call))
        d.say(fact(Say.RULE_B, law=law, offender=offender, partner=partner, call=irr.call))
        replacement(d, case, irr, start, f"{law}B2(a)", f"{law}B2(b)")
        return
    rho: Seat = offender.rho
    found = next_call(board, rho, start)
    d.say(fact(Say.RULE_A, law=law, offender=offender, partner=partner, rho=rho, call=irr.call))
    rho_passed: bool | None = None
    if found is not None:
        rho_passed = found[1].is_pass
        d.saw(fact(Say.RHO_CALLED, rho=rho, call=found[1], number=found[0] + 1))
    else:
        d.saw(fact(Say.STOPS_BEFORE_RHO, rho=rho))
    repeat = Branch(fact(Say.IF_RHO_PASSES, rho=rho, offender=offender, call=irr.call),
                    (NoRectification(f"{law}A1", fact(Say.REPEAT_REASON)),),
                    (f"{law}A1",), rho_passed)
    d.branch(repeat)
    if rho_passed:
        again = next_call(board, offender, found[0] + 1) if found is not None else None
        if again is None:
            d.saw(fact(Say.STOPS_BEFORE_REPEAT, offender=offender))
            d.comply(Compliance.NOT_YET)
        elif again[1] == irr.call:
            d.saw(fact(Say.REPEATED, offender=offender, call=irr.call, number=again[0] + 1))
            d.comply(Compliance.COMPLIED)
        else:
            d.saw(fact(Say.DID_NOT_REPEAT, offender=offender, called=again[1],
                       number=again[0] + 1, call=irr.call, law=law))
            d.comply(Compliance.VIOLATED)
        replacement(d, case, irr, start, f"{law}A2(a)", f"{law}A2(b)", possible=False)
        return
    if rho_passed is None:
        d.judge(_rho_question(rho))
    replacement(d, case, irr, found[0] + 1 if found is not None else start,
                f"{law}A2(a)", f"{law}A2(b)", possible=True if rho_passed is False else None)


def _rho_question(rho: Seat) -> Judgement:
    return Judgement(fact(Say.ASK_RHO_PASSED, rho=rho), "29B")


def classify_call(irr: Irregularity) -> str:
    """Law 30 for a natural pass; Law 31 for a bid or an artificial pass (30C); Law 32 for X/XX."""
    call: Call | None = irr.call
    assert call is not None
    if call.is_pass:
        return "31" if Finding.ARTIFICIAL in irr.options else "30"
    return "31" if call.is_bid else "32"


__all__ = ["Say", "classify_call", "law30", "law31_32", "replacement"]
