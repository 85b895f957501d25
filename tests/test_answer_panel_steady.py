"""The answer side holds still under the pointer: a refusal shown or cleared never moves
the keypad (its room is kept) and goes as soon as the field is edited; a new question is
read from its top; and the side keeps its width from one question to the next, whatever
its choices' length, so the felt does not change size between two questions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.layout import settle

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def trainer(main_window):
    main_window.tabs.setCurrentIndex(1)
    main_window.resize(1366, 768)
    yield main_window
    main_window.set_language("en")


def test_a_refusal_never_moves_the_keypad_and_goes_when_the_field_is_edited(trainer, qtbot):
    c, panel = trainer.trainer_controller, trainer.trainer.panel
    c.start_drill("ch.ante_call", 1, 11)
    qtbot.waitUntil(lambda: panel.keys["6"].isVisible())
    edit = next(iter(panel.edits.values()))
    qtbot.waitUntil(edit.hasFocus)
    settle(trainer)
    where = {k: b.mapToGlobal(QPoint(0, 0)) for k, b in panel.keys.items()}
    answer_at = panel.answer_button.mapToGlobal(QPoint(0, 0))
    qtbot.keyClicks(edit, "abc")
    qtbot.mouseClick(panel.answer_button, LEFT)
    settle(trainer)
    assert c.last is None and "Only digits" in panel.message.text()
    assert {k: b.mapToGlobal(QPoint(0, 0)) for k, b in panel.keys.items()} == where
    assert panel.answer_button.mapToGlobal(QPoint(0, 0)) == answer_at
    # The trainee's next clicks land on the keys they aim at: C, 6, 1, 5.
    qtbot.mouseClick(panel.clear_key, LEFT)
    assert panel.message.text() == "" and panel.message.toolTip() == ""
    for key in "615":
        qtbot.mouseClick(panel.keys[key], LEFT)
    assert edit.text() == "615"
    settle(trainer)
    assert {k: b.mapToGlobal(QPoint(0, 0)) for k, b in panel.keys.items()} == where
    # Refused again, then fixed by typing: the refusal goes with the first key.
    edit.setText("12.5")
    qtbot.mouseClick(panel.answer_button, LEFT)
    assert panel.message.text()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    assert panel.message.text() == ""


def test_a_long_refusal_ends_in_an_ellipsis_within_its_room(trainer, qtbot):
    panel = trainer.trainer.panel
    trainer.trainer_controller.start_drill("ch.ante_call", 1, 11)
    settle(trainer)
    line = panel.message
    height = line.height()
    words = " ".join(["Only digits, please: 1000, 1 000 and 1,000 are all fine."] * 6)
    panel.show_refusal("answer", words)
    settle(trainer)
    assert line.height() == height
    fm = line.fontMetrics()
    shown = fm.boundingRect(line.contentsRect(), int(Qt.TextFlag.TextWordWrap), line.text())
    assert shown.height() <= line.LINES * fm.lineSpacing()
    assert line.text().endswith("\u2026") and line.toolTip() == words
    assert words.startswith(line.text()[:-1])


def test_the_next_question_is_shown_from_its_top(trainer, qtbot):
    """Seven seats to audit at 1366x768: once answered the side scrolls down to the
    verdict; Next clicked, the new question's title and first fields are at the top."""
    c, screen = trainer.trainer_controller, trainer.trainer
    bar = screen.side_scroll.verticalScrollBar()
    c.start_drill("ch.audit", 3, 1)
    qtbot.waitUntil(lambda: screen.panel.answer_button.isVisible())
    for edit in screen.panel.edits.values():
        edit.setText("0")
    qtbot.mouseClick(screen.panel.answer_button, LEFT)
    qtbot.waitUntil(lambda: screen.next_button.isVisible() and bar.value() > 0)
    qtbot.mouseClick(screen.next_button, LEFT)
    assert c.last is None
    settle(trainer)
    qtbot.wait(50)
    assert bar.maximum() > 0  # the new question scrolls too: its top is what is shown
    assert bar.value() == 0
    assert screen.prompt.mapTo(screen.side_scroll.viewport(), QPoint(0, 0)).y() >= 0


@pytest.mark.parametrize("language", ["en", "ka", "hy"])
def test_the_felt_keeps_its_width_from_one_question_to_the_next(trainer, qtbot, language):
    """At 1366x768, questions of different drills and choices (a dealer's call whose
    choices are long in Armenian and Georgian, seven seats to audit, a hand's name): the
    felt and the answer side keep their widths, and no choice's words are cut."""
    w = trainer
    w.set_language(language)
    c, screen = w.trainer_controller, w.trainer
    widths = set()
    for drill, level, seed in (("call.announce", 1, 1), ("call.announce", 1, 2),
                               ("call.announce", 1, 5), ("hand.name", 1, 1),
                               ("ch.audit", 3, 1), ("ch.ante_call", 1, 11)):
        c.start_drill(drill, level, seed)
        settle(w)
        qtbot.wait(20)
        widths.add((screen.view.width(), screen.side_scroll.width()))
        for group in screen.panel.choices.values():
            for b in group.buttons():
                lines = getattr(b, "lines", None)
                if lines is None:  # on one line: the button holds it whole
                    need = b.fontMetrics().horizontalAdvance(b.text())
                    assert need <= b.width(), b.text()
                else:  # wrapped: every line inside the button
                    assert lines.height() >= lines.heightForWidth(lines.width()), b.words
                    assert lines.geometry().right() < b.width(), b.words
    assert len(widths) == 1, widths
