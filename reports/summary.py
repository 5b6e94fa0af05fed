"""The one summary line every batch command ends with, and counts said in the reader's
language (``ui.*`` terms of :mod:`hakem.reports.explain`; numbers by
:func:`~hakem.reports.explain.number`).

``hakem parse``, ``check``, ``stats``, ``report`` and ``archive add`` all end a run
with the same line: files, boards, what was found, how the records were read and,
when asked, the time. Each count takes the form its number asks for in the language
("1 file", "2 files"; Turkish "2 dosya", no plural after a number; Hebrew "קובץ אחד").

>>> counted(1, "file"), counted(2, "irregularity"), counted(0, "board"), counted(2, "file", "tr")
('1 file', '2 irregularities', '0 boards', '2 dosya')
>>> run_summary(1, 4, 17)
'1 file, 4 boards, 17 irregularities'
>>> run_summary(1, 1, 1, "ruling", lang="he")
'קובץ אחד, בורד אחד, פסיקה אחת'
"""

from __future__ import annotations

from hakem.model.settings import Language
from hakem.parsers.files import Accounting

from .explain import catalogue_for, number

_VOWELS = frozenset("aeiou")

#: The nouns a summary counts, and their catalogue terms (``ui.<term>.one`` / ``.other``).
NOUNS = {"file": "files", "board": "boards", "record": "records", "ruling": "rulings",
         "irregularity": "irregularities", "partition": "partitions", "row": "rows"}


def plural(noun: str) -> str:
    """``board`` -> ``boards``, ``irregularity`` -> ``irregularities`` (English)."""
    if noun.endswith("y") and len(noun) > 1 and noun[-2] not in _VOWELS:
        return noun[:-1] + "ies"
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    return noun + "s"


def counted(n: int, noun: str, lang: str | Language = "en", **names: str) -> str:
    """``n`` and the noun in the form the number asks for, in ``lang`` (a noun of
    :data:`NOUNS`; any other is said in English). ``names`` fill the term's other
    placeholders (``table`` for ``row``)."""
    cat = catalogue_for(lang)
    key = NOUNS.get(noun)
    if key is None:
        return f"{number(n, 'en')} {noun if n == 1 else plural(noun)}"
    form = "one" if cat.plural(n) == "one" else "other"
    return cat.term(f"ui.{key}.{form}").format(n=number(n, lang), **names)


def seconds_text(seconds: float, lang: str | Language = "en") -> str:
    """`` (1.2 s)``, the decimal mark the language's."""
    return catalogue_for(lang).term("ui.seconds").format(s=number(seconds, lang, 1))


def run_summary(files: int, boards: int, findings: int | None = None, noun: str = "irregularity",
                accounting: Accounting | None = None, seconds: float | None = None,
                found: str | None = None, lang: str | Language = "en", **names: str) -> str:
    """The line a batch run ends with; ``found`` says what was found in words of the caller's
    own (``hakem check``'s findings by class) after the board count, instead of ``findings``.

    >>> tally = Accounting(files=3, unreadable_files=1, records=5, read=3, with_diagnostics=1,
    ...                    rejected=1)
    >>> run_summary(3, 5, 2, accounting=tally, seconds=1.25)
    '3 files (1 unreadable), 5 boards, 2 irregularities; 3 read, 1 read with diagnostics, 1 rejected (1.2 s)'
    >>> run_summary(3, 5, 2, accounting=tally, seconds=1.25, lang="tr")
    '3 dosya (1 okunamayan), 5 bord, 2 usulsüzlük; 3 okundu, 1 uyarıyla okundu, 1 reddedildi (1,2 sn)'
    >>> run_summary(1, 4, found="2 table findings, 0 claim findings")
    '1 file, 4 boards: 2 table findings, 0 claim findings'
    """
    from .check_lines import read_text

    cat = catalogue_for(lang)
    head = counted(files, "file", lang)
    if accounting is not None:  # the files that gave nothing, next to the count they are part of
        odd = [cat.term(f"ui.{what}").format(n=number(n, lang)) for n, what in (
            (accounting.unreadable_files, "unreadable"), (accounting.empty_files, "empty")) if n]
        if odd:
            head += f" ({', '.join(odd)})"
    parts = [head, counted(boards, "board", lang)]
    if findings is not None:
        parts.append(counted(findings, noun, lang, **names))
    line = ", ".join(parts)
    if found is not None:
        line += f": {found}"
    if accounting is not None:
        line += "; " + read_text(accounting, lang)
    if seconds is not None:
        line += seconds_text(seconds, lang)
    return line


__all__ = ["NOUNS", "counted", "plural", "run_summary", "seconds_text"]
