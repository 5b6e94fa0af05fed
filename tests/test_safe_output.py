"""Every write goes through one helper (issue 18 item 6): inside its folder, no symbolic
link followed, whole or not at all, UTF-8."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.parsers.safe_output import OutputError, make_folder, remove_file, write_file, write_text

NAMES = """[Event "Club Pairs"]
[Board "1"]
[North "Zoë Łukasz"]
[East "Ayşe Yılmaz"]
[South "שרה כהן"]
[West "Ørjan"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75"]
"""


@pytest.fixture
def names(tmp_path: Path) -> Path:
    path = tmp_path / "in" / "names.pbn"
    path.parent.mkdir()
    path.write_text(NAMES, encoding="utf-8")
    return path


@pytest.fixture
def fake_solver(monkeypatch):
    from hakem.analysis import dds
    from hakem.analysis.dd_tables import TableMemo
    from hakem.analysis.dds import DDTable

    monkeypatch.setattr(dds, "dd_tables", lambda deals, strains=None: [DDTable(((7,) * 4,) * 5)
                                                                        for _ in deals])
    monkeypatch.setattr("hakem.analysis.dd_tables._MEMO", TableMemo())


# -- the helper ---------------------------------------------------------------------------

def test_a_link_planted_as_the_target_is_refused_and_what_it_points_to_is_untouched(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "report.html").symlink_to(outside)
    with pytest.raises(OutputError, match="symbolic link"):
        write_text(folder / "report.html", "<html>")
    assert outside.read_text() == "precious"
    assert sorted(p.name for p in folder.iterdir()) == ["report.html"]  # no temporary left


def test_a_link_planted_as_a_sub_folder_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    root = tmp_path / "archive"
    root.mkdir()
    (root / "boards").symlink_to(outside, target_is_directory=True)
    with pytest.raises(OutputError, match="symbolic link"):
        write_text(root / "boards" / "season=2024" / "x.parquet", "data", inside=root)
    with pytest.raises(OutputError, match="symbolic link"):
        remove_file(root / "boards" / "x", inside=root)
    with pytest.raises(OutputError, match="symbolic link"):
        make_folder(root / "boards" / "y", inside=root)
    assert list(outside.iterdir()) == []


def test_a_target_outside_its_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="not inside"):
        write_text(tmp_path / "out" / ".." / "escaped.txt", "x", inside=tmp_path / "out")
    with pytest.raises(OutputError, match="not inside"):
        write_text(tmp_path / "elsewhere" / "x.txt", "x", inside=tmp_path / "out")
    assert not (tmp_path / "escaped.txt").exists()


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "rulings.csv"
    target.write_text("old")

    def half(handle) -> None:  # noqa: ANN001
        handle.write(b"half of the new")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_file(target, half)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["rulings.csv"]


def test_text_is_utf8_and_the_file_gets_normal_permissions(tmp_path: Path) -> None:
    target = write_text(tmp_path / "a" / "b.pbn", "Zoë Łukasz שרה\n")
    assert target.read_bytes() == "Zoë Łukasz שרה\n".encode("utf-8")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_folder_that_cannot_be_written_is_one_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where a folder should be")
    with pytest.raises(OutputError, match=r"cannot write .*file/x\.csv"):
        write_text(blocker / "x.csv", "x")


# -- hakem dd --pbn-out -------------------------------------------------------------------

def test_dd_pbn_out_keeps_every_letter_of_the_names(names: Path, tmp_path: Path, fake_solver) -> None:
    out = tmp_path / "out"
    done = CliRunner().invoke(cli, ["dd", str(names), "--pbn-out", str(out), "--no-cache", "-q"])
    assert done.exit_code == 0, done.output
    text = (out / "names.pbn").read_text(encoding="utf-8")
    for name in ("Zoë Łukasz", "Ayşe Yılmaz", "שרה כהן", "Ørjan"):
        assert name in text
    assert "?" not in text.split("[DoubleDummyTricks")[0].replace('"?"', "")


def test_dd_pbn_out_never_writes_through_a_planted_link(names: Path, tmp_path: Path, fake_solver) -> None:
    outside = tmp_path / "victim.pbn"
    outside.write_text("precious")
    out = tmp_path / "out"
    out.mkdir()
    (out / "names.pbn").symlink_to(outside)
    done = CliRunner().invoke(cli, ["dd", str(names), "--pbn-out", str(out), "--no-cache", "-q"])
    assert done.exit_code == 1 and "symbolic link" in done.output
    assert "Traceback" not in done.output
    assert outside.read_text() == "precious"


def test_dd_pbn_out_is_written_whole_or_not_at_all(names: Path, tmp_path: Path, fake_solver,
                                                   monkeypatch) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "names.pbn").write_text("the previous run's file", encoding="utf-8")

    def broken_dumps(boards):  # noqa: ANN001
        raise KeyboardInterrupt

    monkeypatch.setattr("hakem.cli.dd.dumps", broken_dumps)
    CliRunner().invoke(cli, ["dd", str(names), "--pbn-out", str(out), "--no-cache", "-q"])
    assert (out / "names.pbn").read_text(encoding="utf-8") == "the previous run's file"
    assert [p.name for p in out.iterdir()] == ["names.pbn"]


def test_the_dd_cache_removes_a_planted_link_never_what_it_points_to(tmp_path: Path, fake_solver,
                                                                     monkeypatch) -> None:
    from hakem.analysis.dd_batch import run_dd
    from hakem.analysis.dd_cache import DDCache
    from hakem.model.deal import Deal

    monkeypatch.setattr("hakem.analysis.dd_cache.COMPACT_AFTER", 1)
    deal = Deal.parse("N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75")
    first = tmp_path / "first"
    run_dd([deal], cache=DDCache(first))
    precious = next(first.glob("part-*.parquet"))
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "part-0-planted.parquet").symlink_to(precious)
    other = Deal.parse("N:QJT5432.T.6.QJ82 AK96.KQ8.A98.K63 .J97543.K7532.94 87.A62.QJT4.AT75")
    result = run_dd([other], cache=DDCache(cache))  # a second part: the cache compacts
    assert result.stats.cache_error == ""
    assert precious.is_file() and not (cache / "part-0-planted.parquet").exists()
    assert len(DDCache(cache)) == 2 and len(DDCache(cache).parts()) == 1


# -- the outputs of report, stats, convert ------------------------------------------------

@pytest.mark.parametrize("name", ["report.html", "rulings.csv", "rulings.parquet", "rulings.xlsx",
                                  "rulings.jsonl"])
def test_report_outputs_refuse_a_planted_link(names: Path, tmp_path: Path, name: str) -> None:
    outside = tmp_path / "victim"
    outside.write_text("precious")
    (tmp_path / name).symlink_to(outside)
    done = CliRunner().invoke(cli, ["report", str(names), "-o", str(tmp_path / name), "-q"])
    assert done.exit_code == 1 and "symbolic link" in done.output, done.output
    assert outside.read_text() == "precious"


def test_the_stats_plot_goes_through_the_helper(names: Path, tmp_path: Path) -> None:
    outside = tmp_path / "victim"
    outside.write_text("precious")
    (tmp_path / "plot.png").symlink_to(outside)
    done = CliRunner().invoke(cli, ["stats", str(names), "--plot", str(tmp_path / "plot.png"), "-q"])
    assert done.exit_code == 1 and "symbolic link" in done.output
    assert outside.read_text() == "precious"
    done = CliRunner().invoke(cli, ["stats", str(names), "--plot", str(tmp_path / "plot.svg"), "-q"])
    assert done.exit_code == 0, done.output
    assert (tmp_path / "plot.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")


def test_convert_writes_utf8(names: Path, tmp_path: Path) -> None:
    done = CliRunner().invoke(cli, ["convert", str(names), "--to", "pbn", "-o", str(tmp_path / "o")])
    assert done.exit_code == 0, done.output
    assert "Zoë Łukasz" in (tmp_path / "o" / "names.pbn").read_text(encoding="utf-8")


@pytest.mark.parametrize("command", [["report", "-o", "{out}/x.csv"], ["report", "-o", "{out}/x.html"],
                                     ["dd", "--no-cache", "--pbn-out", "{out}/pbn"],
                                     ["convert", "--to", "lin", "-o", "{out}/lin"],
                                     ["archive", "add", "--to", "{out}/archive"],
                                     ["stats", "--plot", "{out}/x.png"]])
def test_an_unwritable_output_is_a_one_line_error(names: Path, tmp_path: Path, command: list[str]) -> None:
    """An output under a regular file can be written by nobody, root included (ENOTDIR)."""
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    args = [a.replace("{out}", str(blocker)) for a in command]
    args = args[:1] + ([str(names)] if args[0] != "archive" else ["add", str(names)]) + \
        (args[1:] if args[0] != "archive" else args[2:])
    done = subprocess.run([sys.executable, "-m", "hakem.cli.main", *args], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1 and str(blocker) in errors[0], done.stderr
