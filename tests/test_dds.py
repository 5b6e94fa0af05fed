"""The solver boundary: perspective, mid-trick positions, chunking, lifecycle, threads."""

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from hakem.analysis import dds
from hakem.analysis.position import Position, Tricks
from hakem.model.cards import Card, Strain, Suit
from hakem.model.deal import Deal
from hakem.model.seat import Seat, Side

pytestmark = pytest.mark.dds

TRUMP_OUT = "N:...432 .9.QJ. AK.A.. QJT..."  # the Law 70C textbook ending, hearts trumps
FULL = Deal.parse("N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75")


def test_solve_counts_for_the_side_to_move_and_says_so():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    scores = dds.solve(pos)
    assert scores[Card.parse("HA")] == Tricks(Side.NS, 3)
    assert scores[Card.parse("SA")] == Tricks(Side.NS, 2)


def test_mid_trick_position_is_solved_for_the_second_hand():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S).play(Card.parse("SA"))
    scores = dds.solve(pos)
    assert set(scores) == {Card.parse("SQ"), Card.parse("SJ"), Card.parse("ST")}
    assert all(t.side is Side.EW for t in scores.values())
    assert dds.dd_value(pos, Side.NS) == Tricks(Side.NS, 2)


def test_dd_value_total_adds_tricks_already_won():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S, won_ns=7, won_ew=3)
    assert dds.dd_value(pos, Side.NS, total=True) == Tricks(Side.NS, 10)
    assert dds.dd_value(pos, Side.EW) == Tricks(Side.EW, 0)


def test_analyse_line_from_mid_trick_keeps_every_value():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S).play(Card.parse("SA"))
    line = [Card.parse(c) for c in ("SQ", "C2", "H9", "DQ")]
    values = dds.analyse_line(pos, line, Side.NS)
    assert len(values) == len(line) + 1  # endplay alone would drop the last one
    step = pos
    for card, value in zip([None] + line, values):
        if card is not None:
            step = step.play(card)
        if step.tricks_left:
            assert value == dds.dd_value(step, Side.NS, total=True)
    assert values[-1] == Tricks(Side.NS, 2)  # the ruff cost a trick


def test_dd_tables_chunk_within_the_dds_limit(monkeypatch):
    monkeypatch.setattr(dds, "MAX_TABLE_CELLS", 5)  # one deal per call with five strains
    tables = dds.dd_tables([FULL, FULL], strains=(Strain.NT, Strain.S))
    assert len(tables) == 2 and tables[0] == tables[1]
    assert tables[0].tricks(Strain.C, Seat.N).n == -1  # not asked for
    lead = Position(FULL.hands, None, Seat.E)  # NT by North: East leads
    assert tables[0].tricks(Strain.NT, Seat.N) == dds.dd_value(lead, Side.NS)


def test_position_with_wrong_card_count_never_reaches_dds(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    bad = Position(Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S).hands, Suit.H, Seat.S,
                   (Card.parse("C5"),))
    with pytest.raises(dds.DDSError):
        dds.solve(bad)
    assert not (tmp_path / "dump.txt").exists()


def test_solver_survives_free_memory():
    code = ("from hakem.analysis import dds; from hakem.analysis.position import Position;"
            "from hakem.model.seat import Seat, Side; from hakem.model.cards import Suit;"
            f"p = Position.parse({TRUMP_OUT!r}, trump=Suit.H, leader=Seat.S);"
            "a = dds.dd_value(p, Side.NS); dds.free_memory(); b = dds.dd_value(p, Side.NS);"
            "print(a.n, b.n)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["3", "3"]


def test_two_threads_share_the_solver_safely():
    pos = Position.parse(TRUMP_OUT, trump=Suit.H, leader=Seat.S)
    results: list[Tricks] = []

    def work():
        for _ in range(30):
            results.append(dds.dd_value(pos, Side.NS))

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [Tricks(Side.NS, 3)] * 60


def test_only_the_boundary_module_imports_endplay():
    root = Path(__file__).resolve().parents[1]
    offenders = []
    for path in root.rglob("*.py"):
        rel = path.relative_to(root)
        if rel.parts[0] in ("tests", "benchmarks", "build") or rel.as_posix() == "analysis/dds.py":
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if "import endplay" in text or "from endplay" in text:
            offenders.append(rel.as_posix())
    assert offenders == []
