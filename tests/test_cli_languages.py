"""What `hakem check` and `hakem claim` print with --lang tr|he: the rulings, the batch
summary and the claim judgement in the reader's language (issue 20)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
SEED_004 = str(SAMPLES / "seed-004-law70-claims.pbn")


def _run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_check_summary_counts_classes_in_turkish() -> None:
    out = _run("check", SEED_004, "--lang", "tr")
    assert "1 dosya, 9 bord: 5 masa bulgusu" in out
    assert "itiraz edilen: 3 geçerli sayıldı, 2 azaltıldı, 1 löve geri verildi" in out
    assert "[masa]" in out and "[talep]" in out
    assert "table findings" not in out and "claims:" not in out


def test_check_summary_counts_classes_in_hebrew() -> None:
    out = _run("check", SEED_004, "--lang", "he")
    assert "ממצאי שולחן: 5" in out and "במחלוקת: אושרו 3, הופחתו 2" in out
    assert "[שולחן]" in out and "[תביעה]" in out
    assert "table findings" not in out


@pytest.mark.parametrize("lang,said,english", [
    ("tr", ["Güney kalan 3 löveden 3 löveyi talep etti.", "İtiraz üzerine talep edene 2 löve",
            "Kozlar hakkında açıklama yok", "Oyuncu düzeyi: kulüp oyuncusu", "(Yasa 70C)",
            "Güneyin 4♥ kontratı"],
     ["Awarded", "Class of player", "(70C)", "claimed"]),
    ("he", ["דרום תבע 3 מתוך 3 הלקיחות שנותרו.", "בתביעה שבמחלוקת התובע זוכה ב-2",
            "אין הצהרה על שליטים", "רמת השחקנים: שחקני מועדון", "(חוק 70ג)"],
     ["Awarded", "Class of player", "(70C)", "claimed"]),
])
def test_claim_command_judges_in_the_language(lang: str, said: list[str],
                                              english: list[str]) -> None:
    out = _run("claim", SEED_004, "--board", "1", "--lang", lang).replace("\u2066", "").replace(
        "\u2069", "")
    assert [s for s in said if s not in out] == []
    assert [e for e in english if e in out] == []


#: English words of `hakem claim`'s own lines (the record label, the diagram, the status
#: line, the critical line); seat letters are looked for as whole words.
_CLAIM_ENGLISH = re.compile(r"\b(board|record|trump|led|trick|tricks|play|so far|won by|N|E|S|W|NS|EW)\b")


@pytest.mark.parametrize("lang,seats,status", [
    ("tr", ("K", "D", "G", "B"), "Koz: ♥; bu löveye çıkan: G; oynama sırası: G; şimdiye kadar "
                                 "alınan löve: K-G 10, D-B 0"),
    ("he", ("צפון", "מזרח", "דרום", "מערב"), "שליט: ♥; הוביל ללקיחה זו: דרום; תור לשחק: דרום; "
                                             "לקיחות עד כה: צפון-דרום 10, מזרח-מערב 0"),
])
def test_claim_command_diagram_status_and_line_in_the_language(lang: str, seats: tuple[str, ...],
                                                               status: str) -> None:
    out = _run("claim", SEED_004, "--board", "1", "--line", "--lang", lang)
    lines = out.splitlines()
    assert lines[1].strip() == seats[0] and lines[6].split() == [seats[3], seats[1]]
    assert lines[11].strip() == seats[2]
    assert status in out
    line = [x for x in lines if x.startswith("  1. ")][0]
    assert line.startswith(f"  1. {seats[2]} ♠A [{'70C' if lang == 'tr' else '70ג'}], {seats[3]} ♠Q")
    own = out.replace(SEED_004, " ")
    assert _CLAIM_ENGLISH.findall(own) == []


def test_stats_by_law_titles_the_laws_in_the_language() -> None:
    tr = _run("stats", str(SAMPLES), "--by", "law", "--lang", "tr", "--limit", "0", "-q")
    assert "Sırasız bir konuşmadan sonra yöntem" in tr and "Özürlü löve" in tr
    assert "Procedure after" not in tr and "Defective trick" not in tr
    he = _run("stats", str(SAMPLES), "--by", "law", "--lang", "he", "--limit", "0", "-q")
    assert "נוהל לאחר קריאה מחוץ לתור" in he and "לקיחה פגומה" in he
    assert "Procedure after" not in he


# --- the batch commands' summary lines (parse, report, convert, archive) -------------------

ONE_BOARD = str(SAMPLES / "seed-003-law67-defective-trick.pbn")


def _both(*args: str) -> str:
    """stdout and stderr together (the summary lines go to stderr where the data is on stdout)."""
    result = CliRunner().invoke(cli, list(args))  # click 8.2: output holds both streams
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("lang,line", [
    ("en", "1 file, 1 board; 1 read, 0 read with diagnostics, 0 rejected"),
    ("tr", "1 dosya, 1 bord; 1 okundu, 0 uyarıyla okundu, 0 reddedildi"),
    ("he", "קובץ אחד, בורד אחד; נקראו 1, נקראו עם הערות 0, נדחו 0"),
])
def test_parse_summary_says_one_file_one_board_in_the_language(lang: str, line: str) -> None:
    assert line in _both("parse", ONE_BOARD, "--lang", lang)


@pytest.mark.parametrize("lang,said,english", [
    ("tr", "1 dosya, 4 bord, 17 karar (", ["file", "board", "ruling"]),
    ("he", "קובץ אחד, 4 בורדים, 17 פסיקות (", ["file", "board", "ruling"]),
])
def test_report_summary_in_the_language(tmp_path: Path, lang: str, said: str,
                                        english: list[str]) -> None:
    out = _both("report", str(SAMPLES / "markers-play.pbn"), "-o", str(tmp_path / "r.html"),
                "--lang", lang)
    assert said in out
    own = out.replace(str(tmp_path), " ")
    assert [e for e in english if e in own] == []


def test_report_table_rows_and_seconds_in_turkish(tmp_path: Path) -> None:
    out = _both("report", str(SAMPLES / "markers-play.pbn"), "-o", str(tmp_path / "r.csv"),
                "--lang", "tr")
    assert re.search(r"1 dosya, 4 bord, rulings tablosundan 17 satır \(\d+,\d sn\)", out), out


@pytest.mark.parametrize("lang,said", [
    ("en", "(1 board)"), ("tr", "(1 bord)"), ("he", "(בורד אחד)"),
])
def test_convert_summary_in_the_language(tmp_path: Path, lang: str, said: str) -> None:
    out = _both("convert", ONE_BOARD, "--to", "lin", "-o", str(tmp_path), "--lang", lang)
    assert said in out


def test_archive_add_summary_in_turkish(tmp_path: Path) -> None:
    pytest.importorskip("duckdb")
    pytest.importorskip("pyarrow")
    out = _both("archive", "add", ONE_BOARD, "--to", str(tmp_path / "a"), "--lang", "tr")
    assert re.search(r": 1 bölüm \(0 tanesi yenilendi\); 1 dosya, 1 bord, \d+ karar \(\d+,\d sn\)", out), out


@pytest.mark.parametrize("lang,said", [
    ("tr", "dosyasında '99' numaralı bord yok; bordları: 1, 2, 3"),
    ("he", "אין בורד '99'; הבורדים שבו: 1, 2, 3"),
])
def test_claim_command_says_why_it_cannot_judge_in_the_language(lang: str, said: str) -> None:
    result = CliRunner().invoke(cli, ["claim", SEED_004, "--board", "99", "--lang", lang])
    assert result.exit_code == 1 and said in result.output and "has no board" not in result.output
