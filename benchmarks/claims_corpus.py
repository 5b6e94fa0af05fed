"""The claim analysis in a ``hakem check`` batch over the corpus: its share of the time,
how each claim was settled, and the findings a director must act on per 1,000 boards.

Usage: python benchmarks/claims_corpus.py [CORPUS_DIR] [--limit N] [--exclude NAME ...]

``--exclude`` leaves out the files whose path ends with NAME (for instance
``tests__pbn__example3.pbn``, the truncated-play file whose 7,344 inferred claims are
most of the corpus's claim rulings), so the share can be given with and without it.

``--command`` runs the command itself in this process (``hakem check -q --jobs 1``, text
findings written to a temporary file) instead of reading and ruling board by board: the
whole of its time (detection, rulings, text, summary) is the base of the share.

Runs the corpus through the laws' entry point (:func:`hakem.laws.engine.rule_board`, as
``hakem check`` does, default settings) and times the claim rulings themselves (CPU
seconds of the claim rule, the position rebuilt, the bounds, the solver and the search
included) against the whole run (reading, detection and every ruling). Claims recorded
without a contest marker are agreed-or-unknown: no Law 70 search, only the Law 69B and
Law 71 checks.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

from hakem.laws import claim_rules, engine
from hakem.laws.engine import rule_board
from hakem.model.irregularity import IrregularityKind
from hakem.model.settings import Settings
from hakem.parsers.files import input_files, read_path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="?", default=str(Path(__file__).resolve().parents[2] / "shared" / "corpus"))
    parser.add_argument("--limit", type=int, default=0, help="stop after this many boards")
    parser.add_argument("--exclude", action="append", default=[], metavar="NAME",
                        help="leave out files whose path ends with NAME (repeatable)")
    parser.add_argument("--command", action="store_true",
                        help="time the whole `hakem check -q --jobs 1` run instead of reading and ruling")
    args = parser.parse_args(argv)
    spent = [0.0]
    outcomes: collections.Counter[str] = collections.Counter()
    settled: collections.Counter[str] = collections.Counter()
    settled_time: collections.Counter[str] = collections.Counter()
    original = claim_rules.rule_claim

    def timed(case, irr):  # type: ignore[no-untyped-def]
        started = time.process_time()
        ruling = original(case, irr)
        took = time.process_time() - started
        spent[0] += took
        facts = ruling.claim
        outcomes[facts.outcome if facts else "no position"] += 1
        if facts is not None and facts.settled_by:
            settled[facts.settled_by] += 1
            settled_time[facts.settled_by] += took
        return ruling

    for kind in (IrregularityKind.CLAIM, IrregularityKind.CONCESSION):
        engine.RULES[kind] = timed
    boards = 0
    started = time.process_time()
    wall = time.perf_counter()
    files = [path for path in input_files([args.corpus])
             if not any(str(path).endswith(name) for name in args.exclude)]
    if args.command:
        boards = _command(files)
    for path in files if not args.command else ():
        result = read_path(path)
        for board in result.boards:
            boards += 1
            rule_board(board, Settings())
            if args.limit and boards >= args.limit:
                break
        if args.limit and boards >= args.limit:
            break
    total = time.process_time() - started
    claims = sum(outcomes.values())
    act = sum(outcomes[k] for k in ("69B", "71", "reduced", "restored", "director-decides"))
    print(f"{boards} boards, {claims} claim rulings; CPU {total:.2f} s in all, {spent[0]:.2f} s in claim "
          f"rulings ({100 * spent[0] / total:.1f} %); wall {time.perf_counter() - wall:.1f} s")
    print("outcomes: " + ", ".join(f"{k} {n}" for k, n in outcomes.most_common()))
    print("agreed claims settled by: " + ", ".join(
        f"{k} {n} ({settled_time[k]:.2f} s)" for k, n in settled.most_common()))
    print(f"findings a director must act on: {act} ({1000 * act / max(boards, 1):.1f} per 1,000 boards)")
    return 0


def _command(files: list[Path]) -> int:
    """``hakem check -q --jobs 1 -o TMP FILES`` in this process; the boards it read."""
    import contextlib
    import io
    import tempfile

    from hakem.cli.check import run_check
    from hakem.reports.check_run import CheckOptions
    with tempfile.TemporaryDirectory() as tmp, contextlib.redirect_stderr(io.StringIO()) as err:
        run_check(tuple(str(f) for f in files), CheckOptions(listing=True), output=str(Path(tmp) / "findings.txt"),
                  jobs=1, quiet=True)
    counted = [line for line in err.getvalue().splitlines() if "board" in line]
    print("hakem check summary: " + (counted[0].strip() if counted else "(no board count)"))
    return sum(1 for f in files for _ in read_path(f).boards) if not counted else _boards(counted[0])


def _boards(line: str) -> int:
    import re
    found = re.search(r"([\d,]+) boards?", line)
    return int(found.group(1).replace(",", "")) if found else 0


if __name__ == "__main__":
    sys.exit(main())
