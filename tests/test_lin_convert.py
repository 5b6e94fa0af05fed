"""``hakem convert`` between LIN, PBN and JSON."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from hakem.cli.convert import convert
from hakem.parsers import lin

RECORD = ("pn|Sue,Wes,Ned,Ed|st||md|3S962HAJ7DKT82CJ75,ST5HQ9863DA943CKQ,SK843HT542DJ6C863,|"
          "rh||ah|Board 7|sv|n|mb|1C!|an|5+ !C|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||"
          "pc|H6|pc|H2|pc|HK|pc|HA|pg||mc|9|pg||\n")


@pytest.fixture
def record(tmp_path):
    path = tmp_path / "one.lin"
    path.write_text(RECORD, encoding="utf-8")
    return path


def test_convert_to_json_gives_one_object_per_board(record):
    # JSON lines, as the help says: one object per line (it was a pretty array; issue 19).
    result = CliRunner().invoke(convert, [str(record), "--to", "json"])
    assert result.exit_code == 0, result.output
    data = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(data) == 1 and data[0]["board"] == "7" and data[0]["result"] == 9
    assert data[0]["auction"]["calls"][0] == {"call": "1C", "seat": "N", "alert": True,
                                              "explanation": "5+ \u2663"}
    assert data[0]["tricks"][0]["winner"] == "S"


def test_convert_to_lin_into_a_directory_round_trips(record, tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(convert, [str(record), "--to", "lin", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert lin.load(out / "one.lin") == lin.load(record)


def test_convert_to_pbn_keeps_the_deal_and_result(record, tmp_path):
    pbn = pytest.importorskip("hakem.parsers.pbn")
    out = tmp_path / "out"
    result = CliRunner().invoke(convert, [str(record), "--to", "pbn", "-o", str(out)])
    assert result.exit_code == 0, result.output
    board, = pbn.load(out / "one.pbn")
    original, = lin.load(record)
    assert (board.deal, board.contract, board.result, board.players) == \
        (original.deal, original.contract, original.result, original.players)
