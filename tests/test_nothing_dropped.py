"""No game is swallowed or merged without an error (issue 18, item 3).

An unclosed ``{`` in game 1 that ran to a ``}`` in game 3 swallowed game 2 ("2 records:
2 read", exit 0), and three games without blank lines between them became one board
with warnings. The reader now ends a game at a line that starts another (``[Event``,
``[Board``, ``[Deal``) with an error, and the counts add up.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.model.diagnostics import ParseError, Severity
from hakem.parsers import pbn
from hakem.parsers.files import Accounting, read_path

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def _game(n: int, comment: str = "") -> str:
    return (f'[Event "Club"]\n[Board "{n}"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n{comment}'
            '[Auction "N"]\n1S Pass 2S AP\n')


def _errors(board) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in board.diagnostics if d.severity is Severity.ERROR]


def test_an_unclosed_comment_does_not_swallow_the_next_game(tmp_path: Path) -> None:
    # The reproducer: the '{' of game 1 is closed only in game 3.
    text = _game(1, "{ note that never ends\n") + "\n" + _game(2) + "\n" + _game(3, "{closed at last}\n")
    path = tmp_path / "swallow.pbn"
    path.write_text(text)
    result = read_path(path)
    assert [b.board_id for b in result.boards] == ["1", "2", "3"]
    assert _errors(result.boards[0]) == [("pbn.unclosed-comment", 5, 1)]
    assert "line 9" in result.boards[0].diagnostics[0].message
    assert _errors(result.boards[1]) == [] and result.boards[1].auction is not None
    tally = result.accounting
    assert (tally.records, tally.with_errors, tally.balanced) == (3, 1, True)
    assert str(tally).endswith("; 1 with errors")
    assert result.has_input_errors


def test_games_without_blank_lines_are_split_with_an_error_each() -> None:
    text = _game(1) + _game(2) + _game(3)
    boards = pbn.loads(text, "joined.pbn")
    assert [b.board_id for b in boards] == ["1", "2", "3"]
    assert [_errors(b) for b in boards] == [[], [("pbn.missing-blank-line", 7, 1)],
                                            [("pbn.missing-blank-line", 13, 1)]]
    assert all(len(b.auction.calls) == 6 for b in boards)
    assert not any(d.code == "pbn.duplicate-tag" for b in boards for d in b.diagnostics)


def test_a_deal_list_without_blank_lines_gives_one_board_a_deal() -> None:
    # BEN's test deal lists write one [Deal] a line.
    text = '[Event ""]\n' + "".join(f'[Deal "{DEAL}"]\n' for _ in range(5))
    boards = pbn.loads(text, "deals.pbn")
    assert len(boards) == 5 and all(b.deal is not None for b in boards)
    assert [len(_errors(b)) for b in boards] == [0, 1, 1, 1, 1]


def test_strict_reading_stops_at_a_merged_game() -> None:
    with pytest.raises(ParseError) as info:
        pbn.loads(_game(1) + _game(2), "joined.pbn", strict=True)
    assert (info.value.code, info.value.line) == ("pbn.missing-blank-line", 7)


def test_a_comment_that_closes_inside_its_game_is_untouched() -> None:
    text = _game(1, "{a long comment\n\nwith a blank line and [show S]}\n") + "\n" + _game(2)
    boards = pbn.loads(text)
    assert [b.board_id for b in boards] == ["1", "2"]
    assert [d.code for b in boards for d in b.diagnostics if d.severity is not Severity.INFO] == []
    assert "[show S]" in boards[0].comments[0].text


@pytest.mark.corpus
def test_the_corpus_unclosed_challenge_comments_no_longer_hide_a_board(corpus: Path) -> None:
    # Bridge Composer challenge files where '{ 2D 10 3C 9 ...' is never closed: board 11
    # (and 100) used to vanish into board 10 (99) with duplicate-tag warnings only.
    for name, hidden in (("Challenges__oct13_feb23_nov23_jun24.pbn", "11"),
                         ("Challenges__pav_second120.pbn", "100")):
        boards = pbn.load(corpus / "pbn" / "ben" / name)
        ids = [b.board_id for b in boards]
        assert hidden in ids, name
        before = boards[ids.index(hidden) - 1]
        assert [d.code for d in before.diagnostics if d.severity is Severity.ERROR] == ["pbn.unclosed-comment"]
        tally = Accounting()
        for board in boards:
            tally.add_board(board)
        assert tally.balanced and tally.with_errors >= 1
