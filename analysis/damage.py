"""What the director needs to judge damage after a Watch flag (Laws 12B1, 12C1, 23C, 27D, 64C, 16B, 72C).

Several laws leave the board to be played out and ask the director, at the end,
whether the infraction could well have changed the result and whether the
non-offending side (NOS) was damaged (Law 12B1: its table result is worse than the
expectation had the infraction not occurred). The engine marks those rulings with
a ``Watch`` effect; this module gathers the numbers for that decision:

* the table result and its NS score (after any trick transfer of the ruling);
* double-dummy tricks in the actual contract and in the alternative contracts (those
  reached at the other tables on the deal, and those the director names);
* the par score (a double-dummy reference, not a likely result);
* the field's results on the board with their matchpoints and cross-IMPs;
* the expectation without the infraction: the director's weighted outcomes when
  given, otherwise a prior from the field (contract frequencies; DD tricks, or the
  tables' own tricks for a contract played at 3+ tables). A play irregularity keeps
  the contract, so its prior uses that contract only;
* the damage test in the NOS's units (matchpoints against the field when there is
  one, else points), and the IMP equivalent;
* when damaged, a **proposal** for a Law 12C1(c) weighted score, scored component by
  component (matchpoints or IMPs of each outcome, then weighted), and under Law
  12C1(e) a split (non-balancing) score when the director says the NOS's own serious
  error or gamble contributed: the offenders get the full adjustment, the NOS is
  relieved only of the damage the infraction caused.

Nothing here is a ruling: double dummy is not real play, and the weights are the
director's judgement (Law 12C1(b)-(c)). Every figure says where it came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from hakem.model.board import Board
from hakem.model.contract import Contract
from hakem.model.facts import Fact, fact_to_dict
from hakem.model.irregularity import IrregularityKind, Phase
from hakem.model.ruling import Ruling, Watch
from hakem.model.seat import Seat, Side

from .adjusted import Outcome, WeightedScore, weighted_imps, weighted_matchpoints, weighted_score
from .damage_field import (Field, board_contract, board_vulnerability, contract_text,
                           field_prior, gather_field, scored)
from .dds import DDTable, Par
from .imps import imps
from .revoke_equity import revoke_equity
from .scoring import ns_score

PROPOSAL_LABEL = ("PROPOSAL for the director, not a ruling: a Law 12C1(c) weighted score built "
                  "from double-dummy tricks and the field; the director judges the outcomes "
                  "and their weights (Law 12C1(b)).")
#: Laws whose Watch flags concern the play; below 40 the auction (for records without phase).
_PLAY_FROM_LAW = 40


def watch_flags(ruling: Ruling) -> tuple[Watch, ...]:
    """Watch effects of a ruling, including those of branches the record did not rule out."""
    found = [e for e in ruling.effects if isinstance(e, Watch)]
    for branch in ruling.branches:
        if branch.applies is not False:
            found.extend(e for e in branch.effects if isinstance(e, Watch))
    unique: list[Watch] = []
    for w in found:
        if w not in unique:
            unique.append(w)
    return tuple(unique)


@dataclass(frozen=True, slots=True)
class Candidate:
    """A contract the director may consider, valued at double-dummy tricks."""

    contract: str
    source: str
    """``field`` (reached at other tables), ``director`` (named by the TD) or ``table``."""
    tables: int
    dd_tricks: int | None
    score_ns: int | None
    mp_ns: float | None
    imps_ns: float | None


@dataclass(frozen=True, slots=True)
class FieldResult:
    contract: str
    tricks: int
    score_ns: int
    mp_ns: float
    """Against the other field tables and this table (the traveller's view)."""
    imps_ns: float


@dataclass(frozen=True, slots=True)
class SplitScore:
    """Law 12C1(e): non-balancing scores, each side in ``unit``."""

    unit: str
    ns: float
    ew: float
    nos_relief: float
    """What the NOS gets back: the damage the infraction caused."""
    self_inflicted: float
    """The part of the NOS's loss it caused itself (no relief)."""


@dataclass(frozen=True, slots=True)
class DamageReport:
    """Everything gathered for one flagged ruling; values are NS's view unless named."""

    laws: tuple[str, ...]
    notes_from_ruling: tuple[Fact, ...]
    """What each Watch asks the director to look at (facts; the reports say them)."""
    board: str | None
    offending_side: str | None
    non_offending_side: str | None
    table_contract: str | None
    table_tricks: int | None
    table_score_ns: int | None
    table_dd_tricks: int | None
    par_score_ns: int | None
    par_contracts: tuple[str, ...]
    candidates: tuple[Candidate, ...]
    field: tuple[FieldResult, ...]
    unit: str
    """``matchpoints`` (against the field) or ``points`` (no field)."""
    top: float | None
    basis: str
    """How the expectation without the infraction was formed."""
    expectation: tuple[str, ...]
    """The weighted outcomes, e.g. ``60% of 4S by N=``."""
    table_value_nos: float | None
    expected_value_nos: float | None
    damaged: bool | None
    loss: float | None
    """NOS's loss in ``unit`` (expectation minus table), when damaged."""
    loss_imps: float | None
    proposal: tuple[WeightedScore, ...] = ()
    """Weighted scores, one per unit (matchpoints/points, IMPs); empty when not damaged."""
    split: tuple[SplitScore, ...] = ()
    label: str = PROPOSAL_LABEL
    notes: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            if name == "proposal":
                value = [{"law": w.law, "combination": w.combination.value, "ns": w.ns, "ew": w.ew,
                          "top": w.top, "describe": w.describe(),
                          "components": [{"outcome": str(c.outcome), "weight": str(c.outcome.weight),
                                          "ns_score": c.ns_score, "value": c.value}
                                         for c in w.components]} for w in value]
            elif name == "notes_from_ruling":
                value = [fact_to_dict(f) for f in value]
            elif name in ("candidates", "field", "split"):
                value = [{k: getattr(v, k) for k in v.__dataclass_fields__} for v in value]
            elif isinstance(value, tuple):
                value = list(value)
            out[name] = value
        return out

    def lines(self) -> list[str]:
        """What ``hakem check --damage`` prints, in plain words (:mod:`.damage_text`)."""
        from .damage_text import lines
        return lines(self)


def assess_damage(board: Board, ruling: Ruling, batch: Sequence[Board] = (), *,
                  dd: DDTable | None = None, par: Par | None = None,
                  outcomes: Sequence[Outcome] | None = None,
                  named: Sequence[Contract] = (),
                  without_nos_error: Sequence[Outcome] | None = None) -> DamageReport | None:
    """Gather the damage figures for ``ruling`` on ``board``; None when it has no Watch flag.

    ``batch`` holds the other boards (same-deal ones form the field); ``dd``/``par``
    the board's DD table and par (computed by the caller, see :func:`hakem.analysis.dd_tables.damage_for`);
    ``outcomes`` the director's weighted outcomes without the infraction;
    ``named`` further contracts the director wants valued; ``without_nos_error``
    what the NOS would have scored after the infraction but without its own serious
    error or gamble (Law 12C1(e)).

    >>> from hakem.model.ruling import Ruling
    >>> assess_damage(Board(), Ruling(("27",))) is None
    True
    """
    flags = watch_flags(ruling)
    if not flags:
        return None
    notes: list[str] = []
    os_side = ruling.offending_side
    nos = os_side.other if os_side is not None else None
    vul = board_vulnerability(board)
    key = board.deal.to_pbn(Seat.N) if board.deal is not None and board.deal.is_complete else None
    fld, unusable = gather_field(board, batch, key) if key else (Field(()), 0)
    if unusable:
        notes.append(f"{unusable} other table(s) on this deal had no usable contract/result")
    contract = board_contract(board)
    table = scored(board)
    tricks = ruling.tricks_after if ruling.tricks_after is not None else (table[1] if table else None)
    score = None
    if ruling.score_after is not None:
        score = ruling.score_after
    elif contract is not None and tricks is not None and vul is not None:
        score = ns_score(contract, tricks, vul)
    unit = "matchpoints" if len(fld) else "points"
    table_dd = None
    if dd is not None and contract is not None and not contract.is_passed_out:
        assert contract.strain is not None and contract.declarer is not None
        table_dd = dd.tricks(contract.strain, contract.declarer).n
    field_rows = _field_rows(fld, score)
    candidates = _candidates(fld, dd, vul, contract, named)
    phase = ruling.irregularity.position.phase if (
        ruling.irregularity is not None and ruling.irregularity.position is not None) else None
    play = phase is Phase.PLAY if phase is not None else _play_law(flags)
    basis = "the director's outcomes"
    if outcomes is None and contract is not None:
        outcomes, basis = _revoke_prior(board, ruling, contract, flags)
    if outcomes is None:
        outcomes, basis = _prior(fld, dd, contract, table_dd, play)
    common = dict(laws=tuple(dict.fromkeys(w.law for w in flags)), notes_from_ruling=tuple(w.note for w in flags),
                  board=board.board_id, offending_side=os_side.value if os_side else None,
                  non_offending_side=nos.value if nos else None,
                  table_contract=contract_text(contract) if contract else None,
                  table_tricks=tricks, table_score_ns=score, table_dd_tricks=table_dd,
                  par_score_ns=par.score_ns if par else None,
                  par_contracts=tuple(str(c) for c in par.contracts) if par else (),
                  candidates=candidates, field=field_rows, unit=unit,
                  top=fld.top if len(fld) else None, basis=basis,
                  expectation=tuple(str(o) for o in outcomes))
    missing = [why for why, bad in (("no offending side", nos is None),
                                    ("no table score", score is None),
                                    ("no vulnerability", vul is None),
                                    ("nothing to compare with: no other table on this deal "
                                     "played a comparable contract, so the director judges the "
                                     "likely results (Law 12C1(b))", not outcomes)) if bad]
    if missing:
        return DamageReport(**common, table_value_nos=None, expected_value_nos=None,  # type: ignore[arg-type]
                            damaged=None, loss=None, loss_imps=None, notes=tuple(notes + missing))
    assert nos is not None and score is not None and vul is not None
    value = _valuer(fld, score)
    t_nos = value(score, nos, unit)
    weighted = [(float(o.weight), ns_score(o.contract, o.tricks, vul)) for o in outcomes]
    e_nos = sum(w * value(s, nos, unit) for w, s in weighted)
    e_imps = sum(w * value(s, nos, "imps") for w, s in weighted)
    loss, loss_imps = round(e_nos - t_nos, 10), round(e_imps - value(score, nos, "imps"), 10)
    if loss <= 0:
        return DamageReport(**common, table_value_nos=t_nos, expected_value_nos=round(e_nos, 10),  # type: ignore[arg-type]
                            damaged=False, loss=None, loss_imps=None, notes=tuple(notes))
    if len(fld):
        proposal = (weighted_matchpoints(outcomes, vul, fld.scores, fld.scale),
                    weighted_imps(outcomes, vul, fld.scores))
    else:
        proposal = (weighted_score(outcomes, vul), weighted_imps(outcomes, vul, score))
    split: tuple[SplitScore, ...] = ()
    if without_nos_error is not None:
        split = tuple(_split(u, value, score, weighted, without_nos_error, vul, nos, fld)
                      for u in (unit, "imps"))
    return DamageReport(**common, table_value_nos=t_nos, expected_value_nos=round(e_nos, 10),  # type: ignore[arg-type]
                        damaged=True, loss=loss, loss_imps=loss_imps, proposal=proposal,
                        split=split, notes=tuple(notes))


def _revoke_prior(board: Board, ruling: Ruling, contract: Contract, flags: Sequence[Watch]
                  ) -> tuple[list[Outcome] | None, str]:
    """Law 64C: for an established revoke, the expectation is the result had the revoke
    not occurred: double dummy from the position before the revoke card, the revoker
    playing his best legal card (:mod:`.revoke_equity`). The transfer's result is then
    compared with it, so a transfer that leaves the non-offenders short shows as damage."""
    irr = ruling.irregularity
    if irr is None or irr.kind is not IrregularityKind.REVOKE or not irr.established \
            or not any(w.law.startswith("64C") for w in flags) or irr.position is None \
            or irr.position.trick is None or irr.position.order is None:
        return None, ""
    equity = revoke_equity(board, irr.position.trick, irr.position.order)
    if equity is None:
        return None, ""
    return [Outcome(1, contract, equity.declarer_tricks)], (
        f"Law 64C: the result had the revoke not occurred, at double dummy from trick "
        f"{equity.trick} with {equity.revoker.letter} following suit ({equity.best_card}): "
        f"{equity.declarer_tricks} tricks for declarer")


def _play_law(flags: Sequence[Watch]) -> bool:
    digits = "".join(ch for ch in flags[0].law if ch.isdigit())
    return bool(digits) and int(digits[:2]) >= _PLAY_FROM_LAW


def _valuer(fld: Field, table_ns: int) -> Any:
    """value(ns_score, side, unit): matchpoints/cross-IMPs against the field; without a
    field, points, and IMPs against the table result itself."""
    def value(s: int, side: Side, unit: str) -> float:
        if len(fld) or unit == "points":
            return fld.value(s, side, unit)
        ns = float(imps(s - table_ns))
        return ns if side is Side.NS else -ns
    return value


def _prior(fld: Field, dd: DDTable | None, contract: Contract | None, table_dd: int | None,
           play: bool) -> tuple[list[Outcome], str]:
    if play and contract is not None:
        outcomes, how = field_prior(fld, dd, only=contract)
        if outcomes:
            return outcomes, "the irregularity was in the play, so the contract stands; " + how
        if table_dd is not None:
            return [Outcome(1, contract, table_dd)], \
                "the irregularity was in the play, so the contract stands, at its double-dummy tricks"
        return [], "no other table played this deal and there is no double-dummy table"
    outcomes, how = field_prior(fld, dd)
    return outcomes, how


def _field_rows(fld: Field, table_ns: int | None) -> tuple[FieldResult, ...]:
    everyone = fld.scores + ([table_ns] if table_ns is not None else [])
    rows = []
    for i, (contract, tricks, s) in enumerate(fld.results):
        others = everyone[:i] + everyone[i + 1:]
        whole = Field(tuple((contract, 0, o) for o in others), fld.scale)
        rows.append(FieldResult(contract_text(contract), tricks, s,
                                whole.mp(s) if others else 0.0,
                                whole.ximps(s) if others else 0.0))
    return tuple(rows)


def _candidates(fld: Field, dd: DDTable | None, vul: Any, table: Contract | None,
                named: Sequence[Contract]) -> tuple[Candidate, ...]:
    seen: dict[tuple[str, str], int] = {}
    order: list[tuple[Contract, str]] = []
    for c, _, _ in fld.results:
        k = (contract_text(c), "field")
        if k not in seen:
            order.append((c, "field"))
            seen[k] = 0
        seen[k] += 1
    for c in named:
        k = (contract_text(c), "director")
        if k not in seen:
            order.append((c, "director"))
            seen[k] = 0
    out = []
    for c, source in order:
        tricks = s = None
        if c.is_passed_out:
            tricks, s = 0, 0
        elif dd is not None and c.strain is not None and c.declarer is not None:
            tricks = dd.tricks(c.strain, c.declarer).n
            s = ns_score(c, tricks, vul) if vul is not None else None
        mp = fld.mp(s) if s is not None and len(fld) else None
        xi = fld.ximps(s) if s is not None and len(fld) else None
        out.append(Candidate(contract_text(c), source, seen[(contract_text(c), source)],
                             tricks, s, mp, xi))
    return tuple(out)


def _split(unit: str, value: Any, table_ns: int, expected: list[tuple[float, int]],
           without_error: Sequence[Outcome], vul: Any, nos: Side, fld: Field) -> SplitScore:
    """Law 12C1(e): the OS gets the full expectation; the NOS only the damage the
    infraction caused, measured from what it would have scored without its own error."""
    total = sum(float(o.weight) for o in without_error)
    if abs(total - 1) > 1e-9:
        raise ValueError("the outcomes without the NOS's error must weigh 100 % together")
    e_nos = sum(w * value(s, nos, unit) for w, s in expected)
    w_nos = sum(float(o.weight) * value(ns_score(o.contract, o.tricks, vul), nos, unit)
                for o in without_error)
    t_nos = value(table_ns, nos, unit)
    relief = max(0.0, e_nos - max(w_nos, t_nos))
    nos_value = t_nos + relief
    os_side = nos.other
    os_value = sum(w * value(s, os_side, unit) for w, s in expected)
    ns, ew = (nos_value, os_value) if nos is Side.NS else (os_value, nos_value)
    return SplitScore(unit, round(ns, 10), round(ew, 10), round(relief, 10),
                      round(max(0.0, max(w_nos, t_nos) - t_nos), 10))


__all__ = ["Candidate", "DamageReport", "FieldResult", "PROPOSAL_LABEL", "SplitScore",
           "assess_damage", "watch_flags"]
