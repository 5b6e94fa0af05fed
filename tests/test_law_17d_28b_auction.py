"""Law 28B (the turn holder called before the director ruled) and Law 17D (a pass out of
rotation skipped a player and the auction seemed over), from markers as a TD writes them
and from PBN's ``^S``; the sample samples/auction-issue17-laws.pbn ruled end to end."""

from __future__ import annotations

import json
from pathlib import Path

from auction_fixtures import board, coor, record_board
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.model.calls import Call
from hakem.model.choices import Finding
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import (Cancel, Compliance, LeadRestriction, MustPass, NoRectification,
                                Source, UnauthorizedInformation)
from hakem.model.seat import Seat
from hakem.parsers import lin, pbn

SAMPLES = Path(__file__).parents[1] / "samples"
SAMPLE = SAMPLES / "auction-issue17-laws.pbn"
N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def coor_ruling(b):  # type: ignore[no-untyped-def]
    irrs = [i for i in check(b)[0] if i.kind is K.CALL_OUT_OF_ROTATION]
    assert len(irrs) == 1
    return irrs[0], rule(b, irrs[0])


# --- Law 28B -------------------------------------------------------------------------

def test_28B_marker_by_turn_holder_cancels_the_call_with_16C2_and_no_lead_restriction() -> None:
    irr, r = coor_ruling(record_board("{@COOR N 1D by=W} 1S Pass Pass Pass", "W"))
    assert irr.chosen_by == W and irr.turn == W
    assert r.laws == ("28B", "16C2")
    assert Cancel("28B", call=irr.call) in r.effects
    ui = [e for e in r.effects if isinstance(e, UnauthorizedInformation)]
    assert ui and set(ui[0].unauthorized_for) == {N, S}
    assert not [e for e in r.effects if isinstance(e, (MustPass, LeadRestriction))]
    # The ruling rests on the 28B finding, not on a refusal the record never showed.
    assert [(d.what, d.source, d.by) for d in r.decisions] == \
        [(Finding.TURN_HOLDER_CALLED, Source.MARKER, W)]
    assert r.compliance is Compliance.COMPLIED
    assert [f.key.value for f in r.follow_up] == ["law28b.turn-holder-call",
                                            "law28b.offender-called-freely"]
    assert dict(r.follow_up[0].args)["call"] == Call.parse("1S")


def test_28B_the_offender_calls_freely_afterwards_no_29B_duty() -> None:
    # North bid 1D at West's turn; West opened 1S; North then bid 2D (not comparable with
    # anything): under 28B no partner's pass and no 26B can follow.
    _irr, r = coor_ruling(record_board("{@COOR N 1D by=W} 1S 2D Pass Pass Pass", "W"))
    assert r.laws[0] == "28B"
    assert not r.judgements and not r.branches
    assert dict(r.follow_up[-1].args)["call"] == Call.parse("2D")


def test_28B_by_with_declarers_lead_choice_is_not_the_turn_holder_calling() -> None:
    _irr, r = coor_ruling(record_board("{@COOR N 1D option=prohibit:D by=W} 1S Pass Pass Pass", "W"))
    assert "28B" not in r.laws and "29B" in r.laws


def test_28B_record_showing_another_caller_asks_the_director() -> None:
    b = board(W, ["Pass", "1S", "Pass", "Pass", "Pass"])
    irr = coor(b, N, "1D", 0, accepted=None)
    irr = irr.__class__(**{**{f: getattr(irr, f) for f in irr.__dataclass_fields__},
                           "chosen_by": W, "turn": W})
    # entry 0 is West's pass in this record: consistent. Move the event to entry 1 (North's
    # own turn by the record) but keep turn=W: the record shows North, not West, calling.
    moved = irr.__class__(**{**{f: getattr(irr, f) for f in irr.__dataclass_fields__},
                             "position": irr.position.__class__(irr.position.phase, call_index=1)})
    r = rule(b, moved)
    assert r.laws[0] == "28B"
    assert r.compliance is Compliance.UNKNOWN
    assert [j.question.key.value for j in r.judgements] == ["law28b.ask.turn-holder-called"]


def test_28B_accepted_flag_at_lho_turn_stays_29A_acceptance() -> None:
    # South bid at East's turn (LHO, first call); East accepted: 29A, not 28B.
    _irr, r = coor_ruling(record_board("1D ^S 1H {@COOR accepted by=W} Pass Pass Pass", "N"))
    assert r.laws[0] == "29A"


# --- Law 17D -------------------------------------------------------------------------

def test_17D3_pass_out_of_rotation_among_the_three_closing_passes_reopens_the_auction() -> None:
    # N 1H, E skipped, S passes at E's turn, W and N pass: three passes, E never called.
    irr, r = coor_ruling(record_board("1H ^S Pass {@COOR S Pass option=hands-not-returned} Pass Pass", "N"))
    assert r.laws[:3] == ("34", "17D3", "16C")
    assert Cancel("17D3", call=irr.call, by=S, later=True) in r.effects
    assert (Finding.PERIOD_OPEN, Source.MARKER) in [(d.what, d.source) for d in r.decisions]
    assert r.compliance is Compliance.VIOLATED  # the table closed the auction anyway
    assert [f.key.value for f in r.follow_up] == ["law34.never-had-turn"]


def test_17D3_was_29A_before_a_skipped_seat_in_the_first_of_three_passes() -> None:
    # The pass that took E's turn is the first of the three, not the third: still 17D3.
    _irr, r = coor_ruling(record_board("1H ^S Pass Pass Pass", "N"))
    assert "29A" not in r.laws and "17D3" in r.laws


def test_17D_without_finding_or_play_asks_whether_the_lead_was_faced() -> None:
    _irr, r = coor_ruling(record_board("1H Pass ^S Pass Pass", "N"))
    assert r.laws[:3] == ("34", "17D3", "16C") and "17D1" in r.laws
    assert [j.question.key.value for j in r.judgements] == ["law17d1.ask.lead-faced"]
    assert [b.laws for b in r.branches] == [("17D3", "16C"), ("17D1",)]
    assert not [e for e in r.effects if isinstance(e, Cancel)]  # nothing applies until asked
    assert r.compliance is Compliance.UNKNOWN


def test_17D1_played_cards_in_the_record_end_the_auction_period() -> None:
    irr, r = coor_ruling(record_board("1H ^S Pass Pass Pass", "N", play=("E", "SJ S8 S3 S2\n*")))
    assert r.laws[0] == "17D1"
    assert NoRectification("17D1", r.effects[0].reason) == r.effects[0]  # type: ignore[union-attr]
    assert (Finding.PERIOD_ENDED, Source.RECORD) in [(d.what, d.source) for d in r.decisions]
    assert not [e for e in r.effects if isinstance(e, Cancel)]


def test_17D2_passed_out_board_with_hands_returned_stays_passed_out() -> None:
    _irr, r = coor_ruling(record_board("Pass ^S Pass {@COOR N Pass option=hands-returned} Pass Pass", "S", board_no=3))
    assert r.laws[0] == "17D2"
    assert [e.law for e in r.effects] == ["17D2"]
    assert r.facts[-1].key.value == "law17d2.hands-returned"


def test_17D2_passed_out_board_unknown_asks_whether_hands_were_returned() -> None:
    # Three passes and West never called: the players thought the board was passed out.
    _irr, r = coor_ruling(record_board("Pass ^S Pass Pass", "S", board_no=3))
    assert [j.question.key.value for j in r.judgements] == ["law17d2.ask.hands-returned"]
    assert r.facts[0].key.value == "law17d.apparently-passed-out"


def test_17D_not_applied_when_the_skipped_player_called_later() -> None:
    # W skipped at call 2, but W bids later: an ordinary accepted call out of rotation.
    _irr, r = coor_ruling(record_board("Pass ^S Pass Pass 1S Pass Pass Pass", "S", board_no=3))
    assert r.laws[0] == "29A"


# --- the sample, end to end ------------------------------------------------------------

def test_issue17_sample_rules_each_board_with_its_law() -> None:
    laws = {}
    for b in pbn.load(str(SAMPLE))[:4]:
        (irr,) = [i for i in check(b)[0] if i.kind.phase.value == "auction"]
        laws[b.number] = rule(b, irr).laws
    assert laws[1] == ("28B", "16C2")
    assert laws[2][:2] == ("34", "17D3")
    assert laws[3][0] == "17D2"
    assert laws[4][0] == "17D1"


def test_issue17_sample_check_json_shows_the_law_references() -> None:
    done = CliRunner().invoke(cli, ["check", str(SAMPLE), "--format", "json"])
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    laws = [(row["board"], row["kind"], row["ruling"]["laws"]) for row in rows]
    coor = "call-out-of-rotation"
    # Each list also names every law its explanation names (issue 17 citations).
    assert laws == [("1", coor, ["28B", "16C2"]), ("2", coor, ["34", "17D3", "16C"]),
                    ("3", coor, ["17D2", "34", "17D3", "16C"]),
                    ("4", coor, ["17D1", "34", "17D3", "16C"]),
                    ("5", "insufficient-bid", ["27B2", "26B", "16C", "72C", "23A", "27B1", "27D",
                                               "27B3", "37", "12C1(b)"]),
                    ("5", "call-while-required-to-pass", ["37B", "16C"]),
                    ("6", "insufficient-bid", ["27B1(a)", "27D", "27C", "23A", "27B2", "27B3",
                                               "26B", "72C", "12C1(b)"]),
                    ("7", "call-while-required-to-pass", ["37A", "26B", "72C", "61A", "29C",
                                                          "63-64"]),
                    ("8", "insufficient-bid", ["27B1(a)", "27D", "23A", "27B2", "27B3", "26B",
                                               "72C", "12C1(b)"]),
                    ("8", "director-called", ["9B", "9B1(a)"]),
                    ("9", "director-called", ["9B", "11A", "11B", "90"]),
                    ("10", "director-called", ["9B", "7", "90"]),
                    ("11", "insufficient-bid", ["27B2", "26B", "16C", "72C", "23A", "27B1", "27D",
                                                "27B3", "29C", "12C1(b)", "12C2", "82C"])]


def test_28B_lin_note_by_turn_holder_gives_the_same_ruling() -> None:
    text = ("pn|S,W,N,E|st||md|3S876HA98DA98CA876,S543H7654D7654CQ5,SAKQ2HK32DQ32C432,"
            "SJT9HQJTDKJTCKJT9|ah|Board 1|nt|@COOR E 1C by=N|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|\n")
    (b,) = lin.loads(text, path="t.lin")
    irr, r = coor_ruling(b)
    assert (irr.offender, irr.turn) == (E, N) and r.laws == ("28B", "16C2")


# --- Law 17D without ^S: skipped=SEAT (the record written in rotation) ---------------

SKIPPED_PBN = SAMPLES / "auction-skipped-turn.pbn"
SKIPPED_LIN = SAMPLES / "auction-skipped-turn.lin"


def test_17D3_skipped_marker_without_caret_S_reopens_for_the_skipped_player() -> None:
    # The scorer typed N 1H, S pass (at E's turn), W pass, N pass in rotation: 1H P P P.
    irr, r = coor_ruling(record_board("1H Pass Pass Pass {@COOR skipped=E hands-returned=no}"))
    assert (irr.offender, irr.turn, irr.call) == (S, E, Call.parse("Pass"))  # E's LHO took his turn
    assert r.laws == ("34", "17D3", "16C")
    assert Cancel("17D3", call=irr.call, by=S, later=True) in r.effects
    assert [(d.what, d.source) for d in r.decisions] == \
        [(Finding.TURN_SKIPPED, Source.MARKER), (Finding.PERIOD_OPEN, Source.MARKER)]
    assert r.compliance is Compliance.VIOLATED


def test_17D1_skipped_marker_lead_faced_keeps_the_contract() -> None:
    _irr, r = coor_ruling(record_board("1C Pass Pass Pass {@COOR W Pass skipped=S option=lead-faced}", "E"))
    assert r.laws[0] == "17D1"
    assert [e.law for e in r.effects] == ["17D1"]
    assert not [e for e in r.effects if isinstance(e, Cancel)]


def test_17D1_skipped_marker_with_played_cards_reads_the_period_from_the_record() -> None:
    _irr, r = coor_ruling(record_board("1H Pass Pass Pass {@COOR skipped=E}",
                                       play=("E", "SJ S8 S3 S2\n*")))
    assert r.laws[0] == "17D1"
    assert (Finding.PERIOD_ENDED, Source.RECORD) in [(d.what, d.source) for d in r.decisions]


def test_17D2_skipped_marker_on_a_passed_out_board_with_hands_returned() -> None:
    irr, r = coor_ruling(record_board("Pass Pass Pass Pass {@COOR skipped=W hands-returned}", "S"))
    assert (irr.offender, irr.turn) == (N, W)
    assert r.laws[0] == "17D2" and r.facts[0].key.value == "law17d.apparently-passed-out"


def test_17D_skipped_marker_without_finding_asks_with_both_branches() -> None:
    _irr, r = coor_ruling(record_board("1H Pass Pass Pass {@COOR skipped=E}"))
    assert [j.question.key.value for j in r.judgements] == ["law17d1.ask.lead-faced"]
    assert [b.laws for b in r.branches] == [("17D3", "16C"), ("17D1",)]
    assert r.compliance is Compliance.UNKNOWN


def test_17D_skipped_marker_gives_no_position_warning_for_a_record_in_rotation() -> None:
    b = record_board("1H Pass Pass Pass {@COOR skipped=E hands-not-returned}")
    _found, diagnostics = check(b)
    assert not [d for d in diagnostics if d.code.startswith("marker")]


def test_17D_skipped_marker_refuses_a_bid_and_other_kinds() -> None:
    for text, words in (("{@COOR skipped=E 2C}", "pass that took E's turn"),
                        ("{@IB skipped=E}", "call out of rotation"),
                        ("{@COOR E skipped=E}", "cannot both be skipped")):
        b = record_board(f"1H Pass Pass Pass {text}")
        found, diagnostics = check(b)
        assert not [i for i in found if i.kind is K.CALL_OUT_OF_ROTATION]
        assert any(d.code == "marker.syntax" and words in d.message for d in diagnostics), text


def test_17D_skipped_sample_pbn_rules_each_board_with_its_letter() -> None:
    laws = {}
    for b in pbn.load(str(SKIPPED_PBN)):
        (irr, r) = coor_ruling(b)
        laws[b.number] = (irr.turn, r.laws[0])
    assert laws == {1: (E, "34"), 2: (S, "17D1"), 3: (W, "17D2")}


def test_17D_skipped_sample_lin_marker_in_nt_gives_17D3() -> None:
    (b,) = lin.load(str(SKIPPED_LIN))
    irr, r = coor_ruling(b)
    assert (irr.offender, irr.turn) == (S, E)
    assert r.laws == ("34", "17D3", "16C")


def test_17D_skipped_samples_in_check_json_show_the_laws() -> None:
    out = CliRunner().invoke(cli, ["check", str(SKIPPED_PBN), str(SKIPPED_LIN), "--format", "json"])
    rows = [json.loads(line) for line in out.output.splitlines() if line.startswith("{")]
    rows = [r for r in rows if r.get("kind") == "call-out-of-rotation"]
    assert [(r["board"], r["ruling"]["laws"][0]) for r in rows] == \
        [("1", "34"), ("2", "17D1"), ("3", "17D2"), ("1", "34")]
    assert all("turn-skipped" in r["options"] for r in rows)
