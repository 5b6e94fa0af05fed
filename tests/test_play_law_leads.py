"""Laws 53-56: each lead-out-of-turn option in each seat relation (samples/play-lead-out-of-turn.pbn)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from auction_fixtures import words

from hakem.laws import law49_52_penalty_cards as law50
from hakem.laws import law53_56_lead_out_of_turn as law53
from hakem.laws import play_follow, play_outcome
from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.model.board import Board
from hakem.model.cards import Card
from hakem.model.facts import fact
from hakem.model.irregularity import Irregularity, IrregularityKind as K, SeatRelation
from hakem.model.ruling import (Branch, Cancel, Compliance, LeadRestriction, NoRectification, Option,
                                PenaltyCard, PenaltyCardKind, Restore, Ruling, Watch)
from hakem.model.seat import Seat
from hakem.parsers import pbn

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "play-lead-out-of-turn.pbn"


@pytest.fixture(scope="module")
def boards() -> list[Board]:
    return pbn.load(str(SAMPLE))


def loot(board: Board) -> Irregularity:
    irrs, _ = check(board)
    (irr,) = [i for i in irrs if i.kind in (K.LEAD_OUT_OF_TURN, K.OPENING_LEAD_OUT_OF_TURN)]
    return irr


def option(ruling: Ruling, law: str) -> Option:
    (o,) = [e for e in ruling.effects if isinstance(e, Option) and e.law == law]
    return o


def test_opening_lead_accepted_declarer_plays_second(boards: list[Board]) -> None:
    irr = loot(boards[0])
    assert irr.relation is SeatRelation.PARTNER  # East led at West's turn
    ruling = rule(boards[0], irr)
    o = option(ruling, "54")
    assert (o.holder, tuple(map(str, o.choices)), str(o.chosen)) == (
        S, ("become-dummy", "accept", "refuse"), "accept")
    assert "54B" in ruling.laws and ruling.compliance is Compliance.COMPLIED
    assert (ruling.tricks_after, ruling.score_after) == (11, 450)


@pytest.mark.parametrize("index, chosen, led", [(1, "prohibit:C", "HK"), (2, "require:C", "C4")])
def test_opening_lead_refused_with_50D2_choice(boards: list[Board], index: int, chosen: str,
                                               led: str) -> None:
    ruling = rule(boards[index], loot(boards[index]))
    assert str(option(ruling, "54").chosen) == "refuse"
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.owner, card.kind) == ("CQ", E, PenaltyCardKind.MAJOR)
    lead_option = option(ruling, "50D2")
    assert lead_option.holder == S and str(lead_option.chosen) == chosen
    assert set(map(str, lead_option.choices)) == {"require:C", "prohibit:C", "neither"}
    assert any(isinstance(e, LeadRestriction) and e.on == W for e in ruling.effects)
    assert ruling.compliance is Compliance.COMPLIED
    assert any(f.key is play_follow.Say.LED_RESPECTING and f["leader"] == W
               and f["card"] == Card.parse(led) for f in ruling.follow_up)
    assert any(j.law == "54C" for j in ruling.judgements)


def test_opening_lead_refused_neither_card_stays_and_is_played_at_first_opportunity(
        boards: list[Board]) -> None:
    ruling = rule(boards[3], loot(boards[3]))
    assert str(option(ruling, "50D2").chosen) == "neither"
    assert ruling.compliance is Compliance.COMPLIED
    assert fact(law50.Say.PLAYED_IT, trick=5, owner=E, card=Card.parse("CQ")) in ruling.follow_up


def test_a_violated_lead_requirement_is_reported(boards: list[Board]) -> None:
    irr = dataclasses.replace(loot(boards[1]), options=words(K.OPENING_LEAD_OUT_OF_TURN,
                                                             "require:C"))  # but West led the HK
    ruling = rule(boards[1], irr)
    assert ruling.compliance is Compliance.VIOLATED
    assert any(f.key is play_follow.Say.LED_AGAINST and f["card"] == Card.parse("HK")
               for f in ruling.follow_up)


def test_presumed_declarer_becomes_dummy(boards: list[Board]) -> None:
    ruling = rule(boards[4], loot(boards[4]))
    assert ruling.laws == ("54A", "54B", "54D") and str(option(ruling, "54").chosen) == "become-dummy"
    assert ruling.compliance is Compliance.COMPLIED
    assert fact(law53.Say.SPREAD, declarer=N) in ruling.facts
    (result,) = [f for f in ruling.facts if f.key is play_outcome.Say.AS_PLAYED_SCORED]
    assert result["result"]["declarer"] == N and str(result["result"]["contract"]) == "4S"


def test_opening_lead_by_the_declaring_side_is_law_24(boards: list[Board]) -> None:
    irr = Irregularity(K.OPENING_LEAD_OUT_OF_TURN, offender=N, turn=W,
                       relation=SeatRelation.RHO, card=None)
    ruling = rule(boards[0], dataclasses.replace(irr, position=loot(boards[0]).position))
    assert ruling.laws[0] == "54E" and not any(isinstance(e, PenaltyCard) for e in ruling.effects)


def test_opening_lead_choice_unknown_lists_three_branches(boards: list[Board]) -> None:
    irr = dataclasses.replace(loot(boards[1]), accepted=None, options=())
    bare = dataclasses.replace(boards[1], play=None, replay=None)
    ruling = rule(bare, irr)
    assert [b.laws[0] for b in ruling.branches] == ["54A", "54B", "54D"]


def test_defender_lead_accepted_by_play(boards: list[Board]) -> None:
    irr = loot(boards[5])
    assert irr.relation is SeatRelation.PARTNER
    ruling = rule(boards[5], irr)
    assert ruling.laws == ("53A", "56") and option(ruling, "56").holder == S


def test_defender_lead_at_partner_turn_refused_declarer_requires_suit(boards: list[Board]) -> None:
    irr = loot(boards[6])
    assert (irr.offender, irr.turn, irr.relation) == (W, E, SeatRelation.PARTNER)
    ruling = rule(boards[6], irr)
    assert "56" in ruling.laws
    assert any(isinstance(e, PenaltyCard) and str(e.card) == "H9" for e in ruling.effects)
    assert str(option(ruling, "50D2").chosen) == "require:H"
    assert ruling.compliance is Compliance.COMPLIED


def test_defender_lead_at_declarer_turn_refused_card_stays_a_penalty_card(boards: list[Board]) -> None:
    # West leads when South (declarer, West's RHO... his LHO's partner) was on lead.
    irr = Irregularity(K.LEAD_OUT_OF_TURN, offender=W, turn=S, relation=SeatRelation.RHO,
                       position=loot(boards[8]).position, card=loot(boards[6]).card, accepted=False)
    ruling = rule(boards[6], irr)
    assert "56" in ruling.laws
    said = [f for top in ruling.facts for f in top.walk()]
    assert fact(law53.Say.REFUSED_OTHER_LEADS, card=irr.card, law="56", proper=S,
                partner=E) in said


def test_declarer_leads_from_the_wrong_hand(boards: list[Board]) -> None:
    irr = loot(boards[7])
    assert irr.relation is SeatRelation.PARTNER  # dummy led at declarer's turn
    ruling = rule(boards[7], irr)
    assert ruling.laws[0] == "55B2"
    assert option(ruling, "55A").holder == E  # the defender next in turn decides
    assert any(isinstance(e, Cancel) for e in ruling.effects)
    assert any(isinstance(e, Watch) and e.law == "55C" for e in ruling.effects)
    assert ruling.compliance is Compliance.COMPLIED


def test_declarer_leads_at_a_defender_turn(boards: list[Board]) -> None:
    irr = loot(boards[8])
    assert irr.relation in (SeatRelation.LHO, SeatRelation.RHO)
    ruling = rule(boards[8], irr)
    assert ruling.laws == ("55B1", "53A", "55A")
    assert any(isinstance(e, Restore) for e in ruling.effects)
    assert any(isinstance(e, NoRectification) for e in ruling.effects)


def test_declarer_lead_acceptance_unknown_gives_branches(boards: list[Board]) -> None:
    irr = dataclasses.replace(loot(boards[8]), accepted=None)
    bare = dataclasses.replace(boards[8], play=None, replay=None)
    ruling = rule(bare, irr)
    assert [b.condition for b in ruling.branches] == [fact(law53.Say.IF_ACCEPTED_53),
                                                      fact(law53.Say.IF_REFUSED_53)]
    assert all(isinstance(b, Branch) for b in ruling.branches)
