"""Laws 59 and 60: when a rectification cannot be obeyed, and play after an irregularity.

* Law 59: a player required to lead or play something he cannot (no card of
  the suit, or the duty to follow suit comes first) plays any otherwise legal
  card. The play rules therefore list only options that bind (see Law 57).
* Law 60A: a non-offender who plays after his right-hand opponent's lead or play
  out of turn, before the director has stated the options, accepts it: the
  irregular card is treated as played in turn, and obligations already in force
  (penalty cards, lead restrictions) survive (60A2). This is how a plain record
  shows an accepted lead out of turn: the next hand simply played to it (53A).

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> acceptance(PlayContext.of(Board()), Irregularity(IrregularityKind.LEAD_OUT_OF_TURN))
(None, 'the record does not show whether the lead was accepted')
"""

from __future__ import annotations

from hakem.model.irregularity import Irregularity

from .play_context import PlayContext


def acceptance(ctx: PlayContext, irr: Irregularity) -> tuple[bool | None, str]:
    """Was a lead out of turn accepted? (accepted, how we know).

    A marker's ``accepted``/``refused`` wins; otherwise the record decides: if its
    trick opens with the irregular card and the next hand played to it, it was
    accepted by play (53A, 60A1); if the trick opens with the proper leader's card,
    the lead was retracted.
    """
    if irr.accepted is not None:
        who = f" by {irr.accepted_by.name}" if irr.accepted_by is not None else ""
        return irr.accepted, ("accepted" if irr.accepted else "not accepted") + who + " (as recorded)"
    pos = irr.position
    trick = ctx.trick(pos.trick if pos is not None else None)
    if trick is None or not trick.cards or irr.offender is None:
        return None, "the record does not show whether the lead was accepted"
    first = trick.cards[0]
    if first.seat == irr.offender and (irr.card is None or first.card == irr.card):
        if len(trick.cards) > 1:
            return True, (f"accepted: {trick.cards[1].seat.name} played to it (53A, 60A1)")
        return None, "the record stops after the irregular lead"
    if irr.turn is not None and first.seat == irr.turn:
        return False, f"not accepted: the record shows {irr.turn.name} leading trick {trick.number}"
    return None, "the record does not show whether the lead was accepted"


__all__ = ["acceptance"]
