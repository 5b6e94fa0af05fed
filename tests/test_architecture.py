"""The architecture holds: imports flow one way, ``model <- parsers <- analysis <- laws <-
reports <- cli`` (a module imports only from its own folder and the folders to its left),
with no cycle between files or folders, and endplay stays behind ``analysis/dds.py``.

The import graph is read from the source with ``ast`` (every import counts: module-level,
inside functions, under ``TYPE_CHECKING``), so nothing is executed and a lazy import
cannot hide an edge. docs/architecture.md draws the picture.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
#: The folders, left to right: each may import only from itself and those before it.
LAYERS = ("model", "parsers", "analysis", "laws", "reports", "cli")
#: The one module that may import endplay (the double-dummy boundary).
ENDPLAY_BOUNDARY = "hakem.analysis.dds"


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    where: str

    def __str__(self) -> str:
        return f"{self.where}: {self.source} imports {self.target}"


def module_names(root: Path, layers: tuple[str, ...] = LAYERS) -> dict[str, Path]:
    """``hakem.<folder>.<module>`` -> file, for every Python file of the layers."""
    out: dict[str, Path] = {}
    for layer in layers:
        for path in sorted((root / layer).rglob("*.py")):
            parts = [layer, *path.relative_to(root / layer).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(["hakem", *parts])] = path
    return out


def imports_of(name: str, path: Path) -> list[tuple[str, list[str], int]]:
    """Every import of a file: (module, imported names, line), relative ones resolved."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, [], node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((module, [alias.name for alias in node.names], node.lineno))
    return found


def import_graph(root: Path, layers: tuple[str, ...] = LAYERS) -> tuple[dict[str, Path], list[Edge]]:
    """The modules of the layers and the import edges between them (and to other
    ``hakem`` modules and third-party packages, whose targets are kept as written)."""
    modules = module_names(root, layers)
    edges = []
    for name, path in modules.items():
        where = str(path.relative_to(root))
        for module, names, line in imports_of(name, path):
            # "from hakem.parsers import lin" imports the module hakem.parsers.lin.
            targets = [f"{module}.{n}" for n in names if f"{module}.{n}" in modules] or [module]
            edges += [Edge(name, target, f"{where}:{line}") for target in targets]
    return modules, edges


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "hakem" else None


def against_the_direction(edges: list[Edge], layers: tuple[str, ...] = LAYERS) -> list[Edge]:
    """Edges from a folder to a folder on its right."""
    rank = {layer: i for i, layer in enumerate(layers)}
    return [e for e in edges
            if layer_of(e.source) in rank and layer_of(e.target) in rank
            and rank[layer_of(e.target)] > rank[layer_of(e.source)]]  # type: ignore[index]


def cycles(nodes: set[str], edges: list[tuple[str, str]]) -> list[list[str]]:
    """The strongly connected components with more than one node (or a self-loop),
    by Tarjan's algorithm; each is a cycle of imports."""
    succ: dict[str, list[str]] = {n: [] for n in nodes}
    for a, b in edges:
        if a in succ and b in succ:
            succ[a].append(b)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in succ[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in succ[v]:
                out.append(sorted(component))

    for v in sorted(succ):
        if v not in index:
            visit(v)
    return out


def file_cycles(modules: dict[str, Path], edges: list[Edge]) -> list[list[str]]:
    return cycles(set(modules), [(e.source, e.target) for e in edges])


def folder_cycles(edges: list[Edge], layers: tuple[str, ...] = LAYERS) -> list[list[str]]:
    folder_edges = {(layer_of(e.source), layer_of(e.target)) for e in edges}
    return cycles(set(layers), [(a, b) for a, b in folder_edges
                                if a in layers and b in layers and a != b])  # type: ignore[misc]


# --- the project ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def graph() -> tuple[dict[str, Path], list[Edge]]:
    return import_graph(REPO)


def test_imports_flow_one_way_from_model_to_cli(graph) -> None:  # type: ignore[no-untyped-def]
    modules, edges = graph
    assert len(modules) > 100 and all(layer_of(m) in LAYERS for m in modules)
    assert [str(e) for e in against_the_direction(edges)] == []


def test_no_file_imports_itself_through_others(graph) -> None:  # type: ignore[no-untyped-def]
    modules, edges = graph
    assert file_cycles(modules, edges) == []


def test_no_folder_imports_itself_through_others(graph) -> None:  # type: ignore[no-untyped-def]
    _modules, edges = graph
    assert folder_cycles(edges) == []


def test_endplay_stays_behind_the_one_double_dummy_module(graph) -> None:  # type: ignore[no-untyped-def]
    _modules, edges = graph
    users = {e.source for e in edges if e.target == "endplay" or e.target.startswith("endplay.")}
    assert users == {ENDPLAY_BOUNDARY}


def test_every_hakem_import_names_a_module_that_exists(graph) -> None:  # type: ignore[no-untyped-def]
    modules, edges = graph
    missing = [str(e) for e in edges if layer_of(e.target) in LAYERS and e.target not in modules]
    assert missing == []


# --- the checker itself ------------------------------------------------------------------

def _tree(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    for layer in LAYERS:
        (root / layer).mkdir(exist_ok=True)
        (root / layer / "__init__.py").touch()
    return root


def test_the_checker_finds_an_import_against_the_direction(tmp_path: Path) -> None:
    root = _tree(tmp_path, {"model/a.py": "def f():\n    from hakem.laws import b\n",
                            "laws/b.py": "from hakem.model.a import f\n"})
    _modules, edges = import_graph(root)
    assert [str(e) for e in against_the_direction(edges)] == [
        "model/a.py:2: hakem.model.a imports hakem.laws.b"]
    assert folder_cycles(edges) == [["laws", "model"]]


def test_the_checker_finds_a_file_cycle_inside_a_folder(tmp_path: Path) -> None:
    root = _tree(tmp_path, {"laws/a.py": "from .b import x\n",
                            "laws/b.py": "from typing import TYPE_CHECKING\n"
                                         "if TYPE_CHECKING:\n    from .c import y\n",
                            "laws/c.py": "from hakem.laws import a\n", "laws/d.py": "from . import a\n"})
    modules, edges = import_graph(root)
    assert against_the_direction(edges) == []
    assert file_cycles(modules, edges) == [["hakem.laws.a", "hakem.laws.b", "hakem.laws.c"]]
