"""Property tests: acceptance by the offender's LHO, and rulings that turn with the table."""

from __future__ import annotations

import dataclasses

from auction_fixtures import board, coor
from hypothesis import given, settings
from hypothesis import strategies as st

from hakem.laws.engine import rule
from hakem.laws.law28_29_rotation import Say
from hakem.model.facts import fact
from hakem.model.irregularity import Irregularity
from hakem.model.ruling import NoRectification, Ruling, UnauthorizedInformation
from hakem.model.seat import Seat

CALLS = ["Pass", "1C", "1H", "2NT", "3S"]
LHO_CALLS = ["Pass", "4C", "4S", "5D", "7NT"]


@st.composite
def out_of_rotation(draw):  # type: ignore[no-untyped-def]
    """A bid or pass by ``offender`` at RHO's or partner's turn, standing in the record."""
    offender = draw(st.sampled_from(list(Seat)))
    steps = draw(st.sampled_from([1, 2]))  # skipped seats: RHO's turn (1) or partner's (2)
    dealer = offender.offset(-steps)
    call = draw(st.sampled_from(CALLS))
    return offender, dealer, steps, call


@settings(max_examples=60, deadline=None)
@given(out_of_rotation(), st.sampled_from(LHO_CALLS), st.sampled_from([None, False, True]))
def test_any_call_by_lho_over_a_call_out_of_rotation_accepts_it(case, lho_call, said) -> None:  # type: ignore[no-untyped-def]
    offender, dealer, steps, call = case
    calls: list[str | None] = [None] * steps + [call, lho_call, "Pass", "Pass", "Pass"]
    b = board(dealer, calls)
    r = rule(b, coor(b, offender, call, steps, accepted=said))
    assert r.laws[0] == "29A"
    assert NoRectification("29A", fact(Say.ACCEPTED_REASON, lho=offender.lho)) in r.effects


def _turn(value, k: int):  # type: ignore[no-untyped-def]
    """``value`` with every seat moved ``k`` places clockwise."""
    if isinstance(value, Seat):
        return value.offset(k)
    if isinstance(value, UnauthorizedInformation):  # its text names seats
        value = dataclasses.replace(value, info="")
    if isinstance(value, tuple):
        return tuple(_turn(v, k) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.replace(value, **{f.name: _turn(getattr(value, f.name), k)
                                             for f in dataclasses.fields(value)
                                             if f.name not in ("span", "irregularity")})
    return value


def _shape(r: Ruling, k: int = 0):  # type: ignore[no-untyped-def]
    return (r.laws, _turn(r.effects, k), tuple((b.laws, b.applies, _turn(b.effects, k))
                                              for b in r.branches),
            r.compliance, tuple(j.law for j in r.judgements))


@st.composite
def refused_case(draw):  # type: ignore[no-untyped-def]
    offender = Seat.N
    steps = draw(st.sampled_from([1, 2, 3]))
    call = draw(st.sampled_from(["Pass", "1H"]))
    verdict = draw(st.sampled_from([("comparable",), ("not-comparable",), ()]))
    follow = draw(st.lists(st.sampled_from(["Pass", "2D", "3C"]), min_size=0, max_size=3))
    return offender, steps, call, verdict, follow


@settings(max_examples=60, deadline=None)
@given(refused_case(), st.sampled_from([1, 2]))
def test_mirrored_seats_give_mirrored_rulings(case, k: int) -> None:  # type: ignore[no-untyped-def]
    offender, steps, call, verdict, follow = case
    dealer = offender.offset(-steps)
    calls: list[str | None] = ["4D"] + [c if c != "2D" else "4H" for c in follow] + \
        ["Pass", "Pass", "Pass", "Pass", "Pass"]
    calls = ["4D" if c == "3C" else c for c in calls]
    b = board(dealer, calls)
    irr: Irregularity = coor(b, offender, call, 0, options=verdict)
    turned_board = board(dealer.offset(k), calls)
    turned = coor(turned_board, offender.offset(k), call, 0, options=verdict)
    assert turned.relation is irr.relation
    assert _shape(rule(turned_board, turned)) == _shape(rule(b, irr), k)
