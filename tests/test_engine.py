"""The laws' one entry point: detect once, a BoardCase per board, each irregularity ruled in
isolation; a rule that fails is an error diagnostic on its board, never a lost batch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.laws import detect, engine
from hakem.laws.case import BoardCase
from hakem.laws.engine import RULES, case_of, rule, rule_board
from hakem.model.diagnostics import Severity
from hakem.model.facts import fact
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.settings import Settings
from hakem.parsers import pbn
from hakem.reports.records import Options, file_records

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
AUCTION = SAMPLES / "markers-auction.pbn"


def _boom(case: BoardCase, irr):  # type: ignore[no-untyped-def]
    raise ZeroDivisionError("a bug in one rule")


def test_the_rule_table_covers_every_kind() -> None:
    # The director call has its own rule now (laws/law07_09_11_director.py: Laws 7, 9-11).
    assert set(RULES) == set(K)


def test_detection_runs_once_per_board_however_many_irregularities(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    calls = []
    real = detect.check

    def counted(board):  # type: ignore[no-untyped-def]
        calls.append(board)
        return real(board)

    monkeypatch.setattr("hakem.laws.case.check", counted)
    boards = pbn.load(AUCTION)
    ruled = [rule_board(b) for b in boards]
    assert len(calls) == len(boards)
    assert sum(len(r.rulings) for r in ruled) > len(boards)  # several rulings per board


def test_the_case_carries_the_board_its_irregularities_replay_and_settings() -> None:
    board = pbn.load(SAMPLES / "play-revoke-64A1.pbn")[0]
    settings = Settings(law26_require_or_prohibit=True)
    case = case_of(board, settings)
    assert case.board is board and case.settings is settings
    assert case.irregularities == tuple(detect.check(board)[0])
    assert case.replay is not None and case.play.irregularities == case.irregularities


def test_a_failing_rule_is_an_error_diagnostic_and_the_other_rulings_stand(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    board = pbn.load(AUCTION)[1]
    before = rule_board(board)
    kinds = [i.kind for i in before.irregularities]
    assert K.CALL_OUT_OF_ROTATION in kinds and len(kinds) > 1
    monkeypatch.setitem(engine.RULES, K.CALL_OUT_OF_ROTATION, _boom)
    after = rule_board(board)
    assert len(after.rulings) == len(before.rulings)
    for irr, old, new in zip(after.irregularities, before.rulings, after.rulings):
        if irr.kind is K.CALL_OUT_OF_ROTATION:
            assert new.judgements[0].question == fact(engine.Say.ASK_FAILED,
                                                      error="ZeroDivisionError: a bug in one rule")
        else:
            assert new == old
    assert [(e.severity, e.code) for e in after.errors] == \
        [(Severity.ERROR, "rule.failed")] * kinds.count(K.CALL_OUT_OF_ROTATION)


def test_a_failing_rule_does_not_stop_check_or_report(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(engine.RULES, K.REVOKE, _boom)
    done = CliRunner().invoke(cli, ["check", str(SAMPLES), "--format", "json"])
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(rows) == 153  # every irregularity of samples/ still listed (108 and the nine claims of seed-004-law70-claims.pbn; issue 17 play samples: 28 more; laws3 samples: 8 more)
    assert "rule.failed" in done.stderr and "ZeroDivisionError" in done.stderr
    records = file_records(str(SAMPLES / "play-revoke-64A1.pbn"), Options())
    assert records.rulings and any("rule.failed" in p for p in records.problems)


def test_one_off_rulings_still_raise_for_the_caller(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    board = pbn.load(AUCTION)[1]
    irr = next(i for i in detect.check(board)[0] if i.kind is K.CALL_OUT_OF_ROTATION)
    monkeypatch.setitem(engine.RULES, K.CALL_OUT_OF_ROTATION, _boom)
    with pytest.raises(ZeroDivisionError):
        rule(board, irr)
