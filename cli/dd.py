"""``hakem dd``: double-dummy tables and par for every board, and the damage hook for ``check``.

The lead registers :data:`dd` in ``cli/main.py`` and calls :func:`damage_for` from
``hakem check`` for every ruling that carries a Watch flag.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from hakem.analysis.adjusted import Outcome
from hakem.analysis.damage import DamageReport, assess_damage, watch_flags
from hakem.analysis.dd_batch import BatchResult, run_dd
from hakem.analysis.dd_cache import DDCache, default_dir
from hakem.analysis.dd_pbn import SEAT_ORDER, STRAIN_ORDER, with_dd_tags
from hakem.analysis.dds import DDTable, Par, par
from hakem.model.board import Board
from hakem.model.contract import Contract
from hakem.model.ruling import Ruling

from .common import paths_argument, quiet_option, read_all

#: Tables already worked out in this process, by canonical deal (``damage_for`` reuse).
_MEMO: dict[str, DDTable] = {}


def _complete(board: Board) -> bool:
    return board.deal is not None and board.deal.is_complete and not board.deal.problems()


def tables_for(boards: Sequence[Board], cache: DDCache | None = None, **options: Any) -> BatchResult:
    """One batch DD run over the deals of ``boards`` (de-duplicated, cached)."""
    deals = [b.deal for b in boards if b.deal is not None and _complete(b)]
    result = run_dd(deals, cache=cache, **options)  # type: ignore[arg-type]
    for row in result.rows.values():
        if row.table is not None:
            _MEMO[row.deal] = row.table
    return result


def par_for(board: Board, table: DDTable) -> Par | None:
    """Par for the board's dealer and vulnerability (None when either is unknown)."""
    from hakem.analysis.damage_field import board_vulnerability

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

    >>> from hakem.model.ruling import Ruling
    >>> damage_for(Board(), Ruling(("27",), "no watch flag"), []) is None
    True
    """
    if not watch_flags(ruling):
        return None
    table = None
    if _complete(board):
        assert board.deal is not None
        key = board.deal.to_pbn()
        table = _MEMO.get(key)
        if table is None:
            disk = DDCache() if cache is True else (cache or None)
            table = tables_for([board], cache=disk).table(board.deal)
    return assess_damage(board, ruling, field_boards, dd=table,
                         par=par_for(board, table) if table is not None else None,
                         outcomes=outcomes, named=named, without_nos_error=without_nos_error)


def table_lines(table: DDTable) -> list[str]:
    """The DD grid as text: one line per declarer, strains NT S H D C."""
    head = "      " + " ".join(f"{s.name:>2}" for s in STRAIN_ORDER)
    return [head] + [f"   {seat.letter}  " + " ".join(f"{table.cells[s][seat]:>2}" for s in STRAIN_ORDER)
                     for seat in SEAT_ORDER]


@click.command("dd", epilog="Double-dummy figures assume perfect play by all four players: "
                            "a reference for the director, not a ruling.")
@paths_argument
@click.option("--pbn-out", type=click.Path(file_okay=False), default=None,
              help="Write each input file again as PBN into this directory, with "
                   "DoubleDummyTricks, OptimumScore and OptimumResultTable added.")
@click.option("--cache", "cache_dir", type=click.Path(file_okay=False), default=None,
              help=f"DD cache directory (Parquet) [default: {default_dir()}; "
                   "HAKEM_CACHE_DIR moves it].")
@click.option("--no-cache", is_flag=True, help="Neither read nor write the DD cache.")
@click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Solver processes. 1 lets DDS use every core from one process, which "
                   "measured fastest on 2 cores; N splits the cores over N processes.")
@click.option("--timeout", type=click.FloatRange(min=0.001), default=None,
              help="Seconds per deal; a deal over it becomes a 'timeout' row (runs the "
                   "solver in worker processes).")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table",
              show_default=True)
@quiet_option
def dd(paths: tuple[str, ...], pbn_out: str | None, cache_dir: str | None, no_cache: bool,
       jobs: int, timeout: float | None, fmt: str, quiet: bool) -> None:
    """Double-dummy tables and par for every board in PATHS.

    Each unique deal is solved once (boards of the same deal share it) and kept in
    an on-disk cache, so a rerun over the same files solves nothing.

    \b
    Example:
      hakem dd samples/ --pbn-out /tmp/with-dd
      hakem dd archive/2024/ --jobs 1 --timeout 60 --format json
    """
    results = list(read_all(paths))
    boards = [b for r in results for b in r.boards]
    cache = None if no_cache else DDCache(cache_dir)
    batch = tables_for(boards, cache=cache, jobs=jobs, timeout=timeout)
    written: set[str] = set()
    for res in results:
        for diag in res.diagnostics:
            click.echo(str(diag), err=True)
        out_boards = []
        for board in res.boards:
            row = batch.row(board.deal) if board.deal is not None and _complete(board) else None
            table = row.table if row is not None else None
            pr = par_for(board, table) if table is not None else None
            if not quiet:
                _print_board(res.path, board, row, table, pr, fmt)
            out_boards.append(with_dd_tags(board, table, pr) if table is not None else board)
        if pbn_out is not None:
            _write_pbn(Path(pbn_out), Path(res.path), out_boards, written)
    s = batch.stats
    click.echo(f"{len(results)} files, {s.boards} boards with a full deal, {s.unique} unique deals: "
               f"{s.cached} cached, {s.computed} solved, {s.timeouts} timeouts, {s.errors} errors "
               f"in {s.seconds:.1f} s", err=fmt == "json")
    if s.cache_error:
        click.echo(s.cache_error, err=True)
    sys.exit(1 if any(r.has_input_errors for r in results) else 0)


def _print_board(path: str, board: Board, row: Any, table: DDTable | None, pr: Par | None,
                 fmt: str) -> None:
    where = str(board.span) if board.span else path
    if fmt == "json":
        obj: dict[str, Any] = {"file": path, "board": board.board_id,
                               "deal_id": row.deal_id if row else None,
                               "status": row.status if row else "no-deal"}
        if table is not None:
            obj["dd"] = {seat.letter: {s.name: table.cells[s][seat] for s in STRAIN_ORDER}
                         for seat in SEAT_ORDER}
        if pr is not None:
            obj["par_ns"] = pr.score_ns
            obj["par_contracts"] = [str(c) for c in pr.contracts]
        click.echo(json.dumps(obj))
        return
    status = row.status if row else "no full deal"
    click.echo(f"{where}: board {board.board_id or '?'}: double dummy ({status})")
    if table is not None:
        for line in table_lines(table):
            click.echo("  " + line)
    if pr is not None:
        click.echo(f"  par NS {pr.score_ns:+d}: {', '.join(str(c) for c in pr.contracts) or 'pass'}")
    elif row is not None and row.message:
        click.echo(f"  {row.message}")


def _write_pbn(directory: Path, source: Path, boards: list[Board], written: set[str]) -> None:
    from hakem.parsers.pbn import dumps

    directory.mkdir(parents=True, exist_ok=True)
    name, k = source.stem + ".pbn", 1
    while name in written:
        k += 1
        name = f"{source.stem}-{k}.pbn"
    written.add(name)
    (directory / name).write_text(dumps(boards), encoding="ascii", errors="replace")


__all__ = ["damage_for", "dd", "par_for", "table_lines", "tables_for"]
