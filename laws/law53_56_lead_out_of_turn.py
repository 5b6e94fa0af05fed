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

>>> [str(c) for c in lead_choices(defender=True, opening=True)]
['become-dummy', 'accept', 'refuse']
"""

from __future__ import annotations

from hakem.model.choices import Choice, Verb, choices_in, first_choice
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import (Branch, Cancel, Compliance, Decision, Effect, Judgement,
                                NoRectification, Option, PenaltyCardKind, Restore, Ruling,
                                Source, Watch)
from hakem.model.seat import Seat

from .case import BoardCase
from .law49_52_penalty_cards import follow_penalty_card, penalty_effects
from .law59_60 import LeadAcceptance, acceptance
from .play_context import PlayContext
from .play_follow import Follow, follow_lead_restriction

K = IrregularityKind
ACCEPT, REFUSE, BECOME_DUMMY = Choice(Verb.ACCEPT), Choice(Verb.REFUSE), Choice(Verb.BECOME_DUMMY)


class Say(FactKey):
    PENALTY_UNKNOWN_CARD = "law50d.card-led-becomes-penalty"
    WENT_BACK = "law50d2.card-went-back", "card:card offender:seat"
    REFUSED_PARTNER_LEADS = "law54d.refused.partner-leads", "card:card law:law partner:seat suit:suit"
    REFUSED_OTHER_LEADS = "law54d.refused.other-leads", "card:card law:law proper:seat partner:seat"
    REFUSED_PROPER_HAND_LEADS = "law54d.refused.proper-hand-leads", "card:card law:law partner:seat"
    DECLARER_CHOSE = "law50d2.declarer-chose", "choice:choice"
    ASK_WHO_54 = "law54.ask.who"
    UNKNOWN_54 = "law54.unknown"
    DECLARING_SIDE_REASON = "law54e.law24-applies"
    DECLARING_SIDE = "law54e.declaring-side-led", "offender:seat"
    HEAD = "law54.head", "offender:seat card:card partner:seat presumed:seat"
    HEAD_NO_CARD = "law54.head.no-card", "offender:seat partner:seat presumed:seat"
    ACCEPTED_REASON = "law54b.accepted-reason"
    DUMMY_REASON = "law54a.declares", "declarer:seat"
    SPREAD = "law54a.spread", "declarer:seat"
    PLAYED_THE_HAND = "law54a.played-the-hand", "declarer:seat?"
    LEAD_WAS = "law53.lead-was", "how:fact outcome:fact"
    LEAD_STATUS = "law53.lead-status", "how:fact"
    ACCEPTED_54B = "law54b.accepted"
    ASK_54C = "law54c.ask.saw-dummy"
    IF_SPREAD = "law54.if-spread"
    IF_ACCEPTED_54 = "law54.if-accepted"
    IF_REFUSED_54 = "law54.if-refused"
    ASK_WHO_53 = "law53.ask.who"
    UNKNOWN_53 = "law53.unknown"
    LED_CARD_PROPER = "law53.led.card-proper", "offender:seat card:card trick:int proper:seat"
    LED_CARD = "law53.led.card", "offender:seat card:card trick:int"
    LED_PROPER = "law53.led.proper", "offender:seat trick:int proper:seat"
    LED = "law53.led", "offender:seat trick:int"
    STANDS_REASON = "law53a.stands-reason"
    DEFENDER_OPTIONS = "law56.options"
    DECLARER_OPTIONS = "law55a.options", "holder:seat"
    WATCH_55C = "law55c.watch"
    WRONG_HAND = "law55b.wrong-hand", "proper:seat"
    BACK_REASON = "law55a.back-reason"
    DEFENDERS_LEAD = "law55a.defenders-lead"
    LED_BY = "law55.trick-led-by", "trick:int leader:seat"
    RECORD_ENDS = "law55.record-ends"
    STANDS = "law53a.stands"
    IF_ACCEPTED_53 = "law53.if-accepted"
    IF_REFUSED_53 = "law53.if-refused"


def lead_choices(defender: bool, opening: bool) -> tuple[Choice, ...]:
    """What the non-offending side may choose (54 for an opening lead, else 53/55/56)."""
    if defender and opening:
        return (BECOME_DUMMY, ACCEPT, REFUSE)
    return (ACCEPT, REFUSE)


def _choice(irr: Irregularity, accepted: bool | None, swapped: bool) -> Choice | None:
    verbs = [c.verb for c in choices_in(irr.options)]
    if swapped or Verb.BECOME_DUMMY in verbs:
        return BECOME_DUMMY
    if accepted is True or Verb.ACCEPT in verbs:
        return ACCEPT
    if accepted is False or Verb.REFUSE in verbs or any(
            v in (Verb.REQUIRE, Verb.PROHIBIT, Verb.NEITHER) for v in verbs):
        return REFUSE
    return None


def _source(irr: Irregularity, chosen: Choice | None, acc: LeadAcceptance,
            swapped: bool) -> Source | None:
    """Where the choice was read: a marker's option or flag, or the record's acts."""
    if chosen is None:
        return None
    if chosen in irr.options or (chosen.verb is Verb.REFUSE and choices_in(irr.options)):
        return Source.MARKER
    if swapped:
        return Source.RECORD
    return acc.source


def _lead_option(irr: Irregularity) -> Choice | None:
    return first_choice(irr.options, Verb.REQUIRE, Verb.PROHIBIT, Verb.NEITHER)


def _refused_defender(ctx: PlayContext, irr: Irregularity, offender: Seat, t: int, law: str
                      ) -> tuple[list[Effect], Follow | None, list[Fact]]:
    """54D / 56: the withdrawn lead is a major penalty card; Law 50D follows."""
    card = irr.card
    proper = irr.turn
    effects: list[Effect] = []
    if card is None:
        return effects, None, [fact(Say.PENALTY_UNKNOWN_CARD)]
    option = _lead_option(irr)
    effects.append(Cancel(law, card=card, by=offender))
    effects += penalty_effects(ctx, card, offender, PenaltyCardKind.MAJOR, law, option)
    partner_leads = proper == offender.partner
    if partner_leads and option is not None and option.verb in (Verb.REQUIRE, Verb.PROHIBIT):
        follow = follow_lead_restriction(ctx, offender.partner, option, t, 1, "50D2")
        if follow.compliance is Compliance.COMPLIED:
            follow = Follow(follow.compliance, follow.lines + (
                fact(Say.WENT_BACK, card=card, offender=offender),))
    else:
        follow = follow_penalty_card(ctx, offender, card, PenaltyCardKind.MAJOR, t, 0, option)
    if partner_leads:
        text = [fact(Say.REFUSED_PARTNER_LEADS, card=card, law=law, partner=offender.partner,
                     suit=card.suit)]
    else:
        text = [fact(Say.REFUSED_OTHER_LEADS, card=card, law=law, proper=proper,
                     partner=offender.partner) if proper is not None else
                fact(Say.REFUSED_PROPER_HAND_LEADS, card=card, law=law, partner=offender.partner)]
    if option is not None:
        text.append(fact(Say.DECLARER_CHOSE, choice=option))
    return effects, follow, text


def _decisions(chosen: Choice | None, source: Source | None, holder: Seat,
               irr: Irregularity) -> tuple[Decision, ...]:
    out = []
    if chosen is not None and source is not None:
        out.append(Decision(chosen, source, holder))
    option = _lead_option(irr)
    if option is not None and chosen == REFUSE:
        out.append(Decision(option, Source.MARKER, irr.chosen_by))
    return tuple(out)


def rule_opening_loot(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 54: a faced opening lead out of turn."""
    ctx = case.play
    offender = irr.offender
    if offender is None:
        return Ruling(("54",), (fact(Say.UNKNOWN_54),), irr,
                      judgements=(Judgement(fact(Say.ASK_WHO_54), "54"),), span=irr.span)
    card = irr.card
    if ctx.declaring_side is not None and offender.side is ctx.declaring_side:
        effects: list[Effect] = [NoRectification("54E", fact(Say.DECLARING_SIDE_REASON))]
        if card is not None:
            effects.insert(0, Restore(card, offender, "24"))
        return Ruling(("54E", "24"), (fact(Say.DECLARING_SIDE, offender=offender),), irr, offender,
                      tuple(effects), span=irr.span)
    presumed = offender.lho
    acc = acceptance(ctx, irr)
    swapped = case.board.declarer_swapped
    chosen = _choice(irr, acc.accepted, swapped)
    decisions = _decisions(chosen, _source(irr, chosen, acc, swapped), presumed, irr)
    option = Option(presumed, lead_choices(True, True), "54", chosen)
    head = fact(Say.HEAD, offender=offender, card=card, partner=offender.partner,
                presumed=presumed) if card is not None else \
        fact(Say.HEAD_NO_CARD, offender=offender, partner=offender.partner, presumed=presumed)
    accept_effects = (NoRectification("54B", fact(Say.ACCEPTED_REASON)),)
    dummy_effects = (NoRectification("54A", fact(Say.DUMMY_REASON, declarer=presumed.partner)),)
    if chosen == BECOME_DUMMY:
        ok = ctx.declarer == presumed.partner
        return Ruling(("54A",), (head, fact(Say.SPREAD, declarer=presumed.partner)), irr, offender,
                      (option, *dummy_effects),
                      compliance=Compliance.COMPLIED if ok else Compliance.UNKNOWN,
                      follow_up=(fact(Say.PLAYED_THE_HAND, declarer=ctx.declarer),),
                      decisions=decisions, span=irr.span)
    if chosen == ACCEPT:
        return Ruling(("54B", "53A"), (head, fact(Say.LEAD_WAS, how=acc.how,
                                                  outcome=fact(Say.ACCEPTED_54B))),
                      irr, offender, (option, *accept_effects),
                      compliance=Compliance.COMPLIED, decisions=decisions, span=irr.span)
    judgements = (Judgement(fact(Say.ASK_54C), "54C"),)
    refused, follow, text = _refused_defender(ctx, irr, offender, 1, "54D")
    if chosen == REFUSE:
        return Ruling(("54D", "56", "50D"),
                      (head, fact(Say.LEAD_WAS, how=acc.how, outcome=text[0]), *text[1:]),
                      irr, offender, (option, *refused), judgements=judgements,
                      compliance=follow.compliance if follow else Compliance.UNKNOWN,
                      follow_up=follow.lines if follow else (), decisions=decisions,
                      span=irr.span)
    return Ruling(("54",), (head, fact(Say.LEAD_STATUS, how=acc.how)), irr, offender, (option,),
                  (Branch(fact(Say.IF_SPREAD), dummy_effects, ("54A",)),
                   Branch(fact(Say.IF_ACCEPTED_54), accept_effects, ("54B",)),
                   Branch(fact(Say.IF_REFUSED_54), tuple(refused), ("54D", "50D"))),
                  judgements=judgements, decisions=decisions, span=irr.span)


def _what(offender: Seat, card, t: int, proper: Seat | None) -> Fact:  # type: ignore[no-untyped-def]
    if card is not None:
        return fact(Say.LED_CARD_PROPER, offender=offender, card=card, trick=t, proper=proper) \
            if proper is not None else fact(Say.LED_CARD, offender=offender, card=card, trick=t)
    return fact(Say.LED_PROPER, offender=offender, trick=t, proper=proper) \
        if proper is not None else fact(Say.LED, offender=offender, trick=t)


def rule_loot(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 53, 55, 56: a lead out of turn after the opening lead."""
    ctx = case.play
    offender, pos = irr.offender, irr.position
    if offender is None or pos is None or pos.trick is None:
        return Ruling(("53",), (fact(Say.UNKNOWN_53),), irr, offender,
                      judgements=(Judgement(fact(Say.ASK_WHO_53), "53"),), span=irr.span)
    if pos.trick == 1:
        return rule_opening_loot(case, irr)
    t, card, proper = pos.trick, irr.card, irr.turn
    acc = acceptance(ctx, irr)
    accepted = acc.accepted
    what = _what(offender, card, t, proper)
    accept_effects = (NoRectification("53A", fact(Say.STANDS_REASON)),)
    chosen = ACCEPT if accepted else REFUSE if accepted is False else None
    if ctx.is_defender(offender):
        holder = ctx.declarer
        assert holder is not None
        option = Option(holder, lead_choices(True, False), "56", chosen)
        refused, follow, text = _refused_defender(ctx, irr, offender, t, "56")
        base = [what, fact(Say.DEFENDER_OPTIONS)]
        laws_refused: tuple[str, ...] = ("56", "50D")
    else:
        holder = offender.lho  # the defender next in turn prevails if they disagree (55A)
        option = Option(holder, lead_choices(False, False), "55A", chosen)
        base = [what, fact(Say.DECLARER_OPTIONS, holder=holder)]
        own_side = proper is not None and proper.side is offender.side
        if own_side:
            # 55B2: led from the wrong hand of his own side: withdrawn, any card from
            # the right hand.
            refused = [Cancel("55B2", card=card)] if card else []
            refused.append(Watch("55C", fact(Say.WATCH_55C)))
            text = [fact(Say.WRONG_HAND, proper=proper)]
            laws_refused = ("55B2", "55C")
        else:
            # 55B1: led when it was a defender's turn: the card goes back, nothing more.
            refused = [Restore(card, offender, "55B1")] if card else []
            refused.append(NoRectification("55B1", fact(Say.BACK_REASON)))
            text = [fact(Say.DEFENDERS_LEAD)]
            laws_refused = ("55B1",)
        follow = None
        if accepted is False and proper is not None:
            tr = ctx.trick(t)
            ok = tr is not None and tr.leader == proper
            follow = Follow(Compliance.COMPLIED if ok else Compliance.UNKNOWN,
                            (fact(Say.LED_BY, trick=t, leader=tr.leader) if tr is not None else
                             fact(Say.RECORD_ENDS),))
    decisions = _decisions(chosen, acc.source, holder, irr)
    if accepted:
        return Ruling(("53A",), (*base, fact(Say.LEAD_WAS, how=acc.how, outcome=fact(Say.STANDS))),
                      irr, offender, (option, *accept_effects), compliance=Compliance.COMPLIED,
                      decisions=decisions, span=irr.span)
    if accepted is False:
        return Ruling(laws_refused, (*base, fact(Say.LEAD_WAS, how=acc.how, outcome=text[0]),
                                     *text[1:]), irr, offender,
                      (option, *refused), compliance=follow.compliance if follow else Compliance.UNKNOWN,
                      follow_up=follow.lines if follow else (), decisions=decisions, span=irr.span)
    return Ruling(("53",), (*base, fact(Say.LEAD_STATUS, how=acc.how)), irr, offender, (option,),
                  (Branch(fact(Say.IF_ACCEPTED_53), accept_effects, ("53A",)),
                   Branch(fact(Say.IF_REFUSED_53), tuple(refused), laws_refused)),
                  decisions=decisions, span=irr.span)


__all__ = ["Say", "lead_choices", "rule_loot", "rule_opening_loot"]
