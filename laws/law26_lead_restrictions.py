"""Law 26: lead restrictions after a withdrawn call that was not replaced comparably.

If an offender's call is withdrawn and not replaced by a comparable call, and his
side ends up defending, declarer gets one restriction at the offender's
partner's first turn to lead (which may be the opening lead): under the 2017 text
as amended he may *prohibit* the lead of any one suit the offender did not
specify in the legal auction, for as long as that player keeps the lead (26B).
The first printing let declarer require or prohibit; federations that still use
that reading get it with ``Settings.law26_require_or_prohibit``. A comparable
replacement (26A) brings no restriction at all.

"Specified" means shown, naturally or artificially, by calls that stayed in the
legal auction. A record shows the calls, not their meaning: hakem reads the
offender's suit bids as natural and says so, so the TD can correct it for
artificial calls (Law 29C).

>>> from hakem.model.auction import Auction, AuctionCall
>>> from hakem.model.board import Board
>>> from hakem.model.calls import Call
>>> from hakem.model.seat import Seat
>>> calls = tuple(AuctionCall(Call.parse(c), s) for c, s in zip(["1H", "2D"], [Seat.N, Seat.E]))
>>> sorted(str(s) for s in specified_suits(Board(auction=Auction(Seat.N, calls)), Seat.E))
['D']
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.board import Board
from hakem.model.cards import Suit
from hakem.model.choices import Choice, Verb, first_choice
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.replay import Replay
from hakem.model.ruling import (Compliance, LeadDuration, LeadRestriction, LeadRestrictionKind,
                                Source)
from hakem.model.seat import Seat

from .auction_follow import end_index, entries
from .case import BoardCase
from .play_follow import follow_lead_restriction


class Say(FactKey):
    PENDING = "law26.pending", "side:side suits:suits partner:seat"
    PENDING_REQUIRE = "law26.pending.require-or-prohibit", "side:side suits:suits partner:seat"
    PASSED_OUT = "law26.passed-out"
    OFFENDERS_DECLARE = "law26.offenders-declare", "side:side contract:contract"
    EVERY_SUIT = "law26.every-suit-specified", "offender:seat"
    AT_OPENING_LEAD = "law26.at-opening-lead", "side:side contract:contract declarer:seat suits:suits"
    AT_OPENING_LEAD_REQUIRE = ("law26.at-opening-lead.require-or-prohibit",
                               "side:side contract:contract declarer:seat suits:suits")
    AT_FIRST_LEAD = ("law26.at-first-lead",
                     "side:side contract:contract declarer:seat partner:seat suits:suits")
    AT_FIRST_LEAD_REQUIRE = ("law26.at-first-lead.require-or-prohibit",
                             "side:side contract:contract declarer:seat partner:seat suits:suits")
    CHOSE = "law26.declarer-chose", "verb:term suit:suit"
    REQUIRE_IS_ERROR = "law26.require-is-director-error"
    LED_AGAINST = "law26.led-against-choice", "partner:seat suit:suit"
    LED_RESPECTING = "law26.led-respecting-choice", "partner:seat suit:suit"
    LED_OPTION_UNKNOWN = "law26.led-option-unknown", "partner:seat suit:suit"
    # auction-period additions (issue 17): the lead checked against the hand (61A)
    BREACH_IS_REVOKE = "law26b.breach-is-revoke", "partner:seat trick:int"
    COULD_NOT_COMPLY = "law26b.could-not-comply", "partner:seat suit:suit"


@dataclass(frozen=True, slots=True)
class LeadOutcome:
    """Which lead restriction is pending after the auction, and how the lead went."""

    restriction: LeadRestriction | None
    lines: tuple[Fact, ...]
    compliance: Compliance
    chosen: Choice | None = None
    """Declarer's 26B choice as a marker records it (``prohibit:S``, ``require:S``)."""
    laws: tuple[str, ...] = ()
    """Laws the lead actually made brings in (61A when it broke declarer's choice)."""

    @property
    def source(self) -> Source | None:
        return Source.MARKER if self.chosen is not None else None


def specified_suits(board: Board, offender: Seat) -> set[Suit]:
    """Suits the offender named in his bids that stand in the legal auction (read as natural)."""
    calls = entries(board)
    end = end_index(board)
    upto = len(calls) if end is None else end + 1
    out: set[Suit] = set()
    for entry in calls[:upto]:
        if entry.seat == offender and entry.call is not None and entry.call.is_bid:
            suit = entry.call.strain.suit if entry.call.strain is not None else None
            if suit is not None:
                out.add(suit)
    return out


def _opening_lead(rep: Replay | None) -> tuple[Seat, Suit] | None:
    if rep is None or not rep.tricks or not rep.tricks[0].cards:
        return None
    first = rep.tricks[0].cards[0]
    if first.card is None:
        return None
    return first.seat, first.card.suit


def lead_restriction(case: BoardCase, offender: Seat, irr: Irregularity | None = None
                     ) -> LeadOutcome:
    """Law 26B for ``offender``'s side: the restriction and whether it is still pending.

    The restriction lapses when the offending side declares or the board is passed
    out; it is pending at the opening lead when the offender's partner makes it. The
    federation's reading of 26B (prohibit only, or require or prohibit) is in
    ``case.settings``. The offender's bids read as natural (artificial calls may
    specify other suits, 29C): the sentences say so.
    """
    board = case.board
    require_or_prohibit = case.settings.law26_require_or_prohibit
    partner = offender.partner
    shown = specified_suits(board, offender)
    open_suits = tuple(s for s in Suit if s not in shown)
    kind = (LeadRestrictionKind.REQUIRE_OR_PROHIBIT_SUIT if require_or_prohibit
            else LeadRestrictionKind.PROHIBIT_SUIT)
    restriction = LeadRestriction(kind, on=partner, law="26B", suits=open_suits,
                                  duration=LeadDuration.WHILE_ON_LEAD)
    chosen = first_choice(irr.options, Verb.PROHIBIT, Verb.REQUIRE) if irr is not None else None
    auction = board.auction
    contract = auction.contract() if auction is not None and auction.is_complete else None
    if contract is None:
        key = Say.PENDING_REQUIRE if require_or_prohibit else Say.PENDING
        return LeadOutcome(restriction, (
            fact(key, side=offender.side, suits=open_suits, partner=partner),), Compliance.NOT_YET)
    if contract.is_passed_out or contract.declarer is None:
        return LeadOutcome(None, (fact(Say.PASSED_OUT),), Compliance.COMPLIED)
    if contract.declarer.side == offender.side:
        return LeadOutcome(None, (fact(Say.OFFENDERS_DECLARE, side=offender.side,
                                       contract=contract),), Compliance.COMPLIED)
    if not open_suits:
        return LeadOutcome(None, (fact(Say.EVERY_SUIT, offender=offender),), Compliance.COMPLIED)
    leader = contract.declarer.lho
    if leader == partner:
        key = Say.AT_OPENING_LEAD_REQUIRE if require_or_prohibit else Say.AT_OPENING_LEAD
        first = fact(key, side=offender.side, contract=contract, declarer=contract.declarer,
                     suits=open_suits)
    else:
        key = Say.AT_FIRST_LEAD_REQUIRE if require_or_prohibit else Say.AT_FIRST_LEAD
        first = fact(key, side=offender.side, contract=contract, declarer=contract.declarer,
                     partner=partner, suits=open_suits)
    lines = [first]
    status = Compliance.NOT_YET
    lead = _opening_lead(case.replay) if leader == partner else None
    if chosen is not None:
        assert chosen.suit is not None
        lines.append(fact(Say.CHOSE, verb=chosen.verb, suit=chosen.suit))
        if chosen.verb is Verb.REQUIRE and not require_or_prohibit:
            lines.append(fact(Say.REQUIRE_IS_ERROR))
    laws: tuple[str, ...] = ()
    if lead is not None:
        status = Compliance.COMPLIED
        if chosen is not None:
            status, laws = _against_hand(case, partner, chosen, lead[1], lines)
        else:
            lines.append(fact(Say.LED_OPTION_UNKNOWN, partner=partner, suit=lead[1]))
            status = Compliance.UNKNOWN
    return LeadOutcome(restriction, tuple(lines), status, chosen, laws)


def _against_hand(case: BoardCase, partner: Seat, chosen: Choice, suit: Suit,
                  lines: list[Fact]) -> tuple[Compliance, tuple[str, ...]]:
    """The opening lead against declarer's 26B choice, and the hand it came from.

    A prohibition lasts as long as the offender's partner keeps the lead (26B).
    Breaking it when he could have complied (he held another suit; for a required
    suit, he held it) is a revoke (Law 61A) with its own rectification (63-64);
    leading the prohibited suit with nothing else in hand breaks nothing.
    """
    bad = (suit == chosen.suit) if chosen.verb is Verb.PROHIBIT else (suit != chosen.suit)
    follow = follow_lead_restriction(case.play, partner, chosen, 1, 1, "26B")
    if follow.compliance is Compliance.VIOLATED:
        assert follow.violation_trick is not None
        if bad:
            lines.append(fact(Say.LED_AGAINST, partner=partner, suit=suit))
        else:  # respected at trick 1, broken at a later lead while he kept the lead
            lines.extend((fact(Say.LED_RESPECTING, partner=partner, suit=suit), follow.lines[0]))
        lines.append(fact(Say.BREACH_IS_REVOKE, partner=partner, trick=follow.violation_trick))
        return Compliance.VIOLATED, ("61A",)
    if bad and case.play.holding(partner, 1) is not None:
        lines.append(fact(Say.COULD_NOT_COMPLY, partner=partner, suit=suit))
        return Compliance.COMPLIED, ()
    if bad:  # no deal to check the hand against: the record alone says it broke the choice
        lines.append(fact(Say.LED_AGAINST, partner=partner, suit=suit))
        return Compliance.VIOLATED, ()
    lines.append(fact(Say.LED_RESPECTING, partner=partner, suit=suit))
    lines.extend(follow.lines[1:])
    return Compliance.COMPLIED, ()


__all__ = ["LeadOutcome", "Say", "lead_restriction", "specified_suits"]
