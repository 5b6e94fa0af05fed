"""The one summary line every batch command ends with, and counts said in good English.

``hakem parse``, ``check``, ``stats``, ``report`` and ``archive add`` all end a run
with the same line: files, boards, what was found, how the records were read and,
when asked, the time. Before, ``check`` printed two lines that said the same thing
two ways ("1 file, 4 records: ..." and "1 files, 4 boards, 17 irregularities").

>>> counted(1, "file"), counted(2, "irregularity"), counted(0, "board")
('1 file', '2 irregularities', '0 boards')
>>> run_summary(1, 4, 17)
'1 file, 4 boards, 17 irregularities'
"""

from __future__ import annotations

from hakem.parsers.files import Accounting

_VOWELS = frozenset("aeiou")


def plural(noun: str) -> str:
    """``board`` -> ``boards``, ``irregularity`` -> ``irregularities``."""
    if noun.endswith("y") and len(noun) > 1 and noun[-2] not in _VOWELS:
        return noun[:-1] + "ies"
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    return noun + "s"


def counted(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and the noun, singular for one (``many`` when the plural is irregular)."""
    return f"{n:,} {noun if n == 1 else (many or plural(noun))}"


def run_summary(files: int, boards: int, findings: int | None = None, noun: str = "irregularity",
                accounting: Accounting | None = None, seconds: float | None = None,
                found: str | None = None) -> str:
    """The line a batch run ends with; ``found`` says what was found in words of the caller's
    own (``hakem check``'s findings by class) after the board count, instead of ``findings``.

    >>> tally = Accounting(files=3, unreadable_files=1, records=5, read=3, with_diagnostics=1,
    ...                    rejected=1)
    >>> run_summary(3, 5, 2, accounting=tally, seconds=1.25)
    '3 files (1 unreadable), 5 boards, 2 irregularities; 3 read, 1 read with diagnostics, 1 rejected (1.2 s)'
    >>> run_summary(1, 4, found="2 table findings, 0 claim findings")
    '1 file, 4 boards: 2 table findings, 0 claim findings'
    """
    head = counted(files, "file")
    if accounting is not None:  # the files that gave nothing, next to the count they are part of
        odd = [f"{n:,} {what}" for n, what in (
            (accounting.unreadable_files, "unreadable"), (accounting.empty_files, "without records")) if n]
        if odd:
            head += f" ({', '.join(odd)})"
    parts = [head, counted(boards, "board")]
    if findings is not None:
        parts.append(counted(findings, noun))
    line = ", ".join(parts)
    if found is not None:
        line += f": {found}"
    if accounting is not None:
        line += (f"; {accounting.read:,} read, {accounting.with_diagnostics:,} read with "
                 f"diagnostics, {accounting.rejected:,} rejected")
    if seconds is not None:
        line += f" ({seconds:.1f} s)"
    return line


__all__ = ["counted", "plural", "run_summary"]
