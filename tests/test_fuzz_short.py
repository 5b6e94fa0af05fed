"""A short run of the mutation fuzzer (tests/fuzz/mutate.py) in the normal suite.

The record run (10,000 cases) is ``python tests/fuzz/mutate.py --cases 10000 --jobs 2``,
or ``HAKEM_FUZZ_CASES=10000 pytest tests/test_fuzz_short.py -k long``; its numbers are
in benchmarks/README.md. Here a few hundred mutated corpus files go through the same
pipeline as ``hakem check`` (claims ruled without double dummy, to stay fast), and the
harness itself is checked: a hang and a crash must be caught and reported with their seed.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "fuzz"))

import fuzz_mutators  # noqa: E402
import mutate  # noqa: E402
from fuzz_mutators import MUTATIONS, corpus_files, make_case  # noqa: E402

SHORT_CASES = 300
SMALL_PBN = (b'[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
             b'[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
             b'[Auction "N"]\n1S Pass 2S AP\n[Play "E"]\nHT H2 HA H8\n*\n')


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_every_mutation_changes_a_file_deterministically(name: str) -> None:
    first = MUTATIONS[name](random.Random(7), SMALL_PBN, "pbn")
    again = MUTATIONS[name](random.Random(7), SMALL_PBN, "pbn")
    assert first == again
    assert isinstance(first, bytes)
    if name not in ("swap_lines", "interesting_values", "truncate", "wrong_encoding", "no_blank_lines"):  # may be no-ops
        assert first != SMALL_PBN


def test_a_seed_names_one_case(corpus: Path) -> None:
    files = corpus_files(corpus)
    a, b = make_case(12345, files, corpus), make_case(12345, files, corpus)
    assert a == b
    assert a.source in a.describe() and "seed=12345" in a.describe()


def test_large_files_are_cut_to_a_window_of_whole_games(corpus: Path) -> None:
    big = max((p for p in corpus_files(corpus)["pbn"]), key=lambda p: p.stat().st_size)
    data = big.read_bytes()
    start, end = fuzz_mutators._window(random.Random(3), data, "pbn")
    assert 0 < end - start < len(data)
    assert end - start < 3 * fuzz_mutators.WINDOW_BYTES


#: The time limit of a case in the harness test: a crash raises at once, the hangs never
#: end; the limit only has to be long enough for a loaded machine to run a case that
#: raises (worker start-up, the corpus scan, is not counted).
HARNESS_TIMEOUT = 4.0


def _misbehaving_pipeline(path: Path, claim_analysis: bool = True) -> object:
    text = path.read_bytes()
    if b"SPIN" in text:  # a hang that burns CPU: over the CPU limit
        while True:
            pass
    if b"BLOCK" in text:  # a hang that waits: over the wall-time limit only
        time.sleep(3600)
    raise RuntimeError("boom")


def _cases(payloads: dict[int, bytes]):  # type: ignore[no-untyped-def]
    return lambda seed, files, root: fuzz_mutators.Case(
        seed, "x.pbn", (0, 0), ("none",), ".pbn", payloads.get(seed, b"ok"))


def test_the_harness_reports_hangs_and_crashes_with_their_seed(corpus: Path, monkeypatch) -> None:
    # Workers are forked, so they run the patched pipeline; every case either crashes
    # (RuntimeError) or spins until it has used the CPU limit. The wall-time limit is
    # out of reach: a loaded machine may take minutes to give a worker 4 s of CPU.
    monkeypatch.setattr(mutate, "run_file", _misbehaving_pipeline)
    monkeypatch.setattr(mutate, "make_case", _cases({1: b"SPIN"}))
    report = mutate.run(cases=3, jobs=2, seed0=0, timeout=HARNESS_TIMEOUT, root=corpus, wall_timeout=3600)
    assert report.cases == 3
    assert [h["seed"] for h in report.hangs] == [1]
    assert report.hangs[0]["cpu_seconds"] > HARNESS_TIMEOUT
    assert sorted(c["seed"] for c in report.crashes) == [0, 2]
    assert "RuntimeError: boom" in report.crashes[0]["crash"]
    assert "Traceback" in report.crashes[0]["traceback"]


def test_the_harness_stops_a_case_that_blocks_at_the_wall_time_limit(corpus: Path, monkeypatch) -> None:
    # A case that waits (a FIFO opened for reading, say) uses no CPU: the wall-time
    # limit catches it, later than the CPU limit would catch a spinning one.
    monkeypatch.setattr(mutate, "run_file", _misbehaving_pipeline)
    monkeypatch.setattr(mutate, "make_case", _cases({0: b"BLOCK"}))
    report = mutate.run(cases=1, jobs=1, seed0=0, timeout=1.0, root=corpus, wall_timeout=HARNESS_TIMEOUT)
    assert [h["seed"] for h in report.hangs] == [0]
    assert report.hangs[0]["seconds"] > HARNESS_TIMEOUT and report.hangs[0]["cpu_seconds"] < 1.0


@pytest.mark.corpus
def test_mutated_corpus_files_never_crash_or_hang_the_check_pipeline(corpus: Path) -> None:
    report = mutate.run(cases=SHORT_CASES, jobs=2, seed0=900_000, timeout=30.0, root=corpus,
                        claim_analysis=False)
    assert report.cases == SHORT_CASES
    details = [f"{c['case']}: {c['crash']}\n{c.get('traceback', '')}" for c in report.crashes]
    assert not report.crashes, "\n".join(details[:3])
    assert not report.hangs, [h["case"] for h in report.hangs]
    assert not report.violations, [(v["case"], v["violations"]) for v in report.violations[:3]]
    assert report.boards > 0 and report.peak_rss_mb > 0


@pytest.mark.corpus
@pytest.mark.skipif(not os.environ.get("HAKEM_FUZZ_CASES"), reason="the record run: set HAKEM_FUZZ_CASES "
                    "(10000 takes an hour or more on 2 cores; figures in benchmarks/README.md)")
def test_long_fuzz_run_has_no_crash_hang_or_silent_drop(corpus: Path) -> None:
    cases = int(os.environ["HAKEM_FUZZ_CASES"])
    report = mutate.run(cases=cases, jobs=2, seed0=0, timeout=60.0, root=corpus, claim_analysis=False)
    assert report.cases == cases
    details = [f"{c['case']}: {c['crash']}\n{c.get('traceback', '')}" for c in report.crashes]
    assert not report.crashes, "\n".join(details[:3])
    assert not report.hangs, [h["case"] for h in report.hangs]
    assert not report.violations, [(v["case"], v["violations"]) for v in report.violations[:3]]


# -- the silent-drop estimate of tests/fuzz/fuzz_pipeline.py ---------------------------

import fuzz_pipeline  # noqa: E402

from hakem.parsers import files as parser_files  # noqa: E402

_DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
_LIN_BOARD = "pn|a,b,c,d|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|ah|Board 1|mb|p|\n"


def test_fuzz_estimate_flags_a_game_the_reader_loses(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "two.pbn"
    path.write_text(f'[Board "1"]\n[Deal "{_DEAL}"]\n\n[Board "2"]\n[Deal "{_DEAL}"]\n')
    real = parser_files.read_path

    def losing(p, strict=False, name=None):  # type: ignore[no-untyped-def]
        result = real(p, strict=strict, name=name)
        result.boards = result.boards[:1]
        return result

    monkeypatch.setattr(parser_files, "read_path", losing)
    out = fuzz_pipeline.run_file(path, claim_analysis=False)
    assert [v for v in out.violations if v.startswith("silent drop: 2 games")]


def test_fuzz_estimate_takes_a_sticky_empty_deal_for_no_deal(tmp_path: Path) -> None:
    # Fuzz seed 4119: [Deal "##"] is an empty deal from here on (PBN 4.8), like [Deal ""].
    path = tmp_path / "sticky.pbn"
    path.write_text(f'[Board "1"]\n[Deal "{_DEAL}"]\n\n[Board "2"]\n[Deal "##"]\n')
    out = fuzz_pipeline.run_file(path, claim_analysis=False)
    assert out.boards == 2 and out.violations == []


def test_fuzz_estimate_counts_games_after_a_rest_not_read_error_as_accounted(tmp_path: Path, monkeypatch) -> None:
    # Fuzz seed 4931: after 10,000 unreadable stretches the LIN reader stops with an error
    # saying the rest is not read; the board after it is not lost silently. (The first
    # board's deal is broken, as the fuzz case's was: one record with errors, no deal.)
    path = tmp_path / "junk.lin"
    path.write_text("pn|a,b,c,d|md|3SAKQJX,,,|ah|Board 1|mb|p|\n" + "x|" * 10_001 + "\n" + _LIN_BOARD)
    out = fuzz_pipeline.run_file(path, claim_analysis=False)
    assert out.boards == 1 and out.violations == []
    monkeypatch.setattr(fuzz_pipeline, "_rest_not_read", lambda diagnostics: None)
    out = fuzz_pipeline.run_file(path, claim_analysis=False)  # the estimate without the cut
    assert [v for v in out.violations if v.startswith("silent drop: 2 games")]
