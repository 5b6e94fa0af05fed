"""Boards as JSON lines: one object per board (``hakem convert --to json``, ``hakem
parse --format json``), read back by :mod:`hakem.parsers.jsonin`.

An object holds everything the board holds, so PBN -> JSON -> PBN loses nothing: the
tags, the typed fields, the auction with alerts, explanations and PBN's ``^I``/``^S``,
the play as recorded (seat columns, PBN's ``^R``/``^L`` on a cell), every comment with
the place it belongs to, notes, supplemental tables, and the diagnostics found when
the record was read. Two fields are for people and are not read back: ``players``
(from the player tags) and ``tricks`` (the play replayed: leader, cards in play order,
winner). ``schema`` names the layout; docs/json.md describes every field.
"""

from __future__ import annotations

import json
from typing import Any, Iterable

from hakem.model.auction import AuctionCall
from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, SourceSpan
from hakem.model.play import PlayedCard
from hakem.model.seat import Seat

#: The ``schema`` value of a board object; a reader refuses objects without it.
SCHEMA = "hakem-board-1"


def _span(span: SourceSpan | None) -> str | None:
    return str(span) if span is not None else None


def diagnostic_to_dict(diag: Diagnostic) -> dict[str, Any]:
    out = {"severity": diag.severity.value, "code": diag.code, "message": diag.message,
           "where": _span(diag.span)}
    if diag.args:  # the values the message names, for saying it in another language
        out["args"] = {name: list(value) if isinstance(value, tuple) else value
                       for name, value in diag.args}
    return out


def _annotations(item: AuctionCall | PlayedCard, out: dict[str, Any]) -> dict[str, Any]:
    if item.note is not None:
        out["note"] = item.note
    if item.suffix is not None:
        out["suffix"] = item.suffix
    if item.nags:
        out["nags"] = list(item.nags)
    return out


def _call(entry: AuctionCall) -> dict[str, Any]:
    item: dict[str, Any] = {"call": str(entry.call) if entry.call is not None else "^S",
                            "seat": entry.seat.letter, "alert": entry.alert}
    if entry.explanation is not None:
        item["explanation"] = entry.explanation
    if entry.insufficient:
        item["insufficient"] = True
    return _annotations(entry, item)


def cell_text(cell: PlayedCard | None) -> str | None:
    """A play cell as PBN writes it: ``D3``, ``^R D3``, ``^L HK``, ``-`` (unknown card);
    None past the end of a short last row."""
    if cell is None:
        return None
    mark = "^R " if cell.revoke else "^L " if cell.lead_out_of_turn else ""
    return mark + (str(cell.card) if cell.card is not None else "-")


def board_to_dict(board: Board) -> dict[str, Any]:
    """A JSON-ready dictionary for ``board``.

    >>> from hakem.parsers import lin
    >>> board_to_dict(lin.loads("md|3SA,,,|sv|b|mb|1S!|an|5+ !S|")[0])["auction"]["calls"][0]
    {'call': '1S', 'seat': 'N', 'alert': True, 'explanation': '5+ ♠'}
    """
    contract = board.contract
    out: dict[str, Any] = {
        "schema": SCHEMA,
        "format": board.format,
        "board": board.board_id,
        "tags": [{"name": t.name, "value": t.value} for t in board.tags],
        "dealer": board.dealer.letter if board.dealer is not None else None,
        "vulnerability": board.vulnerability.value if board.vulnerability is not None else None,
        "deal": board.deal.to_pbn(board.dealer or Seat.N) if board.deal is not None else None,
        "contract": str(contract) if contract is not None else None,
        "declarer": board.declarer.letter if board.declarer is not None else None,
        "result": board.result,
        "players": {seat.letter: name for seat, name in board.players.items()},
    }
    if contract is not None and contract.declarer is not None and contract.declarer != board.declarer:
        out["contract_declarer"] = contract.declarer.letter
    if board.declarer_swapped:
        out["declarer_swapped"] = True  # PBN [Declarer "^N"] (Law 54A)
    if board.result_agreed:
        out["result_agreed"] = True  # PBN [Result "^n"] (Law 69)
    if board.auction is not None:
        auction: dict[str, Any] = {"dealer": board.auction.dealer.letter,
                                   "calls": [_call(e) for e in board.auction.calls],
                                   "ending": board.auction.ending}
        if board.auction.notes:
            auction["notes"] = [{"index": n.index, "text": n.text} for n in board.auction.notes]
        out["auction"] = auction
    if board.play is not None:
        play: dict[str, Any] = {
            "first": board.play.first.letter,
            "rows": [[cell_text(c) for c in row] for row in board.play.rows],
            "ending": board.play.ending,
        }
        marks = [_annotations(c, {"row": r, "column": i})
                 for r, row in enumerate(board.play.rows) for i, c in enumerate(row)
                 if c is not None and (c.note is not None or c.suffix is not None or c.nags)]
        if marks:
            play["annotations"] = marks
        if board.play.notes:
            play["notes"] = [{"index": n.index, "text": n.text} for n in board.play.notes]
        out["play"] = play
    if board.replay is not None:
        out["tricks"] = [{"number": t.number, "leader": t.leader.letter,
                          "cards": [str(c.card) if c.card else None for c in t.cards],
                          "winner": t.winner.letter if t.winner is not None else None}
                         for t in board.replay.tricks]
    if board.tables:
        out["tables"] = [{"name": t.name, "columns": list(t.columns), "rows": [list(r) for r in t.rows]}
                         for t in board.tables]
    out["comments"] = [{"text": c.text, "anchor": c.anchor, **({} if c.brace else {"brace": False})}
                       for c in board.comments]
    if board.escapes:
        out["escapes"] = list(board.escapes)
    out["diagnostics"] = [diagnostic_to_dict(d) for d in board.diagnostics]
    out["where"] = _span(board.span)
    return out


def dumps(boards: Iterable[Board]) -> str:
    """JSON lines: one object per board, each on its own line.

    >>> from hakem.parsers import pbn
    >>> text = dumps(pbn.loads('[Board "1"]\\n[Contract "3NT"]\\n'))
    >>> text.count("\\n"), text.startswith('{"schema": "hakem-board-1"')
    (1, True)
    """
    return "".join(json.dumps(board_to_dict(b), ensure_ascii=False) + "\n" for b in boards)


__all__ = ["SCHEMA", "board_to_dict", "cell_text", "diagnostic_to_dict", "dumps"]
