"""Every play-period irregularity of every corpus board gets a ruling, never an exception.

Only the kinds :mod:`hakem.laws.play_rules` rules on are swept here (claims go through the
double-dummy solver in their own suite, auction kinds in theirs)."""

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
def test_rule_returns_a_play_ruling_for_every_play_irregularity_of_the_corpus(corpus: Path) -> None:
    boards = play = 0
    for path in _files(corpus):
        for board in _boards(path):
            boards += 1
            irrs, _ = check(board)
            for irr in irrs:
                if irr.kind not in RULES:
                    continue
                ruling = rule(board, irr)
                ruling_to_dict(ruling)  # serialisable
                assert ruling.explanation and ruling.laws
                assert ruling.laws[0] not in irr.kind.laws or ruling.effects or ruling.branches \
                    or ruling.judgements  # never the engine's "no rule yet" placeholder
                if ruling.tricks_after is not None:
                    assert 0 <= ruling.tricks_after <= 13
                play += 1
    assert boards > 0 and play > 0
    print(f"{boards} boards, {play} play rulings")
