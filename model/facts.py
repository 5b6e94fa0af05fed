"""Facts: what a ruling says, as typed values, never as sentences.

A ruling's reasons, its branches' conditions, its judgements' questions and the
steps the record showed afterwards are :class:`Fact` objects: a *key* naming
what is said ("the offender must pass at his next turn") and typed *arguments*
(seats, calls, cards, suits, numbers, law references, other facts). The words
are made in one place, :mod:`hakem.reports.explain`, from a catalogue per
language in which each key has one whole sentence with named placeholders. The
laws never know how a ruling is shown.

Each law family declares the keys it states as a :class:`FactKey` enum beside
its code; a key lists its parameters and their types, and :func:`fact` checks
them, so a fact cannot be built with a missing, extra or mistyped argument.

>>> from hakem.model.seat import Seat
>>> class Say(FactKey):
...     MUST_PASS = "example.must-pass", "player:seat law:law"
>>> f = fact(Say.MUST_PASS, player=Seat.E, law="30A")
>>> f["player"], f.key.value, fact_to_dict(f)
(Seat.E, 'example.must-pass', {'key': 'example.must-pass', 'args': {'player': 'E', 'law': '30A'}})
>>> fact(Say.MUST_PASS, player="E", law="30A")
Traceback (most recent call last):
...
TypeError: example.must-pass: player must be a seat, not 'E'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Iterator

from .calls import Call
from .cards import Card, Suit
from .choices import Choice
from .contract import Contract
from .seat import Seat, Side


def _tuple_of(kind: type) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, tuple) and all(isinstance(x, kind) for x in v)


#: The parameter types a key may declare, and how a value is checked.
#: ``text`` is verbatim text from the record or the TD (a statement, a note, an
#: exception message): it is shown as written, never translated.
TYPES: dict[str, Callable[[Any], bool]] = {
    "seat": lambda v: isinstance(v, Seat),
    "seats": _tuple_of(Seat),
    "side": lambda v: isinstance(v, Side),
    "call": lambda v: isinstance(v, Call),
    "card": lambda v: isinstance(v, Card),
    "cards": _tuple_of(Card),
    "suit": lambda v: isinstance(v, Suit),
    "suits": _tuple_of(Suit),
    "int": lambda v: type(v) is int,
    "ints": lambda v: isinstance(v, tuple) and all(type(x) is int for x in v),
    "law": lambda v: isinstance(v, str),
    "laws": _tuple_of(str),
    "contract": lambda v: isinstance(v, Contract),
    "fact": lambda v: isinstance(v, Fact),
    "facts": lambda v: isinstance(v, tuple) and all(isinstance(x, Fact) for x in v),
    "choice": lambda v: isinstance(v, Choice),
    "choices": _tuple_of(Choice),
    "term": lambda v: isinstance(v, Enum),
    "terms": _tuple_of(Enum),
    "text": lambda v: isinstance(v, str),
}


class FactKey(Enum):
    """Base of the enums of fact keys. A member is written
    ``NAME = "family.what", "param:type param:type"``; its value is the stable key
    (used by the catalogues and in JSON) and :attr:`params` its typed parameters. A
    type ending in ``?`` also takes None (a call the record does not show)."""

    params: dict[str, str]

    def __new__(cls, key: str, params: str = "") -> "FactKey":
        obj = object.__new__(cls)
        obj._value_ = key
        declared: dict[str, str] = {}
        for item in params.split():
            name, _, kind = item.partition(":")
            if kind.rstrip("?") not in TYPES:
                raise ValueError(f"{key}: unknown parameter type {kind!r} for {name!r}")
            declared[name] = kind
        obj.params = declared
        return obj

    def __repr__(self) -> str:
        return f"<{type(self).__name__}.{self.name}>"


@dataclass(frozen=True, slots=True)
class Fact:
    """One thing a ruling says: a key and its typed arguments (build with :func:`fact`)."""

    key: FactKey
    args: tuple[tuple[str, Any], ...] = ()

    def __getitem__(self, name: str) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        try:
            return self[name]
        except KeyError:
            return default

    @property
    def kwargs(self) -> dict[str, Any]:
        return dict(self.args)

    def walk(self) -> Iterator["Fact"]:
        """This fact and every fact nested in its arguments."""
        yield self
        for _, value in self.args:
            if isinstance(value, Fact):
                yield from value.walk()
            elif isinstance(value, tuple):
                for item in value:
                    if isinstance(item, Fact):
                        yield from item.walk()


def fact(key: FactKey, **args: Any) -> Fact:
    """The fact ``key`` with ``args``, checked against the key's declared parameters."""
    declared = key.params
    if args.keys() != declared.keys():
        missing = sorted(declared.keys() - args.keys())
        extra = sorted(args.keys() - declared.keys())
        raise TypeError(f"{key.value}: " + "; ".join(
            part for part in (f"missing {', '.join(missing)}" if missing else "",
                              f"unexpected {', '.join(extra)}" if extra else "") if part))
    for name, kind in declared.items():
        value = args[name]
        if value is None and kind.endswith("?"):
            continue
        if not TYPES[kind.rstrip("?")](value):
            raise TypeError(f"{key.value}: {name} must be a {kind}, not {args[name]!r}")
    return Fact(key, tuple((name, args[name]) for name in declared))


def plain(value: Any) -> Any:
    """The JSON form of a fact argument."""
    if isinstance(value, Fact):
        return fact_to_dict(value)
    if isinstance(value, Seat):
        return value.letter
    if isinstance(value, (Card, Suit, Call, Contract, Choice)):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    return value


def fact_to_dict(f: Fact, text: Callable[[Fact], str] | None = None) -> dict[str, Any]:
    """``{"key": ..., "args": {...}}``, with ``"text"`` when a renderer is given."""
    out: dict[str, Any] = {"key": f.key.value, "args": {k: plain(v) for k, v in f.args}}
    if text is not None:
        out["text"] = text(f)
    return out


def all_keys(root: type[FactKey] = FactKey) -> list[FactKey]:
    """Every member of every :class:`FactKey` enum defined so far (import the laws first)."""
    out: list[FactKey] = []
    for sub in root.__subclasses__():
        out.extend(sub)  # type: ignore[arg-type]
        out.extend(all_keys(sub))
    return out


__all__ = ["Fact", "FactKey", "TYPES", "all_keys", "fact", "fact_to_dict", "plain"]
