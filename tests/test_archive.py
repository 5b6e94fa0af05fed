"""The Parquet archive: partitions per season and event, idempotent re-adds, DuckDB queries."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from hakem.reports import archive
from hakem.reports.archive import ArchiveError, add, identity, load, partition_of, query, visible_files
from hakem.cli.archive import archive as archive_group
from hakem.cli.archive import query as query_command
from hakem.laws.engine import case_of
from hakem.laws.play_record_pattern import PlayTally, inferred_claim
from hakem.laws.record_patterns import FilePatterns, pattern_of
from hakem.parsers.files import input_files, read_path
from hakem.parsers.safe_output import OutputError

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


@pytest.fixture
def source(tmp_path: Path) -> Path:
    """One tournament, PAIRS, in a file."""
    path = tmp_path / "pairs.pbn"
    path.write_text(PAIRS, encoding="utf-8")
    return path


def kinds_by_check(paths: list[Path]) -> Counter[str]:
    found: Counter[str] = Counter()
    for path in input_files(paths):
        for board in read_path(path).boards:
            # the engine's case: detection plus the Law 37 breaches its rulings reveal
            found.update(i.kind.value for i in case_of(board).irregularities)
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


def test_partitions_are_season_and_event_directories(source: Path, tmp_path: Path) -> None:
    add([source], tmp_path / "archive")
    partition = partition_of("2024", "Tuesday Pairs", str(source),
                             identity("Tuesday Pairs", "2024.10.08", None, str(source), None))
    season, event = partition.split("/")
    assert season == "season=2024" and event.startswith("event=tuesday-pairs-")
    for table in ("boards", "rulings"):
        assert len(list((tmp_path / "archive" / table / partition).glob("part-*.parquet"))) == 1
    assert (tmp_path / "archive" / "manifests" / season / f"{event}.json").is_file()
    row = query(tmp_path / "archive", "SELECT season, event, event_name FROM boards").iloc[0]
    assert (row["season"], row["event"], row["event_name"]) == ("2024", event[len("event="):],
                                                               "Tuesday Pairs")


def test_player_names_are_pseudonymous_unless_kept(source: Path, tmp_path: Path) -> None:
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


def test_an_interrupted_add_keeps_the_old_partition(source: Path, tmp_path: Path, monkeypatch) -> None:
    root = tmp_path / "archive"
    add([source], root)
    before = files_under(root)
    boards = query(root, "SELECT * FROM boards")

    def crash(self, path, **kwargs):  # noqa: ANN001 - the signature of DataFrame.to_parquet
        path.write(b"half a parquet file")  # the archive writes to a buffer, then to the file
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
    assert dict(expected) == dict(kinds_said(corpus_ruled))


def kinds_said(corpus_ruled) -> Counter[str]:  # type: ignore[no-untyped-def]
    """Every board's irregularities, the patterns a whole file shares said once for the file
    (worked out here from the engine's per-board rulings, independently of the reports)."""
    out: Counter[str] = Counter()
    for _result, boards in corpus_ruled:
        patterns, plays = FilePatterns(), PlayTally()
        stops = {}  # id of an inferred claim -> the play habit that may explain it
        for ruled in boards:
            patterns.add(ruled.board)
            claim = inferred_claim(ruled.board, ruled.irregularities)
            stop = plays.add(ruled.board, claim)
            if claim is not None and stop is not None:
                stops[id(claim)] = stop
        folded = patterns.systematic() | plays.folded()
        out.update(i.kind.value for ruled in boards for i in ruled.irregularities
                   if pattern_of(i) not in folded and stops.get(id(i)) not in folded)
        out.update(i.kind.value for i in patterns.findings())
        if plays.finding() is not None:
            out[plays.finding().kind.value] += 1
    return out


# -- issue 18 item 5: partitions that never collide, swapped in one step ---------------------

NO_EVENT = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Auction "N"]
1D 1C
"""


def test_folders_without_event_or_date_added_one_after_the_other_keep_both(tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "club-night.pbn").write_text(NO_EVENT, encoding="utf-8")
    (other / "club-night-2.pbn").write_text(NO_EVENT.replace('"1"]', '"2"]', 1), encoding="utf-8")
    root = tmp_path / "archive"
    first = add([SAMPLES], root)
    second = add([other], root)
    assert second.replaced == [] and second.warnings == []
    assert len(second.partitions) == 2  # two files, two contents: two partitions
    boards = int(query(root, "SELECT count(*) AS n FROM boards").n[0])
    assert boards == first.boards + second.boards == first.boards + 2
    sources = set(query(root, "SELECT DISTINCT source_file FROM boards").source_file)
    assert {str(other / "club-night.pbn"), str(other / "club-night-2.pbn")} <= sources
    assert any(s.startswith(str(SAMPLES)) for s in sources)
    events = list(query(root, "SELECT DISTINCT event FROM boards WHERE event_name IS NULL").event)
    assert any(e.startswith("club-night-") for e in events)  # the readable part: the file name


def test_the_same_file_added_again_finds_its_own_partition(tmp_path: Path) -> None:
    source = tmp_path / "night.pbn"
    source.write_text(NO_EVENT, encoding="utf-8")
    first = add([source], tmp_path / "a")
    again = add([source], tmp_path / "a")
    assert again.replaced == first.partitions and not again.warnings
    assert int(query(tmp_path / "a", "SELECT count(*) AS n FROM boards").n[0]) == 1


def test_a_weekly_event_of_two_dates_is_two_partitions(tmp_path: Path) -> None:
    week1, week2 = tmp_path / "w1.pbn", tmp_path / "w2.pbn"
    week1.write_text(PAIRS, encoding="utf-8")
    week2.write_text(PAIRS.replace("2024.10.08", "2024.10.15"), encoding="utf-8")
    add([week1], tmp_path / "a")
    second = add([week2], tmp_path / "a")
    assert second.replaced == [] and not second.warnings
    dates = sorted(query(tmp_path / "a", "SELECT date FROM boards").date)
    assert dates == ["2024.10.08", "2024.10.15"]


def test_a_hash_collision_is_an_error_never_a_replacement(source: Path, tmp_path: Path) -> None:
    root = tmp_path / "archive"
    done = add([source], root)
    manifest = next((root / "manifests").rglob("*.json"))
    text = manifest.read_text(encoding="utf-8").replace("Tuesday Pairs", "Another Tournament")
    manifest.write_text(text, encoding="utf-8")  # as if another tournament had the same hash
    with pytest.raises(ArchiveError, match="already holds another tournament"):
        add([source], root)
    assert int(query(root, "SELECT count(*) AS n FROM boards").n[0]) == done.boards


def test_a_write_interrupted_between_boards_and_rulings_keeps_the_old_partition(
        source: Path, tmp_path: Path, monkeypatch) -> None:
    root = tmp_path / "archive"
    add([source], root)
    layout = files_under(root)
    old = query(root, "SELECT * FROM rulings")
    source.write_text(PAIRS + "\n" + PAIRS.replace('[Board "1"]', '[Board "2"]'), encoding="utf-8")

    real = archive.write_file
    calls = []

    def boards_then_crash(target, write, **kwargs):  # noqa: ANN001
        calls.append(Path(target))
        if len(calls) == 2:  # the rulings file, after the boards file is in place
            return real(target, lambda handle: (handle.write(b"half"), _interrupt()), **kwargs)
        return real(target, write, **kwargs)

    monkeypatch.setattr(archive, "write_file", boards_then_crash)
    with pytest.raises(KeyboardInterrupt):
        add([source], root)
    monkeypatch.undo()
    assert [p.parts[-4] for p in calls] == ["boards", "rulings"]
    pd.testing.assert_frame_equal(query(root, "SELECT * FROM rulings"), old)  # the old version
    assert int(query(root, "SELECT count(*) AS n FROM boards").n[0]) == 1
    assert not list(root.rglob("*.tmp"))
    again = add([source], root)
    assert again.cleaned == 1  # the new boards file no manifest named
    assert int(query(root, "SELECT count(*) AS n FROM boards").n[0]) == 2
    assert len(files_under(root)) == len(layout)  # one boards, one rulings file, one manifest


def _interrupt() -> None:
    raise KeyboardInterrupt


def test_an_archive_written_before_manifests_is_read_and_replaced_cleanly(source: Path, tmp_path: Path) -> None:
    root = tmp_path / "archive"
    add([source], root)
    before = query(root, "SELECT * FROM rulings")
    for table in ("boards", "rulings"):  # the old layout: part-0.parquet, no manifest
        part = next((root / table).rglob("part-*.parquet"))
        part.rename(part.with_name("part-0.parquet"))
    for manifest in (root / "manifests").rglob("*.json"):
        manifest.unlink()
    pd.testing.assert_frame_equal(query(root, "SELECT * FROM rulings"), before)
    again = add([source], root)
    assert len(again.replaced) == 1
    assert not list(root.rglob("part-0.parquet"))
    pd.testing.assert_frame_equal(query(root, "SELECT * FROM rulings"), before)


def test_every_visible_partition_has_its_boards_and_its_rulings(tmp_path: Path) -> None:
    add([SAMPLES], tmp_path)
    files = visible_files(tmp_path)
    partitions = {t: sorted(str(p.parent.relative_to(tmp_path / t)) for p in files[t])
                  for t in ("boards", "rulings")}
    assert partitions["boards"] == partitions["rulings"] and partitions["boards"]


def test_a_link_planted_in_the_archive_is_not_followed(source: Path, tmp_path: Path) -> None:
    root, outside = tmp_path / "archive", tmp_path / "outside"
    outside.mkdir()
    root.mkdir()
    (root / "boards").symlink_to(outside, target_is_directory=True)
    with pytest.raises(OutputError, match="symbolic link"):
        add([source], root)
    assert list(outside.iterdir()) == []
