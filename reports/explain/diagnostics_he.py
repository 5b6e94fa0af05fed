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
    "deviation-law.Law 70C": "חוק 70ג", "deviation-law.Law 70 footnote": "הערת השוליים לחוק 70",
    # what a conversion lost (reports/conversion.py, hakem convert)
    "loss.tag": "תגית " + _ltr('[{name} "{value}"]'), "loss.value": "{name}: {value}",
    "loss.value-now": "{name}: {value} (כעת {now})", "loss.contract-by": "{contract} (הכרוז {seat})",
    "loss.name.dealer": "המחלק", "loss.name.vulnerability": "הפגיעות", "loss.name.deal": "החלוקה",
    "loss.name.contract": "החוזה", "loss.name.declarer": "הכרוז",
    "loss.name.declarer_swapped": "החלפת הכרוז", "loss.name.result": "התוצאה",
    "loss.name.result_agreed": "התוצאה המוסכמת",
    "loss.comment": "הערה " + _ltr("{text}"), "loss.new-problem": "בעיה חדשה: {text}",
    "loss.call": "קריאה {n} ({seat}: {call}): {what}", "loss.missing": "חסרה",
    "loss.part.call": "הקריאה", "loss.part.seat": "הכיוון", "loss.part.alert": "ההתרעה",
    "loss.part.explanation": "ההסבר",
    "loss.more-calls": "במכרז יש {n} קריאות נוספות", "loss.play": "המשחק: {cards}{more}",
    "loss.card-by": "{seat}: {card}", "loss.records": "{n} רשומות הפכו ל-{m}",
    "loss.board": "בורד {board}", "loss.record": "רשומה {n}",
    "loss.not-carried": "{label}: לא הועבר ל-{to}: {what}", "loss.a-record": "רשומה",
    # what a number that does not read was (model/numbers.py callers' words)
    "what. (tricks)": " (לקיחות)", "what. (count)": " (מספר)", "what. cell": " (תא)",
    "what.note reference": "הפניה להערה", "what.[Note] index": "מספר " + _ltr("[Note]"),
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
    "lin.play-unfinished": Plural("cards", {
        "one": "{label}: המשחק נעצר אחרי קלף אחד בלי תביעה (" + _ltr("mc") + "); אין תוצאה",
        "two": "{label}: המשחק נעצר אחרי שני קלפים בלי תביעה (" + _ltr("mc") + "); אין תוצאה",
        "other": "{label}: המשחק נעצר אחרי {cards} קלפים בלי תביעה (" + _ltr("mc") + "); אין תוצאה"}),
    "lin.bad-vulnerability": _ltr("{command}") + ": אינו מצב פגיעות",
    "lin.unknown-command": _ltr("{command}") + ": פקודה לא מוכרת, נשמרה כתגית " + _ltr("{tag}"),
    "lin.misplaced-mark/skip-after-play": _ltr("^S") + " (תור שדולג) אחרי שהמשחק התחיל: נשמר כהערה",
    "lin.misplaced-mark/insufficient": _ltr("^I") + " אינו בא אחרי הכרזה: נשמר כהערה",
    "lin.misplaced-mark/no-card": _ltr("{mark}") + " אינו בא אחרי קלף: נשמר כהערה",
    "lin.misplaced-mark/lead": _ltr("^L") + " בא אחרי קלף שאינו פותח לקיחה: נשמר כהערה",
    "lin.bad-call": _ltr("{command}") + ": אינה קריאה; נשמרה כקריאה לא ידועה",
    "lin.call-after-play": _ltr("{command}") + ": קריאה אחרי שהמשחק התחיל",
    "lin.orphan-explanation": _ltr("{command}") + ": אין קריאה להסביר",
    "lin.second-explanation": _ltr("{command}") + ": הסבר שני לאותה קריאה; הטקסטים אוחדו",
    "lin.second-deal": _ltr("md") + " שני בבורד אחד; נעשה שימוש בחלוקה המאוחרת",
    "lin.bad-deal/rank": _ltr("md") + ": " + _ltr("{value}") + " אינו ערך של קלף ביד " + _ltr("{hand}"),
    "lin.bad-deal/holds": _ltr("md") + ": ל{seat:term=seat} יש {count} קלפים",
    "lin.bad-deal/both": _ltr("md") + ": {card} נמצא גם אצל {holder:term=seat} וגם אצל {seat:term=seat}",
    "lin.bad-deal/twice": _ltr("md") + ": {card} מופיע פעמיים אצל {seat:term=seat}",
    "lin.bad-deal/sizes": _ltr("md") + ": לידיים מספרי קלפים שונים: " + _ltr("{sizes}"),
    "lin.partial-deal": _ltr("md") + " נותן רק {count} מתוך 4 הידיים; השאר אינן ידועות",
    "lin.no-dealer/md": "אין ב-" + _ltr("md") + " ספרת מחלק",
    "lin.no-dealer": "{label}: המחלק אינו ידוע; המכרז הושב החל מצפון",
    "lin.bad-players": _ltr("pn") + " מונה {count} שמות ולא 4 (דרום, מערב, צפון, מזרח)",
    "lin.second-players": _ltr("pn") + " שני בבורד אחד; נעשה שימוש בשמות המאוחרים",
    "lin.board-number-mismatch": _ltr("{command}") + " אינו תואם את בורד {board} של " + _ltr("qx")
                                 + "; " + _ltr("qx") + " הוא הקובע",
    "lin.bad-room": _ltr("{command}") + ": נדרש " + _ltr("o<n>") + " או " + _ltr("c<n>"),
    "lin.second-claim": _ltr("mc") + " שני בבורד אחד; המאוחר נשמר",
    "lin.players-inherited": "ל{label} אין " + _ltr("pn") + "; נעשה שימוש בשחקנים של ה-" + _ltr("pn")
                             + " האחרון בקובץ",
    "lin.dealer-from-board": "{label}: אין ספרת מחלק; לפי מספר הבורד {board} המחלק הוא "
                             "{dealer:term=seat} (חוק 2)",
    "lin.no-deal": "ב{label} יש קריאות או קלפים אבל אין חלוקה (אין " + _ltr("md|") + " קריא): לא ניתן "
                   "לבדוק אותו",
    "lin.play-after-pass-out": "{label}: שוחקו קלפים בבורד שכולם עברו בו; הם לא נכללו",
    "lin.play-unplaceable/no-contract": "{label}: אין חוזה ואין חלוקה שיגידו מי הוביל; {cards} קלפים "
                                        "לא נכללו",
    "lin.play-unplaceable/unnamed": "{label}: בלקיחה {trick} יש קלף לא נקוב, ולכן המוביל הבא אינו "
                                    "ידוע; {cards} הקלפים שאחריו לא נכללו",
    "lin.play-without-contract": "{label}: קלפים בלי חוזה; בעל הקלף הראשון ({seat:term=seat}) נחשב "
                                 "למוביל, והמשחק נחשב ללא שליט",
    "lin.too-many-cards": "{label}: שוחקו {cards} קלפים; אלה שאחרי הקלף ה-52 לא נכללו",
    "lin.claim-without-contract": "{label}: " + _ltr("mc|{tricks}|") + " אבל אין חוזה",
    "lin.claim-mismatch/play": "{label}: " + _ltr("mc|{tricks}|") + ", אבל לפי המשחק המלא הכרוז לקח "
                               "{won} לקיחות",
    "lin.claim-mismatch/fewer": "{label}: " + _ltr("mc|{tricks}|") + " פחות מ-{won} הלקיחות שהכרוז "
                                "כבר לקח",
    "lin.claim-mismatch/more": "{label}: " + _ltr("mc|{tricks}|") + " יותר מ-{won} הלקיחות שנלקחו "
                               "ועוד {left} שנותרו לשחק",
    "lin.rs-mismatch": "{label}: רשימת התוצאות " + _ltr("rs") + " אומרת " + _ltr("{entry}") + ", "
                       "והרישום מראה {contract} (הכרוז {declarer:none=unknown+term=seat}) עם "
                       "{tricks:none=unknown} לקיחות",
    "lin.auction-too-long": "יותר מ-{limit} קריאות; הקריאות מכאן והלאה לא נקראו",
    "lin.too-many-comments": "יותר מ-{limit} הערות בבורד אחד; זו ואלה שאחריה לא נשמרו",
    "lin.url-decoded": "LIN מקודד ככתובת (צורת handviewer) פוענח; השורות והעמודות מתייחסות לטקסט "
                       "המפוענח",
    "lin.unreadable/text": "טקסט לא קריא " + _VALUE + ": אינו זוג " + _ltr("key|value|"),
    "lin.unreadable/more": "עוד {count} קטעים לא קריאים מכאן והלאה (לא מפורטים)",
    "lin.no-board": "אין בטקסט זה אף בורד (אין " + _ltr("md, mb, pc") + " או " + _ltr("qx") + ")",
    "lin.value-too-long": "ערך " + _ltr("{command}") + " בן {chars} תווים חורג מהמגבלה של {limit}; "
                          "לא נקרא",
    "lin.record-too-large": "בורד בן {chars} תווים חורג מהמגבלה של {limit}; לא נקרא",
    # PBN limits and marks
    "pbn.agreed-result-equal": _ltr("[Result \"^{recorded}\"]") + " מסמן מספר לקיחות מוסכם "
                               "השונה מהמשחק, אבל המשחק נותן אותן {played} לקיחות",
    "pbn.auction-too-long": "מכרז של {count} קריאות חורג מהמגבלה של {limit}; הקריאות שאחריה לא "
                            "נקראו",
    "pbn.play-too-long": "משחק של {count} קלפים חורג מהמגבלה של {limit}; הקלפים שאחריה לא נקראו",
    "pbn.bad-insufficient-mark": _ltr("^I") + " לפני קריאה שאינה הכרזה",
    "pbn.dash-in-auction": _ltr("'-'") + " אחרי הקריאה הראשונה",
    "pbn.double-insufficient-mark": "שני " + _ltr("^I") + " ברצף",
    "pbn.file-too-large": "הקובץ מיצה את המגבלה של {limit} אסימונים (בקובץ אמיתי יש כ-13,000 "
                          "למגה-בייט); רשומה זו לא נקראה",
    "pbn.record-too-large": "רשומה בת {chars} תווים חורגת מהמגבלה של {limit}; לא נקראה",
    "pbn.internal-error": "hakem לא הצליח לבנות בורד זה (" + _ltr("{detail}") + "); נא לדווח",
    "pbn.merged-games": "התגית " + _TAG + " חוזרת במקום שבו אי אפשר לחלק את הרשומה לשתיים (לא "
                        "בתחילת שורה): ייתכן ששתי רשומות התמזגו; הערך הראשון " + _VALUE + " הוא "
                        "הקובע",
    "pbn.orphan-annotation/call": _VALUE + " לפני כל קריאה",
    "pbn.orphan-annotation/card": _VALUE + " לפני כל קלף",
    "pbn.table-too-large": _ltr("{table}") + ": {count} תאים והערות מעבר למגבלות ({cells} תאים, "
                           "{comments} הערות) לא נשמרו",
    "pbn.too-many-annotations": "{count} תוספות מעבר למגבלה של {limit} על קריאה או קלף אחד לא נקראו",
    "pbn.too-many-comments": "{count} הערות מעבר למגבלה של {limit} במקטע לא נשמרו",
    "pbn.trailing-text": "טקסט הערות אחרי הרשומה האחרונה (נשמר ברשומה ריקה)",
    "pbn.unreadable": "הרשומה ננטשה אחרי {count} שגיאות תחביר",
    # files
    "file.internal-error": "hakem לא הצליח לקרוא קובץ זה (" + _ltr("{detail}") + "; הבורד האחרון "
                           "שנקרא: {board:none=none}); נא לדווח",
    "file.internal-error/batch": "hakem נכשל בקובץ זה (" + _ltr("{detail}") + "); הבורדים שלו אינם "
                                 "בתוצאות; נא לדווח ולצרף את הקובץ",
    "file.mixed-encoding/line": "שורה זו אינה UTF-8 כמו שאר הקובץ; היא פוענחה כ-" + _ltr("{encoding}"),
    "file.mixed-encoding/more": "עוד {count} שורות מכאן והלאה אינן UTF-8; הן פוענחו כ-"
                                + _ltr("{encoding}"),
    "file.not-bridge": "אינו קובץ PBN או LIN (אין תגית, אין פקודת LIN)",
    "file.not-regular/fifo": "נדחה: FIFO (צינור בעל שם), לא קובץ רגיל (hakem קורא רק קבצים רגילים)",
    "file.not-regular/char": "נדחה: התקן תווים, לא קובץ רגיל (hakem קורא רק קבצים רגילים)",
    "file.not-regular/block": "נדחה: התקן בלוקים, לא קובץ רגיל (hakem קורא רק קבצים רגילים)",
    "file.not-regular/socket": "נדחה: שקע, לא קובץ רגיל (hakem קורא רק קבצים רגילים)",
    "file.not-regular/folder": "נדחה: תיקייה, לא קובץ רגיל",
    "file.not-regular/other": "נדחה: לא קובץ רגיל (hakem קורא רק קבצים רגילים)",
    "file.too-large": "קובץ בן {size} בתים חורג מהמגבלה של {limit}; לא נקרא (יש לפצל אותו)",
    "file.unreadable/missing": "לא ניתן לקרוא את הקובץ: אין קובץ כזה",
    "file.unreadable/denied": "לא ניתן לקרוא את הקובץ: אין הרשאת קריאה",
    "file.unreadable/os": "לא ניתן לקרוא את הקובץ: " + _ltr("{detail}"),
    "file.unreadable/folder": "זו תיקייה, לא קובץ",
    "file.unreadable/folder-missing": "לא ניתן לקרוא את התיקייה: אין תיקייה כזו; הקבצים שבה לא נקראו",
    "file.unreadable/folder-denied": "לא ניתן לקרוא את התיקייה: אין הרשאת קריאה; הקבצים שבה לא נקראו",
    "file.unreadable/folder-os": "לא ניתן לקרוא את התיקייה: " + _ltr("{detail}") + "; הקבצים שבה לא "
                                 "נקראו",
    # hakem's JSON lines
    "json.bad-value/value": _ltr("{key}") + ": " + _ltr("{detail}") + "; הושמט",
    "json.bad-value/replay": _ltr("play") + ": לא ניתן לעקוב אחר המשחק (" + _ltr("{detail}") + ")",
    "json.record-too-large": "שורה בת {chars} תווים חורגת מהמגבלה של {limit}; לא נקראה",
    "json.syntax": "אינו JSON: " + _ltr("{detail}"),
    "json.unreadable/object": "אובייקט שאינו בורד של hakem (אין " + _ltr('"schema": "{schema}"')
                              + "; hakem convert --to json כותב בורדים)",
    "json.unreadable/other": "ערך JSON שאינו בורד של hakem (אין " + _ltr('"schema": "{schema}"')
                             + "; hakem convert --to json כותב בורדים)",
    # markers in comments, and the rulings
    "marker.too-long/comment": "הערת סימון בת {chars} תווים חורגת מהמגבלה של {limit}; לא נקראה",
    "marker.too-long/board": "הערות הסימון בבורד זה עולות על {limit} תווים; לא נקראו",
    "marker.syntax": "לא ניתן לקרוא את הסימון: " + _ltr("{detail}"),
    "marker.position": "מקום הסימון: " + _ltr("{detail}"),
    "marker.option": "אפשרות הסימון: " + _ltr("{detail}"),
    "rule.failed": "hakem לא הצליח לפסוק על חריגה זו ({irregularity:term=kind}): " + _ltr("{detail}"),
    "pbn.bad-deal/suits": "לא ניתן לקרוא את " + _ltr("[Deal]") + ": ביד " + _ltr("{hand}") + " אין "
                          "ארבע סדרות מופרדות בנקודות",
    "pbn.bad-deal/seat": "לא ניתן לקרוא את " + _ltr("[Deal]") + ": החלוקה צריכה להתחיל בכיוון "
                         "ובנקודתיים: " + _ltr("{value}"),
    "pbn.bad-deal/hands": "לא ניתן לקרוא את " + _ltr("[Deal]") + ": בחלוקה יש {count} ידיים: "
                          + _ltr("{value}"),
    "lin.bad-deal/suits": _ltr("md") + ": ביד " + _ltr("{hand}") + " אין ארבע סדרות מופרדות בנקודות",
    "lin.bad-deal/seat": _ltr("md") + ": החלוקה צריכה להתחיל בכיוון ובנקודתיים: " + _ltr("{value}"),
    "lin.bad-deal/hands": _ltr("md") + ": בחלוקה יש {count} ידיים: " + _ltr("{value}"),
    "lin.unreadable/no-closing-bar": "חסר " + _ltr("'|'") + " סוגר בסוף הטקסט",
    "lin.unreadable/too-many-stretches": "חסרים זוגות " + _ltr("key|value|") + ": {limit} קטעים לא "
                                         "קריאים; שאר הטקסט לא נקרא",
    "lin.unreadable/too-many-pairs": "יותר מ-{limit} זוגות " + _ltr("key|value|") + "; שאר הטקסט לא "
                                     "נקרא",
    "marker.syntax/char": "תו לא צפוי בסימון: " + _VALUE,
    "marker.syntax/no-value": "בשדה הסימון אין ערך אחרי " + _ltr("'='"),
    "marker.syntax/ends-early": "הערת הסימון מסתיימת מוקדם מדי",
    "marker.syntax/unknown-kind": "סוג סימון לא מוכר " + _VALUE + " (הסוגים: docs/markers.md)",
    "marker.syntax/cannot-read": "לא ניתן לקרוא את " + _VALUE + " כאן: נדרש כיוון, קריאה, קלף, מספר, "
                                 + _ltr('"statement"') + ", דגל (" + _ltr("accepted, refused, "
                                 "established...") + ") או " + _ltr("key=value"),
    "marker.syntax/not-call": "אינה קריאה: " + _VALUE,
    "marker.syntax/not-seat": "אינו כיוון: " + _VALUE + " (יש לכתוב " + _ltr("N, E, S, W") + ")",
    "marker.syntax/sequence": _ltr("sequence=") + " מקבל את הכיוונים לפי סדר הופעת הקלפים, כל אחד "
                              "פעם אחת (האחרון יכול לחזור על אחד מהם: הובלה ללקיחה הבאה), למשל "
                              + _ltr("sequence=S,N,E") + "; נמצא: " + _VALUE,
    "marker.syntax/number": "נדרש מספר בין {low} ל-{high}; נמצא: " + _VALUE,
    "marker.syntax/yes-no": "נדרש " + _ltr("yes") + " או " + _ltr("no") + "; נמצא: " + _VALUE,
    "marker.syntax/twice": _ltr("{name}") + " ניתן פעמיים (" + _ltr("{first}") + " ו-"
                           + _ltr("{second}") + ")",
    "marker.syntax/second-seat": "כיוון שני: יש לכתוב " + _ltr("by=SEAT") + " לשחקן שקיבל, בחר או "
                                 "הזעיק את מנהל התחרות",
    "marker.syntax/at": _ltr("at=") + " מקבל אחד מאלה: " + _ltr("{choices}") + "; נמצא: " + _VALUE,
    "marker.syntax/skipped-not-pass": _ltr("skipped=") + " מתאר את הפאס שתפס את תורו של "
                                      "{seat:term=seat} (חוק 34); נמצא: {call}",
    "marker.syntax/skipped-own-turn": "{seat:term=seat} אינו יכול גם לדלג וגם לקרוא בתורו",
    "marker.syntax/skipped-kind": _ltr("skipped=") + " שייך לסימון של קריאה מחוץ לתור ("
                                  + _ltr("@COOR") + "): הפאס שתפס את תורו של השחקן שדולג (17ד3, 34)",
    "marker.syntax/gained-kind": _ltr("gained=") + " שייך לסימון של מנהל התחרות ("
                                 + _ltr("@TD ... option=acted") + ", 11א)",
    "marker.syntax/ruled-ref": _ltr("ruled=") + " מקבל הפניות לחוקים כמו " + _ltr("27B1(b)") + " או "
                               + _ltr("31A2") + "; נמצא: " + _VALUE,
    "marker.syntax/ruled-twice": _ltr("ruled=") + " ניתן פעמיים",
    "marker.syntax/unknown-key": "מפתח לא מוכר " + _VALUE + " (ראו docs/markers.md, "
                                 + _ltr('"Fields"') + ")",
    "marker.position/opening-lead": "הובלת פתיחה מחוץ לתור סומנה בלקיחה {trick}",
    "marker.position/turn": "לפי הסימון התור היה של {marked:term=seat}; לפי הרישום של "
                            "{seat:term=seat}",
    "marker.position/relation": "בסימון " + _ltr("at={marked}") + ", ברישום " + _ltr("at={shown}"),
    "marker.option/means-nothing": _ltr("{value}") + " אינו אומר דבר בסימון של {marker:term=kind}; "
                                   "הוא מקבל: " + _ltr("{takes}"),
    "marker.option/no-suit": _ltr("{value}") + ": " + _ltr("{word}") + " אינו מקבל סדרה",
    "marker.option/not-suit": _ltr("{value}") + ": " + _ltr("{suit}") + " אינו סדרה ("
                              + _ltr("S, H, D, C") + ")",
    "marker.option/needs-suit": _ltr("{value}") + " צריך סדרה: " + _ltr("{word}:S, {word}:H..."),
    "marker.option/not-table-word": _ltr("{value}") + " אינו מילה של פסיקת שולחן; "
                                    + _ltr("ruled-option=") + " מקבל: " + _ltr("{takes}"),
}
