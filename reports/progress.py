"""The one progress bar of every command (tqdm, on stderr, never on stdout).

Reading (parse, check, convert), checking and ruling all draw it the same way, so a
long batch looks the same whichever command runs it. It is light to import: the
rulers' modules are not loaded by it.
"""

from __future__ import annotations

import sys

from tqdm import tqdm

#: Below this many files a progress bar is more noise than help (when not asked for).
PROGRESS_MIN_FILES = 20


def progress_bar(total: int, progress: bool | None, label: str, unit: str = "file"):  # type: ignore[no-untyped-def]
    """A bar for ``total`` items: shown when ``progress`` is True, or when it is None and a
    long batch (``PROGRESS_MIN_FILES`` or more) runs on a terminal."""
    show = progress if progress is not None else (total >= PROGRESS_MIN_FILES and sys.stderr.isatty())
    return tqdm(total=total, desc=label, unit=unit, file=sys.stderr, disable=not show,
                leave=False, dynamic_ncols=True)


__all__ = ["PROGRESS_MIN_FILES", "progress_bar"]
