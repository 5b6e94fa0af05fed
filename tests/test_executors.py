"""Same rows whatever runs the work: in process, a process pool, a Dask cluster, shards."""

from __future__ import annotations

import os
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from hakem.reports.executors import ExecutorError, parse_shard, run_files, shard_files
from hakem.reports.frames import frames, frames_from_records
from hakem.reports.records import Options

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


@pytest.fixture(scope="module")
def in_process():
    return frames([SAMPLES])


def test_a_process_pool_gives_identical_rulings(in_process) -> None:
    pooled = frames([SAMPLES], jobs=2)
    pd.testing.assert_frame_equal(pooled.rulings, in_process.rulings)
    pd.testing.assert_frame_equal(pooled.boards, in_process.boards)


def test_a_two_worker_dask_cluster_gives_identical_rulings(in_process) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        assert len(cluster.workers) == 2
        on_dask = frames([SAMPLES], scheduler=cluster.scheduler_address)
        with distributed.Client(cluster) as client:
            via_executor = frames_from_records(
                run_files([SAMPLES], Options(), executor=client.get_executor()))
            ran_on = set(client.run(lambda: "ok"))
    pd.testing.assert_frame_equal(on_dask.rulings, in_process.rulings)
    pd.testing.assert_frame_equal(via_executor.rulings, in_process.rulings)
    assert len(ran_on) == 2


def test_dask_workers_started_elsewhere_read_relative_paths(tmp_path: Path, monkeypatch) -> None:
    """Issue 18 item 10: workers whose working directory is not the client's used to get
    relative paths they could not open (every file "cannot read file", 0 boards)."""
    distributed = pytest.importorskip("distributed")
    monkeypatch.chdir(SAMPLES.parent)
    here = frames(["samples"])
    monkeypatch.chdir(tmp_path)  # the worker processes start here
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            worker_dirs = set(client.run(os.getcwd).values())
        monkeypatch.chdir(SAMPLES.parent)
        on_dask = frames(["samples"], scheduler=cluster.scheduler_address)
    assert worker_dirs == {str(tmp_path)}
    assert on_dask.problems == [] and on_dask.input_errors == 0
    assert len(on_dask.boards) == len(here.boards) > 0
    assert set(on_dask.boards["source_file"]) == set(here.boards["source_file"])
    assert all(name.startswith("samples/") for name in on_dask.boards["source_file"])
    pd.testing.assert_frame_equal(on_dask.rulings, here.rulings)


def test_shards_partition_the_files_and_together_give_everything(in_process) -> None:
    parts = [frames([SAMPLES], shard=(i, 3)).rulings for i in (1, 2, 3)]
    merged = pd.concat(parts, ignore_index=True)
    merged = merged.sort_values("ruling_id", ignore_index=True)
    expected = in_process.rulings.sort_values("ruling_id", ignore_index=True)
    pd.testing.assert_frame_equal(merged, expected, check_categorical=False)
    assert shard_files(list(range(7)), (1, 3)) == [0, 3, 6]
    assert shard_files(list(range(7)), (3, 3)) == [2, 5]


@pytest.mark.parametrize("bad", ["0/3", "4/3", "1/0", "2", "a/b", "1/2/3"])
def test_bad_shard_specifications_are_refused(bad: str) -> None:
    with pytest.raises(ExecutorError):
        parse_shard(bad)


def test_an_unreachable_scheduler_is_a_clean_error(monkeypatch) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr("hakem.reports.executors.SCHEDULER_TIMEOUT", "1s")
    with pytest.raises(ExecutorError, match="cannot reach"):
        run_files([SAMPLES], scheduler="tcp://127.0.0.1:9")


def test_bad_shard_on_the_command_line_is_a_usage_error() -> None:
    from hakem.cli.stats import stats
    result = CliRunner().invoke(stats, [str(SAMPLES), "--shard", "5/4"])
    assert result.exit_code == 2 and "--shard" in result.output


def test_every_new_command_has_help_with_an_example() -> None:
    from hakem.cli.archive import archive, query
    from hakem.cli.report import report
    from hakem.cli.stats import stats

    runner = CliRunner()
    for command, args in ((report, []), (stats, []), (archive, []), (archive, ["add"]), (query, [])):
        result = runner.invoke(command, args + ["--help"])
        assert result.exit_code == 0, (command.name, result.output)
        assert "Example" in result.output and "hakem " in result.output
        assert "Exit status" in result.output


def test_the_progress_bar_goes_to_stderr_only_when_asked(capsys) -> None:
    run_files([SAMPLES], progress=True)
    shown = capsys.readouterr()
    assert "ruling" in shown.err and shown.out == ""
    run_files([SAMPLES])  # not a terminal: no bar
    assert capsys.readouterr().err == ""
