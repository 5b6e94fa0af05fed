"""Law 58: simultaneous leads or plays.

A card played at the same moment as an opponent's legal card counts as played
after it (58A). When one player puts out several cards at once (58B): if only
one face could be seen, that card is played and the others go back without
rectification (58B1); if more faces were visible he designates the card he
plays, and a defender's other visible cards become penalty cards (58B2; two or
more are all major, Law 51). An opponent who played after a card that is now
withdrawn may change his play (58B3, 16C). Found only after both sides played
to the next trick, it is a defective trick (58B4, Law 67).

How many faces could be seen is the director's finding, which the record cannot
show: a marker says it with ``both-visible`` (58B2) or ``one-visible`` (58B1).
Without either, every card the marker lists is taken as visible and the ruling
asks the question. The opponent's 58B3 choice is ``change-play`` or ``keep``.

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> rule_simultaneous(BoardCase.of(Board()), Irregularity(IrregularityKind.SIMULTANEOUS_CARDS)).laws
('58',)
"""

from __future__ import annotations

from hakem.model.choices import Choice, Finding, Verb, first_choice
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Decision, Effect, Judgement, NoRectification, Option,
                                PenaltyCardKind, Restore, Ruling, Source)

from .case import BoardCase
from .law49_52_penalty_cards import classify, follow_penalty_card, penalty_effects
from .play_follow import worst


class Say(FactKey):
    ASK_WHICH = "law58.ask.which"
    UNKNOWN = "law58.unknown"
    ONE_VISIBLE = "law58b1.one-visible", "card:card offender:seat"
    ASK_DESIGNATED = "law58b2.ask.designated"
    UNDESIGNATED = "law58b2.not-designated", "offender:seat cards:cards"
    DEFENDER = "law58b2.defender", "offender:seat cards:cards played:card others:facts count:int"
    PENALTY_OF = "law58b2.penalty-card-of-kind", "card:card kind:term"
    DECLARING_SIDE = "law58b2.declaring-side", "offender:seat role:term cards:cards played:card"
    ASK_VISIBLE = "law58b.ask.faces-visible", "cards:cards"
    CHOSE_58B3 = "law58b3.chose", "holder:seat choice:choice"


def rule_simultaneous(case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 58B: several cards played together by one player."""
    ctx = case.play
    offender = irr.offender
    visible = list(dict.fromkeys(c for c in (irr.card, *irr.cards) if c is not None))
    if offender is None or not visible:
        return Ruling(("58",), (fact(Say.UNKNOWN),), irr, offender,
                      judgements=(Judgement(fact(Say.ASK_WHICH), "58B"),), span=irr.span)
    findings = tuple(Decision(f, Source.MARKER) for f in (Finding.FACES_VISIBLE,
                                                          Finding.ONE_FACE_VISIBLE)
                     if f in irr.options)
    if len(visible) == 1 or Finding.ONE_FACE_VISIBLE in irr.options:
        # 58B1: only the first card could be seen: it is played, the rest go back.
        back = tuple(visible[1:])
        said = [fact(Say.ONE_VISIBLE, card=visible[0], offender=offender)]
        asked = (Judgement(fact(Say.ASK_VISIBLE, cards=tuple(visible)), "58B", False),) \
            if back else ()
        return Ruling(("58B1",), tuple(said), irr, offender,
                      (NoRectification("58B1"), *(Restore(c, offender, "58B1") for c in back)),
                      judgements=asked, decisions=findings, span=irr.span)
    # 58B2: more than one face visible, as the marker says (answer True) or as the
    # cards it lists suggest (an open question).
    asked = (Judgement(fact(Say.ASK_VISIBLE, cards=tuple(visible)), "58B",
                       True if Finding.FACES_VISIBLE in irr.options else None),)
    played = irr.replacement_card
    if played is None:
        return Ruling(("58B2",), (fact(Say.UNDESIGNATED, offender=offender, cards=tuple(visible)),),
                      irr, offender,
                      judgements=(*asked, Judgement(fact(Say.ASK_DESIGNATED), "58B2")),
                      decisions=findings, span=irr.span)
    others = [c for c in visible if c != played]
    pos = irr.position
    effects: list[Effect] = []
    follows = []
    if ctx.is_defender(offender):
        kinds = []
        for card in others:
            kind, _ = classify(card, deliberate=False, others=len(others) - 1)
            effects += penalty_effects(ctx, card, offender, kind or PenaltyCardKind.MINOR, "58B2")
            kinds.append(fact(Say.PENALTY_OF, card=card, kind=kind or PenaltyCardKind.MINOR))
            if pos is not None and pos.trick is not None:
                follows.append(follow_penalty_card(ctx, offender, card, kind or PenaltyCardKind.MINOR,
                                                   pos.trick, pos.order or 0))
        text = fact(Say.DEFENDER, offender=offender, cards=tuple(visible), played=played,
                    others=tuple(kinds), count=len(others))
    else:
        effects += [Restore(c, offender, "58B2") for c in others]
        text = fact(Say.DECLARING_SIDE, offender=offender, role=ctx.role(offender),
                    cards=tuple(visible), played=played)
    after: list = []
    if pos is not None and pos.trick is not None:
        trick = ctx.trick(pos.trick)
        after = [c.seat for c in (trick.cards if trick else ()) if c.seat != offender
                 and c.seat.side is not offender.side and trick is not None
                 and trick.cards.index(c) + 1 > (pos.order or 0)]
    # 58B3 (with 16C): an opponent who played after a card now withdrawn may change
    # his card; the marker records whether he did.
    chosen = first_choice(irr.options, Verb.CHANGE_PLAY, Verb.KEEP)
    facts = [text]
    decisions = list(findings)
    if after:
        effects.append(Option(after[0], (Choice(Verb.CHANGE_PLAY), Choice(Verb.KEEP)), "58B3",
                              chosen))
    if chosen is not None:
        holder = irr.chosen_by or (after[0] if after else offender.lho)
        facts.append(fact(Say.CHOSE_58B3, holder=holder, choice=chosen))
        decisions.append(Decision(chosen, Source.MARKER, irr.chosen_by))
    laws = (("58B2", "50B") + (("51",) if len(others) > 1 else ())
            if ctx.is_defender(offender) else ("58B2",))
    return Ruling(laws, tuple(facts), irr, offender, tuple(effects), judgements=asked,
                  compliance=worst(*(f.compliance for f in follows)),
                  follow_up=tuple(line for f in follows for line in f.lines),
                  decisions=tuple(decisions), span=irr.span)


__all__ = ["Say", "rule_simultaneous"]
