"""Options and helpers shared by the hakem commands."""

from __future__ import annotations

import sys
from typing import Any, Callable, Iterator, TypeVar

import click

from hakem.parsers.files import FileResult, input_files, read_path

F = TypeVar("F", bound=Callable[..., Any])


def paths_argument(fn: F) -> F:
    return click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))(fn)


def quiet_option(fn: F) -> F:
    fn = click.option("-q", "--quiet", is_flag=True, help="Print only the summary.")(fn)
    return fn


def read_all(paths: tuple[str, ...], show_progress: bool = True) -> Iterator[FileResult]:
    """Read every input file, with a progress bar on a terminal for long batches."""
    files = list(input_files(paths))
    if show_progress and len(files) > 20 and sys.stderr.isatty():
        with click.progressbar(files, label="reading", file=sys.stderr,
                               item_show_func=lambda p: str(p)[-40:] if p else "") as bar:
            for path in bar:
                yield read_path(path)
    else:
        for path in files:
            yield read_path(path)
