"""The HTML report's input-error counts are ``hakem check``'s (issue 19): every diagnostic
of severity error of a file (the record's, the markers', the rules'), per file and in
total, each file's list capped with the number left out."""

from __future__ import annotations

import html as htmllib
import re
from pathlib import Path

import pytest

from hakem.parsers.files import input_files
from hakem.reports import html_report
from hakem.reports.check_run import check_path
from hakem.reports.html_report import write_report

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def _counts(page: str) -> tuple[int, dict[str, int]]:
    text = htmllib.unescape(page)
    total = int(re.search(r"<th>Input errors</th><td class=\"n\">(\d+)</td>", text)[1])
    per_file = {m[1]: int(m[2]) for m in re.finditer(r'<h3 class="small source">(.+?) \((\d+)\)</h3>', text)}
    return total, per_file


def _check_counts(paths: list[str]) -> dict[str, int]:
    return {p: n for p in paths if (n := check_path(p).errors)}


def test_report_input_errors_match_check_on_the_samples(tmp_path: Path) -> None:
    paths = [str(p) for p in input_files([SAMPLES])]
    expected = _check_counts(paths)
    assert expected, "the samples hold deliberately wrong records"
    write_report(paths, tmp_path / "r.html")
    total, per_file = _counts((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert per_file == expected
    assert total == sum(expected.values())


def test_report_input_errors_match_check_on_corpus_files(corpus: Path, tmp_path: Path) -> None:
    paths = [str(p) for p in input_files([corpus / "pbn"])][:25] + \
        [str(p) for p in input_files([corpus / "lin"])][:15]
    expected = _check_counts(paths)
    write_report(paths, tmp_path / "r.html")
    total, per_file = _counts((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert per_file == expected
    assert total == sum(expected.values())


def test_report_error_list_is_capped_per_file_with_the_number_left_out(tmp_path: Path,
                                                                       monkeypatch) -> None:
    monkeypatch.setattr(html_report, "ERRORS_LISTED", 1)
    path = str(SAMPLES / "pbn-mark-errors.pbn")
    errors = check_path(path).errors
    assert errors >= 3
    write_report([path], tmp_path / "r.html")
    page = htmllib.unescape((tmp_path / "r.html").read_text(encoding="utf-8"))
    listed = page.split('id="input-errors"', 1)[1]
    assert listed.count("<li dir=\"ltr\">") == 1
    assert f"... and {errors - 1} more in this file (hakem check {path} lists them all)." in listed
    assert _counts(page) == (errors, {path: errors})
