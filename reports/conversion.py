"""What a conversion kept: the converted text read back and compared with the original.

``hakem convert`` writes the boards in the new format, reads that text back with the
format's own reader, and compares board by board. Anything of the original that did
not come back is a loss, said in a few words: an irregularity (its kind, offender and
place, as detection finds it), a tag, a value (deal, dealer, contract...), a call or a
card, a comment. New problems the reader finds in the converted text count too. What
the new format adds (LIN's own tags, a board number) is not a loss.

>>> from hakem.parsers import pbn
>>> boards = pbn.loads('[Board "1"]\\n[Site "Izmir"]\\n[Dealer "N"]\\n')
>>> losses(boards, pbn.loads('[Board "1"]\\n[Dealer "N"]\\n'))
['board 1: tag [Site "Izmir"]']
>>> losses(boards, pbn.loads('[Board "1"]\\n[Dealer "E"]\\n[Site "Izmir"]\\n'), "tr")
['bord 1: dağıtıcı: Kuzey (şimdi Doğu)']

The words are :mod:`hakem.reports.explain.diagnostics`' (``loss.*``), in ``lang``.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any, Sequence

from hakem.laws.detect import irregularities
from hakem.model.board import Board
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.seat import Seat, Vulnerability
from hakem.parsers.lin_tokens import unescape_suits
from hakem.model.diagnostics import Severity
from hakem.model.irregularity import Irregularity
from hakem.model.settings import Language

from .explain import catalogue_for
from .explain.diagnostics import diagnostic_text, word
from .explain.labels import position_text

#: Irregularity fields that say how it was found or worded, not what happened.
_HOW = frozenset({"origin", "notation", "span", "detail"})
_VALUES = ("dealer", "vulnerability", "deal", "contract", "declarer", "declarer_swapped",
           "result", "result_agreed")


def irregularity_key(irr: Irregularity) -> tuple[Any, ...]:
    """What an irregularity says happened (kind, offender, place, call, card, options...)."""
    return tuple(same_text(v) if f.name == "note" else v
                 for f in dataclasses.fields(Irregularity) if f.name not in _HOW
                 for v in (getattr(irr, f.name),))


def same_text(text: str | None) -> str | None:
    """A text as every format can say it: LIN writes suits as ``!S`` and a ``|`` as ``/``."""
    return None if text is None else unescape_suits(text).replace("|", "/")


def describe(irr: Irregularity, lang: str | Language = "en") -> str:
    """An irregularity in a few words: its kind, offender, place, and call or card."""
    if str(getattr(lang, "value", lang)) == "en":
        who = f" by {irr.offender.name}" if irr.offender is not None else ""
        where = f" at {irr.position}" if irr.position is not None else ""
        what = f" ({irr.card or irr.call})" if irr.card is not None or irr.call is not None else ""
        return f"{irr.kind.value}{who}{where}{what}"
    cat = catalogue_for(lang)
    thing = irr.card if irr.card is not None else irr.call
    parts = [cat.value(irr.kind), cat.value(irr.offender) if irr.offender is not None else "",
             position_text(irr.position, lang) if irr.position is not None else ""]
    return ", ".join(p for p in parts if p) + (f" ({cat.value(thing)})" if thing is not None else "")


def _value(value: Any, lang: str | Language = "en") -> str:
    english = str(getattr(lang, "value", lang)) == "en"
    cat = catalogue_for(lang)
    if isinstance(value, Contract):
        said = str(value) if english else cat.value(value)
        return said if value.declarer is None else word(
            "loss.contract-by", lang, contract=said, seat=_seat(value.declarer, lang))
    if isinstance(value, Deal):
        return value.to_pbn()
    if isinstance(value, Seat):
        return _seat(value, lang)
    if isinstance(value, Vulnerability):
        return value.value if english else cat.term(f"html.vul.{value.value}")
    if value is True:
        return "yes" if english else cat.term("yes")
    return str(value)


def _seat(seat: Seat, lang: str | Language) -> str:
    return seat.name if str(getattr(lang, "value", lang)) == "en" else catalogue_for(lang).value(seat)


def _thing(value: Any, lang: str | Language) -> str:
    """A call or a card: as the record writes it in English, as the language says it otherwise."""
    return str(value) if str(getattr(lang, "value", lang)) == "en" else catalogue_for(lang).value(value)


def _label(board: Board, index: int, lang: str | Language = "en") -> str:
    return (word("loss.board", lang, board=board.board_id) if board.board_id
            else word("loss.record", lang, n=index + 1))


def board_losses(original: Board, converted: Board, lang: str | Language = "en") -> list[str]:
    """What of ``original`` is missing or different in ``converted`` (a few words each, in
    ``lang``)."""
    if converted == original:
        return []  # the same record (JSON lines give this back): nothing to look for
    out: list[str] = []
    theirs = {(t.name, t.value) for t in converted.tags}
    out += [word("loss.tag", lang, name=t.name, value=t.value)
            for t in original.tags if (t.name, t.value) not in theirs]
    for name in _VALUES:
        mine, other = getattr(original, name), getattr(converted, name)
        if mine is not None and mine is not False and mine != other:  # (Seat.N == 0 == False)
            said = word(f"loss.name.{name}", lang)
            if other is not None and other is not False:
                out.append(word("loss.value-now", lang, name=said, value=_value(mine, lang),
                                now=_value(other, lang)))
            else:
                out.append(word("loss.value", lang, name=said, value=_value(mine, lang)))
    out += _sequence_losses(original, converted, lang)
    kept = Counter(same_text(c.text) for c in converted.comments)
    for comment in original.comments:
        text = same_text(comment.text)
        if kept[text] > 0:
            kept[text] -= 1
        else:
            out.append(word("loss.comment", lang, text=repr(comment.text[:40])))
    found = Counter(irregularity_key(i) for i in irregularities(converted))
    for irr in irregularities(original):
        key = irregularity_key(irr)
        if found[key] > 0:
            found[key] -= 1
        else:
            out.append(describe(irr, lang))
    before = Counter(_problem(d.code) for d in original.diagnostics if d.severity is Severity.ERROR)
    for diag in converted.diagnostics:
        if diag.severity is Severity.ERROR:
            if before[_problem(diag.code)] > 0:
                before[_problem(diag.code)] -= 1
            else:
                out.append(word("loss.new-problem", lang, text=diagnostic_text(diag, lang)))
    return out


def _problem(code: str) -> str:
    """A diagnostic code without its format (``pbn.bad-deal`` and ``lin.bad-deal`` are one)."""
    head, _, rest = code.partition(".")
    return rest if head in ("pbn", "lin", "json") and rest else code


def _sequence_losses(original: Board, converted: Board, lang: str | Language = "en") -> list[str]:
    out = []
    if original.auction is not None:
        theirs = converted.auction.calls if converted.auction is not None else ()
        for i, entry in enumerate(original.auction.calls):
            other = theirs[i] if i < len(theirs) else None
            what = _call_loss(entry, other, lang)
            if what:
                out.append(word("loss.call", lang, n=i + 1, what=what, seat=_seat(entry.seat, lang),
                                call=_thing(entry.call, lang) if entry.call else "^S"))
                break  # the calls after it follow from it
        if len(theirs) > len(original.auction.calls):
            out.append(word("loss.more-calls", lang, n=len(theirs) - len(original.auction.calls)))
    if original.play is not None:
        held = {(c.seat, c.card) for row in converted.play.rows for c in row
                if c is not None and c.card is not None} if converted.play is not None else set()
        missing = [word("loss.card-by", lang, card=_thing(card, lang), seat=_seat(seat, lang))
                   for row in original.play.rows for c in row
                   if c is not None and c.card is not None
                   for seat, card in [(c.seat, c.card)] if (seat, card) not in held]
        if missing:
            out.append(word("loss.play", lang, cards=", ".join(missing[:4]),
                            more=" ..." if len(missing) > 4 else ""))
    return out


def _call_loss(entry: Any, other: Any, lang: str | Language = "en") -> str:
    if other is None:
        return word("loss.missing", lang)
    parts = [word(f"loss.part.{name}", lang) for name, mine, theirs in (
        ("call", entry.call, other.call), ("seat", entry.seat, other.seat),
        ("alert", entry.alert, other.alert),
        ("explanation", same_text(entry.explanation), same_text(other.explanation)))
        if mine != theirs]
    return ", ".join(parts)


def losses(original: Sequence[Board], converted: Sequence[Board], lang: str | Language = "en") -> list[str]:
    """Every loss, as ``board N: what`` lines, over two readings of the same boards."""
    out: list[str] = []
    if len(converted) != len(original):
        # Which record went where cannot be told: the count is the loss to report.
        return [word("loss.records", lang, n=len(original), m=len(converted))]
    for index, (mine, other) in enumerate(zip(original, converted)):
        out += [f"{_label(mine, index, lang)}: {what}" for what in board_losses(mine, other, lang)]
    return out


__all__ = ["board_losses", "describe", "irregularity_key", "losses"]
