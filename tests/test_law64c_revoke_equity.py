"""Law 64C at double dummy (issue 17): the result had the revoke not occurred, from the
position before the revoke card with the revoker following suit, is the expectation
``check --damage`` compares the transfer's result with (samples/play-revoke-64A1.pbn)."""

from __future__ import annotations


import pytest

from sample_boards import SAMPLES, boards_of

from hakem.analysis.damage import assess_damage
from hakem.laws.engine import rule_board
from hakem.model.board import Board
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import Ruling
from hakem.model.seat import Seat

SAMPLE = SAMPLES / "play-revoke-64A1.pbn"

pytestmark = pytest.mark.dds


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-revoke-64A1.pbn")


def revoke(board: Board) -> Ruling:
    return next(r for i, r in rule_board(board).pairs() if i.kind is K.REVOKE)


def test_law64c_revoke_equity_is_the_best_legal_card_at_double_dummy(boards: dict[int, Board]) -> None:
    from hakem.analysis.revoke_equity import revoke_equity
    equity = revoke_equity(boards[4], 4, 3)  # dummy's C7 on the DA, holding diamonds
    assert equity is not None and equity.revoker == Seat.N
    assert str(equity.best_card)[0] == "D"  # dummy follows suit
    assert equity.declarer_tricks == 11
    assert revoke_equity(boards[4], 14, 1) is None and revoke_equity(Board(), 4, 3) is None


def test_law64c_dummy_revoke_without_transfer_leaves_the_defenders_short(
        boards: dict[int, Board]) -> None:
    ruling = revoke(boards[4])
    assert "64B3" in ruling.laws and ruling.tricks_after == 12  # no automatic transfer
    report = assess_damage(boards[4], ruling)
    assert report is not None and report.basis.startswith("Law 64C")
    assert report.expectation == ("100% of 4S by S+1",)
    assert report.non_offending_side == "EW" and report.damaged is True


def test_law64c_a_transfer_that_restores_equity_shows_no_damage(boards: dict[int, Board]) -> None:
    ruling = revoke(boards[1])  # 64A1: two tricks transferred, 13 for declarer
    report = assess_damage(boards[1], ruling)
    assert report is not None and report.basis.startswith("Law 64C")
    assert report.expectation == ("100% of 4S by S+1",) and report.damaged is False


def test_law64c_the_directors_outcomes_win_over_double_dummy(boards: dict[int, Board]) -> None:
    from hakem.analysis.adjusted import Outcome
    ruling = revoke(boards[4])
    report = assess_damage(boards[4], ruling, outcomes=[Outcome.of(1, "4S S", 12)])
    assert report is not None and report.basis == "the director's outcomes"
    assert report.damaged is False
