"""One fixture per LIN command (formats.md section 2), named after its quirk."""

from __future__ import annotations

from hakem.model.calls import Call
from hakem.model.cards import Card
from hakem.model.seat import Seat
from hakem.parsers import lin
from hakem.parsers.lin_values import parse_hand, parse_md

HANDS = "S962HAJ7DKT82CJ75,ST5HQ9863DA943CKQ,SK843HT542DJ6C863,"
DEAL = f"md|3{HANDS}|"


def one(text: str):
    boards = lin.loads(text)
    assert len(boards) == 1
    return boards[0]


def codes(board) -> list[str]:
    return [d.code for d in board.diagnostics]


def test_md_dealer_digits_are_south_west_north_east():
    assert [parse_md(f"{d}{HANDS}")[0] for d in "1234"] == [Seat.S, Seat.W, Seat.N, Seat.E]


def test_md_ranks_in_any_order_and_case_and_voids():
    assert parse_hand("sk2a") == parse_hand("SAK2")
    assert parse_hand("SHAKQJT98765432DC") == tuple(Card.parse("H" + r) for r in "AKQJT98765432")


def test_md_with_one_hand_leaves_the_others_unknown():
    board = one("md|1SAKQJ,,,|")
    assert board.deal.hand(Seat.S) is not None and board.deal.hand(Seat.N) is None
    assert "lin.partial-deal" in codes(board)


def test_md_with_a_card_twice_is_a_warning():
    board = one("md|3SA,SA,,|")
    assert "lin.bad-deal" in codes(board)


def test_sv_letters_and_zero():
    vul = [one(f"{DEAL}sv|{v}|").vulnerability.value for v in ("o", "0", "-", "n", "e", "b", "B")]
    assert vul == ["None", "None", "None", "NS", "EW", "All", "All"]


def test_mb_alert_mark_pass_double_redouble_and_notrump_spellings():
    board = one(f"{DEAL}mb|1N!|mb|d|mb|r|mb|P!|mb|2NT|")
    calls = board.auction.calls
    assert [str(c.call) for c in calls] == ["1NT", "X", "XX", "Pass", "2NT"]
    assert [c.alert for c in calls] == [True, False, False, True, False]
    assert [c.seat for c in calls] == [Seat.N, Seat.E, Seat.S, Seat.W, Seat.N]


def test_an_explains_the_previous_call_with_suit_escapes():
    board = one(f"{DEAL}mb|1C!|an|5+ !C, 4 !S|mb|1H|an|natural|")
    first, second = board.auction.calls
    assert first.explanation == "5+ \u2663, 4 \u2660" and first.alert
    assert second.explanation == "natural" and not second.alert


def test_an_before_any_call_is_kept_as_commentary():
    board = one(f"{DEAL}an|orphan|mb|p|")
    assert board.auction.calls[0].explanation is None
    assert [c.text for c in board.comments] == ["orphan"]
    assert "lin.orphan-explanation" in codes(board)


def test_nt_after_a_call_is_never_its_explanation():
    board = one(f"{DEAL}mb|1C!|nt|ritong: nice bid|mb|p|")
    assert board.auction.calls[0].explanation is None
    assert [(c.text, c.anchor) for c in board.comments] == [("ritong: nice bid", "auction:0")]


def test_nt_before_the_first_call_and_in_the_middle_of_a_trick():
    board = one(f"{DEAL}nt|welcome|mb|1S|mb|p|mb|p|mb|p|pc|HK|nt|fast|pc|HA|")
    anchors = [(c.text, c.anchor) for c in board.comments]
    assert anchors == [("welcome", "auction:-1"), ("fast", "play:0:0")]


def test_pc_follows_the_lead_to_each_trick_winner():
    # 1S by North, East leads the HK; South's ace wins, so South leads trick 2.
    board = one(f"{DEAL}mb|1S|mb|p|mb|p|mb|p|pc|HK|pc|HA|pc|H3|pc|H2|pc|DK|")
    assert board.play.first is Seat.E
    assert [t.leader for t in board.replay.tricks] == [Seat.E, Seat.S]
    second = board.play.rows[1]
    assert second[1].card == Card.parse("DK") and second[1].seat is Seat.S
    assert board.replay.legal


def test_mc_is_declarers_total_and_ends_the_play():
    board = one(f"{DEAL}mb|3N|mb|p|mb|p|mb|p|pc|HK|pc|H2|pc|H3|pc|HA|mc|10|")
    assert board.result == 10 and board.play.ending == "*"


def test_mc_below_the_tricks_already_won_names_the_board():
    # Declarer's side won trick 1 (South's HA), so mc|0| cannot be a total.
    text = (f"{DEAL}ah|Board 4|mb|1S|mb|p|mb|p|mb|p|pc|HK|pc|HA|pc|H3|pc|H2|"
            "pc|DK|pc|DA|pc|D6|pc|D5|mc|0|")
    board = one(text)
    diag = next(d for d in board.diagnostics if d.code == "lin.claim-mismatch")
    assert "board 4" in diag.message


def test_full_play_without_mc_counts_tricks_by_replay():
    # All 52 cards: each player plays from the top of their hand; the count is the replay's.
    deal = one(DEAL).deal
    board = _full_play_board(deal)
    assert board.replay.complete
    assert board.result == board.replay.won[board.declarer.side]


def _full_play_board(deal):
    from hakem.model.replay import trick_winner
    from hakem.model.play import PlayedCard
    hands = {s: list(deal.hand(s)) for s in Seat}
    leader, cards = Seat.E, []
    for _ in range(13):
        trick = []
        for i in range(4):
            seat = leader.offset(i)
            led = trick[0].card.suit if trick else None
            pick = next((c for c in hands[seat] if c.suit == led), hands[seat][0])
            hands[seat].remove(pick)
            trick.append(PlayedCard(pick, seat))
        cards.extend(c.card for c in trick)
        leader = trick_winner(trick, None)
    play = "".join(f"pc|{c}|" for c in cards)
    return one(f"{DEAL}mb|1N|mb|p|mb|p|mb|p|{play}")


def test_up_takes_back_the_last_cards_and_keeps_a_record():
    board = one(f"{DEAL}mb|1S|mb|p|mb|p|mb|p|pc|HK|pc|H4|up|1|pc|H5|")
    assert [c.card for c in board.play.rows[0] if c is not None and c.card][:2] == \
        [Card.parse("HK"), Card.parse("H5")]
    assert "lin.undo" in codes(board)
    assert any("took back H4" in c.text for c in board.comments)


def test_up_before_the_play_takes_back_calls():
    board = one(f"{DEAL}mb|1S|mb|2S|up|1|mb|p|")
    assert [c.call for c in board.auction.calls] == [Call.parse("1S"), Call.parse("Pass")]


def test_qx_gives_room_and_board_number():
    board = one(f"qx|c12|{DEAL}")
    assert board.tag("Room") == "Closed" and board.number == 12


def test_ah_and_qx_that_disagree_keep_the_qx_number():
    board = one(f"qx|o3|{DEAL}ah|Board 4|")
    assert board.number == 3 and "lin.board-number-mismatch" in codes(board)


def test_unknown_command_is_kept_as_a_tag_and_reported():
    board = one(f"{DEAL}zz|mystery|")
    assert board.tag("LIN_zz") == "mystery"
    assert "lin.unknown-command" in codes(board)
    assert "zz|mystery|" in lin.dumps([board])


def test_movie_display_commands_and_redeal_are_kept_as_tags():
    board = one(f"{DEAL}hc|sa|md|0,SAKQ,,S2|")
    assert board.tag("LIN_hc") == "sa" and board.tag("LIN_md") == "0,SAKQ,,S2"
    assert board.deal.is_complete  # the re-deal does not replace the board's deal


def test_bn_mp_pw_header_is_kept_for_the_writer():
    board = one(f"vg|E,S,I,1,1,A,0,B,0|pw|,,,,|mp|1,|bn|1|pg||qx|o1|{DEAL}")
    assert (board.tag("LIN_bn"), board.tag("LIN_mp"), board.tag("LIN_pw")) == ("1", "1,", ",,,,")
    assert lin.dumps([board]).startswith("vg|E,S,I,1,1,A,0,B,0|pw|,,,,|mp|1,|bn|1|pg||")


def test_pc_with_only_a_suit_is_an_unknown_card():
    board = one(f"{DEAL}mb|1S|mb|p|mb|p|mb|p|pc|h|")
    assert board.play.rows[0][0].card is None and "lin.bad-card" in codes(board)


def test_pass_out_has_no_result():
    board = one(f"{DEAL}mb|p|mb|p|mb|p|mb|p|")
    assert board.contract.is_passed_out and board.result is None


def test_handviewer_url_encodes_the_whole_record():
    board = one(f"pn|a b,c,d,e|{DEAL}mb|1S|")
    url = lin.handviewer_url(board)
    assert url.startswith("https://www.bridgebase.com/tools/handviewer.html?lin=")
    assert "|" not in url and " " not in url
    assert lin.loads(url)[0].auction == board.auction
