"""Contracts: level, strain, risk (undoubled, doubled, redoubled) and declarer."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum

from .cards import Strain
from .seat import Seat


class Risk(IntEnum):
    UNDOUBLED = 1
    DOUBLED = 2
    REDOUBLED = 4

    @property
    def suffix(self) -> str:
        return {1: "", 2: "X", 4: "XX"}[self.value]


_CONTRACT_RE = re.compile(r"^\s*([1-7])\s*(NT|SA|N|S|H|D|C|♠|♥|♦|♣)\s*(XX|X|R|\*\*|\*)?\s*([NESW])?\s*$",
                          re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Contract:
    """A final contract. A passed-out board has ``level == 0``.

    >>> Contract.parse("4SX", Seat.N)
    Contract.parse('4SX', Seat.N)
    """

    level: int
    strain: Strain | None
    risk: Risk = Risk.UNDOUBLED
    declarer: Seat | None = None

    @classmethod
    def passed_out(cls) -> "Contract":
        return cls(0, None, Risk.UNDOUBLED, None)

    @property
    def is_passed_out(self) -> bool:
        return self.level == 0 and self.strain is None

    @property
    def is_denomination_only(self) -> bool:
        """An end position's contract names the trump suit only (PBN 3.10)."""
        return self.level == 0 and self.strain is not None

    @classmethod
    def parse(cls, text: str, declarer: Seat | None = None) -> "Contract":
        """Read ``Pass``, ``3NT``, ``4SX``, ``6HXX`` (and LIN's ``3N``, ``4S*``)."""
        if text.strip().lower() in ("pass", "p", "passed", "ap", "allpass", "passed out"):
            return cls.passed_out()
        m = _CONTRACT_RE.match(text)
        if not m and text.strip().upper() in ("S", "H", "D", "C", "NT", "N"):
            return cls(0, Strain.parse(text), Risk.UNDOUBLED, declarer)
        if not m:
            raise ValueError(f"not a contract: {text!r}")
        level, strain_text, risk_text, seat_text = m.groups()
        risk = Risk.UNDOUBLED
        if risk_text:
            risk = Risk.DOUBLED if risk_text.upper() in ("X", "*") else Risk.REDOUBLED
        if seat_text and declarer is None:
            declarer = Seat.parse(seat_text)
        return cls(int(level), Strain.parse(strain_text), risk, declarer)

    @property
    def tricks_needed(self) -> int:
        return self.level + 6

    def __str__(self) -> str:
        if self.is_passed_out:
            return "Pass"
        assert self.strain is not None
        if self.level == 0:
            return self.strain.letter
        return f"{self.level}{self.strain.letter}{self.risk.suffix}"

    def __repr__(self) -> str:
        seat = f", Seat.{self.declarer.name}" if self.declarer is not None else ""
        return f"Contract.parse({str(self)!r}{seat})"


__all__ = ["Contract", "Risk"]
