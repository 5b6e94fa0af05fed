"""Laws 61-64: revokes, their correction, establishment and the trick transfer.

A revoke is a failure to follow suit when able, or to play a card or suit a law
or an opponent's choice of rectification requires (61A). Noticed in time it is
corrected (62): a defender's withdrawn card becomes a major penalty card, a
card of declarer's or dummy's is simply replaced. Once the offending side has
played to the next trick (or claimed, conceded or agreed a claim) it is
*established* (63A) and stands; at the end of play tricks are transferred:

* 64A1: the revoker himself won the revoke trick -> that trick, plus one more
  if his side won any later trick;
* 64A2: otherwise, one trick if his side won the revoke trick or a later one;
* 64B: no automatic transfer when his side won neither (B1), for a second
  revoke in the same suit by the same player (B2), for failing to play a faced
  card, dummy's included (B3), when attention came after the next board was
  called or the round ended (B4-5), on trick 12 (B6, corrected under 62D
  instead), when both sides revoked (B7), or after a 62C3 correction (B8).

Transferred tricks come only from tricks the offending side won at or after
the revoke trick. The transfer is a rough remedy: 64C asks the director to
restore equity when it does not compensate the non-offenders, so every
established revoke carries a ``Watch("64C")``.

>>> from hakem.model.seat import Seat
>>> w = [Seat.N] * 4 + [Seat.E] + [Seat.N] * 3 + [Seat.W] + [Seat.N] * 4
>>> revoke_transfer(RevokeCase(Seat.E, 5), w).tricks
2
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Sequence

from hakem.model.cards import Suit
from hakem.model.choices import Choice, Finding, Subkind, Verb, first_choice
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.play import PlayedCard
from hakem.model.replay import trick_winner
from hakem.model.ruling import (Branch, Cancel, Compliance, Decision, Effect, Judgement,
                                NoRectification, Option, PenaltyCardKind, Ruling, Source,
                                TrickTransfer, Watch)
from hakem.model.seat import Seat

from .case import BoardCase
from .law49_52_penalty_cards import follow_penalty_card, penalty_effects
from .law43_dummy_attention import silenced, with_attention
from .law61_breach import breaches
from .law67_timing import noticed_in_time
from .play_context import PlayContext, Role

K = IrregularityKind


class Say(FactKey):
    LATER = "law64.later-tricks", "tricks:ints count:int"
    LATER_AND_CLAIM = "law64.later-tricks-and-claim", "tricks:ints count:int claimed:int"
    CLAIM_ONLY = "law64.claim-tricks", "claimed:int"
    DUMMY = "law64b3.dummy"
    FACED = "law64b3.faced-card"
    LATE = "law64b4.late"
    CORRECTED_62C3 = "law64b8.corrected-62c3"
    SECOND = "law64b2.second-revoke", "suit:suit offender:seat first:int"
    SECOND_SUIT_UNKNOWN = "law64b2.second-revoke.suit-unknown", "offender:seat first:int"
    TRICK_12 = "law64b6.trick-12"
    BOTH_SIDES = "law64b7.both-sides"
    WON_NEITHER = "law64b1.won-neither", "side:side trick:int winner:seat?"
    REVOKER_WON = "law64a1.revoker-won", "trick:int offender:seat side:side later:fact"
    REVOKER_WON_ALONE = "law64a1.revoker-won.no-later", "trick:int offender:seat side:side"
    PARTNER_WON = "law64a2.partner-won", "trick:int winner:seat"
    SIDE_WON = "law64a2.side-won", "trick:int winner:seat"
    WON_LATER = "law64a2.won-later", "trick:int winner:seat? side:side later:fact"
    CAPPED = "law64.capped", "basis:fact side:side room:int first:int"
    FIX_12 = "law62d.correction", "card13:card card12:card winner12:seat winner13:seat"
    ASK_WHO = "law61.ask.who"
    UNKNOWN = "law61.unknown"
    WATCH_IF_STOOD = "law64c.watch.if-stood"
    UNDECIDED = "law63a.undecided", "offender:seat trick:int"
    IF_CORRECTED = "law62.if-corrected"
    IF_ESTABLISHED = "law63a.if-established"
    ASK_NOTICED = "law63a.ask.noticed-before"
    CORRECTED_DEFENDER = "law62b1.corrected", "offender:seat trick:int card:card"
    REPLACED_REASON = "law62b2.replaced-reason"
    CORRECTED_DECLARER = "law62b2.corrected", "role:term trick:int"
    TRICK12_UI = "law62d2.partner-may-not-use"
    WHO = "law63.who", "offender:seat"
    WHO_ROLE = "law63.who.role", "offender:seat role:term"
    ASSUMED_IN_TIME = "law64b4.assumed-in-time"
    ESTABLISHED_TRANSFER = "law63a.established.transfer", "who:fact trick:int tricks:int to:side law:law basis:fact"
    ESTABLISHED_NO_TRANSFER = "law63a.established.no-transfer", "who:fact trick:int law:law basis:fact"
    FIX_LINE = "law62d.correction-line", "correction:fact tricks:int before:int?"
    IF_BEFORE_RETURNED = "law62d1.if-before-hands-returned"
    IF_LATER = "law64b6.if-later"
    MUST_STILL_CORRECT = "law62d.must-still-correct"
    WATCH_64C2A = "law64c2a.watch"
    WATCH_64C2B = "law64c2b.watch"
    WATCH_64C1 = "law64c1.watch"
    CHOSE_62C1 = "law62c1.chose", "holder:seat choice:choice"


@dataclass(frozen=True, slots=True)
class RevokeCase:
    """One established revoke, as Law 64 needs it."""

    offender: Seat
    trick: int
    suit: Suit | None = None
    """The suit the offender failed to follow (the suit led to the revoke trick)."""
    dummy: bool = False
    faced: bool = False
    """Failure to play a card faced on the table: a penalty card (64B3)."""
    late: bool = False
    """Attention first drawn after a call on the next board or after the round (64B4-5)."""
    corrected_62c3: bool = False
    law: str = "64A"
    """``64A`` for a revoke; ``67B1`` for a defective trick deemed a revoke (one trick at most)."""


@dataclass(frozen=True, slots=True)
class TransferDecision:
    tricks: int
    law: str
    basis: Fact


def revoke_transfer(case: RevokeCase, winners: Sequence[Seat | None], *, claimed_after: int = 0,
                    earlier: Sequence[RevokeCase] = (), both_sides: bool = False
                    ) -> TransferDecision:
    """The automatic transfer for one established revoke (Law 64, 2017).

    ``winners`` are the trick winners in order (trick 1 first); ``claimed_after`` the
    tricks a claim or concession gave the offending side after the last trick played;
    ``earlier`` the established revokes before this one; ``both_sides``: the other side
    also has an established revoke on the board.
    """
    side, t = case.offender.side, case.trick
    revoke_winner = winners[t - 1] if t - 1 < len(winners) else None
    won_trick = revoke_winner is not None and revoke_winner.side is side
    later = tuple(n for n, w in enumerate(winners[t:], start=t + 1) if w is not None and w.side is side)
    if later and claimed_after:
        later_fact = fact(Say.LATER_AND_CLAIM, tricks=later, count=len(later), claimed=claimed_after)
    elif claimed_after:
        later_fact = fact(Say.CLAIM_ONLY, claimed=claimed_after)
    else:
        later_fact = fact(Say.LATER, tricks=later, count=len(later))
    won_later = bool(later) or claimed_after > 0
    if case.dummy:
        return TransferDecision(0, "64B3", fact(Say.DUMMY))
    if case.faced:
        return TransferDecision(0, "64B3", fact(Say.FACED))
    if case.late:
        return TransferDecision(0, "64B4", fact(Say.LATE))
    if case.corrected_62c3:
        return TransferDecision(0, "64B8", fact(Say.CORRECTED_62C3))
    if case.law == "64A":
        for prior in earlier:
            if prior.offender == case.offender and prior.suit == case.suit and prior.trick < t \
                    and prior.law == "64A":
                return TransferDecision(0, "64B2", fact(
                    Say.SECOND, suit=case.suit, offender=case.offender, first=prior.trick)
                    if case.suit is not None else
                    fact(Say.SECOND_SUIT_UNKNOWN, offender=case.offender, first=prior.trick))
        if t == 12:
            return TransferDecision(0, "64B6", fact(Say.TRICK_12))
        if both_sides:
            return TransferDecision(0, "64B7", fact(Say.BOTH_SIDES))
    if not won_trick and not won_later:
        return TransferDecision(0, "64B1", fact(Say.WON_NEITHER, side=side, trick=t,
                                                winner=revoke_winner))
    if case.law == "64A" and revoke_winner == case.offender:
        n = 2 if won_later else 1
        basis = fact(Say.REVOKER_WON, trick=t, offender=case.offender, side=side,
                     later=later_fact) if won_later else \
            fact(Say.REVOKER_WON_ALONE, trick=t, offender=case.offender, side=side)
        return TransferDecision(n, "64A1", basis)
    law = "64A2" if case.law == "64A" else "67B1"
    if won_trick:
        assert revoke_winner is not None
        basis = fact(Say.PARTNER_WON if revoke_winner == case.offender.partner else Say.SIDE_WON,
                     trick=t, winner=revoke_winner)
    else:
        basis = fact(Say.WON_LATER, trick=t, winner=revoke_winner, side=side, later=later_fact)
    return TransferDecision(1, law, basis)


# --- the board as a whole ---------------------------------------------------------

def _flags(irr: Irregularity, ctx: PlayContext) -> dict[str, bool]:
    return {"dummy": irr.subkind is Subkind.DUMMY or (irr.offender is not None
                                                      and irr.offender == ctx.dummy),
            "faced": Finding.FACED in irr.options,
            "late": Finding.AFTER_ROUND in irr.options,
            "corrected_62c3": Finding.CORRECTED_62C3 in irr.options}


def case_of(irr: Irregularity, ctx: PlayContext) -> RevokeCase | None:
    """The Law 64 view of an established revoke or a 67B1 defective trick."""
    if irr.offender is None or irr.position is None or irr.position.trick is None \
            or silenced(ctx, irr):
        return None
    trick = ctx.trick(irr.position.trick)
    suit = trick.cards[0].card.suit if trick is not None and trick.cards and trick.cards[0].card else None
    if irr.kind is K.REVOKE and irr.established:
        return RevokeCase(irr.offender, irr.position.trick, suit, **_flags(irr, ctx))
    if irr.kind is K.DEFECTIVE_TRICK and irr.subkind is Subkind.MISSING:
        if not noticed_in_time(ctx, irr):
            return RevokeCase(irr.offender, irr.position.trick, suit, law="67B1")
    return None


def board_transfers(ctx: PlayContext) -> list[tuple[Irregularity, TransferDecision]]:
    """Every automatic transfer of the board (64A, 67B1; a broken rectification
    requirement counts as a revoke, 61A), each revoke evaluated in the
    order it happened, the total capped by the tricks the offending side won from its
    first revoke on."""
    cases = []
    for irr in ctx.irregularities:
        case = case_of(irr, ctx)
        if case is not None:
            cases.append((irr, case))
    # 61A: a broken 57A / 50D2 / 54D-56 requirement that stood is a revoke too.
    cases += [(b.irregularity, RevokeCase(b.player, b.trick, b.suit)) for b in breaches(ctx)
              if b.established]
    cases.sort(key=lambda pair: pair[1].trick)
    winners = ctx.winners()
    sides = {c.offender.side for _, c in cases if c.law == "64A"}
    out: list[tuple[Irregularity, TransferDecision]] = []
    given: dict[object, int] = {}
    for i, (irr, case) in enumerate(cases):
        decision = revoke_transfer(
            case, winners, claimed_after=ctx.claimed(case.offender.side),
            earlier=[c for _, c in cases[:i]], both_sides=len(sides) > 1 and case.law == "64A")
        side = case.offender.side
        first = min(c.trick for _, c in cases if c.offender.side is side)
        room = ctx.won_from(side, first) - given.get(side, 0)
        if decision.tricks > room:
            decision = dataclasses.replace(decision, tricks=max(0, room), basis=fact(
                Say.CAPPED, basis=decision.basis, side=side, room=room, first=first))
        given[side] = given.get(side, 0) + decision.tricks
        out.append((irr, decision))
    return out


def transfers_of(ctx: PlayContext) -> list[TrickTransfer]:
    """The board's automatic transfers as ruling effects."""
    out = []
    for irr, d in board_transfers(ctx):
        if d.tricks and irr.offender is not None:
            out.append(TrickTransfer(d.tricks, irr.offender.side.other, d.law, d.basis))
    return out


# --- the ruling ---------------------------------------------------------------------

def _trick12_correction(ctx: PlayContext, offender: Seat) -> tuple[int, Fact] | None:
    """62D: tricks 12-13 replayed with the revoke corrected, the other cards unchanged:
    (declarer's tricks after, description)."""
    t12, t13 = ctx.trick(12), ctx.trick(13)
    if t12 is None or t13 is None or not (t12.is_complete and t13.is_complete) \
            or ctx.declaring_side is None:
        return None
    mine12, mine13 = t12.card_of(offender), t13.card_of(offender)
    assert mine12 is not None and mine13 is not None
    led = t12.cards[0].card
    if led is None or mine13.card is None or mine13.card.suit != led.suit:
        return None
    fixed12 = [PlayedCard(mine13.card, offender) if c.seat == offender else c for c in t12.cards]
    w12 = trick_winner(fixed12, ctx.trump)
    if w12 is None:
        return None
    last = {c.seat: c.card for c in t13.cards}
    last[offender] = mine12.card
    order13 = [PlayedCard(last[w12.offset(i)], w12.offset(i)) for i in range(4)]
    w13 = trick_winner(order13, ctx.trump)
    if w13 is None:
        return None
    played = sum(1 for t in (t12, t13) if t.winner is not None and t.winner.side is ctx.declaring_side)
    fixed = sum(1 for w in (w12, w13) if w.side is ctx.declaring_side)
    before = ctx.declarer_tricks()
    if before is None:
        return None
    assert mine12.card is not None
    return before - played + fixed, fact(Say.FIX_12, card13=mine13.card, card12=mine12.card,
                                         winner12=w12, winner13=w13)


def rule_revoke(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 62-64: a revoke, corrected or established (and who drew attention, 9A4, 43)."""
    return with_attention(case.play, irr, _rule_revoke(case, irr))


def _rule_revoke(case: BoardCase, irr: Irregularity) -> Ruling:
    ctx = case.play
    offender = irr.offender
    if offender is None or irr.position is None or irr.position.trick is None:
        return Ruling(("61", "64"), (fact(Say.UNKNOWN),), irr, offender,
                      judgements=(Judgement(fact(Say.ASK_WHO), "61"),), span=irr.span)
    if irr.established is False:
        return _corrected(ctx, irr, offender)
    if irr.established is True:
        return _established(ctx, irr, offender)
    corrected, established = _corrected(ctx, irr, offender), _established(ctx, irr, offender)
    return Ruling(
        ("63A", "62", "64"), (fact(Say.UNDECIDED, offender=offender, trick=irr.position.trick),),
        irr, offender, (Watch("64C", fact(Say.WATCH_IF_STOOD)),),
        branches=(Branch(fact(Say.IF_CORRECTED), corrected.effects, corrected.laws),
                  Branch(fact(Say.IF_ESTABLISHED), established.effects, established.laws)),
        judgements=(Judgement(fact(Say.ASK_NOTICED), "63A"),),
        span=irr.span)


def _corrected(ctx: PlayContext, irr: Irregularity, offender: Seat) -> Ruling:
    """Law 62: the revoke card is withdrawn and a legal card substituted."""
    card, trick = irr.card, irr.position.trick  # type: ignore[union-attr]
    assert trick is not None
    effects: list[Effect] = []
    lines: list[Fact] = []
    compliance = Compliance.UNKNOWN
    if card is not None:
        effects.append(Cancel("62A", card=card, by=offender, trick=trick))
    if ctx.is_defender(offender) and card is not None:
        effects += penalty_effects(ctx, card, offender, PenaltyCardKind.MAJOR, "62B1")
        facts = [fact(Say.CORRECTED_DEFENDER, offender=offender, trick=trick, card=card)]
        order = irr.position.order or 0  # type: ignore[union-attr]
        follow = follow_penalty_card(ctx, offender, card, PenaltyCardKind.MAJOR, trick, order)
        compliance, lines = follow.compliance, list(follow.lines)
    else:
        effects.append(NoRectification("62B2", fact(Say.REPLACED_REASON)))
        facts = [fact(Say.CORRECTED_DECLARER, role=ctx.role(offender), trick=trick)]
        compliance = Compliance.COMPLIED if irr.replacement_card is not None else Compliance.UNKNOWN
    # 62C1: a non-offender who played after the revoke may take his card back; the
    # marker records whether he did (withdraw-later-card / keep).
    chosen = first_choice(irr.options, Verb.WITHDRAW_LATER_CARD, Verb.KEEP)
    effects.append(Option(offender.lho, (Choice(Verb.WITHDRAW_LATER_CARD), Choice(Verb.KEEP)),
                          "62C1", chosen))
    decisions: tuple[Decision, ...] = ()
    if chosen is not None:
        facts.append(fact(Say.CHOSE_62C1, holder=irr.chosen_by or offender.lho, choice=chosen))
        decisions = (Decision(chosen, Source.MARKER, irr.chosen_by),)
    if trick == 12:
        facts.append(fact(Say.TRICK12_UI))
    # 62B1 (a defender's card becomes a major penalty card) or 62B2 (declarer's or
    # dummy's card is replaced); 62C1: the non-offenders may then take back a card
    # played after the revoke.
    b = "62B1" if ctx.is_defender(offender) and card is not None else "62B2"
    return Ruling(("62A", b, "62C1"), tuple(facts), irr, offender, tuple(effects),
                  compliance=compliance, follow_up=tuple(lines), decisions=decisions,
                  span=irr.span)


def _established(ctx: PlayContext, irr: Irregularity, offender: Seat) -> Ruling:
    trick = irr.position.trick  # type: ignore[union-attr]
    assert trick is not None
    decision = None
    for other, d in board_transfers(ctx) if irr.established else ():
        if other == irr or (other.kind is K.REVOKE and other.offender == offender
                            and other.position is not None and other.position.trick == trick):
            decision = d
            break
    if decision is None:
        case = case_of(dataclasses.replace(irr, established=True), ctx)
        if case is None:
            case = RevokeCase(offender, trick)
        decision = revoke_transfer(case, ctx.winners(), claimed_after=ctx.claimed(offender.side))
    role = ctx.role(offender)
    who = fact(Say.WHO_ROLE, offender=offender, role=role) if role is not Role.PLAYER \
        else fact(Say.WHO, offender=offender)
    effects: list[Effect] = []
    branches: tuple[Branch, ...] = ()
    lines = [fact(Say.ASSUMED_IN_TIME)] if decision.law not in ("64B4",) else []
    if decision.tricks:
        effects.append(TrickTransfer(decision.tricks, offender.side.other, decision.law, decision.basis))
        facts = [fact(Say.ESTABLISHED_TRANSFER, who=who, trick=trick, tricks=decision.tricks,
                      to=offender.side.other, law=decision.law, basis=decision.basis)]
    else:
        effects.append(NoRectification(decision.law, decision.basis))
        facts = [fact(Say.ESTABLISHED_NO_TRANSFER, who=who, trick=trick, law=decision.law,
                      basis=decision.basis)]
    if decision.law == "64B6":
        fix = _trick12_correction(ctx, offender)
        fix_effects: list[Effect] = [Cancel("62D1", card=irr.card, trick=12)]
        if fix is not None:
            before = ctx.declarer_tricks()
            lines.append(fact(Say.FIX_LINE, correction=fix[1], tricks=fix[0], before=before))
            if before is not None and fix[0] != before:
                gain = fix[0] - before
                to = ctx.declaring_side if gain > 0 else (ctx.declaring_side.other if ctx.declaring_side else None)
                if to is not None:
                    fix_effects.append(TrickTransfer(abs(gain), to, "62D", fix[1]))
        branches = (Branch(fact(Say.IF_BEFORE_RETURNED), tuple(fix_effects), ("62D",)),
                    Branch(fact(Say.IF_LATER), (NoRectification("64B6"),), ("64B6",)))
        facts.append(fact(Say.MUST_STILL_CORRECT))
    note = {"64B2": ("64C2", fact(Say.WATCH_64C2A)),
            "64B7": ("64C2", fact(Say.WATCH_64C2B))}.get(decision.law)
    effects.append(Watch(*(note or ("64C", fact(Say.WATCH_64C1)))))
    return Ruling(("63A", decision.law, "64C"), tuple(facts), irr, offender, tuple(effects),
                  branches, compliance=Compliance.UNKNOWN, follow_up=tuple(lines), span=irr.span)


__all__ = ["RevokeCase", "Say", "TransferDecision", "board_transfers", "case_of",
           "revoke_transfer", "rule_revoke", "transfers_of"]
