"""Claim adjudication time by tricks left (3-8): p50 and p99 of :func:`rule_claim`.

Usage: python benchmarks/claims.py [--per-k N] [--seed S] [--node-cap N]

Positions are random endings (random cards, trump, leader); the side on lead claims every
remaining trick with no statement (the hardest case: nothing fixes the claimer's order).
The DD value is left out so the figure is the Law 70 search itself. Targets (issue 7):
<= 6 tricks left p50 <= 0.1 s and p99 <= 1 s; 7-8 tricks p99 <= 5 s, the node cap
reporting bounds instead of hanging.
"""

from __future__ import annotations

import argparse
import random
import time

from hakem.analysis.claim_search import NODE_CAP
from hakem.analysis.claims import rule_claim
from hakem.analysis.position import Position
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
    parser.add_argument("--node-cap", type=int, default=NODE_CAP)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"{'tricks left':>11} | {'n':>4} | {'p50 s':>7} | {'p99 s':>7} | {'max s':>7} | "
          f"{'nodes p50':>9} | {'capped':>6}")
    for k in range(3, 9):
        times, nodes, capped = [], [], 0
        for _ in range(args.per_k):
            pos = ending(rng, k)
            started = time.perf_counter()
            ruling = rule_claim(pos, pos.to_move, k, with_dd=False, alternatives=False,
                                node_cap=args.node_cap)
            times.append(time.perf_counter() - started)
            nodes.append(ruling.nodes)
            capped += not ruling.exact
        print(f"{k:>11} | {len(times):>4} | {percentile(times, .5):7.4f} | {percentile(times, .99):7.4f} | "
              f"{max(times):7.4f} | {int(percentile(nodes, .5)):>9} | {capped:>6}")


if __name__ == "__main__":
    main()
