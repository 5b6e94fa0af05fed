"""The offender's replacement call after a cancelled call (Laws 23, 27B, 30-32): what
follows from it, written once for the insufficient bid and the calls out of rotation.

Both laws ask the same question of the replacement: is it comparable with the
withdrawn call (23A)? Comparable, the auction goes on with only the end-of-board
review (23C, 27D). Not comparable, the offender's partner must pass (once under
30-32, for the rest of the auction under 27B2), declarer may get a 26B lead
restriction, the withdrawn call is unauthorized information (16C) and 72C may
apply. The record shows whether partner passed; the TD's marker may give the
verdict; without one both branches stay open and the table's compliance is
judged under each.
"""

from __future__ import annotations

from hakem.model.calls import Call
from hakem.model.choices import Finding
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Compliance, Effect, Judgement, MustPass, PassScope, Source
from hakem.model.seat import Seat

from .auction_draft import Draft
from .auction_follow import Replacement, check_must_pass
from .case import BoardCase
from .law16_72_ui import watch_72c, withdrawn_call_ui
from .law26_lead_restrictions import LeadOutcome


class Say(FactKey):
    JUDGED_COMPARABLE = "replacement.judged-comparable", "call:call law:law review:law"
    JUDGED_NOT_COMPARABLE_ONCE = ("replacement.judged-not-comparable.once",
                                  "call:call partner:seat law:law")
    JUDGED_NOT_COMPARABLE_BARRED = ("replacement.judged-not-comparable.barred",
                                    "call:call partner:seat law:law")
    NO_NEXT_TURN = "replacement.record-lacks-next-turn", "partner:seat"
    NO_REST_OF_AUCTION = "replacement.record-lacks-rest-of-auction"
    COMPLIED_EITHER_WAY = "replacement.complied-either-way"
    IF_NOT_COMPARABLE = "replacement.if-not-comparable", "step:fact"


def not_comparable_effects(offender: Seat, withdrawn: Call | None, duty: MustPass,
                           lead: LeadOutcome) -> tuple[Effect, ...]:
    """A replacement that is not comparable: partner's forced pass, 26B, 16C, 72C."""
    effects: list[Effect] = [duty]
    if lead.restriction is not None:
        effects.append(lead.restriction)
    effects += [withdrawn_call_ui(offender, withdrawn, "16C"), watch_72c()]
    return tuple(effects)


def decide_comparable(d: Draft, irr: Irregularity, judgement: Judgement) -> None:
    """The TD's Law 23 verdict, when a marker gives it, is a decision of the ruling."""
    if judgement.answer is not None:
        d.decide(Finding.COMPARABLE if judgement.answer else Finding.NOT_COMPARABLE,
                 Source.MARKER)


def follow_replacement(d: Draft, case: BoardCase, found: Replacement, duty: MustPass,
                       judgement: Judgement, verdict: bool | None, lead: LeadOutcome,
                       ok_law: str, review: str) -> None:
    """The table's compliance after the replacement ``found.call`` (at ``found.index``):

    comparable by the TD's ``verdict``, nothing more to check; not comparable, did
    partner pass as ``duty`` requires and did the lead respect 26B; no verdict, the
    ``judgement`` stays open and each check is said under "if not comparable".
    """
    call, index = found.call, found.index
    if call is None:
        if verdict is None:
            d.judge(judgement)
        d.comply(Compliance.NOT_YET)
        return
    if verdict is True:
        d.saw(fact(Say.JUDGED_COMPARABLE, call=call, law=ok_law, review=review))
        d.comply(Compliance.COMPLIED)
        return
    if index is None:
        missing = fact(Say.NO_NEXT_TURN, partner=duty.player) if duty.scope is PassScope.NEXT_TURN \
            else fact(Say.NO_REST_OF_AUCTION)
        state, lines = Compliance.UNKNOWN, [missing]
    else:
        state, lines = check_must_pass(case, duty, index + 1,
                                       d.judgements if verdict is False else None)
    if verdict is False:
        key = Say.JUDGED_NOT_COMPARABLE_ONCE if duty.scope is PassScope.NEXT_TURN \
            else Say.JUDGED_NOT_COMPARABLE_BARRED
        d.saw(fact(key, call=call, partner=duty.player, law=duty.law), *lines, *lead.lines)
        d.comply(state)
        d.comply(lead.compliance)
        d.law(*lead.laws)
        return
    d.judge(judgement)
    if state is Compliance.COMPLIED:
        d.saw(*lines, fact(Say.COMPLIED_EITHER_WAY))
        d.comply(Compliance.COMPLIED)
    else:
        d.saw(*if_not_comparable(lines))
        d.comply(Compliance.UNKNOWN if state is Compliance.VIOLATED else state)
    d.saw(*if_not_comparable(lead.lines))


def if_not_comparable(steps: list[Fact] | tuple[Fact, ...]) -> list[Fact]:
    return [fact(Say.IF_NOT_COMPARABLE, step=step) for step in steps]


__all__ = ["Say", "decide_comparable", "follow_replacement", "if_not_comparable",
           "not_comparable_effects"]
