"""The PBN reader, one grammar feature or real-file quirk per test."""

from __future__ import annotations

import io

import pytest

from hakem.model import Call, Card, Contract, ParseError, Seat, Severity, Vulnerability
from hakem.parsers import pbn

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def one(text: str, **kw: object) -> pbn.Board:  # type: ignore[name-defined]
    boards = pbn.loads(text, "t.pbn", **kw)  # type: ignore[arg-type]
    assert len(boards) == 1, boards
    return boards[0]


def codes(board: object) -> list[str]:
    return [d.code for d in board.diagnostics]  # type: ignore[attr-defined]


def test_mandatory_tags_become_typed_fields() -> None:
    board = one(f'[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "{DEAL}"]\n'
                '[Declarer "N"]\n[Contract "3NTX"]\n[Result "9"]\n')
    assert board.number == 7
    assert board.dealer is Seat.S and board.vulnerability is Vulnerability.BOTH
    assert board.contract == Contract.parse("3NTX", Seat.N) and board.result == 9
    assert board.deal is not None and board.deal.is_complete


def test_two_tags_on_one_line_are_both_read() -> None:
    board = one('[Event "Club"] [Site "Ankara"]\n[Board "1"]')
    assert board.tag("Event") == "Club" and board.tag("Site") == "Ankara"


def test_unquoted_tag_value_is_read() -> None:
    board = one("[Event Random Deal #]\n[Board 3]")
    assert board.tag("Event") == "Random Deal #" and board.number == 3


def test_escaped_quote_in_tag_value() -> None:
    board = one('[Event "The \\"Big\\" One"]')
    assert board.tag("Event") == 'The "Big" One'


def test_play_cards_on_the_tag_line() -> None:
    board = one(f'[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "1NT"]\n[Play "W"]HQ')
    assert board.play is not None
    assert board.play.rows[0][0].card == Card.parse("HQ")


def test_auction_with_leading_dash_before_the_dealer() -> None:
    board = one('[Dealer "E"]\n[Auction "N"]\n- 1C Pass 1H\nPass Pass Pass')
    assert board.auction is not None
    assert board.auction.dealer is Seat.E
    assert [str(c.call) for c in board.auction.calls][:2] == ["1C", "Pass"]
    assert board.auction.calls[0].seat is Seat.E


def test_all_pass_written_out_and_lower_case_calls() -> None:
    board = one('[Auction "N"]\n1s pass 2s all pass')
    assert [str(c.call) for c in board.auction.calls] == ["1S", "Pass", "2S", "Pass", "Pass", "Pass"]


def test_ap_after_a_bid_adds_three_passes_and_before_any_bid_four() -> None:
    bid = one('[Auction "N"]\n1C AP')
    none = one('[Auction "N"]\nAP')
    assert len(bid.auction.calls) == 4 and len(none.auction.calls) == 4
    assert bid.auction.contract() == Contract.parse("1C", Seat.N)
    assert none.auction.contract().is_passed_out


def test_note_reference_explains_the_call_and_play_notes_do_not_overwrite_it() -> None:
    board = one(f'[Deal "{DEAL}"]\n[Declarer "N"]\n[Contract "1C"]\n'
                '[Auction "N"]\n1C =1= Pass Pass Pass\n[Note "1:natural"]\n'
                '[Play "E"]\nHA =1= H2 H3 H4\n*\n[Note "1:count signal"]\n')
    assert board.auction.calls[0].explanation == "natural"
    assert board.auction.calls[0].alert
    assert board.play.notes[0].text == "count signal"
    assert board.play.rows[0][0].note == 1


def test_suffix_as_separate_token_and_nags_attach_to_the_call() -> None:
    board = one('[Auction "N"]\n2C ! $13 Pass Pass Pass')
    first = board.auction.calls[0]
    assert first.suffix == "!" and first.nags == (13,)


def test_a_note_reference_keeps_every_other_mark_on_the_call() -> None:
    # The reader copies an entry field by field when a note is attached; a field
    # added to AuctionCall later must not be dropped by that copy.
    board = one('[Auction "N"]\n1C ^I 1D ! $13 =1= Pass Pass Pass\n[Note "1:natural"]')
    marked = board.auction.calls[1]
    assert (marked.insufficient, marked.suffix, marked.nags, marked.note, marked.alert,
            marked.explanation) == (True, "!", (13,), 1, True, "natural")
    import dataclasses
    from hakem.model.auction import AuctionCall
    assert [f.name for f in dataclasses.fields(AuctionCall)] == [
        "call", "seat", "alert", "explanation", "note", "suffix", "nags", "insufficient", "span"]


def test_comments_keep_their_place_in_auction_and_play() -> None:
    board = one(f'{{opening}}\n[Board "1"] ; board comment\n[Deal "{DEAL}"]\n[Declarer "N"]\n'
                '[Contract "1C"]\n[Auction "N"]\n1C {strong?} Pass Pass Pass\n'
                '[Play "E"]\nHA {sure} H2 H3 H4\n*')
    anchors = {c.anchor: c.text for c in board.comments}
    assert anchors["game"] == "opening"
    assert anchors["tag:Board"] == " board comment"
    assert anchors["auction:0"] == "strong?"
    assert anchors["play:0:0"] == "sure"


def test_multiline_brace_comment_with_blank_lines_stays_in_one_game() -> None:
    text = '[Board "1"]\n{first line\n\n[show S] still comment\n}\n[Dealer "N"]\n\n[Board "2"]\n'
    boards = pbn.loads(text)
    assert [b.number for b in boards] == [1, 2]
    assert "[show S]" in boards[0].comments[0].text


def test_percent_escape_lines_are_kept_and_not_read_as_data() -> None:
    boards = pbn.loads('% PBN 2.1\n% EXPORT\n\n[Board "1"]\n%Creator: x\n[Dealer "N"]\n')
    assert len(boards) == 1
    assert "% PBN 2.1" in boards[0].escapes and "%Creator: x" in boards[0].escapes


def test_hash_inherits_from_the_previous_game_and_double_hash_from_then_on() -> None:
    boards = pbn.loads('[Event "##Spring Cup"]\n[Site "Izmir"]\n[Board "1"]\n\n'
                       '[Site "#"]\n[Board "2"]\n\n[Board "3"]\n')
    assert [b.tag("Event") for b in boards] == ["Spring Cup"] * 3
    assert boards[1].tag("Site") == "Izmir"


def test_passed_out_board_with_empty_declarer_and_play() -> None:
    board = one(f'[Deal "{DEAL}"]\n[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n'
                '[Auction "N"]\nPass Pass Pass Pass\n[Play ""]\n')
    assert board.passed_out and board.declarer is None and board.play is None
    assert not [d for d in board.diagnostics if d.severity is Severity.ERROR]


def test_result_written_per_side_is_converted_to_declarer_tricks() -> None:
    board = one('[Declarer "E"]\n[Contract "2S"]\n[Result "NS 5"]')
    assert board.result == 8


def test_irregularity_tokens_are_kept_on_the_model() -> None:
    board = one(f'[Dealer "W"]\n[Deal "{DEAL}"]\n[Declarer "^N"]\n[Contract "2D"]\n[Result "^7"]\n'
                '[Auction "W"]\n^S 1D ^S ^I 1C 2D Pass Pass Pass')
    calls = board.auction.calls
    assert calls[0].skipped and calls[0].seat is Seat.W
    assert calls[3].insufficient and calls[3].call == Call.parse("1C")
    assert board.declarer is Seat.N and board.declarer_swapped
    assert board.result == 7 and board.result_agreed


def test_revoke_mark_on_a_card_that_followed_suit_is_an_error() -> None:
    board = one(f'[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "1NT"]\n'
                '[Play "W"]\nS4 SA ^R S8 S5\n*')
    assert "pbn.bad-revoke-mark" in codes(board)


def test_unmarked_revoke_is_noticed_from_the_deal() -> None:
    # W leads a spade, N (holding spades) discards a heart.
    board = one(f'[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "1NT"]\n'
                '[Play "W"]\nS4 HT S8 S5\n*')
    assert "play.revoke" in codes(board)
    assert board.replay.revokes == ((1, Seat.N),)


def test_lead_out_of_turn_mark_changes_who_led_the_trick() -> None:
    # Declarer S, so W should lead; E led (^L) and the others followed clockwise.
    board = one(f'[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "1NT"]\n'
                '[Play "W"]\nS4 SA ^L S8 S5\n*')
    trick = board.replay.tricks[0]
    assert trick.leader is Seat.E and trick.winner is Seat.N


def test_play_is_replayed_with_the_lead_passing_to_the_winner() -> None:
    board = one(f'[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "1NT"]\n[Result "?"]\n'
                '[Play "W"]\nS4 SA S8 S5\nS3 SK S9 S6\n*')
    assert [t.winner for t in board.replay.tricks] == [Seat.N, Seat.N]
    assert board.replay.tricks[1].leader is Seat.N


def test_result_that_contradicts_a_complete_play_is_reported() -> None:
    north, east, south, west = ("AKQJ.T98.765.432", "T98.765.432.AKQJ",
                                "765.432.AKQJ.T98", "432.AKQJ.T98.765")
    deal = f"N:{north} {east} {south} {west}"
    # A full 13-trick play: West leads spades and everyone follows low to high.
    from hakem.model import Deal
    d = Deal.parse(deal)
    rows = []
    for i in range(13):
        rows.append(" ".join(str(d.hand(s)[i]) for s in (Seat.W, Seat.N, Seat.E, Seat.S)))
    text = (f'[Deal "{deal}"]\n[Declarer "S"]\n[Contract "1NT"]\n[Result "2"]\n'
            '[Play "W"]\n' + "\n".join(rows))
    board = one(text)
    assert board.replay.complete
    assert "pbn.result-mismatch" in codes(board)


def test_contract_is_taken_from_the_auction_when_the_tag_is_missing() -> None:
    board = one('[Auction "N"]\n1H Pass 4H Pass\nPass Pass')
    assert board.contract == Contract.parse("4H", Seat.N)
    assert "pbn.contract-from-auction" in codes(board)


def test_duplicate_tag_keeps_the_first_value() -> None:
    board = one('[Room "Open"]\n[Room "IMP"]\n[Board "1"]')
    assert board.tag("Room") == "Open"
    assert "pbn.duplicate-tag" in codes(board)


def test_compact_second_table_record_reuses_the_previous_deal() -> None:
    boards = pbn.loads(f'[Board "4"]\n[Dealer "W"]\n[Vulnerable "All"]\n[Deal "{DEAL}"]\n'
                       '[Declarer "N"]\n[Contract "3NT"]\n[Result "9"]\n\n'
                       '[West "X"]\n[Declarer "E"]\n[Contract "4S"]\n[Result "8"]\n')
    assert boards[1].deal == boards[0].deal and boards[1].number == 4
    assert "pbn.compact-record" in codes(boards[1])


def test_tables_are_read_by_columns() -> None:
    board = one('[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n'
                'N NT 10\nS  S  9\n')
    table = board.tables[0]
    assert table.column_names == ("Declarer", "Denomination", "Result")
    assert table.rows == (("N", "NT", "10"), ("S", "S", "9"))


def test_stray_text_after_a_tag_is_kept_as_a_comment_and_reported() -> None:
    board = one('[Board "1"]\n[Dealer "N"]\n  stats: 12 HCP\n[Vulnerable "NS"]')
    assert board.vulnerability is Vulnerability.NS
    stray = [d for d in board.diagnostics if d.code == "pbn.stray-text"]
    assert stray and (stray[0].span.line, stray[0].span.column) == (3, 3)
    assert any("12 HCP" in c.text for c in board.comments)


def test_unreadable_token_is_reported_with_position_and_the_rest_is_read() -> None:
    board = one('[Board "1"]\n[Auction "N"]\n1C } Pass\n[Vulnerable "NS"]')
    assert board.vulnerability is Vulnerability.NS
    syntax = [d for d in board.diagnostics if d.code == "pbn.syntax"]
    assert syntax and (syntax[0].span.line, syntax[0].span.column) == (3, 4)
    assert syntax[0].span.path == "t.pbn"


def test_strict_mode_raises_parse_error_with_file_line_and_column() -> None:
    with pytest.raises(ParseError) as info:
        pbn.loads('[Board "1"]\n[Auction "N"]\n  1C } Pass\n', "strict.pbn", strict=True)
    err = info.value
    assert (err.path, err.line, err.column) == ("strict.pbn", 3, 6)
    assert "}" in err.context


def test_one_bad_game_never_costs_the_rest_of_the_file() -> None:
    boards = pbn.loads('[Board "1"]\n[Deal "N:AK.Q"]\n\n[Board "2"]\n[Dealer "E"]\n')
    assert [b.number for b in boards] == [1, 2]
    assert "pbn.bad-deal" in codes(boards[0])


def test_unclosed_brace_comment_is_reported() -> None:
    boards = pbn.loads('[Board "1"]\n{never closed\n[Board "2"]\n')
    assert "pbn.unclosed-comment" in codes(boards[0])


def test_lower_case_cards_mixed_with_upper_case() -> None:
    board = one(f'[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "1NT"]\n[Play "W"]\ns4 Sa s8 S5\n*')
    assert [c.card for c in board.play.rows[0]] == [Card.parse(x) for x in ("S4", "SA", "S8", "S5")]


def test_partial_deal_for_bidding_practice() -> None:
    board = one('[Deal "W:- 65.KQJ843.A5.Q63 - -"]')
    assert board.deal.hand(Seat.N) is not None and board.deal.hand(Seat.W) is None


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "cp1250"])
def test_encodings_are_sniffed(encoding: str) -> None:
    text = '[Event "Łódź Kraków ♠"]\n[Board "1"]\n' if encoding != "cp1250" else \
        '[Event "Łódź Kraków"]\n[Board "1"]\n'
    data = text.encode(encoding)
    board = pbn.load(io.BytesIO(data), "enc.pbn")[0]
    if encoding == "cp1250":
        assert board.tag("Event") == "Łódź Kraków"
    else:
        assert board.tag("Event") == text.split('"')[1]


def test_crlf_line_endings_give_the_same_positions() -> None:
    board = pbn.loads('[Board "1"]\r\n[Auction "N"]\r\n}\r\n', "crlf.pbn")[0]
    syntax = [d for d in board.diagnostics if d.code == "pbn.syntax"][0]
    assert (syntax.span.line, syntax.span.column) == (3, 1)


def test_call_positions_point_at_each_call() -> None:
    board = one('[Auction "N"]\n1C 1D\n  2C Pass')
    spans = [board.auction.call_span(i) for i in range(4)]
    assert [(s.line, s.column) for s in spans] == [(2, 1), (2, 4), (3, 3), (3, 6)]


def test_calls_and_cards_on_the_section_tag_line_keep_their_positions() -> None:
    # The grammar reads a section tag and the run after it as one token; the
    # reader parts them again, so positions must not shift.
    board = one(f'[Deal "{DEAL}"]\n[Declarer "N"]\n[Contract "1C"]\n'
                '[Auction "N"]  1C Pass\n Pass Pass\n[Play "E"] HA H2\n  H3 H4 *')
    calls = [board.auction.call_span(i) for i in range(4)]
    assert [(s.line, s.column) for s in calls] == [(4, 16), (4, 19), (5, 2), (5, 7)]
    cards = [board.play.cell_span(0, c) for c in range(4)]
    assert [(s.line, s.column) for s in cards] == [(6, 12), (6, 15), (7, 3), (7, 6)]
    assert board.play.ending == "*" and board.tag("Auction") is None


def test_cards_after_an_empty_play_tag_are_reported() -> None:
    board = one('[Contract "Pass"]\n[Play ""] SA SK')
    assert "pbn.play-without-leader" in {d.code for d in board.diagnostics}


def test_table_number_tag_is_a_plain_tag_not_a_section() -> None:
    board = one('[Board "1"]\n[Table "3"]\n[Dealer "N"]')
    assert board.tag("Table") == "3" and board.tables == ()


def test_note_references_inside_a_run_of_calls_keep_every_position() -> None:
    # BBA-style auction: the grammar keeps =n= in the run of calls, so the reader
    # must attach each note to the call before it and still place every call.
    board = one('[Auction "E"]\nPass  1H    Pass  3D =1= \nPass  3N=2=    Pass  4C =3=\nPass Pass Pass\n'
                '[Note "1:Bergen"]\n[Note "2:Cue bid, surplus"]\n[Note "3:clubs stopper"]')
    calls = board.auction.calls
    assert [(c.note, c.alert) for c in calls[:8]] == [
        (None, False), (None, False), (None, False), (1, True),
        (None, False), (2, True), (None, False), (3, True)]
    assert [calls[i].explanation for i in (3, 5, 7)] == ["Bergen", "Cue bid, surplus", "clubs stopper"]
    spans = [board.auction.call_span(i) for i in range(len(calls))]
    assert [(s.line, s.column) for s in spans] == [
        (2, 1), (2, 7), (2, 13), (2, 19), (3, 1), (3, 7), (3, 16), (3, 22), (4, 1), (4, 6), (4, 11)]
    assert board.auction.is_complete and board.contract == Contract.parse("4C", Seat.N)


def test_note_reference_on_all_pass_goes_to_the_last_pass() -> None:
    board = one('[Auction "N"]\n1C AP =1=\n[Note "1:end"]')
    calls = board.auction.calls
    assert len(calls) == 4 and calls[-1].note == 1 and calls[-1].explanation == "end"
    assert [(board.auction.call_span(i).line, board.auction.call_span(i).column) for i in (0, 3)] == [
        (2, 1), (2, 4)]


def test_a_run_of_note_tags_gives_each_note_its_own_position() -> None:
    board = one('[Auction "N"]\n1C =1= 1D =2= Pass Pass Pass\n[Note "1:natural"]\n  [Note "2:five+"]'
                '[Note "2:again"]\n[Note "3:spread\nover two lines"]')
    notes = board.auction.notes
    assert [(n.index, n.text) for n in notes] == [(1, "natural"), (2, "five+"), (3, "spread\nover two lines")]
    assert [(n.span.line, n.span.column) for n in notes] == [(3, 1), (4, 3), (5, 1)]
    repeated = [d for d in board.diagnostics if d.code == "pbn.duplicate-note"]
    assert [(d.span.line, d.span.column) for d in repeated] == [(4, 19)]


def test_a_card_written_twice_in_one_hand_is_a_deal_error() -> None:
    board = one('[Deal "N:AAKQJ.T98.765.43 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]')
    messages = [d.message for d in board.diagnostics if d.code == "pbn.bad-deal"]
    assert messages == ["[Deal]: SA is twice in N"], messages


def test_white_space_after_tags_runs_and_sections_changes_nothing() -> None:
    # The grammar folds the white space after a tag run, a section tag or a run of
    # calls or cards into that token; the reader must read around it.
    board = one(f'[Deal "{DEAL}"]  \t\n[Declarer "N"]   \n[Contract "1C"]\n'
                '[Auction "N"]   \n{why 1C}  \n1C Pass  \t\n Pass Pass   \n'
                '[Play "E"]\t\nH5 H2 HA H8 *   \n[Note "1:x"]   \n')
    assert board.declarer is Seat.N and board.contract == Contract.parse("1C", Seat.N)
    assert [c.text for c in board.comments] == ["why 1C"]
    assert (board.comments[0].span.line, board.comments[0].span.column) == (5, 1)
    assert [(board.auction.call_span(i).line, board.auction.call_span(i).column) for i in range(4)] == [
        (6, 1), (6, 4), (7, 2), (7, 7)]
    assert board.play.ending == "*" and board.play.rows[0][0].card == Card.parse("H5")
    assert (board.play.cell_span(0, 3).line, board.play.cell_span(0, 3).column) == (9, 10)
    assert not [d for d in board.diagnostics if d.severity is Severity.ERROR]
