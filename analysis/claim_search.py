"""The normal-line search for a contested claim (Law 70).

Law 70A puts every doubtful point against the claimer, so the award is the *least*
number of tricks the claiming side takes over every line that is normal for it
(:mod:`hakem.analysis.claim_policy`) and consistent with the statement, against any
legal defence. Both sides minimise the claimer's tricks: this is a single-agent
search, not minimax. It is memoised on the full state, merges equivalent cards, stops
a node as soon as one line reaches a sure-tricks lower bound, and gives up after a
node cap, reporting bounds instead of a value.

:func:`max_search` is the same engine with every card allowed and the claimer
maximising; it must equal double dummy, which validates the trick logic.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from hakem.model.seat import Seat, Side

from . import claim_statement as cs
from .cardset import SUIT_MASKS, above, card, index, low, mask, run_heads, top, winner
from .claim_policy import Ctx, Policy, directive_done, follow_choices, lead_choices
from .position import Position, Tricks

#: Default node cap: ~1-3 s of pure Python on the reference machine.
NODE_CAP = 300_000

_COUNTED = (cs.DrawTrumps, cs.Finesse, cs.Drop, cs.Concede, cs.Ruff)


@dataclass(frozen=True, slots=True)
class LineStep:
    """One card of the critical line and, for the claiming side, why it is normal."""

    seat: Seat
    card: str
    """The card, e.g. ``SA``."""
    rule: str | None
    """A :data:`~hakem.analysis.claim_policy.RULES` key; None for the opponents' cards."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """Outcome of the normal-line search, from the claiming side's point of view."""

    low: Tricks
    """Tricks the claiming side takes of the remaining ones (a lower bound if not exact)."""
    high: Tricks
    """Upper bound (equal to ``low`` when exact)."""
    exact: bool
    nodes: int
    seconds: float
    line: tuple[LineStep, ...]
    """The critical (worst normal) line, card by card; the best line found if capped."""


class _Cap(Exception):
    pass


class _Search:
    def __init__(self, position: Position, claimer: Seat, statement: cs.ClaimStatement | None,
                 policy: Policy, node_cap: int) -> None:
        self.trump = -1 if position.trump is None else int(position.trump)
        self.claimer = int(claimer)
        self.claimers = (int(claimer), (int(claimer) + 2) & 3)
        self.declarer_side = True  # set by caller: statements bind both hands of declarer
        self.dirs = tuple(d for d in (statement.directives if statement else ())
                          if not isinstance(d, (cs.RestHigh, cs.Squeeze, cs.Conditional)))
        self.policy = policy
        self.cap = node_cap
        self.nodes = 0
        self.memo: dict[tuple, int] = {}
        know = 0
        if True:
            for seat, suit in position.shown_out:
                know |= 1 << (int(seat) * 4 + int(suit))
        self.root = (tuple(mask(h) for h in position.hands), int(position.leader),
                     tuple(index(c) for c in position.trick), 0, 0, know)

    # -- moves ---------------------------------------------------------------------

    def moves(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
              dk: int, dc: int, know: int) -> list[tuple[int, str | None, int, int]]:
        mover = (leader + len(trick)) & 3
        hand = hands[mover]
        legal = hand & SUIT_MASKS[trick[0] // 13] if trick else 0
        if not legal:
            legal = hand
        if mover not in self.claimers or self.policy.claimer_maximises:
            others = 0
            for s in range(4):
                if s != mover:
                    others |= hands[s]
            for c in trick:
                others |= 1 << c
            return [(c, None, dk, dc) for c in run_heads(legal, others)]
        bound = self.declarer_side or mover == self.claimer
        dirs = self.dirs
        if bound:
            while dk < len(dirs) and directive_done(dirs[dk], hands, self.claimers, self.trump, dc, 0):
                dk, dc = dk + 1, 0
        d = dirs[dk] if dk < len(dirs) else None
        ctx = Ctx(hands, leader, trick, self.trump, self.claimers, know)
        if trick:
            choices = follow_choices(ctx, self.policy, d, bound)
        else:
            choices = lead_choices(ctx, self.policy, d, bound)
        out: list[tuple[int, str | None, int, int]] = []
        seen = 0
        for c, rule in choices:
            if seen & (1 << c) or not legal & (1 << c):
                continue
            seen |= 1 << c
            ndc = dc + 1 if rule == "stated" and isinstance(d, _COUNTED) else dc
            out.append((c, rule, dk, ndc))
        if len(out) == 1 and bin(legal).count("1") == 1:
            out = [(out[0][0], "forced", out[0][2], out[0][3])]
        return out

    def child(self, state: tuple, c: int, dk: int, dc: int) -> tuple[int, tuple | None]:
        hands, leader, trick, _, _, know = state
        mover = (leader + len(trick)) & 3
        nh = list(hands)
        nh[mover] &= ~(1 << c)
        if (trick and c // 13 != trick[0] // 13 and self.policy.notice_showouts
                and mover not in self.claimers):
            know |= 1 << (mover * 4 + trick[0] // 13)
        ntrick = trick + (c,)
        if len(ntrick) < 4:
            return 0, (tuple(nh), leader, ntrick, dk, dc, know)
        ws = (leader + winner(ntrick, self.trump)) & 3
        gain = 1 if ws in self.claimers else 0
        if not nh[ws]:
            return gain, None
        return gain, (tuple(nh), ws, (), dk, dc, know)

    def sure(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...]) -> int:
        """Tricks the claiming side wins whatever anyone plays: each card of one hand
        goes to a different trick, and a trump above every opposing trump wins its trick."""
        t = self.trump
        if t < 0:
            return 0
        theirs = (hands[(self.claimer + 1) & 3] | hands[(self.claimer + 3) & 3]) & SUIT_MASKS[t]
        for k, c in enumerate(trick):
            if (leader + k) & 3 not in self.claimers and c // 13 == t:
                theirs |= 1 << c
        best = 0
        for s in self.claimers:
            ours = hands[s] & SUIT_MASKS[t]
            if theirs:
                ours &= above(top(theirs))
            best = max(best, bin(ours).count("1"))
        return best

    # -- single-agent minimisation -----------------------------------------------------

    def value(self, state: tuple) -> int:
        memo = self.memo
        got = memo.get(state)
        if got is not None:
            return got
        self.nodes += 1
        if self.nodes > self.cap:
            raise _Cap
        lb = self.sure(state[0], state[1], state[2])
        best = 99
        for c, _rule, dk, dc in self.moves(*state):
            gain, nxt = self.child(state, c, dk, dc)
            v = gain if nxt is None else gain + self.value(nxt)
            if v < best:
                best = v
                if best <= lb:
                    break
        memo[state] = best
        return best

    # -- claimer maximising (validation against double dummy) ------------------------------

    def maxmin(self, state: tuple, alpha: int, beta: int) -> int:
        key = state
        lo, hi = self.memo.get(key, (0, 13))  # type: ignore[misc]
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        alpha, beta = max(alpha, lo), min(beta, hi)
        self.nodes += 1
        maximise = (state[1] + len(state[2])) & 3 in self.claimers
        best = -1 if maximise else 99
        a, b = alpha, beta
        for c, _r, dk, dc in self.moves(*state):
            gain, nxt = self.child(state, c, dk, dc)
            v = gain if nxt is None else gain + self.maxmin(nxt, a - gain, b - gain)
            if maximise:
                best = max(best, v)
                a = max(a, v)
            else:
                best = min(best, v)
                b = min(b, v)
            if a >= b:
                break
        if best <= alpha:
            self.memo[key] = (lo, best)  # type: ignore[assignment]
        elif best >= beta:
            self.memo[key] = (best, hi)  # type: ignore[assignment]
        else:
            self.memo[key] = (best, best)  # type: ignore[assignment]
        return best

    # -- the critical line ---------------------------------------------------------------

    def line(self, greedy: bool = False) -> tuple[int, tuple[LineStep, ...]]:
        state: tuple | None = self.root
        steps: list[LineStep] = []
        total = 0
        while state is not None:
            target = None if greedy else self.memo.get(state)
            mover = (state[1] + len(state[2])) & 3
            chosen = None
            for c, rule, dk, dc in self.moves(*state):
                gain, nxt = self.child(state, c, dk, dc)
                v = gain if nxt is None else gain + (self.value(nxt) if not greedy else 0)
                if greedy or v == target:
                    chosen = (c, rule, gain, nxt)
                    break
            if chosen is None:  # pragma: no cover - memo values are exact
                break
            c, rule, gain, nxt = chosen
            steps.append(LineStep(Seat(mover), str(card(c)), rule))
            total += gain
            state = nxt
        return total, tuple(steps)


def normal_line_search(position: Position, claimer: Seat, statement: cs.ClaimStatement | None = None,
                       policy: Policy = Policy(), declarer_claim: bool = True,
                       node_cap: int = NODE_CAP) -> SearchResult:
    """Least tricks the claiming side takes over its normal lines, against any defence.

    ``declarer_claim`` says the statement binds both hands of the claiming side (declarer
    plays dummy); for a defender's claim it binds the claimer only and partner may make
    any normal play (Law 70D2).

    >>> from hakem.model.cards import Suit
    >>> p = Position.parse("N:...432 .9.QJ. AK.A.. QJT...", trump=Suit.H, leader=Seat.S)
    >>> normal_line_search(p, Seat.S).low
    Tricks(side=<Side.NS: 'NS'>, n=2)
    """
    started = time.perf_counter()
    search = _Search(position, claimer, statement, policy, node_cap)
    search.declarer_side = declarer_claim
    side = claimer.side
    try:
        value = search.value(search.root)
    except _Cap:
        greedy, steps = search.line(greedy=True)
        low_bound = search.sure(*search.root[:3])
        return SearchResult(Tricks(side, low_bound), Tricks(side, greedy), False, search.nodes,
                            time.perf_counter() - started, steps)
    _, steps = search.line()
    return SearchResult(Tricks(side, value), Tricks(side, value), True, search.nodes,
                        time.perf_counter() - started, steps)


def max_search(position: Position, side: Side) -> Tricks:
    """Tricks ``side`` takes with every card allowed, ``side`` maximising and the others
    minimising: double-dummy play, computed by this module's own trick logic."""
    seat = Seat.N if side is Side.NS else Seat.E
    search = _Search(position, seat, None, Policy(claimer_maximises=True), 10**9)
    return Tricks(side, search.maxmin(search.root, 0, 13))


__all__ = ["LineStep", "NODE_CAP", "SearchResult", "max_search", "normal_line_search"]
