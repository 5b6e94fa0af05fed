"""The claim desk's one door to the claim judge (``hakem serve``).

Everything the desk knows about judging a claim goes through this module, so that a
new claim model is one file to adapt. The ruling is made the way ``hakem check`` makes
it: the desk's board is written as an annotated PBN record (:func:`annotated_pbn`), read
back by the PBN reader and ruled by the laws' one entry point; the page shows that
ruling's words (``explain``, in the director's language), so the saved record re-read
later gives the same ruling by construction. The critical line, double dummy and the
points for the director come from the normal-line search run for the real claimer.
"""

from __future__ import annotations

from typing import Any

from hakem.analysis import claim_statement
from hakem.analysis import claims as claim_model
from hakem.analysis.claim_policy import Policy
from hakem.analysis.position import Position
from hakem.laws.engine import rule_board
from hakem.model.irregularity import IrregularityKind
from hakem.model.cards import Card, Suit
from hakem.model.seat import Seat
from hakem.model.settings import Language, Settings
from hakem.parsers import pbn

from .desk_state import DeskError, DeskInput, annotated_pbn, declarer_result, replay
from .labels import desk_labels
from .explain import effect_text, explain, fact_text

CLAIM_KINDS = (IrregularityKind.CLAIM, IrregularityKind.CONCESSION)


def read_statement(text: str, lang: str | Language = "en") -> dict[str, Any]:
    """The statement as the grammar reads it: what was understood (each clause's kind in
    the desk's words, with its suit, cards or count), and what was not."""
    parsed = claim_statement.parse_statement(text or None)
    words = desk_labels(lang)
    return {"understood": [_directive(d, words) for d in parsed.directives],
            "not_understood": list(parsed.unparsed),
            "mentions_trumps": parsed.mentions_trumps}


def _directive(directive: object, words: dict[str, Any]) -> str:
    """One understood clause: its kind in the desk's words, then what it names (suit,
    cards, hand, a count other than the default)."""
    name = type(directive).__name__
    shown = []
    for f in getattr(directive, "__dataclass_fields__", {}).values():
        value = getattr(directive, f.name)
        if f.name == "text" or value in (None, (), "", False) or value == f.default:
            continue
        shown.append(words["hands"].get(value, value) if f.name == "hand" else _value(value))
    said = words["directives"].get(name, name)
    return f"{said} ({', '.join(str(v) for v in shown)})" if shown else said


def _value(value: object) -> str:
    if isinstance(value, Suit):
        return value.symbol
    if isinstance(value, Card):
        return value.suit.symbol + value.rank.letter
    if isinstance(value, tuple):
        return " ".join(_value(v) for v in value)
    return str(value)


def judge(desk: DeskInput, settings: Settings = Settings(), lang: str | Language = "en"
          ) -> dict[str, Any]:
    """The ruling on the desk's claim, as the page shows it (JSON-ready).

    Raises :class:`DeskError` when the entries do not make a claim (no tricks, an
    illegal card...).
    """
    settings = settings.replace(player_class=desk.player_class)
    record = annotated_pbn(desk)
    boards = pbn.loads(record, "claim-desk.pbn")
    if len(boards) != 1:  # pragma: no cover - we wrote one game
        raise DeskError("the desk's record did not read back as one board", "deal")
    board = boards[0]
    errors = [str(d) for d in board.diagnostics if d.severity.value == "error"]
    if errors:
        raise DeskError("the desk's record does not read back: " + "; ".join(errors), "deal")
    ruled = rule_board(board, settings)
    pair = next(((irr, r) for irr, r in ruled.pairs() if irr.kind in CLAIM_KINDS), None)
    if pair is None:
        raise DeskError("the record shows no claim to rule on", "tricks")
    ruling = pair[1]
    position, _played = replay(desk)
    claimer = desk.claimer if desk.claimer is not None else desk.declarer
    search = _search(position, desk, claimer, settings)
    declarer_after = ruling.tricks_after
    return {
        "laws": list(ruling.laws),
        "explanation": explain(ruling, lang),
        "effects": [effect_text(e, lang) for e in ruling.effects],
        "judgements": [{"question": fact_text(j.question, lang), "law": j.law}
                       for j in ruling.judgements],
        "claimer": claimer.name,
        "claimed": desk.tricks,
        "tricks_left": position.tricks_left,
        "declarer_claimed_total": declarer_result(desk, position),
        "declarer_total": declarer_after,
        "search": search,
        "agrees_with_record": search["declarer_total"] is None or declarer_after is None
        or search["declarer_total"] == declarer_after,
        "statement": read_statement(desk.statement, lang),
        "record": record,
    }


def _search(position: Position, desk: DeskInput, claimer: Seat, settings: Settings) -> dict[str, Any]:
    """The normal-line search for the desk's real claimer, with the director's 70C finding:
    the award (None when the director decides), its bounds, double dummy, declarer's
    total and the critical line by trick.
    """
    awareness = "aware" if desk.trump_mentioned else "auto"
    claimed = desk.tricks or 0
    j = claim_model.judge_claim(position, claimer, claimed, desk.statement or None, declarer=desk.declarer,
                                policy=Policy(player_class=settings.player_class),
                                node_cap=settings.claim_node_cap, trump_awareness=awareness)
    total = j.total.n if j.total is not None else None
    same_side = claimer.side is desk.declarer.side
    return {"awarded": j.awarded.n if j.awarded is not None else None, "exact": j.exact,
            "low": j.low.n, "high": j.high.n,
            "dd": j.double_dummy.n if j.double_dummy is not None else None,
            "declarer_total": None if total is None else total if same_side else 13 - total,
            "line": _tricks_of(j.steps, len(position.trick))}


def _tricks_of(line: tuple, in_progress: int) -> list[list[dict[str, str | None]]]:
    """The critical line by trick (the first one completes the trick in progress)."""
    tricks: list[list[dict[str, str | None]]] = []
    first = 4 - in_progress if in_progress else 4
    steps = list(line)
    chunk, steps = steps[:first], steps[first:]
    while chunk:
        tricks.append([{"seat": s.seat.name, "card": str(s.card), "rule": s.rule} for s in chunk])
        chunk, steps = steps[:4], steps[4:]
    return tricks


def desk_record(desk: DeskInput) -> str:
    """The annotated PBN record of the desk's claim (what Save downloads or appends)."""
    return annotated_pbn(desk)


__all__ = ["desk_record", "judge", "read_statement"]
