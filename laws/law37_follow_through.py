"""Law 37 breaches found by following a ruling through the record.

A ruling on one auction irregularity may oblige a player to pass (24B, 27B2, 30,
31, 32, 36, 37, 38...). When the record then shows that player bidding, doubling
or redoubling at a turn where the pass was due, that call is an irregularity of
its own (Law 35B, ruled under 37: cancelled for a pass with 26B and 72C under
37A, or standing under 37B when LHO called over it first). The first ruling
saw it in its follow-up; this module turns the call into an irregularity of the
board, so it is counted, reported and ruled like any other, not only mentioned.
Once it is, the first ruling no longer asks the director to rule under Law 37:
it points to the breach's own ruling (:func:`point_to_breaches`), so the table
hears one ruling on the breach, not a question and an answer.

Only duties that certainly applied count: a duty that hangs on an open judgement
("if not comparable...") stays a line of its branch, since the breach exists only
if the director answers that way.
"""

from __future__ import annotations

import dataclasses

from hakem.model.board import Board
from hakem.model.calls import Call
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind, Origin, Phase, Position
from hakem.model.ruling import Ruling
from hakem.model.seat import Seat

from .auction_follow import Say as Follow
from .case import BoardCase

K = IrregularityKind



class Say(FactKey):
    RULED_APART = "law37.ruled-apart", "player:seat call:call number:int law:law"


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


def point_to_breaches(case: BoardCase, ruling: Ruling) -> Ruling:
    """``ruling`` with each Law 37 question it asked replaced by a pointer to the breach's
    own ruling, when ``case`` holds that breach as an irregularity (37A/37B are decided
    there: whether LHO called over it, what the offender's partner may do)."""
    asked = [j for j in ruling.judgements if j.question.key is Follow.ASK_LAW37]
    if not asked:
        return ruling
    apart: dict[tuple[Seat, int], Fact] = {}
    for judgement in asked:
        args = judgement.question.kwargs
        if _known(case.irregularities, args["player"], args["number"] - 1):
            apart[(args["player"], args["number"])] = fact(Say.RULED_APART, **args)
    if not apart:
        return ruling

    def pointed(f: Fact) -> Fact:
        if f.key is not Follow.CALLED_WHEN_OBLIGED:
            return f
        return apart.get((f["player"], f["number"]), f)

    kept = tuple(j for j in ruling.judgements
                 if j.question.key is not Follow.ASK_LAW37
                 or (j.question["player"], j.question["number"]) not in apart)
    follow_up = tuple(pointed(f) for f in ruling.follow_up)
    if follow_up == ruling.follow_up:  # the breach was not in the steps: say it once
        follow_up += tuple(f for f in apart.values() if f not in follow_up)
    return dataclasses.replace(ruling, judgements=kept, follow_up=follow_up)


__all__ = ["MAX_ROUNDS", "Say", "breaches", "point_to_breaches"]
