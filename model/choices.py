"""The typed vocabulary of what players choose and what directors find.

A marker's options and subkind (docs/markers.md) are read once, by
:mod:`hakem.parsers.marker_words`, into these values; the law modules match on
them and never on words. Rulings use the same values for the choices an
:class:`~hakem.model.ruling.Option` offers.

* :class:`Choice`: a choice the Laws give a player (Law 10C): accept or refuse a
  lead, become dummy (54A), require or prohibit a suit (26, 50D2), forbid another
  suit or ask for the highest or lowest card (57A)...
* :class:`Finding`: a fact the director establishes at the table that the
  record cannot show: the replacement was comparable (23A), the pass was
  artificial (30C), the card was exposed deliberately (50B)...
* :class:`Subkind`: what kind of event, more precisely than the irregularity's
  kind: a major or minor penalty card, a card missing from a defective trick, the
  Law 36 case of an inadmissible double...

>>> str(Choice(Verb.PROHIBIT, Suit.D)), str(Choice(Verb.NEITHER))
('prohibit:D', 'neither')
>>> Finding.COMPARABLE.value, Subkind.MAJOR.value
('comparable', 'major')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from .cards import Suit


class Verb(Enum):
    """What a player may choose when the Laws give him an option."""

    ACCEPT = "accept"
    """Accept the irregular lead or call (29A, 53A, 55A...)."""
    REFUSE = "refuse"
    BECOME_DUMMY = "become-dummy"
    """54A: the presumed declarer spreads his hand."""
    REQUIRE = "require"
    """Require the lead of a suit (50D2, the older 26B reading)."""
    PROHIBIT = "prohibit"
    """Prohibit the lead of a suit (26B, 50D2)."""
    FORBID = "forbid"
    """57A3: forbid a card of another suit named by declarer."""
    NEITHER = "neither"
    """50D2(c): neither require nor prohibit; the penalty card stays."""
    HIGHEST = "highest"
    LOWEST = "lowest"
    """57A1-2: the highest or lowest card of the suit led."""
    PICK_UP = "pick-up"
    """50D2: the penalty card was picked up after declarer's choice."""
    CHANGE_PLAY = "change-play"
    KEEP = "keep"
    """58B3, 62C1: an opponent changes the card he played after the irregularity, or not."""
    WITHDRAW_LATER_CARD = "withdraw-card-played-after-the-revoke"
    """62C1: a non-offender withdraws a card he played after the revoke."""
    NONE_BINDING = "none-binding"
    """57A: none of declarer's options would bind the offender's partner."""


#: Verbs that name a suit.
SUIT_VERBS = frozenset({Verb.REQUIRE, Verb.PROHIBIT, Verb.FORBID})


@dataclass(frozen=True, slots=True)
class Choice:
    """One choice: a verb, with the suit it names (``prohibit:D``)."""

    verb: Verb
    suit: Suit | None = None

    def __post_init__(self) -> None:
        if (self.suit is not None) != (self.verb in SUIT_VERBS):
            raise ValueError(f"{self.verb.value} {'needs' if self.suit is None else 'takes no'} suit")

    def __str__(self) -> str:
        return f"{self.verb.value}:{self.suit.letter}" if self.suit is not None else self.verb.value

    @property
    def names_suit(self) -> bool:
        return self.suit is not None


class Finding(Enum):
    """A fact the director establishes at the table (a marker option)."""

    COMPARABLE = "comparable"
    """23A: the replacement call is comparable."""
    NOT_COMPARABLE = "not-comparable"
    ARTIFICIAL = "artificial"
    """The withdrawn call was artificial (27B1(a), 30C)."""
    RHO_OBLIGED_TO_PASS = "28a"
    """28A: the turn holder was obliged to pass, so the call was in rotation."""
    TURN_HOLDER_CALLED = "28b"
    """28B: the player whose turn it was called before the director ruled."""
    DUMMY_FIRST = "57c2"
    """57C2: dummy had played or suggested a card first."""
    DEEMED_LEAD = "deemed-lead"
    """45E: the director deems the fifth card a lead."""
    NOT_DEEMED_LEAD = "not-lead"
    DELIBERATE = "deliberate"
    INADVERTENT = "inadvertent"
    """50B: the card was exposed deliberately or inadvertently."""
    IN_TIME = "67a"
    """67A: noticed before a player of each side played to the next trick."""
    NOTICED_LATE = "67b"
    FACED = "faced"
    """64B3: a failure to play a card faced on the table."""
    AFTER_ROUND = "after-round"
    """64B4-5: attention drawn after the next board was called or the round ended."""
    CORRECTED_62C3 = "62c3"
    """64B8: the revoke was corrected under 62C3."""
    # auction-period additions (issue 17)
    PERIOD_ENDED = "period-ended"
    """17D1/17D2: the auction period had ended (lead faced, or all hands back in the board)."""
    PERIOD_OPEN = "period-open"
    """17D3: attention was drawn while the auction period lasted (hands not returned)."""
    REPLACED_BEFORE_RULING = "27c"
    """27C: the offender replaced his insufficient bid before the director ruled."""
    DIRECTOR_NOT_CALLED = "not-called"
    """9B1(a), 10A: the players dealt with an irregularity without the director."""
    CALLED_LATE = "called-late"
    """9B1(a): the director was summoned late."""
    ACTED_BEFORE_DIRECTOR = "11a"
    """11A: the non-offending side acted before the director was summoned."""
    IRREGULAR_PROCEDURE = "law7"
    """7: a player broke the procedure for boards and cards (procedural penalty, 90)."""
    # play-period additions (issue 17)
    FACES_VISIBLE = "58b2"
    """58B2: more than one of the cards played together showed its face."""
    ONE_FACE_VISIBLE = "58b1"
    """58B1: only one of the cards played together could be seen."""
    IN_CORRECTION_PERIOD = "in-correction-period"
    """69B, 71: the agreement or concession was questioned within the correction period."""
    AFTER_CORRECTION_PERIOD = "after-correction-period"
    RESTORED_SEEN = "seen"
    """67B2: a defender's card restored from a defective trick had been seen by partner."""
    RESTORED_NOT_SEEN = "not-seen"
    DUMMY_LOST_RIGHTS = "lost-rights"
    """43B: dummy had lost his rights (43A2) before drawing attention."""
    # claim desk additions (issue 21): the director's Law 70C finding
    TRUMP_MENTIONED = "trump-mentioned"
    """70C: the claimer mentioned the outstanding trump (or was clearly aware of it)."""
    TRUMP_NOT_MENTIONED = "trump-not-mentioned"
    """70C: the claimer did not mention the outstanding trump and may have been unaware of it."""


#: A marker option: a player's choice or a director's finding.
MarkerOption = Union[Choice, Finding]


class Subkind(Enum):
    """A refinement of an irregularity's kind."""

    # penalty cards (50B)
    MAJOR = "major"
    MINOR = "minor"
    # defective trick (67), a deal's card count (13-14)
    MISSING = "missing"
    EXTRA = "extra"
    # change of call (25A / 25B)
    UNINTENDED = "unintended"
    CHANGE_OF_MIND = "change-of-mind"
    # call out of rotation (33)
    SIMULTANEOUS = "simultaneous"
    # card exposed during the auction (24)
    PREMATURE_LEAD = "premature-lead"
    # revoke (64B3)
    DUMMY = "dummy"
    # opening lead faced (41): when and how (play-period additions, issue 17)
    LEAD_FACE_UP = "face-up"
    LEAD_DURING_AUCTION = "during-auction"
    LEAD_FACE_DOWN_EARLY = "face-down-early"
    # card retracted (47): why it was taken back
    RETRACT_RECTIFICATION = "47a"
    RETRACT_ILLEGAL_PLAY = "47b"
    RETRACT_DESIGNATION = "47c"
    RETRACT_OPPONENT_CHANGED = "47d"
    RETRACT_MISINFORMATION = "47e"
    # Law 36: why the double or redouble is inadmissible (Law 19)
    DOUBLE_WITHOUT_BID = "double-without-bid"
    DOUBLE_OF_OWN_SIDE = "double-of-own-side"
    DOUBLE_OF_DOUBLED_BID = "double-of-doubled-bid"
    DOUBLE_OF_REDOUBLED_BID = "double-of-redoubled-bid"
    REDOUBLE_WITHOUT_DOUBLE = "redouble-without-double"
    REDOUBLE_OF_REDOUBLED_BID = "redouble-of-redoubled-bid"
    REDOUBLE_OF_OWN_SIDE_DOUBLE = "redouble-of-own-side-double"
    # Law 39: who called after the end
    DEFENDER = "defender"
    DECLARING_SIDE = "declaring-side"
    PASSED_OUT = "passed-out"
    # a recorded claim's shape
    DECLARER_ALL = "declarer-all"
    DEFENDERS_ALL = "defenders-all"
    SPLIT = "split"


#: The Law 36 cases (inadmissible doubles and redoubles).
LAW36_CASES = frozenset({Subkind.DOUBLE_WITHOUT_BID, Subkind.DOUBLE_OF_OWN_SIDE,
                         Subkind.DOUBLE_OF_DOUBLED_BID, Subkind.DOUBLE_OF_REDOUBLED_BID,
                         Subkind.REDOUBLE_WITHOUT_DOUBLE, Subkind.REDOUBLE_OF_REDOUBLED_BID,
                         Subkind.REDOUBLE_OF_OWN_SIDE_DOUBLE})


def choices_in(options: tuple[MarkerOption, ...], *verbs: Verb) -> list[Choice]:
    """The options that are choices (with one of ``verbs`` when given), in order."""
    return [o for o in options if isinstance(o, Choice) and (not verbs or o.verb in verbs)]


def first_choice(options: tuple[MarkerOption, ...], *verbs: Verb) -> Choice | None:
    found = choices_in(options, *verbs)
    return found[0] if found else None


__all__ = ["Choice", "Finding", "LAW36_CASES", "MarkerOption", "SUIT_VERBS", "Subkind", "Verb",
           "choices_in", "first_choice"]
