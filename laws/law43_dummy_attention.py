"""Laws 9A4 and 43: who drew attention to a revoke, and dummy's limits.

During the play dummy may not draw attention to an irregularity (9A4, 43A1(b)); he may
once play is over. If he does, the irregularity is still rectified as the laws say:
the non-offenders do not lose their rectification because their dummy spoke, but the
director may give dummy's side a procedural penalty (Law 90). When dummy had already
lost his rights (43A2: he looked at a player's hand, swapped hands with declarer...)
and is the first to draw attention to a *defender's* irregularity, there is no
rectification at all (43B); the director adjusts only if the defenders gained.

A marker says who noticed with ``attention=SEAT`` and that dummy had lost his rights
with the option word ``lost-rights``.
"""

from __future__ import annotations

import dataclasses

from hakem.model.choices import Finding
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Decision, Judgement, NoRectification, Ruling, Source, Watch)

from .play_context import PlayContext


class Say(FactKey):
    BY = "law9.attention-by", "seat:seat"
    DUMMY_DURING = "law9a4.dummy-drew-attention", "dummy:seat"
    DUMMY_WHEN = "law9a4.dummy-drew-attention.when-unknown", "dummy:seat"
    ASK_DURING = "law9a4.ask.during-play", "dummy:seat"
    ASK_PP = "law90.ask.procedural-penalty", "dummy:seat"
    LOST_RIGHTS = "law43b.lost-rights", "dummy:seat offender:seat"
    WATCH_43B = "law43b.watch"


def silenced(ctx: PlayContext, irr: Irregularity) -> bool:
    """43B: dummy, who had lost his rights, first drew attention to a defender's irregularity."""
    return (irr.attention_by is not None and irr.attention_by == ctx.dummy
            and Finding.DUMMY_LOST_RIGHTS in irr.options
            and irr.offender is not None and ctx.is_defender(irr.offender))


def with_attention(ctx: PlayContext, irr: Irregularity, ruling: Ruling) -> Ruling:
    """``ruling`` with what the record says about who drew attention to ``irr``."""
    who = irr.attention_by
    if who is None:
        return ruling
    if who != ctx.dummy:
        return dataclasses.replace(ruling, facts=ruling.facts + (fact(Say.BY, seat=who),))
    if silenced(ctx, irr):
        assert irr.offender is not None
        return Ruling(("43B", "9A4"), (fact(Say.LOST_RIGHTS, dummy=who, offender=irr.offender),),
                      irr, irr.offender, (NoRectification("43B"), Watch("43B", fact(Say.WATCH_43B))),
                      decisions=(Decision(Finding.DUMMY_LOST_RIGHTS, Source.MARKER),),
                      span=irr.span)
    # A corrected revoke was noticed during the play; an established one may have been
    # pointed out after it, which dummy may do.
    during = irr.established is False
    asks = [Judgement(fact(Say.ASK_PP, dummy=who), "90")]
    if not during:
        asks.insert(0, Judgement(fact(Say.ASK_DURING, dummy=who), "9A4"))
    said = fact(Say.DUMMY_DURING if during else Say.DUMMY_WHEN, dummy=who)
    return dataclasses.replace(ruling, laws=ruling.laws + ("9A4", "43A1(b)"),
                               facts=ruling.facts + (said,),
                               judgements=ruling.judgements + tuple(asks))


__all__ = ["Say", "silenced", "with_attention"]
