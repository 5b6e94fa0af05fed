"""hakem in a notebook: read records, check them, and get tables.

Three calls, in the spirit of python-chess (``chess.pgn.read_game``, ``board.push``):

>>> import hakem
>>> boards = hakem.read("samples/markers-play.pbn")
>>> len(boards), boards[1].contract, boards[1].declarer_swapped
(4, Contract.parse('4S', Seat.N), True)
>>> checked = hakem.check(boards)
>>> len(checked), checked[0]
(17, <Finding board 1: revoke by W at trick 4 card 4, Law 63A, 64A2, 64C, 64B4-5, 64C1>)
>>> print(checked[0].explanation[:60])
Defender W's revoke on trick 4 is established (63A): 1 trick
>>> tables = hakem.frames(checked)
>>> len(tables.rulings), list(tables.rulings["irregularity"][:2])
(17, ['revoke', 'claim'])

:func:`read` takes a PBN or LIN file, hakem's own JSON lines, or a directory of them.
:func:`check` rules on every irregularity of every board through the laws' one entry
point (:func:`hakem.laws.engine.rule_board`), under the federation's
:class:`~hakem.model.settings.Settings`. :func:`frames` gives the typed pandas tables
of boards, irregularities and rulings (:mod:`hakem.reports.frames`), from a check
already made (nothing is ruled twice) or straight from files.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union, overload

from hakem.laws.engine import BoardRulings, rule_board
from hakem.model.board import Board
from hakem.model.diagnostics import Diagnostic, HakemError, Severity
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import Ruling
from hakem.model.settings import Language, Settings
from hakem.parsers.files import input_files, read_path

if TYPE_CHECKING:
    from hakem.reports.frames import Frames

Path = Union[str, "os.PathLike[str]"]
#: File problems that mean nothing could be read.
_UNREADABLE = ("file.unreadable", "file.too-large", "file.internal-error")


class ReadError(HakemError):
    """A file named to :func:`read` could not be read at all."""


def read(path: Path) -> list[Board]:
    """Every board of a file (PBN, LIN or hakem's JSON lines, told by extension or
    content), or of every such file below a directory, in file order.

    Each board carries the diagnostics reading it found (``board.diagnostics``, with
    file:line:column). A named file that cannot be read raises :class:`ReadError`; in
    a directory, such a file is skipped with a warning (the others are read).

    >>> [b.board_id for b in read("samples/markers.lin")]
    ['1', '4']
    """
    named = os.fspath(path)
    boards: list[Board] = []
    for file in input_files([named]):
        result = read_path(file)
        fatal = [d for d in result.diagnostics if d.code in _UNREADABLE]
        if fatal and os.fspath(file) == named:
            raise ReadError("; ".join(str(d) for d in fatal))
        for diag in result.diagnostics:
            if diag.severity is not Severity.INFO:
                warnings.warn(str(diag), stacklevel=2)
        boards.extend(result.boards)
    return boards


@dataclass(frozen=True)
class Finding:
    """One irregularity of a board and the ruling on it."""

    board: Board
    irregularity: Irregularity
    ruling: Ruling
    language: Language = Language.EN
    """The language of :attr:`explanation` (the settings' ``language``)."""

    @property
    def kind(self) -> str:
        return self.irregularity.kind.value

    @property
    def laws(self) -> tuple[str, ...]:
        return self.ruling.laws

    @property
    def explanation(self) -> str:
        """The ruling in words (:func:`hakem.reports.explain.explain`, made from its facts)."""
        from hakem.reports.explain import explain  # words only when asked: import hakem stays light

        return explain(self.ruling, self.language)

    def _head(self) -> str:
        irr = self.irregularity
        who = f" by {irr.offender.name}" if irr.offender is not None else ""
        where = f" at {irr.position}" if irr.position is not None else ""
        return f"board {self.board.board_id or '?'}: {self.kind}{who}{where}"

    def __str__(self) -> str:
        return f"{self._head()}: Law {', '.join(self.laws)}: {self.explanation}"

    def __repr__(self) -> str:
        return f"<Finding {self._head()}, Law {', '.join(self.laws)}>"


@dataclass(frozen=True)
class Checked(Sequence[Finding]):
    """What :func:`check` found: a sequence of findings, board by board.

    ``boards`` keeps each board's :class:`~hakem.laws.engine.BoardRulings` (its case,
    with the replay and the marker diagnostics), for :func:`frames` and for a closer look.
    """

    boards: tuple[BoardRulings, ...]
    settings: Settings

    @property
    def findings(self) -> tuple[Finding, ...]:
        return tuple(Finding(b.board, irr, ruling, self.settings.language)
                     for b in self.boards for irr, ruling in b.pairs())

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        """A ``rule.failed`` error for each irregularity whose rule raised (the director rules)."""
        return tuple(e for b in self.boards for e in b.errors)

    @property
    def diagnostics(self) -> tuple[Diagnostic, ...]:
        """What reading the boards and their markers found, board by board."""
        return tuple(d for b in self.boards for d in (*b.board.diagnostics, *b.case.diagnostics))

    @overload
    def __getitem__(self, index: int) -> Finding: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Finding]: ...

    def __getitem__(self, index: int | slice) -> Finding | Sequence[Finding]:
        return self.findings[index]

    def __len__(self) -> int:
        return sum(len(b.rulings) for b in self.boards)

    def __iter__(self) -> Iterator[Finding]:
        return iter(self.findings)

    def __repr__(self) -> str:
        return f"<Checked {len(self.boards)} boards, {len(self)} findings>"


Source = Union[Board, Iterable[Board], Path]


def _boards(source: Source) -> list[Board]:
    if isinstance(source, Board):
        return [source]
    if isinstance(source, (str, os.PathLike)):
        return read(source)
    return list(source)


def check(source: Source, settings: Settings | None = None, **changes: Any) -> Checked:
    """Rule on every irregularity of ``source`` (boards, a board, or a path to read).

    ``settings`` are the federation's choices (default :class:`Settings`); keywords
    change single ones, e.g. ``check(boards, player_class="expert")``.

    >>> checked = check("samples/seed-001-law57-premature-play.pbn", claim_analysis=False)
    >>> [f.kind for f in checked], checked.settings.claim_analysis
    (['premature-play', 'director-called'], False)
    """
    chosen = (settings or Settings()).replace(**changes) if changes else (settings or Settings())
    return Checked(tuple(rule_board(board, chosen) for board in _boards(source)), chosen)


def frames(source: Checked | Source | Sequence[Path], settings: Settings | None = None,
           **options: Any) -> "Frames":
    """The tables (``.boards``, ``.irregularities``, ``.rulings``: typed pandas DataFrames).

    From a :class:`Checked` the rulings already made are used; from boards, files or
    directories everything is read and ruled (``options`` go to
    :func:`hakem.reports.frames.frames`: ``season_start``, ``rulings=False``, ``jobs``...).

    >>> frames("samples/clean-pairs-session.pbn").boards["contract"].tolist()
    ['3NT', '4S', '4H', '3NT']
    """
    from hakem.reports.frames import frames as _frames, frames_from_records
    from hakem.reports.records import Options, records_of_boards

    if isinstance(source, Checked):
        by_file: dict[str, list[BoardRulings]] = {}  # in the order the boards were read
        for ruled in source.boards:
            board = ruled.board
            path = board.span.path if board.span is not None and board.span.path else "<boards>"
            by_file.setdefault(path, []).append(ruled)
        chosen = Options(season_start=options.get("season_start", 1), settings=source.settings)
        records = [records_of_boards((), path, chosen, group[0].board.format, ruled=group)
                   for path, group in by_file.items()]
        return frames_from_records(records)
    if isinstance(source, (str, os.PathLike, Board)):
        source = [source]  # type: ignore[list-item]
    return _frames(list(source), settings=settings or Settings(), **options)  # type: ignore[arg-type]


__all__ = ["Checked", "Finding", "ReadError", "Settings", "check", "frames", "read"]
