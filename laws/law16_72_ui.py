"""Law 16C (information from withdrawn calls) and Law 72C (awareness of potential damage).

When a call is withdrawn or cancelled, what it said stays known at the table.
Law 16C gives the non-offending side free use of it, while the offending side
must not choose, among logical alternatives, one the withdrawn call suggests.
Where a comparable call replaces the withdrawn one (Laws 23B, 27B1, 30B1(b)(i),
31A2(a), 32A2(a)) the law lifts that restriction and trusts the Law 23C review at
the end of the board instead. Law 72C lets the TD adjust afterwards when the
offender could have known his irregularity was likely to damage the opponents,
for instance a forced pass that suited his side.

>>> from hakem.model.seat import Seat
>>> from hakem.model.calls import Call
>>> [s.name for s in withdrawn_call_ui(Seat.N, Call.parse("1NT")).unauthorized_for]
['N', 'S']
"""

from __future__ import annotations

from enum import Enum

from hakem.model.calls import Call
from hakem.model.facts import FactKey, fact
from hakem.model.ruling import UnauthorizedInformation, Watch
from hakem.model.seat import Seat


class Withdrawal(Enum):
    """How the call that carries the information left the auction."""

    WITHDRAWN = "withdrawn"
    ATTEMPTED = "attempted"
    CANCELLED = "cancelled"


class Say(FactKey):
    UI_CALL = "law16.ui.call", "offender:seat how:term call:call"
    UI_SOME_CALL = "law16.ui.some-call", "offender:seat how:term"
    WATCH_72C = "law72c.watch"
    WATCH_23C = "law23c.watch"
    WATCH_23C_CALL = "law23c.watch.call", "call:call"
    WATCH_27D = "law27d.watch"
    WATCH_27D_CALL = "law27d.watch.call", "call:call"


def withdrawn_call_ui(offender: Seat, call: Call | None, law: str = "16C2",
                      how: Withdrawal = Withdrawal.WITHDRAWN) -> UnauthorizedInformation:
    """Law 16C: the withdrawn call is UI to the offending side, authorized to the other."""
    said = fact(Say.UI_CALL, offender=offender, how=how, call=call) if call is not None \
        else fact(Say.UI_SOME_CALL, offender=offender, how=how)
    return UnauthorizedInformation(
        info=said, unauthorized_for=(offender, offender.partner), law=law,
        authorized_for=(offender.lho, offender.rho))


def watch_72c() -> Watch:
    """Law 72C: an end-of-board review wherever a law says '72C may apply': could the
    offender have known the irregularity was likely to damage the non-offending side?"""
    return Watch("72C", fact(Say.WATCH_72C))


def watch_23c(replacement: Call | None = None) -> Watch:
    """Law 23C: after a comparable replacement, was the result helped by the infraction?"""
    return Watch("23C", fact(Say.WATCH_23C_CALL, call=replacement) if replacement is not None
                 else fact(Say.WATCH_23C))


def watch_27d(replacement: Call | None = None) -> Watch:
    """Law 27D: the same review after an insufficient bid corrected under 27B1."""
    return Watch("27D", fact(Say.WATCH_27D_CALL, call=replacement) if replacement is not None
                 else fact(Say.WATCH_27D))


__all__ = ["Say", "Withdrawal", "watch_23c", "watch_27d", "watch_72c", "withdrawn_call_ui"]
