"""The play as recorded, and the tricks it makes once replayed against the deal.

A PBN play section is written in *seat columns*: each row is a trick, the first
column is the seat named in the Play tag, and the leader of each trick must be
worked out from the winner of the previous one (PBN 3.4). :class:`Play` keeps
that layout; :class:`Trick` is the replayed, play-order view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .auction import Note
from .cards import DECK, Card
from .diagnostics import SourceSpan
from .seat import Seat


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """One cell of a play record."""

    card: Card | None
    """The card, or None for ``-`` (unknown or not played)."""
    seat: Seat
    revoke: bool = False
    """PBN ``^R``: a revoke that stood (Law 63)."""
    lead_out_of_turn: bool = False
    """PBN ``^L``: this card led the trick out of turn and was accepted (Law 53)."""
    note: int | None = None
    suffix: str | None = None
    nags: tuple[int, ...] = ()
    span: SourceSpan | None = field(default=None, compare=False)

    def __str__(self) -> str:
        mark = "^R " if self.revoke else "^L " if self.lead_out_of_turn else ""
        return mark + (str(self.card) if self.card else "-")


Row = tuple["PlayedCard | None", ...]


@dataclass(frozen=True, slots=True)
class Play:
    """The play record in seat columns."""

    first: Seat
    """The seat of the first column (the Play tag; the opening leader in export format)."""
    rows: tuple[Row, ...] = ()
    """One row per trick, four cells from :attr:`first` clockwise; only the last row
    may be shorter. A cell is None only past the end of a short last row."""
    ending: str | None = None
    """``*`` (play stopped: claim or concession), ``+`` (to be continued) or None."""
    notes: tuple[Note, ...] = ()
    span: SourceSpan | None = field(default=None, compare=False)
    origin: Any = field(default=None, compare=False, repr=False)
    """Positions of the cells that carry no span of their own (see :mod:`hakem.model.origin`)."""

    @property
    def card_count(self) -> int:
        return sum(1 for row in self.rows for cell in row if cell is not None and cell.card)

    def cell_span(self, row: int, column: int) -> SourceSpan | None:
        """Where the cell at ``row``, ``column`` was written."""
        cell = self.rows[row][column] if row < len(self.rows) and column < len(self.rows[row]) else None
        if cell is not None and cell.span is not None:
            return cell.span
        if self.origin is not None:
            return self.origin.span(row * 4 + column)
        return self.span

    def span_of(self, cell: PlayedCard) -> SourceSpan | None:
        """Where ``cell`` (an object from :attr:`rows`) was written."""
        if cell.span is not None:
            return cell.span
        for r, row in enumerate(self.rows):
            for c, other in enumerate(row):
                if other is cell:
                    return self.cell_span(r, c)
        return self.span


def plain_cell(card: Card | None, seat: Seat) -> PlayedCard:
    """The shared cell for an unannotated ``card`` played by ``seat`` (no span of its own)."""
    return _PLAIN[(card, seat)]


_PLAIN: dict[tuple[Card | None, Seat], PlayedCard] = {}


def _intern_cells() -> None:
    for seat in Seat:
        _PLAIN[(None, seat)] = PlayedCard(None, seat)
        for card in DECK:
            _PLAIN[(card, seat)] = PlayedCard(card, seat)


_intern_cells()


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick in play order, as replayed."""

    number: int
    """1-13."""
    leader: Seat
    cards: tuple[PlayedCard, ...]
    """The cards in the order they were played, the lead first."""
    winner: Seat | None
    """Who won it; None while the trick is incomplete or a card is unknown."""

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == 4 and all(c.card is not None for c in self.cards)

    def card_of(self, seat: Seat) -> PlayedCard | None:
        for played in self.cards:
            if played.seat == seat:
                return played
        return None


__all__ = ["Play", "PlayedCard", "Trick", "plain_cell"]
