"""The play period's rules (Laws 41-67): one entry per irregularity kind.

(A [Result] the tricks contradict, Laws 65-66/79, is ruled in ``record_rules``;
claims and concessions, Laws 68-71, in ``claim_rules``.)

:mod:`hakem.laws.engine` reads :data:`RULES`. Each rule lives in a module named
after its laws, so it reads beside the lawbook; this registry adds what the
director does at the end of the hand for every play ruling: the result as
played and after every automatic trick transfer on the board (Laws 64A, 67B1),
with the Law 77 score before and after (:func:`play_outcome.finish`).

>>> from hakem.model.irregularity import IrregularityKind
>>> IrregularityKind.REVOKE in RULES
True
"""

from __future__ import annotations

from hakem.model.irregularity import Irregularity, IrregularityKind
import dataclasses

from hakem.model.ruling import Ruling, TrickTransfer, Watch

from .case import BoardCase, Rule
from .law41_45_card_played import rule_fifth_card
from .law41_47_lead_and_retraction import rule_lead_faced, rule_retracted
from .law49_52_penalty_cards import rule_exposed, rule_penalty
from .law53_56_lead_out_of_turn import rule_loot, rule_opening_loot
from .law57_premature import rule_premature
from .law58_simultaneous import rule_simultaneous
from .law61_64_revoke import board_transfers, rule_revoke, transfers_of
from .law61_breach import breach_fact, breaches
from .law67_defective_trick import rule_defective
from .play_outcome import finish

K = IrregularityKind


def at_end_of_play(rule: Rule) -> Rule:
    """Wrap ``rule`` so its ruling carries the board's final result and score."""
    def ruled(case: BoardCase, irr: Irregularity) -> Ruling:
        ruling = _with_breach(rule(case, irr), case, irr)
        ctx = case.play
        transfers = transfers_of(ctx)
        if irr not in case.irregularities:
            # An irregularity the record does not show (a test, a what-if): its own
            # transfer is added to the board's.
            transfers += [e for e in ruling.effects if isinstance(e, TrickTransfer)]
        return finish(ruling, ctx, transfers)
    ruled.__name__ = getattr(rule, "__name__", "rule")
    ruled.__doc__ = rule.__doc__
    return ruled


def _with_breach(ruling: Ruling, case: BoardCase, irr: Irregularity) -> Ruling:
    """Law 61A: when the table broke this ruling's requirement and it stood, say so on
    the ruling and carry the Law 64 transfer it earned (the board's result counts it)."""
    if irr.kind in (K.REVOKE, K.DEFECTIVE_TRICK):
        return ruling
    ctx = case.play
    stood = [b for b in breaches(ctx) if b.irregularity is irr and b.established]
    if not stood:
        return ruling
    decided = {id(other): d for other, d in board_transfers(ctx)}
    d = decided.get(id(irr))
    if d is None:
        return ruling
    b = stood[0]
    effects = list(ruling.effects)
    if d.tricks:
        effects.append(TrickTransfer(d.tricks, b.player.side.other, d.law, d.basis))
    effects.append(Watch("64C", breach_fact(b.player, b.trick, d.tricks, d.law, d.basis)))
    return dataclasses.replace(ruling, effects=tuple(effects), laws=ruling.laws + ("61A", "63A"),
                               facts=ruling.facts + (breach_fact(b.player, b.trick, d.tricks,
                                                                 d.law, d.basis),))


RULES: dict[IrregularityKind, Rule] = {
    K.OPENING_LEAD_OUT_OF_TURN: at_end_of_play(rule_opening_loot),
    K.LEAD_OUT_OF_TURN: at_end_of_play(rule_loot),
    K.PREMATURE_PLAY: at_end_of_play(rule_premature),
    K.EXPOSED_CARD: at_end_of_play(rule_exposed),
    K.PENALTY_CARD: at_end_of_play(rule_penalty),
    K.SIMULTANEOUS_CARDS: at_end_of_play(rule_simultaneous),
    K.FIFTH_CARD: at_end_of_play(rule_fifth_card),
    K.REVOKE: at_end_of_play(rule_revoke),
    K.DEFECTIVE_TRICK: at_end_of_play(rule_defective),
    K.OPENING_LEAD_FACED: at_end_of_play(rule_lead_faced),
    K.CARD_RETRACTED: at_end_of_play(rule_retracted),
}

__all__ = ["RULES", "at_end_of_play"]
