"""The end of the hand: the result after the trick transfers, and its Law 77 score.

The director rules on each irregularity as it happens, but trick transfers for
revokes (Law 64A) and defective tricks (67B1) are made *at the end of play*,
all together. Every play ruling therefore reports the board's result as played
(``tricks_before``/``score_before``) and after every automatic transfer on the
board (``tricks_after``/``score_after``), NS's point of view, with the Law 77
scores from :mod:`hakem.analysis.scoring`.

>>> from hakem.model.contract import Contract
>>> from hakem.model.seat import Seat
>>> result_text(Contract.parse("6S", Seat.S), 11)
'6S by S -1 (11 tricks)'
"""

from __future__ import annotations

import dataclasses
from typing import Sequence

from hakem.analysis.scoring import ns_score
from hakem.model.contract import Contract
from hakem.model.ruling import Ruling, TrickTransfer

from .play_context import PlayContext


def result_text(contract: Contract, tricks: int) -> str:
    """``4S by N = (10 tricks)``, ``3NT by S +2 (11 tricks)``."""
    if contract.is_passed_out:
        return "passed out"
    diff = tricks - contract.tricks_needed
    mark = "=" if diff == 0 else f"{diff:+d}"
    who = f" by {contract.declarer.name}" if contract.declarer is not None else ""
    return f"{contract}{who} {mark} ({tricks} tricks)"


def score(ctx: PlayContext, tricks: int | None) -> int | None:
    """NS's Law 77 score for declarer taking ``tricks``; None when it cannot be scored."""
    contract = ctx.contract
    if tricks is None or contract is None or ctx.vulnerability is None:
        return None
    if contract.declarer is None and ctx.declarer is not None:
        contract = dataclasses.replace(contract, declarer=ctx.declarer)
    if not contract.is_passed_out and (contract.declarer is None or contract.strain is None):
        return None
    try:
        return ns_score(contract, tricks, ctx.vulnerability)
    except ValueError:
        return None


def apply_transfers(ctx: PlayContext, tricks: int, transfers: Sequence[TrickTransfer]) -> int:
    """Declarer's tricks after ``transfers`` (to the defenders: fewer; to declarer: more)."""
    side = ctx.declaring_side
    for t in transfers:
        tricks += t.tricks if t.to is side else -t.tricks
    return max(0, min(13, tricks))


def _signed(points: int) -> str:
    return f"NS {points:+d}"


def finish(ruling: Ruling, ctx: PlayContext, transfers: Sequence[TrickTransfer] = ()) -> Ruling:
    """``ruling`` with the board's result and score before and after ``transfers``
    (every automatic transfer on the board), and a sentence saying so."""
    before = ctx.declarer_tricks()
    if before is None or ctx.contract is None or ctx.contract.level == 0:
        return ruling  # no result, or an end position's denomination-only contract
    after = apply_transfers(ctx, before, transfers)
    s_before, s_after = score(ctx, before), score(ctx, after)
    contract = ctx.contract
    if contract.declarer is None and ctx.declarer is not None:
        contract = dataclasses.replace(contract, declarer=ctx.declarer)
    if after == before:
        text = f"Result {result_text(contract, before)}"
        if s_before is not None:
            text += f", {_signed(s_before)}"
        text += "."
    else:
        moved = sum(t.tricks for t in transfers)
        text = (f"Result {result_text(contract, before)}"
                + (f" ({_signed(s_before)})" if s_before is not None else "")
                + f"; after {moved} transferred trick{'s' if moved != 1 else ''}: "
                + result_text(contract, after)
                + (f", {_signed(s_after)}" if s_after is not None else "") + ".")
    return dataclasses.replace(
        ruling, tricks_before=before, tricks_after=after, score_before=s_before,
        score_after=s_after, explanation=f"{ruling.explanation} {text}".strip())


__all__ = ["apply_transfers", "finish", "result_text", "score"]
