"""pandas DataFrames of boards, irregularities and rulings, with stable typed columns.

Seats, strains, kinds and other closed vocabularies are ``category`` columns with
fixed categories (so frames from different batches concatenate and compare),
tricks and scores are nullable integers (``Int8``/``Int32``: a board without a
result is ``<NA>``, never ``NaN`` or ``-1``), text is the nullable ``string`` dtype.
Scores are North-South's (Law 77 convention of travellers).

>>> df = rulings_frame(["samples/seed-001-law57-premature-play.pbn"])
>>> str(df["irregularity"].dtype), str(df["tricks_before"].dtype)
('category', 'Int8')
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

import pandas as pd

from hakem.model.board import Board
from hakem.model.irregularity import IrregularityKind, Origin, Phase
from hakem.model.ruling import AdjustmentKind, Compliance
from hakem.model.settings import FindingClass, Settings

from .executors import run_files
from .records import FileRecords, Options, records_of_boards

SEAT = pd.CategoricalDtype(["N", "E", "S", "W"])
SIDE = pd.CategoricalDtype(["NS", "EW"])
STRAIN = pd.CategoricalDtype(["C", "D", "H", "S", "NT"])
VULNERABILITY = pd.CategoricalDtype(["None", "NS", "EW", "All"])
KIND = pd.CategoricalDtype([k.value for k in IrregularityKind])
PHASE = pd.CategoricalDtype([p.value for p in Phase])
ORIGIN = pd.CategoricalDtype([o.value for o in Origin])
FINDING_CLASS = pd.CategoricalDtype([c.value for c in FindingClass])
COMPLIANCE = pd.CategoricalDtype([c.value for c in Compliance])
ADJUSTMENT = pd.CategoricalDtype([a.value for a in AdjustmentKind])
FORMAT = pd.CategoricalDtype(["pbn", "lin", "?"])
TEXT = pd.StringDtype()

#: Columns that say which board a row belongs to (both tables start with them).
CONTEXT: dict[str, Any] = {
    "source_file": TEXT, "source_line": "Int32", "board_index": "Int32",
    "event": TEXT, "club": TEXT, "date": TEXT, "season": TEXT, "session": TEXT,
    "section": TEXT, "table_no": TEXT, "room": TEXT, "board_no": TEXT, "deal_id": TEXT,
}

BOARD_SCHEMA: dict[str, Any] = CONTEXT | {
    "format": FORMAT, "board_number": "Int16", "dealer": SEAT, "vulnerability": VULNERABILITY,
    "declarer": SEAT, "contract": TEXT, "level": "Int8", "strain": STRAIN, "result": "Int8",
    "score_ns": "Int32", "score_ns_table": "Int32",
    "north": TEXT, "east": TEXT, "south": TEXT, "west": TEXT,
    "irregularities": "Int16", "diagnostics": "Int16",
}

IRREGULARITY_SCHEMA: dict[str, Any] = {"ruling_id": TEXT} | CONTEXT | {
    "source_column": "Int32", "irregularity": KIND, "class": FINDING_CLASS, "phase": PHASE,
    "origin": ORIGIN,
    "notation": TEXT, "position": TEXT, "call": TEXT, "card": TEXT, "offender": SEAT,
    "offending_side": SIDE, "turn": SEAT, "accepted": "boolean", "detail": TEXT, "note": TEXT,
}

RULING_SCHEMA: dict[str, Any] = IRREGULARITY_SCHEMA | {
    "laws": TEXT, "law": TEXT, "law_edition": TEXT, "rectification": TEXT, "branches": "Int8",
    "explanation": TEXT, "declarer": SEAT, "contract": TEXT, "strain": STRAIN, "result": "Int8",
    "tricks_before": "Int8", "tricks_after": "Int8", "score_before": "Int32",
    "score_after": "Int32", "score_ns_table": "Int32", "score_ns_adjusted": "Int32",
    "adjustment_kind": ADJUSTMENT, "open_judgements": "Int8", "judgements": TEXT,
    "watch": TEXT, "compliance": COMPLIANCE, "needs_director": "boolean",
    "finding": "boolean",
    "handviewer_url": TEXT, "tool_version": TEXT,
}

SCHEMAS = {"boards": BOARD_SCHEMA, "irregularities": IRREGULARITY_SCHEMA, "rulings": RULING_SCHEMA}


def apply_schema(df: pd.DataFrame, schema: dict[str, Any]) -> pd.DataFrame:
    """Put ``df``'s columns in schema order with the schema's dtypes.

    Used both to build frames and to read exported files back (CSV, XLSX and JSON
    lines lose dtypes): empty text becomes ``<NA>``, as the exporters write it.
    """
    out = pd.DataFrame(index=pd.RangeIndex(len(df)))
    for name, dtype in schema.items():
        column = df[name] if name in df.columns else pd.Series([None] * len(df), dtype=object)
        column = column.reset_index(drop=True)
        if isinstance(dtype, pd.CategoricalDtype):
            column = column.astype(object).map(lambda v: None if _missing(v) else str(v))
        elif dtype == "boolean":
            column = column.map(_boolean)
        elif isinstance(dtype, str) and dtype.startswith("Int"):
            column = pd.to_numeric(column.astype(object).where(column.notna(), None))
        elif dtype is TEXT or dtype == TEXT:
            column = column.astype(object).map(lambda v: None if _missing(v) else str(v))
        out[name] = column.astype(dtype)
    return out


def _missing(value: Any) -> bool:
    return value is None or value is pd.NA or value == "" or (isinstance(value, float) and value != value)


def _boolean(value: Any) -> Any:
    if _missing(value):
        return None
    if isinstance(value, str):
        return {"true": True, "false": False, "1": True, "0": False}[value.strip().lower()]
    return bool(value)


def _frame(rows: list[dict[str, Any]], schema: dict[str, Any]) -> pd.DataFrame:
    return apply_schema(pd.DataFrame.from_records(rows, columns=list(schema)), schema)


@dataclass
class Frames:
    """The three tables of one batch, plus what could not be read."""

    boards: pd.DataFrame
    rulings: pd.DataFrame
    problems: list[str]
    input_errors: int
    files: int

    @property
    def irregularities(self) -> pd.DataFrame:
        return self.rulings[list(IRREGULARITY_SCHEMA)].copy()


def frames_from_records(records: Sequence[FileRecords]) -> Frames:
    boards = [row for r in records for row in r.boards]
    rulings = [row for r in records for row in r.rulings]
    return Frames(_frame(boards, BOARD_SCHEMA), _frame(rulings, RULING_SCHEMA),
                  [p for r in records for p in r.problems], sum(r.input_errors for r in records),
                  len(records))


def collect(paths_or_boards: Iterable[str | os.PathLike[str] | Board], options: Options = Options(),
            **run: Any) -> list[FileRecords]:
    """Rows for files (directories are searched, files in input order), then for Board objects.

    ``run`` goes to :func:`hakem.reports.executors.run_files` (``jobs``,
    ``scheduler``, ``shard``, ``progress``) for the files.
    """
    items = list(paths_or_boards)
    boards = [b for b in items if isinstance(b, Board)]
    paths = [p for p in items if not isinstance(p, Board)]
    out = run_files(paths, options, **run) if paths else []
    if boards:
        out.append(records_of_boards(boards, "<boards>", options))
    return out


def frames(paths_or_boards: Iterable[str | os.PathLike[str] | Board], **kwargs: Any) -> Frames:
    """All three tables at once (reads and rules each board once).

    Keywords: ``season_start`` (month), ``rulings=False`` (irregularities only, no
    laws engine), ``settings`` (:class:`~hakem.model.settings.Settings`), and ``jobs``/``scheduler``/``executor``/``shard``/``progress`` for
    :func:`hakem.reports.executors.run_files`.

    >>> f = frames(["samples/clean-pairs-session.pbn"])
    >>> len(f.boards) > 0, len(f.rulings)
    (True, 0)
    """
    options = Options(season_start=kwargs.pop("season_start", 1), rulings=kwargs.pop("rulings", True),
                      settings=kwargs.pop("settings", Settings()))
    return frames_from_records(collect(paths_or_boards, options, **kwargs))


def boards_frame(boards: Iterable[str | os.PathLike[str] | Board], **kwargs: Any) -> pd.DataFrame:
    """One row per board (Board objects, or files and directories to read).

    >>> from hakem.parsers import pbn
    >>> df = boards_frame(pbn.loads('[Board "1"]\\n[Contract "3NT"]\\n[Declarer "S"]\\n[Result "9"]'
    ...                             '\\n[Vulnerable "None"]\\n'))
    >>> int(df.loc[0, "score_ns"])
    400
    """
    return frames(boards, **kwargs).boards


def rulings_frame(paths_or_boards: Iterable[str | os.PathLike[str] | Board], **kwargs: Any) -> pd.DataFrame:
    """One row per ruling (one per irregularity found), for notebooks and exports."""
    return frames(paths_or_boards, **kwargs).rulings


def irregularities_frame(paths_or_boards: Iterable[str | os.PathLike[str] | Board],
                         **kwargs: Any) -> pd.DataFrame:
    """One row per irregularity: the ruling table without the ruling's columns."""
    return frames(paths_or_boards, **kwargs).irregularities


__all__ = ["BOARD_SCHEMA", "Frames", "IRREGULARITY_SCHEMA", "RULING_SCHEMA", "SCHEMAS",
           "apply_schema", "boards_frame", "collect", "frames", "frames_from_records",
           "irregularities_frame", "rulings_frame"]
