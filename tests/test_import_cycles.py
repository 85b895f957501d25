"""No import cycles in app/, and no import inside a function but for start-up laziness.

The imports are read from the syntax tree of every module of app/ (a package's
``__init__`` is a module of its own): every ``import`` and ``from ... import``,
at the top or inside a function, but those under ``if TYPE_CHECKING:``. Relative
imports are resolved; ``from pkg import name`` imports ``pkg.name`` when that is a
module, ``pkg`` otherwise. A cycle is a strongly connected set of two modules or more.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def modules(root: Path) -> dict[str, Path]:
    """Every module under ``root`` (the app folder) by its dotted name."""
    mods = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        mods[".".join(parts)] = path
    return mods


def _type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"
        or isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST, hints: bool = False) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement of ``tree`` but those under ``if TYPE_CHECKING:`` (with
    ``hints``, those too)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            if hints or not _type_checking(child):
                visit(child)
            else:
                for other in child.orelse:  # type: ignore[attr-defined]
                    visit(other)

    visit(tree)
    return found


def _owner(name: str, mods: dict[str, Path]) -> str:
    """The module of app/ that ``name`` (a module or a name in one) is, or ''."""
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name


def import_graph(root: Path, strict: bool = False) -> dict[str, set[str]]:
    """Each module of app/ and the modules of app/ it imports. ``strict`` counts the
    imports for type hints too (under ``TYPE_CHECKING``), and ``from pkg import module``
    as importing ``pkg`` as well (as Python runs the package's ``__init__`` first)."""
    mods = modules(root)
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for mod, path in mods.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        for node in _imports(ast.parse(path.read_text(encoding="utf-8")), hints=strict):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                if node.level:
                    base = package.split(".")
                    base = base[: len(base) - (node.level - 1)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in mods else source
                           for a in node.names] + ([source] if strict else [])
            for target in targets:
                owner = _owner(target, mods)
                if owner and owner != mod:
                    edges[mod].add(owner)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected sets of two modules or more (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    try:
        for v in sorted(edges):
            if v not in index:
                connect(v)
    finally:
        sys.setrecursionlimit(limit)
    return sorted(found)


def describe(group: list[str], edges: dict[str, set[str]]) -> str:
    """A cycle as the imports that make it: ``a -> b`` for each import inside the group."""
    inside = set(group)
    return "; ".join(f"{a} -> {b}" for a in group for b in sorted(edges[a] & inside))


def test_app_has_no_import_cycle():
    edges = import_graph(ROOT / "app")
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(describe(g, edges) for g in found)


def test_app_has_no_import_cycle_even_through_type_hints_or_a_package():
    """Nor does a module name another for a type only (a protocol says what it needs), nor
    import a sibling through their package's ``__init__``."""
    edges = import_graph(ROOT / "app", strict=True)
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(describe(g, edges) for g in found)


def test_the_cycle_check_finds_a_cycle(tmp_path):
    """The check above can fail: it finds cycles through a package, a relative import, a
    function's import and ``from pkg import module``, and none under TYPE_CHECKING."""
    app = tmp_path / "app"
    (app / "pkg").mkdir(parents=True)
    (app / "__init__.py").write_text("")
    (app / "pkg" / "__init__.py").write_text("from .a import X\n")
    (app / "pkg" / "a.py").write_text("X = 1\ndef f():\n    from app.pkg import b\n")
    (app / "pkg" / "b.py").write_text("from . import a\n")
    (app / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                              "    from app import d\n")
    (app / "d.py").write_text("import app.c\n")
    (app / "e.py").write_text("from app.pkg import X\n")
    (app / "f.py").write_text("from app.pkg.a import X\nimport app.e\n")
    edges = import_graph(app)
    assert edges["app.e"] == {"app.pkg"} and edges["app.f"] == {"app.pkg.a", "app.e"}
    assert cycles(edges) == [["app.pkg.a", "app.pkg.b"]]
    assert describe(["app.pkg.a", "app.pkg.b"], edges) == "app.pkg.a -> app.pkg.b; " \
                                                          "app.pkg.b -> app.pkg.a"
    assert cycles(import_graph(app, strict=True)) == [["app.c", "app.d"],
                                                      ["app.pkg", "app.pkg.a", "app.pkg.b"]]
    (app / "pkg" / "b.py").write_text("from app import pkg\n")
    assert cycles(import_graph(app)) == [["app.pkg", "app.pkg.a", "app.pkg.b"]]


def _function_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    found = []
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found += [n for n in _imports(fn) if n not in found]
    return found


def _reason_above(lines: list[str], at: int) -> bool:
    """Whether a ``# deferred:`` comment heads the block of comments and imports just above
    line ``at`` (from 0): one comment may say why for a few imports together."""
    for line in reversed(lines[:at]):
        text = line.strip()
        if text.startswith("# deferred:"):
            return True
        if not (text.startswith(("#", "import ", "from ", ")")) or text.endswith(",")):
            return False
    return False


def deferred_without_reason(root: Path) -> list[str]:
    """Each import inside a function with no comment on its line or the line above saying
    why it is deferred (start-up laziness: ``# deferred: ...``)."""
    missing = []
    for path in modules(root).values():
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in _function_imports(ast.parse("\n".join(lines))):
            here = lines[node.lineno - 1]
            if "# deferred:" not in here and not _reason_above(lines, node.lineno - 1):
                missing.append(f"{path.relative_to(root.parent).as_posix()}:{node.lineno}: "
                               f"{here.strip()}")
    return missing


def test_every_import_inside_a_function_says_why_it_is_deferred():
    missing = deferred_without_reason(ROOT / "app")
    assert not missing, f"{len(missing)} imports inside functions without a '# deferred:' " \
                        "comment:\n" + "\n".join(missing)


def test_the_deferred_check_finds_an_import_without_a_reason(tmp_path):
    app = tmp_path / "app"
    app.mkdir()
    (app / "m.py").write_text(
        "def f():\n    import json\n\n"
        "def g():\n    # deferred: Qt is loaded by the window only\n    import os\n\n"
        "def h():\n    import re  # deferred: only the command needs it\n\n"
        "def i():\n    # deferred: the window paints first\n    import csv\n    import io\n\n"
        "def j():\n    x = 1\n    import glob\n")
    assert deferred_without_reason(app) == ["app/m.py:2: import json", "app/m.py:18: import glob"]
