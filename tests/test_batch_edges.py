"""Batch edges on the command line (issue 18 item 8): unreadable folders, special files,
``/dev/zero`` and unwritable outputs are one-line errors with exit status 1, never a
silent skip, a hang or a traceback."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterator

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.parsers.files import input_files, read_path

REPO = Path(__file__).resolve().parents[1]
GAME = """[Event "Club Pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Auction "N"]
1D 1C
"""
#: A command that hangs or reads forever is a failure, not a slow test.
LIMIT = 120


def hakem(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hakem.cli.main", *args],
                          capture_output=True, text=True, timeout=LIMIT, cwd=REPO)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "club"
    (root / "sub").mkdir(parents=True)
    (root / "good.pbn").write_text(GAME, encoding="utf-8")
    (root / "sub" / "hidden.pbn").write_text(GAME, encoding="utf-8")
    return root


# -- an unreadable sub-folder -----------------------------------------------------------------

def test_an_unreadable_sub_folder_is_an_error_in_every_walk(folder: Path, monkeypatch) -> None:
    real = os.scandir

    def scandir(path):  # noqa: ANN001 - as os.scandir; the folder is unreadable
        if Path(path) == folder / "sub":
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    assert [p.name for p in input_files([folder])] == ["good.pbn", "sub"]
    result = read_path(folder / "sub")
    assert [d.code for d in result.diagnostics] == ["file.unreadable"]
    assert "cannot read folder: Permission denied" in result.diagnostics[0].message
    for command in (["check"], ["parse"], ["report", "-o", str(folder.parent / "r.csv")],
                    ["stats"], ["dd", "--no-cache"]):
        done = CliRunner().invoke(cli, [command[0], str(folder), *command[1:]])
        assert done.exit_code == 1, (command, done.output)
        assert f"{folder / 'sub'}:1:1: error: cannot read folder" in done.output, done.output


def _as_nobody(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the CLI in a forked child that has become user 'nobody' (uid 65534).

    The child keeps the modules this process has imported, so it needs no read access to
    the interpreter's prefix or to the checkout (under root's home in CI, 'nobody' could
    not import hakem in a new process); only the files under test are seen with its rights.
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        pid = os.fork()
        if pid == 0:  # the child: drop root, run the command, never return to pytest
            code = 70
            try:
                os.setgroups([])
                os.setgid(65534)
                os.setuid(65534)
                os.dup2(out.fileno(), 1)
                os.dup2(err.fileno(), 2)
                sys.stdout = open(1, "w", encoding="utf-8", closefd=False)
                sys.stderr = open(2, "w", encoding="utf-8", closefd=False)
                try:
                    cli.main(list(args), prog_name="hakem", standalone_mode=True)
                    code = 0
                except SystemExit as done:
                    code = done.code if isinstance(done.code, int) else 1
            finally:
                for stream in (sys.stdout, sys.stderr):
                    stream.flush()
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        out.seek(0)
        err.seek(0)
        return subprocess.CompletedProcess(["hakem", *args], os.waitstatus_to_exitcode(status),
                                           out.read().decode("utf-8"), err.read().decode("utf-8"))


@pytest.fixture
def nobody() -> Iterator[Path]:
    """A folder for a test run as 'nobody', a user whom file modes bind (root reads and
    writes anything, whatever the modes)."""
    if os.geteuid() != 0:
        pytest.skip("changing to user 'nobody' needs root")
    base = Path(tempfile.mkdtemp(prefix="hakem-perm-"))
    base.chmod(0o755)
    yield base
    for folder in [base, *base.rglob("*")]:
        if folder.is_dir():
            folder.chmod(0o755)
    shutil.rmtree(base)


def test_a_folder_without_read_permission_is_reported_and_the_rest_is_read(nobody) -> None:
    base = nobody
    root = base / "club"
    (root / "sub").mkdir(parents=True)
    root.chmod(0o755)
    (root / "good.pbn").write_text(GAME, encoding="utf-8")
    (root / "sub" / "hidden.pbn").write_text(GAME, encoding="utf-8")
    (root / "sub").chmod(0)
    done = _as_nobody("check", str(root))
    assert done.returncode == 1, done.stderr
    assert f"{root / 'sub'}:1:1: error: cannot read folder: Permission denied" in done.stderr
    assert "2 files (1 unreadable), 1 record" in done.stdout + done.stderr


# -- special files --------------------------------------------------------------------------------

@pytest.mark.parametrize("command", [["check"], ["parse"], ["convert", "--to", "pbn"], ["dd", "--no-cache"],
                                     ["claim", "--board", "1"],
                                     ["report", "-o", "{tmp}/r.csv"], ["archive", "add", "--to", "{tmp}/a"]])
def test_a_fifo_on_the_command_line_is_refused_without_hanging(tmp_path: Path, command: list[str]) -> None:
    fifo = tmp_path / "session.pbn"
    os.mkfifo(fifo)  # nobody ever writes to it: opening it to read would wait forever
    args = [a.replace("{tmp}", str(tmp_path)) for a in command]
    at = 2 if args[0] == "archive" else 1
    done = hakem(*args[:at], str(fifo), *args[at:])
    assert done.returncode == 1, done.stderr
    assert "FIFO" in done.stderr and "Traceback" not in done.stderr


def test_a_fifo_or_a_dangling_link_in_a_folder_is_an_error_not_a_skip(folder: Path) -> None:
    os.mkfifo(folder / "pipe.pbn")
    (folder / "gone.lin").symlink_to(folder / "nowhere.lin")
    os.mkfifo(folder / "pipe.txt")  # not a record's name: not an input, as before
    done = hakem("check", str(folder))
    assert done.returncode == 1, done.stderr
    assert f"{folder / 'pipe.pbn'}:1:1: error: refused: a FIFO" in done.stderr
    assert f"{folder / 'gone.lin'}:1:1: error: cannot read file" in done.stderr
    assert "pipe.txt" not in done.stderr
    assert "4 files (2 unreadable), 2 records" in done.stdout


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
@pytest.mark.parametrize("command", [["parse"], ["check"], ["stats"], ["convert", "--to", "lin"]])
def test_dev_zero_is_refused_not_read_until_memory_runs_out(command: list[str]) -> None:
    done = hakem(command[0], "/dev/zero", *command[1:])
    assert done.returncode == 1, done.stderr
    assert "MemoryError" not in done.stderr and "Traceback" not in done.stderr
    assert "/dev/zero:1:1: error: refused: a character device" in done.stderr


# -- unwritable outputs -------------------------------------------------------------------------

def test_an_output_folder_without_write_permission_is_a_one_line_error(nobody) -> None:
    base = nobody
    source = base / "s.pbn"
    source.write_text(GAME, encoding="utf-8")
    source.chmod(0o644)
    locked = base / "locked"
    locked.mkdir(mode=0o555)
    locked.chmod(0o555)  # readable by all, writable by nobody but root
    done = _as_nobody("report", str(source), "-o", str(locked / "rulings.csv"), "-q")
    assert done.returncode == 1
    assert done.stderr.strip() == f"Error: cannot write {locked / 'rulings.csv'}: Permission denied"
