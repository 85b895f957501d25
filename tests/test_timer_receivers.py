"""Every one-shot timer of ``app/`` names the object it acts on (read from the code).

``QTimer.singleShot(ms, callable)`` calls the callable even when the widget it touches has
been deleted in the meantime (a screen closed, a window replaced): a lambda then raises
"Internal C++ object already deleted" inside the event loop. Given the object as context,
``QTimer.singleShot(ms, obj, callable)``, Qt drops the call when the object goes. This test
parses every module of ``app/`` and fails on a ``singleShot`` with fewer than three
arguments.
"""

from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "app"


def bare_timers(source: str) -> list[int]:
    """The line of every ``singleShot`` call in ``source`` that names no context object."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "singleShot"
                and len(node.args) + len(node.keywords) < 3):
            lines.append(node.lineno)
    return lines


def test_the_check_finds_a_bare_timer() -> None:
    code = ("QTimer.singleShot(5000, lambda: self.note.setVisible(False))\n"
            "QTimer.singleShot(0, self.note, self.note.hide)\n"
            "timer.singleShot(0, self.go_on.setFocus)\n")
    assert bare_timers(code) == [1, 3]


def test_every_single_shot_timer_names_its_object() -> None:
    found = {f"{path.relative_to(APP.parent)}:{line}"
             for path in sorted(APP.rglob("*.py"))
             for line in bare_timers(path.read_text(encoding="utf-8"))}
    assert not found, sorted(found)
