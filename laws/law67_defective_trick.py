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
>>> irr = Irregularity(IrregularityKind.DEFECTIVE_TRICK, offender=Seat.E, subkind="missing",
...                    position=Position(Phase.PLAY, trick=3))
>>> rule_defective(BoardCase.of(Board()), irr).laws[0]
'67B1'
"""

from __future__ import annotations

from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import (Branch, Compliance, Effect, Judgement, NoRectification,
                                PenaltyCardKind, Restore, Ruling, TrickTransfer, Watch)

from .case import BoardCase
from .law49_52_penalty_cards import classify, penalty_effects
from .law61_64_revoke import board_transfers, case_of, revoke_transfer
from .law67_timing import noticed_in_time
from .play_context import PlayContext, of_suit

K = IrregularityKind


def _supplied(ctx: PlayContext, irr: Irregularity):  # type: ignore[no-untyped-def]
    """The card the offender gave to the defective trick, and its place in the trick."""
    trick = ctx.trick(irr.position.trick)  # type: ignore[union-attr]
    if trick is None or irr.offender is None:
        return irr.replacement_card, None
    for place, cell in enumerate(trick.cards, start=1):
        if cell.seat == irr.offender:
            return irr.replacement_card or cell.card, place
    return irr.replacement_card, None


def rule_defective(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 67: a trick with a card missing or a card too many."""
    ctx = case.play
    offender, pos = irr.offender, irr.position
    if offender is None or pos is None or pos.trick is None:
        return Ruling(("67",), "A defective trick: the record does not say whose or which trick.",
                      irr, offender, judgements=(Judgement("which trick is defective, and whose "
                                                           "card count is wrong (67B)?", "67B"),),
                      span=irr.span)
    t = pos.trick
    in_time = noticed_in_time(ctx, irr)
    when = ("noticed before a player of each side had played to the next trick (67A)" if in_time
            else f"noticed after both sides had played to trick {t + 1} (67B)")
    if irr.subkind == "extra":
        return _extra(ctx, irr, t, in_time, when)
    if irr.subkind != "missing":
        return Ruling(("67",), f"A defective trick {t} by {offender.name}, {when}: the record does not "
                      "say whether a card is missing or one too many.", irr, offender,
                      judgements=(Judgement("did the offender play no card or too many (67B)?", "67B"),),
                      span=irr.span)
    card, place = _supplied(ctx, irr)
    trick = ctx.trick(t)
    led = trick.cards[0].card if trick is not None and trick.cards else None
    held = ctx.holding(offender, t, place) if place is not None else None
    lines: list[str] = []
    compliance = Compliance.UNKNOWN
    if card is not None and led is not None and held is not None:
        has_suit = bool(of_suit(held, led.suit))
        if has_suit and card.suit != led.suit:
            compliance = Compliance.VIOLATED
            lines.append(f"{offender.name} held {led.suit.name} but gave {card} to trick {t} "
                         f"(67B1a requires a card of the suit led)")
        else:
            compliance = Compliance.COMPLIED
            lines.append(f"{offender.name} gave {card} to trick {t}: "
                         + ("a card of the suit led, as he had one (67B1a)" if has_suit
                            else "any card, having none of the suit led (67B1b)"))
        if trick is not None and trick.winner is not None:
            lines.append(f"trick {t} stays with {trick.winner.name} (the card added does not change it)")
    if in_time:
        return Ruling(("67A1",), f"{offender.name} played no card to trick {t}, {when}: he supplies a "
                      "card he can legally play; no further rectification.", irr, offender,
                      (NoRectification("67A1"),), compliance=compliance, follow_up=tuple(lines),
                      span=irr.span)
    decision = next((d for other, d in board_transfers(ctx) if other == irr), None)
    if decision is None:  # not one of the record's own irregularities: rule it alone
        case = case_of(irr, ctx)
        if case is not None:
            decision = revoke_transfer(case, ctx.winners(), claimed_after=ctx.claimed(offender.side))
    effects: list[Effect] = []
    if decision is not None and decision.tricks:
        effects.append(TrickTransfer(decision.tricks, offender.side.other, "67B1",
                                     f"as under 64A2: {decision.basis}"))
        transfer = f"one trick goes to {offender.side.other.value} at the end of play ({decision.basis})"
    else:
        basis = decision.basis if decision is not None else "the tricks won are unknown"
        effects.append(NoRectification("67B1", basis))
        transfer = f"no trick is transferred ({basis})"
    effects.append(Watch("64C", "as for any revoke, equity if the transfer does not compensate (64C)"))
    text = (f"{offender.name} played no card to trick {t}, {when}: he places "
            f"{card if card is not None else 'a card'} among his played cards for that trick "
            f"(it does not change who won it) and is deemed to have revoked there (67B1); {transfer}.")
    return Ruling(("67B1", "64A2"), text, irr, offender, tuple(effects), compliance=compliance,
                  follow_up=tuple(lines), span=irr.span)


def _extra(ctx: PlayContext, irr: Irregularity, t: int, in_time: bool, when: str) -> Ruling:
    offender = irr.offender
    assert offender is not None
    if in_time:
        return Ruling(("67A2", "45E", "58B"), f"{offender.name} contributed more than one card to trick "
                      f"{t}, {when}: Law 58B (several cards played together) or 45E (a fifth card) "
                      "applies.", irr, offender,
                      judgements=(Judgement("were the cards played together (58B) or was one a fifth "
                                            "card to the trick (45E)?", "67A2"),), span=irr.span)
    extras = [c for c in (irr.card, *irr.cards) if c is not None]
    effects: list[Effect] = [Restore(c, offender, "67B2") for c in extras]
    lines = []
    later = [(n, s) for n, s in (ctx.replay.revokes if ctx.replay is not None else ())
             if s == offender and n > t]
    for n, _ in later:
        lines.append(f"trick {n}: {offender.name} failed to follow while holding a restored card: a "
                     "revoke, ruled under Law 64 (67B2b)")
    branches: tuple[Branch, ...] = ()
    if ctx.is_defender(offender) and extras:
        branches = (Branch("a restored card of the defender was seen (it becomes a penalty card, 67B2)",
                           tuple(e for c in extras for e in penalty_effects(
                               ctx, c, offender, PenaltyCardKind.MAJOR if len(extras) > 1
                               else classify(c, deliberate=False)[0], "67B2")) or (NoRectification("67B2"),), ("67B2", "50")),)
    restored = ", ".join(map(str, extras)) if extras else "the extra card(s)"
    text = (f"{offender.name} contributed more than one card to trick {t}, {when}: {restored} "
            "go back to his hand, the card faced when he played stays, and the trick keeps its "
            "winner (67B2a); a restored card counts as held all along, so failing to play it "
            "earlier may be a revoke (67B2b).")
    return Ruling(("67B2",), text, irr, offender, tuple(effects), branches,
                  compliance=Compliance.UNKNOWN, follow_up=tuple(lines), span=irr.span)


__all__ = ["noticed_in_time", "rule_defective"]
