"""The hakem command line: help everywhere, exit codes, output formats."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from hakem.cli.main import COMMANDS, cli

SAMPLES = str(Path(__file__).resolve().parents[1] / "samples")


@pytest.fixture()
def runner() -> CliRunner:
    return CliRunner()


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_has_help_with_an_example(runner: CliRunner, command: str) -> None:
    result = runner.invoke(cli, [command, "--help"])
    assert result.exit_code == 0
    assert "Usage:" in result.output
    assert "hakem" in result.output and len(result.output.splitlines()) > 5


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_listed_command_loads_and_its_listed_help_is_its_own(name: str) -> None:
    command = cli.get_command(click.Context(cli), name)
    assert command is not None and command.name == name
    first_line = (command.help or "").strip().splitlines()[0].rstrip(".")
    listed = COMMANDS[name][2].rstrip(".")
    assert set(listed.lower().split()) & set(first_line.lower().split()), (listed, first_line)


def test_help_lists_every_command_without_importing_the_heavy_ones() -> None:
    done = subprocess.run([sys.executable, "-c", "import sys\nfrom hakem.cli.main import cli\n"
                           "try:\n    cli(['--help'])\nexcept SystemExit:\n    pass\n"
                           "heavy = [m for m in ('pandas', 'duckdb', 'distributed', 'matplotlib', "
                           "'openpyxl', 'pyarrow') if m in sys.modules]\nprint('HEAVY', heavy)"],
                          capture_output=True, text=True, check=True)
    for name in COMMANDS:
        assert f"  {name} " in done.stdout
    assert "HEAVY []" in done.stdout


def test_check_runs_without_loading_the_report_dependencies() -> None:
    # matplotlib is left out: endplay's package imports it when a claim needs double dummy.
    done = subprocess.run([sys.executable, "-c", "import sys\nfrom hakem.cli.main import cli\n"
                           f"try:\n    cli(['check', '-q', {SAMPLES!r}])\nexcept SystemExit:\n    pass\n"
                           "heavy = [m for m in ('pandas', 'duckdb', 'distributed', "
                           "'openpyxl', 'pyarrow') if m in sys.modules]\nprint('HEAVY', heavy)"],
                          capture_output=True, text=True, check=True)
    assert "HEAVY []" in done.stdout, done.stdout + done.stderr


def test_version(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["--version"])
    assert result.exit_code == 0 and "hakem" in result.output


def test_parse_summarises_every_sample_file(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["parse", SAMPLES])
    assert result.exit_code == 0, result.output
    files = sorted(p.name for p in Path(SAMPLES).iterdir() if p.suffix in (".pbn", ".lin"))
    for name in files:
        assert name in result.output
    assert f"{len(files)} files" in result.output


def test_parse_json_gives_one_object_per_board(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "two.pbn"
    path.write_text('[Board "1"]\n[Dealer "N"]\n\n[Board "2"]\n[Dealer "E"]\n')
    result = runner.invoke(cli, ["parse", str(path), "--format", "json"])
    assert result.exit_code == 0
    rows = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert [r["board"] for r in rows] == ["1", "2"] and rows[1]["dealer"] == "E"


def test_check_lists_irregularities_with_rulings_as_json(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["check", SAMPLES, "--format", "json"])
    # Exit status 1: samples/pbn-mark-errors.pbn and detect-unmarked.pbn hold error
    # diagnostics on purpose (wrong ^ marks, a card in two hands), and check says so.
    assert result.exit_code == 1, result.output
    assert "error: [Deal]: CK is in both N and S [pbn.bad-deal]" in result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert rows
    for row in rows:
        assert row["kind"] and row["file"] and "ruling" in row and row["ruling"]["laws"]
        assert row["class"] in ("table", "claim", "record")
    kinds = {r["kind"] for r in rows}
    assert {"call-out-of-rotation", "revoke", "premature-play", "defective-trick"} <= kinds


def test_unreadable_text_is_an_input_error_with_file_line_and_column(runner: CliRunner,
                                                                      tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Board "1"]\n[Auction "N"]\n1C } Pass\n\n[Board "2"]\n')
    result = runner.invoke(cli, ["parse", str(bad)])
    assert result.exit_code == 1
    assert "2 boards" in result.output and "pbn.syntax" in result.output


def test_batch_goes_on_past_a_bad_file(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / "a.pbn").write_text('[Board "1"]\n[Auction "N"]\n1C } Pass\n')
    (tmp_path / "b.pbn").write_text('[Board "7"]\n[Dealer "S"]\n')
    result = runner.invoke(cli, ["check", str(tmp_path), "-q"])
    assert result.exit_code == 1
    assert "2 files, 2 boards" in result.output


def test_usage_error_exits_2(runner: CliRunner) -> None:
    assert runner.invoke(cli, ["parse"]).exit_code == 2
    assert runner.invoke(cli, ["parse", "/no/such/file.pbn"]).exit_code == 2


@pytest.mark.dds
def test_check_with_damage_shows_the_64c_analysis_for_the_defective_trick(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["check", str(Path(SAMPLES) / "seed-003-law67-defective-trick.pbn"),
                                 "--damage", "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    trick = [r for r in rows if r["kind"] == "defective-trick"][0]
    assert trick["damage"] and trick["ruling"]["tricks_after"] == 13
