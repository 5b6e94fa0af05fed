"""``hakem report``: the HTML ruling report, or the rulings table as CSV/Parquet/XLSX/JSON lines."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from .batch import domain_errors, report_problems, run_kwargs, run_options
from .common import output_options, settings_options

from hakem.model.settings import FindingClass, Settings
from hakem.reports.export import write_table
from hakem.reports.frames import frames
from hakem.reports.html_report import write_report

EPILOG = "Exit status: 0 clean, 1 input errors (reported with file:line:column), 2 usage errors."
FORMATS = ("html", "csv", "parquet", "xlsx", "jsonl")


@click.command(epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@output_options(FORMATS, None, output_required=True,
                output_help="The file to write (report.html, rulings.csv, rulings.parquet...).",
                class_default="all listed; the summary counts table, or the regulation's "
                              "[stats] classes")
@click.option("--table", type=click.Choice(["rulings", "irregularities", "boards"]), default="rulings",
              show_default=True, help="Which table --format csv|parquet|xlsx|jsonl writes.")
@click.option("--title", default=None, help="Title of the HTML report (default: from the event).")
@click.option("--per", type=click.IntRange(min=1), default=1000, show_default=True,
              help="Rates in the report's statistics are per this many boards.")
@click.option("--dd", is_flag=True, help="Compute double-dummy tables (DDS) for ruled boards "
              "whose record has none.")
@click.option("--max-cards", type=click.IntRange(min=0), default=1000, show_default=True,
              help="Show at most N ruling cards, in input order (0: all); the summary and "
              "the statistics count every ruling.")
@run_options
@settings_options
def report(paths: tuple[str, ...], output: str, fmt: str | None, table: str, title: str | None,
           per: int, dd: bool, max_cards: int | None, jobs: int | None,
           classes: frozenset[FindingClass] | None, scheduler: str | None,
           shard: tuple[int, int] | None, season_start: int, quiet: bool, verbose: bool,
           settings: Settings) -> None:
    """Rule on every board of PATHS and write a report or a table.

    The HTML report is one self-contained page: summary counts, one card per ruling
    (hand diagram, auction and play with the irregular call or card marked, the
    ruling and its laws, double-dummy tricks, a BBO handviewer link) and the
    frequency tables with a plot.

    \b
    Examples:
      hakem report samples/ -o report.html
      hakem report archive/2024/ --format csv -o rulings.csv
      hakem report archive/ --table boards -o boards.parquet --jobs 2
    """
    fmt = fmt or _format_from(output)
    started = time.perf_counter()
    kwargs = run_kwargs(jobs, scheduler, shard, quiet)
    if fmt == "html":
        done = domain_errors(lambda: write_report(paths, output, title=title, per=per, dd=dd,
                                                  max_cards=max_cards or None, season_start=season_start,
                                                  settings=settings, listed=classes,
                                                  **kwargs))
        problems, errors = done.problems, done.input_errors
        counts = f"{done.files} files, {done.boards} boards, {done.rulings} rulings"
    else:
        tables = domain_errors(lambda: frames(paths, season_start=season_start, settings=settings,
                                              **kwargs))
        df = {"rulings": tables.rulings, "boards": tables.boards,
              "irregularities": tables.irregularities}[table]
        if classes is not None and table != "boards":
            df = df[df["class"].astype(object).isin({c.value for c in classes})]
        domain_errors(lambda: write_table(df, output, fmt))
        problems, errors = tables.problems, tables.input_errors
        counts = f"{tables.files} files, {len(tables.boards)} boards, {len(df)} {table} rows"
    report_problems(problems, verbose)
    if not quiet:
        click.echo(f"{output}: {counts} ({time.perf_counter() - started:.1f} s)", err=True)
    sys.exit(1 if errors else 0)


def _format_from(output: str) -> str:
    suffix = Path(output).suffix.lower()
    found = {".html": "html", ".htm": "html", ".csv": "csv", ".parquet": "parquet", ".pq": "parquet",
             ".xlsx": "xlsx", ".jsonl": "jsonl", ".ndjson": "jsonl"}.get(suffix)
    if found is None:
        raise click.UsageError(f"cannot tell the format from {output!r}: use --format "
                               f"({', '.join(FORMATS)})")
    return found
