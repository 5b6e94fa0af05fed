"""The annotated samples: every kind the issue lists appears, deals are legal, clean files are clean."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hakem.laws.detect import check, irregularity_to_dict
from hakem.model.board import Board
from hakem.model.cards import Suit
from hakem.model.choices import Choice, Finding, Subkind, Verb
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.irregularity import FILE_KINDS, Origin, SeatRelation
from hakem.model.seat import Seat
from hakem.parsers import pbn

SAMPLES = Path(__file__).parents[1] / "samples"


def boards(name: str) -> list[Board]:
    path = SAMPLES / name
    if path.suffix == ".lin":
        lin = pytest.importorskip("hakem.parsers.lin")
        return lin.load(str(path))
    return pbn.load(str(path))


def found(name: str) -> list[tuple[int | None, K]]:
    return [(b.number, i.kind) for b in boards(name) for i in check(b)[0]]


ALL = sorted(p.name for p in SAMPLES.iterdir() if p.suffix in (".pbn", ".lin"))


def test_every_kind_of_the_issue_appears_in_the_samples() -> None:
    # The kinds said once for a whole file are not found board by board: they have
    # their own tests, on files written for them (tests/test_record_patterns.py).
    seen = {kind for name in ALL for _, kind in found(name)}
    assert set(K) - FILE_KINDS <= seen, sorted(k.value for k in set(K) - FILE_KINDS - seen)


@pytest.mark.parametrize("name", ALL)
def test_sample_deals_are_legal_and_markers_readable(name: str) -> None:
    for board in boards(name):
        irrs, diags = check(board)
        assert not [d for d in diags if d.code.startswith("marker.")], diags
        json.dumps([irregularity_to_dict(i) for i in irrs])
        if name == "detect-unmarked.pbn" and board.number == 8:
            continue  # the fouled board is the point
        assert board.deal is not None and board.deal.is_complete and not board.deal.problems()


@pytest.mark.parametrize("name", ["clean-pairs-session.pbn", "clean-teams-match.pbn"])
def test_clean_tournament_files_show_only_claims(name: str) -> None:
    for board in boards(name):
        irrs, diags = check(board)
        assert [i.kind for i in irrs] in ([], [K.CLAIM]) and diags == []
        assert not board.has_errors


def test_seed_000_four_calls_out_of_rotation() -> None:
    irrs = [check(b)[0] for b in boards("seed-000-law30-32-calls-out-of-rotation.pbn")]
    got = [(i.offender, str(i.call), i.turn, i.relation, i.options) for (i,) in irrs]
    assert got == [
        (Seat.N, "Pass", Seat.W, SeatRelation.RHO, ()),
        (Seat.N, "1D", Seat.W, SeatRelation.RHO, (Finding.NOT_COMPARABLE,)),
        (Seat.S, "1NT", Seat.W, SeatRelation.LHO_FIRST_CALL, (Finding.COMPARABLE,)),
        (Seat.E, "Pass", Seat.W, SeatRelation.PARTNER, (Finding.COMPARABLE,)),
    ]
    assert all(i.accepted is False for (i,) in irrs)


def test_seed_001_premature_play_by_east() -> None:
    (board,) = boards("seed-001-law57-premature-play.pbn")
    premature = [i for i in check(board)[0] if i.kind is K.PREMATURE_PLAY]
    (irr,) = premature
    assert irr.offender is Seat.E and str(irr.card) == "HJ" and irr.turn is Seat.W
    assert irr.relation is SeatRelation.PARTNER and irr.options == (Choice(Verb.FORBID, Suit.D),)
    assert irr.position is not None and (irr.position.trick, irr.position.order) == (12, 2)
    assert board.replay is not None and board.replay.legal and board.result == 12


def test_seed_003_defective_trick_by_east() -> None:
    (board,) = boards("seed-003-law67-defective-trick.pbn")
    (irr,) = [i for i in check(board)[0] if i.kind is K.DEFECTIVE_TRICK]
    assert irr.offender is Seat.E and irr.subkind is Subkind.MISSING and str(irr.replacement_card) == "SJ"
    assert irr.position is not None and irr.position.trick == 3
    assert board.replay is not None and board.replay.legal


def test_pbn_mark_errors_sample_reports_each_bad_mark() -> None:
    (board,) = boards("pbn-mark-errors.pbn")
    codes = {d.code for d in check(board)[1]} | {d.code for d in board.diagnostics}
    assert {"pbn.sufficient-bid-mark", "pbn.bad-declarer-swap", "pbn.bad-revoke-mark",
            "pbn.bad-lead-mark"} <= codes


def test_marked_and_detected_samples_keep_their_origin() -> None:
    origins = {(k, i.origin) for b in boards("markers-play.pbn") for i in check(b)[0]
               for k in [i.kind]}
    assert (K.REVOKE, Origin.MARKED) in origins
    detected = {i.kind for b in boards("detect-unmarked.pbn") for i in check(b)[0]
                if i.origin is Origin.DETECTED}
    assert {K.REVOKE, K.RESULT_MISMATCH, K.SCORE_MISMATCH, K.INSUFFICIENT_BID,
            K.INADMISSIBLE_DOUBLE, K.CALL_AFTER_AUCTION_ENDED, K.DEALER_INCONSISTENT,
            K.VULNERABILITY_INCONSISTENT, K.DUPLICATE_CARD, K.MISSING_CARDS} <= detected
