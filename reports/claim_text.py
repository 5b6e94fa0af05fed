"""What ``hakem claim`` prints around a claim's ruling, in the director's language: which
record is judged, the position diagram (seats in the language, suit symbols), the status
line under it, and the critical line trick by trick. The ruling's own sentences come from
the catalogue as everywhere (:mod:`hakem.reports.explain`); the words here are its
``claim.*`` terms.

>>> from hakem.analysis.position import Position
>>> from hakem.model.seat import Seat
>>> from hakem.model.cards import Suit
>>> p = Position.parse("N:AK... Q2... 43... J5...", trump=Suit.H, leader=Seat.S)
>>> status_line(p, "tr")
'Koz: ♥; bu löveye çıkan: G; oynama sırası: G; şimdiye kadar alınan löve: K-G 0, D-B 0'
"""

from __future__ import annotations

from typing import Any

from hakem.model.cards import Suit
from hakem.model.seat import Seat
from hakem.model.settings import Language

from .explain import catalogue_for

_WIDTH = 14


def seat_word(seat: Seat, lang: str | Language = "en") -> str:
    """A seat as the diagram and the line name it: "S" / "G" / "דרום"."""
    return catalogue_for(lang).term(f"claim.seat.{seat.name}")


def record_label(board_id: str | None, file: object, index: int, lang: str | Language = "en") -> str:
    """"board 7 of s.pbn (record 3)", in ``lang``."""
    return catalogue_for(lang).term("claim.record").format(board=board_id or "?", file=file,
                                                           index=index)


def _suit(suit: Suit, ascii_: bool) -> str:
    return suit.letter if ascii_ else suit.symbol


def diagram(position: Any, lang: str | Language = "en", ascii_: bool = False) -> str:
    """A compass diagram of the remaining cards, with the status line under it."""
    def block(seat: Seat) -> list[str]:
        hand = position.hands[seat]
        return [_suit(s, ascii_) + " " + ("".join(c.rank.letter for c in hand if c.suit == s) or "-")
                for s in (Suit.S, Suit.H, Suit.D, Suit.C)]

    pad = " " * _WIDTH
    lines = [pad + seat_word(Seat.N, lang)] + [pad + x for x in block(Seat.N)]
    lines.append(seat_word(Seat.W, lang).ljust(_WIDTH * 2) + seat_word(Seat.E, lang))
    lines += [w.ljust(_WIDTH * 2) + e for w, e in zip(block(Seat.W), block(Seat.E))]
    lines += [pad + seat_word(Seat.S, lang)] + [pad + x for x in block(Seat.S)]
    lines.append(status_line(position, lang, ascii_))
    return "\n".join(lines)


def status_line(position: Any, lang: str | Language = "en", ascii_: bool = False) -> str:
    """Trump, who led the trick in progress (and its cards), who is to play, tricks won."""
    cat = catalogue_for(lang)
    trump = cat.term("bid-strain.NT") if position.trump is None else _suit(position.trump, ascii_)
    played = " ".join(f"{seat_word(position.leader.offset(i), lang)}:{c if ascii_ else c.display}"
                      for i, c in enumerate(position.trick))
    return cat.term("claim.status").format(
        trump=trump, leader=seat_word(position.leader, lang),
        played=cat.term("claim.status.played").format(cards=played) if played else "",
        to_move=seat_word(position.to_move, lang), ns=position.won_ns, ew=position.won_ew)


def _slip_mark(rule: str, cat: Any) -> str:
    """A slip on the line, short: Law 70C's slip by its law as the language writes it
    ("70C", "70ג"), the footnote's careless plays by their kind ("blokaj")."""
    if rule[:1].isdigit():
        return cat.inflect(rule, "law")
    said = cat.term(f"claim.slip.{rule}")
    return rule if said == f"claim.slip.{rule}" else said


def line_plays(judgement: Any, lang: str | Language = "en", ascii_: bool = False) -> list[str]:
    """The critical line, one line a trick, seats in ``lang``, the slips marked with their law."""
    from hakem.laws.claim_rules import Say
    from hakem.model.facts import fact

    cat = catalogue_for(lang)
    slips = {(d.seat, d.card): _slip_mark(d.rule, cat) for d in judgement.deviations}
    out = []
    for t in judgement.line:
        plays = []
        for seat, card in t.cards:
            mark = f" [{slips[(seat, card)]}]" if (seat, card) in slips else ""
            plays.append(f"{seat_word(seat, lang)} {card if ascii_ else card.display}{mark}")
        out.append(cat.text(fact(Say.LINE_TRICK, number=t.number, plays=", ".join(plays),
                                 winner=t.winner)))
    return out


__all__ = ["diagram", "line_plays", "record_label", "seat_word", "status_line"]
