"""A diagnostic (``file:line:col: error: message [code]``) said in the reader's language.

The readers make each :class:`~hakem.model.diagnostics.Diagnostic` with its English
``message`` and the values it names (``args``: a tag, a seat letter, a card, counts).
Here a language's table (:mod:`.diagnostics_tr`, :mod:`.diagnostics_he`) gives one whole
sentence per code, with the same placeholders and specs as the rulings' catalogue
(``{seat:term=seat}`` says "N" as "Kuzey"; ``{card}`` is a card said as the language
says cards). Where one code has several sentences, the argument ``kind`` picks one:
``pbn.duplicate-tag/section``. A number that would not read (``model.numbers``) is said
by the ``number/<kind>`` entries whatever its code.

English, a code the table lacks, or a sentence naming a value the diagnostic does not
carry: the English message, never an error (a batch must go on; :func:`untranslated`
lists the codes a test wants translated).

Hebrew lines keep ``file:line:col`` and ``[code]`` left to right inside the
right-to-left sentence (isolates, as the rulings' calls and cards are).

>>> from hakem.model.diagnostics import Diagnostic, Severity, SourceSpan
>>> d = Diagnostic(Severity.WARNING, "pbn.bad-inheritance", "[Deal] may not be inherited",
...                SourceSpan("a.pbn", 3, 1), (("tag", "Deal"),))
>>> diagnostic_line(d, "en")
'a.pbn:3:1: warning: [Deal] may not be inherited [pbn.bad-inheritance]'
>>> diagnostic_line(d, "tr")
'a.pbn:3:1: uyarı: [Deal] etiketi önceki kayıttan devralınamaz [pbn.bad-inheritance]'
"""

from __future__ import annotations

from typing import Any, Mapping

from hakem.model.calls import Call
from hakem.model.cards import Card
from hakem.model.contract import Contract
from hakem.model.diagnostics import Diagnostic
from hakem.model.settings import Language

from . import diagnostics_he, diagnostics_tr
from .catalogue import Entry, Plural, _Formatter
from .he import LRI, PDI

_TABLES = {"tr": diagnostics_tr, "he": diagnostics_he}

#: Arguments holding a card or a call written in the record's notation ("CA", "1NT"):
#: said as the language says cards and calls.
_CARDS = frozenset({"card"})
_CALLS = frozenset({"call", "over"})
_CONTRACTS = frozenset({"contract", "auction"})


def _code(lang: str | Language) -> str:
    return lang.value if isinstance(lang, Language) else str(lang)


def _entry(table: Mapping[str, Entry], diag: Diagnostic, args: Mapping[str, Any]) -> Entry | None:
    kind = args.get("kind")
    if kind is not None:
        found = table.get(f"{diag.code}/{kind}")
        if found is not None:
            return found
    found = table.get(diag.code)
    if found is None and "what" in args and kind is not None:
        found = table.get(f"number/{kind}")
    return found


def _values(args: Mapping[str, Any], words: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(args)
    if "room" in args:  # a LIN board: "board 6, open room" in the language's words
        board = args.get("board")
        label = (words["board-label"].format(board=board) if board is not None
                 else words["board-label.none"])
        room = args["room"]
        out["label"] = (words["board-label.room"].format(label=label, room=words.get(f"room.{room}", room))
                        if room else label)
    what = args.get("what")
    if isinstance(what, str):  # a number's name: "mc| (tricks)", "note reference", "Score cell"
        out["what"] = _what(what, words)
    for name, value in args.items():
        if not isinstance(value, str):
            continue
        try:
            if name in _CARDS:
                out[name] = Card.parse(value)
            elif name in _CALLS:
                out[name] = Call.parse(value)
            elif name in _CONTRACTS:
                out[name] = Contract.parse(value)
        except ValueError:
            pass  # not a card after all (a broken record's text): said as written
    return out


def _what(what: str, words: Mapping[str, Any]) -> str:
    """What a number was, in the language's words: a whole name (``what.note reference``)
    or an English ending after the record's own notation (``what. (tricks)``)."""
    whole = words.get(f"what.{what}")
    if whole is not None:
        return whole
    for key, said in words.items():
        if key.startswith("what. ") and what.endswith(key[5:]):
            return what[:len(what) - len(key) + 5] + said
    return what


def diagnostic_text(diag: Diagnostic, lang: str | Language = "en") -> str:
    """The diagnostic's message in ``lang`` (its English message when not translated)."""
    code = _code(lang)
    table = _TABLES.get(code)
    if table is None:
        return diag.message
    from . import catalogue_for
    args = dict(diag.args)
    entry = _entry(table.SENTENCES, diag, args)
    if entry is None:
        return diag.message
    cat = catalogue_for(code)
    values = _values(args, table.WORDS)
    try:
        if isinstance(entry, Plural):
            template = entry.forms.get(cat.plural(int(values[entry.count])), entry.forms["other"])
        else:
            template = entry
        said = _Formatter(cat).vformat(template, (), values)
        if "label" in values and "{label" not in template:  # a LIN board's replay problem
            said = f"{values['label']}: {said}"
        return said
    except (KeyError, ValueError, TypeError, IndexError):
        return diag.message  # a sentence naming a value this diagnostic lacks


def translated(diag: Diagnostic, lang: str | Language) -> bool:
    """Whether ``lang`` says this diagnostic in its own words (not the English fallback)."""
    code = _code(lang)
    return code == "en" or diagnostic_text(diag, code) != diag.message


def severity_word(diag: Diagnostic, lang: str | Language = "en") -> str:
    table = _TABLES.get(_code(lang))
    return table.WORDS[f"severity.{diag.severity.value}"] if table else diag.severity.value


def diagnostic_line(diag: Diagnostic, lang: str | Language = "en") -> str:
    """``file:line:col: severity: message [code]`` in ``lang`` (``str(diag)`` in English)."""
    code = _code(lang)
    if code not in _TABLES:
        return str(diag)
    where = f"{diag.span}" if diag.span else ""
    tag = f"[{diag.code}]"
    if code == "he":  # left-to-right islands in a right-to-left line
        where, tag = (f"{LRI}{where}{PDI}" if where else ""), f"{LRI}{tag}{PDI}"
    prefix = f"{where}: " if where else ""
    return f"{prefix}{severity_word(diag, code)}: {diagnostic_text(diag, code)} {tag}"


def word(key: str, lang: str | Language = "en", **args: Any) -> str:
    """One of the words around diagnostics (``more-diagnostics``, ``no-rows``...)."""
    table = _TABLES.get(_code(lang))
    words = table.WORDS if table is not None else ENGLISH_WORDS
    if key not in words:
        words = ENGLISH_WORDS
    entry = words[key]
    if isinstance(entry, Plural):
        from . import catalogue_for
        cat = catalogue_for(_code(lang) if table is not None else "en")
        entry = entry.forms.get(cat.plural(int(args[entry.count])), entry.forms["other"])
    return entry.format(**args)


#: The English of the words around diagnostics (the other tables give the same keys).
ENGLISH_WORDS: dict[str, Any] = {
    "severity.error": "error", "severity.warning": "warning", "severity.info": "info",
    "more-diagnostics": Plural("n", {"one": "{path}: {n} more diagnostic (--max-diagnostics 0 shows all)",
                                     "other": "{path}: {n} more diagnostics (--max-diagnostics 0 "
                                              "shows all)"}),
    "no-rows": "(no rows)",
    # what a conversion lost (reports/conversion.py, hakem convert)
    "loss.tag": 'tag [{name} "{value}"]', "loss.value": "{name} {value}",
    "loss.value-now": "{name} {value} (now {now})", "loss.contract-by": "{contract} by {seat}",
    "loss.name.dealer": "dealer", "loss.name.vulnerability": "vulnerability", "loss.name.deal": "deal",
    "loss.name.contract": "contract", "loss.name.declarer": "declarer",
    "loss.name.declarer_swapped": "declarer swapped", "loss.name.result": "result",
    "loss.name.result_agreed": "result agreed",
    "loss.comment": "comment {text}", "loss.new-problem": "new problem: {text}",
    "loss.call": "call {n} ({call} by {seat}): {what}", "loss.missing": "missing",
    "loss.part.call": "the call", "loss.part.seat": "the seat", "loss.part.alert": "the alert",
    "loss.part.explanation": "the explanation",
    "loss.more-calls": "the auction has {n} call(s) more", "loss.play": "the play: {cards}{more}",
    "loss.card-by": "{card} by {seat}", "loss.records": "{n} records became {m}",
    "loss.board": "board {board}", "loss.record": "record {n}",
    "loss.not-carried": "{label}: not carried into {to}: {what}", "loss.a-record": "record",
    # the law a careless slip on a claim's critical line comes under (analysis.claims.Deviation)
    "deviation-law.Law 70C": "Law 70C", "deviation-law.Law 70 footnote": "Law 70 footnote",
}


#: Codes only :func:`hakem.model.numbers.read_number` makes: said by the ``number/*`` entries.
NUMBER_CODES = frozenset({"pbn.bad-board", "pbn.bad-score", "pbn.bad-number", "pbn.bad-nag",
                          "pbn.bad-note-ref", "lin.bad-board", "lin.bad-claim", "lin.bad-undo"})


def deviation_law(law: str, lang: str | Language = "en") -> str:
    """``Deviation.law`` ("Law 70C", "Law 70 footnote") in ``lang``'s words."""
    table = _TABLES.get(_code(lang))
    words = table.WORDS if table is not None else ENGLISH_WORDS
    return words.get(f"deviation-law.{law}", law)


def untranslated(codes: list[str] | set[str], lang: str | Language) -> list[str]:
    """The codes among ``codes`` with no sentence of their own in ``lang``'s table (a
    number code counts as translated when the table says the ``number/*`` problems)."""
    table = _TABLES[_code(lang)].SENTENCES
    numbers = all(f"number/{k}" in table for k in ("digits", "not-number", "low", "high"))
    return sorted(c for c in codes if c not in table and not any(k.startswith(c + "/") for k in table)
                  and not (numbers and c in NUMBER_CODES))


__all__ = ["ENGLISH_WORDS", "NUMBER_CODES", "deviation_law", "diagnostic_line", "diagnostic_text", "severity_word", "translated",
           "untranslated", "word"]
