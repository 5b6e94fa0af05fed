"""``hakem claim``: rule on a claim from a hand record (Laws 68-71).

The claim is the record's own: its marker (claimer, tricks, statement, agreed or
contested) or, without one, the early end of play and the result. A record without a
claim is an error, not a claim made up from the result.
"""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from hakem.model.board import Board
from hakem.model.diagnostics import HakemError
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.seat import Seat
from hakem.model.settings import DEFAULT_CLAIM_NODE_CAP, PlayerClass, Settings
from hakem.parsers.files import read_path
from hakem.parsers.inputs import refusal

from .common import settings_options

#: ``hakem claim`` rules on one claim: it may search far longer than a batch does.
CLAIM_NODE_CAP = 2_000_000
CLAIM_SECONDS = 60.0


def _records(path: Path) -> list[Board]:
    refused = refusal(path)
    if refused is not None:  # a FIFO or a device: never opened (it could hang or never end)
        raise click.ClickException(str(refused))
    result = read_path(path)
    if not result.boards:
        problems = "; ".join(str(d) for d in result.diagnostics[:3])
        raise click.ClickException(f"{path}: no records read" + (f" ({problems})" if problems else ""))
    return list(result.boards)


def _pick(path: Path, boards: list[Board], number: str | None, index: int | None,
          lang: object = "en") -> tuple[int, Board]:
    from hakem.reports.explain import catalogue_for
    term = catalogue_for(lang).term  # type: ignore[arg-type]
    if index is not None:
        if not 0 <= index < len(boards):
            raise click.ClickException(f"{path} holds {len(boards)} records: --index must be 0-{len(boards) - 1}")
        return index, boards[index]
    if number is None:
        if len(boards) == 1:
            return 0, boards[0]
        raise click.ClickException(term("claim.error.choose").format(file=path, n=len(boards),
                                                                      boards=_listing(boards)))
    found = [(k, b) for k, b in enumerate(boards) if b.board_id is not None and b.board_id.strip() == number]
    if not found:
        raise click.ClickException(term("claim.error.no-board").format(file=path, board=repr(number),
                                                                        boards=_listing(boards)))
    if len(found) > 1:
        click.echo(f"{path} holds board {number} {len(found)} times (records "
                   f"{', '.join(str(k) for k, _ in found)}); judging record {found[0][0]}: "
                   "choose another with --index", err=True)
    return found[0]


def _listing(boards: list[Board]) -> str:
    ids = list(dict.fromkeys(b.board_id.strip() for b in boards if b.board_id))
    shown = ", ".join(ids[:40]) + (f", ... ({len(ids)} in all)" if len(ids) > 40 else "")
    return shown or "none numbered"


def _the_claim(board: Board) -> Irregularity | None:
    from hakem.laws.detect import check
    found, _ = check(board)
    return next((i for i in found if i.kind in (IrregularityKind.CLAIM, IrregularityKind.CONCESSION)), None)


@click.command("claim")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--board", "board_no", default=None, help="Board number (the [Board] tag / LIN ah).")
@click.option("--index", "index", type=int, default=None,
              help="The K-th record of the file, 0-based (for a board played twice: open and closed room).")
@click.option("--statement", default=None, help="The claim statement, e.g. 'drawing trumps' "
                                                "(default: the claim marker's).")
@click.option("--claimer", default=None, help="Claiming seat (default: the marker's, else declarer).")
@click.option("--tricks", type=int, default=None,
              help="Tricks the claimer's side claims of those remaining (default: the marker's, else "
                   "from the result).")
@click.option("--cards", type=int, default=None,
              help="Claim after this many played cards (a claim the record does not show).")
@click.option("--contested", is_flag=True, help="Judge the claim as contested (Law 70) even if the record "
                                                "says the opponents agreed.")
@click.option("--class", "klass", type=click.Choice([p.value for p in PlayerClass]), default=None,
              help="Class of player for Law 70's careless play [default: the settings', club].")
@click.option("--aware", type=click.Choice(["auto", "aware", "unaware"]), default="auto",
              help="Law 70C: was the claimer aware of an outstanding trump?")
@click.option("--seconds", type=float, default=CLAIM_SECONDS, show_default=True,
              help="CPU seconds the search may take before the director decides between bounds.")
@click.option("--line", "show_line", is_flag=True, help="Also print the critical line trick by trick.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--ascii", "ascii_", is_flag=True, help="Letters instead of suit symbols.")
@settings_options
def claim(file: Path, board_no: str | None, index: int | None, statement: str | None, claimer: str | None,
          tricks: int | None, cards: int | None, contested: bool, klass: str | None, aware: str,
          seconds: float, show_line: bool, fmt: str, ascii_: bool, settings: Settings) -> None:
    """Rule on a claim: the worst normal line (Law 70), double dummy for contrast, Law 71
    for conceded tricks; an agreed claim is checked under Laws 69B and 71.

    \b
    Examples:
      hakem claim session.pbn --board 7
      hakem claim match.lin --index 3 --statement "drawing trumps, the rest are high" --line
    """
    from hakem.analysis.claim_policy import Policy
    from hakem.analysis.claims import claim_at, judge_claim
    from hakem.analysis.position import Position, PositionError

    k, board = _pick(file, _records(file), board_no, index, settings.language)
    from hakem.reports.claim_text import record_label
    label = record_label(board.board_id, file, k, settings.language)
    try:
        seat = Seat.parse(claimer) if claimer else None
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--claimer") from exc
    irr = None if cards is not None else _the_claim(board)
    if irr is None and (cards is None or tricks is None):
        from hakem.reports.explain import catalogue_for
        complete = board.play is not None and board.play.card_count == 52
        raise click.ClickException(catalogue_for(settings.language).term(
            "claim.error.no-claim." + ("complete" if complete else "none")).format(label=label))
    try:
        if irr is not None:
            position, who, claimed, declarer = claim_at(board, seat if seat is not None else irr.offender,
                                                        tricks if tricks is not None else irr.tricks,
                                                        tricks is None and irr.kind is IrregularityKind.CONCESSION)
        else:
            position = Position.from_board(board, cards)
            declarer = board.declarer if board.declarer is not None else (
                board.contract.declarer if board.contract is not None else None)
            who = seat if seat is not None else declarer
            if who is None:
                raise PositionError("no declarer recorded: give --claimer")
            claimed = tricks  # type: ignore[assignment]
            if not 0 <= claimed <= position.tricks_left:
                raise PositionError(f"--tricks must be 0-{position.tricks_left} (tricks remaining)")
    except (HakemError, ValueError) as exc:
        raise click.ClickException(f"{label}: {exc}") from exc
    said = statement if statement is not None else (irr.statement if irr is not None else None)
    agreed = irr is not None and irr.agreed is True and not contested
    policy = Policy(player_class=PlayerClass(klass) if klass else settings.player_class)
    budget = CLAIM_NODE_CAP if settings.claim_node_cap == DEFAULT_CLAIM_NODE_CAP else settings.claim_node_cap
    started = time.perf_counter()
    from hakem.laws.claim_rules import judge, ruling_from
    if irr is not None:  # the recorded claim, through the same entry point as every program
        verdict = judge(board, irr, contested=not agreed, statement=said, claimer=seat, tricks=tricks,
                        settings=replace(settings, player_class=policy.player_class), seconds=seconds,
                        node_cap=budget, trump_awareness=aware)
        judgement, ruling = verdict.judgement, verdict.ruling
    else:  # a claim the record does not show (--cards, --tricks)
        judgement = judge_claim(position, who, claimed, said, declarer=declarer, policy=policy,
                                trump_awareness=aware, node_cap=budget, seconds=seconds)
        ruling = ruling_from(judgement, board, None)
    elapsed = time.perf_counter() - started
    if fmt == "json":
        click.echo(json.dumps(claim_json(judgement, ruling, file, board, k, elapsed, settings.language),
                              ensure_ascii=False))
        return
    _text(judgement, ruling, board, label, position, said, agreed, show_line, ascii_, settings)


def _text(j: Any, ruling: Any, board: Board, label: str, position: Any, said: str | None, agreed: bool,
          show_line: bool, ascii_: bool, settings: Settings) -> None:
    from hakem.laws.claim_rules import class_fact
    from hakem.reports.explain import fact_text
    from hakem.reports.explain import catalogue_for
    from hakem.reports.explain.labels import laws_text
    from hakem.reports.claim_text import diagram, line_plays
    lang = settings.language
    cat = catalogue_for(lang)
    contract = (cat.say("html.contract-by", contract=board.contract, declarer=j.declarer)
                if board.contract is not None and j.declarer is not None else "?")
    click.echo(f"{label}: {contract}")
    click.echo(diagram(position, lang, ascii_))
    if said:
        click.echo(f"> {said}")
    click.echo("")
    for f in ruling.facts:
        click.echo(fact_text(f, lang))
    if j.contested:
        click.echo("  " + fact_text(class_fact(j), lang))
    for jd in ruling.judgements:
        click.echo(f"  ? {fact_text(jd.question, lang)} ({laws_text((jd.law,), lang)})")
    if agreed:
        click.echo("  " + cat.term("claim.contested-hint").format(laws=laws_text(("70",), lang)))
    if show_line and j.line:
        click.echo("")
        for said_trick in line_plays(j, lang, ascii_):
            click.echo("  " + said_trick)
    elif show_line and j.contested and j.exact and j.tricks_left:
        # The award is proved, but the budget ran out while the line was being drawn:
        # say so rather than print nothing.
        click.echo("")
        click.echo("  " + cat.term("claim.line-not-drawn"))


def claim_json(j: Any, ruling: Any, file: Path, board: Board, index: int, elapsed: float,
               lang: Any = "en") -> dict[str, Any]:
    """The stable JSON of ``hakem claim --format json`` (docs/claims.md, "Calling hakem"):
    the judgement's numbers, the critical deviations and line, and the ruling itself (its
    facts with their words in ``lang``, as ``hakem check`` gives it)."""
    from hakem.laws.claim_rules import flag_fact
    from hakem.reports.explain import fact_text, ruling_json
    from hakem.reports.explain.diagnostics import deviation_law

    def n(t: Any) -> int | None:
        return None if t is None else t.n

    return {
        "file": str(file), "board": board.board_id, "index": index, "claimer": j.claimer.letter,
        "declarer": j.declarer.letter if j.declarer is not None else None, "contested": j.contested,
        "tricks_left": j.tricks_left, "claimed": j.claimed.n, "awarded": n(j.awarded),
        "double_dummy": n(j.double_dummy), "outcome": j.outcome.value, "exact": j.exact,
        "low": j.low.n, "high": j.high.n, "best": n(j.best),
        "critical": [{"rule": d.rule, "law": deviation_law(d.law, lang), "trick": d.trick, "seat": d.seat.letter,
                      "card": str(d.card), "natural": [str(c) for c in d.natural], "cost": d.cost}
                     for d in j.deviations],
        "line_drawn": bool(j.line) or not (j.contested and j.exact and j.tricks_left),
        "line": [{"trick": t.number, "leader": t.leader.letter, "winner": t.winner.letter,
                  "cards": [f"{s.letter}:{c}" for s, c in t.cards]} for t in j.line],
        "rules": list(j.rules), "laws": list(j.laws), "statement": j.statement,
        "not_understood": list(j.not_understood),
        "statement_problems": [p.code for p in j.statement_problems],
        "flags": [{"code": f.code, "law": f.law, "message": fact_text(flag_fact(f), lang),
                   "alternative": n(f.alternative)} for f in j.flags],
        "player_class": j.player_class, "slips": j.slips, "nodes": j.nodes,
        "seconds": round(elapsed, 3),
        "ruling": ruling_json(ruling, lang),
    }


__all__ = ["claim", "claim_json"]
