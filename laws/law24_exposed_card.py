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

from hakem.model.cards import Card, Rank
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import (Branch, Compliance, Judgement, MustPass, NoRectification,
                                PassScope, PenaltyCard, PenaltyCardKind, Ruling,
                                UnauthorizedInformation)

from .auction_draft import Draft
from .auction_follow import check_must_pass
from .case import BoardCase
from .law16_72_ui import watch_72c


_HONOURS = (Rank.T, Rank.J, Rank.Q, Rank.K, Rank.A)


def rule_exposed_during_auction(case: BoardCase, irr: Irregularity) -> Ruling:
    board = case.board
    d = Draft(irr)
    offender = irr.offender
    cards: tuple[Card, ...] = tuple(c for c in (irr.card, *irr.cards) if c is not None)
    if offender is None or not cards:
        d.law("24")
        d.judge(Judgement("which card(s) were exposed, and by whom (Law 24)?", "24"))
        d.say("A card was exposed during the auction, but the record does not say which or whose.")
        return d.ruling()
    partner = offender.partner
    names = " ".join(str(c) for c in cards)
    lead = "lead" in {o.lower() for o in irr.options} or (irr.subkind or "").lower() in (
        "lead", "premature-lead")
    honour = any(c.rank in _HONOURS for c in cards)
    d.effect(UnauthorizedInformation(f"{offender.name}'s exposed {names}", (partner,), "24",
                                     (offender.lho, offender.rho)))
    if len(cards) == 1 and not honour and not lead:
        d.law("24A")
        d.effect(NoRectification("24A", "a single card below honour rank, not led"))
        d.say(f"{offender.name} exposed the {names} during the auction: a single card below "
              "honour rank, so there is no rectification in the auction (24A); it stays face "
              f"up until the auction ends and is unauthorized information to {partner.name}.")
        d.comply(Compliance.COMPLIED)
        law = "24A"
    else:
        law = "24C" if len(cards) > 1 else "24B"
        why = ("two or more cards" if len(cards) > 1 else "a premature lead" if lead
               else "an honour")
        duty = MustPass(partner, PassScope.NEXT_TURN, law)
        d.law(law, "72C")
        d.effect(duty, watch_72c())
        d.say(f"{offender.name} exposed the {names} during the auction ({why}): "
              f"{partner.name} must pass at his next turn ({law}); the cards stay face up until "
              "the auction ends; 72C may apply.")
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
    d.branch(Branch(f"{offender.name} becomes a defender: every exposed card is a penalty card",
                    penalties, (law, "50"), defends))
    d.branch(Branch(f"{offender.name} becomes declarer or dummy: the cards are picked up",
                    (NoRectification(law, "no penalty card for the declaring side"),),
                    (law,), None if defends is None else not defends))
    if defends is not None:
        d.saw(f"{offender.name} " + ("defends: " + ", ".join(
            f"{c} a {kind.value} penalty card" for c in cards) + " (Law 50)" if defends
            else "is on the declaring side: the cards go back to his hand"))
    return d.ruling()


__all__ = ["rule_exposed_during_auction"]
