"""Law 25: changes of call.

A slip of the hand or tongue is not a change of mind: a player who made an
unintended call may replace it with the call he meant until his partner calls
(25A), without further rectification; if LHO had called over it he may take his
call back (16C). A deliberate change (25B) is different: LHO may accept the new
call; otherwise the original call stands and the attempted substitute is
withdrawn information (16C) that may bring a lead restriction (26). Whether a
call was unintended is a matter of fact the TD establishes at the table, so
hakem asks unless a marker says (``unintended`` / ``deliberate``).

A "call out of rotation" at LHO's turn by a player who has already called is
treated the same way: it is an attempt to change his last call (30B2, 31C).

>>> from hakem.laws.engine import rule
>>> from hakem.model.board import Board
>>> from hakem.model.calls import Call
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> from hakem.model.seat import Seat
>>> irr = Irregularity(IrregularityKind.CHANGE_OF_CALL, offender=Seat.W, call=Call.parse("4S"),
...                    replacement_call=Call.parse("Pass"), subkind=Subkind.UNINTENDED)
>>> rule(Board(), irr).laws[0]
'25A'
"""

from __future__ import annotations

from hakem.model.board import Board
from hakem.model.calls import Call
from hakem.model.choices import Subkind
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Branch, Cancel, Compliance, Judgement, NoRectification, Ruling,
                                Source)

from .auction_draft import Draft
from .auction_follow import entries
from .case import BoardCase
from .law16_72_ui import Withdrawal, withdrawn_call_ui
from .law26_lead_restrictions import lead_restriction


class Say(FactKey):
    ASK_WHO = "law25.ask.who"
    UNKNOWN = "law25.unknown"
    VIA = "law25.via-call-at-lho-turn", "offender:seat via:law"
    SLIP_REASON = "law25a.replaces-before-partner-calls", "substitute:call?"
    IF_SLIP = "law25.if-unintended", "original:call?"
    ACCEPTED_REASON = "law25b1.accepted", "lho:seat substitute:call?"
    IF_CHANGE_OF_MIND = "law25.if-change-of-mind", "lho:seat substitute:call? original:call?"
    RULE = "law25.rule", "offender:seat original:call? substitute:call? lho:seat"
    ASK_UNINTENDED = "law25.ask.unintended", "offender:seat original:call?"
    STANDS = "law25.record-shows-standing", "call:call offender:seat"
    SUBSTITUTE_STANDS = "law25b1.substitute-stands", "substitute:call? lho:seat"
    ORIGINAL_STANDS = "law25b2.original-stands", "original:call? substitute:call?"


def _standing(board: Board, irr: Irregularity) -> Call | None:
    """The offender's call that stands in the record at the marker's place."""
    pos = irr.position.call_index if irr.position is not None else None
    calls = entries(board)
    if pos is None:
        return None
    for index in (pos, pos - 1):
        if 0 <= index < len(calls) and calls[index].seat == irr.offender and calls[index].call:
            return calls[index].call
    return None


def change_of_call(case: BoardCase, irr: Irregularity, original: Call | None = None,
                   substitute: Call | None = None, via: str = "") -> Ruling:
    """Law 25 on ``original`` replaced (or to be replaced) by ``substitute``."""
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    if offender is None:
        d.law("25")
        d.judge(Judgement(fact(Say.ASK_WHO), "25"))
        d.say(fact(Say.UNKNOWN))
        return d.ruling()
    original = original if original is not None else irr.call
    substitute = substitute if substitute is not None else irr.replacement_call
    if via:
        d.law(via)
        d.say(fact(Say.VIA, offender=offender, via=via))
    d.law("25")
    unintended = True if irr.subkind is Subkind.UNINTENDED else \
        False if irr.subkind is Subkind.CHANGE_OF_MIND else None
    if unintended is not None:
        d.decide(irr.subkind, Source.MARKER)
    if via and unintended is None:
        unintended = False  # a later call at LHO's turn is no slip of the hand
    standing = _standing(board, irr)
    lho = offender.lho
    slip = Branch(fact(Say.IF_SLIP, original=original),
                  (NoRectification("25A", fact(Say.SLIP_REASON, substitute=substitute)),),
                  ("25A",), unintended)
    lead = lead_restriction(case, offender, irr)
    mind_effects = [Cancel("25B2", call=substitute),
                    withdrawn_call_ui(offender, substitute, "16C", Withdrawal.ATTEMPTED)]
    if lead.restriction is not None:
        mind_effects.append(lead.restriction)
    if unintended is False and standing is not None and standing == substitute:
        mind_effects = [NoRectification("25B1", fact(Say.ACCEPTED_REASON, lho=lho,
                                                     substitute=substitute))]
    mind = Branch(fact(Say.IF_CHANGE_OF_MIND, lho=lho, substitute=substitute, original=original),
                  tuple(mind_effects), ("25B", "16C", "26B"),
                  None if unintended is None else not unintended)
    d.branch(slip)
    d.branch(mind)
    d.say(fact(Say.RULE, offender=offender, original=original, substitute=substitute, lho=lho))
    if unintended is None:
        d.judge(Judgement(fact(Say.ASK_UNINTENDED, offender=offender, original=original), "25A"))
    if standing is not None:
        d.saw(fact(Say.STANDS, call=standing, offender=offender))
        if unintended is False and substitute is not None and standing == substitute:
            d.saw(fact(Say.SUBSTITUTE_STANDS, substitute=substitute, lho=lho))
            d.comply(Compliance.COMPLIED)
        elif unintended is False and standing == original:
            d.saw(fact(Say.ORIGINAL_STANDS, original=original, substitute=substitute), *lead.lines)
            d.decide(lead.chosen, lead.source, irr.chosen_by)
            d.law(*lead.laws)
            d.comply(lead.compliance)
        else:
            d.comply(Compliance.COMPLIED)
    return d.ruling()


def rule_change_of_call(case: BoardCase, irr: Irregularity) -> Ruling:
    return change_of_call(case, irr)


__all__ = ["Say", "change_of_call", "rule_change_of_call"]
