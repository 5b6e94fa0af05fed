"""What a user reads at the end of a run and in the help: one summary line in good
English, and help examples that work on the samples (issue 19, small things)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli

REPO = Path(__file__).resolve().parents[1]
ONE = str(REPO / "samples" / "markers-play.pbn")


def run(*args: str) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, list(args))
    return done.exit_code, done.stdout, done.stderr


def test_check_ends_with_one_summary_line_in_the_singular_for_one_file() -> None:
    code, out, _err = run("check", "-q", ONE)
    assert code == 0
    summary = [line for line in out.splitlines() if " board" in line and " read, " in line]
    assert summary == ["1 file, 4 boards: 16 table findings (4,000.0 per 1,000 boards), 0 claim findings, "
                       "1 record finding (0 about whole files; 1 file with record findings); "
                       "4 read, 0 read with diagnostics, 0 rejected"]
    assert "1 files" not in out


def test_parse_says_one_board_and_one_file(tmp_path: Path) -> None:
    single = tmp_path / "one.pbn"
    single.write_text('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n', encoding="utf-8")
    code, out, _err = run("parse", str(single))
    assert code == 0
    assert f"{single}: 1 board" in out.splitlines()
    assert "1 file, 1 board; 1 read, 0 read with diagnostics, 0 rejected" in out.splitlines()
    assert "1 files" not in out and "1 boards" not in out


def test_stats_and_report_use_the_same_summary_line(tmp_path: Path) -> None:
    _code, _out, stats_err = run("stats", ONE)
    assert re.search(r"^1 file, 4 boards: 16 table findings counted of 17 \(\d+\.\d s\)$", stats_err, re.M), stats_err
    _code, _out, every_err = run("stats", ONE, "--class", "all")
    assert re.search(r"^1 file, 4 boards: 17 findings counted of 17 \(\d+\.\d s\)$", every_err, re.M), every_err
    _code, _out, two_err = run("stats", ONE, "--class", "table,record")
    assert re.search(r"^1 file, 4 boards: 17 record and table findings counted of 17 ", two_err, re.M), two_err
    target = tmp_path / "rulings.csv"
    _code, _out, report_err = run("report", ONE, "-o", str(target))
    assert f"{target}: 1 file, 4 boards, 17 rulings rows" in report_err


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("archive") / "archive"
    code, _out, err = run("archive", "add", str(REPO / "samples"), "--to", str(root))
    assert code == 0, err
    files = len([*REPO.joinpath("samples").glob("*.pbn"), *REPO.joinpath("samples").glob("*.lin")])
    assert f"; {files} files, " in err and "1 files" not in err
    return root


def _examples(command: list[str]) -> list[str]:
    """The SQL of every ``hakem query archive/ "..."`` example in a command's help."""
    _code, out, _err = run(*command, "--help")
    return [shlex.split(line.strip())[3] for line in out.splitlines()
            if line.strip().startswith("hakem query archive/")]


@pytest.mark.parametrize("command", [["query"], ["archive"]])
def test_every_query_example_in_the_help_returns_rows_on_the_samples(archive: Path,
                                                                     command: list[str]) -> None:
    examples = _examples(command)
    assert examples
    for sql in examples:
        code, out, err = run("query", str(archive), sql, "--format", "csv")
        assert code == 0, err
        assert len(out.splitlines()) > 1, sql  # a header and at least one row
