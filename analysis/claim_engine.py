"""The search engine behind a Law 70 ruling: the claimer's best normal line and his worst
normal line with a budget of careless slips, both exhaustive (pure Python, bit sets).

What is normal comes from :mod:`hakem.analysis.claim_policy` (layer 1: the normal cards,
layer 3: the kind of a slip). This module decides layer 2, the *natural* cards, and
searches:

* ``best(s)``: the claimer's best normal line against the best defence, a minimax over
  the normal cards (fail-soft alpha-beta with a transposition table). A normal card is
  *natural* when it keeps this value; among natural cards, when following suit or
  ruffing, only the cheapest (economy), and on lead only the higher of two in one suit
  (from the top).
* ``worst(s, b)``: the least tricks over lines with at most ``b`` slips, the opponents
  playing any card. On lead the order is open (any natural lead, the worst for the
  claimer: Law 70A, ACBL guideline A); following or discarding the claimer plays the
  careful natural card (the one leaving the fewest chances for a later slip); at any
  turn he may instead slip once, with a normal card of a kind the class of player
  allows. With no slip left, the value is ``best(s)``. So ``worst`` is a minimax too
  (min for the opponents and the order of play, max for the careful card) and is cut
  by alpha-beta.

States are ``(hands, leader, trick, directive index, directive counter, knowledge)``
with hands as four 52-bit ints; at every trick the ranks are closed up
(:func:`~hakem.analysis.cardset.compress_suits`) so positions that differ only by which
equivalent small cards are gone share one table entry.
"""

from __future__ import annotations

import time

from hakem.model.seat import Seat

from . import claim_statement as cs
from . import dds
from .cardset import SUIT_MASKS, card, compress, compress_suits, index, mask, run_heads, winner
from .claim_bounds import cashing, quick_tricks, sure_trumps
from .claim_policy import (RUNNING, Ctx, Policy, costless_slip, directive_done, follow_choices, lead_choices,
                           run_goes_on, run_trumps, slip_kind)
from .position import Position

State = tuple  # (hands, leader, trick, directive index, directive counter, knowledge)
Edge = tuple  # (card, rule, gain, next state or None)

INF = 99
#: Tricks left from which :meth:`Engine.value` asks the solver for its first guess. A
#: DDS call costs ~300-450 microseconds, some 30 Python nodes; with 6 or more tricks left
#: the null-window refutations from the sure-trick bound it saves cost more (on the
#: fixed-seed endings of 8 and 9 tricks, 1.14x on CPU, from 4 or 5 tricks 1.07-1.09x).
DD_FROM = 6
_COUNTED = (cs.DrawTrumps, cs.Finesse, cs.Drop, cs.Concede, cs.Ruff)


class Capped(Exception):
    """The node budget or the time limit ran out."""


class Engine:
    def __init__(self, position: Position, claimer: Seat, statement: cs.ClaimStatement | None,
                 policy: Policy, declarer_claim: bool = True, node_cap: int = 10**12,
                 deadline: float | None = None) -> None:
        self.trump = -1 if position.trump is None else int(position.trump)
        self.claimer = int(claimer)
        self.partner = (self.claimer + 2) & 3
        self.claimers = (self.claimer, self.partner)
        self.partner_bound = declarer_claim  # Law 70D2: a defender's partner is not bound
        self.max_seats = frozenset((self.claimer, self.partner) if declarer_claim else (self.claimer,))
        self.dirs = tuple(d for d in (statement.directives if statement else ())
                          if isinstance(d, (cs.DrawTrumps, cs.Cash, cs.Ruff, cs.CrossRuff, cs.Finesse,
                                            cs.Drop, cs.PlayCards))
                          or (isinstance(d, cs.Concede) and d.when == "first"))
        self.policy = policy
        self.kinds = policy.kinds
        self.maximise_all = policy.claimer_maximises
        self.cap = node_cap
        self.deadline = deadline
        self.nodes = 0
        self.dd_from = DD_FROM
        # One record a position for best() and the move lists: [low, high, moves], the
        # bounds None until best() has looked at it, the moves None until listed. One hash
        # of the (nested) state a visit instead of three: hashing is a large share of a
        # node's cost in pure Python.
        self.tt: dict[State, list] = {}
        self.wtt: dict[tuple, tuple[int, int]] = {}
        self.ntt: dict[State, tuple[int, list]] = {}
        know = 0
        for seat, suit in position.shown_out:
            know |= 1 << (int(seat) * 4 + int(suit))
        # A statement that names cards needs their real ranks: no closing up then.
        self.squash = not any(isinstance(d, (cs.PlayCards, cs.Finesse)) for d in self.dirs)
        hands = tuple(mask(h) for h in position.hands)
        self.real_root = hands
        if self.squash and not position.trick:
            hands = compress(hands)  # type: ignore[arg-type]
        self.root: State = (hands, int(position.leader), tuple(index(c) for c in position.trick),
                            0, 0, know)

    # -- moves -------------------------------------------------------------------------

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.cap:
            raise Capped
        if self.deadline is not None and not self.nodes & 4095 and time.process_time() > self.deadline:
            raise Capped

    def _limits(self) -> None:
        """:meth:`tick`'s checks, for a caller that counted the node itself."""
        if self.nodes > self.cap:
            raise Capped
        if self.deadline is not None and time.process_time() > self.deadline:
            raise Capped

    def moves(self, state: State) -> list[Edge]:
        """The cards the player to move may play, each with the tricks it wins for the
        claiming side and the position after it (cached)."""
        rec = self.tt.get(state)
        if rec is None:
            rec = self.tt[state] = [None, None, None]
        elif rec[2] is not None:
            return rec[2]
        return self._list_moves(state, rec)

    def _list_moves(self, state: State, rec: list) -> list[Edge]:
        hands, leader, trick, dk, dc, know = state
        mover = (leader + len(trick)) & 3
        hand = hands[mover]
        legal = hand & SUIT_MASKS[trick[0] // 13] if trick else 0
        if not legal:
            legal = hand
        if mover not in self.claimers or self.maximise_all:
            others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
            for c in trick:
                others |= 1 << c
            chosen = [(c, None, dk, dc) for c in run_heads(legal, others)]
        else:
            chosen = self._claimer_moves(hands, leader, trick, dk, dc, know, mover, legal)
        child = self._child
        out = [(c, rule) + child(state, mover, c, ndk, ndc) for c, rule, ndk, ndc in chosen]
        rec[2] = out
        return out

    def _claimer_moves(self, hands, leader, trick, dk, dc, know, mover, legal):  # type: ignore[no-untyped-def]
        bound = self.partner_bound or mover == self.claimer
        dirs = self.dirs
        if bound:
            while dk < len(dirs) and directive_done(dirs[dk], hands, self.claimers, self.trump, dc):
                dk, dc = dk + 1, 0
        d = dirs[dk] if bound and dk < len(dirs) else None
        ctx = Ctx(hands, leader, trick, self.trump, self.claimers, know, self.policy.aware_of_trumps,
                  self.policy.finesses_normal)
        choices = follow_choices(ctx, d) if trick else lead_choices(ctx, d)
        out = []
        seen = 0
        for c, rule in choices:
            if seen >> c & 1 or not legal >> c & 1:
                continue
            seen |= 1 << c
            ndc = dc + 1 if rule == "stated" and isinstance(d, _COUNTED) else dc
            out.append((c, rule, dk, ndc))
        if not out:  # the policy never leaves a player without a card
            out = [((legal & -legal).bit_length() - 1, "forced", dk, dc)]
        elif len(out) == 1 and legal & (legal - 1) == 0:
            out = [(out[0][0], "forced", out[0][2], out[0][3])]
        return out

    def _child(self, state: State, mover: int, c: int, dk: int, dc: int) -> tuple[int, State | None]:
        hands, leader, trick, _, _, know = state
        bit = 1 << c
        if mover == 0:
            nh = (hands[0] & ~bit, hands[1], hands[2], hands[3])
        elif mover == 1:
            nh = (hands[0], hands[1] & ~bit, hands[2], hands[3])
        elif mover == 2:
            nh = (hands[0], hands[1], hands[2] & ~bit, hands[3])
        else:
            nh = (hands[0], hands[1], hands[2], hands[3] & ~bit)
        if trick:
            led = trick[0] // 13
            if c // 13 != led and mover not in self.claimers and self.policy.notice_showouts:
                know |= 1 << (mover * 4 + led)
            if len(trick) < 3:
                return 0, (nh, leader, trick + (c,), dk, dc, know)
        else:
            if mover in self.claimers and not self.maximise_all:
                know = run_trumps(know, hands, mover, c, self.trump, self.claimers)
            return 0, (nh, leader, (c,), dk, dc, know)
        ntrick = trick + (c,)
        trump = self.trump
        ws = (leader + winner(ntrick, trump)) & 3
        gain = 1 if ws in self.claimers else 0
        if not nh[ws]:
            return gain, None
        know = run_goes_on(know, nh, ws, trump)
        if self.squash:
            led = ntrick[0] // 13
            if ntrick[1] // 13 == led and ntrick[2] // 13 == led and c // 13 == led:
                nh = compress_suits(nh, (led,))  # the usual trick: everybody followed
            else:
                nh = compress_suits(nh, {x // 13 for x in ntrick})
        return gain, (nh, ws, (), dk, dc, know)

    def left(self, state: State) -> int:
        return state[0][state[1]].bit_count() + (1 if state[2] else 0)

    def free(self, state: State) -> bool:
        """No statement directive still binds (the sure-trick line is then normal)."""
        dk, counter = state[3], state[4]
        if state[5] & RUNNING:
            return False  # the hand on lead is running its spare trumps: no free cashing line
        while dk < len(self.dirs):
            if not directive_done(self.dirs[dk], state[0], self.claimers, self.trump, counter):
                return False
            dk, counter = dk + 1, 0
        return True

    def maximiser(self, mover: int) -> bool:
        return mover == self.claimer or (mover == self.partner and self.partner_bound)

    # -- the claimer's best normal line (minimax) ------------------------------------------

    def best(self, state: State, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta: exact inside (alpha, beta), a bound outside it."""
        rec = self.tt.get(state)
        if rec is None:
            rec = self.tt[state] = [None, None, None]
        if rec[0] is not None:
            lo, hi = rec[0], rec[1]
            if lo >= beta:
                return lo
            if hi <= alpha or lo == hi:
                return hi
        elif state[2]:
            lo, hi = 0, state[0][state[1]].bit_count() + 1
            # A window the bounds already settle is answered at once (see worst()).
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
        else:
            qlo, qhi = quick_tricks(state[0], state[1], self.trump, self.claimers, self.free(state),
                                    self.partner_bound)
            lo, hi = max(0, qlo), min(state[0][state[1]].bit_count(), qhi)
            if lo == hi or lo >= beta or hi <= alpha:
                rec[0], rec[1] = lo, hi
                return lo if lo >= beta else hi
        self.nodes += 1
        if self.nodes > self.cap or not self.nodes & 4095:
            self._limits()
        a = alpha if alpha > lo else lo
        b = beta if beta < hi else hi
        edges = rec[2]
        if edges is None:
            edges = self._list_moves(state, rec)
        if (state[1] + len(state[2])) & 3 in self.max_seats:
            v = -1
            for _c, _r, gain, nxt in edges:
                val = gain if nxt is None else gain + self.best(nxt, a - gain, b - gain)
                if val > v:
                    v = val
                    if v > a:
                        a = v
                        if a >= b:
                            break
        else:
            v = INF
            for _c, _r, gain, nxt in edges:
                val = gain if nxt is None else gain + self.best(nxt, a - gain, b - gain)
                if val < v:
                    v = val
                    if v < b:
                        b = v
                        if a >= b:
                            break
        if v <= alpha:
            hi = min(hi, v)
        elif v >= beta:
            lo = max(lo, v)
        else:
            lo = hi = v
        rec[0], rec[1] = lo, hi
        return v

    def value(self, state: State | None) -> int:
        """The exact best normal value, by null-window tests (MTD(f)) from the bounds known."""
        if state is None:
            return 0
        rec = self.tt.get(state)
        lo, hi = (rec[0], rec[1]) if rec is not None and rec[0] is not None else (0, self.left(state))
        if lo < hi and self.left(state) >= self.dd_from:
            # Each test above the value is a refutation (a defence against every normal
            # line), costlier the more tricks are left; the claimer's best normal value
            # often is double dummy, so starting there usually leaves one proof (that
            # the value reaches it) instead of refutations from the sure-trick bound down.
            hi = min(hi, self._dd(state))
        guess = hi
        while lo < hi:
            beta = guess + 1 if guess == lo else guess
            v = self.best(state, beta - 1, beta)
            if v < beta:
                hi = v
            else:
                lo = v
            guess = v
        return lo

    def _dd(self, state: State) -> int:
        """The claiming side's double-dummy tricks here (DDS): an upper bound on every
        normal value (the claimer's normal cards are some of his cards, and a defender's
        partner not bound by the claim plays against it)."""
        hands, leader, trick = state[0], state[1], state[2]
        n = dds.dd_bits(hands, self.trump, leader, trick)
        mover = (leader + len(trick)) & 3
        return n if mover in self.claimers else self.left(state) - n

    def natural(self, state: State) -> tuple[int, list[tuple[int, str | None, int, State | None, str | None]]]:
        """The best normal value here, and each choice with its slip kind (None: natural)."""
        got = self.ntt.get(state)
        if got is not None:
            return got
        top = self.value(state)
        edges = self.moves(state)
        best: list[int] = []
        for c, _r, gain, nxt in edges:
            t = top - gain
            if (gain == top) if nxt is None else self.best(nxt, t - 1, t) >= t:
                best.append(c)
        trick = state[2]
        ctx = None
        demoted: dict[int, str] = {}
        if len(best) > 1 and self.maximiser((state[1] + len(trick)) & 3):
            # A natural card the policy still counts as a careless deviation (it spends a
            # slip), unless every natural card is one.
            ctx = Ctx(state[0], state[1], trick, self.trump, self.claimers, state[5])
            for c in best:
                k = costless_slip(ctx, c, best)
                if k is not None:
                    demoted[c] = k
            if len(demoted) < len(best):
                best = [c for c in best if c not in demoted]
            else:
                demoted = {}
        if not trick:  # from the top: of two natural leads in one suit, the higher
            best = [c for c in best if not any(d // 13 == c // 13 and d > c for d in best)]
        elif len(best) > 1:
            led = trick[0] // 13
            following = [c for c in best if c // 13 == led]
            ruffing = [c for c in best if c // 13 == self.trump != led]
            if following:
                best = [min(following)]
            elif ruffing:
                best = [min(ruffing)] + [c for c in best if c // 13 != self.trump]
        out = []
        for c, rule, gain, nxt in edges:
            if c in best:
                kind = None
            elif c in demoted:
                kind = demoted[c]
            else:
                if ctx is None:
                    ctx = Ctx(state[0], state[1], state[2], self.trump, self.claimers, state[5])
                kind = slip_kind(ctx, c, best)
            out.append((c, rule, gain, nxt, kind))
        self.ntt[state] = (top, out)
        return top, out

    # -- the worst line with at most b slips -----------------------------------------------

    def worst(self, state: State, slips: int, alpha: int, beta: int) -> int:
        """Tricks on the worst line with at most ``slips`` careless slips (fail-soft
        alpha-beta: exact inside (alpha, beta), a bound outside it). See the module doc."""
        if slips == 0:
            return self.best(state, alpha, beta)
        key = (state, slips)
        e = self.wtt.get(key)
        if e is not None:
            lo, hi = e
            if lo >= beta:
                return lo
            if hi <= alpha or lo == hi:
                return hi
        else:
            lo, hi = 0, self.left(state)
            if not state[2]:
                lo = sure_trumps(state[0], self.trump, self.claimers)
                if state[1] in self.claimers and cashing(state[0], state[1], self.trump,
                                                         not self.partner_bound) == hi:
                    # The hand on lead holds only winners nobody can touch: no slip loses.
                    # For a defender's claim (Law 70D2) partner too may not be able to ruff
                    # one, since he is not bound to leave the claimer's winners alone.
                    lo = hi
            # A window the bounds already settle is answered at once: searching it would
            # leave an empty window (a >= b) below, where a fail-soft value equal to the
            # window cannot say which side it is on and the table would store it wrongly.
            if lo >= beta or lo == hi:
                self.wtt[key] = (lo, hi)
                return lo
            if hi <= alpha:
                self.wtt[key] = (lo, hi)
                return hi
        self.tick()
        a, b = max(alpha, lo), min(beta, hi)
        if self.maximiser((state[1] + len(state[2])) & 3):
            edges = self.moves(state)
            if len(edges) == 1:
                # One normal card: it keeps the best value by itself, so it is natural
                # (no other card to demote it to a slip or to order it against), and the
                # best value here, only a bound on the worst one, is not needed.
                c, rule, gain, nxt = edges[0]
                scored = [(c, rule, gain, nxt, None)]
            else:
                top, scored = self.natural(state)
                hi = min(hi, top)  # the worst line is never better than the best one
                if hi <= alpha or lo >= hi:
                    self.wtt[key] = (lo, hi)
                    return hi
                b = min(b, hi)
            leading = not state[2]
            v = INF
            for _c, _r, gain, nxt, kind in scored:  # slips (and, on lead, natural cards): min
                if kind is None:
                    if not leading and slips == 1:
                        continue  # a natural card as the slip just gives the best value
                    spend = slips if leading else slips - 1
                elif kind in self.kinds:
                    spend = slips - 1
                else:
                    continue
                val = gain if nxt is None else gain + self.worst(nxt, spend, a - gain, min(b, v) - gain)
                if val < v:
                    v = val
                    if v <= a:
                        break
            if v > a and not leading:  # following: the careful natural card, max
                m = -1
                bb = min(b, v)
                ma = a
                for _c, _r, gain, nxt, kind in scored:
                    if kind is not None:
                        continue
                    val = gain if nxt is None else gain + self.worst(nxt, slips, ma - gain, bb - gain)
                    if val > m:
                        m = val
                        if m > ma:
                            ma = m
                            if ma >= bb:
                                break
                v = min(v, m)
        else:
            v = INF
            for _c, _r, gain, nxt in self.moves(state):
                val = gain if nxt is None else gain + self.worst(nxt, slips, a - gain, b - gain)
                if val < v:
                    v = val
                    if v < b:
                        b = v
                        if a >= b:
                            break
        v = max(lo, min(v, hi))  # a cut may overshoot the bounds known beforehand
        if v <= alpha:
            hi = min(hi, v)
        elif v >= beta:
            lo = max(lo, v)
        else:
            lo = hi = v
        self.wtt[key] = (lo, hi)
        return v

    def exact(self, state: State | None, slips: int) -> int:
        """The exact worst value, by null-window tests (MTD(f)) from the bounds known."""
        if state is None:
            return 0
        if slips == 0:
            return self.value(state)
        e = self.wtt.get((state, slips))
        lo, hi = e if e is not None else (0, self.left(state))
        guess = hi
        while lo < hi:
            beta = guess + 1 if guess == lo else guess
            v = self.worst(state, slips, beta - 1, beta)
            if v < beta:
                hi = v
            else:
                lo = v
            guess = v
        return lo


__all__ = ["Capped", "Engine", "INF", "State", "card"]
