"""Law 82C: the ruling given at the table against hakem's own.

A marker may record the laws of the ruling the director actually gave
(``ruled=27B1(b)``). hakem compares them with its ruling: a table reference that
matches one of hakem's laws, or one of its branches (the table may have settled
an open judgement), agrees. Otherwise the ruling says so and points to Law 82C:
if the table ruling was wrong and no rectification lets the board be scored
normally, the director awards an adjusted score treating both sides as
non-offending. Whether the table ruling was in fact wrong, and whether the board
can still be scored normally, is the director's judgement: hakem asks.

>>> compatible("27B1", "27B1(a)"), compatible("2", "27B"), compatible("31A2(a)", "31A2(b)")
(True, False, False)
"""

from __future__ import annotations

import dataclasses

from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import AdjustedScore, AdjustmentKind, Branch, Judgement, Ruling


class Say(FactKey):
    AGREES = "law82c.table-agrees", "table:laws"
    DIFFERS = "law82c.table-differs", "table:laws ours:laws"
    ASK = "law82c.ask.error"
    IF_ERROR = "law82c.if-error"
    BOTH_NON_OFFENDING = "law82c.both-non-offending"


def _within(short: str, long: str) -> bool:
    # "2" is no part of "27B" (a number goes on), "27B" is part of "27B2" (a sub-paragraph).
    return long.startswith(short) and (len(long) == len(short) or not (
        short[-1].isdigit() and long[len(short)].isdigit()))


def compatible(table: str, ours: str) -> bool:
    """Do two law references name the same rule, one perhaps more precisely ("27B1" / "27B1(a)")?"""
    return _within(table, ours) or _within(ours, table)


def compare(ruling: Ruling, irr: Irregularity) -> Ruling:
    """``ruling`` with the table ruling of ``irr`` compared (unchanged when the marker has none)."""
    table = irr.table_ruling
    if not table:
        return ruling
    # Branches the record or the director's findings ruled out do not count.
    ours = list(ruling.laws) + [ref for b in ruling.branches if b.applies is not False
                                for ref in b.laws]
    if all(any(compatible(t, o) for o in ours) for t in table):
        return dataclasses.replace(ruling, facts=ruling.facts + (fact(Say.AGREES, table=table),))
    # Law 82C: a ruling given in error; both sides are treated as non-offending.
    differs = fact(Say.DIFFERS, table=table, ours=ruling.laws)
    branch = Branch(fact(Say.IF_ERROR),
                    (AdjustedScore(AdjustmentKind.ASSIGNED, "82C", fact(Say.BOTH_NON_OFFENDING)),),
                    ("82C",), None)
    return dataclasses.replace(
        ruling, laws=ruling.laws + ("82C",), facts=ruling.facts + (differs,),
        judgements=ruling.judgements + (Judgement(fact(Say.ASK), "82C"),),
        branches=ruling.branches + (branch,))


__all__ = ["Say", "compare", "compatible"]
