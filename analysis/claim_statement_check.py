"""Where a claim statement contradicts the contract or the cards (Law 70B: the director
hears the statement against the hands).

A statement that ruffs at notrump, cashes a suit the claimer's side does not hold, names
a card it does not have, or says the trumps are out while an opponent still holds one is
reported; the search still follows what can be followed, and the director reads the rest.

>>> from hakem.model.cards import Suit
>>> from hakem.model.seat import Seat
>>> p = Position.parse("N:AK... .32.. 32... .54..", trump=None, leader=Seat.N)
>>> [x.code for x in statement_problems(cs.parse_statement("ruff a club"), p, Seat.N)]
['trumps-at-notrump']
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.cards import Card, Suit
from hakem.model.seat import Seat

from . import claim_statement as cs
from .position import Position


@dataclass(frozen=True, slots=True)
class StatementProblem:
    """One contradiction between the statement and the hands."""

    code: str
    """``trumps-at-notrump``, ``trumps-not-out``, ``card-not-held``, ``suit-not-held``,
    ``cannot-ruff``, ``concede-own-card``."""
    cards: tuple[Card, ...] = ()
    suit: Suit | None = None
    seat: Seat | None = None


def statement_problems(statement: cs.ClaimStatement, position: Position,
                       claimer: Seat) -> tuple[StatementProblem, ...]:
    """The contradictions, in the order the statement makes them."""
    out: list[StatementProblem] = []
    side = (claimer, claimer.partner)
    ours = {c for s in side for c in position.hands[s]}
    trump = position.trump
    for d in statement.directives:
        if trump is None and isinstance(d, (cs.Ruff, cs.CrossRuff, cs.DrawTrumps, cs.TrumpsOut)):
            if not any(p.code == "trumps-at-notrump" for p in out):
                out.append(StatementProblem("trumps-at-notrump"))
            continue
        if isinstance(d, cs.TrumpsOut) and trump is not None:
            for seat in (claimer.lho, claimer.rho):
                held = tuple(c for c in position.hands[seat] if c.suit == trump)
                if held:
                    out.append(StatementProblem("trumps-not-out", held, trump, seat))
        elif isinstance(d, cs.PlayCards):
            missing = tuple(c for c in d.cards if c not in ours)
            if missing:
                out.append(StatementProblem("card-not-held", missing))
        elif isinstance(d, cs.Finesse) and d.card is not None:
            if d.against == (d.card in ours):
                out.append(StatementProblem("card-not-held", (d.card,)))
        elif isinstance(d, cs.Cash) and d.suit is not None:
            if not any(c.suit == d.suit for c in ours):
                out.append(StatementProblem("suit-not-held", suit=d.suit))
        elif isinstance(d, cs.Ruff) and trump is not None:
            if not any(_can_ruff(position.hands[s], d.suit, trump) for s in side):
                out.append(StatementProblem("cannot-ruff", suit=d.suit))
        elif isinstance(d, cs.Concede) and d.card is not None and d.card in ours:
            out.append(StatementProblem("concede-own-card", (d.card,)))
    return tuple(out)


def _can_ruff(hand: tuple[Card, ...], suit: Suit | None, trump: Suit) -> bool:
    """The hand holds a trump to ruff with (it may still have to shed ``suit`` first)."""
    return suit != trump and any(c.suit == trump for c in hand)


__all__ = ["StatementProblem", "statement_problems"]
