"""``hakem check`` against endplay's PBN reader only parsing, on the same files, in one run.

hakem's side is everything ``hakem check`` does for a file: read and decode it, parse
every board, detect, rule (claims as the settings say), classify, and write every
finding as text through one buffered stream (to /dev/null here). endplay's side is
``endplay.parsers.pbn.loads`` on the same decoded text, read the same way. Only the
files endplay reads without an exception count (as in ``parse_pbn.py``).

The method is ``parse_pbn.py``'s: CPU seconds of this process (one core), the two
sides take turns file by file (which one goes first alternates), ``--repeat`` times
over all the files; the ratios are printed from each side's fastest repetition, from
the medians, and the median of the per-repetition ratios ("paired"). Two settings
are measured: ``--no-claim-analysis`` and the default (claims judged with double
dummy and the normal-line search; one repetition by default, it takes minutes).

``--wall N`` also times the commands as a user runs them, N times each, taking turns:
``hakem check FILES`` (its default ``--jobs``: the machine's cores for several files;
findings written to /dev/null) against one Python process parsing the same files
with endplay; wall-clock seconds, so the machine's other load weighs on both.

``--rss`` also writes a 20,000-board PBN file from the corpus's own games (whole
files, in order, until 20,000 games) and runs ``hakem check`` on it as a child
process, which reports its own peak RSS (VmHWM; see ``_MEASURED``).

    python benchmarks/check.py [CORPUS_DIR] [--repeat N] [--default-repeat N] [--wall N] [--rss] [--every K]
"""

from __future__ import annotations

import argparse
import gc
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hakem.model.settings import Settings
from hakem.parsers.source import read_source
from hakem.reports.check_run import CheckOptions, check_path

DEFAULT = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus", "pbn")
BIG_BOARDS = 20_000


def paired(files: list[str], options: CheckOptions, repeat: int) -> dict[str, float]:
    """endplay's parse and hakem's check, file by file, taking turns."""
    from endplay.parsers import pbn as endplay_pbn  # benchmarks may import endplay

    sink = open(os.devnull, "w", buffering=1 << 16)  # noqa: SIM115 - closed below

    def endplay(path: str) -> None:
        endplay_pbn.loads(read_source(path).text)

    def hakem(path: str) -> None:
        check_path(path, options, sink.write)

    e_times, h_times = [], []
    clock = time.process_time
    for rep in range(repeat):
        gc.collect()
        e = h = 0.0
        for i, path in enumerate(files):
            pair = ((endplay, "e"), (hakem, "h"))
            for run, who in (pair if (i + rep) % 2 == 0 else pair[::-1]):
                start = clock()
                run(path)
                spent = clock() - start
                if who == "e":
                    e += spent
                else:
                    h += spent
        e_times.append(e)
        h_times.append(h)
    sink.close()
    best = min(e_times) / min(h_times)
    median = statistics.median(e_times) / statistics.median(h_times)
    per_rep = statistics.median(e / h for e, h in zip(e_times, h_times))
    return {"endplay_best": min(e_times), "hakem_best": min(h_times), "best": best,
            "median": median, "paired": per_rep}


def readable(corpus: str) -> tuple[list[str], int]:
    """The corpus files endplay reads without an exception, and their boards."""
    from endplay.parsers import pbn as endplay_pbn

    files = sorted(glob.glob(os.path.join(corpus, "**", "*.pbn"), recursive=True))
    out, boards = [], 0
    for path in files:
        try:
            boards += len(endplay_pbn.loads(read_source(path).text))
            out.append(path)
        except Exception:  # noqa: BLE001 - endplay fails on about a third of the corpus
            pass
    return out, boards


def write_big_file(corpus: str, path: Path, boards: int = BIG_BOARDS) -> int:
    """A PBN file of at least ``boards`` games: the corpus's files, whole and in order,
    repeated if need be. Returns the number of games written."""
    files = sorted(glob.glob(os.path.join(corpus, "**", "*.pbn"), recursive=True))
    written = 0
    with path.open("w", encoding="utf-8") as out:
        while written < boards:
            for name in files:
                text = read_source(name).text
                games = text.count("\n[Board ") + text.startswith("[Board ")
                if not games:
                    continue
                out.write(text.rstrip("\n") + "\n\n")
                written += games
                if written >= boards:
                    break
    return written


_ENDPLAY = """
import sys
from endplay.parsers import pbn
from hakem.parsers.source import read_source
for path in sys.argv[1:]:
    pbn.loads(read_source(path).text)
"""


def wall(files: list[str], repeat: int, *flags: str) -> dict[str, float]:
    """Wall-clock seconds of ``hakem check FILES`` and of endplay parsing them, taking turns."""
    check = [sys.executable, "-m", "hakem.cli.main", "check", *files, *flags]
    endplay = [sys.executable, "-c", _ENDPLAY, *files]
    e_times, h_times = [], []
    for rep in range(repeat):
        pair = ((endplay, e_times), (check, h_times))
        for command, times in (pair if rep % 2 == 0 else pair[::-1]):
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            times.append(time.perf_counter() - start)
    return {"endplay_median": statistics.median(e_times), "hakem_median": statistics.median(h_times),
            "median": statistics.median(e_times) / statistics.median(h_times),
            "paired": statistics.median(e / h for e, h in zip(e_times, h_times))}


#: Runs ``hakem check`` and, at exit, writes its own peak RSS (VmHWM, kB) to stderr.
#: The child's rusage from wait4 would not do: Linux carries the RSS of the process
#: that forked it (a benchmark or a test run holding hundreds of MB) into the child's
#: ru_maxrss; VmHWM belongs to the memory the child itself mapped after exec.
_MEASURED = """
import atexit, sys
def peak():
    with open("/proc/self/status") as status:
        line = next((l for l in status if l.startswith("VmHWM:")), "")
    sys.stderr.write("\\npeak " + line)
atexit.register(peak)
from hakem.cli.main import cli
cli(sys.argv[1:], prog_name="hakem")
"""


def peak_rss(path: Path, *flags: str) -> tuple[float, float, str]:
    """``hakem check path`` as a child: peak RSS (MB), CPU seconds, its summary line."""
    command = [sys.executable, "-c", _MEASURED, "check", str(path), "-q", *flags]
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(command, stdout=out, stderr=err)
        _pid, _status, usage = os.wait4(proc.pid, 0)
        out.seek(0)
        summary = next((line for line in out.read().splitlines() if " boards: " in line), "")
        err.seek(0)
        peak = [line.split()[-2] for line in err.read().splitlines() if line.startswith("peak VmHWM:")]
    rss = int(peak[-1]) / 1024 if peak else usage.ru_maxrss / 1024
    return rss, usage.ru_utime + usage.ru_stime, summary


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=DEFAULT)
    ap.add_argument("--repeat", type=int, default=5, help="repetitions without claim analysis")
    ap.add_argument("--default-repeat", type=int, default=1,
                    help="repetitions with the default settings (0: skip)")
    ap.add_argument("--wall", type=int, default=0, metavar="N",
                    help="also time the commands as a user runs them, N times each")
    ap.add_argument("--rss", action="store_true", help="also the peak RSS of a 20,000-board file")
    ap.add_argument("--every", type=int, default=1, metavar="K",
                    help="only every K-th of the files endplay reads (a quicker sample)")
    args = ap.parse_args()
    files, boards = readable(args.corpus)
    print(f"files endplay reads: {len(files)} ({boards} boards)")
    if args.every > 1:
        from endplay.parsers import pbn as endplay_pbn
        files = files[::args.every]
        boards = sum(len(endplay_pbn.loads(read_source(path).text)) for path in files)
        print(f"every {args.every}th of them: {len(files)} files ({boards} boards)")
    runs = [("--no-claim-analysis", Settings(claim_analysis=False), args.repeat),
            ("default", Settings(), args.default_repeat)]
    print(f"{'settings':22} {'reps':>4} {'endplay s':>10} {'hakem s':>9} "
          f"{'best':>6} {'median':>7} {'paired':>7}")
    for name, settings, repeat in runs:
        if repeat <= 0:
            continue
        got = paired(files, CheckOptions(settings=settings), repeat)
        print(f"{name:22} {repeat:4d} {got['endplay_best']:10.2f} {got['hakem_best']:9.2f} "
              f"{got['best']:5.2f}x {got['median']:6.2f}x {got['paired']:6.2f}x")
    print("ratio: endplay's parse time / hakem check's time (higher is faster; target >= 1.5x)")
    if args.wall:
        print(f"\nwall clock, {args.wall} runs each ({os.cpu_count()} cores; hakem check's default --jobs)")
        for flags in (("--no-claim-analysis",), ()):
            if not flags and not args.default_repeat:
                continue
            got = wall(files, args.wall, *flags)
            print(f"hakem check {' '.join(flags) or '(default)':22} {got['hakem_median']:7.2f} s, endplay "
                  f"{got['endplay_median']:6.2f} s: {got['median']:.2f}x median, {got['paired']:.2f}x paired")
    if args.rss:
        with tempfile.TemporaryDirectory(prefix="hakem-big-") as tmp:
            big = Path(tmp) / "big.pbn"
            games = write_big_file(args.corpus, big)
            print(f"\n{big.name}: {games} games, {big.stat().st_size / 1e6:.1f} MB")
            for flags in (("--no-claim-analysis",), ()):
                if not flags and not args.default_repeat:
                    continue  # --default-repeat 0: the default settings are skipped here too
                rss, cpu, summary = peak_rss(big, *flags)
                print(f"hakem check {' '.join(flags) or '(default)':22} peak RSS {rss:6.1f} MB, "
                      f"CPU {cpu:6.1f} s  | {summary[:90]}")


if __name__ == "__main__":
    main()
