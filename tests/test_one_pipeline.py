"""Every command rules through the one entry point (laws.engine.rule_board): ``check``,
``report``, ``stats`` and ``archive add`` give identical rulings for the same files.

A ruling is compared by what a director reads: the file, the irregularity's kind, the
laws cited, the explanation, the compliance and the tricks and score after. ``stats``
publishes counts, so its counts by kind and by law must be the ones the other
commands' rulings give (those that are findings: an agreed claim that stands is not).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.main import cli
from hakem.reports.archive import query
from hakem.reports.summaries import law_numbers

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "samples"
#: Corpus files with calls out of rotation, insufficient bids, revokes, inadmissible doubles,
#: calls after the end, fouled deals and claims; and a LIN file with claims.
CORPUS_FILES = ("pbn/pbnj/src__test__resources__correct_10.pbn",
                "pbn/pbnj/src__test__resources__errors_10.pbn",
                "pbn/ben/Challenges__pav_second120.pbn",
                "pbn/bakerbridge/Package__Roman.pbn",
                "lin/endplay/tests__lin__example1.lin")

Ruling = tuple[str, str, tuple[str, ...], str, str, object, object, bool, str]


def _run(args: list[str]) -> str:
    done = CliRunner().invoke(cli, args)
    assert done.exit_code in (0, 1), done.output  # 1: an input file has errors
    return done.stdout


def _value(v: object) -> object:
    """Missing values as None, whatever the table format made of them."""
    return None if v is None or v != v else int(v)  # type: ignore[call-overload]


def by_check(paths: list[str]) -> Counter[Ruling]:
    out: Counter[Ruling] = Counter()
    for line in _run(["check", *paths, "--format", "json"]).splitlines():
        row = json.loads(line)
        r = row["ruling"]
        out[(row["file"], row["kind"], tuple(r["laws"]), r["explanation"], r["compliance"],
             r.get("tricks_after"), r.get("score_after"), r["finding"], row["class"])] += 1
    return out


def _table_rulings(rows: list[dict]) -> Counter[Ruling]:
    return Counter((r["source_file"], r["irregularity"], tuple((r["laws"] or "").split(";")),
                    r["explanation"] or "", r["compliance"], _value(r["tricks_after"]),
                    _value(r["score_after"]), bool(r["finding"]), r["class"]) for r in rows)


def by_report(paths: list[str], tmp: Path) -> Counter[Ruling]:
    out = tmp / "rulings.jsonl"
    _run(["report", *paths, "-o", str(out), "-q"])
    return _table_rulings([json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()])


def by_archive(paths: list[str], tmp: Path) -> Counter[Ruling]:
    root = tmp / "archive"
    _run(["archive", "add", *paths, "--to", str(root), "-q"])
    df = query(root, "SELECT * FROM rulings")
    return _table_rulings(df.astype(object).where(df.notna(), None).to_dict("records"))


def by_stats(paths: list[str], by: str, classes: str = "all") -> Counter[str]:
    rows = [json.loads(line) for line in _run(["stats", *paths, "--by", by, "--format", "json",
                                               "--class", classes, "-q"]).splitlines()]
    return Counter({row[by]: row["findings"] for row in rows})


def _same_everywhere(paths: list[str], tmp: Path) -> Counter[Ruling]:
    checked = by_check(paths)
    assert checked, "no ruling to compare"
    assert by_report(paths, tmp) == checked
    assert by_archive(paths, tmp) == checked
    kinds: Counter[str] = Counter()
    laws: Counter[str] = Counter()
    table: Counter[str] = Counter()
    for (_file, kind, cited, *_rest, finding, cls), n in checked.items():
        kinds[kind] += n
        for law in law_numbers(cited):
            laws[law] += n
        if cls == "table":
            table[kind] += n
        # an ordinary claim (agreed and standing, or upheld) is never a table finding
        assert finding or cls != "table"
    assert by_stats(paths, "kind") == kinds
    assert by_stats(paths, "law") == laws
    assert by_stats(paths, "kind", "table") == table  # what a federation counts by default
    return checked


def test_check_report_stats_and_archive_give_the_same_rulings_for_the_samples(tmp_path: Path) -> None:
    rulings = _same_everywhere([str(SAMPLES)], tmp_path)
    assert sum(rulings.values()) == 153  # every marked and detected irregularity of samples/ (the desk's claim and seed-004's nine claims included; issue 17 play samples: 28 more; laws3: 17D without ^S 4, 82C words 2, 11A figures 2)


@pytest.mark.corpus
def test_check_report_stats_and_archive_give_the_same_rulings_for_corpus_files(
        corpus: Path, tmp_path: Path) -> None:
    rulings = _same_everywhere([str(corpus / f) for f in CORPUS_FILES], tmp_path)
    kinds = {kind for _file, kind, *_rest in rulings}
    assert {"call-out-of-rotation", "insufficient-bid", "revoke", "claim"} <= kinds
