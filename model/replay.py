"""Replaying a play record against the deal (Laws 44, 61, 64 groundwork).

Follows the lead from trick to trick (the winner of a trick leads the next,
Law 44G), checks that each card was held and that suit was followed (Law 44C),
and counts the tricks. Problems are returned, never raised: a record that does
not replay is data about the record, and a ruling must not rest on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, Suit
from .deal import Deal
from .diagnostics import SourceSpan
from .play import Play, PlayedCard, Trick
from .seat import Seat, Side


@dataclass(frozen=True, slots=True)
class ReplayProblem:
    code: str
    message: str
    span: SourceSpan | None = None
    trick: int | None = None
    seat: Seat | None = None
    severity: str = "warning"


@dataclass(frozen=True, slots=True)
class Replay:
    """What the play record shows once replayed."""

    tricks: tuple[Trick, ...]
    """Tricks in play order, as far as the replay could follow them."""
    won: dict[Side, int] = field(default_factory=dict)
    """Completed tricks won by each side."""
    problems: tuple[ReplayProblem, ...] = ()
    complete: bool = False
    """All 13 tricks replayed with known cards."""
    revokes: tuple[tuple[int, Seat], ...] = ()
    """(trick number, seat) of each failure to follow suit that the deal proves."""

    @property
    def legal(self) -> bool:
        """No card was missing from the player's hand and no unmarked revoke occurred."""
        return not any(p.severity == "error" or p.code == "play.revoke" for p in self.problems)

    def tricks_for(self, side: Side) -> int:
        return self.won.get(side, 0)


def trick_winner(cards: list[PlayedCard], trump: Suit | None) -> Seat | None:
    """The seat whose card wins: the highest trump, else the highest card of the suit led."""
    if any(c.card is None for c in cards) or not cards:
        return None
    best = cards[0]
    for played in cards[1:]:
        card = played.card
        top = best.card
        assert card is not None and top is not None
        if card.suit == top.suit:
            if card.rank > top.rank:
                best = played
        elif trump is not None and card.suit == trump:
            best = played
    return best.seat


def opening_leader(play: Play, declarer: Seat | None) -> Seat:
    """Declarer's left-hand opponent leads (Law 41A); without a declarer, the first column."""
    return declarer.lho if declarer is not None else play.first


def replay(deal: Deal, play: Play, trump: Suit | None, declarer: Seat | None) -> Replay:
    """Replay ``play`` on ``deal`` with ``trump`` (None for notrump).

    A ``^L`` mark makes its card the lead of that trick (an accepted lead out of
    turn, Law 53); the other cards then follow clockwise from it.
    """
    remaining: list[set[Card] | None] = [set(h) if h is not None else None for h in deal.hands]
    problems: list[ReplayProblem] = []
    tricks: list[Trick] = []
    revokes: list[tuple[int, Seat]] = []
    won = {Side.NS: 0, Side.EW: 0}
    leader: Seat | None = opening_leader(play, declarer)
    for number, row in enumerate(play.rows, start=1):
        cells = [c for c in row if c is not None]
        if not cells or all(c.card is None for c in cells):
            break  # padding rows of '-' after a claim
        marked = [c for c in cells if c.lead_out_of_turn]
        if len(marked) > 1:
            problems.append(ReplayProblem("pbn.double-lead-mark", f"trick {number} has two ^L marks",
                                          marked[1].span, number, marked[1].seat, "error"))
        if marked:
            if marked[0].seat == leader:
                problems.append(ReplayProblem(
                    "pbn.bad-lead-mark", f"^L on trick {number}, but {leader.name} was on lead",
                    marked[0].span, number, leader, "error"))
            leader = marked[0].seat
        if leader is None:
            break
        by_seat = {c.seat: c for c in cells}
        ordered: list[PlayedCard] = []
        for step in range(4):
            cell = by_seat.get(leader.offset(step))
            if cell is None:
                break
            ordered.append(cell)
        led_suit = ordered[0].card.suit if ordered and ordered[0].card is not None else None
        for position, cell in enumerate(ordered):
            card, seat = cell.card, cell.seat
            hand = remaining[seat]
            if card is None:
                continue
            if hand is not None:
                if card not in hand:
                    problems.append(ReplayProblem(
                        "play.card-not-held", f"trick {number}: {seat.name} plays {card}, "
                        f"which {seat.name} does not hold (or played earlier)",
                        cell.span, number, seat, "error"))
                else:
                    followed = position == 0 or led_suit is None or card.suit == led_suit
                    could_follow = led_suit is not None and any(c.suit == led_suit for c in hand)
                    if not followed and could_follow:
                        revokes.append((number, seat))
                        if not cell.revoke:
                            problems.append(ReplayProblem(
                                "play.revoke", f"trick {number}: {seat.name} plays {card} on a "
                                f"{led_suit.name} lead while holding {led_suit.name}",
                                cell.span, number, seat))
                    elif cell.revoke:
                        problems.append(ReplayProblem(
                            "pbn.bad-revoke-mark", f"trick {number}: ^R on {card}, but "
                            f"{seat.name} {'followed suit' if followed else 'held no card of the suit led'}",
                            cell.span, number, seat, "error"))
                    hand.discard(card)
        winner = trick_winner(ordered, trump) if len(ordered) == 4 else None
        tricks.append(Trick(number, leader, tuple(ordered), winner))
        if winner is None:
            if len(ordered) == 4 and number < len(play.rows):
                problems.append(ReplayProblem(
                    "play.unknown-card", f"trick {number} has an unknown card; replay stops",
                    ordered[0].span, number, None, "info"))
            break
        won[winner.side] += 1
        leader = winner
    complete = len(tricks) == 13 and all(t.is_complete for t in tricks)
    return Replay(tuple(tricks), won, tuple(problems), complete, tuple(revokes))
