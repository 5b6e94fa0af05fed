"""Law 11A's split score in figures (Law 12C1(b)): the gain taken away from the side
that acted before the director came, the offenders keeping the table result.

Seed 002's example: declarer dealt with a defender's lead out of turn himself and
later required a lead in the penalty card's suit without the defenders knowing the
restriction in advance. If the director finds that declarer gained (say one trick)
from the defenders' ignorance of the law, declarer's side is scored as if it had not
gained it, and the defenders keep the score they got at the table: the two figures
do not balance (a split score). The director judges the gain; hakem does the
arithmetic (Law 77 through :mod:`.adjusted_numbers`) from the record's contract and
result and the marker's ``gained=``, and says what is missing otherwise.
"""

from __future__ import annotations

from fractions import Fraction

from hakem.analysis.adjusted import Outcome
from hakem.analysis.damage_field import board_vulnerability, scored
from hakem.model.board import Board
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import AdjustedScore, AdjustmentKind
from hakem.model.seat import Side

from .adjusted_numbers import assigned


class Say(FactKey):
    NUMBERS = "law11a.split-numbers", "acting:side gained:int tricks:int adjusted:int ns:int ew:int"
    NEED_GAIN = "law11a.need-gain"
    NEED_ACTOR = "law11a.need-actor"
    NEED_RESULT = "law11a.need-result"


def split_score(board: Board, irr: Irregularity) -> tuple[AdjustedScore | None, Fact]:
    """The 12C1(b) split score with its figures, or (None, what the director must supply)."""
    if irr.gained is None:
        return None, fact(Say.NEED_GAIN)
    if irr.offender is None:
        return None, fact(Say.NEED_ACTOR)
    table, vul = scored(board), board_vulnerability(board)
    if table is None or vul is None or table[0].is_passed_out:
        return None, fact(Say.NEED_RESULT)
    contract, tricks, _ = table
    assert contract.declarer is not None
    acting = irr.offender.side
    declaring = contract.declarer.side is acting
    # Take the gain away from the side that acted: fewer tricks for declarer if it was
    # declarer's side, more if it was the defenders'.
    adjusted = max(0, min(13, tricks - irr.gained if declaring else tricks + irr.gained))
    effect = AdjustedScore(AdjustmentKind.ASSIGNED, "12C1(b)", None, side_specific=True)
    own = [Outcome(Fraction(1), contract, adjusted)]
    kept = [Outcome(Fraction(1), contract, tricks)]
    ns_side, ew_side = (own, kept) if acting is Side.NS else (kept, own)
    numbers = assigned(effect, ns_side, vul, ew_outcomes=ew_side)
    said = fact(Say.NUMBERS, acting=acting, gained=irr.gained, tricks=tricks, adjusted=adjusted,
                ns=int(round(numbers.ns)), ew=int(round(numbers.ew)))
    return AdjustedScore(AdjustmentKind.ASSIGNED, "12C1(b)", said, side_specific=True), said


__all__ = ["Say", "split_score"]
