"""Laws 49-50: the 50B finding inadvertent / deliberate as its own marker word, and no
50D2 lead option for a penalty card played to the trick it was exposed on (issue 17),
on samples/play-exposed-cards.pbn."""

from __future__ import annotations

import dataclasses

import pytest

from sample_boards import SAMPLES, boards_of

from hakem.laws.engine import rule, rule_board
from hakem.laws.law49_52_penalty_cards import Say
from hakem.model.board import Board
from hakem.model.choices import Finding
from hakem.model.irregularity import Irregularity, IrregularityKind as K, Phase, Position
from hakem.model.ruling import (Compliance, LeadRestriction, Option, PenaltyCard, PenaltyCardKind,
                                Ruling)
from hakem.model.seat import Seat
from hakem.parsers.markers import parse_markers

W = Seat.W
SAMPLE = SAMPLES / "play-exposed-cards.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-exposed-cards.pbn")


def exposed(board: Board) -> tuple[Irregularity, Ruling]:
    (pair,) = [(i, r) for i, r in rule_board(board).pairs() if i.kind is K.EXPOSED_CARD]
    return pair


def lead_option(ruling: Ruling) -> list[object]:
    return [e for e in ruling.effects if isinstance(e, (LeadRestriction, Option))
            and e.law == "50D2"]


def test_law50b_inadvertent_and_deliberate_are_flags_of_their_own() -> None:
    (spec,) = parse_markers("@EXPOSED W D2 inadvertent")
    assert spec.options == [Finding.INADVERTENT]
    (spec,) = parse_markers("@PENALTY W D2 deliberate")
    assert spec.options == [Finding.DELIBERATE]


def test_law50c_inadvertent_spot_card_is_minor(boards: dict[int, Board]) -> None:
    irr, ruling = exposed(boards[33])
    assert Finding.INADVERTENT in irr.options
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert card.kind is PenaltyCardKind.MINOR
    assert ruling.laws == ("49", "50B", "50C") and not lead_option(ruling)
    assert ruling.compliance is Compliance.COMPLIED


def test_law50d_deliberate_spot_card_is_major_and_its_breach_asks_law_52(
        boards: dict[int, Board]) -> None:
    _, ruling = exposed(boards[49])
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert card.kind is PenaltyCardKind.MAJOR
    assert ruling.laws[:4] == ("49", "50B", "50D1", "50D2") and "52" in ruling.laws
    assert lead_option(ruling) and ruling.compliance is Compliance.VIOLATED


def test_law50d2_no_lead_option_when_played_to_the_trick_it_was_exposed_on(
        boards: dict[int, Board]) -> None:
    irr, ruling = exposed(boards[1])
    assert irr.position is not None and irr.position.trick == 6
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert card.kind is PenaltyCardKind.MAJOR  # an honour
    assert not lead_option(ruling)
    assert ruling.laws == ("49", "50B", "50D1")
    assert ruling.compliance is Compliance.COMPLIED
    assert [f.key for f in ruling.follow_up] == [Say.PLAYED_IT]
    assert ruling.facts[1]["rule"].key is Say.RULE_MAJOR_SAME_TRICK


def test_law50d2_lead_option_when_played_to_a_later_trick(boards: dict[int, Board]) -> None:
    irr, ruling = exposed(boards[17])
    assert irr.position is not None and irr.position.trick == 5
    assert len(lead_option(ruling)) == 2 and "50D2" in ruling.laws
    assert ruling.compliance is Compliance.COMPLIED  # played at trick 6


def test_law50d2_same_card_moved_to_an_earlier_trick_gets_the_option_back(
        boards: dict[int, Board]) -> None:
    irr, _ = exposed(boards[1])
    earlier = dataclasses.replace(irr, position=Position(Phase.PLAY, trick=4, order=2))
    assert lead_option(rule(boards[1], earlier))
