"""The normal-line policy, one rule at a time, each on its own minimal ending.

Each ending states the line the rule is about in a comment. The irrational plays are
shown to matter: the line that needs them takes fewer tricks (:func:`worst_any`, every
legal card allowed to everyone), yet the award does not consider it.
"""

from __future__ import annotations

import pytest

from hakem.analysis.claim_policy import (CLASS_SLIPS, IRRATIONAL, RULES, SLIP_KINDS, Ctx, Policy, follow_choices,
                                         lead_choices, slip_kind)
from hakem.analysis.cardset import card, index, mask
from hakem.analysis.claims import Outcome, judge_claim
from hakem.analysis.position import Position
from hakem.model.cards import Card, Suit
from hakem.model.seat import Seat, Side
from hakem.model.settings import PlayerClass

CLUB, EXPERT, NOVICE = PlayerClass.CLUB, PlayerClass.EXPERT, PlayerClass.NOVICE


def _ctx(deal: str, trump: Suit | None, leader: Seat, trick: tuple[str, ...], know: int = 0) -> Ctx:
    position = Position.parse(deal, trump=trump, leader=leader, trick=trick)
    return Ctx(tuple(mask(h) for h in position.hands), int(leader),  # type: ignore[arg-type]
               tuple(index(Card.parse(c)) for c in trick), -1 if trump is None else int(trump), (0, 2), know)


def judge(deal, trump, leader, claimed, *, trick=(), claimer=Seat.S, statement=None,
          player_class=CLUB, aware="auto"):
    position = Position.parse(deal, trump=trump, leader=leader, trick=trick)
    return position, judge_claim(position, claimer, claimed, statement, with_dd=False, alternatives=False,
                                 policy=Policy(player_class=player_class), trump_awareness=aware)


def worst_any(position: Position, side: Side) -> int:
    """Least tricks ``side`` can end with when every player may play any legal card."""
    if not position.trick and not position.hands[position.leader]:
        return 0
    least = 99
    for c in position.legal_cards():
        after = position.play(c)
        gain = 0
        if not after.trick:
            gain = int((after.won_ns > position.won_ns) == (side is Side.NS))
        least = min(least, gain + worst_any(after, side))
    return least


def slips(judgement) -> list[tuple[str, str]]:
    return [(d.rule, str(d.card)) for d in judgement.deviations]


# -- layer 1: plays never considered -------------------------------------------------------

def test_loser_lead_winners_are_cashed_before_a_trick_is_given_up():
    # S: SA H2 opposite S2 H3. Leading the H2 first lets East win the HA and lead the DK,
    # on which South must throw his SA; cashing the SA first keeps one trick.
    position, j = judge("N:2.3.. .A.K. A.2.. 3...Q", None, Seat.S, 1)
    assert worst_any(position, Side.NS) == 0
    assert j.outcome is Outcome.UPHELD and j.awarded.n == 1
    assert j.steps[0].card == "SA" and j.steps[0].rule == "lead-winner"


def test_loser_lead_a_low_trump_below_the_hands_own_trump_honours_is_not_led():
    # Hearts trumps. North HKQ9 claims 3 against East's HT (East also holds SA K). The H9
    # gives the HT a trick the K-Q would have drawn, and East's spades then cost North a
    # ruff: 2 tricks. No side winner does not make that lead normal (a loser-lead).
    position, j = judge("N:.KQ9.. AK.T.. .7..32 ..QJT.", Suit.H, Seat.N, 3, claimer=Seat.N)
    assert worst_any(position, Side.NS) == 2
    assert j.awarded.n == 3 and j.deviations == ()
    assert j.steps[0].card == "HK"


def test_loser_lead_with_a_side_winner_the_low_trump_is_not_led_either():
    # The same with North's CA (East SAKQ HT): the worst normal line is the unaware
    # claimer's 70C slip (the CA ruffed by the HT), never the H9 lead.
    deal = "N:.KQ9..A AKQ.T.. .7.2.32 ..QJT.4"
    position, j = judge(deal, Suit.H, Seat.N, 4, claimer=Seat.N)
    assert worst_any(position, Side.NS) == 2
    assert j.awarded.n == 3 and slips(j) == [("70C", "CA")]
    _, aware = judge(deal, Suit.H, Seat.N, 4, claimer=Seat.N, aware="aware")
    assert aware.awarded.n == 4


def test_loser_lead_with_no_side_winner_a_side_loser_may_go_before_the_trumps():
    # North HKQ9 C2, no side winner: giving up the club first is a normal order (Law 70A),
    # drawing with the HK too; the H9 below North's own honours is not.
    ctx = _ctx("N:.KQ9..2 AK.T.3. .7.2.43 ..QJT.5", Suit.H, Seat.N, ())
    leads = {str(card(c)): r for c, r in lead_choices(ctx, None)}
    assert leads == {"HK": "lead-winner", "C2": "lead-concede"}


def test_duck_winner_the_last_of_the_side_wins_an_opponents_trick_it_can_beat():
    # West leads the HK; South, last to play, holds HA H2: ducking would lose both tricks.
    position, j = judge("N:2..3. 3...4 .A2.. ...2", None, Seat.W, 2, trick=("HK",))
    assert worst_any(position, Side.NS) == 0
    assert j.awarded.n == 2 and "win" in j.rules


def test_no_ruff_a_free_ruff_of_an_opponents_winner_is_taken():
    # Hearts trumps. West leads the SA; South, last, is void with H2 D2 (no trump out):
    # discarding the D2 loses the SA trick and then the ruff is only worth one.
    position, j = judge("N:2...4 3...5 .2.2. ...3", Suit.H, Seat.W, 2, trick=("SA",))
    assert worst_any(position, Side.NS) == 1
    assert j.awarded.n == 2 and j.steps[2].rule == "ruff"


def test_discard_winner_a_loser_goes_before_a_winner():
    # West's CA; South discards from SA D2 (East holds the D5). Keeping the SA wins the
    # last trick when West must lead his S3.
    position, j = judge("N:.4..2 ..5.4 A..2. 3...", None, Seat.W, 1, trick=("CA",))
    assert worst_any(position, Side.NS) == 0
    assert j.awarded.n == 1 and j.steps[2] == j.steps[2].__class__(Seat.S, "D2", "discard")


def test_discard_entry_the_only_link_to_partners_hand_is_kept():
    # East leads the DK; South (void in diamonds) must throw one of SA CK CQ. North wins
    # the DA and leads the S2 to the SA, South's only entry: throwing it strands the clubs.
    position, j = judge("N:2.2.A. .3.3. A...KQ .54.4.", None, Seat.E, 3, trick=("DK",))
    assert worst_any(position, Side.NS) < 3
    assert j.awarded.n == 3
    assert j.steps[0].seat is Seat.S and j.steps[0].card != "SA"


def test_ruff_partner_partners_established_winner_is_not_ruffed():
    # Hearts trumps. North leads the SA (the master); South could ruff it with the H2 and
    # then lead his D2 into West's D5.
    position, j = judge("N:K... ..4. .2.2. 5..5.", Suit.H, Seat.N, 2, trick=("SA", "S4"))
    assert worst_any(position, Side.NS) == 1
    assert j.awarded.n == 2 and j.steps[0].rule == "discard"


def test_waste_a_winner_is_not_thrown_under_an_opponents_trick():
    # West leads the HA and later the H5; North keeps the HK for the second heart.
    position, j = judge("N:.K2.. .43.. A..2. .5..", None, Seat.W, 1, trick=("HA",))
    assert worst_any(position, Side.NS) == 0
    assert j.awarded.n == 1 and j.steps[0].card == "H2"


# -- Law 70E1: no unstated finesse, either way ------------------------------------------------

FINESSE_ONSIDE = "N:AQ... .AK.. 32... K4..."   # West holds the SK
FINESSE_OFFSIDE = "N:AQ.2.. K4.3.. 32..2. .AK.A."  # East holds the SK


def test_finesse_an_unstated_winning_finesse_is_not_credited():
    _, j = judge(FINESSE_ONSIDE, None, Seat.S, 2)
    assert j.awarded.n == 1 and "Law 70E1" in j.laws
    assert [s.card for s in j.steps if s.seat is Seat.N][0] == "SA"  # from the top


def test_finesse_a_stated_finesse_is_taken():
    _, j = judge(FINESSE_ONSIDE, None, Seat.S, 2, statement="finessing the queen")
    assert j.outcome is Outcome.UPHELD and j.awarded.n == 2


def test_finesse_a_claimer_who_counted_the_ace_is_not_made_to_take_a_losing_finesse():
    # He claims one trick, the SA: he cashes it; the losing finesse is not a normal line.
    position, j = judge(FINESSE_OFFSIDE, None, Seat.S, 1)
    assert worst_any(position, Side.NS) == 0
    assert j.outcome is Outcome.UPHELD


def test_finesse_known_after_a_show_out_the_marked_finesse_is_taken():
    # East showed out of spades earlier: the SK is with West, so the SQ is a sure trick.
    known = _ctx("N:AQ... .AK.. 2... K...", None, Seat.S, ("S3", "S4"), know=1 << (int(Seat.E) * 4 + int(Suit.S)))
    assert follow_choices(known, None) == [(index(Card.parse("SQ")), "finesse-known")]
    unknown = _ctx("N:AQ... .AK.. 2... K...", None, Seat.S, ("S3", "S4"))
    assert follow_choices(unknown, None) == [(index(Card.parse("SA")), "win-top")]
    base = Position.parse(FINESSE_ONSIDE, trump=None, leader=Seat.S)
    shown = Position(base.hands, None, Seat.S, shown_out=frozenset({(Seat.E, Suit.S)}))
    assert judge_claim(shown, Seat.S, 2, with_dd=False, alternatives=False).awarded.n == 2


# -- layer 3: careless slips, one per line for a club player -----------------------------------

def test_slip_spot_order_754_opposite_void_loses_to_the_six_for_a_club_player():
    # WB 8.70.5: leading the 5 or 4 first is careless (not counting the S6), so normal.
    _, j = judge("N:.AK..2 6.32.. 754... ..432.", None, Seat.S, 3)
    assert j.awarded.n == 2 and slips(j)[0][0] == "spot-order"


def test_slip_spot_order_is_not_a_slip_an_expert_makes():
    _, j = judge("N:.AK..2 6.32.. 754... ..432.", None, Seat.S, 3, player_class=EXPERT)
    assert j.awarded.n == 3


def test_from_the_top_ak5_opposite_42_is_cashed_from_the_top():
    # WB 8.70.5: with honours the suit is cashed from the top: the 5 first is not normal.
    _, j = judge("N:42.A.. ...432 AK5... J.32..", None, Seat.S, 3)
    assert j.outcome is Outcome.UPHELD


def test_slip_unblock_leading_low_when_partner_must_overtake():
    # S: HJ H7 opposite N's bare H9 (East's H4 is out): the H7 first forces the H9, and
    # North is left to lead his D3.
    _, j = judge("N:.9.3. J.4.. .J7.. K..J.", None, Seat.S, 2)
    assert j.awarded.n == 1 and slips(j) == [("unblock", "H7")]


def test_slip_crash_leading_the_honour_that_crashes_partners_entry():
    # S: S9 S5 H7 C8 opposite N: S8 DQ DT CT. The S5 to North's S8 reaches the diamonds;
    # the S9 first crashes the S8 and strands them.
    _, j = judge("N:8..QT.T 7..8.72 95.7..8 .5.3.K6", None, Seat.S, 4)
    assert j.best.n == 4 and j.awarded.n == 3
    assert ("crash", "S9") in slips(j)


def test_slip_trump_first_drawing_trumps_when_a_ruff_is_needed():
    # Diamonds trumps. S: DA DK C2, N: HK H6 D9. The club ruffed by the D9 makes all three;
    # the DA first drops the D9 with the D8.
    _, j = judge("N:.K6.9. Q3...6 ..AK.2 .4.8.3", Suit.D, Seat.S, 3)
    assert j.awarded.n == 2 and slips(j)[0] == ("trump-first", "DA")


def test_slip_70c_cashing_a_side_winner_before_drawing_the_unmentioned_trump():
    # Hearts trumps, East holds the H9: a spade cashed first is ruffed (Law 70C, one slip).
    _, j = judge("N:...432 .9.QJ. AK.A.. QJT...", Suit.H, Seat.S, 3)
    assert j.awarded.n == 2 and slips(j)[0][0] == "70C"
    assert j.deviations[0].outstanding_trump == Card.parse("H9") and "Law 70C" in j.laws


def test_one_slip_a_loss_that_needs_two_slips_is_not_a_normal_line_for_a_club_player():
    # Diamonds trumps. S: S6 HA HK, N: S9 D7 C8. Losing a trick needs North to throw the
    # S9 on the HA and South then to lead the S6 before the HK: two careless slips.
    deal = "N:9..7.8 J...AQ 6.AK.. 5.Q8.."
    _, club = judge(deal, Suit.D, Seat.S, 3)
    _, novice = judge(deal, Suit.D, Seat.S, 3, player_class=NOVICE)
    assert club.outcome is Outcome.UPHELD
    assert novice.awarded.n == 2 and [d.rule for d in novice.deviations] == ["discard", "order"]


def test_class_of_player_table():
    assert CLASS_SLIPS[CLUB] == (1, frozenset(SLIP_KINDS))
    assert CLASS_SLIPS[NOVICE][0] == 2
    assert CLASS_SLIPS[EXPERT][0] == 1 and CLASS_SLIPS[EXPERT][1] < CLASS_SLIPS[CLUB][1]
    assert Policy(player_class=EXPERT).budget == 1 and Policy(slips=0).budget == 0
    assert "70C" not in Policy(aware_of_trumps=True).kinds


def test_every_rule_and_exclusion_names_its_law():
    for table in (RULES, IRRATIONAL):
        for key, (text, law) in table.items():
            assert text and law and ("Law" in law or "WB" in law or "ACBL" in law), key


# -- ruffing and over-ruffing --------------------------------------------------------------



def test_overruff_only_opponents_still_to_play_make_a_high_ruff_normal():
    # Spades trumps. West led the H2, North followed, East ruffed with the S2; South is
    # last, with SK SQ: nobody is left to over-ruff, so no "ruff high".
    last = _ctx("N:..4. 9... KQ... ..A.", Suit.S, Seat.W, ("H2", "H3", "S2"))
    assert {r for _c, r in follow_choices(last, None)} == {"ruff"}
    # East led the H2; South in second seat has SK S3 and West, still to play, the S9:
    # ruffing high is normal too.
    second = _ctx("N:..A4. ...2 K3... 9..5.", Suit.S, Seat.E, ("H2",))
    assert {r for _c, r in follow_choices(second, None)} >= {"ruff", "ruff-high"}


def test_economy_following_low_under_partners_winner_is_the_natural_card():
    _, j = judge("N:A2... K4... Q3... J5...", None, Seat.N, 2, claimer=Seat.N)
    south = [s for s in j.steps if s.seat is Seat.S]
    assert south[0].card == "S3" and south[0].slip is None


# -- Law 71 -----------------------------------------------------------------------------------

def test_law71_a_conceded_trick_no_normal_line_loses_is_restored():
    _, j = judge("N:42.A.. ...432 AK5... J.32..", None, Seat.S, 2)
    assert j.outcome is Outcome.RESTORED and j.awarded.n == 3 and "Law 71" in j.laws


def test_law71_a_conceded_trick_a_normal_line_loses_stays_conceded():
    _, j = judge("N:.AK..2 6.32.. 754... ..432.", None, Seat.S, 2, statement="conceding a spade")
    assert j.outcome is Outcome.UPHELD


@pytest.mark.parametrize("kind", sorted(SLIP_KINDS))
def test_every_slip_kind_is_described(kind):
    assert SLIP_KINDS[kind]


def test_loser_lead_a_trump_into_a_higher_outstanding_trump_while_a_side_winner_is_held():
    # Hearts trumps. North H4 D8 CK claims 2; East holds the HK (S8 C3), West S3 D9 D2,
    # South S9 S6 H6. The CK first (East follows) and a diamond to West's D9 keep 2. The H4
    # first gives up the lead before the CK is cashed: East wins the HK and the defence
    # takes one more (1). Leading a trump that is no winner while holding a side winner no
    # opponent can ruff is not a careless slip (winners before losers), though the H4
    # stays a normal lead (drawing trumps).
    deal = "N:.4.8.K 8.K..3 96.6.. 3..92."
    position, j = judge(deal, Suit.H, Seat.N, 2, claimer=Seat.N)
    assert worst_any(position, Side.NS) < 2
    assert j.awarded.n == 2 and j.deviations == ()
    leads = dict((str(card(c)), r) for c, r in lead_choices(_ctx(deal, Suit.H, Seat.N, ()), None))
    assert leads["H4"] == "lead-trump" and leads["CK"] == "lead-winner"


def test_slip_kind_a_losing_trump_lead_is_still_a_slip_without_a_safe_side_winner():
    # The same H4 lead into East's HK. With North's CK it is a loser-lead (never a slip);
    # it is the careless trump-first slip as before with no side winner (C2), with South's
    # HA above the HK (a crossing, not a loser), or when East, void in clubs, could ruff
    # the CK (drawing his trump first is how an aware claimer protects it, WB 8.70.4).
    h4 = index(Card.parse("H4"))
    kind = {deal: slip_kind(_ctx(deal, Suit.H, Seat.N, ()), h4, []) for deal in (
        "N:.4.8.K 8.K..3 96.6.. 3..92.", "N:.4.8.2 8.K..3 96.6.. 3..9K.",
        "N:.4.8.K 8.K..3 96.A.. 3..92.", "N:.4.8.K 8.K.3. 96.6.. 3..92.")}
    assert list(kind.values()) == ["loser-lead", "trump-first", "trump-first", "trump-first"]
    assert "loser-lead" not in SLIP_KINDS and "loser-lead" in IRRATIONAL
