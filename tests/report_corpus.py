"""The corpus read and ruled once per test session, shared by the report tests.

Claims are ruled without the solver here: with it, the 8,700 corpus claims take about
ten minutes (benchmarks/claims_corpus.py measures that run)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from hakem.reports.executors import run_files
from hakem.reports.records import FileRecords, Options
from hakem.model.settings import Settings


@lru_cache(maxsize=1)
def corpus_records(corpus: Path) -> tuple[FileRecords, ...]:
    """Every corpus file's rows, with the HTML report's views."""
    return tuple(run_files([corpus], Options(views=True, settings=Settings(claim_analysis=False)), progress=False))
