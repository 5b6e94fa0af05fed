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
...                    replacement_call=Call.parse("Pass"), subkind="unintended")
>>> rule(Board(), irr).laws[0]
'25A'
"""

from __future__ import annotations

from hakem.model.board import Board
from hakem.model.calls import Call
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Branch, Cancel, Compliance, Judgement, NoRectification, Ruling

from .auction_draft import Draft
from .auction_follow import entries
from .case import BoardCase
from .law16_72_ui import withdrawn_call_ui
from .law26_lead_restrictions import lead_restriction


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
        d.judge(Judgement("who changed his call, and from what to what (Law 25)?", "25"))
        d.say("A change of call, but the record does not say who made it.")
        return d.ruling()
    original = original if original is not None else irr.call
    substitute = substitute if substitute is not None else irr.replacement_call
    if via:
        d.law(via)
        d.say(f"{offender.name} had already called, so his call at his left-hand opponent's turn "
              f"is an attempt to change his last call ({via}): Law 25 applies.")
    d.law("25")
    sub = (irr.subkind or "").lower()
    unintended = True if sub == "unintended" else False if sub in ("deliberate", "change-of-mind") \
        else None
    if via and unintended is None:
        unintended = False  # a later call at LHO's turn is no slip of the hand
    standing = _standing(board, irr)
    lho = offender.lho
    slip = Branch(f"{original} was unintended (25A)",
                  (NoRectification("25A", f"{substitute} replaces it before partner calls"),),
                  ("25A",), unintended)
    lead = lead_restriction(case, offender, irr)
    mind_effects = [Cancel(str(substitute), "25B2"), withdrawn_call_ui(offender, substitute, "16C",
                                                                        "attempted")]
    if lead.restriction is not None:
        mind_effects.append(lead.restriction)
    if unintended is False and standing is not None and standing == substitute:
        mind_effects = [NoRectification("25B1", f"{lho.name} accepted {substitute}")]
    mind = Branch(f"a change of mind (25B): {lho.name} may accept {substitute}; if not, "
                  f"{original} stands", tuple(mind_effects), ("25B", "16C", "26B"),
                  None if unintended is None else not unintended)
    d.branch(slip)
    d.branch(mind)
    d.say(f"Law 25: if {offender.name}'s {original} was a slip (not a change of mind), he may "
          f"replace it with {substitute} until his partner calls, with no rectification (25A). "
          f"A change of mind may be accepted by {lho.name}; otherwise {original} stands and "
          f"{substitute} is withdrawn: unauthorized information to his side (16C), and 26B may "
          "apply (25B).")
    if unintended is None:
        d.judge(Judgement(f"was {offender.name}'s {original} unintended (a mechanical slip, 25A)?",
                          "25A"))
    if standing is not None:
        d.saw(f"the record shows {standing} standing for {offender.name}")
        if unintended is False and substitute is not None and standing == substitute:
            d.saw(f"{substitute} stands: {lho.name} accepted the change (25B1)")
            d.comply(Compliance.COMPLIED)
        elif unintended is False and standing == original:
            d.saw(f"{original} stands, the attempted {substitute} withdrawn (25B2)", *lead.lines)
            d.comply(lead.compliance)
        else:
            d.comply(Compliance.COMPLIED)
    return d.ruling()


def rule_change_of_call(case: BoardCase, irr: Irregularity) -> Ruling:
    return change_of_call(case, irr)


__all__ = ["change_of_call", "rule_change_of_call"]
