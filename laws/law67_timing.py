"""Law 67A or 67B: when a defective trick came to light.

Noticed before a player of each side had played to the following trick (67A), a
defective trick is simply mended; noticed later (67B), a missing card makes the
offender a revoker on that trick (67B1), which the board's trick transfers count
(:mod:`hakem.laws.law61_64_revoke`). Both the Law 67 ruling and the revoke
transfers ask this one question, so it lives below both.
"""

from __future__ import annotations

from hakem.model.choices import Finding
from hakem.model.irregularity import Irregularity, IrregularityKind

from .play_context import PlayContext

K = IrregularityKind


def noticed_in_time(ctx: PlayContext, irr: Irregularity) -> bool:
    """67A (True) or 67B (False). A marker may say so (``option=67A``/``67B``);
    otherwise a director-call marker tells whether a player of each side had
    already played to the following trick. With neither, 67B (the record went on)."""
    if Finding.IN_TIME in irr.options:
        return True
    if Finding.NOTICED_LATE in irr.options:
        return False
    t = irr.position.trick if irr.position is not None else None
    if t is None:
        return False
    for other in ctx.irregularities:
        pos = other.position
        if other.kind is not K.DIRECTOR_CALLED or pos is None or pos.trick is None:
            continue
        if pos.trick <= t:
            return True
        if pos.trick == t + 1:
            nxt = ctx.trick(t + 1)
            played = nxt.cards[:(pos.order or 5) - 1] if nxt is not None else ()
            return len({c.seat.side for c in played}) < 2
    return False


__all__ = ["noticed_in_time"]
