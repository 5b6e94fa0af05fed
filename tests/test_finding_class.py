"""Every finding has a class: table, claim or record (laws/finding_class.py), and every
output carries it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.laws.engine import rule_board
from hakem.laws.claim_rules import Say as ClaimSay
from hakem.laws.finding_class import finding_class
from hakem.model.facts import fact
from hakem.model.calls import Call
from hakem.model.irregularity import Irregularity, IrregularityKind as K, Origin, Phase, Position
from hakem.model.ruling import ClaimFacts, Judgement, Ruling
from hakem.model.seat import Seat
from hakem.model.settings import FindingClass, Settings
from hakem.parsers import pbn

TABLE, CLAIM, RECORD = FindingClass.TABLE, FindingClass.CLAIM, FindingClass.RECORD
SAMPLES = Path(__file__).resolve().parents[1] / "samples"

TABLE_KINDS = [K.CALL_OUT_OF_ROTATION, K.INSUFFICIENT_BID, K.INADMISSIBLE_DOUBLE,
               K.CALL_WHILE_REQUIRED_TO_PASS, K.BID_ABOVE_SEVEN, K.CALL_AFTER_AUCTION_ENDED,
               K.CHANGE_OF_CALL, K.CARD_EXPOSED_DURING_AUCTION, K.OPENING_LEAD_OUT_OF_TURN,
               K.LEAD_OUT_OF_TURN, K.PREMATURE_PLAY, K.EXPOSED_CARD, K.PENALTY_CARD,
               K.SIMULTANEOUS_CARDS, K.FIFTH_CARD, K.REVOKE, K.DEFECTIVE_TRICK, K.DIRECTOR_CALLED,
               K.OPENING_LEAD_FACED, K.CARD_RETRACTED]
RECORD_KINDS = [K.RESULT_MISMATCH, K.SCORE_MISMATCH, K.CONTRACT_MISMATCH, K.DEALER_INCONSISTENT,
                K.VULNERABILITY_INCONSISTENT, K.DUPLICATE_CARD, K.MISSING_CARDS,
                K.MARKINGS_PATTERN, K.AUCTION_SEAT_PATTERN, K.PLAY_RECORD_PATTERN]


def test_every_kind_has_its_class() -> None:
    assert set(TABLE_KINDS) | set(RECORD_KINDS) | {K.CLAIM, K.CONCESSION} == set(K)


@pytest.mark.parametrize("kind", TABLE_KINDS)
def test_infractions_at_the_table_are_table_findings(kind: K) -> None:
    assert finding_class(Irregularity(kind, origin=Origin.MARKED)) is TABLE


@pytest.mark.parametrize("kind", RECORD_KINDS)
def test_the_file_against_itself_or_law2_is_a_record_finding(kind: K) -> None:
    assert finding_class(Irregularity(kind)) is RECORD


def claim_ruling(outcome: str, contested: bool = False) -> Ruling:
    """A claim's ruling as laws/claim_rules.py makes it: the analysis's outcome in its facts."""
    facts = ClaimFacts(claimer=Seat.S, contested=contested, tricks_left=5, claimed=4, awarded=4,
                       double_dummy=4, outcome=outcome, low=4, high=4)
    return Ruling(laws=("69A",), claim=facts)


@pytest.mark.parametrize("kind", [K.CLAIM, K.CONCESSION])
@pytest.mark.parametrize("agreed", [True, None])
def test_an_agreed_or_unremarked_claim_is_a_claim_finding(kind: K, agreed: bool | None) -> None:
    irr = Irregularity(kind, agreed=agreed, tricks=3)
    assert finding_class(irr) is CLAIM
    assert finding_class(irr, claim_ruling("stands")) is CLAIM


@pytest.mark.parametrize("kind", [K.CLAIM, K.CONCESSION])
def test_a_contested_claim_is_a_table_finding_unless_the_analysis_upholds_it(kind: K) -> None:
    irr = Irregularity(kind, agreed=False, tricks=3)
    assert finding_class(irr) is TABLE  # not analysed: the director was called to rule
    for outcome in ("reduced", "restored", "director-decides"):
        assert finding_class(irr, claim_ruling(outcome, contested=True)) is TABLE
    # upheld on every normal line: the claim was good, ordinary play (Law 70, no adjustment)
    assert finding_class(irr, claim_ruling("upheld", contested=True)) is CLAIM


@pytest.mark.parametrize("outcome", ["69B", "71"])
def test_an_agreed_claim_flagged_under_69b_or_71_is_a_table_finding(outcome: str) -> None:
    irr = Irregularity(K.CLAIM, agreed=None, tricks=3)
    assert finding_class(irr, claim_ruling(outcome)) is TABLE


def test_a_claim_whose_play_does_not_replay_is_a_record_finding() -> None:
    irr = Irregularity(K.CLAIM, agreed=None, tricks=3)
    nowhere = Ruling(laws=("70",), judgements=(
        Judgement(fact(ClaimSay.ASK_NO_POSITION, reason="the play does not replay"), "70"),))
    assert finding_class(irr, nowhere) is RECORD


AUCTION_FROM_WEST = ('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "W"]\n'
                     "1C Pass 1H Pass\nPass Pass\n")


def test_an_auction_written_from_another_seat_than_the_dealer_is_a_record_finding() -> None:
    (irr,) = [i for i in rule_board(pbn.loads(AUCTION_FROM_WEST)[0]).irregularities
              if i.kind is K.CALL_OUT_OF_ROTATION]
    assert (irr.expected, irr.found) == ("N", "W")
    assert finding_class(irr) is RECORD


def test_a_call_out_of_rotation_marked_with_s_is_a_table_finding() -> None:
    text = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\n1D ^S 1S Pass Pass Pass\n'
    (irr,) = [i for i in rule_board(pbn.loads(text)[0]).irregularities
              if i.kind is K.CALL_OUT_OF_ROTATION]
    assert finding_class(irr) is TABLE


@pytest.mark.parametrize("late,cls", [("Pass", RECORD), ("2H", TABLE), ("X", TABLE)])
def test_a_pass_after_the_auction_ended_is_a_record_finding_other_calls_are_not(
        late: str, cls: FindingClass) -> None:
    text = ('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\n'
            f"1H Pass Pass Pass\n{late}\n")
    (irr,) = [i for i in rule_board(pbn.loads(text)[0]).irregularities
              if i.kind is K.CALL_AFTER_AUCTION_ENDED]
    assert irr.call == Call.parse(late) and finding_class(irr) is cls


def test_a_marked_pass_after_the_end_stays_a_table_finding() -> None:
    irr = Irregularity(K.CALL_AFTER_AUCTION_ENDED, call=Call.parse("Pass"), origin=Origin.MARKED,
                       position=Position(Phase.AUCTION, call_index=4))
    assert finding_class(irr) is TABLE


def test_check_json_report_rows_and_the_archive_carry_the_class(tmp_path: Path) -> None:
    from hakem.reports.archive import add, query
    from hakem.reports.frames import frames
    runner = CliRunner()
    listed = runner.invoke(cli, ["check", str(SAMPLES), "--format", "json", "--no-claim-analysis"])
    rows = [json.loads(line) for line in listed.stdout.splitlines()]
    by_check = sorted((r["file"], r["kind"], r["class"]) for r in rows)
    tables = frames([SAMPLES], settings=Settings(claim_analysis=False))
    by_report = sorted(zip(tables.rulings["source_file"], tables.rulings["irregularity"].astype(str),
                           tables.rulings["class"].astype(str)))
    assert by_check == by_report and {c for *_rest, c in by_check} == {"table", "claim", "record"}
    add([SAMPLES], tmp_path, settings=Settings(claim_analysis=False))
    archived = query(tmp_path, 'SELECT "class", count(*) AS n FROM rulings GROUP BY 1')
    assert dict(zip(archived["class"], archived["n"].astype(int))) == {
        c: sum(1 for *_rest, k in by_check if k == c) for c in ("table", "claim", "record")}


def test_the_html_report_counts_table_findings_and_labels_every_card(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    result = CliRunner().invoke(cli, ["report", str(SAMPLES), "-o", str(out), "-q",
                                      "--no-claim-analysis"])
    assert result.exit_code == 0, result.output  # report fails on input errors only; the samples have none
    html = out.read_text(encoding="utf-8")
    assert "Counted (table)" in html and '<span class="cls">record</span>' in html
    assert '<span class="cls">claim</span>' in html and '<span class="cls">table</span>' in html
