"""The practice question's answer clock waits while the instructor makes an exam over it:
behind the exam dialog (opened from Exam... or Instructor > Create an exam...), the exam's
slip and its projector view; it runs again once they are closed, so the next answer is
timed by the seconds the question was in front of the trainee alone. On a fake clock:
time passes only when the test says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QInputDialog

from tests.test_speed_round_ui import FakeClock

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def window(main_window, clock):
    main_window.tabs.setCurrentIndex(1)
    main_window.trainer_controller.clock = clock  # every time the controller reads
    main_window.trainer_controller.start_drill("ch.ante_call", 1)
    return main_window


def in_the_dialog(screen, qtbot, what):
    """Once the exam dialog is open (modal, in its own loop): ``what(dialog)``; the dialog
    is closed whatever happens, so a failure cannot leave the test waiting."""
    from app.ui.exam_dialog import ExamDialog

    def act():
        dialogs = [d for d in screen.findChildren(ExamDialog) if d.isVisible()]
        if not dialogs:
            QTimer.singleShot(10, act)
            return
        dialog = dialogs[0]
        try:
            what(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, act)


def back_to(window, qtbot):
    """The window active again, as a window manager gives it back when a dialog closes
    (offscreen Qt gives the focus to no window)."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())


def answer(window, qtbot):
    """The key typed and Enter pressed, the window active again (as a window manager gives
    it back when a dialog closes)."""
    back_to(window, qtbot)
    q = window.trainer_controller.question
    panel = window.trainer.panel
    panel.edits["answer"].setText(str(q.parts[0].expected))
    qtbot.keyClick(panel.edits["answer"], Qt.Key.Key_Return)
    return window.trainer_controller.last


def test_the_clock_waits_behind_the_dialog_the_slip_and_the_projector(window, qtbot, clock):
    c, screen = window.trainer_controller, window.trainer
    clock.advance(3)  # the trainee reads the question
    seen = {}

    def create(dialog):
        seen["running"] = c.watch.running
        seen["label"] = screen.timer_label.text()
        clock.advance(60)  # the instructor ticks drills and sets the time
        assert dialog.ok_button.text() == "Create the exam"
        qtbot.mouseClick(dialog.ok_button, LEFT)

    in_the_dialog(screen, qtbot, create)
    qtbot.mouseClick(screen.exam, LEFT)
    assert seen == {"running": False, "label": "\u23f1 3 s / target 12 s (paused)"}
    slip = screen.slip
    assert slip is not None and slip.isVisible() and not c.watch.running
    clock.advance(40)  # the slip read, the code copied
    qtbot.mouseClick(slip.copy_button, LEFT)
    qtbot.mouseClick(slip.projector_button, LEFT)
    view = slip.projector
    qtbot.waitExposed(view)
    clock.advance(120)  # the room copies the code from the projector
    assert not c.watch.running and int(c.answer_seconds()) == 3
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: slip.projector is None)
    assert not c.watch.running  # the slip is still open
    clock.advance(10)
    qtbot.mouseClick(slip.close_button, LEFT)
    qtbot.waitUntil(lambda: screen.slip is None)
    back_to(window, qtbot)
    assert c.watch.running
    clock.advance(4)
    last = answer(window, qtbot)
    assert last is not None and last.seconds == pytest.approx(7.0)
    assert c.exam is None  # nothing was sat


def test_a_dialog_cancelled_with_esc_gives_the_time_back_too(window, qtbot, clock):
    c, screen = window.trainer_controller, window.trainer

    def cancel(dialog):
        clock.advance(30)
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    in_the_dialog(screen, qtbot, cancel)
    screen.exam.setFocus()
    qtbot.keyClick(screen.exam, Qt.Key.Key_Space)  # the button pressed from the keyboard
    assert screen.slip is None and c.watch.running
    clock.advance(2)
    assert answer(window, qtbot).seconds == pytest.approx(2.0)


def test_the_instructor_menu_creates_an_exam_without_its_code_box(window, qtbot, clock):
    c, screen = window.trainer_controller, window.trainer
    action = window.act_create_exam
    assert action in window.menu_tools.actions() and action.text() == "Create an &exam..."
    seen = {}

    def create(dialog):
        seen["code box"] = dialog.code_box.isVisible()
        seen["running"] = c.watch.running
        clock.advance(50)
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Return)

    in_the_dialog(screen, qtbot, create)
    action.trigger()
    assert seen == {"code box": False, "running": False}
    slip = screen.slip
    assert slip is not None and slip.isVisible() and c.exam is None
    clock.advance(20)
    slip.close()
    qtbot.waitUntil(lambda: screen.slip is None)
    clock.advance(1)
    assert answer(window, qtbot).seconds == pytest.approx(1.0)


def test_the_trainee_s_own_dialogs_hold_the_clock_while_open(window, qtbot, clock, monkeypatch):
    c, screen = window.trainer_controller, window.trainer
    running = []

    def get_text(*args, **kwargs):
        running.append(c.watch.running)
        clock.advance(25)  # a name typed slowly
        return "", False

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))
    qtbot.mouseClick(screen.new_trainee, LEFT)
    qtbot.mouseClick(screen.rename_trainee, LEFT)
    assert running == [False, False] and c.watch.running
    clock.advance(5)
    assert answer(window, qtbot).seconds == pytest.approx(5.0)
