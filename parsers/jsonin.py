"""Reading hakem's own JSON lines back into boards (``hakem check out.jsonl``).

One object per line, as :mod:`hakem.parsers.jsonout` writes them (an older pretty
JSON array of the same objects is read too). A line that is not JSON, or an object
that is not a hakem board, becomes a rejected record carrying the error at its line
and column; a value that cannot be read (a deal, a call, a card) is left out of its
board with an error naming the field, and the rest of the board is read. The
diagnostics found when the record was first read travel with it and come back as
they were, pointing at the original file; the board itself points at its line here.

>>> from hakem.parsers import pbn
>>> from hakem.parsers.jsonout import dumps
>>> boards = pbn.load("samples/markers-play.pbn")
>>> loads(dumps(boards)) == boards
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, TypeVar

from hakem.model.auction import Auction, AuctionCall, Note, plain_call
from hakem.model.board import Board, Comment, Table, Tag
from hakem.model.calls import HIDDEN_CALL_WORDS, Call
from hakem.model.calls import UNKNOWN as UNKNOWN_CALL
from hakem.model.cards import DECK, Card
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.diagnostics import Diagnostic, Severity, SourceSpan
from hakem.model.play import Play, PlayedCard, plain_cell
from hakem.model.replay import replay
from hakem.model.seat import Seat, Vulnerability

from .jsonout import SCHEMA
from .source import Source, read_source

T = TypeVar("T")

#: A board object is one line; longer lines are not read (a real board is under 10 kB).
MAX_LINE_CHARS = 1_000_000


@dataclass
class JsonFile:
    """The boards of one JSON lines text, and problems that belong to no board."""

    boards: list[Board] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


class _Line:
    """One object being read: its position and the problems found in it."""

    def __init__(self, path: str | None, number: int, text: str) -> None:
        self.path, self.number, self.text = path, number, text
        self.problems: list[Diagnostic] = []

    def span(self, key: str | None = None) -> SourceSpan:
        column = self.text.find(f'"{key}"') + 1 if key is not None else 0
        return SourceSpan(self.path, self.number, max(column, 1))

    def value(self, data: dict[str, Any], key: str, read: Callable[[Any], T]) -> T | None:
        """``read(data[key])``, or None (with an error) when the value cannot be read."""
        raw = data.get(key)
        if raw is None:
            return None
        try:
            return read(raw)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            self.problems.append(Diagnostic(Severity.ERROR, "json.bad-value",
                                            f"{key}: {exc}; left out", self.span(key),
                                            (("kind", "value"), ("key", key), ("detail", str(exc)))))
            return None


def _seat(text: Any) -> Seat:
    return Seat.parse(str(text))


def _parse_call(text: str) -> Call | None:
    """A call as hakem wrote it: ``^S`` is a skipped seat, ``AC`` a call the record hides."""
    if text == "^S":
        return None
    return UNKNOWN_CALL if text in HIDDEN_CALL_WORDS else Call.parse(text)


def _call(item: dict[str, Any]) -> AuctionCall:
    if len(item) == 3 and not item["alert"]:  # call, seat, alert: a plain call, shared
        return plain_call(_parse_call(str(item["call"])), _seat(item["seat"]))
    text = str(item["call"])
    call = _parse_call(text)
    nags = tuple(int(n) for n in item.get("nags", ()))
    return AuctionCall(call, _seat(item["seat"]), alert=bool(item.get("alert", False)),
                       explanation=item.get("explanation"), note=item.get("note"),
                       suffix=item.get("suffix"), nags=nags,
                       insufficient=bool(item.get("insufficient", False)))


def _auction(data: dict[str, Any]) -> Auction:
    notes = tuple(Note(int(n["index"]), str(n["text"])) for n in data.get("notes", ()))
    return Auction(_seat(data["dealer"]), tuple(_call(c) for c in data.get("calls", ())),
                   data.get("ending"), notes)


def _cell(text: str | None, seat: Seat, extra: dict[str, Any] | None) -> PlayedCard | None:
    if text is None:
        return None
    if extra is None:
        cell = _CELLS[seat].get(text)
        if cell is not None:
            return cell  # the usual cell: shared, as the readers make it
    revoke, lead = text.startswith("^R "), text.startswith("^L ")
    body = text[3:] if revoke or lead else text
    card = None if body == "-" else Card.parse(body)
    if not revoke and not lead and extra is None:
        return plain_cell(card, seat)
    extra = extra or {}
    return PlayedCard(card, seat, revoke=revoke, lead_out_of_turn=lead, note=extra.get("note"),
                      suffix=extra.get("suffix"), nags=tuple(int(n) for n in extra.get("nags", ())))


#: By seat, a plain card as the writer writes it (``str(card)``) -> the shared cell.
_CELLS = {seat: {str(card): plain_cell(card, seat) for card in DECK} for seat in Seat}


def _play(data: dict[str, Any]) -> Play:
    first = _seat(data["first"])
    extra = {(int(a["row"]), int(a["column"])): a for a in data.get("annotations", ())}
    rows = tuple(tuple(_cell(text, first.offset(c), extra.get((r, c))) for c, text in enumerate(row))
                 for r, row in enumerate(data.get("rows", ())))
    notes = tuple(Note(int(n["index"]), str(n["text"])) for n in data.get("notes", ()))
    return Play(first, rows, data.get("ending"), notes)


def _span(text: str | None) -> SourceSpan | None:
    """``path:line:column`` back to a span (the path may itself hold colons)."""
    if not text:
        return None
    path, _, rest = text.rpartition(":")
    path, _, line = path.rpartition(":")
    try:
        return SourceSpan(None if path == "<string>" else path, int(line), int(rest))
    except ValueError:
        return None


def _diagnostic(item: dict[str, Any]) -> Diagnostic:
    args = item.get("args")
    pairs = tuple((str(name), tuple(value) if isinstance(value, list) else value)
                  for name, value in args.items()) if isinstance(args, dict) else ()
    return Diagnostic(Severity(item["severity"]), str(item["code"]), str(item["message"]),
                      _span(item.get("where")), pairs)


def board_from_dict(data: dict[str, Any], line: _Line) -> Board:
    """The Board a :func:`hakem.parsers.jsonout.board_to_dict` object describes."""
    v = line.value
    declarer = v(data, "declarer", _seat)
    contract_by = v(data, "contract_declarer", _seat)
    contract_by = contract_by if contract_by is not None else declarer
    contract = v(data, "contract", lambda t: Contract.parse(str(t), contract_by))
    tags = v(data, "tags", lambda ts: tuple(Tag(str(t["name"]), str(t["value"])) for t in ts)) or ()
    auction = v(data, "auction", _auction)
    play = v(data, "play", _play)
    deal = v(data, "deal", lambda t: Deal.parse(str(t)))
    comments = v(data, "comments", lambda cs: tuple(
        Comment(str(c["text"]), str(c["anchor"]), bool(c.get("brace", True))) for c in cs)) or ()
    tables = v(data, "tables", lambda ts: tuple(
        Table(str(t["name"]), tuple(t["columns"]), tuple(tuple(r) for r in t["rows"])) for t in ts)) or ()
    earlier = v(data, "diagnostics", lambda ds: [_diagnostic(d) for d in ds]) or []
    result = v(data, "result", int)
    board = Board(
        tags=tags, dealer=v(data, "dealer", _seat),
        vulnerability=v(data, "vulnerability", lambda t: Vulnerability.parse(str(t))),
        deal=deal, declarer=declarer, declarer_swapped=bool(data.get("declarer_swapped", False)),
        contract=contract, result=result, result_agreed=bool(data.get("result_agreed", False)),
        auction=auction, play=play, tables=tables, comments=comments,
        escapes=tuple(str(e) for e in data.get("escapes", ())),
        format=str(data.get("format") or "pbn"), span=line.span())
    rep = None
    if deal is not None and play is not None and contract is not None \
            and not contract.is_passed_out and contract.strain is not None:
        try:
            rep = replay(deal, play, contract.strain.suit, declarer if declarer is not None else contract.declarer)
        except Exception as exc:  # noqa: BLE001 - a record that cannot be replayed is still a board
            line.problems.append(Diagnostic(Severity.ERROR, "json.bad-value",
                                            f"play: cannot be replayed ({exc})", line.span("play"),
                                            (("kind", "replay"), ("detail", str(exc)))))
        else:
            # Replay problems were found when the record was first read: say each once.
            known = {(d.code, d.message) for d in earlier}
            earlier += [Diagnostic(Severity(p.severity), p.code, p.message, line.span("play"), p.args)
                        for p in rep.problems if (p.code, p.message) not in known]
    return _with(board, rep, tuple(earlier + line.problems))


def _with(board: Board, rep: Any, diagnostics: tuple[Diagnostic, ...]) -> Board:
    from dataclasses import replace
    return replace(board, replay=rep, diagnostics=diagnostics)


def _rejected(line: _Line, code: str, message: str, column: int = 1,
              args: tuple[tuple[str, object], ...] = ()) -> Board:
    """A record that could not be read at all: it carries the error, and nothing else."""
    span = SourceSpan(line.path, line.number, column)
    return Board(format="?", span=span, diagnostics=(Diagnostic(Severity.ERROR, code, message, span, args),))


def _objects(text: str) -> list[tuple[int, str]]:
    """(line number, text) of each object: every non-blank line, or the items of a
    JSON array (hakem's older output)."""
    stripped = text.lstrip()
    if stripped.startswith("["):
        return [(0, text)]
    # Split on newlines only: JSON text may hold U+0085 or U+2028 inside a string,
    # which str.splitlines() would take for line ends.
    return [(n, t) for n, t in enumerate(text.split("\n"), start=1) if t.strip()]


def read_text(text: str, path: str | None = None) -> JsonFile:
    """Read JSON lines ``text`` (already decoded)."""
    out = JsonFile()
    for number, chunk in _objects(text):
        if number == 0:  # a whole JSON array
            try:
                items = json.loads(chunk)
            except json.JSONDecodeError as exc:
                out.boards.append(_rejected(_Line(path, exc.lineno, ""), "json.syntax",
                                            f"not JSON: {exc.msg}", exc.colno, (("detail", exc.msg),)))
                continue
            for item in items if isinstance(items, list) else [items]:
                out.boards.append(_board(item, _Line(path, 1, chunk[:200])))
            continue
        line = _Line(path, number, chunk)
        if len(chunk) > MAX_LINE_CHARS:
            out.boards.append(_rejected(line, "json.record-too-large", f"a line of {len(chunk):,} "
                                        f"characters is over the limit of {MAX_LINE_CHARS:,}; not read",
                                        args=(("chars", len(chunk)), ("limit", MAX_LINE_CHARS))))
            continue
        try:
            item = json.loads(chunk)
        except json.JSONDecodeError as exc:
            out.boards.append(_rejected(line, "json.syntax", f"not JSON: {exc.msg}", exc.colno,
                                        (("detail", exc.msg),)))
            continue
        out.boards.append(_board(item, line))
    return out


def _board(item: Any, line: _Line) -> Board:
    if not isinstance(item, dict) or item.get("schema") != SCHEMA:
        what = "an object" if isinstance(item, dict) else f"a JSON {type(item).__name__}"
        return _rejected(line, "json.unreadable", f"{what} that is not a hakem board (no "
                         f"\"schema\": \"{SCHEMA}\"; hakem convert --to json writes boards)",
                         args=(("kind", "object" if isinstance(item, dict) else "other"), ("schema", SCHEMA)))
    return board_from_dict(item, line)


def loads(text: str, path: str | None = None) -> list[Board]:
    """The boards of JSON lines ``text``."""
    return read_text(text, path).boards


def load(source: Source, path: str | None = None) -> list[Board]:
    """The boards of a JSON lines file (a path or an open file)."""
    src = read_source(source, path)
    return read_text(src.text, src.path).boards


__all__ = ["JsonFile", "MAX_LINE_CHARS", "board_from_dict", "load", "loads", "read_text"]
