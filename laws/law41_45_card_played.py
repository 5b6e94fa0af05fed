"""Laws 41, 44-47: when a card counts as played, and the fifth card to a trick.

* Law 41: the opening lead is made face down; a face-down lead is withdrawn only
  on the director's instruction after an irregularity (it goes back to the hand,
  no penalty card). Once faced, dummy spreads.
* Law 45: a defender's card is played when his partner could see its face;
  declarer's when held face up touching the table; dummy's when declarer names
  or touches it. 45C4(b): declarer may change an *unintended* designation of a
  dummy card (a slip of the tongue, not a change of mind) until he next plays
  from either hand; an opponent who played after it may take his card back.
* **45E, a fifth card** to a trick: from a defender it becomes a penalty card
  (Law 50) unless the director deems it a lead (then 53 or 56); from declarer or
  dummy there is no rectification unless it is deemed a lead (then 55).
* Law 47: a played card may be retracted only to obey a rectification, to
  correct an illegal play, after an unintended designation (45C4b), after an
  opponent's change of play, or after mistaken information (47E).

>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> from hakem.model.board import Board
>>> rule_fifth_card(BoardCase.of(Board()), Irregularity(IrregularityKind.FIFTH_CARD)).laws
('45E',)
"""

from __future__ import annotations

from hakem.model.choices import Finding
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Branch, Decision, Judgement, NoRectification, Ruling, Source

from .case import BoardCase
from .law49_52_penalty_cards import classify, follow_penalty_card, kind_from, penalty_effects
from .play_follow import worst


class Say(FactKey):
    UNKNOWN = "law45e.unknown"
    ASK_WHICH = "law45e.ask.which"
    DECLARING_SIDE = "law45e2.declaring-side", "offender:seat role:term card:card"
    ASK_DEEMED_55 = "law45e2.ask.deemed-lead"
    DEFENDER = "law45e1.defender", "offender:seat card:card trick:int? reason:fact"
    DEEMED = "law45e1.deemed-lead", "offender:seat card:card"
    IF_DEEMED = "law45e1.if-deemed-lead"
    AS_LEAD = "law45e1.rule-as-lead"
    ASK_DELIBERATE = "law45e1.ask.deliberate"


def deemed_lead(irr: Irregularity) -> bool | None:
    """Did the director deem the fifth card a lead (45E)? From the marker's options."""
    if Finding.DEEMED_LEAD in irr.options:
        return True
    if Finding.NOT_DEEMED_LEAD in irr.options:
        return False
    return None


def rule_fifth_card(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 45E: a fifth card contributed to a trick."""
    ctx = case.play
    offender, card = irr.offender, irr.card
    if offender is None or card is None:
        return Ruling(("45E",), (fact(Say.UNKNOWN),), irr, offender,
                      judgements=(Judgement(fact(Say.ASK_WHICH), "45E"),), span=irr.span)
    lead = deemed_lead(irr)
    decisions = (Decision(Finding.DEEMED_LEAD if lead else Finding.NOT_DEEMED_LEAD,
                          Source.MARKER),) if lead is not None else ()
    if not ctx.is_defender(offender):
        return Ruling(("45E2",), (fact(Say.DECLARING_SIDE, offender=offender,
                                       role=ctx.role(offender), card=card),),
                      irr, offender, (NoRectification("45E2"),),
                      judgements=(Judgement(fact(Say.ASK_DEEMED_55), "45E2", lead),),
                      decisions=decisions, span=irr.span)
    kind = kind_from(irr)
    derived, reason = classify(card, True if kind is None else None)
    kind = kind or derived
    effects = penalty_effects(ctx, card, offender, kind, "45E1")
    pos = irr.position
    follow = None
    if kind is not None and pos is not None and pos.trick is not None:
        # The fifth card joined a finished trick: it is on the table from the next trick on.
        follow = follow_penalty_card(ctx, offender, card, kind, pos.trick, 4)
    text = fact(Say.DEFENDER, offender=offender, card=card,
                trick=pos.trick if pos and pos.trick else None, reason=reason)
    if lead:
        text = fact(Say.DEEMED, offender=offender, card=card)
    return Ruling(("45E1", "50"), (text,), irr, offender, tuple(effects),
                  (Branch(fact(Say.IF_DEEMED), (NoRectification("53/56", fact(Say.AS_LEAD)),),
                          ("53", "56")),) if lead is None else (),
                  judgements=(Judgement(fact(Say.ASK_DELIBERATE), "50B"),)
                  if kind_from(irr) is None and int(card.rank) < 10 else (),
                  compliance=worst(follow.compliance if follow else None),
                  follow_up=follow.lines if follow else (), decisions=decisions, span=irr.span)


__all__ = ["Say", "deemed_lead", "rule_fifth_card"]
