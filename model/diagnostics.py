"""Source positions, diagnostics and the errors hakem raises."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple


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
    span: SourceSpan | None = None

    def __str__(self) -> str:
        where = f"{self.span}: " if self.span else ""
        return f"{where}{self.severity.value}: {self.message} [{self.code}]"


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


__all__ = ["Diagnostic", "HakemError", "ParseError", "Severity", "SourceSpan"]
