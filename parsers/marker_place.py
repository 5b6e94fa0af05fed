"""Placing a marker in its board: position, whose turn it was, and the seat relation.

A marker describes the event that happened right after the point its comment
is anchored to (PBN 3.7: a comment belongs to what precedes it). The one
exception: when the entry just before the comment is the very call or card the
marker names (or the marker names none), the marker is about that entry; this
is how a TD annotates something that stands in the record, such as an accepted
insufficient bid or a revoke card.
"""

from __future__ import annotations

from hakem.model.auction import Auction
from hakem.model.board import Board
from hakem.model.board_replay import proper_leader, replay_of
from hakem.model.choices import Finding
from hakem.model.irregularity import (Irregularity, IrregularityKind, Phase, Position,
                                      SeatRelation, seat_relation)
from hakem.model.seat import Seat

from .marker_spec import MarkerSpec, irregularity_from_spec

K = IrregularityKind

#: Auction kinds whose marker may describe the call it follows.
_CALL_KINDS = {K.CALL_OUT_OF_ROTATION, K.INSUFFICIENT_BID, K.INADMISSIBLE_DOUBLE,
               K.CALL_WHILE_REQUIRED_TO_PASS, K.CALL_AFTER_AUCTION_ENDED, K.CHANGE_OF_CALL,
               K.BID_ABOVE_SEVEN}
#: Play kinds whose marker may describe the card it follows.
_CARD_KINDS = {K.OPENING_LEAD_OUT_OF_TURN, K.LEAD_OUT_OF_TURN, K.REVOKE, K.PENALTY_CARD,
               K.CARD_RETRACTED, K.OPENING_LEAD_FACED,
               K.EXPOSED_CARD, K.FIFTH_CARD, K.SIMULTANEOUS_CARDS}

#: Kinds where "whose turn was it" says nothing about the ruling.
_NO_RELATION = {K.CLAIM, K.CONCESSION, K.DIRECTOR_CALLED, K.CARD_EXPOSED_DURING_AUCTION,
                K.OPENING_LEAD_FACED,
                K.EXPOSED_CARD, K.PENALTY_CARD, K.DEFECTIVE_TRICK, K.REVOKE,
                K.CALL_AFTER_AUCTION_ENDED, K.FIFTH_CARD, K.SIMULTANEOUS_CARDS}


def _has_called(auction: Auction | None, seat: Seat, before: int) -> bool:
    if auction is None:
        return False
    return any(e.seat == seat and e.call is not None for e in auction.calls[:before])


def _place_auction(board: Board, index: int, spec: MarkerSpec,
                   problems: list[str]) -> tuple[Position, Seat | None]:
    auction = board.auction
    entries = auction.calls if auction is not None else ()
    if spec.call_number is not None:
        index = spec.call_number - 2  # "call=N": the event is entry N (1-based)
    entry = entries[index] if 0 <= index < len(entries) else None
    about_entry = (spec.kind in _CALL_KINDS and entry is not None and entry.call is not None
                   and (spec.call is None or spec.call == entry.call)
                   and (spec.offender is None or spec.offender == entry.seat))
    if about_entry and entry is not None:
        spec.call = entry.call
        spec.offender = entry.seat
        turn: Seat | None = entry.seat
        skipped = index
        while skipped > 0 and entries[skipped - 1].call is None:  # ^S run before the call
            skipped -= 1
        if skipped < index:
            turn = entries[skipped].seat
        elif spec.kind is K.CALL_OUT_OF_ROTATION:
            turn = None
        return Position(Phase.AUCTION, call_index=index), turn
    if index >= 0 and entry is not None:
        turn = entry.seat.lho
    elif auction is not None:
        turn = auction.dealer
    else:
        turn = board.dealer
    return Position(Phase.AUCTION, call_index=index + 1), turn


def _place_play(board: Board, row: int, col: int, spec: MarkerSpec,
                problems: list[str]) -> tuple[Position, Seat | None]:
    play = board.play
    rep = replay_of(board)
    if spec.trick is not None:
        trick = spec.trick
        order = spec.order or (1 if spec.kind in (K.OPENING_LEAD_OUT_OF_TURN, K.LEAD_OUT_OF_TURN)
                               else None)
        return Position(Phase.PLAY, trick=trick, order=order), (
            proper_leader(board, rep, trick) if order == 1 else None)
    if play is None or row < 0 or row >= len(play.rows) or col >= len(play.rows[row]):
        leader = proper_leader(board, rep, 1)
        return Position(Phase.PLAY, trick=1, order=1), leader
    cell = play.rows[row][col]
    seat = play.first.offset(col)
    trick = row + 1
    leader = rep.tricks[row].leader if rep is not None and row < len(rep.tricks) else None
    order = leader.steps_to(seat) + 1 if leader is not None else None
    # A corrected revoke names the withdrawn card; the record shows its replacement.
    replaced_here = (cell is not None and cell.card is not None
                     and spec.replacement_card == cell.card)
    about_card = (spec.kind in _CARD_KINDS and cell is not None and cell.card is not None
                  and (spec.card is None or spec.card == cell.card or replaced_here)
                  and (spec.offender is None or spec.offender == seat))
    if about_card and cell is not None:
        if spec.card is None:
            spec.card = cell.card
        spec.offender = seat
        if spec.kind in (K.OPENING_LEAD_OUT_OF_TURN, K.LEAD_OUT_OF_TURN):
            return Position(Phase.PLAY, trick=trick, order=1), proper_leader(board, rep, trick)
        return Position(Phase.PLAY, trick=trick, order=order), None
    if order is None:
        return Position(Phase.PLAY, trick=trick), None
    last_row = play.rows[-1]
    if row == len(play.rows) - 1 and col == len(last_row) - 1 and rep is not None \
            and row < len(rep.tricks):
        # After the record's final cell (typically before '*'): the moment after the
        # last card played, whichever seat column holds it.
        played = rep.tricks[row]
        if len(played.cards) < 4:
            return Position(Phase.PLAY, trick=trick, order=len(played.cards) + 1), \
                played.cards[-1].seat.lho if played.cards else None
        return Position(Phase.PLAY, trick=trick + 1, order=1), played.winner
    if order < 4:
        return Position(Phase.PLAY, trick=trick, order=order + 1), seat.lho
    winner = rep.tricks[row].winner if rep is not None and row < len(rep.tricks) else None
    return Position(Phase.PLAY, trick=trick + 1, order=1), winner


def _place_elsewhere(board: Board, spec: MarkerSpec) -> tuple[Position, Seat | None]:
    """Markers after a tag or before the first tag: place them by kind."""
    phase = spec.kind.phase
    if phase is Phase.AUCTION:
        count = len(board.auction.calls) if board.auction is not None else None
        return Position(Phase.AUCTION, call_index=count if spec.call_number is None
                        else spec.call_number - 1), None
    if phase is Phase.PLAY:
        rep = replay_of(board)
        if spec.trick is not None:
            trick = spec.trick
        elif spec.kind is K.OPENING_LEAD_OUT_OF_TURN:
            trick = 1
        elif spec.kind in (K.CLAIM, K.CONCESSION) and rep is not None:
            trick = sum(1 for t in rep.tricks if t.is_complete) + 1
        else:
            return Position(Phase.PLAY), None
        order = spec.order or (1 if spec.kind in (K.OPENING_LEAD_OUT_OF_TURN, K.LEAD_OUT_OF_TURN,
                                                  K.CLAIM, K.CONCESSION) else None)
        turn = proper_leader(board, rep, trick) if order == 1 else None
        return Position(Phase.PLAY, trick=trick, order=order), turn
    return Position(Phase.RECORD), None


def place_marker(board: Board, anchor: str, spec: MarkerSpec) -> tuple[Irregularity, list[str]]:
    """Resolve a marker against its board; returns the Irregularity and warnings."""
    problems: list[str] = []
    parts = anchor.split(":")
    # The director may be called at any moment: his marker follows its anchor.
    neutral = spec.kind is K.DIRECTOR_CALLED
    if parts[0] == "auction" and (neutral or spec.kind.phase is not Phase.PLAY):
        position, turn = _place_auction(board, int(parts[1]), spec, problems)
    elif parts[0] == "play" and (neutral or spec.kind.phase is not Phase.AUCTION):
        position, turn = _place_play(board, int(parts[1]), int(parts[2]), spec, problems)
    else:
        position, turn = _place_elsewhere(board, spec)
    # An opening lead out of turn is trick 1 by definition; a later one is not.
    if spec.kind is K.LEAD_OUT_OF_TURN and position.trick == 1:
        spec.kind = K.OPENING_LEAD_OUT_OF_TURN
    elif spec.kind is K.OPENING_LEAD_OUT_OF_TURN and position.trick not in (None, 1):
        problems.append(f"opening lead out of turn marked at trick {position.trick}")
    # skipped= (17D without ^S): the record lists the calls in rotation, so the seat it
    # gives the marked pass is not the seat that made it; the director's word is the fact.
    if Finding.TURN_SKIPPED in spec.options:
        turn = None
    if spec.turn is not None:
        if turn is not None and spec.turn != turn:
            problems.append(f"marker says it was {spec.turn.name}'s turn; the record says {turn.name}'s")
        turn = spec.turn
    relation: SeatRelation | None = None
    if spec.offender is not None and turn is not None and spec.kind not in _NO_RELATION:
        called = _has_called(board.auction, spec.offender,
                             position.call_index if position.call_index is not None else 0)
        relation = seat_relation(spec.offender, turn, called or position.phase is not Phase.AUCTION)
    if spec.relation is not None:
        if relation is not None and relation is not spec.relation:
            problems.append(f"marker says at={spec.relation.value}; the record shows "
                            f"at={relation.value}")
        relation = spec.relation
    return irregularity_from_spec(spec, position, turn, relation), problems
