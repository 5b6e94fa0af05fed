"""Suit symbols in ruling text for the page: ``W's ♦8``, ``1♣ does not supersede 1♦``.

The explanation catalogues write cards and calls with letters (``D8``, ``1C``) so the
same words serve a terminal, a CSV cell and a screen reader; a page read at the table
shows the symbols, as printed hand records do (``../shared/docs/style.md``, 4.4). The
change is made on whole tokens only: a card is a suit letter and a rank standing alone
(``CJ``, ``H10``), a bid a level and a suit letter standing alone (``4S``); law numbers
such as ``64C`` or ``50D2b`` and seat letters are left as they are.

>>> with_symbols("W's D8 is a penalty card (50D2b); 1C does not supersede 1D (Law 27B)")
"W's ♦8 is a penalty card (50D2b); 1♣ does not supersede 1♦ (Law 27B)"
>>> with_symbols("E showed C4, CJ together; 4S by N, 64C; HT")
'E showed ♣4, ♣J together; 4♠ by N, 64C; ♥10'
"""

from __future__ import annotations

import re

SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
#: A card or a bid standing alone as a word (not inside a law number such as 64C1).
_TOKEN = re.compile(r"(?<![\w@])(?:([SHDC])(10|[2-9TJQKA])|([1-7])([SHDC]))(?![\w-])")
#: What a card or a bid written with letters looks like (for tests: none should remain).
LETTER_CARD = _TOKEN


def _symbol(match: re.Match[str]) -> str:
    suit, rank, level, strain = match.groups()
    if suit is not None:
        return SYMBOLS[suit] + ("10" if rank in ("T", "10") else rank)
    return level + SYMBOLS[strain]


def with_symbols(text: str | None) -> str | None:
    """``text`` with every card and suit bid written with its suit symbol."""
    return _TOKEN.sub(_symbol, text) if text else text


__all__ = ["LETTER_CARD", "SYMBOLS", "with_symbols"]
