"""Following a rectification through the rest of the recorded play.

When the record goes on after a ruling, the director can see whether the table
did what the ruling required: a lead restriction obeyed (Laws 50D2, 54D, 56),
the highest/lowest card or a suit ban respected (57A), a penalty card played at
its first legal opportunity (50D1; see :mod:`law49_52_penalty_cards`). A
violation is itself an irregularity (a revoke under Law 61A when it stood), so
it is reported, never silently accepted.

>>> parse_choice("prohibit:D")
Choice(verb='prohibit', suit=Suit.D)
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.cards import Card, Suit
from hakem.model.ruling import Compliance
from hakem.model.seat import Seat

from .play_context import PlayContext, of_suit

#: Words a marker may use for the same choice.
_VERBS = {"require": "require", "required": "require", "prohibit": "prohibit",
          "forbid": "prohibit", "forbidden": "prohibit", "ban": "prohibit",
          "highest": "highest", "high": "highest", "lowest": "lowest", "low": "lowest",
          "accept": "accept", "accepted": "accept", "refuse": "refuse", "refused": "refuse",
          "become-dummy": "become-dummy", "dummy": "become-dummy", "spread": "become-dummy",
          "neither": "neither", "none": "neither", "leave": "neither", "no-option": "neither",
          "pick-up": "neither-picked"}


@dataclass(frozen=True, slots=True)
class Choice:
    verb: str
    suit: Suit | None = None

    def __str__(self) -> str:
        return f"{self.verb}:{self.suit.letter}" if self.suit is not None else self.verb


def parse_choice(text: str) -> Choice | None:
    """``forbid:D`` -> Choice('prohibit', D); unknown words give None."""
    word, _, suit_text = text.strip().lower().partition(":")
    verb = _VERBS.get(word)
    if verb is None:
        return None
    suit = None
    if suit_text:
        try:
            suit = Suit.parse(suit_text)
        except ValueError:
            return None
    return Choice(verb, suit)


def choices_of(options: tuple[str, ...]) -> list[Choice]:
    return [c for c in (parse_choice(o) for o in options) if c is not None]


_RANK = {Compliance.VIOLATED: 0, Compliance.UNKNOWN: 1, Compliance.NOT_YET: 2, Compliance.COMPLIED: 3}


def worst(*states: Compliance | None) -> Compliance:
    """The least satisfactory of several compliance states (UNKNOWN when none)."""
    known = [s for s in states if s is not None]
    return min(known, key=_RANK.__getitem__) if known else Compliance.UNKNOWN


@dataclass(frozen=True, slots=True)
class Follow:
    """What the record shows about one requirement."""

    compliance: Compliance
    lines: tuple[str, ...] = ()
    violation_trick: int | None = None


def lead_obeys(choice: Choice, lead: Card, held: frozenset[Card] | None) -> bool:
    """A lead under 50D2/54D/56: ``require`` the suit (if held, Law 59) or ``prohibit`` it
    (unless nothing else is held)."""
    if choice.suit is None:
        return True
    if choice.verb == "require":
        return lead.suit == choice.suit or not of_suit(held, choice.suit)
    if choice.verb == "prohibit":
        others = [c for c in held or () if c.suit != choice.suit]
        return lead.suit != choice.suit or not others
    return True


def follow_lead_restriction(ctx: PlayContext, leader: Seat, choice: Choice, trick: int,
                            order: int, law: str, immediate: bool = True) -> Follow:
    """Check ``leader``'s leads from (``trick``, ``order``) on while he keeps the lead.

    ``require`` applies to his first lead; ``prohibit`` lasts as long as he keeps
    the lead (50D2(b)). ``immediate``: he is the one to lead the next trick.
    """
    first = None
    lines: list[str] = []
    for t in ctx.tricks:
        if t.number < trick or (t.number == trick and order > 1) or not t.cards:
            continue
        if first is None:
            if t.leader != leader:
                if immediate:
                    return Follow(Compliance.UNKNOWN, (f"trick {t.number} was led by {t.leader.name}, "
                                                       f"not {leader.name} as the ruling expected",))
                continue
            first = t.number
        elif t.leader != leader:
            break
        lead = t.cards[0].card
        if lead is None:
            return Follow(Compliance.UNKNOWN, (f"trick {t.number}: the lead is unknown",))
        held = ctx.holding(leader, t.number, 1)
        if not lead_obeys(choice, lead, held):
            return Follow(Compliance.VIOLATED, (
                f"trick {t.number}: {leader.name} led {lead} although declarer chose {choice} "
                f"({law}); a revoke under Law 61A if it stood (Law 64 applies)",), t.number)
        lines.append(f"trick {t.number}: {leader.name} led {lead}, respecting {choice} ({law})")
        if choice.verb == "require":
            break
    if first is None:
        return Follow(Compliance.NOT_YET, (f"the record ends before {leader.name} leads",))
    return Follow(Compliance.COMPLIED, tuple(lines))


__all__ = ["Choice", "Follow", "choices_of", "follow_lead_restriction", "lead_obeys",
           "parse_choice", "worst"]
