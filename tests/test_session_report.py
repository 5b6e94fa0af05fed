"""The session view (issue 19): one page per session, what to look at first, every board
in order with table, round and pairs, suit symbols in ruling text, checked in Chromium."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.model.settings import Language, Settings
from hakem.reports import labels
from hakem.reports.explain import catalogue_for
from hakem.reports.session_report import attention_class, write_sessions

from test_html_report import HOSTILE, chromium, needs_chromium, screenshot

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
TEMPLATES = Path(__file__).resolve().parents[1] / "reports" / "templates"

TABLES_AND_ROUNDS = """[Event "Tuesday pairs"]
[Date "2025.02.04"]
[Board "5"]
[Table "3"]
[Round "2"]
[North "Baran"]
[East "Celik"]
[South "Demir"]
[West "Aksoy"]
[Dealer "N"]
[Vulnerable "NS"]
[Deal "N:AKQ2.KQ2.AK2.K32 T987.987.987.987 J654.J654.J65.J6 3.AT3.QT43.AQT54"]
[Declarer "N"]
[Contract "2NT"]
[Result "?"]
[Auction "N"]
2NT Pass Pass 1S
Pass Pass Pass

[Board "6"]
[Table "4"]
[Round "2"]
[North "Ergin"]
[East "Fidan"]
[South "Gul"]
[West "Halis"]
[Dealer "E"]
[Vulnerable "EW"]
[Deal "N:AKQ2.KQ2.AK2.K32 T987.987.987.987 J654.J654.J65.J6 3.AT3.QT43.AQT54"]
"""


def text_of(page: str) -> str:
    """What a reader sees: no tags, entities resolved, spaces collapsed."""
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))


@pytest.fixture(scope="module")
def sample_pages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sessions")
    result = write_sessions([SAMPLES], out)
    assert len(result.pages) == len(list(SAMPLES.glob("*.pbn")) + list(SAMPLES.glob("*.lin")))
    return out


@pytest.fixture(scope="module")
def tables_page(tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("tables")
    source = folder / "tuesday.pbn"
    source.write_text(TABLES_AND_ROUNDS, encoding="utf-8")
    result = write_sessions([source], folder / "out")
    return result.pages[0].read_text(encoding="utf-8")


def test_session_boards_in_order_with_table_round_and_pairs(tables_page: str) -> None:
    text = text_of(tables_page)
    five, six = text.index("Board 5 · Table 3 · Round 2"), text.index("Board 6 · Table 4 · Round 2")
    assert five < six
    assert "Pairs: NS Baran – Demir / EW Celik – Aksoy" in text
    assert "Pairs: NS Ergin – Gul / EW Fidan – Halis" in text


def test_session_says_why_a_score_is_unknown_never_question_marks(tables_page: str) -> None:
    text = text_of(tables_page)
    assert "NS score not known: no result recorded" in text      # board 5: [Result "?"]
    assert "NS score not known: no contract recorded" in text    # board 6: no auction at all
    assert "? → ?" not in text and "?&rarr;?" not in tables_page


def test_bbo_player_names_come_from_pn(sample_pages: Path) -> None:
    page = next(sample_pages.glob("*-markers.html")).read_text(encoding="utf-8")
    assert "Pairs: NS Baran – Demir / EW Celik – Aksoy" in text_of(page)  # pn| is S, W, N, E


def test_attention_lists_table_infractions_then_claims_then_folded_record_defects(sample_pages: Path) -> None:
    page = next(sample_pages.glob("*-markers-play.html")).read_text(encoding="utf-8")
    table, claims, record = (page.index(f'class="attention-{n}"') for n in ("table", "claim", "record"))
    assert table < claims < record < page.index('class="board')
    folded = page[record:page.index("</section>", record)]
    assert "<details>" in folded and "result-mismatch" in folded
    claims_part = page[claims:record]
    assert "claim (S)" in claims_part and "concession (E)" in claims_part
    assert "claim" not in page[table:claims].replace("Claims to look at", "").split("</h3>")[1]


def test_every_attention_link_and_index_link_leads_somewhere(sample_pages: Path) -> None:
    index = (sample_pages / "index.html").read_text(encoding="utf-8")
    pages = re.findall(r'<a href="([^"#]+\.html)">', index)
    assert sorted(pages) == sorted(p.name for p in sample_pages.glob("[0-9]*.html"))
    for name in pages:
        page = (sample_pages / name).read_text(encoding="utf-8")
        ids = set(re.findall(r' id="([^"]+)"', page))
        targets = set(re.findall(r'href="#([^"]+)"', page))
        assert targets <= ids, (name, targets - ids)
        assert 'href="index.html"' in page


def test_attention_class_of_a_ruling_row() -> None:
    assert attention_class({"irregularity": "revoke", "phase": "play"}) == "table"
    assert attention_class({"irregularity": "claim", "phase": "play"}) == "claim"
    assert attention_class({"irregularity": "result-mismatch", "phase": "record"}) == "record"


_CARD_WITH_LETTER = re.compile(r"\b[SHDC](?:10|[2-9TJQKA])\b|\b[1-7][SHDC]\b")


def test_every_card_and_suit_in_ruling_text_uses_symbols(sample_pages: Path) -> None:
    checked = 0
    for page in sample_pages.glob("[0-9]*.html"):
        source = page.read_text(encoding="utf-8")
        for block in re.findall(r'<(?:div|ul) class="(?:text|note)">(.*?)</(?:div|ul)>', source, re.S):
            words = text_of(block)
            assert not _CARD_WITH_LETTER.search(words), (page.name, words)
            checked += 1
    assert checked > 100
    play = next(sample_pages.glob("*-markers-play.html")).read_text(encoding="utf-8")
    assert "W's \u26668 is a penalty card" in text_of(play)


def test_the_directors_note_is_shown_once_per_board_as_text(sample_pages: Path) -> None:
    page = next(sample_pages.glob("*-markers-play.html")).read_text(encoding="utf-8")
    # board 2's note belongs to two rulings (the exposed card and the penalty card)
    assert page.count("West dropped the \u26668 face up while following") == 1
    assert "@OLOOT" not in page and "@LOOT" not in page  # no raw marker syntax


def test_hostile_names_are_escaped_in_the_session_page(tmp_path: Path) -> None:
    source = tmp_path / "hostile.pbn"
    source.write_text(HOSTILE, encoding="utf-8")
    page = write_sessions([source], tmp_path / "out").pages[0].read_text(encoding="utf-8")
    assert "<script>" not in page.split("</style>")[1] and "&lt;script&gt;" in page
    assert "<img src=x" not in page


def test_every_label_a_template_asks_for_is_in_every_catalogue() -> None:
    asked = set()
    for template in TEMPLATES.glob("*.j2"):
        asked |= set(re.findall(r'label\("([\w.]+)"\)', template.read_text(encoding="utf-8")))
    asked |= {f"attention.{n}{s}" for n in ("table", "claim", "record") for s in ("", ".help")}
    assert asked
    for lang in ("en", "tr", "he"):  # each language's OWN table, not English filling in
        own = catalogue_for(lang).terms
        assert sorted(k for k in asked if labels.term_of(k) not in own) == [], lang


def test_page_words_come_from_the_catalogue_of_the_language(tmp_path: Path, monkeypatch) -> None:
    from hakem.reports.explain import tr
    monkeypatch.setitem(tr.TERMS, "page.contract", "Kontratlar")
    monkeypatch.setitem(tr.TERMS, "page.attention", "Bakılacaklar")
    result = write_sessions([SAMPLES / "markers-play.pbn"], tmp_path,
                            settings=Settings(language=Language.TR))
    text = text_of(result.pages[0].read_text(encoding="utf-8"))
    assert "Kontratlar" in text and "Bakılacaklar" in text
    assert labels.label("td_notes", "tr") == "Hakem notu:"  # a word the catalogue has: its html.* term
    assert "Bakılacak talepler" in text and "Claims to look at" not in text
    assert '<html lang="tr"' in result.pages[0].read_text(encoding="utf-8")


def test_report_format_sessions_writes_a_folder_of_pages(tmp_path: Path) -> None:
    out = tmp_path / "sessions"
    done = CliRunner().invoke(cli, ["report", str(SAMPLES / "markers-play.pbn"), "--format", "sessions",
                                    "-o", str(out)])
    assert done.exit_code == 0, done.output
    assert sorted(p.name for p in out.iterdir()) == ["01-markers-play.html", "index.html"]
    assert f"{out}: 1 file, 4 boards, 17 rulings" in done.stderr
    wrong = CliRunner().invoke(cli, ["report", str(SAMPLES / "markers-play.pbn"), "--format", "html",
                                     "-o", str(out)])
    assert wrong.exit_code == 2 and "writes a file" in wrong.output


@needs_chromium
def test_chromium_renders_the_samples_session_page(sample_pages: Path, tmp_path: Path) -> None:
    page = next(sample_pages.glob("*-markers-play.html"))
    screenshot(page, "session-samples.png", tmp_path)
    screenshot(sample_pages / "index.html", "session-index.png", tmp_path / "index")
    done = chromium(["--dump-dom", page.as_uri()], tmp_path / "profile-dom")
    assert done.stdout.count('class="board') == 4
    assert "What to look at" in done.stdout


@needs_chromium
@pytest.mark.corpus
def test_chromium_renders_a_corpus_tournament_session(corpus: Path, corpus_records, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # the corpus file with the most boards that also has rulings: a whole tournament
    tournament = max((r for r in corpus_records if r.rulings), key=lambda r: len(r.boards))
    result = write_sessions([tournament.path], tmp_path / "out", records=[tournament])
    page = result.pages[0]
    source = page.read_text(encoding="utf-8")
    assert source.count('<section class="board') == len(tournament.boards)
    screenshot(page, "session-corpus.png", tmp_path)
    done = chromium(["--dump-dom", page.as_uri()], tmp_path / "profile-dom")
    assert done.stdout.count('<section class="board') == len(tournament.boards)


def test_law68_ordinary_claims_are_counted_not_listed_as_something_to_look_at(sample_pages: Path) -> None:
    # seed-004's nine claims: four are ordinary (class claim: agreed and standing, or
    # contested and upheld: boards 2, 3, 5, 9), five are claims to look at (class table:
    # reduced, restored, 69B, 71: boards 1, 4, 6, 7, 8)
    page = next(sample_pages.glob("*-law70-claims.html")).read_text(encoding="utf-8")
    listed = page[page.index('id="attention"'):page.index('<h2>Boards</h2>')]
    claims = listed[listed.index('class="attention-claim"'):]
    claims = claims[:claims.index("</section>")]
    assert "Claims to look at (5)" in claims
    # listed once each (the director's open questions first, then board order)
    assert sorted(int(n) for n in re.findall(r">Board (\d+)</a>", claims)) == [1, 4, 6, 7, 8]
    assert "4 ordinary claims and concessions (agreed and standing, or contested and upheld) are not listed" in listed
    boards = page[page.index('<h2>Boards</h2>'):]
    assert boards.count('<div class="ruling claim"') == 9  # every claim is still on its board


def test_a_claim_whose_play_does_not_replay_is_a_record_defect_not_a_claim_to_look_at(sample_pages: Path) -> None:
    page = next(sample_pages.glob("*-hebrew-examples.html")).read_text(encoding="utf-8")
    listed = page[page.index('id="attention"'):page.index('<h2>Boards</h2>')]
    assert 'class="attention-claim"' not in listed and "ordinary claims" not in listed
    record = listed[listed.index('class="attention-record"'):]
    assert ">Board 5</a>: claim" in record and ">Board 8</a>: claim" in record


def test_is_ordinary_claim_by_finding_class() -> None:
    from hakem.reports.session_report import attention_class, is_ordinary_claim

    claim = {"irregularity": "claim", "phase": "play", "needs_director": False, "score_ns_adjusted": None}
    assert is_ordinary_claim(dict(claim, **{"class": "claim"}))
    # class table: contested and not upheld, or flagged under 69B/71, even without an open question
    assert not is_ordinary_claim(dict(claim, **{"class": "table"}))
    assert attention_class(dict(claim, **{"class": "table"})) == "claim"
    assert attention_class(dict(claim, **{"class": "record"})) == "record"
    assert attention_class(dict(claim, irregularity="revoke", **{"class": "table"})) == "table"
    assert not is_ordinary_claim(dict(claim, irregularity="revoke", **{"class": "claim"}))


def test_is_ordinary_claim_without_a_class_only_without_question_or_score_change() -> None:
    from hakem.reports.session_report import is_ordinary_claim

    claim = {"irregularity": "claim", "phase": "play", "needs_director": False, "score_ns_adjusted": None}
    assert is_ordinary_claim(claim)
    assert not is_ordinary_claim(dict(claim, needs_director=True))
    assert not is_ordinary_claim(dict(claim, score_ns_adjusted=-100))
    assert not is_ordinary_claim(dict(claim, irregularity="revoke"))


def test_law2_a_pattern_the_whole_file_shares_is_listed_once_for_the_file(tmp_path: Path) -> None:
    # eight boards all dealt by N: one record finding about the whole file, not six boards'
    path = tmp_path / "dealer-n.pbn"
    path.write_text("".join(f'[Board "{n}"]\n[Dealer "N"]\n\n' for n in range(1, 9)), encoding="utf-8")
    done = write_sessions([path], tmp_path / "out")
    page = done.pages[0].read_text(encoding="utf-8")
    listed = page[page.index('id="attention"'):page.index('<h2 id="whole-file">')]
    record = listed[listed.index('class="attention-record"'):]
    assert "Record defects (1)" in record and ">The whole file</a>: " in record
    whole = page[page.index('<h2 id="whole-file">'):page.index('<h2>Boards</h2>')]
    assert whole.count('<div class="ruling record"') == 1
    assert page.count('<section class="board') == 8
