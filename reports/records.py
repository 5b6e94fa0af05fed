"""Plain rows for reports: one per board, one per ruling, worked out file by file.

Everything here returns plain dictionaries of scalars so a worker process (or a
Dask worker) can send them back cheaply, and so the results do not depend on
which executor computed them. :mod:`hakem.reports.frames` turns the rows into
typed DataFrames.

Scores are from North-South's point of view (Law 77 as hakem's scoring module
computes it); ``score_ns_table`` is what the record's [Score] tag says.

>>> from hakem.parsers import pbn
>>> board = pbn.loads('[Board "1"]\\n[Dealer "N"]\\n[Auction "N"]\\n1D 1C\\n')[0]
>>> [r["irregularity"] for r in board_records(board, "x.pbn", 0).rulings]
['insufficient-bid']
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from hakem import __version__
from hakem.analysis.scoring import ns_score
from hakem.laws.engine import BoardRulings
from hakem.laws.file_rulings import FileRuler, FileVerdict, Finding
from hakem.laws.record_patterns import Pattern
from hakem.model.board import Board
from hakem.model.numbers import read_int
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import AdjustedScore, Ruling, Watch
from hakem.model.seat import Seat
from hakem.model.settings import Language, Settings
from hakem.model.diagnostics import Diagnostic, Severity
from hakem.parsers.files import MAX_FILE_BYTES, FileResult, is_input_error, open_path
from hakem.parsers.inputs import content_sha1
from hakem.parsers.lin import handviewer_url

from .explain import effect_text, explain, fact_text
from .explain.diagnostics import diagnostic_line
from .html_view import board_view, ruling_view
from .summaries import law_numbers, primary_law

LAW_EDITION = "2017"

_DATE = re.compile(r"(\d{4})[.\-/](\d{1,2}|\?\?)")
_SCORE_TAG = re.compile(r"^\s*(NS|EW)?\s*([+-]?\d+)\s*$", re.I)


def deal_id(board: Board) -> str | None:
    """sha1 of the deal in canonical form (North first): the unit of DD work and dedup."""
    if board.deal is None:
        return None
    return hashlib.sha1(board.deal.to_pbn(Seat.N).encode("ascii")).hexdigest()


def season_of(date: str | None, start_month: int = 1) -> str:
    """The season a ``[Date]`` belongs to: the year, or ``2023-24`` for seasons that start
    in another month (many federations start theirs in September).

    >>> season_of("2024.03.09"), season_of("2024.03.09", 9), season_of("????.??.??")
    ('2024', '2023-24', 'unknown')
    """
    m = _DATE.search(date or "")
    if not m:
        return "unknown"
    year = int(m.group(1))
    if start_month == 1:
        return str(year)
    month = int(m.group(2)) if m.group(2).isdigit() else 12
    first = year if month >= start_month else year - 1
    return f"{first}-{(first + 1) % 100:02d}"


def _tag(board: Board, *names: str) -> str | None:
    for name in names:
        value = board.tag(name)
        if value is not None and value.strip() not in ("", "?", "#"):
            return value.strip()
    return None


def _table_no(board: Board) -> str | None:
    """PBN's [Table] tag. The reader may take it for a supplemental section named
    "Table" (any tag ending in "Table" starts one): its value is then the only column."""
    found = _tag(board, "Table")
    if found is not None:
        return found
    for table in board.tables:
        if table.name == "Table" and not table.rows and len(table.columns) == 1:
            return table.columns[0].strip() or None
    return None


def _score_tag(board: Board) -> int | None:
    """[Score] as North-South's score ("NS 620", "EW -100", or a bare NS number)."""
    value = board.tag("Score")
    m = _SCORE_TAG.match(value or "")
    if not m:
        return None
    points = read_int(m.group(2), signed=True)  # (None for 5,000 digits: the reader reported it)
    if points is None:
        return None
    return -points if (m.group(1) or "NS").upper() == "EW" else points


def _computed_score(board: Board) -> int | None:
    contract, tricks = board.contract, board.result
    if contract is None or board.vulnerability is None:
        return None
    if contract.is_passed_out:
        return 0
    if tricks is None or contract.level < 1 or (contract.declarer is None and board.declarer is None):
        return None
    if contract.declarer is None:
        contract = dataclasses.replace(contract, declarer=board.declarer)
    try:
        return ns_score(contract, tricks, board.vulnerability)
    except (ValueError, TypeError):
        return None


def _seat(seat: Seat | None) -> str | None:
    return seat.letter if seat is not None else None


def board_context(board: Board, path: str, index: int, season_start: int = 1) -> dict[str, Any]:
    """The columns that say which board this is (shared by the board and ruling rows)."""
    date = _tag(board, "Date", "EventDate")
    return {
        "source_file": path,
        "source_line": board.span.line if board.span is not None else None,
        "board_index": index,
        "event": _tag(board, "Event"),
        "club": _tag(board, "Club", "Site"),
        "date": date,
        "season": season_of(date, season_start),
        "session": _tag(board, "Session", "Round", "Stage"),
        "section": _tag(board, "Section"),
        "table_no": _table_no(board),
        "room": _tag(board, "Room"),
        "board_no": _tag(board, "Board"),
        "deal_id": deal_id(board),
    }


def board_row(board: Board, context: dict[str, Any], irregularities: int) -> dict[str, Any]:
    contract = board.contract
    declarer = board.declarer if board.declarer is not None else (contract.declarer if contract else None)
    players = board.players
    row = dict(context)
    row.update({
        "format": board.format,
        "board_number": board.number,
        "dealer": _seat(board.dealer),
        "vulnerability": board.vulnerability.value if board.vulnerability is not None else None,
        "declarer": _seat(declarer),
        "contract": str(contract) if contract is not None else None,
        "level": contract.level if contract is not None and contract.level > 0 else None,
        "strain": contract.strain.letter if contract is not None and contract.strain is not None else None,
        "result": board.result,
        "score_ns": _computed_score(board),
        "score_ns_table": _score_tag(board),
        "north": players.get(Seat.N), "east": players.get(Seat.E),
        "south": players.get(Seat.S), "west": players.get(Seat.W),
        "irregularities": irregularities,
        "diagnostics": len(board.diagnostics),
    })
    return row


def ruling_row(board: Board, context: dict[str, Any], number: int, irr: Irregularity,
               ruling: Ruling, board_fields: dict[str, Any], lang: str | Language = "en"
               ) -> dict[str, Any]:
    """One row per ruling: the irregularity, the ruling, the board's result and scores;
    its words (explanation, effects, questions) in ``lang``."""
    span = ruling.span or irr.span or board.span
    key = f"{context['source_file']}\0{context['board_index']}\0{number}"
    adjusted = [e for e in ruling.effects if isinstance(e, AdjustedScore)]
    changed = ruling.score_after is not None and ruling.score_after != ruling.score_before
    open_judgements = [j for j in ruling.judgements if j.answer is None]
    row = dict(context)
    row.update({
        "ruling_id": hashlib.sha1(key.encode("utf-8")).hexdigest()[:16],
        "source_line": span.line if span is not None else context["source_line"],
        "source_column": span.column if span is not None else None,
        "irregularity": irr.kind.value,
        "phase": irr.kind.phase.value,
        "origin": irr.origin.value,
        "notation": irr.notation,
        "position": str(irr.position) if irr.position is not None else None,
        "call": str(irr.call) if irr.call is not None else None,
        "card": str(irr.card) if irr.card is not None else None,
        "offender": _seat(ruling.offender if ruling.offender is not None else irr.offender),
        "offending_side": None,
        "turn": _seat(irr.turn),
        "accepted": irr.accepted,
        "laws": ";".join(ruling.laws) or None,
        "law": primary_law(ruling.laws),
        "law_edition": LAW_EDITION,
        "rectification": "; ".join(effect_text(e, lang) for e in ruling.effects) or None,
        "branches": len(ruling.branches),
        "explanation": explain(ruling, lang) or None,
        "declarer": board_fields["declarer"],
        "contract": board_fields["contract"],
        "strain": board_fields["strain"],
        "result": board_fields["result"],
        "tricks_before": ruling.tricks_before,
        "tricks_after": ruling.tricks_after,
        "score_before": ruling.score_before,
        "score_after": ruling.score_after,
        "score_ns_table": board_fields["score_ns_table"],
        "score_ns_adjusted": ruling.score_after if changed or adjusted else None,
        "adjustment_kind": adjusted[0].kind.value if adjusted else None,
        "open_judgements": len(open_judgements),
        "judgements": " | ".join(fact_text(j.question, lang) for j in ruling.judgements) or None,
        "watch": ";".join(e.law for e in ruling.effects if isinstance(e, Watch)) or None,
        "compliance": ruling.compliance.value,
        "needs_director": bool(open_judgements) or any(b.applies is None for b in ruling.branches),
        "finding": ruling.finding,
        "detail": irr.detail,
        "note": irr.note,
        "tool_version": __version__,
    })
    if row["offender"] is not None:
        row["offending_side"] = Seat.parse(row["offender"]).side.value
    return row


@dataclass
class BoardRecords:
    board: dict[str, Any]
    rulings: list[dict[str, Any]] = field(default_factory=list)
    views: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    """Rules that failed on this board (``rule.failed``), as ``file:line:col: message``."""
    errors: list[str] = field(default_factory=list)
    """Every diagnostic of severity error on this board (the record's, the case's, the rules'),
    as ``hakem check`` prints it: the report counts what check counts (issue 19)."""
    held: list[tuple[int, Pattern]] = field(default_factory=list)
    """Rows (indexes in :attr:`rulings`) whose finding waits for the end of the file: it
    is dropped when its pattern is said once for the file (:mod:`hakem.laws.file_rulings`)."""


#: Columns only the laws engine fills; empty when rows are built without rulings.
RULING_ONLY = ("rectification", "branches", "explanation", "tricks_before", "tricks_after",
               "score_before", "score_after", "score_ns_adjusted", "adjustment_kind",
               "open_judgements", "judgements", "watch", "compliance", "needs_director", "finding")


def board_records(board: Board, path: str, index: int, season_start: int = 1,
                  views: bool = False, dd: bool = False, rulings: bool = True,
                  settings: Settings = Settings(), ruler: FileRuler | None = None,
                  ruled: BoardRulings | None = None) -> BoardRecords:
    """Check ``board``, rule on each irregularity and return its rows.

    ``ruler`` is the file's (:class:`~hakem.laws.file_rulings.FileRuler`), which sees
    every board of the file in turn; alone, a board is its own file.

    ``rulings=False`` skips the laws engine (its columns stay empty and ``laws`` holds
    the laws that govern the irregularity's kind): counting irregularities is much
    cheaper than ruling on them. Claims and concessions are still ruled on (their
    ``finding`` column), since only those the ruling finds irregular are counted.
    ``views`` also builds the render-ready dictionaries of the HTML report
    (:func:`hakem.reports.html_view.ruling_view`); ``dd`` adds double-dummy tables to them.
    ``ruled``: the board already ruled (``hakem.check``), so it is not ruled again (the
    ruler only gives its findings their classes).
    """
    if ruler is None:
        ruler = FileRuler(settings, rulings=rulings or views)
    got = ruler.rule(board) if ruled is None else ruler.classify(ruled)
    ruled, found = got.ruled, got.findings
    context = board_context(board, path, index, season_start)
    fields = board_row(board, context, len(found))
    out = BoardRecords(fields, problems=[str(e) for e in ruled.errors],
                       errors=[diagnostic_line(d, settings.language)
                               for d in (*board.diagnostics, *ruled.case.diagnostics, *ruled.errors)
                               if d.severity is Severity.ERROR])
    if not found:
        return out
    url = handviewer_of(board)
    shared = None
    if views:
        shared = board_view(board, url, dd=dd)
    lang = settings.language
    for number, finding in enumerate(found):
        row = finding_row(board, context, fields, number, finding, url, lang)
        if finding.pattern is not None:
            out.held.append((len(out.rulings), finding.pattern))
        out.rulings.append(row)
        if shared is not None:
            ruling = finding.ruling or _unruled(finding.irregularity)
            out.views.append(dict(ruling_view(shared, board, finding.irregularity, ruling, row, lang),
                                  finding_class=finding.cls.value, file_level=False))
    return out


def _unruled(irr: Irregularity) -> Ruling:
    """The stand-in ruling of an irregularity counted without the laws engine."""
    return Ruling(laws=irr.kind.laws, irregularity=irr, offender=irr.offender, span=irr.span)


def finding_row(board: Board, context: dict[str, Any], fields: dict[str, Any], number: int,
                finding: Finding, url: str | None, lang: str | Language = "en") -> dict[str, Any]:
    """The row of one finding of ``board`` (its ``number``-th), with its class; its words
    in ``lang``."""
    irr = finding.irregularity
    row = ruling_row(board, context, number, irr, finding.ruling or _unruled(irr), fields, lang)
    if finding.ruling is None:
        row.update(dict.fromkeys(RULING_ONLY))
    row["class"] = finding.cls.value
    row["handviewer_url"] = url
    return row


def file_rows(first: dict[str, Any] | None, path: str, findings: Iterable[Finding],
              lang: str | Language = "en") -> list[dict[str, Any]]:
    """The rows of findings about a whole file, placed with its first board's event, club,
    date and season (``first`` is that board's row; None for a file without boards)."""
    first = first or {"source_file": path}
    context = {key: first.get(key) for key in _FILE_CONTEXT}
    context["board_index"] = None
    out = []
    for number, finding in enumerate(findings):
        row = ruling_row(_NO_BOARD, context, number, finding.irregularity,
                         finding.ruling or _unruled(finding.irregularity), _NO_FIELDS, lang)
        row.update({"class": finding.cls.value, "handviewer_url": None})
        out.append(row)
    return out


_NO_BOARD = Board()
_NO_FIELDS = dict.fromkeys(("declarer", "contract", "strain", "result", "score_ns_table"))


def handviewer_of(board: Board) -> str | None:
    """The BBO handviewer link, or None when the record cannot be written as LIN."""
    try:
        return handviewer_url(board)
    except Exception:  # noqa: BLE001 - a link is a convenience; never lose the ruling over it
        return None


@dataclass
class FileRecords:
    """Everything one input file gave: board rows, ruling rows, views, problems."""

    path: str
    format: str
    boards: list[dict[str, Any]] = field(default_factory=list)
    rulings: list[dict[str, Any]] = field(default_factory=list)
    views: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    """Input errors, as ``file:line:col: message`` lines."""
    input_errors: int = 0
    errors: list[str] = field(default_factory=list)
    """Every diagnostic of severity error of the file, as ``hakem check`` prints it (the
    file's own and its boards', in check's order per board, the file's last)."""
    source_sha1: str | None = None
    """sha1 of the file's bytes (the archive's partition key when Event or Date is missing)."""


@dataclass(frozen=True)
class Options:
    """What to compute for each file (sent to every worker, so plain and picklable)."""

    season_start: int = 1
    views: bool = False
    dd: bool = False
    rulings: bool = True
    """False: irregularities only, no laws engine (see :func:`board_records`)."""
    settings: Settings = Settings()
    """The federation's choices the laws rule under (``claim_analysis=False``: claims
    are not judged with the solver)."""


def records_of_boards(boards: Iterable[Board], path: str, options: Options = Options(),
                      fmt: str = "?", ruled: Iterable[BoardRulings] | None = None) -> FileRecords:
    """The rows of a file's boards, read one at a time; what the whole file shares is
    said once, at the end (:mod:`hakem.laws.file_rulings`). ``ruled``: the boards already
    ruled (``hakem.check``), in place of ``boards``, so nothing is ruled twice."""
    out = FileRecords(path, fmt)
    ruler = FileRuler(options.settings, rulings=options.rulings or options.views)
    held: list[tuple[int, int, Pattern]] = []  # (ruling row, board row, pattern)
    pairs = ((r.board, r) for r in ruled) if ruled is not None else ((b, None) for b in boards)
    for index, (board, done) in enumerate(pairs):
        got = board_records(board, path, index, options.season_start, options.views, options.dd,
                            options.rulings, options.settings, ruler, ruled=done)
        base = len(out.rulings)
        held.extend((base + i, index, pattern) for i, pattern in got.held)
        out.boards.append(got.board)
        out.problems.extend(got.problems)
        out.errors.extend(got.errors)
        out.rulings.extend(got.rulings)
        out.views.extend(got.views)
    _finish_file(out, held, ruler.finish(), options)
    return out


def _finish_file(out: FileRecords, held: list[tuple[int, int, Pattern]], verdict: FileVerdict,
                 options: Options) -> None:
    """Drop the held rows of patterns said once for the file; add the file-level rows."""
    dropped = {row for row, _board, pattern in held if pattern in verdict.folded}
    if dropped:
        for row, board, _pattern in held:
            if row in dropped:
                out.boards[board]["irregularities"] -= 1
        out.rulings = [r for i, r in enumerate(out.rulings) if i not in dropped]
        if out.views:
            out.views = [v for i, v in enumerate(out.views) if i not in dropped]
    lang = options.settings.language
    rows = file_rows(out.boards[0] if out.boards else None, out.path, verdict.findings, lang)
    out.rulings.extend(rows)
    if options.views:
        shared = board_view(_NO_BOARD)
        for finding, row in zip(verdict.findings, rows):
            irr = finding.irregularity
            out.views.append(dict(ruling_view(shared, _NO_BOARD, irr, finding.ruling or _unruled(irr),
                                              row, lang), finding_class=finding.cls.value, file_level=True))


#: What a file-level row says about where it comes from (the file's first board's
#: event, club, date and season; no board, deal or table of its own).
_FILE_CONTEXT = ("source_file", "source_line", "event", "club", "date", "season", "session",
                 "section")


def file_records(path: str, options: Options = Options(), name: str | None = None) -> FileRecords:
    """Read one file board by board and return its rows; an unreadable file gives
    problems, not an exception.

    ``name`` is the file's name in the rows (default: ``path``; a Dask worker opens the
    absolute path and reports the name the user gave). A top-level function, so that
    process pools and Dask can run it.
    """
    stream = open_path(path, name=name)
    errors: list[Diagnostic] = []

    def boards() -> Iterator[Board]:
        for board in stream:
            errors.extend(d for d in board.diagnostics if is_input_error(d))
            yield board

    out = records_of_boards(boards(), stream.path, options, stream.format)
    _input_errors(out, [d for d in stream.diagnostics if is_input_error(d)] + errors, options.settings.language)
    out.errors.extend(diagnostic_line(d, options.settings.language) for d in stream.diagnostics
                      if d.severity is Severity.ERROR)
    out.source_sha1 = content_sha1(path, MAX_FILE_BYTES)
    return out


def records_of_result(result: FileResult, options: Options = Options()) -> FileRecords:
    """The rows of a file already read; its input errors become problems."""
    out = records_of_boards(result.boards, result.path, options, result.format)
    _input_errors(out, [d for d in result.all_diagnostics if is_input_error(d)], options.settings.language)
    out.errors.extend(diagnostic_line(d, options.settings.language) for d in result.diagnostics
                      if d.severity is Severity.ERROR)
    return out


def _input_errors(out: FileRecords, errors: list[Diagnostic], lang: str | Language = "en") -> None:
    out.input_errors += len(errors)
    out.problems.extend(diagnostic_line(d, lang) for d in errors)


__all__ = ["BoardRecords", "FileRecords", "handviewer_of", "file_rows", "finding_row", "Options", "file_records", "records_of_boards", "records_of_result", "LAW_EDITION", "board_context", "board_records", "board_row",
           "RULING_ONLY", "deal_id", "law_numbers", "primary_law", "ruling_row", "season_of"]
