"""Reading and writing PBN (Portable Bridge Notation) files.

The reader accepts PBN 2.1 *import* format and the deviations real files show
(see docs/pbn.md). It is lenient by default: every problem becomes a
:class:`~hakem.model.diagnostics.Diagnostic` on the board, with file, line and
column, and a game that cannot be read at all still yields a board carrying an
error, so nothing disappears silently. ``strict=True`` raises
:class:`~hakem.model.diagnostics.ParseError` at the first error instead.

>>> board = loads('[Board "1"]\\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]')[0]
>>> board.number, board.deal.is_complete
(1, True)
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, ParseError, Severity, SourceSpan

from .pbn_build import FileState, build_board
from .pbn_grammar import pbn_parser
from .pbn_split import Chunk, split_games, split_joined
from .pbn_tokens import MergedGames, Positions
from .pbn_writer import dump, dumps, write_board
from .source import Source, read_source, text_source

__all__ = ["iter_boards", "load", "loads", "dump", "dumps", "write_board", "iter_text"]

#: Give up on a game after this many unreadable tokens.
MAX_RECOVERIES = 40
#: Each recovery reads the game again from its start: a long game gets fewer of them, so
#: that recovering never costs more than reading this many characters (a real game is a
#: few kB and keeps all 40).
MAX_RECOVERY_CHARS = 2_000_000
#: Tokens a file may cost the parser: a real file has about 13,000 a megabyte (runs of
#: calls, cards and tags are one token each), so a 32 MB one has well under 500,000. A
#: hostile one (a token every two bytes) past this has its remaining games rejected, each
#: with an error, so that no file takes more than about half a minute.
MAX_FILE_TOKENS = 3_000_000
#: A game longer than this is not parsed (a real one is a few kB; the longest in the
#: corpus, a lesson with long commentary, is under 20 kB).
MAX_GAME_CHARS = 1_000_000


def iter_boards(source: Source, path: str | None = None, *, strict: bool = False) -> Iterator[Board]:
    """Stream the boards of a PBN file (a path or an open text or binary handle)."""
    text = read_source(source, path)
    yield from iter_text(text.text, text.path, strict=strict, notes=text.notes)


def load(source: Source, path: str | None = None, *, strict: bool = False) -> list[Board]:
    """All boards of a PBN file."""
    return list(iter_boards(source, path, strict=strict))


def loads(text: str, path: str | None = None, *, strict: bool = False) -> list[Board]:
    """All boards of PBN text."""
    decoded = text_source(text, path)
    return list(iter_text(decoded.text, decoded.path, strict=strict))


def iter_text(text: str, path: str | None = None, *, strict: bool = False,
              notes: Iterable[Diagnostic] = ()) -> Iterator[Board]:
    """Boards of already-decoded PBN text (newlines normalised).

    ``notes`` are diagnostics about the text itself (from decoding it): each goes to
    the board whose game holds its line (or the next one).
    """
    state = FileState()
    queue = sorted(notes, key=lambda d: d.span.line if d.span is not None else 0)
    waiting: list[Diagnostic] = []
    for chunk in split_games(text):
        if queue:
            end = chunk.line + chunk.text.count("\n")
            while queue and (queue[0].span is None or queue[0].span.line <= end):
                waiting.append(queue.pop(0))
        try:
            board = _read_game(chunk, path, state, strict, waiting)
        except MergedGames:
            for board in _read_merged(chunk, path, state, strict, waiting):
                waiting = []
                yield board
            continue
        if board is not None:
            waiting = []
            yield board
    waiting.extend(queue)
    trailing = state.pending_comments and any(c.text.strip() for c in state.pending_comments)
    if trailing or waiting:
        # Commentary after the last game: keep it visible rather than drop it.
        span = state.pending_comments[0].span if trailing else waiting[0].span
        diags = tuple(waiting)
        if trailing:
            diags += (Diagnostic(Severity.INFO, "pbn.trailing-text", "commentary after the last game "
                                 "(kept on an empty record)", span),)  # (no values)
        yield Board(comments=tuple(state.pending_comments) if trailing else (), diagnostics=diags, span=span)


def _read_merged(chunk: Chunk, path: str | None, state: FileState, strict: bool,
                 notes: list[Diagnostic]) -> Iterator[Board]:
    """The boards of a chunk holding games written without a blank line between them
    (a game repeated [Event], [Board] or [Deal]): cut where the tag repeats."""
    for piece in split_joined(chunk):  # (one piece: the tag is not at a line start)
        board = _read_game(piece, path, state, strict, notes, merged_ok=True)
        if board is not None:
            notes = []
            yield board


def _read_game(chunk: Chunk, path: str | None, state: FileState, strict: bool,
               notes: list[Diagnostic] | None = None, merged_ok: bool = False) -> Board | None:
    pos = Positions(path, chunk.line, state.budget)
    if merged_ok:
        pos.cut_merged = False
    if notes:
        pos.diagnostics.extend(notes)
    text = chunk.text
    if state.tokens > MAX_FILE_TOKENS:
        span = SourceSpan(path, chunk.line, 1)
        message = (f"the file has used up its limit of {MAX_FILE_TOKENS:,} tokens (a real file has about "
                   "13,000 a megabyte); this game is not read")
        if strict:
            raise ParseError(message, span, "", "pbn.file-too-large")
        pos.error("pbn.file-too-large", message, span, limit=MAX_FILE_TOKENS)
        return Board(diagnostics=pos.collected(), span=span)
    if len(text) > MAX_GAME_CHARS:
        if not merged_ok and len(split_joined(chunk)) > 1:
            raise MergedGames("too large")  # (games without blank lines: only the big one is lost)
        span = SourceSpan(path, chunk.line, 1)
        longest = max(text.split("\n"), key=len)
        where = ""
        if len(longest) > MAX_GAME_CHARS // 2:  # one line is the problem: say which
            line = chunk.line + text[:text.index(longest)].count("\n")
            where = f" (line {line} alone has {len(longest):,})"
        message = f"game of {len(text):,} characters{where} is over the limit of {MAX_GAME_CHARS:,}; not read"
        if strict:
            raise ParseError(message, span, "", "pbn.record-too-large")
        pos.error("pbn.record-too-large", message, span, chars=len(text), limit=MAX_GAME_CHARS)
        return Board(diagnostics=pos.collected(), span=span)
    if chunk.joined:
        # A game that repeats [Event], [Board] or [Deal] without a blank line before it:
        # the two games would have been read as one.
        _split_error(pos, strict, "pbn.missing-blank-line", "no blank line between this game and the "
                     "one before (it repeats a tag that starts a game); read as a separate game",
                     SourceSpan(path, chunk.line, 1), text)
    if chunk.unclosed_brace:
        line, column = chunk.brace or (chunk.line, 1)
        if chunk.runs_into is not None:
            message = (f"a '{{' comment is still open where the next game starts (line "
                       f"{chunk.runs_into}); it is closed there")
        else:
            message = "a '{' comment is never closed"
        _split_error(pos, strict, "pbn.unclosed-comment", message, SourceSpan(path, line, column), text,
                     kind="next-game" if chunk.runs_into is not None else "never", line=chunk.runs_into)
        text = text + "}"
    parser = pbn_parser()
    items: list[Any] | None = None
    attempts = max(2, min(MAX_RECOVERIES, MAX_RECOVERY_CHARS // max(len(text), 1)))
    for _attempt in range(attempts):
        try:
            items = parser.parse(text)
            break
        except UnexpectedInput as exc:
            if _attempt == 0 and not merged_ok and len(split_joined(chunk)) > 1:
                # Games without blank lines between them: read them one by one, so that
                # a broken one costs itself only (see _read_merged).
                raise MergedGames("syntax") from None
            span, start, end = _error_place(exc, text, pos)
            state.tokens += len(text[:start].split())  # (what the failed attempt read: about that)
            message = _describe(exc, text, start, end)
            if strict:
                raise ParseError(message, span, _context(text, start), "pbn.syntax") from None
            pos.error("pbn.syntax", message, span, **_syntax_args(exc, text, start, end))
            # Blank out the offending text (keeping line and column numbers) and retry.
            text = text[:start] + "".join(c if c == "\n" else " " for c in text[start:end]) + text[end:]
    if items is not None:
        state.tokens += sum(len(toks) for _kind, toks in items)
    if items is None:
        pos.error("pbn.unreadable", f"game gave up after {attempts} syntax errors",
                  SourceSpan(path, chunk.line, 1), count=attempts)
        return Board(diagnostics=pos.collected(), span=SourceSpan(path, chunk.line, 1))
    pending = state.pending_comments, state.pending_escapes
    try:
        board = build_board(items, pos, state)
    except MergedGames:
        state.pending_comments, state.pending_escapes = pending  # read again, in pieces
        raise
    except Exception as exc:  # a bug of ours must not cost the rest of the file
        if strict:
            raise
        pos.error("pbn.internal-error", f"hakem could not build this board ({type(exc).__name__}: "
                  f"{exc}); please report it", SourceSpan(path, chunk.line, 1), detail=f"{type(exc).__name__}: {exc}")
        return Board(diagnostics=pos.collected(), span=SourceSpan(path, chunk.line, 1))
    if board is None:
        return None
    if strict:
        for diag in board.diagnostics:
            if diag.severity is Severity.ERROR:
                raise ParseError.from_diagnostic(diag)
    return board


def _split_error(pos: Positions, strict: bool, code: str, message: str, span: SourceSpan, text: str,
                 **args: object) -> None:
    if strict:
        raise ParseError(message, span, text.split("\n", 1)[0][:200], code)
    pos.error(code, message, span, **args)


def _error_place(exc: UnexpectedInput, text: str, pos: Positions) -> tuple[SourceSpan, int, int]:
    """File position of a syntax error and the slice of text to skip."""
    if isinstance(exc, UnexpectedToken) and getattr(exc, "token", None) is not None \
            and getattr(exc.token, "start_pos", None) is not None:
        start = exc.token.start_pos
        end = getattr(exc.token, "end_pos", None) or start + len(str(exc.token.value or " "))
    else:
        start = getattr(exc, "pos_in_stream", None) or 0
        end = start
        while end < len(text) and not text[end].isspace():
            end += 1
        end = max(end, start + 1)
    line = text.count("\n", 0, start) + 1
    column = start - (text.rfind("\n", 0, start) + 1) + 1
    return SourceSpan(pos.path, pos.line0 + line - 1, column), start, end


def _describe(exc: UnexpectedInput, text: str, start: int, end: int) -> str:
    found = text[start:end].strip()[:40] or "end of game"
    if isinstance(exc, UnexpectedCharacters):
        return f"unexpected {found!r}"
    if isinstance(exc, UnexpectedToken):
        return f"unexpected {found!r} here"
    return f"cannot read {found!r}"


def _syntax_args(exc: UnexpectedInput, text: str, start: int, end: int) -> dict[str, object]:
    """:func:`_describe`'s values: ``kind`` (``char``, ``token``, ``other``, ``end``) and ``found``."""
    found = text[start:end].strip()[:40]
    kind = ("end" if not found else "char" if isinstance(exc, UnexpectedCharacters)
            else "token" if isinstance(exc, UnexpectedToken) else "other")
    return {"kind": kind, "found": found}


def _context(text: str, start: int, span: int = 40) -> str:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start: line_end if line_end != -1 else len(text)]
    return line[:200] + "\n" + " " * (start - line_start) + "^"
