"""Findings about the record itself, not the play: what the director does with them.

These are not infractions by a player at the table but inconsistencies a scorer or
director must resolve: a trick count or score that does not match the play (Law 79:
the number of tricks won is agreed at the end of play, and a scoring error may be
corrected within the correction period, 79C), a board whose dealer or vulnerability
does not follow its number (Law 2: the board's markings govern, so the record or
the board was wrong), and a deal with missing or duplicated cards (Laws 13-14: a
fouled board or a missing card, often ending in an artificial adjusted score).
"""

from __future__ import annotations

from hakem.model.irregularity import Irregularity, IrregularityKind as K
from hakem.model.ruling import AdjustedScore, AdjustmentKind, Judgement, Ruling, Watch

from .case import BoardCase, Rule




def _ruling(irr: Irregularity, laws: tuple[str, ...], explanation: str, *effects, judgements=()) -> Ruling:  # type: ignore[no-untyped-def]
    return Ruling(laws=laws, irregularity=irr, offender=irr.offender, effects=tuple(effects),
                  judgements=tuple(judgements), explanation=explanation, span=irr.span)


def result_mismatch(case: BoardCase, irr: Irregularity) -> Ruling:
    # Law 79A: the tricks are agreed at the end of play; 79B-C: a disagreement or a
    # scoring error found within the correction period is corrected.
    found = f" ({irr.detail})" if irr.detail else ""
    return _ruling(irr, ("79A", "79C"),
                   f"The recorded trick count does not match the play{found}. If the players "
                   "agreed a wrong count, the director corrects it when the error comes to light "
                   "within the correction period (Law 79C).",
                   Watch("79C", "correct the recorded result if the play record is right"),
                   judgements=(Judgement("is the play record or the recorded result right?", "79C"),))


def score_mismatch(case: BoardCase, irr: Irregularity) -> Ruling:
    found = f" ({irr.detail})" if irr.detail else ""
    return _ruling(irr, ("77", "79C"),
                   f"The recorded score is not the Law 77 score of the contract and result{found}; "
                   "a scoring error is corrected within the correction period (Law 79C).",
                   Watch("79C", "correct the score"))


def contract_mismatch(case: BoardCase, irr: Irregularity) -> Ruling:
    found = f" ({irr.detail})" if irr.detail else ""
    return _ruling(irr, ("22", "79C"),
                   f"The recorded contract or declarer is not what the auction produced{found}. "
                   "The auction decides the contract (Law 22); correct the record.",
                   judgements=(Judgement("which is wrong: the auction record or the contract?", "79C"),))


def board_markings(case: BoardCase, irr: Irregularity) -> Ruling:
    what = "dealer" if irr.kind is K.DEALER_INCONSISTENT else "vulnerability"
    return _ruling(irr, ("2",),
                   f"The recorded {what} is not the one Law 2 gives this board number. At the "
                   "table the board's own markings govern: check the board. If the board was "
                   "mismarked, the result stands as played (the director may adjust if a player "
                   "was misled).",
                   judgements=(Judgement(f"was the {what} at the table the recorded one?", "2"),))


def fouled_deal(case: BoardCase, irr: Irregularity) -> Ruling:
    laws = ("13", "14") if irr.kind is K.MISSING_CARDS else ("13",)
    return _ruling(irr, laws,
                   "The deal does not hold 52 different cards. A board found with an incorrect "
                   "number of cards or a missing card is corrected (Laws 13-14); when the play "
                   "cannot be scored normally the director awards an artificial adjusted score.",
                   AdjustedScore(AdjustmentKind.ARTIFICIAL, "13", "if the board cannot be scored"),
                   judgements=(Judgement("was the board fouled at the table or only in the record?",
                                         "13"),))


RULES: dict[K, Rule] = {
    K.RESULT_MISMATCH: result_mismatch,
    K.SCORE_MISMATCH: score_mismatch,
    K.CONTRACT_MISMATCH: contract_mismatch,
    K.DEALER_INCONSISTENT: board_markings,
    K.VULNERABILITY_INCONSISTENT: board_markings,
    K.DUPLICATE_CARD: fouled_deal,
    K.MISSING_CARDS: fouled_deal,
}
