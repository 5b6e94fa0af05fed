"""``hakem convert``: hand records between LIN, PBN and hakem's JSON lines.

The input format is taken from the file extension (``.lin``, ``.pbn``, ``.jsonl``), or
sniffed from the text when the extension says nothing. Problems found while
reading go to stderr with file:line:column; a board is never dropped silently. A
file that cannot be read (or is not a regular file) is reported and the others are
converted; the exit status is then 1. Output files are written through
:mod:`hakem.parsers.safe_output` (inside ``-o``, UTF-8, whole or not at all).

Nothing is lost silently either: the converted text is read back with the new
format's reader and compared with the input (:mod:`hakem.reports.conversion`);
whatever did not come back (a tag LIN has no room for, an unknown card LIN cannot
write, an irregularity) is listed on stderr, board by board, and ``--strict`` makes
the exit status 1 when anything was.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from hakem.model.board import Board
from hakem.model.diagnostics import HakemError, Severity
from hakem.parsers import jsonin, jsonout, lin, pbn
from hakem.parsers.files import read_path
from hakem.parsers.safe_output import safe_name, write_text
from hakem.reports.explain import catalogue_for
from hakem.reports.explain.diagnostics import diagnostic_line, word
from hakem.reports.summary import counted

from .parse import lang_option

#: Output format -> the extension of the files ``-o`` writes.
_EXTENSIONS = {"pbn": ".pbn", "lin": ".lin", "json": ".jsonl"}


def render(boards: list[Board], to: str) -> str:
    """``boards`` as PBN, LIN or JSON lines (one object per board)."""
    if to == "lin":
        return lin.dumps(boards)
    if to == "pbn":
        return pbn.dumps(boards)
    return jsonout.dumps(boards)


def read_back(text: str, to: str, name: str) -> list[Board]:
    """The boards of ``text`` as the reader of format ``to`` sees them."""
    if to == "lin":
        return lin.read_text(text, name).boards
    if to == "pbn":
        return pbn.loads(text, name)
    return jsonin.loads(text, name)


def losses(boards: list[Board], text: str, to: str, name: str, lang: str = "en") -> list[str]:
    """What of ``boards`` the converted ``text`` does not hold, one line each, in ``lang``."""
    from hakem.reports.conversion import board_losses, losses as all_losses

    again = read_back(text, to, name)
    if len(again) != len(boards):
        return [f"{name}: {line}" for line in all_losses(boards, again, lang)]
    out = []
    for board, other in zip(boards, again):
        where = f"{board.span}: " if board.span is not None else f"{name}: "
        label = (word("loss.board", lang, board=board.board_id) if board.board_id
                 else word("loss.a-record", lang))
        out += [where + word("loss.not-carried", lang, label=label, to=to.upper(), what=what)
                for what in board_losses(board, other, lang)]
    return out


@click.command("convert", epilog="Exit status: 0 clean, 1 an input that could not be read or "
                                 "parsed (the others are converted) or, with --strict, something "
                                 "the new format could not hold, 2 usage errors.")
@click.argument("inputs", nargs=-1, required=True,
                type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--to", "to", type=click.Choice(sorted(_EXTENSIONS)), required=True,
              help="Output format (json: JSON lines, one object per board).")
@click.option("-o", "--output-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Write one file per input here (default: standard output).")
@click.option("--strict", is_flag=True,
              help="Exit with status 1 when the new format could not hold everything the "
                   "input holds (what was lost is listed on stderr either way).")
@click.option("--quiet", is_flag=True, help="Do not list the warnings found while reading.")
@lang_option
def convert(inputs: tuple[Path, ...], to: str, output_dir: Path | None, strict: bool,
            quiet: bool, lang: str = "en") -> None:
    """Convert hand records (PBN, LIN, hakem's JSON lines) to PBN, LIN or JSON lines.

    The output is read back and compared with the input: anything the new format
    could not hold is listed on stderr (LIN cannot write an unknown card, nor a
    record with no deal, auction or board number). PBN's irregularity marks (^S ^I
    ^R ^L, [Declarer "^N"], [Result "^n"]) and the tags LIN has no command for go
    into LIN notes starting "pbn:", which hakem reads back.

    \b
    Examples:
      hakem convert match.lin --to pbn -o out/
      hakem convert session.pbn --to json > session.jsonl
      hakem convert session.pbn --to lin --strict -o lin/
    """
    if output_dir is not None:
        try:
            output_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # e.g. a regular file where a folder should be: one line, exit 1
            raise click.ClickException(f"{output_dir}: cannot create the output folder: "
                                       f"{exc.strerror or exc}") from None
    cat = catalogue_for(lang)
    written: set[str] = set()
    failed = False
    lost = 0
    for path in inputs:
        result = read_path(path)
        failed |= result.has_input_errors
        for diag in result.all_diagnostics:
            if diag.severity is Severity.ERROR or (not quiet and diag.severity is not Severity.INFO):
                click.echo(diagnostic_line(diag, lang), err=True)
        if not result.boards and result.has_input_errors:
            continue  # nothing read: no empty output file in its place
        text = render(result.boards, to)
        missing = losses(result.boards, text, to, str(path), lang)
        for line in missing:
            click.echo(line, err=True)
        lost += len(missing)
        if output_dir is None:
            sys.stdout.write(text)
            continue
        name = safe_name(path.stem, _EXTENSIONS[to], written)
        try:
            target = write_text(output_dir / name, text, inside=output_dir)
        except HakemError as exc:
            raise click.ClickException(str(exc)) from None
        written.add(name.lower())
        click.echo(cat.term("ui.convert.written").format(
            source=path, target=target, boards=counted(len(result.boards), "board", lang)), err=True)
    if lost:
        form = "one" if cat.plural(lost) == "one" else "other"
        click.echo(cat.term(f"ui.convert.lost.{form}").format(n=lost, to=to.upper())
                   + ("" if strict else cat.term("ui.convert.strict-hint")), err=True)
    sys.exit(1 if failed or (strict and lost) else 0)


__all__ = ["convert", "losses", "read_back", "render"]
