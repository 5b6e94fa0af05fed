"""The report DataFrames: one row per ruling, stable columns and pandas dtypes."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pandas as pd
import pytest

from hakem.reports.frames import (
    BOARD_SCHEMA, RULING_SCHEMA, boards_frame, frames, irregularities_frame, rulings_frame,
)
from hakem.reports.records import deal_id, season_of
from hakem.laws.engine import case_of
from hakem.parsers import pbn
from hakem.parsers.files import input_files, read_path

SAMPLES = Path(__file__).resolve().parents[1] / "samples"

INSUFFICIENT = """[Event "Tuesday Pairs"]
[Site "Izmir Bridge Club"]
[Date "2024.10.08"]
[Board "1"]
[Table "3"]
[Section "A"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.KQ2.AK2.K32 T987.987.987.987 J654.J654.J65.J6 3.AT3.QT43.AQT54"]
[Declarer "N"]
[Contract "2NT"]
[Result "8"]
[Auction "N"]
2NT Pass Pass 2C
Pass Pass Pass
"""


def kinds_by_check(paths: list[Path]) -> Counter[str]:
    found: Counter[str] = Counter()
    for path in input_files(paths):
        for board in read_path(path).boards:
            # the engine's case: detection plus the Law 37 breaches its rulings reveal
            found.update(i.kind.value for i in case_of(board).irregularities)
    return found


@pytest.fixture(scope="module")
def sample_frames():
    return frames([SAMPLES])


def test_one_ruling_row_per_irregularity_check_finds(sample_frames) -> None:
    assert Counter(sample_frames.rulings["irregularity"].astype(str)) == kinds_by_check([SAMPLES])


def test_every_board_of_the_samples_has_a_row(sample_frames) -> None:
    boards = sum(len(read_path(p).boards) for p in input_files([SAMPLES]))
    assert len(sample_frames.boards) == boards


def test_columns_and_dtypes_follow_the_schema(sample_frames) -> None:
    rulings, boards = sample_frames.rulings, sample_frames.boards
    assert list(rulings.columns) == list(RULING_SCHEMA)
    assert list(boards.columns) == list(BOARD_SCHEMA)
    assert isinstance(rulings["offender"].dtype, pd.CategoricalDtype)
    assert list(rulings["offender"].cat.categories) == ["N", "E", "S", "W"]
    assert list(boards["strain"].cat.categories) == ["C", "D", "H", "S", "NT"]
    assert isinstance(rulings["irregularity"].dtype, pd.CategoricalDtype)
    assert str(rulings["tricks_before"].dtype) == "Int8"
    assert str(rulings["score_after"].dtype) == "Int32"
    assert str(boards["result"].dtype) == "Int8"
    assert str(rulings["needs_director"].dtype) == "boolean"


def test_a_ruling_row_names_the_board_the_laws_and_the_source_line() -> None:
    board = pbn.loads(INSUFFICIENT)[0]
    df = rulings_frame([board])
    row = df[df["irregularity"] == "insufficient-bid"].iloc[0]
    assert (row["event"], row["club"], row["section"], row["table_no"], row["board_no"]) == \
        ("Tuesday Pairs", "Izmir Bridge Club", "A", "3", "1")
    assert row["season"] == "2024"
    assert row["offender"] == "W" and row["offending_side"] == "EW"
    assert row["law"] == "27" and row["laws"].startswith("27")
    assert row["law_edition"] == "2017"
    assert row["deal_id"] == deal_id(board)
    assert row["source_line"] == 14 and row["position"] == "call 4"
    assert row["handviewer_url"].startswith("https://www.bridgebase.com/tools/handviewer.html?lin=")


def test_board_scores_are_north_souths_law_77_score() -> None:
    df = boards_frame(pbn.loads(INSUFFICIENT))
    assert df.loc[0, "score_ns"] == 120  # 2NT by N making 8 tricks, not vulnerable
    assert df.loc[0, "contract"] == "2NT" and df.loc[0, "strain"] == "NT"


def test_missing_tricks_and_scores_are_na_not_nan_or_minus_one() -> None:
    df = boards_frame(pbn.loads('[Board "2"]\n[Dealer "E"]\n'))
    assert df.loc[0, "result"] is pd.NA and df.loc[0, "score_ns"] is pd.NA
    assert df.loc[0, "deal_id"] is pd.NA


def test_files_and_board_objects_mix_in_one_call() -> None:
    board = pbn.loads(INSUFFICIENT)[0]
    df = rulings_frame([SAMPLES / "seed-003-law67-defective-trick.pbn", board])
    assert set(df["source_file"]) == {str(SAMPLES / "seed-003-law67-defective-trick.pbn"), "<boards>"}


def test_irregularities_frame_is_the_ruling_table_without_ruling_columns() -> None:
    df = irregularities_frame(pbn.loads(INSUFFICIENT))
    assert "explanation" not in df.columns and "irregularity" in df.columns


def test_seasons_by_year_or_by_federation_season() -> None:
    assert season_of("2024.10.08") == "2024"
    assert season_of("2024.10.08", start_month=9) == "2024-25"
    assert season_of("2025.03.01", start_month=9) == "2024-25"
    assert season_of(None) == "unknown"


def test_an_unreadable_file_is_reported_not_lost(tmp_path: Path) -> None:
    tables = frames([tmp_path / "gone.pbn", SAMPLES / "clean-pairs-session.pbn"])
    assert tables.input_errors == 1 and "gone.pbn" in tables.problems[0]
    assert len(tables.boards) == len(read_path(SAMPLES / "clean-pairs-session.pbn").boards)
