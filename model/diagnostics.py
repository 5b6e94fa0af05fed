"""Source positions, diagnostics and the errors hakem raises."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
import re
from typing import Iterable, NamedTuple


class SourceSpan(NamedTuple):
    """Where something came from: file, 1-based line and column.

    An immutable named tuple rather than a dataclass: the readers make one for
    every call and card, and a tuple is three times cheaper to build.
    """

    path: str | None
    """File name as given by the caller, or None for in-memory text."""
    line: int
    """1-based line number."""
    column: int = 1
    """1-based column number."""

    def __str__(self) -> str:
        return f"{self.path or '<string>'}:{self.line}:{self.column}"


class Severity(Enum):
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """A problem found in a record; lenient reading collects these on the board."""

    severity: Severity
    code: str
    """A stable, greppable identifier such as ``pbn.bad-tag`` or ``play.revoke``."""
    message: str
    """The English words (what ``str`` shows and the JSON's ``message``)."""
    span: SourceSpan | None = None
    args: tuple[tuple[str, object], ...] = ()
    """The values the message names, as ``(name, value)`` pairs (text, numbers, seat
    letters...): reports say the diagnostic in another language from ``code`` and these
    (``hakem.reports.explain.diagnostics``). Plain JSON values, so they round-trip."""

    @property
    def kwargs(self) -> dict[str, object]:
        return dict(self.args)

    def __str__(self) -> str:
        where = f"{self.span}: " if self.span else ""
        return f"{where}{self.severity.value}: {self.message} [{self.code}]"


def values_in(message: str, patterns: "Iterable[tuple[str, re.Pattern[str]]]",
              otherwise: str = "other") -> dict[str, object]:
    """The values an English sentence made elsewhere names (``kind`` and the named groups
    of the first pattern that matches it; digits as numbers), so that a diagnostic
    carrying that sentence can be said in another language; ``{kind: otherwise,
    detail: message}`` when none matches.

    >>> import re
    >>> values_in("W holds 14 cards", [("holds", re.compile(r"(?P<seat>[NESW]) holds (?P<count>\\d+) cards$"))])
    {'kind': 'holds', 'seat': 'W', 'count': 14}
    """
    for kind, pattern in patterns:
        if (m := pattern.match(message)) is not None:
            return {"kind": kind, **{k: int(v) if v.isdigit() else v for k, v in m.groupdict().items()}}
    return {"kind": otherwise, "detail": message}


class HakemError(Exception):
    """Base class of hakem's own errors."""


class ParseError(HakemError, ValueError):
    """A record could not be read (strict mode), with its position and context."""

    def __init__(self, message: str, span: SourceSpan | None = None, context: str = "",
                 code: str = "parse-error") -> None:
        self.message = message
        self.span = span
        self.context = context
        self.code = code
        where = f"{span}: " if span else ""
        text = f"{where}{message}"
        if context:
            text += "\n" + context
        super().__init__(text)

    @property
    def path(self) -> str | None:
        return self.span.path if self.span else None

    @property
    def line(self) -> int | None:
        return self.span.line if self.span else None

    @property
    def column(self) -> int | None:
        return self.span.column if self.span else None

    @classmethod
    def from_diagnostic(cls, diag: Diagnostic, context: str = "") -> "ParseError":
        return cls(diag.message, diag.span, context, diag.code)


#: Diagnostics a record keeps; past this they are counted, not stored (the corpus's
#: most is 44). A 1 MB record of 330,000 bad calls used to keep 330,000 of them.
MAX_PER_RECORD = 100
#: Diagnostics a file keeps over all its records (the corpus's most is 11,532); past
#: this each record keeps only the count of its own.
MAX_PER_FILE = 100_000

_RANK = {Severity.INFO: 0, Severity.WARNING: 1, Severity.ERROR: 2}


class Budget:
    """How many more diagnostics a file may keep (shared by its records)."""

    __slots__ = ("left",)

    def __init__(self, limit: int | None = None) -> None:
        self.left = MAX_PER_FILE if limit is None else limit


class Overflow:
    """The diagnostics of a record that were counted but not kept."""

    __slots__ = ("more", "by_severity", "first")

    def __init__(self) -> None:
        self.more = 0
        self.by_severity = [0, 0, 0]
        self.first: SourceSpan | None = None

    def count(self, severity: Severity, span: SourceSpan | None = None, n: int = 1) -> None:
        self.more += n
        self.by_severity[_RANK[severity]] += n
        if self.first is None:
            self.first = span

    def summary(self, code: str, record_full: bool, where: SourceSpan | None = None) -> Diagnostic:
        """One diagnostic saying how many were left out, with the worst severity among
        them (so an error is never hidden), at the first of them (else at ``where``)."""
        infos, warnings, errors = self.by_severity
        worst = Severity.ERROR if errors else Severity.WARNING if warnings else Severity.INFO
        parts = [f"{n:,} {what}{'s' * (n != 1)}" for n, what in
                 ((errors, "error"), (warnings, "warning"), (infos, "note")) if n]
        why = "" if record_full else " (the file's limit of diagnostics is reached)"
        return Diagnostic(worst, code, f"{self.more:,} more diagnostics in this record are not listed "
                          f"({', '.join(parts)}){why}", self.first or where,
                          (("more", self.more), ("errors", errors), ("warnings", warnings),
                           ("notes", infos), ("file_full", not record_full)))


def keeps(kept: int, budget: Budget | None) -> bool:
    """Whether a record that keeps ``kept`` diagnostics may keep one more."""
    if kept >= MAX_PER_RECORD:
        return False
    if budget is None:
        return True
    if budget.left <= 0:
        return False
    budget.left -= 1
    return True


class DiagnosticList(list):  # type: ignore[type-arg]
    """A record's diagnostics, with a bound: past :data:`MAX_PER_RECORD` (or when the
    file's :class:`Budget` is spent) a diagnostic is counted by severity, not kept.
    :meth:`collected` gives the kept ones and, if any were left out, one more that
    says how many.

    >>> diags = DiagnosticList(limit=1)
    >>> for n in range(3):
    ...     diags.append(Diagnostic(Severity.WARNING, "x.w", f"w{n}", SourceSpan("f", n + 1)))
    >>> diags.count(Severity.ERROR)
    >>> [str(d) for d in diags.collected("x.more")]
    ['f:1:1: warning: w0 [x.w]', 'f:2:1: error: 3 more diagnostics in this record are not listed (1 error, 2 warnings) [x.more]']
    """

    __slots__ = ("limit", "budget", "overflow")

    def __init__(self, budget: Budget | None = None, limit: int = MAX_PER_RECORD) -> None:
        super().__init__()
        self.limit = limit
        self.budget = budget
        self.overflow: Overflow | None = None

    @property
    def full(self) -> bool:
        """No more diagnostics are kept: callers with many may just :meth:`count` them."""
        return len(self) >= self.limit or (self.budget is not None and self.budget.left <= 0)

    def append(self, diag: Diagnostic) -> None:  # type: ignore[override]
        if len(self) < self.limit and keeps(0, self.budget):
            list.append(self, diag)
        else:
            self.count(diag.severity, diag.span)

    def extend(self, diags: Iterable[Diagnostic]) -> None:  # type: ignore[override]
        for diag in diags:
            self.append(diag)

    def count(self, severity: Severity, span: SourceSpan | None = None, n: int = 1) -> None:
        """``n`` more diagnostics of ``severity``, counted but not kept."""
        if self.overflow is None:
            self.overflow = Overflow()
        self.overflow.count(severity, span, n)

    def collected(self, code: str, where: SourceSpan | None = None) -> tuple[Diagnostic, ...]:
        """The kept diagnostics, and a last one ``code`` counting those left out."""
        if self.overflow is None:
            return tuple(self)
        return tuple(self) + (self.overflow.summary(code, len(self) >= self.limit, where),)


__all__ = ["Budget", "Diagnostic", "DiagnosticList", "HakemError", "MAX_PER_FILE", "MAX_PER_RECORD",
           "Overflow", "ParseError", "Severity", "SourceSpan", "keeps", "values_in"]
