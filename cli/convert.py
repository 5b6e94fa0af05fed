"""``hakem convert``: hand records between LIN, PBN and hakem's JSON lines.

The input format is taken from the file extension (``.lin``, ``.pbn``, ``.jsonl``), or
sniffed from the text when the extension says nothing. Problems found while
reading go to stderr with file:line:column; a board is never dropped silently.

Nothing is lost silently either: the converted text is read back with the new
format's reader and compared with the input (:mod:`hakem.reports.conversion`);
whatever did not come back (a tag LIN has no room for, an unknown card LIN cannot
write, an irregularity) is listed on stderr, board by board, and ``--strict`` makes
the exit status 1 when anything was.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import tempfile
from pathlib import Path

import click

from hakem.model.board import Board
from hakem.model.diagnostics import Severity
from hakem.parsers import jsonin, jsonout, lin, pbn
from hakem.parsers.files import read_path
from hakem.reports.summary import counted

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


def losses(boards: list[Board], text: str, to: str, name: str) -> list[str]:
    """What of ``boards`` the converted ``text`` does not hold, one line each."""
    from hakem.reports.conversion import board_losses, losses as all_losses

    again = read_back(text, to, name)
    if len(again) != len(boards):
        return [f"{name}: {line}" for line in all_losses(boards, again)]
    out = []
    for board, other in zip(boards, again):
        where = f"{board.span}: " if board.span is not None else f"{name}: "
        label = f"board {board.board_id}" if board.board_id else "record"
        out += [f"{where}{label}: not carried into {to.upper()}: {what}"
                for what in board_losses(board, other)]
    return out


@click.command("convert", epilog="Exit status: 0 clean, 1 an input that could not be read "
                                 "(the others are converted) or, with --strict, something the "
                                 "new format could not hold, 2 usage errors.")
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
def convert(inputs: tuple[Path, ...], to: str, output_dir: Path | None, strict: bool,
            quiet: bool) -> None:
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
        output_dir.mkdir(parents=True, exist_ok=True)
    written: set[str] = set()
    failed = False
    lost = 0
    for path in inputs:
        result = read_path(path)
        failed |= result.has_input_errors
        for diag in result.all_diagnostics:
            if diag.severity is Severity.ERROR or (not quiet and diag.severity is not Severity.INFO):
                click.echo(str(diag), err=True)
        if not result.boards and result.has_input_errors:
            continue  # nothing read: no empty output file in its place
        text = render(result.boards, to)
        missing = losses(result.boards, text, to, str(path))
        for line in missing:
            click.echo(line, err=True)
        lost += len(missing)
        if output_dir is None:
            sys.stdout.write(text)
        else:
            try:
                target = output_path(output_dir, path.stem, _EXTENSIONS[to], written)
            except ValueError as exc:
                raise click.ClickException(str(exc)) from exc
            _write_atomically(target, text)
            written.add(target.name.lower())
            click.echo(f"{path} -> {target} ({counted(len(result.boards), 'board')})", err=True)
    if lost:
        click.echo(f"{counted(lost, 'thing')} could not be carried into {to.upper()} (listed above)"
                   + ("" if strict else "; --strict makes this an error"), err=True)
    sys.exit(1 if failed or (strict and lost) else 0)


_UNSAFE = re.compile(r"[^\w.+@-]+")


def output_path(output_dir: Path, name: str, extension: str, taken: set[str] | None = None) -> Path:
    """A file for ``name`` directly inside ``output_dir``, never outside it.

    ``name`` may come from a file name or a board id written by someone else: path
    separators, ``..``, control characters and leading dots are replaced, and a name
    already written in this run gets a ``-2``, ``-3``... suffix instead of overwriting
    the earlier output (two inputs ``a/x.pbn`` and ``b/x.pbn``). A target that still
    resolves outside the directory (a symbolic link placed there) is refused.

    >>> output_path(Path("out"), "../../etc/x", ".pbn").as_posix()
    'out/etc_x.pbn'
    """
    stem = _UNSAFE.sub("_", name).strip("._") or "boards"
    stem = stem[:120]
    taken = taken or set()
    candidate, n = stem + extension, 1
    while candidate.lower() in taken:
        n += 1
        candidate = f"{stem}-{n}{extension}"
    target = output_dir / candidate
    root = output_dir.resolve()
    if target.resolve().parent != root:
        raise ValueError(f"refusing to write {target}: it resolves outside {output_dir}")
    return target


def _write_atomically(target: Path, text: str) -> None:
    """Write a sibling temporary file and rename it: an interrupted run leaves the old
    file or the new one, never half of one."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
