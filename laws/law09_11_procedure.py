"""Laws 9-11: procedure after an irregularity, and forfeiting the right to rectification.

Law 9B wants the director called as soon as attention is drawn, and no player
acting on his own until he has ruled. Law 10C gives an option to the player
the law names, chosen without consulting partner. Law 11A takes rectification
away from a non-offending side that acts before calling the director; for calls
the Laws make this concrete: the offender's left-hand opponent who calls over a
call out of rotation accepts it (29A), as he accepts an insufficient bid (27A1);
and a call by the player whose turn it really was, made before the director
ruled, is in rotation and the out-of-turn call is simply cancelled (28B).

The record shows these acts: a call that stands in the record with the next call
made by the offender's LHO was accepted, whatever anybody said.

>>> from hakem.model.auction import Auction, AuctionCall
>>> from hakem.model.board import Board
>>> from hakem.model.calls import Call
>>> from hakem.model.irregularity import Irregularity, IrregularityKind, Phase, Position
>>> from hakem.model.seat import Seat
>>> calls = (AuctionCall(Call.parse("1D"), Seat.N), AuctionCall(Call.parse("1S"), Seat.E))
>>> board = Board(dealer=Seat.W, auction=Auction(Seat.N, calls))
>>> irr = Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION, offender=Seat.N,
...                    call=Call.parse("1D"), position=Position(Phase.AUCTION, call_index=0))
>>> acceptance(board, irr).accepted, acceptance(board, irr).by.name
(True, 'E')
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.board import Board
from hakem.model.irregularity import Irregularity
from hakem.model.seat import Seat

from .auction_follow import entries, next_caller


@dataclass(frozen=True, slots=True)
class Acceptance:
    """Was the irregular call accepted, by whom, and what showed it."""

    accepted: bool | None
    by: Seat | None = None
    evidence: str = ""
    stands: bool = False
    """The irregular call is in the record (it was not cancelled)."""
    conflict: str = ""
    """The marker and the record disagree (the record's acts win, Law 11A)."""


def stands_in_record(board: Board, irr: Irregularity) -> bool:
    """Is the irregular call itself an entry of the record (not cancelled)?"""
    pos = irr.position.call_index if irr.position is not None else None
    calls = entries(board)
    if pos is None or not 0 <= pos < len(calls):
        return False
    entry = calls[pos]
    return entry.seat == irr.offender and entry.call is not None and entry.call == irr.call


def _by(irr: Irregularity, lho: Seat) -> Seat:
    return irr.accepted_by if irr.accepted_by is not None else lho


def acceptance(board: Board, irr: Irregularity) -> Acceptance:
    """Acceptance by the offender's LHO (29A, 27A1), from the record first, then the marker."""
    offender = irr.offender
    assert offender is not None
    lho = offender.lho
    if stands_in_record(board, irr):
        pos = irr.position.call_index  # type: ignore[union-attr]
        following = next_caller(board, pos)  # type: ignore[arg-type]
        if following is not None and following[1].seat == lho:
            index, entry = following
            conflict = ""
            if irr.accepted is False:
                conflict = (f"a marker says the call was not accepted, but it stands in the record "
                            f"and {lho.name} called over it: that is acceptance (29A/27A1)")
            return Acceptance(True, lho, f"{lho.name} called {entry.call} over it (call "
                              f"{index + 1}), accepting it", True, conflict)
        if irr.accepted is True:
            return Acceptance(True, _by(irr, lho), "a marker says it was accepted", True)
        if following is None:
            return Acceptance(None, None, "the record ends before anyone called over it", True)
        return Acceptance(irr.accepted, irr.accepted_by, "", True)
    if irr.accepted is True:
        return Acceptance(True, _by(irr, lho), "a marker says it was accepted")
    return Acceptance(False if irr.accepted is None else irr.accepted, irr.accepted_by,
                      "the call is not in the record: it was cancelled")


def turn_holder_called_first(irr: Irregularity) -> bool:
    """Law 28B: the player whose turn it was (an opponent) called before the director ruled.

    A marker says so with ``by=<turn holder>`` and no ``accepted`` flag, or with the
    option ``28b``. When the turn holder is also the LHO (LHO's turn, first call),
    ``accepted`` means 29A acceptance instead.
    """
    if "28b" in {o.lower() for o in irr.options}:
        return True
    offender, turn = irr.offender, irr.turn
    if offender is None or turn is None or turn.side == offender.side:
        return False
    return irr.accepted_by == turn and irr.accepted is not True


def summon_note() -> str:
    """Law 9B: what the table should have done, for explanations."""
    return ("the director should be called as soon as attention is drawn to the irregularity, "
            "and nobody should act before he has explained the options (9B, 10C)")


__all__ = ["Acceptance", "acceptance", "stands_in_record", "summon_note",
           "turn_holder_called_first"]
