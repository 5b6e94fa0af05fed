"""One-line summaries of rulings for tables: an effect as a director reads it, and
the law numbers a list of references cites.

(Stage 2 of issue 15 makes ruling text in one ``explain`` place, per language; these
summaries are the table columns' short forms until then.)

>>> primary_law(["31A2(a)", "16C"]), law_numbers(["64A1", "64C", "16B"])
('31', ['64', '16'])
"""

from __future__ import annotations

import re
from typing import Iterable

from hakem.model.ruling import (
    AdjustedScore, Cancel, Effect, LeadRestriction, MustPass, NoRectification, Option,
    PenaltyCard, Restore, TrickTransfer, UnauthorizedInformation, Watch,
)

_LAW_NUMBER = re.compile(r"\d+")


def effect_summary(effect: Effect) -> str:
    """One line a director can read: who must do what, under which law."""
    if isinstance(effect, MustPass):
        return f"{effect.player.letter} must pass ({effect.scope.value}, {effect.law})"
    if isinstance(effect, LeadRestriction):
        suits = "/".join(s.letter for s in effect.suits)
        return f"lead restriction on {effect.on.letter}: {effect.kind.value}" \
               f"{' ' + suits if suits else ''} ({effect.law})"
    if isinstance(effect, PenaltyCard):
        return f"{effect.kind.value} penalty card {effect.card} of {effect.owner.letter} ({effect.law})"
    if isinstance(effect, Option):
        chosen = f", chose {effect.chosen}" if effect.chosen else ""
        return f"{effect.holder.letter} may choose {'/'.join(effect.choices)}{chosen} ({effect.law})"
    if isinstance(effect, TrickTransfer):
        return f"{effect.tricks} trick(s) to {effect.to.value} ({effect.law})"
    if isinstance(effect, AdjustedScore):
        return f"{effect.kind.value} adjusted score ({effect.law})"
    if isinstance(effect, UnauthorizedInformation):
        seats = ",".join(s.letter for s in effect.unauthorized_for)
        return f"unauthorized information for {seats} ({effect.law})"
    if isinstance(effect, Watch):
        return f"end-of-board check {effect.law}: {effect.note}"
    if isinstance(effect, Cancel):
        return f"cancel {effect.what} ({effect.law})"
    if isinstance(effect, Restore):
        return f"{effect.card} back to {effect.owner.letter} ({effect.law})"
    if isinstance(effect, NoRectification):
        return f"no rectification ({effect.law})" + (f": {effect.reason}" if effect.reason else "")
    return str(effect)


def primary_law(laws: Iterable[str]) -> str | None:
    """The law number of the most specific reference: ``31A2(a)`` -> ``31``."""
    for law in laws:
        m = _LAW_NUMBER.search(law)
        if m:
            return m.group(0)
    return None


def law_numbers(laws: Iterable[str]) -> list[str]:
    """Distinct law numbers of a list of references, in order."""
    out: list[str] = []
    for law in laws:
        m = _LAW_NUMBER.search(law)
        if m and m.group(0) not in out:
            out.append(m.group(0))
    return out


__all__ = ["effect_summary", "law_numbers", "primary_law"]
