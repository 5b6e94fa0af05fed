"""Assembling a :class:`~hakem.model.board.Board` from one parsed PBN game.

This is where PBN's import-format leniency lives: tag inheritance (``#``,
``##``, PBN 4.8), repeated tags (the first counts), the compact second-table
records of rpbridge.net files, values that are missing, ``?`` or ``""``, and the
cross-checks between tags, auction, play and deal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from hakem.model.auction import Auction, AuctionCall, Note
from hakem.model.board import MANDATORY_TAGS, TYPED_TAGS, Board, Comment, Table, Tag
from hakem.model.diagnostics import Budget, SourceSpan
from hakem.model.numbers import MAX_DIGITS, read_number
from hakem.model.play import Play
from hakem.model.seat import Seat

from .pbn_sections import (MAX_ANNOTATIONS, MAX_AUCTION_CALLS, MAX_COMMENTS, MAX_PLAY_CELLS, AuctionReader,
                           PlayReader, read_table)
from .pbn_tokens import (QUOTED, Positions, RawTag, add_tag, comment_text, fast_tuple, read_tags, split_notes,
                         split_section_head, tag_value)
from .pbn_values import TypedValues, cross_check, read_typed
from .pbn_writer import comment_order

# PBN 4.8: these tags may not be inherited with '#' or '##'.
_NOT_INHERITED = frozenset({"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction",
                            "Play", "Note"})
#: Tags a record keeps (in source order; the standard ones come first).
MAX_TAGS = 1_000
#: Tag names a file remembers for '#' inheritance.
MAX_REMEMBERED_TAGS = 10_000
# What a compact second-table record (rpbridge.net) takes from the game before it.
_COMPACT_REUSE = ("Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal", "Scoring")


@dataclass
class FileState:
    """What one game passes on to the next in the same file."""

    last_values: dict[str, RawTag] = field(default_factory=dict)
    """The latest value of every tag seen so far (what '#' inherits)."""
    sticky: dict[str, str] = field(default_factory=dict)
    """Values set with '##': they apply to every later game that lacks the tag."""
    previous_raw: dict[str, RawTag] = field(default_factory=dict)
    """The previous game's tags (what an rpbridge.net compact record takes)."""
    pending_comments: list[Comment] = field(default_factory=list)
    pending_escapes: list[str] = field(default_factory=list)
    budget: Budget = field(default_factory=Budget)
    """How many more diagnostics the file's records may keep (model.diagnostics)."""
    tokens: int = 0
    """Tokens parsed so far (pbn.MAX_FILE_TOKENS)."""



def build_board(items: list[Any], pos: Positions, state: FileState) -> Board | None:
    """Turn the parsed items of one game into a Board (None if the game holds no tag)."""
    seen: dict[str, RawTag] = {}  # the first value of each tag, in source order
    inherits = False  # a value may start with '#': PBN 4.8 inheritance to apply
    comments: list[Comment] = list(state.pending_comments)
    escapes: list[str] = list(state.pending_escapes)
    state.pending_comments, state.pending_escapes = [], []
    auction: AuctionReader | None = None
    play: PlayReader | None = None
    auction_notes: list[Note] = []
    play_notes: list[Note] = []
    tables: list[Table] = []
    section: str | None = None  # 'auction' or 'play': where a Note tag belongs
    anchor = "game"
    dropped_comments = 0

    for kind, toks in items:
        if kind == "tag":
            name, hashes = read_tags(toks[0], pos, seen)
            inherits = inherits or hashes
            anchor, section = f"tag:{name}", None
            if len(toks) > 1:
                _tag_extras(toks[1:], anchor, pos, comments, escapes)
        elif kind == "auction":
            value, head, run = split_section_head(toks[0], "CALLS")
            if run is not None:
                toks = [head, run, *toks[1:]]
            span = pos.span(head)
            first = _seat_or(value, pos, span, "Auction")
            if auction is not None:
                pos.warn("pbn.duplicate-tag", "second [Auction] section ignored", span, kind="section", tag="Auction")
                continue
            add_tag(seen, "Auction", value, span, pos)
            inherits = inherits or value[:1] == "#"
            auction = AuctionReader(first if first is not None else Seat.N, pos)
            for tok in toks[1:]:
                auction.feed(tok)
            comments.extend(auction.comments)
            section, anchor = "auction", "tag:Auction"
        elif kind == "play":
            value, head, run = split_section_head(toks[0], "CARDS")
            if run is not None:
                toks = [head, run, *toks[1:]]
            span = pos.span(head)
            first = _seat_or(value, pos, span, "Play")
            if play is not None:
                pos.warn("pbn.duplicate-tag", "second [Play] section ignored", span, kind="section", tag="Play")
                continue
            add_tag(seen, "Play", value, span, pos)
            inherits = inherits or value[:1] == "#"
            if first is None:  # [Play ""]: no play (passed out)
                if len(toks) > 1:
                    pos.warn("pbn.play-without-leader", "cards after [Play \"\"] ignored", span)
                section, anchor = "play", "tag:Play"
                continue
            play = PlayReader(first, pos)
            for tok in toks[1:]:
                play.feed(tok)
            comments.extend(play.comments)
            section, anchor = "play", "tag:Play"
        elif kind == "note":
            target = play_notes if section == "play" else auction_notes
            for piece in split_notes(toks[0]):
                _name, value = tag_value(piece)
                note = _read_note(value, pos, pos.span(piece))
                if note is not None:
                    if any(n.index == note.index for n in target):
                        pos.warn("pbn.duplicate-note", f"note {note.index} repeated", note.span, index=note.index)
                    else:
                        target.append(note)
                    anchor = f"note:{section or 'auction'}:{note.index}"
        elif kind == "table":
            name, value = tag_value(toks[0])
            span = pos.span(toks[0])
            table, table_comments = read_table(name, value, toks[1:], pos, span)
            tables.append(table)
            comments.extend(table_comments)
            anchor, section = f"tag:{name}", None
        elif kind == "comment":
            if len(comments) >= MAX_COMMENTS:
                dropped_comments += 1
                continue
            text, brace = comment_text(toks[0])
            comments.append(Comment(text, anchor, brace, pos.span(toks[0])))
        elif kind == "escape":
            escapes.append(toks[0].value)

    if len(seen) > MAX_TAGS:
        # A record has a few dozen tags; a hostile one could keep a hundred thousand.
        pos.error("pbn.too-many-tags", f"{len(seen) - MAX_TAGS:,} tags over the limit of {MAX_TAGS:,} a "
                  "record are not kept", list(seen.values())[MAX_TAGS].span, count=len(seen) - MAX_TAGS,
                  limit=MAX_TAGS)
        seen = dict(list(seen.items())[:MAX_TAGS])
    if not seen and not tables and not auction_notes and not play_notes and not pos.diagnostics \
            and pos.overflow is None:
        # A chunk without tags (a file header of % lines, or a lone comment):
        # it opens the next game rather than being a board of its own.
        state.pending_comments = comments
        state.pending_escapes = escapes
        return None

    for orphan, wanted in ((auction_notes, auction), (play_notes, play)):
        if orphan and wanted is None:
            # A [Note] needs a section to belong to; keep its text visible all the same.
            pos.warn("pbn.note-without-section", "[Note] outside an auction or play section, "
                     "kept as a comment", orphan[0].span)
            comments.extend(Comment(f"{n.index}:{n.text}", "game", True, n.span) for n in orphan)
    by_name = _resolve_inheritance(seen, inherits, pos, state) if seen else {}
    typed: TypedValues = read_typed(by_name, pos)

    auction_model = None
    if auction is not None:
        if typed.dealer is not None and auction.dealer != typed.dealer:
            pos.warn("pbn.auction-dealer", f"the auction starts with {auction.dealer.name}, "
                     f"[Dealer] says {typed.dealer.name}", seen["Auction"].span,
                     auction=auction.dealer.name, dealer=typed.dealer.name)
        if len(auction.entries) > MAX_AUCTION_CALLS or auction.beyond:
            # Law-abiding auctions stop at 319 calls; the rest would only feed quadratic work.
            origin = auction.origin()
            total = len(auction.entries) + auction.beyond
            pos.error("pbn.auction-too-long", f"auction of {total:,} calls is over the limit "
                      f"of {MAX_AUCTION_CALLS:,}; the calls after that are not read",
                      (origin.span(MAX_AUCTION_CALLS) if len(auction.entries) > MAX_AUCTION_CALLS
                       else auction.beyond_at) or seen["Auction"].span, count=total, limit=MAX_AUCTION_CALLS)
            del auction.entries[MAX_AUCTION_CALLS:]
            auction.runs = [run for run in auction.runs if run.first < MAX_AUCTION_CALLS]
            auction.explicit = [item for item in auction.explicit if item[0] < MAX_AUCTION_CALLS]
        auction_model = Auction(auction.dealer, tuple(_explain(auction.entries, auction_notes)),
                                auction.ending, tuple(auction_notes), seen["Auction"].span,
                                auction.origin(), auction.unreadable)
    play_model = None
    if play is not None:
        if len(play.cells) > MAX_PLAY_CELLS or play.beyond:
            pos.error("pbn.play-too-long", f"play of {len(play.cells) + play.beyond:,} cards is over the "
                      f"limit of {MAX_PLAY_CELLS:,}; the cards after that are not read", seen["Play"].span,
                      count=len(play.cells) + play.beyond, limit=MAX_PLAY_CELLS)
            del play.cells[MAX_PLAY_CELLS:]
            play.runs = [run for run in play.runs if run.first < MAX_PLAY_CELLS]
        play_model = Play(play.first, play.rows(), play.ending, tuple(play_notes), seen["Play"].span,
                          play.origin())

    span = next(iter(seen.values())).span if seen else SourceSpan(pos.path, pos.line0, 1)
    skipped = (auction.skipped if auction is not None else 0) + (play.skipped if play is not None else 0)
    if skipped:
        pos.warn("pbn.too-many-annotations", f"{skipped:,} annotations past the limit of {MAX_ANNOTATIONS} "
                 "on one call or card are not read", span, count=skipped, limit=MAX_ANNOTATIONS)
    dropped = dropped_comments + (auction.dropped if auction is not None else 0) + (
        play.dropped if play is not None else 0)
    if dropped:
        pos.error("pbn.too-many-comments", f"{dropped:,} comments over the limit of {MAX_COMMENTS:,} "
                  "a section are not kept", span, count=dropped, limit=MAX_COMMENTS)
    checked = cross_check(typed, auction_model, play_model, pos, by_name, span)
    return Board(
        tags=_kept_tags(by_name, typed), dealer=typed.dealer, vulnerability=typed.vulnerability,
        deal=typed.deal, declarer=checked.declarer, declarer_swapped=typed.declarer_swapped,
        contract=checked.contract, result=typed.result, result_agreed=typed.result_agreed,
        auction=auction_model, play=play_model, tables=tuple(tables),
        comments=tuple(sorted(comments, key=_comment_key)) if len(comments) > 1 else tuple(comments),
        escapes=tuple(escapes), format="pbn", span=span, diagnostics=tuple(pos.diagnostics) if pos.overflow is None else pos.collected(),
        replay=checked.replay,
    )


def _comment_key(comment: Comment) -> tuple:  # type: ignore[type-arg]
    return comment_order(comment.anchor)


def _kept_tags(by_name: dict[str, RawTag], typed: TypedValues) -> tuple[Tag, ...]:
    """The tags Board.tags keeps: mandatory ones in PBN order, then the others by name.

    Auction and Play live in their sections, typed values in their fields (unless
    they could not be read), and a mandatory tag that is only ``?`` says nothing.
    """
    unread = typed.unread
    names = [n for n in MANDATORY_TAGS if n not in TYPED_TAGS or n in unread] if unread else _UNTYPED_MANDATORY
    kept = []
    for name in names:
        raw = by_name.get(name)
        if raw is not None and raw.value != "?":
            kept.append(Tag(name, raw.value, fast_tuple(SourceSpan, raw[1:])))  # (path, line, column)
    others = [name for name in by_name if name not in _NOT_OTHER]
    if others:
        others.sort()
        for name in others:
            raw = by_name[name]
            kept.append(Tag(name, raw.value, fast_tuple(SourceSpan, raw[1:])))
    return tuple(kept)


_UNTYPED_MANDATORY = tuple(n for n in MANDATORY_TAGS if n not in TYPED_TAGS)
_SECTION_TAGS = frozenset({"Auction", "Play"})
_NOT_OTHER = frozenset(MANDATORY_TAGS) | _SECTION_TAGS


def _tag_extras(toks: list[Any], anchor: str, pos: Positions, comments: list[Comment],
                escapes: list[str]) -> None:
    """Comments after a tag belong to it; stray text is kept as a comment and reported."""
    stray: list[str] = []
    first_stray = None
    kept_words = 0
    for tok in toks:
        if tok.type in ("BRACE_COMMENT", "LINE_COMMENT"):
            text, brace = comment_text(tok)
            comments.append(Comment(text, anchor, brace, pos.span(tok)))
        elif tok.type == "ESCAPE":
            escapes.append(tok.value)
        else:  # a run of words and strings (CELLS)
            if first_stray is None:
                first_stray = tok
            stray.extend(_STRAY_PIECE.findall(tok.value))
            if len(stray) > MAX_COMMENTS:
                kept_words = MAX_COMMENTS
    if first_stray is not None:
        span = pos.span(first_stray)
        cut = f" (the first {kept_words:,} of {len(stray):,} words)" if kept_words else ""
        pos.error("pbn.stray-text", f"text outside any tag or section kept as a comment{cut}: "
                 f"{' '.join(stray[:20])[:60]!r}", span, text=' '.join(stray[:20])[:60],
                  kept=kept_words, words=len(stray))
        comments.append(Comment(" ".join(stray[:MAX_COMMENTS]), anchor, True, span))


# A word or a quoted string of stray text (the grammar's CELLS run).
_STRAY_PIECE = re.compile(rf'"{QUOTED}"|[^\s\[\]{{}};"%]+')


def _seat_or(value: str, pos: Positions, span: SourceSpan, what: str) -> Seat | None:
    if value.strip() in ("", "?", "-"):
        return None
    try:
        return Seat.parse(value)
    except ValueError:
        pos.warn("pbn.bad-seat", f"[{what}] is not a seat: {value!r}", span, tag=what, value=value)
        return None


def _read_note(value: str, pos: Positions, span: SourceSpan) -> Note | None:
    index, sep, text = value.partition(":")
    if not sep or not index.strip().isdigit():
        pos.warn("pbn.bad-note", f"note without an index: {value!r}", span, kind="no-index", value=value)
        return None
    if len(index) <= MAX_DIGITS and index.isascii():  # read_number's work, at once
        return Note(int(index), text, span)
    number = read_number(index, "[Note] index", span, pos.add, code="pbn.bad-note")
    return Note(number, text, span) if number is not None else None


def _explain(entries: list[Any], notes: list[Note]) -> list[Any]:
    """Attach each referenced note's text to the call that cites it."""
    if not notes:
        return entries
    text = {n.index: n.text for n in notes if n.text}  # an empty note: alerted, not explained
    out = []
    for e in entries:
        if e.note in text:
            e = AuctionCall(e.call, e.seat, alert=e.alert, explanation=text[e.note], note=e.note,
                            suffix=e.suffix, nags=e.nags, insufficient=e.insufficient, span=e.span)
        out.append(e)
    return out


def _resolve_inheritance(seen: dict[str, RawTag], inherits: bool, pos: Positions,
                         state: FileState) -> dict[str, RawTag]:
    """Apply PBN 4.8 inheritance and rpbridge.net's compact records; remember values.

    ``seen`` holds the first value of each tag in source order; ``inherits`` says
    whether any value may start with ``#``. The result maps names to the tags that count.
    """
    out = seen
    if inherits or state.sticky:
        out = {}
        for name, tag in seen.items():
            value = tag.value
            if value.startswith("##"):
                value = value[2:]
                state.sticky[name] = value
            elif value == "#":
                if name in _NOT_INHERITED:
                    pos.warn("pbn.bad-inheritance", f"[{name}] may not be inherited", tag.span, tag=name)
                previous = state.last_values.get(name)
                value = previous.value if previous is not None else ""
            out[name] = tag if value is tag.value else tag.with_value(value)
        first = next(iter(seen.values()))
        for name, value in state.sticky.items():
            if name not in out:
                out[name] = first.with_value(value)
    previous_raw = state.previous_raw
    if "Deal" not in out and "Board" not in out and ("Contract" in out or "Auction" in out) \
            and (deal := previous_raw.get("Deal")) is not None and deal.value:
        # rpbridge.net: the second table of a board repeats only players, contract and play.
        first = next(iter(seen.values()))
        pos.info("pbn.compact-record", "record without [Board] and [Deal]: board, dealer, "
                 "vulnerability and deal taken from the previous game", first.span)
        if out is seen:
            out = dict(seen)
        for name in _COMPACT_REUSE:
            if name not in out and name in previous_raw:
                out[name] = first.with_value(previous_raw[name].value)
    if len(state.last_values) < MAX_REMEMBERED_TAGS:
        state.last_values.update(out)
    else:  # (a hostile file of distinct tag names: remember the values of known ones only)
        state.last_values.update((name, tag) for name, tag in out.items() if name in state.last_values)
    state.previous_raw = out
    return out
