"""A marker as the TD wrote it, before it is placed in its board, and the
Irregularity it becomes once placed.

:mod:`hakem.parsers.markers` reads the text into :class:`MarkerSpec` objects;
:mod:`hakem.parsers.marker_place` finds where each one happened and builds its
:class:`~hakem.model.irregularity.Irregularity` with :func:`irregularity_from_spec`.
Both import this module, neither imports the other's caller.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hakem.model.calls import Call
from hakem.model.cards import Card
from hakem.model.choices import MarkerOption, Subkind
from hakem.model.irregularity import (ClaimPosition, Irregularity, IrregularityKind, Origin, Position,
                                      SeatRelation)
from hakem.model.seat import Seat


@dataclass
class MarkerSpec:
    """A marker as written, before it is placed in the board."""

    kind: IrregularityKind
    offset: int
    offender: Seat | None = None
    call: Call | None = None
    card: Card | None = None
    cards: list[Card] = field(default_factory=list)
    subkind: Subkind | None = None
    accepted: bool | None = None
    by: Seat | None = None
    turn: Seat | None = None
    relation: SeatRelation | None = None
    trick: int | None = None
    order: int | None = None
    call_number: int | None = None
    replacement_call: Call | None = None
    replacement_card: Card | None = None
    attention_by: Seat | None = None
    """``attention=N``: who first drew attention to the irregularity."""
    sequence: tuple[Seat, ...] = ()
    """``sequence=S,N,E``: who played to the trick, in the order the cards appeared."""
    options: list[MarkerOption] = field(default_factory=list)
    """The options, read into the typed vocabulary (:mod:`hakem.parsers.marker_words`)."""
    established: bool | None = None
    tricks: int | None = None
    statement: str | None = None
    later_statements: list[str] = field(default_factory=list)
    """Further statements of the same claim, in order (the statement as clarified)."""
    agreed: bool | None = None
    note: str | None = None
    problems: list[tuple[str, int]] = field(default_factory=list)
    table_ruling: list[str] = field(default_factory=list)
    """``ruled=``: the laws of the ruling given at the table (issue 17, Law 82C)."""
    # claim desk additions (issue 21): the position at a claim with no play record
    position_parts: dict[str, object] = field(default_factory=dict)
    """``remaining=``, ``lead=``, ``current=``, ``won-ns=``, ``won-ew=`` as read."""
    at_claim: ClaimPosition | None = None
    """The position they make (:mod:`hakem.parsers.marker_claim`)."""
    """Words the marker's kind does not know (message, offset): reported, not read."""


def irregularity_from_spec(spec: MarkerSpec, position: Position | None, turn: Seat | None,
                           relation: SeatRelation | None) -> Irregularity:
    """Build the Irregularity of a placed marker."""
    accepted_by = spec.by if spec.accepted else None
    chosen_by = spec.by if not spec.accepted else None
    return Irregularity(
        kind=spec.kind, offender=spec.offender, turn=turn, relation=relation, position=position,
        call=spec.call, card=spec.card, cards=tuple(spec.cards), subkind=spec.subkind,
        accepted=spec.accepted, accepted_by=accepted_by,
        replacement_call=spec.replacement_call, replacement_card=spec.replacement_card,
        sequence=spec.sequence, attention_by=spec.attention_by,
        options=tuple(spec.options), chosen_by=chosen_by, established=spec.established,
        tricks=spec.tricks, statement=spec.statement,
        later_statements=tuple(spec.later_statements), agreed=spec.agreed, note=spec.note,
        table_ruling=tuple(spec.table_ruling), at_claim=spec.at_claim,
        origin=Origin.MARKED, notation="@")


__all__ = ["MarkerSpec", "irregularity_from_spec"]
