"""Markers inside LIN ``nt|...|`` notes, read through hakem.parsers.lin."""

from __future__ import annotations

import pytest

from hakem.laws.detect import check, irregularities
from hakem.model.calls import Call
from hakem.model.choices import Choice, Verb
from hakem.model.diagnostics import SourceSpan
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.irregularity import Origin, SeatRelation
from hakem.model.seat import Seat

lin = pytest.importorskip("hakem.parsers.lin")

# Board 4, West deals: S, W, N, E hands; North passes before West has called.
MD = "md|2SKT963H3DQT7CJT85,SJHK8762DAKJ852C4,SQ84HAQ94DCA97632,SA752HJT5D9643CKQ|"
AUCTION = "mb|1D|mb|p|mb|1S|mb|p|mb|2H|mb|p|mb|2N|mb|p|mb|3D|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||"
PLAY = ("pc|SK|pc|SJ|pc|SQ|pc|S2|pg||pc|ST|pc|D2|pc|S8|pc|S5|pg||pc|CJ|pc|C4|pc|CA|pc|CQ|pg||"
        "pc|C9|pc|CK|pc|CT|pc|H2|pg||")


def read(text: str):  # type: ignore[no-untyped-def]
    return lin.loads(text, path="t.lin")[0]


def test_call_out_of_rotation_marker_in_a_lin_note() -> None:
    board = read(f"pn|S,W,N,E|st||{MD}ah|Board 4|sv|b|nt|@COOR N p refused|{AUCTION}")
    (irr,) = [i for i in irregularities(board) if i.kind is K.CALL_OUT_OF_ROTATION]
    assert irr.offender is Seat.N and irr.call == Call.parse("Pass") and irr.accepted is False
    assert irr.turn is Seat.W and irr.relation is SeatRelation.RHO and irr.origin is Origin.MARKED


def test_marker_after_a_lin_call_is_placed_at_the_next_turn() -> None:
    auction = AUCTION.replace("mb|1S|", "mb|1S|nt|@IB S 1H refused replaced=2H|", 1)
    board = read(f"pn|S,W,N,E|st||{MD}ah|Board 4|sv|b|{auction}")
    (irr,) = [i for i in irregularities(board) if i.kind is K.INSUFFICIENT_BID]
    assert irr.offender is Seat.S and irr.position is not None and irr.position.call_index == 3
    assert irr.replacement_call == Call.parse("2H")


def test_claim_in_lin_merges_with_the_mc_trick_count() -> None:
    text = (f"pn|S,W,N,E|st||{MD}ah|Board 4|sv|b|{AUCTION}{PLAY}"
            'nt|@CLAIM E 9 "the rest are mine" agreed|mc|10|pg||')
    board = read(text)
    (irr,) = irregularities(board)
    assert irr.kind is K.CLAIM and irr.offender is Seat.E and irr.agreed is True
    assert irr.statement == "the rest are mine" and irr.tricks == 9
    assert irr.position is not None and irr.position.trick == 5 and irr.detail  # from detection


def test_claim_without_a_marker_is_detected_from_mc() -> None:
    board = read(f"pn|S,W,N,E|st||{MD}ah|Board 4|sv|b|{AUCTION}{PLAY}mc|10|pg||")
    (irr,) = irregularities(board)
    assert irr.kind is K.CLAIM and irr.origin is Origin.DETECTED and irr.tricks == 9


def test_premature_play_marker_in_lin_play() -> None:
    play = PLAY.replace("pc|ST|", "pc|ST|nt|@PREMATURE N S8 option=lowest by=E|", 1)
    board = read(f"pn|S,W,N,E|st||{MD}ah|Board 4|sv|b|{AUCTION}{play}")
    (irr,) = [i for i in irregularities(board) if i.kind is K.PREMATURE_PLAY]
    # South led the ST to trick 2; North played before his partner West... no: West
    # is South's LHO; North (South's partner) played before West (his RHO): Law 57D.
    assert irr.turn is Seat.W and irr.relation is SeatRelation.RHO
    assert irr.options == (Choice(Verb.LOWEST),) and irr.chosen_by is Seat.E


def test_unreadable_lin_marker_points_into_the_note() -> None:
    text = f"pn|S,W,N,E|st||{MD}ah|Board 4|sv|b|nt|@COOR N p refusd|{AUCTION}"
    _, diags = check(read(text))
    (diag,) = [d for d in diags if d.code == "marker.syntax"]
    assert diag.span == SourceSpan("t.lin", 1, text.index("refusd") + 1)


def test_plain_lin_note_is_left_alone() -> None:
    text = f"pn|S,W,N,E|st||{MD}ah|Board 4|sv|b|nt|hello @ all|{AUCTION}"
    irrs, diags = check(read(text))
    assert irrs == [] and diags == []


@pytest.mark.parametrize("word", sorted(__import__("hakem.parsers.markers", fromlist=["KIND_WORDS"])
                                        .KIND_WORDS))
def test_every_marker_kind_in_a_lin_note_and_a_pbn_comment(word: str) -> None:
    from hakem.parsers.markers import KIND_WORDS
    from hakem.parsers.pbn import loads as pbn_loads

    kind = KIND_WORDS[word]
    lin_board = read(f"pn|S,W,N,E|st||{MD}ah|Board 4|sv|b|mb|1D|nt|@{word} N|"
                     f"{AUCTION.split('mb|1D|', 1)[1]}")
    pbn_board = pbn_loads('[Board "4"]\n[Dealer "W"]\n[Vulnerable "All"]\n'
                          '[Deal "W:J.K8762.AKJ852.4 Q84.AQ94..A97632 A752.JT5.9643.KQ '
                          'KT963.3.QT7.JT85"]\n[Auction "W"]\n'
                          f"1D {{@{word} N}} Pass 1S Pass\n2H Pass 2NT Pass\n"
                          "3D Pass 3NT Pass\nPass Pass\n")[0]
    for board in (lin_board, pbn_board):
        irrs, diags = check(board)
        assert [i.kind for i in irrs if i.origin is Origin.MARKED] == [kind]
        assert not [d for d in diags if d.code == "marker.syntax"]
