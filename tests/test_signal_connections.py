"""No signal that carries arguments fills a slot's optional parameter (read from the code).

PySide6 gives a slot as many of the signal's arguments as the slot has named positional
parameters, defaulted ones included: ``button.clicked.connect(c.next_question)`` with
``next_question(self, seed=None)`` makes every click ask for seed ``False``. This test
parses every module of ``app/`` with ``ast``, finds every ``X.<signal>.connect(target)``
and fails when one of the parameters the signal's arguments would go into has a default.

How a connection is read:

* The signal's argument count comes from the receiver's class where it can be worked out
  (a signal declared ``name = Signal(...)`` on a class of ``app/``, or Qt's signals by
  class, ``QShortcut.activated`` having none), else from the largest count any class
  with a signal of that name has (``QT_SIGNALS`` below, and the app's own). A signal
  name known nowhere is taken to carry arguments.
* The target: a lambda; a method (``self._on_x``, ``self.c.next_question``, ``c.step_back``
  where ``c = self.c``), looked up in the receiver's class and its bases in ``app/``, or,
  where the receiver's class cannot be worked out, in every class of ``app/`` with a
  method of that name; a function of the module or imported from ``app``; a name bound
  by a ``for`` over a literal tuple (each element); a parameter passed on to ``connect``
  (``_action(self, slot)``: every call's argument in its place). A method no class of
  ``app/`` defines is Qt's own (``setValue``, ``accept``): Qt passes it the arguments its
  C++ signature names, so it is not checked. Any other target (a call's result, a name
  bound otherwise) cannot be read and fails, to be connected through a lambda or a slot.
* Classes are known by module and name: a name is read as the class its module defines or
  imports, and only a name read nowhere stands for every class so named. A method looked
  up on a class is checked with every override in a subclass; a method its class does not
  have (a Qt type such as ``QObject``, a base whose subclass has the slot) is checked in
  every class of ``app/`` that defines one so named.
* The signal may be named ``X.sig``, ``X.sig[bool]`` (its overload: exactly those
  arguments), ``getattr(X, "sig")``, or a name bound to one of these in the function; the
  slot may be passed as ``slot=``. Any other ``.connect`` (a signal passed in, ``getattr``
  with a name not written out) is counted and fails: it cannot be read.
* A parameter named with a leading underscore (``lambda _=False, c=card: ...``) is
  declared to take the signal's argument and throw it away, and is allowed.
"""

from __future__ import annotations

import ast
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "app"

UNKNOWN = 99  # a signal whose arguments cannot be counted: taken to fill every parameter

# Qt's signals that the app connects, with the number of arguments they carry (the most
# any Qt class's signal of that name carries); ``QT_SIGNALS_BY_CLASS`` overrides a class's.
QT_SIGNALS = {
    "clicked": 1, "triggered": 1, "toggled": 1, "pressed": 0, "released": 0,
    "valueChanged": 1, "sliderMoved": 1, "currentIndexChanged": 1, "currentTextChanged": 1,
    "currentRowChanged": 1, "currentChanged": 1, "currentItemChanged": 2, "activated": 1,
    "textChanged": 1, "textEdited": 1, "editingFinished": 0, "returnPressed": 0,
    "timeout": 0, "accepted": 0, "rejected": 0, "finished": 1, "buttonClicked": 1,
    "idClicked": 1, "anchorClicked": 1, "linkActivated": 1, "tabBarClicked": 1,
    "itemSelectionChanged": 0, "selectionChanged": 2, "itemClicked": 1, "aboutToQuit": 0,
    "applicationStateChanged": 1, "stateChanged": 1, "checkStateChanged": 1,
    "destroyed": 1, "started": 0, "hovered": 1, "dateChanged": 1,
}
QT_SIGNALS_BY_CLASS = {
    ("QShortcut", "activated"): 0, ("QShortcut", "activatedAmbiguously"): 0,
    ("QTextEdit", "textChanged"): 0, ("QPlainTextEdit", "textChanged"): 0,
    ("QTextBrowser", "textChanged"): 0, ("QThread", "finished"): 0, ("QThread", "started"): 0,
    ("QTimer", "timeout"): 0, ("QAction", "changed"): 0, ("QAction", "hovered"): 0,
}


@dataclass
class ClassInfo:
    """What the checker knows of one class of ``app/``. Names it holds (its bases, its
    attributes' types) are read in its own module."""

    name: str
    module: str
    bases: list[str]
    methods: dict[str, ast.FunctionDef] = field(default_factory=dict)
    signals: dict[str, int] = field(default_factory=dict)
    attrs: dict[str, str] = field(default_factory=dict)  # self.<attr> -> class name


@dataclass
class Module:
    """One parsed module: its functions, its classes, the names it imports from modules
    (anywhere in it: a function's own import too) and the modules it imports whole."""

    name: str
    tree: ast.Module
    functions: dict[str, ast.FunctionDef] = field(default_factory=dict)
    classes: dict[str, ClassInfo] = field(default_factory=dict)
    imports: dict[str, tuple[str, str]] = field(default_factory=dict)  # name -> (module, name)
    whole: set[str] = field(default_factory=set)  # ``import sqlite3``: sqlite3


Funcs = ast.FunctionDef | ast.AsyncFunctionDef
# A class as the code names it: (the module where the name is written, the name).
Ref = tuple[str, str]


def _type_name(node: ast.expr | None) -> str | None:
    """The class an annotation or a constructor call names (``Optional[X]``, ``"X"``,
    ``X | None``, ``mod.X(...)``: X)."""
    if node is None:
        return None
    if isinstance(node, ast.Call):
        return _type_name(node.func)
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            return _type_name(ast.parse(node.value, mode="eval").body)
        except SyntaxError:
            return None
    if isinstance(node, ast.Subscript):
        return _type_name(node.slice)
    if isinstance(node, ast.BinOp):
        return _type_name(node.left) or _type_name(node.right)
    return None


class Index:
    """Every class, method, signal and function of a set of modules; a class is known by its
    module and name (``app/`` has two ``SeatView``, two ``Part``...)."""

    def __init__(self, sources: dict[str, str]) -> None:
        self.modules: dict[str, Module] = {}
        self.by_node: dict[int, ClassInfo] = {}  # id(ast.ClassDef) -> its class
        self.by_name: dict[str, list[ClassInfo]] = {}
        for name, text in sources.items():
            tree = ast.parse(text)
            module = self.modules[name] = Module(name, tree)
            for node in tree.body:
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    module.functions[node.name] = node  # type: ignore[assignment]
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and (node.module or node.level):
                    source = node.module if not node.level else _relative(name, node)
                    for alias in node.names:
                        module.imports.setdefault(alias.asname or alias.name,
                                                  (source or "", alias.name))
                elif isinstance(node, ast.Import):
                    module.whole.update((a.asname or a.name).split(".")[0] for a in node.names)
                elif isinstance(node, ast.ClassDef):
                    info = self.by_node[id(node)] = self._class(module, node)
                    module.classes.setdefault(node.name, info)
                    self.by_name.setdefault(node.name, []).append(info)

    @property
    def classes(self) -> list[ClassInfo]:
        return list(self.by_node.values())

    @staticmethod
    def _class(module: Module, node: ast.ClassDef) -> ClassInfo:
        info = ClassInfo(node.name, module.name, [b for b in map(_type_name, node.bases) if b])
        for item in node.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                info.methods[item.name] = item  # type: ignore[assignment]
            elif isinstance(item, ast.Assign) and isinstance(item.value, ast.Call) \
                    and _type_name(item.value.func) == "Signal":
                for target in item.targets:
                    if isinstance(target, ast.Name):
                        info.signals[target.id] = len(item.value.args)
        for method in info.methods.values():
            params = {a.arg: _type_name(a.annotation) for a in method.args.args}
            for node in ast.walk(method):
                pairs: list[tuple[ast.expr, ast.expr | None]] = []
                if isinstance(node, ast.Assign):
                    for target in node.targets:
                        if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                            pairs += zip(target.elts, node.value.elts, strict=False)
                        elif isinstance(target, ast.Tuple) and isinstance(
                                node.value, ast.GeneratorExp):
                            pairs += [(t, node.value.elt) for t in target.elts]
                        else:
                            pairs.append((target, node.value))
                elif isinstance(node, ast.AnnAssign):
                    pairs.append((node.target, node.annotation))
                for target, value in pairs:
                    if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                            and target.value.id == "self" and target.attr not in info.attrs:
                        kind = None
                        if isinstance(node, ast.AnnAssign) or isinstance(value, ast.Call):
                            kind = _type_name(value)  # self.x: T, self.x = T(...)
                        elif isinstance(value, ast.Name) and value.id in params:
                            kind = params[value.id]  # self.c = controller (annotated)
                        if kind:
                            info.attrs[target.attr] = kind
        return info

    # -- classes ----------------------------------------------------------------------------
    def resolve(self, ref: Ref | None, depth: int = 0) -> list[ClassInfo]:
        """The classes of ``app/`` a name written in a module may be: the module's own class,
        else the one it imports by that name, else (a name read nowhere) every class of that
        name, to be safe; none for a class that is not the app's (Qt's)."""
        if ref is None or depth > 8:
            return []
        module_name, name = ref
        module = self.modules.get(module_name)
        if module is not None:
            if name in module.classes:
                return [module.classes[name]]
            if name in module.imports:
                source, original = module.imports[name]
                if source in self.modules:
                    found = self.resolve((source, original), depth + 1)
                    if found:
                        return found
                elif not source.startswith("app"):
                    return []  # a library's class: PySide6's, the standard library's
        return list(self.by_name.get(name, []))

    def lineage(self, ref: Ref | None) -> list[ClassInfo]:
        """The classes of ``app/`` the object may be, and their bases, nearest first."""
        seen: list[ClassInfo] = []
        todo = list(self.resolve(ref))
        while todo:
            info = todo.pop(0)
            if info not in seen:
                seen.append(info)
                for base in info.bases:
                    todo += self.resolve((info.module, base))
        return seen

    def bases_of(self, ref: Ref | None) -> set[str]:
        """Every base class name, ``app``'s or Qt's, of class ``ref`` (itself included)."""
        names = {ref[1]} if ref else set()
        for info in self.lineage(ref):
            names.update(info.bases)
        return names

    def methods(self, ref: Ref | None, name: str) -> list[Funcs]:
        """The methods ``name`` a call on an object of class ``ref`` may run: the one its
        class or nearest base defines, and every override in a subclass of it. Where none
        is found (the class is Qt's, or the method is a subclass's only) every method of
        that name in ``app/``: a Qt method no class of ``app/`` defines is left out."""
        found: list[Funcs] = []
        lineage = self.lineage(ref)
        for info in lineage:
            if name in info.methods:
                found.append(info.methods[name])
                break
        if found:
            mine = set(map(id, lineage))
            for info in self.classes:
                if name in info.methods and info.methods[name] not in found and \
                        mine & set(map(id, self.lineage((info.module, info.name)))):
                    found.append(info.methods[name])
            return found
        return [info.methods[name] for info in self.classes if name in info.methods]

    def attr_type(self, ref: Ref | None, attr: str) -> Ref | None:
        for info in self.lineage(ref):
            if attr in info.attrs:
                return (info.module, info.attrs[attr])
        return None

    def signal_arity(self, ref: Ref | None, signal: str) -> int:
        """How many arguments ``signal`` of an object of class ``ref`` (None: unknown)
        carries."""
        if ref is not None:
            for info in self.lineage(ref):
                if signal in info.signals:
                    return info.signals[signal]
            for base in self.bases_of(ref):
                if (base, signal) in QT_SIGNALS_BY_CLASS:
                    return QT_SIGNALS_BY_CLASS[(base, signal)]
            if self.lineage(ref) or ref[1].startswith("Q"):
                if signal in QT_SIGNALS:
                    return QT_SIGNALS[signal]
        counts = [info.signals[signal] for info in self.classes if signal in info.signals]
        if signal in QT_SIGNALS:
            counts.append(QT_SIGNALS[signal])
        return max(counts) if counts else UNKNOWN


def _relative(name: str, node: ast.ImportFrom) -> str:
    parts = name.split(".")[: -node.level]
    return ".".join([*parts, node.module] if node.module else parts)


@dataclass
class Where:
    """The code around a connection: its module, class and function."""

    module: Module
    cls: ClassInfo | None
    func: Funcs | None
    line: int


class Checker:
    """Reads every ``connect`` of the indexed modules; ``problems`` says what is wrong."""

    def __init__(self, sources: dict[str, str]) -> None:
        self.index = Index(sources)
        self.problems: list[str] = []
        self.connections = 0

    def run(self) -> list[str]:
        for module in self.index.modules.values():
            self._walk(module, module.tree, None, None)
        return self.problems

    def _walk(self, module: Module, node: ast.AST, cls: ClassInfo | None,
              func: Funcs | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                self._walk(module, child, self.index.by_node.get(id(child)), None)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self._walk(module, child, cls, child)
            else:
                if isinstance(child, ast.Call):
                    self._connection(Where(module, cls, func, child.lineno), child)
                self._walk(module, child, cls, func)

    # -- one connection ---------------------------------------------------------------------
    def _connection(self, where: Where, call: ast.Call) -> None:
        f = call.func
        if not (isinstance(f, ast.Attribute) and f.attr == "connect"):
            return
        source = f.value
        if isinstance(source, ast.Name) and (source.id in where.module.whole or source.id in
                                             where.module.imports) \
                and self._assigned(where, source.id) is None:
            return  # ``sqlite3.connect(path)``: a module's function, no signal
        self.connections += 1
        target = call.args[0] if call.args else next(
            (k.value for k in call.keywords if k.arg == "slot"), None)
        label = f"{where.module.name}:{where.line}: {ast.unparse(f)}"
        signal = self._signal(where, source, set())
        if signal is None:
            self.problems.append(f"{label}: the signal cannot be read; connect it as "
                                 "``object.signal.connect(slot)``")
            return
        if target is None:
            self.problems.append(f"{label}: the slot cannot be read; connect a lambda or a method")
            return
        if signal:
            self._target(where, target, signal, ast.unparse(f.value), set())

    def _signal(self, where: Where, node: ast.expr, seen: set[str]) -> int | None:
        """How many arguments the signal ``node`` names carries (``X.sig``, ``X.sig[bool]``,
        ``getattr(X, "sig")``, a name bound to one of these); None where it cannot be read."""
        if isinstance(node, ast.Attribute):
            return self.index.signal_arity(self._type_of(where, node.value), node.attr)
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute):
            kinds = node.slice  # an overload chosen by its types: exactly these arguments
            return len(kinds.elts) if isinstance(kinds, ast.Tuple) else 1
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "getattr" and len(node.args) >= 2 \
                and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str):
            return self.index.signal_arity(self._type_of(where, node.args[0]), node.args[1].value)
        if isinstance(node, ast.Name) and node.id not in seen:
            value = self._assigned(where, node.id)
            if value is not None:
                return self._signal(where, value, seen | {node.id})
        return None

    @staticmethod
    def _assigned(where: Where, name: str) -> ast.expr | None:
        """What ``name = <value>`` binds it to in the function around ``where``, if once."""
        if where.func is None:
            return None
        values = [n.value for n in ast.walk(where.func) if isinstance(n, ast.Assign)
                  and any(isinstance(t, ast.Name) and t.id == name for t in n.targets)]
        return values[0] if len(values) == 1 else None

    def _target(self, where: Where, target: ast.expr, arity: int, signal: str,
                seen: set[tuple[str, int]]) -> None:
        """Check one target of ``signal`` (``arity`` arguments) in the code ``where``."""
        label = f"{where.module.name}:{where.line}: {signal} -> {ast.unparse(target)}"
        if isinstance(target, ast.Lambda):
            self._params(label, target.args, arity, bound=False)
            return
        if isinstance(target, ast.Attribute):
            owner = self._type_of(where, target.value)
            # The method of the receiver's class, its overrides; where its class has none
            # (a Qt type, a base without it), every app method of that name, to be safe.
            defs = self.index.methods(owner, target.attr)
            for d in defs:  # none: Qt's own slot (setValue, accept), no app class defines it
                self._params(f"{label} ({d.name}, line {d.lineno})", d.args, arity,
                             bound=not _static(d))
            return
        if isinstance(target, ast.Name):
            self._named(where, target, arity, signal, label, seen)
            return
        self.problems.append(f"{label}: the slot cannot be read; connect a lambda or a method")

    def _named(self, where: Where, target: ast.Name, arity: int, signal: str, label: str,
               seen: set[tuple[str, int]]) -> None:
        name = target.id
        func = where.func
        if func is not None:
            for node in ast.walk(func):  # a function defined inside
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                        and node is not func and node.name == name:
                    self._params(label, node.args, arity, bound=False)
                    return
            params = [a.arg for a in (*func.args.posonlyargs, *func.args.args)]
            if name in params or name in [a.arg for a in func.args.kwonlyargs]:
                self._forwarded(where, func, name, params, arity, signal, seen)
                return
            for node in ast.walk(func):  # for a, b in ((x1, y1), (x2, y2)): each x, y
                if isinstance(node, ast.For) and isinstance(node.iter, (ast.Tuple, ast.List)):
                    for value in _for_values(node.target, node.iter, name):
                        self._target(where, value, arity, signal, seen)
                    if _binds(node.target, name):
                        return
            for node in ast.walk(func):
                if isinstance(node, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id == name for t in node.targets):
                    self._target(where, node.value, arity, signal, seen)
                    return
        module = where.module
        if name in module.functions:
            self._params(label, module.functions[name].args, arity, bound=False)
            return
        if name in module.imports:
            source, original = module.imports[name]
            found = self.index.modules.get(source)
            if found is not None and original in found.functions:
                self._params(label, found.functions[original].args, arity, bound=False)
                return
            if found is None and not source.startswith("app"):
                return  # a library's function: Qt's, the standard library's
        if name in dir(__builtins__) if not isinstance(__builtins__, dict) else name in __builtins__:
            return
        self.problems.append(f"{label}: the slot cannot be read; connect a lambda or a method")

    def _forwarded(self, where: Where, func: Funcs, name: str, params: list[str], arity: int,
                   signal: str, seen: set[tuple[str, int]]) -> None:
        """``target`` is a parameter of ``func``: check what every call of ``func`` passes."""
        key = (func.name, func.lineno)
        if key in seen:
            return
        seen = seen | {key}
        is_method = where.cls is not None and func.name in where.cls.methods
        position = params.index(name) - (1 if is_method else 0) if name in params else None
        calls = 0
        for module in self.index.modules.values():
            for cls, outer, call in _calls(self.index, module, func.name):
                if is_method and not (isinstance(call.func, ast.Attribute)):
                    continue
                value = None
                if position is not None and position < len(call.args) and not any(
                        isinstance(a, ast.Starred) for a in call.args[:position + 1]):
                    value = call.args[position]
                for kw in call.keywords:
                    if kw.arg == name:
                        value = kw.value
                if value is not None:
                    calls += 1
                    self._target(Where(module, cls, outer, call.lineno), value, arity, signal,
                                 seen)
        if not calls:
            self.problems.append(f"{where.module.name}:{where.line}: {signal} -> {name}: "
                                 f"no call of {func.name} passes it; connect a lambda")

    def _params(self, label: str, args: ast.arguments, arity: int, bound: bool) -> None:
        """The first ``arity`` named positional parameters take the signal's arguments: none
        may have a default, unless its name says it is thrown away (``_``, ``_checked``)."""
        params = [*args.posonlyargs, *args.args][1 if bound else 0:]
        defaults = len(args.defaults)
        total = len(args.posonlyargs) + len(args.args)
        first_default = total - defaults
        offset = 1 if bound else 0
        for i, param in enumerate(params[:arity]):
            if i + offset >= first_default and not param.arg.startswith("_"):
                self.problems.append(
                    f"{label}: the signal's argument {i + 1} would fill the optional "
                    f"parameter {param.arg!r}; connect a lambda or a slot without it")

    # -- what an expression is -----------------------------------------------------------------
    def _type_of(self, where: Where, node: ast.expr) -> Ref | None:
        """The class of the object ``node`` names, where the code says it; None otherwise."""
        here = where.module.name

        def ref(name: str | None) -> Ref | None:
            return (here, name) if name else None

        if isinstance(node, ast.Name):
            if node.id == "self":
                return (where.cls.module, where.cls.name) if where.cls else None
            func = where.func
            if func is not None:
                for a in (*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs):
                    if a.arg == node.id:
                        return ref(_type_name(a.annotation))
                for n in ast.walk(func):
                    if isinstance(n, ast.Assign) and len(n.targets) == 1:
                        t = n.targets[0]
                        if isinstance(t, ast.Name) and t.id == node.id:
                            if isinstance(n.value, ast.Call):
                                return ref(_type_name(n.value.func))
                            return self._type_of(where, n.value)
                    if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) \
                            and n.target.id == node.id:
                        return ref(_type_name(n.annotation))
            return None
        if isinstance(node, ast.Attribute):
            owner = self._type_of(where, node.value)
            return self.index.attr_type(owner, node.attr) if owner else None
        return None


def _static(d: Funcs) -> bool:
    return any(_type_name(x) == "staticmethod" for x in d.decorator_list)


def _binds(target: ast.expr, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(target))


def _for_values(target: ast.expr, items: ast.Tuple | ast.List, name: str) -> list[ast.expr]:
    """What ``name`` takes in ``for <target> in <items>``, each element of a literal."""
    if isinstance(target, ast.Name):
        return list(items.elts) if target.id == name else []
    if isinstance(target, ast.Tuple):
        for i, t in enumerate(target.elts):
            if isinstance(t, ast.Name) and t.id == name:
                return [e.elts[i] for e in items.elts
                        if isinstance(e, (ast.Tuple, ast.List)) and len(e.elts) > i]
    return []


def _calls(index: Index, module: Module, name: str):
    """Every call of a function or method called ``name`` in ``module``, with the class
    and function around it."""
    found = []

    def walk(node, cls, func):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                walk(child, child, None)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                walk(child, cls, child)
            else:
                if isinstance(child, ast.Call):
                    callee = child.func
                    called = callee.attr if isinstance(callee, ast.Attribute) else (
                        callee.id if isinstance(callee, ast.Name) else None)
                    if called == name:
                        found.append((cls, func, child))
                walk(child, cls, func)

    walk(module.tree, None, None)
    return [(None if cls is None else index.by_node.get(id(cls)), func, call)
            for cls, func, call in found]


def check(sources: dict[str, str]) -> tuple[list[str], int]:
    """The problems of the connections in ``sources`` (module name -> text), and how many
    connections were read."""
    checker = Checker(sources)
    return checker.run(), checker.connections


def app_sources() -> dict[str, str]:
    """The app's modules but the class server's, which has no Qt and so no signal (an
    import-linter contract keeps it so): its ``connect`` is a socket's or a client's."""
    sources = {}
    for path in sorted(APP.rglob("*.py")):
        parts = path.relative_to(APP.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name == "app.classroom" or name.startswith("app.classroom."):
            continue
        sources[name] = path.read_text(encoding="utf-8")
    return sources


# -- the checker on made-up code: it sees the bug, and leaves the right patterns alone ----------
BAD = textwrap.dedent('''
    from typing import Optional
    from PySide6.QtWidgets import QPushButton, QWidget
    from PySide6.QtGui import QAction, QShortcut

    class Controller:
        def next_question(self, seed: Optional[int] = None) -> None: ...
        def stop(self) -> None: ...

    class Screen(QWidget):
        def __init__(self, controller: Controller) -> None:
            self.c = controller
            self.next_button = QPushButton(self)
            self.next_button.clicked.connect(self.c.next_question)
            c = self.c
            self.next_button.clicked.connect(c.next_question)
            self.next_button.clicked.connect(lambda k=1: self.pick(k))
            self.next_button.toggled.connect(self._on_zoom)
            for button, slot in ((self.next_button, self._on_zoom),):
                button.clicked.connect(slot)
            self._action(self._on_zoom)
            self.next_button.clicked.connect(self.c.next_question)  # again: counted twice

        def _action(self, slot) -> QAction:
            a = QAction(self)
            a.triggered.connect(slot)
            return a

        def _on_zoom(self, step: int = 1) -> None: ...
        def pick(self, k: int) -> None: ...
''')

GOOD = textwrap.dedent('''
    from PySide6.QtCore import QTimer, Signal
    from PySide6.QtWidgets import QPushButton, QSpinBox, QWidget
    from PySide6.QtGui import QShortcut

    class Controller:
        changed = Signal()
        def next_question(self, seed=None) -> None: ...
        def step(self) -> None: ...

    class Screen(QWidget):
        moved = Signal(int)

        def __init__(self, controller: Controller) -> None:
            self.c = controller
            self.button = QPushButton(self)
            self.spin = QSpinBox(self)
            self.shortcut = QShortcut(self)
            self.button.clicked.connect(lambda: self.c.next_question())
            self.button.clicked.connect(lambda _=False, k=1: self.pick(k))
            self.button.clicked.connect(self.c.step)
            self.button.toggled.connect(self._on_toggled)
            self.spin.valueChanged.connect(self.spin.setValue)
            self.shortcut.activated.connect(lambda k=1: self.pick(k))
            self.c.changed.connect(self.c.next_question)
            QTimer(self).timeout.connect(self.c.next_question)
            self.moved.connect(self.pick)

        def _on_toggled(self, on: bool, extra: int = 0) -> None: ...
        def pick(self, k: int) -> None: ...
''')


def test_the_checker_flags_a_click_that_would_fill_an_optional_parameter():
    problems, _ = check({"made.up": BAD})
    lines = sorted(int(p.split(":")[1]) for p in problems)
    text = "\n".join(problems)
    assert "'seed'" in text and "'k'" in text and "'step'" in text
    # next_question through self.c, through c = self.c, and again; the lambda; toggled;
    # the for loop's slot; the slot passed to _action.
    code = BAD.splitlines()
    flagged = {code[n - 1].strip() for n in lines}
    assert flagged == {
        "self.next_button.clicked.connect(self.c.next_question)",
        "self.next_button.clicked.connect(c.next_question)",
        "self.next_button.clicked.connect(lambda k=1: self.pick(k))",
        "self.next_button.toggled.connect(self._on_zoom)",
        "button.clicked.connect(slot)",
        "self._action(self._on_zoom)",
        "self.next_button.clicked.connect(self.c.next_question)  # again: counted twice",
    }, text


def test_the_checker_leaves_slots_that_take_the_arguments_or_none_alone():
    problems, connections = check({"made.up": GOOD})
    assert problems == []
    assert connections == 9


def test_the_checker_reads_the_first_bug_the_trainer_had():
    """The very line the trainer's Next had is flagged, in the screen as it was."""
    screen = textwrap.dedent('''
        from app.controller.trainer import TrainerController
        class TrainerScreen(QWidget):
            def __init__(self, controller: TrainerController, parent=None) -> None:
                self.c = controller
                self.next_button = QPushButton(side)
                self.next_button.clicked.connect(self.c.next_question)
    ''')
    sources = app_sources()
    sources["app.ui.trainer_screen"] = screen
    problems, _ = check(sources)
    assert any("app.ui.trainer_screen:7:" in p and "'seed'" in p for p in problems), problems


CONTROLLERS = textwrap.dedent('''
    from PySide6.QtCore import QObject

    class Base(QObject):
        def stop(self) -> None: ...

    class Trainer(Base):
        def next_question(self, seed=None) -> None: ...
        def stop(self, now=False) -> None: ...

    class Part:
        def go(self, seed=None) -> None: ...
''')
OTHER = textwrap.dedent('''
    class Part:  # the same name in another module, without the default
        def go(self) -> None: ...
''')
MISSED = textwrap.dedent('''
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QPushButton, QWidget
    from made.controllers import Base, Part

    class Screen(QWidget):
        def __init__(self, base: Base, c: QObject, part: Part, name: str) -> None:
            b = QPushButton(self)
            b.clicked.connect(base.next_question)
            b.clicked.connect(base.stop)
            b.clicked.connect(c.next_question)
            b.clicked.connect(part.go)
            sig = b.clicked
            sig.connect(part.go)
            getattr(b, "clicked").connect(part.go)
            b.clicked[bool].connect(part.go)
            b.clicked.connect(slot=part.go)
            getattr(b, name).connect(lambda: None)
            b.clicked[()].connect(part.go)
''')


def test_the_checker_reads_subclasses_qt_receivers_modules_and_aliased_signals():
    """The receiver annotated as a base whose subclass has the slot (or overrides it with a
    default), or as a Qt type; two classes of one name in two modules; the signal bound to a
    name, read by ``getattr``, chosen by its types, the slot passed by keyword; a signal
    that cannot be read is flagged, not skipped."""
    sources = {"made.controllers": CONTROLLERS, "made.other": OTHER, "made.screen": MISSED}
    problems, connections = check(sources)
    code = MISSED.splitlines()
    flagged = sorted({code[int(p.split(":")[1]) - 1].strip() for p in problems
                      if p.startswith("made.screen:")})
    assert flagged == sorted([
        "b.clicked.connect(base.next_question)", "b.clicked.connect(base.stop)",
        "b.clicked.connect(c.next_question)", "b.clicked.connect(part.go)",
        "sig.connect(part.go)", 'getattr(b, "clicked").connect(part.go)',
        "b.clicked[bool].connect(part.go)", "b.clicked.connect(slot=part.go)",
        "getattr(b, name).connect(lambda: None)",
    ]), "\n".join(problems)
    assert connections == 10
    # Part read as the module it is imported from: the other module's Part has no default.
    sources["made.screen"] = MISSED.replace("made.controllers import Base, Part",
                                            "made.controllers import Base\n"
                                            "from made.other import Part")
    again = "\n".join(check(sources)[0])
    assert "part.go" not in again and "base.stop" in again


def test_no_signal_with_arguments_fills_an_optional_parameter_anywhere_in_the_app():
    problems, connections = check(app_sources())
    assert connections > 100  # the app's connections were read, not skipped
    assert problems == [], "\n".join(problems)
