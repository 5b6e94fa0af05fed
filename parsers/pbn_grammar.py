"""The PBN grammar, loaded once per process.

The grammar lives in ``grammars/pbn.lark`` (package data). Parsing is LALR with
Lark's contextual lexer and an inline transformer, so no parse tree is built:
each rule hands its tokens straight to the reader. The ``lark-cython`` plugin is
used when it is installed (it roughly halves lexing time); results are the same.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Any

from lark import Lark, Transformer

from .possessive import portable_grammar

try:  # optional speed-up, same results
    import lark_cython  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - depends on the environment
    lark_cython = None


def _section(kind: str) -> Any:
    def rule(self: Any, children: list[Any]) -> tuple[str, list[Any]]:
        if len(children) == 2:  # the section so far, and one more token
            children[0][1].append(children[1])
            return children[0]  # type: ignore[no-any-return]
        return (kind, children)
    rule.__name__ = kind
    return rule


class _Items(Transformer):  # type: ignore[type-arg]
    """Turns each rule into an ``(kind, tokens)`` pair without building a tree."""

    def start(self, children: list[Any]) -> list[Any]:
        return children[0] if children else []

    def items(self, children: list[Any]) -> list[Any]:
        if len(children) == 2:  # items item: the list so far grows by one
            children[0].append(children[1])
            return children[0]  # type: ignore[no-any-return]
        return children  # the first item: a new list

    # A section is left-recursive: its first token starts the list, each further one
    # (the rule again, then the token) is appended.
    tag = _section("tag")
    auction = _section("auction")
    play = _section("play")
    table = _section("table")

    def note(self, children: list[Any]) -> tuple[str, list[Any]]:
        return ("note", children)

    def comment(self, children: list[Any]) -> tuple[str, list[Any]]:
        return ("comment", children)

    def escape(self, children: list[Any]) -> tuple[str, list[Any]]:
        return ("escape", children)


def grammar_text() -> str:
    """The text of ``grammars/pbn.lark`` as shipped."""
    return resources.files("hakem.parsers.grammars").joinpath("pbn.lark").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=None)
def pbn_parser(accelerated: bool = True) -> Lark:
    """The LALR parser for one PBN game; ``accelerated`` uses lark-cython if present.

    On Python 3.11.0-3.11.4 the grammar's possessive loops are rewritten as atomic
    groups first (see :mod:`hakem.parsers.possessive`)."""
    return build_parser(portable_grammar(grammar_text()), accelerated)


def build_parser(grammar: str, accelerated: bool = True) -> Lark:
    """A parser for ``grammar`` (the PBN grammar's text, perhaps rewritten)."""
    options: dict[str, Any] = {}
    if accelerated and lark_cython is not None:
        options["_plugins"] = lark_cython.plugins
    return Lark(grammar, parser="lalr", lexer="contextual", transformer=_Items(), **options)
