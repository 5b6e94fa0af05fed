"""Rulings: what the laws engine decides about one irregularity, as typed facts.

The vocabulary follows ../shared/docs/laws-spec.md ("Output vocabulary"): a ruling
is a list of *effects* (forced passes, lead restrictions, penalty cards, options of
the non-offending side, trick transfers, watches for end-of-board judgement...),
the law references that justify them (to the sub-letter the record settles), the
decisions it rests on (a choice or finding from a marker, an acceptance the record
shows), and its reasons as :class:`~hakem.model.facts.Fact` objects. Where the Laws
need a judgement the record cannot give, the ruling carries :class:`Judgement` flags
and, when the outcome depends on the answer, one :class:`Branch` per answer. The
engine never guesses silently.

No sentence is stored here: :mod:`hakem.reports.explain` makes the words from the
facts, in the reader's language.

>>> from hakem.model.seat import Seat
>>> r = Ruling(laws=("30A",), offender=Seat.E,
...            effects=(MustPass(Seat.E, PassScope.NEXT_TURN, "30A"),))
>>> ruling_to_dict(r)["effects"][0]
{'type': 'must-pass', 'player': 'E', 'scope': 'next-turn', 'law': '30A'}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, Union

from .calls import Call
from .cards import Card, Suit
from .choices import Choice, Finding, Subkind
from .diagnostics import SourceSpan
from .facts import Fact, fact_to_dict, plain
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


class LeadDuration(Enum):
    NEXT_LEAD = "next-lead"
    OPENING_LEAD = "opening-lead"
    WHILE_ON_LEAD = "while-on-lead"
    """26B, 50D2(b): for as long as the restricted player keeps the lead."""
    THIS_TRICK = "this-trick"


@dataclass(frozen=True, slots=True)
class LeadRestriction:
    kind: LeadRestrictionKind
    on: Seat
    """Who is restricted (the offender's partner, usually at his next lead)."""
    law: str
    suits: tuple[Suit, ...] = ()
    """Suits the restriction may name (empty: any suit the holder chooses)."""
    duration: LeadDuration = LeadDuration.NEXT_LEAD


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
    choices: tuple[Choice, ...]
    law: str
    chosen: Choice | None = None
    """The choice the record shows was made, if any."""


@dataclass(frozen=True, slots=True)
class TrickTransfer:
    tricks: int
    to: Side
    law: str
    basis: Fact | None = None
    """The trick numbers and reasons that justify it (revoke trick 5 won by the offender...)."""


class AdjustmentKind(Enum):
    ASSIGNED = "assigned"
    WEIGHTED = "weighted"
    ARTIFICIAL = "artificial"


@dataclass(frozen=True, slots=True)
class AdjustedScore:
    kind: AdjustmentKind
    law: str
    basis: Fact | None = None
    side_specific: bool = False


@dataclass(frozen=True, slots=True)
class UnauthorizedInformation:
    """Law 16: information from a withdrawn call or card."""

    info: Fact
    unauthorized_for: tuple[Seat, ...]
    law: str
    authorized_for: tuple[Seat, ...] = ()


@dataclass(frozen=True, slots=True)
class Watch:
    """A judgement the director must make at the end of the board (23C, 27D, 72C, 64C, 16B, 12C1)."""

    law: str
    note: Fact
    """What to look at (its key names the review: 72C awareness, 23C comparable call...)."""


@dataclass(frozen=True, slots=True)
class Cancel:
    """A call or card is cancelled (withdrawn) and the turn goes back."""

    law: str
    call: Call | None = None
    card: Card | None = None
    by: Seat | None = None
    trick: int | None = None
    later: bool = False
    """Every later call goes too (36A, 38B, 17D3)."""


@dataclass(frozen=True, slots=True)
class Restore:
    """A card goes back to its owner's hand."""

    card: Card
    owner: Seat
    law: str


@dataclass(frozen=True, slots=True)
class NoRectification:
    law: str
    reason: Fact | None = None


Effect = Union[MustPass, LeadRestriction, PenaltyCard, Option, TrickTransfer, AdjustedScore,
               UnauthorizedInformation, Watch, Cancel, Restore, NoRectification]


@dataclass(frozen=True, slots=True)
class Judgement:
    """A question of fact or judgement the record cannot answer (Law 85/12)."""

    question: Fact
    """Its key names the question (is the replacement comparable, 23A?), with its parameters."""
    law: str
    answer: bool | None = None
    """The director's answer when a marker gives it; None when still open."""


@dataclass(frozen=True, slots=True)
class Branch:
    """What follows under one answer to the ruling's open judgements."""

    condition: Fact
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
    concession: bool = False
    """The record shows a concession (the claimer gave tricks up), not a claim of tricks."""


#: Claim outcomes that are findings a director acts on (tricks moved or a judgement left
#: open); an agreed claim that stands or a contested claim upheld is ordinary play.
CLAIM_FINDINGS = frozenset({"69B", "71", "reduced", "restored", "director-decides"})


class Source(Enum):
    """Where a decision was read."""

    MARKER = "marker"
    """A TD's ``@`` marker or a PBN ``^`` token."""
    RECORD = "record"
    """The record's own acts: a call over an irregular call (29A), a card played to a
    lead (53A, 60A), the auction or play that followed."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision the ruling rests on: a player's choice (accept, refuse, prohibit:D...),
    a director's finding (comparable, deliberate...) or a subkind the marker gives."""

    what: Choice | Finding | Subkind
    source: Source
    by: Seat | None = None


class Compliance(Enum):
    COMPLIED = "complied"
    VIOLATED = "violated"
    NOT_YET = "not-yet"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Ruling:
    """The engine's decision about one irregularity."""

    laws: tuple[str, ...]
    """Law references, most specific first, e.g. ('31A2(a)', '23A', '26B')."""
    facts: tuple[Fact, ...] = ()
    """The ruling's reasons, in the order a director would say them (the explanation)."""
    irregularity: Irregularity | None = None
    offender: Seat | None = None
    effects: tuple[Effect, ...] = ()
    branches: tuple[Branch, ...] = ()
    judgements: tuple[Judgement, ...] = ()
    compliance: Compliance = Compliance.UNKNOWN
    """Whether the table did what the ruling required (forced pass, lead restriction...)."""
    follow_up: tuple[Fact, ...] = ()
    """What the record showed next, step by step (which branch applied and why)."""
    decisions: tuple[Decision, ...] = ()
    """The choices and findings the ruling rests on, and where each was read."""
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

    @property
    def finding(self) -> bool:
        """Whether the ruling is a finding for statistics. Every irregularity is, except a
        claim or concession whose analysis shows ordinary play: agreed and standing (69A),
        or contested and upheld. A claim not analysed (analysis off) is not counted either,
        nor one the record gives no position for (a play that does not replay: the record's
        defect, reported as its own diagnostic; the ruling still asks the director)."""
        if self.irregularity is None or self.irregularity.kind.value not in ("claim", "concession"):
            return True
        return self.claim is not None and self.claim.outcome in CLAIM_FINDINGS

    def all_facts(self) -> list[Fact]:
        """Every fact the ruling holds (reasons, steps, questions, conditions, effect notes)."""
        out = list(self.facts) + list(self.follow_up) + [j.question for j in self.judgements]
        out += [b.condition for b in self.branches]
        for effect in self.effects + tuple(e for b in self.branches for e in b.effects):
            for f in dataclasses.fields(effect):
                value = getattr(effect, f.name)
                if isinstance(value, Fact):
                    out.append(value)
        return out


#: How a renderer turns a fact into words (``hakem.reports.explain`` gives one per language).
Render = Callable[[Fact], str]


def _plain(value: Any, text: Render | None = None) -> Any:
    """JSON-friendly form of a model value."""
    if isinstance(value, Fact):
        return fact_to_dict(value, text)
    if isinstance(value, (Choice, Card, Suit, Call, Seat, Enum)):
        return plain(value)
    if isinstance(value, SourceSpan):
        return {"path": value.path, "line": value.line, "column": value.column}
    if isinstance(value, (tuple, list)):
        return [_plain(v, text) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name), text) for f in dataclasses.fields(value)}
    return plain(value)


_EFFECT_NAMES = {MustPass: "must-pass", LeadRestriction: "lead-restriction",
                 PenaltyCard: "penalty-card", Option: "option", TrickTransfer: "trick-transfer",
                 AdjustedScore: "adjusted-score", UnauthorizedInformation: "unauthorized-information",
                 Watch: "watch", Cancel: "cancel", Restore: "restore",
                 NoRectification: "no-rectification"}


def effect_name(effect: Effect) -> str:
    """The effect's type as JSON and the reports name it (``must-pass``...)."""
    return _EFFECT_NAMES[type(effect)]


def effect_to_dict(effect: Effect, text: Render | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": _EFFECT_NAMES[type(effect)]}
    for f in dataclasses.fields(effect):
        value = getattr(effect, f.name)
        if value is None or value == () or (f.name == "later" and not value):
            continue
        out[f.name] = _plain(value, text)
    return out


def ruling_to_dict(ruling: Ruling, text: Render | None = None) -> dict[str, Any]:
    """The JSON form of a ruling (schema in docs/rulings.md). Facts come as
    ``{"key", "args"}``; with ``text`` (a renderer from :mod:`hakem.reports.explain`)
    each also carries its words, and the ruling its ``explanation``."""
    out: dict[str, Any] = {"laws": list(ruling.laws)}
    if text is not None:
        out["explanation"] = " ".join(text(f) for f in ruling.facts)
    out["facts"] = [fact_to_dict(f, text) for f in ruling.facts]
    if ruling.irregularity is not None:
        out["irregularity"] = ruling.irregularity.kind.value
    if ruling.offender is not None:
        out["offender"] = ruling.offender.letter
        out["offending_side"] = ruling.offender.side.value
    out["effects"] = [effect_to_dict(e, text) for e in ruling.effects]
    if ruling.branches:
        out["branches"] = [{"condition": fact_to_dict(b.condition, text),
                            "effects": [effect_to_dict(e, text) for e in b.effects],
                            "laws": list(b.laws), "applies": b.applies} for b in ruling.branches]
    if ruling.judgements:
        out["judgements"] = [{"question": fact_to_dict(j.question, text), "law": j.law,
                              "answer": j.answer} for j in ruling.judgements]
    if ruling.decisions:
        out["decisions"] = [{"what": _plain(d.what), "source": d.source.value,
                             **({"by": d.by.letter} if d.by is not None else {})}
                            for d in ruling.decisions]
    out["compliance"] = ruling.compliance.value
    out["finding"] = ruling.finding
    if ruling.follow_up:
        out["follow_up"] = [fact_to_dict(f, text) for f in ruling.follow_up]
    for name in ("tricks_before", "tricks_after", "score_before", "score_after"):
        if getattr(ruling, name) is not None:
            out[name] = getattr(ruling, name)
    if ruling.claim is not None:
        out["claim"] = _plain(ruling.claim)
    if ruling.span is not None:
        out["where"] = str(ruling.span)
    return out


def ruling_to_row(ruling: Ruling, text: Render | None = None) -> dict[str, Any]:
    """A flat row (scalars only) for a pandas DataFrame; ``explanation`` needs ``text``."""
    return {
        "irregularity": ruling.irregularity.kind.value if ruling.irregularity else None,
        "laws": ";".join(ruling.laws),
        "offender": ruling.offender.letter if ruling.offender is not None else None,
        "offending_side": ruling.offending_side.value if ruling.offending_side else None,
        "rectification": "; ".join(_EFFECT_NAMES[type(e)] for e in ruling.effects),
        "open_judgements": sum(1 for j in ruling.judgements if j.answer is None),
        "watch": ";".join(e.law for e in ruling.effects if isinstance(e, Watch)),
        "compliance": ruling.compliance.value,
        "finding": ruling.finding,
        "tricks_before": ruling.tricks_before, "tricks_after": ruling.tricks_after,
        "score_before": ruling.score_before, "score_after": ruling.score_after,
        "explanation": " ".join(text(f) for f in ruling.facts) if text is not None else None,
        "file": ruling.span.path if ruling.span else None,
        "line": ruling.span.line if ruling.span else None,
    }


__all__ = ["AdjustedScore", "AdjustmentKind", "Branch", "CLAIM_FINDINGS", "Cancel", "ClaimFacts", "Compliance", "Decision",
           "Effect", "Judgement", "LeadDuration", "LeadRestriction", "LeadRestrictionKind",
           "MustPass", "NoRectification", "Option", "PassScope", "PenaltyCard",
           "PenaltyCardKind", "Render", "Restore", "Ruling", "Source", "TrickTransfer",
           "UnauthorizedInformation", "Watch", "effect_name", "effect_to_dict",
           "ruling_to_dict", "ruling_to_row"]
