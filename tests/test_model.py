"""The domain model: seats, board-number rules, calls, contracts, deals."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hakem.model import (ALL_BIDS, DECK, Call, Card, Contract, Deal, Risk, Seat, Side, Strain,
                         Suit, Vulnerability, dealer_for_board)
from hakem.model.auction import Auction, AuctionCall
from hakem.model.calls import CallKind


def test_seat_relations_go_clockwise() -> None:
    assert (Seat.N.lho, Seat.N.partner, Seat.N.rho) == (Seat.E, Seat.S, Seat.W)
    assert Seat.W.lho is Seat.N and Seat.E.side is Side.EW and Seat.S.side is Side.NS
    assert Seat.N.steps_to(Seat.W) == 3 and Seat.parse("south") is Seat.S


@pytest.mark.parametrize("digit,seat", [(1, Seat.S), (2, Seat.W), (3, Seat.N), (4, Seat.E)])
def test_lin_dealer_digits(digit: int, seat: Seat) -> None:
    assert Seat.from_lin(digit) is seat and seat.to_lin() == digit


def test_board_number_gives_dealer_and_vulnerability_law_2() -> None:
    expected_vul = ["None", "NS", "EW", "All", "NS", "EW", "All", "None",
                    "EW", "All", "None", "NS", "All", "None", "NS", "EW"]
    for number in range(1, 33):
        assert dealer_for_board(number) is list(Seat)[(number - 1) % 4]
        assert Vulnerability.from_board(number).value == expected_vul[(number - 1) % 16]


@pytest.mark.parametrize("text,vul", [("Love", "None"), ("-", "None"), ("Both", "All"),
                                      ("e", "EW"), ("0", "None"), ("b", "All")])
def test_vulnerability_words_from_pbn_and_lin(text: str, vul: str) -> None:
    assert Vulnerability.parse(text).value == vul


def test_calls_order_by_level_then_strain() -> None:
    assert ALL_BIDS[0] == Call.parse("1C") and ALL_BIDS[-1] == Call.parse("7NT")
    assert Call.parse("1NT") > Call.parse("1S") and Call.parse("2C") > Call.parse("1NT")
    assert Call.parse("p").is_pass and Call.parse("d") == Call.parse("X")


@pytest.mark.parametrize("text,level,strain,risk", [
    ("4SX", 4, Strain.S, Risk.DOUBLED), ("3NT", 3, Strain.NT, Risk.UNDOUBLED),
    ("6hxx", 6, Strain.H, Risk.REDOUBLED), ("3N", 3, Strain.NT, Risk.UNDOUBLED)])
def test_contracts_parse(text: str, level: int, strain: Strain, risk: Risk) -> None:
    contract = Contract.parse(text, Seat.E)
    assert (contract.level, contract.strain, contract.risk, contract.declarer) == (level, strain, risk, Seat.E)


def test_passed_out_and_end_position_contracts() -> None:
    assert Contract.parse("Pass").is_passed_out
    end = Contract.parse("S")
    assert end.is_denomination_only and not end.is_passed_out and str(end) == "S"


def test_cards_parse_in_either_case_and_with_a_ten() -> None:
    assert Card.parse("st") == Card.parse("S10") == Card(Suit.S, Card.parse("ST").rank)
    assert Card.parse("HA").display == "♥A" and Card.parse("D10").display == "♦10"
    with pytest.raises(ValueError):
        Card.parse("X9")


def test_deal_problems_name_duplicates_and_oversized_hands() -> None:
    deal = Deal.parse("N:AKQJ.T98.765.432 AKQJ.T98.765.43 - -")
    problems = deal.problems()
    assert any("SA is in both" in p for p in problems)


def test_three_complete_hands_give_the_fourth() -> None:
    full = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 -").completed()
    assert full.is_complete and full.hand(Seat.W) is not None and not full.problems()


@given(st.permutations(DECK), st.integers(0, 51), st.integers(0, 51))
def test_a_full_deal_has_problems_exactly_when_a_card_is_held_twice(order: list[Card], i: int, j: int) -> None:
    # Replace card j by card i: the deal still has 52 cards, four hands of 13, and
    # is sound only when nothing changed (the quick check for whole deals must not
    # hide a duplicate).
    cards = list(order)
    cards[j] = cards[i]
    deal = Deal.from_hands({seat: cards[13 * seat:13 * seat + 13] for seat in Seat})
    problems = deal.problems()
    assert (problems == []) == (i == j)
    if i != j:
        same_hand = i // 13 == j // 13
        assert any(f"{cards[i]} is {'twice in' if same_hand else 'in both'}" in p for p in problems)


@given(st.permutations(DECK))
def test_every_card_has_a_distinct_bit(order: list[Card]) -> None:
    bits = {c.bit for c in order}
    assert len(bits) == 52 and sum(bits) == (1 << 52) - 1


def _contract_by_definition(auction: "Auction") -> "Contract | None":
    """Law 22 read literally: cut the calls at the end of the auction, then the last
    bid, the doubles after it, and the first of declarer's side to name the strain."""
    end = auction.end_index()
    calls = [e for e in (auction.calls if end is None else auction.calls[:end + 1]) if e.call is not None]
    bids = [i for i, e in enumerate(calls) if e.call.kind is CallKind.BID]
    if not bids:
        return Contract.passed_out() if calls and end is not None else None
    final = calls[bids[-1]]
    risk = Risk.UNDOUBLED
    for e in calls[bids[-1] + 1:]:
        if e.call.kind is CallKind.DOUBLE:
            risk = Risk.DOUBLED
        elif e.call.kind is CallKind.REDOUBLE:
            risk = Risk.REDOUBLED
    declarer = next(e.seat for e in calls if e.call.strain is final.call.strain and e.seat.side is final.seat.side)
    return Contract(final.call.level, final.call.strain, risk, declarer)


_ANY_CALL = st.sampled_from([None, Call.parse("Pass"), Call.parse("X"), Call.parse("XX"), *ALL_BIDS[:12]])


@settings(max_examples=300)
@given(st.sampled_from(list(Seat)), st.lists(_ANY_CALL, max_size=14))
@example(Seat.N, [Call.parse("X"), Call.parse("Pass"), Call.parse("Pass"), Call.parse("Pass")])
@example(Seat.E, [Call.parse("1C"), Call.parse("Pass"), None, Call.parse("Pass"), Call.parse("Pass"),
                  Call.parse("Pass")])
def test_contract_from_any_auction_follows_law_22(dealer: Seat, calls: list) -> None:  # type: ignore[type-arg]
    # Irregular sequences too (a double with nothing to double, ^S entries with no call):
    # the one-pass reading must agree with the definition on every one.
    auction = Auction(dealer, tuple(AuctionCall(c, dealer.offset(i)) for i, c in enumerate(calls)))
    assert auction.contract() == _contract_by_definition(auction)
