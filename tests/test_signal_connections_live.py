"""No signal that carries arguments fills a slot's optional parameter (seen as the app runs).

The static test (``test_signal_connections``) reads the code; this one watches it:
``SignalInstance.connect`` is wrapped while the main window, every tab (on a question, a
hand), every instructor's window and every dialog is built, and each connection the app
makes is judged from the objects themselves. The signal's argument count comes from the
``Signal`` attribute of the sender's class (``QAbstractButton.clicked.signatures`` is
``('clicked()', 'clicked(bool)')``: PySide6 fills as many parameters as the longest
overload carries); where the sender cannot be found again, from the longest signal of that
name on any class of Qt or of the app. The slot's parameters come from
``inspect.signature``: a parameter with a default that the signal's arguments would fill
is reported, unless its name starts with ``_`` (declared to take the argument and throw
it away). Qt's own slots (not Python functions) are matched by their C++ signature and left
alone.
"""

from __future__ import annotations

import gc
import inspect
import re
import sys
import types
from functools import partial
from pathlib import Path

import pytest
import shiboken6
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QObject, Signal, SignalInstance

from tests.test_mouse_clicks import modal_dialogs, no_choosers, odds_stopped, tool_windows

APP = Path(__file__).resolve().parent.parent / "app"
__all__ = ["no_choosers"]  # a fixture this module's tests use


def arity_of(signature: str) -> int:
    """The arguments of ``"name(int,QString)"``: 2 (commas inside ``<>`` not counted)."""
    inside = signature[signature.index("(") + 1: signature.rindex(")")].strip()
    if not inside:
        return 0
    depth, count = 0, 1
    for ch in inside:
        depth += ch == "<"
        depth -= ch == ">"
        count += ch == "," and depth == 0
    return count


def _signals_of(cls: type) -> dict[str, int]:
    found: dict[str, int] = {}
    for klass in reversed(cls.__mro__):
        for name, value in vars(klass).items():
            if isinstance(value, Signal):
                found[name] = max(arity_of(s) for s in value.signatures)
    return found


class Recorder:
    """The connections made while it is installed: (signal, slot, where it was made)."""

    def __init__(self, monkeypatch, only: Path | None = APP) -> None:
        self.made: list[tuple[SignalInstance, object, str]] = []
        original = SignalInstance.connect

        def connect(signal, *args, **kwargs):
            frame = sys._getframe(1)
            where = frame.f_code.co_filename
            if only is None or Path(where).resolve().is_relative_to(only):
                slot = args[0] if args else kwargs.get("slot")
                shown = Path(where).resolve()
                if shown.is_relative_to(APP.parent):
                    shown = shown.relative_to(APP.parent)
                self.made.append((signal, slot, f"{shown}:{frame.f_lineno}"))
            return original(signal, *args, **kwargs)

        monkeypatch.setattr(SignalInstance, "connect", connect)

    def arities(self) -> dict[int, int]:
        """The argument count of each recorded signal (by ``id``), from its sender's class;
        the senders are found among the live objects."""
        wanted = {id(s) for s, _, _ in self.made}
        names = {_name(s) for s, _, _ in self.made}
        out: dict[int, int] = {}
        for obj in gc.get_objects():
            if not isinstance(obj, QObject) or not shiboken6.isValid(obj):
                continue  # (a wrapper whose C++ object is gone)
            signals = _signals_of(type(obj))
            for name in names & signals.keys():
                instance = getattr(obj, name)
                if id(instance) in wanted:
                    out[id(instance)] = signals[name]
        return out

    def problems(self) -> tuple[list[str], int]:
        """Each connection whose signal would fill a slot's optional parameter; and how many
        connections were judged."""
        known = self.arities()
        bad = []
        for signal, slot, where in self.made:
            name = _name(signal)
            arity = known.get(id(signal), max(LONGEST.get(name, 0), arity_of(repr_of(signal))))
            bad += [f"{where}: {name} ({arity} arguments) -> {_slot_name(slot)}: {x}"
                    for x in optional_filled(slot, arity)]
        return bad, len(self.made)


def repr_of(signal: SignalInstance) -> str:
    m = re.search(r"SignalInstance (\w+\(.*?\))", repr(signal))
    return m.group(1) if m else "?()"


def _name(signal: SignalInstance) -> str:
    return repr_of(signal).split("(")[0]


def _longest() -> dict[str, int]:
    """The most arguments any Qt class's signal of each name carries (the fallback)."""
    found: dict[str, int] = {}
    for module in (QtCore, QtGui, QtWidgets):
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, QObject):
                for name, n in _signals_of(value).items():
                    found[name] = max(found.get(name, 0), n)
    return found


LONGEST = _longest()


def _slot_name(slot) -> str:
    return getattr(slot, "__qualname__", None) or repr(slot)


def optional_filled(slot, arity: int) -> list[str]:
    """The optional parameters of ``slot`` that ``arity`` arguments would go into."""
    if slot is None or isinstance(slot, (SignalInstance, Signal)) or arity == 0:
        return []
    func = slot.func if isinstance(slot, partial) else slot
    func = getattr(func, "__func__", func)
    if not isinstance(func, types.FunctionType):
        return []  # Qt's own slot: matched by its C++ signature
    params = [p for p in inspect.signature(slot).parameters.values()
              if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return [f"would fill the optional parameter {p.name!r}" for p in params[:arity]
            if p.default is not p.empty and not p.name.startswith("_")]


def test_the_live_check_sees_the_first_bug_the_trainer_had(main_window, monkeypatch):
    """The trainer's Next as it once was: ``clicked`` straight to ``next_question(seed=None)``
    is reported; the same through a lambda, or ``QTimer.timeout``, is not."""
    from PySide6.QtCore import QTimer

    recorder = Recorder(monkeypatch, only=Path(__file__))
    screen, c = main_window.trainer, main_window.trainer_controller
    screen.next_button.clicked.connect(c.next_question)
    screen.next_button.clicked.connect(lambda: c.next_question())
    screen.next_button.clicked.connect(lambda _=False, k=1: None)
    timer = QTimer(main_window)
    timer.timeout.connect(c.next_question)
    problems, count = recorder.problems()
    assert count == 4
    assert len(problems) == 1 and "'seed'" in problems[0] and "clicked (1 arguments)" in \
        problems[0], problems
    for signal, slot, _ in recorder.made[:]:
        signal.disconnect(slot)


def test_no_connection_the_app_makes_fills_an_optional_parameter(
        qtbot, monkeypatch, request, no_choosers, _no_blocking_questions):
    from app.core.nlhe.config import SeatConfig, TableConfig

    recorder = Recorder(monkeypatch)
    w = request.getfixturevalue("main_window")
    c = w.controller
    c.new_hand(seed=5, seats=7)
    c.forward(), c.forward()
    w.trainer_controller.start_drill("ch.round", 3, 4)
    w.trainer_controller.start_drill("ch.audit", 1, 9)  # the chip tray
    w.trainer_controller.start_drill("hand.winner", 1, 3)  # choices
    for index in range(w.tabs.count()):
        w.tabs.setCurrentIndex(index)
        qtbot.wait(20)
    nl = w.nl_screen.c
    dealing = TableConfig(seed=5, pause_ms=0)
    playing = TableConfig(seed=5, pause_ms=0, seats=tuple(
        SeatConfig(kind="trainee" if i == 0 else "normal") for i in range(6)))
    for config in (dealing, playing):
        nl.set_config(config)
        nl.set_paused(True)
        nl.run_inline()
        qtbot.wait(20)
    windows = tool_windows(w, qtbot)
    for dialog in modal_dialogs(w):
        dialog.show()
        qtbot.waitExposed(dialog)
        windows.append(dialog)
    problems, count = recorder.problems()
    for window in windows:
        if hasattr(window, "pages") and hasattr(window, "c"):
            odds_stopped(window, qtbot)
        window.close()
    assert count > 150, count  # the app's connections were seen, not skipped
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("signature", "n"), [("clicked()", 0), ("clicked(bool)", 1),
                                              ("changed(QMap<QString,int>,int)", 2)])
def test_a_signature_s_arguments_are_counted(signature, n):
    assert arity_of(signature) == n
