"""``Auction.contract`` and ``Auction.end_index`` are worked out once, in one pass, and
agree with Law 22A walked call by call."""

from __future__ import annotations

from hypothesis import given, strategies as st

from hakem.model.auction import Auction, AuctionCall
from hakem.model.calls import Call
from hakem.model.seat import Seat

CALLS = st.lists(st.sampled_from([None, "Pass", "Pass", "Pass", "1C", "1NT", "2H", "X", "XX"]),
                 max_size=14)


def law22a_end(calls: list[str | None]) -> int | None:
    """Three passes after a bid, or four passes opening the auction; ^S breaks a run."""
    passes, started = 0, False
    for i, call in enumerate(calls):
        if call is None:
            passes = 0
        elif call == "Pass":
            passes += 1
            if passes == (3 if started else 4):
                return i
        else:
            started, passes = True, 0
    return None


@given(CALLS, st.sampled_from(list(Seat)))
def test_end_index_is_law_22a_and_contract_is_asked_once(calls: list[str | None], dealer: Seat) -> None:
    entries = tuple(AuctionCall(Call.parse(c) if c else None, Seat((dealer + i) % 4))
                    for i, c in enumerate(calls))
    auction = Auction(dealer, entries)
    assert auction.end_index() == law22a_end(calls)
    first = auction.contract()
    assert auction.contract() is first  # remembered, not worked out again
    end = auction.end_index()
    bids = [c for c in calls[:None if end is None else end + 1] if c not in (None, "Pass", "X", "XX")]
    if bids:
        last = Call.parse(bids[-1])
        assert first is not None and (first.level, first.strain) == (last.level, last.strain)
