"""Writing PBN 2.1 export format (PBN 2.2-2.3).

The mandatory tags come first in their fixed order (``?`` for an unknown value,
``""`` where it does not apply), then the other tags alphabetically, then the
auction, play and supplemental sections, each followed by its notes. Commentary
is written back after the item it belongs to. Suffix annotations are kept as
written rather than turned into NAGs, so a round trip gives the same board.
"""

from __future__ import annotations

from typing import IO, Iterable

from hakem.model.auction import Auction, Note
from hakem.model.board import MANDATORY_TAGS, Board, Comment, Table
from hakem.model.play import Play, PlayedCard

from .pbn_tokens import escape

HEADER = "% PBN 2.1\n% EXPORT\n"


def dumps(boards: Iterable[Board], header: bool = True) -> str:
    """PBN text for ``boards``, games separated by one empty line."""
    games = [write_board(b) for b in boards]
    return (HEADER + "\n" if header else "") + "\n".join(games)


def dump(boards: Iterable[Board], handle: IO[str], header: bool = True) -> None:
    """Write ``boards`` to a text handle (open it with ``newline="\\r\\n"`` for strict export)."""
    if header:
        handle.write(HEADER + "\n")
    first = True
    for board in boards:
        if not first:
            handle.write("\n")
        handle.write(write_board(board))
        first = False


class _Out:
    def __init__(self, comments: tuple[Comment, ...]) -> None:
        self.lines: list[str] = []
        self.pending: dict[str, list[Comment]] = {}
        for comment in comments:
            self.pending.setdefault(comment.anchor, []).append(comment)

    def comments(self, anchor: str) -> list[str]:
        return [_comment(c) for c in self.pending.pop(anchor, [])]

    def line(self, text: str, anchor: str | None = None) -> None:
        self.lines.append(text)
        if anchor is not None:
            self.lines.extend(self.comments(anchor))


def _comment(comment: Comment) -> str:
    if comment.brace or "\n" in comment.text:
        return "{" + comment.text + "}"
    return ";" + comment.text


_MTS_RANK = {name: i for i, name in enumerate(MANDATORY_TAGS)}


def comment_order(anchor: str) -> tuple:  # type: ignore[type-arg]
    """Where a comment with ``anchor`` stands in export format (game, tags, auction, play, tables).

    The reader sorts a board's comments with this key (stably), so a board read
    back from what :func:`write_board` wrote compares equal to the original.
    """
    kind, _, rest = anchor.partition(":")
    if kind == "game":
        return (0,)
    if kind == "tag":
        if rest in _MTS_RANK:
            return (1, _MTS_RANK[rest])
        if rest == "Auction":
            return (3, -1)
        if rest == "Play":
            return (5, -1, -1)
        if rest.endswith("Table") and rest != "Table":
            return (7, rest)
        return (2, rest)
    if kind == "auction":
        return (3, int(rest))
    if kind == "play":
        row, _, col = rest.partition(":")
        return (5, int(row), int(col))
    if kind == "note":
        section, _, index = rest.partition(":")
        return (4 if section == "auction" else 6, int(index) if index.isdigit() else 0)
    return (9,)


def write_board(board: Board) -> str:
    """One game in export format, ending with a newline."""
    out = _Out(board.comments)
    out.lines.extend(out.comments("game"))
    values = _mandatory_values(board)
    for name in MANDATORY_TAGS:
        out.line(f'[{name} "{escape(values[name])}"]', f"tag:{name}")
    for tag in board.tags:
        if tag.name not in values:
            out.line(f'[{tag.name} "{escape(tag.value)}"]', f"tag:{tag.name}")
    if board.auction is not None:
        _write_auction(board.auction, out)
    if board.play is not None:
        _write_play(board.play, out)
    elif board.tag("Play") is not None:
        out.line('[Play ""]', "tag:Play")
    for table in board.tables:
        _write_table(table, out)
    for leftover in list(out.pending):
        out.lines.extend(out.comments(leftover))
    return "\n".join(out.lines) + "\n"


def _mandatory_values(board: Board) -> dict[str, str]:
    raw = {t.name: t.value for t in board.tags}
    values = {name: raw.get(name, "?") for name in MANDATORY_TAGS}
    if board.dealer is not None:
        values["Dealer"] = board.dealer.letter
    if board.vulnerability is not None:
        values["Vulnerable"] = board.vulnerability.value
    if board.deal is not None:
        values["Deal"] = board.deal.to_pbn(board.dealer if board.dealer is not None else _first(board))
    contract = board.contract
    passed = contract is not None and contract.is_passed_out
    if board.declarer is not None:
        values["Declarer"] = ("^" if board.declarer_swapped else "") + board.declarer.letter
    elif passed:
        values["Declarer"] = ""
    if contract is not None:
        values["Contract"] = str(contract)
    if board.result is not None:
        values["Result"] = ("^" if board.result_agreed else "") + str(board.result)
    elif passed and "Result" not in raw:
        values["Result"] = ""
    return values


def _first(board: Board):  # type: ignore[no-untyped-def]
    from hakem.model.seat import Seat
    return Seat.N


def _annotations(note: int | None, suffix: str | None, nags: tuple[int, ...]) -> str:
    text = ""
    if note is not None:
        text += f" ={note}="
    if suffix:
        text += f" {suffix}"
    for nag in nags:
        text += f" ${nag}"
    return text


def _numbered_notes(auction: Auction) -> tuple[list[int | None], tuple[Note, ...]]:
    """Note numbers for every call, giving new ones to alerts and explanations that came
    without one (from LIN): PBN can only say "alerted" with a note (empty when the
    alert was not explained)."""
    refs: list[int | None] = []
    notes = list(auction.notes)
    used = {n.index for n in notes}
    next_index = max(used, default=0) + 1
    for entry in auction.calls:
        if entry.note is None and (entry.alert or entry.explanation):
            refs.append(next_index)
            notes.append(Note(next_index, entry.explanation or ""))
            next_index += 1
        else:
            refs.append(entry.note)
    return refs, tuple(notes)


def _write_auction(auction: Auction, out: _Out) -> None:
    out.line(f'[Auction "{auction.dealer.letter}"]', "tag:Auction")
    out.lines.extend(out.comments("auction:-1"))
    refs, auction_notes = _numbered_notes(auction)
    row: list[str] = []
    for i, entry in enumerate(auction.calls):
        if entry.call is None:
            token = "^S"
        else:
            token = ("^I " if entry.insufficient else "") + str(entry.call)
        row.append(token + _annotations(refs[i], entry.suffix, entry.nags))
        notes = out.comments(f"auction:{i}")
        if notes or len(row) == 4 or i == len(auction.calls) - 1:
            out.lines.append(" ".join(row) + (" " + " ".join(notes) if notes else ""))
            row = []
    if auction.ending:
        out.lines.append(auction.ending)
    _write_notes(auction_notes, "auction", out)


def _cell(cell: PlayedCard) -> str:
    mark = "^R " if cell.revoke else "^L " if cell.lead_out_of_turn else ""
    return mark + (str(cell.card) if cell.card is not None else "-") + _annotations(
        cell.note, cell.suffix, cell.nags)


def _write_play(play: Play, out: _Out) -> None:
    out.line(f'[Play "{play.first.letter}"]', "tag:Play")
    out.lines.extend(out.comments("play:-1:-1"))
    for r, row in enumerate(play.rows):
        parts: list[str] = []
        for c, cell in enumerate(row):
            if cell is None:
                continue
            parts.append(_cell(cell))
            parts.extend(out.comments(f"play:{r}:{c}"))
        out.lines.append(" ".join(parts))
    if play.ending:
        out.lines.append(play.ending)
    _write_notes(play.notes, "play", out)


def _write_notes(notes: tuple[Note, ...], section: str, out: _Out) -> None:
    for note in notes:
        out.line(f'[Note "{note.index}:{escape(note.text)}"]', f"note:{section}:{note.index}")


def _write_table(table: Table, out: _Out) -> None:
    out.line(f'[{table.name} "{escape(";".join(table.columns))}"]', f"tag:{table.name}")
    for row in table.rows:
        out.lines.append(" ".join(_table_cell(c) for c in row))


def _table_cell(cell: str) -> str:
    if cell == "" or any(ch.isspace() or ch in '[]{};"%' for ch in cell):
        return '"' + escape(cell) + '"'
    return cell
