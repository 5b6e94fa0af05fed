"""An on-disk cache of double-dummy tables, keyed by the canonical deal.

A DD table depends on the 52 cards only (not on dealer, vulnerability or the
table that played it), so one row per unique deal serves every board, event and
rerun that meets the deal again. Par is *not* stored: it depends on dealer and
vulnerability and costs microseconds from a table (:func:`hakem.analysis.dds.par`).

Storage is a Parquet dataset (pandas + pyarrow): a directory of
``part-*.parquet`` files with one row per deal: ``deal_id`` (sha1 of the
canonical ``N:...`` deal string), ``deal`` (that string, so a row can be
checked or recomputed), 20 ``Int8`` trick columns ``dd_<strain>_<declarer>``
(tricks for declarer's side), ``engine`` and ``seconds``.

Every write is a new part file, written through :mod:`hakem.parsers.safe_output`
(a temporary name in the same directory moved into place with :func:`os.replace`,
atomic on one file system; never through a symbolic link planted in the cache): an
interrupted batch leaves complete parts or none, never a half-written one, and
finished chunks survive (a rerun resumes). Several processes may add parts at once
(names are unique). Readers skip anything that is not a ``part-*.parquet`` file and
report a part they cannot read instead of failing.

The default directory is ``~/.cache/hakem/dd``; ``HAKEM_CACHE_DIR`` replaces
``~/.cache/hakem`` (the DD cache is then ``$HAKEM_CACHE_DIR/dd``).
"""

from __future__ import annotations

import os
import time
import uuid
import warnings
from collections.abc import Iterable, Mapping
from pathlib import Path

from hakem.model.cards import Strain
from hakem.model.seat import Seat
from hakem.parsers.safe_output import remove_file, write_file

from .dds import DDTable

#: Trick columns, strain-major (C, D, H, S, NT) then declarer (N, E, S, W).
TRICK_COLUMNS: tuple[str, ...] = tuple(f"dd_{s.name.lower()}_{seat.letter.lower()}"
                                       for s in Strain for seat in Seat)
COLUMNS = ("deal_id", "deal", *TRICK_COLUMNS, "engine", "seconds")
ENGINE = "endplay-0.5.12/dds-2.9.0"
#: Merge the parts into one when a directory holds more than this many.
COMPACT_AFTER = 64


def default_dir() -> Path:
    """``$HAKEM_CACHE_DIR/dd`` or ``~/.cache/hakem/dd``."""
    root = os.environ.get("HAKEM_CACHE_DIR")
    base = Path(root).expanduser() if root else Path.home() / ".cache" / "hakem"
    return base / "dd"


class DDCache:
    """DD tables by ``deal_id``, loaded lazily from ``directory``.

    >>> import tempfile
    >>> cache = DDCache(tempfile.mkdtemp())
    >>> t = DDTable(((7, 6, 7, 6),) * 5)
    >>> cache.put({"ab12": ("N:" + "- - - -", t, 0.1)})
    1
    >>> DDCache(cache.directory).get(["ab12", "cd34"]) == {"ab12": t}
    True
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_dir()
        self._tables: dict[str, DDTable] | None = None
        self.problems: list[str] = []
        """Parts that could not be read (reported, skipped)."""

    # -- reading -----------------------------------------------------------------------------

    def parts(self) -> list[Path]:
        if not self.directory.is_dir():
            return []
        return sorted(self.directory.glob("part-*.parquet"))

    def _load(self) -> dict[str, DDTable]:
        if self._tables is not None:
            return self._tables
        import pandas as pd

        tables: dict[str, DDTable] = {}
        for part in self.parts():
            try:
                frame = pd.read_parquet(part, columns=["deal_id", *TRICK_COLUMNS])
            except Exception as exc:  # a foreign or damaged file: say so, carry on
                self.problems.append(f"{part}: unreadable DD cache part ({exc})")
                warnings.warn(self.problems[-1], stacklevel=2)
                continue
            ids = frame["deal_id"].astype(str).tolist()
            values = frame[list(TRICK_COLUMNS)].to_numpy(dtype="int64").tolist()
            for deal_id, row in zip(ids, values):
                tables[deal_id] = _table_from_row(row)
        self._tables = tables
        return tables

    def get(self, deal_ids: Iterable[str]) -> dict[str, DDTable]:
        """The cached tables among ``deal_ids``."""
        tables = self._load()
        return {d: tables[d] for d in deal_ids if d in tables}

    def __len__(self) -> int:
        return len(self._load())

    def __contains__(self, deal_id: object) -> bool:
        return deal_id in self._load()

    # -- writing -----------------------------------------------------------------------------

    def put(self, rows: Mapping[str, tuple[str, DDTable, float]]) -> int:
        """Add ``{deal_id: (canonical deal, table, seconds)}`` as one new part, atomically.

        Only complete tables belong here (timeouts and errors are not cached, so a
        later run with a longer limit tries again). Returns the number of rows written.
        """
        tables = self._load()
        fresh = {k: v for k, v in rows.items() if k not in tables}
        if not fresh:
            return 0
        self._write_part(fresh)
        for deal_id, (_, table, _) in fresh.items():
            tables[deal_id] = table
        if len(self.parts()) > COMPACT_AFTER:
            self.compact()
        return len(fresh)

    def _write_part(self, rows: Mapping[str, tuple[str, DDTable, float]]) -> Path:
        import pandas as pd

        data: dict[str, object] = {
            "deal_id": pd.array(list(rows), dtype="string"),
            "deal": pd.array([v[0] for v in rows.values()], dtype="string"),
        }
        flat = [[n for row in v[1].cells for n in row] for v in rows.values()]
        for i, name in enumerate(TRICK_COLUMNS):
            data[name] = pd.array([f[i] for f in flat], dtype="Int8")
        data["engine"] = pd.array([ENGINE] * len(rows), dtype="string")
        data["seconds"] = pd.array([float(v[2]) for v in rows.values()], dtype="Float32")
        frame = pd.DataFrame(data)
        name = f"part-{time.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:12]}.parquet"
        return _write_parquet(frame, self.directory, name)

    def compact(self) -> Path | None:
        """Merge every part into one (atomically), then remove the old parts.

        A crash between the two steps leaves duplicate rows, which readers tolerate.
        """
        parts = self.parts()
        if len(parts) < 2:
            return None
        import pandas as pd

        frames = []
        for part in parts:
            try:
                frames.append(pd.read_parquet(part))
            except Exception:
                continue  # left in place; _load reports it
        merged = pd.concat(frames, ignore_index=True).drop_duplicates("deal_id", keep="first")
        name = f"part-{time.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:12]}-merged.parquet"
        target = _write_parquet(merged.reset_index(drop=True), self.directory, name)
        for part in parts:
            try:
                pd.read_parquet(part, columns=["deal_id"])
            except Exception:
                continue  # keep unreadable parts for a human to look at
            remove_file(part, inside=self.directory)
        return target


def _table_from_row(row: list[int]) -> DDTable:
    cells = tuple(tuple(row[4 * s: 4 * s + 4]) for s in range(5))
    return DDTable(cells)  # type: ignore[arg-type]


def _write_parquet(frame: object, directory: Path, name: str) -> Path:
    """Write ``frame`` as ``directory/name``, whole or not at all."""
    return write_file(directory / name, lambda handle: frame.to_parquet(handle, index=False),  # type: ignore[attr-defined]
                      inside=directory)


__all__ = ["COLUMNS", "DDCache", "TRICK_COLUMNS", "default_dir"]
