"""Which laws a sentence names: the law references a TD reads aloud ("(62B1)",
"Law 31A", "Laws 13-14"), found in a catalogue template or in rendered text.

A ruling's law list must hold every law its words name (issue 17, docs/rulings.md);
:mod:`hakem.laws.citations` declares, per fact key, the laws its sentence cites, and
``tests/test_citations.py`` checks that declaration against the English templates
with :func:`laws_named`, and every sample ruling's explanation with :func:`laws_in_text`.

>>> laws_named("the card is withdrawn (62A); a major penalty card (62B1, 50D2)")
('62A', '62B1', '50D2')
>>> laws_named("Law 31 applies, not 30 (30C); Law 26 does not apply")
('31', '30C')
>>> laws_named("Law {law}A: if {rho} passes, {offender} must repeat his {call} ({law}A1)")
('{law}A', '{law}A1')
>>> laws_in_text("N bid 1D (call 3, then 2D), Law 27B1(a) applies (50B, 51); see Laws 13-14")
('27B1(a)', '50B', '13-14')
"""

from __future__ import annotations

import re

#: One law reference: a number (or the ``{law}`` placeholder), then a letter, a
#: number and bracketed letters, optionally a range ("64B4-5", "28-32").
_REF = r"(?:\{law\}|\d{1,2})(?:[A-H](?:\d{1,2})?(?:\([a-z]{1,4}\))*)?(?:-\d{1,2})?"
_ONE = re.compile(r"(?<![\w}])(" + _REF + r")(?![\w{])")
_PARENS = re.compile(r"\(((?:[^()]|\([a-z]{1,4}\))*)\)")
_LAW_WORD = re.compile(r"\bLaws? ((?:" + _REF + r")(?:(?:, | and | or )(?:" + _REF + r"))*)")
_LETTERED = re.compile(r"(?<![\w}])((?:\{law\}|\d{1,2})[A-H]\d{0,2}(?:\([a-z]{1,4}\))*(?:-\d)?)"
                       r"(?![\w{])")
_PLACEHOLDER = re.compile(r"\{(?!law\})[^}]*\}")
#: A law named only to say it does not apply is not cited.
_NEGATED_AFTER = re.compile(r"\)?\s+(?:does not apply|has nothing to)")
_NEGATED_BEFORE = re.compile(r"\bnot (?:Law )?$")
#: A bid as a record writes it (8C and up only in an @OVER7 marker): never a law reference, even where a law could be.
_BID = re.compile(r"[1-9](?:[CDHS]|NT)")


def _found(text: str, loose: bool) -> list[str]:
    """Law references in ``text``: lettered ones anywhere ("62B1"), bare numbers after
    "Law(s)". ``loose`` (a template, whose numbers are all laws) also takes every bare
    number in brackets ("(50B, 51)"); in rendered text a bracketed number may be a
    trick or a count ("(11 tricks)", "(double dummy: 6)"), so it is not taken."""
    spans: list[tuple[int, str]] = []
    for group in _PARENS.finditer(text) if loose else ():
        spans += [(group.start(1) + m.start(1), m.group(1)) for m in _ONE.finditer(group.group(1))]
    for group in _LAW_WORD.finditer(text):
        spans += [(group.start(1) + m.start(1), m.group(1)) for m in _ONE.finditer(group.group(1))]
    spans += [(m.start(1), m.group(1)) for m in _LETTERED.finditer(text)]
    out: list[str] = []
    for start, ref in sorted(spans):
        if _NEGATED_AFTER.match(text, start + len(ref)) or _NEGATED_BEFORE.search(text[:start]):
            continue  # "Law 26 does not apply", "Law 31 applies, not 30": not a citation
        if ref not in out:
            out.append(ref)
    return out


def laws_named(template: str) -> tuple[str, ...]:
    """The laws a catalogue template names; ``{law}`` stays a placeholder."""
    return tuple(_found(_PLACEHOLDER.sub(" _ ", template), loose=True))


def laws_in_text(text: str) -> tuple[str, ...]:
    """The laws a rendered sentence names (a bid such as ``1D`` is not a law)."""
    return tuple(ref for ref in _found(text, loose=False) if not _BID.fullmatch(ref))


def cites_table() -> dict[str, tuple[str, ...]]:
    """What :data:`hakem.laws.citations.CITES` must be: each English sentence's laws.
    ``python -m hakem.reports.explain.cited`` prints it, to paste after a change."""
    from . import en
    from .catalogue import Plural
    table: dict[str, tuple[str, ...]] = {}
    for key, entry in en.SENTENCES.items():
        forms = entry.forms.values() if isinstance(entry, Plural) else [entry]
        laws: list[str] = []
        for form in forms:
            laws += [law for law in laws_named(form) if law not in laws]
        if laws:
            table[key] = tuple(laws)
    return table


__all__ = ["cites_table", "laws_in_text", "laws_named"]


if __name__ == "__main__":
    for key, laws in cites_table().items():
        print(f"    {key!r}: {laws!r},".replace("'", '"'))
