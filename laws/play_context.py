"""What a play-period ruling needs to know about a board.

Who declares and who is dummy, what each player held at any moment of the play
(Law 44: a card once played leaves the hand), who won each trick, and how many
tricks each side took from a given trick on, counting the tricks a claim or
concession gave it (Laws 64A, 65-66, 69). Every play rule starts from a
:class:`PlayContext`; none of them reads the file again.

>>> from hakem.model.board import Board
>>> PlayContext.of(Board()).declarer is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hakem.model.board import Board
from hakem.model.cards import Card, Suit
from hakem.model.contract import Contract
from hakem.model.irregularity import Irregularity
from hakem.model.play import PlayedCard, Trick
from hakem.model.replay import Replay
from hakem.model.seat import Seat, Side, Vulnerability
from hakem.model.board_replay import replay_of

#: ``PlayContext.of`` without a replay: compute it.
_UNSET: object = object()

#: Honours for Law 50B (ten and above).
HONOUR_RANK = 10


class Role(Enum):
    """A seat's part in the play."""

    DECLARER = "declarer"
    DUMMY = "dummy"
    DEFENDER = "defender"
    PLAYER = "player"
    """No declarer is known."""


def is_honour(card: Card) -> bool:
    """Ace, king, queen, jack or ten: an exposed honour is always a major penalty card (50B)."""
    return int(card.rank) >= HONOUR_RANK


@dataclass(frozen=True, slots=True)
class PlayContext:
    """A board seen from the play period."""

    board: Board
    replay: Replay | None
    contract: Contract | None
    declarer: Seat | None
    vulnerability: Vulnerability | None
    irregularities: tuple[Irregularity, ...] = ()
    """Every irregularity of the board (markers and detections): a ruling on one of
    them may depend on the others (penalty cards of the same owner, revokes that
    share a transfer, a director call that dates a defective trick)."""

    @classmethod
    def of(cls, board: Board, replay: Replay | None | object = _UNSET,
           irregularities: tuple[Irregularity, ...] = ()) -> "PlayContext":
        """The play context of ``board``; the replay is computed unless given."""
        contract = board.contract
        declarer = board.declarer if board.declarer is not None else (
            contract.declarer if contract is not None else None)
        vul = board.vulnerability
        if vul is None and board.number is not None:
            vul = Vulnerability.from_board(board.number)
        if replay is _UNSET:
            try:
                replay = replay_of(board)
            except Exception:  # a record that cannot be replayed still gets a ruling
                replay = None
        return cls(board, replay, contract, declarer, vul, irregularities)  # type: ignore[arg-type]

    # --- roles ------------------------------------------------------------------
    @property
    def dummy(self) -> Seat | None:
        return self.declarer.partner if self.declarer is not None else None

    @property
    def declaring_side(self) -> Side | None:
        return self.declarer.side if self.declarer is not None else None

    @property
    def trump(self) -> Suit | None:
        if self.contract is None or self.contract.strain is None:
            return None
        return self.contract.strain.suit

    def is_defender(self, seat: Seat) -> bool:
        return self.declarer is not None and seat.side is not self.declarer.side

    def role(self, seat: Seat | None) -> Role:
        """Declarer, dummy, defender, or a player when no declarer is known."""
        if seat is None or self.declarer is None:
            return Role.PLAYER
        if seat == self.declarer:
            return Role.DECLARER
        if seat == self.dummy:
            return Role.DUMMY
        return Role.DEFENDER

    # --- tricks -----------------------------------------------------------------
    @property
    def tricks(self) -> tuple[Trick, ...]:
        return self.replay.tricks if self.replay is not None else ()

    def trick(self, number: int | None) -> Trick | None:
        if number is None or not 1 <= number <= len(self.tricks):
            return None
        return self.tricks[number - 1]

    def winners(self) -> list[Seat | None]:
        """The winner of each replayed trick, trick 1 first."""
        return [t.winner for t in self.tricks]

    @property
    def complete_tricks(self) -> int:
        return sum(1 for t in self.tricks if t.is_complete)

    @property
    def play_stopped(self) -> bool:
        """The play ended before 13 tricks with a count in [Result]: a claim or concession."""
        return (self.replay is not None and not self.replay.complete and self.board.result is not None
                and self.board.play is not None and self.board.play.ending != "+")

    def claimed(self, side: Side) -> int:
        """Tricks of the unplayed remainder that [Result] gives ``side`` (a claim or concession)."""
        if not self.play_stopped or self.declaring_side is None or self.replay is None:
            return 0
        remaining = 13 - self.complete_tricks
        declarer_share = self.board.result - self.replay.won.get(self.declaring_side, 0)  # type: ignore[operator]
        declarer_share = max(0, min(remaining, declarer_share))
        return declarer_share if side is self.declaring_side else remaining - declarer_share

    def won_from(self, side: Side, first: int) -> int:
        """Tricks ``side`` won from trick ``first`` on, the claimed remainder included."""
        played = sum(1 for t in self.tricks[first - 1:] if t.winner is not None and t.winner.side is side)
        return played + self.claimed(side)

    def declarer_tricks(self) -> int | None:
        """Declarer's tricks at the table: the replay when complete, else [Result]."""
        if self.replay is not None and self.replay.complete and self.declaring_side is not None:
            return self.replay.won.get(self.declaring_side, 0)
        if self.board.result is not None:
            return self.board.result
        return None

    # --- hands ------------------------------------------------------------------
    def holding(self, seat: Seat, trick: int, order: int = 1) -> frozenset[Card] | None:
        """The cards ``seat`` still held when card ``order`` of ``trick`` was due (Law 44)."""
        deal = self.board.deal
        if deal is None or deal.hands[seat] is None:
            return None
        held = set(deal.hands[seat])  # type: ignore[arg-type]
        for t in self.tricks:
            if t.number > trick:
                break
            for place, cell in enumerate(t.cards, start=1):
                if t.number == trick and place >= order:
                    break
                if cell.seat == seat and cell.card is not None:
                    held.discard(cell.card)
        return frozenset(held)

    def plays_after(self, seat: Seat, trick: int, order: int = 0
                    ) -> list[tuple[Trick, PlayedCard, int]]:
        """Every card ``seat`` played after card ``order`` of ``trick`` (``order`` 0: the
        whole trick counts), with its trick and its place in the trick (1 = the lead)."""
        out = []
        for t in self.tricks:
            if t.number < trick:
                continue
            for place, cell in enumerate(t.cards, start=1):
                if t.number == trick and place <= order:
                    continue
                if cell.seat == seat and cell.card is not None:
                    out.append((t, cell, place))
        return out

    def position_of(self, card: Card) -> tuple[int, int] | None:
        """(trick, place) where ``card`` was played, if it was."""
        for t in self.tricks:
            for place, cell in enumerate(t.cards, start=1):
                if cell.card == card:
                    return t.number, place
        return None


def suits_held(cards: frozenset[Card] | None) -> set[Suit]:
    return {c.suit for c in cards} if cards else set()


def of_suit(cards: frozenset[Card] | None, suit: Suit) -> list[Card]:
    """The cards of ``suit``, highest first."""
    return sorted((c for c in cards or () if c.suit == suit), key=lambda c: -int(c.rank))


__all__ = ["PlayContext", "is_honour", "of_suit", "suits_held"]
