"""Small builders for auction-rule tests: boards from call lists, irregularities as markers make them
(option words as a TD writes them, read into the typed vocabulary as the marker reader does)."""

from __future__ import annotations

from hakem.model.auction import Auction, AuctionCall
from hakem.model.board import Board
from hakem.model.calls import Call
from hakem.model.irregularity import (Irregularity, IrregularityKind, Phase, Position,
                                      seat_relation)
from hakem.model.seat import Seat
from hakem.parsers import pbn
from hakem.parsers.marker_words import read_word


def board(dealer: Seat, calls: list[str | None]) -> Board:
    """A board whose auction is ``calls`` in rotation from ``dealer`` (None = a ^S skipped turn)."""
    entries = tuple(AuctionCall(Call.parse(c) if c is not None else None, dealer.offset(i))
                    for i, c in enumerate(calls))
    return Board(dealer=dealer, auction=Auction(dealer, entries))


def words(kind: IrregularityKind, *written: str) -> tuple:  # type: ignore[type-arg]
    """Marker option words as the reader types them for a ``kind`` marker."""
    return tuple(read_word(kind, w) for w in written)


def coor(b: Board, offender: Seat, call: str, at: int, accepted: bool | None = False,
         replaced: str | None = None, options: tuple[str, ...] = ()) -> Irregularity:
    """A call out of rotation as a marker at entry ``at`` describes it: the turn is the seat of
    entry ``at`` (or of the ^S run before it when the call stands in the record)."""
    assert b.auction is not None
    entries = b.auction.calls
    stands = at < len(entries) and entries[at].seat == offender and entries[at].call is not None
    if stands:
        first = at
        while first > 0 and entries[first - 1].call is None:
            first -= 1
        turn = entries[first].seat if first < at else b.auction.dealer
    else:
        turn = entries[at].seat if at < len(entries) else b.auction.dealer.offset(at)
    called = any(e.seat == offender and e.call is not None for e in entries[:at])
    return Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION, offender=offender, turn=turn,
                        relation=seat_relation(offender, turn, called),
                        position=Position(Phase.AUCTION, call_index=at), call=Call.parse(call),
                        accepted=accepted,
                        replacement_call=Call.parse(replaced) if replaced else None,
                        options=words(IrregularityKind.CALL_OUT_OF_ROTATION, *options))


def irregularity(kind: IrregularityKind, offender: Seat, call: str | None, at: int,
                 **fields) -> Irregularity:  # type: ignore[no-untyped-def]
    if "options" in fields:
        fields["options"] = words(kind, *fields["options"])
    if isinstance(fields.get("subkind"), str):
        (fields["subkind"],) = words(kind, fields["subkind"])
    return Irregularity(kind, offender=offender, position=Position(Phase.AUCTION, call_index=at),
                        call=Call.parse(call) if call else None, **fields)


#: A legal deal for whole-record tests (North's strong notrump, East's clubs and spades).
DEAL = "N:AKQ2.K32.Q32.432 JT9.QJT.KJT.KJT9 876.A98.A98.A876 543.7654.7654.Q5"


def record_board(auction: str, dealer: str = "N", play: tuple[str, str] | None = None,
                 deal: str = DEAL, board_no: int = 1) -> Board:
    """A whole PBN record read back: ``auction`` as written (markers included) from
    ``dealer``, and ``play`` as (leader, the [Play] rows) when given."""
    text = (f'[Event "t"]\n[Board "{board_no}"]\n[Dealer "{dealer}"]\n[Vulnerable "None"]\n'
            f'[Deal "{deal}"]\n[Auction "{dealer}"]\n{auction}\n')
    if play is not None:
        text += f'[Play "{play[0]}"]\n{play[1]}\n'
    (b,) = pbn.loads(text)
    return b
