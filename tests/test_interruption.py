"""Killing a DD batch or ``hakem archive add`` part-way leaves no corrupt output, and
running it again completes the job (issue 10).

Each test starts the real work in a child process, waits until it has written
part of its output, kills it with SIGKILL (no clean-up handlers run: the worst
case, a power cut or the OOM killer), then checks every file left is whole and
that a rerun finishes with the same content as an uninterrupted run.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

from generate_archive import board_text  # noqa: E402


def _kill_when(proc: subprocess.Popen, ready, limit: float = 120.0) -> bool:
    """SIGKILL ``proc`` as soon as ``ready()``; False if it finished first."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        if ready():
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            return True
        time.sleep(0.02)
    proc.kill()
    proc.wait()
    raise AssertionError("the child never produced output to interrupt")


# -- DD batch ---------------------------------------------------------------------------

DD_SCRIPT = """
import sys
from hakem.analysis.dd_batch import run_dd
from hakem.analysis.dd_cache import DDCache
from hakem.model.deal import Deal
deals = [Deal.parse(line) for line in open(sys.argv[1]).read().split("\\n") if line]
run_dd(deals, cache=DDCache(sys.argv[2]), jobs=1, chunk=2, flush_every=2)
"""


def _deals(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        deck = [s + r for s in "SHDC" for r in "AKQJT98765432"]
        rng.shuffle(deck)
        hands = [deck[i * 13:(i + 1) * 13] for i in range(4)]
        out.append("N:" + " ".join(".".join("".join(c[1] for c in h if c[0] == s) for s in "SHDC")
                                   for h in hands))
    return out


def test_a_killed_dd_batch_leaves_whole_cache_parts_and_the_rerun_completes(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    from hakem.analysis.dd_batch import run_dd
    from hakem.analysis.dd_cache import DDCache
    from hakem.model.deal import Deal

    deals = _deals(16, seed=10)
    listing = tmp_path / "deals.txt"
    listing.write_text("\n".join(deals))
    cache_dir = tmp_path / "dd"
    proc = subprocess.Popen([sys.executable, "-c", DD_SCRIPT, str(listing), str(cache_dir)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    killed = _kill_when(proc, lambda: len(list(cache_dir.glob("part-*.parquet"))) >= 2)
    assert killed, "the batch finished before it could be interrupted"

    cache = DDCache(cache_dir)
    saved = len(cache)  # reads every part: a torn part would be reported in cache.problems
    assert cache.problems == []
    assert 0 < saved < len(deals)

    result = run_dd([Deal.parse(d) for d in deals], cache=DDCache(cache_dir))
    assert result.stats.cached == saved  # resumed, not recomputed
    assert result.stats.cached + result.stats.computed == result.stats.unique == len(deals)
    assert all(row.status in ("ok", "cached") for row in result.rows.values())
    again = DDCache(cache_dir)
    assert len(again) == len(deals) and again.problems == []
    # The resumed tables are the ones an uninterrupted run gives.
    fresh = run_dd([Deal.parse(d) for d in deals[:3]])
    for did, row in fresh.rows.items():
        assert again.get([did])[did] == row.table


# -- archive add ------------------------------------------------------------------------

def _archive_command() -> list[str]:
    from hakem.cli.main import cli
    if "archive" in cli.commands:
        return [sys.executable, "-m", "hakem.cli.main", "archive"]
    # Not registered in the top-level command yet: call its click group directly.
    return [sys.executable, "-c", "from hakem.cli.archive import archive; archive()"]


def _tournaments(folder: Path, events: int, boards: int) -> list[Path]:
    rng = random.Random(5)
    folder.mkdir(exist_ok=True)
    paths = []
    for e in range(events):
        path = folder / f"event-{e:02d}.pbn"
        path.write_text("\n".join(board_text(b, rng, event=f"Club Pairs {e}")
                                  for b in range(1, boards + 1)))
        paths.append(path)
    return paths


def _archive_counts(root: Path) -> tuple[int, int, int]:
    from hakem.reports.archive import query
    boards = int(query(root, "SELECT count(*) FROM boards").iloc[0, 0])
    rulings = int(query(root, "SELECT count(*) FROM rulings").iloc[0, 0])
    events = int(query(root, "SELECT count(DISTINCT event) FROM boards").iloc[0, 0])
    return boards, rulings, events


def _visible_partitions(root: Path) -> dict[str, tuple[int, int]]:
    """Boards and rulings rows of every visible partition; each must have both tables, and
    as many rows as its manifest says (issue 18 item 5: never boards without rulings)."""
    import json

    import pandas as pd

    from hakem.reports.archive import visible_files
    files = visible_files(root)
    partitions = {t: {str(p.parent.relative_to(root / t)): p for p in files[t]} for t in files}
    assert set(partitions["boards"]) == set(partitions["rulings"])
    out = {}
    for manifest_path in (root / "manifests").glob("season=*/event=*.json"):
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        partition = manifest["partition"]
        counts = (len(pd.read_parquet(partitions["boards"][partition])),
                  len(pd.read_parquet(partitions["rulings"][partition])))
        assert counts == (manifest["board_rows"], manifest["ruling_rows"]), partition
        out[partition] = counts
    assert set(out) == set(partitions["boards"])
    return out


def test_a_killed_archive_add_leaves_whole_partitions_and_the_rerun_completes(tmp_path: Path) -> None:
    pytest.importorskip("duckdb")
    pytest.importorskip("pyarrow")
    import pandas as pd
    try:
        import hakem.reports.archive  # noqa: F401
        import hakem.cli.archive  # noqa: F401
    except ImportError as exc:  # pragma: no cover
        pytest.xfail(f"hakem archive is not there yet ({exc})")

    files = _tournaments(tmp_path / "in", events=12, boards=15)
    root = tmp_path / "archive"
    command = _archive_command() + ["add", *map(str, files), "--to", str(root)]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    killed = _kill_when(proc, lambda: any((root / "manifests").glob("season=*/event=*.json")))
    assert killed, "archive add finished before it could be interrupted"

    for part in root.rglob("*.parquet"):
        pd.read_parquet(part)  # every part, visible or left behind, is whole
    visible = _visible_partitions(root)
    assert 0 < len(visible) < len(files)
    assert not list(root.rglob("part-0.parquet"))

    rerun = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert rerun.returncode == 0, rerun.stderr[-2000:]
    assert not list(root.rglob("*.tmp")), "temporary files left behind after the rerun"

    clean = tmp_path / "clean"
    fresh = subprocess.run(_archive_command() + ["add", *map(str, files), "--to", str(clean)],
                           capture_output=True, text=True, timeout=600)
    assert fresh.returncode == 0, fresh.stderr[-2000:]
    assert _archive_counts(root) == _archive_counts(clean)
    assert _archive_counts(root)[0] == 12 * 15 and _archive_counts(root)[2] == 12


KILL_AT_MANIFEST = """
import os, signal, sys
from hakem.reports import archive
real, seen = archive.write_text, []
def write_text(target, text, **kwargs):
    seen.append(target)
    if len(seen) == int(sys.argv[1]):  # its boards and rulings files are written: die now
        os.kill(os.getpid(), signal.SIGKILL)
    return real(target, text, **kwargs)
archive.write_text = write_text
archive.add(sys.argv[3:], sys.argv[2])
"""


def _events(root: Path, table: str) -> dict[str, int]:
    from hakem.reports.archive import query
    df = query(root, f"SELECT event_name, count(*) AS n FROM {table} GROUP BY 1")
    return {e: int(n) for e, n in zip(df.event_name, df.n)}


def test_a_kill_between_a_partitions_files_and_its_manifest_leaves_the_old_partition(
        tmp_path: Path) -> None:
    """Issue 18 item 5: SIGKILL exactly between the steps of one partition (boards and
    rulings written, manifest not): that partition is still the old one, whole."""
    pytest.importorskip("duckdb")
    old_files = _tournaments(tmp_path / "v1", events=4, boards=3)
    new_files = _tournaments(tmp_path / "v2", events=4, boards=5)  # same tournaments, re-scored
    root, clean_old, clean_new = tmp_path / "archive", tmp_path / "old", tmp_path / "new"
    for files, where in ((old_files, root), (old_files, clean_old), (new_files, clean_new)):
        done = subprocess.run(_archive_command() + ["add", *map(str, files), "--to", str(where)],
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-2000:]
    old_rulings, new_rulings = _events(clean_old, "rulings"), _events(clean_new, "rulings")
    assert old_rulings != new_rulings

    killed = subprocess.run([sys.executable, "-c", KILL_AT_MANIFEST, "3", str(root),
                             *map(str, new_files)], capture_output=True, text=True, timeout=600)
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]

    visible = _visible_partitions(root)
    assert len(visible) == 4
    boards = _events(root, "boards")
    assert sorted(boards.values()) == [3, 3, 5, 5]  # two partitions swapped, two not yet
    rulings = _events(root, "rulings")
    for event, n in boards.items():  # each partition's rulings are those of its boards' version
        assert rulings.get(event, 0) == (new_rulings if n == 5 else old_rulings).get(event, 0)
    assert len(list(root.rglob("part-*.parquet"))) > 2 * len(visible)  # the unswapped new files

    rerun = subprocess.run(_archive_command() + ["add", *map(str, new_files), "--to", str(root)],
                           capture_output=True, text=True, timeout=600)
    assert rerun.returncode == 0, rerun.stderr[-2000:]
    assert _events(root, "boards") == _events(clean_new, "boards")
    assert _events(root, "rulings") == new_rulings
    assert len(list(root.rglob("part-*.parquet"))) == 2 * len(visible)  # left-overs swept
