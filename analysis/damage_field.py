"""The field on one board, as the damage check (Law 12B1) and a weighted score (12C1c) see it.

"The field" is every other table in the batch that played the same deal with the
same vulnerability. Its results give the Law 78 values (matchpoints, cross-IMPs)
of any candidate score, and the contracts it reached are the natural list of
alternatives the director considers (dd-claims notes, section 4.3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from hakem.model.board import Board
from hakem.model.contract import Contract
from hakem.model.seat import Seat, Side, Vulnerability

from .adjusted import Outcome
from .dds import DDTable
from .imps import cross_imps_average
from .matchpoints import MatchpointScale, matchpoints_against
from .scoring import ns_score

#: A contract played at this many other tables gives its own trick distribution
#: (dd-claims 4.3 option (c)); below it, double-dummy tricks (option (a)).
FIELD_TRICKS_MIN = 3


def board_vulnerability(board: Board) -> Vulnerability | None:
    if board.vulnerability is not None:
        return board.vulnerability
    return Vulnerability.from_board(board.number) if board.number is not None else None


def board_contract(board: Board) -> Contract | None:
    """The contract with its declarer (the [Declarer] tag wins over the contract's own)."""
    c = board.contract
    if c is None:
        return None
    if c.is_passed_out:
        return c
    declarer = board.declarer if board.declarer is not None else c.declarer
    if declarer is None or c.strain is None or c.level == 0:
        return None
    return Contract(c.level, c.strain, c.risk, declarer)


def scored(board: Board) -> tuple[Contract, int, int] | None:
    """(contract, declarer's tricks, NS score) of a finished board, or None."""
    contract, vul = board_contract(board), board_vulnerability(board)
    if contract is None or vul is None:
        return None
    if contract.is_passed_out:
        return contract, 0, 0
    if board.result is None or not 0 <= board.result <= 13:
        return None
    return contract, board.result, ns_score(contract, board.result, vul)


def contract_text(contract: Contract) -> str:
    if contract.is_passed_out:
        return "Pass"
    return f"{contract} {contract.declarer.letter if contract.declarer is not None else '?'}"


def same_contract_family(a: Contract, b: Contract) -> bool:
    """Same level, strain and declaring side (risk and which partner declares aside)."""
    if a.is_passed_out or b.is_passed_out:
        return a.is_passed_out and b.is_passed_out
    assert a.declarer is not None and b.declarer is not None
    return (a.level, a.strain, a.declarer.side) == (b.level, b.strain, b.declarer.side)


@dataclass(frozen=True, slots=True)
class Field:
    """The other tables' NS scores on the board, and how to value a score against them."""

    results: tuple[tuple[Contract, int, int], ...]
    """(contract, tricks, NS score) at each other table."""
    scale: MatchpointScale = MatchpointScale.TWO_PER_PAIR

    @property
    def scores(self) -> list[int]:
        return [s for _, _, s in self.results]

    @property
    def top(self) -> float:
        return self.scale.win * len(self.results)

    def __len__(self) -> int:
        return len(self.results)

    def mp(self, score_ns: int) -> float:
        """NS matchpoints of ``score_ns`` against the field (Law 78A)."""
        return matchpoints_against(score_ns, self.scores, self.scale)

    def ximps(self, score_ns: int) -> float:
        """NS cross-IMPs per comparison of ``score_ns`` against the field (Law 78B)."""
        return cross_imps_average([score_ns, *self.scores])[0]

    def value(self, score_ns: int, side: Side, unit: str) -> float:
        """The value of an NS score to ``side`` in ``unit`` (matchpoints/imps/points)."""
        if unit == "matchpoints":
            ns = self.mp(score_ns)
            return ns if side is Side.NS else self.top - ns
        ns = self.ximps(score_ns) if unit == "imps" else float(score_ns)
        return ns if side is Side.NS else -ns


def gather_field(board: Board, batch: Sequence[Board], key: str) -> tuple[Field, int]:
    """The field for ``board`` among ``batch`` (boards whose deal has canonical ``key``).

    Returns the field and how many same-deal boards were left out for lack of a
    contract or result (said in the report, never dropped silently).
    """
    vul = board_vulnerability(board)
    results, unusable = [], 0
    for other in batch:
        if other is board or other.deal is None or not other.deal.is_complete:
            continue
        if other.deal.to_pbn(Seat.N) != key or board_vulnerability(other) != vul:
            continue
        s = scored(other)
        if s is None:
            unusable += 1
        else:
            results.append(s)
    return Field(tuple(results)), unusable


def field_prior(field: Field, dd: DDTable | None, only: Contract | None = None
                ) -> tuple[list[Outcome], str]:
    """Weighted outcomes from the field: each contract reached at the other tables with
    its frequency, taking DD tricks, or the field's own trick distribution when the
    contract was played at :data:`FIELD_TRICKS_MIN` tables or more.

    ``only`` keeps the contracts of that family (a play irregularity leaves the
    contract as it was). Returns the outcomes and a sentence saying how they were made.
    """
    rows = [r for r in field.results if only is None or same_contract_family(r[0], only)]
    if not rows:
        return [], "no other table on this deal played a comparable contract"
    n = len(rows)
    families: Counter[Contract] = Counter()
    tricks_by: dict[Contract, Counter[int]] = {}
    for contract, tricks, _ in rows:
        families[contract] += 1
        tricks_by.setdefault(contract, Counter())[tricks] += 1
    outcomes: list[Outcome] = []
    used_field = used_dd = 0
    for contract, count in families.items():
        weight = Fraction(count, n)
        if contract.is_passed_out:
            outcomes.append(Outcome(weight, contract, 0))
        elif count >= FIELD_TRICKS_MIN or dd is None:
            used_field += 1
            for tricks, k in sorted(tricks_by[contract].items()):
                outcomes.append(Outcome(Fraction(k, n), contract, tricks))
        else:
            used_dd += 1
            assert contract.strain is not None and contract.declarer is not None
            outcomes.append(Outcome(weight, contract,
                                    dd.tricks(contract.strain, contract.declarer).n))
    tables = f"{n} other table{'s' * (n != 1)}"
    if used_field and used_dd:
        tricks = (f"tricks from double dummy, or the tables' own tricks for a contract played "
                  f"at {FIELD_TRICKS_MIN} or more tables")
    elif used_field:
        tricks = "the tables' own tricks" + ("" if dd is not None else " (no double-dummy table)")
    else:
        tricks = "tricks from double dummy"
    how = f"from the {tables} on this deal: each contract by how often it was reached, {tricks}"
    return outcomes, how


__all__ = ["FIELD_TRICKS_MIN", "Field", "board_contract", "board_vulnerability",
           "contract_text", "field_prior", "gather_field", "same_contract_family", "scored"]
