"""The laws' one entry point: detect once, build the board's case, rule on each
irregularity in isolation (laws-spec.md Part 6).

Every command goes through :func:`rule_board`: ``check``, ``report``, ``stats``,
``archive add`` (through :mod:`hakem.reports.records`). It builds one
:class:`~hakem.laws.case.BoardCase` per board (detection runs there, once) and
hands it to the rule of each irregularity's kind. Each law family lives in its
own module and lists the kinds it rules on in a ``RULES`` mapping:
``auction_rules`` (Laws 16C-39, 72C), ``play_rules`` (Laws 41-67), ``record_rules``
(Laws 2, 13-14, 22, 77, 79) and ``claim_rules`` (Laws 68-71). An irregularity no
module rules on yet gets an honest placeholder ruling that says so and asks the
director to rule, never a silent pass; a rule that fails on one board gives a
``rule.failed`` error diagnostic and a ruling that asks the director, and the
batch goes on.

>>> from hakem.model.board import Board
>>> from hakem.model.irregularity import Irregularity, IrregularityKind
>>> rule(Board(), Irregularity(IrregularityKind.DIRECTOR_CALLED)).laws
('9B',)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, Severity
from hakem.model.facts import FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import Judgement, Ruling
from hakem.model.settings import Settings

from . import (auction_rules, claim_rules, law07_09_11_director, law37_follow_through,
               law82c_director_error, play_rules, record_rules)
from .case import BoardCase, Rule
from .citations import with_citations

#: Every rule, by irregularity kind (the law families' tables, imported explicitly:
#: a missing module is an import error, never a kind silently left unruled).
class Say(FactKey):
    ASK_NO_RULE = "engine.ask.no-rule", "kind:term laws:laws"
    NO_RULE = "engine.no-rule", "kind:term laws:laws"
    ASK_FAILED = "engine.ask.rule-failed", "error:text"
    FAILED = "engine.rule-failed", "kind:term error:text"


RULES: dict[IrregularityKind, Rule] = {
    **auction_rules.RULES, **play_rules.RULES, **record_rules.RULES, **claim_rules.RULES,
    IrregularityKind.DIRECTOR_CALLED: law07_09_11_director.rule_director,
}


def rule_in_case(case: BoardCase, irregularity: Irregularity) -> Ruling:
    """The ruling on ``irregularity``, one of ``case``'s (or a what-if on its board)."""
    handler = RULES.get(irregularity.kind)
    if handler is not None:
        # Law 82C: a marker's ruled= (the ruling given at the table) is compared with ours;
        # the law list names every law the ruling's words cite (issue 17).
        # A Law 37 breach the case rules on its own is pointed to, not asked about again.
        ruling = law37_follow_through.point_to_breaches(case, handler(case, irregularity))
        return with_citations(law82c_director_error.compare(ruling, irregularity))
    kind, laws = irregularity.kind, irregularity.kind.laws
    cited = tuple(laws) or ("81C",)
    return Ruling(
        laws=tuple(laws), irregularity=irregularity, offender=irregularity.offender,
        span=irregularity.span,
        judgements=(Judgement(fact(Say.ASK_NO_RULE, kind=kind, laws=cited), cited[0]),),
        facts=(fact(Say.NO_RULE, kind=kind, laws=cited),))


def case_of(board: Board, settings: Settings = Settings()) -> BoardCase:
    """``board``'s case: its irregularities detected once, ready for :func:`rule_in_case`.

    A call by a player an auction ruling obliged to pass is an irregularity of its own
    (Law 37, :mod:`.law37_follow_through`): the auction rulings are followed through the
    record and each breach joins the case (then the breach's own ruling is followed too).
    """
    case = BoardCase.of(board, settings, ruler=rule_in_case)
    for _ in range(law37_follow_through.MAX_ROUNDS):
        found = law37_follow_through.breaches(case)
        if not found:
            break
        case = BoardCase.with_irregularities(board, case.irregularities + tuple(found), settings,
                                             rule_in_case, case.diagnostics)
    return case


@dataclass(frozen=True)
class BoardRulings:
    """A board's case and the ruling on each of its irregularities."""

    case: BoardCase
    rulings: tuple[Ruling | None, ...]
    """One per ``case.irregularities``, in the same order (empty when not ruled; None for
    one left unruled on purpose, see :func:`rule_case`)."""
    errors: tuple[Diagnostic, ...] = ()
    """A ``rule.failed`` error for each irregularity whose rule raised."""

    @property
    def board(self) -> Board:
        return self.case.board

    @property
    def irregularities(self) -> tuple[Irregularity, ...]:
        return self.case.irregularities

    def pairs(self) -> list[tuple[Irregularity, Ruling]]:
        """(irregularity, ruling) pairs; empty when the board was not ruled (an
        irregularity left unruled is left out)."""
        return [(irr, r) for irr, r in zip(self.case.irregularities, self.rulings) if r is not None]


def _failed(case: BoardCase, irr: Irregularity, exc: Exception) -> tuple[Ruling, Diagnostic]:
    law = irr.kind.laws[0] if irr.kind.laws else "81C"
    what = f"{type(exc).__name__}: {exc}"
    ruling = Ruling(laws=irr.kind.laws, irregularity=irr, offender=irr.offender, span=irr.span,
                    judgements=(Judgement(fact(Say.ASK_FAILED, error=what), law),),
                    facts=(fact(Say.FAILED, kind=irr.kind, error=what),))
    where = irr.span or case.board.span
    return ruling, Diagnostic(Severity.ERROR, "rule.failed",
                              f"hakem failed to rule on the {irr.kind.value}: {what}", where,
                              (("irregularity", irr.kind.value), ("detail", what)))


def rule_board(board: Board, settings: Settings = Settings(), *, rulings: bool = True,
               leave: Callable[[BoardCase], tuple[Irregularity, ...]] | None = None) -> BoardRulings:
    """Detect ``board``'s irregularities once and rule on each, in isolation.

    ``rulings=False`` stops after detection (the rulings stay empty): counting
    irregularities is much cheaper than ruling, since claims call the solver.
    ``leave``: given the board's case, the irregularities to leave unruled (see
    :func:`rule_case`).
    """
    case = case_of(board, settings)
    return rule_case(case, rulings=rulings, unruled=leave(case) if leave is not None else ())


def rule_case(case: BoardCase, *, rulings: bool = True, unruled: tuple[Irregularity, ...] = ()
              ) -> BoardRulings:
    """Rule on each irregularity of ``case`` (see :func:`rule_board`). ``unruled``, some of
    them, are left without a ruling (None in their place): a claim the file's play records
    do not support (:mod:`hakem.laws.play_record_pattern`), not worth a solver search, or
    a finding the file holds until its end (:func:`rule_alone` rules it if it is kept)."""
    if not rulings:
        return BoardRulings(case, ())
    out: list[Ruling | None] = []
    errors: list[Diagnostic] = []
    for irr in case.irregularities:
        if any(irr is u for u in unruled):
            out.append(None)
            continue
        try:
            out.append(case.ruling_of(irr))
        except Exception as exc:  # noqa: BLE001 - never lose a board to a bug in one rule
            ruling, error = _failed(case, irr, exc)
            out.append(ruling)
            errors.append(error)
    return BoardRulings(case, tuple(out), tuple(errors))


#: Kinds whose rule reads the irregularity alone, never the rest of its board: the
#: markings Law 2 fixes and the contract the record states (:mod:`.record_rules`).
#: A file holds such findings until its end and rules only those it keeps.
ALONE = frozenset({IrregularityKind.DEALER_INCONSISTENT, IrregularityKind.VULNERABILITY_INCONSISTENT,
                   IrregularityKind.CONTRACT_MISMATCH})


def rule_alone(irregularity: Irregularity, settings: Settings = Settings()
               ) -> tuple[Ruling, Diagnostic | None]:
    """The ruling on an irregularity of an :data:`ALONE` kind, without its board (the
    case is empty: the rule reads nothing from it), and the ``rule.failed`` error if
    its rule raised: the same ruling :func:`rule_case` gives it on its board."""
    if irregularity.kind not in ALONE:
        raise ValueError(f"a {irregularity.kind.value} is ruled on its board, not alone")
    case = BoardCase.with_irregularities(_NO_BOARD, (irregularity,), settings, rule_in_case)
    try:
        return case.ruling_of(irregularity), None
    except Exception as exc:  # noqa: BLE001 - as rule_case: never lose a finding to a bug
        return _failed(case, irregularity, exc)


_NO_BOARD = Board()


def rule(board: Board, irregularity: Irregularity, settings: Settings = Settings()) -> Ruling:
    """The ruling on one ``irregularity`` of ``board`` (a test, a what-if): the board is
    detected for the context the rule needs; the rule's exceptions propagate."""
    return case_of(board, settings).ruling_of(irregularity)


__all__ = ["ALONE", "BoardRulings", "RULES", "Say", "Settings", "case_of", "rule", "rule_alone",
           "rule_board", "rule_case", "rule_in_case"]
