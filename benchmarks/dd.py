"""Batch double dummy: hakem against raw endplay, dedup, the cache, worker layouts.

Usage: python benchmarks/dd.py [--limit N] [--rounds R] [--jobs] [--corpus DIR]

1. Reads every PBN/LIN file of the corpus and counts boards, boards with a full deal
   and unique deals (canonical key): the work dedup saves.
2. Throughput on the same unique deals (the first ``--limit``): hakem's
   ``run_dd`` (in-process, chunks of 40, conversion to hakem types) against raw
   ``endplay.dds.calc_all_tables`` in chunks of 40, alternated ``--rounds`` times
   on a shared, noisy machine; the ratio is hakem deals/s over raw deals/s
   (target >= 0.9).
3. ``--jobs``: the same deals with 2 worker processes (1 DDS thread each) and with
   one worker process under a time limit, against in-process.
4. Dedup and cache: every *board* of the sample (duplicates included) through
   ``run_dd`` with an empty cache, then again: unique deals, boards, first-run and
   rerun seconds.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from endplay.dds import calc_all_tables
from endplay.types import Deal as EPDeal

from hakem.analysis.dd_batch import deal_key, run_dd
from hakem.analysis.dd_cache import DDCache
from hakem.model.deal import Deal
from hakem.parsers.files import input_files, read_path

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def corpus_deals(root: Path) -> tuple[list[Deal], int, float]:
    """Full deals of every board (in file order), the board count and parse seconds."""
    t0 = time.perf_counter()
    deals, boards = [], 0
    for path in input_files([root]):
        for board in read_path(path).boards:
            boards += 1
            d = board.deal
            if d is not None and d.is_complete and not d.problems():
                deals.append(d)
    return deals, boards, time.perf_counter() - t0


def raw_tables(pbns: list[str]) -> float:
    t0 = time.perf_counter()
    for lo in range(0, len(pbns), 40):
        tables = calc_all_tables([EPDeal(p) for p in pbns[lo:lo + 40]])
        for k in range(len(tables)):
            tables[k].to_list()  # read the results, as any caller must
    return time.perf_counter() - t0


def hakem_tables(deals: list[Deal], **options: object) -> float:
    t0 = time.perf_counter()
    result = run_dd(deals, **options)  # type: ignore[arg-type]
    assert result.stats.computed == len(deals), result.stats
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--limit", type=int, default=40, help="unique deals timed")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--jobs", action="store_true", help="also time worker layouts")
    args = parser.parse_args()

    deals, boards, parse_s = corpus_deals(args.corpus)
    unique: dict[str, Deal] = {}
    for d in deals:
        unique.setdefault(deal_key(d), d)
    print(f"corpus: {boards} boards, {len(deals)} with a full deal, {len(unique)} unique deals "
          f"({len(deals) / max(len(unique), 1):.2f} boards per deal); parsed in {parse_s:.1f} s")

    sample = list(unique.values())[:args.limit]
    pbns = [deal_key(d) for d in sample]
    raw_s, ours_s = [], []
    for _ in range(args.rounds):
        raw_s.append(raw_tables(pbns))
        ours_s.append(hakem_tables(sample))
    raw_rate = len(sample) / statistics.median(raw_s)
    ours_rate = len(sample) / statistics.median(ours_s)
    print(f"throughput on {len(sample)} unique deals, median of {args.rounds}: "
          f"raw calc_all_tables {raw_rate:.2f} deals/s, hakem run_dd {ours_rate:.2f} deals/s, "
          f"ratio {ours_rate / raw_rate:.2f}x  (raw {raw_s}, hakem {ours_s})")

    if args.jobs:
        two = hakem_tables(sample, jobs=2)
        one_limited = hakem_tables(sample, timeout=60.0)
        here = hakem_tables(sample)
        print(f"layouts: in-process {len(sample) / here:.2f} deals/s; 2 processes x 1 DDS thread "
              f"{len(sample) / two:.2f} deals/s; 1 worker process with a 60 s/deal limit "
              f"{len(sample) / one_limited:.2f} deals/s (worker start-up included)")

    keys = set(pbns)
    board_deals = [d for d in deals if deal_key(d) in keys]
    with tempfile.TemporaryDirectory() as tmp:
        first = run_dd(board_deals, cache=DDCache(tmp))
        again = run_dd(board_deals, cache=DDCache(tmp))
    print(f"dedup and cache: {first.stats.boards} boards, {first.stats.unique} unique deals; "
          f"first run {first.stats.seconds:.2f} s ({first.stats.computed} solved), "
          f"rerun {again.stats.seconds:.3f} s ({again.stats.cached} from the cache, "
          f"{again.stats.computed} solved)")


if __name__ == "__main__":
    main()
