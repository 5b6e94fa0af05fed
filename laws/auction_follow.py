"""Following the record after an auction ruling: what happened next, and was it obeyed.

A record shows the auction as it was finally made: cancelled calls are gone, and
the calls after a ruling are the table's answer to it. The auction rules read it
to decide which branch of a law applied (did RHO pass? what did the offender call
instead?) and whether a forced pass was respected. A player who calls when the
law obliges him to pass commits a new irregularity (Law 37); the ruling on the
first irregularity says so and the TD rules on the second.

>>> from hakem.model.auction import Auction, AuctionCall
>>> from hakem.model.board import Board
>>> from hakem.model.calls import Call
>>> from hakem.model.seat import Seat
>>> calls = tuple(AuctionCall(Call.parse(c), s) for c, s in zip(["1D", "Pass"], [Seat.W, Seat.N]))
>>> next_call(Board(auction=Auction(Seat.W, calls)), Seat.N, 0)
(1, Call.parse('Pass'))
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.auction import AuctionCall
from hakem.model.board import Board
from hakem.model.calls import Call
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import Compliance, Judgement, MustPass, PassScope
from hakem.model.seat import Seat

from .case import BoardCase

K = IrregularityKind


class Say(FactKey):
    ENDED_FIRST = "auction.pass-not-needed", "player:seat law:law"
    STOPS_BEFORE_TURN = "auction.record-stops-before-turn", "player:seat"
    CALLED_WHEN_OBLIGED = "auction.called-when-obliged", "player:seat call:call number:int law:law"
    ASK_LAW37 = "law37.ask.broke-obligation", "player:seat call:call number:int law:law"
    CANCELLED_FOR_PASS = "auction.cancelled-for-pass", "player:seat call:call number:int law:law"
    PASSED_NEXT_TURN = "auction.passed-next-turn", "player:seat law:law number:int"
    PASSED_EVERY_TURN = "auction.passed-every-turn", "player:seat turns:int law:law number:int"
    LATER_TURNS_UNKNOWN = "auction.later-turns-unknown"

def entries(board: Board) -> tuple[AuctionCall, ...]:
    return board.auction.calls if board.auction is not None else ()


def end_index(board: Board) -> int | None:
    return board.auction.end_index() if board.auction is not None else None


def next_call(board: Board, seat: Seat, start: int) -> tuple[int, Call] | None:
    """``seat``'s first call in the record at or after entry ``start`` (before the auction's end)."""
    calls = entries(board)
    end = end_index(board)
    for i in range(max(start, 0), len(calls)):
        if end is not None and i > end:
            return None
        entry = calls[i]
        if entry.seat == seat and entry.call is not None:
            return i, entry.call
    return None


@dataclass(frozen=True, slots=True)
class Replacement:
    """The call an offender made instead of a cancelled one (Laws 27B, 30-32).

    ``index`` and ``recorded`` say where the record shows the offender's next call
    and what it is; ``call`` is the one hakem rules on: the marker's
    ``replacement`` option when there is one (the TD's word beats the record),
    otherwise the recorded call.
    """

    call: Call | None
    index: int | None = None
    recorded: Call | None = None

    @property
    def marker_disagrees(self) -> bool:
        return self.recorded is not None and self.call != self.recorded


def find_replacement(board: Board, irr: Irregularity, start: int, look: bool = True) -> Replacement:
    """The offender's replacement call: from the record after ``start``, or the marker.

    ``look`` False skips the record (it shows that another branch applied).
    """
    assert irr.offender is not None
    found = next_call(board, irr.offender, start) if look else None
    if found is None:
        return Replacement(irr.replacement_call)
    index, recorded = found
    call = irr.replacement_call if irr.replacement_call is not None else recorded
    return Replacement(call, index, recorded)


def next_caller(board: Board, index: int) -> tuple[int, AuctionCall] | None:
    """The first call made after entry ``index``."""
    calls = entries(board)
    for i in range(index + 1, len(calls)):
        if calls[i].call is not None:
            return i, calls[i]
    return None


def _cancelled_call_at(case: BoardCase, seat: Seat, index: int) -> Call | None:
    """A call by ``seat`` at entry ``index`` that a marker says was cancelled for a pass (37)."""
    for irr in case.irregularities:
        if (irr.kind is K.CALL_WHILE_REQUIRED_TO_PASS and irr.offender == seat
                and irr.position is not None and irr.position.call_index == index):
            return irr.call
    return None


def check_must_pass(case: BoardCase, duty: MustPass, start: int,
                    new: list[Judgement] | None = None) -> tuple[Compliance, list[Fact]]:
    """Did ``duty.player`` pass at his next turn (or every turn) from entry ``start`` on?

    A call where a pass was due is a new irregularity (Law 37): it is reported in
    the steps and, when ``new`` is given, as a :class:`Judgement` for the director.
    """
    board = case.board
    who = duty.player
    lines: list[Fact] = []
    turns: list[tuple[int, Call]] = []
    at = start
    while True:
        found = next_call(board, duty.player, at)
        if found is None:
            break
        turns.append(found)
        if duty.scope is PassScope.NEXT_TURN:
            break
        at = found[0] + 1
    if not turns:
        if board.auction is not None and board.auction.is_complete:
            return Compliance.COMPLIED, [fact(Say.ENDED_FIRST, player=who, law=duty.law)]
        return Compliance.NOT_YET, [fact(Say.STOPS_BEFORE_TURN, player=who)]
    status = Compliance.COMPLIED
    for index, call in turns:
        cancelled = _cancelled_call_at(case, duty.player, index)
        if not call.is_pass:
            status = Compliance.VIOLATED
            lines.append(fact(Say.CALLED_WHEN_OBLIGED, player=who, call=call, number=index + 1,
                              law=duty.law))
            if new is not None:
                new.append(Judgement(fact(Say.ASK_LAW37, player=who, call=call, number=index + 1,
                                          law=duty.law), "37"))
        elif cancelled is not None:
            status = Compliance.VIOLATED
            lines.append(fact(Say.CANCELLED_FOR_PASS, player=who, call=cancelled,
                              number=index + 1, law=duty.law))
    if status is Compliance.COMPLIED:
        if duty.scope is PassScope.NEXT_TURN:
            lines.append(fact(Say.PASSED_NEXT_TURN, player=who, law=duty.law,
                              number=turns[0][0] + 1))
        else:
            lines.append(fact(Say.PASSED_EVERY_TURN, player=who, turns=len(turns), law=duty.law,
                              number=turns[0][0] + 1))
    if duty.scope is PassScope.WHOLE_AUCTION and not (board.auction and board.auction.is_complete):
        if status is Compliance.COMPLIED:
            status = Compliance.NOT_YET
            lines.append(fact(Say.LATER_TURNS_UNKNOWN))
    return status, lines


def worst(*states: Compliance) -> Compliance:
    """Combine compliance verdicts: a violation anywhere wins, then unknown, then not-yet."""
    for state in (Compliance.VIOLATED, Compliance.UNKNOWN, Compliance.NOT_YET):
        if state in states:
            return state
    return Compliance.COMPLIED if states else Compliance.UNKNOWN


__all__ = ["Say", "check_must_pass", "end_index", "entries", "next_call", "next_caller", "worst"]
