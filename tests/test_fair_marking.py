"""Fair marking of answers of many fields: Enter goes on to the next field, an empty field
is refused as not answered (never scored as 0), and no field's example text holds a digit.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from app.controller.trainer import InputError, read_answer
from app.core.nlhe.config import TableConfig
from app.core.trainer.answers import Refusal
from app.core.trainer.drills import DRILLS, generate
from app.i18n import qt_translate


def colour_question(seed=1):
    return generate("chips.colour", 1, seed)


def test_a_field_left_empty_is_refused_as_not_answered_never_read_as_zero():
    q = next(q for q in map(colour_question, range(1, 200))
             if len(q.parts) > 2 and any(p.expected == 0 for p in q.parts[1:]))
    zero = next(p for p in q.parts[1:] if p.expected == 0)  # 0 is right there: still refused
    typed = {p.key: str(p.expected) for p in q.parts if p is not zero}
    with pytest.raises(InputError) as refused:
        read_answer(q, typed)
    assert refused.value.key == zero.key and refused.value.refusal is Refusal.NOT_ANSWERED
    words = refused.value.line.render(qt_translate)
    assert words.startswith("Not answered: ") and zero.label.render(qt_translate) in words
    assert read_answer(q, typed | {zero.key: "0"})[zero.key] == 0  # typed 0 is an answer


def test_a_lone_field_left_empty_keeps_its_own_refusal():
    q = generate("ch.ante_call", 1, 3)
    with pytest.raises(InputError) as refused:
        read_answer(q, {"answer": "  "})
    assert refused.value.refusal is Refusal.EMPTY


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


def test_enter_goes_from_field_to_field_and_answers_from_the_last(window, qtbot):
    c, panel = window.trainer_controller, window.trainer.panel
    c.start_drill("chips.colour", 1, 2)
    q = c.question
    edits = [panel.edits[p.key] for p in q.parts]
    assert len(edits) > 1
    qtbot.waitUntil(edits[0].hasFocus)
    for part, edit in zip(q.parts, edits, strict=True):
        assert edit.hasFocus(), part.key
        qtbot.keyClicks(edit, str(part.expected))
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        if edit is not edits[-1]:  # on to the next field: nothing answered yet
            assert c.last is None and not c.answers()
    assert c.last is not None and c.last.correct and len(c.answers()) == 1


def test_answer_clicked_with_an_empty_field_refuses_it_in_a_sentence(window, qtbot):
    c, panel = window.trainer_controller, window.trainer.panel
    c.start_drill("chips.colour", 1, 2)
    q = c.question
    first, empty = q.parts[0], q.parts[-1]
    qtbot.waitUntil(panel.edits[first.key].hasFocus)  # the new fields are shown
    panel.edits[first.key].setText(str(first.expected))
    for part in q.parts[1:-1]:
        panel.edits[part.key].setText(str(part.expected))
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)
    assert c.last is None and not c.answers()  # refused: nothing recorded
    text = panel.message.text()
    assert panel.message.isVisible() and "Not answered" in text
    assert empty.label.render(qt_translate) in text
    assert panel.edits[empty.key].hasFocus()


def test_no_example_text_in_an_answer_field_holds_a_digit(main_window, qtbot):
    """Every drill at every level through the trainer screen, the no-limit dealer's
    questions and the rules self-test: the grey text in a field never looks like an answer."""
    seen: dict[str, str] = {}
    kinds = set()
    main_window.tabs.setCurrentIndex(1)
    c, panel = main_window.trainer_controller, main_window.trainer.panel
    for drill in DRILLS:
        for level in (1, 2, 3):
            for seed in (1, 2, 3):
                c.start_drill(drill, level, seed)
                for part in c.question.parts:
                    if part.key in panel.edits:
                        kinds.add((part.kind, part.key == "to_act"))
                        seen[f"{drill}/{level}/{part.key}"] = \
                            panel.edits[part.key].placeholderText()
    main_window.tabs.setCurrentIndex(3)
    screen = main_window.nl_screen
    qtbot.waitUntil(screen.isVisible)
    screen.c.set_config(TableConfig(seed=5, pause_ms=0))
    screen.c.set_paused(True)
    for _ in range(300):
        screen.c.run_inline()
        q = screen.c.question
        if q is None:
            break
        for part in q.parts:
            kinds.add((part.kind, part.key == "to_act"))
            seen[f"no-limit/{q.drill}/{part.key}"] = screen.panel.edits[part.key].placeholderText()
        screen.c.submit({p.key: " ".join(map(str, p.expected)) if isinstance(p.expected, tuple)
                         else str(p.expected) for p in q.parts})
        screen.c.carry_on()
    main_window.tabs.setCurrentIndex(4)  # the rules pages are built when first shown
    qtbot.waitUntil(lambda: main_window._rules is not None)
    seen["rules self-test"] = main_window._rules.answer.placeholderText()
    assert {("signed", False), ("seats", True), ("seats", False), ("count", False),
            ("call", False), ("amount", False)} <= kinds
    assert any(k.startswith("no-limit/") and k.endswith("/to_act") for k in seen)
    digits = {k: v for k, v in seen.items() if re.search(r"\d", v)}
    assert not digits, digits
