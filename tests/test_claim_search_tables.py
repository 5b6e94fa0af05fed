"""The claim search's tables, bounds and windows change its speed, never its values.

The engine (:mod:`hakem.analysis.claim_engine`) answers null-window questions with a
transposition table of bounds, sure-trick bounds and fail-soft alpha-beta cuts. Here a
plain engine computes the same two quantities straight from their definitions (every
move searched, exact values only, memoised by position): the claimer's best normal line
and the worst line with the slips the class of player allows. On random small endings
the two must agree, for every class of player and Law 70C finding.
"""

import gc
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hakem.analysis.cardset import card, expand
from hakem.analysis.claim_engine import INF, Engine
from hakem.analysis.claim_policy import Policy
from hakem.analysis.claim_search import normal_line_search
from hakem.analysis.position import Position
from hakem.model.cards import DECK, Suit
from hakem.model.deal import sort_hand
from hakem.model.settings import PlayerClass
from hakem.model.seat import Seat


class PlainEngine(Engine):
    """The definitions, without windows or bounds: exact values of every child."""

    def __init__(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        self.exact_best: dict = {}
        self.exact_worst: dict = {}

    def best(self, state, alpha, beta):  # type: ignore[no-untyped-def,override]
        got = self.exact_best.get(state)
        if got is None:
            maximise = (state[1] + len(state[2])) & 3 in self.max_seats
            values = [gain + (0 if nxt is None else self.best(nxt, -1, INF))
                      for _c, _r, gain, nxt in self.moves(state)]
            got = self.exact_best[state] = max(values) if maximise else min(values)
        return got

    def worst(self, state, slips, alpha, beta):  # type: ignore[no-untyped-def,override]
        if slips == 0:
            return self.best(state, alpha, beta)
        key = (state, slips)
        got = self.exact_worst.get(key)
        if got is not None:
            return got
        def after(gain, nxt, spend):  # type: ignore[no-untyped-def]
            return gain + (0 if nxt is None else self.worst(nxt, spend, -1, INF))
        if self.maximiser((state[1] + len(state[2])) & 3):
            _top, scored = self.natural(state)
            leading = not state[2]
            options = []  # the lines the claimer may take here, each a value: the worst counts
            careful = []  # following: the careful natural card, the best of them
            for _c, _r, gain, nxt, kind in scored:
                if kind is None:
                    if leading:
                        options.append(after(gain, nxt, slips))
                    else:
                        careful.append(after(gain, nxt, slips))
                        if slips >= 2:  # a less careful natural card, as a slip
                            options.append(after(gain, nxt, slips - 1))
                elif kind in self.kinds:
                    options.append(after(gain, nxt, slips - 1))
            if careful:
                options.append(max(careful))
            got = min(options)
        else:
            got = min(after(gain, nxt, slips) for _c, _r, gain, nxt in self.moves(state))
        self.exact_worst[key] = got
        return got


def _ending(seed: int, k: int) -> Position:
    rng = random.Random(seed)
    cards = rng.sample(DECK, 4 * k)
    hands = tuple(sort_hand(cards[i * k:(i + 1) * k]) for i in range(4))
    pos = Position(hands, rng.choice([None, *Suit]), Seat(rng.randrange(4)))  # type: ignore[arg-type]
    for _ in range(rng.randrange(4)):  # some endings start part-way through a trick
        pos = pos.play(rng.choice(pos.legal_cards()))
    return pos


POLICIES = st.builds(Policy, player_class=st.sampled_from(list(PlayerClass)), aware_of_trumps=st.booleans(),
                     notice_showouts=st.booleans())


# 3-5 tricks: below that a slip seldom has a later point to go wrong at (a deliberately
# broken slip budget after a natural lead was caught on 20 of 300 such endings).
@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10**9), st.integers(3, 5), POLICIES)
def test_search_with_tables_and_bounds_equals_the_plain_definitions(seed, k, policy):
    _compare(_ending(seed, k), policy, True)


def test_search_for_a_defenders_claim_equals_the_plain_definitions():
    """Seed 102 (found by the property test below): the claimer's partner holds the HA on
    lead but, not bound by a defender's claim (Law 70D2), need not cash it; a sure-trick
    bound that counted his cashing once said 2 tricks where the definition says 1."""
    _compare(_ending(102, 4), Policy(player_class=PlayerClass.EXPERT), False)


# Law 70D2: a defender's partner plays any normal card against the claim, so the bounds
# may count only what needs nothing of him.
@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10**9), st.integers(3, 5), POLICIES)
def test_search_for_a_defenders_claim_with_tables_and_bounds_equals_the_plain_definitions(seed, k, policy):
    _compare(_ending(seed, k), policy, False)


def _compare(pos, policy, declarer_claim):  # type: ignore[no-untyped-def]
    claimer = pos.to_move
    plain = PlainEngine(pos, claimer, None, policy, declarer_claim)
    fast = Engine(pos, claimer, None, policy, declarer_claim)
    assert fast.value(fast.root) == plain.best(plain.root, -1, INF)
    result = normal_line_search(pos, claimer, policy=policy, declarer_claim=declarer_claim)
    assert result.exact
    assert result.low.n == plain.worst(plain.root, policy.budget, -1, INF)
    assert result.best is not None and result.best.n == plain.best(plain.root, -1, INF)


def plain_line(engine: PlainEngine, slips: int) -> list:  # type: ignore[type-arg]
    """The critical line by its definition, on exact values: at each card the first move
    whose value is the node's; for the claimer with slips left, the careful natural card
    (on lead the first lowest, following the first highest) when it gives the value, else
    the first slip that does."""
    state, steps, real = engine.root, [], list(engine.real_root)
    while state is not None:
        target = engine.worst(state, slips, -1, INF)
        mover = (state[1] + len(state[2])) & 3
        def val(gain, nxt, spend):  # type: ignore[no-untyped-def]
            return gain + (0 if nxt is None else engine.worst(nxt, spend, -1, INF))
        chosen = None
        if slips and engine.maximiser(mover):
            _top, scored = engine.natural(state)
            leading = not state[2]
            natural = [(val(g, n, slips), c, g, n) for c, _r, g, n, kind in scored if kind is None]
            careful = (min if leading else max)(natural, key=lambda x: x[0])  # the first of them
            if careful[0] == target:
                chosen = (careful[1], careful[2], careful[3], slips)
            else:
                for c, _r, g, n, kind in scored:
                    if (kind is None and not leading and slips >= 2) or (kind is not None and kind in engine.kinds):
                        if val(g, n, slips - 1) == target:
                            chosen = (c, g, n, slips - 1)
                            break
        else:
            chosen = next((c, g, n, slips) for c, _r, g, n in engine.moves(state) if val(g, n, slips) == target)
        assert chosen is not None
        c, _g, nxt, slips = chosen
        shown = expand(c, state[0], tuple(real))  # the real card of a closed-up rank
        real[mover] &= ~(1 << shown)
        steps.append((mover, str(card(shown))))
        state = nxt
    return steps


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(3, 5), POLICIES, st.sampled_from([0, 1, 2]), st.booleans())
def test_critical_line_drawn_by_null_windows_is_the_line_of_the_exact_values(seed, k, policy, slips,
                                                                              declarer_claim):
    """The search draws the line with one null-window test a card, from the award's
    value; the cards must be those the exact values of every child choose."""
    pos = _ending(seed, k)
    policy = Policy(player_class=policy.player_class, slips=slips, aware_of_trumps=policy.aware_of_trumps,
                    notice_showouts=policy.notice_showouts)
    plain = PlainEngine(pos, pos.to_move, None, policy, declarer_claim)
    result = normal_line_search(pos, pos.to_move, policy=policy, declarer_claim=declarer_claim)
    assert result.exact
    expected = plain_line(plain, slips)
    assert [(int(step.seat), step.card) for step in result.line] == expected


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 4), st.integers(0, 13))
def test_search_null_window_answers_agree_with_the_exact_value(seed, k, t):
    """A null-window test (is the value at least t?) answers on the right side of t,
    whatever was asked before it in the same engine (tables shared)."""
    pos = _ending(seed, k)
    policy = Policy()
    plain = PlainEngine(pos, pos.to_move, None, policy)
    fast = Engine(pos, pos.to_move, None, policy)
    exact = plain.worst(plain.root, 1, -1, INF)
    for probe in (t, t - 1, t + 1, exact):  # asked in this order: each reuses the table
        v = fast.worst(fast.root, 1, probe - 1, probe)
        assert (v >= probe) == (exact >= probe)
        # fail-soft: a value at or above the window is a lower bound, below it an upper one
        assert exact >= v if v >= probe else exact <= v


def test_search_leaves_the_garbage_collector_as_it_found_it():
    pos = _ending(7, 3)
    assert gc.isenabled()
    normal_line_search(pos, pos.to_move)
    assert gc.isenabled()
    gc.disable()
    try:
        normal_line_search(pos, pos.to_move)
        assert not gc.isenabled()
    finally:
        gc.enable()
    normal_line_search(pos, pos.to_move, node_cap=1)  # a search that runs out of budget
    assert gc.isenabled()
