"""Law 27C: an insufficient bid replaced before the director ruled; the replacement stands
(unless LHO accepted the insufficient bid) and is ruled on under 27B."""

from __future__ import annotations

from auction_fixtures import record_board

from hakem.laws.engine import rule_board
from hakem.model.choices import Finding
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import MustPass, PassScope, Source
from hakem.model.seat import Seat



def ruling(auction: str):  # type: ignore[no-untyped-def]
    return [r for i, r in rule_board(record_board(auction)).pairs() if i.kind is K.INSUFFICIENT_BID][0]


def test_27C_premature_lowest_sufficient_replacement_stands_with_no_rectification() -> None:
    r = ruling("1S {@IB E 1H refused option=27c} 2H Pass Pass Pass")
    assert r.laws[0] == "27B1(a)" and "27C" in r.laws
    assert (Finding.REPLACED_BEFORE_RULING, Source.MARKER) in [(d.what, d.source) for d in r.decisions]
    assert not [e for e in r.effects if isinstance(e, MustPass)]
    assert [f.key.value for f in r.facts][-1] == "law27c.replacement-stands"


def test_27C_premature_not_comparable_replacement_still_bars_partner_27B2() -> None:
    r = ruling("1S {@IB E 1H refused option=27c not-comparable} 2C Pass Pass Pass")
    assert r.laws[0] == "27B2" and "27C" in r.laws
    assert MustPass(Seat.W, PassScope.WHOLE_AUCTION, "27B2") in r.effects


def test_27C_does_not_apply_when_lho_accepted_the_insufficient_bid() -> None:
    r = ruling("1S ^I 1H {@IB accepted by=S option=27c} Pass Pass Pass")
    assert r.laws[0] == "27A1" and "27C" not in r.laws
