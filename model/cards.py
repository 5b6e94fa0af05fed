"""Suits, ranks, cards and strains.

Cards are interned: :meth:`Card.parse` returns one shared object per card, so
reading 52 cards a board costs a dictionary look-up each.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


class Suit(IntEnum):
    """A suit, in rank order (clubs lowest)."""

    C = 0
    D = 1
    H = 2
    S = 3

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    def __bool__(self) -> bool:
        # An IntEnum member is falsy when its value is 0, which would make clubs
        # vanish from ``x or y`` and ``if x`` (a claim by North read as declarer's).
        # A suit is a thing, not a count: it is always true.
        return True

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> "Suit":
        key = text.strip().upper()
        suit = _SUIT_BY_TEXT.get(key)
        if suit is None:
            raise ValueError(f"not a suit: {text!r}")
        return suit

    @property
    def letter(self) -> str:
        return self.name

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.D, Suit.H)


_SUIT_BY_TEXT = {"C": Suit.C, "D": Suit.D, "H": Suit.H, "S": Suit.S,
                 "♣": Suit.C, "♦": Suit.D, "♥": Suit.H, "♠": Suit.S}


class Rank(IntEnum):
    """A card rank, 2 to ace (14)."""

    R2 = 2
    R3 = 3
    R4 = 4
    R5 = 5
    R6 = 6
    R7 = 7
    R8 = 8
    R9 = 9
    T = 10
    J = 11
    Q = 12
    K = 13
    A = 14

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> "Rank":
        key = text.strip().upper()
        rank = _RANK_BY_TEXT.get(key)
        if rank is None:
            raise ValueError(f"not a rank: {text!r}")
        return rank

    @property
    def letter(self) -> str:
        """PBN/LIN letter: ``T`` for the ten."""
        return "23456789TJQKA"[self - 2]

    @property
    def display(self) -> str:
        """Diagram text: ``10`` for the ten."""
        return "10" if self == Rank.T else self.letter


_RANK_BY_TEXT = {r.letter: r for r in Rank} | {"10": Rank.T}


class Strain(IntEnum):
    """A denomination in bidding order: clubs lowest, notrump highest."""

    C = 0
    D = 1
    H = 2
    S = 3
    NT = 4

    def __repr__(self) -> str:
        return f"Strain.{self.name}"

    def __bool__(self) -> bool:
        # An IntEnum member is falsy when its value is 0, which would make clubs
        # vanish from ``x or y`` and ``if x`` (a claim by North read as declarer's).
        # A strain is a thing, not a count: it is always true.
        return True

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> "Strain":
        key = text.strip().upper()
        strain = _STRAIN_BY_TEXT.get(key)
        if strain is None:
            raise ValueError(f"not a strain: {text!r}")
        return strain

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None for notrump."""
        return _SUIT_OF_STRAIN[self]

    @property
    def letter(self) -> str:
        return self.name

    @property
    def symbol(self) -> str:
        return "NT" if self is Strain.NT else "♣♦♥♠"[self]

    @property
    def is_major(self) -> bool:
        return self in (Strain.H, Strain.S)

    @property
    def is_minor(self) -> bool:
        return self in (Strain.C, Strain.D)


# (Reading an Enum member off its class is slow in Python 3.11, whose EnumType has a
# __getattr__: properties used per card or per call look values up in tuples instead.)
_SUIT_OF_STRAIN = (Suit.C, Suit.D, Suit.H, Suit.S, None)  # by Strain value

_STRAIN_BY_TEXT = {"C": Strain.C, "D": Strain.D, "H": Strain.H, "S": Strain.S,
                   "N": Strain.NT, "NT": Strain.NT, "SA": Strain.NT,
                   "♣": Strain.C, "♦": Strain.D, "♥": Strain.H, "♠": Strain.S}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card. Orders by suit, then rank.

    >>> Card.parse("st")
    Card('ST')
    """

    suit: Suit
    """The card's suit."""
    rank: Rank
    """The card's rank."""
    index: int = field(init=False, compare=False, repr=False)
    """0-51 in hand order: the ace of spades is 0, the two of clubs 51."""
    bit: int = field(init=False, compare=False, repr=False)
    """This card as a one-bit set (see :func:`hakem.model.deal.mask`)."""

    def __post_init__(self) -> None:
        index = (3 - self.suit) * 13 + 14 - self.rank
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)

    def __hash__(self) -> int:
        return self.index

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Read ``SA``, ``h10``, ``DT`` (suit then rank, either case)."""
        card = _CARDS.get(text) or _CARDS.get(text.strip().upper())
        if card is None:
            raise ValueError(f"not a card: {text!r}")
        return card

    def __str__(self) -> str:
        return self.suit.letter + self.rank.letter

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def display(self) -> str:
        return self.suit.symbol + self.rank.display


def _build_cards() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for suit in Suit:
        for rank in Rank:
            card = Card(suit, rank)
            cards[suit.letter + rank.letter] = card
            cards[suit.letter.lower() + rank.letter.lower()] = card
            cards[suit.letter + rank.letter.lower()] = card
            cards[suit.letter.lower() + rank.letter] = card
            if rank == Rank.T:
                cards[suit.letter + "10"] = card
    return cards


_CARDS = _build_cards()

#: All 52 cards, clubs first, each suit from the two up.
DECK: tuple[Card, ...] = tuple(_CARDS[s.letter + r.letter] for s in Suit for r in Rank)

#: The cards by :attr:`Card.index` (ace of spades first).
BY_INDEX: tuple[Card, ...] = tuple(sorted(DECK, key=lambda c: (3 - c.suit) * 13 + 14 - c.rank))


__all__ = ["BY_INDEX", "Card", "DECK", "Rank", "Strain", "Suit"]
