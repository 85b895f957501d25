"""Shared test setup: Qt runs offscreen, whatever the machine has."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QT_QPA_PLATFORM"] = "offscreen"

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

from app.i18n import use_bundled_fonts_only  # noqa: E402

use_bundled_fonts_only()  # before any QApplication, as the app starts: its own fonts only

# Property tests judge rules, not speed: no per-example deadline on a busy CI machine.
settings.register_profile("project", deadline=None)
settings.load_profile("project")


@pytest.fixture
def main_window(qtbot, tmp_path, monkeypatch):
    """The real main window, offscreen, with its user folder in ``tmp_path``; active, so
    keyboard shortcuts reach it."""
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    make_app()
    w = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitActive(w)
    # As in the app, whose event loop runs what the window leaves until it has painted
    # (the shortcuts by physical key among them) before it reads a key.
    qtbot.waitUntil(lambda: w.first_paint_done)
    return w


@pytest.fixture(autouse=True)
def _english_plurals(request):
    """English plural forms ("1 chip", "2 chips") wherever a test has the Qt application,
    as the app installs them when it starts (app.ui.app.make_app)."""
    if {"qapp", "qtbot"} & set(request.fixturenames):
        request.getfixturevalue("qapp")
        from app.i18n import install_english_plurals

        install_english_plurals()


@pytest.fixture(autouse=True)
def _no_blocking_questions(monkeypatch):
    """A modal box (quit mid-exam?, a warning) would wait forever offscreen: by default a
    question is answered No, a note is closed, and both are recorded; a test that wants
    another answer patches it itself."""
    from PySide6.QtWidgets import QMessageBox

    asked = []

    def question(*args, **kwargs):
        asked.append(args[2] if len(args) > 2 else "")
        return QMessageBox.StandardButton.No

    def note(*args, **kwargs):
        asked.append(args[2] if len(args) > 2 else "")
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(note))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(note))
    return asked


@pytest.fixture
def path(tmp_path):
    """Where a progress store is kept: a file in a folder not made yet."""
    return tmp_path / "data" / "progress.sqlite3"


@pytest.fixture
def store(path):
    """A progress store opened on ``path``, closed after the test."""
    from contextlib import closing

    from app.core.trainer.store import ProgressStore

    with closing(ProgressStore(path)) as opened:
        yield opened


@pytest.fixture
def told(monkeypatch):
    """What the window says in warning and information boxes, in order (no modal dialog
    opens)."""
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    monkeypatch.setattr(QMessageBox, "information",
                        lambda parent, title, text, *a: said.append(text))
    return said


@pytest.fixture
def class_window(qtbot, tmp_path):
    """Instructor > Class results on its own, 1024x700, shown, with an empty class."""
    from app.controller.classroom import ClassResultsController
    from app.system.settings import Settings
    from app.ui.app import make_app
    from app.ui.class_window import ClassWindow

    make_app()
    w = ClassWindow(ClassResultsController(), Settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    return w
