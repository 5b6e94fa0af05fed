"""The facts at one node of the claim search that the normal-line policy looks at.

Cards are bit indices (:mod:`hakem.analysis.cardset`), seats ints 0-3 (N, E, S, W).
"""

from __future__ import annotations

from .cardset import SUIT_MASKS, above

RUNNING = 1 << 16
"""A bit of the search's knowledge word: the claiming side (the seat that started, in
bits 17-18) has started to run its spare trumps while a ruff waits (``trump-first``) and
goes on with them while it keeps the lead. Bits 0-15 are the show-outs (seat * 4 + suit)."""


class Ctx:
    """Per-node facts the policy needs, computed once by the search."""

    __slots__ = ("hands", "leader", "trick", "mover", "trump", "claimers", "defenders",
                 "know", "def_cards", "aware", "finesses")

    def __init__(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                 trump: int, claimers: tuple[int, int], know: int, aware: bool = True,
                 finesses: bool = False) -> None:
        self.hands, self.leader, self.trick, self.trump = hands, leader, trick, trump
        self.mover = (leader + len(trick)) & 3
        self.claimers = claimers
        self.defenders = ((claimers[0] + 1) & 3, (claimers[0] + 3) & 3)
        self.know = know
        self.def_cards = hands[self.defenders[0]] | hands[self.defenders[1]]
        self.aware = aware
        """Law 70C: the claimer knows the opponents' trumps are there (:attr:`Policy.aware_of_trumps`).
        A claimer taken to be unaware of them plays as if none were out: he never fears an
        over-ruff."""
        self.finesses = finesses
        """Law 71: an unstated finesse, winning or losing, is a normal play
        (:attr:`Policy.finesses_normal`)."""


def is_master(def_cards: int, i: int) -> bool:
    """No opponent holds a higher card of the suit: the claimer's "winner"."""
    return not (def_cards & above(i))


def could_be_after(ctx: Ctx, suit: int, opp_after: list[int]) -> int:
    """Opponents' cards of ``suit`` that may lie with an opponent still to play, as the
    claimer sees it: every outstanding card, unless those players are known to be void."""
    known = ctx.know
    for k, c in enumerate(ctx.trick):  # a show-out on the trick in progress is seen by all
        if c // 13 != ctx.trick[0] // 13:
            known |= 1 << (((ctx.leader + k) & 3) * 4 + ctx.trick[0] // 13)
    if all(known >> (s * 4 + suit) & 1 for s in opp_after):
        return 0
    return ctx.def_cards & SUIT_MASKS[suit]


def bits(m: int) -> list[int]:
    out = []
    while m:
        i = m.bit_length() - 1
        out.append(i)
        m ^= 1 << i
    return out
