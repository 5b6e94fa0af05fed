"""Law 82C: the ruling given at the table against hakem's own.

A marker may record the ruling the director actually gave: its laws
(``ruled=27B1(b)``) and, in words, what it applied (``ruled-option=require:S``,
``barred``, ``no-rectification``...). hakem compares both with its ruling. A table
law reference that matches one of hakem's laws, or one of its open branches (the
table may have settled an open judgement), agrees; a table word agrees when hakem's
ruling (or an open branch) applies the same thing: the option offered (or the same
choice made), the same bar, the same kind of rectification. Otherwise the ruling
says so and points to Law 82C: if the table ruling was wrong and no rectification
lets the board be scored normally, the director awards an adjusted score treating
both sides as non-offending. Whether the table ruling was in fact wrong, and
whether the board can still be scored normally, is the director's judgement:
hakem asks.

>>> compatible("27B1", "27B1(a)"), compatible("2", "27B"), compatible("31A2(a)", "31A2(b)")
(True, False, False)
"""

from __future__ import annotations

import dataclasses

from hakem.analysis.adjusted import Artificial

from hakem.model.choices import Choice, TableAction, TableWord, Verb
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (AdjustedScore, AdjustmentKind, Branch, Cancel, Effect, Judgement,
                                LeadRestriction, LeadRestrictionKind, MustPass, NoRectification,
                                Option, PassScope, PenaltyCard, Ruling, TrickTransfer, Watch)


class Say(FactKey):
    AGREES = "law82c.table-agrees", "table:laws"
    DIFFERS = "law82c.table-differs", "table:laws ours:laws"
    ASK = "law82c.ask.error"
    IF_ERROR = "law82c.if-error"
    BOTH_NON_OFFENDING = "law82c.both-non-offending", "percent:int imps:int"
    # the table ruling in words (ruled-option=)
    APPLIED_AGREES = "law82c.table-applied-agrees", "action:term"
    APPLIED_DIFFERS = "law82c.table-applied-differs", "action:term"
    CHOICE_AGREES = "law82c.table-choice-agrees", "choice:choice"
    CHOICE_DIFFERS = "law82c.table-choice-differs", "choice:choice"


def _within(short: str, long: str) -> bool:
    # "2" is no part of "27B" (a number goes on), "27B" is part of "27B2" (a sub-paragraph).
    return long.startswith(short) and (len(long) == len(short) or not (
        short[-1].isdigit() and long[len(short)].isdigit()))


def compatible(table: str, ours: str) -> bool:
    """Do two law references name the same rule, one perhaps more precisely ("27B1" / "27B1(a)")?"""
    return _within(table, ours) or _within(ours, table)


#: Effects that rectify: a table that applied none of them gave "no rectification".
_RECTIFYING = (MustPass, LeadRestriction, PenaltyCard, TrickTransfer, AdjustedScore, Cancel, Option)

#: The choices a lead restriction lets declarer make.
_RESTRICTION_VERBS = {
    LeadRestrictionKind.PROHIBIT_SUIT: {Verb.PROHIBIT},
    LeadRestrictionKind.REQUIRE_OR_PROHIBIT_SUIT: {Verb.REQUIRE, Verb.PROHIBIT},
    LeadRestrictionKind.REQUIRE_OR_PROHIBIT_PENALTY_CARD_SUIT: {Verb.REQUIRE, Verb.PROHIBIT, Verb.NEITHER},
    LeadRestrictionKind.PLAY_HIGHEST_OR_LOWEST: {Verb.HIGHEST, Verb.LOWEST},
    LeadRestrictionKind.PROHIBIT_OTHER_SUIT: {Verb.FORBID},
}


def _open_effects(ruling: Ruling) -> list[Effect]:
    """The ruling's effects and those of the branches the record did not rule out."""
    return list(ruling.effects) + [e for b in ruling.branches if b.applies is not False
                                   for e in b.effects]


def _offers(effect: Effect, choice: Choice) -> bool:
    if isinstance(effect, Option):
        return effect.chosen == choice or any(
            c.verb is choice.verb and (choice.suit is None or c.suit in (None, choice.suit))
            for c in effect.choices)
    if isinstance(effect, LeadRestriction):
        verbs = _RESTRICTION_VERBS.get(effect.kind, set())
        return choice.verb in verbs and not (
            effect.kind is LeadRestrictionKind.REQUIRE_OR_PROHIBIT_PENALTY_CARD_SUIT
            and effect.suits and choice.suit is not None and choice.suit not in effect.suits)
    return False


def applies(word: TableWord, ruling: Ruling) -> bool:
    """Does hakem's ruling (or one of its open branches) apply what the table applied?"""
    effects = _open_effects(ruling)
    if isinstance(word, Choice):
        return (any(_offers(e, word) for e in effects)
                or any(d.what == word for d in ruling.decisions))
    if word is TableAction.NO_RECTIFICATION:
        return (any(isinstance(e, NoRectification) for e in effects)
                or not any(isinstance(e, _RECTIFYING) for e in effects))
    if word is TableAction.PASS_ONCE:
        return any(isinstance(e, MustPass) and e.scope is PassScope.NEXT_TURN for e in effects)
    if word is TableAction.BARRED:
        return any(isinstance(e, MustPass) and e.scope is PassScope.WHOLE_AUCTION for e in effects)
    kinds = {TableAction.LEAD_RESTRICTION: LeadRestriction, TableAction.PENALTY_CARD: PenaltyCard,
             TableAction.CANCELLED: Cancel, TableAction.TRICK_TRANSFER: TrickTransfer}
    if word in kinds:
        return any(isinstance(e, kinds[word]) for e in effects)
    # An adjusted score: hakem awards one, or leaves the damage to the director (12B, 12C).
    return any(isinstance(e, (AdjustedScore, Watch)) for e in effects)


def _word_fact(word: TableWord, agrees: bool) -> Fact:
    if isinstance(word, Choice):
        return fact(Say.CHOICE_AGREES if agrees else Say.CHOICE_DIFFERS, choice=word)
    return fact(Say.APPLIED_AGREES if agrees else Say.APPLIED_DIFFERS, action=word)


def compare(ruling: Ruling, irr: Irregularity) -> Ruling:
    """``ruling`` with the table ruling of ``irr`` compared (unchanged when the marker has none)."""
    table, words = irr.table_ruling, irr.table_actions
    if not table and not words:
        return ruling
    said: list[Fact] = []
    laws_agree = True
    if table:
        # Branches the record or the director's findings ruled out do not count.
        ours = list(ruling.laws) + [ref for b in ruling.branches if b.applies is not False
                                    for ref in b.laws]
        laws_agree = all(any(compatible(t, o) for o in ours) for t in table)
        said.append(fact(Say.AGREES, table=table) if laws_agree else
                    fact(Say.DIFFERS, table=table, ours=ruling.laws))
    verdicts = [(w, applies(w, ruling)) for w in words]
    said += [_word_fact(w, ok) for w, ok in verdicts]
    if laws_agree and all(ok for _w, ok in verdicts):
        return dataclasses.replace(ruling, facts=ruling.facts + tuple(said))
    # Law 82C: a ruling given in error; both sides are treated as non-offending.
    # The figures when no result can be assigned: both sides are non-offending, so both get
    # the artificial score of a side in no way at fault (12C2); an assigned score needs the
    # director's view of the result had the right ruling been given.
    plus = Artificial.AVERAGE_PLUS
    basis = fact(Say.BOTH_NON_OFFENDING, percent=int(plus.percent()), imps=plus.imps)
    branch = Branch(fact(Say.IF_ERROR), (AdjustedScore(AdjustmentKind.ASSIGNED, "82C", basis),),
                    ("82C",), None)
    return dataclasses.replace(
        ruling, laws=ruling.laws + ("82C",), facts=ruling.facts + tuple(said),
        judgements=ruling.judgements + (Judgement(fact(Say.ASK), "82C"),),
        branches=ruling.branches + (branch,))


__all__ = ["Say", "applies", "compare", "compatible"]
