"""A fixed-seed sample of findings per kind, with their records, for a director to judge.

Reads the output of ``hakem check --format json`` and prints, for every kind of one
class (``table`` by default), up to ``--per-kind`` findings drawn with ``--seed``, each
with its ruling and the text of its board as the file has it, so a director can say
whether it is an irregularity at the table or a defect of the file.

    hakem check ../shared/corpus --format json -o findings.jsonl
    python benchmarks/hand_check.py findings.jsonl [--class table] [--per-kind 10] [--seed 16]

Claims: judging every recorded claim of the corpus with the solver takes hours on a
shared machine, so ``--claims N`` takes the claim findings of a check run *without*
claim analysis, draws N of them with the seed, judges each (the default settings:
double dummy and the normal-line search), and says how many become table findings
(reopened under Law 69B or 71), with the 95 % Wilson interval of that share; then it
prints ``--per-kind`` of those for the director.

    hakem check ../shared/corpus --no-claim-analysis --format json -o findings.jsonl
    python benchmarks/hand_check.py findings.jsonl --claims 100
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path
from typing import Any


def board_text(path: str, line: int | None, context: int = 40) -> str:
    """The board's text from the line given to the next blank line (or ``context`` lines)."""
    if line is None:
        return "(no position)"
    lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
    start = line - 1
    while start > 0 and lines[start - 1].strip() and not lines[start].startswith("[Board"):
        start -= 1  # back to the start of the game
    out = []
    for text in lines[start:start + context]:
        if out and not text.strip():
            break
        out.append(text)
    return "\n".join(out)


def judged_claims(rows: list[dict], count: int, seed: int) -> list[tuple[dict, Any, Any, str, Any]]:
    """``count`` claim rows drawn with ``seed``, each with its board and a fresh ruling."""
    from hakem.laws.engine import rule_board
    from hakem.laws.finding_class import finding_class
    from hakem.model.settings import Settings
    from hakem.parsers.files import read_path

    drawn = random.Random(seed).sample(rows, min(count, len(rows)))
    boards: dict[str, list] = {}
    out = []
    for row in drawn:
        if row["file"] not in boards:
            boards[row["file"]] = read_path(row["file"]).boards
        line = (row.get("span") or {}).get("line") or 0
        board = [b for b in boards[row["file"]] if b.span is not None and b.span.line <= line][-1]
        ruled = rule_board(board, Settings())
        pairs = [(irr, ruling) for irr, ruling in ruled.pairs() if irr.kind.value == row["kind"]]
        irr, ruling = pairs[0]
        out.append((row, irr, ruling, finding_class(irr, ruling).value, board))
    return out


def claims_main(rows: list[dict], args: argparse.Namespace) -> None:
    from hakem.reports.explain import explain
    from hakem.reports.stats import wilson

    claims = [r for r in rows if r.get("class") == "claim"]
    judged = judged_claims(claims, args.claims, args.seed)
    table = [j for j in judged if j[3] == "table"]
    low, high = wilson(len(table), len(judged))
    print(f"{len(claims)} claim findings; {len(judged)} judged with the default settings; "
          f"{len(table)} table findings ({100 * len(table) / len(judged):.1f} %, 95 % interval "
          f"{100 * low:.1f}-{100 * high:.1f} %)")
    for n, (row, irr, ruling, _cls, board) in enumerate(table[:args.per_kind], start=1):
        print(f"\n--- claim to table #{n}: {row['file']}:{(row.get('span') or {}).get('line')} "
              f"board {row['board']}")
        print(f"detail: {irr.detail}")
        print(f"ruling: Law {', '.join(ruling.laws)}: {explain(ruling)}")
        print(board_text(row["file"], board.span.line if board.span else None))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("findings", type=Path)
    ap.add_argument("--class", dest="cls", default="table")
    ap.add_argument("--per-kind", type=int, default=10)
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--claims", type=int, default=0, metavar="N",
                    help="judge N claims drawn from a run without claim analysis (see above)")
    args = ap.parse_args()
    if args.claims:
        with args.findings.open(encoding="utf-8") as handle:
            claims_main([json.loads(line) for line in handle], args)
        return
    by_kind: dict[str, list[dict]] = defaultdict(list)
    with args.findings.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            if row.get("class") == args.cls:
                by_kind[row["kind"]].append(row)
    rng = random.Random(args.seed)
    for kind in sorted(by_kind):
        rows = by_kind[kind]
        sample = rng.sample(rows, min(args.per_kind, len(rows)))
        print(f"\n======== {kind}: {len(rows)} {args.cls} findings, {len(sample)} drawn ========")
        for n, row in enumerate(sample, start=1):
            where = row.get("span") or {}
            print(f"\n--- {kind} #{n}: {row['file']}:{where.get('line')} board {row['board']}")
            print(f"detail: {row.get('detail')}")
            ruling = row["ruling"]
            print(f"ruling: Law {', '.join(ruling['laws'])}: {ruling['explanation']}")
            for effect in ruling.get("effects", []):
                print(f"effect: {effect}")
            print(board_text(row["file"], where.get("line")))


if __name__ == "__main__":
    main()
