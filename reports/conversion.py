"""What a conversion kept: the converted text read back and compared with the original.

``hakem convert`` writes the boards in the new format, reads that text back with the
format's own reader, and compares board by board. Anything of the original that did
not come back is a loss, said in a few words: an irregularity (its kind, offender and
place, as detection finds it), a tag, a value (deal, dealer, contract...), a call or a
card, a comment. New problems the reader finds in the converted text count too. What
the new format adds (LIN's own tags, a board number) is not a loss.

>>> from hakem.parsers import pbn
>>> boards = pbn.loads('[Board "1"]\\n[Site "Izmir"]\\n[Dealer "N"]\\n')
>>> losses(boards, pbn.loads('[Board "1"]\\n[Dealer "N"]\\n'))
['board 1: tag [Site "Izmir"]']
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any, Sequence

from hakem.laws.detect import irregularities
from hakem.model.board import Board
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.seat import Seat, Vulnerability
from hakem.parsers.lin_tokens import unescape_suits
from hakem.model.diagnostics import Severity
from hakem.model.irregularity import Irregularity

#: Irregularity fields that say how it was found or worded, not what happened.
_HOW = frozenset({"origin", "notation", "span", "detail"})
_VALUES = ("dealer", "vulnerability", "deal", "contract", "declarer", "declarer_swapped",
           "result", "result_agreed")


def irregularity_key(irr: Irregularity) -> tuple[Any, ...]:
    """What an irregularity says happened (kind, offender, place, call, card, options...)."""
    return tuple(same_text(v) if f.name == "note" else v
                 for f in dataclasses.fields(Irregularity) if f.name not in _HOW
                 for v in (getattr(irr, f.name),))


def same_text(text: str | None) -> str | None:
    """A text as every format can say it: LIN writes suits as ``!S`` and a ``|`` as ``/``."""
    return None if text is None else unescape_suits(text).replace("|", "/")


def describe(irr: Irregularity) -> str:
    who = f" by {irr.offender.name}" if irr.offender is not None else ""
    where = f" at {irr.position}" if irr.position is not None else ""
    what = f" ({irr.card or irr.call})" if irr.card is not None or irr.call is not None else ""
    return f"{irr.kind.value}{who}{where}{what}"


def _value(value: Any) -> str:
    if isinstance(value, Contract):
        return str(value) + (f" by {value.declarer.name}" if value.declarer is not None else "")
    if isinstance(value, Deal):
        return value.to_pbn()
    if isinstance(value, (Seat, Vulnerability)):
        return value.name if isinstance(value, Seat) else value.value
    return "yes" if value is True else str(value)


def _label(board: Board, index: int) -> str:
    return f"board {board.board_id}" if board.board_id else f"record {index + 1}"


def board_losses(original: Board, converted: Board) -> list[str]:
    """What of ``original`` is missing or different in ``converted`` (a few words each)."""
    if converted == original:
        return []  # the same record (JSON lines give this back): nothing to look for
    out: list[str] = []
    theirs = {(t.name, t.value) for t in converted.tags}
    out += [f'tag [{t.name} "{t.value}"]' for t in original.tags if (t.name, t.value) not in theirs]
    for name in _VALUES:
        mine, other = getattr(original, name), getattr(converted, name)
        if mine is not None and mine is not False and mine != other:  # (Seat.N == 0 == False)
            now = f" (now {_value(other)})" if other is not None and other is not False else ""
            out.append(f"{name.replace('_', ' ')} {_value(mine)}{now}")
    out += _sequence_losses(original, converted)
    kept = Counter(same_text(c.text) for c in converted.comments)
    for comment in original.comments:
        text = same_text(comment.text)
        if kept[text] > 0:
            kept[text] -= 1
        else:
            out.append(f"comment {comment.text[:40]!r}")
    found = Counter(irregularity_key(i) for i in irregularities(converted))
    for irr in irregularities(original):
        key = irregularity_key(irr)
        if found[key] > 0:
            found[key] -= 1
        else:
            out.append(describe(irr))
    before = Counter(_problem(d.code) for d in original.diagnostics if d.severity is Severity.ERROR)
    for diag in converted.diagnostics:
        if diag.severity is Severity.ERROR:
            if before[_problem(diag.code)] > 0:
                before[_problem(diag.code)] -= 1
            else:
                out.append(f"new problem: {diag.message}")
    return out


def _problem(code: str) -> str:
    """A diagnostic code without its format (``pbn.bad-deal`` and ``lin.bad-deal`` are one)."""
    head, _, rest = code.partition(".")
    return rest if head in ("pbn", "lin", "json") and rest else code


def _sequence_losses(original: Board, converted: Board) -> list[str]:
    out = []
    if original.auction is not None:
        theirs = converted.auction.calls if converted.auction is not None else ()
        for i, entry in enumerate(original.auction.calls):
            other = theirs[i] if i < len(theirs) else None
            what = _call_loss(entry, other)
            if what:
                out.append(f"call {i + 1} ({entry.call or '^S'} by {entry.seat.name}): {what}")
                break  # the calls after it follow from it
        if len(theirs) > len(original.auction.calls):
            out.append(f"the auction has {len(theirs) - len(original.auction.calls)} call(s) more")
    if original.play is not None:
        held = {(c.seat, c.card) for row in converted.play.rows for c in row
                if c is not None and c.card is not None} if converted.play is not None else set()
        missing = [f"{card} by {seat.name}" for row in original.play.rows for c in row
                   if c is not None and c.card is not None
                   for seat, card in [(c.seat, c.card)] if (seat, card) not in held]
        if missing:
            out.append(f"the play: {', '.join(missing[:4])}" + (" ..." if len(missing) > 4 else ""))
    return out


def _call_loss(entry: Any, other: Any) -> str:
    if other is None:
        return "missing"
    parts = [name for name, mine, theirs in (
        ("the call", entry.call, other.call), ("the seat", entry.seat, other.seat),
        ("the alert", entry.alert, other.alert),
        ("the explanation", same_text(entry.explanation), same_text(other.explanation)))
        if mine != theirs]
    return ", ".join(parts)


def losses(original: Sequence[Board], converted: Sequence[Board]) -> list[str]:
    """Every loss, as ``board N: what`` lines, over two readings of the same boards."""
    out: list[str] = []
    if len(converted) != len(original):
        # Which record went where cannot be told: the count is the loss to report.
        return [f"{len(original)} records became {len(converted)}"]
    for index, (mine, other) in enumerate(zip(original, converted)):
        out += [f"{_label(mine, index)}: {what}" for what in board_losses(mine, other)]
    return out


__all__ = ["board_losses", "describe", "irregularity_key", "losses"]
