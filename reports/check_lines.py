"""What ``hakem check`` prints: one JSON object or two text lines per finding, the
diagnostics it shows, and the batch summary (findings by class and kind, what the
claim analysis found).

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> text_line("x.pbn", Board(), Irregularity(IrregularityKind.REVOKE, detail="held a heart"))
'x.pbn: board ?: revoke by - : held a heart'
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

from hakem.laws.detect import irregularity_to_dict
from hakem.laws.file_rulings import Finding
from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, Severity, SourceSpan
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import CLAIM_FINDINGS, Ruling, Watch
from hakem.model.settings import FindingClass, Language
from hakem.parsers.files import Accounting

from .explain import catalogue_for, explain, number, ruling_json, texts
from .explain.catalogue import Catalogue
from .explain.diagnostics import diagnostic_line, word
from .explain.labels import laws_text, position_text

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
    return _json_row(path, board_label(board) if board is not None else None, irr, ruling,
                     damage, finding_class, lang)


def later_json(path: str, board: Board, irr: Irregularity, ruling: Ruling | Callable[[], Ruling],
               finding_class: FindingClass | None = None, lang: str | Language = "en"
               ) -> Callable[[], str]:
    """:func:`json_row` (no damage) as one JSON line made only when called, as
    :func:`later_text` is for text: what is kept is the board's label, not the board;
    ``ruling`` may be the means to make it."""
    label = board_label(board)

    def made() -> str:
        ruled = ruling() if callable(ruling) else ruling
        return json.dumps(_json_row(path, label, irr, ruled, None, finding_class, lang),
                          ensure_ascii=False) + "\n"
    return made


def _json_row(path: str, label: str | None, irr: Irregularity, ruling: Ruling,
              damage: DamageReport | None, finding_class: FindingClass | None,
              lang: str | Language) -> dict[str, Any]:
    """:func:`json_row` with the board's label (None: a finding about the whole file)."""
    row: dict[str, Any] = {"file": path, "board": label}
    if finding_class is not None:
        row["class"] = finding_class.value
    if label is None:
        row["scope"] = "file"
    row.update(irregularity_to_dict(irr))
    row["ruling"] = ruling_json(ruling, lang)
    if damage is not None:
        row["damage"] = damage.to_dict()
        row["damage"]["notes_from_ruling"] = texts(damage.notes_from_ruling, lang)
    return row


def text_line(path: str, board: Board | None, irr: Irregularity,
              finding_class: FindingClass | None = None, lang: str | Language = "en",
              claimer: Any = None) -> str:
    """``file:line:col: board N: kind by SEAT position: detail [class]`` (``file`` in
    place of the board for a finding about the whole file), in ``lang``. The
    detector's ``detail`` is its English account: other languages leave it out (the
    explanation on the next line says the same in the reader's words; JSON keeps it)."""
    return _line(path, *_board_part(board), irr, finding_class, catalogue_for(lang), claimer)


def _board_part(board: Board | None) -> tuple[SourceSpan | None, str | None]:
    """What a finding's text needs of its board: where it is and its label (None for a
    finding about the whole file)."""
    return (None, None) if board is None else (board.span, board_label(board))


def _line(path: str, board_span: SourceSpan | None, label: str | None, irr: Irregularity,
          finding_class: FindingClass | None, cat: Catalogue, claimer: Any = None) -> str:
    span = irr.span if irr.span is not None else board_span
    where = str(span) if span is not None else path
    on_board = label is not None
    said = (cat.term("ui.label.board").format(board=label) if on_board
            else cat.term("ui.label.file"))
    # A claim read from where the play stops names nobody until it is judged; the ruling
    # knows the claimer (declarer's side, from [Result]): "claim by S", not "claim by -".
    seat = irr.offender if irr.offender is not None else claimer
    who = cat.value(seat) if seat is not None else cat.term("ui.nobody")
    position = position_text(irr.position, cat.code) if on_board else ""
    english = cat.code == "en"
    template = cat.term("ui.line" if irr.detail and english else "ui.line.no-detail")
    line = template.format(where=where, label=said, kind=cat.value(irr.kind), who=who,
                           position=position, detail=irr.detail or "").rstrip()
    return f"{line} [{cat.value(finding_class)}]" if finding_class is not None else line


def text_lines(path: str, board: Board | None, irr: Irregularity, ruling: Ruling,
               damage: DamageReport | None = None,
               finding_class: FindingClass | None = None,
               lang: str | Language = "en") -> list[str]:
    """The text form of one ruling: where and what, the laws and the explanation, damage."""
    lines = [text_line(path, board, irr, finding_class, lang, _claimer(ruling)),
             f"    {laws_text(ruling.laws, lang)}: {explain(ruling, lang)}"]
    if damage is not None:
        lines.extend(f"    {text}" for text in damage.lines())
    return lines


def later_text(path: str, board: Board | None, irr: Irregularity,
               ruling: Ruling | Callable[[], Ruling],
               finding_class: FindingClass | None = None, lang: str | Language = "en"
               ) -> Callable[[], str]:
    """:func:`text_lines` (no damage), as one piece of text made only when called.

    ``hakem check`` holds dealer, vulnerability and declarer findings until the end of
    a file, and most are then folded into one finding for the whole file: their text
    is made only if they are said. What is kept for it is small (the board's place and
    label, the ruling's laws and reasons), never the board or the whole ruling.
    ``ruling`` may be the means to make it (a finding not yet ruled): it is then
    made only when the text is."""
    span, label = _board_part(board)
    given = None if callable(ruling) else (ruling.laws, ruling.facts, _claimer(ruling))

    def made() -> str:
        if given is None:
            ruled = ruling()  # type: ignore[operator]
            laws, reasons, claimer = ruled.laws, ruled.facts, _claimer(ruled)
        else:
            laws, reasons, claimer = given
        cat = catalogue_for(lang)
        explanation = " ".join(cat.text(f) for f in reasons)  # as explain() says a ruling
        return (f"{_line(path, span, label, irr, finding_class, cat, claimer)}\n"
                f"    {laws_text(laws, lang)}: {explanation}\n")
    return made


def _claimer(ruling: Ruling) -> Any:
    """The claimer a claim ruling names (None for any other ruling)."""
    return ruling.claim.claimer if ruling.claim is not None else None


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
    lang: str | Language = "en"
    """The language the lines are said in (``file:line:col`` and ``[code]`` stay as they are)."""

    def add(self, diagnostics: Iterable[Diagnostic]) -> None:
        for diag in diagnostics:
            self.errors += diag.severity is Severity.ERROR
            if not shown(diag, self.verbosity):
                continue
            if self.limit and len(self.lines) >= self.limit:
                self.cut += 1
            else:
                self.lines.append(diagnostic_line(diag, self.lang))

    def finish(self) -> list[str]:
        if self.cut:
            self.lines.append(word("more-diagnostics", self.lang, path=self.path, n=self.cut))
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

    def summary(self, files: int, boards: int, accounting: Accounting | None = None,
                lang: str | Language = "en") -> list[str]:
        """The run's one summary line in ``lang`` (files and boards, the findings by class and,
        given the ``accounting``, how the records were read), the findings by class and kind,
        and what the claim analysis said."""
        cat = catalogue_for(lang)
        term = cat.term
        table, claim, record = (self.count(c) for c in CLASS_ORDER)
        line = term("ui.summary").format(
            files=_files(cat, files, accounting), boards=counted(cat, "boards", boards),
            table=counted(cat, "found.table", table), rate=_rate(cat, table, boards),
            claim=counted(cat, "found.claim", claim), record=counted(cat, "found.record", record),
            file_level=number(self.file_level, cat.code), record_files=counted(cat, "found.record-files", self.record_files))
        if accounting is not None:
            line += "; " + read_text(accounting, lang)
        out = [line]
        for cls in CLASS_ORDER:
            rows = sorted(((n, kind) for (c, kind), n in self.kinds.items() if c == cls.value),
                          key=lambda nk: (-nk[0], nk[1]))
            name = cat.value(cls)
            width = max(6, *(len(cat.value(c)) for c in CLASS_ORDER))
            out += [f"  {name:{width}} {n:7d}  {term('kind.' + kind)}" for n, kind in rows]
        claims = self.claims
        if claims:
            act = sum(claims[k] for k in CLAIM_FINDINGS)
            def n(key: str) -> str:
                return number(claims[key], cat.code)
            out.append(term("ui.claims").format(
                recorded=n("recorded"), analysed=n("analysed"), stands=n("stands"),
                above_dd=n("69B"), law71=n("71"), upheld=n("upheld"), reduced=n("reduced"),
                restored=n("restored"), director=n("director-decides"), no_position=n("no-position"),
                not_analysed=n("not-analysed"), act=number(act, cat.code), rate=_rate(cat, act, boards)))
        return out


def counted(cat: Any, what: str, n: int) -> str:
    """``1 file`` / ``3 files`` (``ui.files.one`` / ``ui.files.other``) in the catalogue's language."""
    form = "one" if cat.plural(n) == "one" else "other"
    return cat.term(f"ui.{what}.{form}").format(n=number(n, cat.code))


def _rate(cat: Any, n: int, boards: int) -> str:
    """`` (1.5 per 1,000 boards)``, or nothing without boards."""
    return cat.term("ui.rate").format(rate=number(1000 * n / boards, cat.code, 1)) if boards else ""


def _files(cat: Any, files: int, tally: Accounting | None) -> str:
    """``3 files (1 unreadable)``: the files that gave nothing, next to the count they are part of."""
    text = counted(cat, "files", files)
    extra = [cat.term(f"ui.{what}").format(n=number(n, cat.code)) for n, what in
             ((tally.unreadable_files, "unreadable"), (tally.empty_files, "empty")) if n] if tally else []
    if extra:
        text += f" ({', '.join(extra)})"
    return text


def read_text(tally: Accounting, lang: str | Language = "en") -> str:
    """How the records were read: ``4 read, 0 read with diagnostics, 0 rejected``."""
    cat = catalogue_for(lang)
    return cat.term("ui.read").format(
        read=number(tally.read, cat.code), with_diagnostics=number(tally.with_diagnostics, cat.code),
        rejected=number(tally.rejected, cat.code), errors=_with_errors(cat, tally))


def accounting_text(tally: Accounting, lang: str | Language = "en") -> str:
    """The batch's record accounting (parsers.files.Accounting) in ``lang``.

    >>> accounting_text(Accounting(files=2, records=3, read=3), "tr")
    '2 dosya, 3 kayıt: 3 okundu, 0 uyarıyla okundu, 0 reddedildi'
    """
    cat = catalogue_for(lang)
    return cat.term("ui.accounting").format(
        files=_files(cat, tally.files, tally), records=counted(cat, "records", tally.records),
        read=number(tally.read, cat.code), with_diagnostics=number(tally.with_diagnostics, cat.code),
        rejected=number(tally.rejected, cat.code), errors=_with_errors(cat, tally))


def _with_errors(cat: Any, tally: Accounting) -> str:
    return cat.term("ui.with-errors").format(n=number(tally.with_errors, cat.code)) if tally.with_errors else ""


__all__ = ["CLASS_ORDER", "CheckTally", "DiagnosticLines", "accounting_text", "board_label", "counted", "later_json", "later_text",
           "has_watch", "json_row", "laws_text", "position_text", "read_text", "shown", "text_line",
           "text_lines"]
