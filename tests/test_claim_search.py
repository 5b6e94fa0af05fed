"""The search engine: its trick logic against double dummy, its bounds, its budget."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hakem.analysis import dds
from hakem.analysis.cardset import compress, expand, index, mask
from hakem.analysis.claim_bounds import dd_bounds
from hakem.analysis.claim_policy import Policy
from hakem.analysis.claim_search import max_search, normal_line_search
from hakem.analysis.claim_statement import parse_statement
from hakem.analysis.position import Position, Tricks
from hakem.model.cards import DECK, Suit
from hakem.model.deal import sort_hand
from hakem.model.seat import Seat, Side

TRUMP_OUT = "N:...432 .9.QJ. AK.A.. QJT..."      # hearts trumps, E holds the 9


def _ending(rng, k):
    cards = rng.sample(DECK, 4 * k)
    hands = tuple(sort_hand(cards[i * k:(i + 1) * k]) for i in range(4))
    pos = Position(hands, rng.choice([None, *Suit]), Seat(rng.randrange(4)))
    for _ in range(rng.randrange(4)):  # some endings start part-way through a trick
        pos = pos.play(rng.choice(pos.legal_cards()))
    return pos


def _bits(pos):
    return (tuple(mask(h) for h in pos.hands), int(pos.leader), tuple(index(c) for c in pos.trick),
            -1 if pos.trump is None else int(pos.trump))


def test_outstanding_trump_costs_a_trick_when_not_mentioned():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    assert normal_line_search(pos, Seat.S).low == Tricks(Side.NS, 2)


def test_drawing_trumps_stated_makes_the_claim_good():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    assert normal_line_search(pos, Seat.S, parse_statement("drawing trumps")).low == Tricks(Side.NS, 3)


def test_critical_line_names_the_rule_for_each_claimer_card():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    line = normal_line_search(pos, Seat.S).line
    assert len(line) == 12
    assert all((step.rule is None) == (step.seat.side is Side.EW) for step in line)
    assert [s.slip for s in line if s.slip] == ["70C"]


@pytest.mark.dds
def test_claimer_maximising_over_every_card_equals_double_dummy():
    rng = random.Random(2024)
    for n in range(120):
        pos = _ending(rng, 3 + n % 4)
        side = rng.choice(list(Side))
        assert max_search(pos, side) == dds.dd_value(pos, side), pos.to_pbn()


@pytest.mark.dds
def test_normal_lines_never_beat_double_dummy_and_slips_never_beat_the_best_line():
    rng = random.Random(7)
    for n in range(40):
        pos = _ending(rng, 3 + n % 3)
        result = normal_line_search(pos, pos.to_move)
        assert result.exact
        assert result.low.n <= result.best.n <= dds.dd_value(pos, pos.to_move.side).n


@pytest.mark.dds
def test_sure_trick_bounds_hold_double_dummy():
    rng = random.Random(11)
    for n in range(300):
        pos = _ending(rng, 1 + n % 8)
        side = rng.choice(list(Side))
        hands, leader, trick, trump = _bits(pos)
        seats = (0, 2) if side is Side.NS else (1, 3)
        lo, hi = dd_bounds(hands, leader, trick, trump, seats)
        assert lo <= dds.dd_value(pos, side).n <= hi, pos.to_pbn()


@pytest.mark.dds
def test_the_solvers_raw_entry_agrees_with_endplays():
    rng = random.Random(3)
    for n in range(60):
        pos = _ending(rng, 1 + n % 9)
        hands, leader, trick, trump = _bits(pos)
        assert dds.dd_bits(hands, trump, leader, trick) == dds.dd_value(pos, pos.to_move.side).n


def test_a_budget_that_runs_out_gives_proved_bounds_not_a_value():
    rng = random.Random(5)
    pos = _ending(rng, 8)
    capped = normal_line_search(pos, pos.to_move, node_cap=300)
    assert not capped.exact and not capped.line
    assert capped.low.n <= capped.high.n <= pos.tricks_left
    full = normal_line_search(pos, pos.to_move)
    assert full.exact and capped.low.n <= full.low.n <= capped.high.n


def test_more_slips_never_give_more_tricks():
    rng = random.Random(13)
    for n in range(30):
        pos = _ending(rng, 3 + n % 2)
        values = [normal_line_search(pos, pos.to_move, policy=Policy(slips=k)).low.n for k in (0, 1, 2)]
        assert values[0] >= values[1] >= values[2]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=4, max_size=52, unique=True))
def test_closing_up_the_ranks_keeps_each_suits_order_and_expands_back(cards):
    k = len(cards) // 4
    hands = tuple(mask(cards[i * k:(i + 1) * k]) for i in range(4))
    small = compress(hands)
    assert compress(small) == small  # closing up twice changes nothing
    for seat in range(4):
        assert bin(small[seat]).count("1") == bin(hands[seat]).count("1")
    for seat in range(4):
        m = small[seat]
        while m:
            c = m.bit_length() - 1
            m ^= 1 << c
            assert hands[seat] >> expand(c, small, hands) & 1


def test_a_capped_search_never_bounds_the_award_above_double_dummy():
    # S cashes SA-SK, but East's SQ takes the third spade: double dummy 2 of 3. A search
    # stopped at once knows no floor, but its ceiling is double dummy, not the 3 left.
    from hakem.analysis.claims import judge_claim
    pos = Position.parse("N:543... QJT... AK2... .432..", trump=None, leader=Seat.S)
    capped = judge_claim(pos, Seat.S, 3, node_cap=1)
    assert capped.awarded is None and capped.double_dummy.n == 2
    assert (capped.low.n, capped.high.n) == (0, 2)
    assert dict(capped.flags[-1].data)["high"] == 2


def test_a_floor_that_reaches_double_dummy_is_the_award():
    from hakem.analysis.claims import Tricks, _within_double_dummy
    from hakem.model.seat import Side
    assert _within_double_dummy(10, 13, False, Tricks(Side.NS, 10)) == (10, 10, True)
    assert _within_double_dummy(7, 13, False, Tricks(Side.NS, 10)) == (7, 10, False)
    assert _within_double_dummy(7, 9, False, Tricks(Side.NS, 10)) == (7, 9, False)
    assert _within_double_dummy(7, 13, False, None) == (7, 13, False)
