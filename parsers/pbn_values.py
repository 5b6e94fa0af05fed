"""Typed values of the PBN tags hakem understands, and cross-checks on a built board.

Unknown (``?``) and not-applicable (``""``) values become None. A value that
cannot be read stays in :attr:`Board.tags` verbatim, with a diagnostic, so the
writer can put it back and nothing is lost.
"""

from __future__ import annotations

from functools import lru_cache
import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from hakem.model.auction import Auction
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.diagnostics import Diagnostic, Severity, values_in
from hakem.model.numbers import MAX_DIGITS, read_number
from hakem.model.play import Play
from hakem.model.replay import Replay, replay
from hakem.model.seat import Seat, Side, Vulnerability

from .pbn_tokens import Positions

_RESULT_SIDES = re.compile(r"^(NS|EW)\s+(\d+)(?:\s+(NS|EW)\s+(\d+))?$", re.IGNORECASE)
# A number with its sign, in a value hakem keeps as text ([Score]) but others read.
_SIGNED = re.compile(r"[+-]?\d+")
#: A [Score] shorter than this cannot hold a number too long to read ("NS 1100 EW -1100").
_SCORE_CHECK_CHARS = 2 * MAX_DIGITS
_TRICKS = {str(n): n for n in range(14)}
#: Longest [Deal] value read (a full deal is 69 characters; spaces and a "10" or two more).
MAX_DEAL_CHARS = 200
_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING, "info": Severity.INFO}


@dataclass(slots=True)
class TypedValues:
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None
    deal: Deal | None = None
    declarer: Seat | None = None
    declarer_swapped: bool = False
    contract: Contract | None = None
    result: int | None = None
    result_agreed: bool = False
    unread: set[str] = field(default_factory=set)
    deal_problems: tuple[str, ...] = ()


@lru_cache(maxsize=256)
def _parse_deal(text: str) -> tuple[Deal, tuple[str, ...]]:
    """Deals repeat in a file (every table of a board); a Deal is immutable, so share it
    (and what is wrong with it)."""
    deal = Deal.parse(text)
    return deal, tuple(deal.problems())


@lru_cache(maxsize=256)
def _parse_contract(text: str, declarer: Seat | None) -> Contract:
    return Contract.parse(text, declarer)


def _blank(value: str) -> bool:
    return value.strip() in _BLANK


_BLANK = frozenset(("", "?", "-"))


def _bad(out: TypedValues, pos: Positions, by_name: dict[str, Any], name: str, message: str) -> None:
    """A value that cannot be read: reported, and its tag kept as text."""
    out.unread.add(name)
    pos.warn(f"pbn.bad-{name.lower()}", message, by_name[name].span, tag=name,
             value=by_name[name].value, kind="seat" if "not a seat" in message else "value")


_DEAL_PROBLEMS = (("holds", re.compile(r"(?P<seat>[NESW]) holds (?P<count>\d+) cards$")),
                  ("both", re.compile(r"(?P<card>\S+) is in both (?P<holder>\S+) and (?P<seat>[NESW])$")),
                  ("twice", re.compile(r"(?P<card>\S+) is twice in (?P<seat>[NESW])$")),
                  ("sizes", re.compile(r"hands have different sizes: (?P<sizes>[\d/]+)$")))


def deal_problem_args(problem: str) -> dict[str, object]:
    """The values of one of ``Deal.problems()``'s sentences (which name them in English)."""
    return values_in(problem, _DEAL_PROBLEMS)


def unread_deal_args(problem: str) -> dict[str, object]:
    """The values of a deal the reader could not read (``_parse_deal``'s reason)."""
    return values_in(problem, _UNREAD_DEAL, "unread")


_UNREAD_DEAL = (("rank", re.compile(r"not a rank: (?P<value>'.*') in hand (?P<hand>'.*')$")),
                ("suits", re.compile(r"hand must have four suits separated by dots: (?P<hand>'.*')$")),
                ("seat", re.compile(r"deal must start with a seat and a colon: (?P<value>'.*')$", re.DOTALL)),
                ("hands", re.compile(r"deal has (?P<count>\d+) hands: (?P<value>'.*')$", re.DOTALL)))


def read_typed(by_name: dict[str, Any], pos: Positions) -> TypedValues:
    """Read Dealer, Vulnerable, Deal, Declarer, Contract and Result (tags by name)."""
    out = TypedValues()
    if (t := by_name.get("Dealer")) and t.value.strip() not in _BLANK:
        try:
            out.dealer = Seat.parse(t.value)
        except ValueError:
            _bad(out, pos, by_name, "Dealer", f"[Dealer] is not a seat: {t.value!r}")
    if (t := by_name.get("Vulnerable")) and t.value.strip() not in ("", "?"):
        try:
            out.vulnerability = Vulnerability.parse(t.value)
        except ValueError:
            _bad(out, pos, by_name, "Vulnerable", f"[Vulnerable] not understood: {t.value!r}")
    if (t := by_name.get("Deal")) and len(t.value) > MAX_DEAL_CHARS:
        # (52 cards and the separators are 70 characters: "K999..." of 20,000 nines is a
        # hand of 20,000 cards, and each would be a duplicate card to rule on)
        out.unread.add("Deal")
        pos.error("pbn.bad-deal", f"[Deal] of {len(t.value):,} characters cannot be a deal; not read", t.span,
                  kind="too-long", chars=len(t.value))
    elif t and t.value.strip() not in _BLANK:
        try:
            out.deal, out.deal_problems = _parse_deal(t.value)
        except ValueError as exc:
            out.unread.add("Deal")
            pos.error("pbn.bad-deal", f"[Deal] cannot be read: {exc}", t.span, **unread_deal_args(str(exc)))
    if (t := by_name.get("Declarer")) and t.value.strip() not in _BLANK:
        value = t.value.strip()
        if value.startswith("^"):
            out.declarer_swapped = True
            value = value[1:]
        try:
            out.declarer = Seat.parse(value)
        except ValueError:
            out.declarer_swapped = False
            _bad(out, pos, by_name, "Declarer", f"[Declarer] is not a seat: {t.value!r}")
    if (t := by_name.get("Contract")) and t.value.strip() not in _BLANK:
        try:
            out.contract = _parse_contract(t.value, out.declarer)
            if out.contract.is_passed_out and out.declarer is not None:
                pos.warn("pbn.declarer-on-passed-out", "a declarer on a passed-out board",
                         by_name["Declarer"].span)  # (no values to name)
        except ValueError:
            _bad(out, pos, by_name, "Contract", f"[Contract] not understood: {t.value!r}")
    if (t := by_name.get("Result")) and t.value.strip() not in _BLANK:
        tricks = _TRICKS.get(t.value)  # the usual "9": read_number's work, at once
        if tricks is not None:
            out.result = tricks
        else:
            _read_result(t.value.strip(), out, by_name, pos, t.span)
    # [Board] and [Score] stay text on the board, but reports read numbers from them: a
    # number there that cannot be read (model/numbers.py) is reported here, at its place.
    if (t := by_name.get("Board")) is not None and len(t.value) > MAX_DIGITS and t.value.strip().isdigit():
        read_number(t.value, "[Board]", t.span, pos.add, code="pbn.bad-board")
    if (t := by_name.get("Score")) and len(t.value) > _SCORE_CHECK_CHARS:
        for m in _SIGNED.finditer(t.value):
            if read_number(m.group(), "[Score]", t.span, pos.add, code="pbn.bad-score",
                           signed=True) is None:
                break
    return out


def _read_result(value: str, out: TypedValues, by_name: dict[str, Any], pos: Positions, span: Any) -> None:
    if value.startswith("^"):
        out.result_agreed = True
        value = value[1:].strip()
    if value.isdigit():
        tricks = read_number(value, "[Result]", span, pos.add, code="pbn.bad-result", high=13)
        if tricks is None:
            out.unread.add("Result")
            out.result_agreed = False
            return
        out.result = tricks
        return
    m = _RESULT_SIDES.match(value)
    if m and out.declarer is not None:
        counts = {}
        for side, digits in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
            if side is None:
                continue
            tricks = read_number(digits, f"[Result] {side.upper()}", span, pos.add,
                                 code="pbn.bad-result", high=13)
            if tricks is None:
                out.unread.add("Result")
                out.result_agreed = False
                return
            counts[side.upper()] = tricks
        side = out.declarer.side.value
        other = Side(side).other.value
        if side in counts:
            out.result = counts[side]
        elif other in counts:
            out.result = 13 - counts[other]
        return
    out.result_agreed = False
    _bad(out, pos, by_name, "Result", f"[Result] not understood: {value!r}")


class Checked(NamedTuple):
    """What the cross-checks settle: contract and declarer (perhaps from the auction)
    and the play replayed against the deal."""

    contract: Contract | None
    declarer: Seat | None
    replay: Replay | None


def cross_check(typed: TypedValues, auction: Auction | None, play: Play | None, pos: Positions,
                tags: dict[str, Any], span: Any) -> Checked:
    """Cross-check deal, tags, auction and play; replay the play; report on ``pos``.

    ``tags`` maps tag names to the tags read (for positions); ``span`` is the
    board's position, used when a tag has none.
    """
    def where(name: str) -> Any:
        tag = tags.get(name)
        return tag.span if tag is not None else span

    deal = typed.deal
    for problem in typed.deal_problems:
        pos.error("pbn.bad-deal", f"[Deal]: {problem}", where("Deal"), **deal_problem_args(problem))
    contract = typed.contract
    declarer = typed.declarer
    if auction is not None and auction.calls and not auction.unreadable:
        # (an auction with a word left out says nothing sure of the contract; nor does
        # one with a hidden call before its end, for which contract() gives None)
        from_auction = auction.contract()
        if contract is None and from_auction is not None:
            pos.info("pbn.contract-from-auction", f"no [Contract]: {from_auction} by "
                     f"{from_auction.declarer.name if from_auction.declarer is not None else '-'} "
                     "taken from the auction", auction.span, contract=str(from_auction),
                     declarer=from_auction.declarer.name if from_auction.declarer is not None else None)
            contract = from_auction
            if declarer is None and contract.declarer is not None:
                declarer = contract.declarer
        elif (contract is not None and from_auction is not None and not typed.declarer_swapped
              and ((contract.level, contract.strain, contract.risk)
                   != (from_auction.level, from_auction.strain, from_auction.risk)
                   or (declarer is not None and from_auction.declarer != declarer))
              and auction.is_complete):
            pos.warn("pbn.contract-auction-mismatch", f"[Contract] {contract} by "
                     f"{declarer.name if declarer is not None else '?'}, the auction gives "
                     f"{from_auction} by {from_auction.declarer.name if from_auction.declarer is not None else '?'}",
                     auction.span, contract=str(contract),
                     declarer=declarer.name if declarer is not None else None, auction=str(from_auction),
                     auction_declarer=from_auction.declarer.name if from_auction.declarer is not None else None)
    result = None
    if deal is not None and play is not None and contract is not None \
            and not contract.is_passed_out and contract.strain is not None:
        result = replay(deal, play, contract.strain.suit, declarer)
        for problem in result.problems:
            pos.report(_SEVERITY[problem.severity], problem.code, problem.message,
                       problem.span or play.span, problem.args)
        if declarer is not None and typed.result is not None:
            _check_result(typed, result, declarer, pos, where("Result"))
    return Checked(contract, declarer, result)


def _check_result(typed: TypedValues, result: Replay, declarer: Seat, pos: Positions,
                  span: Any) -> None:
    won = result.tricks_for(declarer.side)
    played = sum(1 for t in result.tricks if t.winner is not None)
    recorded = typed.result
    assert recorded is not None
    if result.complete:
        if recorded != won and not typed.result_agreed:
            pos.warn("pbn.result-mismatch", f"[Result] {recorded} but the play gives declarer {won}",
                     span, recorded=recorded, won=won)
        elif recorded == won and typed.result_agreed:
            pos.warn("pbn.bad-agreed-result", f"[Result \"^{recorded}\"] but the play gives the same "
                     "count", span, recorded=recorded)
    elif result.legal and not typed.result_agreed and not (won <= recorded <= won + 13 - played):
        pos.warn("pbn.result-impossible", f"[Result] {recorded}: declarer has {won} of the "
                 f"{played} tricks played", span, recorded=recorded, won=won, played=played)


__all__ = ["Checked", "TypedValues", "cross_check", "read_typed", "Diagnostic"]
