"""Which paths a batch reads, and which of them it must refuse before opening them.

Folders named on the command line are walked for ``.pbn`` and ``.lin`` files. Nothing
met on the way is dropped without a word: a sub-folder that cannot be listed (no
permission, an I/O error) and a ``.pbn``/``.lin`` name that is not a regular file (a
FIFO, a socket, a device, a dangling link) are kept in the list, and
:func:`refusal` turns each into an error the batch reports (exit status 1). A
special file named on the command line (``/dev/zero``, a FIFO) is refused the same
way: it is never opened, so it cannot hang the run or fill the memory.

Links to folders are not walked into (as :meth:`pathlib.Path.rglob` does), so a link
loop cannot make the walk endless.

:func:`last_input` names the file the process started reading most recently, for the
"internal error" message of the command line.
"""

from __future__ import annotations

import hashlib
import errno
import os
import stat
from pathlib import Path
from typing import Iterable, Iterator

from hakem.model.diagnostics import Diagnostic, Severity, SourceSpan

EXTENSIONS = {".pbn": "pbn", ".lin": "lin"}
#: hakem's own JSON lines: in a folder, taken only when the file starts with a hakem board
#: (other JSON lines, e.g. ``hakem check --format json`` output, may lie there).
BOARD_LINES = (".jsonl", ".ndjson")
_BOARD_LINE = b'{"schema": "hakem-board-'
#: ``open`` flags for a look at a file that must not block (a FIFO without a writer).
NO_WAIT_OPEN = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
_KINDS = ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))

#: Each kind's name in a diagnostic's values (``file.not-regular``), for other languages.
_KIND_NAMES = {"a folder": "folder", "a FIFO (named pipe)": "fifo", "a character device": "char",
               "a block device": "block", "a socket": "socket"}

_last: str | None = None


def input_paths(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Path]:
    """Paths named directly, and every ``.pbn``/``.lin`` entry below named folders (sorted),
    with the sub-folders that could not be listed (see :func:`refusal`)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from sorted(_walk(path))
        else:
            yield path


def _walk(folder: Path) -> list[Path]:
    found: list[Path] = []
    pending = [folder]
    while pending:
        current = pending.pop()
        try:
            with os.scandir(current) as listing:
                entries = list(listing)
        except OSError:
            found.append(current)  # refusal() says why
            continue
        for entry in entries:
            path = Path(entry.path)
            if _is_real_folder(entry):
                pending.append(path)
            elif path.suffix.lower() in EXTENSIONS and not _is_linked_folder(entry):
                found.append(path)
            elif path.suffix.lower() in BOARD_LINES and _starts_with_board(entry):
                found.append(path)
    return found


def _starts_with_board(entry: os.DirEntry[str]) -> bool:
    """Whether a regular JSON lines file starts with a board hakem wrote."""
    try:
        if not entry.is_file(follow_symlinks=False):
            return False
        with open(entry.path, "rb") as handle:
            return handle.read(len(_BOARD_LINE) + 3).lstrip(b"\xef\xbb\xbf").startswith(_BOARD_LINE)
    except OSError:
        return False


def _is_real_folder(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def _is_linked_folder(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_symlink() and entry.is_dir()
    except OSError:
        return False


def refusal(path: str | os.PathLike[str], name: str | None = None) -> Diagnostic | None:
    """Why ``path`` must not be read as a file (an error to report), or None: a folder
    (``file.unreadable``, saying why it could not be listed) or a special file
    (``file.not-regular``, the reader's code for the same refusal).

    A path that does not exist is left to the reader, whose own error says so.
    """
    name = os.fspath(path) if name is None else name
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        try:
            with os.scandir(path):
                pass
        except OSError as exc:
            return _error(name, f"cannot read folder: {exc.strerror or exc}; its files were not read",
                          args=(("kind", "folder-" + os_error_kind(exc)), ("detail", exc.strerror or str(exc))))
        return _error(name, "is a folder, not a file", args=(("kind", "folder"),))
    return not_regular(name, special_kind(mode))


def special_kind(mode: int) -> str:
    """What a file of ``mode`` that is not a regular file is: "a FIFO (named pipe)", ..."""
    if stat.S_ISDIR(mode):
        return "a folder"
    return next((text for test, text in _KINDS if test(mode)), "not a regular file")


def not_regular(name: str, kind: str) -> Diagnostic:
    """The one refusal of a special file (``kind`` from :func:`special_kind`): an error,
    ``file.not-regular``, whether the batch saw it first or the reader did."""
    return _error(name, f"refused: {kind}, not a regular file (hakem reads only regular files)",
                  "file.not-regular", (("kind", _KIND_NAMES.get(kind, "other")),))


def os_error_kind(exc: OSError) -> str:
    """A short name of the usual reasons a file cannot be read (``missing``, ``denied``),
    ``os`` for the others: other languages say these in their words."""
    return {errno.ENOENT: "missing", errno.EACCES: "denied", errno.EPERM: "denied"}.get(exc.errno or 0, "os")


def _error(name: str, message: str, code: str = "file.unreadable",
           args: tuple[tuple[str, object], ...] = ()) -> Diagnostic:
    return Diagnostic(Severity.ERROR, code, message, SourceSpan(name, 1, 1), args)


def content_sha1(path: str | os.PathLike[str], limit: int) -> str | None:
    """sha1 of a regular file's bytes (at most ``limit`` + 1 read); None if it cannot be read."""
    try:
        fd = os.open(path, NO_WAIT_OPEN)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        digest = hashlib.sha1()
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            digest.update(chunk)
            left -= len(chunk)
        return digest.hexdigest()
    except OSError:
        return None
    finally:
        os.close(fd)


def note_input(name: str) -> None:
    """Remember ``name`` as the file being read (for :func:`last_input`)."""
    global _last
    _last = name


def last_input() -> str | None:
    """The file this process started reading last, if any."""
    return _last


__all__ = ["EXTENSIONS", "content_sha1", "input_paths", "last_input", "not_regular", "note_input", "refusal",
           "special_kind"]
