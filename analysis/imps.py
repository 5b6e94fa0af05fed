"""International Match Points (Law 78B), cross-IMPs and Butler datums.

Every value here is from the point of view of the side whose score is given
first (hakem passes NS scores, so results are NS IMPs; EW receive the negation).

The 24-step scale is Law 78B's table, checked against the 2017 English text
mirrored at https://pzbs.pl/sedziowie/mpb/2017/en/l78.html.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Sequence

# Lower edge of each IMP step (Law 78B): a difference of 20-40 is 1 IMP,
# 50-80 is 2, ... 4000 and more is 24. Table differences are multiples of 10,
# so "0-10 = 0, 20-40 = 1" leaves no gap; a difference between two edges
# (possible against an averaged datum) scores the lower step, e.g. 15 -> 0.
IMP_STEPS: tuple[int, ...] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)


def imps(difference: float) -> int:
    """IMPs for a point difference (signed: a negative difference loses IMPs).

    >>> imps(620 - 170), imps(-450)
    (10, -10)
    """
    gained = bisect.bisect_right(IMP_STEPS, abs(difference))
    return gained if difference >= 0 else -gained


def cross_imps(ns_scores: Sequence[int]) -> list[int]:
    """Cross-IMP total for each NS score: IMPed against every other score.

    Each table's NS is paired with the EW of every other table as if team-mates,
    so NS at table *i* gets the sum of ``imps(s_i - s_j)`` over ``j != i``.
    Ties with oneself are not counted. Use :func:`cross_imps_average` for the
    per-comparison figure many scorers print.

    >>> cross_imps([420, 450, -100])
    [10, 12, -22]
    """
    return [sum(imps(mine - other) for j, other in enumerate(ns_scores) if j != i)
            for i, mine in enumerate(ns_scores)]


def cross_imps_average(ns_scores: Sequence[int]) -> list[float]:
    """Cross-IMPs divided by the number of comparisons (n - 1)."""
    if len(ns_scores) < 2:
        raise ValueError("cross-IMPs need at least two scores on the board")
    comparisons = len(ns_scores) - 1
    return [total / comparisons for total in cross_imps(ns_scores)]


@dataclass(frozen=True, slots=True)
class DatumRule:
    """How a Butler datum is formed; regulations differ, so the rule is explicit.

    * ``drop``: how many of the highest and (as many) of the lowest NS scores
      are discarded before averaging (the common club rule is one each).
    * ``drop_fraction``: instead of ``drop``, discard this fraction of the
      scores at each end, rounded down (e.g. 0.1 = "top and bottom 10 %").
    * ``rounding``: the mean is rounded to this many points, halves away from
      zero (the usual "nearest 10"); 1 means no rounding.

    If dropping would leave no score, nothing is dropped.
    """

    drop: int = 1
    drop_fraction: float | None = None
    rounding: int = 10

    def trimmed(self, ns_scores: Sequence[int]) -> list[int]:
        ordered = sorted(ns_scores)
        k = self.drop if self.drop_fraction is None else int(len(ordered) * self.drop_fraction)
        if k < 0:
            raise ValueError("cannot drop a negative number of scores")
        if len(ordered) - 2 * k < 1:
            return ordered
        return ordered[k:len(ordered) - k]


def butler_datum(ns_scores: Sequence[int], rule: DatumRule = DatumRule()) -> int:
    """The NS datum of a board: trimmed mean, rounded per ``rule``.

    >>> butler_datum([620, 620, 620, 620, 170, 170, 170])  # drop one top, one bottom
    440
    """
    if not ns_scores:
        raise ValueError("a datum needs at least one score")
    kept = rule.trimmed(ns_scores)
    mean = Decimal(sum(kept)) / Decimal(len(kept))
    step = Decimal(rule.rounding)
    return int((mean / step).quantize(Decimal(1), rounding=ROUND_HALF_UP) * step)


def butler_imps(ns_scores: Sequence[int], rule: DatumRule = DatumRule()) -> list[int]:
    """NS IMPs of each score against the board's Butler datum (EW get the negation)."""
    datum = butler_datum(ns_scores, rule)
    return [imps(s - datum) for s in ns_scores]
