"""Damage after a Watch flag (Laws 12B1, 12C1c, 12C1e), on a synthetic field.

The deal is the first game deal of DDS's list100 (dd-claims notes, 4.3): North-South
make ten tricks in hearts double dummy, none vulnerable. Figures below are worked
out by hand in the comments (matchpoints 2 per pair beaten, Law 78A).
"""

from fractions import Fraction

import pytest

from hakem.analysis.adjusted import Outcome
from hakem.analysis.damage import PROPOSAL_LABEL, assess_damage, watch_flags
from hakem.analysis.dd_tables import TableMemo
from hakem.analysis.dds import DDTable
from hakem.laws import law27_insufficient_bid as law27
from hakem.laws import law61_64_revoke as law64
from hakem.laws.law16_72_ui import Say, watch_23c, watch_27d, watch_72c
from hakem.model.board import Board, Tag
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.irregularity import Irregularity, IrregularityKind, Phase, Position
from hakem.model.facts import fact
from hakem.model.ruling import Branch, Ruling, Watch
from hakem.model.seat import Seat, Vulnerability

DEAL = Deal.parse("N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75")
# C, D, H, S, NT rows; N E S W columns (what DDS gives for DEAL).
DD = DDTable(((6, 7, 6, 7), (8, 3, 8, 3), (10, 2, 10, 2), (4, 9, 4, 9), (9, 3, 9, 3)))


def board(contract: str, tricks: int, n: int = 0) -> Board:
    c = Contract.parse(contract)
    return Board(tags=(Tag("Board", "1"), Tag("Table", str(n))), dealer=Seat.N,
                 vulnerability=Vulnerability.NONE, deal=DEAL, declarer=c.declarer,
                 contract=c, result=tricks)


# Eleven other tables: six bid and make 4H (+420), three go down in 4H (-50), two stop
# in 3H and make ten tricks (+170).
FIELD = ([board("4H N", 10, i) for i in range(6)] + [board("4H N", 9, 6 + i) for i in range(3)]
         + [board("3H N", 10, 9 + i) for i in range(2)])

EAST_IB = Ruling(("27B1(b)",), offender=Seat.E,
                 irregularity=Irregularity(IrregularityKind.INSUFFICIENT_BID, offender=Seat.E,
                                           position=Position(Phase.AUCTION, call_index=2)),
                 effects=(watch_27d(),))


def test_a_ruling_without_watch_flag_gets_no_report():
    plain = Ruling(("31",), offender=Seat.E)
    assert assess_damage(board("3H N", 10), plain, FIELD, dd=DD) is None


def test_watch_flags_come_from_effects_and_open_branches_only():
    r = Ruling(("27",), effects=(watch_27d(),),
               branches=(Branch(fact(law27.Say.IF_COMPARABLE), (watch_23c(),), applies=None),
                         Branch(fact(law27.Say.IF_OTHER, partner=Seat.W), (watch_72c(),),
                                applies=False)))
    assert [w.law for w in watch_flags(r)] == ["27D", "23C"]


def test_infraction_that_cost_a_game_is_flagged_with_the_matchpoint_and_imp_loss():
    table = board("3H N", 10, 99)  # NS stopped in 3H after East's insufficient bid: +170
    report = assess_damage(table, EAST_IB, [table, *FIELD], dd=DD,
                           named=[Contract.parse("3NT N")])
    assert report is not None and report.damaged is True
    assert report.non_offending_side == "NS" and report.unit == "matchpoints" and report.top == 22
    # Table +170: beats the three -50s (6) and ties the two +170s (2) = 8 MP.
    assert report.table_value_nos == 8
    # Field prior: 4H by N reached at 9/11 tables (played 3+ times: its own tricks,
    # 6 x 10 and 3 x 9); 3H by N at 2/11 (DD: 10 tricks). +420 scores 16 MP, -50 3 MP,
    # +170 8 MP: (6*16 + 3*3 + 2*8) / 11 = 121/11 = 11 MP expected, so 3 MP lost.
    assert report.expected_value_nos == pytest.approx(11.0)
    assert report.loss == pytest.approx(3.0)
    # Cross-IMPs per comparison: +170 gets (6*-6 + 3*6) / 11 = -18/11; the expectation
    # (6*42 + 3*-72 + 2*-18) / 121 = 0.
    assert report.loss_imps == pytest.approx(18 / 11)
    assert report.table_dd_tricks == 10
    by_contract = {(c.contract, c.source): c for c in report.candidates}
    assert by_contract[("4H N", "field")].tables == 9
    assert by_contract[("4H N", "field")].mp_ns == 16
    assert by_contract[("3NT N", "director")].dd_tricks == 9
    assert by_contract[("3NT N", "director")].score_ns == 400
    assert by_contract[("3NT N", "director")].mp_ns == 10  # beats 3 x -50 and 2 x 170
    assert len(report.field) == 11 and report.label == PROPOSAL_LABEL


def test_weighted_score_is_scored_component_by_component():
    table = board("3H N", 10, 99)
    director = [Outcome.of(0.7, "4H N", 10), Outcome.of(0.3, "4H N", 9)]
    report = assess_damage(table, EAST_IB, FIELD, dd=DD, outcomes=director)
    assert report is not None and report.damaged
    mp, ximps = report.proposal
    # 70% of 4H= (+420, 16 MP) and 30% of 4H-1 (-50, 3 MP): 11.2 + 0.9 = 12.1 MP,
    # not the MP of the mean score (0.7*420 - 0.3*50 = 279 would score 10 MP).
    assert [(c.ns_score, c.value) for c in mp.components] == [(420, 16), (-50, 3)]
    assert mp.ns == pytest.approx(12.1) and mp.ew == pytest.approx(22 - 12.1)
    # IMPs: +420 gets 42/11 per comparison, -50 gets -72/11: 0.7*42/11 - 0.3*72/11.
    assert ximps.ns == pytest.approx((0.7 * 42 - 0.3 * 72) / 11)
    assert report.loss == pytest.approx(12.1 - 8)
    assert report.to_dict()["proposal"][0]["components"][0]["weight"] == "7/10"


def test_no_damage_when_the_table_result_reaches_the_expectation():
    table = board("4H N", 10, 99)  # NS bid and made the game anyway
    report = assess_damage(table, EAST_IB, FIELD, dd=DD)
    assert report is not None
    assert report.damaged is False and report.proposal == () and report.loss is None
    assert report.table_value_nos == 16 >= report.expected_value_nos


def test_offenders_own_side_scores_are_seen_from_the_non_offenders():
    # North offended, so EW are the non-offenders: NS's +420 is worth 22 - 16 = 6 MP to
    # EW, against an EW expectation of 22 - 11 = 11 MP from the field prior.
    north = Ruling(("27B1(a)",), offender=Seat.N, effects=(watch_27d(),),
                   irregularity=Irregularity(IrregularityKind.INSUFFICIENT_BID, offender=Seat.N,
                                             position=Position(Phase.AUCTION, call_index=0)))
    report = assess_damage(board("4H N", 10, 99), north, FIELD, dd=DD)
    assert report is not None and report.non_offending_side == "EW"
    assert report.table_value_nos == 6 and report.expected_value_nos == pytest.approx(11)
    assert report.damaged is True and report.loss == pytest.approx(5)
    assert report.proposal[0].ew == pytest.approx(11)


def test_split_scores_when_the_non_offenders_own_serious_error_contributed():
    # NS reached 4H but North then misplayed badly (a serious error unrelated to the
    # infraction, Law 12C1e): 8 tricks, -100, 0 MP. Without the infraction the director
    # expects 70% 4H= / 30% 4H-1 (12.1 MP); without North's own error, 4H-1 (3 MP).
    table = board("4H N", 8, 99)
    report = assess_damage(table, EAST_IB, FIELD, dd=DD,
                           outcomes=[Outcome.of(0.7, "4H N", 10), Outcome.of(0.3, "4H N", 9)],
                           without_nos_error=[Outcome.of(1, "4H N", 9)])
    assert report is not None and report.damaged
    mp = next(s for s in report.split if s.unit == "matchpoints")
    # The offenders get the full adjustment: EW 22 - 12.1 = 9.9. NS get relief only for
    # the damage the infraction caused: 12.1 - 3 = 9.1 on top of their 0 MP.
    assert mp.ew == pytest.approx(9.9)
    assert mp.ns == pytest.approx(9.1)
    assert mp.self_inflicted == pytest.approx(3.0) and mp.nos_relief == pytest.approx(9.1)
    assert mp.ns + mp.ew != pytest.approx(22)  # non-balancing


def test_self_inflicted_damage_alone_gets_no_relief():
    table = board("4H N", 8, 99)
    report = assess_damage(table, EAST_IB, FIELD, dd=DD,
                           outcomes=[Outcome.of(0.7, "4H N", 10), Outcome.of(0.3, "4H N", 9)],
                           without_nos_error=[Outcome.of(1, "4H N", 11)])  # +450, 22 MP
    mp = next(s for s in report.split if s.unit == "matchpoints")
    assert mp.nos_relief == 0 and mp.ns == 0 and mp.ew == pytest.approx(9.9)


def test_play_irregularity_keeps_the_contract_and_uses_double_dummy_without_a_field():
    # East revoked; after the transfer NS still made only 9 tricks in 4H (-50).
    revoke = Ruling(("64A2",), offender=Seat.E, tricks_after=9,
                    irregularity=Irregularity(IrregularityKind.REVOKE, offender=Seat.E,
                                              position=Position(Phase.PLAY, trick=5)),
                    effects=(Watch("64C", fact(law64.Say.WATCH_64C1)),))
    report = assess_damage(board("4H N", 9, 99), revoke, [], dd=DD)
    assert report is not None and report.unit == "points" and report.damaged
    assert report.expectation == ("100% of 4H by N=",)
    assert report.loss == 470 and report.loss_imps == 10  # +420 against -50
    assert report.proposal[0].ns == 420


def test_missing_offender_leaves_damage_unassessed_but_gathers_the_figures():
    r = Ruling(("16B",), effects=(Watch("16B", fact(Say.WATCH_72C)),))
    report = assess_damage(board("3H N", 10, 99), r, FIELD, dd=DD)
    assert report is not None and report.damaged is None
    assert "no offending side" in report.notes and len(report.field) == 11


def test_weights_of_the_field_prior_are_exact_fractions():
    report = assess_damage(board("3H N", 10, 99), EAST_IB, FIELD, dd=DD)
    assert sorted(report.expectation) == ["18% of 3H by N+1", "27% of 4H by N-1", "55% of 4H by N="]
    assert sum(Fraction(c.outcome.weight) for c in report.proposal[0].components) == 1


@pytest.mark.dds
def test_damage_for_computes_the_table_and_par_itself(monkeypatch):
    from hakem.analysis.dd_tables import damage_for

    monkeypatch.setattr("hakem.analysis.dd_tables._MEMO", TableMemo())

    report = damage_for(board("3H N", 10, 99), EAST_IB, FIELD, cache=False)
    assert report is not None and report.table_dd_tricks == 10
    assert report.par_score_ns == 100 and "4SX E-1" in report.par_contracts
    assert any("damaged" in line for line in report.lines())


def test_the_table_memo_keeps_only_the_most_recently_used_tables():
    memo = TableMemo(size=2)
    memo["a"], memo["b"] = DD, DD
    assert memo.get("a") is DD  # "a" is now the most recent
    memo["c"] = DD
    assert len(memo) == 2 and memo.get("b") is None and memo.get("a") is DD
