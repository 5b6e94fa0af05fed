"""Laws 49-52: exposed defender's cards and penalty cards.

A defender's card that his partner could have seen outside normal play becomes
a *penalty card* (Law 49): the information must not help the defence. Law 50B
sorts it: an honour, a card exposed deliberately, or any one of two or more
penalty cards is **major**; a single spot card exposed inadvertently is
**minor**. A minor card only stops its owner playing another spot card of the
suit first (50C). A major card must be played at the first legal opportunity
(50D1), and whenever the owner's partner gains the lead while it is on the
table declarer may require or prohibit that suit, after which the card is
picked up (50D2). Law 51 handles several penalty cards, Law 52 the failure to
play one (declarer may accept the card played instead; 64B3: no trick transfer
for such a revoke).

Declarer's exposed cards are never penalty cards (Law 48).

>>> from hakem.model.cards import Card
>>> classify(Card.parse("HJ"), deliberate=False)[0].value
'major'
"""

from __future__ import annotations

from hakem.model.cards import Card
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import (Compliance, Effect, Judgement, LeadRestriction, LeadRestrictionKind,
                                NoRectification, Option, PenaltyCard, PenaltyCardKind, Ruling,
                                UnauthorizedInformation)
from hakem.model.seat import Seat

from .case import BoardCase
from .play_context import PlayContext, is_honour, of_suit
from .play_follow import Choice, Follow, choices_of, lead_obeys, worst

MAJOR, MINOR = PenaltyCardKind.MAJOR, PenaltyCardKind.MINOR


def classify(card: Card, deliberate: bool | None, others: int = 0
             ) -> tuple[PenaltyCardKind | None, str]:
    """Law 50B: (kind, reason); kind None when only the director can say (a spot card
    whose exposure may or may not have been deliberate)."""
    if others:
        return MAJOR, "the owner has two or more penalty cards: all are major (50B, 51)"
    if is_honour(card):
        return MAJOR, f"{card} is an honour: major (50B)"
    if deliberate:
        return MAJOR, f"{card} was exposed deliberately: major (50B)"
    if deliberate is False:
        return MINOR, f"{card} is a spot card exposed inadvertently: minor (50B)"
    return None, f"{card} is a spot card: minor if exposed inadvertently, major if deliberately (50B)"


def kind_from(irr: Irregularity) -> PenaltyCardKind | None:
    """The class a marker gave (``major``/``minor``), if any."""
    if irr.subkind in ("major", "minor"):
        return PenaltyCardKind(irr.subkind)
    return None


def owner_penalty_cards(ctx: PlayContext, owner: Seat) -> set[Card]:
    """Every card of ``owner`` the record marks as a penalty card (for Law 51)."""
    out: set[Card] = set()
    for irr in ctx.irregularities:
        if irr.offender != owner or irr.kind not in (IrregularityKind.PENALTY_CARD,
                                                     IrregularityKind.EXPOSED_CARD):
            continue
        out.update(c for c in (irr.card, *irr.cards) if c is not None)
    return out


def _marked_class(ctx: PlayContext, owner: Seat, card: Card) -> PenaltyCardKind | None:
    """The class another marker of the board gives the same card (``@EXPOSED W D8; @PENALTY
    W D8 minor``)."""
    for irr in ctx.irregularities:
        if irr.offender == owner and irr.card == card and kind_from(irr) is not None:
            return kind_from(irr)
    return None


def _opportunity(card: Card, place: int, led: Card | None, held: frozenset[Card]) -> bool:
    """50D1: leading, following to its suit, or unable to follow (discard or ruff)."""
    if place == 1 or led is None:
        return True
    if led.suit == card.suit:
        return True
    return not of_suit(held, led.suit)  # following suit takes precedence (50D1)


def follow_penalty_card(ctx: PlayContext, owner: Seat, card: Card, kind: PenaltyCardKind,
                        trick: int, order: int, choice: Choice | None = None,
                        others: frozenset[Card] = frozenset()) -> Follow:
    """Follow a penalty card through the record from (``trick``, ``order``) on.

    Major: played at the first legal opportunity (50D1), another penalty card of the
    owner's playable there being acceptable (51A: declarer designates); when the
    partner gains the lead, declarer's 50D2 ``choice`` is checked and the card picked
    up if he required or prohibited the suit. Minor: no other spot card of the suit
    before it (50C).
    """
    partner = owner.partner
    lines: list[str] = []
    for t in ctx.tricks:
        if t.number < trick:
            continue
        for place, cell in enumerate(t.cards, start=1):
            if t.number == trick and place <= order:
                continue
            if cell.card is None:
                return Follow(Compliance.UNKNOWN, (*lines, f"trick {t.number}: a card is unknown"))
            led = t.cards[0].card
            if place == 1 and cell.seat == partner and kind is MAJOR:
                held = ctx.holding(partner, t.number, 1)
                if choice is None:
                    lines.append(f"trick {t.number}: {partner.name} gained the lead with {card} on the "
                                 "table; declarer's 50D2 option arose (the record does not say which)")
                elif choice.verb in ("require", "prohibit"):
                    if not lead_obeys(choice, cell.card, held):
                        return Follow(Compliance.VIOLATED, (*lines,
                            f"trick {t.number}: {partner.name} led {cell.card} although declarer chose "
                            f"{choice} (50D2); a revoke under Law 61A if it stood"), t.number)
                    return Follow(Compliance.COMPLIED, (*lines,
                        f"trick {t.number}: {partner.name} led {cell.card} respecting {choice} (50D2); "
                        f"{card} was picked up"))
                else:
                    lines.append(f"trick {t.number}: declarer let {partner.name} lead anything (50D2c); "
                                 f"{card} stays a penalty card")
            if cell.seat != owner:
                continue
            if cell.card == card:
                return Follow(Compliance.COMPLIED, (*lines,
                    f"trick {t.number}: {owner.name} played the penalty card {card}"))
            held = ctx.holding(owner, t.number, place)
            if held is None or card not in held:
                return Follow(Compliance.UNKNOWN, (*lines,
                    f"the record does not show {owner.name} holding {card} at trick {t.number}"))
            if kind is MAJOR and _opportunity(card, place, led, held):
                if cell.card in others and _opportunity(cell.card, place, led, held):
                    lines.append(f"trick {t.number}: {owner.name} played his other penalty card "
                                 f"{cell.card} (51A: declarer designates)")
                    continue
                return Follow(Compliance.VIOLATED, (*lines,
                    f"trick {t.number}: {owner.name} played {cell.card} when the major penalty card "
                    f"{card} was legally playable (50D1); declarer may accept the card or require "
                    "the penalty card (Law 52), and no trick is transferred for it (64B3)"), t.number)
            if kind is MINOR and cell.card.suit == card.suit and not is_honour(cell.card):
                return Follow(Compliance.VIOLATED, (*lines,
                    f"trick {t.number}: {owner.name} played the spot card {cell.card} before the minor "
                    f"penalty card {card} (50C); Law 52 applies"), t.number)
    if ctx.replay is not None and ctx.replay.complete:
        return Follow(Compliance.UNKNOWN, (*lines, f"the record never shows {card} played"))
    return Follow(Compliance.NOT_YET, (*lines, f"the record ends before {card} is played"))


def penalty_effects(ctx: PlayContext, card: Card, owner: Seat, kind: PenaltyCardKind | None,
                    law: str, chosen: Choice | None = None) -> list[Effect]:
    """The effects of a penalty card of ``kind``: the card itself, and for a major card
    declarer's 50D2 lead option on the owner's partner; UI to the partner (50E)."""
    effects: list[Effect] = []
    if kind is None:
        return effects
    effects.append(PenaltyCard(card, owner, kind, law))
    partner = owner.partner
    if kind is MAJOR and ctx.declarer is not None:
        effects.append(LeadRestriction(LeadRestrictionKind.REQUIRE_OR_PROHIBIT_PENALTY_CARD_SUIT,
                                       partner, "50D2", (card.suit,), "while-on-lead"))
        s = card.suit.letter
        effects.append(Option(ctx.declarer, (f"require:{s}", f"prohibit:{s}", "neither"), "50D2",
                              str(chosen) if chosen is not None else None))
    effects.append(UnauthorizedInformation(
        f"{card} seen as a penalty card" + (" (only the obligation to play it is authorized)"
                                            if kind is MAJOR else ""), (partner,), "50E",
        tuple(s for s in (ctx.declarer, ctx.dummy) if s is not None)))
    return effects


def _deliberate(irr: Irregularity) -> bool | None:
    for o in irr.options:
        if o in ("deliberate", "deliberately"):
            return True
        if o in ("inadvertent", "accidental", "dropped"):
            return False
    return None


def _lead_choice(irr: Irregularity) -> Choice | None:
    for c in choices_of(irr.options):
        if c.verb in ("require", "prohibit", "neither"):
            return c
    return None


def rule_exposed(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 49 (and 48 for declarer): a card exposed outside normal play."""
    ctx = case.play
    owner, card = irr.offender, irr.card
    if owner is None or card is None:
        return Ruling(("49",), "An exposed card: the record does not say whose or which card.",
                      irr, owner, judgements=(Judgement("which card was exposed, and by whom?", "49"),),
                      span=irr.span)
    if not ctx.is_defender(owner):
        return Ruling(("48A", "49"), f"{owner.name} is on the declaring side: an exposed card is "
                      "not a penalty card (48A); it stays in the hand.", irr, owner,
                      (NoRectification("48A", "declarer's or dummy's card"),), span=irr.span)
    return _penalty_ruling(ctx, irr, owner, card, ("49", "50B"),
                           f"{owner.name}'s {card}, exposed outside normal play, is a penalty card (49).")


def rule_penalty(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 50-52: a penalty card on the table."""
    ctx = case.play
    owner, card = irr.offender, irr.card
    if owner is None or card is None:
        return Ruling(("50",), "A penalty card: the record does not say whose or which card.",
                      irr, owner, judgements=(Judgement("which card, and whose?", "50"),), span=irr.span)
    if not ctx.is_defender(owner):
        return Ruling(("48A", "50A"), f"{owner.name} is on the declaring side: only a defender "
                      "can have a penalty card (48A, 50A).", irr, owner,
                      (NoRectification("48A", "declarer's or dummy's card"),), span=irr.span)
    return _penalty_ruling(ctx, irr, owner, card, ("50", "51", "52"),
                           f"{owner.name}'s {card} is a penalty card.")


def _penalty_ruling(ctx: PlayContext, irr: Irregularity, owner: Seat, card: Card,
                    laws: tuple[str, ...], opening: str) -> Ruling:
    others = owner_penalty_cards(ctx, owner) - {card}
    kind = kind_from(irr) or _marked_class(ctx, owner, card)
    derived, reason = classify(card, _deliberate(irr), len(others))
    judgements: list[Judgement] = []
    if kind is None:
        kind = derived
        if kind is None:
            judgements.append(Judgement(f"was {card} exposed deliberately (major) or "
                                        "inadvertently (minor)? (50B)", "50B"))
    elif derived is MAJOR and kind is MINOR:
        reason = f"marked minor, but {reason}"
        kind = MAJOR
    else:
        reason = f"marked {kind.value}; {reason}"
    choice = _lead_choice(irr)
    effects = penalty_effects(ctx, card, owner, kind, "50B", choice)
    pos = irr.position
    follow: Follow | None = None
    if kind is not None and pos is not None and pos.trick is not None:
        follow = follow_penalty_card(ctx, owner, card, kind, pos.trick, pos.order or 0, choice,
                                     frozenset(others))
    if follow is not None and follow.compliance is Compliance.VIOLATED:
        judgements.append(Judgement("Law 52: did declarer accept the card played instead of the "
                                    "penalty card? If not, it is substituted and the card illegally "
                                    "played becomes a major penalty card", "52"))
    rules = {MAJOR: "it must be played at the first legal opportunity, and when "
                    f"{owner.partner.name} gains the lead declarer may require or prohibit "
                    f"{card.suit.name} (50D)",
             MINOR: f"{owner.name} may not play another spot {card.suit.name} before it (50C)"}
    text = opening + " " + reason[:1].upper() + reason[1:] + (f"; {rules[kind]}." if kind is not None else ".")
    if others:
        text += f" {owner.name} also has {', '.join(map(str, sorted(others, key=str)))} (Law 51)."
    return Ruling(laws, text, irr, owner, tuple(effects), judgements=tuple(judgements),
                  compliance=worst(follow.compliance if follow else None),
                  follow_up=follow.lines if follow else (), span=irr.span)


__all__ = ["MAJOR", "MINOR", "classify", "follow_penalty_card", "kind_from", "owner_penalty_cards",
           "penalty_effects", "rule_exposed", "rule_penalty"]
