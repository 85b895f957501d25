"""The composition root: it opens the store and builds the controllers; screens come later."""

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

ROOT = Path(__file__).resolve().parent.parent


def test_the_window_starts_with_the_table_and_builds_the_trainer_when_first_shown(main_window):
    assert main_window._trainer is None and main_window._progress is None
    assert main_window.services._trainer is None  # the drills are not even imported for it
    main_window.tabs.setCurrentIndex(1)
    assert main_window._trainer is not None
    assert main_window.trainer_controller.question is not None
    assert main_window._progress is None


def test_a_language_chosen_before_the_trainer_is_built_reaches_it(main_window, qtbot):
    english = main_window.tabs.tabText(1)
    main_window.set_language("uk")
    try:
        qtbot.waitUntil(lambda: main_window.tabs.tabText(1) != english)
        assert main_window._trainer is None
        main_window.tabs.setCurrentIndex(1)
        ukrainian = main_window.trainer.practise.text()
        assert ukrainian and ukrainian != "Practise"
    finally:
        main_window.set_language("en")
    qtbot.waitUntil(lambda: main_window.trainer.practise.text() == "Practise")


def test_a_data_folder_that_cannot_be_made_still_starts_the_app(qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(blocker / "data"))
    told = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: told.append(a[2])))
    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    make_app()
    window = build_window(Settings(), "en")
    qtbot.addWidget(window)
    window.show()  # the store opens, and what it found is told, once the window has painted
    qtbot.waitUntil(lambda: bool(told))
    assert told[0].startswith("Progress cannot be saved here")
    window.tabs.setCurrentIndex(1)
    assert window.trainer_controller.question is not None


def test_start_up_imports_neither_the_drills_nor_the_trainer_screens(tmp_path):
    """The first painted window needs the table only (a fresh process, as a user starts it):
    the progress store is opened once it has painted."""
    code = ("import sys; from app.system.settings import Settings; "
            "from app.ui.app import build_window, make_app; make_app(); "
            "w = build_window(Settings()); w.show(); "
            "print(sorted(m for m in sys.modules if m.startswith('app.')))")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOLDEM_TRAINER_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60)
    loaded = set(done.stdout.split("[", 1)[1].replace("'", "").rstrip("]\n").split(", "))
    for lazy in ("app.core.trainer.drills", "app.core.trainer.scoring", "app.core.nlhe",
                 "app.controller.trainer", "app.ui.trainer_screen", "app.ui.progress_screen",
                 "app.system.logs", "app.core.trainer.store"):
        assert lazy not in loaded, lazy
    assert "app.controller.table" in loaded
