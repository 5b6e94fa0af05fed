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
from hakem.model.calls import Call
from hakem.model.choices import Choice, Finding, Verb
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Source
from hakem.model.seat import Seat

from .auction_follow import entries, next_caller


class Say(FactKey):
    CALLED_OVER = "law29.accepted-by-calling-over", "lho:seat call:call number:int"
    MARKER_ACCEPTED = "law29.marker-says-accepted"
    RECORD_ENDS = "law29.record-ends-before-anyone-called"
    NOT_IN_RECORD = "law29.not-in-record"
    CONFLICT = "law29.marker-contradicted", "lho:seat"


@dataclass(frozen=True, slots=True)
class Acceptance:
    """Was the irregular call accepted, by whom, and what showed it."""

    accepted: bool | None
    by: Seat | None = None
    evidence: Fact | None = None
    stands: bool = False
    """The irregular call is in the record (it was not cancelled)."""
    conflict: Fact | None = None
    """The marker and the record disagree (the record's acts win, Law 11A)."""
    over: tuple[int, Call] | None = None
    """The call made over it, and its place in the record (0-based), when the record shows one."""
    source: Source | None = None
    """Where acceptance (or its refusal) was read: the record's acts or a marker."""


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
    marker = Source.MARKER if irr.accepted is not None else None
    if stands_in_record(board, irr):
        pos = irr.position.call_index  # type: ignore[union-attr]
        following = next_caller(board, pos)  # type: ignore[arg-type]
        if following is not None and following[1].seat == lho:
            index, entry = following
            assert entry.call is not None
            conflict = fact(Say.CONFLICT, lho=lho) if irr.accepted is False else None
            return Acceptance(True, lho, fact(Say.CALLED_OVER, lho=lho, call=entry.call,
                                              number=index + 1), True, conflict,
                              (index, entry.call), Source.RECORD)
        if irr.accepted is True:
            return Acceptance(True, _by(irr, lho), fact(Say.MARKER_ACCEPTED), True,
                              source=Source.MARKER)
        if following is None:
            return Acceptance(None, None, fact(Say.RECORD_ENDS), True)
        return Acceptance(irr.accepted, irr.accepted_by, None, True, source=marker)
    if irr.accepted is True:
        return Acceptance(True, _by(irr, lho), fact(Say.MARKER_ACCEPTED), source=Source.MARKER)
    return Acceptance(False if irr.accepted is None else irr.accepted, irr.accepted_by,
                      fact(Say.NOT_IN_RECORD), source=marker or Source.RECORD)


def acceptance_decision(acc: Acceptance, lho: Seat
                        ) -> tuple[Choice | None, Source | None, Seat | None]:
    """LHO's acceptance (or refusal) as a decision the ruling rests on: ``Draft.decide`` args."""
    if acc.accepted is None or acc.source is None:
        return None, None, None
    return Choice(Verb.ACCEPT if acc.accepted else Verb.REFUSE), acc.source, acc.by or lho


def turn_holder_called_first(irr: Irregularity) -> bool:
    """Law 28B: the player whose turn it was (an opponent) called before the director ruled.

    A marker says so with ``by=<turn holder>`` and no ``accepted`` flag, or with the
    option ``28b``. When the turn holder is also the LHO (LHO's turn, first call),
    ``accepted`` means 29A acceptance instead. A ``by=`` that comes with declarer's
    Law 26B lead choice (``prohibit:S``, ``require:S``) names declarer, not the turn holder.
    """
    if Finding.TURN_HOLDER_CALLED in irr.options:
        return True
    offender, turn = irr.offender, irr.turn
    if offender is None or turn is None or turn.side == offender.side or irr.accepted is True:
        return False
    if any(isinstance(o, Choice) and o.verb in (Verb.PROHIBIT, Verb.REQUIRE) for o in irr.options):
        return False
    by = irr.accepted_by if irr.accepted_by is not None else irr.chosen_by
    return by == turn


__all__ = ["Acceptance", "Say", "acceptance", "acceptance_decision", "stands_in_record", "turn_holder_called_first"]
