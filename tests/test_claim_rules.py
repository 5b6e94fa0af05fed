"""Claims through the laws engine: a recorded, contested claim ruled under Law 70.

The record: hearts are trumps, South (declarer in 4H) has the lead with three
tricks left and claims them all. East still holds the H9. Without a word about
trumps, a normal (careless) line cashes a spade, dummy ruffs and East over-ruffs:
one trick to the defence (Law 70C). Said "drawing trumps", the claim is good.
"""

from __future__ import annotations

import pytest

from hakem.laws import claim_rules
from hakem.laws.detect import check
from hakem.laws.engine import Settings, rule
from hakem.model import Card, Contract, Deal, Play, PlayedCard, Seat, Side
from hakem.model.board import Board, Tag
from hakem.model.facts import fact
from hakem.model.irregularity import IrregularityKind
from hakem.model.ruling import TrickTransfer, Watch
from hakem.parsers import pbn

ENDING = {Seat.N: "H5 H4 H3", Seat.E: "H9 DQ CJ", Seat.S: "SA SK HA", Seat.W: "SQ SJ ST"}
# Ten earlier tricks, everyone following suit: two spade, two heart, three diamond and
# three club tricks; South holds the top clubs and so is on lead at trick 11.
SUITS = ["S", "S", "H", "H", "D", "D", "D", "C", "C", "C"]


def _record(marker: str) -> str:
    ending = {s: [Card.parse(c) for c in t.split()] for s, t in ENDING.items()}
    used = {c for cards in ending.values() for c in cards}
    hands = {s: list(cards) for s, cards in ending.items()}
    spare = {suit: sorted((c for c in Deal.parse("N:AKQJT98765432.AKQJT98765432."
                                                 "AKQJT98765432.AKQJT98765432 - - -").hand(Seat.N)
                           if c.suit.name == suit and c not in used), key=lambda c: -c.rank)
             for suit in "SHDC"}
    per_trick: list[dict[Seat, Card]] = []
    for suit in SUITS:
        cards = spare[suit]
        order = [Seat.S, Seat.W, Seat.N, Seat.E]  # South gets the highest of each suit
        trick = {seat: cards.pop(0) for seat in order}
        per_trick.append(trick)
        for seat, card in trick.items():
            hands[seat].append(card)
    deal = Deal.from_hands(hands)  # type: ignore[arg-type]
    contract = Contract.parse("4H", Seat.S)
    leader = Seat.W
    rows = []
    for trick in per_trick:
        rows.append(tuple(PlayedCard(trick[Seat.W.offset(i)], Seat.W.offset(i)) for i in range(4)))
        leader = max(trick, key=lambda s: trick[s].rank)  # all follow suit: highest wins
    assert leader is Seat.S
    board = Board(tags=(Tag("Board", "1"),), dealer=Seat.N, deal=deal, declarer=Seat.S,
                  contract=contract, result=13, play=Play(Seat.W, tuple(rows), "*"))
    return pbn.dumps([board]).replace("\n*\n", "\n*\n{" + marker + "}\n")


def _claim_ruling(marker: str, settings: Settings = Settings()):  # type: ignore[no-untyped-def]
    board = pbn.loads(_record(marker), "claim.pbn")[0]
    assert board.replay is not None and board.replay.legal
    assert board.replay.tricks_for(Side.NS) == 10
    found, _ = check(board)
    claims = [i for i in found if i.kind is IrregularityKind.CLAIM]
    assert len(claims) == 1
    return claims[0], rule(board, claims[0], settings)


@pytest.mark.dds
def test_contested_claim_with_an_outstanding_trump_loses_a_trick() -> None:
    irr, ruling = _claim_ruling('@CLAIM S 3 "the rest are mine" contested')
    assert irr.agreed is False and irr.statement == "the rest are mine"
    transfers = [e for e in ruling.effects if isinstance(e, TrickTransfer)]
    assert transfers == [transfers[0]] and transfers[0].tricks == 1 and transfers[0].to is Side.EW
    assert ruling.tricks_before == 13 and ruling.tricks_after == 12
    assert "70" in ruling.laws and "70C" in ruling.laws


@pytest.mark.dds
def test_contested_claim_drawing_trumps_is_upheld() -> None:
    _irr, ruling = _claim_ruling('@CLAIM S 3 "drawing trumps, the rest are high" contested')
    assert not [e for e in ruling.effects if isinstance(e, TrickTransfer)]
    assert ruling.tricks_after == 13


@pytest.mark.dds
def test_agreed_claim_stands_but_is_watched_when_a_careless_line_loses() -> None:
    _irr, ruling = _claim_ruling("@CLAIM S 3 agreed")
    assert ruling.laws[0] == "69A" and ruling.tricks_after == 13
    assert any(isinstance(e, Watch) and e.law == "69B" for e in ruling.effects)


def test_claim_analysis_can_be_switched_off_for_fast_batches() -> None:
    _irr, ruling = _claim_ruling("@CLAIM S 3 agreed", Settings(claim_analysis=False))
    assert not ruling.effects and ruling.facts == (fact(claim_rules.Say.ANALYSIS_OFF),)
