"""Laws 69B and 71: an agreed claim or a concession questioned within the correction
period, or after it (issue 17).

An agreement to a claim may be withdrawn (69B), and a concession cancelled (71A: a trick
already won; 71B: a trick no normal play could lose), only when attention is drawn
within the correction period. The claim rule (``claim_rules``) flags those cases with
watches; a marker's ``in-correction-period`` or ``after-correction-period`` answers the
timing: after it, the agreement or concession stands and the watches go; within it they
stay, and the finding is recorded as a decision.
"""

from __future__ import annotations

import dataclasses

from hakem.model.choices import Finding
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Decision, Ruling, Source, Watch

from .case import BoardCase, Rule

_LAWS = ("69B", "71", "71A", "71B")


class Say(FactKey):
    EXPIRED = "law69b71.correction-period-over"
    IN_TIME = "law69b71.in-correction-period"


def with_correction_period(rule: Rule) -> Rule:
    """``rule`` whose ruling honours the marker's correction-period finding."""
    def ruled(case: BoardCase, irr: Irregularity) -> Ruling:
        ruling = rule(case, irr)
        late = Finding.AFTER_CORRECTION_PERIOD in irr.options
        early = Finding.IN_CORRECTION_PERIOD in irr.options
        if not (late or early):
            return ruling
        finding = Finding.AFTER_CORRECTION_PERIOD if late else Finding.IN_CORRECTION_PERIOD
        flagged = [e for e in ruling.effects if isinstance(e, Watch) and e.law in _LAWS]
        decisions = ruling.decisions + (Decision(finding, Source.MARKER),)
        if early:
            said = (fact(Say.IN_TIME),) if flagged else ()
            return dataclasses.replace(ruling, decisions=decisions, facts=ruling.facts + said)
        # 69B / 71 act only within the correction period: afterwards the result stands.
        kept = tuple(e for e in ruling.effects if e not in flagged)
        return dataclasses.replace(ruling, effects=kept, decisions=decisions,
                                   facts=ruling.facts + ((fact(Say.EXPIRED),) if flagged else ()))
    ruled.__name__ = getattr(rule, "__name__", "rule")
    ruled.__doc__ = rule.__doc__
    return ruled


__all__ = ["Say", "with_correction_period"]
