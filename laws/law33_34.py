"""Laws 33 and 34: simultaneous calls, and the right to call kept after three passes.

Law 33: a call made at the same time as the call of the player whose turn it
was counts as made after it, so it is a call out of rotation by the later
player and Laws 28-32 deal with it. Law 34 (with 17D3): when a call is followed
by three passes and one of them was out of rotation, robbing a player of his
turn, the auction has not ended; it goes back to the player who missed his
turn, later passes are cancelled, and the auction proceeds normally (16C for the
cancelled passes).

>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> is_simultaneous(Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION,
...                              subkind=Subkind.SIMULTANEOUS))
True
"""

from __future__ import annotations

from hakem.model.board import Board
from hakem.model.choices import Subkind
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Cancel, Compliance, NoRectification, Ruling
from hakem.model.seat import Seat

from .auction_draft import Draft
from .auction_follow import entries
from .law16_72_ui import Withdrawal, withdrawn_call_ui
from .law17_19_validation import passes_end_auction


class Say(FactKey):
    SIMULTANEOUS = "law33.simultaneous", "offender:seat"
    RESUMES = "law34.auction-resumes"
    RETAINED = "law34.retained-call", "offender:seat missed:seat"
    NEVER_HAD_TURN = "law34.never-had-turn", "missed:seat"


def is_simultaneous(irr: Irregularity) -> bool:
    return irr.subkind is Subkind.SIMULTANEOUS


def simultaneous_fact(offender: Seat) -> Fact:
    """Law 33: the call counts as made after the turn holder's, out of rotation."""
    return fact(Say.SIMULTANEOUS, offender=offender)


def deprives_turn(board: Board, irr: Irregularity) -> bool:
    """An accepted pass out of rotation that made three passes and skipped a player (34, 17D3)."""
    pos = irr.position.call_index if irr.position is not None else None
    if pos is None or irr.call is None or not irr.call.is_pass or irr.turn is None:
        return False
    calls = entries(board)
    if not passes_end_auction(calls, pos):
        return False
    # The skipped player must not have called since his turn was taken.
    return not any(e.seat == irr.turn and e.call is not None for e in calls[pos + 1:])


def rule_retained_call(board: Board, irr: Irregularity) -> Ruling:
    """Law 34 / 17D3: the auction reverts to the player who missed his turn."""
    d = Draft(irr)
    missed = irr.turn
    assert missed is not None and irr.offender is not None
    d.law("34", "17D3", "16C")
    d.effect(Cancel("17D3", call=irr.call, by=irr.offender, later=True),
             withdrawn_call_ui(irr.offender, irr.call, "16C", Withdrawal.CANCELLED),
             NoRectification("34", fact(Say.RESUMES)))
    d.say(fact(Say.RETAINED, offender=irr.offender, missed=missed))
    d.saw(fact(Say.NEVER_HAD_TURN, missed=missed))
    d.comply(Compliance.VIOLATED)
    return d.ruling()


__all__ = ["Say", "deprives_turn", "is_simultaneous", "rule_retained_call", "simultaneous_fact"]
