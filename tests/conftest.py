"""Shared fixtures: where the real-file corpus lives (tests skip when it is absent), and
the corpus read once (and ruled once) per test session, shared by every sweep."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from hakem.laws.engine import BoardRulings, rule_board
from hakem.model.settings import Settings
from hakem.parsers.files import FileResult, input_files, read_path
from hakem.reports.records import FileRecords, Options, records_of_result

# Property tests are judged on what they find, not on wall-clock time: a loaded CI machine
# (or the other core busy) must not turn hypothesis's 200 ms per-example deadline into a
# failure. Examples per test stay as each test sets them.
settings.register_profile("hakem", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("hakem")

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
REPO = Path(__file__).resolve().parents[1]

#: Claims are ruled without the solver in the shared sweep: with it, the corpus's 8,700
#: claims take about ten minutes (benchmarks/claims_corpus.py measures that run).
SWEEP_SETTINGS = Settings(claim_analysis=False)


@pytest.fixture(scope="session")
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.skip("the real-file corpus (../shared/corpus) is not available")
    return CORPUS


@pytest.fixture(scope="session")
def corpus_read(corpus: Path) -> tuple[FileResult, ...]:
    """Every .pbn and .lin file of the corpus, read once as the commands read them."""
    return tuple(read_path(path) for path in input_files([corpus]))


@pytest.fixture(scope="session")
def corpus_ruled(corpus_read: tuple[FileResult, ...]
                 ) -> tuple[tuple[FileResult, tuple[BoardRulings, ...]], ...]:
    """Every corpus board through the laws' one entry point, once (claims without DD)."""
    return tuple((result, tuple(rule_board(board, SWEEP_SETTINGS) for board in result.boards))
                 for result in corpus_read)


@pytest.fixture(scope="session")
def corpus_records(corpus_read: tuple[FileResult, ...]) -> tuple[FileRecords, ...]:
    """Every corpus file's report rows, with the HTML report's views (claims without DD),
    from the session's one read."""
    options = Options(views=True, settings=SWEEP_SETTINGS)
    return tuple(records_of_result(result, options) for result in corpus_read)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every test not marked corpus, slow or dds is ``quick`` (``pytest -m quick``)."""
    for item in items:
        if not any(item.get_closest_marker(name) for name in ("corpus", "slow", "dds")):
            item.add_marker(pytest.mark.quick)
