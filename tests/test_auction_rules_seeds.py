"""Every worked auction example of the seed notes, as annotated records in samples/,
ruled the way the notes rule them (seed 000: Turkish notes on Laws 28-32; seed 002:
Hebrew notes on Laws 30-32 and 26)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import (Compliance, LeadRestriction, LeadRestrictionKind, MustPass,
                                PassScope, Ruling, Watch)
from hakem.model.seat import Seat
from hakem.parsers import pbn

SAMPLES = Path(__file__).parents[1] / "samples"
N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def rulings(name: str) -> dict[int, Ruling]:
    out: dict[int, Ruling] = {}
    for board in pbn.load(str(SAMPLES / name)):
        auction = [i for i in check(board)[0] if i.kind.phase.value == "auction"]
        assert len(auction) == 1, board.number
        assert board.number is not None
        out[board.number] = rule(board, auction[0])
    return out


def passes(r: Ruling) -> list[MustPass]:
    return [e for e in r.effects if isinstance(e, MustPass)]


def watches(r: Ruling) -> set[str]:
    return {e.law for e in r.effects if isinstance(e, Watch)}


@pytest.fixture(scope="module")
def seed000() -> dict[int, Ruling]:
    return rulings("seed-000-law30-32-calls-out-of-rotation.pbn")


@pytest.fixture(scope="module")
def seed000b() -> dict[int, Ruling]:
    return rulings("seed-000-law30-32-other-branches.pbn")


@pytest.fixture(scope="module")
def seed002() -> dict[int, Ruling]:
    return rulings("seed-002-law26-30-32-hebrew-examples.pbn")


# Seed 000, example 1: North's natural pass at West's turn, not accepted by East:
# after West calls, North must pass (30A).
def test_seed000_example1_north_must_pass_once(seed000: dict[int, Ruling]) -> None:
    r = seed000[4]
    assert r.laws[0] == "30A" and passes(r) == [MustPass(N, PassScope.NEXT_TURN, "30A")]
    assert r.compliance is Compliance.COMPLIED and "72C" in watches(r)


def test_seed000_example1_north_did_not_pass(seed000b: dict[int, Ruling]) -> None:
    # North's call where 30A obliged a pass is its own irregularity (Law 37, ruled apart):
    # the 30A ruling points to it instead of asking the director to rule under 37.
    r = seed000b[4]
    assert r.compliance is Compliance.VIOLATED and not any(j.law == "37" for j in r.judgements)
    (pointer,) = [f for f in r.follow_up if f.key.value == "law37.ruled-apart"]
    assert pointer["player"] is N and pointer["law"] == "30A"


# Example 2: North's 1D at West's turn. If West passes, North repeats 1D; if West
# acts, a comparable call continues freely, otherwise South passes once (26, 16C2, 72C).
def test_seed000_example2_west_acts_not_comparable_south_passes_once(seed000) -> None:  # type: ignore[no-untyped-def]
    r = seed000[8]
    assert r.laws[0] == "31A2(b)" and passes(r) == [MustPass(S, PassScope.NEXT_TURN, "31A2(b)")]
    assert "72C" in watches(r) and r.compliance is Compliance.COMPLIED


def test_seed000_example2_west_passes_north_repeats(seed000b: dict[int, Ruling]) -> None:
    r = seed000b[8]
    assert r.laws[0] == "31A1" and passes(r) == [] and r.compliance is Compliance.COMPLIED


def test_seed000_example2_unjudged_keeps_both_branches(seed000b: dict[int, Ruling]) -> None:
    r = seed000b[12]
    assert [b.applies for b in r.branches] == [False, None, None]
    assert r.judgements[0].law == "23A" and r.judgements[0].answer is None
    assert r.compliance is Compliance.UNKNOWN  # South's 3NT breaks the bar only if not comparable


# Example 3: South's 1NT before dealer West called; West opens, North calls without
# using the UI; South comparable -> no rectification (watch 23C), else North passes once.
def test_seed000_example3_comparable_no_rectification(seed000: dict[int, Ruling]) -> None:
    r = seed000[12]
    assert r.laws[0] == "31B2(a)" and passes(r) == [] and "23C" in watches(r)


def test_seed000_example3_not_comparable_north_passes_once(seed000b: dict[int, Ruling]) -> None:
    r = seed000b[16]
    assert passes(r) == [MustPass(N, PassScope.NEXT_TURN, "31B2(b)")]


# Example 4: East's pass at West's turn; West calls freely (16C2); East comparable ->
# continue, otherwise West passes once.
def test_seed000_example4_comparable(seed000: dict[int, Ruling]) -> None:
    r = seed000[16]
    assert r.laws[0] == "30B1(b)(i)" and passes(r) == [] and "23C" in watches(r)


def test_seed000_example4_not_comparable_west_passes_once(seed000b: dict[int, Ruling]) -> None:
    r = seed000b[20]
    assert passes(r) == [MustPass(W, PassScope.NEXT_TURN, "30B1(b)(ii)")]
    assert r.compliance is Compliance.COMPLIED


# Seed 002 (Hebrew): 30A; 30B1 with 26B; 31 worked case (1NT at partner's turn, 3NT);
# 31 comparable; 32; 30B2 -> 25; 30C -> 31; 26 after an insufficient bid; 26A.
def test_seed002_30A(seed002: dict[int, Ruling]) -> None:
    assert passes(seed002[1]) == [MustPass(E, PassScope.NEXT_TURN, "30A")]


def test_seed002_30B1_not_comparable_partner_once_and_26B_prohibit(seed002) -> None:  # type: ignore[no-untyped-def]
    r = seed002[5]
    assert passes(r) == [MustPass(N, PassScope.NEXT_TURN, "30B1(b)(ii)")]
    (lead,) = [e for e in r.effects if isinstance(e, LeadRestriction)]
    assert lead.kind is LeadRestrictionKind.PROHIBIT_SUIT and lead.on == N
    assert [str(s) for s in lead.suits] == ["D", "H", "S"]  # South specified clubs
    assert r.compliance is Compliance.COMPLIED  # North led a heart; diamonds were prohibited


def test_seed002_31_worked_case_partner_free_then_passes_once(seed002) -> None:  # type: ignore[no-untyped-def]
    r = seed002[9]
    # 2017: North not barred for the auction; one pass after South's 3NT.
    assert passes(r) == [MustPass(N, PassScope.NEXT_TURN, "31B2(b)")]
    assert not any(p.scope is PassScope.WHOLE_AUCTION for p in passes(r))


def test_seed002_31_comparable_no_restriction(seed002: dict[int, Ruling]) -> None:
    r = seed002[13]
    assert passes(r) == [] and not [e for e in r.effects if isinstance(e, LeadRestriction)]


def test_seed002_32_rho_passes_double_repeated(seed002: dict[int, Ruling]) -> None:
    assert seed002[2].laws[0] == "32A1" and seed002[2].compliance is Compliance.COMPLIED


def test_seed002_30B2_is_a_change_of_call(seed002: dict[int, Ruling]) -> None:
    assert seed002[17].laws[0] == "25B" and "30B2" in seed002[17].laws


def test_seed002_30C_artificial_pass_is_law_31(seed002: dict[int, Ruling]) -> None:
    assert seed002[21].laws[0] == "31A2(a)" and "30C" in seed002[21].laws


def test_seed002_26_after_insufficient_bid(seed002: dict[int, Ruling]) -> None:
    r = seed002[8]
    assert passes(r) == [MustPass(S, PassScope.WHOLE_AUCTION, "27B2")]
    (lead,) = [e for e in r.effects if isinstance(e, LeadRestriction)]
    assert lead.on == S and lead.kind is LeadRestrictionKind.PROHIBIT_SUIT
    assert r.compliance is Compliance.COMPLIED


def test_seed002_26A_comparable_no_lead_restriction(seed002: dict[int, Ruling]) -> None:
    r = seed002[12]
    assert r.laws[0] == "27B1(b)" and not [e for e in r.effects if isinstance(e, LeadRestriction)]
    assert "27D" in watches(r)


def test_markers_auction_sample_rulings() -> None:
    got = {}
    for board in pbn.load(str(SAMPLES / "markers-auction.pbn")):
        for irr in check(board)[0]:
            if irr.kind.phase.value == "auction":
                got[(board.number, irr.kind)] = rule(board, irr)
    assert got[(1, K.CARD_EXPOSED_DURING_AUCTION)].compliance is Compliance.VIOLATED  # 2C (37)
    assert got[(1, K.CALL_WHILE_REQUIRED_TO_PASS)].laws[0] == "37A"
    assert got[(3, K.INSUFFICIENT_BID)].laws == ("27A1", "11A")
    assert got[(4, K.INSUFFICIENT_BID)].laws[0] == "27B1(a)"
    assert got[(5, K.BID_ABOVE_SEVEN)].laws[0] == "38"

