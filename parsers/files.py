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
from hakem.model.diagnostics import Diagnostic, ParseError, Severity, SourceSpan

from .inputs import EXTENSIONS, input_paths, note_input, refusal
from .source import read_source

#: A file is read whole into memory (and its text and tokens take several times its size);
#: past this it is reported instead (the largest corpus file is 2 MB; a year of a big
#: club's results is a few MB).
MAX_FILE_BYTES = 32 * 1024 * 1024


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


    @property
    def accounting(self) -> "Accounting":
        """How each record of this file fared (see :class:`Accounting`)."""
        tally = Accounting()
        tally.add(self)
        return tally


_INPUT_ERROR_SUFFIXES = ("syntax", "unreadable", "internal-error", "unclosed-comment", "stray-text",
                         "record-too-large", "value-too-long", "too-large", "not-regular", "not-bridge")


def is_input_error(diag: Diagnostic) -> bool:
    return diag.severity is Severity.ERROR and diag.code.split(".")[-1] in _INPUT_ERROR_SUFFIXES


def is_rejected(board: Board) -> bool:
    """A record the reader could not read at all: an error and nothing else (no tag, deal,
    auction or play), e.g. a PBN game over the size limit or past the recovery limit."""
    return (board.deal is None and board.auction is None and board.play is None and not board.tags
            and not board.tables
            and any(d.severity is Severity.ERROR for d in board.diagnostics))


@dataclass
class Accounting:
    """Every record of a batch, in exactly one of three piles, so none is lost silently.

    *read*: no warning or error; *with diagnostics*: read, with warnings or errors to
    look at; *rejected*: could not be read (the record is still there, carrying the
    error with its file:line:column). Files are counted as well, with those that
    could not be opened or decoded and those holding no record.

    >>> tally = Accounting()
    >>> tally.add(FileResult("a.pbn", "pbn", [Board()]))
    >>> str(tally)
    '1 file, 1 record: 1 read, 0 read with diagnostics, 0 rejected'
    """

    files: int = 0
    unreadable_files: int = 0
    empty_files: int = 0
    records: int = 0
    read: int = 0
    with_diagnostics: int = 0
    rejected: int = 0

    def add(self, result: FileResult) -> None:
        self.add_file(result.diagnostics, len(result.boards))
        for board in result.boards:
            self.add_board(board)

    def add_file(self, diagnostics: Iterable[Diagnostic], boards: int) -> None:
        """One file, from its own diagnostics and its number of boards (its boards are
        counted with :meth:`add_board`, as they are read)."""
        self.files += 1
        if any(d.code in ("file.unreadable", "file.too-large", "file.not-regular") for d in diagnostics):
            self.unreadable_files += 1
        elif not boards:
            self.empty_files += 1

    def add_board(self, board: Board) -> None:
        self.records += 1
        if is_rejected(board):
            self.rejected += 1
        elif any(d.severity is not Severity.INFO for d in board.diagnostics):
            self.with_diagnostics += 1
        else:
            self.read += 1

    @property
    def balanced(self) -> bool:
        """Every record is in exactly one pile."""
        return self.records == self.read + self.with_diagnostics + self.rejected

    def __str__(self) -> str:
        files = f"{self.files} file{'s' * (self.files != 1)}"
        extra = [f"{n} {what}" for n, what in ((self.unreadable_files, "unreadable"),
                                                (self.empty_files, "without records")) if n]
        if extra:
            files += f" ({', '.join(extra)})"
        return (f"{files}, {self.records} record{'s' * (self.records != 1)}: {self.read} read, "
                f"{self.with_diagnostics} read with diagnostics, {self.rejected} rejected")


def input_files(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Path]:
    """Files named directly, and every ``.pbn``/``.lin`` file below named directories, sorted;
    sub-folders that cannot be listed and special files are kept, for :func:`read_path` to
    report (see :mod:`hakem.parsers.inputs`)."""
    return input_paths(paths)


def sniff_format(path: Path, text: str) -> str:
    """``pbn`` or ``lin``: by extension, else by content."""
    by_extension = EXTENSIONS.get(path.suffix.lower())
    if by_extension:
        return by_extension
    head = text.lstrip()[:4000]
    if head.startswith("[") or head.startswith("%") or "\n[" in head:
        return "pbn"
    return "lin"


def read_path(path: str | os.PathLike[str], strict: bool = False, name: str | None = None) -> FileResult:
    """Read every board of one file (PBN or LIN); ``name`` names it in the results
    (default: ``path``), e.g. a relative name for a file opened by its absolute path."""
    stream = open_path(path, strict, name)
    boards = list(stream)
    return FileResult(stream.path, stream.format, boards, stream.diagnostics)


#: What the LIN reader says of text in which it found no command at all.
_NOT_LIN = frozenset({"lin.unreadable", "lin.no-board"})


class FileStream:
    """One file's boards, read one at a time as they are asked for (iterate it once).

    ``diagnostics`` holds the problems that belong to no board (see
    :class:`FileResult`); it is complete once the iteration has ended. A long file
    is never held whole as boards: a batch rules each board and lets it go.
    """

    def __init__(self, path: str, fmt: str, boards: Iterator[Board],
                 diagnostics: list[Diagnostic], strict: bool = False, text: bool = False) -> None:
        self.path, self.format, self.diagnostics = path, fmt, diagnostics
        self.boards_read = 0
        self._boards, self._strict = boards, strict
        self._text = text
        """The file holds more than white space (so no board at all is an error)."""

    def __iter__(self) -> Iterator[Board]:
        name = self.path
        try:
            for board in self._boards:
                self.boards_read += 1
                yield board
        except ParseError:
            raise
        except Exception as exc:  # a bug of ours must not stop the batch nor lose the boards read
            if self._strict:
                raise
            after = f" after board {self.boards_read}" if self.boards_read else ""
            self.diagnostics.append(Diagnostic(
                Severity.ERROR, "file.internal-error", f"hakem could not read this file{after} "
                f"({type(exc).__name__}: {exc}); please report it", SourceSpan(name, 1, 1)))
        if not self.boards_read and self._text and all(d.code in _NOT_LIN for d in self.diagnostics) \
                and any(d.code == "lin.unreadable" for d in self.diagnostics):
            # words, but not one LIN command (nor a tag): not ours to pass with a warning
            self.diagnostics.append(Diagnostic(
                Severity.ERROR, "file.not-bridge", "not a PBN or LIN file (no tag, no LIN command)",
                SourceSpan(name, 1, 1)))
        if not self.boards_read and not self.diagnostics:
            self.diagnostics.append(Diagnostic(Severity.WARNING, "file.no-board",
                                               "no board in this file", SourceSpan(name, 1, 1)))


def open_path(path: str | os.PathLike[str], strict: bool = False,
              name: str | None = None) -> FileStream:
    """One file (PBN or LIN) ready to be read board by board (see :class:`FileStream`);
    ``name`` as for :func:`read_path`."""
    path = Path(path)
    name = str(path) if name is None else name
    note_input(name)
    refused = refusal(path, name)
    if refused is not None:
        return FileStream(name, "?", iter(()), [refused])
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            diag = Diagnostic(Severity.ERROR, "file.too-large", f"file of {size:,} bytes is over the limit "
                              f"of {MAX_FILE_BYTES:,}; not read (split it)", SourceSpan(name, 1, 1))
            return FileStream(name, "?", iter(()), [diag])
        text = read_source(os.fspath(path), name)
    except OSError as exc:
        diag = Diagnostic(Severity.ERROR, "file.unreadable", f"cannot read file: {exc.strerror or exc}",
                          SourceSpan(name, 1, 1))
        return FileStream(name, "?", iter(()), [diag])
    fmt = sniff_format(path, text.text)
    diagnostics: list[Diagnostic] = []
    return FileStream(name, fmt, _boards(fmt, text.text, name, strict, diagnostics), diagnostics,
                      strict, text=bool(text.text.strip()))


def _boards(fmt: str, text: str, name: str, strict: bool,
            diagnostics: list[Diagnostic]) -> Iterator[Board]:
    if fmt == "lin":
        from . import lin
        result = lin.read_text(text, name, strict)
        diagnostics.extend(result.diagnostics)
        yield from result.boards
    else:
        from . import pbn
        yield from pbn.iter_text(text, name, strict=strict)
