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


_SUIT_BELOW = tuple(((1 << i) - 1) & ~((1 << (i - i % 13)) - 1) for i in range(52))
"""Cards of the same suit ranking below card i."""


def run_heads(m: int, others: int) -> list[int]:
    """One card (the highest) per run of ``m`` not separated by a card in ``others``:
    cards in one run are interchangeable for every trick to come. Highest first."""
    heads: list[int] = []
    every = m | others
    while m:
        i = m.bit_length() - 1
        heads.append(i)
        m ^= 1 << i
        below = every & _SUIT_BELOW[i]
        while below:  # the run goes on while the next card down in the suit is ours
            j = below.bit_length() - 1
            if not m >> j & 1:
                break
            m ^= 1 << j
            below ^= 1 << j
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


# -- rank compression (transposition-table keys) -----------------------------------------------

def _pext_table(bits: int) -> list[int]:
    """``table[u << bits | h]``: the bits of ``h`` at the positions set in ``u``, packed low.

    Built row by row: with ``p`` the lowest position of ``u``, the packed bits are ``h``'s
    bit ``p`` followed by the packing for ``u`` without ``p`` (a row already built). The
    table is built once per process, inside the first claim ruling that searches."""
    size = 1 << bits
    table = [0] * (size * size)
    hs = range(size)
    for u in range(1, size):
        p = (u & -u).bit_length() - 1
        rest = (u & (u - 1)) << bits
        table[u << bits:(u + 1) << bits] = [(h >> p & 1) | table[rest | h] << 1 for h in hs]
    return table


_SPOTS: list[int] = []
_HONS: list[int] = []


def compress(hands: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The same hands with the ranks of each suit closed up: the remaining spot cards
    (2-9) moved down to the lowest spots, the remaining honours (T-A) up to the highest
    honours, order kept. Play only depends on the order of the cards still held (and on
    which are honours), so two positions that compress alike have the same values.

    >>> compress((mask([Card.parse("SA"), Card.parse("S5")]), mask([Card.parse("S9")]), 0, 0)) == \\
    ...     (mask([Card.parse("SA"), Card.parse("S2")]), mask([Card.parse("S3")]), 0, 0)
    True
    """
    return compress_suits(hands, (0, 1, 2, 3))


def compress_suits(hands: list[int] | tuple[int, ...], suits: tuple[int, ...] | set[int]) -> tuple[int, int, int, int]:
    """:func:`compress` for the given suits only (the others are kept as they are)."""
    if not _SPOTS:
        _SPOTS.extend(_pext_table(8))
        _HONS.extend(_pext_table(5))
    spots, hons = _SPOTS, _HONS
    h0, h1, h2, h3 = hands
    everything = h0 | h1 | h2 | h3
    for s in suits:
        shift = 13 * s
        u = (everything >> shift) & 0x1FFF
        lo = (u & 0xFF) << 8
        hi = (u >> 8) << 5
        up = 13 - (u >> 8).bit_count()
        keep = ~(0x1FFF << shift)
        x = (h0 >> shift) & 0x1FFF
        if x:
            h0 = (h0 & keep) | ((spots[lo | (x & 0xFF)] | (hons[hi | (x >> 8)] << up)) << shift)
        x = (h1 >> shift) & 0x1FFF
        if x:
            h1 = (h1 & keep) | ((spots[lo | (x & 0xFF)] | (hons[hi | (x >> 8)] << up)) << shift)
        x = (h2 >> shift) & 0x1FFF
        if x:
            h2 = (h2 & keep) | ((spots[lo | (x & 0xFF)] | (hons[hi | (x >> 8)] << up)) << shift)
        x = (h3 >> shift) & 0x1FFF
        if x:
            h3 = (h3 & keep) | ((spots[lo | (x & 0xFF)] | (hons[hi | (x >> 8)] << up)) << shift)
    return h0, h1, h2, h3


def expand(card_index: int, compressed: tuple[int, int, int, int], real: tuple[int, int, int, int]) -> int:
    """The real card that compressed card ``card_index`` stands for (same place in its
    suit's order among the cards still held)."""
    suit = card_index // 13
    shift = 13 * suit
    cu = ((compressed[0] | compressed[1] | compressed[2] | compressed[3]) >> shift) & 0x1FFF
    place = (cu & ((1 << (card_index - shift)) - 1)).bit_count()
    ru = ((real[0] | real[1] | real[2] | real[3]) >> shift) & 0x1FFF
    for i in range(13):
        if ru >> i & 1:
            if place == 0:
                return shift + i
            place -= 1
    raise ValueError("card not in the compressed hands")
