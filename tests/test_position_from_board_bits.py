"""Position.from_board follows the play on bit sets and asks the full layout check only
when a quick bit-set test cannot vouch for the position: that shortcut must never pass
a position the full check would reject."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hakem.analysis.position import Position, _plainly_reachable
from hakem.model.cards import DECK
from hakem.model.contract import Contract
from hakem.model.deal import Deal, mask, sort_hand
from hakem.model.seat import Seat
from hakem.parsers import pbn


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), k=st.integers(1, 13), on_trick=st.integers(0, 4),
       won=st.integers(0, 13), broken=st.sampled_from(("none", "dup", "held", "size", "trickdup")))
def test_the_bit_set_shortcut_passes_only_positions_the_layout_check_accepts(seed, k, on_trick, won, broken):
    rng = random.Random(seed)
    cards = rng.sample(DECK, 4 * k)
    leader = Seat(rng.randrange(4))
    hands = [list(cards[i * k:(i + 1) * k]) for i in range(4)]
    trick = []
    for i in range(min(on_trick, 3 if broken != "trickdup" else 4)):
        seat = leader.offset(i)
        if hands[seat]:
            trick.append(hands[seat].pop())
    if broken == "dup" and hands[0]:  # one card held twice (by two hands: a bit set holds it once)
        hands[rng.randrange(1, 4)].append(hands[0][0])
    elif broken == "held" and trick:  # a card both held and on the trick
        hands[rng.randrange(4)].append(trick[0])
    elif broken == "size":  # a hand one card short
        seat = rng.randrange(4)
        if hands[seat]:
            hands[seat].pop()
    elif broken == "trickdup" and trick:
        trick.append(trick[0])
    pos = Position(tuple(sort_hand(h) for h in hands), None, leader, tuple(trick), won, 0)  # type: ignore[arg-type]
    held = [mask(h) for h in hands]
    if _plainly_reachable(held, tuple(trick), leader, won):
        assert pos.problems() == []


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), strain=st.sampled_from(("NT", "S", "H")))
def test_from_board_follows_a_recorded_play_to_the_position_play_reaches(seed, strain):
    # A random legal play written as a PBN play section, read back: after every number
    # of cards, from_board gives the position that playing those cards one by one gives.
    deal = Deal.parse("N:AKQJ.T98.765.432 T987.AKQJ.432.65 6543.765.AKQJ.T9 2.432.T98.AKQJ87")
    rng = random.Random(seed)
    contract = Contract.parse("3" + strain, Seat.N)
    pos = Position(tuple(deal.hands), contract.strain.suit, Seat.E)  # type: ignore[arg-type]
    steps = [pos]
    rows: list[dict[Seat, str]] = []
    while pos.tricks_left:
        if not pos.trick:
            rows.append({})
        card = rng.choice(pos.legal_cards())
        rows[-1][pos.to_move] = str(card)
        pos = pos.play(card)
        steps.append(pos)
    order = [Seat.E.offset(i) for i in range(4)]
    play = "\n".join(" ".join(row[s] for s in order) for row in rows)
    text = (f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{deal.to_pbn()}"]\n'
            f'[Declarer "N"]\n[Contract "3{strain}"]\n[Result "9"]\n[Play "E"]\n{play}\n*\n')
    board = pbn.loads(text)[0]
    for n, want in enumerate(steps):
        got = Position.from_board(board, n)
        assert (got.hands, got.trump, got.leader, got.trick, got.won_ns, got.won_ew) == (
            want.hands, want.trump, want.leader, want.trick, want.won_ns, want.won_ew), n
