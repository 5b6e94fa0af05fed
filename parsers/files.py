"""Finding input files and reading any of them, whatever its format.

The batch commands (``hakem parse``, ``check``, ``convert``...) all go through
:func:`read_path`: a file that cannot be opened or decoded becomes a result with
a diagnostic, never an exception, so a batch carries on and reports it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, ParseError, Severity, SourceSpan

from .inputs import EXTENSIONS, input_paths, not_regular, note_input, os_error_kind, refusal
from .source import MAX_FILE_BYTES, FileTooLarge, NotRegularFile, Text, read_source

#: hakem's own JSON lines (``hakem convert --to json``), read when named; in a folder only
#: the files that start with a hakem board are taken (see :mod:`hakem.parsers.inputs`).
NAMED_EXTENSIONS = {**EXTENSIONS, ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "jsonl"}
#: Codes of the file-level errors that mean the file was not read at all.
UNREAD_FILE_CODES = ("file.unreadable", "file.too-large", "file.not-regular")


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
                         "record-too-large", "value-too-long", "too-large", "missing-blank-line",
                         "merged-games", "not-bridge", "not-regular")


def _too_large_args(exc: FileTooLarge) -> tuple[tuple[str, object], ...]:
    return (("size", exc.size), ("limit", MAX_FILE_BYTES))


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
    with_errors: int = 0
    """Records carrying an error diagnostic (some of *with diagnostics*, all of *rejected*)."""
    file_errors: int = 0
    """Error diagnostics that belong to a file rather than a record (unreadable, not bridge)."""

    def add(self, result: FileResult) -> None:
        self.add_file(result.diagnostics, len(result.boards))
        for board in result.boards:
            self.add_board(board)

    def add_file(self, diagnostics: Iterable[Diagnostic], boards: int) -> None:
        """One file, from its own diagnostics and its number of boards (its boards are
        counted with :meth:`add_board`, as they are read)."""
        self.files += 1
        if any(d.code in UNREAD_FILE_CODES for d in diagnostics):
            self.unreadable_files += 1
        elif not boards:
            self.empty_files += 1
        self.file_errors += sum(d.severity is Severity.ERROR for d in diagnostics)

    def add_board(self, board: Board) -> None:
        self.records += 1
        if any(d.severity is Severity.ERROR for d in board.diagnostics):
            self.with_errors += 1
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
        errors = f"; {self.with_errors} with errors" if self.with_errors else ""
        return (f"{files}, {self.records} record{'s' * (self.records != 1)}: {self.read} read, "
                f"{self.with_diagnostics} read with diagnostics, {self.rejected} rejected{errors}")


def input_files(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Path]:
    """Files named directly, and every ``.pbn``/``.lin`` file (and hakem's own JSON lines)
    below named directories, sorted; sub-folders that cannot be listed and special files
    are kept, for :func:`read_path` to report (see :mod:`hakem.parsers.inputs`)."""
    return input_paths(paths)


def sniff_format(path: Path, text: str) -> str:
    """``pbn``, ``lin`` or ``jsonl``: by extension, else by content."""
    by_extension = NAMED_EXTENSIONS.get(path.suffix.lower())
    if by_extension:
        return by_extension
    head = text.lstrip()[:4000]
    if head.startswith('{"schema": "hakem-board-'):  # hakem's own; other JSON is not a hand record
        return "jsonl"
    if head.startswith("[") or head.startswith("%") or "\n[" in head:
        return "pbn"
    return "lin"


# A PBN tag pair at the start of a line, and a LIN command (a key hakem reads or knows
# as BBO's) with its value: text, not control characters.
# (A file of only the PBN header, "% PBN 2.1" / "% EXPORT", is a PBN file without games.)
_PBN_TAG = re.compile(r'^[ \t]*(?:\[\s*[A-Za-z][A-Za-z0-9_]*\s*"[^"\x00-\x1f]*"\s*\]|%\s*(?i:PBN|EXPORT|IMPORT)\b)',
                      re.MULTILINE)
# The LIN pattern starts at the bar and looks back for the key: a pattern that starts
# with a literal is searched for that character at C speed, while one that starts with
# 23 alternatives tries them all at every character (2 s of CPU for 10 MB without a
# command, twice a file; a fuzz case of one 10 MB token timed out on a loaded machine).
_LIN_COMMAND = re.compile(r"(?i)\|(?<=(?<![A-Za-z0-9])(?:md|mb|pc|pg|pn|qx|ah|sv|vg|rs|mc|an|nt|at|st|rh|pw|mp|"
                          r"bn|mn|up|ub|sa)\|)[^|\x00-\x08\x0e-\x1f]*\|")


def holds_records(text: str, fmt: str) -> bool:
    """Whether ``text`` has at least one PBN tag pair or LIN command: a file with
    neither (random bytes, another format) is not a hand record at all."""
    first, second = (_PBN_TAG, _LIN_COMMAND) if fmt == "pbn" else (_LIN_COMMAND, _PBN_TAG)
    return first.search(text) is not None or second.search(text) is not None


def read_path(path: str | os.PathLike[str], strict: bool = False, name: str | None = None) -> FileResult:
    """Read every board of one file (PBN, LIN or hakem's JSON lines); ``name`` names it in
    the results (default: ``path``), e.g. a relative name for a file opened by its absolute path."""
    stream = open_path(path, strict, name)
    boards = list(stream)
    return FileResult(stream.path, stream.format, boards, stream.diagnostics)


#: What the LIN reader says of text in which it found no command at all.
_NOT_LIN = frozenset({"lin.unreadable", "lin.no-board"})


_NOT_BRIDGE = "not a PBN or LIN file (no tag, no LIN command)"


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
                f"({type(exc).__name__}: {exc}); please report it", SourceSpan(name, 1, 1),
                (("board", self.boards_read or None), ("detail", f"{type(exc).__name__}: {exc}"))))
        if not self.boards_read and self._text and all(d.code in _NOT_LIN for d in self.diagnostics) \
                and any(d.code == "lin.unreadable" for d in self.diagnostics):
            # words, but not one LIN command (nor a tag): not ours to pass with a warning
            self.diagnostics.append(Diagnostic(
                Severity.ERROR, "file.not-bridge", _NOT_BRIDGE,
                SourceSpan(name, 1, 1)))
        if not self.boards_read and not self.diagnostics:
            self.diagnostics.append(Diagnostic(Severity.WARNING, "file.no-board",
                                               "no board in this file", SourceSpan(name, 1, 1)))  # (no values to name)


def open_path(path: str | os.PathLike[str], strict: bool = False,
              name: str | None = None) -> FileStream:
    """One file (PBN, LIN or JSON lines) ready to be read board by board (see :class:`FileStream`);
    ``name`` as for :func:`read_path`."""
    path = Path(path)
    name = str(path) if name is None else name
    note_input(name)
    refused = refusal(path, name)
    if refused is not None:
        return FileStream(name, "?", iter(()), [refused])
    try:
        text = read_source(os.fspath(path), name, limit=MAX_FILE_BYTES)
    except NotRegularFile as exc:  # (it became one after refusal() looked)
        return FileStream(name, "?", iter(()), [not_regular(name, exc.kind)])
    except FileTooLarge as exc:
        return FileStream(name, "?", iter(()), [Diagnostic(Severity.ERROR, "file.too-large", exc.args[0],
                                                           SourceSpan(name, 1, 1), _too_large_args(exc))])
    except OSError as exc:
        diag = Diagnostic(Severity.ERROR, "file.unreadable", f"cannot read file: {exc.strerror or exc}",
                          SourceSpan(name, 1, 1), (("kind", os_error_kind(exc)), ("detail", exc.strerror or str(exc))))
        return FileStream(name, "?", iter(()), [diag])
    fmt = sniff_format(path, text.text)
    # hakem's own JSON lines are checked by their reader (parsers.jsonin), not for PBN tags
    if fmt != "jsonl" and text.text.strip() and not holds_records(text.text, fmt):
        return FileStream(name, fmt, iter(()), [Diagnostic(
            Severity.ERROR, "file.not-bridge", _NOT_BRIDGE, SourceSpan(name, 1, 1))])
    diagnostics: list[Diagnostic] = []
    return FileStream(name, fmt, _boards(fmt, text, name, strict, diagnostics), diagnostics,
                      strict, text=bool(text.text.strip()))


def _boards(fmt: str, text: Text, name: str, strict: bool,
            diagnostics: list[Diagnostic]) -> Iterator[Board]:
    if fmt == "lin":
        from . import lin
        result = lin.read_text(text.text, name, strict, notes=text.notes)
        diagnostics.extend(result.diagnostics)
        yield from result.boards
    elif fmt == "jsonl":
        from . import jsonin
        read = jsonin.read_text(text.text, name)
        diagnostics.extend(read.diagnostics)
        yield from read.boards
    else:
        from . import pbn
        yield from pbn.iter_text(text.text, name, strict=strict, notes=text.notes)


__all__ = ["Accounting", "EXTENSIONS", "FileResult", "FileStream", "MAX_FILE_BYTES", "NAMED_EXTENSIONS",
           "UNREAD_FILE_CODES", "holds_records", "input_files", "is_input_error", "is_rejected", "open_path",
           "read_path", "sniff_format"]
