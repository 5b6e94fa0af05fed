"""From what :class:`~hakem.parsers.lin_board.BoardReader` collected to a Board.

Seats the calls from the dealer, derives the contract from the auction, places
each card in its seat column by following the lead from trick to trick (Law 44G:
the winner of a trick leads to the next), replays the play against the deal, and
sets the result: ``mc`` when present (the total tricks declarer's side took,
see docs/lin.md), otherwise the count of a complete replay.
"""

from __future__ import annotations

import re

from dataclasses import dataclass

from hakem.model.auction import Auction, AuctionCall
from hakem.model.board import Board, Comment, Tag
from hakem.model.cards import DECK, Card, Suit
from hakem.model.contract import Contract, Risk
from hakem.model.diagnostics import Severity, SourceSpan
from hakem.model.numbers import read_int
from hakem.model.play import Play, PlayedCard
from hakem.model.replay import replay
from hakem.model.seat import Seat, dealer_for_board

from . import lin_values as values
from .lin_board import LIN_TAG, BoardReader
from .lin_carry import carried_contract, marked_cell
from .lin_tokens import Positions

try:  # shared, span-less entries and lazy positions (hakem.model.origin)
    from hakem.model.auction import plain_call
    from hakem.model.play import plain_cell
    _ORIGIN = "origin" in Play.__dataclass_fields__
except ImportError:  # pragma: no cover - older model
    def plain_call(call, seat):  # type: ignore[no-untyped-def]
        return AuctionCall(call, seat)

    def plain_cell(card, seat):  # type: ignore[no-untyped-def]
        return PlayedCard(card, seat)
    _ORIGIN = False

_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
#: Player tags in PBN order, with each seat's index in LIN's S,W,N,E lists.
_PLAYER_TAGS = (("West", 1), ("North", 2), ("East", 3), ("South", 0))
#: The shared span-less cell for each (seat, card), keyed by seat number and id(card):
#: cards are interned, and this look-up is the reader's innermost step.
_CELLS = tuple({id(card): plain_cell(card, seat) for card in (None, *DECK)} for seat in _SEATS)
_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING, "info": Severity.INFO}


@dataclass(frozen=True, slots=True)
class LinOrigin:
    """Where each call or cell of a LIN section was written, as character offsets.

    The entries are shared span-less objects (``plain_call``/``plain_cell``); the
    position is worked out only when a diagnostic or a ruling asks for it.
    """

    positions: Positions
    offsets: tuple[int | None, ...]
    """By item index: call index for an auction, ``row * 4 + column`` for a play."""

    def span(self, index: int) -> SourceSpan | None:
        if 0 <= index < len(self.offsets):
            offset = self.offsets[index]
            if offset is not None:
                return self.positions.span(offset)
        return None


def board_label(number: int | None, room: str | None) -> str:
    label = f"board {number}" if number is not None else "board (no number)"
    return f"{label}, {room.lower()} room" if room else label


def assemble(reader: BoardReader) -> Board:
    """Build the Board for one segment."""
    s = reader.s
    pos = reader.pos
    header = reader.seg.header
    label = board_label(s.number, s.room)

    names = s.names
    if names is None and "pn8" in header:
        listed = [n.strip() for n in header["pn8"][2].split(",")]
        names = listed[4:8] if s.room == "Closed" else listed[:4]
    elif names is None and reader.ctx.inherited_pn is not None:
        names = ([n.strip() for n in reader.ctx.inherited_pn[2].split(",")] + [""] * 4)[:4]
        reader.info("lin.players-inherited", f"{label} has no pn; the players of the last pn "
                    "in the file are used", reader.start, board=s.number, room=s.room)

    tags: list[Tag] = []
    if "vg" in header:
        tags.extend(Tag(name, value) for name, value in values.vg_tags(header["vg"][2]))
    if s.room:
        tags.append(Tag("Room", s.room))
    if s.number is not None:
        tags.append(Tag("Board", str(s.number)))
    if names:
        tags.extend(Tag(tag, names[i]) for tag, i in _PLAYER_TAGS if names[i])
    for key, pair in header.items():
        tags.append(Tag(LIN_TAG + pair[1], pair[2], pos.span(pair[3])))
    tags.extend(s.heads[k] for k in ("qx", "ah") if k in s.heads)
    tags.extend(s.extra)
    carried = s.carried  # what hakem carried from PBN in notes (lin_carry)
    tags.extend(carried.tags)

    dealer = s.dealer if s.dealer is not None else carried.dealer  # [Dealer] carried: no md
    if dealer is None and s.number is not None and (s.deal is not None or s.calls):
        dealer = dealer_for_board(s.number)
        reader.info("lin.dealer-from-board", f"{label}: no dealer digit; board {s.number} gives "
                    f"{dealer.name} (Law 2)", reader.start, board=s.number, room=s.room,
                    dealer=dealer.name)
    if s.deal is None and (s.calls or s.cards) and not s.bad_md:
        # A board that was bid or played but whose deal is missing cannot be checked
        # against the Laws at all (no hands to test a revoke, a lead or a claim): the
        # record is as good as lost, so it is an error (issue 18), never a warning a
        # batch passes. On BBO's files this happens when the md| value was damaged (its
        # bar lost, its text unreadable); a vugraph record written without md| lands
        # here too and is counted the same way. (An md| that is there but unreadable has
        # its own error, lin.bad-deal: one error for one fault.)
        reader.error("lin.no-deal", f"{label} has calls or cards but no deal (no readable md|): "
                     "it cannot be checked", reader.start, board=s.number, room=s.room)

    auction = None
    contract: Contract | None = None
    if s.calls:
        # [Auction "x"] carried from PBN: the first call was x's, not the dealer's.
        first = dealer if carried.auction_first is None else carried.auction_first
        if first is None:
            reader.warn("lin.no-dealer", f"{label}: dealer unknown; the auction is seated from "
                        "North", s.calls[0][3], board=s.number, room=s.room)
            first = Seat.N
        entries = tuple(
            AuctionCall(c[0], _SEATS[(first + i) % 4], c[1], c[2], span=pos.span(c[3]))
            if c[1] or c[2] is not None else plain_call(c[0], _SEATS[(first + i) % 4])
            for i, c in enumerate(s.calls))
        if _ORIGIN:
            origin = LinOrigin(pos, tuple(c[3] for c in s.calls))
            auction = Auction(first, entries, span=pos.span(s.calls[0][3]), origin=origin)
        else:
            auction = Auction(first, entries, span=pos.span(s.calls[0][3]))
        contract = auction.contract()
        if carried.insufficient:
            entries = tuple(AuctionCall(e.call, e.seat, e.alert, e.explanation, insufficient=True,
                                        span=pos.span(s.calls[i][3]))
                            if i in carried.insufficient else e for i, e in enumerate(entries))
            auction = Auction(first, entries, span=auction.span, origin=auction.origin)
        if not auction.is_complete:
            if s.cards:
                reader.warn("lin.auction-incomplete", f"{label}: the play starts before the "
                            "auction is over; the last bid is taken as the contract", s.calls[-1][3],
                            board=s.number, room=s.room, kind="play")
            else:
                reader.info("lin.auction-incomplete", f"{label}: the auction is not finished; "
                            "the contract is the last bid so far", s.calls[-1][3],
                            board=s.number, room=s.room, kind="open")

    if carried.contract is not None or carried.declarer is not None:
        # [Contract]/[Declarer] carried from PBN: the record's own contract (e.g. after a
        # Law 54A swap x played the hand, so x's LHO led), as the PBN reader takes it.
        contract = carried_contract(contract, carried)
    play, anchors, winners = _place_cards(reader, contract, label)
    declarer = contract.declarer if contract is not None else None
    if declarer is None and carried.declarer is not None:
        declarer = carried.declarer  # [Declarer] of a passed-out board, carried from PBN

    rep = None
    if play is not None and s.deal is not None:
        trump = contract.strain.suit if contract is not None and contract.strain is not None else None
        rep = replay(s.deal, play, trump, declarer)
        for problem in rep.problems:
            reader.s.diags.append(_problem_diag(problem, label, s.number, s.room))

    result = _result(reader, contract, winners, rep, label)
    if result is None and carried.result is not None:
        result = carried.result  # [Result] carried from PBN where mc cannot say it
    last_call = len(s.calls) - 1
    # Commentary in record order: the game, the auction, then the play in seat
    # columns (the order a PBN writer gives it back); stable within one place.
    comments = tuple(sorted((_comment(c, anchors, last_call, pos) for c in s.comments),
                            key=_comment_order))

    if "rs" in header and contract is not None:
        _check_rs(reader, header, contract, result, label)

    return Board(
        tags=tuple(tags), dealer=dealer, vulnerability=s.vul, deal=s.deal, declarer=declarer,
        contract=contract, result=result, auction=auction, play=play, comments=comments,
        declarer_swapped=carried.swapped and declarer == carried.declarer,
        result_agreed=carried.agreed and result == carried.result,
        format="lin", diagnostics=s.diags.collected("lin.more-diagnostics", pos.span(reader.start)),
        span=pos.span(reader.start), replay=rep)


def _place_cards(reader: BoardReader, contract: Contract | None, label: str
                 ) -> tuple[Play | None, list[tuple[int, int]], list[Seat]]:
    """Seat columns for the cards, which LIN lists in play order with no seats."""
    s = reader.s
    cards = s.cards
    if not cards:
        return None, [], []
    pos = reader.pos
    if contract is not None and contract.is_passed_out:
        reader.warn("lin.play-after-pass-out", f"{label}: cards played on a passed-out board; "
                    "they are left out", s.card_offsets[0], board=s.number, room=s.room)
        return None, [], []
    trump: Suit | None = None
    if contract is not None and contract.declarer is not None:
        leader = contract.declarer.lho  # Law 41A: declarer's left-hand opponent leads
        trump = contract.strain.suit if contract.strain is not None else None
    else:
        holder = s.deal.holder(cards[0]) if s.deal is not None and cards[0] is not None else None
        if holder is None:
            reader.warn("lin.play-unplaceable", f"{label}: no contract and no deal to tell who "
                        f"led; {len(cards)} cards are left out", s.card_offsets[0], board=s.number,
                        room=s.room, kind="no-contract", cards=len(cards))
            return None, [], []
        leader = holder
        reader.warn("lin.play-without-contract", f"{label}: cards without a contract; the "
                    f"holder of the first card ({holder.name}) is taken as the leader and "
                    "notrump for trumps", s.card_offsets[0], board=s.number, room=s.room,
                    seat=holder.name)
    if len(cards) > 52:
        reader.warn("lin.too-many-cards", f"{label}: {len(cards)} cards played; the ones after "
                    "the 52nd are left out", s.card_offsets[52], board=s.number, room=s.room,
                    cards=len(cards))
        cards = cards[:52]
    carried = s.carried
    first = int(leader)
    lead = first
    offsets = s.card_offsets
    rows: list[tuple[PlayedCard | None, ...]] = []
    cell_offsets: list[int | None] = []
    anchors: list[tuple[int, int]] = []
    winners: list[Seat] = []
    want_anchors = bool(s.comments)
    n = len(cards)
    for t in range(0, n, 4):
        trick = cards[t:t + 4]
        row: list[PlayedCard | None] = [None, None, None, None]
        where: list[int | None] = [None, None, None, None]
        number = len(rows)
        holder = s.deal.holder(trick[0]) if t in carried.leads and s.deal is not None \
            and trick[0] is not None else None
        if holder is not None:
            lead = int(holder)  # ^L: the card's holder led, out of turn, and it was accepted
        base = lead - first
        for i, card in enumerate(trick):
            col = (base + i) & 3
            row[col] = _CELLS[(lead + i) & 3][id(card)]
            if t + i in carried.revokes or t + i in carried.leads:
                row[col] = marked_cell(row[col], t + i, carried)  # type: ignore[arg-type]
            where[col] = offsets[t + i]
        if want_anchors:
            anchors.extend((number, (base + i) & 3) for i in range(len(trick)))
        for i in range(len(trick), 4):
            row[(base + i) & 3] = _CELLS[(lead + i) & 3][id(None)]
        if len(trick) < 4:  # a short last row ends at its last card (PBN 3.4.4)
            last = max(col for col, cell in enumerate(row) if cell is not None and cell.card is not None) \
                if any(c is not None for c in trick) else 0
            row, where = row[:last + 1], where[:last + 1]
        rows.append(tuple(row))
        cell_offsets.extend(where)
        if len(trick) < 4:
            break
        if None in trick:
            if t + 4 < n:
                reader.warn("lin.play-unplaceable", f"{label}: trick {number + 1} has an unnamed "
                            f"card, so the next leader is unknown; {n - t - 4} later cards are "
                            "left out", offsets[t + 4], board=reader.s.number, room=reader.s.room,
                            kind="unnamed", trick=number + 1, cards=n - t - 4)
                if want_anchors:
                    anchors.extend([anchors[-1]] * (n - t - 4))
            break
        best = 0
        top: Card = trick[0]  # type: ignore[assignment]
        for i in (1, 2, 3):
            card = trick[i]
            assert card is not None
            if card.suit is top.suit:
                if card.rank > top.rank:
                    best, top = i, card
            elif card.suit is trump:
                best, top = i, card
        lead = (lead + best) % 4
        winners.append(_SEATS[lead])
    ending = "*" if (s.claim is not None or carried.ended) and n < 52 else None
    span = pos.span(offsets[0])
    if _ORIGIN:
        play = Play(_SEATS[first], tuple(rows), ending, span=span,
                    origin=LinOrigin(pos, tuple(cell_offsets)))
    else:
        play = Play(_SEATS[first], tuple(rows), ending, span=span)
    return play, anchors, winners


def _result(reader: BoardReader, contract: Contract | None, winners: list[Seat], rep, label: str
            ) -> int | None:
    s = reader.s
    claim = s.claim
    if contract is None or contract.is_passed_out or contract.declarer is None:
        if claim is not None and claim[0] != 0:
            reader.info("lin.claim-without-contract", f"{label}: mc|{claim[0]}| but no contract",
                        claim[1], board=s.number, room=s.room, tricks=claim[0])
        return None
    side = contract.declarer.side
    if claim is not None and s.carried.agreed and s.carried.result == claim[0]:
        return claim[0]  # [Result "^n"] carried from PBN: an agreed count, not a claim to check
    if claim is not None:
        tricks, off, played = claim
        done = played // 4
        won = sum(1 for w in winners[:done] if w.side is side)
        if rep is not None and rep.complete and played >= 52:
            counted = rep.won.get(side, 0)
            if counted != tricks:
                reader.warn("lin.claim-mismatch", f"{label}: mc|{tricks}| but the complete play "
                            f"gives declarer {counted} tricks", off, board=s.number, room=s.room,
                            kind="play", tricks=tricks, won=counted)
        elif tricks < won:
            reader.warn("lin.claim-mismatch", f"{label}: mc|{tricks}| is fewer than the {won} "
                        f"tricks declarer had already won", off, board=s.number, room=s.room,
                        kind="fewer", tricks=tricks, won=won)
        elif tricks > won + 13 - done:
            reader.warn("lin.claim-mismatch", f"{label}: mc|{tricks}| is more than the {won} "
                        f"tricks won plus the {13 - done} left to play", off, board=s.number, room=s.room,
                        kind="more", tricks=tricks, won=won, left=13 - done)
        return tricks
    if rep is not None and rep.complete:
        return rep.won.get(side, 0)
    if s.cards:
        reader.info("lin.play-unfinished", f"{label}: the play stops after {len(s.cards)} cards "
                    "with no claim (mc); no result", s.card_offsets[-1],
                    board=s.number, room=s.room, cards=len(s.cards))
    return None


def _problem_diag(problem, label: str, board: int | None, room: str | None):  # type: ignore[no-untyped-def]
    from hakem.model.diagnostics import Diagnostic
    return Diagnostic(_SEVERITY.get(problem.severity, Severity.WARNING), problem.code,
                      f"{label}: {problem.message}", problem.span,
                      (("board", board), ("room", room), *problem.args))


def _comment(item: tuple[str, str, int, int], anchors: list[tuple[int, int]], last_call: int,
             pos) -> Comment:  # type: ignore[no-untyped-def]
    text, kind, index, off = item
    if kind == "play":
        if anchors:
            row, col = anchors[min(index, len(anchors) - 1)]
            anchor = f"play:{row}:{col}"
        else:  # the cards were taken back or could not be placed
            anchor = f"auction:{last_call}"
    elif kind == "game":
        anchor = "game"
    else:
        anchor = f"auction:{index}"
    return Comment(text, anchor, True, pos.span(off))


def _comment_order(comment: Comment) -> tuple[int, ...]:
    kind, _, rest = comment.anchor.partition(":")
    if kind == "game":
        return (0,)
    if kind == "auction":
        return (1, int(rest))
    row, _, col = rest.partition(":")
    return (2, int(row), int(col))


_RS_RE = re.compile(r"^([1-7])([CDHSN])([NESW])(x{0,2})([=+-]\d*)?$", re.IGNORECASE)


def _check_rs(reader: BoardReader, header, contract: Contract, result: int | None, label: str) -> None:  # type: ignore[no-untyped-def]
    """Compare the table's entry in the vugraph results list with what the record shows."""
    s = reader.s
    vg = header["vg"][2] if "vg" in header else None
    entry = values.rs_entry(header["rs"][2], vg, s.number, s.room)
    if entry is None:
        return
    match = _RS_RE.match(entry)
    if not match:
        return
    level, strain, seat, risk, outcome = match.groups()
    listed_risk = {0: Risk.UNDOUBLED, 1: Risk.DOUBLED, 2: Risk.REDOUBLED}[len(risk)]
    same_contract = (contract.level == int(level) and contract.strain is not None
                     and contract.strain.letter[0] == strain.upper()[0]
                     and contract.declarer == Seat.parse(seat) and contract.risk == listed_risk)
    tricks = None
    if outcome:
        delta = 0 if outcome == "=" else read_int(outcome, signed=True)
        tricks = int(level) + 6 + delta if delta is not None else None
    if not same_contract or (tricks is not None and result is not None and tricks != result):
        reader.info("lin.rs-mismatch", f"{label}: the rs results list says {entry}, the record "
                    f"shows {contract}{contract.declarer.name if contract.declarer is not None else ''} "
                    f"with {result} tricks", header["rs"][3], board=reader.s.number, room=reader.s.room,
                    entry=entry, contract=str(contract), declarer=contract.declarer.name if contract.declarer is not None else None,
                    tricks=result)
