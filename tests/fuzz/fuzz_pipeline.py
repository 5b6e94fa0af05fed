"""What ``hakem check`` does with a file, as one function the fuzzer calls per case.

read (lenient, then strict) -> ``laws.engine.rule_board`` (detection once, a ruling per
irregularity; a rule that fails is a crash here) -> ``parsers.jsonout.board_to_dict`` (and ``json.dumps``) -> ``pbn.dumps``
and ``lin.dumps`` -> read the written text back.

Any exception escaping is a crash. Besides crashes, :func:`run_file` checks the
promises the readers make and returns the broken ones as *violations*:

* every error diagnostic carries a file position (line >= 1, column >= 1);
* strict reading raises nothing but :class:`ParseError`, and that with a position;
* every board is accounted for (:class:`hakem.parsers.files.Accounting`);
* nothing is dropped silently: every game a deal line starts (``[Deal "...`` at the start
  of a PBN line, ``md|1..4`` in LIN, counted here without the reader) is a board with a
  deal, or a record or file carries an error;
* a path that is not a regular file is refused at once: ``file.not-regular`` (a FIFO, a
  device), ``file.unreadable`` (a folder).
"""

from __future__ import annotations

import json
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from hakem.model.diagnostics import ParseError, Severity


@dataclass
class Outcome:
    boards: int = 0
    irregularities: int = 0
    diagnostics: int = 0
    violations: list[str] = field(default_factory=list)


def _has_position(span: object) -> bool:
    line = getattr(span, "line", None)
    column = getattr(span, "column", None)
    return isinstance(line, int) and line >= 1 and isinstance(column, int) and column >= 1


# (An empty deal, "", "?", "-", "#" or "##" (PBN 4.8: empty from here on), is no deal.)
_PBN_DEAL_LINE = re.compile(rb'^\s*\[\s*Deal\s*"(?!\s*(?:##|[?#-])?\s*")', re.MULTILINE)
_LIN_DEAL = re.compile(rb"(?:^|\|)\s*[Mm][Dd]\|[1-4]", re.MULTILINE)


def _deal_lines(path: Path, fmt: str, before_line: int | None = None) -> int:
    """Games that start with a deal, counted from the bytes: an estimate independent of
    the reader (a deal line inside a comment counts too: the reader must cut there).
    ``before_line``: only those that start before that line."""
    data = path.read_bytes()
    if before_line is not None:
        cut = -1
        for _ in range(before_line - 1):
            cut = data.find(b"\n", cut + 1)
            if cut < 0:
                break
        data = data if cut < 0 else data[:cut + 1]
    return len((_LIN_DEAL if fmt == "lin" else _PBN_DEAL_LINE).findall(data))


def _rest_not_read(diagnostics: list) -> int | None:
    """The line of an error saying the rest of the text is not read (a bound on unreadable
    stretches or pairs): the games after it are accounted for by that error."""
    lines = [d.span.line for d in diagnostics if d.severity is Severity.ERROR
             and "the rest of the text is not read" in d.message and _has_position(d.span)]
    return min(lines) if lines else None


def run_file(path: Path, claim_analysis: bool = True) -> Outcome:
    """Run the whole ``hakem check`` pipeline on one file; raise on a crash."""
    from hakem.laws.engine import Settings, rule, rule_board
    from hakem.parsers import lin, pbn
    from hakem.parsers.files import read_path
    from hakem.parsers.jsonout import board_to_dict

    settings = Settings(claim_analysis=claim_analysis)
    out = Outcome()
    result = read_path(path)
    out.boards = len(result.boards)
    if not stat.S_ISREG(path.stat().st_mode):
        codes = [d.code for d in result.all_diagnostics]
        # (a folder is file.unreadable: "is a folder, not a file", see parsers/inputs.refusal)
        expected = "file.unreadable" if path.is_dir() else "file.not-regular"
        if codes != [expected] or result.boards:
            out.violations.append(f"special file not refused: {codes[:3]}")
        return out
    for diag in result.all_diagnostics:
        out.diagnostics += 1
        if diag.code.endswith("internal-error"):
            # The readers turn their own bugs into a diagnostic so a batch goes on; for
            # the fuzzer that is still a crash.
            raise AssertionError(f"reader internal error: {diag}")
        if diag.severity is Severity.ERROR and not _has_position(diag.span):
            out.violations.append(f"error diagnostic without a position: {diag.code}: {diag.message[:80]}")
    for board in result.boards:
        ruled = rule_board(board, settings)
        for diag in ruled.case.diagnostics:
            if diag.severity is Severity.ERROR and not _has_position(diag.span):
                out.violations.append(f"check diagnostic without a position: {diag.code}")
        if ruled.errors:
            # rule_board keeps a batch going past a failing rule; for the fuzzer it is a
            # crash: rule again alone, so the exception and its traceback come out.
            for irr in ruled.irregularities:
                rule(board, irr, settings)
            raise AssertionError(f"rule failed: {ruled.errors[0]}")
        out.irregularities += len(ruled.irregularities)
        json.dumps(board_to_dict(board), ensure_ascii=False)
    accounting = getattr(result, "accounting", None)
    if accounting is not None and not accounting.balanced:
        out.violations.append(f"records not accounted for: {accounting}")
    if accounting is not None and not accounting.file_errors:  # (a file error: the file is not read)
        cut = _rest_not_read(result.all_diagnostics)
        games = _deal_lines(path, result.format, cut)
        dealt = sum(1 for b in result.boards if b.deal is not None)
        # (the record the cut falls in counts once among those with errors)
        if games > dealt + accounting.with_errors + accounting.file_errors:
            out.violations.append(f"silent drop: {games} games start with a deal, {dealt} boards have one, "
                                  f"{accounting.with_errors} records have errors")
    # Writing what was read must work for every board, and the output must read again.
    if result.boards:
        pbn_text = pbn.dumps(result.boards)
        pbn.loads(pbn_text, "<pbn-roundtrip>")
        lin_text = lin.dumps(result.boards)
        lin.loads(lin_text, "<lin-roundtrip>")
    # Strict reading stops at the first error with a ParseError carrying a position.
    try:
        read_path(path, strict=True)
    except ParseError as exc:
        if not _has_position(exc.span):
            out.violations.append(f"ParseError without a position: {exc}")
    return out
