"""Questions about a board's play: its replay, and who should have led a trick.

The readers usually store the replay on the board; a board built by hand (a test,
a what-if) gets it computed here. Both the marker reader (placing a marker in the
play) and the laws (detection, rulings) ask these questions, so they live in the
model, below both.

>>> from hakem.model.board import Board
>>> replay_of(Board()) is None, proper_leader(Board(), None, 1)
(True, None)
"""

from __future__ import annotations

from .board import Board
from .replay import Replay, opening_leader, replay
from .seat import Seat


def replay_of(board: Board) -> Replay | None:
    """The board's replay, computed when the reader did not store one."""
    if board.replay is not None:
        return board.replay
    contract = board.contract
    if board.deal is None or board.play is None or contract is None or contract.strain is None:
        return None
    declarer = board.declarer if board.declarer is not None else contract.declarer
    return replay(board.deal, board.play, contract.strain.suit, declarer)


def proper_leader(board: Board, rep: Replay | None, trick: int) -> Seat | None:
    """Who should have led ``trick``: declarer's LHO first (Law 41A), then the last winner (44G)."""
    if trick == 1:
        if board.play is None:
            return board.declarer.lho if board.declarer is not None else None
        return opening_leader(board.play, board.declarer)
    if rep is None or len(rep.tricks) < trick - 1:
        return None
    return rep.tricks[trick - 2].winner


__all__ = ["proper_leader", "replay_of"]
