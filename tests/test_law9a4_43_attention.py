"""Laws 9A4 and 43: who drew attention to a revoke (issue 17), on
samples/play-revoke-attention.pbn."""

from __future__ import annotations


import pytest

from sample_boards import SAMPLES, boards_of

from hakem.laws.engine import rule_board
from hakem.laws.law43_dummy_attention import Say
from hakem.model.board import Board
from hakem.model.choices import Finding
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import NoRectification, PenaltyCard, Ruling, TrickTransfer
from hakem.model.seat import Seat
from hakem.parsers.markers import MarkerError, parse_markers

N, S = Seat.N, Seat.S
SAMPLE = SAMPLES / "play-revoke-attention.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-revoke-attention.pbn")


def revoke(board: Board) -> Ruling:
    (ruling,) = [r for i, r in rule_board(board).pairs() if i.kind is K.REVOKE]
    return ruling


def test_law9_attention_is_a_marker_field() -> None:
    (spec,) = parse_markers("@REVOKE E C3 corrected attention=N option=lost-rights")
    assert spec.attention_by == N and spec.options == [Finding.DUMMY_LOST_RIGHTS]
    with pytest.raises(MarkerError):
        parse_markers("@REVOKE E C3 attention=X")


def test_law9a4_dummy_drawing_attention_during_play_still_gets_the_rectification(
        boards: dict[int, Board]) -> None:
    ruling = revoke(boards[8])
    assert ruling.irregularity is not None and ruling.irregularity.attention_by == N
    assert ruling.laws[:3] == ("62A", "62B1", "62C1") and {"9A4", "43A1(b)", "90"} <= set(ruling.laws)
    assert any(isinstance(e, PenaltyCard) for e in ruling.effects)  # 62B1 stands
    assert Say.DUMMY_DURING in [f.key for f in ruling.facts]
    assert [j.question.key for j in ruling.judgements] == [Say.ASK_PP]


def test_law43b_dummy_who_lost_his_rights_cancels_the_rectification(
        boards: dict[int, Board]) -> None:
    ruling = revoke(boards[17])
    assert ruling.laws[0] == "43B"
    assert not any(isinstance(e, TrickTransfer) for e in ruling.effects)
    assert any(isinstance(e, NoRectification) and e.law == "43B" for e in ruling.effects)
    assert ruling.tricks_after == ruling.tricks_before == 11  # no 64A1 transfer on the board


def test_law9_attention_by_declarer_changes_nothing(boards: dict[int, Board]) -> None:
    ruling = revoke(boards[33])
    assert "64A1" in ruling.laws and ruling.tricks_after == 13
    assert ruling.facts[1].key is Say.BY and ruling.facts[1]["seat"] == S
    assert "9A4" not in ruling.laws
