"""Laws 33 and 34: simultaneous calls, and the right to call kept after three passes.

Law 33: a call made at the same time as the call of the player whose turn it
was counts as made after it, so it is a call out of rotation by the later
player and Laws 28-32 deal with it. Law 34 (three passes after a call, one of
them out of rotation) is ruled with Law 17D in :mod:`.law17d_skipped_turn`.

>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> is_simultaneous(Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION,
...                              subkind=Subkind.SIMULTANEOUS))
True
"""

from __future__ import annotations

from hakem.model.choices import Subkind
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.seat import Seat


class Say(FactKey):
    SIMULTANEOUS = "law33.simultaneous", "offender:seat"


def is_simultaneous(irr: Irregularity) -> bool:
    return irr.subkind is Subkind.SIMULTANEOUS


def simultaneous_fact(offender: Seat) -> Fact:
    """Law 33: the call counts as made after the turn holder's, out of rotation."""
    return fact(Say.SIMULTANEOUS, offender=offender)


__all__ = ["Say", "is_simultaneous", "simultaneous_fact"]
