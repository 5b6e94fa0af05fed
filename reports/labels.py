"""The words of the HTML pages and the claim desk (headings, column names, buttons): a thin
lookup into the explain catalogue (:mod:`hakem.reports.explain`), which holds every word
hakem says, one table per language (``en.py``, ``tr.py``, ``he.py``).

A page asks ``label("board")``: a key of :data:`TERMS` is the catalogue term it names
(``html.board``); a key starting with ``desk.`` is the catalogue's own ``desk.*`` term; any
other key is the catalogue's ``page.<key>`` term (the session pages' words). A language
hakem has no catalogue for is said in English.

>>> label("boards", "en"), label("boards", "xx")
('Boards', 'Boards')
>>> labels_for("tr")("attention.table")
'Masada'
"""

from __future__ import annotations

from typing import Any, Callable

from hakem.model.settings import Language

from .explain import catalogue_for

#: ux's page keys that the catalogue (:mod:`hakem.reports.explain`, ``html.*`` / ``ui.*`` terms in
#: en, tr, he) already says: ONE set of words per language, read from there.
TERMS: dict[str, str] = {
    "boards": "html.boards",
    "board": "html.board",
    "rulings": "html.rulings",
    "input_errors": "html.input-errors",
    "needs_director.flag": "html.flag",
    "dealer": "html.dealer",
    "vulnerability": "html.vul",
    "td_notes": "html.td-note",
    "laws": "ui.laws",
    "report.summary": "html.summary",
    "report.files": "html.files-read",
    "report.needs_director": "html.needs-director",
    "report.by_kind": "html.by-kind",
    "report.rates_per": "html.rates",
    "report.statistics": "html.statistics",
    "report.hidden": "html.showing",
    "report.not_known": "html.not-known",
    "report.play": "html.play",
    "report.trick": "html.trick",
    "report.lead": "html.lead",
    "report.cards_in_order": "html.cards-in-order",
    "report.won_by": "html.won-by",
    "report.call": "html.call",
    "report.card": "html.card",
    "report.td_note": "html.td-note",
    "report.claim_statement": "html.statement",
    "report.depending": "html.depending",
    "report.applies": "html.applies",
    "report.does_not_apply": "html.not-applies",
    "report.no_further": "html.no-further",
    "report.judgements": "html.judgements",
    "report.yes": "yes",
    "report.no": "no",
    "report.open_handviewer": "html.handviewer",
    "report.judge_at_desk": "html.desk",
    "report.more_rows": "html.more-rows",
    "report.plot_alt": "html.plot-alt",
    "score.unknown": "html.score-unknown",
}

def _code(lang: str | Language) -> str:
    code = lang.value if isinstance(lang, Language) else str(lang)
    return code if code in LANGUAGES else "en"


#: The languages with a catalogue.
LANGUAGES = ("en", "tr", "he")

#: The prefix of the session pages' keys in the catalogue.
PAGE = "page."


def term_of(key: str) -> str:
    """The catalogue term a page key names."""
    if key in TERMS:
        return TERMS[key]
    return key if key.startswith(DESK) else PAGE + key


def label(key: str, lang: str | Language = "en") -> str:
    """The page word for ``key`` in ``lang``, from the catalogue (:func:`term_of`)."""
    name = term_of(key)
    said = catalogue_for(_code(lang)).term(name)
    if said == name:
        raise KeyError(f"no catalogue term {name!r} for the page label {key!r}")
    return said


def labels_for(lang: str | Language = "en") -> Callable[[str], str]:
    """``label`` bound to one language, for a template."""
    code = _code(lang)
    return lambda key: label(key, code)


#: The prefix of the claim desk's keys.
DESK = "desk."


def page_keys() -> list[str]:
    """Every page key the catalogue's English table gives besides :data:`TERMS`
    (``attention.table``, ``desk.claimer``...)."""
    terms = catalogue_for("en").terms
    return [k[len(PAGE):] if k.startswith(PAGE) else k for k in terms
            if k.startswith(PAGE) or k.startswith(DESK)]


def desk_labels(lang: str | Language = "en") -> dict[str, Any]:
    """The claim desk's words in ``lang`` as the page and its script read them: the
    ``desk.`` keys without the prefix, a dotted rest as nested tables
    (``desk.seats.N`` -> ``{"seats": {"N": ...}}``); English for a language hakem lacks.

    >>> desk_labels("tr")["seats"]["N"], desk_labels("xx")["claimer"]
    ('K', 'Claimer')
    """
    code = _code(lang)
    out: dict[str, Any] = {}
    for key in page_keys():
        if not key.startswith(DESK):
            continue
        *tables, last = key[len(DESK):].split(".")
        place = out
        for table in tables:
            place = place.setdefault(table, {})
        place[last] = label(key, code)
    return out

__all__ = ["DESK", "LANGUAGES", "PAGE", "TERMS", "desk_labels", "label", "labels_for", "page_keys",
           "term_of"]
