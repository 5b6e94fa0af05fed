"""Every module's docstring examples hold (run from the repository root, where the
examples find samples/)."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
MODULES = sorted("hakem." + folder + ("" if p.stem == "__init__" else "." + p.stem)
                 for folder in ("model", "parsers", "analysis", "laws", "reports", "cli")
                 for p in (REPO / folder).glob("*.py"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    failures, _tried = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert failures == 0
