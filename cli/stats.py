"""``hakem stats``: how often each irregularity happens, per 1,000 boards, by kind, law, event..."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import click

from .batch import domain_errors, report_problems, run_kwargs, run_options
from .common import settings_options

from hakem.model.settings import Settings
from hakem.parsers.safe_output import write_file
from hakem.reports.export import csv_text
from hakem.reports.frames import frames
from hakem.reports.stats import format_table, frequency_table, plot, table_records


EPILOG = "Exit status: 0 clean, 1 input errors (reported with file:line:column), 2 usage errors."


@click.command(epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--by", type=click.Choice(["kind", "law", "event", "season", "club"]), default="kind",
              show_default=True, help="Group the irregularities by this.")
@click.option("--per", type=click.IntRange(min=1), default=1000, show_default=True,
              help="Rates are per this many boards.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False), default=None,
              help="Also draw the rates as a bar chart (.png, .svg or .pdf).")
@click.option("--format", "fmt", type=click.Choice(["table", "csv", "json"]), default="table",
              show_default=True, help="table: aligned text; csv; json: one object per row.")
@click.option("--class", "stats_classes", metavar="CLASSES", default=None,
              help="Which classes of finding to count: 'all' or a comma-separated list of "
                   "table, claim, record [default: all]. Stored for now: findings do not carry "
                   "a class yet, so every finding is counted.")
@click.option("--limit", type=click.IntRange(min=0), default=0,
              help="Print only the N most frequent rows (0: all).")
@run_options
@settings_options
def stats(paths: tuple[str, ...], by: str, per: int, plot_path: str | None, fmt: str, limit: int,
          jobs: int | None, scheduler: str | None, shard: tuple[int, int] | None,
          season_start: int, quiet: bool, verbose: bool, settings: Settings) -> None:
    """Frequencies and rates of irregularities in PATHS.

    --by law runs the laws engine and counts the laws its rulings cite (a ruling
    citing several laws counts once for each law number; claims call the
    double-dummy solver, so this is the slow one); the other groupings only need
    the irregularities. Rates by event, season or club divide by that group's
    own boards.

    \b
    Examples:
      hakem stats archive/ --by law --plot laws.png
      hakem stats archive/ --by season --per 1000 --format csv > seasons.csv
    """
    started = time.perf_counter()
    tables = domain_errors(lambda: frames(paths, season_start=season_start, rulings=by == "law",
                                          settings=settings,
                                          **run_kwargs(jobs, scheduler, shard, quiet)))
    table = frequency_table(tables.rulings, tables.boards, by, per)
    shown = table.head(limit) if limit else table
    if fmt == "csv":
        click.echo(csv_text(shown), nl=False)
    elif fmt == "json":
        for row in table_records(shown):
            click.echo(json.dumps(row, ensure_ascii=False))
    else:
        click.echo(format_table(table, limit or None))
    if plot_path:
        _write_plot(table, plot_path, limit or 30)
    report_problems(tables.problems, verbose)
    if not quiet:
        click.echo(f"{tables.files} files, {len(tables.boards)} boards, {len(tables.rulings)} "
                   f"irregularities ({time.perf_counter() - started:.1f} s)"
                   + (f"; plot written to {plot_path}" if plot_path else ""), err=True)
    sys.exit(1 if tables.input_errors else 0)


def _write_plot(table: Any, plot_path: str, limit: int) -> None:
    """The chart, in the format its suffix names, written like every output (safe_output)."""
    fmt = Path(plot_path).suffix[1:].lower() or "png"
    try:
        domain_errors(lambda: write_file(plot_path, lambda handle: plot(table, handle, limit=limit,
                                                                        fmt=fmt)))
    except ValueError as exc:  # matplotlib: a format it cannot write
        raise click.ClickException(f"cannot draw {plot_path}: {exc}") from None
