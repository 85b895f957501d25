"""The Rules tab (F1): each game's rules page, the hand rankings and the glossary, in the
app's language; searchable, printable to PDF, with a self-test of word questions.

The pages are Markdown the controller fills from the rules core; this screen shows
them, draws the card pictures they name, follows their links (a worked example opens
on the table, a self-test link starts the test) and passes typed answers back.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QKeySequence,
    QPainter,
    QShortcut,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.controller.rules_pages import AnswerError, RulesPagesController
from app.core.errors import CoreError, PageError
from app.core.rules_pages import link_groups
from app.core.whole_file import temporary_beside
from app.i18n import error_text, format_amount, qt_translate
from app.ui.files import get_save_file_name, hand_folder, remember_folder
from app.ui.painting import draw_card

CARD_W, CARD_H, CARD_GAP, GROUP_GAP = 54, 76, 5, 22
ZOOM, ZOOM_STEPS = 1.2, (-2, 6)  # a step's factor; the smallest and largest step


def cards_image(link: str, four_colour: bool = False, scale: float = 1.0) -> QImage:
    """The picture a page's ``cards:As,Ad;Kc,7h`` link names: each group of cards side by
    side, a wider gap between groups, ``scale`` times the usual size."""
    try:
        groups = link_groups(link)
    except PageError:
        groups = []
    width = sum(len(g) * (CARD_W + CARD_GAP) for g in groups) + GROUP_GAP * (len(groups) - 1)
    image = QImage(max(1, round(width * scale)), round((CARD_H + 4) * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(scale, scale)
    x = 0.0
    for group in groups:
        for card in group:
            draw_card(p, QRectF(x, 2, CARD_W, CARD_H), card, four_colour)
            x += CARD_W + CARD_GAP
        x += GROUP_GAP
    p.end()
    return image


class PageBrowser(QTextBrowser):
    """A text browser that draws the pages' card pictures itself, at ``scale``.

    Signals:
        zoom_by(int): Ctrl + wheel, a step up or down.
    """

    zoom_by = Signal(int)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.four_colour = False
        self.scale = 1.0
        self.setOpenLinks(False)

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 (Qt's name)
        if url.scheme() == "cards" and kind == QTextDocument.ResourceType.ImageResource.value:
            return cards_image(url.path(), self.four_colour, self.scale)
        return super().loadResource(kind, url)

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by.emit(1 if event.angleDelta().y() > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)


class RulesScreen(QWidget):
    """The list of pages, the page, the find bar and the self-test.

    Signals:
        open_example(str): a worked example's name, to open on its table.
        open_drills(str): a game's id, to practise its drills in the trainer.
    """

    open_example = Signal(str)
    open_drills = Signal(str)

    def __init__(self, controller: RulesPagesController,
                 language: Callable[[], str] = lambda: "en",
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.c = controller
        self.language = language  # the app's language now
        self.pages = QListWidget(self)
        self.pages.setMaximumWidth(260)
        self.find = QLineEdit(self)
        self.find.setClearButtonEnabled(True)
        self.find_back, self.find_next = QPushButton(self), QPushButton(self)
        self.find_note = QLabel(self)
        self.print_button = QPushButton(self)
        self.browser = PageBrowser(self)
        self.browser.setObjectName("rules_page")
        self.browser.setMinimumHeight(120)
        self.zoom = 0

        bar = QHBoxLayout()
        bar.addWidget(self.find, 1)
        for w in (self.find_back, self.find_next, self.find_note):
            bar.addWidget(w)
        bar.addStretch(0)
        bar.addWidget(self.print_button)

        self.test_box = QGroupBox(self)
        self.question = QLabel(self.test_box)
        self.question.setWordWrap(True)
        self.question.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer = QLineEdit(self.test_box)
        self.check, self.next, self.close_test = (QPushButton(self.test_box) for _ in range(3))
        self.feedback = QLabel(self.test_box)
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.score = QLabel(self.test_box)
        row = QHBoxLayout()
        row.addWidget(self.answer, 1)
        row.addWidget(self.check)
        row.addWidget(self.next)
        row.addWidget(self.close_test)
        # The question and the working scroll: a long hand history never makes the window
        # taller than its screen.
        self.test_text = QScrollArea(self.test_box)
        self.test_text.setWidgetResizable(True)
        self.test_text.setFrameShape(QFrame.Shape.NoFrame)
        words = QWidget(self.test_text)
        column_ = QVBoxLayout(words)
        column_.setContentsMargins(0, 0, 0, 0)
        column_.addWidget(self.question)
        column_.addLayout(row)
        column_.addWidget(self.feedback)
        column_.addStretch(1)
        self.test_text.setWidget(words)
        self.test_text.setMinimumHeight(60)
        test = QVBoxLayout(self.test_box)
        test.addWidget(self.test_text, 1)
        test.addWidget(self.score)
        self.test_box.hide()
        self._asked: Optional[tuple[int, Optional[bool]]] = None  # the question shown, answered?

        right = QWidget(self)
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(bar)
        self.split = QSplitter(Qt.Orientation.Vertical, right)
        self.split.addWidget(self.browser)
        self.split.addWidget(self.test_box)
        self.split.setChildrenCollapsible(False)
        column.addWidget(self.split, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.pages)
        layout.addWidget(right, 1)

        for page in self.c.pages():
            item = QListWidgetItem(self.pages)
            item.setData(Qt.ItemDataRole.UserRole, page)
        self.pages.currentRowChanged.connect(lambda _row: self.show_page())
        self.find.returnPressed.connect(lambda: self.find_text(False))
        self.find.textChanged.connect(lambda _t: self.find_text(False, from_top=True))
        self.find_next.clicked.connect(lambda: self.find_text(False))
        self.find_back.clicked.connect(lambda: self.find_text(True))
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self._focus_find)
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindNext), self,
                  lambda: self.find_text(False))
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindPrevious), self,
                  lambda: self.find_text(True))
        # Bigger or smaller text and cards (Ctrl + wheel too): a page read from the back
        # of a room; Ctrl+0 as it was.
        for keys, step in ((QKeySequence.StandardKey.ZoomIn, 1), ("Ctrl+=", 1),
                           (QKeySequence.StandardKey.ZoomOut, -1), ("Ctrl+0", None)):
            QShortcut(QKeySequence(keys), self,
                      lambda step=step: self.set_zoom(0 if step is None else self.zoom + step))
        self.browser.zoom_by.connect(lambda step: self.set_zoom(self.zoom + step))
        self.print_button.clicked.connect(self._on_print)
        self.browser.anchorClicked.connect(self._on_link)
        self.answer.returnPressed.connect(self._on_check)
        self.check.clicked.connect(self._on_check)
        self.next.clicked.connect(self._on_next)
        self.close_test.clicked.connect(self.c.stop_self_test)
        self.c.self_test_changed.connect(self._show_test)
        self.pages.setCurrentRow(0)

    # -- pages ---------------------------------------------------------------------
    @property
    def page(self) -> str:
        item = self.pages.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else self.c.pages()[0]

    def show_game(self, game: str) -> None:
        """Show the page of ``game`` (the game on the table when F1 is pressed), or the
        page of that name."""
        pages = self.c.pages()
        if game in pages:
            self.pages.setCurrentRow(pages.index(game))

    def show_page(self) -> None:
        """Fill the page again: in the language, under today's house rules."""
        bar = self.browser.verticalScrollBar()
        keep = bar.value() if getattr(self, "_shown", None) == self.page else 0
        self.browser.document().clear()  # drop the pictures of the last page
        self.browser.setMarkdown(self.c.markdown(self.language(), self.page))
        self._shown = self.page
        bar.setValue(keep)
        self.find_note.clear()

    def set_zoom(self, step: int) -> None:
        """Text and cards ``ZOOM`` to the power ``step`` times their usual size (within
        ZOOM_STEPS), the page laid out again."""
        self.zoom = max(ZOOM_STEPS[0], min(ZOOM_STEPS[1], step))
        factor = ZOOM ** self.zoom
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, self.font().pointSizeF() * factor))
        self.browser.setFont(font)
        self.browser.scale = factor
        self.show_page()

    def set_four_colour(self, on: bool) -> None:
        self.browser.four_colour = on
        self.show_page()

    def _focus_find(self) -> None:
        self.find.setFocus()
        self.find.selectAll()

    def find_text(self, backward: bool, from_top: bool = False) -> bool:
        """Select the next (or previous) place the find field's text is on the page,
        going round the page's end; say so when it is nowhere."""
        text = self.find.text()
        if not text:
            self.find_note.clear()
            return False
        if from_top:
            cursor = self.browser.textCursor()
            cursor.setPosition(0)
            self.browser.setTextCursor(cursor)
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        found = self.browser.find(text, flags)
        if not found:  # round the end of the page
            cursor = self.browser.textCursor()
            cursor.movePosition(cursor.MoveOperation.End if backward
                                else cursor.MoveOperation.Start)
            self.browser.setTextCursor(cursor)
            found = self.browser.find(text, flags)
        if found:  # now, and once the page's pictures are laid out (they move the match)
            self._centre_cursor()
            QTimer.singleShot(0, self, self._centre_cursor)
        self.find_note.setText("" if found else self.tr("Not on this page"))
        return found

    def _centre_cursor(self) -> None:
        """Scroll the page so that the selected match stands in the middle of the view, not
        at its bottom edge where the browser's own scrolling leaves it."""
        bar = self.browser.verticalScrollBar()
        rect = self.browser.cursorRect()  # in the viewport's coordinates
        bar.setValue(bar.value() + rect.center().y() - self.browser.viewport().height() // 2)

    def print_pdf(self, path: str) -> bool:
        """Print the page to a PDF file; False when it cannot be written. The page is printed
        beside ``path`` and put in its place once complete: on Windows a PDF still open in a
        viewer cannot be replaced, and the old file then stays as it was (never "saved" while
        the old one is still there)."""
        # deferred: Qt's print support loads when a page is first printed
        from PySide6.QtPrintSupport import QPrinter

        try:
            out, tmp = temporary_beside(Path(path))
            out.close()
        except OSError:
            return False
        try:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            printer.setOutputFileName(str(tmp))
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setDocName(self.pages.currentItem().text() if self.pages.currentItem() else "")
            self.browser.document().print_(printer)
            if tmp.stat().st_size == 0:
                return False
            os.replace(tmp, path)
            return True
        except OSError:
            return False
        finally:
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)  # gone already once put in place

    def _on_print(self) -> None:
        name = f"{self.page}.pdf"
        path, _ = get_save_file_name(self, self.tr("Print the page to PDF"),
                                     os.path.join(hand_folder(self.c.settings), name),
                                     self.tr("PDF files (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        remember_folder(self.c.settings, path)
        if not self.print_pdf(path):
            QMessageBox.warning(self, self.tr("Print the page to PDF"),
                                self.tr("The PDF could not be written to {path}.").format(
                                    path=path))
            return
        self.find_note.setText(self.tr("Saved: {name}").format(name=os.path.basename(path)))

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == "scenario":
            self.open_example.emit(url.path())
        elif url.scheme() == "drills":
            self.open_drills.emit(url.path())
        elif url.scheme() == "selftest":
            try:
                self.c.start_self_test(url.path())
            except CoreError as e:  # a page linking a game the app does not have
                QMessageBox.warning(self, self.tr("Self-test"), error_text(e))
                return
            self.answer.setFocus()

    # -- the self-test ---------------------------------------------------------------
    def _on_check(self) -> None:
        t = self.c.test
        if t is None:
            return
        if t.feedback is not None:  # Enter again: the next question
            self._on_next()
            return
        try:
            self.c.answer(self.answer.text())
        except AnswerError as e:  # its sentence says what to type
            self.feedback.setText(error_text(e))

    def _on_next(self) -> None:
        """The next question, the keyboard on its answer field (a click on Next left it on
        the button, which the question then disables)."""
        self.c.next_question()
        self.answer.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit_test(self, tries: int = 3) -> None:
        """Give the self-test the height its question, answer and whole working need (up to
        two thirds of the room; the rest of a longer one scrolls), the page the rest (once
        the screen is laid out, when it is not yet)."""
        total = sum(self.split.sizes())
        if total <= 0:
            if tries > 1:
                QTimer.singleShot(0, self, lambda: self._fit_test(tries - 1))
            return
        lay = self.test_text.widget().layout()
        lay.invalidate()  # the working just set: measured anew
        width = self.test_text.viewport().width()
        words = (lay.heightForWidth(width) if lay.hasHeightForWidth()
                 else lay.sizeHint().height())
        around = max(self.test_box.height() - self.test_text.height(),  # title, score, margins
                     self.score.sizeHint().height() + 2 * self.fontMetrics().height())
        self._grow_test(words + around + 4 - self.split.sizes()[1])
        self._grow_later(3)

    def _grow_later(self, tries: int) -> None:
        """Once laid out, grow the self-test by what still scrolls (a few times: each growth
        lays the words out again)."""
        def grow() -> None:
            if self._grow_test(self.test_text.verticalScrollBar().maximum()) and tries > 1:
                self._grow_later(tries - 1)
        QTimer.singleShot(0, self, grow)

    def _grow_test(self, more: int) -> bool:
        """The self-test ``more`` pixels taller, the page that much shorter (the test at most
        two thirds of the room); whether it grew."""
        page, box = self.split.sizes()
        grown = min(box + more, (page + box) * 2 // 3)
        if more <= 0 or grown <= box:
            return False
        self.split.setSizes([page + box - grown, grown])
        return True

    def _show_test(self) -> None:
        t = self.c.test
        self.test_box.setVisible(t is not None)
        if t is None:
            self._asked = None
            return
        q = t.question
        asked, self._asked = self._asked, (id(q), t.feedback)
        self.test_box.setTitle(self.tr("Self-test: question {n}").format(n=t.number))
        self.question.setText("\n".join(line.render(qt_translate) for line in q.lines)
                              + "\n\n" + q.ask.render(qt_translate))
        if t.feedback is None:
            if asked != self._asked:  # a new question (not the same one in a new language)
                self.answer.clear()
                self.feedback.clear()
                self.answer.setFocus()
            self.answer.setReadOnly(False)
        else:
            self.answer.setReadOnly(True)
            verdict = (self.tr("\u2714 Right: {amount}") if t.feedback
                       else self.tr("\u2718 Not right: the answer is {amount}"))
            self.feedback.setText(verdict.format(amount=format_amount(q.answer)) + "\n" + "\n".join(
                line.render(qt_translate) for line in q.derivation))
            self._fit_test()
        self.check.setEnabled(t.feedback is None)
        self.next.setEnabled(t.feedback is not None)
        self.score.setText(self.tr("Right so far: {right} of {answered}").format(
            right=t.right, answered=t.answered))

    # -- words -----------------------------------------------------------------------
    def retranslate(self) -> None:
        for row, page in enumerate(self.c.pages()):
            self.pages.item(row).setText(self.c.title(self.language(), page))
        self.find.setPlaceholderText(self.tr("Find on this page"))
        self.find_back.setText(self.tr("Previous"))
        # Room kept for the note, so that saying it does not push the field and buttons.
        self.find_note.setMinimumWidth(self.find_note.fontMetrics().horizontalAdvance(
            self.tr("Not on this page")) + 8)
        self.find_next.setText(self.tr("Next"))
        self.print_button.setText(self.tr("Print to PDF..."))
        self.answer.setPlaceholderText(self.tr("The amount, in chips"))  # no digit: no answer
        self.check.setText(self.tr("Check"))
        self.next.setText(self.tr("Next question"))
        self.close_test.setText(self.tr("Close"))
        self.show_page()
        self._show_test()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(900, 600)


