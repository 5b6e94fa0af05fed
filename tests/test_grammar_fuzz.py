"""Strings generated from hakem's own grammars never crash the readers.

``hypothesis.extra.lark.from_lark`` writes text the grammar accepts (random tags,
sections, LIN pairs, marker comments, claim clauses). Such text is often
nonsense as bridge; the readers may answer with diagnostics, never with an
exception, and every error they report carries a file position.
"""

from __future__ import annotations

import string

import hypothesis.strategies as st
from hypothesis import HealthCheck, given, settings
from hypothesis.extra.lark import from_lark
from lark import Lark

from hakem.analysis.claim_statement import parse_statement, split_clauses
from hakem.laws.detect import check
from hakem.laws.engine import Settings, rule
from hakem.model.board import Board, Comment
from hakem.model.diagnostics import Severity
from hakem.model.irregularity import Origin
from hakem.parsers import lin, pbn
from hakem.parsers.jsonout import board_to_dict
from hakem.parsers.markers import MAX_MARKER_CHARS, MarkerError, parse_markers

FAST = Settings(claim_analysis=False)
QUICK = settings(max_examples=40, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# Mostly the characters real files use (so generated text has structure), plus a
# few that real files should not have.
TEXTISH = st.sampled_from(string.ascii_letters + string.digits + " \t\n\"[]{};%|^@=*+-!?$:,.\\"
                          + "éłąß♠♥\x00\u2028")

# ``%import common.WS`` terminals get no strategy of their own when an alphabet is given.
SPACE = {"WS": st.sampled_from([" ", "\t", "\n", "  "])}


def _grammar(name: str, **options) -> Lark:
    return Lark.open_from_package("hakem.parsers.grammars", name, ("",), **options)


PBN = _grammar("pbn.lark", parser="lalr")
LIN = _grammar("lin.lark", parser="lalr")
MARKERS = _grammar("markers.lark", parser="lalr")
CLAIM = _grammar("claim.lark", parser="earley")


def _positioned(board: Board) -> None:
    for diag in board.diagnostics:
        if diag.severity is Severity.ERROR:
            assert diag.span is not None and diag.span.line >= 1 and diag.span.column >= 1, diag


def _through_check(boards: list[Board]) -> None:
    """The rest of ``hakem check``: detection, rulings, JSON, writing both formats."""
    for board in boards:
        _positioned(board)
        found, _diags = check(board)
        for irr in found:
            rule(board, irr, FAST)
        board_to_dict(board)
    if boards:
        pbn.loads(pbn.dumps(boards))
        lin.loads(lin.dumps(boards))


@QUICK
@given(from_lark(PBN, alphabet=TEXTISH))
def test_pbn_text_from_the_grammar_reads_without_crashing(text: str) -> None:
    _through_check(pbn.loads(text, "gen.pbn"))


@QUICK
@given(from_lark(PBN))
def test_pbn_text_with_any_unicode_reads_without_crashing(text: str) -> None:
    _through_check(pbn.loads(text, "gen.pbn"))


@QUICK
@given(st.lists(from_lark(PBN, alphabet=TEXTISH), min_size=1, max_size=4))
def test_several_generated_games_in_one_file_each_become_records(games: list[str]) -> None:
    _through_check(pbn.loads("\n\n".join(games), "gen.pbn"))


@QUICK
@given(from_lark(LIN, alphabet=TEXTISH))
def test_lin_text_from_the_grammar_reads_without_crashing(text: str) -> None:
    result = lin.read_text(text, "gen.lin")
    for diag in result.diagnostics:
        assert diag.span is not None
    _through_check(result.boards)


@QUICK
@given(from_lark(MARKERS, alphabet=TEXTISH, explicit=SPACE))
def test_marker_text_from_the_grammar_parses_or_reports_an_offset(text: str) -> None:
    try:
        specs = parse_markers(text)
    except MarkerError as exc:
        assert 0 <= exc.offset <= len(text)
    else:
        assert specs


@QUICK
@given(from_lark(MARKERS, alphabet=TEXTISH, explicit=SPACE))
def test_marker_comments_on_a_board_become_irregularities_or_diagnostics(text: str) -> None:
    board = pbn.loads('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ '
                      '765.432.AKQJ.T98 432.AKQJ.T98.765"]\n[Auction "N"]\n1S Pass 2S AP\n')[0]
    import dataclasses
    board = dataclasses.replace(board, comments=(Comment(text, "auction:1", True, None),))
    found, diags = check(board)
    for irr in found:
        rule(board, irr, FAST)
    marked = [i for i in found if i.origin is Origin.MARKED]
    codes = {d.code for d in diags}
    if len(text) > MAX_MARKER_CHARS:
        assert not marked and "marker.too-long" in codes
        return
    try:
        specs = parse_markers(text)
    except MarkerError:
        # Unreadable: no irregularity from it, a syntax error instead.
        assert not marked and "marker.syntax" in codes
    else:
        # Readable: each marker becomes exactly one irregularity of its board.
        assert len(marked) == len(specs) and "marker.syntax" not in codes


@QUICK
@given(from_lark(CLAIM, alphabet=TEXTISH, explicit=SPACE))
def test_claim_clauses_from_the_grammar_parse_or_are_kept_unparsed(text: str) -> None:
    statement = parse_statement(text)
    assert statement.text == text
    clauses = split_clauses(text) if text.strip() else []
    # Nothing the claimer said disappears: a clause is read or kept as unparsed.
    assert set(statement.unparsed) <= set(clauses)
    assert len(statement.unparsed) <= len(clauses)
