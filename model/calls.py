"""Calls (Law 18-19 vocabulary): pass, bids, double and redouble."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Strain


class CallKind(Enum):
    PASS = "Pass"
    BID = "Bid"
    DOUBLE = "X"
    REDOUBLE = "XX"
    UNKNOWN = "AC"
    """A call was made but the record does not say which (Bridge Composer writes ``AC``
    for a hidden call): it could be any call, so nothing may be concluded from it."""


@dataclass(frozen=True, slots=True)
class Call:
    """A call as made at the table, without annotations.

    >>> Call.parse("1nt") > Call.parse("1S")
    True
    """

    kind: CallKind
    level: int = 0
    """1-7 for a bid, 0 otherwise."""
    strain: Strain | None = None
    """The bid's denomination, None for pass, double and redouble."""

    @classmethod
    def parse(cls, text: str) -> "Call":
        """Read PBN or LIN call text: ``Pass``/``P``, ``X``/``D``, ``XX``/``R``, ``3NT``/``3N``."""
        call = _CALLS.get(text)
        if call is None:
            call = _CALLS.get(text.strip().upper())
        if call is None:
            raise ValueError(f"not a call: {text!r}")
        return call

    @classmethod
    def bid(cls, level: int, strain: Strain) -> "Call":
        return _CALLS[f"{level}{strain.letter}"]

    @property
    def is_bid(self) -> bool:
        return self.kind is _BID

    @property
    def is_pass(self) -> bool:
        return self.kind is _PASS

    @property
    def rank(self) -> int:
        """Bid order: 1C = 0 ... 7NT = 34; -1 for calls that are not bids."""
        if self.strain is None:
            return -1
        return (self.level - 1) * 5 + int(self.strain)

    def __lt__(self, other: "Call") -> bool:
        return self.rank < other.rank

    def __gt__(self, other: "Call") -> bool:
        return self.rank > other.rank

    @property
    def is_known(self) -> bool:
        """False for :data:`UNKNOWN`, a call the record hides."""
        return self.kind is not _UNKNOWN

    def __str__(self) -> str:
        if self.kind is CallKind.BID:
            assert self.strain is not None
            return f"{self.level}{self.strain.letter}"
        return self.kind.value

    def __repr__(self) -> str:
        return f"Call.parse({str(self)!r})"

    def to_lin(self) -> str:
        if self.kind is CallKind.BID:
            assert self.strain is not None
            return f"{self.level}{'N' if self.strain is Strain.NT else self.strain.letter}"
        return {CallKind.PASS: "p", CallKind.DOUBLE: "d", CallKind.REDOUBLE: "r", CallKind.UNKNOWN: "?"}[self.kind]


# Enum members as module constants for the properties above (reading one off its
# class is slow in Python 3.11, whose EnumType has a __getattr__).
_BID, _PASS, _UNKNOWN = CallKind.BID, CallKind.PASS, CallKind.UNKNOWN

PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)
REDOUBLE = Call(CallKind.REDOUBLE)
UNKNOWN = Call(CallKind.UNKNOWN)
"""A hidden call (Bridge Composer's ``AC``, LIN ``mb|?|``). ``Call.parse`` does not
produce it: only a reader that knows its file's placeholder does."""

#: Placeholders real files write for a call they do not show, by spelling (any case).
HIDDEN_CALL_WORDS = frozenset({"AC"})


def _build_calls() -> dict[str, Call]:
    calls: dict[str, Call] = {
        "PASS": PASS, "P": PASS, "Pass": PASS, "pass": PASS,
        "X": DOUBLE, "D": DOUBLE, "DBL": DOUBLE, "x": DOUBLE, "d": DOUBLE,
        "XX": REDOUBLE, "R": REDOUBLE, "RDBL": REDOUBLE, "xx": REDOUBLE, "r": REDOUBLE,
        # as real files write them (Baker Bridge lessons: "1D dbl pass", "1H Dbl Rdbl";
        # Bridge Composer challenges: "1H AC P")
        "p": PASS, "dbl": DOUBLE, "Dbl": DOUBLE, "rdbl": REDOUBLE, "Rdbl": REDOUBLE,
    }
    for level in range(1, 8):
        for strain in Strain:
            call = Call(CallKind.BID, level, strain)
            calls[f"{level}{strain.letter}"] = call
            calls[f"{level}{strain.letter.lower()}"] = call
        calls[f"{level}N"] = calls[f"{level}n"] = calls[f"{level}NT"]
    return calls


_CALLS = _build_calls()

#: Every bid from 1C to 7NT in order.
ALL_BIDS: tuple[Call, ...] = tuple(_CALLS[f"{lv}{s.letter}"] for lv in range(1, 8) for s in Strain)


__all__ = ["ALL_BIDS", "Call", "CallKind", "DOUBLE", "PASS", "REDOUBLE"]
