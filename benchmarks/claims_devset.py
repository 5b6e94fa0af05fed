"""hakem's claim rulings against the directors' on the development set of real claims.

Usage: python benchmarks/claims_devset.py [--set ../shared/claims/dev-set.yaml] [--seconds S] [--ids DEV-01,...]

Each claim's record is read from ../shared/corpus (by file and record index), the
position at the claim rebuilt and checked against the set's ``remaining``/``to_move``/
``current_trick``; then it is judged as contested with no statement (the set's
``td_award``) and as agreed (the set's ``td_flag_if_agreed``: a Law 69B or 71 flag).
Prints one row a claim (id, tricks left, double dummy, claimed, the directors' award,
hakem's, the rule that decided it) and the agreement figures.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml  # test extra (see pyproject.toml): the set is YAML

from hakem.analysis.claim_policy import Policy
from hakem.analysis.claims import ClaimJudgement, Outcome, check_agreed_claim, claim_at, judge_claim
from hakem.analysis.position import Position
from hakem.model.board import Board
from hakem.parsers.files import read_path

SHARED = Path(__file__).resolve().parents[2] / "shared"
DEV_SET = SHARED / "claims" / "dev-set.yaml"


@dataclass(frozen=True)
class DevClaim:
    item: dict[str, Any]
    board: Board
    position: Position
    judgement: ClaimJudgement
    agreed: ClaimJudgement

    @property
    def ours(self) -> int | None:
        return self.judgement.awarded.n if self.judgement.awarded is not None else None

    @property
    def flagged(self) -> bool:
        return self.agreed.outcome in (Outcome.EXCEEDS_DD, Outcome.CONCEDED_WINNER)

    @property
    def decided_by(self) -> str:
        j = self.judgement
        if not j.exact:
            return f"director decides ({j.low.n}-{j.high.n})"
        if j.deviations:
            return ", ".join(f"{d.rule} {d.seat.letter}:{d.card}" for d in j.deviations)
        if not j.line and j.tricks_left:
            return "line not drawn (time ran out after the award was proved)"
        if j.best is not None and j.awarded is not None and j.awarded.n < j.best.n:
            return "natural line"
        if "rise" in j.rules or "win-top" in j.rules:
            return "no slip (from the top)"
        return "no slip"


def items(path: Path = DEV_SET) -> list[dict[str, Any]]:
    return yaml.safe_load(path.read_text())


@functools.lru_cache(maxsize=None)
def _records(file: str) -> tuple[Board, ...]:
    return tuple(read_path(SHARED / "corpus" / file).boards)


def position_matches(item: dict[str, Any], position: Position) -> bool:
    """The rebuilt position is the set's: remaining hands, player to move, current trick."""
    return (position.to_pbn() == item["remaining"] and position.to_move.letter == item["to_move"]
            and [str(c) for c in position.trick] == list(item["current_trick"] or []))


def judge(item: dict[str, Any], policy: Policy = Policy(), seconds: float | None = 60.0) -> DevClaim:
    board = _records(item["file"])[item["record_index"]]
    position, claimer, claimed, declarer = claim_at(board)
    contested = judge_claim(position, claimer, claimed, None, declarer=declarer, policy=policy,
                            node_cap=10**9, seconds=seconds, alternatives=False)
    agreed = check_agreed_claim(position, claimer, claimed, declarer=declarer, policy=policy)
    return DevClaim(item, board, position, contested, agreed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--set", default=str(DEV_SET))
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--ids", default="")
    args = parser.parse_args(argv)
    chosen = set(filter(None, args.ids.split(",")))
    rows = [i for i in items(Path(args.set)) if not chosen or i["id"] in chosen]
    agree = flags_agree = false_alarms = flags = 0
    by_kind: dict[str, list[int]] = {}
    direction = {"same": 0, "higher": 0, "lower": 0, "director decides": 0}
    print(f"{'id':7} {'left':>4} {'dd':>3} {'claimed':>7} {'td':>3} {'ours':>5} {'s':>6}  decided by")
    for item in rows:
        started = time.perf_counter()
        dev = judge(item, seconds=args.seconds)
        took = time.perf_counter() - started
        if not position_matches(item, dev.position):
            print(f"{item['id']}: the rebuilt position differs from the set's")
        ok = dev.ours == item["td_award"]
        agree += ok
        kind = by_kind.setdefault(item["verdict"], [0, 0])
        kind[0] += ok
        kind[1] += 1
        direction["director decides" if dev.ours is None else "same" if ok else
                  "higher" if dev.ours > item["td_award"] else "lower"] += 1
        flags += dev.flagged
        flags_agree += dev.flagged == bool(item["td_flag_if_agreed"])
        false_alarms += dev.flagged and not item["td_flag_if_agreed"]
        ours = str(dev.ours) if dev.ours is not None else "?"
        print(f"{item['id']:7} {item['tricks_left']:>4} {item['double_dummy']:>3} {item['claimed']:>7} "
              f"{item['td_award']:>3} {ours:>5} {took:6.1f}  {'' if ok else '** '}{dev.decided_by}"
              + (f"  [flag {dev.agreed.outcome.value}]" if dev.flagged else ""), flush=True)
    n = len(rows)
    print(f"\naward agrees with td_award: {agree}/{n} ({100 * agree / max(n, 1):.0f} %)")
    print("by the directors' verdict: " + ", ".join(f"{k} {a}/{t}" for k, (a, t) in sorted(by_kind.items())))
    print("hakem's award against the directors': " + ", ".join(f"{k} {v}" for k, v in direction.items()))
    print(f"agreed-claim flags match td_flag_if_agreed: {flags_agree}/{n} ({100 * flags_agree / max(n, 1):.0f} %); "
          f"{flags} flags, {false_alarms} false alarms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
