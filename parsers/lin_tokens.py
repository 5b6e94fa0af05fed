"""LIN text to a flat list of ``key|value|`` pairs, with positions.

The Lark grammar (``grammars/lin.lark``) lexes the text; runs of calls and of
cards come out as one token each and are split here. Every pair keeps the
character offset of its key, and :class:`Positions` turns offsets into
line:column only when a diagnostic needs one.
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache
from typing import Any
from urllib.parse import unquote_plus

from lark import Lark, Transformer

from hakem.model.diagnostics import SourceSpan

try:  # the maintained Cython build of Lark's lexer and LALR parser (a dependency)
    import lark_cython  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover
    lark_cython = None

Pair = tuple[str, str, str, int]
"""(lower-case key, key as written, value, character offset of the key)."""


class _Collect(Transformer):  # type: ignore[type-arg]
    """Inline transformer: the parse result is the token list itself (no tree)."""

    def start(self, children: list[Any]) -> list[Any]:
        return children


@lru_cache(maxsize=2)
def lin_parser(accelerated: bool = True) -> Lark:
    """The LALR parser for ``lin.lark`` (built once per process); lark-cython when present."""
    options: dict[str, Any] = {"parser": "lalr", "lexer": "basic", "transformer": _Collect()}
    if accelerated and lark_cython is not None:
        options["_plugins"] = lark_cython.plugins
    return Lark.open_from_package("hakem.parsers.grammars", "lin.lark", ("",), **options)


#: Texts longer than this are lexed lazily (see :func:`tokenize`).
LAZY_ABOVE_CHARS = 1_000_000
#: Unreadable stretches after which a big text is not read further.
MAX_JUNK_TOKENS = 10_000
#: Items (pairs, runs of calls or cards) a text may hold: a real board has about twenty,
#: so a 32 MB file of them well under half a million. Past this the text is not read further
#: (a file of 6 million nt|c| pairs took 1.7 GB).
MAX_ITEMS = 500_000
_KEYS: dict[str, tuple[str, str]] = {}

RUN_KEYS = ("*b", "*c")
"""Pseudo-keys of the run items: ``*b`` a run of ``mb``/``an`` pairs, ``*c`` of ``pc``/``pg``."""


def tokenize(text: str) -> tuple[list[Pair], list[tuple[int, str]]]:
    """Split ``text`` into items; also return the unreadable stretches as (offset, text).

    An item is a pair ``(key, key as written, value, offset)``, or a run of calls
    (key ``*b``) or cards (key ``*c``) whose value is the run's text, to be split
    with :func:`run_pairs` by the board reader.

    >>> tokenize("pn|a,b,c,d|st||mb|1C!|an|Precision|")[0][2]
    ('*b', '*b', 'mb|1C!|an|Precision|', 15)
    """
    items: list[Pair] = []
    junk: list[tuple[int, str]] = []
    append = items.append
    parser = lin_parser()
    # Small texts take the (faster) parse; a big one is lexed lazily so that a file of
    # millions of stray tokens stops being read after MAX_JUNK_TOKENS, not minutes later.
    tokens = parser.parse(text) if len(text) <= LAZY_ABOVE_CHARS else parser.lex(text)
    for tok in tokens:
        kind = tok.type
        if len(junk) >= MAX_JUNK_TOKENS:
            junk.append((tok.start_pos, f"missing key|value| pairs: {MAX_JUNK_TOKENS:,} unreadable "
                         "stretches; the rest of the text is not read"))
            break
        if len(items) >= MAX_ITEMS:
            junk.append((tok.start_pos, f"more than {MAX_ITEMS:,} key|value| pairs and runs; the rest of "
                         "the text is not read"))
            break
        value = tok.value  # a str (lark-cython tokens are not str subclasses)
        if kind == "PAIR":
            raw = value[:2]
            keys = _KEYS.get(raw)
            if keys is None:
                keys = _KEYS[raw] = (raw.lower(), raw)  # one pair of strings a key, not one a pair
            append((keys[0], keys[1], value[3:-1], tok.start_pos))
        elif kind == "CARDS":
            append(("*c", "*c", value, tok.start_pos))
        elif kind == "CALLS":
            append(("*b", "*b", value, tok.start_pos))
        elif kind == "OPEN_PAIR":
            raw = value[:2]
            append((raw.lower(), raw, value[3:].rstrip(), tok.start_pos))
            junk.append((tok.start_pos + len(value), "missing closing '|' at end of text"))
        else:
            junk.append((tok.start_pos, str(value)))
    return items, junk


def run_pairs(text: str, start: int) -> list[Pair]:
    """The pairs of a run item, with their offsets."""
    out: list[Pair] = []
    parts = text.split("|")
    pos = start
    for i in range(0, len(parts) - 1, 2):
        raw = parts[i]
        if len(raw) != 2:
            stripped = raw.lstrip()
            pos += len(raw) - len(stripped)
            raw = stripped
        value = parts[i + 1]
        out.append((raw.lower(), raw, value, pos))
        pos += len(value) + 4
    return out


def pairs(text: str) -> list[Pair]:
    """Every pair of ``text`` with runs expanded (for tools and tests)."""
    out: list[Pair] = []
    for item in tokenize(text)[0]:
        if item[0] in RUN_KEYS:
            out.extend(run_pairs(item[2], item[3]))
        else:
            out.append(item)
    return out


class Positions:
    """Character offsets to :class:`SourceSpan` (line and column are 1-based)."""

    def __init__(self, text: str, path: str | None) -> None:
        self.text = text
        self.path = path
        self._starts: list[int] | None = None

    def line_starts(self) -> list[int]:
        """Offset of the first character of each line."""
        if self._starts is None:
            self._starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        return self._starts

    _line_starts = line_starts

    def span(self, offset: int) -> SourceSpan:
        starts = self._line_starts()
        line = bisect.bisect_right(starts, offset)
        return SourceSpan(self.path, line, offset - starts[line - 1] + 1)

    def context(self, offset: int) -> str:
        """The source line holding ``offset`` with a caret under it."""
        starts = self._line_starts()
        line = bisect.bisect_right(starts, offset)
        begin = starts[line - 1]
        end = self.text.find("\n", begin)
        snippet = self.text[begin:end if end >= 0 else len(self.text)]
        column = offset - begin
        if len(snippet) > 100:  # vugraph lines can be long: show a window
            left = max(0, column - 50)
            snippet, column = snippet[left:left + 100], column - left
        return f"  {snippet}\n  {' ' * column}^"


_URL_START = re.compile(r"^\s*(?:https?://|www\.)", re.IGNORECASE)
_LIN_PARAM = re.compile(r"[?&]lin=", re.IGNORECASE)


def url_decode(text: str) -> str | None:
    """The LIN inside a BBO handviewer or movie URL, decoded; None when ``text`` is not one.

    Files are not decoded: Bridge Composer keeps ``+`` and ``%20`` as written, and
    ``+`` is common in explanations (``5+ !S``). Only a URL, or text whose bars
    themselves are encoded (``%7C``), is decoded.
    """
    stripped = text.strip()
    match = _LIN_PARAM.search(stripped)
    if match and (_URL_START.match(stripped) or "|" not in stripped[:match.start()]):
        return unquote_plus(stripped[match.end():])
    if "|" not in stripped and re.search("%7c", stripped, re.IGNORECASE):
        return unquote_plus(stripped)
    return None


_SUIT_ESCAPES = {"!S": "\u2660", "!H": "\u2665", "!D": "\u2666", "!C": "\u2663"}
_SUIT_SYMBOLS = {v: k for k, v in _SUIT_ESCAPES.items()}
_ESCAPE_RE = re.compile("![SHDC]")
_SYMBOL_RE = re.compile("[\u2660\u2665\u2666\u2663]")


def unescape_suits(text: str) -> str:
    """BBO's ``!S !H !D !C`` to suit symbols (explanations and commentary).

    >>> unescape_suits("5+ !S, 4+ !H")
    '5+ ♠, 4+ ♥'
    """
    if "!" not in text:
        return text
    return _ESCAPE_RE.sub(lambda m: _SUIT_ESCAPES[m.group()], text)


def escape_suits(text: str) -> str:
    """Suit symbols back to BBO's ``!S`` escapes (the writer's half of the round trip)."""
    return _SYMBOL_RE.sub(lambda m: _SUIT_SYMBOLS[m.group()], text)
