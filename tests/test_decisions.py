"""A ruling names the decisions it rests on and where each was read: the record's acts
(a call over the irregular call, a card played to the lead) or the TD's marker."""

from __future__ import annotations

from pathlib import Path

from hakem.laws.engine import rule_board
from hakem.model.cards import Suit
from hakem.model.choices import Choice, Finding, Subkind, Verb
from hakem.model.ruling import Decision, Source
from hakem.model.seat import Seat
from hakem.model.settings import Settings
from hakem.parsers.files import read_path

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def decisions(path: str, board: str, kind: str) -> tuple[Decision, ...]:
    for b in read_path(str(SAMPLES / path)).boards:
        if b.board_id == board:
            for irr, r in rule_board(b, Settings(claim_analysis=False)).pairs():
                if irr.kind.value == kind:
                    return r.decisions
    raise LookupError((path, board, kind))


def test_acceptance_the_record_shows_is_a_decision_read_from_the_record() -> None:
    # East's insufficient 1S stands in the record and South called over it (27A1).
    assert decisions("detect-unmarked.pbn", "3", "insufficient-bid") == (
        Decision(Choice(Verb.ACCEPT), Source.RECORD, Seat.S),)


def test_the_tds_marker_gives_refusal_and_comparability() -> None:
    # @COOR N 1D refused replaced=... not-comparable (seed 000, board 8).
    assert decisions("seed-000-law30-32-calls-out-of-rotation.pbn", "8",
                     "call-out-of-rotation") == (
        Decision(Choice(Verb.REFUSE), Source.MARKER, Seat.E),
        Decision(Finding.NOT_COMPARABLE, Source.MARKER))


def test_declarers_choices_and_the_penalty_cards_class() -> None:
    got = decisions("markers-play.pbn", "3", "opening-lead-out-of-turn")
    assert got == (Decision(Choice(Verb.REFUSE), Source.MARKER, Seat.E),
                   Decision(Choice(Verb.PROHIBIT, Suit.D), Source.MARKER, Seat.E))
    assert decisions("markers-play.pbn", "2", "penalty-card") == (
        Decision(Subkind.MINOR, Source.MARKER),)

