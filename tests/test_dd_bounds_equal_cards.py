"""The agreed-claim bounds made cheaper without changing them: equal cards (a run with no
outside card between) are tried once in the minimax over the trick in progress, and the
plain cashing lines are not worked out where a longer line already counts their tricks.
Unit tests on minimal endings; properties that the bounds equal the unmerged minimax and
never contradict double dummy."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hakem.analysis import claim_bounds, dds
from hakem.analysis.cardset import index, mask
from hakem.analysis.claim_bounds import _distinct, _dd_quick, answer_line, cash_line, dd_bounds, quick_tricks
from hakem.analysis.position import Position
from hakem.model.cards import DECK, Card
from hakem.model.deal import sort_hand
from hakem.model.seat import Seat, Side


def _mask(text):
    return mask(Card.parse(c) for c in text.split())


def test_distinct_keeps_the_top_of_a_run_and_the_card_below_an_outside_card():
    # S holds SK SQ SJ S2; the S10 is outside: K, Q, J are one card, the 2 another.
    assert _distinct(_mask("SK SQ SJ S2"), _mask("ST")) == _mask("SK S2")


def test_distinct_a_card_in_the_trick_in_progress_separates_a_run():
    # The SQ already played to this trick decides who wins it: SK and SJ are not equal.
    assert _distinct(_mask("SK SJ"), _mask("SQ")) == _mask("SK SJ")


def test_distinct_runs_do_not_cross_suits():
    assert _distinct(_mask("H2 SA"), 0) == _mask("H2 SA")


def test_dd_bounds_equal_cards_third_hand_wins_with_either_card_of_a_run():
    # No trumps. N led the S2, E followed with the S3; S holds SK SQ (one card: nothing
    # between them is out) and W the S4 HA. S wins with either and cashes the other spade.
    hands = (_mask("H2"), _mask("H3"), _mask("SK SQ"), _mask("S4 HA"))
    trick = (index(Card.parse("S2")), index(Card.parse("S3")))
    assert _distinct(hands[2], hands[3] | _mask("S2 S3")) == _mask("SK")
    assert dd_bounds(hands, 0, trick, -1, (0, 2)) == (2, 2)


def _reference_quick(hands, leader, trump, side, answer=False):
    """The bounds as they were computed before: every line of :func:`quick_tricks` too."""
    low, high = quick_tricks(hands, leader, trump, side, True)
    left = hands[leader].bit_count()
    if leader in side:
        low = max(low, cash_line(hands, leader, trump, ruffs=True))
        if answer and low < high:
            high = min(high, left - answer_line(hands, leader, trump))
    else:
        high = min(high, left - cash_line(hands, leader, trump, ruffs=True))
        if answer and low < high:
            low = max(low, answer_line(hands, leader, trump))
    return low, high


def _ending(rng: random.Random, k: int, suits: int) -> Position:
    """A random ending of ``k`` tricks over ``suits`` suits, with 0-3 cards of the trick played."""
    pool = [c for c in DECK if int(c.suit) < suits]
    k = min(k, len(pool) // 4)
    cards = rng.sample(pool, 4 * k)
    hands = tuple(sort_hand(cards[i * k:(i + 1) * k]) for i in range(4))
    trump = rng.choice([None, *sorted({c.suit for c in cards})])
    pos = Position(hands, trump, Seat(rng.randrange(4)))
    for _ in range(rng.randrange(4)):
        pos = pos.play(rng.choice(pos.legal_cards()))
    return pos


def _args(pos: Position, ns: bool):
    hands = tuple(mask(h) for h in pos.hands)
    trump = -1 if pos.trump is None else int(pos.trump)
    return hands, int(pos.leader), tuple(index(c) for c in pos.trick), trump, (0, 2) if ns else (1, 3)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), k=st.integers(1, 8), suits=st.integers(2, 4), ns=st.booleans())
def test_dd_quick_equals_the_bounds_with_every_plain_line(seed, k, suits, ns):
    pos = _ending(random.Random(seed), k, suits)
    if pos.trick:
        pos = pos.at_trick_start()[0]
    hands, leader, _, trump, side = _args(pos, ns)
    for answer in (False, True):
        assert _dd_quick(hands, leader, trump, side, answer) == _reference_quick(hands, leader, trump, side, answer)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), k=st.integers(1, 8), suits=st.integers(2, 4), ns=st.booleans())
def test_dd_bounds_equal_cards_merged_give_the_unmerged_bounds(seed, k, suits, ns):
    pos = _ending(random.Random(seed), k, suits)
    args = _args(pos, ns)
    merged = dd_bounds(*args)
    original = claim_bounds._distinct
    claim_bounds._distinct = lambda legal, others: legal  # every card tried
    try:
        unmerged = dd_bounds(*args)
    finally:
        claim_bounds._distinct = original
    assert merged == unmerged, pos.to_pbn()


@pytest.mark.dds
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), k=st.integers(1, 7), suits=st.integers(2, 4), ns=st.booleans())
def test_dd_bounds_never_contradict_double_dummy_mid_trick(seed, k, suits, ns):
    pos = _ending(random.Random(seed), k, suits)
    lo, hi = dd_bounds(*_args(pos, ns))
    assert lo <= dds.dd_value(pos, Side.NS if ns else Side.EW).n <= hi, pos.to_pbn()
