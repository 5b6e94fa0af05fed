"""``hakem check``: every irregularity in a batch of records, file by file, board by board."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import click

from hakem.model.board import Board
from hakem.model.settings import Settings

from .common import read_all


def _board_label(board: Board) -> str:
    return board.board_id or "?"


def run_check(paths: tuple[str, ...], fmt: str, quiet: bool, damage: bool = False,
              settings: Settings = Settings()) -> int:
    """Print the irregularities; return the exit status (1 when an input had errors)."""
    from hakem.laws.detect import irregularity_to_dict
    from hakem.laws.engine import rule_board
    from hakem.model.ruling import ruling_to_dict

    from hakem.parsers.files import Accounting

    tally = Accounting()
    kinds: Counter[str] = Counter()
    claims: Counter[str] = Counter()
    files = boards = 0
    input_errors = 0
    for result in read_all(paths):
        tally.add(result)
        files += 1
        input_errors += result.has_input_errors
        for diag in result.diagnostics:
            click.echo(str(diag), err=True)
        for board in result.boards:
            boards += 1
            ruled = rule_board(board, settings)
            for error in ruled.errors:
                click.echo(str(error), err=True)
            for irr, ruling in ruled.pairs():
                kinds[irr.kind.value] += 1
                if irr.kind.value in ("claim", "concession"):
                    _count_claim(ruling, claims)
                if quiet:
                    continue
                report = _damage(board, ruling, result.boards) if damage else None
                if fmt == "json":
                    row: dict[str, Any] = {"file": result.path, "board": _board_label(board)}
                    row.update(irregularity_to_dict(irr))
                    row["ruling"] = ruling_to_dict(ruling)
                    if report is not None:
                        row["damage"] = report.to_dict()
                    click.echo(json.dumps(row, ensure_ascii=False))
                else:
                    click.echo(_line(result.path, board, irr))
                    click.echo(f"    Law {', '.join(ruling.laws)}: {ruling.explanation}")
                    if report is not None:
                        for text in report.lines():
                            click.echo(f"    {text}")
    out_err = fmt == "json"
    click.echo(str(tally), err=out_err)
    click.echo(f"{files} files, {boards} boards, {sum(kinds.values())} irregularities", err=out_err)
    for kind, n in kinds.most_common():
        click.echo(f"  {n:7d}  {kind}", err=out_err)
    if claims:
        click.echo(f"claims: {claims['analysed']} analysed, {claims['exceeds-dd']} claim more than "
                   f"double dummy, {claims['not-upheld']} not upheld on a normal line, "
                   f"{claims['undecided']} undecided (search capped), {claims['law71']} Law 71 "
                   f"candidates, {claims['no-position']} without a usable position", err=out_err)
    return 1 if input_errors else 0


def _count_claim(ruling: Any, claims: Counter[str]) -> None:
    """Tally what the claim analysis said (see laws/claim_rules.py)."""
    if any("cannot be analysed" in j.question for j in ruling.judgements):
        claims["no-position"] += 1
        return
    if ruling.tricks_before is None:
        return
    claims["analysed"] += 1
    notes = [getattr(e, "note", "") for e in ruling.effects]
    if any("double dummy" in n for n in notes):
        claims["exceeds-dd"] += 1
    if any("careless" in n for n in notes) or any(type(e).__name__ == "TrickTransfer"
                                                   for e in ruling.effects):
        claims["not-upheld"] += 1
    if any(getattr(e, "law", "") == "71" for e in ruling.effects):
        claims["law71"] += 1
    if any("capped" in j.question for j in ruling.judgements):
        claims["undecided"] += 1


def _damage(board: Board, ruling: Any, field: list[Board]) -> Any:
    """The damage analysis (Laws 12, 23C, 64C...) for a ruling with a Watch flag."""
    from hakem.model.ruling import Watch

    if not any(isinstance(e, Watch) for e in ruling.effects) and not any(
            isinstance(e, Watch) for b in ruling.branches for e in b.effects):
        return None
    from hakem.analysis.dd_tables import damage_for
    try:
        return damage_for(board, ruling, field)
    except Exception as exc:  # the solver must not stop a batch
        click.echo(f"{board.span}: damage analysis failed: {exc}", err=True)
        return None


def _line(path: str, board: Board, irr: Any) -> str:
    where = str(irr.span) if irr.span is not None else (str(board.span) if board.span else path)
    who = irr.offender.name if irr.offender is not None else "-"
    position = str(irr.position) if irr.position is not None else ""
    detail = irr.detail or ""
    return f"{where}: board {_board_label(board)}: {irr.kind.value} by {who} {position}: {detail}".rstrip()
