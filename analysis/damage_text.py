"""The damage figures in plain words, with small tables (``hakem check --damage``).

:class:`~hakem.analysis.damage.DamageReport` holds the numbers; this module says them
the way a director reads them at the table: who the non-offending side is, what the
table scored, what the other tables on the deal scored, what was to be expected
without the infraction, whether that side was damaged, and the proposed weighted
score as a table of outcomes. Contracts read ``4H by N making``, ``4H by N down 1``.

>>> plain_result("4H N-1"), plain_result("3NT S="), plain_result("7SX E-5"), plain_result("Pass")
('4H by N down 1', '3NT by S making', '7SX by E down 5', 'passed out')
"""

from __future__ import annotations

import re
from typing import Any, Sequence

_SIDES = {"NS": "North-South", "EW": "East-West"}
_RESULT = re.compile(r"^(\S+) ([NESW])([=+-]\d*)?$")
_OUTCOME = re.compile(r"^(\d+%) of (\S+) by ([NESW])([=+-]\d*)$")
_UNITS = {"matchpoints": "NS matchpoints", "points": "NS points", "imps": "NS IMPs"}


def side(code: str | None) -> str:
    return _SIDES.get(code or "", "not known")


def plain_result(text: str) -> str:
    """``4H N-1`` -> ``4H by N down 1`` (a contract, its declarer and how it went)."""
    if text == "Pass":
        return "passed out"
    m = _RESULT.match(text)
    if m is None:
        return text
    contract, seat, how = m.groups()
    return f"{contract} by {seat}" + _how(how)


def _how(how: str | None) -> str:
    if not how:
        return ""
    if how == "=":
        return " making"
    n = int(how[1:])
    return f" down {n}" if how[0] == "-" else f" making +{n}"


def plain_outcome(text: str) -> tuple[str, str]:
    """``70% of 4H by N-1`` -> (``70%``, ``4H by N down 1``)."""
    m = _OUTCOME.match(text)
    if m is None:
        weight, _, rest = text.partition(" of ")
        return weight, "passed out" if rest == "Pass" else rest
    weight, contract, seat, how = m.groups()
    return weight, f"{contract} by {seat}{_how(how)}"


def table(header: Sequence[str], rows: Sequence[Sequence[str]], left: int = 1,
          indent: str = "      ") -> list[str]:
    """Aligned columns: the first ``left`` to the left (words), the others to the right."""
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        parts = [str(c).ljust(w) if i < left else str(c).rjust(w)
                 for i, (c, w) in enumerate(zip(cells, widths))]
        return (indent + "   ".join(parts)).rstrip()
    return [line(header), *(line(r) for r in rows)]


def _score(value: int | None) -> str:
    return "?" if value is None else f"{value:+d}"


def _mp(value: float | None) -> str:
    return "" if value is None else f"{value:.1f}"


def _imps(value: float | None) -> str:
    if value is None:
        return ""
    text = f"{value:+.1f}"
    return "0.0" if text in ("+0.0", "-0.0") else text


def lines(report: Any) -> list[str]:
    """What ``hakem check --damage`` prints under a ruling with a Watch flag, for a
    :class:`~hakem.analysis.damage.DamageReport` (which calls this from its ``lines``)."""
    nos = side(report.non_offending_side)
    out = [f"Damage (Law {', '.join(report.laws)}): figures for the director, from double dummy "
           "(not real play)",
           f"  non-offending side: {nos}"]
    if report.table_contract is not None:
        dd = "" if report.table_dd_tricks is None else f" (double dummy: {report.table_dd_tricks})"
        tricks = "" if report.table_tricks is None else f", {report.table_tricks} tricks{dd}"
        out.append(f"  at the table: {plain_result(report.table_contract)}{tricks}, "
                   f"NS {_score(report.table_score_ns)}")
    if report.par_score_ns is not None:
        contracts = ", ".join(plain_result(c) for c in report.par_contracts) or "passed out"
        out.append(f"  par: NS {_score(report.par_score_ns)} ({contracts})")
    if report.field:
        out.append(f"  the other tables on this deal ({len(report.field)}):")
        grouped: dict[tuple[str, ...], int] = {}
        for f in report.field:  # the same result at several tables is one row
            row = (plain_result(f.contract), str(f.tricks), _score(f.score_ns), _mp(f.mp_ns),
                   _imps(f.imps_ns))
            grouped[row] = grouped.get(row, 0) + 1
        out += table(["contract", "tricks", "NS score", "NS matchpoints", "NS IMPs", "tables"],
                     [[*row, str(n)] for row, n in grouped.items()])
    named = [c for c in report.candidates if c.source == "director"]
    if named:
        out.append("  the contracts the director named, at double-dummy tricks:")
        out += table(["contract", "tricks", "NS score", "NS matchpoints"],
                     [[plain_result(c.contract), "?" if c.dd_tricks is None else str(c.dd_tricks),
                       _score(c.score_ns), _mp(c.mp_ns)] for c in named])
    if report.expectation:
        expected = "; ".join(f"{result} ({weight})" for weight, result in map(plain_outcome, report.expectation))
        out.append(f"  expected without the infraction: {expected}")
        out.append(f"      how: {report.basis}")
    out += _verdict(report, nos)
    return out


def _verdict(report: Any, nos: str) -> list[str]:
    unit = report.unit
    if report.damaged is None:
        return [f"  damage not assessed: {'; '.join(report.notes)}"]
    if not report.damaged:
        return [f"  not damaged: {nos}'s table result ({_value_in(unit, report.table_value_nos)} "
                f"{unit}) is at least what was expected "
                f"({_value_in(unit, report.expected_value_nos)} {unit})"]
    out = [f"  damaged: {nos} lost {report.loss:.1f} {unit} ({report.loss_imps:.1f} IMPs) "
           "against what was expected"]
    if report.proposal:
        main = report.proposal[0]
        out.append("  proposed weighted score, Law 12C1(c) (a proposal: the director judges "
                   "the outcomes and their weights, Law 12C1(b)):")
        values = [w for w in report.proposal if _unit_of(w) != _UNITS["points"]]
        rows = []
        for i, component in enumerate(main.components):
            weight, result = plain_outcome(str(component.outcome))
            rows.append([weight, result, _score(component.ns_score),
                         *(_value(w, w.components[i].value) for w in values)])
        in_points = _unit_of(main) == _UNITS["points"]
        rows.append(["", "weighted", f"{main.ns:+g}" if in_points else "",
                     *(_value(w, w.ns) for w in values)])
        out += table(["weight", "result", "NS score", *(_unit_of(w) for w in values)], rows, left=2)
        if main.top is not None:
            out.append(f"      East-West: {main.ew:.1f} of {main.top:g} matchpoints")
    if report.split:
        out.append(f"  Law 12C1(e) split, {nos}'s own serious error having contributed: the "
                   "offenders get the whole adjustment, the non-offenders only the damage the "
                   "infraction caused:")
        out += table(["", "NS", "EW"], [[_UNITS.get(s.unit, s.unit).removeprefix("NS "),
                                         _value_in(s.unit, s.ns), _value_in(s.unit, s.ew)]
                                        for s in report.split])
    return out


def _unit_of(score) -> str:  # type: ignore[no-untyped-def]
    text = score.combination.value
    if "matchpoints" in text:
        return _UNITS["matchpoints"]
    if "IMPs" in text:
        return _UNITS["imps"]
    return _UNITS["points"]


def _value(score, value: float) -> str:  # type: ignore[no-untyped-def]
    return _imps(value) if "IMPs" in _unit_of(score) else _mp(value)


def _value_in(unit: str, value: float) -> str:
    return _imps(value) if unit == "imps" else f"{value:+g}" if unit == "points" else _mp(value)


__all__ = ["lines", "plain_outcome", "plain_result", "side", "table"]
