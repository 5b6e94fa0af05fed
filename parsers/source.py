"""Reading input files as text: encoding sniffing shared by the PBN and LIN readers.

PBN's own character set is ISO-8859-1, but real files arrive as UTF-8 (with or
without a BOM), UTF-16 with a BOM (files saved by Windows tools), and Windows
code pages (Polish club files). We decode UTF-8 when the bytes are valid UTF-8
and fall back to cp1252 (a superset of Latin-1's printable range) otherwise.
"""

from __future__ import annotations

import codecs
import io
import os
from dataclasses import dataclass
from typing import IO, Union

Source = Union[str, "os.PathLike[str]", IO[str], IO[bytes]]


@dataclass(frozen=True, slots=True)
class Text:
    """Decoded input."""

    text: str
    path: str | None
    encoding: str


def decode_bytes(data: bytes) -> tuple[str, str]:
    """Decode ``data``, returning the text and the encoding used."""
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace"), "utf-8-sig"
    if data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        return data.decode("utf-16", errors="replace"), "utf-16"
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    return _decode_code_page(data)


# Letters that only make sense in one of the two Windows code pages seen in the
# corpus: Polish club files use cp1250 (ą ę ł ś ź ż), western ones cp1252.
_CP1250_HINTS = set("ąćęłńśźżĄĆĘŁŃŚŹŻőűŐŰčďěňřšťůžČĎĚŇŘŠŤŮŽ")
_CP1252_HINTS = set("àâãåæçèêëìîïðñòõøùûýþÿÀÂÃÅÆÇÈÊËÌÎÏÐÑÒÕØÙÛÝÞ")


def _decode_code_page(data: bytes) -> tuple[str, str]:
    """Windows-1250 or Windows-1252, whichever gives the more plausible letters."""
    candidates = []
    for encoding, hints in (("cp1250", _CP1250_HINTS), ("cp1252", _CP1252_HINTS)):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        score = sum(ch in hints for ch in text) - 5 * sum(0x80 <= ord(ch) < 0xA0 for ch in text)
        candidates.append((score, encoding == "cp1252", text, encoding))
    if not candidates:
        return data.decode("latin-1"), "latin-1"
    best = max(candidates)
    return best[2], best[3]


def read_source(source: Source, path: str | None = None) -> Text:
    """Read a path or an open handle (text or binary) into :class:`Text`.

    ``path`` names the source in diagnostics when ``source`` is a handle.
    """
    if isinstance(source, (str, os.PathLike)):
        name = os.fspath(source)
        with open(name, "rb") as fh:
            data = fh.read()
        text, encoding = decode_bytes(data)
        return Text(_normalise_newlines(text), path or name, encoding)
    handle = source
    name = path or getattr(handle, "name", None)
    if not isinstance(name, str):
        name = None
    content = handle.read()
    if isinstance(content, bytes):
        text, encoding = decode_bytes(content)
    else:
        text, encoding = content, getattr(handle, "encoding", None) or "str"
        if text.startswith("\ufeff"):
            text = text[1:]
    return Text(_normalise_newlines(text), name, encoding)


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
