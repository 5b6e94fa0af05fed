"""The session view: one HTML page per session (an input file), and an index of them.

What a director reads after a session, in the order he needs it: first *what to look
at*, sorted by need for attention (infractions at the table, then claims, the doubtful
ones first, then record defects, folded away since nothing happened at the table), then
every board in order with its table, round and pairs as the records give them
(``[Table]``, ``[Round]``, player tags, BBO's ``pn``), the hand diagram of boards that
were ruled on, the director's notes once per board, and the rulings with their laws.
Links: the index to each session, the list to the board and ruling, the board to the
BBO handviewer.

Page words come from :mod:`hakem.reports.labels`; ruling words from
:mod:`hakem.reports.explain`, with suit symbols (:mod:`hakem.reports.suit_text`).
The pages are self-contained, escaped, and allow no script (as the one-page report).

>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp())
>>> done = write_sessions(["samples/markers-play.pbn"], out)
>>> [p.name for p in done.pages], done.rulings
(['01-markers-play.html'], 17)
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

from hakem import __version__
from hakem.model.settings import Language, Settings
from hakem.parsers.safe_output import write_text

from .executors import run_files
from .explain import catalogue_for
from .html_report import environment
from .labels import labels_for
from .records import LAW_EDITION, FileRecords, Options
from .suit_text import with_symbols

#: Need for attention, most urgent first: what happened at the table, then claims,
#: then defects of the record itself.
ATTENTION = ("table", "claim", "record")
_CLAIM_KINDS = frozenset({"claim", "concession"})
#: Items listed per class under "what to look at"; the rest are counted (and on their boards).
LISTED = 300
_MARKER_COMMENT = re.compile(r"^\s*@[A-Z]")


def attention_class(ruling: dict[str, Any]) -> str:
    """Where a ruling row is listed under "what to look at": ``table``, ``claim`` or
    ``record``, from the finding's class (:mod:`hakem.laws.finding_class`).

    A claim or concession of class ``table`` (contested, or flagged under Law 69B or 71)
    is a claim to look at; one of class ``claim`` is ordinary (:func:`is_ordinary_claim`:
    counted, not listed); one of class ``record`` (its play does not replay) is a record
    defect. Other findings go by their class.
    """
    cls = ruling.get("class")
    if cls is None:  # a row made without classes (older tables): by kind and phase
        if ruling["irregularity"] in _CLAIM_KINDS:
            return "claim"
        return "record" if ruling["phase"] == "record" else "table"
    if ruling["irregularity"] in _CLAIM_KINDS and cls != "record":
        return "claim"
    return "record" if cls == "record" else "table"


def _pairs(board: dict[str, Any]) -> dict[str, str] | None:
    names = {seat: board.get(seat) for seat in ("north", "south", "east", "west")}
    if not any(names.values()):
        return None
    def pair(a: str, b: str) -> str:
        return " – ".join(n or "?" for n in (names[a], names[b]))
    return {"NS": pair("north", "south"), "EW": pair("east", "west")}


def _score(board: dict[str, Any], say) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """The NS score, or why it is not known (never a bare '?')."""
    score = board.get("score_ns")
    if score is None:
        score = board.get("score_ns_table")
    if score is not None:
        return {"value": f"{score:+d}" if score else "0", "why": None}
    if board.get("contract") in (None, ""):
        why = "why.no_contract"
    elif board.get("level") is None:
        why = "why.passed_out"
    else:
        why = "why.no_result"
    if why == "why.passed_out":
        return {"value": "0", "why": say(why)}
    return {"value": None, "why": say(why)}


def _notes(views: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """The director's notes of a board, each once, and its comments that are not marker
    lines (the marker's own note is among the notes, as text)."""
    notes: list[str] = []
    for view in views:
        for text in (view.get("note"), view.get("statement")):
            text = with_symbols(text.strip()) if text else None
            if text and text not in notes:
                notes.append(text)
    comments = []
    for text in views[0]["comments"] if views else []:
        text = with_symbols(text) or ""
        if _MARKER_COMMENT.match(text) or any(n in " ".join(text.split()) for n in notes):
            continue
        comments.append(text)
    return notes, comments


_POSITION = re.compile(r"(?:call (?P<call>\d+)|trick (?P<trick>\d+)(?: card (?P<card>\d+))?"
                       r"|(?P<word>auction|play|record))$")


def position_words(position: str | None, term) -> str | None:  # type: ignore[no-untyped-def]
    """A row's position ("trick 4 card 2", as :class:`~hakem.model.irregularity.Position`
    writes it in the tables) in the page's language ("4. löve, 2. kart")."""
    found = _POSITION.match(position) if position else None
    if found is None:
        return position
    if found["call"]:
        return term("ui.position.call").format(number=int(found["call"]))
    if found["card"]:
        return term("ui.position.trick-card").format(trick=int(found["trick"]), card=int(found["card"]))
    if found["trick"]:
        return term("ui.position.trick").format(trick=int(found["trick"]))
    return term(f"ui.position.{found['word']}")


def _ruling(row: dict[str, Any], view: dict[str, Any] | None, term) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    return {
        "id": row["ruling_id"], "anchor": f"r-{row['ruling_id']}",
        "kind": term("kind." + row["irregularity"]), "class": attention_class(row),
        "offender": term(f"seat.{row['offender']}") if row["offender"] else None,
        "laws": (row["laws"] or "").replace(";", ", "),
        "explanation": with_symbols(row["explanation"]) or "",
        "effects": [with_symbols(e) for e in (view or {}).get("effects", [])],
        "needs_director": bool(row["needs_director"]), "origin": row["origin"],
        "position": position_words(row["position"], term), "ordinary": is_ordinary_claim(row),
    }


def is_ordinary_claim(row: dict[str, Any]) -> bool:
    """A claim or concession of class ``claim``: agreed and standing, or contested and
    upheld (:func:`hakem.laws.finding_class.claim_is_table`), the everyday end of a board,
    not something to look at (it stays on its board). Without a class: one with no open
    question for the director and no change of score."""
    if row["irregularity"] not in _CLAIM_KINDS:
        return False
    if row.get("class") is not None:
        return row["class"] == "claim"
    return not row["needs_director"] and row.get("score_ns_adjusted") is None


def session_view(records: FileRecords, slug: str, lang: str | Language = "en") -> dict[str, Any]:
    """Everything one session page shows, as plain dictionaries."""
    say = labels_for(lang)
    term = catalogue_for(lang).term
    views = {v["ruling_id"]: v for v in records.views}
    by_board: dict[int | None, list[dict[str, Any]]] = {}
    for row in records.rulings:  # board_index None: a finding about the whole file
        by_board.setdefault(row["board_index"], []).append(row)
    boards, attention = [], {name: [] for name in ATTENTION}
    ordinary = 0
    for board in records.boards:
        index = board["board_index"]
        rows = by_board.get(index, [])
        ruled = [views[r["ruling_id"]] for r in rows if r["ruling_id"] in views]
        notes, comments = _notes(ruled)
        entry = {
            "anchor": f"b{index + 1}", "board_no": board["board_no"] or str(index + 1),
            "table_no": board["table_no"], "round": board["session"], "section": board["section"],
            "room": board["room"], "pairs": _pairs(board),
            "contract": with_symbols(ruled[0]["contract"]) if ruled and ruled[0]["contract"]
            else with_symbols(board["contract"]),
            "declarer": board["declarer"], "result": board["result"], "score": _score(board, say),
            "dealer": term(f"seat.{board['dealer']}") if board["dealer"] else None,
            "vulnerability": (term(f"html.vul.{board['vulnerability']}")
                              if board["vulnerability"] else None),
            "hands": ruled[0]["hands"] if ruled else None,
            "handviewer_url": ruled[0]["handviewer_url"] if ruled else None,
            "notes": notes, "comments": comments,
            "rulings": [_ruling(r, views.get(r["ruling_id"]), term) for r in rows],
        }
        boards.append(entry)
        for ruling in entry["rulings"]:
            if ruling["ordinary"]:
                ordinary += 1
                continue
            attention[ruling["class"]].append(dict(ruling, board_no=entry["board_no"],
                                                   table_no=entry["table_no"], room=entry["room"],
                                                   board_anchor=entry["anchor"]))
    whole_file = [_ruling(r, views.get(r["ruling_id"]), term) for r in by_board.get(None, [])]
    for ruling in whole_file:
        attention[ruling["class"]].append(dict(ruling, board_no=None, table_no=None, room=None,
                                               board_anchor="whole-file"))
    for items in attention.values():  # the director's open questions first, then board order
        items.sort(key=lambda r: not r["needs_director"])
    first = records.boards[0] if records.boards else {}
    title = first.get("event") or Path(records.path).stem
    return {
        "slug": slug, "file": records.path, "title": title, "date": first.get("date"),
        "club": first.get("club"), "boards": boards, "attention": attention, "whole_file": whole_file,
        "rulings": len(records.rulings), "problems": records.problems, "ordinary_claims": ordinary,
        "input_errors": records.input_errors,
        "needs_director": sum(1 for r in records.rulings if r["needs_director"]),
    }


def slug_for(number: int, path: str) -> str:
    """``03-markers-play.html``: the page of the ``number``-th session, safe as a file name."""
    stem = re.sub(r"[^\w.-]+", "-", Path(path).stem, flags=re.ASCII).strip("-.") or "session"
    return f"{number:02d}-{stem[:60]}.html"


@dataclass
class SessionsResult:
    index: Path
    pages: list[Path] = field(default_factory=list)
    boards: int = 0
    rulings: int = 0
    input_errors: int = 0
    problems: list[str] = field(default_factory=list)


def _page_context(lang: str | Language) -> dict[str, Any]:
    code = lang.value if isinstance(lang, Language) else str(lang)
    term = catalogue_for(code).term
    return {"label": labels_for(code), "lang": code, "dir": catalogue_for(code).direction,
            "seat_letter": {s: term(f"html.seat-letter.{s}") for s in "NESW"},
            "side": {s: term(f"side.{s}") for s in ("NS", "EW")},
            "version": __version__, "edition": LAW_EDITION, "attention_order": ATTENTION,
            "listed": LISTED}


def write_sessions(paths: Iterable[str | os.PathLike[str]], out_dir: str | os.PathLike[str], *,
                   settings: Settings = Settings(), season_start: int = 1,
                   records: Sequence[FileRecords] | None = None, **run: Any) -> SessionsResult:
    """Rule on every file of ``paths`` and write one page per file and ``index.html``
    into ``out_dir`` (each page written atomically)."""
    if records is None:
        records = run_files(paths, Options(season_start=season_start, views=True,
                                           settings=settings), **run)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    lang = settings.language
    env, common = environment(), _page_context(lang)
    sessions = [session_view(r, slug_for(i, r.path), lang) for i, r in enumerate(records, start=1)]
    result = SessionsResult(out / "index.html")
    for session in sessions:
        page = out / session["slug"]
        write_text(page, env.get_template("session.html.j2").render(session=session, **common))
        result.pages.append(page)
        result.boards += len(session["boards"])
        result.rulings += session["rulings"]
        result.input_errors += session["input_errors"]
        result.problems += session["problems"]
    write_text(result.index, env.get_template("sessions_index.html.j2").render(sessions=sessions, **common))
    return result


__all__ = ["ATTENTION", "LISTED", "SessionsResult", "attention_class", "is_ordinary_claim", "position_words",
           "session_view", "slug_for", "write_sessions"]
