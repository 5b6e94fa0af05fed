"""The auction as recorded: calls with their annotations, and what it implies.

PBN's irregularity tokens (spec 3.9) are kept on the entries: ``^I`` marks a bid
that was insufficient and accepted (Law 27A), ``^S`` stands in for a player whose
turn was skipped by an accepted call out of rotation (Laws 28-29).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, UNKNOWN, Call, CallKind
from .contract import Contract, Risk
from .diagnostics import SourceSpan
from .seat import Seat


@dataclass(frozen=True, slots=True)
class Note:
    """A numbered note (``[Note "1:text"]``) explaining calls or cards."""

    index: int
    text: str
    span: SourceSpan | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class AuctionCall:
    """One entry of the auction: a call by a seat, with its annotations."""

    call: Call | None
    """The call, or None for a ``^S`` skipped turn."""
    seat: Seat
    """Who made it (the seat column it stands in)."""
    alert: bool = False
    """Alerted (LIN ``!``, PBN ``!`` suffix when a producer means it that way, or a note)."""
    explanation: str | None = None
    """The alert's explanation: PBN note text or LIN ``an``."""
    note: int | None = None
    """PBN note reference ``=n=``."""
    suffix: str | None = None
    """PBN suffix annotation (``!``, ``?``, ``!!``, ``??``, ``!?``, ``?!``)."""
    nags: tuple[int, ...] = ()
    """Numeric annotation glyphs ``$n``; ``$13`` means corrected manually."""
    insufficient: bool = False
    """PBN ``^I``: an insufficient bid that stood."""
    span: SourceSpan | None = field(default=None, compare=False)

    @property
    def skipped(self) -> bool:
        """PBN ``^S``: this seat's turn was skipped by a call out of rotation."""
        return self.call is None

    def __str__(self) -> str:
        if self.call is None:
            return "^S"
        return ("^I " if self.insufficient else "") + str(self.call) + ("!" if self.alert else "")


@dataclass(frozen=True, slots=True)
class Auction:
    """An auction: the dealer, the calls in order, how the record ends, and its notes."""

    dealer: Seat
    calls: tuple[AuctionCall, ...] = ()
    ending: str | None = None
    """``*`` (no more calls will be given), ``+`` (to be continued) or None."""
    notes: tuple[Note, ...] = ()
    span: SourceSpan | None = field(default=None, compare=False)
    origin: Any = field(default=None, compare=False, repr=False)
    """Positions of the calls that carry no span of their own (see :mod:`hakem.model.origin`)."""
    _facts: Any = field(default=None, init=False, compare=False, repr=False)
    """(:meth:`contract`, :meth:`end_index`), worked out once in one pass over the calls
    (the reader, detection and several rules ask)."""
    unreadable: int = field(default=0, compare=False)
    """Words of the auction the reader could not read as calls and left out: the calls
    after them may stand in the wrong seats."""

    @property
    def fully_known(self) -> bool:
        """Every call is known: none was left out as unreadable and none is hidden
        (:data:`~hakem.model.calls.UNKNOWN`). Only such an auction can be checked against
        the Laws or against the contract; otherwise the gaps would pass for infractions."""
        return not self.unreadable and all(e.call is None or e.call.kind is not _UNKNOWN
                                           for e in self.calls)

    def call_span(self, index: int) -> SourceSpan | None:
        """Where the ``index``-th entry of :attr:`calls` was written."""
        entry = self.calls[index]
        if entry.span is not None:
            return entry.span
        if self.origin is not None:
            return self.origin.span(index)
        return self.span

    @property
    def real_calls(self) -> list[AuctionCall]:
        return [c for c in self.calls if c.call is not None]

    @property
    def is_complete(self) -> bool:
        """Law 22A: three passes after a bid, or four passes opening the auction."""
        return self.end_index() is not None

    def end_index(self) -> int | None:
        """Index in :attr:`calls` of the call that ended the auction, if it ended: three
        passes after a bid, or four passes opening the auction (Law 22A); a ``^S`` entry
        breaks a run of passes."""
        facts = self._facts
        if facts is None:
            facts = self._work_out()
        return facts[1]

    def contract(self) -> Contract | None:
        """The final contract the calls produce, with declarer (Law 22, 53 definitions).

        Returns None when no call is recorded, or when a call before the end is
        unknown (it could have been any bid or double); a passed-out contract for four
        passes. Calls after the end of the auction are ignored (they are irregular).
        """
        facts = self._facts
        if facts is None:
            facts = self._work_out()
        return facts[0]

    def _work_out(self) -> tuple[Contract | None, int | None]:
        facts = self._contract_and_end()
        object.__setattr__(self, "_facts", facts)
        return facts

    def _contract_and_end(self) -> tuple[Contract | None, int | None]:
        # One pass (Law 22A), noting the last bid and its risk.
        calls = self.calls
        last = -1  # index of the last bid
        risk = _UNDOUBLED
        any_call = False
        end = None
        passes = 0
        started = False  # a call other than a pass has been made
        unknown = False  # a hidden call (AC) before the end
        for i, entry in enumerate(calls):
            call = entry.call
            if call is None:
                passes = 0
                continue
            any_call = True
            kind = call.kind
            if kind is _PASS:
                passes += 1
                if passes == 3 and started or passes == 4:
                    end = i
                    break
                continue
            passes = 0
            if kind is _UNKNOWN:
                # It may not have been a pass, nor need it have opened the bidding; any
                # bid or double may stand there, so the contract is unknown.
                unknown = True
                continue
            started = True
            if kind is _BID:
                last, risk = i, _UNDOUBLED
            elif kind is _DOUBLE:
                risk = _DOUBLED
            else:
                risk = _REDOUBLED
        if unknown:
            return None, end
        if last < 0:
            return (Contract.passed_out() if any_call and end is not None else None), end
        final = calls[last]
        bid = final.call
        assert bid is not None
        strain = bid.strain
        side = final.seat & 1
        # Declarer: the member of the side that first named the final strain.
        declarer = next(e.seat for e in calls[:last + 1]
                        if e.call is not None and e.call.strain is strain and e.seat & 1 == side)
        return Contract(bid.level, strain, risk, declarer), end

    def note_text(self, index: int) -> str | None:
        for note in self.notes:
            if note.index == index:
                return note.text
        return None


# Enum members as module constants: the auction loops test them for every call, and
# reading an Enum class attribute costs several times a global lookup.
_PASS, _BID, _DOUBLE, _UNKNOWN = CallKind.PASS, CallKind.BID, CallKind.DOUBLE, CallKind.UNKNOWN
_UNDOUBLED, _DOUBLED, _REDOUBLED = Risk.UNDOUBLED, Risk.DOUBLED, Risk.REDOUBLED


def plain_call(call: Call | None, seat: Seat) -> AuctionCall:
    """The shared entry for an unannotated ``call`` by ``seat`` (no span of its own)."""
    return _PLAIN[(call, seat)]


def _intern_calls() -> dict[tuple[Call | None, Seat], AuctionCall]:
    out: dict[tuple[Call | None, Seat], AuctionCall] = {}
    for seat in Seat:
        for call in (None, PASS, DOUBLE, REDOUBLE, UNKNOWN, *ALL_BIDS):
            out[(call, seat)] = AuctionCall(call, seat)
    return out


_PLAIN = _intern_calls()


__all__ = ["Auction", "AuctionCall", "Note", "plain_call"]
