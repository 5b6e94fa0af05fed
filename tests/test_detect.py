"""Detection of irregularities from plain records, and PBN's ^ tokens checked against the deal."""

from __future__ import annotations

import json

import pytest

from hakem.laws.detect import check, detect, irregularities, irregularity_to_dict
from hakem.model.choices import Choice, Subkind, Verb
from hakem.model.board import Board
from hakem.model.calls import Call
from hakem.model.cards import Card
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.irregularity import Origin, SeatRelation
from hakem.model.seat import Seat
from hakem.parsers.pbn import loads

# North 3NT deal used by several tests (East holds J9 of diamonds).
DEAL = "N:T32.Q7.KQ42.AKJ3 A986.AJT.J9.T985 K74.K632.AT873.6 QJ5.9854.65.Q742"
HEAD = f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'


def board(auction: str = "1NT Pass 3NT Pass\nPass Pass", play: str = "", tags: str = "",
          head: str = HEAD) -> Board:
    text = head + tags + f'[Auction "N"]\n{auction}\n'
    if play:
        text += '[Play "E"]\n' + play + "\n"
    return loads(text, path="t.pbn")[0]


CONTRACT = '[Declarer "N"]\n[Contract "3NT"]\n'
# East leads the SA; then N cashes DK, DQ (East follows J9 only if he does).
REVOKE_PLAY = "SA S4 S5 S2\nHA H2 H4 H7\nCT C6 C2 CJ\nC5 H3 C4 CA\nC9 D3 D5 DK\nDJ D7 D6 DQ"


def kinds(items: list) -> list[K]:  # type: ignore[type-arg]
    return [i.kind for i in items]


def test_unmarked_revoke_is_detected_with_trick_and_establishment() -> None:
    (irr,) = [i for i in detect(board(play=REVOKE_PLAY, tags=CONTRACT)) if i.kind is K.REVOKE]
    assert irr.offender is Seat.E and irr.card == Card.parse("C9")
    assert irr.position is not None and (irr.position.trick, irr.position.order) == (5, 2)
    assert irr.established is True  # East played to trick 6 (Law 63A1)
    assert irr.origin is Origin.DETECTED and irr.notation is None


def test_revoke_on_the_last_recorded_trick_is_not_yet_established() -> None:
    play = REVOKE_PLAY.rsplit("\n", 1)[0]  # stop after the revoke trick, no claim mark
    (irr,) = [i for i in detect(board(play=play + "\n+", tags=CONTRACT)) if i.kind is K.REVOKE]
    assert irr.established is None


def test_marked_revoke_stands_and_is_not_reported_twice() -> None:
    play = REVOKE_PLAY.replace("C9 D3", "^R C9 D3")
    irrs, diags = check(board(play=play, tags=CONTRACT))
    (irr,) = [i for i in irrs if i.kind is K.REVOKE]
    assert irr.origin is Origin.MARKED and irr.notation == "^R" and irr.established is True
    assert diags == []


def test_revoke_marker_merges_with_the_detection() -> None:
    play = REVOKE_PLAY.replace("C9 D3", "C9 {@REVOKE corrected -- noticed at once} D3")
    (irr,) = [i for i in irregularities(board(play=play, tags=CONTRACT)) if i.kind is K.REVOKE]
    assert irr.origin is Origin.MARKED and irr.established is False  # the TD's word
    assert irr.card == Card.parse("C9") and irr.note == "noticed at once"
    assert irr.detail is not None  # completed from detection


@pytest.mark.parametrize("mark,origin", [("", Origin.DETECTED), ("^I ", Origin.MARKED)])
def test_insufficient_bid_marked_or_not(mark: str, origin: Origin) -> None:
    (irr,) = detect(board(f"1NT 2D Pass {mark}2C\nPass Pass Pass"))
    assert irr.kind is K.INSUFFICIENT_BID and irr.offender is Seat.W
    assert irr.call == Call.parse("2C") and irr.origin is origin
    assert irr.accepted is True and irr.accepted_by is Seat.N


def test_insufficient_bid_mark_on_a_sufficient_bid_is_an_error() -> None:
    irrs, diags = check(board("1NT Pass ^I 2NT Pass\n3NT Pass Pass Pass"))
    assert irrs == [] and [d.code for d in diags] == ["pbn.sufficient-bid-mark"]


def test_an_accepted_insufficient_bid_is_the_bid_to_beat() -> None:
    # like the reference verifier: after 1NT ^I 1D, 1H is sufficient
    assert kinds(detect(board("1NT ^I 1D 1H Pass\nPass Pass"))) == [K.INSUFFICIENT_BID]


@pytest.mark.parametrize("auction,sub", [
    ("1D Pass X Pass\nPass Pass", "double-of-own-side"),
    ("X Pass Pass Pass", "double-without-bid"),
    ("1D XX Pass Pass\nPass", "redouble-without-double"),
    ("1D X Pass XX\nPass Pass Pass", "redouble-of-own-side-double"),
    ("1D X Pass X\nPass Pass Pass", "double-of-doubled-bid"),
])
def test_inadmissible_doubles_and_redoubles(auction: str, sub: str) -> None:
    found = [i for i in detect(board(auction)) if i.kind is K.INADMISSIBLE_DOUBLE]
    assert [i.subkind for i in found] == [Subkind(sub)]


def test_legal_doubles_and_redoubles_are_not_reported() -> None:
    assert detect(board("1D X XX Pass\nPass Pass")) == []
    assert detect(board("1D X Pass Pass\nXX Pass Pass Pass")) == []


def test_call_after_the_auction_ended() -> None:
    (irr,) = detect(board("1NT Pass 3NT Pass\nPass Pass X"))
    assert irr.kind is K.CALL_AFTER_AUCTION_ENDED and irr.offender is Seat.S
    assert irr.subkind is Subkind.DECLARING_SIDE and irr.call == Call.parse("X")


@pytest.mark.parametrize("skips,relation", [
    ("^S", SeatRelation.RHO), ("^S ^S", SeatRelation.PARTNER), ("^S ^S ^S", SeatRelation.LHO)])
def test_skipped_seats_are_accepted_calls_out_of_rotation(skips: str, relation: SeatRelation) -> None:
    (irr,) = detect(board(f"1D {skips} 1S Pass Pass Pass"))
    assert irr.kind is K.CALL_OUT_OF_ROTATION and irr.accepted is True and irr.notation == "^S"
    assert irr.turn is Seat.E and irr.relation is relation


def test_first_call_by_someone_other_than_the_dealer() -> None:
    found = detect(board("1D Pass Pass Pass", head=HEAD.replace('[Dealer "N"]', '[Dealer "W"]')))
    (irr,) = [i for i in found if i.kind is K.CALL_OUT_OF_ROTATION]
    assert irr.kind is K.CALL_OUT_OF_ROTATION and irr.offender is Seat.N and irr.turn is Seat.W


def test_accepted_leads_out_of_turn() -> None:
    play = "SA S4 S5 S2\n^L HA H2 H4 H7"  # East won trick 1 and led again: fine...
    assert [i for i in detect(board(play=play, tags=CONTRACT)) if i.kind is K.LEAD_OUT_OF_TURN] == []
    play = "SA S4 S5 S2\nHA ^L H2 H4 H7"  # ...but South leading trick 2 is out of turn
    (irr,) = [i for i in detect(board(play=play, tags=CONTRACT)) if i.kind is K.LEAD_OUT_OF_TURN]
    assert irr.offender is Seat.S and irr.turn is Seat.E and irr.relation is SeatRelation.RHO
    assert irr.accepted_by is Seat.W


def test_lead_mark_on_the_proper_leader_is_an_error() -> None:
    b = board(play="SA S4 S5 S2\n^L HA H2 H4 H7", tags=CONTRACT)
    codes = [d.code for d in b.diagnostics] + [d.code for d in check(b)[1]]
    assert "pbn.bad-lead-mark" in codes


def test_opening_lead_out_of_turn_marked_with_l() -> None:
    (irr,) = [i for i in detect(board(play="SA ^L S4 S5 S2", tags=CONTRACT))
              if i.kind is K.OPENING_LEAD_OUT_OF_TURN]
    assert irr.offender is Seat.S and irr.turn is Seat.E and irr.accepted_by is Seat.N


def test_declarer_swap_is_an_opening_lead_out_of_turn_under_54a() -> None:
    b = board(tags='[Declarer "^S"]\n[Contract "3NT"]\n')
    (irr,) = detect(b)
    assert irr.kind is K.OPENING_LEAD_OUT_OF_TURN and irr.options == (Choice(Verb.BECOME_DUMMY),)
    assert irr.offender is Seat.W and irr.turn is Seat.E and irr.chosen_by is Seat.N


def test_impossible_declarer_swap_is_reported() -> None:
    irrs, diags = check(board(tags='[Declarer "^N"]\n[Contract "3NT"]\n'))
    assert irrs == [] and [d.code for d in diags] == ["pbn.bad-declarer-swap"]


def test_play_ending_early_is_a_claim_with_the_tricks_from_result() -> None:
    tags = CONTRACT + '[Result "9"]\n'
    (irr,) = detect(board(play="SA S4 S5 S2\nHA H2 H4 H7\n*", tags=tags))
    assert irr.kind is K.CLAIM and irr.tricks == 9 and irr.subkind is Subkind.SPLIT
    assert irr.position is not None and irr.position.trick == 3 and irr.turn is Seat.E


def test_result_the_early_end_makes_impossible() -> None:
    tags = CONTRACT + '[Result "13"]\n'
    (irr,) = detect(board(play="SA S4 S5 S2\nHA H2 H4 H7\n*", tags=tags))
    assert irr.kind is K.RESULT_MISMATCH and irr.expected == "0-11"


FULL = ("SA S4 S5 S2\nHA H2 H4 H7\nCT C6 C2 CJ\nC5 H3 C4 CA\nD9 D3 D5 DK\nDJ D7 D6 DQ\n"
        "S6 S7 SJ ST\nHT H6 H9 HQ\nS8 D8 H5 D4\nC8 DA C7 D2\nS9 SK SQ S3\nHJ HK H8 C3\nC9 DT CQ CK")


@pytest.mark.parametrize("result,kinds_found,codes", [
    ("10", [], []),
    ("9", [K.RESULT_MISMATCH], []),
    ("^9", [K.RESULT_MISMATCH], []),
    ("^10", [], ["pbn.agreed-result-equal"]),
])
def test_result_against_the_play(result: str, kinds_found: list[K], codes: list[str]) -> None:
    irrs, diags = check(board(play=FULL, tags=CONTRACT + f'[Result "{result}"]\n'))
    assert kinds(irrs) == kinds_found and [d.code for d in diags] == codes
    if result == "^9":
        assert irrs[0].agreed is True and irrs[0].origin is Origin.MARKED


@pytest.mark.parametrize("score,bad", [("NS 430", False), ("EW -430", False), ("430", False),
                                       ("NS 400", True), ("NS -430", True)])
def test_score_against_law_77(score: str, bad: bool) -> None:
    found = detect(board(tags=CONTRACT + f'[Result "10"]\n[Score "{score}"]\n'))
    assert kinds(found) == ([K.SCORE_MISMATCH] if bad else [])


def test_dealer_and_vulnerability_against_the_board_number() -> None:
    head = HEAD.replace('[Board "1"]', '[Board "6"]')  # East deals board 6, EW vulnerable
    found = detect(board("1NT Pass 3NT Pass\nPass Pass", head=head))
    assert kinds(found) == [K.DEALER_INCONSISTENT, K.VULNERABILITY_INCONSISTENT]
    assert found[0].expected == "E" and found[1].expected == "EW"


def test_duplicate_and_missing_cards() -> None:
    head = HEAD.replace("QJ5.9854.65.Q742", "QJ5.9854.65.Q74A")
    found = detect(board(head=head))
    assert kinds(found) == [K.DUPLICATE_CARD, K.MISSING_CARDS]
    assert found[0].card == Card.parse("CA") and found[1].cards == (Card.parse("C2"),)


def test_hand_of_the_wrong_size() -> None:
    head = HEAD.replace("QJ5.9854.65.Q742", "QJ5.9854.65.Q74")
    (irr,) = [i for i in detect(board(head=head)) if i.kind is K.MISSING_CARDS]
    assert irr.subkind is Subkind.MISSING and "W 12" in (irr.found or "")


def test_contract_and_declarer_against_the_auction() -> None:
    assert kinds(detect(board(tags='[Declarer "S"]\n[Contract "3NT"]\n'))) == [K.CONTRACT_MISMATCH]
    assert kinds(detect(board(tags='[Declarer "N"]\n[Contract "4S"]\n'))) == [K.CONTRACT_MISMATCH]
    assert detect(board(tags=CONTRACT)) == []


def test_claim_marker_and_detected_claim_are_one_irregularity() -> None:
    tags = CONTRACT + '[Result "9"]\n'
    play = 'SA S4 S5 S2\nHA H2 H4 H7\n* {@CLAIM N "cash the minors" agreed}'
    (irr,) = irregularities(board(play=play, tags=tags))
    assert irr.kind is K.CLAIM and irr.origin is Origin.MARKED
    assert irr.statement == "cash the minors" and irr.tricks == 9 and irr.agreed is True


def test_concession_marker_merges_with_the_detected_end_of_play() -> None:
    tags = CONTRACT + '[Result "9"]\n'
    play = "SA S4 S5 S2\nHA H2 H4 H7\n* {@CONCEDE E 2}"
    (irr,) = irregularities(board(play=play, tags=tags))
    assert irr.kind is K.CONCESSION and irr.tricks == 2 and irr.offender is Seat.E


def test_irregularities_serialise_to_json() -> None:
    tags = CONTRACT + '[Result "9"]\n[Score "NS 1"]\n'
    b = board("1NT ^S 2C Pass\n3NT Pass Pass Pass",
              play='SA S4 S5 S2\nHA H2 H4 H7\n* {@CLAIM N "cash the minors" agreed}', tags=tags)
    data = [irregularity_to_dict(i) for i in irregularities(b)]
    text = json.dumps(data)
    assert '"kind": "claim"' in text and '"offender": "N"' in text
    coor = next(d for d in data if d["kind"] == "call-out-of-rotation")
    assert coor["relation"] == "rho" and coor["call"] == "2C" and coor["where"] == "call 3"
    assert coor["span"]["path"] == "t.pbn" and coor["span"]["line"] >= 5


def test_board_without_anything_to_check_is_quiet() -> None:
    assert detect(Board()) == [] and check(Board()) == ([], [])
