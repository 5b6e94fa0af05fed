"""The PBN lexer's possessive loops on every Python 3.11 (issue 18, item 4).

CPython 3.11.0-3.11.4 (Debian 12's python3 is 3.11.2) match a possessive loop over
a group wrongly when an item fails part-way (gh-100061, gh-106052): the tag-run
pattern then swallowed ``[Auction "`` and every section after a tag was a syntax
error. ``hakem.parsers.possessive`` rewrites the loops as atomic groups on such an
engine. These tests catch the bug on whatever interpreter runs them, and check the
rewritten grammar on this one.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hakem.parsers import pbn
from hakem.parsers import pbn_grammar
from hakem.parsers.possessive import atomic_grammar, atomic_loops, possessive_loops_work
from hakem.parsers.pbn_tokens import _TAG_LINE_RE, _TAG_RE

REPO = Path(__file__).resolve().parents[1]
SAMPLES = sorted((REPO / "samples").glob("*.pbn"))


def _greedy_twin(pattern: str) -> str:
    """``pattern`` with every possessive quantifier made greedy: what it must match."""
    out, i, in_class = [], 0, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
            out.append(ch)
            i += 1
            for lead in ("^", "]"):
                if pattern[i:i + 1] == lead:
                    out.append(lead)
                    i += 1
            continue
        elif ch in "*+?}" and pattern[i + 1:i + 2] == "+":
            out.append(ch)
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _token_starts(text: str) -> list[int]:
    return [m.start() for m in re.finditer(r"(?:^|(?<=\s))\S", text, re.MULTILINE)]


def _patterns_in_use() -> dict[str, re.Pattern[str]]:
    parser = pbn_grammar.pbn_parser(accelerated=False)
    out = {}
    for term in parser.terminals:
        flags = sum({"i": re.I, "m": re.M, "s": re.S, "x": re.X, "u": re.U}[f] for f in term.pattern.flags)
        out[term.name] = re.compile(f"(?P<{term.name}>{term.pattern.to_regexp()})", flags)
    out["_TAG_RE"], out["_TAG_LINE_RE"] = _TAG_RE, _TAG_LINE_RE
    return out


def test_regex_a_run_of_tags_stops_before_the_auction_tag() -> None:
    # The exact behaviour the reader relies on, on the pattern it uses: on 3.11.2
    # before the fix this matched '[Board "1"]\n[Auction "'.
    tag = _patterns_in_use()["TAG"]
    text = '[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n1S Pass\n'
    assert tag.match(text).group() == '[Board "1"]\n[Dealer "N"]\n'


def test_regex_every_section_after_a_tag_is_read_without_a_syntax_error() -> None:
    text = ('[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n1S Pass 2S AP\n[Note "1:x"]\n[Contract "2S"]\n'
            '[Declarer "N"]\n[Play "E"]\nHT H2 HA H8\n*\n')
    board = pbn.loads(text)[0]
    assert [d.code for d in board.diagnostics if d.severity.value == "error"] == []
    assert len(board.auction.calls) == 6 and board.play.rows[0][0].card is not None


def test_regex_possessive_loops_match_what_their_greedy_twins_match() -> None:
    # Every run pattern is written so that it never needs to give an item back: the
    # possessive loop must match exactly what the greedy loop matches. A broken engine
    # (3.11.0-3.11.4 with possessive loops over groups) takes in part of the next item.
    texts = [p.read_text(encoding="utf-8") for p in SAMPLES]
    assert texts
    compared = 0
    for name, pattern in _patterns_in_use().items():
        twin = re.compile(_greedy_twin(pattern.pattern), pattern.flags)
        if twin.pattern == pattern.pattern:
            continue
        for text in texts:
            for start in _token_starts(text):
                got, want = pattern.match(text, start), twin.match(text, start)
                assert (got and got.span()) == (want and want.span()), (name, text[start:start + 60])
                compared += 1
    assert compared > 1000


def test_regex_the_engine_probe_names_the_bug() -> None:
    # possessive_loops_work() decides which grammar is used; it must say False exactly
    # where a possessive loop over a group gives a different answer from an atomic group.
    broken = (re.match("(?:ab?c)++", "aca").span() != re.match("(?>(?:ab?c)+)", "aca").span()
              or re.match("(?:(?!C).)++", "ABC").span() != re.match("(?>(?:(?!C).)+)", "ABC").span())
    assert possessive_loops_work() is not broken


def test_regex_atomic_loops_rewrite_group_loops_only() -> None:
    assert atomic_loops(r"(?:ab)++c*+") == r"(?>(?:ab)+)c*+"
    assert atomic_loops(r"[(]++(x)*+") == r"[(]++(?>(x)*)"
    assert atomic_loops(r"\((a)++") == r"\((?>(a)+)"
    assert atomic_loops(r"(unbalanced") == r"(unbalanced"
    assert atomic_loops(r"(?:ab){1,1000}+c{2}+") == r"(?>(?:ab){1,1000})c{2}+"
    grammar = pbn_grammar.grammar_text()
    rewritten = atomic_grammar(grammar)
    assert all(")++" not in line and ")*+" not in line and "}+/" not in line and "}+(" not in line
               for line in rewritten.split("\n") if not line.lstrip().startswith("//"))


def _boards_as_text(paths: list[Path]) -> list[str]:
    out = []
    for path in paths:
        for board in pbn.load(path):
            out.append(pbn.dumps([board]))
            out.append("\n".join(str(d) for d in board.diagnostics))
    return out


def test_regex_the_atomic_grammar_reads_every_sample_as_the_possessive_one(monkeypatch) -> None:
    # The grammar Python 3.11.0-3.11.4 gets, checked here on this interpreter.
    files = SAMPLES
    normal = _boards_as_text(files)
    atomic = pbn_grammar.build_parser(atomic_grammar(pbn_grammar.grammar_text()))
    monkeypatch.setattr(pbn, "pbn_parser", lambda: atomic)
    assert _boards_as_text(files) == normal


@pytest.mark.corpus
def test_regex_the_atomic_grammar_reads_the_corpus_as_the_possessive_one(corpus: Path, monkeypatch) -> None:
    files = sorted(corpus.glob("pbn/**/*.pbn"))[::6]
    normal = _boards_as_text(files)
    atomic = pbn_grammar.build_parser(atomic_grammar(pbn_grammar.grammar_text()))
    monkeypatch.setattr(pbn, "pbn_parser", lambda: atomic)
    assert _boards_as_text(files) == normal
