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
from functools import lru_cache
from typing import Callable

from hakem.model.board import Board
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import Judgement, Ruling
from hakem.model.settings import Settings

Rule = Callable[[Board, Irregularity, "Settings"], Ruling]


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
