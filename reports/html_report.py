"""The self-contained HTML report a director reads after a session.

Summary counts, the frequency tables (with a plot) of :mod:`hakem.reports.stats`,
then one card per ruling: the hand diagram, the auction with the irregular call
marked, the play with the irregular card marked, the ruling with its law
references, double-dummy tricks when the record has them (or ``dd=True``) and a
BBO handviewer link.

Names and comments come from the records and are untrusted: the Jinja2
environment escapes everything (``autoescape=True``, since the template's
``.j2`` name would defeat extension-based autoescaping), and the page's Content
Security Policy allows no script and no external resource at all.

>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp()) / "report.html"
>>> report = write_report(["samples/seed-003-law67-defective-trick.pbn"], out)
>>> report.rulings > 0, "Law 67" in out.read_text(encoding="utf-8")
(True, True)
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Sequence

import jinja2

from hakem import __version__
from hakem.model.seat import Seat
from hakem.model.settings import FindingClass, Language, Settings
from hakem.parsers.safe_output import write_text

from .executors import run_files
from .explain import HTML_TERMS, catalogue_for
from .explain.labels import column_label, kind_label
from .frames import Frames, frames_from_records
from .records import LAW_EDITION, FileRecords, Options
from .stats import (DEFAULT_CLASSES, for_reading, frequency_table, plot_png_base64, plot_title,
                    select_classes, table_records, table_span, titled)
from .suit_text import with_symbols

TEMPLATES = Path(__file__).resolve().parent / "templates"
#: Rows of each frequency table shown in the page (the exports have them all).
STATS_ROWS = 40


@lru_cache(maxsize=1)
def environment():  # type: ignore[no-untyped-def]
    return jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), autoescape=True,
                              trim_blocks=True, lstrip_blocks=True,
                              undefined=jinja2.StrictUndefined)


def stats_blocks(tables: Frames, by: Sequence[str] = ("kind", "law"), per: int = 1000,
                 plots: bool = True, classes: Iterable[FindingClass] | None = None,
                 lang: str | Language = "en") -> list[dict[str, Any]]:
    blocks = []
    for key in by:
        table = frequency_table(tables.rulings, tables.boards, key, per, classes=classes)
        readable = for_reading(titled(table.head(STATS_ROWS), lang))
        blocks.append({
            "by": key, "columns": list(readable.columns),
            "rows": table_records(readable),
            "more": max(0, len(table) - STATS_ROWS),
            "plot": plot_png_base64(table, plot_title(table, classes, table_span(table, tables.boards, lang),
                                                      lang), lang=lang)
            if plots and len(table) else None,
        })
    return blocks


def labels(lang: str | Language = "en") -> dict[str, Any]:
    """What the template needs to speak ``lang``: its labels (``t.summary``...), the seat
    names, the page's language and direction, and helpers for values shown as labels."""
    cat = catalogue_for(lang)
    t = {key[5:].replace("-", "_").replace(".", "_"): cat.term(key)
         for key in HTML_TERMS if key.startswith("html.")}

    return {"t": t, "lang": cat.code, "direction": cat.direction,
            "seats": {seat.letter: cat.term(f"seat.{seat.name}") for seat in Seat},
            "letters": {seat.letter: cat.term(f"html.seat-letter.{seat.name}") for seat in Seat},
            "vul_label": lambda v: cat.term(f"html.vul.{_VUL_KEYS.get(v, v)}") if v else "?",
            "stats_title": lambda by: cat.term(f"html.stats.{by}"),
            "column_label": lambda column: column_label(column, lang),
            "kind_label": lambda kind: kind_label(kind, lang),
            "class_label": lambda cls: cat.term(f"class.{cls}")}


#: The board view's vulnerability words (reports/html_view.py) -> the label keys.
_VUL_KEYS = {"None": "None", "N-S": "NS", "E-W": "EW", "Both": "All"}


def class_counts(rulings: Any) -> list[tuple[str, int]]:
    """Findings by class, in the order table, claim, record."""
    counts = rulings["class"].astype(object).value_counts() if len(rulings) else {}
    return [(c.value, int(counts.get(c.value, 0))) for c in _CLASS_ORDER]


#: Error diagnostics listed per file on the page (all are counted; the rest: ``hakem check``).
ERRORS_LISTED = 20

#: Ruling cards show the table's findings first, then claims, then the records' defects.
_CLASS_ORDER = (FindingClass.TABLE, FindingClass.CLAIM, FindingClass.RECORD)


def render(tables: Frames, views: Sequence[dict[str, Any]], title: str = "hakem ruling report",
           per: int = 1000, by: Sequence[str] = ("kind", "law"), plots: bool = True,
           max_cards: int | None = None, classes: Iterable[FindingClass] | None = None,
           listed: Iterable[FindingClass] | None = None, lang: str | Language = "en",
           errors: Sequence[tuple[str, Sequence[str]]] | None = None) -> str:
    """The report page as a string, its labels in ``lang`` (the catalogue's ``html.*`` terms;
    the rulings' words are made in ``lang`` when the views are built: ``Settings.language``).

    The summary and the statistics count the findings of ``classes`` (the table's, by
    default); the cards show those of ``listed`` (every class by default), the table's
    first, then claims, then the records' defects.

    ``errors``: each file's diagnostics of severity error, as ``hakem check`` prints them
    (:attr:`FileRecords.errors`); the summary counts them all, as check does, and lists
    :data:`ERRORS_LISTED` a file with the number left out. Without them the page lists
    the tables' input problems.
    """
    cat = catalogue_for(lang)
    counted = frozenset(DEFAULT_CLASSES if classes is None else classes)
    wanted = {c.value for c in (FindingClass if listed is None else listed)}
    order = {c.value: i for i, c in enumerate(_CLASS_ORDER)}
    cards = sorted((v for v in views if v.get("finding_class", "table") in wanted),
                   key=lambda v: order.get(v.get("finding_class", "table"), 0))
    shown = once_per_board(cards if max_cards is None else cards[:max_cards])
    rulings = tables.rulings
    chosen = select_classes(rulings, counted)
    summary = {
        "files": tables.files, "boards": len(tables.boards), "rulings": len(rulings),
        "counted": len(chosen),
        "counted_classes": ", ".join(sorted(cat.term(f"class.{c.value}") for c in counted)),
        "several_classes": len(counted) > 1,
        "classes": class_counts(rulings),
        "needs_director": int(chosen["needs_director"].fillna(False).sum()) if len(chosen) else 0,
        "input_errors": tables.input_errors if errors is None else sum(len(e) for _, e in errors),
        "kinds": list(chosen["irregularity"].astype(object).value_counts().items()) if len(chosen) else [],
    }
    template = environment().get_template("report.html.j2")
    return template.render(title=title, version=__version__, edition=LAW_EDITION,
                           summary=summary, stats=stats_blocks(tables, by, per, plots, counted, lang),
                           per=per, problems=tables.problems[:200] if errors is None else [],
                           error_files=[{"file": f, "lines": list(e[:ERRORS_LISTED]),
                                         "more": max(0, len(e) - ERRORS_LISTED)} for f, e in errors or () if e],
                           cards=shown,
                           hidden=len(cards) - len(shown), **labels(lang))


_MARKER_COMMENT = re.compile(r"^\s*@[A-Z]")


def once_per_board(views: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cards with the director's note shown once per board, and the board's comments
    on its first card only, as text: a marker line's note is already the TD's note, so the
    raw marker syntax (``@LOOT E D3 refused by=N -- ...``) is never shown."""
    out, notes_seen, boards_seen = [], {}, set()
    for view in views:
        board = tuple(view["board_key"])
        notes = notes_seen.setdefault(board, set())
        card = dict(view)
        if card.get("note") in notes:
            card["note"] = None
        elif card.get("note"):
            notes.add(card["note"])
        card["comments"] = [] if board in boards_seen else [
            with_symbols(c) for c in view.get("comments", []) if not _MARKER_COMMENT.match(c)]
        boards_seen.add(board)
        out.append(card)
    return out


@dataclass
class ReportResult:
    path: str
    files: int
    boards: int
    rulings: int
    input_errors: int
    problems: list[str]


def write_report(paths: Iterable[str | os.PathLike[str]], out: str | os.PathLike[str], *,
                 title: str | None = None, per: int = 1000, dd: bool = False,
                 max_cards: int | None = None, season_start: int = 1,
                 settings: Settings = Settings(), listed: Iterable[FindingClass] | None = None,
                 records: Sequence[FileRecords] | None = None, **run: Any) -> ReportResult:
    """Read ``paths``, rule, and write the HTML report to ``out`` (atomically).

    ``run`` goes to :func:`hakem.reports.executors.run_files` (jobs, scheduler, shard, progress).
    """
    if records is None:
        records = run_files(paths, Options(season_start=season_start, views=True, dd=dd,
                                           settings=settings), **run)
    tables = frames_from_records(records)
    views = [v for r in records for v in r.views]
    lang = settings.language
    html = render(tables, views, title or _title(tables, lang), per=per, max_cards=max_cards,
                  classes=settings.stats_classes, listed=listed, lang=lang,
                  errors=[(r.path, r.errors) for r in records])
    write_text(out, html)
    return ReportResult(str(out), tables.files, len(tables.boards), len(tables.rulings),
                        tables.input_errors, tables.problems)


def _title(tables: Frames, lang: str | Language = "en") -> str:
    term = catalogue_for(lang).term
    events = tables.boards["event"].dropna().unique() if len(tables.boards) else []
    if len(events) == 1:
        return term("html.title-event").format(event=events[0])
    return term("html.title")


__all__ = ["ReportResult", "environment", "labels", "render", "stats_blocks", "write_report"]
