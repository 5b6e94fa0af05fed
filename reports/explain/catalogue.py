"""A language's catalogue: whole sentences with named placeholders, terms, plural rule
and inflection hook; and the renderer that makes words from facts with it.

A sentence entry is one template per fact key (``"law30.a.rule": "Law 30A: {offender}
must pass at his next turn..."``), never a fragment glued into English word order.
Placeholders name the fact's parameters. After a colon they may ask for:

* an inflection (``{offender:dat}``): the language's ``inflect`` hook gets the
  rendered word and the case name (Turkish suffixes by vowel harmony, "Batıya";
  Hebrew prefix letters, "למערב", "ל-1NT");
* ``cap``: a capital first letter; ``or`` / ``and`` / ``comma`` / ``slash`` /
  ``space`` / ``semicolon``: how a list is joined; ``none=TERM``: the term said when
  an optional value is missing (``{winner:none=nobody}``); several are written with
  ``+`` (``{offender:dat+cap}``); ``term=PREFIX``: a text value said by the term
  ``PREFIX.value`` when the language has one (``{klass:term=player-class}``); ``signed``: a number with its sign (``+420``),
  ``made``: a result against the contract (``=``, ``+1``, ``-2``); ``account``: the
  detector's English account of a whole-file pattern said in the language, with its
  brackets, or nothing (:mod:`.accounts`).

An entry whose words change with a number is a :class:`Plural`: one whole sentence
per plural category of the language (CLDR names: ``one``, ``two``, ``other``),
chosen by the number in the named parameter. Turkish says "2 löve" (no plural after
a number): its catalogue simply writes the same noun in both forms; Hebrew says two
tricks in a form of its own ("שתי לקיחות"), its ``two`` category.

Terms are the words for values: seats, suits, sides, ranks, calls, choices, the
irregularity kinds (``seat.N``, ``suit.H``, ``verb.prohibit``...).

>>> from hakem.reports.explain import catalogue_for
>>> cat = catalogue_for("en")
>>> cat.plural(1), cat.plural(2)
('one', 'other')
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Any, Callable, Mapping

from hakem.model.calls import Call, CallKind
from hakem.model.cards import Card
from hakem.model.choices import Choice
from hakem.model.contract import Contract
from hakem.model.facts import Fact


@dataclass(frozen=True)
class Plural:
    """A sentence whose words follow a number: one template per plural category."""

    count: str
    """The parameter whose number chooses the form."""
    forms: Mapping[str, str]


Entry = str | Plural

#: How each enum's values are named in the terms table (``seat.N``, ``verb.prohibit``).
def term_key(value: Enum) -> str:
    prefix = _PREFIXES.get(type(value).__name__, type(value).__name__.lower())
    name = value.name if isinstance(value, IntEnum) else value.value
    return f"{prefix}.{name}"


_PREFIXES = {"Seat": "seat", "Side": "side", "Suit": "suit", "Rank": "rank", "Strain": "strain",
             "SeatRelation": "relation", "PenaltyCardKind": "penalty", "Verb": "verb",
             "Finding": "finding", "Subkind": "subkind", "IrregularityKind": "kind",
             "Role": "role", "Compliance": "compliance", "PassScope": "pass-scope",
             "LeadRestrictionKind": "lead-restriction", "LeadDuration": "lead-duration",
             "AdjustmentKind": "adjustment", "Source": "source",
             "FindingClass": "class", "TableAction": "table-action"}

#: Specs that are not inflections.
_JOINS = ("or", "and", "space", "slash", "comma", "semicolon")


_SEPARATORS = {"space": " ", "slash": "/", "comma": ",", "semicolon": "; "}


def _no_inflection(word: str, case: str) -> str:
    return word


def _english_join(items: list[str], how: str) -> str:
    if how in _SEPARATORS:
        return _SEPARATORS[how].join(items)
    if how == "or":  # "C or D", "C or D or H": each alternative said, as a TD says them
        return " or ".join(items)
    if how == "and" and len(items) > 1:
        return ", ".join(items[:-1]) + " and " + items[-1]
    return ", ".join(items)


@dataclass(frozen=True)
class Catalogue:
    """Everything one language needs to say a ruling."""

    code: str
    sentences: Mapping[str, Entry] = field(repr=False)
    terms: Mapping[str, str] = field(repr=False)
    plural: Callable[[int], str]
    """A number's plural category (CLDR names)."""
    categories: tuple[str, ...]
    """The categories every :class:`Plural` entry of this language gives."""
    inflect: Callable[[str, str], str] = _no_inflection
    """``(word, case) -> word``: the suffix or form a placeholder's spec asks for."""
    join: Callable[[list[str], str], str] = _english_join
    direction: str = "ltr"
    fallback: "Catalogue | None" = field(default=None, repr=False)
    """Where a missing entry is looked up (English), until the language is complete."""

    # --- looking up ----------------------------------------------------------------
    def term(self, key: str) -> str:
        found = self.terms.get(key)
        if found is None and self.fallback is not None:
            return self.fallback.term(key)
        return found if found is not None else key

    def say(self, key: str, **args: Any) -> str:
        """A term with placeholders (a report label), its values rendered as in sentences:
        ``say("html.contract-by", contract=c, declarer=Seat.S)`` -> "Güneyin 4♠ kontratı"."""
        return _Formatter(self).vformat(self.term(key), (), args)

    # --- rendering -----------------------------------------------------------------
    def text(self, f: Fact) -> str:
        """The words of one fact. A sentence this language does not have yet is said
        wholly by the fallback (English words, English joins), never half and half."""
        entry = self.sentences.get(f.key.value)
        if entry is None and self.fallback is not None:
            return self.fallback.text(f)
        args = f.kwargs
        if entry is None:  # a missing entry must not stop a batch; tests catch it
            return f"[{f.key.value}]"
        if isinstance(entry, Plural):
            category = self.plural(int(args[entry.count]))
            template = entry.forms.get(category, entry.forms.get("other", ""))
        else:
            template = entry
        return _Formatter(self).vformat(template, (), args)

    def value(self, value: Any, spec: str = "") -> str:
        """The words for one argument, with the spec's inflection or joining."""
        specs = [s for s in spec.split("+") if s] if spec else []
        if value is None:  # ``{winner:none=nobody}``: the term said for a missing value
            absent = next((s[5:] for s in specs if s.startswith("none=")), "unknown")
            return self.term(absent)
        specs = [s for s in specs if not s.startswith("none=")]
        if "account" in specs and isinstance(value, str):  # the detector's account, said anew
            from .accounts import account_text
            return account_text(value, self)
        named = next((s[5:] for s in specs if s.startswith("term=")), None)
        if named is not None:  # ``{klass:term=player-class}``: a text value named by a term
            specs = [s for s in specs if not s.startswith("term=")]
            key = f"{named}.{value}"
            said = self.term(key)
            value = said if said != key else value
        if isinstance(value, tuple):
            if not value:
                return self.term("none")
            how = next((s for s in specs if s in _JOINS), "")
            rest = "+".join(s for s in specs if s not in _JOINS)
            return self.join([self.value(v, rest) for v in value], how)
        if type(value) is int and ("signed" in specs or "made" in specs):
            text = "=" if value == 0 and "made" in specs else f"{value:+d}"
            specs = [s for s in specs if s not in ("signed", "made")]
        else:
            text = self._base(value)
        for s in specs:
            if s == "cap":
                text = text[:1].upper() + text[1:]
            elif s not in _JOINS:
                text = self.inflect(text, s)
        return text

    def _base(self, value: Any) -> str:
        if value is None:
            return self.term("unknown")
        if isinstance(value, Fact):
            return self.text(value)
        if isinstance(value, bool):
            return self.term("yes" if value else "no")
        if isinstance(value, Choice):
            verb = self.term(term_key(value.verb))
            if value.suit is None:
                return verb
            return self.term("choice-with-suit").format(verb=verb, suit=self.term(term_key(value.suit)))
        if isinstance(value, Card):
            return self.term("card").format(suit=self.term(f"card-suit.{value.suit.name}"),
                                            rank=self.term(f"rank.{value.rank.name}"))
        if isinstance(value, Call):
            return self.call(value)
        if isinstance(value, Contract):
            return self.contract(value)
        if isinstance(value, Enum):
            return self.term(term_key(value))
        return str(value)

    def call(self, call: Call) -> str:
        if call.kind is CallKind.BID:
            assert call.strain is not None
            return self.term("bid").format(level=call.level,
                                           strain=self.term(f"bid-strain.{call.strain.name}"))
        return self.term(f"call.{call.kind.name}")

    def contract(self, contract: Contract) -> str:
        if contract.is_passed_out:
            return self.term("call.PASS")
        assert contract.strain is not None
        strain = self.term(f"bid-strain.{contract.strain.name}")
        if contract.level == 0:
            return strain
        risk = self.term(f"risk.{contract.risk.name}") if contract.risk.suffix else ""
        return self.term("contract").format(level=contract.level, strain=strain, risk=risk)


class _Formatter(string.Formatter):
    """``str.format`` with the catalogue rendering each placeholder."""

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        return kwargs[key]  # type: ignore[index]

    def format_field(self, value: Any, format_spec: str) -> str:
        return self.catalogue.value(value, format_spec)


def placeholders(template: str) -> set[str]:
    """The parameter names a template uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def templates(entry: Entry) -> list[str]:
    return list(entry.forms.values()) if isinstance(entry, Plural) else [entry]


__all__ = ["Catalogue", "Entry", "Plural", "placeholders", "templates", "term_key"]
