"""Play records a whole file cuts short: where they stop is not a claim (issues 16, 22).

A PBN play section that stops (``*``, or a [Result] and no ``+``) is read as a claim or
concession of the tricks left, with [Result] giving the count (``detect_play._claim``):
a scoring program writes the play it saw, and a BBO export loses the ``mc`` of a claim
but keeps where the play stopped. Some files stop for another reason, the same way
on most of their boards: a deal database whose operator typed only the first trick or
two, or whose play sections do not even replay (a card given to a player who does not
hold it, tricks written in playing order instead of PBN's fixed columns). Their
[Result] is the score of the table, not the count of a claim made where the record
stops, and judging "claims" there (Laws 69B and 71 against double dummy) finds what
the operator left out, not what a player said. So such a file gets one file-level
record finding, and the claims inferred from its records are not judged (the
:class:`~hakem.laws.file_rulings.FileRuler` leaves them unruled and folds them into
the finding).

Two habits are watched, over a PBN file's boards *with play* (a full deal and at
least one card played); LIN boards are not counted, their stops are ``mc`` claims:

* **early**: the play replays and stops after at most :data:`EARLY_TRICKS` complete
  tricks, with a [Result] that needs more tricks (a claim is inferred);
* **broken**: the play does not replay (``play.card-not-held``).

A file is *cut short* when early stops are more than :data:`EARLY_SHARE` of its
boards with play, and *broken* when broken records are more than
:data:`BROKEN_SHARE` of them; both need more than :data:`ISOLATED_BOARDS` such boards
and at least :data:`MIN_PLAYS` boards with play. A cut-short file folds its early
inferred claims only: a board of it whose play goes on to trick 9 stopped somewhere
the file's habit does not explain, and stays a claim. A broken file folds the
inferred claims of its boards that do not replay (they have no position to judge, and
one finding for the file says so instead of one "no usable position" per board); the
stops of its boards that do replay stay claims and are judged
(:data:`FOLD_ALL_WHEN_BROKEN` False). A recorded claim (a claim marker; LIN's ``mc``) is
never folded: only claims *inferred* from a stop.

Why not fold all of a broken file's stops: the one broken file of the corpus,
``example3.pbn``, is a vugraph archive of world championships whose operators wrote the
play up to the claim; half of its records put the cards of a trick in playing order
instead of PBN's fixed columns, so they do not replay, but the other half do, and their
stops are claims: 44 of the 55 claims of ``../shared/claims/dev-set.yaml`` are stops of
this file, judged by directors as claims, 3 of them flagged as agreed claims a director
would act on (69B/71), flags hakem matches. Folding them would hide what the directors
act on. With :data:`FOLD_ALL_WHEN_BROKEN` True every inferred claim of a broken file is
folded (the corpus's claims to act on fall from 142 to 17, the directors' 3 among the
lost).

**Thresholds** (from the corpus, ``../shared/corpus``, measured with this module's
tally, ``docs/reports.md`` "Play records cut short"). Among the PBN files with ten or
more boards with play, early stops are at most 1.8 % of a file's boards with play
(RealBridge's expert final: 5 of 278; BBO exports 0.3-1.4 %), except in endplay's
copy of the rpbridge.net vugraph database (``example3.pbn``: 828 of 7,485, 11 %,
far from "most"); broken records are 0 or at most two boards in every file
(bakerbridge 1 of 97; the parser test files ``errors_10`` 2 of 18) except that same
file, where 3,765 of 7,485 play records (50 %) do not replay. No corpus file lies
between 11 % and 50 % broken-or-early, so neither line (a quarter broken, a half
early) depends on a close call. The issue's picture of example3 ("only the first
trick or two") is not what the file holds: its plays stop anywhere from trick 1 to
12 (median about 7 written tricks), and it is the broken half that marks it.

>>> from hakem.model.board import Board
>>> tally = PlayTally()
>>> tally.plays, tally.folded()
(0, frozenset())
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum

from hakem.model.board import Board
from hakem.model.board_replay import replay_of
from hakem.model.diagnostics import SourceSpan
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind, Origin, Phase, Position
from hakem.model.ruling import Ruling

K = IrregularityKind

#: A play that stops after at most this many complete tricks stops *early*.
EARLY_TRICKS = 3
#: Early stops on more than this share of a file's boards with play: the file cuts its
#: play short, and its early stops are not claims.
EARLY_SHARE = 0.5
#: Play records that do not replay on more than this share: no stop of the file's is a claim.
BROKEN_SHARE = 0.25
#: Boards with play a file needs before its habit is said for the whole file.
MIN_PLAYS = 10
#: Up to this many early or broken boards are isolated, whatever the share.
ISOLATED_BOARDS = 2
#: A broken file folds the claims inferred on its boards that do replay too (True), or
#: only those on boards that do not (False: the replaying boards' stops stay claims and
#: are judged). See the module docstring for why False, and what True would lose.
FOLD_ALL_WHEN_BROKEN = False

_NOT_HELD = "play.card-not-held"
_CLAIMS = (K.CLAIM, K.CONCESSION)


class Say(FactKey):
    NOT_JUDGED = "law68.claim-not-judged"


def not_judged(claim: Irregularity) -> Ruling:
    """The ruling on an inferred claim left unjudged because the file read so far stops its
    play records short: folded into the file's finding at its end, or (a file that loses
    the habit before its end) listed with this ruling, a claim the director may judge."""
    return Ruling(laws=("68",), irregularity=claim, offender=claim.offender, span=claim.span,
                  facts=(fact(Say.NOT_JUDGED),))


class StopPattern(Enum):
    """Which file-wide habit may explain an inferred claim's stop."""

    EARLY = "early-stop"
    """The play replays and stops within :data:`EARLY_TRICKS` tricks."""
    LATER = "stop"
    """The play replays and stops later (explained only by a file whose records are broken)."""
    BROKEN = "broken-stop"
    """The play does not replay: the claim has no position to judge anyway."""


def inferred_claim(board: Board, irregularities: tuple[Irregularity, ...] | list[Irregularity]
                   ) -> Irregularity | None:
    """The claim ``board``'s play record implies by stopping, when nothing records it.

    A detected claim merged with a claim marker keeps the marker's origin, and a LIN
    board's stop is its ``mc``: neither is inferred.
    """
    if board.format != "pbn":
        return None
    found = None
    for irr in irregularities:
        if irr.kind in _CLAIMS:
            if irr.origin is not Origin.DETECTED or irr.kind is not K.CLAIM:
                return None
            found = irr
    return found


def _has_play(board: Board) -> bool:
    play, deal = board.play, board.deal
    if play is None or deal is None or any(h is None or len(h) != 13 for h in deal.hands):
        return False
    return any(cell is not None and cell.card for row in play.rows for cell in row)


def _broken(board: Board) -> bool:
    rep = replay_of(board)
    return rep is not None and any(p.code == _NOT_HELD for p in rep.problems)


@dataclass
class PlayTally:
    """How a file's play records stop, board by board (PBN boards with play)."""

    plays: int = 0
    early: int = 0
    broken: int = 0
    stops: Counter[int] = field(default_factory=Counter)
    """Inferred claims by the complete tricks before the stop."""
    by_pattern: Counter[StopPattern] = field(default_factory=Counter)
    """Inferred claims by the habit that may explain their stop."""
    first_early: SourceSpan | None = None
    first_broken: SourceSpan | None = None

    def pattern_of(self, board: Board, claim: Irregularity | None) -> StopPattern | None:
        """The habit that may explain ``claim``, ``board``'s inferred claim (None: none)."""
        if claim is None or not _has_play(board):
            return None
        if _broken(board):
            return StopPattern.BROKEN
        trick = claim.position.trick if claim.position is not None else None
        if trick is not None and trick - 1 <= EARLY_TRICKS:
            return StopPattern.EARLY
        return StopPattern.LATER

    def add(self, board: Board, claim: Irregularity | None) -> StopPattern | None:
        """Count ``board`` (its inferred claim, if any); the claim's pattern."""
        if board.format != "pbn" or not _has_play(board):
            return None
        self.plays += 1
        if _broken(board):
            self.broken += 1
            if self.first_broken is None:
                self.first_broken = board.span
        pattern = self.pattern_of(board, claim)
        if claim is not None and claim.position is not None and claim.position.trick is not None:
            self.stops[claim.position.trick - 1] += 1
        if pattern is not None:
            self.by_pattern[pattern] += 1
        if pattern is StopPattern.EARLY:
            self.early += 1
            if self.first_early is None:
                self.first_early = board.span
        return pattern

    def _over(self, count: int, share: float) -> bool:
        return self.plays >= MIN_PLAYS and count > max(ISOLATED_BOARDS, share * self.plays)

    @property
    def is_broken(self) -> bool:
        return self._over(self.broken, BROKEN_SHARE)

    @property
    def is_cut(self) -> bool:
        return self._over(self.early, EARLY_SHARE)

    def folded(self) -> frozenset[StopPattern]:
        """The inferred claims this file's habit explains (as far as it has been read)."""
        if self.is_broken:
            return frozenset(StopPattern) if FOLD_ALL_WHEN_BROKEN else frozenset(
                {StopPattern.BROKEN, StopPattern.EARLY} if self.is_cut else {StopPattern.BROKEN})
        return frozenset({StopPattern.EARLY}) if self.is_cut else frozenset()

    def finding(self) -> Irregularity | None:
        """The file-level finding, when the file has the habit."""
        folded = self.folded()
        if not folded:
            return None
        claims = sum(self.by_pattern[p] for p in folded)
        kept = sum(self.by_pattern.values()) - claims
        parts = []
        if self.is_broken:
            parts.append(f"the play does not replay on {_n(self.broken)} of {_n(self.plays)} boards "
                         "with play: it gives a card to a player who does not hold it")
        if self.is_cut:
            parts.append(f"the play stops within {EARLY_TRICKS} tricks on {_n(self.early)} of "
                         f"{_n(self.plays)} boards with play")
        detail = "; ".join(parts) + (f"; {_n(claims)} of those plays stop with a [Result] that "
                                     "needs more tricks: those stops are not taken as claims")
        if kept:
            detail += f"; {_n(kept)} other stops are judged as claims"
        subkind = "+".join(p for p, on in (("broken", self.is_broken), ("early", self.is_cut)) if on)
        # the counts as typed options too, so that every language can say them
        counts = [f"plays:{self.plays}", f"stops:{claims}"] + [f"kept:{kept}"] * bool(kept)
        counts += [f"broken:{self.broken}"] * self.is_broken + [f"early:{self.early}"] * self.is_cut
        return Irregularity(
            K.PLAY_RECORD_PATTERN, position=Position(Phase.RECORD), subkind=subkind,
            expected="play recorded to the claim or to trick 13",
            found=f"broken {self.broken}/{self.plays}, early {self.early}/{self.plays}",
            options=tuple(counts), origin=Origin.DETECTED, detail=detail,
            span=self.first_broken if self.is_broken else self.first_early)


def _n(number: int) -> str:
    return f"{number:,}"


__all__ = ["BROKEN_SHARE", "EARLY_SHARE", "EARLY_TRICKS", "FOLD_ALL_WHEN_BROKEN", "ISOLATED_BOARDS",
           "MIN_PLAYS", "PlayTally", "Say", "StopPattern", "inferred_claim", "not_judged"]
