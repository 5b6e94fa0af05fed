"""The ``hakem`` command line."""

from __future__ import annotations

import json
import sys
from collections import Counter

import click

from hakem import __version__
from hakem.model.settings import Settings

from .common import paths_argument, quiet_option, read_all, settings_options

EPILOG = "Exit status: 0 clean, 1 input errors (reported with file:line:column), 2 usage errors."


@click.group(epilog=EPILOG)
@click.version_option(__version__, prog_name="hakem")
def cli() -> None:
    """hakem: find and rule on irregularities in bridge hand records (PBN, LIN).

    \b
    Examples:
      hakem parse samples/                 summary of every file
      hakem check samples/ --format json   every irregularity, one JSON object per line
    """


@cli.command()
@paths_argument
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table",
              show_default=True, help="table: a summary per file; json: one object per board.")
@quiet_option
def parse(paths: tuple[str, ...], fmt: str, quiet: bool) -> None:
    """Read PBN/LIN files (directories are searched recursively) and summarise them.

    \b
    Example:
      hakem parse samples/ ../archive/2024/
    """
    from hakem.parsers.jsonout import board_to_dict

    from hakem.parsers.files import Accounting

    tally = Accounting()
    totals: Counter[str] = Counter()
    files = boards = errors = 0
    for result in read_all(paths):
        tally.add(result)
        files += 1
        boards += len(result.boards)
        codes = Counter(d.code for d in result.all_diagnostics)
        totals.update(codes)
        errors += result.has_input_errors
        if fmt == "json":
            for board in result.boards:
                click.echo(json.dumps(board_to_dict(board), ensure_ascii=False))
            for diag in result.diagnostics:
                click.echo(str(diag), err=True)
        elif not quiet:
            detail = ", ".join(f"{code} {n}" for code, n in codes.most_common())
            click.echo(f"{result.path}: {len(result.boards)} boards" + (f"; {detail}" if detail else ""))
    _summary(files, boards, totals, err=fmt == "json")
    click.echo(str(tally), err=fmt == "json")
    sys.exit(1 if errors else 0)


@cli.command()
@paths_argument
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table",
              show_default=True, help="table: readable lines; json: one object per irregularity.")
@click.option("--damage", is_flag=True,
              help="For rulings with a Watch flag (23C, 27D, 64C...), gather what the director "
                   "needs to judge damage: DD tricks, par, the field, a proposed weighted score.")
@settings_options
@quiet_option
def check(paths: tuple[str, ...], fmt: str, quiet: bool, damage: bool, settings: Settings) -> None:
    """Read the files, list every irregularity found in them and rule on it.

    \b
    Examples:
      hakem check samples/
      hakem check samples/ --format json --damage
    """
    from .check import run_check

    sys.exit(run_check(paths, fmt, quiet, damage, settings))


def _summary(files: int, boards: int, totals: Counter[str], err: bool = False) -> None:
    click.echo(f"{files} files, {boards} boards", err=err)
    for code, n in totals.most_common():
        click.echo(f"  {n:7d}  {code}", err=err)


def _register() -> None:
    """Commands that live in their own modules."""
    from .convert import convert
    cli.add_command(convert)
    from .claim import claim
    cli.add_command(claim)
    from .dd import dd
    cli.add_command(dd)
    from .report import report
    cli.add_command(report)
    from .stats import stats
    cli.add_command(stats)
    from .archive import archive, query
    cli.add_command(archive)
    cli.add_command(query)


_register()

if __name__ == "__main__":  # pragma: no cover
    cli()
