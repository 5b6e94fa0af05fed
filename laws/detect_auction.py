"""Irregularities the auction record itself shows (Laws 18-19, 22, 27-39).

Finds accepted calls out of rotation (PBN ``^S``, or a first call not made by
the dealer), insufficient bids (``^I`` marked or not), inadmissible doubles and
redoubles (Law 36), calls after the auction ended (Law 39), and a [Contract] or
[Declarer] that the auction does not produce. The ``^`` tokens are checked the
way the PBN reference verifier checks them: ``^I`` on a sufficient bid and a
``[Declarer "^x"]`` that is not the auction declarer's partner are reported.
"""

from __future__ import annotations

from hakem.model.auction import Auction, AuctionCall
from hakem.model.board import Board
from hakem.model.calls import CallKind
from hakem.model.choices import Subkind
from hakem.model.diagnostics import Diagnostic, Severity
from hakem.model.irregularity import (Irregularity, IrregularityKind, Origin, Phase, Position,
                                      seat_relation)
from hakem.model.seat import Seat

K = IrregularityKind
# Enum members as module constants: read for every call (an Enum class attribute costs
# several times a global lookup in Python 3.11).
_PASS, _BID, _DOUBLE, _REDOUBLE = CallKind.PASS, CallKind.BID, CallKind.DOUBLE, CallKind.REDOUBLE
_AUCTION = Phase.AUCTION
#: The readers' codes for a call they could not read and left out of the auction (a
#: Bridge Composer ``AC`` placeholder for a hidden call, a typo): the calls after it
#: then stand in the wrong seats.
DROPPED_CALL_CODES = frozenset({"pbn.bad-call", "lin.bad-call"})


def dropped_call(board: Board) -> bool:
    """Whether a call of ``board``'s auction is hidden (AC) or was left out as unreadable:
    who made each later call, or what it was, is then unknown, so the auction proves
    nothing about the table."""
    auction = board.auction
    if auction is not None and not auction.fully_known:
        return True
    return any(d.code in DROPPED_CALL_CODES for d in board.diagnostics)


def _has_called(calls: tuple[AuctionCall, ...], seat: Seat, before: int) -> bool:
    return any(e.seat == seat and e.call is not None for e in calls[:before])


def _next_caller(calls: tuple[AuctionCall, ...], index: int) -> Seat | None:
    """Who called after entry ``index`` (the acceptor under 27A1/29A), if anybody did."""
    for entry in calls[index + 1:]:
        if entry.call is not None:
            return entry.seat
    return None


def _double_problem(kind: CallKind, seat: Seat, last_bid: AuctionCall | None,
                    risk: CallKind | None, doubler: Seat | None) -> Subkind | None:
    """Why a double/redouble is inadmissible under Law 19, or None when it is legal."""
    if kind is CallKind.DOUBLE:
        if last_bid is None:
            return Subkind.DOUBLE_WITHOUT_BID
        if last_bid.seat.side == seat.side:
            return Subkind.DOUBLE_OF_OWN_SIDE
        if risk is CallKind.DOUBLE:
            return Subkind.DOUBLE_OF_DOUBLED_BID
        if risk is CallKind.REDOUBLE:
            return Subkind.DOUBLE_OF_REDOUBLED_BID
        return None
    if risk is None:
        return Subkind.REDOUBLE_WITHOUT_DOUBLE
    if risk is CallKind.REDOUBLE:
        return Subkind.REDOUBLE_OF_REDOUBLED_BID
    if doubler is not None and doubler.side == seat.side:
        return Subkind.REDOUBLE_OF_OWN_SIDE_DOUBLE
    return None


def detect_auction(board: Board) -> tuple[list[Irregularity], list[Diagnostic]]:
    """Irregularities in ``board.auction`` and problems with its ``^`` marks."""
    auction = board.auction
    if auction is None or not auction.calls:
        return [], []
    if dropped_call(board):
        # A hidden call (AC) or a word left out as unreadable: any call may stand in the
        # gap, so "double without a bid" and the like would be the record's, not the table's.
        what = (f"{auction.unreadable} unreadable word(s)" if auction.unreadable
                else "a call the record does not show")
        return [], [Diagnostic(Severity.WARNING, "auction.not-checked",
                               f"auction not checked against the Laws: it has {what}", auction.span,
                               (("kind", "unreadable" if auction.unreadable else "unshown"),
                                ("count", auction.unreadable)))]
    found: list[Irregularity] = []
    diags: list[Diagnostic] = []
    calls = auction.calls
    _first_call(board, auction, found)
    end = auction.end_index()
    contract = auction.contract() if end is not None else None
    last_bid: AuctionCall | None = None
    last_rank = -1  # (the rank of last_bid's call)
    risk: CallKind | None = None
    doubler: Seat | None = None
    skipped: list[Seat] = []
    for i, entry in enumerate(calls):
        call = entry.call
        if call is None:  # ^S: this seat's turn was skipped
            skipped.append(entry.seat)
            continue
        kind = call.kind
        if end is not None and i > end:
            found.append(_late_call(entry, Position(_AUCTION, call_index=i), contract, auction))
            continue
        if kind is _PASS and not skipped:
            continue  # a pass in turn: nothing to check, nothing it changes
        if skipped:
            turn = skipped[0]
            found.append(Irregularity(
                K.CALL_OUT_OF_ROTATION, offender=entry.seat, turn=turn,
                relation=seat_relation(entry.seat, turn, _has_called(calls, entry.seat, i)),
                position=Position(_AUCTION, call_index=i), call=call, accepted=True,
                accepted_by=_next_caller(calls, i), origin=Origin.MARKED, notation="^S",
                detail=f"{entry.seat.name} called {call} when it was {turn.name}'s turn; "
                       f"accepted ({len(skipped)} seat(s) skipped)", span=auction.call_span(i)))
            skipped = []
        if kind is _BID:
            rank = call.rank
            if last_bid is not None and rank <= last_rank:
                found.append(Irregularity(
                    K.INSUFFICIENT_BID, offender=entry.seat, turn=entry.seat,
                    relation=seat_relation(entry.seat, entry.seat),
                    position=Position(_AUCTION, call_index=i), call=call,
                    accepted=True if entry.insufficient or _next_caller(calls, i) is not None else None,
                    accepted_by=_next_caller(calls, i),
                    origin=Origin.MARKED if entry.insufficient else Origin.DETECTED,
                    notation="^I" if entry.insufficient else None,
                    detail=f"{call} does not supersede {last_bid.call} (Law 18D)", span=auction.call_span(i)))
            elif entry.insufficient:
                diags.append(Diagnostic(
                    Severity.ERROR, "pbn.sufficient-bid-mark",
                    f"^I on {call}, which is sufficient over "
                    f"{last_bid.call if last_bid is not None else 'no bid'}", auction.call_span(i),
                    (("call", str(call)), ("over", str(last_bid.call) if last_bid is not None else None))))
            # Like the reference verifier, an accepted insufficient bid becomes the
            # bid later calls must beat (27A1: it is treated as legal).
            last_bid, last_rank, risk, doubler = entry, rank, None, None
        elif kind is _DOUBLE or kind is _REDOUBLE:
            problem = _double_problem(kind, entry.seat, last_bid, risk, doubler)
            if problem is None:
                risk = kind
                doubler = entry.seat
            else:
                # Law 36: an inadmissible double can never be accepted; if the auction
                # went on, the contract is scored as though it had not been made.
                found.append(Irregularity(
                    K.INADMISSIBLE_DOUBLE, offender=entry.seat, turn=entry.seat,
                    position=Position(_AUCTION, call_index=i), call=call, subkind=problem, accepted=False,
                    origin=Origin.DETECTED,
                    detail=f"{call} by {entry.seat.name}: {problem.value.replace('-', ' ')} (Law 19)",
                    span=auction.call_span(i)))
    _contract_check(board, auction, contract, found, diags)
    return found, diags


def _first_call(board: Board, auction: Auction, found: list[Irregularity]) -> None:
    """The dealer calls first (Law 17A); a record starting elsewhere shows a call out of
    rotation that stood, unless a ``^S`` keeps the dealer's place."""
    dealer = board.dealer
    first = auction.calls[0]
    if dealer is None or auction.dealer == dealer or first.call is None:
        return
    found.append(Irregularity(
        K.CALL_OUT_OF_ROTATION, offender=first.seat, turn=dealer,
        relation=seat_relation(first.seat, dealer, False),
        position=Position(Phase.AUCTION, call_index=0), call=first.call,
        accepted=True if len(auction.real_calls) > 1 else None,
        accepted_by=_next_caller(auction.calls, 0), origin=Origin.DETECTED,
        expected=dealer.name, found=first.seat.name,  # [Dealer] against [Auction]
        detail=f"the auction starts with {first.seat.name}, but {dealer.name} is the dealer",
        span=auction.call_span(0)))


def _late_call(entry: AuctionCall, position: Position, contract,  # type: ignore[no-untyped-def]
               auction: Auction) -> Irregularity:
    """Law 39: a call after the final pass is cancelled; who made it matters (39B)."""
    role = None
    if contract is not None and contract.declarer is not None:
        role = Subkind.DECLARING_SIDE if entry.seat.side == contract.declarer.side \
            else Subkind.DEFENDER
    assert entry.call is not None
    return Irregularity(
        K.CALL_AFTER_AUCTION_ENDED, offender=entry.seat, position=position, call=entry.call,
        subkind=role, accepted=False, origin=Origin.DETECTED,
        detail=f"{entry.seat.name} called {entry.call} after the auction had ended",
        span=auction.call_span(position.call_index) if position.call_index is not None
        else auction.span)


def _contract_check(board: Board, auction: Auction, contract, found: list[Irregularity],  # type: ignore[no-untyped-def]
                    diags: list[Diagnostic]) -> None:
    """[Contract]/[Declarer] against the auction, and ``[Declarer "^x"]`` (Law 54A)."""
    if contract is None or auction.ending == "*":
        return
    recorded = board.contract
    declarer = board.declarer
    auction_declarer = contract.declarer
    if board.declarer_swapped and declarer is not None:
        if auction_declarer is None or declarer != auction_declarer.partner:
            diags.append(Diagnostic(
                Severity.ERROR, "pbn.bad-declarer-swap",
                f"[Declarer \"^{declarer.name}\"]: the auction's declarer is "
                f"{auction_declarer.name if auction_declarer is not None else 'nobody'}, so only "
                f"{auction_declarer.partner.name if auction_declarer is not None else '-'} can have "
                "played the hand after a swap", board.span,
                (("seat", declarer.name),
                 ("declarer", auction_declarer.name if auction_declarer is not None else None),
                 ("partner", auction_declarer.partner.name if auction_declarer is not None else None))))
            return
        declarer = declarer.partner  # the presumed declarer, as the auction made him
    if recorded is not None and not recorded.is_denomination_only and (
            recorded.level != contract.level or recorded.strain != contract.strain
            or recorded.risk != contract.risk):
        found.append(Irregularity(
            K.CONTRACT_MISMATCH, position=Position(Phase.RECORD), expected=str(contract),
            found=str(recorded), subkind="contract", origin=Origin.DETECTED,
            detail=f"[Contract] is {recorded}, the auction ends in {contract}", span=board.span))
    elif declarer is not None and auction_declarer is not None and declarer != auction_declarer:
        found.append(Irregularity(
            K.CONTRACT_MISMATCH, position=Position(Phase.RECORD), expected=auction_declarer.name,
            found=declarer.name, subkind="declarer", origin=Origin.DETECTED,
            detail=f"[Declarer] is {declarer.name}, the auction makes {auction_declarer.name} "
                   "declarer", span=board.span))


__all__ = ["detect_auction"]
