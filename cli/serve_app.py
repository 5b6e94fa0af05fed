"""The claim desk's web application (Flask): the pages and the JSON the page calls.

Safe by default: the command binds it to 127.0.0.1 only; a file is served only if it is
one of the files given on the command line or a .pbn/.lin file inside a given folder
(symbolic links resolved first, so ``..`` and links cannot leave them); a request whose
Host is not this machine is refused (DNS rebinding), and so is a POST that is not JSON
(a web page elsewhere cannot send one without the browser asking this server first,
and it never agrees). Every entry is validated on the server with the model's own code.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

from flask import Flask, Response, abort, jsonify, request

from hakem.model.settings import Settings
from hakem.parsers.files import input_files, read_path
from hakem.parsers.safe_output import write_text
from hakem.reports.claim_desk import desk_record, judge, read_statement
from hakem.reports.desk_state import DeskError, DeskInput, table
from hakem.reports.explain import catalogue_for
from hakem.reports.labels import desk_labels
from hakem.reports.html_report import TEMPLATES, environment, render
from hakem.reports.executors import run_files
from hakem.reports.frames import frames_from_records
from hakem.reports.records import Options

LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]")
LANGUAGES = ("en", "tr", "he")
STATIC = {"desk.js": "application/javascript", "desk.css": "text/css"}
#: The page may run its own script and call this server, nothing else.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; "
       "base-uri 'none'")


@dataclass
class Served:
    """The folders and files the desk may read, and where saved claims go."""

    files: list[Path]
    folders: list[Path]
    claims_file: Path
    settings: Settings = Settings()
    lang: str = "en"
    _report: str | None = field(default=None, repr=False)
    _boards: dict[Path, tuple[tuple[int, int], list[dict]]] = field(default_factory=dict, repr=False)
    """Each file's board list as last read, with the file's (mtime, size) then."""

    @classmethod
    def of(cls, paths: list[str], claims_file: str, settings: Settings, lang: str) -> "Served":
        files = [Path(p).resolve() for p in paths if Path(p).is_file()]
        folders = [Path(p).resolve() for p in paths if Path(p).is_dir()]
        return cls(files, folders, Path(claims_file).resolve(), settings, lang)

    def listed(self) -> list[Path]:
        """Every readable record file: the given files, those in the given folders, and
        the claims file once something was saved to it."""
        inside = (p.resolve() for p in input_files(self.folders))  # a link out of them: not served
        found = list(dict.fromkeys([*self.files, *(p for p in inside
                                                    if any(p.is_relative_to(f) for f in self.folders))]))
        if self.claims_file.is_file() and self.claims_file not in found:
            found.append(self.claims_file)
        return found

    def boards_of(self, path: Path) -> list[dict]:
        """The desk's list of a file's boards (number, contract), read again only when the
        file changed: the desk asks for every file's list each time it opens, and a season's
        folder takes seconds to read."""
        stat = path.stat()
        stamp = (stat.st_mtime_ns, stat.st_size)
        held = self._boards.get(path)
        if held is None or held[0] != stamp:
            result = read_path(path, name=self.name_of(path))
            held = (stamp, [{"index": k, "board": b.board_id,
                             "contract": str(b.contract) if b.contract else None}
                            for k, b in enumerate(result.boards)])
            self._boards[path] = held
        return held[1]

    def name_of(self, path: Path) -> str:
        for folder in self.folders:
            if path.is_relative_to(folder):
                return str(path.relative_to(folder))
        return path.name if path != self.claims_file else str(path)

    def resolve(self, name: str) -> Path:
        """The served file called ``name``, or a 404: never a path outside the served set."""
        if not name or "\x00" in name:
            abort(404)
        for path in self.listed():
            if self.name_of(path) == name:
                return path
        for folder in self.folders:  # a name relative to a folder, resolved and checked
            candidate = (folder / name).resolve()
            if candidate.is_relative_to(folder) and candidate.is_file() \
                    and candidate.suffix.lower() in (".pbn", ".lin"):
                return candidate
        abort(404)


def create_app(served: Served) -> Flask:
    app = Flask("hakem.serve", static_folder=None, template_folder=None)
    app.config["MAX_CONTENT_LENGTH"] = 256 * 1024

    @app.before_request
    def _local_only() -> None:
        host = (request.host or "").rsplit(":", 1)[0]
        if host not in LOCAL_HOSTS:
            abort(403)
        if request.method == "POST" and not request.is_json:
            abort(415)

    @app.after_request
    def _headers(response: Response) -> Response:
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        return response

    @app.errorhandler(DeskError)
    def _desk_error(exc: DeskError):  # type: ignore[no-untyped-def]
        return jsonify(error=str(exc), field=exc.field), 400

    def desk_input() -> DeskInput:
        data = request.get_json(silent=True)
        if not isinstance(data, dict):
            raise DeskError("the request is not a JSON object", "request")
        return DeskInput.from_json(data)

    def lang() -> str:
        """The page's ``?lang=`` if it is one we speak, else the command's ``--lang``."""
        wanted = request.args.get("lang")
        return wanted if wanted in LANGUAGES else served.lang

    @app.get("/")
    def session() -> str:
        if served._report is None:
            served._report = _session_page(served)
        return served._report

    @app.get("/desk")
    def desk() -> str:
        template = environment().get_template("desk.html.j2")
        return template.render(lang=lang(), rtl=lang() == "he", L=_desk_words(lang()))

    @app.get("/static/<name>")
    def static(name: str) -> Response:
        if name not in STATIC:
            abort(404)
        return Response((TEMPLATES / name).read_text(encoding="utf-8"), mimetype=STATIC[name])

    @app.get("/api/files")
    def files():  # type: ignore[no-untyped-def]
        return jsonify(files=[{"name": served.name_of(path), "boards": served.boards_of(path)}
                              for path in served.listed()])

    @app.get("/api/board")
    def board():  # type: ignore[no-untyped-def]
        path = served.resolve(request.args.get("file", ""))
        try:
            index = int(request.args.get("index", "0"))
        except ValueError:
            abort(400)
        result = read_path(path, name=served.name_of(path))
        if not 0 <= index < len(result.boards):
            return jsonify(error=f"{served.name_of(path)} has no record {index}", field="index"), 404
        return jsonify(DeskInput.from_board(result.boards[index]))

    @app.post("/api/table")
    def table_():  # type: ignore[no-untyped-def]
        return jsonify(table(desk_input()))

    @app.post("/api/statement")
    def statement():  # type: ignore[no-untyped-def]
        data = request.get_json(silent=True) or {}
        return jsonify(read_statement(str(data.get("statement") or "")[:500], lang()))

    @app.post("/api/judge")
    def judge_():  # type: ignore[no-untyped-def]
        return jsonify(judge(desk_input(), served.settings, lang()))

    @app.post("/api/record")
    def record() -> Response:
        return Response(desk_record(desk_input()), mimetype="application/x-pbn",
                        headers={"Content-Disposition": 'attachment; filename="claim.pbn"'})

    @app.post("/api/save")
    def save():  # type: ignore[no-untyped-def]
        text = desk_record(desk_input())
        target = served.claims_file
        before = target.read_text(encoding="utf-8") if target.is_file() else "% PBN 2.1\n"
        write_text(target, before.rstrip("\n") + "\n\n" + text)
        served._report = None
        return jsonify(saved=str(target), name=served.name_of(target))

    return app


def _desk_words(lang: str) -> dict:
    """The desk's words: :func:`desk_labels`, plus the catalogue's own ``desk.*`` terms it
    does not list yet (the words for entering the cards at the claim, issue 21, live in the
    catalogue, where the desk's words are moving)."""
    words = desk_labels(lang)
    mine, english = catalogue_for(lang).terms, catalogue_for("en").terms
    for key, text in english.items():
        if key.startswith("desk.") and "." not in key[5:]:
            words.setdefault(key[5:], mine.get(key, text))
    return words


def _session_page(served: Served) -> str:
    """The HTML report of the served files, each claim linking to the desk pre-filled."""
    names = {str(p): served.name_of(p) for p in served.listed()}
    # Opening the page must be quick on a big folder: contested claims are listed, not
    # searched (the desk judges one when the director asks); agreed claims get their
    # cheap 69B/71 check as in hakem check.
    listing = served.settings.replace(contested_claim_search=False)
    records = run_files(list(names), Options(views=True, settings=listing), progress=False)
    for file in records:
        for row, view in zip(file.rulings, file.views):
            if view["kind"] in ("claim", "concession"):
                query = urlencode({"file": names.get(file.path, Path(file.path).name),
                                   "index": row["board_index"], "lang": served.lang})
                view["desk_url"] = f"/desk?{query}"
    tables = frames_from_records(records)
    views = [v for r in records for v in r.views]
    return render(tables, views, "hakem session: claims and rulings", plots=False,
                  lang=served.lang)


def open_browser(url: str) -> None:  # pragma: no cover - starts the user's browser
    import webbrowser

    if os.environ.get("DISPLAY") or os.name != "posix" or os.environ.get("WAYLAND_DISPLAY"):
        webbrowser.open(url)


__all__ = ["Served", "create_app", "open_browser"]
