"""``hakem dd``: double-dummy tables and par for every board.

The tables, par and the damage analysis ``hakem check --damage`` uses live in
:mod:`hakem.analysis.dd_tables`; this module is the command and its output.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from hakem.analysis.dd_cache import DDCache, default_dir
from hakem.analysis.dd_pbn import SEAT_ORDER, STRAIN_ORDER, with_dd_tags
from hakem.analysis.dd_tables import complete, par_for, tables_for
from hakem.analysis.dds import DDTable, Par
from hakem.model.board import Board
from hakem.model.diagnostics import HakemError
from hakem.parsers.pbn import dumps
from hakem.parsers.safe_output import safe_name, write_text

from .common import paths_argument, quiet_option, read_all

def table_lines(table: DDTable) -> list[str]:
    """The DD grid as text: one line per declarer, strains NT S H D C."""
    head = "      " + " ".join(f"{s.name:>2}" for s in STRAIN_ORDER)
    return [head] + [f"   {seat.letter}  " + " ".join(f"{table.cells[s][seat]:>2}" for s in STRAIN_ORDER)
                     for seat in SEAT_ORDER]


@click.command("dd", epilog="Double-dummy figures assume perfect play by all four players: "
                            "a reference for the director, not a ruling.")
@paths_argument
@click.option("--pbn-out", type=click.Path(file_okay=False), default=None,
              help="Write each input file again as PBN (UTF-8) into this directory, with "
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
            row = batch.row(board.deal) if board.deal is not None and complete(board) else None
            table = row.table if row is not None else None
            pr = par_for(board, table) if table is not None else None
            if not quiet:
                _print_board(res.path, board, row, table, pr, fmt)
            out_boards.append(with_dd_tags(board, table, pr) if table is not None else board)
        if pbn_out is not None:
            try:
                _write_pbn(Path(pbn_out), Path(res.path), out_boards, written)
            except HakemError as exc:
                raise click.ClickException(str(exc)) from None
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
    """One PBN file per input, inside ``directory`` (UTF-8, written whole or not at all)."""
    name = safe_name(source.stem, ".pbn", written)
    written.add(name.lower())
    write_text(directory / name, dumps(boards), inside=directory)


__all__ = ["dd", "table_lines"]
