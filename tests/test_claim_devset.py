"""The development set of 55 real claims judged by tournament directors (issue 22).

Each claim's record is read from ../shared/corpus, the position at the claim rebuilt and
checked against the set; it is judged as contested with no statement (against the
directors' consensus ``td_award``) and as agreed (against ``td_flag_if_agreed``). The
per-claim table is ``python benchmarks/claims_devset.py``. A held-out set drawn the same
way measures the policy later: nothing here is tuned to one claim.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))
yaml = pytest.importorskip("yaml")

import claims_devset as devset  # noqa: E402

#: Seconds per claim: a search that does not finish counts as a disagreement.
SECONDS = 20.0
#: The agreement measured when the policy or the engine was last changed (docs/claims.md
#: §8: 40 of 55 at 20 CPU seconds a claim, 7 December 2026, after the policy3, concede71
#: and capsearch branches: DEV-25 now agrees, DEV-28 and DEV-42 now finish, both below the
#: directors). A floor, so that a change that makes the rulings worse fails here. Some
#: finish close to the CPU budget (DEV-19 about 24 s of wall time with the line, DEV-01
#: 16.5 s, DEV-52 6 s but once out of time on a loaded machine), so a slower machine may
#: leave them to the director: the floor allows two of them.
MEASURED_AGREEMENT = 38 / 55


@pytest.fixture(scope="module")
def judged(corpus):  # type: ignore[no-untyped-def]
    if not devset.DEV_SET.is_file():
        pytest.skip("the claim development set (../shared/claims/dev-set.yaml) is not available")
    return [devset.judge(item, seconds=SECONDS) for item in devset.items()]


pytestmark = pytest.mark.corpus


def test_devset_every_position_is_rebuilt_as_the_set_gives_it(judged):
    assert [d.item["id"] for d in judged if not devset.position_matches(d.item, d.position)] == []


def test_devset_awards_agree_with_the_directors_at_least_as_often_as_when_measured(judged):
    agree = sum(d.ours == d.item["td_award"] for d in judged) / len(judged)
    assert agree >= MEASURED_AGREEMENT


@pytest.mark.xfail(strict=True, reason="issue 22's target: the award agrees with the directors' on "
                                        ">= 90 %; measured 73 % (40 of 55, docs/claims.md lists the disagreements)")
def test_devset_awards_agree_with_the_directors_on_ninety_percent(judged):
    agree = sum(d.ours == d.item["td_award"] for d in judged) / len(judged)
    assert agree >= 0.90


def test_devset_agreed_claim_flags_match_the_directors(judged):
    flagged = [d for d in judged if d.flagged]
    matches = sum(d.flagged == bool(d.item["td_flag_if_agreed"]) for d in judged)
    false_alarms = sum(not d.item["td_flag_if_agreed"] for d in flagged)
    assert matches / len(judged) >= 0.90
    assert false_alarms * 10 <= max(len(flagged), 1)


@pytest.mark.xfail(strict=False, reason="issue 22's target; measured: DEV-01 and DEV-19 (9 tricks left) "
                                         "now finish, DEV-19 at the edge of the 20 CPU seconds (20.6 s in one "
                                         "run): not yet reliable on a loaded machine (docs/claims.md)")
def test_devset_no_claim_below_ten_tricks_is_left_to_the_director(judged):
    capped = [d.item["id"] for d in judged if d.item["tricks_left"] < 10 and not d.judgement.exact]
    assert capped == []
