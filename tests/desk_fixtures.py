"""The claim desk's sample board (samples/claim-desk-session.pbn, board 3) as the desk
sends it: 4S by South, nine tricks recorded; trick 10 and the claim are entered at the desk."""

from __future__ import annotations

from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SESSION = REPO / "samples" / "claim-desk-session.pbn"
DEAL = "N:KT64..AT6.KJ8432 J73.9.987543.AT7 AQ95.AKQ542.K.Q6 82.JT8763.QJ2.95"
RECORDED = ("HT DA H9 H5 H8 D6 D8 H2 DJ DT D7 DK HQ H7 S6 C7 S4 S7 SQ S8 "
            "C6 C5 C8 CA CT CQ C9 CJ H4 HJ ST SJ D9 S5 DQ SK").split()
#: Trick 10 as the players tell it: North leads the CK, East ruffs with the S3, South
#: overruffs with the S9 (West discards): South is on lead with SA HA HK.
TRICK_10 = ["CK", "S3", "S9", "H6"]


def seed_004_claim(statement: str = "the rest are high", **changes: Any) -> dict[str, Any]:
    """South (declarer, 4S) claims the last three tricks with West's S2 still out: he
    holds SA HA HK. Unmentioned, the trump ruffs the second heart on a normal line (70C)."""
    data: dict[str, Any] = {"deal": DEAL, "contract": "4S", "declarer": "S",
                            "plays": RECORDED + TRICK_10, "claimer": "S", "tricks": 3,
                            "statement": statement, "tags": {"Board": "3", "Dealer": "S",
                                                             "Vulnerable": "EW"}}
    data.update(changes)
    return data
