"""A fixed-seed sample of findings per kind, with their records, for a director to judge.

Reads the output of ``hakem check --format json`` and prints, for every kind of one
class (``table`` by default), up to ``--per-kind`` findings drawn with ``--seed``, each
with its ruling and the text of its board as the file has it, so a director can say
whether it is an irregularity at the table or a defect of the file.

    hakem check ../shared/corpus --format json -o findings.jsonl
    python benchmarks/hand_check.py findings.jsonl [--class table] [--per-kind 10] [--seed 16]
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path


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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("findings", type=Path)
    ap.add_argument("--class", dest="cls", default="table")
    ap.add_argument("--per-kind", type=int, default=10)
    ap.add_argument("--seed", type=int, default=16)
    args = ap.parse_args()
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
