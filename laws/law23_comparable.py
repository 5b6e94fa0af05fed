"""Law 23: the comparable call, the test Laws 26, 27 and 30-32 use for a replacement.

A replacement is comparable when it has the same or a similar meaning as the
withdrawn call, defines a subset of its meanings, or serves the same purpose
(23A). Then the auction goes on with no further rectification (23B), and only the
end-of-board review of 23C remains. Comparability is a judgement about the
partnership's methods: a record cannot decide it. hakem reads the TD's verdict
from a marker (``comparable`` / ``not-comparable``); without one the ruling keeps
both branches and an open :class:`~hakem.model.ruling.Judgement`.

>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> verdict(Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION, options=(Finding.COMPARABLE,)))
True
"""

from __future__ import annotations

from hakem.model.calls import Call
from hakem.model.choices import Finding
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Judgement


class Say(FactKey):
    ASK = "law23.ask", "replacement:call withdrawn:call"
    ASK_HINT = "law23.ask.hint", "replacement:call withdrawn:call hint:fact"
    ASK_UNKNOWN = "law23.ask.unknown-replacement", "withdrawn:call"
    HINT_SAME_CALL = "law23.hint.same-call"
    HINT_PASS_WITHDRAWN = "law23.hint.pass-withdrawn"
    HINT_PASS_REPLACES = "law23.hint.pass-replaces"
    HINT_SAME_DENOMINATION = "law23.hint.same-denomination"
    HINT_DIFFERENT = "law23.hint.different"


def verdict(irr: Irregularity) -> bool | None:
    """The TD's Law 23 verdict given by a marker, or None when the record does not say."""
    if Finding.NOT_COMPARABLE in irr.options:
        return False
    if Finding.COMPARABLE in irr.options:
        return True
    return None


def hint(withdrawn: Call | None, replacement: Call | None) -> Fact | None:
    """What the calls alone suggest, said as a hint for the TD, never as the answer."""
    if withdrawn is None or replacement is None:
        return None
    if withdrawn == replacement:
        return fact(Say.HINT_SAME_CALL)
    if withdrawn.is_pass and replacement.is_pass:
        return None
    if withdrawn.is_pass:
        return fact(Say.HINT_PASS_WITHDRAWN)
    if replacement.is_pass:
        return fact(Say.HINT_PASS_REPLACES)
    if withdrawn.is_bid and replacement.is_bid and withdrawn.strain == replacement.strain:
        return fact(Say.HINT_SAME_DENOMINATION)
    return fact(Say.HINT_DIFFERENT)


def judgement(irr: Irregularity, withdrawn: Call, replacement: Call | None,
              law: str = "23A") -> Judgement:
    """The Law 23A question for this replacement, answered when a marker says."""
    tip = hint(withdrawn, replacement)
    if replacement is None:
        question = fact(Say.ASK_UNKNOWN, withdrawn=withdrawn)
    elif tip is None:
        question = fact(Say.ASK, replacement=replacement, withdrawn=withdrawn)
    else:
        question = fact(Say.ASK_HINT, replacement=replacement, withdrawn=withdrawn, hint=tip)
    return Judgement(question, law, verdict(irr))


__all__ = ["Say", "hint", "judgement", "verdict"]
