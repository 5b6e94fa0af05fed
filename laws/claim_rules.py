"""Claims and concessions (Laws 68-71): what the engine says about each recorded claim.

A claim the opponents agreed to stands (Law 69A), but the director still looks at
two things a record lets us check: a claim of more tricks than double dummy allows
(the defenders agreed to something impossible: Law 69B lets them withdraw their
agreement within the correction period), and a concession of tricks no normal play
could lose (Law 71: the concession is cancelled). A contested claim is ruled on
the worst *normal* line for the claimer, doubtful points against him (Law 70).
The search and the solver live in :mod:`hakem.analysis.claims`.
"""

from __future__ import annotations

from hakem.model.board import Board
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import Judgement, Ruling, TrickTransfer, Watch

from .case import BoardCase, Rule


def _declarer(board: Board):  # type: ignore[no-untyped-def]
    if board.declarer is not None:
        return board.declarer
    return board.contract.declarer if board.contract is not None else None


def rule_claim(case: BoardCase, irr: Irregularity) -> Ruling:
    board, settings = case.board, case.settings
    declarer = _declarer(board)
    concession = irr.kind is IrregularityKind.CONCESSION
    contested = irr.agreed is False
    laws = ("70",) if contested else ("69A",)
    base = dict(irregularity=irr, offender=None, span=irr.span)
    if not settings.claim_analysis:
        return Ruling(laws=laws + ("71",), explanation="Claim recorded; claim analysis is switched off.",
                      **base)  # type: ignore[arg-type]
    # The claim search and the solver load with the first claim analysed (not at start-up,
    # nor at all with claim analysis off).
    from hakem.analysis.claims import Outcome, check_board_claim
    from hakem.analysis.position import PositionError
    try:
        check = check_board_claim(board, node_cap=settings.claim_node_cap, statement=irr.statement)
    except (PositionError, ValueError) as exc:
        return Ruling(laws=laws, judgements=(Judgement(f"the claim cannot be analysed: {exc}", "70"),),
                      explanation="The record does not give a position to judge the claim from; "
                                  "the director rules on the statement and the hands.", **base)  # type: ignore[arg-type]
    if check is None or declarer is None:
        return Ruling(laws=laws, explanation="No claim to analyse in this record.", **base)  # type: ignore[arg-type]
    side = declarer.side
    claimed, dd, ruling = check.claimed.n, check.dd.n, check.ruling
    awarded = ruling.awarded.n
    won_before = (board.result or 0) - claimed
    effects: list = []
    judgements: list[Judgement] = []
    notes = [f"Declarer's side claimed {claimed} of the last {check.tricks_left} tricks "
             f"(double dummy: {dd})."]
    if ruling.outcome is Outcome.UNDECIDED:
        judgements.append(Judgement(f"the normal-line search was capped: between "
                                    f"{ruling.awarded.n} and {ruling.upper.n} tricks", "70"))
    if contested:
        if awarded < claimed and ruling.exact:
            effects.append(TrickTransfer(claimed - awarded, side.other, "70A",
                                         "worst normal line: " + " ".join(ruling.line_text()[:8])))
            notes.append(f"On the worst normal line the claimer takes {awarded}: "
                         f"{claimed - awarded} trick(s) go to the opponents (Law 70).")
        else:
            notes.append("The claim is good on every normal line (Law 70A).")
    else:
        if claimed > dd:
            effects.append(Watch("69B", f"the claim of {claimed} is more than double dummy ({dd}): "
                                        "the opponents may withdraw their agreement"))
            notes.append("The defence agreed to a claim double dummy says cannot be made; "
                         "they may withdraw that agreement within the correction period (Law 69B).")
        if ruling.outcome is Outcome.REDUCED and ruling.exact:
            effects.append(Watch("69B", f"on a careless but normal line the claimer takes only "
                                        f"{awarded}"))
        if ruling.outcome is Outcome.RESTORED or (concession and awarded > claimed):
            effects.append(Watch("71", "a trick was conceded that no normal play could lose"))
            notes.append("Tricks were conceded that could not be lost on any normal line (Law 71).")
        if claimed < dd and Watch not in {type(e) for e in effects}:
            notes.append(f"Declarer's side gave up tricks double dummy says it could take; if a "
                         "trick was conceded that no normal play could lose, Law 71 applies.")
        if not effects:
            notes.append("The agreed claim stands (Law 69A).")
    for flag in ruling.flags:
        judgements.append(Judgement(flag.message, (flag.law or "70").replace("Law ", "")))
    after = won_before + (awarded if contested and ruling.exact else claimed)
    return Ruling(laws=laws + tuple(law.replace("Law ", "") for law in ruling.laws if law),
                  effects=tuple(effects), judgements=tuple(judgements),
                  tricks_before=board.result, tricks_after=after,
                  explanation=" ".join(notes), **base)  # type: ignore[arg-type]


RULES: dict[IrregularityKind, Rule] = {IrregularityKind.CLAIM: rule_claim, IrregularityKind.CONCESSION: rule_claim}
