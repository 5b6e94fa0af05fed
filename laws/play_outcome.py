"""The end of the hand: the result after the trick transfers, and its Law 77 score.

The director rules on each irregularity as it happens, but trick transfers for
revokes (Law 64A) and defective tricks (67B1) are made *at the end of play*,
all together. Every play ruling therefore reports the board's result as played
(``tricks_before``/``score_before``) and after every automatic transfer on the
board (``tricks_after``/``score_after``), NS's point of view, with the Law 77
scores from :mod:`hakem.analysis.scoring`.

>>> from hakem.model.contract import Contract
>>> from hakem.model.seat import Seat
>>> result_fact(Contract.parse("6S", Seat.S), 11).kwargs["diff"]
-1
"""

from __future__ import annotations

import dataclasses
from typing import Sequence

from hakem.analysis.scoring import ns_score
from hakem.model.contract import Contract
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.ruling import Ruling, TrickTransfer

from .play_context import PlayContext


class Say(FactKey):
    PASSED_OUT = "result.passed-out"
    RESULT = "result.made", "contract:contract diff:int tricks:int"
    RESULT_BY = "result.made-by", "contract:contract declarer:seat diff:int tricks:int"
    AS_PLAYED = "result.as-played", "result:fact"
    AS_PLAYED_SCORED = "result.as-played.scored", "result:fact score:int"
    TRANSFERRED = "result.after-transfers", "before:fact moved:int after:fact"
    TRANSFERRED_SCORED = ("result.after-transfers.scored",
                          "before:fact score_before:int moved:int after:fact score_after:int")


def result_fact(contract: Contract, tricks: int) -> Fact:
    """``4S by N = (10 tricks)``, ``3NT by S +2 (11 tricks)`` as a fact."""
    if contract.is_passed_out:
        return fact(Say.PASSED_OUT)
    diff = tricks - contract.tricks_needed
    if contract.declarer is not None:
        return fact(Say.RESULT_BY, contract=contract, declarer=contract.declarer, diff=diff,
                    tricks=tricks)
    return fact(Say.RESULT, contract=contract, diff=diff, tricks=tricks)


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
        said = fact(Say.AS_PLAYED_SCORED, result=result_fact(contract, before), score=s_before) \
            if s_before is not None else fact(Say.AS_PLAYED, result=result_fact(contract, before))
    else:
        moved = sum(t.tricks for t in transfers)
        if s_before is not None and s_after is not None:
            said = fact(Say.TRANSFERRED_SCORED, before=result_fact(contract, before),
                        score_before=s_before, moved=moved, after=result_fact(contract, after),
                        score_after=s_after)
        else:
            said = fact(Say.TRANSFERRED, before=result_fact(contract, before), moved=moved,
                        after=result_fact(contract, after))
    return dataclasses.replace(
        ruling, tricks_before=before, tricks_after=after, score_before=s_before,
        score_after=s_after, facts=ruling.facts + (said,))


__all__ = ["Say", "apply_transfers", "finish", "result_fact", "score"]
