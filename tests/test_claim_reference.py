"""Speed work on the Law 70 search must not change a judgement (issue 22).

``benchmarks/claims_reference.json`` holds the engine's judgements (bounds, award,
outcome, best normal line) recorded before the speed work began, for the fixed-seed
endings ``benchmarks/claims.py`` times and for the development set of real claims.
These tests judge a subset again and compare (``benchmarks/claims_reference.py --check``
runs them all).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

import claims_reference as ref  # noqa: E402

REFERENCE = json.loads(ref.REFERENCE.read_text())
#: Small endings: every one of 3-6 tricks, the first three of each count.
ENDINGS = [(key, pos) for key, pos in ref.endings(range(REFERENCE["ks"][0], REFERENCE["ks"][1] + 1),
                                                    REFERENCE["per_k"])
           if int(key.split("-")[0]) <= 6 and int(key.split("-")[1]) < 3]
#: Real claims that finished in well under a second when recorded, and two that did not.
DEV_IDS = ["DEV-02", "DEV-03", "DEV-05", "DEV-10", "DEV-01", "DEV-19"]


@pytest.mark.dds
@pytest.mark.parametrize(("key", "pos"), ENDINGS, ids=[k for k, _p in ENDINGS])
def test_law70_search_judges_each_recorded_ending_as_before(key, pos):  # type: ignore[no-untyped-def]
    now = ref.facts(ref.judge_ending(pos))
    assert REFERENCE["endings"][key]["exact"]
    assert now == REFERENCE["endings"][key]


#: The endings whose defender's claim the Law 70D2 fix changed (issue 22), and two it did not.
DEFENDER_KEYS = ["5-5", "7-0", "7-1", "8-4", "3-0", "4-1"]


@pytest.mark.dds
@pytest.mark.parametrize("key", DEFENDER_KEYS)
def test_law70d2_search_judges_each_recorded_defenders_claim_as_before(key):  # type: ignore[no-untyped-def]
    """The same endings claimed by a defender, whose partner is not bound (Law 70D2)."""
    pos = dict(ref.endings(range(REFERENCE["ks"][0], REFERENCE["ks"][1] + 1), REFERENCE["per_k"]))[key]
    now = ref.facts(ref.judge_ending(pos, defender=True))
    assert REFERENCE["defender_endings"][key]["exact"]
    assert now == REFERENCE["defender_endings"][key]


@pytest.mark.corpus
@pytest.mark.dds
@pytest.mark.parametrize("dev_id", DEV_IDS)
def test_law70_search_judges_each_real_claim_as_before_or_finishes_inside_its_bounds(corpus, dev_id):  # type: ignore[no-untyped-def]
    items = ref.dev_items({dev_id})
    if not items:
        pytest.skip("the claim development set is not available")
    recorded = REFERENCE["dev"][dev_id]
    now = ref.facts(ref.judge_dev(items[0], seconds=20.0))
    assert ref.differences(recorded, now) is None, (recorded, now)


def test_reference_comparison_accepts_only_the_same_judgement_or_a_finish_inside_the_bounds():
    exact = {"low": 4, "high": 4, "exact": True, "awarded": 4, "outcome": "reduced", "best": 5}
    capped = {"low": 2, "high": 6, "exact": False, "awarded": None, "outcome": "director-decides", "best": 7}
    assert ref.differences(exact, dict(exact)) is None
    assert ref.differences(exact, dict(exact, best=6)) is not None
    assert ref.differences(exact, dict(capped)) is not None  # a finished claim may not stop finishing
    assert ref.differences(capped, dict(exact, awarded=4)) is None
    assert ref.differences(capped, dict(exact, low=7, high=7, awarded=7)) is not None
