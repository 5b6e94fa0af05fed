"""Hebrew: the table to fill (issue 20), with the language's rules already in code.

What is here: right-to-left direction; the plural rule with CLDR's ``one``, ``two``,
``other`` ("לקיחה אחת", "שתי לקיחות": the construct form for two, "שלוש לקיחות"), so a
:class:`~.catalogue.Plural` entry gives three whole sentences; list joining (the "and"
letter ו attaches to the last item); and the prefix hook :func:`prefix`: a placeholder
written ``{turn:le}`` renders "לצפון", and before a digit, a Latin letter or a symbol the
prefix takes a hyphen ("ל-1NT", "ב-♠K"; docs/glossary.md 2.2). What is left:
:data:`TERMS` and :data:`SENTENCES`, the keys of ``en.py``; a key missing here is said in
English until it is filled (``hakem.reports.explain.missing_keys("he")`` lists them).

>>> plural(1), plural(2), plural(3)
('one', 'two', 'other')
>>> join(["א", "ב", "ג"], "and")
'א, ב וג'
>>> prefix("צפון", "le"), prefix("1NT", "le"), prefix("♠K", "be")
('לצפון', 'ל-1NT', 'ב-♠K')
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


#: The one-letter prepositions and conjunctions that join the next word.
PREFIXES = {"ve": "ו", "be": "ב", "le": "ל", "mi": "מ", "she": "ש", "ha": "ה"}


def prefix(word: str, case: str) -> str:
    """``word`` with the prefix letter ``case`` names; hyphenated before a non-Hebrew start."""
    letter = PREFIXES.get(case)
    if letter is None or not word:
        return word
    hebrew = "\u0590" <= word[0] <= "\u05ff"
    return f"{letter}{word}" if hebrew else f"{letter}-{word}"


def catalogue(fallback: Catalogue | None = None) -> Catalogue:
    return Catalogue("he", SENTENCES, TERMS, plural, ("one", "two", "other"), inflect=prefix,
                     join=join, direction="rtl", fallback=fallback)


__all__ = ["PREFIXES", "SENTENCES", "TERMS", "catalogue", "join", "plural", "prefix"]
