"""Where the app branches on a game or keys a table by one, found on the syntax tree.

A game id reaches code as a string literal (``"casino_holdem"``), as a name bound to one
(``CH = "casino_holdem"``, ``GAME = ...``, ``CH, THB = a.GAME, b.GAME``), as such a name
imported from another module (``from ..nlhe import GAME``), or as an attribute bound to
one (``CasinoHoldemHand.GAME``, ``nlhe.GAME``, ``app.core.nlhe.GAME`` after ``import
app.core.nlhe``). A tuple, list, set or frozenset holding one, or a name bound to such a
collection (``CASINO = (CH, THB)``, imported or a class's), stands for them all. Each use of
one in a comparison (``==``, ``!=``, ``in``, ``is``, a ``match`` case), as a dictionary key
(a literal, a comprehension, ``dict(...)`` from pairs or with a keyword named as a game id,
``dict.fromkeys``) or as a subscript (``d[CH]``) is a place a new game would need an edit.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class _Module:
    name: str
    path: Path
    tree: ast.Module
    package: str
    names: set[str] = field(default_factory=set)  # names bound to a game id in this module
    groups: set[str] = field(default_factory=set)  # names bound to a collection of game ids


def _modules(root: Path) -> dict[str, _Module]:
    mods = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        is_init = parts[-1] == "__init__"
        if is_init:
            parts = parts[:-1]
        name = ".".join(parts)
        package = name if is_init else name.rpartition(".")[0]
        mods[name] = _Module(name, path, ast.parse(path.read_text(encoding="utf-8")), package)
    return mods


def _dotted(node: ast.AST) -> str:
    """``a.b.c`` for a chain of names; "" for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        owner = _dotted(node.value)
        return f"{owner}.{node.attr}" if owner else ""
    return ""


def _absolute(mod: _Module, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = mod.package.split(".")
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


class _Finder:
    def __init__(self, root: Path, ids: set[str]) -> None:
        self.ids = ids
        self.mods = _modules(root)
        self.attrs: set[tuple[str, str]] = set()  # (class, attribute) bound to a game id
        self.group_attrs: set[tuple[str, str]] = set()  # (class, attribute): a collection
        self.aliases: dict[str, dict[str, str]] = {}  # module -> local name -> module it names
        for mod in self.mods.values():
            self.aliases[mod.name] = self._module_aliases(mod)
        self._bind()

    def _module_aliases(self, mod: _Module) -> dict[str, str]:
        aliases = {}
        for node in ast.walk(mod.tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        aliases[a.asname] = a.name
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(mod, node)
                for a in node.names:
                    if f"{base}.{a.name}" in self.mods:
                        aliases[a.asname or a.name] = f"{base}.{a.name}"
        return aliases

    def is_id(self, mod: _Module, node: ast.AST) -> bool:
        """Whether ``node`` is a game id: a literal, or a name or attribute bound to one."""
        if isinstance(node, ast.Constant):
            return isinstance(node.value, str) and node.value in self.ids
        return self._bound(mod, node, group=False)

    def is_group(self, mod: _Module, node: ast.AST) -> bool:
        """Whether ``node`` is a name or attribute bound to a collection of game ids."""
        return self._bound(mod, node, group=True)

    def _bound(self, mod: _Module, node: ast.AST, group: bool) -> bool:
        def names(m: _Module) -> set[str]:
            return m.groups if group else m.names

        if isinstance(node, ast.Name):
            return node.id in names(mod)
        if isinstance(node, ast.Attribute):
            # A class's constant (CasinoHoldemHand.GAME, not hand.GAME: a hand's game is a
            # value like any other) or a module's (nlhe.GAME, app.core.nlhe.GAME).
            owner = node.value
            owner_name = owner.attr if isinstance(owner, ast.Attribute) else \
                owner.id if isinstance(owner, ast.Name) else ""
            if (owner_name, node.attr) in (self.group_attrs if group else self.attrs):
                return True
            dotted = _dotted(owner)
            target = self.mods.get(self.aliases[mod.name].get(dotted, dotted))
            return target is not None and node.attr in names(target)
        return False

    def _has_id(self, mod: _Module, node: ast.AST) -> bool:
        """A game id, a tuple, list or set holding one (or ``frozenset``, ``set``, ``tuple``
        or ``list`` of one), or a name bound to such a collection."""
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return any(self._has_id(mod, e) for e in node.elts)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("frozenset", "set", "tuple", "list") and node.args:
            return self._has_id(mod, node.args[0])
        return self.is_id(mod, node) or self.is_group(mod, node)

    def _bind(self) -> None:
        """Every name bound to a game id, across modules, until nothing new is found."""
        changed = True
        while changed:
            changed = False
            for mod in self.mods.values():
                for node in ast.walk(mod.tree):
                    for name, group in self._bound_by(mod, node):
                        if "." in name:
                            owner, _, attr = name.partition(".")
                            attrs = self.group_attrs if group else self.attrs
                            if (owner, attr) not in attrs:
                                attrs.add((owner, attr))
                                changed = True
                        elif name not in (mod.groups if group else mod.names):
                            (mod.groups if group else mod.names).add(name)
                            changed = True

    def _bound_by(self, mod: _Module, node: ast.AST) -> list[tuple[str, bool]]:
        """The names ``node`` binds to a game id or (True) to a collection of them
        ("Class.name" for a class attribute)."""
        if isinstance(node, ast.ImportFrom):
            source = self.mods.get(_absolute(mod, node))
            if source is None:
                return []
            return [(a.asname or a.name, a.name in source.groups) for a in node.names
                    if a.name in source.names or a.name in source.groups]
        if isinstance(node, ast.ClassDef):
            found = []
            for item in node.body:
                for name, group in self._assigned(mod, item):
                    found.append((f"{node.name}.{name}", group))
            return found
        return self._assigned(mod, node)

    def _assigned(self, mod: _Module, node: ast.AST) -> list[tuple[str, bool]]:
        if isinstance(node, ast.AnnAssign) and node.value is not None:
            pairs = [(node.target, node.value)]
        elif isinstance(node, ast.Assign):
            pairs = [(t, node.value) for t in node.targets]
        else:
            return []
        found = []
        for target, value in pairs:
            if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
                found += [(t.id, not self.is_id(mod, v))
                          for t, v in zip(target.elts, value.elts, strict=False)
                          if isinstance(t, ast.Name) and self._has_id(mod, v)]
            elif isinstance(target, ast.Name) and self._has_id(mod, value):
                found.append((target.id, not self.is_id(mod, value)))
        return found

    def uses(self, mod: _Module) -> list[str]:
        """Each comparison with a game id and each dictionary keyed by one in ``mod``."""
        found = []
        for node in ast.walk(mod.tree):
            what = None
            if isinstance(node, ast.Compare):
                if any(self._has_id(mod, e) for e in (node.left, *node.comparators)):
                    what = "comparison"
            elif isinstance(node, ast.MatchValue) and self.is_id(mod, node.value):
                what = "match case"
            elif isinstance(node, ast.Dict):
                if any(k is not None and self._has_id(mod, k) for k in node.keys):
                    what = "dictionary key"
            elif isinstance(node, ast.DictComp):
                loops = {n.id: g.iter for g in node.generators
                         for n in ast.walk(g.target) if isinstance(n, ast.Name)}
                key = node.key
                if self._has_id(mod, key) or any(
                        isinstance(n, ast.Name) and n.id in loops and self._has_id(mod, loops[n.id])
                        for n in ast.walk(key)):
                    what = "dictionary key"
            elif isinstance(node, ast.Subscript):
                if self.is_id(mod, node.slice):
                    what = "subscript"
            elif isinstance(node, ast.Call) and _dotted(node.func) == "dict.fromkeys":
                if node.args and self._has_id(mod, node.args[0]):
                    what = "dictionary key"
            elif isinstance(node, ast.Call) and _dotted(node.func) == "dict":
                pairs = node.args[0] if node.args else None
                if isinstance(pairs, (ast.List, ast.Tuple, ast.Set)) and any(
                        isinstance(p, ast.Tuple) and p.elts and self._has_id(mod, p.elts[0])
                        for p in pairs.elts) or any(k.arg in self.ids for k in node.keywords):
                    what = "dictionary key"
            if what:
                line = ast.get_source_segment(mod.path.read_text(encoding="utf-8"), node) or ""
                found.append(f"{mod.path.as_posix()}:{node.lineno}: {what}: "
                             f"{line.splitlines()[0].strip()}")
        return found

    def literals(self, mod: _Module) -> list[str]:
        return [f"{mod.path.as_posix()}:{n.lineno}: {n.value}" for n in ast.walk(mod.tree)
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value in self.ids]


def game_id_uses(root: Path, ids: set[str], skip: tuple[str, ...] = ()) -> list[str]:
    """Comparisons with and dictionary keys of a game id in the modules under ``root``
    (the ``app`` folder), but in modules whose dotted names start with one of ``skip``."""
    finder = _Finder(root, ids)
    return [use for name, mod in finder.mods.items() if not name.startswith(skip)
            for use in finder.uses(mod)]


def game_id_literals(root: Path, ids: set[str], skip: tuple[str, ...] = ()) -> list[str]:
    """Every string literal equal to a game id, but in modules starting with ``skip``."""
    finder = _Finder(root, ids)
    return [lit for name, mod in finder.mods.items() if not name.startswith(skip)
            for lit in finder.literals(mod)]
