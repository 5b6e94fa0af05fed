"""Hebrew: every fact key and term (issue 20; docs/glossary.md: the words of S002 where
it has them, the others marked "IBF check" there), with the language's rules in code.

What is here: right-to-left direction; the plural rule with CLDR's ``one``, ``two``,
``other`` ("לקיחה אחת", "שתי לקיחות": the construct form for two, "שלוש לקיחות"), so a
:class:`~.catalogue.Plural` entry gives three whole sentences; list joining (the "and"
letter ו attaches to the last item); and the prefix hook :func:`prefix`: a placeholder
written ``{turn:le}`` renders "לצפון", and before a digit, a Latin letter or a symbol the
prefix takes a hyphen ("ל-1NT", "ב-♠K"; docs/glossary.md 2.2); ``{law:law}`` writes a
law reference with Hebrew letters (:func:`law_ref`, "16ג2"); calls, cards and scores are
isolated left to right (:data:`LRI` ... :data:`PDI`) so the bidi algorithm keeps "3♠"
and "+450" in order. :data:`TERMS` and :data:`SENTENCES` hold the keys of ``en.py``
(``hakem.reports.explain.missing_keys("he")`` lists any left out).

>>> plural(1), plural(2), plural(3)
('one', 'two', 'other')
>>> join(["א", "ב", "ג"], "and")
'א, ב וג'
>>> prefix("צפון", "le"), prefix("1NT", "le"), prefix("♠K", "be")
('לצפון', 'ל-1NT', 'ב-♠K')
"""

from __future__ import annotations

import re

from .catalogue import Catalogue, Entry, Plural

#: Isolates a left-to-right token (a call, a card, a score) inside a Hebrew sentence, so
#: that the bidi algorithm does not reorder "3♠" into "♠3" (docs/glossary.md 2.2).
LRI, PDI = "\u2066", "\u2069"

TERMS: dict[str, str] = {
    # seats, sides, suits, cards, calls (docs/glossary.md 3.1-3.3)
    # short law titles (docs/law-titles.md; sources marked there), for tables
    "law-title.2": "הבורדים", "law-title.9": "נוהל לאחר חריגה", "law-title.10": "קביעת התיקון",
    "law-title.11": "פקיעת הזכות לתיקון", "law-title.12": "סמכויות שיקול הדעת של מנהל התחרות",
    "law-title.13": "מספר קלפים שגוי", "law-title.14": "קלף חסר",
    "law-title.16": "מידע מורשה ובלתי מורשה", "law-title.17": "תקופת המכרז",
    "law-title.18": "הכרזות", "law-title.19": "כפל וכפל כפליים",
    "law-title.22": "נוהל לאחר סיום המכרז", "law-title.23": "קריאה שקולה",
    "law-title.24": "קלף שנחשף או הובל במהלך המכרז",
    "law-title.25": "שינוי קריאה חוקי ובלתי חוקי", "law-title.26": "קריאה שבוטלה, הגבלות הובלה",
    "law-title.27": "הכרזה בלתי מספקת", "law-title.28": "קריאות הנחשבות כנעשו בתור",
    "law-title.29": "נוהל לאחר קריאה מחוץ לתור", "law-title.30": "פאס מחוץ לתור",
    "law-title.31": "הכרזה מחוץ לתור", "law-title.32": "כפל או כפל כפליים מחוץ לתור",
    "law-title.33": "קריאות בו-זמניות", "law-title.34": "שמירת הזכות לקרוא",
    "law-title.35": "קריאות בלתי קבילות", "law-title.36": "כפל וכפל כפליים בלתי קבילים",
    "law-title.37": "פעולה המפרה את החובה לקרוא פאס", "law-title.38": "הכרזה מעל שבע",
    "law-title.39": "קריאה אחרי הפאס האחרון", "law-title.41": "תחילת המשחק",
    "law-title.44": "סדר המשחק והליכיו", "law-title.45": "קלף ששוחק",
    "law-title.47": "החזרת קלף ששוחק", "law-title.48": "חשיפת קלפי הכרוז",
    "law-title.49": "חשיפת קלפים של מגן", "law-title.50": "הטיפול בקלף עונשין",
    "law-title.51": "שני קלפי עונשין או יותר",
    "law-title.52": "אי-הובלה או אי-משחק של קלף עונשין", "law-title.53": "קבלת הובלה מחוץ לתור",
    "law-title.54": "הובלת פתיחה גלויה מחוץ לתור", "law-title.55": "הובלה מחוץ לתור של הכרוז",
    "law-title.56": "הובלה מחוץ לתור של מגן", "law-title.57": "הובלה או משחק מוקדמים של מגן",
    "law-title.58": "הובלות או משחקים בו-זמניים",
    "law-title.59": "חוסר יכולת להוביל או לשחק כנדרש", "law-title.60": "משחק לאחר משחק בלתי חוקי",
    "law-title.61": "אי-שירות בסדרה – בירורים בדבר ריבוק", "law-title.62": "תיקון ריבוק",
    "law-title.63": "ביסוס ריבוק", "law-title.64": "נוהל לאחר ביסוס ריבוק",
    "law-title.65": "סידור הלקיחות", "law-title.66": "בדיקת לקיחות",
    "law-title.67": "לקיחה פגומה", "law-title.68": "תביעת לקיחות או ויתור עליהן",
    "law-title.69": "תביעה או ויתור מוסכמים", "law-title.70": "תביעה או ויתור שנויים במחלוקת",
    "law-title.71": "ביטול ויתור", "law-title.72": "עקרונות כלליים",
    "law-title.77": "טבלת הניקוד בברידג' תחרותי", "law-title.78": "שיטות ניקוד",
    "law-title.79": "לקיחות שהושגו", "law-title.81": "מנהל התחרות",
    "law-title.82": "תיקון טעויות נוהל", "law-title.7": "השליטה בבורד ובקלפים",
    "law-title.90": "עונשים נוהליים", "law-title.85": "פסיקה בעובדות שנויות במחלוקת",
    # words said for a missing value ({holder:le+none=some-opponent-le}) and a player's class
    "some-opponent-le": "לאחד היריבים", "unchanged": "ללא שינוי",
    "unnamed-suit": "סדרה שלא צוינה",
    "player-class.expert": "מומחים", "player-class.club": "שחקני מועדון",
    "player-class.novice": "מתחילים",
    "seat.N": "צפון", "seat.E": "מזרח", "seat.S": "דרום", "seat.W": "מערב",
    "side.NS": "צפון-דרום", "side.EW": "מזרח-מערב",
    "suit.C": "קלאב", "suit.D": "דאימונד", "suit.H": "הארט", "suit.S": "ספייד",
    "card-suit.C": "♣", "card-suit.D": "♦", "card-suit.H": "♥", "card-suit.S": "♠",
    "rank.R2": "2", "rank.R3": "3", "rank.R4": "4", "rank.R5": "5", "rank.R6": "6",
    "rank.R7": "7", "rank.R8": "8", "rank.R9": "9", "rank.T": "10", "rank.J": "J",
    "rank.Q": "Q", "rank.K": "K", "rank.A": "A",
    "card": LRI + "{suit}{rank}" + PDI,
    "bid-strain.C": "♣", "bid-strain.D": "♦", "bid-strain.H": "♥", "bid-strain.S": "♠",
    "bid-strain.NT": "NT",
    "bid": LRI + "{level}{strain}" + PDI,
    "call.PASS": "פאס", "call.DOUBLE": "כפל", "call.REDOUBLE": "כפל כפליים",
    "risk.DOUBLED": "X", "risk.REDOUBLED": "XX",
    "contract": LRI + "{level}{strain}{risk}" + PDI,
    "yes": "כן", "no": "לא", "none": "אין", "unknown": "?", "nobody": "שחקן לא ידוע",
    "a-card": "קלף", "extra-cards": "הקלפים העודפים",
    # what `hakem check` prints around the rulings (reports/check_lines.py)
    "ui.line": "{where}: {label}: {kind}, {who}, {position}",
    "ui.line.no-detail": "{where}: {label}: {kind}, {who}, {position}",
    "ui.nobody": "ללא שחקן",
    "ui.position.auction": "המכרז", "ui.position.call": "קריאה {number}",
    "ui.position.play": "המשחק", "ui.position.trick": "לקיחה {trick}",
    "ui.position.trick-card": "לקיחה {trick}, קלף {card}", "ui.position.record": "הרישום",
    "ui.laws": "חוק {laws}",
    "ui.more-rows": "... עוד {n} שורות (לכולן: --limit 0)",
    "ui.summary": "{files}, {boards}: {table}{rate}, {claim}, {record} (על קבצים שלמים: "
                  "{file_level}; {record_files})",
    "ui.found.table.one": "ממצאי שולחן: {n}", "ui.found.table.other": "ממצאי שולחן: {n}",
    "ui.found.claim.one": "ממצאי תביעה: {n}", "ui.found.claim.other": "ממצאי תביעה: {n}",
    "ui.found.record.one": "ממצאי רישום: {n}", "ui.found.record.other": "ממצאי רישום: {n}",
    "ui.found.record-files.one": "קבצים עם ממצאי רישום: {n}",
    "ui.found.record-files.other": "קבצים עם ממצאי רישום: {n}",
    "ui.read": "נקראו {read}, נקראו עם הערות {with_diagnostics}, נדחו {rejected}{errors}",
    "ui.stats-summary-all": "{files}, {boards}: נספרו {chosen} ממצאים מתוך {total}",
    "ui.rate": " ({rate} לכל 1,000 בורדים)",
    "ui.claims": "תביעות: נרשמו {recorded}, נותחו {analysed}: הוסכמו ועומדות {stands}, הוסכמו "
                 "מעל מה שניתן כשכל הידיים גלויות (69ב) {above_dd}, ויתור על לקיחה ששום קו משחק "
                 "נורמלי אינו מפסיד (71) {law71}; במחלוקת: אושרו {upheld}, הופחתו {reduced}, "
                 "הוחזרו {restored}, הושארו למנהל התחרות {director}; בלי מצב שמיש (פגם ברישום) "
                 "{no_position}; לא נותחו {not_analysed}; לטיפול מנהל התחרות: {act}{rate} (רק "
                 "אלה נספרים כחריגות)",
    "ui.stats-summary": "{files}, {boards}: נספרו {chosen} ממצאי {names} מתוך {total}",
    "ui.and": " ו",
    "class.table": "שולחן", "class.claim": "תביעה", "class.record": "רישום",
    "ui.label.board": "בורד {board}", "ui.label.file": "קובץ",
    "ui.boards.one": "בורד אחד", "ui.boards.other": "{n} בורדים",
    "ui.with-errors": "; עם שגיאות: {n}",
    "ui.files.one": "קובץ אחד", "ui.files.other": "{n} קבצים",
    "ui.records.one": "רשומה אחת", "ui.records.other": "{n} רשומות",
    "ui.unreadable": "לא קריאים: {n}", "ui.empty": "בלי רשומות: {n}",
    "ui.accounting": "{files}, {records}: נקראו {read}, נקראו עם הערות {with_diagnostics}, "
                     "נדחו {rejected}{errors}",
    # the HTML report's labels
    "html.title": "דו\"ח פסיקות hakem", "html.title-event": "דו\"ח פסיקות hakem: {event}",
    "html.intro": "hakem {version} · חוקי הברידג' הדופליקט {edition} · הניקוד מנקודת המבט של "
                  "צפון-דרום · DD = כשכל הידיים גלויות (דאבל דאמי)",
    "html.summary": "סיכום", "html.files-read": "קבצים שנקראו", "html.boards": "בורדים",
    "html.rulings": "ממצאים", "html.file": "קובץ",
    "html.class-row": "סוג ממצא: {cls}", "html.counted": "נספרו ({classes})",
    "html.needs-director": "ממצאים שנספרו ודורשים את שיקול דעתו של מנהל התחרות",
    "html.classes-note.one": "סוגי ממצאים: <b>שולחן</b>, הפרה ליד השולחן; <b>תביעה</b>, תביעה או ויתור (אירוע ליד השולחן רק כשיש עליה מחלוקת או כשהיא מסומנת לפי חוק 69ב או 71); <b>רישום</b>, הקובץ סותר את עצמו או את חוק 2 (פגם שכל הקובץ חולק הוא ממצא אחד). הספירות והסטטיסטיקה הן של הסוג {classes}.",
    "html.classes-note.other": "סוגי ממצאים: <b>שולחן</b>, הפרה ליד השולחן; <b>תביעה</b>, תביעה או ויתור (אירוע ליד השולחן רק כשיש עליה מחלוקת או כשהיא מסומנת לפי חוק 69ב או 71); <b>רישום</b>, הקובץ סותר את עצמו או את חוק 2 (פגם שכל הקובץ חולק הוא ממצא אחד). הספירות והסטטיסטיקה הן של הסוגים: {classes}.",
    "html.input-errors": "שגיאות קלט", "html.by-kind": "נספרו, לפי סוג:",
    "html.rates": "(שיעורים לכל {per} בורדים:", "html.statistics": "סטטיסטיקה",
    "html.showing": "מוצגות {shown} הפסיקות הראשונות; עוד {hidden} נמצאות בטבלאות המיוצאות "
                    "(hakem report --format csv).",
    "html.card-title": "בורד {board}", "html.card-by": "{kind}, {offender}",
    "html.flag": "נדרש שיקול דעתו של מנהל התחרות", "html.not-known": "(לא ידוע)",
    # no Hebrew seat initials (מזרח and מערב share one): the play table keeps N E S W
    "html.seat-letter.N": "N", "html.seat-letter.E": "E", "html.seat-letter.S": "S",
    "html.seat-letter.W": "W",
    "html.board": "בורד", "html.dealer": "מחלק", "html.vul": "פגיעות",
    "html.vul.None": "אף אחד", "html.vul.NS": "צפון-דרום", "html.vul.EW": "מזרח-מערב",
    "html.vul.All": "כולם",
    "html.passed-out": "כולם קראו פאס", "html.contract-by": "{contract} של {declarer}",
    "html.play": "המשחק ({n} לקיחות)", "html.trick": "לקיחה", "html.lead": "מוביל",
    "html.cards-in-order": "הקלפים לפי סדר המשחק", "html.won-by": "זוכה",
    "html.call": "קריאה:", "html.card": "קלף:", "html.td-note": "הערת מנהל התחרות:",
    "html.statement": "הצהרת התביעה:", "html.depending": "בהתאם לעובדות:",
    "html.applies": "(חל)", "html.not-applies": "(אינו חל)",
    "html.no-further": "אין תיקון נוסף",
    "html.judgements": "שאלות לשיקול דעתו של מנהל התחרות:",
    "html.score-unknown": "ניקוד צפון-דרום אינו ידוע:",
    "html.tricks-score": "לקיחות {tricks_before} → {tricks_after}; ניקוד צפון-דרום "
                         "{score_before} → {score_after}",
    "html.handviewer": "פתיחה במציג הידיים של BBO",
    "html.desk": "שיפוט התביעה בעמדת התביעות",
    "html.stats.kind": "ממצאים ({classes}) לפי סוג", "html.stats.law": "ממצאים ({classes}) לפי חוק",
    "html.stats.event": "ממצאים ({classes}) לפי תחרות",
    "html.stats.season": "ממצאים ({classes}) לפי עונה",
    "html.stats.club": "ממצאים ({classes}) לפי מועדון",
    "html.more-rows": "עוד {n} שורות בטבלאות המיוצאות.",
    "html.plot-alt": "ממצאים לכל {per} בורדים",
    "html.column.kind": "סוג", "html.column.law": "חוק", "html.column.event": "תחרות",
    "html.column.season": "עונה", "html.column.club": "מועדון",
    "html.column.irregularities": "חריגות", "html.column.findings": "ממצאים",
    "html.column.title": "כותרת", "html.column.ci95_low": "95% תחתון", "html.column.ci95_high": "95% עליון",
    "html.column.events": "תחרויות", "html.column.date_from": "מתאריך", "html.column.date_to": "עד תאריך", "html.column.boards": "בורדים",
    "html.column.rate": "לכל {per} בורדים", "html.column.share": "אחוז",
    "html.column.top_kind": "הסוג השכיח",
    "origin.marked": "מסומן ברישום", "origin.detected": "התוכנה זיהתה",
    # the session pages' own words (reports/session_report.py, templates/session.html.j2)
    "page.index.title": "hakem: המושבים",
    "page.index.session": "מושב",
    "page.index.file": "קובץ",
    "page.needs_director": "ממצאים הדורשים את שיקול דעתו של מנהל התחרות",
    "page.attention": "מה לבדוק",
    "page.attention.none": "אין מה לבדוק.",
    "page.attention.table": "ליד השולחן",
    "page.attention.table.help": "הפרות שמנהל התחרות פוסק בהן: קריאות, הובלות וקלפים מחוץ לתור, ריבוקים, קלפי עונשין",
    "page.attention.claim": "תביעות לבדיקה",
    "page.attention.claim.help": "תביעות שנויות במחלוקת, ותביעות מוסכמות שמנהל התחרות רשאי לפתוח מחדש (חוקים 69ב, 71); השאלות הפתוחות תחילה",
    "page.attention.more": "... ועוד {n}, בבורדים שלהם למטה.",
    "page.attention.ordinary_claims": "תביעות וויתורים רגילים ({n}; מוסכמים ועומדים, או שנויים במחלוקת ואושרו) אינם מפורטים כאן; הם מופיעים בבורדים שלהם.",
    "page.attention.record": "פגמי רישום",
    "page.attention.record.help": "הרישום סותר את עצמו או את חוק 2 (תוצאה, תגיות, קלפים); דבר לא קרה ליד השולחן",
    "page.whole_file": "הקובץ כולו",
    "page.table_no": "שולחן",
    "page.round": "סיבוב",
    "page.section": "מקטע",
    "page.room": "חדר",
    "page.pairs": "זוגות",
    "page.contract": "חוזה",
    "page.result": "לקיחות",
    "page.score_ns": "ניקוד צפון-דרום",
    "page.why.no_contract": "לא נרשם חוזה",
    "page.why.no_result": "לא נרשמה תוצאה",
    "page.why.passed_out": "כולם קראו פאס",
    "page.why.adjusted": "תוקן על ידי מנהל התחרות",
    "page.comments": "הערות",
    "page.no_irregularity": "אין חריגה",
    "page.handviewer": "מציג הידיים של BBO",
    "page.back": "כל המושבים",
    "page.top": "חזרה לרשימה",
    "page.source": "רישום",
    "page.scores_from": "הניקוד מנקודת המבט של צפון-דרום",
    # the claim desk (hakem serve): its labels and buttons; a dotted key below ``desk.``
    # (``desk.seats.N``) is a table of the JSON the desk's script reads (labels.desk_labels)
    "desk.title": "hakem: שולחן התביעות",
    "desk.session": "המושב",
    "desk.file": "קובץ",
    "desk.board": "בורד",
    "desk.load": "טען",
    "desk.enter_deal": "או הזן חלוקה",
    "desk.deal": "חלוקה (PBN)",
    "desk.contract": "חוזה",
    "desk.declarer": "הכרוז",
    "desk.use_deal": "השתמש בחלוקה זו",
    "desk.undo": "בטל קלף",
    "desk.clear_play": "נקה משחק",
    "desk.played": "לקיחות ששוחקו",
    "desk.claim": "תביעה",
    "desk.claimer": "התובע",
    "desk.tricks_claimed": "לקיחות נתבעות, מתוך הנותרות:",
    "desk.class": "רמת השחקן",
    "desk.classes.club": "מועדון",
    "desk.classes.expert": "מומחה",
    "desk.classes.novice": "מתחיל",
    "desk.trump_mentioned": "השליט שנותר בידי היריבים הוזכר / התובע מודע לו (חוק 70ג)",
    "desk.statement": "ההצהרה",
    "desk.judge": "פסוק",
    "desk.ruling": "פסיקה",
    "desk.line": "קו המשחק הקריטי (קו המשחק הנורמלי הגרוע ביותר לתובע)",
    "desk.cards": "קלפים לפי סדר המשחק",
    "desk.back": "חזרה לשולחן",
    "desk.save": "שמור בקובץ המושב",
    "desk.download": "הורד PBN",
    "desk.disagree": "החיפוש עבור תובע זה והפסיקה של hakem check על הרשומה השמורה שונים (תביעת מגן, או ממצא לפי חוק 70ג שהרשומה עוד אינה יכולה לשאת): מנהל התחרות מחליט.",
    "desk.by": "",
    "desk.on_lead": "מוביל",
    "desk.to_play": "משחק",
    "desk.all_played": "כל הלקיחות שוחקו",
    "desk.last_trick": "הלקיחה האחרונה",
    "desk.line_trick": "קו המשחק הקריטי, לקיחה {k} מתוך {n}",
    "desk.understood": "הובן",
    "desk.not_understood": "לא הובן",
    "desk.saved": "נשמר ב-",
    "desk.n_claimer": "התובע",
    "desk.n_claimed": "נתבע",
    "desk.n_line": "קו המשחק הנורמלי הגרוע ביותר",
    "desk.n_dd": "כשכל הידיים גלויות (להשוואה בלבד)",
    "desk.n_total": "סך הלקיחות של הכרוז (פסיקה)",
    "desk.n_search_total": "סך הלקיחות של הכרוז (החיפוש עבור תובע זה)",
    "desk.law": "חוק",
    "desk.seats.N": "צפון",
    "desk.seats.E": "מזרח",
    "desk.seats.S": "דרום",
    "desk.seats.W": "מערב",
    "desk.directives.DrawTrumps": "למשוך שליטים",
    "desk.directives.TrumpsOut": "השליטים נגמרו",
    "desk.directives.Cash": "לממש",
    "desk.directives.Ruff": "לחתוך",
    "desk.directives.CrossRuff": "חיתוך צולב",
    "desk.directives.Finesse": "עקיפה",
    "desk.directives.Drop": "הפלה",
    "desk.directives.Concede": "לוותר",
    "desk.directives.PlayCards": "לשחק",
    "desk.directives.RestHigh": "השאר גבוהים",
    "desk.directives.Squeeze": "סחיטה או הכנסה",
    "desk.directives.Conditional": "מותנה",
    "desk.hands.hand": "היד",
    "desk.hands.dummy": "הדומם",
    # what `hakem claim` prints around the ruling (reports/claim_text.py)
    "claim.record": "בורד {board} בקובץ {file} (רשומה {index})",
    "claim.seat.N": "צפון",
    "claim.seat.E": "מזרח",
    "claim.seat.S": "דרום",
    "claim.seat.W": "מערב",
    "claim.status": "שליט: {trump}; הוביל ללקיחה זו: {leader}{played}; תור לשחק: {to_move}; לקיחות עד כה: צפון-דרום {ns}, מזרח-מערב {ew}",
    "claim.status.played": " ({cards})",
    "claim.line-not-drawn": "(הפסיקה הוכחה, אבל לחיפוש אזל הזמן בזמן ששרטט את קו המשחק: --seconds נותן לו יותר זמן.)",
    "claim.contested-hint": "(לשיפוט כתביעה שנויה במחלוקת: --contested; {laws})",
    # a careless slip marked on the critical line (Law 70 footnote), short
    "claim.slip.order": "סדר",
    "claim.slip.unblock": "חסימה",
    "claim.slip.crash": "התנגשות",
    "claim.slip.spot-order": "סדר קלפים",
    "claim.slip.trump-first": "שליט תחילה",
    "claim.slip.ruff": "חיתוך",
    "claim.slip.discard": "השלכה",
    # hakem claim: why it cannot judge (cli/claim.py)
    "claim.error.choose": "בקובץ {file} יש {n} רשומות: בחרו אחת עם ‎--board N‎ או ‎--index K‎ (בורדים: {boards})",
    "claim.error.no-board": "בקובץ {file} אין בורד {board}; הבורדים שבו: {boards}",
    "claim.error.no-claim.complete": "ב{label} אין תביעה: המשחק הושלם; כדי לשפוט תביעה בנקודה כלשהי של המשחק תנו ‎--cards‎ ו-‎--tricks‎",
    "claim.error.no-claim.none": "ב{label} אין תביעה: המשחק אינו מראה תביעה; כדי לשפוט תביעה בנקודה כלשהי של המשחק תנו ‎--cards‎ ו-‎--tricks‎",
    # how numbers are written (reports/explain/numbers.py): Turkish 1.234,5 and %12,3
    "number.group": ",",
    "number.decimal": ".",
    "number.percent": "{n}%",
    # the batch commands' summary lines (reports/summary.py, cli/parse|report|convert|archive)
    "ui.rulings.one": "פסיקה אחת",
    "ui.rulings.other": "{n} פסיקות",
    "ui.irregularities.one": "חריגה אחת",
    "ui.irregularities.other": "{n} חריגות",
    "ui.partitions.one": "מחיצה אחת",
    "ui.partitions.other": "{n} מחיצות",
    "ui.rows.one": "שורה אחת בטבלה {table}",
    "ui.rows.other": "{n} שורות בטבלה {table}",
    "ui.seconds": " ({s} שנ׳)",
    "ui.archive.added": "{root}: {partitions} (הוחלפו {replaced}); {summary}",
    "ui.archive.state.added": "נוספה",
    "ui.archive.state.replaced": "הוחלפה",
    "ui.convert.written": "{source} -> {target} ({boards})",
    "ui.convert.lost.one": "פריט אחד לא ניתן היה להעביר ל-{to} (מפורט למעלה)",
    "ui.convert.lost.other": "{n} פריטים לא ניתן היה להעביר ל-{to} (מפורטים למעלה)",
    "ui.convert.strict-hint": "; עם --strict זו שגיאה",
    "ui.output": "{output}: {counts}{seconds}",
    # a statistics chart (reports/plot_text.py): whole titles per grouping
    "plot.title.kind": "ממצאים ({classes}) לכל {per} בורדים, לפי סוג",
    "plot.title.kind.all": "ממצאים לכל {per} בורדים, לפי סוג",
    "plot.title.law": "ממצאים ({classes}) לכל {per} בורדים, לפי חוק",
    "plot.title.law.all": "ממצאים לכל {per} בורדים, לפי חוק",
    "plot.title.event": "ממצאים ({classes}) לכל {per} בורדים, לפי תחרות",
    "plot.title.event.all": "ממצאים לכל {per} בורדים, לפי תחרות",
    "plot.title.season": "ממצאים ({classes}) לכל {per} בורדים, לפי עונה",
    "plot.title.season.all": "ממצאים לכל {per} בורדים, לפי עונה",
    "plot.title.club": "ממצאים ({classes}) לכל {per} בורדים, לפי מועדון",
    "plot.title.club.all": "ממצאים לכל {per} בורדים, לפי מועדון",
    "plot.dates": "{start} עד {end}",
    "plot.xlabel": "ממצאים לכל {per} בורדים (קווים: רווח סמך Wilson ברמת 95%)",
    "plot.value": "  {rate} ({share})",
    # hakem stats: where the chart went
    "ui.plot-written": "; התרשים נכתב אל {path}",
    # the report's list of error diagnostics, capped per file
    "html.more-errors": "... ועוד {n} בקובץ זה (hakem check {file} מפרט את כולן).",
    # the detector's account of a whole-file pattern (reports/explain/accounts.py); English keeps the detector's own sentence
    "account.what.dealer": "המחלק",
    "account.what.vulnerability": "מצב הפגיעות",
    "account.markings": "{what} שונה מזה של חוק 2 ב-{off} מתוך {of} בורדים",
    "account.markings.also": ", {what} ב-{off} מתוך {of}",
    "account.joint-shift": "ב-{off} מתוך {of} בורדים בורד n נושא את המחלק ומצב הפגיעות של בורד n+{k}",
    "account.dealer-turn": "ב-{off} מתוך {of} בורדים המחלק הוא המחלק של חוק 2 מוזז {k} מושבים בכיוון השעון",
    "account.no-shift": "שום הזזה קבועה של מחזור חוק 2 אינה מסבירה זאת",
    "account.declarer": "ב-{off} מתוך {of} בורדים המכרז אינו מוביל לכרוז שנרשם",
    "account.declarer-shift": "התחלת המכרז {k} מושבים אחרי המחלק משחזרת את הכרוז ב-{n} מהם",
    "account.declarer-later": "התחלת המכרז מאוחר יותר משחזרת את הכרוז: {items}",
    "account.declarer-later.item": "{k} מושבים אחרי המחלק ב-{n}",
    "account.no-opening-pass": "אף אחד מ-{n} המכרזים בקובץ אינו מתחיל בפאס: נראה שהפאסים שלפני ההכרזה הפותחת הושמטו",
    # ... the same with one seat (Hebrew says 'מושב אחד', not '1 מושבים')
    "account.dealer-turn.one": "ב-{off} מתוך {of} בורדים המחלק הוא המחלק של חוק 2 מוזז מושב אחד בכיוון השעון",
    "account.declarer-shift.one": "התחלת המכרז מושב אחד אחרי המחלק משחזרת את הכרוז ב-{n} מהם",
    "account.declarer-later.item.one": "מושב אחד אחרי המחלק ב-{n}",
    # choices and findings
    "choice-with-suit": "{verb} ({suit})",
    "verb.accept": "קבלה", "verb.refuse": "סירוב", "verb.become-dummy": "הפיכה לדומם",
    "verb.require": "דרישת הובלה", "verb.prohibit": "איסור הובלה",
    "verb.forbid": "איסור משחק", "verb.neither": "ללא הגבלה",
    "verb.highest": "הקלף הגבוה ביותר", "verb.lowest": "הקלף הנמוך ביותר",
    "verb.pick-up": "החזרת הקלף ליד", "verb.change-play": "שינוי המשחק",
    "verb.keep": "השארת הקלף ששוחק",
    "verb.withdraw-card-played-after-the-revoke": "החזרת הקלף ששוחק אחרי הריבוק",
    "verb.none-binding": "אף אפשרות אינה מחייבת",
    "finding.comparable": "שקולה", "finding.not-comparable": "אינה שקולה",
    "finding.artificial": "מלאכותית", "finding.28a": "בעל התור היה חייב לקרוא פאס (28א)",
    "finding.28b": "בעל התור קרא ראשון (28ב)", "finding.57c2": "הדומם שיחק ראשון (57ג2)",
    "finding.deemed-lead": "נחשב להובלה", "finding.not-lead": "לא נחשב להובלה",
    "finding.deliberate": "במכוון", "finding.inadvertent": "בשוגג",
    "finding.67a": "התגלה בזמן (67א)", "finding.67b": "התגלה באיחור (67ב)",
    "finding.faced": "קלף גלוי (64ב3)", "finding.after-round": "אחרי סיום הסיבוב (64ב4-5)",
    "finding.62c3": "תוקן לפי 62ג3",
    "finding.11a": "פעלו לפני שמנהל התחרות הגיע (11א)",
    "finding.27c": "הוחלפה לפני שמנהל התחרות פסק (27ג)",
    "finding.called-late": "מנהל התחרות נקרא באיחור (9ב1א)",
    "finding.law7": "נוהל לא תקין (חוק 7)",
    "finding.not-called": "מנהל התחרות לא נקרא (9ב1א, 10א)",
    "finding.period-ended": "תקופת המכרז הסתיימה (17ד1, 17ד2)",
    "finding.period-open": "תקופת המכרז לא הסתיימה (17ד3)",
    # who, seen from the offender (S002 «בתורו של השחקן מימין»)
    "relation.rho": "היריב מימינו",
    "relation.partner": "שותפו",
    "relation.lho": "היריב משמאלו, אחרי שהמפר כבר קרא",
    "relation.lho-first-call": "היריב משמאלו, לפני שהמפר קרא בכלל",
    "relation.own": "המפר עצמו",
    "role.declarer": "הכרוז", "role.dummy": "הדומם", "role.defender": "מגן",
    "role.player": "שחקן",
    "penalty.major": "גדול", "penalty.minor": "קטן",
    "lead-restriction.prohibit-suit": "איסור הובלה בסדרה",
    "lead-restriction.require-or-prohibit-suit": "דרישה או איסור של הובלה בסדרה",
    "lead-restriction.require-or-prohibit-penalty-card-suit":
        "דרישה או איסור של הובלה בסדרת קלף העונשין",
    "lead-restriction.play-highest-or-lowest": "משחק הקלף הגבוה או הנמוך ביותר",
    "lead-restriction.prohibit-other-suit": "איסור משחק בסדרה אחרת",
    "adjustment.assigned": "מוקצית", "adjustment.weighted": "משוקללת",
    "adjustment.artificial": "מלאכותית",
    "withdrawal.withdrawn": "שבוטלה", "withdrawal.attempted": "שניסה לקרוא",
    "withdrawal.cancelled": "שהוכרזה מבוטלת",
    "exposure.several-cards": "שני קלפים או יותר",
    "exposure.premature-lead": "הובלה מוקדמת", "exposure.honour": "קלף בכיר",
    # irregularity kinds (glossary 3.4)
    "kind.call-out-of-rotation": "קריאה מחוץ לתור",
    "kind.insufficient-bid": "הכרזה בלתי מספקת",
    "kind.inadmissible-double": "כפל בלתי קביל",
    "kind.call-while-required-to-pass": "קריאה כשחובה לקרוא פאס",
    "kind.bid-above-seven": "הכרזה מעל שבע",
    "kind.call-after-auction-ended": "קריאה אחרי סיום המכרז",
    "kind.change-of-call": "שינוי קריאה",
    "kind.card-exposed-during-auction": "קלף שנחשף במהלך המכרז",
    "kind.opening-lead-out-of-turn": "הובלת פתיחה מחוץ לתור",
    "kind.lead-out-of-turn": "הובלה מחוץ לתור",
    "kind.premature-play": "משחק מוקדם",
    "kind.exposed-card": "קלף שנחשף",
    "kind.penalty-card": "קלף עונשין",
    "kind.simultaneous-cards": "קלפים בו-זמניים",
    "kind.fifth-card": "קלף חמישי",
    "kind.revoke": "ריבוק",
    "kind.defective-trick": "לקיחה פגומה",
    "kind.claim": "תביעה",
    "kind.concession": "ויתור",
    "kind.director-called": "קריאה למנהל התחרות",
    "kind.result-mismatch": "אי-התאמה בתוצאה",
    "kind.score-mismatch": "אי-התאמה בניקוד",
    "kind.contract-mismatch": "אי-התאמה בחוזה",
    "kind.dealer-inconsistent": "מחלק שגוי",
    "finding.in-correction-period": "הועלה בתוך תקופת התיקונים (69ב, 71)",
    "finding.after-correction-period": "הועלה אחרי תקופת התיקונים",
    "finding.seen": "הקלף שהוחזר נראה (67ב2)",
    "finding.not-seen": "הקלף שהוחזר לא נראה (67ב2)",
    "finding.lost-rights": "הדומם איבד את זכויותיו (43ב)",
    "finding.trump-mentioned": "התובע הזכיר את השליט שבחוץ (70ג)",
    "finding.trump-not-mentioned": "התובע לא הזכיר את השליט שבחוץ (70ג)",
    "finding.58b2": "נראו פניו של יותר מקלף אחד (58ב2)",
    "finding.58b1": "נראו פניו של קלף אחד בלבד (58ב1)",
    "kind.opening-lead-faced": "הובלת פתיחה שנחשפה בזמן הלא נכון",
    "kind.card-retracted": "החזרת קלף ששוחק",
    "subkind.face-up": "נחשפה מיד", "subkind.during-auction": "נחשפה במהלך המכרז",
    "subkind.face-down-early": "הפוכה לפני סוף המכרז",
    "subkind.47a": "כדי לציית לתיקון (47א)",
    "subkind.47b": "כדי לתקן משחק בלתי חוקי (47ב)",
    "subkind.47c": "קריאת קלף שלא בכוונה (47ג)",
    "subkind.47d": "אחרי שיריב שינה את משחקו (47ד)",
    "subkind.47e": "אחרי מידע מוטעה (47ה)",
    "kind.markings-pattern": "סימוני בורד שאינם לפי חוק 2 בכל הקובץ",
    "kind.auction-seat-pattern": "מכרזים שאינם מובילים לכרוז שנרשם בכל הקובץ",
    "kind.play-record-pattern": "רישומי משחק קטועים בכל הקובץ",
    "kind.vulnerability-inconsistent": "פגיעות שגויה",
    "kind.duplicate-card": "קלף כפול",
    "kind.missing-cards": "קלפים חסרים",
    "subkind.double-without-bid": "כפל בלי הכרזה",
    "subkind.double-of-own-side": "כפל של הכרזת הצד שלו",
    "subkind.double-of-doubled-bid": "כפל של הכרזה מוכפלת",
    "subkind.double-of-redoubled-bid": "כפל של הכרזה מוכפלת כפליים",
    "subkind.redouble-without-double": "כפל כפליים בלי כפל",
    "subkind.redouble-of-redoubled-bid": "כפל כפליים של הכרזה מוכפלת כפליים",
    "subkind.redouble-of-own-side-double": "כפל כפליים על כפל של הצד שלו",
    "subkind.major": "גדול", "subkind.minor": "קטן", "subkind.missing": "קלף חסר",
    "subkind.extra": "קלף עודף", "subkind.unintended": "לא מכוונת",
    "subkind.change-of-mind": "שינוי דעה", "subkind.simultaneous": "בו-זמני",
    "subkind.premature-lead": "הובלה מוקדמת", "subkind.dummy": "הדומם",
    "subkind.defender": "מגן", "subkind.declaring-side": "צד הכרוז",
    "subkind.passed-out": "בורד שכולם קראו בו פאס", "subkind.declarer-all": "הכרוז לוקח הכול",
    "subkind.defenders-all": "המגנים לוקחים הכול", "subkind.split": "חלוקה",
    # חוק 17ד בלי ^S (laws3, issue 17)
    "finding.turn-skipped": "תורו של שחקן דולג והמכרז נראה גמור (17ד3, 34)",
    # חוק 82ג: מה שהוחל בשולחן (ruled-option=)
    "table-action.no-rectification": "ללא תיקון", "table-action.pass-once": "פאס של השותף בתורו הבא",
    "table-action.barred": "חובת פאס על השותף עד סוף המכרז",
    "table-action.lead-restriction": "הגבלת הובלה", "table-action.penalty-card": "קלף עונשין",
    "table-action.cancelled": "ביטול הקריאה או הקלף",
    "table-action.trick-transfer": "העברת לקיחות", "table-action.adjusted-score": "תוצאה מתוקנת",
    # claim desk additions (issue 21): the cards at the claim entered directly
    "desk.enter_remaining": 'או הזן את הקלפים שנותרו בעת התביעה',
    "desk.remaining": 'הקלפים שבידי כל שחקן (S.H.D.C)',
    "desk.lead": 'המוביל ללקיחה הנוכחית',
    "desk.current": 'הקלפים בלקיחה הנוכחית (ההובלה ראשונה)',
    "desk.won_ns": 'לקיחות של צפון-דרום',
    "desk.won_ew": 'לקיחות של מזרח-מערב',
    "desk.use_remaining": 'השתמש בקלפים אלה',
    "desk.no_play_record": ('אין רישום של המשחק: '
                           'הקלפים הוזנו כפי שהיו בעת התביעה, ולכן לא ידוע על סדרה ריקה ממשחק קודם (חוק 70ה1).'),
}

SENTENCES: dict[str, Entry] = {
    # --- effects, one line each ----------------------------------------------------
    "effect.must-pass.next-turn": "{player} חייב לקרוא פאס בתורו הבא (חוק {law:law})",
    "effect.must-pass.whole-auction": "{player} חייב לקרוא פאס עד סוף המכרז (חוק {law:law})",
    "effect.lead-restriction": "הגבלת הובלה על {on}: {kind} (חוק {law:law})",
    "effect.lead-restriction.suits": "הגבלת הובלה על {on}: {kind}, {suits:slash} (חוק {law:law})",
    "effect.penalty-card": "{card} של {owner} הוא קלף עונשין {kind} (חוק {law:law})",
    "effect.option": "{holder} רשאי לבחור: {choices:slash} (חוק {law:law})",
    "effect.option.chosen": "{holder} רשאי לבחור: {choices:slash}; בחר: {chosen} "
                            "(חוק {law:law})",
    "effect.trick-transfer": Plural("tricks", {
        "one": "לקיחה אחת מועברת {to:le} (חוק {law:law})",
        "two": "שתי לקיחות מועברות {to:le} (חוק {law:law})",
        "other": "{tricks} לקיחות מועברות {to:le} (חוק {law:law})"}),
    "effect.adjusted-score": "תוצאה מתוקנת {kind} (חוק {law:law})",
    "effect.unauthorized-information": "מידע בלתי מורשה עבור {seats:and} (חוק {law:law})",
    "effect.watch": "בדיקה בסיום המשחק, חוק {law:law}: {note}",
    "effect.cancel.call": "הקריאה {call} מבוטלת (חוק {law:law})",
    "effect.cancel.call-and-later": "הקריאה {call} וכל הקריאות שאחריה מבוטלות (חוק {law:law})",
    "effect.cancel.card": "הקלף {card} מבוטל (חוק {law:law})",
    "effect.cancel.card-of": "הקלף {card} של {by} מבוטל (חוק {law:law})",
    "effect.cancel.card-trick": "הקלף {card} ששוחק ללקיחה {trick} מבוטל (חוק {law:law})",
    "effect.cancel.card-of-trick": "הקלף {card} ששיחק {by} ללקיחה {trick} מבוטל "
                                   "(חוק {law:law})",
    "effect.cancel": "ביטול (חוק {law:law})",
    "effect.restore": "הקלף {card} חוזר לידו של {owner} (חוק {law:law})",
    "effect.no-rectification": "אין תיקון (חוק {law:law})",
    "effect.no-rectification.because": "אין תיקון (חוק {law:law}): {reason}",

    # --- Law 16C, 72C, 23C, 27D ---------------------------------------------------
    "law16.ui.call": "הקריאה {call} של {offender}, {how}",
    "law16.ui.some-call": "הקריאה של {offender}, {how}",
    "law72c.watch": "האם המפר יכול היה לדעת שהחריגה עלולה לפגוע בצד החף? אם כן ואם נגרם נזק, "
                    "יש לתקן את התוצאה בסיום המשחק",
    "law23c.watch": "אחרי הקריאה השקולה: האם ייתכן שהתוצאה הייתה שונה ללא העזרה שהושגה על ידי "
                    "ההפרה? אם כן, יש לתקן את התוצאה (חוק 12ג1(ב))",
    "law23c.watch.call": "אחרי הקריאה השקולה ({call}): האם ייתכן שהתוצאה הייתה שונה ללא העזרה "
                         "שהושגה על ידי ההפרה? אם כן, יש לתקן את התוצאה (חוק 12ג1(ב))",
    "law27d.watch": "אחרי התיקון: האם ייתכן שהתוצאה הייתה שונה ללא העזרה שהושגה מההכרזה הבלתי "
                    "מספקת? אם כן, יש לתקן את התוצאה (חוק 12ג1(ב))",
    "law27d.watch.call": "אחרי התיקון ({call}): האם ייתכן שהתוצאה הייתה שונה ללא העזרה שהושגה "
                         "מההכרזה הבלתי מספקת? אם כן, יש לתקן את התוצאה (חוק 12ג1(ב))",

    # --- Law 23: the comparable call ---------------------------------------------
    "law23.ask": "האם הקריאה {replacement} שקולה לקריאה שבוטלה, {withdrawn} (חוק 23א)?",
    "law23.ask.hint": "האם הקריאה {replacement} שקולה לקריאה שבוטלה, {withdrawn} (חוק 23א)? "
                      "({hint})",
    "law23.ask.unknown-replacement": "האם הקריאה החלופית שקולה לקריאה שבוטלה, {withdrawn} "
                                     "(חוק 23א)?",
    "law23.hint.same-call": "אותה קריאה; שקולה אם משמעותה זהה גם במיקומה החדש",
    "law23.hint.pass-withdrawn": "פאס מחוץ לתור שולל כוח פתיחה; קריאה מוגבלת יכולה להיות חלק "
                                 "ממשמעות זו",
    "law23.hint.pass-replaces": "משמעותו של פאס רק לעתים רחוקות נכללת במשמעות של הכרזה או כפל",
    "law23.hint.same-denomination": "אותה סדרה; יש להשוות את הכוח והאורך שכל קריאה מראה",
    "law23.hint.different": "קריאות שונות; שקולות רק אם המשמעות או המטרה זהה או צרה יותר",

    # --- Laws 9-11, 29A -----------------------------------------------------------
    "law29.accepted-by-calling-over": "{lho} קרא אחריה {call} (קריאה {number}), ובכך קיבל אותה",
    "law29.marker-says-accepted": "סימון ברישום אומר שהקריאה התקבלה",
    "law29.record-ends-before-anyone-called": "הרישום מסתיים לפני שמישהו קרא אחריה",
    "law29.not-in-record": "הקריאה אינה ברישום: היא בוטלה",
    "law29.marker-contradicted": "סימון ברישום אומר שהקריאה לא התקבלה, אבל היא עומדת ברישום "
                                 "{lho:ve} קרא אחריה: זו קבלה (חוקים 29א/27א1)",

    # --- forced passes ------------------------------------------------------------
    "auction.pass-not-needed": "המכרז הסתיים לפני שהגיע שוב תורו של {player} (חוק {law:law} לא "
                               "חייב אותו בפאס)",
    "auction.record-stops-before-turn": "הרישום נעצר לפני תורו הבא של {player}",
    "auction.called-when-obliged": "{player} קרא {call} בקריאה {number} אף שחוק {law:law} חייב "
                                   "אותו לקרוא פאס: חריגה חדשה (חוק 37)",
    "law37.ask.broke-obligation": "הקריאה {call} של {player} בקריאה {number} הפרה את החובה "
                                  "לקרוא פאס ({law:law}): יש לפסוק לפי חוק 37",
    "auction.cancelled-for-pass": "{player} קרא {call} בקריאה {number} אף שחוק {law:law} חייב "
                                  "אותו לקרוא פאס; הקריאה בוטלה ובמקומה נרשם פאס (חוק 37)",
    "auction.passed-next-turn": "{player} קרא פאס בתורו הבא, כפי שחוק {law:law} דרש (קריאה "
                                "{number})",
    "auction.passed-every-turn": Plural("turns", {
        "one": "{player} קרא פאס בתורו האחד שנותר, כפי שחוק {law:law} דרש (קריאה {number})",
        "two": "{player} קרא פאס בשני התורות שנותרו לו, כפי שחוק {law:law} דרש (קריאה "
               "{number})",
        "other": "{player} קרא פאס בכל {turns} התורות שנותרו לו, כפי שחוק {law:law} דרש "
                 "(קריאה {number})"}),
    "auction.later-turns-unknown": "הרישום נעצר לפני סוף המכרז: התורות הבאים אינם ידועים",

    # --- Law 26 -------------------------------------------------------------------
    "law26.pending": "אם {side} יהיו המגנים, הכרוז רשאי לאסור על {partner}, בפעם הראשונה "
                     "שעליו להוביל, להוביל אחת מהסדרות {suits:or} (הכרזות המפר נקראות כטבעיות; "
                     "קריאות מלאכותיות עשויות לציין סדרות אחרות, חוק 29ג)",
    "law26.pending.require-or-prohibit": "אם {side} יהיו המגנים, הכרוז רשאי לדרוש מ{partner:mi} "
                                         "או לאסור עליו, בפעם הראשונה שעליו להוביל, הובלה "
                                         "באחת מהסדרות {suits:or} (הכרזות המפר נקראות "
                                         "כטבעיות; קריאות מלאכותיות עשויות לציין סדרות אחרות, "
                                         "חוק 29ג)",
    "law26.passed-out": "כל השחקנים קראו פאס בבורד: לחוק 26 אין מה להגביל",
    "law26.offenders-declare": "{side} הם צד הכרוז בחוזה {contract}: חוק 26 אינו חל (אין הגבלת "
                               "הובלה)",
    "law26.every-suit-specified": "{offender} הזכיר במכרז החוקי את כל הסדרות: לפי חוק 26ב אין "
                                  "סדרה לאסור",
    "law26.at-opening-lead": "{side} מגנים נגד {contract} של {declarer}: בהובלת הפתיחה רשאי "
                             "הכרוז, {declarer}, לאסור אחת מהסדרות {suits:or} (חוק 26ב) "
                             "(הכרזות המפר נקראות כטבעיות; קריאות מלאכותיות עשויות לציין סדרות "
                             "אחרות, חוק 29ג)",
    "law26.at-opening-lead.require-or-prohibit": "{side} מגנים נגד {contract} של {declarer}: "
                                                 "בהובלת הפתיחה רשאי הכרוז, {declarer}, לדרוש "
                                                 "או לאסור אחת מהסדרות {suits:or} (חוק 26ב) "
                                                 "(הכרזות המפר נקראות כטבעיות; קריאות "
                                                 "מלאכותיות עשויות לציין סדרות אחרות, חוק 29ג)",
    "law26.at-first-lead": "{side} מגנים נגד {contract} של {declarer}: בפעם הראשונה {partner:she} "
                           "צריך להוביל, הכרוז, {declarer}, רשאי לאסור אחת מהסדרות {suits:or} "
                           "(חוק 26ב) (הכרזות המפר נקראות כטבעיות; קריאות מלאכותיות עשויות "
                           "לציין סדרות אחרות, חוק 29ג)",
    "law26.at-first-lead.require-or-prohibit": "{side} מגנים נגד {contract} של {declarer}: "
                                               "בפעם הראשונה {partner:she} צריך להוביל, הכרוז, "
                                               "{declarer}, רשאי לדרוש או לאסור אחת מהסדרות "
                                               "{suits:or} (חוק 26ב) (הכרזות המפר נקראות "
                                               "כטבעיות; קריאות מלאכותיות עשויות לציין סדרות "
                                               "אחרות, חוק 29ג)",
    "law26.declarer-chose": "הכרוז בחר: {verb}, {suit}",
    "law26.require-is-director-error": "חוק 26ב של 2017, כפי שתוקן, מתיר לכרוז רק לאסור: "
                                       "דרישת סדרה היא טעות של מנהל התחרות (חוק 82ג)",
    "law26.led-against-choice": "{partner} הוביל {suit} בניגוד לבחירת הכרוז: חריגה חדשה "
                                "שמנהל התחרות צריך לטפל בה",
    "law26.led-respecting-choice": "{partner} הוביל {suit}, בהתאם לבחירת הכרוז",
    "law26.led-option-unknown": "{partner} הוביל {suit}; הרישום אינו אומר אם הכרוז השתמש "
                                "באפשרות שלו",

    # --- the replacement call -----------------------------------------------------
    "replacement.judged-comparable": "מנהל התחרות קבע שהקריאה {call} שקולה: אין תיקון נוסף "
                                     "(חוק {law:law}); בסיום המשחק ייבדק חוק {review:law}",
    "replacement.judged-not-comparable.once": "מנהל התחרות קבע שהקריאה {call} אינה שקולה: "
                                              "{partner} חייב לקרוא פאס פעם אחת (חוק {law:law})",
    "replacement.judged-not-comparable.barred": "מנהל התחרות קבע שהקריאה {call} אינה שקולה: "
                                                "{partner} חייב לקרוא פאס עד סוף המכרז "
                                                "(חוק {law:law})",
    "replacement.record-lacks-next-turn": "הרישום אינו מראה את תורו הבא של {partner}",
    "replacement.record-lacks-rest-of-auction": "הרישום אינו מראה את המשך המכרז",
    "replacement.complied-either-way": "לכן השולחן פעל כנדרש, יהיה אשר יהיה פסק מנהל התחרות "
                                       "בעניין השקילות",
    "replacement.if-not-comparable": "אם אינה שקולה: {step}",

    # --- Law 27 -------------------------------------------------------------------
    "law27.ask.which-bid": "איזו הכרזה הייתה בלתי מספקת, ושל מי (חוק 27)?",
    "law27.unknown": "הכרזה בלתי מספקת, אך הרישום אינו אומר של מי או איזו.",
    "law27.also-out-of-rotation": "ההכרזה הבלתי מספקת הייתה גם מחוץ לתור, ולכן חל תחילה חוק 31 "
                                  "(חוק 27א2).",
    "law27.accepted-reason": "היריב משמאלו של המפר קיבל אותה: היא נחשבת לחוקית",
    "law27.accepted": "ההכרזה הבלתי מספקת {call} של {offender} התקבלה על ידי {lho}, שקרא אחריה: "
                      "היא נחשבת להכרזה חוקית והמכרז נמשך (חוק 27א1; מי שפועל לפני שקרא למנהל "
                      "התחרות מאבד את הזכות לתיקון, חוק 11א).",
    "law27.ask.accepted": "האם {lho} קיבל את ההכרזה הבלתי מספקת {call} (חוק 27א1)?",
    "law27.if-accepted": "{lho} מקבל אותה",
    "law27.must-replace": "ההכרזה {call} של {offender} בלתי מספקת ולא התקבלה, ולכן עליו להחליף "
                          "אותה בקריאה חוקית. אם יחליף אותה {lowest:be}, ההכרזה המספקת הנמוכה "
                          "ביותר באותה סדרה, או בקריאה שקולה (חוק 23א), המכרז נמשך ללא תיקון "
                          "נוסף (חוק 27ב1; בסיום המשחק ייבדק חוק 27ד). כל קריאה אחרת מחייבת את "
                          "{partner} לקרוא פאס עד סוף המכרז (חוק 27ב2; כפל או כפל כפליים "
                          "מבוטלים תחילה, חוק 27ב3), וחוקים 26ב ו-72ג יכולים לחול.",
    "law27.marker-disagrees": "הסימון אומר {call}, הרישום מראה {recorded} בקריאה {number}; "
                              "התוכנה הולכת לפי הסימון",
    "law27.replaced": "{offender} החליף אותה {call:be} (קריאה {number})",
    "law27.replaced-by-marker": "{offender} החליף אותה {call:be} (סימון)",
    "law27.ask.same-denomination": "האם {call} {replacement:ve} מציינות את אותה סדרה (או סדרות) "
                                   "(חוק 27ב1(א))? אחת מהן מסומנת כמלאכותית",
    "law27.if-lowest-sufficient": "{lowest} היא ההכרזה המספקת הנמוכה ביותר המציינת את אותה סדרה",
    "law27.if-comparable": "הקריאה החלופית שקולה (חוק 23א)",
    "law27.if-other-replacement": "כל קריאה חלופית אחרת: {partner} חייב לקרוא פאס עד סוף המכרז",
    "law27.16c2-does-not-apply": "חוק 16ג2 אינו חל",
    "law27.lowest-cures": "{call} היא ההכרזה המספקת הנמוכה ביותר באותה סדרה: אין תיקון נוסף "
                          "(חוק 27ב1(א)); שתי ההכרזות נקראות כטבעיות",
    "law27.insufficient-again": "{call} שוב בלתי מספקת: {lho} רשאי לקבל אותה; אם לא, מטפלים בה "
                                "כמו בחוק 27ב3 (חוק 27ב4)",

    # --- Laws 30-32 ---------------------------------------------------------------
    "law30.marker-disagrees": "הסימון אומר {offender:she} החליף אותה {call:be}, אבל הרישום מראה "
                              "{recorded} בקריאה {number}; התוכנה הולכת לפי הסימון",
    "law30.called-at-proper-turn": "{offender} קרא {call} בתורו הנכון (קריאה {number})",
    "law30.replaced-by-marker": "הקריאה החלופית של {offender} הייתה {call} (סימון); הרישום אינו "
                                "מראה אותה",
    "law30.record-stops-before-proper-turn": "הרישום נעצר לפני תורו הנכון של {offender}",
    "law30.comparable-reason": "קריאה שקולה: אין תיקון נוסף; חוק 16ג2 אינו חל ואין הגבלת הובלה "
                               "(חוק 26א)",
    "law30.if-comparable": "{call} שקולה לקריאה שבוטלה, {withdrawn} (חוק 23א)",
    "law30.if-comparable.unknown-call": "קריאת המפר שקולה לקריאה שבוטלה, {withdrawn} (חוק 23א)",
    "law30.if-not-comparable": "{call} אינה שקולה לקריאה שבוטלה, {withdrawn}",
    "law30.if-not-comparable.unknown-call": "קריאת המפר אינה שקולה לקריאה שבוטלה, {withdrawn}",
    "law30.a.rule": "חוק 30א: {offender} חייב לקרוא פאס בתורו הבא. {partner} רשאי לקרוא כל "
                    "קריאה חוקית, אך הפאס שבוטל הוא מידע בלתי מורשה עבורו (חוק 16ג2); חוק 72ג "
                    "יכול לחול.",
    "law30.b1.rule": "חוק 30ב1: {partner} רשאי לקרוא בתורו כל קריאה חוקית (הפאס שבוטל הוא מידע "
                     "בלתי מורשה עבורו, חוק 16ג2). בתורו הנכון רשאי {offender} לקרוא כל קריאה "
                     "חוקית: אם היא שקולה לפאס (חוק 23א), המכרז נמשך ללא תיקון נוסף; אם אינה "
                     "שקולה, {partner} חייב לקרוא פאס פעם אחת, בתורו הבא, וחוקים 16ג, 26ב ו-72ג "
                     "יכולים לחול.",
    "law31.b.rule": "חוק {law:law}ב: {partner} רשאי לקרוא בתורו כל קריאה חוקית (הקריאה שבוטלה, "
                    "{call}, היא מידע בלתי מורשה עבורו, חוק 16ג2). בתורו הנכון רשאי {offender} "
                    "לקרוא כל קריאה חוקית: אם היא שקולה {call:le} (חוק 23א), המכרז נמשך ללא "
                    "תיקון; אם אינה שקולה, {partner} חייב לקרוא פאס פעם אחת, בתורו הבא, וחוקים "
                    "16ג, 26ב ו-72ג יכולים לחול.",
    "law31.a.rule": "חוק {law:law}א: אם {rho} קורא פאס, {offender} חייב לחזור על קריאתו, {call} "
                    "(חוק {law:law}א1). אם {rho} קורא קריאה אחרת, {offender} רשאי לקרוא כל "
                    "קריאה חוקית: אם היא שקולה {call:le} (חוק 23א), אין תיקון נוסף; אם אינה "
                    "שקולה, {partner} חייב לקרוא פאס פעם אחת, בתורו הבא, וחוקים 16ג, 26ב ו-72ג "
                    "יכולים לחול.",
    "law31.rho-called": "{rho} קרא {call} בתורו (קריאה {number})",
    "law31.record-stops-before-rho": "הרישום נעצר לפני הקריאה של {rho}",
    "law31.if-rho-passes": "{rho} קורא פאס: {offender} חייב לחזור על {call}",
    "law31.repeated-call-stands": "הקריאה החוזרת עומדת אם היא חוקית",
    "law31.record-stops-before-repeat": "הרישום נעצר לפני {offender:she} חזר על קריאתו",
    "law31.repeated": "{offender} חזר על {call} (קריאה {number})",
    "law31.did-not-repeat": "{offender} קרא {called} (קריאה {number}) במקום לחזור על {call} כפי "
                            "שדורש חוק {law:law}א1: מנהל התחרות צריך לפסוק בעניין",
    "law31.ask.rho-passed": "האם {rho} קרא פאס בתורו? (חוקים 31א1/32א1 לעומת 31א2/32א2)",

    # --- Laws 28-29 ---------------------------------------------------------------
    "law29.ask.who-and-what": "מי קרא מחוץ לתור, ומה קרא (חוקים 28-32)?",
    "law29.unknown": "קריאה מחוץ לתור, אך הרישום אינו אומר של מי או איזו קריאה.",
    "law28.at-turn": "{offender} קרא {call} מחוץ לתור, כשהיה תורו של {turn} ({relation}).",
    "law28.at-turn-of-another": "{offender} קרא {call} מחוץ לתור, כשהיה תורו של {turn} (שחקן "
                                "אחר).",
    "law28a.obliged-reason": "{turn} היה חייב לקרוא פאס",
    "law28a.in-rotation": "{turn} היה חייב לקרוא פאס בתור זה, ולכן הקריאה נחשבת כאילו נקראה "
                          "בתורה (חוק 28א): אין תיקון.",
    "law32.inadmissible-cannot-be-accepted": "כפל או כפל כפליים מחוץ לתור שחוק 19 אינו מתיר "
                                             "אינם יכולים להתקבל (חוקים 32, 36).",
    "law29a.accepted-reason": "{lho} קיבל אותה",
    "law29a.accepted": "{lho} קרא אחרי הקריאה {call} {offender:she} קרא מחוץ לתור, ובכך קיבל "
                       "אותה: הקריאה עומדת, המכרז נמשך כאילו נקראה בתורה, ואין תיקון (חוק 29א; מי "
                       "שפועל לפני שקרא למנהל התחרות מאבד את הזכות לתיקון, חוק 11א).",
    "law29a.also-insufficient": "{call} הייתה גם בלתי מספקת; אותה קריאה אחריה מקבלת אותה "
                                "(חוק 27א1)",
    "law29.ask.accepted": "האם {lho} קיבל את הקריאה (חוק 29א)?",
    "law29.if-accepted": "{lho} קורא אחריה: היא התקבלה",
    "law29.if-not-accepted": "לא התקבלה: היא מבוטלת וחלים חוקים 30-32",
    "law28b.no-law26": "חוק 26 אינו חל",
    "law28b.turn-holder-called": "{turn}, שהיה זה תורו, קרא לפני שמנהל התחרות פסק: קריאתו היא "
                                 "בתורה, הקריאה {call} של {offender} מבוטלת והמכרז נמשך כאילו לא "
                                 "נקראה (חוק 28ב). אין הגבלת הובלה (חוק 26 אינו חל), אך הקריאה "
                                 "שבוטלה היא מידע בלתי מורשה עבור {partner} (חוק 16ג2).",
    "law29.ask.whose-turn": "של מי היה התור כשהקריאה נקראה (חוקים 30-32 שונים לפי המושב)?",
    "law29b.whose-turn-unknown": "הקריאה {call} של {offender} נקראה מחוץ לתור ולא התקבלה: היא "
                                 "מבוטלת (חוק 29ב); הרישום אינו אומר של מי היה התור.",
    "law28.ask.own-turn": "הרישום ממקם את הקריאה בתורו של המפר עצמו: האם היא באמת הייתה מחוץ "
                          "לתור?",
    "law28.own-turn": "הרישום ממקם את הקריאה בתורו של הקורא עצמו.",
    "law32.also-inadmissible": "הכפל או הכפל כפליים היו גם בלתי קבילים, ולכן חוק 36 מטפל בהם "
                               "(חוק 32).",
    "law29b.cancelled": "{lho} לא קיבל את הקריאה, ולכן היא מבוטלת והתור חוזר {turn:le} (חוק 29ב).",
    "law30c.artificial-pass": "הפאס היה מלאכותי, ולכן חל חוק 31 ולא חוק 30 (חוק 30ג).",

    # --- Laws 33-34 ---------------------------------------------------------------
    "law33.simultaneous": "הקריאה של {offender} נקראה בו-זמנית עם הקריאה של השחקן שהיה זה תורו, "
                          "ולכן היא נחשבת כאילו נקראה אחריה: קריאה מחוץ לתור (חוק 33).",
    "law34.auction-resumes": "המכרז פשוט נמשך",
    "law34.retained-call": "הפאס {offender:she} קרא מחוץ לתור היה הפאס השלישי, אבל הוא לקח "
                           "מ{missed:mi} את תורו: המכרז לא הסתיים (חוקים 34, 17ד3). התור חוזר "
                           "{missed:le}; הפאסים שאחרי התור שהחמיץ מבוטלים (חוק 16ג חל עליהם) "
                           "והמכרז נמשך כרגיל.",
    "law34.never-had-turn": "הרישום מסיים שם את המכרז: תורו של {missed} לא הגיע מעולם; מנהל "
                            "התחרות היה צריך לפתוח מחדש את המכרז",

    # --- Law 25 -------------------------------------------------------------------
    "law25.ask.who": "מי שינה את קריאתו, ומה שינה למה (חוק 25)?",
    "law25.unknown": "שינוי קריאה, אך הרישום אינו אומר מי ביצע אותו.",
    "law25.via-call-at-lho-turn": "{offender} כבר קרא קודם לכן, ולכן קריאתו בתורו של היריב "
                                  "משמאלו נחשבת לשינוי קריאה, ניסיון לשנות את קריאתו האחרונה, "
                                  "ולא לקריאה מחוץ לתור (חוק {via:law}): חל חוק 25.",
    "law25a.replaces-before-partner-calls": "{substitute} מחליפה אותה לפני ששותפו קורא",
    "law25.if-unintended": "{original} לא הייתה מכוונת (חוק 25א)",
    "law25b1.accepted": "{lho} קיבל את {substitute}",
    "law25.if-change-of-mind": "שינוי דעה (חוק 25ב): {lho} רשאי לקבל את {substitute}; אם לא, "
                               "{original} נשארת בתוקף",
    "law25.rule": "חוק 25: אם הקריאה {original} של {offender} הייתה פליטה לא מכוונת (ולא שינוי "
                  "דעה), הוא רשאי להחליפה {substitute:be} כל עוד שותפו לא קרא, ללא תיקון (חוק "
                  "25א). שינוי דעה יכול להתקבל על ידי {lho}; אחרת הקריאה {original} נשארת בתוקף "
                  "והקריאה {substitute} מבוטלת: זהו מידע בלתי מורשה לצד שלו (חוק 16ג), וחוק 26ב "
                  "יכול לחול (חוק 25ב).",
    "law25.ask.unintended": "האם הקריאה {original} של {offender} לא הייתה מכוונת (פליטה מכנית, "
                            "חוק 25א)?",
    "law25.record-shows-standing": "הרישום מראה את {call} בתוקף עבור {offender}",
    "law25b1.substitute-stands": "{substitute} בתוקף: {lho} קיבל את השינוי (חוק 25ב1)",
    "law25b2.original-stands": "{original} בתוקף, {substitute:ve} שניסה לקרוא מבוטלת (חוק 25ב2)",

    # --- Law 24 -------------------------------------------------------------------
    "law24.ask.which-cards": "איזה קלף (או קלפים) נחשף, ועל ידי מי (חוק 24)?",
    "law24.unknown": "קלף נחשף במהלך המכרז, אך הרישום אינו אומר איזה או של מי.",
    "law24.ui.exposed-cards": "הקלפים שחשף {offender}: {cards:space}",
    "law24a.single-spot-card": "קלף נמוך יחיד, שאינו הובלה",
    "law24a.rule": "{offender} חשף את {cards:space} במהלך המכרז: קלף נמוך יחיד, ולכן אין תיקון "
                   "במכרז (חוק 24א); הקלף נשאר גלוי עד סוף המכרז והוא מידע בלתי מורשה עבור "
                   "{partner}.",
    "law24bc.rule": "{offender} חשף את {cards:space} במהלך המכרז ({why}): {partner} חייב לקרוא "
                    "פאס בתורו הבא (חוק {law:law}); הקלפים נשארים גלויים על השולחן עד סוף המכרז; "
                    "חוק 72ג יכול לחול.",
    "law24.if-defender": "{offender} יהיה מגן: כל קלף שנחשף הוא קלף עונשין",
    "law24.if-declaring-side": "{offender} יהיה הכרוז או הדומם: הקלפים חוזרים ליד",
    "law24.declaring-side-no-penalty": "אין קלף עונשין לצד הכרוז",
    "law24.defends": Plural("count", {
        "one": "{offender} מגן: {cards} הוא קלף עונשין {kind} (חוק 50)",
        "two": "{offender} מגן: כל אחד משני הקלפים {cards} הוא קלף עונשין {kind} (חוק 50)",
        "other": "{offender} מגן: כל אחד מהקלפים {cards} הוא קלף עונשין {kind} (חוק 50)"}),
    "law24.declaring-side": "{offender} בצד הכרוז: הקלפים חוזרים לידו",

    # --- Laws 35-39 ---------------------------------------------------------------
    "law36.ask.who": "כפל או כפל כפליים בלתי קבילים: הרישום אינו אומר מי קרא",
    "law36.unknown": "כפל או כפל כפליים בלתי קבילים; אי אפשר לפסוק בלי לדעת מי המפר.",
    "law37.ask.who": "קריאה של שחקן שהיה חייב לקרוא פאס: הרישום אינו אומר מי קרא",
    "law37.unknown": "קריאה של שחקן שהיה חייב לקרוא פאס; אי אפשר לפסוק בלי לדעת מי המפר.",
    "law38.ask.who": "הכרזה מעל שבע: הרישום אינו אומר מי קרא",
    "law38.unknown": "הכרזה מעל שבע; אי אפשר לפסוק בלי לדעת מי המפר.",
    "law39.ask.who": "קריאה אחרי סיום המכרז: הרישום אינו אומר מי קרא",
    "law39.unknown": "קריאה אחרי סיום המכרז; אי אפשר לפסוק בלי לדעת מי המפר.",
    "law36.inadmissible": "הקריאה {call} של {offender} בלתי קבילה ({case}), ולעולם אינה יכולה "
                          "להתקבל (חוקים 35א, 36).",
    "law36.inadmissible.law19": "הקריאה {call} של {offender} בלתי קבילה (חוק 19 אינו מתיר "
                                "אותה), ולעולם אינה יכולה להתקבל (חוקים 35א, 36).",
    "law36.stood-to-end": "היא עמדה עד סוף המכרז, ולכן היא מבוטלת והחוזה נרשם כאילו לא נקראה.",
    "law36.contract-without-it": "הרישום משאיר אותה עד סוף המכרז; החוזה הוא {contract}",
    "law36a.rule": "{lho} קרא אחריה לפני שמנהל התחרות פסק: היא וכל הקריאות שאחריה מבוטלות, "
                   "{offender} קורא כל קריאה חוקית, ואין תיקון נוסף (חוק 16ג חל).",
    "law36a.called-over-before-director": "{lho} קרא אחריה {call} (קריאה {number}) לפני שנקרא "
                                          "מנהל התחרות",
    "law36a.marker-says-called-over": "סימון ברישום אומר שהיא התקבלה לפני שנקרא מנהל התחרות",
    "law36.record-ends-with-it": "הרישום מסתיים בה: אם ייקרא מנהל התחרות עכשיו, חל חוק 36ב",
    "law36b.rule": "היא מבוטלת; {offender} קורא במקומה קריאה חוקית, {partner:ve} חייב לקרוא פאס "
                   "בכל פעם שיגיע תורו (חוק 36ב); חוקים 26ב ו-72ג יכולים לחול.",
    "law36b.substituted": "{offender} קרא במקומה {call} (קריאה {number})",
    "law37b.rule": "{offender} קרא {call} אף שהיה חייב לקרוא פאס, {lho:ve} קרא אחריה לפני "
                   "שמנהל התחרות פסק: קריאה זו וכל הקריאות שאחריה עומדות; חובת פאס שנותרה "
                   "עדיין מחייבת (חוק 37ב).",
    "law37b.lho-called-first": "היריב משמאל קרא לפני התיקון",
    "law37a.rule": "{offender} קרא {call} אף שהחוק חייב אותו לקרוא פאס: הקריאה מבוטלת ובמקומה "
                   "נרשם פאס, ו{offender} {partner:ve} חייבים לקרוא פאס בכל תור שלהם מעתה "
                   "(חוק 37א); חוקים 26ב ו-72ג יכולים לחול.",
    "law37.record-shows-pass": "הרישום מראה {call} במקומה",
    "law37.record-shows-call": "הרישום מראה {call} במקומה: צריך להיות פאס",
    "law38.rule": "ההכרזה {call} של {offender} לעולם אינה יכולה להיות משוחקת (חוק 38א): היא וכל "
                  "הקריאות שאחריה מבוטלות ובמקומן נרשם פאס; {offender} {partner:ve} חייבים "
                  "לקרוא פאס בכל תור שלהם מעתה (חוק 38ב-ג); חוקים 26ב ו-72ג יכולים לחול.",
    "law38.rule.lho-called": "ההכרזה {call} של {offender} לעולם אינה יכולה להיות משוחקת (חוק "
                             "38א): היא וכל הקריאות שאחריה מבוטלות ובמקומן נרשם פאס; {offender} "
                             "{partner:ve} חייבים לקרוא פאס בכל תור שלהם מעתה (חוק 38ב-ג); חוק "
                             "72ג יכול לחול, אך לא חוק 26ב, כי היריב משמאל קרא אחריה.",
    "law38.record-shows": "הרישום מראה {call} במקומה",
    "law39b.16c-applies": "חוק 16ג חל על הקריאה שבוטלה",
    "law39b.defender-pass": "הקריאה {call} של {offender} באה אחרי הפאס האחרון: היא מבוטלת; פאס "
                            "של מגן אינו גורר תיקון נוסף (חוק 39ב), אך חוק 16ג חל.",
    "law39b.declaring-side": "הקריאה {call} של {offender} באה אחרי הפאס האחרון: היא מבוטלת; "
                             "קריאה של צד הכרוז אינה גוררת תיקון נוסף (חוק 39ב), אך חוק 16ג חל.",
    "law39b.passed-out": "הקריאה {call} של {offender} באה אחרי הפאס האחרון: היא מבוטלת; בבורד "
                         "שכולם קראו בו פאס היא אינה גוררת תיקון נוסף (חוק 39ב), אך חוק 16ג חל.",
    "law39b.defender": "הקריאה {call} של {offender} באה אחרי הפאס האחרון: היא מבוטלת, ומאחר "
                       "ש{offender} יהיה מגן, הכרוז רשאי להטיל הגבלת הובלה לפי חוק 26ב (חוק 39ב).",
    "law39.ask.role": "האם המפר יהיה מגן (חוק 26ב יכול לחול) או בצד הכרוז (אין תיקון)? המכרז "
                      "ברישום אינו שלם",
    "law39.if-defends": "המפר יהיה מגן והקריאה לא הייתה פאס",
    "law39.if-declares": "הצד של המפר הוא צד הכרוז, או שהקריאה הייתה פאס",
    "law39.cancelled": "הקריאה {call} של {offender} באה אחרי הפאס האחרון: היא מבוטלת (חוק 39).",

    # --- following the play -------------------------------------------------------
    "play.trick-led-by-another": "את לקיחה {trick} הוביל {leader}, ולא {expected} כפי שהפסיקה "
                                 "ציפתה",
    "play.lead-unknown": "לקיחה {trick}: ההובלה אינה ידועה",
    "play.led-against-choice": "לקיחה {trick}: {leader} הוביל {card} אף שהכרוז בחר {choice} "
                               "(חוק {law:law}); אם הדבר עמד, זהו ריבוק לפי חוק 61א (חל חוק 64)",
    "play.led-respecting-choice": "לקיחה {trick}: {leader} הוביל {card}, בהתאם לבחירה {choice} "
                                  "(חוק {law:law})",
    "play.record-ends-before-lead": "הרישום מסתיים לפני {leader:she} מוביל",

    # --- Laws 53, 60A --------------------------------------------------------------
    "law53.accepted-as-recorded": "התקבלה (לפי הרישום)",
    "law53.accepted-as-recorded.by": "התקבלה על ידי {by} (לפי הרישום)",
    "law53.refused-as-recorded": "לא התקבלה (לפי הרישום)",
    "law53.refused-as-recorded.by": "לא התקבלה על ידי {by} (לפי הרישום)",
    "law53.acceptance-unknown": "הרישום אינו מראה אם ההובלה התקבלה",
    "law60a.played-to-it": "התקבלה: {seat} שיחק אליה (חוקים 53א, 60א1)",
    "law53.record-stops-after-lead": "הרישום נעצר אחרי ההובלה החריגה",
    "law53.retracted": "לא התקבלה: הרישום מראה {leader:she} מוביל ללקיחה {trick}",

    # --- Laws 48-52 ----------------------------------------------------------------
    "law50b.several-cards-major": "לבעל הקלפים יש שני קלפי עונשין או יותר: כולם קלפי עונשין "
                                  "גדולים (חוקים 50ב, 51)",
    "law50b.honour-major": "{card} הוא קלף בכיר: קלף עונשין גדול (חוק 50ב)",
    "law50b.deliberate-major": "{card} נחשף במכוון: קלף עונשין גדול (חוק 50ב)",
    "law50b.inadvertent-minor": "{card} הוא קלף נמוך שנחשף בשוגג: קלף עונשין קטן (חוק 50ב)",
    "law50b.spot-card": "{card} הוא קלף נמוך: קלף עונשין קטן אם נחשף בשוגג, גדול אם נחשף "
                        "במכוון (חוק 50ב)",
    "law50b.marked-minor-but": "סומן כקטן, אבל {reason}",
    "law50b.marked": "סומן כ{kind}; {reason}",
    "law50.card-unknown": "לקיחה {trick}: קלף אינו ידוע",
    "law50d2.option-arose": "לקיחה {trick}: {partner} זכה בהובלה כש-{card} על השולחן; נוצרה "
                            "האפשרות של הכרוז לפי חוק 50ד2 (הרישום אינו אומר במה בחר)",
    "law50d2.led-against-choice": "לקיחה {trick}: {partner} הוביל {led} אף שהכרוז בחר {choice} "
                                  "(חוק 50ד2); אם הדבר עמד, זהו ריבוק לפי חוק 61א",
    "law50d2.led-respecting-choice": "לקיחה {trick}: {partner} הוביל {led} בהתאם לבחירה {choice} "
                                     "(חוק 50ד2); הקלף {card} הוחזר ליד",
    "law50d2.let-lead-anything": "לקיחה {trick}: הכרוז הניח {partner:le} להוביל כרצונו (חוק "
                                 "50ד2ג); {card} נשאר קלף עונשין",
    "law50d1.played-penalty-card": "לקיחה {trick}: {owner} שיחק את קלף העונשין {card}",
    "law50.not-held": "הרישום אינו מראה שהקלף {card} בידו של {owner} בלקיחה {trick}",
    "law51a.played-other-penalty-card": "לקיחה {trick}: {owner} שיחק את קלף העונשין האחר שלו, "
                                        "{card} (חוק 51א: הכרוז קובע איזה)",
    "law50d1.not-played": "לקיחה {trick}: {owner} שיחק {played} כשקלף העונשין הגדול {card} היה "
                          "ניתן לשחק באופן חוקי (חוק 50ד1); הכרוז רשאי לקבל את הקלף ששוחק או "
                          "לדרוש את קלף העונשין (חוק 52), ולא מועברת בשל כך לקיחה (חוק 64ב3)",
    "law50c.spot-card-first": "לקיחה {trick}: {owner} שיחק את הקלף הנמוך {played} לפני קלף "
                              "העונשין הקטן {card} (חוק 50ג); חל חוק 52",
    "law50.never-played": "הרישום אינו מראה אף פעם שהקלף {card} שוחק",
    "law50.record-ends-before-played": "הרישום מסתיים לפני שהקלף {card} משוחק",
    "law50e.ui.major": "{card} שנראה כקלף עונשין (רק החובה לשחקו היא מידע מורשה)",
    "law50e.ui.minor": "{card} שנראה כקלף עונשין",
    "law49.ask.which": "איזה קלף נחשף, ועל ידי מי?",
    "law49.unknown": "קלף שנחשף: הרישום אינו אומר של מי או איזה קלף.",
    "law48a.declarers-card": "קלף של הכרוז או של הדומם",
    "law48a.exposed-not-penalty": "{owner} בצד הכרוז: קלף שנחשף אינו קלף עונשין (חוק 48א); הוא "
                                  "נשאר ביד.",
    "law50.ask.which": "איזה קלף, ושל מי?",
    "law50.unknown": "קלף עונשין: הרישום אינו אומר של מי או איזה קלף.",
    "law48a.only-defenders": "{owner} בצד הכרוז: רק למגן יכול להיות קלף עונשין (חוקים 48א, 50א).",
    "law49.penalty-card": "ה-{card} של {owner}, שנחשף שלא במהלך משחק רגיל, הוא קלף עונשין "
                          "(חוק 49).",
    "law50.penalty-card": "ה-{card} של {owner} הוא קלף עונשין.",
    "law50b.ask.deliberate": "האם {card} נחשף במכוון (גדול) או בשוגג (קטן)? (חוק 50ב)",
    "law52.ask.accepted": "חוק 52: האם הכרוז קיבל את הקלף ששוחק במקום קלף העונשין? אם לא, "
                          "מחליפים אותו, והקלף ששוחק שלא כחוק הופך לקלף עונשין גדול",
    "law50d.rule": "יש לשחקו בהזדמנות החוקית הראשונה, וכאשר {partner} יזכה בהובלה, הכרוז רשאי "
                   "לדרוש ממנו להוביל {suit} או לאסור עליו (חוק 50ד)",
    "law50c.rule": "{owner} אינו רשאי לשחק לפניו קלף נמוך אחר ב{suit} (חוק 50ג)",
    "law50.class-and-rule": "{reason}; {rule}.",
    "law50.class": "{reason}.",
    "law51.also-has": "ל{owner} יש גם את {cards} (חוק 51).",

    # --- Laws 53-56 ------------------------------------------------------------------
    "law50d.card-led-becomes-penalty": "הקלף שהובל הופך לקלף עונשין גדול (חוק 50ד).",
    "law50d2.card-went-back": "{card} חזר לידו של {offender} (חוק 50ד2)",
    "law54d.refused.partner-leads": "{card} הופך לקלף עונשין גדול (חוקים {law:law}, 50ד); "
                                    "{partner} מוביל כעת, והכרוז רשאי לדרוש ממנו להוביל {suit} "
                                    "או לאסור עליו (ואז {card} חוזר ליד), או להניח לו להוביל "
                                    "כרצונו, והקלף נשאר קלף עונשין (חוק 50ד2).",
    "law54d.refused.other-leads": "{card} הופך לקלף עונשין גדול (חוקים {law:law}, 50ד); {proper} "
                                  "מוביל; {card} נשאר קלף עונשין גדול, והאפשרות של הכרוז לפי חוק "
                                  "50ד2 נוצרת בכל פעם {partner:she} זוכה בהובלה.",
    "law54d.refused.proper-hand-leads": "{card} הופך לקלף עונשין גדול (חוקים {law:law}, 50ד); "
                                        "היד הנכונה מובילה; {card} נשאר קלף עונשין גדול, "
                                        "והאפשרות של הכרוז לפי חוק 50ד2 נוצרת בכל פעם "
                                        "{partner:she} זוכה בהובלה.",
    "law50d2.declarer-chose": "הכרוז בחר: {choice}.",
    "law54.ask.who": "מי הוביל בגלוי את הובלת הפתיחה?",
    "law54.unknown": "הובלת פתיחה מחוץ לתור: הרישום אינו אומר מי הוביל.",
    "law54e.law24-applies": "על שחקן מצד הכרוז חל חוק 24",
    "law54e.declaring-side-led": "{offender}, מצד הכרוז, ניסה לבצע את הובלת הפתיחה: חל חוק 24 "
                                 "(חוק 54ה); הקלף חוזר, ומאחר ש{offender} לא יהיה מגן הוא אינו "
                                 "קלף עונשין. המוביל הנכון מוביל.",
    "law54.head": "{offender} הוביל בגלוי את {card} כהובלת פתיחה, כשההובלה הייתה של {partner}. "
                  "{presumed}, הכרוז המיועד, רשאי לפרוש את ידו ולהפוך לדומם (חוק 54א), לקבל את "
                  "ההובלה (חוק 54ב) או לסרב לה (חוק 54ד).",
    "law54.head.no-card": "{offender} הוביל בגלוי הובלת פתיחה, כשההובלה הייתה של {partner}. "
                          "{presumed}, הכרוז המיועד, רשאי לפרוש את ידו ולהפוך לדומם (חוק 54א), "
                          "לקבל את ההובלה (חוק 54ב) או לסרב לה (חוק 54ד).",
    "law54b.accepted-reason": "ההובלה התקבלה; הכרוז משחק שני מידו שלו",
    "law54a.declares": "{declarer} הוא הכרוז; ההובלה עומדת",
    "law54a.spread": "הוא פרש את ידו: {declarer} הוא הכרוז וההובלה עומדת (חוק 54א).",
    "law54a.played-the-hand": "{declarer} שיחק את היד",
    "law53.lead-was": "ההובלה {how}: {outcome}",
    "law53.lead-status": "ההובלה {how}.",
    "law54b.accepted": "הדומם נפרש, והכרוז משחק שני מידו שלו (חוק 54ב).",
    "law54c.ask.saw-dummy": "האם הכרוז המיועד יכול היה לראות קלף כלשהו של הדומם? אם כן, עליו "
                            "לקבל את ההובלה (חוק 54ג)",
    "law54.if-spread": "הכרוז המיועד פורש את ידו (חוק 54א)",
    "law54.if-accepted": "ההובלה התקבלה (חוק 54ב)",
    "law54.if-refused": "ההובלה נדחתה (חוק 54ד)",
    "law53.ask.who": "מי הוביל מחוץ לתור, ובאיזו לקיחה?",
    "law53.unknown": "הובלה מחוץ לתור: הרישום אינו אומר מי הוביל, או מתי.",
    "law53.led.card-proper": "{offender} הוביל {card} ללקיחה {trick}, כשהיה תורו של {proper} "
                             "להוביל.",
    "law53.led.card": "{offender} הוביל {card} ללקיחה {trick} מחוץ לתור.",
    "law53.led.proper": "{offender} הוביל ללקיחה {trick}, כשהיה תורו של {proper} להוביל.",
    "law53.led": "{offender} הוביל ללקיחה {trick} מחוץ לתור.",
    "law53a.stands-reason": "ההובלה עומדת; היד הבאה משחקת אליה",
    "law56.options": "הכרוז רשאי לקבל את ההובלה (חוק 53א) או לסרב לה (חוק 56).",
    "law55a.options": "כל אחד מהמגנים רשאי לקבל את ההובלה (חוק 53א) או לדרוש שתוחזר; אם הם "
                      "חלוקים, מכריע {holder}, הבא בתור (חוק 55א).",
    "law55c.watch": "אם הכרוז מרוויח מהמידע שבקלף שהוחזר, מנהל התחרות רשאי לתקן את התוצאה "
                    "(חוק 55ג)",
    "law55b.wrong-hand": "הכרוז הוביל מהיד הלא נכונה: הקלף מוחזר, והכרוז מוביל קלף כלשהו מהיד "
                         "הנכונה, {proper} (חוק 55ב).",
    "law55a.back-reason": "הקלף חוזר; אין תיקון נוסף",
    "law55a.defenders-lead": "התור להוביל היה של המגנים: הקלף חוזר ליד שממנה שוחק, ללא תיקון "
                             "(חוק 55א).",
    "law55.trick-led-by": "את לקיחה {trick} הוביל {leader}",
    "law55.record-ends": "הרישום מסתיים",
    "law53a.stands": "היא עומדת (חוק 53א).",
    "law53.if-accepted": "התקבלה (חוק 53א)",
    "law53.if-refused": "נדחתה",

    # --- Law 57 (S001) ---------------------------------------------------------------
    "law57.ask.who": "מי שיחק איזה קלף מוקדם מדי, ובאיזו לקיחה?",
    "law57.unknown": "משחק מוקדם: הרישום אינו אומר מי, איזה קלף או מתי.",
    "law57c3.declaring-side": "{offender} בצד הכרוז: קלף שהכרוז משחק מוקדם מאחת משתי הידיים "
                              "הוא קלף ששוחק, ואם הוא חוקי הוא עומד (חוק 57ג3).",
    "law57c1.both-hands-played": "{offender} שיחק {card} לפני שותפו, אבל הכרוז כבר שיחק משתי "
                                 "הידיים: אין תיקון (חוק 57ג1); הקלף נשאר משוחק.",
    "law57c2.dummy-first": "הדומם שיחק או הציע קלף קודם: המשחק של המגן אינו כפוף לתיקון "
                           "(חוק 57ג2).",
    "law57a.partner-void": "ל{partner} אין {suit}, ולכן 'הגבוה ביותר' ו'הנמוך ביותר בסדרה "
                           "שהובלה' אינם רלוונטיים",
    "law57a.partner-singleton": "ל{partner} יש קלף יחיד ב{suit}, שעליו לשחק בכל מקרה",
    "law57a.partner-must-follow": "{partner} חייב לשרת ב{suit}, ולכן איסור על סדרה אחרת לא "
                                  "יחייב אותו",
    "law57a3.may-forbid": "הכרוז רשאי לאסור על {partner} לשחק {suits:or}",
    "law57a1.may-require-highest-or-lowest": "הכרוז רשאי לדרוש מ{partner:mi} לשחק את הקלף הגבוה "
                                             "ביותר או הנמוך ביותר שלו ב{suit}",
    "law57b.nothing-binds": "אף אחת מהאפשרויות של הכרוז לא תחייב את {partner} (חוקים 57ב, 59)",
    "law57a.rule": "{offender} שיחק {card} לפני {partner:she} שיחק ללקיחה {trick}: {card} הופך "
                   "לקלף עונשין גדול (חוקים 57א, 50ד); {offer}.",
    "law57a.rule.why": "{offender} שיחק {card} לפני {partner:she} שיחק ללקיחה {trick}: {card} "
                       "הופך לקלף עונשין גדול (חוקים 57א, 50ד); {why:semicolon}; {offer}.",
    "law57a.declarer-chose": "הכרוז בחר: {choice}.",
    "law57.ui.played-early": "{card} ששוחק מוקדם",
    "law57a.respected": "לקיחה {trick}: {partner} שיחק {card}, בהתאם לבחירת הכרוז, {choice} "
                        "(חוק 57א)",
    "law57a.violated": "לקיחה {trick}: {partner} שיחק {card} אף שהכרוז בחר {choice} (חוק 57א); "
                       "אם הדבר עמד, זהו ריבוק לפי חוק 61א",
    "law10c1.ask.options-explained": "הכרוז בחר {choice}, שאינה מחייבת כאן את {partner}: האם "
                                     "הוסברו האפשרויות המחייבות (חוק 10ג1)?",
    "law57d1.legal-reason": "קלף חוקי, שוחק בתורו",
    "law57d.ui.shown-early": "{card} שנחשף מוקדם",
    "law57d1.legal": "{offender} שיחק {card} לפני היריב מימינו: הקלף חוקי, ולכן הוא נחשב "
                     "כמשוחק בתורו; אין קלף עונשין (חוק 57ד1), אך שותפו אינו רשאי להשתמש במידע "
                     "(חוק 16ג).",
    "law57d2.illegal": "{offender} שיחק {card} לפני היריב מימינו, ולא ניתן היה לשחקו באופן חוקי "
                       "ללקיחה זו: קלף עונשין גדול (חוק 57ד2).",

    # --- Law 58 ------------------------------------------------------------------------
    "law58.ask.which": "אילו קלפים נראו, ושל מי?",
    "law58.unknown": "קלפים בו-זמניים: הרישום אינו אומר של מי או אילו קלפים.",
    "law58b1.one-visible": "רק {card} מבין הקלפים של {offender} נראה: הוא משוחק, והאחרים חוזרים "
                           "ליד ללא תיקון (חוק 58ב1).",
    "law58b2.ask.designated": "איזה קלף קבע המפר (חוק 58ב2)?",
    "law58b2.not-designated": "{offender} הציג בבת אחת את {cards}: הוא קובע איזה קלף הוא משחק "
                              "(חוק 58ב2); הרישום אינו אומר איזה.",
    "law58b2.defender": Plural("count", {
        "one": "{offender} הציג בבת אחת את {cards} ומשחק את {played} (חוק 58ב2); מאחר שהוא מגן, "
               "הקלף הגלוי האחר הופך לקלף עונשין: {others} (חוקים 50ב, 51).",
        "two": "{offender} הציג בבת אחת את {cards} ומשחק את {played} (חוק 58ב2); מאחר שהוא מגן, "
               "שני הקלפים הגלויים האחרים הופכים לקלפי עונשין: {others} (חוקים 50ב, 51).",
        "other": "{offender} הציג בבת אחת את {cards} ומשחק את {played} (חוק 58ב2); מאחר שהוא "
                 "מגן, הקלפים הגלויים האחרים הופכים לקלפי עונשין: {others} (חוקים 50ב, 51)."}),
    "law58b2.penalty-card-of-kind": "{card} ({kind})",
    "law58b2.declaring-side": "{offender} ({role}) הציג בבת אחת את {cards} ומשחק את {played} "
                              "(חוק 58ב2); האחרים חוזרים ליד.",

    # --- Laws 61-64 -------------------------------------------------------------------
    "law64.later-tricks": Plural("count", {"one": "בלקיחה {tricks}",
                                           "two": "בלקיחות {tricks:and}",
                                           "other": "בלקיחות {tricks:and}"}),
    "law64.later-tricks-and-claim": Plural("count", {
        "one": "בלקיחה {tricks} וב-{claimed} לקיחות בתביעה",
        "two": "בלקיחות {tricks:and} וב-{claimed} לקיחות בתביעה",
        "other": "בלקיחות {tricks:and} וב-{claimed} לקיחות בתביעה"}),
    "law64.claim-tricks": "{claimed:be} לקיחות בתביעה",
    "law64b3.dummy": "ריבוק של הדומם: אי-משחק של קלף גלוי",
    "law64b3.faced-card": "אי-משחק של קלף גלוי על השולחן (קלף עונשין)",
    "law64b4.late": "תשומת הלב הוסבה רק אחרי שנקרא הבורד הבא או שהסתיים הסיבוב (חוק 64ב4-5)",
    "law64b8.corrected-62c3": "תוקן לפי חוק 62ג3",
    "law64b2.second-revoke": "ריבוק שני ב{suit} של {offender} (הראשון היה בלקיחה {first})",
    "law64b2.second-revoke.suit-unknown": "ריבוק שני באותה סדרה של {offender} (הראשון היה "
                                          "בלקיחה {first})",
    "law64b6.trick-12": "ריבוק בלקיחה 12 מתוקן במקום זאת לפי חוק 62ד",
    "law64b7.both-sides": "שני הצדדים ביצעו ריבוק בבורד זה",
    "law64b1.won-neither": "{side} לא זכו בלקיחת הריבוק {trick} (שבה זכה "
                           "{winner:none=nobody}) ולא באף לקיחה מאוחרת יותר",
    "law64a1.revoker-won": "בלקיחת הריבוק {trick} זכה מבצע הריבוק, {offender}; {side} זכו גם "
                           "{later}",
    "law64a1.revoker-won.no-later": "בלקיחת הריבוק {trick} זכה מבצע הריבוק, {offender}; {side} "
                                    "לא זכו באף לקיחה מאוחרת יותר",
    "law64a2.partner-won": "בלקיחת הריבוק {trick} זכה {winner}, שותפו של מבצע הריבוק",
    "law64a2.side-won": "בלקיחת הריבוק {trick} זכה {winner}, מהצד של מבצע הריבוק",
    "law64a2.won-later": "בלקיחת הריבוק {trick} זכה {winner:none=nobody}; {side} זכו {later}",
    "law64.capped": Plural("room", {
        "one": "{basis}; מוגבל: {side} זכו רק בלקיחה אחת נוספת מלקיחה {first} ואילך",
        "two": "{basis}; מוגבל: {side} זכו רק בשתי לקיחות נוספות מלקיחה {first} ואילך",
        "other": "{basis}; מוגבל: {side} זכו רק {room:be} לקיחות נוספות מלקיחה {first} ואילך"}),
    "law62d.correction": "אילו {card13} שוחק ללקיחה 12 {card12:ve} ללקיחה 13 (שאר הקלפים ללא "
                         "שינוי), {winner12} היה זוכה בלקיחה 12 {winner13:ve} בלקיחה 13",
    "law61.ask.who": "מי ביצע ריבוק, ובאיזו לקיחה?",
    "law61.unknown": "ריבוק: הרישום אינו אומר מי ביצע אותו או באיזו לקיחה.",
    "law64c.watch.if-stood": "בדיקת הגינות אם הריבוק עמד",
    "law63a.undecided": "הריבוק של {offender} בלקיחה {trick}: הרישום מסתיים לפני שיכול היה "
                        "להתבסס (חוק 63א). אם תשומת הלב הוסבה עכשיו, הוא מתוקן (חוק 62); אם עמד, "
                        "חל חוק 64.",
    "law62.if-corrected": "תוקן לפני שהתבסס (חוק 62)",
    "law63a.if-established": "התבסס (חוק 63א)",
    "law63a.ask.noticed-before": "האם הריבוק התגלה לפני שהתבסס (חוק 63א)?",
    "law62b1.corrected": "הריבוק של {offender} בלקיחה {trick} תוקן (חוק 62א): {card} מוחזר "
                         "והופך לקלף עונשין גדול (חוק 62ב1), ובמקומו משוחק קלף חוקי.",
    "law62b2.replaced-reason": "הקלף של הכרוז או של הדומם מוחלף",
    "law62b2.corrected": "הריבוק של {role} בלקיחה {trick} תוקן (חוק 62א): הקלף מוחלף בקלף "
                         "חוקי ללא תיקון נוסף (חוק 62ב2).",
    "law62d2.partner-may-not-use": "בלקיחה 12 שותפו של המפר אינו רשאי להשתמש במה שהראה קלף "
                                   "הריבוק (חוק 62ד2).",
    "law63.who": "{offender}",
    "law63.who.role": "{offender} ({role})",
    "law64b4.assumed-in-time": "הנחה: תשומת הלב הוסבה לפני שנקרא הבורד הבא ולפני סוף הסיבוב "
                               "(חוק 64ב4-5)",
    "law63a.established.transfer": Plural("tricks", {
        "one": "הריבוק של {who} בלקיחה {trick} התבסס (חוק 63א): בסיום המשחק מועברת לקיחה אחת "
               "{to:le} (חוק {law:law}: {basis}).",
        "two": "הריבוק של {who} בלקיחה {trick} התבסס (חוק 63א): בסיום המשחק מועברות שתי לקיחות "
               "{to:le} (חוק {law:law}: {basis}).",
        "other": "הריבוק של {who} בלקיחה {trick} התבסס (חוק 63א): בסיום המשחק מועברות {tricks} "
                 "לקיחות {to:le} (חוק {law:law}: {basis})."}),
    "law63a.established.no-transfer": "הריבוק של {who} בלקיחה {trick} התבסס (חוק 63א); אין "
                                      "העברת לקיחות (חוק {law:law}: {basis}).",
    "law62d.correction-line": "תיקון לפי חוק 62ד: {correction}; הכרוז היה לוקח {tricks} לקיחות "
                              "במקום {before}",
    "law62d1.if-before-hands-returned": "התגלה לפני שכל ארבע הידיים הוחזרו לבורד (חוק 62ד1)",
    "law64b6.if-later": "התגלה מאוחר יותר: התוצאה עומדת (חוק 64ב6)",
    "law62d.must-still-correct": "עדיין יש לתקן אותו אם התגלה לפני שהידיים הוחזרו לבורד "
                                 "(חוק 62ד).",
    "law64c2a.watch": "ריבוק חוזר: אם הצד החף היה כנראה לוקח יותר לקיחות בלעדיו, מנהל התחרות "
                      "מתקן את התוצאה (חוק 64ג2א)",
    "law64c2b.watch": "שני הצדדים ביצעו ריבוק: מנהל התחרות קובע את התוצאה כאילו לא היה אף ריבוק "
                      "(חוק 64ג2ב)",
    "law64c1.watch": "אם העברת הלקיחות אינה מפצה על הנזק של הצד החף, מנהל התחרות מעניק תוצאה "
                     "מתוקנת (חוק 64ג1)",

    # --- Law 67 ----------------------------------------------------------------------
    "law67.unknown": "לקיחה פגומה: הרישום אינו אומר של מי או איזו לקיחה.",
    "law67.ask.which": "איזו לקיחה פגומה, ומספר הקלפים של מי שגוי (חוק 67ב)?",
    "law67a.noticed-in-time": "התגלה לפני ששחקן מכל צד שיחק ללקיחה הבאה (חוק 67א)",
    "law67b.noticed-late": "התגלה אחרי ששני הצדדים שיחקו ללקיחה {next} (חוק 67ב)",
    "law67.missing-or-extra-unknown": "לקיחה פגומה {trick} של {offender}, {when}: הרישום אינו "
                                      "אומר אם חסר קלף או שיש קלף עודף.",
    "law67b.ask.missing-or-extra": "האם המפר לא שיחק קלף, או שיחק יותר מדי (חוק 67ב)?",
    "law67b1a.held-suit": "בידו של {offender} היה {suit}, אבל הוא נתן {card} ללקיחה {trick} "
                          "(חוק 67ב1א דורש קלף מהסדרה שהובלה)",
    "law67b1a.gave-suit": "{offender} נתן {card} ללקיחה {trick}: קלף מהסדרה שהובלה, כי היה לו "
                          "כזה (חוק 67ב1א)",
    "law67b1b.gave-any": "{offender} נתן {card} ללקיחה {trick}: קלף כלשהו, כי לא היה לו קלף "
                         "מהסדרה שהובלה (חוק 67ב1ב)",
    "law67b1.trick-stays": "לקיחה {trick} נשארת של {winner} (הקלף שנוסף אינו משנה זאת)",
    "law67a1.supplies": "{offender} לא שיחק קלף ללקיחה {trick}, {when}: הוא מוסיף קלף שמותר לו "
                        "לשחק; אין תיקון נוסף.",
    "law67b1.as-64a2": "כמו בחוק 64א2: {basis}",
    "law67b1.transfer": "בסיום המשחק מועברת לקיחה אחת {side:le} ({basis})",
    "law67b1.tricks-unknown": "הלקיחות שנלקחו אינן ידועות",
    "law67b1.no-transfer": "אין העברת לקיחות ({basis})",
    "law67b1.watch-64c": "כמו בכל ריבוק, בדיקת הגינות אם ההעברה אינה מפצה (חוק 64ג)",
    "law67b1.deemed-revoke": "{offender} לא שיחק קלף ללקיחה {trick}, {when}: הוא מניח את "
                             "{card:none=a-card} בין הקלפים ששיחק באותה לקיחה (הדבר אינו משנה מי "
                             "זכה בה), ונחשב כמי שביצע ריבוק בלקיחה הפגומה (חוק 67ב1); "
                             "{transfer}.",
    "law67a2.extra": "{offender} תרם יותר מקלף אחד ללקיחה {trick}, {when}: חל חוק 58ב (קלפים "
                     "ששוחקו יחד) או חוק 45ה (קלף חמישי).",
    "law67a2.ask.58b-or-45e": "האם הקלפים שוחקו יחד (חוק 58ב), או שאחד מהם היה קלף חמישי "
                              "בלקיחה (חוק 45ה)?",
    "law67b2b.failed-to-follow": "לקיחה {trick}: {offender} לא שירת אף שהחזיק קלף שהוחזר: זהו "
                                 "ריבוק, שנפסק לפי חוק 64 (חוק 67ב2ב)",
    "law67b2.if-restored-card-seen": "קלף שהוחזר של המגן נראה (הוא הופך לקלף עונשין, חוק 67ב2)",
    "law67b2.restored": "{offender} תרם יותר מקלף אחד ללקיחה {trick}, {when}: "
                        "{cards:none=extra-cards} חוזרים לידו, הקלף שנראה כששיחק נשאר בלקיחה, "
                        "והזוכה בלקיחה אינו משתנה (חוק 67ב2א); רואים את הקלף שהוחזר כאילו היה "
                        "בידו כל הזמן, ואי-משחקו קודם לכן עשוי להיות ריבוק (חוק 67ב2ב).",

    # --- Law 45E ------------------------------------------------------------------------
    "law45e.unknown": "קלף חמישי בלקיחה: הרישום אינו אומר של מי או איזה קלף.",
    "law45e.ask.which": "איזה קלף, ועל ידי מי?",
    "law45e2.declaring-side": "{offender} ({role}) תרם {card} כקלף חמישי: אין תיקון, אלא אם "
                              "מנהל התחרות יקבע שזו הובלה, ואז חל חוק 55 (חוק 45ה2).",
    "law45e2.ask.deemed-lead": "האם מנהל התחרות קבע שזו הובלה (ואז חוק 55)?",
    "law45e1.defender": "{offender} הוסיף {card} כקלף חמישי ללקיחה {trick}: אלא אם מנהל התחרות "
                        "יקבע שזו הובלה (ואז חוק 53 או 56), הקלף הופך לקלף עונשין (חוק 45ה1); "
                        "{reason}.",
    "law45e1.deemed-lead": "הקלף החמישי {card} של {offender} נחשב להובלה: חל חוק 53 (אם התקבלה) "
                           "או חוק 56 (אם נדחתה: קלף עונשין גדול) (חוק 45ה1).",
    "law45e1.if-deemed-lead": "נחשב להובלה (חוק 45ה1)",
    "law45e1.rule-as-lead": "לפסוק כהובלה מחוץ לתור",
    "law45e1.ask.deliberate": "האם הקלף החמישי נחשף במכוון? קלף נמוך הוא קלף עונשין קטן רק אם "
                              "נחשף בשוגג (חוק 50ב)",

    # --- result and score -------------------------------------------------------------
    "result.passed-out": "כולם קראו פאס",
    "result.made": Plural("tricks", {
        "one": "{contract} \u2066{diff:made}\u2069 (לקיחה אחת)",
        "two": "{contract} \u2066{diff:made}\u2069 (שתי לקיחות)",
        "other": "{contract} \u2066{diff:made}\u2069 ({tricks} לקיחות)"}),
    "result.made-by": Plural("tricks", {
        "one": "{contract} של {declarer} \u2066{diff:made}\u2069 (לקיחה אחת)",
        "two": "{contract} של {declarer} \u2066{diff:made}\u2069 (שתי לקיחות)",
        "other": "{contract} של {declarer} \u2066{diff:made}\u2069 ({tricks} לקיחות)"}),
    "result.as-played": "תוצאה: {result}.",
    "result.as-played.scored": "תוצאה: {result}, צפון-דרום \u2066{score:signed}\u2069.",
    "result.after-transfers": Plural("moved", {
        "one": "תוצאה: {before}; לאחר העברת לקיחה אחת: {after}.",
        "two": "תוצאה: {before}; לאחר העברת שתי לקיחות: {after}.",
        "other": "תוצאה: {before}; לאחר העברת {moved} לקיחות: {after}."}),
    "result.after-transfers.scored": Plural("moved", {
        "one": "תוצאה: {before} (צפון-דרום \u2066{score_before:signed}\u2069); לאחר העברת לקיחה "
               "אחת: {after}, צפון-דרום \u2066{score_after:signed}\u2069.",
        "two": "תוצאה: {before} (צפון-דרום \u2066{score_before:signed}\u2069); לאחר העברת שתי "
               "לקיחות: {after}, צפון-דרום \u2066{score_after:signed}\u2069.",
        "other": "תוצאה: {before} (צפון-דרום \u2066{score_before:signed}\u2069); לאחר העברת "
                 "{moved} לקיחות: {after}, צפון-דרום \u2066{score_after:signed}\u2069."}),

    # --- the record against itself -------------------------------------------------------
    "law79.result-mismatch": "מספר הלקיחות שנרשם אינו תואם את המשחק. אם השחקנים הסכימו על "
                             "מספר שגוי, מנהל התחרות מתקן אותו כאשר הטעות מתגלה בתוך תקופת "
                             "התיקונים (חוק 79ג).",
    "law79.result-mismatch.detail": "מספר הלקיחות שנרשם אינו תואם את המשחק ({detail}). אם "
                                    "השחקנים הסכימו על מספר שגוי, מנהל התחרות מתקן אותו כאשר "
                                    "הטעות מתגלה בתוך תקופת התיקונים (חוק 79ג).",
    "law79.result-mismatch.count": "מספר הלקיחות שנרשם אינו תואם את המשחק (לפי המשחק הכרוז לקח "
                                   "{played} לקיחות, וב-[Result] רשום {recorded}). אם השחקנים "
                                   "הסכימו על מספר שגוי, מנהל התחרות מתקן אותו כאשר הטעות "
                                   "מתגלה בתוך תקופת התיקונים (חוק 79ג).",
    "law79.result-mismatch.count-agreed": "מספר הלקיחות שנרשם אינו תואם את המשחק (לפי המשחק "
                                          "הכרוז לקח {played} לקיחות, וב-[Result] רשום "
                                          "{recorded}, בהסכמת השחקנים, חוק 69). אם השחקנים "
                                          "הסכימו על מספר שגוי, מנהל התחרות מתקן אותו כאשר "
                                          "הטעות מתגלה בתוך תקופת התיקונים (חוק 79ג).",
    "law79c.watch.result": "לתקן את התוצאה שנרשמה אם רישום המשחק נכון",
    "law79c.ask.which-right": "מה נכון: רישום המשחק או התוצאה שנרשמה?",
    "law79.score-mismatch": "הניקוד שנרשם אינו הניקוד לפי חוק 77 של החוזה והתוצאה; טעות ניקוד "
                            "מתוקנת בתוך תקופת התיקונים (חוק 79ג).",
    "law79.score-mismatch.detail": "הניקוד שנרשם אינו הניקוד לפי חוק 77 של החוזה והתוצאה "
                                   "({detail}); טעות ניקוד מתוקנת בתוך תקופת התיקונים (חוק 79ג).",
    "law79.score-mismatch.points": "הניקוד שנרשם אינו הניקוד לפי חוק 77 של החוזה והתוצאה "
                                   "({contract} של {declarer} עם {result} לקיחות מזכה את "
                                   "צפון-דרום ב-\u2066{expected}\u2069 (חוק 77); ב-[Score] רשום "
                                   "\u2066{recorded}\u2069); טעות ניקוד מתוקנת בתוך תקופת "
                                   "התיקונים (חוק 79ג).",
    "law79c.watch.score": "לתקן את הניקוד",
    "law22.contract-mismatch": "החוזה או הכרוז שנרשמו אינם אלה שקבע המכרז. המכרז קובע את החוזה "
                               "(חוק 22): יש לתקן את הרישום.",
    "law22.contract-mismatch.detail": "החוזה או הכרוז שנרשמו אינם אלה שקבע המכרז ({detail}). "
                                      "המכרז קובע את החוזה (חוק 22): יש לתקן את הרישום.",
    "law22.contract-mismatch.contract": "החוזה או הכרוז שנרשמו אינם אלה שקבע המכרז (ב-[Contract] "
                                        "רשום {recorded}, והמכרז מסתיים {auction:be}). המכרז קובע "
                                        "את החוזה (חוק 22): יש לתקן את הרישום.",
    "law22.contract-mismatch.declarer": "החוזה או הכרוז שנרשמו אינם אלה שקבע המכרז (ב-[Declarer] "
                                        "רשום {recorded}, ולפי המכרז הכרוז הוא {auction}). המכרז "
                                        "קובע את החוזה (חוק 22): יש לתקן את הרישום.",
    "law22.ask.which-wrong": "מה שגוי: רישום המכרז או החוזה?",
    "law2.dealer": "המחלק שנרשם אינו זה שקובע חוק 2 למספר הבורד. בשולחן קובעים הסימונים שעל "
                   "הבורד עצמו: יש לבדוק את הבורד. אם הבורד סומן בטעות, התוצאה עומדת כפי ששוחקה "
                   "(מנהל התחרות רשאי לתקן אם שחקן הוטעה).",
    "law2.vulnerability": "מצב הפגיעות שנרשם אינו זה שקובע חוק 2 למספר הבורד. בשולחן קובעים "
                          "הסימונים שעל הבורד עצמו: יש לבדוק את הבורד. אם הבורד סומן בטעות, "
                          "התוצאה עומדת כפי ששוחקה (מנהל התחרות רשאי לתקן אם שחקן הוטעה).",
    "law2.file-pattern": "הבורדים בקובץ זה אינם נושאים את המחלק ואת מצב הפגיעות שחוק 2 קובע "
                         "למספריהם. כך נוצר הקובץ, ואין זו חריגה בשולחן; בשולחן קובעים הסימונים "
                         "שעל הבורד עצמו (חוק 2). בדקו את מקור הקובץ לפני שמחשבים ממנו תוצאות.",
    # the detector's account ({detail}) is an English sentence (laws/record_patterns.py):
    # ``:account`` says its numbers in Hebrew (reports/explain/accounts.py)
    "law2.file-pattern.detail": "הבורדים בקובץ זה אינם נושאים את המחלק ואת מצב הפגיעות שחוק 2 "
                                "קובע למספריהם{detail:account}. כך נוצר הקובץ, ואין זו חריגה בשולחן; בשולחן "
                                "קובעים הסימונים שעל הבורד עצמו (חוק 2). בדקו את מקור הקובץ "
                                "לפני שמחשבים ממנו תוצאות.",
    "law17a.file-pattern": "המכרזים בקובץ זה, כשהם מתחילים מהמחלק, אינם מובילים לכרוז שנרשם. "
                           "המחלק קורא ראשון (חוק 17א), והכרוז הוא השחקן מהצד המכריז שנקב "
                           "ראשון בסדרת החוזה הסופי (חוק 22): הקובץ, לא השולחן, טועה במכרז או "
                           "בכרוז. בדקו את מקור הקובץ לפני שמחשבים ממנו תוצאות.",
    "law17a.file-pattern.detail": "המכרזים בקובץ זה, כשהם מתחילים מהמחלק, אינם מובילים לכרוז "
                                  "שנרשם{detail:account}. המחלק קורא ראשון (חוק 17א), והכרוז הוא השחקן מהצד "
                                  "המכריז שנקב ראשון בסדרת החוזה הסופי (חוק 22): הקובץ, לא "
                                  "השולחן, טועה במכרז או בכרוז. בדקו את מקור הקובץ לפני "
                                  "שמחשבים ממנו תוצאות.",
    "law68.file-pattern": "רישומי המשחק בקובץ זה נקטעים לפני הסוף, או אינם ניתנים לשחזור, "
                          "בחלק גדול מהבורדים שלו. תביעה היא מה ששחקן אומר או עושה ליד השולחן (חוק "
                          "68); המקום שבו נקטע רישום כזה הוא המקום שבו כותבו הפסיק לכתוב, או מצב "
                          "שאיש אינו יכול לשחזר, ולכן אין שופטים תביעה מקטיעות אלה: התוצאות שלהן "
                          "נשארות כפי שנרשמו. בדקו את מקור הקובץ לפני ששופטים ממנו תביעה.",
    "law68.file-pattern.broken": "ב-{broken} מתוך {plays} הבורדים שיש בהם משחק, המשחק אינו "
                                 "ניתן לשחזור: הרישום נותן קלף לשחקן שאינו מחזיק בו.",
    "law68.file-pattern.early": "ב-{early} מתוך {plays} הבורדים שיש בהם משחק, המשחק נקטע בתוך "
                                "{tricks} הלקיחות הראשונות.",
    "law68.file-pattern.stops": "{stops} מהמשחקים האלה נקטעים עם [Result] שדורש לקיחות נוספות: "
                                "הם אינם נשפטים כתביעות.",
    "law68.file-pattern.kept": "{kept} קטיעות אחרות, בבורדים שהמשחק בהם ניתן לשחזור, נשפטות "
                               "כתביעות אחת אחת.",
    "law68.claim-not-judged": "תביעה זו הוסקה רק מהמקום שבו נקטע רישום המשחק, ורישומי הקובץ "
                              "נקטעים מוקדם בחלק גדול מהבורדים שלו: היא לא נשפטה (ראו את הממצא על "
                              "הקובץ כולו).",
    "law2.ask.dealer": "האם המחלק בשולחן היה זה שנרשם?",
    "law2.ask.vulnerability": "האם מצב הפגיעות בשולחן היה זה שנרשם?",
    "law13.fouled": "החלוקה אינה מכילה 52 קלפים שונים. בורד עם מספר קלפים שגוי או קלף חסר "
                    "מתוקן (חוקים 13-14); אם אי אפשר לרשום את המשחק כרגיל, מנהל התחרות מעניק "
                    "תוצאה מתוקנת מלאכותית.",
    "law13.if-unscorable": "אם אי אפשר לרשום תוצאה לבורד",
    "law13.ask.where-fouled": "האם הבורד השתבש בשולחן או רק ברישום?",

    # --- claims and concessions ----------------------------------------------------------
    "claim.analysis-off": "נרשמה תביעה; ניתוח התביעות כבוי.",
    "claim.ask.no-position": "אי אפשר לנתח את התביעה: {reason}",
    "claim.no-position": "הרישום אינו מאפשר לשחזר את המצב בעת התביעה; מנהל התחרות פוסק לפי "
                         "ההצהרה והידיים.",
    "claim.claimed": Plural("left", {
        "one": "{claimer} תבע {claimed} מתוך הלקיחה האחת שנותרה.",
        "two": "{claimer} תבע {claimed} מתוך שתי הלקיחות שנותרו.",
        "other": "{claimer} תבע {claimed} מתוך {left} הלקיחות שנותרו."}),
    "claim.conceded": Plural("conceded", {
        "one": "{claimer} ויתר על לקיחה אחת מתוך {left} הלקיחות שנותרו.",
        "two": "{claimer} ויתר על שתי לקיחות מתוך {left} הלקיחות שנותרו.",
        "other": "{claimer} ויתר על {conceded} מתוך {left} הלקיחות שנותרו."}),
    "claim.double-dummy": "כשכל הידיים גלויות הצד התובע זוכה {dd:be}.",
    "claim.double-dummy-bounds": "כשכל הידיים גלויות הצד התובע זוכה בין {low} {high:le}.",
    "law70.upheld": "התביעה שבמחלוקת מאושרת: כל קו משחק נורמלי זוכה {claimed:be} (חוק 70).",
    "law70.reduced": Plural("lost", {
        "one": "בתביעה שבמחלוקת התובע זוכה {awarded:be}: בקו המשחק הנורמלי הגרוע ביותר לקיחה אחת עוברת "
               "ליריבים (חוק 70א).",
        "two": "בתביעה שבמחלוקת התובע זוכה {awarded:be}: בקו המשחק הנורמלי הגרוע ביותר שתי לקיחות עוברות "
               "ליריבים (חוק 70א).",
        "other": "בתביעה שבמחלוקת התובע זוכה {awarded:be}: בקו המשחק הנורמלי הגרוע ביותר {lost} לקיחות עוברות "
                 "ליריבים (חוק 70א)."}),
    "law70.worst-line": "קו המשחק הנורמלי הגרוע ביותר זוכה {awarded:be}",
    "law71.restored": Plural("back", {
        "one": "בתביעה שבמחלוקת התובע זוכה {awarded:be}: מוחזרת לקיחה אחת שוויתרו עליה ושום קו משחק נורמלי "
               "אינו מפסיד אותה (חוק 71ב).",
        "two": "בתביעה שבמחלוקת התובע זוכה {awarded:be}: מוחזרות שתי לקיחות שוויתרו עליהן ושום קו משחק נורמלי "
               "אינו מפסיד אותן (חוק 71ב).",
        "other": "בתביעה שבמחלוקת התובע זוכה {awarded:be}: מוחזרות {back} לקיחות שוויתרו עליהן ושום קו משחק "
                 "נורמלי אינו מפסיד אותן (חוק 71ב)."}),
    "law71.no-normal-line-loses": "שום קו משחק נורמלי אינו מפסיד אותן",
    "law70.director-decides": "החיפוש לא הושלם: קו משחק נורמלי נותן בין {low} {high:le}; מנהל "
                              "התחרות מכריע (חוק 70).",
    "claim.ask.search-capped": "החיפוש בקווי המשחק הנורמליים הוגבל: בין {low} {high:le} לקיחות",
    "law70.class-of-player-only": Plural("slips", {
        "one": "רמת השחקנים: {klass:term=player-class} (טעות רשלנית אחת מותרת בקו משחק נורמלי).",
        "two": "רמת השחקנים: {klass:term=player-class} (שתי טעויות רשלניות מותרות בקו משחק "
               "נורמלי).",
        "other": "רמת השחקנים: {klass:term=player-class} ({slips} טעויות רשלניות מותרות בקו "
                 "משחק נורמלי)."}),
    "law70.class-of-player": Plural("slips", {
        "one": "רמת השחקנים: {klass:term=player-class} (טעות רשלנית אחת מותרת בקו משחק "
               "נורמלי); קו המשחק הנורמלי הטוב ביותר זוכה {best:be+none=unknown}.",
        "two": "רמת השחקנים: {klass:term=player-class} (שתי טעויות רשלניות מותרות בקו משחק "
               "נורמלי); קו המשחק הנורמלי הטוב ביותר זוכה {best:be+none=unknown}.",
        "other": "רמת השחקנים: {klass:term=player-class} ({slips} טעויות רשלניות מותרות בקו "
                 "משחק נורמלי); קו המשחק הנורמלי הטוב ביותר זוכה {best:be+none=unknown}."}),
    "law69a.stands": "התביעה המוסכמת עומדת (חוק 69א).",
    "law69b.exceeds-dd": "התביעה של {claimed} הוסכמה, אבל כשכל הידיים גלויות הצד התובע זוכה רק "
                         "{dd:be}: סביר שהיריבים היו זוכים בלקיחה, והם רשאים לחזור בהם מהסכמתם "
                         "בתוך תקופת התיקונים (חוק 69ב).",
    "law69b.watch.exceeds-dd": "התביעה של {claimed} היא יותר ממה שניתן כשכל הידיים גלויות "
                               "({dd}): היריבים רשאים לחזור בהם מהסכמתם",
    "law71.conceded-winner": Plural("restorable", {
        "one": "שום קו משחק נורמלי אינו מפסיד לקיחה אחת מתוך {conceded} הלקיחות שוויתרו עליהן: "
               "הוויתור עליה מבוטל אם הדבר מועלה בתוך תקופת התיקונים (חוק 71ב).",
        "two": "שום קו משחק נורמלי אינו מפסיד שתי לקיחות מתוך {conceded} הלקיחות שוויתרו "
               "עליהן: הוויתור עליהן מבוטל אם הדבר מועלה בתוך תקופת התיקונים (חוק 71ב).",
        "other": "שום קו משחק נורמלי אינו מפסיד {restorable} לקיחות מתוך {conceded} הלקיחות "
                 "שוויתרו עליהן: הוויתור עליהן מבוטל אם הדבר מועלה בתוך תקופת התיקונים "
                 "(חוק 71ב)."}),
    "law71.watch": Plural("tricks", {
        "one": "הוויתור כלל לקיחה אחת ששום משחק נורמלי לא היה מפסיד",
        "two": "הוויתור כלל שתי לקיחות ששום משחק נורמלי לא היה מפסיד",
        "other": "הוויתור כלל {tricks} לקיחות ששום משחק נורמלי לא היה מפסיד"}),
    # the critical line: each careless slip a normal line allows
    "law71.finesse": Plural("cost", {
        "one": "לקיחה {trick}: {seat} עושה עקיפה עם {card} במקום {natural:or}: משחק נורמלי "
               "שעלול להפסיד, ולכן הלקיחה שוויתר עליה יכלה ללכת לאיבוד (חוק 71); זה עולה לקיחה אחת.",
        "two": "לקיחה {trick}: {seat} עושה עקיפה עם {card} במקום {natural:or}: משחק נורמלי "
               "שעלול להפסיד, ולכן הלקיחות שוויתר עליהן יכלו ללכת לאיבוד (חוק 71); זה עולה שתי "
               "לקיחות.",
        "other": "לקיחה {trick}: {seat} עושה עקיפה עם {card} במקום {natural:or}: משחק נורמלי "
                 "שעלול להפסיד, ולכן הלקיחות שוויתר עליהן יכלו ללכת לאיבוד (חוק 71); זה עולה "
                 "{cost} לקיחות."}),
    "law70.slip": Plural("cost", {
        "one": "לקיחה {trick}: {seat} משחק {card} במקום {natural:or}: {kind} (רשלנות, הערת "
               "השוליים לחוק 70); זה עולה לקיחה אחת.",
        "two": "לקיחה {trick}: {seat} משחק {card} במקום {natural:or}: {kind} (רשלנות, הערת "
               "השוליים לחוק 70); זה עולה שתי לקיחות.",
        "other": "לקיחה {trick}: {seat} משחק {card} במקום {natural:or}: {kind} (רשלנות, הערת "
                 "השוליים לחוק 70); זה עולה {cost} לקיחות."}),
    "law70c.slip": Plural("cost", {
        "one": "השליט {trump} נותר בידי היריבים ולא הוזכר (חוק 70ג): בלקיחה {trick} {seat} משחק "
               "{card} לפני שמשך אותו; זה עולה לקיחה אחת.",
        "two": "השליט {trump} נותר בידי היריבים ולא הוזכר (חוק 70ג): בלקיחה {trick} {seat} משחק "
               "{card} לפני שמשך אותו; זה עולה שתי לקיחות.",
        "other": "השליט {trump} נותר בידי היריבים ולא הוזכר (חוק 70ג): בלקיחה {trick} {seat} "
                 "משחק {card} לפני שמשך אותו; זה עולה {cost} לקיחות."}),
    "law70c.slip-no-statement": Plural("cost", {
        "one": "אין הצהרה על שליטים: השליט {trump} נותר בידי היריבים (חוק 70ג); בלקיחה {trick} "
               "{seat} משחק {card} לפני שמשך אותו; זה עולה לקיחה אחת.",
        "two": "אין הצהרה על שליטים: השליט {trump} נותר בידי היריבים (חוק 70ג); בלקיחה {trick} "
               "{seat} משחק {card} לפני שמשך אותו; זה עולה שתי לקיחות.",
        "other": "אין הצהרה על שליטים: השליט {trump} נותר בידי היריבים (חוק 70ג); בלקיחה "
                 "{trick} {seat} משחק {card} לפני שמשך אותו; זה עולה {cost} לקיחות."}),
    "law70.slip-kind.order": "סדר רשלני של גביית הלקיחות",
    "law70.slip-kind.unblock": "כישלון בשחרור חסימה",
    "law70.slip-kind.crash": "התנגשות של קלפים בכירים",
    "law70.slip-kind.spot-order": "סדר רשלני בתוך סדרה",
    "law70.slip-kind.70c": "גביית מנצח בסדרה צדדית לפני משיכת השליט שלא הוזכר",
    "law70.slip-kind.trump-first": "משיכת שליטים כשהיה צורך לחתוך",
    "law70.slip-kind.ruff": "חיתוך בשליט הלא נכון, או השלכה במקום חיתוך",
    "law70.slip-kind.discard": "השלכה רשלנית",
    "law70.slip-kind.other": "משחק רשלני ({rule})",
    "claim.line-trick": "{number}. {plays} (זוכה: {winner})",
    # points for the director
    "law70c.ask.trump-lead-before-claim": "הלקיחה האחרונה לפני התביעה הייתה הובלת שליט: האם ברור "
                                          "שהתובע מודע לשליט שנותר בידי היריבים (WB 8.70.4)?",
    "law70c.ask.unaware": "ליריב יש שליט ({trumps}) שההצהרה אינה מזכירה: רואים את התובע כמי "
                          "שסביר שלא היה מודע לו; אם מנהל התחרות ימצא שהיה מודע, ההענקה היא "
                          "{alternative:none=unchanged}",
    "law70c.ask.unaware-open": "ליריב יש שליט ({trumps}) שההצהרה אינה מזכירה: רואים את התובע "
                               "כמי שסביר שלא היה מודע לו; מנהל התחרות מכריע אם היה מודע",
    "law70d2.partner-not-bound": "תביעה של מגן: השותף אינו כבול להצהרה, וכל משחק נורמלי של "
                                 "השותף נשקל",
    "law70d1.ask.squeeze-endplay": "ההצהרה נשענת על '{clause}': היא מתקבלת רק כקו משחק מפורש; "
                                   "מנהל התחרות מכריע",
    "law70a.conditional": "הצהרה מותנית '{clause}': כל ספק מוכרע לחובת התובע",
    "law70.ask.search-limit": "החיפוש נעצר אחרי {nodes} מצבים: ההענקה היא בין {low} {high:le}; "
                              "מנהל התחרות מכריע",
    "law71.ask.not-searched": "הוויתור נמוך ממה שניתן כשכל הידיים גלויות ({dd}); כשנותרו {left} "
                              "לקיחות התוכנה אינה בודקת אם קו משחק נורמלי מפסיד את הלקיחות "
                              "שוויתרו עליהן: מנהל התחרות שוקל",
    "law71.ask.search-limit": "לא הוכרע בתוך {nodes} מצבים אם קו משחק נורמלי מפסיד את הלקיחות "
                              "שוויתרו עליהן",
    "claim.ask.other": "נקודה לשיקול מנהל התחרות ({code})",
    # the statement (ההצהרה)
    "law70b1.ask.not-understood": "חלק מההצהרה לא הובן: '{clause}' (מנהל התחרות קורא אותו)",
    "law70b.trumps-at-notrump": "ההצהרה מדברת על שליטים או על חיתוך, אבל החוזה הוא ללא שליט.",
    "law70c.trumps-not-out": "ההצהרה אומרת שהשליטים נגמרו, אבל {holder:le+none=some-opponent-le} "
                             "יש {cards} (חוק 70ג: התובע לא היה מודע לכך).",
    "law70b.card-not-held": "ההצהרה מזכירה קלפים שאינם בידי הצד התובע: {cards}.",
    "law70b.suit-not-held": "ההצהרה משחקת סדרה שאינה בידי הצד התובע: {suit:none=unnamed-suit}.",
    "law70b.cannot-ruff": "ההצהרה חותכת, אבל באף אחת מידי הצד התובע אין שליט.",
    "law70b.concede-own-card": "ההצהרה מוותרת על לקיחה לטובת קלפים שבידי הצד התובע: {cards}.",
    "law70b.statement-problem": "ההצהרה סותרת את הידיים ({code}).",

    # --- Laws 41, 43B, 47, 9A4 and more (lawsp, issue 17) -----------------------------
    "law41.ask.when": "מתי ואיך נחשפה הובלת הפתיחה: גלויה מיד (41א), במהלך המכרז (24), או "
                      "הפוכה לפני סוף המכרז (41א)?",
    "law41.ask.who": "של מי הייתה הובלת הפתיחה, ובאיזה קלף (41)?",
    "law41.during-auction": "{offender} חשף את {card:none=a-card} כהובלת פתיחה לפני שהמכרז "
                            "הסתיים (41): זהו קלף שנחשף במהלך המכרז, חוק 24. {partner} חייב "
                            "לקרוא פאס בתורו הבא (24ב); הקלף נשאר גלוי עד סוף המכרז.",
    "law41.if-during-auction": "אם נחשפה במהלך המכרז",
    "law41.if-face-down-early": "אם הונחה הפוכה לפני סוף המכרז",
    "law41.if-face-up": "אם נחשפה מיד במקום להיות מונחת הפוכה",
    "law41.ui.lead-ready": "הובלה מוכנה של {offender}",
    "law41a.face-down-early": "{offender} הניח הובלה הפוכה לפני שהמכרז הסתיים: היא חוזרת לידו "
                              "(41א) והמכרז ממשיך; העובדה שהובלה הייתה מוכנה היא מידע בלתי "
                              "מורשה {partner:le} (16ג).",
    "law41a.faced-not-face-down": "{offender} חשף מיד את הובלת הפתיחה {card:none=a-card} במקום "
                                  "להוביל הפוך (41א): ההובלה עומדת ואיש אינו מאבד את הזכות "
                                  "לשאול שאלות (41ב); אין תיקון.",
    "law43b.lost-rights": "הדומם {dummy}, שאיבד את זכויותיו, היה הראשון להסב את תשומת הלב "
                          "לריבוק של {offender}: אין תיקון (43ב); המשחק ממשיך כאילו לא קרה.",
    "law43b.watch": "אם המגנים הרוויחו מהריבוק, מנהל התחרות מתקן את התוצאה שלהם בלבד (43ב)",
    "law47.ask.who": "מי החזיר איזה קלף (47)?",
    "law47.ask.why": "מדוע הוחזר {card:none=a-card}: מקרה שחוקים 47א-ה מתירים, או אף אחד מהם "
                     "(ואז הוא נשאר משוחק, 47ו)?",
    "law47.if-not-permitted": "אם שום חוק לא התיר זאת",
    "law47.if-permitted": "אם הוחזר כפי שחוקים 47א-ה מתירים",
    "law47.permitted": "{offender} החזיר את {card:none=a-card}, כפי שהחוקים מתירים (חוק "
                       "{law:law}): אין תיקון.",
    "law47.ui.withdrawn-card": "הקלף שהוחזר {card}",
    "law47b.declaring-side": "{offender} החזיר את {card:none=a-card} כדי לתקן משחק בלתי חוקי "
                             "(47ב): הוא מוחלף ללא תיקון.",
    "law47b.defender": "{offender} החזיר את {card} כדי לתקן משחק בלתי חוקי (47ב): קלף של מגן "
                       "שהוחזר כך הוא קלף עונשין (49, 50ב).",
    "law47f.stays-played": "{offender} החזיר את {card:none=a-card} בלי ששום חוק מתיר זאת: קלף "
                           "ששוחק נשאר משוחק (47ו).",
    "law50d1.played-same-trick": "{owner} שיחק את {card} ללקיחה {trick}, הלקיחה שבה נחשף (50ד1): "
                                 "שם הוא חדל להיות קלף עונשין, ולכן אין לכרוז ברירת הובלה",
    "law57.not-premature": "{partner} כבר שיחק כש{offender} שיחק את {card}: הקלף לא שוחק לפני "
                           "השותף, וחוק 57א אינו חל.",
    "law57c.sequence": "כפי שקבע מנהל התחרות, הקלפים הגיעו ללקיחה {trick} בסדר הזה: {sequence}.",
    "law57c2.ask.dummy-own-volition": "האם הדומם בחר את הקלף מיוזמתו (57ג2), או שהכרוז קרא לו?",
    "law58b.ask.faces-visible": "מבין {cards}, האם נראו פניו של יותר מקלף אחד (58ב2), או רק של "
                                "אחד (58ב1)?",
    "law58b3.chose": "{holder}, ששיחק אחרי הקלף שהוחזר, בחר {choice:be} (58ב3).",
    "law61a.breach.no-transfer": "{player} הפר את החובה הזו בלקיחה {trick}: ריבוק (61א), שהתבסס "
                                 "כשהצד שלו המשיך לשחק (63א); אין העברת לקיחות (חוק {law:law}: "
                                 "{basis}).",
    "law61a.breach.transfer": "{player} הפר את החובה הזו בלקיחה {trick}: ריבוק (61א), שהתבסס "
                              "כשהצד שלו המשיך לשחק (63א): לקיחות שמועברות {to:le}: {tricks} "
                              "(חוק {law:law}: {basis}).",
    "law62c1.chose": "{holder}, ששיחק אחרי הריבוק, בחר {choice:be} (62ג1).",
    "law67b2.restored-card-seen": "השותף של {offender} ראה את {cards}: קלף עונשין (67ב2, 50ב).",
    "law69b71.correction-period-over": "תשומת הלב הוסבה אחרי תקופת התיקונים: ההסכמה והוויתור "
                                       "עומדים (69ב, 71).",
    "law69b71.in-correction-period": "תשומת הלב הוסבה בתוך תקופת התיקונים, ולכן 69ב ו-71 עדיין "
                                     "יכולים לחול.",
    "law9.attention-by": "את תשומת הלב הסב {seat}.",
    "law90.ask.procedural-penalty": "האם ההערה של הדומם {dummy} מצדיקה עונש נוהלי (חוק 90)?",
    "law9a4.ask.during-play": "האם הדומם {dummy} הסב את תשומת הלב לפני סוף המשחק (9א4)?",
    "law9a4.dummy-drew-attention": "הדומם {dummy} הסב לכך את תשומת הלב במהלך המשחק, ודומם אינו "
                                   "רשאי לעשות זאת (9א4, 43א1(ב)); הריבוק מתוקן בכל זאת.",
    "law9a4.dummy-drew-attention.when-unknown": "הדומם {dummy} הסב לכך את תשומת הלב: אחרי המשחק "
                                                "הוא רשאי (9א4), במהלכו אינו רשאי (43א1(ב)). "
                                                "בכל מקרה הריבוק מתוקן.",

    # --- Laws 7, 9, 11, 17D, 26B, 27C, 28B, 82C (issue 17 rulings) -------------------
    "law11a.acted-before-director": "הצד החף פעל לפני שקרא למנהל התחרות: ייתכן שאיבד את הזכות "
                                    "לתיקון (חוק 11א); עדיין אפשר להטיל עונש נוהלי (חוק 11ב).",
    "law11a.ask.advantage": "האם הצד החף הרוויח מכך שהיריבים לא הכירו את זכויותיהם וחובותיהם "
                            "(חוק 11א)?",
    "law11a.forfeited": "הזכות לתיקון אבדה, כי פעלו לפני שנקרא מנהל התחרות",
    "law11a.if-advantage": "הצד החף הרוויח מאי-ידיעת החוק של היריבים: הרווח הזה נלקח ממנו "
                           "(חוק 11א)",
    "law11a.if-no-advantage": "אין רווח כזה: הזכות לתיקון אבדה והתוצאה עומדת (חוק 11א)",
    "law11a.split-score": "תוצאה מפוצלת: הצד החף מאבד את מה שהרוויח, והצד המפר שומר על תוצאת "
                          "השולחן (חוקים 11א, 12ג1ב)",
    "law11b.watch": "גם כשהזכות לתיקון אבדה, אפשר להטיל עונש נוהלי (חוקים 11ב, 90)",
    "law17d.apparently-passed-out": "הפאס ש{offender} קרא מחוץ לתור לקח מ{missed:mi} את תורו, "
                                    "והבורד נראה כאילו כולם קראו בו פאס אף ש{missed} לא קרא "
                                    "כלל. המכרז לא הסתיים (חוק 17ד3): כל עוד תקופת המכרז "
                                    "נמשכת, התור חוזר {missed:le}, הפאסים שאחריו מבוטלים (חוק "
                                    "16ג חל עליהם, ו{offender} הוא המפר) והמכרז נמשך כרגיל.",
    "law17d.if-period-ended": "תקופת המכרז הסתיימה: המכרז נשאר כפי שהשולחן השאיר אותו",
    "law17d.if-period-open": "תקופת המכרז לא הסתיימה: המכרז חוזר {missed:le}",
    "law17d1.ask.lead-faced": "האם הובלת הפתיחה כבר נחשפה לפני שהוסבה תשומת הלב (חוק 17ד1)?",
    "law17d1.lead-faced": "אבל הובלת הפתיחה כבר נחשפה, ולכן תקופת המכרז הסתיימה (חוק 17ד1): אי "
                          "אפשר לפתוח מחדש את המכרז עבור {missed}, והחוזה עומד.",
    "law17d1.period-ended": "תקופת המכרז הסתיימה כשהובלת הפתיחה נחשפה",
    "law17d2.ask.hands-returned": "האם כל ארבע הידיים כבר הוחזרו לבורד לפני שהוסבה תשומת הלב "
                                  "(חוק 17ד2)?",
    "law17d2.hands-returned": "אבל כל ארבע הידיים כבר הוחזרו לבורד, ולכן תקופת המכרז הסתיימה "
                              "(חוק 17ד2): אי אפשר לפתוח מחדש את המכרז עבור {missed}, והבורד "
                              "נשאר כבורד שכולם קראו בו פאס.",
    "law17d2.period-ended": "תקופת המכרז הסתיימה כשהידיים הוחזרו לבורד",
    "law26b.breach-is-revoke": "{partner} יכול היה לציית: הובלה בניגוד לבחירת הכרוז לפי חוק 26ב "
                               "היא ריבוק (חוק 61א, לקיחה {trick}), שמתוקן לפי חוקים 63-64",
    "law26b.could-not-comply": "{partner} הוביל {suit} בניגוד לבחירת הכרוז, אבל לא היה בידו "
                               "קלף אחר שמציית לה: אין הפרה",
    "law27c.replacement-stands": "{offender} החליף אותה {call:be} לפני שמנהל התחרות פסק: אלא אם "
                                 "היריב משמאל יקבל את ההכרזה הבלתי מספקת, ההחלפה עומדת ונפסקת "
                                 "לפי חוק 27ב (חוק 27ג).",
    "law27c.replacement-unknown": "{offender} החליף אותה לפני שמנהל התחרות פסק: אלא אם היריב "
                                  "משמאל יקבל את ההכרזה הבלתי מספקת, ההחלפה עומדת (חוק 27ג); "
                                  "הרישום אינו מראה אותה.",
    "law28b.ask.turn-holder-called": "האם {turn}, שהיה זה תורו, באמת קרא לפני שמנהל התחרות פסק "
                                     "(חוק 28ב)?",
    "law28b.offender-called-freely": "{offender} קרא {call} בתורו שלו (קריאה {number}), וכל "
                                     "קריאה חוקית הייתה פתוחה בפניו; אסור {partner:le} להשתמש "
                                     "בקריאה שבוטלה (חוק 16ג2)",
    "law28b.record-shows-another-caller": "הרישום מראה את {player} קורא בקריאה {number}, ולא "
                                          "את {turn}",
    "law28b.turn-holder-call": "{turn} קרא {call} בתורו (קריאה {number}): הקריאה עומדת "
                               "בתורה (חוק 28ב)",
    "law28b.turn-holder-call-not-recorded": "הרישום אינו מראה את הקריאה של {turn} אחרי הקריאה "
                                            "שבוטלה",
    "law7.irregular-procedure": "{offender} לא נהג לפי הנוהל לטיפול בבורדים ובקלפים (חוק 7): "
                                "אפשר להטיל עונש נוהלי (חוק 90).",
    "law82c.ask.error": "האם הפסיקה שניתנה בשולחן הייתה שגויה, ואי אפשר עוד לרשום את הבורד "
                        "כרגיל (חוק 82ג)?",
    "law82c.both-non-offending": "תוצאה מתוקנת, ושני הצדדים נחשבים לצד החף (חוק 82ג); אם אי "
                                 "אפשר לקבוע תוצאה, ממוצע פלוס לשניהם (חוק 12ג2: {percent}% לכל "
                                 "אחד בזוגות, +{imps} IMP לכל אחד בקבוצות)",
    "law82c.if-error": "הפסיקה בשולחן הייתה שגויה ואי אפשר לרשום את הבורד כרגיל",
    "law82c.table-agrees": "הפסיקה שניתנה בשולחן (חוק {table:law}) תואמת את הפסיקה הזו.",
    "law82c.table-differs": "הפסיקה שניתנה בשולחן (חוק {table:law}) שונה מהפסיקה הזו (חוק "
                            "{ours:law}): אם זו טעות של מנהל התחרות ושום תיקון אינו מאפשר לרשום "
                            "את הבורד כרגיל, מנהל התחרות מעניק תוצאה מתוקנת ורואה בשני הצדדים "
                            "צד חף (חוק 82ג).",
    "law90.watch": "עונש נוהלי על הפרת הנוהל (חוק 90)?",
    "law9b.director-called-by": "{caller} קרא למנהל התחרות (חוק 9ב); הפסיקה מתייחסת לחריגה "
                                "שנרשמה עמו.",
    "law9b1.called-late": "מנהל התחרות לא נקרא מיד כשהוסבה תשומת הלב לחריגה (חוק 9ב1א).",
    "law9b1.not-called": "איש לא קרא למנהל התחרות כשהוסבה תשומת הלב לחריגה (חוק 9ב1א): רק "
                         "מנהל התחרות קובע תיקון (חוק 10א), ולכן למה שהשחקנים הסכימו ביניהם "
                         "אין תוקף.",

    # --- the engine ------------------------------------------------------------------------
    "law9b.director-called": "כאן נקרא מנהל התחרות (חוק 9ב); הפסיקה מתייחסת לחריגה שנרשמה עמו.",
    "engine.ask.no-rule": "לתוכנה עדיין אין כלל עבור '{kind}': מנהל התחרות צריך לפסוק",
    "engine.no-rule": "{kind}: התוכנה עדיין אינה פוסקת בסוג זה; ראו חוק {laws:law}.",
    "engine.ask.rule-failed": "התוכנה לא הצליחה לפסוק ({error}): מנהל התחרות צריך לפסוק",
    "engine.rule-failed": "התוכנה לא הצליחה לפסוק ב{kind}: {error}",
    # --- חוק 37: ההפרה נפסקת כחריגה בפני עצמה --------------------------------------------
    "law37.ruled-apart": "{player} קרא {call} בקריאה {number} אף שחוק {law:law} חייב אותו "
                          "לקרוא פאס: על כך נפסק בנפרד, כקריאה כשחובה לקרוא פאס (חוק 37)",
    # --- חוק 82ג: הפסיקה בשולחן במילים (ruled-option=) -------------------------------------
    "law82c.table-applied-agrees": "מנהל התחרות החיל בשולחן {action}, כמו הפסיקה הזו.",
    "law82c.table-applied-differs": "מנהל התחרות החיל בשולחן {action}, והפסיקה הזו אינה מחילה זאת.",
    "law82c.table-choice-agrees": "מנהל התחרות התיר בשולחן את הבחירה {choice}, כמו הפסיקה הזו.",
    "law82c.table-choice-differs": "מנהל התחרות התיר בשולחן את הבחירה {choice}, והפסיקה הזו אינה "
                                   "מציעה אותה.",
    # --- חוק 11א: התוצאה המפוצלת במספרים --------------------------------------------------
    "law11a.split-numbers": Plural("gained", {
        "one": "תוצאה מפוצלת אם היתרון נלקח (חוק 12ג1(ב)): {acting} מאבדים את הלקיחה "
               "שהרוויחו, והכרוז נרשם עם {adjusted} לקיחות במקום {tricks}: צפון-דרום {ns}, "
               "מזרח-מערב {ew}; הצד המפר שומר על התוצאה שהושגה בשולחן.",
        "two": "תוצאה מפוצלת אם היתרון נלקח (חוק 12ג1(ב)): {acting} מאבדים את שתי "
               "הלקיחות שהרוויחו, והכרוז נרשם עם {adjusted} לקיחות במקום {tricks}: צפון-דרום "
               "{ns}, מזרח-מערב {ew}; הצד המפר שומר על התוצאה שהושגה בשולחן.",
        "other": "תוצאה מפוצלת אם היתרון נלקח (חוק 12ג1(ב)): {acting} מאבדים את {gained} "
                 "הלקיחות שהרוויחו, והכרוז נרשם עם {adjusted} לקיחות במקום {tricks}: צפון-דרום "
                 "{ns}, מזרח-מערב {ew}; הצד המפר שומר על התוצאה שהושגה בשולחן."}),
    "law11a.need-gain": "לחישוב התוצאה המפוצלת מנהל התחרות מציין כמה לקיחות הרוויח הצד "
                         "(gained=N בסימון של מנהל התחרות).",
    "law11a.need-actor": "לחישוב התוצאה המפוצלת הסימון של מנהל התחרות מציין את השחקן שפעל "
                          "(המושב הראשון).",
    "law11a.need-result": "לחישוב התוצאה המפוצלת הרישום צריך לכלול חוזה, כרוז, פגיעוּת ותוצאה.",
    # --- חוקים 41 ו-47 אחרי בדיקת מנהל תחרות ----------------------------------------------
    "law41.if-offender-defends": "{offender} מגן: הקלף הוא קלף עונשין עיקרי (50)",
    "law41.if-offender-declares": "{offender} נעשה כרוז או דומם: הוא מחזיר את הקלף לידו",
    "law47c.defender": "{offender} החזיר את {card:none=a-card} כאילו היה זה ציון שגוי, אבל "
                       "התיקון הזה שמור לכרוז (45ג4(ב)): קלף ששיחק מגן נשאר משוחק (47ו).",
    # --- claim desk additions (issue 21): a claim judged from the position entered ------
    "claim.position-entered": Plural("tricks", {
        "one": "נשפט לפי הקלפים כפי שהיו בעת התביעה, כפי שהזין מנהל התחרות (הלקיחה האחרונה, "
               "ההובלה אצל {lead}): אין רישום של המשחק.",
        "two": "נשפט לפי הקלפים כפי שהיו בעת התביעה, כפי שהזין מנהל התחרות (נותרו שתי "
               "לקיחות, ההובלה אצל {lead}): אין רישום של המשחק.",
        "other": "נשפט לפי הקלפים כפי שהיו בעת התביעה, כפי שהזין מנהל התחרות (נותרו {tricks} "
                 "לקיחות, ההובלה אצל {lead}): אין רישום של המשחק."}),
    "claim.contested-not-judged": "תביעה שנויה במחלוקת: לא נשפטה בעמוד זה (חוק 70).",
    "claim.ask.judge-at-desk": "לשפוט את התביעה השנויה במחלוקת בשולחן התביעות",
    "claim.no-play-record": "בהיעדר רישום של המשחק לא ידוע על שחקן שלא שירת בסדרה, ולכן אף "
                            "סדרה אינה נחשבת ריקה על סמך משחק קודם (חוק 70ה1).",
}


def plural(n: int) -> str:
    return "one" if n == 1 else "two" if n == 2 else "other"


def join(items: list[str], how: str) -> str:
    if how in ("space", "slash", "comma", "semicolon"):
        return {"space": " ", "slash": "/", "comma": ",", "semicolon": "; "}[how].join(items)
    if how in ("or", "and") and len(items) > 1:
        last = f" {prefix(items[-1], 've')}" if how == "and" else f" או {items[-1]}"
        return ", ".join(items[:-1]) + last
    return ", ".join(items)


#: The one-letter prepositions and conjunctions that join the next word.
PREFIXES = {"ve": "ו", "be": "ב", "le": "ל", "mi": "מ", "she": "ש", "ha": "ה"}


#: A law reference's Latin sub-letters, as the Hebrew seeds write them (law-titles.md):
#: 16C2 -> 16ג2, 12C1(b) -> 12ג1(ב); Roman sub-items become numbers, (ii) -> (2).
_LAW_LETTERS = dict(zip("ABCDEFGH", "אבגדהוזח"))
_ROMAN = {"i": "1", "ii": "2", "iii": "3", "iv": "4", "v": "5"}


def law_ref(ref: str) -> str:
    """A law reference with Hebrew sub-letters.

    >>> law_ref("16C2"), law_ref("12C1(b)"), law_ref("30B1(b)(ii)"), law_ref("38B-C")
    ('16ג2', '12ג1(ב)', '30ב1(ב)(2)', '38ב-ג')
    """
    out = re.sub(r"\((i{1,3}|iv|v)\)", lambda m: f"({_ROMAN[m.group(1)]})", ref)
    out = re.sub(r"\(([a-h])\)", lambda m: f"({_LAW_LETTERS[m.group(1).upper()]})", out)
    return re.sub(r"[A-H]", lambda m: _LAW_LETTERS[m.group(0)], out)


def prefix(word: str, case: str) -> str:
    """``word`` with the prefix letter ``case`` names; hyphenated before a non-Hebrew start.
    The case ``law`` writes a law reference with Hebrew sub-letters (:func:`law_ref`)."""
    if case == "law":
        return law_ref(word)
    letter = PREFIXES.get(case)
    if letter is None or not word:
        return word
    hebrew = "\u0590" <= word[0] <= "\u05ff"
    return f"{letter}{word}" if hebrew else f"{letter}-{word}"


def catalogue(fallback: Catalogue | None = None) -> Catalogue:
    return Catalogue("he", SENTENCES, TERMS, plural, ("one", "two", "other"), inflect=prefix,
                     join=join, direction="rtl", fallback=fallback)


__all__ = ["LRI", "PDI", "PREFIXES", "SENTENCES", "TERMS", "catalogue", "join", "law_ref", "plural",
           "prefix"]
