"""Law 17D (with Law 34): a pass out of rotation skipped a player and the auction seemed over.

Law 34 sends three passes after a call, one of them out of rotation, to Law 17D3:
the auction has not ended, because a player was robbed of his right to call. It
goes back to the player who missed his turn, the passes after that turn are
cancelled (16C applies to them, the player who passed out of rotation being the
offender) and the auction proceeds normally.

That remedy lasts only while the auction period lasts. Law 17D1 ends the period
when a defender faces the opening lead, and 17D2 ends it, on a board nobody bid,
when all four hands are back in the board. After that there is no auction left to
reopen: the contract (or the pass-out) stands as the table left it.

A PBN record shows the skipped turn with ``^S``; whether the hands went back to
the board is the director's finding (marker words ``hands-returned`` /
``hands-not-returned``), and the played cards show the opening lead was faced.

>>> from hakem.model.auction import AuctionCall
>>> from hakem.model.calls import Call
>>> from hakem.model.seat import Seat
>>> seats = [Seat.N, Seat.E, Seat.S, Seat.W, Seat.N]
>>> calls = tuple(AuctionCall(Call.parse(c) if c else None, s)
...               for c, s in zip(["1H", None, "Pass", "Pass", "Pass"], seats))
>>> apparently_ended(calls, 2)
True
"""

from __future__ import annotations

from hakem.model.auction import AuctionCall
from hakem.model.board import Board
from hakem.model.choices import Finding
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Branch, Cancel, Compliance, Judgement, NoRectification, Ruling,
                                Source)

from .auction_draft import Draft
from .auction_follow import entries
from .law16_72_ui import Withdrawal, withdrawn_call_ui


class Say(FactKey):
    RESUMES = "law34.auction-resumes"
    RETAINED = "law34.retained-call", "offender:seat missed:seat"
    NEVER_HAD_TURN = "law34.never-had-turn", "missed:seat"
    PASSED_OUT = "law17d.apparently-passed-out", "offender:seat missed:seat"
    LEAD_FACED = "law17d1.lead-faced", "missed:seat"
    LEAD_FACED_REASON = "law17d1.period-ended"
    HANDS_RETURNED = "law17d2.hands-returned", "missed:seat"
    HANDS_RETURNED_REASON = "law17d2.period-ended"
    ASK_RETURNED = "law17d2.ask.hands-returned"
    ASK_LEAD = "law17d1.ask.lead-faced"
    IF_OPEN = "law17d.if-period-open", "missed:seat"
    IF_ENDED = "law17d.if-period-ended"
    

def _closing_run(calls: tuple[AuctionCall, ...]) -> tuple[int, int, bool] | None:
    """The passes that close the record's auction: (first index, passes, a bid came before).

    Skipped turns (``^S``, no call) are not calls and do not break the run: the
    players saw three (or four) passes and stopped.
    """
    last = max((i for i, e in enumerate(calls) if e.call is not None), default=None)
    if last is None or calls[last].call is None or not calls[last].call.is_pass:
        return None
    first, passes = last, 0
    for i in range(last, -1, -1):
        call = calls[i].call
        if call is None:
            continue
        if not call.is_pass:
            break
        first, passes = i, passes + 1
    started = any(e.call is not None and not e.call.is_pass for e in calls[:first])
    return first, passes, started


def apparently_ended(calls: tuple[AuctionCall, ...], pos: int) -> bool:
    """Is the pass at ``pos`` one of the passes with which the table ended the auction?

    After a bid, three passes (Law 22A1); on a board nobody bid, the passes with the
    skipped turns fill the four seats (22A2 as the players believed it).
    """
    run = _closing_run(calls)
    if run is None:
        return False
    first, passes, started = run
    if pos < first or pos >= len(calls) or calls[pos].call is None:
        return False
    if started:
        return passes >= 3
    skipped = sum(1 for e in calls if e.call is None)
    return passes + skipped >= 4


def deprives_turn(board: Board, irr: Irregularity) -> bool:
    """A pass out of rotation among the closing passes, whose skipped player never called (34, 17D3)."""
    pos = irr.position.call_index if irr.position is not None else None
    if pos is None or irr.call is None or not irr.call.is_pass or irr.turn is None:
        return False
    calls = entries(board)
    if not apparently_ended(calls, pos):
        return False
    return not any(e.seat == irr.turn and e.call is not None for e in calls[pos + 1:])


def _period_ended(board: Board, irr: Irregularity, bid: bool) -> tuple[bool | None, Source | None]:
    """Had the auction period ended (17D1, 17D2) when attention was drawn?"""
    if Finding.PERIOD_ENDED in irr.options:
        return True, Source.MARKER
    if Finding.PERIOD_OPEN in irr.options:
        return False, Source.MARKER
    if bid and board.play is not None and board.play.card_count > 0:
        return True, Source.RECORD
    return None, None


def rule_skipped_turn(board: Board, irr: Irregularity) -> Ruling:
    """Law 34 / 17D: a pass out of rotation ended the auction with a player's turn skipped."""
    d = Draft(irr)
    missed, offender, call = irr.turn, irr.offender, irr.call
    assert missed is not None and offender is not None and call is not None
    calls = entries(board)
    bid = any(e.call is not None and not e.call.is_pass for e in calls)
    ended, source = _period_ended(board, irr, bid)
    reopen = (Cancel("17D3", call=call, by=offender, later=True),
              withdrawn_call_ui(offender, call, "16C", Withdrawal.CANCELLED),
              NoRectification("34", fact(Say.RESUMES)))
    marked = Finding.TURN_SKIPPED in irr.options
    if marked:
        # The director's word (skipped=): the record, written in rotation, cannot show it.
        d.decide(Finding.TURN_SKIPPED, Source.MARKER)
    d.say(fact(Say.RETAINED if bid else Say.PASSED_OUT, offender=offender, missed=missed))
    if ended:
        # 17D1 / 17D2: the auction period is over; there is nothing left to reopen.
        letter = "17D1" if bid else "17D2"
        d.decide(Finding.PERIOD_ENDED, source)
        d.law(letter, "34", "17D3")
        d.effect(NoRectification(letter, fact(Say.LEAD_FACED_REASON if bid else
                                              Say.HANDS_RETURNED_REASON)))
        d.say(fact(Say.LEAD_FACED if bid else Say.HANDS_RETURNED, missed=missed))
        d.comply(Compliance.COMPLIED)
        return d.ruling()
    d.law("34", "17D3", "16C")
    if ended is None:
        ask = Say.ASK_LEAD if bid else Say.ASK_RETURNED
        letter = "17D1" if bid else "17D2"
        d.judge(Judgement(fact(ask), letter))
        d.branch(Branch(fact(Say.IF_OPEN, missed=missed), reopen, ("17D3", "16C"), None))
        d.branch(Branch(fact(Say.IF_ENDED), (NoRectification(letter),), (letter,), None))
        d.law(letter)
    else:
        d.decide(Finding.PERIOD_OPEN, source)
        d.effect(*reopen)
    # deprives_turn found no call by him after the skipped turn (or the director's
    # skipped= says so): the table closed the auction.
    if not marked:
        d.saw(fact(Say.NEVER_HAD_TURN, missed=missed))
    d.comply(Compliance.VIOLATED if ended is False else Compliance.UNKNOWN)
    return d.ruling()


__all__ = ["Say", "apparently_ended", "deprives_turn", "rule_skipped_turn"]
