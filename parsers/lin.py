"""Reading and writing BBO LIN records (hand records, vugraph archives, movies).

>>> boards = loads("pn|S,W,N,E|md|3SAKQJHAKQJDAKQCAK,S2345H2345D2345C23,S6789H6789D6789C45,"
...                "|sv|o|ah|Board 1|mb|7N|mb|p|mb|p|mb|p|pc|H2|mc|13|")
>>> b = boards[0]
>>> b.contract, b.declarer, b.result, b.players[Seat.S]
(Contract.parse('7NT', Seat.N), Seat.N, 13, 'S')

The layouts, every command read and what ``mc`` means are in docs/lin.md.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import IO, Iterable, Iterator
from urllib.parse import quote

from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, ParseError, Severity, SourceSpan
from hakem.model.seat import Seat  # noqa: F401  (doctest)

from .lin_assemble import assemble
from .lin_board import BoardReader, Context
from .lin_split import Segment, split_boards
from .lin_tokens import MAX_ITEMS, MAX_JUNK_TOKENS, Positions, tokenize, url_decode
from .lin_writer import dumps as _dumps
from .source import Source, read_source

__all__ = ["iter_boards", "load", "loads", "dump", "dumps", "read", "LinFile", "handviewer_url"]

HANDVIEWER = "https://www.bridgebase.com/tools/handviewer.html?lin="
#: Unreadable stretches listed one by one per file; past this a single warning counts the rest.
MAX_UNREADABLE = 100
#: A board longer than this is not read (``lin.record-too-large``), as in the PBN reader; a
#: real one is under 2 kB, a long teaching movie under 50 kB.
MAX_BOARD_CHARS = 1_000_000
#: A single value longer than this is ignored (``lin.value-too-long``).
MAX_VALUE_CHARS = 100_000


@dataclass
class LinFile:
    """Everything read from one LIN text: the boards, and problems that belong to no board."""

    boards: list[Board] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def all_diagnostics(self) -> list[Diagnostic]:
        return self.diagnostics + [d for b in self.boards for d in b.diagnostics]


def read_text(text: str, path: str | None = None, strict: bool = False,
              notes: Iterable[Diagnostic] = ()) -> LinFile:
    """Read LIN ``text`` (already decoded). ``strict`` raises ParseError on the first format problem.

    ``notes`` are diagnostics about the text itself (from decoding it); each goes to the
    board its line falls in.
    """
    out = LinFile()
    decoded = url_decode(text)
    positions = Positions(text, path)
    found: list[tuple[Severity, str, str, int, tuple[tuple[str, object], ...]]] = [
        (d.severity, d.code, d.message, _offset(positions, d.span), d.args) for d in notes]
    notes = found
    if decoded is not None:
        text = decoded
        notes.append((Severity.INFO, "lin.url-decoded", "URL-encoded LIN (handviewer form) was "
                       "decoded; lines and columns refer to the decoded text", 0, ()))
    positions = Positions(text, path)
    pairs, junk = tokenize(text)
    for number, (offset, stretch) in enumerate(junk):
        message = (stretch if stretch.startswith(("missing", "more than"))
                   else f"unreadable text {stretch[:40]!r}: not a key|value| pair")
        if strict:
            raise ParseError(message, positions.span(offset), positions.context(offset), "lin.unreadable")
        if number == MAX_UNREADABLE:
            # A file of stray bars would otherwise give one warning per bar.
            notes.append((Severity.WARNING, "lin.unreadable", f"{len(junk) - number:,} more unreadable "
                          "stretches from here on (not listed)", offset,
                          (("kind", "more"), ("count", len(junk) - number))))
            break
        notes.append((Severity.WARNING, "lin.unreadable", message, offset, _unreadable_args(stretch)))
    if junk and "the rest of the text is not read" in junk[-1][1]:
        notes.append((Severity.ERROR, "lin.unreadable", junk[-1][1], junk[-1][0], _unreadable_args(junk[-1][1])))
    segments, qx_mode = split_boards(pairs)
    ctx = Context(positions, strict, qx_mode)
    starts: list[int] = []
    for segment in segments:
        if not segment.is_board:
            continue
        oversized = _oversized(segment, positions, strict)
        if oversized is not None:
            out.boards.append(oversized)
            starts.append(segment.pairs[0][3])
            continue
        _drop_long_values(segment, positions, strict, notes)
        reader = BoardReader(segment, ctx)
        reader.read()
        out.boards.append(assemble(reader))
        starts.append(reader.start)
        if not qx_mode:
            names = [p for p in segment.pairs if p[0] == "pn"]
            if names:
                ctx.inherited_pn = names[-1]
    if not out.boards and (pairs or junk):
        first = pairs[0][3] if pairs else junk[0][0]
        notes.append((Severity.WARNING, "lin.no-board", "no board in this text (no md, mb, pc or qx)",
                      first, ()))
    per_board: dict[int, list[Diagnostic]] = {}
    for severity, code, message, offset, args in notes:
        diag = Diagnostic(severity, code, message, positions.span(offset), args)
        index = bisect.bisect_right(starts, offset) - 1
        if out.boards:
            per_board.setdefault(max(index, 0), []).append(diag)
        else:
            out.diagnostics.append(diag)
    for index, diags in per_board.items():
        out.boards[index] = _with_diagnostics(out.boards[index], diags)
    return out


def _offset(positions: Positions, span: SourceSpan | None) -> int:
    """The character offset of a line and column of the text (0 when unknown)."""
    if span is None:
        return 0
    starts = positions.line_starts()
    if not 1 <= span.line <= len(starts):
        return 0
    return starts[span.line - 1] + span.column - 1


def _unreadable_args(stretch: str) -> tuple[tuple[str, object], ...]:
    """The values of an unreadable stretch's message: the text itself, or the tokenizer's
    own account (``missing ...``, ``more than ...``) as ``detail``."""
    if stretch.startswith("missing closing"):
        return (("kind", "no-closing-bar"),)
    if stretch.startswith("missing key|value| pairs"):
        return (("kind", "too-many-stretches"), ("limit", MAX_JUNK_TOKENS))
    if stretch.startswith("more than"):
        return (("kind", "too-many-pairs"), ("limit", MAX_ITEMS))
    if stretch.startswith("missing"):
        return (("kind", "detail"), ("detail", stretch))
    return (("kind", "text"), ("value", stretch[:40]))


def _oversized(segment: Segment, positions: Positions, strict: bool) -> Board | None:
    """A rejected board when the segment is over :data:`MAX_BOARD_CHARS`, else None."""
    size = sum(len(p[2]) + 4 for p in segment.pairs)
    if size <= MAX_BOARD_CHARS:
        return None
    offset = segment.pairs[0][3]
    span = positions.span(offset)
    message = f"board of {size:,} characters is over the limit of {MAX_BOARD_CHARS:,}; not read"
    if strict:
        raise ParseError(message, span, positions.context(offset), "lin.record-too-large")
    return Board(format="lin", diagnostics=(Diagnostic(Severity.ERROR, "lin.record-too-large", message, span,
                                                       (("chars", size), ("limit", MAX_BOARD_CHARS))),),
                 span=span)


def _drop_long_values(segment: Segment, positions: Positions, strict: bool,
                      notes: list[tuple[Severity, str, str, int, tuple[tuple[str, object], ...]]]) -> None:
    """Blank values over :data:`MAX_VALUE_CHARS` (a deal, a name or a comment that long is
    broken or hostile, and some values cost time in proportion to their length)."""
    for i, (key, raw, value, offset) in enumerate(segment.pairs):
        if len(value) > MAX_VALUE_CHARS and key not in ("*b", "*c"):
            message = f"{raw}| value of {len(value):,} characters is over the limit of {MAX_VALUE_CHARS:,}; ignored"
            if strict:
                raise ParseError(message, positions.span(offset), positions.context(offset), "lin.value-too-long")
            notes.append((Severity.ERROR, "lin.value-too-long", message, offset,
                          (("command", f"{raw}|"), ("chars", len(value)), ("limit", MAX_VALUE_CHARS))))
            segment.pairs[i] = (key, raw, "", offset)


def _with_diagnostics(board: Board, diags: list[Diagnostic]) -> Board:
    import dataclasses
    return dataclasses.replace(board, diagnostics=board.diagnostics + tuple(diags))


def read(source: Source, path: str | None = None, strict: bool = False) -> LinFile:
    """Read a LIN file or handle (encoding sniffed) into a :class:`LinFile`."""
    text = read_source(source, path)
    return read_text(text.text, text.path, strict, notes=text.notes)


def iter_boards(source: Source, path: str | None = None, strict: bool = False) -> Iterator[Board]:
    """The boards of a LIN file or handle, in file order.

    Both rooms of a vugraph board come out as two boards sharing the deal.
    Problems are on each board's ``diagnostics``; with ``strict`` the first
    format problem raises :class:`~hakem.model.diagnostics.ParseError`.
    A text holding no board at all yields nothing (``read`` reports why).
    """
    yield from read(source, path, strict).boards


def load(source: Source, path: str | None = None, strict: bool = False) -> list[Board]:
    """All boards of a LIN file or handle."""
    return read(source, path, strict).boards


def loads(text: str, path: str | None = None, strict: bool = False) -> list[Board]:
    """All boards of a LIN string."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return read_text(text, path, strict).boards


def dumps(boards: Iterable[Board]) -> str:
    """LIN text for ``boards``, one board per line (a match header first for vugraph boards)."""
    return _dumps(boards)


def dump(boards: Iterable[Board], handle: IO[str]) -> None:
    """Write ``boards`` as LIN to a text handle."""
    handle.write(_dumps(boards))


def handviewer_url(board: Board) -> str:
    """A BBO handviewer link showing ``board`` (deal, auction, play), for reports.

    >>> handviewer_url(loads("md|1SA,,,|")[0])[53:]
    'st%7C%7Cmd%7C1SAHDC%2C%2C%2C%7Crh%7C%7C'
    """
    lin = _dumps([board], header=False).strip().replace("\n", "")
    return HANDVIEWER + quote(lin, safe="")


def span_of(board: Board) -> SourceSpan | None:
    return board.span
