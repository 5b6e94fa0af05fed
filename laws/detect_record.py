"""The record against itself: deal, board number, [Result] against the play.

Law 2 fixes dealer and vulnerability by board number; Laws 13-14 deal with a
board whose hands are wrong (duplicate or missing cards); Laws 65-66 and 69 with
a trick count that differs from the tricks as played (PBN ``[Result "^n"]``
marks a count the players agreed although the play shows another).
"""

from __future__ import annotations

import re

from hakem.analysis.scoring import table_score
from hakem.model.board import Board
from hakem.model.cards import DECK, Card
from hakem.model.choices import Subkind
from hakem.model.diagnostics import Diagnostic, Severity
from hakem.model.irregularity import Irregularity, IrregularityKind, Origin, Phase, Position
from hakem.model.numbers import read_int
from hakem.model.seat import Seat, Vulnerability, dealer_for_board
from hakem.model.board_replay import replay_of

K = IrregularityKind
_RECORD = Position(Phase.RECORD)


def _board_number(board: Board, found: list[Irregularity]) -> None:
    number = board.number
    if number is None or number < 1:
        return
    if board.dealer is not None and board.dealer != dealer_for_board(number):
        found.append(Irregularity(
            K.DEALER_INCONSISTENT, position=_RECORD, expected=dealer_for_board(number).name,
            found=board.dealer.name, origin=Origin.DETECTED,
            detail=f"board {number} is dealt by {dealer_for_board(number).name} (Law 2), "
                   f"[Dealer] says {board.dealer.name}", span=board.span))
    if board.vulnerability is not None and board.vulnerability != Vulnerability.from_board(number):
        expected = Vulnerability.from_board(number)
        found.append(Irregularity(
            K.VULNERABILITY_INCONSISTENT, position=_RECORD, expected=expected.value,
            found=board.vulnerability.value, origin=Origin.DETECTED,
            detail=f"board {number} is {expected.value} vulnerable (Law 2), "
                   f"[Vulnerable] says {board.vulnerability.value}", span=board.span))


def _cards(board: Board, found: list[Irregularity]) -> None:
    deal = board.deal
    if deal is None:
        return
    masks = deal.masks
    if None not in masks:
        n, e, s, w = deal.hands
        if len(n) == len(e) == len(s) == len(w) == 13 \
                and (masks[0] | masks[1] | masks[2] | masks[3]).bit_count() == 52:  # type: ignore[operator]
            return  # four hands of 13, 52 different cards: the usual deal, settled at once
    seen: dict[Card, Seat] = {}
    for seat in Seat:
        hand = deal.hands[seat]
        for card in hand or ():
            if card in seen:
                found.append(Irregularity(
                    K.DUPLICATE_CARD, position=_RECORD, card=card, offender=None,
                    found=f"{seen[card].name} and {seat.name}", origin=Origin.DETECTED,
                    detail=f"{card} is in both {seen[card].name}'s and {seat.name}'s hands",
                    span=board.span))
            else:
                seen[card] = seat
    if all(h is not None and len(h) == 13 for h in deal.hands) and len(seen) < 52:
        missing = tuple(c for c in DECK if c not in seen)
        found.append(Irregularity(
            K.MISSING_CARDS, position=_RECORD, cards=missing, subkind=Subkind.MISSING,
            expected="52 different cards", found=f"{len(seen)} different cards",
            origin=Origin.DETECTED,
            detail="no hand holds " + " ".join(str(c) for c in missing), span=board.span))
    sizes = [len(h) if h is not None else None for h in deal.hands]
    known = [s for s in sizes if s is not None]
    # An end position (PBN 3.10) has equal hands of fewer than 13 cards; anything
    # else that is not 13 a hand is a fouled or mistyped board.
    uneven = len(set(known)) > 1 or any(s > 13 for s in known)
    if uneven:
        text = ", ".join(f"{seat.name} {size}" for seat, size in zip(Seat, sizes) if size is not None)
        found.append(Irregularity(
            K.MISSING_CARDS, position=_RECORD, subkind=Subkind.EXTRA if any(s > 13 for s in known)
            else Subkind.MISSING, expected="13 cards a hand", found=text, origin=Origin.DETECTED,
            detail=f"hand sizes {text}", span=board.span))


def _result(board: Board, found: list[Irregularity], diags: list[Diagnostic]) -> None:
    rep = replay_of(board)
    declarer = board.declarer if board.declarer is not None else (
        board.contract.declarer if board.contract is not None else None)
    if rep is None or not rep.complete or declarer is None or board.result is None:
        return
    played = rep.won.get(declarer.side, 0)
    if board.result != played:
        agreed = True if board.result_agreed else None
        found.append(Irregularity(
            K.RESULT_MISMATCH, position=_RECORD, tricks=played, expected=str(played),
            found=str(board.result), agreed=agreed,
            origin=Origin.MARKED if board.result_agreed else Origin.DETECTED,
            notation="^Result" if board.result_agreed else None,
            detail=f"the play gives declarer {played} tricks, [Result] says {board.result}"
                   + (" (agreed by the players, Law 69)" if board.result_agreed else ""),
            span=board.span))
    elif board.result_agreed:
        diags.append(Diagnostic(
            Severity.WARNING, "pbn.agreed-result-equal",
            f"[Result \"^{board.result}\"] marks an agreed count that differs from the play, "
            f"but the play gives the same {played} tricks", board.span,
            (("recorded", board.result), ("played", played))))


_SCORE_RE = re.compile(r"^\s*(?:(NS|EW)\s*)?([+-]?\d+)(?:\s+(NS|EW)\s*([+-]?\d+))?\s*$", re.I)


def _score(board: Board, found: list[Irregularity]) -> None:
    """[Score] against the Law 77 score of contract, result and vulnerability."""
    text = board.tag("Score")
    contract, vul, result = board.contract, board.vulnerability, board.result
    if text is None or contract is None or vul is None or result is None:
        return
    m = _SCORE_RE.match(text)
    if m is None or not 0 <= result <= 13:
        return
    declarer = board.declarer if board.declarer is not None else contract.declarer
    if contract.is_passed_out:
        expected_ns = 0
    elif declarer is None or contract.strain is None or contract.level == 0:
        return
    else:
        full = contract if contract.declarer == declarer else type(contract)(
            contract.level, contract.strain, contract.risk, declarer)
        expected_ns = table_score(full, result, vul).ns
    side, points = (m.group(1) or "").upper(), read_int(m.group(2), signed=True)
    if points is None:  # too long to be a score (the reader reported it)
        return
    if not side:  # a bare number is the declaring side's score (reference verifier)
        side = declarer.side.value if declarer is not None else "NS"
    recorded_ns = points if side == "NS" else -points
    if recorded_ns != expected_ns:
        found.append(Irregularity(
            K.SCORE_MISMATCH, position=_RECORD, expected=f"NS {expected_ns}", found=text,
            origin=Origin.DETECTED,
            detail=f"{contract}{' by ' + declarer.name if declarer is not None else ''} with {result} tricks "
                   f"scores NS {expected_ns} (Law 77); [Score] says {text}", span=board.span))


def detect_record(board: Board) -> tuple[list[Irregularity], list[Diagnostic]]:
    """Record-level inconsistencies of ``board``."""
    found: list[Irregularity] = []
    diags: list[Diagnostic] = []
    _board_number(board, found)
    _cards(board, found)
    _result(board, found, diags)
    _score(board, found)
    return found, diags


__all__ = ["detect_record"]
