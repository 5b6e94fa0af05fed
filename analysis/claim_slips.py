"""Careless slips (layer 3 of the normal-line policy, docs/claims.md): the kind of
deviation a claimer's card is, and the deviations directors count even when they
cost nothing by themselves (a run of spare trumps while a ruff waits, a duck that
makes partner ruff).
"""

from __future__ import annotations

from .cardset import SUIT_MASKS, above, top, winner
from .claim_ctx import RUNNING, Ctx, bits, could_be_after, is_master

#: Kinds of careless slip, with what each looks like at the table.
SLIP_KINDS: dict[str, str] = {
    "order": "a careless order of cashing (crossing to the other hand before its winners are "
             "cashed, or leaving a suit for later)",
    "unblock": "a failure to unblock (a low card where the high one had to go)",
    "crash": "a crashed honour (a high card spent where a low one would do), or a second-hand "
             "duck that leaves partner to ruff a trick the hand's own winner takes",
    "spot-order": "a careless order within a suit (a low card led while a higher winner is "
                  "held, not counting the opponents' cards)",
    "70C": "cashing a side winner before drawing an outstanding trump the claimer did not "
           "mention (Law 70C)",
    "trump-first": "drawing trumps when a ruff was needed, spare ones (none out) included: one "
                   "deviation however many rounds",
    "ruff": "ruffing with the wrong trump (too high or too low), or discarding instead",
    "discard": "a careless discard (keeping the wrong cards)",
}


def costless_slip(ctx: Ctx, card: int, natural: list[int]) -> str | None:
    """The kind of careless deviation a *natural* card still is, or None.

    A natural card keeps the claimer's best result, so by itself it costs nothing; but
    directors count the one careless slip from the natural *plan*, not from any line that
    happens to keep the tricks. Two plays are deviations of their own even when they cost
    nothing, so a line that makes one may not slip again (docs/claims.md, layer 3):

    * ``trump-first``: a trump led when no opponent holds one, while a ruff is waiting (a
      hand of the side has more losers in a side suit than partner, who holds a trump,
      has cards there): running spare trumps destroys the ruffs the crossruff needs.
    * ``crash``: second hand low holding a card that surely wins the trick, when partner
      can win it only by ruffing: partner's trump is spent on a trick the hand's own
      winner takes.

    The engine asks this only of natural cards, and keeps a card natural when every
    natural card would be such a deviation (the claimer must play something).
    """
    trump = ctx.trump
    if trump < 0:
        return None
    if not ctx.trick:
        if (card // 13 == trump and not ctx.def_cards & SUIT_MASKS[trump] and not ctx.know & RUNNING
                and _ruff_waits(ctx.hands, ctx.mover, trump, ctx.def_cards)):
            return "trump-first"
        return None
    led = ctx.trick[0] // 13
    if card // 13 != led or led == trump:
        return None
    w = winner(ctx.trick, trump)
    if ((ctx.leader + w) & 3) in ctx.claimers:
        return None
    win_card = ctx.trick[w]
    if win_card // 13 != led or card > win_card:
        return None  # not a duck
    after = [(ctx.leader + k) & 3 for k in range(len(ctx.trick) + 1, 4)]
    partner = ctx.hands[ctx.mover ^ 2]
    if (ctx.mover ^ 2) not in after or partner & SUIT_MASKS[led] or not partner & SUIT_MASKS[trump]:
        return None
    danger = could_be_after(ctx, led, [s for s in after if s in ctx.defenders])
    if any(n // 13 == led and n > win_card and not danger & above(n) for n in natural):
        return "crash"
    return None


_RUN_BITS = 7 << 16


def run_trumps(know: int, hands: tuple[int, int, int, int], mover: int, card: int, trump: int,
               claimers: tuple[int, int]) -> int:
    """The knowledge word after a lead of the claiming side: a spare trump led while a
    ruff waits starts a run (directors count drawing trumps that are not there as one
    careless deviation, however many rounds it takes: ``trump-first``); any other suit
    led ends it."""
    if trump < 0 or card // 13 != trump:
        return know & ~_RUN_BITS
    if know & RUNNING:
        return know
    theirs = hands[(claimers[0] + 1) & 3] | hands[(claimers[0] + 3) & 3]
    if theirs & SUIT_MASKS[trump] or not _ruff_waits(hands, mover, trump, theirs):
        return know
    return know | RUNNING | mover << 17


def run_goes_on(know: int, hands: tuple[int, int, int, int], winner_seat: int, trump: int) -> int:
    """The run of spare trumps goes on while the running side wins the trick and the
    hand that wins it still holds a trump (drawing trumps is one deviation, whichever
    hand leads each round)."""
    if not know & RUNNING:
        return know
    if (know >> 17) & 1 != winner_seat & 1 or not hands[winner_seat] & SUIT_MASKS[trump]:
        return know & ~_RUN_BITS
    return know


def _ruff_waits(hands: tuple[int, int, int, int], mover: int, trump: int, dc: int) -> bool:
    """A hand of the claiming side holds more losers in a side suit than partner, who
    holds a trump, holds cards of that suit: partner's trumps have a ruff to make."""
    me, mate = hands[mover], hands[mover ^ 2]
    for hand, other in ((me, mate), (mate, me)):
        if not other & SUIT_MASKS[trump]:
            continue
        for s in range(4):
            if s == trump:
                continue
            losers = sum(1 for i in bits(hand & SUIT_MASKS[s]) if not is_master(dc, i))
            if losers > (other & SUIT_MASKS[s]).bit_count():
                return True
    return False


def _losing_trump_lead(ctx: Ctx, card: int) -> bool:
    """A trump lead that is no winner (an opponent holds a higher trump than the card and
    than any of partner's) while the hand still holds an established side winner that no
    opponent with a trump can ruff (he follows suit): it gives
    up a trick before the winners are cashed (winners before losers, ACBL claim guideline
    A; WB 8.70), so it is never a careless slip (``loser-lead``, docs/claims.md §3.1). It
    stays normal when it is the natural line: drawing the master trump with a loser, before
    a side winner can be ruffed, is often the best play (layer 2 keeps it)."""
    trump_mask = SUIT_MASKS[ctx.trump]
    their_top = top(ctx.def_cards & trump_mask)
    mate = ctx.hands[ctx.mover ^ 2] & trump_mask
    if card > their_top or (mate and top(mate) > their_top):
        return False
    ruffers = [ctx.hands[d] for d in ctx.defenders if ctx.hands[d] & trump_mask]
    side = ctx.hands[ctx.mover] & ~trump_mask
    # A winner an opponent with a trump can ruff is no winner to cash first: drawing that
    # trump, even with a loser, is how a claimer aware of it protects the winner (WB 8.70.4).
    return any(is_master(ctx.def_cards, i) and all(h & SUIT_MASKS[i // 13] for h in ruffers)
               for i in bits(side))


def slip_kind(ctx: Ctx, card: int, natural: list[int]) -> str:
    """The kind of careless deviation ``card`` is, beside the natural ``natural`` cards."""
    trump = ctx.trump
    suit = card // 13
    same = [n for n in natural if n // 13 == suit]
    if not ctx.trick:
        if same:
            if card < min(same):
                return "unblock" if ctx.hands[ctx.mover ^ 2] & SUIT_MASKS[suit] else "spot-order"
            return "crash"
        if suit == trump and not ctx.def_cards & SUIT_MASKS[trump] \
                and _ruff_waits(ctx.hands, ctx.mover, trump, ctx.def_cards):
            return "trump-first"  # spare trumps drawn while a ruff waits
        if trump >= 0 and ctx.def_cards & SUIT_MASKS[trump]:
            if suit == trump:
                return "loser-lead" if _losing_trump_lead(ctx, card) else "trump-first"
            ours = ctx.hands[ctx.mover] | ctx.hands[ctx.mover ^ 2]
            if ours & SUIT_MASKS[trump]:
                return "70C"
        return "order"
    if suit == ctx.trick[0] // 13:
        if same and card < min(same):
            return "unblock"
        w = ctx.trick[winner(ctx.trick, trump)]
        if not (w // 13 == suit and card > w):
            return "waste"  # a high card spent on a trick it does not take: irrational
        partner_winning = ((ctx.leader + winner(ctx.trick, trump)) & 3) in ctx.claimers
        if partner_winning and is_master(ctx.def_cards, card):
            return "waste"  # a second winner on partner's trick: irrational, never a slip
        return "crash"
    if suit == trump or any(n // 13 == trump for n in natural):
        return "ruff"
    return "discard"
