"""Law 24: a card exposed or led during the auction.

If a player's error during the auction lets his partner see one of his cards,
the card stays face up until the auction ends; what it shows is authorized to
the opponents and unauthorized to his partner. A single spot card (not a
premature lead) needs nothing more (24A). An honour, a premature lead, or two or
more cards silence the partner for one turn (24B, 24C; 72C may apply). If the
offender then becomes a defender every such card is a penalty card (24 with
Law 50): a single spot card a minor one, otherwise major. As declarer or dummy
he simply picks them up.

>>> from hakem.laws.engine import rule
>>> from hakem.model.board import Board
>>> from hakem.model.cards import Card
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> from hakem.model.seat import Seat
>>> r = rule(Board(), Irregularity(IrregularityKind.CARD_EXPOSED_DURING_AUCTION,
...                                offender=Seat.W, card=Card.parse("HK")))
>>> r.laws[0], [e.player.name for e in r.effects if type(e).__name__ == "MustPass"]
('24B', ['E'])
"""

from __future__ import annotations

from enum import Enum

from hakem.model.cards import Card, Rank
from hakem.model.choices import Subkind
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Branch, Compliance, Judgement, MustPass, NoRectification,
                                PassScope, PenaltyCard, PenaltyCardKind, Ruling, Source,
                                UnauthorizedInformation)

from .auction_draft import Draft
from .auction_follow import check_must_pass
from .case import BoardCase
from .law16_72_ui import watch_72c


_HONOURS = (Rank.T, Rank.J, Rank.Q, Rank.K, Rank.A)


class Exposure(Enum):
    """Why Law 24B or 24C silences the partner."""

    SEVERAL = "several-cards"
    PREMATURE_LEAD = "premature-lead"
    HONOUR = "honour"


class Say(FactKey):
    ASK_WHICH = "law24.ask.which-cards"
    UNKNOWN = "law24.unknown"
    UI = "law24.ui.exposed-cards", "offender:seat cards:cards"
    SPOT_REASON = "law24a.single-spot-card"
    SPOT = "law24a.rule", "offender:seat cards:cards partner:seat"
    SILENCES = "law24bc.rule", "offender:seat cards:cards why:term partner:seat law:law"
    IF_DEFENDER = "law24.if-defender", "offender:seat"
    IF_DECLARING_SIDE = "law24.if-declaring-side", "offender:seat"
    NO_PENALTY_REASON = "law24.declaring-side-no-penalty"
    DEFENDS = "law24.defends", "offender:seat cards:cards kind:term count:int"
    DECLARING_SIDE = "law24.declaring-side", "offender:seat"


def rule_exposed_during_auction(case: BoardCase, irr: Irregularity) -> Ruling:
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    cards: tuple[Card, ...] = tuple(c for c in (irr.card, *irr.cards) if c is not None)
    if offender is None or not cards:
        d.law("24")
        d.judge(Judgement(fact(Say.ASK_WHICH), "24"))
        d.say(fact(Say.UNKNOWN))
        return d.ruling()
    partner = offender.partner
    lead = irr.subkind is Subkind.PREMATURE_LEAD
    if lead:
        d.decide(Subkind.PREMATURE_LEAD, Source.MARKER)
    honour = any(c.rank in _HONOURS for c in cards)
    d.effect(UnauthorizedInformation(fact(Say.UI, offender=offender, cards=cards), (partner,),
                                     "24", (offender.lho, offender.rho)))
    if len(cards) == 1 and not honour and not lead:
        d.law("24A")
        d.effect(NoRectification("24A", fact(Say.SPOT_REASON)))
        d.say(fact(Say.SPOT, offender=offender, cards=cards, partner=partner))
        d.comply(Compliance.COMPLIED)
        law = "24A"
    else:
        law = "24C" if len(cards) > 1 else "24B"
        why = (Exposure.SEVERAL if len(cards) > 1 else Exposure.PREMATURE_LEAD if lead
               else Exposure.HONOUR)
        duty = MustPass(partner, PassScope.NEXT_TURN, law)
        d.law(law, "72C")
        d.effect(duty, watch_72c())
        d.say(fact(Say.SILENCES, offender=offender, cards=cards, why=why, partner=partner, law=law))
        start = irr.position.call_index if irr.position is not None and \
            irr.position.call_index is not None else 0
        state, lines = check_must_pass(case, duty, start, d.judgements)
        d.saw(*lines)
        d.comply(state)
    # What becomes of the cards depends on who declares (24 with 50).
    kind = PenaltyCardKind.MINOR if len(cards) == 1 and not honour and not lead \
        else PenaltyCardKind.MAJOR
    penalties = tuple(PenaltyCard(c, offender, kind, "50") for c in cards)
    auction = board.auction
    contract = auction.contract() if auction is not None and auction.is_complete else None
    defends: bool | None = None
    if contract is not None and contract.declarer is not None:
        defends = contract.declarer.side != offender.side
    elif contract is not None:
        defends = False
    d.branch(Branch(fact(Say.IF_DEFENDER, offender=offender), penalties, (law, "50"), defends))
    d.branch(Branch(fact(Say.IF_DECLARING_SIDE, offender=offender),
                    (NoRectification(law, fact(Say.NO_PENALTY_REASON)),),
                    (law,), None if defends is None else not defends))
    if defends is not None:
        d.saw(fact(Say.DEFENDS, offender=offender, cards=cards, kind=kind, count=len(cards))
              if defends
              else fact(Say.DECLARING_SIDE, offender=offender))
    return d.ruling()


__all__ = ["Exposure", "Say", "rule_exposed_during_auction"]
