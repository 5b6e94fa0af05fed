"""A board record: tags, deal, auction, play, commentary and what reading it found."""

from __future__ import annotations

from dataclasses import dataclass, field

from .auction import Auction
from .contract import Contract
from .deal import Deal
from .diagnostics import Diagnostic, SourceSpan
from .numbers import read_int
from .play import Play
from .replay import Replay
from .seat import Seat, Vulnerability

#: PBN's mandatory tag set, in export order.
MANDATORY_TAGS = ("Event", "Site", "Date", "Board", "West", "North", "East", "South",
                  "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")

#: Tags whose values the model holds in typed fields (they are not kept in Board.tags
#: when their value could be read).
TYPED_TAGS = frozenset({"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result"})


#: The tag that names the player at each seat (PBN 2.1 section 3.4).
PLAYER_TAGS = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}

@dataclass(frozen=True, slots=True)
class Tag:
    name: str
    value: str
    span: SourceSpan | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Comment:
    """Commentary kept with the place it belongs to (PBN 3.7: a comment belongs to what precedes it).

    ``anchor`` is ``game`` (before the first tag), ``tag:<Name>``, ``auction:<i>``
    (after the i-th auction entry, ``auction:-1`` right after the Auction tag),
    ``play:<row>:<col>`` (``play:-1:-1`` right after the Play tag) or ``note:<Name>:<i>``.
    """

    text: str
    anchor: str
    brace: bool = True
    """``{...}`` (True) or ``;`` to end of line (False)."""
    span: SourceSpan | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Table:
    """A supplemental section (PBN chapter 5), e.g. OptimumResultTable or ScoreTable."""

    name: str
    columns: tuple[str, ...]
    """Column specifications as written, e.g. ``Result\\2R``."""
    rows: tuple[tuple[str, ...], ...]
    span: SourceSpan | None = field(default=None, compare=False)

    @property
    def column_names(self) -> tuple[str, ...]:
        """Column names without sort marks and width suffixes."""
        return tuple(c.lstrip("+-").split("\\")[0] for c in self.columns)


@dataclass(frozen=True, slots=True)
class Board:
    """One board record (a PBN game, or a LIN board at one table)."""

    tags: tuple[Tag, ...] = ()
    """Every tag pair not held in a typed field below, in source order."""
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None
    deal: Deal | None = None
    declarer: Seat | None = None
    declarer_swapped: bool = False
    """PBN ``[Declarer "^N"]``: N actually played the hand as declarer (dummy and
    declarer swapped after a lead out of turn, Law 54)."""
    contract: Contract | None = None
    result: int | None = None
    """Tricks won by declarer as recorded in [Result] (or LIN ``mc``)."""
    result_agreed: bool = False
    """PBN ``[Result "^n"]``: the players agreed a count that differs from the play."""
    auction: Auction | None = None
    play: Play | None = None
    tables: tuple[Table, ...] = ()
    comments: tuple[Comment, ...] = ()
    escapes: tuple[str, ...] = field(default=(), compare=False)
    """``%`` lines seen in this record (producer directives)."""
    format: str = field(default="pbn", compare=False)
    diagnostics: tuple[Diagnostic, ...] = field(default=(), compare=False)
    span: SourceSpan | None = field(default=None, compare=False)
    replay: Replay | None = field(default=None, compare=False)
    """The play replayed against the deal, when both are known."""

    def tag(self, name: str, default: str | None = None) -> str | None:
        for tag in self.tags:
            if tag.name == name:
                return tag.value
        return default

    @property
    def board_id(self) -> str | None:
        return self.tag("Board")

    @property
    def number(self) -> int | None:
        """The board number when [Board] holds a plain number (of at most 9 digits)."""
        value = self.tag("Board")
        return read_int(value) if value is not None else None

    @property
    def players(self) -> dict[Seat, str]:
        out = {}
        for seat, name in PLAYER_TAGS.items():
            value = self.tag(name)
            if value not in (None, "", "?"):
                out[seat] = value
        return out

    @property
    def event(self) -> str | None:
        return self.tag("Event")

    @property
    def passed_out(self) -> bool:
        return self.contract is not None and self.contract.is_passed_out

    @property
    def has_errors(self) -> bool:
        return any(d.severity.value == "error" for d in self.diagnostics)


__all__ = ["Board", "Comment", "MANDATORY_TAGS", "PLAYER_TAGS", "TYPED_TAGS", "Table", "Tag"]
