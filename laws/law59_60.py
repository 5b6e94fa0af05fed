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
>>> acceptance(PlayContext.of(Board()), Irregularity(IrregularityKind.LEAD_OUT_OF_TURN)).accepted is None
True
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Source

from .play_context import PlayContext


class Say(FactKey):
    RECORDED = "law53.accepted-as-recorded"
    RECORDED_BY = "law53.accepted-as-recorded.by", "by:seat"
    REFUSED_RECORDED = "law53.refused-as-recorded"
    REFUSED_RECORDED_BY = "law53.refused-as-recorded.by", "by:seat"
    UNKNOWN = "law53.acceptance-unknown"
    PLAYED_TO_IT = "law60a.played-to-it", "seat:seat"
    STOPS_AFTER_LEAD = "law53.record-stops-after-lead"
    RETRACTED = "law53.retracted", "leader:seat trick:int"


@dataclass(frozen=True, slots=True)
class LeadAcceptance:
    """Was a lead out of turn accepted, how we know, and where it was read."""

    accepted: bool | None
    how: Fact
    source: Source | None = None


def acceptance(ctx: PlayContext, irr: Irregularity) -> LeadAcceptance:
    """Was a lead out of turn accepted?

    A marker's ``accepted``/``refused`` wins; otherwise the record decides: if its
    trick opens with the irregular card and the next hand played to it, it was
    accepted by play (53A, 60A1); if the trick opens with the proper leader's card,
    the lead was retracted.
    """
    if irr.accepted is not None:
        by = irr.accepted_by
        if irr.accepted:
            how = fact(Say.RECORDED_BY, by=by) if by is not None else fact(Say.RECORDED)
        else:
            how = fact(Say.REFUSED_RECORDED_BY, by=by) if by is not None else fact(Say.REFUSED_RECORDED)
        return LeadAcceptance(irr.accepted, how, Source.MARKER)
    pos = irr.position
    trick = ctx.trick(pos.trick if pos is not None else None)
    if trick is None or not trick.cards or irr.offender is None:
        return LeadAcceptance(None, fact(Say.UNKNOWN))
    first = trick.cards[0]
    if first.seat == irr.offender and (irr.card is None or first.card == irr.card):
        if len(trick.cards) > 1:
            return LeadAcceptance(True, fact(Say.PLAYED_TO_IT, seat=trick.cards[1].seat),
                                  Source.RECORD)
        return LeadAcceptance(None, fact(Say.STOPS_AFTER_LEAD))
    if irr.turn is not None and first.seat == irr.turn:
        return LeadAcceptance(False, fact(Say.RETRACTED, leader=irr.turn, trick=trick.number),
                              Source.RECORD)
    return LeadAcceptance(None, fact(Say.UNKNOWN))


__all__ = ["LeadAcceptance", "Say", "acceptance"]
