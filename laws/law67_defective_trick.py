"""Law 67 (2017): a defective trick, one to which a player contributed no card or
more than one.

Noticed before a player of *each* side has played to the following trick
(67A), it is simply mended: a missing card is supplied (any legal card), extra
cards are handled as a fifth card (45E) or simultaneous cards (58B). Noticed
later (67B), the director finds the defective trick from the hand sizes:

* 67B1, a card is missing: the offender faces a card and puts it among his
  played cards for that trick; it does not change who won it. He must give a
  card of the suit led if he has one. In *both* cases he is deemed to have
  revoked on that trick, and one trick is transferred as under 64A2 (if his
  side won that trick or a later one). 2007 made this a revoke only when he had
  no card of the suit led; the 2017 text always does.
* 67B2, too many cards: the extra cards go back to his hand (the card faced
  when he played stays); ownership of the trick does not change; a restored
  card counts as always held, so failing to play it to a later trick may be a
  revoke, ruled as such.

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind, Phase, Position
>>> from hakem.model.seat import Seat
>>> from hakem.model.choices import Subkind
>>> irr = Irregularity(IrregularityKind.DEFECTIVE_TRICK, offender=Seat.E, subkind=Subkind.MISSING,
...                    position=Position(Phase.PLAY, trick=3))
>>> rule_defective(BoardCase.of(Board()), irr).laws[0]
'67B1'
"""

from __future__ import annotations

from hakem.model.choices import Finding, Subkind
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import (Branch, Compliance, Decision, Effect, Judgement, NoRectification,
                                PenaltyCardKind, Restore, Ruling, Source, TrickTransfer, Watch)

from .case import BoardCase
from .law49_52_penalty_cards import classify, penalty_effects
from .law61_64_revoke import board_transfers, case_of, revoke_transfer
from .law67_timing import noticed_in_time
from .play_context import PlayContext, of_suit

K = IrregularityKind


class Say(FactKey):
    UNKNOWN = "law67.unknown"
    ASK_WHICH = "law67.ask.which"
    IN_TIME = "law67a.noticed-in-time"
    LATE = "law67b.noticed-late", "next:int"
    NEITHER = "law67.missing-or-extra-unknown", "trick:int offender:seat when:fact"
    ASK_MISSING_OR_EXTRA = "law67b.ask.missing-or-extra"
    HELD_SUIT = "law67b1a.held-suit", "offender:seat suit:suit card:card trick:int"
    GAVE_SUIT = "law67b1a.gave-suit", "offender:seat card:card trick:int"
    GAVE_ANY = "law67b1b.gave-any", "offender:seat card:card trick:int"
    STAYS_WITH = "law67b1.trick-stays", "trick:int winner:seat"
    SUPPLIES = "law67a1.supplies", "offender:seat trick:int when:fact"
    AS_64A2 = "law67b1.as-64a2", "basis:fact"
    TRANSFER = "law67b1.transfer", "side:side basis:fact"
    TRICKS_UNKNOWN = "law67b1.tricks-unknown"
    NO_TRANSFER = "law67b1.no-transfer", "basis:fact"
    WATCH = "law67b1.watch-64c"
    DEEMED_REVOKE = "law67b1.deemed-revoke", "offender:seat trick:int when:fact card:card? transfer:fact"
    EXTRA_IN_TIME = "law67a2.extra", "offender:seat trick:int when:fact"
    ASK_58B_OR_45E = "law67a2.ask.58b-or-45e"
    FAILED_TO_FOLLOW = "law67b2b.failed-to-follow", "trick:int offender:seat"
    IF_SEEN = "law67b2.if-restored-card-seen"
    SEEN = "law67b2.restored-card-seen", "offender:seat cards:cards"
    RESTORED = "law67b2.restored", "offender:seat trick:int when:fact cards:cards?"


def _supplied(ctx: PlayContext, irr: Irregularity):  # type: ignore[no-untyped-def]
    """The card the offender gave to the defective trick, and its place in the trick."""
    trick = ctx.trick(irr.position.trick)  # type: ignore[union-attr]
    if trick is None or irr.offender is None:
        return irr.replacement_card, None
    for place, cell in enumerate(trick.cards, start=1):
        if cell.seat == irr.offender:
            return irr.replacement_card or cell.card, place
    return irr.replacement_card, None


def _timing_decision(irr: Irregularity) -> tuple[Decision, ...]:
    """The director's findings the marker gives: 67A or 67B, and for 67B2 whether the
    restored card had been seen."""
    return tuple(Decision(finding, Source.MARKER)
                 for finding in (Finding.IN_TIME, Finding.NOTICED_LATE, Finding.RESTORED_SEEN,
                                 Finding.RESTORED_NOT_SEEN) if finding in irr.options)


def rule_defective(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 67: a trick with a card missing or a card too many."""
    ctx = case.play
    offender, pos = irr.offender, irr.position
    if offender is None or pos is None or pos.trick is None:
        return Ruling(("67",), (fact(Say.UNKNOWN),), irr, offender,
                      judgements=(Judgement(fact(Say.ASK_WHICH), "67B"),), span=irr.span)
    t = pos.trick
    in_time = noticed_in_time(ctx, irr)
    when = fact(Say.IN_TIME) if in_time else fact(Say.LATE, next=t + 1)
    decisions = _timing_decision(irr)
    if irr.subkind is Subkind.EXTRA:
        return _extra(ctx, irr, t, in_time, when, decisions)
    if irr.subkind is not Subkind.MISSING:
        return Ruling(("67",), (fact(Say.NEITHER, trick=t, offender=offender, when=when),), irr,
                      offender,
                      judgements=(Judgement(fact(Say.ASK_MISSING_OR_EXTRA), "67B"),),
                      decisions=decisions, span=irr.span)
    card, place = _supplied(ctx, irr)
    trick = ctx.trick(t)
    led = trick.cards[0].card if trick is not None and trick.cards else None
    held = ctx.holding(offender, t, place) if place is not None else None
    lines: list[Fact] = []
    compliance = Compliance.UNKNOWN
    if card is not None and led is not None and held is not None:
        has_suit = bool(of_suit(held, led.suit))
        if has_suit and card.suit != led.suit:
            compliance = Compliance.VIOLATED
            lines.append(fact(Say.HELD_SUIT, offender=offender, suit=led.suit, card=card, trick=t))
        else:
            compliance = Compliance.COMPLIED
            lines.append(fact(Say.GAVE_SUIT if has_suit else Say.GAVE_ANY, offender=offender,
                              card=card, trick=t))
        if trick is not None and trick.winner is not None:
            lines.append(fact(Say.STAYS_WITH, trick=t, winner=trick.winner))
    if in_time:
        return Ruling(("67A1",), (fact(Say.SUPPLIES, offender=offender, trick=t, when=when),),
                      irr, offender, (NoRectification("67A1"),), compliance=compliance,
                      follow_up=tuple(lines), decisions=decisions, span=irr.span)
    decision = next((d for other, d in board_transfers(ctx) if other == irr), None)
    if decision is None:  # not one of the record's own irregularities: rule it alone
        revoke = case_of(irr, ctx)
        if revoke is not None:
            decision = revoke_transfer(revoke, ctx.winners(), claimed_after=ctx.claimed(offender.side))
    effects: list[Effect] = []
    if decision is not None and decision.tricks:
        effects.append(TrickTransfer(decision.tricks, offender.side.other, "67B1",
                                     fact(Say.AS_64A2, basis=decision.basis)))
        transfer = fact(Say.TRANSFER, side=offender.side.other, basis=decision.basis)
    else:
        basis = decision.basis if decision is not None else fact(Say.TRICKS_UNKNOWN)
        effects.append(NoRectification("67B1", basis))
        transfer = fact(Say.NO_TRANSFER, basis=basis)
    effects.append(Watch("64C", fact(Say.WATCH)))
    text = fact(Say.DEEMED_REVOKE, offender=offender, trick=t, when=when, card=card,
                transfer=transfer)
    return Ruling(("67B1", "64A2"), (text,), irr, offender, tuple(effects), compliance=compliance,
                  follow_up=tuple(lines), decisions=decisions, span=irr.span)


def _extra(ctx: PlayContext, irr: Irregularity, t: int, in_time: bool, when: Fact,
           decisions: tuple[Decision, ...]) -> Ruling:
    offender = irr.offender
    assert offender is not None
    if in_time:
        return Ruling(("67A2", "45E", "58B"), (fact(Say.EXTRA_IN_TIME, offender=offender, trick=t,
                                                    when=when),), irr, offender,
                      judgements=(Judgement(fact(Say.ASK_58B_OR_45E), "67A2"),),
                      decisions=decisions, span=irr.span)
    extras = tuple(c for c in (irr.card, *irr.cards) if c is not None)
    effects: list[Effect] = [Restore(c, offender, "67B2") for c in extras]
    lines = []
    later = [(n, s) for n, s in (ctx.replay.revokes if ctx.replay is not None else ())
             if s == offender and n > t]
    for n, _ in later:
        lines.append(fact(Say.FAILED_TO_FOLLOW, trick=n, offender=offender))
    branches: tuple[Branch, ...] = ()
    laws: tuple[str, ...] = ("67B2",)
    if ctx.is_defender(offender) and extras:
        # A defender's restored card that partner could see is a penalty card; the
        # marker's seen / not-seen settles it, otherwise the branch stays open.
        seen = True if Finding.RESTORED_SEEN in irr.options else \
            False if Finding.RESTORED_NOT_SEEN in irr.options else None
        penalty = tuple(e for c in extras for e in penalty_effects(
            ctx, c, offender, PenaltyCardKind.MAJOR if len(extras) > 1
            else classify(c, deliberate=False)[0], "67B2")) or (NoRectification("67B2"),)
        branches = (Branch(fact(Say.IF_SEEN), penalty, ("67B2", "50"), seen),)
        if seen:
            effects += list(penalty)
            laws = ("67B2", "50B")
            said_seen: tuple[Fact, ...] = (fact(Say.SEEN, offender=offender, cards=extras),)
        else:
            said_seen = ()
    else:
        said_seen = ()
    text = fact(Say.RESTORED, offender=offender, trick=t, when=when, cards=extras or None)
    return Ruling(laws, (text, *said_seen), irr, offender, tuple(effects), branches,
                  compliance=Compliance.UNKNOWN, follow_up=tuple(lines), decisions=decisions,
                  span=irr.span)


__all__ = ["Say", "noticed_in_time", "rule_defective"]
