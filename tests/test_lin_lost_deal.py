"""A LIN board that lost its deal is an error, never warnings only (issue 18).

The fuzzer's seeds 5024 and 5103 left a board that had calls and cards but no deal
with ``lin.unreadable``/``lin.no-deal`` warnings: ``hakem check`` passed the file (exit
0) although nothing on the board could be checked. The reproducers below are those
seeds cut down to one short board each. A sweep of the LIN corpus (1,155 files, 1,261
boards, see benchmarks/README.md) found no real board without a deal, so the error
costs real files nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, strategies as st

from hakem.cli.main import cli
from hakem.model.diagnostics import ParseError, Severity
from hakem.parsers import lin
from hakem.parsers.files import read_path

HANDS = "S8TJAH379TD48C4QA,S5H256D236TJKC39T,S2347KH48JKADC258,"
PLAY = "mb|1S|mb|p|mb|p|mb|p|pg||pc|C6|pc|CQ|pc|C3|pc|C2|pg||"

# Seed 5024: a byte flip turned BBO's "st||md|" into "st| md|": md is now the value of
# st, and the hands that followed are text that is no key|value| pair.
BAR_LOST = f"pn|ann,bob,cy,dee|st| md|3{HANDS}|rh||ah|Board 9|sv|e|{PLAY}\n"
# A vugraph table whose md| is missing altogether (the open room here).
VUGRAPH_WITHOUT_MD = (f"vg|Final,Seg 1,I,1,16,Red,0,Blue,0|pn|a,b,c,d,e,f,g,h|qx|o1|{PLAY}"
                      f"qx|c1|md|3{HANDS}|{PLAY}\n")


def _errors(board) -> list[str]:
    return [d.code for d in board.diagnostics if d.severity is Severity.ERROR]


def test_lin_a_board_whose_md_lost_its_bar_is_an_error() -> None:
    [board] = lin.loads(BAR_LOST, "seed5024.lin")
    assert board.deal is None and board.auction is not None
    assert _errors(board) == ["lin.no-deal"]
    error = next(d for d in board.diagnostics if d.code == "lin.no-deal")
    assert "board 9" in error.message and "no deal" in error.message
    assert (error.span.line, error.span.column) == (1, 1)  # the board's first command


def test_lin_a_vugraph_table_without_md_is_kept_and_counted_as_an_error() -> None:
    boards = lin.loads(VUGRAPH_WITHOUT_MD, "vugraph.lin")
    assert [(b.number, b.deal is not None) for b in boards] == [(1, False), (1, True)]
    assert _errors(boards[0]) == ["lin.no-deal"]
    assert "open room" in next(d.message for d in boards[0].diagnostics if d.code == "lin.no-deal")
    assert _errors(boards[1]) == []  # the closed room, with its deal, is untouched


def test_lin_an_unreadable_md_gives_one_error_not_two() -> None:
    # Seed 5103's mutation without its UTF-16 junk: "pc|SA^L|" inserted in the md value.
    text = f"pn|ann,bob,cy,dee|st||md|3S8TJAH379 pc|SA^L| TD48C4QA,S5H256D236TJKC39T,S2347KH48JKADC258,|ah|Board 5|{PLAY}"
    [board] = lin.loads(text, "seed5103.lin")
    assert board.deal is None
    assert _errors(board) == ["lin.bad-deal"]


def test_lin_a_board_with_neither_deal_nor_play_gets_no_lost_deal_error() -> None:
    # A heading alone is no record that lost anything.
    [board] = lin.loads("ah|Board 3|sv|o|", "heading.lin")
    assert board.deal is None and board.auction is None
    assert "lin.no-deal" not in [d.code for d in board.diagnostics]


def test_lin_strict_reading_stops_at_a_board_without_deal() -> None:
    # (Strict reading already stops at the unreadable text; without it, at the lost deal.)
    with pytest.raises(ParseError) as raised:
        lin.loads(f"ah|Board 9|{PLAY}", "nodeal.lin", strict=True)
    assert raised.value.code == "lin.no-deal"


def test_lin_check_exits_1_and_counts_the_board_with_errors(tmp_path: Path) -> None:
    path = tmp_path / "seed5024.lin"
    path.write_text(BAR_LOST)
    result = CliRunner().invoke(cli, ["check", str(path), "--no-claim-analysis"])
    assert result.exit_code == 1, result.output
    assert "[lin.no-deal]" in result.output
    assert "1 board:" in result.output and "1 with errors" in result.output
    files = read_path(path)
    assert len(files.boards) == 1 and _errors(files.boards[0]) == ["lin.no-deal"]


@given(number=st.integers(1, 99), calls=st.lists(st.sampled_from(["1S", "p", "d", "2H", "3N"]), min_size=1, max_size=8),
       cards=st.integers(0, 4))
def test_lin_any_board_that_loses_its_md_is_an_error_and_keeps_the_rest(number: int, calls: list[str],
                                                                          cards: int) -> None:
    play = "".join(f"pc|{c}|" for c in ["C6", "CQ", "C3", "C2"][:cards])
    body = f"ah|Board {number}|" + "".join(f"mb|{c}|" for c in calls) + play
    [dealt] = lin.loads(f"pn|a,b,c,d|md|3{HANDS}|{body}", "dealt.lin")
    [lost] = lin.loads(f"pn|a,b,c,d|{body}", "lost.lin")
    assert "lin.no-deal" not in _errors(dealt)
    assert _errors(lost) == ["lin.no-deal"]
    assert lost.number == dealt.number == number
    assert [c.call for c in lost.auction.calls] == [c.call for c in dealt.auction.calls]
