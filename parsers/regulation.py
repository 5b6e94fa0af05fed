"""A federation's regulation file: its choices as :class:`~hakem.model.settings.Settings`.

The file is TOML (read with the standard library's ``tomllib``); docs/regulation.md
describes every key and ``samples/regulation.toml`` is a complete example::

    [laws]
    law26 = "prohibit"            # or "require-or-prohibit" (Law 26B before 2017)
    player-class = "club"         # expert | club | novice

    [claims]
    analysis = true
    search-budget = 20000
    # order-of-play = "..."       # Law 70E2 regulation, if the federation has one

    [output]
    language = "en"               # en | tr | he

    [stats]
    classes = ["table"]           # table, claim, record, or ["all"]

A key the file leaves out keeps its default. A TOML syntax error, an unknown key or
a bad value is a :class:`RegulationError` whose lines read ``file:line:col: error:
message`` (every problem of the file at once, not the first only).

>>> settings = loads('[laws]\\nlaw26 = "require-or-prohibit"\\n', "fed.toml")
>>> settings.law26_require_or_prohibit, settings.player_class.value
(True, 'club')
>>> loads('[laws]\\nlaw26 = "both"\\n', "fed.toml")
Traceback (most recent call last):
  ...
hakem.parsers.regulation.RegulationError: fed.toml:2:9: error: laws.law26 must be one of "prohibit", "require-or-prohibit", not 'both'
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from hakem.model.diagnostics import HakemError, SourceSpan
from hakem.model.settings import FindingClass, Language, PlayerClass, Settings

#: ``law26`` words and the reading each gives (``Settings.law26_require_or_prohibit``).
LAW26_READINGS = {"prohibit": False, "require-or-prohibit": True}


def _choice(values: dict[str, Any]) -> Callable[[Any], Any]:
    def read(value: Any) -> Any:
        if not isinstance(value, str) or value.lower() not in values:
            names = ", ".join(f'"{v}"' for v in values)
            raise ValueError(f"must be one of {names}, not {value!r}")
        return values[value.lower()]
    return read


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"must be true or false, not {value!r}")
    return value


def _budget(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"must be a positive whole number, not {value!r}")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"must be a string, not {value!r}")
    return value


def _classes(value: Any) -> frozenset[FindingClass]:
    allowed = {c.value: c for c in FindingClass}
    if value == ["all"]:
        return frozenset(FindingClass)
    if not isinstance(value, list) or not value:
        raise ValueError(f"must be a non-empty list of {', '.join(map(repr, allowed))}, not {value!r}")
    return frozenset(_choice(allowed)(v) for v in value)


@dataclass(frozen=True)
class Key:
    """One key of the file: where it is, which setting it sets, how its value is read."""

    table: str
    name: str
    setting: str
    read: Callable[[Any], Any]


#: Every key a regulation file may hold.
KEYS: tuple[Key, ...] = (
    Key("laws", "law26", "law26_require_or_prohibit", _choice(LAW26_READINGS)),
    Key("laws", "player-class", "player_class", _choice({p.value: p for p in PlayerClass})),
    Key("claims", "analysis", "claim_analysis", _bool),
    Key("claims", "search-budget", "claim_node_cap", _budget),
    Key("claims", "order-of-play", "order_of_play_regulation", _text),
    Key("output", "language", "language", _choice({lang.value: lang for lang in Language})),
    Key("stats", "classes", "stats_classes", _classes),
)
_BY_PLACE = {(k.table, k.name): k for k in KEYS}
_TABLES = {k.table for k in KEYS}


class RegulationError(HakemError):
    """A regulation file that cannot be used; ``problems`` holds one line per problem."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


_HEADER = re.compile(r"^\s*\[\s*([A-Za-z0-9_-]+)\s*\]")
_ASSIGN = re.compile(r"^\s*([A-Za-z0-9_-]+)\s*=\s*")


def _places(text: str) -> dict[tuple[str, str], tuple[int, int, int]]:
    """(table, key) -> (line, column of the key, column of the value), for the simple
    layout above; a key written another way (dotted, inline table) is placed at its
    table's header, or the file."""
    out: dict[tuple[str, str], tuple[int, int, int]] = {}
    table = ""
    for number, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            table = header.group(1)
            out.setdefault((table, ""), (number, header.start(1) + 1, header.start(1) + 1))
            continue
        assign = _ASSIGN.match(line)
        if assign:
            out.setdefault((table, assign.group(1)), (number, assign.start(1) + 1, assign.end() + 1))
    return out


def loads(text: str, path: str = "<regulation>", base: Settings = Settings()) -> Settings:
    """The settings a regulation text gives (keys it leaves out keep ``base``'s value)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        where = f"{path}:{m.group(1)}:{m.group(2)}" if m else path
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(exc))
        raise RegulationError([f"{where}: error: not valid TOML: {message}"]) from None
    places = _places(text)

    def at(table: str, name: str, value: bool = False) -> str:
        found = places.get((table, name)) or places.get((table, "")) or places.get(("", table))
        if found is None:
            return path
        return str(SourceSpan(path, found[0], found[2] if value else found[1]))

    problems: list[str] = []
    changes: dict[str, Any] = {}
    for table, content in data.items():
        if table not in _TABLES or not isinstance(content, dict):
            known = ", ".join(f"[{t}]" for t in sorted(_TABLES))
            problems.append(f"{at(table, '')}: error: unknown table or key {table!r} "
                            f"(a regulation file has {known})")
            continue
        for name, value in content.items():
            key = _BY_PLACE.get((table, name))
            if key is None:
                known = ", ".join(k.name for k in KEYS if k.table == table)
                problems.append(f"{at(table, name)}: error: unknown key {table}.{name} "
                                f"(in [{table}]: {known})")
                continue
            try:
                changes[key.setting] = key.read(value)
            except ValueError as exc:
                problems.append(f"{at(table, name, value=True)}: error: {table}.{name} {exc}")
    if problems:
        raise RegulationError(problems)
    return base.replace(**changes)


def load(path: str | os.PathLike[str], base: Settings = Settings()) -> Settings:
    """The settings of the regulation file at ``path``."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RegulationError([f"{path}: error: cannot read the regulation file: {exc}"]) from None
    return loads(text, str(path), base)


__all__ = ["KEYS", "LAW26_READINGS", "RegulationError", "load", "loads"]
