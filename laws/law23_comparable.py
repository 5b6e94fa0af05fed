"""Law 23: the comparable call, the test Laws 26, 27 and 30-32 use for a replacement.

A replacement is comparable when it has the same or a similar meaning as the
withdrawn call, defines a subset of its meanings, or serves the same purpose
(23A). Then the auction goes on with no further rectification (23B), and only the
end-of-board review of 23C remains. Comparability is a judgement about the
partnership's methods: a record cannot decide it. hakem reads the TD's verdict
from a marker (``comparable`` / ``not-comparable``); without one the ruling keeps
both branches and an open :class:`~hakem.model.ruling.Judgement`.

>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> verdict(Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION, options=("comparable",)))
True
"""

from __future__ import annotations

from hakem.model.calls import Call
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Judgement

_YES = {"comparable", "23a", "comparable-call"}
_NO = {"not-comparable", "non-comparable", "noncomparable", "not_comparable", "incomparable"}


def verdict(irr: Irregularity) -> bool | None:
    """The TD's Law 23 verdict given by a marker, or None when the record does not say."""
    options = {o.strip().lower() for o in irr.options}
    if options & _NO:
        return False
    if options & _YES:
        return True
    return None


def hint(withdrawn: Call | None, replacement: Call | None) -> str:
    """What the calls alone suggest, said as a hint for the TD, never as the answer."""
    if withdrawn is None or replacement is None:
        return ""
    if withdrawn == replacement:
        return "the same call; comparable if it means the same in its new position"
    if withdrawn.is_pass and replacement.is_pass:
        return ""
    if withdrawn.is_pass:
        return "a pass out of turn denies opening values; a limited call may be a subset of that"
    if replacement.is_pass:
        return "a pass seldom has a meaning within that of a bid or double"
    if withdrawn.is_bid and replacement.is_bid and withdrawn.strain == replacement.strain:
        return "same denomination; compare the strength and length each call shows"
    return "different calls; comparable only if the meaning or purpose is the same or narrower"


def judgement(irr: Irregularity, withdrawn: Call | None, replacement: Call | None,
              law: str = "23A") -> Judgement:
    """The Law 23A question for this replacement, answered when a marker says."""
    tip = hint(withdrawn, replacement)
    repl = str(replacement) if replacement is not None else "the replacement call"
    question = f"is {repl} comparable with the withdrawn {withdrawn} (Law 23A)?"
    if tip:
        question += f" ({tip})"
    return Judgement(question, law, verdict(irr))


__all__ = ["hint", "judgement", "verdict"]
