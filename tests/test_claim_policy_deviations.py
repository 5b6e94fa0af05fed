"""Deviations directors count even when they cost nothing by themselves (issue 22).

hakem's careless slip is a deviation from the natural *plan*: a play that keeps the
claimer's best result may still be the one careless slip, so that a line that makes it
may not slip again (docs/claims.md, layer 3). Each ending below shows the line the
rule is about in a comment; the award is compared with the one the line would give if
the play were counted as natural.
"""

from __future__ import annotations

from hakem.analysis.claim_policy import IRRATIONAL, RULES, SLIP_KINDS, Policy
from hakem.analysis.claims import judge_claim
from hakem.analysis.position import Position
from hakem.model.cards import Suit
from hakem.model.seat import Seat
from hakem.model.settings import PlayerClass


def judge(deal, trump, leader, claimed, *, trick=(), player_class=PlayerClass.CLUB, aware="auto"):
    position = Position.parse(deal, trump=trump, leader=leader, trick=trick)
    return judge_claim(position, Seat.S, claimed, None, with_dd=False, alternatives=False,
                       policy=Policy(player_class=player_class), trump_awareness=aware)


def slips(judgement) -> list[tuple[str, str]]:
    return [(d.rule, str(d.card)) for d in judgement.deviations]


def test_trump_first_running_a_spare_trump_while_a_ruff_waits_is_the_one_slip():
    # Hearts trumps, none out. South: HK DA C8; North: H7 ST CT. The plan: C8 to the CT,
    # North's ST ruffed, DA. Leading the HK first costs nothing by itself (North throws
    # the ST on the DA), but it is the careless trump-first deviation: the same line may not
    # then cross with the C8 before cashing the DA (that loses the DA and the spade).
    deal = "N:T.7..T KQ..K. .K.A.8 7..Q8."
    club = judge(deal, Suit.H, Seat.S, 3)
    assert club.best.n == 3 and club.awarded.n == 3 and club.deviations == ()
    novice = judge(deal, Suit.H, Seat.S, 3, player_class=PlayerClass.NOVICE)
    assert novice.awarded.n == 2
    assert slips(novice) == [("trump-first", "HK"), ("order", "C8")]


def test_trump_first_a_run_of_spare_trumps_is_one_deviation_however_many_rounds():
    # Hearts trumps, none out. South: SA S7 H98; North: H43 D76 (the crossruff takes all
    # four). Running the trumps (H9, then H8 as North follows) loses the S7 ruff: one
    # careless deviation, so even a club player loses that trick, and a novice's second
    # slip finds nothing more.
    deal = "N:.43.76. KQ..AK. A7.98.. J...AKQ"
    for player_class in (PlayerClass.CLUB, PlayerClass.NOVICE):
        j = judge(deal, Suit.H, Seat.S, 4, player_class=player_class)
        assert j.best.n == 4 and j.awarded.n == 3
        assert slips(j) == [("trump-first", "H9")]
        assert [(s.card, s.rule) for s in j.steps if s.seat is Seat.S][:3] == [
            ("SA", "lead-winner"), ("H9", "lead-winner"), ("H8", "run-trumps")]


def test_crash_ducking_a_sure_winner_so_that_partner_must_ruff_is_the_one_slip():
    # Spades trumps (East's S9 and West's S8 out). East leads the DT; South, second hand,
    # holds DA D8 and North is void in diamonds with SQ J. Ducking lets North ruff: it
    # keeps three tricks with best play, yet it is a deviation (partner's trump spent on a
    # trick South's winner takes); with it, North's careless HK before the trumps (70C)
    # would lose a trick, two slips.
    deal = "N:QJ.K.. 9.9.. A..A8. 8..9.Q"
    club = judge(deal, Suit.S, Seat.E, 3, trick=("DT",))
    assert club.best.n == 3 and club.awarded.n == 3
    assert club.steps[0].card == "DA" and club.steps[0].slip is None
    novice = judge(deal, Suit.S, Seat.E, 3, trick=("DT",), player_class=PlayerClass.NOVICE)
    assert novice.awarded.n == 2
    assert ("crash", "D8") in slips(novice)


def test_70c_an_unaware_claimer_ruffs_and_fears_no_over_ruff():
    # Spades trumps, West's S3 out (West led the HA). North, void, holds S2 CA with East
    # still to play. A claimer unaware of the S3 (no statement, Law 70C) believes no trump
    # is out: he ruffs, never throws his CA for fear of an over-ruff; the S3 then ruffs
    # the CA. One the director finds aware may fear the over-ruff and discard (a careless
    # `ruff` slip) and then loses both tricks.
    deal = "N:2...A .2..3 ..A2. 3..."
    unaware = judge(deal, Suit.S, Seat.W, 2, trick=("HA",))
    assert unaware.aware_of_trumps is False
    assert unaware.awarded.n == 1 and unaware.steps[0].card == "S2" and unaware.steps[0].rule == "ruff"
    aware = judge(deal, Suit.S, Seat.W, 2, trick=("HA",), aware="aware")
    assert aware.awarded.n == 0 and slips(aware) == [("ruff", "CA")]


def test_run_trumps_is_a_named_rule_and_the_deviation_kinds_exist():
    assert RULES["run-trumps"][1]
    assert {"trump-first", "crash"} <= set(SLIP_KINDS)


def test_trump_crash_a_spare_trump_into_partners_higher_trump_that_cuts_off_the_hand_is_not_normal():
    # Hearts trumps, none out. South: SA SK H2; North: HA D3 D2, no spade to come back.
    # Leading the H2 first makes North overtake (two trump winners on one trick) and
    # strands the spades: a trump crash and a careless order at once, two deviations, so
    # not on a club player's normal line. South cashes the spades, then the H2 is free.
    deal = "N:.A.32. ..AK.2 AK.2.. QJT..."
    j = judge(deal, Suit.H, Seat.S, 3)
    assert j.awarded.n == 3 and j.deviations == ()
    assert [s.card for s in j.steps if s.seat is Seat.S] == ["SA", "SK", "H2"]
    assert IRRATIONAL["trump-crash"][1]


def test_ruff_low_under_an_outstanding_higher_trump_is_the_one_slip_aware_or_not():
    # Spades trumps; East (after North) keeps the S6. South leads the C8 to West's CT and
    # North ruffs: the S9 holds (then the S3 to South's SA draws the S6: 2 tricks); the S3
    # is over-ruffed and East's D2 is ruffed by the SA: 1 trick. Ruffing low is normal
    # (ACBL's guidelines presume a claimer ruffs as low as possible) but not natural: it
    # spends the one careless slip, for an aware claimer and an unaware one (Law 70C3),
    # club player or expert, and it is one deviation.
    deal = "N:93... 6..2. A...8 ..4.T"
    for aware in ("auto", "aware"):
        for player_class in (PlayerClass.CLUB, PlayerClass.EXPERT):
            j = judge(deal, Suit.S, Seat.S, 2, player_class=player_class, aware=aware)
            assert j.best.n == 2 and j.awarded.n == 1
            assert slips(j) == [("ruff", "S3")]
