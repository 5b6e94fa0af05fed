"""``hakem convert``: hand records between LIN, PBN and JSON.

The input format is taken from the file extension (``.lin``, ``.pbn``), or
sniffed from the text when the extension says nothing. Problems found while
reading go to stderr with file:line:column; a board is never dropped silently.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import tempfile
from pathlib import Path

import click

from hakem.model.board import Board
from hakem.model.diagnostics import HakemError, Severity
from hakem.parsers import lin, pbn
from hakem.parsers.jsonout import board_to_dict
from hakem.parsers.source import read_source

_EXTENSIONS = {"pbn": ".pbn", "lin": ".lin", "json": ".json"}


def sniff_format(path: Path, text: str) -> str:
    """``lin`` or ``pbn`` for an input file."""
    suffix = path.suffix.lower()
    if suffix in (".lin", ".pbn"):
        return suffix[1:]
    stripped = text.lstrip()
    if stripped.startswith("[") or "\n[" in text[:4000]:
        return "pbn"
    return "lin"


def read_boards(path: Path) -> list[Board]:
    source = read_source(str(path))
    if sniff_format(path, source.text) == "lin":
        result = lin.read_text(source.text, source.path)
        for diag in result.diagnostics:
            click.echo(str(diag), err=True)
        return result.boards
    return pbn.loads(source.text, source.path)


def render(boards: list[Board], to: str) -> str:
    if to == "lin":
        return lin.dumps(boards)
    if to == "pbn":
        return pbn.dumps(boards)
    return json.dumps([board_to_dict(b) for b in boards], ensure_ascii=False, indent=1) + "\n"


@click.command("convert")
@click.argument("inputs", nargs=-1, required=True,
                type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--to", "to", type=click.Choice(sorted(_EXTENSIONS)), required=True,
              help="Output format.")
@click.option("-o", "--output-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Write one file per input here (default: standard output).")
@click.option("--quiet", is_flag=True, help="Do not list the warnings found while reading.")
def convert(inputs: tuple[Path, ...], to: str, output_dir: Path | None, quiet: bool) -> None:
    """Convert hand records (LIN, PBN) to PBN, LIN or JSON (one object per board).

    Example: ``hakem convert match.lin --to pbn -o out/``
    """
    if output_dir is not None:
        output_dir.mkdir(parents=True, exist_ok=True)
    written: set[str] = set()
    for path in inputs:
        try:
            boards = read_boards(path)
        except HakemError as exc:
            raise click.ClickException(str(exc)) from exc
        if not quiet:
            for board in boards:
                for diag in board.diagnostics:
                    if diag.severity is not Severity.INFO:
                        click.echo(str(diag), err=True)
        text = render(boards, to)
        if output_dir is None:
            sys.stdout.write(text)
        else:
            try:
                target = output_path(output_dir, path.stem, _EXTENSIONS[to], written)
            except ValueError as exc:
                raise click.ClickException(str(exc)) from exc
            _write_atomically(target, text)
            written.add(target.name.lower())
            click.echo(f"{path} -> {target} ({len(boards)} boards)", err=True)


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
