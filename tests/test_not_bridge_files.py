"""Files that hold no record at all, or only broken ones, are errors (issue 18, item 8).

2 kB of random bytes in a ``.lin`` gave warnings only (and exit 0); a file whose
every deal is invalid did too. The reader's diagnostics now carry severity error, so
a batch can exit 1 on them.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hakem.model.diagnostics import Severity
from hakem.parsers.files import Accounting, holds_records, read_path

#: The LIN-command test as first written (a key, then its value between bars), kept as
#: the reference for the faster pattern that starts at the bar.
_REFERENCE_LIN = re.compile(r"(?i)(?<![A-Za-z0-9])(?:md|mb|pc|pg|pn|qx|ah|sv|vg|rs|mc|an|nt|at|st|rh|pw|mp|bn|"
                            r"mn|up|ub|sa)\|[^|\x00-\x08\x0e-\x1f]*\|")


@pytest.mark.parametrize("suffix", [".lin", ".pbn", ".txt"])
def test_random_bytes_are_not_a_pbn_or_lin_file(tmp_path: Path, suffix: str) -> None:
    rng = random.Random(18)
    for n in range(20):
        path = tmp_path / f"noise{n}{suffix}"
        path.write_bytes(bytes(rng.randrange(256) for _ in range(2048)))
        result = read_path(path)
        assert result.boards == []
        assert [(d.code, d.severity) for d in result.diagnostics] == [("file.not-bridge", Severity.ERROR)]
        assert "not a PBN or LIN file" in result.diagnostics[0].message
        assert result.has_input_errors


def test_a_text_file_of_another_kind_is_not_a_pbn_file(tmp_path: Path) -> None:
    path = tmp_path / "notes.pbn"
    path.write_text("Dear director,\nboard 7 was fouled.\nRegards\n")
    assert [d.code for d in read_path(path).diagnostics] == ["file.not-bridge"]


def test_a_pbn_file_of_only_its_header_is_empty_not_foreign(tmp_path: Path) -> None:
    path = tmp_path / "empty.pbn"
    path.write_text("% PBN 2.1\n% EXPORT\n")
    result = read_path(path)
    assert [(d.code, d.severity) for d in result.diagnostics] == [("file.no-board", Severity.WARNING)]


def test_a_pbn_file_whose_every_deal_is_invalid_has_an_error_on_every_board(tmp_path: Path) -> None:
    path = tmp_path / "fouled.pbn"
    path.write_text('[Board "1"]\n[Deal "N:AKQ.x.y.z - - -"]\n\n'
                    '[Board "2"]\n[Deal "N:AAKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n')
    result = read_path(path)
    assert len(result.boards) == 2
    assert all(any(d.severity is Severity.ERROR and d.code == "pbn.bad-deal" for d in b.diagnostics)
               for b in result.boards)
    tally = Accounting()
    tally.add(result)
    assert tally.with_errors == 2


def test_a_lin_file_whose_every_deal_is_invalid_has_an_error_on_every_board(tmp_path: Path) -> None:
    path = tmp_path / "fouled.lin"
    path.write_text("pn|a,b,c,d|md|3SAKQJX,,,|ah|Board 1|mb|p|\n"
                    "pn|a,b,c,d|md|3SAAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|ah|Board 2|mb|p|\n")
    result = read_path(path)
    assert len(result.boards) == 2
    for board in result.boards:
        bad = [d for d in board.diagnostics if d.code == "lin.bad-deal"]
        assert bad and all(d.severity is Severity.ERROR for d in bad)


@given(st.text(alphabet="mdMDpcPCxX9|\x01 \n\t", max_size=16))
def test_a_lin_command_is_found_where_the_reference_pattern_finds_one(text: str) -> None:
    assert holds_records(text, "lin") == (_REFERENCE_LIN.search(text) is not None)


@pytest.mark.parametrize("filler", ["{", "x", "md"])
def test_a_10_mb_token_without_a_command_is_judged_in_linear_time(filler: str) -> None:
    # Fuzz seeds 445 and 456 (one 10 MB token in a .lin file): the first pattern tried its
    # 23 keys at every character, 2 s of CPU a look and two looks a file. CPU time, not
    # wall time, so a loaded machine does not fail it; the bar-first pattern needs ~10 ms.
    text = filler * (10_000_000 // len(filler)) + "\n"
    started = time.process_time()
    assert not holds_records(text, "lin")
    assert time.process_time() - started < 0.5
