"""A ruling being written: the auction rules collect law references, effects,
branches, judgements and what the record showed, then freeze it into a
:class:`~hakem.model.ruling.Ruling`.

Convention (docs/rulings.md): ``effects`` holds what applies on the record as it
stands, including the effects of the branch the record shows happened; a branch
whose condition the record cannot settle keeps its effects to itself, and the
ruling carries the open :class:`~hakem.model.ruling.Judgement`.

>>> from hakem.model.ruling import NoRectification
>>> d = Draft(None)
>>> d.law("29A"); d.effect(NoRectification("29A"))
>>> d.ruling().laws
('29A',)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hakem.model.choices import Choice, Finding, Subkind
from hakem.model.facts import Fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Branch, Compliance, Decision, Effect, Judgement, Ruling, Source
from hakem.model.seat import Seat

from .auction_follow import worst


@dataclass
class Draft:
    irregularity: Irregularity | None
    laws: list[str] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    branches: list[Branch] = field(default_factory=list)
    judgements: list[Judgement] = field(default_factory=list)
    follow_up: list[Fact] = field(default_factory=list)
    checks: list[Compliance] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    fallback: list[str] = field(default_factory=list)
    """Law references to cite only when no branch is known to apply."""

    def law(self, *refs: str) -> None:
        for ref in refs:
            if ref and ref not in self.laws:
                self.laws.append(ref)

    def effect(self, *effects: Effect) -> None:
        for e in effects:
            if e not in self.effects:
                self.effects.append(e)

    def branch(self, branch: Branch) -> None:
        self.branches.append(branch)
        if branch.applies:
            self.effect(*branch.effects)

    def judge(self, judgement: Judgement) -> None:
        if judgement not in self.judgements:
            self.judgements.append(judgement)

    def say(self, *facts: Fact | None) -> None:
        """The ruling's reasons, in order (the explanation)."""
        self.facts.extend(f for f in facts if f is not None)

    def saw(self, *steps: Fact | None) -> None:
        """What the record showed next."""
        self.follow_up.extend(f for f in steps if f is not None)

    def decide(self, what: Choice | Finding | Subkind | None, source: Source | None,
               by: Seat | None = None) -> None:
        """A decision the ruling rests on, and where it was read."""
        if what is None or source is None:
            return
        decision = Decision(what, source, by)
        if decision not in self.decisions:
            self.decisions.append(decision)

    def comply(self, state: Compliance) -> None:
        self.checks.append(state)

    def ruling(self) -> Ruling:
        irr = self.irregularity
        # Most specific first: the sub-rule the record shows applied, then the rest.
        laws = [ref for b in self.branches if b.applies for ref in b.laws]
        laws = list(dict.fromkeys(laws + self.laws))
        # "36" adds nothing beside "36A": keep the sub-letter only.
        laws = [r for r in laws if not any(o != r and o.startswith(r) and not o[len(r)].isdigit()
                                           for o in laws)]
        if not any(b.applies for b in self.branches):
            laws += [ref for ref in self.fallback if ref not in laws]
        return Ruling(
            laws=tuple(laws), facts=tuple(self.facts),
            irregularity=irr, offender=irr.offender if irr is not None else None,
            effects=tuple(self.effects), branches=tuple(self.branches),
            judgements=tuple(self.judgements),
            compliance=worst(*self.checks) if self.checks else Compliance.UNKNOWN,
            follow_up=tuple(self.follow_up), decisions=tuple(self.decisions),
            span=irr.span if irr is not None else None)


__all__ = ["Draft"]
