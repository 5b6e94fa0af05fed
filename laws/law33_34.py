"""Laws 33 and 34: simultaneous calls, and the right to call kept after three passes.

Law 33: a call made at the same time as the call of the player whose turn it
was counts as made after it, so it is a call out of rotation by the later
player and Laws 28-32 deal with it. Law 34 (with 17D3): when a call is followed
by three passes and one of them was out of rotation, robbing a player of his
turn, the auction has not ended; it goes back to the player who missed his
turn, later passes are cancelled, and the auction proceeds normally (16C for the
cancelled passes).

>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> is_simultaneous(Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION, subkind="simultaneous"))
True
"""

from __future__ import annotations

from hakem.model.board import Board
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Cancel, Compliance, NoRectification, Ruling

from .auction_draft import Draft
from .auction_follow import entries
from .law16_72_ui import withdrawn_call_ui
from .law17_19_validation import passes_end_auction


def is_simultaneous(irr: Irregularity) -> bool:
    words = {o.lower() for o in irr.options} | {(irr.subkind or "").lower()}
    return bool(words & {"simultaneous", "33"})


def simultaneous_sentence(irr: Irregularity) -> str:
    who = irr.offender.name if irr.offender is not None else "the offender"
    return (f"{who}'s call was simultaneous with the call of the player whose turn it was, so it "
            "counts as made after it: a call out of rotation (Law 33).")


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
    d.effect(Cancel(f"{irr.offender.name}'s pass and any later pass", "17D3"),
             withdrawn_call_ui(irr.offender, irr.call, "16C", "cancelled"),
             NoRectification("34", "the auction simply resumes"))
    d.say(f"{irr.offender.name}'s pass out of rotation made the third pass, but it took "
          f"{missed.name}'s turn away: the auction has not ended (34, 17D3). It goes back to "
          f"{missed.name}; the passes after his missed turn are cancelled (16C applies to them) "
          "and the auction proceeds normally.")
    d.saw(f"the record ends the auction there: {missed.name} never had his turn; the director "
          "should have reopened the auction")
    d.comply(Compliance.VIOLATED)
    return d.ruling()


__all__ = ["deprives_turn", "is_simultaneous", "rule_retained_call", "simultaneous_sentence"]
