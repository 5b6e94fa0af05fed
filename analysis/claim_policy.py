"""What counts as a *normal* card for the claiming side (Laws 70-71 and TD guidance).

Law 70 asks for the least successful *normal* line for the claimer, where "normal"
includes careless or inferior play for the class of player, but not irrational play.
No list of irrational plays is published; this module follows the project's DD notes
(from the ACBL order-of-play guidelines A-D and EBU White Book 8.70):

* Leads: with no stated order, any suit may be led (the worst order is taken: Law 70A,
  ACBL A), but a claimer who concedes nothing leads his presumed winners while he has
  any. Within a suit, a winning honour is led from the top (WB 8.70.5 "AK5 opposite
  42"), but spot cards may go in any order (WB 8.70.5 "754 opposite void").
* Following: win as cheaply as possible, else play low; with an opponent still to play
  and a higher card outstanding, finessing and rising are both normal (Law 70E1: an
  unstated finesse is not credited) unless a show-out has fixed the layout.
* Void: ruff an opponent's winner (low, or high where an overruff is possible); never
  ruff partner's winner; discard from any suit, but never an established winner if
  another discard exists (discarding an obvious winner is irrational).
* Law 70C: a claimer judged aware of an outstanding trump draws it (leads trumps) before
  anything else; one likely unaware may play side suits first.
* Statement directives restrict the claimer's own choices (Law 70D1); a defender's
  partner is never bound by them and plays any normal card (Law 70D2).

Rules are returned as short keys; :data:`RULES` explains each with its law reference.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import claim_statement as cs
from .cardset import SUIT_MASKS, above, bits_desc, is_honour, low, run_heads, top, winner

RULES = {
    "forced": "the only legal card (or all legal cards are equivalent)",
    "lead-top": "a winning honour is led from the top (Law 70E2 order; WB 8.70.5, ACBL A)",
    "lead-any": "suit order not stated: any suit may be led, worst order taken (Law 70A; ACBL A)",
    "lead-spot": "spot cards may be played in any order: careless but normal (WB 8.70.5)",
    "aware-draw": "Law 70C not met (claimer aware of the outstanding trump): trumps drawn first",
    "win-cheap": "wins the trick as cheaply as possible",
    "low": "cannot or need not win: plays low",
    "duck-2nd": "second hand low with partner still to play: normal",
    "finesse": "Law 70E1: an unstated finesse is not credited; finessing and rising are both normal",
    "rise": "Law 70E1: playing for the drop and finessing are both normal",
    "known": "the layout is known from a show-out (Law 70E1 exception): plays accordingly",
    "ruff": "ruffs an opponent's winner",
    "ruff-high": "ruffs high where an overruff is possible: both ruffs are normal",
    "discard": "discards; any suit is normal (careless), but not an established winner",
    "discard-winner": "only established winners (or trumps) left to discard",
    "stated": "as the statement says (Law 70D1: the claimer is held to the stated line)",
}


@dataclass(frozen=True, slots=True)
class Policy:
    """Settings that decide what is normal (a jurisdiction / event profile)."""

    honours_top_down: bool = True
    """Law 70E2 regulation: winning honours are played from the top."""
    spot_cards_any_order: bool = True
    """WB 8.70.5: spot-card suits may be played in any order (False: strictly top-down)."""
    notice_showouts: bool = False
    """WBFLC: the claimer notices a show-out during the line; EBU WB 8.70.9: does not."""
    aware_of_trumps: bool = False
    """Law 70C: the claimer is judged aware of the outstanding trump(s)."""
    concedes: bool = False
    """The claim concedes tricks: leading a suit with no winner in it is then normal.
    Claiming every trick, the claimer believes his cards are winners and leads those
    while he has any (he continues "until presumed winners are not winning", WB 8.70.9)."""
    claimer_maximises: bool = False
    """Validation only: every legal card allowed and the claimer maximises (DD play)."""


class Ctx:
    """Per-node facts the policy needs, computed once by the search."""

    __slots__ = ("hands", "leader", "trick", "mover", "trump", "claimers", "defenders",
                 "know", "def_cards")

    def __init__(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                 trump: int, claimers: tuple[int, int], know: int) -> None:
        self.hands, self.leader, self.trick, self.trump = hands, leader, trick, trump
        self.mover = (leader + len(trick)) & 3
        self.claimers = claimers
        self.defenders = ((claimers[0] + 1) & 3, (claimers[0] + 3) & 3)
        self.know = know
        self.def_cards = hands[self.defenders[0]] | hands[self.defenders[1]]


def is_master(ctx: Ctx, i: int) -> bool:
    """No defender holds a higher card of the suit (the claimer's "winner")."""
    return not (ctx.def_cards & above(i))


def lead_choices(ctx: Ctx, policy: Policy, directive: cs.Directive | None,
                 bound: bool) -> list[tuple[int, str]]:
    hand = ctx.hands[ctx.mover]
    if bound and directive is not None:
        chosen = _directive_lead(ctx, directive)
        if chosen:
            return chosen
    trump = ctx.trump
    if policy.aware_of_trumps and trump >= 0 and hand & SUIT_MASKS[trump] and ctx.def_cards & SUIT_MASKS[trump]:
        return [(top(hand & SUIT_MASKS[trump]), "aware-draw")]
    others = _others(ctx)
    out: list[tuple[int, str]] = []
    suits = [s for s in range(4) if hand & SUIT_MASKS[s]]
    if not policy.concedes:
        winning = [s for s in suits if is_master(ctx, top(hand & SUIT_MASKS[s]))]
        suits = winning or suits
    for s in suits:
        held = hand & SUIT_MASKS[s]
        t = top(held)
        if policy.honours_top_down and is_honour(t) and is_master(ctx, t):
            out.append((t, "lead-top"))
        elif not policy.spot_cards_any_order:
            out.append((t, "lead-any"))
        else:
            heads = run_heads(held, others)
            out.extend((h, "lead-spot" if len(heads) > 1 else "lead-any") for h in heads)
    return out


def follow_choices(ctx: Ctx, policy: Policy, directive: cs.Directive | None,
                   bound: bool) -> list[tuple[int, str]]:
    hand, trick, trump = ctx.hands[ctx.mover], ctx.trick, ctx.trump
    led = trick[0] // 13
    w = winner(trick, trump)
    win_card = trick[w]
    partner_winning = ((ctx.leader + w) & 3) in ctx.claimers
    after = [(ctx.leader + k) & 3 for k in range(len(trick) + 1, 4)]
    opp_after = [s for s in after if s in ctx.defenders]
    follow = hand & SUIT_MASKS[led]
    if follow:
        beat = follow & above(win_card) if win_card // 13 == led else 0
        if partner_winning or not beat:
            return [(low(follow), "low")]
        cheap = low(beat)
        if not opp_after:
            return [(cheap, "win-cheap")]
        rise = top(follow)
        outstanding = ctx.def_cards & above(cheap)
        if not outstanding:
            return [(cheap, "win-cheap")]
        out: list[tuple[int, str]] = []
        if bound and isinstance(directive, cs.Finesse) and directive.suit in (None, led):
            out = [(cheap, "stated")]
        elif bound and isinstance(directive, cs.Drop) and directive.suit in (None, led):
            out = [(rise, "stated")]
        elif _layout_known(ctx, led):
            danger = any(ctx.hands[s] & outstanding for s in opp_after)
            out = [(rise if danger else cheap, "known")]
        else:
            out = [(cheap, "finesse" if rise != cheap else "win-cheap")]
            if rise != cheap:
                out.append((rise, "rise"))
        if (ctx.mover + 2) & 3 in after:
            out.append((low(follow), "duck-2nd"))
        return out
    trumps = hand & SUIT_MASKS[trump] if trump >= 0 else 0
    ruffing = bound and isinstance(directive, (cs.Ruff, cs.CrossRuff))
    if trumps and (not partner_winning or ruffing):
        need = trumps & above(win_card) if win_card // 13 == trump else trumps
        if need:
            cheap = low(need)
            out = [(cheap, "stated" if ruffing else "ruff")]
            t = top(trumps)
            if opp_after and t != cheap and ctx.def_cards & SUIT_MASKS[trump] & above(cheap):
                out.append((t, "ruff-high"))
            return out
    return _discards(ctx, hand, led)


def _discards(ctx: Ctx, hand: int, led: int) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    winners: list[tuple[int, str]] = []
    for s in range(4):
        if s == led or s == ctx.trump:
            continue
        held = hand & SUIT_MASKS[s]
        if held:
            c = low(held)
            (winners if is_master(ctx, c) else out).append((c, "discard"))
    if out:
        return out
    if winners:
        return [(c, "discard-winner") for c, _ in winners]
    return [(low(hand), "discard-winner")]


def _layout_known(ctx: Ctx, suit: int) -> bool:
    d0, d1 = ctx.defenders
    return bool(ctx.know & ((1 << (d0 * 4 + suit)) | (1 << (d1 * 4 + suit))))


def _others(ctx: Ctx) -> int:
    rest = 0
    for s in range(4):
        if s != ctx.mover:
            rest |= ctx.hands[s]
    for c in ctx.trick:
        rest |= 1 << c
    return rest


def _directive_lead(ctx: Ctx, d: cs.Directive) -> list[tuple[int, str]]:
    """Leads the active directive prescribes from this hand ([] = not from here)."""
    hand = ctx.hands[ctx.mover]
    partner = ctx.hands[(ctx.mover + 2) & 3]
    trump = ctx.trump
    if isinstance(d, cs.DrawTrumps) and trump >= 0 and hand & SUIT_MASKS[trump]:
        return [(top(hand & SUIT_MASKS[trump]), "stated")]
    if isinstance(d, cs.Cash):
        if d.suit is not None:
            held = hand & SUIT_MASKS[int(d.suit)]
            return [(top(held), "stated")] if held else []
        masters = [top(hand & SUIT_MASKS[s]) for s in range(4)
                   if hand & SUIT_MASKS[s] and is_master(ctx, top(hand & SUIT_MASKS[s]))]
        return [(m, "stated") for m in masters]
    if isinstance(d, cs.PlayCards):
        for c in d.cards:
            i = int(c.suit) * 13 + int(c.rank) - 2
            if hand & (1 << i):
                return [(i, "stated")]
            if partner & (1 << i):
                return []
        return []
    if isinstance(d, (cs.Ruff, cs.CrossRuff)) and trump >= 0 and partner & SUIT_MASKS[trump]:
        suits = [int(d.suit)] if isinstance(d, cs.Ruff) and d.suit is not None else range(4)
        return [(low(hand & SUIT_MASKS[s]), "stated") for s in suits
                if s != trump and hand & SUIT_MASKS[s] and not partner & SUIT_MASKS[s]]
    if isinstance(d, (cs.Finesse, cs.Drop)) and d.suit is not None:
        held = hand & SUIT_MASKS[int(d.suit)]
        if held and isinstance(d, cs.Finesse) and partner & SUIT_MASKS[int(d.suit)]:
            return [(low(held), "stated")]
        return [(top(held), "stated")] if held else []
    if isinstance(d, cs.Concede) and d.suit is not None:
        held = hand & SUIT_MASKS[int(d.suit)]
        losers = [i for i in bits_desc(held) if not is_master(ctx, i)]
        return [(losers[-1], "stated")] if losers else []
    return []


def directive_done(d: cs.Directive, hands: tuple[int, int, int, int], claimers: tuple[int, int],
                   trump: int, counter: int, played: int) -> bool:
    """Whether a directive has nothing left to prescribe (the next one takes over)."""
    ours = hands[claimers[0]] | hands[claimers[1]]
    theirs = hands[(claimers[0] + 1) & 3] | hands[(claimers[0] + 3) & 3]
    if isinstance(d, cs.DrawTrumps):
        return (trump < 0 or not theirs & SUIT_MASKS[trump] or not ours & SUIT_MASKS[trump]
                or (d.rounds is not None and counter >= d.rounds))
    if isinstance(d, cs.Cash):
        if d.suit is not None:
            return not ours & SUIT_MASKS[int(d.suit)]
        return not any(ours & SUIT_MASKS[s] and not theirs & above(top(ours & SUIT_MASKS[s]))
                       for s in range(4))
    if isinstance(d, cs.PlayCards):
        return all(not ((hands[claimers[0]] | hands[claimers[1]]) >> (int(c.suit) * 13 + int(c.rank) - 2)) & 1
                   for c in d.cards)
    if isinstance(d, cs.Ruff):
        return counter >= d.count or trump < 0
    if isinstance(d, (cs.Finesse, cs.Drop, cs.Concede)):
        return counter >= 1 or (isinstance(d, cs.Concede) and d.suit is None)
    if isinstance(d, cs.CrossRuff):
        return trump < 0 or not ours & SUIT_MASKS[trump]
    return True  # RestHigh, Squeeze, Conditional: nothing to play
