"""``hakem check``: every irregularity in a batch of records, file by file, board by board.

Flags -> Settings -> the laws' entry point (:func:`hakem.laws.engine.rule_board`)
-> the lines :mod:`hakem.reports.check_lines` makes.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

import click

from hakem.laws.engine import rule_board
from hakem.model.board import Board
from hakem.model.ruling import Ruling
from hakem.model.settings import Settings
from hakem.parsers.files import Accounting
from hakem.reports.check_lines import CheckTally, has_watch, json_row, text_lines

from .common import paths_argument, quiet_option, read_all, settings_options

if TYPE_CHECKING:
    from hakem.analysis.damage import DamageReport


@click.command()
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
    sys.exit(run_check(paths, fmt, quiet, damage, settings))


def run_check(paths: tuple[str, ...], fmt: str, quiet: bool, damage: bool = False,
              settings: Settings = Settings()) -> int:
    """Print the irregularities; return the exit status (1 when an input had errors)."""
    accounting = Accounting()
    tally = CheckTally()
    files = boards = 0
    input_errors = 0
    for result in read_all(paths):
        accounting.add(result)
        files += 1
        input_errors += result.has_input_errors
        for diag in result.diagnostics:
            click.echo(str(diag), err=True)
        for board in result.boards:
            boards += 1
            ruled = rule_board(board, settings)
            for diag in ruled.case.diagnostics:  # unreadable markers and option words
                click.echo(str(diag), err=True)
            for error in ruled.errors:
                click.echo(str(error), err=True)
            for irr, ruling in ruled.pairs():
                tally.add(irr, ruling)
                if quiet:
                    continue
                report = _damage(board, ruling, result.boards) if damage else None
                if fmt == "json":
                    click.echo(json.dumps(json_row(result.path, board, irr, ruling, report,
                                                   settings.language), ensure_ascii=False))
                else:
                    for line in text_lines(result.path, board, irr, ruling, report,
                                           settings.language):
                        click.echo(line)
    out_err = fmt == "json"
    click.echo(str(accounting), err=out_err)
    for line in tally.summary(files, boards):
        click.echo(line, err=out_err)
    return 1 if input_errors else 0


def _damage(board: Board, ruling: Ruling, field: list[Board]) -> "DamageReport | None":
    """The damage analysis (Laws 12, 23C, 64C...) for a ruling with a Watch flag."""
    if not has_watch(ruling):
        return None
    # Loaded only with --damage: the DD batch machinery costs ~40 ms at start-up.
    from hakem.analysis.dd_tables import damage_for
    try:
        return damage_for(board, ruling, field)
    except Exception as exc:  # the solver must not stop a batch
        click.echo(f"{board.span}: damage analysis failed: {exc}", err=True)
        return None


__all__ = ["check", "run_check"]
