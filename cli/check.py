"""``hakem check``: every finding in a batch of records, file by file, board by board.

Flags -> Settings -> :func:`hakem.reports.check_run.check_path` for each file (the laws'
one entry point, board by board) -> the output stream, in input order. Error
diagnostics go to stderr as ``file:line:col: error: message [code]``; the exit status
is 1 when there was any, 0 otherwise.
"""

from __future__ import annotations

import io
import sys
from dataclasses import dataclass, field
from typing import IO, Any, BinaryIO, Iterator

import click

from hakem.model.settings import FindingClass, Settings
from hakem.parsers.files import Accounting, input_files
from hakem.parsers.safe_output import write_file
from hakem.reports.check_lines import CheckTally
from hakem.reports.check_run import TABLE_FORMATS, CheckedFile, CheckOptions, add_accounting, check_path

from .common import output_options, paths_argument, progress_bar, settings_options

FORMATS = ("text", "json", "csv", "parquet")
EPILOG = ("Exit status: 0 no error, 1 an error diagnostic or an unreadable file (each "
          "printed as file:line:column: error: message [code]), 2 usage errors.")


@click.command(epilog=EPILOG)
@paths_argument
@output_options(FORMATS, "text")
@click.option("--damage", is_flag=True,
              help="For rulings with a Watch flag (23C, 27D, 64C...), gather what the director "
                   "needs to judge damage: DD tricks, par, the field, a proposed weighted score.")
@click.option("--max-diagnostics", type=click.IntRange(min=0), default=0, show_default=True,
              help="Show at most N diagnostics per file (0: all), then how many more.")
@click.option("-v", "--verbose", count=True,
              help="Also show warnings (-v) and notes (-vv); errors are always shown.")
@click.option("-q", "--quiet", is_flag=True,
              help="No progress bar and no list of findings on the terminal: diagnostics and "
                   "the summary only (a file named with -o still gets every finding).")
@settings_options
def check(paths: tuple[str, ...], fmt: str, output: str | None, jobs: int | None,
          classes: frozenset[FindingClass] | None, damage: bool, max_diagnostics: int,
          verbose: int, quiet: bool, settings: Settings) -> None:
    """Read the files, list every irregularity found in them and rule on it.

    Each finding has a class: table (an infraction at the table), claim (a claim or
    concession, at the table only when contested or flagged under Law 69B/71) or
    record (the file disagrees with itself or with Law 2; a defect a whole file
    shares is said once for the file).

    \b
    Examples:
      hakem check samples/
      hakem check archive/ --class table -q
      hakem check samples/ --format json --damage
      hakem check archive/ --format parquet -o findings.parquet
    """
    if fmt in TABLE_FORMATS and output is None:
        raise click.UsageError(f"--format {fmt} writes a table: give the file with -o")
    if fmt in TABLE_FORMATS:
        from hakem.reports.export import require_format  # pandas only for a table
        require_format(fmt)  # a missing extra (pyarrow for parquet) is said now, not after the run
    options = CheckOptions(fmt=fmt, settings=settings, classes=classes or frozenset(FindingClass),
                           listing=not quiet or output is not None, verbosity=verbose, max_diagnostics=max_diagnostics,
                           damage=damage)
    sys.exit(run_check(paths, options, output=output, jobs=jobs, quiet=quiet))


def run_check(paths: tuple[str, ...], options: CheckOptions = CheckOptions(), *,
              output: str | None = None, jobs: int | None = None, quiet: bool = False) -> int:
    """Check every file of ``paths``; return the exit status (1: an error diagnostic or
    an unreadable file)."""
    files = [str(p) for p in input_files(paths)]
    if jobs is None and len(files) > 1:
        from hakem.reports.executors import default_jobs  # noqa: PLC0415 - a batch only
        jobs = default_jobs(len(files))
    table = options.fmt in TABLE_FORMATS
    run = _Run()
    if output is not None and not table:
        # Findings stream into the -o file, written atomically (hakem.parsers.safe_output).
        def write(handle: BinaryIO) -> None:
            text = io.TextIOWrapper(handle, encoding="utf-8", newline="")
            run.check(files, options, jobs, quiet, text)
            text.flush()
            text.detach()
        write_file(output, write)
    else:
        run.check(files, options, jobs, quiet, sys.stdout)
        sys.stdout.flush()
    if table:
        _write_table(run.rows, output, options.fmt)  # type: ignore[arg-type]
    err = sys.stderr
    summary = sys.stdout if options.fmt == "text" and output is None else err
    for line in run.tally.summary(len(files), run.boards, run.accounting, options.settings.language):
        summary.write(line + "\n")
    summary.flush()
    return 1 if run.errors or run.accounting.unreadable_files else 0


@dataclass
class _Run:
    """What a batch of files gave: the totals, and the table rows (``csv``/``parquet``)."""

    accounting: Accounting = field(default_factory=Accounting)
    tally: CheckTally = field(default_factory=CheckTally)
    boards: int = 0
    errors: int = 0
    rows: list[dict[str, Any]] = field(default_factory=list)

    def check(self, files: list[str], options: CheckOptions, jobs: int | None, quiet: bool,
              stream: IO[str]) -> None:
        table = options.fmt in TABLE_FORMATS
        err = sys.stderr
        with progress_bar(len(files), "checking", quiet=quiet) as bar:
            for checked in _checked(files, options, jobs, None if table else stream.write):
                if checked.output:
                    stream.write(checked.output)
                self.rows.extend(checked.rows)
                if checked.diagnostics:
                    err.write("".join(line + "\n" for line in checked.diagnostics))
                    err.flush()
                add_accounting(self.accounting, checked.accounting)
                self.tally.merge(checked.tally)
                self.boards += checked.boards
                self.errors += checked.errors
                bar.update(1)


def _checked(files: list[str], options: CheckOptions, jobs: int | None, write: Any) -> Iterator[CheckedFile]:
    """Each file checked, in input order: here (findings written as they are found) or in
    ``jobs`` worker processes (each file's findings written when it is done)."""
    if jobs is None or jobs <= 1 or len(files) < 2:
        for path in files:
            yield check_path(path, options, write)
        return
    from hakem.reports.executors import executor_for  # noqa: PLC0415 - only for several jobs
    with executor_for(jobs) as pool:
        assert pool is not None
        window = 2 * jobs  # files in flight: enough to keep every worker busy
        pending = [pool.submit(check_path, path, options) for path in files[:window]]
        for i in range(len(files)):
            done = pending[i].result()
            if i + window < len(files):
                pending.append(pool.submit(check_path, files[i + window], options))
            pending[i] = None  # type: ignore[call-overload]
            yield done


def _write_table(rows: list[dict[str, Any]], output: str, fmt: str) -> None:
    from hakem.reports.export import write_table
    from hakem.reports.frames import RULING_SCHEMA, apply_schema
    import pandas as pd
    write_table(apply_schema(pd.DataFrame.from_records(rows, columns=list(RULING_SCHEMA)),
                             RULING_SCHEMA), output, fmt)


__all__ = ["FORMATS", "check", "run_check"]
