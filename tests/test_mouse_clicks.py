"""The mouse is a user too: every push button of every screen is clicked in a test, and a
click leads where its key leads.

A click sends ``clicked(bool)``; a key (Enter, a shortcut) takes another path. So the
trainer's answer and Next, the keypad, the chip tray, a choice, the no-limit table's Go on
and the rules self-test's Check and Next are each clicked with the mouse and the screen
compared with the same step by keyboard; the store is read back whole, its seeds
integers. ``COVERED`` names, for each button, the test that clicks it; a button that only
a state enables (a class read and a file chosen, a second house, a custom pay table) has a
test that makes that state, and a dialog is opened twice, to Ok and to Cancel. Each click
is recorded as it is made (``CLICKED``); the last test enumerates the push buttons of each
tab and window, fails on one not in ``COVERED``, and on one of ``COVERED`` that was never
clicked (run alone, it has the other tests run apart and report their clicks).
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QPushButton,
    QTabBar,
    QToolButton,
    QWidget,
)

from app.core.nlhe.config import TableConfig
from app.core.trainer.store import ProgressStore

LEFT = Qt.MouseButton.LeftButton
WRONG = "Something went wrong"

# Each push button (by ``button_name``) and the test that clicks it with the mouse.
TRAINER = "test_answer_by_enter_click_next_answer_by_click_keeps_every_answer_whole"
KEYPAD = "test_the_keypad_and_the_chip_tray_clicked_type_and_pay_as_the_keys_do"
CHOICE = "test_a_choice_clicked_answers_as_its_letter_does"
MODES = "test_the_trainer_s_other_buttons_clicked_do_what_their_keys_do"
PROGRESS = "test_the_progress_screen_s_buttons_clicked_ask_for_a_file_and_write_nothing"
NL = "test_the_no_limit_table_s_buttons_clicked_as_their_keys"
RULES = "test_the_rules_self_test_clicked_checks_and_asks_anew_as_its_keys_do"
TOOLS = "test_the_instructor_s_windows_buttons_clicked_do_no_harm"
CLASS = "test_a_class_read_its_file_removed_its_table_and_reports_written_by_clicks"
HOUSE = "test_a_second_house_deleted_and_a_custom_pay_table_used_by_clicks"
DIALOGS = "test_the_modal_dialogs_buttons_clicked_do_no_harm"
JOIN = "test_the_join_dialog_clicked_says_what_is_missing_and_cancels"
SIDE = "test_a_folded_side_s_caption_clicked_unfolds_it_as_f9_does"
COVERED: dict[str, str | tuple[str, ...]] = {
    "TrainerScreen.next_button": TRAINER, "AnswerPanel.answer_button": (TRAINER, NL),
    "AnswerPanel.keys[]": KEYPAD, "AnswerPanel.back_key": KEYPAD,
    "AnswerPanel.clear_key": KEYPAD, "AnswerPanel.chip": KEYPAD,
    "AnswerPanel.undo_chip": KEYPAD, "AnswerPanel.clear_chips": KEYPAD,
    "AnswerPanel.pay_chips": KEYPAD, "AnswerPanel.choice": CHOICE,
    "TrainerScreen.new_trainee": MODES, "TrainerScreen.rename_trainee": MODES,
    "TrainerScreen.remove_trainee": MODES, "TrainerScreen.practise": MODES,
    "TrainerScreen.weak": MODES, "TrainerScreen.stop_weak": MODES, "TrainerScreen.exam": MODES,
    "TrainerScreen.speed_round": MODES, "TrainerScreen.stop_speed": MODES,
    "TrainerScreen.review_prev": MODES, "TrainerScreen.review_next": MODES,
    "ProgressScreen.export_one": PROGRESS, "ProgressScreen.export_all": PROGRESS,
    "NLScreen.next_button": NL, "NLScreen.back_button": NL, "NLScreen.forward_button": NL,
    "NLScreen.setup_button": NL, "NLScreen.new_button": NL, "NLScreen.end_button": NL,
    "NLScreen.open_button": NL, "NLScreen.save_button": NL, "NLScreen.export_button": NL,
    "NLScreen.fold_button": NL, "NLScreen.call_button": NL, "NLScreen.raise_button": NL,
    "NLScreen.allin_button": NL, "NLScreen.preset_buttons[]": NL, "NLScreen.go_on": NL,
    "RulesScreen.find_back": RULES, "RulesScreen.find_next": RULES,
    "RulesScreen.print_button": RULES, "RulesScreen.check": RULES, "RulesScreen.next": RULES,
    "RulesScreen.close_test": RULES,
    **dict.fromkeys(("MainWindow.side_tab", "TrainerScreen.side_tab", "NLScreen.side_tab"), SIDE),
    **dict.fromkeys((
        "SettingsWindow.close_button", "HousePage.new", "HousePage.rename",
        "HousePage.export", "HousePage.import_", "OddsPage.start",
        "OddsPage.stop", "OddsWindow.close_button", "WorksheetDialog.choose",
        "WorksheetDialog.save", "WorksheetDialog.close_button", "ClassWindow.add_files",
        "ClassWindow.add_folder", "ClassWindow.close_button"), TOOLS),
    # Enabled only by a state: a class read, a file chosen, a second house, a custom table.
    **dict.fromkeys(("ClassWindow.remove", "ClassWindow.export_csv", "ClassWindow.reports"),
                    CLASS),
    **dict.fromkeys(("HousePage.delete", "PayTableEditor.use"), HOUSE),
    # Reads this PC's own progress file: clicked on a store with a served exam.
    "ClassWindow.add_store": ("test_class_window.py::"
                              "test_this_pcs_class_is_read_with_its_served_exams_told_apart"),
    # In sight only while an import runs: clicked mid-import in test_class_import_thread.
    "ClassWindow.cancel": ("test_class_import_thread.py::"
                           "test_cancel_stops_the_reading_and_leaves_the_class_as_it_was"),
    # The class: the host window and the status line, clicked in the tests of the class
    # (on the real server, and on a class held in memory); the Join dialog here.
    **dict.fromkeys(("HostWindow.host_here", "HostWindow.ask_drill", "HostWindow.ask_table",
                     "HostWindow.ask_nl", "HostWindow.close_question", "HostWindow.reveal",
                     "HostWindow.start_exam", "HostWindow.release", "HostWindow.end_exam",
                     "HostWindow.stop_hosting"),
                    "test_class_server_app.py::"
                    "test_a_class_on_the_real_server_live_question_and_served_exam"),
    **dict.fromkeys(("HostWindow.connect_school", "HostWindow.remove"),
                    "test_class_app.py::"
                    "test_a_live_question_answered_by_two_trainees_spread_key_and_own_marks"),
    "MainWindow.class_leave": "test_class_app.py::test_leaving_and_quitting_leave_no_thread",
    # In sight only while a trainee waits to be let in: clicked on the real server.
    **dict.fromkeys(("HostWindow.let_in", "HostWindow.refuse"),
                    "test_class_server_app.py::"
                    "test_a_wiped_pc_waits_to_be_let_in_and_a_kept_token_joins_at_once"),
    **dict.fromkeys(("JoinDialog.join_button", "JoinDialog.Cancel"), JOIN),
    # The slip of an exam set on the trainer, and its projector view.
    **dict.fromkeys(("ExamSlip.copy_button", "ExamSlip.print_button",
                     "ExamSlip.projector_button", "ExamSlip.sit_button"),
                    "test_exam_slip.py::test_the_slip_s_buttons_copy_print_project_and_sit"),
    "ExamSlip.close_button": ("test_exam_slip.py::"
                              "test_the_slip_closes_with_its_button_and_starts_nothing"),
    "ProjectorView.close_button": ("test_exam_slip.py::"
                                   "test_the_projector_view_closes_with_its_button_and_with_esc"),
    **dict.fromkeys((
        "SetupDialog.deck_buttons[]", "SetupDialog.place_buttons[]", "SetupDialog.clear_button",
        "SetupDialog.clear_all_button", "SetupDialog.Ok", "SetupDialog.Cancel", "ExamDialog.Ok",
        "ExamDialog.Cancel", "NLSetupDialog.Ok", "NLSetupDialog.Cancel"), DIALOGS),
}
# Clicked last in a window: they close it.
CLOSING = ("SettingsWindow.close_button", "OddsWindow.close_button",
           "WorksheetDialog.close_button", "ClassWindow.close_button", "SetupDialog.Ok",
           "SetupDialog.Cancel", "ExamDialog.Ok", "ExamDialog.Cancel", "NLSetupDialog.Ok",
           "NLSetupDialog.Cancel")


def button_name(button: QAbstractButton) -> str:
    """A button as ``COVERED`` names it: ``Owner.attribute`` (``Owner.attribute[]`` for one
    of a dict or list of buttons) on the nearest widget above that holds it, a choice or a
    chip of the answer panel by its kind, a dialog's standard button by its role."""
    box = button.parent()
    if isinstance(box, QDialogButtonBox) and box.standardButton(button) != \
            QDialogButtonBox.StandardButton.NoButton:
        owner = box.window()
        return f"{type(owner).__name__}.{box.standardButton(button).name}"
    for kind in ("choice", "chip"):
        if button.property(kind) is not None:
            return f"AnswerPanel.{kind}"
    owner = button.parent()
    while owner is not None:
        for attr, value in vars(owner).items():
            if value is button:
                return f"{type(owner).__name__}.{attr}"
            if isinstance(value, dict) and any(v is button for v in value.values()) or \
                    isinstance(value, (list, tuple)) and any(v is button for v in value):
                return f"{type(owner).__name__}.{attr}[]"
        owner = owner.parent()
    return f"?{type(button.window()).__name__}:{button.text()!r}"


def push_buttons(root: QWidget) -> list[QAbstractButton]:
    """The push and tool buttons under ``root`` that the app connects a click to (not Qt's
    own: a line edit's clear button, a tab bar's arrows, a tool bar's extension)."""
    found = []
    for b in root.findChildren(QAbstractButton):
        if not isinstance(b, (QPushButton, QToolButton)) or b.objectName().startswith("qt_"):
            continue
        if isinstance(b.parent(), (QLineEdit, QTabBar)):
            continue
        if b.receivers("2clicked(bool)") or isinstance(b.parent(), QDialogButtonBox):
            found.append(b)
    return found


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


@pytest.fixture
def no_choosers(monkeypatch):
    """File choosers and input boxes are cancelled (offscreen they would wait forever); what
    each was asked is recorded."""
    asked: list[str] = []

    def cancel(result):
        def chooser(*args, **kwargs):
            asked.append(str(args[1]) if len(args) > 1 else "")
            return result
        return staticmethod(chooser)

    for name in ("getSaveFileName", "getOpenFileName"):
        monkeypatch.setattr(QFileDialog, name, cancel(("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", cancel(([], "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", cancel(""))
    monkeypatch.setattr(QInputDialog, "getText", cancel(("", False)))
    monkeypatch.setattr(QInputDialog, "getInt", cancel((0, False)))
    monkeypatch.setattr(QInputDialog, "getItem", cancel(("", False)))
    monkeypatch.setattr(QDialog, "exec", lambda self: asked.append(type(self).__name__) or 0)
    return asked


# The buttons clicked with the mouse in this session, by name (``click`` adds each); the
# last test of the module checks that each name of ``COVERED`` is among them.
CLICKED: set[str] = set()
# Set by the last test when it has the other tests run apart: where they write what they
# clicked, a name a line.
CLICKED_FILE = "HOLDEM_TEST_CLICKED_FILE"


def click(qtbot, button: QAbstractButton, request) -> None:
    """A left click on ``button``, which must be in sight and enabled, and named in
    ``COVERED`` for the test that clicks it; recorded in ``CLICKED``."""
    name = button_name(button)
    tests = COVERED.get(name, ())
    assert request.node.originalname in ((tests,) if isinstance(tests, str) else tests), name
    assert button.isVisible() and button.isEnabled(), name
    qtbot.mouseClick(button, LEFT)
    CLICKED.add(name)
    if os.environ.get(CLICKED_FILE):
        with open(os.environ[CLICKED_FILE], "a", encoding="utf-8") as out:
            out.write(name + "\n")


def answers_on_file(path) -> list[tuple]:
    """The answer rows as SQLite holds them, with the type of each seed, read apart from the
    app."""
    with closing(sqlite3.connect(str(path))) as conn:
        return conn.execute("SELECT drill, seed, typeof(seed) FROM answers ORDER BY id").fetchall()


def trainer_state(w) -> tuple:
    """What the trainee sees of the trainer: a question, answered or not, and where."""
    s, c = w.trainer, w.trainer_controller
    return (c.question is not None, c.last is not None, s.next_button.isVisible(),
            s.panel.answer_button.isVisible(), s.feedback.isVisible(),
            s.panel.message.isVisible(), [e.text() for e in s.panel.edits.values()],
            type(w.focusWidget()).__name__)


def type_and_enter(qtbot, w, text: str) -> None:
    edit = next(iter(w.trainer.panel.edits.values()))
    edit.setFocus()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


# -- the trainer ---------------------------------------------------------------------------
def test_answer_by_enter_click_next_answer_by_click_keeps_every_answer_whole(
        window, qtbot, request, _no_blocking_questions):
    c, screen = window.trainer_controller, window.trainer
    c.start_drill("ch.ante_call", 1, 11)
    type_and_enter(qtbot, window, str(c.question.expected["answer"]))
    assert c.last is not None
    by_key = c.question.seed
    # Next by the keyboard, then the same step by a click: the same screen, a new question.
    qtbot.keyClick(screen.next_button, Qt.Key.Key_Return)
    after_key = trainer_state(window)
    type_and_enter(qtbot, window, str(c.question.expected["answer"]))
    click(qtbot, screen.next_button, request)
    assert trainer_state(window) == after_key
    seed = c.question.seed
    assert type(seed) is int and seed is not False
    # The answer typed, then Answer clicked: taken as Enter takes it.
    edit = next(iter(screen.panel.edits.values()))
    qtbot.keyClicks(edit, str(c.question.expected["answer"]))
    click(qtbot, screen.panel.answer_button, request)
    assert c.last is not None and c.last.correct
    # Again, Next clicked: the app keeps asking and counting.
    click(qtbot, screen.next_button, request)
    type_and_enter(qtbot, window, str(c.question.expected["answer"]))
    assert c.last is not None and c.last.correct
    assert not [t for t in _no_blocking_questions if WRONG in t]
    # The store, read apart from the app and opened anew, holds every answer whole.
    path = window.services.store.path
    rows = answers_on_file(path)
    assert [r[0] for r in rows] == ["ch.ante_call"] * 4
    assert [r[2] for r in rows] == ["integer"] * 4, rows
    assert rows[0][1] == 11 and rows[2][1] == seed
    assert by_key == 11
    with closing(ProgressStore(path)) as again:
        saved = again.answers(c.profile.id)
    assert len(saved) == 4 and all(type(a.seed) is int for a in saved)
    assert [a.seed for a in saved] == [r[1] for r in rows]


def test_a_mouse_click_on_next_writes_integer_seeds_to_the_store(window, qtbot):
    """At the store: each click on Next asks a question whose seed is an int, and the row
    written for its answer reads back with that seed (no ``False`` from ``clicked``)."""
    c, screen = window.trainer_controller, window.trainer
    c.start_drill("ch.total", 1, 5)
    seeds = []
    for _ in range(3):
        q = c.question
        seeds.append(q.seed)
        assert c.submit({p.key: str(p.expected) for p in q.parts}).correct
        qtbot.mouseClick(screen.next_button, LEFT)
    rows = answers_on_file(window.services.store.path)
    assert [(r[1], r[2]) for r in rows] == [(s, "integer") for s in seeds]
    assert all(type(s) is int for s in seeds) and seeds[0] == 5
    assert [a.seed for a in c.answers()] == seeds


def test_a_bool_given_for_a_seed_is_logged_once_and_a_new_seed_dealt(window, caplog):
    """Defence in depth: should a ``checked`` reach ``next_question`` again, the trainee is
    not blocked and no row is written with it; the programming error is logged, once."""
    c = window.trainer_controller
    c.start_drill("ch.total", 1, 5)
    with caplog.at_level("ERROR", logger="app.controller.trainer"):
        for flag in (False, True, False):
            c.next_question(flag)
            q = c.question
            assert type(q.seed) is int
            assert c.submit({p.key: str(p.expected) for p in q.parts}).correct
    logged = [r for r in caplog.records if "bool" in r.getMessage()]
    assert len(logged) == 1 and logged[0].levelname == "ERROR"
    rows = answers_on_file(window.services.store.path)
    assert [r[2] for r in rows] == ["integer"] * 3, rows
    assert [a.seed for a in c.answers()] == [r[1] for r in rows]


def test_the_keypad_and_the_chip_tray_clicked_type_and_pay_as_the_keys_do(
        window, qtbot, request):
    c, panel = window.trainer_controller, window.trainer.panel
    c.start_drill("ch.ante_call", 1, 4)
    edit = next(iter(panel.edits.values()))
    qtbot.waitUntil(edit.hasFocus)
    for key in ("1", "2", "000", "\u00b1"):  # the sign key: not for a payout
        if panel.keys[key].isEnabled():
            click(qtbot, panel.keys[key], request)
    assert edit.text() == "12000"
    click(qtbot, panel.back_key, request)
    assert edit.text() == "1200"
    click(qtbot, panel.clear_key, request)
    assert edit.text() == ""
    for key in "7894561230":
        click(qtbot, panel.keys[key], request)
    assert edit.text() == "7894561230"  # as typed on the keyboard
    click(qtbot, panel.clear_key, request)
    # Chips: the pile by clicks; taken back, cleared; paid with the button, as Enter pays.
    assert panel.tray.isVisible()
    chips = [b for b in panel.tray.findChildren(QPushButton) if b.property("chip")]
    smallest = min(chips, key=lambda b: b.property("chip"))
    for _ in range(3):
        click(qtbot, smallest, request)
    assert panel.pile == [smallest.property("chip")] * 3
    click(qtbot, panel.undo_chip, request)
    assert len(panel.pile) == 2
    click(qtbot, panel.clear_chips, request)
    assert panel.pile == []
    owed = c.question.expected["answer"]
    values = sorted((b.property("chip") for b in chips), reverse=True)
    for value in values:  # the fewest chips, clicked
        while owed >= value:
            click(qtbot, next(b for b in chips if b.property("chip") == value), request)
            owed -= value
    assert owed == 0
    click(qtbot, panel.pay_chips, request)
    assert c.last is not None and c.last.correct and c.last.chips == tuple(panel.pile)


def test_a_choice_clicked_answers_as_its_letter_does(window, qtbot, request):
    c, panel = window.trainer_controller, window.trainer.panel
    c.start_drill("hand.winner", 1, 3)
    part = c.question.parts[0]
    button = next(b for g in panel.choices.values() for b in g.buttons()
                  if b.property("choice") == part.expected)
    qtbot.waitUntil(button.isVisible)  # the new fields are shown by the event loop
    click(qtbot, button, request)
    assert c.last is not None and c.last.correct
    # The same question by its digit key: the same verdict.
    qtbot.keyClick(window.trainer.next_button, Qt.Key.Key_Return)
    c.start_drill("hand.winner", 1, 3)
    qtbot.waitUntil(lambda: panel.isAncestorOf(window.focusWidget()))
    n = [o.id for o in part.options].index(part.expected) + 1
    qtbot.keyClick(window, getattr(Qt.Key, f"Key_{n}"))
    assert c.last is not None and c.last.correct
    assert [a.seed for a in c.answers()] == [3, 3]


def test_the_trainer_s_other_buttons_clicked_do_what_their_keys_do(
        window, qtbot, request, no_choosers, _no_blocking_questions):
    c, s = window.trainer_controller, window.trainer
    click(qtbot, s.new_trainee, request)
    click(qtbot, s.rename_trainee, request)
    assert no_choosers[-2:] == ["New trainee", "Rename trainee"]  # asked, cancelled
    c.add_profile("Second")
    click(qtbot, s.remove_trainee, request)  # asked, answered No
    assert len(c.store.profiles()) == 2
    click(qtbot, s.practise, request)
    assert c.question is not None and c.question.drill == s.drill.currentData()
    click(qtbot, s.weak, request)
    assert c.weak and s.stop_weak.isVisible()
    click(qtbot, s.stop_weak, request)
    assert not c.weak and c.question is not None
    click(qtbot, s.exam, request)
    assert no_choosers[-1] == "ExamDialog" and c.exam is None  # the dialog, cancelled
    click(qtbot, s.speed_round, request)  # which kind: cancelled
    assert c.speed is None
    c.start_speed_round(c.drill, 1, "count")
    qtbot.waitUntil(s.stop_speed.isVisible)
    click(qtbot, s.stop_speed, request)
    assert c.speed is None
    # An exam of two questions, answered, then its review walked by clicks.
    from app.core.trainer.exam import ExamSpec

    c.start_exam(ExamSpec(drills=("ch.ante_call",), questions=2, minutes=10, pass_percent=50,
                          level=1, seed=7))
    for _ in range(2):
        q = c.question
        c.submit({p.key: str(p.expected) for p in q.parts})
    qtbot.waitUntil(s.review_bar.isVisible)
    click(qtbot, s.review_next, request)
    assert s.review_index == 1
    click(qtbot, s.review_prev, request)
    assert s.review_index == 0
    assert not [t for t in _no_blocking_questions if WRONG in t]


def test_the_progress_screen_s_buttons_clicked_ask_for_a_file_and_write_nothing(
        window, qtbot, request, no_choosers):
    window.tabs.setCurrentIndex(2)
    screen = window.progress
    qtbot.waitUntil(screen.isVisible)
    click(qtbot, screen.export_one, request)
    click(qtbot, screen.export_all, request)
    assert len(no_choosers) == 2  # a file asked for each, none chosen


# -- the no-limit table --------------------------------------------------------------------
def test_the_no_limit_table_s_buttons_clicked_as_their_keys(
        main_window, qtbot, request, no_choosers, _no_blocking_questions):
    from app.core.nlhe.config import SeatConfig

    main_window.tabs.setCurrentIndex(3)
    screen = main_window.nl_screen
    qtbot.waitUntil(screen.isVisible)
    c = screen.c
    c.set_config(TableConfig(seed=5, pause_ms=0))
    c.set_paused(True)  # the test moves the hand on itself
    for name in ("setup_button", "open_button", "save_button", "export_button"):
        button = getattr(screen, name)
        if button.isVisible() and button.isEnabled():
            click(qtbot, button, request)
    # Computer players: the dealer's questions answered and gone on from by clicks, as
    # Enter does.
    clicked = set()
    for _ in range(300):
        c.run_inline()
        if c.question is None:
            break
        for p in c.question.parts:
            screen.panel.edits[p.key].setText(
                " ".join(map(str, p.expected)) if isinstance(p.expected, tuple)
                else str(p.expected))
        click(qtbot, screen.panel.answer_button, request)
        assert c.last is not None and c.last.correct
        click(qtbot, screen.go_on, request)
        clicked.add("go_on")
    assert "go_on" in clicked and c.hand.is_over
    # A seat the trainee plays: its buttons clicked, a size preset first.
    seats = tuple(SeatConfig(kind="trainee" if i == 0 else "normal") for i in range(6))
    c.set_config(TableConfig(seed=5, pause_ms=0, seats=seats, asks=()))
    c.set_paused(True)
    order = ("raise_button", "call_button", "allin_button", "fold_button")
    hands = 0
    for _ in range(3000):
        c.run_inline()
        if c.hand.is_over:  # another hand, until each button has had its click
            if set(order) <= clicked or hands == 8:
                break
            hands += 1
            c.next_hand()
            continue
        if not screen.play.isVisible():
            continue
        for b in screen.preset_buttons.values():
            if b.isVisible() and b.isEnabled() and "preset" not in clicked:
                click(qtbot, b, request)
        clicked.add("preset")
        name = next((n for n in order if n not in clicked and getattr(screen, n).isEnabled()
                     and getattr(screen, n).isVisible()), None)
        for n in (name,) if name else order[::-1]:
            b = getattr(screen, n)
            if b.isVisible() and b.isEnabled():
                click(qtbot, b, request)
                clicked.add(n)
                break
    assert {"raise_button", "call_button"} <= clicked, clicked
    for name in ("back_button", "forward_button", "next_button"):
        button = getattr(screen, name)
        if button.isEnabled():
            click(qtbot, button, request)
    click(qtbot, screen.new_button, request)  # restart? answered No
    click(qtbot, screen.end_button, request)
    assert not [t for t in _no_blocking_questions if WRONG in t]


# -- the rules pages -----------------------------------------------------------------------
def test_the_rules_self_test_clicked_checks_and_asks_anew_as_its_keys_do(
        main_window, qtbot, request, no_choosers):
    main_window.tabs.setCurrentIndex(4)
    screen = main_window._rules
    qtbot.waitUntil(screen.isVisible)
    screen.find.setText("ante")
    click(qtbot, screen.find_next, request)
    click(qtbot, screen.find_back, request)
    click(qtbot, screen.print_button, request)
    assert no_choosers  # a PDF file asked for, none chosen
    c = screen.c

    def test_state():
        t = c.test
        return (t.number, t.answered, t.right, t.feedback, screen.check.isEnabled(),
                screen.next.isEnabled(), screen.answer.isReadOnly(), screen.answer.text())

    # By keyboard: the answer and Enter, Enter again for the next question.
    c.start_self_test("casino_holdem", seed=3)
    qtbot.waitUntil(screen.test_box.isVisible)
    screen.answer.setFocus()
    qtbot.keyClicks(screen.answer, str(c.test.question.answer))
    qtbot.keyClick(screen.answer, Qt.Key.Key_Return)
    answered_by_key = test_state()
    qtbot.keyClick(screen.answer, Qt.Key.Key_Return)
    next_by_key = test_state()
    # By mouse, the same self-test anew: Check, then Next, clicked.
    c.start_self_test("casino_holdem", seed=3)
    screen.answer.setFocus()
    qtbot.keyClicks(screen.answer, str(c.test.question.answer))
    click(qtbot, screen.check, request)
    assert test_state() == answered_by_key and c.test.feedback is True
    click(qtbot, screen.next, request)
    assert test_state() == next_by_key and c.test.number == 2  # an int count, no bool
    click(qtbot, screen.close_test, request)
    assert c.test is None and not screen.test_box.isVisible()


# -- coverage ------------------------------------------------------------------------------
def tool_windows(w, qtbot) -> list[QWidget]:
    """The instructor's windows, opened from their menu entries (the odds window once its
    exact figures are worked out: no thread of it outlives the test)."""
    odds = w.show_odds()
    qtbot.waitUntil(lambda: all(not box.table.isHidden() for page in odds.pages.values()
                                for box in page.exact), timeout=30_000)
    return [w.show_settings(), w.show_worksheets(), odds, w.show_class_results()]


def odds_stopped(window, qtbot) -> None:
    """The odds window's simulations stopped, and their threads done."""
    window.c.stop_all()
    qtbot.waitUntil(lambda: not any(window.c.running(g) for g in window.pages),
                    timeout=30_000)


def dialog_makers(w) -> list:
    """How each dialog that waits for an answer is made, as its button makes it."""
    from app.ui.exam_dialog import ExamDialog
    from app.ui.nl_setup_dialog import NLSetupDialog
    from app.ui.setup_dialog import SetupDialog

    c = w.trainer_controller
    return [lambda: SetupDialog(w.controller, w),
            lambda: ExamDialog(w.trainer, c.house, c.saved_houses()),
            lambda: NLSetupDialog(TableConfig(), w)]


def class_windows(w) -> list[QWidget]:
    """The class's windows: the host window (no class started) and the Join dialog."""
    from app.ui.join_dialog import JoinDialog

    return [w.show_host(), JoinDialog(w.services.class_member.link, w.settings, "", w)]


def exam_slip(w) -> QWidget:
    """The slip of an exam set on the trainer, its projector view open (a window in it)."""
    from app.core.trainer.exam import ExamSpec

    slip = w.trainer.show_slip(ExamSpec(("ch.aa_bonus",), 2, 5, 50, 1, 7))
    slip.show_projector()
    return slip


def test_the_join_dialog_clicked_says_what_is_missing_and_cancels(main_window, qtbot, request):
    """Join with no address says what to type (nothing is sent, no thread starts); Cancel
    closes it, not joined."""
    from app.ui.join_dialog import JoinDialog

    link = main_window.services.class_member.link
    dialog = JoinDialog(link, main_window.settings, "", main_window)
    dialog.show()
    qtbot.waitExposed(dialog)
    click(qtbot, dialog.join_button, request)
    assert "address" in dialog.problem.text() and dialog.isVisible()
    assert link.worker is None
    click(qtbot, dialog.cancel_button, request)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected
    assert not main_window.services.class_joined


def modal_dialogs(w) -> list[QDialog]:
    """The dialogs that wait for an answer, made as their buttons make them."""
    return [make() for make in dialog_makers(w)]


def click_all(qtbot, request, root: QWidget, closing_names: tuple[str, ...],
              skip: tuple[str, ...] = ()) -> set[str]:
    """Click each push button of ``root`` in sight and enabled (but those whose name ends
    with one of ``skip``), the ones that close it last; the names clicked."""
    clicked: dict[str, int] = {}
    buttons = sorted(push_buttons(root), key=lambda b: button_name(b) in closing_names)
    for b in buttons:
        name = button_name(b)  # anew: a click may have put others in a button's place
        if name.startswith("?") or clicked.get(name, 0) >= 2 or name.endswith(skip):
            continue
        if b.isVisible() and b.isEnabled():
            clicked[name] = clicked.get(name, 0) + 1
            click(qtbot, b, request)
    return set(clicked)


def test_the_instructor_s_windows_buttons_clicked_do_no_harm(
        main_window, qtbot, request, no_choosers, _no_blocking_questions):
    """Each window's buttons clicked (files asked for and not chosen, questions answered No):
    no error, and the window still answers; a simulation started is stopped."""
    for window in tool_windows(main_window, qtbot):
        qtbot.waitExposed(window)
        # (This PC's class starts an import, whose Cancel is another test's click.)
        clicked = click_all(qtbot, request, window, CLOSING, skip=(".add_store",))
        assert clicked, type(window).__name__
        if hasattr(window, "pages") and hasattr(window, "c"):
            odds_stopped(window, qtbot)
    assert not [t for t in _no_blocking_questions if WRONG in t]


def test_the_modal_dialogs_buttons_clicked_do_no_harm(
        main_window, qtbot, request, no_choosers, _no_blocking_questions):
    """Each dialog opened twice: its buttons clicked and then Ok, which closes it accepted;
    then Cancel alone, which closes it rejected."""
    for make in dialog_makers(main_window):
        for last, other in (("Ok", "Cancel"), ("Cancel", "Ok")):
            dialog = make()
            dialog.show()
            qtbot.waitExposed(dialog)
            clicked = click_all(qtbot, request, dialog, CLOSING, skip=(f".{other}",)) if \
                last == "Ok" else set()
            cancel = next(b for b in push_buttons(dialog) if button_name(b).endswith(last))
            if last == "Cancel":
                click(qtbot, cancel, request)
                clicked.add(button_name(cancel))
            assert any(n.endswith(f".{last}") for n in clicked), clicked
            qtbot.waitUntil(lambda d=dialog: not d.isVisible())
            assert dialog.result() == (QDialog.DialogCode.Accepted if last == "Ok"
                                       else QDialog.DialogCode.Rejected), type(dialog)
            dialog.close()
            dialog.deleteLater()
    assert not [t for t in _no_blocking_questions if WRONG in t]


def test_a_class_read_its_file_removed_its_table_and_reports_written_by_clicks(
        main_window, qtbot, request, tmp_path, monkeypatch, no_choosers,
        _no_blocking_questions):
    """The class window with a small lab's two exports read: the table exported to a CSV
    file and the reports to a folder (the choosers answer with paths in the test's folder,
    and the files are there), then one export chosen and removed."""
    from tests.class_exports import make_lab

    lab = make_lab(tmp_path / "lab")
    out = tmp_path / "out"
    out.mkdir()
    window = main_window.show_class_results()
    qtbot.waitExposed(window)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(
        lambda *a, **k: ([str(lab / "everyone.csv"), str(lab / "anna.csv")], "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda *a, **k: (str(out / "class.csv"), "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(
        lambda *a, **k: str(out / "reports")))
    (out / "reports").mkdir()
    window.add_files.click()  # (its click is another test's)
    qtbot.waitUntil(lambda: window.c.importing is None, timeout=30_000)
    assert window.c.results.trainees and window.files.count() == 2
    click(qtbot, window.export_csv, request)
    assert (out / "class.csv").stat().st_size > 0
    assert "Anna" in (out / "class.csv").read_text(encoding="utf-8")
    click(qtbot, window.reports, request)
    assert sorted(p.suffix for p in (out / "reports").iterdir()) == [".pdf"] * len(
        window.c.results.trainees)
    window.files.setCurrentRow(1)
    window.files.item(1).setSelected(True)
    assert window.remove.isEnabled()
    click(qtbot, window.remove, request)
    qtbot.waitUntil(lambda: window.c.importing is None, timeout=30_000)
    assert window.files.count() == 1
    window.close()
    assert not [t for t in _no_blocking_questions if WRONG in t]


def test_a_second_house_deleted_and_a_custom_pay_table_used_by_clicks(
        main_window, qtbot, request, monkeypatch, no_choosers, _no_blocking_questions):
    """A custom pay table typed and used by its button; a second house profile made and
    deleted by its button (the question answered Yes)."""
    from PySide6.QtWidgets import QMessageBox

    from app.ui.house_page import HousePage

    window = main_window.show_settings()
    qtbot.waitExposed(window)
    page = next(p for p in window.findChildren(HousePage) if p.isVisible())
    house = page.house
    rule = next(k for k in page.editors)
    combo = page.boxes[rule]
    combo.setCurrentIndex(combo.count() - 1)  # "Custom...": the editor opens
    combo.activated.emit(combo.count() - 1)
    editor = page.editors[rule]
    qtbot.waitUntil(editor.isVisible)
    values = house.book.active_profile.values(page.game)
    editor.show_table(str(values[rule]))
    used = []
    set_value = house.set_value
    monkeypatch.setattr(house, "set_value", lambda *a: used.append(a) or set_value(*a))
    click(qtbot, editor.use, request)
    assert used == [(page.game.id, rule, values[rule])]
    assert house.book.active_profile.values(page.game)[rule] == values[rule]
    house.add("Second house")
    qtbot.waitUntil(page.delete.isEnabled)
    assert house.book.active == "Second house"
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    click(qtbot, page.delete, request)
    assert "Second house" not in house.book.names
    window.close()
    assert not [t for t in _no_blocking_questions if WRONG in t]


def test_a_folded_side_s_caption_clicked_unfolds_it_as_f9_does(main_window, qtbot, request):
    """Presenter mode on a 1024x768 projector folds the table's, the trainer's and the
    no-limit table's side away; the caption on the felt's corner, clicked, brings it back."""
    from PySide6.QtCore import QSize

    from tests.layout import settle

    w = main_window
    w.trainer_controller.start_drill("ch.round", 3, 4)
    w.nl_screen.c.set_config(TableConfig(seed=3, asks=(), pause_ms=0).with_seats(7))
    for tab, screen in ((0, w), (1, w.trainer), (3, w.nl_screen)):
        w.tabs.setCurrentIndex(tab)
        w.act_present.setChecked(True)
        w._presenter_type(True, QSize(1024, 768))
        w.setGeometry(0, 0, 1024, 768)
        settle()
        side = {0: w.panel, 1: w.trainer.side_scroll, 3: w.nl_screen.side}[tab]
        assert not side.isVisible() and not w.act_panel.isChecked()
        click(qtbot, screen.side_tab, request)
        settle()
        assert side.isVisible() and w.act_panel.isChecked() and not screen.side_tab.isVisible()
        w.act_present.setChecked(False)
        w._on_presenter(False)
        settle()


def test_every_push_button_of_every_screen_is_clicked_by_a_test(main_window, qtbot,
                                                               no_choosers, request, tmp_path):
    """The push buttons of each tab, instructor's window and dialog, by name: each one is
    in ``COVERED``, and each was clicked with the mouse by the test named there (recorded
    as it was clicked, not assumed: a button hidden or disabled when its test came to it
    would be missing). Run without the others (``-k``), it has them run apart first."""
    names = set()
    for i in range(main_window.tabs.count()):
        main_window.tabs.setCurrentIndex(i)
        names.update(button_name(b) for b in push_buttons(main_window.tabs.widget(i)))
    for window in [*tool_windows(main_window, qtbot), *modal_dialogs(main_window),
                   *class_windows(main_window), exam_slip(main_window)]:
        names.update(button_name(b) for b in push_buttons(window))
        window.close()
    unnamed = sorted(n for n in names if n.startswith("?"))
    assert not unnamed, unnamed
    missing = sorted(names - set(COVERED))
    assert not missing, f"push buttons no test clicks: {missing}"
    tests = {n for n in globals() if n.startswith("test_")}
    named = {t for v in COVERED.values() for t in ((v,) if isinstance(v, str) else v)}
    assert {t for t in named if "::" not in t} <= tests
    for button, where in COVERED.items():  # a test of another module, by name
        if isinstance(where, str) and "::" in where:
            module, test = where.split("::")
            text = (Path(__file__).parent / module).read_text(encoding="utf-8")
            body = text.split(f"def {test}(", 1)[-1].split("\ndef ", 1)[0]
            assert f"def {test}(" in text, where
            assert f"mouseClick(window.{button.split('.')[-1]}," in body, (button, where)
    # Clicked, in this session or, when the tests that click were not all run in it, in a
    # run of them apart.
    here = {t for v in COVERED.values() for t in ((v,) if isinstance(v, str) else v)
            if "::" not in t}
    ran = {item.originalname for item in request.session.items
           if Path(str(item.path)) == Path(__file__)}
    clicked = set(CLICKED)
    if not here <= ran:
        out = tmp_path / "clicked.txt"
        out.touch()
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", __file__,
             "-k", " or ".join(sorted(here))], cwd=Path(__file__).parent.parent,
            env={**os.environ, CLICKED_FILE: str(out)}, capture_output=True, text=True,
            timeout=900)
        assert done.returncode == 0, done.stdout[-3000:]
        clicked |= set(out.read_text(encoding="utf-8").split())
    own = {n for n, where in COVERED.items() if not (isinstance(where, str) and "::" in where)}
    never = sorted(own - clicked)
    assert not never, f"push buttons no test clicked with the mouse: {never}"
