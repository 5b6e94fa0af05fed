"""Adjusted scores (Law 12C, 2017): artificial and assigned, including weighted.

* Artificial (Law 12C2), when no result can be obtained: average plus (at least
  60 % at pairs) to a contestant in no way at fault, average (50 %) to one
  partly at fault, average minus (at most 40 %) to one directly at fault; at
  IMPs +3 / 0 / -3. The two sides' scores need not balance.
* Assigned (Law 12C1a-b) replaces the table result with a result (contract,
  declarer, tricks); it may be weighted (Law 12C1c) over several results that
  could have been reached legally, the weights summing to 100 %.

A weighted score can be combined in two ways and the ruling must say which:
the weighted mean of the component NS *scores* (:func:`weighted_score`), or,
as many Regulating Authorities do (the EBU White Book among them), each
component is matchpointed or IMPed against the field first and the
*matchpoints/IMPs* are weighted (:func:`weighted_matchpoints`,
:func:`weighted_imps`). The result records its :class:`Combination`.

Split (non-balancing) scores under Law 12C1e are two separate weighted scores,
one built for each side.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Sequence

from hakem.analysis.imps import cross_imps_average, imps
from hakem.analysis.matchpoints import MatchpointScale, matchpoints_against
from hakem.analysis.scoring import ns_score
from hakem.model.contract import Contract
from hakem.model.seat import Vulnerability


class Artificial(Enum):
    """An artificial adjusted score (Law 12C2), by responsibility for the irregularity."""

    AVERAGE_PLUS = "Average+"    # in no way at fault
    AVERAGE = "Average"          # only partly at fault
    AVERAGE_MINUS = "Average-"   # directly at fault

    def percent(self, session_percent: float | None = None) -> float:
        """Percentage of the top at pairs: 60 / 50 / 40.

        ``session_percent`` applies the common RA regulation (e.g. EBU) that a
        contestant's own session percentage replaces 60 % when higher for
        average plus, and 40 % when lower for average minus. It is regulation,
        not Law; leave it ``None`` for the plain Law 12C2 figures.
        """
        base = {"Average+": 60.0, "Average": 50.0, "Average-": 40.0}[self.value]
        if session_percent is None or self is Artificial.AVERAGE:
            return base
        if self is Artificial.AVERAGE_PLUS:
            return max(base, session_percent)
        return min(base, session_percent)

    def matchpoints(self, top: float, session_percent: float | None = None) -> float:
        """Matchpoints on a board whose top is ``top``.

        >>> Artificial.AVERAGE_PLUS.matchpoints(top=12)
        7.2
        """
        return round(top * self.percent(session_percent) / 100, 10)

    @property
    def imps(self) -> int:
        """The IMP equivalent at teams (Law 12C2): +3, 0 or -3."""
        return {"Average+": 3, "Average": 0, "Average-": -3}[self.value]


@dataclass(frozen=True, slots=True)
class ArtificialScore:
    """Artificial scores for both sides of one table; they need not balance.

    >>> ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS).ew_imps
    -3
    """

    ns: Artificial
    ew: Artificial

    law = "12C2"

    def ns_matchpoints(self, top: float) -> float:
        return self.ns.matchpoints(top)

    def ew_matchpoints(self, top: float) -> float:
        return self.ew.matchpoints(top)

    @property
    def ns_imps(self) -> int:
        return self.ns.imps

    @property
    def ew_imps(self) -> int:
        return self.ew.imps

    @property
    def balances(self) -> bool:
        return self.ns.percent() + self.ew.percent() == 100.0


@dataclass(frozen=True, slots=True)
class Outcome:
    """One possible result in an assigned score: its probability, contract
    (with declarer) and the tricks declarer takes."""

    weight: Fraction
    contract: Contract
    tricks: int

    def __post_init__(self) -> None:
        # Floats go through their decimal text so 0.7 + 0.3 sums to exactly 1.
        w = self.weight
        exact = Fraction(str(w)) if isinstance(w, float) else Fraction(w)
        object.__setattr__(self, "weight", exact)
        if self.contract.is_passed_out:
            return
        if self.contract.declarer is None:
            raise ValueError(f"outcome {self.contract}: an assigned result needs a declarer")

    @classmethod
    def of(cls, weight: Fraction | float | int | str, contract: Contract | str,
           tricks: int) -> "Outcome":
        """Build from loose input: ``Outcome.of(0.7, "4S N", 10)``."""
        c = Contract.parse(contract) if isinstance(contract, str) else contract
        return cls(weight, c, tricks)  # type: ignore[arg-type]  # normalised above

    def __str__(self) -> str:
        if self.contract.is_passed_out:
            return f"{float(self.weight):.0%} of Pass"
        need = self.contract.tricks_needed
        diff = self.tricks - need
        result = "=" if diff == 0 else f"{diff:+d}"
        return f"{float(self.weight):.0%} of {self.contract} by {self.contract.declarer}{result}"


class Combination(Enum):
    """How the components of a weighted score were combined."""

    SCORE = "weighted mean of NS scores"
    MATCHPOINTS = "weighted mean of matchpoints against the field"
    IMPS = "weighted mean of IMPs against the comparison"


@dataclass(frozen=True, slots=True)
class Component:
    """One outcome, its Law 77 NS score and its value in the combination's unit."""

    outcome: Outcome
    ns_score: int
    value: float


@dataclass(frozen=True, slots=True)
class WeightedScore:
    """A Law 12C1c weighted assigned score, from NS's point of view.

    ``ns`` is in the combination's unit: points, matchpoints or IMPs.
    ``top`` is the matchpoint top when the combination is MATCHPOINTS.
    """

    combination: Combination
    components: tuple[Component, ...]
    ns: float
    top: float | None = None

    law = "12C1c"

    @property
    def ew(self) -> float:
        """EW's view: the negation, or the complement to the top for matchpoints."""
        if self.combination is Combination.MATCHPOINTS:
            assert self.top is not None
            return self.top - self.ns
        return -self.ns

    def describe(self) -> str:
        parts = "; ".join(f"{c.outcome} (NS {c.ns_score:+d}) -> {c.value:g}"
                          for c in self.components)
        return f"Law {self.law} weighted score, {self.combination.value}: {parts}; NS {self.ns:g}"


def _components(outcomes: Sequence[Outcome], vulnerability: Vulnerability
                ) -> list[tuple[Outcome, int]]:
    if not outcomes:
        raise ValueError("a weighted score needs at least one outcome")
    if any(o.weight <= 0 for o in outcomes):
        raise ValueError("every outcome of a weighted score needs a positive weight")
    total = sum((o.weight for o in outcomes), Fraction(0))
    if total != 1:
        raise ValueError(f"weights of a weighted score must sum to 100 %, got {float(total):.4%}")
    return [(o, ns_score(o.contract, o.tricks, vulnerability)) for o in outcomes]


def _combine(combination: Combination, scored: list[tuple[Outcome, int, float]],
             top: float | None = None) -> WeightedScore:
    components = tuple(Component(o, s, v) for o, s, v in scored)
    mean = sum(float(o.weight) * v for o, _, v in scored)
    return WeightedScore(combination, components, round(mean, 10), top)


def weighted_score(outcomes: Sequence[Outcome], vulnerability: Vulnerability) -> WeightedScore:
    """Weighted mean of the component NS scores (total-points view).

    >>> w = weighted_score([Outcome.of(0.7, "4S N", 10), Outcome.of(0.3, "4S N", 9)],
    ...                    Vulnerability.NONE)
    >>> w.ns
    279.0
    """
    scored = [(o, s, float(s)) for o, s in _components(outcomes, vulnerability)]
    return _combine(Combination.SCORE, scored)


def weighted_matchpoints(outcomes: Sequence[Outcome], vulnerability: Vulnerability,
                         field: Sequence[int],
                         scale: MatchpointScale = MatchpointScale.TWO_PER_PAIR) -> WeightedScore:
    """Matchpoint each component against the other tables' NS scores ``field``
    (not including this table), then weight the matchpoints (Law 78A units of
    ``scale``; top = ``scale.win * len(field)``)."""
    scored = [(o, s, matchpoints_against(s, field, scale))
              for o, s in _components(outcomes, vulnerability)]
    return _combine(Combination.MATCHPOINTS, scored, top=scale.win * len(field))


def weighted_imps(outcomes: Sequence[Outcome], vulnerability: Vulnerability,
                  against: int | Sequence[int]) -> WeightedScore:
    """IMP each component, then weight the IMPs (NS view).

    ``against`` is the NS score at the other table of a teams match, or a
    field of NS scores for cross-IMPs (each component then scores its average
    cross-IMPs against that field).
    """
    def value(s: int) -> float:
        if isinstance(against, int):
            return float(imps(s - against))
        field = list(against)
        return cross_imps_average([s, *field])[0]

    scored = [(o, s, value(s)) for o, s in _components(outcomes, vulnerability)]
    return _combine(Combination.IMPS, scored)
