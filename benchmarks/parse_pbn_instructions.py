"""PBN reading cost in CPU instructions: hakem against endplay.parsers.pbn, noise-free.

The machines this project runs on drift by up to 30% in speed over minutes, which
hides changes of a few per cent in ``parse_pbn.py``'s timings. Counting the
instructions each reader executes (valgrind's cachegrind) gives the same number on
every run, so a small change can be measured on its own.

Input: the first fifth of the games of every corpus file endplay can read (the same
files as ``parse_pbn.py``). For each reader the count of one warm pass is taken as
(two passes) - (one pass), so imports, grammar building and first-use caches drop
out. ``PYTHONHASHSEED`` is fixed so that dict and set layouts repeat.

    python benchmarks/parse_pbn_instructions.py [CORPUS_DIR]
    python benchmarks/parse_pbn_instructions.py --subset s.pkl --readers hakem   # before
    (check out the other commit)
    python benchmarks/parse_pbn_instructions.py --subset s.pkl --readers hakem   # after
    python benchmarks/parse_pbn_instructions.py --format lin --readers hakem-lin

``--subset`` keeps the decoded texts in a file (written on the first run, read on the
next), so two commits whose decoding differs are still measured on the same input.
``--format lin`` takes the first fifth of the lines of every LIN file of the corpus
(``CORPUS_DIR`` then defaults to its ``lin`` folder) for hakem's LIN reader; endplay's
LIN reader fails on too many of them to be a yardstick, so there is no ratio.

Needs valgrind; takes a minute or two. Instructions are not time (hakem's code
runs at a lower rate than endplay's, so the time ratio is a little lower), but
they move together, and only these repeat exactly.
"""

from __future__ import annotations

import argparse
import glob
import os
import pickle
import re
import shutil
import subprocess
import sys
import tempfile

DEFAULT = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus", "pbn")

# Run under valgrind: read the pickled subset and make N passes with one reader.
_WORKER = """
import pickle, sys
reader, passes, data = sys.argv[1], int(sys.argv[2]), sys.argv[3]
texts = pickle.load(open(data, "rb"))
if reader == "hakem-lin":
    from hakem.parsers import lin
    lin.loads(texts[0][1], texts[0][0])  # the grammar and first-use caches
    for _ in range(passes):
        for name, text in texts:
            lin.loads(text, name)
elif reader == "hakem":
    from hakem.parsers import pbn
    from hakem.parsers.pbn_grammar import pbn_parser
    pbn_parser()
    for _ in range(passes):
        for name, text in texts:
            for _board in pbn.iter_text(text, name):
                pass
else:
    from endplay.parsers import pbn as endplay_pbn
    for _ in range(passes):
        for _name, text in texts:
            endplay_pbn.loads(text)
"""


def _subset(corpus: str) -> list[tuple[str, str]]:
    from endplay.parsers import pbn as endplay_pbn  # benchmarks may import endplay

    from hakem.parsers.pbn_split import split_games
    from hakem.parsers.source import read_source

    out = []
    for name in sorted(glob.glob(os.path.join(corpus, "**", "*.pbn"), recursive=True)):
        text = read_source(name).text
        try:
            endplay_pbn.loads(text)
        except Exception:
            continue  # endplay cannot read it: not part of the comparison
        games = list(split_games(text))
        keep = max(1, len(games) // 5)
        if keep < len(games):  # cut at the first line of the first game left out
            text = "\n".join(text.split("\n")[:games[keep].line - 1])
        out.append((name, text))
    return out


def _lin_subset(corpus: str) -> list[tuple[str, str]]:
    from hakem.parsers.source import read_source

    out = []
    for name in sorted(glob.glob(os.path.join(corpus, "**", "*.lin"), recursive=True)):
        lines = read_source(name).text.split("\n")
        out.append((name, "\n".join(lines[:max(1, len(lines) // 5)])))
    return out


def _load_subset(args: argparse.Namespace) -> list[tuple[str, str]]:
    """The texts to read: from ``--subset`` when it exists, else cut from the corpus (and
    written to ``--subset`` when given)."""
    if args.subset and os.path.exists(args.subset):
        with open(args.subset, "rb") as f:
            return pickle.load(f)
    texts = _lin_subset(args.corpus) if args.format == "lin" else _subset(args.corpus)
    if args.subset:
        with open(args.subset, "wb") as f:
            pickle.dump(texts, f)
    return texts


def _instructions(worker: str, reader: str, passes: int, data: str) -> int:
    env = dict(os.environ, PYTHONHASHSEED="0")
    run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                          sys.executable, worker, reader, str(passes), data],
                         capture_output=True, text=True, env=env, check=True)
    m = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if m is None:
        raise RuntimeError(f"no instruction count in valgrind's output:\n{run.stderr[-2000:]}")
    return int(m.group(1).replace(",", ""))


def warm_counts(worker_source: str, payload: object, readers) -> dict:
    """Instructions of one warm pass per reader (two passes minus one), the worker reading
    the pickled payload from a temporary folder (shared with parse_lin_instructions)."""
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, "texts.pkl")
        worker = os.path.join(tmp, "worker.py")
        with open(data, "wb") as f:
            pickle.dump(payload, f)
        with open(worker, "w") as f:
            f.write(worker_source)
        warm = {}
        for reader in readers:
            two, one = (_instructions(worker, reader, n, data) for n in (2, 1))
            warm[reader] = two - one
    return warm

def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?")
    ap.add_argument("--format", choices=("pbn", "lin"), default="pbn")
    ap.add_argument("--subset", help="pickle of the texts: written if absent, else read")
    ap.add_argument("--readers", nargs="+", choices=("endplay", "hakem", "hakem-lin"),
                    help="default: endplay and hakem (PBN), hakem-lin (LIN)")
    args = ap.parse_args()
    if args.corpus is None:
        args.corpus = DEFAULT if args.format == "pbn" else os.path.join(DEFAULT, "..", "lin")
    readers = args.readers or (("endplay", "hakem") if args.format == "pbn" else ("hakem-lin",))
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed: use parse_pbn.py for timings")
    texts = _load_subset(args)
    if not texts:
        sys.exit(f"no {args.format.upper()} file to read under {args.corpus}")
    warm = warm_counts(_WORKER, texts, readers)
    unit = "lines" if args.format == "lin" else "games"
    print(f"files: {len(texts)}, characters: {sum(len(t) for _n, t in texts):,} (first fifth of each file's {unit})")
    for reader, count in warm.items():
        print(f"{reader:8} {count / 1e6:10,.0f} M instructions per warm pass")
    if "endplay" in warm and "hakem" in warm:
        print(f"ratio (endplay / hakem): {warm['endplay'] / warm['hakem']:.2f}x")


if __name__ == "__main__":
    main()
