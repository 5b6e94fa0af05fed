"""Laws 7, 9, 10 and 11: the director called (or not), and acting before he arrives.

Law 9B wants the director summoned as soon as attention is drawn to an
irregularity; Law 10A leaves the assessment of rectification to him alone, so
whatever the players settled among themselves has no standing. Law 11A: a
non-offending side that acts before summoning him may forfeit its right to
rectification, notably when it could gain from the opponents not knowing the
law; the director then takes that gain away from it while the offenders keep the
table result (a split score, Law 12C; seed 002's example: declarer requires a
penalty card's suit without the defender having been told of the restriction).
Law 11B: even after forfeiture a procedural penalty remains possible. Law 7
governs the handling of boards and cards; a breach of its procedure is met with
a procedural penalty (90).

A ``@TD`` marker records the call (``by=`` names who called the director) and
the director's findings: ``not-called``, ``late``, ``acted`` (11A), ``procedure``
(a Law 7 breach). Without findings it only notes that the director was called.

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> from .case import BoardCase
>>> rule_director(BoardCase.of(Board()), Irregularity(IrregularityKind.DIRECTOR_CALLED)).laws
('9B',)
"""

from __future__ import annotations

from hakem.model.choices import Finding
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (AdjustedScore, AdjustmentKind, Branch, Compliance, Judgement,
                                NoRectification, Ruling, Source, Watch)

from .auction_draft import Draft
from .case import BoardCase
from .law11a_split_numbers import split_score


class Say(FactKey):
    CALLED = "law9b.director-called"
    CALLED_BY = "law9b.director-called-by", "caller:seat"
    NOT_CALLED = "law9b1.not-called"
    CALLED_LATE = "law9b1.called-late"
    ACTED = "law11a.acted-before-director"
    ASK_ADVANTAGE = "law11a.ask.advantage"
    IF_ADVANTAGE = "law11a.if-advantage"
    SPLIT_SCORE = "law11a.split-score"
    IF_NO_ADVANTAGE = "law11a.if-no-advantage"
    FORFEITED = "law11a.forfeited"
    WATCH_11B = "law11b.watch"
    PROCEDURE = "law7.irregular-procedure", "offender:seat?"
    WATCH_90 = "law90.watch"


def rule_director(case: BoardCase, irr: Irregularity) -> Ruling:
    """Laws 7, 9B, 10A, 11: what the director's (non-)summoning means for the rulings."""
    d = Draft(irr)
    d.law("9B")
    caller = irr.chosen_by or irr.accepted_by
    d.say(fact(Say.CALLED_BY, caller=caller) if caller is not None else fact(Say.CALLED))
    options = irr.options
    if Finding.DIRECTOR_NOT_CALLED in options:
        # 9B1(a), 10A: the table settled it alone; its "rectification" has no standing.
        d.law("9B1(a)", "10A")
        d.decide(Finding.DIRECTOR_NOT_CALLED, Source.MARKER)
        d.say(fact(Say.NOT_CALLED))
        d.comply(Compliance.VIOLATED)
    elif Finding.CALLED_LATE in options:
        d.law("9B1(a)")
        d.decide(Finding.CALLED_LATE, Source.MARKER)
        d.say(fact(Say.CALLED_LATE))
        d.comply(Compliance.VIOLATED)
    if Finding.ACTED_BEFORE_DIRECTOR in options or Finding.DIRECTOR_NOT_CALLED in options:
        # 11A: acting before the director came may forfeit rectification; a gain drawn
        # from the opponents' ignorance of the law is taken away (split score, 12C).
        if Finding.ACTED_BEFORE_DIRECTOR in options:
            d.decide(Finding.ACTED_BEFORE_DIRECTOR, Source.MARKER)
        d.law("11A", "11B")
        d.say(fact(Say.ACTED))
        d.judge(Judgement(fact(Say.ASK_ADVANTAGE), "11A"))
        # The figures, when the director gave the gain and the record the result.
        split, said = split_score(case.board, irr)
        if split is None:
            split = AdjustedScore(AdjustmentKind.ASSIGNED, "12C1(b)", fact(Say.SPLIT_SCORE),
                                  side_specific=True)
        d.say(said)
        d.branch(Branch(fact(Say.IF_ADVANTAGE), (split,), ("11A", "12C1(b)"), None))
        d.branch(Branch(fact(Say.IF_NO_ADVANTAGE),
                        (NoRectification("11A", fact(Say.FORFEITED)),), ("11A",), None))
        d.effect(Watch("11B", fact(Say.WATCH_11B)))
    if Finding.IRREGULAR_PROCEDURE in options:
        d.law("7", "90")
        d.decide(Finding.IRREGULAR_PROCEDURE, Source.MARKER)
        d.say(fact(Say.PROCEDURE, offender=irr.offender))
        d.effect(Watch("90", fact(Say.WATCH_90)))
    return d.ruling()


__all__ = ["Say", "rule_director"]
