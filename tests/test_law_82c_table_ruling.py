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
                                                         "29C", "12C1(b)", "12C2", "82C")


# --- the table ruling in words: ruled-option= ------------------------------------------

PENALTY_SAMPLE = Path(__file__).parents[1] / "samples" / "play-penalty-cards.pbn"
WORDS_SAMPLE = Path(__file__).parents[1] / "samples" / "table-rulings-82c.pbn"


def _keys(r):  # type: ignore[no-untyped-def]
    return [f.key.value for f in r.facts if f.key.value.startswith("law82c")]


def test_82C_table_words_are_read_into_typed_choices_and_actions() -> None:
    from hakem.model.cards import Suit
    from hakem.model.choices import Choice, TableAction, Verb
    (irr,) = check(board("@IB E 1H refused replaced=2C not-comparable "
                         "ruled-option=Barred,require:h,no-penalty"))[0]
    assert irr.table_actions == (TableAction.BARRED, Choice(Verb.REQUIRE, Suit.H),
                                 TableAction.NO_RECTIFICATION)


def test_82C_table_word_unknown_or_missing_suit_is_an_error_at_its_place() -> None:
    irrs, diags = check(board("@IB E 1H refused replaced=2C ruled-option=barred,require,frobnicate"))
    assert [d.code for d in diags] == ["marker.option", "marker.option"]
    assert "needs a suit" in diags[0].message and "frobnicate" in diags[1].message
    assert diags[0].span.column < diags[1].span.column  # type: ignore[union-attr]
    from hakem.model.choices import TableAction
    assert irrs[0].table_actions == (TableAction.BARRED,)


def test_82C_table_bar_agrees_with_27B2_and_says_so_without_82C() -> None:
    r = ruling("@IB E 1H refused replaced=2C not-comparable ruled-option=barred")
    assert "82C" not in r.laws and _keys(r) == ["law82c.table-applied-agrees"]


def test_82C_table_that_let_declarer_require_a_lead_under_26B_differs_and_points_to_82C() -> None:
    # 2017 Law 26B lets declarer only prohibit a suit, and only when the offender's side
    # defends; here E (the offender) declares 2C, so no lead option at all.
    r = ruling("@IB E 1H refused replaced=2C not-comparable ruled-option=barred,require:H")
    assert r.laws[-1] == "82C"
    assert _keys(r) == ["law82c.table-applied-agrees", "law82c.table-choice-differs"]
    assert r.judgements[-1].law == "82C"
    (effect,) = r.branches[-1].effects
    assert isinstance(effect, AdjustedScore) and effect.law == "82C"


def test_82C_table_no_rectification_where_27B2_bars_partner_differs() -> None:
    r = ruling("@IB E 1H refused replaced=2C not-comparable ruled-option=no-rectification")
    assert r.laws[-1] == "82C" and _keys(r) == ["law82c.table-applied-differs"]


def test_82C_table_no_rectification_settling_the_open_comparable_branch_agrees() -> None:
    r = ruling("@IB E 1H refused replaced=2C ruled-option=no-rectification")
    assert "82C" not in r.laws and _keys(r) == ["law82c.table-applied-agrees"]


def test_82C_table_laws_and_words_both_agree_or_82C() -> None:
    agree = ruling("@IB E 1H refused replaced=2C not-comparable ruled=27B2 ruled-option=barred")
    assert "82C" not in agree.laws
    assert _keys(agree) == ["law82c.table-agrees", "law82c.table-applied-agrees"]
    wrong_law = ruling("@IB E 1H refused replaced=2C not-comparable ruled=27B1(b) ruled-option=barred")
    assert wrong_law.laws[-1] == "82C"


def _penalty_ruling(words: str):  # type: ignore[no-untyped-def]
    text = PENALTY_SAMPLE.read_text(encoding="utf-8").replace(
        "{@EXPOSED W CJ --", f"{{@EXPOSED W CJ ruled-option={words} --", 1)
    (r,) = [r for i, r in rule_board(pbn.loads(text)[0]).pairs() if i.kind is K.EXPOSED_CARD]
    return r


def test_82C_table_that_let_declarer_require_the_penalty_card_suit_agrees_with_50D2() -> None:
    r = _penalty_ruling("require:C,penalty-card")
    assert "82C" not in r.laws
    assert _keys(r) == ["law82c.table-choice-agrees", "law82c.table-applied-agrees"]


def test_82C_table_that_let_declarer_require_another_suit_than_the_penalty_cards_differs() -> None:
    r = _penalty_ruling("require:D")
    assert r.laws[-1] == "82C" and _keys(r) == ["law82c.table-choice-differs"]


def test_82C_words_sample_rules_each_board() -> None:
    found = {}
    for b in pbn.load(str(WORDS_SAMPLE)):
        for i, r in rule_board(b).pairs():
            if i.table_actions:
                found[b.number] = (i.kind, r.laws[-1] == "82C", _keys(r))
    assert found == {
        3: (K.INSUFFICIENT_BID, True, ["law82c.table-applied-agrees", "law82c.table-choice-differs"]),
        1: (K.EXPOSED_CARD, False, ["law82c.table-choice-agrees", "law82c.table-applied-agrees"]),
    }


def test_82C_branch_gives_the_artificial_figures_when_no_result_can_be_assigned() -> None:
    r = ruling("@IB E 1H refused replaced=2C not-comparable ruled-option=no-rectification")
    (effect,) = r.branches[-1].effects
    assert isinstance(effect, AdjustedScore) and effect.basis is not None
    assert dict(effect.basis.args) == {"percent": 60, "imps": 3}  # average plus to both, 12C2
    assert "12C2" in r.laws
