"""The critical line of a Law 70 ruling: the worst normal line, card by card, drawn from
the value the search (:mod:`hakem.analysis.claim_engine`) proved.

The director reads the award's reason in this line (docs/claims.md §5): which careless
slip, by whom, at which trick, and what it costs. Drawing it asks the engine's tables one
null-window question a card, from the award's value, so a line costs a fraction of the
search that proved the value (the capsearch branch measured a quarter of the time on an
8-trick ending before, a few per cent after).
"""

from __future__ import annotations

from .cardset import expand
from .claim_engine import Engine, State
from .claim_policy import Ctx, slip_kind


def _at_most(engine: Engine, nxt: State | None, slips: int, need: int) -> bool:
    """worst(nxt, slips) <= need, by one null-window test."""
    return need >= 0 if nxt is None else engine.worst(nxt, slips, need, need + 1) <= need

def _at_least(engine: Engine, nxt: State | None, slips: int, need: int) -> bool:
    """worst(nxt, slips) >= need, by one null-window test."""
    return need <= 0 if nxt is None else engine.worst(nxt, slips, need - 1, need) >= need

def _careful(engine: Engine, scored: list, slips: int) -> int | None:  # type: ignore[type-arg]
    """Following: the careful natural card (the first of the highest worst values)."""
    careful = None
    for c, _r, gain, nxt, kind in scored:
        if kind is None:
            val = gain + engine.exact(nxt, slips)
            if careful is None or val > careful[0]:
                careful = (val, c)
    return None if careful is None else careful[1]

def critical_line(engine: Engine, slips: int, target: int | None = None
                  ) -> list[tuple[int, int, str | None, str | None, tuple[int, ...], int]]:
    """The worst line from the root, card by card: (seat, real card index, rule, slip
    kind, natural real cards, cost of the slip). ``target`` is the root's worst value
    when the caller knows it.

    Each step takes the first card (in move order) whose value is the node's: the
    careful natural card when it gives the value, else the first slip that does. The
    values are known to lie on one side of the node's (the opponents' cards and the
    slips never give less, the claimer's cards with no slip left never more), so one
    null-window test a card says whether it is the node's value, and the tables of
    the search that proved the value answer most of them at once."""
    state: State | None = engine.root
    real = list(engine.real_root)
    steps = []
    if target is None:
        target = engine.exact(state, slips)
    while state is not None:
        mover = (state[1] + len(state[2])) & 3
        chosen = None
        if slips and engine.maximiser(mover):
            top, scored = engine.natural(state)
            natural = [c for c, _r, _g, _n, kind in scored if kind is None]
            leading = not state[2]
            # The careful natural card: on lead the order is open and every natural lead
            # gives at least the value (min); following, the careful card is the first
            # best of the natural ones (max), which gives the value only if none beats it.
            if leading:
                for c, rule, gain, nxt, kind in scored:
                    if kind is None and _at_most(engine, nxt, slips, target - gain):
                        chosen = (c, rule, None, (), 0, nxt, slips, gain)
                        break
            elif all(_at_most(engine, nxt, slips, target - gain) for _c, _r, gain, nxt, kind in scored
                     if kind is None):
                for c, rule, gain, nxt, kind in scored:
                    if kind is None and _at_least(engine, nxt, slips, target - gain):
                        chosen = (c, rule, None, (), 0, nxt, slips, gain)
                        break
            if chosen is None:  # a slip gives the value; no slip gives less
                for c, rule, gain, nxt, kind in scored:
                    if kind is None:
                        if leading or slips < 2:
                            continue
                    elif kind not in engine.kinds:
                        continue
                    if _at_most(engine, nxt, slips - 1, target - gain):
                        if kind is None:
                            ctx = Ctx(state[0], state[1], state[2], engine.trump, engine.claimers, state[5])
                            careful = _careful(engine, scored, slips)
                            kind = slip_kind(ctx, c, [careful]) if careful is not None else "order"
                        chosen = (c, rule, kind, tuple(natural), top - gain - engine.value(nxt), nxt,
                                  slips - 1, gain)
                        break
        else:
            # With no slip left the claimer's side maximises (its values never exceed the
            # node's); the opponents minimise (theirs are never below it).
            maximising = engine.maximiser(mover)
            for c, rule, gain, nxt in engine.moves(state):
                if (_at_least(engine, nxt, 0, target - gain) if maximising
                        else _at_most(engine, nxt, slips, target - gain)):
                    chosen = (c, rule, None, (), 0, nxt, slips, gain)
                    break
        if chosen is None:  # pragma: no cover - the table values are exact
            raise RuntimeError("critical line lost")
        c, rule, kind, nat, cost, nxt, slips, gain = chosen
        hands = tuple(real)
        shown = expand(c, state[0], hands)  # type: ignore[arg-type]
        natural_cards = tuple(expand(n, state[0], hands) for n in nat)  # type: ignore[arg-type]
        real[mover] &= ~(1 << shown)
        steps.append((mover, shown, rule, kind, natural_cards, cost))
        target -= gain
        state = nxt
    return steps


__all__ = ["critical_line"]
