"""Generate a plausible tournament archive as PBN files, for the large-archive benchmark.

Each board has a random deal, an auction by a simple bidding heuristic (openings on
12+ points in the longest suit or 1NT with 15-17 balanced, raises with support,
overcalls with a five-card suit, always sufficient and in rotation), and a legal
play of all 13 tricks by a simple card-play heuristic (win cheaply, follow low,
ruff when the opponents are winning, discard low). A few boards carry what a
director sees: a revoke (a discard while holding the suit led), a wrong [Result],
or a claim (the play stops early and [Result] is the final count).

    python benchmarks/generate_archive.py out/ --boards 100000 --per-file 1000 --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

SEATS = "NESW"
SUITS = "SHDC"  # PBN hand order
RANKS = "AKQJT98765432"
HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
STRAINS = ["C", "D", "H", "S", "NT"]
VULS = ["None", "NS", "EW", "All", "NS", "EW", "All", "None", "EW", "All", "None", "NS", "All", "None", "NS", "EW"]

Card = tuple[str, str]  # (suit, rank)


def _deal(rng: random.Random) -> list[list[Card]]:
    deck = [(s, r) for s in SUITS for r in RANKS]
    rng.shuffle(deck)
    return [deck[i * 13:(i + 1) * 13] for i in range(4)]


def _hcp(hand: list[Card]) -> int:
    return sum(HCP.get(r, 0) for _s, r in hand)


def _lengths(hand: list[Card]) -> dict[str, int]:
    return {s: sum(1 for c in hand if c[0] == s) for s in SUITS}


def _longest(hand: list[Card]) -> str:
    lengths = _lengths(hand)
    return max("CDHS", key=lambda s: (lengths[s], "CDHS".index(s)))


def _pbn_hand(hand: list[Card]) -> str:
    return ".".join("".join(sorted((r for s2, r in hand if s2 == s), key=RANKS.index)) for s in SUITS)


def _rank(level: int, strain: str) -> int:
    return level * 5 + STRAINS.index(strain)


def _auction(hands: list[list[Card]], dealer: int, rng: random.Random) -> tuple[list[str], tuple | None]:
    """Calls in rotation from the dealer, and (level, strain, declarer, doubled) or None."""
    calls: list[str] = []
    last: tuple[int, str, int] | None = None  # level, strain, seat
    first_bidder: dict[tuple[int, str], int] = {}
    passes = 0
    seat = dealer
    doubled = False
    while True:
        hand = hands[seat]
        points, lengths = _hcp(hand), _lengths(hand)
        call = "Pass"
        partner_bid = last is not None and last[2] == (seat + 2) % 4
        if last is None:
            if 15 <= points <= 17 and max(lengths.values()) <= 5 and min(lengths.values()) >= 2:
                call = "1NT"
            elif points >= 12:
                call = "1" + _longest(hand)
        elif partner_bid and points >= 6:
            level, strain, _ = last
            support = lengths.get(strain, 0) if strain != "NT" else 0
            target = 2 + (points >= 10) + (points >= 13)
            if strain in "HS" and support >= 3:
                want = (min(4, max(level + 1, target)), strain)
            elif strain == "NT" and points >= 10:
                want = (3, "NT")
            elif points >= 10 and level <= 2:
                want = (level + 1 if strain != "NT" else 3, strain if support >= 3 else "NT")
            else:
                want = None
            if want and _rank(*want) > _rank(level, strain):
                call = f"{want[0]}{want[1]}"
        elif last is not None and last[2] % 2 != seat % 2 and points >= 10:
            suit = _longest(hand)
            level = last[0] + (STRAINS.index(suit) <= STRAINS.index(last[1]))
            if lengths[suit] >= 5 and level <= 2:
                call = f"{level}{suit}"
            elif points >= 15 and not doubled and rng.random() < 0.3:
                call = "X"
        if call not in ("Pass", "X") and last is not None and _rank(int(call[0]), call[1:]) <= _rank(last[0], last[1]):
            call = "Pass"
        calls.append(call)
        if call == "Pass":
            passes += 1
        else:
            passes = 0
            if call == "X":
                doubled = True
            else:
                level, strain = int(call[0]), call[1:]
                last = (level, strain, seat)
                doubled = False
                first_bidder.setdefault((seat % 2, strain), seat)
        if (last is None and passes == 4) or (last is not None and passes == 3):
            break
        seat = (seat + 1) % 4
    if last is None:
        return calls, None
    level, strain, by = last
    return calls, (level, strain, first_bidder[(by % 2, strain)], doubled)


def _beats(a: Card, b: Card, led: str, trump: str | None) -> bool:
    if a[0] == b[0]:
        return RANKS.index(a[1]) < RANKS.index(b[1])
    return a[0] == trump


def _choose(hand: list[Card], trick: list[tuple[int, Card]], seat: int, trump: str | None) -> Card:
    low = lambda cards: max(cards, key=lambda c: RANKS.index(c[1]))  # noqa: E731
    high = lambda cards: min(cards, key=lambda c: RANKS.index(c[1]))  # noqa: E731
    if not trick:
        suit = max(SUITS, key=lambda s: (sum(1 for c in hand if c[0] == s), s != trump))
        return high([c for c in hand if c[0] == suit])
    led = trick[0][1][0]
    best_seat, best = trick[0]
    for s, c in trick[1:]:
        if _beats(c, best, led, trump):
            best_seat, best = s, c
    partner_winning = best_seat % 2 == seat % 2
    follow = [c for c in hand if c[0] == led]
    if follow:
        winners = [c for c in follow if _beats(c, best, led, trump)]
        return low(winners) if winners and not partner_winning else low(follow)
    trumps = [c for c in hand if c[0] == trump]
    if trumps and not partner_winning:
        winners = [c for c in trumps if _beats(c, best, led, trump)]
        if winners:
            return low(winners)
    others = [c for c in hand if c[0] != trump] or hand
    return low(others)


def _play(hands: list[list[Card]], leader: int, trump: str | None, revoke_at: int | None,
          rng: random.Random) -> tuple[list[list[tuple[int, Card]]], list[int]]:
    """Tricks as (seat, card) in play order; and tricks won per seat."""
    hands = [list(h) for h in hands]
    tricks: list[list[tuple[int, Card]]] = []
    won = [0, 0, 0, 0]
    for number in range(13):
        trick: list[tuple[int, Card]] = []
        for step in range(4):
            seat = (leader + step) % 4
            card = _choose(hands[seat], trick, seat, trump)
            if revoke_at == number and trick and card[0] == trick[0][1][0]:
                off_suit = [c for c in hands[seat] if c[0] != trick[0][1][0]]
                if off_suit:  # the revoke: a discard while holding the suit led
                    card = rng.choice(off_suit)
                    revoke_at = None
            hands[seat].remove(card)
            trick.append((seat, card))
        led = trick[0][1][0]
        win_seat, best = trick[0]
        for s, c in trick[1:]:
            if _beats(c, best, led, trump):
                win_seat, best = s, c
        won[win_seat] += 1
        tricks.append(trick)
        leader = win_seat
    return tricks, won


def board_text(number: int, rng: random.Random, event: str = "Generated Pairs") -> str:
    """One PBN game for board ``number``."""
    dealer = (number - 1) % 4
    hands = _deal(rng)
    calls, contract = _auction(hands, dealer, rng)
    names = [f"Player {rng.randrange(1, 500)}" for _ in range(4)]
    deal = "N:" + " ".join(_pbn_hand(h) for h in hands)
    tags = [("Event", event), ("Site", "Istanbul"), ("Date", "2024.05.17"), ("Board", str(number)),
            ("West", names[3]), ("North", names[0]), ("East", names[1]), ("South", names[2]),
            ("Dealer", SEATS[dealer]), ("Vulnerable", VULS[(number - 1) % 16]), ("Deal", deal),
            ("Scoring", "MP")]
    lines: list[str] = []
    play_lines: list[str] = []
    if contract is None:
        tags += [("Declarer", ""), ("Contract", "Pass"), ("Result", "")]
    else:
        level, strain, declarer, doubled = contract
        trump = None if strain == "NT" else strain
        revoke_at = rng.randrange(2, 10) if rng.random() < 0.01 else None
        tricks, won = _play(hands, (declarer + 1) % 4, trump, revoke_at, rng)
        made = won[declarer] + won[(declarer + 2) % 4]
        shown = len(tricks)
        if rng.random() < 0.005:  # a claim: the record stops, the result is the final count
            shown = rng.randrange(6, 12)
        if rng.random() < 0.01:  # a wrong result written by the scorer
            made = max(0, min(13, made + rng.choice((-1, 1))))
        tags += [("Declarer", SEATS[declarer]), ("Contract", f"{level}{strain}{'X' if doubled else ''}"),
                 ("Result", str(made))]
        first = (declarer + 1) % 4
        for trick in tricks[:shown]:
            by_seat = dict(trick)
            play_lines.append(" ".join(f"{by_seat[(first + i) % 4][0]}{by_seat[(first + i) % 4][1]}"
                                       for i in range(4)))
        play_lines.append("*")
        play_header = f'[Play "{SEATS[first]}"]'
    for name, value in tags:
        lines.append(f'[{name} "{value}"]')
    lines.append(f'[Auction "{SEATS[dealer]}"]')
    for i in range(0, len(calls), 4):
        lines.append(" ".join(calls[i:i + 4]))
    if contract is not None:
        lines.append(play_header)
        lines.extend(play_lines)
    return "\n".join(lines) + "\n"


def write_archive(folder: Path, boards: int, per_file: int = 1000, seed: int = 1) -> list[Path]:
    """Write ``boards`` boards into ``folder`` as PBN files of ``per_file`` boards each."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    paths = []
    for start in range(0, boards, per_file):
        path = folder / f"session-{start // per_file + 1:05d}.pbn"
        with path.open("w", encoding="utf-8") as handle:
            handle.write('% PBN 2.1\n% EXPORT\n\n')
            for number in range(start + 1, min(boards, start + per_file) + 1):
                handle.write(board_text(number, rng))
                handle.write("\n")
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--boards", type=int, default=10_000)
    parser.add_argument("--per-file", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    paths = write_archive(args.folder, args.boards, args.per_file, args.seed)
    print(f"{args.boards} boards in {len(paths)} files under {args.folder}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
