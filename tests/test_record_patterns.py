"""Record defects a whole file shares are said once for the file; isolated ones board by board
(laws/record_patterns.py, laws/file_rulings.py)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.laws.file_rulings import FileRuler
from hakem.laws.record_patterns import ISOLATED_BOARDS, ISOLATED_SHARE
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.seat import Seat, Vulnerability, dealer_for_board
from hakem.model.settings import Settings
from hakem.parsers import pbn
from hakem.reports.explain import explain

SEATS = "NESW"
VULS = {Vulnerability.NONE: "None", Vulnerability.NS: "NS", Vulnerability.EW: "EW",
        Vulnerability.BOTH: "All"}


def law2(number: int) -> tuple[str, str]:
    return dealer_for_board(number).letter, VULS[Vulnerability.from_board(number)]


def game(number: int, dealer: str, vul: str, extra: str = "") -> str:
    return f'[Board "{number}"]\n[Dealer "{dealer}"]\n[Vulnerable "{vul}"]\n{extra}\n'


def said(text: str) -> Counter[str]:
    """Kinds of finding said for a file, as every command says them."""
    ruler = FileRuler(Settings(claim_analysis=False))
    held, kinds = [], Counter()
    for board in pbn.loads(text):
        for finding in ruler.rule(board).findings:
            (held.append(finding) if finding.held else kinds.update([finding.irregularity.kind.value]))
    verdict = ruler.finish()
    kinds.update(f.irregularity.kind.value for f in held if verdict.keeps(f))
    kinds.update(f.irregularity.kind.value for f in verdict.findings)
    return kinds


def file_finding(text: str):  # type: ignore[no-untyped-def]
    ruler = FileRuler(Settings(claim_analysis=False))
    for board in pbn.loads(text):
        ruler.rule(board)
    (finding,) = ruler.finish().findings
    return finding


#: Boards 1-16 as a scoring program prints them.
LAW2_FILE = "".join(game(n, *law2(n)) for n in range(1, 17))
#: A bidding-practice file: dealers and vulnerabilities dealt at random (a fixed draw).
PRACTICE = [("E", "All"), ("N", "None"), ("W", "NS"), ("W", "None"), ("S", "EW"), ("E", "None"),
            ("N", "All"), ("S", "NS"), ("W", "EW"), ("N", "NS"), ("E", "EW"), ("S", "None")]
PRACTICE_FILE = "".join(game(n, d, v) for n, (d, v) in enumerate(PRACTICE, start=1))


def test_law2_file_with_one_wrong_dealer_keeps_its_board_finding() -> None:
    text = LAW2_FILE.replace('[Board "5"]\n[Dealer "N"]', '[Board "5"]\n[Dealer "S"]')
    assert said(text) == Counter({"dealer-inconsistent": 1})


def test_law2_file_is_clean() -> None:
    assert said(LAW2_FILE) == Counter()


def test_random_dealers_and_vulnerabilities_are_one_file_finding() -> None:
    kinds = said(PRACTICE_FILE)
    assert kinds == Counter({"markings-pattern": 1})
    finding = file_finding(PRACTICE_FILE)
    off_dealer = sum(d != law2(n)[0] for n, (d, _v) in enumerate(PRACTICE, start=1))
    off_vul = sum(v != law2(n)[1] for n, (_d, v) in enumerate(PRACTICE, start=1))
    assert finding.irregularity.detail.startswith(
        f"the dealer differs from Law 2's on {off_dealer} of 12 boards, the vulnerability on "
        f"{off_vul} of 12")
    assert "no fixed shift" in finding.irregularity.detail
    assert finding.cls.value == "record" and finding.file_level
    assert finding.ruling.laws == ("2",) and "not an irregularity at a table" in explain(finding.ruling)


def test_boards_numbered_from_another_start_are_said_to_follow_law2_shifted() -> None:
    # Boards 1-20 carrying the markings of boards 5-24 (a set renumbered from 1).
    text = "".join(game(n, *law2(n + 4)) for n in range(1, 21))
    finding = file_finding(text)
    assert finding.irregularity.kind is K.MARKINGS_PATTERN
    assert "board n carries the dealer and vulnerability of board n+4 on 20 of 20 boards" in \
        finding.irregularity.detail


def test_dealers_turned_one_seat_are_said_so() -> None:
    text = "".join(game(n, SEATS[n % 4], law2(n)[1]) for n in range(1, 13))
    finding = file_finding(text)
    assert finding.irregularity.subkind == "dealer"
    assert "the dealer is Law 2's dealer turned 1 seat clockwise on 12 of 12 boards" in \
        finding.irregularity.detail


def test_only_the_vulnerability_systematic_keeps_the_isolated_dealer() -> None:
    # Every board "None" vulnerable (a lesson file), one dealer typed wrong.
    text = "".join(game(n, "N" if n == 6 else law2(n)[0], "None") for n in range(1, 17))
    assert said(text) == Counter({"markings-pattern": 1, "dealer-inconsistent": 1})
    assert file_finding(text).irregularity.subkind == "vulnerability"


@pytest.mark.parametrize("boards,wrong,systematic", [
    (2, 2, False),                       # never more than ISOLATED_BOARDS board by board...
    (3, 3, True),                        # ...three are a pattern
    (60, 3, False),                      # 5 % of 60: still isolated
    (60, 4, True),                       # over 5 %
])
def test_the_line_between_isolated_and_systematic(boards: int, wrong: int, systematic: bool) -> None:
    assert ISOLATED_BOARDS == 2 and ISOLATED_SHARE == 0.05
    text = "".join(game(n, SEATS[(n + 1) % 4] if n <= wrong else law2(n)[0], law2(n)[1])
                   for n in range(1, boards + 1))
    expected = Counter({"markings-pattern": 1}) if systematic else Counter({"dealer-inconsistent": wrong})
    assert said(text) == expected


def passes_left_out(number: int, dealer: str, opener_offset: int, contract: str) -> str:
    """A board whose auction lost the passes before the opening bid: the opener (who is
    ``opener_offset`` seats after the dealer) appears to open in the dealer's seat."""
    opener = SEATS[(SEATS.index(dealer) + opener_offset) % 4]
    return (f'[Board "{number}"]\n[Dealer "{dealer}"]\n[Vulnerable "{law2(number)[1]}"]\n'
            f'[Declarer "{opener}"]\n[Contract "{contract}"]\n[Auction "{dealer}"]\n'
            f"{contract} Pass Pass Pass\n\n")


def test_auctions_that_lost_their_opening_passes_are_one_file_finding() -> None:
    offsets = [0, 1, 2, 1, 3, 0, 1, 2, 1, 1, 0, 2]
    text = "".join(passes_left_out(n, law2(n)[0], k, "1NT") for n, k in enumerate(offsets, start=1))
    assert said(text) == Counter({"auction-seat-pattern": 1})
    detail = file_finding(text).irregularity.detail
    assert detail.startswith("the auction does not make the recorded declarer on 9 of 12 boards")
    assert "1 seat after the dealer on 5, 2 seats after the dealer on 3, 3 seats after the dealer on 1" in detail
    assert "none of the file's 12 auctions starts with a pass" in detail


def test_a_contract_that_differs_from_the_auction_stays_a_board_finding() -> None:
    offsets = [1] * 10
    text = "".join(passes_left_out(n, law2(n)[0], k, "1NT") for n, k in enumerate(offsets, start=1))
    text = text.replace('[Contract "1NT"]', '[Contract "2NT"]', 1)  # board 1: level typed wrong
    assert said(text) == Counter({"auction-seat-pattern": 1, "contract-mismatch": 1})
    assert file_finding(text).irregularity.detail == (
        "the auction does not make the recorded declarer on 10 of 10 boards; starting the "
        "auction 1 seat after the dealer reproduces it on 10 of them; none of the file's 10 "
        "auctions starts with a pass: the passes before the opening bid look left out")


def test_check_says_a_random_dealer_file_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "practice.pbn"
    path.write_text(PRACTICE_FILE)
    result = CliRunner().invoke(cli, ["check", str(path), "--format", "json", "--no-claim-analysis"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(r["kind"], r["class"], r["scope"], r["board"]) for r in rows] == [
        ("markings-pattern", "record", "file", None)]
    assert rows[0]["span"]["line"] == 1  # the first board that disagrees


def test_report_rows_fold_the_pattern_and_keep_every_board(tmp_path: Path) -> None:
    from hakem.reports.frames import frames
    path = tmp_path / "practice.pbn"
    path.write_text(PRACTICE_FILE)
    tables = frames([path], settings=Settings(claim_analysis=False))
    assert len(tables.boards) == 12 and int(tables.boards["irregularities"].sum()) == 0
    assert list(tables.rulings["irregularity"].astype(str)) == ["markings-pattern"]
    row = tables.rulings.iloc[0]
    assert row["class"] == "record" and row["board_index"] is pd_na() and row["laws"] == "2"


def pd_na():  # type: ignore[no-untyped-def]
    import pandas as pd
    return pd.NA


def played(number: int, auction: str, declarer: str) -> str:
    """Board ``number`` with Law 2's markings, ``auction`` from the dealer, 1NT by ``declarer``."""
    dealer, vul = law2(number)
    return (f'[Board "{number}"]\n[Dealer "{dealer}"]\n[Vulnerable "{vul}"]\n[Declarer "{declarer}"]\n'
            f'[Contract "1NT"]\n[Auction "{dealer}"]\n{auction}\n\n')


def test_declarers_wrong_three_different_ways_stay_board_findings() -> None:
    # A test file's three deliberate errors among boards whose auctions open with a pass.
    text = "".join(played(n, "1NT Pass Pass Pass", SEATS[(SEATS.index(law2(n)[0]) + n) % 4])
                   for n in (1, 2, 3))
    text += "".join(played(n, "Pass 1NT Pass Pass Pass", SEATS[(SEATS.index(law2(n)[0]) + 1) % 4])
                    for n in range(4, 21))
    assert said(text) == Counter({"contract-mismatch": 3})


def test_one_start_of_the_auction_for_every_wrong_declarer_is_one_file_finding() -> None:
    # Auctions written one seat early (from the dealer's RHO) in a file with opening passes.
    text = "".join(played(n, "1NT Pass Pass Pass", SEATS[(SEATS.index(law2(n)[0]) + 1) % 4])
                   for n in range(1, 13))
    text += "".join(f'[Board "{n}"]\n[Dealer "{law2(n)[0]}"]\n[Vulnerable "{law2(n)[1]}"]\n'
                    f'[Auction "{law2(n)[0]}"]\nPass Pass Pass Pass\n\n' for n in range(13, 17))
    assert said(text) == Counter({"auction-seat-pattern": 1})
    finding = file_finding(text)
    assert finding.irregularity.detail == (
        "the auction does not make the recorded declarer on 12 of 12 boards; starting the "
        "auction 1 seat after the dealer reproduces it on 12 of them")
