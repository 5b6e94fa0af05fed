"""Rulings: what the laws engine decides about one irregularity.

The vocabulary follows ../shared/docs/laws-spec.md ("Output vocabulary"): a ruling
is a list of *effects* (forced passes, lead restrictions, penalty cards, options of
the non-offending side, trick transfers, watches for end-of-board judgement...),
the law references that justify them, and a plain-English explanation a director
could read aloud at the table. Where the Laws need a judgement the record cannot
give, the ruling carries :class:`Judgement` flags and, when the outcome depends on
the answer, one :class:`Branch` per answer. The engine never guesses silently.

>>> from hakem.model.seat import Seat
>>> r = Ruling(laws=("30A",), offender=Seat.E,
...            effects=(MustPass(Seat.E, PassScope.NEXT_TURN, "30A"),),
...            explanation="East must pass at his next turn.")
>>> ruling_to_dict(r)["effects"][0]
{'type': 'must-pass', 'player': 'E', 'scope': 'next-turn', 'law': '30A'}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Union

from .cards import Card, Suit
from .diagnostics import SourceSpan
from .irregularity import Irregularity
from .seat import Seat, Side


class PassScope(Enum):
    NEXT_TURN = "next-turn"
    """Exactly one forced pass, at the player's next turn to call."""
    WHOLE_AUCTION = "whole-auction"
    """Every remaining turn of the auction ("barred")."""


@dataclass(frozen=True, slots=True)
class MustPass:
    player: Seat
    scope: PassScope
    law: str


class LeadRestrictionKind(Enum):
    PROHIBIT_SUIT = "prohibit-suit"
    """Law 26B (2017 as amended): declarer may prohibit one suit not specified legally."""
    REQUIRE_OR_PROHIBIT_SUIT = "require-or-prohibit-suit"
    """Law 50D2 and the older 26 reading: declarer may require or prohibit a suit."""
    REQUIRE_OR_PROHIBIT_PENALTY_CARD_SUIT = "require-or-prohibit-penalty-card-suit"
    """Law 50D2: the penalty card's suit."""
    PLAY_HIGHEST_OR_LOWEST = "play-highest-or-lowest"
    """Law 57A1-2: the offender's partner plays the highest or lowest of the suit led."""
    PROHIBIT_OTHER_SUIT = "prohibit-other-suit"
    """Law 57A3: the offender's partner may not play a card of another suit named."""


@dataclass(frozen=True, slots=True)
class LeadRestriction:
    kind: LeadRestrictionKind
    on: Seat
    """Who is restricted (the offender's partner, usually at his next lead)."""
    law: str
    suits: tuple[Suit, ...] = ()
    """Suits the restriction may name (empty: any suit the holder chooses)."""
    duration: str = "next-lead"
    """``next-lead``, ``opening-lead``, ``while-on-lead`` (26B), ``this-trick``."""


class PenaltyCardKind(Enum):
    MAJOR = "major"
    MINOR = "minor"


@dataclass(frozen=True, slots=True)
class PenaltyCard:
    card: Card
    owner: Seat
    kind: PenaltyCardKind
    law: str


@dataclass(frozen=True, slots=True)
class Option:
    """A decision that belongs to a named player (of the non-offending side, usually)."""

    holder: Seat
    choices: tuple[str, ...]
    law: str
    chosen: str | None = None
    """The choice the record shows was made, if any."""


@dataclass(frozen=True, slots=True)
class TrickTransfer:
    tricks: int
    to: Side
    law: str
    basis: str = ""
    """The trick numbers and reasons that justify it, e.g. 'revoke trick 5 won by offender'."""


class AdjustmentKind(Enum):
    ASSIGNED = "assigned"
    WEIGHTED = "weighted"
    ARTIFICIAL = "artificial"


@dataclass(frozen=True, slots=True)
class AdjustedScore:
    kind: AdjustmentKind
    law: str
    basis: str = ""
    side_specific: bool = False


@dataclass(frozen=True, slots=True)
class UnauthorizedInformation:
    """Law 16: information from a withdrawn call or card."""

    info: str
    unauthorized_for: tuple[Seat, ...]
    law: str
    authorized_for: tuple[Seat, ...] = ()


@dataclass(frozen=True, slots=True)
class Watch:
    """A judgement the director must make at the end of the board (23C, 27D, 72C, 64C, 16B, 12C1)."""

    law: str
    note: str


@dataclass(frozen=True, slots=True)
class Cancel:
    """A call or card is cancelled (withdrawn) and the turn goes back."""

    what: str
    law: str


@dataclass(frozen=True, slots=True)
class Restore:
    """A card goes back to its owner's hand."""

    card: Card
    owner: Seat
    law: str


@dataclass(frozen=True, slots=True)
class NoRectification:
    law: str
    reason: str = ""


Effect = Union[MustPass, LeadRestriction, PenaltyCard, Option, TrickTransfer, AdjustedScore,
               UnauthorizedInformation, Watch, Cancel, Restore, NoRectification]


@dataclass(frozen=True, slots=True)
class Judgement:
    """A question of fact or judgement the record cannot answer (Law 85/12)."""

    question: str
    """e.g. 'is the replacement call comparable (Law 23A)?'"""
    law: str
    answer: bool | None = None
    """The director's answer when a marker gives it; None when still open."""


@dataclass(frozen=True, slots=True)
class Branch:
    """What follows under one answer to the ruling's open judgements."""

    condition: str
    effects: tuple[Effect, ...]
    laws: tuple[str, ...] = ()
    applies: bool | None = None
    """True when the record shows this branch happened, False when it did not."""


@dataclass(frozen=True, slots=True)
class ClaimFacts:
    """The numbers of a claim ruling (Laws 68-71), counted for the claimer's side over
    the tricks that remained at the claim. Made by ``laws/claim_rules.py`` from the
    analysis' judgement; every claim ruling carries one (or None if the claim could not
    be judged)."""

    claimer: Seat
    contested: bool
    tricks_left: int
    claimed: int
    awarded: int | None
    """None when the director decides (a search that could not finish)."""
    double_dummy: int | None
    outcome: str
    """``upheld``, ``reduced``, ``restored``, ``director-decides`` (contested);
    ``stands``, ``69B``, ``71`` (agreed or not known to be contested)."""
    low: int
    high: int
    """Proved bounds of the award (equal when exact)."""
    critical: tuple[str, ...] = ()
    """The careless slip(s) the award rests on, as ``rule:SEAT:card`` (e.g. ``70C:S:DA``)."""
    line: tuple[str, ...] = ()
    """The critical line, one trick a string, e.g. ``W:S7 N:S2 E:SA S:S3``."""
    rules: tuple[str, ...] = ()
    """The policy rules the critical line rests on (docs/claims.md)."""
    not_understood: tuple[str, ...] = ()
    """Statement clauses hakem could not read."""
    player_class: str | None = None
    settled_by: str | None = None
    """For an agreed claim: ``bounds``, ``double-dummy`` or ``search``."""


class Compliance(Enum):
    COMPLIED = "complied"
    VIOLATED = "violated"
    NOT_YET = "not-yet"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Ruling:
    """The engine's decision about one irregularity."""

    laws: tuple[str, ...]
    """Law references, most specific first, e.g. ('31A2(a)', '23A', '26B')."""
    explanation: str
    """Plain English a director could read aloud at the table."""
    irregularity: Irregularity | None = None
    offender: Seat | None = None
    effects: tuple[Effect, ...] = ()
    branches: tuple[Branch, ...] = ()
    judgements: tuple[Judgement, ...] = ()
    compliance: Compliance = Compliance.UNKNOWN
    """Whether the table did what the ruling required (forced pass, lead restriction...)."""
    follow_up: tuple[str, ...] = ()
    """What the record showed next, step by step (which branch applied and why)."""
    tricks_before: int | None = None
    """Declarer's tricks as played (play rulings)."""
    tricks_after: int | None = None
    """Declarer's tricks after transfers."""
    score_before: int | None = None
    """NS score before rectification."""
    score_after: int | None = None
    """NS score after rectification."""
    claim: ClaimFacts | None = None
    """A claim or concession ruling's numbers (Laws 68-71)."""
    span: SourceSpan | None = field(default=None, compare=False)

    @property
    def offending_side(self) -> Side | None:
        return self.offender.side if self.offender is not None else None


def _plain(value: Any) -> Any:
    """JSON-friendly form of a model value."""
    if isinstance(value, Seat):
        return value.letter
    if value is None or isinstance(value, (bool, float, str)) or type(value) is int:
        return value
    if isinstance(value, (Card, Suit)):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, SourceSpan):
        return {"path": value.path, "line": value.line, "column": value.column}
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return str(value)


_EFFECT_NAMES = {MustPass: "must-pass", LeadRestriction: "lead-restriction",
                 PenaltyCard: "penalty-card", Option: "option", TrickTransfer: "trick-transfer",
                 AdjustedScore: "adjusted-score", UnauthorizedInformation: "unauthorized-information",
                 Watch: "watch", Cancel: "cancel", Restore: "restore",
                 NoRectification: "no-rectification"}


def effect_to_dict(effect: Effect) -> dict[str, Any]:
    out: dict[str, Any] = {"type": _EFFECT_NAMES[type(effect)]}
    for f in dataclasses.fields(effect):
        value = getattr(effect, f.name)
        if value in (None, (), ""):
            continue
        out[f.name] = _plain(value)
    return out


def ruling_to_dict(ruling: Ruling) -> dict[str, Any]:
    """The JSON form of a ruling (schema in docs/rulings.md)."""
    out: dict[str, Any] = {"laws": list(ruling.laws), "explanation": ruling.explanation}
    if ruling.irregularity is not None:
        out["irregularity"] = ruling.irregularity.kind.value
    if ruling.offender is not None:
        out["offender"] = ruling.offender.letter
        out["offending_side"] = ruling.offender.side.value
    out["effects"] = [effect_to_dict(e) for e in ruling.effects]
    if ruling.branches:
        out["branches"] = [{"condition": b.condition, "effects": [effect_to_dict(e) for e in b.effects],
                            "laws": list(b.laws), "applies": b.applies} for b in ruling.branches]
    if ruling.judgements:
        out["judgements"] = [_plain(j) for j in ruling.judgements]
    out["compliance"] = ruling.compliance.value
    for name in ("follow_up",):
        if getattr(ruling, name):
            out[name] = list(getattr(ruling, name))
    for name in ("tricks_before", "tricks_after", "score_before", "score_after"):
        if getattr(ruling, name) is not None:
            out[name] = getattr(ruling, name)
    if ruling.claim is not None:
        out["claim"] = _plain(ruling.claim)
    if ruling.span is not None:
        out["where"] = str(ruling.span)
    return out


def ruling_to_row(ruling: Ruling) -> dict[str, Any]:
    """A flat row (scalars only) for a pandas DataFrame."""
    return {
        "irregularity": ruling.irregularity.kind.value if ruling.irregularity else None,
        "laws": ";".join(ruling.laws),
        "offender": ruling.offender.letter if ruling.offender is not None else None,
        "offending_side": ruling.offending_side.value if ruling.offending_side else None,
        "rectification": "; ".join(_EFFECT_NAMES[type(e)] for e in ruling.effects),
        "open_judgements": sum(1 for j in ruling.judgements if j.answer is None),
        "watch": ";".join(e.law for e in ruling.effects if isinstance(e, Watch)),
        "compliance": ruling.compliance.value,
        "tricks_before": ruling.tricks_before, "tricks_after": ruling.tricks_after,
        "score_before": ruling.score_before, "score_after": ruling.score_after,
        "explanation": ruling.explanation,
        "file": ruling.span.path if ruling.span else None,
        "line": ruling.span.line if ruling.span else None,
    }
