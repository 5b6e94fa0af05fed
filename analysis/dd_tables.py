"""Double-dummy tables for boards, and the damage analysis that needs them.

The boards of a batch go to the DD batch runner (de-duplicated, cached on disk,
:mod:`hakem.analysis.dd_batch`); tables already worked out in this process are
kept in a bounded memo, so ``hakem check --damage`` over a long batch solves each
deal once without growing without limit. :func:`damage_for` is what ``check``
calls for every ruling with a Watch flag (Laws 12C, 23C, 27D, 64C...).

>>> from hakem.model.board import Board
>>> from hakem.model.ruling import Ruling
>>> damage_for(Board(), Ruling(("27",), "no watch flag"), []) is None
True
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from hakem.model.board import Board
from hakem.model.contract import Contract
from hakem.model.ruling import Ruling

from .adjusted import Outcome
from .damage import DamageReport, assess_damage, watch_flags
from .damage_field import board_vulnerability
from .dd_batch import BatchResult, run_dd
from .dd_cache import DDCache
from .dds import DDTable, Par, par

#: Tables kept in memory per process (a table is ~1 KiB; the disk cache holds the rest).
MEMO_SIZE = 4096


class TableMemo:
    """The last ``size`` DD tables used, by canonical deal (least recently used goes)."""

    def __init__(self, size: int = MEMO_SIZE) -> None:
        self.size = size
        self._tables: OrderedDict[str, DDTable] = OrderedDict()

    def get(self, deal: str) -> DDTable | None:
        table = self._tables.get(deal)
        if table is not None:
            self._tables.move_to_end(deal)
        return table

    def __setitem__(self, deal: str, table: DDTable) -> None:
        self._tables[deal] = table
        self._tables.move_to_end(deal)
        while len(self._tables) > self.size:
            self._tables.popitem(last=False)

    def __len__(self) -> int:
        return len(self._tables)


_MEMO = TableMemo()


def complete(board: Board) -> bool:
    """The board has a full, valid deal (a DD table can be computed)."""
    return board.deal is not None and board.deal.is_complete and not board.deal.problems()


def tables_for(boards: Sequence[Board], cache: DDCache | None = None, **options: Any) -> BatchResult:
    """One batch DD run over the deals of ``boards`` (de-duplicated, cached)."""
    deals = [b.deal for b in boards if b.deal is not None and complete(b)]
    result = run_dd(deals, cache=cache, **options)  # type: ignore[arg-type]
    for row in result.rows.values():
        if row.table is not None:
            _MEMO[row.deal] = row.table
    return result


def par_for(board: Board, table: DDTable) -> Par | None:
    """Par for the board's dealer and vulnerability (None when either is unknown)."""
    vul = board_vulnerability(board)
    if board.dealer is None or vul is None:
        return None
    return par(table, vul, board.dealer)


def damage_for(board: Board, ruling: Ruling, field_boards: Sequence[Board], *,
               cache: DDCache | None | bool = True, outcomes: Sequence[Outcome] | None = None,
               named: Sequence[Contract] = (),
               without_nos_error: Sequence[Outcome] | None = None) -> DamageReport | None:
    """The damage analysis for ``ruling`` (None when it carries no Watch flag).

    ``field_boards`` are the other boards of the batch (``board`` itself may be among
    them); those with the same deal and vulnerability form the field. The DD table
    comes from this process's memo, else the on-disk cache (``cache=True``: the
    default directory; a :class:`DDCache`; ``False``/``None``: no disk cache), else DDS.
    """
    if not watch_flags(ruling):
        return None
    table = None
    if complete(board):
        assert board.deal is not None
        key = board.deal.to_pbn()
        table = _MEMO.get(key)
        if table is None:
            disk = DDCache() if cache is True else (cache or None)
            table = tables_for([board], cache=disk).table(board.deal)
    return assess_damage(board, ruling, field_boards, dd=table,
                         par=par_for(board, table) if table is not None else None,
                         outcomes=outcomes, named=named, without_nos_error=without_nos_error)


__all__ = ["MEMO_SIZE", "TableMemo", "complete", "damage_for", "par_for", "tables_for"]
