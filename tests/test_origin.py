"""Positions of items read in runs, worked out only when asked (hakem.model.origin)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from hakem.model.origin import Origin, Run

_WORDS = st.lists(st.sampled_from(["1C", "Pass", "X", "SA", "-", "*", "H10"]), min_size=1, max_size=20)
_GAPS = st.lists(st.sampled_from([" ", "  ", "\t", "\n", " \n  ", "\n\n"]), min_size=20, max_size=20)


@given(_WORDS, _GAPS, st.integers(1, 30), st.integers(1, 9), st.integers(0, 25))
def test_first_lookup_and_mapped_lookups_give_the_same_place(words, gaps, line, column, index) -> None:  # type: ignore[no-untyped-def]
    text = "".join(w + g for w, g in zip(words, gaps))[:-1] if len(words) > 1 else words[0]
    run = Run(0, line, column, text)
    first = Origin("f.pbn", (run,)).span(index)  # a fresh origin: the one-off skip
    mapped = Origin("f.pbn", (run,))
    mapped.span(0)
    again = mapped.span(index)  # the second question on the run maps every word
    assert first == again
    if index < len(words):
        offset = [i for i, ch in enumerate(text) if not ch.isspace() and (i == 0 or text[i - 1].isspace())][index]
        lines_before = text.count("\n", 0, offset)
        expected_column = offset - text.rfind("\n", 0, offset) if lines_before else column + offset
        assert (first.line, first.column) == (line + lines_before, expected_column)
    else:
        assert (first.line, first.column) == (line, column)
