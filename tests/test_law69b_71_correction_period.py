"""Laws 69B and 71 (issue 17): a claim's correction-period finding and its statements as
marker words; a claim a marker records and detection also finds is ruled once;
samples/play-claim-correction-period.pbn."""

from __future__ import annotations


import pytest

from sample_boards import SAMPLES, boards_of

from hakem.laws.detect import check, detect
from hakem.laws.engine import rule_board
from hakem.laws.law69_71_correction_period import Say
from hakem.model.board import Board
from hakem.model.choices import Finding
from hakem.model.irregularity import IrregularityKind as K, Origin
from hakem.model.ruling import Source, Watch
from hakem.parsers.markers import parse_markers

SAMPLE = SAMPLES / "play-claim-correction-period.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-claim-correction-period.pbn")


def test_law71_correction_period_words_and_several_statements_are_read() -> None:
    (spec,) = parse_markers('@CONCEDE E 1 agreed "I lose a club" statement="a diamond, I mean" '
                            'option=71')
    assert spec.statement == "I lose a club" and spec.later_statements == ["a diamond, I mean"]
    assert spec.options == [Finding.IN_CORRECTION_PERIOD]
    (spec,) = parse_markers("@CLAIM S 2 agreed option=too-late")
    assert spec.options == [Finding.AFTER_CORRECTION_PERIOD]


def test_law68_a_marked_claim_the_record_also_shows_is_one_irregularity(
        boards: dict[int, Board]) -> None:
    for board in boards.values():
        assert [i.kind for i in detect(board) if i.kind is K.CLAIM] == [K.CLAIM]
        (claim,) = [i for i in check(board)[0] if i.kind is K.CLAIM]
        assert claim.origin is Origin.MARKED and claim.tricks == 2
    (claim,) = [i for i in check(boards[1])[0] if i.kind is K.CLAIM]
    assert claim.statement == "the rest are mine" and claim.later_statements == ("the C9 is good",)


@pytest.mark.dds
def test_law69b_within_the_correction_period_the_agreement_may_be_withdrawn(
        boards: dict[int, Board]) -> None:
    (ruling,) = rule_board(boards[1]).rulings
    assert any(isinstance(e, Watch) and e.law == "69B" for e in ruling.effects)
    assert (Finding.IN_CORRECTION_PERIOD, Source.MARKER) in [(d.what, d.source)
                                                             for d in ruling.decisions]
    assert Say.IN_TIME in [f.key for f in ruling.facts]


@pytest.mark.dds
def test_law69b_after_the_correction_period_the_agreement_stands(boards: dict[int, Board]) -> None:
    (ruling,) = rule_board(boards[17]).rulings
    assert not any(isinstance(e, Watch) and e.law in ("69B", "71", "71B") for e in ruling.effects)
    assert Say.EXPIRED in [f.key for f in ruling.facts]
    assert ruling.tricks_after == 13
