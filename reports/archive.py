"""A federation's archive: boards and rulings as Parquet datasets, queried with DuckDB.

Layout (hive partitioning, one tournament per partition)::

    DIR/boards/season=2024/event=tuesday-pairs-1a2b3c4d/part-0.parquet
    DIR/rulings/season=2024/event=tuesday-pairs-1a2b3c4d/part-0.parquet

``event`` in a path is a slug of the event name plus a short hash (so two events
never share a directory); the full name is the ``event_name`` column. The
``season`` and ``event`` columns come from the directory names.

A partition is immutable: adding a tournament again *replaces* its partition.
Each file is written under a temporary name and renamed into place, so an
interrupted ``archive add`` leaves the old file or the new one, never a mix, and
running it again finishes the job. Everything one ``add`` reads for a tournament
goes into its partition: add all the files of a tournament together.

Player names are personal data (GDPR): by default the archive keeps pseudonymous
ids (``north_id``..., a hash of the name) and no names.

>>> import tempfile
>>> root = tempfile.mkdtemp()
>>> added = add(["samples/seed-003-law67-defective-trick.pbn"], root)
>>> n = query(root, "SELECT count(*) AS n FROM rulings WHERE law = '67'").n[0]
>>> bool(n >= 1), int(query(root, "SELECT count(*) FROM rulings").iloc[0, 0]) == added.rulings
(True, True)
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

import pandas as pd

from hakem.model.diagnostics import HakemError
from hakem.model.settings import Settings

from .executors import run_files
from .export import atomic_write
from .frames import BOARD_SCHEMA, RULING_SCHEMA, apply_schema, frames_from_records
from .records import FileRecords, Options

TABLES = ("boards", "rulings")
PART = "part-0.parquet"
_PLAYERS = ("north", "east", "south", "west")
_SLUG = re.compile(r"[^a-z0-9]+")


class ArchiveError(HakemError):
    """The archive directory or a query is wrong."""


def event_slug(event: str | None) -> str:
    """A directory-safe, collision-free name for an event.

    >>> event_slug("Tuesday Pairs / Izmir")
    'tuesday-pairs-izmir-a4420f8a'
    """
    if event is None or not str(event).strip():
        return "unknown"
    text = str(event)
    slug = _SLUG.sub("-", text.lower()).strip("-")[:60].strip("-") or "event"
    return f"{slug}-{hashlib.sha1(text.encode('utf-8')).hexdigest()[:8]}"


def pseudonym(name: Any) -> str | None:
    if name is None or name is pd.NA or (isinstance(name, float) and name != name):
        return None
    return hashlib.sha1(str(name).strip().lower().encode("utf-8")).hexdigest()[:12]


@dataclass
class AddResult:
    partitions: list[str] = field(default_factory=list)
    """``season=.../event=...`` of every partition written."""
    boards: int = 0
    rulings: int = 0
    files: int = 0
    input_errors: int = 0
    problems: list[str] = field(default_factory=list)
    replaced: list[str] = field(default_factory=list)
    """Partitions that existed before (re-added tournaments)."""
    warnings: list[str] = field(default_factory=list)


def _archive_frame(df: pd.DataFrame, keep_names: bool) -> pd.DataFrame:
    out = df.drop(columns=["season"]).rename(columns={"event": "event_name"})
    if "north" in out.columns and not keep_names:
        for seat in _PLAYERS:
            out[f"{seat}_id"] = out[seat].map(pseudonym).astype(pd.StringDtype())
        out = out.drop(columns=list(_PLAYERS))
    return out.reset_index(drop=True)


def add(paths: Iterable[str | os.PathLike[str]], root: str | os.PathLike[str], *,
        season_start: int = 1, keep_names: bool = False, settings: Settings = Settings(),
        **run: Any) -> AddResult:
    """Read ``paths``, rule, and write one partition per (season, event) under ``root``.

    ``run`` goes to :func:`hakem.reports.executors.run_files` (jobs, scheduler, shard, progress).
    """
    records = run_files(paths, Options(season_start=season_start, settings=settings), **run)
    return add_records(records, root, keep_names=keep_names)


def add_records(records: Sequence[FileRecords], root: str | os.PathLike[str], *,
                keep_names: bool = False) -> AddResult:
    """Write rows already computed (see :func:`add`) into the archive at ``root``."""
    root = Path(root)
    tables = frames_from_records(records)
    result = AddResult(files=tables.files, input_errors=tables.input_errors, problems=tables.problems)
    boards, rulings = tables.boards, tables.rulings
    keys = _partition_keys(boards)
    ruling_keys = _partition_keys(rulings)
    for season, slug in sorted(set(keys)):
        partition = f"season={season}/event={slug}"
        mine = boards[[k == (season, slug) for k in keys]]
        theirs = rulings[[k == (season, slug) for k in ruling_keys]]
        old = root / "boards" / partition / PART
        if old.exists():
            result.replaced.append(partition)
            before = set(pd.read_parquet(old, columns=["source_file"])["source_file"].dropna())
            gone = sorted(before - set(mine["source_file"].dropna()))
            if gone:
                result.warnings.append(f"{partition}: replaced; its boards from {', '.join(gone)} "
                                       "are no longer in the archive (add every file of a "
                                       "tournament together)")
        for name, df in (("boards", mine), ("rulings", theirs)):
            target = root / name / partition / PART
            _clean_stale(target.parent)
            frame = _archive_frame(df, keep_names)
            atomic_write(target, lambda tmp, frame=frame: frame.to_parquet(tmp, index=False,
                                                                           engine="pyarrow"))
        result.partitions.append(partition)
        result.boards += len(mine)
        result.rulings += len(theirs)
    return result


def _partition_keys(df: pd.DataFrame) -> list[tuple[str, str]]:
    seasons = df["season"].astype(object).where(df["season"].notna(), "unknown")
    events = df["event"].astype(object).where(df["event"].notna(), None)
    slugs = {e: event_slug(e) for e in set(events)}
    return [(str(s), slugs[e]) for s, e in zip(seasons, events)]


def _clean_stale(directory: Path) -> None:
    """Remove temporary files an interrupted run left behind."""
    if directory.is_dir():
        for leftover in directory.glob(".*.tmp"):
            leftover.unlink(missing_ok=True)


def _duckdb():  # type: ignore[no-untyped-def]
    try:
        import duckdb
    except ImportError:
        raise ArchiveError("queries need DuckDB: pip install duckdb") from None
    return duckdb


def _literal(path: Path) -> str:
    return "'" + str(path).replace("'", "''") + "'"


def connect(root: str | os.PathLike[str]):  # type: ignore[no-untyped-def]
    """A DuckDB connection with views ``boards`` and ``rulings`` over the archive."""
    duckdb = _duckdb()

    root = Path(root)
    if not root.is_dir():
        raise ArchiveError(f"{root}: no such archive directory")
    con = duckdb.connect()
    found = False
    for name in TABLES:
        if any((root / name).glob("season=*/event=*/*.parquet")):
            found = True
            glob = _literal(root / name / "**" / "*.parquet")
            con.execute(f"CREATE VIEW {name} AS SELECT * FROM read_parquet({glob}, "
                        "hive_partitioning=true, hive_types_autocast=false)")
    if not found:
        con.close()
        raise ArchiveError(f"{root}: no boards or rulings in this archive (hakem archive add ... --to {root})")
    return con


def query(root: str | os.PathLike[str], sql: str) -> pd.DataFrame:
    """Run ``sql`` over the archive (tables ``boards`` and ``rulings``)."""
    duckdb = _duckdb()

    con = connect(root)
    try:
        return con.execute(sql).df()
    except duckdb.Error as exc:
        raise ArchiveError(f"query failed: {exc}") from exc
    finally:
        con.close()


def load(root: str | os.PathLike[str], table: str = "rulings") -> pd.DataFrame:
    """A whole table of the archive as a typed DataFrame (the frames schema, with
    ``event`` holding the full event name and ``season`` from the partition)."""
    df = query(root, f"SELECT * FROM {table}")
    df = df.drop(columns=["event"]).rename(columns={"event_name": "event"})
    schema = {"boards": BOARD_SCHEMA, "rulings": RULING_SCHEMA}[table]
    return apply_schema(df, {k: v for k, v in schema.items() if k in df.columns or k not in _PLAYERS})


__all__ = ["AddResult", "ArchiveError", "add", "add_records", "connect", "event_slug", "load", "pseudonym", "query"]
