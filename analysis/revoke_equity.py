"""Law 64C: the result had the revoke not occurred, at double dummy.

After an established revoke the automatic transfer (64A) is a rough remedy; 64C asks
the director to restore equity when it does not compensate the non-offenders: the
likely result without the revoke. Double dummy gives a reference for that: from the
position just before the revoke card, the revoker plays instead the legal card best
for his side, and everyone plays double dummy afterwards. The damage check
(:mod:`hakem.analysis.damage`) uses it as the expectation for a revoke's Watch("64C"),
so ``check --damage`` says when the transfer leaves the non-offenders short.

Double dummy is not real play (it knows every card): it is evidence for the
director's judgement, never a ruling.
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.board import Board
from hakem.model.cards import Card
from hakem.model.seat import Seat

from .dds import solve
from .position import Position, PositionError


@dataclass(frozen=True, slots=True)
class RevokeEquity:
    """Declarer's tricks at double dummy had the revoker followed suit."""

    trick: int
    order: int
    revoker: Seat
    best_card: Card
    """The legal card that is best for the revoker's side."""
    declarer_tricks: int
    """Declarer's total: tricks won before the revoke trick plus the DD rest."""


def revoke_equity(board: Board, trick: int, order: int) -> RevokeEquity | None:
    """Double-dummy equity without the revoke played as card ``order`` of ``trick``;
    None when the record does not give a position there (unknown hands, no play, a
    legal card nobody could choose instead)."""
    if not 1 <= trick <= 13 or not 1 <= order <= 4:
        return None
    try:
        position = Position.from_board(board, 4 * (trick - 1) + order - 1)
    except PositionError:
        return None
    revoker = position.to_move
    declarer = board.declarer if board.declarer is not None else (
        board.contract.declarer if board.contract is not None else None)
    if declarer is None or not position.legal_cards():
        return None
    values = solve(position)
    if not values:
        return None
    best_card, best = max(values.items(), key=lambda kv: (kv[1].n, str(kv[0])))
    side = revoker.side
    total = position.won(side).n + best.n
    declarer_total = total if side is declarer.side else 13 - total
    return RevokeEquity(trick, order, revoker, best_card, declarer_total)


__all__ = ["RevokeEquity", "revoke_equity"]
