"""The Rules tab (F1): each game's rules page, the hand rankings and the glossary, in the
app's language; searchable, printable to PDF, with a self-test of word questions.

The pages are Markdown the controller fills from the rules core; this screen shows
them, draws the card pictures they name, follows their links (a worked example opens
on the table, a self-test link starts the test) and passes typed answers back.
"""

from __future__ import annotations

import os
from typing import Callable, Optional

from PySide6.QtCore import QRectF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QImage, QKeySequence, QPainter, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.controller.rules_pages import AnswerError, RulesPagesController
from app.core.cards import parse_cards
from app.core.errors import CardError
from app.i18n import error_text, qt_translate
from app.ui.files import hand_folder, remember_folder
from app.ui.painting import draw_card

CARD_W, CARD_H, CARD_GAP, GROUP_GAP = 54, 76, 5, 22


def cards_image(link: str, four_colour: bool = False) -> QImage:
    """The picture a page's ``cards:As,Ad;Kc,7h`` link names: each group of cards side by
    side, a wider gap between groups."""
    groups = [[c for c in g.split(",") if c] for g in link.split(";") if g]
    try:
        [parse_cards(g) for g in groups]
    except CardError:
        groups = []
    width = sum(len(g) * (CARD_W + CARD_GAP) for g in groups) + GROUP_GAP * (len(groups) - 1)
    image = QImage(max(1, width), CARD_H + 4, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    x = 0.0
    for group in groups:
        for card in group:
            draw_card(p, QRectF(x, 2, CARD_W, CARD_H), card, four_colour)
            x += CARD_W + CARD_GAP
        x += GROUP_GAP
    p.end()
    return image


class PageBrowser(QTextBrowser):
    """A text browser that draws the pages' card pictures itself."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.four_colour = False
        self.setOpenLinks(False)

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 (Qt's name)
        if url.scheme() == "cards" and kind == QTextDocument.ResourceType.ImageResource.value:
            return cards_image(url.path(), self.four_colour)
        return super().loadResource(kind, url)


class RulesScreen(QWidget):
    """The list of pages, the page, the find bar and the self-test.

    Signals:
        open_example(str): a worked example's name, to open on its table.
    """

    open_example = Signal(str)

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
        test = QVBoxLayout(self.test_box)
        test.addWidget(self.question)
        test.addLayout(row)
        test.addWidget(self.feedback)
        test.addWidget(self.score)
        self.test_box.hide()

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
        # Bigger or smaller text (Ctrl + wheel too): a page read from the back of a room.
        QShortcut(QKeySequence(QKeySequence.StandardKey.ZoomIn), self,
                  lambda: self.browser.zoomIn(2))
        QShortcut(QKeySequence("Ctrl+="), self, lambda: self.browser.zoomIn(2))
        QShortcut(QKeySequence(QKeySequence.StandardKey.ZoomOut), self,
                  lambda: self.browser.zoomOut(2))
        self.print_button.clicked.connect(self._on_print)
        self.browser.anchorClicked.connect(self._on_link)
        self.answer.returnPressed.connect(self._on_check)
        self.check.clicked.connect(self._on_check)
        self.next.clicked.connect(self.c.next_question)
        self.close_test.clicked.connect(self.c.stop_self_test)
        self.c.self_test_changed.connect(self._show_test)
        self.pages.setCurrentRow(0)

    # -- pages ---------------------------------------------------------------------
    @property
    def page(self) -> str:
        item = self.pages.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else self.c.pages()[0]

    def show_game(self, game: str) -> None:
        """Show the page of ``game`` (the game on the table when F1 is pressed)."""
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
        self.find_note.setText("" if found else self.tr("Not on this page"))
        return found

    def print_pdf(self, path: str) -> bool:
        """Print the page to a PDF file; False when it cannot be written."""
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(path)
        printer.setDocName(self.pages.currentItem().text() if self.pages.currentItem() else "")
        self.browser.document().print_(printer)
        return os.path.isfile(path) and os.path.getsize(path) > 0

    def _on_print(self) -> None:
        name = f"{self.page}.pdf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Print the page to PDF"),
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

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == "scenario":
            self.open_example.emit(url.path())
        elif url.scheme() == "selftest":
            self.c.start_self_test(url.path())
            self.answer.setFocus()

    # -- the self-test ---------------------------------------------------------------
    def _on_check(self) -> None:
        t = self.c.test
        if t is None:
            return
        if t.feedback is not None:  # Enter again: the next question
            self.c.next_question()
            return
        try:
            self.c.answer(self.answer.text())
        except AnswerError as e:
            self.feedback.setText(self.tr("Not an amount: {reason}").format(reason=error_text(e)))

    def _show_test(self) -> None:
        t = self.c.test
        self.test_box.setVisible(t is not None)
        if t is None:
            return
        q = t.question
        self.test_box.setTitle(self.tr("Self-test: question {n}").format(n=t.number))
        self.question.setText("\n".join(line.render(qt_translate) for line in q.lines)
                              + "\n\n" + q.ask.render(qt_translate))
        if t.feedback is None:
            self.answer.clear()
            self.answer.setReadOnly(False)
            self.feedback.clear()
            self.answer.setFocus()
        else:
            self.answer.setReadOnly(True)
            verdict = (self.tr("\u2714 Right: {amount}") if t.feedback
                       else self.tr("\u2718 Not right: the answer is {amount}"))
            self.feedback.setText(verdict.format(amount=q.answer) + "\n" + "\n".join(
                line.render(qt_translate) for line in q.derivation))
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
        self.find_next.setText(self.tr("Next"))
        self.print_button.setText(self.tr("Print to PDF..."))
        self.answer.setPlaceholderText(self.tr("Amount, e.g. 1 000"))
        self.check.setText(self.tr("Check"))
        self.next.setText(self.tr("Next question"))
        self.close_test.setText(self.tr("Close"))
        self.show_page()
        self._show_test()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(900, 600)


