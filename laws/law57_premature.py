"""Law 57: a defender leads or plays before his partner has played.

Playing early tells partner something (a high card, a void...), so the card
becomes a major penalty card and declarer restricts partner's play to the
current trick with one of three options (57A): play his **highest** card of
the suit led, his **lowest**, or **not** a card of another suit declarer names.
If partner cannot comply he plays any legal card (57B, Law 59), which is why
only the options that bind partner are worth listing: with no card of the suit
led, "highest" and "lowest" say nothing and only the suit ban remains (the seed
example, Turkish TD notes 001).

No rectification when declarer had already played from both hands (57C1), when
dummy played or suggested a card first (57C2); declarer's own premature play
is simply played (57C3). Which cards were already on the table is a question of
*time*, which PBN seat columns cannot answer (they give the legal rotation): a
marker's ``sequence=S,N,E`` gives the order the director established, and then
decides 57A, 57C1, 57C2 or 57D; without it the record's rotation is assumed. A defender who plays at his *right-hand opponent's*
turn plays the card at his proper turn if it is legal there, and it is a major
penalty card otherwise (57D).

>>> from hakem.model.cards import Card
>>> [str(c) for c in meaningful_options(frozenset({Card.parse("DK"), Card.parse("CK")}),
...                                     Card.parse("H9").suit)]
['forbid:C', 'forbid:D']
"""

from __future__ import annotations

from hakem.model.cards import Card, Suit
from hakem.model.choices import Choice, Finding, Verb, first_choice
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, SeatRelation
from hakem.model.ruling import (Compliance, Decision, Effect, Judgement, LeadDuration,
                                LeadRestriction, LeadRestrictionKind, NoRectification, Option,
                                PenaltyCardKind, Ruling, Source, UnauthorizedInformation)
from hakem.model.seat import Seat

from .case import BoardCase
from .law49_52_penalty_cards import follow_penalty_card, penalty_effects
from .play_context import PlayContext, of_suit
from .play_follow import Follow, worst


class Say(FactKey):
    ASK_WHO = "law57.ask.who"
    UNKNOWN = "law57.unknown"
    DECLARING_SIDE = "law57c3.declaring-side", "offender:seat"
    BOTH_HANDS = "law57c1.both-hands-played", "offender:seat card:card"
    DUMMY_FIRST = "law57c2.dummy-first"
    SEQUENCE = "law57c.sequence", "trick:int sequence:seats"
    ASK_DUMMY_VOLITION = "law57c2.ask.dummy-own-volition"
    NOT_PREMATURE = "law57.not-premature", "offender:seat card:card partner:seat"
    NO_SUIT_LED = "law57a.partner-void", "partner:seat suit:suit"
    SINGLETON = "law57a.partner-singleton", "partner:seat suit:suit"
    MUST_FOLLOW = "law57a.partner-must-follow", "partner:seat suit:suit"
    OFFER_FORBID = "law57a3.may-forbid", "partner:seat suits:suits"
    OFFER_HIGH_LOW = "law57a1.may-require-highest-or-lowest", "partner:seat suit:suit"
    OFFER_NONE = "law57b.nothing-binds", "partner:seat"
    RULE = "law57a.rule", "offender:seat card:card partner:seat trick:int offer:fact"
    RULE_WHY = "law57a.rule.why", "offender:seat card:card partner:seat trick:int why:facts offer:fact"
    DECLARER_CHOSE = "law57a.declarer-chose", "choice:choice"
    UI = "law57.ui.played-early", "card:card"
    RESPECTED = "law57a.respected", "trick:int partner:seat card:card choice:choice"
    VIOLATED = "law57a.violated", "trick:int partner:seat card:card choice:choice"
    ASK_EXPLAINED = "law10c1.ask.options-explained", "choice:choice partner:seat"
    LEGAL_REASON = "law57d1.legal-reason"
    UI_SHOWN = "law57d.ui.shown-early", "card:card"
    RHO_LEGAL = "law57d1.legal", "offender:seat card:card"
    RHO_ILLEGAL = "law57d2.illegal", "offender:seat card:card"


def meaningful_options(held: frozenset[Card], led: Suit | None) -> list[Choice]:
    """Declarer's 57A options that actually bind the offender's partner holding ``held``."""
    if led is not None and of_suit(held, led):
        return [Choice(Verb.HIGHEST), Choice(Verb.LOWEST)] if len(of_suit(held, led)) > 1 else []
    others = sorted({c.suit for c in held if c.suit != led})
    return [Choice(Verb.FORBID, s) for s in others] if len(others) > 1 else []


def _obeys(choice: Choice, played: Card, held: frozenset[Card], led: Suit | None) -> bool:
    same = of_suit(held, led) if led is not None else []
    if choice.verb is Verb.HIGHEST and same:
        return played == same[0]
    if choice.verb is Verb.LOWEST and same:
        return played == same[-1]
    if choice.verb is Verb.FORBID and choice.suit is not None and not same:
        if all(c.suit == choice.suit for c in held):
            return True  # 57B / 59: nothing else to play
        return played.suit != choice.suit
    return True


def _follow_option(ctx: PlayContext, partner: Seat, trick: int, choice: Choice | None,
                   led: Suit | None) -> Follow:
    t = ctx.trick(trick)
    cell = t.card_of(partner) if t is not None else None
    if choice is None or cell is None or cell.card is None or t is None:
        return Follow(Compliance.UNKNOWN if cell is not None else Compliance.NOT_YET)
    place = t.cards.index(cell) + 1
    held = ctx.holding(partner, trick, place) or frozenset()
    if _obeys(choice, cell.card, held, led):
        return Follow(Compliance.COMPLIED, (fact(Say.RESPECTED, trick=trick, partner=partner,
                                                 card=cell.card, choice=choice),))
    return Follow(Compliance.VIOLATED, (fact(Say.VIOLATED, trick=trick, partner=partner,
                                             card=cell.card, choice=choice),), trick)


def rule_premature(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 57: premature lead or play."""
    ctx = case.play
    offender, card, pos = irr.offender, irr.card, irr.position
    if offender is None or card is None or pos is None or pos.trick is None:
        return Ruling(("57",), (fact(Say.UNKNOWN),), irr, offender,
                      judgements=(Judgement(fact(Say.ASK_WHO), "57"),), span=irr.span)
    t, order = pos.trick, pos.order or 1
    trick = ctx.trick(t)
    before = trick.cards[:order - 1] if trick is not None else ()
    led_card = trick.cards[0].card if trick is not None and trick.cards and order > 1 else None
    led = led_card.suit if led_card is not None else None
    if not ctx.is_defender(offender):
        return Ruling(("57C3",), (fact(Say.DECLARING_SIDE, offender=offender),),
                      irr, offender, (NoRectification("57C3"),), span=irr.span)
    played_by = {c.seat for c in before}
    said: tuple[Fact, ...] = ()
    dummy_first = False
    partner_place = order
    if irr.sequence and offender in irr.sequence:
        # The director's account of the order overrides the record's rotation. The
        # premature card is the offender's last entry: ``S,W,N,W`` is West leading to
        # the next trick before East played to this one.
        last = len(irr.sequence) - 1 - irr.sequence[::-1].index(offender)
        earlier = irr.sequence[:last]
        played_by = set(earlier)
        leader = irr.sequence[0]
        dummy_first = ctx.dummy in earlier and _out_of_turn(ctx.dummy, earlier, leader)
        said = (fact(Say.SEQUENCE, trick=t, sequence=irr.sequence),)
        cells = trick.cards if trick is not None else ()
        lead = next((c.card for c in cells if c.seat == leader), None)
        led = lead.suit if lead is not None and earlier else None
        partner_place = next((i for i, c in enumerate(cells, start=1)
                              if c.seat == offender.partner), len(cells) + 1)
    partner = offender.partner
    if irr.sequence and partner in played_by:
        if offender.rho in played_by or offender in played_by:
            # Partner had played (and so had RHO, or it is a lead to the next trick):
            # not a play before partner, so not 57A.
            return Ruling(("57A",), (*said, fact(Say.NOT_PREMATURE, offender=offender, card=card,
                                                 partner=partner)),
                          irr, offender, (NoRectification("57A"),), span=irr.span)
        return _rho_turn(ctx, irr, offender, card, t, led, said)
    both_hands = ctx.declarer is not None and {ctx.declarer, ctx.dummy} <= played_by
    if Finding.DUMMY_FIRST in irr.options or (dummy_first and not both_hands):
        # 57C2: dummy (declarer's side) played or suggested out of turn first: the
        # defender's early card is not rectified.
        decisions = (Decision(Finding.DUMMY_FIRST, Source.MARKER),) \
            if Finding.DUMMY_FIRST in irr.options else ()
        # From the order alone the record cannot say whether dummy acted on his own
        # (57C2) or declarer had called the card (then declarer's hands count, 57C1).
        asks = () if decisions else (Judgement(fact(Say.ASK_DUMMY_VOLITION), "57C2"),)
        return Ruling(("57C2",), (*said, fact(Say.DUMMY_FIRST)), irr, offender,
                      (NoRectification("57C2"),), judgements=asks, decisions=decisions,
                      span=irr.span)
    if both_hands and Finding.DUMMY_FIRST not in irr.options:
        # 57C1: both of declarer's hands had played; partner's play can no longer be
        # steered by the early card in a way declarer would want to restrict.
        return Ruling(("57C1",), (*said, fact(Say.BOTH_HANDS, offender=offender, card=card)),
                      irr, offender, (NoRectification("57C1"),), span=irr.span)
    turn = irr.turn
    if irr.relation is SeatRelation.RHO or (turn is not None and turn == offender.rho):
        return _rho_turn(ctx, irr, offender, card, t, led, said)
    held = ctx.holding(partner, t, partner_place) or frozenset()
    options = meaningful_options(held, led)
    choice = first_choice(irr.options, Verb.HIGHEST, Verb.LOWEST, Verb.FORBID)
    effects: list[Effect] = list(penalty_effects(ctx, card, offender, PenaltyCardKind.MAJOR, "57A",
                                                 exposed_at=t))
    why: list[Fact] = []
    if led is not None and not of_suit(held, led):
        why.append(fact(Say.NO_SUIT_LED, partner=partner, suit=led))
    elif led is not None and len(of_suit(held, led)) == 1:
        why.append(fact(Say.SINGLETON, partner=partner, suit=led))
    elif led is not None:
        why.append(fact(Say.MUST_FOLLOW, partner=partner, suit=led))
    forbids = bool(options) and options[0].verb is Verb.FORBID
    if forbids:
        effects.append(LeadRestriction(LeadRestrictionKind.PROHIBIT_OTHER_SUIT, partner, "57A3",
                                       tuple(o.suit for o in options if o.suit is not None),
                                       LeadDuration.THIS_TRICK))
    elif options:
        effects.append(LeadRestriction(LeadRestrictionKind.PLAY_HIGHEST_OR_LOWEST, partner, "57A1",
                                       (led,) if led is not None else (), LeadDuration.THIS_TRICK))
    if ctx.declarer is not None:
        effects.append(Option(ctx.declarer, tuple(options) or (Choice(Verb.NONE_BINDING),), "57A",
                              choice))
    effects.append(UnauthorizedInformation(fact(Say.UI, card=card), (partner,), "16C"))
    if forbids:
        offer = fact(Say.OFFER_FORBID, partner=partner,
                     suits=tuple(o.suit for o in options if o.suit is not None))
    elif options:
        assert led is not None
        offer = fact(Say.OFFER_HIGH_LOW, partner=partner, suit=led)
    else:
        offer = fact(Say.OFFER_NONE, partner=partner)
    facts = [*said, fact(Say.RULE_WHY, offender=offender, card=card, partner=partner, trick=t,
                  why=tuple(why), offer=offer) if why else
             fact(Say.RULE, offender=offender, card=card, partner=partner, trick=t, offer=offer)]
    decisions: list[Decision] = []
    if choice is not None:
        facts.append(fact(Say.DECLARER_CHOSE, choice=choice))
        decisions.append(Decision(choice, Source.MARKER, irr.chosen_by))
    option_follow = _follow_option(ctx, partner, t, choice, led)
    card_follow = follow_penalty_card(ctx, offender, card, PenaltyCardKind.MAJOR, t, order)
    judgements = []
    if choice is not None and choice not in options:
        judgements.append(Judgement(fact(Say.ASK_EXPLAINED, choice=choice, partner=partner),
                                    "10C1"))
    return Ruling(("57A", "50D", "57B"), tuple(facts), irr, offender, tuple(effects),
                  judgements=tuple(judgements),
                  compliance=worst(option_follow.compliance if choice else None, card_follow.compliance),
                  follow_up=option_follow.lines + card_follow.lines, decisions=tuple(decisions),
                  span=irr.span)


def _out_of_turn(seat: Seat | None, earlier: tuple[Seat, ...], leader: Seat) -> bool:
    """Whether ``seat``, playing after ``earlier``, played before a seat due before it."""
    if seat is None:
        return False
    due = leader
    while due != seat:
        if due not in earlier:
            return True
        due = due.lho
    return False


def _rho_turn(ctx: PlayContext, irr: Irregularity, offender: Seat, card: Card, t: int,
              led: Suit | None, said: tuple[Fact, ...] = ()) -> Ruling:
    """57D: a defender plays at his right-hand opponent's turn (before declarer or dummy)."""
    held = ctx.holding(offender, t, 1) or frozenset()
    legal = led is None or card.suit == led or not of_suit(held, led)
    if legal:
        return Ruling(("57D1",), (*said, fact(Say.RHO_LEGAL, offender=offender, card=card)), irr,
                      offender,
                      (NoRectification("57D1", fact(Say.LEGAL_REASON)),
                       UnauthorizedInformation(fact(Say.UI_SHOWN, card=card), (offender.partner,),
                                               "16C")),
                      span=irr.span)
    effects = penalty_effects(ctx, card, offender, PenaltyCardKind.MAJOR, "57D2")
    follow = follow_penalty_card(ctx, offender, card, PenaltyCardKind.MAJOR, t, irr.position.order or 1)  # type: ignore[union-attr]
    return Ruling(("57D2", "50D"), (*said, fact(Say.RHO_ILLEGAL, offender=offender, card=card)),
                  irr, offender, tuple(effects), compliance=follow.compliance,
                  follow_up=follow.lines, span=irr.span)


__all__ = ["Say", "meaningful_options", "rule_premature"]
