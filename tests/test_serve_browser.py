"""The claim desk in a real browser (headless Chromium driven by Playwright): load the
sample session, enter trick 10 by clicking cards, claim with a statement, judge, save,
and re-read the saved record with ``hakem check``. Screenshots go to
``tests/screenshots/`` (or ``$HAKEM_SCREENSHOTS``). Skipped without Flask, Playwright or
Chromium (``/usr/bin/chromium`` or ``$HAKEM_CHROMIUM``)."""

from __future__ import annotations

import json
import os
import shutil
import threading
from pathlib import Path
from urllib.parse import urlencode

import pytest
from click.testing import CliRunner

pytest.importorskip("flask")
sync_api = pytest.importorskip("playwright.sync_api")

from werkzeug.serving import make_server  # noqa: E402

from hakem.cli.main import cli  # noqa: E402
from hakem.cli.serve_app import Served, create_app  # noqa: E402
from hakem.model.settings import Settings  # noqa: E402

from desk_fixtures import REPO, SESSION, TRICK_10  # noqa: E402

CHROMIUM = os.environ.get("HAKEM_CHROMIUM", "/usr/bin/chromium")
SHOTS = Path(os.environ.get("HAKEM_SCREENSHOTS", REPO / "tests" / "screenshots"))
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = [pytest.mark.slow, pytest.mark.dds,
              pytest.mark.skipif(not Path(CHROMIUM).is_file(), reason="no Chromium to drive")]


@pytest.fixture
def desk_url(tmp_path: Path):  # type: ignore[no-untyped-def]
    folder = tmp_path / "session"
    folder.mkdir()
    shutil.copy(SESSION, folder / "session.pbn")
    served = Served.of([str(folder)], str(tmp_path / "claims.pbn"), Settings(), "en")
    server = make_server("127.0.0.1", 0, create_app(served), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}", served
    finally:
        server.shutdown()
        thread.join(5)


@pytest.fixture
def page(tmp_path: Path):  # type: ignore[no-untyped-def]
    with sync_api.sync_playwright() as p:
        # A fresh profile per run: launch_persistent_context is Playwright's way to give one.
        browser = p.chromium.launch_persistent_context(str(tmp_path / "profile"), executable_path=CHROMIUM,
                                                       args=FLAGS, headless=True,
                                                       viewport={"width": 1100, "height": 1000})
        try:
            page = browser.new_page()
            page.set_default_timeout(30_000)
            yield page
        finally:
            browser.close()


def test_desk_in_browser_seed_004_claim_clicked_judged_saved_and_reread(desk_url, page) -> None:  # type: ignore[no-untyped-def]
    base, served = desk_url
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.goto(base + "/")
    page.click("a.desk")  # the session page links the recorded claim to the desk
    page.wait_for_selector("#hand-N button.card")
    assert "on lead: N" in page.inner_text("#contract-line")
    # Only North's cards are playable; East cannot play out of turn.
    assert page.is_enabled('button[data-card="CK"]') and not page.is_enabled('button[data-card="S3"]')
    for card in TRICK_10:
        page.click(f'button[data-card="{card}"]')
        page.wait_for_selector(f'button[data-card="{card}"]', state="detached")
    assert "to play: S" in page.inner_text("#contract-line")
    assert page.inner_text("#won") == "NS 6 \u2013 EW 4"
    page.fill("#tricks", "3")
    page.fill("#statement", "the rest are high")
    page.wait_for_selector("#reading .understood")
    page.screenshot(path=str(SHOTS / "claim-desk-entered.png"), full_page=True)
    page.click("#judge")
    page.wait_for_selector("#result:not([hidden])")
    assert "70C" in page.inner_text("#ruling-laws")
    assert page.get_attribute("#numbers", "data-awarded") == "2"
    assert "1 trick to EW" in page.inner_text("#ruling-effects")
    page.screenshot(path=str(SHOTS / "claim-desk-ruling.png"), full_page=True)
    # The critical line on the diagram: after its second trick West's S2 has ruffed the HK.
    page.click('button.line-step[data-step="2"]')
    assert page.inner_text("#status") == "critical line, trick 2 of 3"
    assert page.locator('#hand-W button[data-card="S2"]').count() == 0
    assert "W: \u26602" in page.inner_text("#trick-cards")
    page.screenshot(path=str(SHOTS / "claim-desk-line.png"), full_page=True)
    page.click("#line-back")
    assert page.locator('#hand-W button[data-card="S2"]').count() == 1
    page.click("#save")
    page.wait_for_selector("#saved:has-text('saved to')")
    out = CliRunner().invoke(cli, ["check", str(served.claims_file), "--format", "json"])
    claims = [json.loads(line) for line in out.output.splitlines()
              if line.startswith("{") and json.loads(line)["kind"] == "claim"]
    assert len(claims) == 1
    assert claims[0]["ruling"]["tricks_after"] == 8 and "70C" in claims[0]["ruling"]["laws"]


def test_desk_in_browser_shows_the_servers_refusal_of_an_illegal_card(desk_url, page) -> None:  # type: ignore[no-untyped-def]
    base, _served = desk_url
    page.goto(base + "/desk?file=session.pbn&index=0")
    page.wait_for_selector("#hand-N button.card")
    page.click('button[data-card="CK"]')
    page.wait_for_selector('button[data-card="CK"]', state="detached")
    # A card a page could send although the button is disabled: the server refuses it.
    message = page.evaluate("""async () => {
        const r = await fetch('/api/table', {method: 'POST', headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({deal: 'N:KT64..AT6.KJ8432 J73.9.987543.AT7 AQ95.AKQ542.K.Q6 82.JT8763.QJ2.95',
            contract: '4S', declarer: 'S', plays: ['HT', 'DA', 'D8']})});
        return [r.status, (await r.json()).error];
    }""")
    assert message[0] == 400 and "E cannot play D8" in message[1]


def test_desk_in_browser_pasted_deal_shows_the_opening_leader_and_only_his_cards(desk_url, page) -> None:  # type: ignore[no-untyped-def]
    base, _served = desk_url
    page.goto(base + "/desk?lang=he")
    assert page.get_attribute("html", "dir") == "rtl"
    page.click("#pick summary")
    page.fill("#deal", "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    page.fill("#contract", "3NT")
    page.select_option("#declarer", "N")
    page.click("#use-deal")
    page.wait_for_selector("#hand-E button.card:enabled")
    assert "\u05de\u05d5\u05d1\u05d9\u05dc: \u05de\u05d6\u05e8\u05d7" in page.inner_text("#contract-line")  # on lead: East
    assert page.locator("button.card:enabled").count() == 13  # East's hand, nobody else's
    page.screenshot(path=str(SHOTS / "claim-desk-hebrew.png"), full_page=True)
    page.click('button[data-card="S7"]')
    page.wait_for_selector('#hand-S button.card:enabled')
    assert sorted(page.locator("button.card:enabled").evaluate_all("bs => bs.map(b => b.dataset.card)")) == \
        ["S3", "S4", "S5", "S6"]  # South must follow suit
    page.fill("#deal", "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9")
    page.click("#use-deal")
    page.wait_for_selector("#error:not([hidden])")
    assert "deal" in page.inner_text("#error")


def test_desk_in_browser_cards_at_the_claim_entered_directly_judged_saved_and_reread(desk_url, page) -> None:  # type: ignore[no-untyped-def]
    """A face-to-face table: no play record. The director loads the board (its deal), types
    the four hands as they lie at the claim, who is on lead and the tricks won, and judges
    seed 004's claim; the page says no show-out is known; the saved record re-reads alike."""
    base, served = desk_url
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.goto(base + "/desk?file=session.pbn&index=0")
    page.wait_for_selector("#hand-N button.card")
    page.click("#position-box summary")
    for seat, hand in zip("NESW", ["...432", "..543.", "A.AK..", "2.3.2."]):
        page.fill(f"#rem-{seat}", hand)
    assert page.input_value("#pos-contract") == "4S"  # from the board loaded
    page.select_option("#pos-lead", "S")
    page.fill("#won-ns", "6")
    page.fill("#won-ew", "4")
    page.click("#use-remaining")
    page.wait_for_selector("#no-record:not([hidden])")
    assert "70E1" in page.inner_text("#no-record")
    assert page.locator("#hand-S button.card").count() == 3 and page.inner_text("#won") == "NS 6 \u2013 EW 4"
    assert page.locator("button.card:enabled").count() == 0  # no clicking on: the cards are as entered
    _judge_seed_004_claim(page)
    assert "no play record" in page.inner_text("#ruling-text")
    page.screenshot(path=str(SHOTS / "claim-desk-entered-cards.png"), full_page=True)
    claims = _saved_and_checked(page, served)
    assert len(claims) == 1 and "[Play" not in served.claims_file.read_text(encoding="utf-8")
    assert claims[0]["ruling"]["tricks_after"] == 8 and "70C" in claims[0]["ruling"]["laws"]
    # The saved record loads back at the desk as entered, ready to be judged again.
    page.goto(base + "/desk?" + urlencode({"file": str(served.claims_file), "index": 0}))
    page.wait_for_selector("#no-record:not([hidden])")
    assert page.input_value("#rem-S") == "A.AK.." and page.input_value("#won-ew") == "4"
    assert page.input_value("#tricks") == "3" and page.input_value("#statement") == "the rest are high"
    page.click("#judge")
    page.wait_for_selector("#result:not([hidden])")
    assert page.get_attribute("#numbers", "data-awarded") == "2"


def test_desk_in_browser_trump_mentioned_is_saved_and_reread(desk_url, page) -> None:  # type: ignore[no-untyped-def]
    base, served = desk_url
    page.goto(base + "/desk?file=session.pbn&index=0")
    page.wait_for_selector("#hand-N button.card")
    for card in TRICK_10:
        page.click(f'button[data-card="{card}"]')
        page.wait_for_selector(f'button[data-card="{card}"]', state="detached")
    page.fill("#tricks", "3")
    page.check("#trump-mentioned")
    page.click("#judge")
    page.wait_for_selector("#result:not([hidden])")
    assert page.get_attribute("#numbers", "data-awarded") == "3"
    assert page.is_hidden("#disagree")  # the record says what the desk judged
    claims = _saved_and_checked(page, served)
    assert "trump-mentioned=yes" in served.claims_file.read_text(encoding="utf-8")
    assert [c["ruling"]["tricks_after"] for c in claims] == [9]


def _judge_seed_004_claim(page) -> None:  # type: ignore[no-untyped-def]
    """South claims the last three, "the rest are high", West's S2 out: 2 awarded (70C)."""
    page.fill("#tricks", "3")
    page.fill("#statement", "the rest are high")
    page.click("#judge")
    page.wait_for_selector("#result:not([hidden])")
    assert "70C" in page.inner_text("#ruling-laws")
    assert page.get_attribute("#numbers", "data-awarded") == "2"


def _saved_and_checked(page, served) -> list[dict]:  # type: ignore[no-untyped-def]
    """Save, then the claims ``hakem check`` finds in the claims file (JSON rows)."""
    page.click("#save")
    page.wait_for_selector("#saved:has-text('saved to')")
    out = CliRunner().invoke(cli, ["check", str(served.claims_file), "--format", "json"])
    return [json.loads(line) for line in out.output.splitlines()
            if line.startswith("{") and json.loads(line)["kind"] == "claim"]
