"""The HTML report renders hostile names, events and comments inert (issue 10).

Player names, event names and commentary come from files anyone can write, and the
report is opened in a director's browser. The payloads here would, if they ran,
mark the page (``data-pwned="yes"`` on the root element); the test checks the
written HTML at string level and, when Chromium is installed, loads the page in
headless Chromium and inspects the DOM after scripts would have run. A control
page with the same payload unescaped proves Chromium does run it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

MARK = "document.documentElement.setAttribute('data-pwned','yes')"
PAYLOADS = [
    f"<script>{MARK}</script>",
    f'"><img src=x onerror="{MARK}">',
    f"'><svg onload=\"{MARK}\">",
    "javascript:alert(1)",
    f"</td></tr></table><iframe srcdoc=\"<script>{MARK}</script>\"></iframe>",
    "{{ 7*7 }}{% raw %}",
]
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)


def _hostile_pbn(path: Path) -> None:
    games = []
    for i, payload in enumerate(PAYLOADS, start=1):
        quoted = payload.replace("\\", "\\\\").replace('"', '\\"')
        braced = payload.replace("}", ")").replace("{", "(")
        games.append(
            f'[Event "{quoted}"]\n[Site "{quoted}"]\n[Board "{i}"]\n[West "{quoted}"]\n[North "{quoted}"]\n'
            f'[East "W{i}"]\n[South "{quoted}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
            f'[Declarer "N"]\n[Contract "1S"]\n[Result "{7 + i % 3}"]\n{{{braced}}}\n'
            f'[Auction "N"]\n1S {{{braced}}} Pass Pass Pass\n'
            # East discards a club on a heart lead while holding hearts: a revoke to rule on.
            f'[Play "E"]\nH7 H2 HA HT\nC2 {{{braced}}} C5 CK C3\n*\n')
    path.write_text("\n".join(games), encoding="utf-8")


@pytest.fixture(scope="module")
def report_html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    html_report = pytest.importorskip("hakem.reports.html_report",
                                      reason="analysis/html_report.py is not there yet")
    folder = tmp_path_factory.mktemp("hostile")
    source = folder / "hostile.pbn"
    _hostile_pbn(source)
    out = folder / "report.html"
    result = html_report.write_report([source], out)
    assert result.rulings > 0, "the hostile file must produce ruling cards for this test to mean anything"
    return out


def test_hostile_text_is_escaped_in_the_html(report_html: Path) -> None:
    html = report_html.read_text(encoding="utf-8")
    # The text is shown, as text...
    assert "&lt;script&gt;" in html
    assert "&#34;&gt;&lt;img src=x onerror=&#34;" in html or "&quot;&gt;&lt;img src=x onerror=&quot;" in html
    # ...and never becomes markup: no script, no event handler, no frame, no javascript: URL.
    assert not re.search(r"<script\b", html, re.IGNORECASE)
    assert not re.search(r"<[a-z]+\b[^>]*\bon(?:error|load)\s*=", html, re.IGNORECASE)
    assert not re.search(r"<(?:iframe|svg)\b", html, re.IGNORECASE)
    assert not re.search(r'<img\b(?![^>]*\bsrc="data:image/png;base64,)', html, re.IGNORECASE)  # only the plot
    assert not re.search(r"""(?:href|src)\s*=\s*["']?\s*javascript:""", html, re.IGNORECASE)
    # Template syntax in a name is not evaluated.
    assert "{{ 7*7 }}" in html


def test_the_page_forbids_scripts_by_content_security_policy(report_html: Path) -> None:
    html = report_html.read_text(encoding="utf-8")
    csp = re.search(r'http-equiv="Content-Security-Policy"\s+content="([^"]+)"', html, re.IGNORECASE)
    assert csp is not None
    policy = csp.group(1)
    assert "default-src 'none'" in policy or "script-src 'none'" in policy


def _dom(path: Path) -> str:
    assert CHROMIUM is not None
    run = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000",
                          "--dump-dom", path.resolve().as_uri()], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-1000:]
    return run.stdout


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine")
def test_the_report_is_inert_in_headless_chromium(report_html: Path, tmp_path: Path) -> None:
    control = tmp_path / "control.html"
    control.write_text(f"<html><body>{PAYLOADS[1]}</body></html>", encoding="utf-8")
    assert 'data-pwned="yes"' in _dom(control)  # Chromium runs such a payload when it is live
    dom = _dom(report_html)
    assert "<body" in dom and len(dom) > 1000
    assert 'data-pwned="yes"' not in dom
