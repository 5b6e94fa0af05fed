"""A batch reports every bad file and board, goes on, and accounts for every record
(read, read with diagnostics, rejected): nothing disappears silently (issue 10)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.parsers import files, pbn
from hakem.parsers.files import Accounting, input_files, read_path

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
GOOD = f'[Board "{{n}}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1S Pass 2S AP\n'
BAD_AUCTION = f'[Board "{{n}}"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1S Pass 2S $$ }}}} zz AP\n'
JUNK = "!!! this is not PBN @@@ ]]]\n"


@pytest.fixture
def batch(tmp_path: Path) -> Path:
    """A folder of the files a federation's archive holds after years: good ones, a file
    with one broken game in the middle, binary rubbish, an empty file, a truncated LIN
    file, UTF-16, and a file that cannot be opened."""
    (tmp_path / "good.pbn").write_text(GOOD.format(n=1) + "\n" + GOOD.format(n=2))
    (tmp_path / "middle.pbn").write_text(GOOD.format(n=1) + "\n" + JUNK + "\n" + BAD_AUCTION.format(n=2)
                                         + "\n" + GOOD.format(n=3))
    (tmp_path / "binary.pbn").write_bytes(bytes(range(256)) * 20)
    (tmp_path / "empty.pbn").write_text("")
    (tmp_path / "cut.lin").write_text("pn|a,b,c,d|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|mb|1S|mb|p|mb")
    (tmp_path / "wide.pbn").write_bytes(GOOD.format(n=7).encode("utf-16"))
    locked = tmp_path / "locked.pbn"
    locked.write_text(GOOD.format(n=9))
    locked.chmod(0)
    yield tmp_path
    locked.chmod(0o644)


def _tally(folder: Path) -> tuple[Accounting, list]:
    tally = Accounting()
    results = []
    for path in input_files([folder]):
        result = read_path(path)
        tally.add(result)
        results.append(result)
    return tally, results


def test_every_file_of_a_batch_is_read_or_reported(batch: Path) -> None:
    tally, results = _tally(batch)
    assert tally.files == 7 == len(results)
    by_name = {Path(r.path).name: r for r in results}
    assert len(by_name["good.pbn"].boards) == 2 and not by_name["good.pbn"].has_errors
    assert [b.board_id for b in by_name["wide.pbn"].boards] == ["7"]
    assert by_name["empty.pbn"].diagnostics[0].code == "file.no-board"
    assert by_name["cut.lin"].boards and by_name["cut.lin"].all_diagnostics
    if os.geteuid() != 0:  # root reads a file whatever its mode
        assert by_name["locked.pbn"].diagnostics[0].code == "file.unreadable"
        assert tally.unreadable_files == 1


def test_a_broken_game_costs_only_itself_and_is_reported_with_its_position(batch: Path) -> None:
    result = read_path(batch / "middle.pbn")
    ids = [b.board_id for b in result.boards]
    assert ids[0] == "1" and ids[-1] == "3" and "2" in ids
    errors = [d for d in result.all_diagnostics if d.severity.value == "error"]
    assert errors and all(d.span.path.endswith("middle.pbn") and d.span.line >= 1 for d in errors)
    lines = {d.span.line for d in errors}
    assert 8 in lines  # the junk line between games 1 and 2


def test_every_record_is_in_exactly_one_pile(batch: Path) -> None:
    tally, results = _tally(batch)
    assert tally.balanced
    assert tally.records == sum(len(r.boards) for r in results)
    assert tally.read >= 3 and tally.with_diagnostics >= 2 and tally.rejected >= 1
    assert str(tally).startswith("7 files (")
    assert f"{tally.records} records: {tally.read} read, {tally.with_diagnostics} read with diagnostics, " \
           f"{tally.rejected} rejected" in str(tally)


def test_a_record_that_could_not_be_read_is_rejected_not_dropped() -> None:
    text = GOOD.format(n=1) + "\n" + '[Board "2"]\n{' + "x" * (pbn.MAX_GAME_CHARS + 1) + "}\n"
    boards = pbn.loads(text, "f.pbn")
    tally = Accounting()
    for board in boards:
        tally.add_board(board)
    assert (tally.records, tally.read, tally.rejected) == (2, 1, 1)


def test_a_reader_bug_keeps_the_boards_already_read_and_says_so(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "x.pbn"
    path.write_text(GOOD.format(n=1) + "\n" + GOOD.format(n=2))
    real = pbn.iter_text

    def breaks_after_one(text, name, strict=False, notes=()):
        iterator = real(text, name, strict=strict, notes=notes)
        yield next(iterator)
        raise KeyError("simulated bug")

    monkeypatch.setattr(pbn, "iter_text", breaks_after_one)
    result = read_path(path)
    assert [b.board_id for b in result.boards] == ["1"]
    assert result.diagnostics[0].code == "file.internal-error"
    assert "after board 1" in result.diagnostics[0].message and result.has_input_errors
    with pytest.raises(KeyError):
        read_path(path, strict=True)


def test_check_goes_on_after_bad_files_and_counts_every_board(batch: Path) -> None:
    result = CliRunner().invoke(cli, ["check", "-q", str(batch)])
    assert result.exit_code == 1  # input errors were found...
    tally, _results = _tally(batch)
    # ...and every file and board counted, the files that gave nothing next to the file count
    odd = ", ".join(f"{n} {what}" for n, what in ((tally.unreadable_files, "unreadable"),
                                                  (tally.empty_files, "without records")) if n)
    assert f"7 files ({odd}), {tally.records} boards" in result.output
