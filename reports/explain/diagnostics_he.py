"""Hebrew: the diagnostics' sentences (:mod:`.diagnostics`), one per code (``code/kind``
where one code says several things), in the words of docs/glossary.md: *תגית* (a PBN
tag), *רשומה* (one record of a file), *בורד*, *חלוקה*, *המכרז*, *לקיחה*, *הכרוז*,
*המחלק*, *לשרת*. Bridge notation (a tag's name in brackets, ``^R``, quoted text from the
file) is isolated left to right (:data:`~.he.LRI` ... :data:`~.he.PDI`), as calls and
cards are in the rulings.
"""

from __future__ import annotations

from typing import Any

from .catalogue import Entry, Plural
from .he import LRI, PDI


def _ltr(text: str) -> str:
    return f"{LRI}{text}{PDI}"


WORDS: dict[str, Any] = {
    "severity.error": "שגיאה", "severity.warning": "אזהרה", "severity.info": "הערה",
    "more-diagnostics": Plural("n", {"one": "{path}: הודעה אחת נוספת (לכולן: --max-diagnostics 0)",
                                     "two": "{path}: שתי הודעות נוספות (לכולן: --max-diagnostics 0)",
                                     "other": "{path}: עוד {n} הודעות (לכולן: --max-diagnostics 0)"}),
    "no-rows": "(אין שורות)",
    "board-label": "בורד {board}", "board-label.none": "בורד (ללא מספר)",
    "board-label.room": "{label}, {room}", "room.Open": "חדר פתוח", "room.Closed": "חדר סגור",
}

_MORE = "עוד {more} הודעות ברשומה זו אינן מוצגות ({errors} שגיאות, {warnings} אזהרות, {notes} הערות)"
_TAG = _ltr("[{tag}]")
_VALUE = _ltr("'{value}'")

SENTENCES: dict[str, Entry] = {
    # numbers that do not read (model/numbers.py), whatever the code
    "number/digits": _ltr("{what}") + ": מספר בן {digits} ספרות (נקראות לכל היותר {limit})",
    "number/not-number": _ltr("{what}") + ": אינו מספר: " + _ltr("{value}"),
    "number/low": _ltr("{what}") + ": {value} קטן מ-{limit}",
    "number/high": _ltr("{what}") + ": {value} גדול מ-{limit}",
    "pbn.more-diagnostics": _MORE, "lin.more-diagnostics": _MORE,
    # files
    "file.no-board": "אין בקובץ זה אף בורד",
    # the PBN reader
    "pbn.syntax/char": "לא צפוי: " + _ltr("'{found}'"),
    "pbn.syntax/token": "לא צפוי כאן: " + _ltr("'{found}'"),
    "pbn.syntax/other": "לא ניתן לקרוא: " + _ltr("'{found}'"),
    "pbn.syntax/end": "הרשומה מסתיימת במקום לא צפוי",
    "pbn.missing-blank-line": "אין שורה ריקה בין רשומה זו לקודמת (היא חוזרת על תגית הפותחת רשומה); "
                              "נקראה כרשומה נפרדת",
    "pbn.unclosed-comment/next-game": "הערה שנפתחה ב-" + _ltr("'{{'") + " עדיין פתוחה במקום שבו "
                                      "מתחילה הרשומה הבאה (שורה {line}); היא נסגרה שם",
    "pbn.unclosed-comment/never": "הערה שנפתחה ב-" + _ltr("'{{'") + " אינה נסגרת לעולם",
    "pbn.duplicate-tag": "התגית " + _TAG + " חוזרת; הערך הראשון " + _VALUE + " הוא הקובע (כלל "
                         "הייבוא של PBN)",
    "pbn.duplicate-tag/section": "מקטע " + _TAG + " שני לא נקרא",
    "pbn.duplicate-note": "הערה מספר {index} חוזרת",
    "pbn.play-without-leader": "הקלפים שאחרי " + _ltr("[Play \"\"]") + " לא נקראו",
    "pbn.note-without-section": _ltr("[Note]") + " מחוץ למקטע המכרז או המשחק; נשמרה כהערה",
    "pbn.too-many-tags": "ברשומה נשמרות לכל היותר {limit} תגיות: {count} התגיות העודפות לא נשמרו",
    "pbn.stray-text": "טקסט מחוץ לכל תגית או מקטע נשמר כהערה: " + _ltr("'{text}'"),
    "pbn.bad-seat": _TAG + " אינו כיוון של שחקן: " + _VALUE,
    "pbn.bad-dealer/seat": _TAG + " אינו כיוון של שחקן: " + _VALUE,
    "pbn.bad-declarer/seat": _TAG + " אינו כיוון של שחקן: " + _VALUE,
    "pbn.bad-vulnerable/value": _TAG + " לא מובן: " + _VALUE,
    "pbn.bad-contract/value": _TAG + " לא מובן: " + _VALUE,
    "pbn.bad-result/value": _TAG + " לא מובן: " + _VALUE,
    "pbn.bad-note/no-index": "הערה ללא מספר: " + _VALUE,
    "pbn.bad-inheritance": "אין לרשת את התגית " + _TAG + " מהרשומה הקודמת",
    "pbn.compact-record": "רשומה ללא " + _ltr("[Board]") + " ו-" + _ltr("[Deal]") + ": הבורד, המחלק, "
                          "הפגיעות והחלוקה נלקחו מהרשומה הקודמת",
    "pbn.bad-call": "אינה קריאה: " + _VALUE,
    "pbn.bad-card": "אינו קלף: " + _VALUE,
    "pbn.call-after-end": "קריאה אחרי סימן סוף המכרז " + _ltr("'{ending}'"),
    "pbn.double-card-mark": "אין לצרף " + _ltr("^R") + " ו-" + _ltr("^L") + " על אותו קלף",
    "pbn.table-ragged": _ltr("{table}") + ": {cells} תאים אינם ממלאים שורות של {width}",
    "pbn.auction-dealer": "המכרז מתחיל ב{auction:term=seat}, אבל " + _ltr("[Dealer]") + " אומר "
                          "{dealer:term=seat}",
    "pbn.bad-deal/too-long": _ltr("[Deal]") + " בן {chars} תווים אינו יכול להיות חלוקה; לא נקרא",
    "pbn.bad-deal/rank": "לא ניתן לקרוא את " + _ltr("[Deal]") + ": " + _ltr("{value}") + " אינו ערך "
                         "של קלף ביד " + _ltr("{hand}"),
    "pbn.bad-deal/holds": _ltr("[Deal]") + ": ל{seat:term=seat} יש {count} קלפים",
    "pbn.bad-deal/both": _ltr("[Deal]") + ": {card} נמצא גם אצל {holder:term=seat} וגם אצל "
                         "{seat:term=seat}",
    "pbn.bad-deal/twice": _ltr("[Deal]") + ": {card} מופיע פעמיים אצל {seat:term=seat}",
    "pbn.bad-deal/sizes": _ltr("[Deal]") + ": לידיים מספרי קלפים שונים: " + _ltr("{sizes}"),
    "pbn.declarer-on-passed-out": "כרוז רשום בבורד שכולם עברו בו",
    "pbn.contract-from-auction": "אין " + _ltr("[Contract]") + ": החוזה נלקח מהמכרז: {contract}, "
                                 "הכרוז {declarer:none=none+term=seat}",
    "pbn.contract-auction-mismatch": _ltr("[Contract]") + " {contract}, הכרוז "
                                     "{declarer:none=unknown+term=seat}; לפי המכרז {auction}, הכרוז "
                                     "{auction_declarer:none=unknown+term=seat}",
    "pbn.result-mismatch": _ltr("[Result] {recorded}") + ", אבל לפי המשחק הכרוז לקח {won} לקיחות",
    "pbn.result-impossible": _ltr("[Result] {recorded}") + ": הכרוז לקח {won} מתוך {played} "
                             "הלקיחות ששוחקו",
    "pbn.bad-agreed-result": _ltr("[Result \"^{recorded}\"]") + ", אבל גם המשחק נותן אותו מספר לקיחות",
    "pbn.sufficient-bid-mark": _ltr("^I") + " על {call}, אבל הכרזה זו מספיקה מעל {over:none=none}",
    "pbn.bad-declarer-swap": _ltr("[Declarer \"^{seat}\"]") + ": הכרוז לפי המכרז הוא "
                             "{declarer:none=unknown+term=seat}; אחרי החלפה רק "
                             "{partner:none=unknown+term=seat} יכול היה לשחק את היד",
    "pbn.bad-lead-mark": _ltr("^L") + " בלקיחה {trick}, אבל ההובלה הייתה ממילא בתור של "
                         "{seat:term=seat}",
    "pbn.double-lead-mark": "בלקיחה {trick} יש שני סימני " + _ltr("^L"),
    "pbn.bad-revoke-mark/followed": "לקיחה {trick}: " + _ltr("^R") + " על {card}, אבל "
                                    "{seat:term=seat} שירת",
    "pbn.bad-revoke-mark/void": "לקיחה {trick}: " + _ltr("^R") + " על {card}, אבל ל{seat:term=seat} "
                                "לא היה קלף בסדרה שהובלה",
    # the replay of the play (model/replay.py)
    "play.card-not-held": "לקיחה {trick}: {seat:term=seat} משחק {card}, קלף שאינו בידו (או ששוחק "
                          "קודם); מעקב המשחק נעצר כאן",
    "play.revoke": "לקיחה {trick}: {seat:term=seat} משחק {card} על הובלה ב{suit:term=suit} כשיש "
                   "בידו {suit:term=suit}",
    "play.no-lead": "לקיחה {trick}: ההובלה בתור של {seat:term=seat}, אבל אין לו קלף ברישום",
    "play.unknown-card": "בלקיחה {trick} יש קלף לא ידוע; מעקב המשחק נעצר כאן",
    # the auction's checks (laws/detect_auction.py)
    "auction.not-checked/unreadable": Plural("count", {
        "one": "המכרז לא נבדק לפי החוקים: יש בו מילה אחת שלא ניתן לקרוא",
        "two": "המכרז לא נבדק לפי החוקים: יש בו שתי מילים שלא ניתן לקרוא",
        "other": "המכרז לא נבדק לפי החוקים: יש בו {count} מילים שלא ניתן לקרוא"}),
    "auction.not-checked/unshown": "המכרז לא נבדק לפי החוקים: יש בו קריאה שהרישום אינו מראה",
    # the LIN reader
    "lin.bad-card/suit": "סדרה בלבד (" + _VALUE + "): הקלף אינו נקוב",
    "lin.bad-card/card": "אינו קלף: " + _VALUE,
    "lin.display-command": _ltr("{command}") + ": פקודת תצוגה של BBO, נשמרה כתגית " + _ltr("{tag}"),
    "lin.movie-command": _ltr("{command}") + ": חלוקה מחדש בסרט, נשמרה כתגית",
    "lin.undo": "ביטול ב-BBO (" + _ltr("{command}") + "): בוטלו: {cards:none=none}",
    "lin.auction-incomplete/play": "{label}: המשחק מתחיל לפני סוף המכרז; ההכרזה האחרונה נלקחה כחוזה",
    "lin.auction-incomplete/open": "{label}: המכרז לא הסתיים; ההכרזה האחרונה עד כה נלקחה כחוזה",
    "lin.play-unfinished": "{label}: המשחק נעצר אחרי {cards} קלפים בלי תביעה (" + _ltr("mc") + "); "
                           "אין תוצאה",
}
