"""Short titles of the laws hakem cites, next to their numbers in tables and charts.

The titles are short labels, not the law text (which hakem never quotes): they come
from ``docs/law-titles.md``, where each Turkish and Hebrew title's source is given
(the seeds, the Turkish federation's translation, or ours to be checked). A law
without a title here is shown by its number alone.

>>> law_title("64"), law_title("64A2"), law_title("999")
('Procedure after establishment of a revoke', 'Procedure after establishment of a revoke', None)
>>> law_label("29")
'Law 29 – Procedure after a call out of rotation'
"""

from __future__ import annotations

import re

from hakem.model.settings import Language

EN: dict[str, str] = {
    '2': 'The duplicate boards',
    '9': 'Procedure following an irregularity',
    '10': 'Assessment of rectification',
    '11': 'Forfeiture of the right to rectification',
    '12': "Director's discretionary powers",
    '13': 'Incorrect number of cards',
    '14': 'Missing card',
    '16': 'Authorised and unauthorised information',
    '17': 'The auction period',
    '18': 'Bids',
    '19': 'Doubles and redoubles',
    '22': 'Procedure after the bidding has ended',
    '23': 'Comparable call',
    '24': 'Card exposed or led during the auction',
    '25': 'Legal and illegal changes of call',
    '26': 'Call withdrawn, lead restrictions',
    '27': 'Insufficient bid',
    '28': 'Calls considered to be in rotation',
    '29': 'Procedure after a call out of rotation',
    '30': 'Pass out of rotation',
    '31': 'Bid out of rotation',
    '32': 'Double or redouble out of rotation',
    '33': 'Simultaneous calls',
    '34': 'Retention of the right to call',
    '35': 'Inadmissible calls',
    '36': 'Inadmissible doubles and redoubles',
    '37': 'Action violating obligation to pass',
    '38': 'Bid of more than seven',
    '39': 'Call after the final pass',
    '41': 'Commencement of play',
    '44': 'Sequence and procedure of play',
    '45': 'Card played (45E: fifth card played to a trick)',
    '47': 'Retraction of a card played',
    '48': "Exposure of declarer's cards",
    '49': "Exposure of a defender's cards",
    '50': 'Disposition of a penalty card',
    '51': 'Two or more penalty cards',
    '52': 'Failure to lead or play a penalty card',
    '53': 'Lead out of turn accepted',
    '54': 'Faced opening lead out of turn',
    '55': "Declarer's lead out of turn",
    '56': "Defender's lead out of turn",
    '57': 'Premature lead or play by a defender',
    '58': 'Simultaneous leads or plays (58B: simultaneous cards from one hand)',
    '59': 'Inability to lead or play as required',
    '60': 'Play after an illegal play',
    '61': 'Failure to follow suit – inquiries concerning a revoke',
    '62': 'Correction of a revoke',
    '63': 'Establishment of a revoke',
    '64': 'Procedure after establishment of a revoke',
    '65': 'Arrangement of tricks',
    '66': 'Inspection of tricks',
    '67': 'Defective trick',
    '68': 'Claim or concession of tricks',
    '69': 'Agreed claim or concession',
    '70': 'Contested claim or concession',
    '71': 'Concession cancelled',
    '72': 'General principles',
    '77': 'Duplicate bridge scoring table',
    '78': 'Methods of scoring',
    '79': 'Tricks won',
    '81': 'The director',
    '82': 'Rectification of errors of procedure',
    '85': 'Rulings on disputed facts',
}

TR: dict[str, str] = {
    '2': 'Turnuva bordları',
    '9': 'Usulsüzlükten sonra yöntem',
    '10': 'Onarmanın belirlenmesi',
    '11': 'Onarma hakkının yitirilmesi',
    '12': 'Hakemin takdir yetkileri',
    '13': 'Yanlış sayıda kart',
    '14': 'Eksik kart',
    '16': 'İzinli ve izinsiz bilgi',
    '17': 'Artırım süreci',
    '18': 'Deklareler',
    '19': 'Kontur ve sürkonturlar',
    '22': 'Artırım bittikten sonra yöntem',
    '23': 'Eşdeğer konuşma',
    '24': 'Artırım sırasında görünen veya çıkılan kart',
    '25': 'Yasal ve yasa dışı konuşma değişiklikleri',
    '26': 'Geri alınan konuşma, çıkış kısıtlamaları',
    '27': 'Yetersiz deklare',
    '28': 'Sıra olarak doğru yapılmış sayılan konuşmalar',
    '29': 'Sırasız bir konuşmadan sonra yöntem',
    '30': 'Sırasız pas',
    '31': 'Sırasız deklare',
    '32': 'Sırasız kontur ve sürkontur',
    '33': 'Eşzamanlı konuşmalar',
    '34': 'Konuşma hakkının korunması',
    '35': 'Kabulü olanaksız konuşmalar',
    '36': 'Kabulü olanaksız kontur ve sürkonturlar',
    '37': 'Pas geçme zorunluluğuna aykırı konuşma',
    '38': 'Yediden yüksek deklare',
    '39': 'Son pastan sonra konuşma',
    '41': 'Oyunun başlaması',
    '44': 'Oyunun sırası ve yöntemi',
    '45': 'Oynanmış kart (45E: bir löveye oynanan beşinci kart)',
    '47': 'Oynanmış kartın geri alınması',
    '48': 'Dekleranın kartlarının görünmesi',
    '49': 'Defans oyuncusunun kartlarının görünmesi',
    '50': 'Cezalı kartın durumu',
    '51': 'İki veya daha fazla cezalı kart',
    '52': 'Cezalı kartla çıkılmaması veya oynanmaması',
    '53': 'Sırasız çıkışın kabulü',
    '54': 'Yüzü açık sırasız atak',
    '55': 'Dekleranın sırasız çıkışı',
    '56': 'Defans oyuncusunun sırasız çıkışı',
    '57': 'Defans oyuncusunun zamanından önce çıkışı veya oyunu',
    '58': 'Eşzamanlı çıkış veya oyunlar (58B: bir elden oynanan eşzamanlı kartlar)',
    '59': 'İstenen biçimde çıkamama veya oynayamama',
    '60': 'Yasaya aykırı bir oyundan sonra oyun',
    '61': 'Renge uymamak – rönons ile ilgili araştırmalar',
    '62': 'Rönonsun düzeltilmesi',
    '63': 'Rönonsun resmileşmesi',
    '64': 'Rönons resmileştikten sonra yöntem',
    '65': 'Lövelerin düzenlenmesi',
    '66': 'Lövelerin incelenmesi',
    '67': 'Özürlü löve',
    '68': 'Löve talebi veya terki',
    '69': 'Kabul edilmiş talep veya terk',
    '70': 'İtiraz edilmiş talep veya terk',
    '71': 'Terkin iptali',
    '72': 'Genel ilkeler',
    '77': 'Düplike briç skor tablosu',
    '78': 'Skorlama yöntemleri',
    '79': 'Kazanılan löveler',
    '81': 'Hakem',
    '82': 'Yöntem hatalarının düzeltilmesi',
    '85': 'Tartışmalı olgular hakkında karar',
}

HE: dict[str, str] = {
    '2': 'הבורדים',
    '9': 'נוהל לאחר חריגה',
    '10': 'קביעת התיקון',
    '11': 'פקיעת הזכות לתיקון',
    '12': 'סמכויות שיקול הדעת של מנהל התחרות',
    '13': 'מספר קלפים שגוי',
    '14': 'קלף חסר',
    '16': 'מידע מורשה ובלתי מורשה',
    '17': 'תקופת המכרז',
    '18': 'הכרזות',
    '19': 'כפל וכפל כפליים',
    '22': 'נוהל לאחר סיום המכרז',
    '23': 'קריאה שקולה',
    '24': 'קלף שנחשף או הובל במהלך המכרז',
    '25': 'שינוי קריאה חוקי ובלתי חוקי',
    '26': 'קריאה שבוטלה, הגבלות הובלה',
    '27': 'הכרזה בלתי מספקת',
    '28': 'קריאות הנחשבות כנעשו בתור',
    '29': 'נוהל לאחר קריאה מחוץ לתור',
    '30': 'פאס מחוץ לתור',
    '31': 'הכרזה מחוץ לתור',
    '32': 'כפל או כפל כפליים מחוץ לתור',
    '33': 'קריאות בו-זמניות',
    '34': 'שמירת הזכות לקרוא',
    '35': 'קריאות בלתי קבילות',
    '36': 'כפל וכפל כפליים בלתי קבילים',
    '37': 'פעולה המפרה את החובה לקרוא פאס',
    '38': 'הכרזה מעל שבע',
    '39': 'קריאה אחרי הפאס האחרון',
    '41': 'תחילת המשחק',
    '44': 'סדר המשחק והליכיו',
    '45': 'קלף ששוחק (45ה: קלף חמישי שנתרם ללקיחה)',
    '47': 'החזרת קלף ששוחק',
    '48': 'חשיפת קלפי הכרוז',
    '49': 'חשיפת קלפים של מגן',
    '50': 'הטיפול בקלף עונשין',
    '51': 'שני קלפי עונשין או יותר',
    '52': 'אי-הובלה או אי-משחק של קלף עונשין',
    '53': 'קבלת הובלה מחוץ לתור',
    '54': 'הובלת פתיחה גלויה מחוץ לתור',
    '55': 'הובלה מחוץ לתור של הכרוז',
    '56': 'הובלה מחוץ לתור של מגן',
    '57': 'הובלה או משחק מוקדמים של מגן',
    '58': 'הובלות או משחקים בו-זמניים',
    '59': 'חוסר יכולת להוביל או לשחק כנדרש',
    '60': 'משחק לאחר משחק בלתי חוקי',
    '61': 'אי-שירות בסדרה – בירורים בדבר ריבוק',
    '62': 'תיקון ריבוק',
    '63': 'ביסוס ריבוק',
    '64': 'נוהל לאחר ביסוס ריבוק',
    '65': 'סידור הלקיחות',
    '66': 'בדיקת לקיחות',
    '67': 'לקיחה פגומה',
    '68': 'תביעת לקיחות או ויתור עליהן',
    '69': 'תביעה או ויתור מוסכמים',
    '70': 'תביעה או ויתור שנויים במחלוקת',
    '71': 'ביטול ויתור',
    '72': 'עקרונות כלליים',
    '77': "טבלת הניקוד בברידג' תחרותי",
    '78': 'שיטות ניקוד',
    '79': 'לקיחות שהושגו',
    '81': 'מנהל התחרות',
    '82': 'תיקון טעויות נוהל',
    '85': 'פסיקה בעובדות שנויות במחלוקת',
}

TITLES: dict[str, dict[str, str]] = {"en": EN, "tr": TR, "he": HE}
_NUMBER = re.compile(r"\d+")


def law_title(law: str, lang: str | Language = "en") -> str | None:
    """The title of the whole law that ``law`` (``64``, ``64A2``) belongs to, or None."""
    found = _NUMBER.match(str(law).strip())
    if found is None:
        return None
    code = lang.value if isinstance(lang, Language) else str(lang)
    return TITLES.get(code, EN).get(found.group()) or EN.get(found.group())


def law_label(law: str, lang: str | Language = "en") -> str:
    """``Law 29 – Procedure after a call out of rotation`` (the number alone without a title)."""
    title = law_title(law, lang)
    return f"Law {law}" + (f" \u2013 {title}" if title else "")


__all__ = ["EN", "HE", "TITLES", "TR", "law_label", "law_title"]
