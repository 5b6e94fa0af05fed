"""Matchpoints (Law 78A) in both conventions, percentages and Neuberg factoring.

The Neuberg case reproduces the EBU Laws & Ethics article "The Neuberg Formula
- the Principle" (http://www.ebu.co.uk/lawsandethics/articles/neuberg/principle.htm):
ten different results where eleven were expected, top 20, factored to 19.9,
17.7, ... 0.1.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hakem.analysis.matchpoints import (MatchpointScale, ew_matchpoints, matchpoints,
                                        matchpoints_against, neuberg, neuberg_board, percentage)

ONE, TWO = MatchpointScale.ONE_PER_PAIR, MatchpointScale.TWO_PER_PAIR

# A five-table field, NS scores. By hand, European units (2 per score beaten,
# 1 per tie; top = 2 x (5 - 1) = 8):
#   +620: beats 420, 420, -100 -> 3 x 2 = 6; no ties; loses to 650     -> 6
#   +420: beats -100 -> 2; ties the other 420 -> 1; loses to 620, 650   -> 3
#   +420: (same)                                                         -> 3
#   -100: beats nothing, ties nothing                                    -> 0
#   +650: beats all four -> 8                                            -> 8
# ACBL units (1 per score beaten, 1/2 per tie; top 4) are exactly half.
FIELD = [620, 420, 420, -100, 650]


def test_small_field_in_european_units() -> None:
    assert TWO.top(len(FIELD)) == 8
    assert matchpoints(FIELD, TWO) == [6, 3, 3, 0, 8]
    assert ew_matchpoints(FIELD, TWO) == [2, 5, 5, 8, 0]


def test_small_field_in_acbl_units() -> None:
    assert ONE.top(len(FIELD)) == 4
    assert matchpoints(FIELD, ONE) == [3, 1.5, 1.5, 0, 4]


def test_percentages_are_the_same_in_both_conventions() -> None:
    # 6/8 = 3/4 = 75 %; 3/8 = 37.5 %; 0 %; 100 %.
    for scale in (ONE, TWO):
        top = scale.top(len(FIELD))
        assert [percentage(mp, top) for mp in matchpoints(FIELD, scale)] == \
            [75.0, 37.5, 37.5, 0.0, 100.0]


def test_a_single_result_is_an_average() -> None:
    assert matchpoints([420]) == [0.0]
    assert percentage(0.0, TWO.top(1)) == 50.0


def test_matchpoints_against_another_field() -> None:
    # +450 against 620, 420, 420, -100, 650: beats 3 -> 6 of top 10.
    assert matchpoints_against(450, FIELD) == 6.0


def test_neuberg_published_ebu_example() -> None:
    # EBU: 10 distinct results, 11 expected, top 20 in 2-unit matchpoints.
    board = [520, 500, 490, 480, 460, 450, 430, 420, 400, -50]
    factored = neuberg_board(board, expected=11, scale=TWO)
    assert factored == pytest.approx([19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1])


def test_neuberg_by_hand_in_acbl_units() -> None:
    # Board played 3 times, 4 expected (top 3 in 1-unit MPs). Scores 420, 420, 170:
    # raw MPs 420: 1 (beats 170) + 0.5 (tie) = 1.5; 170: 0.
    # Neuberg (MP + 0.5) x 4/3 - 0.5: 420 -> 2.0 x 4/3 - 0.5 = 2.1667;
    # 170 -> 0.5 x 4/3 - 0.5 = 0.1667. Sum 4.5 = average 1.5 x 3 results.
    assert neuberg_board([420, 420, 170], expected=4, scale=ONE) == \
        pytest.approx([13 / 6, 13 / 6, 1 / 6])


def test_neuberg_is_the_identity_when_the_board_is_complete() -> None:
    assert neuberg(6, results=5, expected=5) == 6


def test_neuberg_rejects_empty_boards() -> None:
    with pytest.raises(ValueError):
        neuberg(0, results=0, expected=5)


boards = st.lists(st.integers(-300, 300).map(lambda x: x * 10), min_size=1, max_size=14)


@given(boards, st.sampled_from([ONE, TWO]))
def test_ns_and_ew_matchpoints_share_each_top(board, scale) -> None:
    top = scale.top(len(board))
    for ns, ew in zip(matchpoints(board, scale), ew_matchpoints(board, scale)):
        assert ns + ew == top
        assert 0 <= ns <= top


@given(boards)
def test_conventions_differ_by_a_factor_of_two(board) -> None:
    assert matchpoints(board, TWO) == [2 * mp for mp in matchpoints(board, ONE)]


@given(boards, st.integers(1, 30), st.sampled_from([ONE, TWO]))
def test_neuberg_keeps_the_board_average_at_fifty_percent(board, expected, scale) -> None:
    n = len(board)
    factored = neuberg_board(board, expected, scale)
    assert sum(factored) == pytest.approx(n * scale.top(expected) / 2)


@given(boards, st.integers(1, 30))
def test_neuberg_preserves_order(board, expected) -> None:
    raw = matchpoints(board)
    factored = neuberg_board(board, expected)
    for i in range(len(board)):
        for j in range(len(board)):
            if raw[i] < raw[j]:
                assert factored[i] < factored[j]
