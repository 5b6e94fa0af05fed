"""Law 37: a call by a player an earlier ruling obliged to pass, found by following that
ruling through the record, is an irregularity of its own: detected, counted, ruled."""

from __future__ import annotations

from pathlib import Path

from auction_fixtures import record_board

from hakem.laws.engine import rule_board
from hakem.model.calls import Call
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.irregularity import Origin
from hakem.model.ruling import Cancel, LeadRestriction, MustPass, PassScope
from hakem.model.seat import Seat
from hakem.parsers import pbn

SAMPLE = Path(__file__).parents[1] / "samples" / "auction-issue17-laws.pbn"
N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def ruled(auction: str):  # type: ignore[no-untyped-def]
    return rule_board(record_board(auction))


def law37(result):  # type: ignore[no-untyped-def]
    return [(i, r) for i, r in result.pairs() if i.kind is K.CALL_WHILE_REQUIRED_TO_PASS]


def test_37B_barred_partner_who_bid_anyway_is_its_own_irregularity_when_lho_called_over() -> None:
    result = ruled("1S {@IB E 1H refused replaced=2C not-comparable} 2C Pass 2H Pass Pass Pass")
    ((irr, r),) = law37(result)
    assert (irr.offender, irr.call, irr.position.call_index) == (W, Call.parse("2H"), 3)  # type: ignore[union-attr]
    assert irr.origin is Origin.DETECTED and "27B2" in (irr.detail or "")
    assert r.laws[0] == "37B"
    assert not [e for e in r.effects if isinstance(e, Cancel)]


def test_37A_barred_partner_whose_call_nobody_called_over_is_cancelled_with_26B() -> None:
    # The record ends with W's 2H: nobody called over it, so 37A applies.
    result = ruled("1S {@IB E 1H refused replaced=2C not-comparable} 2C Pass 2H")
    ((irr, r),) = law37(result)
    assert irr.offender == W
    assert r.laws[:3] == ("37A", "26B", "72C")
    assert Cancel("37A", call=Call.parse("2H")) in r.effects
    assert {(e.player, e.scope) for e in r.effects if isinstance(e, MustPass)} == \
        {(W, PassScope.WHOLE_AUCTION), (E, PassScope.WHOLE_AUCTION)}


def test_37_honour_exposed_in_the_auction_then_partner_bids_at_his_next_turn() -> None:
    result = ruled("1S {@AEXP W HK} 2C 2S Pass Pass Pass")
    ((irr, r),) = law37(result)
    assert (irr.offender, irr.call) == (E, Call.parse("2C"))
    assert "24B" in (irr.detail or "") and r.laws[0] == "37B"


def test_37_open_comparability_judgement_is_no_breach_yet() -> None:
    # Without the TD's 23A verdict the bar on W is only a branch: no new irregularity.
    result = ruled("1S {@IB E 1H refused replaced=2C} 2C Pass 2H Pass Pass Pass")
    assert law37(result) == []
    assert [i.kind for i in result.irregularities] == [K.INSUFFICIENT_BID]


def test_37_marker_for_the_same_call_is_not_counted_twice() -> None:
    result = ruled("1S {@IB E 1H refused replaced=2C not-comparable} 2C Pass 2H "
                   "{@MUSTPASS W 2H} Pass Pass Pass")
    found = law37(result)
    assert len(found) == 1 and found[0][0].origin is Origin.MARKED


def test_37_breaches_are_counted_without_ruling_too() -> None:
    b = record_board("1S {@AEXP W HK} 2C 2S Pass Pass Pass")
    kinds = [i.kind for i in rule_board(b, rulings=False).irregularities]
    assert kinds.count(K.CALL_WHILE_REQUIRED_TO_PASS) == 1


def test_37_sample_board_5_shows_the_breach_with_its_own_ruling() -> None:
    boards = {b.number: b for b in pbn.load(str(SAMPLE))}
    result = rule_board(boards[5])
    assert [(i.kind, r.laws[0]) for i, r in result.pairs()] == \
        [(K.INSUFFICIENT_BID, "27B2"), (K.CALL_WHILE_REQUIRED_TO_PASS, "37B")]
    assert not [e for _i, r in result.pairs() for e in r.effects
                if isinstance(e, LeadRestriction) and e.law == "37A"]


def _first(result):  # type: ignore[no-untyped-def]
    return result.pairs()[0][1]


def test_37_first_ruling_points_to_the_breach_instead_of_asking_again() -> None:
    # The bar on W (27B2) is certain; W's 2H is ruled as its own irregularity, so the
    # insufficient bid's ruling no longer asks the director to "rule under Law 37".
    result = ruled("1S {@IB E 1H refused replaced=2C not-comparable} 2C Pass 2H Pass Pass Pass")
    first = _first(result)
    assert first.irregularity.kind is K.INSUFFICIENT_BID  # type: ignore[union-attr]
    keys = [j.question.key.value for j in first.judgements]
    assert "law37.ask.broke-obligation" not in keys
    pointers = [f for f in first.follow_up if f.key.value == "law37.ruled-apart"]
    assert [(f["player"], f["call"], f["number"], f["law"]) for f in pointers] == \
        [(W, Call.parse("2H"), 4, "27B2")]
    assert not [f for f in first.follow_up if f.key.value == "auction.called-when-obliged"]


def test_37_first_ruling_points_to_a_marked_breach_too() -> None:
    result = ruled("1S {@IB E 1H refused replaced=2C not-comparable} 2C Pass 2H "
                   "{@MUSTPASS W 2H} Pass Pass Pass")
    first = _first(result)
    assert "law37.ask.broke-obligation" not in [j.question.key.value for j in first.judgements]
    assert [f.key.value for f in first.follow_up].count("law37.ruled-apart") == 1


def test_37_explanation_of_the_first_ruling_names_the_separate_ruling() -> None:
    from hakem.reports.explain import texts
    result = ruled("1S {@AEXP W HK} 2C 2S Pass Pass Pass")
    text = " ".join(texts(_first(result).follow_up))
    assert "ruled on its own as a call while required to pass (Law 37)" in text
    assert "rule on it under Law 37" not in text
