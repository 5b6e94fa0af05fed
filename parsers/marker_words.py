"""The words a marker may use for options and subkinds, per marker kind.

A TD writes ``option=prohibit:D``, ``comparable``, ``sub=double-of-own-side``,
``option=67A``; this module reads each word once into the typed vocabulary of
:mod:`hakem.model.choices`, so the law modules match on types. A word means
what the marker's kind makes of it: ``late`` on a revoke is attention drawn
after the round (64B4), on a defective trick noticed after the next trick
(67B); ``prohibit:D`` on a premature play is declarer's 57A3 ban on a suit,
elsewhere a lead prohibition (26B, 50D2); ``deliberate`` on a change of call is
a change of mind (25B), on a penalty card a deliberate exposure (50B). A word
the kind does not know is an error the reader reports with its place; the
marker is still read without it.

>>> read_word(IrregularityKind.PREMATURE_PLAY, "forbid:d")
Choice(verb=<Verb.FORBID: 'forbid'>, suit=Suit.D)
>>> read_word(IrregularityKind.REVOKE, "late"), read_word(IrregularityKind.DEFECTIVE_TRICK, "late")
(<Finding.AFTER_ROUND: 'after-round'>, <Finding.NOTICED_LATE: '67b'>)
>>> read_word(IrregularityKind.REVOKE, "comparable")
Traceback (most recent call last):
...
ValueError: 'comparable' means nothing on a revoke marker; it takes: 43b, 62c3, after-round, ...
"""

from __future__ import annotations

from typing import Union

from hakem.model.cards import Suit
from hakem.model.choices import LAW36_CASES, Choice, Finding, MarkerOption, Subkind, Verb
from hakem.model.irregularity import IrregularityKind

K = IrregularityKind
F = Finding
S = Subkind

#: What one word becomes: a choice verb (with a suit after ``:`` when it names one),
#: a finding, or a subkind.
Word = Union[Verb, Finding, Subkind]

_COMPARABLE: dict[str, Word] = {
    "comparable": F.COMPARABLE, "23a": F.COMPARABLE, "comparable-call": F.COMPARABLE,
    "not-comparable": F.NOT_COMPARABLE, "non-comparable": F.NOT_COMPARABLE,
    "noncomparable": F.NOT_COMPARABLE, "not_comparable": F.NOT_COMPARABLE,
    "incomparable": F.NOT_COMPARABLE,
}
#: Laws 28-33: whose turn, artificial passes, simultaneous calls.
_ROTATION: dict[str, Word] = {
    "artificial": F.ARTIFICIAL, "artificial-pass": F.ARTIFICIAL, "30c": F.ARTIFICIAL,
    "conventional": F.ARTIFICIAL,
    "28a": F.RHO_OBLIGED_TO_PASS, "28b": F.TURN_HOLDER_CALLED,
    "simultaneous": S.SIMULTANEOUS, "33": S.SIMULTANEOUS,
}
# auction-period additions (issue 17): Law 17D, was the auction period over?
_LAW17D: dict[str, Word] = {
    "hands-returned": F.PERIOD_ENDED, "returned": F.PERIOD_ENDED, "lead-faced": F.PERIOD_ENDED,
    "period-ended": F.PERIOD_ENDED, "17d1": F.PERIOD_ENDED, "17d2": F.PERIOD_ENDED,
    "hands-not-returned": F.PERIOD_OPEN, "not-returned": F.PERIOD_OPEN,
    "period-open": F.PERIOD_OPEN, "before-lead": F.PERIOD_OPEN, "17d3": F.PERIOD_OPEN,
}
#: Declarer's Law 26B choice at the offender's partner's first lead.
_LAW26: dict[str, Word] = {"prohibit": Verb.PROHIBIT, "forbid": Verb.PROHIBIT,
                           "require": Verb.REQUIRE}
#: Law 25 (a call at LHO's turn after the offender called is a change of call, 30B2/31C).
_CHANGE: dict[str, Word] = {"unintended": S.UNINTENDED, "deliberate": S.CHANGE_OF_MIND,
                            "change-of-mind": S.CHANGE_OF_MIND}
#: The lead options of Laws 50D2, 53-56.
_LEADS: dict[str, Word] = {
    "require": Verb.REQUIRE, "required": Verb.REQUIRE,
    "prohibit": Verb.PROHIBIT, "forbid": Verb.PROHIBIT, "forbidden": Verb.PROHIBIT,
    "ban": Verb.PROHIBIT,
    "accept": Verb.ACCEPT, "accepted": Verb.ACCEPT, "refuse": Verb.REFUSE, "refused": Verb.REFUSE,
    "become-dummy": Verb.BECOME_DUMMY, "dummy": Verb.BECOME_DUMMY, "spread": Verb.BECOME_DUMMY,
    "neither": Verb.NEITHER, "none": Verb.NEITHER, "leave": Verb.NEITHER,
    "no-option": Verb.NEITHER, "pick-up": Verb.PICK_UP,
}
_PENALTY_LEADS = {w: v for w, v in _LEADS.items()
                  if v in (Verb.REQUIRE, Verb.PROHIBIT, Verb.NEITHER, Verb.PICK_UP)}
#: Law 50B: major or minor, deliberate or inadvertent.
_PENALTY: dict[str, Word] = {
    "major": S.MAJOR, "minor": S.MINOR,
    "deliberate": F.DELIBERATE, "deliberately": F.DELIBERATE,
    "inadvertent": F.INADVERTENT, "accidental": F.INADVERTENT, "dropped": F.INADVERTENT,
}
_LAW36 = {s.value: s for s in LAW36_CASES}
#: Laws 69B and 71: questioned within the correction period, or after it.
_CORRECTION_PERIOD: dict[str, Word] = {
    "in-correction-period": F.IN_CORRECTION_PERIOD, "within-correction-period": F.IN_CORRECTION_PERIOD,
    "in-time": F.IN_CORRECTION_PERIOD, "71": F.IN_CORRECTION_PERIOD,
    "after-correction-period": F.AFTER_CORRECTION_PERIOD, "too-late": F.AFTER_CORRECTION_PERIOD,
    "expired": F.AFTER_CORRECTION_PERIOD,
}
_LAW39: dict[str, Word] = {"defender": S.DEFENDER, "declaring-side": S.DECLARING_SIDE,
                           "passed-out": S.PASSED_OUT}

#: Every word a marker of each kind may use (case-insensitive).
WORDS: dict[IrregularityKind, dict[str, Word]] = {
    K.CALL_OUT_OF_ROTATION: {**_COMPARABLE, **_ROTATION, **_LAW26, **_CHANGE, **_LAW36, **_LAW17D},
    K.INSUFFICIENT_BID: {**_COMPARABLE, **_ROTATION, **_LAW26,
                         # auction-period additions (issue 17): Law 27C
                         "27c": F.REPLACED_BEFORE_RULING, "premature-replacement": F.REPLACED_BEFORE_RULING,
                         "before-ruling": F.REPLACED_BEFORE_RULING},
    K.INADMISSIBLE_DOUBLE: {**_LAW26, **_LAW36},
    K.CALL_WHILE_REQUIRED_TO_PASS: {**_LAW26},
    K.BID_ABOVE_SEVEN: {**_LAW26},
    K.CALL_AFTER_AUCTION_ENDED: {**_LAW26, **_LAW39},
    K.CHANGE_OF_CALL: {**_LAW26, **_CHANGE},
    K.CARD_EXPOSED_DURING_AUCTION: {"lead": S.PREMATURE_LEAD, "premature-lead": S.PREMATURE_LEAD},
    K.OPENING_LEAD_OUT_OF_TURN: dict(_LEADS),
    K.LEAD_OUT_OF_TURN: dict(_LEADS),
    K.PREMATURE_PLAY: {
        "highest": Verb.HIGHEST, "high": Verb.HIGHEST, "lowest": Verb.LOWEST, "low": Verb.LOWEST,
        "forbid": Verb.FORBID, "prohibit": Verb.FORBID, "forbidden": Verb.FORBID,
        "ban": Verb.FORBID,
        "57c2": F.DUMMY_FIRST, "dummy-played": F.DUMMY_FIRST, "dummy-suggested": F.DUMMY_FIRST,
    },
    K.EXPOSED_CARD: {**_PENALTY, **_PENALTY_LEADS},
    K.PENALTY_CARD: {**_PENALTY, **_PENALTY_LEADS},
    K.SIMULTANEOUS_CARDS: {
        # play-period additions (issue 17): 58B1/58B2 and the opponent's 58B3 choice
        "both-visible": F.FACES_VISIBLE, "both-faces-visible": F.FACES_VISIBLE,
        "faces-visible": F.FACES_VISIBLE, "visible": F.FACES_VISIBLE, "58b2": F.FACES_VISIBLE,
        "one-visible": F.ONE_FACE_VISIBLE, "one-face-visible": F.ONE_FACE_VISIBLE,
        "58b1": F.ONE_FACE_VISIBLE,
        "change-play": Verb.CHANGE_PLAY, "changed": Verb.CHANGE_PLAY, "change": Verb.CHANGE_PLAY,
        "keep": Verb.KEEP, "kept": Verb.KEEP, "declined": Verb.KEEP, "no-change": Verb.KEEP,
    },
    K.FIFTH_CARD: {
        "major": S.MAJOR, "minor": S.MINOR,
        "lead": F.DEEMED_LEAD, "deemed-lead": F.DEEMED_LEAD,
        "not-lead": F.NOT_DEEMED_LEAD, "no-lead": F.NOT_DEEMED_LEAD, "penalty": F.NOT_DEEMED_LEAD,
    },
    K.REVOKE: {
        "faced": F.FACED, "penalty-card": F.FACED, "faced-card": F.FACED,
        "late": F.AFTER_ROUND, "after-round": F.AFTER_ROUND, "next-board": F.AFTER_ROUND,
        "62c3": F.CORRECTED_62C3, "dummy": S.DUMMY,
        # play-period additions (issue 17): the non-offender's 62C1 choice
        "withdraw-later-card": Verb.WITHDRAW_LATER_CARD, "withdrew": Verb.WITHDRAW_LATER_CARD,
        "withdraw-card-played-after-the-revoke": Verb.WITHDRAW_LATER_CARD,
        "lost-rights": F.DUMMY_LOST_RIGHTS, "43b": F.DUMMY_LOST_RIGHTS,
        "withdraw": Verb.WITHDRAW_LATER_CARD, "change-play": Verb.WITHDRAW_LATER_CARD,
        "changed": Verb.WITHDRAW_LATER_CARD,
        "keep": Verb.KEEP, "kept": Verb.KEEP, "declined": Verb.KEEP, "no-change": Verb.KEEP,
    },
    K.DEFECTIVE_TRICK: {
        "missing": S.MISSING, "extra": S.EXTRA,
        "67a": F.IN_TIME, "in-time": F.IN_TIME, "before-next-trick": F.IN_TIME,
        "67b": F.NOTICED_LATE, "late": F.NOTICED_LATE, "after-next-trick": F.NOTICED_LATE,
        # play-period additions (issue 17): was the restored card seen (67B2)?
        "seen": F.RESTORED_SEEN, "restored-seen": F.RESTORED_SEEN,
        "not-seen": F.RESTORED_NOT_SEEN, "unseen": F.RESTORED_NOT_SEEN,
    },
    # play-period additions (issue 17): Laws 41 and 47
    K.OPENING_LEAD_FACED: {
        "face-up": S.LEAD_FACE_UP, "faced": S.LEAD_FACE_UP,
        "during-auction": S.LEAD_DURING_AUCTION, "before-end": S.LEAD_DURING_AUCTION,
        "premature": S.LEAD_DURING_AUCTION,
        "face-down-early": S.LEAD_FACE_DOWN_EARLY, "face-down": S.LEAD_FACE_DOWN_EARLY,
    },
    K.CARD_RETRACTED: {
        "47a": S.RETRACT_RECTIFICATION, "rectification": S.RETRACT_RECTIFICATION,
        "47b": S.RETRACT_ILLEGAL_PLAY, "illegal-play": S.RETRACT_ILLEGAL_PLAY,
        "47c": S.RETRACT_DESIGNATION, "unintended-designation": S.RETRACT_DESIGNATION,
        "45c4b": S.RETRACT_DESIGNATION,
        "47d": S.RETRACT_OPPONENT_CHANGED, "opponent-changed": S.RETRACT_OPPONENT_CHANGED,
        "47e": S.RETRACT_MISINFORMATION, "misinformation": S.RETRACT_MISINFORMATION,
    },
    # play-period additions (issue 17): when the claim or concession was questioned (69B, 71)
    K.CLAIM: {**_CORRECTION_PERIOD, **{
        # claim desk additions (issue 21): the director's Law 70C finding
        "trump-mentioned": F.TRUMP_MENTIONED, "aware-of-trump": F.TRUMP_MENTIONED,
        "trump-not-mentioned": F.TRUMP_NOT_MENTIONED, "unaware-of-trump": F.TRUMP_NOT_MENTIONED}},
    K.CONCESSION: dict(_CORRECTION_PERIOD),
    # auction-period additions (issue 17): Laws 7, 9, 10, 11 on the director's marker
    K.DIRECTOR_CALLED: {
        "not-called": F.DIRECTOR_NOT_CALLED, "no-director": F.DIRECTOR_NOT_CALLED,
        "self-ruled": F.DIRECTOR_NOT_CALLED, "table-ruled": F.DIRECTOR_NOT_CALLED,
        "late": F.CALLED_LATE, "called-late": F.CALLED_LATE,
        "acted": F.ACTED_BEFORE_DIRECTOR, "11a": F.ACTED_BEFORE_DIRECTOR,
        "before-director": F.ACTED_BEFORE_DIRECTOR,
        "procedure": F.IRREGULAR_PROCEDURE, "law7": F.IRREGULAR_PROCEDURE,
        "7": F.IRREGULAR_PROCEDURE,
    },
}


def read_word(kind: IrregularityKind, text: str) -> MarkerOption | Subkind:
    """The typed value of one option or subkind word on a ``kind`` marker.

    Raises ``ValueError`` with a message for the TD when the word means nothing
    on that kind, or a suit is missing, extra or not a suit.
    """
    word, colon, suit_text = text.strip().lower().partition(":")
    known = WORDS.get(kind, {})
    value = known.get(word)
    if value is None:
        takes = ", ".join(sorted(known)) or "no options"
        raise ValueError(f"{text.strip()!r} means nothing on {_article(kind)} marker; "
                         f"it takes: {takes}")
    if isinstance(value, Verb):
        suit = None
        if colon:
            try:
                suit = Suit.parse(suit_text)
            except ValueError:
                raise ValueError(f"{text.strip()!r}: {suit_text!r} is not a suit (S, H, D or C)") \
                    from None
        try:
            return Choice(value, suit)
        except ValueError:
            if suit is None:
                raise ValueError(f"{text.strip()!r} needs a suit: {word}:S, {word}:H...") from None
            raise ValueError(f"{text.strip()!r}: {word} takes no suit") from None
    if colon:
        raise ValueError(f"{text.strip()!r}: {word} takes no suit")
    return value


def _article(kind: IrregularityKind) -> str:
    name = kind.value
    return ("an " if name[0] in "aeiou" else "a ") + name


__all__ = ["WORDS", "Word", "read_word"]
