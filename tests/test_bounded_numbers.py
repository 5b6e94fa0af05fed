"""Every number read from a file goes through one bounded reader (issue 18, item 1).

A value of 4,301 digits or more used to raise Python's int-from-string ValueError out
of the readers ([Board], [Score], ``ah|Board``, ``mc|``...): the batch stopped, and in
LIN the whole file's boards were lost. Now each such value is a diagnostic with its
file:line:column and the file's other boards are read.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from hakem.laws.detect import check
from hakem.model.diagnostics import ParseError
from hakem.model.numbers import MAX_DIGITS, number_problem, read_int
from hakem.parsers import lin, pbn
from hakem.parsers.files import read_path

HUGE = "9" * 5000
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
LIN_MD = "md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"


def _game(n: object, extra: str = "") -> str:
    return f'[Board "{n}"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n{extra}[Auction "N"]\n1S Pass 2S AP\n'


def _lin_board(n: object, extra: str = "") -> str:
    return f"pn|a,b,c,d|{LIN_MD}ah|Board {n}|mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|{extra}\n"


def _only(board, code: str):
    found = [d for d in board.diagnostics if d.code == code]
    assert len(found) == 1, [str(d) for d in board.diagnostics]
    return found[0]


# -- the reader -----------------------------------------------------------------------

@given(st.integers(min_value=0, max_value=10 ** MAX_DIGITS - 1))
def test_numbers_of_up_to_nine_digits_read_back(n: int) -> None:
    assert read_int(str(n)) == n
    assert read_int(f" {n}\t") == n
    assert read_int(f"-{n}", signed=True) == -n


@given(st.text(max_size=30))
def test_numbers_any_text_reads_or_gives_none_and_a_reason(text: str) -> None:
    value = read_int(text, signed=True)
    assert value is None or abs(value) < 10 ** MAX_DIGITS
    assert (value is None) == (number_problem(text, signed=True) is not None)


def test_numbers_what_int_would_take_or_choke_on_is_refused() -> None:
    assert read_int(HUGE) is None
    assert "5,000 digits" in number_problem(HUGE)
    assert read_int("²") is None  # str.isdigit() says yes, int() raises
    assert read_int("٣") is None  # int() reads other scripts' digits; a record's are ASCII
    assert read_int("1_000") is None
    assert read_int("+") is None and read_int("-3") is None
    assert read_int("14", high=13) is None and number_problem("14", high=13) == "14 is more than 13"


# -- PBN ------------------------------------------------------------------------------

@pytest.mark.parametrize("where, code, line", [
    ('[Score "{}"]\n', "pbn.bad-score", 4),
    ('[Result "{}"]\n', "pbn.bad-result", 4),
    ('[Declarer "N"]\n[Result "NS {}"]\n', "pbn.bad-result", 5),
])
def test_numbers_a_5000_digit_pbn_value_is_a_diagnostic_and_the_next_game_is_read(where, code, line) -> None:
    text = _game(1, where.format(HUGE)) + "\n" + _game(2)
    boards = pbn.loads(text, "huge.pbn")
    assert [b.board_id for b in boards] == ["1", "2"]
    diag = _only(boards[0], code)
    assert (diag.span.path, diag.span.line, diag.span.column) == ("huge.pbn", line, 1)
    assert "5,000 digits" in diag.message
    for board in boards:
        check(board)  # detection reads [Score] and [Board] through the same reader


def test_numbers_a_5000_digit_board_number_is_reported_and_not_a_number() -> None:
    boards = pbn.loads(_game(HUGE) + "\n" + _game(2), "huge.pbn")
    diag = _only(boards[0], "pbn.bad-board")
    assert (diag.span.line, diag.span.column) == (1, 1)
    assert boards[0].number is None and boards[1].number == 2
    found, _ = check(boards[0])
    assert found == []  # no Law 2 check on a number that could not be read


@pytest.mark.parametrize("section, code", [
    ("1S ={}= Pass", "pbn.bad-note-ref"),   # inside a run of calls
    ("1S ! ={}= Pass", "pbn.bad-note-ref"),  # a token of its own
    ("1S ${} Pass", "pbn.bad-nag"),
])
def test_numbers_a_5000_digit_annotation_is_reported_where_it_stands(section: str, code: str) -> None:
    text = f'[Board "1"]\n[Auction "N"]\n{section.format(HUGE)}\n'
    board = pbn.loads(text, "a.pbn")[0]
    diag = _only(board, code)
    assert diag.span.line == 3 and diag.span.column > 3
    assert [str(e.call) for e in board.auction.calls] == ["1S", "Pass"]


def test_numbers_a_5000_digit_note_index_and_table_cell_are_reported() -> None:
    text = (f'[Board "1"]\n[Auction "N"]\n1S =1= Pass\n[Note "{HUGE}:x"]\n'
            '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n'
            f"N NT 9\nS NT {HUGE}\n")
    board = pbn.loads(text, "a.pbn")[0]
    assert _only(board, "pbn.bad-note").span.line == 4
    cell = _only(board, "pbn.bad-number")
    assert (cell.span.line, cell.span.column) == (7, 6)


def test_numbers_a_superscript_result_is_a_warning_not_an_internal_error() -> None:
    board = pbn.loads('[Board "1"]\n[Result "²"]\n')[0]
    assert [d.code for d in board.diagnostics] == ["pbn.bad-result"]


# -- LIN ------------------------------------------------------------------------------

@pytest.mark.parametrize("text, code", [
    (_lin_board(HUGE) + _lin_board(2), "lin.bad-board"),
    (_lin_board(1, f"pc|HT|mc|{HUGE}|") + _lin_board(2), "lin.bad-claim"),
    (f"qx|o{HUGE}|" + _lin_board(1) + f"qx|o2|" + _lin_board(2), "lin.bad-board"),
    (_lin_board(1, f"pc|HT|up|{HUGE}|") + _lin_board(2), "lin.bad-undo"),
])
def test_numbers_a_5000_digit_lin_value_costs_no_board(text: str, code: str, tmp_path: Path) -> None:
    path = tmp_path / "huge.lin"
    path.write_text(text)
    result = read_path(path)
    assert len(result.boards) == 2
    diag = _only(result.boards[0], code)
    assert diag.span.path == str(path) and diag.span.line == 1 and diag.span.column >= 1
    assert not any(d.code.endswith("internal-error") for d in result.all_diagnostics)
    for board in result.boards:
        check(board)
    with pytest.raises(ParseError) as info:
        read_path(path, strict=True)
    assert info.value.code == code


def test_numbers_a_vugraph_header_with_a_huge_first_board_or_a_bare_sign_in_rs_is_read() -> None:
    header = f"vg|Match,1,I,{HUGE},2,A,0,B,0|rs|4SN+,|"
    boards = lin.loads(header + "qx|o1|" + _lin_board(1))
    assert len(boards) == 1 and boards[0].contract is not None


def test_numbers_a_hand_of_20000_nines_is_an_unreadable_deal_not_20000_findings() -> None:
    # The fuzzer's long-digit mutation: "K999..." made a hand of 20,000 cards, and the
    # check ruled on 20,000 duplicate cards (13 s a file).
    board = pbn.loads(f'[Board "1"]\n[Deal "N:K{HUGE * 4} - - -"]\n', "d.pbn")[0]
    assert board.deal is None and board.tag("Deal").startswith("N:K999")
    diag = _only(board, "pbn.bad-deal")
    assert diag.severity.value == "error" and "20,009 characters" in diag.message
    assert check(board)[0] == []


def test_numbers_a_5000_digit_score_does_not_stop_a_report() -> None:
    # Issue 18: `report`, `stats` and `archive add` read [Score] too.
    from hakem.reports.records import board_context, board_row
    text = _game(1, f'[Declarer "N"]\n[Contract "2S"]\n[Result "8"]\n[Vulnerable "None"]\n[Score "{HUGE}"]\n')
    board = pbn.loads(text, "s.pbn")[0]
    row = board_row(board, board_context(board, "s.pbn", 0), 0)
    assert row["score_ns_table"] is None and row["contract"] == "2S"


def test_numbers_a_5000_digit_result_carried_through_lin_is_kept_as_a_tag() -> None:
    # Fuzz seed 252: a PBN [Result] of 5,000 digits written as LIN (where hakem carries
    # it in a note) and read back raised int()'s ValueError in lin_carry.
    board = pbn.loads(_game(1, f'[Result "{HUGE}"]\n'), "huge-result.pbn")[0]
    [back] = lin.loads(lin.dumps([board]), "huge-result.lin")
    assert back.number == 1 and back.auction is not None
    assert back.result is None  # as the PBN reader: no result of 5,000 digits
    assert any(t.name == "Result" and t.value == HUGE for t in back.tags)
