"""The HTML ruling report: content, escaping of untrusted text, and a real headless Chromium."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from hakem.reports.html_report import environment, write_report
from hakem.reports.html_view import auction_view, hand_view, play_view
from hakem.laws.detect import check
from hakem.model.seat import Seat
from hakem.parsers import pbn

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
CHROMIUM = Path("/usr/bin/chromium")
SCREENSHOTS = Path(os.environ.get("HAKEM_SCREENSHOTS", Path(__file__).resolve().parents[1] / "build" / "screenshots"))

HOSTILE = """[Event "Club night <script>document.title='pwned-event'</script>"]
[Site "Izmir"]
[Date "2024.05.01"]
[Board "1"]
[West "<script>document.title='pwned'</script>"]
[North "\\"><img src=x onerror=\\"document.title='pwned-img'\\">"]
[East "Celik & Co"]
[South "Demir"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.KQ2.AK2.K32 T987.987.987.987 J654.J654.J65.J6 3.AT3.QT43.AQT54"]
[Scoring "MP"]
[Declarer "N"]
[Contract "2NT"]
[Result "8"]
{TD: <script>document.title='pwned-comment'</script> "><img src=x onerror="document.title='pwned-img2'">}
[Auction "N"]
2NT Pass Pass 1S
Pass Pass Pass
"""


@pytest.fixture(scope="module")
def hostile_report(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("hostile")
    source = folder / "hostile.pbn"
    source.write_text(HOSTILE, encoding="utf-8")
    out = folder / "report.html"
    result = write_report([source], out)
    assert result.rulings >= 1
    return out


@pytest.fixture(scope="module")
def samples_report(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("samples") / "report.html"
    write_report([SAMPLES], out)
    return out


def test_autoescape_is_on_for_the_j2_template() -> None:
    template = environment().from_string("{{ x }}")
    assert template.render(x="<b>") == "&lt;b&gt;"
    assert environment().get_template("report.html.j2").environment.autoescape is True


def test_hostile_names_and_comments_are_escaped_text(hostile_report: Path) -> None:
    html = hostile_report.read_text(encoding="utf-8")
    assert "<script" not in html.lower()
    assert "<img src=x" not in html and 'src="x"' not in html
    assert "&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;" in html
    assert "Celik &amp; Co" in html
    assert "Content-Security-Policy" in html


def test_the_irregular_call_is_marked_in_the_auction() -> None:
    board = pbn.loads(HOSTILE)[0]
    irr = next(i for i in check(board)[0] if i.kind.value == "insufficient-bid")
    rows = auction_view(board, irr)
    marked = [cell for row in rows for cell in row if cell and cell["mark"]]
    assert [(c["seat"], c["text"]) for c in marked] == [("W", "1♠")]
    assert rows[0][1]["text"] == "2NT" and rows[0][0] is None  # N deals: W's column empty


def test_a_cancelled_call_out_of_rotation_is_shown_struck_out() -> None:
    board = pbn.loads((SAMPLES / "seed-000-law30-32-calls-out-of-rotation.pbn").read_text(encoding="utf-8"))[0]
    irr = next(i for i in check(board)[0] if i.kind.value == "call-out-of-rotation")
    cells = [c for row in auction_view(board, irr) for c in row if c]
    withdrawn = [c for c in cells if c["withdrawn"]]
    assert len(withdrawn) == 1 and withdrawn[0]["mark"] and withdrawn[0]["seat"] == irr.offender.letter


def test_the_irregular_card_is_marked_in_the_play() -> None:
    board = pbn.loads((SAMPLES / "detect-unmarked.pbn").read_text(encoding="utf-8"))[0]
    irr = next(i for i in check(board)[0] if i.kind.value == "revoke")
    tricks = play_view(board, irr)
    marked = [(t["number"], c["text"]) for t in tricks for c in t["cards"] if c["mark"]]
    assert marked == [(irr.position.trick, irr.card.display)]


def test_hand_diagrams_use_suit_symbols_and_10() -> None:
    board = pbn.loads(HOSTILE)[0]
    north = hand_view(board.deal.hand(Seat.N))
    assert [s["symbol"] for s in north] == ["♠", "♥", "♦", "♣"]
    assert [s["red"] for s in north] == [False, True, True, False]
    assert north[0]["ranks"] == "A K Q 2"
    west = hand_view(board.deal.hand(Seat.W))
    assert west[3]["ranks"] == "A Q 10 5 4"


def test_the_report_has_summary_cards_laws_and_links(samples_report: Path) -> None:
    html = samples_report.read_text(encoding="utf-8")
    assert 'id="summary"' in html and 'id="stats-kind"' in html and 'id="stats-law"' in html
    assert html.count('class="card"') >= 10
    assert "handviewer.html?lin=" in html
    assert re.search(r'class="red">♥</span>', html)
    assert 'class="mark' in html
    assert "data:image/png;base64," in html


def test_dd_tricks_come_from_the_record_when_it_has_them(tmp_path: Path) -> None:
    text = HOSTILE.replace('[Scoring "MP"]', '[Scoring "MP"]\n[DoubleDummyTricks "54555546658977889778"]')
    source = tmp_path / "dd.pbn"
    source.write_text(text, encoding="utf-8")
    write_report([source], tmp_path / "r.html")
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "record (DoubleDummyTricks)" in html


def chromium(args: list[str], profile: Path, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    command = [str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
               "--no-first-run", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", f"--user-data-dir={profile}", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout)


needs_chromium = pytest.mark.skipif(not CHROMIUM.exists() or shutil.which(str(CHROMIUM)) is None,
                                    reason="headless Chromium (/usr/bin/chromium) is not installed")


def screenshot(html: Path, name: str, tmp_path: Path) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    png = SCREENSHOTS / name
    png.unlink(missing_ok=True)
    done = chromium([f"--screenshot={png}", "--window-size=1200,2000", html.as_uri()], tmp_path / "profile")
    assert png.is_file(), done.stderr[-2000:]
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000  # a rendered page, not a blank
    return png


@needs_chromium
def test_chromium_renders_the_samples_report(samples_report: Path, tmp_path: Path) -> None:
    screenshot(samples_report, "report-samples.png", tmp_path)
    done = chromium(["--dump-dom", samples_report.as_uri()], tmp_path / "profile2")
    assert "Counted findings that need the director" in done.stdout
    assert done.stdout.count('class="card"') >= 10


@needs_chromium
def test_no_script_from_the_input_runs_in_chromium(hostile_report: Path, tmp_path: Path) -> None:
    screenshot(hostile_report, "report-hostile.png", tmp_path)
    done = chromium(["--dump-dom", hostile_report.as_uri()], tmp_path / "profile")
    dom = done.stdout
    title = re.search(r"<title>(.*?)</title>", dom, re.S).group(1)
    assert "pwned" not in title.replace("document.title='pwned", "")  # the text shows, nothing ran
    assert title.startswith("hakem ruling report: Club night &lt;script&gt;")
    assert "<img src=\"x\"" not in dom and "<script" not in dom.split("</head>")[1]
    assert "&lt;script&gt;document.title='pwned'&lt;/script&gt;" in dom


@needs_chromium
@pytest.mark.corpus
def test_chromium_renders_the_corpus_report(corpus: Path, corpus_records, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "corpus.html"
    result = write_report([corpus], out, records=corpus_records, max_cards=1000)
    assert result.rulings > 1000
    html = out.read_text(encoding="utf-8")
    assert html.count('class="card"') == 1000
    assert f"{result.rulings - 1000} more are in the exported tables" in html
    screenshot(out, "report-corpus.png", tmp_path)
    done = chromium(["--dump-dom", out.as_uri()], tmp_path / "profile-dom")
    assert done.stdout.count('class="card"') == 1000


def test_report_command_writes_html_and_tables(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from hakem.reports.export import read_table
    from hakem.cli.report import report

    runner = CliRunner()
    result = runner.invoke(report, [str(SAMPLES), "-o", str(tmp_path / "r.html"), "-q"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "r.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    result = runner.invoke(report, [str(SAMPLES), "--format", "csv", "-o", str(tmp_path / "r.txt")])
    assert result.exit_code == 0, result.output
    assert len(read_table(tmp_path / "r.txt", fmt="csv")) > 10
    result = runner.invoke(report, [str(SAMPLES), "-o", str(tmp_path / "r.doc")])
    assert result.exit_code == 2 and "cannot tell the format" in result.output


def test_report_command_exits_1_on_input_errors_with_a_position(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from hakem.cli.report import report

    broken = tmp_path / "broken.pbn"
    broken.write_text('[Board "1"]\n[Dealer "N"]\n}} stray ]]\n', encoding="utf-8")
    result = CliRunner().invoke(report, [str(broken), "-o", str(tmp_path / "r.html")])
    assert result.exit_code == 1
    assert re.search(r"broken\.pbn:\d+:\d+: error", result.output)
    assert (tmp_path / "r.html").is_file()


@pytest.mark.dds
def test_dd_tricks_are_computed_when_asked_and_the_record_has_none() -> None:
    from hakem.reports.html_view import dd_view

    board = pbn.loads(HOSTILE)[0]
    assert dd_view(board) is None
    view = dd_view(board, compute=True)
    assert view["source"] == "computed (DDS)"
    north = next(r for r in view["rows"] if r["seat"] == "N")
    assert all(0 <= t <= 13 for t in north["tricks"])
    assert view["strains"] == ["NT", "♠", "♥", "♦", "♣"]
