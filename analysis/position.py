"""A position in the play: who holds what, whose turn it is, and the tricks won so far.

Pure Python (no solver). A claim (Law 68) is judged from the position at the moment
play stopped, which may be part-way through a trick; :class:`Position` keeps the cards
already played to that trick so the analysis can finish it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from hakem.model.board import Board
from hakem.model.cards import Card, Suit
from hakem.model.deal import Deal, Hand, hand_to_pbn, layout_problems, sort_hand, unmask
from hakem.model.diagnostics import HakemError
from hakem.model.play import PlayedCard
from hakem.model.board_replay import replay_of
from hakem.model.replay import trick_winner
from hakem.model.seat import Seat, Side


class PositionError(HakemError, ValueError):
    """A board does not give a usable position (unknown hands, unreplayable play)."""


@dataclass(frozen=True, slots=True, order=True)
class Tricks:
    """A number of tricks with an explicit point of view: ``n`` tricks for ``side``.

    Solvers count for "the side to move" or "declarer"; this type says whose tricks
    they are, so no bare count crosses a module line.

    >>> Tricks(Side.NS, 3).for_side(Side.EW, out_of=5)
    Tricks(side=<Side.EW: 'EW'>, n=2)
    """

    side: Side
    """Whose tricks these are."""
    n: int
    """How many."""

    def for_side(self, side: Side, out_of: int) -> "Tricks":
        """The same fact seen from ``side``, when ``out_of`` tricks are at stake."""
        return self if side is self.side else Tricks(side, out_of - self.n)

    def __str__(self) -> str:
        return f"{self.n} for {self.side.value}"


@dataclass(frozen=True, slots=True)
class Position:
    """Remaining hands, trump, the trick in progress and the tricks each side has won.

    >>> p = Position.parse("N:AK... Q2... 43... J5...", trump=None, leader=Seat.S)
    >>> p.to_move, p.tricks_left, [str(c) for c in p.legal_cards()]
    (Seat.S, 2, ['S4', 'S3'])
    """

    hands: tuple[Hand, Hand, Hand, Hand]
    """Cards still held, indexed by seat (cards in :attr:`trick` are not held)."""
    trump: Suit | None
    """The trump suit, None at notrump."""
    leader: Seat
    """Who led (or is to lead) the current trick."""
    trick: tuple[Card, ...] = ()
    """Cards already played to the current trick, the lead first."""
    won_ns: int = 0
    """Tricks North-South have won so far."""
    won_ew: int = 0
    """Tricks East-West have won so far."""
    shown_out: frozenset[tuple[Seat, Suit]] = field(default=frozenset())
    """(seat, suit) pairs where the seat failed to follow suit earlier in the play:
    what every player knows about the layout (Law 70E1's "shown out")."""
    last_trick: tuple[tuple[Seat, Card], ...] = ()
    """The last completed trick, in play order (evidence for Law 70C awareness)."""

    # -- construction -------------------------------------------------------------

    @classmethod
    def parse(cls, deal: str, trump: Suit | None, leader: Seat,
              trick: str | tuple[str, ...] = (), won_ns: int = 0, won_ew: int = 0) -> "Position":
        """Build from a PBN deal string of the remaining cards and the current trick.

        ``trick`` lists cards already played (leader first); they must not be in the deal.
        """
        parsed = Deal.parse(deal)
        hands = tuple(h if h is not None else () for h in parsed.hands)
        cards = tuple(Card.parse(c) for c in (trick.split() if isinstance(trick, str) else trick))
        pos = cls(hands, trump, leader, cards, won_ns, won_ew)  # type: ignore[arg-type]
        problems = pos.problems()
        if problems:
            raise PositionError("; ".join(problems))
        return pos

    @classmethod
    def from_board(cls, board: Board, cards_played: int | None = None) -> "Position":
        """The position after the first ``cards_played`` recorded cards (all of them if None).

        >>> from hakem.model.contract import Contract
        >>> from hakem.model.play import Play
        >>> b = Board(deal=Deal.parse("N:A... K... Q... J..."), declarer=Seat.N,
        ...           contract=Contract.parse("1NT", Seat.N), play=Play(Seat.E))
        >>> Position.from_board(b).to_move
        Seat.E
        """
        deal, contract, play = board.deal, board.contract, board.play
        if deal is None or any(h is None for h in deal.hands):
            raise PositionError("the deal is not fully known")
        if contract is None or contract.strain is None:
            raise PositionError("no contract (passed out or missing)")
        declarer = board.declarer if board.declarer is not None else contract.declarer
        if declarer is None:
            raise PositionError("no declarer")
        trump = contract.strain.suit
        if play is None:
            return cls(_as_hands([set(h or ()) for h in deal.hands]), trump, declarer.lho)
        rep = replay_of(board)  # the reader's replay, when it stored one
        assert rep is not None
        errors = [p.message for p in rep.problems if p.severity == "error"]
        if errors:
            raise PositionError("the play does not replay: " + "; ".join(errors))
        # The hands as bit sets while the play is followed (a claim's position is built
        # once per claim in a batch: sets of cards and sorting cost twice as much).
        held = list(deal.masks)
        won_ns = won_ew = 0
        shown: set[tuple[Seat, Suit]] = set()
        leader = declarer.lho
        current: list[PlayedCard] = []
        last: tuple[tuple[Seat, Card], ...] = ()
        budget = cards_played if cards_played is not None else 52
        for trick in rep.tricks:
            if budget <= 0:
                break
            leader = trick.leader
            current = list(trick.cards[:budget])
            for k, pc in enumerate(current):
                if pc.card is None:  # play recorded up to an unknown card ('-' after a claim)
                    current, budget = current[:k], 0
                    break
            budget -= len(current)
            if not current:
                continue
            led = current[0].card.suit  # type: ignore[union-attr]
            for pc in current:
                card = pc.card
                held[pc.seat] &= ~card.bit  # type: ignore[union-attr, operator]
                if card.suit != led:  # type: ignore[union-attr]
                    shown.add((pc.seat, led))
            if len(current) == 4:
                winner = trick_winner(current, trump)
                assert winner is not None
                if winner.side is Side.NS:
                    won_ns += 1
                else:
                    won_ew += 1
                leader = winner
                last = tuple((pc.seat, pc.card) for pc in current)  # type: ignore[misc]
                current = []
        trick_cards = tuple(pc.card for pc in current if pc.card is not None)
        hands = (unmask(held[0]), unmask(held[1]), unmask(held[2]), unmask(held[3]))  # type: ignore[arg-type]
        pos = cls(hands, trump, leader, trick_cards, won_ns, won_ew, frozenset(shown), last)
        if not _plainly_reachable(held, trick_cards, leader, won_ns + won_ew):  # type: ignore[arg-type]
            problems = pos.problems()
            if problems:
                raise PositionError("; ".join(problems))
        return pos

    # -- queries ------------------------------------------------------------------

    @property
    def to_move(self) -> Seat:
        return self.leader.offset(len(self.trick))

    @property
    def tricks_left(self) -> int:
        """Tricks still to be decided, the one in progress included."""
        return len(self.hands[self.leader]) + (1 if self.trick else 0)

    def won(self, side: Side) -> Tricks:
        return Tricks(side, self.won_ns if side is Side.NS else self.won_ew)

    def seat_of_trick_card(self, index: int) -> Seat:
        return self.leader.offset(index)

    def holder(self, card: Card) -> Seat | None:
        for seat in Seat:
            if card in self.hands[seat]:
                return seat
        return None

    def legal_cards(self, seat: Seat | None = None) -> list[Card]:
        """Cards the player to move may play (Law 44C: follow suit if able)."""
        hand = self.hands[self.to_move if seat is None else seat]
        if self.trick:
            led = self.trick[0].suit
            following = [c for c in hand if c.suit == led]
            if following:
                return following
        return list(hand)

    def problems(self) -> list[str]:
        """Why DDS (or our own search) would reject this position."""
        found = layout_problems(self.hands, self.trick, self.leader, self.tricks_left)
        if not found and self.won_ns + self.won_ew + self.tricks_left > 13:
            found.append("more than 13 tricks")
        return found

    # -- moves ----------------------------------------------------------------------

    def play(self, card: Card) -> "Position":
        """The position after the player to move plays ``card`` (legality is checked)."""
        seat = self.to_move
        if card not in self.legal_cards():
            raise PositionError(f"{seat.name} cannot play {card}")
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        trick = self.trick + (card,)
        shown = self.shown_out
        if trick[0].suit != card.suit:
            shown = shown | {(seat, trick[0].suit)}
        if len(trick) < 4:
            return replace(self, hands=tuple(hands), trick=trick, shown_out=shown)  # type: ignore[arg-type]
        played = [PlayedCard(c, self.leader.offset(i)) for i, c in enumerate(trick)]
        winner = trick_winner(played, self.trump)
        assert winner is not None
        ns, ew = self.won_ns, self.won_ew
        if winner.side is Side.NS:
            ns += 1
        else:
            ew += 1
        return Position(tuple(hands), self.trump, winner, (), ns, ew, shown,  # type: ignore[arg-type]
                        tuple((p.seat, p.card) for p in played))  # type: ignore[misc]

    def at_trick_start(self) -> tuple["Position", tuple[Card, ...]]:
        """The position before the current trick began, and the cards played to it since."""
        if not self.trick:
            return self, ()
        hands = list(self.hands)
        for i, card in enumerate(self.trick):
            seat = self.leader.offset(i)
            hands[seat] = sort_hand(list(hands[seat]) + [card])
        return replace(self, hands=tuple(hands), trick=()), self.trick  # type: ignore[arg-type]

    # -- display ------------------------------------------------------------------

    def to_pbn(self) -> str:
        """The remaining hands as a PBN deal string (cards in the current trick excluded)."""
        return "N:" + " ".join(hand_to_pbn(h) for h in self.hands)

    def diagram(self, ascii: bool = False) -> str:
        """A compass diagram of the remaining cards, with the trick in progress."""
        def suit_line(hand: Hand, suit: Suit) -> str:
            ranks = "".join(c.rank.letter for c in hand if c.suit == suit) or "-"
            return (suit.letter if ascii else suit.symbol) + " " + ranks

        def block(seat: Seat) -> list[str]:
            hand = self.hands[seat]
            return [suit_line(hand, s) for s in (Suit.S, Suit.H, Suit.D, Suit.C)]

        width = 14
        lines = [" " * width + f"{Seat.N.name}"] + [" " * width + x for x in block(Seat.N)]
        west, east = block(Seat.W), block(Seat.E)
        lines.append(f"{Seat.W.name}".ljust(width * 2) + f"{Seat.E.name}")
        for w, e in zip(west, east):
            lines.append(w.ljust(width * 2) + e)
        lines += [" " * width + f"{Seat.S.name}"] + [" " * width + x for x in block(Seat.S)]
        trump = "NT" if self.trump is None else (self.trump.letter if ascii else self.trump.symbol)
        played = " ".join(f"{self.leader.offset(i).name}:{c}" for i, c in enumerate(self.trick))
        lines.append(f"trump {trump}; {self.leader.name} led this trick"
                     + (f" ({played})" if played else "") + f"; {self.to_move.name} to play; "
                     f"tricks so far NS {self.won_ns}, EW {self.won_ew}")
        return "\n".join(lines)


def _plainly_reachable(held: list[int], trick: tuple[Card, ...], leader: Seat, won: int) -> bool:
    """True when :meth:`Position.problems` surely finds nothing: the hands share no card
    and hold none of the trick's, at most three cards are on the trick, the hands' sizes
    fit the tricks left and no more than 13 tricks are counted (a bit-set shortcut; when
    False, ``problems`` says what is wrong, if anything)."""
    on_trick = 0
    for card in trick:
        on_trick |= card.bit
    union = held[0] | held[1] | held[2] | held[3]
    if (len(trick) > 3 or union & on_trick or union.bit_count() != held[0].bit_count() + held[1].bit_count()
            + held[2].bit_count() + held[3].bit_count() or on_trick.bit_count() != len(trick)):
        return False
    left = held[leader].bit_count() + (1 if trick else 0)
    for i in range(4):
        want = left - 1 if i < len(trick) else left
        if held[(leader + i) & 3].bit_count() != want:
            return False
    return won + left <= 13


def _as_hands(hands: list[set[Card]]) -> tuple[Hand, Hand, Hand, Hand]:
    return tuple(sort_hand(h) for h in hands)  # type: ignore[return-value]


__all__ = ["Position", "PositionError", "Tricks"]
