"""Bit-set arithmetic on cards for the claim search (hot path, so plain ints).

A card is the index ``suit * 13 + rank - 2`` (clubs 0-12 ... spades 39-51); a set of
cards is an int with those bits set. Higher rank = higher bit within a suit.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from hakem.model.cards import Card, Rank, Suit

SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
FULL = (1 << 52) - 1
TEN_OFFSET = 8  # Rank.T - 2: cards at or above this offset in a suit are honours


def index(card: Card) -> int:
    return int(card.suit) * 13 + int(card.rank) - 2


def card(i: int) -> Card:
    return Card(Suit(i // 13), Rank(i % 13 + 2))


def mask(cards: Iterable[Card]) -> int:
    out = 0
    for c in cards:
        out |= 1 << index(c)
    return out


def cards(m: int) -> list[Card]:
    return [card(i) for i in bits_desc(m)]


def top(m: int) -> int:
    return m.bit_length() - 1


def low(m: int) -> int:
    return (m & -m).bit_length() - 1


def bits_desc(m: int) -> Iterator[int]:
    while m:
        i = m.bit_length() - 1
        yield i
        m ^= 1 << i


def above(i: int) -> int:
    """Cards of the same suit ranking above card ``i``."""
    return SUIT_MASKS[i // 13] & ~((1 << (i + 1)) - 1)


def is_honour(i: int) -> bool:
    return i % 13 >= TEN_OFFSET


def run_heads(m: int, others: int) -> list[int]:
    """One card (the highest) per run of ``m`` not separated by a card in ``others``:
    cards in one run are interchangeable for every trick to come."""
    heads: list[int] = []
    prev = -1
    for i in bits_desc(m):
        if prev >= 0 and prev // 13 == i // 13 and not (others & (((1 << prev) - 1) & ~((1 << (i + 1)) - 1))):
            continue_run = True
        else:
            continue_run = False
        if not continue_run:
            heads.append(i)
        prev = i
    return heads


def winner(trick: tuple[int, ...], trump: int) -> int:
    """Index in ``trick`` of the winning card; ``trump`` is a suit number or -1."""
    best = 0
    b = trick[0]
    for k in range(1, len(trick)):
        c = trick[k]
        if c // 13 == b // 13:
            if c > b:
                best, b = k, c
        elif c // 13 == trump:
            best, b = k, c
    return best
