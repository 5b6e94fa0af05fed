"""CSV, Parquet, XLSX and JSON lines: what is written reads back as the same rows."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from hakem.reports.export import FORMATS, read_table, write_table
from hakem.reports.frames import frames, frames_from_records
from hakem.parsers import pbn

SAMPLES = Path(__file__).resolve().parents[1] / "samples"

UNTRUSTED = """[Event "=HYPERLINK(\\"http://example.invalid\\",\\"click\\"), \\"quoted\\""]
[Board "1"]
[North "Ayşe; Çelik"]
[Dealer "N"]
[Vulnerable "None"]
[Auction "N"]
1D 1C
"""


@pytest.fixture(scope="module")
def sample_frames():
    return frames([SAMPLES])


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("table", ["rulings", "boards", "irregularities"])
def test_samples_round_trip_with_the_same_rows_and_dtypes(sample_frames, tmp_path: Path,
                                                          fmt: str, table: str) -> None:
    df = getattr(sample_frames, table)
    path = tmp_path / f"{table}.{fmt}"
    write_table(df, path)
    pd.testing.assert_frame_equal(read_table(path, table), df)


@pytest.mark.parametrize("fmt", FORMATS)
def test_untrusted_text_survives_as_text(tmp_path: Path, fmt: str) -> None:
    df = frames(pbn.loads(UNTRUSTED)).rulings
    path = tmp_path / f"rulings.{fmt}"
    write_table(df, path)
    back = read_table(path)
    pd.testing.assert_frame_equal(back, df)
    assert back.loc[0, "event"].startswith("=HYPERLINK(")


def test_xlsx_never_writes_a_formula(tmp_path: Path) -> None:
    from openpyxl import load_workbook

    path = tmp_path / "rulings.xlsx"
    write_table(frames(pbn.loads(UNTRUSTED)).rulings, path)
    sheet = load_workbook(path).active
    types = {cell.data_type for row in sheet.iter_rows() for cell in row if cell.value is not None}
    assert "f" not in types


def test_the_format_comes_from_the_suffix_or_is_refused(tmp_path: Path, sample_frames) -> None:
    with pytest.raises(ValueError, match="cannot tell the format"):
        write_table(sample_frames.rulings, tmp_path / "rulings.txt")
    write_table(sample_frames.rulings, tmp_path / "rulings.txt", fmt="csv")
    assert read_table(tmp_path / "rulings.txt", fmt="csv").equals(sample_frames.rulings)


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path, sample_frames) -> None:
    path = tmp_path / "rulings.parquet"
    write_table(sample_frames.rulings, path)
    before = path.read_bytes()
    broken = sample_frames.rulings.assign(bad=[object()] * len(sample_frames.rulings))
    with pytest.raises(Exception):
        write_table(broken, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["rulings.parquet"]


@pytest.mark.corpus
@pytest.mark.parametrize("fmt", ["csv", "parquet", "xlsx"])
def test_corpus_rulings_round_trip(corpus_records, tmp_path_factory, fmt: str) -> None:  # type: ignore[no-untyped-def]
    df = frames_from_records(corpus_records).rulings
    path = tmp_path_factory.mktemp("export") / f"rulings.{fmt}"
    write_table(df, path)
    pd.testing.assert_frame_equal(read_table(path), df)

