"""Irregularities: what happened at the table that the Laws have to rule on.

One :class:`Irregularity` describes one event, whether a tournament director
marked it in the record (PBN ``^`` tokens, hakem's ``@`` markers inside
commentary) or hakem found it by replaying the record. The laws engine rules on
these objects; it never looks at the file again.

>>> from hakem.model.seat import Seat
>>> irr = Irregularity(IrregularityKind.INSUFFICIENT_BID, offender=Seat.S,
...                    position=Position(Phase.AUCTION, call_index=3))
>>> irr.kind.laws, str(irr.position)
(('27',), 'call 4')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .calls import Call
from .cards import Card
from .choices import MarkerOption, Subkind, TableWord
from .deal import Deal
from .diagnostics import SourceSpan
from .seat import Seat


class IrregularityKind(Enum):
    """What kind of event; the value is the stable name used in JSON and markers docs."""

    # --- auction -----------------------------------------------------------------
    CALL_OUT_OF_ROTATION = "call-out-of-rotation"
    """Laws 28-32 (pass 30, bid 31, double/redouble 32); accepted under 29A."""
    INSUFFICIENT_BID = "insufficient-bid"
    """Law 27 (accepted under 27A1, PBN ``^I``)."""
    INADMISSIBLE_DOUBLE = "inadmissible-double"
    """Laws 35A/36: a double or redouble Law 19 does not permit."""
    CALL_WHILE_REQUIRED_TO_PASS = "call-while-required-to-pass"
    """Laws 35B/37."""
    BID_ABOVE_SEVEN = "bid-above-seven"
    """Laws 35C/38."""
    CALL_AFTER_AUCTION_ENDED = "call-after-auction-ended"
    """Laws 35D/39."""
    CHANGE_OF_CALL = "change-of-call"
    """Law 25 (A unintended, B change of mind)."""
    CARD_EXPOSED_DURING_AUCTION = "card-exposed-during-auction"
    """Law 24."""
    # --- play ----------------------------------------------------------------------
    OPENING_LEAD_OUT_OF_TURN = "opening-lead-out-of-turn"
    """Law 54 (PBN ``^L`` on trick 1, or ``[Declarer "^N"]`` for 54A)."""
    LEAD_OUT_OF_TURN = "lead-out-of-turn"
    """Laws 53, 55 (declarer), 56 (defender)."""
    PREMATURE_PLAY = "premature-play"
    """Law 57: a defender leads or plays before his partner has played."""
    EXPOSED_CARD = "exposed-card"
    """Law 49: a defender's card exposed outside normal play."""
    PENALTY_CARD = "penalty-card"
    """Laws 50-52: a penalty card on the table (major or minor)."""
    SIMULTANEOUS_CARDS = "simultaneous-cards"
    """Law 58."""
    FIFTH_CARD = "fifth-card"
    """Law 45E: a fifth card contributed to a trick."""
    REVOKE = "revoke"
    """Laws 61-64 (established or corrected; PBN ``^R`` for one that stood)."""
    DEFECTIVE_TRICK = "defective-trick"
    """Law 67: a player contributed no card, or more than one, to a trick."""
    OPENING_LEAD_FACED = "opening-lead-faced"
    """Law 41: the opening lead faced before the auction had properly ended, or faced
    instead of face down (issue 17)."""
    CARD_RETRACTED = "card-retracted"
    """Law 47: a played card was taken back (issue 17)."""
    CLAIM = "claim"
    """Laws 68-70 (a claim of tricks; the play was curtailed)."""
    CONCESSION = "concession"
    """Laws 68, 69, 71."""
    DIRECTOR_CALLED = "director-called"
    """Law 9B: attention drawn, director summoned."""
    # --- the record against itself -----------------------------------------------
    RESULT_MISMATCH = "result-mismatch"
    """[Result] differs from the tricks the play shows (PBN ``^n`` = agreed, Law 69)."""
    SCORE_MISMATCH = "score-mismatch"
    """[Score] differs from the Law 77 score of contract, result and vulnerability."""
    CONTRACT_MISMATCH = "contract-mismatch"
    """[Contract]/[Declarer] differ from what the auction produces (Law 22)."""
    DEALER_INCONSISTENT = "dealer-inconsistent"
    """[Dealer] differs from Law 2's dealer for the board number."""
    VULNERABILITY_INCONSISTENT = "vulnerability-inconsistent"
    """[Vulnerable] differs from Law 2's vulnerability for the board number."""
    DUPLICATE_CARD = "duplicate-card"
    """A card appears in two hands (Law 13, fouled board)."""
    MISSING_CARDS = "missing-cards"
    """A hand has fewer or more than 13 cards (Laws 13-14)."""
    # --- a whole file against itself ---------------------------------------------
    MARKINGS_PATTERN = "markings-pattern"
    """A file whose boards' dealer or vulnerability follow no Law 2 pattern, or follow it
    shifted: said once for the file rather than once per board."""
    AUCTION_SEAT_PATTERN = "auction-seat-pattern"
    """A file whose auctions consistently start from another seat than the one that
    makes the recorded declarer (Laws 17A, 22): said once for the file."""
    PLAY_RECORD_PATTERN = "play-record-pattern"
    """A file whose play records systematically stop short or do not replay, so that
    where a record stops says nothing about a claim (Law 68): said once for the file."""

    @property
    def laws(self) -> tuple[str, ...]:
        """The laws that govern this kind (the starting point for a ruling)."""
        return _LAWS[self]

    @property
    def phase(self) -> "Phase":
        if self in _AUCTION_KINDS:
            return Phase.AUCTION
        if self in _RECORD_KINDS:
            return Phase.RECORD
        return Phase.PLAY


_LAWS: dict[IrregularityKind, tuple[str, ...]] = {
    IrregularityKind.CALL_OUT_OF_ROTATION: ("28", "29", "30", "31", "32"),
    IrregularityKind.INSUFFICIENT_BID: ("27",),
    IrregularityKind.INADMISSIBLE_DOUBLE: ("35A", "36"),
    IrregularityKind.CALL_WHILE_REQUIRED_TO_PASS: ("35B", "37"),
    IrregularityKind.BID_ABOVE_SEVEN: ("35C", "38"),
    IrregularityKind.CALL_AFTER_AUCTION_ENDED: ("35D", "39"),
    IrregularityKind.CHANGE_OF_CALL: ("25",),
    IrregularityKind.CARD_EXPOSED_DURING_AUCTION: ("24",),
    IrregularityKind.OPENING_LEAD_OUT_OF_TURN: ("53", "54"),
    IrregularityKind.LEAD_OUT_OF_TURN: ("53", "55", "56"),
    IrregularityKind.PREMATURE_PLAY: ("57",),
    IrregularityKind.EXPOSED_CARD: ("49", "50"),
    IrregularityKind.PENALTY_CARD: ("50", "51", "52"),
    IrregularityKind.SIMULTANEOUS_CARDS: ("58",),
    IrregularityKind.FIFTH_CARD: ("45E",),
    IrregularityKind.REVOKE: ("61", "62", "63", "64"),
    IrregularityKind.DEFECTIVE_TRICK: ("67",),
    IrregularityKind.OPENING_LEAD_FACED: ("41",),
    IrregularityKind.CARD_RETRACTED: ("47",),
    IrregularityKind.CLAIM: ("68", "69", "70"),
    IrregularityKind.CONCESSION: ("68", "69", "71"),
    IrregularityKind.DIRECTOR_CALLED: ("9",),
    IrregularityKind.RESULT_MISMATCH: ("65", "66", "69"),
    IrregularityKind.SCORE_MISMATCH: ("77", "79"),
    IrregularityKind.CONTRACT_MISMATCH: ("22",),
    IrregularityKind.DEALER_INCONSISTENT: ("2",),
    IrregularityKind.VULNERABILITY_INCONSISTENT: ("2",),
    IrregularityKind.DUPLICATE_CARD: ("13",),
    IrregularityKind.MISSING_CARDS: ("13", "14"),
    IrregularityKind.MARKINGS_PATTERN: ("2",),
    IrregularityKind.AUCTION_SEAT_PATTERN: ("17", "22"),
    IrregularityKind.PLAY_RECORD_PATTERN: ("68",),
}

_AUCTION_KINDS = frozenset({
    IrregularityKind.CALL_OUT_OF_ROTATION, IrregularityKind.INSUFFICIENT_BID,
    IrregularityKind.INADMISSIBLE_DOUBLE, IrregularityKind.CALL_WHILE_REQUIRED_TO_PASS,
    IrregularityKind.BID_ABOVE_SEVEN, IrregularityKind.CALL_AFTER_AUCTION_ENDED,
    IrregularityKind.CHANGE_OF_CALL, IrregularityKind.CARD_EXPOSED_DURING_AUCTION,
})
_RECORD_KINDS = frozenset({
    IrregularityKind.RESULT_MISMATCH, IrregularityKind.SCORE_MISMATCH,
    IrregularityKind.CONTRACT_MISMATCH, IrregularityKind.DEALER_INCONSISTENT,
    IrregularityKind.VULNERABILITY_INCONSISTENT, IrregularityKind.DUPLICATE_CARD,
    IrregularityKind.MISSING_CARDS, IrregularityKind.MARKINGS_PATTERN,
    IrregularityKind.AUCTION_SEAT_PATTERN, IrregularityKind.PLAY_RECORD_PATTERN,
})
#: Kinds said once for a whole file, not for one board.
FILE_KINDS = frozenset({IrregularityKind.MARKINGS_PATTERN, IrregularityKind.AUCTION_SEAT_PATTERN,
                        IrregularityKind.PLAY_RECORD_PATTERN})


class Phase(Enum):
    AUCTION = "auction"
    PLAY = "play"
    RECORD = "record"
    """The record as a whole (tags, deal, result), not a moment at the table."""


class SeatRelation(Enum):
    """Whose turn it was, seen from the offender (laws-spec "Seat-relation classifier").

    Laws 30-32 and 53-56 rule differently by this relation.
    """

    RHO = "rho"
    """It was the offender's right-hand opponent's turn (30A, 31A, 32A)."""
    PARTNER = "partner"
    """It was his partner's turn (30B, 31B, 32B; in play, 56 vs 57)."""
    LHO = "lho"
    """It was his left-hand opponent's turn and he had already called: a change of
    call (30B2, 31C -> Law 25). In the play: simply LHO's turn."""
    LHO_FIRST_CALL = "lho-first-call"
    """LHO's turn and the offender had not called yet (only when LHO deals):
    treated like partner's turn (30B1, 31B)."""
    OWN = "own"
    """It was the offender's own turn (e.g. an insufficient bid in rotation)."""


def seat_relation(offender: Seat, turn: Seat, offender_has_called: bool = True) -> SeatRelation:
    """Classify the turn holder relative to the offender.

    >>> seat_relation(Seat.N, Seat.W)
    <SeatRelation.RHO: 'rho'>
    """
    if turn == offender:
        return SeatRelation.OWN
    if turn == offender.rho:
        return SeatRelation.RHO
    if turn == offender.partner:
        return SeatRelation.PARTNER
    return SeatRelation.LHO if offender_has_called else SeatRelation.LHO_FIRST_CALL


class Origin(Enum):
    MARKED = "marked"
    """Written in the record: a PBN ``^`` token or a hakem ``@`` marker."""
    DETECTED = "detected"
    """Found by hakem from the plain record (deal, auction, play, tags)."""


@dataclass(frozen=True, slots=True)
class Position:
    """Where in the board the event happened.

    Auction positions count entries of :attr:`Auction.calls` (0-based
    ``call_index``; ``^S`` entries count). Play positions are a trick (1-13)
    and the place in that trick's *play order* (1 = the lead).
    """

    phase: Phase
    call_index: int | None = None
    trick: int | None = None
    order: int | None = None

    def __str__(self) -> str:
        if self.phase is Phase.AUCTION:
            return "auction" if self.call_index is None else f"call {self.call_index + 1}"
        if self.phase is Phase.PLAY:
            if self.trick is None:
                return "play"
            return f"trick {self.trick}" + (f" card {self.order}" if self.order else "")
        return "record"

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"phase": self.phase.value}
        for name in ("call_index", "trick", "order"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out


@dataclass(frozen=True, slots=True)
class ClaimPosition:
    """The cards as they lay when play stopped for a claim, entered by the director when
    no play record exists (a face-to-face table: a marker's ``remaining=``, ``lead=``,
    ``current=``, ``won-ns=``, ``won-ew=``; claim desk additions, issue 21).

    Without the order of play nobody can say who showed out of which suit earlier, so a
    claim judged from it knows no void from earlier plays (Law 70E1's "shown out").
    """

    remaining: Deal
    """The cards still held by each player (cards on the current trick excluded)."""
    leader: Seat
    """Who led to the current trick (or is to lead when it is empty)."""
    current: tuple[Card, ...] = ()
    """The cards already played to the current trick, the lead first."""
    won_ns: int = 0
    won_ew: int = 0

    def __str__(self) -> str:
        """The position in marker words (what a marker writes to record it)."""
        parts = [f'remaining="{self.remaining.to_pbn()}"', f"lead={self.leader.name}"]
        if self.current:
            parts.append("current=" + ",".join(str(c) for c in self.current))
        return " ".join(parts + [f"won-ns={self.won_ns}", f"won-ew={self.won_ew}"])


@dataclass(frozen=True, slots=True)
class Irregularity:
    """One irregularity, marked or detected, with everything a ruling needs from the record.

    ``offender`` is the player who committed it; for a claim or concession it is
    the claimer / conceder (not an offender in the Laws' sense).
    """

    kind: IrregularityKind
    offender: Seat | None = None
    turn: Seat | None = None
    """Whose turn it was to call or play when it happened."""
    relation: SeatRelation | None = None
    """``turn`` seen from ``offender``."""
    position: Position | None = None
    call: Call | None = None
    """The irregular call (out of rotation, insufficient, inadmissible, changed...)."""
    card: Card | None = None
    """The irregular card (led out of turn, revoke card, penalty card...)."""
    cards: tuple[Card, ...] = ()
    """Further cards involved (several exposed cards, simultaneous cards)."""
    subkind: Subkind | None = None
    """A refinement: the Law 36 case (``double-of-own-side``...), ``missing``/``extra`` for
    Law 67, ``major``/``minor`` penalty card, ``unintended``/``change-of-mind`` (25)."""
    accepted: bool | None = None
    """Accepted (29A, 27A1, 53A, 55A...) or not; None when the record does not say."""
    accepted_by: Seat | None = None
    replacement_call: Call | None = None
    replacement_card: Card | None = None
    attention_by: Seat | None = None
    """Who first drew attention to it (a marker's ``attention=``): dummy may not during
    the play (Laws 9A4, 43A1(b))."""
    sequence: tuple[Seat, ...] = ()
    """The order in which cards reached the table in the irregularity's trick, as the
    director established it (a marker's ``sequence=``): PBN seat columns only give the
    legal rotation, not that dummy played before a defender's premature card (57C)."""
    options: tuple[MarkerOption, ...] = ()
    """Choices of the non-offending side and the director's findings, typed
    (:mod:`hakem.model.choices`), e.g. ``forbid:C`` (57A), ``become-dummy`` (54A),
    ``require:S`` (50D2), ``comparable`` (23A)."""
    chosen_by: Seat | None = None
    established: bool | None = None
    """Revoke: established under Law 63A (True), corrected under 62 (False), unknown (None)."""
    tricks: int | None = None
    """Claim/concession: tricks claimed (or conceded) by the claimer's side of those
    remaining; result mismatch: tricks the play shows for declarer."""
    statement: str | None = None
    """The claimer's statement, as recorded."""
    later_statements: tuple[str, ...] = ()
    """Claim: what the claimer said after his original statement, in order (the statement
    as clarified, 68C). Law 70D1 lets the director go by the original one only."""
    agreed: bool | None = None
    """Claim, concession or result: agreed by the opponents (True) or contested (False)."""
    expected: str | None = None
    """For record mismatches: what the Laws or the play say."""
    found: str | None = None
    """For record mismatches: what the record says."""
    note: str | None = None
    """Free text from the marker (after ``--``) or the TD."""
    detail: str | None = None
    # auction-period additions (issue 17)
    table_ruling: tuple[str, ...] = ()
    """The laws of the ruling the director actually gave at the table (a marker's
    ``ruled=``), for the comparison with hakem's own (Law 82C)."""
    gained: int | None = None
    """11A: the tricks the non-offending side gained from the opponents not knowing the law,
    as the director found them (a ``@TD`` marker's ``gained=``): the split score's figures."""
    table_actions: tuple[TableWord, ...] = ()
    """What the director applied at the table, as typed words (a marker's
    ``ruled-option=``: ``require:S``, ``barred``, ``no-rectification``...), compared with
    hakem's ruling (Law 82C)."""
    """A one-line human description (set by the detector or the marker reader)."""
    # claim desk additions (issue 21)
    at_claim: ClaimPosition | None = None
    """Claim or concession: the position at the claim as the director entered it (no play
    record); the claim is judged from it instead of a replay of the record."""
    origin: Origin = Origin.DETECTED
    notation: str | None = None
    """How it was written: ``^I``, ``^S``, ``^R``, ``^L``, ``^Declarer``, ``^Result``,
    ``@`` (hakem marker); None when detected."""
    span: SourceSpan | None = field(default=None, compare=False)

    @property
    def laws(self) -> tuple[str, ...]:
        return self.kind.laws

    def describe(self) -> str:
        """A one-line summary for reports."""
        parts = [self.kind.value]
        if self.offender is not None:
            parts.append(self.offender.name)
        if self.call is not None:
            parts.append(str(self.call))
        if self.card is not None:
            parts.append(str(self.card))
        if self.position is not None:
            parts.append(f"at {self.position}")
        if self.detail:
            parts.append(f"- {self.detail}")
        return " ".join(parts)


__all__ = ["FILE_KINDS", "ClaimPosition", "Irregularity", "IrregularityKind", "Origin", "Phase", "Position", "SeatRelation",
           "seat_relation"]
