"""One LIN board segment to a :class:`~hakem.model.board.Board`.

LIN is a stream of state changes (it drives BBO's movie viewer), so the reader
walks the pairs in order: ``md`` deals, ``mb`` calls, ``an`` explains the call
just made, ``pc`` plays, ``up`` takes back, ``mc`` ends the play with a claim.
The seat of each card is not written: the lead passes to the winner of each
trick (Law 44G), so the play is replayed while it is read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from hakem.model.board import Tag
from hakem.model.calls import UNKNOWN
from hakem.model.cards import _CARDS, Card
from hakem.model.deal import Deal
from hakem.model.diagnostics import Budget, Diagnostic, DiagnosticList, ParseError, Severity
from hakem.model.numbers import read_number
from hakem.model.seat import Seat, Vulnerability

from . import lin_values as values
from .lin_carry import Carried, take_note
from .pbn_values import deal_problem_args, unread_deal_args
from .lin_split import Segment
from .lin_tokens import Pair, Positions, run_pairs, unescape_suits

#: Commands formats.md lists as BBO display or movie commands: kept as tags, not interpreted.
DISPLAY_COMMANDS = frozenset(
    "sa mn sk hc lc hs ls tc px ub cr cg cb fh ff fb fi fu fm fp bt tu lb sb ha ih ia hf kp do "
    "wt ts va sc pf pd 3d bg bd se bm wb hb ip lf tb by sd dn cm fa".split())
#: Commands that carry nothing for the record (layout, pauses).
_SILENT = frozenset({"pg", "pa"})
#: Calls kept per board (the longest legal auction has 319).
MAX_CALLS = 1_000
#: Comments (nt, at, undo notes) kept per board; the rest are counted.
MAX_COMMENTS = 10_000
#: Prefix of the tags that keep commands hakem does not model (re-emitted by the writer).
LIN_TAG = "LIN_"

@dataclass
class Context:
    """Per-file reading state shared by the boards of one file."""

    positions: Positions
    strict: bool = False
    qx_mode: bool = False
    inherited_pn: Pair | None = None
    on_diagnostic: Callable[[Diagnostic], None] | None = None
    budget: Budget = field(default_factory=Budget)
    """How many more diagnostics the file's boards may keep (model.diagnostics)."""


@dataclass
class _State:
    diags: DiagnosticList = field(default_factory=DiagnosticList)
    extra: list[Tag] = field(default_factory=list)
    heads: dict[str, Tag] = field(default_factory=dict)
    """Non-standard ``qx``/``ah`` values kept as written (the writer needs them first)."""
    names: list[str] | None = None
    number: int | None = None
    room: str | None = None
    dealer: Seat | None = None
    vul: Vulnerability | None = None
    deal: Deal | None = None
    # calls: [call, alert, explanation, offset]
    calls: list[list] = field(default_factory=list)  # type: ignore[type-arg]
    cards: list[Card | None] = field(default_factory=list)
    card_offsets: list[int] = field(default_factory=list)
    # comments: (text, kind, index, offset); kind 'game' | 'auction' | 'play'
    comments: list[tuple[str, str, int, int]] = field(default_factory=list)
    claim: tuple[int, int, int] | None = None  # (tricks, offset, cards played before it)
    carried: Carried = field(default_factory=Carried)
    """PBN marks and tags hakem carried in notes (:mod:`hakem.parsers.lin_carry`)."""
    dropped: int = 0  # comments past MAX_COMMENTS
    bad_md: bool = False  # an md| was there but unreadable (its lin.bad-deal error says so)


class BoardReader:
    """Reads one segment. Create one per board."""

    def __init__(self, segment: Segment, ctx: Context) -> None:
        self.seg = segment
        self.ctx = ctx
        self.pos = ctx.positions
        self.s = _State(DiagnosticList(ctx.budget))
        self.start = segment.pairs[0][3] if segment.pairs else 0
        self.calls_cut = False

    # -- diagnostics ---------------------------------------------------------------
    def diag(self, severity: Severity, code: str, message: str, offset: int,
             args: tuple[tuple[str, object], ...] = ()) -> None:
        if self.ctx.strict and severity is not Severity.INFO and code.startswith("lin."):
            raise ParseError(message, self.pos.span(offset), self.pos.context(offset), code)
        diags = self.s.diags
        if diags.overflow is not None:  # (a board of thousands of them: count them only)
            diags.count(severity)
            return
        diags.append(Diagnostic(severity, code, message, self.pos.span(offset), args))

    def number(self, text: str, what: str, code: str, offset: int, **bounds: int) -> int | None:
        """A number of the record, read by the one bounded reader (``model.numbers``);
        None, with a warning at ``offset``, when it cannot be read."""
        return read_number(text, what, None, lambda d: self.warn(d.code, d.message, offset, **d.kwargs), code=code,
                           **bounds)

    def info(self, code: str, message: str, offset: int, **args: object) -> None:
        self.diag(Severity.INFO, code, message, offset, tuple(args.items()))

    def warn(self, code: str, message: str, offset: int, **args: object) -> None:
        self.diag(Severity.WARNING, code, message, offset, tuple(args.items()))

    def error(self, code: str, message: str, offset: int, **args: object) -> None:
        self.diag(Severity.ERROR, code, message, offset, tuple(args.items()))

    # -- reading -------------------------------------------------------------------
    def _anchor(self) -> tuple[str, int]:
        s = self.s
        if s.cards:
            return "play", len(s.cards) - 1
        if s.calls or s.deal is not None:
            return "auction", len(s.calls) - 1
        return "game", 0

    def read(self) -> _State:
        s = self.s
        for key, raw, value, off in self.seg.pairs:
            if key == "*c":
                self._cards(value, off)
                continue
            if key == "*b":
                for pair in run_pairs(value, off):
                    if pair[0] == "mb":
                        self._call(pair[2], pair[3])
                    else:
                        self._explain(pair[2], pair[3])
                continue
            if key == "pc":  # a lone card (runs are the usual form)
                self._cards(f"pc|{value}|", off)
            elif key in _SILENT:
                continue
            elif key == "mb":
                self._call(value, off)
            elif key == "an":
                self._explain(value, off)
            elif key == "md":
                self._deal(raw, value, off)
            elif key == "sv":
                try:
                    s.vul = Vulnerability.parse(value)
                except ValueError:
                    self.warn("lin.bad-vulnerability", f"sv|{value}|: not a vulnerability", off,
                              command=f"sv|{value}|")
            elif key == "st" or key == "rh":
                if value:
                    s.extra.append(Tag(LIN_TAG + raw, value, self.pos.span(off)))
            elif key == "pn":
                self._names(value, off)
            elif key == "ah":
                self._heading(raw, value, off)
            elif key == "nt" or key == "at":
                if not value:
                    continue  # an empty text only clears BBO's comment area
                if key == "nt" and self._carried(value, off):
                    continue
                if len(s.comments) >= MAX_COMMENTS:
                    if not s.dropped:
                        self.diag(Severity.ERROR, "lin.too-many-comments", f"more than {MAX_COMMENTS:,} "
                                  "comments in one board; this one and those after it are not kept", off,
                                  (("limit", MAX_COMMENTS),))
                    s.dropped += 1
                    continue
                kind, index = self._anchor()
                s.comments.append((unescape_suits(value), kind, index, off))
            elif key == "mc":
                self._claim(value, off)
            elif key == "qx":
                self._qx(raw, value, off)
            elif key == "up" or key == "ub":
                self._undo(key, value, off)
            else:
                s.extra.append(Tag(LIN_TAG + raw, value, self.pos.span(off)))
                if key in DISPLAY_COMMANDS:
                    self.info("lin.display-command",
                              f"{raw}|{value}|: BBO display command, kept as tag {LIN_TAG}{raw}", off,
                              command=f"{raw}|{value}|", tag=f"{LIN_TAG}{raw}")
                else:
                    self.info("lin.unknown-command",
                              f"{raw}|{value}|: unknown command, kept as tag {LIN_TAG}{raw}", off,
                              command=f"{raw}|{value}|", tag=f"{LIN_TAG}{raw}")
        return s

    def _carried(self, value: str, off: int) -> bool:
        """A note carrying a PBN mark or PBN tags (:mod:`hakem.parsers.lin_carry`)."""
        s = self.s
        return take_note(s.carried, value, s.calls, s.cards,
                         lambda message, **args: self.warn("lin.misplaced-mark", message, off, **args), off)

    def _cards(self, run: str, off: int) -> None:
        """A run of ``pc``/``pg`` pairs (see lin.lark)."""
        cards, offsets = self.s.cards, self.s.card_offsets
        get = _CARDS.get
        parts = run.split("|")
        pos = off
        for i in range(0, len(parts) - 1, 2):
            raw = parts[i]
            if len(raw) != 2:
                stripped = raw.lstrip()
                pos += len(raw) - len(stripped)
                raw = stripped
            value = parts[i + 1]
            if raw == "pg":
                pass
            elif raw == "pc" or raw.lower() == "pc":
                card = get(value)
                if card is None:
                    card, problem = values.parse_card(value)
                    if problem:
                        self.warn("lin.bad-card", problem, pos, value=value,
                                  kind="suit" if problem.startswith("suit only") else "card")
                cards.append(card)
                offsets.append(pos)
            pos += len(value) + 4

    def _call(self, value: str, off: int) -> None:
        try:
            parsed, alert = values.parse_call(value)
        except ValueError:
            # One mb is one call: keep its seat, as a call the record does not show.
            self.warn("lin.bad-call", f"mb|{value[:40]}|: not a call; kept as an unknown call", off,
                      command=f"mb|{value[:40]}|")
            parsed, alert = [UNKNOWN], False
        if len(self.s.calls) >= MAX_CALLS:
            # Law-abiding auctions stop at 319 calls; the rest would only feed quadratic work.
            if not self.calls_cut:
                self.calls_cut = True
                self.diag(Severity.ERROR, "lin.auction-too-long", f"more than {MAX_CALLS:,} calls; the calls "
                          "from here on are not read", off, (("limit", MAX_CALLS),))
            return
        if self.s.cards:
            self.warn("lin.call-after-play", f"mb|{value}|: a call after the play started", off,
                      command=f"mb|{value}|")
        for call in parsed:
            self.s.calls.append([call, alert, None, off])

    def _explain(self, value: str, off: int) -> None:
        s = self.s
        text = unescape_suits(value)
        if not s.calls or s.cards:
            # An explanation with no call before it: keep the words as commentary.
            self.warn("lin.orphan-explanation", f"an|{value}|: no call to explain", off,
                      command=f"an|{value}|")
            kind, index = self._anchor()
            s.comments.append((text, kind, index, off))
            return
        last = s.calls[-1]
        if last[2] is not None:
            self.info("lin.second-explanation", f"an|{value}|: a second explanation of one call; "
                      "the texts are joined", off, command=f"an|{value}|")
            text = last[2] + "\n" + text
        last[2] = text

    def _deal(self, raw: str, value: str, off: int) -> None:
        s = self.s
        if value.startswith("0"):
            # Movies re-deal cards mid-board with md|0...; not a tournament record.
            s.extra.append(Tag(LIN_TAG + raw, value, self.pos.span(off)))
            self.info("lin.movie-command", f"md|{value[:20]}|: movie re-deal, kept as tag", off,
                      command=f"md|{value[:20]}|")
            return
        if s.deal is not None:
            # The earlier deal is lost: an error, as every dropped record is (issue 18).
            self.diag(Severity.ERROR, "lin.second-deal", "a second md in one board; the later deal is used", off)  # (no values)
        try:
            dealer, deal = values.parse_md(value)
        except ValueError as exc:
            self.diag(Severity.ERROR, "lin.bad-deal", f"md: {exc}", off,  # as pbn.bad-deal
                      tuple(unread_deal_args(str(exc)).items()))
            s.bad_md = True
            return
        for problem in deal.problems():
            self.diag(Severity.ERROR, "lin.bad-deal", f"md: {problem}", off,
                      tuple(deal_problem_args(problem).items()))
        if not deal.is_complete:
            known = sum(1 for h in deal.hands if h is not None)
            self.info("lin.partial-deal", f"md gives {known} of 4 hands; the rest are unknown", off,
                      count=known)
        s.dealer, s.deal = dealer, deal
        if dealer is None:
            self.info("lin.no-dealer", "md has no dealer digit", off, kind="md")

    def _names(self, value: str, off: int) -> None:
        names = [n.strip() for n in value.split(",")]
        if len(names) == 8:
            names = names[:4] if self.s.room != "Closed" else names[4:]
        elif len(names) != 4:
            self.warn("lin.bad-players", f"pn lists {len(names)} names, not 4 (S,W,N,E)", off, count=len(names))
            names = (names + ["", "", "", ""])[:4]
        if self.s.names is not None:
            self.info("lin.second-players", "a second pn in one board; the later names are used", off)
        self.s.names = names

    def _heading(self, raw: str, value: str, off: int) -> None:
        digits = values.board_from_ah(value)
        number = None if digits is None else self.number(digits, f"ah|{value[:40]}|", "lin.bad-board", off)
        if number is None or value != f"Board {number}":
            self.s.heads["ah"] = Tag(LIN_TAG + raw, value, self.pos.span(off))
        if number is None:
            return
        if self.s.number is not None and self.s.number != number:
            self.info("lin.board-number-mismatch",
                      f"ah|{value}| disagrees with qx board {self.s.number}; qx is kept", off,
                      command=f"ah|{value}|", board=self.s.number)
            return
        self.s.number = number

    def _qx(self, raw: str, value: str, off: int) -> None:
        room, digits = values.parse_qx(value)
        number = None if digits is None else self.number(digits, f"qx|{value[:40]}|", "lin.bad-board", off)
        if room is None or value != f"{'o' if room == 'Open' else 'c'}{number}":
            self.s.heads["qx"] = Tag(LIN_TAG + raw, value, self.pos.span(off))
        if room is None:
            self.warn("lin.bad-room", f"qx|{value[:40]}|: expected o<n> or c<n>", off,
                      command=f"qx|{value[:40]}|")
            return
        self.s.room, self.s.number = room, number

    def _claim(self, value: str, off: int) -> None:
        tricks = self.number(value, "mc| (tricks)", "lin.bad-claim", off, low=0, high=13)
        if tricks is None:
            return
        if self.s.claim is not None:
            self.info("lin.second-claim", "a second mc in one board; the later one is kept", off)
        self.s.claim = (tricks, off, len(self.s.cards))

    def _undo(self, key: str, value: str, off: int) -> None:
        """``up|n|`` takes back the last n cards (or calls, before the play), ``ub`` calls.

        The record keeps the final sequence; that something was taken back matters
        to a director (Laws 25 and 47), so it stays as commentary and a diagnostic.
        """
        s = self.s
        text = value.strip()
        if text.isdigit():
            read = self.number(text, f"{key}| (count)", "lin.bad-undo", off)
            if read is None:
                return
            count = read
        else:
            count = 1
        if key == "up" and s.cards:
            count = min(count, len(s.cards))
            words = " ".join(str(c) if c else "?" for c in s.cards[-count:])
            del s.cards[-count:]
            del s.card_offsets[-count:]
        else:
            count = min(count, len(s.calls))
            words = " ".join(str(c[0]) for c in s.calls[len(s.calls) - count:])
            del s.calls[len(s.calls) - count:]
        message = f"BBO undo ({key} {value}): took back {words or 'nothing'}"
        self.info("lin.undo", message, off, command=f"{key} {value}", cards=words or None)
        kind, index = self._anchor()
        s.comments.append((message, kind, index, off))
