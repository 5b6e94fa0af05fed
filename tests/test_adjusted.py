"""Adjusted scores: artificial (Law 12C2) and weighted assigned (Law 12C1c)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hakem.analysis.adjusted import (Artificial, ArtificialScore, Combination, Outcome,
                                     weighted_imps, weighted_matchpoints, weighted_score)
from hakem.analysis.matchpoints import MatchpointScale, matchpoints_against
from hakem.analysis.scoring import ns_score
from hakem.model.contract import Contract
from hakem.model.seat import Vulnerability

VUL_NS = Vulnerability.NS


def test_artificial_percentages_and_imps() -> None:
    assert [a.percent() for a in Artificial] == [60.0, 50.0, 40.0]
    assert [a.imps for a in Artificial] == [3, 0, -3]


def test_artificial_matchpoints_on_a_board() -> None:
    # Top 12 (7 results, European units): 60 % = 7.2, 50 % = 6, 40 % = 4.8.
    assert [a.matchpoints(12) for a in Artificial] == [7.2, 6.0, 4.8]


def test_session_percentage_regulation_only_improves_average_plus() -> None:
    assert Artificial.AVERAGE_PLUS.percent(session_percent=64.2) == 64.2
    assert Artificial.AVERAGE_PLUS.percent(session_percent=52.0) == 60.0
    assert Artificial.AVERAGE_MINUS.percent(session_percent=35.0) == 35.0
    assert Artificial.AVERAGE_MINUS.percent(session_percent=55.0) == 40.0
    assert Artificial.AVERAGE.percent(session_percent=70.0) == 50.0


def test_artificial_scores_need_not_balance() -> None:
    split = ArtificialScore(ns=Artificial.AVERAGE_PLUS, ew=Artificial.AVERAGE_PLUS)
    assert not split.balances
    assert split.ns_matchpoints(10) == split.ew_matchpoints(10) == 6.0
    fair = ArtificialScore(ns=Artificial.AVERAGE_PLUS, ew=Artificial.AVERAGE_MINUS)
    assert fair.balances and (fair.ns_imps, fair.ew_imps) == (3, -3)


# A weighted ruling: NS vulnerable, South declares 4H. 60 % it makes ten tricks
# (+620), 40 % it goes one down (-100).
OUTCOMES = [Outcome.of(0.6, "4H S", 10), Outcome.of(0.4, "4H S", 9)]
# The other NS scores on the board (this table excluded).
FIELD = [620, 620, 650, 170, -100, 300]


def test_weighted_score_by_hand() -> None:
    # 0.6 x 620 + 0.4 x (-100) = 372 - 40 = 332.
    w = weighted_score(OUTCOMES, VUL_NS)
    assert w.combination is Combination.SCORE
    assert [c.ns_score for c in w.components] == [620, -100]
    assert w.ns == 332.0 and w.ew == -332.0


def test_weighted_matchpoints_component_by_component_by_hand() -> None:
    # European units against 6 other scores (top 12):
    #   +620 beats 170, -100, 300 (3 x 2 = 6) and ties 620, 620 (2 x 1 = 2) -> 8
    #   -100 beats nothing, ties -100 (1)                                    -> 1
    # weighted: 0.6 x 8 + 0.4 x 1 = 4.8 + 0.4 = 5.2 MP (43.33 %).
    w = weighted_matchpoints(OUTCOMES, VUL_NS, FIELD)
    assert w.combination is Combination.MATCHPOINTS
    assert [c.value for c in w.components] == [8.0, 1.0]
    assert w.ns == pytest.approx(5.2)
    assert w.top == 12 and w.ew == pytest.approx(6.8)
    # Weighting the scores first would give a different (wrong for this RA) answer:
    # 332 beats 170, -100, 300 -> 6 MP.
    assert matchpoints_against(332, FIELD) == 6.0


def test_weighted_matchpoints_in_acbl_units_are_half() -> None:
    w = weighted_matchpoints(OUTCOMES, VUL_NS, FIELD, MatchpointScale.ONE_PER_PAIR)
    assert w.ns == pytest.approx(2.6) and w.top == 6


def test_weighted_imps_against_the_other_table_by_hand() -> None:
    # Teams; at the other table NS scored +170.
    #   +620 - 170 = 450 -> 10 IMPs;  -100 - 170 = -270 -> -7 IMPs.
    # weighted: 0.6 x 10 + 0.4 x (-7) = 6 - 2.8 = 3.2 IMPs (score-weighted: 162 -> 4).
    w = weighted_imps(OUTCOMES, VUL_NS, against=170)
    assert w.combination is Combination.IMPS
    assert [c.value for c in w.components] == [10.0, -7.0]
    assert w.ns == pytest.approx(3.2) and w.ew == pytest.approx(-3.2)


def test_weighted_cross_imps_against_a_field() -> None:
    # +620 vs [650, 170]: -30 -> -1, +450 -> +10: average 4.5.
    # -100 vs [650, 170]: -750 -> -13, -270 -> -7: average -10.
    # weighted 0.6 x 4.5 + 0.4 x (-10) = 2.7 - 4 = -1.3.
    w = weighted_imps(OUTCOMES, VUL_NS, against=[650, 170])
    assert [c.value for c in w.components] == [4.5, -10.0]
    assert w.ns == pytest.approx(-1.3)


def test_weighted_score_with_a_passed_out_component() -> None:
    outcomes = [Outcome.of(Fraction(1, 3), "Pass", 0), Outcome.of(Fraction(2, 3), "3NT W", 9)]
    w = weighted_score(outcomes, Vulnerability.NONE)
    assert w.ns == pytest.approx(-400 * 2 / 3)
    assert "33% of Pass" in w.describe()


def test_describe_names_the_law_and_the_combination() -> None:
    text = weighted_matchpoints(OUTCOMES, VUL_NS, FIELD).describe()
    assert text.startswith("Law 12C1c weighted score, weighted mean of matchpoints")
    assert "60% of 4H by S= (NS +620) -> 8" in text
    assert "40% of 4H by S-1 (NS -100) -> 1" in text


def test_weights_must_sum_to_one() -> None:
    with pytest.raises(ValueError, match="sum to 100 %"):
        weighted_score([Outcome.of(0.6, "4H S", 10), Outcome.of(0.3, "4H S", 9)], VUL_NS)


def test_weights_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive weight"):
        weighted_score([Outcome.of(1, "4H S", 10), Outcome.of(0, "4H S", 9)], VUL_NS)


def test_an_outcome_needs_a_declarer() -> None:
    with pytest.raises(ValueError, match="needs a declarer"):
        Outcome.of(1, "4H", 10)


def test_an_empty_weighting_is_rejected() -> None:
    with pytest.raises(ValueError, match="at least one outcome"):
        weighted_score([], VUL_NS)


@given(st.lists(st.tuples(st.integers(1, 20), st.integers(6, 13)), min_size=1, max_size=5),
       st.sampled_from(list(Vulnerability)))
def test_weighted_mean_lies_between_the_component_scores(parts, vul) -> None:
    total = sum(w for w, _ in parts)
    outcomes = [Outcome(Fraction(w, total), Contract.parse("4S N"), t) for w, t in parts]
    w = weighted_score(outcomes, vul)
    scores = [ns_score(o.contract, o.tricks, vul) for o in outcomes]
    assert min(scores) - 1e-9 <= w.ns <= max(scores) + 1e-9
    assert w.ns == pytest.approx(sum(float(o.weight) * s for o, s in zip(outcomes, scores)))
