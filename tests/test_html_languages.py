"""The HTML report in Turkish and Hebrew (issue 20): the page says its language, Hebrew
runs right to left while hand diagrams, auctions and play tables keep bridge's
left-to-right layout, the labels come from the catalogues, and headless Chromium renders
each language (a screenshot per language is saved, as for the English report)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hakem.model.settings import Language, Settings
from hakem.reports.explain import HTML_TERMS, catalogue_for
from hakem.reports.html_report import labels, write_report

from test_html_report import SAMPLES, chromium, needs_chromium, screenshot

#: English labels of the page that must not be left in another language's report.
ENGLISH_LABELS = ("Files read", "Rulings that need the director", "Depending on the facts",
                  "Judgements for the director", "Open in the BBO handviewer", "Cards in play order",
                  ">Summary<", ">Statistics<", "Dealer ", "TD note:")


@pytest.fixture(scope="module", params=["tr", "he"])
def report(request, tmp_path_factory) -> tuple[str, Path]:  # type: ignore[no-untyped-def]
    lang = request.param
    out = tmp_path_factory.mktemp(f"report-{lang}") / f"report-{lang}.html"
    write_report([SAMPLES], out, settings=Settings(language=Language(lang)))
    return lang, out


def test_html_labels_every_language_gives_every_label() -> None:
    for lang in ("tr", "he"):
        own = {"tr": catalogue_for("tr"), "he": catalogue_for("he")}[lang].terms
        assert [k for k in HTML_TERMS if k not in own] == []


def test_html_report_says_its_language_and_direction(report: tuple[str, Path]) -> None:
    lang, path = report
    html = path.read_text(encoding="utf-8")
    direction = "rtl" if lang == "he" else "ltr"
    assert f'<html lang="{lang}" dir="{direction}">' in html
    # bridge layouts stay left to right whatever the page's direction
    assert html.count('<div class="diagram" dir="ltr">') == html.count('class="card"') > 10
    assert '<table class="auction" dir="ltr">' in html
    assert '<table class="play" dir="ltr">' in html


def test_html_report_labels_are_in_the_language(report: tuple[str, Path]) -> None:
    lang, path = report
    html = path.read_text(encoding="utf-8")
    left = [label for label in ENGLISH_LABELS if label in html]
    assert left == []
    t = labels(lang)["t"]
    for key in ("summary", "needs_director", "statistics", "depending", "judgements"):
        assert t[key] in html


def test_html_report_rulings_are_in_the_language(report: tuple[str, Path]) -> None:
    lang, path = report
    html = path.read_text(encoding="utf-8")
    if lang == "tr":
        assert "sıra kendisine ilk geldiğinde pas geçmek zorundadır" in html
        assert "Yasa 30A" in html and ">Batı</th>" in html
    else:
        assert "חייב לקרוא פאס בתורו הבא" in html
        assert "חוק 30א" in html and ">מערב</th>" in html


def test_html_report_english_is_unchanged_by_the_labels(tmp_path: Path) -> None:
    out = tmp_path / "report-en.html"
    write_report([SAMPLES], out)
    html = out.read_text(encoding="utf-8")
    assert '<html lang="en" dir="ltr">' in html
    # main's wording since the finding classes (issue 22): the summary counts findings
    assert "Counted findings that need the director's judgement" in html.replace("&#39;", "'")
    assert "Counted (table)" in html and "Findings (table) by kind" in html
    assert "<th>W</th><th>N</th><th>E</th><th>S</th>" in html


def _with_layout_probe(path: Path, out: Path) -> Path:
    """A copy of the report that records, in the DOM, how Chromium laid it out: the page's
    direction, each bridge table's direction, and whether West's column is left of North's.
    The report's own policy forbids scripts, so the copy drops it; the page is ours."""
    html = path.read_text(encoding="utf-8")
    html = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", html)
    probe = """<script>
    const auction = document.querySelector("table.auction");
    const head = auction.rows[0].cells;
    const play = document.querySelector("table.play");
    document.body.setAttribute("data-probe", [
      getComputedStyle(document.body).direction,
      getComputedStyle(auction).direction,
      getComputedStyle(play).direction,
      getComputedStyle(document.querySelector(".diagram")).direction,
      head[0].getBoundingClientRect().left < head[1].getBoundingClientRect().left ? "west-left" : "west-right",
      play.rows[0].cells[0].getBoundingClientRect().left < play.rows[0].cells[1].getBoundingClientRect().left ? "trick-left" : "trick-right",
    ].join(" "));
    </script></body>"""
    out.write_text(html.replace("</body>", probe), encoding="utf-8")
    return out


@needs_chromium
def test_chromium_lays_out_each_language(report: tuple[str, Path], tmp_path: Path) -> None:
    lang, path = report
    screenshot(path, f"report-{lang}.png", tmp_path)
    probe = _with_layout_probe(path, tmp_path / f"probe-{lang}.html")
    done = chromium(["--dump-dom", probe.as_uri()], tmp_path / "profile-probe")
    found = re.search(r'data-probe="([^"]*)"', done.stdout)
    assert found is not None, done.stderr[-2000:]
    page = "rtl" if lang == "he" else "ltr"
    assert found.group(1) == f"{page} ltr ltr ltr west-left trick-left"



# --- the session pages and the claim desk (one catalogue, issue 20) ----------------------

#: What the records themselves say (a TD's notes and comments, the event, the file name):
#: verbatim by design, taken out before looking for English.
_VERBATIM = re.compile(r'<title>.*?</title>|<h1[^>]*>.*?</h1>|<div class="note">.*?</div>'
                       r'|<span class="source">.*?</span>|<td class="small">.*?</td>'
                       r'|<a href="\d\d-[^"]*">.*?</a>|<p class="small">[^<]*?·', re.S)
#: English words that would only be on a page if a label were left untranslated.
_ENGLISH_WORDS = re.compile(
    r"\b(the|and|of|is|not|with|trick|tricks|contract|score|board|boards|table|round|section|"
    r"room|pairs|session|sessions|file|record|defects|claims|look|director|judgement|"
    r"comments|irregularity|back|list|dealer|none|north|south|east|west|card|call|auction|"
    r"play|errors|rulings|passed|recorded|adjusted|whole)\b", re.IGNORECASE)


def _page_words(html: str) -> str:
    body = html.split("</style>", 1)[-1]
    words = re.sub(r"<[^>]+>", " ", _VERBATIM.sub(" ", body))
    return re.sub(r"\[[A-Z][A-Za-z]*\]", " ", words)  # PBN tag names ([Contract]) are the format's


@pytest.fixture(scope="module", params=["tr", "he"])
def session_pages(request, tmp_path_factory) -> tuple[str, list[Path]]:  # type: ignore[no-untyped-def]
    from hakem.reports.session_report import write_sessions
    lang = request.param
    done = write_sessions([SAMPLES], tmp_path_factory.mktemp(f"sessions-{lang}"),
                          settings=Settings(language=Language(lang)))
    return lang, [done.index, *done.pages]


def test_session_pages_have_no_english_label_left(session_pages: tuple[str, list[Path]]) -> None:
    lang, pages = session_pages
    assert len(pages) > 10
    left = {}
    for page in pages:
        found = _ENGLISH_WORDS.findall(_page_words(page.read_text(encoding="utf-8")))
        if found:
            left[page.name] = sorted(set(found))
    assert left == {}


def test_session_pages_say_seats_positions_and_vulnerability_in_the_language(
        session_pages: tuple[str, list[Path]]) -> None:
    lang, pages = session_pages
    html = "".join(p.read_text(encoding="utf-8") for p in pages)
    cat = catalogue_for(lang)
    assert cat.term("page.attention.table") in html and cat.term("page.back") in html
    assert cat.term("html.vul.None") in html and cat.term("seat.W") in html
    trick_card = cat.term("ui.position.trick-card").format(trick=4, card=2)
    assert trick_card in html, trick_card
    assert "trick 4 card 2" not in html and "Zon None" not in html


def test_claim_desk_words_are_each_languages_own() -> None:
    from hakem.reports.labels import desk_labels

    def flat(table: dict, prefix: str = "") -> dict[str, str]:  # type: ignore[type-arg]
        out: dict[str, str] = {}
        for key, value in table.items():
            out.update(flat(value, f"{prefix}{key}.") if isinstance(value, dict)
                       else {f"{prefix}{key}": value})
        return out

    english = flat(desk_labels("en"))
    for lang in ("tr", "he"):
        words = flat(desk_labels(lang))
        assert set(words) == set(english), lang
        same = sorted(k for k, v in words.items() if v == english[k] and re.search(r"[a-z]{3}", v))
        assert same == [], (lang, same)
        left = {k: v for k, v in words.items() if _ENGLISH_WORDS.search(v)}
        assert left == {}, (lang, left)
