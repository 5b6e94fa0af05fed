"""The rank-compression table (built once per process, inside the first claim ruling
that searches): every entry packs the chosen bits of a holding, low first."""

from hypothesis import given
from hypothesis import strategies as st

from hakem.analysis.cardset import _pext_table

_TABLE8 = _pext_table(8)
_TABLE5 = _pext_table(5)


def _packed(h: int, u: int) -> int:
    out = k = 0
    for i in range(u.bit_length()):
        if u >> i & 1:
            out |= (h >> i & 1) << k
            k += 1
    return out


def test_pext_table_packs_the_chosen_spot_cards_low():
    # Spots still out at positions 1, 3 and 6; the hand holds those at 3 and 6.
    assert _TABLE8[0b01001010 << 8 | 0b01001000] == 0b110


def test_pext_table_honours_table_is_exhaustively_right():
    assert all(_TABLE5[u << 5 | h] == _packed(h, u) for u in range(32) for h in range(32))


@given(u=st.integers(0, 255), h=st.integers(0, 255))
def test_pext_table_every_spot_entry_packs_the_bits_in_order(u, h):
    assert _TABLE8[u << 8 | h] == _packed(h, u)
