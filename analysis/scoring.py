"""Duplicate scores of one table result (Law 77, 2017 Laws of Duplicate Bridge).

Two points of view exist and hakem never mixes them silently:

* :func:`score` and :func:`breakdown` are from the **declaring side's** view
  (positive when the contract is made), which is how Law 77 states the table.
* :func:`table_score` returns a :class:`Score` that names its side, and
  :func:`ns_score` gives North-South's view, the convention of reports and
  travellers (``+620`` means NS scored 620).
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.cards import Strain
from hakem.model.contract import Contract, Risk
from hakem.model.seat import Side, Vulnerability


@dataclass(frozen=True, slots=True)
class Score:
    """A board score in points, from the point of view of ``side``.

    >>> Score(620, Side.EW).ns
    -620
    """

    points: int
    side: Side

    def for_side(self, side: Side) -> int:
        """The same score seen by ``side`` (the other side sees its negation)."""
        return self.points if side is self.side else -self.points

    @property
    def ns(self) -> int:
        return self.for_side(Side.NS)

    @property
    def ew(self) -> int:
        return self.for_side(Side.EW)

    def __str__(self) -> str:
        # PBN's score tags carry a side prefix: "NS 620", "EW -100".
        return f"{self.side.value} {self.points}"


@dataclass(frozen=True, slots=True)
class Breakdown:
    """The Law 77 items of one result, each from the declaring side's view.

    Undertricks are negative (they are scored by the defenders).
    """

    trick_score: int = 0        # contracted tricks only, doubled/redoubled (77 trick score)
    game_or_partscore: int = 0  # 300/500 game premium or 50 for a partscore
    slam: int = 0               # 500/750 small, 1000/1500 grand, only when bid and made
    insult: int = 0             # 50 doubled / 100 redoubled, for making the contract
    overtricks: int = 0
    undertricks: int = 0

    @property
    def total(self) -> int:
        return (self.trick_score + self.game_or_partscore + self.slam + self.insult
                + self.overtricks + self.undertricks)


def odd_trick_value(strain: Strain) -> int:
    """Undoubled value of each odd trick after the first (Law 77 trick score)."""
    return 20 if strain in (Strain.C, Strain.D) else 30


def contract_trick_score(level: int, strain: Strain, risk: Risk) -> int:
    """Trick score of the tricks bid: 20 a minor, 30 a major, 40 + 30 notrump;
    doubled x2, redoubled x4 (Law 77). 100 or more is a game."""
    base = odd_trick_value(strain) * level
    if strain is Strain.NT:
        base += 10  # the first notrump trick is worth 40
    return base * risk.value


def undertrick_penalty(down: int, risk: Risk, vulnerable: bool) -> int:
    """Points the defenders score for ``down`` undertricks (Law 77), a positive number.

    Undoubled: 50 (100 vulnerable) each. Doubled, not vulnerable: 100 for the
    first, 200 for the second and third, 300 from the fourth; doubled
    vulnerable: 200 for the first, 300 for each later one. Redoubled is twice
    doubled.

    >>> undertrick_penalty(4, Risk.DOUBLED, vulnerable=False)
    800
    """
    if down <= 0:
        return 0
    if risk is Risk.UNDOUBLED:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        doubled = 200 + 300 * (down - 1)
    else:
        doubled = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return doubled * (risk.value // 2)


def _check(contract: Contract, tricks: int) -> None:
    if not 0 <= tricks <= 13:
        raise ValueError(f"tricks must be 0-13, got {tricks}")
    if contract.is_passed_out:
        return
    if not 1 <= contract.level <= 7 or contract.strain is None:
        raise ValueError(f"cannot score level {contract.level} strain {contract.strain}: "
                         "not a playable contract")


def breakdown(contract: Contract, tricks: int, vulnerable: bool) -> Breakdown:
    """The Law 77 items for the declaring side taking ``tricks`` tricks.

    >>> breakdown(Contract.parse("2HX"), 10, vulnerable=False).total
    670
    """
    _check(contract, tricks)
    if contract.is_passed_out:
        return Breakdown()  # Law 77: a passed-out board scores zero for both sides
    assert contract.strain is not None
    level, strain, risk = contract.level, contract.strain, contract.risk
    over = tricks - contract.tricks_needed
    if over < 0:
        return Breakdown(undertricks=-undertrick_penalty(-over, risk, vulnerable))
    trick_score = contract_trick_score(level, strain, risk)
    if trick_score >= 100:
        premium = 500 if vulnerable else 300
    else:
        premium = 50
    # Slam premiums go only to slams bid and made: 12 tricks in 4S earn none.
    slam = {6: 750 if vulnerable else 500, 7: 1500 if vulnerable else 1000}.get(level, 0)
    insult = {Risk.UNDOUBLED: 0, Risk.DOUBLED: 50, Risk.REDOUBLED: 100}[risk]
    if risk is Risk.UNDOUBLED:
        per_overtrick = odd_trick_value(strain)  # notrump overtricks are 30 too
    else:
        per_overtrick = (200 if vulnerable else 100) * (risk.value // 2)
    return Breakdown(trick_score, premium, slam, insult, over * per_overtrick, 0)


def score(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """Law 77 score from the **declaring side's** point of view.

    ``vulnerable`` is the declaring side's vulnerability.

    >>> score(Contract.parse("4S"), 10, vulnerable=True)
    620
    """
    return breakdown(contract, tricks, vulnerable).total


def table_score(contract: Contract, tricks: int, vulnerability: Vulnerability) -> Score:
    """The score of a table result as a :class:`Score` for the declaring side.

    The declaring side is ``contract.declarer.side``; a passed-out board is
    ``Score(0, Side.NS)``.

    >>> table_score(Contract.parse("3NTX E"), 5, Vulnerability.NONE)
    Score(points=-800, side=<Side.EW: 'EW'>)
    """
    if contract.is_passed_out:
        return Score(0, Side.NS)
    if contract.declarer is None:
        raise ValueError(f"{contract}: no declarer, so no side to score for")
    side = contract.declarer.side
    return Score(score(contract, tricks, vulnerability.is_vulnerable(side)), side)


def ns_score(contract: Contract, tricks: int, vulnerability: Vulnerability) -> int:
    """Law 77 score from **North-South's** point of view (``-100``: EW scored 100).

    >>> ns_score(Contract.parse("4S W"), 10, Vulnerability.EW)
    -620
    """
    return table_score(contract, tricks, vulnerability).ns
