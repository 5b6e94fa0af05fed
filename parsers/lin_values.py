"""Reading single LIN values: hands (``md``), calls (``mb``), cards (``pc``), header fields.

Each reader returns None (or raises ValueError) on bad input; the board builder
turns that into a diagnostic with the pair's position.
"""

from __future__ import annotations

import re

from hakem.model.calls import _CALLS, HIDDEN_CALL_WORDS, UNKNOWN, Call
from hakem.model.cards import _CARDS, Card
from hakem.model.deal import Deal, Hand, sort_hand
from hakem.model.numbers import read_int
from hakem.model.seat import Seat

#: ``md`` lists the hands South, West, North, East (formats.md section 2).
MD_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)


_SUIT_GROUP = re.compile(r"([SHDC])([^SHDC]*)")
_RANK_CARDS = {suit: {r: c for r in "23456789TJQKA" if (c := _CARDS[suit + r])} | {"10": _CARDS[suit + "T"]}
               for suit in "SHDC"}


def parse_hand(text: str) -> Hand | None:
    """One ``md`` hand: suit letters each followed by ranks in any order; empty = unknown.

    >>> parse_hand("S269H2568QADTQC2T")[:3]
    (Card('S9'), Card('S6'), Card('S2'))
    """
    text = text.strip().upper()
    if not text:
        return None
    if text[0] not in "SHDC":
        raise ValueError(f"rank {text[0]!r} before any suit letter")
    cards: list[Card] = []
    for suit, ranks in _SUIT_GROUP.findall(text):
        table = _RANK_CARDS[suit]
        if "10" in ranks:
            ranks = ranks.replace("10", "T")
        try:
            cards.extend([table[r] for r in ranks])
        except KeyError:
            bad = next(r for r in ranks if r not in table)
            raise ValueError(f"not a rank: {bad!r}") from None
    if len(set(cards)) != len(cards):
        raise ValueError("a card is listed twice")
    return sort_hand(cards)


def parse_md(value: str) -> tuple[Seat | None, Deal]:
    """The dealer digit (1=S 2=W 3=N 4=E, optional) and the hands.

    A missing fourth hand is filled in when the other three are complete.

    >>> dealer, deal = parse_md("3S962HAJ7DKT82CJ75,ST5HQ9863DA943CKQ,SK843HT542DJ6C863")
    >>> dealer, deal.is_complete
    (Seat.N, True)
    """
    dealer = None
    body = value.strip()
    if body[:1] in ("1", "2", "3", "4"):
        dealer = Seat.from_lin(body[0])
        body = body[1:]
    fields = body.split(",")
    if len(fields) > 4:
        extra = [f for f in fields[4:] if f.strip()]
        if extra:
            raise ValueError(f"{len(fields)} hands")
        fields = fields[:4]
    hands: list[Hand | None] = [None, None, None, None]
    for seat, text in zip(MD_SEATS, fields):
        hands[seat] = parse_hand(text)
    deal = Deal((hands[0], hands[1], hands[2], hands[3]))
    return dealer, deal.completed()


def hand_to_lin(hand: Hand | None) -> str:
    """``S...H...D...C...`` with ranks from the ace down; empty for an unknown hand."""
    if hand is None:
        return ""
    out = {"S": [], "H": [], "D": [], "C": []}  # type: dict[str, list[str]]
    for card in hand:
        out[card.suit.letter].append(card.rank.letter)
    return "".join(s + "".join(out[s]) for s in "SHDC")


def parse_call(text: str) -> tuple[list[Call], bool]:
    """An ``mb`` value: the call(s) and whether it was alerted (a ``!``).

    Old files join several calls with ``-``. Raises ValueError on anything else.

    >>> parse_call("1n!")
    ([Call.parse('1NT')], True)
    """
    alert = "!" in text
    core = text.replace("!", "").strip() if alert else text.strip()
    call = _CALLS.get(core)
    if call is not None:
        return [call], alert
    if core == "?" or core.upper() in HIDDEN_CALL_WORDS:  # a call the record does not show
        return [UNKNOWN], alert
    if "-" in core:
        return [Call.parse(part) for part in core.split("-") if part], alert
    return [Call.parse(core)], alert


def parse_card(text: str) -> tuple[Card | None, str | None]:
    """A ``pc`` value: the card, or None with the reason it is unknown.

    Movies write a suit alone (``pc|h|``, "some heart") or prefix ``!``.
    """
    card = _CARDS.get(text)
    if card is not None:
        return card, None
    core = text.strip().lstrip("!")
    card = _CARDS.get(core) or _CARDS.get(core.upper())
    if card is not None:
        return card, None
    if core.upper() in ("S", "H", "D", "C"):
        return None, f"suit only ({text!r}): the card is not named"
    return None, f"not a card: {text!r}"


_BOARD_RE = re.compile(r"board\W*(\d+)", re.IGNORECASE)
_QX_RE = re.compile(r"^([ocOC])(\d+)(.*)$", re.DOTALL)


def board_from_ah(text: str) -> str | None:
    """The digits of the number in an ``ah`` heading (``Board 7``, ``Board+7``,
    ``Board 1 - Open Room``); the reader reads them (``model.numbers``)."""
    match = _BOARD_RE.search(text)
    return match.group(1) if match else None


def parse_qx(text: str) -> tuple[str | None, str | None]:
    """``o5`` / ``c5`` / ``o5,BOARD 5``: the room (Open/Closed) and the board number's digits."""
    match = _QX_RE.match(text.strip())
    if not match:
        return None, None
    room = "Open" if match.group(1).lower() == "o" else "Closed"
    return room, match.group(2)


SCORING = {"I": "IMP", "P": "MP", "B": "BAM"}
SCORING_LIN = {v: k for k, v in SCORING.items()}


def vg_tags(value: str) -> list[tuple[str, str]]:
    """Event tags from a ``vg`` header: title, segment, scoring, teams."""
    fields = [f.strip() for f in value.split(",")]
    fields += [""] * (9 - len(fields))
    out = []
    if fields[0]:
        out.append(("Event", fields[0]))
    if fields[1]:
        out.append(("Stage", fields[1]))
    if fields[2]:
        out.append(("Scoring", SCORING.get(fields[2].upper(), fields[2])))
    if fields[5]:
        out.append(("HomeTeam", fields[5]))
    if fields[7]:
        out.append(("VisitTeam", fields[7]))
    return out


def rs_entry(rs: str, vg: str | None, number: int | None, room: str | None) -> str | None:
    """This table's entry of a vugraph ``rs`` list (two entries per board: open, closed)."""
    if number is None or room is None:
        return None
    first = 1
    if vg:
        fields = vg.split(",")
        if len(fields) > 3:
            first = read_int(fields[3]) or 1
    index = (number - first) * 2 + (0 if room == "Open" else 1)
    entries = rs.split(",")
    if 0 <= index < len(entries):
        return entries[index].strip() or None
    return None
