"""Laws 41 and 47: the opening lead faced at the wrong moment, and a played card taken
back (issue 17).

**Law 41.** Once the auction has ended properly (three passes after a call in
rotation), the presumed declarer's left-hand opponent leads *face down*; his partner
may ask questions; then the lead is faced (41A-C). What went wrong decides the ruling:

* ``face-up``: the right defender led face up at once instead of face down. The lead
  stands; nobody loses a right to a review or to questions (41B); no rectification,
  though where regulations require face-down leads the director may give a procedural
  penalty (90).
* ``during-auction``: the lead was faced before the auction had ended (a call was still
  due, or an irregularity was still pending). The card was exposed during the auction:
  Law 24 rules it (an opening lead faced too early is 24B: the offender's partner must
  pass at his next turn, 72C in view; the card stays face up until the auction ends and
  becomes a major penalty card, Law 50, only if the offender defends: as declarer or
  dummy he picks it up). Law 26 is about withdrawn calls, not exposed cards: it has no
  part here; the penalty card brings 50D's own lead options.
* ``face-down-early``: a face-down card before the auction ended. Unseen, it goes back to
  the hand on the director's instruction (41A); the auction continues; what partner learnt
  (that a lead was ready) is unauthorized to him (16C).

**Law 47.** A played card may be taken back only in the cases 47A-E list: to comply with
a rectification (47A), to correct an illegal play (47B; a defender's withdrawn card then
becomes a penalty card, 49), to change an unintended designation (47C, 45C4(b)), after an
opponent's change of play (47D), after misinformation (47E). Otherwise a played card
stays played (47F): the retraction is cancelled. Without the reason the record cannot
say which: the ruling asks.

Who may use which case matters. 47C is declarer's: Law 45C4(b) lets him correct an
unintended designation of dummy's card; a defender cannot invoke it, so his card stays
played (47F). Under 47D and 47E the player who takes his card back is not an offender:
what his withdrawn card showed is authorized to his side and unauthorized to the
opponents (16C1); under 47A the card goes back because of an irregularity, and its
information is unauthorized to the offender's partner (16C).
"""

from __future__ import annotations

from hakem.model.facts import FactKey, fact
from hakem.model.choices import Subkind
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Branch, Cancel, Effect, Judgement, MustPass, NoRectification,
                                PassScope, PenaltyCard, PenaltyCardKind, Restore, Ruling,
                                UnauthorizedInformation)
from hakem.model.seat import Seat

from .case import BoardCase
from .law16_72_ui import watch_72c

S = Subkind


class Say(FactKey):
    ASK_WHO = "law41.ask.who"
    FACE_UP = "law41a.faced-not-face-down", "offender:seat card:card?"
    DURING_AUCTION = "law41.during-auction", "offender:seat card:card? partner:seat"
    IF_DEFENDS = "law41.if-offender-defends", "offender:seat"
    IF_DECLARES = "law41.if-offender-declares", "offender:seat"
    FACE_DOWN_EARLY = "law41a.face-down-early", "offender:seat partner:seat"
    UI_LEAD_READY = "law41.ui.lead-ready", "offender:seat"
    ASK_WHEN = "law41.ask.when"
    IF_FACE_UP = "law41.if-face-up"
    IF_DURING_AUCTION = "law41.if-during-auction"
    IF_FACE_DOWN = "law41.if-face-down-early"
    ASK_RETRACTED = "law47.ask.who"
    PERMITTED = "law47.permitted", "offender:seat card:card? law:law"
    ILLEGAL_DEFENDER = "law47b.defender", "offender:seat card:card"
    ILLEGAL_DECLARER = "law47b.declaring-side", "offender:seat card:card?"
    DESIGNATION_DEFENDER = "law47c.defender", "offender:seat card:card?"
    NOT_PERMITTED = "law47f.stays-played", "offender:seat card:card?"
    ASK_WHY = "law47.ask.why", "card:card?"
    IF_PERMITTED = "law47.if-permitted"
    IF_NOT = "law47.if-not-permitted"
    UI_WITHDRAWN = "law47.ui.withdrawn-card", "card:card"


_PERMITTED_LAW = {S.RETRACT_RECTIFICATION: "47A", S.RETRACT_DESIGNATION: "47C",
                  S.RETRACT_OPPONENT_CHANGED: "47D", S.RETRACT_MISINFORMATION: "47E"}


def rule_lead_faced(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 41: an opening lead faced before its time."""
    offender, card = irr.offender, irr.card
    if offender is None:
        return Ruling(("41",), (fact(Say.ASK_WHO),), irr, None,
                      judgements=(Judgement(fact(Say.ASK_WHO), "41"),), span=irr.span)
    partner = offender.partner
    face_up = (NoRectification("41A"),)
    during: tuple[Effect, ...] = (MustPass(partner, PassScope.NEXT_TURN, "24B"), watch_72c())
    # 24 with 50: a penalty card only if the offender ends up defending.
    defends = _defends(case, offender)
    penalty: tuple[Effect, ...] = (PenaltyCard(card, offender, PenaltyCardKind.MAJOR, "50"),) \
        if card is not None else ()
    picked_up: tuple[Effect, ...] = (NoRectification("24"),)
    # The record's final contract settles it; otherwise both stay open for the director.
    card_effects = penalty if defends else picked_up if defends is False else ()
    card_facts = (fact(Say.IF_DEFENDS if defends else Say.IF_DECLARES, offender=offender),) \
        if defends is not None else ()
    card_branches = () if defends is not None else (
        Branch(fact(Say.IF_DEFENDS, offender=offender), penalty, ("24", "50"), None),
        Branch(fact(Say.IF_DECLARES, offender=offender), picked_up, ("24",), None))
    face_down = (UnauthorizedInformation(fact(Say.UI_LEAD_READY, offender=offender), (partner,),
                                         "16C"),) + (
        (Restore(card, offender, "41A"),) if card is not None else ())
    if irr.subkind is S.LEAD_FACE_UP:
        return Ruling(("41A", "41B"), (fact(Say.FACE_UP, offender=offender, card=card),), irr,
                      offender, face_up, span=irr.span)
    if irr.subkind is S.LEAD_DURING_AUCTION:
        return Ruling(("41", "24B", "24", "50", "72C") if defends is not False
                      else ("41", "24B", "24", "72C"),
                      (fact(Say.DURING_AUCTION, offender=offender, card=card, partner=partner),
                       *card_facts),
                      irr, offender, during + card_effects, branches=card_branches, span=irr.span)
    if irr.subkind is S.LEAD_FACE_DOWN_EARLY:
        return Ruling(("41A", "16C"), (fact(Say.FACE_DOWN_EARLY, offender=offender,
                                             partner=partner),), irr, offender, face_down,
                      span=irr.span)
    # The record cannot show when or how the card was faced: every branch stays open.
    return Ruling(("41",), (fact(Say.ASK_WHEN),), irr, offender,
                  branches=(Branch(fact(Say.IF_FACE_UP), face_up, ("41A",)),
                            Branch(fact(Say.IF_DURING_AUCTION), during + card_effects, ("24B", "24", "50")),
                            Branch(fact(Say.IF_FACE_DOWN), face_down, ("41A", "16C"))),
                  judgements=(Judgement(fact(Say.ASK_WHEN), "41"),), span=irr.span)


def rule_retracted(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 47: a played card taken back."""
    ctx = case.play
    offender, card = irr.offender, irr.card
    if offender is None:
        return Ruling(("47",), (fact(Say.ASK_RETRACTED),), irr, None,
                      judgements=(Judgement(fact(Say.ASK_RETRACTED), "47"),), span=irr.span)
    defender = ctx.is_defender(offender)
    ui: tuple[Effect, ...] = (UnauthorizedInformation(fact(Say.UI_WITHDRAWN, card=card),
                                                      (offender.partner,), "16C"),) \
        if card is not None and defender else ()
    stays: tuple[Effect, ...] = (Cancel("47F", card=card, by=offender),)
    law = _PERMITTED_LAW.get(irr.subkind) if irr.subkind is not None else None
    if law == "47C" and defender:
        # 45C4(b) is declarer's correction of dummy's card: a defender's card stays played.
        return Ruling(("47C", "45C4(b)", "47F"),
                      (fact(Say.DESIGNATION_DEFENDER, offender=offender, card=card),), irr,
                      offender, stays, span=irr.span)
    if law in ("47D", "47E") and card is not None:
        # 16C1: the player who takes his card back here is not the offender.
        ui = (UnauthorizedInformation(fact(Say.UI_WITHDRAWN, card=card),
                                      (offender.lho, offender.rho), "16C1", (offender.partner,)),)
    if law is not None:
        return Ruling((law, ui[0].law) if ui else (law,),  # type: ignore[union-attr]
                      (fact(Say.PERMITTED, offender=offender, card=card, law=law),), irr,
                      offender, (NoRectification(law), *ui), span=irr.span)
    if irr.subkind is S.RETRACT_ILLEGAL_PLAY:
        # 47B: an illegal play is corrected; a defender's card, seen, is a penalty card.
        if defender and card is not None:
            return Ruling(("47B", "49", "50B"), (fact(Say.ILLEGAL_DEFENDER, offender=offender,
                                                       card=card),), irr, offender,
                          (PenaltyCard(card, offender, PenaltyCardKind.MAJOR, "47B"),),
                          span=irr.span)
        return Ruling(("47B",), (fact(Say.ILLEGAL_DECLARER, offender=offender, card=card),), irr,
                      offender, (NoRectification("47B"),), span=irr.span)
    # No reason given: permitted (47A-E) or not (47F) is the director's question.
    return Ruling(("47",), (fact(Say.ASK_WHY, card=card),), irr, offender,
                  branches=(Branch(fact(Say.IF_PERMITTED), (NoRectification("47"), *ui),
                                   ("47A", "47E")),
                            Branch(fact(Say.IF_NOT), stays, ("47F",))),
                  judgements=(Judgement(fact(Say.ASK_WHY, card=card), "47"),), span=irr.span)


def _defends(case: BoardCase, offender: Seat) -> bool | None:
    """Does the offender defend the final contract? None when the record does not say."""
    auction = case.board.auction
    contract = auction.contract() if auction is not None and auction.is_complete else None
    if contract is None:
        return None
    if contract.declarer is None:  # passed out: nobody defends, no play
        return False
    return contract.declarer.side is not offender.side


__all__ = ["Say", "rule_lead_faced", "rule_retracted"]
