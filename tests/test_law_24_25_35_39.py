"""Laws 24, 25 and 35-39, Law 11 forfeiture in the auction, and the 17-19 validation helpers."""

from __future__ import annotations

import pytest
from auction_fixtures import board, coor, irregularity

from hakem.laws import law09_11_procedure as law09
from hakem.laws import law35_39_inadmissible as law36
from hakem.laws.engine import rule
from hakem.model.contract import Contract
from hakem.model.facts import fact
from hakem.laws.law17_19_validation import is_legal, lowest_sufficient, state_before
from hakem.model.calls import Call, CallKind
from hakem.model.cards import Card, Strain
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import (Cancel, Compliance, LeadRestriction, MustPass, NoRectification,
                                PassScope, PenaltyCard, PenaltyCardKind)
from hakem.model.seat import Seat

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


# --- Law 24 -------------------------------------------------------------------------
@pytest.mark.parametrize("cards,law,kind", [(("H5",), "24A", PenaltyCardKind.MINOR),
                                            (("HK",), "24B", PenaltyCardKind.MAJOR),
                                            (("H5", "D2"), "24C", PenaltyCardKind.MAJOR)])
def test_card_exposed_in_auction(cards: tuple[str, ...], law: str, kind: PenaltyCardKind) -> None:
    b = board(N, ["1S", "Pass", "2S", "Pass", "Pass", "Pass"])  # NS declare; East defends
    irr = irregularity(K.CARD_EXPOSED_DURING_AUCTION, W, None, 1, card=Card.parse(cards[0]),
                       cards=tuple(Card.parse(c) for c in cards[1:]))
    r = rule(b, irr)
    assert r.laws[0] == law
    passes = [e for e in r.effects if isinstance(e, MustPass)]
    assert passes == ([] if law == "24A" else [MustPass(E, PassScope.NEXT_TURN, law)])
    penalties = [e for e in r.effects if isinstance(e, PenaltyCard)]
    assert {p.kind for p in penalties} == {kind} and len(penalties) == len(cards)


def test_exposed_card_partner_calls_anyway_is_violation() -> None:
    b = board(N, ["1S", "2C", "2S", "Pass", "Pass", "Pass"])
    irr = irregularity(K.CARD_EXPOSED_DURING_AUCTION, W, None, 1, card=Card.parse("HK"))
    assert rule(b, irr).compliance is Compliance.VIOLATED


# --- Law 25 -------------------------------------------------------------------------
def test_25A_unintended_call_replaced() -> None:
    b = board(W, ["3S", "4H", "Pass", "Pass", "Pass"])
    irr = irregularity(K.CHANGE_OF_CALL, W, "4S", 4, subkind="unintended",
                       replacement_call=Call.parse("Pass"))
    assert rule(b, irr).laws[0] == "25A"


def test_25_without_the_fact_asks_whether_it_was_unintended() -> None:
    b = board(W, ["3S", "4H", "Pass", "Pass", "Pass"])
    irr = irregularity(K.CHANGE_OF_CALL, W, "4S", 4, replacement_call=Call.parse("Pass"))
    r = rule(b, irr)
    assert [j.law for j in r.judgements] == ["25A"] and [x.applies for x in r.branches] == [None, None]


# --- Laws 36-39 ---------------------------------------------------------------------
def test_36_inadmissible_double_replaced_bars_partner_whole_auction() -> None:
    b = board(S, ["Pass", "Pass", "1S", "Pass", "3D", "Pass", "Pass", "Pass"])
    irr = irregularity(K.INADMISSIBLE_DOUBLE, S, "X", 4, accepted=False,
                       subkind="double-of-own-side", replacement_call=Call.parse("3D"))
    r = rule(b, irr)
    assert r.laws[0] == "36B"
    assert MustPass(N, PassScope.WHOLE_AUCTION, "36B") in r.effects
    assert r.compliance is Compliance.COMPLIED


def test_36_double_standing_to_the_end_is_cancelled_and_scored_without() -> None:
    b = board(N, ["1S", "Pass", "X", "Pass", "Pass", "Pass"])  # South doubles his partner
    irr = irregularity(K.INADMISSIBLE_DOUBLE, S, "X", 2, accepted=False)
    r = rule(b, irr)
    assert Cancel("36", call=Call.parse("X")) in r.effects
    # Scored without the double: 1S, not 1SX.
    assert fact(law36.Say.CONTRACT_WITHOUT, contract=Contract.parse("1S", N)) in r.follow_up, \
        r.follow_up


def test_36_can_never_be_accepted_lho_call_cancels_everything_after() -> None:
    b = board(N, ["X", "2C"])
    irr = irregularity(K.INADMISSIBLE_DOUBLE, N, "X", 0, accepted=False)
    r = rule(b, irr)
    assert r.laws[0] == "36A" and not any(isinstance(e, NoRectification) and e.law == "29A"
                                          for e in r.effects)


def test_37_both_offenders_pass_for_the_rest() -> None:
    b = board(N, ["1D", None, "1H", "Pass", "1S", "Pass", "2S", "Pass", "Pass", "Pass"])
    irr = irregularity(K.CALL_WHILE_REQUIRED_TO_PASS, E, "2C", 5)
    r = rule(b, irr)
    assert r.laws[0] == "37A"
    assert {(e.player, e.scope) for e in r.effects if isinstance(e, MustPass)} == {
        (E, PassScope.WHOLE_AUCTION), (W, PassScope.WHOLE_AUCTION)}


def test_38_bid_above_seven() -> None:
    b = board(N, ["1H", "4S", "6H", "Pass", "7H", "Pass", "Pass", "Pass"])
    irr = irregularity(K.BID_ABOVE_SEVEN, W, None, 7)
    irr = irr.__class__(**{**{f: getattr(irr, f) for f in irr.__dataclass_fields__},
                           "call": Call(CallKind.BID, 8, Strain.C)})
    r = rule(b, irr)
    assert r.laws[0] == "38"
    assert {e.player for e in r.effects if isinstance(e, MustPass)} == {W, E}
    assert any(isinstance(e, LeadRestriction) for e in r.effects)  # EW defend 7H


@pytest.mark.parametrize("call,seat,restricted", [("X", E, True), ("Pass", E, False),
                                                  ("X", S, False)])
def test_39_call_after_the_final_pass(call: str, seat: Seat, restricted: bool) -> None:
    b = board(N, ["1H", "Pass", "4H", "Pass", "Pass", "Pass"])
    irr = irregularity(K.CALL_AFTER_AUCTION_ENDED, seat, call, 6)
    r = rule(b, irr)
    assert Cancel("39A", call=Call.parse(call)) in r.effects
    assert any(isinstance(e, LeadRestriction) for e in r.effects) is restricted


# --- Law 11: forfeiture by calling over the irregularity -----------------------------
def test_11_nos_calling_over_a_call_out_of_rotation_forfeits_rectification() -> None:
    b = board(W, [None, "1D", "1S", "Pass", "Pass", "Pass"])  # North at West's turn, East called
    irr = coor(b, N, "1D", 1, accepted=False)  # even if someone says "not accepted"
    r = rule(b, irr)
    assert r.laws[:2] == ("29A", "11A")
    assert fact(law09.Say.CONFLICT, lho=E) in r.follow_up


def test_11_rho_calling_is_not_acceptance() -> None:
    b = board(N, ["1H", None, "X"])  # South doubled at East's turn; nobody called after
    irr = coor(b, S, "X", 2, accepted=None)
    r = rule(b, irr)
    assert r.compliance is Compliance.NOT_YET and r.judgements[0].law == "29A"


# --- Laws 17-19 helpers --------------------------------------------------------------
def test_validation_helpers() -> None:
    b = board(N, ["1S", "X", "XX"])
    state = state_before(b.auction.calls, 3)  # type: ignore[union-attr]
    assert state.redoubled and not is_legal(Call.parse("X"), W, state)
    assert is_legal(Call.parse("1NT"), W, state) and not is_legal(Call.parse("1H"), W, state)
    assert str(lowest_sufficient(Strain.NT, Call.parse("3NT"))) == "4NT"
    assert str(lowest_sufficient(Strain.C, None)) == "1C"
