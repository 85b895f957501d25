"""The exam slip: an exam set on the trainer is shown to be given to the class, not sat.

Create shows the slip and starts nothing (no exam run, none in the store); its code is the
one the core makes for the exam set (read back through the core's decoder: the same spec,
the same questions); Copy puts it on the clipboard; Print writes a PDF whose page is the
slip drawn with the code and every drill's name; the projector view opens over the screen
and closes with Esc and with its button; "Sit it here" alone sits it. The slip
in presenter type and the projector view fit a 1024x768 projector."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QLabel

from app.core.text import english
from app.core.trainer.drills import DRILLS
from app.core.trainer.exam import ExamSpec, exam_questions, parse_exam_code
from app.printing import exam_slip as printing
from tests.test_worksheet import pdf_pages

LEFT = Qt.MouseButton.LeftButton
CHOSEN = ("ch.total", "thb.bonus", "nl.pots")


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


def create(w, monkeypatch, drills=CHOSEN):
    """Exam..., the drills ``drills`` ticked, 12 questions, 15 minutes, 70%, level 2,
    Create: the slip shown, and the spec the dialog set."""
    from app.ui.exam_dialog import ExamDialog

    made = []

    def set_and_create(dialog):
        assert dialog.ok_button.text() == "Create the exam"
        for drill, box in dialog.drills.items():
            box.setChecked(drill in drills)
        dialog.questions.setValue(12)
        dialog.minutes.setValue(15)
        dialog.pass_mark.setValue(70)
        dialog.level.setValue(2)
        dialog.accept()
        made.append(dialog.spec)
        return dialog.result()

    monkeypatch.setattr(ExamDialog, "exec", set_and_create)
    w.trainer.exam.click()
    slip = w.trainer.slip
    assert slip is not None and slip.isVisible()
    return slip, made[0]


def test_create_shows_the_slip_with_the_core_s_code_and_no_exam_starts(window, qtbot,
                                                                       monkeypatch):
    c = window.trainer_controller
    slip, spec = create(window, monkeypatch)
    qtbot.waitExposed(slip)
    assert spec.drills == CHOSEN and (spec.questions, spec.minutes, spec.pass_percent,
                                      spec.level) == (12, 15, 70, 2)
    # Nothing started: no exam run, none recorded, the trainer not locked, no exam clock.
    assert c.exam is None and c.store.exams(c.profile.id) == []
    assert window.trainer.exam.isEnabled() and window.trainer.drill.isEnabled()
    assert not window.trainer.clock.isActive()
    assert window.tabs.isTabEnabled(0)
    # The code shown is the code of this spec: read back by the core's decoder it is the
    # same exam, with the same questions.
    shown = "".join(slip.code_label.text().split())
    assert shown == slip.code
    decoded = parse_exam_code(shown, list(DRILLS))
    assert decoded == spec
    assert exam_questions(decoded) == exam_questions(spec)
    words = [slip.how.text(), slip.drills_heading.text(), *(d.text() for d in slip.drills),
             slip.details.text()]
    for drill in CHOSEN:
        assert any(DRILLS[drill].title.render() in text for text in words), drill
    assert "Questions: 12" in slip.details.text() and "Minutes: 15" in slip.details.text()
    assert "Pass mark (%): 70" in slip.details.text() and "Level: 2" in slip.details.text()
    assert slip.code_label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    # The code in large type: well over twice the slip's own type.
    assert slip.code_label.fontInfo().pixelSize() >= 2 * slip.how.fontInfo().pixelSize() - 2


def test_a_code_typed_in_the_dialog_is_still_sat(window, monkeypatch):
    from app.core.trainer.exam import exam_code
    from app.ui.exam_dialog import ExamDialog

    code = exam_code(ExamSpec(("ch.aa_bonus",), 2, 5, 50, 1, 4321))

    def typed(dialog):
        dialog.code.setText(code)
        assert dialog.ok_button.text() == "Sit the exam"  # OK says it sits the exam typed
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(ExamDialog, "exec", typed)
    window.trainer.exam.click()
    c = window.trainer_controller
    assert c.exam is not None and c.exam.code == code and window.trainer.slip is None


def test_the_slip_s_buttons_copy_print_project_and_sit(window, qtbot, monkeypatch, tmp_path):
    """Each of the slip's buttons clicked with the mouse (tests/test_mouse_clicks.py names
    this test for them)."""
    c = window.trainer_controller
    slip, spec = create(window, monkeypatch)
    window_ = window
    window = slip  # (the name test_mouse_clicks.py reads a click by)
    qtbot.waitExposed(window)
    QGuiApplication.clipboard().setText("something else")
    qtbot.mouseClick(window.copy_button, LEFT)
    assert QGuiApplication.clipboard().text() == slip.code
    assert slip.code in slip.note.text()
    # Print: the PDF chosen is written, its one page the slip's, drawn with the code and
    # every drill's name (what reached the drawing, recorded as it was drawn).
    out = tmp_path / "slip.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda *a, **k: (str(out), "")))
    drawn: list[str] = []
    real = printing.draw_text
    monkeypatch.setattr(printing, "draw_text", lambda draw, xy, text, *a, **k: drawn.append(
        text) or real(draw, xy, text, *a, **k))
    qtbot.mouseClick(window.print_button, LEFT)
    pages = pdf_pages(out.read_bytes())
    assert len(pages) == 1 and (pages[0][0], pages[0][1]) == printing.PAGE
    code_drawn = [t for t in drawn if t.replace("-", "") and set(t) <= set(
        "EX-0123456789ABCDEFGHJKMNPQRSTVWXYZ") and len(t) >= 5]
    assert "".join(code_drawn) == slip.code  # the code's lines, in order, the whole code
    for drill in spec.drills:
        assert "\u2022 " + DRILLS[drill].title.render() in drawn, drill
    assert any("Questions: 12" in t and "Minutes: 15" in t for t in drawn), drawn
    words = printing.slip_text(spec, slip.code, english)
    assert pages[0][2] == printing.slip_page(words).convert("RGB").tobytes()
    assert "slip.pdf" in slip.note.text()
    # The projector, then Esc.
    qtbot.mouseClick(window.projector_button, LEFT)
    view = slip.projector
    assert view is not None and view.isVisible() and view.isFullScreen()
    qtbot.waitActive(view)  # in front, as it opens (the main window's Esc is its own)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: slip.projector is None)
    assert c.exam is None
    # Sit it here: the slip closes and this PC sits the exam of its code.
    qtbot.mouseClick(window.sit_button, LEFT)
    assert c.exam is not None and c.exam.code == slip.code and c.exam.spec == spec
    qtbot.waitUntil(lambda: window_.trainer.slip is None)


def test_the_slip_closes_with_its_button_and_starts_nothing(window, qtbot, monkeypatch):
    slip, _ = create(window, monkeypatch)
    window_ = window
    window = slip
    qtbot.mouseClick(window.close_button, LEFT)
    qtbot.waitUntil(lambda: window_.trainer.slip is None)
    assert window_.trainer_controller.exam is None


def test_the_projector_view_closes_with_its_button_and_with_esc(window, qtbot, monkeypatch):
    slip, _ = create(window, monkeypatch)
    window = slip.show_projector()  # (the name test_mouse_clicks.py reads a click by)
    qtbot.waitExposed(window)
    assert window.isFullScreen() and window.geometry() == slip.screen().geometry()
    assert slip.code in "".join(window.code_label.text().split())
    qtbot.mouseClick(window.close_button, LEFT)
    qtbot.waitUntil(lambda: slip.projector is None)
    view = slip.show_projector()
    qtbot.waitActive(view)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: slip.projector is None)
    assert slip.isVisible()  # the slip stays


# -- a 1024x768 projector --------------------------------------------------------------------
SIXTEEN = tuple(list(DRILLS)[:16])  # the most an exam's code carries


@pytest.mark.parametrize("lang", ["en", "ka", "uk", "th", "kk", "hy"])
def test_the_slip_in_presenter_type_and_the_projector_view_fit_1024_by_768(main_window, qtbot,
                                                                          lang):
    from app.ui.exam_slip import ProjectorView

    w = main_window
    w.set_language(lang)
    try:
        qtbot.wait(1)
        spec = ExamSpec(SIXTEEN, 100, 180, 80, 3, 99)
        slip = w.trainer.show_slip(spec)
        px = max(24, 768 // 40)  # the presenter's type at 768 pixels (MainWindow)
        slip.set_presenting(True, px, QSize(1024, 768))
        # As wide as the screen lets it be, its lines wrapped to that width: it fits.
        need = slip.minimumSizeHint()
        width = min(slip.sizeHint().width(), slip.maximumWidth())
        assert need.width() <= width <= 1024, (lang, need, width)
        assert slip.heightForWidth(width) <= 768 - 30, (lang, slip.heightForWidth(width))
        # Shown, every line whole: each label as tall as its wrapped lines, within the slip.
        slip.show()
        qtbot.waitExposed(slip)
        for label in slip.findChildren(QLabel):
            if label.isVisibleTo(slip) and label.text():
                assert label.height() >= label.heightForWidth(label.width()) - 1, label.text()
                assert label.geometry().bottom() <= slip.height(), label.text()
        # Nothing under a 45th of the screen's height (the presenter's rule); the code in
        # the room's type and larger.
        shown = [label for label in slip.findChildren(QLabel)
                 if label.isVisibleTo(slip) and label.text()]
        assert min(label.fontInfo().pixelSize() for label in shown) >= 768 / 45
        assert slip.code_label.fontInfo().pixelSize() > 1.5 * px
        assert slip.how.fontInfo().pixelSize() >= px - 1
        view = ProjectorView(slip.words())
        qtbot.addWidget(view)
        view.lay_out(QSize(1024, 768))
        view.resize(1024, 768)
        view.show()
        qtbot.waitExposed(view)
        need = view.minimumSizeHint()
        assert need.height() <= 768 and need.width() <= 1024, (lang, need)
        least = 768 / 45
        assert min(view.sizes.values()) >= least, view.sizes
        for label in view.findChildren(QLabel):
            assert label.fontInfo().pixelSize() >= least - 1, label.text()
            assert label.geometry().bottom() <= 768 and label.geometry().right() <= 1024
        assert view.code_label.fontInfo().pixelSize() >= 768 // 14
        slip.close()
    finally:
        w.set_language("en")


def test_a_page_of_sixteen_drills_in_thai_keeps_every_line_above_its_footer():
    from app.core.trainer.exam import exam_code
    from app.i18n import translator

    spec = ExamSpec(SIXTEEN, 100, 180, 80, 3, 99)
    words = printing.slip_text(spec, exam_code(spec), translator("th"))
    tries = [(body, columns, most) for most in (printing.CODE_MOST, 100, 80)
             for columns in (1, 2) for body in (printing.BODY, 26, 22)]
    assert any(printing._lay_out(words, *t) <= printing.PAGE[1] - printing.MARGIN
               - 3 * printing.SMALL for t in tries)
    page = printing.slip_page(words)
    # Nothing drawn between the last line's room and the footer's line.
    band = page.crop((0, printing.PAGE[1] - printing.MARGIN - 2 * printing.SMALL,
                      printing.PAGE[0], printing.PAGE[1] - printing.MARGIN - printing.SMALL))
    assert band.convert("L").getextrema()[0] == 255


# -- where to type the code; the code cut only between its groups ---------------------------
@pytest.mark.parametrize("lang", ["en", "ka", "th"])
def test_the_projector_says_where_each_trainee_types_the_code(main_window, qtbot, lang):
    from app.i18n import qt_translate

    w = main_window
    w.set_language(lang)
    try:
        qtbot.wait(1)
        slip = w.trainer.show_slip(ExamSpec(CHOSEN, 10, 10, 80, 1, 7))
        qtbot.mouseClick(slip.projector_button, LEFT)
        view = slip.projector
        qtbot.waitExposed(view)
        # The words of the tab, the button and the dialog's box the trainee sees, in the
        # language shown (the slip's window and its page say the same).
        for context, source in (("MainWindow", "Trainer"), ("TrainerScreen", "Exam..."),
                                ("ExamDialog", "Sit an exam from a code")):
            shown = qt_translate(context, source)
            assert shown in view.how.text() and shown in slip.how.text(), (lang, shown)
        assert w.tabs.tabText(1) in view.how.text()
        assert w.trainer.exam.text() in view.how.text()
        assert view.how.isVisible() and view.how.geometry().bottom() < view.height()
        assert view.how.geometry().top() > view.code_label.geometry().top()
        qtbot.keyClick(view, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: slip.projector is None)
        slip.close()
    finally:
        w.set_language("en")


def test_the_page_keeps_a_usual_code_on_one_line():
    code = "EX-0M2N-0Y5K-H22K-N9HB-VJGR-V"  # the code of a first walk's three drills
    width = printing.PAGE[0] - 2 * printing.MARGIN
    lines, size = printing.code_lines(code, width)
    assert lines == [code] and size >= printing.CODE_LEAST
    assert printing.text_width(code, size, True) <= width


@given(st.lists(st.text("0123456789ABCDEFGHJKMNPQRSTVWXYZ", min_size=1, max_size=4),
                min_size=1, max_size=12),
       st.integers(200, 1100))
def test_a_code_is_cut_only_between_its_groups(groups, width):
    code = "EX-" + "-".join(groups)
    lines, size = printing.code_lines(code, width)
    assert "".join(lines) == code  # each line but the last ends in its dash
    assert all(line.endswith("-") for line in lines[:-1])
    # Every line holds whole groups, in order: no group is cut across two lines.
    assert [g for line in lines for g in line.rstrip("-").split("-")] == ["EX", *groups]
    assert printing.CODE_LEAST <= size <= printing.CODE_MOST
