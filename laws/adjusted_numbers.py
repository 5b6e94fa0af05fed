"""An :class:`AdjustedScore` effect turned into numbers (Law 12C), with the scoring layer.

A ruling says *that* the score is adjusted and how (artificial, assigned,
weighted); the director supplies the judgement (who was at fault, which results
were likely and how likely). This module does the arithmetic with
:mod:`hakem.analysis.adjusted`:

* artificial (12C2): 60/50/40 % of the top at pairs, +3/0/-3 IMPs at teams, the
  two sides' figures need not balance;
* assigned (12C1b) and weighted (12C1c): each component is scored under Law 77
  and, at matchpoints or IMPs, scored against the field *before* weighting;
  split scores (12C1e, ``side_specific``) build EW's figure from its own list.

>>> from hakem.analysis.adjusted import Artificial
>>> from hakem.model.ruling import AdjustedScore, AdjustmentKind
>>> n = artificial(AdjustedScore(AdjustmentKind.ARTIFICIAL, "12C2"), Artificial.AVERAGE_PLUS,
...                Artificial.AVERAGE_MINUS, scoring="IMP")
>>> (n.ns, n.ew, n.unit)
(3.0, -3.0, 'IMP')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from hakem.analysis.adjusted import (Artificial, Outcome, WeightedScore, weighted_imps,
                                     weighted_matchpoints, weighted_score)
from hakem.analysis.matchpoints import MatchpointScale
from hakem.model.ruling import AdjustedScore, AdjustmentKind
from hakem.model.seat import Vulnerability


@dataclass(frozen=True, slots=True)
class AdjustedNumbers:
    """The adjusted score of one table, NS's and EW's figures in ``unit``."""

    effect: AdjustedScore
    ns: float
    ew: float
    unit: str
    """``%`` (of the top), ``MP``, ``IMP`` or ``points``."""
    detail: str
    components: tuple[WeightedScore, ...] = ()


def artificial(effect: AdjustedScore, ns: Artificial, ew: Artificial, *, scoring: str = "MP",
               top: float | None = None) -> AdjustedNumbers:
    """Law 12C2 figures: percentages (or matchpoints when ``top`` is given), or IMPs."""
    if effect.kind is not AdjustmentKind.ARTIFICIAL:
        raise ValueError(f"{effect.kind.value} adjusted score is not artificial")
    if scoring.upper() == "IMP":
        return AdjustedNumbers(effect, float(ns.imps), float(ew.imps), "IMP",
                               f"Law 12C2: NS {ns.value} ({ns.imps:+d}), EW {ew.value} ({ew.imps:+d})")
    if top is not None:
        return AdjustedNumbers(effect, ns.matchpoints(top), ew.matchpoints(top), "MP",
                               f"Law 12C2: NS {ns.value}, EW {ew.value} of a top of {top:g}")
    return AdjustedNumbers(effect, ns.percent(), ew.percent(), "%",
                           f"Law 12C2: NS {ns.value} ({ns.percent():g} %), EW {ew.value} "
                           f"({ew.percent():g} %)")


def _weigh(outcomes: Sequence[Outcome], vulnerability: Vulnerability, scoring: str,
           field: Sequence[int] | None, against: int | Sequence[int] | None,
           scale: MatchpointScale) -> tuple[WeightedScore, str]:
    mode = scoring.upper()
    if mode == "MP":
        if field is None:
            raise ValueError("matchpoint adjusted scores need the other tables' NS scores (field)")
        return weighted_matchpoints(outcomes, vulnerability, field, scale), "MP"
    if mode == "IMP":
        if against is None:
            raise ValueError("IMP adjusted scores need the other table's score (against)")
        return weighted_imps(outcomes, vulnerability, against), "IMP"
    return weighted_score(outcomes, vulnerability), "points"


def assigned(effect: AdjustedScore, outcomes: Sequence[Outcome], vulnerability: Vulnerability, *,
             scoring: str = "points", field: Sequence[int] | None = None,
             against: int | Sequence[int] | None = None, ew_outcomes: Sequence[Outcome] | None = None,
             scale: MatchpointScale = MatchpointScale.TWO_PER_PAIR) -> AdjustedNumbers:
    """Law 12C1 assigned (one outcome at weight 1) or weighted score, component by component.

    ``ew_outcomes``: a split score (12C1e), EW's figure built from its own outcomes.
    """
    if effect.kind is AdjustmentKind.ARTIFICIAL:
        raise ValueError("an artificial adjusted score has no outcomes; use artificial()")
    if effect.kind is AdjustmentKind.ASSIGNED and len(outcomes) != 1:
        raise ValueError("an assigned (unweighted) score has exactly one outcome")
    ns_w, unit = _weigh(outcomes, vulnerability, scoring, field, against, scale)
    if ew_outcomes is not None:
        if not effect.side_specific:
            raise ValueError("separate EW outcomes make a split score: side_specific must be set")
        ew_w, _ = _weigh(ew_outcomes, vulnerability, scoring, field, against, scale)
        ew = ew_w.ew
        comps: tuple[WeightedScore, ...] = (ns_w, ew_w)
        detail = f"NS: {ns_w.describe()} | EW: {ew_w.describe()}"
    else:
        ew, comps, detail = ns_w.ew, (ns_w,), ns_w.describe()
    return AdjustedNumbers(effect, ns_w.ns, ew, unit, detail, comps)


__all__ = ["AdjustedNumbers", "artificial", "assigned"]
