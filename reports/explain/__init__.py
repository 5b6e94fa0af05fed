"""The one place where rulings become words: ``explain`` makes every sentence a TD
reads (the explanation, the steps the record showed, the questions, the branches'
conditions, the effects' one-line summaries) from a ruling's facts, in a language.

A language is a :class:`~.catalogue.Catalogue`: one table of whole-sentence entries
keyed by fact key (``en.py``, ``tr.py``, ``he.py``), the words for values (seats,
suits, calls...), its plural rule and an inflection hook. A key missing from a
language falls back to English until the table is filled; :func:`missing_keys`
lists what is left to translate. docs/architecture.md ("A language") says how to
add one.

>>> from hakem.model.ruling import Ruling, MustPass, PassScope
>>> from hakem.model.seat import Seat
>>> effect_text(MustPass(Seat.E, PassScope.NEXT_TURN, "30A"))
'E must pass at his next turn (30A)'
"""

from __future__ import annotations

import functools
import sys
from enum import Enum
from typing import Any

import hakem.laws.engine  # noqa: F401 - every law module declares its fact keys on import
from hakem.laws.law16_72_ui import Withdrawal
from hakem.laws.law24_exposed_card import Exposure
from hakem.laws.play_context import Role
from hakem.model.cards import Rank, Suit
from hakem.model.choices import Finding, Subkind, TableAction, Verb
from hakem.model.facts import Fact, FactKey, all_keys
from hakem.model.irregularity import IrregularityKind, SeatRelation
from hakem.model.ruling import (AdjustmentKind, Effect, LeadRestrictionKind, PenaltyCardKind,
                                Ruling, effect_to_dict, ruling_to_dict)
from hakem.model.seat import Seat, Side
from hakem.model.settings import Language

from . import en, he, tr
from .catalogue import Catalogue, Plural, placeholders, templates, term_key
from .effects import effect_fact
from .numbers import write_number, write_percent

#: The catalogues, by language code.
_TABLES = {"en": en, "tr": tr, "he": he}


@functools.lru_cache(maxsize=None)
def catalogue_for(lang: str | Language = "en") -> Catalogue:
    """The catalogue of ``lang`` (``en``, ``tr``, ``he``), English filling its gaps."""
    code = lang.value if isinstance(lang, Language) else str(lang)
    if code not in _TABLES:
        raise ValueError(f"no catalogue for language {code!r} (have: {', '.join(_TABLES)})")
    english = en.catalogue()
    return english if code == "en" else _TABLES[code].catalogue(english)


def number(value: float, lang: str | Language = "en", digits: int | None = None) -> str:
    """A count or rate as ``lang`` writes numbers (:mod:`.numbers`): "1,234.5", "1.234,5"."""
    return write_number(value, catalogue_for(lang), digits)


def percent(share: float, lang: str | Language = "en", digits: int = 1) -> str:
    """A share (0.123) as ``lang`` writes a percentage: "12.3%", "%12,3"."""
    return write_percent(share, catalogue_for(lang), digits)


def fact_text(fact: Fact, lang: str | Language = "en") -> str:
    """The words of one fact."""
    return catalogue_for(lang).text(fact)


def explain(ruling: Ruling, lang: str | Language = "en") -> str:
    """The ruling's explanation: its reasons, in order, as a director reads them aloud."""
    cat = catalogue_for(lang)
    return " ".join(cat.text(f) for f in ruling.facts)


def effect_text(effect: Effect, lang: str | Language = "en") -> str:
    """One effect as a director reads it in a table: who must do what, under which law."""
    return catalogue_for(lang).text(effect_fact(effect))


def texts(facts: tuple[Fact, ...] | list[Fact], lang: str | Language = "en") -> list[str]:
    cat = catalogue_for(lang)
    return [cat.text(f) for f in facts]


def ruling_json(ruling: Ruling, lang: str | Language = "en") -> dict[str, Any]:
    """The ruling's JSON (docs/rulings.md): its facts, each with its words, and the
    explanation, in ``lang``."""
    return ruling_to_dict(ruling, catalogue_for(lang).text)


def effect_json(effect: Effect, lang: str | Language = "en") -> dict[str, Any]:
    return effect_to_dict(effect, catalogue_for(lang).text)


def missing_keys(lang: str | Language) -> list[str]:
    """Fact keys ``lang``'s own table does not translate yet (English fills them)."""
    code = lang.value if isinstance(lang, Language) else str(lang)
    own = _TABLES[code].SENTENCES
    return sorted(k.value for k in every_key() if k.value not in own)


def every_key() -> list[FactKey]:
    """Every fact key hakem's modules declare (the law modules, imported with the engine,
    declare theirs). Enums made elsewhere (a doctest's example, a test's) are not hakem's
    vocabulary and are left out."""
    out = []
    for key in all_keys():
        cls = type(key)
        home = sys.modules.get(cls.__module__)
        if cls.__module__.startswith("hakem.") and getattr(home, cls.__name__, None) is cls:
            out.append(key)
    return out


#: Enums whose values a sentence may name (``term`` parameters), with the terms a
#: language must give for them.
def term_enums() -> list[type[Enum]]:
    return [Seat, Side, Suit, Rank, SeatRelation, PenaltyCardKind, Verb, Finding, Subkind,
            IrregularityKind, Role, LeadRestrictionKind, AdjustmentKind, Withdrawal, Exposure,
            TableAction]


#: The HTML report's labels every language gives (``html.*``; ``origin.*`` names where a
#: finding came from).
HTML_TERMS = ("html.seat-letter.N", "html.seat-letter.E", "html.seat-letter.S",
              "html.seat-letter.W", "html.title", "html.title-event", "html.intro", "html.summary",
              "html.files-read", "html.boards", "html.rulings", "html.needs-director", "html.file",
              "html.class-row", "html.counted", "html.classes-note.one", "html.classes-note.other",
              "html.input-errors", "html.by-kind", "html.rates", "html.statistics",
              "html.showing", "html.card-title", "html.card-by", "html.flag",
              "html.not-known", "html.board", "html.dealer", "html.vul",
              "html.vul.None", "html.vul.NS", "html.vul.EW", "html.vul.All",
              "html.passed-out", "html.contract-by", "html.play", "html.trick",
              "html.lead", "html.cards-in-order", "html.won-by", "html.call",
              "html.card", "html.td-note", "html.statement", "html.depending",
              "html.applies", "html.not-applies", "html.no-further", "html.judgements",
              "html.tricks-score", "html.score-unknown", "html.handviewer", "html.desk", "html.stats.kind", "html.stats.law",
              "html.stats.event", "html.stats.season", "html.stats.club", "html.more-rows", "html.more-errors",
              "html.plot-alt", "html.column.kind", "html.column.law", "html.column.event",
              "html.column.season", "html.column.club", "html.column.irregularities", "html.column.boards",
              "html.column.rate", "html.column.share", "html.column.top_kind", "html.column.findings",
              "html.column.title", "html.column.ci95_low", "html.column.ci95_high", "html.column.events",
              "html.column.date_from", "html.column.date_to", "origin.marked",
              "origin.detected")


#: Terms every language gives besides the enums' (calls, cards, contracts, lists).
FIXED_TERMS = ("card", "bid", "contract", "call.PASS", "call.DOUBLE", "call.REDOUBLE",
               "risk.DOUBLED", "risk.REDOUBLED", "choice-with-suit", "yes", "no", "none",
               "unknown", "nobody", "a-card", "extra-cards",
               *(f"card-suit.{s}" for s in "CDHS"), *(f"bid-strain.{s}" for s in
                                                        ("C", "D", "H", "S", "NT")),
               # what `hakem check` prints around the rulings (reports/check_lines.py)
               "ui.line", "ui.line.no-detail", "ui.nobody", "ui.position.auction",
               "ui.position.call", "ui.position.play", "ui.position.trick",
               "ui.position.trick-card", "ui.position.record", "ui.laws", "ui.summary",
               "ui.claims", "ui.files.one", "ui.files.other", "ui.records.one",
               "ui.records.other", "ui.unreadable", "ui.empty", "ui.accounting", "ui.more-rows",
               "ui.rate", "ui.stats-summary", "ui.and", "class.table", "class.claim", "class.record",
               "ui.label.board", "ui.label.file", "ui.boards.one", "ui.boards.other", "ui.with-errors",
               *(f"ui.found.{what}.{form}" for what in ("table", "claim", "record", "record-files")
                 for form in ("one", "other")), "ui.read", "ui.stats-summary-all",
               # the HTML report's labels (reports/html_report.py)
               *HTML_TERMS)



def catalogue_problems(lang: str | Language) -> list[str]:
    """What is wrong with ``lang``'s own table: entries for unknown keys, placeholders a
    key does not declare, plural entries missing a category, terms missing (English only:
    the others fall back). An empty list for a complete, consistent catalogue."""
    code = lang.value if isinstance(lang, Language) else str(lang)
    table = _TABLES[code]
    cat = table.catalogue()
    keys = {k.value: k for k in every_key()}
    out: list[str] = []
    for name, entry in table.SENTENCES.items():
        key = keys.get(name)
        if key is None:
            out.append(f"{code}: {name!r} is no fact key")
            continue
        for template in templates(entry):
            for used in placeholders(template) - set(key.params):
                out.append(f"{code}: {name!r} uses {{{used}}}, not a parameter of the key")
        if isinstance(entry, Plural):
            if entry.count not in key.params:
                out.append(f"{code}: {name!r} counts {entry.count!r}, not a parameter")
            for category in cat.categories:
                if category not in entry.forms:
                    out.append(f"{code}: {name!r} has no {category!r} form")
    if code == "en":
        out += [f"en: no sentence for {k}" for k in sorted(keys) if k not in table.SENTENCES]
        needed = [term_key(v) for e in term_enums() for v in e] + list(FIXED_TERMS)
        out += [f"en: no term {t!r}" for t in needed if t not in table.TERMS]
    return out


__all__ = ["Catalogue", "FIXED_TERMS", "HTML_TERMS", "Plural", "catalogue_for", "catalogue_problems",
           "effect_json", "effect_text", "every_key", "explain", "fact_text", "missing_keys", "number", "percent",
           "placeholders", "ruling_json", "templates", "term_enums", "term_key", "texts"]
