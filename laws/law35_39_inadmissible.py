"""Laws 35-39: inadmissible calls.

Law 35 lists the calls that can never stand: a double or redouble Law 19 does
not allow (36), any call but a pass by a player obliged to pass (37), a bid of
more than seven (38), and a call after the auction has ended (39). None of them
can be accepted. The rectifications bar the offending side firmly, because these
calls can convey a lot, and Law 26 and 72C look after the rest.

Sub-letters follow laws-spec.md Part 2; the details marked there for
verification are cited at the law level.

>>> from hakem.laws.engine import rule
>>> from hakem.model.board import Board
>>> from hakem.model.calls import Call, CallKind
>>> from hakem.model.cards import Strain
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> from hakem.model.seat import Seat
>>> r = rule(Board(), Irregularity(IrregularityKind.BID_ABOVE_SEVEN, offender=Seat.W,
...                                call=Call(CallKind.BID, 8, Strain.C)))
>>> [e.player.name for e in r.effects if type(e).__name__ == "MustPass"]
['W', 'E']
"""

from __future__ import annotations

from hakem.model.auction import Auction
from hakem.model.board import Board
from hakem.model.calls import Call
from hakem.model.choices import LAW36_CASES, Choice, Subkind, Verb
from hakem.model.contract import Contract
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Branch, Cancel, Compliance, Judgement, MustPass,
                                NoRectification, PassScope, Ruling, Source)
from hakem.model.seat import Seat

from .auction_draft import Draft
from .auction_follow import check_must_pass, entries, next_call
from .case import BoardCase
from .law09_11_procedure import acceptance, stands_in_record
from .law16_72_ui import Withdrawal, watch_72c, withdrawn_call_ui
from .law26_lead_restrictions import lead_restriction

CANCELLED = Withdrawal.CANCELLED


class Say(FactKey):
    ASK_WHO_36 = "law36.ask.who"
    UNKNOWN_36 = "law36.unknown"
    ASK_WHO_37 = "law37.ask.who"
    UNKNOWN_37 = "law37.unknown"
    ASK_WHO_38 = "law38.ask.who"
    UNKNOWN_38 = "law38.unknown"
    ASK_WHO_39 = "law39.ask.who"
    UNKNOWN_39 = "law39.unknown"
    INADMISSIBLE = "law36.inadmissible", "offender:seat call:call case:term"
    INADMISSIBLE_LAW19 = "law36.inadmissible.law19", "offender:seat call:call"
    STOOD_TO_END = "law36.stood-to-end"
    CONTRACT_WITHOUT = "law36.contract-without-it", "contract:contract?"
    LHO_CALLED_OVER = "law36a.rule", "lho:seat offender:seat"
    CALLED_OVER_BEFORE_TD = "law36a.called-over-before-director", "lho:seat call:call number:int"
    MARKER_ACCEPTED_BEFORE_TD = "law36a.marker-says-called-over"
    RECORD_ENDS_WITH_IT = "law36.record-ends-with-it"
    RULE_36B = "law36b.rule", "offender:seat partner:seat"
    SUBSTITUTED = "law36b.substituted", "offender:seat call:call number:int"
    CALLED_OVER_37 = "law37b.rule", "offender:seat call:call? lho:seat"
    LHO_CALLED_REASON = "law37b.lho-called-first"
    RULE_37A = "law37a.rule", "offender:seat call:call? partner:seat"
    SHOWN_PASS = "law37.record-shows-pass", "call:call"
    SHOWN_CALL = "law37.record-shows-call", "call:call"
    RULE_38 = "law38.rule", "offender:seat call:call? partner:seat"
    RULE_38_NO_26B = "law38.rule.lho-called", "offender:seat call:call? partner:seat"
    SHOWN_38 = "law38.record-shows", "call:call"
    UI_REASON = "law39b.16c-applies"
    HARMLESS_DEFENDER = "law39b.defender-pass", "offender:seat call:call?"
    HARMLESS_DECLARING = "law39b.declaring-side", "offender:seat call:call?"
    HARMLESS_PASSED_OUT = "law39b.passed-out", "offender:seat call:call?"
    DEFENDER = "law39b.defender", "offender:seat call:call?"
    ASK_ROLE = "law39.ask.role"
    IF_DEFENDS = "law39.if-defends"
    IF_DECLARES = "law39.if-declares"
    CANCELLED_39 = "law39.cancelled", "offender:seat call:call?"


_UNKNOWN = {"36": (Say.ASK_WHO_36, Say.UNKNOWN_36), "37": (Say.ASK_WHO_37, Say.UNKNOWN_37),
            "38": (Say.ASK_WHO_38, Say.UNKNOWN_38), "39": (Say.ASK_WHO_39, Say.UNKNOWN_39)}


def _start(irr: Irregularity) -> int:
    return irr.position.call_index if irr.position is not None and \
        irr.position.call_index is not None else 0


def _unknown(d: Draft, law: str) -> Ruling:
    ask, say = _UNKNOWN[law]
    d.law(law)
    d.judge(Judgement(fact(ask), law))
    d.say(fact(say))
    return d.ruling()


def _bar(d: Draft, case: BoardCase, players: tuple[Seat, ...], law: str, start: int) -> None:
    for player in players:
        duty = MustPass(player, PassScope.WHOLE_AUCTION, law)
        d.effect(duty)
        state, lines = check_must_pass(case, duty, start, d.judgements)
        d.saw(*lines)
        d.comply(state)


def _lead(d: Draft, case: BoardCase, irr: Irregularity, offender: Seat) -> None:
    lead = lead_restriction(case, offender, irr)
    if lead.restriction is not None:
        d.effect(lead.restriction)
    d.saw(*lead.lines)
    d.law(*lead.laws)
    d.decide(lead.chosen, lead.source, irr.chosen_by)
    d.comply(lead.compliance)


def _without(board: Board, index: int) -> Contract | None:
    """The contract the record gives with entry ``index`` left out."""
    auction = board.auction
    if auction is None:
        return None
    calls = tuple(e for i, e in enumerate(auction.calls) if i != index)
    return Auction(auction.dealer, calls).contract()


def rule_inadmissible_double(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 36: a double or redouble that Law 19 does not permit."""
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    if offender is None:
        return _unknown(d, "36")
    d.law("36")
    call = irr.call or Call.parse("X")
    if irr.subkind in LAW36_CASES:
        d.say(fact(Say.INADMISSIBLE, offender=offender, call=call, case=irr.subkind))
    else:
        d.say(fact(Say.INADMISSIBLE_LAW19, offender=offender, call=call))
    start = _start(irr)
    if stands_in_record(board, irr):
        acc = acceptance(board, irr)
        end = board.auction.end_index() if board.auction is not None else None
        if end is not None and end > start:
            d.effect(Cancel("36", call=irr.call))
            d.say(fact(Say.STOOD_TO_END))
            d.saw(fact(Say.CONTRACT_WITHOUT, contract=_without(board, start)))
            d.comply(Compliance.COMPLIED)
            return d.ruling()
        if acc.accepted:
            d.law("36A", "16C")
            d.decide(_called_over(), acc.source, acc.by)
            d.effect(Cancel("36A", call=irr.call, later=True),
                     withdrawn_call_ui(offender, irr.call, "16C", CANCELLED))
            d.say(fact(Say.LHO_CALLED_OVER, lho=acc.by or offender.lho, offender=offender))
            d.saw(fact(Say.CALLED_OVER_BEFORE_TD, lho=acc.by or offender.lho, call=acc.over[1],
                       number=acc.over[0] + 1) if acc.over is not None
                  else fact(Say.MARKER_ACCEPTED_BEFORE_TD))
            d.comply(Compliance.UNKNOWN)
            return d.ruling()
        d.saw(fact(Say.RECORD_ENDS_WITH_IT))
        start += 1
    if irr.accepted or (irr.accepted_by is not None and irr.accepted_by == offender.lho):
        d.law("36A", "16C")
        d.decide(_called_over(), Source.MARKER, offender.lho)
        d.effect(Cancel("36A", call=irr.call, later=True),
                 withdrawn_call_ui(offender, irr.call, "16C", CANCELLED))
        d.say(fact(Say.LHO_CALLED_OVER, lho=offender.lho, offender=offender))
        return d.ruling()
    d.law("36B", "26B", "72C")
    d.effect(Cancel("36B", call=irr.call), withdrawn_call_ui(offender, irr.call, "16C", CANCELLED),
             watch_72c())
    d.say(fact(Say.RULE_36B, offender=offender, partner=offender.partner))
    found = next_call(board, offender, start)
    if found is not None:
        d.saw(fact(Say.SUBSTITUTED, offender=offender, call=found[1], number=found[0] + 1))
        _bar(d, case, (offender.partner,), "36B", found[0] + 1)
    else:
        _bar(d, case, (offender.partner,), "36B", start)
    _lead(d, case, irr, offender)
    return d.ruling()


def _called_over() -> Choice:
    """LHO called over the irregular call (recorded as the act of acceptance, though Laws
    36A and 37B give it their own effect)."""
    return Choice(Verb.ACCEPT)


def rule_required_to_pass(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 37: a bid, double or redouble by a player obliged to pass."""
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    if offender is None:
        return _unknown(d, "37")
    start = _start(irr)
    acc = acceptance(board, irr) if irr.call is not None else None
    if acc is not None and acc.stands and acc.accepted:
        d.law("37B", "16C")
        d.decide(_called_over(), acc.source, acc.by)
        d.say(fact(Say.CALLED_OVER_37, offender=offender, call=irr.call, lho=offender.lho))
        d.saw(acc.evidence)
        d.effect(NoRectification("37B", fact(Say.LHO_CALLED_REASON)))
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    d.law("37A", "26B", "72C")
    d.effect(Cancel("37A", call=irr.call), withdrawn_call_ui(offender, irr.call, "16C", CANCELLED),
             watch_72c())
    d.say(fact(Say.RULE_37A, offender=offender, call=irr.call, partner=offender.partner))
    calls = entries(board)
    if 0 <= start < len(calls) and calls[start].seat == offender and calls[start].call is not None:
        shown = calls[start].call
        assert shown is not None
        d.saw(fact(Say.SHOWN_PASS if shown.is_pass else Say.SHOWN_CALL, call=shown))
        start += 1
    _bar(d, case, (offender, offender.partner), "37A", start)
    _lead(d, case, irr, offender)
    return d.ruling()


def rule_above_seven(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 38: a bid of more than seven is never played."""
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    if offender is None:
        return _unknown(d, "38")
    d.law("38")
    start = _start(irr)
    lho_called = irr.accepted is True or irr.accepted_by == offender.lho
    d.effect(Cancel("38B", call=irr.call, later=True),
             withdrawn_call_ui(offender, irr.call, "16C", CANCELLED), watch_72c())
    d.say(fact(Say.RULE_38_NO_26B if lho_called else Say.RULE_38, offender=offender,
               call=irr.call, partner=offender.partner))
    calls = entries(board)
    if 0 <= start < len(calls) and calls[start].seat == offender and calls[start].call is not None:
        shown = calls[start].call
        assert shown is not None
        d.saw(fact(Say.SHOWN_38, call=shown))
        start += 1
    _bar(d, case, (offender, offender.partner), "38C", start)
    if not lho_called:
        d.law("26B")
        _lead(d, case, irr, offender)
    d.law("72C")
    return d.ruling()


def rule_after_end(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 39: a call after the final pass is cancelled."""
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    if offender is None:
        return _unknown(d, "39")
    d.law("39")
    d.effect(Cancel("39A", call=irr.call))
    auction = board.auction
    contract = auction.contract() if auction is not None and auction.is_complete else None
    role = irr.subkind
    if contract is not None and contract.declarer is not None:
        role = Subkind.DECLARING_SIDE if contract.declarer.side == offender.side else Subkind.DEFENDER
    elif contract is not None and contract.is_passed_out:
        role = Subkind.PASSED_OUT
    call = irr.call
    harmless = call is not None and call.is_pass
    if role in (Subkind.DECLARING_SIDE, Subkind.PASSED_OUT) or (role is Subkind.DEFENDER and harmless):
        d.effect(NoRectification("39B", fact(Say.UI_REASON)),
                 withdrawn_call_ui(offender, call, "16C", CANCELLED))
        d.law("16C")
        key = {Subkind.DEFENDER: Say.HARMLESS_DEFENDER, Subkind.DECLARING_SIDE:
               Say.HARMLESS_DECLARING}.get(role, Say.HARMLESS_PASSED_OUT)  # type: ignore[arg-type]
        d.say(fact(key, offender=offender, call=call))
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    if role is Subkind.DEFENDER:
        d.law("39B", "26B")
        d.effect(withdrawn_call_ui(offender, call, "16C", CANCELLED))
        d.say(fact(Say.DEFENDER, offender=offender, call=call))
        _lead(d, case, irr, offender)
        return d.ruling()
    d.judge(Judgement(fact(Say.ASK_ROLE), "39B"))
    d.branch(Branch(fact(Say.IF_DEFENDS),
                    (withdrawn_call_ui(offender, call, "16C", CANCELLED),), ("39B", "26B"), None))
    d.branch(Branch(fact(Say.IF_DECLARES), (NoRectification("39B"),), ("39B",), None))
    d.say(fact(Say.CANCELLED_39, offender=offender, call=call))
    return d.ruling()


__all__ = ["Say", "rule_above_seven", "rule_after_end", "rule_inadmissible_double",
           "rule_required_to_pass"]
