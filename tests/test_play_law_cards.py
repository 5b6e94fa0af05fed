"""Laws 45E, 49-52, 57, 58 and 67: penalty cards major and minor, 50D options, premature play,
simultaneous cards and both cases of a defective trick."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from auction_fixtures import words

from hakem.laws import law49_52_penalty_cards as law50
from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.laws.law49_52_penalty_cards import classify
from hakem.laws.law57_premature import meaningful_options
from hakem.model.board import Board
from hakem.model.facts import fact
from hakem.model.cards import Card, Suit
from hakem.model.choices import Subkind
from hakem.model.irregularity import Irregularity, IrregularityKind as K, Phase, Position, SeatRelation
from hakem.model.ruling import (Compliance, Judgement, NoRectification, Option, PenaltyCard,
                                PenaltyCardKind, Restore, Ruling, TrickTransfer)
from hakem.model.seat import Seat, Side
from hakem.parsers import pbn

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
MAJOR, MINOR = PenaltyCardKind.MAJOR, PenaltyCardKind.MINOR
SAMPLES = Path(__file__).resolve().parents[1] / "samples"
C = Card.parse


@pytest.fixture(scope="module")
def penalty_boards() -> list[Board]:
    return pbn.load(str(SAMPLES / "play-penalty-cards.pbn"))


@pytest.fixture(scope="module")
def base() -> Board:
    """4S by South, the play of the revoke sample's 64A2 board (legal from trick 3 on)."""
    return pbn.load(str(SAMPLES / "play-lead-out-of-turn.pbn"))[7]


def rulings(board: Board, kind: K) -> list[Ruling]:
    irrs, _ = check(board)
    return [rule(board, i) for i in irrs if i.kind is kind]


def penalty(ruling: Ruling) -> PenaltyCard:
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    return card


# --- Law 50B classification -----------------------------------------------------------

@pytest.mark.parametrize("card, deliberate, others, kind", [
    ("HJ", False, 0, MAJOR), ("ST", None, 0, MAJOR),      # honours (ten and up)
    ("D5", True, 0, MAJOR),                               # deliberately exposed spot card
    ("D5", False, 0, MINOR),                              # inadvertently exposed spot card
    ("D5", False, 1, MAJOR),                              # one of two penalty cards (51)
    ("D5", None, 0, None),                                # the director must say
])
def test_50B_classification(card: str, deliberate: bool | None, others: int,
                            kind: PenaltyCardKind | None) -> None:
    assert classify(C(card), deliberate, others)[0] is kind


def test_exposed_honour_is_major_with_declarer_50D2_option(penalty_boards: list[Board]) -> None:
    (ruling,) = rulings(penalty_boards[0], K.EXPOSED_CARD)
    assert (penalty(ruling).card, penalty(ruling).kind) == (C("CJ"), MAJOR)
    (option,) = [e for e in ruling.effects if isinstance(e, Option)]
    assert option.holder == S and tuple(map(str, option.choices)) == ("require:C", "prohibit:C",
                                                                      "neither")
    assert ruling.compliance is Compliance.COMPLIED


def test_minor_penalty_card_has_no_lead_option(penalty_boards: list[Board]) -> None:
    (ruling,) = rulings(penalty_boards[1], K.EXPOSED_CARD)
    assert penalty(ruling).kind is MINOR
    assert not any(isinstance(e, Option) for e in ruling.effects)
    assert ruling.compliance is Compliance.COMPLIED


def test_two_penalty_cards_are_both_major(penalty_boards: list[Board]) -> None:
    both = rulings(penalty_boards[2], K.PENALTY_CARD)
    assert {(str(penalty(r).card), penalty(r).kind) for r in both} == {("C4", MAJOR), ("D5", MAJOR)}
    # Each ruling names the other penalty card (Law 51).
    assert {f for r in both for f in r.facts if f.key is law50.Say.ALSO_HAS} == {
        fact(law50.Say.ALSO_HAS, owner=W, cards=(C("D5"),)),
        fact(law50.Say.ALSO_HAS, owner=W, cards=(C("C4"),))}


def test_failure_to_play_a_major_penalty_card_is_reported(penalty_boards: list[Board]) -> None:
    (ruling,) = rulings(penalty_boards[3], K.EXPOSED_CARD)
    assert ruling.compliance is Compliance.VIOLATED
    assert any(f.key is law50.Say.MAJOR_NOT_PLAYED and f["trick"] == 8 for f in ruling.follow_up)
    assert any(isinstance(j, Judgement) and j.law == "52" for j in ruling.judgements)


def test_declarer_exposed_card_is_not_a_penalty_card(base: Board) -> None:
    irr = Irregularity(K.EXPOSED_CARD, offender=S, card=C("SK"), position=Position(Phase.PLAY, trick=2))
    ruling = rule(base, irr)
    assert ruling.laws[0] == "48A" and not any(isinstance(e, PenaltyCard) for e in ruling.effects)


def test_minor_penalty_card_violated_by_another_spot_card(base: Board) -> None:
    # West's C9 exposed by accident after trick 1; West plays the C4 at trick 5 first.
    irr = Irregularity(K.PENALTY_CARD, offender=W, card=C("C9"), subkind=Subkind.MINOR,
                       position=Position(Phase.PLAY, trick=1, order=4))
    ruling = rule(base, irr)
    assert ruling.compliance is Compliance.VIOLATED
    assert ruling.follow_up[-1].key is law50.Say.MINOR_SPOT_FIRST


# --- Law 57 -------------------------------------------------------------------------

@pytest.mark.parametrize("held, led, options", [
    ({"H9", "H4", "C2"}, Suit.H, ["highest", "lowest"]),   # partner can follow, twice
    ({"H9", "C2", "D3"}, Suit.H, []),                        # a single card of the suit led
    ({"DK", "CK"}, Suit.H, ["forbid:C", "forbid:D"]),        # void: only the suit ban (seed 001)
    ({"DK", "D2"}, Suit.H, []),                              # void, one other suit: nothing binds
])
def test_57A_meaningful_options(held: set[str], led: Suit, options: list[str]) -> None:
    assert [str(c) for c in meaningful_options(frozenset(C(c) for c in held), led)] == options


def test_57A_highest_or_lowest_when_partner_can_follow(base: Board) -> None:
    # Trick 4: South leads the DA; East plays before West, who holds D8 D5.
    irr = Irregularity(K.PREMATURE_PLAY, offender=E, turn=W, relation=SeatRelation.PARTNER,
                       card=C("D7"), position=Position(Phase.PLAY, trick=4, order=2),
                       options=words(K.PREMATURE_PLAY, "lowest"))
    ruling = rule(base, irr)
    (option,) = [e for e in ruling.effects if isinstance(e, Option) and e.law == "57A"]
    assert tuple(map(str, option.choices)) == ("highest", "lowest")
    assert str(option.chosen) == "lowest"
    assert penalty(ruling).kind is MAJOR
    assert ruling.compliance is Compliance.COMPLIED  # West played the D5, his lowest


def test_57A_violation_of_highest(base: Board) -> None:
    irr = Irregularity(K.PREMATURE_PLAY, offender=E, turn=W, relation=SeatRelation.PARTNER,
                       card=C("D7"), position=Position(Phase.PLAY, trick=4, order=2),
                       options=words(K.PREMATURE_PLAY, "highest"))
    assert rule(base, irr).compliance is Compliance.VIOLATED


def test_57C1_no_rectification_after_declarer_played_from_both_hands(base: Board) -> None:
    # Trick 4: S, W, N have played; West leads early before East played to the trick.
    irr = Irregularity(K.PREMATURE_PLAY, offender=W, turn=E, relation=SeatRelation.PARTNER,
                       card=C("C4"), position=Position(Phase.PLAY, trick=4, order=4))
    assert rule(base, irr).laws == ("57C1",)


def test_57D_play_at_rho_turn_legal_card(base: Board) -> None:
    # Trick 4: South led the DA; East plays the D7 before North (his RHO): legal, played in turn.
    irr = Irregularity(K.PREMATURE_PLAY, offender=E, turn=N, relation=SeatRelation.RHO,
                       card=C("D7"), position=Position(Phase.PLAY, trick=4, order=3))
    ruling = rule(base, irr)
    assert ruling.laws == ("57D1", "16C") and not any(isinstance(e, PenaltyCard) for e in ruling.effects)


def test_57C3_declarer_premature_play_stands(base: Board) -> None:
    irr = Irregularity(K.PREMATURE_PLAY, offender=N, turn=W, card=C("D2"),
                       position=Position(Phase.PLAY, trick=4, order=2))
    assert rule(base, irr).laws == ("57C3",)


# --- Law 58 and 45E ---------------------------------------------------------------------

def test_58B1_one_visible_card(base: Board) -> None:
    irr = Irregularity(K.SIMULTANEOUS_CARDS, offender=E, card=C("D7"),
                       position=Position(Phase.PLAY, trick=4, order=4))
    assert rule(base, irr).laws == ("58B1",)


def test_58B2_defender_other_visible_cards_become_penalty_cards(base: Board) -> None:
    irr = Irregularity(K.SIMULTANEOUS_CARDS, offender=E, card=C("D7"), cards=(C("C3"),),
                       replacement_card=C("D7"), position=Position(Phase.PLAY, trick=4, order=4))
    ruling = rule(base, irr)
    assert (penalty(ruling).card, penalty(ruling).kind) == (C("C3"), MINOR)


def test_58B2_declarer_other_cards_go_back(base: Board) -> None:
    irr = Irregularity(K.SIMULTANEOUS_CARDS, offender=S, card=C("DA"), cards=(C("D4"),),
                       replacement_card=C("DA"), position=Position(Phase.PLAY, trick=4, order=1))
    ruling = rule(base, irr)
    assert any(isinstance(e, Restore) for e in ruling.effects)
    assert not any(isinstance(e, PenaltyCard) for e in ruling.effects)


def test_45E_fifth_card_defender_penalty_card_declarer_none(base: Board) -> None:
    defender = rule(base, Irregularity(K.FIFTH_CARD, offender=W, card=C("HK"),
                                       position=Position(Phase.PLAY, trick=4)))
    assert penalty(defender).kind is MAJOR and "45E1" in defender.laws
    declarer = rule(base, Irregularity(K.FIFTH_CARD, offender=S, card=C("S9"),
                                       position=Position(Phase.PLAY, trick=4)))
    assert declarer.laws == ("45E2", "55")


# --- Law 67 --------------------------------------------------------------------------------

def test_67A_missing_card_noticed_in_time_no_transfer(base: Board) -> None:
    irr = Irregularity(K.DEFECTIVE_TRICK, offender=E, subkind=Subkind.MISSING, options=words(K.DEFECTIVE_TRICK, "67A"),
                       position=Position(Phase.PLAY, trick=4))
    ruling = rule(base, irr)
    assert ruling.laws == ("67A1",)
    assert ruling.tricks_after == ruling.tricks_before


def test_67B1_missing_card_noticed_late_one_trick(base: Board) -> None:
    irr = Irregularity(K.DEFECTIVE_TRICK, offender=E, subkind=Subkind.MISSING,
                       position=Position(Phase.PLAY, trick=4))
    ruling = rule(base, irr)
    (t,) = [e for e in ruling.effects if isinstance(e, TrickTransfer)]
    assert (t.tricks, t.to) == (1, Side.NS)
    assert ruling.tricks_after == ruling.tricks_before + 1


def test_67B2_extra_card_restored(base: Board) -> None:
    irr = Irregularity(K.DEFECTIVE_TRICK, offender=W, subkind=Subkind.EXTRA, card=C("C4"),
                       position=Position(Phase.PLAY, trick=4))
    ruling = rule(base, irr)
    assert ruling.laws == ("67B2",)
    assert any(isinstance(e, Restore) and e.card == C("C4") for e in ruling.effects)
    assert ruling.branches  # a defender's seen card becomes a penalty card


def test_67A2_extra_card_in_time_is_45E_or_58B(base: Board) -> None:
    irr = Irregularity(K.DEFECTIVE_TRICK, offender=W, subkind=Subkind.EXTRA, options=words(K.DEFECTIVE_TRICK, "67A"),
                       position=Position(Phase.PLAY, trick=4))
    assert rule(base, irr).laws == ("67A2", "45E", "58B")
