"""Check every recorded claim in the corpus: DD value and the Law 70 normal-line search.

Usage: python benchmarks/claims_corpus.py [CORPUS_DIR] [--limit N] [--node-cap N] [--examples N]

A recorded claim is a board whose play stops before trick 13 with a result (PBN ``*``,
LIN ``mc``). The recorded result is taken as declarer's claim. Reports how many claims
exceed the double-dummy value and how many the normal-line search would not uphold.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

from hakem.analysis.claims import Outcome, check_board_claim
from hakem.analysis.position import PositionError


def boards(root: Path):
    from hakem.parsers import lin, pbn
    for path in sorted(root.rglob("*")):
        suffix = path.suffix.lower()
        if suffix not in (".pbn", ".lin"):
            continue
        try:
            loaded = lin.load(str(path)) if suffix == ".lin" else pbn.load(str(path))
        except Exception as exc:  # a reader failure is reported, not fatal
            yield path, None, exc
            continue
        for board in loaded:
            yield path, board, None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="?", default=str(Path(__file__).resolve().parents[2] / "shared" / "corpus"))
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--node-cap", type=int, default=50_000)
    parser.add_argument("--examples", type=int, default=5)
    args = parser.parse_args(argv)
    counts: collections.Counter[str] = collections.Counter()
    by_left: dict[int, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    examples: dict[str, list[str]] = collections.defaultdict(list)
    seen_deals: set[tuple] = set()
    started = time.perf_counter()
    for path, board, exc in boards(Path(args.corpus)):
        if board is None:
            counts["file errors"] += 1
            continue
        counts["boards"] += 1
        try:
            check = check_board_claim(board, node_cap=args.node_cap)
        except PositionError as err:
            counts["claims without a usable position"] += 1
            examples["unusable"].append(f"{path.name} board {board.board_id}: {err}")
            continue
        if check is None:
            continue
        key = (board.deal, board.play, board.result)
        if key in seen_deals:
            counts["duplicate records"] += 1
            continue
        seen_deals.add(key)
        left = check.tricks_left
        counts["claims"] += 1
        by_left[left]["claims"] += 1
        tags = []
        if check.exceeds_dd:
            tags.append("exceeds DD")
        if check.ruling.outcome is Outcome.REDUCED:
            tags.append("not upheld")
        if check.ruling.outcome is Outcome.RESTORED:
            tags.append("Law 71 restorable")
        if check.ruling.outcome is Outcome.UNDECIDED:
            tags.append("undecided (node cap)")
        if not check.ruling.exact:
            tags.append("capped")
        for tag in tags:
            counts[tag] += 1
            by_left[left][tag] += 1
            if len(examples[tag]) < args.examples:
                examples[tag].append(
                    f"{path.name} board {board.board_id}: {board.contract} by {check.declarer.name}, "
                    f"{check.cards_played} cards played, claimed {check.claimed.n} of {left}, DD {check.dd.n}, "
                    f"normal line {check.ruling.awarded.n}" + ("" if check.ruling.exact else f"-{check.ruling.upper.n}"))
        if args.limit and counts["claims"] >= args.limit:
            break
    elapsed = time.perf_counter() - started
    print(f"{counts['boards']} boards read, {counts['claims']} distinct recorded claims, {elapsed:.0f} s")
    for key in ("exceeds DD", "not upheld", "Law 71 restorable", "undecided (node cap)", "capped",
                "claims without a usable position", "duplicate records", "file errors"):
        print(f"  {key:34} {counts[key]}")
    cols = ["claims", "exceeds DD", "not upheld", "Law 71 restorable", "undecided (node cap)"]
    print("\ntricks left | " + " | ".join(cols))
    for left in sorted(by_left):
        print(f"{left:11} | " + " | ".join(str(by_left[left][c]) for c in cols))
    for tag, rows in examples.items():
        print(f"\n{tag}:")
        for row in rows:
            print("  " + row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
