"""Law 37 breaches found by following a ruling through the record.

A ruling on one auction irregularity may oblige a player to pass (24B, 27B2, 30,
31, 32, 36, 37, 38...). When the record then shows that player bidding, doubling
or redoubling at a turn where the pass was due, that call is an irregularity of
its own (Law 35B, ruled under 37: cancelled for a pass with 26B and 72C under
37A, or standing under 37B when LHO called over it first). The first ruling
already says so in its follow-up and asks the director; this module turns the
call into an irregularity of the board, so it is counted, reported and ruled
like any other, not only mentioned.

Only duties that certainly applied count: a duty that hangs on an open judgement
("if not comparable...") stays a line of its branch, since the breach exists only
if the director answers that way.
"""

from __future__ import annotations

from hakem.model.board import Board
from hakem.model.calls import Call
from hakem.model.irregularity import Irregularity, IrregularityKind, Origin, Phase, Position
from hakem.model.seat import Seat

from .auction_follow import Say as Follow
from .case import BoardCase

K = IrregularityKind

#: How many rounds of follow-through (a breach's own ruling may oblige further passes).
MAX_ROUNDS = 4


def _duty_breaches(case: BoardCase, irr: Irregularity) -> list[tuple[Seat, Call, int, str]]:
    """(player, call, entry index, duty's law) for each certain breach the ruling on ``irr`` saw."""
    try:
        ruling = case.ruling_of(irr)
    except Exception:  # noqa: BLE001 - the engine reports the failed rule on its own pass
        return []
    out = []
    for judgement in ruling.judgements:
        question = judgement.question
        if question.key is not Follow.ASK_LAW37:
            continue
        args = dict(question.args)
        out.append((args["player"], args["call"], args["number"] - 1, args["law"]))
    return out


def _known(irregularities: tuple[Irregularity, ...] | list[Irregularity], seat: Seat,
           index: int) -> bool:
    return any(i.kind is K.CALL_WHILE_REQUIRED_TO_PASS and i.offender == seat
               and i.position is not None and i.position.call_index == index
               for i in irregularities)


def breaches(case: BoardCase) -> list[Irregularity]:
    """The Law 37 irregularities the rulings of ``case``'s auction irregularities reveal."""
    board: Board = case.board
    found: list[Irregularity] = []
    for irr in case.irregularities:
        if irr.kind.phase is not Phase.AUCTION:
            continue
        for seat, call, index, law in _duty_breaches(case, irr):
            if _known(case.irregularities, seat, index) or _known(found, seat, index):
                continue
            auction = board.auction
            span = auction.call_span(index) if auction is not None else None
            found.append(Irregularity(
                K.CALL_WHILE_REQUIRED_TO_PASS, offender=seat, turn=seat,
                position=Position(Phase.AUCTION, call_index=index), call=call,
                detail=f"{seat.name} called {call} although Law {law} obliged him to pass "
                       f"(found by following the ruling on the {irr.kind.value})",
                origin=Origin.DETECTED, span=span or irr.span))
    return found


__all__ = ["MAX_ROUNDS", "breaches"]
