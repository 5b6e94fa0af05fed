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

from hakem.parsers.files import Accounting

from .explain import catalogue_for, explain, ruling_json, texts
from .explain.labels import laws_text, position_text

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


def text_line(path: str, board: Board, irr: Irregularity, lang: str | Language = "en") -> str:
    """``file:line:col: board N: kind by SEAT position: detail``, in ``lang``. The
    detector's ``detail`` is its English account: other languages leave it out (the
    explanation on the next line says the same in the reader's words; JSON keeps it)."""
    cat = catalogue_for(lang)
    where = str(irr.span) if irr.span is not None else (str(board.span) if board.span else path)
    who = cat.value(irr.offender) if irr.offender is not None else cat.term("ui.nobody")
    english = cat.code == "en"
    template = cat.term("ui.line" if irr.detail and english else "ui.line.no-detail")
    return template.format(where=where, board=board_label(board), kind=cat.value(irr.kind),
                           who=who, position=position_text(irr.position, lang),
                           detail=irr.detail or "").rstrip()


def text_lines(path: str, board: Board, irr: Irregularity, ruling: Ruling,
               damage: DamageReport | None = None, lang: str | Language = "en") -> list[str]:
    """The text form of one ruling: where and what, the laws and the explanation, damage."""
    lines = [text_line(path, board, irr, lang),
             f"    {laws_text(ruling.laws, lang)}: {explain(ruling, lang)}"]
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

    def summary(self, files: int, boards: int, lang: str | Language = "en") -> list[str]:
        kinds, claims = self.kinds, self.claims
        term = catalogue_for(lang).term
        out = [term("ui.summary").format(files=files, boards=boards,
                                         irregularities=sum(kinds.values()))]
        out += [f"  {n:7d}  {term('kind.' + kind)}" for kind, n in kinds.most_common()]
        if claims:
            out.append(term("ui.claims").format(
                analysed=claims["analysed"], exceeds=claims["exceeds-dd"],
                not_upheld=claims["not-upheld"], undecided=claims["undecided"],
                law71=claims["law71"], no_position=claims["no-position"]))
        return out


def accounting_text(tally: Accounting, lang: str | Language = "en") -> str:
    """The batch's record accounting (parsers.files.Accounting) in ``lang``.

    >>> accounting_text(Accounting(files=2, records=3, read=3), "tr")
    '2 dosya, 3 kayıt: 3 okundu, 0 uyarıyla okundu, 0 reddedildi'
    """
    cat = catalogue_for(lang)

    def counted(what: str, n: int) -> str:
        form = "one" if cat.plural(n) == "one" else "other"
        return cat.term(f"ui.{what}.{form}").format(n=n)

    files = counted("files", tally.files)
    extra = [cat.term(f"ui.{what}").format(n=n) for n, what in
             ((tally.unreadable_files, "unreadable"), (tally.empty_files, "empty")) if n]
    if extra:
        files += f" ({', '.join(extra)})"
    return cat.term("ui.accounting").format(
        files=files, records=counted("records", tally.records), read=tally.read,
        with_diagnostics=tally.with_diagnostics, rejected=tally.rejected)


__all__ = ["CheckTally", "accounting_text", "board_label", "has_watch", "json_row", "laws_text",
           "position_text", "text_line", "text_lines"]
