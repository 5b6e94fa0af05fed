"""The words of the HTML pages (headings, column names, buttons), in one table per language.

Ruling text comes from :mod:`hakem.reports.explain` (facts made into sentences); the
page's own labels come from here, so a language is added in one place: a new table in
:data:`LABELS`, whose missing keys fall back to English. The templates never hold
English words of their own: they ask ``label("board")``.

>>> label("boards", "en"), label("boards", "xx")
('Boards', 'Boards')
>>> labels_for("en")("attention.table")
'At the table'
"""

from __future__ import annotations

from typing import Callable

from hakem.model.settings import Language

EN: dict[str, str] = {
    "index.title": "hakem sessions",
    "index.session": "Session",
    "index.file": "File",
    "boards": "Boards",
    "board": "Board",
    "rulings": "Rulings",
    "input_errors": "Input errors",
    "needs_director": "Need the director's judgement",
    "needs_director.flag": "director's judgement needed",
    "attention": "What to look at",
    "attention.none": "Nothing to look at.",
    "attention.table": "At the table",
    "attention.table.help": "infractions the director rules on: calls, leads and cards out of turn, revokes, penalty cards",
    "attention.claim": "Claims to look at",
    "attention.claim.help": "claims and concessions, the doubtful ones first",
    "attention.more": "... and {n} more, on their boards below.",
    "attention.ordinary_claims": "{n} ordinary claims and concessions (no open question, no change of score) are not listed; they are on their boards.",
    "attention.record": "Record defects",
    "attention.record.help": "the record disagrees with itself (result, tags); nothing happened at the table",
    "table_no": "Table",
    "round": "Round",
    "section": "Section",
    "room": "Room",
    "pairs": "Pairs",
    "dealer": "Dealer",
    "vulnerability": "Vul",
    "contract": "Contract",
    "result": "Tricks",
    "score_ns": "NS score",
    "score.unknown": "NS score not known",
    "why.no_contract": "no contract recorded",
    "why.no_result": "no result recorded",
    "why.passed_out": "passed out",
    "why.adjusted": "adjusted by the director",
    "td_notes": "Director's notes",
    "comments": "Comments",
    "laws": "Law",
    "no_irregularity": "no irregularity",
    "handviewer": "BBO handviewer",
    "back": "All sessions",
    "top": "Back to the list",
    "source": "Record",
    "scores_from": "scores from North-South's point of view",
    # the one-page report (hakem report -o report.html); {names} are filled in by the template
    "report.laws_edition": "Laws of Duplicate Bridge",
    "report.dd_means": "DD = double dummy",
    "report.summary": "Summary",
    "report.files": "Files read",
    "report.needs_director": "Rulings that need the director's judgement",
    "report.by_kind": "By kind",
    "report.rates_per": "rates per {per} boards",
    "report.statistics": "Statistics",
    "report.hidden": "Showing the first {shown} rulings; {hidden} more are in the exported tables (hakem report --format csv).",
    "report.not_known": "not known",
    "report.play": "Play ({tricks} tricks)",
    "report.trick": "Trick",
    "report.lead": "Lead",
    "report.cards_in_order": "Cards in play order",
    "report.won_by": "Won by",
    "report.call": "Call",
    "report.card": "Card",
    "report.td_note": "TD note",
    "report.claim_statement": "Claim statement",
    "report.depending": "Depending on the facts",
    "report.applies": "applies",
    "report.does_not_apply": "does not apply",
    "report.no_further": "no further rectification",
    "report.judgements": "Judgements for the director",
    "report.yes": "yes",
    "report.no": "no",
    "report.tricks": "Tricks",
    "report.open_handviewer": "Open in the BBO handviewer",
    "report.judge_at_desk": "Judge this claim at the claim desk",
    "report.irregularities_by": "Irregularities by {by}",
    "report.more_rows": "{more} more rows in the exported tables.",
    "report.plot_alt": "Irregularities per {per} boards by {by}",
}

#: Per language; a missing key is said in English (i18n adds ``tr`` and ``he`` here).
LABELS: dict[str, dict[str, str]] = {"en": EN}


def _code(lang: str | Language) -> str:
    return lang.value if isinstance(lang, Language) else str(lang)


def label(key: str, lang: str | Language = "en") -> str:
    """The page word for ``key`` in ``lang`` (English when the language lacks it)."""
    found = LABELS.get(_code(lang), {}).get(key)
    return found if found is not None else EN[key]


def labels_for(lang: str | Language = "en") -> Callable[[str], str]:
    """``label`` bound to one language, for a template."""
    code = _code(lang)
    return lambda key: label(key, code)


__all__ = ["EN", "LABELS", "label", "labels_for"]
