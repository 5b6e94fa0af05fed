"""Splitting PBN text into games before parsing (PBN 2.1 section 2).

A game ends at a semi-empty line (empty or only spaces and tabs), except inside a
``{...}`` comment, which may hold blank lines. Splitting first, as python-chess's
``read_game`` does, means one broken game never costs the rest of the file.

Two mistakes of real files would otherwise merge games silently (issue 18):

* A ``{`` comment left open swallowed every game up to the next ``}``. A line that
  starts a game (``[Event "``, ``[Board "`` or ``[Deal "`` at the start of a line)
  inside a comment ends the game before it, with its comment unclosed
  (:func:`split_games`).
* Games written without a blank line between them. The reader notices a game that
  repeats one of those tags (the first value would count, PBN's import rule, and the
  second game would vanish) and has :func:`split_joined` cut it there. It is done
  then rather than here because the reader looks at every tag anyway, so correct
  files pay nothing for it.

Each such split is flagged on the chunk, and the reader reports it as an error.
"""

from __future__ import annotations

import re
from typing import Generator, Iterator, NamedTuple


class Chunk(NamedTuple):
    """The text of one game and where it starts in the file."""

    text: str
    line: int
    """1-based line number of the chunk's first line."""
    unclosed_brace: bool = False
    """The chunk ends inside a ``{`` comment that never closed (end of file, or the
    start of the next game)."""
    brace: tuple[int, int] | None = None
    """Line and column of that unclosed ``{``."""
    runs_into: int | None = None
    """The line where the next game starts, when the unclosed comment ran into it."""
    joined: bool = False
    """No blank line separates this game from the one before (see :func:`split_joined`)."""


# A newline and the semi-empty lines after it: the end of a game (when no '{'
# can hide a blank line). Searching for these is cheaper than matching every line.
_GAP = re.compile(r"\n(?:[^\S\n]*(?:\n|\Z))+")
# Semi-empty lines at the start of the text.
_LEADING = re.compile(r"(?:[^\S\n]*\n)*")
#: The tags whose line starts a game.
GAME_STARTERS = frozenset({"Event", "Board", "Deal"})
# A line that starts a game.
_GAME_LINE = re.compile(r'\[\s*(Event|Board|Deal)\s*"')
# A tag line's name.
_TAG_NAME = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"')


def split_games(text: str) -> Iterator[Chunk]:
    """Yield the non-blank chunks of ``text`` (newlines already normalised to ``\\n``)."""
    if "{" not in text:
        for start, end, line in _blocks(text):
            yield Chunk(text[start:end], line)
        return
    # A '{' may hide blank lines: walk the lines, but as places in the text rather than
    # a list of them all (a list of a 12 MB file's lines costs ~2 KB a game).
    restart: tuple[int, int] | None = (0, 1)
    while restart is not None:
        restart = yield from _split_lines(text, *restart)


def _split_lines(text: str, pos: int, first: int) -> Generator[Chunk, None, tuple[int, int] | None]:
    """The chunks from line number ``first`` on (it starts at ``pos`` in ``text``); returns
    where to go on (position, line number) when a comment ran into a new game (the chunk
    before it is yielded), else None."""
    start: int | None = None  # line number where the chunk starts...
    begin = end = 0  # ...and the chunk's text so far: text[begin:end]
    in_brace = False
    opened = (0, False, 0)  # the open comment's '{': line, if the line began in one, position
    number = first
    while True:
        newline = text.find("\n", pos)
        stop = len(text) if newline < 0 else newline
        line = text[pos:stop]
        if not in_brace and (not line or line.isspace()):
            if start is not None:
                yield Chunk(text[begin:end], start)
                start = None
        else:
            if start is None:
                start, begin = number, pos
            end = stop
            if in_brace:
                if "}" in line:  # (else the comment goes on: nothing to look at)
                    in_brace = _brace_state(line, True)
                    inside, at = _game_line(text, opened, end)
                    if inside:  # the comment ran into the next game: end this one there
                        yield Chunk(text[begin:at - 1], start, True, _brace_at(text, opened), inside)
                        return at, inside
                    if in_brace:  # closed, and another opened on this line
                        opened = (number, True, pos)
            elif "{" in line:
                in_brace = _brace_state(line, False)
                if in_brace:
                    opened = (number, False, pos)
        if newline < 0:
            break
        pos, number = newline + 1, number + 1
    if start is not None:
        if in_brace:
            inside, at = _game_line(text, opened, end)
            if inside:
                yield Chunk(text[begin:at - 1], start, True, _brace_at(text, opened), inside)
                return at, inside
        yield Chunk(text[begin:end], start, in_brace, _brace_at(text, opened) if in_brace else None)
    return None


def _game_line(text: str, opened: tuple[int, bool, int], end: int) -> tuple[int, int]:
    """The first line after the open comment's ``{`` line and ending by ``end`` (inside
    the comment) that starts a game: its number and position, or (0, 0)."""
    number, _inside, pos = opened
    pos = text.find("\n", pos, end)
    if pos < 0 or text.find("\n[", pos, end) < 0:  # (the usual answer, at C speed)
        return 0, 0
    while pos >= 0:
        number, start = number + 1, pos + 1
        pos = text.find("\n", start, end)
        if text.startswith("[", start) and _GAME_LINE.match(text, start, end if pos < 0 else pos):
            return number, start
    return 0, 0


def _blocks(text: str) -> Iterator[tuple[int, int, int]]:
    """Start, end and first line number of each run of lines that are not semi-empty."""
    start = _LEADING.match(text).end()  # type: ignore[union-attr]  # (it matches the empty string)
    line = 1 + text.count("\n", 0, start)
    for gap in _GAP.finditer(text, start):
        # A gap starts after a line with text and ends where the next one starts.
        yield start, gap.start(), line
        line += text.count("\n", start, gap.end())
        start = gap.end()
    if start < len(text) and not text[start:].isspace():
        yield start, len(text), line


def _brace_state(line: str, in_brace: bool) -> bool:
    """Whether a ``{`` comment is still open after ``line``.

    Braces inside a ``;`` comment or a tag's string value mean nothing (PBN 3.7).
    """
    return _brace_walk(line, in_brace)[0]


def _brace_at(text: str, opened: tuple[int, bool, int]) -> tuple[int, int]:
    """Line and column of the '{' still open at the end of the ``opened`` line (its
    number, whether it began inside a comment, where it starts in ``text``)."""
    number, inside, pos = opened
    stop = text.find("\n", pos)
    return number, _brace_walk(text[pos:] if stop < 0 else text[pos:stop], inside)[1]


def _brace_walk(line: str, in_brace: bool) -> tuple[bool, int]:
    """Whether a ``{`` comment is open after ``line`` (``in_brace``: one was open before
    it), and the column of the last ``{`` that opened one on it (1 if none did)."""
    in_string = False
    column, i, n = 1, 0, len(line)
    while i < n:
        ch = line[i]
        if in_brace:
            if ch == "}":
                in_brace = False
        elif in_string:
            if ch == "\\":
                i += 1
            elif ch == '"':
                in_string = False
        elif ch == "{":
            in_brace, column = True, i + 1
        elif ch == '"':
            in_string = True
        elif ch == ";":
            break
        i += 1
    return in_brace, column


# PBN's export order of the tags that come before [Board] and [Deal] in a game.
_BEFORE = {"Event": frozenset(), "Board": frozenset({"Event", "Site", "Date"}),
           "Deal": frozenset({"Event", "Site", "Date", "Board", "West", "North", "East", "South",
                              "Dealer", "Vulnerable"})}


def split_joined(chunk: Chunk) -> list[Chunk]:
    """Cut a chunk holding games written without a blank line between them.

    A new game starts at a line that starts a game with a tag its game already has
    (``[Event "``, ``[Board "``, ``[Deal "``). It takes with it the tag lines just
    before that line which the old game already had, or which come before that tag in
    PBN's order (``[Site]`` before a repeated ``[Board]``). Games after the first are
    flagged ``joined``. (No such line is inside a ``{`` comment: :func:`split_games`
    ends a chunk there.)
    """
    lines = chunk.text.split("\n")
    pieces: list[tuple[int, int]] = []  # (first line index, end index) of each game
    first = 0
    names: set[str] = set()
    for i, line in enumerate(lines):
        m = _GAME_LINE.match(line)
        if m is None:
            continue
        name = m.group(1)
        if name not in names or i == first:
            names.add(name)
            continue
        cut = i
        before = _BEFORE[name]
        while cut - 1 > first and (tag := _TAG_NAME.match(lines[cut - 1])) is not None and (
                tag.group(1) in before or any(_is_tag(old, tag.group(1)) for old in lines[first:cut - 1])):
            cut -= 1
        pieces.append((first, cut))
        first = cut
        names = {n.group(1) for old in lines[first:i + 1] if (n := _GAME_LINE.match(old))}
    pieces.append((first, len(lines)))
    out = []
    for k, (a, b) in enumerate(pieces):
        last = k == len(pieces) - 1
        out.append(Chunk("\n".join(lines[a:b]), chunk.line + a,
                         chunk.unclosed_brace and last, chunk.brace if last else None,
                         chunk.runs_into if last else None, chunk.joined if k == 0 else True))
    return out


def _is_tag(line: str, name: str) -> bool:
    m = _TAG_NAME.match(line)
    return m is not None and m.group(1) == name
