"""The normal-line search: textbook endings, validation against DDS, bounds under a node cap."""

import random

import pytest

from hakem.analysis import dds
from hakem.analysis.claim_policy import Policy
from hakem.analysis.claim_search import max_search, normal_line_search
from hakem.analysis.claim_statement import parse_statement
from hakem.analysis.position import Position, Tricks
from hakem.model.cards import DECK, Suit
from hakem.model.deal import sort_hand
from hakem.model.seat import Seat, Side

# dd-claims.md 3.5: South on lead in each.
TRUMP_OUT = "N:...432 .9.QJ. AK.A.. QJT..."      # hearts trumps, E holds the 9
AK5_OPPOSITE_42 = "N:42.A.. ...432 AK5... J.32.."  # notrump, the jack outstanding
SEVEN54_OPPOSITE_VOID = "N:.AK..2 6.32.. 754... ..432."  # notrump, singleton 6 outstanding
FINESSE = "N:AQ... .AK.. 32... K4..."              # notrump, the king onside with West


def ns(position, statement=None, policy=Policy(), claimer=Seat.S):
    return normal_line_search(position, claimer, parse_statement(statement), policy).low


def test_outstanding_trump_costs_a_trick_when_not_mentioned():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    assert ns(pos) == Tricks(Side.NS, 2)


def test_drawing_trumps_stated_makes_the_claim_good():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    assert ns(pos, "drawing trumps") == Tricks(Side.NS, 3)


def test_honours_are_cashed_from_the_top_ak5_opposite_42():
    pos = Position.parse(AK5_OPPOSITE_42, trump=None, leader=Seat.S)
    assert ns(pos) == Tricks(Side.NS, 3)


def test_spot_cards_in_careless_order_lose_to_the_six():
    pos = Position.parse(SEVEN54_OPPOSITE_VOID, trump=None, leader=Seat.S)
    result = normal_line_search(pos, Seat.S)
    assert result.low == Tricks(Side.NS, 2)
    assert result.line[0].card in ("S5", "S4") and result.line[0].rule == "lead-spot"


def test_top_down_regulation_for_every_suit_saves_the_754():
    pos = Position.parse(SEVEN54_OPPOSITE_VOID, trump=None, leader=Seat.S)
    assert ns(pos, policy=Policy(spot_cards_any_order=False)) == Tricks(Side.NS, 3)


def test_unstated_finesse_is_not_credited():
    pos = Position.parse(FINESSE, trump=None, leader=Seat.S)
    result = normal_line_search(pos, Seat.S)
    assert result.low == Tricks(Side.NS, 1)
    assert any(step.rule == "rise" for step in result.line)


def test_stated_finesse_is_credited():
    pos = Position.parse(FINESSE, trump=None, leader=Seat.S)
    assert ns(pos, "finesse the queen") == Tricks(Side.NS, 2)


def test_known_layout_after_a_show_out_allows_the_finesse():
    pos = Position.parse(FINESSE, trump=None, leader=Seat.S)
    known = Position(pos.hands, None, Seat.S, shown_out=frozenset({(Seat.E, Suit.S)}))
    assert ns(known) == Tricks(Side.NS, 2)


def test_critical_line_names_the_rule_for_each_claimer_card():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    line = normal_line_search(pos, Seat.S).line
    assert len(line) == 12
    assert all((step.rule is None) == (step.seat.side is Side.EW) for step in line)


def _ending(rng, k):
    cards = rng.sample(DECK, 4 * k)
    hands = tuple(sort_hand(cards[i * k:(i + 1) * k]) for i in range(4))
    pos = Position(hands, rng.choice([None, *Suit]), Seat(rng.randrange(4)))
    for _ in range(rng.randrange(4)):  # some endings start part-way through a trick
        pos = pos.play(rng.choice(pos.legal_cards()))
    return pos


@pytest.mark.dds
def test_claimer_maximising_over_every_card_equals_double_dummy():
    rng = random.Random(2024)
    checked = 0
    for n in range(120):
        pos = _ending(rng, 3 + n % 4)
        side = rng.choice(list(Side))
        assert max_search(pos, side) == dds.dd_value(pos, side), pos.to_pbn()
        checked += 1
    assert checked >= 100


@pytest.mark.dds
def test_normal_line_never_beats_double_dummy():
    rng = random.Random(7)
    for n in range(40):
        pos = _ending(rng, 3 + n % 3)
        result = normal_line_search(pos, pos.to_move)
        assert result.exact
        assert result.low.n <= dds.dd_value(pos, pos.to_move.side).n


def test_node_cap_reports_bounds_instead_of_hanging():
    rng = random.Random(5)
    pos = _ending(rng, 8)
    result = normal_line_search(pos, pos.to_move, node_cap=500)
    assert not result.exact
    assert result.low.n <= result.high.n <= pos.tricks_left
    assert result.line  # the line behind the upper bound
    full = normal_line_search(pos, pos.to_move)
    if full.exact:
        assert result.low.n <= full.low.n <= result.high.n
