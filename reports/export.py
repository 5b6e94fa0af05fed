"""Writing and reading the report tables: CSV, Parquet, XLSX and JSON lines.

Every writer has a reader that gives the same rows back with the same dtypes
(:func:`read_table` re-applies the schema of :mod:`hakem.reports.frames`, since
CSV, XLSX and JSON lines do not keep pandas dtypes). Missing values are written as
empty cells (CSV, XLSX) or ``null`` (JSON lines). Files are written to a temporary
name and renamed, so an interrupted run never leaves half a file under the real name.

Player names and commentary are untrusted: in XLSX every text cell is written as
text, never as a formula (a comment starting with ``=`` stays a string).

>>> import tempfile, pathlib
>>> from hakem.reports.frames import rulings_frame
>>> df = rulings_frame(["samples/seed-003-law67-defective-trick.pbn"])
>>> path = pathlib.Path(tempfile.mkdtemp()) / "rulings.csv"
>>> write_table(df, path)
>>> read_table(path).equals(df)
True
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Callable

import pandas as pd

from .frames import SCHEMAS, apply_schema

FORMATS = ("csv", "parquet", "xlsx", "jsonl")
_SUFFIXES = {".csv": "csv", ".parquet": "parquet", ".pq": "parquet", ".xlsx": "xlsx",
             ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "jsonl"}
# Characters XML 1.0 (and so XLSX) cannot hold.
_XML_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


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
    """Write ``df`` to ``path`` as CSV, Parquet, XLSX or JSON lines (atomically)."""
    fmt = format_of(path, fmt)
    atomic_write(path, lambda tmp: _WRITERS[fmt](df, tmp))


def atomic_write(path: str | os.PathLike[str], write: Callable[[Path], None]) -> None:
    """Call ``write`` on a temporary file beside ``path``, then rename it into place.

    The rename is atomic on POSIX: readers see the old file or the new one, never half
    of one, and an interrupted run leaves only a ``.tmp`` file behind.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        write(tmp)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; give the file normal permissions
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _write_csv(df: pd.DataFrame, path: Path) -> None:
    df.to_csv(path, index=False, na_rep="", lineterminator="\n")


def _write_parquet(df: pd.DataFrame, path: Path) -> None:
    df.to_parquet(path, index=False, engine="pyarrow")


def _write_jsonl(df: pd.DataFrame, path: Path) -> None:
    with open(path, "w", encoding="utf-8") as handle:
        for record in _records(df):
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")


def _write_xlsx(df: pd.DataFrame, path: Path) -> None:
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
    book.save(path)


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
        raw = pd.read_csv(path, dtype=str, keep_default_na=False)
    elif fmt == "parquet":
        raw = pd.read_parquet(path, engine="pyarrow")
    elif fmt == "xlsx":
        raw = pd.read_excel(path, dtype=object, engine="openpyxl", keep_default_na=False)
    else:
        with open(path, encoding="utf-8") as handle:
            raw = pd.DataFrame.from_records([json.loads(line) for line in handle if line.strip()])
    return apply_schema(raw, SCHEMAS[table])


__all__ = ["FORMATS", "atomic_write", "format_of", "read_table", "write_table"]
