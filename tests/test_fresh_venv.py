"""A new user's walkthrough (issue 19): a fresh venv, ``pip install .``, the README's
first command, then every job section's commands, compared with what the README shows.

It installs the core only (no extras), as a director who only wants ``check`` would:
the heavy libraries of the extras must not come with it. The times of the install and
of the walkthrough are written to ``build/fresh-venv.txt`` for the closing note.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
_SKIP = shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis",
                               ".pytest_cache", ".venv", "out")


def _first_command(readme: str) -> str:
    """The first shell line of the README (``python -m pip install . && hakem check samples/``)."""
    block = readme[readme.index("```sh") + len("```sh"):]
    return block.strip().splitlines()[0]


def _sh(command: str, cwd: Path, env: dict[str, str], timeout: float = 1200) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


@pytest.mark.slow
def test_fresh_venv_pip_install_then_the_readme_commands_work(tmp_path: Path) -> None:
    source = tmp_path / "hakem"
    shutil.copytree(REPO, source, ignore=_SKIP, symlinks=True)
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bin_dir = env_dir / "bin"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}", VIRTUAL_ENV=str(env_dir))

    first = _first_command((source / "README.md").read_text(encoding="utf-8"))
    assert first.startswith("python -m pip install . && hakem check"), first
    started = time.perf_counter()
    done = _sh(first, source, env)
    install_and_check = time.perf_counter() - started
    # installed, then check exits 1: samples/ holds two files with deliberate record errors
    # (pbn-mark-errors.pbn, detect-unmarked.pbn), which check reports as error diagnostics
    assert "Successfully installed" in done.stdout, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert "samples/pbn-mark-errors.pbn:28:7: error: " in done.stderr
    records = len([*(source / "samples").glob("*.pbn"), *(source / "samples").glob("*.lin")])
    assert re.search(rf"^{records} files, \d+ boards: [\d,]+ table findings .*; [\d,]+ read, ", done.stdout, re.M), \
        done.stdout[-2000:]
    assert "Traceback" not in done.stderr

    # the core install is light: none of the extras' libraries came with it
    probe = _sh("python -c \"import importlib.util as u; print([m for m in ('pyarrow', 'duckdb', 'dask', "
                "'distributed', 'openpyxl') if u.find_spec(m)])\"", tmp_path, env)
    assert probe.stdout.strip() == "[]", probe.stdout + probe.stderr

    # the job sections: the fresh install prints what the README shows
    started = time.perf_counter()
    jobs = _sh("python docs/readme_jobs.py --check", source, env)
    walkthrough = time.perf_counter() - started
    assert jobs.returncode == 0, jobs.stderr[-3000:]

    note = REPO / "build" / "fresh-venv.txt"
    note.parent.mkdir(parents=True, exist_ok=True)
    note.write_text(f"pip install . && hakem check samples/: {install_and_check:.0f} s\n"
                    f"README job sections in the fresh venv: {walkthrough:.0f} s\n"
                    f"python {sys.version.split()[0]}\n", encoding="utf-8")
