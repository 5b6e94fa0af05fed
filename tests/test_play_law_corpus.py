"""Every play-period irregularity of every corpus board gets a ruling, never an exception.

Only the kinds :mod:`hakem.laws.play_rules` rules on are swept here (claims go through the
double-dummy solver in their own suite, auction kinds in theirs). The boards come from the
session's one read and ruling of the corpus (``corpus_ruled`` in conftest.py)."""

from __future__ import annotations

import pytest

from hakem.laws.play_rules import RULES
from hakem.reports.explain import explain, ruling_json


@pytest.mark.corpus
def test_rule_returns_a_play_ruling_for_every_play_irregularity_of_the_corpus(corpus_ruled) -> None:  # type: ignore[no-untyped-def]
    boards = play = 0
    for _result, ruled_boards in corpus_ruled:
        for ruled in ruled_boards:
            boards += 1
            assert not ruled.errors, [str(e) for e in ruled.errors]
            for irr, ruling in ruled.pairs():
                if irr.kind not in RULES:
                    continue
                ruling_json(ruling)  # serialisable, every fact said
                assert ruling.facts and explain(ruling) and ruling.laws
                assert ruling.laws[0] not in irr.kind.laws or ruling.effects or ruling.branches \
                    or ruling.judgements  # never the engine's "no rule yet" placeholder
                if ruling.tricks_after is not None:
                    assert 0 <= ruling.tricks_after <= 13
                play += 1
    assert boards > 0 and play > 0
    print(f"{boards} boards, {play} play rulings")
