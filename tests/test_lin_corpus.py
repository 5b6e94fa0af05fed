"""Sweeps over the real LIN files in ../shared/corpus/lin (skipped when absent)."""

from __future__ import annotations

import collections
import re
from pathlib import Path

import pytest

from hakem.model.diagnostics import Severity
from hakem.parsers import lin
from hakem.parsers.files import FileResult

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
LIN_DIR = CORPUS / "lin"

pytestmark = [
    pytest.mark.corpus,
    pytest.mark.skipif(not LIN_DIR.is_dir(), reason="../shared/corpus is not available"),
]


_READ: list[tuple[Path, FileResult]] = []


@pytest.fixture(scope="module", autouse=True)
def _lin_files(corpus_read) -> None:  # type: ignore[no-untyped-def]
    """The .lin files under corpus/lin, from the session's one read of the corpus."""
    _READ[:] = [(Path(r.path), r) for r in corpus_read
                if Path(r.path).suffix == ".lin" and Path(r.path).is_relative_to(LIN_DIR)]


def corpus() -> tuple[tuple[Path, FileResult], ...]:
    return tuple(_READ)


def test_every_file_reads_without_an_exception_and_every_deal_is_a_board():
    files = corpus()
    assert len(files) == 1155
    for path, result in files:
        text = path.read_bytes().decode("utf-8", "replace")
        deals = len(re.findall(r"md\|[1-4]", text))  # every dealt board, as formats.md counts them
        assert len(result.boards) == deals, path
    assert sum(len(r.boards) for _, r in files) == 1261


def test_every_diagnostic_names_file_line_and_column():
    for path, result in corpus():
        for diag in result.all_diagnostics:
            assert diag.span is not None and diag.span.path == str(path)
            assert diag.span.line >= 1 and diag.span.column >= 1
        for board in result.boards:
            assert board.span is not None and board.span.path == str(path)


def test_vugraph_boards_come_out_with_both_rooms():
    # Vugraph archives name both rooms' players in one 8-name pn header.
    vugraph = [(p, r) for p, r in corpus() if any(b.tag("LIN_pn") for b in r.boards)]
    assert len(vugraph) == 4
    assert sum(len(r.boards) for _, r in vugraph) == 102
    for path, result in vugraph:
        rooms = collections.defaultdict(set)
        for board in result.boards:
            rooms[board.number].add(board.tag("Room"))
            assert board.deal is not None and board.deal.is_complete
            assert len(board.players) == 4
        if "Pairs" in (result.boards[0].tag("Event") or ""):
            continue  # a pairs event: one table per board is on vugraph
        assert all(r == {"Open", "Closed"} for r in rooms.values()), path


def test_rooms_of_one_vugraph_board_share_the_deal():
    for _, result in corpus():
        deals = collections.defaultdict(set)
        for board in result.boards:
            if board.tag("Room"):
                deals[board.number].add(board.deal)
        assert all(len(d) == 1 for d in deals.values())


def test_play_replays_legally_for_every_complete_record():
    complete = 0
    for path, result in corpus():
        for board in result.boards:
            if board.replay is not None and board.replay.complete:
                complete += 1
                assert board.replay.legal, (path, board.number)
    assert complete >= 680


def test_trick_counts_agree_with_mc_or_a_diagnostic_names_the_board():
    checked = 0
    for path, result in corpus():
        for board in result.boards:
            rep = board.replay
            if rep is None or not rep.complete or board.result is None:
                continue
            checked += 1
            counted = rep.won[board.declarer.side]
            if counted != board.result:
                assert any(d.code == "lin.claim-mismatch" and f"board {board.number}" in d.message
                           for d in board.diagnostics), (path, board.number)
    assert checked >= 680


def test_no_warnings_beyond_the_known_movie_and_unfinished_records():
    counts = collections.Counter(d.code for _, r in corpus() for d in r.all_diagnostics
                                 if d.severity is not Severity.INFO)
    # The only warnings are the teaching movie's unnamed cards (pc|h|, pc|s2hdc|).
    assert set(counts) <= {"lin.bad-card"}


def test_lin_to_lin_round_trip_over_the_corpus():
    for path, result in corpus():
        again = lin.loads(lin.dumps(result.boards))
        assert again == result.boards, path


def _view(board, with_alerts: bool):  # type: ignore[no-untyped-def]
    calls = None
    if board.auction is not None:
        calls = [(c.call, c.seat) + ((c.alert, c.explanation) if with_alerts else ())
                 for c in board.auction.calls]
    play = None
    if board.play is not None:
        play = (board.play.first, [[(c.card, c.seat) if c else None for c in row]
                                   for row in board.play.rows])
    return (board.deal, board.dealer, board.vulnerability, calls, play, board.contract,
            board.declarer, board.result, board.players)


def _pbn():  # type: ignore[no-untyped-def]
    return pytest.importorskip("hakem.parsers.pbn")


def test_lin_to_pbn_keeps_deal_auction_play_result_and_players():
    pbn = _pbn()
    for path, result in corpus():
        back = pbn.loads(pbn.dumps(result.boards))
        assert [_view(b, False) for b in back] == [_view(b, False) for b in result.boards], path


def _as_pbn_can_say(view):  # type: ignore[no-untyped-def]
    """PBN has no "explained but not alerted": a note makes a call alerted. BBO's
    self-explanations (``an`` after a call without ``!``) come back as alerts."""
    deal, dealer, vul, calls, *rest = view
    if calls is not None:
        calls = [(c, s, alert or explanation is not None, explanation)
                 for c, s, alert, explanation in calls]
    return (deal, dealer, vul, calls, *rest)


def test_lin_to_pbn_keeps_alerts_and_explanations():
    pbn = _pbn()
    for path, result in corpus():
        back = pbn.loads(pbn.dumps(result.boards))
        assert [_view(b, True) for b in back] == \
            [_as_pbn_can_say(_view(b, True)) for b in result.boards], path



def test_lin_to_pbn_keeps_the_claim_mark():
    pbn = _pbn()
    for path, result in corpus():
        back = pbn.loads(pbn.dumps(result.boards))
        assert [b.play.ending if b.play else None for b in back] == \
            [b.play.ending if b.play else None for b in result.boards], path
