"""Rulings on claims and concessions: Laws 68-71 procedure points (seed 004) and Law 71."""

from hakem.analysis.claim_policy import Policy
from hakem.analysis.claims import Outcome, check_board_claim, is_claimed, rule_claim
from hakem.analysis.position import Position, Tricks
from hakem.model.board import Board
from hakem.model.cards import Card, Suit
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.play import Play, PlayedCard
from hakem.model.seat import Seat, Side

TRUMP_OUT = "N:...432 .9.QJ. AK.A.. QJT..."
AK5_OPPOSITE_42 = "N:42.A.. ...432 AK5... J.32.."
SEVEN54_OPPOSITE_VOID = "N:.AK..2 6.32.. 754... ..432."
TRUMPS_ONLY = "N:...32 .2.2. .AK.. ..43."  # E keeps the heart 2; South holds only top trumps


def trump_out():
    return Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)


def test_70c_unmentioned_trump_gives_the_defence_a_trick_and_flags_awareness():
    ruling = rule_claim(trump_out(), Seat.S, 3, declarer=Seat.S)
    assert ruling.outcome is Outcome.REDUCED
    assert ruling.awarded == Tricks(Side.NS, 2)
    assert ruling.dd == Tricks(Side.NS, 3)
    flag = next(f for f in ruling.flags if f.code == "70C-awareness")
    assert flag.alternative == Tricks(Side.NS, 3)  # if the TD finds the claimer aware
    assert "Law 70C" in ruling.laws


def test_70c_td_finds_the_claimer_aware():
    ruling = rule_claim(trump_out(), Seat.S, 3, declarer=Seat.S, trump_awareness="aware")
    assert ruling.outcome is Outcome.UPHELD and ruling.awarded == Tricks(Side.NS, 3)


def test_70c_mentioning_the_trump_card_is_enough():
    ruling = rule_claim(trump_out(), Seat.S, 3, "the heart nine is out", declarer=Seat.S)
    assert ruling.awarded == Tricks(Side.NS, 3)


def test_70c_no_trick_when_no_normal_play_loses_to_the_trump():
    pos = Position.parse(TRUMPS_ONLY, trump=Suit.H, leader=Seat.S)
    ruling = rule_claim(pos, Seat.S, 2, declarer=Seat.S)
    assert ruling.outcome is Outcome.UPHELD and ruling.awarded == Tricks(Side.NS, 2)


def test_70b_statement_is_kept_and_unread_clauses_are_flagged():
    ruling = rule_claim(trump_out(), Seat.S, 3, "drawing trumps, then the wibble", declarer=Seat.S,
                        with_dd=False)
    assert ruling.statement.text == "drawing trumps, then the wibble"
    assert ruling.awarded == Tricks(Side.NS, 3)
    assert any(f.code == "unparsed" and f.law == "Law 70B1" for f in ruling.flags)


def test_70d1_unstated_successful_line_is_not_accepted():
    pos = Position.parse("N:AQ... .AK.. 32... K4...", trump=None, leader=Seat.S)
    ruling = rule_claim(pos, Seat.S, 2, declarer=Seat.S)
    assert ruling.outcome is Outcome.REDUCED and ruling.awarded.n == 1
    assert "Law 70E1" in ruling.laws and ruling.dd.n == 2
    assert rule_claim(pos, Seat.S, 2, "finessing the queen", declarer=Seat.S).outcome is Outcome.UPHELD


def test_70d2_defender_claim_does_not_bind_partner():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    ruling = rule_claim(pos, Seat.E, 0, declarer=Seat.S, with_dd=False)
    assert "Law 70D2" in ruling.laws
    assert any(f.code == "70D2-partner" for f in ruling.flags)


def test_70e2_regulation_top_down_changes_the_754_ruling():
    pos = Position.parse(SEVEN54_OPPOSITE_VOID, trump=None, leader=Seat.S)
    careless = rule_claim(pos, Seat.S, 3, declarer=Seat.S, with_dd=False)
    assert careless.awarded.n == 2
    assert next(f for f in careless.flags if f.code == "class-of-player").alternative.n == 3
    regulated = rule_claim(pos, Seat.S, 3, declarer=Seat.S, with_dd=False,
                           policy=Policy(spot_cards_any_order=False))
    assert regulated.awarded.n == 3


def test_ak5_opposite_42_claim_is_good():
    pos = Position.parse(AK5_OPPOSITE_42, trump=None, leader=Seat.S)
    assert rule_claim(pos, Seat.S, 3, declarer=Seat.S).outcome is Outcome.UPHELD


def test_law71_conceded_trick_that_cannot_be_lost_is_restored():
    pos = Position.parse(AK5_OPPOSITE_42, trump=None, leader=Seat.S, won_ns=8, won_ew=2)
    ruling = rule_claim(pos, Seat.S, 2, declarer=Seat.S)  # "I'll lose one"
    assert ruling.outcome is Outcome.RESTORED
    assert ruling.awarded == Tricks(Side.NS, 3)
    assert ruling.declarer_total == Tricks(Side.NS, 11)
    assert "Law 71" in ruling.laws


def test_law71_does_not_restore_a_trick_a_normal_line_loses():
    pos = Position.parse(SEVEN54_OPPOSITE_VOID, trump=None, leader=Seat.S)
    assert rule_claim(pos, Seat.S, 2, "conceding a spade", declarer=Seat.S).outcome is Outcome.UPHELD


def _claimed_board(result):
    """1NT by South on a 3-card ending; West leads, the claim comes after two cards."""
    deal = Deal.parse("N:AKQ... 32.2.. JT9... 54...2")
    cells = (PlayedCard(Card.parse("S5"), Seat.W), PlayedCard(Card.parse("SA"), Seat.N))
    play = Play(Seat.W, (cells,), ending="*")
    return Board(deal=deal, declarer=Seat.S, contract=Contract.parse("1NT", Seat.S),
                 result=result, play=play)


def test_recorded_claim_mid_trick_is_checked_against_dd_and_the_search():
    board = _claimed_board(3)
    assert is_claimed(board)
    check = check_board_claim(board)
    assert check is not None and check.cards_played == 2
    assert check.claimed == Tricks(Side.NS, 3) and check.dd == Tricks(Side.NS, 3)
    assert not check.exceeds_dd and not check.not_upheld
    assert any(f.code == "mid-trick" for f in check.ruling.flags)


def test_recorded_claim_beyond_the_tricks_left_is_an_error():
    import pytest
    from hakem.analysis.position import PositionError
    with pytest.raises(PositionError):
        check_board_claim(_claimed_board(5))
