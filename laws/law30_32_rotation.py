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
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Branch, Compliance, Judgement, MustPass, NoRectification, PassScope
from hakem.model.seat import Seat

from . import law23_comparable as law23
from .auction_draft import Draft
from .auction_follow import check_must_pass, find_replacement, next_call
from .case import BoardCase
from .law16_72_ui import watch_23c, watch_72c, withdrawn_call_ui
from .law26_lead_restrictions import lead_restriction


def replacement(d: Draft, case: BoardCase, irr: Irregularity, start: int, ok_law: str,
                bad_law: str, possible: bool | None = True) -> None:
    """The offender's call at his proper turn, and what follows from it.

    ``ok_law``/``bad_law`` name the comparable / not-comparable sub-rules
    (30B1(b)(i)/(ii), 31A2(a)/(b), 31B2(a)/(b), 32A2(a)/(b), 32B2(a)/(b)).
    ``possible`` False means the record shows another branch applied instead.
    """
    board = case.board
    offender = irr.offender
    assert offender is not None
    partner = offender.partner
    found = find_replacement(board, irr, start, look=possible is not False)
    call, index = found.call, found.index
    if index is not None:
        if found.marker_disagrees:
            d.saw(f"the marker says {offender.name} replaced it with {call}, but the record "
                  f"shows {found.recorded} at call {index + 1}; hakem follows the marker")
        d.saw(f"{offender.name} called {call} at his proper turn (call {index + 1})")
    elif possible is not False:
        if call is not None:
            d.saw(f"{offender.name}'s replacement was {call} (marker); the record does not show it")
        else:
            d.saw(f"the record stops before {offender.name}'s proper turn")
    d.fallback.append(ok_law.split("(")[0])
    judgement = law23.judgement(irr, irr.call, call)
    verdict = judgement.answer if call is not None else None
    duty = MustPass(partner, PassScope.NEXT_TURN, bad_law)
    lead = lead_restriction(case, offender, irr)
    bad_effects = [duty]
    if lead.restriction is not None:
        bad_effects.append(lead.restriction)
    bad_effects += [withdrawn_call_ui(offender, irr.call, "16C"), watch_72c()]
    what = str(call) if call is not None else "the offender's call"

    def applies(want: bool) -> bool | None:
        if possible is False:
            return False
        return None if verdict is None else verdict is want

    d.branch(Branch(f"{what} is comparable with the withdrawn {irr.call} (23A)",
                    (NoRectification(ok_law, "comparable replacement: no further rectification; "
                                     "16C2 does not apply and there is no lead restriction (26A)"),
                     watch_23c(call)),
                    (ok_law, "23B", "23C"), applies(True)))
    d.branch(Branch(f"{what} is not comparable with the withdrawn {irr.call}",
                    tuple(bad_effects), (bad_law, "26B", "16C", "72C"), applies(False)))
    if possible is False:
        return
    if call is None:
        if verdict is None:
            d.judge(judgement)
        d.comply(Compliance.NOT_YET)
        return
    if verdict is True:
        d.saw(f"the TD judged {call} comparable: no further rectification, 23C review at the end")
        d.comply(Compliance.COMPLIED)
        return
    if index is None:
        state, lines = Compliance.UNKNOWN, [f"the record does not show {partner.name}'s next turn"]
    else:
        state, lines = check_must_pass(case, duty, index + 1,
                                       d.judgements if verdict is False else None)
    if verdict is False:
        d.saw(f"the TD judged {call} not comparable: {partner.name} must pass once ({bad_law})",
              *lines, *lead.lines)
        d.comply(state)
        d.comply(lead.compliance)
        return
    d.judge(judgement)
    if state is Compliance.COMPLIED:
        d.saw(*lines, "so the table complied whatever the TD decides about comparability")
        d.comply(Compliance.COMPLIED)
    else:
        d.saw(*(f"if not comparable: {line}" for line in lines))
        d.comply(Compliance.UNKNOWN if state is Compliance.VIOLATED else state)
    d.saw(*(f"if not comparable: {line}" for line in lead.lines))


def law30(d: Draft, case: BoardCase, irr: Irregularity, start: int, rho_turn: bool) -> None:
    """Law 30: a (natural) pass out of rotation."""
    offender = irr.offender
    assert offender is not None
    if rho_turn:
        # 30A: the offender loses one turn; his partner is free (16C for the UI).
        duty = MustPass(offender, PassScope.NEXT_TURN, "30A")
        d.law("30A", "16C2", "72C")
        d.effect(duty, withdrawn_call_ui(offender, irr.call), watch_72c())
        d.say(f"Law 30A: {offender.name} must pass at his next turn. {offender.partner.name} may "
              "call freely, but the withdrawn pass is unauthorized information to him (16C2); "
              "72C may apply.")
        state, lines = check_must_pass(case, duty, start, d.judgements)
        d.saw(*lines)
        d.comply(state)
        return
    d.law("30B1", "16C2")
    d.effect(withdrawn_call_ui(offender, irr.call))
    d.say(f"Law 30B1: {offender.partner.name} may make any legal call at his turn (the withdrawn "
          f"pass is unauthorized information to him, 16C2). At his proper turn {offender.name} "
          f"may make any legal call: if it is comparable with the pass (23A) there is no further "
          f"rectification; if not, {offender.partner.name} must pass once at his next turn, "
          "and 16C, 26B and 72C may apply.")
    replacement(d, case, irr, start, "30B1(b)(i)", "30B1(b)(ii)")


def law31_32(d: Draft, case: BoardCase, irr: Irregularity, start: int, rho_turn: bool,
             law: str) -> None:
    """Law 31 (bid, artificial pass) or Law 32 (double, redouble) out of rotation."""
    board = case.board
    offender = irr.offender
    assert offender is not None
    partner = offender.partner
    kind = "double or redouble" if law == "32" else "bid"
    if not rho_turn:
        d.law(f"{law}B1", "16C2")
        d.effect(withdrawn_call_ui(offender, irr.call))
        d.say(f"Law {law}B: {partner.name} may make any legal call at his turn (the withdrawn "
              f"{irr.call} is unauthorized information to him, 16C2). At his proper turn "
              f"{offender.name} may make any legal call: if it is comparable with {irr.call} "
              f"(23A) the auction continues without rectification; if not, {partner.name} must "
              "pass once, at his next turn, and 16C, 26B and 72C may apply.")
        replacement(d, case, irr, start, f"{law}B2(a)", f"{law}B2(b)")
        return
    rho: Seat = offender.rho
    found = next_call(board, rho, start)
    d.say(f"Law {law}A: if {rho.name} passes, {offender.name} must repeat his {irr.call} "
          f"({law}A1). If {rho.name} calls, {offender.name} may make any legal call: comparable "
          f"with {irr.call} (23A), no further rectification; not comparable, {partner.name} must "
          "pass once, at his next turn, and 16C, 26B and 72C may apply.")
    rho_passed: bool | None = None
    if found is not None:
        rho_passed = found[1].is_pass
        d.saw(f"{rho.name} called {found[1]} at his turn (call {found[0] + 1})")
    else:
        d.saw(f"the record stops before {rho.name}'s call")
    repeat = Branch(f"{rho.name} passes: {offender.name} must repeat {irr.call}",
                    (NoRectification(f"{law}A1", "the repeated call stands if it is legal"),),
                    (f"{law}A1",), rho_passed)
    d.branch(repeat)
    if rho_passed:
        again = next_call(board, offender, found[0] + 1) if found is not None else None
        if again is None:
            d.saw(f"the record stops before {offender.name} repeated his call")
            d.comply(Compliance.NOT_YET)
        elif again[1] == irr.call:
            d.saw(f"{offender.name} repeated {irr.call} (call {again[0] + 1})")
            d.comply(Compliance.COMPLIED)
        else:
            d.saw(f"{offender.name} called {again[1]} (call {again[0] + 1}) instead of repeating "
                  f"{irr.call} as Law {law}A1 requires: the director must rule on it")
            d.comply(Compliance.VIOLATED)
        replacement(d, case, irr, start, f"{law}A2(a)", f"{law}A2(b)", possible=False)
        return
    if rho_passed is None:
        d.judge(_rho_question(rho))
    replacement(d, case, irr, found[0] + 1 if found is not None else start,
                f"{law}A2(a)", f"{law}A2(b)", possible=True if rho_passed is False else None)


def _rho_question(rho: Seat) -> Judgement:
    return Judgement(f"did {rho.name} pass at his turn? (31A1/32A1 against 31A2/32A2)", "29B")


def classify_call(irr: Irregularity) -> str:
    """Law 30 for a natural pass; Law 31 for a bid or an artificial pass (30C); Law 32 for X/XX."""
    call: Call | None = irr.call
    assert call is not None
    options = {o.lower() for o in irr.options}
    if call.is_pass:
        return "31" if options & {"artificial", "artificial-pass", "30c"} else "30"
    return "31" if call.is_bid else "32"


__all__ = ["classify_call", "law30", "law31_32", "replacement"]
