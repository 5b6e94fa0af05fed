"""Law 58B: how many faces were visible (58B1/58B2) and the opponent's 58B3 choice; the
non-offender's 62C1 choice after a corrected revoke: typed marker words (issue 17),
on samples/play-simultaneous-cards.pbn."""

from __future__ import annotations

import dataclasses

import pytest

from sample_boards import SAMPLES, boards_of

from hakem.laws.engine import rule, rule_board
from hakem.laws.law58_simultaneous import Say as Say58
from hakem.laws.law61_64_revoke import Say as Say62
from hakem.model.board import Board
from hakem.model.cards import Card
from hakem.model.choices import Choice, Finding, Verb
from hakem.model.irregularity import Irregularity, IrregularityKind as K
from hakem.model.ruling import (Compliance, Option, PenaltyCard, PenaltyCardKind, Restore, Ruling,
                                Source)
from hakem.model.seat import Seat
from hakem.parsers.marker_words import read_word

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
SAMPLE = SAMPLES / "play-simultaneous-cards.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-simultaneous-cards.pbn")


def ruled(board: Board, kind: K) -> tuple[Irregularity, Ruling]:
    (pair,) = [(i, r) for i, r in rule_board(board).pairs() if i.kind is kind]
    return pair


def option(ruling: Ruling, law: str) -> Option:
    (found,) = [e for e in ruling.effects if isinstance(e, Option) and e.law == law]
    return found


@pytest.mark.parametrize("kind, word, value", [
    (K.SIMULTANEOUS_CARDS, "both-visible", Finding.FACES_VISIBLE),
    (K.SIMULTANEOUS_CARDS, "58B2", Finding.FACES_VISIBLE),
    (K.SIMULTANEOUS_CARDS, "one-visible", Finding.ONE_FACE_VISIBLE),
    (K.SIMULTANEOUS_CARDS, "keep", Choice(Verb.KEEP)),
    (K.SIMULTANEOUS_CARDS, "change-play", Choice(Verb.CHANGE_PLAY)),
    (K.REVOKE, "withdraw-later-card", Choice(Verb.WITHDRAW_LATER_CARD)),
    (K.REVOKE, "declined", Choice(Verb.KEEP)),
])
def test_law58_62c1_words_are_typed(kind: K, word: str, value: object) -> None:
    assert read_word(kind, word) == value


def test_law58b2_both_faces_visible_gives_a_penalty_card_and_records_the_58B3_choice(
        boards: dict[int, Board]) -> None:
    irr, ruling = ruled(boards[1], K.SIMULTANEOUS_CARDS)
    assert ruling.laws[:2] == ("58B2", "50B") and "51" not in ruling.laws
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.owner, card.kind) == ("H7", E, PenaltyCardKind.MINOR)
    assert option(ruling, "58B3").holder == S and option(ruling, "58B3").chosen == Choice(Verb.KEEP)
    assert [j.answer for j in ruling.judgements] == [True]  # answered by the marker
    assert {(d.what, d.source) for d in ruling.decisions} == \
        {(Finding.FACES_VISIBLE, Source.MARKER), (Choice(Verb.KEEP), Source.MARKER)}
    assert Say58.CHOSE_58B3 in [f.key for f in ruling.facts]
    assert ruling.compliance is Compliance.COMPLIED  # East played the H7 at trick 4


def test_law58b1_only_one_face_visible_the_others_go_back(boards: dict[int, Board]) -> None:
    _, ruling = ruled(boards[17], K.SIMULTANEOUS_CARDS)
    assert ruling.laws[0] == "58B1"
    assert not any(isinstance(e, PenaltyCard) for e in ruling.effects)
    assert [(str(e.card), e.owner) for e in ruling.effects if isinstance(e, Restore)] == [("H7", E)]
    assert [j.answer for j in ruling.judgements] == [False]


def test_law58b_without_the_finding_rules_58B2_and_asks(boards: dict[int, Board]) -> None:
    _, ruling = ruled(boards[33], K.SIMULTANEOUS_CARDS)
    assert ruling.laws[0] == "58B2"
    (asked,) = ruling.judgements
    assert asked.question.key is Say58.ASK_VISIBLE and asked.answer is None
    assert option(ruling, "58B3").chosen is None


def test_law58b2_two_other_cards_cite_law_51(boards: dict[int, Board]) -> None:
    irr, _ = ruled(boards[1], K.SIMULTANEOUS_CARDS)
    three = dataclasses.replace(irr, cards=(Card.parse("H7"), Card.parse("HT")))
    ruling = rule(boards[1], three)
    assert ruling.laws[:3] == ("58B2", "50B", "51")
    assert all(e.kind is PenaltyCardKind.MAJOR for e in ruling.effects if isinstance(e, PenaltyCard))


def test_law62c1_the_non_offenders_choice_after_a_corrected_revoke(boards: dict[int, Board]) -> None:
    irr, ruling = ruled(boards[49], K.REVOKE)
    assert irr.established is False and str(irr.replacement_card) == "H6"
    assert ruling.laws == ("62A", "62B1", "62C1")
    assert option(ruling, "62C1").chosen == Choice(Verb.KEEP)
    assert [(d.what, d.by) for d in ruling.decisions] == [(Choice(Verb.KEEP), S)]
    assert Say62.CHOSE_62C1 in [f.key for f in ruling.facts]
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.kind, card.law) == ("C7", PenaltyCardKind.MAJOR, "62B1")
    assert ruling.compliance is Compliance.COMPLIED  # the C7 went at East's first discard


def test_law62c1_a_withdrawal_is_recorded_as_chosen(boards: dict[int, Board]) -> None:
    irr, _ = ruled(boards[49], K.REVOKE)
    changed = dataclasses.replace(irr, options=(Choice(Verb.WITHDRAW_LATER_CARD),))
    assert option(rule(boards[49], changed), "62C1").chosen == Choice(Verb.WITHDRAW_LATER_CARD)
