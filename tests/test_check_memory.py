"""``hakem check`` reads a file board by board: memory does not follow the number of boards."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hakem.parsers import pbn_split

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))


def test_a_file_is_read_one_board_at_a_time(tmp_path: Path) -> None:
    from hakem.parsers.files import open_path
    path = tmp_path / "three.pbn"
    path.write_text("".join(f'[Board "{n}"]\n[Dealer "N"]\n\n' for n in (1, 2, 3)))
    stream = open_path(path)
    boards = iter(stream)
    assert next(boards).number == 1 and stream.boards_read == 1  # the rest not read yet
    assert [b.number for b in boards] == [2, 3] and stream.diagnostics == []


@pytest.mark.slow
@pytest.mark.corpus
def test_a_20000_board_file_peaks_under_150_mb(corpus: Path, tmp_path: Path) -> None:
    from check import BIG_BOARDS, peak_rss, write_big_file  # benchmarks/check.py
    big = tmp_path / "big.pbn"
    assert write_big_file(str(corpus / "pbn"), big) >= BIG_BOARDS
    rss, _cpu, summary = peak_rss(big, "--no-claim-analysis")
    boards = int(summary.split(" boards: ")[0].split(", ")[-1].replace(",", ""))  # "20,702 boards"
    assert boards >= BIG_BOARDS, summary
    assert rss <= 150, f"peak RSS {rss:.0f} MB for {boards} boards"
