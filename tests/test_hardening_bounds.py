"""Bounds on what a file can make hakem do: record size, value and line length, marker and
claim-statement text, file size, recursion depth, no eval/pickle of input, and output
paths confined to the chosen directory (issue 10)."""

from __future__ import annotations

import ast
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.analysis.claim_statement import MAX_STATEMENT_CHARS, parse_statement
from hakem.parsers.safe_output import safe_name
from hakem.cli.main import cli
from hakem.laws.detect import check
from hakem.model.board import Comment
from hakem.model.diagnostics import ParseError, Severity
from hakem.parsers import files, lin, markers, pbn
from hakem.parsers.files import read_path

REPO = Path(__file__).resolve().parents[1]
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
GAME = f'[Board "{{n}}"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1S Pass 2S AP\n'
LIN_BOARD = "pn|a,b,c,d|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|ah|Board {n}|mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|\n"


def _codes(board) -> list[str]:
    return [d.code for d in board.diagnostics]


def _elapsed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


# -- record size ------------------------------------------------------------------------

def test_a_pbn_game_over_the_limit_is_rejected_and_the_next_game_is_read() -> None:
    huge = '[Board "2"]\n{' + "x" * (pbn.MAX_GAME_CHARS + 10) + "}\n"
    boards = pbn.loads(GAME.format(n=1) + "\n" + huge + "\n" + GAME.format(n=3), "big.pbn")
    assert [b.board_id for b in boards] == ["1", None, "3"]
    rejected = boards[1]
    assert _codes(rejected) == ["pbn.record-too-large"]
    assert rejected.diagnostics[0].span.line == 7 and rejected.diagnostics[0].span.path == "big.pbn"
    assert files.is_rejected(rejected)


def test_a_pbn_line_of_ten_megabytes_is_a_clear_error_not_a_slow_parse() -> None:
    text = GAME.format(n=1) + '[Event "' + "e" * 10_000_000 + '"]\n'
    took = []
    boards: list = []
    took.append(_elapsed(lambda: boards.extend(pbn.loads(text, "long.pbn"))))
    assert _codes(boards[0]) == ["pbn.record-too-large"]
    assert "over the limit" in boards[0].diagnostics[0].message
    assert took[0] < 20
    with pytest.raises(ParseError) as info:
        pbn.loads(text, "long.pbn", strict=True)
    assert info.value.code == "pbn.record-too-large" and info.value.line == 1


def test_a_lin_board_over_the_limit_is_rejected_and_the_next_board_is_read() -> None:
    giant = "pn|a,b,c,d|md|3SA,,,|" + "nt|" + "y" * 90_000 + "|" * 1 + ("nt|" + "z" * 90_000 + "|") * 12 + "\n"
    text = LIN_BOARD.format(n=1) + giant + LIN_BOARD.format(n=3)
    result = lin.read_text(text, "big.lin")
    assert len(result.boards) == 3
    assert _codes(result.boards[1])[0] == "lin.record-too-large"
    assert result.boards[1].diagnostics[0].span.line == 2
    assert result.boards[2].board_id is not None and "lin.record-too-large" not in _codes(result.boards[2])
    with pytest.raises(ParseError) as info:
        lin.read_text(text, "big.lin", strict=True)
    assert info.value.code == "lin.record-too-large" and info.value.line == 2


def test_a_lin_value_over_the_limit_is_ignored_with_an_error_and_the_board_kept() -> None:
    text = LIN_BOARD.format(n=1).replace("pn|a,b,c,d|", "pn|" + "n" * (lin.MAX_VALUE_CHARS + 1) + ",b,c,d|")
    took: list[float] = []
    result: list = []
    took.append(_elapsed(lambda: result.append(lin.read_text(text, "v.lin"))))
    board = result[0].boards[0]
    assert "lin.value-too-long" in _codes(board)
    assert board.deal is not None and board.auction is not None
    assert took[0] < 10


def test_a_ten_megabyte_lin_deal_takes_seconds_not_minutes() -> None:
    text = "md|3" + "S" * 10_000_000 + "|" + LIN_BOARD.format(n=2)
    assert _elapsed(lambda: lin.read_text(text, "deal.lin")) < 15


def test_a_lin_file_of_stray_bars_gives_a_bounded_number_of_warnings_quickly() -> None:
    text = LIN_BOARD.format(n=1) + "|" * 100_000
    result: list = []
    assert _elapsed(lambda: result.append(lin.read_text(text, "bars.lin"))) < 15
    unreadable = [d for d in result[0].all_diagnostics if d.code == "lin.unreadable"]
    assert len(unreadable) == lin.MAX_UNREADABLE + 2
    assert "more unreadable" in unreadable[-2].message
    # Past MAX_JUNK_TOKENS stray tokens the rest is not read, and that is an error.
    assert "rest of the text is not read" in unreadable[-1].message
    assert unreadable[-1].severity is Severity.ERROR


def test_a_ten_megabyte_lin_file_of_stray_tokens_stops_being_read_quickly() -> None:
    text = LIN_BOARD.format(n=1) + "pc|" + "x|" * 5_000_000
    result: list = []
    assert _elapsed(lambda: result.append(lin.read_text(text, "junk.lin"))) < 15
    assert result[0].boards[0].deal is not None
    assert any("rest of the text is not read" in d.message for d in result[0].all_diagnostics)


def test_a_file_over_the_size_limit_is_reported_not_read(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "big.pbn"
    path.write_text(GAME.format(n=1) * 10)
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 100)
    result = read_path(path)
    assert result.boards == [] and [d.code for d in result.diagnostics] == ["file.too-large"]
    assert result.has_input_errors and result.accounting.unreadable_files == 1


# -- marker and claim text --------------------------------------------------------------

def _board_with_comments(*texts: str):
    board = pbn.loads(GAME.format(n=1))[0]
    import dataclasses
    return dataclasses.replace(board, comments=tuple(Comment(t, "auction:1", True, None) for t in texts))


def test_a_marker_comment_over_the_limit_is_an_error_not_a_slow_parse() -> None:
    board = _board_with_comments("@REVOKE " + "E " * 50_000)
    found: list = []
    took = _elapsed(lambda: found.append(check(board)))
    irregularities, diags = found[0]
    assert took < 5
    assert [d.code for d in diags if d.code.startswith("marker")] == ["marker.too-long"]
    assert diags[0].severity is Severity.ERROR


def test_marker_text_per_board_is_bounded_in_total() -> None:
    one = "@TD by=E -- " + "n" * (markers.MAX_MARKER_CHARS - 20)
    board = _board_with_comments(*[one] * 30)
    found, diags = markers.markers_of(board)
    too_long = [d for d in diags if d.code == "marker.too-long"]
    read = len(found)
    assert read == markers.MAX_MARKER_TEXT_PER_BOARD // len(one)
    assert read + len(too_long) == 30  # every marker comment is read or reported


def test_a_claim_statement_over_the_limit_is_kept_for_the_director_unparsed() -> None:
    text = "draw trumps and " * (MAX_STATEMENT_CHARS // 10)
    statement: list = []
    assert _elapsed(lambda: statement.append(parse_statement(text))) < 1
    assert statement[0].text == text and statement[0].directives == ()
    assert "not read" in statement[0].unparsed[0]


# -- recursion --------------------------------------------------------------------------

def _with_small_stack(fn) -> None:
    """Run ``fn`` with a recursion limit of 400: a reader that recursed per nesting level,
    per card or per word would fail here on inputs thousands deep."""
    errors: list[BaseException] = []

    def run() -> None:
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(400)
        try:
            fn()
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)
        finally:
            sys.setrecursionlimit(old)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    assert not errors, repr(errors[0])


def test_deeply_nested_input_does_not_drive_recursion() -> None:
    nested = GAME.format(n=1) + "{" * 50_000 + "x" + "}" * 50_000 + "\n[Board \"2\"]\n"
    brackets = "[" * 50_000 + GAME.format(n=1)
    lin_nested = "nt|" + "{" * 50_000 + "|" + LIN_BOARD.format(n=1)
    long_play = GAME.format(n=1) + '[Play "E"]\n' + "HT H2 HA H8 " * 5_000 + "\n"
    long_marker = "@COOR " + "N 1H " * 300
    long_claim = "cash " + " ".join(["the spades"] * 300)

    def everything() -> None:
        for board in pbn.loads(nested) + pbn.loads(brackets) + pbn.loads(long_play):
            check(board)
        for board in lin.loads(lin_nested):
            check(board)
        markers.markers_of(_board_with_comments(long_marker))
        parse_statement(long_claim)

    _with_small_stack(everything)


# -- no code from input -----------------------------------------------------------------

_FORBIDDEN_CALLS = {"eval", "exec", "__import__"}
_FORBIDDEN_MODULES = {"pickle", "cPickle", "marshal", "shelve", "dill", "yaml", "jsonpickle"}


def _package_modules() -> list[Path]:
    skip = {"tests", "benchmarks", "docs", "samples", "build", "dist"}
    return [p for p in REPO.rglob("*.py") if not skip & set(p.relative_to(REPO).parts)
            and ".git" not in p.parts and "site-packages" not in p.parts]


def test_no_module_evaluates_or_unpickles_anything() -> None:
    offenders = []
    for path in _package_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _FORBIDDEN_CALLS:
                offenders.append(f"{path}:{node.lineno}: {node.func.id}()")
            elif isinstance(node, ast.Import):
                offenders += [f"{path}:{node.lineno}: import {a.name}" for a in node.names
                              if a.name.split(".")[0] in _FORBIDDEN_MODULES]
            elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in _FORBIDDEN_MODULES:
                offenders.append(f"{path}:{node.lineno}: from {node.module} import")
    assert len(_package_modules()) > 30
    assert not offenders, offenders


def test_a_hostile_comment_is_kept_as_text_never_run(tmp_path: Path) -> None:
    flag = tmp_path / "pwned"
    payload = f"__import__('os').system('touch {flag}')"
    boards = pbn.loads(GAME.format(n=1) + "{" + payload + "}\n[Event \"" + payload + "\"]\n")
    for board in boards:
        check(board)
    assert not flag.exists()
    assert any(payload in c.text for c in boards[0].comments)


# -- output paths -----------------------------------------------------------------------

@pytest.mark.parametrize("name", ["../../etc/x", "/etc/passwd", "..", "a/../../b", "..\\..\\win",
                                  "\x00nul", ".hidden", "", "ok name\n"])
def test_an_output_name_never_leaves_the_output_directory(tmp_path: Path, name: str) -> None:
    out = tmp_path / "out"
    out.mkdir()
    target = out / safe_name(name, ".pbn")
    assert target.resolve().parent == out.resolve()
    assert not target.name.startswith(".")


def test_a_symlink_planted_in_the_output_directory_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    source = tmp_path / "x.pbn"
    source.write_text(GAME.format(n=1))
    elsewhere = tmp_path / "elsewhere.pbn"
    elsewhere.write_text("precious")
    (out / "x.pbn").symlink_to(elsewhere)
    result = CliRunner().invoke(cli, ["convert", str(source), "--to", "pbn", "-o", str(out)])
    assert result.exit_code == 1 and "symbolic link" in result.output
    assert elsewhere.read_text() == "precious" and (out / "x.pbn").is_symlink()


def test_convert_keeps_both_outputs_of_inputs_with_the_same_name(tmp_path: Path) -> None:
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "x.pbn").write_text(GAME.format(n=folder == "a" and 1 or 2))
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["convert", str(tmp_path / "a" / "x.pbn"), str(tmp_path / "b" / "x.pbn"),
                                      "--to", "lin", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == ["x-2.lin", "x.lin"]
    assert "Board 1" in (out / "x.lin").read_text() and "Board 2" in (out / "x-2.lin").read_text()


# -- auction length and positions in long runs --------------------------------------------

def test_a_pbn_auction_over_the_limit_is_cut_with_an_error_at_the_first_call_dropped() -> None:
    from hakem.parsers.pbn_build import MAX_AUCTION_CALLS
    text = GAME.format(n=1).replace("1S Pass 2S AP", "1S " * (MAX_AUCTION_CALLS + 500))
    board = pbn.loads(text, "long.pbn")[0]
    assert len(board.auction.calls) == MAX_AUCTION_CALLS
    diag = next(d for d in board.diagnostics if d.code == "pbn.auction-too-long")
    assert diag.severity is Severity.ERROR and diag.span.line == 5
    assert diag.span.column == 3 * MAX_AUCTION_CALLS + 1


def test_a_lin_auction_over_the_limit_is_cut_with_one_error() -> None:
    from hakem.parsers.lin_board import MAX_CALLS
    board = lin.loads("md|3SA,,,|" + "mb|1S|" * (MAX_CALLS + 500), "long.lin")[0]
    assert len(board.auction.calls) == MAX_CALLS
    assert [d.code for d in board.diagnostics].count("lin.auction-too-long") == 1


def test_checking_a_long_run_of_insufficient_bids_is_not_quadratic() -> None:
    # 1,000 calls in one run, nearly every one an irregularity whose position is looked up
    # (each look-up used to rescan the run from its start).
    text = GAME.format(n=1).replace("1S Pass 2S AP", "7NT 1C X XX " * 250)
    board = pbn.loads(text, "runs.pbn")[0]
    took = _elapsed(lambda: check(board))
    found, _ = check(board)
    assert len(found) > 200 and took < 10
    spans = [i.span for i in found if i.span is not None]
    assert all(s.line == 5 for s in spans) and len({s.column for s in spans}) == len(spans)


def test_the_record_size_error_names_a_line_that_is_too_long() -> None:
    text = '[Board "1"]\n[Dealer "N"]\n[Event "' + "x" * 2_000_000 + '"]\n'
    diag = pbn.loads(text, "line.pbn")[0].diagnostics[0]
    assert diag.code == "pbn.record-too-large"
    assert "line 3 alone has 2,000,010" in diag.message


def test_bounds_a_long_blank_run_between_cited_calls_is_read_in_linear_time() -> None:
    # Fuzz seed 5437: the note-citation split tried "\s*=" from every blank of a long
    # run (quadratic: 130 s of CPU for a 0.5 MB auction line). 40,000 blanks took 1.5 s.
    text = ('[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n1S =1=' + " " * 40_000 + "2S =2= Pass Pass Pass\n"
            '[Note "1:five spades"]\n[Note "2:raise"]\n')
    pbn.loads('[Board "1"]\n', "warm.pbn")  # the grammar, built outside the timing
    started = time.process_time()
    board = pbn.loads(text, "blanks.pbn")[0]
    assert time.process_time() - started < 0.3
    assert [(str(e.call), e.explanation) for e in board.auction.calls[:3]] == [
        ("1S", "five spades"), ("2S", "raise"), ("Pass", None)]
