"""Citations (issue 17): every law a ruling's words name is in its law list, and the
list cites the sub-letter the record settles (62B1, 62C1, 55B2, 50C, 62D...)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.laws.citations import CITES, QUOTED, covers, fact_laws
from hakem.laws.engine import Ruling, rule_board
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import Cancel, NoRectification, Option, Restore
from hakem.parsers.files import input_files, read_path
from hakem.reports.explain import texts
from hakem.reports.explain.cited import cites_table, laws_in_text, laws_named

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def _sample_rulings() -> list[tuple[str, int, Ruling]]:
    out = []
    for path in input_files([SAMPLES]):
        for board in read_path(path).boards:
            for irr, ruling in rule_board(board).pairs():
                out.append((path.name, board.number or 0, ruling))
    return out


RULED = _sample_rulings()


def _ruling(name: str, number: int, kind: K, nth: int = 0) -> Ruling:
    found = [r for n, b, r in RULED if n == name and b == number and r.irregularity is not None
             and r.irregularity.kind is kind]
    return found[nth]


def test_citations_table_names_what_each_english_sentence_cites() -> None:
    # After changing a sentence: python -m hakem.reports.explain.cited prints the table.
    assert CITES == cites_table()


def test_citations_a_template_names_its_laws_and_its_law_placeholder() -> None:
    assert laws_named("{card} is a major penalty card ({law}, 50D); see Law 64A1 and 64C") == \
        ("{law}", "50D", "64A1", "64C")
    assert laws_named("declarer may require {partner}'s highest (57A1); trick {trick}") == ("57A1",)


def test_citations_every_law_a_sample_ruling_names_is_in_its_law_list() -> None:
    assert len(RULED) > 60
    missing = []
    for name, number, ruling in RULED:
        # A quoted table ruling (82C) names laws that are not hakem's.
        said = " ".join(texts([f for f in ruling.all_facts() if f.key.value not in QUOTED]))
        named = list(laws_in_text(said))
        for f in ruling.all_facts():
            named += fact_laws(f)
        gaps = sorted({law for law in named if not covers(ruling.laws, law)})
        if gaps:
            missing.append((name, number, ruling.irregularity.kind.value
                            if ruling.irregularity else None, ruling.laws, gaps))
    assert missing == []


def test_citations_a_law_the_words_name_is_appended_after_the_rules_own() -> None:
    ruling = _ruling("play-lead-out-of-turn.pbn", 1, K.OPENING_LEAD_OUT_OF_TURN)
    # The presumed declarer's three options are named; the one he took comes first.
    assert ruling.laws[0] in ("54A", "54B", "54D")
    assert {"54A", "54B", "54D"} <= set(ruling.laws)


def test_citations_a_more_specific_law_covers_its_family_and_a_range_its_members() -> None:
    assert covers(("50D2",), "50D") and not covers(("50D",), "50D2")
    assert covers(("64B4",), "64B4-5") and covers(("30B1(b)(ii)",), "28-32")
    assert not covers(("6",), "64") and not covers(("64",), "6")


def test_law62b1_defender_revoke_corrected_cites_62B1_and_62C1() -> None:
    ruling = _ruling("play-revoke-64A1.pbn", 8, K.REVOKE)
    assert ruling.laws[:3] == ("62A", "62B1", "62C1")
    assert any(isinstance(e, Option) and e.law == "62C1" for e in ruling.effects)


def test_law55b2_declarer_led_from_the_wrong_hand() -> None:
    ruling = _ruling("play-lead-out-of-turn.pbn", 8, K.LEAD_OUT_OF_TURN)
    assert ruling.laws[:2] == ("55B2", "55C")
    assert any(isinstance(e, Cancel) and e.law == "55B2" for e in ruling.effects)


def test_law55b1_declarer_led_at_a_defenders_turn() -> None:
    ruling = _ruling("play-lead-out-of-turn.pbn", 9, K.LEAD_OUT_OF_TURN)
    assert ruling.laws[0] == "55B1"
    assert any(isinstance(e, Restore) and e.law == "55B1" for e in ruling.effects)
    assert any(isinstance(e, NoRectification) and e.law == "55B1" for e in ruling.effects)


def test_law50c_minor_penalty_card_cites_50C_not_50D() -> None:
    minor = [r for n, _, r in RULED if n == "play-penalty-cards.pbn" and "50C" in r.laws]
    assert minor, "the sample's minor penalty card"
    for ruling in minor:
        assert "50D1" not in ruling.laws and "50D2" not in ruling.laws
        assert ruling.laws[:2] == ("49", "50B")


def test_law50d_major_penalty_card_cites_50D1_and_50D2() -> None:
    major = [r for n, _, r in RULED if n == "play-penalty-cards.pbn" and "50D2" in r.laws]
    assert major
    for ruling in major:
        assert "50D1" in ruling.laws and "50C" not in ruling.laws


def test_law62d_trick_12_revoke_cites_62D() -> None:
    ruling = _ruling("play-revoke-64A1.pbn", 5, K.REVOKE)
    assert ruling.laws[:2] == ("63A", "64B6") and "62D" in ruling.laws


@pytest.mark.parametrize("law", ["62B1", "62C1", "55B2", "55B1", "50C", "50D2", "62D"])
def test_citations_samples_cite_each_sub_letter(law: str) -> None:
    assert any(law in r.laws for _, _, r in RULED)


def test_law9b_the_director_call_names_its_caller() -> None:
    (ruling,) = [r for n, _, r in RULED if n == "seed-001-law57-premature-play.pbn"
                 and r.irregularity is not None and r.irregularity.kind is K.DIRECTOR_CALLED]
    assert ruling.laws == ("9B",)
    assert ruling.facts[0].key.value == "law9b.director-called-by"
    assert ruling.facts[0]["caller"].letter == "S"
