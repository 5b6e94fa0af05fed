"""What ``hakem check`` keeps of a held finding (dealer, vulnerability, declarer) until
the end of its file, and that it says the kept ones exactly as it says any finding."""

from __future__ import annotations

import dataclasses

from hakem.laws.file_rulings import Finding
from hakem.laws.record_patterns import Pattern
from hakem.model.board import Board, Tag
from hakem.model.diagnostics import SourceSpan
from hakem.model.irregularity import Irregularity, IrregularityKind as K, Phase, Position
from hakem.model.ruling import Ruling
from hakem.model.seat import Seat
from hakem.model.settings import FindingClass
from hakem.laws.engine import rule
from hakem.reports.check_lines import later_text, text_lines


def _dealer_finding() -> tuple[Board, Finding]:
    board = Board(tags=(Tag("Board", "2"),), dealer=Seat.N, span=SourceSpan("f.pbn", 7, 1))
    irr = Irregularity(K.DEALER_INCONSISTENT, position=Position(Phase.RECORD), expected="E",
                       found="N", detail="board 2 is dealt by E (Law 2), [Dealer] says N")
    return board, Finding(irr, rule(board, irr), FindingClass.RECORD, Pattern.DEALER)


def test_law2_a_held_finding_without_its_ruling_keeps_every_other_field() -> None:
    _board, finding = _dealer_finding()
    assert isinstance(finding.ruling, Ruling)
    assert finding.without_ruling() == dataclasses.replace(finding, ruling=None)


def test_law2_a_held_findings_later_text_is_the_text_of_the_finding() -> None:
    board, finding = _dealer_finding()
    assert finding.ruling is not None
    for lang in ("en", "tr", "he"):
        made = later_text("f.pbn", board, finding.irregularity, finding.ruling, finding.cls, lang)
        said = "\n".join(text_lines("f.pbn", board, finding.irregularity, finding.ruling, None,
                                    finding.cls, lang)) + "\n"
        assert made() == said
        assert said.startswith("f.pbn:7:1: ") and "\n    " in said
