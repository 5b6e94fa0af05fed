"""A claim judged from the position the director entered (claim desk additions, issue 21).

At a face-to-face table there is often no play record: the director knows the cards each
player still holds, who is on lead, the cards on the current trick and the tricks each
side has won, not the order of the earlier tricks. The claim marker then carries that
position (:class:`~hakem.model.irregularity.ClaimPosition`) and the claim is judged from
it. Law 70E1 lets the director count on a suit being void only when the player had shown
out of it; with no play record nobody can know who showed out, so the position knows no
void from earlier plays, and the ruling says so.

The Law 70C finding (did the claimer mention the outstanding trump?) is the director's
at the table; a marker records it as ``trump-mentioned=yes|no``.
"""

from __future__ import annotations

from hakem.analysis.position import Position, PositionError
from hakem.model.board import Board
from hakem.model.choices import Finding
from hakem.model.facts import FactKey
from hakem.model.irregularity import Irregularity
from hakem.model.seat import Seat


class Say(FactKey):
    """What a ruling on a claim judged from an entered position adds."""

    ENTERED = "claim.position-entered", "tricks:int lead:seat"
    NO_SHOW_OUTS = "claim.no-play-record"
    # the claim desk's session page lists a contested claim without searching it
    DEFERRED = "claim.contested-not-judged"
    ASK_DESK = "claim.ask.judge-at-desk"


def trump_awareness(irr: Irregularity | None) -> str:
    """The Law 70C setting of the claim judgement from the marker's finding: ``aware``
    when the director found the trump mentioned, ``unaware`` when not, else ``auto`` (the
    judgement reads the statement)."""
    options = irr.options if irr is not None else ()
    if Finding.TRUMP_MENTIONED in options:
        return "aware"
    if Finding.TRUMP_NOT_MENTIONED in options:
        return "unaware"
    return "auto"


def position_at_claim(board: Board, irr: Irregularity, claimer: Seat | None, tricks: int | None,
                      concession: bool) -> tuple[Position, Seat, int, Seat]:
    """The position the marker gives, the claimer, the tricks his side claims of those
    remaining and declarer (as :func:`hakem.analysis.claims.claim_at` for a played record).

    Raises :class:`PositionError` when the position does not fit the contract or the deal
    (a card a player was not dealt).
    """
    entered = irr.at_claim
    assert entered is not None
    contract = board.contract
    if contract is None or contract.strain is None:
        raise PositionError("no contract (passed out or missing)")
    declarer = board.declarer if board.declarer is not None else contract.declarer
    if declarer is None:
        raise PositionError("no declarer recorded")
    hands = tuple(tuple(h or ()) for h in entered.remaining.hands)
    deal = board.deal
    if deal is not None and deal.is_complete:
        for seat in Seat:
            foreign = [str(c) for c in hands[seat] if c not in (deal.hands[seat] or ())]
            if foreign:
                raise PositionError(f"the position at the claim gives {seat.name} "
                                    f"{' '.join(foreign)}, not in his hand in [Deal]")
        for i, card in enumerate(entered.current):
            seat = entered.leader.offset(i)
            if card not in (deal.hands[seat] or ()):
                raise PositionError(f"the current trick gives {seat.name} {card}, not in his hand in [Deal]")
    position = Position(hands, contract.strain.suit, entered.leader, entered.current,  # type: ignore[arg-type]
                        entered.won_ns, entered.won_ew)
    problems = position.problems()
    if problems:
        raise PositionError("; ".join(problems))
    seat = claimer if claimer is not None else (irr.offender or declarer)
    count = tricks if tricks is not None else irr.tricks
    if count is None:
        raise PositionError("no claim count: the claim marker gives no number of tricks")
    claimed = position.tricks_left - count if concession else count
    if not 0 <= claimed <= position.tricks_left:
        raise PositionError(f"cannot claim {claimed} of {position.tricks_left} remaining tricks")
    return position, seat, claimed, declarer


__all__ = ["Say", "position_at_claim", "trump_awareness"]
