"""What the claiming side may play on a *normal* line (Laws 70-71 and TD guidance).

Law 70 gives the claimer the least successful *normal* line, where normal includes
careless or inferior play for the class of player but not irrational play (the
footnote to Laws 70-71). hakem reads that in three layers (the table with the law or
guidance behind every rule is in ``docs/claims.md``):

1. **Irrational plays are never considered**: revoking; a lead that gives up a trick
   while the side still has winners (winners before losers); ducking an opponent's
   winner the claimer can beat as the last of his side to play; not ruffing an
   opponent's winner when a spare trump does it; discarding a winner while holding a
   loser, or the only entry to partner's winners while a plain loser can go; ruffing
   partner's established winner; an unstated finesse (Law 70E1: the claimer plays
   from the top).
2. **The natural way to take the tricks**: among the normal cards, those that keep the
   best result the normal cards allow (the search computes it, the claimer playing
   his best normal line against any defence).
3. **Careless slips**: any other normal card is a careless deviation of one *kind*
   (a careless order, a failure to unblock, a crashed honour, cashing a side winner
   before drawing an outstanding trump, ...). A normal line may contain as many slips as
   the class of player allows (club: one; novice: two; expert: one, of fewer kinds).

This module lists the normal cards (layer 1) with the rule that admits each;
:mod:`hakem.analysis.claim_slips` names the kind of a slip (layer 3) and the natural
cards directors still count as a deviation; :mod:`hakem.analysis.claim_search` decides
layer 2. The node facts (:class:`Ctx`) are in :mod:`hakem.analysis.claim_ctx`.
Cards are bit indices (:mod:`hakem.analysis.cardset`), seats ints 0-3 (N, E, S, W).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hakem.model.settings import PlayerClass

from . import claim_statement as cs
from .cardset import SUIT_MASKS, above, low, run_heads, top, winner
from .claim_ctx import RUNNING, Ctx, bits, could_be_after, is_master
from .claim_slips import SLIP_KINDS, costless_slip, run_goes_on, run_trumps, slip_kind


#: Slips allowed in one normal line, and their kinds, by class of player (docs/claims.md).
CLASS_SLIPS: dict[PlayerClass, tuple[int, frozenset[str]]] = {
    PlayerClass.EXPERT: (1, frozenset({"order", "unblock", "70C", "trump-first", "ruff"})),
    PlayerClass.CLUB: (1, frozenset(SLIP_KINDS)),
    PlayerClass.NOVICE: (2, frozenset(SLIP_KINDS)),
}

#: Why a card of the claiming side is normal: rule key -> (text, law or guidance).
RULES: dict[str, tuple[str, str]] = {
    "forced": ("the only legal card", "Law 44C"),
    "stated": ("as the statement says: the claimer is held to his stated line", "Law 70D1"),
    "lead-winner": ("leads a suit in which the side holds the winner (winners before losers)",
                    "ACBL claim guideline A; WB 8.70"),
    "lead-trump": ("draws trumps while an opponent holds one", "ACBL guideline B/C; WB 8.70.4"),
    "lead-ruff": ("leads a suit partner can ruff (a cross-ruff)", "Law 70 footnote"),
    "run-trumps": ("having started to run spare trumps while a ruff waits, goes on with them: "
                   "one careless deviation however many rounds it takes", "Law 70 footnote; WB 8.70"),
    "lead-concede": ("no winner left: gives up a trick in any suit", "Law 70A"),
    "follow-partner": ("follows under (or over) partner's winning card", "Law 70 footnote"),
    "follow-low": ("cannot win the trick: follows", "Law 70 footnote"),
    "win": ("wins the opponents' trick as the last of his side to play", "Law 70 footnote"),
    "win-top": ("wins with a card no opponent still to play can beat (from the top, no "
                "unstated finesse)", "Law 70E1; WB 8.70.5"),
    "rise": ("plays high (from the top): an unstated finesse is not credited", "Law 70E1"),
    "finesse-known": ("the layout is known from a show-out: the finesse is a sure trick",
                      "Law 70E1"),
    "finesse": ("takes an unstated finesse, winning or losing: normal when the question is "
                "whether a conceded trick could have been lost (Law 71), never credited when "
                "it wins (Law 70E1)", "Laws 70E1, 71"),
    "duck-2nd": ("plays low in second seat, partner still to play", "Law 70 footnote"),
    "ruff": ("ruffs the opponents' winner", "Law 70 footnote"),
    "ruff-high": ("ruffs high where an opponent still to play might over-ruff (a safety play)",
                  "ACBL guideline C"),
    "discard": ("discards a loser", "Law 70 footnote"),
    "discard-kept": ("no plain loser left: discards an entry or a winner", "Law 70 footnote"),
}

#: Plays never considered (layer 1), with the law or guidance: the table in docs/claims.md.
IRRATIONAL: dict[str, tuple[str, str]] = {
    "revoke": ("revoking", "Laws 44C, 70 footnote"),
    "loser-lead": ("giving up a trick while the side still has winners to cash",
                   "ACBL guideline A; WB 8.70"),
    "duck-winner": ("ducking an opponent's winner one can beat, as the last of the side to play",
                    "Law 70 footnote"),
    "no-ruff": ("discarding on an opponent's winner when a spare trump ruffs it",
                "Law 70 footnote"),
    "discard-winner": ("discarding a winner while holding a loser", "Law 70 footnote"),
    "discard-entry": ("discarding the only entry to partner's winners while a plain loser can go",
                      "Law 70 footnote"),
    "ruff-partner": ("ruffing partner's established winner", "Law 70 footnote"),
    "finesse": ("an unstated finesse, winning or losing, when the award would be below the "
                "claim (a Law 71 restoration counts it as normal: ``finesses_normal``)", "Law 70E1"),
    "waste": ("spending a second winner on a trick partner has already won, when a lower "
              "card keeps the best result", "Law 70 footnote"),
    "trump-crash": ("leading a spare trump into partner's higher trumps while the hand's own "
                    "winners are then cut off: a trump crash and a careless order at once",
                    "Law 70 footnote"),
}


@dataclass(frozen=True, slots=True)
class Policy:
    """What counts as normal for this claim: the class of player and the TD's findings."""

    player_class: PlayerClass = PlayerClass.CLUB
    """Sets the number of careless slips in one line and their kinds (:data:`CLASS_SLIPS`)."""
    slips: int | None = None
    """Overrides the class's number of slips (a TD's or regulation's choice)."""
    notice_showouts: bool = False
    """WBFLC: the claimer notices a show-out during the line; EBU WB 8.70.9: he does not.
    Show-outs before the claim and on the trick in progress always count (Law 70E1)."""
    aware_of_trumps: bool = False
    """Law 70C: the claimer is aware of the outstanding trump(s); he then does not cash a
    side winner before drawing them as a careless slip."""
    claimer_maximises: bool = False
    """Validation only: every legal card allowed and the claimer maximises (double dummy)."""
    extra_kinds: frozenset[str] = field(default=frozenset())
    """Slip kinds allowed on top of the class's (a TD's finding for this player)."""
    finesses_normal: bool = False
    """Law 71: an unstated finesse, winning or losing, is a normal play. Law 71 restores a
    conceded trick only when the claimer *could not* have lost it by any normal play, and
    Law 70E1 forbids only *crediting* him with an unstated finesse that wins; it does not
    make a finesse abnormal. So the question "is the award above the claim?" is asked
    with this set (:func:`hakem.analysis.claims.judge_claim`, docs/claims.md §3.5), the
    question "is it below?" without it (he is not made to take a losing finesse when he
    counted a top trick)."""

    @property
    def budget(self) -> int:
        return CLASS_SLIPS[self.player_class][0] if self.slips is None else self.slips

    @property
    def kinds(self) -> frozenset[str]:
        kinds = CLASS_SLIPS[self.player_class][1] | self.extra_kinds
        return kinds - {"70C"} if self.aware_of_trumps else kinds


def _others(ctx: Ctx) -> int:
    rest = 0
    for s in range(4):
        if s != ctx.mover:
            rest |= ctx.hands[s]
    for c in ctx.trick:
        rest |= 1 << c
    return rest


def lead_choices(ctx: Ctx, directive: cs.Directive | None) -> list[tuple[int, str]]:
    """Normal leads: winners before losers, any suit order, a suit played from the top
    unless the card goes to partner's winner or to a ruff, or only spot cards are above it
    (WB 8.70.5: "AK5 opposite 42" is cashed from the top, "754" may go in any order); the
    directive's leads when the statement binds."""
    hand = ctx.hands[ctx.mover]
    if directive is not None:
        chosen = _directive_lead(ctx, directive)
        if chosen:
            return chosen
    if ctx.know & RUNNING and (ctx.know >> 17) & 1 == ctx.mover & 1 and ctx.trump >= 0:
        trumps = hand & SUIT_MASKS[ctx.trump]
        if trumps:
            return [(top(trumps), "run-trumps")]  # a run of spare trumps, once started, goes on
    partner = ctx.hands[ctx.mover ^ 2]
    trump = ctx.trump
    dc = ctx.def_cards
    others = _others(ctx)
    out: list[tuple[int, str]] = []
    losers: list[tuple[int, str]] = []
    for s in range(4):
        held = hand & SUIT_MASKS[s]
        if not held:
            continue
        theirs = dc & SUIT_MASKS[s]
        their_top = top(theirs) if theirs else -1
        mate = partner & SUIT_MASKS[s]
        crossing = bool(mate) and top(mate) > their_top
        ruffable = trump >= 0 and s != trump and not mate and bool(partner & SUIT_MASKS[trump])
        drawing = s == trump and bool(theirs)
        heads = run_heads(held, others)
        ours_top = top(held | mate) > their_top
        for h in heads:
            if s == trump and not theirs and _trump_crash(ctx, h):
                continue  # a trump crash that cuts the hand off its winners: two deviations
            if h > their_top:
                out.append((h, "lead-winner"))
            elif crossing:
                out.append((h, "lead-winner"))
            elif ruffable:
                out.append((h, "lead-ruff"))
            elif h == heads[0] and drawing:
                out.append((h, "lead-trump"))
            elif (ours_top or drawing) and not held & above(h) & _HONOURS:
                out.append((h, "lead-trump" if drawing else "lead-winner"))
            else:
                losers.append((h, "lead-concede"))
    side_losers = [(c, r) for c, r in losers if c // 13 != trump]
    if side_losers and trump >= 0 and all(c // 13 == trump for c, _r in out):
        # No side winner: a trump lead does not stop the claimer giving up a trick in a
        # *side* suit first; and spare trumps (none out) are ruffing cards, not winners to
        # cash. A low trump led below the hand's own trump honours stays a ``loser-lead``
        # (HKQ9 against the HT: the H9 gives the T a trick the K-Q would have drawn).
        return out + side_losers
    return out or losers


def _trump_crash(ctx: Ctx, card: int) -> bool:
    """A spare trump (none out) led into partner's trumps, every one of them higher (he
    must overtake), while the hand keeps side winners partner has no card to reach: two
    trump winners spent on one trick *and* the hand's own winners cut off. Directors count
    that as two deviations at once ("a trump crash on top of a cut-off"), not one careless
    slip, so it is not on a normal line (irrational, ``trump-crash``)."""
    trump = ctx.trump
    mate = ctx.hands[ctx.mover ^ 2] & SUIT_MASKS[trump]
    if not mate or mate & ~above(card):
        return False
    rest = ctx.hands[ctx.mover] & ~(1 << card)
    dc = ctx.def_cards
    if not any(is_master(dc, i) for i in bits(rest & ~SUIT_MASKS[trump])):
        return False
    return not _links(ctx.hands[ctx.mover ^ 2] & ~(1 << low(mate)), rest & ~SUIT_MASKS[trump], dc)


def follow_choices(ctx: Ctx, directive: cs.Directive | None) -> list[tuple[int, str]]:
    """Normal cards to a trick in progress (see the module docstring for the exclusions)."""
    hand, trick, trump = ctx.hands[ctx.mover], ctx.trick, ctx.trump
    led = trick[0] // 13
    w = winner(trick, trump)
    win_card = trick[w]
    partner_winning = ((ctx.leader + w) & 3) in ctx.claimers
    n = len(trick)
    after = [(ctx.leader + k) & 3 for k in range(n + 1, 4)]
    opp_after = [s for s in after if s in ctx.defenders]
    partner_after = (ctx.mover ^ 2) in after
    follow = hand & SUIT_MASKS[led]
    others = _others(ctx)
    if follow:
        heads = run_heads(follow, others)
        beat = [h for h in heads if win_card // 13 == led and h > win_card]
        danger = could_be_after(ctx, led, opp_after) if opp_after else 0
        if partner_winning:
            if win_card // 13 != led or not danger & above(win_card):
                return [(h, "follow-partner") for h in heads]  # partner's card is safe
            # Partner's card may be beaten: letting it run would be an unstated finesse.
            won = [w for w in _contest(ctx, beat, danger, led, directive) if w[1] != "finesse"]
            if won and won[0][1] != "rise":
                if ctx.finesses and won[0][1] == "win-top":
                    # Law 71: letting partner's card run, an opponent's higher card perhaps
                    # behind it, is a finesse and a normal play (winning or losing).
                    return won + [(h, "finesse") for h in heads if h not in beat][-1:]
                return won
            return won + [(h, "follow-partner") for h in heads if h not in beat]
        if not beat:
            return _unwasted([(h, "follow-low") for h in heads], ctx.def_cards)
        if not opp_after:
            return [(h, "win") for h in beat]  # ducking here is irrational
        out = _contest(ctx, beat, danger, led, directive)
        if partner_after and _partner_can_win(ctx, led, win_card):
            # Second hand low: partner may still win, so a card that may not hold the trick
            # is not played high; only a sure winner, or low.
            out = [o for o in out if o[1] != "rise"]
            low_ones = [h for h in heads if h not in beat] or heads[-1:]
            out += [d for d in _unwasted([(h, "duck-2nd") for h in low_ones], ctx.def_cards)
                    if d[0] not in [o[0] for o in out]]
        return out
    return _void_choices(ctx, hand, led, win_card, partner_winning, opp_after, partner_after, directive)


def _contest(ctx: Ctx, beat: list[int], danger: int, led: int,
             directive: cs.Directive | None) -> list[tuple[int, str]]:
    """Cards that take the trick with an opponent still to play: from the top (Law 70E1:
    no unstated finesse), the finesse when stated or when a show-out fixes the layout."""
    if not beat:
        return []
    if isinstance(directive, cs.Finesse) and directive.suit in (None, led):
        named = [h for h in beat if directive.card is not None and _same(h, directive.card)]
        return [(named[0] if named else beat[-1], "stated")]
    if isinstance(directive, cs.Drop) and directive.suit in (None, led):
        return [(beat[0], "stated")]
    sure = [h for h in beat if not danger & above(h)]
    if sure and not is_master(ctx.def_cards, sure[-1]):
        return [(sure[-1], "finesse-known")]  # Law 70E1: a show-out fixes the layout
    # Law 71 (``finesses_normal``): the lowest card that may win, an opponent's higher
    # card perhaps behind it, is a finesse and a normal play, winning or losing.
    finesse = [(beat[-1], "finesse")] if ctx.finesses and beat[-1] not in sure else []
    if sure:
        return [(h, "win-top") for h in sure] + finesse
    return [(beat[0], "rise")] + (finesse if beat[-1] != beat[0] else [])


def _void_choices(ctx: Ctx, hand: int, led: int, win_card: int, partner_winning: bool,
                  opp_after: list[int], partner_after: bool,
                  directive: cs.Directive | None) -> list[tuple[int, str]]:
    trump = ctx.trump
    trumps = hand & SUIT_MASKS[trump] if trump >= 0 else 0
    their_trumps = ctx.def_cards & SUIT_MASKS[trump] if trump >= 0 else 0
    discards = _discards(ctx, hand, led)
    if not trumps:
        return discards
    safe = partner_winning and not (opp_after and ctx.def_cards & above(win_card))
    if safe:
        return discards  # ruffing partner's established winner is irrational
    need = trumps & above(win_card) if win_card // 13 == trump else trumps
    if not need:
        return discards
    cheap = low(need)
    out = [(cheap, "ruff")]
    if opp_after and their_trumps & above(cheap):
        safe = need & ~_below_or_equal(top(their_trumps))
        out.append((low(safe) if safe else top(need), "ruff-high"))
    free = (not (opp_after and their_trumps & above(cheap)) or bool(need & above(top(their_trumps)))
            or not ctx.aware)  # Law 70C: an unaware claimer fears no over-ruff
    if not free or (partner_after and _partner_can_win(ctx, led, win_card)):
        out += discards  # a ruff that may be over-ruffed is not free; partner may win
    return out


def _partner_can_win(ctx: Ctx, led: int, win_card: int) -> bool:
    """Partner, still to play, holds a card that beats the trick's winning card."""
    partner = ctx.hands[ctx.mover ^ 2]
    if partner & SUIT_MASKS[led]:
        return win_card // 13 == led and bool(partner & above(win_card))
    trump = ctx.trump
    if trump < 0:
        return False
    trumps = partner & SUIT_MASKS[trump]
    return bool(trumps & above(win_card)) if win_card // 13 == trump else bool(trumps)


def _unwasted(choices: list[tuple[int, str]], def_cards: int) -> list[tuple[int, str]]:
    """Never a winner thrown under the opponents' trick while a low card can go."""
    low_ones = [(c, r) for c, r in choices if not is_master(def_cards, c)]
    return low_ones or choices[-1:]


_HONOURS = sum(0x1F00 << (13 * s) for s in range(4))
"""Tens to aces."""


def _below_or_equal(i: int) -> int:
    """Cards of the same suit ranking at or below card ``i`` (``i`` < 0: none)."""
    if i < 0:
        return 0
    suit = SUIT_MASKS[i // 13]
    return suit & ((1 << (i + 1)) - 1)


def _discards(ctx: Ctx, hand: int, led: int) -> list[tuple[int, str]]:
    """The lowest card of each other suit; never a winner while a loser can go, never the
    last link between the side's hands while another card can go (both irrational)."""
    trump = ctx.trump
    partner = ctx.hands[ctx.mover ^ 2]
    dc = ctx.def_cards
    plain: list[int] = []
    winners: list[int] = []
    links: list[int] = []
    for s in range(4):
        if s == led or s == trump:
            continue
        held = hand & SUIT_MASKS[s]
        if not held:
            continue
        c = low(held)
        if _cuts_link(dc, hand, partner, c):
            links.append(c)
        elif is_master(dc, c):
            winners.append(c)
        else:
            plain.append(c)
    if plain:
        return [(c, "discard") for c in plain]
    if winners or links:
        return [(c, "discard-kept") for c in winners or links]
    rest = hand & ~SUIT_MASKS[led]
    return [(low(rest or hand), "discard-kept")]


def _links(src: int, dst: int, def_cards: int) -> bool:
    """``src`` can reach ``dst``: it holds a card below one of ``dst``'s winners."""
    for s in range(4):
        mine = dst & SUIT_MASKS[s]
        if mine and src & SUIT_MASKS[s] & ~above(top(mine)) and not def_cards & above(top(mine)):
            return True
    return False


def _winners(hand: int, def_cards: int) -> int:
    return sum(1 for s in range(4) for i in bits(hand & SUIT_MASKS[s]) if not def_cards & above(i))


def _cuts_link(def_cards: int, hand: int, partner: int, c: int) -> bool:
    """Discarding ``c`` removes the last way from one of the side's hands to the other's
    winners (the only entry), while those winners are still there to cash."""
    after = hand & ~(1 << c)
    if _links(hand, partner, def_cards) and not _links(after, partner, def_cards) \
            and _winners(partner, def_cards) >= 1:
        return True
    return (_links(partner, hand, def_cards) and not _links(partner, after, def_cards)
            and _winners(after, def_cards) >= 1)


def _same(i: int, card: object) -> bool:
    return i == int(card.suit) * 13 + int(card.rank) - 2  # type: ignore[attr-defined]


# -- statement directives ------------------------------------------------------------------

def _directive_lead(ctx: Ctx, d: cs.Directive) -> list[tuple[int, str]]:
    """Leads the active directive prescribes from this hand ([] = not from here)."""
    hand = ctx.hands[ctx.mover]
    partner = ctx.hands[ctx.mover ^ 2]
    trump = ctx.trump
    if isinstance(d, cs.DrawTrumps) and trump >= 0 and hand & SUIT_MASKS[trump]:
        return [(top(hand & SUIT_MASKS[trump]), "stated")]
    if isinstance(d, cs.Cash):
        if d.suit is not None:
            held = hand & SUIT_MASKS[int(d.suit)]
            return [(top(held), "stated")] if held else []
        masters = [top(hand & SUIT_MASKS[s]) for s in range(4)
                   if hand & SUIT_MASKS[s] and is_master(ctx.def_cards, top(hand & SUIT_MASKS[s]))]
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
        losers = [i for i in bits(held) if not is_master(ctx.def_cards, i)]
        return [(losers[-1], "stated")] if losers else []
    return []


def directive_done(d: cs.Directive, hands: tuple[int, int, int, int], claimers: tuple[int, int],
                   trump: int, counter: int) -> bool:
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
        return all(not (ours >> (int(c.suit) * 13 + int(c.rank) - 2)) & 1 for c in d.cards)
    if isinstance(d, cs.Ruff):
        return counter >= d.count or trump < 0
    if isinstance(d, (cs.Finesse, cs.Drop, cs.Concede)):
        return counter >= 1 or (isinstance(d, cs.Concede) and d.suit is None)
    if isinstance(d, cs.CrossRuff):
        return trump < 0 or not ours & SUIT_MASKS[trump]
    return True  # RestHigh, Squeeze, Conditional: nothing to play


__all__ = ["CLASS_SLIPS", "IRRATIONAL", "RULES", "RUNNING", "SLIP_KINDS", "Ctx", "Policy", "costless_slip",
           "directive_done", "follow_choices", "is_master", "lead_choices", "run_goes_on", "run_trumps",
           "slip_kind"]
