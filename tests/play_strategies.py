"""Hypothesis helpers shared by the round-trip tests: a legal trick drawn from hands."""

from __future__ import annotations

from typing import Any, Callable

from hypothesis import strategies as st

from hakem.model.cards import Card
from hakem.model.play import PlayedCard
from hakem.model.seat import Seat


def draw_trick(draw: Callable[[Any], Any], left: dict[Seat, list[Card]], leader: Seat) -> list[PlayedCard]:
    """Four cards from ``leader`` clockwise, each following suit when it can; the cards
    are taken out of ``left`` (the hands still held)."""
    trick: list[PlayedCard] = []
    for i in range(4):
        seat = leader.offset(i)
        led = trick[0].card.suit if trick else None
        options = [c for c in left[seat] if c.suit == led] or left[seat]
        card = options[draw(st.integers(0, len(options) - 1))]
        left[seat].remove(card)
        trick.append(PlayedCard(card, seat))
    return trick
