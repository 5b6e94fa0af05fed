"""The words of the HTML pages and the claim desk (headings, column names, buttons), in one
table per language.

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

from typing import Any, Callable

from hakem.model.settings import Language

from .explain import catalogue_for

EN: dict[str, str] = {
    "index.title": "hakem sessions",
    "index.session": "Session",
    "index.file": "File",
    "needs_director": "Need the director's judgement",
    "attention": "What to look at",
    "attention.none": "Nothing to look at.",
    "attention.table": "At the table",
    "attention.table.help": "infractions the director rules on: calls, leads and cards out of turn, revokes, penalty cards",
    "attention.claim": "Claims to look at",
    "attention.claim.help": "contested claims, and agreed ones the director may reopen (Laws 69B, 71), the open questions first",
    "attention.more": "... and {n} more, on their boards below.",
    "attention.ordinary_claims": "{n} ordinary claims and concessions (agreed and standing, or contested and upheld) are not listed; they are on their boards.",
    "attention.record": "Record defects",
    "attention.record.help": "the record disagrees with itself or with Law 2 (result, tags, cards); nothing happened at the table",
    "whole_file": "The whole file",
    "table_no": "Table",
    "round": "Round",
    "section": "Section",
    "room": "Room",
    "pairs": "Pairs",
    "contract": "Contract",
    "result": "Tricks",
    "score_ns": "NS score",
    "why.no_contract": "no contract recorded",
    "why.no_result": "no result recorded",
    "why.passed_out": "passed out",
    "why.adjusted": "adjusted by the director",
    "comments": "Comments",
    "no_irregularity": "no irregularity",
    "handviewer": "BBO handviewer",
    "back": "All sessions",
    "top": "Back to the list",
    "source": "Record",
    "scores_from": "scores from North-South's point of view",
    # the claim desk (hakem serve): its labels and buttons; a dotted key below ``desk.``
    # (``desk.seats.N``) is a table of the JSON the desk's script reads (:func:`desk_labels`)
    'desk.title': 'hakem claim desk',
    'desk.session': 'session',
    'desk.file': 'File',
    'desk.board': 'Board',
    'desk.load': 'Load',
    'desk.enter_deal': 'or enter a deal',
    'desk.deal': 'Deal (PBN)',
    'desk.contract': 'Contract',
    'desk.declarer': 'Declarer',
    'desk.use_deal': 'Use this deal',
    'desk.undo': 'Undo card',
    'desk.clear_play': 'Clear play',
    'desk.played': 'Tricks played',
    'desk.claim': 'Claim',
    'desk.claimer': 'Claimer',
    'desk.tricks_claimed': 'Tricks claimed, of remaining:',
    'desk.class': 'Class of player',
    'desk.classes.club': 'club',
    'desk.classes.expert': 'expert',
    'desk.classes.novice': 'novice',
    'desk.trump_mentioned': 'outstanding trump mentioned / claimer aware (70C)',
    'desk.statement': 'Statement',
    'desk.judge': 'Judge',
    'desk.ruling': 'Ruling',
    'desk.line': 'Critical line (worst normal line for the claimer)',
    'desk.cards': 'cards in play order',
    'desk.back': 'Back to the table',
    'desk.save': 'Save to the session file',
    'desk.download': 'Download PBN',
    'desk.disagree': "The search for this claimer and the ruling hakem check makes on the saved record differ (a defender's claim, or a 70C finding the record cannot carry yet): the director decides.",
    'desk.by': 'by',
    'desk.on_lead': 'on lead',
    'desk.to_play': 'to play',
    'desk.all_played': 'all tricks played',
    'desk.last_trick': 'last trick',
    'desk.line_trick': 'critical line, trick {k} of {n}',
    'desk.understood': 'understood',
    'desk.not_understood': 'not understood',
    'desk.saved': 'saved to',
    'desk.n_claimer': 'claimer',
    'desk.n_claimed': 'claimed',
    'desk.n_line': 'worst normal line',
    'desk.n_dd': 'double dummy (contrast only)',
    'desk.n_total': "declarer's total (ruling)",
    'desk.n_search_total': "declarer's total (this claimer's search)",
    'desk.law': 'Law',
    'desk.seats.N': 'N',
    'desk.seats.E': 'E',
    'desk.seats.S': 'S',
    'desk.seats.W': 'W',
    'desk.directives.DrawTrumps': 'draw trumps',
    'desk.directives.TrumpsOut': 'trumps are out',
    'desk.directives.Cash': 'cash',
    'desk.directives.Ruff': 'ruff',
    'desk.directives.CrossRuff': 'cross-ruff',
    'desk.directives.Finesse': 'finesse',
    'desk.directives.Drop': 'play for the drop',
    'desk.directives.Concede': 'concede',
    'desk.directives.PlayCards': 'play',
    'desk.directives.RestHigh': 'the rest are high',
    'desk.directives.Squeeze': 'squeeze or endplay',
    'desk.directives.Conditional': 'conditional',
    'desk.hands.hand': 'hand',
    'desk.hands.dummy': 'dummy',
}

#: Turkish: the claim desk's words so far (the glossary's terms, docs/glossary.md 3.6:
#: *talep*, *açıklama ifadesi*, *dışarıda kalan koz*; the seeds' seat letters K, D, G, B).
TR: dict[str, str] = {
    'desk.title': 'hakem talep masası',
    'desk.session': 'oturum',
    'desk.file': 'Dosya',
    'desk.board': 'Bord',
    'desk.load': 'Yükle',
    'desk.enter_deal': 'ya da dağıtımı girin',
    'desk.deal': 'Dağıtım (PBN)',
    'desk.contract': 'Kontrat',
    'desk.declarer': 'Dekleran',
    'desk.use_deal': 'Bu dağıtımı kullan',
    'desk.undo': 'Kartı geri al',
    'desk.clear_play': 'Oyunu temizle',
    'desk.played': 'Oynanan löveler',
    'desk.claim': 'Talep',
    'desk.claimer': 'Talep eden',
    'desk.tricks_claimed': 'Talep edilen löve, kalanlardan:',
    'desk.class': 'Oyuncu düzeyi',
    'desk.classes.club': 'kulüp',
    'desk.classes.expert': 'uzman',
    'desk.classes.novice': 'acemi',
    'desk.trump_mentioned': 'dışarıda kalan koz belirtildi / talep eden farkında (Yasa 70C)',
    'desk.statement': 'Açıklama ifadesi',
    'desk.judge': 'Karar ver',
    'desk.ruling': 'Karar',
    'desk.line': 'Kritik oyun tarzı (talep eden için en kötü normal oyun tarzı)',
    'desk.cards': 'oynanış sırasıyla kartlar',
    'desk.back': 'Masaya dön',
    'desk.save': 'Oturum dosyasına kaydet',
    'desk.download': 'PBN indir',
    'desk.disagree': "Bu talep eden için yapılan arama ile kaydedilen kayıt üzerinde hakem check'in verdiği karar farklı (bir defans oyuncusunun talebi ya da kaydın henüz taşıyamadığı bir Yasa 70C tespiti): karar hakemindir.",
    'desk.by': '',
    'desk.on_lead': 'çıkış',
    'desk.to_play': 'oynayacak',
    'desk.all_played': 'bütün löveler oynandı',
    'desk.last_trick': 'son löve',
    'desk.line_trick': 'kritik oyun tarzı, {k}. löve ({n} löveden)',
    'desk.understood': 'anlaşılan',
    'desk.not_understood': 'anlaşılmayan',
    'desk.saved': 'kaydedildi:',
    'desk.n_claimer': 'talep eden',
    'desk.n_claimed': 'talep edilen',
    'desk.n_line': 'en kötü normal oyun tarzı',
    'desk.n_dd': 'dört el açıkken (yalnızca karşılaştırma için)',
    'desk.n_total': 'dekleranın toplamı (karar)',
    'desk.n_search_total': 'dekleranın toplamı (bu talep edenin araması)',
    'desk.law': 'Yasa',
    'desk.seats.N': 'K',
    'desk.seats.E': 'D',
    'desk.seats.S': 'G',
    'desk.seats.W': 'B',
    'desk.directives.DrawTrumps': 'kozları çekmek',
    'desk.directives.TrumpsOut': 'dışarıda koz kalmadı',
    'desk.directives.Cash': 'çekmek',
    'desk.directives.Ruff': 'çakmak',
    'desk.directives.CrossRuff': 'çapraz çakma',
    'desk.directives.Finesse': 'impas',
    'desk.directives.Drop': 'düşürmek',
    'desk.directives.Concede': 'löve vermek',
    'desk.directives.PlayCards': 'oynamak',
    'desk.directives.RestHigh': 'kalanlar yüksek',
    'desk.directives.Squeeze': 'skuiz ya da endplay',
    'desk.directives.Conditional': 'koşullu',
    'desk.hands.hand': 'el',
    'desk.hands.dummy': 'yer',
}

#: Hebrew: the claim desk's words so far (docs/glossary.md 3.6: *תביעה*, *ההצהרה*,
#: *שליט שנותר בידי היריבים*).
HE: dict[str, str] = {
    'desk.title': 'hakem: שולחן התביעות',
    'desk.session': 'המושב',
    'desk.file': 'קובץ',
    'desk.board': 'בורד',
    'desk.load': 'טען',
    'desk.enter_deal': 'או הזן חלוקה',
    'desk.deal': 'חלוקה (PBN)',
    'desk.contract': 'חוזה',
    'desk.declarer': 'הכרוז',
    'desk.use_deal': 'השתמש בחלוקה זו',
    'desk.undo': 'בטל קלף',
    'desk.clear_play': 'נקה משחק',
    'desk.played': 'לקיחות ששוחקו',
    'desk.claim': 'תביעה',
    'desk.claimer': 'התובע',
    'desk.tricks_claimed': 'לקיחות נתבעות, מתוך הנותרות:',
    'desk.class': 'רמת השחקן',
    'desk.classes.club': 'מועדון',
    'desk.classes.expert': 'מומחה',
    'desk.classes.novice': 'מתחיל',
    'desk.trump_mentioned': 'השליט שנותר בידי היריבים הוזכר / התובע מודע לו (חוק 70ג)',
    'desk.statement': 'ההצהרה',
    'desk.judge': 'פסוק',
    'desk.ruling': 'פסיקה',
    'desk.line': 'קו המשחק הקריטי (קו המשחק הנורמלי הגרוע ביותר לתובע)',
    'desk.cards': 'קלפים לפי סדר המשחק',
    'desk.back': 'חזרה לשולחן',
    'desk.save': 'שמור בקובץ המושב',
    'desk.download': 'הורד PBN',
    'desk.disagree': 'החיפוש עבור תובע זה והפסיקה של hakem check על הרשומה השמורה שונים (תביעת מגן, או ממצא לפי חוק 70ג שהרשומה עוד אינה יכולה לשאת): מנהל התחרות מחליט.',
    'desk.by': '',
    'desk.on_lead': 'מוביל',
    'desk.to_play': 'משחק',
    'desk.all_played': 'כל הלקיחות שוחקו',
    'desk.last_trick': 'הלקיחה האחרונה',
    'desk.line_trick': 'קו המשחק הקריטי, לקיחה {k} מתוך {n}',
    'desk.understood': 'הובן',
    'desk.not_understood': 'לא הובן',
    'desk.saved': 'נשמר ב-',
    'desk.n_claimer': 'התובע',
    'desk.n_claimed': 'נתבע',
    'desk.n_line': 'קו המשחק הנורמלי הגרוע ביותר',
    'desk.n_dd': 'כשכל הידיים גלויות (להשוואה בלבד)',
    'desk.n_total': 'סך הלקיחות של הכרוז (פסיקה)',
    'desk.n_search_total': 'סך הלקיחות של הכרוז (החיפוש עבור תובע זה)',
    'desk.law': 'חוק',
    'desk.seats.N': 'צפון',
    'desk.seats.E': 'מזרח',
    'desk.seats.S': 'דרום',
    'desk.seats.W': 'מערב',
    'desk.directives.DrawTrumps': 'למשוך שליטים',
    'desk.directives.TrumpsOut': 'השליטים נגמרו',
    'desk.directives.Cash': 'לממש',
    'desk.directives.Ruff': 'לחתוך',
    'desk.directives.CrossRuff': 'חיתוך צולב',
    'desk.directives.Finesse': 'עקיפה',
    'desk.directives.Drop': 'הפלה',
    'desk.directives.Concede': 'לוותר',
    'desk.directives.PlayCards': 'לשחק',
    'desk.directives.RestHigh': 'השאר גבוהים',
    'desk.directives.Squeeze': 'סחיטה או הכנסה',
    'desk.directives.Conditional': 'מותנה',
    'desk.hands.hand': 'היד',
    'desk.hands.dummy': 'הדומם',
}

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

#: Per language (the words the catalogue has no term for yet); a missing key is said in English.
LABELS: dict[str, dict[str, str]] = {"en": EN, "tr": TR, "he": HE}


def _code(lang: str | Language) -> str:
    return lang.value if isinstance(lang, Language) else str(lang)


def label(key: str, lang: str | Language = "en") -> str:
    """The page word for ``key`` in ``lang``: the catalogue's term when it has one
    (:data:`TERMS`), else this module's table (English when the language lacks it)."""
    if key in TERMS:
        code = _code(lang)
        return catalogue_for(code if code in LABELS else "en").term(TERMS[key])
    found = LABELS.get(_code(lang), {}).get(key)
    return found if found is not None else EN[key]


def labels_for(lang: str | Language = "en") -> Callable[[str], str]:
    """``label`` bound to one language, for a template."""
    code = _code(lang)
    return lambda key: label(key, code)


#: The prefix of the claim desk's keys.
DESK = "desk."


def desk_labels(lang: str | Language = "en") -> dict[str, Any]:
    """The claim desk's words in ``lang`` as the page and its script read them: the
    ``desk.`` keys without the prefix, a dotted rest as nested tables
    (``desk.seats.N`` -> ``{"seats": {"N": ...}}``); English where ``lang`` lacks one.

    >>> desk_labels("tr")["seats"]["N"], desk_labels("xx")["claimer"]
    ('K', 'Claimer')
    """
    code = _code(lang)
    out: dict[str, Any] = {}
    for key in EN:
        if not key.startswith(DESK):
            continue
        *tables, last = key[len(DESK):].split(".")
        place = out
        for table in tables:
            place = place.setdefault(table, {})
        place[last] = label(key, code)
    return out

__all__ = ["DESK", "EN", "HE", "LABELS", "TERMS", "TR", "desk_labels", "label", "labels_for"]
