"""The auction-period rules: which module rules on which irregularity kind.

:mod:`hakem.laws.engine` reads :data:`RULES`. Each entry is a law (or a close
family of laws) in its own module, so a TD can read the code beside the
lawbook:

============================  ==============================================
kind                          module
============================  ==============================================
call out of rotation          law28_29_rotation (28, 29, 33, 34) -> law30_32_rotation
insufficient bid              law27_insufficient_bid (27, with 23 and 26)
inadmissible double           law35_39_inadmissible (35A, 36)
call while required to pass   law35_39_inadmissible (35B, 37)
bid above seven               law35_39_inadmissible (35C, 38)
call after the auction ended  law35_39_inadmissible (35D, 39)
change of call                law25_change_of_call (25)
card exposed in the auction   law24_exposed_card (24, 50)
============================  ==============================================

Shared pieces: law09_11_procedure (acceptance, forfeiture), law16_72_ui,
law17_19_validation, law23_comparable, law26_lead_restrictions, and
auction_follow (what the record shows next, compliance with forced passes).

>>> sorted(kind.value for kind in RULES)[:3]
['bid-above-seven', 'call-after-auction-ended', 'call-out-of-rotation']
"""

from __future__ import annotations

from hakem.model.irregularity import IrregularityKind

from .case import Rule
from .law24_exposed_card import rule_exposed_during_auction
from .law25_change_of_call import rule_change_of_call
from .law27_insufficient_bid import rule_insufficient_bid
from .law28_29_rotation import rule_call_out_of_rotation
from .law35_39_inadmissible import (rule_above_seven, rule_after_end, rule_inadmissible_double,
                                    rule_required_to_pass)

K = IrregularityKind

RULES: dict[IrregularityKind, Rule] = {
    K.CALL_OUT_OF_ROTATION: rule_call_out_of_rotation,
    K.INSUFFICIENT_BID: rule_insufficient_bid,
    K.INADMISSIBLE_DOUBLE: rule_inadmissible_double,
    K.CALL_WHILE_REQUIRED_TO_PASS: rule_required_to_pass,
    K.BID_ABOVE_SEVEN: rule_above_seven,
    K.CALL_AFTER_AUCTION_ENDED: rule_after_end,
    K.CHANGE_OF_CALL: rule_change_of_call,
    K.CARD_EXPOSED_DURING_AUCTION: rule_exposed_during_auction,
}

__all__ = ["RULES"]
