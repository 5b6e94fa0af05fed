"""``hakem check``'s claim tally counts what the claim rulings say from their facts (the
judgement and watch keys, the transfers), never from their English."""

from __future__ import annotations

from hakem.laws.claim_rules import Say
from hakem.model.facts import fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import Judgement, Ruling, TrickTransfer, Watch
from hakem.model.seat import Side
from hakem.reports.check_lines import CheckTally

CLAIM = Irregularity(IrregularityKind.CLAIM)


def claim(*effects, judgements=(), analysed=True) -> Ruling:  # type: ignore[no-untyped-def]
    return Ruling(("69A",), irregularity=CLAIM, effects=tuple(effects),
                  judgements=tuple(judgements), tricks_before=10 if analysed else None,
                  tricks_after=10 if analysed else None)


def tally(*rulings: Ruling) -> dict[str, int]:
    t = CheckTally()
    for r in rulings:
        t.add(CLAIM, r)
    return dict(t.claims)


def test_claims_are_counted_by_what_the_ruling_holds() -> None:
    exceeds = claim(Watch("69B", fact(Say.WATCH_EXCEEDS_DD, claimed=4, dd=3)))
    careless = claim(Watch("69B", fact(Say.WATCH_CARELESS, awarded=2)))
    reduced = claim(TrickTransfer(1, Side.EW, "70A", fact(Say.WORST_LINE, line="...")))
    conceded = claim(Watch("71", fact(Say.WATCH_71)))
    capped = claim(judgements=(Judgement(fact(Say.ASK_CAPPED, low=2, high=4), "70"),))
    nowhere = claim(judgements=(Judgement(fact(Say.ASK_NO_POSITION, reason="no play"), "70"),),
                    analysed=False)
    plain = claim()
    assert tally(exceeds, careless, reduced, conceded, capped, nowhere, plain) == {
        "analysed": 6, "exceeds-dd": 1, "not-upheld": 2, "law71": 1, "undecided": 1,
        "no-position": 1}

