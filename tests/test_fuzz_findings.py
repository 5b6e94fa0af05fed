"""Minimal reproductions of what the fuzzer (tests/fuzz/mutate.py) found in code owned by
others; each is marked xfail with its cause until the owner fixes it (then it passes and
the marker goes)."""

from __future__ import annotations

import pytest

from hakem.laws.detect import check
from hakem.model.seat import Seat
from hakem.parsers import pbn

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def test_a_revoke_followed_by_a_card_not_held_in_the_same_trick_is_checked() -> None:
    board = pbn.loads(f'[Board "1"]\n[Dealer "N"]\n[Declarer "S"]\n[Contract "4S"]\n'
                      f'[Deal "{DEAL}"]\n[Play "W"]\nHA C2 SA H2\n', "revoke.pbn")[0]
    # West leads a heart; North, holding hearts, discards a club (a revoke); East then
    # plays a spade ace he does not hold, which stops the replay mid-trick.
    found, _diags = check(board)
    revokes = [(i.offender, i.position.trick if i.position else None) for i in found
               if i.kind.value == "revoke"]
    assert revokes == [(Seat.N, 1)]  # the revoke before the bad card is still found
    assert any(d.code == "play.card-not-held" and "E plays SA" in d.message
               for d in board.diagnostics)  # and the card East does not hold is reported
