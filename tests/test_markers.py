"""hakem's marker language: reading markers, placing them, and reporting bad ones."""

from __future__ import annotations

import pytest

from hakem.model.board import Board, Comment
from hakem.model.calls import Call
from hakem.model.cards import Card, Suit
from hakem.model.choices import Choice, Subkind, Verb
from hakem.model.diagnostics import SourceSpan
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.irregularity import Origin, Phase, SeatRelation
from hakem.model.seat import Seat
from hakem.parsers.markers import KIND_WORDS, MarkerError, is_marker_text, markers_of, parse_markers
from hakem.parsers.pbn import loads

DEAL = "N:AK983.J3.KQT2.AJ QT5.AT72..Q75432 6.KQ865.AJ93.KT9 J742.94.87654.86"


def pbn(auction: str, dealer: str = "N", extra: str = "", first: str | None = None) -> Board:
    text = (f'[Board "1"]\n[Dealer "{dealer}"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n{extra}'
            f'[Auction "{first or dealer}"]\n{auction}\n')
    return loads(text, path="t.pbn")[0]


@pytest.mark.parametrize("word,kind", sorted(KIND_WORDS.items()))
def test_every_kind_word_reads_as_its_kind(word: str, kind: K) -> None:
    assert parse_markers(f"@{word} N")[0].kind is kind
    assert parse_markers(f"hakem: {word.upper()} N")[0].kind is kind


def test_both_sigils_read_the_same_marker() -> None:
    a = parse_markers("@COOR E 1H at=partner accepted=no")[0]
    b = parse_markers("hakem: coor e 1h at=partner refused")[0]
    assert (a.offender, a.call, a.relation, a.accepted) == (b.offender, b.call, b.relation, b.accepted)
    assert a.offender is Seat.E and a.call == Call.parse("1H") and a.accepted is False


def test_several_markers_share_one_comment_and_its_note() -> None:
    specs = parse_markers("@COOR N 1H refused; @TD by=E @PENALTY W SQ major -- all at\n once")
    assert [s.kind for s in specs] == [K.CALL_OUT_OF_ROTATION, K.DIRECTOR_CALLED, K.PENALTY_CARD]
    assert all(s.note == "all at once" for s in specs)
    assert specs[2].subkind is Subkind.MAJOR and specs[2].card == Card.parse("SQ")


def test_claim_fields_statement_tricks_and_agreement() -> None:
    spec = parse_markers('@CLAIM S 10 "draw trumps, then run the clubs" contested by=W')[0]
    assert (spec.offender, spec.tricks, spec.agreed, spec.by) == (Seat.S, 10, False, Seat.W)
    assert spec.statement == "draw trumps, then run the clubs"


def test_option_and_replacement_fields() -> None:
    spec = parse_markers("@OLOOT E SK refused option=require:S,pick-up by=S replaced=H2")[0]
    assert spec.options == [Choice(Verb.REQUIRE, Suit.S), Choice(Verb.PICK_UP)]
    assert spec.replacement_card == Card.parse("H2")
    assert parse_markers("@IB S 1C replaced=2C")[0].replacement_call == Call.parse("2C")


def test_bid_above_seven_keeps_the_level_as_made() -> None:
    call = parse_markers("@OVER7 W 8C")[0].call
    assert call is not None and call.level == 8


def test_revoke_flags_established_and_corrected() -> None:
    assert parse_markers("@REVOKE E S5 established")[0].established is True
    assert parse_markers("@REVOKE E S5 corrected replaced=C6")[0].established is False


@pytest.mark.parametrize("text", ["A plain comment", "  West thinks @ home", "{nested}", "",
                                  "hakem said so", "!COOR N"])
def test_plain_comments_are_not_markers(text: str) -> None:
    assert not is_marker_text(text)
    irrs, diags = markers_of(Board(comments=(Comment(text, "game"),)))
    assert irrs == [] and diags == []


@pytest.mark.parametrize("text,offset,needle", [
    ("@COOR E 1H refusd", 11, "refusd"),
    ("@FOO N", 1, "unknown marker kind"),
    ("@coor E at=", 11, "no value"),
    ("@coor E trick=14", 14, "1-13"),
    ("@coor E colour=red", 8, "unknown key"),
    ("@coor E by=Q", 11, "not a seat"),
    ("@coor E N", 8, "second seat"),
    ("@coor E accepted refused", 17, "given twice"),
])
def test_unreadable_markers_say_what_and_where(text: str, offset: int, needle: str) -> None:
    with pytest.raises(MarkerError) as info:
        parse_markers(text)
    assert needle in str(info.value)
    assert info.value.offset == offset


def test_syntax_diagnostic_points_inside_a_multiline_pbn_comment() -> None:
    board = pbn("1D {@COOR E 1H\n   refusd} Pass Pass Pass")
    irrs, diags = markers_of(board)
    assert irrs == []
    (diag,) = diags
    assert diag.code == "marker.syntax"
    assert diag.span == SourceSpan("t.pbn", 7, 4)  # the 'r' of refusd on the comment's 2nd line


def test_syntax_diagnostic_column_on_the_comment_line() -> None:
    board = pbn("1D {@COOR E 1H refusd} Pass Pass Pass")
    (diag,) = markers_of(board)[1]
    assert diag.span == SourceSpan("t.pbn", 6, 16)  # "1D {@COOR E 1H " is 15 characters


def test_marker_after_a_call_places_the_event_at_the_next_turn() -> None:
    # East's 1H was made at South's turn (partner's) and withdrawn; the marker sits
    # after North's 1D, where it happened.
    board = pbn("1D {@COOR W 1H refused} Pass Pass Pass")
    (irr,) = markers_of(board)[0]
    assert irr.position is not None and irr.position.phase is Phase.AUCTION
    assert irr.position.call_index == 1
    assert irr.turn is Seat.E and irr.relation is SeatRelation.PARTNER
    assert irr.origin is Origin.MARKED and irr.accepted is False


@pytest.mark.parametrize("offender,relation", [
    ("S", SeatRelation.RHO), ("W", SeatRelation.PARTNER), ("N", SeatRelation.LHO)])
def test_seat_relation_of_calls_out_of_rotation(offender: str, relation: SeatRelation) -> None:
    board = pbn(f"1D {{@COOR {offender} Pass refused}} Pass Pass Pass")
    (irr,) = markers_of(board)[0]
    assert irr.relation is relation


def test_lho_turn_before_the_offender_called_is_its_own_relation() -> None:
    board = pbn("{@COOR W Pass refused} 1D Pass Pass Pass")
    (irr,) = markers_of(board)[0]
    assert irr.turn is Seat.N and irr.relation is SeatRelation.LHO_FIRST_CALL


def test_marker_naming_the_call_it_follows_is_about_that_call() -> None:
    board = pbn("1S ^I 1D {@IB accepted by=S} Pass Pass Pass", dealer="N")
    (irr,) = markers_of(board)[0]
    assert irr.position is not None and irr.position.call_index == 1
    assert irr.offender is Seat.E and irr.call == Call.parse("1D") and irr.accepted_by is Seat.S


def test_stated_relation_that_contradicts_the_record_is_kept_and_flagged() -> None:
    board = pbn("1D {@COOR W 1H at=rho refused} Pass Pass Pass")
    irrs, diags = markers_of(board)
    assert irrs[0].relation is SeatRelation.RHO
    assert [d.code for d in diags] == ["marker.position"]


PLAY = ('[Declarer "S"]\n[Contract "3NT"]\n[Play "W"]\n'
        "C4 CQ C2 S2\nC5 CA C3 D7 {@PREMATURE E H3 option=forbid:D by=S}\nH2 H3 H6 HA\n")


def test_play_marker_places_the_event_after_the_card_it_follows() -> None:
    text = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:543.543.43.AQT98 876.JT76.95.7632 '
            'AKQ2.AKQ9.AQ876. JT9.82.KJT2.KJ54"]\n' + PLAY)
    board = loads(text)[0]
    (irr,) = markers_of(board)[0]
    # North won trick 1 and led trick 2: N CA, E C3, S D7, then West's turn; the
    # marker follows South's D7, so East's H3 came before his partner West played.
    assert irr.kind is K.PREMATURE_PLAY and irr.position is not None
    assert (irr.position.trick, irr.position.order) == (2, 4)
    assert irr.turn is Seat.W and irr.relation is SeatRelation.PARTNER
    assert irr.options == (Choice(Verb.FORBID, Suit.D),) and irr.chosen_by is Seat.S


def test_marker_after_the_final_cell_follows_the_last_card_played() -> None:
    text = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:543.543.43.AQT98 876.JT76.95.7632 '
            'AKQ2.AKQ9.AQ876. JT9.82.KJT2.KJ54"]\n[Declarer "S"]\n[Contract "3NT"]\n[Play "W"]\n'
            "C4 CQ C2 S2\nC5 CA C3 D7\n* {@TD by=S}\n")
    (irr,) = markers_of(loads(text)[0])[0]
    # South's D7 is the last column, but West's C5 was the last card of trick 2.
    assert irr.position is not None and (irr.position.trick, irr.position.order) == (3, 1)
    assert irr.turn is Seat.N


def test_claim_marker_after_a_tag_is_placed_after_the_last_complete_trick() -> None:
    text = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:543.543.43.AQT98 876.JT76.95.7632 '
            'AKQ2.AKQ9.AQ876. JT9.82.KJT2.KJ54"]\n[Declarer "S"]\n[Contract "3NT"]\n'
            '[Result "12"] {@CLAIM S 10 "all mine" agreed}\n[Play "W"]\nC4 CQ C2 S2\nC5 CA C3 D7\n*\n')
    (irr,) = markers_of(loads(text)[0])[0]
    assert irr.kind is K.CLAIM and irr.position is not None and irr.position.trick == 3
    assert irr.statement == "all mine" and irr.agreed is True and irr.tricks == 10


def test_every_marker_example_in_the_specification_reads() -> None:
    import re
    from pathlib import Path

    spec = (Path(__file__).parents[1] / "docs" / "markers.md").read_text(encoding="utf-8")
    examples = re.findall(r"\{(@[^}]*)\}", spec) + re.findall(r"nt\|(@[^|]*)\|", spec)
    assert len(examples) > 30
    for text in examples:
        assert parse_markers(text), text
