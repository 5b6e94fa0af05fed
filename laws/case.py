"""A board as the director sees it when he rules: the record, everything that went
wrong on it, the play as replayed, and the federation's settings.

Detection runs once per board, when its :class:`BoardCase` is built; every rule
then reads what it needs from the case (the other irregularities of the board,
the replay, the settings) and never looks at the file or detects again. A rule
that depends on another irregularity's ruling (Law 28A: was the turn holder
obliged to pass?) asks the case, which rules that one once and remembers it.

>>> from hakem.model.board import Board
>>> case = BoardCase.of(Board())
>>> case.irregularities, case.replay, case.settings.player_class.value
((), None, 'club')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from hakem.model.board import Board
from hakem.model.board_replay import replay_of
from hakem.model.diagnostics import Diagnostic
from hakem.model.irregularity import Irregularity
from hakem.model.replay import Replay
from hakem.model.ruling import Ruling
from hakem.model.settings import Settings

from .detect import check
from .play_context import PlayContext

#: What every rule is: the ruling on one irregularity of a case.
Rule = Callable[["BoardCase", Irregularity], Ruling]


@dataclass(frozen=True)
class BoardCase:
    """One board, detected once, ready for the rules."""

    board: Board
    irregularities: tuple[Irregularity, ...]
    """Markers and detections, de-duplicated, in the order the record gives them."""
    diagnostics: tuple[Diagnostic, ...]
    """Problems with the board's markers and ``^`` marks (see :func:`laws.detect.check`)."""
    replay: Replay | None
    """The play as replayed (None without a deal, a play or a contract)."""
    settings: Settings
    play: PlayContext
    """The board seen from the play period (roles, holdings, tricks, the irregularities)."""
    ruler: Rule | None = field(default=None, compare=False, repr=False)
    """How the case rules on one of its irregularities (the engine's dispatch)."""
    _rulings: dict[int, Ruling] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, board: Board, settings: Settings = Settings(), ruler: Rule | None = None
           ) -> "BoardCase":
        """Detect ``board``'s irregularities once and build its case."""
        found, diagnostics = check(board)
        return cls.with_irregularities(board, found, settings, ruler, diagnostics)

    @classmethod
    def with_irregularities(cls, board: Board, irregularities: list[Irregularity] | tuple[Irregularity, ...],
                            settings: Settings = Settings(), ruler: Rule | None = None,
                            diagnostics: list[Diagnostic] | tuple[Diagnostic, ...] = ()
                            ) -> "BoardCase":
        """A case whose irregularities are already known (no detection)."""
        try:
            rep = replay_of(board)
        except Exception:  # noqa: BLE001 - a record that cannot be replayed still gets rulings
            rep = None
        found = tuple(irregularities)
        return cls(board, found, tuple(diagnostics), rep, settings,
                   PlayContext.of(board, rep, found), ruler)

    def ruling_of(self, irregularity: Irregularity) -> Ruling:
        """The ruling on another irregularity of this board, worked out once."""
        if self.ruler is None:
            raise RuntimeError("this case has no ruler: build it with laws.engine.case_of")
        key = next((i for i, irr in enumerate(self.irregularities) if irr is irregularity), None)
        if key is None:
            return self.ruler(self, irregularity)
        if key not in self._rulings:
            self._rulings[key] = self.ruler(self, irregularity)
        return self._rulings[key]


__all__ = ["BoardCase", "Rule"]
