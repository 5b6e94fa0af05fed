"""IMP scale (Law 78B), cross-IMPs and Butler datums.

The scale's step edges are Law 78B's table as printed in the 2017 English text
(mirrored at https://pzbs.pl/sedziowie/mpb/2017/en/l78.html; the same 24 steps
appear in Grokipedia's "International Match Points" and BridgeHands' glossary).
Worked examples: cross-IMPs from bridge55.fi's scoring notes (+420 against five
other tables = +18 IMPs, 3.6 per comparison); Butler from the Hemel club's
example (4 x 620, 3 x 170, one top and one bottom dropped: datum 440, +5 / -7)
and a BBO forum answer on the 2011 Bermuda Bowl Butler (22 tables, no drop,
mean 514.55 rounded to 510).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hakem.analysis.imps import (IMP_STEPS, DatumRule, butler_datum, butler_imps, cross_imps,
                                 cross_imps_average, imps)

# (lowest difference, highest difference, IMPs) as printed in Law 78B.
LAW_78B = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
]


@pytest.mark.parametrize("low,high,expected", LAW_78B)
def test_every_step_edge_of_the_law_78b_scale(low, high, expected) -> None:
    assert imps(low) == expected and imps(high) == expected
    assert imps(-low) == -expected and imps(-high) == -expected
    assert imps(high + 10) == expected + 1  # the next step starts 10 points later


@pytest.mark.parametrize("difference", [4000, 4010, 7600, 100_000])
def test_four_thousand_and_more_is_twenty_four(difference) -> None:
    assert imps(difference) == 24 and imps(-difference) == -24


def test_the_scale_is_gap_free_in_tens() -> None:
    covered = [d for low, high, _ in LAW_78B for d in range(low, high + 1, 10)]
    assert covered == list(range(0, 3991, 10))
    assert IMP_STEPS == tuple(low for low, _, _ in LAW_78B[1:]) + (4000,)


def test_fractional_differences_round_down_to_the_step_reached() -> None:
    # Against an averaged datum a difference need not be a multiple of 10.
    assert imps(19.99) == 0 and imps(20) == 1 and imps(45) == 1 and imps(-45) == -1


@given(st.integers(-10_000, 10_000), st.integers(-10_000, 10_000))
def test_imps_are_monotone_and_antisymmetric(a, b) -> None:
    assert imps(-a) == -imps(a)
    assert 0 <= imps(abs(a)) <= 24
    if a <= b:
        assert imps(a) <= imps(b)


def test_cross_imps_published_example() -> None:
    # bridge55.fi: NS +420; the other five tables' NS scores are +450, -100,
    # -200, +400, +590 (the page lists the EW scores 450-, +100, +200, -400...).
    # 420-450=-30 -> -1; 420+100=520 -> +11; 420+200=620 -> +12;
    # 420-400=20 -> +1; 420-590=-170 -> -5; total +18, 18/5 = 3.6.
    board = [420, 450, -100, -200, 400, 590]
    assert cross_imps(board)[0] == 18
    assert cross_imps_average(board)[0] == pytest.approx(3.6)


def test_cross_imps_sum_to_zero_over_a_board() -> None:
    board = [620, 620, 170, -100, 650, -200]
    assert sum(cross_imps(board)) == 0


def test_cross_imps_need_two_scores() -> None:
    with pytest.raises(ValueError, match="at least two"):
        cross_imps_average([420])


def test_butler_published_club_example_drops_one_top_and_one_bottom() -> None:
    # Hemel: EW score 620 four times and 170 three times; as NS scores that is
    # -620 x4 and -170 x3. Drop one -620 and one -170: (3*-620 + 2*-170)/5 = -440.
    board = [-620] * 4 + [-170] * 3
    assert butler_datum(board) == -440
    # NS -620 against -440: -180 -> -5 (EW +5); NS -170: +270 -> +7 (EW -7).
    assert butler_imps(board) == [-5] * 4 + [7] * 3


def test_butler_without_dropping_rounds_mean_to_nearest_ten() -> None:
    # BBO forum, Bermuda Bowl 2011: 3x980, 11x480, 7x450, 1x-50 over 22 tables,
    # mean 514.55 -> datum 510; 980: +470 -> 10, 480: -30 -> -1, 450: -60 -> -2,
    # -50: -560 -> -11.
    board = [980] * 3 + [480] * 11 + [450] * 7 + [-50]
    rule = DatumRule(drop=0)
    assert butler_datum(board, rule) == 510
    assert sorted(set(butler_imps(board, rule))) == [-11, -2, -1, 10]


def test_butler_fractional_drop_rule() -> None:
    # "Discard the top and bottom 10 %": 20 scores -> two at each end.
    board = [5000, 4000] + [100] * 16 + [-3000, -4000]
    assert DatumRule(drop_fraction=0.1).trimmed(board) == [100] * 16
    assert butler_datum(board, DatumRule(drop_fraction=0.1)) == 100


def test_butler_datum_halves_round_away_from_zero() -> None:
    assert butler_datum([100, 110], DatumRule(drop=0)) == 110     # 105 -> 110
    assert butler_datum([-100, -110], DatumRule(drop=0)) == -110  # -105 -> -110
    assert butler_datum([101, 102], DatumRule(drop=0, rounding=1)) == 102


def test_butler_keeps_everything_when_dropping_would_empty_the_board() -> None:
    assert butler_datum([420, -50]) == 190  # mean 185 -> 190; nothing dropped
