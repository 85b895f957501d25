"""The class's results: trainees' CSV exports read into one table, weak areas, exams, reports.

The instructor adds the exports (files, or every CSV file of a folder, such as
a shared network folder), or this PC's class (this PC's own progress file, read
directly: the exams its class served, told apart as the results to rely on, and
the practice its joined trainees sent), and sees the files read, each refused one with its
reason; a table of trainees by drills (accuracy and median time, each cell
marked with its band's sign and coloured, its details in a tool tip); the
class's weakest drills and cases; the exams by code with their pass rates.
The class table goes out as CSV and each trainee's page as a PDF. The window
shows what its controller (app.controller.classroom) holds; it computes nothing.

Files are read and merged away from the window (the controller's import, in a
process of its own), and so is the class merged again when a file is removed:
the window says how far it has got (files and megabytes, then the merging) and
its Cancel stops the work, the class as it was; closing the window stops it
too, at once.
"""

from __future__ import annotations

import os
from typing import Callable, TypeVar

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.controller.classroom import (
    BAND_MARKS,
    BAND_WORDS,
    FAILED,
    LEARNING,
    MASTERED,
    NEEDS_WORK,
    SLOW,
    SOURCE_WORDS,
    STATUS_MARKS,
    STATUS_WORDS,
    STOPPED,
    ClassFileError,
    ClassResultsController,
    ExamSitting,
    FileRead,
    StoreError,
)
from app.controller.house import load_book
from app.core.trainer.deals import tag_term
from app.core.trainer.drills import DRILLS
from app.core.trainer.remark import limits_line, practice_line
from app.i18n import error_text, format_decimal, format_percent, format_seconds, qt_translate
from app.system.settings import Settings
from app.ui.closing import closing
from app.ui.files import get_existing_directory, get_open_file_names, get_save_file_name, hand_folder

BAND_BACKGROUND = {MASTERED: "#d7f0dc", SLOW: "#fbeccb", NEEDS_WORK: "#f9d6d3"}
MB = 1024 * 1024
_T = TypeVar("_T")


def _two_lines(text: str) -> str:
    """A column title broken at the blank nearest its middle, so the table stays narrow."""
    blanks = [i for i, c in enumerate(text) if c == " "]
    if len(text) < 16 or not blanks:
        return text
    cut = min(blanks, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "\n" + text[cut + 1:]


def _heading(text: str) -> QListWidgetItem:
    """A bold line of a list that is not a choice."""
    item = QListWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
    font = item.font()
    font.setBold(True)
    item.setFont(font)
    return item


class ClassWindow(QWidget):
    """The class's results, from the files its controller holds."""

    def __init__(self, controller: ClassResultsController, settings: Settings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.c, self.settings = controller, settings
        # an exam code names a house's own pay table by this PC's house profiles
        self.c.known_houses = load_book(settings).profiles
        self.add_files, self.add_folder, self.remove = (QPushButton(self) for _ in range(3))
        self.export_csv, self.reports = QPushButton(self), QPushButton(self)
        self.add_store = QPushButton(self)  # this PC's class: its own progress file
        self.add_store.clicked.connect(self._on_add_store)
        self.add_files.clicked.connect(self._on_add_files)
        self.add_folder.clicked.connect(self._on_add_folder)
        self.remove.clicked.connect(self._on_remove)
        self.export_csv.clicked.connect(self._on_export_csv)
        self.reports.clicked.connect(self._on_reports)
        buttons = QHBoxLayout()
        for b in (self.add_store, self.add_files, self.add_folder, self.remove):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.export_csv)
        buttons.addWidget(self.reports)
        self.files_title, self.files = QLabel(self), QListWidget(self)
        self.files.setWordWrap(True)
        self.files.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.files.itemSelectionChanged.connect(self._enable)
        self.summary, self.legend = QLabel(self), QLabel(self)
        self.summary.setWordWrap(True)
        self.legend.setWordWrap(True)
        self.table = QTableWidget(0, 0, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.weak_title, self.weak = QLabel(self), QListWidget(self)
        self.weak.setWordWrap(True)
        self.exams_title, self.exams = QLabel(self), QTreeWidget(self)
        self.exams.setColumnCount(5)
        self.trust = QLabel(self)  # what marking exams again can and cannot tell
        self.trust.setWordWrap(True)
        self.close_button = closing(self)
        self.reading, self.read_status = QProgressBar(self), QLabel(self)
        self.reading.setRange(0, 1000)
        self.reading.setTextVisible(False)
        self.read_status.setWordWrap(True)
        self.cancel = QPushButton(self)
        self.cancel.clicked.connect(self._on_cancel)
        self._read_words = str  # what the reading line says, worded anew by retranslate
        self._lay_out(buttons)
        self.resize(1000, 660)
        self.c.changed.connect(self.refresh)
        self.c.progressed.connect(self._on_progressed)
        self.c.import_ended.connect(self._on_import_ended)
        self._show_reading(False)
        self.retranslate()

    def _lay_out(self, buttons: QHBoxLayout) -> None:
        left = QWidget(self)
        files = QVBoxLayout(left)
        files.setContentsMargins(0, 0, 0, 0)
        files.addWidget(self.files_title)
        files.addWidget(self.files)
        right = QWidget(self)
        main = QVBoxLayout(right)
        main.setContentsMargins(0, 0, 0, 0)
        main.addWidget(self.summary)
        main.addWidget(self.table, 3)
        main.addWidget(self.legend)
        below = QHBoxLayout()
        for title, widget in ((self.weak_title, self.weak), (self.exams_title, self.exams)):
            column = QVBoxLayout()
            column.addWidget(title)
            column.addWidget(widget)
            if widget is self.exams:
                column.addWidget(self.trust)
            below.addLayout(column, 1)
        main.addLayout(below, 2)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 3)
        split.setSizes([260, 740])
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        reading = QHBoxLayout()
        reading.addWidget(self.reading, 1)
        reading.addWidget(self.cancel)
        layout.addLayout(reading)
        layout.addWidget(self.read_status)
        layout.addWidget(split, 1)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout.addLayout(bottom)

    # -- words -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Class results"))
        self.add_store.setText(self.tr("&This PC's class"))
        self.add_store.setToolTip(self.tr(
            "Reads this PC's own progress file: the exams its class served (the results to "
            "rely on), the practice its joined trainees sent, and this PC's own trainees."))
        self.add_files.setText(self.tr("Add &files..."))
        self.add_folder.setText(self.tr("Add f&older..."))
        self.remove.setText(self.tr("&Remove"))
        self.export_csv.setText(self.tr("&Export CSV..."))
        self.reports.setText(self.tr("&PDF per trainee..."))
        self.reports.setToolTip(self.tr("Writes one PDF report per trainee into a folder you "
                                        "choose."))
        self.close_button.setText(self.tr("Close"))
        self.cancel.setText(self.tr("&Cancel"))
        self.cancel.setToolTip(self.tr("Stops reading the files; the class stays as it was."))
        self.read_status.setText(self._read_words())
        self.files_title.setText(self.tr("Files read:"))
        self.weak_title.setText(self.tr("The class's weakest drills and cases:"))
        self.exams_title.setText(self.tr("Exams by code:"))
        self.exams.setHeaderLabels([self.tr("Code / trainee"), self.tr("Result"),
                                    self.tr("Passed"), self.tr("Sittings"), self.tr("Sat as")])
        marks = [f"{BAND_MARKS[b]} {BAND_WORDS[b].render(qt_translate)}"
                 for b in (MASTERED, LEARNING, SLOW, NEEDS_WORK)]
        self.legend.setText(self.tr(
            "Each cell: the share of all answers that were right, and the median time over the "
            "last 30. {mastered}: 90% right over the last 30 within the target time; {learning}; "
            "{slow}: the median time over the target; {needs_work}: under 75% right lately.").format(
            mastered=marks[0], learning=marks[1], slow=marks[2], needs_work=marks[3]))
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def seconds(self, seconds: float | None, decimals: int | None = 1) -> str:
        if seconds is None:
            return "-"
        return self.tr("{seconds} s").format(seconds=format_seconds(seconds, decimals=decimals))

    # -- showing the class -------------------------------------------------------------------
    def refresh(self) -> None:
        r = self.c.results
        self._show_files(r.files)
        if r.files:
            self.summary.setText(self.tr("%n trainee(s)", "", len(r.trainees)) + ", "
                                 + self.tr("%n answer(s)", "", r.answers))
        else:
            self.summary.setText(self.tr(
                "Add the trainees' CSV exports (Progress tab, Export...), or a folder that "
                "holds them, such as a shared network folder."))
        self._show_table()
        self._show_weakest()
        self._show_exams()
        self._enable()

    def _enable(self) -> None:
        idle = self.c.importing is None  # the files being read: the class cannot change
        for b in (self.add_store, self.add_files, self.add_folder):
            b.setEnabled(idle)
        self.remove.setEnabled(idle and bool(self.files.selectedItems()))
        for b in (self.export_csv, self.reports):
            b.setEnabled(idle and bool(self.c.results.trainees))

    def _file_text(self, f: FileRead) -> str:
        name = self.tr("This PC's class") if f.from_store else f.path.name
        if f.refusal is not None:
            return "\u2717 " + self.tr("{file}: refused. {reason}").format(
                file=name, reason=f.refusal.render(qt_translate))
        text = "\u2713 " + self.tr("{file}: %n answer(s)", "", f.answers).format(file=name)
        if f.repeated:
            text += " " + self.tr("(%n already read from another file)", "", f.repeated)
        return text

    def _show_files(self, files: tuple[FileRead, ...]) -> None:
        self.files.clear()
        for f in files:
            item = QListWidgetItem(self._file_text(f))
            item.setData(Qt.ItemDataRole.UserRole, str(f.path))
            told = [str(f.path), ", ".join(f.trainees)]
            if f.refusal is not None:  # whole in the tip, where a line without blanks is cut
                item.setForeground(QBrush(QColor("#a01d16")))
                told[1] = f.refusal.render(qt_translate)
            item.setToolTip("\n".join(filter(None, told)))
            self.files.addItem(item)

    def _cell(self, trainee: str, drill: str, result) -> QTableWidgetItem:
        if result is None:
            item = QTableWidgetItem("\u2013")
            item.setToolTip(self.tr("{trainee} has not practised this drill.").format(
                trainee=trainee))
            return item
        s = result.stats
        item = QTableWidgetItem(f"{BAND_MARKS[result.band]} {format_percent(s.accuracy)}% "
                                f"\u00b7 {self.seconds(s.median_seconds)}")
        if result.band in BAND_BACKGROUND:
            item.setBackground(QBrush(QColor(BAND_BACKGROUND[result.band])))
            item.setForeground(QBrush(QColor("#1a1a1a")))
        item.setToolTip(self.tr(
            "{trainee}, {drill}: {word}\n{right} of {answers} right ({accuracy}%), the last 30: "
            "{recent}%\nmedian time {median} over the last 30, target {target} at level "
            "{level}").format(
            trainee=trainee, drill=DRILLS[drill].title.render(qt_translate),
            word=BAND_WORDS[result.band].render(qt_translate), right=result.correct,
            answers=s.count, accuracy=format_percent(s.accuracy),
            recent=format_percent(s.recent_accuracy), median=self.seconds(s.median_seconds),
            target=self.seconds(result.target, None), level=result.level))
        return item

    def _show_table(self) -> None:
        r = self.c.results
        drills = r.drills
        self.table.clear()
        self.table.setRowCount(len(r.trainees))
        self.table.setColumnCount(len(drills))
        self.table.setHorizontalHeaderLabels(
            [_two_lines(DRILLS[d].title.render(qt_translate)) for d in drills])
        self.table.setVerticalHeaderLabels([t.name for t in r.trainees])
        for row, t in enumerate(r.trainees):
            for col, drill in enumerate(drills):
                self.table.setItem(row, col, self._cell(t.name, drill, t.drills.get(drill)))
        self.table.resizeColumnsToContents()

    def _show_weakest(self) -> None:
        r = self.c.results
        self.weak.clear()
        if r.weak_drills:
            self.weak.addItem(_heading(self.tr("Drills, weakest first:")))
        for w in r.drills_named:
            self.weak.addItem("  \u2022 " + self.tr(
                "{drill}: {right}% right, answered by %n trainee(s)", "", w.trainees).format(
                drill=DRILLS[w.drill].title.render(qt_translate), right=format_percent(w.accuracy)))
        if r.weak_cases:
            self.weak.addItem(_heading(self.tr("Cases missed most lately:")))
        for case in r.cases_missed:
            self.weak.addItem("  \u2022 " + self.tr(
                "{case}: missed %n time(s), by {trainees}", "", case.misses).format(
                case=tag_term(case.tag).render(qt_translate),
                trainees=self.tr("%n trainee(s)", "", case.trainees)))

    def _sitting_texts(self, s: ExamSitting) -> list[str]:
        result = s.result
        if result is None:
            told = self.tr("{correct} of {answered} answered right").format(
                correct=s.correct, answered=s.answered)
        else:
            told = self.tr("{correct} of {questions} right").format(correct=s.correct,
                                                                   questions=result.total)
        status = f"{STATUS_MARKS[s.status]} {STATUS_WORDS[s.status].render(qt_translate)}"
        return [s.trainee, told, status]

    def _source_text(self, s: ExamSitting) -> str:
        """Served (by this PC's class: to rely on) or self-study, marked so by more than a
        word's colour: a check mark beside served."""
        word = SOURCE_WORDS[s.source].render(qt_translate)
        return f"\u2713 {word}" if s.served else word

    def _show_exams(self) -> None:
        self.exams.clear()
        results = self.c.results
        self.trust.setText(" ".join(line.render(qt_translate) for line in (
            practice_line(), limits_line())) if results.trainees else "")
        notes: list[tuple[QTreeWidgetItem, list[str]]] = []  # a sitting, what marking it found
        for summary in results.exams:
            top = QTreeWidgetItem([
                summary.code, self.tr("%n trainee(s)", "", len(summary.results)),
                self.tr("{passed} of {ended} ({rate}%)").format(
                    passed=summary.passed, ended=summary.ended,
                    rate=format_percent(summary.pass_rate)), ""])
            for s in summary.results:
                child = QTreeWidgetItem([*self._sitting_texts(s),
                                         str(summary.sittings[s.trainee]), self._source_text(s)])
                top.addChild(child)
                lines = [told.render(qt_translate) for told in s.notes]
                if lines:
                    for col in (0, 1, 4):
                        child.setToolTip(col, "\n".join(lines))
                    notes.append((child, lines))
            self.exams.addTopLevelItem(top)
            top.setExpanded(True)
        for col in range(self.exams.columnCount()):
            self.exams.resizeColumnToContents(col)
        for child, lines in notes:  # under the sitting, the tree's width (no column widened)
            for text in lines:
                note = QTreeWidgetItem([text])
                note.setToolTip(0, text)
                child.addChild(note)
                note.setFirstColumnSpanned(True)
            child.setExpanded(True)

    # -- the instructor's commands -----------------------------------------------------------
    def _start_folder(self) -> str:
        """The folder last used for files (hands, worksheets, these), else the documents
        folder, else home: never one that does not exist."""
        return hand_folder(self.settings)

    def _on_add_store(self) -> None:
        self._start_reading(self.c.import_store,
                            lambda: self.tr("Reading this PC's class..."))

    def _on_add_files(self) -> None:
        paths, _ = get_open_file_names(self, self.tr("Add trainees' results"),
                                       self._start_folder(),
                                       self.tr("CSV files (*.csv);;All files (*)"))
        if paths:
            self._start_reading(lambda: self.c.import_files(paths))

    def _on_add_folder(self) -> None:
        folder = get_existing_directory(self, self.tr("Add every CSV file of a folder"),
                                        self._start_folder())
        if not folder:
            return
        try:
            found = self._start_reading(lambda: self.c.import_folder(folder))
        except ClassFileError as e:
            self._say_reading(str)
            self._show_reading(False)
            QMessageBox.warning(self, self.tr("Class results"), error_text(e))
            return
        if not found:
            QMessageBox.information(self, self.tr("Class results"), self.tr(
                "The folder {folder} holds no CSV files.").format(folder=folder))

    # -- reading files, in the controller's thread -------------------------------------------
    def _start_reading(self, start: Callable[[], _T],
                       words: Callable[[], str] | None = None) -> _T:
        """``start()`` an import, the reading line shown (saying ``words()``, else that the
        files are being read); what ``start`` gives."""
        self._say_reading(words or (lambda: self.tr("Reading the files...")))
        self.reading.setRange(0, 1000)
        self.reading.setValue(0)
        self._show_reading(True)
        found = start()
        self._enable()
        if self.c.importing is None:  # nothing to read after all
            self._say_reading(str)
            self._show_reading(False)
        return found

    def _show_reading(self, shown: bool) -> None:
        for widget in (self.reading, self.cancel):
            widget.setVisible(shown)
        self.cancel.setEnabled(shown)
        self.read_status.setVisible(shown or bool(self.read_status.text()))

    def _say_reading(self, words: Callable[[], str]) -> None:
        """Say ``words()`` on the reading line, and again after a change of language."""
        self._read_words = words
        self.read_status.setText(words())

    def _on_progressed(self, files_done: int, files: int, done: int, size: int) -> None:
        self.reading.setValue(round(1000 * done / size) if size else 0)
        if files_done >= files:  # every file read: the class is being merged
            self.reading.setRange(0, 0)  # a bar that says it works, not how far
            self._say_reading(self._merging)
            return
        self.reading.setRange(0, 1000)
        self._say_reading(lambda: self.tr(
            "Reading file {file} of {files}: {done} of {size} MB...").format(
            file=min(files_done + 1, files), files=files, done=format_decimal(done / MB, 1),
            size=format_decimal(size / MB, 1)))

    def _merging(self) -> str:
        return self.tr("Putting the class together...")

    def _on_cancel(self) -> None:
        self.cancel.setEnabled(False)
        self._say_reading(lambda: self.tr("Stopping..."))
        self.c.cancel_import()

    def _on_import_ended(self, outcome: str) -> None:
        self.reading.setRange(0, 1000)
        self._show_reading(False)
        if outcome == STOPPED:
            self._say_reading(lambda: self.tr("Stopped; the class is as it was before."))
        elif outcome == FAILED:
            name = type(self.c.failure).__name__
            self._say_reading(lambda: self.tr(
                "The files could not be read (internal error: {name}); the class is as it "
                "was before.").format(name=name))
        else:
            self._say_reading(str)
        self.read_status.setVisible(bool(self.read_status.text()))
        self._enable()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.c.stop_import()  # no thread reads on behind a closed window
        super().closeEvent(event)

    def _on_remove(self) -> None:
        paths = [item.data(Qt.ItemDataRole.UserRole) for item in self.files.selectedItems()]
        self._say_reading(str)  # what the last import said is about files no longer asked of
        self.read_status.setVisible(False)
        self._start_reading(lambda: self.c.remove(paths), self._merging)  # the others again

    def _on_export_csv(self) -> None:
        path, _ = get_save_file_name(
            self, self.tr("Export the class table"),
            os.path.join(self._start_folder(), "class-results.csv"), self.tr("CSV files (*.csv)"))
        if not path:
            return
        try:
            rows = self.c.export_csv(path)
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Export"), error_text(e))
            return
        QMessageBox.information(self, self.tr("Export"), self.tr(
            "%n row(s) written to {path}.", "", rows).format(path=path))

    def _on_reports(self) -> None:
        folder = get_existing_directory(
            self, self.tr("Choose a folder: one PDF report per trainee is written into it"),
            self._start_folder())
        if not folder:
            return
        try:
            written = self.c.write_reports(folder)
        except StoreError as e:
            QMessageBox.warning(self, self.tr("PDF reports"), error_text(e))
            return
        QMessageBox.information(self, self.tr("PDF reports"), self.tr(
            "%n report(s) written to {folder}.", "", len(written)).format(folder=folder))
