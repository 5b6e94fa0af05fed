"""hakem's irregularity markers inside PBN commentary and LIN ``nt`` notes.

A marker comment starts with ``@`` or ``hakem:`` and sits at the place in the
auction or play where the event happened, e.g. ``1D {@COOR N 1H refused}``.
Other commentary is left alone. The language is specified in docs/markers.md;
its grammar is ``grammars/markers.lark``.

>>> from hakem.model.board import Board, Comment
>>> irrs, diags = markers_of(Board(comments=(Comment("@CLAIM S 10 agreed", "game"),)))
>>> irrs[0].kind.value, irrs[0].offender, irrs[0].tricks, irrs[0].agreed
('claim', Seat.S, 10, True)
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from hakem.model.board import Board, Comment
from hakem.model.calls import Call, CallKind
from hakem.model.cards import Card, Strain
from hakem.model.choices import Finding, Subkind
from hakem.model.diagnostics import Diagnostic, Severity, SourceSpan, values_in
from hakem.model.irregularity import Irregularity, IrregularityKind, Phase, SeatRelation
from hakem.model.seat import Seat

from .marker_claim import CLAIM_KEYS, claim_field, finish
from .marker_place import place_marker
from .marker_spec import MarkerSpec
from .marker_words import read_table_word, read_word

K = IrregularityKind

#: Marker keywords (case-insensitive) and the kind each names.
KIND_WORDS: dict[str, IrregularityKind] = {
    "call-out-of-rotation": K.CALL_OUT_OF_ROTATION, "coor": K.CALL_OUT_OF_ROTATION,
    "insufficient-bid": K.INSUFFICIENT_BID, "ib": K.INSUFFICIENT_BID,
    "inadmissible": K.INADMISSIBLE_DOUBLE, "inadm": K.INADMISSIBLE_DOUBLE,
    "required-to-pass": K.CALL_WHILE_REQUIRED_TO_PASS, "mustpass": K.CALL_WHILE_REQUIRED_TO_PASS,
    "above-seven": K.BID_ABOVE_SEVEN, "over7": K.BID_ABOVE_SEVEN,
    "after-end": K.CALL_AFTER_AUCTION_ENDED, "late": K.CALL_AFTER_AUCTION_ENDED,
    "change-of-call": K.CHANGE_OF_CALL, "change": K.CHANGE_OF_CALL,
    "auction-exposed": K.CARD_EXPOSED_DURING_AUCTION, "aexp": K.CARD_EXPOSED_DURING_AUCTION,
    "opening-lead-out-of-turn": K.OPENING_LEAD_OUT_OF_TURN, "oloot": K.OPENING_LEAD_OUT_OF_TURN,
    "lead-out-of-turn": K.LEAD_OUT_OF_TURN, "loot": K.LEAD_OUT_OF_TURN,
    "premature": K.PREMATURE_PLAY,
    "exposed": K.EXPOSED_CARD,
    "penalty-card": K.PENALTY_CARD, "penalty": K.PENALTY_CARD,
    "simultaneous": K.SIMULTANEOUS_CARDS, "simul": K.SIMULTANEOUS_CARDS,
    "fifth-card": K.FIFTH_CARD, "fifth": K.FIFTH_CARD,
    "revoke": K.REVOKE,
    "defective-trick": K.DEFECTIVE_TRICK, "defective": K.DEFECTIVE_TRICK,
    "opening-lead-faced": K.OPENING_LEAD_FACED, "lead41": K.OPENING_LEAD_FACED,
    "card-retracted": K.CARD_RETRACTED, "retract": K.CARD_RETRACTED,
    "claim": K.CLAIM,
    "concession": K.CONCESSION, "concede": K.CONCESSION,
    "director": K.DIRECTOR_CALLED, "td": K.DIRECTOR_CALLED,
}

#: The short keyword hakem writes for each kind (docs/markers.md).
SHORT_WORD: dict[IrregularityKind, str] = {}
for _word, _kind in KIND_WORDS.items():
    SHORT_WORD.setdefault(_kind, _word)
    if len(_word) < len(SHORT_WORD[_kind]):
        SHORT_WORD[_kind] = _word

_RELATIONS = {r.value: r for r in SeatRelation}
#: A law reference as the Laws write it: 27, 27B, 27B1, 27B1(b), 12C1(b), 9B1(a).
_LAW_REF = re.compile(r"\d{1,2}(?:[A-H](?:\d{1,2}(?:\([A-Z]\))?)?)?")
_YES = {"yes", "y", "true", "1"}
_NO = {"no", "n", "false", "0"}
#: A marker comment is a line or two (docs/markers.md); longer ones are not parsed.
MAX_MARKER_CHARS = 2_000
#: Marker text read per board, all comments together.
MAX_MARKER_TEXT_PER_BOARD = 20_000
_SIGIL_RE = re.compile(r"\s*(@|hakem:)", re.IGNORECASE)


class MarkerError(ValueError):
    """A marker that cannot be read; ``offset`` is the character place in the comment text."""

    def __init__(self, message: str, offset: int, **values: object) -> None:
        super().__init__(message)
        self.offset = offset
        self.values = tuple(values.items())
        """What the message names (``kind`` and its values), for other languages."""


def is_marker_text(text: str) -> bool:
    """True when a comment is meant as a marker comment (starts with the sigil)."""
    return _SIGIL_RE.match(text) is not None


@functools.lru_cache(maxsize=None)
def marker_parser() -> Lark:
    """The LALR parser for marker comments (``grammars/markers.lark``)."""
    return Lark.open_from_package("hakem.parsers", "markers.lark", ("grammars",),
                                  parser="lalr", lexer="contextual")


def parse_markers(text: str) -> list[MarkerSpec]:
    """Read the markers of one comment; raise :class:`MarkerError` with the offset.

    >>> [m.kind.value for m in parse_markers("@COOR N 1H refused; @TD by=E")]
    ['call-out-of-rotation', 'director-called']
    """
    try:
        tree = marker_parser().parse(text)
    except UnexpectedInput as exc:
        raise MarkerError(_explain(exc, text), _offset(exc, text), **_explain_args(exc, text)) from None
    note = None
    specs = []
    for child in tree.children:
        if isinstance(child, Tree) and child.data == "note":
            note = " ".join(str(child.children[0])[2:].split()) or None
        elif isinstance(child, Tree):
            specs.append(_spec(child))
    if note is not None:
        for spec in specs:
            spec.note = note
    return specs


def _offset(exc: UnexpectedInput, text: str) -> int:
    if isinstance(exc, UnexpectedToken) and exc.token.type == "$END":
        return len(text.rstrip())
    pos = getattr(exc, "pos_in_stream", None)
    return pos if pos is not None else 0


def _explain_args(exc: UnexpectedInput, text: str) -> dict[str, object]:
    """:func:`_explain`'s values: ``kind`` and the word it names."""
    if isinstance(exc, UnexpectedCharacters):
        return {"kind": "char", "value": text[exc.pos_in_stream]}
    if isinstance(exc, UnexpectedToken):
        if exc.token.type == "$END":
            return {"kind": "no-value" if "VALUE" in exc.expected or "STRING" in exc.expected
                    else "ends-early"}
        return {"kind": "unknown-kind" if exc.expected == {"KIND"} else "cannot-read",
                "value": str(exc.token)}
    return {"kind": "unread"}  # pragma: no cover


def _explain(exc: UnexpectedInput, text: str) -> str:
    if isinstance(exc, UnexpectedCharacters):
        return f"unexpected character {text[exc.pos_in_stream]!r} in marker"
    if isinstance(exc, UnexpectedToken):
        expected = exc.expected
        if exc.token.type == "$END":
            if "VALUE" in expected or "STRING" in expected:
                return "marker field has no value after '='"
            return "marker comment ends too early"
        word = str(exc.token)
        if expected == {"KIND"}:
            return f"unknown marker kind {word!r} (see docs/markers.md for the kinds)"
        return f"cannot read {word!r} here: expected a seat, call, card, number, \"statement\", " \
               f"flag (accepted, refused, established...) or key=value"
    return "marker cannot be read"  # pragma: no cover


def _parse_call(text: str, offset: int) -> Call:
    m = re.fullmatch(r"([1-9])(nt|n|s|h|d|c)", text, re.IGNORECASE)
    if m and int(m.group(1)) > 7:  # Law 38 needs the bid as made
        return Call(CallKind.BID, int(m.group(1)), Strain.parse(m.group(2)))
    try:
        return Call.parse(text)
    except ValueError:
        raise MarkerError(f"not a call: {text!r}", offset, kind="not-call", value=text) from None


def _seat_value(text: str, offset: int) -> Seat:
    if text.upper() not in ("N", "E", "S", "W"):
        raise MarkerError(f"not a seat: {text!r} (use N, E, S or W)", offset, kind="not-seat", value=text)
    return Seat.parse(text)


def _sequence_value(text: str, offset: int) -> tuple[Seat, ...]:
    """``S,N,E`` (or ``SNE``): seats in the order their cards appeared."""
    letters = [part for part in re.split(r"[,+]", text) if part] if re.search(r"[,+]", text) \
        else list(text)
    seats = tuple(_seat_value(letter, offset) for letter in letters)
    # Each seat plays once to a trick; the last may repeat an earlier one: a lead to
    # the next trick before the trick was complete (``S,W,N,W``, Law 57A).
    head = seats[:-1] if seats and seats[-1] in seats[:-1] else seats
    if not 1 <= len(head) <= 4 or len(set(head)) != len(head) or len(seats) > 4:
        raise MarkerError(f"sequence= takes the seats in the order their cards appeared, each "
                          f"once (the last may repeat one: a lead to the next trick), e.g. "
                          f"sequence=S,N,E; found {text!r}", offset, kind="sequence", value=text)
    return seats


def _int_value(text: str, offset: int, low: int, high: int) -> int:
    if not text.isdigit() or not low <= int(text) <= high:
        raise MarkerError(f"expected a number {low}-{high}, found {text!r}", offset, kind="number",
                          low=low, high=high, value=text)
    return int(text)


def _bool_value(text: str, offset: int) -> bool:
    if text.lower() in _YES:
        return True
    if text.lower() in _NO:
        return False
    raise MarkerError(f"expected yes or no, found {text!r}", offset, kind="yes-no", value=text)


def _set_once(spec: MarkerSpec, name: str, value: Any, offset: int) -> None:
    current = getattr(spec, name)
    if current is not None and current != () and current != value:
        raise MarkerError(f"{name.replace('_', ' ')} given twice ({current} and {value})", offset,
                          kind="twice", name=name.replace('_', ' '), first=str(current), second=str(value))
    setattr(spec, name, value)


def _spec(tree: Tree) -> MarkerSpec:
    kind_tok = tree.children[0]
    spec = MarkerSpec(KIND_WORDS[str(kind_tok).lower()], kind_tok.start_pos)
    for item in tree.children[1:]:
        tok: Token = item.children[0]
        text, at = str(tok), tok.start_pos
        if item.data == "seat":
            if spec.offender is not None:
                raise MarkerError("a second seat: write by=SEAT for the player who accepted, "
                                  "chose or called the director", at, kind="second-seat")
            spec.offender = Seat.parse(text)
        elif item.data == "call":
            _set_once(spec, "call", _parse_call(text, at), at)
        elif item.data == "card":
            card = Card.parse(text)
            if spec.card is None:
                spec.card = card
            else:
                spec.cards.append(card)
        elif item.data == "number":
            _set_once(spec, "tricks", _int_value(text, at, 0, 13), at)
        elif item.data == "string":
            _statement(spec, text[1:-1])
        elif item.data == "flag":
            _flag(spec, text.lower(), at)
        else:
            value_tok: Token = item.children[1]
            _field(spec, text[:-1].lower(), str(value_tok), value_tok.start_pos)
    if Finding.TURN_SKIPPED in spec.options:
        _skipped_defaults(spec, tree.children[0].start_pos)
    try:  # claim desk additions (issue 21): the position at the claim, when given
        finish(spec)
    except ValueError as exc:
        raise MarkerError(str(exc), kind_tok.start_pos) from None
    return spec


def _skipped_defaults(spec: MarkerSpec, at: int) -> None:
    """``skipped=E``: the skipped player's LHO passed at his turn, unless the marker names
    the offender (Law 34 is about a pass out of rotation among the closing passes)."""
    assert spec.turn is not None
    if spec.call is None:
        spec.call = Call.parse("Pass")
    if not spec.call.is_pass:
        raise MarkerError(f"skipped= describes the pass that took {spec.turn.name}'s turn "
                          f"(Law 34); found {spec.call}", at, kind="skipped-not-pass",
                          seat=spec.turn.name, call=str(spec.call))
    if spec.offender is None:
        spec.offender = spec.turn.lho
    if spec.offender == spec.turn:
        raise MarkerError(f"{spec.turn.name} cannot both be skipped and take his own turn", at,
                          kind="skipped-own-turn", seat=spec.turn.name)


def _statement(spec: MarkerSpec, text: str) -> None:
    """The claim statement; a second one is the statement as later clarified (68C, 70D1:
    the director goes by the original one)."""
    if spec.statement is None:
        spec.statement = text
    else:
        spec.later_statements.append(text)


def _flag(spec: MarkerSpec, word: str, at: int) -> None:
    if word == "accepted":
        _set_once(spec, "accepted", True, at)
    elif word in ("not-accepted", "refused"):
        _set_once(spec, "accepted", False, at)
    elif word == "established":
        _set_once(spec, "established", True, at)
    elif word == "corrected":
        _set_once(spec, "established", False, at)
    elif word == "agreed":
        _set_once(spec, "agreed", True, at)
    elif word == "contested":
        _set_once(spec, "agreed", False, at)
    else:  # major, minor, missing, comparable...: what the word means depends on the kind
        _word(spec, word, at)


def _word(spec: MarkerSpec, word: str, at: int) -> None:
    """Read one option or subkind word (``marker_words``); an unknown one is a problem
    reported with its place, and the marker is read without it."""
    try:
        value = read_word(spec.kind, word)
    except ValueError as exc:
        spec.problems.append((str(exc), at))
        return
    if isinstance(value, Subkind):
        _set_once(spec, "subkind", value, at)
    elif value not in spec.options:
        spec.options.append(value)


def _each_word(value: str, at: int) -> list[tuple[str, int]]:
    """``a,b,c`` (quoted or not): each word with its own offset."""
    start = 1 if value.startswith('"') else 0
    text = value[start:len(value) - start] if start else value
    offset, out = at + start, []
    for part in text.split(","):
        if part.strip():
            out.append((part.strip(), offset + len(part) - len(part.lstrip())))
        offset += len(part) + 1
    return out


def _words(spec: MarkerSpec, value: str, at: int) -> None:
    """``option=a,b,c``: each word read at its own offset."""
    for word, offset in _each_word(value, at):
        _word(spec, word, offset)


def _table_words(spec: MarkerSpec, value: str, at: int) -> None:
    """``ruled-option=require:S,barred``: each word typed; an unknown one is reported at its
    place and left out (the comparison then rests on the words that were read)."""
    for text, offset in _each_word(value, at):
        try:
            word = read_table_word(text)
        except ValueError as exc:
            spec.problems.append((str(exc), offset))
            continue
        if word not in spec.table_actions:
            spec.table_actions.append(word)


def _law_case(ref: str) -> str:
    """``27B1(B)`` -> ``27B1(b)``: the sub-paragraph letter in lower case, as the Laws write it."""
    return re.sub(r"\(([A-Z])\)", lambda m: f"({m.group(1).lower()})", ref)


def _field(spec: MarkerSpec, key: str, value: str, at: int) -> None:
    unquoted = value[1:-1] if value.startswith('"') else value
    if key == "by":
        _set_once(spec, "by", _seat_value(value, at), at)
    elif key == "turn":
        _set_once(spec, "turn", _seat_value(value, at), at)
    elif key == "at":
        relation = _RELATIONS.get(value.lower())
        if relation is None:
            raise MarkerError(f"at= takes {', '.join(_RELATIONS)}; found {value!r}", at, kind="at",
                              choices=", ".join(_RELATIONS), value=value)
        _set_once(spec, "relation", relation, at)
    elif key == "trick":
        _set_once(spec, "trick", _int_value(value, at, 1, 13), at)
    elif key == "order":
        _set_once(spec, "order", _int_value(value, at, 1, 4), at)
    elif key == "call":
        _set_once(spec, "call_number", _int_value(value, at, 1, 999), at)
    elif key in ("replaced", "replaced-by", "supplied", "played"):
        if re.fullmatch(r"[SHDC](10|[AKQJT2-9])", value, re.IGNORECASE):
            _set_once(spec, "replacement_card", Card.parse(value), at)
        else:
            _set_once(spec, "replacement_call", _parse_call(value, at), at)
    elif key in ("attention", "attention-by", "noticed-by"):
        _set_once(spec, "attention_by", _seat_value(value, at), at)
    elif key in ("sequence", "seq"):
        _set_once(spec, "sequence", _sequence_value(value, at), at)
    elif key in ("option", "options"):
        _words(spec, value, at)
    elif key == "tricks":
        _set_once(spec, "tricks", _int_value(value, at, 0, 13), at)
    elif key == "statement":
        _statement(spec, unquoted)
    elif key == "accepted":
        _set_once(spec, "accepted", _bool_value(value, at), at)
    elif key == "established":
        _set_once(spec, "established", _bool_value(value, at), at)
    elif key == "agreed":
        _set_once(spec, "agreed", _bool_value(value, at), at)
    elif key in ("sub", "subkind"):
        _words(spec, value, at)
    elif key in ("skipped", "skipped-turn", "missed-turn"):  # Law 17D without PBN's ^S
        if spec.kind is not K.CALL_OUT_OF_ROTATION:
            raise MarkerError("skipped= belongs to a call out of rotation (@COOR): the pass "
                              "that took the skipped player's turn (17D3, 34)", at - len(key) - 1,
                              kind="skipped-kind")
        _set_once(spec, "turn", _seat_value(value, at), at)
        if Finding.TURN_SKIPPED not in spec.options:
            spec.options.append(Finding.TURN_SKIPPED)
    elif key in ("ruled-option", "ruled-options", "table-option"):  # Law 82C, in words
        _table_words(spec, value, at)
    elif key == "gained":  # Law 11A: the tricks the side that acted gained
        if spec.kind is not K.DIRECTOR_CALLED:
            raise MarkerError("gained= belongs to the director's marker (@TD ... option=acted, 11A)",
                              at - len(key) - 1, kind="gained-kind")
        _set_once(spec, "gained", _int_value(value, at, 0, 13), at)
    elif key == "hands-returned":  # Law 17D: "hands returned: yes/no"
        _word(spec, "hands-returned" if _bool_value(value, at) else "hands-not-returned", at)
    elif key in ("ruled", "table-ruling"):  # auction-period additions (issue 17): Law 82C
        refs = [part.strip().upper() for part in unquoted.split(",")]
        for ref in refs:
            if not _LAW_REF.fullmatch(ref):
                raise MarkerError(f"ruled= takes law references such as 27B1(b) or 31A2; found {ref!r}", at,
                                  kind="ruled-ref", value=ref)
        if spec.table_ruling:
            raise MarkerError("ruled= given twice", at, kind="ruled-twice")
        spec.table_ruling = [_law_case(r) for r in refs]
    elif key in CLAIM_KEYS:  # claim desk additions (issue 21): parsers/marker_claim.py
        try:
            claim_field(spec, key, value)
        except ValueError as exc:
            raise MarkerError(str(exc), at) from None
    else:
        raise MarkerError(f"unknown key {key + '='!r} (see docs/markers.md, \"Fields\")", at - len(key) - 1,
                          kind="unknown-key", value=key + "=")


#: The sentences of :func:`~hakem.parsers.marker_place.place_marker`'s problems and of the
#: option readers (:mod:`~hakem.parsers.marker_words`), read back into their values so that
#: reports can say them in another language (``kind`` and the words they name).
_POSITION_PROBLEMS = (
    ("opening-lead", re.compile(r"opening lead out of turn marked at trick (?P<trick>\d+)$")),
    ("turn", re.compile(r"marker says it was (?P<marked>[NESW])'s turn; the record says (?P<seat>[NESW])'s$")),
    ("relation", re.compile(r"marker says at=(?P<marked>\S+); the record shows at=(?P<shown>\S+)$")))
_OPTION_PROBLEMS = (
    ("means-nothing", re.compile(r"(?P<value>'.*') means nothing on an? (?P<marker>.+) marker; it takes: (?P<takes>.*)$")),
    ("no-suit", re.compile(r"(?P<value>'.*'): (?P<word>\S+) takes no suit$")),
    ("not-suit", re.compile(r"(?P<value>'.*'): (?P<suit>'.*') is not a suit \(S, H, D or C\)$")),
    ("needs-suit", re.compile(r"(?P<value>'.*') needs a suit: (?P<word>\S+):S, \S+:H\.\.\.$")),
    ("not-table-word", re.compile(r"(?P<value>'.*') is no table ruling word; ruled-option= takes: (?P<takes>.*)$")))


def _problem_args(message: str, patterns: tuple[tuple[str, "re.Pattern[str]"], ...]
                  ) -> tuple[tuple[str, object], ...]:
    found = values_in(message, patterns)
    return (("detail", message),) if found["kind"] == "other" else tuple(found.items())


def text_span(comment: Comment, offset: int, board: Board | None = None) -> SourceSpan | None:
    """The file position of character ``offset`` of a comment's text.

    A PBN comment's span is its ``{`` or ``;``; a LIN note's span is the ``nt``
    of ``nt|text|`` (the LIN reader's convention), three characters before the text.
    """
    span = comment.span
    if span is None:
        return None
    lead = 3 if (board is not None and board.format == "lin") else 1
    text = comment.text
    newlines = text.count("\n", 0, offset)
    if newlines:
        column = offset - text.rindex("\n", 0, offset)
    else:
        column = span.column + lead + offset
    return SourceSpan(span.path, span.line + newlines, column)


def markers_of(board: Board) -> tuple[list[Irregularity], list[Diagnostic]]:
    """The irregularities hakem markers record in ``board``, and the markers it could not read.

    Plain comments (not starting with ``@`` or ``hakem:``) are ignored.
    """
    found: list[Irregularity] = []
    diagnostics: list[Diagnostic] = []
    budget = MAX_MARKER_TEXT_PER_BOARD
    for comment in board.comments:
        if not is_marker_text(comment.text):
            continue
        size = len(comment.text)
        if size > MAX_MARKER_CHARS or size > budget:
            # Parsing time grows with the text: a hostile file must not make it unbounded.
            what = (f"marker comment of {size:,} characters is over the limit of {MAX_MARKER_CHARS:,}"
                    if size > MAX_MARKER_CHARS else
                    f"marker comments on this board are over {MAX_MARKER_TEXT_PER_BOARD:,} characters")
            diagnostics.append(Diagnostic(Severity.ERROR, "marker.too-long", what + "; not read",
                                          text_span(comment, 0, board),
                                          (("kind", "comment"), ("chars", size), ("limit", MAX_MARKER_CHARS))
                                          if size > MAX_MARKER_CHARS else
                                          (("kind", "board"), ("limit", MAX_MARKER_TEXT_PER_BOARD))))
            continue
        budget -= size
        try:
            specs = parse_markers(comment.text)
        except MarkerError as exc:
            diagnostics.append(Diagnostic(Severity.ERROR, "marker.syntax", str(exc),
                                          text_span(comment, exc.offset, board),
                                          exc.values or (("detail", str(exc)),)))
            continue
        for spec in specs:
            irr, problems = place_marker(board, comment.anchor, spec)
            span = text_span(comment, spec.offset, board)
            found.append(dataclasses.replace(irr, span=span))
            for message in problems:
                diagnostics.append(Diagnostic(Severity.WARNING, "marker.position", message, span,
                                              _problem_args(message, _POSITION_PROBLEMS)))
            for message, offset in spec.problems:
                diagnostics.append(Diagnostic(Severity.ERROR, "marker.option", message,
                                              text_span(comment, offset, board),
                                              _problem_args(message, _OPTION_PROBLEMS)))
    return found, diagnostics


__all__ = ["KIND_WORDS", "MarkerError", "MarkerSpec", "is_marker_text", "markers_of",
           "parse_markers", "text_span", "Phase"]
