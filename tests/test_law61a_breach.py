"""Law 61A: breaking declarer's 57A choice is a revoke, established when the side plays
on (63A), and Law 64 transfers tricks for it (issue 17; samples/play-premature-order.pbn,
board 65)."""

from __future__ import annotations


import pytest

from sample_boards import SAMPLES, boards_of

from hakem.laws.engine import case_of, rule_board
from hakem.laws.law61_breach import Say, breaches
from hakem.model.board import Board
from hakem.model.cards import Suit
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import Compliance, TrickTransfer, Watch
from hakem.model.seat import Seat, Side

SAMPLE = SAMPLES / "play-premature-order.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-premature-order.pbn")


def test_law61a_a_broken_57A_choice_is_an_established_revoke(boards: dict[int, Board]) -> None:
    (breach,) = breaches(case_of(boards[65]).play)
    assert (breach.player, breach.trick, breach.suit, breach.established) == (Seat.E, 3, Suit.H, True)
    assert breach.irregularity.kind is K.PREMATURE_PLAY


def test_law61a_the_breach_costs_a_trick_under_64A2(boards: dict[int, Board]) -> None:
    (ruling,) = rule_board(boards[65]).rulings
    assert ruling.compliance is Compliance.VIOLATED
    assert {"61A", "63A", "64A2"} <= set(ruling.laws)
    (moved,) = [e for e in ruling.effects if isinstance(e, TrickTransfer)]
    assert (moved.tricks, moved.to, moved.law) == (1, Side.NS, "64A2")
    assert any(isinstance(e, Watch) and e.law == "64C" for e in ruling.effects)
    assert (ruling.tricks_before, ruling.tricks_after) == (12, 13)
    assert (ruling.score_before, ruling.score_after) == (490, 520)
    assert Say.TRANSFER in [f.key for f in ruling.facts]


def test_law61a_a_respected_choice_is_no_revoke(boards: dict[int, Board]) -> None:
    assert breaches(case_of(boards[17]).play) == []
    (ruling,) = rule_board(boards[17]).rulings
    assert "61A" not in ruling.laws and ruling.tricks_after == ruling.tricks_before
