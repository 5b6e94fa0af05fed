"""``hakem check``: errors shown by default, honest exit statuses, output options shared
with report and stats, the same findings whatever the number of processes."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.parsers import files

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
CLEAN = SAMPLES / "clean-pairs-session.pbn"
#: A board with a syntax error in its auction, then a good one.
BROKEN = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\n1C } Pass\n\n[Board "2"]\n[Dealer "E"]\n'
#: A board whose [Vulnerable] cannot be read (a warning) and whose auction is clean.
ODD_VALUE = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "Sometimes"]\n[Auction "N"]\nPass Pass Pass Pass\n'


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, ["check", *args, "--no-claim-analysis"])


def test_a_clean_file_exits_0_and_prints_no_diagnostic() -> None:
    result = run(str(CLEAN))
    assert result.exit_code == 0, result.output
    assert result.stderr == ""


def test_error_diagnostics_are_printed_by_default_and_exit_1(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text(BROKEN)
    result = run(str(bad), "-q")
    assert result.exit_code == 1
    errors = [line for line in result.stderr.splitlines() if ": error: " in line]
    assert errors and errors[0].startswith(f"{bad}:5:4: error: ") and errors[0].endswith("[pbn.syntax]")


def test_warnings_are_shown_with_v_only(tmp_path: Path) -> None:
    odd = tmp_path / "odd.pbn"
    odd.write_text(ODD_VALUE)
    quiet = run(str(odd))
    assert quiet.exit_code == 0 and ": warning: " not in quiet.stderr
    verbose = run(str(odd), "-v")
    assert verbose.exit_code == 0 and f"{odd}:3:" in verbose.stderr and ": warning: " in verbose.stderr


def test_max_diagnostics_cuts_per_file_and_says_how_many_more(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text("".join(f'[Board "{n}"]\n[Auction "N"]\n1C }} Pass\n\n' for n in range(1, 6)))
    every = run(str(bad), "-q")
    errors = [line for line in every.stderr.splitlines() if ": error: " in line]
    assert len(errors) == 5
    cut = run(str(bad), "-q", "--max-diagnostics", "2")
    assert cut.exit_code == 1
    assert [line for line in cut.stderr.splitlines() if ": error: " in line] == errors[:2]
    assert f"{bad}: 3 more diagnostics (--max-diagnostics 0 shows all)" in cut.stderr


def test_an_unreadable_file_exits_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big.pbn"
    big.write_text(CLEAN.read_text())
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 100)
    result = run(str(big), "-q")
    assert result.exit_code == 1
    assert "error: file of" in result.stderr and "[file.too-large]" in result.stderr
    assert "1 file (1 unreadable)" in result.stdout


def test_quiet_lists_nothing_and_draws_no_bar_but_keeps_errors_and_summary(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text(BROKEN)
    result = run(str(bad), str(CLEAN), "-q", "--jobs", "1")
    lines = result.stdout.splitlines()
    # one summary line: files, boards and findings by class, then how the records were read
    assert lines[0].startswith("2 files, ") and " boards: " in lines[0] and lines[0].endswith(" rejected; 1 with errors")
    assert "checking" not in result.stderr and "[pbn.syntax]" in result.stderr


def test_class_lists_only_the_classes_asked_for() -> None:
    result = run(str(SAMPLES), "--format", "json", "--class", "record")
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows and {r["class"] for r in rows} == {"record"}
    assert "table findings" in result.stderr  # the summary still counts every class


def test_jobs_give_the_same_output_in_the_same_order() -> None:
    one = run(str(SAMPLES), "--format", "json", "--jobs", "1")
    two = run(str(SAMPLES), "--format", "json", "--jobs", "2")
    assert one.stdout == two.stdout and one.stdout
    assert one.exit_code == two.exit_code == 1  # two sample files hold errors on purpose


def test_csv_and_parquet_rows_are_the_report_rulings_table(tmp_path: Path) -> None:
    checked = tmp_path / "check.parquet"
    result = run(str(SAMPLES), "--format", "parquet", "-o", str(checked))
    assert result.exit_code == 1, result.output  # errors in two sample files
    reported = tmp_path / "report.parquet"
    CliRunner().invoke(cli, ["report", str(SAMPLES), "-o", str(reported), "-q", "--no-claim-analysis"])
    mine, theirs = pd.read_parquet(checked), pd.read_parquet(reported)
    assert list(mine.columns) == list(theirs.columns) and "class" in mine.columns
    key = ["source_file", "ruling_id"]
    pd.testing.assert_frame_equal(mine.sort_values(key).reset_index(drop=True),
                                  theirs.sort_values(key).reset_index(drop=True))
    csv = tmp_path / "check.csv"
    assert run(str(CLEAN), "--format", "csv", "-o", str(csv)).exit_code == 0
    assert csv.read_text().startswith("ruling_id,")
    assert run(str(CLEAN), "--format", "csv").exit_code == 2  # a table needs -o


def test_output_file_holds_the_findings_and_the_summary_goes_to_stderr(tmp_path: Path) -> None:
    out = tmp_path / "findings.txt"
    result = run(str(SAMPLES / "seed-003-law67-defective-trick.pbn"), "-o", str(out))
    assert result.exit_code == 0 and result.stdout == ""
    assert "defective-trick by E trick 3" in out.read_text() and "1 board: " in result.stderr


def test_quiet_with_an_output_file_still_writes_every_finding(tmp_path: Path) -> None:
    out = tmp_path / "findings.jsonl"
    result = run(str(SAMPLES / "seed-003-law67-defective-trick.pbn"), "--format", "json", "-q",
                 "-o", str(out))
    assert result.exit_code == 0 and result.stdout == ""
    kinds = [json.loads(line)["kind"] for line in out.read_text().splitlines()]
    assert kinds == ["director-called", "defective-trick"]


def test_a_text_file_that_is_neither_pbn_nor_lin_is_an_error(tmp_path: Path) -> None:
    prose = tmp_path / "minutes.lin"
    prose.write_text("hello world\njust text\n")
    result = run(str(prose))
    assert result.exit_code == 1
    assert f"{prose}:1:1: error: not a PBN or LIN file (no tag, no LIN command) [file.not-bridge]" \
        in result.stderr.splitlines()
    players_only = tmp_path / "players.lin"  # a LIN command, no board: a warning only
    players_only.write_text("pn|a,b,c,d|\n")
    empty = tmp_path / "empty.pbn"
    empty.write_text("\n")
    assert run(str(players_only), str(empty), "--jobs", "1").exit_code == 0
