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

from hakem.model.calls import Call
from hakem.model.ruling import UnauthorizedInformation, Watch
from hakem.model.seat import Seat


def withdrawn_call_ui(offender: Seat, call: Call | None, law: str = "16C2",
                      what: str = "withdrawn") -> UnauthorizedInformation:
    """Law 16C: the withdrawn call is UI to the offending side, authorized to the other."""
    said = f"{offender.name}'s {what} {call}" if call is not None else f"{offender.name}'s {what} call"
    return UnauthorizedInformation(
        info=said, unauthorized_for=(offender, offender.partner), law=law,
        authorized_for=(offender.lho, offender.rho))


def watch_72c(note: str = "could the offender have known the irregularity would be likely "
                          "to damage the non-offending side? adjust at the end if it did") -> Watch:
    """Law 72C: an end-of-board review wherever a law says '72C may apply'."""
    return Watch("72C", note)


def watch_23c(replacement: Call | None = None) -> Watch:
    """Law 23C: after a comparable replacement, was the result helped by the infraction?"""
    what = f" ({replacement})" if replacement is not None else ""
    return Watch("23C", f"after the comparable replacement{what}: could the result well have "
                        "been different without the help of the infraction? then adjust (12C1(b))")


def watch_27d(replacement: Call | None = None) -> Watch:
    """Law 27D: the same review after an insufficient bid corrected under 27B1."""
    what = f" ({replacement})" if replacement is not None else ""
    return Watch("27D", f"after the correction{what}: could the result well have been "
                        "different without the help of the insufficient bid? then adjust (12C1(b))")


__all__ = ["watch_23c", "watch_27d", "watch_72c", "withdrawn_call_ui"]
