"""``hakem archive add`` and ``hakem query``: a Parquet archive of boards and rulings, and SQL over it."""

from __future__ import annotations

import sys
import time

import click

from .batch import domain_errors, report_problems, run_kwargs, run_options
from .common import jobs_option, settings_options
from .parse import lang_option

from hakem.model.settings import Settings
from hakem.reports.archive import add as add_to_archive, query as run_query
from hakem.reports.export import csv_text
from hakem.reports.explain import catalogue_for
from hakem.reports.explain import number
from hakem.reports.explain.diagnostics import word
from hakem.reports.summary import counted, run_summary

EPILOG = "Exit status: 0 clean, 1 input errors (reported with file:line:column), 2 usage errors."


@click.group(epilog=EPILOG)
def archive() -> None:
    """Keep boards and rulings in a Parquet archive, partitioned by season and event.

    \b
    Example:
      hakem archive add tournaments/2024/ --to archive/
      hakem query archive/ "SELECT irregularity, count(*) FROM rulings GROUP BY 1"
    """


@archive.command("add", epilog=EPILOG)
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--to", "root", required=True, type=click.Path(file_okay=False),
              help="The archive directory (created if needed).")
@click.option("--keep-names", is_flag=True,
              help="Keep player names (default: pseudonymous ids only; names are personal data).")
@jobs_option
@run_options
@settings_options
def add(paths: tuple[str, ...], root: str, keep_names: bool, jobs: int | None,
        scheduler: str | None, shard: tuple[int, int] | None, season_start: int, quiet: bool,
        verbose: bool, settings: Settings) -> None:
    """Rule on PATHS and store them in the archive, one partition per tournament.

    A tournament is its Event, Date and club; a file without Event or Date is its
    own tournament (known by its content). Adding a tournament again replaces its
    partition in one atomic step (an interrupted run leaves the old partition or
    the new one, whole: run it again). Add all the files of a tournament in one
    command.

    \b
    Example:
      hakem archive add club/2024-09/ club/2024-10/ --to archive/ --season-start 9
    """
    started = time.perf_counter()
    done = domain_errors(lambda: add_to_archive(paths, root, season_start=season_start,
                                                keep_names=keep_names, settings=settings,
                                                **run_kwargs(jobs, scheduler, shard, quiet)))
    report_problems(done.problems, verbose)
    for warning in done.warnings:
        click.echo(f"warning: {warning}", err=True)
    lang = settings.language
    cat = catalogue_for(lang)
    if not quiet:
        if verbose:
            for partition in done.partitions:
                state = cat.term("ui.archive.state." + ("replaced" if partition in done.replaced else "added"))
                click.echo(f"  {state}  {partition}", err=True)
        click.echo(cat.term("ui.archive.added").format(
            root=root, partitions=counted(len(done.partitions), "partition", lang),
            replaced=number(len(done.replaced), lang),
            summary=run_summary(done.files, done.boards, done.rulings, "ruling", lang=lang,
                                seconds=time.perf_counter() - started)), err=True)
    sys.exit(1 if done.input_errors else 0)


@click.command(epilog="Exit status: 0 success, 1 a failed query or a missing archive, 2 usage errors.")
@click.argument("root", type=click.Path(exists=True, file_okay=False))
@click.argument("sql")
@click.option("--format", "fmt", type=click.Choice(["table", "csv", "json"]), default="table",
              show_default=True, help="table: aligned text; csv; json: one object per row.")
@lang_option
def query(root: str, sql: str, fmt: str, lang: str = "en") -> None:
    """Run SQL (DuckDB) over an archive: the tables are `boards` and `rulings`.

    Partition columns `season` and `event` (a slug) come from the directory names;
    `event_name` holds the full name.

    \b
    Examples:
      hakem query archive/ "SELECT season, irregularity, count(*) AS n FROM rulings GROUP BY ALL ORDER BY n DESC"
      hakem query archive/ "SELECT board_no, offender, laws FROM rulings WHERE irregularity = 'revoke'" --format csv > revokes.csv
    """
    df = domain_errors(lambda: run_query(root, sql))
    if fmt == "csv":
        click.echo(csv_text(df), nl=False)
    elif fmt == "json":
        click.echo(df.to_json(orient="records", lines=True, force_ascii=False), nl=False)
    else:
        click.echo(df.to_string(index=False, na_rep="NULL") if len(df) else word("no-rows", lang))
