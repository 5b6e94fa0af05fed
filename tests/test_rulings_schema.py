"""docs/rulings.md documents the JSON form of a ruling; real rulings must match it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import ruling_to_dict, ruling_to_row
from hakem.parsers import pbn
from hakem.reports.explain import catalogue_for, ruling_json

REPO = Path(__file__).parents[1]
TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def schema() -> dict[str, Any]:
    text = (REPO / "docs" / "rulings.md").read_text(encoding="utf-8")
    block = re.search(r"## Schema.*?```json\n(.*?)```", text, re.S)
    assert block, "docs/rulings.md has no schema block"
    return json.loads(block.group(1))


def problems(value: Any, node: dict[str, Any], root: dict[str, Any], at: str = "$") -> list[str]:
    """A small validator for the draft 2020-12 subset the schema uses."""
    if "$ref" in node:
        target: Any = root
        for part in node["$ref"].lstrip("#/").split("/"):
            target = target[part]
        return problems(value, target, root, at)
    if "oneOf" in node:
        fits = [n for n in node["oneOf"] if not problems(value, n, root, at)]
        return [] if len(fits) == 1 else [f"{at}: matches {len(fits)} of oneOf"]
    out: list[str] = []
    if "const" in node and value != node["const"]:
        out.append(f"{at}: {value!r} != {node['const']!r}")
    if "enum" in node and value not in node["enum"]:
        out.append(f"{at}: {value!r} not in {node['enum']}")
    if "type" in node:
        kinds = node["type"] if isinstance(node["type"], list) else [node["type"]]
        ok = any((k == "integer" and type(value) is int) or
                 (k != "integer" and isinstance(value, TYPES[k]) and
                  not (k != "boolean" and isinstance(value, bool))) for k in kinds)
        if not ok:
            return [f"{at}: {value!r} is not {kinds}"]
    if isinstance(value, dict):
        for key in node.get("required", []):
            if key not in value:
                out.append(f"{at}: missing {key}")
        props = node.get("properties", {})
        for key, item in value.items():
            if key in props:
                out += problems(item, props[key], root, f"{at}.{key}")
            elif node.get("additionalProperties") is False:
                out.append(f"{at}: unexpected {key}")
    if isinstance(value, list) and "items" in node:
        for i, item in enumerate(value):
            out += problems(item, node["items"], root, f"{at}[{i}]")
    return out


SAMPLES = sorted((REPO / "samples").glob("*.pbn"))


def sample_rulings(path: Path):  # type: ignore[no-untyped-def]
    """Every ruling of a sample but claims (those call the solver; test_claim_rules has them)."""
    for board in pbn.load(str(path)):
        for irr in check(board)[0]:
            if irr.kind not in (K.CLAIM, K.CONCESSION):
                yield rule(board, irr)


def test_schema_rejects_what_it_should() -> None:
    s = schema()
    good = {"laws": ["30A"], "explanation": "x", "facts": [], "effects": [], "compliance": "complied"}
    assert problems(good, s, s) == []
    assert problems({**good, "compliance": "maybe"}, s, s)
    assert problems({**good, "effects": [{"type": "must-pass", "player": "N"}]}, s, s)
    assert problems({**good, "extra": 1}, s, s)
    assert problems({**good, "facts": [{"key": "law30.a.rule", "args": {}}]}, s, s)  # no words


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_every_sample_ruling_matches_the_documented_schema(path: Path) -> None:
    s = schema()
    for ruling in sample_rulings(path):
        data = ruling_json(ruling)
        assert problems(data, s, s) == [], data
        json.dumps(data)
        bare = ruling_to_dict(ruling)  # the facts without words: the same, less the text
        assert "explanation" not in bare and all("text" not in f for f in bare["facts"])
        row = ruling_to_row(ruling, catalogue_for("en").text)
        assert all(v is None or isinstance(v, (str, int)) for v in row.values())


def test_schema_covers_every_effect_type_hakem_emits() -> None:
    from hakem.model.ruling import _EFFECT_NAMES  # the serialiser's own names
    consts = {n["properties"]["type"]["const"] for n in schema()["$defs"]["effect"]["oneOf"]}
    assert consts == set(_EFFECT_NAMES.values())
