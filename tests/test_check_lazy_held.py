"""``hakem check`` rules a held finding (dealer, vulnerability, declarer) only when the end
of its file keeps it: an isolated one gets exactly the ruling it got on its board, a
folded one is never ruled (issue 16)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from hakem.laws import engine
from hakem.laws.file_rulings import FileRuler
from hakem.model.irregularity import IrregularityKind as K
from hakem.parsers import pbn
from hakem.parsers.files import open_path
from hakem.reports.check_lines import json_row, text_lines
from hakem.reports.check_run import CheckOptions, check_path

SEATS = "NESW"


def _file(dealers: list[str], vulnerable: str | None = None) -> str:
    """Boards 1.. with the given [Dealer]s (Law 2's dealer of board n is SEATS[(n-1)%4])."""
    vul = f'[Vulnerable "{vulnerable}"]\n' if vulnerable else ""
    return "".join(f'[Board "{n}"]\n[Dealer "{d}"]\n{vul}\n' for n, d in enumerate(dealers, 1))


def _law2(n: int) -> str:
    return SEATS[(n - 1) % 4]


#: Twenty boards, board 7's dealer typed wrong: one isolated dealer finding.
ONE_TYPO = _file([_law2(n) if n != 7 else "N" for n in range(1, 21)])
#: Eight boards all dealt by North: six dealer findings, folded into one for the file.
ALL_NORTH = _file(["N"] * 8)


def _counting(monkeypatch: pytest.MonkeyPatch) -> Counter[K]:
    """Count the rule calls for each held kind (the engine's dispatch table)."""
    calls: Counter[K] = Counter()
    for kind in (K.DEALER_INCONSISTENT, K.VULNERABILITY_INCONSISTENT, K.CONTRACT_MISMATCH):
        rule = engine.RULES[kind]

        def counted(case, irr, rule=rule):  # type: ignore[no-untyped-def]
            calls[irr.kind] += 1
            return rule(case, irr)
        monkeypatch.setitem(engine.RULES, kind, counted)
    return calls


def _write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "f.pbn"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_law2_a_folded_dealer_finding_is_never_ruled(monkeypatch, tmp_path) -> None:
    calls = _counting(monkeypatch)
    checked = check_path(_write(tmp_path, ALL_NORTH), CheckOptions())
    assert calls[K.DEALER_INCONSISTENT] == 0
    assert checked.tally.kinds == Counter({("record", "markings-pattern"): 1})
    assert checked.output.count("\n") == 2  # the file-level finding, said once
    # The count is real: a ruler that does not defer rules all six on their boards.
    _held(ALL_NORTH, defer=False)
    assert calls[K.DEALER_INCONSISTENT] == 6


def test_law2_an_isolated_dealer_finding_is_ruled_once_and_said(monkeypatch, tmp_path) -> None:
    calls = _counting(monkeypatch)
    checked = check_path(_write(tmp_path, ONE_TYPO), CheckOptions())
    assert calls[K.DEALER_INCONSISTENT] == 1
    assert checked.tally.kinds == Counter({("record", "dealer-inconsistent"): 1})
    # Said exactly as the finding ruled on its board (a ruler that does not defer).
    stream = open_path(_write(tmp_path, ONE_TYPO))
    ruler = FileRuler()
    eager = [(b, f) for b in stream for f in ruler.rule(b).findings]
    assert len(eager) == 1 and eager[0][1].ruling is not None
    board, finding = eager[0]
    said = text_lines(stream.path, board, finding.irregularity, finding.ruling, None, finding.cls, "en")
    assert checked.output == "\n".join(said) + "\n"


def test_law2_an_isolated_dealer_finding_counted_quietly_is_not_ruled(monkeypatch, tmp_path) -> None:
    calls = _counting(monkeypatch)
    checked = check_path(_write(tmp_path, ONE_TYPO), CheckOptions(listing=False))
    assert calls[K.DEALER_INCONSISTENT] == 0
    assert checked.tally.kinds == Counter({("record", "dealer-inconsistent"): 1})


def _held(text: str, defer: bool) -> tuple[list, FileRuler]:
    ruler = FileRuler(defer_held=defer)
    held = [f for b in pbn.loads(text) for f in ruler.rule(b).findings if f.held]
    return held, ruler


@hsettings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(SEATS), min_size=1, max_size=24),
       st.sampled_from([None, "None", "All", "NS", "EW"]))
def test_law2_a_deferred_held_finding_is_ruled_exactly_as_on_its_board(dealers, vulnerable) -> None:
    text = _file(dealers, vulnerable)
    eager, eager_ruler = _held(text, defer=False)
    lazy, lazy_ruler = _held(text, defer=True)
    assert all(f.ruling is not None for f in eager)
    assert all(f.ruling is None for f in lazy)
    assert [f.without_ruling() for f in eager] == lazy
    verdict = lazy_ruler.finish()
    assert verdict == eager_ruler.finish()
    kept = [(e, f) for e, f in zip(eager, lazy) if verdict.keeps(f)]
    assert [lazy_ruler.ruled(f) for _e, f in kept] == [e for e, _f in kept]
    assert lazy_ruler.errors == []


def test_law2_json_rules_a_folded_dealer_finding_never_and_an_isolated_one_as_on_its_board(
        monkeypatch, tmp_path) -> None:
    calls = _counting(monkeypatch)
    folded = check_path(_write(tmp_path, ALL_NORTH), CheckOptions(fmt="json"))
    assert calls[K.DEALER_INCONSISTENT] == 0
    assert [json.loads(line)["kind"] for line in folded.output.splitlines()] == ["markings-pattern"]
    isolated = check_path(_write(tmp_path, ONE_TYPO), CheckOptions(fmt="json"))
    assert calls[K.DEALER_INCONSISTENT] == 1
    stream = open_path(_write(tmp_path, ONE_TYPO))
    ruler = FileRuler()
    ((board, finding),) = [(b, f) for b in stream for f in ruler.rule(b).findings]
    row = json_row(stream.path, board, finding.irregularity, finding.ruling, None, finding.cls, "en")
    assert isolated.output == json.dumps(row, ensure_ascii=False) + "\n"
