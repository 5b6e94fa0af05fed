"""``hakem stats``: how often each finding happens, per 1,000 boards, by kind, law, event..."""

from __future__ import annotations

import json
import sys
import time

import click

from .batch import domain_errors, report_problems, run_kwargs, run_options
from .common import output_options, settings_options

from hakem.model.settings import FindingClass, Settings
from hakem.reports.frames import frames
from hakem.reports.stats import (format_table, frequency_table, plot, plot_title, select_classes,
                                 table_records)

EPILOG = "Exit status: 0 clean, 1 input errors (reported with file:line:column), 2 usage errors."
FORMATS = ("text", "csv", "json", "parquet")


@click.command(epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--by", type=click.Choice(["kind", "law", "event", "season", "club"]), default="kind",
              show_default=True, help="Group the findings by this.")
@click.option("--per", type=click.IntRange(min=1), default=1000, show_default=True,
              help="Rates are per this many boards.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False), default=None,
              help="Also draw the rates as a bar chart (.png, .svg or .pdf).")
@output_options(FORMATS, "text", output_help="Write the table to FILE (needed for parquet).",
                class_default="table, or the regulation's [stats] classes")
@click.option("--limit", type=click.IntRange(min=0), default=0,
              help="Print only the N most frequent rows (0: all).")
@run_options
@settings_options
def stats(paths: tuple[str, ...], by: str, per: int, plot_path: str | None, fmt: str,
          output: str | None, classes: frozenset[FindingClass] | None, limit: int,
          jobs: int | None, scheduler: str | None, shard: tuple[int, int] | None,
          season_start: int, quiet: bool, verbose: bool, settings: Settings) -> None:
    """Frequencies and rates of findings in PATHS, with 95 % intervals.

    Counts the findings at the table by default: claims and concessions nobody
    contested and defects of the files themselves are left out (--class all counts
    every finding; --regulation's [stats] classes sets the default). Each row says
    what its rate is measured on: boards, events and dates. Rates by event, season
    or club divide by that group's own boards.

    \b
    Examples:
      hakem stats archive/ --by law --plot laws.png
      hakem stats archive/ --by season --per 1000 --format csv -o seasons.csv
      hakem stats archive/ --class all --format parquet -o kinds.parquet
    """
    if fmt == "parquet" and output is None:
        raise click.UsageError("--format parquet writes a file: give it with -o")
    started = time.perf_counter()
    tables = domain_errors(lambda: frames(paths, season_start=season_start, settings=settings,
                                          **run_kwargs(jobs, scheduler, shard, quiet)))
    counted = settings.stats_classes
    table = frequency_table(tables.rulings, tables.boards, by, per, classes=counted)
    shown = table.head(limit) if limit else table
    if output is not None:
        from hakem.reports.export import atomic_write
        atomic_write(output, lambda tmp: _write(shown, fmt, tmp))
    elif fmt == "csv":
        click.echo(shown.to_csv(index=False, lineterminator="\n"), nl=False)
    elif fmt == "json":
        click.echo("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in table_records(shown)),
                   nl=False)
    else:
        click.echo(format_table(table, limit or None))
    if plot_path:
        plot(table, plot_path, title=plot_title(table, counted), limit=limit or 30)
    report_problems(tables.problems, verbose)
    if not quiet:
        names = " and ".join(sorted(c.value for c in counted))
        chosen = len(select_classes(tables.rulings, counted))
        click.echo(f"{tables.files} files, {len(tables.boards)} boards: {chosen} {names} findings "
                   f"counted of {len(tables.rulings)} ({time.perf_counter() - started:.1f} s)"
                   + (f"; plot written to {plot_path}" if plot_path else ""), err=True)
    sys.exit(1 if tables.input_errors else 0)


def _write(table, fmt: str, path) -> None:  # type: ignore[no-untyped-def]
    if fmt == "parquet":
        table.to_parquet(path, index=False, engine="pyarrow")
    elif fmt == "json":
        path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n"
                                for row in table_records(table)), encoding="utf-8")
    elif fmt == "csv":
        table.to_csv(path, index=False, lineterminator="\n")
    else:
        path.write_text(format_table(table) + "\n", encoding="utf-8")
