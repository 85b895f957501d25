"""A language chosen after a question is answered reaches all of it: the field labels,
the verdict and the working, and what was typed stays."""

import re

from PySide6.QtWidgets import QLabel

THAI = re.compile("[\u0e00-\u0e7f]")


def test_an_answered_question_follows_a_change_of_language(main_window, qtbot):
    w = main_window
    w.set_language("th")
    w.tabs.setCurrentIndex(1)
    c = w.trainer_controller
    c.start_drill("chips.colour", 1, 3)
    panel = w.trainer.panel
    qtbot.waitUntil(lambda: bool(panel.edits))
    for edit in panel.edits.values():
        edit.setText("1")
    panel.submit()
    qtbot.waitUntil(lambda: c.last is not None)

    def labels():
        return [lab.text() for lab in panel.parts_box.findChildren(QLabel) if not lab.isHidden()]

    assert THAI.search(w.trainer.feedback.toPlainText())
    assert any(THAI.search(t) for t in labels()), labels()

    w.set_language("en")
    qtbot.waitUntil(lambda: not THAI.search(w.trainer.feedback.toPlainText()))
    assert not any(THAI.search(t) for t in labels()), labels()
    assert any(t.startswith("Chips of") for t in labels()), labels()
    # What was typed stays, still read-only: the answer is given, Next is offered.
    assert [e.text() for e in panel.edits.values()] == ["1"] * len(panel.edits)
    assert all(e.isReadOnly() for e in panel.edits.values())
    assert panel.answer_button.isHidden() and not w.trainer.next_button.isHidden()
