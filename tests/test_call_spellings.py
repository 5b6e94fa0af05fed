"""Calls as real files write them, and auctions with gaps (issue 16).

Baker Bridge lessons write ``dbl``/``Dbl``/``Rdbl``, Bridge Composer's bidding
challenges ``P`` and ``AC`` (a call not shown). A hidden call is an *unknown call* in
the model; an auction holding one, or a word the reader had to leave out, is not
checked against the Laws: the gap would otherwise pass for an irregularity (``AC X``
read without its ``AC`` is a double without a bid).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.laws.detect import check
from hakem.model.auction import Auction, AuctionCall
from hakem.model.calls import DOUBLE, PASS, REDOUBLE, UNKNOWN, Call, CallKind
from hakem.model.seat import Seat
from hakem.parsers import lin, pbn

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
LIN_MD = "md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"


def _pbn(auction: str, tags: str = "", dealer: str = "N") -> object:
    text = f'[Board "1"]\n[Dealer "{dealer}"]\n[Deal "{DEAL}"]\n{tags}[Auction "{dealer}"]\n{auction}\n'
    return pbn.loads(text, "calls.pbn")[0]


def _calls(board) -> list[str]:
    return [str(e.call) for e in board.auction.calls]


def _codes(items) -> list[str]:
    return [getattr(i, "code", None) or i.kind.value for i in items]


@pytest.mark.parametrize("written, call", [
    ("dbl", DOUBLE), ("Dbl", DOUBLE), ("DBL", DOUBLE), ("rdbl", REDOUBLE), ("Rdbl", REDOUBLE),
    ("P", PASS), ("p", PASS),
])
def test_calls_baker_and_bridge_composer_spellings_are_read(written: str, call: Call) -> None:
    auction = {DOUBLE: f"1H {written} Pass Pass Pass", REDOUBLE: f"1H X {written} Pass Pass Pass",
               PASS: f"1H {written} Pass Pass"}[call]
    board = _pbn(auction)
    assert [d.code for d in board.diagnostics if d.severity.value != "info"] == []
    assert call in [e.call for e in board.auction.calls]
    assert board.auction.fully_known


def test_calls_a_double_spelt_dbl_keeps_the_seats_so_the_contract_agrees() -> None:
    # Baker Bridge 100 Deals: with 'dbl' left out, 4S moved to East and [Contract] "disagreed".
    board = _pbn("1D dbl pass 2D pass 2H pass 2S pass 4S pass pass pass",
                 '[Declarer "S"]\n[Contract "4S"]\n', dealer="W")
    assert [d.code for d in board.diagnostics] == []
    assert board.auction.contract().declarer is Seat.S
    assert board.auction.calls[1].seat is Seat.N and board.auction.calls[1].call is DOUBLE


def test_calls_ac_is_an_unknown_call_in_its_own_seat() -> None:
    board = _pbn("AC 2H AC P")
    assert _calls(board) == ["AC", "2H", "AC", "Pass"]
    assert [e.seat for e in board.auction.calls] == [Seat.N, Seat.E, Seat.S, Seat.W]
    assert board.auction.calls[0].call is UNKNOWN and UNKNOWN.kind is CallKind.UNKNOWN
    assert not UNKNOWN.is_known and not UNKNOWN.is_bid and not UNKNOWN.is_pass
    assert board.diagnostics == ()
    assert board.contract is None  # a hidden call may have been any bid


def test_calls_no_double_without_a_bid_is_derived_from_a_hidden_call() -> None:
    board = _pbn("AC X Pass Pass Pass")
    found, diags = check(board)
    assert found == []
    assert _codes(diags) == ["auction.not-checked"]
    assert diags[0].severity.value == "warning"  # shown with -v: the TD learns the auction was not checked


def test_calls_an_unreadable_word_stops_every_consistency_check_on_the_auction() -> None:
    # '1NTpass3H' (Baker Bridge) is three calls run together; left out, the calls after
    # it sit in the wrong seats, so neither the contract nor the Laws can be checked.
    board = _pbn("1S pass 1NTpass3H pass pass pass", '[Declarer "S"]\n[Contract "3H"]\n')
    assert _codes(board.diagnostics) == ["pbn.bad-call"]
    assert board.auction.unreadable == 1 and not board.auction.fully_known
    found, diags = check(board)
    assert found == [] and _codes(diags) == ["auction.not-checked"]


def test_calls_a_broken_annotation_is_not_a_missing_call() -> None:
    board = _pbn("5C =1 X P P P")
    assert board.auction.unreadable == 0 and board.auction.fully_known
    assert _calls(board) == ["5C", "X", "Pass", "Pass", "Pass"]


def test_calls_the_same_auction_with_the_word_read_is_checked() -> None:
    found, _ = check(_pbn("1S Pass 1C Pass Pass Pass"))
    assert [i.kind.value for i in found] == ["insufficient-bid"]


def test_calls_lin_unknown_and_unreadable_calls_keep_their_seat() -> None:
    text = f"pn|a,b,c,d|{LIN_MD}ah|Board 1|mb|1S|mb|?|mb|zz|mb|d|mb|p|mb|p|mb|p|"
    board = lin.loads(text, "calls.lin")[0]
    assert _calls(board) == ["1S", "AC", "AC", "X", "Pass", "Pass", "Pass"]
    assert [e.seat for e in board.auction.calls][:4] == [Seat.N, Seat.E, Seat.S, Seat.W]
    bad = [d for d in board.diagnostics if d.code == "lin.bad-call"]
    assert len(bad) == 1 and "unknown call" in bad[0].message and bad[0].span.column > 1
    assert board.contract is None
    found, diags = check(board)
    assert found == [] and "auction.not-checked" in _codes(diags)


def test_calls_unknown_calls_survive_writing_pbn_and_lin() -> None:
    board = _pbn("1H AC P")
    again = pbn.loads(pbn.dumps([board]))[0]
    assert _calls(again) == ["1H", "AC", "Pass"]
    assert again.auction == board.auction
    via_lin = lin.loads(lin.dumps([board]))[0]
    assert _calls(via_lin) == ["1H", "AC", "Pass"]


def test_calls_an_auction_ends_only_where_the_known_calls_say() -> None:
    def auction(*words: str) -> Auction:
        seats = [Seat.N, Seat.E, Seat.S, Seat.W] * 3
        return Auction(Seat.N, tuple(AuctionCall(UNKNOWN if w == "AC" else Call.parse(w), s)
                                     for w, s in zip(words, seats)))
    assert auction("AC", "P", "P", "P").end_index() is None  # AC may have been a pass
    assert auction("1H", "AC", "P", "P", "P").end_index() == 4
    assert auction("1H", "AC", "P", "P", "P").contract() is None
    assert auction("1H", "P", "P", "P", "AC").contract() is not None  # after the end


@pytest.mark.corpus
def test_calls_bridge_composer_challenges_give_no_unread_calls_and_no_findings(corpus: Path) -> None:
    files = sorted(corpus.glob("pbn/ben/Challenges__*.pbn"))
    assert files
    hidden = 0
    for path in files:
        for board in pbn.load(path):
            assert not [d for d in board.diagnostics if d.code == "pbn.bad-call"
                        and ("'AC'" in d.message or "'P'" in d.message)], str(path)
            if board.auction is not None and not board.auction.fully_known:
                hidden += 1
                found, _ = check(board)
                assert not [i for i in found if i.kind.value == "inadmissible-double"]
    assert hidden > 50
