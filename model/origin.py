"""Where the items of a section came from, worked out only when asked.

The PBN reader reads plain calls and cards in runs (one token for ``1C Pass 1H``)
and shares one interned entry object per (call or card, seat). Their positions are
kept here, per run, and turned into a :class:`SourceSpan` only when a diagnostic
or a ruling needs one: building a span for each of the half-million cards in a
corpus costs more than reading them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .diagnostics import SourceSpan

_WORD = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class Run:
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

    def span(self, index: int) -> SourceSpan | None:
        for item, span in self.explicit:
            if item == index:
                return span
        best: Run | None = None
        for run in self.runs:
            if run.first <= index:
                best = run
            else:
                break
        if best is None:
            return None
        line, column = best.line, best.column
        line_start = 1 - column  # offset where the run's first line would start
        for n, m in enumerate(_WORD.finditer(best.text)):
            if best.first + n == index:
                start = m.start()
                newlines = best.text.count("\n", 0, start)
                if newlines:
                    line += newlines
                    line_start = best.text.rindex("\n", 0, start) + 1
                return SourceSpan(self.path, line, start - line_start + 1)
        return SourceSpan(self.path, best.line, best.column)
