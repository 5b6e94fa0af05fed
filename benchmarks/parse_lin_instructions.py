"""LIN reading cost in CPU instructions: hakem against endplay.parsers.lin, noise-free.

``parse_lin.py`` gives CPU-time ratios, which drift with the machine's load; this
counts the instructions each reader executes (valgrind's cachegrind, as
``parse_pbn_instructions.py`` does for PBN), which repeat exactly from run to run.

Input: every fifth LIN file of the corpus (``--every``), whole (they are short: most
hold one board; under valgrind the whole corpus takes half an hour of CPU). The ratio uses only the files endplay reads without an exception, so both readers do
the same work; hakem's count over every file is printed too. The count of one warm
pass is (two passes) - (one pass), so imports and first-use caches drop out;
``PYTHONHASHSEED`` is fixed.

    python benchmarks/parse_lin_instructions.py [CORPUS_DIR] [--subset s.pkl]

``--subset`` keeps the decoded texts in a file (written on the first run, read on the
next), so two commits are measured on the same input. Needs valgrind.
"""

from __future__ import annotations

import argparse
import os
import pickle
import shutil
import sys
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from parse_pbn_instructions import warm_counts  # noqa: E402  (the valgrind runs and their parse)

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "lin"

# Run under valgrind: read the pickled texts and make N passes with one reader.
_WORKER = """
import pickle, sys
reader, passes, data = sys.argv[1], int(sys.argv[2]), sys.argv[3]
every, readable = pickle.load(open(data, "rb"))
if reader.startswith("hakem"):
    from hakem.parsers import lin
    texts = every if reader == "hakem-all" else readable
    lin.loads(texts[0][1], texts[0][0])  # first-use caches
    for _ in range(passes):
        for name, text in texts:
            lin.loads(text, name)
else:
    from endplay.parsers import lin as endplay_lin
    endplay_lin.loads(readable[0][1])
    for _ in range(passes):
        for _name, text in readable:
            endplay_lin.loads(text)
"""


def _texts(corpus: Path, every_nth: int) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """Every ``every_nth`` file's text, and those endplay reads without an exception."""
    from endplay.parsers import lin as endplay_lin  # benchmarks may import endplay

    from hakem.parsers.source import read_source

    every = [(str(f), read_source(f).text) for f in sorted(corpus.rglob("*.lin"))[::every_nth]]
    readable = []
    for name, text in every:
        try:
            endplay_lin.loads(text)
        except Exception:  # noqa: BLE001 - which files endplay reads is the point
            continue
        readable.append((name, text))
    return every, readable


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", type=Path, default=DEFAULT)
    ap.add_argument("--every", type=int, default=5, help="read every Nth file (default 5; 1: all)")
    ap.add_argument("--subset", help="pickle of the texts: written if absent, else read")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed: use parse_lin.py for timings")
    if args.subset and os.path.exists(args.subset):
        with open(args.subset, "rb") as f:
            every, readable = pickle.load(f)
    else:
        every, readable = _texts(args.corpus, args.every)
        if args.subset:
            with open(args.subset, "wb") as f:
                pickle.dump((every, readable), f)
    if not readable:
        sys.exit(f"no LIN file endplay reads under {args.corpus}")
    warm = warm_counts(_WORKER, (every, readable), ("hakem-all", "hakem", "endplay"))
    print(f"files: {len(every)} ({sum(len(t) for _n, t in every):,} characters); "
          f"endplay reads {len(readable)} ({sum(len(t) for _n, t in readable):,} characters)")
    print(f"hakem   (all files)   {warm['hakem-all'] / 1e6:10,.0f} M instructions per warm pass")
    print(f"hakem   (same files)  {warm['hakem'] / 1e6:10,.0f} M")
    print(f"endplay (its files)   {warm['endplay'] / 1e6:10,.0f} M")
    print(f"ratio (endplay / hakem): {warm['endplay'] / warm['hakem']:.2f}x")


if __name__ == "__main__":
    main()
