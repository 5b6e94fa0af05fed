"""Contested-claim time as ``hakem claim`` runs it: p50/p99 by tricks left, random endings.

Usage: python benchmarks/claims.py [--per-k N] [--seed S] [--ks 2-13] [--seconds S]

Each ending is a random deal of k cards a hand, a random trump and leader; the side on
lead claims its double-dummy value with no statement (the usual claim: what the cards
allow, nothing said), judged as contested, club player, one careless slip: the full
Law 70 search plus the double-dummy value, i.e. :func:`hakem.analysis.claims.judge_claim`
with ``hakem claim``'s budget (2,000,000 positions, ``--seconds`` CPU seconds). Times are
CPU seconds of this process (the machine is shared: wall time depends on the others).
Endings whose search does not finish are counted as capped (the director decides).
``ratio p50`` is the median, over the endings, of hakem's time divided by endplay's
``solve_board`` (every legal card scored, :func:`hakem.analysis.dds.solve`) on the same
position, both in CPU seconds of this process in the same run (a paired ratio: the
machine's load cancels): what a Law 70 judgement costs against one double-dummy solve.
Goals (issue 22): <= 6 tricks p50 <= 0.05 s, p99 <= 0.5 s; 7-9 p99 <= 2 s; 10-13 p99 <= 10 s.
"""

from __future__ import annotations

import argparse
import random
import time

from hakem.analysis import dds
from hakem.analysis.claims import judge_claim
from hakem.analysis.position import Position
from hakem.cli.claim import CLAIM_NODE_CAP
from hakem.model.cards import DECK, Suit
from hakem.model.deal import sort_hand
from hakem.model.seat import Seat


def ending(rng: random.Random, k: int) -> Position:
    cards = rng.sample(DECK, 4 * k)
    hands = tuple(sort_hand(cards[i * k:(i + 1) * k]) for i in range(4))
    return Position(hands, rng.choice([None, *Suit]), Seat(rng.randrange(4)))  # type: ignore[arg-type]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--per-k", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ks", default="2-13", help="tricks left, e.g. 3-8")
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args()
    lo, hi = (int(x) for x in args.ks.split("-"))
    rng = random.Random(args.seed)
    print(f"{'tricks left':>11} | {'n':>4} | {'p50 s':>7} | {'p99 s':>7} | {'max s':>7} | "
          f"{'nodes p50':>9} | {'capped':>6} | {'ratio p50':>9}")
    for k in range(lo, hi + 1):
        times, nodes, capped, ratios = [], [], 0, []
        for _ in range(args.per_k):
            pos = ending(rng, k)
            claimed = dds.dd_value(pos, pos.to_move.side).n
            started = time.process_time()
            judgement = judge_claim(pos, pos.to_move, claimed, alternatives=False, node_cap=CLAIM_NODE_CAP,
                                    seconds=args.seconds)
            took = time.process_time() - started
            times.append(took)
            started = time.process_time()
            dds.solve(pos)
            ratios.append(took / max(time.process_time() - started, 1e-6))
            nodes.append(judgement.nodes)
            capped += not judgement.exact
        print(f"{k:>11} | {len(times):>4} | {percentile(times, .5):7.3f} | {percentile(times, .99):7.3f} | "
              f"{max(times):7.3f} | {int(percentile(nodes, .5)):>9} | {capped:>6} | "
              f"{percentile(ratios, .5):9.1f}", flush=True)


if __name__ == "__main__":
    main()
