"""Frequencies and rates per 1,000 boards, the plot, and ``hakem stats``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from hakem.reports.frames import frames, frames_from_records
from hakem.reports.stats import frequency_table, plot, wilson
from hakem.cli.main import cli
from hakem.cli.stats import stats
from hakem.laws.engine import case_of
from hakem.model.settings import FindingClass
from hakem.parsers.files import input_files, read_path

ALL = frozenset(FindingClass)

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
    table = frequency_table(sample_frames.rulings, sample_frames.boards, "kind", classes=ALL)
    assert dict(zip(table["kind"], table["findings"])) == dict(found)
    boards = len(sample_frames.boards)
    first = table.iloc[0]
    assert first["per_1000_boards"] == round(first["findings"] * 1000 / boards, 2)
    assert table["findings"].is_monotonic_decreasing


def test_a_claim_that_is_ordinary_play_is_not_counted() -> None:
    # finding_class puts an agreed claim that stands in class "claim", one beyond double
    # dummy (69B) in "table": statistics count the table by default.
    rulings = pd.DataFrame({"irregularity": ["claim", "claim", "revoke"], "laws": ["69A", "69A;69B", "64A1"],
                            "class": ["claim", "table", "table"]})
    table = frequency_table(rulings, pd.DataFrame({"event": ["a"] * 10}), "kind")
    assert dict(zip(table["kind"], table["findings"])) == {"claim": 1, "revoke": 1}


def test_a_ruling_counts_once_per_law_number_it_cites() -> None:
    rulings = pd.DataFrame({"irregularity": ["revoke", "call-out-of-rotation"],
                            "laws": ["64A1;64B3;16B", "31A2(a);23A"]})
    table = frequency_table(rulings, pd.DataFrame({"event": ["e"] * 4}), "law", per=100)
    assert dict(zip(table["law"], table["findings"])) == {"64": 1, "16": 1, "31": 1, "23": 1}
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
    assert list(table.columns[:3]) == ["kind", "findings", "boards"]


def test_stats_counts_only_table_findings_unless_asked(sample_frames) -> None:
    rulings = sample_frames.rulings
    classes = Counter(rulings["class"].astype(str))
    assert classes["table"] and classes["claim"] and classes["record"]  # the samples have all three
    default = frequency_table(rulings, sample_frames.boards, "kind")
    assert int(default["findings"].sum()) == classes["table"]
    records = frequency_table(rulings, sample_frames.boards, "kind", classes={FindingClass.RECORD})
    assert set(records["kind"]) == set(rulings[rulings["class"] == "record"]["irregularity"].astype(str))
    every = frequency_table(rulings, sample_frames.boards, "kind", classes=ALL)
    assert int(every["findings"].sum()) == len(rulings)


def test_each_rate_has_its_wilson_interval_boards_events_and_dates() -> None:
    boards = pd.DataFrame({"event": ["a"] * 6 + ["b"] * 4,
                           "date": ["2023.09.12"] * 6 + ["2024.03.??"] * 4})
    rulings = pd.DataFrame({"irregularity": ["revoke", "revoke", "insufficient-bid"],
                            "laws": ["64A1", "64A2", "27B1"], "event": ["a", "b", "a"],
                            "class": ["table"] * 3})
    kinds = frequency_table(rulings, boards, "kind").set_index("kind")
    revoke = kinds.loc["revoke"]
    assert (revoke["findings"], revoke["boards"], revoke["events"]) == (2, 10, 2)
    assert (revoke["date_from"], revoke["date_to"]) == ("2023-09-12", "2024-03")
    low, high = wilson(2, 10)
    assert (revoke["ci95_low"], revoke["ci95_high"]) == (round(low * 1000, 2), round(high * 1000, 2))
    assert revoke["ci95_low"] < revoke["per_1000_boards"] == 200.0 < revoke["ci95_high"]
    events = frequency_table(rulings, boards, "event").set_index("event")
    assert events.loc["b", "boards"] == 4 and events.loc["b", "date_from"] == "2024-03"
    laws = frequency_table(rulings, boards, "law").set_index("law")
    assert laws.loc["64", "title"] == "Procedure after a revoke"


def test_wilson_interval_matches_the_textbook_values() -> None:
    # Wilson (1927) score interval, 95 %: 0 of 10 and 5 of 10 as tabulated by Newcombe (1998).
    assert wilson(0, 10) == (0.0, 0.2775)
    assert wilson(5, 10) == (0.2366, 0.7634)
    with pytest.raises(ValueError):
        wilson(11, 10)


def test_stats_writes_parquet_and_json_tables(tmp_path: Path) -> None:
    out = tmp_path / "kinds.parquet"
    result = CliRunner().invoke(stats, [str(SAMPLES), "--format", "parquet", "-o", str(out), "-q",
                                        "--class", "all"])
    assert result.exit_code == 0, result.output
    table = pd.read_parquet(out)
    assert {"kind", "findings", "ci95_low", "ci95_high", "events", "date_from"} <= set(table.columns)
    result = CliRunner().invoke(stats, [str(SAMPLES), "--format", "parquet", "-q"])
    assert result.exit_code == 2 and "-o" in result.output


@pytest.mark.corpus
def test_stats_over_the_whole_corpus_counts_only_table_findings(corpus: Path, tmp_path: Path) -> None:
    import json
    out = tmp_path / "corpus-kinds.png"
    flags = ["--no-claim-analysis", "-q"]
    result = CliRunner().invoke(stats, [str(corpus), "--plot", str(out), "--format", "json", *flags])
    assert result.exit_code == 1, result.output  # the corpus has files with syntax errors
    counted = {row["kind"]: row["findings"] for row in map(json.loads, result.stdout.splitlines())}
    # check lists every finding (its -q would list none), stats counts the table ones
    listed = CliRunner().invoke(cli, ["check", str(corpus), "--format", "json", "--no-claim-analysis"])
    rows = [json.loads(line) for line in listed.stdout.splitlines()]
    table = Counter(row["kind"] for row in rows if row["class"] == "table")
    assert counted == dict(table) and sum(table.values()) > 0
    assert len(rows) > 10 * sum(table.values())  # claims and record findings are not counted
    assert "claim" not in counted and "dealer-inconsistent" not in counted
    assert out.read_bytes()[:4] == b"\x89PNG"
