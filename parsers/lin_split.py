"""Cutting a LIN pair stream into boards (formats.md section 2, "Layouts").

LIN has no board delimiter. Vugraph archives start every table-board with
``qx|o<n>|`` / ``qx|c<n>|`` and have no per-board ``pn``, so when a file holds a
``qx`` we split there; otherwise a board starts at a ``pn`` or at an ``md``
when the current board already has a deal. Bridge Composer writes ``mn`` and
``pn`` *before* the ``qx`` they belong to, and BBO hand records without ``pn``
put ``st||`` before the ``md``: such a tail moves on to the board it precedes.

Match-level commands (``vg rs pw mp bn`` and an 8-name ``pn``) form the file
header; each board keeps the header in effect when its deal was dealt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .lin_tokens import Pair

#: Match-level commands: event header, results, player lists, scores, board list.
HEADER_KEYS = frozenset({"vg", "rs", "pw", "mp", "bn"})
#: Commands written before the board they describe (see the module docstring).
_MOVABLE = frozenset({"pn", "mn", "st"})
_CALLS_OR_CARDS = frozenset({"*b", "*c", "mb", "an", "pc", "mc", "up", "ub"})


@dataclass
class Segment:
    """The pairs of one table-board, and the match header in effect for it."""

    pairs: list[Pair] = field(default_factory=list)
    header: dict[str, Pair] = field(default_factory=dict)
    has_deal: bool = False
    has_calls: bool = False
    has_pn: bool = False
    has_qx: bool = False

    @property
    def is_board(self) -> bool:
        return self.has_deal or self.has_calls or self.has_qx or any(p[0] == "ah" for p in self.pairs)

    def add(self, pair: Pair) -> None:
        self.pairs.append(pair)
        key = pair[0]
        if key == "md":
            if not pair[2].startswith("0"):  # md|0... re-deals in a movie
                self.has_deal = True
        elif key in _CALLS_OR_CARDS:
            self.has_calls = True
        elif key == "pn":
            self.has_pn = True
        elif key == "qx":
            self.has_qx = True


def is_header_pair(pair: Pair) -> bool:
    """A match-level pair: ``vg rs pw mp bn``, or a vugraph ``pn`` naming both rooms."""
    return pair[0] in HEADER_KEYS or (pair[0] == "pn" and pair[2].count(",") >= 7)


def split_boards(pairs: list[Pair]) -> tuple[list[Segment], bool]:
    """The board segments, and whether the file is split on ``qx`` (vugraph layout).

    Pairs before the first board join it; pairs after the last board join the last.

    The items are :func:`~hakem.parsers.lin_tokens.tokenize`'s: runs of calls and
    cards never hold a board boundary, so they pass through whole.

    >>> from hakem.parsers.lin_tokens import tokenize
    >>> segs, qx = split_boards(tokenize("md|1S2,H3,D4,|mb|p|md|2S5,H6,D7,|")[0])
    >>> len(segs), qx
    (2, False)
    """
    qx_mode = any(p[0] == "qx" for p in pairs)
    header: dict[str, Pair] = {}
    segments: list[Segment] = []
    cur = Segment(header=header)
    for pair in pairs:
        key = pair[0]
        if key == "*c" or key == "*b":
            cur.pairs.append(pair)
            if key == "*b" or "c|" in pair[2] or "C|" in pair[2]:  # a card, not just pg||
                cur.has_calls = True
            continue
        if is_header_pair(pair):
            header = {**header, key if key != "pn" else "pn8": pair}
            if not cur.has_deal:
                cur.header = header
            continue
        real_md = key == "md" and not pair[2].startswith("0")
        if qx_mode:
            start = (key == "qx" and (cur.has_qx or cur.has_deal or cur.has_calls)) or (
                real_md and cur.has_deal)
        else:
            start = (key == "pn" and (cur.has_deal or cur.has_calls) and (cur.has_pn or cur.has_calls)) \
                or (real_md and cur.has_deal)
        if start and cur.is_board:
            tail: list[Pair] = []
            while cur.pairs and cur.pairs[-1][0] in _MOVABLE:
                tail.insert(0, cur.pairs.pop())
            segments.append(cur)
            cur = Segment(header=header)
            for moved in tail:
                cur.add(moved)
        cur.add(pair)
    if cur.pairs:
        if cur.is_board or not segments:
            segments.append(cur)
        else:
            segments[-1].pairs.extend(cur.pairs)
    return segments, qx_mode
