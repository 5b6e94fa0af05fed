"""`hakem stats --plot` and the report's charts in Turkish and Hebrew (issue 20): every
string handed to matplotlib (title, axis, bar names, values) is the catalogue's, law
titles and kinds in the language, the board count and date range in the title, numbers
written as the language writes them, and Hebrew reordered for a renderer that draws left
to right (reports/plot_text.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.reports.explain import catalogue_for
from hakem.reports.frames import frames
from hakem.reports.plot_text import visual
from hakem.reports.stats import frequency_table, plot, table_span

SAMPLES = Path(__file__).resolve().parents[1] / "samples"

pytest.importorskip("matplotlib")


@pytest.fixture(scope="module")
def sample_frames():  # type: ignore[no-untyped-def]
    return frames([SAMPLES])


def _drawn(table, lang: str, tmp_path: Path, monkeypatch, span: str) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    import matplotlib.axes

    seen: dict[str, list[str]] = {"title": [], "xlabel": [], "bars": [], "text": []}
    axes = matplotlib.axes.Axes
    real = {name: getattr(axes, name) for name in ("set_title", "set_xlabel", "barh", "text")}
    monkeypatch.setattr(axes, "set_title", lambda self, s, *a, **k: seen["title"].append(s)
                        or real["set_title"](self, s, *a, **k))
    monkeypatch.setattr(axes, "set_xlabel", lambda self, s, *a, **k: seen["xlabel"].append(s)
                        or real["set_xlabel"](self, s, *a, **k))
    monkeypatch.setattr(axes, "barh", lambda self, y, *a, **k: seen["bars"].extend(y)
                        or real["barh"](self, y, *a, **k))
    monkeypatch.setattr(axes, "text", lambda self, x, y, s, *a, **k: seen["text"].append(s)
                        or real["text"](self, x, y, s, *a, **k))
    plot(table, tmp_path / f"{lang}.png", span=span, lang=lang)
    assert (tmp_path / f"{lang}.png").stat().st_size > 1000
    return seen


def test_plot_turkish_strings_come_from_the_catalogue(sample_frames, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table = frequency_table(sample_frames.rulings, sample_frames.boards, "law")
    span = table_span(table, sample_frames.boards, "tr")
    boards = len(sample_frames.boards)
    assert span.startswith(f"{boards} bord, ") and " – " in span
    seen = _drawn(table, "tr", tmp_path, monkeypatch, span)
    cat = catalogue_for("tr")
    assert seen["title"] == [cat.term("plot.title.law").format(per="1.000", classes="masa") + "\n" + span]
    assert seen["xlabel"] == [cat.term("plot.xlabel").format(per="1.000")]
    assert "Yasa 29 – Sırasız bir konuşmadan sonra yöntem" in seen["bars"]
    assert not [b for b in seen["bars"] if "Law" in b]
    row = table.iloc[0]
    rate = f"{row['per_1000_boards']:.1f}".replace(".", ",")
    assert f"  {rate} (%{row['share']:.1f})".replace(".", ",") in seen["text"]


def test_plot_hebrew_strings_are_the_catalogues_in_drawing_order(sample_frames, tmp_path: Path,
                                                                 monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table = frequency_table(sample_frames.rulings, sample_frames.boards, "kind")
    span = table_span(table, sample_frames.boards, "he")
    seen = _drawn(table, "he", tmp_path, monkeypatch, span)
    cat = catalogue_for("he")
    title = cat.term("plot.title.kind").format(per="1,000", classes="שולחן") + "\n" + span
    assert seen["title"] == [visual(title)]
    assert seen["xlabel"] == [visual(cat.term("plot.xlabel").format(per="1,000"))]
    assert visual(cat.term("kind.revoke")) in seen["bars"]
    # reordered for drawing: reading the drawn string from the right gives the words back
    # (brackets mirrored: the opening one is drawn as ")" on the right of the word it opens)
    assert visual(title).split("\n")[0][::-1].startswith("ממצאים )שולחן( לכל 000,1 בורדים")


def test_plot_english_is_unchanged(sample_frames, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table = frequency_table(sample_frames.rulings, sample_frames.boards, "law")
    seen = _drawn(table, "en", tmp_path, monkeypatch, "67 boards, 2010.10.19 to 2024.06.18")
    assert seen["title"] == ["Table findings per 1,000 boards by law\n67 boards, 2010.10.19 to 2024.06.18"]
    assert seen["xlabel"] == ["findings per 1,000 boards (whiskers: 95 % Wilson interval)"]
    assert any(b.startswith("Law 29 – ") for b in seen["bars"])
