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
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.play import PlayedCard
from hakem.model.replay import trick_winner
from hakem.model.ruling import (Branch, Cancel, Compliance, Effect, Judgement, NoRectification,
                                Option, PenaltyCardKind, Ruling, TrickTransfer, Watch)
from hakem.model.seat import Seat

from .case import BoardCase
from .law49_52_penalty_cards import follow_penalty_card, penalty_effects
from .law67_timing import noticed_in_time
from .play_context import PlayContext

K = IrregularityKind


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
    basis: str


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
    later = [n for n, w in enumerate(winners[t:], start=t + 1) if w is not None and w.side is side]
    later_text = (f"trick{'s' if len(later) > 1 else ''} {', '.join(map(str, later))}" if later else "")
    if claimed_after:
        later_text = (later_text + " and " if later_text else "") + f"{claimed_after} by the claim"
    won_later = bool(later) or claimed_after > 0
    who = revoke_winner.name if revoke_winner is not None else "nobody known"
    if case.dummy:
        return TransferDecision(0, "64B3", "dummy's revoke: a failure to play a faced card")
    if case.faced:
        return TransferDecision(0, "64B3", "a failure to play a card faced on the table (a penalty card)")
    if case.late:
        return TransferDecision(0, "64B4", "attention drawn only after the next board was called "
                                "or the round ended (64B4-5)")
    if case.corrected_62c3:
        return TransferDecision(0, "64B8", "corrected under 62C3")
    if case.law == "64A":
        for prior in earlier:
            if prior.offender == case.offender and prior.suit == case.suit and prior.trick < t \
                    and prior.law == "64A":
                return TransferDecision(0, "64B2", f"a second revoke in {case.suit.name if case.suit is not None else 'the suit'} "
                                        f"by {case.offender.name} (the first was on trick {prior.trick})")
        if t == 12:
            return TransferDecision(0, "64B6", "a revoke on trick 12 is corrected under 62D instead")
        if both_sides:
            return TransferDecision(0, "64B7", "both sides revoked on this board")
    if not won_trick and not won_later:
        return TransferDecision(0, "64B1", f"{side.value} won neither the revoke trick {t} "
                                f"(won by {who}) nor any later trick")
    if case.law == "64A" and revoke_winner == case.offender:
        n = 2 if won_later else 1
        basis = f"revoke trick {t} won by the revoker {case.offender.name}"
        basis += f"; {side.value} also won {later_text}" if won_later else f"; {side.value} won no later trick"
        return TransferDecision(n, "64A1", basis)
    law = "64A2" if case.law == "64A" else "67B1"
    if won_trick:
        basis = f"revoke trick {t} won by {who}, the revoker's {'partner' if revoke_winner == case.offender.partner else 'side'}"
    else:
        basis = f"revoke trick {t} won by {who}; {side.value} won {later_text}"
    return TransferDecision(1, law, basis)


# --- the board as a whole ---------------------------------------------------------

def _flags(irr: Irregularity, ctx: PlayContext) -> dict[str, bool]:
    words = {o.lower() for o in irr.options} | {irr.subkind or ""}
    return {"dummy": irr.subkind == "dummy" or (irr.offender is not None and irr.offender == ctx.dummy),
            "faced": bool(words & {"faced", "penalty-card", "faced-card"}),
            "late": bool(words & {"late", "after-round", "next-board"}),
            "corrected_62c3": "62c3" in words}


def case_of(irr: Irregularity, ctx: PlayContext) -> RevokeCase | None:
    """The Law 64 view of an established revoke or a 67B1 defective trick."""
    if irr.offender is None or irr.position is None or irr.position.trick is None:
        return None
    trick = ctx.trick(irr.position.trick)
    suit = trick.cards[0].card.suit if trick is not None and trick.cards and trick.cards[0].card else None
    if irr.kind is K.REVOKE and irr.established:
        return RevokeCase(irr.offender, irr.position.trick, suit, **_flags(irr, ctx))
    if irr.kind is K.DEFECTIVE_TRICK and irr.subkind == "missing":
        if not noticed_in_time(ctx, irr):
            return RevokeCase(irr.offender, irr.position.trick, suit, law="67B1")
    return None


def board_transfers(ctx: PlayContext) -> list[tuple[Irregularity, TransferDecision]]:
    """Every automatic transfer of the board (64A, 67B1), each revoke evaluated in the
    order it happened, the total capped by the tricks the offending side won from its
    first revoke on."""
    cases = []
    for irr in ctx.irregularities:
        case = case_of(irr, ctx)
        if case is not None:
            cases.append((irr, case))
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
            decision = dataclasses.replace(decision, tricks=max(0, room), basis=decision.basis
                                           + f"; capped: {side.value} won only {room} more trick(s) "
                                           f"from trick {first} on")
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

def _trick12_correction(ctx: PlayContext, offender: Seat) -> tuple[int, str] | None:
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
    return before - played + fixed, (f"with {mine13.card} played to trick 12 and {mine12.card} to "
                                     f"trick 13 (other cards unchanged) {w12.name} wins trick 12 and "
                                     f"{w13.name} trick 13")


def rule_revoke(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 62-64: a revoke, corrected or established."""
    ctx = case.play
    offender = irr.offender
    if offender is None or irr.position is None or irr.position.trick is None:
        return Ruling(("61", "64"), "A revoke: the record does not say by whom or on which trick.",
                      irr, offender, judgements=(Judgement("who revoked, on which trick?", "61"),),
                      span=irr.span)
    if irr.established is False:
        return _corrected(ctx, irr, offender)
    if irr.established is True:
        return _established(ctx, irr, offender)
    corrected, established = _corrected(ctx, irr, offender), _established(ctx, irr, offender)
    return Ruling(
        ("63A", "62", "64"), f"{offender.name}'s revoke on trick {irr.position.trick}: the record ends "
        "before it could be established (63A). If attention was drawn now it is corrected (62); "
        "if it stood, Law 64 applies.", irr, offender,
        (Watch("64C", "equity check if the revoke stood"),),
        branches=(Branch("corrected before establishment (62)", corrected.effects, corrected.laws),
                  Branch("established (63A)", established.effects, established.laws)),
        judgements=(Judgement("was the revoke noticed before it was established (63A)?", "63A"),),
        span=irr.span)


def _corrected(ctx: PlayContext, irr: Irregularity, offender: Seat) -> Ruling:
    """Law 62: the revoke card is withdrawn and a legal card substituted."""
    card, trick = irr.card, irr.position.trick  # type: ignore[union-attr]
    effects: list[Effect] = []
    lines: list[str] = []
    compliance = Compliance.UNKNOWN
    if card is not None:
        effects.append(Cancel(f"{card} played by {offender.name} to trick {trick}", "62A"))
    if ctx.is_defender(offender) and card is not None:
        effects += penalty_effects(ctx, card, offender, PenaltyCardKind.MAJOR, "62B1")
        text = (f"{offender.name}'s revoke on trick {trick} is corrected (62A): {card} is withdrawn and "
                f"becomes a major penalty card (62B1); a legal card is substituted.")
        order = irr.position.order or 0  # type: ignore[union-attr]
        follow = follow_penalty_card(ctx, offender, card, PenaltyCardKind.MAJOR, trick, order)  # type: ignore[arg-type]
        compliance, lines = follow.compliance, list(follow.lines)
    else:
        effects.append(NoRectification("62B2", "declarer's or dummy's card is replaced"))
        text = (f"{ctx.role(offender).capitalize()}'s revoke on trick {trick} is corrected (62A): the card "
                "is replaced by a legal one without further rectification (62B2).")
        compliance = Compliance.COMPLIED if irr.replacement_card is not None else Compliance.UNKNOWN
    nos = [s for s in (offender.lho, offender.rho)]
    effects.append(Option(nos[0], ("withdraw-card-played-after-the-revoke", "keep"), "62C1"))
    if trick == 12:
        text += " On trick 12 the offender's partner may not use what the revoke card showed (62D2)."
    return Ruling(("62A", "62B", "62C"), text, irr, offender, tuple(effects), compliance=compliance,
                  follow_up=tuple(lines), span=irr.span)


def _established(ctx: PlayContext, irr: Irregularity, offender: Seat) -> Ruling:
    trick = irr.position.trick  # type: ignore[union-attr]
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
    who = f"{offender.name} ({role})" if role != "player" else offender.name
    effects: list[Effect] = []
    branches: tuple[Branch, ...] = ()
    lines = ["assumed: attention was drawn before the next board was called and before the "
             "round ended (64B4-5)"] if decision.law not in ("64B4",) else []
    if decision.tricks:
        effects.append(TrickTransfer(decision.tricks, offender.side.other, decision.law, decision.basis))
        text = (f"{who}'s revoke on trick {trick} is established (63A): {decision.tricks} trick"
                f"{'s' if decision.tricks > 1 else ''} to {offender.side.other.value} at the end of play "
                f"({decision.law}: {decision.basis}).")
    else:
        effects.append(NoRectification(decision.law, decision.basis))
        text = (f"{who}'s revoke on trick {trick} is established (63A); no trick is transferred "
                f"({decision.law}: {decision.basis}).")
    if decision.law == "64B6":
        fix = _trick12_correction(ctx, offender)
        fix_effects: list[Effect] = [Cancel(f"{irr.card} played to trick 12", "62D1")]
        if fix is not None:
            before = ctx.declarer_tricks()
            lines.append(f"62D correction: {fix[1]}; declarer would take {fix[0]} tricks "
                         f"instead of {before}")
            if before is not None and fix[0] != before:
                gain = fix[0] - before
                to = ctx.declaring_side if gain > 0 else (ctx.declaring_side.other if ctx.declaring_side else None)
                if to is not None:
                    fix_effects.append(TrickTransfer(abs(gain), to, "62D", fix[1]))
        branches = (Branch("discovered before all four hands were returned to the board (62D1)",
                           tuple(fix_effects), ("62D",)),
                    Branch("discovered later: the result stands (64B6)",
                           (NoRectification("64B6"),), ("64B6",)))
        text += " It must still be corrected if found before the hands went back into the board (62D)."
    note = {"64B2": ("64C2", "a repeated revoke: if the non-offenders would likely have taken more "
                             "tricks without it, the director adjusts (64C2a)"),
            "64B7": ("64C2", "both sides revoked: the director restores the result as if neither "
                             "revoke had occurred (64C2b)")}.get(decision.law)
    effects.append(Watch(*(note or ("64C", "if the transfer does not make up the non-offenders' "
                                           "damage, the director assigns an adjusted score (64C1)"))))
    return Ruling(("63A", decision.law, "64C"), text, irr, offender, tuple(effects), branches,
                  compliance=Compliance.UNKNOWN, follow_up=tuple(lines), span=irr.span)


__all__ = ["RevokeCase", "TransferDecision", "board_transfers", "case_of", "revoke_transfer",
           "rule_revoke", "transfers_of"]
