"""Law 57C: the order in which cards reached the table decides 57A, 57C1, 57C2 or 57D
(issue 17). PBN seat columns give only the legal rotation; a PREMATURE marker's
``sequence=`` gives the order the director established (samples/play-premature-order.pbn)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, strategies as st

from sample_boards import SAMPLES, boards_of

from hakem.laws.detect import check
from hakem.laws.engine import rule, rule_board
from hakem.laws.law57_premature import Say
from hakem.model.board import Board
from hakem.model.choices import Choice, Finding, Verb
from hakem.model.irregularity import Irregularity, IrregularityKind as K
from hakem.model.ruling import (Compliance, LeadRestriction, NoRectification, PenaltyCard,
                                PenaltyCardKind, Ruling)
from hakem.model.seat import Seat
from hakem.parsers import pbn
from hakem.parsers.markers import MarkerError, parse_markers

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
SAMPLE = SAMPLES / "play-premature-order.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-premature-order.pbn")


def premature(board: Board) -> tuple[Irregularity, Ruling]:
    (pair,) = [(i, r) for i, r in rule_board(board).pairs() if i.kind is K.PREMATURE_PLAY]
    return pair


def test_57C_the_sample_boards_are_each_ruled_by_the_order_not_the_columns(
        boards: dict[int, Board]) -> None:
    laws = {n: premature(b)[1].laws[0] for n, b in boards.items()}
    assert laws == {1: "57C1", 17: "57A", 33: "57C2", 49: "57D1", 65: "57A"}


def test_57C1_declarer_had_played_from_both_hands(boards: dict[int, Board]) -> None:
    irr, ruling = premature(boards[1])
    assert irr.sequence == (N, S, W)
    assert [f.key for f in ruling.facts[:2]] == [Say.SEQUENCE, Say.BOTH_HANDS]
    assert not any(isinstance(e, PenaltyCard) for e in ruling.effects)
    assert any(isinstance(e, NoRectification) and e.law == "57C1" for e in ruling.effects)


def test_57A_same_card_before_declarer_played_is_a_penalty_card_and_the_option_was_obeyed(
        boards: dict[int, Board]) -> None:
    irr, ruling = premature(boards[17])
    assert irr.sequence == (N, W)
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (card.owner, str(card.card), card.kind) == (W, "H2", PenaltyCardKind.MAJOR)
    limits = [e for e in ruling.effects if isinstance(e, LeadRestriction)]
    assert [(x.on, x.law) for x in limits if x.law.startswith("57")] == [(E, "57A1")]  # East must follow hearts: highest or lowest
    assert Choice(Verb.LOWEST) in irr.options
    assert ruling.compliance is Compliance.COMPLIED  # East played the H6, his lowest heart
    assert "10C1" not in ruling.laws  # lowest was a real option


def test_57C2_dummy_played_first_on_his_own(boards: dict[int, Board]) -> None:
    irr, ruling = premature(boards[33])
    assert Finding.DUMMY_FIRST in irr.options
    assert ruling.laws == ("57C2",) and not ruling.judgements
    assert [d.what for d in ruling.decisions] == [Finding.DUMMY_FIRST]


def test_57C2_dummy_out_of_turn_without_the_directors_finding_asks(boards: dict[int, Board]) -> None:
    irr, _ = premature(boards[33])
    # East leads to trick 13, dummy plays before South, East leads again: no finding on
    # whether dummy acted on his own.
    what_if = dataclasses.replace(irr, options=(), sequence=(E, N, E))
    ruling = rule(boards[33], what_if)
    assert ruling.laws[0] == "57C2"
    assert [j.question.key for j in ruling.judgements] == [Say.ASK_DUMMY_VOLITION]


def test_57D1_partner_had_played_so_the_card_came_at_rho_turn(boards: dict[int, Board]) -> None:
    _, ruling = premature(boards[49])
    assert ruling.laws[0] == "57D1"
    assert not any(isinstance(e, PenaltyCard) for e in ruling.effects)


def test_57A_not_premature_when_partner_and_rho_had_played(boards: dict[int, Board]) -> None:
    irr, _ = premature(boards[49])
    ruling = rule(boards[49], dataclasses.replace(irr, sequence=(S, W, N, E)))
    assert Say.NOT_PREMATURE in [f.key for f in ruling.facts]
    assert not any(isinstance(e, PenaltyCard) for e in ruling.effects)


def test_57C_without_a_sequence_the_record_rotation_is_used(boards: dict[int, Board]) -> None:
    irr, _ = premature(boards[17])
    ruling = rule(boards[17], dataclasses.replace(irr, sequence=()))
    assert Say.SEQUENCE not in [f.key for f in ruling.facts]


@pytest.mark.parametrize("text", ["sequence=S,S,N", "sequence=SNEWS", "sequence=S,X", "seq=",
                                  "sequence=S,N,S,N"])
def test_57C_a_bad_sequence_is_a_marker_error(text: str) -> None:
    with pytest.raises(MarkerError):
        parse_markers(f"@PREMATURE W H2 {text}")


def test_57C_a_bad_sequence_in_a_record_is_reported_where_it_is(boards: dict[int, Board]) -> None:
    board = pbn.loads(SAMPLE.read_text().replace("sequence=N,S,W", "sequence=N,N,W"))[0]
    _, diagnostics = check(board)
    (bad,) = [d for d in diagnostics if d.code == "marker.syntax"]
    assert "sequence=" in bad.message and bad.span is not None and bad.span.line == 30


@given(st.permutations([N, E, S, W]), st.integers(min_value=1, max_value=4),
       st.booleans(), st.booleans())
def test_57C_sequence_reads_the_same_with_or_without_commas(order: list[Seat], size: int,
                                                           lower: bool, plus: bool) -> None:
    seats = order[:size]
    letters = [s.letter.lower() if lower else s.letter for s in seats]
    joined = ("+" if plus else ",").join(letters)
    for text in (joined, "".join(letters)):
        (spec,) = parse_markers(f"@PREMATURE W H2 sequence={text}")
        assert spec.sequence == tuple(seats)
