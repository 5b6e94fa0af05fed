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
from hakem.model.ruling import CLAIM_FINDINGS, Ruling, Watch
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
        if irr.kind.value in ("claim", "concession"):
            self._count_claim(ruling)
        if ruling.finding:  # an ordinary claim (agreed and standing, or upheld) is no irregularity
            self.kinds[irr.kind.value] += 1

    def _count_claim(self, ruling: Ruling) -> None:
        """Tally what the claim analysis said, from the ruling's typed claim facts."""
        facts = ruling.claim
        self.claims["recorded"] += 1
        if facts is None:
            self.claims["no-position" if ruling.judgements else "not-analysed"] += 1
            return
        self.claims["analysed"] += 1
        self.claims[facts.outcome] += 1

    def summary(self, files: int, boards: int) -> list[str]:
        kinds, claims = self.kinds, self.claims
        out = [f"{files} files, {boards} boards, {sum(kinds.values())} irregularities"]
        out += [f"  {n:7d}  {kind}" for kind, n in kinds.most_common()]
        if claims:
            act = sum(claims[k] for k in CLAIM_FINDINGS)
            rate = f" ({1000 * act / boards:.1f} per 1,000 boards)" if boards else ""
            out.append(f"claims: {claims['recorded']} recorded, {claims['analysed']} analysed: {claims['stands']} agreed and standing, "
                       f"{claims['69B']} agreed above double dummy (69B), {claims['71']} conceding a trick no "
                       f"normal line loses (71); contested: {claims['upheld']} upheld, {claims['reduced']} "
                       f"reduced, {claims['restored']} restored, {claims['director-decides']} left to the "
                       f"director; {claims['no-position']} without a usable position (a record defect); "
                       f"{claims['not-analysed']} not analysed; {act} for the director to act on{rate} "
                       "(only these count as irregularities)")
        return out


__all__ = ["CheckTally", "board_label", "has_watch", "json_row", "text_line", "text_lines"]
