"""Reference of the agreed-claim check over the corpus: every claim's Law 69B / Law 71
result, so that a cheaper check can be shown to change nothing.

Usage:
    python benchmarks/agreed_reference.py record [CORPUS_DIR] [--out FILE] [--command]
    python benchmarks/agreed_reference.py check [--out FILE]

``record`` runs the corpus through :func:`hakem.laws.engine.rule_board` (default
settings, as ``hakem check`` does) and stores, for every call of
:func:`hakem.analysis.claims.check_agreed_claim`, its arguments and the result's
outcome, award, double-dummy value (when known), low/high, flags and laws (pickle,
outside the repository: default ``/tmp/agreed/reference.pkl``). ``check`` calls the
current ``check_agreed_claim`` on the stored arguments, prints every difference and the
CPU seconds of the checks (the reading and detection are not re-run). ``--command``
records the checks ``hakem check -q --jobs 1`` itself makes (run in this process): it
folds the stops of plays that do not replay and rules a file's records as the command
does, so it asks some checks the board-by-board run does not (27 Law 71 searches that
reach their node limit, on 3 December's main) and not others. A double-dummy
value the reference left open (None) and the check now knows from its bounds is not a
difference when everything else is equal and the value equals DDS's exact solve; it is
counted apart.
"""

from __future__ import annotations

import argparse
import collections
import pickle
import sys
import time
from pathlib import Path

from hakem.analysis import claims


def summary(j: claims.ClaimJudgement) -> tuple:
    """What a director sees of an agreed-claim check (the 'settled by' route excluded)."""
    return (j.outcome.value, j.awarded, j.double_dummy, j.low, j.high, j.exact,
            tuple((f.code, f.law, f.data) for f in j.flags), j.laws)


def record(corpus: str, out: Path, command: bool = False) -> int:
    from hakem.laws.engine import rule_board
    from hakem.model.settings import Settings
    from hakem.parsers.files import input_files, read_path
    rows = []
    original = claims.check_agreed_claim

    def spy(position, claimer, claimed, **kw):  # type: ignore[no-untyped-def]
        got = original(position, claimer, claimed, **kw)
        rows.append(((position, claimer, claimed, kw), summary(got)))
        return got

    claims.check_agreed_claim = spy  # type: ignore[assignment]
    if command:
        import contextlib
        import io
        import tempfile

        from hakem.cli.check import run_check
        from hakem.reports.check_run import CheckOptions
        with tempfile.TemporaryDirectory() as tmp, contextlib.redirect_stderr(io.StringIO()):
            run_check((corpus,), CheckOptions(listing=True), output=str(Path(tmp) / "findings.txt"),
                      jobs=1, quiet=True)
    else:
        for path in input_files([corpus]):
            for board in read_path(path).boards:
                rule_board(board, Settings())
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(pickle.dumps(rows))
    print(f"{len(rows)} agreed-claim checks recorded in {out}")
    return 0


def check(out: Path) -> int:
    rows = pickle.loads(out.read_bytes())
    calls = _count_solver_calls()
    diffs = newly_known = 0
    settled: collections.Counter[str] = collections.Counter()
    spent: collections.Counter[str] = collections.Counter()
    total = 0.0
    for (position, claimer, claimed, kw), want in rows:
        started = time.process_time()
        got = claims.check_agreed_claim(position, claimer, claimed, **kw)
        took = time.process_time() - started
        total += took
        settled[got.settled_by] += 1
        spent[got.settled_by] += took
        now = summary(got)
        if now != want and want[2] is None and now[:2] + now[3:] == want[:2] + want[3:]:
            # Tighter bounds may now know the double-dummy value where the reference left it
            # open (no flag, award or law changes): counted apart, and checked against DDS.
            if now[2] == claims._dd(position, claimer.side):
                newly_known += 1
                continue
        if now != want:
            diffs += 1
            print(f"DIFFERENCE claimed {claimed} by {claimer}: {position}\n  was {want}\n  now {summary(got)}")
    print(f"{len(rows)} agreed-claim checks, {diffs} differences; CPU {total:.2f} s; settled by: "
          + ", ".join(f"{k} {n} ({spent[k]:.2f} s)" for k, n in settled.most_common()))
    print(f"double-dummy value newly known (was open, now from the bounds, equal to DDS's): {newly_known}")
    print(f"solver calls: {calls['calls']}, of them on a new deal: {calls['new']} (DDS resets its "
          "tables for a new deal: those are the costly ones; a count, not a timing)")
    return 1 if diffs else 0


def _count_solver_calls() -> collections.Counter[str]:
    """Count ``SolveBoard`` calls, and those on another deal than the call before."""
    from hakem.analysis import dds
    counts: collections.Counter[str] = collections.Counter()
    original = dds._solve_bits
    last: list[object] = [None]

    def counted(hands, trump, leader, trick, target):  # type: ignore[no-untyped-def]
        counts["calls"] += 1
        deal = (tuple(hands), trump, leader, tuple(trick))
        counts["new"] += deal != last[0]
        last[0] = deal
        return original(hands, trump, leader, trick, target)

    dds._solve_bits = counted  # type: ignore[assignment]
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=("record", "check"))
    parser.add_argument("corpus", nargs="?", default=str(Path(__file__).resolve().parents[2] / "shared" / "corpus"))
    parser.add_argument("--out", type=Path, default=Path("/tmp/agreed/reference.pkl"))
    parser.add_argument("--command", action="store_true",
                        help="record the checks the `hakem check -q --jobs 1` command makes")
    args = parser.parse_args(argv)
    return record(args.corpus, args.out, args.command) if args.mode == "record" else check(args.out)


if __name__ == "__main__":
    sys.exit(main())
