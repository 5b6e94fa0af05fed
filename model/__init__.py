"""hakem's domain model: frozen values with source positions, no endplay objects."""

from .auction import Auction, AuctionCall, Note
from .board import MANDATORY_TAGS, Board, Comment, Table, Tag
from .calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call, CallKind
from .cards import DECK, Card, Rank, Strain, Suit
from .contract import Contract, Risk
from .deal import Deal, Hand
from .diagnostics import Diagnostic, HakemError, ParseError, Severity, SourceSpan
from .play import Play, PlayedCard, Trick
from .replay import Replay, replay, trick_winner
from .seat import Seat, Side, Vulnerability, dealer_for_board

__all__ = [
    "ALL_BIDS", "DECK", "DOUBLE", "MANDATORY_TAGS", "PASS", "REDOUBLE",
    "Auction", "AuctionCall", "Board", "Call", "CallKind", "Card", "Comment", "Contract",
    "Deal", "Diagnostic", "HakemError", "Hand", "Note", "ParseError", "Play", "PlayedCard",
    "Rank", "Replay", "Risk", "Seat", "Severity", "Side", "SourceSpan", "Strain", "Suit",
    "Table", "Tag", "Trick", "Vulnerability", "dealer_for_board", "replay", "trick_winner",
]
