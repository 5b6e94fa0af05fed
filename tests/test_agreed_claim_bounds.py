"""Sure-trick bounds that let an agreed claim's Law 69B / Law 71 check skip the solver:
each new bound on a minimal ending, and a property that no bound contradicts double dummy."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hakem.analysis import dds
from hakem.analysis.cardset import index, mask
from hakem.analysis.claim_bounds import answer_line, cash_line, dd_bounds
from hakem.model.cards import DECK, Suit
from hakem.model.deal import sort_hand
from hakem.analysis.position import Position
from hakem.model.seat import Seat, Side


def _hands(*texts):
    from hakem.model.cards import Card
    return tuple(mask(Card.parse(c) for c in t.split()) for t in texts)


# Hearts trumps (suit 2). N leads; S is void in clubs and holds a small trump.
RUFF = _hands("C2 C3", "C4 C5", "H2 D2", "C6 C7")           # N, E, S, W
OVERRUFF = _hands("C2 C3", "H3 D3", "H2 D2", "C6 C7")       # E is void in clubs with a trump


def test_cash_line_ruff_partner_ruffs_a_side_suit_lead_when_nobody_can_overruff():
    # N has no sure winner to lead; the club is ruffed by S, whose diamond then stands.
    assert cash_line(RUFF, 0, 2) == 0
    assert cash_line(RUFF, 0, 2, ruffs=True) == 2


def test_cash_line_ruff_not_taken_when_an_opponent_void_in_the_suit_holds_a_trump():
    assert cash_line(OVERRUFF, 0, 2, ruffs=True) == 0


def test_cash_line_ruff_never_in_notrump():
    assert cash_line(RUFF, 0, -1, ruffs=True) == cash_line(RUFF, 0, -1)


@pytest.mark.dds
def test_dd_bounds_ruff_settles_a_claim_of_both_tricks_without_the_solver():
    lo, hi = dd_bounds(RUFF, 0, (), 2, (0, 2))
    assert lo == 2 == hi
    assert dds.dd_bits(RUFF, 2, 0, ()) == 2


# No trumps, W to lead: NS hold the best card of every suit W holds.
ANSWER = _hands("SA C2", "S2 H2", "HA C3", "S3 H3")          # N, E, S, W
# W also holds a club, a suit NS cannot win.
NO_ANSWER = _hands("SA C2", "S2 H2", "HA C3", "S3 C4")


def test_answer_line_side_not_on_lead_wins_whatever_is_led_and_cashes_the_rest():
    # W leads a spade (N's ace wins, S throws a club, N's club is then high) or a heart
    # (S's ace wins, N throws his club, S's club is high): both tricks either way.
    assert answer_line(ANSWER, 3, -1) == 2


def test_answer_line_is_zero_when_some_lead_is_not_surely_won():
    assert answer_line(NO_ANSWER, 3, -1) == 0


def test_answer_line_not_taken_when_the_leaders_partner_can_ruff():
    # Spades trumps: E is void in hearts with a trump, so W's heart lead may be ruffed.
    ruffable = _hands("SA C2", "S2 D2", "HA C3", "S3 H3")
    assert answer_line(ruffable, 3, 3) == 0


@pytest.mark.dds
def test_dd_bounds_answer_line_bounds_the_side_not_on_lead():
    assert dd_bounds(ANSWER, 3, (), -1, (0, 2)) == (2, 2)  # settled without the solver
    assert 2 - dds.dd_bits(ANSWER, -1, 3, ()) == 2  # W's side takes nothing double dummy


def _voidy_ending(rng: random.Random, k: int) -> Position:
    """A random ending with few suits in play, so voids (and ruffs) are common."""
    suits = rng.sample(list(Suit), rng.choice((2, 3)))
    pool = [c for c in DECK if c.suit in suits]
    cards = rng.sample(pool, 4 * k)
    hands = tuple(sort_hand(cards[i * k:(i + 1) * k]) for i in range(4))
    pos = Position(hands, rng.choice([None, *suits, *suits]), Seat(rng.randrange(4)))
    for _ in range(rng.randrange(4)):
        pos = pos.play(rng.choice(pos.legal_cards()))
    return pos


@pytest.mark.dds
@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), k=st.integers(1, 6), ns=st.booleans())
def test_dd_bounds_never_contradict_double_dummy_on_endings_with_voids(seed, k, ns):
    pos = _voidy_ending(random.Random(seed), k)
    side = Side.NS if ns else Side.EW
    hands = tuple(mask(h) for h in pos.hands)
    trump = -1 if pos.trump is None else int(pos.trump)
    lo, hi = dd_bounds(hands, int(pos.leader), tuple(index(c) for c in pos.trick), trump,
                       (0, 2) if ns else (1, 3))
    assert lo <= dds.dd_value(pos, side).n <= hi, pos.to_pbn()


def _agreed_summary(j):
    return (j.outcome, j.awarded, j.low, j.high, j.exact, j.flags, j.laws)


@pytest.mark.dds
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), k=st.integers(4, 6), cards=st.sampled_from((1, 2)),
       data=st.data())
def test_agreed_claim_after_the_lead_goes_to_the_solver_with_the_same_ruling(seed, k, cards, data):
    # Mid-trick with 4-10 tricks left the check solves exactly instead of running the
    # bounds' minimax (cheaper there): the ruling must be the one the bounds route gives,
    # and the double-dummy value is then always known.
    from hakem.analysis import claims
    rng = random.Random(seed)
    pos = _voidy_ending(rng, k)
    while pos.trick:  # back to a fresh ending, then exactly `cards` cards of a trick
        pos = _voidy_ending(rng, k)
    for _ in range(cards):
        pos = pos.play(rng.choice(pos.legal_cards()))
    claimer = Seat(data.draw(st.integers(0, 3)))
    claimed = data.draw(st.integers(0, pos.tricks_left))
    assert pos.tricks_left in claims.SOLVER_FIRST and len(pos.trick) in claims.SOLVER_FIRST_CARDS
    claims._check_agreed.cache_clear()
    direct = claims.check_agreed_claim(pos, claimer, claimed)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(claims, "SOLVER_FIRST", range(0))
        claims._check_agreed.cache_clear()
        bounded = claims.check_agreed_claim(pos, claimer, claimed)
    claims._check_agreed.cache_clear()
    assert _agreed_summary(direct) == _agreed_summary(bounded), pos.to_pbn()
    assert direct.settled_by != "bounds"
    assert direct.double_dummy == claims._dd(pos, claimer.side)
    if bounded.double_dummy is not None:
        assert direct.double_dummy == bounded.double_dummy
