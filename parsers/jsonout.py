"""Boards as plain JSON-ready dictionaries (``hakem convert --to json``).

One object per board: tags, typed fields, the auction with alerts and
explanations, the play both as recorded (seat columns) and as replayed tricks
(play order, leader, winner), commentary and the diagnostics with positions.
"""

from __future__ import annotations

from typing import Any

from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, SourceSpan
from hakem.model.seat import Seat


def _span(span: SourceSpan | None) -> str | None:
    return str(span) if span is not None else None


def diagnostic_to_dict(diag: Diagnostic) -> dict[str, Any]:
    return {"severity": diag.severity.value, "code": diag.code, "message": diag.message,
            "where": _span(diag.span)}


def board_to_dict(board: Board) -> dict[str, Any]:
    """A JSON-ready dictionary for ``board``.

    >>> from hakem.parsers import lin
    >>> board_to_dict(lin.loads("md|3SA,,,|sv|b|mb|1S!|an|5+ !S|")[0])["auction"]["calls"][0]
    {'call': '1S', 'seat': 'N', 'alert': True, 'explanation': '5+ ♠'}
    """
    out: dict[str, Any] = {
        "format": board.format,
        "board": board.board_id,
        "tags": [{"name": t.name, "value": t.value} for t in board.tags],
        "dealer": board.dealer.letter if board.dealer is not None else None,
        "vulnerability": board.vulnerability.value if board.vulnerability is not None else None,
        "deal": board.deal.to_pbn(board.dealer or _north()) if board.deal is not None else None,
        "contract": str(board.contract) if board.contract is not None else None,
        "declarer": board.declarer.letter if board.declarer is not None else None,
        "result": board.result,
        "players": {seat.letter: name for seat, name in board.players.items()},
    }
    if board.auction is not None:
        calls = []
        for entry in board.auction.calls:
            item: dict[str, Any] = {"call": str(entry.call) if entry.call is not None else "^S",
                                    "seat": entry.seat.letter, "alert": entry.alert}
            if entry.explanation is not None:
                item["explanation"] = entry.explanation
            calls.append(item)
        out["auction"] = {"dealer": board.auction.dealer.letter, "calls": calls,
                          "ending": board.auction.ending}
    if board.play is not None:
        out["play"] = {
            "first": board.play.first.letter,
            "rows": [[str(c.card) if c is not None and c.card is not None else None for c in row]
                     for row in board.play.rows],
            "ending": board.play.ending,
        }
    if board.replay is not None:
        out["tricks"] = [{"number": t.number, "leader": t.leader.letter,
                          "cards": [str(c.card) if c.card else None for c in t.cards],
                          "winner": t.winner.letter if t.winner is not None else None}
                         for t in board.replay.tricks]
    out["comments"] = [{"text": c.text, "anchor": c.anchor} for c in board.comments]
    out["diagnostics"] = [diagnostic_to_dict(d) for d in board.diagnostics]
    out["where"] = _span(board.span)
    return out


def _north():  # type: ignore[no-untyped-def]
    return Seat.N
