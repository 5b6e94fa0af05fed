"""Replaying a play record against the deal (Laws 44, 61, 64 groundwork).

Follows the lead from trick to trick (the winner of a trick leads the next,
Law 44G), checks that each card was held and that suit was followed (Law 44C),
and counts the tricks. Problems are returned, never raised: a record that does
not replay is data about the record, and a ruling must not rest on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Suit
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
    args: tuple[tuple[str, object], ...] = ()
    """The values the message names (``Diagnostic.args``)."""


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


#: The bits of each suit's cards (see :func:`hakem.model.deal.mask`).
SUIT_BITS = {suit: sum(1 << ((3 - suit) * 13 + 14 - rank) for rank in range(2, 15)) for suit in Suit}


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
    # Hands and suits are 52-bit sets: holding a card, following suit and beating
    # the best card so far are single integer operations (within a suit, a higher
    # card has a lower bit).
    remaining = list(deal.masks)
    trump_bits = SUIT_BITS[trump] if trump is not None else 0
    problems: list[ReplayProblem] = []
    tricks: list[Trick] = []
    revokes: list[tuple[int, Seat]] = []
    won = [0, 0]  # by Side index: NS, EW
    leader: Seat | None = opening_leader(play, declarer)
    first = play.first
    rows = play.rows
    for number, row in enumerate(rows, start=1):
        if len(row) == 4 and row[0] is not None and row[1] is not None and row[2] is not None \
                and row[3] is not None:
            cells = row
            c0, c1, c2, c3 = row
            padding = c0.card is None and c1.card is None and c2.card is None and c3.card is None
            marked = c0.lead_out_of_turn or c1.lead_out_of_turn or c2.lead_out_of_turn \
                or c3.lead_out_of_turn
        else:
            cells = tuple(c for c in row if c is not None)
            padding = all(c.card is None for c in cells)
            marked = any(c.lead_out_of_turn for c in cells)
        if padding:
            break  # padding rows of '-' after a claim (or nothing at all)
        if marked:
            leader = _lead_mark([c for c in cells if c.lead_out_of_turn], leader, number, problems)
        if leader is None:
            break
        if cells is row:
            k = (leader - first) & 3
            ordered = row[k:] + row[:k] if k else row
        else:
            by_seat = {c.seat: c for c in cells}
            taken = []
            for step in range(4):
                cell = by_seat.get(leader.offset(step))
                if cell is None:
                    break
                taken.append(cell)
            ordered = tuple(taken)
        if not ordered:
            problems.append(ReplayProblem(
                "play.no-lead", f"trick {number}: {leader.name}, on lead, has no card in the record",
                _where(play, number, cells[0]), number, leader, "info",
                (("trick", number), ("seat", leader.name))))
            break
        led = ordered[0].card
        led_bits = SUIT_BITS[led.suit] if led is not None else 0
        best: PlayedCard | None = None  # the card winning the trick so far
        best_bit = best_bits = 0
        for position, cell in enumerate(ordered):
            card, seat = cell.card, cell.seat
            if card is None:
                best = None
                best_bits = -1  # an unknown card: nobody can be said to win
                continue
            bit = card.bit
            if best_bits != -1:
                if best is None:
                    best, best_bit, best_bits = cell, bit, led_bits
                elif bit & best_bits:
                    if bit < best_bit:
                        best, best_bit = cell, bit
                elif bit & trump_bits:
                    best, best_bit, best_bits = cell, bit, trump_bits
            hand = remaining[seat]
            if hand is None:
                continue
            if not hand & bit:
                # The record contradicts the deal: nothing after this point can be
                # trusted, so report the first such card only and stop the replay.
                problems.append(ReplayProblem(
                    "play.card-not-held", f"trick {number}: {seat.name} plays {card}, "
                    f"which {seat.name} does not hold (or played earlier); replay stops",
                    _where(play, number, cell), number, seat, "error",
                    (("trick", number), ("seat", seat.name), ("card", str(card)))))
                # Revokes named in this unfinished trick stay with the trick they were in.
                tricks.append(Trick(number, leader, ordered[:position], None))
                return Replay(tuple(tricks), _by_side(won), tuple(problems), False, tuple(revokes))
            if position and not bit & led_bits and hand & led_bits:
                revokes.append((number, seat))
                if not cell.revoke:
                    assert led is not None
                    problems.append(ReplayProblem(
                        "play.revoke", f"trick {number}: {seat.name} plays {card} on a "
                        f"{led.suit.name} lead while holding {led.suit.name}",
                        _where(play, number, cell), number, seat,
                        args=(("trick", number), ("seat", seat.name), ("card", str(card)),
                              ("suit", led.suit.name))))
            elif cell.revoke:
                followed = position == 0 or not led_bits or bool(bit & led_bits)
                problems.append(ReplayProblem(
                    "pbn.bad-revoke-mark", f"trick {number}: ^R on {card}, but {seat.name} "
                    f"{'followed suit' if followed else 'held no card of the suit led'}",
                    _where(play, number, cell), number, seat, "error",
                    (("trick", number), ("seat", seat.name), ("card", str(card)), ("kind", "followed" if followed else "void"))))
            remaining[seat] = hand & ~bit
        winner = best.seat if best is not None and len(ordered) == 4 else None
        tricks.append(Trick(number, leader, ordered, winner))
        if winner is None:
            if len(ordered) == 4 and number < len(rows):
                problems.append(ReplayProblem(
                    "play.unknown-card", f"trick {number} has an unknown card; replay stops",
                    _where(play, number, ordered[0]), number, None, "info", (("trick", number),)))
            break
        won[winner & 1] += 1
        leader = winner
    # Every trick before the last has a winner (the loop stops otherwise), and a
    # trick has a winner only when its four cards are known.
    complete = len(tricks) == 13 and tricks[-1].winner is not None
    return Replay(tuple(tricks), _by_side(won), tuple(problems), complete, tuple(revokes))


_NS, _EW = Side.NS, Side.EW  # module constants: Enum members read off their class are slow


def _by_side(won: list[int]) -> dict[Side, int]:
    return {_NS: won[0], _EW: won[1]}


def _where(play: Play, number: int, cell: PlayedCard) -> SourceSpan | None:
    """Source position of a cell of trick ``number`` (computed only for problems)."""
    if cell.span is not None:
        return cell.span
    return play.cell_span(number - 1, (cell.seat - play.first) & 3)


def _lead_mark(marked: list[PlayedCard], leader: Seat | None, number: int,
               problems: list[ReplayProblem]) -> Seat:
    """PBN ^L: the marked card opened the trick (Law 53 accepted lead out of turn)."""
    if len(marked) > 1:
        problems.append(ReplayProblem("pbn.double-lead-mark", f"trick {number} has two ^L marks",
                                      marked[1].span, number, marked[1].seat, "error",
                                      (("trick", number),)))
    if marked[0].seat == leader:
        problems.append(ReplayProblem(
            "pbn.bad-lead-mark", f"^L on trick {number}, but {leader.name} was on lead",
            marked[0].span, number, leader, "error", (("trick", number), ("seat", leader.name))))
    return marked[0].seat


__all__ = ["Replay", "ReplayProblem", "opening_leader", "replay", "trick_winner"]
