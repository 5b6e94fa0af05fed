"""Boards per second reading LIN: hakem against endplay.parsers.lin, same files, one run.

Usage: ``python benchmarks/parse_lin.py [CORPUS_DIR] [--repeat N]``

Every file is read into memory first (decoding is not timed). Times are CPU seconds
of this process (time.process_time), the best of N runs, so other load on the machine
disturbs the ratio less than wall-clock time would. The ratio uses only
the files endplay reads without an exception, so both readers do the same work;
hakem's figures over every file are printed too. For a count that does not drift with
the machine's load, ``parse_lin_instructions.py`` counts instructions (valgrind).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from hakem.parsers import lin
from hakem.parsers.source import read_source

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "lin"


def _time(fn, texts, repeat):  # type: ignore[no-untyped-def]
    best = float("inf")
    boards = 0
    for _ in range(repeat):
        start = time.process_time()
        boards = 0
        for text in texts:
            boards += len(fn(text))
        best = min(best, time.process_time() - start)
    return boards, best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs (default 3)")
    args = parser.parse_args()
    from endplay.parsers import lin as endplay_lin  # benchmarks may import endplay

    files = sorted(args.corpus.rglob("*.lin"))
    texts = [read_source(f).text for f in files]
    readable = []
    for text in texts:
        try:
            endplay_lin.loads(text)
            readable.append(text)
        except Exception:  # noqa: BLE001 - counting endplay's failures is the point
            pass
    lin.loads(texts[0])  # build the grammar outside the timing

    all_boards, all_time = _time(lin.loads, texts, args.repeat)
    e_boards, e_time = _time(endplay_lin.loads, readable, args.repeat)
    h_boards, h_time = _time(lin.loads, readable, args.repeat)
    e_rate, h_rate = e_boards / e_time, h_boards / h_time
    print(f"files: {len(files)}; endplay reads {len(readable)} without an exception")
    print(f"hakem   (all files)      {all_boards:6d} boards  {all_time:.3f} s  {all_boards / all_time:8.0f} boards/s")
    print(f"endplay (its files)      {e_boards:6d} boards  {e_time:.3f} s  {e_rate:8.0f} boards/s")
    print(f"hakem   (same files)     {h_boards:6d} boards  {h_time:.3f} s  {h_rate:8.0f} boards/s")
    print(f"ratio hakem/endplay: {h_rate / e_rate:.2f}x (target >= 1.5x)")


if __name__ == "__main__":
    main()
