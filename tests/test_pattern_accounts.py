"""The detector's account of a whole-file pattern, said in Turkish and Hebrew (issue 20):
the numbers of the dealer / vulnerability shift and of the auction's wrong start are in
the ruling's text in the reader's language, not omitted and not in English
(reports/explain/accounts.py)."""

from __future__ import annotations

import re

import pytest

from hakem.reports.explain import catalogue_for, explain
from hakem.reports.explain.accounts import account_text

from test_record_patterns import (LAW2_FILE, PRACTICE_FILE, SEATS, file_finding, game, law2,
                                  passes_left_out)

#: English words of the detector's account.
_ENGLISH = re.compile(r"\b(the|dealer|vulnerability|differs|boards?|carries|seats?|auction|"
                      r"declarer|starting|reproduces|none|passes)\b", re.IGNORECASE)


def _said(text: str, lang: str) -> str:
    return explain(file_finding(text).ruling, lang)


def test_pattern_account_turkish_random_markings_gives_both_counts() -> None:
    said = _said(PRACTICE_FILE, "tr")
    found = re.search(r"taşımıyor \(dağıtıcı, 12 bordun (\d+) tanesinde Yasa 2'dekinden farklı, "
                      r"zon durumu 12 bordun (\d+) tanesinde; Yasa 2 döngüsünün sabit bir kayması "
                      r"bunu açıklamıyor\)\.", said)
    assert found, said
    detail = file_finding(PRACTICE_FILE).irregularity.detail
    assert f"on {found[1]} of 12 boards, the vulnerability on {found[2]} of 12" in detail
    assert _ENGLISH.findall(said) == []


def test_pattern_account_hebrew_renumbered_boards() -> None:
    text = "".join(game(n, *law2(n + 4)) for n in range(1, 21))
    said = _said(text, "he")
    assert "ב-20 מתוך 20 בורדים בורד n נושא את המחלק ומצב הפגיעות של בורד n+4" in said
    assert _ENGLISH.findall(said) == []


def test_pattern_account_turkish_dealer_turned_one_seat() -> None:
    text = "".join(game(n, SEATS[n % 4], law2(n)[1]) for n in range(1, 13))
    said = _said(text, "tr")
    assert "12 bordun 12 tanesinde dağıtıcı, Yasa 2'nin dağıtıcısının saat yönünde 1 oyuncu ötesinde" in said


@pytest.mark.parametrize("lang,expected", [
    ("tr", "(12 bordun 9 tanesinde artırım kaydedilen deklaranı vermiyor; artırım daha geç "
           "başlatılırsa kaydedilen dekleran çıkıyor: dağıtıcıdan 1 oyuncu sonra 5 bordda, dağıtıcıdan "
           "2 oyuncu sonra 3 bordda, dağıtıcıdan 3 oyuncu sonra 1 bordda; dosyanın 12 artırımından "
           "hiçbiri pasla başlamıyor: açılış deklaresinden önceki paslar atlanmış görünüyor)"),
    ("he", "(ב-9 מתוך 12 בורדים המכרז אינו מוביל לכרוז שנרשם; התחלת המכרז מאוחר יותר משחזרת את "
           "הכרוז: מושב אחד אחרי המחלק ב-5, 2 מושבים אחרי המחלק ב-3, 3 מושבים אחרי המחלק ב-1; אף "
           "אחד מ-12 המכרזים בקובץ אינו מתחיל בפאס: נראה שהפאסים שלפני ההכרזה הפותחת הושמטו)"),
])
def test_pattern_account_auction_without_opening_passes(lang: str, expected: str) -> None:
    offsets = [0, 1, 2, 1, 3, 0, 1, 2, 1, 1, 0, 2]
    text = "".join(passes_left_out(n, law2(n)[0], k, "1NT") for n, k in enumerate(offsets, start=1))
    said = _said(text, lang)
    assert expected in said, said
    assert _ENGLISH.findall(said) == []


def test_pattern_account_english_keeps_the_detectors_sentence_and_turkish_numbers_group() -> None:
    assert "no fixed shift" in _said(PRACTICE_FILE, "en")
    big = ("the auction does not make the recorded declarer on 1,234 of 5,678 boards; starting the "
           "auction 1 seat after the dealer reproduces it on 1,200 of them")
    assert account_text(big, catalogue_for("tr")) == (
        " (5.678 bordun 1.234 tanesinde artırım kaydedilen deklaranı vermiyor; artırım dağıtıcıdan "
        "1 oyuncu sonra başlatılırsa bunların 1.200 tanesinde kaydedilen dekleran çıkıyor)")
    assert account_text("a shape the detector never writes", catalogue_for("he")) == ""
    assert LAW2_FILE  # the clean file of the helpers gives no pattern at all
