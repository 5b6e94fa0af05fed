"""The law numbers a list of references cites, for tables and statistics.

(An effect's one-line summary is words, so it is made by :mod:`hakem.reports.explain`.)

>>> primary_law(["31A2(a)", "16C"]), law_numbers(["64A1", "64C", "16B"])
('31', ['64', '16'])
"""

from __future__ import annotations

import re
from typing import Iterable

_LAW_NUMBER = re.compile(r"\d+")


def primary_law(laws: Iterable[str]) -> str | None:
    """The law number of the most specific reference: ``31A2(a)`` -> ``31``."""
    for law in laws:
        m = _LAW_NUMBER.search(law)
        if m:
            return m.group(0)
    return None


def law_numbers(laws: Iterable[str]) -> list[str]:
    """Distinct law numbers of a list of references, in order."""
    out: list[str] = []
    for law in laws:
        m = _LAW_NUMBER.search(law)
        if m and m.group(0) not in out:
            out.append(m.group(0))
    return out


__all__ = ["law_numbers", "primary_law"]
