"""A federation's archive: boards and rulings as Parquet datasets, queried with DuckDB.

Layout (hive partitioning, one tournament per partition)::

    DIR/boards/season=2024/event=tuesday-pairs-<16 hex>/part-<16 hex>.parquet
    DIR/rulings/season=2024/event=tuesday-pairs-<16 hex>/part-<16 hex>.parquet
    DIR/manifests/season=2024/event=tuesday-pairs-<16 hex>.json

**Partition keys never collide.** A tournament is its ``[Event]``, ``[Date]`` and
club (``[Club]`` or ``[Site]``): the weekly "Tuesday Pairs" of two dates are two
partitions. A board without an Event or a Date belongs to its source file, known by
the sha1 of the file's bytes: two such files are two partitions, and adding the same
file again finds its own. The directory keeps a readable part (the season from the
date, or ``unknown``; a slug of the event name, or of the file name) and a 64-bit
hash of that identity; the full name is the ``event_name`` column, and the manifest
records the identity, so a hash collision is an error, never a silent replacement.

**One atomic step per partition.** Adding a partition writes its boards file and its
rulings file under new names (named by a hash of their bytes), then the partition's
manifest, renamed into place in one step: the manifest is what makes a partition
visible, and it names both files. Only then are the files of the replaced version
removed. A run killed at any point leaves the old partition or the new one, whole:
never boards without rulings. The next ``add`` removes what a killed run left behind
(files no manifest names, temporary files); one ``add`` at a time writes to an archive
(a lock file says so). Archives written before manifests existed (``part-0.parquet``)
are still read.

Re-adding a tournament replaces its partition: add all the files of a tournament
together (hakem warns when a re-add drops files the partition had).

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

import contextlib
import hashlib
import io
import json
import os
import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

import pandas as pd

from hakem import __version__
from hakem.model.diagnostics import HakemError
from hakem.model.settings import Settings
from hakem.parsers.safe_output import make_folder, remove_file, write_file, write_text

from .executors import run_files
from .frames import BOARD_SCHEMA, RULING_SCHEMA, apply_schema, frames_from_records
from .records import FileRecords, Options

TABLES = ("boards", "rulings")
MANIFESTS = "manifests"
#: The single file of a partition written before manifests existed.
LEGACY_PART = "part-0.parquet"
LOCK = ".hakem-archive.lock"
_PLAYERS = ("north", "east", "south", "west")
_SLUG = re.compile(r"[^a-z0-9]+")
_PART = re.compile(r"part-[0-9a-f]{16}\.parquet")
#: Letters NFKD does not take apart.
_ASCII = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D",
                        "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE"})


class ArchiveError(HakemError):
    """The archive directory or a query is wrong."""


def slug(text: str) -> str:
    """A directory-safe, readable form of a name (ASCII letters, digits and dashes).

    >>> slug("Çarşamba Çifti / İzmir"), slug("תחרות")
    ('carsamba-cifti-izmir', 'event')
    """
    plain = unicodedata.normalize("NFKD", text.translate(_ASCII))
    plain = plain.encode("ascii", "ignore").decode("ascii")
    return _SLUG.sub("-", plain.lower()).strip("-")[:60].strip("-") or "event"


def identity(event: str | None, date: str | None, club: str | None, source_file: str,
             source_sha1: str | None) -> list[str]:
    """What makes a tournament: Event, Date and club when Event and Date are known,
    else the source file's content."""
    if event and date:
        return ["event", event, date, club or ""]
    return ["file", source_sha1 or f"unhashed:{source_file}"]


def partition_of(season: str, event: str | None, source_file: str, ident: list[str]) -> str:
    """``season=.../event=<slug>-<hash>`` for a tournament's identity.

    >>> partition_of("2024", "Tuesday Pairs", "a.pbn", identity("Tuesday Pairs", "2024.10.08", None, "a.pbn", None))
    'season=2024/event=tuesday-pairs-e3c733473eb4aec7'
    """
    readable = slug(event) if event else slug(Path(source_file).stem)
    digest = hashlib.sha1(json.dumps(ident, ensure_ascii=False).encode("utf-8")).hexdigest()[:16]
    return f"season={slug(season) if season != 'unknown' else season}/event={readable}-{digest}"


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
    cleaned: int = 0
    """Files a killed earlier run left behind, removed."""


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
    """Read ``paths``, rule, and write one partition per tournament under ``root``.

    ``run`` goes to :func:`hakem.reports.executors.run_files` (jobs, scheduler, shard, progress).
    """
    records = run_files(paths, Options(season_start=season_start, settings=settings), **run)
    return add_records(records, root, keep_names=keep_names)


def add_records(records: Sequence[FileRecords], root: str | os.PathLike[str], *,
                keep_names: bool = False) -> AddResult:
    """Write rows already computed (see :func:`add`) into the archive at ``root``."""
    root = Path(root)
    hashes = {r.path: r.source_sha1 for r in records}
    tables = frames_from_records(records)
    result = AddResult(files=tables.files, input_errors=tables.input_errors, problems=tables.problems)
    boards_by = _by_partition(tables.boards, hashes)
    rulings_by = _by_partition(tables.rulings, hashes)
    make_folder(root)
    with _locked(root):
        result.cleaned = _sweep(root)
        for partition in sorted(boards_by):
            ident, rows = boards_by[partition]
            mine = tables.boards.iloc[rows]
            theirs = tables.rulings.iloc[rulings_by.get(partition, (ident, []))[1]]
            _write_partition(root, partition, ident, _archive_frame(mine, keep_names),
                             _archive_frame(theirs, keep_names), result)
            result.partitions.append(partition)
            result.boards += len(mine)
            result.rulings += len(theirs)
    return result


def _by_partition(df: pd.DataFrame, hashes: dict[str, str | None]) -> dict[str, tuple[list[str], list[int]]]:
    """Row positions of each partition, with the partition's identity."""
    out: dict[str, tuple[list[str], list[int]]] = {}
    columns = [df[c].astype(object).where(df[c].notna(), None).tolist()
               for c in ("season", "event", "date", "club", "source_file")]
    for i, (season, event, date, club, source) in enumerate(zip(*columns)):
        ident = identity(event, date, club, str(source), hashes.get(source))
        key = partition_of(str(season or "unknown"), event, str(source), ident)
        out.setdefault(key, (ident, []))[1].append(i)
    return out


def _parquet_bytes(frame: pd.DataFrame) -> bytes:
    buffer = io.BytesIO()
    frame.to_parquet(buffer, index=False, engine="pyarrow")
    return buffer.getvalue()


def _write_partition(root: Path, partition: str, ident: list[str], boards: pd.DataFrame,
                     rulings: pd.DataFrame, result: AddResult) -> None:
    manifest_path = _manifest_path(root, partition)
    old = _read_manifest(manifest_path)
    if old is not None and old.get("identity") != ident:
        raise ArchiveError(f"{manifest_path}: partition {partition} already holds another "
                           f"tournament ({old.get('identity')}, not {ident}); nothing was replaced")
    old_files = _old_files(root, partition, old)
    if old_files:
        result.replaced.append(partition)
        gone = sorted(_old_sources(root, partition, old) - set(boards["source_file"].dropna()))
        if gone:
            result.warnings.append(f"{partition}: replaced; its boards from {', '.join(gone)} "
                                   "are no longer in the archive (add every file of a "
                                   "tournament together)")
    names = {}
    for table, frame in (("boards", boards), ("rulings", rulings)):
        data = _parquet_bytes(frame)
        names[table] = f"part-{hashlib.sha1(data).hexdigest()[:16]}.parquet"
        target = root / table / partition / names[table]
        if not target.is_file():  # named by its bytes: one already there is this one
            write_file(target, lambda handle, data=data: handle.write(data), inside=root)
    manifest = {"format": 1, "partition": partition, "identity": ident,
                "boards": names["boards"], "rulings": names["rulings"],
                "board_rows": len(boards), "ruling_rows": len(rulings),
                "sources": sorted(set(boards["source_file"].dropna())),
                "tool_version": __version__}
    # The one step that swaps the partition: before it the old version is visible, after
    # it the new one, each with its boards and its rulings.
    write_text(manifest_path, json.dumps(manifest, ensure_ascii=False, indent=1) + "\n", inside=root)
    for table, name in old_files:
        if name != names[table]:
            remove_file(root / table / partition / name, inside=root)


def _manifest_path(root: Path, partition: str) -> Path:
    season, event = partition.split("/")
    return root / MANIFESTS / season / f"{event}.json"


def _read_manifest(path: Path) -> dict[str, Any] | None:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ArchiveError(f"{path}: cannot read this partition's manifest: {exc.strerror or exc}") from None
    try:
        manifest = json.loads(text)
    except ValueError as exc:
        raise ArchiveError(f"{path}: not a manifest hakem wrote ({exc})") from None
    if not isinstance(manifest, dict) or not all(isinstance(manifest.get(t), str) and
                                                 _PART.fullmatch(manifest[t]) for t in TABLES):
        raise ArchiveError(f"{path}: not a manifest hakem wrote")
    return manifest


def _old_files(root: Path, partition: str, manifest: dict[str, Any] | None) -> list[tuple[str, str]]:
    """(table, file name) of the partition's visible version, if any."""
    if manifest is not None:
        return [(t, manifest[t]) for t in TABLES]
    return [(t, LEGACY_PART) for t in TABLES if (root / t / partition / LEGACY_PART).is_file()]


def _old_sources(root: Path, partition: str, manifest: dict[str, Any] | None) -> set[str]:
    if manifest is not None:
        return set(manifest.get("sources", []))
    legacy = root / "boards" / partition / LEGACY_PART
    if not legacy.is_file():
        return set()
    return set(pd.read_parquet(legacy, columns=["source_file"])["source_file"].dropna())


def _partition_dirs(root: Path, table: str) -> Iterator[str]:
    """``season=.../event=...`` of every real folder under ``root/table`` (no link followed)."""
    for season in _folders(root / table, "season="):
        for event in _folders(root / table / season, "event="):
            yield f"{season}/{event}"


def _folders(path: Path, prefix: str) -> list[str]:
    try:
        with os.scandir(path) as entries:
            return sorted(e.name for e in entries
                          if e.name.startswith(prefix) and e.is_dir(follow_symlinks=False))
    except (FileNotFoundError, NotADirectoryError):
        return []


def _manifests(root: Path) -> Iterator[tuple[str, Path]]:
    for season in _folders(root / MANIFESTS, "season="):
        with os.scandir(root / MANIFESTS / season) as entries:
            for entry in sorted(entries, key=lambda e: e.name):
                if entry.name.startswith("event=") and entry.name.endswith(".json") \
                        and entry.is_file(follow_symlinks=False):
                    yield f"{season}/{entry.name[:-5]}", Path(entry.path)


def visible_files(root: str | os.PathLike[str]) -> dict[str, list[Path]]:
    """The Parquet files of every visible partition, by table: those the manifests
    name, and the ``part-0.parquet`` files of partitions written before manifests."""
    root = Path(root)
    files: dict[str, list[Path]] = {t: [] for t in TABLES}
    listed = set()
    for partition, path in _manifests(root):
        manifest = _read_manifest(path)
        assert manifest is not None
        listed.add(partition)
        for table in TABLES:
            part = root / table / partition / manifest[table]
            if not part.is_file():
                raise ArchiveError(f"{path} names {part}, which is missing (was the archive "
                                   "changed by hand?)")
            files[table].append(part)
    for table in TABLES:
        for partition in _partition_dirs(root, table):
            legacy = root / table / partition / LEGACY_PART
            if partition not in listed and legacy.is_file():
                files[table].append(legacy)
    return files


def _sweep(root: Path) -> int:
    """Remove what an interrupted ``add`` left: files no manifest names, temporary files."""
    keep: dict[str, set[str]] = defaultdict(set)
    for partition, path in _manifests(root):
        manifest = _read_manifest(path)
        assert manifest is not None
        for table in TABLES:
            keep[f"{table}/{partition}"].add(manifest[table])
    removed = 0
    for table in TABLES:
        for partition in _partition_dirs(root, table):
            folder = root / table / partition
            kept = keep.get(f"{table}/{partition}", {LEGACY_PART})
            with os.scandir(folder) as entries:
                names = [e.name for e in entries]
            for name in names:
                stale = (_PART.fullmatch(name) and name not in kept) or _temporary(name)
                if stale and remove_file(folder / name, inside=root):
                    removed += 1
    for season in _folders(root / MANIFESTS, "season="):
        with os.scandir(root / MANIFESTS / season) as entries:
            names = [e.name for e in entries]
        for name in names:
            if _temporary(name) and remove_file(root / MANIFESTS / season / name, inside=root):
                removed += 1
    return removed


def _temporary(name: str) -> bool:
    return name.startswith(".") and name.endswith(".tmp")


@contextlib.contextmanager
def _locked(root: Path) -> Iterator[None]:
    """One writer at a time (POSIX ``flock``; elsewhere, no lock)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        yield
        return
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(root / LOCK, flags, 0o666)
    except OSError as exc:
        raise ArchiveError(f"{root}: cannot write to this archive: {exc.strerror or exc}") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise ArchiveError(f"{root}: another 'hakem archive add' is writing to this archive; "
                               "run this one when it has finished") from None
        yield
    finally:
        os.close(fd)


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
    for name, parts in visible_files(root).items():
        if parts:
            found = True
            listing = "[" + ", ".join(_literal(p) for p in parts) + "]"
            con.execute(f"CREATE VIEW {name} AS SELECT * FROM read_parquet({listing}, "
                        "hive_partitioning=true, hive_types_autocast=false, union_by_name=true)")
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


__all__ = ["AddResult", "ArchiveError", "add", "add_records", "connect", "identity", "load", "partition_of",
           "pseudonym", "query", "slug", "visible_files"]
