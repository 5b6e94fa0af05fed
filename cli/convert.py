"""``hakem convert``: hand records between LIN, PBN and JSON.

The input format is taken from the file extension (``.lin``, ``.pbn``), or
sniffed from the text when the extension says nothing. Problems found while
reading go to stderr with file:line:column; a board is never dropped silently. A
file that cannot be read (or is not a regular file) is reported and the others are
converted; the exit status is then 1. Output files are written through
:mod:`hakem.parsers.safe_output` (inside ``-o``, UTF-8, whole or not at all).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from hakem.model.board import Board
from hakem.model.diagnostics import HakemError, Severity
from hakem.parsers import lin, pbn
from hakem.parsers.files import read_path
from hakem.parsers.jsonout import board_to_dict
from hakem.parsers.safe_output import safe_name, write_text

_EXTENSIONS = {"pbn": ".pbn", "lin": ".lin", "json": ".json"}


def render(boards: list[Board], to: str) -> str:
    if to == "lin":
        return lin.dumps(boards)
    if to == "pbn":
        return pbn.dumps(boards)
    return json.dumps([board_to_dict(b) for b in boards], ensure_ascii=False, indent=1) + "\n"


@click.command("convert", epilog="Exit status: 0 clean, 1 an input that could not be read or "
                                 "parsed (the others are converted), 2 usage errors.")
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
    written: set[str] = set()
    failed = False
    for path in inputs:
        result = read_path(path)
        failed |= result.has_input_errors
        for diag in result.all_diagnostics:
            if diag.severity is Severity.ERROR or (not quiet and diag.severity is not Severity.INFO):
                click.echo(str(diag), err=True)
        if not result.boards and result.has_input_errors:
            continue  # nothing read: no empty output file in its place
        text = render(result.boards, to)
        if output_dir is None:
            sys.stdout.write(text)
            continue
        name = safe_name(path.stem, _EXTENSIONS[to], written)
        try:
            target = write_text(output_dir / name, text, inside=output_dir)
        except HakemError as exc:
            raise click.ClickException(str(exc)) from None
        written.add(name.lower())
        click.echo(f"{path} -> {target} ({len(result.boards)} boards)", err=True)
    sys.exit(1 if failed else 0)
