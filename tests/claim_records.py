"""Build a complete hand record that ends in a claim at a chosen ending (test fixtures).

The ending (a few cards a hand) is given; the other cards are played out first in
tricks where everyone follows suit and one seat (the one to lead the ending) wins every
trick, so the record replays cleanly and the claim comes at the ending. Each suit's
cards outside the ending must come in fours (1, 5, 9 or 13 cards of a suit in the
ending).
"""

from __future__ import annotations

from hakem.model.board import Board, Tag
from hakem.model.cards import Card, Suit
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.play import Play, PlayedCard
from hakem.model.seat import Seat
from hakem.parsers import pbn


def claim_board(number: int, ending: dict[Seat, str], contract: str, declarer: Seat, leader: Seat,
                claimed: int | None = None) -> Board:
    """A board whose play stops at ``ending`` with ``leader`` on lead; the result records
    declarer's side taking ``claimed`` of the remaining tricks (default: all)."""
    held = {s: [Card.parse(c) for c in text.split()] for s, text in ending.items()}
    used = {c for cards in held.values() for c in cards}
    hands = {s: list(cards) for s, cards in held.items()}
    rows: list[tuple[PlayedCard, ...]] = []
    first = declarer.lho
    for suit in (Suit.S, Suit.H, Suit.D, Suit.C):
        spare = sorted((Card.parse(suit.letter + r) for r in "AKQJT98765432"
                        if Card.parse(suit.letter + r) not in used), key=lambda c: -c.rank)
        if len(spare) % 4:
            raise ValueError(f"{suit.letter}: {len(spare)} cards outside the ending, not a multiple of four")
        for k in range(0, len(spare), 4):
            four = spare[k:k + 4]
            owners = [leader] + [s for s in Seat if s is not leader]  # the leader's card wins
            trick = dict(zip(owners, four))
            rows.append(tuple(PlayedCard(trick[first.offset(i)], first.offset(i)) for i in range(4)))
            for seat, card in trick.items():
                hands[seat].append(card)
    deal = Deal.from_hands(hands)  # type: ignore[arg-type]
    filler = len(rows)
    won = filler if leader.side is declarer.side else 0
    total = won + (len(held[leader]) if claimed is None else claimed)
    return Board(tags=(Tag("Board", str(number)),), dealer=Seat((number - 1) % 4), deal=deal,
                 declarer=declarer,
                 contract=Contract.parse(contract, declarer), result=total,
                 play=Play(first, tuple(rows), "*"))


def claim_pbn(boards: list[tuple[Board, str]]) -> str:
    """PBN text of the boards, each followed by its claim marker (``@CLAIM ...``)."""
    out = []
    for board, marker in boards:
        text = pbn.dumps([board])
        out.append(text.replace("\n*\n", "\n*\n{" + marker + "}\n") if marker else text)
    return "".join(out)


__all__ = ["claim_board", "claim_pbn"]
