"""What ``hakem check`` prints: one JSON object or two text lines per finding, the
diagnostics it shows, and the batch summary (findings by class and kind, what the
claim analysis found).

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> text_line("x.pbn", Board(), Irregularity(IrregularityKind.REVOKE, detail="held a heart"))
'x.pbn: board ?: revoke by - : held a heart'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from hakem.laws.detect import irregularity_to_dict
from hakem.laws.file_rulings import Finding
from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, Severity
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import CLAIM_FINDINGS, Ruling, Watch
from hakem.model.settings import FindingClass, Language

from .explain import explain, ruling_json, texts

if TYPE_CHECKING:
    from hakem.analysis.damage import DamageReport

#: The order classes are listed in: what the table did first.
CLASS_ORDER = (FindingClass.TABLE, FindingClass.CLAIM, FindingClass.RECORD)


def board_label(board: Board) -> str:
    return board.board_id or "?"


def json_row(path: str, board: Board | None, irr: Irregularity, ruling: Ruling,
             damage: DamageReport | None = None,
             finding_class: FindingClass | None = None,
             lang: str | Language = "en") -> dict[str, Any]:
    """The JSON object of one ruling (schema in docs/rulings.md), its words in ``lang``;
    ``board`` None for a finding about the whole file."""
    row: dict[str, Any] = {"file": path, "board": board_label(board) if board is not None else None}
    if finding_class is not None:
        row["class"] = finding_class.value
    if board is None:
        row["scope"] = "file"
    row.update(irregularity_to_dict(irr))
    row["ruling"] = ruling_json(ruling, lang)
    if damage is not None:
        row["damage"] = damage.to_dict()
        row["damage"]["notes_from_ruling"] = texts(damage.notes_from_ruling, lang)
    return row


def text_line(path: str, board: Board | None, irr: Irregularity,
              finding_class: FindingClass | None = None) -> str:
    """``file:line:col: board N: kind by SEAT position: detail [class]`` (``file`` in
    place of the board for a finding about the whole file)."""
    span = irr.span if irr.span is not None else (board.span if board is not None else None)
    where = str(span) if span is not None else path
    label = f"board {board_label(board)}" if board is not None else "file"
    who = irr.offender.name if irr.offender is not None else "-"
    position = str(irr.position) if irr.position is not None and board is not None else ""
    detail = irr.detail or ""
    line = f"{where}: {label}: {irr.kind.value} by {who} {position}: {detail}".rstrip()
    return f"{line} [{finding_class.value}]" if finding_class is not None else line


def text_lines(path: str, board: Board | None, irr: Irregularity, ruling: Ruling,
               damage: DamageReport | None = None,
               finding_class: FindingClass | None = None,
               lang: str | Language = "en") -> list[str]:
    """The text form of one ruling: where and what, the laws and the explanation, damage."""
    lines = [text_line(path, board, irr, finding_class),
             f"    Law {', '.join(ruling.laws)}: {explain(ruling, lang)}"]
    if damage is not None:
        lines.extend(f"    {text}" for text in damage.lines())
    return lines


def has_watch(ruling: Ruling) -> bool:
    """The ruling (or one of its branches) asks for an end-of-board check (23C, 27D, 64C...)."""
    return any(isinstance(e, Watch) for e in ruling.effects) or any(
        isinstance(e, Watch) for b in ruling.branches for e in b.effects)


def shown(diagnostic: Diagnostic, verbosity: int) -> bool:
    """Errors always; warnings with ``-v``; notes (info) with ``-vv``."""
    if diagnostic.severity is Severity.ERROR:
        return True
    return verbosity >= (1 if diagnostic.severity is Severity.WARNING else 2)


@dataclass
class DiagnosticLines:
    """The diagnostics of one file ``check`` prints, at most ``limit`` (0: all)."""

    path: str
    verbosity: int = 0
    limit: int = 0
    lines: list[str] = field(default_factory=list)
    errors: int = 0
    """Error diagnostics seen (shown or not): any makes the exit status 1."""
    cut: int = 0

    def add(self, diagnostics: Iterable[Diagnostic]) -> None:
        for diag in diagnostics:
            self.errors += diag.severity is Severity.ERROR
            if not shown(diag, self.verbosity):
                continue
            if self.limit and len(self.lines) >= self.limit:
                self.cut += 1
            else:
                self.lines.append(str(diag))

    def finish(self) -> list[str]:
        if self.cut:
            self.lines.append(f"{self.path}: {self.cut} more diagnostic{'s' * (self.cut > 1)} "
                              "(--max-diagnostics 0 shows all)")
        return self.lines


@dataclass
class CheckTally:
    """Findings by class and kind, and what the claim analysis said, over a batch."""

    kinds: Counter[tuple[str, str]] = field(default_factory=Counter)
    """(class, kind) -> findings."""
    claims: Counter[str] = field(default_factory=Counter)
    file_level: int = 0
    record_files: int = 0
    """Files with at least one record finding."""

    def add(self, finding: Finding) -> None:
        irr, ruling = finding.irregularity, finding.ruling
        self.kinds[(finding.cls.value, irr.kind.value)] += 1
        self.file_level += finding.file_level
        if irr.kind.value in ("claim", "concession") and ruling is not None:
            self._count_claim(ruling)

    def merge(self, other: "CheckTally") -> None:
        self.kinds.update(other.kinds)
        self.claims.update(other.claims)
        self.file_level += other.file_level
        self.record_files += other.record_files

    def count(self, cls: FindingClass) -> int:
        return sum(n for (c, _kind), n in self.kinds.items() if c == cls.value)

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
        table, claim, record = (self.count(c) for c in CLASS_ORDER)
        rate = f" ({1000 * table / boards:.1f} per 1,000 boards)" if boards else ""
        out = [f"{_count(files, 'file')}, {_count(boards, 'board')}: {table} table findings{rate}, {claim} claim "
               f"findings, {record} record findings ({self.file_level} about whole files; "
               f"{self.record_files} files with record findings)"]
        for cls in CLASS_ORDER:
            rows = sorted(((n, kind) for (c, kind), n in self.kinds.items() if c == cls.value),
                          key=lambda nk: (-nk[0], nk[1]))
            out += [f"  {cls.value:6} {n:7d}  {kind}" for n, kind in rows]
        claims = self.claims
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


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'s' * (n != 1)}"


__all__ = ["CLASS_ORDER", "CheckTally", "DiagnosticLines", "board_label", "has_watch",
           "json_row", "shown", "text_line", "text_lines"]
