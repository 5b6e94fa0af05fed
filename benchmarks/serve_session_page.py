"""The claim desk's session page (``hakem serve``), first open: before and after contested
claims were left to the desk (issue 21).

The folder is a copy of the first ``--files`` LIN files of a corpus folder plus a claims
file of seven contested claims written by the desk (seed 004's board, a claim of all the
rest after tricks 4 to 10), the way a director's session folder looks after an evening
at the desk. "before" is the page as it was: every contested claim searched with the
normal-line search on opening; "after" lists them and lets the desk judge one on request
(``Settings.contested_claim_search`` off for the page). The two take turns in one
process, ``--repeat`` times; CPU seconds of this process and wall seconds are printed
for each, the paired CPU ratio and both medians.

    python benchmarks/serve_session_page.py [CORPUS_LIN_DIR] [--files 60] [--repeat 3]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

import hakem.cli.serve_app as app  # noqa: E402
from hakem.model.settings import Settings  # noqa: E402
from hakem.reports.desk_state import DeskInput, annotated_pbn, replay  # noqa: E402
from hakem.reports.records import Options  # noqa: E402

from desk_fixtures import RECORDED, TRICK_10, seed_004_claim  # noqa: E402


def contested_claims() -> str:
    """Seven contested claims as the desk saves them."""
    out = ["% PBN 2.1"]
    plays = RECORDED + TRICK_10
    for k in range(4, 11):
        left = replay(DeskInput.from_json(seed_004_claim(plays=plays[:4 * k], tricks=None)))[0].tricks_left
        desk = DeskInput.from_json(seed_004_claim(plays=plays[:4 * k], tricks=left, tags={"Board": str(k)}))
        out.append(annotated_pbn(desk))
    return "\n\n".join(out)


def before_options(**kw):  # type: ignore[no-untyped-def]
    """The page as it was: contested claims searched on opening."""
    kw["settings"] = kw["settings"].replace(contested_claim_search=True)
    return Options(**kw)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", default=str(REPO.parent / "shared" / "corpus" / "lin" / "bridgescape"))
    parser.add_argument("--files", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "session"
        folder.mkdir()
        for path in sorted(Path(args.corpus).glob("*.lin"))[:args.files]:
            shutil.copy(path, folder / path.name)
        (folder / "claims.pbn").write_text(contested_claims(), encoding="utf-8")
        served = app.Served.of([str(folder)], str(Path(tmp) / "saved.pbn"), Settings(), "en")
        cpu: dict[str, list[float]] = {"before": [], "after": []}
        walls: dict[str, list[float]] = {"before": [], "after": []}
        for _ in range(args.repeat):
            for name, options in (("before", before_options), ("after", Options)):
                app.Options = options  # type: ignore[misc, assignment]
                start, wall = time.process_time(), time.perf_counter()
                page = app._session_page(served)
                cpu[name].append(time.process_time() - start)
                walls[name].append(time.perf_counter() - wall)
                print(f"{name}: cpu {cpu[name][-1]:.2f}s wall {walls[name][-1]:.2f}s, "
                      f"{page.count('not judged on this page')} contested claims left to the desk",
                      flush=True)
        app.Options = Options  # type: ignore[misc]
        ratios = [b / a for b, a in zip(cpu["before"], cpu["after"])]
        print(f"{args.files} LIN files + 7 contested claims: CPU before/after, paired median "
              f"{statistics.median(ratios):.1f}x (before median {statistics.median(cpu['before']):.2f}s, "
              f"after {statistics.median(cpu['after']):.2f}s); wall medians "
              f"{statistics.median(walls['before']):.2f}s / {statistics.median(walls['after']):.2f}s "
              f"(the solver may work outside this process's CPU count: see both)")


if __name__ == "__main__":
    main()
