"""Writing and reading the report tables: CSV, Parquet, XLSX and JSON lines.

Every writer has a reader that gives the same rows back with the same dtypes
(:func:`read_table` re-applies the schema of :mod:`hakem.reports.frames`, since
CSV, XLSX and JSON lines do not keep pandas dtypes). Missing values are written as
empty cells (CSV, XLSX) or ``null`` (JSON lines). Every file goes through
:mod:`hakem.parsers.safe_output`: written to a temporary name and renamed, so an
interrupted run never leaves half a file under the real name, and never through a
symbolic link planted where the file goes.

Player names, event names and commentary are untrusted. In XLSX every text cell is
written as text, never as a formula (a comment starting with ``=`` stays a string).
CSV has no cell types, so a spreadsheet would run a text cell starting with ``=``,
``+``, ``-``, ``@``, a tab or a carriage return as a formula (CSV injection): such a
text cell gets a leading ``'`` (OWASP's advice), which spreadsheets show as text.
Only text columns are touched: a score of -100 stays the number -100. A text cell
that already starts with ``'`` before one of those characters gets one more, so
:func:`read_table` can take exactly one off and give every cell back unchanged.

>>> import tempfile, pathlib
>>> from hakem.reports.frames import rulings_frame
>>> df = rulings_frame(["samples/seed-003-law67-defective-trick.pbn"])
>>> path = pathlib.Path(tempfile.mkdtemp()) / "rulings.csv"
>>> write_table(df, path)
>>> read_table(path).equals(df)
True
"""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path
from typing import Any, BinaryIO

import pandas as pd

from hakem.parsers.safe_output import write_file

from .frames import SCHEMAS, apply_schema

FORMATS = ("csv", "parquet", "xlsx", "jsonl")
_SUFFIXES = {".csv": "csv", ".parquet": "parquet", ".pq": "parquet", ".xlsx": "xlsx",
             ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "jsonl"}
# Characters XML 1.0 (and so XLSX) cannot hold.
_XML_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
# A CSV text cell a spreadsheet would take for a formula (after any quotes we added).
_FORMULA = r"^'*[=+\-@\t\r]"
_NEUTRALISED = r"^'+[=+\-@\t\r]"


def format_of(path: str | os.PathLike[str], fmt: str | None = None) -> str:
    """The format named, or the one the file name's suffix implies."""
    if fmt:
        if fmt not in FORMATS:
            raise ValueError(f"unknown table format {fmt!r} (one of {', '.join(FORMATS)})")
        return fmt
    found = _SUFFIXES.get(Path(path).suffix.lower())
    if found is None:
        raise ValueError(f"cannot tell the format of {str(path)!r}: use a .csv, .parquet, "
                         ".xlsx or .jsonl name, or --format")
    return found


def write_table(df: pd.DataFrame, path: str | os.PathLike[str], fmt: str | None = None) -> None:
    """Write ``df`` to ``path`` as CSV, Parquet, XLSX or JSON lines (atomically, see
    :mod:`hakem.parsers.safe_output`)."""
    fmt = format_of(path, fmt)
    write_file(path, lambda handle: _WRITERS[fmt](df, handle))


def neutralise_formulas(df: pd.DataFrame) -> pd.DataFrame:
    """``df`` with every text cell a spreadsheet would run as a formula made text.

    >>> df = pd.DataFrame({"event": ["=HYPERLINK(1)", "-x", "'@y", "Pairs"], "score": [-100, 5, 0, 1]})
    >>> neutralise_formulas(df).to_dict("list")
    {'event': ["'=HYPERLINK(1)", "'-x", "''@y", 'Pairs'], 'score': [-100, 5, 0, 1]}
    """
    out = df.copy()
    for column in out.columns:
        values = out[column]
        if pd.api.types.is_numeric_dtype(values) or pd.api.types.is_bool_dtype(values):
            continue
        text = values.astype(object)
        out[column] = text.map(lambda v: "'" + v if isinstance(v, str) and re.match(_FORMULA, v)
                               else v)
    return out


def restore_formulas(raw: pd.DataFrame) -> pd.DataFrame:
    """Undo :func:`neutralise_formulas` on text read back from a CSV (cells as strings)."""
    return raw.apply(lambda column: column.str.replace(_NEUTRALISED, lambda m: m.group(0)[1:],
                                                       regex=True)
                     if pd.api.types.is_string_dtype(column) else column)


def csv_text(df: pd.DataFrame) -> str:
    """``df`` as CSV text for a terminal or a pipe, formula cells neutralised."""
    return neutralise_formulas(df).to_csv(index=False, na_rep="", lineterminator="\n")


def _write_csv(df: pd.DataFrame, handle: BinaryIO) -> None:
    handle.write(csv_text(df).encode("utf-8"))


def _write_parquet(df: pd.DataFrame, handle: BinaryIO) -> None:
    df.to_parquet(handle, index=False, engine="pyarrow")


def _write_jsonl(df: pd.DataFrame, handle: BinaryIO) -> None:
    text = io.TextIOWrapper(handle, encoding="utf-8", newline="\n")
    for record in _records(df):
        text.write(json.dumps(record, ensure_ascii=False) + "\n")
    text.flush()
    text.detach()


def _write_xlsx(df: pd.DataFrame, handle: BinaryIO) -> None:
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    book = Workbook(write_only=True)
    sheet = book.create_sheet("hakem")
    sheet.append(list(df.columns))
    for record in _records(df):
        row = []
        for value in record.values():
            if isinstance(value, str):
                cell = WriteOnlyCell(sheet, value=_XML_ILLEGAL.sub("\ufffd", value))
                cell.data_type = "s"  # text, even when it starts with '=' (no formulas)
                row.append(cell)
            else:
                row.append(value)
        sheet.append(row)
    book.save(handle)


def _records(df: pd.DataFrame) -> list[dict[str, Any]]:
    """Rows as plain Python values (None for missing), whatever the column dtypes."""
    plain = df.astype(object).where(df.notna(), None)
    out = plain.to_dict("records")
    for record in out:
        for key, value in record.items():
            if hasattr(value, "item"):  # numpy scalars
                record[key] = value.item()
    return out


_WRITERS = {"csv": _write_csv, "parquet": _write_parquet, "xlsx": _write_xlsx, "jsonl": _write_jsonl}


def read_table(path: str | os.PathLike[str], table: str = "rulings", fmt: str | None = None) -> pd.DataFrame:
    """Read a table written by :func:`write_table` back with the schema of ``table``
    (``boards``, ``irregularities`` or ``rulings``)."""
    fmt = format_of(path, fmt)
    if fmt == "csv":
        raw = restore_formulas(pd.read_csv(path, dtype=str, keep_default_na=False))
    elif fmt == "parquet":
        raw = pd.read_parquet(path, engine="pyarrow")
    elif fmt == "xlsx":
        raw = pd.read_excel(path, dtype=object, engine="openpyxl", keep_default_na=False)
    else:
        with open(path, encoding="utf-8") as handle:
            raw = pd.DataFrame.from_records([json.loads(line) for line in handle if line.strip()])
    return apply_schema(raw, SCHEMAS[table])


__all__ = ["FORMATS", "csv_text", "format_of", "neutralise_formulas", "read_table",
           "restore_formulas", "write_table"]
