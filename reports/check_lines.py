"""What ``hakem check`` prints: one JSON object or two text lines per ruling, and the
batch summary (irregularities by kind, what the claim analysis found).

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> text_line("x.pbn", Board(), Irregularity(IrregularityKind.REVOKE, detail="held a heart"))
'x.pbn: board ?: revoke by - : held a heart'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hakem.laws.detect import irregularity_to_dict
from hakem.model.board import Board
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Ruling, TrickTransfer, Watch, ruling_to_dict

if TYPE_CHECKING:
    from hakem.analysis.damage import DamageReport


def board_label(board: Board) -> str:
    return board.board_id or "?"


def json_row(path: str, board: Board, irr: Irregularity, ruling: Ruling,
             damage: DamageReport | None = None) -> dict[str, Any]:
    """The JSON object of one ruling (schema in docs/rulings.md)."""
    row: dict[str, Any] = {"file": path, "board": board_label(board)}
    row.update(irregularity_to_dict(irr))
    row["ruling"] = ruling_to_dict(ruling)
    if damage is not None:
        row["damage"] = damage.to_dict()
    return row


def text_line(path: str, board: Board, irr: Irregularity) -> str:
    """``file:line:col: board N: kind by SEAT position: detail``."""
    where = str(irr.span) if irr.span is not None else (str(board.span) if board.span else path)
    who = irr.offender.name if irr.offender is not None else "-"
    position = str(irr.position) if irr.position is not None else ""
    detail = irr.detail or ""
    return f"{where}: board {board_label(board)}: {irr.kind.value} by {who} {position}: {detail}".rstrip()


def text_lines(path: str, board: Board, irr: Irregularity, ruling: Ruling,
               damage: DamageReport | None = None) -> list[str]:
    """The text form of one ruling: where and what, the laws and the explanation, damage."""
    lines = [text_line(path, board, irr), f"    Law {', '.join(ruling.laws)}: {ruling.explanation}"]
    if damage is not None:
        lines.extend(f"    {text}" for text in damage.lines())
    return lines


def has_watch(ruling: Ruling) -> bool:
    """The ruling (or one of its branches) asks for an end-of-board check (23C, 27D, 64C...)."""
    return any(isinstance(e, Watch) for e in ruling.effects) or any(
        isinstance(e, Watch) for b in ruling.branches for e in b.effects)


@dataclass
class CheckTally:
    """Irregularities by kind and what the claim analysis said, over a batch."""

    kinds: Counter[str] = field(default_factory=Counter)
    claims: Counter[str] = field(default_factory=Counter)

    def add(self, irr: Irregularity, ruling: Ruling) -> None:
        self.kinds[irr.kind.value] += 1
        if irr.kind.value in ("claim", "concession"):
            self._count_claim(ruling)

    def _count_claim(self, ruling: Ruling) -> None:
        """Tally what the claim analysis said (see laws/claim_rules.py). It reads the
        ruling's words until rulings carry the claim's numbers as facts (issue 15, stage 2)."""
        claims = self.claims
        if any("cannot be analysed" in j.question for j in ruling.judgements):
            claims["no-position"] += 1
            return
        if ruling.tricks_before is None:
            return
        claims["analysed"] += 1
        notes = [getattr(e, "note", "") for e in ruling.effects]
        if any("double dummy" in n for n in notes):
            claims["exceeds-dd"] += 1
        if any("careless" in n for n in notes) or any(isinstance(e, TrickTransfer)
                                                       for e in ruling.effects):
            claims["not-upheld"] += 1
        if any(getattr(e, "law", "") == "71" for e in ruling.effects):
            claims["law71"] += 1
        if any("capped" in j.question for j in ruling.judgements):
            claims["undecided"] += 1

    def summary(self, files: int, boards: int) -> list[str]:
        kinds, claims = self.kinds, self.claims
        out = [f"{files} files, {boards} boards, {sum(kinds.values())} irregularities"]
        out += [f"  {n:7d}  {kind}" for kind, n in kinds.most_common()]
        if claims:
            out.append(f"claims: {claims['analysed']} analysed, {claims['exceeds-dd']} claim more "
                       f"than double dummy, {claims['not-upheld']} not upheld on a normal line, "
                       f"{claims['undecided']} undecided (search capped), {claims['law71']} Law 71 "
                       f"candidates, {claims['no-position']} without a usable position")
        return out


__all__ = ["CheckTally", "board_label", "has_watch", "json_row", "text_line", "text_lines"]
