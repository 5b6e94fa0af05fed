"""Judging a claim or concession (Laws 68-71): the typed facts a ruling is made from.

Two ways in, as the director meets them:

* :func:`judge_claim` for a **contested** claim (Law 70): the statement is followed as
  stated, then the normal-line policy (:mod:`hakem.analysis.claim_policy`) with the
  slips the class of player allows; the award is the least the claimer's side takes,
  doubtful points against him (70A). A conceded trick no normal line loses is restored
  (71). A search that cannot finish gives bounds and leaves the decision to the director.
* :func:`check_agreed_claim` for a claim the opponents **agreed** to, or one the record
  does not say was contested: no Law 70 search. Two things only are worth a director's
  time: a claim of more than double dummy allows (the opponents would likely have won a
  trick: they may withdraw their agreement, Law 69B) and a concession of a trick no
  normal line loses (Law 71). Both are settled by sure-trick bounds first (part-way
  through a trick with 4-10 tricks left, by one exact solve at once: cheaper there); the
  solver and the search run only for what the bounds leave open.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from hakem.model.board import Board
from hakem.model.cards import Card
from hakem.model.seat import Seat, Side

from . import claim_statement as cs
from .cardset import index, mask
from .claim_bounds import dd_bounds
from .claim_policy import IRRATIONAL, RULES, SLIP_KINDS, Policy
from .claim_search import NODE_CAP, LineStep, normal_line_search
from .claim_statement_check import statement_problems
from .position import Position, PositionError, Tricks


class Outcome(Enum):
    UPHELD = "upheld"
    """Contested: the claim is good on every normal line (Law 70)."""
    REDUCED = "reduced"
    """Contested: a normal line loses tricks; they go to the opponents (Law 70A)."""
    RESTORED = "restored"
    """Conceded tricks no normal line loses are restored (Law 71)."""
    DIRECTOR = "director-decides"
    """The search could not finish: the director decides between the bounds."""
    STANDS = "stands"
    """Agreed (or not known to be contested): nothing for the director (Law 69A)."""
    EXCEEDS_DD = "69B"
    """Agreed, but more than double dummy allows: the opponents may withdraw their
    agreement within the correction period (Law 69B)."""
    CONCEDED_WINNER = "71"
    """A trick was conceded that no normal line loses: restored if the opponents' side
    acts within the correction period (Law 71)."""


@dataclass(frozen=True, slots=True)
class Flag:
    """A point the director must judge, or a caveat on the automatic answer."""

    code: str
    """What the point is: ``70C-evidence``, ``70C-awareness``, ``70D2-partner``,
    ``squeeze-endplay``, ``conditional``, ``search-limit``, ``71-not-searched``,
    ``71-search-limit``. The words are made from it in ``hakem.reports.explain``."""
    law: str | None = None
    alternative: Tricks | None = None
    """The award if the director rules the other way on this point."""
    data: tuple[tuple[str, Any], ...] = ()
    """The point's typed particulars (the outstanding trumps, the bounds, a clause...)."""

    def get(self, name: str, default: Any = None) -> Any:
        return dict(self.data).get(name, default)


@dataclass(frozen=True, slots=True)
class Deviation:
    """A careless slip on the critical line (what makes the award lower than the
    claimer's best normal line)."""

    rule: str
    """The slip kind (:data:`~hakem.analysis.claim_policy.SLIP_KINDS` key)."""
    law: str
    trick: int
    """Trick of the remaining play (1 = the trick in progress at the claim)."""
    seat: Seat
    card: Card
    natural: tuple[Card, ...]
    """The natural card(s) instead."""
    cost: int
    """Tricks the slip costs against the claimer's best normal line from there."""
    outstanding_trump: Card | None = None
    """For a 70C slip: the opponents' trump that was not drawn."""


@dataclass(frozen=True, slots=True)
class LineTrick:
    """One trick of the critical line."""

    number: int
    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    winner: Seat


@dataclass(frozen=True, slots=True)
class ClaimJudgement:
    """The facts of a claim ruling; every trick count names its side and counts the
    *remaining* tricks (the one in progress included) unless it says otherwise."""

    claimer: Seat
    declarer: Seat | None
    contested: bool
    tricks_left: int
    claimed: Tricks
    awarded: Tricks | None
    """None when the director decides (a search that could not finish)."""
    double_dummy: Tricks | None
    """The double-dummy value (None when bounds settled an agreed claim without it)."""
    double_dummy_bounds: tuple[int, int] | None
    outcome: Outcome
    exact: bool
    low: Tricks
    """Proved lower bound of the award (equal to ``high`` when exact)."""
    high: Tricks
    best: Tricks | None
    """The claimer's best normal line, no slip."""
    deviations: tuple[Deviation, ...]
    line: tuple[LineTrick, ...]
    """The critical line, trick by trick (empty when not searched or not exact)."""
    steps: tuple[LineStep, ...]
    """The same line card by card, with the rule that made each claimer's card normal."""
    rules: tuple[str, ...]
    """Policy rules that shaped the critical line (RULES and SLIP_KINDS keys)."""
    laws: tuple[str, ...]
    statement: str | None
    not_understood: tuple[str, ...]
    """Statement clauses hakem could not read: the director must read them."""
    statement_problems: tuple[str, ...]
    """Where the statement contradicts the contract or the cards."""
    player_class: str
    slips: int
    aware_of_trumps: bool | None
    """Law 70C: None when no opponent holds a trump."""
    flags: tuple[Flag, ...]
    won_before: int
    """Tricks the claimer's side had won before the claim."""
    nodes: int = 0
    seconds: float = 0.0
    settled_by: str = "search"
    """How an agreed claim was settled: ``bounds``, ``double-dummy`` or ``search``."""

    @property
    def total(self) -> Tricks | None:
        """The claimer's side's tricks on the whole board after the ruling."""
        if self.awarded is None:
            return None
        return Tricks(self.awarded.side, self.awarded.n + self.won_before)


# -- setting up ---------------------------------------------------------------------------

def claim_at(board: Board, claimer: Seat | None = None, tricks: int | None = None,
             concession: bool = False) -> tuple[Position, Seat, int, Seat]:
    """The position at a recorded claim, the claimer, the tricks his side claims of
    those remaining and declarer.

    ``claimer``/``tricks`` come from a claim marker when there is one (for a concession,
    ``tricks`` is what the conceder gives up); otherwise the claimer is declarer and the
    count is the recorded result less declarer's tricks so far.
    """
    declarer = board.declarer if board.declarer is not None else (
        board.contract.declarer if board.contract is not None else None)
    if declarer is None:
        raise PositionError("no declarer recorded")
    position = Position.from_board(board)
    if position.tricks_left == 0:
        raise PositionError("the play is complete: there is no claim")
    seat = claimer if claimer is not None else declarer
    if tricks is None:
        if board.result is None:
            raise PositionError("no claim count: neither a claim marker nor a result")
        mine = board.result - position.won(declarer.side).n
        if not 0 <= mine <= position.tricks_left:
            raise PositionError(f"result {board.result} does not fit: declarer has "
                                f"{position.won(declarer.side).n} tricks and {position.tricks_left} remain")
        claimed = mine if seat.side is declarer.side else position.tricks_left - mine
    else:
        claimed = position.tricks_left - tricks if concession else tricks
    if not 0 <= claimed <= position.tricks_left:
        raise PositionError(f"cannot claim {claimed} of {position.tricks_left} remaining tricks")
    return position, seat, claimed, declarer


# -- Law 70C ------------------------------------------------------------------------------

def _awareness(position: Position, claimer: Seat, statement: cs.ClaimStatement,
               setting: str) -> tuple[bool | None, tuple[Card, ...], list[Flag]]:
    """Law 70C: is the claimer aware of an outstanding trump? None: no trump is out."""
    trump = position.trump
    if trump is None:
        return None, (), []
    theirs = tuple(c for s in (claimer.lho, claimer.rho) for c in position.hands[s] if c.suit == trump)
    if not theirs:
        return None, (), []
    if setting in ("aware", "unaware"):
        return setting == "aware", theirs, []
    named = any(c in statement.mentioned for c in theirs)
    draws = statement.has(cs.DrawTrumps)
    believes_out = statement.has(cs.TrumpsOut)
    aware = named or draws or (statement.mentions_trumps and not believes_out)
    flags = []
    if not aware and position.last_trick and position.last_trick[0][1].suit == trump:
        flags.append(Flag("70C-evidence", "Law 70C2"))
    return aware, theirs, flags


# -- contested ------------------------------------------------------------------------------

def judge_claim(position: Position, claimer: Seat, claimed: int,
                statement: str | cs.ClaimStatement | None = None, *, declarer: Seat | None = None,
                policy: Policy = Policy(), trump_awareness: str = "auto", with_dd: bool = True,
                node_cap: int = NODE_CAP, seconds: float | None = None,
                alternatives: bool = True) -> ClaimJudgement:
    """Rule on a contested claim of ``claimed`` of the remaining tricks by ``claimer``'s
    side (Law 70; Law 71 for conceded tricks).

    ``trump_awareness`` is ``auto`` (aware when the statement draws trumps or names the
    trump), ``aware`` or ``unaware`` (the director's finding under Law 70C2).

    >>> from hakem.model.cards import Suit
    >>> p = Position.parse("N:...432 .9.QJ. AK.A.. QJT...", trump=Suit.H, leader=Seat.S)
    >>> judge_claim(p, Seat.S, 3, with_dd=False).awarded
    Tricks(side=<Side.NS: 'NS'>, n=2)
    """
    if not 0 <= claimed <= position.tricks_left:
        raise ValueError(f"cannot claim {claimed} of {position.tricks_left} remaining tricks")
    parsed = statement if isinstance(statement, cs.ClaimStatement) else cs.parse_statement(statement)
    side = claimer.side
    is_declarer = declarer is None or declarer.side is side
    aware, outstanding, flags = _awareness(position, claimer, parsed, trump_awareness)
    used = replace(policy, aware_of_trumps=bool(aware))
    result = normal_line_search(position, claimer, parsed, used, declarer_claim=is_declarer,
                                node_cap=node_cap, seconds=seconds, claimed=claimed)
    dd_value = _dd(position, side) if with_dd else None
    lo, hi, exact = _within_double_dummy(result.low.n, result.high.n, result.exact, dd_value)
    line_from = result
    if lo > claimed:  # Law 71: a finesse may lose a conceded trick (docs/claims.md §3.5)
        line_from = normal_line_search(position, claimer, parsed, replace(used, finesses_normal=True),
                                       declarer_claim=is_declarer, node_cap=node_cap, seconds=seconds,
                                       claimed=claimed)
        lo, hi, exact = _conceded(claimed, lo, hi, line_from)
    laws = ["Law 70A", "Law 70D1"]
    if exact and lo > claimed:
        outcome = Outcome.RESTORED
        laws.append("Law 71")
    elif exact and lo == claimed:
        outcome = Outcome.UPHELD
    elif exact:
        outcome = Outcome.REDUCED
    elif lo >= claimed and hi == claimed:
        outcome = Outcome.UPHELD  # pragma: no cover - bounds that meet are exact
    else:
        outcome = Outcome.DIRECTOR
    awarded = Tricks(side, lo) if exact else None
    flags = list(flags)
    if aware is False:
        laws.append("Law 70C")
        alt = None
        if alternatives and result.exact and lo < claimed:
            other = normal_line_search(position, claimer, parsed, replace(used, aware_of_trumps=True),
                                       declarer_claim=is_declarer, node_cap=node_cap // 4, claimed=claimed)
            alt = other.low if other.exact and other.low != result.low else None
        flags.append(Flag("70C-awareness", "Law 70C", alt, (("cards", outstanding),)))
    if not is_declarer:
        laws.append("Law 70D2")
        flags.append(Flag("70D2-partner", "Law 70D2"))
    for d in parsed.directives:
        if isinstance(d, cs.Squeeze):
            flags.append(Flag("squeeze-endplay", "Law 70D1", data=(("clause", d.text),)))
        if isinstance(d, cs.Conditional):
            flags.append(Flag("conditional", "Law 70A", data=(("clause", d.text),)))
    if not exact:
        flags.append(Flag("search-limit", "Law 70A", data=(("nodes", line_from.nodes), ("low", lo), ("high", hi))))
    steps = line_from.line
    rules = _rules_used(steps, claimer, is_declarer)
    if any(r in ("rise", "win-top", "finesse-known", "finesse") for r in rules) or parsed.has(cs.Finesse):
        laws.append("Law 70E1")
    problems = statement_problems(parsed, position, claimer)
    return ClaimJudgement(
        claimer, declarer, True, position.tricks_left, Tricks(side, claimed), awarded, dd_value,
        None, outcome, exact, Tricks(side, lo), Tricks(side, hi), result.best,
        _deviations(steps, position, outstanding), _tricks(position, steps), steps, rules,
        tuple(dict.fromkeys(laws)), parsed.text or None, parsed.unparsed, problems,
        policy.player_class.value, used.budget, aware, tuple(flags), position.won(side).n,
        result.nodes + (line_from.nodes if line_from is not result else 0),
        result.seconds + (line_from.seconds if line_from is not result else 0))


def _conceded(claimed: int, lo: int, hi: int, fin: Any) -> tuple[int, int, bool]:
    """Law 71 on a worst normal line above the claim (bounds ``lo``-``hi``): the award with
    finesses normal too, never below the claim (a normal finesse that loses the conceded
    trick lets the concession stand). Every strict line is a line of either reading, so the
    strict bounds still cap it (``fin``: the search with :attr:`Policy.finesses_normal`)."""
    f_lo, f_hi = max(claimed, min(lo, fin.low.n)), max(claimed, min(hi, fin.high.n))
    return f_lo, f_hi, f_lo == f_hi


def _within_double_dummy(lo: int, hi: int, exact: bool, dd: Tricks | None) -> tuple[int, int, bool]:
    """A search's bounds on the worst normal line, narrowed by the double-dummy value.

    No line of the claimer's, normal or not, takes more than double dummy against the
    defence's best, so the worst normal line takes at most that many: a search that ran
    out of budget says "between 0 and 10", not "between 0 and 13", when double dummy is
    10; and when its proved floor already reaches double dummy, that is the award."""
    if exact or dd is None or hi <= dd.n or lo > dd.n:  # (a sound floor is never above it)
        return lo, hi, exact
    return lo, dd.n, lo == dd.n


def _dd(position: Position, side: Side) -> Tricks:
    hands = tuple(mask(h) for h in position.hands)
    trump = -1 if position.trump is None else int(position.trump)
    return Tricks(side, _dd_bits(position, hands, trump, tuple(index(c) for c in position.trick), side))


def _rules_used(steps: tuple[LineStep, ...], claimer: Seat, is_declarer: bool) -> tuple[str, ...]:
    seen: list[str] = []
    for s in steps:
        if s.rule is not None and s.rule not in seen:
            seen.append(s.rule)
        if s.slip is not None and s.slip not in seen:
            seen.append(s.slip)
    return tuple(seen)


def _deviations(steps: tuple[LineStep, ...], position: Position,
                outstanding: tuple[Card, ...]) -> tuple[Deviation, ...]:
    out = []
    cards_before = len(position.trick)
    for k, s in enumerate(steps):
        if s.slip is None:
            continue
        trick = (k + cards_before) // 4 + 1
        law = "Law 70C" if s.slip == "70C" else "Law 71" if s.rule == "finesse" else "Law 70 footnote"
        out.append(Deviation("finesse" if s.rule == "finesse" else s.slip, law, trick, s.seat, Card.parse(s.card),
                             tuple(Card.parse(c) for c in s.natural), s.cost,
                             outstanding[0] if s.slip == "70C" and outstanding else None))
    return tuple(out)


def _tricks(position: Position, steps: tuple[LineStep, ...]) -> tuple[LineTrick, ...]:
    """Group the card-by-card line into tricks (the first may have begun before the claim)."""
    out: list[LineTrick] = []
    p = position
    current: list[tuple[Seat, Card]] = [(position.seat_of_trick_card(i), c) for i, c in enumerate(position.trick)]
    leader = position.leader
    for s in steps:
        c = Card.parse(s.card)
        current.append((s.seat, c))
        p = p.play(c)
        if not p.trick:
            out.append(LineTrick(len(out) + 1, leader, tuple(current), p.leader))
            leader, current = p.leader, []
    return tuple(out)


# -- agreed or not known to be contested ---------------------------------------------------

#: Node budget of the Law 71 test on an agreed concession (the batch must stay quick).
AGREED_NODE_CAP = 2_000
#: Above this many tricks left an agreed concession is not searched for Law 71 (the
#: ruling says so): a concession made that early rests on play a director judges.
AGREED_SEARCH_TRICKS = 8


#: An agreed claim made part-way through a trick (:data:`SOLVER_FIRST_CARDS` cards on it)
#: with this many tricks left is settled by one exact solve, without the bounds. There the
#: bounds' minimax over the cards still to come to the trick (a sure-trick line at each
#: leaf) costs more than the solver calls it saves: replaying the corpus's checks, those
#: 1,105 claims spent 0.26 s in the bounds, which settled 346 of them (about 0.05 s of
#: solver calls); the agreed checks as a whole took 6-11 % less CPU, paired
#: (benchmarks/README.md, third round). At a trick start the bounds are cheap and settle
#: a third; with fewer tricks left the minimax is cheap, with more each solve it saves is
#: dear. The exact solve knows the double-dummy value the bounds sometimes left open.
SOLVER_FIRST = range(4, 11)
SOLVER_FIRST_CARDS = (1, 2)


def check_agreed_claim(position: Position, claimer: Seat, claimed: int, *, declarer: Seat | None = None,
                       policy: Policy = Policy(), node_cap: int = NODE_CAP) -> ClaimJudgement:
    """What an agreed claim leaves for the director: Law 69B (more than double dummy)
    and Law 71 (a trick conceded that no normal line loses); no Law 70 search otherwise.

    The answer is remembered per claim (position, claimer, claim, declarer, policy and
    node budget: everything it depends on; the judgement is immutable): archives repeat
    records (a board in two files, a claim and a concession on one record), and a batch
    should judge a repeated claim once.
    """
    return _check_agreed(position, claimer, claimed, declarer, policy, node_cap)


@functools.lru_cache(maxsize=8192)  # a few KB each: the same deal recurs far apart in an archive
def _check_agreed(position: Position, claimer: Seat, claimed: int, declarer: Seat | None,
                  policy: Policy, node_cap: int) -> ClaimJudgement:
    """:func:`check_agreed_claim`, worked out.

    Law 69B asks whether the opponents *would likely* have won the trick, its own test:
    here, that double dummy gives them more than the claim left them (no play of the
    claimer keeps the trick against their best defence). Law 71 asks whether *any*
    normal line loses the conceded trick: asked only of a claim below double dummy,
    first of the claimer's best normal line (if that loses it, no more is needed), then
    of the lines with careless slips.
    """
    side = claimer.side
    left = position.tricks_left
    hands = tuple(mask(h) for h in position.hands)
    trump = -1 if position.trump is None else int(position.trump)
    seats = (int(claimer), (int(claimer) + 2) & 3)
    trick = tuple(index(c) for c in position.trick)
    if len(trick) in SOLVER_FIRST_CARDS and left in SOLVER_FIRST:  # cheaper than the bounds here
        lo = hi = _dd_bits(position, hands, trump, trick, side)
        settled = "double-dummy"
    else:
        lo, hi = dd_bounds(hands, int(position.leader), trick, trump, seats)  # type: ignore[arg-type]
        settled = "bounds"
    if lo < claimed <= hi:  # Law 69B: does double dummy reach the claim?
        if _dd_reaches(position, hands, trump, trick, side, claimed):
            lo = claimed
        else:
            hi = claimed - 1
        settled = "double-dummy"
    if claimed < left and lo <= claimed < hi:  # Law 71: is the claim below double dummy?
        if _dd_reaches(position, hands, trump, trick, side, claimed + 1):
            lo = claimed + 1
        else:
            hi = claimed
        settled = "double-dummy"
    dd = Tricks(side, lo) if lo == hi else None
    outcome = Outcome.STANDS
    laws = ["Law 69A"]
    flags: list[Flag] = []
    low = high = Tricks(side, claimed)
    exact = True
    nodes = 0
    if claimed > hi:
        outcome = Outcome.EXCEEDS_DD
        laws.append("Law 69B")
        if lo < hi:  # the flag states the value: solve it exactly (rare)
            lo = hi = _dd_bits(position, hands, trump, trick, side)
            dd = Tricks(side, lo)
    elif claimed < lo and left > AGREED_SEARCH_TRICKS:
        flags.append(Flag("71-not-searched", "Law 71", data=(("dd", lo), ("left", left))))
    elif claimed < lo:
        is_declarer = declarer is None or declarer.side is side
        node_cap = min(node_cap, AGREED_NODE_CAP)
        result = normal_line_search(position, claimer, None, policy, declarer_claim=is_declarer,
                                    node_cap=node_cap, claimed=claimed, stop_below=claimed + 1)
        settled, nodes = "search", result.nodes
        if result.low.n > claimed:  # Law 71: may a normal finesse lose it? (docs/claims.md §3.5)
            policy = replace(policy, finesses_normal=True)
            result = normal_line_search(position, claimer, None, policy, declarer_claim=is_declarer,
                                        node_cap=node_cap, claimed=claimed, stop_below=claimed + 1)
            nodes += result.nodes
        if result.low.n > claimed:
            outcome = Outcome.CONCEDED_WINNER
            laws.append("Law 71")
            full = normal_line_search(position, claimer, None, policy, declarer_claim=is_declarer,
                                      node_cap=node_cap * 10, claimed=claimed + 1)
            nodes += full.nodes
            low, high, exact = max(full.low, result.low), full.high, full.exact
        elif result.high.n > claimed:
            flags.append(Flag("71-search-limit", "Law 71", data=(("nodes", node_cap),)))
    awarded = Tricks(side, claimed) if outcome is not Outcome.CONCEDED_WINNER else (low if exact else None)
    return ClaimJudgement(
        claimer, declarer, False, left, Tricks(side, claimed), awarded, dd, (lo, hi), outcome,
        exact, low, high, None, (), (), (), (), tuple(laws), None, (), (), policy.player_class.value,
        policy.budget, None, tuple(flags), position.won(side).n, nodes, 0.0, settled)


def _dd_reaches(position: Position, hands: tuple[int, ...], trump: int, trick: tuple[int, ...], side: Side,
                target: int) -> bool:
    """Does ``side`` take at least ``target`` of the remaining tricks double dummy?"""
    if position.to_move.side is side:
        return _mover_reaches(hands, trump, int(position.leader), trick, target)
    return not _mover_reaches(hands, trump, int(position.leader), trick, position.tricks_left - target + 1)


@functools.lru_cache(maxsize=4096)
def _mover_reaches(hands: tuple[int, ...], trump: int, leader: int, trick: tuple[int, ...], target: int) -> bool:
    """The solver's target test for the side to move, remembered per position: the same
    deal's claim comes back when a file repeats a board or a record holds both a claim
    and a concession (about 6 % of the corpus's agreed claims)."""
    from . import dds
    return dds.dd_reaches(hands, trump, leader, trick, target)


def _dd_bits(position: Position, hands: tuple[int, ...], trump: int, trick: tuple[int, ...], side: Side) -> int:
    """The double-dummy value for ``side`` from the solver's raw entry (no endplay start-up)."""
    from . import dds
    mover = position.to_move
    got = dds.dd_bits(hands, trump, int(position.leader), trick)
    return got if mover.side is side else position.tricks_left - got


__all__ = ["ClaimJudgement", "Deviation", "Flag", "LineTrick", "Outcome", "check_agreed_claim",
           "claim_at", "judge_claim", "IRRATIONAL", "RULES", "SLIP_KINDS"]
