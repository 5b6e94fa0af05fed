"""Law 27 (with 23 and 26): acceptance, 27B1(a), 27B1(b), 27B2, 27B3, 27D, and the
'rest of the auction' bar that distinguishes it from a call out of rotation."""

from __future__ import annotations

import pytest
from auction_fixtures import board, irregularity

from hakem.laws import auction_follow, auction_replacement, law26_lead_restrictions as law26
from hakem.laws import law27_insufficient_bid as law27
from hakem.laws.engine import Settings, rule
from hakem.model.calls import Call
from hakem.model.facts import fact
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.irregularity import SeatRelation
from hakem.model.ruling import (Compliance, LeadRestriction, LeadRestrictionKind, MustPass,
                                NoRectification, PassScope, Watch)
from hakem.model.seat import Seat, Side

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def ib(calls: list[str | None], at: int, call: str, **fields):  # type: ignore[no-untyped-def]
    b = board(W, calls)
    return b, irregularity(K.INSUFFICIENT_BID, N, call, at, relation=SeatRelation.OWN, **fields)


def test_27A1_lho_calling_over_it_accepts_it() -> None:
    b, irr = ib(["1S", "1H", "Pass", "Pass", "Pass"], 1, "1H", accepted=None)
    r = rule(b, irr)
    assert r.laws == ("27A1", "11A") and r.effects[0].law == "27A1"
    assert r.compliance is Compliance.COMPLIED


def test_27B1a_lowest_sufficient_bid_same_denomination_no_rectification() -> None:
    b, irr = ib(["3S", "4H", "Pass", "Pass", "Pass"], 1, "3H", accepted=False)
    r = rule(b, irr)
    assert r.laws[:2] == ("27B1(a)", "27D")
    assert not [e for e in r.effects if isinstance(e, MustPass)]
    assert Watch in {type(e) for e in r.effects}
    assert r.judgements == ()  # mechanical: no judgement needed


@pytest.mark.parametrize("replacement,scope_law", [("Pass", "27B2"), ("4C", "27B2"), ("X", "27B3")])
def test_non_comparable_replacement_bars_partner_for_the_whole_auction(
        replacement: str, scope_law: str) -> None:
    b, irr = ib(["3S", replacement, "Pass", "Pass", "Pass"], 1, "3H", accepted=False,
                options=("not-comparable",))
    r = rule(b, irr)
    assert r.laws[0] == scope_law
    # 2017: WHOLE auction after an insufficient bid (a call out of rotation: next turn only).
    assert MustPass(S, PassScope.WHOLE_AUCTION, scope_law) in r.effects


def test_27B1b_comparable_replacement() -> None:
    b, irr = ib(["1NT", "2C", "Pass", "Pass", "Pass"], 1, "1S", accepted=False,
                options=("comparable",))
    r = rule(b, irr)
    assert r.laws[0] == "27B1(b)"
    assert NoRectification("27B1(b)", fact(law27.Say.NO_16C2)) in r.effects
    assert any(isinstance(e, Watch) and e.law == "27D" for e in r.effects)


def test_27_without_a_verdict_lists_both_and_asks() -> None:
    b, irr = ib(["1NT", "2C", "Pass", "2H", "Pass", "Pass", "Pass"], 1, "1S", accepted=False)
    r = rule(b, irr)
    assert [x.applies for x in r.branches] == [False, None, None]
    assert r.judgements and r.judgements[0].answer is None
    # South bid 2H: if the 2C was not comparable, that broke the bar.
    assert r.compliance is Compliance.UNKNOWN
    called = fact(auction_follow.Say.CALLED_WHEN_OBLIGED, player=S, call=Call.parse("2H"),
                  number=4, law="27B2")
    assert fact(auction_replacement.Say.IF_NOT_COMPARABLE, step=called) in r.follow_up


def test_27B2_partner_calling_later_violates_the_bar() -> None:
    calls = ["1S", "Pass", "2S", "Pass", "3S", "Pass", "Pass", "4C", "Pass", "Pass", "Pass"]
    b, irr = ib(calls, 1, "1H",
                accepted=False, options=("not-comparable",))
    r = rule(b, irr)
    assert r.compliance is Compliance.VIOLATED
    assert any(j.law == "37" for j in r.judgements)


def test_insufficient_bid_out_of_rotation_is_law_31_first() -> None:
    b = board(W, ["1S", "2H", "Pass", "Pass", "Pass"])
    irr = irregularity(K.INSUFFICIENT_BID, S, "1H", 1, relation=SeatRelation.PARTNER, turn=N,
                       accepted=False, options=("not-comparable",))
    r = rule(b, irr)
    assert r.laws[0] == "27A2"


def test_26B_pending_at_the_opening_lead_and_prohibit_only() -> None:
    # West 1H, North 1D insufficient -> pass (27B2); East declares 4S, South leads.
    calls = ["1H", "Pass", "1S", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass"]
    b, irr = ib(calls, 1, "1D", accepted=False, options=("not-comparable",))
    r = rule(b, irr)
    (lead,) = [e for e in r.effects if isinstance(e, LeadRestriction)]
    assert lead.kind is LeadRestrictionKind.PROHIBIT_SUIT and lead.on == S and lead.law == "26B"
    assert len(lead.suits) == 4  # North specified no suit in the legal auction
    assert any(f.key is law26.Say.AT_OPENING_LEAD and f["declarer"] == E and f["side"] is Side.NS
               for f in r.follow_up)
    older = rule(b, irr, Settings(law26_require_or_prohibit=True))
    (lead,) = [e for e in older.effects if isinstance(e, LeadRestriction)]
    assert lead.kind is LeadRestrictionKind.REQUIRE_OR_PROHIBIT_SUIT


def test_26B_lapses_when_the_offending_side_declares() -> None:
    b, irr = ib(["1S", "Pass", "Pass", "2H", "Pass", "Pass", "Pass"], 1, "1H", accepted=False,
                options=("not-comparable",))
    r = rule(b, irr)
    assert not [e for e in r.effects if isinstance(e, LeadRestriction)]
    assert any(f.key is law26.Say.OFFENDERS_DECLARE and f["side"] is Side.NS for f in r.follow_up)
