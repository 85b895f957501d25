"""The Instructor menu's worksheet window: a drill's questions printed, with their key.

It asks for what ``python -m app worksheet`` asks for (drill, level, count, seed,
language, resolution, file; the house rules are the active house profile's, as the
trainer's) and runs the same function,
:func:`app.printing.worksheet.write_worksheet`, in a thread of its own, so the window
stays live and a Cancel stops it; the file is only replaced once complete.
"""

from __future__ import annotations

import logging
import os
import random
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QEvent, QThread, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.controller.house import active_house
from app.core.profiles import HouseProfile
from app.core.trainer.drills import DRILLS, MAX_SEED
from app.i18n import LANGUAGES, qt_translate
from app.printing.worksheet import MAX_COUNT, RESOLUTIONS, Worksheet, WorksheetError, reader, write_worksheet
from app.system.settings import Settings
from app.ui.files import get_save_file_name, hand_folder, remember_folder

log = logging.getLogger(__name__)


class _Stopped(Exception):
    """The user pressed Cancel: the work ends, the file is left as it was."""


class WorksheetWriter(QThread):
    """Writes one worksheet off the window's thread.

    Signals:
        progressed(done, of): the work so far.
        written(sheet): the file is in place.
        refused(error): the sheet could not be made or saved (a WorksheetError, or any
            other exception, which is logged).
    """

    progressed = Signal(int, int)
    written = Signal(object)
    refused = Signal(object)

    def __init__(self, out: Path, drill: str, level: int, count: int, seed: int, lang: str,
                 dpi: int, house: HouseProfile, parent=None) -> None:
        super().__init__(parent)
        self.args = (out, drill, level, count, seed, lang, dpi)
        self.house = house
        reader(lang)  # the language's translator is made here, on the window's thread

    def _on_progress(self, done: int, of: int) -> None:
        if self.isInterruptionRequested():
            raise _Stopped
        self.progressed.emit(done, of)

    def run(self) -> None:
        try:
            sheet = write_worksheet(*self.args, progress=self._on_progress, house=self.house)
        except _Stopped:
            return
        except Exception as e:  # shown as one sentence; a bug's traceback goes to the log
            if not isinstance(e, WorksheetError):
                log.exception("The worksheet could not be made")
            self.refused.emit(e)
            return
        self.written.emit(sheet)


class WorksheetDialog(QDialog):
    """Choose a drill, a level, how many questions, the seed, the language and the file;
    Save writes the PDF. ``language()`` gives the window's language, the sheet's default."""

    def __init__(self, settings: Settings, language: Callable[[], str],
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.writer: Optional[WorksheetWriter] = None
        self.out = Path()  # the file being written, or last written
        self._chosen = ""  # the file the file dialog gave (it asked before replacing it)
        self.stopping = False  # Cancel was pressed: the sheet being made is given up
        self.drill, self.lang = QComboBox(self), QComboBox(self)
        for drill in DRILLS:
            self.drill.addItem("", drill)
        self.drill.setCurrentIndex(max(0, self.drill.findData(settings.get("trainer/drill"))))
        self.level, self.count, self.seed = QSpinBox(self), QSpinBox(self), QSpinBox(self)
        for spin, most, value in ((self.level, 3, settings.get("trainer/level")),
                                  (self.count, MAX_COUNT, 20),
                                  (self.seed, MAX_SEED, random.SystemRandom().randrange(10**6))):
            spin.setRange(0 if spin is self.seed else 1, most)
            spin.setValue(value)
        for code, name in LANGUAGES.items():
            self.lang.addItem(name, code)
        self.lang.setCurrentIndex(max(0, self.lang.findData(language())))
        self.dpi = QComboBox(self)
        for dpi in RESOLUTIONS:
            self.dpi.addItem("", dpi)
        self.file = QLineEdit(self)
        self.choose = QPushButton(self)
        self.choose.clicked.connect(self._on_choose)
        self.progress = QProgressBar(self)
        self.progress.setVisible(False)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self._status: Callable[[], str] = str  # the last thing said, worded anew by retranslate
        self.save = QPushButton(self)
        self.save.setDefault(True)
        self.save.clicked.connect(self._on_save)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self._on_close_button)
        self._layout()
        self.setMinimumWidth(480)  # room for a file's path
        self.retranslate()
        QCoreApplication.instance().aboutToQuit.connect(self.stop)  # no thread outlives the app

    def _layout(self) -> None:
        form = QFormLayout()
        self.labels = [QLabel(self) for _ in range(7)]
        picker = QHBoxLayout()
        picker.addWidget(self.file, 1)
        picker.addWidget(self.choose)
        for label, field in zip(self.labels, (self.drill, self.level, self.count, self.seed,
                                              self.lang, self.dpi, picker), strict=True):
            form.addRow(label, field)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.save)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addLayout(buttons)

    # -- words ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Worksheets"))
        for label, text in zip(self.labels, (
                self.tr("&Drill:"), self.tr("&Level:"), self.tr("&Questions:"), self.tr("S&eed:"),
                self.tr("L&anguage:"), self.tr("&Resolution:"), self.tr("&File:")), strict=True):
            label.setText(text)
        for label, field in zip(self.labels, (self.drill, self.level, self.count, self.seed,
                                              self.lang, self.dpi, self.file), strict=True):
            label.setBuddy(field)
        for i, drill in enumerate(DRILLS.values()):
            self.drill.setItemText(i, drill.title.render(qt_translate))
        for i, dpi in enumerate(RESOLUTIONS):
            self.dpi.setItemText(i, self.tr("{dpi} dpi").format(dpi=dpi))
        self.seed.setToolTip(self.tr("The same seed gives the same sheet: question 1 is the "
                                     "trainer's question for this seed, question 2 for the "
                                     "next, and so on."))
        self.file.setPlaceholderText(self.tr("The PDF file to write"))
        self.choose.setText(self.tr("C&hoose..."))
        self.save.setText(self.tr("&Save"))
        self.status.setText(self._status())
        self._set_close_text()

    def _say(self, words: Callable[[], str]) -> str:
        """Show ``words()`` as the status, and keep them to say again in another language."""
        self._status = words
        self.status.setText(words())
        return self.status.text()

    def _set_close_text(self) -> None:
        self.close_button.setText(self.tr("&Cancel") if self.writer else self.tr("Cl&ose"))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- choosing the file ------------------------------------------------------------------
    def suggested_name(self) -> str:
        return f"worksheet-{self.drill.currentData()}-{self.level.value()}-{self.seed.value()}.pdf"

    def _on_choose(self) -> None:
        start = os.path.join(os.path.dirname(self.file.text()) or hand_folder(self.settings),
                             self.suggested_name())
        path, _ = get_save_file_name(self, self.tr("Save worksheet"), start,
                                     self.tr("PDF files (*.pdf)"))
        if path:
            self.file.setText(path if path.lower().endswith(".pdf") else path + ".pdf")
            self._chosen = self.file.text()

    # -- saving -----------------------------------------------------------------------------
    def _on_save(self) -> None:
        path = self.file.text().strip()
        if not path:
            self._on_choose()
            path = self.file.text().strip()
            if not path:
                return
        if os.path.isfile(path) and path != self._chosen:
            answer = QMessageBox.question(
                self, self.windowTitle(),
                self.tr("{file} already exists. Replace it?").format(file=path))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.start(Path(path))

    def start(self, out: Path) -> None:
        """Write the sheet to ``out`` (in a thread); the window says when it is done."""
        self.out = out
        self.writer = WorksheetWriter(out, self.drill.currentData(), self.level.value(),
                                      self.count.value(), self.seed.value(),
                                      self.lang.currentData(), self.dpi.currentData(),
                                      active_house(self.settings), self)
        self.writer.progressed.connect(self._on_progressed)
        self.writer.written.connect(self._on_written)
        self.writer.refused.connect(self._on_refused)
        self.writer.finished.connect(self._on_finished)
        self.save.setEnabled(False)
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self._say(lambda: self.tr("Making the worksheet..."))
        self._set_close_text()
        self.writer.start()

    def _on_progressed(self, done: int, of: int) -> None:
        self.progress.setRange(0, of)
        self.progress.setValue(done)

    def _on_written(self, sheet: Worksheet) -> None:
        self.stopping = False  # a Cancel that came too late: the file is in place
        remember_folder(self.settings, str(self.out))
        out = str(self.out)
        self._say(lambda: self.tr("Saved {file}: %n page(s), the answer key from page {key}.",
                                  "", sheet.page_count).format(
            file=out, key=sheet.question_pages + 1))

    def _on_refused(self, error: Exception) -> None:
        if isinstance(error, WorksheetError):
            text = self._say(lambda: error.render(qt_translate))
        else:
            text = self._say(lambda: self.tr(
                "The worksheet could not be made (internal error: {name}).").format(
                name=type(error).__name__))
        QMessageBox.warning(self, self.windowTitle(), text)

    def _on_finished(self) -> None:
        stopped, self.stopping = self.writer is not None and self.stopping, False
        self.writer = None
        self.save.setEnabled(True)
        self.progress.setVisible(False)
        if stopped:
            self._say(lambda: self.tr("Stopped; no file was written."))
        self._set_close_text()

    def _on_close_button(self) -> None:
        """Cancel the sheet being made, or, when none is, close the window."""
        if self.writer is not None:
            self.stopping = True
            self.writer.requestInterruption()
        else:
            super().reject()

    def stop(self) -> None:
        """Stop a sheet being made and wait for its thread (the window is closing)."""
        if self.writer is not None:
            self.stopping = True
            self.writer.requestInterruption()
            self.writer.wait()
            self._on_finished()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.stop()
        super().closeEvent(event)

    def reject(self) -> None:  # Escape: as the Cancel / Close button
        self._on_close_button()
