"""Seats, suits and strains are things, not counts: North and clubs are true like the others."""

import pytest

from hakem.model.cards import Strain, Suit
from hakem.model.seat import Seat


@pytest.mark.parametrize("member", [*Seat, *Suit, *Strain], ids=repr)
def test_every_seat_suit_and_strain_is_true(member):
    assert bool(member) is True


def test_north_survives_an_or_with_a_fallback():
    claimer, declarer = Seat.N, Seat.W
    assert (claimer or declarer) is Seat.N
    assert (Suit.C or Suit.S) is Suit.C


def test_the_enums_still_count_as_numbers():
    assert Seat.N == 0 and Seat.N + 1 == Seat.E and Suit.C < Suit.D and int(Strain.C) == 0
