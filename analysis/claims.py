"""Ruling on a claim or concession (Laws 68-71): the TD-facing API.

:func:`rule_claim` takes the position at the claim, the claimer, the tricks claimed and
the statement, and returns a :class:`ClaimRuling`: the tricks awarded on the worst
normal line (Law 70), that line card by card with the rule that made each of the
claimer's cards normal, the double-dummy value for contrast, Law 71 restoration of a
conceded trick that no normal play could lose, and the points the TD must judge.

:func:`check_board_claim` does the same for a recorded board whose play stops early
(PBN ``*``, LIN ``mc``), taking the recorded result as declarer's claim.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from hakem.model.board import Board
from hakem.model.seat import Seat, Side
from hakem.model.settings import DEFAULT_CLAIM_NODE_CAP

from . import claim_statement as cs
from . import dds
from .claim_policy import RULES, Policy
from .claim_search import LineStep, normal_line_search
from .position import Position, PositionError, Tricks


class Outcome(Enum):
    UPHELD = "claim upheld"
    REDUCED = "claim not upheld: tricks to the opponents (Law 70)"
    RESTORED = "concession cancelled: tricks restored (Law 71)"
    UNDECIDED = "search capped: the TD must decide between the bounds"


@dataclass(frozen=True, slots=True)
class Flag:
    """A point the TD must judge, or a caveat on the automatic answer."""

    code: str
    message: str
    law: str | None = None
    alternative: Tricks | None = None
    """The award if the TD rules the other way on this point."""


@dataclass(frozen=True, slots=True)
class ClaimRuling:
    """The proposed ruling; every trick count names its side.

    ``claimed``, ``awarded`` and ``dd`` count the *remaining* tricks (the one in
    progress included); :attr:`declarer_total` is declarer's whole-board count.
    """

    claimer: Seat
    claimed: Tricks
    awarded: Tricks
    """Tricks for the claiming side on the worst normal line (lower bound if capped)."""
    upper: Tricks
    exact: bool
    outcome: Outcome
    dd: Tricks | None
    """Double-dummy value for the claiming side: an upper bound, never the ruling."""
    declarer_total: Tricks | None
    line: tuple[LineStep, ...]
    flags: tuple[Flag, ...]
    laws: tuple[str, ...]
    statement: cs.ClaimStatement
    nodes: int
    seconds: float

    def line_text(self) -> list[str]:
        """The critical line, one card per row, with the rule for the claimer's cards."""
        rows = []
        for k, step in enumerate(self.line):
            why = f"  - {RULES.get(step.rule, step.rule)}" if step.rule else ""
            rows.append(f"{k + 1:>2}. {step.seat.name} {step.card}{why}")
        return rows


def _awareness(position: Position, claimer: Seat, statement: cs.ClaimStatement,
               setting: str) -> tuple[bool, list[Flag], list]:
    """Law 70C: is the claimer (at all likely) unaware of an outstanding trump?"""
    trump = position.trump
    if trump is None:
        return False, [], []
    theirs = [c for s in (claimer.lho, claimer.rho) for c in position.hands[s] if c.suit == trump]
    if not theirs:
        return False, [], []
    if setting == "aware":
        return True, [], theirs
    if setting == "unaware":
        return False, [], theirs
    mentioned = statement.mentions_trumps or any(c in statement.mentioned for c in theirs)
    if mentioned:
        return True, [], theirs
    flags = []
    if position.last_trick and position.last_trick[0][1].suit == trump:
        flags.append(Flag("70C-evidence", "the last trick before the claim was a trump lead: "
                          "awareness of the remaining trump may be evident (WB 8.70.4)", "Law 70C2"))
    return False, flags, theirs


def rule_claim(position: Position, claimer: Seat, tricks: int, statement: str | cs.ClaimStatement | None = None,
               *, declarer: Seat | None = None, policy: Policy = Policy(), trump_awareness: str = "auto",
               with_dd: bool = True, node_cap: int = DEFAULT_CLAIM_NODE_CAP, alternatives: bool = True) -> ClaimRuling:
    """Rule on a claim of ``tricks`` of the remaining tricks by ``claimer``'s side.

    A concession of n tricks is a claim of ``position.tricks_left - n``.
    ``trump_awareness`` is ``auto`` (aware only if the statement mentions trumps or the
    card), ``aware`` or ``unaware`` (the TD's finding under Law 70C2).

    >>> from hakem.model.cards import Suit
    >>> p = Position.parse("N:...432 .9.QJ. AK.A.. QJT...", trump=Suit.H, leader=Seat.S)
    >>> rule_claim(p, Seat.S, 3, with_dd=False).awarded
    Tricks(side=<Side.NS: 'NS'>, n=2)
    """
    if not 0 <= tricks <= position.tricks_left:
        raise ValueError(f"cannot claim {tricks} of {position.tricks_left} remaining tricks")
    parsed = statement if isinstance(statement, cs.ClaimStatement) else cs.parse_statement(statement)
    side = claimer.side
    is_declarer = declarer is None or declarer.side is side
    aware, flags, outstanding = _awareness(position, claimer, parsed, trump_awareness)
    used = replace(policy, aware_of_trumps=aware, concedes=policy.concedes or tricks < position.tricks_left)
    result = normal_line_search(position, claimer, parsed, used, declarer_claim=is_declarer, node_cap=node_cap)
    laws = ["Law 70A", "Law 70D1"]
    flags = list(flags)
    if outstanding and not aware:
        laws.append("Law 70C")
        alt = None
        if alternatives and result.exact:
            other = normal_line_search(position, claimer, parsed, replace(used, aware_of_trumps=True),
                                       declarer_claim=is_declarer, node_cap=node_cap)
            alt = other.low if other.exact and other.low != result.low else None
        cards = " ".join(str(c) for c in outstanding)
        flags.append(Flag("70C-awareness", f"an opponent holds trump ({cards}) the statement does not "
                          "mention: the claimer is taken to be at all likely unaware of it", "Law 70C", alt))
    if alternatives and result.exact and result.low.n < tricks and policy.spot_cards_any_order:
        strict = normal_line_search(position, claimer, parsed, replace(used, spot_cards_any_order=False),
                                    declarer_claim=is_declarer, node_cap=node_cap)
        if strict.exact and strict.low != result.low:
            flags.append(Flag("class-of-player", "the award rests on spot cards played in a careless order; "
                              "if the TD finds that irrational for this class of player, the award differs",
                              "Law 70 footnote", strict.low))
    if any(s.rule in ("finesse", "rise") for s in result.line):
        laws.append("Law 70E1")
        flags.append(Flag("70E1-guess", "the worst line takes a finesse/drop guess the statement did "
                          "not resolve", "Law 70E1"))
    if policy.honours_top_down:
        laws.append("Law 70E2")
    if not is_declarer:
        laws.append("Law 70D2")
        flags.append(Flag("70D2-partner", "a defender's claim: partner is not bound by the statement and "
                          "any normal play by partner is considered", "Law 70D2"))
    if parsed.is_empty:
        flags.append(Flag("no-statement", "no (readable) statement: any normal order of play is considered",
                          "Law 68C"))
    for clause in parsed.unparsed:
        flags.append(Flag("unparsed", f"statement clause not understood: {clause!r} (the TD must read it)",
                          "Law 70B1"))
    for d in parsed.directives:
        if isinstance(d, cs.Squeeze):
            flags.append(Flag("squeeze-endplay", f"the statement relies on {d.text!r}: accepted only as an "
                              "explicit line; the TD decides", "Law 70D1"))
        if isinstance(d, cs.Conditional):
            flags.append(Flag("conditional", f"conditional statement {d.text!r}: doubtful points go against "
                              "the claimer", "Law 70A"))
    if position.trick:
        flags.append(Flag("mid-trick", "claimed during a trick: the trick in progress is played out on "
                          "the normal line", "Law 68A"))
    dd_value = dds.dd_value(position, side) if with_dd else None
    if dd_value is not None and tricks > dd_value.n:
        flags.append(Flag("exceeds-dd", f"the claim ({tricks}) exceeds the double-dummy value "
                          f"({dd_value.n}): it cannot stand as stated", "Law 70A"))
    lo, hi = result.low.n, result.high.n
    if not result.exact:
        flags.append(Flag("node-cap", f"search stopped after {result.nodes} positions: the award lies "
                          f"between {lo} and {hi}", None))
    if lo > tricks:
        outcome = Outcome.RESTORED
        laws.append("Law 71")
    elif lo == tricks:
        outcome = Outcome.UPHELD
    elif hi < tricks:
        outcome = Outcome.REDUCED
    else:
        outcome = Outcome.UNDECIDED  # capped, bounds straddle the claim: doubt goes against it
    awarded = Tricks(side, tricks) if outcome is Outcome.UPHELD else result.low
    total = None
    if declarer is not None:
        mine = awarded.for_side(declarer.side, position.tricks_left)
        total = Tricks(declarer.side, mine.n + position.won(declarer.side).n)
    return ClaimRuling(claimer, Tricks(side, tricks), awarded, result.high, result.exact, outcome, dd_value,
                       total, result.line, tuple(flags), tuple(dict.fromkeys(laws)), parsed,
                       result.nodes, result.seconds)


# -- recorded claims -----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ClaimCheck:
    """A recorded claim (play stopped early) checked against DD and the normal-line search."""

    board: str | None
    declarer: Seat
    cards_played: int
    tricks_left: int
    claimed: Tricks
    """Declarer's side's tricks of the remaining ones, implied by the recorded result."""
    dd: Tricks
    ruling: ClaimRuling

    @property
    def exceeds_dd(self) -> bool:
        return self.claimed.n > self.dd.n

    @property
    def not_upheld(self) -> bool:
        return self.ruling.outcome in (Outcome.REDUCED,)

    @property
    def restorable(self) -> bool:
        """Law 71 candidate: the concession gave up tricks no normal play loses."""
        return self.ruling.outcome is Outcome.RESTORED


def is_claimed(board: Board) -> bool:
    """Play stopped before trick 13 and a result is recorded (PBN ``*`` / LIN ``mc``)."""
    play = board.play
    if play is None or board.result is None or board.contract is None or board.contract.is_passed_out:
        return False
    if not 0 < play.card_count < 52 or play.ending == "+":
        return False
    return play.ending == "*" or board.format == "lin" or play.ending is None


def check_board_claim(board: Board, policy: Policy = Policy(), node_cap: int = DEFAULT_CLAIM_NODE_CAP,
                      statement: str | None = None) -> ClaimCheck | None:
    """Check the claim implied by a board whose play stops early; None if there is none.

    Raises :class:`PositionError` when the record cannot give a position (unknown hands,
    play that does not replay, a result that does not fit the tricks already won).
    """
    if not is_claimed(board):
        return None
    declarer = board.declarer if board.declarer is not None else board.contract.declarer  # type: ignore[union-attr]
    if declarer is None:
        raise PositionError("no declarer")
    position = Position.from_board(board)
    if position.tricks_left == 0:
        return None
    won = position.won(declarer.side).n
    claimed = board.result - won  # type: ignore[operator]
    if not 0 <= claimed <= position.tricks_left:
        raise PositionError(f"result {board.result} does not fit: declarer has {won} tricks and "
                            f"{position.tricks_left} remain")
    dd_value = dds.dd_value(position, declarer.side)
    ruling = rule_claim(position, declarer, claimed, statement, declarer=declarer, policy=policy,
                        with_dd=False, node_cap=node_cap, alternatives=False)
    ruling = replace(ruling, dd=dd_value)
    played = 4 * (position.won_ns + position.won_ew) + len(position.trick)
    return ClaimCheck(board.board_id, declarer, played, position.tricks_left,
                      Tricks(declarer.side, claimed), dd_value, ruling)


__all__ = ["ClaimCheck", "ClaimRuling", "Flag", "Outcome", "check_board_claim", "is_claimed", "rule_claim"]
