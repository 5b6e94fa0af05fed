"""The one boundary to the double-dummy solver (endplay 0.5.12 / DDS 2.9).

No other hakem module imports endplay. This module owns the solver's life cycle and
wraps its traps (see the project's DD notes):

* DDS is not re-entrant from Python: endplay always uses DDS thread slot 0, so two
  threads solving at once crash the process. Every call here holds :data:`_LOCK`.
* Any call after ``FreeMemory`` crashes unless ``SetMaxThreads`` runs again; we
  re-initialise lazily after :func:`free_memory`.
* ``calc_all_tables`` takes at most 40 deals with all five strains (200 / strains);
  :func:`dd_tables` chunks.
* ``analyse_play`` started part-way through a trick silently drops results; we always
  start it at the trick boundary and drop the values for the cards already played.
* Every answer comes back as :class:`~hakem.analysis.position.Tricks`: tricks for a
  named side, never "for the side to move".

endplay is imported on first use, so importing this module is cheap. Positions are
checked in Python before they reach DDS (a rejected position makes DDS write
``dump.txt`` into the working directory).

The damage issue will add batch tables, de-duplication and a cache behind the same
functions; callers only see model types.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from hakem.model.cards import Card, Rank, Strain, Suit
from hakem.model.deal import Deal
from hakem.model.diagnostics import HakemError
from hakem.model.seat import Seat, Side

from .position import Position, Tricks

#: Serialises every solver call in this process (DDS thread slot 0 is shared).
_LOCK = threading.RLock()
_engine: dict[str, Any] = {"ready": False, "modules": None}

#: ``calc_all_tables`` limit: strains x deals <= 200 (DDS MAXNOOFTABLES * 5).
MAX_TABLE_CELLS = 200
#: ``solve_all_boards`` / ``analyse_all_plays`` limit (DDS MAXNOOFBOARDS).
MAX_BOARDS = 200


class DDSError(HakemError):
    """The solver refused a position or a call (wraps endplay's own error)."""


# -- engine life cycle --------------------------------------------------------------

def _modules() -> tuple[ModuleType, ModuleType, ModuleType]:
    """endplay's ``_dds``, ``dds`` and ``types`` modules, initialised (lock held by caller)."""
    if _engine["modules"] is None:
        import endplay._dds as raw
        import endplay.dds as dds
        import endplay.types as types
        _engine["modules"] = (raw, dds, types)
    raw, dds, types = _engine["modules"]
    if not _engine["ready"]:
        raw.SetMaxThreads(0)  # returns void in DDS 2.9: ignore the value
        _engine["ready"] = True
    return raw, dds, types


def free_memory() -> None:
    """Release DDS's transposition tables; the next call re-initialises the solver."""
    with _LOCK:
        if _engine["modules"] is None:
            return
        raw = _engine["modules"][0]
        raw.FreeMemory()
        _engine["ready"] = False  # a call now without SetMaxThreads would segfault


# -- conversions (our suit order C..S vs DDS's S..C; seats agree N, E, S, W) ----------------

def _denom(types: ModuleType, suit: Suit | None) -> Any:
    return types.Denom.nt if suit is None else types.Denom(3 - int(suit))


def _ep_card(types: ModuleType, card: Card) -> Any:
    return types.Card(suit=types.Denom(3 - int(card.suit)), rank=types.Rank(1 << int(card.rank)))


def _our_card(ep_card: Any) -> Card:
    suit = Suit(3 - int(ep_card.suit))
    rank = Rank(int(ep_card.rank).bit_length() - 1)
    return Card(suit, rank)


def _check(position: Position) -> None:
    problems = position.problems()
    if problems:
        raise DDSError("position rejected before it reached DDS: " + "; ".join(problems))
    if position.tricks_left == 0:
        raise DDSError("no cards left to play")


def to_endplay(position: Position) -> Any:
    """An endplay ``Deal`` for ``position``: built at the trick start and the current
    trick replayed with ``play()``, which is what DDS expects mid-trick."""
    with _LOCK:
        _, _, types = _modules()
        return _build(types, position)


def _build(types: ModuleType, position: Position) -> Any:
    start, played = position.at_trick_start()
    deal = types.Deal(start.to_pbn(), first=types.Player(int(position.leader)),
                      trump=_denom(types, position.trump))
    for card in played:
        deal.play(_ep_card(types, card))
    return deal


# -- solving positions ------------------------------------------------------------------

def solve(position: Position) -> dict[Card, Tricks]:
    """DD value of every legal card for the player to move, as tricks *of the remaining
    ones* (the current trick included) for the mover's side.

    >>> p = Position.parse("N:A.2.. K.3.. Q.4.. J.5..", trump=None, leader=Seat.S)
    >>> solve(p)[Card.parse("SQ")]
    Tricks(side=<Side.NS: 'NS'>, n=1)
    """
    _check(position)
    side = position.to_move.side
    with _LOCK:
        raw, dds, types = _modules()
        deal = _build(types, position)
        try:
            solved = list(dds.solve_board(deal))
        except raw.DDSError as exc:  # pragma: no cover - positions are checked above
            raise DDSError(str(exc)) from exc
    return {_our_card(c): Tricks(side, n) for c, n in solved}


def dd_value(position: Position, side: Side, total: bool = False) -> Tricks:
    """Tricks ``side`` takes from here with double-dummy play by everyone.

    ``total=False`` counts the remaining tricks only; ``total=True`` adds the tricks
    ``side`` has already won.
    """
    scores = solve(position)
    mover = position.to_move.side
    best = Tricks(mover, max(t.n for t in scores.values()))
    value = best.for_side(side, position.tricks_left)
    if total:
        return Tricks(side, value.n + position.won(side).n)
    return value


def analyse_line(position: Position, cards: Sequence[Card], side: Side) -> list[Tricks]:
    """DD total for ``side`` (tricks won so far plus the DD value of the rest) before
    the line and after each card of ``cards`` played from ``position``.

    endplay's ``analyse_play`` loses the last c values when started with c cards in the
    current trick, so the analysis starts at the trick boundary with those cards
    prepended, and their values are dropped.
    """
    _check(position)
    start, already = position.at_trick_start()
    line = list(already) + list(cards)
    # analyse_play counts for the side NOT on lead to the starting trick.
    counted = start.leader.lho.side
    out_of = start.tricks_left
    with _LOCK:
        raw, dds, types = _modules()
        deal = _build(types, start)
        try:
            values = list(dds.analyse_play(deal, [_ep_card(types, c) for c in line]))
        except raw.DDSError as exc:
            raise DDSError(str(exc)) from exc
    if len(values) != len(line) + 1:
        raise DDSError(f"analyse_play returned {len(values)} values for {len(line)} cards")
    won = start.won(side).n
    return [Tricks(side, won + Tricks(counted, v).for_side(side, out_of).n)
            for v in values[len(already):]]


# -- DD tables -----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class DDTable:
    """Double-dummy tricks for each declarer and strain of a full deal.

    ``cells[strain][declarer]`` holds the tricks *declarer's side* takes out of 13.
    """

    cells: tuple[tuple[int, int, int, int], ...]
    """Indexed by :class:`Strain` (C, D, H, S, NT) then :class:`Seat`."""

    def tricks(self, strain: Strain, declarer: Seat) -> Tricks:
        return Tricks(declarer.side, self.cells[strain][declarer])


def dd_tables(deals: Iterable[Deal], strains: Sequence[Strain] = tuple(Strain)) -> list[DDTable]:
    """DD tables for full deals, computed in chunks that DDS accepts.

    Strains not asked for are left as -1 in the result.
    """
    deals = list(deals)
    for i, deal in enumerate(deals):
        if not deal.is_complete or deal.problems():
            raise DDSError(f"deal {i} is not a complete 52-card deal")
    if not strains:
        return []
    chunk = MAX_TABLE_CELLS // len(set(strains))
    out: list[DDTable] = []
    with _LOCK:
        raw, dds, types = _modules()
        exclude = [_denom(types, s.suit) for s in Strain if s not in strains]
        for lo in range(0, len(deals), chunk):
            batch = [types.Deal(d.to_pbn()) for d in deals[lo:lo + chunk]]
            try:
                tables = dds.calc_all_tables(batch, exclude=exclude)
            except raw.DDSError as exc:
                raise DDSError(str(exc)) from exc
            for k in range(len(batch)):
                table = tables[k]
                out.append(DDTable(tuple(
                    tuple(table[_denom(types, s.suit), types.Player(int(seat))]
                          if s in strains else -1 for seat in Seat)
                    for s in Strain)))  # type: ignore[misc]
    return out


__all__ = ["DDSError", "DDTable", "analyse_line", "dd_tables", "dd_value", "free_memory",
           "solve", "to_endplay", "MAX_BOARDS", "MAX_TABLE_CELLS"]
