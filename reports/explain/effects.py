"""An effect as a fact, for its one-line summary in tables and the HTML report.

>>> from hakem.model.ruling import Restore
>>> from hakem.model.cards import Card
>>> from hakem.model.seat import Seat
>>> effect_fact(Restore(Card.parse("HK"), Seat.W, "24")).key
<EffectSay.RESTORE>
"""

from __future__ import annotations

from hakem.model.facts import Fact, FactKey, fact
from hakem.model.ruling import (AdjustedScore, Cancel, Effect, LeadRestriction, MustPass,
                                NoRectification, Option, PassScope, PenaltyCard, Restore,
                                TrickTransfer, UnauthorizedInformation, Watch)


class EffectSay(FactKey):
    """The one-line summary of each effect type."""

    MUST_PASS_NEXT_TURN = "effect.must-pass.next-turn", "player:seat law:law"
    MUST_PASS_WHOLE_AUCTION = "effect.must-pass.whole-auction", "player:seat law:law"
    LEAD_RESTRICTION = "effect.lead-restriction", "on:seat kind:term law:law"
    LEAD_RESTRICTION_SUITS = "effect.lead-restriction.suits", "on:seat kind:term suits:suits law:law"
    PENALTY_CARD = "effect.penalty-card", "kind:term card:card owner:seat law:law"
    OPTION = "effect.option", "holder:seat choices:choices law:law"
    OPTION_CHOSEN = "effect.option.chosen", "holder:seat choices:choices chosen:choice law:law"
    TRICK_TRANSFER = "effect.trick-transfer", "tricks:int to:side law:law"
    ADJUSTED_SCORE = "effect.adjusted-score", "kind:term law:law"
    UNAUTHORIZED = "effect.unauthorized-information", "seats:seats law:law"
    WATCH = "effect.watch", "law:law note:fact"
    CANCEL_CALL = "effect.cancel.call", "call:call law:law"
    CANCEL_CALL_AND_LATER = "effect.cancel.call-and-later", "call:call law:law"
    CANCEL_CARD = "effect.cancel.card", "card:card law:law"
    CANCEL_CARD_OF = "effect.cancel.card-of", "card:card by:seat law:law"
    CANCEL_CARD_TRICK = "effect.cancel.card-trick", "card:card trick:int law:law"
    CANCEL_CARD_OF_TRICK = "effect.cancel.card-of-trick", "card:card by:seat trick:int law:law"
    CANCEL = "effect.cancel", "law:law"
    RESTORE = "effect.restore", "card:card owner:seat law:law"
    NO_RECTIFICATION = "effect.no-rectification", "law:law"
    NO_RECTIFICATION_BECAUSE = "effect.no-rectification.because", "law:law reason:fact"


def effect_fact(effect: Effect) -> Fact:
    """The summary of ``effect`` as a fact (its words come from the catalogue)."""
    S = EffectSay
    if isinstance(effect, MustPass):
        key = S.MUST_PASS_NEXT_TURN if effect.scope is PassScope.NEXT_TURN \
            else S.MUST_PASS_WHOLE_AUCTION
        return fact(key, player=effect.player, law=effect.law)
    if isinstance(effect, LeadRestriction):
        if effect.suits:
            return fact(S.LEAD_RESTRICTION_SUITS, on=effect.on, kind=effect.kind,
                        suits=effect.suits, law=effect.law)
        return fact(S.LEAD_RESTRICTION, on=effect.on, kind=effect.kind, law=effect.law)
    if isinstance(effect, PenaltyCard):
        return fact(S.PENALTY_CARD, kind=effect.kind, card=effect.card, owner=effect.owner,
                    law=effect.law)
    if isinstance(effect, Option):
        if effect.chosen is not None:
            return fact(S.OPTION_CHOSEN, holder=effect.holder, choices=effect.choices,
                        chosen=effect.chosen, law=effect.law)
        return fact(S.OPTION, holder=effect.holder, choices=effect.choices, law=effect.law)
    if isinstance(effect, TrickTransfer):
        return fact(S.TRICK_TRANSFER, tricks=effect.tricks, to=effect.to, law=effect.law)
    if isinstance(effect, AdjustedScore):
        return fact(S.ADJUSTED_SCORE, kind=effect.kind, law=effect.law)
    if isinstance(effect, UnauthorizedInformation):
        return fact(S.UNAUTHORIZED, seats=effect.unauthorized_for, law=effect.law)
    if isinstance(effect, Watch):
        return fact(S.WATCH, law=effect.law, note=effect.note)
    if isinstance(effect, Cancel):
        return _cancel(effect)
    if isinstance(effect, Restore):
        return fact(S.RESTORE, card=effect.card, owner=effect.owner, law=effect.law)
    if isinstance(effect, NoRectification):
        if effect.reason is not None:
            return fact(S.NO_RECTIFICATION_BECAUSE, law=effect.law, reason=effect.reason)
        return fact(S.NO_RECTIFICATION, law=effect.law)
    raise TypeError(f"not an effect: {effect!r}")


def _cancel(effect: Cancel) -> Fact:
    S = EffectSay
    if effect.call is not None:
        key = S.CANCEL_CALL_AND_LATER if effect.later else S.CANCEL_CALL
        return fact(key, call=effect.call, law=effect.law)
    if effect.card is not None:
        if effect.by is not None and effect.trick is not None:
            return fact(S.CANCEL_CARD_OF_TRICK, card=effect.card, by=effect.by,
                        trick=effect.trick, law=effect.law)
        if effect.by is not None:
            return fact(S.CANCEL_CARD_OF, card=effect.card, by=effect.by, law=effect.law)
        if effect.trick is not None:
            return fact(S.CANCEL_CARD_TRICK, card=effect.card, trick=effect.trick, law=effect.law)
        return fact(S.CANCEL_CARD, card=effect.card, law=effect.law)
    return fact(S.CANCEL, law=effect.law)


__all__ = ["EffectSay", "effect_fact"]
