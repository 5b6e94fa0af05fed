"""A claim statement (Law 68C) parsed into directives for the normal-line search.

The statement fixes what the claimer may be held to (Law 70D1: no successful line
outside it is accepted if a less successful normal line exists). Each clause becomes
a directive; a clause the grammar cannot read is kept in :attr:`ClaimStatement.unparsed`
and the ruling flags it: the TD must read it, hakem treats it as "no statement".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from lark import Lark, Token, Tree
from lark.exceptions import LarkError

from hakem.model.cards import Card, Rank, Suit


class HandRef:
    """Which of the claimer's side's hands a directive names."""

    OWN = "hand"
    PARTNER = "dummy"


@dataclass(frozen=True, slots=True)
class DrawTrumps:
    """Lead trumps while an opponent holds one (or for ``rounds`` rounds)."""
    rounds: int | None = None


@dataclass(frozen=True, slots=True)
class TrumpsOut:
    """"Trumps are all out": the claimer says no opponent holds a trump (Law 70C: if one
    does, he was unaware of it)."""


@dataclass(frozen=True, slots=True)
class Cash:
    """Cash a suit from the top (``suit``), or the claimer's winners (``suit`` None)."""
    suit: Suit | None = None
    hand: str | None = None


@dataclass(frozen=True, slots=True)
class Ruff:
    """Ruff ``suit`` (``count`` times) in the named hand."""
    suit: Suit | None = None
    hand: str | None = None
    count: int = 1


@dataclass(frozen=True, slots=True)
class CrossRuff:
    """Ruff back and forth between the two hands."""


@dataclass(frozen=True, slots=True)
class Finesse:
    """Take a finesse: ``card`` is the claimer's card finessed (or, with ``against``,
    the opponent's card finessed against)."""
    suit: Suit | None = None
    card: Card | None = None
    rank: Rank | None = None
    against: bool = False


@dataclass(frozen=True, slots=True)
class Drop:
    """Play for the drop (no finesse) in ``suit``."""
    suit: Suit | None = None


@dataclass(frozen=True, slots=True)
class Concede:
    """Give up ``count`` trick(s), optionally in ``suit`` or to the opponents' ``card``;
    ``when`` is first/last/None (None and last: after the winners are cashed)."""
    count: int = 1
    suit: Suit | None = None
    when: str | None = None
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class PlayCards:
    """Play these cards, in this order, when on lead."""
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class RestHigh:
    """"The rest are high" ("dummy is good": ``hand`` names the hand): no line stated."""
    hand: str | None = None


@dataclass(frozen=True, slots=True)
class Squeeze:
    """A squeeze, endplay or coup is claimed: a TD judgement (never granted silently)."""
    text: str


@dataclass(frozen=True, slots=True)
class Conditional:
    """"If clubs break ...": the claim depends on the layout (Law 70A: doubt against)."""
    text: str


Directive = DrawTrumps | TrumpsOut | Cash | Ruff | CrossRuff | Finesse | Drop | Concede | PlayCards | RestHigh | Squeeze | Conditional


@dataclass(frozen=True, slots=True)
class ClaimStatement:
    """The directives of a statement, in order, and what could not be read.

    >>> s = parse_statement("draw trumps, then cash the spades")
    >>> s.directives
    (DrawTrumps(rounds=None), Cash(suit=Suit.S, hand=None))
    """

    text: str
    directives: tuple[Directive, ...] = ()
    unparsed: tuple[str, ...] = ()
    """Clauses the grammar could not read (reported in the ruling)."""
    mentioned: frozenset[Card] = field(default=frozenset())
    """Cards the claimer named (e.g. "the ♥9 is still out"): Law 70C awareness."""
    mentions_trumps: bool = False
    """The statement speaks of trumps at all (drawing them, one outstanding, ...)."""

    @property
    def is_empty(self) -> bool:
        return not self.directives

    def has(self, kind: type) -> bool:
        return any(isinstance(d, kind) for d in self.directives)


# -- parsing ------------------------------------------------------------------------------

#: A statement is a sentence or two; longer text is kept for the TD but not parsed.
MAX_STATEMENT_CHARS = 2_000


@lru_cache(maxsize=1)
def _parser() -> Lark:
    return Lark.open_from_package("hakem.parsers.grammars", "claim.lark", parser="earley",
                                  ambiguity="resolve", start="start")


_SEPARATORS = re.compile(r"\s*(?:[,;.:!?/()]|\band\s+then\b|\bthen\b|\bafter\s+that\b|\band\b|\bfollowed\s+by\b)\s*",
                         re.IGNORECASE)
_FILLER = re.compile(r"^(?:(?:i'?m|i\s+am|i'?ll|i\s+will|i|we'?ll|we|will|just|now|simply|so|ok|okay|"
                     r"by|going\s+to|gonna|can|shall|must|after|then|and|you|play\s+on|"
                     r"claiming|claim(?=\s+(?:by|after|with)))\s+)+", re.IGNORECASE)
_SYMBOLS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c", "!s": "s", "!h": "h", "!d": "d", "!c": "c"}
_SUIT_WORDS = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
_SYMBOL = re.compile(r"(♠|♥|♦|♣|![shdc])", re.IGNORECASE)
_RANK_THEN_SYMBOL = re.compile(r"(?<![a-z0-9])(10|[akqjt2-9])(♠|♥|♦|♣|![shdc])", re.IGNORECASE)
_SYMBOL_THEN_RANK = re.compile(r"(♠|♥|♦|♣|![shdc])\s?(10|[akqjt2-9])(?![a-z0-9])", re.IGNORECASE)
_CARD_CODE = re.compile(r"(?<![a-z'])([shdc])(10|[akqjt2-9])(?![a-z0-9])", re.IGNORECASE)
_RANK_WORDS = {"ace": Rank.A, "king": Rank.K, "queen": Rank.Q, "jack": Rank.J, "ten": Rank.T,
               "nine": Rank.R9, "eight": Rank.R8, "seven": Rank.R7, "six": Rank.R6,
               "five": Rank.R5, "four": Rank.R4, "three": Rank.R3, "two": Rank.R2, "deuce": Rank.R2}
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13}


def _code(suit_symbol: str, rank: str) -> str:
    rank = "t" if rank == "10" else rank.lower()
    return " " + _SYMBOLS[suit_symbol.lower()] + rank + " "


def _normalise(text: str) -> str:
    """Cards in any notation as two-letter codes (♠A, A♠, !SA, SA, ♠10 -> sa, st); a lone
    suit symbol as the suit's name."""
    text = _RANK_THEN_SYMBOL.sub(lambda m: _code(m.group(2), m.group(1)), text)
    text = _SYMBOL_THEN_RANK.sub(lambda m: _code(m.group(1), m.group(2)), text)
    text = _SYMBOL.sub(lambda m: " " + _SUIT_WORDS[_SYMBOLS[m.group(1).lower()]] + " ", text)
    text = _CARD_CODE.sub(lambda m: " " + m.group(1).lower() + ("t" if m.group(2) == "10" else m.group(2).lower()), text)
    return re.sub(r"\s+", " ", text).strip()


def split_clauses(text: str) -> list[str]:
    """Split a statement into clauses at punctuation and "then"/"and"."""
    clauses = []
    for part in _SEPARATORS.split(_normalise(text)):
        part = _FILLER.sub("", part.strip()).strip()
        if part:
            clauses.append(part)
    return clauses


def parse_statement(text: str | None) -> ClaimStatement:
    """Parse a claim statement into directives; unreadable clauses are kept, not dropped.

    >>> parse_statement("ruff a club in dummy and concede a spade").directives
    (Ruff(suit=Suit.C, hand='dummy', count=1), Concede(count=1, suit=Suit.S, when=None, card=None))
    """
    if not text or not text.strip():
        return ClaimStatement(text or "")
    if len(text) > MAX_STATEMENT_CHARS:
        # Parsing time grows with the text; a statement this long is not a claim statement
        # (Law 68C asks for a clear statement of the line of play). The TD reads it.
        return ClaimStatement(text, (), (f"{text[:80]}... ({len(text):,} characters, over the limit of "
                                          f"{MAX_STATEMENT_CHARS:,}; not read)",))
    directives: list[Directive] = []
    unparsed: list[str] = []
    mentioned: set[Card] = set()
    trumps = False
    for clause in split_clauses(text):
        try:
            tree = _parser().parse(clause)
        except LarkError:
            unparsed.append(clause)
            continue
        node = tree.children[0]
        assert isinstance(node, Tree)
        if re.search(r"\btrumps?\b", clause, re.IGNORECASE):
            trumps = True
        directive = _build(node, clause, mentioned)
        if directive is not None:
            directives.append(directive)
    return ClaimStatement(text, tuple(_merge_cards(directives)), tuple(unparsed),
                          frozenset(mentioned), trumps)


def _tokens(tree: Tree) -> list[Token]:
    return [t for t in tree.scan_values(lambda v: isinstance(v, Token))]


def _first(tokens: list[Token], kind: str) -> str | None:
    for tok in tokens:
        if tok.type == kind:
            return str(tok).lower()
    return None


def _suit(tokens: list[Token]) -> Suit | None:
    word = _first(tokens, "SUIT")
    return None if word is None else Suit.parse(word[0])


def _count(tokens: list[Token], default: int = 1) -> int:
    for tok in tokens:
        if tok.type == "NUMBER":
            return int(tok)
        if tok.type == "NUMWORD":
            return _NUMBERS[str(tok).lower()]
    return default


def _hand(tokens: list[Token]) -> str | None:
    word = _first(tokens, "HANDWORD")
    if word is None:
        return None
    return HandRef.PARTNER if word in ("dummy", "table", "board") else HandRef.OWN


def _hand_word(tokens: list[Token]) -> str | None:
    """The hand a "... is good" clause names (dummy or the claimer's own)."""
    return _hand(tokens) if any(t.type == "HANDWORD" for t in tokens) else None


def _card_refs(tree: Tree) -> list[tuple[Suit | None, Rank]]:
    refs = []
    for sub in tree.find_data("card_ref"):
        toks = _tokens(sub)
        code = _first(toks, "CARD")
        if code is not None:
            card = Card.parse(code)
            refs.append((card.suit, card.rank))
            continue
        rank_word = _first(toks, "RANK") or ""
        rank = _RANK_WORDS.get(rank_word) or Rank.parse(rank_word)
        refs.append((_suit(toks), rank))
    return refs


def _build(node: Tree, clause: str, mentioned: set[Card]) -> Directive | None:
    kind = node.data
    toks = _tokens(node)
    refs = _card_refs(node)
    if kind == "trumps_out":
        return TrumpsOut()
    if kind == "draw":
        rounds = _count(toks, 0) if any(t.type == "ROUNDS" for t in toks) else None
        return DrawTrumps(rounds or None)
    if kind == "cash":
        return Cash(_suit(toks), _hand(toks))
    if kind == "suit_only":
        return Cash(_suit(toks))
    if kind == "ruff":
        return Ruff(_suit(toks), _hand(toks), _count(toks))
    if kind == "crossruff":
        return CrossRuff()
    if kind == "finesse":
        suit, rank = refs[0] if refs else (_suit(toks), None)
        card = Card(suit, rank) if suit is not None and rank is not None else None
        return Finesse(suit, card, rank, against=any(t.type == "AGAINST" for t in toks))
    if kind == "drop":
        suit = refs[0][0] if refs else _suit(toks)
        return Drop(suit)
    if kind == "concede":
        when = _first(toks, "WHEN")
        when = "last" if when in ("last", "at the end", "later", "late") else "first" if when in ("first", "now", "early") else None
        to = next((Card(s, r) for s, r in refs if s is not None), None)
        suit = to.suit if to is not None else _suit(toks)
        return Concede(_count(toks), suit, when, to)
    if kind == "cards":
        cards = tuple(Card(s, r) for s, r in refs if s is not None)
        if len(cards) != len(refs):
            return Conditional(f"card without a suit: {clause}")
        return PlayCards(cards)
    if kind == "high":
        return RestHigh(_hand_word(toks))
    if kind == "squeeze":
        return Squeeze(clause)
    if kind == "mention":
        for suit, rank in refs:
            if suit is not None:
                mentioned.add(Card(suit, rank))
        return None
    if kind == "conditional":
        return Conditional(clause)
    return None  # pragma: no cover - every grammar alternative is handled above


def _merge_cards(directives: list[Directive]) -> list[Directive]:
    """"SA, SK, HQ" arrives as three clauses: keep them as one ordered card list."""
    out: list[Directive] = []
    for d in directives:
        if isinstance(d, PlayCards) and out and isinstance(out[-1], PlayCards):
            out[-1] = PlayCards(out[-1].cards + d.cards)
        else:
            out.append(d)
    return out


__all__ = ["ClaimStatement", "Directive", "DrawTrumps", "TrumpsOut", "Cash", "Ruff", "CrossRuff", "Finesse",
           "Drop", "Concede", "PlayCards", "RestHigh", "Squeeze", "Conditional", "HandRef",
           "parse_statement", "split_clauses"]
