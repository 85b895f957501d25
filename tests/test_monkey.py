"""A seeded monkey on the real window: random clicks, keys and typing on every tab.

On each tab of the main window (the table, the no-limit table, the trainer, the
rules, the progress) a walk of ``ACTIONS_PER_TAB`` actions, drawn from a
``random.Random`` seeded with ``SEED`` and the tab: mouse clicks on visible,
enabled widgets (buttons, fields, spin boxes, combo boxes and an item of their
list, list and table items, the felt and the pages at random points), keys
(digits, Enter, Space, arrows, letters, the F-keys the app uses, Escape, Tab)
and typed text (amounts, "1 000", words, Georgian and Thai letters, a field
emptied). ``ACTIONS_PER_TAB`` x 5 tabs = 2,000 actions: 9 to 18 s offscreen on a
two-core machine busy with other work (the rules tab, which fills its page again,
is the slowest), window and store included. The count keeps the whole test well
under a minute there; it is about what one walk can take, not more.

What a modal dialog would wait for forever is answered at once: a message box
No (tests/conftest.py), an input dialog a value drawn from the same random
source, a file dialog nothing or a file in the test's folder, a dialog's
``exec`` Cancel; windows the walk opens (the instructor's tools, a session's
summary) are closed after each action.

After the walk: the app's error net (app.ui.app: the log and "Something went
wrong") saw nothing, the log holds no traceback, no exception reached
``sys.excepthook`` or ``sys.unraisablehook`` (pytest-qt fails the test on them
as well), and the progress store opens again whole: nothing moved or set aside,
every answer readable, every seed an integer.

On failure the seed and every action taken are printed, numbered, with the line
after which each error came (a dialog answered is a line of its own). The same
seed takes the same first steps; only the timers the app runs itself (auto play,
the computer players, a speed round's clock) can make a later step differ.
"""

from __future__ import annotations

import random
import sqlite3
import sys
import threading
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QGraphicsView,
    QInputDialog,
    QLineEdit,
    QMenu,
    QTextBrowser,
    QTextEdit,
    QWidget,
)

SEED = 2023
ACTIONS_PER_TAB = 400
TABS = (("table", 0), ("no-limit table", 3), ("trainer", 1), ("rules", 4), ("progress", 2))
SOMETHING_WENT_WRONG = "Something went wrong"

# Keys, with how often each comes: what a trainee's fingers do most (Enter, digits, Tab),
# and the app's own keys. Not Ctrl+Q: the walk would end.
_PLAIN, _CTRL, _ALT = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier,
                       Qt.KeyboardModifier.AltModifier)
KEYS: tuple[tuple[str, Qt.KeyboardModifier, int], ...] = (
    *((d, _PLAIN, 2) for d in "0123456789"),
    ("Return", _PLAIN, 12), ("Enter", _PLAIN, 4), ("Space", _PLAIN, 4), ("Tab", _PLAIN, 4),
    *((name, _PLAIN, 1) for name in (
        "Left", "Right", "Up", "Down", "Backspace", "Delete", "Backtab", "Escape", "Home",
        "End", "PageUp", "PageDown", "A", "B", "C", "F", "K", "N", "R", "S", "X",
        "F1", "F2", "F5", "F6", "F7", "F8", "F9", "F11")),
    *((k, _CTRL, 1) for k in ("1", "2", "3", "4", "5", "N", "E", "F", "Equal", "Minus", "0", "A")),
    *((k, _ALT, 1) for k in ("1", "2", "3")))
TEXTS = ("0", "7", "35", "250", "1 000", "1,000", "12 500", "-20", "2.5", "999999999999",
         "abc", "call", "all in", "Raise 40", "ნინო", "ათასი", "สมชาย", "หนึ่งพัน",
         " 15 ", "1 2 3")
NAMES = ("Ana", "ნინო", "สมชาย", "", "1 000", "A" * 60, "  ", "Ivan;Petro")
WEIGHTS = {"click": 50, "key": 32, "type": 18}


@dataclass
class Walk:
    """The record of one walk: each action in words, and each error after the action
    that came before it."""

    seed: int
    steps: int = 0
    actions: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def error(self, text: str) -> None:
        self.errors.append(f"after line {len(self.actions)} of the walk: {text}")

    def report(self) -> str:
        lines = [f"monkey seed {self.seed}; {self.steps} actions:"]
        lines += [f"{i + 1:5d} {a}" for i, a in enumerate(self.actions)]
        lines += ["errors:", *self.errors]
        return "\n".join(lines)


def widget_name(widget: QWidget, roots: dict[str, object]) -> str:
    """A readable name: the attribute that holds the widget on a screen
    (``trainer.next_button``), else its class and text."""
    for root_name, root in roots.items():
        for attr, value in vars(root).items():
            if value is widget:
                return f"{root_name}.{attr}"
            if isinstance(value, dict) and widget in value.values():
                key = next(k for k, v in value.items() if v is widget)
                return f"{root_name}.{attr}[{key!r}]"
    text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
    return f"{type(widget).__name__}{f' {text!r}' if isinstance(text, str) and text else ''}"


class Monkey:
    """Random input on the main window, one action at a time, each written down."""

    def __init__(self, window, qtbot, walk: Walk, folder: Path, tab: int) -> None:
        self.w, self.qtbot, self.walk, self.folder = window, qtbot, walk, folder
        self.tab = tab
        self.rng = random.Random(f"{walk.seed}/{tab}")

    # -- what there is to click ------------------------------------------------------
    def roots(self) -> dict[str, object]:
        w = self.w
        found: dict[str, object] = {"window": w}
        for name, screen in (("trainer", w._trainer), ("nl", w._nl), ("rules", w._rules),
                             ("progress", w._progress)):
            if screen is not None:
                found[name] = screen
                if hasattr(screen, "panel"):
                    found[f"{name}.panel"] = screen.panel
        return found

    @staticmethod
    def _shown(widget: QWidget) -> bool:
        return (widget.isVisible() and widget.isEnabled()
                and not widget.visibleRegion().isEmpty())

    def targets(self) -> list[QWidget]:
        """Visible, enabled widgets to click on the tab shown and the table's toolbar, in
        the window's order (not the menu bar, whose menus would open, nor the tab titles:
        each tab has its own walk)."""
        kinds = (QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox, QAbstractItemView,
                 QGraphicsView, QTextEdit, QAbstractSlider)
        found = []
        for root in (self.w.tabs.currentWidget(), self.w.toolbar):
            if not root.isVisible():
                continue
            for widget in (root, *root.findChildren(QWidget)):
                if not widget.isVisible() or not isinstance(widget, kinds):
                    continue
                if isinstance(widget, QLineEdit) and isinstance(
                        widget.parent(), (QAbstractSpinBox, QComboBox)):
                    continue  # the box itself is the target
                if self._shown(widget):
                    found.append(widget)
        return found

    def _point(self, widget: QWidget, anywhere: bool) -> QPoint:
        """The middle of the widget's visible part, or a random point of it."""
        rect = widget.visibleRegion().boundingRect()
        if not anywhere:
            return rect.center()
        return QPoint(self.rng.randint(rect.left(), rect.right()),
                      self.rng.randint(rect.top(), rect.bottom()))

    # -- actions ---------------------------------------------------------------------
    def step(self) -> None:
        """One action on the walk's tab (a key that went to another tab is followed by a
        click on this tab's title)."""
        tabs = self.w.tabs
        if tabs.currentIndex() != self.tab:
            bar = tabs.tabBar()
            if bar.isVisible():
                self.walk.actions.append(f"click the tab {tabs.tabText(self.tab)!r}")
                self.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                                      pos=bar.tabRect(self.tab).center())
            else:  # presenter mode hides the titles
                self.walk.actions.append(f"back to the tab {tabs.tabText(self.tab)!r}")
                tabs.setCurrentIndex(self.tab)
            self.settle()
        self.walk.steps += 1
        kind = self.rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0]
        {"click": self.click, "key": self.key, "type": self.type_text}[kind]()
        self.settle()

    def click(self) -> None:
        targets = self.targets()
        if not targets:
            self.walk.actions.append("click: nothing to click")
            return
        target = self.rng.choice(targets)
        name = widget_name(target, self.roots())
        links = visible_links(target) if isinstance(target, QTextBrowser) else []
        if links and self.rng.random() < 0.5:
            href, point = self.rng.choice(links)
            self.walk.actions.append(f"click the link {href!r} in {name}")
            self.qtbot.mouseClick(target.viewport(), Qt.MouseButton.LeftButton, pos=point)
        elif isinstance(target, (QAbstractItemView, QTextEdit, QGraphicsView)):
            place = target.viewport()
            point = self._point(place, anywhere=True)
            self.walk.actions.append(f"click {name} at ({point.x()}, {point.y()})")
            self.qtbot.mouseClick(place, Qt.MouseButton.LeftButton, pos=point)
        elif isinstance(target, QComboBox):
            self.walk.actions.append(f"click {name}")
            self.qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=self._point(target, False))
            self.choose_in_list(target)
        else:
            anywhere = isinstance(target, QAbstractSlider)
            point = self._point(target, anywhere)
            where = f" at ({point.x()}, {point.y()})" if anywhere else ""
            self.walk.actions.append(f"click {name}{where}")
            self.qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=point)

    def choose_in_list(self, combo: QComboBox) -> None:
        """A combo box's list is open: click one of its items, or leave it with Escape."""
        view = combo.view()
        if not view.isVisible():
            return
        rows = [r for r in range(combo.count())
                if not view.visualRect(combo.model().index(r, 0)).isEmpty()]
        if not rows or self.rng.random() < 0.15:
            self.walk.actions.append("  Escape on the list")
            self.qtbot.keyClick(view, Qt.Key.Key_Escape)
            return
        row = self.rng.choice(rows)
        self.walk.actions.append(f"  click item {row} {combo.itemText(row)!r}")
        rect = view.visualRect(combo.model().index(row, 0))
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    def receiver(self) -> QWidget:
        focus = QApplication.focusWidget()
        return focus if focus is not None and focus.window() is self.w else self.w

    def key(self) -> None:
        name, modifier, _ = self.rng.choices(KEYS, weights=[k[2] for k in KEYS])[0]
        target = self.receiver()
        mod = {_CTRL: "Ctrl+", _ALT: "Alt+"}.get(modifier, "")
        self.walk.actions.append(f"key {mod}{name} on {widget_name(target, self.roots())}")
        self.qtbot.keyClick(target, getattr(Qt.Key, f"Key_{name}"), modifier)

    def type_text(self) -> None:
        """Type into the field that has the keyboard, else into a field clicked first;
        now and then the field is emptied instead."""
        target = self.receiver()
        if not isinstance(target, (QLineEdit, QAbstractSpinBox)):
            fields = [t for t in self.targets() if isinstance(t, (QLineEdit, QAbstractSpinBox))]
            if not fields:
                self.walk.actions.append("type: no field")
                return
            target = self.rng.choice(fields)
            self.walk.actions.append(f"click {widget_name(target, self.roots())}")
            self.qtbot.mouseClick(target, Qt.MouseButton.LeftButton,
                                  pos=self._point(target, False))
            self.settle()
            target = self.receiver()
        name = widget_name(target, self.roots())
        if self.rng.random() < 0.15:
            self.walk.actions.append(f"empty {name}")
            self.qtbot.keyClick(target, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            self.qtbot.keyClick(target, Qt.Key.Key_Backspace)
            return
        text, enter = self.rng.choice(TEXTS), self.rng.random() < 0.4
        self.walk.actions.append(f"type {text!r} in {name}{', then Enter' if enter else ''}")
        type_into(self.qtbot, target, text)
        if enter:
            self.qtbot.keyClick(target, Qt.Key.Key_Return)

    def settle(self) -> None:
        """Let the window react, then close what the action opened beside it (a popup, a
        tool window, a box that does not wait) and give the window the keyboard back."""
        app = QApplication.instance()
        app.processEvents()
        closed = False
        while (popup := QApplication.activePopupWidget()) is not None:
            popup.close()
            closed = True
        for widget in QApplication.topLevelWidgets():
            if widget is not self.w and widget.isVisible() and not isinstance(widget, QMenu):
                self.walk.actions.append(f"  closed the window {widget_name(widget, {})}")
                widget.close()
                closed = True
        if closed or not self.w.isActiveWindow():
            self.w.activateWindow()
            app.processEvents()

    # -- what a modal dialog would have waited for --------------------------------------
    def answer_dialogs(self, monkeypatch) -> None:
        rng, walk, folder = self.rng, self.walk, self.folder

        def text(*args, **kwargs):
            name, ok = rng.choice(NAMES), rng.random() < 0.7
            walk.actions.append(f"  input dialog {args[1]!r}: {name!r}, ok={ok}")
            return name, ok

        def number(*args, **kwargs):
            value, ok = rng.choice((0, 1, 7, 123456, 2_000_000_000)), rng.random() < 0.7
            walk.actions.append(f"  input dialog {args[1]!r}: {value}, ok={ok}")
            return value, ok

        def item(parent, title, label, items, *args, **kwargs):
            chosen, ok = rng.choice(list(items)), rng.random() < 0.7
            walk.actions.append(f"  input dialog {title!r}: {chosen!r}, ok={ok}")
            return chosen, ok

        def save_name(*args, **kwargs):
            path = rng.choice(("", str(folder / "walk-file"), str(folder / "walk.json")))
            walk.actions.append(f"  save dialog {args[1]!r}: {Path(path).name!r}")
            return path, ""

        def open_name(*args, **kwargs):
            files = sorted(p for p in folder.iterdir() if p.is_file())
            path = rng.choice(["", *(str(p) for p in files)])
            walk.actions.append(f"  open dialog {args[1]!r}: {Path(path).name!r}")
            return path, ""

        def rejected(dialog, *args, **kwargs):
            walk.actions.append(f"  dialog {type(dialog).__name__}: Cancel")
            return QDialog.DialogCode.Rejected.value

        monkeypatch.setattr(QInputDialog, "getText", staticmethod(text))
        monkeypatch.setattr(QInputDialog, "getInt", staticmethod(number))
        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(item))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_name))
        monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                            staticmethod(lambda *a, **k: ([], "")))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: ""))
        monkeypatch.setattr(QDialog, "exec", rejected)
        monkeypatch.setattr(QMenu, "exec", lambda *a, **k: None)


def visible_links(browser: QTextBrowser) -> list[tuple[str, QPoint]]:
    """The links of a page in sight, with a point on each (viewport coordinates)."""
    found = []
    doc, seen = browser.document(), browser.viewport().rect()
    block = doc.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            href = fragment.charFormat().anchorHref()
            if href:
                cursor = QTextCursor(doc)
                cursor.setPosition(fragment.position() + fragment.length() // 2)
                point = browser.cursorRect(cursor).center()
                if seen.contains(point) and browser.anchorAt(point) == href:
                    found.append((href, point))
            fragments += 1
        block = block.next()
    return found


def type_into(qtbot, widget: QWidget, text: str) -> None:
    """Type ``text`` key by key; a letter beyond ASCII comes as from its keyboard layout
    (QTest types ASCII only)."""
    for char in text:
        if char.isascii():
            qtbot.keyClick(widget, char)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, ord(char.upper()),
                                                     Qt.KeyboardModifier.NoModifier, char))


class ErrorNet:
    """The app's net for unexpected errors as ``run()`` installs it (a logged traceback,
    then "Something went wrong"), with every catch written down; pytest-qt's own hook
    still gets each exception, so it fails the test as well."""

    def __init__(self, walk: Walk, monkeypatch) -> None:
        from app.ui import app as ui_app

        shown = ui_app.error_text

        def told(log_path):
            message = shown(log_path)
            walk.error(f"the app said: {message}")
            return message

        monkeypatch.setattr(ui_app, "error_text", told)
        self._saved = (sys.excepthook, threading.excepthook, sys.unraisablehook)
        self.reporter = ui_app.ErrorReporter(_log_file()).install()
        app_hook = sys.excepthook
        outer = self._saved[0]

        def hook(kind, value, tb) -> None:
            walk.error("".join(traceback.format_exception(kind, value, tb)))
            app_hook(kind, value, tb)
            outer(kind, value, tb)

        def unraisable(info) -> None:
            walk.error(f"unraisable: {info.exc_type.__name__}: {info.exc_value} "
                       f"({info.err_msg} {info.object!r})")
            self._saved[2](info)

        sys.excepthook = hook
        sys.unraisablehook = unraisable

    def close(self) -> None:
        self.reporter.uninstall()
        sys.excepthook, threading.excepthook, sys.unraisablehook = self._saved


def _log_file() -> Optional[Path]:
    from app.system.logs import log_file

    return log_file()


@pytest.fixture
def logged(tmp_path, monkeypatch):
    """The app's log in the user folder (tmp_path), as the app writes it when it runs."""
    from app.system.logs import setup_logging, stop_logging

    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    path = setup_logging()
    yield path
    stop_logging()


def _store_files(folder: Path, name: str) -> set[str]:
    """Files beside the progress store named after it (a copy moved aside would be)."""
    return {p.name for p in folder.iterdir() if p.name.startswith(name)
            and not p.name.endswith(("-wal", "-shm", "-journal"))}


def check_store(path: Path, before: set[str]) -> list[str]:
    """What is wrong with the store at ``path`` opened again: moved or set aside, a row
    that cannot be read, a seed that is not an integer."""
    from contextlib import closing

    from app.core.trainer.store import open_progress_store

    problems = []
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        if opened.moved_aside is not None or opened.cannot_save is not None:
            problems.append(f"reopened: moved aside {opened.moved_aside}, "
                            f"cannot save {opened.cannot_save}")
        read = 0
        for profile in store.profiles(include_removed=True):
            try:
                answers = store.answers(profile.id)
            except Exception as e:  # the point is to see it, whatever it is
                problems.append(f"the answers of {profile.name!r} cannot be read: {e!r}")
                continue
            read += len(answers)
            problems += [f"answer {a.id} has the seed {a.seed!r}" for a in answers
                         if type(a.seed) is not int]
    with closing(sqlite3.connect(path)) as raw:
        tables = [name for (name,) in raw.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")]
        rows = raw.execute("SELECT COUNT(*) FROM answers").fetchone()[0]
        for table in tables:  # whatever name the store gives rows it set aside
            if any(word in table.lower() for word in ("quarantin", "aside", "damage")):
                count = raw.execute(f'SELECT COUNT(*) FROM "{table}"').fetchone()[0]
                if count:
                    problems.append(f"{count} row(s) set aside in {table}")
    if read != rows:
        problems.append(f"{read} of {rows} answers read back")
    after = _store_files(path.parent, path.name)
    if after != before:
        problems.append(f"files beside the store: {sorted(after - before)}")
    return problems


def test_a_seeded_monkey_walk_of_every_tab_leaves_no_error_and_a_whole_store(
        logged, main_window, qtbot, monkeypatch, tmp_path, _no_blocking_questions):
    w = main_window
    folder = tmp_path / "files"
    folder.mkdir()
    (folder / "garbage.json").write_bytes(b"\x00\xff{not json")
    store_path = Path(w.services.store.path)
    before = _store_files(store_path.parent, store_path.name)
    walk = Walk(SEED)
    net = ErrorNet(walk, monkeypatch)
    try:
        for tab_name, index in TABS:
            monkey = Monkey(w, qtbot, walk, folder, index)
            monkey.answer_dialogs(monkeypatch)
            walk.actions.append(f"== the {tab_name} tab")
            w.tabs.setCurrentIndex(index)
            monkey.settle()
            for _ in range(ACTIONS_PER_TAB):
                monkey.step()
        w.close()
        QApplication.instance().processEvents()
    finally:
        net.close()
    told = [t for t in _no_blocking_questions if SOMETHING_WENT_WRONG in t]
    log_text = logged.read_text(encoding="utf-8") if logged is not None and logged.exists() else ""
    problems = check_store(store_path, before)
    if walk.errors:
        problems.insert(0, f"{len(walk.errors)} error(s) in the walk; the first came "
                           f"{walk.errors[0]}")
    if told:
        problems.append(f'{len(told)} time(s) "{SOMETHING_WENT_WRONG}" in a message box')
    if "Traceback" in log_text:
        problems.append("the log holds a traceback:\n"
                        + log_text[log_text.index("Traceback"):][:2000])
    print(f"monkey seed {SEED}: {walk.steps} actions on {len(TABS)} tabs")
    if problems:
        print(walk.report())
    assert not problems, f"monkey seed {SEED} (its walk is printed below):\n" + "\n".join(problems)
