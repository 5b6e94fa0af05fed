"""Following a rectification through the rest of the recorded play.

When the record goes on after a ruling, the director can see whether the table
did what the ruling required: a lead restriction obeyed (Laws 50D2, 54D, 56),
the highest/lowest card or a suit ban respected (57A), a penalty card played at
its first legal opportunity (50D1; see :mod:`law49_52_penalty_cards`). A
violation is itself an irregularity (a revoke under Law 61A when it stood), so
it is reported, never silently accepted.

>>> from hakem.model.cards import Card, Suit
>>> lead_obeys(Choice(Verb.PROHIBIT, Suit.D), Card.parse("D5"), frozenset({Card.parse("S2")}))
False
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.cards import Card
from hakem.model.choices import Choice, Verb
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.ruling import Compliance
from hakem.model.seat import Seat

from .play_context import PlayContext, of_suit


class Say(FactKey):
    LED_BY_OTHER = "play.trick-led-by-another", "trick:int leader:seat expected:seat"
    LEAD_UNKNOWN = "play.lead-unknown", "trick:int"
    LED_AGAINST = "play.led-against-choice", "trick:int leader:seat card:card choice:choice law:law"
    LED_RESPECTING = "play.led-respecting-choice", "trick:int leader:seat card:card choice:choice law:law"
    ENDS_BEFORE_LEAD = "play.record-ends-before-lead", "leader:seat"


_RANK = {Compliance.VIOLATED: 0, Compliance.UNKNOWN: 1, Compliance.NOT_YET: 2, Compliance.COMPLIED: 3}


def worst(*states: Compliance | None) -> Compliance:
    """The least satisfactory of several compliance states (UNKNOWN when none)."""
    known = [s for s in states if s is not None]
    return min(known, key=_RANK.__getitem__) if known else Compliance.UNKNOWN


@dataclass(frozen=True, slots=True)
class Follow:
    """What the record shows about one requirement."""

    compliance: Compliance
    lines: tuple[Fact, ...] = ()
    violation_trick: int | None = None


def lead_obeys(choice: Choice, lead: Card, held: frozenset[Card] | None) -> bool:
    """A lead under 50D2/54D/56: ``require`` the suit (if held, Law 59) or ``prohibit`` it
    (unless nothing else is held)."""
    if choice.suit is None:
        return True
    if choice.verb is Verb.REQUIRE:
        return lead.suit == choice.suit or not of_suit(held, choice.suit)
    if choice.verb is Verb.PROHIBIT:
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
    lines: list[Fact] = []
    for t in ctx.tricks:
        if t.number < trick or (t.number == trick and order > 1) or not t.cards:
            continue
        if first is None:
            if t.leader != leader:
                if immediate:
                    return Follow(Compliance.UNKNOWN, (fact(Say.LED_BY_OTHER, trick=t.number,
                                                            leader=t.leader, expected=leader),))
                continue
            first = t.number
        elif t.leader != leader:
            break
        lead = t.cards[0].card
        if lead is None:
            return Follow(Compliance.UNKNOWN, (fact(Say.LEAD_UNKNOWN, trick=t.number),))
        held = ctx.holding(leader, t.number, 1)
        if not lead_obeys(choice, lead, held):
            return Follow(Compliance.VIOLATED, (
                fact(Say.LED_AGAINST, trick=t.number, leader=leader, card=lead, choice=choice,
                     law=law),), t.number)
        lines.append(fact(Say.LED_RESPECTING, trick=t.number, leader=leader, card=lead,
                          choice=choice, law=law))
        if choice.verb is Verb.REQUIRE:
            break
    if first is None:
        return Follow(Compliance.NOT_YET, (fact(Say.ENDS_BEFORE_LEAD, leader=leader),))
    return Follow(Compliance.COMPLIED, tuple(lines))


__all__ = ["Follow", "Say", "follow_lead_restriction", "lead_obeys", "worst"]
