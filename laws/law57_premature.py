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
is simply played (57C3). A defender who plays at his *right-hand opponent's*
turn plays the card at his proper turn if it is legal there, and it is a major
penalty card otherwise (57D).

>>> from hakem.model.cards import Card
>>> meaningful_options(frozenset({Card.parse("DK"), Card.parse("CK")}), Card.parse("H9").suit)
['forbid:C', 'forbid:D']
"""

from __future__ import annotations

from hakem.model.cards import Card, Suit
from hakem.model.irregularity import Irregularity, SeatRelation
from hakem.model.ruling import (Compliance, Effect, Judgement, LeadRestriction, LeadRestrictionKind,
                                NoRectification, Option, PenaltyCardKind, Ruling,
                                UnauthorizedInformation)
from hakem.model.seat import Seat

from .case import BoardCase
from .law49_52_penalty_cards import follow_penalty_card, penalty_effects
from .play_context import PlayContext, of_suit
from .play_follow import Choice, Follow, choices_of, worst


def meaningful_options(held: frozenset[Card], led: Suit | None) -> list[str]:
    """Declarer's 57A options that actually bind the offender's partner holding ``held``."""
    if led is not None and of_suit(held, led):
        return ["highest", "lowest"] if len(of_suit(held, led)) > 1 else []
    others = sorted({c.suit for c in held if c.suit != led})
    return [f"forbid:{s.letter}" for s in others] if len(others) > 1 else []


def _obeys(choice: Choice, played: Card, held: frozenset[Card], led: Suit | None) -> bool:
    same = of_suit(held, led) if led is not None else []
    if choice.verb == "highest" and same:
        return played == same[0]
    if choice.verb == "lowest" and same:
        return played == same[-1]
    if choice.verb == "prohibit" and choice.suit is not None and not same:
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
        return Follow(Compliance.COMPLIED, (f"trick {trick}: {partner.name} played {cell.card}, "
                                            f"respecting declarer's choice {choice} (57A)",))
    return Follow(Compliance.VIOLATED, (f"trick {trick}: {partner.name} played {cell.card} although "
                                        f"declarer chose {choice} (57A); a revoke under Law 61A if "
                                        "it stood", ), trick)


def rule_premature(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 57: premature lead or play."""
    ctx = case.play
    offender, card, pos = irr.offender, irr.card, irr.position
    if offender is None or card is None or pos is None or pos.trick is None:
        return Ruling(("57",), "A premature play: the record does not say by whom, which card or when.",
                      irr, offender, judgements=(Judgement("who played which card early, at "
                                                           "which trick?", "57"),), span=irr.span)
    t, order = pos.trick, pos.order or 1
    trick = ctx.trick(t)
    before = trick.cards[:order - 1] if trick is not None else ()
    led_card = trick.cards[0].card if trick is not None and trick.cards and order > 1 else None
    led = led_card.suit if led_card is not None else None
    if not ctx.is_defender(offender):
        return Ruling(("57C3",), f"{offender.name} is on the declaring side: a premature play by "
                      "declarer from either hand is a played card and, if legal, stands (57C3).",
                      irr, offender, (NoRectification("57C3"),), span=irr.span)
    played_by = {c.seat for c in before}
    if ctx.declarer is not None and {ctx.declarer, ctx.dummy} <= played_by:
        return Ruling(("57C1",), f"{offender.name} played {card} before his partner, but declarer had "
                      "already played from both hands: no rectification (57C1); the card stays "
                      "played.", irr, offender, (NoRectification("57C1"),), span=irr.span)
    if {o.lower() for o in irr.options} & {"57c2", "dummy-played", "dummy-suggested"}:
        return Ruling(("57C2",), "Dummy had played or suggested a card first: the defender's play is "
                      "not subject to rectification (57C2).", irr, offender,
                      (NoRectification("57C2"),), span=irr.span)
    turn = irr.turn
    if irr.relation is SeatRelation.RHO or (turn is not None and turn == offender.rho):
        return _rho_turn(ctx, irr, offender, card, t, led)
    partner = offender.partner
    held = ctx.holding(partner, t, order) or frozenset()
    options = meaningful_options(held, led)
    choice = next((c for c in choices_of(irr.options) if c.verb in ("highest", "lowest", "prohibit")), None)
    effects: list[Effect] = list(penalty_effects(ctx, card, offender, PenaltyCardKind.MAJOR, "57A"))
    why: list[str] = []
    if led is not None and not of_suit(held, led):
        why.append(f"{partner.name} has no {led.name}, so 'highest' and 'lowest of the suit led' "
                   "cannot apply")
    elif led is not None and len(of_suit(held, led)) == 1:
        why.append(f"{partner.name} has a single {led.name}, which he must play anyway")
    elif led is not None:
        why.append(f"{partner.name} must follow to {led.name}, so a ban on another suit would not bind him")
    label = str(choice).replace("prohibit", "forbid") if choice is not None else None
    if options and options[0].startswith("forbid"):
        effects.append(LeadRestriction(LeadRestrictionKind.PROHIBIT_OTHER_SUIT, partner, "57A3",
                                       tuple(Suit.parse(o[-1]) for o in options), "this-trick"))
    elif options:
        effects.append(LeadRestriction(LeadRestrictionKind.PLAY_HIGHEST_OR_LOWEST, partner, "57A1",
                                       (led,) if led is not None else (), "this-trick"))
    if ctx.declarer is not None:
        effects.append(Option(ctx.declarer, tuple(options) or ("none-binding",), "57A",
                              label))
    effects.append(UnauthorizedInformation(f"{card} played early", (partner,), "16C"))
    if options:
        offer = ("declarer may forbid " + partner.name + " " +
                 " or ".join(Suit.parse(o[-1]).name for o in options) if options[0].startswith("forbid")
                 else f"declarer may require {partner.name}'s highest or lowest {led.name if led is not None else ''}")
    else:
        offer = f"none of declarer's options would bind {partner.name} (57B, 59)"
    text = (f"{offender.name} played {card} before {partner.name} had played to trick {t}: {card} is a "
            f"major penalty card (57A, 50D); {'; '.join(why) + '; ' if why else ''}{offer}.")
    if label is not None:
        text += f" Declarer chose {label}."
    option_follow = _follow_option(ctx, partner, t, choice, led)
    card_follow = follow_penalty_card(ctx, offender, card, PenaltyCardKind.MAJOR, t, order)
    judgements = []
    if label is not None and label not in options:
        judgements.append(Judgement(f"declarer chose {label}, which does not bind {partner.name} "
                                    "here: were the binding options explained (Law 10C1)?", "10C1"))
    return Ruling(("57A", "50D", "57B"), text, irr, offender, tuple(effects), judgements=tuple(judgements),
                  compliance=worst(option_follow.compliance if choice else None, card_follow.compliance),
                  follow_up=option_follow.lines + card_follow.lines, span=irr.span)


def _rho_turn(ctx: PlayContext, irr: Irregularity, offender: Seat, card: Card, t: int,
              led: Suit | None) -> Ruling:
    """57D: a defender plays at his right-hand opponent's turn (before declarer or dummy)."""
    held = ctx.holding(offender, t, 1) or frozenset()
    legal = led is None or card.suit == led or not of_suit(held, led)
    if legal:
        return Ruling(("57D",), f"{offender.name} played {card} before his right-hand opponent: the "
                      "card is legal, so it is played at his proper turn; no penalty card (57D1), "
                      "though partner may not use the information (16C).", irr, offender,
                      (NoRectification("57D1", "legal card, played in turn"),
                       UnauthorizedInformation(f"{card} shown early", (offender.partner,), "16C")),
                      span=irr.span)
    effects = penalty_effects(ctx, card, offender, PenaltyCardKind.MAJOR, "57D2")
    follow = follow_penalty_card(ctx, offender, card, PenaltyCardKind.MAJOR, t, irr.position.order or 1)  # type: ignore[union-attr]
    return Ruling(("57D", "50D"), f"{offender.name} played {card} before his right-hand opponent, and "
                  "it could not legally be played to this trick: a major penalty card (57D2).",
                  irr, offender, tuple(effects), compliance=follow.compliance,
                  follow_up=follow.lines, span=irr.span)


__all__ = ["meaningful_options", "rule_premature"]
