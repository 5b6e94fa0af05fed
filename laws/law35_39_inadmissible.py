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
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Branch, Cancel, Compliance, Judgement, MustPass,
                                NoRectification, PassScope, Ruling)
from hakem.model.seat import Seat

from .auction_draft import Draft
from .auction_follow import check_must_pass, entries, next_call
from .case import BoardCase
from .law09_11_procedure import acceptance, stands_in_record
from .law16_72_ui import watch_72c, withdrawn_call_ui
from .law26_lead_restrictions import lead_restriction


def _start(irr: Irregularity) -> int:
    return irr.position.call_index if irr.position is not None and \
        irr.position.call_index is not None else 0


def _unknown(d: Draft, what: str, law: str) -> Ruling:
    d.law(law)
    d.judge(Judgement(f"{what}: the record does not say who made the call", law))
    d.say(f"{what}; hakem cannot rule without knowing the offender.")
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
    d.comply(lead.compliance)


def _without(board: Board, index: int) -> str | None:
    """The contract the record gives with entry ``index`` left out."""
    auction = board.auction
    if auction is None:
        return None
    calls = tuple(e for i, e in enumerate(auction.calls) if i != index)
    contract = Auction(auction.dealer, calls).contract()
    return str(contract) if contract is not None else None


def rule_inadmissible_double(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 36: a double or redouble that Law 19 does not permit."""
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    if offender is None:
        return _unknown(d, "an inadmissible double or redouble", "36")
    d.law("36")
    what = irr.subkind.replace("-", " ") if irr.subkind else "not permitted by Law 19"
    d.say(f"{offender.name}'s {irr.call or 'double'} is inadmissible ({what}). It can never be "
          "accepted (35A, 36).")
    start = _start(irr)
    if stands_in_record(board, irr):
        acc = acceptance(board, irr)
        end = board.auction.end_index() if board.auction is not None else None
        if end is not None and end > start:
            contract = _without(board, start)
            d.effect(Cancel(str(irr.call), "36"))
            d.say("It stood until the auction ended, so it is cancelled and the contract is "
                  "scored as though it had not been made.")
            d.saw(f"the record keeps it to the end of the auction; the contract is {contract}")
            d.comply(Compliance.COMPLIED)
            return d.ruling()
        if acc.accepted:
            d.law("36A", "16C")
            d.effect(Cancel(f"{irr.call} and every later call", "36A"),
                     withdrawn_call_ui(offender, irr.call, "16C", "cancelled"))
            d.say(f"{acc.by.name if acc.by is not None else 'LHO'} called over it before the director "
                  f"ruled: it and every later call are cancelled, {offender.name} makes any legal "
                  "call, and there is no further rectification (16C applies).")
            d.saw(acc.evidence.replace(", accepting it", "") + " before the director was called")
            d.comply(Compliance.UNKNOWN)
            return d.ruling()
        d.saw("the record ends with it: if the director is called now, 36B applies")
        start += 1
    if irr.accepted or (irr.accepted_by is not None and irr.accepted_by == offender.lho):
        d.law("36A", "16C")
        d.effect(Cancel(f"{irr.call} and every later call", "36A"),
                 withdrawn_call_ui(offender, irr.call, "16C", "cancelled"))
        d.say(f"{offender.lho.name} called over it before the director ruled: it and every later "
              f"call are cancelled, {offender.name} makes any legal call and there is no further "
              "rectification (16C applies).")
        return d.ruling()
    d.law("36B", "26B", "72C")
    d.effect(Cancel(str(irr.call), "36B"), withdrawn_call_ui(offender, irr.call, "16C", "cancelled"),
             watch_72c())
    d.say(f"It is cancelled; {offender.name} substitutes a legal call and "
          f"{offender.partner.name} must pass whenever it is his turn (36B); 26B and 72C may "
          "apply.")
    found = next_call(board, offender, start)
    if found is not None:
        d.saw(f"{offender.name} substituted {found[1]} (call {found[0] + 1})")
        _bar(d, case, (offender.partner,), "36B", found[0] + 1)
    else:
        _bar(d, case, (offender.partner,), "36B", start)
    _lead(d, case, irr, offender)
    return d.ruling()


def rule_required_to_pass(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 37: a bid, double or redouble by a player obliged to pass."""
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    if offender is None:
        return _unknown(d, "a call by a player required to pass", "37")
    start = _start(irr)
    acc = acceptance(board, irr) if irr.call is not None else None
    if acc is not None and acc.stands and acc.accepted:
        d.law("37B", "16C")
        d.say(f"{offender.name} called {irr.call} although obliged to pass, and "
              f"{offender.lho.name} called over it before the director ruled: that call and "
              "every later call stand; any remaining obligation to pass still binds (37B).")
        d.saw(acc.evidence)
        d.effect(NoRectification("37B", "LHO called before rectification"))
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    d.law("37A", "26B", "72C")
    d.effect(Cancel(str(irr.call), "37A"), withdrawn_call_ui(offender, irr.call, "16C", "cancelled"),
             watch_72c())
    d.say(f"{offender.name} called {irr.call} although the law obliged him to pass: the call is "
          f"cancelled and a pass substituted, and both {offender.name} and "
          f"{offender.partner.name} must pass at every later turn (37A); 26B and 72C may apply.")
    calls = entries(board)
    if 0 <= start < len(calls) and calls[start].seat == offender and calls[start].call is not None:
        shown = calls[start].call
        d.saw(f"the record shows {shown} in its place" +
              ("" if shown.is_pass else ": it should be a pass"))
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
        return _unknown(d, "a bid above seven", "38")
    d.law("38")
    start = _start(irr)
    lho_called = irr.accepted is True or irr.accepted_by == offender.lho
    d.effect(Cancel(f"{irr.call} and every later call", "38B"),
             withdrawn_call_ui(offender, irr.call, "16C", "cancelled"), watch_72c())
    d.say(f"{offender.name}'s {irr.call} can never be played (38A): it and every later call are "
          f"cancelled and a pass substituted; {offender.name} and {offender.partner.name} must "
          "pass at every later turn (38B-C); 26B and 72C may apply" +
          (", but not 26B, since LHO had called over it." if lho_called else "."))
    calls = entries(board)
    if 0 <= start < len(calls) and calls[start].seat == offender and calls[start].call is not None:
        d.saw(f"the record shows {calls[start].call} in its place")
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
        return _unknown(d, "a call after the auction ended", "39")
    d.law("39")
    d.effect(Cancel(str(irr.call), "39A"))
    auction = board.auction
    contract = auction.contract() if auction is not None and auction.is_complete else None
    role = irr.subkind
    if contract is not None and contract.declarer is not None:
        role = "declaring-side" if contract.declarer.side == offender.side else "defender"
    elif contract is not None and contract.is_passed_out:
        role = "passed-out"
    call = irr.call
    harmless = call is not None and call.is_pass
    if role in ("declaring-side", "passed-out") or (role == "defender" and harmless):
        d.effect(NoRectification("39B", "16C applies to the cancelled call"),
                 withdrawn_call_ui(offender, call, "16C", "cancelled"))
        d.law("16C")
        d.say(f"{offender.name}'s {call} came after the final pass: it is cancelled; "
              + ("a pass by a defender" if role == "defender" else "a call by the declaring side"
                 if role == "declaring-side" else "after a passed-out board it")
              + " brings no further rectification (39B), but 16C applies.")
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    if role == "defender":
        d.law("39B", "26B")
        d.effect(withdrawn_call_ui(offender, call, "16C", "cancelled"))
        d.say(f"{offender.name}'s {call} came after the final pass: it is cancelled, and as "
              f"{offender.name} will defend, declarer may have a 26B lead restriction (39B).")
        _lead(d, case, irr, offender)
        return d.ruling()
    d.judge(Judgement("is the offender a future defender (26B may apply) or on the declaring "
                      "side (no rectification)? the auction is incomplete in the record", "39B"))
    d.branch(Branch("the offender will defend and the call was not a pass",
                    (withdrawn_call_ui(offender, call, "16C", "cancelled"),), ("39B", "26B"), None))
    d.branch(Branch("the offender's side declares, or the call was a pass",
                    (NoRectification("39B"),), ("39B",), None))
    d.say(f"{offender.name}'s {call} came after the final pass: it is cancelled (39).")
    return d.ruling()


__all__ = ["rule_above_seven", "rule_after_end", "rule_inadmissible_double",
           "rule_required_to_pass"]
