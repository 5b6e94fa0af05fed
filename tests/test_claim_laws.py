"""Law 70 and 71 as the Turkish TD notes set them out (seed 004), on whole records.

Each record plays ten tricks and stops at a three-card ending with a claim marker; the
rulings come from the laws engine, as ``hakem check`` makes them. The same records are
``samples/seed-004-law70-claims.pbn`` (checked to match below).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.laws.engine import rule_board
from hakem.model.ruling import TrickTransfer, Watch, ruling_to_dict
from hakem.model.seat import Seat, Side
from hakem.model.settings import Settings
from hakem.parsers import pbn
from hakem.reports.explain import explain

from claim_records import claim_board, claim_pbn

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W

#: 4H by South; East still holds the H9 (Law 70C).
TRUMP_OUT = {N: "H5 H4 H3", E: "H9 DQ CJ", S: "SA SK HA", W: "SQ SJ ST"}
#: 1NT by South; West's SK lies under North's AQ (Law 70E1).
FINESSE = {N: "SA SQ S9", E: "S5 HA DA", S: "S8 S3 S2", W: "SK S7 CA"}
#: 1NT by South; AK5 opposite a small spade, West's bare SJ drops (Law 71).
SOLID = {N: "S4 HA HK", E: "H4 H3 H2", S: "SA SK S5", W: "SJ D2 C2"}
#: 1NT by South; West holds the SA, and South has no way back to his spades (Law 69B).
ACE_OUT = {N: "ST H5 H4", E: "HA D2 C2", S: "SK SQ SJ", W: "SA H3 H2"}

RECORDS = [
    (claim_board(1, TRUMP_OUT, "4H", S, S), '@CLAIM S 3 contested -- no statement, the H9 is out (70C)'),
    (claim_board(2, TRUMP_OUT, "4H", S, S), '@CLAIM S 3 "drawing trumps, the rest are high" contested'),
    (claim_board(3, TRUMP_OUT, "4H", S, S), '@CLAIM S 3 "the heart nine is still out" contested'),
    (claim_board(4, FINESSE, "1NT", S, S), '@CLAIM S 3 contested -- unstated finesse (70E1)'),
    (claim_board(5, FINESSE, "1NT", S, S), '@CLAIM S 3 "finessing the queen" contested'),
    (claim_board(6, SOLID, "1NT", S, S, claimed=2), '@CLAIM S 2 contested -- a trick conceded (71)'),
    (claim_board(7, SOLID, "1NT", S, S, claimed=2), '@CLAIM S 2 agreed'),
    (claim_board(8, ACE_OUT, "1NT", S, S), '@CLAIM S 3 agreed -- West holds the SA (69B)'),
    (claim_board(9, TRUMP_OUT, "4H", S, S), '@CLAIM S 3 agreed'),
]
SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "seed-004-law70-claims.pbn"
HEADER = """% PBN 2.1
% hakem sample: seed 004 of the Turkish TD notes (Law 70, contested claims; Law 71).
% Each board plays ten tricks, South winning them all, and stops at a three-card
% ending where South claims. Boards 1-3: 4H with East's H9 still out: no statement
% (70C: one trick to the defence), "drawing trumps" (good), the trump named (good).
% Boards 4-5: AQ over West's king: no statement (70E1: no finesse), the finesse
% stated (good). Board 6: AK5 with a trick conceded that no normal line loses
% (71: restored). Board 7: the same, agreed (71 flag). Board 8: an agreed claim of
% all three with West's SA out (69B). Board 9: board 1 agreed: it stands.
"""


def ruled(board_no: int):
    boards = pbn.loads(claim_pbn(RECORDS))
    board = boards[board_no - 1]
    result = rule_board(board, Settings())
    claims = [(i, r) for i, r in result.pairs() if i.kind.value == "claim"]
    assert len(claims) == 1
    return board, claims[0][1]


def test_sample_file_is_these_records():
    assert SAMPLE.read_text() == HEADER + claim_pbn(RECORDS)


def test_70c_no_statement_with_a_trump_out_gives_the_defence_a_trick():
    board, ruling = ruled(1)
    assert ruling.claim.outcome == "reduced" and ruling.claim.awarded == 2 and ruling.claim.double_dummy == 3
    assert ruling.claim.critical[0].startswith("70C:")
    transfer = next(e for e in ruling.effects if isinstance(e, TrickTransfer))
    assert transfer.tricks == 1 and transfer.to is Side.EW
    assert "70C" in ruling.laws and ruling.tricks_after == board.result - 1


@pytest.mark.parametrize("board_no", [2, 3])
def test_70c_drawing_trumps_or_naming_the_trump_makes_the_claim_good(board_no):
    _, ruling = ruled(board_no)
    assert ruling.claim.outcome == "upheld" and ruling.claim.awarded == 3
    assert not [e for e in ruling.effects if isinstance(e, TrickTransfer)]


def test_70e1_an_unstated_finesse_is_not_credited():
    _, ruling = ruled(4)
    assert ruling.claim.outcome == "reduced" and ruling.claim.awarded == 1
    assert ruling.claim.double_dummy == 3 and not ruling.claim.critical  # no slip: from the top
    assert "70E1" in ruling.laws


def test_70e1_the_stated_finesse_is_upheld():
    _, ruling = ruled(5)
    assert ruling.claim.outcome == "upheld" and ruling.claim.awarded == 3


def test_71_a_conceded_trick_no_normal_line_loses_is_restored():
    _, ruling = ruled(6)
    assert ruling.claim.outcome == "restored" and ruling.claim.awarded == 3
    transfer = next(e for e in ruling.effects if isinstance(e, TrickTransfer))
    assert transfer.to is Side.NS and transfer.law == "71B"


def test_71_an_agreed_concession_is_flagged_for_the_correction_period():
    _, ruling = ruled(7)
    assert ruling.claim.outcome == "71" and "71B" in ruling.laws
    assert any(isinstance(e, Watch) and e.law == "71B" for e in ruling.effects)
    assert "correction period" in explain(ruling)


def test_69b_an_agreed_claim_above_double_dummy_is_flagged():
    _, ruling = ruled(8)
    assert ruling.claim.outcome == "69B" and ruling.claim.double_dummy == 0
    assert any(isinstance(e, Watch) and e.law == "69B" for e in ruling.effects)
    assert "correction period" in explain(ruling)


def test_69b_is_not_law_70_an_agreed_claim_a_careless_line_could_lose_stands():
    _, ruling = ruled(9)
    assert ruling.claim.outcome == "stands" and not ruling.effects


def test_70d2_a_defenders_claim_does_not_bind_partner():
    from hakem.analysis.claims import judge_claim
    from hakem.analysis.position import Position
    position = Position.parse("N:...432 .9.QJ. AK.A.. QJT...", trump=None, leader=S)
    judgement = judge_claim(position, E, 0, declarer=S, with_dd=False)
    assert "Law 70D2" in judgement.laws and any(f.code == "70D2-partner" for f in judgement.flags)


def test_every_claim_ruling_carries_the_claim_facts_in_json():
    for board_no in range(1, 10):
        _, ruling = ruled(board_no)
        facts = ruling_to_dict(ruling)["claim"]
        assert {"claimed", "awarded", "double_dummy", "outcome", "critical", "rules"} <= set(facts)


def test_claim_analysis_can_be_switched_off_for_fast_batches():
    board = pbn.loads(claim_pbn(RECORDS))[8]
    result = rule_board(board, Settings(claim_analysis=False))
    ruling = next(r for i, r in result.pairs() if i.kind.value == "claim")
    assert ruling.claim is None and "switched off" in explain(ruling)


def test_judge_an_agreed_claim_is_judged_contested_when_asked():
    from hakem.laws.claim_rules import judge
    board = pbn.loads(claim_pbn(RECORDS))[8]  # board 1's ending, the claim agreed
    agreed = judge(board)
    assert agreed.judgement.outcome.value == "stands" and agreed.ruling.claim.outcome == "stands"
    contested = judge(board, contested=True)
    assert contested.judgement.awarded.n == 2 and contested.ruling.claim.outcome == "reduced"
    drawing = judge(board, contested=True, statement="drawing trumps")
    assert drawing.judgement.awarded.n == 3 and drawing.ruling.claim.outcome == "upheld"


def test_judge_a_record_without_a_claim_is_an_error():
    from hakem.analysis.position import PositionError
    from hakem.laws.claim_rules import judge
    board = pbn.loads(claim_pbn([(claim_board(1, TRUMP_OUT, "4H", S, S), "")]))[0]
    with pytest.raises(PositionError):
        judge(board.__class__(tags=board.tags, deal=board.deal, declarer=board.declarer,
                              contract=board.contract))


def test_a_concession_is_worded_as_a_concession_not_a_claim():
    from hakem.laws.claim_rules import Say
    boards = pbn.loads(claim_pbn([(claim_board(1, SOLID, "1NT", S, S, claimed=2), "@CONCEDE S 1 contested")]))
    ruling = next(r for i, r in rule_board(boards[0], Settings()).pairs() if i.kind.value == "concession")
    keys = [f.key for f in ruling.facts]
    assert Say.CONCEDED in keys and Say.CLAIMED not in keys
    assert ruling.claim.concession and ruling.claim.outcome == "restored"
    assert explain(ruling).startswith("S conceded 1 of the last 3 tricks.")
