"""The trainer and progress screens: typed and chip answers, feedback, exams, the store."""

import pytest
from PySide6.QtCore import Qt

from app.core.trainer.drills import DRILLS
from app.core.trainer.exam import ExamSpec
from app.system.settings import Settings
from app.ui.app import build_window, make_app
from tests.layout import settle


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


def ask(w, drill, seed=3, level=1):
    w.trainer_controller.start_drill(drill, level, seed)
    return w.trainer_controller.question


def type_answer(w, qtbot, values):
    panel = w.trainer.panel
    for key, text in values.items():
        panel.edits[key].setText(str(text))
    qtbot.keyClick(panel.edits[next(iter(values))], Qt.Key.Key_Return)


def saved(w):
    return w.trainer_controller.store.answers(w.trainer_controller.profile.id)


def test_a_typed_right_answer_is_scored_saved_and_explained(window, qtbot):
    q = ask(window, "ch.ante_call")
    type_answer(window, qtbot, {"answer": f"{q.expected['answer']:,}"})
    html = window.trainer.feedback.toPlainText()
    assert "Right" in html and "\u2713" in html
    assert "How it is settled" in html and "Total" in html
    records = saved(window)
    assert len(records) == 1 and records[0].correct and records[0].seed == 3


def test_a_wrong_answer_says_so_and_shows_the_key(window, qtbot):
    q = ask(window, "ch.total", seed=8, level=2)
    wrong = {p.key: str(p.expected + 5) for p in q.parts}
    type_answer(window, qtbot, wrong)
    text = window.trainer.feedback.toPlainText()
    assert "Not right" in text and "\u2717" in text
    assert not saved(window)[0].correct


@pytest.mark.parametrize("typed,words", [("", "Type an amount"), ("abc", "Only digits"),
                                         ("-20", "never negative"), ("2.5", "no decimals"),
                                         ("12 34", "Only digits"),
                                         ("999999999999", "far larger")])
def test_bad_typing_is_refused_with_a_message_and_never_scored(window, qtbot, typed, words):
    ask(window, "ch.aa_bonus")
    type_answer(window, qtbot, {"answer": typed})
    assert words in window.trainer.panel.message.text()
    assert window.trainer_controller.last is None and saved(window) == []


def test_spaces_and_commas_in_amounts_are_read(window, qtbot):
    q = ask(window, "ch.ante_call", seed=11, level=2)
    amount = q.expected["answer"] + 1000
    type_answer(window, qtbot, {"answer": f"{amount:,}".replace(",", " ")})
    assert saved(window)[0].answer == f'{{"answer": {amount}}}'


def test_the_keypad_types_into_the_answer(window, qtbot):
    ask(window, "ch.aa_bonus")
    panel = window.trainer.panel
    for key in ("1", "7", "5"):
        panel._on_key(key)
    assert panel.edits["answer"].text() == "175"
    panel._on_key("back")
    assert panel.edits["answer"].text() == "17"


def _seed_with_payout(window, drill):
    for seed in range(50):
        q = ask(window, drill, seed=seed)
        if q.expected["answer"] > 0:
            return q
    raise AssertionError("no paying question in 50 seeds")


def _pile_the_fewest_chips(window):
    """An AA Bonus question that pays, its payout piled on the tray in the fewest chips."""
    from app.core.chips import fewest_chips

    q = _seed_with_payout(window, "ch.aa_bonus")
    panel = window.trainer.panel
    buttons = {b.property("chip"): b for b in panel.tray.findChildren(type(panel.pay_chips))
               if b.property("chip")}
    for chip in fewest_chips(q.expected["answer"]):
        buttons[chip].click()
    return panel


def test_a_payout_built_from_chips_scores_amount_and_fewest_chips(window, qtbot):
    panel = _pile_the_fewest_chips(window)
    panel.pay_chips.click()
    record = saved(window)[0]
    assert record.correct and record.chips_fewest is True
    assert "Fewest chips" in window.trainer.feedback.toPlainText()


def test_choices_answer_with_their_keys_and_enter_brings_the_next(window, qtbot):
    q = ask(window, "ch.qualify")
    settle()  # let the new buttons settle in (old ones are deleted by the event loop)
    qtbot.keyClick(window, Qt.Key.Key_Y if q.expected["answer"] == "yes" else Qt.Key.Key_N)
    qtbot.waitUntil(lambda: saved(window) != [])  # a shortcut clicks its button animated
    assert saved(window)[0].correct
    qtbot.keyClick(window.trainer.next_button, Qt.Key.Key_Return)
    assert window.trainer_controller.question is not q and window.trainer_controller.last is None


def sit_exam(w, monkeypatch, code, typed=None):
    """Sit the exam of ``code`` as a trainee does: Exam..., type the code (or ``typed``), OK."""
    from PySide6.QtWidgets import QMessageBox

    from app.ui.exam_dialog import ExamDialog

    def typed_and_accepted(dialog):
        dialog.code.setText(typed or code)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(ExamDialog, "exec", typed_and_accepted)
    monkeypatch.setattr(QMessageBox, "information", lambda *a: None)
    w.trainer.exam.click()
    assert w.trainer_controller.exam is not None and w.trainer_controller.exam.code == code


def answer_right_or_wrong(w, qtbot, right):
    q = w.trainer_controller.question
    type_answer(w, qtbot, {p.key: str(p.expected if right else p.expected + 1) for p in q.parts})


def test_an_exam_code_typed_in_the_exam_dialog_gives_the_stored_questions(window, qtbot,
                                                                            monkeypatch):
    from tests.golden.compare import read
    from tests.golden.produce import question_record

    golden = read("exams.json")
    code = golden["inputs"][0]["code"]  # amounts only: every answer is typed
    stored = [q for q in golden["records"] if q["code"] == code]
    c = window.trainer_controller
    sit_exam(window, monkeypatch, code, typed=code.lower().replace("-", " "))
    for number, expected in enumerate(stored, start=1):
        shown = question_record(c.question)
        assert {"code": code, "number": number, **shown} == expected, number
        answer_right_or_wrong(window, qtbot, right=True)
        if number < len(stored):
            assert window.trainer.feedback.toPlainText() == ""  # no feedback mid-exam
    assert c.exam is None
    exams = c.store.exams(c.profile.id)
    assert (exams[0].questions, exams[0].correct) == (len(stored), len(stored))


@pytest.mark.parametrize("right,pass_mark,verdict", [
    ((True, True), 100, "\u2713 Passed"), ((True, False), 50, "\u2713 Passed"),
    ((True, False), 51, "\u2717 Not passed"), ((False, False), 1, "\u2717 Not passed")])
def test_an_exam_ends_with_the_verdict_its_pass_mark_gives(window, qtbot, right, pass_mark,
                                                           verdict):
    c = window.trainer_controller
    code = c.start_exam(ExamSpec(("ch.aa_bonus", "thb.bonus"), 2, 5, pass_mark, 1, 1234))
    for r in right:
        answer_right_or_wrong(window, qtbot, r)
    lines = window.trainer.feedback.toPlainText().splitlines()
    assert lines[0] == verdict
    assert f"{sum(right)} of 2 right; 0 questions not answered in time." in lines
    exams = c.store.exams(c.profile.id)
    assert (exams[0].code, exams[0].questions, exams[0].correct) == (code, 2, sum(right))


def test_weak_area_practice_serves_a_question(window):
    window.trainer_controller.start_weak_areas(1)
    assert window.trainer_controller.question is not None


def test_the_progress_screen_counts_the_answers(window, qtbot):
    q = ask(window, "ch.aa_bonus")
    type_answer(window, qtbot, {"answer": str(q.expected["answer"])})
    window.tabs.setCurrentIndex(2)
    table = window.progress.table
    row = next(r for r in range(table.rowCount())
               if table.item(r, 0).data(Qt.ItemDataRole.UserRole) == "ch.aa_bonus")
    assert table.item(row, 1).text() == "1" and table.item(row, 2).text() == "100%"


def test_table_keys_do_not_fire_on_the_trainer(window, qtbot):
    hand = window.controller.hand
    history = hand.history
    qtbot.keyClick(window, Qt.Key.Key_N)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.controller.hand is hand and hand.history == history


def test_a_new_trainee_gets_their_own_progress(window, qtbot):
    ask(window, "ch.aa_bonus")
    type_answer(window, qtbot, {"answer": "0"})
    c = window.trainer_controller
    c.add_profile("ნინო")
    assert c.profile.name == "ნინო" and saved(window) == []
    assert window.trainer.trainee.currentText() == "ნინო"


def test_a_damaged_progress_file_is_kept_and_the_trainee_told(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    (tmp_path / "progress.sqlite").write_bytes(b"this is not a database" * 100)
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: told.append(a[2]))
    make_app()
    w = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(w)
    w.show()  # the store opens, and what it found is told, once the window has painted
    qtbot.waitUntil(lambda: told != [])
    assert "damaged" in told[0] and str(w.store.recovered_from) in told[0]
    assert w.store.recovered_from.read_bytes() == b"this is not a database" * 100
    w.trainer_controller.start_drill("ch.aa_bonus", 1, 1)
    w.trainer_controller.submit({"answer": "0"})
    assert len(w.store.answers(w.trainer_controller.profile.id)) == 1


def test_enter_on_a_choice_question_without_a_choice_is_refused_not_scored(window, qtbot):
    ask(window, "ch.qualify")
    window.trainer.panel.submit()
    assert "Choose an answer" in window.trainer.panel.message.text()
    assert saved(window) == [] and window.trainer_controller.last is None


def test_during_an_exam_the_trainee_and_drill_stay_until_the_time_is_up(window, qtbot,
                                                                      monkeypatch):
    from app.core.trainer.exam import exam_code

    c = window.trainer_controller
    sit_exam(window, monkeypatch, exam_code(ExamSpec(("ch.aa_bonus",), 3, 1, 50, 1, 77)))
    t = window.trainer
    first = c.question
    locked = (t.trainee, t.new_trainee, t.drill, t.level, t.practise, t.weak, t.exam)
    assert not any(w.isEnabled() for w in locked)
    t.practise.click()
    t.weak.click()
    assert c.question is first and c.exam is not None
    assert t.status.text().startswith(f"Exam {c.exam.code}: question 1 of 3, ")
    c.clock = lambda: 1e12  # the minute has passed: the screen's clock ends the exam
    qtbot.waitUntil(lambda: c.exam is None, timeout=3000)
    assert c.question is None and all(w.isEnabled() for w in locked)
    assert t.feedback.toPlainText().splitlines()[0] == "\u2717 Not passed"
    type_answer(window, qtbot, {"answer": "5"})
    assert saved(window) == []  # the unanswered exam questions stay unanswered, counted wrong
    assert c.store.exams(c.profile.id)[0].correct == 0


def test_during_an_exam_the_progress_tab_does_not_give_the_results_away(window, qtbot,
                                                                        monkeypatch):
    from app.core.trainer.exam import exam_code

    sit_exam(window, monkeypatch, exam_code(ExamSpec(("ch.aa_bonus",), 3, 5, 50, 1, 77)))
    answer_right_or_wrong(window, qtbot, right=True)
    window.tabs.setCurrentIndex(2)
    table = window.progress.table
    rows = [r for r in range(table.rowCount())
            if table.item(r, 0).data(Qt.ItemDataRole.UserRole) == "ch.aa_bonus"]
    assert not window.tabs.isTabEnabled(2) or table.item(rows[0], 2).text() != "100%"
    window.trainer_controller.time_up()  # ended: its results show
    window.tabs.setCurrentIndex(2)
    assert window.tabs.currentIndex() == 2 and table.item(rows[0], 2).text() == "100%"


def test_an_exam_at_another_level_leaves_the_chosen_level_as_it_was(window, qtbot, monkeypatch):
    from app.core.trainer.exam import exam_code

    ask(window, "ch.total", level=3)
    assert window.trainer.level.value() == 3
    sit_exam(window, monkeypatch, exam_code(ExamSpec(("ch.aa_bonus",), 2, 5, 50, 1, 77)))
    assert window.trainer_controller.question.level == 1
    window.trainer_controller.time_up()
    assert window.trainer.level.value() == 3
    window.trainer.practise.click()
    assert window.trainer_controller.question.level == 3


def test_practise_next_says_why_a_drill_comes_up_in_words(window, qtbot):
    """The weakest drill is named with its recent accuracy and time against the target (the
    figures the progress table shows), an unpractised one as such, and missed hands under
    a heading: no bare weights."""
    import statistics

    ask(window, "ch.total", seed=4, level=1)
    answer_right_or_wrong(window, qtbot, right=False)
    c = window.trainer_controller
    seconds = statistics.median(a.seconds for a in saved(window))
    window.tabs.setCurrentIndex(2)
    lines = [window.progress.weak.item(i).text() for i in range(window.progress.weak.count())]
    target = DRILLS["ch.total"].targets[0]
    assert lines[0] == (f"{DRILLS['ch.total'].title.render()}: 0% right lately, "
                        f"{seconds:.1f} s a question (target {target:g} s)")
    assert lines[1].endswith(": not practised yet")
    assert "Hands missed most lately:" in lines and "(" not in lines[1]
    heading = window.progress.weak.item(lines.index("Hands missed most lately:"))
    assert not heading.flags() & Qt.ItemFlag.ItemIsSelectable  # a heading, not a choice
    assert c.level == 1
    assert window.progress.chart.labels[3] == "target time at level 1"


def test_a_single_answer_field_takes_the_width_of_the_panel(window, qtbot):
    ask(window, "ch.aa_bonus")
    settle()
    panel = window.trainer.panel
    assert panel.edits["answer"].width() > 0.6 * panel.parts_box.width()


def test_the_keypad_types_into_the_field_last_clicked(window, qtbot):
    ask(window, "ch.total", seed=8, level=2)
    settle()
    panel = window.trainer.panel
    edits = list(panel.edits.values())
    qtbot.mouseClick(edits[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.trainer.view.viewport(), Qt.MouseButton.LeftButton)  # away
    qtbot.mouseClick(panel.keys["7"], Qt.MouseButton.LeftButton)
    assert [e.text() for e in edits[:2]] == ["", "7"]


def test_enter_answers_after_tabbing_past_the_last_field(window, qtbot):
    from PySide6.QtWidgets import QApplication

    q = ask(window, "ch.total", seed=8, level=2)
    settle()
    edits = list(window.trainer.panel.edits.values())
    for part, edit in zip(q.parts, edits, strict=True):
        edit.setText(str(part.expected))
    edits[-1].setFocus()
    qtbot.keyClick(edits[-1], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() not in edits
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert saved(window) and saved(window)[0].correct


def test_enter_pays_the_chips_piled_when_no_amount_is_typed(window, qtbot):
    panel = _pile_the_fewest_chips(window)
    qtbot.keyClick(panel.edits["answer"], Qt.Key.Key_Return)
    record = saved(window)[0]
    assert record.correct and record.chips_fewest is True


def test_the_answer_side_keeps_the_width_the_trainee_dragged_it_to(window, qtbot):
    ask(window, "ch.total", seed=8, level=2)
    screen = window.trainer
    settle()
    sizes = screen.split.sizes()
    wider = [sizes[0] - 60, sizes[1] + 60]
    screen.split.setSizes(wider)
    dragged = screen.split.sizes()
    assert dragged != sizes
    screen._show_timer()  # the clock's label changes every second
    settle()
    assert screen.split.sizes() == dragged


def test_a_new_question_starts_at_the_top_of_the_answer_side(window, qtbot):
    """The question's words stay in sight: nothing scrolls the side on a new question."""
    window.resize(1366, 700)
    settle()
    for drill in ("ch.ante_call", "ch.aa_bonus", "ch.round", "ch.total"):
        ask(window, drill, seed=4, level=3)
        settle()
        assert window.trainer.side_scroll.verticalScrollBar().value() == 0, drill


def test_tab_runs_through_the_fields_then_to_answer(window, qtbot):
    from PySide6.QtWidgets import QApplication

    ask(window, "ch.total", seed=8, level=2)
    settle()
    panel = window.trainer.panel
    edits = list(panel.edits.values())
    edits[0].setFocus()
    reached = []
    for _ in edits:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == [*edits[1:], panel.answer_button]


def test_choosing_a_drill_from_the_list_asks_its_question(window, qtbot):
    screen = window.trainer
    index = screen.drill.findData("ch.qualify")
    screen.drill.setCurrentIndex(index)
    screen.drill.activated.emit(index)  # what a click or Enter on the open list does
    assert window.trainer_controller.question.drill == "ch.qualify"


def test_a_new_exam_starts_at_the_level_being_practised(window, qtbot, monkeypatch):
    from app.ui.exam_dialog import ExamDialog

    ask(window, "ch.total", level=3)
    seen = []

    def look(dialog):
        seen.append(dialog.level.value())
        return 0  # cancelled

    monkeypatch.setattr(ExamDialog, "exec", look)
    window.trainer.exam.click()
    assert seen == [3]


def test_the_trainer_opens_on_the_drill_and_level_last_practised(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    make_app()
    first = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(first)
    first.trainer_controller.start_drill("thb.total", 2)
    first.close()
    again = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(again)
    again.tabs.setCurrentIndex(1)
    q = again.trainer_controller.question
    assert (q.drill, q.level) == ("thb.total", 2)
    assert again.trainer.drill.currentData() == "thb.total" and again.trainer.level.value() == 2


def test_a_drill_setting_no_longer_known_falls_back_to_the_first(tmp_path):
    settings = Settings(str(tmp_path / "settings.ini"))
    settings._qs.setValue("trainer/drill", "ch.gone")
    settings._qs.setValue("trainer/level", "9")
    assert settings.get("trainer/drill") == "ch.ante_call" and settings.get("trainer/level") == 1
    assert len(settings.problems) == 2


def test_a_new_level_is_the_level_of_the_next_question(window, qtbot):
    ask(window, "ch.ante_call", seed=3, level=1)
    window.trainer.level.setValue(2)
    window.trainer_controller.next_question()
    assert window.trainer_controller.question.level == 2
    assert window.trainer.level.value() == 2


def test_a_click_on_the_felt_leaves_the_keyboard_on_the_answer_field(window, qtbot):
    """The felt takes no keyboard; a click on it once went up to the window, which took the
    keyboard from the answer field, so the digits typed next were lost (the mouse and the
    keyboard must end in the same state): the click stops at the trainer, which hands the
    keyboard back to the first field."""
    from PySide6.QtWidgets import QApplication

    ask(window, "ch.ante_call", seed=8)
    settle()
    window.activateWindow()
    edit = next(iter(window.trainer.panel.edits.values()))
    edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit, timeout=3000)
    viewport = window.trainer.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    settle()
    assert QApplication.focusWidget() is edit
    qtbot.keyClicks(QApplication.focusWidget(), "30")
    assert edit.text() == "30"
