"""The one boundary to the double-dummy solver (endplay 0.5.12 / DDS 2.9).

No other hakem module imports endplay. This module owns the solver's life cycle and
wraps its traps (see the project's DD notes):

* DDS is not re-entrant from Python: endplay always uses DDS thread slot 0, so two
  threads solving at once crash the process. Every call here holds :data:`_LOCK`.
* Any call after ``FreeMemory`` crashes unless ``SetMaxThreads`` runs again; we
  re-initialise lazily after :func:`free_memory`.
* DDS sizes its transposition tables once per configuration, for the whole process:
  :func:`_tables` picks small ones for the agreed-claim checks' endings (half the cost
  of a new deal) and DDS's own large ones as soon as full deals are solved; see there.
* ``calc_all_tables`` takes at most 40 deals with all five strains (200 / strains);
  :func:`dd_tables` chunks.
* ``analyse_play`` started part-way through a trick silently drops results; we always
  start it at the trick boundary and drop the values for the cards already played.
* Every answer comes back as :class:`~hakem.analysis.position.Tricks`: tricks for a
  named side, never "for the side to move".

endplay is imported on first use, so importing this module is cheap. Positions are
checked in Python before they reach DDS (a rejected position makes DDS write
``dump.txt`` into the working directory).

Batch work (de-duplication, the on-disk cache, worker processes with a time limit)
lives in :mod:`hakem.analysis.dd_batch` and :mod:`hakem.analysis.dd_cache`, which call
the functions here; callers only see model types.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from hakem.model.cards import Card, Rank, Strain, Suit
from hakem.model.contract import Contract, Risk
from hakem.model.deal import Deal
from hakem.model.diagnostics import HakemError
from hakem.model.seat import Seat, Side, Vulnerability

from .position import Position, Tricks

#: Serialises every solver call in this process (DDS thread slot 0 is shared).
_LOCK = threading.RLock()
_engine: dict[str, Any] = {"ready": False, "modules": None, "tables": None, "threads": 0}

#: DDS memory (MB) asked for the raw path's endings: below what one large table needs, so
#: DDS gives its one thread a small transposition table (20-30 MB; see :func:`_tables`).
SMALL_TABLES_MB = 100

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
    _tables(raw, "large")
    return raw, dds, types


def _tables(lib: Any, want: str) -> None:
    """Configure DDS for the work at hand (lock held by caller), at most twice a process.

    ``"small"``: the raw path's agreed-claim checks, nearly every one a new deal of a few
    tricks: DDS resets its transposition table for each new deal, and a small table (DDS
    ``SetResources`` below one large table's memory) resets in half the time (paired
    replay of the corpus's 3,996 claim solves: 0.10 against 0.19 ms a solve up to 7 tricks
    left, equal from 12; 1.77 against 2.04 CPU s in all). ``"large"``: DDS's own choice
    (every core, large tables), which full deals need (small tables made 80 DD tables 23 %
    and 30 full-deal ``solve_board`` calls 18 % slower). Once large, always large: a
    process that solves full deals keeps the large tables for its claims too, so the two
    kinds of work never make DDS re-allocate back and forth (each switch ~1 ms).
    Values never depend on the table size, only the time."""
    have = _engine["tables"]
    if _engine["ready"] and (have == want or have == "large"):
        return
    if want == "small" and have != "large":
        lib.SetResources(SMALL_TABLES_MB, 1)  # returns void in DDS 2.9
    else:
        lib.SetMaxThreads(_engine["threads"])  # returns void in DDS 2.9: ignore the value
        want = "large"
    _engine["tables"] = want
    _engine["ready"] = True


def set_max_threads(threads: int) -> None:
    """Cap the DDS threads of this process (0: DDS decides, i.e. every core).

    Meant for a fresh worker process that shares the machine with other workers
    (DDS upstream #122: configure once, early). Each DDS thread keeps its own
    transposition table (~95-160 MB); the process keeps DDS's large tables from here on.
    """
    if threads < 0:
        raise ValueError("threads must be >= 0")
    with _LOCK:
        raw, _, _ = _modules()
        raw.SetMaxThreads(threads)
        _engine["threads"] = threads
        _engine["tables"] = "large"


def free_memory() -> None:
    """Release DDS's transposition tables; the next call re-initialises the solver."""
    with _LOCK:
        if _engine["modules"] is not None:
            _engine["modules"][0].FreeMemory()
        elif _RAW:  # only the raw path has run: the same library
            _RAW["lib"].FreeMemory()
        else:
            return
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


# -- the solver without endplay's start-up: positions as bit sets ---------------------------

_RAW: dict[str, Any] = {}


def _raw() -> dict[str, Any]:
    """endplay's libdds loaded straight with ctypes (lock held by caller).

    Importing endplay costs ~0.4 s (it pulls in its dealer and plotting modules); a batch
    that needs a few hundred small solves should not pay that. This loads the *same*
    library file endplay ships (one DDS copy per process: DDS upstream #122) and calls
    ``SolveBoard`` with DDS's own ``deal``/``futureTricks`` layouts (dll.h)."""
    if not _RAW:
        import ctypes
        import importlib.util
        import os

        spec = importlib.util.find_spec("endplay")
        if spec is None or not spec.submodule_search_locations:
            raise DDSError("endplay is not installed")
        lib = ctypes.CDLL(os.path.join(list(spec.submodule_search_locations)[0], "_dds", "libdds.so"))

        class Deal(ctypes.Structure):
            _fields_ = [("trump", ctypes.c_int), ("first", ctypes.c_int),
                        ("currentTrickSuit", ctypes.c_int * 3), ("currentTrickRank", ctypes.c_int * 3),
                        ("remainCards", (ctypes.c_uint * 4) * 4)]

        class Future(ctypes.Structure):
            _fields_ = [("nodes", ctypes.c_int), ("cards", ctypes.c_int),
                        ("suit", ctypes.c_int * 13), ("rank", ctypes.c_int * 13),
                        ("equals", ctypes.c_int * 13), ("score", ctypes.c_int * 13)]

        lib.SolveBoard.argtypes = [Deal, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                   ctypes.POINTER(Future), ctypes.c_int]
        lib.SolveBoard.restype = ctypes.c_int
        lib.SetMaxThreads.argtypes = [ctypes.c_int]
        lib.SetMaxThreads.restype = None
        lib.SetResources.argtypes = [ctypes.c_int, ctypes.c_int]
        lib.SetResources.restype = None
        _RAW.update(lib=lib, Deal=Deal, Future=Future, byref=ctypes.byref)
    _tables(_RAW["lib"], "small")
    return _RAW


def dd_reaches(hands: Sequence[int], trump: int, leader: int, trick: Sequence[int], target: int) -> bool:
    """Whether the side of the player to move takes at least ``target`` of the remaining
    tricks double dummy (DDS's target mode: cheaper than the exact value). Same
    encoding as :func:`dd_bits`."""
    if target <= 0:
        return True
    return _solve_bits(hands, trump, leader, trick, target) >= target


def dd_bits(hands: Sequence[int], trump: int, leader: int, trick: Sequence[int]) -> int:
    """Double-dummy tricks, of the remaining ones, for the side of the player to move.

    ``hands`` are the four hands as card bit sets (:mod:`hakem.analysis.cardset`: bit
    ``suit * 13 + rank - 2``, clubs lowest), ``trump`` a suit number or -1, ``leader``
    the seat that led the trick in progress (0-3), ``trick`` its cards as bit indices.
    The caller checks the position (a rejected one makes DDS write ``dump.txt``).
    """
    return _solve_bits(hands, trump, leader, trick, -1)


def _solve_bits(hands: Sequence[int], trump: int, leader: int, trick: Sequence[int], target: int) -> int:
    """DDS ``SolveBoard`` for one card: the best score, or -1 when ``target`` (if given)
    cannot be reached."""
    with _LOCK:
        raw = _raw()
        dl = raw["Deal"]()
        dl.trump = 4 if trump < 0 else 3 - trump
        dl.first = leader
        for k, c in enumerate(trick):
            dl.currentTrickSuit[k] = 3 - c // 13
            dl.currentTrickRank[k] = c % 13 + 2
        for seat in range(4):
            h = hands[seat]
            row = dl.remainCards[seat]
            for suit in range(4):
                row[3 - suit] = ((h >> (13 * suit)) & 0x1FFF) << 2
        fut = raw["Future"]()
        code = raw["lib"].SolveBoard(dl, target, 1, 1, raw["byref"](fut), 0)
    if code != 1:
        raise DDSError(f"DDS SolveBoard failed with code {code}")
    return int(fut.score[0]) if fut.cards > 0 else -1


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
                # resTable is [DDS denom S,H,D,C,NT][N,E,S,W]; DDTable.__getitem__ would
                # silently swap axes given plain ints, so read the struct ourselves.
                res = tables[k]._data.resTable
                cells = tuple(tuple(res[_DDS_DENOM[s]][seat] if s in strains else -1
                                    for seat in range(4)) for s in Strain)
                out.append(_validated(DDTable(cells), strains))  # type: ignore[arg-type]
    return out


#: DDS table denomination index (S, H, D, C, NT = 0..4) of each of our strains.
_DDS_DENOM = {Strain.S: 0, Strain.H: 1, Strain.D: 2, Strain.C: 3, Strain.NT: 4}


def _validated(table: DDTable, strains: Sequence[Strain]) -> DDTable:
    """Tricks must be 0-13 (DDS signals some failures with negative values)."""
    for s in strains:
        for seat in Seat:
            n = table.cells[s][seat]
            if not 0 <= n <= 13:
                raise DDSError(f"DDS returned {n} tricks for {s} by {seat.letter}")
    return table


# -- par -------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ParContract:
    """One par contract: the contract (doubled when a sacrifice) and the tricks over
    (+) or under (-) it that double-dummy play gives."""

    contract: Contract
    result: int

    def __str__(self) -> str:
        c = self.contract
        res = "=" if self.result == 0 else f"{self.result:+d}"
        who = c.declarer.letter if c.declarer is not None else "?"
        return f"{c} {who}{res}"


@dataclass(frozen=True, slots=True)
class Par:
    """The double-dummy par of a deal for a dealer and vulnerability (a reference, not a
    likely result). ``score_ns`` is North-South's view; ``contracts`` lists every par
    contract with its declarer (DDS's "either of a side" is expanded to both seats)."""

    score_ns: int
    contracts: tuple[ParContract, ...]

    def __str__(self) -> str:
        return f"NS {self.score_ns}"


#: DDS vulnerability codes: 0 none, 1 both, 2 NS, 3 EW.
_DDS_VUL = {Vulnerability.NONE: 0, Vulnerability.BOTH: 1, Vulnerability.NS: 2, Vulnerability.EW: 3}
#: DDS contractType.denom: 0 NT, 1 S, 2 H, 3 D, 4 C.
_PAR_STRAIN = {0: Strain.NT, 1: Strain.S, 2: Strain.H, 3: Strain.D, 4: Strain.C}
#: contractType.seats: 0-3 a seat, 4 "N or S", 5 "E or W".
_PAR_SEATS = {0: (Seat.N,), 1: (Seat.E,), 2: (Seat.S,), 3: (Seat.W,), 4: (Seat.N, Seat.S),
              5: (Seat.E, Seat.W)}


def par(table: DDTable, vulnerability: Vulnerability, dealer: Seat) -> Par:
    """Par score and contracts from a full DD table (DDS ``DealerParBin``, microseconds).

    The result struct is read directly: endplay's ``ParList`` iteration mutates it.

    >>> t = DDTable(((0,) * 4, (0,) * 4, (0,) * 4, (0,) * 4, (13, 0, 13, 0)))
    >>> p = par(t, Vulnerability.NONE, Seat.N)
    >>> p.score_ns, str(p.contracts[0])
    (1520, '7NT N=')
    """
    if any(n < 0 for row in table.cells for n in row):
        raise DDSError("par needs a table with all five strains")
    with _LOCK:
        raw, _, _ = _modules()
        data = raw.ddTableResults()
        for strain in Strain:
            for seat in Seat:
                data.resTable[_DDS_DENOM[strain]][seat] = table.cells[strain][seat]
        result = raw.parResultsMaster()
        try:
            raw.DealerParBin(data, result, int(dealer), _DDS_VUL[vulnerability])
        except raw.DDSError as exc:  # pragma: no cover - a valid table always has a par
            raise DDSError(str(exc)) from exc
        contracts: list[ParContract] = []
        for i in range(result.number):
            c = result.contracts[i]
            if c.level == 0:
                continue  # passed out: the score is 0 and there is no contract
            risk = Risk.DOUBLED if c.underTricks else Risk.UNDOUBLED
            diff = -c.underTricks if c.underTricks else c.overTricks
            for seat in _PAR_SEATS[c.seats]:
                contracts.append(ParContract(
                    Contract(c.level, _PAR_STRAIN[c.denom], risk, seat), diff))
        return Par(int(result.score), tuple(contracts))


__all__ = ["DDSError", "DDTable", "Par", "ParContract", "analyse_line", "dd_bits", "dd_reaches", "dd_tables", "dd_value",
           "free_memory", "par", "set_max_threads", "solve", "to_endplay", "MAX_BOARDS",
           "MAX_TABLE_CELLS"]
