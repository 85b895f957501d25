"""Ready for the classroom: exams that hold, a fair answer clock, weak areas that say what
they practise. Through the real window and its widgets; the clock injected."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from app.core.cards import card_text
from app.core.trainer.exam import ExamSpec, exam_code
from app.core.trainer.stopwatch import Stopwatch
from app.system.settings import Settings
from app.ui.app import build_window
from tests.scene_roles import shown_cards
from tests.test_trainer_ui import answer_right_or_wrong, ask, saved, sit_exam, type_answer

CODE = exam_code(ExamSpec(("ch.aa_bonus",), 3, 5, 50, 1, 77))


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


class FakeClock:
    def __init__(self, now=100.0):
        self.now = now

    def __call__(self):
        return self.now


def told(monkeypatch):
    """Record what QMessageBox.information says, instead of showing it."""
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: said.append(a[2]))
    return said


# -- exams that hold -----------------------------------------------------------------------
def test_an_exam_locks_the_table_the_setup_dialog_and_the_panel_and_says_why(window, qtbot,
                                                                            monkeypatch):
    from app.ui.setup_dialog import SetupDialog

    opened = []
    monkeypatch.setattr(SetupDialog, "exec", lambda self: opened.append(self) or 0)
    sit_exam(window, monkeypatch, CODE)
    said = told(monkeypatch)
    tabs = window.tabs
    assert not tabs.isTabEnabled(0) and not tabs.isTabEnabled(2) and tabs.isTabEnabled(1)
    qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton,
                     pos=tabs.tabBar().tabRect(0).center())
    assert tabs.currentIndex() == 1 and len(said) == 1 and "exam is running" in said[0]
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert opened == [] and len(said) == 2
    window._on_setup()  # even called directly, the set-up dialog stays shut
    assert opened == [] and len(said) == 3
    qtbot.keyClick(window, Qt.Key.Key_F9)  # the settlement panel stays hidden
    qtbot.keyClick(window, Qt.Key.Key_F11)  # presenter mode would show the table
    assert not window.panel.isVisible() and not window.act_present.isChecked()
    assert tabs.currentIndex() == 1 and len(said) == 5
    window.trainer_controller.time_up()
    assert tabs.isTabEnabled(0) and tabs.isTabEnabled(2)
    tabs.setCurrentIndex(0)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert len(opened) == 1 and len(said) == 5  # unlocked: Ctrl+E sets up a hand again


def test_quitting_mid_exam_asks_and_records_it_as_abandoned(window, qtbot, monkeypatch,
                                                            tmp_path):
    c = window.trainer_controller
    sit_exam(window, monkeypatch, CODE)
    answer_right_or_wrong(window, qtbot, right=True)
    asked = []

    def answer(reply):
        def question(parent, title, text, *rest):
            asked.append(text)
            return reply
        monkeypatch.setattr(QMessageBox, "question", question)

    answer(QMessageBox.StandardButton.No)
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["An exam is running: quit and record it as abandoned?"]
    assert window.isVisible() and c.exam is not None  # not confirmed: the exam goes on
    answer(QMessageBox.StandardButton.Yes)
    window.close()
    assert len(asked) == 2 and not window.isVisible()
    # A new start of the app on the same folder shows the exam as abandoned.
    again = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(again)
    exams = again.trainer_controller.exam_history()
    assert [(e.code, e.status, e.correct, n) for e, n in exams] == [(CODE, "abandoned", 1, 1)]
    again.tabs.setCurrentIndex(2)
    row = [again.progress.exams.item(0, col).text() for col in range(5)]
    assert row[1:] == [CODE, "1/3", "\u2717 abandoned", "first"]


def test_closing_with_no_exam_running_asks_nothing(window, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a: pytest.fail("asked"))
    ask(window, "ch.aa_bonus")
    window.close()
    assert not window.isVisible()


def test_a_code_sat_again_by_the_same_trainee_is_marked(window, qtbot, monkeypatch, tmp_path):
    c = window.trainer_controller
    for _ in range(2):
        sit_exam(window, monkeypatch, CODE)
        answer_right_or_wrong(window, qtbot, right=True)
        c.time_up()
    c.add_profile("Nino")  # another trainee sitting the same code: her first time
    sit_exam(window, monkeypatch, CODE)
    c.time_up()
    window.tabs.setCurrentIndex(2)
    exams = window.progress.exams
    assert [exams.item(r, 4).text() for r in range(exams.rowCount())] == ["first"]
    c.set_profile(next(p.id for p in c.store.profiles() if p.name == "Trainee 1"))
    assert [(exams.item(r, 1).text(), exams.item(r, 4).text())
            for r in range(exams.rowCount())] == [(CODE, "sat again (attempt 2)"),
                                                  (CODE, "first")]
    out = tmp_path / "all.csv"
    c.export(out, everyone=True)
    import csv

    with open(out, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["profile"], r["exam_attempt"], r["exam_status"]) for r in rows] == [
        ("Trainee 1", "1", "failed"), ("Trainee 1", "2", "failed")]


def test_the_review_walks_every_question_with_its_cards_answer_and_key(window, qtbot,
                                                                       monkeypatch):
    c = window.trainer_controller
    sit_exam(window, monkeypatch, CODE)
    first = c.question
    given = first.expected["answer"] + 1
    type_answer(window, qtbot, {"answer": str(given)})
    second = c.question
    answer_right_or_wrong(window, qtbot, right=True)
    third = c.question
    c.time_up()  # the third is left unanswered
    t = window.trainer
    scene = t.view.table_scene
    assert t.review_bar.isVisible() and t.review_label.text() == "Review: question 1 of 3"
    assert shown_cards(scene, "board") == [card_text(x) for x in first.board]
    assert shown_cards(scene, "seat 1") == [card_text(x) for x in first.seats[0].cards]
    text = t.feedback.toPlainText()
    assert "Question 1 of 3" in text and "\u2717 Not right" in text
    assert str(given) in text and str(first.expected["answer"]) in text
    assert "How it is settled" in text
    assert not t.review_prev.isEnabled()
    t.review_next.click()
    assert t.review_label.text() == "Review: question 2 of 3"
    assert shown_cards(scene, "board") == [card_text(x) for x in second.board]
    assert "\u2713 Right" in t.feedback.toPlainText()
    t.review_next.click()
    assert shown_cards(scene, "board") == [card_text(x) for x in third.board]
    text = t.feedback.toPlainText()
    assert "Not answered in time" in text and str(third.expected["answer"]) in text
    assert not t.review_next.isEnabled()
    t.review_prev.click()
    assert t.review_label.text() == "Review: question 2 of 3"
    t.practise.click()  # practice again: the review goes
    assert not t.review_bar.isVisible() and t.panel.isVisible()


def test_the_exam_status_says_its_clock_does_not_pause(window, monkeypatch):
    sit_exam(window, monkeypatch, CODE)
    assert "the exam clock does not pause" in window.trainer.status.text()
    window.trainer_controller.time_up()


# -- a fair clock ----------------------------------------------------------------------------
def test_the_stopwatch_counts_only_while_nothing_holds_it():
    clock = FakeClock(10.0)
    watch = Stopwatch(clock)
    clock.now = 13.0
    watch.hold("away")
    watch.hold("inactive")
    clock.now = 100.0
    watch.release("away")  # still inactive
    clock.now = 200.0
    assert watch.seconds() == 3.0 and not watch.running
    watch.release("inactive")
    clock.now = 204.5
    assert watch.seconds() == 7.5
    watch.hold("away")
    watch.restart()  # a question that comes up while away starts paused, at zero
    clock.now = 300.0
    assert watch.seconds() == 0.0
    watch.release("away")
    clock.now = 302.0
    assert watch.seconds() == 2.0


def test_the_answer_clock_stops_on_another_tab_and_while_the_app_is_inactive(window, qtbot):
    c = window.trainer_controller
    app = QGuiApplication.instance()
    clock = FakeClock()
    c.clock = clock
    q = ask(window, "ch.aa_bonus")
    t = window.trainer
    clock.now += 3
    t._show_timer()
    assert t.timer_label.text() == f"\u23f1 3 s / target {q.target_seconds:g} s"
    window.tabs.setCurrentIndex(0)  # the table: the question is not on screen
    clock.now += 694
    window.tabs.setCurrentIndex(1)
    clock.now += 2
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    clock.now += 300
    assert t.timer_label.text().endswith("(paused)") and "5 s" in t.timer_label.text()
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)
    clock.now += 1
    assert c.answer_seconds() == 6.0
    type_answer(window, qtbot, {"answer": str(q.expected["answer"])})
    assert saved(window)[0].seconds == 6.0
    assert "Time 6.0 s" in t.feedback.toPlainText()


def test_the_timer_label_ticks_about_every_second(window, qtbot):
    c = window.trainer_controller
    clock = FakeClock()
    c.clock = clock
    q = ask(window, "ch.aa_bonus")
    assert window.trainer.ticker.isActive() and window.trainer.ticker.interval() == 1000
    clock.now += 7
    qtbot.waitUntil(lambda: window.trainer.timer_label.text().startswith("\u23f1 7 s"),
                    timeout=2500)
    assert window.trainer.timer_label.text() == f"\u23f1 7 s / target {q.target_seconds:g} s"


# -- weak areas visible ----------------------------------------------------------------------
def test_the_weak_area_banner_names_the_drill_and_case_and_stop_returns(window, qtbot,
                                                                        monkeypatch):
    from app.core.trainer import scoring

    monkeypatch.setattr(scoring, "pick_from", lambda *a: ("ch.ante_call", "qualify_boundary"))
    t = window.trainer
    t.drill.setCurrentIndex(t.drill.findData("ch.aa_bonus"))
    t.practise.click()
    assert not t.banner.isVisible()
    t.weak.click()
    assert t.banner.isVisible()
    text = t.banner_text.text()
    assert "Casino Hold'em: ante and call" in text and "dealer's pair of twos to fours" in text
    assert window.trainer_controller.question.drill == "ch.ante_call"
    monkeypatch.setattr(scoring, "pick_from", lambda *a: ("thb.bonus", None))
    window.trainer_controller.next_question()
    assert "Hold'em Bonus: bonus bet" in t.banner_text.text()
    assert "a mix of cases" in t.banner_text.text()
    t.stop_weak.click()
    c = window.trainer_controller
    assert not t.banner.isVisible() and not c.weak
    assert c.question.drill == "ch.aa_bonus" and t.drill.currentData() == "ch.aa_bonus"
