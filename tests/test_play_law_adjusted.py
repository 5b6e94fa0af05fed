"""AdjustedScore effects turned into numbers (Law 12C) through the scoring layer."""

from __future__ import annotations

import pytest

from hakem.analysis.adjusted import Artificial, Outcome
from hakem.laws.adjusted_numbers import artificial, assigned
from hakem.model.ruling import AdjustedScore, AdjustmentKind
from hakem.model.seat import Vulnerability

ART = AdjustedScore(AdjustmentKind.ARTIFICIAL, "12C2")
ASSIGNED = AdjustedScore(AdjustmentKind.ASSIGNED, "12C1b")
WEIGHTED = AdjustedScore(AdjustmentKind.WEIGHTED, "12C1c")


def test_artificial_pairs_percentages_need_not_balance() -> None:
    n = artificial(ART, Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS)
    assert (n.ns, n.ew, n.unit) == (60.0, 40.0, "%")
    both = artificial(ART, Artificial.AVERAGE_PLUS, Artificial.AVERAGE_PLUS)
    assert both.ns + both.ew == 120.0


def test_artificial_matchpoints_and_imps() -> None:
    assert artificial(ART, Artificial.AVERAGE, Artificial.AVERAGE, top=10).ns == 5.0
    n = artificial(ART, Artificial.AVERAGE_MINUS, Artificial.AVERAGE_PLUS, scoring="IMP")
    assert (n.ns, n.ew) == (-3.0, 3.0)


def test_assigned_score_is_the_law_77_score() -> None:
    n = assigned(ASSIGNED, [Outcome.of(1, "4S N", 10)], Vulnerability.NONE)
    assert (n.ns, n.ew, n.unit) == (420.0, -420.0, "points")


def test_weighted_matchpoints_component_by_component() -> None:
    # 4S= (NS +420) beats both +170 and +400; 4S-1 (-50) loses to both. Top 4 (2 per pair).
    outcomes = [Outcome.of(0.6, "4S N", 10), Outcome.of(0.4, "4S N", 9)]
    n = assigned(WEIGHTED, outcomes, Vulnerability.NONE, scoring="MP", field=[170, 400])
    assert n.unit == "MP" and n.ns == pytest.approx(0.6 * 4 + 0.4 * 0)
    assert n.ew == pytest.approx(4 - n.ns)


def test_weighted_imps_weighs_imps_not_points() -> None:
    outcomes = [Outcome.of(0.5, "4S N", 10), Outcome.of(0.5, "4S N", 9)]
    n = assigned(WEIGHTED, outcomes, Vulnerability.NONE, scoring="IMP", against=170)
    assert n.ns == pytest.approx(0.5 * 6 + 0.5 * -6)  # +250 -> 6 IMPs, -220 -> -6 IMPs


def test_split_score_needs_side_specific_and_uses_ew_outcomes() -> None:
    ns_view = [Outcome.of(1, "4S N", 10)]
    ew_view = [Outcome.of(1, "4S N", 9)]
    with pytest.raises(ValueError):
        assigned(ASSIGNED, ns_view, Vulnerability.NONE, ew_outcomes=ew_view)
    split = AdjustedScore(AdjustmentKind.ASSIGNED, "12C1e", side_specific=True)
    n = assigned(split, ns_view, Vulnerability.NONE, ew_outcomes=ew_view)
    assert (n.ns, n.ew) == (420.0, 50.0)


def test_wrong_kind_is_refused() -> None:
    with pytest.raises(ValueError):
        artificial(ASSIGNED, Artificial.AVERAGE, Artificial.AVERAGE)
    with pytest.raises(ValueError):
        assigned(ART, [Outcome.of(1, "4S N", 10)], Vulnerability.NONE)
