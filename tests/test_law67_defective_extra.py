"""Law 67: a marker decides 67A or 67B (option=67a / 67b) and, for 67B2, whether a
defender's restored card had been seen and so is a penalty card (issue 17), on
samples/play-defective-extra.pbn."""

from __future__ import annotations


import pytest

from sample_boards import SAMPLES, boards_of

from hakem.laws.engine import rule_board
from hakem.laws.law67_defective_trick import Say
from hakem.model.board import Board
from hakem.model.choices import Finding
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import PenaltyCard, PenaltyCardKind, Restore, Ruling
from hakem.model.seat import Seat
from hakem.parsers.marker_words import read_word

E = Seat.E
SAMPLE = SAMPLES / "play-defective-extra.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-defective-extra.pbn")


def defective(board: Board) -> Ruling:
    (ruling,) = [r for i, r in rule_board(board).pairs() if i.kind is K.DEFECTIVE_TRICK]
    return ruling


def test_law67b2_seen_words_are_typed() -> None:
    assert read_word(K.DEFECTIVE_TRICK, "seen") is Finding.RESTORED_SEEN
    assert read_word(K.DEFECTIVE_TRICK, "not-seen") is Finding.RESTORED_NOT_SEEN


def test_law67b2_a_seen_restored_card_of_a_defender_is_a_penalty_card(boards: dict[int, Board]) -> None:
    ruling = defective(boards[1])
    assert ruling.laws == ("67B2", "50B")
    assert [(str(e.card), e.owner) for e in ruling.effects if isinstance(e, Restore)] == [("C7", E)]
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.kind, card.law) == ("C7", PenaltyCardKind.MINOR, "67B2")
    assert [b.applies for b in ruling.branches] == [True]
    assert Say.SEEN in [f.key for f in ruling.facts]
    assert {d.what for d in ruling.decisions} == {Finding.NOTICED_LATE, Finding.RESTORED_SEEN}


def test_law67b2_an_unseen_restored_card_simply_goes_back(boards: dict[int, Board]) -> None:
    ruling = defective(boards[17])
    assert ruling.laws == ("67B2",)
    assert not any(isinstance(e, PenaltyCard) for e in ruling.effects)
    assert [b.applies for b in ruling.branches] == [False]


def test_law67b2_without_the_finding_the_penalty_card_is_an_open_branch(
        boards: dict[int, Board]) -> None:
    ruling = defective(boards[33])
    assert not any(isinstance(e, PenaltyCard) for e in ruling.effects)
    (branch,) = ruling.branches
    assert branch.applies is None and any(isinstance(e, PenaltyCard) for e in branch.effects)


def test_law67a2_option_67a_sends_it_to_58B_or_45E(boards: dict[int, Board]) -> None:
    ruling = defective(boards[49])
    assert ruling.laws == ("67A2", "45E", "58B") and ruling.judgements
