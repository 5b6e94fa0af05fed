"""The PBN reader over every real file in ../shared/corpus/pbn (skipped when absent).

What must hold: no exception escapes; every game yields a board; every diagnostic
has a file, line and column; play records from clean sources replay legally; and
writing then re-reading gives the same boards.
"""

from __future__ import annotations

import collections
import re
from pathlib import Path

import pytest

from hakem.model.board import Board
from hakem.parsers import pbn
from hakem.parsers.source import read_source

pytestmark = pytest.mark.corpus


@pytest.fixture(scope="module")
def boards(corpus: Path, corpus_read) -> tuple[tuple[str, tuple[Board, ...]], ...]:  # type: ignore[no-untyped-def]
    """Every .pbn file under corpus/pbn, from the session's one read of the corpus."""
    root = corpus / "pbn"
    return tuple((r.path, tuple(r.boards)) for r in corpus_read
                 if Path(r.path).suffix == ".pbn" and Path(r.path).is_relative_to(root))


def _independent_game_count(text: str) -> int:
    """Games counted without hakem: brace-aware blank-line chunks holding a tag."""
    count, in_brace, chunk_has_tag, chunk = 0, False, False, False
    for line in text.split("\n"):
        if not in_brace and not line.strip():
            count += chunk and chunk_has_tag
            chunk = chunk_has_tag = False
            continue
        chunk = True
        stripped = re.sub(r'"[^"]*"', '""', line)
        if not in_brace and re.search(r"\[\s*[A-Za-z]", stripped.split(";")[0].split("{")[0]):
            chunk_has_tag = True
        for ch in stripped:
            if ch == "{":
                in_brace = True
            elif ch == "}":
                in_brace = False
    return count + (chunk and chunk_has_tag)


def test_every_game_of_every_file_becomes_a_board(boards, corpus) -> None:  # type: ignore[no-untyped-def]
    total = 0
    for path, read in boards:
        expected = _independent_game_count(read_source(path).text)
        tagged = [b for b in read if b != Board() or b.diagnostics]
        assert len(tagged) >= expected, path
        total += len(read)
    assert total >= 22_500


def test_every_diagnostic_names_file_line_and_column(boards) -> None:  # type: ignore[no-untyped-def]
    for path, read in boards:
        for board in read:
            for diag in board.diagnostics:
                assert diag.span is not None and diag.span.path == path, diag
                assert diag.span.line >= 1 and diag.span.column >= 1, diag


def test_no_board_needed_the_internal_error_safety_net(boards) -> None:  # type: ignore[no-untyped-def]
    codes = collections.Counter(d.code for _, read in boards for b in read for d in b.diagnostics)
    assert codes["pbn.internal-error"] == 0


@pytest.mark.parametrize("source", ["ben", "pbntools", "endplay/tests__pbn__example2.pbn"])
def test_clean_sources_replay_legally(boards, source: str) -> None:  # type: ignore[no-untyped-def]
    replayed = legal = 0
    for path, read in boards:
        if f"/pbn/{source}" not in path:
            continue
        for board in read:
            if board.replay is None or not board.replay.tricks:
                continue
            replayed += 1
            legal += board.replay.legal
    assert replayed > 0 and legal == replayed


def test_write_then_read_gives_the_same_boards(boards) -> None:  # type: ignore[no-untyped-def]
    compared = 0
    for path, read in boards:
        again = pbn.loads(pbn.dumps(read))
        assert len(again) == len(read), path
        for before, after in zip(read, again):
            assert before == after, (path, before.span)
            compared += 1
    assert compared >= 22_500
