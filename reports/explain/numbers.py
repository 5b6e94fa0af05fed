"""Numbers as the reader's language writes them: one helper for every count and rate a TD
or a federation reads (``hakem check``'s and the batch commands' summary lines, ``hakem
stats``, the HTML report).

English and Hebrew (Israeli usage) group thousands with a comma and write a decimal point;
Turkish groups with a point and writes a decimal comma (TDK: 1.234,5). The two marks are
terms of each catalogue (``number.group``, ``number.decimal``), so a language says them
in its own table.

Callers say the language: :func:`hakem.reports.explain.number` and
:func:`~hakem.reports.explain.percent` (this module takes the catalogue itself, so the
catalogue's own code may use it without importing the package that makes catalogues).

>>> from hakem.reports.explain import catalogue_for
>>> en, tr, he = (catalogue_for(x) for x in ("en", "tr", "he"))
>>> write_number(1234, en), write_number(1234, tr), write_number(1234, he)
('1,234', '1.234', '1,234')
>>> write_number(1234.56, tr, 1), write_number(0.5, en, 1), write_number(12, tr, 1)
('1.234,6', '0.5', '12,0')
>>> write_percent(0.1234, tr), write_percent(0.1234, en)
('%12,3', '12.3%')
"""

from __future__ import annotations

from typing import Any


def write_number(value: float, cat: Any, digits: int | None = None) -> str:
    """``value`` with the thousands and decimal marks of ``cat`` (a
    :class:`~.catalogue.Catalogue`); ``digits`` decimals (an int is written without
    decimals unless ``digits`` is given)."""
    if digits is None and float(value).is_integer():
        text = f"{int(value):,}"
    else:
        text = f"{value:,.{1 if digits is None else digits}f}"
    group, decimal = cat.term("number.group"), cat.term("number.decimal")
    if (group, decimal) == (",", "."):
        return text
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


def write_percent(share: float, cat: Any, digits: int = 1) -> str:
    """A share (0.123) as a percentage in the language's order: "12.3%", Turkish "%12,3"."""
    return cat.term("number.percent").format(n=write_number(100 * share, cat, digits))


__all__ = ["write_number", "write_percent"]
