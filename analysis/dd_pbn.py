"""Double-dummy results in the PBN tags other programs read and write.

* ``[DoubleDummyTricks "66477665877785677856"]``: 20 hex digits (``a``-``d`` for
  10-13), declarers **N, S, E, W**, and for each the strains **NT, S, H, D, C**.
  The order was checked against a Bridge Composer 5.57 file in the corpus that
  carries both this tag and an ``OptimumResultTable`` for the same deal
  (``zdenecek/pbn_files__bridgecomposer.pbn``, board 16: N makes NT 6, S 6, H 4,
  D 7, C 7 = ``66477``), and against DDS for that deal (tests/test_dd_batch.py).
* ``[OptimumScore "NS 620"]``: the par score from North-South's view (hakem writes
  ``NS 620`` / ``NS -100``; other producers write ``NS +620``; both are read).
* ``[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]`` with one row per
  declarer and strain in the same order as the tricks tag.

These are *double dummy* figures (perfect play by all four players), a reference
for the director, never a ruling.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hakem.model.board import Board, Table, Tag
from hakem.model.cards import Strain
from hakem.model.seat import Seat

from .dds import DDTable, Par

#: Declarer and strain order of DoubleDummyTricks and OptimumResultTable.
SEAT_ORDER = (Seat.N, Seat.S, Seat.E, Seat.W)
STRAIN_ORDER = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
RESULT_TABLE_COLUMNS = ("Declarer", "Denomination\\2R", "Result\\2R")
DD_TAGS = ("DoubleDummyTricks", "OptimumScore")
_STRAIN_TEXT = {Strain.NT: "NT", Strain.S: "S", Strain.H: "H", Strain.D: "D", Strain.C: "C"}


def double_dummy_tricks(table: DDTable) -> str:
    """The ``DoubleDummyTricks`` value: 20 hex digits, N S E W by NT S H D C.

    >>> t = DDTable(((6, 7, 6, 7), (8, 3, 8, 3), (10, 2, 10, 2), (4, 9, 4, 9), (9, 3, 9, 3)))
    >>> double_dummy_tricks(t)
    '94a8694a863923739237'
    """
    if any(table.cells[s][seat] < 0 for s in Strain for seat in Seat):
        raise ValueError("DoubleDummyTricks needs all five strains")
    return "".join(f"{table.cells[s][seat]:x}" for seat in SEAT_ORDER for s in STRAIN_ORDER)


def parse_double_dummy_tricks(text: str) -> DDTable:
    """Read a ``DoubleDummyTricks`` value (upper or lower case hex)."""
    text = text.strip()
    if not re.fullmatch(r"[0-9a-dA-D]{20}", text):
        raise ValueError(f"DoubleDummyTricks must be 20 hex digits 0-d, got {text!r}")
    cells = [[0] * 4 for _ in Strain]
    for i, ch in enumerate(text):
        seat, strain = SEAT_ORDER[i // 5], STRAIN_ORDER[i % 5]
        cells[strain][seat] = int(ch, 16)
    return DDTable(tuple(tuple(row) for row in cells))  # type: ignore[arg-type]


def optimum_result_table(table: DDTable) -> Table:
    """The ``OptimumResultTable`` section: declarer, strain, tricks for each of the 20 cells."""
    rows = tuple((seat.letter, _STRAIN_TEXT[s], str(table.cells[s][seat]))
                 for seat in SEAT_ORDER for s in STRAIN_ORDER)
    return Table("OptimumResultTable", RESULT_TABLE_COLUMNS, rows)


def table_from_optimum_results(section: Table) -> DDTable:
    """Read an ``OptimumResultTable`` section back (any row order; columns by name)."""
    names = [n.lower() for n in section.column_names]
    try:
        i_decl, i_strain, i_tricks = (names.index("declarer"), names.index("denomination"),
                                      names.index("result"))
    except ValueError:
        raise ValueError(f"OptimumResultTable columns not understood: {section.columns}") from None
    cells = [[-1] * 4 for _ in Strain]
    for row in section.rows:
        seat = Seat.parse(row[i_decl])
        strain = Strain.parse(row[i_strain])
        cells[strain][seat] = int(row[i_tricks])
    return DDTable(tuple(tuple(r) for r in cells))  # type: ignore[arg-type]


def optimum_score(par: Par) -> str:
    """The ``OptimumScore`` value, North-South's view: ``NS 620``, ``NS -100``."""
    return f"NS {par.score_ns}"


def parse_optimum_score(text: str) -> int:
    """North-South's par score from ``NS 620``, ``NS +620`` or ``EW -300``."""
    m = re.fullmatch(r"\s*(NS|EW)\s*([+-]?\d+)\s*", text, re.IGNORECASE)
    if not m:
        raise ValueError(f"not an OptimumScore: {text!r}")
    value = int(m.group(2))
    return value if m.group(1).upper() == "NS" else -value


def with_dd_tags(board: Board, table: DDTable, par: Par | None = None) -> Board:
    """``board`` with ``DoubleDummyTricks``, ``OptimumScore`` (when ``par`` is given) and
    an ``OptimumResultTable`` section; earlier values of these are replaced.

    >>> t = DDTable(((7,) * 4,) * 5)
    >>> b = with_dd_tags(Board(), t)
    >>> b.tag("DoubleDummyTricks"), b.tables[0].name
    ('77777777777777777777', 'OptimumResultTable')
    """
    tags = [t for t in board.tags if t.name not in DD_TAGS]
    tags.append(Tag("DoubleDummyTricks", double_dummy_tricks(table)))
    if par is not None:
        tags.append(Tag("OptimumScore", optimum_score(par)))
    tables = [t for t in board.tables if t.name != "OptimumResultTable"]
    tables.append(optimum_result_table(table))
    return replace(board, tags=tuple(tags), tables=tuple(tables))


def dd_from_tags(board: Board) -> DDTable | None:
    """The DD table a file already carries (DoubleDummyTricks first, else the section)."""
    text = board.tag("DoubleDummyTricks")
    if text:
        return parse_double_dummy_tricks(text)
    for section in board.tables:
        if section.name == "OptimumResultTable":
            table = table_from_optimum_results(section)
            if all(n >= 0 for row in table.cells for n in row):
                return table
    return None


__all__ = ["double_dummy_tricks", "dd_from_tags", "optimum_result_table", "optimum_score",
           "parse_double_dummy_tricks", "parse_optimum_score", "table_from_optimum_results",
           "with_dd_tags"]
