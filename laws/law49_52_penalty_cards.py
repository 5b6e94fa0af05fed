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
from hakem.model.choices import Choice, Finding, Subkind, Verb, first_choice
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import (Compliance, Decision, Effect, Judgement, LeadDuration,
                                LeadRestriction, LeadRestrictionKind, NoRectification, Option,
                                PenaltyCard, PenaltyCardKind, Ruling, Source,
                                UnauthorizedInformation)
from hakem.model.seat import Seat

from .case import BoardCase
from .play_context import PlayContext, is_honour, of_suit
from .play_follow import Follow, lead_obeys, worst

MAJOR, MINOR = PenaltyCardKind.MAJOR, PenaltyCardKind.MINOR


class Say(FactKey):
    SEVERAL = "law50b.several-cards-major"
    HONOUR = "law50b.honour-major", "card:card"
    DELIBERATE = "law50b.deliberate-major", "card:card"
    INADVERTENT = "law50b.inadvertent-minor", "card:card"
    SPOT_UNKNOWN = "law50b.spot-card", "card:card"
    MARKED_BUT = "law50b.marked-minor-but", "reason:fact"
    MARKED = "law50b.marked", "kind:term reason:fact"
    CARD_UNKNOWN = "law50.card-unknown", "trick:int"
    OPTION_AROSE = "law50d2.option-arose", "trick:int partner:seat card:card"
    LED_AGAINST = "law50d2.led-against-choice", "trick:int partner:seat led:card choice:choice"
    LED_RESPECTING = "law50d2.led-respecting-choice", ("trick:int partner:seat led:card "
                                                      "choice:choice card:card")
    LET_LEAD_ANYTHING = "law50d2.let-lead-anything", "trick:int partner:seat card:card"
    PLAYED_IT = "law50d1.played-penalty-card", "trick:int owner:seat card:card"
    NOT_HELD = "law50.not-held", "owner:seat card:card trick:int"
    PLAYED_OTHER = "law51a.played-other-penalty-card", "trick:int owner:seat card:card"
    MAJOR_NOT_PLAYED = "law50d1.not-played", "trick:int owner:seat played:card card:card"
    MINOR_SPOT_FIRST = "law50c.spot-card-first", "trick:int owner:seat played:card card:card"
    NEVER_PLAYED = "law50.never-played", "card:card"
    ENDS_BEFORE_PLAYED = "law50.record-ends-before-played", "card:card"
    UI_MAJOR = "law50e.ui.major", "card:card"
    UI_MINOR = "law50e.ui.minor", "card:card"
    ASK_EXPOSED = "law49.ask.which"
    UNKNOWN_EXPOSED = "law49.unknown"
    DECLARER_CARD = "law48a.declarers-card"
    DECLARING_EXPOSED = "law48a.exposed-not-penalty", "owner:seat"
    ASK_PENALTY = "law50.ask.which"
    UNKNOWN_PENALTY = "law50.unknown"
    DECLARING_PENALTY = "law48a.only-defenders", "owner:seat"
    EXPOSED = "law49.penalty-card", "owner:seat card:card"
    PENALTY = "law50.penalty-card", "owner:seat card:card"
    ASK_DELIBERATE = "law50b.ask.deliberate", "card:card"
    ASK_LAW52 = "law52.ask.accepted"
    RULE_MAJOR = "law50d.rule", "partner:seat suit:suit"
    RULE_MINOR = "law50c.rule", "owner:seat suit:suit"
    RULE_MAJOR_SAME_TRICK = "law50d1.played-same-trick", "owner:seat card:card trick:int"
    CLASS_AND_RULE = "law50.class-and-rule", "reason:fact rule:fact"
    CLASS = "law50.class", "reason:fact"
    ALSO_HAS = "law51.also-has", "owner:seat cards:cards"


def classify(card: Card, deliberate: bool | None, others: int = 0
             ) -> tuple[PenaltyCardKind | None, Fact]:
    """Law 50B: (kind, reason); kind None when only the director can say (a spot card
    whose exposure may or may not have been deliberate)."""
    if others:
        return MAJOR, fact(Say.SEVERAL)
    if is_honour(card):
        return MAJOR, fact(Say.HONOUR, card=card)
    if deliberate:
        return MAJOR, fact(Say.DELIBERATE, card=card)
    if deliberate is False:
        return MINOR, fact(Say.INADVERTENT, card=card)
    return None, fact(Say.SPOT_UNKNOWN, card=card)


def kind_from(irr: Irregularity) -> PenaltyCardKind | None:
    """The class a marker gave (``major``/``minor``), if any."""
    if irr.subkind is Subkind.MAJOR:
        return MAJOR
    if irr.subkind is Subkind.MINOR:
        return MINOR
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
    lines: list[Fact] = []
    for t in ctx.tricks:
        if t.number < trick:
            continue
        for place, cell in enumerate(t.cards, start=1):
            if t.number == trick and place <= order:
                continue
            if cell.card is None:
                return Follow(Compliance.UNKNOWN, (*lines, fact(Say.CARD_UNKNOWN, trick=t.number)))
            led = t.cards[0].card
            if place == 1 and cell.seat == partner and kind is MAJOR:
                held = ctx.holding(partner, t.number, 1)
                if choice is None:
                    lines.append(fact(Say.OPTION_AROSE, trick=t.number, partner=partner, card=card))
                elif choice.verb in (Verb.REQUIRE, Verb.PROHIBIT):
                    if not lead_obeys(choice, cell.card, held):
                        return Follow(Compliance.VIOLATED, (*lines, fact(
                            Say.LED_AGAINST, trick=t.number, partner=partner, led=cell.card,
                            choice=choice)), t.number)
                    return Follow(Compliance.COMPLIED, (*lines, fact(
                        Say.LED_RESPECTING, trick=t.number, partner=partner, led=cell.card,
                        choice=choice, card=card)))
                else:
                    lines.append(fact(Say.LET_LEAD_ANYTHING, trick=t.number, partner=partner,
                                      card=card))
            if cell.seat != owner:
                continue
            if cell.card == card:
                return Follow(Compliance.COMPLIED, (*lines, fact(Say.PLAYED_IT, trick=t.number,
                                                                 owner=owner, card=card)))
            held = ctx.holding(owner, t.number, place)
            if held is None or card not in held:
                return Follow(Compliance.UNKNOWN, (*lines, fact(Say.NOT_HELD, owner=owner,
                                                                card=card, trick=t.number)))
            if kind is MAJOR and _opportunity(card, place, led, held):
                if cell.card in others and _opportunity(cell.card, place, led, held):
                    lines.append(fact(Say.PLAYED_OTHER, trick=t.number, owner=owner,
                                      card=cell.card))
                    continue
                return Follow(Compliance.VIOLATED, (*lines, fact(
                    Say.MAJOR_NOT_PLAYED, trick=t.number, owner=owner, played=cell.card,
                    card=card)), t.number)
            if kind is MINOR and cell.card.suit == card.suit and not is_honour(cell.card):
                return Follow(Compliance.VIOLATED, (*lines, fact(
                    Say.MINOR_SPOT_FIRST, trick=t.number, owner=owner, played=cell.card,
                    card=card)), t.number)
    if ctx.replay is not None and ctx.replay.complete:
        return Follow(Compliance.UNKNOWN, (*lines, fact(Say.NEVER_PLAYED, card=card)))
    return Follow(Compliance.NOT_YET, (*lines, fact(Say.ENDS_BEFORE_PLAYED, card=card)))


def played_on_exposure_trick(ctx: PlayContext, card: Card, exposed_at: int | None) -> bool:
    """Whether the penalty card was played to the very trick it was exposed on."""
    where = ctx.position_of(card)
    return exposed_at is not None and where is not None and where[0] == exposed_at


def penalty_effects(ctx: PlayContext, card: Card, owner: Seat, kind: PenaltyCardKind | None,
                    law: str, chosen: Choice | None = None, exposed_at: int | None = None
                    ) -> list[Effect]:
    """The effects of a penalty card of ``kind``: the card itself, and for a major card
    declarer's 50D2 lead option on the owner's partner; UI to the partner (50E).

    ``exposed_at``: the trick it was exposed on. A card played to that same trick stopped
    being a penalty card before the partner could gain the lead, so 50D2 never arises."""
    effects: list[Effect] = []
    if kind is None:
        return effects
    effects.append(PenaltyCard(card, owner, kind, law))
    partner = owner.partner
    if kind is MAJOR and ctx.declarer is not None \
            and not played_on_exposure_trick(ctx, card, exposed_at):
        effects.append(LeadRestriction(LeadRestrictionKind.REQUIRE_OR_PROHIBIT_PENALTY_CARD_SUIT,
                                       partner, "50D2", (card.suit,), LeadDuration.WHILE_ON_LEAD))
        s = card.suit
        effects.append(Option(ctx.declarer, (Choice(Verb.REQUIRE, s), Choice(Verb.PROHIBIT, s),
                                             Choice(Verb.NEITHER)), "50D2", chosen))
    effects.append(UnauthorizedInformation(
        fact(Say.UI_MAJOR if kind is MAJOR else Say.UI_MINOR, card=card), (partner,), "50E",
        tuple(s for s in (ctx.declarer, ctx.dummy) if s is not None)))
    return effects


def deliberate(irr: Irregularity) -> bool | None:
    """The director's 50B finding, when a marker gives it."""
    if Finding.DELIBERATE in irr.options:
        return True
    if Finding.INADVERTENT in irr.options:
        return False
    return None


def lead_choice(irr: Irregularity) -> Choice | None:
    """Declarer's 50D2 choice as a marker records it."""
    return first_choice(irr.options, Verb.REQUIRE, Verb.PROHIBIT, Verb.NEITHER)


def marker_decisions(irr: Irregularity) -> tuple[Decision, ...]:
    """The 50B finding, the class and declarer's 50D2 choice the marker gives."""
    out = []
    found = deliberate(irr)
    if found is not None:
        out.append(Decision(Finding.DELIBERATE if found else Finding.INADVERTENT, Source.MARKER))
    if kind_from(irr) is not None:
        assert irr.subkind is not None
        out.append(Decision(irr.subkind, Source.MARKER))
    choice = lead_choice(irr)
    if choice is not None:
        out.append(Decision(choice, Source.MARKER, irr.chosen_by))
    return tuple(out)


def rule_exposed(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 49 (and 48 for declarer): a card exposed outside normal play."""
    ctx = case.play
    owner, card = irr.offender, irr.card
    if owner is None or card is None:
        return Ruling(("49",), (fact(Say.UNKNOWN_EXPOSED),), irr, owner,
                      judgements=(Judgement(fact(Say.ASK_EXPOSED), "49"),), span=irr.span)
    if not ctx.is_defender(owner):
        return Ruling(("48A", "49"), (fact(Say.DECLARING_EXPOSED, owner=owner),), irr, owner,
                      (NoRectification("48A", fact(Say.DECLARER_CARD)),), span=irr.span)
    return _penalty_ruling(ctx, irr, owner, card, ("49",),
                           fact(Say.EXPOSED, owner=owner, card=card))


def rule_penalty(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 50-52: a penalty card on the table."""
    ctx = case.play
    owner, card = irr.offender, irr.card
    if owner is None or card is None:
        return Ruling(("50",), (fact(Say.UNKNOWN_PENALTY),), irr, owner,
                      judgements=(Judgement(fact(Say.ASK_PENALTY), "50"),), span=irr.span)
    if not ctx.is_defender(owner):
        return Ruling(("48A", "50A"), (fact(Say.DECLARING_PENALTY, owner=owner),), irr, owner,
                      (NoRectification("48A", fact(Say.DECLARER_CARD)),), span=irr.span)
    return _penalty_ruling(ctx, irr, owner, card, (),
                           fact(Say.PENALTY, owner=owner, card=card))


def _penalty_ruling(ctx: PlayContext, irr: Irregularity, owner: Seat, card: Card,
                    laws: tuple[str, ...], opening: Fact) -> Ruling:
    others = owner_penalty_cards(ctx, owner) - {card}
    kind = kind_from(irr) or _marked_class(ctx, owner, card)
    derived, reason = classify(card, deliberate(irr), len(others))
    judgements: list[Judgement] = []
    if kind is None:
        kind = derived
        if kind is None:
            judgements.append(Judgement(fact(Say.ASK_DELIBERATE, card=card), "50B"))
    elif derived is MAJOR and kind is MINOR:
        reason = fact(Say.MARKED_BUT, reason=reason)
        kind = MAJOR
    else:
        reason = fact(Say.MARKED, kind=kind, reason=reason)
    choice = lead_choice(irr)
    exposed_at = irr.position.trick if irr.position is not None else None
    same_trick = kind is MAJOR and played_on_exposure_trick(ctx, card, exposed_at)
    effects = penalty_effects(ctx, card, owner, kind, "50B", choice, exposed_at)
    pos = irr.position
    follow: Follow | None = None
    if same_trick:
        follow = Follow(Compliance.COMPLIED, (fact(Say.PLAYED_IT, trick=exposed_at, owner=owner,
                                                   card=card),))
    elif kind is not None and pos is not None and pos.trick is not None:
        follow = follow_penalty_card(ctx, owner, card, kind, pos.trick, pos.order or 0, choice,
                                     frozenset(others))
    if follow is not None and follow.compliance is Compliance.VIOLATED:
        judgements.append(Judgement(fact(Say.ASK_LAW52), "52"))
    facts = [opening]
    if same_trick:
        assert exposed_at is not None
        facts.append(fact(Say.CLASS_AND_RULE, reason=reason, rule=fact(
            Say.RULE_MAJOR_SAME_TRICK, owner=owner, card=card, trick=exposed_at)))
    elif kind is MAJOR:
        facts.append(fact(Say.CLASS_AND_RULE, reason=reason,
                          rule=fact(Say.RULE_MAJOR, partner=owner.partner, suit=card.suit)))
    elif kind is MINOR:
        facts.append(fact(Say.CLASS_AND_RULE, reason=reason,
                          rule=fact(Say.RULE_MINOR, owner=owner, suit=card.suit)))
    else:
        facts.append(fact(Say.CLASS, reason=reason))
    if others:
        facts.append(fact(Say.ALSO_HAS, owner=owner, cards=tuple(sorted(others, key=str))))
    # Cite what the record settles: the class (50B), then the major card's duties
    # (50D1, and declarer's lead option 50D2) or the minor card's (50C), several
    # penalty cards (51), a failure to play one (52).
    duties = ("50D1",) if same_trick else \
        {MAJOR: ("50D1", "50D2"), MINOR: ("50C",)}.get(kind, ("50",))  # type: ignore[arg-type]
    laws = laws + ("50B",) + duties \
        + (("51",) if others else ()) \
        + (("52",) if follow is not None and follow.compliance is Compliance.VIOLATED else ())
    return Ruling(laws, tuple(facts), irr, owner, tuple(effects), judgements=tuple(judgements),
                  compliance=worst(follow.compliance if follow else None),
                  follow_up=follow.lines if follow else (), decisions=marker_decisions(irr),
                  span=irr.span)


__all__ = ["MAJOR", "MINOR", "Say", "classify", "deliberate", "follow_penalty_card", "kind_from",
           "played_on_exposure_trick",
           "lead_choice", "marker_decisions", "owner_penalty_cards", "penalty_effects",
           "rule_exposed", "rule_penalty"]
