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

from hakem.laws.claim_rules import Say as ClaimSay
from hakem.laws.detect import irregularity_to_dict
from hakem.model.board import Board
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Ruling, TrickTransfer, Watch
from hakem.model.settings import Language

from .explain import explain, ruling_json, texts

if TYPE_CHECKING:
    from hakem.analysis.damage import DamageReport


def board_label(board: Board) -> str:
    return board.board_id or "?"


def json_row(path: str, board: Board, irr: Irregularity, ruling: Ruling,
             damage: DamageReport | None = None, lang: str | Language = "en") -> dict[str, Any]:
    """The JSON object of one ruling (schema in docs/rulings.md), its words in ``lang``."""
    row: dict[str, Any] = {"file": path, "board": board_label(board)}
    row.update(irregularity_to_dict(irr))
    row["ruling"] = ruling_json(ruling, lang)
    if damage is not None:
        row["damage"] = damage.to_dict()
        row["damage"]["notes_from_ruling"] = texts(damage.notes_from_ruling, lang)
    return row


def text_line(path: str, board: Board, irr: Irregularity) -> str:
    """``file:line:col: board N: kind by SEAT position: detail``."""
    where = str(irr.span) if irr.span is not None else (str(board.span) if board.span else path)
    who = irr.offender.name if irr.offender is not None else "-"
    position = str(irr.position) if irr.position is not None else ""
    detail = irr.detail or ""
    return f"{where}: board {board_label(board)}: {irr.kind.value} by {who} {position}: {detail}".rstrip()


def text_lines(path: str, board: Board, irr: Irregularity, ruling: Ruling,
               damage: DamageReport | None = None, lang: str | Language = "en") -> list[str]:
    """The text form of one ruling: where and what, the laws and the explanation, damage."""
    lines = [text_line(path, board, irr),
             f"    Law {', '.join(ruling.laws)}: {explain(ruling, lang)}"]
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
        """Tally what the claim analysis said (laws/claim_rules.py), from the ruling's facts."""
        claims = self.claims
        asked = {j.question.key for j in ruling.judgements}
        if ClaimSay.ASK_NO_POSITION in asked:
            claims["no-position"] += 1
            return
        if ruling.tricks_before is None:
            return
        claims["analysed"] += 1
        watched = {e.note.key for e in ruling.effects if isinstance(e, Watch)}
        if ClaimSay.WATCH_EXCEEDS_DD in watched:
            claims["exceeds-dd"] += 1
        if ClaimSay.WATCH_CARELESS in watched or any(isinstance(e, TrickTransfer)
                                                     for e in ruling.effects):
            claims["not-upheld"] += 1
        if any(getattr(e, "law", "") == "71" for e in ruling.effects):
            claims["law71"] += 1
        if ClaimSay.ASK_CAPPED in asked:
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
