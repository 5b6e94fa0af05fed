"""The normal-line search for a contested claim (Law 70), as bounds that close in.

Law 70A puts every doubtful point against the claimer: the award is the least number of
tricks his side takes over the lines that are normal for him (with as many careless
slips as the class of player allows), against any defence. The engine
(:mod:`hakem.analysis.claim_engine`) answers "does every such line take at least t
tricks?" for one t at a time (a null-window search); this module asks those questions
around the claim until the value is pinned, and stops at a node budget or a time limit
with the bounds proved so far, never a guess.

:func:`max_search` is the same engine with every card allowed and the claimer
maximising: it must equal double dummy, which validates the trick logic.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from hakem.model.seat import Seat, Side

from . import claim_line
from . import claim_statement as cs
from .cardset import card
from .claim_bounds import sure_trumps
from .claim_engine import INF, Capped, Engine
from .claim_policy import Policy
from .position import Position, Tricks

#: Default node budget (about 20-40 s of pure Python on the reference machine).
NODE_CAP = 2_000_000


_GC_LOCK = threading.Lock()
_GC_HOLDERS = [0, False]  # searches running, whether the collector was on before the first


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off while a search runs (back on after the last).

    A search keeps up to millions of small tuples and lists alive in its tables, and the
    collector's full passes walk all of them again and again: on DEV-01 and DEV-19 of the
    development set that was about 30 % of the CPU (25.4 s against 18.4 s, 28.6 s against
    20.4 s, one process each way). The tables hold no reference cycles, so nothing is
    lost: whatever cyclic garbage a search leaves is collected once the collector is back.
    Counted under a lock, so searches in several threads turn it back on only after the
    last one ends, and only if it was on before."""
    with _GC_LOCK:
        if _GC_HOLDERS[0] == 0:
            _GC_HOLDERS[1] = gc.isenabled()
            gc.disable()
        _GC_HOLDERS[0] += 1
    try:
        yield
    finally:
        with _GC_LOCK:
            _GC_HOLDERS[0] -= 1
            if _GC_HOLDERS[0] == 0 and _GC_HOLDERS[1]:
                gc.enable()


@dataclass(frozen=True, slots=True)
class LineStep:
    """One card of the critical line and, for the claiming side, why it is normal."""

    seat: Seat
    card: str
    """The card, e.g. ``SA``."""
    rule: str | None
    """A :data:`~hakem.analysis.claim_policy.RULES` key; None for the opponents' cards."""
    slip: str | None = None
    """The kind of careless slip this card is (:data:`~hakem.analysis.claim_policy.SLIP_KINDS`)."""
    natural: tuple[str, ...] = ()
    """For a slip: the natural card(s) the claimer should have played instead."""
    cost: int = 0
    """For a slip: tricks it costs against the claimer's best normal line from there."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """Outcome of the normal-line search, from the claiming side's point of view."""

    low: Tricks
    """Proved: every normal line takes at least this many of the remaining tricks."""
    high: Tricks
    """Proved: some normal line takes no more than this (equal to ``low`` when exact)."""
    exact: bool
    nodes: int
    seconds: float
    line: tuple[LineStep, ...]
    """The critical (worst normal) line, card by card; empty when not exact."""
    best: Tricks | None = None
    """The claimer's best normal line (no slip), when it was computed."""


def normal_line_search(position: Position, claimer: Seat, statement: cs.ClaimStatement | None = None,
                       policy: Policy = Policy(), declarer_claim: bool = True,
                       node_cap: int = NODE_CAP, seconds: float | None = None,
                       claimed: int | None = None, stop_below: int | None = None) -> SearchResult:
    """Least tricks the claiming side takes over its normal lines, against any defence.

    ``declarer_claim`` says the statement binds both hands of the claiming side (declarer
    plays dummy); for a defender's claim it binds the claimer only and partner may make
    any normal play (Law 70D2). ``claimed`` is asked about first, so a budget that runs
    out still says on which side of the claim the value lies when it can (``seconds``
    is a budget of CPU seconds). With
    ``stop_below`` the search ends as soon as the value is known to be below it or not
    (the bounds then say which; the line is not drawn).

    >>> from hakem.model.cards import Suit
    >>> p = Position.parse("N:...432 .9.QJ. AK.A.. QJT...", trump=Suit.H, leader=Seat.S)
    >>> normal_line_search(p, Seat.S).low
    Tricks(side=<Side.NS: 'NS'>, n=2)
    """
    with _collector_paused():
        return _search(position, claimer, statement, policy, declarer_claim, node_cap, seconds, claimed,
                       stop_below)


def _search(position: Position, claimer: Seat, statement: cs.ClaimStatement | None, policy: Policy,
            declarer_claim: bool, node_cap: int, seconds: float | None, claimed: int | None,
            stop_below: int | None) -> SearchResult:
    started = time.perf_counter()
    # The time limit counts this process's CPU seconds: on a shared machine the search
    # gets the same budget however busy the machine is.
    deadline = None if seconds is None else time.process_time() + seconds
    engine = Engine(position, claimer, statement, policy, declarer_claim, node_cap, deadline)
    side = claimer.side
    slips = policy.budget
    root = engine.root
    lo = sure_trumps(root[0], engine.trump, engine.claimers) if not root[2] else 0
    hi = position.tricks_left
    best = None
    try:
        if stop_below is not None:
            best = engine.best(root, stop_below - 1, stop_below)
            if best < stop_below:  # the best normal line already falls short
                return SearchResult(Tricks(side, lo), Tricks(side, best), False, engine.nodes,
                                    time.perf_counter() - started, ())
            v = engine.worst(root, slips, stop_below - 1, stop_below)
            lo, hi = (stop_below, hi) if v >= stop_below else (lo, v)
            return SearchResult(Tricks(side, lo), Tricks(side, hi), lo == hi, engine.nodes,
                                time.perf_counter() - started, ())
        best = engine.value(root)
        hi = best
        while lo < hi:
            t = _next_test(lo, hi, claimed)
            v = engine.worst(root, slips, t - 1, t)
            if v >= t:
                lo = t
            else:
                hi = min(hi, v)
        steps = tuple(_step(s) for s in claim_line.critical_line(engine, slips))
    except Capped:
        return SearchResult(Tricks(side, lo), Tricks(side, hi), lo == hi, engine.nodes,
                            time.perf_counter() - started, (),
                            None if best is None else Tricks(side, best))
    return SearchResult(Tricks(side, lo), Tricks(side, hi), True, engine.nodes,
                        time.perf_counter() - started, steps, Tricks(side, best))


def _next_test(lo: int, hi: int, claimed: int | None) -> int:
    """The next value t to test (W >= t?): the claim first (which side of it the award
    lies on), then the highest value not yet refuted, downwards.

    A test at the value itself, or above it, is cheap: one line of defence refutes it,
    and the fail-soft answer lowers the upper bound by as much as that line shows. A
    test far below the value must prove that every normal line reaches it, nearly the
    whole tree: on the fixed-seed endings of 8 tricks that proof was half the time of
    the search, so halving the interval (which asks it) is slower than walking down."""
    if claimed is not None and lo < claimed <= hi:
        return claimed
    if claimed is not None and lo < claimed + 1 <= hi:
        return claimed + 1
    return hi


def _step(raw: tuple) -> LineStep:  # type: ignore[type-arg]
    seat, shown, rule, kind, natural, cost = raw
    return LineStep(Seat(seat), str(card(shown)), rule, kind, tuple(str(card(n)) for n in natural), cost)


def max_search(position: Position, side: Side) -> Tricks:
    """Tricks ``side`` takes with every card allowed, ``side`` maximising and the others
    minimising: double-dummy play, computed by this module's own trick logic."""
    seat = Seat.N if side is Side.NS else Seat.E
    engine = Engine(position, seat, None, Policy(claimer_maximises=True))
    with _collector_paused():
        return Tricks(side, engine.best(engine.root, -1, INF))


__all__ = ["LineStep", "NODE_CAP", "SearchResult", "max_search", "normal_line_search"]
