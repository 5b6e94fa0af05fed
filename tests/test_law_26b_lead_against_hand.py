"""Law 26B checked against the opening lead actually made and the hand it came from: a
lead against declarer's choice when the leader could comply is a revoke (Law 61A)."""

from __future__ import annotations

from auction_fixtures import DEAL, record_board

from hakem.laws.engine import rule_board
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import Compliance

# East holds all thirteen diamonds: he cannot lead anything else.
ALL_DIAMONDS = "N:AKQJ.AKQJ..AKQJT ..AKQJT98765432. T98765.T98765..9 432.432..8765432"


def ruling(deal: str, option: str, play: str):  # type: ignore[no-untyped-def]
    b = record_board(f"1NT Pass Pass {{@MUSTPASS W 2D option={option} by=N}} Pass",
                     play=("E", f"{play}\n*"), deal=deal)
    (r,) = [r for i, r in rule_board(b).pairs() if i.kind is K.CALL_WHILE_REQUIRED_TO_PASS]
    return r


def keys(r) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.key.value for f in r.follow_up]


def test_26B_prohibited_suit_led_when_able_to_comply_is_a_61A_revoke() -> None:
    r = ruling(DEAL, "prohibit:D", "DK D8 D4 D2")
    assert "61A" in r.laws and r.compliance is Compliance.VIOLATED
    assert keys(r)[-2:] == ["law26.led-against-choice", "law26b.breach-is-revoke"]


def test_26B_lead_respecting_the_prohibition_complies() -> None:
    r = ruling(DEAL, "prohibit:D", "SJ S6 S3 S2")
    assert "61A" not in r.laws and r.compliance is Compliance.COMPLIED
    assert "law26.led-respecting-choice" in keys(r)


def test_26B_prohibited_suit_led_from_a_hand_holding_nothing_else_breaks_nothing() -> None:
    r = ruling(ALL_DIAMONDS, "prohibit:D", "DA S5 S2 SJ")
    assert "61A" not in r.laws and r.compliance is Compliance.COMPLIED
    assert keys(r)[-1] == "law26b.could-not-comply"
