"""Mutations of real hand-record files, for the fuzzer (``mutate.py``).

Each mutation takes a ``random.Random``, the file's bytes and its format
(``pbn``/``lin``) and returns new bytes. They imitate what arrives in practice
(truncated downloads, files re-saved in another encoding, lines pasted twice,
a stray ``|`` in a LIN player name) and what a hostile file could try (huge
lines, a 10 MB token, thousands of nested or unclosed comments, NUL bytes).

A case is fully determined by its seed: :func:`make_case` picks the corpus
file, the window of it, and the mutations from ``random.Random(seed)``.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

Mutation = Callable[[random.Random, bytes, str], bytes]

#: Files larger than this are cut to a window of whole games/lines around a random
#: place, so a case takes well under a second instead of minutes (a 2 MB corpus
#: file holds 7,600 boards with claims, each ruled on with double dummy).
WINDOW_BYTES = 16_000


def _pos(rng: random.Random, data: bytes) -> int:
    return rng.randrange(len(data) + 1)


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def byte_flip(rng: random.Random, data: bytes, fmt: str) -> bytes:
    if not data:
        return bytes([rng.randrange(256)])
    out = bytearray(data)
    for _ in range(rng.choice((1, 2, 4, 16, 64))):
        i = rng.randrange(len(out))
        out[i] = out[i] ^ (1 << rng.randrange(8)) if rng.random() < 0.5 else rng.randrange(256)
    return bytes(out)


def truncate(rng: random.Random, data: bytes, fmt: str) -> bytes:
    return data[:_pos(rng, data)]


def duplicate_lines(rng: random.Random, data: bytes, fmt: str) -> bytes:
    lines = _lines(data)
    for _ in range(rng.choice((1, 3, 10))):
        i = rng.randrange(len(lines))
        k = rng.randint(1, 8)
        lines[i:i] = lines[i:i + k] * rng.choice((1, 2, 20))
    return b"\n".join(lines)


def delete_lines(rng: random.Random, data: bytes, fmt: str) -> bytes:
    lines = _lines(data)
    for _ in range(rng.choice((1, 3, 10))):
        if len(lines) <= 1:
            break
        i = rng.randrange(len(lines))
        del lines[i:i + rng.randint(1, 5)]
    return b"\n".join(lines)


def swap_lines(rng: random.Random, data: bytes, fmt: str) -> bytes:
    lines = _lines(data)
    for _ in range(rng.randint(1, 6)):
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


def wrong_encoding(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """Re-save the text in another encoding, or mix two encodings in one file."""
    text = data.decode("utf-8", errors="replace")
    choice = rng.choice(("utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "latin-1", "cp1250",
                         "utf-32", "mixed", "bom-only", "crlf", "cr"))
    if choice == "mixed":
        cut = rng.randrange(len(text) + 1)
        return text[:cut].encode("utf-8") + text[cut:].encode("utf-16-le", errors="replace")
    if choice == "bom-only":
        return rng.choice((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")) + data
    if choice == "crlf":
        return data.replace(b"\n", b"\r\n")
    if choice == "cr":
        return data.replace(b"\n", b"\r")
    return text.encode(choice, errors="replace")


def _filler(rng: random.Random, n: int, fmt: str) -> bytes:
    alphabet = rng.choice((b"A", b"SAKQJT98765432", b"1S 2H 3NT Pass X XX ", b"x|", b"{", b"}",
                           b"[\"", b"\\\"", b"^@;%", b"\xc3\xa9", b" ", b"\t"))
    reps = n // len(alphabet) + 1
    return (alphabet * reps)[:n]


def huge_line(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """A line of 100 kB to 2 MB somewhere in the file."""
    n = rng.choice((100_000, 500_000, 2_000_000))
    lines = _lines(data)
    lines.insert(rng.randrange(len(lines) + 1), _filler(rng, n, fmt))
    return b"\n".join(lines)


def big_token(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """One 10 MB token (a tag value, a deal, a LIN value, a comment) without any white space."""
    n = 10_000_000
    body = _filler(rng, n, fmt).replace(b" ", b"x").replace(b"\t", b"x")
    if fmt == "pbn":
        wrap = rng.choice((b'[Event "%s"]', b'[Deal "N:%s"]', b"{%s}", b"%s", b'[%s "x"]',
                           b"[Auction \"N\"]\n%s", b"[Play \"W\"]\n%s"))
    else:
        wrap = rng.choice((b"pn|%s|", b"md|3%s|", b"nt|%s|", b"%s", b"mb|%s|", b"pc|%s|", b"ah|%s"))
    token = wrap.replace(b"%s", body)
    i = _line_start(rng, data)
    return data[:i] + token + b"\n" + data[i:]


def _line_start(rng: random.Random, data: bytes) -> int:
    starts = [0] + [i + 1 for i, b in enumerate(data) if b == 10]
    return rng.choice(starts)


def nested_comments(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """Deeply nested, unbalanced or unclosed comments (and brackets)."""
    depth = rng.choice((10, 1_000, 100_000))
    kind = rng.choice(("nested", "unclosed", "closers", "brackets", "semicolon"))
    if kind == "nested":
        text = b"{" * depth + b"x" + b"}" * depth
    elif kind == "unclosed":
        text = b"{" * rng.choice((1, depth))
    elif kind == "closers":
        text = b"}" * depth
    elif kind == "brackets":
        text = b"[" * depth + b'"' * rng.randint(0, 3) + b"]" * rng.randint(0, depth)
    else:
        text = b";" + b"{" * depth
    if fmt == "lin" and rng.random() < 0.5:
        text = b"nt|" + text + b"|"
    i = _pos(rng, data)
    return data[:i] + text + data[i:]


def nul_bytes(rng: random.Random, data: bytes, fmt: str) -> bytes:
    out = bytearray(data)
    for _ in range(rng.choice((1, 5, 100))):
        out.insert(_pos(rng, bytes(out)), 0)
    if rng.random() < 0.1:
        out += b"\x00" * 100_000
    return bytes(out)


def random_bars(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """Stray ``|`` characters (a LIN player name with a bar breaks the pairing)."""
    out = bytearray(data)
    for _ in range(rng.choice((1, 2, 5, 30))):
        out.insert(_pos(rng, bytes(out)), ord("|"))
    if rng.random() < 0.2:
        out += b"|" * rng.choice((1, 1000, 100_000))
    return bytes(out)


_MARKER_WORDS = [b"@", b"hakem:", b"@REVOKE", b"@COOR", b"@IB", b"@CLAIM", b"@TD", b"@LOOT", b"@OLOOT",
                 b"@PENALTY", b"@EXPOSED", b"@CHANGE", b"@DEFECTIVE", b"@SIMUL", b"@AEXP", b"@OVER7",
                 b"N", b"E", b"S", b"W", b"S5", b"HA", b"C10", b"1H", b"7NT", b"9C", b"XX", b"pass",
                 b"trick=3", b"trick=99999999999999999999", b"by=E", b"card=", b"call=1Z", b"tricks=-1",
                 b"established", b"refused", b"accepted", b"\"ruff a club and claim\"", b"\"", b";", b"--",
                 b"statement=\"draw trumps then the rest are high\"", b"=", b"@@@", b"^R", b"^L", b"^I", b"^S",
                 b"\xe2\x99\xa0A", b"major", b"offender=x"]
_PBN_MARKS = [b"^R", b"^L", b"^I", b"^S", b"^r", b"^", b"^^", b"^X", b"=1=", b"$99999", b"!?", b"*", b"+"]


def markers(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """Random ``^`` irregularity marks and ``@`` marker comments, well-formed or not."""
    out = data
    for _ in range(rng.randint(1, 6)):
        if rng.random() < 0.4:
            words = _PBN_MARKS if fmt == "pbn" else [b"mb|1S^I|", b"pc|^R|", b"mb|^S|", b"pc|SA^L|"]
            piece = b" " + rng.choice(words) + b" "
        else:
            words = b" ".join(rng.choice(_MARKER_WORDS) for _ in range(rng.randint(1, 12)))
            if rng.random() < 0.5:
                words = b"@" + words
            if fmt == "pbn":
                piece = rng.choice((b"{%s}", b";%s\n", b"{%s")).replace(b"%s", words)
            else:
                piece = b"nt|" + words.replace(b"|", b"") + b"|"
        i = _pos(rng, out)
        out = out[:i] + piece + out[i:]
    return out


_INTERESTING = [b"", b"0", b"-1", b"99999999999999999999999", b"1e9", b"NaN", b"-", b"?", b"#", b"##",
                b"\xff", b"\\", b'"', b"N:", b"N:....", b"Z", b"8NT", b"0C", b"13", b"14", b"-13",
                b"*", b"AP", b"\xe2\x80\xae", b"../../etc/passwd", b"<script>alert(1)</script>"]


def interesting_values(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """Replace a value between quotes (PBN) or bars (LIN) by an edge value."""
    quote = b'"' if fmt == "pbn" else b"|"
    out = data
    for _ in range(rng.randint(1, 5)):
        idx = [i for i, b in enumerate(out) if b == quote[0]]
        if len(idx) < 2:
            break
        k = rng.randrange(len(idx) - 1)
        a, b = idx[k] + 1, idx[k + 1]
        out = out[:a] + rng.choice(_INTERESTING) + out[b:]
    return out


def splice(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """Paste a random slice of the file elsewhere in it."""
    if not data:
        return data
    a = rng.randrange(len(data))
    b = min(len(data), a + rng.randint(1, 2000))
    i = _pos(rng, data)
    return data[:i] + data[a:b] + data[i:]


_NUMBER = re.compile(rb"\d+")


def long_digits(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """A number of the file (board, result, score, mc, ah, a note index...) made 4,300 to
    20,000 digits long: past Python's int-from-string limit."""
    found = list(_NUMBER.finditer(data))
    digits = b"9" * rng.choice((4301, 5000, 20_000))
    if not found:
        return data + (b'[Board "' + digits + b'"]\n' if fmt == "pbn" else b"ah|Board " + digits + b"|")
    out = data
    for m in sorted(rng.sample(found, min(len(found), rng.randint(1, 3))), key=lambda m: -m.start()):
        out = out[:m.start()] + digits + out[m.end():]
    return out


def unclosed_brace(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """A '{' never closed in one game, so that it runs over the next games (up to a '}'
    somewhere later, or to the end)."""
    starts = [0] + [i + 1 for i, b in enumerate(data) if b == 10]
    i = rng.choice(starts)
    text = rng.choice((b"{ unclosed note ", b"{", b"{ 2D 10 3C 9 "))
    if fmt == "lin":
        text = b"nt|" + text
    return data[:i] + text + data[i:]


def no_blank_lines(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """Games written without the blank line between them (some or all)."""
    if fmt == "lin":
        return data.replace(b"\n", b"") if rng.random() < 0.5 else data.replace(b"\n\n", b"\n")
    keep = rng.random() < 0.3
    return re.sub(rb"\n[ \t\r]*\n", lambda m: m.group() if keep and rng.random() < 0.5 else b"\n", data)


def mixed_encoding(rng: random.Random, data: bytes, fmt: str) -> bytes:
    """Lines of another encoding in a UTF-8 file: a name pasted from a cp1252 or cp1250 file."""
    lines = _lines(data)
    out = "Zoë Łukasz Çağlar".encode() + b"\n" if rng.random() < 0.5 else b""
    for _ in range(rng.randint(1, 5)):
        i = rng.randrange(len(lines))
        stray = rng.choice((b"M\xfcller", b"\xe9t\xe9", b"\xb3\xb9ka", b"\x81\x8d\x90", b"\xff"))
        lines[i] = lines[i][:len(lines[i]) // 2] + stray + lines[i][len(lines[i]) // 2:]
    return out + b"\n".join(lines)


#: Cases that are not a file of bytes but a path of another kind (see ``mutate.run_case``).
SPECIAL_FILES = ("fifo", "devzero", "directory")


MUTATIONS: dict[str, Mutation] = {
    "byte_flip": byte_flip, "truncate": truncate, "duplicate_lines": duplicate_lines,
    "delete_lines": delete_lines, "swap_lines": swap_lines, "wrong_encoding": wrong_encoding,
    "huge_line": huge_line, "big_token": big_token, "nested_comments": nested_comments,
    "nul_bytes": nul_bytes, "random_bars": random_bars, "markers": markers,
    "interesting_values": interesting_values, "splice": splice, "long_digits": long_digits,
    "unclosed_brace": unclosed_brace, "no_blank_lines": no_blank_lines, "mixed_encoding": mixed_encoding,
}

#: Relative frequency of each mutation (the expensive ones, which build megabytes, are rarer).
WEIGHTS = {"byte_flip": 10, "truncate": 6, "duplicate_lines": 6, "delete_lines": 6, "swap_lines": 4,
           "wrong_encoding": 6, "huge_line": 2, "big_token": 1, "nested_comments": 5, "nul_bytes": 4,
           "random_bars": 6, "markers": 12, "interesting_values": 10, "splice": 5, "long_digits": 5,
           "unclosed_brace": 5, "no_blank_lines": 5, "mixed_encoding": 5}


@dataclass(frozen=True)
class Case:
    """One fuzz case: the file it came from and what was done to it."""

    seed: int
    source: str
    """Corpus path relative to the corpus root."""
    window: tuple[int, int]
    """Byte range of the source file used (the whole file when it is small)."""
    mutations: tuple[str, ...]
    suffix: str
    """Extension of the written file (sometimes swapped, to exercise format sniffing)."""
    data: bytes
    special: str | None = None
    """Instead of a file of ``data``: a FIFO, /dev/zero or a folder (SPECIAL_FILES)."""

    def describe(self) -> str:
        special = f" special={self.special}" if self.special else ""
        return (f"seed={self.seed} file={self.source} window={self.window[0]}:{self.window[1]} "
                f"mutations={','.join(self.mutations)} suffix={self.suffix}{special}")


def corpus_files(root: Path) -> dict[str, list[Path]]:
    """The corpus files by format, sorted (so a seed means the same case on every machine)."""
    out: dict[str, list[Path]] = {"pbn": [], "lin": []}
    for path in sorted(root.rglob("*")):
        fmt = path.suffix.lower().lstrip(".")
        if path.is_file() and fmt in out:
            out[fmt].append(path)
    return out


_GAME_BREAK = re.compile(rb"\r?\n[ \t\r]*\n")
_LINE_BREAK = re.compile(rb"\r?\n")


def _window(rng: random.Random, data: bytes, fmt: str) -> tuple[int, int]:
    """Whole games (PBN) or lines (LIN) starting at a random place, about WINDOW_BYTES long."""
    if len(data) <= WINDOW_BYTES:
        return 0, len(data)
    breaks = _GAME_BREAK if fmt == "pbn" and _GAME_BREAK.search(data) else _LINE_BREAK
    found = breaks.search(data, rng.randrange(len(data) - WINDOW_BYTES // 2))
    start = found.end() if found else 0
    found = breaks.search(data, start + WINDOW_BYTES)
    return start, (found.start() if found else len(data))


def make_case(seed: int, files: dict[str, list[Path]], root: Path) -> Case:
    """The case for ``seed``: a corpus file (half PBN, half LIN), a window, 1-3 mutations."""
    rng = random.Random(seed)
    fmt = rng.choice([f for f in ("pbn", "lin") if files[f]])
    path = rng.choice(files[fmt])
    raw = path.read_bytes()
    a, b = _window(rng, raw, fmt)
    data = raw[a:b]
    names = list(WEIGHTS)
    chosen = tuple(rng.choices(names, weights=[WEIGHTS[n] for n in names], k=rng.choice((1, 1, 2, 3))))
    for name in chosen:
        data = MUTATIONS[name](rng, data, fmt)
    suffix = "." + fmt if rng.random() < 0.9 else rng.choice((".pbn", ".lin", ".txt"))
    special = rng.choice(SPECIAL_FILES) if rng.random() < 0.01 else None
    return Case(seed, str(path.relative_to(root)), (a, b), chosen, suffix, data, special)
