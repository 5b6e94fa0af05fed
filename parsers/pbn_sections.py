"""Reading the auction, play and table sections of a PBN game (PBN 3.2-3.4, ch. 5).

Each reader walks the section's tokens in order, keeps PBN's irregularity marks
(spec 3.9) on the entries, anchors commentary to the entry it follows, and
reports anything it cannot read as a diagnostic with its position.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from hakem.model.auction import AuctionCall, plain_call
from hakem.model.calls import _CALLS
from hakem.model.numbers import MAX_DIGITS, read_int, read_number
from hakem.model.cards import _CARDS
from hakem.model.origin import RUN_ITEM, Origin, Run
from hakem.model.play import plain_cell
from hakem.model.board import Comment, Table
from hakem.model.calls import HIDDEN_CALL_WORDS, PASS, UNKNOWN, Call
from hakem.model.cards import Card
from hakem.model.play import PlayedCard
from hakem.model.diagnostics import Severity
from hakem.model.seat import Seat

from .pbn_tokens import QUOTED, Positions, comment_text, located, words as words_at

# The shared (span-less) cell for every way a card can be written, by seat.
_CELLS_BY_WORD = {seat: {word: plain_cell(card, seat) for word, card in _CARDS.items()}
                  | {"-": plain_cell(None, seat)} for seat in Seat}
for _seat, _cells in _CELLS_BY_WORD.items():
    for _word, _cell in list(_cells.items()):
        _cells.setdefault(_word[0].lower() + _word[1:], _cell)
        _cells.setdefault(_word[0].upper() + _word[1:], _cell)

# Every way a call can be written in a PBN auction: the calls' own spellings and the
# placeholders for a hidden call (Bridge Composer's AC), in the cases files use.
_PBN_CALLS = _CALLS | {case: UNKNOWN for word in HIDDEN_CALL_WORDS
                       for case in (word, word.lower(), word.capitalize())}

# The shared (span-less) auction entry for every way a call can be written, by seat.
_ENTRIES_BY_WORD = tuple({word: plain_call(call, seat) for word, call in _PBN_CALLS.items()}
                         for seat in Seat)

_CALL_WORDS = frozenset(_PBN_CALLS)


def read_call(word: str) -> Call:
    """A word the grammar took for a call (any case)."""
    call = _PBN_CALLS.get(word)
    if call is None:
        call = UNKNOWN if word.upper() in HIDDEN_CALL_WORDS else Call.parse(word)
    return call

# (No leading \s*: the parts are split on white space anyway, and a \s* before the
# '=' retried a long run of blanks from every position in it: fuzz seed 5437, a 0.5 MB
# auction line took 130 s.)
_NOTE_CITED = re.compile(r"=(\d+)=")

_SUFFIX_NAGS = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

# What one record may hold, so that a hostile megabyte costs a bounded memory (a real
# record has at most 319 calls, 52 cards, a few dozen comments and notes).
#: Calls kept per auction.
MAX_AUCTION_CALLS = 1_000
#: Cards (cells) kept per play section.
MAX_PLAY_CELLS = 1_000
#: Comments kept per section and per record.
MAX_COMMENTS = 10_000
#: Annotations (suffixes, NAGs, note references) read per call or card.
MAX_ANNOTATIONS = 16


class _Annotating:
    """Counts the annotations of the last call or card; past :data:`MAX_ANNOTATIONS` they
    are skipped and counted (:attr:`skipped`, reported once for the section): each would
    copy the entry, and a NAG the NAGs before it. Class attributes as defaults: nothing
    is set up for a section without annotations."""

    _annotated: int = -1  # the entry the count is for
    _annotations: int = 0
    skipped: int = 0

    def _room(self, entries: list[Any], tok: Any, pos: Positions, what: str) -> bool:
        n = len(entries)
        if self._annotated != n:
            self._annotated, self._annotations = n, 0
        self._annotations += 1
        if self._annotations <= MAX_ANNOTATIONS:
            return True
        self.skipped += 1
        return False
#: Cells kept per supplemental table.
MAX_TABLE_CELLS = 20_000


def annotate_last(items: list[Any], what: str, tok: Any, pos: Positions,
                  changes: dict[str, Any]) -> None:
    """An annotation (suffix, ``=n=``, ``$n``) belongs to the call or card before it."""
    if not items:
        pos.warn("pbn.orphan-annotation", f"{tok.value!r} before any {what}", pos.span(tok),
                 value=tok.value, kind=what)
        return
    last = items[-1]
    if "nag" in changes:
        changes = {"nags": last.nags + (changes.pop("nag"),)}
    items[-1] = dataclasses.replace(last, **changes)


def annotation_number(tok: Any, pos: Positions) -> int | None:
    """The number of a ``=n=`` note reference or a ``$n`` NAG (None, reported, if unreadable)."""
    value = tok.value
    if value[0] == "$":
        return read_number(value[1:], "NAG", lambda: pos.span(tok), pos.add, code="pbn.bad-nag")
    return read_number(value[1:-1], "note reference", lambda: pos.span(tok), pos.add,
                       code="pbn.bad-note-ref")


class AuctionReader(_Annotating):
    """Builds the auction entries from the tokens after ``[Auction "seat"]``."""

    def __init__(self, first: Seat, pos: Positions) -> None:
        self.first = first
        self.pos = pos
        self.entries: list[AuctionCall] = []
        self.comments: list[Comment] = []
        self.leading_dashes = 0
        self.ending: str | None = None
        self._insufficient_next = False
        self.runs: list[Run] = []
        self.explicit: list[tuple[int, Any]] = []  # positions of shared entries read alone
        self.unreadable = 0  # words left out that may have been calls (Auction.unreadable)
        self.beyond = 0  # calls past MAX_AUCTION_CALLS, counted, not kept
        self.beyond_at: Any = None
        self.dropped = 0  # comments past MAX_COMMENTS

    def origin(self) -> Origin:
        return Origin(self.pos.path, tuple(self.runs), tuple(self.explicit))

    @property
    def dealer(self) -> Seat:
        return self.first.offset(self.leading_dashes)

    def _seat(self) -> Seat:
        return self.first.offset(self.leading_dashes + len(self.entries))

    def _add(self, call: Call | None, span: Any) -> None:
        if self.ending is not None:
            self.pos.warn("pbn.call-after-end", f"call after the auction's '{self.ending}'", span,
                          ending=self.ending)
        insufficient = self._insufficient_next and call is not None and call.is_bid
        if self._insufficient_next and call is not None and not call.is_bid:
            # the reference verifier quietly drops ^I before Pass, X or XX
            self.pos.warn("pbn.bad-insufficient-mark", "^I before a call that is not a bid", span)  # (no values)
        self._insufficient_next = False
        self.entries.append(AuctionCall(call, self._seat(), insufficient=insufficient, span=span))

    def _run(self, tok: Any) -> None:
        """A run of plain calls: shared entries, positions kept on the run."""
        value = tok.value
        notes: dict[int, int] = {}  # word index -> the note it cites
        if "=" in value:
            parts = _NOTE_CITED.split(value)  # calls, note, calls, note, ...
            words = parts[0].split()
            for k in range(1, len(parts), 2):
                # (the grammar keeps a reference in a run only if it has at most 9 digits)
                notes[len(words) - 1] = int(parts[k])  # a run starts with a call
                words += parts[k + 1].split()
        else:
            words = value.split()
        final_ap = words[-1].upper() == "AP"
        body = words[:-1] if final_ap else words
        if self._insufficient_next or self.ending is not None or not _CALL_WORDS.issuperset(body) \
                or len(body) in notes:
            self._run_one_by_one(tok)
            return
        if body:
            entries = self.entries
            first = len(entries)
            base = self.first + self.leading_dashes + first
            tables = _ENTRIES_BY_WORD
            entries.extend([tables[(base + i) & 3][word] for i, word in enumerate(body)])
            for index, note in notes.items():
                self._cite(first + index, note)
            self.runs.append(Run(first, self.pos.line0 + tok.line - 1, tok.column, value))
        if final_ap:
            self._all_pass(self.pos.span_at(tok, len(value.rstrip()) - len(words[-1])))

    def _run_one_by_one(self, tok: Any) -> None:
        """A run that needs more than shared entries (after ^I or the end, or AP cited)."""
        for m, span in located(RUN_ITEM, tok, self.pos.path, self.pos.line0):
            word = m.group(1)
            if word is None:
                note = read_number(m.group(2), "note reference", span, self.pos.add,
                                   code="pbn.bad-note-ref")
                if note is not None:
                    self._cite(len(self.entries) - 1, note)
            elif word.upper() == "AP":
                self._all_pass(span)
            else:
                self._add(read_call(word), span)

    def _cite(self, index: int, note: int) -> None:
        """``=n=`` after a call: the call was alerted and note n explains it (PBN 3.8)."""
        entry = self.entries[index]
        self.entries[index] = AuctionCall(
            entry.call, entry.seat, alert=True, explanation=entry.explanation, note=note,
            suffix=entry.suffix, nags=entry.nags, insufficient=entry.insufficient, span=entry.span)

    def _all_pass(self, span: Any) -> None:
        """``AP``: all the passes still needed (3 after a bid, 4 if nobody bid)."""
        trailing = 0
        bid = False  # any call other than a pass so far
        for entry in reversed(self.entries):
            call = entry.call
            if call is None:
                continue
            if not call.is_pass:
                bid = True
                break
            trailing += 1
        needed = (3 if bid else 4) - trailing
        for _ in range(max(needed, 0)):
            if self.ending is None and not self._insufficient_next:
                # A plain pass: the shared entry, its position kept on the origin.
                self.explicit.append((len(self.entries), span))
                self.entries.append(_ENTRIES_BY_WORD[self._seat()]["Pass"])
            else:
                self._add(PASS, span)

    def _annotate(self, tok: Any, **changes: Any) -> None:
        if self._room(self.entries, tok, self.pos, "call"):
            annotate_last(self.entries, "call", tok, self.pos, changes)

    def feed(self, tok: Any) -> None:
        kind = tok.type
        if len(self.entries) >= MAX_AUCTION_CALLS and kind in ("CALLS", "ALL_PASS", "IRREG_CALL"):
            if not self.beyond:
                self.beyond_at = self.pos.span(tok)  # the first call not read
            self.beyond += len(tok.value.split())  # (law-abiding auctions stop at 319 calls)
            return
        if kind == "CALLS":
            self._run(tok)
        elif kind == "DASH":
            if self.entries:
                self.pos.warn("pbn.dash-in-auction", "'-' after the first call", self.pos.span(tok))
            else:
                self.leading_dashes += 1
        elif kind == "ALL_PASS":
            self._all_pass(self.pos.span(tok))
        elif kind == "IRREG_CALL":
            if tok.value.upper() == "^S":
                self._add(None, self.pos.span(tok))
            else:
                if self._insufficient_next:
                    self.pos.error("pbn.double-insufficient-mark", "two ^I in a row", self.pos.span(tok))
                self._insufficient_next = True
        elif kind == "SUFFIX":
            self._annotate(tok, suffix=tok.value)
        elif kind == "NOTE_REF":
            note = annotation_number(tok, self.pos)
            if note is None or not self._room(self.entries, tok, self.pos, "call"):
                pass
            elif self.entries:
                self._cite(len(self.entries) - 1, note)
            else:
                self._annotate(tok, note=note, alert=True)
        elif kind == "NAG":
            nag = annotation_number(tok, self.pos)
            if nag is not None:
                self._annotate(tok, nag=nag)
        elif kind == "END":
            self.ending = tok.value
        elif kind in ("BRACE_COMMENT", "LINE_COMMENT", "ESCAPE"):
            if kind == "ESCAPE":
                return
            if len(self.comments) >= MAX_COMMENTS:
                self.dropped += 1
                return
            text, brace = comment_text(tok)
            self.comments.append(Comment(text, f"auction:{len(self.entries) - 1}", brace,
                                         self.pos.span(tok)))
        else:  # AJUNK: words that are no call
            words = self.pos.words(tok, "pbn.bad-call", "not a call")
            # (a broken note reference or NAG is not a missing call)
            self.unreadable += sum(1 for word in words if word[0] not in "=$")


class PlayReader(_Annotating):
    """Builds the seat-column rows from the tokens after ``[Play "seat"]``."""

    def __init__(self, first: Seat, pos: Positions) -> None:
        self.first = first
        self.pos = pos
        self.cells: list[PlayedCard] = []
        self.comments: list[Comment] = []
        self.ending: str | None = None
        self._mark: str | None = None
        self._plus: Any = None
        self.runs: list[Run] = []
        self.beyond = 0  # cards past MAX_PLAY_CELLS, counted, not kept
        self.dropped = 0  # comments past MAX_COMMENTS

    def origin(self) -> Origin:
        return Origin(self.pos.path, tuple(self.runs))

    def _add(self, card: Card | None, span: Any) -> None:
        if self._plus is not None:
            # '+' followed by more cards stood for the next card to be played
            # (PBN 3.4.4, e.g. "+ - - CQ"): it occupies a cell.
            plus, self._plus = self._plus, None
            self.cells.append(PlayedCard(None, self.first.offset(len(self.cells)), span=plus))
        mark, self._mark = self._mark, None
        seat = self.first.offset(len(self.cells))
        self.cells.append(PlayedCard(card, seat, revoke=mark == "R", lead_out_of_turn=mark == "L",
                                     span=span))

    def _annotate(self, tok: Any, **changes: Any) -> None:
        if self._room(self.cells, tok, self.pos, "card"):
            annotate_last(self.cells, "card", tok, self.pos, changes)

    def _run(self, tok: Any) -> None:
        """A run of plain cards: shared cells, positions kept on the run.

        The grammar takes a ``*`` that ends the run into it (one token less for
        nearly every claimed board)."""
        value = tok.value
        if value[-1].isspace():  # the white space after the run, taken into the token
            value = value.rstrip()
        star = value[-1] == "*"
        if self._plus is not None or self._mark is not None:
            for word, span in words_at(tok, self.pos.path, self.pos.line0):
                if word == "*":
                    continue
                if word[-1] == "*" and len(word) > 1:
                    word = word[:-1]
                self._add(None if word == "-" else Card.parse(word), span)
        else:
            self.runs.append(Run(len(self.cells), self.pos.line0 + tok.line - 1, tok.column, value))
            cells = self.cells
            by_seat = [_CELLS_BY_WORD[self.first.offset(i)] for i in range(4)]
            n = len(cells)
            for word in (value[:-1] if star else value).split():
                cells.append(by_seat[n & 3][word])
                n += 1
        if star:
            self.ending = "*"

    def _anchor(self) -> str:
        if not self.cells:
            return "play:-1:-1"
        index = len(self.cells) - 1
        return f"play:{index // 4}:{index % 4}"

    def feed(self, tok: Any) -> None:
        kind = tok.type
        if len(self.cells) >= MAX_PLAY_CELLS and kind in ("CARDS", "IRREG_CARD", "END"):
            self.beyond += len(tok.value.split())  # (a play has 52 cards)
            return
        if kind == "CARDS":
            self._run(tok)
        elif kind == "IRREG_CARD":
            mark = tok.value[1].upper()
            if self._mark is not None:
                self.pos.error("pbn.double-card-mark", "^R and ^L cannot be combined on one card",
                               self.pos.span(tok))
            self._mark = mark
        elif kind == "SUFFIX":
            self._annotate(tok, suffix=tok.value)
        elif kind == "NOTE_REF":
            note = annotation_number(tok, self.pos)
            if note is not None:
                self._annotate(tok, note=note)
        elif kind == "NAG":
            nag = annotation_number(tok, self.pos)
            if nag is not None:
                self._annotate(tok, nag=nag)
        elif kind == "END":
            if tok.value == "+":
                self._plus = self.pos.span(tok)
            self.ending = tok.value
        elif kind in ("BRACE_COMMENT", "LINE_COMMENT"):
            if len(self.comments) >= MAX_COMMENTS:
                self.dropped += 1
                return
            text, brace = comment_text(tok)
            self.comments.append(Comment(text, self._anchor(), brace, self.pos.span(tok)))
        elif kind == "ESCAPE":
            return
        else:  # PJUNK: words that are no card
            self.pos.words(tok, "pbn.bad-card", "not a card")

    def rows(self) -> tuple[tuple[PlayedCard | None, ...], ...]:
        out = []
        for start in range(0, len(self.cells), 4):
            out.append(tuple(self.cells[start:start + 4]))
        return tuple(out)


# One cell of a CELLS run: a quoted string or a bare word (the grammar's STRING, CELL).
_TABLE_CELL = re.compile(rf'"{QUOTED}"|[^\s\[\]{{}};"%]+')


# A run of digits longer than a number hakem (or a report) reads: see model/numbers.py.
_LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")
_NUMBER_CELL = re.compile(r"\s*[+-]?\d+\s*")


def _check_cell_numbers(name: str, tok: Any, pos: Positions) -> None:
    """Table cells stay text, but reports read numbers from them (OptimumResultTable,
    ScoreTable): a cell holding a number too long to read is reported at its place."""
    for m, span in located(_TABLE_CELL, tok, pos.path, pos.line0):
        cell = m.group().strip('"')
        if _NUMBER_CELL.fullmatch(cell):
            read_number(cell, f"{name} cell", span, pos.add, code="pbn.bad-number", signed=True)


def read_table(name: str, spec: str, tokens: list[Any], pos: Positions,
               span: Any) -> tuple[Table, list[Comment]]:
    """A supplemental section: the tag value lists the columns; cells fill rows in order."""
    columns = tuple(c.strip() for c in spec.split(";")) if spec.strip() else ()
    cells: list[str] = []
    comments: list[Comment] = []
    dropped = 0
    for tok in tokens:
        if tok.type in ("BRACE_COMMENT", "LINE_COMMENT"):
            if len(comments) >= MAX_COMMENTS:
                dropped += 1
                continue
            text, brace = comment_text(tok)
            comments.append(Comment(text, f"tag:{name}", brace, pos.span(tok)))
        elif tok.type == "CELLS":
            if len(cells) >= MAX_TABLE_CELLS:
                dropped += len(_TABLE_CELL.findall(tok.value))
                continue
            cells.extend(m[1:-1] if m[0] == '"' else m for m in _TABLE_CELL.findall(tok.value))
            if _LONG_NUMBER.search(tok.value):
                _check_cell_numbers(name, tok, pos)
    if len(cells) > MAX_TABLE_CELLS or dropped:
        dropped += max(len(cells) - MAX_TABLE_CELLS, 0)
        del cells[MAX_TABLE_CELLS:]
        pos.error("pbn.table-too-large", f"{name}: {dropped:,} cells and comments over the limits "
                  f"({MAX_TABLE_CELLS:,} cells, {MAX_COMMENTS:,} comments) are not kept", span,
                  table=name, count=dropped, cells=MAX_TABLE_CELLS, comments=MAX_COMMENTS)
    width = len(columns) or 1
    if cells and len(cells) % width:
        pos.warn("pbn.table-ragged", f"{name}: {len(cells)} cells do not fill rows of {width}", span,
             table=name, cells=len(cells), width=width)
    rows = tuple(tuple(cells[i:i + width]) for i in range(0, len(cells), width))
    return Table(name, columns, rows, span), comments
