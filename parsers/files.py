"""Finding input files and reading any of them, whatever its format.

The batch commands (``hakem parse``, ``check``, ``convert``...) all go through
:func:`read_path`: a file that cannot be opened or decoded becomes a result with
a diagnostic, never an exception, so a batch carries on and reports it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, Severity, SourceSpan

from .source import read_source

EXTENSIONS = {".pbn": "pbn", ".lin": "lin"}


@dataclass
class FileResult:
    """What reading one file gave."""

    path: str
    format: str
    boards: list[Board] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    """Problems that belong to no board (an unreadable file, a file with no board)."""

    @property
    def all_diagnostics(self) -> list[Diagnostic]:
        return self.diagnostics + [d for b in self.boards for d in b.diagnostics]

    @property
    def has_errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.all_diagnostics)

    @property
    def has_input_errors(self) -> bool:
        """The file itself is broken (it could not be read, or text in it could not be
        parsed), as opposed to findings about the bridge it records (a fouled deal, a
        revoke, a wrong [Result]), which are what hakem is for."""
        return any(is_input_error(d) for d in self.all_diagnostics)


_INPUT_ERROR_SUFFIXES = ("syntax", "unreadable", "internal-error", "unclosed-comment", "stray-text")


def is_input_error(diag: Diagnostic) -> bool:
    return diag.severity is Severity.ERROR and diag.code.split(".")[-1] in _INPUT_ERROR_SUFFIXES


def input_files(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Path]:
    """Files named directly, and every ``.pbn``/``.lin`` file below named directories, sorted."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = [p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in EXTENSIONS]
            yield from sorted(found)
        else:
            yield path


def sniff_format(path: Path, text: str) -> str:
    """``pbn`` or ``lin``: by extension, else by content."""
    by_extension = EXTENSIONS.get(path.suffix.lower())
    if by_extension:
        return by_extension
    head = text.lstrip()[:4000]
    if head.startswith("[") or head.startswith("%") or "\n[" in head:
        return "pbn"
    return "lin"


def read_path(path: str | os.PathLike[str], strict: bool = False) -> FileResult:
    """Read every board of one file (PBN or LIN)."""
    path = Path(path)
    name = str(path)
    try:
        text = read_source(name)
    except OSError as exc:
        diag = Diagnostic(Severity.ERROR, "file.unreadable", f"cannot read file: {exc.strerror or exc}",
                          SourceSpan(name, 1, 1))
        return FileResult(name, "?", [], [diag])
    fmt = sniff_format(path, text.text)
    if fmt == "lin":
        from . import lin
        result = lin.read_text(text.text, name, strict)
        out = FileResult(name, "lin", list(result.boards), list(result.diagnostics))
    else:
        from . import pbn
        out = FileResult(name, "pbn", list(pbn.iter_text(text.text, name, strict=strict)))
    if not out.boards and not out.diagnostics:
        out.diagnostics.append(Diagnostic(Severity.WARNING, "file.no-board", "no board in this file",
                                          SourceSpan(name, 1, 1)))
    return out
