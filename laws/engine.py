"""The laws engine's dispatch: one ruling per irregularity (laws-spec.md Part 6).

Each law family lives in its own module and registers the irregularity kinds it
rules on in a ``RULES`` mapping: ``laws/auction_rules.py`` for the auction period
(Laws 16C-39, 72C), ``laws/play_rules.py`` for the play period and claims (Laws
41-71). An irregularity no module rules on yet gets an honest placeholder ruling
that says so and asks the director to rule, never a silent pass.

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> rule(Board(), Irregularity(IrregularityKind.DIRECTOR_CALLED)).laws
('9B',)
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from hakem.model.board import Board
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import Judgement, Ruling

Rule = Callable[[Board, Irregularity, "Settings"], Ruling]


@dataclass(frozen=True, slots=True)
class Settings:
    """Choices a federation (regulating authority) may make."""

    law26_require_or_prohibit: bool = False
    """Law 26B as printed before the 2017 amendment let declarer *require or prohibit*
    a suit; the amended 2017 text lets him only prohibit. Some federations still use
    the older reading."""
    order_of_play_regulation: str | None = None
    """Law 70E2: a regulation on the order in which a claimer plays his suits."""
    claim_analysis: bool = True
    """Judge recorded claims with double dummy and the normal-line search (Law 70);
    off, a claim ruling only says which laws apply (fast batch runs)."""
    claim_node_cap: int = 20_000
    """Search budget per claim; past it the ruling gives bounds and asks the director."""


_MODULES = ("hakem.laws.auction_rules", "hakem.laws.play_rules", "hakem.laws.record_rules",
            "hakem.laws.claim_rules")


@lru_cache(maxsize=1)
def rules() -> dict[IrregularityKind, Rule]:
    """Every registered rule, by irregularity kind."""
    table: dict[IrregularityKind, Rule] = {}
    for name in _MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        table.update(getattr(module, "RULES", {}))
    return table


def rule(board: Board, irregularity: Irregularity, settings: Settings = Settings()) -> Ruling:
    """The ruling on ``irregularity`` in ``board``."""
    handler = rules().get(irregularity.kind)
    if handler is not None:
        return handler(board, irregularity, settings)
    if irregularity.kind is IrregularityKind.DIRECTOR_CALLED:
        return Ruling(laws=("9B",), irregularity=irregularity, span=irregularity.span,
                      explanation="The director was called here (Law 9B); the ruling is "
                      "on the irregularity recorded with it.")
    laws = irregularity.kind.laws
    return Ruling(
        laws=tuple(laws), irregularity=irregularity, offender=irregularity.offender,
        span=irregularity.span,
        judgements=(Judgement(f"hakem has no rule for '{irregularity.kind.value}' yet: "
                              "the director must rule", laws[0] if laws else "81C"),),
        explanation=f"{irregularity.kind.value}: hakem does not rule on this kind yet; "
                    f"see Law {', '.join(laws) or '81C'}.")
