"""Sure-trick bounds at the start of a trick (pure bit arithmetic, no search).

Two facts hold whatever anyone plays, so they bound every value the claim search and
the agreed-claim checks compute:

* **Sure trumps**: a trump above every opposing trump wins the trick it is played to, and
  the cards of one hand go to different tricks; so a side takes at least as many tricks
  as one of its hands holds such trumps.
* **Cashing from the lead**: the player on lead cashes the cards of each suit that rank
  above every card of the suit held by the three others. Nobody can win those tricks,
  partner can never overtake them, and in a trump contract a suit is cashed only for
  as many rounds as every opponent holding trumps still follows suit. The leader's side
  takes at least that many of the remaining tricks (double-dummy bound; it is also a
  normal line for a claimer, since it only cashes winners).

>>> from hakem.analysis.cardset import mask
>>> from hakem.model.cards import Card
>>> hands = tuple(mask(Card.parse(c) for c in h.split()) for h in
...               ("SA SK", "S2 H2", "H3 H4", "S3 S4"))
>>> quick_tricks(hands, 0, -1, (0, 2), True)
(2, 2)
"""

from __future__ import annotations

from .cardset import SUIT_MASKS, above, top, winner

_BELOW = tuple(((1 << (i + 1)) - 1) & SUIT_MASKS[i // 13] for i in range(52))
"""Cards of the same suit ranking at or below card i."""


def _count(m: int) -> int:
    return m.bit_count()


def sure_trumps(hands: tuple[int, int, int, int], trump: int, side: tuple[int, int]) -> int:
    """Tricks ``side`` wins with trumps above every opposing trump (one hand's worth)."""
    if trump < 0:
        return 0
    suit = SUIT_MASKS[trump]
    theirs = (hands[(side[0] + 1) & 3] | hands[(side[0] + 3) & 3]) & suit
    floor = above(top(theirs)) if theirs else suit
    return max(_count(hands[side[0]] & floor), _count(hands[side[1]] & floor))


def cashing(hands: tuple[int, int, int, int], leader: int, trump: int, partner_ruffs: bool = False) -> int:
    """Tricks the leader cashes from the top without giving up the lead (see module doc).

    With ``partner_ruffs`` partner is counted as a third hand that may ruff, as an
    opponent may: a suit is then cashed only for as many rounds as partner, holding a
    trump, still follows. The count then holds whatever partner plays (the leader wins
    every one of those tricks himself and keeps the lead), which is what a bound for a
    defender's claim needs: his partner is not bound to help (Law 70D2)."""
    mine = hands[leader]
    partner = hands[leader ^ 2]
    opps = hands[(leader + 1) & 3] | hands[(leader + 3) & 3]
    total = 0
    for s in range(4):
        held = mine & SUIT_MASKS[s]
        if not held:
            continue
        bar = (opps | partner) & SUIT_MASKS[s]
        count = _count(held & ~_BELOW[top(bar)]) if bar else _count(held)
        if not count:
            continue
        if trump >= 0 and s != trump:
            for o in ((leader + 1) & 3, (leader + 3) & 3, leader ^ 2) if partner_ruffs else \
                    ((leader + 1) & 3, (leader + 3) & 3):
                if hands[o] & SUIT_MASKS[trump]:
                    count = min(count, _count(hands[o] & SUIT_MASKS[s]))
        total += count
    return total


def cash_line(hands: tuple[int, int, int, int], leader: int, trump: int, discards: bool = True,
              ruffs: bool = False) -> int:
    """Tricks the leader's side takes by cashing sure winners, crossing between its hands
    on sure winners too (a double-dummy lower bound: every trick of the line is won
    whatever the opponents play: each is taken to follow with his lowest card and to
    keep every card when he discards, so any other play only helps the line).

    A lead is sure when the card, or partner's card on it, beats every card the
    opponents hold in the suit and, outside trumps, every opponent holding a trump still
    has to follow suit. With ``discards`` False the line stops before partner would have
    to discard: every card of it is then a normal card for a claimer too (it leads
    winners, follows low or wins cheaply with a winner), so it bounds his best normal line.
    With ``ruffs``, when no sure winner is left to lead the line also leads a card partner
    surely ruffs (see :func:`_sure_ruff`): a trick won whatever the opponents play.
    """
    h = list(hands)
    won = 0
    lead = leader
    trumps = SUIT_MASKS[trump] if trump >= 0 else 0
    while h[lead]:
        part = lead ^ 2
        o1, o2 = (lead + 1) & 3, (lead + 3) & 3
        pick = None
        ho1, ho2, held, partner = h[o1], h[o2], h[lead], h[part]
        ruffers = [m for m in (ho1, ho2) if m & trumps]  # opponents able to ruff a side suit
        # The first suit (spades down) whose winner keeps the lead in this hand; failing
        # that, the first that wins the trick in either hand (partner may overtake, or
        # the lead crosses to partner's winner).
        move = None
        for s in (3, 2, 1, 0):
            suit = SUIT_MASKS[s]
            mine = held & suit
            if not mine:
                continue
            if s != trump and ruffers and any(not m & suit for m in ruffers):
                continue  # an opponent could ruff
            theirs = (ho1 | ho2) & suit
            bar = theirs.bit_length() - 1 if theirs else -1
            mate = partner & suit
            hi = mine.bit_length() - 1
            if hi > bar:
                if not mate or (mate & -mate).bit_length() - 1 < hi:
                    pick = (hi, s, bar)
                    break
                if move is None:
                    move = (hi, s, bar)
            elif move is None and mate and mate.bit_length() - 1 > bar:
                move = ((mine & -mine).bit_length() - 1, s, bar)  # cross to partner's winner
        if pick is None:
            pick = move
        if pick is None and ruffs and trump >= 0:
            ruff = _sure_ruff(h, lead, trump)
            if ruff is not None:
                c, r = ruff
                s = c // 13
                h[lead] &= ~(1 << c)
                h[part] &= ~(1 << r)
                for o in (o1, o2):  # followers play low; a discard keeps every card
                    pool = h[o] & SUIT_MASKS[s]
                    if pool:
                        h[o] &= ~(pool & -pool)
                won += 1
                lead = part
                continue
        if pick is None:
            break
        c, s, bar = pick
        h[lead] &= ~(1 << c)
        winner_seat = lead
        for o in (o1, o2):  # opponents follow low; a discard is taken to keep every card
            pool = h[o] & SUIT_MASKS[s]
            if pool:
                h[o] &= ~(pool & -pool)
        mate = h[part] & SUIT_MASKS[s]
        if mate:
            if c > bar:
                card_p = (mate & -mate).bit_length() - 1  # low: the lead wins
            else:
                over = mate & ~_BELOW[bar] if bar >= 0 else mate
                card_p = (over & -over).bit_length() - 1  # the cheapest winner
            h[part] &= ~(1 << card_p)
            if card_p > c:
                winner_seat = part
        elif h[part]:
            if not discards:
                break
            h[part] &= ~(1 << _spare(h[part], h[o1] | h[o2]))
        won += 1
        lead = winner_seat
    return won


def _sure_ruff(h: list[int], lead: int, trump: int) -> tuple[int, int] | None:
    """A plain-suit card the leader leads and partner surely ruffs, and the ruffing trump.

    Partner is void in the suit and ruffs with his lowest trump; every opponent holding a
    trump must follow suit, so nobody overruffs and an opponent who discards holds no
    trump (the line's model, that a discarding opponent keeps every card, then never
    hides a ruff later). The trick is the side's whatever the opponents play; the lowest
    card of the suit is led."""
    part = lead ^ 2
    trumps = h[part] & SUIT_MASKS[trump]
    if not trumps:
        return None
    for s in range(4):
        mine = h[lead] & SUIT_MASKS[s]
        if s == trump or not mine or h[part] & SUIT_MASKS[s]:
            continue
        if any(h[o] & SUIT_MASKS[trump] and not h[o] & SUIT_MASKS[s] for o in ((lead + 1) & 3, (lead + 3) & 3)):
            continue  # an opponent could overruff
        return (mine & -mine).bit_length() - 1, (trumps & -trumps).bit_length() - 1
    return None


def _spare(hand: int, theirs: int) -> int:
    """The card a hand can best spare: the lowest card of a suit it has no winner in."""
    for s in range(4):
        held = hand & SUIT_MASKS[s]
        if held and theirs & SUIT_MASKS[s] and top(theirs & SUIT_MASKS[s]) > top(held):
            return (held & -held).bit_length() - 1
    return (hand & -hand).bit_length() - 1


def quick_tricks(hands: tuple[int, int, int, int], leader: int, trump: int,
                 side: tuple[int, int], side_may_cash: bool = True,
                 partner_helps: bool = True) -> tuple[int, int]:
    """Bounds (low, high) on the tricks ``side`` takes of the remaining ones, with
    ``leader`` to lead a new trick. ``side_may_cash`` False: the side's own cashing line
    is not available to it (a statement fixes another order), only its sure trumps.

    ``partner_helps`` False is a defender's claim (Law 70D2): ``side[0]`` is the claimer
    and his partner ``side[1]`` may play any normal card against the claim, so the low
    bound counts only what needs nothing of partner: the side's sure trumps, and the
    claimer's own winners when he is on lead, cashed while partner (and each opponent)
    holding a trump still follows. No line through partner's hand, and nothing from
    partner's lead: he need not cash his winners. The high bound (the opponents' sure
    tricks) never counted on partner, so it is the same."""
    left = _count(hands[leader])
    other = ((side[0] + 1) & 3, (side[0] + 3) & 3)
    low = sure_trumps(hands, trump, side)
    their = sure_trumps(hands, trump, other)
    if leader in side:
        if not side_may_cash:
            pass
        elif partner_helps:
            low = max(low, cashing(hands, leader, trump), cash_line(hands, leader, trump, False))
        elif leader == side[0]:
            low = max(low, cashing(hands, leader, trump, True))
    else:
        their = max(their, cash_line(hands, leader, trump))
    return low, left - their





def answer_line(hands: tuple[int, int, int, int], leader: int, trump: int) -> int:
    """Tricks the side *not* on lead surely takes when it holds the winner of every suit
    the leader can lead: whatever he leads, its best card wins the trick (no opponent of
    it can ruff: an opponent holding a trump is not void in the suit), and from there it
    cashes as :func:`cash_line` does. 0 when some lead is not surely won (a double-dummy
    lower bound; the worst lead for the side is taken).

    As in :func:`cash_line`, the opponents are taken to play their lowest card of the
    suit, which leaves them their best cards for the tricks that follow."""
    h = list(hands)
    led = h[leader]
    o = (leader + 2) & 3
    second, fourth = (leader + 1) & 3, (leader + 3) & 3
    best = None
    for s in range(4):
        pool = led & SUIT_MASKS[s]
        if not pool:
            continue
        if trump >= 0 and s != trump and h[o] & SUIT_MASKS[trump] and not h[o] & SUIT_MASKS[s]:
            return 0  # the leader's partner could ruff
        theirs = (led | h[o]) & SUIT_MASKS[s]
        ours = (h[second] | h[fourth]) & SUIT_MASKS[s]
        if not ours or top(ours) < top(theirs):
            return 0
        win = top(ours)
        seat = second if h[second] >> win & 1 else fourth
        nh = list(h)
        nh[seat] &= ~(1 << win)
        mate = seat ^ 2
        follow = nh[mate] & SUIT_MASKS[s]
        if follow:
            nh[mate] &= ~(follow & -follow)
        elif nh[mate]:
            nh[mate] &= ~(1 << _spare(nh[mate], nh[leader] | nh[o]))
        for p in (leader, o):  # the lowest card of the suit, or (void) a discard keeping every card
            follow = nh[p] & SUIT_MASKS[s]
            if follow:
                nh[p] &= ~(follow & -follow)
        if nh[seat]:
            if trump >= 0 and any(nh[p] & SUIT_MASKS[trump] for p in (leader, o)) and any(
                    not hands[p] & SUIT_MASKS[s] for p in (leader, o)):
                return 0  # a discard kept as a phantom card could hide a trump: not modelled
            got = 1 + cash_line(tuple(nh), seat, trump, ruffs=True)  # type: ignore[arg-type]
        else:
            got = 1
        best = got if best is None else min(best, got)
    return best or 0


def _dd_quick(hands: tuple[int, int, int, int], leader: int, trump: int,
              side: tuple[int, int], answer: bool = False) -> tuple[int, int]:
    """:func:`quick_tricks` with the cashing lines that go on past discards and use sure
    ruffs. Those lines take at least what the plain ones take (the same tricks, then
    more), so the plain lines :func:`quick_tricks` also runs are not worked out here."""
    left = hands[leader].bit_count()
    low = sure_trumps(hands, trump, side)
    their = sure_trumps(hands, trump, ((side[0] + 1) & 3, (side[0] + 3) & 3))
    if leader in side:
        low = max(low, cashing(hands, leader, trump), cash_line(hands, leader, trump, ruffs=True))
        high = left - their
        if answer and low < high:
            high = min(high, left - answer_line(hands, leader, trump))
    else:
        high = left - max(their, cash_line(hands, leader, trump, ruffs=True))
        if answer and low < high:
            low = max(low, answer_line(hands, leader, trump))
    return low, high


def _distinct(legal: int, others: int) -> int:
    """``legal`` without the cards equal to a higher one of it: two cards of a suit with
    no card of another hand (or of the trick in progress) ranking between them are the
    same card for every trick to come, so only the higher of each run is kept."""
    keep = 0
    prev = -1
    while legal:
        c = legal.bit_length() - 1
        legal ^= 1 << c
        if prev < 0 or prev // 13 != c // 13 or others & ((1 << prev) - (1 << (c + 1))):
            keep |= 1 << c
        prev = c
    return keep


def dd_bounds(hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...], trump: int,
              side: tuple[int, int]) -> tuple[int, int]:
    """Bounds on the double-dummy tricks of ``side`` from a position, the trick in
    progress included: the sure-trick bounds at the next trick start, taken through a
    minimax over the cards that complete the current trick (at most three plies)."""
    if not trick:  # the answering side's line only here: in the minimax below it costs
        return _dd_quick(hands, leader, trump, side, True)  # more than the solver it saves
    mover = (leader + len(trick)) & 3
    hand = hands[mover]
    legal = hand & SUIT_MASKS[trick[0] // 13] or hand
    others = hands[0] | hands[1] | hands[2] | hands[3]
    for c in trick:
        others |= 1 << c
    legal = _distinct(legal, others & ~hand)  # equal cards give equal bounds: one of each
    maximise = mover in side
    lo_best, hi_best = (-1, -1) if maximise else (99, 99)
    while legal:
        c = legal.bit_length() - 1
        legal ^= 1 << c
        nh = list(hands)
        nh[mover] &= ~(1 << c)
        played = trick + (c,)
        if len(played) < 4:
            lo, hi = dd_bounds(tuple(nh), leader, played, trump, side)  # type: ignore[arg-type]
        else:
            won = (leader + winner(played, trump)) & 3
            gain = 1 if won in side else 0
            if nh[won]:
                lo, hi = _dd_quick(tuple(nh), won, trump, side)  # type: ignore[arg-type]
            else:
                lo = hi = 0
            lo, hi = lo + gain, hi + gain
        if maximise:
            lo_best, hi_best = max(lo_best, lo), max(hi_best, hi)
        else:
            lo_best, hi_best = min(lo_best, lo), min(hi_best, hi)
    return lo_best, hi_best


__all__ = ["answer_line", "cash_line", "cashing", "dd_bounds", "quick_tricks", "sure_trumps"]
