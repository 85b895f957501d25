"""Speed rounds through the controller and the real trainer and progress screens, on a
fake clock: answers right and wrong, the clock running out, the result and the best."""

from contextlib import closing

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from app.controller.trainer import TrainerController
from app.core.trainer.drills import DRILLS
from app.core.trainer.exam import ExamSpec
from app.core.trainer.speed import CLOCK, COUNT, SpeedResult
from app.core.trainer.store import ProgressStore
from app.i18n import format_amount
from app.system.settings import Settings
from tests.layout import settle


class FakeClock:
    """Seconds that pass only when the test says so."""

    def __init__(self, now=1000.0):
        self.now = now

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def window(main_window, clock):
    main_window.tabs.setCurrentIndex(1)
    main_window.trainer_controller.clock = clock  # every time the controller reads
    return main_window


def choose_round(monkeypatch, which):
    """Answer "Speed round..."'s question with the choice at ``which`` (0: 90 seconds,
    1: 20 questions); returns what was offered."""
    offered = []

    def get_item(parent, title, label, items, current=0, editable=True, *args, **kwargs):
        offered.append((title, label, list(items)))
        return items[which], True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
    return offered


def pick_drill(window, drill, level):
    screen = window.trainer
    screen.drill.setCurrentIndex(screen.drill.findData(drill))
    screen.level.setValue(level)


def answer(window, qtbot, right):
    """Type the key of the question on screen (or one more on each part) and press Enter."""
    q = window.trainer_controller.question
    panel = window.trainer.panel
    for p in q.parts:
        panel.edits[p.key].setText(str(p.expected if right else p.expected + 1))
    qtbot.keyClick(panel.edits[q.parts[0].key], Qt.Key.Key_Return)
    return q


def speed_rounds(window):
    c = window.trainer_controller
    return c.store.speed_rounds(c.profile.id)


def saved_answers(window):
    c = window.trainer_controller
    return c.store.answers(c.profile.id)


def test_a_clock_round_through_the_screen_to_its_best_on_the_progress_screen(
        window, qtbot, clock, monkeypatch):
    c, screen = window.trainer_controller, window.trainer
    pick_drill(window, "ch.aa_bonus", 2)
    offered = choose_round(monkeypatch, 0)
    screen.speed_round.setFocus()
    qtbot.keyClick(screen.speed_round, Qt.Key.Key_Space)  # by keyboard
    assert offered and offered[0][2][0].startswith("90 seconds")
    assert c.speed is not None and (c.speed.tally.drill, c.speed.tally.level) == ("ch.aa_bonus", 2)
    assert screen.banner.isVisible() and screen.stop_speed.isVisible()
    assert not screen.stop_weak.isVisible() and "Speed round" in screen.banner_text.text()
    assert not any(w.isEnabled() for w in (screen.practise, screen.weak, screen.exam,
                                           screen.speed_round, screen.drill, screen.trainee,
                                           screen.remove_trainee))
    marks, asked = [True, False, True, True], []
    for right in marks:
        clock.advance(4)
        asked.append(answer(window, qtbot, right))
        assert c.question is not asked[-1] and c.last is None  # the next one at once
        assert screen.feedback.toPlainText() == ""
        banner = screen.banner_text.text()
        if right:
            assert "\u2713 Right" in banner and "Not right" not in banner
        else:  # the key, briefly: until the next answer
            key = format_amount(asked[-1].parts[0].expected)
            assert f"\u2717 Not right: the answer was {key}" in banner
    # 16 s played, 1 wrong: 90 - 16 - 10 = 64 s left
    left = 90 - 4 * len(marks) - 10 * marks.count(False)
    screen.speed_ticker.timeout.emit()
    assert screen.status.text() == (f"\u23f1 {left // 60}:{left % 60:02d} left \u00b7 "
                                    f"\u2713 {marks.count(True)} \u00b7 \u2717 {marks.count(False)}")
    assert screen.speed_ticker.isActive()  # the status follows the clock every second
    clock.advance(left + 3)  # the time runs out between two ticks
    qtbot.waitUntil(lambda: c.speed is None, timeout=3000)
    [result] = speed_rounds(window)
    assert (result.drill, result.level, result.kind, result.right, result.wrong) == (
        "ch.aa_bonus", 2, CLOCK, marks.count(True), marks.count(False))
    assert result.seconds == 90 - 10 * marks.count(False)  # to where the clock reached 0
    answers = saved_answers(window)  # every answer saved as practice
    assert [a.correct for a in answers] == marks
    assert [a.seed for a in answers] == [q.seed for q in asked]
    text = screen.feedback.toPlainText()
    assert "Speed round over" in text and "A new best!" in text
    score = f"{marks.count(True)} right answers, {marks.count(False)} wrong"
    assert score in text and screen.status.text() == "\u23f1 " + score
    assert all(w.isEnabled() for w in (screen.practise, screen.weak, screen.speed_round))
    assert not screen.banner.isVisible()
    qtbot.keyClick(screen.next_button, Qt.Key.Key_Return)  # Enter: on with the drill
    assert c.question is not None and c.question.drill == "ch.aa_bonus" and c.speed is None
    window.tabs.setCurrentIndex(2)
    table = window.progress.speed
    assert window.progress.speed_title.text() == "Speed rounds: best results"
    assert table.rowCount() == 1
    row = [table.item(0, col).text() for col in range(table.columnCount())]
    assert row == [DRILLS["ch.aa_bonus"].title.render(), "2", "90 seconds",
                   f"{marks.count(True)} right answers, {marks.count(False)} wrong",
                   result.when[:16].replace("T", " ")]


def test_a_worse_round_shows_the_best_and_the_progress_screen_keeps_it(window, qtbot, clock,
                                                                       monkeypatch):
    c, screen = window.trainer_controller, window.trainer
    pick_drill(window, "ch.aa_bonus", 1)
    choose_round(monkeypatch, 0)
    for marks in ([True, True], [True]):
        screen.speed_round.click()
        for right in marks:
            clock.advance(1)
            answer(window, qtbot, right)
        clock.advance(100)
        screen.speed_ticker.timeout.emit()
        assert c.speed is None
    text = screen.feedback.toPlainText()
    assert "A new best!" not in text and "Your best: 2 right answers, 0 wrong" in text
    assert [r.right for r in speed_rounds(window)] == [2, 1]
    window.tabs.setCurrentIndex(2)
    assert window.progress.speed.item(0, 3).text() == "2 right answers, 0 wrong"


def test_a_count_round_ends_with_its_twentieth_answer_with_its_time_and_penalties(
        window, qtbot, clock, monkeypatch):
    c, screen = window.trainer_controller, window.trainer
    pick_drill(window, "ch.ante_call", 1)
    offered = choose_round(monkeypatch, 1)
    screen.speed_round.click()
    assert offered[0][2][1].startswith("20 questions")
    marks = [i % 7 != 3 for i in range(20)]  # wrong at 3, 10 and 17
    for number, right in enumerate(marks, start=1):
        clock.advance(2.5)
        answer(window, qtbot, right)
        if number < 20:
            assert c.speed is not None and f"question {number + 1} of 20" in screen.status.text()
            taken = int(2.5 * number + 10 * marks[:number].count(False))  # whole seconds
            assert screen.status.text().startswith(f"\u23f1 {taken // 60}:{taken % 60:02d} \u00b7")
    assert c.speed is None and c.question is None
    [result] = speed_rounds(window)
    wrong = marks.count(False)
    assert (result.kind, result.right, result.wrong) == (COUNT, 20 - wrong, wrong)
    assert result.seconds == 2.5 * 20 + 10 * wrong
    assert f"{2.5 * 20 + 10 * wrong:.1f} s for 20 questions, {wrong} wrong" in \
        screen.feedback.toPlainText()
    window.tabs.setCurrentIndex(2)
    assert window.progress.speed.item(0, 2).text() == "20 questions"


def test_a_stopped_round_is_not_saved_and_its_question_stays_to_practise(window, qtbot, clock,
                                                                         monkeypatch):
    c, screen = window.trainer_controller, window.trainer
    pick_drill(window, "ch.aa_bonus", 1)
    choose_round(monkeypatch, 0)
    screen.speed_round.click()
    answer(window, qtbot, True)
    answer(window, qtbot, False)
    waiting = c.question
    screen.stop_speed.setFocus()
    qtbot.keyClick(screen.stop_speed, Qt.Key.Key_Space)  # by keyboard
    assert c.speed is None and c.speed_end is None and speed_rounds(window) == []
    assert not screen.banner.isVisible() and screen.practise.isEnabled()
    assert [a.correct for a in saved_answers(window)] == [True, False]  # kept as practice
    assert c.question is waiting
    clock.advance(500)
    screen.speed_ticker.timeout.emit()
    answer(window, qtbot, True)  # now an ordinary practice answer, with its feedback
    assert "Right" in screen.feedback.toPlainText() and speed_rounds(window) == []
    window.tabs.setCurrentIndex(2)
    assert window.progress.speed.rowCount() == 0


def test_the_screen_offers_no_round_during_an_exam(window, monkeypatch):
    c, screen = window.trainer_controller, window.trainer
    c.start_exam(ExamSpec(("ch.aa_bonus",), 2, 5, 50, 1, 1234))
    screen._lock_for_exam()  # as Exam... does
    assert not screen.speed_round.isEnabled()
    with pytest.raises(RuntimeError):
        c.start_speed_round("ch.aa_bonus", 1, CLOCK)
    assert c.speed is None and c.exam is not None


# -- the controller alone, its clock given to it ----------------------------------------------

@pytest.fixture
def controller(tmp_path, qapp, clock):
    with closing(ProgressStore(tmp_path / "progress.sqlite3")) as store:
        yield TrainerController(Settings(str(tmp_path / "settings.ini")), store, clock=clock)


def key_of(c, right=True):
    return {p.key: str(p.expected if right else p.expected + 1) for p in c.question.parts}


def test_the_controller_runs_a_round_on_the_clock_it_was_given(controller, clock, qtbot):
    c = controller
    with qtbot.waitSignal(c.speed_started):
        c.start_speed_round("thb.bonus", 2, CLOCK)
    c.submit(key_of(c))
    clock.advance(30)
    c.submit(key_of(c, right=False))  # 30 s + 10 s of penalty: 50 s left
    assert c.speed_clock() == 50
    clock.advance(49.5)
    c.check_speed_clock()
    assert c.speed is not None
    clock.advance(0.5)
    with qtbot.waitSignal(c.speed_finished):
        c.check_speed_clock()
    assert c.speed_end.result == SpeedResult("thb.bonus", 2, CLOCK, 1, 1, 80.0,
                                             c.speed_end.result.when, 1)
    assert c.speed_end.new_best and c.speed_bests() == {("thb.bonus", 2, CLOCK): c.speed_end.best}


def test_an_answer_after_the_time_ran_out_is_saved_but_not_counted(controller, clock):
    c = controller
    c.start_speed_round("ch.aa_bonus", 1, CLOCK)
    c.submit(key_of(c))
    clock.advance(95)  # before the screen's tick noticed
    c.submit(key_of(c))
    assert c.speed is None and (c.speed_end.result.right, c.speed_end.result.seconds) == (1, 90)
    assert [a.correct for a in c.answers()] == [True, True]


def test_a_round_ends_weak_areas(controller):
    c = controller
    c.start_weak_areas(1)
    c.start_speed_round("ch.aa_bonus", 1, COUNT)
    assert not c.weak and c.speed is not None and c.question.drill == "ch.aa_bonus"


@pytest.mark.parametrize("other", [
    lambda c: c.start_drill("ch.total", 1),
    lambda c: c.start_weak_areas(1),
    lambda c: c.start_exam(ExamSpec(("ch.aa_bonus",), 2, 5, 50, 1, 7)),
])
def test_other_practice_or_an_exam_stops_a_round_unsaved(controller, qtbot, other):
    c = controller
    c.start_speed_round("ch.aa_bonus", 1, COUNT)
    c.submit(key_of(c))
    with qtbot.waitSignal(c.speed_finished):
        other(c)
    assert c.speed is None and c.speed_end is None and c.question is not None
    assert c.store.speed_rounds(c.profile.id) == [] and len(c.answers()) == 1


def test_a_kind_of_round_there_is_not_is_refused(controller):
    with pytest.raises(ValueError):
        controller.start_speed_round("ch.aa_bonus", 1, "sprint")
    assert controller.speed is None


@pytest.mark.parametrize("kind", [0, 1])
def test_a_round_and_its_end_are_not_cut_off_in_the_pseudo_language_on_a_lab_screen(
        qtbot, tmp_path, monkeypatch, clock, kind):
    """The banner with a wrong answer's key, the round's status line and the result, each a
    third longer than in English, on a 1024x700 screen: nothing cut off, and the window no
    wider than the trainer's screen needs without a round."""
    from app.i18n import PSEUDO
    from tests.test_pseudo_screens import build, clipped

    w = build(qtbot, tmp_path, monkeypatch, PSEUDO)
    try:
        w.resize(1024, 700)
        w.activateWindow()
        w.tabs.setCurrentIndex(1)
        w.trainer_controller.clock = clock
        w.trainer_controller.start_drill("ch.total", 3)  # several parts: the longest key
        settle()
        idle = w.minimumSizeHint().width()  # practising the same drill, without a round
        choose_round(monkeypatch, kind)
        w.trainer.speed_round.click()
        qtbot.waitUntil(w.isActiveWindow)  # Enter answers through the window's shortcut
        answer(w, qtbot, False)
        w.trainer.speed_ticker.timeout.emit()
        settle()
        assert "\u2717" in w.trainer.banner_text.text()
        assert clipped(w) == [] and w.minimumSizeHint().width() <= max(idle, 1024)
        while w.trainer_controller.speed is not None:
            clock.advance(30)
            answer(w, qtbot, True)
        settle()
        assert clipped(w) == [] and w.minimumSizeHint().width() <= max(idle, 1024)
    finally:
        w.languages.switch("en")


def test_twenty_quick_wrong_guesses_are_never_a_best(controller, clock):
    c = controller
    c.start_speed_round("ch.aa_bonus", 1, COUNT)
    for _ in range(20):
        clock.advance(25)
        c.submit(key_of(c))
    real = c.speed_end.result
    assert real.right == 20 and c.speed_end.new_best
    c.start_speed_round("ch.aa_bonus", 1, COUNT)
    for _ in range(20):  # much faster, all wrong
        clock.advance(1)
        c.submit(key_of(c, right=False))
    assert c.speed_end.saved and not c.speed_end.new_best
    assert c.speed_bests()[("ch.aa_bonus", 1, COUNT)].id == real.id


def test_a_round_stopped_after_its_time_ran_out_is_kept(controller, clock):
    c = controller
    c.start_speed_round("ch.aa_bonus", 1, CLOCK)
    c.submit(key_of(c))
    clock.advance(95)  # the time is up before the screen's tick noticed; then Stop
    c.stop_speed_round()
    assert c.speed is None and c.speed_end is not None and c.speed_end.saved
    assert c.speed_bests()[("ch.aa_bonus", 1, CLOCK)].right == 1


def test_another_trainee_ends_a_round_and_the_answers_go_to_the_right_one(controller, clock):
    c = controller
    first = c.profile
    c.start_speed_round("ch.aa_bonus", 1, CLOCK)
    c.submit(key_of(c))
    c.add_profile("Bob")
    assert c.speed is None
    assert [a.profile_id for a in c.store.answers(first.id)] == [first.id]
    assert c.store.answers(c.profile.id) == []


def test_a_change_of_house_does_not_skip_a_rounds_question(controller):
    c = controller
    c.start_speed_round("ch.aa_bonus", 1, CLOCK)
    asked = c.question
    c.follow_house()
    assert c.question is asked


def test_a_rounds_result_follows_a_change_of_language(window, qtbot, clock, monkeypatch):
    c, screen = window.trainer_controller, window.trainer
    pick_drill(window, "ch.aa_bonus", 1)
    choose_round(monkeypatch, 0)
    screen.speed_round.click()
    clock.advance(1)
    answer(window, qtbot, True)
    clock.advance(100)
    screen.speed_ticker.timeout.emit()
    assert "Speed round over" in screen.feedback.toPlainText()
    window.set_language("uk")  # the change reaches the screens as an event
    qtbot.waitUntil(lambda: "Speed round over" not in screen.feedback.toPlainText())
    assert screen.feedback.toPlainText().strip() and c.speed_end is not None
    window.set_language("en")
    qtbot.waitUntil(lambda: "Speed round over" in screen.feedback.toPlainText())
