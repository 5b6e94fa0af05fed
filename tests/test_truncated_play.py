"""Play records a whole file cuts short or writes so that they do not replay: one
file-level finding instead of the claims those stops would imply
(laws/play_record_pattern.py; issues 16 and 22)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from hakem.laws.file_rulings import FileRuler
from hakem.laws.play_record_pattern import StopPattern
from hakem.model.irregularity import IrregularityKind as K, Origin
from hakem.parsers import pbn
from hakem.reports.check_run import CheckOptions, check_path
from hakem.reports.records import Options, records_of_boards

# N holds the spades, E the hearts, S the diamonds, W the clubs: every card after the
# first of a trick is a discard or a ruff, so any order of play replays. S declares 7D.
_DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
_RANKS = "AKQJT98765432"
#: Law 2's vulnerability for boards 1-16 (the dealer is N, E, S, W in turn).
_VULNERABLE = ("None NS EW All NS EW All None EW All None NS All None NS EW").split()


def _trick(n: int, broken: bool = False) -> str:
    """Trick ``n`` (1-based) in the columns W N E S: W leads a club, S ruffs."""
    r = _RANKS[n - 1]
    lead = f"H{r}" if broken else f"C{r}"  # W holds no heart: the record does not replay
    return f"{lead} S{r} H{r} D{r}"


def _board(number: int, tricks: int, result: int | None = 13, broken: bool = False,
           marker: str | None = None) -> str:
    rows = "\n".join(_trick(n, broken and n == 1) for n in range(1, tricks + 1))
    end = "" if tricks == 13 else "\n*"
    tags = [f'[Board "{number}"]', f'[Dealer "{"NESW"[(number - 1) % 4]}"]',
            f'[Vulnerable "{_VULNERABLE[(number - 1) % 16]}"]', f'[Deal "{_DEAL}"]',
            '[Declarer "S"]', '[Contract "7D"]']
    if result is not None:
        tags.append(f'[Result "{result}"]')
    text = "\n".join(tags) + f'\n[Play "W"]\n{rows}{end}\n'
    if marker is not None:
        text += marker + "\n"
    return text + "\n"


def _file(*boards: str) -> str:
    return "".join(boards)


def _said(text: str) -> tuple[Counter[str], list]:  # type: ignore[type-arg]
    """What a file's boards say, as ``check`` reports it: the kept findings by kind."""
    ruler = FileRuler()
    kept = []
    for board in pbn.loads(text):
        kept.extend(ruler.rule(board).findings)
    verdict = ruler.finish()
    found = [f for f in kept if verdict.keeps(f)] + list(verdict.findings)
    return Counter(f.irregularity.kind.value for f in found), found


def _cut_file(boards: int = 12, tricks: int = 1) -> list[str]:
    return [_board(n, tricks) for n in range(1, boards + 1)]


def test_law68_a_file_cut_after_trick_1_is_said_once_with_no_claims() -> None:
    said, found = _said(_file(*_cut_file()))
    assert said == Counter({"play-record-pattern": 1})
    (finding,) = found
    assert finding.file_level and finding.cls.value == "record"
    assert finding.irregularity.subkind == "early"
    assert "within 3 tricks on 12 of 12 boards with play" in finding.irregularity.detail
    assert finding.ruling is not None and finding.ruling.laws == ("68",)


def test_law68_claims_of_a_cut_file_are_not_ruled_once_the_habit_shows() -> None:
    ruler = FileRuler()
    claims = [f for board in pbn.loads(_file(*_cut_file())) for f in ruler.rule(board).findings
              if f.irregularity.kind is K.CLAIM]
    assert len(claims) == 12 and all(f.pattern is StopPattern.EARLY for f in claims)
    # the first ten boards are ruled (the habit needs ten boards with play to show);
    # from then on no solver search is spent on a stop the file explains
    judged = [f.ruling is not None and f.ruling.claim is not None for f in claims]
    assert judged == [True] * 10 + [False] * 2
    assert StopPattern.EARLY in ruler.finish().folded


def test_law68_a_stop_at_trick_9_in_a_cut_file_stays_a_claim() -> None:
    # the file's habit explains stops within three tricks; a play that goes on to
    # trick 9 stopped where the habit does not reach: a claim like any other
    said, found = _said(_file(*_cut_file(), _board(13, 9)))
    assert said == Counter({"play-record-pattern": 1, "claim": 1})
    (claim,) = [f for f in found if f.irregularity.kind is K.CLAIM]
    assert claim.irregularity.position.trick == 10 and claim.ruling.claim is not None


def test_law68_an_isolated_early_stop_in_a_normal_file_stays_a_claim() -> None:
    boards = [_board(n, 13) for n in range(1, 12)] + [_board(12, 1)]
    said, found = _said(_file(*boards))
    assert said == Counter({"claim": 1})
    (claim,) = found
    assert claim.irregularity.origin is Origin.DETECTED and claim.ruling.claim is not None


def test_law68_a_marked_claim_in_a_cut_file_stays_a_claim() -> None:
    marked = _board(13, 1, marker='{@CLAIM S 12 agreed "all mine"}')
    said, found = _said(_file(*_cut_file(), marked))
    assert said == Counter({"play-record-pattern": 1, "claim": 1})
    (claim,) = [f for f in found if f.irregularity.kind is K.CLAIM]
    assert claim.irregularity.origin is Origin.MARKED and claim.pattern is None


def test_law68_a_file_whose_plays_do_not_replay_folds_only_the_stops_without_a_position() -> None:
    # four of twelve records give W a heart he does not hold: a third broken (the line
    # is a quarter). Those four stops have no position and are said once for the file;
    # the eight that replay stop where a claim may have been made (a vugraph archive
    # written in playing order half the time) and stay claims, judged one by one.
    boards = [_board(n, 5, broken=n % 3 == 0) for n in range(1, 13)]
    said, found = _said(_file(*boards))
    assert said == Counter({"play-record-pattern": 1, "claim": 8})
    (finding,) = [f for f in found if f.irregularity.kind is K.PLAY_RECORD_PATTERN]
    assert finding.irregularity.subkind == "broken"
    assert finding.irregularity.detail == (
        "the play does not replay on 4 of 12 boards with play: it gives a card to a player who "
        "does not hold it; 4 of those plays stop with a [Result] that needs more tricks: those "
        "stops are not taken as claims; 8 other stops are judged as claims")
    claims = [f for f in found if f.irregularity.kind is K.CLAIM]
    assert all(f.ruling is not None and f.ruling.claim is not None for f in claims)


def test_law68_two_broken_records_are_isolated() -> None:
    boards = [_board(n, 13) for n in range(1, 11)] + [_board(11, 5, broken=True),
                                                       _board(12, 5, broken=True)]
    said, _found = _said(_file(*boards))
    assert "play-record-pattern" not in said


def test_law68_fewer_than_ten_boards_with_play_say_nothing_for_the_file() -> None:
    said, _found = _said(_file(*_cut_file(boards=9)))
    assert said == Counter({"claim": 9})


def test_law68_lin_stops_are_recorded_claims_never_folded() -> None:
    from hakem.laws.play_record_pattern import PlayTally
    from hakem.model.board import Board
    board = pbn.loads(_board(1, 1))[0]
    tally = PlayTally()
    lin = Board(**{**{f: getattr(board, f) for f in board.__dataclass_fields__}, "format": "lin"})
    for _ in range(12):
        tally.add(lin, None)
    assert tally.plays == 0 and tally.finding() is None


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=13), min_size=10, max_size=16))
def test_law68_every_inferred_claim_is_kept_or_folded_never_lost(stops: list[int]) -> None:
    """Whatever the stops, each board's claim is either listed or folded into the one
    file finding, and the finding's count is the number folded's file."""
    text = _file(*(_board(n, t) for n, t in enumerate(stops, 1)))
    ruler = FileRuler(rulings=False)
    claims = [f for b in pbn.loads(text) for f in ruler.rule(b).findings if f.irregularity.kind is K.CLAIM]
    verdict = ruler.finish()
    kept = [f for f in claims if verdict.keeps(f)]
    assert len(claims) == sum(t < 13 for t in stops)
    early = sum(t <= 3 for t in stops)
    if early > max(2, len(stops) / 2):
        assert len(kept) == len(claims) - early and len(verdict.findings) == 1
    else:
        assert kept == claims and not verdict.findings


def test_law68_check_and_report_agree_on_a_cut_file(tmp_path: Path) -> None:
    path = tmp_path / "cut.pbn"
    path.write_text(_file(*_cut_file(), _board(13, 9)))
    checked = check_path(str(path), CheckOptions(fmt="json"))
    rows = [json.loads(line) for line in checked.output.splitlines()]
    assert Counter(r["kind"] for r in rows) == Counter({"play-record-pattern": 1, "claim": 1})
    assert checked.boards == 13
    records = records_of_boards(pbn.loads(path.read_text()), str(path), Options())
    assert Counter(r["irregularity"] for r in records.rulings) == Counter(
        {"play-record-pattern": 1, "claim": 1})
    assert len(records.boards) == 13
    assert sum(b["irregularities"] for b in records.boards) == 1  # board 13's claim


@pytest.mark.corpus
def test_law68_endplay_example3_says_once_that_its_broken_plays_are_not_claims(corpus: Path) -> None:
    path = corpus / "pbn" / "endplay" / "tests__pbn__example3.pbn"
    checked = check_path(str(path), CheckOptions(fmt="json"))
    rows = [json.loads(line) for line in checked.output.splitlines()]
    kinds = Counter(r["kind"] for r in rows)
    # the 3,765 stops of plays that do not replay are said once; the 3,579 that replay
    # are a vugraph archive's claims (the directors' dev set judges 44 of them) and stay
    assert kinds["play-record-pattern"] == 1 and kinds["claim"] == 3579
    assert not [r for r in rows if r["kind"] == "claim" and r["class"] == "record"]
    (finding,) = [r for r in rows if r["kind"] == "play-record-pattern"]
    assert finding["scope"] == "file" and finding["class"] == "record"
    assert finding["found"] == "broken 3765/7485, early 828/7485"
    assert checked.boards == 7632  # every record of the file, those without play too


@pytest.mark.slow
@pytest.mark.corpus
def test_law68_check_report_archive_and_stats_agree_on_example3(corpus: Path, tmp_path: Path) -> None:
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from test_one_pipeline import _same_everywhere
    example3 = str(corpus / "pbn" / "endplay" / "tests__pbn__example3.pbn")
    acbl = str(corpus / "pbn" / "pbntools" /
               "test__test_7_bbo_www_acbl_20130810__acbl_1607_pairs_acbl_sat_1pm_speedball.pbn")
    rulings = _same_everywhere([example3, acbl], tmp_path)
    kinds = Counter((path == example3, kind) for (path, kind, *_rest), n in rulings.items()
                    for _ in range(n))
    assert kinds[(True, "play-record-pattern")] == 1 and kinds[(True, "claim")] == 3579
    assert kinds[(False, "claim")] == 308  # a BBO export: its stops stay claims


def test_law68_a_file_that_loses_the_habit_keeps_its_claims_saying_they_were_not_judged() -> None:
    # twelve early stops, then fourteen complete plays: the habit showed at board 11,
    # so boards 11 and 12 were not judged; at the end 12 of 26 is not a habit after all
    boards = _cut_file() + [_board(n, 13) for n in range(13, 27)]
    said, found = _said(_file(*boards))
    assert said == Counter({"claim": 12})
    unjudged = [f for f in found if f.ruling.claim is None]
    assert [f.irregularity.position.trick for f in unjudged] == [2, 2]
    assert all(f.cls.value == "claim" and f.ruling.laws == ("68",) for f in unjudged)
    assert [fact.key.value for fact in unjudged[0].ruling.facts] == ["law68.claim-not-judged"]
