"""Claims and concessions (Laws 68-71): the ruling on each recorded claim, made from the
analysis' typed judgement (:mod:`hakem.analysis.claims`).

A claim the opponents agreed to stands (Law 69A); the director still looks at two things
a record lets us check: a claim of more than double dummy allows (the opponents would
likely have won a trick: Law 69B lets them withdraw their agreement within the correction
period) and a concession of a trick no normal line loses (Law 71). A contested claim (a
marker says so, or ``hakem claim``) is ruled on the worst *normal* line, doubtful points
against the claimer (Law 70). This module only maps the judgement to a
:class:`~hakem.model.ruling.Ruling` and words it; the English sentences are made here, in
one place, from the facts.
"""

from __future__ import annotations

from hakem.model.board import Board
from hakem.model.cards import Card
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import ClaimFacts, Judgement, Ruling, TrickTransfer, Watch

from .case import BoardCase, Rule


def rule_claim(case: BoardCase, irr: Irregularity) -> Ruling:
    board, settings = case.board, case.settings
    concession = irr.kind is IrregularityKind.CONCESSION
    contested = irr.agreed is False
    base = dict(irregularity=irr, offender=None, span=irr.span)
    if not settings.claim_analysis:
        return Ruling(laws=("70",) if contested else ("69A",),
                      explanation="Claim recorded; claim analysis is switched off.", **base)  # type: ignore[arg-type]
    # The search and the solver load with the first claim analysed (not at start-up).
    from hakem.analysis.claim_policy import Policy
    from hakem.analysis.claims import check_agreed_claim, claim_at, judge_claim
    from hakem.analysis.position import PositionError
    try:
        position, claimer, claimed, declarer = claim_at(board, irr.offender, irr.tricks, concession)
    except (PositionError, ValueError) as exc:
        return Ruling(laws=("70",) if contested else ("69A",),
                      judgements=(Judgement(f"the claim cannot be analysed: {exc}", "70"),),
                      explanation="The record does not give a position to judge the claim from; "
                                  "the director rules on the statement and the hands.", **base)  # type: ignore[arg-type]
    policy = Policy(player_class=settings.player_class)
    if contested:
        judgement = judge_claim(position, claimer, claimed, irr.statement, declarer=declarer,
                                policy=policy, node_cap=settings.claim_node_cap)
    else:
        judgement = check_agreed_claim(position, claimer, claimed, declarer=declarer, policy=policy,
                                       node_cap=settings.claim_node_cap)
    return ruling_from(judgement, board, irr)


def ruling_from(j, board: Board, irr: Irregularity | None = None) -> Ruling:  # type: ignore[no-untyped-def]
    """The ruling on a judged claim (``j``: :class:`~hakem.analysis.claims.ClaimJudgement`)."""
    from hakem.analysis.claims import Outcome
    side = j.claimer.side
    other = side.other
    effects: list = []
    laws = [law.replace("Law ", "") for law in j.laws]
    if j.outcome is Outcome.REDUCED:
        effects.append(TrickTransfer(j.claimed.n - j.awarded.n, other, "70A", deviation_text(j)))
    elif j.outcome is Outcome.RESTORED:
        effects.append(TrickTransfer(j.awarded.n - j.claimed.n, side, "71", "no normal line loses them"))
    elif j.outcome is Outcome.EXCEEDS_DD:
        effects.append(Watch("69B", f"the claim of {j.claimed.n} is more than double dummy allows "
                                    f"({j.double_dummy.n if j.double_dummy else j.high.n}): the opponents may "
                                    "withdraw their agreement within the correction period"))
    elif j.outcome is Outcome.CONCEDED_WINNER:
        effects.append(Watch("71", f"{j.low.n - j.claimed.n} conceded trick(s) no normal line loses: the "
                                   "concession is cancelled if raised within the correction period"))
    judgements = [Judgement(flag.message, (flag.law or "70").replace("Law ", "")) for flag in j.flags]
    judgements += [Judgement(f"statement clause not understood: {c!r} (the director reads it)", "70B1")
                   for c in j.not_understood]
    judgements += [Judgement(problem_text(p, j), "70B") for p in j.statement_problems]
    before = board.result
    after = before
    if j.declarer is not None and j.awarded is not None and before is not None:
        decl_side = j.declarer.side
        moved = j.awarded.n - j.claimed.n if j.contested else 0
        after = before + (moved if decl_side is side else -moved)
    facts = ClaimFacts(
        claimer=j.claimer, contested=j.contested, tricks_left=j.tricks_left, claimed=j.claimed.n,
        awarded=None if j.awarded is None else j.awarded.n,
        double_dummy=None if j.double_dummy is None else j.double_dummy.n, outcome=j.outcome.value,
        low=j.low.n, high=j.high.n,
        critical=tuple(f"{d.rule}:{d.seat.letter}:{d.card}" for d in j.deviations),
        line=tuple(" ".join(f"{s.letter}:{c}" for s, c in t.cards) for t in j.line),
        rules=j.rules, not_understood=j.not_understood, player_class=j.player_class,
        settled_by=None if j.contested else j.settled_by)
    return Ruling(laws=tuple(dict.fromkeys(laws)), effects=tuple(effects), judgements=tuple(judgements),
                  tricks_before=before, tricks_after=after, claim=facts,
                  explanation=" ".join([ruling_sentence(j)] + deviation_lines(j)),
                  irregularity=irr, offender=None, span=irr.span if irr is not None else None)


# -- the words (English) ------------------------------------------------------------------

def card_text(card: Card, ascii_: bool = False) -> str:
    return str(card) if ascii_ else card.display


def ruling_sentence(j, ascii_: bool = False) -> str:  # type: ignore[no-untyped-def]
    """One sentence: claimed, double dummy, awarded, the law."""
    from hakem.analysis.claims import Outcome
    who = j.claimer.name
    of = f"{j.claimed.n} of the last {j.tricks_left} trick{'s' if j.tricks_left != 1 else ''}"
    dd = f"double dummy {j.double_dummy.n}" if j.double_dummy is not None else (
        f"double dummy {j.double_dummy_bounds[0]}-{j.double_dummy_bounds[1]}" if j.double_dummy_bounds else "")
    dd = f" ({dd})" if dd else ""
    o = j.outcome
    if o is Outcome.UPHELD:
        return f"{who} claimed {of}{dd}: upheld, every normal line takes {j.claimed.n} (Law 70)."
    if o is Outcome.REDUCED:
        lost = j.claimed.n - j.awarded.n
        return (f"{who} claimed {of}{dd}: awarded {j.awarded.n}, {lost} trick{'s' if lost != 1 else ''} "
                f"to the opponents on the worst normal line (Law 70A).")
    if o is Outcome.RESTORED:
        back = j.awarded.n - j.claimed.n
        return (f"{who} claimed {of}{dd}: awarded {j.awarded.n}, {back} conceded trick{'s' if back != 1 else ''} "
                f"no normal line loses restored (Law 71).")
    if o is Outcome.DIRECTOR:
        return (f"{who} claimed {of}{dd}: the search could not finish; a normal line gives between "
                f"{j.low.n} and {j.high.n}: the director decides (Law 70).")
    if o is Outcome.EXCEEDS_DD:
        return (f"{who}'s claim of {of} was agreed, but it is more than double dummy allows{dd}: the "
                f"opponents would likely have won a trick and may withdraw their agreement within the "
                f"correction period (Law 69B).")
    if o is Outcome.CONCEDED_WINNER:
        return (f"{who}'s side conceded {j.tricks_left - j.claimed.n} of the last {j.tricks_left} tricks{dd}, but "
                f"no normal line loses {j.low.n - j.claimed.n} of them: the concession is cancelled if "
                f"raised within the correction period (Law 71).")
    return f"{who}'s claim of {of} was agreed{dd}: it stands (Law 69A)."


def deviation_lines(j, ascii_: bool = False) -> list[str]:  # type: ignore[no-untyped-def]
    """The critical deviation(s), each named by its rule, one line each."""
    from hakem.analysis.claim_policy import SLIP_KINDS
    out = []
    for d in j.deviations:
        card = card_text(d.card, ascii_)
        instead = " or ".join(card_text(c, ascii_) for c in d.natural)
        verb = "leads" if _led(j, d) else "plays"
        cost = f"costs {d.cost} trick{'s' if d.cost != 1 else ''}"
        if d.rule == "70C" and d.outstanding_trump is not None:
            intro = "no statement about trumps: " if j.statement is None else ""
            out.append(f"{intro}the {card_text(d.outstanding_trump, ascii_)} trump is outstanding and not "
                       f"mentioned (Law 70C): trick {d.trick}, {d.seat.name} {verb} {card} before drawing it; "
                       f"{cost}.")
        else:
            out.append(f"trick {d.trick}: {d.seat.name} {verb} {card} instead of {instead}: "
                       f"{SLIP_KINDS.get(d.rule, d.rule)} (careless, Law 70 footnote); {cost}.")
    return out


def _led(j, d) -> bool:  # type: ignore[no-untyped-def]
    for t in j.line:
        if t.number == d.trick:
            return t.cards[0] == (d.seat, d.card)
    return False


def deviation_text(j) -> str:  # type: ignore[no-untyped-def]
    return " ".join(deviation_lines(j, ascii_=True)) or "the worst normal line"


def trick_lines(j, ascii_: bool = False) -> list[str]:  # type: ignore[no-untyped-def]
    """The critical line, one trick a line, the slips marked."""
    slips = {(d.seat, d.card): d.rule for d in j.deviations}
    out = []
    for t in j.line:
        cards = []
        for seat, card in t.cards:
            mark = f" [{slips[(seat, card)]}]" if (seat, card) in slips else ""
            cards.append(f"{seat.letter} {card_text(card, ascii_)}{mark}")
        out.append(f"{t.number:>2}. " + ", ".join(cards) + f"  (won by {t.winner.letter})")
    return out


def problem_text(p, j) -> str:  # type: ignore[no-untyped-def]
    """A statement problem (:class:`~hakem.analysis.claim_statement_check.StatementProblem`) in words."""
    cards = " ".join(c.display for c in p.cards)
    suit = p.suit.symbol if p.suit is not None else ""
    return {
        "trumps-at-notrump": "the statement speaks of trumps or ruffing, but the contract is notrump",
        "trumps-not-out": f"the statement says the trumps are out, but {p.seat.name if p.seat else '?'} "
                          f"holds {cards} (Law 70C: the claimer was unaware of it)",
        "card-not-held": f"the statement names {cards}, which the claiming side does not hold",
        "suit-not-held": f"the statement plays {suit}, but the claiming side holds none",
        "cannot-ruff": "the statement ruffs, but neither of the claiming side's hands holds a trump",
        "concede-own-card": f"the statement concedes a trick to {cards}, which the claiming side holds",
    }.get(p.code, p.code)


RULES: dict[IrregularityKind, Rule] = {IrregularityKind.CLAIM: rule_claim, IrregularityKind.CONCESSION: rule_claim}
