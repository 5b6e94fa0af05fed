"""The notebook API: ``hakem.read``, ``hakem.check``, ``hakem.frames`` (issue 19)."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import hakem
from hakem.model.board import Board
from hakem.parsers import jsonout

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "samples"


def test_import_hakem_loads_no_submodule_and_no_heavy_library() -> None:
    # What `import hakem` adds: the interpreter's start-up may import some of these itself
    # (site-packages .pth files import typing on some machines), which is not hakem's doing.
    code = ("import sys\n"
            "before = set(sys.modules)\n"
            "import hakem\n"
            "loaded = sorted(m for m in set(sys.modules) - before if m.startswith('hakem.') or m in "
            "('pandas', 'lark', 'endplay', 'numpy', 'click', 'typing'))\n"
            "print(loaded)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_api_names_load_on_first_use() -> None:
    fresh = importlib.reload(hakem)
    assert "check" not in vars(fresh)
    assert fresh.check is importlib.import_module("hakem.api").check
    assert set(fresh.__all__) <= set(dir(fresh))
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        fresh.nothing  # noqa: B018


def test_read_tells_pbn_lin_and_json_lines_apart(tmp_path: Path) -> None:
    from_pbn = hakem.read(SAMPLES / "markers-play.pbn")
    from_lin = hakem.read(SAMPLES / "markers.lin")
    assert [b.format for b in from_pbn] == ["pbn"] * 4 and [b.format for b in from_lin] == ["lin"] * 2
    copy = tmp_path / "no-extension"
    copy.write_text(jsonout.dumps(from_pbn), encoding="utf-8")
    assert hakem.read(copy) == from_pbn  # sniffed from the text


def test_read_a_directory_gives_every_board_in_file_order() -> None:
    boards = hakem.read(SAMPLES)
    files = sorted([*SAMPLES.glob("*.pbn"), *SAMPLES.glob("*.lin")])
    assert boards == [b for f in files for b in hakem.read(f)]
    from hakem.parsers.files import read_path  # the readers the commands use, not the API

    assert len(boards) == sum(len(read_path(f).boards) for f in files) > 60


def test_read_a_file_that_cannot_be_read_raises_naming_it(tmp_path: Path) -> None:
    huge = tmp_path / "huge.pbn"
    with open(huge, "wb") as handle:
        handle.truncate(40 * 1024 * 1024)  # sparse: over the reader's size limit
    with pytest.raises(hakem.ReadError, match="huge.pbn.*over the limit"):
        hakem.read(huge)


def test_read_warns_about_a_file_without_boards_in_a_directory(tmp_path: Path) -> None:
    # a PBN header without games (a comment alone is not a hand record at all: file.not-bridge)
    (tmp_path / "empty.pbn").write_text("% PBN 2.1\n% nothing here\n", encoding="utf-8")
    with pytest.warns(UserWarning, match="no board"):
        assert hakem.read(tmp_path) == []


def test_check_gives_findings_with_their_rulings() -> None:
    checked = hakem.check(hakem.read(SAMPLES / "markers-play.pbn"))
    assert len(checked) == 17 and len(checked.boards) == 4
    kinds = [f.kind for f in checked]
    assert kinds.count("opening-lead-out-of-turn") == 3 and "revoke" in kinds
    first = checked[0]
    assert first.board.board_id == "1" and first.laws == first.ruling.laws
    assert str(first).startswith("board 1: revoke by W at trick 4 card 4: Law 63A")
    assert checked.errors == ()


def test_check_takes_a_board_or_a_path_and_settings() -> None:
    path = SAMPLES / "seed-001-law57-premature-play.pbn"
    board = hakem.read(path)[0]
    by_board = hakem.check(board)
    by_path = hakem.check(str(path))
    assert [f.kind for f in by_board] == [f.kind for f in by_path]
    expert = hakem.check(board, player_class="expert", claim_analysis=False)
    assert expert.settings.player_class.value == "expert" and not expert.settings.claim_analysis
    base = hakem.Settings(claim_analysis=False)
    assert hakem.check(board, base).settings is base


def test_frames_from_a_check_does_not_rule_again(monkeypatch: pytest.MonkeyPatch) -> None:
    checked = hakem.check(hakem.read(SAMPLES / "markers-play.pbn"))

    def no_second_ruling(*args: object, **kwargs: object) -> None:
        raise AssertionError("ruled twice")

    # every table rules through the file ruler (laws/file_rulings), which calls rule_board
    monkeypatch.setattr("hakem.laws.file_rulings.rule_board", no_second_ruling)
    tables = hakem.frames(checked)
    assert len(tables.boards) == 4 and len(tables.rulings) == 17
    assert tables.rulings["irregularity"].tolist() == [f.kind for f in checked]
    assert set(tables.rulings["source_file"]) == {str(SAMPLES / "markers-play.pbn")}
    assert str(tables.rulings["irregularity"].dtype) == "category"


def test_frames_from_paths_is_the_same_table_as_from_a_check() -> None:
    path = SAMPLES / "markers-auction.pbn"
    direct = hakem.frames(path)
    via_check = hakem.frames(hakem.check(hakem.read(path)))
    columns = ["irregularity", "offender", "laws", "position"]
    assert direct.rulings[columns].equals(via_check.rulings[columns])


@pytest.mark.parametrize("module", ["hakem", "hakem.api", "hakem.extras", "hakem.model.board",
                                    "hakem.model.cards", "hakem.model.seat", "hakem.model.contract",
                                    "hakem.model.deal", "hakem.model.auction", "hakem.model.play",
                                    "hakem.model.irregularity", "hakem.model.settings",
                                    "hakem.model.diagnostics", "hakem.parsers.pbn",
                                    "hakem.parsers.lin", "hakem.parsers.jsonin",
                                    "hakem.parsers.jsonout", "hakem.parsers.files",
                                    "hakem.laws.engine", "hakem.reports.frames",
                                    "hakem.reports.export", "hakem.reports.conversion"])
def test_public_modules_say_what_is_public(module: str) -> None:
    mod = importlib.import_module(module)
    names = getattr(mod, "__all__", None)
    assert names, f"{module} has no __all__"
    assert all(not n.startswith("_") or n == "__version__" for n in names)
    for name in names:
        assert getattr(mod, name) is not None, name


def test_the_readme_python_example_runs(monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # type: ignore[no-untyped-def]
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Python API"):]
    code = section[section.index("```python") + len("```python"):section.index("```", section.index("```python") + 3)]
    monkeypatch.chdir(REPO)
    exec(compile(code, "README.md", "exec"), {})  # noqa: S102 - our own README
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == 17
    assert printed[0].startswith("board 1: revoke by W at trick 4 card 4: Law 63A, 64A2, 64C, 64B4-5, 64C1: ")


def test_frames_from_a_check_say_a_file_wide_pattern_once_as_from_paths(tmp_path: Path) -> None:
    # eight boards all dealt by N: Law 2's dealer rotation is broken the same way on six of
    # them, which the file ruler says once for the file (laws/record_patterns.py)
    path = tmp_path / "dealer-n.pbn"
    path.write_text("".join(f'[Board "{n}"]\n[Dealer "N"]\n\n' for n in range(1, 9)), encoding="utf-8")
    direct = hakem.frames(path)
    from_check = hakem.frames(hakem.check(path))
    assert direct.rulings["irregularity"].tolist() == ["markings-pattern"]
    assert from_check.rulings["irregularity"].tolist() == direct.rulings["irregularity"].tolist()
    assert from_check.rulings["class"].tolist() == ["record"]
