"""Law 77 duplicate scoring, checked against published tables.

Sources of the expected numbers (read by hand, encoded below):

* Contracts made, not vulnerable: the "Not Vulnerable" duplicate scoring table
  of 60secondbridge.com (https://60secondbridge.com/scoring-table), every level
  x minor/major/notrump x undoubled/doubled/redoubled x every number of tricks
  from the contract to 13. Its row for a 4-level contract making 13 tricks has
  four cells copied from the 3-level row (a misprint); they are listed in
  ``PUBLISHED_MISPRINTS`` with the Law 77 value, and a test shows each
  correction follows from the same table's 12-trick row plus one overtrick.
* Contracts made, vulnerable: the same table shifted by the vulnerability
  premiums of the Law 77 table itself (2017 text, mirrored at
  https://pzbs.pl/sedziowie/mpb/2007/ang/law77.htm; the table is unchanged in
  2017): game 500 not 300, small slam 750 not 500, grand slam 1500 not 1000,
  doubled/redoubled overtricks 200/400 not 100/200. Spot values from ACBL's
  "How to keep score" page (4S= 420 / 620) and realworldbridge.com (2CXX+2
  vulnerable = 1560) are also encoded.
* Undertricks: Larry Cohen's tables (https://www.larryco.com/bridge-learning-center/print/997
  undoubled: 50/100 per trick; .../print/998 doubled: not vulnerable 100, 300,
  500, 800, 1100; vulnerable 200, 500, 800, 1100, 1400; +300 per extra
  undertrick; redoubled = doubled x 2).
* Second, independent check: endplay's ``Contract.score`` for every level x
  strain x risk x vulnerability x 0-13 tricks (endplay is imported here only
  for that comparison).
"""

from __future__ import annotations

import doctest
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hakem.analysis import adjusted, imps, matchpoints, scoring
from hakem.analysis.scoring import Score, breakdown, ns_score, score, table_score, undertrick_penalty
from hakem.model.cards import Strain
from hakem.model.contract import Contract, Risk
from hakem.model.seat import Seat, Side, Vulnerability

RISKS = (Risk.UNDOUBLED, Risk.DOUBLED, Risk.REDOUBLED)

# 60secondbridge.com "Not Vulnerable" table, verbatim. Each row: level, odd
# tricks made, then minor (score, X, XX), major (score, X, XX), NT (score, X, XX).
PUBLISHED_NOT_VULNERABLE = """
1 1   70  140  230   80  160  520   90  180  560
1 2   90  240  430  110  260  720  120  280  760
1 3  110  340  630  140  360  920  150  380  960
1 4  130  440  830  170  460 1120  180  480 1160
1 5  150  540 1030  200  560 1320  210  580 1360
1 6  170  640 1230  230  660 1520  240  680 1560
1 7  190  740 1430  260  760 1720  270  780 1760
2 2   90  180  560  110  470  640  120  490  680
2 3  110  280  760  140  570  840  150  590  880
2 4  130  380  960  170  670 1040  180  690 1080
2 5  150  480 1160  200  770 1240  210  790 1280
2 6  170  580 1360  230  870 1440  240  890 1480
2 7  190  680 1560  260  970 1640  270  990 1680
3 3  110  470  640  140  530  760  400  550  800
3 4  130  570  840  170  630  960  430  650 1000
3 5  150  670 1040  200  730 1160  460  750 1200
3 6  170  770 1240  230  830 1360  490  850 1400
3 7  190  870 1440  260  930 1560  520  950 1600
4 4  130  510  720  420  590  880  430  610  920
4 5  150  610  920  450  690 1080  460  710 1120
4 6  170  710 1120  480  790 1280  490  810 1320
4 7  190  870 1320  510  930 1560  520  950 1520
5 5  400  550  800  450  650 1000  460  670 1040
5 6  420  650 1000  480  750 1200  490  770 1240
5 7  440  750 1200  510  850 1400  520  870 1440
6 6  920 1090 1380  980 1210 1620  990 1230 1660
6 7  940 1190 1580 1010 1310 1820 1020 1330 1860
7 7 1440 1630 1960 1510 1770 2240 1520 1790 2280
"""

FAMILIES = {"minor": (Strain.C, Strain.D), "major": (Strain.H, Strain.S), "nt": (Strain.NT,)}

# (level, family, risk, tricks): (published, Law 77). The published 4-level,
# 13-trick cells repeat the 3-level row's numbers.
PUBLISHED_MISPRINTS = {
    (4, "minor", Risk.DOUBLED, 13): (870, 810),
    (4, "major", Risk.DOUBLED, 13): (930, 890),
    (4, "major", Risk.REDOUBLED, 13): (1560, 1480),
    (4, "nt", Risk.DOUBLED, 13): (950, 910),
}


def _published_rows() -> dict[tuple[int, str, Risk, int], int]:
    table = {}
    for line in PUBLISHED_NOT_VULNERABLE.strip().splitlines():
        level, made, *cells = (int(x) for x in line.split())
        for f, family in enumerate(FAMILIES):
            for r, risk in enumerate(RISKS):
                table[(level, family, risk, made + 6)] = cells[3 * f + r]
    return table


PUBLISHED = _published_rows()


def _law77_expected_not_vulnerable(key: tuple[int, str, Risk, int]) -> int:
    if key in PUBLISHED_MISPRINTS:
        return PUBLISHED_MISPRINTS[key][1]
    return PUBLISHED[key]


def _vulnerable_shift(level: int, strain: Strain, risk: Risk, tricks: int) -> int:
    """Law 77 vulnerable-minus-not-vulnerable premiums for a made contract."""
    per_trick = 20 if strain in (Strain.C, Strain.D) else 30
    trick_score = (per_trick * level + (10 if strain is Strain.NT else 0)) * risk.value
    shift = 200 if trick_score >= 100 else 0          # game 500 vs 300
    shift += {6: 250, 7: 500}.get(level, 0)           # slam 750/1500 vs 500/1000
    if risk is not Risk.UNDOUBLED:                    # overtricks 200/400 vs 100/200
        shift += (tricks - level - 6) * 100 * (risk.value // 2)
    return shift


def test_published_table_covers_every_made_result() -> None:
    # 28 rows x 3 families x 3 risks: every level, every trick count it makes with.
    assert len(PUBLISHED) == sum(8 - level for level in range(1, 8)) * 9 == 252


@pytest.mark.parametrize("key", sorted(PUBLISHED, key=lambda k: (k[0], k[1], k[2].value, k[3])))
def test_made_not_vulnerable_matches_published_table(key: tuple[int, str, Risk, int]) -> None:
    level, family, risk, tricks = key
    for strain in FAMILIES[family]:
        assert score(Contract(level, strain, risk), tricks, vulnerable=False) == \
            _law77_expected_not_vulnerable(key)


@pytest.mark.parametrize("key", sorted(PUBLISHED, key=lambda k: (k[0], k[1], k[2].value, k[3])))
def test_made_vulnerable_is_published_table_plus_law77_premiums(
        key: tuple[int, str, Risk, int]) -> None:
    level, family, risk, tricks = key
    for strain in FAMILIES[family]:
        expected = _law77_expected_not_vulnerable(key) + _vulnerable_shift(level, strain, risk, tricks)
        assert score(Contract(level, strain, risk), tricks, vulnerable=True) == expected


@pytest.mark.parametrize("key", sorted(PUBLISHED_MISPRINTS, key=str))
def test_misprint_corrections_follow_from_the_published_twelve_trick_row(key) -> None:
    level, family, risk, tricks = key
    published, corrected = PUBLISHED_MISPRINTS[key]
    assert PUBLISHED[key] == published
    one_overtrick = 100 * (risk.value // 2)  # not vulnerable, doubled 100 / redoubled 200
    assert corrected == PUBLISHED[(level, family, risk, tricks - 1)] + one_overtrick


def _published_undertricks(down: int, risk: Risk, vulnerable: bool) -> int:
    undoubled = {False: [50, 100, 150, 200, 250], True: [100, 200, 300, 400, 500]}
    doubled = {False: [100, 300, 500, 800, 1100], True: [200, 500, 800, 1100, 1400]}
    if risk is Risk.UNDOUBLED:
        row, extra = undoubled[vulnerable], 100 if vulnerable else 50
    else:
        row, extra = doubled[vulnerable], 300
    total = row[down - 1] if down <= 5 else row[-1] + extra * (down - 5)
    return total * (2 if risk is Risk.REDOUBLED else 1)


@pytest.mark.parametrize("level,strain,risk,vulnerable",
                         list(itertools.product(range(1, 8), Strain, RISKS, (False, True))))
def test_every_undertrick_matches_published_penalties(level, strain, risk, vulnerable) -> None:
    contract = Contract(level, strain, risk)
    for tricks in range(0, level + 6):
        down = level + 6 - tricks
        assert score(contract, tricks, vulnerable) == -_published_undertricks(down, risk, vulnerable)


@pytest.mark.parametrize("text,tricks,vulnerable,expected", [
    ("4S", 10, False, 420), ("4S", 10, True, 620),        # ACBL "How to keep score"
    ("2H", 10, False, 170),                               # ACBL: 2H making 4
    ("2CXX", 10, True, 1560),                             # realworldbridge.com
    ("1SXX", 9, False, 920),                              # The Guardian, 31 Jul 2009
    ("6H", 12, False, 980), ("7D", 13, False, 1440),      # Lumbroso, "Scoring part 2"
    ("2HX", 10, False, 670), ("4SXX", 10, False, 880),    # Lumbroso, "Scoring part 3"
])
def test_published_spot_values(text, tricks, vulnerable, expected) -> None:
    assert score(Contract.parse(text), tricks, vulnerable) == expected


def test_every_result_agrees_with_endplay() -> None:
    endplay = pytest.importorskip("endplay.types")
    denoms = {Strain.C: endplay.Denom.clubs, Strain.D: endplay.Denom.diamonds,
              Strain.H: endplay.Denom.hearts, Strain.S: endplay.Denom.spades,
              Strain.NT: endplay.Denom.nt}
    penalties = {Risk.UNDOUBLED: endplay.Penalty.passed, Risk.DOUBLED: endplay.Penalty.doubled,
                 Risk.REDOUBLED: endplay.Penalty.redoubled}
    checked = 0
    for level, strain, risk, tricks in itertools.product(range(1, 8), Strain, RISKS, range(14)):
        theirs = endplay.Contract(level=level, denom=denoms[strain], declarer=endplay.Player.north,
                                  penalty=penalties[risk], result=tricks - level - 6)
        for vul, ep_vul in ((False, endplay.Vul.none), (True, endplay.Vul.ns)):
            assert score(Contract(level, strain, risk), tricks, vul) == theirs.score(ep_vul), \
                (level, strain, risk, tricks, vul)
            checked += 1
    assert checked == 7 * 5 * 3 * 14 * 2


def test_passed_out_board_scores_zero_for_both_sides() -> None:
    passed = Contract.passed_out()
    assert score(passed, 0, vulnerable=True) == 0
    assert table_score(passed, 0, Vulnerability.BOTH) == Score(0, Side.NS)
    assert ns_score(passed, 0, Vulnerability.BOTH) == 0


def test_game_premium_needs_a_game_contract_not_game_tricks() -> None:
    # 2S making 10 tricks: 60 + 60 overtricks + 50 partscore, no game premium.
    assert breakdown(Contract.parse("2S"), 10, vulnerable=True).game_or_partscore == 50
    # 3HX: doubled trick score 180 is a game (Law 77 counts the doubled trick score).
    assert breakdown(Contract.parse("3HX"), 9, vulnerable=False).game_or_partscore == 300


def test_ns_score_uses_declarer_side_and_sign() -> None:
    assert ns_score(Contract.parse("4S", Seat.N), 10, Vulnerability.NS) == 620
    assert ns_score(Contract.parse("4S", Seat.E), 10, Vulnerability.NS) == -420
    assert ns_score(Contract.parse("3NTX", Seat.W), 7, Vulnerability.EW) == 500
    assert str(table_score(Contract.parse("3NTX", Seat.W), 7, Vulnerability.EW)) == "EW -500"


@pytest.mark.parametrize("bad", [Contract(0, Strain.S), Contract(8, Strain.S), Contract(3, None)])
def test_unplayable_contracts_are_rejected(bad: Contract) -> None:
    with pytest.raises(ValueError, match="not a playable contract"):
        score(bad, 9, vulnerable=False)


def test_trick_counts_outside_the_deal_are_rejected() -> None:
    with pytest.raises(ValueError, match="tricks must be 0-13"):
        score(Contract.parse("3NT"), 14, vulnerable=False)


def test_ns_score_needs_a_declarer() -> None:
    with pytest.raises(ValueError, match="no declarer"):
        ns_score(Contract.parse("3NT"), 9, Vulnerability.NONE)


# --- properties --------------------------------------------------------------

contracts = st.builds(Contract, st.integers(1, 7), st.sampled_from(list(Strain)),
                      st.sampled_from(RISKS), st.sampled_from(list(Seat)))
tricks_st = st.integers(0, 13)
vuls = st.sampled_from(list(Vulnerability))

_SWAP = {Vulnerability.NONE: Vulnerability.NONE, Vulnerability.BOTH: Vulnerability.BOTH,
         Vulnerability.NS: Vulnerability.EW, Vulnerability.EW: Vulnerability.NS}


@given(contracts, tricks_st, vuls)
def test_ns_score_is_minus_ew_score(contract, tricks, vul) -> None:
    result = table_score(contract, tricks, vul)
    assert result.ns == -result.ew
    # The same result with the seats rotated one place (NS <-> EW, vulnerability
    # swapped) is the same score for the other side.
    rotated = Contract(contract.level, contract.strain, contract.risk, contract.declarer.offset(1))
    assert ns_score(rotated, tricks, _SWAP[vul]) == -ns_score(contract, tricks, vul)


@given(st.integers(1, 12), st.sampled_from((Risk.DOUBLED, Risk.REDOUBLED)), st.booleans())
def test_doubled_undertricks_strictly_increase(down, risk, vulnerable) -> None:
    before, now, after = (undertrick_penalty(d, risk, vulnerable) for d in (down - 1, down, down + 1))
    assert after > now > before
    # ... and each extra undertrick costs at least as much as the one before.
    assert after - now >= now - before
    # Through the public score too: one trick fewer is strictly worse for declarer.
    contract = Contract(7, Strain.NT, risk)
    assert score(contract, 13 - down - 1, vulnerable) < score(contract, 13 - down, vulnerable)


@given(contracts, tricks_st, st.booleans())
def test_redoubled_undertricks_are_twice_doubled(contract, tricks, vulnerable) -> None:
    if tricks >= contract.tricks_needed:
        return
    doubled = Contract(contract.level, contract.strain, Risk.DOUBLED)
    redoubled = Contract(contract.level, contract.strain, Risk.REDOUBLED)
    assert score(redoubled, tricks, vulnerable) == 2 * score(doubled, tricks, vulnerable)


@given(contracts, tricks_st, st.booleans())
def test_slam_premium_only_when_bid_and_made(contract, tricks, vulnerable) -> None:
    items = breakdown(contract, tricks, vulnerable)
    made = tricks >= contract.tricks_needed
    assert (items.slam > 0) == (made and contract.level >= 6)
    if made and contract.level >= 6:
        assert items.slam == {(6, False): 500, (6, True): 750,
                              (7, False): 1000, (7, True): 1500}[(contract.level, vulnerable)]


@given(st.sampled_from(list(Strain)), st.booleans())
def test_twelve_tricks_in_a_game_contract_earn_no_slam_premium(strain, vulnerable) -> None:
    game = Contract(4 if strain is not Strain.NT else 3, strain)
    plain = score(game, game.tricks_needed, vulnerable)
    extra = (20 if strain in (Strain.C, Strain.D) else 30) * (12 - game.tricks_needed)
    assert score(game, 12, vulnerable) == plain + extra


@given(contracts, tricks_st)
def test_vulnerability_matters_only_through_declarers_side(contract, tricks) -> None:
    side = contract.declarer.side
    own, other = (Vulnerability.NS, Vulnerability.EW) if side is Side.NS else \
        (Vulnerability.EW, Vulnerability.NS)
    assert ns_score(contract, tricks, own) == ns_score(contract, tricks, Vulnerability.BOTH)
    assert ns_score(contract, tricks, other) == ns_score(contract, tricks, Vulnerability.NONE)


@given(contracts, tricks_st, st.booleans())
def test_breakdown_items_sum_to_the_score(contract, tricks, vulnerable) -> None:
    items = breakdown(contract, tricks, vulnerable)
    assert items.total == score(contract, tricks, vulnerable)
    assert (items.undertricks < 0) == (tricks < contract.tricks_needed)


@pytest.mark.parametrize("module", [scoring, imps, matchpoints, adjusted])
def test_docstring_examples_hold(module) -> None:
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0
