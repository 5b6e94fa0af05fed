"""Every file hakem writes goes through here: inside its folder, no symbolic link followed,
written whole or not at all.

A report, a table, a converted record, an archive partition or a DD cache part is
written to a fresh temporary name beside its target and renamed over it
(:func:`os.replace`, atomic on one file system): a reader sees the old file or the
new one, and an interrupted run leaves the old file and at most a ``.*.tmp`` file.

The folder the user names (``-o out/``, ``--to archive/``, the parent of ``-o
report.html``) is taken as given, even when it is itself a symbolic link: that is
the user's choice. Below it nothing is followed: a symbolic link planted in the
output folder as the target's name or as one of the sub-folders hakem creates is
refused with an error, never written through. On POSIX systems the folders are
walked with directory descriptors and ``O_NOFOLLOW``, so a link swapped in while
hakem writes is refused as well.

Text is UTF-8 unless the caller names another encoding (no format hakem writes
needs one). A failure to write (no such folder, no permission, disk full) is an
:class:`OutputError` naming the file, which the commands print as one line.

>>> import tempfile, pathlib
>>> root = pathlib.Path(tempfile.mkdtemp())
>>> write_text(root / "names.pbn", '[North "Zoë Łukasz"]\\n').name
'names.pbn'
>>> (root / "names.pbn").read_text(encoding="utf-8")
'[North "Zoë Łukasz"]\\n'
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
from pathlib import Path
from typing import BinaryIO, Callable, Iterator, Sequence

from hakem.model.diagnostics import HakemError

#: POSIX: walk folders with descriptors (no window between a check and the write).
_DIR_FD = all(f in os.supports_dir_fd for f in (os.open, os.mkdir, os.stat, os.replace, os.unlink))
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_UNSAFE_NAME = re.compile(r"[^\w.+@-]+")


class OutputError(HakemError):
    """A file could not be written where it was asked for (or would have left its folder)."""


def write_file(target: str | os.PathLike[str], write: Callable[[BinaryIO], None], *,
               inside: str | os.PathLike[str] | None = None) -> Path:
    """Write ``target`` atomically: ``write`` gets a binary handle on a temporary file.

    ``inside`` is the output folder (default: ``target``'s parent): ``target`` must
    lie below it, and the folders between the two are created as needed and must
    not be symbolic links. Returns ``target`` as a :class:`Path`.
    """
    root, parts, name = _split(Path(target), None if inside is None else Path(inside))
    try:
        with _folder(root, parts, create=True) as folder:
            folder.write(name, write)
    except OutputError:
        raise
    except OSError as exc:
        raise OutputError(f"cannot write {target}: {exc.strerror or exc}") from None
    return Path(target)


def write_text(target: str | os.PathLike[str], text: str, *, encoding: str = "utf-8",
               inside: str | os.PathLike[str] | None = None) -> Path:
    """:func:`write_file` for text (UTF-8 unless the format asks for another encoding)."""
    data = text.encode(encoding)
    return write_file(target, lambda handle: handle.write(data), inside=inside)


def make_folder(folder: str | os.PathLike[str], *, inside: str | os.PathLike[str] | None = None) -> Path:
    """Create ``folder`` (and the folders up to ``inside``), following no link below ``inside``."""
    folder = Path(folder)
    root = Path(inside) if inside is not None else folder
    try:
        with _folder(root, _relative_parts(folder, root), create=True):
            pass
    except OSError as exc:
        raise OutputError(f"cannot create folder {folder}: {exc.strerror or exc}") from None
    return folder


def remove_file(target: str | os.PathLike[str], *, inside: str | os.PathLike[str]) -> bool:
    """Remove ``target`` below ``inside`` (a link is removed, never what it points to).

    False when it was not there.
    """
    root, parts, name = _split(Path(target), Path(inside))
    try:
        with _folder(root, parts, create=False) as folder:
            return folder.remove(name)
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise OutputError(f"cannot remove {target}: {exc.strerror or exc}") from None


def safe_name(name: str, extension: str = "", taken: set[str] | None = None) -> str:
    """A file name for ``name`` that stays in its folder: path separators, ``..``, control
    characters and leading dots are replaced, and a name already in ``taken`` (compared
    without case) gets ``-2``, ``-3``... instead of overwriting an earlier output.

    >>> safe_name("../../etc/x", ".pbn"), safe_name("x", ".pbn", {"x.pbn"})
    ('etc_x.pbn', 'x-2.pbn')
    """
    stem = _UNSAFE_NAME.sub("_", name).strip("._")[:120] or "boards"
    taken = taken or set()
    candidate, n = stem + extension, 1
    while candidate.lower() in taken:
        n += 1
        candidate = f"{stem}-{n}{extension}"
    return candidate


# -- the walk ---------------------------------------------------------------------------


def _split(target: Path, inside: Path | None) -> tuple[Path, list[str], str]:
    if inside is None:
        inside = target.parent
    parts = _relative_parts(target, inside)
    if not parts:
        raise OutputError(f"cannot write {target}: it is the output folder itself")
    return inside, parts[:-1], parts[-1]


def _relative_parts(path: Path, root: Path) -> list[str]:
    """The names from ``root`` down to ``path``; an error when ``path`` is not below it."""
    try:
        parts = list(path.relative_to(root).parts) if path != root else []
    except ValueError:
        parts = None
    if parts is None or any(p in ("", ".", "..") or "\0" in p for p in parts):
        raise OutputError(f"refusing to write {path}: it is not inside {root}")
    return parts


@contextlib.contextmanager
def _folder(root: Path, parts: Sequence[str], create: bool) -> Iterator["_Folder"]:
    folder = _DescriptorFolder.open(root, parts, create) if _DIR_FD else _PathFolder.open(root, parts, create)
    try:
        yield folder
    finally:
        folder.close()


def _temporary_name(name: str) -> str:
    return f".{name[:100]}.{secrets.token_hex(6)}.tmp"


def _refuse_link(shown: Path, mode: int) -> None:
    if stat.S_ISLNK(mode):
        raise OutputError(f"refusing to write {shown}: it is a symbolic link (hakem writes only "
                          "inside the output folder; remove the link or choose another name)")


class _Folder:
    """An output folder reached without following links."""

    shown: Path

    def close(self) -> None:
        pass

    def write(self, name: str, write: Callable[[BinaryIO], None]) -> None:
        existing = self._lstat(name)
        if existing is not None:
            _refuse_link(self.shown / name, existing.st_mode)
            if stat.S_ISDIR(existing.st_mode):
                raise OutputError(f"cannot write {self.shown / name}: it is a folder")
        tmp = _temporary_name(name)
        fd = self._create(tmp)
        try:
            with os.fdopen(fd, "wb") as handle:
                write(handle)
                handle.flush()
                os.fsync(handle.fileno())
            self._replace(tmp, name)
        except BaseException:
            with contextlib.suppress(OSError):
                self._unlink(tmp)
            raise
        self._sync()

    def remove(self, name: str) -> bool:
        try:
            self._unlink(name)
        except FileNotFoundError:
            return False
        return True

    def _lstat(self, name: str) -> os.stat_result | None:
        raise NotImplementedError

    def _create(self, name: str) -> int:
        raise NotImplementedError

    def _replace(self, tmp: str, name: str) -> None:
        raise NotImplementedError

    def _unlink(self, name: str) -> None:
        raise NotImplementedError

    def _sync(self) -> None:
        pass


_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY


class _DescriptorFolder(_Folder):
    """POSIX: every step below the root goes through ``openat`` with ``O_NOFOLLOW``."""

    def __init__(self, fd: int, shown: Path) -> None:
        self.fd, self.shown = fd, shown

    @classmethod
    def open(cls, root: Path, parts: Sequence[str], create: bool) -> "_DescriptorFolder":
        if create:
            root.mkdir(parents=True, exist_ok=True)
        fd = os.open(root, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
        shown = root
        try:
            for part in parts:
                shown = shown / part
                fd = cls._step(fd, part, shown, create)
        except BaseException:
            os.close(fd)
            raise
        return cls(fd, shown)

    @staticmethod
    def _step(fd: int, part: str, shown: Path, create: bool) -> int:
        flags = os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC
        try:
            try:
                child = os.open(part, flags, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    raise
                with contextlib.suppress(FileExistsError):
                    os.mkdir(part, 0o777, dir_fd=fd)
                child = os.open(part, flags, dir_fd=fd)
        except OSError as exc:
            if exc.errno not in (errno.ELOOP, errno.ENOTDIR):
                raise
            _refuse_link(shown, os.stat(part, dir_fd=fd, follow_symlinks=False).st_mode)
            raise OutputError(f"cannot write into {shown}: it is not a folder") from None
        os.close(fd)
        return child

    def close(self) -> None:
        os.close(self.fd)

    def _lstat(self, name: str) -> os.stat_result | None:
        try:
            return os.stat(name, dir_fd=self.fd, follow_symlinks=False)
        except FileNotFoundError:
            return None

    def _create(self, name: str) -> int:
        return os.open(name, _CREATE, 0o666, dir_fd=self.fd)

    def _replace(self, tmp: str, name: str) -> None:
        os.replace(tmp, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)

    def _unlink(self, name: str) -> None:
        os.unlink(name, dir_fd=self.fd)

    def _sync(self) -> None:
        with contextlib.suppress(OSError):  # not every file system syncs a folder
            os.fsync(self.fd)


class _PathFolder(_Folder):
    """Systems without directory descriptors (Windows): the same checks on paths."""

    def __init__(self, path: Path) -> None:
        self.path = self.shown = path

    @classmethod
    def open(cls, root: Path, parts: Sequence[str], create: bool) -> "_PathFolder":
        if create:
            root.mkdir(parents=True, exist_ok=True)
        path = root
        for part in parts:
            path = path / part
            if create:
                with contextlib.suppress(FileExistsError):
                    path.mkdir()
            mode = path.lstat().st_mode
            _refuse_link(path, mode)
            if not stat.S_ISDIR(mode):
                raise OutputError(f"cannot write into {path}: it is not a folder")
        return cls(path)

    def _lstat(self, name: str) -> os.stat_result | None:
        try:
            return (self.path / name).lstat()
        except FileNotFoundError:
            return None

    def _create(self, name: str) -> int:
        return os.open(self.path / name, _CREATE, 0o666)

    def _replace(self, tmp: str, name: str) -> None:
        os.replace(self.path / tmp, self.path / name)

    def _unlink(self, name: str) -> None:
        os.unlink(self.path / name)


__all__ = ["OutputError", "make_folder", "remove_file", "safe_name", "write_file", "write_text"]
