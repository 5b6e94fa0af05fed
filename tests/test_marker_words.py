"""Marker options and subkinds are read once into typed values, by marker kind; a word the
kind does not know is an error at its place and the marker is still read."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from hakem.cli.main import cli
from hakem.model.board import Board
from hakem.model.cards import Suit
from hakem.model.choices import Choice, Finding, Subkind, Verb
from hakem.model.diagnostics import Severity, SourceSpan
from hakem.model.irregularity import IrregularityKind as K
from hakem.parsers.marker_words import WORDS, read_word
from hakem.parsers.markers import KIND_WORDS, markers_of, parse_markers
from hakem.parsers.pbn import loads


def pbn(auction: str) -> Board:
    text = f'[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n{auction}\n'
    return loads(text, path="t.pbn")[0]


@pytest.mark.parametrize("kind, word, value", [
    (K.PREMATURE_PLAY, "forbid:D", Choice(Verb.FORBID, Suit.D)),
    (K.PREMATURE_PLAY, "prohibit:d", Choice(Verb.FORBID, Suit.D)),  # 57A3 whatever the verb
    (K.OPENING_LEAD_OUT_OF_TURN, "forbid:D", Choice(Verb.PROHIBIT, Suit.D)),  # 50D2
    (K.CALL_OUT_OF_ROTATION, "prohibit:S", Choice(Verb.PROHIBIT, Suit.S)),  # 26B
    (K.REVOKE, "late", Finding.AFTER_ROUND),  # 64B4-5
    (K.DEFECTIVE_TRICK, "late", Finding.NOTICED_LATE),  # 67B
    (K.CHANGE_OF_CALL, "deliberate", Subkind.CHANGE_OF_MIND),  # 25B
    (K.PENALTY_CARD, "deliberate", Finding.DELIBERATE),  # 50B
    (K.FIFTH_CARD, "lead", Finding.DEEMED_LEAD),  # 45E
    (K.CARD_EXPOSED_DURING_AUCTION, "lead", Subkind.PREMATURE_LEAD),  # 24B
    (K.INSUFFICIENT_BID, "Conventional", Finding.ARTIFICIAL),
    (K.INADMISSIBLE_DOUBLE, "double-of-own-side", Subkind.DOUBLE_OF_OWN_SIDE),
])
def test_a_word_means_what_its_marker_kind_makes_of_it(kind: K, word: str, value: object) -> None:
    assert read_word(kind, word) == value


@pytest.mark.parametrize("kind, word, says", [
    (K.REVOKE, "comparable", "means nothing on a revoke marker"),
    (K.OPENING_LEAD_OUT_OF_TURN, "prohibit", "needs a suit"),
    (K.OPENING_LEAD_OUT_OF_TURN, "prohibit:X", "is not a suit"),
    (K.OPENING_LEAD_OUT_OF_TURN, "neither:S", "takes no suit"),
    (K.CALL_OUT_OF_ROTATION, "28a:S", "takes no suit"),
])
def test_a_word_the_kind_cannot_use_is_refused_with_a_reason(kind: K, word: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        read_word(kind, word)


def test_every_kind_has_a_vocabulary_and_every_word_reads() -> None:
    assert set(WORDS) == set(KIND_WORDS.values())  # every kind a marker can name
    for kind, words in WORDS.items():
        for word, value in words.items():
            if isinstance(value, Verb) and value in (Verb.REQUIRE, Verb.PROHIBIT, Verb.FORBID):
                assert read_word(kind, f"{word}:H") == Choice(value, Suit.H)
            else:
                assert read_word(kind, word) is not None


def test_options_flags_and_sub_fields_land_in_their_typed_places() -> None:
    (spec,) = parse_markers("@PENALTY W C4 minor option=inadvertent,require:C")
    assert spec.subkind is Subkind.MINOR
    assert spec.options == [Finding.INADVERTENT, Choice(Verb.REQUIRE, Suit.C)]
    (spec,) = parse_markers("@COOR N 1D refused option=simultaneous comparable")
    assert spec.subkind is Subkind.SIMULTANEOUS and spec.options == [Finding.COMPARABLE]
    assert spec.problems == []


def test_an_unknown_option_word_is_an_error_at_its_place_and_the_marker_still_counts() -> None:
    board = pbn("1H {@COOR E Pass refused option=comparible,28a} Pass Pass Pass")
    irrs, diags = markers_of(board)
    (irr,) = irrs  # the marker is read...
    assert irr.kind is K.CALL_OUT_OF_ROTATION and irr.options == (Finding.RHO_OBLIGED_TO_PASS,)
    (diag,) = diags  # ...without the word it could not read, which is reported
    assert (diag.severity, diag.code) == (Severity.ERROR, "marker.option")
    assert "'comparible' means nothing on a call-out-of-rotation marker" in diag.message
    # "1H {@COOR E Pass refused option=" is 32 characters: the word starts at column 33.
    assert diag.span == SourceSpan("t.pbn", 4, 33)


def test_a_flag_the_kind_does_not_know_is_reported_too() -> None:
    board = pbn("1H {@IB E 1C major} Pass Pass Pass")
    (irr,), (diag,) = markers_of(board)
    assert irr.subkind is None and diag.code == "marker.option"
    assert diag.span == SourceSpan("t.pbn", 4, 14)  # "1H {@IB E 1C " is 13 characters


def test_check_prints_marker_diagnostics(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.pbn"
    path.write_text('[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n'
                    "1H {@COOR E Pass refused option=comparible} Pass Pass Pass\n")
    done = CliRunner().invoke(cli, ["check", str(path)])
    assert f"{path}:4:33: error: 'comparible' means nothing" in done.stderr


def _canonical(kind: K) -> list[object]:
    """Every typed value a ``kind`` marker can carry."""
    out: list[object] = []
    for value in WORDS[kind].values():
        if isinstance(value, Verb):
            out += [Choice(value, s) for s in Suit] if value in (Verb.REQUIRE, Verb.PROHIBIT,
                                                                 Verb.FORBID) else [Choice(value)]
        else:
            out.append(value)
    return out


@given(st.sampled_from(sorted((k for k in WORDS if WORDS[k]), key=lambda k: k.value)).flatmap(
    lambda kind: st.tuples(st.just(kind), st.sampled_from(_canonical(kind)))))
def test_what_hakem_writes_for_an_option_reads_back_as_the_same_value(pair) -> None:  # type: ignore[no-untyped-def]
    kind, value = pair
    written = str(value) if isinstance(value, Choice) else value.value  # as JSON writes it
    assert read_word(kind, written) == value
    assert read_word(kind, written.upper()) == value  # markers are case-insensitive
