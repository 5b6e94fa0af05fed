"""Splitting PBN text into games before parsing (PBN 2.1 section 2).

A game ends at a semi-empty line (empty or only spaces and tabs), except inside a
``{...}`` comment, which may hold blank lines. Splitting first, as python-chess's
``read_game`` does, means one broken game never costs the rest of the file.
"""

from __future__ import annotations

import re
from typing import Iterator, NamedTuple


class Chunk(NamedTuple):
    """The text of one game and where it starts in the file."""

    text: str
    line: int
    """1-based line number of the chunk's first line."""
    unclosed_brace: bool = False
    """The chunk ends inside a ``{`` comment that never closed (end of file)."""


# A newline and the semi-empty lines after it: the end of a game (when no '{'
# can hide a blank line). Searching for these is cheaper than matching every line.
_GAP = re.compile(r"\n(?:[^\S\n]*(?:\n|\Z))+")
# Semi-empty lines at the start of the text.
_LEADING = re.compile(r"(?:[^\S\n]*\n)*")


def split_games(text: str) -> Iterator[Chunk]:
    """Yield the non-blank chunks of ``text`` (newlines already normalised to ``\\n``)."""
    if "{" not in text:
        for start, end, line in _blocks(text):
            yield Chunk(text[start:end], line)
        return
    start: int | None = None
    in_brace = False
    buf: list[str] = []
    number = 0
    for number, line in enumerate(_lines(text), start=1):
        if not in_brace and (not line or line.isspace()):
            if buf:
                yield Chunk("\n".join(buf), start or number)
                buf = []
                start = None
            continue
        if start is None:
            start = number
        buf.append(line)
        if in_brace or "{" in line:
            in_brace = _brace_state(line, in_brace)
    if buf:
        yield Chunk("\n".join(buf), start or number, unclosed_brace=in_brace)


#: Characters of text split into lines at a time: a long file's lines are never all
#: held at once (a 12 MB file's lines take 40 MB as strings).
_SLAB = 1 << 20


def _lines(text: str) -> Iterator[str]:
    """``text.split("\n")``, a slab at a time."""
    start, size = 0, len(text)
    while True:
        cut = text.find("\n", start + _SLAB) if start + _SLAB < size else -1
        if cut < 0:
            yield from text[start:].split("\n")
            return
        yield from text[start:cut].split("\n")
        start = cut + 1


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
    in_string = False
    i = 0
    n = len(line)
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
            in_brace = True
        elif ch == '"':
            in_string = True
        elif ch == ";":
            break
        i += 1
    return in_brace
