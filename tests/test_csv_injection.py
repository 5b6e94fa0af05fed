"""CSV formula injection (issue 18 item 7): a text cell a spreadsheet would run as a
formula is written as text; numbers, negative scores included, stay numbers."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.reports.export import csv_text, read_table, write_table
from hakem.reports.frames import frames
from hakem.parsers import pbn

#: Every spreadsheet trigger OWASP lists, from the places a record's text reaches the CSV:
#: tags (event, club, players) and the note of a TD's marker.
HOSTILE = r"""[Event "=HYPERLINK(\"http://example.invalid/x\",\"open me\")"]
[Site "+cmd|' /C calc'!A0"]
[Date "2024.10.08"]
[Board "1"]
[North "@SUM(1+1)"]
[East "-2+3"]
[South "	tab first"]
[West "Zoë Łukasz"]
[Dealer "N"]
[Vulnerable "None"]
[Declarer "W"]
[Contract "3NT"]
[Result "10"]
[Score "EW 430"]
[Auction "N"]
1D 1H {@COOR accepted by=E -- =HYPERLINK("http://example.invalid/y","note")} Pass 3NT
Pass Pass Pass
"""
TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"-?\d+(\.\d+)?")


def _formula(value: str) -> bool:
    """A cell a spreadsheet would run: a trigger first, and not a plain number."""
    return value.startswith(TRIGGERS) and not NUMBER.fullmatch(value)


def _cells(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


@pytest.fixture(scope="module")
def hostile(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("in") / "hostile.pbn"
    path.write_text(HOSTILE, encoding="utf-8")
    return path


def test_no_csv_cell_of_a_report_starts_a_formula(hostile: Path, tmp_path: Path) -> None:
    for table in ("rulings", "boards", "irregularities"):
        out = tmp_path / f"{table}.csv"
        done = CliRunner().invoke(cli, ["report", str(hostile), "-o", str(out), "--table", table])
        assert done.exit_code == 0, done.output
        rows = _cells(out.read_text(encoding="utf-8"))
        assert rows
        for row in rows:
            for column, value in row.items():
                assert not _formula(value), (table, column, value)


def test_the_event_and_the_marker_note_are_kept_as_text_behind_a_quote(hostile: Path,
                                                                       tmp_path: Path) -> None:
    out = tmp_path / "rulings.csv"
    CliRunner().invoke(cli, ["report", str(hostile), "-o", str(out)])
    rows = _cells(out.read_text(encoding="utf-8"))
    marked = next(r for r in rows if r["origin"] == "marked")
    assert marked["event"] == "'=HYPERLINK(\"http://example.invalid/x\",\"open me\")"
    assert marked["note"] == "'=HYPERLINK(\"http://example.invalid/y\",\"note\")"
    assert marked["club"].startswith("'+cmd|")


def test_negative_scores_stay_numbers(hostile: Path, tmp_path: Path) -> None:
    out = tmp_path / "boards.csv"
    CliRunner().invoke(cli, ["report", str(hostile), "-o", str(out), "--table", "boards"])
    row = _cells(out.read_text(encoding="utf-8"))[0]
    assert row["score_ns_table"] == "-430"  # [Score "EW 430"]: a number, not text
    assert row["score_ns"] == "-430"  # 3NT+1 by West, not vulnerable
    assert row["north"] == "'@SUM(1+1)" and row["east"] == "'-2+3"
    assert row["south"] == "'\ttab first" and row["west"] == "Zoë Łukasz"


def test_a_neutralised_csv_reads_back_as_the_rows_written(tmp_path: Path) -> None:
    df = frames(pbn.loads(HOSTILE)).boards
    df.loc[0, "club"] = "'=already quoted"  # one more quote, so that one comes off exactly
    path = tmp_path / "boards.csv"
    write_table(df, path)
    assert "''=already quoted" in path.read_text(encoding="utf-8")
    pd.testing.assert_frame_equal(read_table(path, "boards"), df)


def test_stats_and_query_csv_on_standard_output_are_neutralised(hostile: Path, tmp_path: Path) -> None:
    done = CliRunner().invoke(cli, ["stats", str(hostile), "--by", "event", "--format", "csv", "-q"])
    assert done.exit_code == 0, done.output
    events = [r["event"] for r in _cells(done.stdout)]
    assert events and all(e.startswith("'=HYPERLINK") for e in events if e.startswith("'"))
    assert not any(_formula(e) for e in events)

    root = tmp_path / "archive"
    assert CliRunner().invoke(cli, ["archive", "add", str(hostile), "--to", str(root)]).exit_code == 0
    done = CliRunner().invoke(cli, ["query", str(root), "SELECT event_name, score_ns_table FROM boards",
                                    "--format", "csv"])
    assert done.exit_code == 0, done.output
    row = _cells(done.stdout)[0]
    assert row["event_name"].startswith("'=HYPERLINK") and row["score_ns_table"] == "-430"


def test_only_text_columns_are_touched() -> None:
    df = pd.DataFrame({"score": pd.array([-100, None, 620], dtype="Int32"),
                       "ratio": [-0.5, 1.0, 2.0],
                       "text": pd.array(["-100", None, "=1"], dtype="string")})
    rows = _cells(csv_text(df))
    assert [r["score"] for r in rows] == ["-100", "", "620"]
    assert [r["ratio"] for r in rows] == ["-0.5", "1.0", "2.0"]
    assert [r["text"] for r in rows] == ["'-100", "", "'=1"]
