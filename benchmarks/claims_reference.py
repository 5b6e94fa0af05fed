"""The Law 70 engine's judgements, recorded once, to check that a speed change changes none.

Usage:
    python benchmarks/claims_reference.py --write [--ks 3-8 --per-k 10] [--dev-seconds 20]
    python benchmarks/claims_reference.py --check [--ks 3-6 --per-k 4] [--dev-ids DEV-02,...]

Two kinds of claim are recorded in ``benchmarks/claims_reference.json``:

* the fixed-seed random endings of ``benchmarks/claims.py`` (same generator, same seed,
  same order, so ending ``(k, i)`` is the i-th ending of k tricks that script times),
  judged as ``hakem claim`` judges them;
* the same endings judged as a defender's claim (the player to move defends: his
  left-hand opponent is declarer), where his partner is not bound (Law 70D2), under
  ``defender_endings``;
* the claims of ``../shared/claims/dev-set.yaml`` (as ``benchmarks/claims_devset.py``
  judges them, with a CPU budget), when the set and the corpus are present.

A judgement is its bounds, whether it finished, the award, the outcome and the best
normal line. A claim that finished when recorded must give the same judgement; one that
did not (the director decides) may now finish, with an award inside the recorded bounds.
The critical line is not compared: of several lines of the same value the engine may
show another after a change of move order.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims import ending  # noqa: E402

from hakem.analysis import dds  # noqa: E402
from hakem.analysis.claims import ClaimJudgement, judge_claim  # noqa: E402
from hakem.cli.claim import CLAIM_NODE_CAP  # noqa: E402

REFERENCE = Path(__file__).resolve().parent / "claims_reference.json"
SEED = 1
#: CPU seconds an ending may take; every ending of 3-8 tricks finished well inside this.
ENDING_SECONDS = 60.0


def facts(j: ClaimJudgement) -> dict[str, Any]:
    return {"low": j.low.n, "high": j.high.n, "exact": j.exact,
            "awarded": None if j.awarded is None else j.awarded.n, "outcome": j.outcome.value,
            "best": None if j.best is None else j.best.n}


def endings(ks: range, per_k: int) -> list[tuple[str, Any]]:
    """The endings benchmarks/claims.py times with ``--ks`` starting at ks.start."""
    rng = random.Random(SEED)
    out = []
    for k in ks:
        for i in range(per_k):
            out.append((f"{k}-{i}", ending(rng, k)))
    return out


def judge_ending(pos: Any, seconds: float = ENDING_SECONDS, defender: bool = False) -> ClaimJudgement:
    """The claim of the double-dummy tricks by the player to move; with ``defender`` he
    is a defender (declarer on his left), otherwise declarer's side (no declarer named)."""
    claimed = dds.dd_value(pos, pos.to_move.side).n
    return judge_claim(pos, pos.to_move, claimed, declarer=pos.to_move.lho if defender else None,
                       alternatives=False, node_cap=CLAIM_NODE_CAP, seconds=seconds)


def dev_items(ids: set[str] | None = None) -> list[dict[str, Any]]:
    import claims_devset as devset
    if not devset.DEV_SET.is_file() or not (devset.SHARED / "corpus").is_dir():
        return []
    return [i for i in devset.items() if ids is None or i["id"] in ids]


def judge_dev(item: dict[str, Any], seconds: float) -> ClaimJudgement:
    import claims_devset as devset
    return devset.judge(item, seconds=seconds).judgement


def differences(recorded: dict[str, Any], now: dict[str, Any]) -> str | None:
    """Why ``now`` contradicts ``recorded`` (None when it does not)."""
    if recorded["exact"]:
        return None if now == recorded else f"was {recorded}, now {now}"
    if not now["exact"]:
        return None  # still the director's: the bounds may differ with the time it got
    if recorded["low"] <= now["awarded"] <= recorded["high"]:
        return None
    return f"finished at {now['awarded']} outside the recorded bounds {recorded['low']}-{recorded['high']}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--ks", default="3-8")
    parser.add_argument("--per-k", type=int, default=10)
    parser.add_argument("--dev-seconds", type=float, default=20.0)
    parser.add_argument("--dev-ids", default=None, help="comma-separated; 'none' for no dev-set claim")
    args = parser.parse_args(argv)
    lo, hi = (int(x) for x in args.ks.split("-"))
    ids = None if args.dev_ids is None else set(filter(None, args.dev_ids.split(",")))
    if args.write:
        data: dict[str, Any] = {"ks": [lo, hi], "per_k": args.per_k, "endings": {}, "defender_endings": {},
                                "dev": {}}
        for key, pos in endings(range(lo, hi + 1), args.per_k):
            data["endings"][key] = facts(judge_ending(pos))
            print(key, data["endings"][key], flush=True)
            data["defender_endings"][key] = facts(judge_ending(pos, defender=True))
            print(key, "defender", data["defender_endings"][key], flush=True)
        for item in dev_items(ids):
            data["dev"][item["id"]] = facts(judge_dev(item, args.dev_seconds))
            print(item["id"], data["dev"][item["id"]], flush=True)
        REFERENCE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        return 0
    reference = json.loads(REFERENCE.read_text())
    bad = 0
    rlo, rhi = reference["ks"]
    for key, pos in endings(range(rlo, rhi + 1), reference["per_k"]):
        k, i = (int(x) for x in key.split("-"))
        if not lo <= k <= hi or i >= args.per_k:
            continue
        why = differences(reference["endings"][key], facts(judge_ending(pos)))
        if why:
            bad += 1
            print(f"ending {key}: {why}", flush=True)
        if key in reference.get("defender_endings", {}):
            why = differences(reference["defender_endings"][key], facts(judge_ending(pos, defender=True)))
            if why:
                bad += 1
                print(f"ending {key} (defender's claim): {why}", flush=True)
    for item in dev_items(ids):
        why = differences(reference["dev"][item["id"]], facts(judge_dev(item, args.dev_seconds)))
        if why:
            bad += 1
            print(f"{item['id']}: {why}", flush=True)
    print(f"{bad} judgements differ from the reference")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
