"""Presenter mode: the words on the felt are at least a 45th of the screen's height, on
the table with the settlement panel (F9) and on the trainer, and none runs off the view."""

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from app.ui.table_items import TextItem
from tests.layout import settle
from tests.scene_roles import roles
from tests.test_readable_layout import smallest_text_px

PRESENTER_SIZES = [(1024, 768), (1366, 768), (1920, 1080)]


def smallest_widget_px(window: QWidget) -> tuple[int, str]:
    """The smallest type of any word in sight outside the felt (a panel, a label, a button,
    an answer field, a list), in pixels, and whose it is; (10**6, "") if none is shown."""
    words = (QLabel, QAbstractButton, QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox,
             QComboBox)
    found = [(10**6, "")]
    for c in [window, *window.findChildren(QWidget)]:
        if not c.isVisible() or c.width() <= 0 or not isinstance(c, words):
            continue
        text = c.text() if isinstance(c, QLabel | QAbstractButton | QLineEdit) else "-"
        if text or isinstance(c, QLineEdit):
            found.append((QFontInfo(c.font()).pixelSize(), f"{type(c).__name__} {text[:30]!r}"))
    return min(found)


def present(w, size) -> None:
    """Presenter mode as F11 turns it on, on a screen of ``size``."""
    w.act_present.setChecked(True)
    w.tabs.tabBar().setVisible(False)
    w.menuBar().setVisible(False)
    w.toolbar.setVisible(False)
    w._presenter_type(True, QSize(*size))
    w.setGeometry(0, 0, *size)
    settle()


def outside_the_view(view) -> list[str]:
    """Each tagged text item reaching outside the scene rect or the part the view shows."""
    scene = view.table_scene
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    room = scene.sceneRect().intersected(shown).adjusted(-1, -1, 1, 1)
    bad = []
    for name, item in roles(scene).items():
        if isinstance(item, TextItem) or hasattr(item, "text_boxes"):
            rect = QRectF(item.rect)
            if not room.contains(rect):
                bad.append(f"{name} at {rect.getCoords()} outside {room.getCoords()}")
    return bad


@pytest.mark.parametrize("lang", ["en", "ka"])
@pytest.mark.parametrize("size", PRESENTER_SIZES)
@pytest.mark.parametrize("tab", [0, 1])
def test_presenter_type_is_a_45th_of_the_screen(main_window, qtbot, size, tab, lang):
    """Every word in sight, on the felt and beside it (the settlement panel, the question,
    the answer fields), at a 45th of the screen's height or more; on a 4:3 projector the
    side folds away so the felt has the width, and F9 brings it back."""
    w = main_window
    w.set_language(lang)
    w.tabs.setCurrentIndex(tab)
    w.act_panel.setChecked(True)
    w._on_panel(True)
    if tab == 0:
        w.controller.new_hand(seed=3, seats=7)
        w.controller.advance_to("settled")
        view = w.view
    else:
        w.trainer_controller.start_drill("ch.round", 3, 4)
        view = w.trainer.view
    present(w, size)
    assert (w.width(), w.height()) == size
    side = w.panel if tab == 0 else w.trainer.side_scroll
    assert side.isVisible() == (size[0] > 1024)  # a 4:3 projector: the felt alone
    px, whose = smallest_text_px(view)
    words, widget = smallest_widget_px(w)
    print(size, tab, round(px, 1), whose, words, widget, view.width())
    assert px >= size[1] / 45, f"{whose} is {px:.1f} px"
    assert words >= size[1] / 45, f"{widget} is {words} px"
    assert outside_the_view(view) == []
    if tab == 1:  # the drill and its level in sight, as wide as they ask, in the room's type
        for c in w.trainer.drill_row:
            assert c.isVisible() and c.width() >= c.sizeHint().width(), c
    if size[0] == 1024:  # F9: the side comes back in large type, and goes again
        w.act_panel.trigger()
        settle()
        assert side.isVisible()
        assert smallest_widget_px(w)[0] >= size[1] / 45
        w.act_panel.trigger()
        settle()
        assert not side.isVisible()
    w.act_present.setChecked(False)
    w._on_presenter(False)
    settle()
    assert w.act_panel.isChecked() and (tab != 0 or w.panel.isVisible())
    w.set_language("en")


def test_the_settlement_panel_title_is_in_large_type(main_window, qtbot):
    """In presenter mode the panel's title reads at the panel's own size, and back after."""
    from PySide6.QtGui import QFontInfo

    w = main_window
    w.act_panel.setChecked(True)
    w._on_panel(True)
    normal = QFontInfo(w.panel.font()).pixelSize()
    w._presenter_type(True, QSize(1920, 1080))
    settle()
    assert QFontInfo(w.panel.font()).pixelSize() >= 1080 // 40 > normal
    w._presenter_type(False)
    settle()
    assert QFontInfo(w.panel.font()).pixelSize() == normal


@pytest.mark.parametrize("size", PRESENTER_SIZES)
def test_the_no_limit_table_reads_from_the_back_of_the_room(main_window, qtbot, size):
    """Seven seats at the flop in presenter mode: every word on the table and beside it at
    a 45th of the screen's height or more (the side folded away at 1024x768)."""
    from app.core.nlhe.config import TableConfig

    w = main_window
    w.tabs.setCurrentIndex(3)
    screen = w.nl_screen
    screen.c.set_config(TableConfig(seed=3, asks=(), pause_ms=0).with_seats(7))
    assert screen.c.play_to("flop")
    present(w, size)
    screen.refresh()
    view = screen.view
    scale = view.transform().m11()
    sizes = [(min(item.text_sizes()) * scale, type(item).__name__)
             for item in view.nl_scene.items() if hasattr(item, "text_sizes")
             and item.text_sizes()]
    px, whose = min(sizes)
    words, widget = smallest_widget_px(w)
    print(size, round(px, 1), whose, view.width(), words, widget)
    assert px >= size[1] / 45, f"{whose} is {px:.1f} px"
    assert words >= size[1] / 45, f"{widget} is {words} px"
    assert len(sizes) >= 9  # the seven seats, the pot and the button at least
    assert screen.side.isVisible() == (size[0] > 1024)


@pytest.mark.parametrize("drill,level", [("ch.audit", 3), ("thb.words", 3), ("chips.colour", 2),
                                         ("pay.multiply", 3)])
def test_the_new_drills_read_from_the_back_of_the_room(main_window, qtbot, drill, level):
    """A paid layout of seven seats, and the questions in words, in presenter mode at
    1920x1080: every word on the felt at a 45th of the screen, none off the view."""
    from app.core.trainer.drills import generate

    w = main_window
    w.tabs.setCurrentIndex(1)
    seed = next(s for s in range(200) if drill != "ch.audit"
                or len(generate(drill, level, s).seats) == 7)
    w.trainer_controller.start_drill(drill, level, seed)
    w.act_present.setChecked(True)
    w._presenter_type(True, QSize(1920, 1080))
    w.setGeometry(0, 0, 1920, 1080)
    settle()
    px, whose = smallest_text_px(w.trainer.view)
    print(drill, round(px, 1), whose)
    assert px >= 1080 / 45, f"{whose} is {px:.1f} px"
    assert outside_the_view(w.trainer.view) == []


@pytest.mark.parametrize("lang", ["en", "ka"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_an_answer_field_holds_six_figures_and_a_sign_in_presenter_type(main_window, qtbot,
                                                                       size, lang):
    """Each amount field is as wide as a six-figure net with its sign, in the language's
    grouping, at the field's own (large) type, inside its frame and margins."""
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    from app.i18n import format_amount

    w = main_window
    w.set_language(lang)
    w.tabs.setCurrentIndex(1)
    w.trainer_controller.start_drill("ch.round", 3, 4)
    present(w, size)
    edits = list(w.trainer.panel.edits.values())
    assert len(edits) == 7
    for edit in edits:
        assert QFontInfo(edit.font()).pixelSize() >= size[1] // 40
        opt = QStyleOptionFrame()
        edit.initStyleOption(opt)
        frame = edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, opt, edit)
        text = edit.fontMetrics().horizontalAdvance(format_amount(-999_999, lang))
        assert edit.width() >= text + 2 * frame + 4, (edit.width(), text, frame)
    w.set_language("en")


def _cut_buttons(widgets) -> list:
    """The buttons among ``widgets`` narrower or lower than their words (a button's 80 px
    floor aside), and any other widget smaller than its minimum."""
    from PySide6.QtWidgets import QPushButton, QStyle

    cut = []
    for c in widgets:
        if isinstance(c, QPushButton):
            style = c.style()
            edge = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, c) \
                + 2 * style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, c)
            lines = c.text().split("\n")  # a long one has its key on a line of its own
            need = (max(c.fontMetrics().horizontalAdvance(t) for t in lines) + 2 * edge,
                    len(lines) * c.fontMetrics().height() + 2)
        else:
            need = c.minimumSizeHint().toTuple()
        if c.width() < need[0] or c.height() < need[1]:
            cut.append((c.text() if isinstance(c, QPushButton) else type(c).__name__,
                        c.size().toTuple(), need))
    return cut


@pytest.mark.parametrize("lang", ["en", "ka"])
@pytest.mark.parametrize("presenter", [False, True], ids=("normal", "presenter"))
def test_the_raise_line_is_whole_at_1366_by_768(main_window, qtbot, presenter, lang):
    """The trainee's seat at 1366x768: the slider, the amount, every preset and Raise and
    All-in each as wide and as tall as its words, all inside the side."""
    from PySide6.QtCore import QPoint, QRect

    from tests.test_nl_table_ui import open_table, trainee_table

    w = main_window
    w.set_language(lang)
    screen = open_table(w, qtbot, trainee_table())
    screen.c.run_inline()
    assert screen.c.waiting_for_trainee() and screen.c.hand.legal().can_raise
    if presenter:
        present(w, (1366, 768))
    else:
        w.setGeometry(0, 0, 1366, 740)
        settle()
    screen.refresh()
    settle()
    line = [screen.slider, screen.amount, *screen.preset_buttons.values(), screen.raise_button,
            screen.allin_button]
    assert all(c.isVisible() for c in line)
    assert _cut_buttons(line) == []
    side = QRect(QPoint(0, 0), screen.side.size())
    for c in line:
        box = QRect(c.mapTo(screen.side, QPoint(0, 0)), c.size())
        assert side.contains(box), (type(c).__name__, box, side)
    if presenter:
        assert smallest_widget_px(w)[0] >= 768 / 45
    w.set_language("en")


@pytest.mark.parametrize("which", ["setup", "nl_setup", "exam", "worksheet", "file"])
def test_dialogs_take_presenter_type(main_window, qtbot, which):
    """Presenter mode at 1024x768: the set-up, exam, worksheet and file dialogs in the
    room's smallest type (a 45th of the screen), and back to normal after."""
    from PySide6.QtWidgets import QFileDialog

    from app.ui.exam_dialog import ExamDialog
    from app.ui.nl_setup_dialog import NLSetupDialog
    from app.ui.setup_dialog import SetupDialog
    from app.ui.worksheet_dialog import WorksheetDialog

    w = main_window

    def make():
        if which == "setup":
            return SetupDialog(w.controller, w)
        if which == "nl_setup":
            return NLSetupDialog(w.nl_screen.c.config, w)
        if which == "exam":
            return ExamDialog(w)
        if which == "worksheet":
            return WorksheetDialog(w.settings, lambda: "en", w)
        dialog = QFileDialog(w, "Open a hand")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        return dialog

    normal = make()
    qtbot.addWidget(normal)
    normal.show()
    settle()
    normal_px = smallest_widget_px(normal)[0]
    normal.close()
    present(w, (1024, 768))
    dialog = make()
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    px, whose = smallest_widget_px(dialog)
    need = dialog.minimumSizeHint()
    print(which, normal_px, px, whose, need.toTuple())
    assert normal_px < 768 / 45 <= px, whose
    if which != "setup":  # (the table's set-up needs 1158 px at this type: see its rows)
        assert need.width() <= 1024 and need.height() <= 768, need
    dialog.close()
    w.act_present.setChecked(False)
    w._on_presenter(False)
    again = make()
    qtbot.addWidget(again)
    again.show()
    settle()
    assert smallest_widget_px(again)[0] == normal_px
    again.close()
