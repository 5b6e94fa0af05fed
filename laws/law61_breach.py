"""Law 61A: breaking a rectification's requirement is a revoke.

A revoke is not only a failure to follow suit: failing, when able, to play a card or
suit that a law or the opponent's choice of rectification requires is one too (61A).
So when partner ignores declarer's 57A choice (highest, lowest, a suit banned) or
leads against declarer's 50D2 (or 54D/56) requirement or prohibition, and his side
then plays to the next trick (63A1, or claims, 63A3), it is an established revoke:
Law 64 transfers tricks for it like any other. (Failing to play a penalty card itself
is also a revoke, but carries no transfer, 64B3: that stays with Law 52.)

This module finds those breaches from the rulings' follow-ups (the raw rules, which
never look at the board's transfers, so there is no cycle); Law 64 (``board_transfers``)
counts them with the board's revokes, and the play registry shows each on the ruling
whose requirement was broken.
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.cards import Suit
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import Compliance
from hakem.model.seat import Seat
from hakem.model.settings import Settings

from .case import BoardCase, Rule
from .law49_52_penalty_cards import Say as Say50
from .law49_52_penalty_cards import rule_exposed, rule_penalty
from .law53_56_lead_out_of_turn import rule_loot, rule_opening_loot
from .law57_premature import Say as Say57
from .law57_premature import rule_premature
from .play_context import PlayContext
from .play_follow import Say as SayFollow

K = IrregularityKind

#: The rules whose requirements a later play can break (unwrapped: no transfers).
_RULES: dict[IrregularityKind, Rule] = {
    K.PREMATURE_PLAY: rule_premature, K.EXPOSED_CARD: rule_exposed,
    K.PENALTY_CARD: rule_penalty, K.OPENING_LEAD_OUT_OF_TURN: rule_opening_loot,
    K.LEAD_OUT_OF_TURN: rule_loot,
}
#: Follow-up facts that record a breach, and which argument names the player.
_BREACH_KEYS = {Say57.VIOLATED: "partner", Say50.LED_AGAINST: "partner",
                SayFollow.LED_AGAINST: "leader"}


class Say(FactKey):
    TRANSFER = "law61a.breach.transfer", ("player:seat trick:int tricks:int to:side law:law "
                                          "basis:fact")
    NO_TRANSFER = "law61a.breach.no-transfer", "player:seat trick:int law:law basis:fact"


def breach_fact(player: Seat, trick: int, tricks: int, law: str, basis: Fact) -> Fact:
    """What the ruling whose requirement was broken says about the revoke it became."""
    if tricks:
        return fact(Say.TRANSFER, player=player, trick=trick, tricks=tricks,
                    to=player.side.other, law=law, basis=basis)
    return fact(Say.NO_TRANSFER, player=player, trick=trick, law=law, basis=basis)


@dataclass(frozen=True, slots=True)
class Breach:
    """A requirement broken by ``player`` at ``trick`` (a revoke under 61A)."""

    irregularity: Irregularity
    """The irregularity whose rectification was broken (the 57A play, the penalty card...)."""
    player: Seat
    trick: int
    suit: Suit | None
    """The suit led to that trick."""
    established: bool
    """63A: his side played to the next trick, or claimed or conceded after it."""


def breaches(ctx: PlayContext) -> list[Breach]:
    """Every broken requirement the record shows, in the order the irregularities came."""
    case = BoardCase(ctx.board, ctx.irregularities, (), ctx.replay, Settings(), ctx)
    out: list[Breach] = []
    for irr in ctx.irregularities:
        rule = _RULES.get(irr.kind)
        if rule is None:
            continue
        try:
            ruling = rule(case, irr)
        except Exception:  # noqa: BLE001 - the irregularity's own ruling reports the failure
            continue
        if ruling.compliance is not Compliance.VIOLATED:
            continue
        for line in ruling.follow_up:
            name = _BREACH_KEYS.get(line.key)  # type: ignore[call-overload]
            if name is None:
                continue
            player, number = line[name], line["trick"]
            trick = ctx.trick(number)
            led = trick.cards[0].card if trick is not None and trick.cards else None
            out.append(Breach(irr, player, number, led.suit if led is not None else None,
                              _established(ctx, player, number)))
    return out


def _established(ctx: PlayContext, player: Seat, number: int) -> bool:
    nxt = ctx.trick(number + 1)
    if nxt is not None and any(c.seat.side is player.side and c.card is not None
                               for c in nxt.cards):
        return True
    return nxt is None and ctx.play_stopped


__all__ = ["Breach", "Say", "breach_fact", "breaches"]
