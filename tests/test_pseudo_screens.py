"""The pseudo-language (app.i18n): every text accented, bracketed and a third longer, with
its placeholders, Alt letters, HTML and lines kept; and in it, at 1280x800, no text on any
screen is cut off.

"Cut off" is measured, not looked at: the room each widget's style gives its text (a
label's contents, a button's contents, a check box's text beside its box, a tab, a combo
box's field, a group box's title) holds the space the widget's own font needs for the
text, per line, or wrapped to the width for a word-wrapped label.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QStyleOptionToolButton,
    QTabBar,
    QToolButton,
    QWidget,
)

from app.i18n import PSEUDO, pseudo_text
from tests.layout import settle

SIZE = (1280, 800)
TABS = ("table", "trainer", "progress", "no-limit table", "rules")  # by index
MNEMONIC = Qt.TextFlag.TextShowMnemonic


# -- the pseudo-language itself -------------------------------------------------------------
def test_pseudo_text_accents_brackets_and_lengthens():
    """No plain Latin letter is left, the text is bracketed and at least 35% longer."""
    text = pseudo_text("Ante pays on")
    assert text.startswith("[") and text.endswith("]")
    assert not re.search(r"[A-Za-z]", text)  # every letter accented, the padding too
    assert len(text) >= 1.35 * len("Ante pays on")


def test_pseudo_text_keeps_placeholders_mnemonics_html_and_lines():
    """What code or Qt reads in a text stays as it is: {placeholders} (still formatted),
    %n and %1, the Alt letter after &, &&, HTML tags and entities, the lines."""
    assert pseudo_text("Seat {seat} pays {amount:,}").format(seat=3, amount=1500).count("3") == 1
    assert "{amount:,}" in pseudo_text("Seat {seat} pays {amount:,}")
    assert "%n" in pseudo_text("%n hands") and "%1" in pseudo_text("Open %1")
    assert pseudo_text("&Open hand...").startswith("[&O")  # the Alt letter stays O
    assert "&&" in pseudo_text("Rock && roll")
    html = pseudo_text("<b>Bold</b> &amp; <a href='x.html'>link</a>")
    assert "<b>" in html and "</b>" in html and "&amp;" in html and "<a href='x.html'>" in html
    lines = pseudo_text("One line\nand another").split("\n")
    assert len(lines) == 2 and lines[0].startswith("[") and lines[1].endswith("]")
    assert pseudo_text(" Seconds per step: ").startswith(" [")  # blanks stay outside
    for no_letters in ("", "\u25b6", "{seed}", "10"):
        assert pseudo_text(no_letters) == no_letters
    # A file dialog's filters keep their patterns last, outside the bracket, as the dialog
    # reads "name (patterns)"; a bracket in a pattern would be an invalid wildcard.
    filters = pseudo_text("CSV files (*.csv);;All files (*)").split(";;")
    assert [f[f.index("]") + 1:] for f in filters] == [" (*.csv)", " (*)"]
    assert all(f.startswith("[") for f in filters)


def test_the_switcher_installs_the_pseudo_language_and_leaves_it(qapp):
    """switch("pseudo") translates the app's words and Qt's own; switch("en") undoes it."""
    from PySide6.QtCore import QCoreApplication

    from app.i18n import LanguageSwitcher

    switcher = LanguageSwitcher()
    try:
        assert switcher.switch("pseudo") and switcher.language == PSEUDO
        assert QCoreApplication.translate("MainWindow", "&Game") == pseudo_text("&Game")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == pseudo_text("Cancel")
    finally:
        assert switcher.switch("en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_the_environment_variable_starts_the_app_in_the_pseudo_language(
        qtbot, tmp_path, monkeypatch):
    """HOLDEM_TRAINER_PSEUDO=1 wins over the saved language, as the app starts; the language
    menu has no item for it (none is checked)."""
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    monkeypatch.setenv("HOLDEM_TRAINER_PSEUDO", "1")
    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    make_app()
    w = build_window(Settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(w)
    try:
        assert w.languages.language == PSEUDO
        assert w.tabs.tabText(0) == pseudo_text("Table")
        assert not any(a.isChecked() for a in w.act_langs.values())
    finally:
        w.languages.switch("en")


# -- every screen ---------------------------------------------------------------------------
def build(qtbot, tmp_path, monkeypatch, language: str):
    """The real main window in ``language``, offscreen, 1280x800, its data in ``tmp_path``."""
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    make_app()
    w = build_window(Settings(str(tmp_path / "settings.ini")), language)
    qtbot.addWidget(w)
    w.resize(*SIZE)
    w.show()
    qtbot.waitExposed(w)
    return w


def visit_screens(w, qtbot):
    """Each screen in turn, as ``(name, window)``: every tab (the table with seven seats
    waiting for the instructor's choice, so the toolbar shows Fold and Call; the trainer on
    a seven-seat question; the no-limit table twice, a dealer's question to answer and then a
    seat of the trainee's to play), then the table's set-up dialog, the no-limit table's
    and the exam's, each opened with open()."""
    from app.core.nlhe.config import SeatConfig, TableConfig
    from app.ui.exam_dialog import ExamDialog
    from app.ui.nl_setup_dialog import NLSetupDialog
    from app.ui.setup_dialog import SetupDialog

    c = w.controller
    c.set_follow_strategy(False)
    c.new_hand(seed=5, seats=7)
    c.forward(), c.forward()
    w.trainer_controller.start_drill("ch.round", 3, 4)  # seven seats: the most to answer
    for index in range(w.tabs.count()):
        w.tabs.setCurrentIndex(index)
        settle()  # the screen built, its first question or session shown
        name = TABS[index] if index < len(TABS) else f"tab {index + 1}"
        if name == "rules":  # every page, then a self-test of each game open under it
            rules = w.rules_screen
            for page in rules.c.pages():
                rules.pages.setCurrentRow(rules.c.pages().index(page))
                game = rules.c.game_of(page)
                if game is not None:
                    rules.c.start_self_test(game, seed=3)
                    rules.answer.setText("abc")
                    rules.check.click()  # its refusal shown too
                settle()
                yield f"rules page {page}", w
            rules.c.stop_self_test()
            continue
        if name != "no-limit table":
            yield name, w
            continue
        nl = w.nl_screen.c
        dealing = TableConfig(seed=5, pause_ms=0)
        playing = replace(dealing, seats=(SeatConfig("trainee", "You"), *dealing.seats[1:]))
        for state, config in (("a dealer's question", dealing), ("the trainee's seat", playing)):
            nl.set_config(config)
            nl.set_paused(True)  # the test moves the hand on itself, without waiting
            nl.run_inline()
            settle()
            yield f"{name}, {state}", w
    w.tabs.setCurrentIndex(0)
    dialogs = (("set-up dialog", lambda: SetupDialog(w.controller, w)),
               ("no-limit set-up dialog", lambda: NLSetupDialog(w.nl_screen.c.config, w.nl_screen)),
               ("exam dialog", lambda: ExamDialog(w.trainer)))
    for name, make in dialogs:
        dialog = make()
        dialog.open()
        qtbot.waitExposed(dialog)
        settle()
        try:
            yield name, dialog
        finally:
            dialog.reject()
            dialog.deleteLater()


def shown(top: QWidget, kind=QWidget) -> list:
    """The widgets of ``kind`` in ``top``'s window that are on screen now."""
    return [x for x in top.findChildren(kind) if x.isVisible() and x.window() is top]


def _label_need(label: QLabel, room: QRect) -> QSize:
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text))
    if rich:
        doc = QtGui.QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        if label.wordWrap():
            doc.setTextWidth(room.width())
        return QSize(round(doc.idealWidth()), round(doc.size().height()))
    flags = MNEMONIC if label.buddy() is not None else Qt.TextFlag(0)
    if label.wordWrap():  # as QLabel draws it: wrapped at blanks, a long word runs over
        bounds = QRect(0, 0, room.width(), 1_000_000)
        return label.fontMetrics().boundingRect(
            bounds, int(flags | Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft), text).size()
    return label.fontMetrics().size(int(flags), text)  # its widest line, and all its lines


def text_room(w: QWidget) -> tuple[str, QSize, QRect] | None:
    """``(text, needed size, room)`` of a widget that shows one text; None for others."""
    style = w.style()
    if isinstance(w, QLabel):
        if not w.text():
            return None
        m = w.margin()
        room = w.contentsRect().adjusted(m, m, -m, -m)
        return w.text(), _label_need(w, room), room
    if isinstance(w, QComboBox):
        if w.isEditable() or not w.currentText():
            return None
        opt = QStyleOptionComboBox()
        w.initStyleOption(opt)
        room = style.subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                    QStyle.SubControl.SC_ComboBoxEditField, w).adjusted(1, 0, -1, 0)
        need = QSize(w.fontMetrics().horizontalAdvance(w.currentText()), w.fontMetrics().height())
        if not w.itemIcon(w.currentIndex()).isNull():
            need.setWidth(need.width() + w.iconSize().width() + 4)
        return w.currentText(), need, room
    if isinstance(w, QGroupBox):
        if not w.title():
            return None
        opt = QStyleOptionGroupBox()
        w.initStyleOption(opt)
        label = style.subControlRect(QStyle.ComplexControl.CC_GroupBox, opt,
                                     QStyle.SubControl.SC_GroupBoxLabel, w)
        room = label.intersected(w.rect())  # the title's place, as far as the box reaches
        return w.title(), w.fontMetrics().size(int(MNEMONIC), w.title()), room
    if not isinstance(w, QAbstractButton) or not w.text():
        return None
    need = w.fontMetrics().size(int(MNEMONIC), w.text())
    if not w.icon().isNull():
        need.setWidth(need.width() + w.iconSize().width() + 4)
    if isinstance(w, QToolButton):
        opt = QStyleOptionToolButton()
        w.initStyleOption(opt)
        if opt.toolButtonStyle == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return None
        fw = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, opt, w)
        room = style.subControlRect(QStyle.ComplexControl.CC_ToolButton, opt,
                                    QStyle.SubControl.SC_ToolButton, w).adjusted(fw, fw, -fw, -fw)
        return w.text(), need, room
    opt = QStyleOptionButton()
    w.initStyleOption(opt)
    element = {QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
               QRadioButton: QStyle.SubElement.SE_RadioButtonContents,
               QPushButton: QStyle.SubElement.SE_PushButtonContents}
    for kind, which in element.items():
        if isinstance(w, kind):
            return w.text(), need, style.subElementRect(which, opt, w)
    return None


def _describe(w: QWidget, text: str) -> str:
    name = w.objectName() or type(w.parentWidget()).__name__
    return f"{type(w).__name__} {name!r} {text[:70]!r}"


def clipped(top: QWidget) -> list[str]:
    """Each text of ``top``'s window that does not fit its room, with the sizes."""
    bad = []
    for w in shown(top):
        found = text_room(w)
        if found is None:
            continue
        text, need, room = found
        if need.width() > room.width() or need.height() > room.height():
            bad.append(f"{_describe(w, text)} needs {need.width()}x{need.height()}, "
                       f"has {room.width()}x{room.height()}")
    for bar in shown(top, QTabBar):
        for i in range(bar.count()):
            need, room = bar.tabSizeHint(i), bar.tabRect(i)
            if bar.isTabVisible(i) and need.width() > room.width():
                bad.append(f"tab {_describe(bar, bar.tabText(i))} needs {need.width()}, "
                           f"has {room.width()}")
    return bad


def test_the_check_finds_each_kind_of_cut_off_text(qtbot):
    """Its own measure: each kind of widget squeezed below its text is reported; given
    room, none is."""
    from PySide6.QtWidgets import QVBoxLayout

    top = QWidget()
    qtbot.addWidget(top)
    layout = QVBoxLayout(top)
    words = "Stacks of different sizes (short stacks go all-in)"
    wrapped = QLabel(words)
    wrapped.setWordWrap(True)
    combo = QComboBox()
    combo.addItem(words)
    squeezed = [QLabel(words), wrapped, QPushButton(words), QCheckBox(words), QRadioButton(words),
                combo, QGroupBox(words)]
    tool = QToolButton()
    tool.setText(words)
    squeezed.append(tool)
    for w in squeezed:
        layout.addWidget(w)
        w.setFixedSize(60, 22)
    tabs = QTabBar()
    tabs.setUsesScrollButtons(False)
    tabs.setElideMode(Qt.TextElideMode.ElideRight)
    tabs.addTab(words)
    tabs.setFixedWidth(60)
    layout.addWidget(tabs)
    top.show()
    qtbot.waitExposed(top)
    assert len(clipped(top)) == len(squeezed) + 1, clipped(top)
    tabs.setFixedWidth(tabs.tabSizeHint(0).width() + 10)
    for w in squeezed:
        w.setFixedSize(w.sizeHint().expandedTo(QSize(500, 30)) if w is not wrapped
                       else QSize(500, w.heightForWidth(500)))
    settle()
    assert clipped(top) == []


@pytest.fixture
def pseudo_window(qtbot, tmp_path, monkeypatch):
    w = build(qtbot, tmp_path, monkeypatch, PSEUDO)
    yield w
    w.languages.switch("en")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_no_text_is_cut_off_on_any_screen_in_the_pseudo_language(pseudo_window, qtbot, size):
    """Every tab (the no-limit table dealing and playing, each rules page with its
    self-test) and the three dialogs at 1280x800 and on a 1024x700 lab screen, every text
    a third longer than in English: each visible label, button, check box, radio button,
    tool button, group box title, tab and combo box shows its whole text."""
    pseudo_window.resize(*size)
    bad, seen = [], []
    for name, top in visit_screens(pseudo_window, qtbot):
        seen.append(name)
        assert any(x.text().startswith("[") for x in shown(top, QAbstractButton)), name
        bad += [f"{name}: {problem}" for problem in clipped(top)]
    assert len(seen) >= 8, seen
    assert not bad, "cut off in the pseudo-language:\n" + "\n".join(bad)
