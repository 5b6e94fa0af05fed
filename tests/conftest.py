"""Shared fixtures: where the real-file corpus lives (tests skip when it is absent)."""

from __future__ import annotations

from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.skip("the real-file corpus (../shared/corpus) is not available")
    return CORPUS
