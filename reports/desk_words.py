"""The claim desk's own words (its labels and buttons), per language.

The ruling itself is said by :mod:`hakem.reports.explain`; these are only the page's
labels. The Turkish and Hebrew terms are the glossary's (docs/glossary.md 3.6 for
claims: *talep / תביעה*, *açıklama ifadesi / ההצהרה*, *dışarıda kalan koz / שליט
שנותר בידי היריבים*), and the seat letters are those of the seeds' diagrams (K, D, G,
B in Turkish).
"""

from __future__ import annotations

from typing import Any

#: Label key -> words, per language. Every language has every key (a test checks).
LABELS: dict[str, dict[str, Any]] = {
    "en": {
        "title": "hakem claim desk", "session": "session", "file": "File", "board": "Board",
        "load": "Load", "enter_deal": "or enter a deal", "deal": "Deal (PBN)", "contract": "Contract",
        "declarer": "Declarer", "use_deal": "Use this deal", "undo": "Undo card", "clear_play": "Clear play",
        "played": "Tricks played", "claim": "Claim", "claimer": "Claimer",
        "tricks_claimed": "Tricks claimed, of remaining:", "class": "Class of player",
        "classes": {"club": "club", "expert": "expert", "novice": "novice"},
        "trump_mentioned": "outstanding trump mentioned / claimer aware (70C)",
        "statement": "Statement", "judge": "Judge", "ruling": "Ruling",
        "line": "Critical line (worst normal line for the claimer)", "cards": "cards in play order",
        "back": "Back to the table", "save": "Save to the session file", "download": "Download PBN",
        "disagree": "The search for this claimer and the ruling hakem check makes on the saved record "
                    "differ (a defender's claim, or a 70C finding the record cannot carry yet): "
                    "the director decides.",
        "by": "by", "on_lead": "on lead", "to_play": "to play", "all_played": "all tricks played",
        "last_trick": "last trick", "line_trick": "critical line, trick {k} of {n}",
        "understood": "understood", "not_understood": "not understood", "saved": "saved to",
        "n_claimer": "claimer", "n_claimed": "claimed", "n_line": "worst normal line",
        "n_dd": "double dummy (contrast only)", "n_total": "declarer's total (ruling)",
        "n_search_total": "declarer's total (this claimer's search)", "law": "Law",
        "seats": {"N": "N", "E": "E", "S": "S", "W": "W"},
        "directives": {"DrawTrumps": "draw trumps", "TrumpsOut": "trumps are out", "Cash": "cash",
                       "Ruff": "ruff", "CrossRuff": "cross-ruff", "Finesse": "finesse",
                       "Drop": "play for the drop", "Concede": "concede", "PlayCards": "play",
                       "RestHigh": "the rest are high", "Squeeze": "squeeze or endplay",
                       "Conditional": "conditional"},
        "hands": {"hand": "hand", "dummy": "dummy"},
    },
    "tr": {
        "title": "hakem talep masası", "session": "oturum", "file": "Dosya", "board": "Bord",
        "load": "Yükle", "enter_deal": "ya da dağıtımı girin", "deal": "Dağıtım (PBN)",
        "contract": "Kontrat", "declarer": "Dekleran", "use_deal": "Bu dağıtımı kullan",
        "undo": "Kartı geri al", "clear_play": "Oyunu temizle", "played": "Oynanan löveler",
        "claim": "Talep", "claimer": "Talep eden", "tricks_claimed": "Talep edilen löve, kalanlardan:",
        "class": "Oyuncu düzeyi",
        "classes": {"club": "kulüp", "expert": "uzman", "novice": "acemi"},
        "trump_mentioned": "dışarıda kalan koz belirtildi / talep eden farkında (Yasa 70C)",
        "statement": "Açıklama ifadesi", "judge": "Karar ver", "ruling": "Karar",
        "line": "Kritik oyun tarzı (talep eden için en kötü normal oyun tarzı)",
        "cards": "oynanış sırasıyla kartlar", "back": "Masaya dön",
        "save": "Oturum dosyasına kaydet", "download": "PBN indir",
        "disagree": "Bu talep eden için yapılan arama ile kaydedilen kayıt üzerinde hakem check'in "
                    "verdiği karar farklı (bir defans oyuncusunun talebi ya da kaydın henüz "
                    "taşıyamadığı bir Yasa 70C tespiti): karar hakemindir.",
        "by": "", "on_lead": "çıkış", "to_play": "oynayacak", "all_played": "bütün löveler oynandı",
        "last_trick": "son löve", "line_trick": "kritik oyun tarzı, {k}. löve ({n} löveden)",
        "understood": "anlaşılan", "not_understood": "anlaşılmayan", "saved": "kaydedildi:",
        "n_claimer": "talep eden", "n_claimed": "talep edilen", "n_line": "en kötü normal oyun tarzı",
        "n_dd": "dört el açıkken (yalnızca karşılaştırma için)", "n_total": "dekleranın toplamı (karar)",
        "n_search_total": "dekleranın toplamı (bu talep edenin araması)", "law": "Yasa",
        "seats": {"N": "K", "E": "D", "S": "G", "W": "B"},
        "directives": {"DrawTrumps": "kozları çekmek", "TrumpsOut": "dışarıda koz kalmadı",
                       "Cash": "çekmek", "Ruff": "çakmak", "CrossRuff": "çapraz çakma",
                       "Finesse": "impas", "Drop": "düşürmek", "Concede": "löve vermek",
                       "PlayCards": "oynamak", "RestHigh": "kalanlar yüksek",
                       "Squeeze": "skuiz ya da endplay", "Conditional": "koşullu"},
        "hands": {"hand": "el", "dummy": "yer"},
    },
    "he": {
        "title": "hakem: שולחן התביעות", "session": "המושב", "file": "קובץ", "board": "בורד",
        "load": "טען", "enter_deal": "או הזן חלוקה", "deal": "חלוקה (PBN)", "contract": "חוזה",
        "declarer": "הכרוז", "use_deal": "השתמש בחלוקה זו", "undo": "בטל קלף", "clear_play": "נקה משחק",
        "played": "לקיחות ששוחקו", "claim": "תביעה", "claimer": "התובע",
        "tricks_claimed": "לקיחות נתבעות, מתוך הנותרות:", "class": "רמת השחקן",
        "classes": {"club": "מועדון", "expert": "מומחה", "novice": "מתחיל"},
        "trump_mentioned": "השליט שנותר בידי היריבים הוזכר / התובע מודע לו (חוק 70ג)",
        "statement": "ההצהרה", "judge": "פסוק", "ruling": "פסיקה",
        "line": "קו המשחק הקריטי (קו המשחק הנורמלי הגרוע ביותר לתובע)",
        "cards": "קלפים לפי סדר המשחק", "back": "חזרה לשולחן", "save": "שמור בקובץ המושב",
        "download": "הורד PBN",
        "disagree": "החיפוש עבור תובע זה והפסיקה של hakem check על הרשומה השמורה שונים (תביעת מגן, "
                    "או ממצא לפי חוק 70ג שהרשומה עוד אינה יכולה לשאת): מנהל התחרות מחליט.",
        "by": "", "on_lead": "מוביל", "to_play": "משחק", "all_played": "כל הלקיחות שוחקו",
        "last_trick": "הלקיחה האחרונה", "line_trick": "קו המשחק הקריטי, לקיחה {k} מתוך {n}",
        "understood": "הובן", "not_understood": "לא הובן", "saved": "נשמר ב-",
        "n_claimer": "התובע", "n_claimed": "נתבע", "n_line": "קו המשחק הנורמלי הגרוע ביותר",
        "n_dd": "כשכל הידיים גלויות (להשוואה בלבד)", "n_total": "סך הלקיחות של הכרוז (פסיקה)",
        "n_search_total": "סך הלקיחות של הכרוז (החיפוש עבור תובע זה)", "law": "חוק",
        "seats": {"N": "צפון", "E": "מזרח", "S": "דרום", "W": "מערב"},
        "directives": {"DrawTrumps": "למשוך שליטים", "TrumpsOut": "השליטים נגמרו", "Cash": "לממש",
                       "Ruff": "לחתוך", "CrossRuff": "חיתוך צולב", "Finesse": "עקיפה",
                       "Drop": "הפלה", "Concede": "לוותר", "PlayCards": "לשחק",
                       "RestHigh": "השאר גבוהים", "Squeeze": "סחיטה או הכנסה", "Conditional": "מותנה"},
        "hands": {"hand": "היד", "dummy": "הדומם"},
    },
}


def labels(lang: str) -> dict[str, Any]:
    """The desk's words in ``lang`` (English for a language it does not have)."""
    return LABELS.get(lang, LABELS["en"])


__all__ = ["LABELS", "labels"]
