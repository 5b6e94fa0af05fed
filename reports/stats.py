"""Federation statistics: how often each irregularity happens, per law, event, season, club.

Rates are per ``per`` boards (1,000 by default) of the boards read, so events of
different sizes compare. ``by=kind`` and ``by=law`` divide by all boards; ``by=event``,
``season`` and ``club`` divide each group's irregularities by that group's boards.
A ruling citing several laws counts once for each law number it cites
(``31A2(a)`` and ``31B`` count once for Law 31).

>>> import pandas as pd
>>> rulings = pd.DataFrame({"irregularity": ["revoke", "revoke", "claim"], "laws": ["64A1", "61;64", "70"]})
>>> boards = pd.DataFrame({"event": ["a"] * 10})
>>> frequency_table(rulings, boards, "law")[["law", "irregularities", "per_1000_boards"]].values.tolist()
[['64', 2, 200.0], ['61', 1, 100.0], ['70', 1, 100.0]]
"""

from __future__ import annotations

import base64
import io
import os
from typing import IO, Any

import pandas as pd

from .summaries import law_numbers

BY = ("kind", "law", "event", "season", "club")
_GROUP_COLUMN = {"kind": "irregularity", "event": "event", "season": "season", "club": "club"}
UNKNOWN = "(unknown)"


def rate_column(per: int) -> str:
    return f"per_{per}_boards"


def frequency_table(rulings: pd.DataFrame, boards: pd.DataFrame, by: str = "kind",
                    per: int = 1000) -> pd.DataFrame:
    """Counts and rates of irregularities grouped ``by`` kind, law, event, season or club.

    Columns: the group, ``irregularities``, ``boards`` (the denominator),
    ``per_<per>_boards`` and ``share`` (of all irregularities, in percent);
    group-by-place tables add ``top_kind``. Sorted by count, most frequent first.
    """
    if by not in BY:
        raise ValueError(f"--by must be one of {', '.join(BY)}, not {by!r}")
    if per <= 0:
        raise ValueError("--per must be a positive number of boards")
    total = len(rulings)
    rate = rate_column(per)
    if by == "law":
        keys = [law for laws in rulings.get("laws", pd.Series(dtype=object)).dropna()
                for law in law_numbers(str(laws).split(";"))]
        counts = pd.Series(keys, dtype=object).value_counts()
        out = pd.DataFrame({by: counts.index.astype(str), "irregularities": counts.to_numpy()})
        out["boards"] = len(boards)
    elif by == "kind":
        counts = rulings["irregularity"].astype(object).value_counts() if total else pd.Series(dtype=int)
        out = pd.DataFrame({by: counts.index.astype(str), "irregularities": counts.to_numpy()})
        out["boards"] = len(boards)
    else:
        column = _GROUP_COLUMN[by]
        board_keys = _keys(boards, column)
        denominators = board_keys.value_counts()
        ruling_keys = _keys(rulings, column)
        counts = ruling_keys.value_counts()
        groups = denominators.index.union(counts.index)
        out = pd.DataFrame({by: groups.astype(str)})
        out["irregularities"] = [int(counts.get(g, 0)) for g in groups]
        out["boards"] = [int(denominators.get(g, 0)) for g in groups]
        kinds = rulings.assign(_key=ruling_keys.to_numpy()).groupby("_key", observed=True)["irregularity"]
        top = kinds.agg(lambda s: s.astype(object).value_counts().index[0]) if total else pd.Series(dtype=object)
        out["top_kind"] = [top.get(g) for g in groups]
    out["irregularities"] = out["irregularities"].astype("int64")
    out["boards"] = out["boards"].astype("int64")
    out[rate] = [round(n * per / b, 2) if b else float("nan")
                 for n, b in zip(out["irregularities"], out["boards"])]
    out["share"] = [round(100.0 * n / total, 2) if total else 0.0 for n in out["irregularities"]]
    tie = out[by].map(lambda v: (int(v), v) if by == "law" and str(v).isdigit() else (10**9, str(v)))
    out = out.assign(_tie=tie).sort_values(["irregularities", "_tie"], ascending=[False, True],
                                           kind="stable").drop(columns="_tie")
    columns = [by, "irregularities", "boards", rate, "share"] + (["top_kind"] if "top_kind" in out else [])
    return out[columns].reset_index(drop=True)


def _keys(df: pd.DataFrame, column: str) -> pd.Series:
    if column not in df.columns or df.empty:
        return pd.Series([UNKNOWN] * len(df), dtype=object)
    return df[column].astype(object).where(df[column].notna(), UNKNOWN).astype(str)


def format_table(table: pd.DataFrame, limit: int | None = None) -> str:
    """A plain-text table for a terminal (aligned columns, a total line)."""
    shown = table if limit is None else table.head(limit)
    text = shown.to_string(index=False, na_rep="-")
    lines = [text]
    if limit is not None and len(table) > limit:
        lines.append(f"... {len(table) - limit} more rows (use --limit 0 for all)")
    return "\n".join(lines)


def plot(table: pd.DataFrame, path: str | os.PathLike[str] | IO[bytes], title: str | None = None,
         limit: int = 30, fmt: str | None = None) -> None:
    """A horizontal bar chart of the rates (the most frequent ``limit`` groups) as PNG/SVG/PDF."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    by = table.columns[0]
    rate = table.columns[3]
    shown = table.head(limit).iloc[::-1]
    height = max(2.5, 0.32 * len(shown) + 1.2)
    fig, ax = plt.subplots(figsize=(8, height), dpi=100)
    try:
        labels = [str(v)[:48] for v in shown[by]]
        if by == "law":
            labels = [f"Law {v}" for v in labels]
        ax.barh(labels, shown[rate].fillna(0), color="#3465a4")
        ax.set_xlabel(rate.replace("_", " ").replace("per ", "per "))
        ax.set_title(title or f"Irregularities {rate.replace('_', ' ')} by {by}")
        for y, value in enumerate(shown[rate].fillna(0)):
            ax.text(value, y, f" {value:g}", va="center", fontsize=8)
        ax.margins(x=0.12)
        fig.tight_layout()
        fig.savefig(path, format=fmt)
    finally:
        plt.close(fig)


def plot_png_base64(table: pd.DataFrame, title: str | None = None, limit: int = 30) -> str:
    """The same plot as a base64 PNG, for embedding in a self-contained HTML page."""
    buffer = io.BytesIO()
    plot(table, buffer, title, limit, fmt="png")
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def table_records(table: pd.DataFrame) -> list[dict[str, Any]]:
    """Rows as plain values for templates and JSON."""
    return table.astype(object).where(table.notna(), None).to_dict("records")


__all__ = ["BY", "format_table", "frequency_table", "plot", "plot_png_base64", "rate_column",
           "table_records"]
