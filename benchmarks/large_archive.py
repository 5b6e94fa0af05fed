"""Stream generated archives of 10,000 and 100,000 boards through ``hakem check``.

``hakem check`` runs as a child process (stdout to a file: every ruling is written,
as in real use); its peak RSS comes from ``os.wait4``'s resource usage of that
child, and its RSS is also sampled from /proc while it runs, so the report shows
whether memory stays flat along the archive (early, middle and late samples)
as well as between the two sizes. The archives come from
``benchmarks/generate_archive.py`` (1,000 boards per PBN file).

    python benchmarks/large_archive.py --sizes 10000 100000
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from generate_archive import write_archive  # noqa: E402


def _rss_kb(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def run_check(folder: Path, out: Path) -> dict:
    """Run ``hakem check folder``; wall time, peak RSS and RSS samples of the child."""
    command = [sys.executable, "-m", "hakem.cli.main", "check", str(folder)]
    samples: list[tuple[float, int]] = []
    started = time.perf_counter()
    with out.open("w") as stdout, open(out.with_suffix(".err"), "w") as stderr:
        proc = subprocess.Popen(command, stdout=stdout, stderr=stderr)
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            rss = _rss_kb(proc.pid)
            if rss:
                samples.append((time.perf_counter() - started, rss))
            time.sleep(0.25)
    seconds = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    tail = out.read_text(encoding="utf-8", errors="replace").splitlines()
    summary = next((line for line in tail if " files, " in line and " boards" in line), "")
    third = max(1, len(samples) // 3)
    parts = [samples[:third], samples[third:2 * third], samples[2 * third:]]
    return {"exit": proc.returncode, "seconds": round(seconds, 1), "peak_rss_mb": round(usage.ru_maxrss / 1024, 1),
            "rss_mb_by_third": [round(max((r for _t, r in part), default=0) / 1024, 1) for part in parts],
            "cpu_seconds": round(usage.ru_utime + usage.ru_stime, 1), "summary": summary}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--workdir", type=Path, default=None, help="keep archives here (default: a temp dir)")
    parser.add_argument("--per-file", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="hakem-archive-") as tmp:
        root = args.workdir or Path(tmp)
        rows = []
        for size in args.sizes:
            folder = root / f"archive-{size}"
            if not folder.is_dir():
                t0 = time.perf_counter()
                write_archive(folder, size, args.per_file, args.seed)
                print(f"generated {size:,} boards in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
            result = run_check(folder, root / f"check-{size}.out")
            result["boards"] = size
            result["boards_per_second"] = round(size / result["seconds"], 1)
            result["boards_per_cpu_second"] = round(size / max(result["cpu_seconds"], 0.1), 1)
            rows.append(result)
            print(json.dumps(result), flush=True)
        print(f"\n| boards | wall s | CPU s | boards/s (wall) | boards/CPU s | peak RSS MB | RSS by third MB |")
        print("|---:|---:|---:|---:|---:|---:|---|")
        for r in rows:
            print(f"| {r['boards']:,} | {r['seconds']} | {r['cpu_seconds']} | {r['boards_per_second']} | "
                  f"{r['boards_per_cpu_second']} | {r['peak_rss_mb']} | {r['rss_mb_by_third']} |")
        return 0 if all(r["exit"] in (0, 1) for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
