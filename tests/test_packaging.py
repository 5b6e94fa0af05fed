"""The wheel installs one import package, ``hakem``, with the grammars as package data.

The top-level folders (model/, parsers/, cli/...) are mapped to ``hakem.*`` by
setuptools' package-dir; this test builds the wheel and imports from it in a fresh
virtual environment, so a broken mapping cannot go unnoticed.
"""

from __future__ import annotations

import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                    "-q", "-w", str(out), str(REPO)], check=True, cwd=out)
    return next(out.glob("hakem-*.whl"))


@pytest.mark.slow
def test_wheel_holds_only_the_hakem_package_and_its_grammars(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"hakem"}
    for grammar in ("pbn.lark", "lin.lark", "markers.lark", "claim.lark"):
        assert f"hakem/parsers/grammars/{grammar}" in names
    for package in ("model", "parsers", "laws", "analysis", "reports", "cli"):
        assert f"hakem/{package}/__init__.py" in names
    assert "hakem/reports/templates/report.html.j2" in names  # the HTML report's template
    for page in ("desk.html.j2", "desk.js", "desk.css"):  # the claim desk's page (hakem serve)
        assert f"hakem/reports/templates/{page}" in names
    assert not any(n.startswith("hakem/tests/") for n in names)


@pytest.mark.slow
def test_wheel_imports_and_reads_pbn_in_a_fresh_environment(wheel: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    # The dependencies (lark, endplay, ...) come from the interpreter running the tests,
    # whether it is a system Python or a venv: its site directories go on the new env's
    # path through a .pth file. A .pth file's own lines are not processed there, so an
    # editable install of hakem in the running interpreter stays invisible.
    site_packages = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                   check=True, capture_output=True, text=True).stdout.strip()
    ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(site_packages, "running-interpreter.pth").write_text("\n".join(sorted(ours)) + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                    "-q", "--force-reinstall", str(wheel)], check=True)
    script = (
        "import hakem.parsers, hakem.parsers.pbn as pbn, sys\n"
        "assert 'site-packages' in hakem.parsers.__file__, hakem.parsers.__file__\n"
        "b = pbn.loads('[Board \"3\"]\\n[Auction \"S\"]\\n1NT Pass 3NT AP')[0]\n"
        "print(b.number, b.contract)\n"
        "import importlib.util\n"
        "assert importlib.util.find_spec('parsers') is None and importlib.util.find_spec('cli') is None\n"
    )
    done = subprocess.run([str(python), "-c", script], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["3", "3NT"]
