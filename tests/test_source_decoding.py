"""Decoding input files: mixed encodings and special files (issue 18, items 8 and 9).

One stray non-UTF-8 byte used to make the whole file decode as cp1252, every UTF-8
name turning into mojibake with no word said; a FIFO given as input hung, and
``/dev/zero`` ended in a MemoryError.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from hakem.parsers import lin, pbn
from hakem.parsers.files import Accounting, read_path
from hakem.parsers.source import NotRegularFile, decode_bytes, read_source

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
LIN_MD = "md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"


def _mixed_pbn() -> bytes:
    good = f'[Event "Zoë Łukasz Cup"]\n[Board "1"]\n[North "Çağlar Şahin"]\n[Deal "{DEAL}"]\n\n'
    bad = b'[Event "Club"]\n[Board "2"]\n[North "M\xfcller"]\n[Deal "' + DEAL.encode() + b'"]\n'
    return good.encode("utf-8") + bad


def test_one_stray_byte_does_not_turn_the_utf8_names_into_mojibake(tmp_path: Path) -> None:
    path = tmp_path / "mixed.pbn"
    path.write_bytes(_mixed_pbn())
    result = read_path(path)
    assert [b.tag("North") for b in result.boards] == ["Çağlar Şahin", "Müller"]
    assert result.boards[0].tag("Event") == "Zoë Łukasz Cup"
    notes = [d for b in result.boards for d in b.diagnostics if d.code == "file.mixed-encoding"]
    assert len(notes) == 1 and notes[0].severity.value == "warning"
    assert (notes[0].span.path, notes[0].span.line, notes[0].span.column) == (str(path), 8, 10)
    assert "cp1252" in notes[0].message
    assert notes[0] in result.boards[1].diagnostics  # on the board holding the line


def test_mixed_lines_are_found_whatever_the_line_ends() -> None:
    data = "[Event \"Zoë\"]\r\n".encode() + b'[North "M\xfcller"]\r' + "[South \"José\"]\n".encode()
    text, encoding = decode_bytes(data)
    assert text == '[Event "Zoë"]\r\n[North "Müller"]\r[South "José"]\n' and encoding == "utf-8"


def test_a_mixed_lin_file_names_the_line_on_its_board(tmp_path: Path) -> None:
    path = tmp_path / "mixed.lin"
    path.write_bytes(f"pn|Zoë,b,c,d|{LIN_MD}ah|Board 1|\n".encode()
                     + b"pn|M\xfcller,b,c,d|" + LIN_MD.encode() + b"ah|Board 2|\n")
    boards = lin.load(path)
    assert [b.tag("South") for b in boards] == ["Zoë", "Müller"]
    notes = [(b.board_id, d.span.line, d.span.column) for b in boards for d in b.diagnostics
             if d.code == "file.mixed-encoding"]
    assert notes == [("2", 2, 5)]


def test_a_whole_code_page_file_is_still_read_as_its_code_page_without_a_warning() -> None:
    data = '[Event "Kraków"]\n[North "Łukasz Żółć"]\n'.encode("cp1250")
    text, encoding = decode_bytes(data)
    assert encoding == "cp1250" and "Łukasz Żółć" in text
    board = pbn.loads(text)[0]
    assert board.diagnostics == ()


def test_a_western_code_page_file_is_read_as_cp1252() -> None:
    data = '[Event "Coupe de Genève"]\n[North "François Müller"]\n'.encode("cp1252")
    text, encoding = decode_bytes(data)
    assert encoding == "cp1252" and "François" in text and "Genève" in text


def test_a_utf8_bom_file_with_a_stray_byte_keeps_its_letters() -> None:
    text, encoding = decode_bytes(b'\xef\xbb\xbf[Event "M\xfcnchen"]\n[North "\xc3\xa9"]\n')
    assert text == '[Event "München"]\n[North "é"]\n' and encoding == "utf-8-sig"


def test_many_odd_lines_are_counted_not_listed(tmp_path: Path) -> None:
    path = tmp_path / "many.pbn"
    lines = ['[Event "é"]'.encode()] + [f'[Note "{i}:'.encode() + b'\xe9"]' for i in range(1, 40)]
    path.write_bytes(b'[Board "1"]\n' + b"\n".join(lines) + b"\n")
    text = read_source(str(path))
    assert len(text.notes) == 11 and "29 more lines" in text.notes[-1].message


@pytest.mark.parametrize("make", ["fifo", "device", "directory"])
def test_special_files_are_refused_with_an_error_at_once(tmp_path: Path, make: str) -> None:
    if make == "fifo":
        target = tmp_path / "pipe.pbn"
        os.mkfifo(target)
    elif make == "device":
        target = Path("/dev/zero")
    else:
        target = tmp_path / "folder.pbn"
        target.mkdir()
    done: list = []
    reader = threading.Thread(target=lambda: done.append(read_path(target)), daemon=True)
    reader.start()
    reader.join(timeout=10)
    assert done, f"reading {make} did not return"
    result = done[0]
    assert result.boards == []
    # A folder is main's file.unreadable ("is a folder, not a file", or why it cannot be
    # listed: parsers/inputs.refusal); a FIFO or a device is file.not-regular.
    code = "file.unreadable" if make == "directory" else "file.not-regular"
    assert [(d.code, d.severity.value) for d in result.diagnostics] == [(code, "error")]
    tally = Accounting()
    tally.add(result)
    assert tally.unreadable_files == 1 and tally.file_errors == 1
    with pytest.raises(NotRegularFile):
        pbn.load(target)
