"""The log file, and what an unexpected error does: logged, a short message, nothing lost."""

import logging
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from app.core.trainer.store import ProgressStore
from app.system import logs, paths
from app.system.settings import Settings
from app.ui import app as ui_app


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    yield tmp_path
    logs.stop_logging()


def test_the_log_is_a_rotating_file_in_the_data_folders_logs(home):
    path = logs.setup_logging()
    logging.getLogger("app.somewhere").info("a line for the log")
    assert path == home / "logs" / "holdem-trainer.log"
    assert "a line for the log" in path.read_text(encoding="utf-8")
    handler = next(h for h in logging.getLogger().handlers
                   if getattr(h, "baseFilename", None) == str(path))
    assert (handler.maxBytes, handler.backupCount) == (1_000_000, 3)


def test_the_log_rotates_and_keeps_three_old_files(home, monkeypatch):
    monkeypatch.setattr(logs, "MAX_BYTES", 300)
    path = logs.setup_logging()
    for i in range(100):
        logging.getLogger("app").warning("line %d of a long session", i)
    files = sorted(p.name for p in path.parent.iterdir())
    assert files == ["holdem-trainer.log", "holdem-trainer.log.1", "holdem-trainer.log.2",
                     "holdem-trainer.log.3"]
    assert "line 99" in path.read_text(encoding="utf-8")


def test_a_data_folder_that_cannot_be_written_logs_to_the_temporary_folder(home, monkeypatch):
    blocked = home / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(paths, "logs_dir", lambda: blocked / "logs")
    monkeypatch.setattr("tempfile.tempdir", str(home / "tmp"))
    (home / "tmp").mkdir()
    path = logs.setup_logging()
    assert path == home / "tmp" / "holdem-trainer-logs" / "holdem-trainer.log"


def test_an_exception_in_another_thread_is_logged_and_reported(home):
    path = logs.setup_logging()
    reported = []
    hooks = logs.install_excepthooks(lambda: reported.append(True))
    try:
        worker = threading.Thread(target=lambda: 1 / 0, name="worker")
        worker.start()
        worker.join()
    finally:
        hooks.uninstall()
    text = path.read_text(encoding="utf-8")
    assert "Unexpected error in worker" in text and "ZeroDivisionError" in text
    assert reported == [True]


def test_the_hooks_give_the_earlier_ones_back(home):
    before = sys.excepthook, threading.excepthook
    logs.install_excepthooks(lambda: None).uninstall()
    assert (sys.excepthook, threading.excepthook) == before


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_shown_briefly_and_the_answer_already_saved_stays(
        home, qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *rest: shown.append(text)))
    log_path = logs.setup_logging()
    ui_app.make_app()
    window = ui_app.build_window(Settings(), "en")
    qtbot.addWidget(window)
    trainer = window.trainer_controller
    trainer.start_drill("ch.ante_call", 1, seed=3)
    question = trainer.question
    assert trainer.submit({k: str(v) for k, v in question.expected.items()}).correct
    reporter = ui_app.ErrorReporter(log_path, window).install()

    def broken_slot():
        raise RuntimeError("a slot that fails on purpose")

    window.controller.changed.connect(broken_slot)
    try:
        window.controller.new_hand(seed=1)
        qtbot.waitUntil(lambda: len(shown) == 1)
    finally:
        reporter.uninstall()
        window.controller.changed.disconnect(broken_slot)
    text = log_path.read_text(encoding="utf-8")
    assert "Traceback" in text and "a slot that fails on purpose" in text
    assert str(log_path) in shown[0] and "Your progress is saved." in shown[0]
    window.controller.new_hand(seed=2)  # the app goes on
    window.close()
    store = ProgressStore(Path(home) / "progress.sqlite")
    try:
        saved = [(a.drill, a.seed, a.correct) for a in store.answers(trainer.profile.id)]
    finally:
        store.close()
    assert (question.drill, 3, True) in saved


def test_a_second_error_while_the_message_is_open_is_only_logged(home, qtbot, monkeypatch):
    ui_app.make_app()
    reporter = ui_app.ErrorReporter(home / "x.log")
    calls = []

    def warning(parent, title, text, *rest):
        calls.append(text)
        reporter.show_error()  # another error arrives while the box is open

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    reporter.show_error()
    assert len(calls) == 1
