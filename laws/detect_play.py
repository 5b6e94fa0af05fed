"""Irregularities the play record shows (Laws 41, 44, 53-56, 61-64, 68).

Replays the play against the deal and reports revokes (whether marked ``^R`` or
not, with the trick and whether Law 63A had established them), accepted leads
out of turn (``^L``), a declarer/dummy swap after an opening lead out of turn
(``[Declarer "^x"]``, Law 54A), and a play that stops early (a claim or
concession; the trick count comes from [Result]).
"""

from __future__ import annotations

from hakem.model.board import Board
from hakem.model.choices import Choice, Subkind, Verb
from hakem.model.diagnostics import Diagnostic, Severity
from hakem.model.irregularity import (Irregularity, IrregularityKind, Origin, Phase, Position,
                                      seat_relation)
from hakem.model.replay import Replay
from hakem.model.seat import Seat
from hakem.model.board_replay import proper_leader, replay_of

K = IrregularityKind

#: Replay problems that are about PBN's own marks, reported like the reference verifier.
MARK_PROBLEMS = {"pbn.bad-revoke-mark", "pbn.bad-lead-mark", "pbn.double-lead-mark"}


def _declarer(board: Board) -> Seat | None:
    if board.declarer is not None:
        return board.declarer
    return board.contract.declarer if board.contract is not None else None


def _play_stopped(board: Board, rep: Replay) -> bool:
    """True when the play ended before 13 tricks for good ('*', or a [Result] and no '+')."""
    play = board.play
    if play is None or play.ending == "+" or rep.complete:
        return False
    if board.deal is None or any(h is None or len(h) != 13 for h in board.deal.hands):
        return False  # end positions and partial deals are not claims
    return play.ending == "*" or board.result is not None


def _established(board: Board, rep: Replay, trick: int, seat: Seat) -> tuple[bool | None, str]:
    """Law 63A: established once the offender or his partner plays to a later trick,
    or his side claims, concedes or agrees to a claim (63A3, 63A4)."""
    for later in rep.tricks[trick:]:
        if any(c.seat in (seat, seat.partner) and c.card is not None for c in later.cards):
            return True, f"established: {seat.side.value} played to trick {later.number} (63A1)"
    if _play_stopped(board, rep):
        return True, "established by the claim or concession that ended the play (63A3-4)"
    return None, "the record ends before it could be established"


def _fallback_span(board: Board, cell=None):  # type: ignore[no-untyped-def]
    """Where a card was written; the play section or the board when that is unknown."""
    if board.play is not None and cell is not None:
        span = board.play.span_of(cell)
        if span is not None:
            return span
    return (board.play.span if board.play is not None else None) or board.span


def _revokes(board: Board, rep: Replay, found: list[Irregularity]) -> None:
    dummy = _declarer(board).partner if _declarer(board) is not None else None  # type: ignore[union-attr]
    for number, seat in rep.revokes:
        trick = rep.tricks[number - 1]
        cell = trick.card_of(seat)
        assert cell is not None and cell.card is not None
        led = trick.cards[0].card
        order = trick.leader.steps_to(seat) + 1
        established, why = _established(board, rep, number, seat)
        if cell.revoke:
            established = True  # PBN ^R: a revoke that stood (not noticed in time)
        detail = (f"{seat.name} played {cell.card} on the {led} lead while holding "
                  f"{led.suit.name if led else '?'}; {why}")
        found.append(Irregularity(
            K.REVOKE, offender=seat, position=Position(Phase.PLAY, trick=number, order=order),
            card=cell.card, established=established,
            subkind=Subkind.DUMMY if seat == dummy else None,
            origin=Origin.MARKED if cell.revoke else Origin.DETECTED,
            notation="^R" if cell.revoke else None, detail=detail,
            span=_fallback_span(board, cell)))


def _leads_out_of_turn(board: Board, rep: Replay, found: list[Irregularity]) -> None:
    declarer = _declarer(board)
    for trick in rep.tricks:
        lead = trick.cards[0] if trick.cards else None
        if lead is None or not lead.lead_out_of_turn:
            continue
        proper = proper_leader(board, rep, trick.number)
        if proper is None or proper == lead.seat:
            continue  # the replay reports ^L on the proper leader (pbn.bad-lead-mark)
        kind = K.OPENING_LEAD_OUT_OF_TURN if trick.number == 1 else K.LEAD_OUT_OF_TURN
        # 53A: the lead is accepted when the next hand plays to it; for the opening
        # lead that is declarer's choice (54B).
        acceptor = declarer if kind is K.OPENING_LEAD_OUT_OF_TURN else lead.seat.lho
        found.append(Irregularity(
            kind, offender=lead.seat, turn=proper, relation=seat_relation(lead.seat, proper),
            position=Position(Phase.PLAY, trick=trick.number, order=1), card=lead.card,
            accepted=True, accepted_by=acceptor, origin=Origin.MARKED, notation="^L",
            detail=f"{lead.seat.name} led {lead.card} when {proper.name} was on lead",
            span=_fallback_span(board, lead)))


def _swap(board: Board, found: list[Irregularity]) -> None:
    """``[Declarer "^x"]``: x played the hand because the presumed declarer spread his
    hand as dummy after the opening lead was faced out of turn (Law 54A)."""
    if not board.declarer_swapped or board.declarer is None:
        return
    presumed = board.declarer.partner
    auction = board.auction
    if auction is not None and auction.is_complete:
        made = auction.contract()
        if made is not None and made.declarer is not None and made.declarer != presumed:
            return  # an impossible swap: reported as pbn.bad-declarer-swap
    offender, turn = presumed.rho, presumed.lho
    found.append(Irregularity(
        K.OPENING_LEAD_OUT_OF_TURN, offender=offender, turn=turn,
        relation=seat_relation(offender, turn), position=Position(Phase.PLAY, trick=1, order=1),
        accepted=True, accepted_by=presumed, options=(Choice(Verb.BECOME_DUMMY),), chosen_by=presumed,
        origin=Origin.MARKED, notation="^Declarer",
        detail=f"{offender.name} led out of turn; {presumed.name} spread his hand and "
               f"{board.declarer.name} played it (Law 54A)", span=board.span))


def _claim(board: Board, rep: Replay, found: list[Irregularity]) -> None:
    if not _play_stopped(board, rep) or board.play is None or not _any_card(board.play):
        return
    declarer = _declarer(board)
    played = sum(1 for t in rep.tricks if t.winner is not None)  # a winner: four cards known
    partial = rep.tricks[played] if played < len(rep.tricks) else None
    known = [c for c in partial.cards if c.card is not None] if partial is not None else []
    order = len(known) + 1
    turn = known[-1].seat.lho if known else proper_leader(board, rep, played + 1)
    remaining = 13 - played
    position = Position(Phase.PLAY, trick=played + 1, order=order)
    if board.result is None or declarer is None:
        found.append(Irregularity(
            K.CLAIM, turn=turn, position=position, origin=Origin.DETECTED,
            detail=f"play stopped after {played} trick(s); no [Result] gives the count",
            span=_fallback_span(board)))
        return
    won = rep.won.get(declarer.side, 0)
    share = board.result - won
    if board.result_agreed:
        # PBN [Result "^n"]: the players agreed a count that differs from the play.
        found.append(Irregularity(
            K.RESULT_MISMATCH, position=Position(Phase.RECORD), expected=f"{won}-{won + remaining}",
            found=str(board.result), tricks=won, agreed=True, origin=Origin.MARKED,
            notation="^Result", span=board.span,
            detail=f"play stopped after {played} trick(s) (declarer {won}); the players "
                   f"agreed {board.result} tricks for declarer (Law 69)"))
        return
    if not 0 <= share <= remaining:
        found.append(Irregularity(
            K.RESULT_MISMATCH, position=Position(Phase.RECORD), expected=f"{won}-{won + remaining}",
            found=str(board.result), tricks=won, agreed=True if board.result_agreed else None,
            origin=Origin.DETECTED,
            detail=f"[Result] {board.result} is impossible: declarer had won {won} of the "
                   f"{played} tricks played and {remaining} remained", span=board.span))
        return
    if share == remaining:
        who = "declarer's side takes all the rest"
        subkind = Subkind.DECLARER_ALL
    elif share == 0:
        who = "the defenders take all the rest"
        subkind = Subkind.DEFENDERS_ALL
    else:
        who = f"declarer's side takes {share} of the {remaining}"
        subkind = Subkind.SPLIT
    found.append(Irregularity(
        K.CLAIM, turn=turn, position=position, tricks=share, subkind=subkind,
        agreed=None, origin=Origin.DETECTED,
        detail=f"play stopped after {played} trick(s) with {remaining} to play; "
               f"[Result] {board.result}: {who}", span=_fallback_span(board)))


def _any_card(play) -> bool:  # type: ignore[no-untyped-def]
    """The play record holds at least one card (``Play.card_count > 0``, without counting)."""
    return any(cell is not None and cell.card for row in play.rows for cell in row)


def detect_play(board: Board) -> tuple[list[Irregularity], list[Diagnostic]]:
    """Irregularities in the play and problems with its ``^R``/``^L`` marks."""
    found: list[Irregularity] = []
    diags: list[Diagnostic] = []
    _swap(board, found)
    rep = replay_of(board)
    if rep is None:
        return found, diags
    _revokes(board, rep, found)
    _leads_out_of_turn(board, rep, found)
    _claim(board, rep, found)
    for problem in rep.problems:
        if problem.code in MARK_PROBLEMS:
            diags.append(Diagnostic(Severity.ERROR, problem.code, problem.message, problem.span,
                                    problem.args))
    return found, diags


__all__ = ["detect_play", "MARK_PROBLEMS"]
