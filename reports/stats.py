"""Federation statistics: how often each finding happens, per kind, law, event, season, club.

What a federation can publish: for each group the number of findings, the rate per
``per`` boards (1,000 by default) with its 95 % Wilson score interval, the share of
all findings (%), and what the rate is measured on: the boards checked, their date
range and how many events they come from. ``by=kind`` and ``by=law`` divide by all
boards read; ``by=event``, ``season`` and ``club`` divide each group's findings by
that group's own boards. A ruling citing several laws counts once for each law
number it cites (``31A2(a)`` and ``31B`` count once for Law 31).

Only the classes of finding asked for are counted (:data:`DEFAULT_CLASSES`: findings
at the table, not claims nor defects of the files; see :mod:`hakem.laws.finding_class`).

The interval treats the findings of a group as a binomial count over its boards (a
board rarely holds two findings of one kind); when a group has more findings than
boards, the interval is left empty.

>>> import pandas as pd
>>> rulings = pd.DataFrame({"irregularity": ["revoke", "revoke", "claim"], "laws": ["64A1", "61;64", "70"],
...                         "class": ["table", "table", "claim"]})
>>> boards = pd.DataFrame({"event": ["a"] * 10})
>>> frequency_table(rulings, boards, "law")[["law", "findings", "per_1000_boards"]].values.tolist()
[['64', 2, 200.0], ['61', 1, 100.0]]
>>> wilson(2, 10)
(0.0567, 0.5098)
"""

from __future__ import annotations

import base64
import io
import math
import os
import re
from typing import IO, Any, Iterable

import pandas as pd

from hakem.extras import require
from hakem.model.settings import FindingClass, Language

from .explain import catalogue_for
from .explain.labels import column_label, kind_label
from .law_titles import law_title
from .plot_text import axis_label, bar_label, chart_title, drawn, span_text, value_label
from .summaries import law_numbers

BY = ("kind", "law", "event", "season", "club")
_GROUP_COLUMN = {"kind": "irregularity", "event": "event", "season": "season", "club": "club"}
UNKNOWN = "(unknown)"
#: The classes counted when none are asked for: infractions at the table.
DEFAULT_CLASSES = frozenset({FindingClass.TABLE})
#: z for a 95 % interval.
Z95 = 1.959963984540054
_DATE = re.compile(r"(\d{4})(?:[.\-/](\d{1,2}))?(?:[.\-/](\d{1,2}))?")


def rate_column(per: int) -> str:
    return f"per_{per}_boards"


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``k`` of ``n`` (rounded to 4 places)."""
    if n <= 0 or k < 0 or k > n:
        raise ValueError(f"no interval for {k} of {n}")
    p = k / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)


def select_classes(rulings: pd.DataFrame, classes: Iterable[FindingClass] | None) -> pd.DataFrame:
    """The rows of the classes asked for (all rows when the frame has no ``class`` column)."""
    wanted = {c.value for c in (DEFAULT_CLASSES if classes is None else classes)}
    if "class" not in rulings.columns or wanted == {c.value for c in FindingClass}:
        return rulings
    return rulings[rulings["class"].astype(object).isin(wanted)]


def frequency_table(rulings: pd.DataFrame, boards: pd.DataFrame, by: str = "kind",
                    per: int = 1000, classes: Iterable[FindingClass] | None = None) -> pd.DataFrame:
    """Counts and rates of findings grouped ``by`` kind, law, event, season or club.

    Columns: the group, ``findings``, ``boards`` (the denominator), ``per_<per>_boards``
    with ``ci95_low`` and ``ci95_high``, ``share`` (of the findings counted, in %),
    ``events``, ``date_from`` and ``date_to`` (of the boards); by law, the law's
    ``title``; by place or time, the group's ``top_kind``. Most frequent first.
    """
    if by not in BY:
        raise ValueError(f"--by must be one of {', '.join(BY)}, not {by!r}")
    if per <= 0:
        raise ValueError("--per must be a positive number of boards")
    rulings = select_classes(rulings, classes)
    total = len(rulings)
    if by in ("law", "kind"):
        if by == "law":
            keys = [law for laws in rulings.get("laws", pd.Series(dtype=object)).dropna()
                    for law in law_numbers(str(laws).split(";"))]
            counts = pd.Series(keys, dtype=object).value_counts()
        else:
            counts = rulings["irregularity"].astype(object).value_counts() if total else pd.Series(dtype=int)
        out = pd.DataFrame({by: counts.index.astype(str), "findings": counts.to_numpy()})
        whole = _measured_on(boards)
        for name, value in whole.items():
            out[name] = [value] * len(out)
    else:
        column = _GROUP_COLUMN[by]
        board_keys = _keys(boards, column)
        ruling_keys = _keys(rulings, column)
        counts = ruling_keys.value_counts()
        groups = board_keys.value_counts().index.union(counts.index)
        measured = {g: _measured_on(boards[(board_keys == g).to_numpy()]) for g in groups}
        out = pd.DataFrame({by: groups.astype(str)})
        out["findings"] = [int(counts.get(g, 0)) for g in groups]
        for name in ("boards", "events", "date_from", "date_to"):
            out[name] = [measured[g][name] for g in groups]
        kinds = rulings.assign(_key=ruling_keys.to_numpy()).groupby("_key", observed=True)["irregularity"]
        top = kinds.agg(lambda s: s.astype(object).value_counts().index[0]) if total else pd.Series(dtype=object)
        out["top_kind"] = [top.get(g) for g in groups]
    out["findings"] = out["findings"].astype("int64")
    out["boards"] = out["boards"].astype("int64")
    rate = rate_column(per)
    out[rate] = [round(k * per / n, 2) if n else float("nan") for k, n in zip(out["findings"], out["boards"])]
    bounds = [wilson(k, n) if n and k <= n else (float("nan"), float("nan"))
              for k, n in zip(out["findings"], out["boards"])]
    out["ci95_low"] = [round(lo * per, 2) for lo, _hi in bounds]
    out["ci95_high"] = [round(hi * per, 2) for _lo, hi in bounds]
    out["share"] = [round(100.0 * k / total, 2) if total else 0.0 for k in out["findings"]]
    if by == "law":
        out["title"] = [law_title(v) for v in out[by]]
    tie = out[by].map(lambda v: (int(v), v) if by == "law" and str(v).isdigit() else (10**9, str(v)))
    out = out.assign(_tie=tie).sort_values(["findings", "_tie"], ascending=[False, True],
                                           kind="stable").drop(columns="_tie")
    columns = [by, *(["title"] if by == "law" else []), "findings", "boards", rate, "ci95_low",
               "ci95_high", "share", "events", "date_from", "date_to",
               *(["top_kind"] if "top_kind" in out else [])]
    return out[columns].reset_index(drop=True)


def _measured_on(boards: pd.DataFrame) -> dict[str, Any]:
    """What a rate is measured on: boards, events, first and last date."""
    events = boards["event"].dropna().nunique() if "event" in boards.columns else 0
    dates = sorted(d for d in (normal_date(v) for v in boards.get("date", pd.Series(dtype=object))) if d)
    return {"boards": len(boards), "events": int(events),
            "date_from": dates[0] if dates else None, "date_to": dates[-1] if dates else None}


def normal_date(value: Any) -> str | None:
    """``2024.03.09`` -> ``2024-03-09``; ``2012.08.??`` -> ``2012-08``; None when no year.

    >>> normal_date("2012.08.??"), normal_date("????.??.??"), normal_date("2024/3/9")
    ('2012-08', None, '2024-03-09')
    """
    if not isinstance(value, str):
        return None
    m = _DATE.search(value)
    if not m:
        return None
    return "-".join([m.group(1)] + [f"{int(g):02d}" for g in m.groups()[1:] if g])


def _keys(df: pd.DataFrame, column: str) -> pd.Series:
    if column not in df.columns or df.empty:
        return pd.Series([UNKNOWN] * len(df), dtype=object)
    return df[column].astype(object).where(df[column].notna(), UNKNOWN).astype(str)


def for_reading(table: pd.DataFrame) -> pd.DataFrame:
    """The table as a person reads it: rates and their interval with one decimal, shares
    as percentages (``21.5%``), law titles read left to right. The exports (CSV, JSON,
    Parquet) keep the numbers."""
    out = table.copy()
    for column in [c for c in out.columns if c.startswith("per_")] + ["ci95_low", "ci95_high"]:
        if column in out.columns:
            out[column] = [("-" if pd.isna(v) else f"{v:.1f}") for v in out[column]]
    out["share"] = [f"{v:.1f}%" for v in out["share"]]
    if "title" in out.columns:
        titles = [t if isinstance(t, str) else "" for t in out["title"]]
        width = max((len(t) for t in titles), default=0)
        out["title"] = [t.ljust(width) for t in titles]
    return out


def table_span(table: pd.DataFrame, boards: pd.DataFrame | None = None,
               lang: str | Language = "en") -> str:
    """``67 boards, 2024.05.18 to 2025.02.04``: what a table counts, for its title, in ``lang``."""
    count = len(boards) if boards is not None else int(table["boards"].max() if len(table) else 0)
    dates: list[str] = []
    if boards is not None and "date" in boards.columns:
        dates = sorted(str(d) for d in boards["date"].dropna().unique() if str(d).strip("?# "))
    return span_text(count, dates, lang)


def format_table(table: pd.DataFrame, limit: int | None = None,
                 lang: str | Language = "en") -> str:
    """A plain-text table for a terminal (aligned columns, read as :func:`for_reading`). In a
    language other than English the column headers, the kinds and the law titles are said in
    it (the CSV and JSON exports keep the stable English names)."""
    shown = table if limit is None else table.head(limit)
    if catalogue_for(lang).code != "en":
        shown = titled(shown, lang)
    shown = for_reading(shown)
    if catalogue_for(lang).code != "en":
        for column in ("kind", "top_kind"):
            if column in shown.columns:
                shown[column] = [kind_label(v, lang) if v is not None else v
                                 for v in shown[column]]
        shown.columns = [column_label(c, lang) for c in shown.columns]
    text = shown.to_string(index=False, na_rep="-")
    lines = [text]
    if limit is not None and len(table) > limit:
        lines.append(catalogue_for(lang).term("ui.more-rows").format(n=len(table) - limit))
    return "\n".join(lines)


def titled(table: pd.DataFrame, lang: str | Language = "en") -> pd.DataFrame:
    """The table with its law ``title`` column in ``lang``: the catalogue's short law
    titles (``law-title.N``, docs/law-titles.md); a law the language has no title for
    is left without one rather than given the English title (the CSV/JSON/Parquet
    exports keep the English titles)."""
    cat = catalogue_for(lang)
    if cat.code == "en" or "title" not in table.columns or "law" not in table.columns:
        return table
    out = table.copy()
    out["title"] = [cat.terms.get(f"law-title.{law}") for law in out["law"]]
    return out


def plot_title(table: pd.DataFrame, classes: Iterable[FindingClass] | None = None,
               span: str | None = None, lang: str | Language = "en") -> str:
    """``Table findings per 1,000 boards by kind`` and what they are measured on (``span``,
    see :func:`table_span`, when given: the boards read and their dates)."""
    by, rate = table.columns[0], next(c for c in table.columns if c.startswith("per_"))
    per = int(rate.split("_")[1])
    if span is None and len(table):
        boards = int(table["boards"].sum()) if by in ("event", "season", "club") else int(table["boards"].iloc[0])
        dates = sorted(d for d in list(table["date_from"]) + list(table["date_to"]) if isinstance(d, str))
        span = span_text(boards, dates[:1] + dates[-1:], lang)
    return chart_title(by, per, DEFAULT_CLASSES if classes is None else classes, span, lang)


def plot(table: pd.DataFrame, path: str | os.PathLike[str] | IO[bytes], title: str | None = None,
         limit: int = 30, fmt: str | None = None, span: str | None = None,
         lang: str | Language = "en") -> None:
    """A horizontal bar chart of the rates (the most frequent ``limit`` groups) with their
    95 % intervals, each bar labelled with its rate (one decimal) and share (%), as
    PNG/SVG/PDF. The default title (:func:`plot_title`) says what was counted and on how
    many boards (``span``, see :func:`table_span`: the boards and the dates)."""
    matplotlib = require("matplotlib", "a chart (hakem stats --plot, the report's charts)")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    by = table.columns[0]
    rate = next(c for c in table.columns if c.startswith("per_"))
    shown = table.head(limit).iloc[::-1]
    height = max(2.5, 0.32 * len(shown) + 1.4)
    fig, ax = plt.subplots(figsize=(10 if by == "law" else 9, height), dpi=100)
    try:
        # every string matplotlib draws is the catalogue's, reordered for a right-to-left language
        labels = [drawn(bar_label(by, v, lang), lang) for v in shown[by]]
        values = shown[rate].fillna(0).to_numpy()
        low = (values - shown["ci95_low"].fillna(pd.Series(values, index=shown.index))).clip(lower=0)
        high = (shown["ci95_high"].fillna(pd.Series(values, index=shown.index)) - values).clip(lower=0)
        ax.barh(labels, values, color="#3465a4", xerr=[low.to_numpy(), high.to_numpy()],
                error_kw={"ecolor": "#555", "capsize": 2, "elinewidth": 0.8})
        per = int(rate.split("_")[1])
        ax.set_xlabel(drawn(axis_label(per, lang), lang))
        ax.set_title(drawn(title or plot_title(table, span=span, lang=lang), lang), fontsize=10)
        ends = values + high.to_numpy()
        for y, (end, value, share) in enumerate(zip(ends, values, shown["share"].fillna(0))):
            ax.text(end, y, drawn(value_label(value, share, lang), lang), va="center", fontsize=8)
        ax.margins(x=0.2)
        fig.tight_layout()
        fig.savefig(path, format=fmt)
    finally:
        plt.close(fig)


def plot_png_base64(table: pd.DataFrame, title: str | None = None, limit: int = 30,
                    span: str | None = None, lang: str | Language = "en") -> str:
    """The same plot as a base64 PNG, for embedding in a self-contained HTML page."""
    buffer = io.BytesIO()
    plot(table, buffer, title, limit, fmt="png", span=span, lang=lang)
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def table_records(table: pd.DataFrame) -> list[dict[str, Any]]:
    """Rows as plain values for templates and JSON."""
    return table.astype(object).where(table.notna(), None).to_dict("records")


__all__ = ["BY", "DEFAULT_CLASSES", "for_reading", "format_table", "frequency_table", "normal_date", "plot",
           "plot_png_base64", "plot_title", "rate_column", "select_classes", "table_records", "table_span",
           "titled",
           "wilson"]
