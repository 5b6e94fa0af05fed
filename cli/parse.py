"""``hakem parse``: read files and summarise them (no laws involved)."""

from __future__ import annotations

import json
import sys
from collections import Counter

import click

from hakem.model.diagnostics import Severity
from hakem.parsers.files import Accounting
from hakem.parsers.jsonout import board_to_dict
from hakem.model.settings import Language
from hakem.reports.summary import counted, run_summary
from hakem.reports.explain.diagnostics import diagnostic_line

from .common import paths_argument, quiet_option, read_all

#: ``--lang``: the language of the command's own lines (the records' words are their own).
lang_option = click.option("--language", "--lang", "lang", type=click.Choice([x.value for x in Language]),
                           default="en", show_default=True,
                           help="Language of the summary lines: en, tr (Türkçe), he (עברית).")


@click.command()
@paths_argument
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table",
              show_default=True, help="table: a summary per file; json: one object per board.")
@quiet_option
@lang_option
def parse(paths: tuple[str, ...], fmt: str, quiet: bool, lang: str = "en") -> None:
    """Read PBN/LIN files (directories are searched recursively) and summarise them.

    \b
    Example:
      hakem parse samples/ ../archive/2024/
    """
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
                click.echo(diagnostic_line(diag, lang), err=True)
        else:
            for diag in result.diagnostics:  # a file that could not be read says why
                if diag.severity is Severity.ERROR:
                    click.echo(diagnostic_line(diag, lang), err=True)
            if not quiet:
                detail = ", ".join(f"{code} {n}" for code, n in codes.most_common())
                click.echo(f"{result.path}: {counted(len(result.boards), 'board', lang)}"
                           + (f"; {detail}" if detail else ""))
    _summary(files, boards, totals, tally, err=fmt == "json", lang=lang)
    sys.exit(1 if errors else 0)


def _summary(files: int, boards: int, totals: Counter[str], tally: Accounting,
             err: bool = False, lang: str = "en") -> None:
    click.echo(run_summary(files, boards, accounting=tally, lang=lang), err=err)
    for code, n in totals.most_common():
        click.echo(f"  {n:7d}  {code}", err=err)


__all__ = ["parse"]
