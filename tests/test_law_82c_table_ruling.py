"""Law 82C: a marker records the ruling given at the table (ruled=); hakem compares it with
its own and points to 82C where they differ."""

from __future__ import annotations

from pathlib import Path

import pytest
from auction_fixtures import record_board
from hypothesis import given
from hypothesis import strategies as st

from hakem.laws.detect import check
from hakem.laws.engine import rule_board
from hakem.laws.law82c_director_error import compatible
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import AdjustedScore
from hakem.parsers import pbn

SAMPLE = Path(__file__).parents[1] / "samples" / "auction-issue17-laws.pbn"


def board(marker: str):  # type: ignore[no-untyped-def]
    return record_board(f"1S {{{marker}}} 2C Pass Pass Pass")


def ruling(marker: str):  # type: ignore[no-untyped-def]
    (r,) = [r for i, r in rule_board(board(marker)).pairs() if i.kind is K.INSUFFICIENT_BID]
    return r


def test_82C_table_ruling_that_differs_from_hakems_points_to_82C_with_adjusted_score_branch() -> None:
    r = ruling("@IB E 1H refused replaced=2C not-comparable ruled=27B1(b)")
    assert r.laws[0] == "27B2" and r.laws[-1] == "82C"
    assert r.facts[-1].key.value == "law82c.table-differs"
    assert dict(r.facts[-1].args)["table"] == ("27B1(b)",)
    assert r.judgements[-1].law == "82C"
    (effect,) = r.branches[-1].effects
    assert isinstance(effect, AdjustedScore) and effect.law == "82C" and not effect.side_specific


def test_82C_table_ruling_that_agrees_is_said_and_no_82C() -> None:
    r = ruling("@IB E 1H refused replaced=2C not-comparable ruled=27B2")
    assert "82C" not in r.laws and r.facts[-1].key.value == "law82c.table-agrees"


def test_82C_table_ruling_settling_an_open_branch_agrees() -> None:
    # No comparability verdict: 27B1(b) is one of hakem's open branches.
    r = ruling("@IB E 1H refused replaced=2C ruled=27B1(b)")
    assert "82C" not in r.laws and r.facts[-1].key.value == "law82c.table-agrees"


def test_82C_no_table_ruling_changes_nothing() -> None:
    r = ruling("@IB E 1H refused replaced=2C not-comparable")
    assert "82C" not in r.laws and not [f for f in r.facts if f.key.value.startswith("law82c")]


def test_82C_ruled_key_rejects_what_is_not_a_law_reference() -> None:
    irrs, diags = check(board("@IB E 1H refused replaced=2C ruled=comparable"))
    assert [d.code for d in diags] == ["marker.syntax"] and "ruled=" in diags[0].message


def test_82C_ruled_key_reads_several_references_in_the_laws_case() -> None:
    (irr,) = check(board('@IB E 1H refused replaced=2C ruled="27B1(B),26B"'))[0]
    assert irr.table_ruling == ("27B1(b)", "26B")


@pytest.mark.parametrize("table,ours,same", [
    ("27B1", "27B1(a)", True), ("27B", "27B2", True), ("27", "27B2", True),
    ("2", "27B", False), ("31A2(a)", "31A2(b)", False), ("12C1(b)", "12C1", True)])
def test_82C_law_references_are_compatible_when_one_refines_the_other(table: str, ours: str,
                                                                      same: bool) -> None:
    assert compatible(table, ours) is same


@given(st.from_regex(r"\d{1,2}(?:[A-H](?:\d(?:\([a-e]\))?)?)?", fullmatch=True),
       st.from_regex(r"\d{1,2}(?:[A-H](?:\d(?:\([a-e]\))?)?)?", fullmatch=True))
def test_82C_compatibility_is_symmetric_and_reflexive(a: str, b: str) -> None:
    assert compatible(a, a)
    assert compatible(a, b) == compatible(b, a)


def test_82C_sample_board_11_points_to_82C() -> None:
    boards = {b.number: b for b in pbn.load(str(SAMPLE))}
    ((irr, r),) = rule_board(boards[11]).pairs()
    assert irr.table_ruling == ("27B1(b)",) and r.laws == ("27B2", "26B", "16C", "72C", "23A", "27B1", "27D", "27B3",
                                                         "29C", "12C1(b)", "82C")
