"""DDS's transposition-table size follows the work of the process: small tables for the
agreed-claim checks' endings (cheaper for every new deal), DDS's large ones from the first
full-deal solve on, for good. The values never depend on it. Each test runs in a fresh
process: the configuration belongs to the process."""

import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.dds


def _run(code: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


_ENDINGS = """
    import random
    from hakem.analysis import dds
    from hakem.analysis.cardset import SUIT_MASKS

    def endings(n):
        rng = random.Random(5)
        for _ in range(n):
            k = rng.randint(2, 8)
            cards = rng.sample(range(52), 4 * k)
            hands = [0, 0, 0, 0]
            for i, c in enumerate(cards):
                hands[i % 4] |= 1 << c
            yield tuple(hands), rng.randrange(-1, 4), rng.randrange(4)

    def values():
        return [dds.dd_bits(h, t, l, ()) for h, t, l in endings(60)]
"""


def test_dds_tables_small_for_endings_large_after_a_full_deal_same_values():
    got = _run(_ENDINGS + """
    from hakem.model.deal import Deal
    small = values()
    print(dds._engine["tables"])
    deal = Deal.parse("N:AK96.KQ8.A98.K63 QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75")
    table = dds.dd_tables([deal])[0]
    print(dds._engine["tables"])
    large = values()
    print(dds._engine["tables"], small == large, table == dds.dd_tables([deal])[0])
    """)
    assert got == ["small", "large", "large", "True", "True"]


def test_dds_raw_path_survives_free_memory_with_small_tables():
    got = _run(_ENDINGS + """
    before = values()
    dds.free_memory()
    after = values()
    print(dds._engine["tables"], before == after)
    """)
    assert got == ["small", "True"]


def test_dds_set_max_threads_keeps_the_large_tables_for_the_raw_path():
    got = _run(_ENDINGS + """
    dds.set_max_threads(1)
    values()
    print(dds._engine["tables"], dds._engine["threads"])
    """)
    assert got == ["large", "1"]
