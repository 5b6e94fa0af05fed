"""Hebrew: the table to fill (issue 20), with the language's rules already in code.

What is here: right-to-left direction, the plural rule with Hebrew's dual (CLDR
``one``, ``two``, ``other``: "לקיחה אחת", "שתי לקיחות", "שלוש לקיחות"), so a
:class:`~.catalogue.Plural` entry gives three whole sentences; and list joining
(the "and" letter ו attaches to the last item). What is left: :data:`TERMS` and
:data:`SENTENCES`, the keys of ``en.py``; a key missing here is said in English
until it is filled (``hakem.reports.explain.missing_keys("he")`` lists them).

>>> plural(1), plural(2), plural(3)
('one', 'two', 'other')
>>> join(["א", "ב", "ג"], "and")
'א, ב וג'
"""

from __future__ import annotations

from .catalogue import Catalogue, Entry

TERMS: dict[str, str] = {}
SENTENCES: dict[str, Entry] = {}


def plural(n: int) -> str:
    return "one" if n == 1 else "two" if n == 2 else "other"


def join(items: list[str], how: str) -> str:
    if how in ("space", "slash", "comma", "semicolon"):
        return {"space": " ", "slash": "/", "comma": ",", "semicolon": "; "}[how].join(items)
    if how in ("or", "and") and len(items) > 1:
        last = f" ו{items[-1]}" if how == "and" else f" או {items[-1]}"
        return ", ".join(items[:-1]) + last
    return ", ".join(items)


def catalogue(fallback: Catalogue | None = None) -> Catalogue:
    return Catalogue("he", SENTENCES, TERMS, plural, ("one", "two", "other"), join=join,
                     direction="rtl", fallback=fallback)


__all__ = ["SENTENCES", "TERMS", "catalogue", "join", "plural"]
