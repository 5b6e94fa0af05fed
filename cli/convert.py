"""``hakem convert``: hand records between LIN, PBN and JSON.

The input format is taken from the file extension (``.lin``, ``.pbn``), or
sniffed from the text when the extension says nothing. Problems found while
reading go to stderr with file:line:column; a board is never dropped silently.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from hakem.model.board import Board
from hakem.model.diagnostics import HakemError, Severity

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
    from hakem.parsers.source import read_source
    source = read_source(str(path))
    if sniff_format(path, source.text) == "lin":
        from hakem.parsers import lin
        result = lin.read_text(source.text, source.path)
        for diag in result.diagnostics:
            click.echo(str(diag), err=True)
        return result.boards
    from hakem.parsers import pbn
    return pbn.loads(source.text, source.path)


def render(boards: list[Board], to: str) -> str:
    if to == "lin":
        from hakem.parsers import lin
        return lin.dumps(boards)
    if to == "pbn":
        from hakem.parsers import pbn
        return pbn.dumps(boards)
    from hakem.parsers.jsonout import board_to_dict
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
            target = output_dir / (path.stem + _EXTENSIONS[to])
            target.write_text(text, encoding="utf-8")
            click.echo(f"{path} -> {target} ({len(boards)} boards)", err=True)
