"""Positions and small helpers shared by the PBN section readers."""

from __future__ import annotations

import re
from typing import Any, Iterator, NamedTuple

from hakem.model.diagnostics import MAX_PER_RECORD, Budget, Diagnostic, Overflow, Severity, SourceSpan, keeps

from .possessive import portable

_WORD = re.compile(r"\S+")
#: The inside of a PBN string: any character but a quote, a backslash or a newline,
#: or a backslash escape (written unrolled: no alternation per character; possessive:
#: no backtracking state kept, see grammars/pbn.lark).
QUOTED = portable(r'[^"\\\n]*+(?:\\.[^"\\\n]*+)*+')
_NAME = r'([A-Za-z0-9_]+)'
_BARE = r'[^\]"\n]*'
_TAG_RE = re.compile(rf'\[\s*{_NAME}\s*(?:"({QUOTED})"|({_BARE}))\s*\]')
# _TAG_RE alone on a line; the second group (the opening quote) tells a quoted
# value from a bare one (findall gives "" for a group that did not take part).
_TAG_LINE_RE = re.compile(rf'^\[\s*{_NAME}\s*(?:(")({QUOTED})"|({_BARE}))\s*\]$', re.MULTILINE)

#: Builds a named tuple from a tuple of its fields, without its Python-level __new__
#: (three times cheaper; the readers make one for every tag and most tokens).
fast_tuple = tuple.__new__


class Positions:
    """Turns token positions inside a game into file positions."""

    __slots__ = ("path", "line0", "diagnostics", "cut_merged", "budget", "overflow")

    def __init__(self, path: str | None, line0: int, budget: Budget | None = None) -> None:
        self.path = path
        self.line0 = line0
        self.diagnostics: list[Diagnostic] = []
        self.cut_merged = True
        """A repeated [Event]/[Board]/[Deal] raises MergedGames (else it is an error here)."""
        self.budget = budget
        """The file's: past it, and past MAX_PER_RECORD, diagnostics are counted, not kept."""
        self.overflow: Overflow | None = None

    def span(self, tok: Any) -> SourceSpan:
        return fast_tuple(SourceSpan, (self.path, self.line0 + tok.line - 1, tok.column))

    def span_at(self, tok: Any, offset: int) -> SourceSpan:
        """Position of the character ``offset`` places into ``tok``'s text."""
        value = tok.value
        newlines = value.count("\n", 0, offset)
        if newlines:
            column = offset - value.rindex("\n", 0, offset)
        else:
            column = tok.column + offset
        return SourceSpan(self.path, self.line0 + tok.line - 1 + newlines, column)

    def report(self, severity: Severity, code: str, message: str, span: SourceSpan | None,
               args: tuple[tuple[str, object], ...] = ()) -> None:
        if keeps(len(self.diagnostics), self.budget):
            self.diagnostics.append(Diagnostic(severity, code, message, span, args))
        else:
            self.count(severity, span)

    def add(self, diag: Diagnostic) -> None:
        """A diagnostic made elsewhere (``model.numbers.read_number``), under the same bound."""
        if keeps(len(self.diagnostics), self.budget):
            self.diagnostics.append(diag)
        else:
            self.count(diag.severity, diag.span)

    @property
    def full(self) -> bool:
        """No more diagnostics are kept: a reader with many of them may just :meth:`count`."""
        return self.overflow is not None

    def count(self, severity: Severity, span: SourceSpan | None = None, n: int = 1) -> None:
        """``n`` diagnostics counted, not kept (the record or the file has enough)."""
        if self.overflow is None:
            self.overflow = Overflow()
        self.overflow.count(severity, span, n)

    def words(self, tok: Any, code: str, what: str) -> list[str]:
        """Report each word of a run of words that could not be read (``what``: its
        text), under the record's bound; return the words."""
        words = tok.value.split()
        for k, (m, span) in enumerate(located(_WORD, tok, self.path, self.line0)):
            if self.overflow is not None:  # (a record of thousands of them: count the rest)
                self.count(Severity.WARNING, span, len(words) - k)
                break
            self.report(Severity.WARNING, code, f"{what}: {m.group()[:40]!r}", span,
                        (("value", m.group()[:40]),))
        return words

    def collected(self) -> tuple[Diagnostic, ...]:
        """The diagnostics for the board, with one counting those not kept."""
        if self.overflow is None:
            return tuple(self.diagnostics)
        return (*self.diagnostics, self.overflow.summary(
            "pbn.more-diagnostics", len(self.diagnostics) >= MAX_PER_RECORD, SourceSpan(self.path, self.line0, 1)))

    def warn(self, code: str, message: str, span: SourceSpan | None, **args: object) -> None:
        self.report(Severity.WARNING, code, message, span, tuple(args.items()))

    def error(self, code: str, message: str, span: SourceSpan | None, **args: object) -> None:
        self.report(Severity.ERROR, code, message, span, tuple(args.items()))

    def info(self, code: str, message: str, span: SourceSpan | None, **args: object) -> None:
        self.report(Severity.INFO, code, message, span, tuple(args.items()))


def located(pattern: "re.Pattern[str]", tok: Any, path: str | None,
            line0: int) -> Iterator[tuple["re.Match[str]", SourceSpan]]:
    """The matches of ``pattern`` in a token's text, each with its file position.

    Lines are counted incrementally between matches, so a run spanning many lines
    costs one pass over its text.
    """
    value = tok.value
    line = line0 + tok.line - 1
    line_start = 1 - tok.column  # offset where the token's first line would start
    last = 0
    for m in pattern.finditer(value):
        start = m.start()
        newlines = value.count("\n", last, start)
        if newlines:
            line += newlines
            line_start = value.rindex("\n", last, start) + 1
        last = start
        yield m, SourceSpan(path, line, start - line_start + 1)


def words(tok: Any, path: str | None, line0: int) -> Iterator[tuple[str, SourceSpan]]:
    """The white-space separated words of a run token, each with its file position."""
    for m, span in located(_WORD, tok, path, line0):
        yield m.group(), span


def unescape(value: str) -> str:
    """PBN strings escape a quote as ``\\"`` and a backslash as ``\\\\``."""
    if "\\" not in value:
        return value
    return re.sub(r'\\(["\\])', r"\1", value)


_NEEDS_ESCAPE = re.compile(r'\\(?=["\\]|$)|"')


def escape(value: str) -> str:
    """Inverse of :func:`unescape`; a lone backslash (``Result\\2R``) is left as it is."""
    if "\\" not in value and '"' not in value:
        return value
    return _NEEDS_ESCAPE.sub(lambda m: "\\" + m.group(), value)


#: Tags that start a game (``pbn_split.GAME_STARTERS``): one repeated means two games.
_STARTERS = frozenset({"Event", "Board", "Deal"})


class MergedGames(Exception):
    """A game repeats a tag that starts a game: two games without a blank line between
    them. The reader cuts the chunk there (``pbn_split.split_joined``) and reads again."""


class RawTag(NamedTuple):
    """A tag pair as read, before typed values are taken out of it.

    A plain tuple rather than a :class:`~hakem.model.board.Tag`: a file has ten or
    more tags a game, and most of them (Deal, Contract, Auction...) end up in typed
    fields, so a Tag and its SourceSpan are built only for the ones a board keeps.
    The last three fields are a SourceSpan's, in its order (``raw[1:]``).
    """

    value: str
    path: str | None
    line: int
    column: int

    @property
    def span(self) -> SourceSpan:
        return fast_tuple(SourceSpan, self[1:])

    def with_value(self, value: str) -> "RawTag":
        """The same position with another value (an inherited or repeated one)."""
        return fast_tuple(RawTag, (value, self.path, self.line, self.column))


def read_tags(tok: Any, pos: Positions, seen: dict[str, RawTag]) -> tuple[str, bool]:
    """Add the tag pairs of a TAG run to ``seen``; return the last name and whether
    any value may start with ``#`` (PBN 4.8 inheritance).

    The first value of a tag counts (PBN import rule); a repeat with another value
    is reported. Nearly every file writes one tag per line with nothing around it:
    then the anchored pattern matches once per line and the positions follow from
    the line count. Anything else (two tags on a line, indentation, a tag broken
    over lines) takes the general path.
    """
    text = tok.value
    if text[-1].isspace():  # the white space after the run, taken into the token
        text = text.rstrip()
    found = _TAG_LINE_RE.findall(text)
    path = pos.path
    if len(found) != text.count("\n") + 1:
        name = ""
        for m, span in located(_TAG_RE, tok, path, pos.line0):
            name, quoted, bare = m.group(1, 2, 3)
            value = (unescape(quoted) if "\\" in quoted else quoted) if quoted is not None else bare.strip()
            add_tag(seen, name, value, span, pos)
        return name, "#" in text
    line = pos.line0 + tok.line - 1
    column = tok.column
    name = ""
    for name, is_quoted, value, bare in found:
        if not is_quoted:
            value = bare.strip()
        elif "\\" in value:
            value = unescape(value)
        first = seen.get(name)  # add_tag's work, inline: this loop sees every tag of a file
        if first is None:
            seen[name] = fast_tuple(RawTag, (value, path, line, column))
        elif name in _STARTERS:
            _merged(name, first, SourceSpan(path, line, column), pos)
        elif value != first.value:
            _repeated(name, first, SourceSpan(path, line, column), pos)
        line += 1
        column = 1
    return name, "#" in text


def add_tag(seen: dict[str, RawTag], name: str, value: str, span: SourceSpan, pos: Positions) -> None:
    """Add one tag pair to ``seen`` (see :func:`read_tags`)."""
    first = seen.get(name)
    if first is None:
        seen[name] = fast_tuple(RawTag, (value, span.path, span.line, span.column))
    elif name in _STARTERS:
        _merged(name, first, span, pos)
    elif value != first.value:
        _repeated(name, first, span, pos)


def _merged(name: str, first: RawTag, span: SourceSpan, pos: Positions) -> None:
    """A second [Event], [Board] or [Deal]: another game, unless it cannot be cut off."""
    if pos.cut_merged:
        raise MergedGames(name)
    pos.error("pbn.merged-games", f"[{name}] repeated where the game cannot be cut in two (not at "
              f"the start of a line): two games may be merged; the first value {first.value!r} counts",
              span, tag=name, value=first.value)


def _repeated(name: str, first: RawTag, span: SourceSpan, pos: Positions) -> None:
    pos.warn("pbn.duplicate-tag", f"[{name}] repeated; the first value {first.value!r} counts "
             "(PBN import rule)", span, tag=name, value=first.value)


class Piece(NamedTuple):
    """Part of a Lark token, with what the section readers use of a token."""

    type: str
    value: str
    line: int
    column: int


# The tag part of an AUCTION_TAG or PLAY_TAG token (the grammar's _AUCTION, _PLAY).
_SECTION_TAG = re.compile(r'\[\s*(?:Auction|Play)\s*"([^"\n]*)"\s*\]')


def split_section_head(tok: Any, run_type: str) -> tuple[str, Any, Any]:
    """Part an Auction or Play tag token from the run of calls or cards it took in.

    Returns the tag's value, the tag alone, and the run as a token of ``run_type``
    with its own position (None when the tag took no run).
    """
    value = tok.value
    m = _SECTION_TAG.match(value)  # the lexer matched the same pattern: never None
    end = m.end() if m is not None else len(value)
    start = len(value) - len(value[end:].lstrip())  # the run's first character, if any
    # Only white space after the tag (the token takes it in): no run.
    head = tok if start == len(value) else Piece(tok.type, value[:end], tok.line, tok.column)
    tag = m.group(1) if m is not None and "\\" not in m.group(1) else tag_value(head)[1]
    if head is tok:
        return tag, tok, None
    newlines = value.count("\n", 0, start)
    if newlines:
        column = start - value.rindex("\n", 0, start)
    else:
        column = tok.column + start
    return tag, head, Piece(run_type, value[start:], tok.line + newlines, column)


# One Note tag of a NOTE_TAG run (the grammar's NOTE_TAG repeats it).
_NOTE_TAG = re.compile(r'\[\s*Note\s*"[^"\\]*(?:\\.[^"\\]*)*"\s*\]')


def split_notes(tok: Any) -> list[Any]:
    """The Note tags of a NOTE_TAG run, each as a piece with its own position."""
    if tok.value.count("[") == 1:
        return [tok]
    # Positions relative to the game, as the token's own (line0 = 1).
    return [Piece(tok.type, m.group(), span.line, span.column) for m, span in located(_NOTE_TAG, tok, None, 1)]


def comment_text(tok: Any) -> tuple[str, bool]:
    """The text of a comment token and whether it was a ``{}`` comment."""
    value = tok.value
    if value.startswith("{"):
        return value[1:-1], True
    return value[1:], False


def tag_value(tok: Any) -> tuple[str, str]:
    """Name and value of a single-tag token (Auction, Play, Note, tables)."""
    m = _TAG_RE.match(tok.value)
    if m is None:
        # e.g. [ActionTable "Rank;Call\"]: the backslash escapes the closing quote.
        # Read it loosely: the name, then everything between the first and last quote.
        inner = tok.value.strip()[1:-1].strip()
        name, _, rest = inner.partition(" ")
        rest = rest.strip()
        if rest.startswith('"') and rest.endswith('"') and len(rest) >= 2:
            rest = rest[1:-1]
        return name.split('"')[0], rest
    return m.group(1), unescape(m.group(2) if m.group(2) is not None else m.group(3).strip())
