"""Matchpoints for one board (Law 78A) and Neuberg factoring.

Law 78A gives a contestant, for each other comparable score on the board, two
scoring units for a score it beats, one for a tie and none for a score that
beats it; the units may be matchpoints or half matchpoints. Both conventions
are in use, so hakem always names the one it applies:

* :attr:`MatchpointScale.TWO_PER_PAIR` (European, PBN ``MP2``): 2 / 1 / 0,
  top = 2(n-1);
* :attr:`MatchpointScale.ONE_PER_PAIR` (ACBL, PBN ``MP1``): 1 / 0.5 / 0,
  top = n-1.

The ranking and the percentages are the same under both. Inputs are NS scores
(NS point of view); the EW matchpoints on a board are ``top - NS``.
"""

from __future__ import annotations

from enum import Enum
from typing import Sequence


class MatchpointScale(Enum):
    """Scoring units for a score beaten (a tie earns half of it)."""

    ONE_PER_PAIR = 1
    TWO_PER_PAIR = 2

    @property
    def win(self) -> float:
        return float(self.value)

    @property
    def tie(self) -> float:
        return self.value / 2

    def top(self, results: int) -> float:
        """The top on a board with ``results`` comparable scores."""
        return self.win * max(results - 1, 0)


def matchpoints_against(score: int, field: Sequence[int],
                        scale: MatchpointScale = MatchpointScale.TWO_PER_PAIR) -> float:
    """Matchpoints of one NS ``score`` compared with the other NS scores ``field``.

    ``field`` must not contain the score's own entry; its top is
    ``scale.win * len(field)``.

    >>> matchpoints_against(420, [450, 420, 170])
    3.0
    """
    return sum(scale.win if score > other else scale.tie if score == other else 0.0
               for other in field)


def matchpoints(ns_scores: Sequence[int],
                scale: MatchpointScale = MatchpointScale.TWO_PER_PAIR) -> list[float]:
    """NS matchpoints of every score on a board, in input order.

    >>> matchpoints([420, 450, 420, 170], MatchpointScale.ONE_PER_PAIR)
    [1.5, 3.0, 1.5, 0.0]
    """
    return [matchpoints_against(s, [o for j, o in enumerate(ns_scores) if j != i], scale)
            for i, s in enumerate(ns_scores)]


def ew_matchpoints(ns_scores: Sequence[int],
                   scale: MatchpointScale = MatchpointScale.TWO_PER_PAIR) -> list[float]:
    """EW matchpoints of every score: the complement of NS's to the top."""
    top = scale.top(len(ns_scores))
    return [top - mp for mp in matchpoints(ns_scores, scale)]


def percentage(mp: float, top: float) -> float:
    """Matchpoints as a percentage of the top (reports print 2 decimals).

    A board with a single result has no comparison; it is 50 % by convention.
    """
    return 50.0 if top == 0 else 100.0 * mp / top


def neuberg(mp: float, results: int, expected: int,
            scale: MatchpointScale = MatchpointScale.TWO_PER_PAIR) -> float:
    """Factor matchpoints earned among ``results`` scores up to ``expected`` scores.

    Neuberg's formula (an RA regulation, not Law text): with tie unit *t*
    (1 in 2-per-pair units, 0.5 in 1-per-pair units),
    ``MP' = (MP + t) * expected / results - t``; the result is out of
    ``scale.top(expected)``. Checked against the EBU's worked example (10
    results where 11 were expected, top 20: a sole top of 18 becomes 19.9,
    a sole bottom 0.1): http://www.ebu.co.uk/lawsandethics/articles/neuberg/principle.htm
    and Max Bavin's EBU note http://mybridgeuk.com/Neuberg%20formula.htm .

    >>> round(neuberg(18, results=10, expected=11), 6)
    19.9
    """
    if results < 1 or expected < 1:
        raise ValueError("Neuberg needs at least one result and one expected result")
    t = scale.tie
    return (mp + t) * expected / results - t


def neuberg_board(ns_scores: Sequence[int], expected: int,
                  scale: MatchpointScale = MatchpointScale.TWO_PER_PAIR) -> list[float]:
    """NS matchpoints of a board played fewer (or more) times than ``expected``,
    factored by :func:`neuberg` to the top of ``expected`` results."""
    n = len(ns_scores)
    return [neuberg(mp, n, expected, scale) for mp in matchpoints(ns_scores, scale)]
