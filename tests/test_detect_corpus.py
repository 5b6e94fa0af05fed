"""The PBN reference verifier's own test files, and a sweep over the whole corpus."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from hakem.laws.detect import check
from hakem.model.board import Board
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.irregularity import Origin
from hakem.parsers import pbn

CORPUS = Path(__file__).parents[2] / "shared" / "corpus"
PBNJ = CORPUS / "pbn" / "pbnj"

# What the verifier checks about the ^ tokens, the auction and the play: these
# irregularity kinds and diagnostic codes stand for its errors. Board-number
# consistency and claims are not its business (its correct files have both).
VERIFIER_KINDS = {K.REVOKE, K.INSUFFICIENT_BID, K.INADMISSIBLE_DOUBLE, K.CALL_OUT_OF_ROTATION,
                  K.CALL_AFTER_AUCTION_ENDED, K.CONTRACT_MISMATCH}
MARK_CODES = {"pbn.sufficient-bid-mark", "pbn.bad-declarer-swap", "pbn.bad-revoke-mark",
              "pbn.bad-lead-mark", "pbn.double-lead-mark", "pbn.double-card-mark",
              "pbn.double-insufficient-mark", "play.revoke"}


def pbnj(name: str) -> list[Board]:
    path = PBNJ / f"src__test__resources__{name}.pbn"
    if not path.exists():
        pytest.skip(f"corpus file {path.name} is absent")
    return pbn.load(str(path))


def complaints(board: Board) -> list[str]:
    """What hakem says that the verifier would call an error."""
    irrs, diags = check(board)
    out = [f"{i.kind.value} {i.describe()}" for i in irrs
           if i.origin is Origin.DETECTED and i.kind in VERIFIER_KINDS]
    out += [f"{d.code} {d.message}" for d in list(diags) + list(board.diagnostics)
            if d.code in MARK_CODES]
    return out


@pytest.mark.parametrize("name", ["basic_10", "basic_20", "correct_10", "correct_20", "correct_21"])
def test_verifier_correct_files_raise_no_complaint(name: str) -> None:
    for board in pbnj(name):
        assert complaints(board) == [], board.span


def test_verifier_irregularity_game_reads_every_token() -> None:
    (board,) = [b for b in pbnj("correct_10") if b.tag("Event") == "Test illegals"]
    irrs, _ = check(board)
    notations = Counter(i.notation for i in irrs)
    assert notations == {"^S": 2, "^I": 2, "^R": 2, "^L": 1, "^Declarer": 1, "^Result": 1}
    assert all(i.origin is Origin.MARKED for i in irrs)


# The errors file's seeded auction/play/^ errors, by the line its game starts on,
# with what hakem reports for each (the verifier's names in the comments).
SEEDED = {
    123: "call-out-of-rotation",          # Bad side: dealer North must bid first
    162: "call-out-of-rotation",          # Bad side
    189: "insufficient-bid",              # Bad call: 1C
    198: "inadmissible-double",           # Bad call: X
    207: "inadmissible-double",           # Bad call: XX
    257: "contract-mismatch",             # Bad declarer
    265: "contract-mismatch",             # Bad declarer
    273: "pbn.bad-declarer-swap",         # Bad declarer (^S)
    281: "contract-mismatch",             # Bad trump
    289: "contract-mismatch",             # Bad trump
    296: "contract-mismatch",             # Bad trump
    304: "contract-mismatch",             # Bad risk
    312: "contract-mismatch",             # Bad risk
    319: "revoke",                        # Revoke: CA
    414: "pbn.bad-revoke-mark",           # Bad revokes, illegal mark combinations
    441: "pbn.bad-lead-mark",             # Bad lead
    453: "pbn.bad-revoke-mark",           # Bad revoke
    465: "pbn.bad-revoke-mark",           # Bad revoke
    477: "pbn.bad-revoke-mark",           # Bad revoke
    583: "pbn.sufficient-bid-mark",       # Sufficient (^I on 1S over 1D)
}


def test_verifier_seeded_errors_are_reported() -> None:
    by_line = {b.span.line: b for b in pbnj("errors_10") if b.span is not None}
    missing = {}
    for line, expected in SEEDED.items():
        board = by_line.get(line)
        assert board is not None, f"no game starts on line {line}"
        said = complaints(board)
        if not any(text.startswith(expected) for text in said):
            missing[line] = (expected, said)
    assert missing == {}


@pytest.mark.corpus
def test_detection_over_the_whole_corpus_never_raises(corpus_read) -> None:  # type: ignore[no-untyped-def]
    counts: Counter[str] = Counter()
    assert corpus_read
    for result in corpus_read:
        for board in result.boards:
            irrs, _ = check(board)
            counts.update(i.kind.value for i in irrs)
            counts["boards"] += 1
    assert counts["boards"] > 1000
    assert counts["claim"] > 0 and counts["revoke"] > 0
