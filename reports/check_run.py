"""The work of ``hakem check`` on one file, in this process or in a worker.

A file is read board by board (:func:`hakem.parsers.files.open_path`) and ruled
through the laws' one entry point with the file's :class:`~hakem.laws.file_rulings.FileRuler`;
each board is let go once its findings are written, so memory does not grow with the
size of a file. Findings go out as they are found, except dealer, vulnerability and
declarer findings and the claims inferred from a PBN play record that stops, which wait
for the end of the file (said there board by board, or once for the whole file). In this process the findings are written straight to the
output stream; a worker returns them as one piece of text (or table rows) for the
parent to write in input order.

>>> checked = check_path("samples/seed-003-law67-defective-trick.pbn", CheckOptions(fmt="json"))
>>> import json
>>> [(row["kind"], row["class"]) for row in map(json.loads, checked.output.splitlines())]
[('director-called', 'table'), ('defective-trick', 'table')]
"""

from __future__ import annotations

import dataclasses
import gc
import io
import json
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from hakem.laws.file_rulings import FileRuler, Finding
from hakem.laws.finding_class import CLAIM_KINDS
from hakem.model.board import Board
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Ruling
from hakem.model.settings import FindingClass, Settings
from hakem.parsers.files import Accounting, open_path

from .check_lines import (CheckTally, DiagnosticLines, has_watch, json_row, later_json, later_text,
                          text_lines)

#: Formats whose output is a table (rows, written at the end), not a stream of lines.
TABLE_FORMATS = ("csv", "parquet")


@dataclass(frozen=True)
class CheckOptions:
    """What ``check`` does with each file (sent to workers: plain and picklable)."""

    fmt: str = "text"
    """``text`` (two lines per finding), ``json`` (one object per line), ``csv`` or
    ``parquet`` (table rows, the columns of ``hakem report``'s rulings table)."""
    settings: Settings = Settings()
    classes: frozenset[FindingClass] = frozenset(FindingClass)
    """The classes of finding listed (all are counted in the summary)."""
    listing: bool = True
    """False (``-q``): findings are counted, not listed."""
    verbosity: int = 0
    """0: error diagnostics; 1 (``-v``): warnings too; 2: notes too."""
    max_diagnostics: int = 0
    """Diagnostics shown per file (0: all)."""
    damage: bool = False


@dataclass
class CheckedFile:
    """What checking one file gave."""

    path: str
    output: str = ""
    """The findings as text or JSON lines (when not written straight to a stream)."""
    rows: list[dict[str, Any]] = field(default_factory=list)
    """The findings as table rows (``csv`` and ``parquet``)."""
    diagnostics: list[str] = field(default_factory=list)
    errors: int = 0
    tally: CheckTally = field(default_factory=CheckTally)
    accounting: Accounting = field(default_factory=Accounting)
    boards: int = 0


def check_path(path: str, options: CheckOptions = CheckOptions(),
               write: Callable[[str], Any] | None = None) -> CheckedFile:
    """Check one file. Findings go to ``write`` as they are found, or, without it, into
    :attr:`CheckedFile.output` (a top-level function, so process pools can run it)."""
    buffer = io.StringIO() if write is None else None
    out = CheckedFile(path)
    emit = write if write is not None else buffer.write  # type: ignore[union-attr]
    with _young_objects_collected_less():
        _check(path, options, out, emit)
    if buffer is not None:
        out.output = buffer.getvalue()
    return out


#: The collector's first threshold while a file is checked (Python's default is 700).
ROOMY_THRESHOLD = 50_000

_GC_LOCK = threading.Lock()
_GC_STATE: list[Any] = [0, None]  # files being checked, the thresholds before the first


@contextmanager
def _young_objects_collected_less() -> Iterator[None]:
    """Python's cyclic garbage collector run every 50,000 new objects instead of 700.

    Checking a file makes and drops millions of small objects (tokens, tags, findings)
    that reference counting frees; almost none are in a cycle (over the 131 files of
    ``benchmarks/check.py``, 689 objects in all were collected as cyclic garbage). With
    the default threshold the collector ran about 580 young and 5 full passes over
    them, the full ones walking every finding a file holds until its end: 10-15 % of
    ``hakem check``'s CPU (``benchmarks/README.md``, readfast round). The collector stays
    on, so memory stays bounded: cyclic garbage waits at most 50,000 objects longer.
    Counted under a lock, so files checked in several threads put the old thresholds
    back only after the last one ends."""
    with _GC_LOCK:
        if _GC_STATE[0] == 0:
            before = gc.get_threshold()
            _GC_STATE[1] = before
            if before[0]:  # 0: automatic collection is off, and stays off
                gc.set_threshold(max(before[0], ROOMY_THRESHOLD), *before[1:])
        _GC_STATE[0] += 1
    try:
        yield
    finally:
        with _GC_LOCK:
            _GC_STATE[0] -= 1
            if _GC_STATE[0] == 0:
                gc.set_threshold(*_GC_STATE[1])


def _check(path: str, options: CheckOptions, out: CheckedFile, emit: Callable[[str], Any]) -> None:
    stream = open_path(path)
    diagnostics = DiagnosticLines(stream.path, options.verbosity, options.max_diagnostics,
                                  lang=options.settings.language)
    # Held dealer, vulnerability and declarer findings are ruled only if the end of
    # the file keeps them (most are folded into one finding for the whole file).
    ruler = FileRuler(options.settings, defer_held=True)
    render = _Renderer(stream.path, options)
    held: list[tuple[Finding, Any]] = []
    record_findings = 0
    boards = list(stream) if options.damage else stream  # the field of a deal is the file
    for index, board in enumerate(boards):
        if index == 0:
            render.first_board(board)
        out.accounting.add_board(board)
        diagnostics.add(board.diagnostics)
        got = ruler.rule(board)
        diagnostics.add(got.ruled.case.diagnostics)
        diagnostics.add(got.ruled.errors)
        for number, finding in enumerate(got.findings):
            listed = options.listing and finding.cls in options.classes
            if finding.held:
                # Most held findings are folded into one for the whole file at its end:
                # their text is made only if they are said (render.held).
                payload = render.held(board, index, number, finding, boards,
                                      ruler.ruled) if listed else None
                # Until the end of the file a held finding needs only its pattern, class
                # and kind (and what its payload keeps): its ruling, facts and all, is let
                # go, or a file whose every board has a dealer or vulnerability defect
                # would hold thousands of rulings (peak RSS linear in the file's size).
                # A held claim (inferred from a PBN play that stops) keeps only what the
                # tally counts: its kind, and its ruling's claim outcome or judgements.
                held.append((_slim_claim(finding) if finding.irregularity.kind in CLAIM_KINDS
                             else finding.without_ruling(), payload))
                continue
            payload = render.finding(board, index, number, finding, boards) if listed else None
            out.tally.add(finding)
            record_findings += finding.cls is FindingClass.RECORD
            if payload is not None:
                render.emit(payload, out, emit)
    verdict = ruler.finish()
    for finding, payload in held:
        if verdict.keeps(finding):
            out.tally.add(finding)
            record_findings += 1
            if payload is not None:
                render.emit(payload, out, emit)
    diagnostics.add(ruler.errors)
    for finding in verdict.findings:
        out.tally.add(finding)
        record_findings += 1
        if options.listing and finding.cls in options.classes:
            render.emit(render.file_finding(finding), out, emit)
    diagnostics.add(stream.diagnostics)
    diagnostics.lines.extend(render.problems)
    out.boards = stream.boards_read
    out.accounting.add_file(stream.diagnostics, stream.boards_read)
    out.tally.record_files += record_findings > 0
    out.diagnostics = diagnostics.finish()
    out.errors = diagnostics.errors


def _slim_claim(finding: Finding) -> Finding:
    """``finding`` as :meth:`CheckTally.add` reads it, without the board's detail (the
    bare kind and the ruling without facts are shared between findings)."""
    ruling = finding.ruling
    if ruling is None:
        slim = None
    elif ruling.claim is None and not ruling.judgements:
        slim = _UNANALYSED
    else:
        slim = Ruling(laws=(), claim=ruling.claim, judgements=ruling.judgements[:1])
    return dataclasses.replace(finding, irregularity=_BARE[finding.irregularity.kind], ruling=slim)


_BARE = {kind: Irregularity(kind) for kind in CLAIM_KINDS}
_UNANALYSED = Ruling(laws=())


class _Renderer:
    """A finding as the chosen format writes it."""

    def __init__(self, path: str, options: CheckOptions) -> None:
        self.path, self.options = path, options
        self.fmt = options.fmt
        self.lang = options.settings.language
        self._rows: tuple[int, dict[str, Any], dict[str, Any], str | None] | None = None
        self._first: dict[str, Any] | None = None
        self.problems: list[str] = []
        """Damage analyses that failed, as ``file:line:col: message``."""

    def first_board(self, board: Board) -> None:
        """File-level rows take the first board's event, club, date and season."""
        if self.fmt in TABLE_FORMATS:
            from .records import board_context, board_row
            self._first = board_row(board, board_context(board, self.path, 0), 0)

    def finding(self, board: Board, index: int, number: int, finding: Finding,
                field_boards: Any) -> Any:
        irr, ruling, cls = finding.irregularity, finding.ruling, finding.cls
        assert ruling is not None
        if self.fmt in TABLE_FORMATS:
            from .records import board_context, board_row, finding_row, handviewer_of
            if self._rows is None or self._rows[0] != index:
                context = board_context(board, self.path, index)
                fields = board_row(board, context, 0)
                self._rows = (index, context, fields, handviewer_of(board))
            _index, context, fields, url = self._rows
            return finding_row(board, context, fields, number, finding, url, self.lang)
        damage = self._damage(board, ruling, field_boards) if self.options.damage else None
        if self.fmt == "json":
            return json.dumps(json_row(self.path, board, irr, ruling, damage, cls, self.lang),
                              ensure_ascii=False) + "\n"
        return "\n".join(text_lines(self.path, board, irr, ruling, damage, cls, self.lang)) + "\n"

    def held(self, board: Board, index: int, number: int, finding: Finding,
             field_boards: Any, ruled: Callable[[Finding], Finding]) -> Any:
        """:meth:`finding`, or for text and JSON without damage the means to make it later
        (:func:`~.check_lines.later_text`, :func:`~.check_lines.later_json`): :meth:`emit`
        makes it if the finding is said.
        ``ruled`` rules a finding left unruled (then, for text, only when it is said)."""
        if self.fmt not in ("text", "json") or self.options.damage:
            return self.finding(board, index, number, ruled(finding), field_boards)
        ruling = finding.ruling if finding.ruling is not None else lambda: ruled(finding).ruling
        later = later_text if self.fmt == "text" else later_json
        return later(self.path, board, finding.irregularity, ruling, finding.cls, self.lang)

    def file_finding(self, finding: Finding) -> Any:
        irr, ruling, cls = finding.irregularity, finding.ruling, finding.cls
        assert ruling is not None
        if self.fmt in TABLE_FORMATS:
            from .records import file_rows
            return file_rows(self._first, self.path, [finding], self.lang)[0]
        if self.fmt == "json":
            return json.dumps(json_row(self.path, None, irr, ruling, None, cls, self.lang),
                              ensure_ascii=False) + "\n"
        return "\n".join(text_lines(self.path, None, irr, ruling, None, cls, self.lang)) + "\n"

    def emit(self, payload: Any, out: CheckedFile, write: Callable[[str], Any]) -> None:
        if self.fmt in TABLE_FORMATS:
            out.rows.append(payload)
        else:
            write(payload() if callable(payload) else payload)

    def _damage(self, board: Board, ruling: Any, field_boards: Any) -> Any:
        """The damage analysis (Laws 12, 23C, 64C...) for a ruling with a Watch flag."""
        if not has_watch(ruling):
            return None
        # Loaded only with --damage: the DD batch machinery costs ~40 ms at start-up.
        from hakem.analysis.dd_tables import damage_for
        try:
            return damage_for(board, ruling, field_boards)
        except Exception as exc:  # noqa: BLE001 - the solver must not stop a batch
            self.problems.append(f"{board.span or self.path}: damage analysis failed: {exc}")
            return None


def add_accounting(total: Accounting, part: Accounting) -> None:
    """Add one file's record accounting to the batch's."""
    for f in dataclasses.fields(Accounting):
        setattr(total, f.name, getattr(total, f.name) + getattr(part, f.name))


__all__ = ["CheckOptions", "CheckedFile", "TABLE_FORMATS", "add_accounting", "check_path"]
