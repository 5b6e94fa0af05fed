"""PBN reading speed: hakem against endplay.parsers.pbn on the same files, in one run.

Only files that endplay reads without an exception count for the ratio (endplay
fails on about a third of the corpus). Both readers get the same decoded text.
Times are CPU seconds of this process (time.process_time), so other load on the
machine disturbs the ratio less than wall-clock time would. The two readers take
turns file by file (which one goes first alternates), ``--repeat`` times over all
the files. Three ratios are printed: from each reader's fastest repetition (noise
only ever adds time, as timeit's documentation explains), from the medians, and
the median of each repetition's own ratio ("paired": both readers measured side by
side, the steadiest of the three on a machine whose speed drifts). hakem's time
includes everything its reader does: splitting, parsing, building the model,
checking the deal and replaying the play against it. For a noise-free count of the
work done, see parse_pbn_instructions.py.

    python benchmarks/parse_pbn.py [CORPUS_DIR] [--repeat N]
"""

from __future__ import annotations

import argparse
import gc
import glob
import os
import statistics
import time

from hakem.parsers import pbn
from hakem.parsers.source import read_source

DEFAULT = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus", "pbn")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=DEFAULT)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    from endplay.parsers import pbn as endplay_pbn  # benchmarks may import endplay

    files = sorted(glob.glob(os.path.join(args.corpus, "**", "*.pbn"), recursive=True))
    texts = [(f, read_source(f).text) for f in files]
    readable = []
    endplay_boards = 0
    for name, text in texts:
        try:
            endplay_boards += len(endplay_pbn.loads(text))
            readable.append((name, text))
        except Exception:
            pass
    hakem_boards = sum(1 for name, text in readable for _ in pbn.iter_text(text, name))

    def read_endplay(_name: str, text: str) -> None:
        endplay_pbn.loads(text)

    def read_hakem(name: str, text: str) -> None:
        for _board in pbn.iter_text(text, name):
            pass

    def one_repetition(rep: int) -> tuple[float, float]:
        """Both readers file by file, taking turns to go first: a change in the
        machine's speed then falls on both alike."""
        e = h = 0.0
        clock = time.process_time
        for i, (name, text) in enumerate(readable):
            pair = ((read_endplay, "e"), (read_hakem, "h"))
            for read, who in (pair if (i + rep) % 2 == 0 else pair[::-1]):
                start = clock()
                read(name, text)
                spent = clock() - start
                if who == "e":
                    e += spent
                else:
                    h += spent
        return e, h

    e_times, h_times = [], []
    for rep in range(args.repeat):
        gc.collect()
        e_rep, h_rep = one_repetition(rep)
        e_times.append(e_rep)
        h_times.append(h_rep)
    e, h = min(e_times), min(h_times)
    e_med, h_med = statistics.median(e_times), statistics.median(h_times)
    print(f"files endplay reads: {len(readable)} of {len(files)}")
    print(f"{'reader':10} {'boards':>8} {'best s':>8} {'median s':>9} {'boards/s':>10}")
    print(f"{'endplay':10} {endplay_boards:8d} {e:8.2f} {e_med:9.2f} {endplay_boards / e:10.0f}")
    print(f"{'hakem':10} {hakem_boards:8d} {h:8.2f} {h_med:9.2f} {hakem_boards / h:10.0f}")
    ratio = (hakem_boards / h) / (endplay_boards / e)
    ratio_med = (hakem_boards / h_med) / (endplay_boards / e_med)
    paired = statistics.median((hakem_boards / hr) / (endplay_boards / er) for er, hr in zip(e_times, h_times))
    print(f"ratio (hakem boards/s / endplay boards/s): {ratio:.2f}x best, {ratio_med:.2f}x median, "
          f"{paired:.2f}x paired  (target >= 1.5x)")


if __name__ == "__main__":
    main()
