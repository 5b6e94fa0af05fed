"""Writing boards as LIN, in BBO's own layout.

Each board is ``[qx] pn st md rh ah sv``, the auction (``mb``, ``an``), one line per
trick ending with ``pg||``, and ``mc`` with declarer's total tricks. Boards that
came from a vugraph file get their match header (``vg rs pn pw mp bn``) back
before the first board that uses it. Commands hakem keeps but does not model
(tags named ``LIN_xx``) are written back as ``xx|value|``. LIN has no escaping,
so a ``|`` in a text becomes ``/`` and a ``,`` in a player name becomes ``;``.

Cards are written in the order they were played (an accepted lead out of turn starts
its trick), and each comment where LIN reads it back to the same place. What LIN has
no command for, PBN's ``^`` marks and tags other than the match header, goes into
notes in PBN's own syntax (:mod:`hakem.parsers.lin_carry`).
"""

from __future__ import annotations

from typing import Iterable

from hakem.model.board import PLAYER_TAGS, Board, Comment
from hakem.model.board_replay import replay_of
from hakem.model.play import PlayedCard
from hakem.model.replay import opening_leader, trick_winner
from hakem.model.seat import Seat

from .lin_carry import ENDED, SKIPPED, call_mark, card_mark, tag_note
from .lin_split import HEADER_KEYS
from .lin_tokens import escape_suits
from .lin_values import SCORING_LIN, hand_to_lin, MD_SEATS

LIN_TAG = "LIN_"
_BOARD_LEVEL = frozenset({"ah", "qx"})


def _text(text: str) -> str:
    return escape_suits(text).replace("|", "/")


def _is_header_tag(name: str) -> bool:
    if not name.startswith(LIN_TAG):
        return False
    key = name[len(LIN_TAG):].lower()
    return key in HEADER_KEYS or key == "pn"


def _header(board: Board) -> list[tuple[str, str]]:
    pairs = [(t.name[len(LIN_TAG):], t.value) for t in board.tags if _is_header_tag(t.name)]
    if any(k.lower() == "vg" for k, _ in pairs):
        return pairs
    event, home, visit = board.tag("Event"), board.tag("HomeTeam"), board.tag("VisitTeam")
    if event or home or visit:
        number = str(board.number or "")
        fields = [event or "", board.tag("Stage") or "",
                  SCORING_LIN.get(board.tag("Scoring") or "", ""), number, number,
                  home or "", "0", visit or "", "0"]
        pairs.insert(0, ("vg", ",".join(f.replace(",", ";") for f in fields)))
    return pairs


def dumps(boards: Iterable[Board], header: bool = True) -> str:
    """LIN text for ``boards``; ``header=False`` leaves out match headers and the notes
    that carry what LIN has no command for (handviewer links)."""
    out: list[str] = []
    current: list[tuple[str, str]] = []
    for board in boards:
        if header:
            wanted = _header(board)
            if wanted and wanted != current:
                out.append("".join(f"{k}|{_text(v)}|" for k, v in wanted) + "pg||")
            current = wanted
        out.extend(write_board(board, carry=header))
    return "\n".join(out) + ("\n" if out else "")


class _Comments:
    """The board's commentary, handed out at the LIN place that means what its PBN place meant."""

    def __init__(self, board: Board) -> None:
        self.pending: dict[str, list[Comment]] = {}
        for comment in board.comments:
            self.pending.setdefault(comment.anchor, []).append(comment)
        play = board.play
        # PBN 3.7: a comment after the record's final cell (typically before '*') is
        # about the moment after the last card played, whichever seat column holds it.
        # (A LIN record's comment already follows the card it was written after.)
        self.final = (f"play:{len(play.rows) - 1}:{len(play.rows[-1]) - 1}"
                      if play is not None and play.rows and board.format == "pbn" else None)

    def take(self, anchor: str) -> str:
        found = self.pending.pop(anchor, [])
        return "".join(f"nt|{_text(c.text)}|" for c in found)

    def rest(self) -> str:
        left = [c for items in self.pending.values() for c in items]
        self.pending = {}
        return "".join(f"nt|{_text(c.text)}|" for c in left)


def write_board(board: Board, carry: bool = True) -> list[str]:
    """The lines of one board.

    ``carry`` also writes what LIN has no command for (PBN's ``^`` marks, tags) in
    notes, as :mod:`hakem.parsers.lin_carry` reads them back; a handviewer link leaves
    them out.
    """
    notes = _Comments(board)
    head = ""
    raw = {t.name[len(LIN_TAG):].lower(): t.value for t in board.tags if t.name.startswith(LIN_TAG)}
    room = board.tag("Room")
    if "qx" in raw:
        head += f"qx|{raw['qx']}|"
    elif room in ("Open", "Closed") and board.number is not None:
        head += f"qx|{room[0].lower()}{board.number}|"
    # The player tags as written, "?" (PBN's unknown player) included: Board.players
    # leaves "?" out, and a name dropped here would not come back on reading.
    names = [board.tag(PLAYER_TAGS[seat]) for seat in MD_SEATS]
    if any(names):
        listed = [(name or "").replace(",", ";").replace("|", "/") for name in names]
        head += f"pn|{','.join(listed)}|"
    head += "st||"
    game = notes.take("game")
    if board.deal is not None:
        digit = str(board.dealer.to_lin()) if board.dealer is not None else ""
        hands = [board.deal.hand(seat) for seat in MD_SEATS]
        if board.deal.is_complete and not board.deal.problems():
            hands[3] = None  # BBO leaves East out; readers complete it (not a fouled deal)
        head += f"md|{digit}{','.join(hand_to_lin(h) for h in hands)}|"
    head += "rh||"
    if "ah" in raw:
        head += f"ah|{_text(raw['ah'])}|"
    elif board.number is not None:
        head += f"ah|Board {board.number}|"
    if board.vulnerability is not None:
        head += f"sv|{board.vulnerability.to_lin()}|"
    for tag in board.tags:
        if tag.name.startswith(LIN_TAG) and not _is_header_tag(tag.name) \
                and tag.name[len(LIN_TAG):].lower() not in _BOARD_LEVEL:
            head += f"{tag.name[len(LIN_TAG):]}|{_text(tag.value)}|"
    if carry:
        head += tag_note(board, any(k.lower() == "vg" for k, _ in _header(board)))
    head += game
    lines = [head]
    auction = board.auction
    bids = notes.take("auction:-1")
    if auction is not None:
        for i, entry in enumerate(auction.calls):
            if entry.call is None:  # a PBN ^S skipped turn: LIN has no seats, so say it
                bids += SKIPPED if carry else ""
            else:
                bids += f"mb|{entry.call.to_lin()}{'!' if entry.alert else ''}|"
                if entry.explanation is not None:
                    bids += f"an|{_text(entry.explanation)}|"
                if carry:
                    bids += call_mark(entry)
            bids += notes.take(f"auction:{i}")
    if bids:
        lines.append(bids + "pg||")
    lines.extend(_play_lines(board, notes, carry))
    tail = ""
    if board.result is not None:
        tail += f"mc|{board.result}|"
    tail += notes.rest()
    if tail:
        lines.append(tail + "pg||")
    return lines


def _tricks_in_play_order(board: Board) -> list[list[tuple[int, int, PlayedCard]]]:
    """Each trick's cells in the order they were played, with their (row, column).

    LIN lists cards in play order and seats them by who should lead (Law 44G), so
    the order comes from the replay: an accepted lead out of turn (PBN ``^L``) starts
    its trick, as it did at the table. Past the replay (no deal or contract, or an
    unknown card), the lead is followed from the cards themselves.
    """
    play = board.play
    assert play is not None
    where = {id(cell): (r, c) for r, row in enumerate(play.rows)
             for c, cell in enumerate(row) if cell is not None}
    out: list[list[tuple[int, int, PlayedCard]]] = []
    contract = board.contract
    trump = contract.strain.suit if contract is not None and contract.strain is not None else None
    declarer = contract.declarer if contract is not None else board.declarer
    leader: Seat | None = opening_leader(play, declarer)
    rep = replay_of(board)
    for trick in rep.tricks if rep is not None else ():
        cells = [(*where[id(cell)], cell) for cell in trick.cards if id(cell) in where]
        if not cells:
            break
        row = play.rows[cells[0][0]]
        if len(cells) != sum(1 for c in row if c is not None) \
                or any(r != cells[0][0] for r, _, _ in cells):
            break  # the replay read this row otherwise: follow the cards from here
        out.append(cells)
        leader = trick.winner
        if len(cells) < 4 or leader is None:
            return out
    for r in range(len(out), len(play.rows)):
        if leader is None:
            break
        cells_by_seat = {cell.seat: (c, cell) for c, cell in enumerate(play.rows[r]) if cell is not None}
        ordered: list[tuple[int, int, PlayedCard]] = []
        for step in range(4):
            found = cells_by_seat.get(leader.offset(step))
            if found is None or found[1].card is None:
                break
            ordered.append((r, *found))
        if not ordered:
            break
        out.append(ordered)
        if len(ordered) < 4:
            break
        leader = trick_winner([cell for _, _, cell in ordered], trump)
    return out


def _play_lines(board: Board, notes: _Comments, carry: bool = True) -> list[str]:
    if board.play is None:
        return []
    tricks = _tricks_in_play_order(board)
    lines: list[str] = []
    first = notes.take("play:-1:-1")
    last = tricks[-1][-1] if tricks else None
    for cells in tricks:
        text = first
        first = ""
        for r, c, cell in cells:
            if cell.card is None:
                break
            text += f"pc|{cell.card}|"
            if carry:
                text += card_mark(cell)
            anchor = f"play:{r}:{c}"
            if anchor != notes.final:
                text += notes.take(anchor)
            if cell is last[2] and notes.final is not None:  # type: ignore[index]
                text += notes.take(notes.final)
        lines.append(text + "pg||")
    if first:
        lines.append(first + "pg||")
    if carry and lines and board.play.ending == "*" and board.result is None:
        lines[-1] = lines[-1][:-len("pg||")] + ENDED + "pg||"  # no mc to say the play stopped
    return lines
