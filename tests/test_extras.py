"""A missing optional library is one clear line and exit status 2, never a traceback.

Each test hides one library the way an install without its extra would lack it
(``sys.modules[name] = None`` makes ``import name`` fail) and runs the command that
needs it.
"""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.extras import EXTRA_OF, MissingExtra, available, require

REPO = Path(__file__).resolve().parents[1]
SAMPLE = str(REPO / "samples" / "seed-001-law57-premature-play.pbn")


def hide(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    """Make ``import name`` (and its submodules) fail, as without the extra."""
    for name in list(sys.modules):
        if any(name == n or name.startswith(n + ".") for n in names):
            monkeypatch.setitem(sys.modules, name, None)
    for name in names:
        monkeypatch.setitem(sys.modules, name, None)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception  # a bug, not an exit status: show its traceback
    return result.exit_code, result.stdout, result.stderr


def assert_one_line(stderr: str, expected: str) -> None:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert lines == [expected], stderr
    assert "Traceback" not in stderr


def test_require_names_the_feature_and_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    hide(monkeypatch, "duckdb")
    with pytest.raises(MissingExtra) as caught:
        require("duckdb", "hakem query")
    assert str(caught.value) == "hakem query needs duckdb: pip install 'hakem[archive]'"
    assert isinstance(caught.value, ImportError) and not available("duckdb")


def test_require_returns_the_module_when_it_is_there() -> None:
    assert require("json", "a test").dumps([1]) == "[1]"


def test_every_extra_module_is_named_in_pyproject() -> None:
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    for module, extra in EXTRA_OF.items():
        if module == "dask":
            continue  # dask comes with distributed
        assert f"{extra} = [" in text and module in text, (module, extra)


def test_missing_extra_survives_a_trip_between_processes() -> None:
    again = pickle.loads(pickle.dumps(MissingExtra("the DD cache (Parquet)", "pyarrow")))
    assert str(again) == "the DD cache (Parquet) needs pyarrow: pip install 'hakem[parquet]'"


def test_stats_plot_without_matplotlib_says_so_before_reading(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    hide(monkeypatch, "matplotlib")
    code, out, err = run("stats", SAMPLE, "--plot", str(tmp_path / "rates.png"))
    assert code == 2 and out == ""
    assert_one_line(err, "hakem stats --plot needs matplotlib: pip install 'hakem[plots]'")
    assert not (tmp_path / "rates.png").exists()


def test_report_parquet_without_pyarrow(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    hide(monkeypatch, "pyarrow")
    code, _out, err = run("report", SAMPLE, "-o", str(tmp_path / "rulings.parquet"))
    assert code == 2
    assert_one_line(err, "the Parquet format needs pyarrow: pip install 'hakem[parquet]'")


def test_report_xlsx_without_openpyxl(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    hide(monkeypatch, "openpyxl")
    code, _out, err = run("report", SAMPLE, "-o", str(tmp_path / "rulings.xlsx"))
    assert code == 2
    assert_one_line(err, "the Excel (.xlsx) format needs openpyxl: pip install 'hakem[xlsx]'")


def test_query_without_duckdb(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    hide(monkeypatch, "duckdb")
    code, _out, err = run("query", str(tmp_path), "SELECT 1")
    assert code == 2
    assert_one_line(err, "the archive (hakem archive, hakem query) needs duckdb: "
                         "pip install 'hakem[archive]'")


def test_archive_add_without_pyarrow(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    hide(monkeypatch, "pyarrow")
    code, _out, err = run("archive", "add", SAMPLE, "--to", str(tmp_path / "archive"))
    assert code == 2
    assert_one_line(err, "the archive (hakem archive, hakem query) needs pyarrow: "
                         "pip install 'hakem[archive]'")
    assert not (tmp_path / "archive").exists()


def test_scheduler_without_distributed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    hide(monkeypatch, "distributed", "dask")
    code, _out, err = run("stats", SAMPLE, "--scheduler", "tcp://127.0.0.1:1")
    assert code == 2
    assert_one_line(err, "--scheduler (a Dask cluster) needs distributed: pip install 'hakem[dask]'")


def test_dd_cache_without_pyarrow_is_skipped_with_a_reason(monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    from hakem.analysis.dd_cache import DDCache
    from hakem.analysis.dds import DDTable

    cache = DDCache(tmp_path)
    table = DDTable(((7, 6, 7, 6),) * 5)
    cache.put({"ab12": ("N:- - - -", table, 0.1)})
    hide(monkeypatch, "pyarrow")
    cold = DDCache(tmp_path)
    with pytest.warns(UserWarning, match="pip install 'hakem\\[parquet\\]'"):
        assert cold.get(["ab12"]) == {}
    with pytest.raises(MissingExtra, match="the DD cache"):
        cold.put({"cd34": ("N:- - - -", table, 0.1)})


#: Hidden before anything is imported, as in an install without the extras (pandas then
#: keeps its strings in Python objects, as it does without pyarrow).
_CORE_ONLY = ("import sys\n"
              "sys.modules.update(dict.fromkeys(['pyarrow', 'duckdb', 'distributed', 'dask', "
              "'openpyxl'], None))\n"
              "from hakem.cli.main import cli\n"
              "cli(sys.argv[1:])\n")


@pytest.mark.parametrize("args,status", [
    (["parse", "{samples}"], 0),
    # 1: two sample files hold deliberate record errors, which check reports as errors
    (["check", "-q", "{samples}"], 1),
    (["convert", "{samples}/markers-play.pbn", "--to", "json"], 0),
    (["stats", "{samples}"], 0),
    (["report", "{samples}", "-o", "{tmp}/report.html"], 0),
    (["report", "{samples}", "-o", "{tmp}/rulings.csv"], 0),
])
def test_the_core_commands_run_without_any_extra(tmp_path: Path, args: list[str], status: int) -> None:
    # matplotlib stays: endplay (a core dependency) requires it, so the core has it anyway.
    filled = [a.format(samples=REPO / "samples", tmp=tmp_path) for a in args]
    done = subprocess.run([sys.executable, "-c", _CORE_ONLY, *filled], capture_output=True,
                          text=True, cwd=tmp_path)
    assert done.returncode == status, done.stderr
    assert "pip install" not in done.stderr and "Traceback" not in done.stderr


def test_a_missing_extra_is_one_line_from_the_real_command_too(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", _CORE_ONLY, "report", str(REPO / "samples"),
                           "-o", str(tmp_path / "rulings.xlsx")], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr == "the Excel (.xlsx) format needs openpyxl: pip install 'hakem[xlsx]'\n"
