"""The detector's account of a whole-file pattern (the dealer and vulnerability shifted
against Law 2, the auction started from the wrong seat), said in the reader's language.

The account comes from :mod:`hakem.laws.record_patterns` as an English sentence in the
irregularity's ``detail`` (its numbers have no typed field yet); this module reads the
numbers back from that sentence's fixed shapes and says them with the catalogue's
``account.*`` terms, each a whole clause of the language. A sentence of another shape is
not guessed at: the language's text then goes without the account (English keeps it).

>>> from hakem.reports.explain import catalogue_for
>>> d = ("the dealer differs from Law 2's on 30 of 32 boards, the vulnerability on 28 of 32; "
...      "board n carries the dealer and vulnerability of board n+1 on 30 of 32 boards")
>>> account_text(d, catalogue_for("tr"))
" (dağıtıcı, 32 bordun 30 tanesinde Yasa 2'dekinden farklı, zon durumu 32 bordun 28 tanesinde; 32 bordun 30 tanesinde n numaralı bord, n+1 numaralı bordun dağıtıcısını ve zon durumunu taşıyor)"
"""

from __future__ import annotations

import re
from typing import Any

from .numbers import write_number

_N = r"([\d,]+)"
_MARKINGS = re.compile(rf"the (dealer|vulnerability) differs from Law 2's on {_N} of {_N} boards"
                       rf"(?:, the (dealer|vulnerability) on {_N} of {_N})?; (.*)$")
_JOINT = re.compile(rf"board n carries the dealer and vulnerability of board n\+(\d+) on {_N} of {_N} boards$")
_TURN = re.compile(rf"the dealer is Law 2's dealer turned (\d+) seats? clockwise on {_N} of {_N} boards$")
_NO_SHIFT = "no fixed shift of the Law 2 cycle explains them"
_DECLARER = re.compile(rf"the auction does not make the recorded declarer on {_N} of {_N} boards; (.*?)"
                       rf"(?:; none of the file's {_N} auctions starts with a pass: the passes before "
                       rf"the opening bid look left out)?$")
_ONE_SHIFT = re.compile(rf"starting the auction (\d+) seats? after the dealer reproduces it on {_N} of them$")
_LATER = re.compile(r"starting the auction later reproduces it: (.*)$")
_LATER_ITEM = re.compile(rf"(\d+) seats? after the dealer on {_N}$")


def account_text(detail: str, cat: Any) -> str:
    """`` (…)``: the account in ``cat``'s language, or ``""`` for a shape it does not know."""
    said = _markings(detail, cat) or _declarer(detail, cat)
    return f" ({said})" if said else ""


def _int(text: str) -> int:
    return int(text.replace(",", ""))


def _say(cat: Any, key: str, **numbers: Any) -> str:
    """The term ``key`` with its numbers; one seat (``k == 1``) has a form of its own."""
    if numbers.get("k") == 1 and f"{key}.one" in cat.terms:
        key = f"{key}.one"
    return cat.term(key).format(**{k: write_number(v, cat) if isinstance(v, int) else v
                                   for k, v in numbers.items()})


def _markings(detail: str, cat: Any) -> str | None:
    m = _MARKINGS.match(detail)
    if m is None:
        return None
    out = _say(cat, "account.markings", what=cat.term(f"account.what.{m[1]}"), off=_int(m[2]), of=_int(m[3]))
    if m[4]:
        out += _say(cat, "account.markings.also", what=cat.term(f"account.what.{m[4]}"), off=_int(m[5]),
                    of=_int(m[6]))
    rest = m[7]
    if (j := _JOINT.match(rest)) is not None:
        why = _say(cat, "account.joint-shift", k=_int(j[1]), off=_int(j[2]), of=_int(j[3]))
    elif (t := _TURN.match(rest)) is not None:
        why = _say(cat, "account.dealer-turn", k=_int(t[1]), off=_int(t[2]), of=_int(t[3]))
    elif rest == _NO_SHIFT:
        why = cat.term("account.no-shift")
    else:
        return None
    return f"{out}; {why}"


def _declarer(detail: str, cat: Any) -> str | None:
    m = _DECLARER.match(detail)
    if m is None:
        return None
    out = _say(cat, "account.declarer", off=_int(m[1]), of=_int(m[2]))
    if (one := _ONE_SHIFT.match(m[3])) is not None:
        how = _say(cat, "account.declarer-shift", k=_int(one[1]), n=_int(one[2]))
    elif (later := _LATER.match(m[3])) is not None:
        items = [_LATER_ITEM.match(x.strip()) for x in later[1].split(", ")]
        if not all(items):
            return None
        how = _say(cat, "account.declarer-later", items=", ".join(
            _say(cat, "account.declarer-later.item", k=_int(i[1]), n=_int(i[2])) for i in items if i))
    else:
        return None
    out += f"; {how}"
    if m[4]:
        out += "; " + _say(cat, "account.no-opening-pass", n=_int(m[4]))
    return out


__all__ = ["account_text"]
