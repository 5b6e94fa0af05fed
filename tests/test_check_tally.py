"""``hakem check``'s claim tally counts what the claim rulings say from their typed claim
facts (``Ruling.claim``), never from their English; an ordinary claim (agreed and
standing, or contested and upheld) is no irregularity in the batch's counts."""

from __future__ import annotations

from hakem.laws.claim_rules import Say
from hakem.laws.file_rulings import Finding
from hakem.laws.finding_class import finding_class
from hakem.model.facts import fact
from hakem.model.irregularity import Irregularity, IrregularityKind
from hakem.model.ruling import ClaimFacts, Judgement, Ruling
from hakem.model.seat import Seat
from hakem.reports.check_lines import CheckTally

CLAIM = Irregularity(IrregularityKind.CLAIM)
REVOKE = Irregularity(IrregularityKind.REVOKE)


def claim(outcome: str | None, judgements=(), contested: bool = False) -> Ruling:  # type: ignore[no-untyped-def]
    facts = None if outcome is None else ClaimFacts(
        claimer=Seat.S, contested=contested, tricks_left=5, claimed=4, awarded=4, double_dummy=4,
        outcome=outcome, low=4, high=4)
    return Ruling(("69A",), irregularity=CLAIM, judgements=tuple(judgements), claim=facts)


def tally(*rulings: Ruling) -> CheckTally:
    t = CheckTally()
    for r in rulings:
        irr = r.irregularity or CLAIM
        t.add(Finding(irr, r, finding_class(irr, r)))
    return t


def test_claims_are_counted_by_the_outcome_their_ruling_holds() -> None:
    nowhere = claim(None, (Judgement(fact(Say.ASK_NO_POSITION, reason="no play"), "70"),))
    t = tally(claim("69B"), claim("stands"), claim("stands"), claim("71"), claim("reduced", contested=True),
              claim("upheld", contested=True), claim("director-decides", contested=True), nowhere,
              claim(None))
    assert dict(t.claims) == {"recorded": 9, "analysed": 7, "69B": 1, "stands": 2, "71": 1, "reduced": 1,
                              "upheld": 1, "director-decides": 1, "no-position": 1, "not-analysed": 1}


def test_an_agreed_claim_that_stands_is_no_irregularity_in_the_batch_counts() -> None:
    t = tally(claim("stands"), claim("upheld", contested=True), claim(None))
    assert t.kinds[("table", "claim")] == 0 and t.kinds[("claim", "claim")] == 3
    assert t.claims["stands"] == 1 and t.claims["upheld"] == 1


def test_a_claim_the_director_must_act_on_is_counted_as_an_irregularity() -> None:
    t = tally(claim("69B"), claim("71"), claim("reduced", contested=True), claim("director-decides"),
              Ruling(("64A1",), irregularity=REVOKE))
    assert t.kinds == {("table", "claim"): 4, ("table", "revoke"): 1}
    assert "4 for the director to act on" in t.summary(1, 1000)[-1]


def test_a_claim_without_a_usable_position_is_a_record_defect_not_an_irregularity() -> None:
    nowhere = claim(None, (Judgement(fact(Say.ASK_NO_POSITION, reason="the play does not replay"), "70"),))
    t = tally(nowhere)
    assert t.kinds == {("record", "claim"): 1} and t.claims["no-position"] == 1
    assert "1 without a usable position" in t.summary(1, 1000)[-1]


def test_a_claim_read_from_a_stopped_play_is_said_with_its_claimer() -> None:
    # The detector does not know who claimed until the claim is judged (declarer's side,
    # from [Result]); the text line takes the claimer from the ruling: "claim by S".
    from hakem.model.board import Board
    from hakem.reports.check_lines import later_text, text_lines
    ruling = claim("69B")
    assert "claim by S" in text_lines("x.pbn", Board(), CLAIM, ruling)[0]
    assert "claim by S" in later_text("x.pbn", Board(), CLAIM, lambda: ruling)()
    assert "claim by S" in later_text("x.pbn", Board(), CLAIM, ruling)()
    assert "revoke by - " in text_lines("x.pbn", Board(), REVOKE, Ruling(("64",), irregularity=REVOKE))[0]
