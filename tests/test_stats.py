"""Frequencies and rates per 1,000 boards, the plot, and ``hakem stats``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from hakem.reports.frames import frames
from hakem.reports.stats import frequency_table, plot
from hakem.cli.stats import stats
from hakem.laws.engine import case_of
from hakem.parsers.files import input_files, read_path

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


@pytest.fixture(scope="module")
def sample_frames():
    return frames([SAMPLES])


def test_counts_by_kind_are_what_check_finds(sample_frames) -> None:
    found: Counter[str] = Counter()
    for path in input_files([SAMPLES]):
        for board in read_path(path).boards:
            # The engine's case: detection plus the Law 37 breaches found by following
            # the auction rulings through the record (laws/law37_follow_through.py).
            found.update(i.kind.value for i in case_of(board).irregularities)
    table = frequency_table(sample_frames.rulings, sample_frames.boards, "kind")
    assert dict(zip(table["kind"], table["irregularities"])) == dict(found)
    boards = len(sample_frames.boards)
    first = table.iloc[0]
    assert first["per_1000_boards"] == round(first["irregularities"] * 1000 / boards, 2)
    assert table["irregularities"].is_monotonic_decreasing


def test_a_ruling_counts_once_per_law_number_it_cites() -> None:
    rulings = pd.DataFrame({"irregularity": ["revoke", "call-out-of-rotation"],
                            "laws": ["64A1;64B3;16B", "31A2(a);23A"]})
    table = frequency_table(rulings, pd.DataFrame({"event": ["e"] * 4}), "law", per=100)
    assert dict(zip(table["law"], table["irregularities"])) == {"64": 1, "16": 1, "31": 1, "23": 1}
    assert list(table["law"]) == ["16", "23", "31", "64"]  # ties in law order
    assert set(table["per_100_boards"]) == {25.0}


def test_rates_by_event_divide_by_the_events_own_boards() -> None:
    boards = pd.DataFrame({"event": ["big"] * 8 + ["small"] * 2})
    rulings = pd.DataFrame({"event": ["big", "small", "small"],
                            "irregularity": ["revoke", "claim", "claim"]})
    table = frequency_table(rulings, boards, "event").set_index("event")
    assert table.loc["big", "per_1000_boards"] == 125.0
    assert table.loc["small", "per_1000_boards"] == 1000.0
    assert table.loc["small", "top_kind"] == "claim"


def test_boards_without_an_event_form_their_own_group() -> None:
    boards = pd.DataFrame({"event": [None, "e"]})
    rulings = pd.DataFrame({"event": [None], "irregularity": ["revoke"]})
    table = frequency_table(rulings, boards, "event")
    assert set(table["event"]) == {"(unknown)", "e"}


def test_unknown_grouping_is_refused(sample_frames) -> None:
    with pytest.raises(ValueError, match="--by"):
        frequency_table(sample_frames.rulings, sample_frames.boards, "player")


def test_plot_writes_a_png(sample_frames, tmp_path: Path) -> None:
    path = tmp_path / "kinds.png"
    plot(frequency_table(sample_frames.rulings, sample_frames.boards, "law"), path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_stats_command_prints_the_table_and_writes_the_plot(tmp_path: Path) -> None:
    out = tmp_path / "by-season.png"
    result = CliRunner().invoke(stats, [str(SAMPLES), "--by", "season", "--plot", str(out)])
    assert result.exit_code == 0, result.output
    assert "per_1000_boards" in result.output and "2024" in result.output
    assert out.stat().st_size > 1000


def test_stats_command_csv_output_parses(tmp_path: Path) -> None:
    import io
    result = CliRunner().invoke(stats, [str(SAMPLES), "--format", "csv", "-q"])
    assert result.exit_code == 0
    table = pd.read_csv(io.StringIO(result.stdout))
    assert list(table.columns[:3]) == ["kind", "irregularities", "boards"]


@pytest.mark.corpus
def test_stats_over_the_whole_corpus(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "corpus-kinds.png"
    result = CliRunner().invoke(stats, [str(corpus), "--plot", str(out), "-q"])
    assert result.exit_code in (0, 1), result.output  # 1: the corpus has unreadable text
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["kind", "irregularities", "boards"]
    assert any(line.split()[0] == "claim" for line in lines[1:])
    assert out.read_bytes()[:4] == b"\x89PNG"
