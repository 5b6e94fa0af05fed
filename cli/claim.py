"""``hakem claim``: rule on a contested claim from a hand record (Laws 68-71)."""

from __future__ import annotations

from pathlib import Path

import click

from hakem.analysis.claims import rule_claim
from hakem.analysis.position import Position
from hakem.model.board import Board
from hakem.model.diagnostics import HakemError
from hakem.model.seat import Seat
from hakem.model.settings import Settings
from hakem.parsers import lin, pbn
from hakem.parsers.inputs import refusal

from .common import settings_options


def _load(path: Path) -> list[Board]:
    refused = refusal(path)
    if refused is not None:  # a FIFO or a device: never opened (it could hang or never end)
        raise click.ClickException(str(refused))
    if path.suffix.lower() == ".lin":
        return lin.load(str(path))
    return pbn.load(str(path))


def _pick(boards: list[Board], number: str) -> Board:
    for board in boards:
        if board.board_id is not None and board.board_id.strip() == number:
            return board
    if number.isdigit() and 1 <= int(number) <= len(boards) and all(b.board_id is None for b in boards):
        return boards[int(number) - 1]
    raise click.ClickException(f"no board {number!r} in the file")


@click.command("claim")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--board", "board_no", required=True, help="Board number (the [Board] tag / LIN ah).")
@click.option("--statement", default=None, help="The claim statement, e.g. 'drawing trumps'.")
@click.option("--claimer", default=None, help="Claiming seat (default: declarer).")
@click.option("--tricks", type=int, default=None,
              help="Tricks the claimer's side claims of those remaining (default: from the result).")
@click.option("--cards", type=int, default=None, help="Claim after this many played cards (default: all).")
@click.option("--aware", type=click.Choice(["auto", "aware", "unaware"]), default="auto",
              help="Law 70C: was the claimer aware of an outstanding trump?")
@click.option("--ascii", "ascii_", is_flag=True, help="Letters instead of suit symbols.")
@settings_options
def claim(file: Path, board_no: str, statement: str | None, claimer: str | None, tricks: int | None,
          cards: int | None, aware: str, ascii_: bool, settings: Settings) -> None:
    """Rule on a claim: the worst normal line (Law 70), DD for contrast, Law 71.

    \b
    Example:
      hakem claim session.pbn --board 7 --statement "drawing trumps, then the rest are high"
    """
    try:
        board = _pick(_load(file), board_no)
        position = Position.from_board(board, cards)
    except HakemError as exc:
        raise click.ClickException(str(exc)) from exc
    declarer = board.declarer if board.declarer is not None else (board.contract.declarer if board.contract else None)
    try:
        seat = Seat.parse(claimer) if claimer else declarer
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--claimer") from exc
    if seat is None:
        raise click.ClickException("no declarer recorded: give --claimer")
    if tricks is None:
        if board.result is None or declarer is None:
            raise click.ClickException("no recorded result: give --tricks")
        mine = board.result - position.won(declarer.side).n
        tricks = mine if seat.side is declarer.side else position.tricks_left - mine
    if not 0 <= tricks <= position.tricks_left:
        raise click.ClickException(f"--tricks must be 0-{position.tricks_left} (tricks remaining)")
    ruling = rule_claim(position, seat, tricks, statement, declarer=declarer, trump_awareness=aware,
                        node_cap=settings.claim_node_cap)
    contract = f"{board.contract} by {declarer.name}" if board.contract and declarer else "?"
    click.echo(f"Board {board.board_id or board_no}: {contract}; {seat.name} claims {tricks} of "
               f"{position.tricks_left} remaining tricks")
    click.echo(position.diagram(ascii=ascii_))
    click.echo("")
    if statement:
        click.echo(f"Statement: {statement!r}")
        if ruling.statement.directives:
            click.echo("  read as: " + "; ".join(type(d).__name__ for d in ruling.statement.directives))
    click.echo(f"Ruling: {ruling.outcome.value}")
    bound = "" if ruling.exact else f" (bounds {ruling.awarded.n}-{ruling.upper.n})"
    click.echo(f"  tricks to the claiming side ({seat.side.value}): {ruling.awarded.n}{bound}")
    if ruling.declarer_total is not None:
        click.echo(f"  declarer's total: {ruling.declarer_total.n}")
    if ruling.dd is not None:
        click.echo(f"  double dummy (for contrast, not the ruling): {ruling.dd.n}")
    click.echo("  laws: " + ", ".join(ruling.laws))
    click.echo("Critical line (worst normal line for the claimer):")
    for row in ruling.line_text():
        click.echo("  " + row)
    if ruling.flags:
        click.echo("For the TD:")
        for flag in ruling.flags:
            alt = f" [otherwise {flag.alternative.n}]" if flag.alternative is not None else ""
            click.echo(f"  - {flag.message}{alt}" + (f" ({flag.law})" if flag.law else ""))
