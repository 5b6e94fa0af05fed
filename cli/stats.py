"""``hakem stats``: how often each finding happens, per 1,000 boards, by kind, law, event..."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any, BinaryIO

import click

from .batch import domain_errors, report_problems, run_kwargs, run_options
from .common import output_options, settings_options

from hakem.extras import require
from hakem.model.settings import FindingClass, Settings
from hakem.parsers.safe_output import write_file
from hakem.reports.check_lines import counted as _counted
from hakem.reports.explain import catalogue_for
from hakem.reports.export import csv_text, require_format
from hakem.reports.frames import frames
from hakem.reports.explain import number
from hakem.reports.summary import seconds_text
from hakem.reports.stats import (format_table, frequency_table, plot, plot_title, select_classes,
                                 table_records, table_span)


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
    require_format(fmt)  # a missing extra is said now, not after the long part
    if plot_path:
        require("matplotlib", "hakem stats --plot")  # say so now, not after the long part
    started = time.perf_counter()
    tables = domain_errors(lambda: frames(paths, season_start=season_start, settings=settings,
                                          **run_kwargs(jobs, scheduler, shard, quiet)))
    counted = settings.stats_classes
    table = frequency_table(tables.rulings, tables.boards, by, per, classes=counted)
    shown = table.head(limit) if limit else table
    if output is not None:
        domain_errors(lambda: write_file(output, lambda handle: _write(shown, fmt, handle)))
    elif fmt == "csv":
        click.echo(csv_text(shown), nl=False)
    elif fmt == "json":
        click.echo("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in table_records(shown)),
                   nl=False)
    else:
        click.echo(format_table(table, limit or None, settings.language))
    if plot_path:
        lang = settings.language
        _write_plot(table, plot_path, plot_title(table, counted, table_span(table, tables.boards, lang), lang),
                    limit or 30, lang)
    report_problems(tables.problems, verbose)
    if not quiet:
        cat = catalogue_for(settings.language)
        names = cat.term("ui.and").join(sorted(cat.value(c) for c in counted))
        chosen = len(select_classes(tables.rulings, counted))
        every = len(counted) == len(FindingClass)  # 'findings', not 'claim and record and table findings'
        summary = cat.term("ui.stats-summary-all" if every else "ui.stats-summary").format(
            files=_counted(cat, "files", tables.files), boards=_counted(cat, "boards", len(tables.boards)),
            chosen=number(chosen, settings.language), names=names,
            total=number(len(tables.rulings), settings.language))
        click.echo(summary + seconds_text(time.perf_counter() - started, settings.language)
                   + (cat.term("ui.plot-written").format(path=plot_path) if plot_path else ""), err=True)
    sys.exit(1 if tables.input_errors else 0)


def _write(table: Any, fmt: str, handle: BinaryIO) -> None:
    """The table in ``fmt``, to the ``-o`` file (written whole or not at all: safe_output)."""
    if fmt == "parquet":
        table.to_parquet(handle, index=False, engine="pyarrow")
    elif fmt == "json":
        handle.write("".join(json.dumps(row, ensure_ascii=False) + "\n"
                             for row in table_records(table)).encode("utf-8"))
    elif fmt == "csv":
        handle.write(csv_text(table).encode("utf-8"))
    else:
        handle.write((format_table(table) + "\n").encode("utf-8"))


def _write_plot(table: Any, plot_path: str, title: str, limit: int, lang: str = "en") -> None:
    """The chart, in the format its suffix names, written like every output (safe_output)."""
    fmt = Path(plot_path).suffix[1:].lower() or "png"
    try:
        domain_errors(lambda: write_file(plot_path, lambda handle: plot(table, handle, title=title,
                                                                        limit=limit, fmt=fmt, lang=lang)))
    except ValueError as exc:  # matplotlib: a format it cannot write
        raise click.ClickException(f"cannot draw {plot_path}: {exc}") from None
