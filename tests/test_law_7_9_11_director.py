"""Laws 7, 9, 10, 11 on the director's marker: who called him, not called or called late,
the non-offending side acting before he came (11A, split score under 12C; 11B), and a
breach of the Law 7 procedure."""

from __future__ import annotations

from pathlib import Path

from auction_fixtures import record_board

from hakem.laws.engine import rule_board
from hakem.model.choices import Finding
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import AdjustedScore, Compliance, NoRectification, Source, Watch
from hakem.model.seat import Seat
from hakem.parsers import pbn

SAMPLE = Path(__file__).parents[1] / "samples" / "auction-issue17-laws.pbn"


def td(marker: str):  # type: ignore[no-untyped-def]
    b = record_board(f"1NT Pass 3NT {{{marker}}} Pass Pass Pass")
    (r,) = [r for i, r in rule_board(b).pairs() if i.kind is K.DIRECTOR_CALLED]
    return r


def keys(facts) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.key.value for f in facts]


def test_9B_director_call_names_its_caller() -> None:
    r = td("@TD by=S")
    assert r.laws == ("9B",)
    assert keys(r.facts) == ["law9b.director-called-by"] and dict(r.facts[0].args)["caller"] is Seat.S


def test_9B_director_call_without_caller_says_only_that_he_was_called() -> None:
    assert keys(td("@TD").facts) == ["law9b.director-called"]


def test_9B1_10A_director_not_called_the_tables_settlement_has_no_standing_and_11A_asked() -> None:
    r = td("@TD by=E option=not-called")
    assert r.laws[:3] == ("9B", "9B1(a)", "10A") and "11A" in r.laws
    assert r.compliance is Compliance.VIOLATED
    assert [j.law for j in r.judgements] == ["11A"]


def test_9B1_director_called_late() -> None:
    r = td("@TD by=E option=late")
    assert r.laws == ("9B", "9B1(a)") and keys(r.facts)[-1] == "law9b1.called-late"
    assert (Finding.CALLED_LATE, Source.MARKER) in [(d.what, d.source) for d in r.decisions]


def test_11A_acting_before_the_director_gives_the_split_score_branch_and_11B_watch() -> None:
    r = td("@TD by=W option=acted")
    assert "11A" in r.laws and "11B" in r.laws
    assert [j.question.key.value for j in r.judgements] == ["law11a.ask.advantage"]
    gain, none = r.branches
    assert gain.laws == ("11A", "12C1(b)") and gain.applies is None
    (split,) = gain.effects
    assert isinstance(split, AdjustedScore) and split.side_specific and split.law == "12C1(b)"
    assert isinstance(none.effects[0], NoRectification) and none.effects[0].law == "11A"
    assert [e.law for e in r.effects if isinstance(e, Watch)] == ["11B"]


def test_7_irregular_procedure_brings_a_procedural_penalty_watch() -> None:
    r = td("@TD S option=law7 by=W")
    assert r.laws == ("9B", "7", "90")
    assert dict(r.facts[-1].args)["offender"] is Seat.S
    assert [e.law for e in r.effects if isinstance(e, Watch)] == ["90"]


def test_director_markers_of_the_sample_are_ruled_with_their_laws() -> None:
    laws = {}
    for b in pbn.load(str(SAMPLE)):
        for irr, r in rule_board(b).pairs():
            if irr.kind is K.DIRECTOR_CALLED:
                laws[b.number] = r.laws
    assert laws == {8: ("9B", "9B1(a)"), 9: ("9B", "11A", "11B", "90"), 10: ("9B", "7", "90")}


# --- 11A's split score in figures (seed 002's example) --------------------------------

SPLIT_SAMPLE = Path(__file__).parents[1] / "samples" / "law11-split-score.pbn"


def _split_ruling(text: str):  # type: ignore[no-untyped-def]
    (r,) = [r for i, r in rule_board(pbn.loads(text)[0]).pairs() if i.kind is K.DIRECTOR_CALLED]
    return r


def _figures(r):  # type: ignore[no-untyped-def]
    (split,) = r.branches[0].effects
    assert isinstance(split, AdjustedScore) and split.side_specific
    return dict(split.basis.args) if split.basis is not None else None


def test_11A_split_score_sample_takes_declarers_gain_away_and_defenders_keep_the_table_result() -> None:
    r = _split_ruling(SPLIT_SAMPLE.read_text(encoding="utf-8"))
    from hakem.model.seat import Side
    assert _figures(r) == {"acting": Side.NS, "gained": 1, "tricks": 11, "adjusted": 10,
                           "ns": 420, "ew": -450}
    assert "law11a.split-numbers" in keys(r.facts) and "12C1(b)" in r.laws


def test_11A_split_score_for_a_defending_side_that_acted_adds_the_tricks_back_to_declarer() -> None:
    text = SPLIT_SAMPLE.read_text(encoding="utf-8").replace("@TD S option=acted gained=1 by=W",
                                                            "@TD W option=acted gained=2 by=S")
    from hakem.model.seat import Side
    # EW are scored as if declarer had taken 13 (4S+3: -510); NS keep +450.
    assert _figures(_split_ruling(text)) == {"acting": Side.EW, "gained": 2, "tricks": 11,
                                             "adjusted": 13, "ns": 450, "ew": -510}


def test_11A_without_gained_says_what_the_director_must_supply() -> None:
    r = td("@TD S by=W option=acted")
    assert "law11a.need-gain" in keys(r.facts) and _figures(r) == {}


def test_11A_without_the_acting_seat_or_a_result_says_what_is_missing() -> None:
    assert "law11a.need-actor" in keys(td("@TD by=W option=acted gained=1").facts)
    assert "law11a.need-result" in keys(td("@TD S by=W option=acted gained=1").facts)


def test_11A_gained_belongs_to_the_director_marker() -> None:
    from hakem.laws.detect import check
    b = record_board("1NT Pass 3NT {@COOR E Pass gained=1} Pass Pass Pass")
    _found, diagnostics = check(b)
    assert any(d.code == "marker.syntax" and "gained=" in d.message for d in diagnostics)
