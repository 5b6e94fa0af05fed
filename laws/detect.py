"""Every irregularity of a board: marked by a TD, or detected from the plain record.

:func:`detect` finds what the record shows by itself (and reads PBN's ``^``
tokens); :func:`irregularities` adds hakem's ``@`` markers and merges a marker
and a detection that describe the same event; :func:`check` also returns the
diagnostics (unreadable markers, ``^`` marks the deal contradicts).

>>> from hakem.model.auction import Auction, AuctionCall
>>> from hakem.model.board import Board
>>> from hakem.model.calls import Call
>>> from hakem.model.seat import Seat
>>> calls = tuple(AuctionCall(Call.parse(c), s) for c, s in zip(["1D", "1C"], [Seat.N, Seat.E]))
>>> [i.kind.value for i in detect(Board(dealer=Seat.N, auction=Auction(Seat.N, calls)))]
['insufficient-bid']
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any

from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic
from hakem.model.irregularity import Irregularity, IrregularityKind, Phase
from hakem.model.seat import Seat
from hakem.parsers.markers import markers_of

from .detect_auction import detect_auction
from .detect_play import detect_play
from .detect_record import detect_record

K = IrregularityKind

#: Kinds that describe the same event for de-duplication.
_FAMILY = {K.CONCESSION: K.CLAIM, K.OPENING_LEAD_OUT_OF_TURN: K.LEAD_OUT_OF_TURN}


def _detect_all(board: Board) -> tuple[list[Irregularity], list[Diagnostic]]:
    found: list[Irregularity] = []
    diags: list[Diagnostic] = []
    for step in (detect_record, detect_auction, detect_play):
        irrs, problems = step(board)
        found.extend(irrs)
        diags.extend(problems)
    return found, diags


def detect(board: Board) -> list[Irregularity]:
    """Irregularities found from the record itself (deal, auction, play, tags, ``^`` tokens).

    Never raises on a readable board: a record that cannot be replayed yields
    fewer findings, not an exception.
    """
    return _detect_all(board)[0]


def _same_event(a: Irregularity, b: Irregularity) -> bool:
    if _FAMILY.get(a.kind, a.kind) is not _FAMILY.get(b.kind, b.kind):
        return False
    if a.offender is not None and b.offender is not None and a.offender != b.offender:
        return False
    pa, pb = a.position, b.position
    if pa is None or pb is None:
        return True
    if pa.phase is not pb.phase:
        return False
    if pa.phase is Phase.AUCTION:
        return pa.call_index == pb.call_index
    if pa.phase is Phase.PLAY:
        return pa.trick == pb.trick
    return True


def merge(marked: Irregularity, detected: Irregularity) -> Irregularity:
    """The marker's account, completed with what detection knows and the marker left out."""
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(Irregularity):
        if f.name in ("origin", "notation", "span", "kind"):
            continue
        mine, theirs = getattr(marked, f.name), getattr(detected, f.name)
        if mine in (None, ()) and theirs not in (None, ()):
            changes[f.name] = theirs
    if detected.notation and marked.notation and detected.notation not in marked.notation:
        changes["notation"] = f"{marked.notation} {detected.notation}"
    elif detected.notation and not marked.notation:
        changes["notation"] = detected.notation
    return dataclasses.replace(marked, **changes)


def combine(marked: list[Irregularity], detected: list[Irregularity]) -> list[Irregularity]:
    """Markers plus detections, a detection merged into the marker of the same event."""
    out = list(marked)
    for found in detected:
        for i, mark in enumerate(out[:len(marked)]):
            if _same_event(mark, found):
                out[i] = merge(mark, found)
                break
        else:
            out.append(found)
    return out


def check(board: Board) -> tuple[list[Irregularity], list[Diagnostic]]:
    """All irregularities of ``board`` and the diagnostics about its marks and markers."""
    marked, marker_diags = markers_of(board)
    detected, detect_diags = _detect_all(board)
    if detect_diags:
        # The reader may already have reported a bad ^R/^L while replaying: say it once.
        known = {(d.code, d.span) for d in board.diagnostics}
        detect_diags = [d for d in detect_diags if (d.code, d.span) not in known]
    return combine(marked, detected) if marked else detected, marker_diags + detect_diags


def irregularities(board: Board) -> list[Irregularity]:
    """Markers and detections, de-duplicated; see :func:`check` for diagnostics too."""
    return check(board)[0]


def irregularity_to_dict(irr: Irregularity) -> dict[str, Any]:
    """A JSON-able dict of ``irr`` (None and empty fields left out).

    >>> from hakem.model.irregularity import Irregularity, IrregularityKind
    >>> irregularity_to_dict(Irregularity(IrregularityKind.CLAIM, tricks=3))["laws"]
    ['68', '69', '70']
    """
    out: dict[str, Any] = {"kind": irr.kind.value, "laws": list(irr.kind.laws)}
    for f in dataclasses.fields(Irregularity):
        if f.name == "kind":
            continue
        value = getattr(irr, f.name)
        if value is None or value == ():
            continue
        if f.name == "position":
            out[f.name] = value.to_dict()
            out["where"] = str(value)
        elif f.name == "span":
            out[f.name] = {"path": value.path, "line": value.line, "column": value.column}
        elif isinstance(value, tuple):
            out[f.name] = [v.letter if isinstance(v, Seat) else v.value if isinstance(v, Enum)
                           else str(v) for v in value]
        elif isinstance(value, (bool, int, str)) and not hasattr(value, "name"):
            out[f.name] = value
        elif hasattr(value, "value") and isinstance(getattr(value, "value"), str):
            out[f.name] = value.value  # enums with string values (relation, origin)
        elif hasattr(value, "name") and hasattr(value, "partner"):
            out[f.name] = value.name  # Seat
        else:
            out[f.name] = str(value)
    return out


__all__ = ["check", "combine", "detect", "irregularities", "irregularity_to_dict", "merge"]
