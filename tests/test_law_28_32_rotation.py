"""Laws 28-32: every seat relation x pass / bid / double / redouble, accepted or not,
comparable or not, plus 28A, 28B, 31A1/32A1 and the 2017 'partner passes once' rule."""

from __future__ import annotations

import pytest
from auction_fixtures import board, coor

from hakem.laws import auction_follow, law28_29_rotation, law30_32_rotation
from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.model.calls import Call
from hakem.model.facts import fact
from hakem.parsers import pbn
from hakem.model.irregularity import SeatRelation
from hakem.model.ruling import (Branch, Cancel, Compliance, LeadRestriction, MustPass,
                                NoRectification, PassScope, UnauthorizedInformation, Watch)
from hakem.model.seat import Seat

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W

# The legal auction before North's call out of rotation, by (relation, call kind): it
# puts the turn with RHO (West), partner (South) or a still-silent LHO (East, dealer),
# and gives a double or redouble something to act on. Empty: nobody has called yet.
PREFIX = {
    ("rho", "Pass"): (W, []), ("rho", "1H"): (W, []),
    ("rho", "X"): (E, ["1S", "Pass"]), ("rho", "XX"): (W, ["Pass", "1H", "X", "Pass"]),
    ("partner", "Pass"): (S, []), ("partner", "1H"): (S, []),
    ("partner", "X"): (E, ["1S"]), ("partner", "XX"): (N, ["1H", "X"]),
    ("lho-first-call", "Pass"): (E, []), ("lho-first-call", "1H"): (E, []),
    ("lho-first-call", "X"): (E, []), ("lho-first-call", "XX"): (E, []),
}
LAW = {"Pass": "30", "1H": "31", "X": "32", "XX": "32"}


def refused(relation: str, call: str, comparable: bool) -> tuple:  # type: ignore[type-arg]
    """Board and irregularity: North's call cancelled, then the turn holder bids 2D, the
    others pass until North replaces it with 3C, and everybody passes to the end."""
    dealer, prefix = PREFIX[(relation, call)]
    at = len(prefix)
    calls: list[str | None] = list(prefix) + ["2D"]
    while dealer.offset(len(calls)) != N:
        calls.append("Pass")
    calls += ["3C", "Pass", "Pass", "Pass"]
    b = board(dealer, calls)
    irr = coor(b, N, call, at, accepted=False,
               options=("comparable",) if comparable else ("not-comparable",))
    return b, irr


@pytest.mark.parametrize("call", ["Pass", "1H", "X", "XX"])
@pytest.mark.parametrize("relation", ["rho", "partner", "lho-first-call"])
def test_relation_is_classified_from_the_turn(relation: str, call: str) -> None:
    b, irr = refused(relation, call, True)
    assert irr.relation is SeatRelation(relation)


@pytest.mark.parametrize("comparable", [True, False])
@pytest.mark.parametrize("call", ["1H", "X", "XX"])
@pytest.mark.parametrize("relation", ["rho", "partner"])
def test_refused_call_then_replacement_decides_one_forced_pass(relation: str, call: str,
                                                                comparable: bool) -> None:
    b, irr = refused(relation, call, comparable)
    r = rule(b, irr)
    letter = "A2" if relation == "rho" else "B2"
    law = f"{LAW[call]}{letter}({'a' if comparable else 'b'})"
    assert r.laws[0] == law
    assert Cancel("29B", call=Call.parse(call)) in r.effects
    passes = [e for e in r.effects if isinstance(e, MustPass)]
    if comparable:
        assert passes == [] and any(isinstance(e, Watch) and e.law == "23C" for e in r.effects)
    else:
        # 2017: partner passes ONCE (not for the rest of the auction, as in 2007).
        assert passes == [MustPass(S, PassScope.NEXT_TURN, law)]
    assert r.compliance is Compliance.COMPLIED
    assert [b_.applies for b_ in r.branches if b_.laws[0] == law] == [True]


@pytest.mark.parametrize("comparable", [True, False])
def test_pass_at_partners_turn_30B1(comparable: bool) -> None:
    b, irr = refused("partner", "Pass", comparable)
    r = rule(b, irr)
    law = "30B1(b)(i)" if comparable else "30B1(b)(ii)"
    assert r.laws[0] == law
    assert [e for e in r.effects if isinstance(e, MustPass)] == (
        [] if comparable else [MustPass(S, PassScope.NEXT_TURN, law)])
    assert any(isinstance(e, UnauthorizedInformation) and e.law == "16C2" for e in r.effects)


@pytest.mark.parametrize("call,law", [("Pass", "30B1"), ("1H", "31B2")])
@pytest.mark.parametrize("comparable", [True, False])
def test_lho_turn_before_offender_called_is_treated_like_partners_turn(
        call: str, law: str, comparable: bool) -> None:
    b, irr = refused("lho-first-call", call, comparable)
    r = rule(b, irr)
    assert r.laws[0].startswith(law)
    assert bool([e for e in r.effects if isinstance(e, MustPass)]) is not comparable


@pytest.mark.parametrize("call", ["X", "XX"])
def test_double_at_lho_turn_before_anyone_bid_is_inadmissible_36(call: str) -> None:
    b, irr = refused("lho-first-call", call, False)
    r = rule(b, irr)
    assert r.laws[:2] == ("32", "36B")
    assert MustPass(S, PassScope.WHOLE_AUCTION, "36B") in r.effects


@pytest.mark.parametrize("comparable", [True, False])
def test_pass_at_rho_turn_30A_offender_passes_once(comparable: bool) -> None:
    b, irr = refused("rho", "Pass", comparable)
    r = rule(b, irr)
    assert r.laws[0] == "30A"
    assert [e for e in r.effects if isinstance(e, MustPass)] == [MustPass(N, PassScope.NEXT_TURN, "30A")]
    assert not [j for j in r.judgements if j.law == "23A"]  # no comparability question
    # The fixture has North bid 3C at his next turn: a new irregularity (Law 37).
    assert r.compliance is Compliance.VIOLATED and [j.law for j in r.judgements] == ["37"]


def test_30A_violated_when_offender_calls_at_his_next_turn() -> None:
    b = board(W, ["1D", "1S", "Pass", "Pass", "Pass"])
    r = rule(b, coor(b, N, "Pass", 0))
    assert r.compliance is Compliance.VIOLATED
    assert fact(auction_follow.Say.CALLED_WHEN_OBLIGED, player=N, call=Call.parse("1S"),
                number=2, law="30A") in r.follow_up
    assert any(j.law == "37" for j in r.judgements)


@pytest.mark.parametrize("call,law", [("1D", "31A1"), ("X", "32A1")])
def test_rho_passes_offender_repeats(call: str, law: str) -> None:
    prefix = [] if call == "1D" else ["1S", "Pass"]
    dealer = W if call == "1D" else E
    b = board(dealer, prefix + ["Pass", call, "Pass", "Pass", "Pass"])
    r = rule(b, coor(b, N, call, len(prefix)))
    assert r.laws[0] == law and r.compliance is Compliance.COMPLIED
    assert NoRectification(law, fact(law30_32_rotation.Say.REPEAT_REASON)) in r.effects


def test_rho_passes_but_offender_does_not_repeat() -> None:
    b = board(W, ["Pass", "1H", "Pass", "Pass", "Pass"])
    r = rule(b, coor(b, N, "1D", 0))
    assert r.compliance is Compliance.VIOLATED


@pytest.mark.parametrize("call", ["Pass", "1H", "X", "XX"])
@pytest.mark.parametrize("relation", ["rho", "partner"])
def test_accepted_when_lho_calls_over_it_29A(relation: str, call: str) -> None:
    dealer, prefix = PREFIX[(relation, call)]
    calls: list[str | None] = list(prefix) + [None] * dealer.offset(len(prefix)).steps_to(N) \
        + [call, "Pass", "Pass", "Pass"]
    b = board(dealer, calls)
    at = calls.index(call, len(prefix))
    r = rule(b, coor(b, N, call, at, accepted=None))
    assert r.laws[:2] == ("29A", "11A")
    assert r.effects == (NoRectification("29A", fact(law28_29_rotation.Say.ACCEPTED_REASON,
                                                     lho=E)),)


def test_accepted_at_lho_first_turn_when_the_record_starts_with_the_offender() -> None:
    b = board(N, ["1H", "Pass", "Pass", "Pass"])  # East dealt; North called first
    irr = coor(b, N, "1H", 0, accepted=None)
    irr = irr.__class__(**{**{f: getattr(irr, f) for f in irr.__dataclass_fields__},
                           "turn": E, "relation": SeatRelation.LHO_FIRST_CALL})
    assert rule(b, irr).laws[0] == "29A"


def test_unknown_comparability_lists_both_branches_and_a_judgement() -> None:
    b, irr = refused("partner", "1H", True)
    irr = irr.__class__(**{**{f: getattr(irr, f) for f in irr.__dataclass_fields__}, "options": ()})
    r = rule(b, irr)
    assert [x.applies for x in r.branches] == [None, None]
    assert [j.law for j in r.judgements] == ["23A"] and r.judgements[0].answer is None
    assert not [e for e in r.effects if isinstance(e, MustPass)]  # never guessed
    # South passed at his next turn anyway, so the table complied either way.
    assert r.compliance is Compliance.COMPLIED


def test_28A_call_at_rho_turn_when_rho_must_pass_is_in_rotation() -> None:
    # West passed out of rotation at South's turn (30A: West must pass at his next
    # turn). At West's next turn North called: that call is in rotation (28A).
    text = """[Board "3"]
[Dealer "S"]
[Auction "S"]
{@COOR W Pass refused}
1C ^S 1H Pass
Pass Pass
"""
    (b,) = pbn.loads(text)
    irrs = check(b)[0]
    first, second = sorted(irrs, key=lambda i: i.position.call_index)
    assert rule(b, first).laws[0] == "30A"
    r = rule(b, second)
    assert r.laws[0] == "28A" and r.effects == (
        NoRectification("28A", fact(law28_29_rotation.Say.OBLIGED_REASON, turn=W)),)


def test_28A_from_marker_option() -> None:
    b = board(W, [None, "1H", "Pass", "Pass", "Pass"])
    r = rule(b, coor(b, N, "1H", 1, accepted=None, options=("28a",)))
    assert r.laws[0] == "28A"


def test_28B_turn_holder_called_first_cancels_without_lead_restriction() -> None:
    b = board(W, ["1S", "Pass", "Pass", "Pass"])
    irr = coor(b, N, "1D", 0, accepted=None)
    irr = irr.__class__(**{**{f: getattr(irr, f) for f in irr.__dataclass_fields__},
                           "accepted_by": W})
    r = rule(b, irr)
    assert r.laws[:2] == ("28B", "16C2")
    assert not [e for e in r.effects if isinstance(e, (MustPass, LeadRestriction))]


def test_call_at_lho_turn_after_having_called_is_a_change_of_call() -> None:
    b = board(N, ["1H", "Pass", "2H", "Pass", "Pass", "Pass"])
    r = rule(b, coor(b, N, "Pass", 1))
    assert "30B2" in r.laws and r.laws[0] == "25B"


def test_artificial_pass_goes_to_law_31() -> None:
    b = board(W, ["1S", "X", "Pass", "Pass", "Pass"])
    r = rule(b, coor(b, N, "Pass", 0, options=("artificial", "comparable")))
    assert r.laws[0] == "31A2(a)" and "30C" in r.laws


def test_pass_out_of_rotation_that_ends_the_auction_keeps_the_right_to_call_34() -> None:
    b = board(N, ["1H", "Pass", "Pass", None, "Pass"])  # North's pass took West's turn
    irr = coor(b, N, "Pass", 4, accepted=True)
    r = rule(b, irr)
    assert r.laws[:2] == ("34", "17D3")


def test_branch_objects_are_frozen() -> None:
    b, irr = refused("partner", "1H", False)
    branch = rule(b, irr).branches[0]
    assert isinstance(branch, Branch)
    with pytest.raises(AttributeError):
        branch.applies = None  # type: ignore[misc]


def test_north_is_named_when_the_turn_was_norths() -> None:
    # Seat.N is 0: a truthiness test once turned "back to N" into a vague phrase.
    b = board(N, ["1H", "Pass", "2H", "Pass", "Pass", "Pass"])
    r = rule(b, coor(b, E, "Pass", 0))
    assert fact(law28_29_rotation.Say.CANCELLED, lho=S, turn=N) in r.facts
