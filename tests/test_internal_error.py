"""No traceback reaches the user (issue 18): a bug of hakem's ends in one "internal error"
message with what a bug report needs, and exit status 3."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem import __version__
from hakem.cli.main import INTERNAL_ERROR, cli

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "seed-003-law67-defective-trick.pbn"

#: The real entry point, with one function of the laws broken as a bug would break it.
BROKEN_CHECK = """
import sys
import hakem.laws.file_rulings as file_rulings  # where check calls the laws, board by board
def rule_board(*args, **kwargs):
    raise RuntimeError("an invariant the laws engine relies on does not hold")
file_rulings.rule_board = rule_board
from hakem.cli.main import cli
sys.argv[0] = "hakem"
cli()
"""


def test_a_bug_while_ruling_is_an_internal_error_naming_the_command_version_and_file() -> None:
    done = subprocess.run([sys.executable, "-c", BROKEN_CHECK, "check", str(SAMPLE)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == INTERNAL_ERROR == 3
    assert "Traceback" not in done.stderr and "Traceback" not in done.stdout
    lines = done.stderr.splitlines()
    assert lines[0] == ("hakem: internal error: RuntimeError: an invariant the laws engine relies "
                        "on does not hold")
    assert any("please report it" in line.lower() for line in lines)
    assert f"  the command:  hakem check {SAMPLE}" in lines
    assert any(line.startswith(f"  the version:  hakem {__version__}") for line in lines)
    assert f"  the file being read:  {SAMPLE}" in lines
    saved = next(line.split(":  ", 1)[1] for line in lines if line.startswith("  the details:"))
    details = Path(saved).read_text(encoding="utf-8")
    try:
        assert "Traceback" in details and "rule_board" in details  # for the maintainers
    finally:
        Path(saved).unlink()


def test_the_handler_works_under_click_testing_too(monkeypatch) -> None:
    def broken(*args, **kwargs):  # noqa: ANN001
        raise KeyError("deal")

    monkeypatch.setattr("hakem.laws.file_rulings.rule_board", broken)
    done = CliRunner().invoke(cli, ["check", str(SAMPLE)])
    assert done.exit_code == 3
    assert "hakem: internal error: KeyError: 'deal'" in done.output
    assert done.exception is None or isinstance(done.exception, SystemExit)


def test_hakems_own_errors_stay_one_line_with_exit_status_1(tmp_path: Path) -> None:
    done = CliRunner().invoke(cli, ["query", str(tmp_path), "SELECT 1"])
    assert done.exit_code == 1 and "internal error" not in done.output
    assert done.output.startswith("Error: ") and len(done.output.strip().splitlines()) == 1


def test_without_standalone_mode_the_exception_reaches_the_caller(monkeypatch) -> None:
    monkeypatch.setattr("hakem.laws.file_rulings.rule_board", lambda *a, **k: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        cli.main(["check", str(SAMPLE)], standalone_mode=False)


def test_a_bug_on_one_file_of_a_batch_costs_that_file_only(tmp_path: Path, monkeypatch) -> None:
    from hakem.reports import executors

    real = executors.file_records

    def fails_on_one(path, options, name=None):  # noqa: ANN001
        if name.endswith("seed-003-law67-defective-trick.pbn"):
            raise IndexError("trick 14")
        return real(path, options, name)

    monkeypatch.setattr(executors, "file_records", fails_on_one)
    out = tmp_path / "rulings.csv"
    done = CliRunner().invoke(cli, ["report", str(SAMPLE.parent), "-o", str(out)])
    assert done.exit_code == 1, done.output
    assert (f"{SAMPLE}:1:1: error: hakem failed on this file (IndexError: trick 14); its boards "
            "are not in the results; please report it with the file [file.internal-error]") in done.output
    assert "Traceback" not in done.output
    rows = out.read_text(encoding="utf-8")
    assert "seed-003-law67" not in rows and "seed-001-law57" in rows  # the others are there
