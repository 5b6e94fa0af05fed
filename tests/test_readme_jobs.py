"""The README's job sections are real runs of hakem on samples/ (issue 19): the script
that writes them runs again here, and the README must say exactly what it says."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def _script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("readme_jobs", REPO / "docs" / "readme_jobs.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("readme_jobs", module)  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_readme_job_sections_are_what_hakem_prints_today() -> None:
    jobs = _script()
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    written = jobs.current_section(readme)
    assert written is not None, "README.md has no generated job sections"
    fresh = jobs.render()
    assert written == fresh, "README.md is stale: run python docs/readme_jobs.py"


def test_readme_walks_through_the_three_jobs_and_convert_and_report() -> None:
    jobs = _script()
    titles = [job.title for job in jobs.JOBS]
    assert titles == ["Check a session's records", "Judge a contested claim", "Statistics for a federation",
                      "Convert between formats", "Report a session"]
    section = jobs.current_section((REPO / "README.md").read_text(encoding="utf-8"))
    for job in jobs.JOBS:
        for run in job.runs:
            assert f"$ {run.command}\n" in section
    assert "[exit status" not in section  # every documented command succeeds
