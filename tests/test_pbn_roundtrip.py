"""Round-trip properties of the PBN reader and writer (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hakem.model import (DECK, Auction, AuctionCall, Board, Call, Comment, Contract, Deal,
                         Play, PlayedCard, Seat, Tag, Vulnerability)
from hakem.model.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE
from hakem.model.deal import sort_hand
from hakem.model.replay import replay
from hakem.parsers import pbn

seats = st.sampled_from(list(Seat))


@st.composite
def deals(draw: st.DrawFn, partial: bool = True) -> Deal:
    order = draw(st.permutations(DECK))
    hands = [sort_hand(order[i * 13:(i + 1) * 13]) for i in range(4)]
    if partial:
        unknown = draw(st.sets(st.integers(0, 3), max_size=2))
        hands = [None if i in unknown else h for i, h in enumerate(hands)]
    return Deal(tuple(hands))  # type: ignore[arg-type]


@given(deals(), seats)
def test_deal_string_round_trip(deal: Deal, first: Seat) -> None:
    assert Deal.parse(deal.to_pbn(first)) == deal


@st.composite
def auctions(draw: st.DrawFn, dealer: Seat) -> Auction:
    """A legal auction: random sufficient bids, doubles and redoubles where allowed."""
    calls: list[AuctionCall] = []
    seat = dealer
    last_bid = -1
    last_bidder: Seat | None = None
    risk = 0
    passes = 0
    while True:
        options = [PASS]
        higher = [b for b in ALL_BIDS if b.rank > last_bid]
        if higher:
            options += higher[: draw(st.integers(1, 4))]
        if last_bidder is not None and last_bidder.side != seat.side and risk == 0:
            options.append(DOUBLE)
        if last_bidder is not None and last_bidder.side == seat.side and risk == 1:
            options.append(REDOUBLE)
        call = draw(st.sampled_from(options)) if len(calls) < 24 else PASS
        alert = draw(st.booleans()) if call.is_bid else False
        explanation = draw(st.sampled_from([None, "natural", "5+ ♠, 11-15"])) if alert else None
        calls.append(AuctionCall(call, seat, alert=alert or explanation is not None,
                                 explanation=explanation))
        if call.is_bid:
            last_bid, last_bidder, risk, passes = call.rank, seat, 0, 0
        elif call == DOUBLE:
            risk, passes = 1, 0
        elif call == REDOUBLE:
            risk, passes = 2, 0
        else:
            passes += 1
        if (last_bidder is not None and passes == 3) or (last_bidder is None and passes == 4):
            break
        seat = seat.lho
    return Auction(dealer, tuple(calls))


def _play(deal: Deal, contract: Contract, tricks: int, rng: random.Random) -> Play:
    """A legal random play of ``tricks`` tricks, written in seat columns from the leader."""
    hands = {s: list(deal.hand(s) or ()) for s in Seat}
    leader = contract.declarer.lho  # type: ignore[union-attr]
    first = leader
    trump = contract.strain.suit if contract.strain is not None else None
    rows = []
    for _ in range(tricks):
        played: dict[Seat, PlayedCard] = {}
        led = None
        for step in range(4):
            seat = leader.offset(step)
            legal = [c for c in hands[seat] if led is None or c.suit == led] or hands[seat]
            card = rng.choice(legal)
            hands[seat].remove(card)
            led = card.suit if led is None else led
            played[seat] = PlayedCard(card, seat)
        order = [played[leader.offset(i)] for i in range(4)]
        best = order[0]
        for cell in order[1:]:
            assert cell.card is not None and best.card is not None
            if cell.card.suit == best.card.suit and cell.card.rank > best.card.rank:
                best = cell
            elif trump is not None and cell.card.suit == trump and best.card.suit != trump:
                best = cell
        rows.append(tuple(played[first.offset(i)] for i in range(4)))
        leader = best.seat
    return Play(first, tuple(rows), "*" if tricks < 13 else None)


@st.composite
def boards(draw: st.DrawFn) -> Board:
    number = draw(st.integers(1, 64))
    dealer = Seat((number - 1) % 4)
    deal = draw(deals(partial=False))
    auction = draw(auctions(dealer))
    contract = auction.contract()
    assert contract is not None
    tags = [Tag("Event", draw(st.sampled_from(["Club", 'The "Big" One', "Ankara Şampiyonası"]))),
            Tag("Board", str(number))]
    comments = [Comment(draw(st.sampled_from(["nice", "multi\nline", "♠ led"])), "tag:Board")]
    play = None
    result = None
    if not contract.is_passed_out:
        tricks = draw(st.integers(0, 13))
        play = _play(deal, contract, tricks, random.Random(draw(st.integers(0, 2**16))))
        rep = replay(deal, play, contract.strain.suit if contract.strain else None, contract.declarer)
        won = rep.tricks_for(contract.declarer.side)  # type: ignore[union-attr]
        result = won + draw(st.integers(0, 13 - tricks))
    return Board(tags=tuple(tags), dealer=dealer, vulnerability=Vulnerability.from_board(number),
                 deal=deal, declarer=contract.declarer, contract=contract, result=result,
                 auction=auction, play=play, comments=tuple(comments))


def _with_notes(board: Board) -> Board:
    """What the board looks like once PBN numbers its explained calls."""
    return pbn.loads(pbn.dumps([board]))[0]


@settings(max_examples=60, deadline=None)
@given(boards())
def test_written_board_reads_back_the_same(board: Board) -> None:
    once = pbn.loads(pbn.dumps([board]))
    assert len(once) == 1
    got = once[0]
    for name in ("tags", "dealer", "vulnerability", "deal", "declarer", "contract", "result",
                 "play", "comments"):
        assert getattr(got, name) == getattr(board, name), name
    assert [(c.call, c.seat, c.alert, c.explanation) for c in got.auction.calls] == \
        [(c.call, c.seat, c.alert, c.explanation) for c in board.auction.calls]
    # and writing the board read back is a fixed point
    assert pbn.loads(pbn.dumps(once)) == once


@settings(max_examples=60, deadline=None)
@given(boards())
def test_generated_boards_replay_legally_and_carry_no_errors(board: Board) -> None:
    got = pbn.loads(pbn.dumps([board]))[0]
    assert not [d for d in got.diagnostics if d.severity.value == "error"], got.diagnostics
    if got.play is not None and got.play.rows:
        assert got.replay is not None and got.replay.legal


def test_call_parse_round_trip() -> None:
    for call in (PASS, DOUBLE, REDOUBLE, *ALL_BIDS):
        assert Call.parse(str(call)) == call and Call.parse(call.to_lin()) == call
