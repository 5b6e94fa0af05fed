"""Claims and concessions (Laws 68-71): the ruling on each recorded claim, made from the
analysis' typed judgement (:mod:`hakem.analysis.claims`).

A claim the opponents agreed to stands (Law 69A); the director still looks at two things
a record lets us check: a claim of more than double dummy allows (the opponents would
likely have won a trick: Law 69B lets them withdraw their agreement within the correction
period) and a concession of a trick no normal line loses (Law 71). Neither is Law 70's
"any normal line": a careless line that would lose a trick is no ground to reopen an
agreed claim. A contested claim (a marker says so, or ``hakem claim``) is ruled on the
worst *normal* line, doubtful points against the claimer (Law 70A).

This module maps the judgement to a :class:`~hakem.model.ruling.Ruling` of typed facts;
the words are made in :mod:`hakem.reports.explain`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from hakem.model.board import Board
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import ClaimFacts, Judgement, Ruling, TrickTransfer, Watch
from hakem.model.seat import Seat
from hakem.model.settings import Settings

from .case import BoardCase, Rule
from .claim_position import Say as PositionSay
from .claim_position import position_at_claim
from .claim_position import trump_awareness as marked_awareness
from .law69_71_correction_period import with_correction_period


class Say(FactKey):
    """What a claim ruling says."""

    ANALYSIS_OFF = "claim.analysis-off"
    ASK_NO_POSITION = "claim.ask.no-position", "reason:text"
    NO_POSITION = "claim.no-position"
    # what was claimed: a claim of tricks, or a concession of tricks (terk)
    CLAIMED = "claim.claimed", "claimer:seat claimed:int left:int"
    CONCEDED = "claim.conceded", "claimer:seat conceded:int left:int"
    DOUBLE_DUMMY = "claim.double-dummy", "dd:int"
    DOUBLE_DUMMY_BOUNDS = "claim.double-dummy-bounds", "low:int high:int"
    # contested (Law 70)
    UPHELD = "law70.upheld", "claimed:int"
    REDUCED = "law70.reduced", "awarded:int lost:int"
    WORST_LINE = "law70.worst-line", "awarded:int"
    RESTORED = "law71.restored", "awarded:int back:int"
    NO_NORMAL_LOSS = "law71.no-normal-line-loses"
    DIRECTOR = "law70.director-decides", "low:int high:int"
    ASK_CAPPED = "claim.ask.search-capped", "low:int high:int"
    CLASS = "law70.class-of-player", "klass:text slips:int best:int?"
    CLASS_ONLY = "law70.class-of-player-only", "klass:text slips:int"
    # agreed (Laws 69A, 69B, 71)
    STANDS = "law69a.stands"
    EXCEEDS_DD = "law69b.exceeds-dd", "claimed:int dd:int"
    WATCH_EXCEEDS_DD = "law69b.watch.exceeds-dd", "claimed:int dd:int"
    CONCEDED_WINNER = "law71.conceded-winner", "conceded:int restorable:int"
    WATCH_71 = "law71.watch", "tricks:int"
    # the critical deviation(s): one key per kind of careless slip
    SLIP = "law70.slip", "kind:fact trick:int seat:seat card:card natural:cards cost:int"
    FINESSE_71 = "law71.finesse", "trick:int seat:seat card:card natural:cards cost:int"
    SLIP_70C = "law70c.slip", "trick:int seat:seat card:card trump:card cost:int"
    SLIP_70C_UNSTATED = "law70c.slip-no-statement", "trick:int seat:seat card:card trump:card cost:int"
    KIND_ORDER = "law70.slip-kind.order"
    KIND_UNBLOCK = "law70.slip-kind.unblock"
    KIND_CRASH = "law70.slip-kind.crash"
    KIND_SPOT_ORDER = "law70.slip-kind.spot-order"
    KIND_70C = "law70.slip-kind.70c"
    KIND_TRUMP_FIRST = "law70.slip-kind.trump-first"
    KIND_RUFF = "law70.slip-kind.ruff"
    KIND_DISCARD = "law70.slip-kind.discard"
    KIND_OTHER = "law70.slip-kind.other", "rule:text"
    LINE_TRICK = "claim.line-trick", "number:int plays:text winner:seat"
    # points for the director (the analysis' flags)
    ASK_70C_EVIDENCE = "law70c.ask.trump-lead-before-claim"
    ASK_70C_UNAWARE = "law70c.ask.unaware", "trumps:cards alternative:int?"
    ASK_70C_UNAWARE_OPEN = "law70c.ask.unaware-open", "trumps:cards"
    PARTNER_NOT_BOUND = "law70d2.partner-not-bound"
    ASK_SQUEEZE = "law70d1.ask.squeeze-endplay", "clause:text"
    CONDITIONAL = "law70a.conditional", "clause:text"
    ASK_SEARCH_LIMIT = "law70.ask.search-limit", "nodes:int low:int high:int"
    ASK_71_NOT_SEARCHED = "law71.ask.not-searched", "dd:int left:int"
    ASK_71_SEARCH_LIMIT = "law71.ask.search-limit", "nodes:int"
    ASK_OTHER = "claim.ask.other", "code:text"
    # the statement
    ASK_NOT_UNDERSTOOD = "law70b1.ask.not-understood", "clause:text"
    TRUMPS_AT_NOTRUMP = "law70b.trumps-at-notrump"
    TRUMPS_NOT_OUT = "law70c.trumps-not-out", "holder:seat? cards:cards"
    CARD_NOT_HELD = "law70b.card-not-held", "cards:cards"
    SUIT_NOT_HELD = "law70b.suit-not-held", "suit:suit?"
    CANNOT_RUFF = "law70b.cannot-ruff"
    CONCEDE_OWN_CARD = "law70b.concede-own-card", "cards:cards"
    PROBLEM_OTHER = "law70b.statement-problem", "code:text"


_SLIP_KINDS = {"order": Say.KIND_ORDER, "unblock": Say.KIND_UNBLOCK, "crash": Say.KIND_CRASH,
               "spot-order": Say.KIND_SPOT_ORDER, "70C": Say.KIND_70C, "trump-first": Say.KIND_TRUMP_FIRST,
               "ruff": Say.KIND_RUFF, "discard": Say.KIND_DISCARD}


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    """A judged claim: the analysis' typed judgement (the numbers, the critical line, the
    deviations) and the ruling made from it (its facts, effects and questions)."""

    judgement: Any
    """:class:`hakem.analysis.claims.ClaimJudgement`."""
    ruling: Ruling


def judge(board: Board, irr: Irregularity | None = None, *, contested: bool | None = None,
          statement: str | None = None, claimer: Seat | None = None, tricks: int | None = None,
          settings: Settings = Settings(), seconds: float | None = None, node_cap: int | None = None,
          trump_awareness: str = "auto") -> ClaimVerdict:
    """Judge the claim recorded on ``board``: the stable entry point for programs (``hakem
    claim``, a claim desk). docs/claims.md ("Calling hakem") describes it.

    ``irr`` is the claim or concession irregularity (default: the board's first, from
    :func:`hakem.laws.detect.check`). ``contested`` judges it as contested (Law 70) or as
    agreed (69B/71 only); by default as the record says (a claim not marked agreed or
    contested is taken as agreed). ``statement``, ``claimer`` and ``tricks`` replace the
    record's (``tricks``: of those remaining, for the claimer's side). ``seconds`` is a
    CPU-time budget of the contested search, ``node_cap`` a node budget (default the
    settings'). Raises :class:`~hakem.analysis.position.PositionError` (a ValueError)
    when the record gives no position or no claim.
    """
    from hakem.analysis.claim_policy import Policy
    from hakem.analysis.claims import check_agreed_claim, claim_at, judge_claim
    from hakem.analysis.position import PositionError
    if irr is None:
        from .detect import check
        found, _ = check(board)
        irr = next((i for i in found if i.kind in (IrregularityKind.CLAIM, IrregularityKind.CONCESSION)), None)
        if irr is None:
            raise PositionError("the record shows no claim or concession")
    concession = irr.kind is IrregularityKind.CONCESSION and tricks is None
    if irr.at_claim is not None:  # no play record: the position the director entered (issue 21)
        position, who, claimed, declarer = position_at_claim(board, irr, claimer, tricks, concession)
    else:
        position, who, claimed, declarer = claim_at(board, claimer if claimer is not None else irr.offender,
                                                    tricks if tricks is not None else irr.tricks, concession)
    if trump_awareness == "auto":  # the director's 70C finding, when the marker records it
        trump_awareness = marked_awareness(irr)
    policy = Policy(player_class=settings.player_class)
    cap = settings.claim_node_cap if node_cap is None else node_cap
    if contested if contested is not None else irr.agreed is False:
        said = statement if statement is not None else irr.statement
        judgement = judge_claim(position, who, claimed, said, declarer=declarer, policy=policy,
                                trump_awareness=trump_awareness, node_cap=cap, seconds=seconds)
    else:
        judgement = check_agreed_claim(position, who, claimed, declarer=declarer, policy=policy, node_cap=cap)
    ruling = ruling_from(judgement, board, irr, concession=concession)
    if irr.at_claim is not None:  # say what the judgement could not know (70E1)
        ruling = replace(ruling, facts=ruling.facts + (
            fact(PositionSay.ENTERED, tricks=position.tricks_left, lead=position.leader),
            fact(PositionSay.NO_SHOW_OUTS)))
    return ClaimVerdict(judgement, ruling)


def rule_claim(case: BoardCase, irr: Irregularity) -> Ruling:
    board, settings = case.board, case.settings
    contested = irr.agreed is False
    laws = ("70",) if contested else ("69A",)
    base = dict(irregularity=irr, offender=None, span=irr.span)
    if not settings.claim_analysis:
        return Ruling(laws=laws + ("71",), facts=(fact(Say.ANALYSIS_OFF),), **base)  # type: ignore[arg-type]
    if contested and not settings.contested_claim_search:  # judged at the desk on request
        return Ruling(laws=laws, facts=(fact(PositionSay.DEFERRED),),
                      judgements=(Judgement(fact(PositionSay.ASK_DESK), "70"),), **base)  # type: ignore[arg-type]
    # The search and the solver load with the first claim analysed (not at start-up, nor at
    # all with claim analysis off).
    from hakem.analysis.position import PositionError
    try:
        return judge(board, irr, settings=settings).ruling
    except (PositionError, ValueError) as exc:
        return Ruling(laws=laws, judgements=(Judgement(fact(Say.ASK_NO_POSITION, reason=str(exc)), "70"),),
                      facts=(fact(Say.NO_POSITION),), **base)  # type: ignore[arg-type]


#: The analysis' law families, cited to the sub-letter its test settles.
_SUB_LETTER = {"71": "71B"}


def ruling_from(j: Any, board: Board, irr: Irregularity | None = None, *, concession: bool = False) -> Ruling:
    """The ruling on a judged claim (``j``: :class:`~hakem.analysis.claims.ClaimJudgement`).
    ``concession`` words it as the concession it was (the claimer gave tricks up)."""
    from hakem.analysis.claims import Outcome
    side = j.claimer.side
    effects: list = []
    # Law 71B: a conceded trick that no normal play of the remaining cards could lose is
    # the analysis' test (the claim position starts after the last complete trick, so 71A,
    # a trick already won, is not what it finds): cite the sub-letter.
    laws = [_SUB_LETTER.get(law.replace("Law ", ""), law.replace("Law ", "")) for law in j.laws]
    if concession:
        facts: list[Fact] = [fact(Say.CONCEDED, claimer=j.claimer, conceded=j.tricks_left - j.claimed.n,
                                  left=j.tricks_left)]
    else:
        facts = [fact(Say.CLAIMED, claimer=j.claimer, claimed=j.claimed.n, left=j.tricks_left)]
    if j.double_dummy is not None:
        facts.append(fact(Say.DOUBLE_DUMMY, dd=j.double_dummy.n))
    elif j.double_dummy_bounds is not None and j.double_dummy_bounds[0] < j.double_dummy_bounds[1]:
        facts.append(fact(Say.DOUBLE_DUMMY_BOUNDS, low=j.double_dummy_bounds[0], high=j.double_dummy_bounds[1]))
    judgements: list[Judgement] = []
    o = j.outcome
    if o is Outcome.UPHELD:
        facts.append(fact(Say.UPHELD, claimed=j.claimed.n))
    elif o is Outcome.REDUCED:
        lost = j.claimed.n - j.awarded.n
        facts.append(fact(Say.REDUCED, awarded=j.awarded.n, lost=lost))
        effects.append(TrickTransfer(lost, side.other, "70A", fact(Say.WORST_LINE, awarded=j.awarded.n)))
    elif o is Outcome.RESTORED:
        back = j.awarded.n - j.claimed.n
        facts.append(fact(Say.RESTORED, awarded=j.awarded.n, back=back))
        effects.append(TrickTransfer(back, side, "71B", fact(Say.NO_NORMAL_LOSS)))
    elif o is Outcome.DIRECTOR:
        facts.append(fact(Say.DIRECTOR, low=j.low.n, high=j.high.n))
        if not any(flag.code == "search-limit" for flag in j.flags):  # that flag says it, with the count
            judgements.append(Judgement(fact(Say.ASK_CAPPED, low=j.low.n, high=j.high.n), "70"))
    elif o is Outcome.EXCEEDS_DD:
        dd = j.double_dummy.n if j.double_dummy is not None else j.high.n
        facts.append(fact(Say.EXCEEDS_DD, claimed=j.claimed.n, dd=dd))
        effects.append(Watch("69B", fact(Say.WATCH_EXCEEDS_DD, claimed=j.claimed.n, dd=dd)))
    elif o is Outcome.CONCEDED_WINNER:
        restorable = j.low.n - j.claimed.n
        facts.append(fact(Say.CONCEDED_WINNER, conceded=j.tricks_left - j.claimed.n, restorable=restorable))
        effects.append(Watch("71B", fact(Say.WATCH_71, tricks=restorable)))
    else:
        facts.append(fact(Say.STANDS))
    facts += deviation_facts(j)
    judgements += [Judgement(flag_fact(flag, settled=j.awarded is not None), (flag.law or "70").replace("Law ", ""))
                   for flag in j.flags]
    judgements += [Judgement(fact(Say.ASK_NOT_UNDERSTOOD, clause=c), "70B1") for c in j.not_understood]
    facts += [problem_fact(p) for p in j.statement_problems]
    before = board.result
    after = before
    if j.declarer is not None and j.awarded is not None and before is not None:
        moved = j.awarded.n - j.claimed.n if j.contested else 0
        after = before + (moved if j.declarer.side is side else -moved)
    numbers = ClaimFacts(
        claimer=j.claimer, contested=j.contested, tricks_left=j.tricks_left, claimed=j.claimed.n,
        awarded=None if j.awarded is None else j.awarded.n,
        double_dummy=None if j.double_dummy is None else j.double_dummy.n, outcome=o.value,
        low=j.low.n, high=j.high.n,
        critical=tuple(f"{d.rule}:{d.seat.letter}:{d.card}" for d in j.deviations),
        line=tuple(" ".join(f"{s.letter}:{c}" for s, c in t.cards) for t in j.line),
        rules=j.rules, not_understood=j.not_understood, player_class=j.player_class,
        settled_by=None if j.contested else j.settled_by, concession=concession)
    return Ruling(laws=tuple(dict.fromkeys(laws)), effects=tuple(effects), judgements=tuple(judgements),
                  tricks_before=before, tricks_after=after, claim=numbers, facts=tuple(facts),
                  irregularity=irr, offender=None, span=irr.span if irr is not None else None)


def deviation_facts(j: Any) -> list[Fact]:
    """The critical deviation(s), each named by its kind (the careless slips the award rests on)."""
    out = []
    for d in j.deviations:
        if d.rule == "finesse":  # Law 71: a normal finesse may lose the conceded trick; not a slip
            out.append(fact(Say.FINESSE_71, trick=d.trick, seat=d.seat, card=d.card,
                            natural=tuple(d.natural), cost=d.cost))
            continue
        if d.rule == "70C" and d.outstanding_trump is not None:
            key = Say.SLIP_70C_UNSTATED if j.statement is None else Say.SLIP_70C
            out.append(fact(key, trick=d.trick, seat=d.seat, card=d.card, trump=d.outstanding_trump, cost=d.cost))
            continue
        kind = _SLIP_KINDS.get(d.rule)
        out.append(fact(Say.SLIP, kind=fact(kind) if kind is not None else fact(Say.KIND_OTHER, rule=d.rule),
                        trick=d.trick, seat=d.seat, card=d.card, natural=tuple(d.natural), cost=d.cost))
    return out


def class_fact(j: Any) -> Fact:
    """The class of player the contested claim was judged for, the slips it allows and,
    when the search found it, what the best normal line takes (a search that ran out of
    budget may not know it: then the sentence stops at the class, without a "?")."""
    if j.best is None:
        return fact(Say.CLASS_ONLY, klass=j.player_class, slips=j.slips)
    return fact(Say.CLASS, klass=j.player_class, slips=j.slips, best=j.best.n)


def flag_fact(flag: Any, settled: bool = True) -> Fact:
    """A point for the director (:class:`~hakem.analysis.claims.Flag`) as a fact.

    ``settled`` is False when the search left the award to the director: then what an
    aware claimer would get is not known either, and the 70C point does not say
    "unchanged"."""
    code = flag.code
    if code == "70C-evidence":
        return fact(Say.ASK_70C_EVIDENCE)
    if code == "70C-awareness" and not settled and flag.alternative is None:
        return fact(Say.ASK_70C_UNAWARE_OPEN, trumps=tuple(flag.get("cards", ())))
    if code == "70C-awareness":
        alt = flag.alternative
        return fact(Say.ASK_70C_UNAWARE, trumps=tuple(flag.get("cards", ())),
                    alternative=None if alt is None else alt.n)
    if code == "70D2-partner":
        return fact(Say.PARTNER_NOT_BOUND)
    if code == "squeeze-endplay":
        return fact(Say.ASK_SQUEEZE, clause=flag.get("clause", ""))
    if code == "conditional":
        return fact(Say.CONDITIONAL, clause=flag.get("clause", ""))
    if code == "search-limit":
        return fact(Say.ASK_SEARCH_LIMIT, nodes=flag.get("nodes", 0), low=flag.get("low", 0),
                    high=flag.get("high", 0))
    if code == "71-not-searched":
        return fact(Say.ASK_71_NOT_SEARCHED, dd=flag.get("dd", 0), left=flag.get("left", 0))
    if code == "71-search-limit":
        return fact(Say.ASK_71_SEARCH_LIMIT, nodes=flag.get("nodes", 0))
    return fact(Say.ASK_OTHER, code=code)


def problem_fact(p: Any) -> Fact:
    """Where the statement contradicts the contract or the cards
    (:class:`~hakem.analysis.claim_statement_check.StatementProblem`)."""
    cards = tuple(p.cards)
    if p.code == "trumps-at-notrump":
        return fact(Say.TRUMPS_AT_NOTRUMP)
    if p.code == "trumps-not-out":
        return fact(Say.TRUMPS_NOT_OUT, holder=p.seat, cards=cards)
    if p.code == "card-not-held":
        return fact(Say.CARD_NOT_HELD, cards=cards)
    if p.code == "suit-not-held":
        return fact(Say.SUIT_NOT_HELD, suit=p.suit)
    if p.code == "cannot-ruff":
        return fact(Say.CANNOT_RUFF)
    if p.code == "concede-own-card":
        return fact(Say.CONCEDE_OWN_CARD, cards=cards)
    return fact(Say.PROBLEM_OTHER, code=p.code)


# The correction-period finding (69B, 71) of a marker: play-period additions, issue 17.
RULES: dict[IrregularityKind, Rule] = {
    IrregularityKind.CLAIM: with_correction_period(rule_claim),
    IrregularityKind.CONCESSION: with_correction_period(rule_claim)}
