"""Short titles of the Laws of Duplicate Bridge (2017), for tables and plots.

The titles are hakem's own short names for what each law is about (the law text is
copyrighted and is neither quoted nor needed here).

>>> law_title("27"), law_title("64A1"), law_title("99")
('Insufficient bid', 'Procedure after a revoke', None)
>>> law_label("70")
'Law 70: Contested claim or concession'
"""

from __future__ import annotations

import re

TITLES: dict[int, str] = {
    1: "The pack", 2: "Board markings", 3: "Arrangement of tables", 4: "Partnerships",
    5: "Assignment of seats", 6: "The shuffle and deal", 7: "Control of board and cards",
    8: "Sequence of rounds", 9: "Procedure after an irregularity", 10: "Assessment of rectification",
    11: "Forfeiture of the right to rectification", 12: "Director's discretionary powers",
    13: "Incorrect number of cards", 14: "Missing card", 15: "Wrong board or hand",
    16: "Unauthorised information", 17: "The auction period", 18: "Bids",
    19: "Doubles and redoubles", 20: "Review and explanation of calls", 21: "Call based on misinformation",
    22: "End of the auction", 23: "Comparable call", 24: "Card exposed during the auction",
    25: "Legal and illegal changes of call", 26: "Withdrawn call: lead restrictions",
    27: "Insufficient bid", 28: "Calls considered in rotation", 29: "Call out of rotation: procedure",
    30: "Pass out of rotation", 31: "Bid out of rotation", 32: "Double or redouble out of rotation",
    33: "Simultaneous calls", 34: "Retention of the right to call", 35: "Inadmissible calls",
    36: "Inadmissible double or redouble", 37: "Action violating an obligation to pass",
    38: "Bid of more than seven", 39: "Call after the final pass", 40: "Partnership understandings",
    41: "Commencement of play", 42: "Dummy's rights", 43: "Dummy's limitations",
    44: "Sequence and procedure of play", 45: "Card played", 46: "Incomplete or erroneous call of a card",
    47: "Retraction of a card played", 48: "Exposure of declarer's cards", 49: "Exposure of a defender's cards",
    50: "Disposition of a penalty card", 51: "Two or more penalty cards", 52: "Failure to lead or play a penalty card",
    53: "Lead out of turn accepted", 54: "Faced opening lead out of turn", 55: "Declarer's lead out of turn",
    56: "Defender's lead out of turn", 57: "Premature lead or play", 58: "Simultaneous leads or plays",
    59: "Inability to lead or play as required", 60: "Play after an illegal play",
    61: "Failure to follow suit: inquiries", 62: "Correction of a revoke", 63: "Establishment of a revoke",
    64: "Procedure after a revoke", 65: "Arrangement of tricks", 66: "Inspection of tricks",
    67: "Defective trick", 68: "Claim or concession of tricks", 69: "Agreed claim or concession",
    70: "Contested claim or concession", 71: "Concession cancelled", 72: "General principles",
    73: "Communication, tempo and deception", 74: "Conduct and etiquette", 75: "Mistaken explanation or mistaken call",
    76: "Spectators", 77: "Duplicate bridge scoring", 78: "Methods of scoring", 79: "Tricks won",
    80: "Tournament organisation", 81: "The director", 82: "Rectification of errors of procedure",
    83: "Notification of the right to appeal", 84: "Rulings on agreed facts", 85: "Rulings on disputed facts",
    86: "Adjustment in team play", 87: "Fouled board", 88: "Award of indemnity points",
    89: "Rectification in individual events", 90: "Procedural penalties", 91: "Penalise or suspend",
    92: "Right to appeal", 93: "Procedures of appeal",
}

_NUMBER = re.compile(r"\d+")


def law_title(law: str) -> str | None:
    """The short title of the law a reference (``64A1``, ``70``) belongs to."""
    m = _NUMBER.match(law.strip())
    return TITLES.get(int(m.group(0))) if m else None


def law_label(law: str) -> str:
    """``Law 70: Contested claim or concession`` (the number alone when unknown)."""
    title = law_title(law)
    return f"Law {law}" + (f": {title}" if title else "")


__all__ = ["TITLES", "law_label", "law_title"]
