"""Where the items of a section came from, worked out only when asked.

The PBN reader reads plain calls and cards in runs (one token for ``1C Pass 1H``)
and shares one interned entry object per (call or card, seat). Their positions are
kept here, per run, and turned into a :class:`SourceSpan` only when a diagnostic
or a ruling needs one: building a span for each of the half-million cards in a
corpus costs more than reading them.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, field
from typing import NamedTuple

from .diagnostics import SourceSpan

_WORD = re.compile(r"\S+")
#: An item of a run (group 1), or a note reference ``=n=`` (group 2) that a run of
#: calls keeps after a call.
RUN_ITEM = re.compile(r"([^\s=]+)|=(\d+)=")
_NEWLINE = re.compile(r"\n")


class Run(NamedTuple):
    """A run of items read as one token (a NamedTuple: the reader makes one per run)."""

    first: int
    """Index of the run's first item in the section."""
    line: int
    """File line of the run's first character."""
    column: int
    text: str


@dataclass(frozen=True, slots=True)
class Origin:
    """Positions of a section's items, by item index."""

    path: str | None
    runs: tuple[Run, ...]
    explicit: tuple[tuple[int, SourceSpan], ...] = ()
    """Items read one by one (marked or annotated ones) with their own spans."""
    _index: list = field(default_factory=list, compare=False, repr=False)
    """Lookup tables, built on the first :meth:`span` call: a hostile file can hold a run
    of 100,000 calls with a diagnostic for each, and a scan per call would be quadratic."""

    def span(self, index: int) -> SourceSpan | None:
        if not self._index:
            explicit: dict[int, SourceSpan] = {}
            for item, span in self.explicit:
                explicit.setdefault(item, span)
            self._index.append((explicit, [run.first for run in self.runs], {}))
        explicit, firsts, layouts = self._index[0]
        got = explicit.get(index)
        if got is not None:
            return got
        k = bisect.bisect_right(firsts, index) - 1
        if k < 0:
            return None
        best = self.runs[k]
        text = best.text
        n = index - best.first
        layout = layouts.get(k)
        if layout is None and k not in layouts and "=" not in text:
            # The first question about a run (usually the only one: a diagnostic or
            # two per board) skips to the word in one match instead of mapping them all.
            layouts[k] = None
            m = _skipper(n).match(text)
            if m is None:
                return SourceSpan(self.path, best.line, best.column)
            start = m.end()
            before = text.count("\n", 0, start)
            if before:
                return SourceSpan(self.path, best.line + before, start - text.rindex("\n", 0, start))
            return SourceSpan(self.path, best.line, start + best.column)
        if layout is None:
            layout = layouts[k] = _layout(text)
        starts, newlines = layout
        if n >= len(starts):
            return SourceSpan(self.path, best.line, best.column)
        start = starts[n]
        before = bisect.bisect_left(newlines, start)  # newlines before the word
        if before:
            return SourceSpan(self.path, best.line + before, start - newlines[before - 1])
        return SourceSpan(self.path, best.line, start + best.column)


@functools.lru_cache(maxsize=256)
def _skipper(n: int) -> "re.Pattern[str]":
    """Matches the first ``n`` words of a run and the white space after them."""
    return re.compile(r"(?:\S+\s+){%d}(?=\S)" % n)


def _layout(text: str) -> tuple[list[int], list[int]]:
    """Offsets of the items of a run (not its note references) and of its newlines."""
    if "=" in text:
        starts = [m.start() for m in RUN_ITEM.finditer(text) if m.group(1) is not None]
    else:
        starts = [m.start() for m in _WORD.finditer(text)]
    return starts, [m.start() for m in _NEWLINE.finditer(text)]
