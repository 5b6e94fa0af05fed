"""Splitting PBN text into games: a game ends at a semi-empty line, except inside
a ``{}`` comment (PBN 2.1 section 2)."""

from __future__ import annotations

import re

from hypothesis import given, strategies as st

from hakem.parsers.pbn_split import Chunk, _split_lines, split_games, split_joined


def _by_lines(text: str) -> list[tuple[str, int]]:
    """The definition, line by line: runs of lines with text, and where each starts."""
    out, run, first = [], [], 0
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            if not run:
                first = number
            run.append(line)
        elif run:
            out.append(("\n".join(run), first))
            run = []
    if run:
        out.append(("\n".join(run), first))
    return out


# Text without braces, built from pieces that make every kind of line boundary.
_PIECES = st.sampled_from(["\n", " ", "\t", "[Board \"1\"]", "x", "\n\n", " \n", "\x0b", "\xa0", "\u2028", ";c"])


@given(st.lists(_PIECES, max_size=30).map("".join))
def test_games_without_braces_are_the_runs_of_lines_with_text(text: str) -> None:
    assert [(c.text, c.line) for c in split_games(text)] == _by_lines(text)


@given(st.lists(_PIECES, max_size=30).map("".join))
def test_the_line_walker_for_brace_files_agrees_with_the_gap_search(text: str) -> None:
    # Files holding a '{' are walked line by line (as places in the text, no list of
    # lines); on text without braces the walk must give the gap search's games.
    walked = list(_split_lines(text, 0, 1))
    assert walked == list(split_games(text))
    assert [(c.text, c.line) for c in walked] == _by_lines(text)


@given(st.lists(_PIECES, max_size=30).map("".join), st.lists(_PIECES, max_size=10).map("".join))
def test_a_closed_one_line_comment_changes_no_game_boundary(before: str, after: str) -> None:
    text = before + "{c}" + after  # a '{' that closes on its line hides no blank line
    assert [(c.text, c.line) for c in split_games(text)] == _by_lines(text)
    assert not any(c.unclosed_brace for c in split_games(text))


def test_leading_and_trailing_blank_lines_are_not_games() -> None:
    text = "  \n\n[Board \"1\"]\n[Dealer \"N\"]\n \t\n\n[Board \"2\"]\n   "
    assert list(split_games(text)) == [Chunk('[Board "1"]\n[Dealer "N"]', 3), Chunk('[Board "2"]', 7)]


def test_a_blank_line_inside_a_brace_comment_does_not_end_the_game() -> None:
    text = '[Board "1"]\n{a comment\n\nwith a blank line}\n[Dealer "N"]\n\n[Board "2"]'
    chunks = list(split_games(text))
    assert [c.line for c in chunks] == [1, 7]
    assert chunks[0].text.endswith('[Dealer "N"]') and not chunks[0].unclosed_brace


def test_a_brace_in_a_string_or_after_a_semicolon_opens_nothing() -> None:
    text = '[Event "{not a comment"]\n; nor {this\n\n[Board "2"]'
    assert [c.line for c in split_games(text)] == [1, 4]


def test_an_unclosed_brace_runs_to_the_end_and_is_flagged() -> None:
    # (Before issue 18 the text here ended with a [Board "2"] line, swallowed by the
    # comment; such a line now ends the game: see the next test.)
    chunks = list(split_games('[Board "1"]\n{never closed\n\n[Dealer "N"]\n'))
    assert len(chunks) == 1 and chunks[0].unclosed_brace and chunks[0].text.endswith("\n")
    assert chunks[0].brace == (2, 1) and chunks[0].runs_into is None


def test_an_unclosed_brace_ends_at_the_next_game_instead_of_swallowing_it() -> None:
    # Issue 18: a '{' never closed in game 1 ran to a '}' in game 3, and game 2 vanished.
    text = ('[Board "1"]\n[Dealer "N"] {oops\n\n[Event ""]\n[Board "2"]\n\n'
            '[Board "3"]\n{fine}\n')
    chunks = list(split_games(text))
    assert [c.line for c in chunks] == [1, 4, 7]
    assert chunks[0].unclosed_brace and chunks[0].brace == (2, 14) and chunks[0].runs_into == 4
    assert chunks[1].text == '[Event ""]\n[Board "2"]' and not chunks[1].unclosed_brace
    assert not chunks[2].unclosed_brace


def test_a_game_line_inside_a_closed_comment_also_ends_the_game() -> None:
    text = '[Board "1"]\n{see\n[Board "2"] below}\n[Dealer "N"]'
    chunks = list(split_games(text))
    assert [c.line for c in chunks] == [1, 3] and chunks[0].runs_into == 3


def test_a_brace_comment_holding_bracketed_words_is_one_game() -> None:
    text = '[Board "1"]\n{Lesson\n\n[show S]\n[BID 3NT]\n[NEXT]}\n[Dealer "N"]'
    chunks = list(split_games(text))
    assert len(chunks) == 1 and not chunks[0].unclosed_brace


_STARTS_GAME = re.compile(r'\[\s*(Event|Board|Deal)\s*"')
_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"')
_BEFORE = {"Event": (), "Board": ("Event", "Site", "Date"),
           "Deal": ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable")}


def _games_by_lines(text: str) -> list[tuple[str, int]]:
    """The definition for a chunk holding games without blank lines between them: a line
    starting with a game's [Event], [Board] or [Deal] tag that its game already has starts
    a new game, which takes with it the tag lines just before it that the game had already
    or that come before that tag in PBN's order."""
    out, run, first = [], [], 1
    for number, line in enumerate(text.split("\n"), start=1):
        m = _STARTS_GAME.match(line)
        if m and any((t := _STARTS_GAME.match(old)) and t.group(1) == m.group(1) for old in run):
            keep = len(run)
            while keep > 1 and (t := _TAG.match(run[keep - 1])) and (t.group(1) in _BEFORE[m.group(1)] or any(
                    (u := _TAG.match(old)) and u.group(1) == t.group(1) for old in run[:keep - 1])):
                keep -= 1
            out.append(("\n".join(run[:keep]), first))
            run, first = run[keep:], first + keep
        run.append(line)
    out.append(("\n".join(run), first))
    return out


_GAME_PIECES = st.sampled_from(['[Event ""]', '[Board "1"]', '[Deal "N:"]', '[Site "s"]', '[Dealer "N"]',
                                '[Auction "N"]', "Pass", '[ Board "2"]', "x [Board \"3\"]"])


@given(st.lists(_GAME_PIECES, min_size=1, max_size=25).map("\n".join))
def test_games_without_blank_lines_are_cut_where_a_game_tag_repeats(text: str) -> None:
    pieces = split_joined(Chunk(text, 5))
    assert [(c.text, c.line - 4) for c in pieces] == _games_by_lines(text)
    assert [c.joined for c in pieces] == [False] + [True] * (len(pieces) - 1)


def test_games_without_blank_lines_take_their_header_tags_along() -> None:
    text = ('[Event "e"]\n[Board "1"]\n[Deal "N:..."]\n[Auction "N"]\nPass\n'
            '[Site "s"]\n[Board "2"]\n[Deal "N:..."]\n[Event "e"]\n[Board "3"]')
    pieces = split_joined(Chunk(text, 1))
    assert [(c.line, c.joined) for c in pieces] == [(1, False), (6, True), (9, True)]
    assert pieces[0].text.endswith("Pass") and pieces[1].text.startswith('[Site "s"]')
