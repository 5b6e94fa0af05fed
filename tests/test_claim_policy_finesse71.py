"""Law 71: a conceded trick may be lost to a normal finesse (issue 22, DEV-25).

Law 71 restores a conceded trick only when the claimer could not have lost it by any
normal play; Law 70E1 forbids crediting him with an unstated finesse that *wins*, it does
not make a finesse abnormal. So the finesse is normal when the question is "is the award
above the claim?" and not when it is "is it below?" (docs/claims.md §3.5). Each ending
says the line it is about.
"""

from __future__ import annotations

from hakem.analysis.cardset import index, mask
from hakem.analysis.claim_policy import RULES, Ctx, Policy, follow_choices
from hakem.analysis.claim_search import normal_line_search
from hakem.analysis.claims import Outcome, check_agreed_claim, judge_claim
from hakem.analysis.position import Position
from hakem.model.cards import Card, Suit
from hakem.model.seat import Seat

EW = (1, 3)

# N: SA SQ HA / E: SK H5 H4 / S: S3 S2 H2 / W: S7 S6 H3, South to lead, notrump. The
# spade king is singleton *offside* (East, after North). Rising with the ace drops it
# (3 tricks); the finesse of the queen loses to it (2 tricks).
K_OFFSIDE = "N:AQ.A.. K.54.. 32.2.. 76.3.."
# The same with the king *onside*: W SK S6 H4, E S7 H5 H3. Rising with the ace lets the
# king make later (2 tricks); the finesse wins (3 tricks).
K_ONSIDE = "N:AQ.A.. 7.53.. 32.2.. K6.4.."


def _position(deal: str, trump: Suit | None = None, leader: Seat = Seat.S, trick: tuple[str, ...] = ()):
    return Position.parse(deal, trump=trump, leader=leader, trick=trick)


def _judge(deal: str, claimed: int, trump: Suit | None = None):
    return judge_claim(_position(deal, trump), Seat.S, claimed, with_dd=False, alternatives=False)


def _ctx(deal: str, leader: Seat, trick: tuple[str, ...], finesses: bool,
         claimers: tuple[int, int] = (0, 2)) -> Ctx:
    p = _position(deal, None, leader, trick)
    return Ctx(tuple(mask(h) for h in p.hands), int(leader),  # type: ignore[arg-type]
               tuple(index(Card.parse(c)) for c in trick), -1, claimers, 0, True, finesses)


def test_finesse_is_offered_only_under_the_law_71_policy():
    # South led the S2, West played the S6: North (AQ) is third, East still to play.
    after = "N:AQ.A.. K.54.. 3.2.. 7.3.."  # K_OFFSIDE after the S2 and the S6
    strict = follow_choices(_ctx(after, Seat.S, ("S2", "S6"), False), None)
    assert strict == [(index(Card.parse("SA")), "win-top")]
    with_finesse = follow_choices(_ctx(after, Seat.S, ("S2", "S6"), True), None)
    assert (index(Card.parse("SQ")), "finesse") in with_finesse
    assert RULES["finesse"][1]


def test_letting_partners_card_run_is_a_finesse_under_the_law_71_policy():
    # East led the DJ (partner West holds DA D7 behind South's D2, North's bare DK still
    # to play): West's ace is a sure winner; ducking lets the jack run, a finesse.
    deal = "N:.2.K. .3.. 2... ..A7."
    strict = {r for _c, r in follow_choices(_ctx(deal, Seat.E, ("DJ", "D2"), False, EW), None)}
    assert strict == {"win-top"}  # strict: ducking partner's card would be an unstated finesse
    law71 = follow_choices(_ctx(deal, Seat.E, ("DJ", "D2"), True, EW), None)
    assert (index(Card.parse("D7")), "finesse") in law71


def test_concession_of_the_finesse_trick_with_the_king_offside_stands():
    # South claims 2 of 3 (concedes the spade). The strict reading (rise from the top)
    # takes all 3, so it used to restore the trick; the finesse, a normal play, loses
    # it to the singleton king: the concession stands (Law 71).
    strict = normal_line_search(_position(K_OFFSIDE), Seat.S, None, Policy())
    assert strict.low.n == 3 and strict.exact
    j = _judge(K_OFFSIDE, 2)
    assert j.outcome is Outcome.UPHELD and j.awarded.n == 2
    assert [(d.rule, str(d.card), d.law) for d in j.deviations] == [("finesse", "SQ", "Law 71")]
    agreed = check_agreed_claim(_position(K_OFFSIDE), Seat.S, 2)
    assert agreed.outcome is Outcome.STANDS  # no Law 71 flag on the agreed concession


def test_concession_with_the_king_onside_stands_because_rising_loses_it():
    # Rising with the ace (from the top, Law 70E1) is normal and lets West's king make:
    # the conceded trick could be lost, so it stands. The winning finesse is never
    # credited (Law 70E1), and the Law 71 question is not asked at all.
    j = _judge(K_ONSIDE, 2)
    assert j.outcome is Outcome.UPHELD and j.awarded.n == 2
    assert check_agreed_claim(_position(K_ONSIDE), Seat.S, 2).outcome is Outcome.STANDS
    # The claim of all three, counting the unstated winning finesse, is reduced to 2.
    assert _judge(K_ONSIDE, 3).awarded.n == 2


def test_a_claim_counting_the_top_trick_is_not_made_to_take_a_losing_finesse():
    # N: SA SQ opposite S3 S2, East's SK S5 behind North. South claims 1 of 2: he cashes
    # the ace; the award is not reduced to a losing finesse (Law 70E1, issue 22).
    deal = "N:AQ... K5... 32... 76..."
    j = _judge(deal, 1)
    assert j.outcome is Outcome.UPHELD and j.awarded.n == 1 and not j.deviations
    # Issue 22's hand: AQ94 opposite small, K-J-T-x behind. South claims 1 of 4 (the
    # ace); the award is 1, not a losing finesse's 0, and the Law 71 question is not
    # asked (the claim is not above the strict award).
    j = _judge("N:AQ94... KJT2... 8765... 3.AKQ..", 1)
    assert j.outcome is Outcome.UPHELD and j.awarded.n == 1


def test_a_conceded_trick_no_line_loses_is_still_restored():
    # South holds the ace of trumps and concedes everything: no normal play, finesse or
    # not, loses it (Law 71).
    deal = "N:...2 ...3 A... ...4"
    j = _judge(deal, 0, Suit.S)
    assert j.outcome is Outcome.RESTORED and j.awarded.n == 1
    agreed = check_agreed_claim(_position(deal, Suit.S), Seat.S, 0)
    assert agreed.outcome is Outcome.CONCEDED_WINNER and agreed.awarded.n == 1


def test_the_finesse_is_said_as_normal_play_under_law_71_not_as_a_careless_slip():
    from hakem.laws.claim_rules import deviation_facts
    from hakem.reports.explain import fact_text
    said = [fact_text(f, "en") for f in deviation_facts(_judge(K_OFFSIDE, 2))]
    assert said == ["Trick 1: N finesses with SQ instead of playing SA: normal play that may lose, so "
                    "the conceded trick could be lost (Law 71); it costs 1 trick."]
    for lang in ("tr", "he"):
        text = fact_text(deviation_facts(_judge(K_OFFSIDE, 2))[0], lang)
        assert "71" in text and "70" not in text
