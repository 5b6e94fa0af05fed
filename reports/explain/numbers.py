"""Numbers as the reader's language writes them: one helper for every count and rate a TD
or a federation reads (``hakem check``'s and the batch commands' summary lines, ``hakem
stats``, the HTML report).

English and Hebrew (Israeli usage) group thousands with a comma and write a decimal point;
Turkish groups with a point and writes a decimal comma (TDK: 1.234,5). The two marks are
terms of each catalogue (``number.group``, ``number.decimal``), so a language says them
in its own table.

>>> number(1234, "en"), number(1234, "tr"), number(1234, "he")
('1,234', '1.234', '1,234')
>>> number(1234.56, "tr", 1), number(0.5, "en", 1), number(12, "tr", 1)
('1.234,6', '0.5', '12,0')
>>> percent(0.1234, "tr"), percent(0.1234, "en")
('%12,3', '12.3%')
"""

from __future__ import annotations

from hakem.model.settings import Language

from . import catalogue_for


def number(value: float, lang: str | Language = "en", digits: int | None = None) -> str:
    """``value`` with the language's thousands and decimal marks; ``digits`` decimals
    (an int is written without decimals unless ``digits`` is given)."""
    cat = catalogue_for(lang)
    if digits is None and float(value).is_integer():
        text = f"{int(value):,}"
    else:
        text = f"{value:,.{1 if digits is None else digits}f}"
    group, decimal = cat.term("number.group"), cat.term("number.decimal")
    if (group, decimal) == (",", "."):
        return text
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


def percent(share: float, lang: str | Language = "en", digits: int = 1) -> str:
    """A share (0.123) as a percentage in the language's order: "12.3%", Turkish "%12,3"."""
    return catalogue_for(lang).term("number.percent").format(n=number(100 * share, lang, digits))


__all__ = ["number", "percent"]
