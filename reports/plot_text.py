"""The words of a statistics chart (``hakem stats --plot``, the report's charts) in the
reader's language: title, what it is measured on, the axis, the bar labels (kinds and law
titles from the catalogue) and the values (numbers as the language writes them).

matplotlib draws text left to right and does not apply the Unicode bidirectional
algorithm, so a Hebrew label would come out with its letters backwards. Hebrew needs no
letter shaping, only reordering: :func:`visual` turns a logical-order string into the
order to draw, right-to-left runs reversed, left-to-right runs (numbers, Latin, ``♠A``,
``30A``) kept as they are, brackets mirrored, for a right-to-left paragraph. It covers
what these labels hold (words, numbers, dates, percentages, brackets), not the whole
Unicode algorithm.

>>> visual("חוק 30א – פאס מחוץ לתור")
'רותל ץוחמ סאפ – א30 קוח'
>>> visual("67 בורדים, 2024.05.18 עד 2025.02.04")
'2025.02.04 דע 2024.05.18 ,םידרוב 67'
>>> visual("ממצאים (שולחן) לכל 1,000 בורדים"), visual("12.5 (3.0%)")
('םידרוב 1,000 לכל (ןחלוש) םיאצממ', '12.5 (3.0%)')
"""

from __future__ import annotations

import re
from typing import Iterable

from hakem.model.settings import FindingClass, Language

from .explain import catalogue_for, number, percent
from .explain.labels import kind_label
from .law_titles import law_title
from .summary import counted

_HEBREW = re.compile(r"[\u0590-\u05FF\uFB1D-\uFB4F]")
_STRONG_LTR = re.compile(r"[A-Za-z0-9\u00C0-\u024F♠♥♦♣]")
_MIRROR = str.maketrans("()[]{}<>", ")(][}{><")


def _direction(text: str) -> list[str]:
    """Each character's resolved direction, ``L`` or ``R``, in a right-to-left paragraph."""
    kinds = ["R" if _HEBREW.match(c) else "L" if _STRONG_LTR.match(c) else "N" for c in text]
    for i, c in enumerate(text):  # a percent sign or a sign next to a number goes with it
        if kinds[i] == "N" and c in "%+-" and any(
                0 <= j < len(text) and text[j].isdigit() for j in (i - 1, i + 1)):
            kinds[i] = "L"
    out = list(kinds)
    i = 0
    while i < len(kinds):
        if kinds[i] != "N":
            i += 1
            continue
        j = i
        while j < len(kinds) and kinds[j] == "N":
            j += 1
        before = kinds[i - 1] if i > 0 else "R"
        after = kinds[j] if j < len(kinds) else "R"
        side = "L" if before == after == "L" else "R"  # neutrals between two LTR runs stay LTR
        out[i:j] = [side] * (j - i)
        i = j
    return out


def visual(text: str) -> str:
    """``text`` (logical order) in the order a left-to-right renderer must draw it for a
    right-to-left reader; a text without Hebrew is returned as it is."""
    if not _HEBREW.search(text):
        return text
    lines = []
    for line in text.split("\n"):
        dirs = _direction(line)
        runs: list[tuple[str, str]] = []
        for c, d in zip(line, dirs):
            if runs and runs[-1][0] == d:
                runs[-1] = (d, runs[-1][1] + c)
            else:
                runs.append((d, c))
        lines.append("".join(t if d == "L" else t[::-1].translate(_MIRROR) for d, t in reversed(runs)))
    return "\n".join(lines)


def drawn(text: str, lang: str | Language = "en") -> str:
    """A chart string as matplotlib must get it in ``lang`` (reordered for Hebrew)."""
    return visual(text) if catalogue_for(lang).direction == "rtl" else text


def span_text(boards: int, dates: list[str], lang: str | Language = "en") -> str:
    """``67 boards, 2024.05.18 to 2025.02.04``: what a table counts, in ``lang``."""
    text = counted(boards, "board", lang)
    if dates:
        cat = catalogue_for(lang)
        text += ", " + (cat.term("plot.dates").format(start=dates[0], end=dates[-1])
                        if dates[-1] != dates[0] else dates[0])
    return text


def chart_title(by: str, per: int, classes: Iterable[FindingClass], span: str | None,
                lang: str | Language = "en") -> str:
    """``Table findings per 1,000 boards by law`` and, under it, what it is measured on."""
    cat = catalogue_for(lang)
    chosen = sorted(c.value for c in classes)
    every = len(chosen) == len(FindingClass)
    names = cat.term("ui.and").join(cat.term(f"class.{c}") for c in chosen)
    what = "Findings" if every else f"{' and '.join(chosen).capitalize()} findings"  # English
    title = cat.term(f"plot.title.{by}" + (".all" if every else "")).format(
        what=what, classes=names, per=number(per, lang))
    return title + (f"\n{span}" if span else "")


def axis_label(per: int, lang: str | Language = "en") -> str:
    return catalogue_for(lang).term("plot.xlabel").format(per=number(per, lang))


def bar_label(by: str, value: object, lang: str | Language = "en") -> str:
    """A bar's name: the kind in ``lang``, or the law number and its title."""
    if by == "kind":
        return kind_label(value, lang)[:48]
    if by == "law":
        cat = catalogue_for(lang)
        law = str(value)
        said = cat.term("ui.laws").format(laws=cat.inflect(law, "law"))
        title = law_title(law, lang)
        return (said + (f" \u2013 {title}" if title else ""))[:60]
    return str(value)[:48]


def value_label(value: float, share: float, lang: str | Language = "en") -> str:
    """``12.5 (3.0 %)``: a bar's rate with one decimal and its share of the findings."""
    return catalogue_for(lang).term("plot.value").format(rate=number(value, lang, 1),
                                                         share=percent(share / 100, lang))


__all__ = ["axis_label", "bar_label", "chart_title", "drawn", "span_text", "value_label", "visual"]
