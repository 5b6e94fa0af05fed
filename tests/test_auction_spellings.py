"""What real files write in an auction: other spellings of the calls, and placeholders
for calls the file hides (issue 16). A call read in the wrong seat would blame a player
for the record: a double after a hidden opening bid is no "double without bid"."""

from __future__ import annotations

import pytest

from hakem.laws.detect import check
from hakem.model.calls import DOUBLE, PASS, REDOUBLE, Call
from hakem.model.irregularity import IrregularityKind as K
from hakem.parsers import pbn

DEAL = "N:KJ873.A9.KQ72.A2 QT94.KJ72.AT.954 6.865.543.KQJT86 A52.QT43.J986.73"


def board(auction: str, dealer: str = "N", number: int = 1):  # type: ignore[no-untyped-def]
    text = (f'[Board "{number}"]\n[Dealer "{dealer}"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
            f'[Auction "{dealer}"]\n{auction}\n')
    (only,) = pbn.loads(text)
    return only


@pytest.mark.parametrize("double, redouble", [("dbl", "rdbl"), ("Dbl", "Rdbl"), ("X", "XX")])
def test_law19_other_spellings_of_double_and_redouble_are_read(double: str, redouble: str) -> None:
    got = board(f"1D {double} {redouble} P\nPass Pass")
    calls = [entry.call for entry in got.auction.calls]
    assert calls == [Call.parse("1D"), DOUBLE, REDOUBLE, PASS, PASS, PASS]
    assert [d.code for d in got.diagnostics if d.code == "pbn.bad-call"] == []
    irregularities, _diagnostics = check(got)
    assert irregularities == []


def test_law19_a_lone_d_is_not_read_as_a_double() -> None:
    # A transfer lesson's 3D written without its level: read as a double, it would be a
    # "double of own side" by South.
    got = board("2NT pass D pass 3H pass pass pass")
    assert [d.code for d in got.diagnostics].count("pbn.bad-call") == 1
    irregularities, _diagnostics = check(got)
    assert irregularities == []


def test_law19_a_hidden_call_placeholder_gives_no_double_without_bid() -> None:
    # Bridge Composer's bidding problems hide North's and South's calls as "AC".
    got = board("AC X AC Pass")
    # read as hidden calls (model.calls.UNKNOWN), not as unreadable words
    assert [d.code for d in got.diagnostics].count("pbn.bad-call") == 0
    assert not got.auction.fully_known
    irregularities, diagnostics = check(got)
    assert irregularities == []
    (said,) = [d for d in diagnostics if d.code == "auction.not-checked"]
    assert said.severity.value == "warning" and said.span is not None and said.span.line == 5


def test_law17a_an_auction_with_a_dropped_call_is_not_compared_with_the_declarer() -> None:
    text = ('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Declarer "E"]\n[Contract "1S"]\n'
            f'[Deal "{DEAL}"]\n[Auction "N"]\nAC 1S Pass Pass\nPass\n')
    (got,) = pbn.loads(text)
    irregularities, _diagnostics = check(got)
    assert [i.kind for i in irregularities] == []
    fine = pbn.loads(text.replace("AC 1S", "Pass 1S"))[0]
    assert [i.kind for i in check(fine)[0]] == []  # E bid 1S: the record agrees
    wrong = pbn.loads(text.replace("AC 1S Pass Pass\nPass", "1S Pass Pass\nPass"))[0]
    assert [i.kind for i in check(wrong)[0]] == [K.CONTRACT_MISMATCH]  # N bid it: it does not
