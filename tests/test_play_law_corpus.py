"""Every play-period irregularity of every corpus board gets a ruling, never an exception."""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.laws.play_rules import RULES
from hakem.model.ruling import ruling_to_dict


def _files(corpus: Path) -> list[Path]:
    return sorted(p for p in corpus.rglob("*") if p.suffix.lower() in (".pbn", ".lin"))


def _boards(path: Path):  # type: ignore[no-untyped-def]
    if path.suffix.lower() == ".pbn":
        from hakem.parsers.pbn import iter_boards
        return iter_boards(path)
    from hakem.parsers import lin
    return lin.iter_boards(path)


@pytest.mark.corpus
def test_rule_returns_a_ruling_for_every_irregularity_of_the_corpus(corpus: Path) -> None:
    ruled = play = 0
    for path in _files(corpus):
        for board in _boards(path):
            irrs, _ = check(board)
            for irr in irrs:
                ruling = rule(board, irr)
                ruling_to_dict(ruling)  # serialisable
                assert ruling.explanation
                ruled += 1
                if irr.kind in RULES:
                    play += 1
                    if ruling.tricks_after is not None:
                        assert 0 <= ruling.tricks_after <= 13
    assert ruled > 0
    print(f"{ruled} rulings, {play} by the play rules")
