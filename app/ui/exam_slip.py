"""The exam slip: an exam the instructor set, shown to be given to the class, not sat here.

Its code in large type (selectable, and Copy puts it on the clipboard), its drills and
settings; Print writes the slip's A4 page as a PDF (app.printing.exam_slip, as worksheets
are printed); Show on the projector fills the screen with the code and the drills, for the
room, with where each trainee types it (Esc or its button closes it). "Sit it here" is the
one way to sit it here, and says so.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.errors import StoreError
from app.core.trainer.exam import ExamSpec
from app.i18n import error_text, qt_translate
from app.printing.exam_slip import SlipText, code_lines, slip_text, write_slip
from app.system.settings import Settings
from app.ui.files import get_save_file_name, hand_folder, remember_folder
from app.ui.painting import font

SELECTABLE = Qt.TextInteractionFlag.TextSelectableByMouse \
    | Qt.TextInteractionFlag.TextSelectableByKeyboard


def _measure(bold: bool):
    """How wide a text is drawn in the app's font at a size, in pixels."""
    return lambda text, size: QFontMetricsF(font(size, bold)).horizontalAdvance(text)


class ExamSlip(QDialog):
    """The slip of the exam ``spec`` (its code ``code``): the code to copy, print and show on
    the projector. Nothing starts here; ``sit`` is asked for by its own button alone."""

    sit = Signal()

    def __init__(self, spec: ExamSpec, code: str, settings: Settings, house_name: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.spec, self.code, self.settings, self.house_name = spec, code, settings, house_name
        self.projector: ProjectorView | None = None
        self._px = 0  # presenter mode's type size; 0: normal type
        self._screen: QSize | None = None  # the screen presented on (None: the slip's)
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.code_label = QLabel(self)
        self.code_label.setTextInteractionFlags(SELECTABLE)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setObjectName("code")
        self.how = QLabel(self)
        self.drills_heading = QLabel(self)
        # The drills in one column, or two side by side when there are more than six.
        self.drills = [QLabel(self), QLabel(self)]
        self.details = QLabel(self)
        self.house = QLabel(self)
        for label in (self.how, *self.drills, self.details, self.house):
            label.setWordWrap(True)
            label.setTextInteractionFlags(SELECTABLE)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.note = QLabel(self)  # what a button did: copied, saved
        self.note.setVisible(False)
        for w in (self.title, self.code_label, self.how, self.drills_heading):
            layout.addWidget(w)
        columns = QHBoxLayout()
        for label in self.drills:
            columns.addWidget(label, 1)
        layout.addLayout(columns)
        layout.addWidget(self.details)
        layout.addWidget(self.house)
        layout.addStretch(1)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        self.copy_button, self.print_button, self.projector_button, self.sit_button, \
            self.close_button = (QPushButton(self) for _ in range(5))
        for b in (self.copy_button, self.print_button, self.projector_button):
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(self.sit_button)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.copy_button.clicked.connect(self.copy_code)
        self.print_button.clicked.connect(self._on_print)
        self.projector_button.clicked.connect(self.show_projector)
        self.sit_button.clicked.connect(self._on_sit)
        self.close_button.clicked.connect(self.close)
        self.close_button.setDefault(True)
        self.retranslate()

    def words(self) -> SlipText:
        return slip_text(self.spec, self.code, qt_translate, self.house_name)

    def retranslate(self) -> None:
        words = self.words()
        self.setWindowTitle(self.tr("Exam slip"))
        self.title.setText(self.tr("Give the class this code: each trainee sits the exam on "
                                   "their own PC. It does not start on this one."))
        self.title.setWordWrap(True)
        self.how.setText(words.how)
        self.drills_heading.setText(words.drills_heading)
        names = ["\u2022 " + name for name in words.drills]
        half = len(names) if len(names) <= 6 else -(-len(names) // 2)
        self.drills[0].setText("\n".join(names[:half]))
        self.drills[1].setText("\n".join(names[half:]))
        self.drills[1].setVisible(len(names) > half)
        self.details.setText("   \u00b7   ".join(words.details))
        self.house.setText(words.house)
        self.house.setVisible(bool(words.house))
        self.copy_button.setText(self.tr("&Copy the code"))
        self.print_button.setText(self.tr("&Print to PDF..."))
        self.projector_button.setText(self.tr("Show on the p&rojector"))
        self.sit_button.setText(self.tr("&Sit it here"))
        self.sit_button.setToolTip(self.tr("Starts the exam here, on this PC: its questions "
                                           "and clock, with the trainer locked until it ends."))
        self.close_button.setText(self.tr("Close"))
        self._type()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_presenting(self, on: bool, px: int, screen: QSize | None = None) -> None:
        """Presenter mode: the slip in the room's type (``px``, the main window's for the
        ``screen`` it presents on, this slip's screen by default), the code larger still;
        the buttons, and two columns of drills, a fifth smaller but never under a 45th of
        the screen's height (the room reads the projector view)."""
        self._px = px if on else 0
        self._screen = screen
        self._type()

    def _type(self) -> None:
        px = self._px
        screen = self._screen or self.screen().availableGeometry().size()
        buttons = max(-(-screen.height() // 45), round(px * 0.8))
        self.setStyleSheet(f"QLabel {{ font-size: {px}px; }} "
                           f"QPushButton {{ font-size: {buttons}px; }}" if px else "")
        # The code twice the type (two and a half times outside presenter mode), on as
        # many lines as the screen's width needs (a long exam's code), cut between groups.
        base = px or round(QFontMetricsF(self.font()).height())
        wide = screen.width()
        lines, size = code_lines(self.code, wide * 0.9 if px else min(960, wide * 0.85),
                                 round(base * (2 if px else 2.5)), round(base * 1.5),
                                 _measure(True))
        self.code_label.setText("\n".join(lines))
        self.code_label.setStyleSheet(f"font-size: {size}px; font-weight: bold;")
        self.title.setStyleSheet(f"font-size: {px or round(base * 1.1)}px; font-weight: bold;")
        self.drills_heading.setStyleSheet("font-weight: bold;")
        many = px and self.drills[1].isVisibleTo(self)  # two columns: the buttons' type
        for label in self.drills:
            label.setStyleSheet(f"font-size: {buttons}px;" if many else "")
        self.setMaximumWidth(round(wide * 0.96) if px else 16777215)  # (Qt's no limit)
        self.fit()

    def fit(self) -> None:
        """As large as its contents ask, its wrapped lines whole: adjustSize alone leaves a
        dialog the height of its lines unwrapped, cutting two columns of drills short."""
        self.layout().activate()
        self.adjustSize()
        need = self.heightForWidth(self.width())
        if need > self.height():
            self.resize(self.width(), need)
        area, frame = self.screen().availableGeometry(), self.frameGeometry()
        if self.isVisible() and not area.contains(frame):  # grown off the screen: back on
            self.move(max(area.left(), min(frame.left(), area.right() - frame.width())),
                      max(area.top(), min(frame.top(), area.bottom() - frame.height())))

    # -- the buttons -------------------------------------------------------------------------
    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.code)
        self.say(self.tr("The code {code} is on the clipboard.").format(code=self.code))

    def say(self, text: str) -> None:
        """What a button did, under the slip (the line is shown only then)."""
        self.note.setText(text)
        if not self.note.isVisible():
            self.note.setVisible(True)
            self.fit()

    def pdf_name(self) -> str:
        return f"exam-{self.code}.pdf"

    def _on_print(self) -> None:
        title = self.tr("Print the exam slip to PDF")
        path, _ = get_save_file_name(
            self, title, os.path.join(hand_folder(self.settings), self.pdf_name()),
            self.tr("PDF files (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        remember_folder(self.settings, path)
        self.print_to(path, title)

    def print_to(self, path: str, title: str = "") -> bool:
        """The slip's page written to the PDF ``path``; False, and said, when it cannot be."""
        try:
            write_slip(path, self.words())
        except StoreError as e:
            QMessageBox.warning(self, title or self.windowTitle(), error_text(e))
            return False
        self.say(self.tr("Saved: {name}").format(name=os.path.basename(path)))
        return True

    def show_projector(self) -> ProjectorView:
        """The code and the drills over the whole screen this slip is on."""
        if self.projector is None:
            self.projector = ProjectorView(self.words(), self)
            self.projector.destroyed.connect(self._projector_gone)
        self.projector.present(self.screen().geometry())
        return self.projector

    def _projector_gone(self) -> None:
        self.projector = None

    def _on_sit(self) -> None:
        self.close()
        self.sit.emit()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.projector is not None:
            self.projector.close()
        super().closeEvent(event)


class ProjectorView(QWidget):
    """The exam's code, where to type it and the drills for the room: a window of its own
    over the whole screen, light type on dark, sized to the screen (nothing under a 45th of
    its height); Esc or its Close button closes it."""

    def __init__(self, words: SlipText, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.words = words
        self.setObjectName("projector")
        self.setStyleSheet("QWidget#projector { background: #10281a; } "
                           "QLabel { color: #f4f4ec; }")
        self.setWindowTitle(words.title)
        layout = QVBoxLayout(self)
        self.title = QLabel(words.title, self)
        self.code_label = QLabel(self)
        self.code_label.setTextInteractionFlags(SELECTABLE)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.how = QLabel(words.how, self)  # where each trainee types the code
        self.how.setWordWrap(True)
        self.drill_labels = [QLabel("\u2022 " + name, self) for name in words.drills]
        self.details = QLabel("   \u00b7   ".join(words.details), self)
        self.details.setWordWrap(True)
        self.close_button = QPushButton(self.tr("Close (Esc)"), self)
        self.close_button.clicked.connect(self.close)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Esc stays the view's
        layout.addWidget(self.title)
        layout.addWidget(self.code_label)
        layout.addWidget(self.how)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        layout.addWidget(self.details)
        layout.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.sizes: dict[str, int] = {}  # the type of each part, as laid out for the screen

    def event(self, event) -> bool:
        # Esc is this view's: claimed before the main window's Esc (leave presenter mode),
        # which Qt would otherwise trigger as the view's parent's shortcut.
        if event.type() == QEvent.Type.ShortcutOverride and event.key() == Qt.Key.Key_Escape:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def present(self, screen: QRect) -> None:
        """Fill ``screen`` (a rectangle) and lay the type out for its size."""
        self.lay_out(screen.size())
        # Without a window manager fullscreen is only a request: cover the screen first.
        self.setGeometry(screen)
        self.showFullScreen()
        self.raise_()
        self.activateWindow()
        self.setFocus()

    def lay_out(self, size: QSize) -> None:
        """The type for a screen of ``size``: the code as large as the width lets it be (up to
        a sixth of the height, on two lines when one would be too small), the drills a 24th
        of the height, then smaller, and the code too, until all of it fits the screen as
        laid out (a Thai line is taller than a Latin one), never under a 45th."""
        w, h = size.width(), size.height()
        margin = max(12, h // 40)
        self.layout().setContentsMargins(margin, margin, margin, margin)
        least = -(-h // 45)
        columns = 1 if len(self.drill_labels) <= 6 else 2
        rows = -(-len(self.drill_labels) // columns)
        for i, label in enumerate(self.drill_labels):
            label.setWordWrap(True)
            self.grid.addWidget(label, i % rows, i // rows)
        title_px, close_px = max(least, h // 30), max(least, h // 40)
        self.title.setStyleSheet(f"font-size: {title_px}px; color: #c8d8c8;")
        self.close_button.setStyleSheet(f"font-size: {close_px}px; padding: 4px 16px;")
        code_most = h // 6
        drill_px = max(least, h // 24)
        while True:
            lines, code_px = code_lines(self.words.code, w * 0.94 - 2 * margin, code_most,
                                        h // 14, _measure(True))
            self.code_label.setText("\n".join(lines))
            self.code_label.setStyleSheet(f"font-size: {code_px}px; font-weight: bold;")
            detail_px = max(least, min(drill_px, h // 28))
            self.how.setStyleSheet(f"font-size: {detail_px}px; color: #c8d8c8;")
            for label in self.drill_labels:
                label.setStyleSheet(f"font-size: {drill_px}px;")
            self.details.setStyleSheet(f"font-size: {detail_px}px; font-weight: bold;")
            self.sizes = {"title": title_px, "code": code_px, "how": detail_px,
                          "drills": drill_px, "details": detail_px, "close": close_px}
            if self._needs(w) <= h or (drill_px <= least and code_most <= h // 14):
                return
            if drill_px > least:
                drill_px -= 1
            else:
                code_most -= 2

    def _needs(self, width: int) -> int:
        """How tall the view's contents are laid out ``width`` wide, in the type set now."""
        layout = self.layout()
        layout.invalidate()
        for w in (self.title, self.code_label, self.how, self.details, *self.drill_labels):
            w.ensurePolished()
            w.updateGeometry()
        if layout.hasHeightForWidth():
            return layout.totalHeightForWidth(width)
        return layout.totalMinimumSize().height()
