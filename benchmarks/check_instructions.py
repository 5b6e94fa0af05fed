"""``hakem check`` cost in CPU instructions against endplay's PBN reader, noise-free.

The companion of ``check.py`` (timings) as ``parse_pbn_instructions.py`` is of
``parse_pbn.py``: on a shared machine CPU seconds move by 20-30% with the other load,
instruction counts repeat exactly. Input: the first fifth of the games of every
corpus file endplay reads (``parse_pbn_instructions``' subset), written as UTF-8
files to a temporary folder. Sides, each counted as one warm pass ((two passes) -
(one pass), ``PYTHONHASHSEED=0``):

* ``endplay``: ``read_source`` and ``endplay.parsers.pbn.loads`` of each file;
* ``parse``: hakem's reader through ``open_path`` (every board read, none checked);
* ``check``: ``check_path`` with ``--no-claim-analysis``, every finding written as
  text to /dev/null (what ``hakem check --no-claim-analysis`` does for each file).

    python benchmarks/check_instructions.py [CORPUS_DIR] [--subset s.pkl] [--sides check]

Needs valgrind; a few minutes.
"""

from __future__ import annotations

import argparse
import os
import pickle
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from parse_pbn_instructions import DEFAULT, _instructions, _load_subset  # noqa: E402

_WORKER = """
import os, sys
side, passes, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]
paths = sorted(os.path.join(folder, n) for n in os.listdir(folder))
from hakem.parsers.source import read_source
if side == "endplay":
    from endplay.parsers import pbn as endplay_pbn
    def run(path):
        endplay_pbn.loads(read_source(path).text)
elif side == "parse":
    from hakem.parsers.files import open_path
    def run(path):
        for _board in open_path(path):
            pass
else:
    from hakem.model.settings import Settings
    from hakem.reports.check_run import CheckOptions, check_path
    options = CheckOptions(settings=Settings(claim_analysis=False))
    sink = open(os.devnull, "w", buffering=1 << 16)
    def run(path):
        check_path(path, options, sink.write)
run(paths[0])  # imports, grammar and first-use caches
for _ in range(passes):
    for path in paths:
        run(path)
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=DEFAULT)
    ap.add_argument("--subset", help="pickle of the texts: written if absent, else read")
    ap.add_argument("--sides", nargs="+", choices=("endplay", "parse", "check"),
                    default=["endplay", "parse", "check"])
    args = ap.parse_args()
    args.format = "pbn"
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed: use check.py for timings")
    texts = _load_subset(args)
    with tempfile.TemporaryDirectory() as tmp:
        folder = os.path.join(tmp, "files")
        os.mkdir(folder)
        for i, (_name, text) in enumerate(texts):
            with open(os.path.join(folder, f"{i:04d}.pbn"), "w", encoding="utf-8") as f:
                f.write(text)
        worker = os.path.join(tmp, "worker.py")
        with open(worker, "w") as f:
            f.write(_WORKER)
        warm = {side: _instructions(worker, side, 2, folder) - _instructions(worker, side, 1, folder)
                for side in args.sides}
    print(f"files: {len(texts)}, characters: {sum(len(t) for _n, t in texts):,} (first fifth of each file's games)")
    for side, count in warm.items():
        print(f"{side:8} {count / 1e6:10,.0f} M instructions per warm pass")
    for side in ("parse", "check"):
        if "endplay" in warm and side in warm:
            print(f"ratio endplay / {side}: {warm['endplay'] / warm[side]:.2f}x")


if __name__ == "__main__":
    main()
