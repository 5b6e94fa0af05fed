"""A file's boards ruled one at a time, with what the whole file shares said once.

Every command that reads files (``check``, ``report``, ``stats``, ``archive add``)
rules a file through a :class:`FileRuler`: each board goes through the one entry
point (:func:`hakem.laws.engine.rule_board`) as soon as it is read, so a file is
never held whole in memory, and every finding gets its class
(:mod:`hakem.laws.finding_class`).

Dealer, vulnerability and declarer findings are *held*: whether they are isolated
(said board by board) or a file-wide pattern (said once, by a file-level finding)
is known only at the end of the file (:mod:`hakem.laws.record_patterns`). A consumer
reports the other findings as they come, keeps what it needs to report the held
ones, and asks :meth:`FileRuler.finish` which of them stay. Claims inferred from a
PBN play record that stops are held the same way: a file whose play records stop short
or do not replay on most boards says once that its stops are not claims
(:mod:`hakem.laws.play_record_pattern`). Once the file read so far shows that habit,
its inferred claims are not ruled on at all (no solver search for a claim nobody
made); a file that loses the habit before its end keeps them, unruled. With
``defer_held`` (``hakem check``), a held dealer, vulnerability or declarer finding is
not ruled either until the end of its file keeps it (:meth:`FileRuler.ruled`): most
are folded, and their rulings would be made only to be thrown away.

>>> from hakem.parsers import pbn
>>> ruler = FileRuler()
>>> text = "".join(f'[Board "{n}"]\\n[Dealer "N"]\\n\\n' for n in range(1, 9))
>>> held = [f for board in pbn.loads(text) for f in ruler.rule(board).findings]
>>> len(held), all(f.held for f in held)
(6, True)
>>> verdict = ruler.finish()
>>> [f.irregularity.kind.value for f in verdict.findings], any(verdict.keeps(f) for f in held)
(['markings-pattern'], False)
"""

from __future__ import annotations

from dataclasses import dataclass

from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Ruling
from hakem.model.settings import FindingClass, Settings

from .case import BoardCase
from .engine import ALONE, BoardRulings, rule_alone, rule_board
from .finding_class import CLAIM_KINDS, finding_class
from .play_record_pattern import PlayTally, StopPattern, inferred_claim, not_judged
from .record_patterns import FilePatterns, Pattern, pattern_of
from .record_rules import file_pattern


@dataclass(frozen=True, slots=True)
class Finding:
    """One irregularity found, its ruling (None when not ruled) and its class."""

    irregularity: Irregularity
    ruling: Ruling | None
    cls: FindingClass
    pattern: Pattern | StopPattern | None = None
    """For a held finding, the file-wide pattern it may be folded into."""
    file_level: bool = False
    """About the whole file, not one board."""

    @property
    def held(self) -> bool:
        """Reported only at the end of the file, if :meth:`FileVerdict.keeps` it."""
        return self.pattern is not None

    def without_ruling(self) -> "Finding":
        """This finding with its ruling let go (what a held finding keeps until the end of
        its file). ``dataclasses.replace`` would do the same at several times the cost."""
        return Finding(self.irregularity, None, self.cls, self.pattern, self.file_level)


@dataclass(frozen=True)
class RuledBoard:
    """One board's rulings (the engine's) and its findings, in the same order."""

    ruled: BoardRulings
    findings: tuple[Finding, ...]

    @property
    def board(self) -> Board:
        return self.ruled.board


@dataclass(frozen=True)
class FileVerdict:
    """What the end of a file decides: which held findings stay, and the file-level ones."""

    folded: frozenset[Pattern | StopPattern]
    """Patterns said once for the file: their per-board findings are not reported."""
    findings: tuple[Finding, ...]
    """The file-level findings (class ``record``)."""

    def keeps(self, finding: Finding) -> bool:
        return finding.pattern is None or finding.pattern not in self.folded


def _claim_ruling(case: BoardCase, irr: Irregularity) -> Ruling | None:
    """The ruling on a claim or concession (None for other kinds, or when the rule fails:
    the finding then keeps the class the record alone gives, see :func:`finding_class`)."""
    if irr.kind not in CLAIM_KINDS:
        return None
    try:
        return case.ruling_of(irr)
    except Exception:  # noqa: BLE001 - a count never stops on one rule; check reports it
        return None


class FileRuler:
    """Rule the boards of one file in order; :meth:`finish` at the end of the file."""

    def __init__(self, settings: Settings = Settings(), rulings: bool = True,
                 defer_held: bool = False) -> None:
        self.settings = settings
        self.rulings = rulings
        self.defer_held = defer_held
        """Leave held dealer, vulnerability and declarer findings unruled (ruling None)
        until :meth:`ruled`: the caller rules only those the file's end keeps."""
        self.patterns = FilePatterns()
        self.plays = PlayTally()
        self.errors: list[Diagnostic] = []
        """``rule.failed`` errors of the rulings :meth:`ruled` made."""

    def rule(self, board: Board) -> RuledBoard:
        left: list[Irregularity] = []
        ruled = rule_board(board, self.settings, rulings=self.rulings,
                           leave=lambda case: self._leave(case, left))
        return self.classify(ruled, left[0] if left else None)

    def _leave(self, case: BoardCase, left: list[Irregularity]) -> tuple[Irregularity, ...]:
        """The board's inferred claim when the file read so far already explains its stop
        (a claim nobody made is not worth a solver search), and with ``defer_held`` its
        held findings of kinds ruled alone (:meth:`ruled` rules those the file keeps)."""
        deferred = tuple(irr for irr in case.irregularities
                         if irr.kind in ALONE and pattern_of(irr) is not None) if self.defer_held else ()
        claim = inferred_claim(case.board, case.irregularities)
        if claim is None or self.plays.pattern_of(case.board, claim) not in self.plays.folded():
            return deferred
        left.append(claim)
        return (claim, *deferred)

    def ruled(self, finding: Finding) -> Finding:
        """``finding`` with its ruling: a held finding ``defer_held`` left unruled is ruled
        now (from its irregularity alone, as on its board: :func:`~.engine.rule_alone`);
        a rule that fails leaves its error in :attr:`errors`."""
        if finding.ruling is not None or finding.irregularity.kind not in ALONE:
            return finding
        ruling, error = rule_alone(finding.irregularity, self.settings)
        if error is not None:
            self.errors.append(error)
        return Finding(finding.irregularity, ruling, finding.cls, finding.pattern, finding.file_level)

    def classify(self, ruled: BoardRulings, unruled: Irregularity | None = None) -> RuledBoard:
        """The findings of a board already ruled (by :func:`~hakem.laws.engine.rule_board`,
        e.g. for ``hakem.check``), as :meth:`rule` gives them: the board counts towards
        the file's patterns the same way. ``unruled``: the inferred claim :meth:`rule`
        left without a ruling."""
        irregularities = ruled.irregularities
        self.patterns.add(ruled.board)
        claim = inferred_claim(ruled.board, irregularities)
        stop = self.plays.add(ruled.board, claim)
        # Counting without rulings still rules on claims and concessions: only their
        # ruling tells an ordinary claim from one the director must act on.
        rulings: tuple[Ruling | None, ...] = tuple(
            not_judged(irr) if irr is unruled else ruling for irr, ruling in zip(
                irregularities, ruled.rulings or tuple(
                    None if irr is unruled else _claim_ruling(ruled.case, irr) for irr in irregularities)))
        findings = tuple(Finding(irr, ruling, finding_class(irr, ruling),
                                 stop if irr is claim and stop is not None else pattern_of(irr))
                         for irr, ruling in zip(irregularities, rulings))
        return RuledBoard(ruled, findings)

    def finish(self) -> FileVerdict:
        found = list(self.patterns.findings())
        play = self.plays.finding()
        if play is not None:
            found.append(play)
        findings = tuple(Finding(irr, file_pattern(None, irr), FindingClass.RECORD, file_level=True)
                         for irr in found)
        return FileVerdict(self.patterns.systematic() | self.plays.folded(), findings)


__all__ = ["FileRuler", "FileVerdict", "Finding", "RuledBoard"]
