"""Numbers read from files: one bounded reader, whose failures become diagnostics.

Python's ``int()`` raises on a string of more than 4,300 digits, accepts digits of
other scripts (``int("٣")``), underscores and spaces, and ``str.isdigit()`` says yes
to ``"²"``, which ``int()`` refuses. A hand record's numbers (board numbers, trick
counts, scores, note indexes, annotation numbers) are short runs of ASCII digits,
so that is all :func:`read_int` accepts: at most :data:`MAX_DIGITS` of them, an
optional sign where the caller allows one, and white space around. Anything else is
None, never an exception, and :func:`read_number` says why, where, in a diagnostic.

>>> read_int("7"), read_int(" 12 "), read_int("9" * 5000), read_int("²"), read_int("-3", signed=True)
(7, 12, None, None, -3)
"""

from __future__ import annotations

from typing import Callable, Union

from .diagnostics import Diagnostic, Severity, SourceSpan

#: Digits read at most: more than any count, score or board number a record holds.
MAX_DIGITS = 9

Where = Union[SourceSpan, None, Callable[[], Union[SourceSpan, None]]]
"""A position, or a function giving it (worked out only when there is a problem)."""


def read_int(text: str, *, low: int | None = None, high: int | None = None,
             signed: bool = False) -> int | None:
    """The number ``text`` holds, or None (see the module docstring)."""
    if len(text) <= MAX_DIGITS and text.isdigit() and text.isascii():  # the usual case
        value = int(text)
    else:
        value = _read(text, signed)
        if value is None:
            return None
    if (low is not None and value < low) or (high is not None and value > high):
        return None
    return value


def _read(text: str, signed: bool) -> int | None:
    body = text.strip()
    if signed and body[:1] in ("+", "-"):
        digits = body[1:]
    else:
        digits = body
    if not digits or len(digits) > MAX_DIGITS or not digits.isascii() or not digits.isdigit():
        return None
    return int(body)


def number_problem(text: str, *, low: int | None = None, high: int | None = None,
                   signed: bool = False) -> str | None:
    """Why :func:`read_int` gives None for ``text`` (None when it reads)."""
    body = text.strip()
    digits = body[1:] if signed and body[:1] in ("+", "-") else body
    if digits.isascii() and digits.isdigit() and len(digits) > MAX_DIGITS:
        return f"a number of {len(digits):,} digits (at most {MAX_DIGITS} are read)"
    value = read_int(text, signed=signed)
    if value is None:
        return f"not a number: {shown(text)}"
    if low is not None and value < low:
        return f"{value} is less than {low}"
    if high is not None and value > high:
        return f"{value} is more than {high}"
    return None


def _number_args(text: str, what: str, low: int | None, high: int | None,
                 signed: bool) -> tuple[tuple[str, object], ...]:
    """The values of :func:`number_problem`'s words, for saying them in another language:
    ``kind`` is ``digits`` (too long), ``not-number``, ``low`` or ``high``."""
    body = text.strip()
    digits = body[1:] if signed and body[:1] in ("+", "-") else body
    if digits.isascii() and digits.isdigit() and len(digits) > MAX_DIGITS:
        return (("what", what), ("kind", "digits"), ("digits", len(digits)), ("limit", MAX_DIGITS))
    value = read_int(text, signed=signed)
    if value is None:
        return (("what", what), ("kind", "not-number"), ("value", shown(text)))
    if low is not None and value < low:
        return (("what", what), ("kind", "low"), ("value", value), ("limit", low))
    return (("what", what), ("kind", "high"), ("value", value), ("limit", high))


def shown(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, cut short when long (a value may be megabytes)."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit // 2]!r}... ({len(text):,} characters)"


Sink = Union[list[Diagnostic], Callable[[Diagnostic], None]]
"""Where a diagnostic goes: a list, or a function (a reader that may stop at the first error)."""


def read_number(text: str, what: str, where: Where, diagnostics: Sink, *,
                code: str, low: int | None = None, high: int | None = None, signed: bool = False,
                severity: Severity = Severity.WARNING) -> int | None:
    """:func:`read_int`, adding a diagnostic ``code`` at ``where`` when ``text`` does not read.

    >>> found = []
    >>> read_number("9" * 5000, "[Board]", SourceSpan("a.pbn", 3, 8), found, code="pbn.bad-board")
    >>> str(found[0])
    'a.pbn:3:8: warning: [Board]: a number of 5,000 digits (at most 9 are read) [pbn.bad-board]'
    """
    value = read_int(text, low=low, high=high, signed=signed)
    if value is None:
        problem = number_problem(text, low=low, high=high, signed=signed)
        span = where() if callable(where) else where
        diag = Diagnostic(severity, code, f"{what}: {problem}", span, _number_args(
            text, what, low, high, signed))
        if isinstance(diagnostics, list):
            diagnostics.append(diag)
        else:
            diagnostics(diag)
    return value
