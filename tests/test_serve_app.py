"""``hakem serve``'s web application through Flask's test client: the files it will read,
the requests it refuses, the desk's API and the session page."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

pytest.importorskip("flask")

from hakem.cli.main import cli  # noqa: E402
from hakem.cli.serve_app import Served, create_app  # noqa: E402
from hakem.model.settings import Settings  # noqa: E402

from desk_fixtures import RECORDED, SESSION, seed_004_claim  # noqa: E402


@pytest.fixture
def served(tmp_path: Path) -> Served:
    folder = tmp_path / "session"
    folder.mkdir()
    shutil.copy(SESSION, folder / "session.pbn")
    (tmp_path / "secret.pbn").write_text('[Event "not served"]\n', encoding="utf-8")
    (tmp_path / "secret.txt").write_text("password\n", encoding="utf-8")
    os.symlink(tmp_path / "secret.pbn", folder / "link.pbn")
    return Served.of([str(folder)], str(tmp_path / "claims.pbn"), Settings(), "en")


@pytest.fixture
def client(served: Served):  # type: ignore[no-untyped-def]
    return create_app(served).test_client()


@pytest.mark.parametrize("name", ["../secret.pbn", "../secret.txt", "/etc/passwd", "link.pbn",
                                  "%2e%2e/secret.pbn", "..%2fsecret.pbn", "session.pbn/../../secret.pbn",
                                  ""])
def test_serve_refuses_a_path_outside_the_served_folders(client, name: str) -> None:  # type: ignore[no-untyped-def]
    response = client.get("/api/board", query_string={"file": name, "index": 0})
    assert response.status_code == 404
    assert b"not served" not in response.data and b"password" not in response.data


def test_serve_given_a_file_serves_only_that_file_not_its_neighbours(tmp_path: Path) -> None:
    shutil.copy(SESSION, tmp_path / "one.pbn")
    shutil.copy(SESSION, tmp_path / "two.pbn")
    app = create_app(Served.of([str(tmp_path / "one.pbn")], str(tmp_path / "c.pbn"), Settings(), "en"))
    client = app.test_client()
    assert client.get("/api/board?file=one.pbn&index=0").status_code == 200
    assert client.get("/api/board?file=two.pbn&index=0").status_code == 404
    assert [f["name"] for f in client.get("/api/files").json["files"]] == ["one.pbn"]


def test_serve_lists_served_files_and_loads_a_board_with_its_recorded_play(client) -> None:  # type: ignore[no-untyped-def]
    files = client.get("/api/files").json["files"]
    assert [f["name"] for f in files] == ["session.pbn"]  # the link out of the folder is not listed
    board = client.get("/api/board?file=session.pbn&index=0").json
    assert board["contract"] == "4S" and board["declarer"] == "S" and board["plays"] == RECORDED
    assert client.get("/api/board?file=session.pbn&index=9").status_code == 404


def test_serve_refuses_a_request_for_another_host(client) -> None:  # type: ignore[no-untyped-def]
    assert client.get("/api/files", headers={"Host": "evil.example:8765"}).status_code == 403
    assert client.get("/api/files", headers={"Host": "127.0.0.1:8765"}).status_code == 200


def test_serve_refuses_a_post_that_is_not_json(client) -> None:  # type: ignore[no-untyped-def]
    response = client.post("/api/save", data="deal=x", content_type="text/plain")
    assert response.status_code == 415


def test_serve_refuses_an_illegal_card_with_a_message(client) -> None:  # type: ignore[no-untyped-def]
    response = client.post("/api/table", json=seed_004_claim(plays=["HT", "DA", "D8"]))
    assert response.status_code == 400
    assert response.json["field"] == "plays" and "E cannot play D8" in response.json["error"]


@pytest.mark.dds
def test_serve_judge_then_save_appends_a_record_hakem_check_rules_the_same(client, served: Served) -> None:  # type: ignore[no-untyped-def]
    got = client.post("/api/judge?lang=tr", json=seed_004_claim()).json
    assert "70C" in got["laws"] and got["declarer_total"] == 8
    assert client.post("/api/save", json=seed_004_claim()).status_code == 200
    assert client.post("/api/save", json=seed_004_claim()).status_code == 200
    text = served.claims_file.read_text(encoding="utf-8")
    assert text.count("@CLAIM S 3") == 2
    out = CliRunner().invoke(cli, ["check", str(served.claims_file), "--format", "json"])
    rows = [json.loads(line) for line in out.output.splitlines() if line.startswith("{")]
    claims = [r["ruling"] for r in rows if r["kind"] == "claim"]
    assert len(claims) == 2
    assert all(r["laws"] == got["laws"] and r["tricks_after"] == 8 for r in claims)
    assert str(served.claims_file) in [f["name"] for f in client.get("/api/files").json["files"]]


def test_serve_session_page_links_each_claim_to_the_desk(served: Served) -> None:
    served.settings = Settings(claim_analysis=False)
    page = create_app(served).test_client().get("/").data.decode()
    assert page.count('href="/desk?file=session.pbn&amp;index=0&amp;lang=en"') == 1


def test_serve_without_flask_says_which_extra_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "flask" else real(name, *a))
    out = CliRunner().invoke(cli, ["serve", "--no-browser"])
    assert out.exit_code == 1
    assert "pip install 'hakem[serve]'" in out.output


def test_serve_command_listens_on_localhost_only(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from flask import Flask

    seen: dict[str, object] = {}
    monkeypatch.setattr(Flask, "run", lambda self, **kw: seen.update(kw))
    out = CliRunner().invoke(cli, ["serve", str(SESSION), "--no-browser", "--port", "8799",
                                   "--claims-file", str(tmp_path / "c.pbn"), "--lang", "tr"])
    assert out.exit_code == 0, out.output
    assert seen["host"] == "127.0.0.1" and seen["port"] == 8799
    assert "http://127.0.0.1:8799/" in out.output


def test_desk_words_every_language_has_every_label_and_the_seeds_seat_letters() -> None:
    from hakem.reports.labels import DESK, LABELS as TABLES, desk_labels

    # the desk's words live in the one labels table, each language with all of them
    desk_keys = {k for k in TABLES["en"] if k.startswith(DESK)}
    for lang in ("tr", "he"):
        assert {k for k in TABLES[lang] if k.startswith(DESK)} == desk_keys, lang
    LABELS = {lang: desk_labels(lang) for lang in ("en", "tr", "he")}
    english = LABELS["en"]
    for lang, words in LABELS.items():
        assert set(words) == set(english), lang
        assert set(words["seats"]) == {"N", "E", "S", "W"} and set(words["classes"]) == set(english["classes"])
        for table in ("directives", "hands"):
            assert set(words[table]) == set(english[table]), (lang, table)
        assert "{k}" in words["line_trick"] and "{n}" in words["line_trick"], lang
    assert LABELS["tr"]["seats"] == {"N": "K", "E": "D", "S": "G", "W": "B"}
    assert not set(english) & set(dir(dict)), "a key Jinja would read as a dict method (L.clear)"


def test_desk_page_speaks_the_language_asked_and_rtl_for_hebrew(client) -> None:  # type: ignore[no-untyped-def]
    turkish = client.get("/desk?lang=tr").data.decode()
    assert "Talep eden" in turkish and "Açıklama ifadesi" in turkish and 'dir="rtl"' not in turkish
    hebrew = client.get("/desk?lang=he").data.decode()
    assert 'dir="rtl"' in hebrew and "התובע" in hebrew
    assert "Claimer" in client.get("/desk?lang=xx").data.decode()  # the command's --lang (en)


def test_serve_command_serves_the_desk_over_http_on_localhost(tmp_path: Path) -> None:
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-c", "from hakem.cli.main import cli; cli()", "serve", str(SESSION),
               "--no-browser", "--port", str(port), "--claims-file", str(tmp_path / "c.pbn")]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        page = None
        for _ in range(100):
            try:
                page = urllib.request.urlopen(f"http://127.0.0.1:{port}/desk", timeout=5).read().decode()
                break
            except OSError:
                time.sleep(0.1)
        assert page is not None and 'id="judge"' in page
        files = urllib.request.urlopen(f"http://127.0.0.1:{port}/api/files", timeout=5).read().decode()
        assert "claim-desk-session.pbn" in files
    finally:
        server.terminate()
        server.wait(10)


def test_serve_session_page_lists_a_contested_claim_without_searching_it(served: Served, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Opening the session page must be quick on a big folder: a contested claim is listed
    and linked to the desk, not searched; the desk judges it when the director asks."""
    import hakem.analysis.claims as claims

    desk_record = create_app(served).test_client().post("/api/record", json=seed_004_claim()).data.decode()
    served.claims_file.write_text("% PBN 2.1\n\n" + desk_record, encoding="utf-8")

    def no_search(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("the session page searched a contested claim")

    monkeypatch.setattr(claims, "judge_claim", no_search)
    page = create_app(served).test_client().get("/").data.decode()
    assert "Contested claim: not judged on this page (Law 70)." in page
    assert "judge the contested claim at the claim desk" in page
    from urllib.parse import urlencode

    link = "/desk?" + urlencode({"file": str(served.claims_file), "index": 0, "lang": "en"})
    assert page.count(f'href="{link.replace("&", "&amp;")}"') == 1


@pytest.mark.dds
def test_serve_board_saved_from_entered_cards_loads_prefilled_and_judges_as_check_does(client, served: Served) -> None:  # type: ignore[no-untyped-def]
    entered = seed_004_claim(deal="", mode="position", plays=[], remaining="N:...432 ..543. A.AK.. 2.3.2.",
                             lead="S", won_ns=6, won_ew=4, trump_mentioned=True)
    assert client.post("/api/save", json=entered).status_code == 200
    loaded = client.get("/api/board", query_string={"file": str(served.claims_file), "index": 0}).json
    assert loaded["position"] == {"remaining": "N:...432 ..543. A.AK.. 2.3.2.", "lead": "S", "current": [],
                                  "won_ns": 6, "won_ew": 4}
    assert loaded["claim"] == {"claimer": "S", "tricks": 3, "statement": "the rest are high",
                               "trump_mentioned": True}
    again = {**loaded, **loaded.pop("claim"), **loaded.pop("position"), "mode": "position"}
    got = client.post("/api/judge", json=again).json
    assert got["declarer_total"] == 9 and got["agrees_with_record"] and got["effects"] == []
    out = CliRunner().invoke(cli, ["check", str(served.claims_file), "--format", "json"])
    rows = [json.loads(line) for line in out.output.splitlines() if line.startswith("{")]
    assert [r["ruling"]["tricks_after"] for r in rows if r["kind"] == "claim"] == [9]


def test_desk_page_says_the_entered_cards_form_and_the_no_play_record_notice_in_each_language(client) -> None:  # type: ignore[no-untyped-def]
    assert "or enter the cards remaining at the claim" in client.get("/desk?lang=en").data.decode()
    turkish = client.get("/desk?lang=tr").data.decode()
    assert "talep anında kalan kartları girin" in turkish and "Yasa 70E1" in turkish
    hebrew = client.get("/desk?lang=he").data.decode()
    assert "הזן את הקלפים שנותרו בעת התביעה" in hebrew and "חוק 70ה1" in hebrew


def test_serve_file_list_reads_a_file_again_only_when_it_changed(client, served: Served, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import hakem.cli.serve_app as serve_app

    reads: list[str] = []
    real = serve_app.read_path
    monkeypatch.setattr(serve_app, "read_path", lambda path, **kw: reads.append(Path(path).name) or real(path, **kw))
    client.get("/api/files")
    client.get("/api/files")
    assert reads == ["session.pbn"]  # the second opening of the desk reads nothing
    for expected in (1, 2):  # each save changes the claims file: its list is read again
        assert client.post("/api/save", json=seed_004_claim()).status_code == 200
        files = {f["name"]: f["boards"] for f in client.get("/api/files").json["files"]}
        assert len(files[str(served.claims_file)]) == expected
    assert reads.count("session.pbn") == 1
