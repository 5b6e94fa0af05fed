"""Batch double dummy: dedup by canonical deal, the Parquet cache, time limits, PBN DD tags."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hakem.analysis import dd_batch, dds
from hakem.analysis.dd_batch import deal_id, run_dd
from hakem.analysis.dd_cache import DDCache, default_dir
from hakem.analysis.dd_tables import TableMemo
from hakem.analysis.dd_pbn import (dd_from_tags, double_dummy_tricks, parse_double_dummy_tricks,
                                   parse_optimum_score, table_from_optimum_results, with_dd_tags)
from hakem.analysis.dds import DDTable, Par
from hakem.model.board import Board, Tag
from hakem.model.cards import DECK, Strain
from hakem.model.deal import Deal
from hakem.model.seat import Seat, Vulnerability

WORKED = Deal.parse("N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75")
WORKED_DD = DDTable(((6, 7, 6, 7), (8, 3, 8, 3), (10, 2, 10, 2), (4, 9, 4, 9), (9, 3, 9, 3)))


def random_deal(seed: int) -> Deal:
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    return Deal.from_hands({s: cards[13 * s:13 * s + 13] for s in Seat})


@pytest.fixture
def fake_solver(monkeypatch):
    """Replace DDS with a counter: every deal gets a table derived from its id."""
    calls: list[int] = []

    def solve(deals, strains=tuple(Strain)):
        deals = list(deals)
        calls.append(len(deals))
        return [DDTable(((int(deal_id(d)[:2], 16) % 14,) * 4,) * 5) for d in deals]

    monkeypatch.setattr(dds, "dd_tables", solve)
    monkeypatch.setattr("hakem.analysis.dd_tables._MEMO", TableMemo())  # fake tables must not outlive the test
    return calls


def test_the_same_deal_written_from_another_seat_is_solved_once(fake_solver):
    other_first = Deal.parse(WORKED.to_pbn(Seat.S))
    result = run_dd([WORKED, other_first, random_deal(1), WORKED])
    assert result.stats.boards == 4 and result.stats.unique == 2 and result.stats.computed == 2
    assert sum(fake_solver) == 2
    assert result.table(other_first) == result.table(WORKED)


def test_results_do_not_depend_on_the_chunk_size(fake_solver):
    deals = [random_deal(i) for i in range(7)]
    whole = run_dd(deals)
    pieces = run_dd(deals, chunk=3)
    assert fake_solver == [7, 3, 3, 1]
    assert {k: r.table for k, r in whole.rows.items()} == {k: r.table for k, r in pieces.rows.items()}


def test_rerun_reads_the_cache_and_calls_no_solver(fake_solver, tmp_path):
    deals = [random_deal(i) for i in range(5)]
    first = run_dd(deals, cache=DDCache(tmp_path))
    assert first.stats.computed == 5 and fake_solver == [5]
    again = run_dd(deals + [deals[0]], cache=DDCache(tmp_path))  # a fresh reader: from disk
    assert fake_solver == [5]  # no second solver call
    assert again.stats.cached == 5 and again.stats.computed == 0
    assert {k: r.table for k, r in again.rows.items()} == {k: r.table for k, r in first.rows.items()}
    assert all(r.status == "cached" for r in again.rows.values())


def test_only_new_deals_are_solved_when_the_archive_grows(fake_solver, tmp_path):
    run_dd([random_deal(i) for i in range(3)], cache=DDCache(tmp_path))
    more = run_dd([random_deal(i) for i in range(5)], cache=DDCache(tmp_path))
    assert fake_solver == [3, 2] and more.stats.cached == 3
    assert len(DDCache(tmp_path)) == 5


def test_an_interrupted_write_leaves_no_part_behind(fake_solver, tmp_path, monkeypatch):
    import pandas as pd

    def broken(self, handle, **kw):
        handle.write(b"PAR1 half a file")  # the cache writes to the temporary file's handle
        raise KeyboardInterrupt

    monkeypatch.setattr(pd.DataFrame, "to_parquet", broken)
    with pytest.raises(KeyboardInterrupt):
        run_dd([random_deal(1)], cache=DDCache(tmp_path))
    assert list(tmp_path.iterdir()) == []  # neither a part nor the temporary file


def test_a_damaged_part_is_reported_and_skipped(fake_solver, tmp_path):
    run_dd([random_deal(1)], cache=DDCache(tmp_path))
    (tmp_path / "part-zzz-foreign.parquet").write_bytes(b"not parquet")
    cache = DDCache(tmp_path)
    with pytest.warns(UserWarning, match="unreadable DD cache part"):
        assert len(cache) == 1
    assert len(cache.problems) == 1


def test_parts_are_merged_when_there_are_many(fake_solver, tmp_path, monkeypatch):
    monkeypatch.setattr("hakem.analysis.dd_cache.COMPACT_AFTER", 3)
    for i in range(4):
        run_dd([random_deal(i)], cache=DDCache(tmp_path))
    assert len(DDCache(tmp_path).parts()) == 1 and len(DDCache(tmp_path)) == 4


def test_cache_directory_follows_hakem_cache_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("HAKEM_CACHE_DIR", str(tmp_path))
    assert default_dir() == tmp_path / "dd"
    monkeypatch.delenv("HAKEM_CACHE_DIR")
    assert default_dir() == Path.home() / ".cache" / "hakem" / "dd"


def test_an_incomplete_deal_is_an_invalid_row_not_a_solver_call(fake_solver):
    partial = Deal.parse("N:AKQJ.T98.765.432 - - -")
    result = run_dd([partial, random_deal(2)])
    assert fake_solver == [1] and result.stats.invalid == 1
    assert result.row(partial).status == "invalid"


def test_a_deal_dds_refuses_becomes_an_error_row_and_the_rest_is_solved(monkeypatch):
    bad = random_deal(3)

    def solve(deals, strains=tuple(Strain)):
        deals = list(deals)
        if bad in deals:
            raise dds.DDSError("refused")
        return [WORKED_DD for _ in deals]

    monkeypatch.setattr(dds, "dd_tables", solve)
    result = run_dd([random_deal(1), bad, random_deal(2)])
    assert result.row(bad).status == "error" and result.stats.errors == 1
    assert result.table(random_deal(1)) == WORKED_DD


# -- PBN tags -----------------------------------------------------------------------------

def test_double_dummy_tricks_is_20_hex_digits_declarers_nsew_strains_nt_to_clubs():
    text = double_dummy_tricks(WORKED_DD)
    assert len(text) == 20 and text == "94a8694a863923739237"
    # North: NT 9, S 4, H 10 (a), D 8, C 6; East: NT 3, S 9, H 2, D 3, C 7.
    assert parse_double_dummy_tricks(text.upper()) == WORKED_DD
    with pytest.raises(ValueError):
        parse_double_dummy_tricks("94a8694a86392373923e")


def test_dd_tags_survive_a_pbn_round_trip():
    from hakem.parsers.pbn import dumps, loads

    board = Board(tags=(Tag("Board", "1"),), dealer=Seat.N, vulnerability=Vulnerability.NONE,
                  deal=WORKED)
    par = Par(100, ())
    tagged = with_dd_tags(with_dd_tags(board, WORKED_DD, par), WORKED_DD, par)  # idempotent
    assert [t.name for t in tagged.tags].count("DoubleDummyTricks") == 1
    [back] = loads(dumps([tagged]))
    assert back.tag("DoubleDummyTricks") == "94a8694a863923739237"
    assert parse_optimum_score(back.tag("OptimumScore")) == 100
    assert table_from_optimum_results(back.tables[0]) == WORKED_DD
    assert dd_from_tags(back) == WORKED_DD


@pytest.mark.corpus
def test_digit_order_matches_the_optimum_result_table_of_real_files(corpus):
    from hakem.parsers.files import read_path

    checked = 0
    for rel in ("pbn/zdenecek/pbn_files__bridgecomposer.pbn", "pbn/ben/demo__Camrose24_1.pbn",
                "pbn/endplay/tests__pbn__example2.pbn"):
        path = corpus / rel
        if not path.exists():
            continue
        for board in read_path(path).boards:
            text = board.tag("DoubleDummyTricks")
            section = next((t for t in board.tables if t.name == "OptimumResultTable"), None)
            if text and section is not None:
                assert parse_double_dummy_tricks(text) == table_from_optimum_results(section)
                checked += 1
    if not checked:
        pytest.skip("no corpus file with both DoubleDummyTricks and OptimumResultTable")
    assert checked >= 15


# -- with the solver ------------------------------------------------------------------------

@pytest.mark.dds
def test_dds_agrees_with_the_worked_example_and_its_par():
    result = run_dd([WORKED])
    table = result.table(WORKED)
    assert table == WORKED_DD
    par = dds.par(table, Vulnerability.NONE, Seat.N)
    assert par.score_ns == 100
    assert sorted(str(c) for c in par.contracts) == ["4SX E-1", "4SX W-1"]


@pytest.mark.dds
@pytest.mark.corpus
def test_dds_agrees_with_a_bridge_composer_file(corpus):
    from hakem.parsers.files import read_path

    path = corpus / "pbn/zdenecek/pbn_files__bridgecomposer.pbn"
    if not path.exists():
        pytest.skip("Bridge Composer sample not in the corpus")
    board = read_path(path).boards[0]
    table = run_dd([board.deal]).table(board.deal)
    assert double_dummy_tricks(table) == board.tag("DoubleDummyTricks").lower()
    par = dds.par(table, board.vulnerability, board.dealer)
    assert par.score_ns == parse_optimum_score(board.tag("OptimumScore"))


@pytest.mark.dds
def test_a_forced_tiny_time_limit_gives_timeout_rows_not_a_hung_batch():
    deals = [random_deal(10), random_deal(11)]
    result = run_dd(deals, timeout=0.001, chunk=1)  # one worker start per deal
    assert [result.row(d).status for d in deals] == ["timeout", "timeout"]
    assert result.stats.timeouts == 2 and result.stats.computed == 0
    assert "0.001" in result.row(deals[0]).message


@pytest.mark.dds
def test_worker_processes_give_the_same_tables_as_in_process(tmp_path):
    deals = [WORKED, random_deal(20)]
    here = run_dd(deals)
    workers = run_dd(deals, jobs=2, timeout=120)
    assert workers.stats.workers_started == 2
    assert {k: r.table for k, r in workers.rows.items()} == {k: r.table for k, r in here.rows.items()}
    assert not (tmp_path / "dump.txt").exists()


def test_dd_command_prints_tables_and_writes_pbn_with_dd_tags(fake_solver, tmp_path):
    from click.testing import CliRunner

    from hakem.cli.dd import dd
    from hakem.parsers.pbn import loads

    source = tmp_path / "in.pbn"
    source.write_text('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
                      f'[Deal "{WORKED.to_pbn()}"]\n\n[Board "2"]\n[Dealer "N"]\n'
                      f'[Vulnerable "None"]\n[Deal "{WORKED.to_pbn(Seat.E)}"]\n', encoding="ascii")
    out = tmp_path / "out"
    result = CliRunner().invoke(dd, [str(source), "--pbn-out", str(out),
                                     "--cache", str(tmp_path / "cache")])
    assert result.exit_code == 0, result.output
    assert "2 boards with a full deal, 1 unique deals" in result.output
    assert fake_solver == [1]
    boards = loads((out / "in.pbn").read_text(encoding="ascii"))
    assert len(boards) == 2 and all(len(b.tag("DoubleDummyTricks")) == 20 for b in boards)
    assert all(b.tag("OptimumScore").startswith("NS ") for b in boards)
    assert "Example" in CliRunner().invoke(dd, ["--help"]).output
