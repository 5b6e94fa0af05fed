"""Writing boards as LIN, in BBO's own layout.

Each board is ``[qx] pn st md rh ah sv``, the auction (``mb``, ``an``), one line per
trick ending with ``pg||``, and ``mc`` with declarer's total tricks. Boards that
came from a vugraph file get their match header (``vg rs pn pw mp bn``) back
before the first board that uses it. Commands hakem keeps but does not model
(tags named ``LIN_xx``) are written back as ``xx|value|``. LIN has no escaping,
so a ``|`` in a text becomes ``/`` and a ``,`` in a player name becomes ``;``.
"""

from __future__ import annotations

from typing import Iterable

from hakem.model.board import PLAYER_TAGS, Board, Comment
from hakem.model.play import PlayedCard
from hakem.model.replay import opening_leader, trick_winner

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
    """LIN text for ``boards``; ``header=False`` leaves out match headers (handviewer links)."""
    out: list[str] = []
    current: list[tuple[str, str]] = []
    for board in boards:
        if header:
            wanted = _header(board)
            if wanted and wanted != current:
                out.append("".join(f"{k}|{_text(v)}|" for k, v in wanted) + "pg||")
            current = wanted
        out.extend(write_board(board))
    return "\n".join(out) + ("\n" if out else "")


class _Comments:
    def __init__(self, comments: tuple[Comment, ...]) -> None:
        self.pending: dict[str, list[Comment]] = {}
        for comment in comments:
            self.pending.setdefault(comment.anchor, []).append(comment)

    def take(self, anchor: str) -> str:
        found = self.pending.pop(anchor, [])
        return "".join(f"nt|{_text(c.text)}|" for c in found)

    def rest(self) -> str:
        left = [c for items in self.pending.values() for c in items]
        self.pending = {}
        return "".join(f"nt|{_text(c.text)}|" for c in left)


def write_board(board: Board) -> list[str]:
    """The lines of one board."""
    notes = _Comments(board.comments)
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
        if board.deal.is_complete:
            hands[3] = None  # BBO leaves East out; readers complete it
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
    head += game
    lines = [head]
    auction = board.auction
    bids = notes.take("auction:-1")
    if auction is not None:
        for i, entry in enumerate(auction.calls):
            if entry.call is None:  # a PBN ^S skipped turn has no LIN form
                continue
            bids += f"mb|{entry.call.to_lin()}{'!' if entry.alert else ''}|"
            if entry.explanation is not None:
                bids += f"an|{_text(entry.explanation)}|"
            bids += notes.take(f"auction:{i}")
    if bids:
        lines.append(bids + "pg||")
    lines.extend(_play_lines(board, notes))
    tail = ""
    if board.result is not None:
        tail += f"mc|{board.result}|"
    tail += notes.rest()
    if tail:
        lines.append(tail + "pg||")
    return lines


def _play_lines(board: Board, notes: _Comments) -> list[str]:
    play = board.play
    if play is None:
        return []
    contract = board.contract
    trump = contract.strain.suit if contract is not None and contract.strain is not None else None
    declarer = contract.declarer if contract is not None else board.declarer
    leader = opening_leader(play, declarer)
    lines: list[str] = []
    for r, row in enumerate(play.rows):
        cells = {cell.seat: (c, cell) for c, cell in enumerate(row) if cell is not None}
        ordered: list[PlayedCard] = []
        text = ""
        for step in range(4):
            found = cells.get(leader.offset(step))
            if found is None or found[1].card is None:
                break
            col, cell = found
            ordered.append(cell)
            text += f"pc|{cell.card}|" + notes.take(f"play:{r}:{col}")
        if not ordered:
            break
        lines.append(text + "pg||")
        if len(ordered) < 4:
            break
        winner = trick_winner(ordered, trump)
        if winner is None:
            break
        leader = winner
    return lines
