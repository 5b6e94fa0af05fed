"""Per-file snapshot of what the readers and detection make of the corpus, to compare commits.

For every corpus file: boards read, diagnostics by code (reader and detection), and
irregularities by kind. Written as JSON; two snapshots (say, main and a branch) are
compared with ``--compare`` into counts by diagnostic code and kind, before and after,
plus the files whose board count changed.

    python benchmarks/corpus_snapshot.py --out after.json
    PYTHONPATH=/tmp/main-tree python benchmarks/corpus_snapshot.py --out before.json
    python benchmarks/corpus_snapshot.py --compare before.json after.json

(``/tmp/main-tree/hakem`` being an export of the other commit: ``git archive main``.)
Only ``read_path`` and ``laws.detect.check`` are used, which every commit since the
reader hardening has, so the script runs unchanged against older trees.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"


def snapshot(corpus: Path) -> dict[str, dict]:
    from hakem.laws.detect import check
    from hakem.parsers.files import read_path

    out: dict[str, dict] = {}
    for path in sorted(corpus.rglob("*")):
        if path.suffix.lower() not in (".pbn", ".lin") or not path.is_file():
            continue
        name = str(path.relative_to(corpus))
        result = read_path(path, name=name)
        codes: Counter[str] = Counter(d.code for d in result.all_diagnostics)
        kinds: Counter[str] = Counter()
        for board in result.boards:
            found, diags = check(board)
            codes.update(d.code for d in diags)
            kinds.update(irr.kind.value for irr in found)
        out[name] = {"boards": len(result.boards), "codes": dict(codes), "kinds": dict(kinds)}
    return out


def compare(before: dict[str, dict], after: dict[str, dict]) -> str:
    lines = []
    total = {side: Counter() for side in ("before", "after")}
    for side, snap in (("before", before), ("after", after)):
        for row in snap.values():
            total[side]["boards"] += row["boards"]
            total[side].update({f"code {k}": v for k, v in row["codes"].items()})
            total[side].update({f"kind {k}": v for k, v in row["kinds"].items()})
    keys = sorted(set(total["before"]) | set(total["after"]))
    lines.append("| count | before | after | change |\n|---|---:|---:|---:|")
    for key in keys:
        b, a = total["before"][key], total["after"][key]
        if a != b or key == "boards":
            lines.append(f"| {key} | {b:,} | {a:,} | {a - b:+,} |")
    moved = [name for name in sorted(set(before) | set(after))
             if before.get(name, {}).get("boards") != after.get(name, {}).get("boards")]
    lines.append(f"\nfiles whose board count changed: {len(moved)}")
    for name in moved[:20]:
        lines.append(f"  {name}: {before.get(name, {}).get('boards')} -> {after.get(name, {}).get('boards')}")
    changed = sum(1 for name in set(before) | set(after) if before.get(name) != after.get(name))
    lines.append(f"files with any change: {changed} of {len(set(before) | set(after))}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = ap.parse_args(argv)
    if args.compare:
        before, after = (json.loads(p.read_text()) for p in args.compare)
        print(compare(before, after))
        return 0
    if not args.corpus.is_dir():
        print(f"no corpus at {args.corpus}", file=sys.stderr)
        return 2
    snap = snapshot(args.corpus)
    text = json.dumps(snap, indent=0, sort_keys=True)
    if args.out:
        args.out.write_text(text)
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
