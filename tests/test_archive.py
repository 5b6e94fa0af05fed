"""The Parquet archive: partitions per season and event, idempotent re-adds, DuckDB queries."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from hakem.reports import archive
from hakem.reports.archive import ArchiveError, add, event_slug, load, query
from hakem.cli.archive import archive as archive_group
from hakem.cli.archive import query as query_command
from hakem.laws.detect import check
from hakem.parsers.files import input_files, read_path

SAMPLES = Path(__file__).resolve().parents[1] / "samples"

PAIRS = """[Event "Tuesday Pairs"]
[Date "2024.10.08"]
[Board "1"]
[North "Ayşe Yılmaz"]
[Dealer "N"]
[Vulnerable "None"]
[Auction "N"]
1D 1C
"""


def kinds_by_check(paths: list[Path]) -> Counter[str]:
    found: Counter[str] = Counter()
    for path in input_files(paths):
        for board in read_path(path).boards:
            found.update(i.kind.value for i in check(board)[0])
    return found


def counts_by_kind(root: Path) -> dict[str, int]:
    df = query(root, "SELECT irregularity, count(*) AS n FROM rulings GROUP BY 1")
    return dict(zip(df["irregularity"], df["n"].astype(int)))


def files_under(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_adding_the_samples_twice_changes_nothing_and_counts_match_check(tmp_path: Path) -> None:
    first = add([SAMPLES], tmp_path)
    layout = files_under(tmp_path)
    boards = query(tmp_path, "SELECT * FROM boards ORDER BY source_file, board_index")
    second = add([SAMPLES], tmp_path)
    assert files_under(tmp_path) == layout
    assert sorted(second.replaced) == sorted(first.partitions) and not second.warnings
    pd.testing.assert_frame_equal(query(tmp_path, "SELECT * FROM boards ORDER BY source_file, board_index"),
                                  boards)
    assert counts_by_kind(tmp_path) == dict(kinds_by_check([SAMPLES]))
    assert int(query(tmp_path, "SELECT count(*) AS n FROM boards").n[0]) == first.boards


def test_partitions_are_season_and_event_directories(tmp_path: Path) -> None:
    source = tmp_path / "pairs.pbn"
    source.write_text(PAIRS, encoding="utf-8")
    add([source], tmp_path / "archive")
    slug = event_slug("Tuesday Pairs")
    assert (tmp_path / "archive" / "rulings" / "season=2024" / f"event={slug}" / "part-0.parquet").is_file()
    row = query(tmp_path / "archive", "SELECT season, event, event_name FROM boards").iloc[0]
    assert (row["season"], row["event"], row["event_name"]) == ("2024", slug, "Tuesday Pairs")


def test_player_names_are_pseudonymous_unless_kept(tmp_path: Path) -> None:
    source = tmp_path / "pairs.pbn"
    source.write_text(PAIRS, encoding="utf-8")
    add([source], tmp_path / "a")
    columns = set(query(tmp_path / "a", "SELECT * FROM boards").columns)
    assert "north" not in columns and "north_id" in columns
    add([source], tmp_path / "b", keep_names=True)
    assert query(tmp_path / "b", "SELECT north FROM boards").north[0] == "Ayşe Yılmaz"


def test_readding_part_of_a_tournament_warns_about_the_boards_it_drops(tmp_path: Path) -> None:
    one, two = tmp_path / "s1.pbn", tmp_path / "s2.pbn"
    one.write_text(PAIRS, encoding="utf-8")
    two.write_text(PAIRS.replace('[Board "1"]', '[Board "2"]'), encoding="utf-8")
    add([one, two], tmp_path / "archive")
    again = add([one], tmp_path / "archive")
    assert again.warnings and "s2.pbn" in again.warnings[0]
    assert int(query(tmp_path / "archive", "SELECT count(*) AS n FROM boards").n[0]) == 1


def test_an_interrupted_add_keeps_the_old_partition(tmp_path: Path, monkeypatch) -> None:
    source = tmp_path / "pairs.pbn"
    source.write_text(PAIRS, encoding="utf-8")
    root = tmp_path / "archive"
    add([source], root)
    before = files_under(root)
    boards = query(root, "SELECT * FROM boards")

    def crash(self, path, **kwargs):  # noqa: ANN001 - the signature of DataFrame.to_parquet
        Path(path).write_bytes(b"half a parquet file")
        raise KeyboardInterrupt

    monkeypatch.setattr(pd.DataFrame, "to_parquet", crash)
    with pytest.raises(KeyboardInterrupt):
        add([source], root)
    monkeypatch.undo()
    assert files_under(root) == before
    pd.testing.assert_frame_equal(query(root, "SELECT * FROM boards"), boards)


def test_load_gives_the_typed_rulings_back(tmp_path: Path) -> None:
    add([SAMPLES / "seed-003-law67-defective-trick.pbn"], tmp_path)
    df = load(tmp_path)
    assert isinstance(df["irregularity"].dtype, pd.CategoricalDtype)
    assert set(df["event"]) == {"hakem samples: defective trick"}  # the full name, not the slug


def test_query_errors_are_clean(tmp_path: Path) -> None:
    with pytest.raises(ArchiveError, match="no boards or rulings"):
        query(tmp_path, "SELECT 1")
    add([SAMPLES / "seed-003-law67-defective-trick.pbn"], tmp_path)
    with pytest.raises(ArchiveError, match="query failed"):
        query(tmp_path, "SELECT no_such_column FROM rulings")


def test_archive_and_query_commands(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(archive_group, ["add", str(SAMPLES), "--to", str(tmp_path / "a")])
    assert result.exit_code == 0, result.output
    result = runner.invoke(query_command, [str(tmp_path / "a"),
                                           "SELECT irregularity, count(*) AS n FROM rulings GROUP BY 1",
                                           "--format", "csv"])
    assert result.exit_code == 0, result.output
    got = dict(line.split(",") for line in result.stdout.splitlines()[1:])
    assert {k: int(v) for k, v in got.items()} == dict(kinds_by_check([SAMPLES]))
    result = runner.invoke(query_command, [str(tmp_path / "a"), "SELEKT"])
    assert result.exit_code == 1 and "query failed" in result.output


@pytest.mark.corpus
def test_corpus_added_twice_is_idempotent_and_matches_check(corpus_ruled, corpus_records,  # type: ignore[no-untyped-def]
                                                            tmp_path: Path) -> None:
    records = corpus_records
    first = archive.add_records(records, tmp_path)
    layout = files_under(tmp_path)
    second = archive.add_records(records, tmp_path)
    assert files_under(tmp_path) == layout and len(second.replaced) == len(first.partitions)
    expected: Counter[str] = Counter(r["irregularity"] for f in records for r in f.rulings)
    assert counts_by_kind(tmp_path) == dict(expected)
    assert sum(expected.values()) == first.rulings
    assert dict(expected) == dict(Counter(i.kind.value for _result, boards in corpus_ruled
                                          for ruled in boards for i in ruled.irregularities))
