"""The claim marker's position at the claim (remaining=, lead=, current=, won-ns=, won-ew=)
and the director's Law 70C finding (trump-mentioned=): read, checked, and honoured by the
claim ruling (claim desk additions, issue 21)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from hakem.laws.engine import rule_board
from hakem.model.cards import DECK, Card
from hakem.model.choices import Finding
from hakem.model.deal import Deal, hand_to_pbn, sort_hand
from hakem.model.irregularity import ClaimPosition, IrregularityKind
from hakem.model.seat import Seat
from hakem.parsers import pbn
from hakem.parsers.marker_claim import position_problems
from hakem.parsers.markers import MarkerError, parse_markers

#: Three tricks left at 4H by North: East's HJ is out; North holds SA SK HQ and is on lead.
AT_CLAIM = 'remaining="N:AK.Q.. 9.J..2 65...8 ...543" lead=N won-ns=7 won-ew=3'


def _board(marker: str) -> str:
    tags = ['[Event "t"]', '[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]']
    tags += ['[Declarer "N"]', '[Contract "4H"]', '[Result "10"]', "{" + marker + "}"]
    return "\n".join(tags) + "\n"


def _claim_ruling(text: str):  # type: ignore[no-untyped-def]
    board = pbn.loads(text, "t.pbn")[0]
    ruled = rule_board(board)
    pairs = [(irr, r) for irr, r in ruled.pairs() if irr.kind is IrregularityKind.CLAIM]
    assert len(pairs) == 1
    return board, pairs[0][0], pairs[0][1]


def test_claim_marker_reads_the_position_at_the_claim() -> None:
    spec = parse_markers(f'@CLAIM N 3 contested {AT_CLAIM}')[0]
    assert spec.at_claim == ClaimPosition(Deal.parse("N:AK.Q.. 9.J..2 65...8 ...543"), Seat.N, (), 7, 3)
    assert str(spec.at_claim) == AT_CLAIM


@pytest.mark.parametrize("marker, message", [
    ('@CLAIM N 3 remaining="N:AK.Q.. 9.J..2 65...8 ...543" lead=N', "needs won-ns=, won-ew="),
    ('@CLAIM N 3 remaining="N:AK.Q.. 9.J..2 65...8 ...54" lead=N won-ns=7 won-ew=3',
     "W holds 2 cards, expected 3"),
    ('@CLAIM N 3 remaining="N:AK.Q.. 9.J..2 65...8 ...543" lead=N won-ns=8 won-ew=3',
     "expected 2"),
    (f"@CLAIM N 3 {AT_CLAIM} lead=E", "lead= given twice"),
    (f"@CLAIM N 3 {AT_CLAIM} current=SX", "current= takes the cards"),
    (f"@REVOKE E S5 {AT_CLAIM}", "belongs on a claim marker"),
    ("@CLAIM N 3 trump-mentioned=maybe", "takes yes or no"),
    ("@CONCEDE N 1 trump-mentioned=yes", "belongs on a claim marker"),
    ("@CLAIM N 3 trump-mentioned=yes trump-mentioned=no", "given twice"),
])
def test_claim_marker_position_or_finding_that_does_not_fit_is_an_error(marker: str, message: str) -> None:
    with pytest.raises(MarkerError, match=message):
        parse_markers(marker)


def test_claim_marker_trump_mentioned_is_the_directors_70c_finding() -> None:
    assert parse_markers("@CLAIM N 3 trump-mentioned=yes")[0].options == [Finding.TRUMP_MENTIONED]
    assert parse_markers("@CLAIM N 3 trump-mentioned=NO")[0].options == [Finding.TRUMP_NOT_MENTIONED]
    assert parse_markers("@CLAIM N 3 option=trump-mentioned")[0].options == [Finding.TRUMP_MENTIONED]


@pytest.mark.dds
def test_law70c_claim_from_the_position_entered_loses_the_trick_the_unmentioned_trump_takes() -> None:
    _board_, irr, ruling = _claim_ruling(_board(f'@CLAIM N 3 "all mine" contested {AT_CLAIM}'))
    assert irr.at_claim is not None
    assert ruling.claim is not None and ruling.claim.awarded == 2 and ruling.tricks_after == 9
    assert "70C" in ruling.laws
    keys = [f.key.value for f in ruling.facts]
    assert "claim.position-entered" in keys and "claim.no-play-record" in keys


@pytest.mark.dds
def test_law70c_trump_mentioned_in_the_marker_keeps_the_trick() -> None:
    _b, _irr, ruling = _claim_ruling(_board(f'@CLAIM N 3 "all mine" contested trump-mentioned=yes {AT_CLAIM}'))
    assert ruling.claim is not None and ruling.claim.awarded == 3 and ruling.tricks_after == 10
    assert ruling.effects == ()


@pytest.mark.dds
def test_law70c_trump_mentioned_no_overrides_a_statement_that_names_trumps() -> None:
    """The statement mentions trumps; the director found the claimer unaware all the same."""
    said = '"trumps are good, all mine"'
    _b, _i, auto = _claim_ruling(_board(f"@CLAIM N 3 {said} contested {AT_CLAIM}"))
    _b, _i, found = _claim_ruling(_board(f"@CLAIM N 3 {said} contested trump-mentioned=no {AT_CLAIM}"))
    assert auto.claim is not None and found.claim is not None
    assert found.claim.awarded == 2 and found.claim.awarded <= auto.claim.awarded


@pytest.mark.dds
def test_claim_position_with_a_card_the_deal_did_not_give_is_a_question_for_the_director() -> None:
    # The full deal gives the C3 to East, the marker gives it to West: nothing to judge from.
    held = ClaimPosition(Deal.parse("N:AK.Q.. 9.J..2 65...8 ...543"), Seat.N, (), 7, 3).remaining.hands
    rest = [c for c in DECK if not any(c in (h or ()) for h in held)]
    hands = [list(h or ()) + rest[k * 10:(k + 1) * 10] for k, h in enumerate(held)]
    c3 = Card.parse("C3")
    hands[Seat.W].remove(c3)
    hands[Seat.W].append(hands[Seat.E].pop())
    hands[Seat.E].append(c3)
    deal = "N:" + " ".join(hand_to_pbn(sort_hand(h)) for h in hands)
    assert Deal.parse(deal).problems() == []
    text = _board(f"@CLAIM N 3 contested {AT_CLAIM}").replace('[Declarer', f'[Deal "{deal}"]\n[Declarer')
    _b, _irr, ruling = _claim_ruling(text)
    assert [f.key.value for f in ruling.facts] == ["claim.no-position"]
    reason = dict(ruling.judgements[0].question.args)["reason"]
    assert "W" in reason and "C3" in reason and "not in his hand" in reason


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 13), st.integers(0, 3), st.sampled_from(list(Seat)))
def test_claim_position_round_trips_through_the_marker(seed: int, left: int, on_trick: int, leader: Seat) -> None:
    """Any position (hands of the right sizes, a trick in progress, tricks won) written as a
    marker reads back as the same position."""
    on_trick = min(on_trick, 3)
    cards = list(DECK)
    rng = random.Random(seed)
    rng.shuffle(cards)
    hands: list[list[Card]] = [[], [], [], []]
    current: list[Card] = []
    for i in range(4):
        seat = leader.offset(i)
        hands[seat] = [cards.pop() for _ in range(left)]
        if i < on_trick:
            current.append(hands[seat].pop())
    won_ns = rng.randint(0, 13 - left)
    deal = Deal.parse("N:" + " ".join(hand_to_pbn(sort_hand(h)) for h in hands))
    position = ClaimPosition(deal, leader, tuple(current), won_ns, 13 - left - won_ns)
    assert position_problems(position) == []
    spec = parse_markers(f"@CLAIM {leader.name} 0 contested {position}")[0]
    assert spec.at_claim == position
