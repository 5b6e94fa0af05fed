"""Splitting PBN text into games: a game ends at a semi-empty line, except inside
a ``{}`` comment (PBN 2.1 section 2)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from hakem.parsers.pbn_split import Chunk, split_games


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
    chunks = list(split_games('[Board "1"]\n{never closed\n\n[Board "2"]\n'))
    assert len(chunks) == 1 and chunks[0].unclosed_brace and chunks[0].text.endswith("\n")
