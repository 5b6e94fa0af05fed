"""Where the work runs: in this process, a local process pool, or a Dask cluster.

The unit of work is one input file (tournament files are independent). Whatever
runs them, results are put back in input order, so a report, a table or an
archive is the same byte for byte with ``--jobs 1``, ``--jobs 4`` or
``--scheduler tcp://host:8786``. ``--shard i/N`` keeps every N-th file (1-based
``i``) for job runners that start hakem once per shard (Slurm arrays, GNU
parallel, cron); their Parquet outputs are merged by DuckDB queries.

DDS already uses every core of a machine (../shared/docs/style.md section 5.1),
so the process pool pays off for reading and ruling, not for double-dummy work.

Workers are sent each file's absolute path (with the name the user gave it, which
the rows and messages keep): a Dask worker started in another directory opens the
same file, provided it sees the same file system at the same place. A file whose
reading or ruling fails with an error of ours becomes an input problem of that file
("internal error ... please report it"); the batch goes on with the next file.

>>> parse_shard("2/4"), shard_files(["a", "b", "c", "d", "e"], (2, 4))
((2, 4), ['b'])
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from typing import Iterable, Iterator, Sequence, TypeVar

from hakem.extras import require
from hakem.model.diagnostics import Diagnostic, HakemError, Severity, SourceSpan
from hakem.parsers.files import input_files
from hakem.parsers.inputs import note_input

from .progress import progress_bar
from .explain.diagnostics import diagnostic_line
from .records import FileRecords, Options, file_records

T = TypeVar("T")

#: How long to keep trying to reach a Dask scheduler.
SCHEDULER_TIMEOUT = "10s"


class ExecutorError(HakemError):
    """A scheduler could not be reached, or a shard specification is wrong."""


def parse_shard(text: str | None) -> tuple[int, int] | None:
    """``"i/N"`` (1 <= i <= N) as a tuple; None for None."""
    if text is None:
        return None
    try:
        left, right = text.split("/")
        index, count = int(left), int(right)
    except ValueError:
        raise ExecutorError(f"--shard must look like i/N (e.g. 2/4), not {text!r}") from None
    if count < 1 or not 1 <= index <= count:
        raise ExecutorError(f"--shard {text}: i must be between 1 and N")
    return index, count


def shard_files(files: Sequence[T], shard: tuple[int, int] | None) -> list[T]:
    """The files of shard ``i`` of ``N``: every N-th file starting at the i-th.

    Striding (rather than cutting into blocks) spreads large and small archives
    over the shards when the files are sorted by name.
    """
    if shard is None:
        return list(files)
    index, count = shard
    return list(files[index - 1::count])


@contextmanager
def executor_for(jobs: int | None = None, scheduler: str | None = None) -> Iterator[Executor | None]:
    """The executor for ``--jobs``/``--scheduler``; None means run in this process."""
    if scheduler:
        Client = require("distributed", "--scheduler (a Dask cluster)").Client
        try:
            client = Client(scheduler, timeout=SCHEDULER_TIMEOUT)
        except (OSError, TimeoutError) as exc:
            raise ExecutorError(f"cannot reach the Dask scheduler at {scheduler}: {exc}") from exc
        try:
            yield client.get_executor()
        finally:
            client.close()
        return
    if jobs is not None and jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            yield pool
        return
    yield None


def default_jobs(files: int) -> int:
    """Processes for a batch when ``--jobs`` is not given: the machine's cores (those this
    process may run on) for several files, one for a single file."""
    if files < 2:
        return 1
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, min(files, cores or 1))


def run_files(paths: Iterable[str | os.PathLike[str]], options: Options = Options(), *,
              jobs: int | None = None, scheduler: str | None = None,
              executor: Executor | None = None, shard: tuple[int, int] | str | None = None,
              progress: bool | None = None, auto_jobs: bool = False) -> list[FileRecords]:
    """Rows of every input file (directories expanded and sorted), in input order.

    ``executor`` (any ``concurrent.futures.Executor``) wins over ``jobs`` and
    ``scheduler``; ``progress`` None shows a bar only on a terminal for long batches.
    ``auto_jobs`` with no ``jobs``: :func:`default_jobs` processes.
    """
    files = [str(p) for p in input_files(paths)]
    if isinstance(shard, str):
        shard = parse_shard(shard)
    files = shard_files(files, shard)
    if auto_jobs and jobs is None and scheduler is None:
        jobs = default_jobs(len(files))
    with progress_bar(len(files), progress, "ruling") as bar:
        if executor is not None:
            return _run(executor, files, options, bar)
        with executor_for(jobs, scheduler) as chosen:
            if chosen is None:
                out = []
                for path in files:
                    out.append(file_rows(os.path.abspath(path), options, path))
                    bar.update(1)
                return out
            return _run(chosen, files, options, bar)


def file_rows(path: str, options: Options, name: str) -> FileRecords:
    """:func:`~hakem.reports.records.file_records` of one file, where an unexpected error
    costs that file only (it becomes the file's input problem, with a bug-report hint)."""
    try:
        return file_records(path, options, name)
    except Exception as exc:  # noqa: BLE001 - a bug of ours must not stop the batch
        diag = Diagnostic(Severity.ERROR, "file.internal-error",
                          f"hakem failed on this file ({type(exc).__name__}: {exc}); its boards are "
                          "not in the results; please report it with the file",
                          SourceSpan(name, 1, 1), (("kind", "batch"), ("detail", f"{type(exc).__name__}: {exc}")))
        said = diagnostic_line(diag, options.settings.language)
        return FileRecords(name, "?", problems=[said], input_errors=1, errors=[said])


def _run(executor: Executor, files: list[str], options: Options, bar) -> list[FileRecords]:  # type: ignore[no-untyped-def]
    futures = {executor.submit(file_rows, os.path.abspath(path), options, path): i
               for i, path in enumerate(files)}
    results: list[FileRecords | None] = [None] * len(files)
    for future in as_completed(futures):
        index = futures[future]
        try:
            results[index] = future.result()
        except BaseException:
            note_input(files[index])  # the last-resort handler names it
            raise
        bar.update(1)
    return [r for r in results if r is not None]


__all__ = ["default_jobs", "ExecutorError", "executor_for", "file_rows", "parse_shard", "progress_bar",
           "run_files", "shard_files"]
