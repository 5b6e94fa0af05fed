"""Rulings on record findings (result, score, contract, board markings, fouled deals)."""

from __future__ import annotations

from pathlib import Path

from hakem.laws import engine
from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import AdjustedScore, Watch
from hakem.parsers import pbn

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "detect-unmarked.pbn"


def _rulings() -> dict[K, object]:
    out = {}
    for board in pbn.load(SAMPLE):
        for irr in check(board)[0]:
            out.setdefault(irr.kind, rule(board, irr))
    return out


def test_result_and_score_mismatches_are_corrected_under_79c() -> None:
    rulings = _rulings()
    for kind in (K.RESULT_MISMATCH, K.SCORE_MISMATCH):
        ruling = rulings[kind]
        assert "79C" in ruling.laws  # type: ignore[attr-defined]
        assert any(isinstance(e, Watch) and e.law == "79C" for e in ruling.effects)  # type: ignore[attr-defined]


def test_fouled_deal_may_need_an_artificial_score() -> None:
    rulings = _rulings()
    fouled = rulings.get(K.DUPLICATE_CARD) or rulings.get(K.MISSING_CARDS)
    assert fouled is not None and "13" in fouled.laws  # type: ignore[attr-defined]
    assert any(isinstance(e, AdjustedScore) for e in fouled.effects)  # type: ignore[attr-defined]


def test_every_record_finding_has_a_rule_not_a_placeholder() -> None:
    record_kinds = {K.RESULT_MISMATCH, K.SCORE_MISMATCH, K.CONTRACT_MISMATCH, K.DUPLICATE_CARD,
                    K.MISSING_CARDS, K.DEALER_INCONSISTENT, K.VULNERABILITY_INCONSISTENT}
    found = {k: r for k, r in _rulings().items() if k in record_kinds}
    assert len(found) >= 4
    for ruling in found.values():
        assert not any(f.key is engine.Say.NO_RULE for f in ruling.facts)  # type: ignore[attr-defined]
