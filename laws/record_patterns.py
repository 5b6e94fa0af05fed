"""Record defects a whole file shares, said once for the file (issue 16).

A scoring program prints the dealer and vulnerability Law 2 gives each board number,
and the auction from the dealer. Files made otherwise (bidding-practice sets and bot
logs that deal at random, lessons that renumber their boards, exports that drop the
passes before the opening bid) disagree with Law 2 or with their own [Declarer] on
most of their boards. One finding per board would bury the table's irregularities
under the source's habits, so a file-wide pattern becomes one file-level finding with
its counts, and only isolated disagreements stay per-board findings.

Three patterns are watched, each on the boards where it can be compared:

* **dealer**: [Dealer] against Law 2's dealer for [Board] (boards with both);
* **vulnerability**: [Vulnerable] against Law 2's vulnerability for [Board];
* **declarer**: [Declarer] against the declarer the auction makes (boards with both;
  the per-board finding is a contract mismatch of subkind ``declarer``).

**Thresholds** (from the corpus, ``../shared/corpus``, 1,351 files). A pattern's
disagreements are *isolated* when there are at most :data:`ISOLATED_BOARDS` of them,
or at most :data:`ISOLATED_SHARE` of the boards compared; otherwise they are
*systematic* and said once. What the corpus shows:

* files that follow Law 2 disagree on 0 boards, or on 1-2 (a typed dealer: the
  Kantar lesson file has 2 dealers wrong in 201 boards, its vulnerability on 102);
* files that do not follow it disagree on a quarter to all of their boards: random
  dealers match Law 2 one time in four (Baker Bridge lesson sets: 26 of 100; BEN's
  bot deals: 466 of 1,860), vulnerabilities likewise; the "challenge" sets renumber
  boards taken from other events (dealer wrong on 8 of 40 to 40 of 40);
* the nearest files to the line are test files with deliberately odd boards (4 of
  34, 12%) and a bot log holding each board twice, once rotated (94 of 379).

No corpus file lies between 1% and 11%, so the line at 5% (and the floor of two
boards, below which "one file-level finding" says no less than the boards do) does
not depend on a close call. A file's pattern is also *shifted* when one shift of the
Law 2 cycle explains :data:`SHIFT_SHARE` of its boards (board n carries board n+s's
markings, or the dealer is Law 2's turned k seats); the finding says so. For the
declarer, the finding says which start of the auction reproduces the recorded
declarer (k seats after the dealer, for how many boards) and whether no auction of
the file starts with a pass, the sign of passes before the opening bid left out
(endplay's example3.pbn: 3,767 of 7,459 boards, shifts 1, 2 and 3, no opening pass).
Declarer disagreements are said once only when they have such a cause (one shift for
nearly all of them, or no opening pass): the PBN test files' three declarers wrong
three different ways in 21 boards stay three board findings.

Play records a file cuts short (its stops are not claims) are the same idea for the
play, in :mod:`hakem.laws.play_record_pattern`.

>>> from hakem.model.board import Board, Tag
>>> from hakem.model.seat import Seat
>>> patterns = FilePatterns()
>>> for n in range(1, 9):
...     patterns.add(Board(tags=(Tag("Board", str(n)),), dealer=Seat.N))
>>> sorted(p.value for p in patterns.systematic())
['dealer']
>>> patterns.findings()[0].detail
"the dealer differs from Law 2's on 6 of 8 boards; no fixed shift of the Law 2 cycle explains them"
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum

from hakem.model.board import Board
from hakem.model.calls import CallKind
from hakem.model.diagnostics import SourceSpan
from hakem.model.irregularity import Irregularity, IrregularityKind, Origin, Phase, Position
from hakem.model.seat import Vulnerability, dealer_for_board

from .detect_auction import dropped_call

K = IrregularityKind
_PASS = CallKind.PASS

#: Up to this many disagreeing boards are always isolated (said board by board).
ISOLATED_BOARDS = 2
#: Up to this share of the boards compared, disagreements are isolated too.
ISOLATED_SHARE = 0.05
#: A shift of the Law 2 cycle that explains this share of the boards is the file's shift.
SHIFT_SHARE = 0.9
#: Auctions a file needs before "none opens with a pass" says its opening passes were
#: left out (39 % of the corpus's other 10,031 auctions open with a pass: ten without
#: one happen by chance in fewer than one file in a hundred).
MIN_AUCTIONS = 10


class Pattern(Enum):
    """What a per-board record finding disagrees with, when a file may share it."""

    DEALER = "dealer"
    VULNERABILITY = "vulnerability"
    DECLARER = "declarer"


def pattern_of(irregularity: Irregularity) -> Pattern | None:
    """The file-wide pattern a per-board finding belongs to (None: always per board)."""
    kind = irregularity.kind
    if kind is K.DEALER_INCONSISTENT:
        return Pattern.DEALER
    if kind is K.VULNERABILITY_INCONSISTENT:
        return Pattern.VULNERABILITY
    if kind is K.CONTRACT_MISMATCH and irregularity.subkind == "declarer":
        return Pattern.DECLARER
    return None


@dataclass
class Tally:
    """How one pattern fared over a file's boards."""

    compared: int = 0
    off: int = 0
    shifts: Counter[int] = field(default_factory=Counter)
    """Boards by the shift that reproduces them (0: no shift needed)."""
    first_off: SourceSpan | None = None

    def add(self, shift: int, span: SourceSpan | None) -> None:
        self.compared += 1
        self.shifts[shift] += 1
        if shift:
            self.off += 1
            if self.first_off is None:
                self.first_off = span

    @property
    def systematic(self) -> bool:
        return self.off > max(ISOLATED_BOARDS, ISOLATED_SHARE * self.compared)

    def main_shift(self) -> int | None:
        """The one non-zero shift that explains :data:`SHIFT_SHARE` of the boards, if any."""
        if not self.compared:
            return None
        shift, boards = max(self.shifts.items(), key=lambda kv: (kv[1], -kv[0]))
        return shift if shift and boards >= SHIFT_SHARE * self.compared else None


_CYCLE = {(dealer_for_board(n), Vulnerability.from_board(n)): n - 1 for n in range(1, 17)}
_DEALERS = tuple(dealer_for_board(n) for n in range(1, 5))
_VULNERABILITIES = tuple(Vulnerability.from_board(n) for n in range(1, 17))


class FilePatterns:
    """What a file's boards say about Law 2 and about where their auctions start.

    :meth:`add` each board as it is read; at the end of the
    file :meth:`systematic` names the patterns said once, and :meth:`findings` gives
    the file-level irregularities that say them.
    """

    def __init__(self) -> None:
        self.dealer, self.vulnerability, self.declarer = Tally(), Tally(), Tally()
        self.tallies = {Pattern.DEALER: self.dealer, Pattern.VULNERABILITY: self.vulnerability,
                        Pattern.DECLARER: self.declarer}
        self.joint = Tally()
        """Boards with dealer and vulnerability, by the board-number shift s (0-15) whose
        Law 2 markings they carry (the 16 combinations are all different)."""
        self.auctions = 0
        self.pass_openings = 0

    def add(self, board: Board) -> None:
        number = board.number
        dealer, vulnerability = board.dealer, board.vulnerability
        if number is not None and number >= 1:
            span = board.span
            turn = wrong = -1
            if dealer is not None:
                turn = (dealer - _DEALERS[(number - 1) % 4]) % 4
                self.dealer.add(turn, span)
            if vulnerability is not None:
                wrong = vulnerability is not _VULNERABILITIES[(number - 1) % 16]
                self.vulnerability.add(wrong, span)
            if turn >= 0 and wrong >= 0:
                self.joint.add(0 if turn == 0 and not wrong else
                               (_CYCLE[(dealer, vulnerability)] - (number - 1)) % 16, span)
        self._declarer(board)

    def _declarer(self, board: Board) -> None:
        auction = board.auction
        if auction is None or auction.ending == "*" or dropped_call(board):
            return
        first = next((c.call for c in auction.calls if c.call is not None), None)
        if first is None:
            return
        self.auctions += 1
        self.pass_openings += first.kind is _PASS
        contract = auction.contract()
        if contract is None or contract.declarer is None or board.declarer is None \
                or board.declarer_swapped:
            return
        self.declarer.add((board.declarer - contract.declarer) % 4, board.span)

    def systematic(self) -> frozenset[Pattern]:
        """The patterns this file breaks too often to say board by board. For the
        declarer the disagreements must also have one cause: one start of the auction
        explains nearly all of them, or no auction of the file opens with a pass."""
        out = {p for p, tally in self.tallies.items() if tally.systematic}
        if Pattern.DECLARER in out and self._declarer_shift() is None and not self._no_opening_pass():
            out.discard(Pattern.DECLARER)
        return frozenset(out)

    def _declarer_shift(self) -> int | None:
        """The start of the auction (seats after the dealer) that explains
        :data:`SHIFT_SHARE` of the boards whose declarer disagrees, if one does."""
        tally = self.declarer
        shifts = [(n, s) for s, n in tally.shifts.items() if s]
        if not shifts:
            return None
        boards, shift = max(shifts)
        return shift if boards >= SHIFT_SHARE * tally.off else None

    def _no_opening_pass(self) -> bool:
        """No auction of the file (of ten or more) starts with a pass: the passes before
        the opening bid were left out (see :data:`MIN_AUCTIONS`)."""
        return self.auctions >= MIN_AUCTIONS and self.pass_openings == 0

    def findings(self) -> list[Irregularity]:
        """One file-level irregularity per systematic group (markings; declarer)."""
        found = self.systematic()
        out = []
        markings = [p for p in (Pattern.DEALER, Pattern.VULNERABILITY) if p in found]
        if markings:
            out.append(self._markings(markings))
        if Pattern.DECLARER in found:
            out.append(self._declarer_finding())
        return out

    def _markings(self, patterns: list[Pattern]) -> Irregularity:
        tallies = [self.tallies[p] for p in patterns]
        detail = (f"the {patterns[0].value} differs from Law 2's on {_n(tallies[0].off)} of "
                  f"{_n(tallies[0].compared)} boards")
        if len(patterns) > 1:
            detail += f", the {patterns[1].value} on {_n(tallies[1].off)} of {_n(tallies[1].compared)}"
        detail += "; "
        joint, turn = self.joint.main_shift(), self.tallies[Pattern.DEALER].main_shift()
        if joint is not None:
            detail += (f"board n carries the dealer and vulnerability of board n+{joint} on "
                       f"{_n(self.joint.shifts[joint])} of {_n(self.joint.compared)} boards")
        elif turn is not None and Pattern.DEALER in patterns:
            detail += (f"the dealer is Law 2's dealer turned {turn} seat{'s' * (turn > 1)} "
                       f"clockwise on {_n(self.tallies[Pattern.DEALER].shifts[turn])} of "
                       f"{_n(self.tallies[Pattern.DEALER].compared)} boards")
        else:
            detail += "no fixed shift of the Law 2 cycle explains them"
        found = ", ".join(f"{p.value} {t.off}/{t.compared}" for p, t in zip(patterns, tallies))
        return Irregularity(
            K.MARKINGS_PATTERN, position=Position(Phase.RECORD), subkind="+".join(
                p.value for p in patterns), expected="Law 2 by board number", found=found,
            origin=Origin.DETECTED, detail=detail, span=next(
                (t.first_off for t in tallies if t.first_off is not None), None))

    def _declarer_finding(self) -> Irregularity:
        tally = self.declarer
        shifts = sorted((s, n) for s, n in tally.shifts.items() if s)
        shift = self._declarer_shift()
        if shift is not None:
            how = (f"starting the auction {shift} seat{'s' * (shift > 1)} after the dealer "
                   f"reproduces it on {_n(tally.shifts[shift])} of them")
        else:
            how = "starting the auction later reproduces it: " + ", ".join(
                f"{s} seat{'s' * (s > 1)} after the dealer on {_n(n)}" for s, n in shifts)
        detail = (f"the auction does not make the recorded declarer on {_n(tally.off)} of "
                  f"{_n(tally.compared)} boards; {how}")
        if self._no_opening_pass():
            detail += (f"; none of the file's {_n(self.auctions)} auctions starts with a pass: "
                       "the passes before the opening bid look left out")
        return Irregularity(
            K.AUCTION_SEAT_PATTERN, position=Position(Phase.RECORD), subkind="declarer",
            expected="the auction's declarer", found=f"declarer {tally.off}/{tally.compared}",
            options=tuple(f"shift:{s}={n}" for s, n in shifts), origin=Origin.DETECTED,
            detail=detail, span=tally.first_off)


def _n(number: int) -> str:
    return f"{number:,}"


__all__ = ["FilePatterns", "ISOLATED_BOARDS", "ISOLATED_SHARE", "MIN_AUCTIONS", "Pattern", "SHIFT_SHARE",
           "Tally", "pattern_of"]
