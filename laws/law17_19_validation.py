"""Laws 17-19 and 22: the shape of a legal auction, as the auction rules need it.

Law 18 says which bids supersede (level first, then denomination C < D < H < S <
NT); Law 19 allows a double only of the last bid, made by an opponent, with only
passes since, and a redouble only of an opponent's double under the same
conditions. Law 22 ends the auction after three passes following a call (four
opening passes). Law 17D3 (the 2017 home of the old 17E, pointed to by Law 34)
keeps the auction open when one of those three passes was out of rotation and
deprived a player of his turn.

>>> from hakem.model.calls import Call
>>> from hakem.model.cards import Strain
>>> str(lowest_sufficient(Strain.H, Call.parse("3S")))
'4H'
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.auction import AuctionCall
from hakem.model.calls import Call, CallKind
from hakem.model.cards import Strain
from hakem.model.seat import Seat


@dataclass(frozen=True, slots=True)
class AuctionState:
    """What the legal auction so far allows (Laws 18-19)."""

    last_bid: Call | None = None
    bidder: Seat | None = None
    doubled: bool = False
    redoubled: bool = False
    doubler: Seat | None = None

    def sufficient(self, call: Call) -> bool:
        """Law 18B: a bid supersedes when it ranks above the last bid."""
        return call.kind is not CallKind.BID or self.last_bid is None or call.rank > self.last_bid.rank

    def admissible(self, call: Call, seat: Seat) -> bool:
        """Law 19 (via 35A/36): may ``seat`` double or redouble now?"""
        if call.kind is CallKind.DOUBLE:
            return (self.last_bid is not None and self.bidder is not None
                    and self.bidder.side != seat.side and not self.doubled and not self.redoubled)
        if call.kind is CallKind.REDOUBLE:
            return (self.doubled and not self.redoubled and self.doubler is not None
                    and self.doubler.side != seat.side)
        return True

    def after(self, call: Call, seat: Seat) -> "AuctionState":
        if call.kind is CallKind.BID:
            return AuctionState(call, seat)
        if call.kind is CallKind.DOUBLE:
            return AuctionState(self.last_bid, self.bidder, True, False, seat)
        if call.kind is CallKind.REDOUBLE:
            return AuctionState(self.last_bid, self.bidder, self.doubled, True, self.doubler)
        return self


def state_before(entries: tuple[AuctionCall, ...], index: int) -> AuctionState:
    """The Law 18-19 state before entry ``index`` (the calls that stand in the record)."""
    state = AuctionState()
    for entry in entries[:max(index, 0)]:
        if entry.call is not None:
            state = state.after(entry.call, entry.seat)
    return state


def lowest_sufficient(strain: Strain, last_bid: Call | None) -> Call:
    """The lowest bid in ``strain`` that supersedes ``last_bid`` (Law 27B1(a))."""
    level = 1
    if last_bid is not None:
        level = last_bid.level if strain > last_bid.strain else last_bid.level + 1  # type: ignore[operator]
    return Call.bid(min(level, 7), strain)


def is_legal(call: Call, seat: Seat, state: AuctionState) -> bool:
    """Law 18-19: a sufficient bid (at most seven), a pass, or an admissible (re)double."""
    if call.kind is CallKind.BID:
        return state.sufficient(call) and call.level <= 7
    return state.admissible(call, seat)


def passes_end_auction(entries: tuple[AuctionCall, ...], index: int) -> bool:
    """Does the pass at ``index`` complete three passes after a call (Law 22A2)?"""
    passes = 0
    started = False
    for entry in entries[:index + 1]:
        if entry.call is None:
            continue
        if entry.call.is_pass:
            passes += 1
        else:
            passes = 0
            started = True
    return (started and passes >= 3) or (not started and passes >= 4)


__all__ = ["AuctionState", "is_legal", "lowest_sufficient", "passes_end_auction", "state_before"]
