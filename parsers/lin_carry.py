"""What a PBN record holds and LIN has no command for, carried in LIN notes and read back.

LIN (BBO's format) seats no call and no card, and has no tag pairs: the seats come
from the dealer and from who won each trick. So a PBN record's irregularity tokens
(docs/markers.md section 1) and its tags other than the match header, board, room and
players would be lost in LIN. hakem writes each of them into an ``nt|...|`` note that
starts with ``pbn:`` and holds PBN's own syntax, at the place PBN has it, and reads
such a note back into the same fact, so PBN -> LIN -> PBN gives the record back:

======================  ===============================  ======================================
in PBN                  in LIN (hakem writes)            read back as
======================  ===============================  ======================================
``1D ^S 1H``            ``mb|1D|nt|pbn: ^S|mb|1H|``      a skipped turn: 1H was called out of
                                                         rotation, and accepted
``1S ^I 1D``            ``mb|1D|nt|pbn: ^I|``            the insufficient 1D stood (Law 27A1)
``^R D3``               ``pc|D3|nt|pbn: ^R|``            a revoke that stood (Law 63)
``^L HK``               ``pc|HK|nt|pbn: ^L|``            HK's holder led it out of turn and the
                                                         lead was accepted; the trick is seated
                                                         from him
``H9 *``                ``pc|H9|nt|pbn: *|``             the play stopped there (a claim or
                                                         concession) with no result recorded
``[Site "Izmir"]``      ``nt|pbn: [Site "Izmir"]|``      the tag (one note per board holds them)
``[Declarer "^N"]``     ``nt|pbn: [Declarer "^N"]|``     N played the hand after a Law 54A swap
``[Result "^10"]``      ``nt|pbn: [Result "^10"]|``      the players agreed 10 tricks (Law 69)
``[Contract "4H"]``     ``nt|pbn: [Contract "4H"]|``     the recorded contract and declarer, when
                                                         the auction does not give them
``[Auction "W"]``       ``nt|pbn: [Auction "W"]|``       the auction's first seat, when it is not
                                                         the dealer
======================  ===============================  ======================================

A note is read this way only when it starts with ``pbn:`` and the rest is one mark or
only tag pairs; any other note is commentary, as before. A mark that does not fit
where it stands (``^L`` on a card that does not start a trick, ``^I`` after a pass)
stays a comment and gets a ``lin.misplaced-mark`` warning. Other programs show the
notes as commentary.

>>> carried = Carried()
>>> take_note(carried, 'pbn: [Site "Izmir"] [Declarer "^N"]', [], [], print)
True
>>> carried.tags[0].value, carried.declarer, carried.swapped
('Izmir', Seat.N, True)
>>> take_note(carried, "[Site] is a plain comment", [], [], print)
False
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from hakem.model.board import PLAYER_TAGS, Board, Tag
from hakem.model.contract import Contract
from hakem.model.numbers import read_int
from hakem.model.play import PlayedCard
from hakem.model.seat import Seat

from .lin_values import SCORING_LIN
from .pbn_tokens import escape, unescape

if TYPE_CHECKING:
    from hakem.model.auction import AuctionCall

#: What starts a note that carries PBN syntax.
PREFIX = "pbn:"
_TAG_PAIR = re.compile(r'\s*\[\s*([A-Za-z]\w*)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*')
#: Tags the LIN head writes itself, as ``vg`` fields.
_HEADER_TAGS = frozenset({"Event", "Stage", "HomeTeam", "VisitTeam"})
_SEATS = ("N", "E", "S", "W")


@dataclass
class Carried:
    """What the notes of one LIN board carried, found while the board is read."""

    insufficient: set[int] = field(default_factory=set)
    """Indexes (in the reader's calls) of bids marked ``^I``."""
    revokes: set[int] = field(default_factory=set)
    """Indexes (in the reader's cards) of cards marked ``^R``."""
    leads: set[int] = field(default_factory=set)
    """Indexes of cards marked ``^L``: each starts a trick its holder led out of turn."""
    ended: bool = False
    """``*`` after the last card: the play stopped there (PBN's play ending)."""
    tags: list[Tag] = field(default_factory=list)
    declarer: Seat | None = None
    """``[Declarer "x"]`` (when the auction does not make x declarer) or ``"^x"``."""
    swapped: bool = False
    """``[Declarer "^x"]``: x played the hand (the auction's declarer became dummy, 54A)."""
    contract: str | None = None
    """``[Contract "..."]``: the recorded contract, as written."""
    result: int | None = None
    """``[Result "n"]`` where LIN's ``mc`` cannot say it (a passed-out board), or ``"^n"``."""
    agreed: bool = False
    """``[Result "^n"]``: the players agreed n tricks for declarer (Law 69)."""
    dealer: Seat | None = None
    """``[Dealer "x"]`` when there is no ``md`` to give the dealer."""
    auction_first: Seat | None = None
    """``[Auction "x"]``: the auction's first call was x's (not the dealer's)."""


# -- writing ---------------------------------------------------------------------------

def note(text: str) -> str:
    """A LIN note carrying PBN syntax."""
    return f"nt|{PREFIX} {text}|"


#: A ``^S`` skipped turn: the note stands where the seat's call would be.
SKIPPED = note("^S")
#: After the last card: the play stopped there (PBN's ``*``) and no ``mc`` says so.
ENDED = note("*")


def call_mark(entry: "AuctionCall") -> str:
    """The note that follows a call: ``^I``, or ""."""
    return note("^I") if entry.insufficient and entry.call is not None else ""


def card_mark(cell: PlayedCard) -> str:
    """The note that follows a card: ``^R`` or ``^L``, or ""."""
    if cell.revoke:
        return note("^R")
    if cell.lead_out_of_turn:
        return note("^L")
    return ""


def _plain(value: str) -> bool:
    """A value LIN's comma-separated commands give back as it is."""
    return bool(value) and value == value.strip() and "," not in value and "|" not in value


def lin_holds(board: Board, tag: Tag, header: bool) -> bool:
    """Whether the LIN head carries ``tag`` itself (``header``: a ``vg`` line is written)."""
    name, value = tag.name, tag.value
    if name.startswith("LIN_"):
        return True  # written back as the command it came from, every one of them
    if board.tag(name) != value:
        return False  # a repeated tag: the head has room for the first only
    if name in PLAYER_TAGS.values():
        return _plain(value)
    if name == "Board":
        return board.number is not None and value == str(board.number)
    if name == "Room":
        return value in ("Open", "Closed") and board.number is not None
    if name in _HEADER_TAGS:
        return header and _plain(value)
    if name == "Scoring":
        return header and value in SCORING_LIN
    return False


def tag_note(board: Board, header: bool) -> str:
    """One note with the tags LIN cannot hold and the values its commands cannot say, or ""."""
    pairs = [(t.name, t.value) for t in board.tags if not lin_holds(board, t, header)]
    auction = board.auction
    made = auction.contract() if auction is not None else None
    if auction is not None and board.dealer is not None and auction.dealer != board.dealer:
        pairs.append(("Auction", auction.dealer.letter))
    contract = board.contract
    if contract is not None and (made is None or str(made) != str(contract)):
        pairs.append(("Contract", str(contract)))
    if board.declarer is not None:
        if board.declarer_swapped:
            pairs.append(("Declarer", "^" + board.declarer.letter))
        elif made is None or made.declarer != board.declarer:
            pairs.append(("Declarer", board.declarer.letter))
    if board.deal is None and board.dealer is not None:
        pairs.append(("Dealer", board.dealer.letter))  # no md, so no dealer digit
    if board.result is not None and (board.result_agreed or contract is None
                                     or contract.is_passed_out or contract.declarer is None):
        pairs.append(("Result", ("^" if board.result_agreed else "") + str(board.result)))
    if not pairs:
        return ""
    # LIN has no escape for '|', which would end the note: it becomes '/' (and the
    # conversion's read-back reports the changed value).
    return note(" ".join(f'[{n} "{escape(v)}"]' for n, v in pairs).replace("|", "/"))


# -- reading ---------------------------------------------------------------------------

def take_note(carried: Carried, text: str, calls: list, cards: list,  # type: ignore[type-arg]
              warn: Callable[..., None], offset: int = 0) -> bool:
    """Read a ``pbn:`` note into ``carried``; False (a plain comment) for any other note.

    ``calls`` and ``cards`` are the reader's lists so far; a ``^S`` adds its skipped
    turn to ``calls`` at ``offset`` (the calls after it are seated one seat on).
    """
    stripped = text.strip()
    if not stripped.startswith(PREFIX):
        return False
    body = stripped[len(PREFIX):].strip()
    if body.startswith("["):
        return _take_tags(carried, body)
    return _take_mark(carried, body, calls, cards, warn, offset)


def _take_tags(carried: Carried, text: str) -> bool:
    pos, pairs = 0, []
    while pos < len(text):
        m = _TAG_PAIR.match(text, pos)
        if m is None:
            return False
        pairs.append((m.group(1), unescape(m.group(2))))
        pos = m.end()
    for name, value in pairs:
        seat = value.lstrip("^").upper()
        if name == "Declarer" and seat in _SEATS:
            carried.declarer, carried.swapped = Seat.parse(seat), value.startswith("^")
        elif name == "Auction" and seat in _SEATS and not value.startswith("^"):
            carried.auction_first = Seat.parse(seat)
        elif name == "Contract" and _contract_text(value):
            carried.contract = value
        elif name == "Result" and value.lstrip("^").isdigit() \
                and (tricks := read_int(value.lstrip("^"), low=0, high=13)) is not None:
            # (read_int: a [Result] of 5,000 digits is a tag kept as text, not a crash)
            carried.result, carried.agreed = tricks, value.startswith("^")
        elif name == "Dealer" and seat in _SEATS and not value.startswith("^"):
            carried.dealer = Seat.parse(seat)
        else:
            carried.tags.append(Tag(name, value))
    return bool(pairs)


def _contract_text(value: str) -> bool:
    try:
        Contract.parse(value)
    except ValueError:
        return False  # an unreadable [Contract] stays a tag, as the PBN reader keeps it
    return True


def _take_mark(carried: Carried, mark: str, calls: list, cards: list,  # type: ignore[type-arg]
               warn: Callable[..., None], offset: int) -> bool:
    if mark == "^S":
        if cards:
            warn("^S (a skipped turn) after the play started: kept as a comment", kind="skip-after-play")
            return False
        calls.append([None, False, None, offset])
        return True
    if mark == "^I":
        last = calls[-1][0] if calls and not cards else None
        if last is None or not last.is_bid:
            warn("^I does not follow a bid: kept as a comment", kind="insufficient")
            return False
        carried.insufficient.add(len(calls) - 1)
        return True
    if mark not in ("^R", "^L", "*"):
        return False
    if not cards:
        warn(f"{mark} does not follow a card: kept as a comment", kind="no-card", mark=mark)
        return False
    index = len(cards) - 1
    if mark == "*":
        carried.ended = True
    elif mark == "^R":
        carried.revokes.add(index)
    elif index % 4 != 0:
        warn("^L follows a card that does not start a trick: kept as a comment", kind="lead")
        return False
    else:
        carried.leads.add(index)
    return True


def carried_contract(contract: Contract | None, carried: Carried) -> Contract | None:
    """The contract once the carried ``[Contract]``/``[Declarer]`` are applied."""
    declarer = carried.declarer if carried.declarer is not None else (
        contract.declarer if contract is not None else None)
    if carried.contract is not None:
        return Contract.parse(carried.contract, declarer)
    if contract is not None and declarer is not None and not contract.is_passed_out:
        return Contract(contract.level, contract.strain, contract.risk, declarer)
    return contract


def marked_cell(cell: PlayedCard, index: int, carried: Carried) -> PlayedCard:
    """``cell`` with the ``^R``/``^L`` its note gave it."""
    revoke, lead = index in carried.revokes, index in carried.leads
    if not revoke and not lead:
        return cell
    return PlayedCard(cell.card, cell.seat, revoke=revoke, lead_out_of_turn=lead and not revoke)


__all__ = ["Carried", "ENDED", "PREFIX", "SKIPPED", "call_mark", "card_mark", "carried_contract",
           "lin_holds", "marked_cell", "note", "tag_note", "take_note"]
