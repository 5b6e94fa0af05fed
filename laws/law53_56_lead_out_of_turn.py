"""Laws 53-56: leads out of turn.

Any lead out of turn may be accepted (53A): by the player entitled to choose
saying so, or simply by the next hand playing to it (Law 60A). Otherwise:

* **Opening lead** faced by the wrong defender (54): the presumed declarer may
  spread his own hand and become dummy (54A), accept the lead and play second
  from his own hand (54B; he must accept if he could have seen a card of dummy,
  54C), or refuse it (54D): the card becomes a major penalty card and, when the
  proper leader leads, declarer may require or prohibit its suit (50D2). A
  player of the declaring side who tries to lead is dealt with under Law 24 (54E).
* **Declarer** leads out of turn (55): either defender may accept; if they
  disagree the one next in turn decides. Refused, a card led when it was a
  defender's turn goes back without rectification (55A); a card led from the
  wrong hand of his own side is withdrawn and he leads any card from the right
  hand (55B). If he then gains from the information, the director may adjust (55C).
* **A defender** leads out of turn later in the play (56): declarer may accept;
  refused, the card is a major penalty card and Law 50D applies (declarer's
  require/prohibit option when partner is, or later gets, on lead).

>>> lead_choices(defender=True, opening=True)
('become-dummy', 'accept', 'refuse')
"""

from __future__ import annotations

from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import (Branch, Cancel, Compliance, Effect, Judgement, NoRectification,
                                Option, PenaltyCardKind, Restore, Ruling, Watch)
from hakem.model.seat import Seat

from .case import BoardCase
from .law49_52_penalty_cards import follow_penalty_card, penalty_effects
from .law59_60 import acceptance
from .play_context import PlayContext
from .play_follow import Choice, Follow, choices_of, follow_lead_restriction

K = IrregularityKind


def lead_choices(defender: bool, opening: bool) -> tuple[str, ...]:
    """What the non-offending side may choose (54 for an opening lead, else 53/55/56)."""
    if defender and opening:
        return ("become-dummy", "accept", "refuse")
    return ("accept", "refuse")


def _choice(irr: Irregularity, accepted: bool | None, swapped: bool) -> str | None:
    verbs = [c.verb for c in choices_of(irr.options)]
    if swapped or "become-dummy" in verbs:
        return "become-dummy"
    if accepted is True or "accept" in verbs:
        return "accept"
    if accepted is False or "refuse" in verbs or any(v in ("require", "prohibit", "neither") for v in verbs):
        return "refuse"
    return None


def _lead_option(irr: Irregularity) -> Choice | None:
    return next((c for c in choices_of(irr.options) if c.verb in ("require", "prohibit", "neither")), None)


def _refused_defender(ctx: PlayContext, irr: Irregularity, offender: Seat, t: int, law: str
                      ) -> tuple[list[Effect], Follow | None, str]:
    """54D / 56: the withdrawn lead is a major penalty card; Law 50D follows."""
    card = irr.card
    proper = irr.turn
    effects: list[Effect] = []
    if card is None:
        return effects, None, "the card led becomes a major penalty card (50D)."
    option = _lead_option(irr)
    effects.append(Cancel(f"{card} led out of turn by {offender.name}", law))
    effects += penalty_effects(ctx, card, offender, PenaltyCardKind.MAJOR, law, option)
    partner_leads = proper == offender.partner
    if partner_leads and option is not None and option.verb in ("require", "prohibit"):
        follow = follow_lead_restriction(ctx, offender.partner, option, t, 1, "50D2")
        if follow.compliance is Compliance.COMPLIED:
            follow = Follow(follow.compliance, follow.lines + (f"{card} went back to "
                                                               f"{offender.name}'s hand (50D2)",))
    else:
        follow = follow_penalty_card(ctx, offender, card, PenaltyCardKind.MAJOR, t, 0, option)
    if partner_leads:
        tail = (f"{offender.partner.name} now leads and declarer may require or prohibit "
                f"{card.suit.name} (then {card} is picked up), or let him lead anything, the card "
                "staying a penalty card (50D2)")
    else:
        tail = (f"{(proper.name if proper is not None else 'the proper hand')} leads; {card} stays a major penalty "
                f"card, and declarer's 50D2 option arises whenever {offender.partner.name} gains the lead")
    chose = f" Declarer chose {option}." if option is not None else ""
    return effects, follow, f"{card} becomes a major penalty card ({law}, 50D); {tail}.{chose}"


def rule_opening_loot(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 54: a faced opening lead out of turn."""
    ctx = case.play
    offender = irr.offender
    if offender is None:
        return Ruling(("54",), "An opening lead out of turn: the record does not say who led.", irr,
                      judgements=(Judgement("who faced the opening lead?", "54"),), span=irr.span)
    card = irr.card
    if ctx.declaring_side is not None and offender.side is ctx.declaring_side:
        effects: list[Effect] = [NoRectification("54E", "Law 24 applies to a declaring-side player")]
        if card is not None:
            effects.insert(0, Restore(card, offender, "24"))
        return Ruling(("54E", "24"), f"{offender.name}, of the declaring side, tried to make the opening "
                      f"lead: Law 24 applies (54E); the card goes back, and as {offender.name} will not "
                      "defend it is no penalty card. The proper leader leads.", irr, offender,
                      tuple(effects), span=irr.span)
    presumed = offender.lho
    accepted, how = acceptance(ctx, irr)
    chosen = _choice(irr, accepted, case.board.declarer_swapped)
    option = Option(presumed, lead_choices(True, True), "54", chosen)
    head = (f"{offender.name} faced the opening lead{f' ({card})' if card else ''} when "
            f"{offender.partner.name} was to lead. {presumed.name}, the presumed declarer, may spread his "
            "hand and become dummy (54A), accept the lead (54B) or refuse it (54D)")
    accept_effects = (NoRectification("54B", "lead accepted; declarer plays second from his own hand"),)
    dummy_effects = (NoRectification("54A", f"{presumed.partner.name} declares; the lead stands"),)
    if chosen == "become-dummy":
        ok = ctx.declarer == presumed.partner
        return Ruling(("54A",), f"{head}. He spread his hand: {presumed.partner.name} declares and "
                      "the lead stands (54A).", irr, offender, (option, *dummy_effects),
                      compliance=Compliance.COMPLIED if ok else Compliance.UNKNOWN,
                      follow_up=(f"{ctx.declarer.name if ctx.declarer is not None else '?'} played the hand",),
                      span=irr.span)
    if chosen == "accept":
        return Ruling(("54B", "53A"), f"{head}. The lead was {how}: dummy is spread and declarer plays "
                      "second from his own hand (54B).", irr, offender, (option, *accept_effects),
                      compliance=Compliance.COMPLIED, span=irr.span)
    judgements = (Judgement("could the presumed declarer have seen any card of dummy? Then he must "
                            "accept the lead (54C)", "54C"),)
    refused, follow, text = _refused_defender(ctx, irr, offender, 1, "54D")
    if chosen == "refuse":
        return Ruling(("54D", "56", "50D"), f"{head}. The lead was {how}: {text}", irr, offender,
                      (option, *refused), judgements=judgements,
                      compliance=follow.compliance if follow else Compliance.UNKNOWN,
                      follow_up=follow.lines if follow else (), span=irr.span)
    return Ruling(("54",), f"{head}; {how}.", irr, offender, (option,),
                  (Branch("presumed declarer spreads his hand (54A)", dummy_effects, ("54A",)),
                   Branch("lead accepted (54B)", accept_effects, ("54B",)),
                   Branch("lead refused (54D)", tuple(refused), ("54D", "50D"))),
                  judgements=judgements, span=irr.span)


def rule_loot(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 53, 55, 56: a lead out of turn after the opening lead."""
    ctx = case.play
    offender, pos = irr.offender, irr.position
    if offender is None or pos is None or pos.trick is None:
        return Ruling(("53",), "A lead out of turn: the record does not say who led, or when.", irr,
                      offender, judgements=(Judgement("who led out of turn, at which trick?", "53"),),
                      span=irr.span)
    if pos.trick == 1:
        return rule_opening_loot(case, irr)
    t, card, proper = pos.trick, irr.card, irr.turn
    accepted, how = acceptance(ctx, irr)
    what = f"{offender.name} led{f' {card}' if card else ''} to trick {t}" + (
        f" when {proper.name} was on lead" if proper is not None else " out of turn")
    accept_effects = (NoRectification("53A", "the lead stands; the next hand plays to it"),)
    if ctx.is_defender(offender):
        holder = ctx.declarer
        assert holder is not None
        option = Option(holder, lead_choices(True, False), "56",
                        "accept" if accepted else "refuse" if accepted is False else None)
        refused, follow, text = _refused_defender(ctx, irr, offender, t, "56")
        base = f"{what}. Declarer may accept the lead (53A) or refuse it (56)"
        laws_refused: tuple[str, ...] = ("56", "50D")
    else:
        holder = offender.lho  # the defender next in turn prevails if they disagree (55A)
        option = Option(holder, lead_choices(False, False), "55A",
                        "accept" if accepted else "refuse" if accepted is False else None)
        base = (f"{what}. Either defender may accept the lead (53A) or require its retraction; if they "
                f"disagree, {holder.name}, next in turn, decides (55A)")
        own_side = proper is not None and proper.side is offender.side
        if own_side:
            refused = [Cancel(f"{card} led from the wrong hand", "55B")] if card else []
            refused.append(Watch("55C", "if declarer gains from the information of the withdrawn card, "
                                        "the director may adjust (55C)"))
            text = (f"declarer led from the wrong hand: the card is withdrawn and he leads any card from "
                    f"{proper.name if proper is not None else 'the correct hand'} (55B).")
            laws_refused = ("55B", "55C")
        else:
            refused = [Restore(card, offender, "55A")] if card else []
            refused.append(NoRectification("55A", "the card goes back; no further rectification"))
            text = "it was a defender's lead: the card goes back to its hand without rectification (55A)."
            laws_refused = ("55A",)
        follow = None
        if accepted is False and proper is not None:
            tr = ctx.trick(t)
            ok = tr is not None and tr.leader == proper
            follow = Follow(Compliance.COMPLIED if ok else Compliance.UNKNOWN,
                            (f"trick {t} was led by {tr.leader.name}" if tr is not None else
                             "the record ends",))
    if accepted:
        return Ruling(("53A",), f"{base}. The lead was {how}: it stands (53A).", irr, offender,
                      (option, *accept_effects), compliance=Compliance.COMPLIED, span=irr.span)
    if accepted is False:
        return Ruling(laws_refused, f"{base}. The lead was {how}: {text}", irr, offender,
                      (option, *refused), compliance=follow.compliance if follow else Compliance.UNKNOWN,
                      follow_up=follow.lines if follow else (), span=irr.span)
    return Ruling(("53",), f"{base}; {how}.", irr, offender, (option,),
                  (Branch("accepted (53A)", accept_effects, ("53A",)),
                   Branch("refused", tuple(refused), laws_refused)), span=irr.span)


__all__ = ["lead_choices", "rule_loot", "rule_opening_loot"]
