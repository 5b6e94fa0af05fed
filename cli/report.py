"""``hakem report``: the HTML ruling report, or the rulings table as CSV/Parquet/XLSX/JSON lines."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import click

from .batch import domain_errors, report_problems, run_kwargs, run_options
from .common import output_options, settings_options

from hakem.model.settings import FindingClass, Settings
from hakem.reports.export import require_format, write_table
from hakem.reports.frames import frames
from hakem.reports.html_report import write_report
from hakem.reports.session_report import write_sessions
from hakem.reports.explain import catalogue_for
from hakem.reports.summary import run_summary, seconds_text

EPILOG = "Exit status: 0 clean, 1 input errors (reported with file:line:column), 2 usage errors."
FORMATS = ("html", "sessions", "csv", "parquet", "xlsx", "jsonl")


@click.command(epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@output_options(FORMATS, None, output_required=True, output_folder=True,
                output_help="The file to write (report.html, rulings.csv, rulings.parquet...); "
                            "for --format sessions, a folder.",
                format_help="html: the report page; sessions: one page per session (input file) "
                            "and an index.html in the -o folder; the others: a table. Default: "
                            "from the -o suffix (a folder: sessions).",
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

    The session view (--format sessions, or -o a folder) is one page per input
    file: what to look at first (infractions at the table, then claims, then
    record defects), then every board in order with table, round, pairs and the
    rulings; index.html lists the sessions.

    \b
    Examples:
      hakem report samples/ -o report.html
      hakem report samples/ --format sessions -o sessions/
      hakem report archive/2024/ --format csv -o rulings.csv
      hakem report archive/ --table boards -o boards.parquet --jobs 2
    """
    fmt = fmt or _format_from(output)
    require_format(fmt)
    a_file = Path(output).exists() and not Path(output).is_dir()
    if (fmt == "sessions" and a_file) or (fmt != "sessions" and Path(output).is_dir()):
        wanted = "a folder" if fmt == "sessions" else "a file"
        raise click.BadParameter(f"{output!r}: --format {fmt} writes {wanted}", param_hint="-o")
    lang = settings.language
    started = time.perf_counter()
    kwargs = run_kwargs(jobs, scheduler, shard, quiet)
    if fmt == "sessions":
        pages = domain_errors(lambda: write_sessions(paths, output, settings=settings,
                                                     season_start=season_start, **kwargs))
        problems, errors = pages.problems, pages.input_errors
        counts = run_summary(len(pages.pages), pages.boards, pages.rulings, "ruling", lang=lang)
    elif fmt == "html":
        done = domain_errors(lambda: write_report(paths, output, title=title, per=per, dd=dd,
                                                  max_cards=max_cards or None, season_start=season_start,
                                                  settings=settings, listed=classes,
                                                  **kwargs))
        problems, errors = done.problems, done.input_errors
        counts = run_summary(done.files, done.boards, done.rulings, "ruling", lang=lang)
    else:
        tables = domain_errors(lambda: frames(paths, season_start=season_start, settings=settings,
                                              **kwargs))
        df = {"rulings": tables.rulings, "boards": tables.boards,
              "irregularities": tables.irregularities}[table]
        if classes is not None and table != "boards":
            df = df[df["class"].astype(object).isin({c.value for c in classes})]
        domain_errors(lambda: write_table(df, output, fmt))
        problems, errors = tables.problems, tables.input_errors
        counts = run_summary(tables.files, len(tables.boards), len(df), "row", lang=lang, table=table)
    report_problems(problems, verbose)
    if not quiet:
        click.echo(catalogue_for(lang).term("ui.output").format(
            output=output, counts=counts, seconds=seconds_text(time.perf_counter() - started, lang)), err=True)
    sys.exit(1 if errors else 0)


def _format_from(output: str) -> str:
    if Path(output).is_dir() or output.endswith(("/", os.sep)):
        return "sessions"
    suffix = Path(output).suffix.lower()
    found = {".html": "html", ".htm": "html", ".csv": "csv", ".parquet": "parquet", ".pq": "parquet",
             ".xlsx": "xlsx", ".jsonl": "jsonl", ".ndjson": "jsonl"}.get(suffix)
    if found is None:
        raise click.UsageError(f"cannot tell the format from {output!r}: use --format "
                               f"({', '.join(FORMATS)})")
    return found
