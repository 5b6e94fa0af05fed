"""Possessive loops that read the same on every Python 3.11.

The PBN lexer's runs (tag pairs, Note tags, calls, cards) are written as possessive
loops, ``(?:item)++``: the regex engine then keeps no backtracking state per item,
which is a measurable part of the reader's speed (benchmarks/README.md).

CPython 3.11.0 to 3.11.4 match such loops wrongly when an item fails part-way
through (gh-100061, gh-106052, fixed in 3.11.5): the position is not put back to
the end of the last whole item, so ``[Board "1"]\\n[Auction "N"]`` lexed as one
run of tags takes in ``[Auction "`` and every section after a tag becomes a
syntax error. Debian 12's ``/usr/bin/python3`` is 3.11.2.

On such an engine each possessive loop over a group is rewritten as the greedy loop
inside an atomic group, ``(?>(?:item)+)``, which is what the fixed engines
guarantee ``++`` means; it is correct there, and about 3% slower, so it is used
only where the engine needs it. :data:`POSSESSIVE_LOOPS_WORK` is decided once,
from the engine's behaviour on the bug reports' own examples.
"""

from __future__ import annotations

import re


def possessive_loops_work() -> bool:
    """Whether this interpreter's ``re`` matches possessive loops over groups correctly.

    The examples are CPython's own regression tests for gh-106052 (an item that
    backtracks inside) and gh-100061 (a negative lookahead inside), which is what the
    PBN tag pattern has.
    """
    inner = re.match("(?:ab?c)++", "aca")
    lookahead = re.match("(?:(?!C).)++", "ABC")
    return (inner is not None and inner.span() == (0, 2)
            and lookahead is not None and lookahead.span() == (0, 2))


POSSESSIVE_LOOPS_WORK = possessive_loops_work()


def atomic_loops(pattern: str) -> str:
    """``(X)++`` to ``(?>(X)+)``, ``(X)*+`` to ``(?>(X)*)`` and ``(X){m,n}+`` to
    ``(?>(X){m,n})`` for every group ``X``.

    Possessive repeats of a single character or class (``[^"]*+``) are left alone:
    the engine compiles those to another opcode, which the bug does not touch.
    Character classes and escapes are skipped over; a pattern whose parentheses do
    not balance is returned unchanged.

    >>> atomic_loops(r'(?:[^)]x\\)?)++y*+')
    '(?>(?:[^)]x\\\\)?)+)y*+'
    """
    out: list[str] = []
    opened: list[int] = []
    i, n = 0, len(pattern)
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            out.append(pattern[i:i + 2])
            i += 2
        elif ch == "[":
            end = _class_end(pattern, i)
            out.append(pattern[i:end])
            i = end
        elif ch == "(":
            opened.append(len(out))
            out.append(ch)
            i += 1
        elif ch == ")":
            if not opened:
                return pattern
            start = opened.pop()
            out.append(ch)
            i += 1
            if pattern[i:i + 2] in ("++", "*+"):
                group = "".join(out[start:])
                del out[start:]
                out.append(f"(?>{group}{pattern[i]})")
                i += 2
            elif pattern[i:i + 1] == "{":
                close = pattern.find("}", i)
                if close != -1 and pattern[close + 1:close + 2] == "+" \
                        and all(c.isdigit() or c == "," for c in pattern[i + 1:close]):
                    group = "".join(out[start:])
                    del out[start:]
                    out.append(f"(?>{group}{pattern[i:close + 1]})")
                    i = close + 2
        else:
            out.append(ch)
            i += 1
    return pattern if opened else "".join(out)


def _class_end(pattern: str, start: int) -> int:
    """Index just past the character class opening at ``start``."""
    i = start + 1
    if pattern[i:i + 1] == "^":
        i += 1
    if pattern[i:i + 1] == "]":  # a ']' first in a class is a member
        i += 1
    while i < len(pattern):
        if pattern[i] == "\\":
            i += 2
            continue
        if pattern[i] == "]":
            return i + 1
        i += 1
    return len(pattern)


def portable(pattern: str) -> str:
    """``pattern`` as written where the engine is right, with atomic loops where it is not."""
    return pattern if POSSESSIVE_LOOPS_WORK else atomic_loops(pattern)


def atomic_grammar(grammar: str) -> str:
    """:func:`atomic_loops` applied to every line of a Lark grammar but its comments.

    Lark's own grammar syntax has no ``++`` or ``*+``, so only the regular
    expressions change.
    """
    return "\n".join(line if line.lstrip().startswith("//") else atomic_loops(line)
                     for line in grammar.split("\n"))


def portable_grammar(grammar: str) -> str:
    return grammar if POSSESSIVE_LOOPS_WORK else atomic_grammar(grammar)
