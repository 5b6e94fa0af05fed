"""Reading input files as text: encoding sniffing shared by the PBN and LIN readers.

PBN's own character set is ISO-8859-1, but real files arrive as UTF-8 (with or
without a BOM), UTF-16 with a BOM (files saved by Windows tools), and Windows
code pages (Polish club files). We decode UTF-8 when the bytes are valid UTF-8
and fall back to cp1250 or cp1252 (whichever gives the more plausible letters)
otherwise.

A file that is UTF-8 but for a few stray bytes (a name pasted from a cp1252 file
into a UTF-8 one) is decoded line by line: the UTF-8 lines as UTF-8, the others in
the code page, and each such line is named in a warning (:attr:`Text.notes`).
Decoding the whole file as cp1252 would turn every UTF-8 name into mojibake.

Only regular files are read: a FIFO would block forever and ``/dev/zero`` would
never end, so both are refused with :class:`NotRegularFile`, and nothing larger
than :data:`MAX_FILE_BYTES` is read into memory.
"""

from __future__ import annotations

import codecs
import io
import os
import re
import stat
from dataclasses import dataclass
from typing import IO, Union

from hakem.model.diagnostics import Diagnostic, Severity, SourceSpan

from .inputs import NO_WAIT_OPEN, special_kind

Source = Union[str, "os.PathLike[str]", IO[str], IO[bytes]]

#: A file is read whole into memory (and its text and tokens take several times its size);
#: past this it is refused (the largest corpus file is 2 MB; a year of a big club's
#: results is a few MB).
MAX_FILE_BYTES = 32 * 1024 * 1024
#: Lines decoded in the code page that are named one by one; the rest are counted.
MAX_NAMED_LINES = 10


class NotRegularFile(OSError):
    """The path names a FIFO, a device, a socket or a directory: not a file to read."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"refused: {kind}, not a regular file (hakem reads only regular files)")
        self.kind = kind


class FileTooLarge(OSError):
    """The file is over :data:`MAX_FILE_BYTES`."""

    def __init__(self, path: str, size: int, limit: int = MAX_FILE_BYTES) -> None:
        super().__init__(f"file of {size:,} bytes is over the limit of {limit:,}; not read (split it)")
        self.filename = path
        self.size = size


@dataclass(frozen=True, slots=True)
class Text:
    """Decoded input."""

    text: str
    path: str | None
    encoding: str
    notes: tuple[Diagnostic, ...] = ()
    """Problems of the decoding itself (lines that were not UTF-8 in a UTF-8 file)."""


@dataclass(frozen=True, slots=True)
class _Decoded:
    text: str
    encoding: str
    odd_lines: tuple[tuple[int, int], ...] = ()
    """(line, column) of the first byte of each line decoded in the code page, in a
    file otherwise UTF-8 (lines counted after newlines are normalised)."""
    code_page: str = ""


def decode_bytes(data: bytes) -> tuple[str, str]:
    """Decode ``data``, returning the text and the encoding used."""
    decoded = _decode(data)
    return decoded.text, decoded.encoding


def _decode(data: bytes) -> _Decoded:
    encoding = "utf-8"
    if data.startswith(codecs.BOM_UTF8):
        data, encoding = data[3:], "utf-8-sig"
    elif data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        return _Decoded(data.decode("utf-16", errors="replace"), "utf-16")
    try:
        return _Decoded(data.decode("utf-8"), encoding)
    except UnicodeDecodeError:
        pass
    mixed = _decode_by_line(data, encoding)
    if mixed is not None:
        return mixed
    text, code_page = _decode_code_page(data)
    return _Decoded(text, code_page)


_LINE_BREAK = re.compile(rb"(\r\n|\r|\n)")


def _decode_by_line(data: bytes, encoding: str = "utf-8") -> _Decoded | None:
    """Per-line decoding of a file that is UTF-8 but for some lines; None when no line
    shows UTF-8 (then the file is in a code page, or is not text at all)."""
    parts = _LINE_BREAK.split(data)  # line, break, line, break, ..., line
    decoded: list[str | None] = []
    bad: list[int] = []
    utf8_evidence = False
    for i in range(0, len(parts), 2):
        raw = parts[i]
        try:
            decoded.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            decoded.append(None)
            bad.append(i)
            continue
        if not utf8_evidence and not raw.isascii():
            utf8_evidence = True  # a multi-byte UTF-8 sequence: the file is meant as UTF-8
    if not utf8_evidence:
        return None
    _text, code_page = _decode_code_page(b"\n".join(parts[i] for i in bad))
    odd: list[tuple[int, int]] = []
    for i in bad:
        raw = parts[i]
        prefix = raw[:_first_bad_byte(raw)].decode("utf-8")  # valid up to there
        decoded[i // 2] = raw.decode(code_page)
        odd.append((i // 2 + 1, len(prefix) + 1))
    out = []
    for i, piece in enumerate(decoded):
        out.append(piece)
        if 2 * i + 1 < len(parts):
            out.append(parts[2 * i + 1].decode("ascii"))
    return _Decoded("".join(out), encoding, tuple(odd), code_page)  # type: ignore[arg-type]


def _first_bad_byte(raw: bytes) -> int:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start
    return len(raw)


# Letters that only make sense in one of the two Windows code pages seen in the
# corpus: Polish club files use cp1250 (ą ę ł ś ź ż), western ones cp1252.
_CP1250_HINTS = re.compile("[ąćęłńśźżĄĆĘŁŃŚŹŻőűŐŰčďěňřšťůžČĎĚŇŘŠŤŮŽ]")
_CP1252_HINTS = re.compile("[àâãåæçèêëìîïðñòõøùûýþÿÀÂÃÅÆÇÈÊËÌÎÏÐÑÒÕØÙÛÝÞ]")
#: C1 control characters: text a code page decodes into these is not that code page.
_C1_CONTROLS = re.compile("[\x80-\x9f]")


def _decode_code_page(data: bytes) -> tuple[str, str]:
    """Windows-1250 or Windows-1252, whichever gives the more plausible letters."""
    candidates = []
    for encoding, hints in (("cp1250", _CP1250_HINTS), ("cp1252", _CP1252_HINTS)):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        # (counted by the regex engine: a generator over every character of a
        # megabyte file cost a second, on both sides of check.py's comparison)
        score = len(hints.findall(text)) - 5 * len(_C1_CONTROLS.findall(text))
        candidates.append((score, encoding == "cp1252", text, encoding))
    if not candidates:
        return data.decode("latin-1"), "latin-1"
    best = max(candidates)
    return best[2], best[3]


def read_file_bytes(name: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_FILE_BYTES`.

    The file is opened without blocking and checked on the open descriptor, so a FIFO
    or a device is refused (:class:`NotRegularFile`) rather than waited on or read
    for ever; a file that grows past the limit while it is read is refused too.
    """
    fd = os.open(name, NO_WAIT_OPEN)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(special_kind(info.st_mode))
        if info.st_size > limit:
            raise FileTooLarge(name, info.st_size, limit)
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileTooLarge(name, len(data), limit)
    return data


def read_source(source: Source, path: str | None = None, limit: int = MAX_FILE_BYTES) -> Text:
    """Read a path or an open handle (text or binary) into :class:`Text`.

    ``path`` names the source in diagnostics when ``source`` is a handle. A path
    that is not a regular file raises :class:`NotRegularFile`, one over ``limit``
    bytes :class:`FileTooLarge` (both are :class:`OSError`).
    """
    if isinstance(source, (str, os.PathLike)):
        name = os.fspath(source)
        return _text(_decode(read_file_bytes(name, limit)), path or name)
    handle = source
    name = path or getattr(handle, "name", None)
    if not isinstance(name, str):
        name = None
    content = handle.read()
    if isinstance(content, bytes):
        return _text(_decode(content), name)
    text, encoding = content, getattr(handle, "encoding", None) or "str"
    if text.startswith("\ufeff"):
        text = text[1:]
    return Text(_normalise_newlines(text), name, encoding)


def _text(decoded: _Decoded, name: str | None) -> Text:
    notes: list[Diagnostic] = []
    odd = decoded.odd_lines
    for line, column in odd[:MAX_NAMED_LINES]:
        notes.append(Diagnostic(Severity.WARNING, "file.mixed-encoding",
                                f"this line is not UTF-8 like the rest of the file; it was decoded "
                                f"as {decoded.code_page}", SourceSpan(name, line, column),
                                (("kind", "line"), ("encoding", decoded.code_page))))
    if len(odd) > MAX_NAMED_LINES:
        line, column = odd[MAX_NAMED_LINES]
        notes.append(Diagnostic(Severity.WARNING, "file.mixed-encoding",
                                f"{len(odd) - MAX_NAMED_LINES:,} more lines from here on are not UTF-8; "
                                f"they were decoded as {decoded.code_page}", SourceSpan(name, line, column),
                                (("kind", "more"), ("count", len(odd) - MAX_NAMED_LINES),
                                 ("encoding", decoded.code_page))))
    return Text(_normalise_newlines(decoded.text), name, decoded.encoding, tuple(notes))


def text_source(text: str, path: str | None = None) -> Text:
    if text.startswith("\ufeff"):
        text = text[1:]
    return Text(_normalise_newlines(text), path, "str")


def _normalise_newlines(text: str) -> str:
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def open_text(source: Source) -> IO[str]:
    """Helper for tests: a text handle over any source."""
    return io.StringIO(read_source(source).text)
