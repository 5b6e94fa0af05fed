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
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import Judgement, Ruling, TrickTransfer, Watch

from .case import BoardCase, Rule
from .law69_71_correction_period import with_correction_period


class Say(FactKey):
    """What a claim ruling says. (The claim's numbers as one typed fact, and the claim
    search's points as keys of their own, come with the claim-analysis rework.)"""

    ANALYSIS_OFF = "claim.analysis-off"
    ASK_NO_POSITION = "claim.ask.no-position", "reason:text"
    NO_POSITION = "claim.no-position"
    NOTHING = "claim.nothing-to-analyse"
    CLAIMED = "claim.claimed", "claimed:int left:int dd:int"
    ASK_CAPPED = "claim.ask.search-capped", "low:int high:int"
    WORST_LINE = "law70.worst-line", "line:text"
    REDUCED = "law70.reduced", "awarded:int lost:int"
    GOOD = "law70a.good"
    WATCH_EXCEEDS_DD = "law69b.watch.exceeds-dd", "claimed:int dd:int"
    EXCEEDS_DD = "law69b.exceeds-dd"
    WATCH_CARELESS = "law69b.watch.careless-line", "awarded:int"
    WATCH_71 = "law71.watch"
    RESTORED = "law71.restored"
    GAVE_UP = "law71.gave-up-tricks"
    STANDS = "law69a.stands"
    FLAG = "claim.flag", "code:text message:text"


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
        return Ruling(laws=laws + ("71",), facts=(fact(Say.ANALYSIS_OFF),), **base)  # type: ignore[arg-type]
    # The claim search and the solver load with the first claim analysed (not at start-up,
    # nor at all with claim analysis off).
    from hakem.analysis.claims import Outcome, check_board_claim
    from hakem.analysis.position import PositionError
    try:
        check = check_board_claim(board, node_cap=settings.claim_node_cap, statement=irr.statement)
    except (PositionError, ValueError) as exc:
        return Ruling(laws=laws, judgements=(Judgement(fact(Say.ASK_NO_POSITION, reason=str(exc)),
                                                       "70"),),
                      facts=(fact(Say.NO_POSITION),), **base)  # type: ignore[arg-type]
    if check is None or declarer is None:
        return Ruling(laws=laws, facts=(fact(Say.NOTHING),), **base)  # type: ignore[arg-type]
    side = declarer.side
    claimed, dd, ruling = check.claimed.n, check.dd.n, check.ruling
    awarded = ruling.awarded.n
    won_before = (board.result or 0) - claimed
    effects: list = []
    judgements: list[Judgement] = []
    notes: list[Fact] = [fact(Say.CLAIMED, claimed=claimed, left=check.tricks_left, dd=dd)]
    if ruling.outcome is Outcome.UNDECIDED:
        judgements.append(Judgement(fact(Say.ASK_CAPPED, low=ruling.awarded.n,
                                         high=ruling.upper.n), "70"))
    if contested:
        if awarded < claimed and ruling.exact:
            effects.append(TrickTransfer(claimed - awarded, side.other, "70A", fact(
                Say.WORST_LINE, line=" ".join(ruling.line_text()[:8]))))
            notes.append(fact(Say.REDUCED, awarded=awarded, lost=claimed - awarded))
        else:
            notes.append(fact(Say.GOOD))
    else:
        if claimed > dd:
            effects.append(Watch("69B", fact(Say.WATCH_EXCEEDS_DD, claimed=claimed, dd=dd)))
            notes.append(fact(Say.EXCEEDS_DD))
        if ruling.outcome is Outcome.REDUCED and ruling.exact:
            effects.append(Watch("69B", fact(Say.WATCH_CARELESS, awarded=awarded)))
        if ruling.outcome is Outcome.RESTORED or (concession and awarded > claimed):
            effects.append(Watch("71B", fact(Say.WATCH_71)))
            notes.append(fact(Say.RESTORED))
        if claimed < dd and Watch not in {type(e) for e in effects}:
            notes.append(fact(Say.GAVE_UP))
        if not effects:
            notes.append(fact(Say.STANDS))
    for flag in ruling.flags:
        judgements.append(Judgement(fact(Say.FLAG, code=flag.code, message=flag.message),
                                    (flag.law or "70").replace("Law ", "")))
    after = won_before + (awarded if contested and ruling.exact else claimed)
    return Ruling(laws=laws + tuple(law.replace("Law ", "") for law in ruling.laws if law),
                  effects=tuple(effects), judgements=tuple(judgements),
                  tricks_before=board.result, tricks_after=after,
                  facts=tuple(notes), **base)  # type: ignore[arg-type]


# The correction-period finding (69B, 71) of a marker: play-period additions, issue 17.
RULES: dict[IrregularityKind, Rule] = {
    IrregularityKind.CLAIM: with_correction_period(rule_claim),
    IrregularityKind.CONCESSION: with_correction_period(rule_claim)}
