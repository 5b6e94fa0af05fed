"""Seats, sides and the board-number rules for dealer and vulnerability (Law 2)."""

from __future__ import annotations

from enum import Enum, IntEnum


class Side(Enum):
    """A partnership."""

    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> "Side":
        return Side.EW if self is Side.NS else Side.NS

    @property
    def seats(self) -> tuple["Seat", "Seat"]:
        return (Seat.N, Seat.S) if self is Side.NS else (Seat.E, Seat.W)


class Seat(IntEnum):
    """A compass seat, numbered clockwise from North.

    >>> Seat.parse("w").lho
    Seat.N
    """

    N = 0
    E = 1
    S = 2
    W = 3

    def __repr__(self) -> str:
        return f"Seat.{self.name}"

    def __bool__(self) -> bool:
        # An IntEnum member is falsy when its value is 0, which would make North
        # vanish from ``x or y`` and ``if x`` (a claim by North read as declarer's).
        # A seat is a thing, not a count: it is always true.
        return True

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> "Seat":
        """Read ``N``/``E``/``S``/``W`` or a full name, in any case."""
        seat = _SEAT_LETTERS.get(text)  # the usual one-letter form, as it stands
        if seat is not None:
            return seat
        key = text.strip().upper()[:1]
        try:
            return _SEAT_LETTERS[key]
        except KeyError:
            raise ValueError(f"not a seat: {text!r}") from None

    @classmethod
    def from_lin(cls, digit: int | str) -> "Seat":
        """BBO's dealer digit: 1 = South, 2 = West, 3 = North, 4 = East."""
        return _LIN_SEATS[int(digit) - 1]

    def to_lin(self) -> int:
        return _LIN_SEATS.index(self) + 1

    @property
    def letter(self) -> str:
        return self.name

    @property
    def lho(self) -> "Seat":
        """Left-hand opponent: the next seat clockwise (who calls or plays after us)."""
        return _SEATS[(self + 1) & 3]

    @property
    def partner(self) -> "Seat":
        return _SEATS[(self + 2) & 3]

    @property
    def rho(self) -> "Seat":
        """Right-hand opponent: the seat that calls or plays just before us."""
        return _SEATS[(self + 3) & 3]

    @property
    def side(self) -> Side:
        return _SIDES[self & 1]

    def offset(self, steps: int) -> "Seat":
        """The seat ``steps`` places clockwise from this one."""
        return _SEATS[(self + steps) & 3]

    def steps_to(self, other: "Seat") -> int:
        """How many places clockwise ``other`` sits from this seat (0-3)."""
        return (other - self) % 4


_SEATS = SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_SIDES = (Side.NS, Side.EW)  # by seat parity (a tuple: Enum members read off their class are slow)
_SEAT_LETTERS = {"N": Seat.N, "E": Seat.E, "S": Seat.S, "W": Seat.W}
_LIN_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)


class Vulnerability(Enum):
    """Which sides are vulnerable."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    BOTH = "All"

    @classmethod
    def parse(cls, text: str) -> "Vulnerability":
        """PBN's words (None/Love/-, NS, EW, All/Both) and LIN's letters (o/0/-, n, e, b)."""
        key = text.strip().lower()
        try:
            return _VUL_WORDS[key]
        except KeyError:
            raise ValueError(f"not a vulnerability: {text!r}") from None

    @classmethod
    def from_board(cls, number: int) -> "Vulnerability":
        """Vulnerability of board ``number`` in the standard 16-board cycle (Law 2)."""
        return _VUL_CYCLE[(number - 1) % 16]

    def is_vulnerable(self, side: Side) -> bool:
        return self is Vulnerability.BOTH or self.value == side.value

    def to_lin(self) -> str:
        return {"None": "o", "NS": "n", "EW": "e", "All": "b"}[self.value]


_VUL_WORDS = {
    "none": Vulnerability.NONE, "love": Vulnerability.NONE, "-": Vulnerability.NONE,
    "o": Vulnerability.NONE, "0": Vulnerability.NONE, "nil": Vulnerability.NONE,
    "ns": Vulnerability.NS, "n": Vulnerability.NS, "n-s": Vulnerability.NS,
    "ew": Vulnerability.EW, "e": Vulnerability.EW, "e-w": Vulnerability.EW,
    "all": Vulnerability.BOTH, "both": Vulnerability.BOTH, "b": Vulnerability.BOTH,
}

_N, _NS, _EW, _B = Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH
# Law 2: the vulnerability pattern repeats every 16 boards.
_VUL_CYCLE = (_N, _NS, _EW, _B, _NS, _EW, _B, _N, _EW, _B, _N, _NS, _B, _N, _NS, _EW)


def dealer_for_board(number: int) -> Seat:
    """Dealer of board ``number``: North deals board 1, then clockwise (Law 2)."""
    return _SEATS[(number - 1) % 4]


__all__ = ["SEATS", "Seat", "Side", "Vulnerability", "dealer_for_board"]
