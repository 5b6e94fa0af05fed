"""Laws 41 and 47 as irregularity kinds (issue 17): the opening lead faced at the wrong
moment, a played card taken back; samples/play-lead-and-retraction.pbn."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from sample_boards import SAMPLES, boards_of

from hakem.cli.main import cli
from hakem.laws.engine import rule_board
from hakem.laws.law41_47_lead_and_retraction import Say
from hakem.model.board import Board
from hakem.model.choices import Subkind
from hakem.model.irregularity import IrregularityKind as K, Phase
from hakem.model.ruling import (Cancel, MustPass, NoRectification, PenaltyCard, PenaltyCardKind,
                                Ruling, UnauthorizedInformation)
from hakem.model.seat import Seat
from hakem.parsers.markers import parse_markers

E, W = Seat.E, Seat.W
SAMPLE = SAMPLES / "play-lead-and-retraction.pbn"


@pytest.fixture(scope="module")
def boards() -> dict[int, Board]:
    return boards_of("play-lead-and-retraction.pbn")


def ruled(board: Board) -> Ruling:
    (ruling,) = rule_board(board).rulings
    return ruling


def test_law41_47_are_play_kinds_with_marker_keywords() -> None:
    assert K.OPENING_LEAD_FACED.laws == ("41",) and K.OPENING_LEAD_FACED.phase is Phase.PLAY
    assert K.CARD_RETRACTED.laws == ("47",)
    (lead, retract) = parse_markers("@LEAD41 W C4 sub=face-up; @RETRACT N H5 sub=47c")
    assert (lead.kind, lead.subkind) == (K.OPENING_LEAD_FACED, Subkind.LEAD_FACE_UP)
    assert (retract.kind, retract.subkind) == (K.CARD_RETRACTED, Subkind.RETRACT_DESIGNATION)


def test_law41a_faced_at_once_stands_without_rectification(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[1])
    assert ruling.laws == ("41A", "41B")
    assert [type(e) for e in ruling.effects] == [NoRectification]


def test_law41_faced_during_the_auction_is_law_24(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[17])
    assert ruling.laws[:2] == ("41", "24B")
    (must,) = [e for e in ruling.effects if isinstance(e, MustPass)]
    assert must.player == E and must.law == "24B"
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.kind) == ("C4", PenaltyCardKind.MAJOR)


def test_law41_unknown_moment_lists_the_three_cases(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[33])
    assert [b.laws[0] for b in ruling.branches] == ["41A", "24B", "41A"]
    assert all(b.applies is None for b in ruling.branches) and ruling.judgements
    assert any(isinstance(e, UnauthorizedInformation) for e in ruling.branches[2].effects)


def test_law47c_unintended_designation_taken_back_freely(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[49])
    assert ruling.laws == ("47C",) and ruling.facts[0].key is Say.PERMITTED
    assert not any(isinstance(e, UnauthorizedInformation) for e in ruling.effects)  # dummy's card


def test_law47_without_a_reason_asks_and_47F_keeps_the_card_played(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[65])
    assert ruling.laws[0] == "47" and ruling.judgements
    (allowed, not_allowed) = ruling.branches
    assert "47F" in not_allowed.laws
    assert any(isinstance(e, Cancel) and e.law == "47F" for e in not_allowed.effects)
    assert any(isinstance(e, UnauthorizedInformation) for e in allowed.effects)  # a defender's card


def test_law47b_a_defenders_card_taken_back_is_a_penalty_card(boards: dict[int, Board]) -> None:
    ruling = ruled(boards[81])
    assert ruling.laws == ("47B", "49", "50B")
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.owner, card.kind) == ("C7", E, PenaltyCardKind.MAJOR)


def test_law41_47_check_json_shows_the_new_kinds_with_their_laws() -> None:
    done = CliRunner().invoke(cli, ["check", str(SAMPLE), "--format", "json"])
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    kinds = {(r["kind"], tuple(r["laws"]), r["ruling"]["laws"][0]) for r in rows}
    assert ("opening-lead-faced", ("41",), "41A") in kinds
    assert ("card-retracted", ("47",), "47B") in kinds


# --- a TD's review (issue 17): who defends, who may take a card back ----------------------

def _marked(auction: str, kind: K) -> Ruling:
    from auction_fixtures import record_board
    (ruling,) = [r for i, r in rule_board(record_board(auction)).pairs() if i.kind is kind]
    return ruling


def test_law41_during_auction_no_26B_and_a_penalty_card_only_for_a_defender() -> None:
    # 3NT by N: E defends, so his prematurely faced SJ is a major penalty card (24 with 50).
    r = _marked("1NT Pass 3NT Pass Pass {@LEAD41 E SJ sub=during-auction} Pass", K.OPENING_LEAD_FACED)
    assert "26B" not in r.laws and r.laws[:2] == ("41", "24B") and "50" in r.laws
    (card,) = [e for e in r.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.owner, card.kind, card.law) == ("SJ", E, PenaltyCardKind.MAJOR, "50")
    assert not r.branches


def test_law41_during_auction_by_the_declaring_side_the_card_is_picked_up() -> None:
    # S (dummy of 3NT by N) faced the S5: no penalty card, the card goes back.
    r = _marked("1NT Pass 3NT Pass Pass {@LEAD41 S S5 sub=during-auction} Pass", K.OPENING_LEAD_FACED)
    assert not [e for e in r.effects if isinstance(e, PenaltyCard)] and "50" not in r.laws
    assert any(isinstance(e, NoRectification) and e.law == "24" for e in r.effects)
    assert r.facts[-1].key is Say.IF_DECLARES


def test_law41_during_auction_unfinished_record_keeps_both_card_branches_open() -> None:
    r = _marked("1NT Pass 3NT {@LEAD41 E SJ sub=during-auction}", K.OPENING_LEAD_FACED)
    defends, declares = r.branches
    assert defends.applies is None and declares.applies is None
    assert any(isinstance(e, PenaltyCard) for e in defends.effects)
    assert not [e for e in r.effects if isinstance(e, PenaltyCard)]


def test_law47c_is_declarers_a_defender_cannot_retract_under_it(boards: dict[int, Board]) -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace(
        "{@RETRACT N H5 trick=3 sub=47c", "{@RETRACT E H3 trick=3 sub=47c", 1)
    from hakem.parsers import pbn
    b = {x.number: x for x in pbn.loads(text)}[49]
    r = ruled(b)
    assert r.laws[:3] == ("47C", "45C4(b)", "47F") and r.facts[0].key is Say.DESIGNATION_DEFENDER
    assert any(isinstance(e, Cancel) and e.law == "47F" for e in r.effects)


def test_law47d_the_withdrawn_card_is_authorized_to_his_side_unauthorized_to_the_opponents() -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace(
        "{@RETRACT E C7 trick=3 sub=47b}", "{@RETRACT E C7 trick=3 sub=47d}", 1)
    from hakem.parsers import pbn
    b = {x.number: x for x in pbn.loads(text)}[81]
    r = ruled(b)
    assert r.laws == ("47D", "16C1")
    (ui,) = [e for e in r.effects if isinstance(e, UnauthorizedInformation)]
    assert set(ui.unauthorized_for) == {Seat.N, Seat.S} and ui.authorized_for == (W,)
