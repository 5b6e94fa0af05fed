"""Double-dummy tables for a batch of boards: de-duplicated, cached, time-limited.

The unit of work is the *unique deal*, not the table result: a deal played at 13
tables, or in a simultaneous event across many clubs, needs one DD table. Deals are
keyed by :func:`deal_id`, the sha1 of the canonical ``N:...`` deal string, and
looked up in the on-disk :class:`~hakem.analysis.dd_cache.DDCache` first, so a
rerun over the same archive solves nothing twice.

How both cores are used (measured on the 2-vCPU machine, see ``benchmarks/dd.py``):

* **Default: in-process.** Chunks of 40 deals (DDS's limit with five strains) go to
  ``calc_all_tables``, whose own thread pool already keeps every core busy. A
  process pool brings nothing here (the project's scale-out notes measured 136 vs
  143 ms per deal; the benchmark repeats the comparison).
* **``timeout=`` seconds per deal:** DDS cannot be interrupted inside its process, so
  the chunks run in worker processes (fresh interpreters: DDS is configured once in a
  fresh process, upstream #122). A chunk gets a budget of ``timeout`` seconds per deal; when
  it overruns, its worker is killed and replaced and the chunk is re-run one deal at a
  time with ``timeout`` each; a deal that still overruns becomes a ``timeout`` row,
  and the batch carries on. (A deal that is slow inside a chunk that stays within its
  budget is solved, not flagged: the limit bounds the batch, it is not a stopwatch.)
* **``jobs=N`` > 1:** N worker processes, each with DDS capped at cores // N threads
  (the claims batches' layout). Offered for big machines and for comparison.

Results are assembled by deal id, so they do not depend on the chunking or the
number of workers. Finished chunks are written to the cache as they come in
(``flush_every``), so an interrupted batch resumes where it stopped.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from typing import Any

from hakem.model.deal import Deal
from hakem.model.seat import Seat
from hakem.parsers.safe_output import OutputError

from . import dds
from .dd_cache import DDCache
from .dds import DDSError, DDTable

#: Deals per ``calc_all_tables`` call with all five strains (DDS: 200 tables a call).
CHUNK = dds.MAX_TABLE_CELLS // 5
#: Smaller chunks under a time limit, so an overrun re-runs few deals.
TIMEOUT_CHUNK = 10


def deal_key(deal: Deal) -> str:
    """The canonical text of a deal: PBN from North, hands sorted (the model sorts them).

    >>> deal_key(Deal.parse("S:.J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63 "
    ...                     "QJT5432.T.6.QJ82"))[:20]
    'N:AK96.KQ8.A98.K63 Q'
    """
    return deal.to_pbn(Seat.N)


def deal_id(deal: Deal | str) -> str:
    """sha1 (hex) of the canonical deal string: the cache and dedup key."""
    key = deal if isinstance(deal, str) else deal_key(deal)
    return hashlib.sha1(key.encode("ascii")).hexdigest()


@dataclass(frozen=True, slots=True)
class DDRow:
    """What the batch found for one unique deal.

    ``status``: ``ok`` (solved now), ``cached`` (read from the cache), ``timeout``
    (over the time limit), ``error`` (DDS refused it) or ``invalid`` (not a complete
    52-card deal, never sent to DDS).
    """

    deal_id: str
    deal: str
    status: str
    table: DDTable | None = None
    seconds: float | None = None
    """Solver wall time, this deal's share of its chunk."""
    message: str = ""


@dataclass(slots=True)
class BatchStats:
    boards: int = 0
    unique: int = 0
    cached: int = 0
    computed: int = 0
    timeouts: int = 0
    errors: int = 0
    invalid: int = 0
    seconds: float = 0.0
    workers_started: int = 0
    cache_error: str = ""
    """Why new tables could not be saved (e.g. a read-only cache directory); the batch
    still returns them."""


@dataclass(frozen=True, slots=True)
class BatchResult:
    rows: dict[str, DDRow]
    stats: BatchStats = field(default_factory=BatchStats)

    def row(self, deal: Deal) -> DDRow | None:
        return self.rows.get(_row_id(deal))

    def table(self, deal: Deal) -> DDTable | None:
        row = self.row(deal)
        return row.table if row is not None else None


def _row_id(deal: Deal) -> str:
    return deal_id(deal.to_pbn(Seat.N))


def run_dd(deals: Iterable[Deal], *, cache: DDCache | None = None, jobs: int = 1,
           timeout: float | None = None, chunk: int | None = None, flush_every: int = 400,
           progress: Callable[[int, int], None] | None = None) -> BatchResult:
    """DD tables for every unique deal in ``deals`` (boards may repeat a deal).

    ``cache`` (or None for none) is read first and receives every new table.
    ``progress(done, total)`` is called after each chunk.

    >>> r = run_dd([])
    >>> r.stats.unique, r.rows
    (0, {})
    """
    started = time.perf_counter()
    stats = BatchStats()
    rows: dict[str, DDRow] = {}
    todo: dict[str, str] = {}  # deal_id -> canonical deal, first-seen order
    for deal in deals:
        stats.boards += 1
        key = deal.to_pbn(Seat.N)
        did = deal_id(key)
        if did in rows or did in todo:
            continue
        problems = deal.problems() if deal.is_complete else ["not four 13-card hands"]
        if problems:
            rows[did] = DDRow(did, key, "invalid", message="; ".join(problems))
            stats.invalid += 1
        else:
            todo[did] = key
    stats.unique = len(rows) + len(todo)
    if cache is not None and todo:
        for did, table in cache.get(todo).items():
            rows[did] = DDRow(did, todo.pop(did), "cached", table)
            stats.cached += 1
    pending: dict[str, tuple[str, DDTable, float]] = {}

    def done(ids: Sequence[str], tables: Sequence[DDTable], seconds: float) -> None:
        share = seconds / max(len(ids), 1)
        for did, table in zip(ids, tables):
            rows[did] = DDRow(did, todo[did], "ok", table, share)
            pending[did] = (todo[did], table, share)
        stats.computed += len(ids)
        if cache is not None and len(pending) >= flush_every:
            _save(cache, pending, stats)
        if progress is not None:
            progress(len(rows), stats.unique)

    def failed(did: str, status: str, message: str) -> None:
        rows[did] = DDRow(did, todo[did], status, message=message)
        if status == "timeout":
            stats.timeouts += 1
        else:
            stats.errors += 1

    ids = list(todo)
    try:
        if ids and jobs <= 1 and timeout is None:
            _run_here(ids, todo, chunk or CHUNK, done, failed)
        elif ids:
            size = chunk or (TIMEOUT_CHUNK if timeout is not None else CHUNK)
            stats.workers_started = _run_workers(ids, todo, max(jobs, 1), timeout, size,
                                                 done, failed)
    finally:
        if cache is not None and pending:
            _save(cache, pending, stats)  # keep what was solved, even when interrupted
        stats.seconds = time.perf_counter() - started
    return BatchResult(rows, stats)


def _save(cache: DDCache, pending: dict[str, tuple[str, DDTable, float]], stats: BatchStats) -> None:
    try:
        cache.put(pending)
    except (OSError, OutputError) as exc:  # the tables were computed; only the cache is lost
        stats.cache_error = f"DD cache {cache.directory} not written: {exc}"
    pending.clear()


# -- in this process --------------------------------------------------------------------------

def _solve(pbns: Sequence[str]) -> list[DDTable]:
    """One DDS batch; the seam tests count (``dds.dd_tables`` is looked up at call time)."""
    return dds.dd_tables([Deal.parse(p) for p in pbns])


def _run_here(ids: list[str], todo: dict[str, str], size: int, done: Any, failed: Any) -> None:
    for lo in range(0, len(ids), size):
        part = ids[lo:lo + size]
        t0 = time.perf_counter()
        try:
            tables = _solve([todo[i] for i in part])
        except DDSError as exc:
            if len(part) == 1:
                failed(part[0], "error", str(exc))
                continue
            _run_here(part, todo, 1, done, failed)  # find the deal DDS refuses
            continue
        done(part, tables, time.perf_counter() - t0)


# -- in worker processes ----------------------------------------------------------------------

def _worker_main(threads: int) -> None:  # pragma: no cover - runs in a child process
    """A DD worker: configure DDS once, then solve the chunks it is sent.

    Started as ``python -c`` (not through multiprocessing), so it never re-imports
    the caller's ``__main__``. The channel is the process's stdin and a private copy
    of its stdout; fd 1 is pointed at stderr so that whatever DDS prints cannot
    corrupt the channel.
    """
    inbox = Connection(os.dup(0), writable=False)
    outbox = Connection(os.dup(1), readable=False)
    os.dup2(2, 1)
    os.chdir(tempfile.mkdtemp(prefix="hakem-dd-"))  # DDS may write dump.txt into the cwd
    dds.set_max_threads(threads)  # loads endplay and sizes DDS before the clock starts
    outbox.send("ready")
    while True:
        try:
            pbns = inbox.recv()
        except EOFError:
            return
        if pbns is None:
            return
        t0 = time.perf_counter()
        try:
            tables = _solve(pbns)
            outbox.send(("ok", [t.cells for t in tables], time.perf_counter() - t0))
        except Exception as exc:  # reported to the parent as an error row
            outbox.send(("error", f"{type(exc).__name__}: {exc}", time.perf_counter() - t0))


class _Worker:
    def __init__(self, threads: int) -> None:
        code = f"from hakem.analysis.dd_batch import _worker_main; _worker_main({int(threads)})"
        self.proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE)
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.outbox = Connection(os.dup(self.proc.stdin.fileno()), readable=False)
        self.conn = Connection(os.dup(self.proc.stdout.fileno()), writable=False)
        self.proc.stdin.close()
        self.proc.stdout.close()
        self.ready = False
        self.job: list[str] | None = None
        self.deadline: float | None = None

    def assign(self, job: list[str], todo: dict[str, str], timeout: float | None) -> None:
        self.outbox.send([todo[i] for i in job])
        self.job = job
        self.deadline = time.monotonic() + timeout * len(job) if timeout is not None else None

    def _close(self) -> None:
        for conn in (self.outbox, self.conn):
            try:
                conn.close()
            except OSError:
                pass

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait()
        self._close()

    def stop(self) -> None:
        try:
            self.outbox.send(None)
        except (OSError, ValueError):
            pass
        try:
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()
            self.proc.wait()
        self._close()


def _run_workers(ids: list[str], todo: dict[str, str], jobs: int, timeout: float | None,
                 size: int, done: Any, failed: Any) -> int:
    """Schedule chunks over up to ``jobs`` workers; return how many workers were started."""
    cores = os.cpu_count() or 1
    threads = 0 if jobs == 1 else max(1, cores // jobs)
    size = max(1, min(size, -(-len(ids) // jobs)))  # every worker gets a share
    queue: deque[list[str]] = deque(ids[lo:lo + size] for lo in range(0, len(ids), size))
    workers: list[_Worker] = []
    started = 0

    def retry(job: list[str], status: str, message: str) -> None:
        if len(job) > 1:
            queue.extendleft([i] for i in reversed(job))  # isolate the culprit
        else:
            failed(job[0], status, message)

    try:
        while queue or workers and any(w.job is not None for w in workers):
            idle = sum(1 for w in workers if w.job is None)
            for _ in range(min(jobs - len(workers), len(queue) - idle)):
                workers.append(_Worker(threads))  # (re)start only when there is work
                started += 1
            for w in workers:
                if w.ready and w.job is None and queue:
                    w.assign(queue.popleft(), todo, timeout)
            deadlines = [w.deadline for w in workers if w.deadline is not None]
            wait_for = max(0.0, min(deadlines) - time.monotonic()) if deadlines else None
            ready = wait([w.conn for w in workers], timeout=wait_for)
            for w in list(workers):
                if w.conn not in ready:
                    continue
                try:
                    msg = w.conn.recv()
                except (EOFError, OSError):
                    if not w.ready:
                        raise DDSError("a DD worker process failed to start") from None
                    w.kill()
                    workers.remove(w)
                    if w.job is not None:
                        retry(w.job, "error", "the DD worker process died")
                    continue
                if msg == "ready":
                    w.ready = True
                    continue
                status, payload, seconds = msg
                job, w.job, w.deadline = w.job, None, None
                assert job is not None
                if status == "ok":
                    done(job, [DDTable(tuple(tuple(r) for r in c)) for c in payload], seconds)
                else:
                    retry(job, "error", payload)
            now = time.monotonic()
            for w in list(workers):
                if w.job is not None and w.deadline is not None and now >= w.deadline:
                    w.kill()  # DDS cannot be interrupted: the process goes
                    workers.remove(w)
                    retry(w.job, "timeout", f"no result within {timeout:g} s")
    finally:
        for w in workers:
            w.stop()
    return started


__all__ = ["BatchResult", "BatchStats", "CHUNK", "DDRow", "deal_id", "deal_key", "run_dd"]
