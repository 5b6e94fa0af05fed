"""Laws 41 and 47 as irregularity kinds (issue 17): the opening lead faced at the wrong
moment, a played card taken back; samples/play-lead-and-retraction.pbn."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from sample_boards import SAMPLES, boards_of

from hakem.cli.main import cli
from hakem.laws.engine import rule_board
from hakem.laws.law41_47_lead_and_retraction import Say
from hakem.model.board import Board
from hakem.model.choices import Subkind
from hakem.model.irregularity import IrregularityKind as K, Phase
from hakem.model.ruling import (Cancel, MustPass, NoRectification, PenaltyCard, PenaltyCardKind,
                                Ruling, UnauthorizedInformation)
from hakem.model.seat import Seat
from hakem.parsers.markers import parse_markers

E, W = Seat.E, Seat.W
SAMPLE = SAMPLES / "play-lead-and-retraction.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-lead-and-retraction.pbn")


def ruled(board: Board) -> Ruling:
    (ruling,) = rule_board(board).rulings
    return ruling


def test_law41_47_are_play_kinds_with_marker_keywords() -> None:
    assert K.OPENING_LEAD_FACED.laws == ("41",) and K.OPENING_LEAD_FACED.phase is Phase.PLAY
    assert K.CARD_RETRACTED.laws == ("47",)
    (lead, retract) = parse_markers("@LEAD41 W C4 sub=face-up; @RETRACT N H5 sub=47c")
    assert (lead.kind, lead.subkind) == (K.OPENING_LEAD_FACED, Subkind.LEAD_FACE_UP)
    assert (retract.kind, retract.subkind) == (K.CARD_RETRACTED, Subkind.RETRACT_DESIGNATION)


def test_law41a_faced_at_once_stands_without_rectification(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[1])
    assert ruling.laws == ("41A", "41B")
    assert [type(e) for e in ruling.effects] == [NoRectification]


def test_law41_faced_during_the_auction_is_law_24(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[17])
    assert ruling.laws[:2] == ("41", "24B")
    (must,) = [e for e in ruling.effects if isinstance(e, MustPass)]
    assert must.player == E and must.law == "24B"
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.kind) == ("C4", PenaltyCardKind.MAJOR)


def test_law41_unknown_moment_lists_the_three_cases(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[33])
    assert [b.laws[0] for b in ruling.branches] == ["41A", "24B", "41A"]
    assert all(b.applies is None for b in ruling.branches) and ruling.judgements
    assert any(isinstance(e, UnauthorizedInformation) for e in ruling.branches[2].effects)


def test_law47c_unintended_designation_taken_back_freely(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[49])
    assert ruling.laws == ("47C",) and ruling.facts[0].key is Say.PERMITTED
    assert not any(isinstance(e, UnauthorizedInformation) for e in ruling.effects)  # dummy's card


def test_law47_without_a_reason_asks_and_47F_keeps_the_card_played(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[65])
    assert ruling.laws[0] == "47" and ruling.judgements
    (allowed, not_allowed) = ruling.branches
    assert "47F" in not_allowed.laws
    assert any(isinstance(e, Cancel) and e.law == "47F" for e in not_allowed.effects)
    assert any(isinstance(e, UnauthorizedInformation) for e in allowed.effects)  # a defender's card


def test_law47b_a_defenders_card_taken_back_is_a_penalty_card(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[81])
    assert ruling.laws == ("47B", "49", "50B")
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.owner, card.kind) == ("C7", E, PenaltyCardKind.MAJOR)


def test_law41_47_check_json_shows_the_new_kinds_with_their_laws() -> None:
    done = CliRunner().invoke(cli, ["check", str(SAMPLE), "--format", "json"])
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    kinds = {(r["kind"], tuple(r["laws"]), r["ruling"]["laws"][0]) for r in rows}
    assert ("opening-lead-faced", ("41",), "41A") in kinds
    assert ("card-retracted", ("47",), "47B") in kinds
