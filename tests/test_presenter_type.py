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

PRESENTER_SIZES = [(1024, 768), (1280, 800), (1366, 768), (1920, 1080)]


def felt_floor(size, side_shown: bool) -> float:
    """The least the felt's smallest words may be: a 45th of the screen's height, or on a
    screen narrower than 16:9 with the side shown (16:10) FOLD_BELOW of that."""
    from app.ui.table_view import FOLD_BELOW

    wide = size[0] * 9 >= size[1] * 16 - 9  # 1366x768 counts as 16:9
    return size[1] / 45 * (1 if wide or not side_shown else FOLD_BELOW)


@pytest.mark.parametrize("size,folded", [
    ((1024, 768), True), ((1152, 864), True), ((1280, 1024), True), ((1400, 1050), True),
    ((1600, 1200), True), ((800, 600), True),
    ((1280, 720), False), ((1280, 800), False), ((1366, 768), False), ((1440, 900), False),
    ((1680, 1050), False), ((1920, 1080), False), ((1920, 1200), False), ((2560, 1440), False),
    ((2560, 1600), False), ((3840, 2160), False)])
def test_the_side_folds_only_on_a_4_3_screen_or_narrower(size, folded):
    """The side folds away on 4:3 and 5:4 screens, and stays on every 16:10 and 16:9 one,
    for the casino felt and the no-limit table alike; where it stays it is at least its
    narrowest width, and the felt keeps its words at a 45th of the height on 16:9 (the
    felt's width worked out here from the scene's size and smallest words)."""
    from app.ui.nl_scene import TEXT, WIDTH
    from app.ui.table_items import MIN_TEXT, SCENE_WIDTH
    from app.ui.table_view import FELT_MARGIN, SIDE_EMS, presenter_side_room

    px = max(24, size[1] // 40)
    for text, width in ((MIN_TEXT, SCENE_WIDTH), (TEXT, WIDTH)):
        room = presenter_side_room(QSize(*size), px, text, width)
        assert (room == 0) == folded, (size, text, room)
        if not folded:
            assert room >= SIDE_EMS * px
            felt_px = (size[0] - room - FELT_MARGIN) / width * text
            assert felt_px >= felt_floor(size, True) - 0.05, (size, text, felt_px)
            if size[0] * 9 >= size[1] * 16 - 9:  # 16:9: the felt's whole size
                assert felt_px >= size[1] / 45 - 0.05


def side_whole(trainer) -> list:
    """What of the trainer's side is cut: the side wider than its scroll area shows, a
    label narrower than its words or lower than its lines, an answer field narrower than a
    six-figure net with its sign in the field's type."""
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    from app.i18n import format_amount

    cut = []
    side, shown = trainer.side_scroll.widget(), trainer.side_scroll.viewport()
    if side.width() > shown.width():
        cut.append(("side", side.width(), shown.width()))
    for c in side.findChildren(QLabel):
        if not c.isVisible() or not c.text():
            continue
        if c.wordWrap() and c.height() < c.heightForWidth(c.width()):
            cut.append((c.text()[:30], c.size().toTuple(), c.heightForWidth(c.width())))
        elif not c.wordWrap() and c.width() < c.sizeHint().width():
            cut.append((c.text()[:30], c.width(), c.sizeHint().width()))
    for edit in trainer.panel.edits.values():
        opt = QStyleOptionFrame()
        edit.initStyleOption(opt)
        frame = edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, opt, edit)
        text = edit.fontMetrics().horizontalAdvance(format_amount(-999_999))
        if edit.width() < text + 2 * frame + 4:
            cut.append(("field", edit.width(), text + 2 * frame + 4))
    return cut


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
    tab_button = w.side_tab if tab == 0 else w.trainer.side_tab
    assert side.isVisible() == (size[0] > 1024)  # a 4:3 projector: the felt alone
    # Folded, a corner of the felt says what brings the side back.
    assert tab_button.isVisible() == (not side.isVisible())
    px, whose = smallest_text_px(view)
    words, widget = smallest_widget_px(w)
    print(size, tab, round(px, 1), whose, words, widget, view.width())
    assert px >= felt_floor(size, side.isVisible()), f"{whose} is {px:.1f} px"
    assert words >= size[1] / 45, f"{widget} is {words} px"
    assert outside_the_view(view) == []
    if tab == 1:  # the drill and its level in sight, as wide as they ask, in the room's type
        for c in w.trainer.drill_row:
            assert c.isVisible() and c.width() >= c.sizeHint().width(), c
        # The status line (an exam's or a round's clock) too.
        assert w.trainer.status.isVisible() and w.trainer.status.text()
        assert QFontInfo(w.trainer.status.font()).pixelSize() >= size[1] // 40
        if side.isVisible():
            assert side_whole(w.trainer) == []
    if size[0] == 1024:  # F9 (its caption clicked): the side comes back in large type
        assert "F9" in tab_button.text()
        view_box = view.rect()
        assert view_box.contains(tab_button.geometry()), (tab_button.geometry(), view_box)
        tab_button.click()
        settle()
        assert side.isVisible() and not tab_button.isVisible()
        assert smallest_widget_px(w)[0] >= size[1] / 45
        if tab == 1:  # the answers whole, in fields six figures wide; the felt smaller
            assert side_whole(w.trainer) == []
            print("F9", round(smallest_text_px(view)[0], 1))
        w.act_panel.trigger()
        settle()
        assert not side.isVisible() and tab_button.isVisible()
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
    assert px >= felt_floor(size, screen.side.isVisible()), f"{whose} is {px:.1f} px"
    assert words >= size[1] / 45, f"{widget} is {words} px"
    assert len(sizes) >= 9  # the seven seats, the pot and the button at least
    assert screen.side.isVisible() == (size[0] > 1024)
    assert screen.side_tab.isVisible() == (size[0] == 1024)


@pytest.mark.parametrize("wait", ["turn", "question"])
def test_the_folded_no_limit_side_unfolds_when_the_table_waits_for_the_trainee(main_window,
                                                                             qtbot, wait):
    """At 1024x768 the no-limit side starts folded; the trainee's turn (reached before
    presenter mode is turned on), or a dealer's question (coming while the side is folded),
    unfolds it: what the table waits for is never behind the fold."""
    from app.core.nlhe.config import TableConfig
    from tests.test_nl_table_ui import open_table, trainee_table

    w = main_window
    config = trainee_table() if wait == "turn" else TableConfig(seed=3, pause_ms=0)
    screen = open_table(w, qtbot, config)
    if wait == "turn":  # F11 pressed while the table already waits for the trainee
        screen.c.run_inline()
        present(w, (1024, 768))
    else:  # the question comes while the side is folded
        present(w, (1024, 768))
        assert not screen.side.isVisible() and screen.side_tab.isVisible()
        screen.c.run_inline()
    if wait == "question":
        assert screen.c.question is not None
    else:
        assert screen.c.waiting_for_trainee()
    settle()  # unfolded as the controller said the table changed, with no refresh asked
    assert screen.side.isVisible() and not screen.side_tab.isVisible()
    assert w.act_panel.isChecked()
    assert smallest_widget_px(w)[0] >= 768 / 45


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
@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1366, 768), (1920, 1080)])
def test_an_answer_field_holds_six_figures_and_a_sign_in_presenter_type(main_window, qtbot,
                                                                       size, lang):
    """Each amount field is as wide as a six-figure net with its sign, in the language's
    grouping, at the field's own (large) type, inside its frame and margins, and all of it
    in sight (the side does not scroll it away sideways); at 1024x768 with the answers
    brought back by F9."""
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    from app.i18n import format_amount

    w = main_window
    w.set_language(lang)
    w.tabs.setCurrentIndex(1)
    w.trainer_controller.start_drill("ch.round", 3, 4)
    present(w, size)
    if not w.trainer.side_scroll.isVisible():
        w.act_panel.trigger()
        settle()
    edits = list(w.trainer.panel.edits.values())
    assert len(edits) == 7
    assert side_whole(w.trainer) == []  # none scrolled away sideways
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


@pytest.mark.parametrize("which,lang", [("setup", "en"), ("setup", "ka"), ("nl_setup", "en"),
                                        ("exam", "en"), ("worksheet", "en")])
def test_dialogs_take_presenter_type(main_window, qtbot, which, lang):
    """Presenter mode at 1024x768: the set-up, exam and worksheet dialogs in the room's
    smallest type (a 45th of the screen), within the screen, and back to normal after; the
    table's set-up (seven seats) with its columns one above the other, scrolling, its rules'
    lists and its deck's cards whole."""
    from app.ui.exam_dialog import ExamDialog
    from app.ui.nl_setup_dialog import NLSetupDialog
    from app.ui.setup_dialog import SetupDialog
    from app.ui.worksheet_dialog import WorksheetDialog

    w = main_window
    if lang != "en":
        w.set_language(lang)
    w.controller.new_hand(seed=3, seats=7)

    def make():
        if which == "setup":
            return SetupDialog(w.controller, w)
        if which == "nl_setup":
            return NLSetupDialog(w.nl_screen.c.config, w)
        if which == "exam":
            return ExamDialog(w)
        return WorksheetDialog(w.settings, lambda: "en", w)

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
    assert need.width() <= 1024 and need.height() <= 768, need
    if which == "setup":  # its columns one above the other, none cut at the right
        assert dialog.width() <= 1024 and dialog.height() <= 768, dialog.size()
        body, shown = dialog.scroll.widget(), dialog.scroll.viewport()
        assert body.width() <= shown.width(), (body.width(), shown.width())
        assert body.minimumSizeHint().width() <= shown.width()
        for b in dialog.deck_buttons.values():
            assert b.width() >= b.fontMetrics().horizontalAdvance(b.text()) + 8, b.text()
        for box in dialog.rule_boxes.values():
            assert box.width() >= box.sizeHint().width(), box.currentText()
    dialog.close()
    w.act_present.setChecked(False)
    w._on_presenter(False)
    again = make()
    qtbot.addWidget(again)
    again.show()
    settle()
    assert smallest_widget_px(again)[0] == normal_px
    again.close()
    w.set_language("en")


@pytest.mark.parametrize("chooser", ["open", "open_many", "save", "folder"])
def test_the_file_choosers_are_qt_s_own_in_presenter_type(main_window, qtbot, chooser,
                                                         tmp_path):
    """Every file chooser goes through app.ui.files: outside presenter mode the system's
    dialog (Qt's options untouched), in presenter mode at 1024x768 Qt's own, which takes
    the room's type (a 45th of the screen) and fits the screen."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog

    from app.ui import files

    w = main_window
    run = {"open": lambda: files.get_open_file_name(w, "Open a hand", str(tmp_path), "*.json"),
           "open_many": lambda: files.get_open_file_names(w, "Add", str(tmp_path), "*.csv"),
           "save": lambda: files.get_save_file_name(w, "Save", str(tmp_path / "a.json"),
                                                    "*.json"),
           "folder": lambda: files.get_existing_directory(w, "A folder", str(tmp_path))}[chooser]
    seen: list = []

    def look() -> None:
        shown = [d for d in QApplication.topLevelWidgets()
                 if isinstance(d, QFileDialog) and d.isVisible()]
        if not shown:
            QTimer.singleShot(10, look)
            return
        dialog = shown[0]
        settle(dialog)
        seen.append((dialog.testOption(QFileDialog.Option.DontUseNativeDialog),
                     dialog.testOption(QFileDialog.Option.ShowDirsOnly),
                     smallest_widget_px(dialog)[0], dialog.minimumSizeHint()))
        dialog.reject()

    QTimer.singleShot(0, look)
    run()
    qt_own, dirs_only, normal_px, _ = seen.pop()
    assert not qt_own and normal_px < 768 / 45
    assert dirs_only == (chooser == "folder")
    present(w, (1024, 768))
    QTimer.singleShot(0, look)
    run()
    qt_own, dirs_only, px, need = seen.pop()
    assert qt_own and dirs_only == (chooser == "folder")
    assert px >= 768 / 45
    assert need.width() <= 1024 and need.height() <= 768, need
    w.act_present.setChecked(False)
    w._on_presenter(False)
    QTimer.singleShot(0, look)
    run()
    assert not seen.pop()[0]


def test_every_file_chooser_goes_through_the_one_helper():
    """No module but app/ui/files.py calls a QFileDialog chooser itself: one that did
    would open the system's small dialog in presenter mode."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "app"
    direct = re.compile(r"QFileDialog\s*\.\s*get\w+")
    found = [f"{path.relative_to(root)}: {m.group(0)}" for path in root.rglob("*.py")
             if path.name != "files.py" for m in direct.finditer(path.read_text("utf-8"))]
    assert found == []
