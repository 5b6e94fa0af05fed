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
from hakem.model.irregularity import Irregularity
from hakem.model.replay import Replay
from hakem.model.ruling import Compliance, LeadRestriction, LeadRestrictionKind
from hakem.model.seat import Seat

from .auction_follow import end_index, entries
from .case import BoardCase


@dataclass(frozen=True, slots=True)
class LeadOutcome:
    """Which lead restriction is pending after the auction, and how the lead went."""

    restriction: LeadRestriction | None
    lines: tuple[str, ...]
    compliance: Compliance


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


def _chosen(irr: Irregularity | None) -> tuple[str, Suit] | None:
    """Declarer's choice as a marker records it: ``prohibit:S`` or ``require:S``."""
    if irr is None:
        return None
    for option in irr.options:
        verb, _, suit = option.partition(":")
        if verb.lower() in ("prohibit", "forbid", "require") and suit:
            try:
                return verb.lower().replace("forbid", "prohibit"), Suit.parse(suit)
            except ValueError:
                continue
    return None


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
    ``case.settings``.
    """
    board = case.board
    require_or_prohibit = case.settings.law26_require_or_prohibit
    partner = offender.partner
    shown = specified_suits(board, offender)
    open_suits = tuple(s for s in Suit if s not in shown)
    kind = (LeadRestrictionKind.REQUIRE_OR_PROHIBIT_SUIT if require_or_prohibit
            else LeadRestrictionKind.PROHIBIT_SUIT)
    verb = "require or prohibit" if require_or_prohibit else "prohibit"
    restriction = LeadRestriction(kind, on=partner, law="26B", suits=open_suits,
                                  duration="while-on-lead")
    names = ", ".join(str(s) for s in open_suits) or "none"
    natural = " (the offender's bids read as natural; artificial calls may specify other suits, 29C)"
    auction = board.auction
    contract = auction.contract() if auction is not None and auction.is_complete else None
    if contract is None:
        return LeadOutcome(restriction, (
            f"if {offender.side.value} defend, declarer may {verb} one of {names} at "
            f"{partner.name}'s first turn to lead{natural}",), Compliance.NOT_YET)
    if contract.is_passed_out or contract.declarer is None:
        return LeadOutcome(None, ("the board was passed out: Law 26 has nothing to restrict",),
                           Compliance.COMPLIED)
    if contract.declarer.side == offender.side:
        return LeadOutcome(None, (f"{offender.side.value} declare {contract}: Law 26 does not "
                                  "apply (no lead restriction)",), Compliance.COMPLIED)
    if not open_suits:
        return LeadOutcome(None, (f"{offender.name} specified every suit in the legal auction: "
                                  "Law 26B leaves nothing to prohibit",), Compliance.COMPLIED)
    leader = contract.declarer.lho
    when = "the opening lead" if leader == partner else f"{partner.name}'s first turn to lead"
    lines = [f"{offender.side.value} defend {contract} by {contract.declarer.name}: at {when}, "
             f"declarer {contract.declarer.name} may {verb} one of {names} (26B){natural}"]
    status = Compliance.NOT_YET
    chosen = _chosen(irr)
    lead = _opening_lead(case.replay) if leader == partner else None
    if chosen is not None:
        lines.append(f"declarer chose: {chosen[0]} {chosen[1]}")
        if chosen[0] == "require" and not require_or_prohibit:
            lines.append("2017 Law 26B as amended lets declarer only prohibit: requiring a suit "
                         "is a director's error (Law 82C)")
    if lead is not None:
        status = Compliance.COMPLIED
        if chosen is not None:
            bad = (lead[1] == chosen[1]) if chosen[0] == "prohibit" else (lead[1] != chosen[1])
            if bad:
                status = Compliance.VIOLATED
                lines.append(f"{partner.name} led a {lead[1]} against declarer's choice: "
                             "a new irregularity for the director")
            else:
                lines.append(f"{partner.name} led a {lead[1]}, respecting declarer's choice")
        else:
            lines.append(f"{partner.name} led a {lead[1]}; the record does not say whether "
                         "declarer used his option")
            status = Compliance.UNKNOWN
    return LeadOutcome(restriction, tuple(lines), status)


__all__ = ["LeadOutcome", "lead_restriction", "specified_suits"]
