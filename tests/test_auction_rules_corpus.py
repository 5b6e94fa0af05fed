"""The engine rules on every irregularity detection finds, in samples/ and the corpus,
without exceptions; and the auction modules' docstring examples hold."""

from __future__ import annotations

import doctest
import importlib
import json
from collections import Counter
from pathlib import Path

import pytest

from hakem.laws.detect import check
from hakem.laws.engine import Settings, rule
from hakem.model.irregularity import Phase
from hakem.model.ruling import ruling_to_dict, ruling_to_row
from hakem.parsers import lin, pbn

REPO = Path(__file__).parents[1]
CORPUS = Path(__file__).parents[2] / "shared" / "corpus"
MODULES = ["auction_rules", "auction_follow", "auction_draft", "law09_11_procedure",
           "law16_72_ui", "law17_19_validation", "law23_comparable", "law24_exposed_card",
           "law25_change_of_call", "law26_lead_restrictions", "law27_insufficient_bid",
           "law28_29_rotation", "law30_32_rotation", "law33_34", "law35_39_inadmissible"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    failures, tried = doctest.testmod(importlib.import_module(f"hakem.laws.{name}"))
    assert failures == 0 and tried > 0


def sweep(files: list[Path], auction_only: bool = False, settings: Settings = Settings()) -> Counter[str]:
    counts: Counter[str] = Counter()
    for path in files:
        reader = lin if path.suffix == ".lin" else pbn
        for board in reader.load(str(path)):
            counts["boards"] += 1
            for irr in check(board)[0]:
                if auction_only and irr.kind.phase is not Phase.AUCTION:
                    continue
                ruling = rule(board, irr, settings)
                assert ruling.irregularity is not None
                json.dumps(ruling_to_dict(ruling))
                ruling_to_row(ruling)
                counts[irr.kind.value] += 1
    return counts


def test_every_sample_irregularity_gets_a_ruling() -> None:
    counts = sweep(sorted(p for p in (REPO / "samples").iterdir() if p.suffix in (".pbn", ".lin")))
    assert counts["call-out-of-rotation"] >= 20


def sweep_ruled(corpus_ruled, auction_only: bool = False) -> Counter[str]:  # type: ignore[no-untyped-def]
    """The same checks as :func:`sweep`, over the session's corpus rulings (one read, one
    :func:`~hakem.laws.engine.rule_board` per board; no rule may have failed)."""
    counts: Counter[str] = Counter()
    for _result, boards in corpus_ruled:
        for ruled in boards:
            counts["boards"] += 1
            assert not ruled.errors, [str(e) for e in ruled.errors]
            for irr, ruling in ruled.pairs():
                if auction_only and irr.kind.phase is not Phase.AUCTION:
                    continue
                assert ruling.irregularity is not None
                json.dumps(ruling_to_dict(ruling))
                ruling_to_row(ruling)
                counts[irr.kind.value] += 1
    return counts


@pytest.mark.corpus
def test_every_corpus_auction_irregularity_gets_a_ruling(corpus_ruled) -> None:  # type: ignore[no-untyped-def]
    counts = sweep_ruled(corpus_ruled, auction_only=True)
    assert counts["boards"] > 1000
    assert counts["insufficient-bid"] > 0 and counts["call-after-auction-ended"] > 0


@pytest.mark.corpus
def test_every_corpus_irregularity_gets_a_ruling(corpus_ruled) -> None:  # type: ignore[no-untyped-def]
    """All kinds, play and claims included. Claims are ruled without the solver here (with
    it this takes 12 minutes); the report corpus tests rule them with it."""
    counts = sweep_ruled(corpus_ruled)
    assert counts["boards"] > 1000 and counts["claim"] > 0
