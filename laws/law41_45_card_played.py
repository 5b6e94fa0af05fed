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

from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Branch, Judgement, NoRectification, Ruling

from .case import BoardCase
from .law49_52_penalty_cards import classify, follow_penalty_card, kind_from, penalty_effects
from .play_follow import worst

#: When a card may be taken back (Law 47), for explanations.
RETRACTION_GROUNDS = {
    "47A": "to comply with a rectification",
    "47B": "to correct an illegal play",
    "47C": "to change an unintended designation from dummy (45C4b)",
    "47D": "after an opponent's change of play",
    "47E": "after mistaken information from an opponent",
}


def deemed_lead(irr: Irregularity) -> bool | None:
    """Did the director deem the fifth card a lead (45E)? From the marker's options."""
    words = {o.lower() for o in irr.options}
    if words & {"lead", "deemed-lead"}:
        return True
    if words & {"not-lead", "no-lead", "penalty"}:
        return False
    return None


def rule_fifth_card(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 45E: a fifth card contributed to a trick."""
    ctx = case.play
    offender, card = irr.offender, irr.card
    if offender is None or card is None:
        return Ruling(("45E",), "A fifth card to a trick: the record does not say whose or which card.",
                      irr, offender, judgements=(Judgement("which card, by whom?", "45E"),), span=irr.span)
    lead = deemed_lead(irr)
    if not ctx.is_defender(offender):
        text = (f"{offender.name} ({ctx.role(offender)}) contributed {card} as a fifth card: no "
                "rectification unless the director deems it a lead, when Law 55 applies (45E2).")
        return Ruling(("45E2",), text, irr, offender, (NoRectification("45E2"),),
                      judgements=(Judgement("did the director deem it a lead (then Law 55)?", "45E2",
                                            lead),), span=irr.span)
    kind = kind_from(irr)
    derived, reason = classify(card, True if kind is None else None)
    kind = kind or derived
    effects = penalty_effects(ctx, card, offender, kind, "45E1")
    pos = irr.position
    follow = None
    if kind is not None and pos is not None and pos.trick is not None:
        # The fifth card joined a finished trick: it is on the table from the next trick on.
        follow = follow_penalty_card(ctx, offender, card, kind, pos.trick, 4)
    text = (f"{offender.name} contributed {card} as a fifth card to trick "
            f"{pos.trick if pos and pos.trick else '?'}: unless the director deems it a lead (then "
            f"53 or 56), it becomes a penalty card (45E1); {reason}.")
    if lead:
        text = (f"{offender.name}'s fifth card {card} was deemed a lead: Law 53 (accepted) or 56 "
                "(refused: a major penalty card) applies (45E1).")
    return Ruling(("45E1", "50"), text, irr, offender, tuple(effects),
                  (Branch("deemed a lead (45E1)", (NoRectification("53/56", "rule as a lead out of turn"),),
                          ("53", "56")),) if lead is None else (),
                  judgements=(Judgement("was the fifth card exposed deliberately? A spot card is a minor "
                                        "penalty card only if exposed inadvertently (50B)", "50B"),)
                  if kind_from(irr) is None and int(card.rank) < 10 else (),
                  compliance=worst(follow.compliance if follow else None),
                  follow_up=follow.lines if follow else (), span=irr.span)


__all__ = ["RETRACTION_GROUNDS", "deemed_lead", "rule_fifth_card"]
