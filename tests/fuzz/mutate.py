"""Mutation fuzzer: mutated corpus files through the whole ``hakem check`` pipeline.

Each case (a seed) picks a real corpus file, mutates it (``fuzz_mutators``) and
runs it through ``fuzz_pipeline.run_file`` in a worker process with a time limit.
A worker that overruns the limit in CPU time (or ten times the limit in wall time,
for a case that blocks) is killed and the case counts as a hang: on a machine shared
by many processes a case of 1.4 s of CPU took 19 s of wall time, so a wall-clock
limit alone reports the machine's load as hangs. A worker that dies (signal, out of memory) counts as a crash. The report gives
crashes and hangs with the seed and mutations to reproduce them, the
violated promises, and the peak RSS of the workers.

    python tests/fuzz/mutate.py --cases 10000 --jobs 2
    python tests/fuzz/mutate.py --replay 1234        # one case, in this process, with traceback
"""

from __future__ import annotations

import argparse
import gc
import json
import multiprocessing as mp
import os
import resource
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fuzz_mutators import corpus_files, make_case  # noqa: E402
from fuzz_pipeline import run_file  # noqa: E402

CORPUS = HERE.parents[2] / "shared" / "corpus"
#: Address space a worker may add to what it inherits from the process that forked it:
#: a memory blow-up becomes a MemoryError (a crash with a seed), not a machine that
#: swaps. (Relative, because a forked worker starts with its parent's address space: a
#: whole test session's, with the corpus, pandas, the solver's thread stacks, which
#: alone came near a fixed 3 GB ceiling and turned a 10 MB decode into a MemoryError.)
WORKER_MEMORY = 3 * 1024 ** 3
#: Seconds a new worker may take to fork and list the corpus (under load, a few).
WORKER_START_TIMEOUT = 120
#: A case that has used less CPU than the limit is let run up to this many times the
#: limit in wall time (it is waiting for a core, or blocked: the latter is a hang too).
WALL_FACTOR = 10.0
_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far (0 when it cannot be read)."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
    except OSError:  # not Linux, or the process is gone
        return 0.0
    return (int(fields[11]) + int(fields[12])) / _TICKS


def run_case(seed: int, root: Path, files: dict, workdir: Path, claim_analysis: bool) -> dict[str, Any]:
    """Build and run one case; the result is a plain dict (sent over a pipe)."""
    case = make_case(seed, files, root)
    target = _target(case, workdir)
    row: dict[str, Any] = {"seed": seed, "case": case.describe(), "bytes": len(case.data),
                           "mutations": list(case.mutations)}
    del case  # the fuzzer's own copy of the bytes is not the pipeline's memory
    gc.collect()
    _reset_peak()
    started, cpu_started = time.perf_counter(), time.process_time()
    try:
        outcome = run_file(target, claim_analysis=claim_analysis)
    except BaseException as exc:  # noqa: BLE001 - the fuzzer's job is to catch everything
        row["crash"] = f"{type(exc).__name__}: {str(exc)[:300]}"
        row["traceback"] = traceback.format_exc()[-3000:]
    else:
        row.update(boards=outcome.boards, irregularities=outcome.irregularities,
                   violations=outcome.violations[:5])
    row["seconds"] = time.perf_counter() - started
    row["cpu_seconds"] = time.process_time() - cpu_started
    row["maxrss_mb"] = _case_peak_mb()
    return row


def _target(case: Any, workdir: Path) -> Path:
    """The path to read: the case's bytes in a file, or a FIFO, /dev/zero or a folder."""
    target = workdir / f"case{case.suffix}"
    if target.is_dir():
        target.rmdir()
    elif target.exists() or target.is_symlink():
        target.unlink()
    if case.special == "fifo":
        os.mkfifo(target)
    elif case.special == "devzero":
        return Path("/dev/zero")
    elif case.special == "directory":
        target.mkdir()
    else:
        target.write_bytes(case.data)
    return target


def _reset_peak() -> None:
    """Reset the kernel's peak-RSS mark (VmHWM) so each case reports its own peak."""
    try:
        with open("/proc/self/clear_refs", "w") as handle:
            handle.write("5")
    except OSError:  # pragma: no cover - not Linux, or not allowed: the worker's peak so far
        pass


def _case_peak_mb() -> float:
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:  # pragma: no cover
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _address_space() -> int:
    """Bytes of address space this process holds now (VmSize; 0 when unknown)."""
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except OSError:  # pragma: no cover
        pass
    return 0


def _worker(conn: Connection, root: str) -> None:
    try:
        ceiling = _address_space() + WORKER_MEMORY
        resource.setrlimit(resource.RLIMIT_AS, (ceiling, ceiling))
    except (ValueError, OSError):  # pragma: no cover
        pass
    files = corpus_files(Path(root))
    conn.send("ready")  # the scan above is start-up, not the first case's time
    with tempfile.TemporaryDirectory(prefix="hakem-fuzz-") as tmp:
        while True:
            job = conn.recv()
            if job is None:
                return
            seed, claim_analysis = job
            conn.send(run_case(seed, Path(root), files, Path(tmp), claim_analysis))


@dataclass
class _Slot:
    process: Any
    conn: Connection
    seed: int | None = None
    started: float = 0.0
    cpu0: float = 0.0
    claims: bool = True


@dataclass
class Report:
    cases: int = 0
    crashes: list[dict] = field(default_factory=list)
    hangs: list[dict] = field(default_factory=list)
    slow_claims: list[dict] = field(default_factory=list)
    """Cases over the time limit that finish within it when claims are ruled without
    double dummy: slow claim analysis over many claimed boards, not a hang."""
    violations: list[dict] = field(default_factory=list)
    peak_rss_mb: float = 0.0
    peak_case: str = ""
    boards: int = 0
    irregularities: int = 0
    seconds: float = 0.0
    slowest: list[tuple[float, str]] = field(default_factory=list)
    slowest_cpu: list[tuple[float, str]] = field(default_factory=list)
    mutations: Counter = field(default_factory=Counter)

    def summary(self) -> dict[str, Any]:
        return {"cases": self.cases, "crashes": len(self.crashes), "hangs": len(self.hangs),
                "slow_claim_analysis": len(self.slow_claims),
                "violations": len(self.violations), "peak_rss_mb": round(self.peak_rss_mb, 1),
                "peak_rss_case": self.peak_case, "boards": self.boards,
                "irregularities": self.irregularities, "wall_seconds": round(self.seconds, 1),
                "slowest": [(round(s, 2), c) for s, c in sorted(self.slowest, reverse=True)[:5]],
                "slowest_cpu": [(round(s, 2), c) for s, c in sorted(self.slowest_cpu, reverse=True)[:5]],
                "mutations": dict(self.mutations.most_common())}


def run(cases: int, jobs: int, seed0: int = 0, timeout: float = 30.0, root: Path = CORPUS,
        claim_analysis: bool = True, progress: bool = False, wall_timeout: float | None = None) -> Report:
    """Run ``cases`` seeds (``seed0`` ...) on ``jobs`` workers; never raises for a bad case.

    A case is over its limit when it has used ``timeout`` seconds of CPU, or
    ``wall_timeout`` seconds of wall time (default ``WALL_FACTOR * timeout``)."""
    wall_limit = WALL_FACTOR * timeout if wall_timeout is None else wall_timeout
    ctx = mp.get_context("fork")
    report = Report()
    pending = [(seed, claim_analysis) for seed in range(seed0 + cases - 1, seed0 - 1, -1)]
    slots: list[_Slot] = []
    started = time.perf_counter()

    def spawn() -> _Slot:
        # The forked worker must not walk the parent's heap (a test session may hold the
        # whole corpus): objects that exist now are frozen out of the collector, so its
        # collections in the child stay small and copy no pages.
        gc.freeze()
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_worker, args=(child, str(root)), daemon=True)
        proc.start()
        child.close()
        if not parent.poll(WORKER_START_TIMEOUT) or parent.recv() != "ready":
            raise RuntimeError(f"a fuzz worker did not start within {WORKER_START_TIMEOUT} s")
        return _Slot(proc, parent)

    def assign(slot: _Slot) -> None:
        if pending:
            slot.seed, slot.claims = pending.pop()
            slot.started = time.monotonic()
            slot.cpu0 = cpu_seconds(slot.process.pid)
            slot.conn.send((slot.seed, slot.claims))
        else:
            slot.seed = None

    def record(row: dict, claims: bool) -> None:
        rerun = claim_analysis and not claims  # of a case that timed out (already counted)
        if rerun and "crash" not in row:
            # Without double dummy it finished in time: the time went on claim analysis.
            report.slow_claims.append(row)
            return
        if not rerun:
            report.cases += 1
        report.mutations.update(row.get("mutations", ()))
        if row["maxrss_mb"] > report.peak_rss_mb:
            report.peak_rss_mb, report.peak_case = row["maxrss_mb"], row["case"]
        report.slowest.append((row["seconds"], row["case"]))
        report.slowest = sorted(report.slowest, reverse=True)[:5]
        report.slowest_cpu.append((row.get("cpu_seconds", 0.0), row["case"]))
        report.slowest_cpu = sorted(report.slowest_cpu, reverse=True)[:5]
        if "crash" in row:
            report.crashes.append(row)
            if progress:
                print(f"CRASH {row['case']}: {row['crash']}", file=sys.stderr, flush=True)
        else:
            report.boards += row["boards"]
            report.irregularities += row["irregularities"]
            if row["violations"]:
                report.violations.append(row)
        if progress and report.cases % 500 == 0:
            print(f"{report.cases} cases, {len(report.crashes)} crashes, {len(report.hangs)} hangs, "
                  f"{len(report.violations)} violations, peak {report.peak_rss_mb:.0f} MB, "
                  f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)

    def replace(slot: _Slot) -> _Slot:
        slot.process.kill()
        slot.process.join()
        slot.conn.close()
        return spawn()

    for _ in range(max(1, jobs)):
        slot = spawn()
        slots.append(slot)
        assign(slot)
    while any(s.seed is not None for s in slots):
        busy = [s for s in slots if s.seed is not None]
        ready = wait([s.conn for s in busy], timeout=0.5)
        now = time.monotonic()
        for i, slot in enumerate(slots):
            if slot.seed is None:
                continue
            if slot.conn in ready:
                try:
                    row = slot.conn.recv()
                except (EOFError, OSError):
                    # The worker died mid-case (a signal, the kernel's OOM killer).
                    code = slot.process.exitcode
                    slot.process.join(timeout=5)
                    row = {"seed": slot.seed, "case": f"seed={slot.seed}", "seconds": now - slot.started,
                           "maxrss_mb": 0.0, "crash": f"worker died (exit code {slot.process.exitcode or code})"}
                    slots[i] = slot = replace(slot)
                record(row, slot.claims)
                assign(slot)
            elif now - slot.started > timeout and (
                    now - slot.started > wall_limit
                    or cpu_seconds(slot.process.pid) - slot.cpu0 > timeout):
                if slot.claims and claim_analysis:
                    # Run it again with claims ruled without double dummy: if that finishes,
                    # the time went on claim analysis (counted as slow), else it is a hang.
                    pending.append((slot.seed, False))
                    report.cases += 1
                else:
                    report.hangs.append({"seed": slot.seed, "case": f"seed={slot.seed}",
                                         "seconds": now - slot.started,
                                         "cpu_seconds": cpu_seconds(slot.process.pid) - slot.cpu0})
                    if progress:
                        print(f"HANG seed={slot.seed}", file=sys.stderr, flush=True)
                    if not claim_analysis:
                        report.cases += 1
                slots[i] = slot = replace(slot)
                assign(slot)
    for slot in slots:
        try:
            slot.conn.send(None)
        except OSError:
            pass
        slot.process.join(timeout=5)
        if slot.process.is_alive():
            slot.process.kill()
    report.seconds = time.perf_counter() - started
    gc.unfreeze()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--timeout", type=float, default=30.0,
                        help="CPU seconds per case (a hang); wall time up to ten times that")
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--no-claim-analysis", action="store_true",
                        help="rule on claims without double dummy (much faster)")
    parser.add_argument("--json", type=Path, help="write the full report (every crash) here")
    parser.add_argument("--replay", type=int, help="run one seed here and show the traceback")
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"no corpus at {args.corpus}", file=sys.stderr)
        return 2
    if args.replay is not None:
        with tempfile.TemporaryDirectory() as tmp:
            case = make_case(args.replay, corpus_files(args.corpus), args.corpus)
            print(case.describe())
            target = _target(case, Path(tmp))
            print(run_file(target, claim_analysis=not args.no_claim_analysis))
        return 0
    report = run(args.cases, args.jobs, args.seed, args.timeout, args.corpus,
                 claim_analysis=not args.no_claim_analysis, progress=True)
    summary = report.summary()
    print(json.dumps(summary, indent=1))
    for row in report.crashes[:20]:
        print(f"CRASH {row['case']}: {row['crash']}\n{row.get('traceback', '')}")
    for row in report.slow_claims[:20]:
        print(f"SLOW (claim analysis) {row['case']}: {row.get('boards')} boards")
    for row in report.hangs[:20]:
        print(f"HANG {row['case']} after {row['seconds']:.1f} s")
    for row in report.violations[:20]:
        print(f"VIOLATION {row['case']}: {row['violations']}")
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "crashes": report.crashes,
                                         "slow_claims": report.slow_claims,
                                         "hangs": report.hangs, "violations": report.violations},
                                        indent=1, default=str))
    return 1 if report.crashes or report.hangs else 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
