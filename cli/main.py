"""The ``hakem`` command line.

Each command lives in its own module and is imported only when it runs (or when
``--help`` of that command is asked for), so ``hakem check`` does not load pandas,
DuckDB, Dask, matplotlib or openpyxl. :data:`COMMANDS` names them explicitly; a
test loads every one of them.
"""

from __future__ import annotations

import importlib
from typing import Any

import click

from hakem import __version__

EPILOG = "Exit status: 0 clean, 1 input errors (reported with file:line:column), 2 usage errors."

#: Command name -> (module, attribute, the one-line help ``hakem --help`` shows).
COMMANDS: dict[str, tuple[str, str, str]] = {
    "parse": ("hakem.cli.parse", "parse", "Read PBN/LIN files and summarise them."),
    "check": ("hakem.cli.check", "check", "List every irregularity in the files and rule on it."),
    "convert": ("hakem.cli.convert", "convert", "Convert hand records to PBN, LIN or JSON."),
    "claim": ("hakem.cli.claim", "claim", "Rule on a contested claim (Laws 68-71)."),
    "dd": ("hakem.cli.dd", "dd", "Double-dummy tables and par for every board."),
    "report": ("hakem.cli.report", "report", "Rule on every board; write an HTML report or a table."),
    "stats": ("hakem.cli.stats", "stats", "Frequencies and rates of irregularities."),
    "archive": ("hakem.cli.archive", "archive", "Keep boards and rulings in a Parquet archive."),
    "query": ("hakem.cli.archive", "query", "Run SQL (DuckDB) over an archive."),
}


class LazyGroup(click.Group):
    """A group whose commands are imported on first use (click's lazy-loading pattern)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(COMMANDS))

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in COMMANDS and name not in self.commands:
            module, attribute, _help = COMMANDS[name]
            self.add_command(getattr(importlib.import_module(module), attribute), name)
        return super().get_command(ctx, name)

    def format_commands(self, ctx: click.Context, formatter: Any) -> None:
        """The command list without importing every command."""
        rows = [(name, COMMANDS[name][2]) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup, epilog=EPILOG)
@click.version_option(__version__, prog_name="hakem")
def cli() -> None:
    """hakem: find and rule on irregularities in bridge hand records (PBN, LIN).

    \b
    Examples:
      hakem parse samples/                 summary of every file
      hakem check samples/ --format json   every irregularity, one JSON object per line
    """


if __name__ == "__main__":  # pragma: no cover
    cli()
