"""Words that are no call or card are lexed as one run (issue 18, item 2).

A record of 330,000 bad calls used to be 330,000 tokens (2 s a megabyte); a run of
them is now one token, which the reader reports word by word, under the record's
bound. The run must stop exactly where the next call, card, mark or annotation
starts: reading any section must give what the one-word-a-token grammar gave.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from hakem.parsers import pbn
from hakem.parsers import pbn_grammar
from hakem.parsers.possessive import portable_grammar

ONE_WORD = r'/[^\s\[\]{};"%]+/'


def _one_word_parser():
    """The grammar as it was: each junk word a token of its own."""
    text = portable_grammar(pbn_grammar.grammar_text())
    text, n = re.subn(r"^(AJUNK\.-1|PJUNK\.-1): .*$", lambda m: f"{m.group(1)}: {ONE_WORD}", text,
                      flags=re.MULTILINE)
    assert n == 2
    return pbn_grammar.build_parser(text)


_OLD = None


def _read(text: str, parser=None) -> list:
    if parser is None:
        return pbn.loads(text, "s.pbn")
    import hakem.parsers.pbn as module
    real = module.pbn_parser
    module.pbn_parser = lambda: parser
    try:
        return pbn.loads(text, "s.pbn")
    finally:
        module.pbn_parser = real


def _summary(boards: list) -> list:
    out = []
    for b in boards:
        out.append((str(b.auction.calls) if b.auction else None, str(b.play.rows) if b.play else None,
                    b.auction.unreadable if b.auction else None,
                    [(d.code, d.message, tuple(d.span)) for d in b.diagnostics],
                    [(c.text, c.anchor) for c in b.comments]))
    return out


_AUCTION_WORDS = ["1S", "pass", "Pass", "X", "xx", "AP", "all pass", "ac", "dbl", "p", "Z9", "zz", "1Z",
                  "-", "*", "+", "!", "?!", "=1=", "=1", "$2", "$x", "^I", "^S", "^X", "1S!", "Z9-1S",
                  "{c}", ";c\n", "\n", "  ", "1NTpass3H", "all", "passx", "7N", "8C"]
_PLAY_WORDS = ["SA", "h2", "C10", "-", "--", "*", "+", "^R", "^L", "^Q", "SX", "zz", "S", "=2=", "$1", "!",
               "{c}", "\n", "HQ*", "x-", "DK!"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_AUCTION_WORDS), max_size=25), st.lists(st.sampled_from(_PLAY_WORDS), max_size=25))
def test_junk_runs_read_every_section_as_single_junk_words_did(auction: list[str], play: list[str]) -> None:
    global _OLD
    if _OLD is None:
        _OLD = _one_word_parser()
    text = ('[Board "1"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
            f'[Auction "N"]\n{" ".join(auction)}\n[Contract "1S"]\n[Declarer "N"]\n[Play "E"]\n{" ".join(play)}\n')
    assert _summary(_read(text)) == _summary(_read(text, _OLD))


def test_junk_runs_a_megabyte_of_bad_calls_is_read_in_well_under_a_second() -> None:
    import time
    text = '[Board "1"]\n[Auction "N"]\n1S Pass ' + "Z9 " * 330_000 + "\n"
    started = time.process_time()
    board = pbn.loads(text, "junk.pbn")[0]
    assert time.process_time() - started < 5  # was 7 s before the runs and the bound
    assert len(board.diagnostics) == 101
    last = board.diagnostics[-1]
    assert last.code == "pbn.more-diagnostics" and "329,900 more" in last.message
    assert board.auction.unreadable == 330_000
    assert [str(e.call) for e in board.auction.calls] == ["1S", "Pass"]
