"""The ``hakem`` command line.

Each command lives in its own module and is imported only when it runs (or when
``--help`` of that command is asked for), so ``hakem check`` does not load pandas,
DuckDB, Dask, matplotlib or openpyxl. :data:`COMMANDS` names them explicitly; a
test loads every one of them.

No traceback reaches the user: an exception that is not one of hakem's own errors
(those are one-line messages, exit status 1) is a bug, reported by
:func:`internal_error` as "internal error: ..." with what a bug report needs (the
command, the version, the file being read), the traceback saved to a file, and exit
status 3.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any, NoReturn

import click

from hakem import __version__

EPILOG = ("Exit status: 0 clean, 1 input errors (reported with file:line:column), 2 usage "
          "errors, 3 an internal error (a bug in hakem: please report it).")
#: Exit status of an internal error.
INTERNAL_ERROR = 3

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
    "serve": ("hakem.cli.serve", "serve", "The claim desk: judge a contested claim in the browser."),
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

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """click's entry point, with the last-resort handler around it."""
        try:
            return super().main(*args, **kwargs)
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort):
            raise  # only with standalone_mode=False: the caller asked for them
        except Exception as exc:  # noqa: BLE001 - the last resort: anything else is a bug
            if kwargs.get("standalone_mode", True) is False:
                raise
            internal_error(exc)

    def format_commands(self, ctx: click.Context, formatter: Any) -> None:
        """The command list without importing every command."""
        rows = [(name, COMMANDS[name][2]) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def internal_error(exc: BaseException) -> NoReturn:
    """Say that hakem failed, what to send with a bug report, and exit with status 3."""
    import shlex

    from hakem.parsers.inputs import last_input

    command = " ".join(shlex.quote(a) for a in ["hakem", *sys.argv[1:]])
    reading = last_input()
    text = " ".join(str(exc).split())
    message = f"{type(exc).__name__}: {text[:300]}{'...' if len(text) > 300 else ''}" if text \
        else type(exc).__name__
    lines = [f"hakem: internal error: {message}",
             f"This is a bug in hakem {__version__}, not a problem of your files. Please report it "
             "to the hakem maintainers with:",
             f"  the command:  {command}",
             f"  the version:  hakem {__version__}, Python {sys.version.split()[0]}"]
    if reading is not None:
        lines.append(f"  the file being read:  {reading}")
    saved = _save_traceback(exc, lines)
    if saved is not None:
        lines.append(f"  the details:  {saved}")
    for line in lines:
        click.echo(line, err=True)
    sys.exit(INTERNAL_ERROR)


def _save_traceback(exc: BaseException, lines: list[str]) -> Path | None:
    """The traceback, for the bug report, in a new file of the temporary folder."""
    import secrets
    import tempfile
    import time
    import traceback

    from hakem.parsers.safe_output import write_text

    folder = Path(tempfile.gettempdir())
    name = f"hakem-internal-error-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(4)}.txt"
    details = "\n".join(lines + ["", *traceback.format_exception(exc)])
    try:
        return write_text(folder / name, details, inside=folder)
    except Exception:  # noqa: BLE001 - the message matters more than the file
        return None


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
