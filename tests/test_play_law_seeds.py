"""The Turkish TD notes' play examples (seeds 001 and 003), ruled from their sample records."""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.laws import law49_52_penalty_cards as law50
from hakem.laws import law57_premature as law57
from hakem.laws import law67_defective_trick as law67
from hakem.laws.detect import check
from hakem.model.facts import fact
from hakem.laws.engine import rule
from hakem.model.cards import Card, Suit
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import (Compliance, LeadRestriction, LeadRestrictionKind, Option, PenaltyCard,
                                PenaltyCardKind, Ruling, TrickTransfer, Watch)
from hakem.model.seat import Seat, Side
from hakem.parsers import lin, pbn

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def ruling_for(path: Path, kind: K, board_index: int = 0) -> Ruling:
    boards = pbn.load(str(path)) if path.suffix == ".pbn" else lin.load(str(path))
    board = boards[board_index]
    irrs, _ = check(board)
    (irr,) = [i for i in irrs if i.kind is kind]
    return rule(board, irr)


@pytest.fixture(scope="module")
def seed001() -> Ruling:
    return ruling_for(SAMPLES / "seed-001-law57-premature-play.pbn", K.PREMATURE_PLAY)


@pytest.fixture(scope="module")
def seed003() -> Ruling:
    return ruling_for(SAMPLES / "seed-003-law67-defective-trick.pbn", K.DEFECTIVE_TRICK)


def effects(ruling: Ruling, kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in ruling.effects if isinstance(e, kind)]


# --- seed 001: 3NT, South leads the H9, East plays the HJ before West -----------------

def test_seed001_east_heart_jack_is_a_major_penalty_card(seed001: Ruling) -> None:
    (card,) = effects(seed001, PenaltyCard)
    assert (card.card, card.owner, card.kind) == (Card.parse("HJ"), Seat.E, PenaltyCardKind.MAJOR)
    assert "57A" in seed001.laws


def test_seed001_west_has_no_heart_so_only_a_suit_ban_remains(seed001: Ruling) -> None:
    (option,) = [o for o in effects(seed001, Option) if o.law == "57A"]
    assert option.holder == Seat.S  # declarer chooses
    assert set(map(str, option.choices)) == {"forbid:C", "forbid:D"}  # no 'highest'/'lowest'
    (ban,) = [r for r in effects(seed001, LeadRestriction) if r.law.startswith("57A")]
    assert ban.kind is LeadRestrictionKind.PROHIBIT_OTHER_SUIT and ban.on == Seat.W
    assert set(ban.suits) == {Suit.C, Suit.D}
    # ...because West has no heart, which the ruling says.
    assert seed001.facts[0]["why"] == (fact(law57.Say.NO_SUIT_LED, partner=Seat.W, suit=Suit.H),)


def test_seed001_follow_through_ban_obeyed_and_penalty_card_played(seed001: Ruling) -> None:
    (option,) = [o for o in effects(seed001, Option) if o.law == "57A"]
    assert str(option.chosen) == "forbid:D"
    assert seed001.compliance is Compliance.COMPLIED
    assert any(f.key is law57.Say.RESPECTED and f["partner"] == Seat.W
               and f["card"] == Card.parse("CK") for f in seed001.follow_up)
    assert any(f.key is law50.Say.PLAYED_IT and f["card"] == Card.parse("HJ")
               for f in seed001.follow_up)


def test_seed001_result_and_score_are_unchanged(seed001: Ruling) -> None:
    assert (seed001.tricks_before, seed001.tricks_after) == (12, 12)
    assert (seed001.score_before, seed001.score_after) == (490, 490)  # 3NT+3, not vulnerable


def test_seed001_lin_record_gets_the_same_ruling() -> None:
    lin_ruling = ruling_for(SAMPLES / "markers.lin", K.PREMATURE_PLAY)
    (option,) = [o for o in effects(lin_ruling, Option) if o.law == "57A"]
    assert set(map(str, option.choices)) == {"forbid:C", "forbid:D"}


# --- seed 003: 6S, East's SJ goes to the defective trick; one trick at the end -----

def test_seed003_is_67B1_with_the_spade_jack_supplied(seed003: Ruling) -> None:
    assert seed003.laws[:2] == ("67B1", "64A2")
    assert seed003.offender == Seat.E
    (said,) = seed003.facts[:1]
    assert said.key is law67.Say.DEEMED_REVOKE and said["card"] == Card.parse("SJ")
    assert seed003.compliance is Compliance.COMPLIED  # a spade, as East held one (67B1a)


def test_seed003_one_trick_transferred_under_64A2(seed003: Ruling) -> None:
    (transfer,) = effects(seed003, TrickTransfer)
    assert (transfer.tricks, transfer.to, transfer.law) == (1, Side.NS, "67B1")
    basis = transfer.basis["basis"]  # as under 64A2: the revoke trick 3, and EW won trick 6 later
    assert basis["trick"] == 3 and basis["later"]["tricks"] == (6,)
    assert effects(seed003, Watch)


def test_seed003_final_result_and_score(seed003: Ruling) -> None:
    assert (seed003.tricks_before, seed003.tricks_after) == (12, 13)
    assert (seed003.score_before, seed003.score_after) == (980, 1010)  # NS not vulnerable
