"""A deal: who holds which cards. Hands may be partial or unknown.

Partial hands occur in end positions (PBN 3.10) and in bidding-practice records
that show one or two hands only; an unknown hand is ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Iterable, Sequence

from .cards import _CARDS, BY_INDEX, DECK, Card, Rank, Suit
from .seat import SEATS, Seat

Hand = tuple[Card, ...]
"""A hand, sorted spades first and each suit from the ace down."""

_SUIT_ORDER = (Suit.S, Suit.H, Suit.D, Suit.C)


_sort_key = attrgetter("index")


def mask(cards: "Iterable[Card]") -> int:
    """The cards as a 52-bit set (bit :attr:`Card.index`)."""
    out = 0
    for card in cards:
        out |= card.bit
    return out


def unmask(bits: int) -> Hand:
    """The cards of a bit set, in hand order."""
    out = []
    while bits:
        low = bits & -bits
        out.append(BY_INDEX[low.bit_length() - 1])
        bits ^= low
    return tuple(out)


def sort_hand(cards: "list[Card] | tuple[Card, ...] | set[Card] | frozenset[Card]") -> Hand:
    return tuple(sorted(cards, key=_sort_key))


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands indexed by :class:`Seat` (N, E, S, W); ``None`` is an unknown hand.

    >>> d = Deal.parse("N:AKQJ.T98.765.432 - - -")
    >>> len(d.hand(Seat.N)), d.hand(Seat.E)
    (13, None)
    """

    hands: tuple[Hand | None, Hand | None, Hand | None, Hand | None]
    masks: tuple[int | None, ...] = field(init=False, compare=False, repr=False)
    """Each hand as a 52-bit set (see :func:`mask`), None for an unknown hand."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "masks", tuple(None if h is None else mask(h) for h in self.hands))

    @classmethod
    def parse(cls, text: str) -> "Deal":
        """Read a PBN deal string ``"<first>:<hand> <hand> <hand> <hand>"``.

        Hands run clockwise from ``<first>``; suits are ``S.H.D.C``; ``-`` is an
        unknown hand. Ranks may come in any order and any case (import format).
        Raises ValueError on malformed text.
        """
        text = text.strip()
        if len(text) < 2 or text[1] != ":":
            raise ValueError(f"deal must start with a seat and a colon: {text!r}")
        first = Seat.parse(text[0])
        parts = text[2:].split()
        if len(parts) > 4:
            raise ValueError(f"deal has {len(parts)} hands: {text!r}")
        hands: list[Hand | None] = [None, None, None, None]
        masks: list[int | None] = [None, None, None, None]
        for i, part in enumerate(parts):
            seat = (first + i) % 4
            hands[seat], masks[seat] = _parse_hand_bits(part)
        deal = object.__new__(cls)  # the masks are known already: skip __post_init__
        object.__setattr__(deal, "hands", (hands[0], hands[1], hands[2], hands[3]))
        object.__setattr__(deal, "masks", tuple(masks))
        return deal

    @classmethod
    def from_hands(cls, hands: "dict[Seat, list[Card] | tuple[Card, ...] | None]") -> "Deal":
        out: list[Hand | None] = [None, None, None, None]
        for seat, cards in hands.items():
            out[seat] = None if cards is None else sort_hand(cards)
        return cls((out[0], out[1], out[2], out[3]))

    def hand(self, seat: Seat) -> Hand | None:
        return self.hands[seat]

    def to_pbn(self, first: Seat = Seat.N) -> str:
        """PBN export form, hands clockwise from ``first``."""
        out = []
        for i in range(4):
            hand = self.hands[(first + i) % 4]
            out.append("-" if hand is None else hand_to_pbn(hand))
        return f"{first.letter}:" + " ".join(out)

    @property
    def is_complete(self) -> bool:
        """Four known 13-card hands."""
        return all(h is not None and len(h) == 13 for h in self.hands)

    @property
    def card_count(self) -> int:
        return sum(len(h) for h in self.hands if h is not None)

    def holder(self, card: Card) -> Seat | None:
        for seat in SEATS:
            hand = self.hands[seat]
            if hand is not None and card in hand:
                return seat
        return None

    def holders(self) -> dict[Card, Seat]:
        return {c: Seat(i) for i, h in enumerate(self.hands) if h is not None for c in h}

    def problems(self) -> list[str]:
        """What is wrong with the deal: a card in two hands or twice in one, hands of
        more than 13 cards, four known hands that are not the same size."""
        masks = self.masks
        if None not in masks and all(len(h) == 13 for h in self.hands):  # type: ignore[arg-type]
            a, b, c, d = masks
            if (a | b | c | d).bit_count() == 52:  # type: ignore[operator]
                return []  # 52 cards held, 52 different: the usual case, settled at once
        found: list[str] = []
        seen = 0
        for seat in SEATS:
            hand = self.hands[seat]
            if hand is None:
                continue
            if len(hand) > 13:
                found.append(f"{seat.name} holds {len(hand)} cards")
            bits = self.masks[seat]
            assert bits is not None
            if bits & seen:
                for card in hand:
                    if card.bit & seen:
                        holder = self.holder(card)
                        found.append(f"{card} is in both {holder.name if holder is not None else '?'}"
                                     f" and {seat.name}")
            if bits.bit_count() != len(hand):
                repeated = sorted({card for card in hand if hand.count(card) > 1}, key=hand.index)
                found.extend(f"{card} is twice in {seat.name}" for card in repeated)
            seen |= bits
        sizes = {len(h) for h in self.hands if h is not None}
        if len(sizes) > 1 and all(h is not None for h in self.hands):
            found.append("hands have different sizes: " + "/".join(
                str(len(h)) for h in self.hands if h is not None))
        return found

    def completed(self) -> "Deal":
        """Fill one missing hand with the cards nobody holds, when three are complete."""
        unknown = [s for s in Seat if self.hands[s] is None]
        known = [h for h in self.hands if h is not None]
        if len(unknown) != 1 or any(len(h) != 13 for h in known):
            return self
        held = {c for h in known for c in h}
        rest = [c for c in DECK if c not in held]
        if len(rest) != 13:
            return self
        hands = list(self.hands)
        hands[unknown[0]] = sort_hand(rest)
        return Deal((hands[0], hands[1], hands[2], hands[3]))


def parse_hand(text: str) -> Hand | None:
    """Read ``AKQ.T98.765.432`` (spades first); ``-`` is an unknown hand."""
    return _parse_hand_bits(text)[0]


def _parse_hand_bits(text: str) -> tuple[Hand | None, int | None]:
    """A hand and its bit set (see :func:`mask`)."""
    if text == "-":
        return None, None
    suits = text.split(".")
    if len(suits) != 4:
        raise ValueError(f"hand must have four suits separated by dots: {text!r}")
    # Suits come spades first and each holding is sorted from the ace down, so the
    # four holdings joined are in hand order. Holdings repeat endlessly across deals.
    s, h, d, c = suits
    spades = _SPADES.get(s) or _read_holding(0, s, text)
    hearts = _HEARTS.get(h) or _read_holding(1, h, text)
    diamonds = _DIAMONDS.get(d) or _read_holding(2, d, text)
    clubs = _CLUBS.get(c) or _read_holding(3, c, text)
    return (spades[0] + hearts[0] + diamonds[0] + clubs[0],
            spades[1] | hearts[1] | diamonds[1] | clubs[1])


def _read_holding(suit: int, ranks: str, hand: str) -> tuple[tuple[Card, ...], int]:
    by_rank = _BY_SUIT_RANK[suit]
    try:
        cards = [by_rank[r] for r in ranks]
    except KeyError:
        if ranks != "-":  # some producers write a void as '-'
            bad = next(r for r in ranks if r not in by_rank)
            raise ValueError(f"not a rank: {bad!r} in hand {hand!r}") from None
        cards = []
    cards.sort(key=_sort_key)
    holding = (tuple(cards), mask(cards))
    cache = _HOLDINGS[suit]
    if len(cache) < _HOLDINGS_KEPT:
        cache[ranks] = holding
    return holding


#: Holdings already read, per suit (spades first). Bounded: at most this many each.
_HOLDINGS_KEPT = 20_000
_HOLDINGS: tuple[dict[str, tuple[tuple[Card, ...], int]], ...] = ({}, {}, {}, {})
_SPADES, _HEARTS, _DIAMONDS, _CLUBS = _HOLDINGS


_BY_SUIT_RANK = tuple({r: c for r in "23456789TJQKAtjqka" if (c := _CARDS.get(s + r)) is not None}
                      for s in "SHDC")


def hand_to_pbn(hand: Hand) -> str:
    by_suit: dict[Suit, list[str]] = {s: [] for s in _SUIT_ORDER}
    for card in hand:
        by_suit[card.suit].append(card.rank.letter)
    return ".".join("".join(by_suit[s]) for s in _SUIT_ORDER)


def suit_cards(hand: Hand, suit: Suit) -> list[Card]:
    return [c for c in hand if c.suit is suit]


def layout_problems(hands: "Sequence[Sequence[Card]]", current: "Sequence[Card]", leader: Seat,
                    left: int) -> list[str]:
    """Why cards as they lie part-way through the play are not a position play could
    reach: a card held twice or also on the current trick, a trick of four or more cards
    in progress, hands of the wrong sizes for ``left`` tricks (the current one included).

    The claim marker's position at the claim and the analysis's :class:`Position` both
    ask this; the answer is one list of plain reasons.

    >>> from hakem.model.cards import Card
    >>> layout_problems([(Card.parse("SA"),), (Card.parse("SA"),), (), ()], (), Seat.N, 1)
    ['SA held twice', 'S holds 0 cards, expected 1 (1 tricks left)', 'W holds 0 cards, expected 1 (1 tricks left)']
    """
    found: list[str] = []
    seen: set[Card] = set()
    for seat in Seat:
        for card in hands[seat]:
            if card in seen:
                found.append(f"{card} held twice")
            seen.add(card)
    for card in current:
        if card in seen:
            found.append(f"{card} is both held and on the current trick")
        seen.add(card)
    if len(current) > 3:
        found.append("the current trick holds at most three cards")
    for i in range(4):
        seat = leader.offset(i)
        want = left - 1 if i < len(current) else left
        if len(hands[seat]) != want:
            found.append(f"{seat.name} holds {len(hands[seat])} cards, expected {want} ({left} tricks left)")
    return found


__all__ = ["Deal", "Hand", "layout_problems", "parse_hand", "hand_to_pbn", "sort_hand", "suit_cards", "Rank"]
