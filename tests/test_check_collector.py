"""``check_path`` runs Python's cyclic collector less often while it checks a file, and
puts the thresholds back afterwards (reports/check_run.py, ``ROOMY_THRESHOLD``)."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from hakem.reports import check_run
from hakem.reports.check_run import CheckOptions, check_path

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "seed-003-law67-defective-trick.pbn"


@pytest.fixture
def thresholds():
    before = gc.get_threshold()
    yield before
    gc.set_threshold(*before)


def _seen_while_checking(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, ...]]:
    seen: list[tuple[int, ...]] = []
    real = check_run._check

    def spy(*args, **kwargs):
        seen.append(gc.get_threshold())
        return real(*args, **kwargs)

    monkeypatch.setattr(check_run, "_check", spy)
    return seen


def test_the_first_threshold_is_raised_while_a_file_is_checked_and_restored_after(
        thresholds, monkeypatch: pytest.MonkeyPatch) -> None:
    gc.set_threshold(700, 10, 10)
    seen = _seen_while_checking(monkeypatch)
    check_path(str(SAMPLE), CheckOptions(fmt="json"))
    assert seen == [(check_run.ROOMY_THRESHOLD, 10, 10)]
    assert gc.get_threshold() == (700, 10, 10)


def test_a_higher_threshold_set_by_the_caller_is_kept(thresholds, monkeypatch: pytest.MonkeyPatch) -> None:
    gc.set_threshold(10 * check_run.ROOMY_THRESHOLD, 5, 5)
    seen = _seen_while_checking(monkeypatch)
    check_path(str(SAMPLE), CheckOptions(fmt="json"))
    assert seen == [(10 * check_run.ROOMY_THRESHOLD, 5, 5)]


def test_a_collector_switched_off_by_threshold_stays_off(thresholds, monkeypatch: pytest.MonkeyPatch) -> None:
    gc.set_threshold(0, 10, 10)
    seen = _seen_while_checking(monkeypatch)
    check_path(str(SAMPLE), CheckOptions(fmt="json"))
    assert seen == [(0, 10, 10)] and gc.get_threshold() == (0, 10, 10)


def test_the_thresholds_come_back_when_checking_fails(thresholds, monkeypatch: pytest.MonkeyPatch) -> None:
    gc.set_threshold(700, 10, 10)

    def broken(*args, **kwargs):
        raise RuntimeError("reader broke")

    monkeypatch.setattr(check_run, "_check", broken)
    with pytest.raises(RuntimeError):
        check_path(str(SAMPLE), CheckOptions(fmt="json"))
    assert gc.get_threshold() == (700, 10, 10)


def test_the_findings_are_the_same_whatever_the_collector_does(thresholds) -> None:
    gc.set_threshold(700, 10, 10)
    roomy = check_path(str(SAMPLE), CheckOptions(fmt="json")).output
    gc.set_threshold(0, 10, 10)
    off = check_path(str(SAMPLE), CheckOptions(fmt="json")).output
    assert roomy and roomy == off
