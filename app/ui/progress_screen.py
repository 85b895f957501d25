"""The progress screen: per-drill accuracy and speed, a chart, weak areas, exams, export.

During an exam the answers of that exam are left out (its feedback comes at the end);
the exams list marks an abandoned exam and a code the trainee sat again. The speed rounds'
table shows the trainee's best round of each drill, level and kind played.

The figures come from the controller (the store's aggregates, never every answer: a
trainee may have a year of them), and are read and drawn again only when something they
show may have changed; an answer given on the trainer waits until the screen is shown."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.controller.trainer import DrillStats, StoreError, TrainerController
from app.core.trainer.deals import tag_term
from app.core.trainer.drills import DRILLS
from app.core.trainer.speed import KINDS
from app.i18n import error_text, format_amount, format_seconds, qt_translate
from app.ui import files
from app.ui.progress_chart import ProgressChart
from app.ui.speed_words import SpeedWords


class ProgressScreen(QWidget):
    """What the chosen trainee has done, and where to practise next."""

    def __init__(self, controller: TrainerController, parent=None) -> None:
        super().__init__(parent)
        self.c = controller
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.table = QTableWidget(0, 8, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.itemSelectionChanged.connect(self._show_chart)
        self.chart = ProgressChart(self)
        self.weak_title, self.weak = QLabel(self), QListWidget(self)
        self.exams_title = QLabel(self)
        self.exams = QTableWidget(0, 5, self)
        self.exams.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.speed_title = QLabel(self)
        self.speed = QTableWidget(0, 5, self)  # the best speed round of each drill, level, kind
        self.speed.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.export_one, self.export_all = QPushButton(self), QPushButton(self)
        self.export_one.clicked.connect(lambda: self._export(False))
        self.export_all.clicked.connect(lambda: self._export(True))
        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addWidget(self.table, 2)
        left.addWidget(self.chart, 2)
        right = QVBoxLayout()
        right.addWidget(self.weak_title)
        right.addWidget(self.weak, 1)
        right.addWidget(self.exams_title)
        right.addWidget(self.exams, 1)
        right.addWidget(self.speed_title)
        right.addWidget(self.speed, 1)
        right.addWidget(self.export_one)
        right.addWidget(self.export_all)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        self.c.profile_changed.connect(self.refresh)
        self.c.answered.connect(self._on_answered)
        self.c.exam_finished.connect(self.refresh)
        self.c.speed_finished.connect(self.refresh)
        self._shown: object = None  # what the figures shown were read at (progress_mark)
        self._words()  # the figures come with ``retranslate``, as the window shows the screen

    def retranslate(self) -> None:
        """The words in today's language, and the figures with them."""
        self._words()
        self._shown = None
        self.refresh()

    def _words(self) -> None:
        self.table.setHorizontalHeaderLabels([
            self.tr("Drill"), self.tr("Answers"), self.tr("Accuracy"), self.tr("Last 30"),
            self.tr("Median time"), self.tr("Target (level {level})").format(level=self.c.level),
            self.tr("Streak"), self.tr("Mastered")])
        self.exams.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Code"), self.tr("Result"),
                                              self.tr("Passed"), self.tr("Sitting")])
        self.weak_title.setText(self.tr("Practise next (weakest first):"))
        self.exams_title.setText(self.tr("Exams:"))
        self.speed.setHorizontalHeaderLabels([self.tr("Drill"), self.tr("Level"),
                                              self.tr("Round"), self.tr("Best result"),
                                              self.tr("Date")])
        self.speed_title.setText(self.tr("Speed rounds: best results"))
        self.export_one.setText(self.tr("Export this trainee to CSV..."))
        self.export_all.setText(self.tr("Export every trainee to CSV..."))

    def _on_answered(self) -> None:
        """An answer: the figures now when the screen is in sight, else when it is shown next
        (the trainer's next question waits for no figures)."""
        if self.isVisible():
            self.refresh()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        """The chosen trainee's figures, read and shown again only when they may have changed
        since they were shown (an answer, an exam, a round, another trainee or level)."""
        # The language's words and numbers are in the mark too: they are there at once when
        # the language changes, before the window's retranslate comes.
        mark = (self.c.progress_mark(), self.tr("Progress of {name}"), format_seconds(1.5),
                format_amount(10000))
        if mark == self._shown:
            return
        self._show_figures()
        self._shown = mark

    def _show_figures(self) -> None:
        figures = self.c.progress_figures()  # read again only when an answer was added
        self.title.setText(self.tr("Progress of {name}").format(name=self.c.profile.name))
        level = self.c.level
        self.table.horizontalHeaderItem(5).setText(
            self.tr("Target (level {level})").format(level=level))
        self.table.setRowCount(len(DRILLS))
        for row, drill in enumerate(DRILLS.values()):
            target = drill.targets[level - 1]
            st = figures.stats(drill.id, target)
            cells = [drill.title.render(qt_translate), format_amount(st.count),
                     f"{st.accuracy * 100:.0f}%" if st.count else "-",
                     f"{st.recent_accuracy * 100:.0f}%" if st.count else "-",
                     self.seconds(st.median_seconds) if st.median_seconds is not None else "-",
                     self.seconds(target, None), str(st.streak),
                     ("\u2713 " + self.tr("yes")) if st.mastered else self.tr("not yet")]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, drill.id)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        if not self.table.selectedItems():
            self.table.selectRow(0)
        self.weak.clear()
        targets = {d.id: d.targets[level - 1] for d in DRILLS.values()}
        for drill, _weight in figures.weak_areas(targets)[:6]:
            self.weak.addItem(self._why_weak(drill, figures.stats(drill, targets[drill]),
                                             targets[drill]))
        tags = figures.weak_tags()[:6]
        if tags:
            heading = QListWidgetItem(self.tr("Hands missed most lately:"))
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading, not a choice (full contrast)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            self.weak.addItem(heading)
        for tag, _weight in tags:
            self.weak.addItem("  \u2022 " + tag_term(tag).render(qt_translate))
        exams = self.c.exam_history()
        self.exams.setRowCount(len(exams))
        for row, (e, attempt) in enumerate(exams):
            result = "-" if e.correct is None else f"{e.correct}/{e.questions}"
            passed = {"passed": "\u2713 " + self.tr("yes"), "failed": "\u2717 " + self.tr("no"),
                      "abandoned": "\u2717 " + self.tr("abandoned")}.get(e.status, "-")
            sitting = self.tr("first") if attempt == 1 else self.tr(
                "sat again (attempt {n})").format(n=attempt)
            for col, text in enumerate((e.started[:16].replace("T", " "), e.code, result, passed,
                                        sitting)):
                self.exams.setItem(row, col, QTableWidgetItem(text))
        self.exams.resizeColumnsToContents()
        self._show_speed_bests()
        self._show_chart()

    def _show_speed_bests(self) -> None:
        """The best round of each drill (in the drills' order), level and kind played."""
        order = {d: i for i, d in enumerate(DRILLS)}
        found = sorted(self.c.speed_bests().values(), key=lambda r: (
            order.get(r.drill, len(order)), r.drill, r.level, KINDS.index(r.kind)))
        self.speed.setRowCount(len(found))
        for row, r in enumerate(found):
            drill = DRILLS.get(r.drill)
            title = drill.title.render(qt_translate) if drill is not None else r.drill
            for col, text in enumerate((title, str(r.level), SpeedWords().kind_name(r.kind),
                                        SpeedWords().score(r), SpeedWords.when(r))):
                self.speed.setItem(row, col, QTableWidgetItem(text))
        self.speed.resizeColumnsToContents()

    def seconds(self, seconds: float, decimals: int | None = 1) -> str:
        """A time as the window's language writes it, with its unit: ``3.5 s``, ``3,5 с``."""
        return self.tr("{seconds} s").format(seconds=format_seconds(seconds, decimals=decimals))

    def _why_weak(self, drill: str, st: DrillStats, target: float) -> str:
        """A weak drill in words: why it comes up next (the scoring core weighs the same
        figures: recent errors and slowness against the target)."""
        title = DRILLS[drill].title.render(qt_translate)
        if not st.count or st.median_seconds is None:
            return self.tr("{drill}: not practised yet").format(drill=title)
        return self.tr("{drill}: {right}% right lately, {seconds} s a question (target "
                       "{target} s)").format(drill=title, right=f"{st.recent_accuracy * 100:.0f}",
                                             seconds=format_seconds(st.median_seconds),
                                             target=format_seconds(target, decimals=None))

    def _show_chart(self) -> None:
        items = self.table.selectedItems()
        drill = items[0].data(Qt.ItemDataRole.UserRole) if items else next(iter(DRILLS))
        points = self.c.progress_history(drill)
        self.chart.set_data(points, DRILLS[drill].targets[self.c.level - 1],
                            (self.tr("accuracy, last 10 answers"),
                             self.tr("median seconds, last 10 answers"),
                             self.tr("No answers in this drill yet."),
                             self.tr("target time at level {level}").format(
                                 level=self.c.level)), self.seconds)

    def _export(self, everyone: bool) -> None:
        # In the folder last used, else the documents folder: never the program's folder.
        path, _ = files.get_save_file_name(
            self, self.tr("Export to CSV"),
            os.path.join(files.hand_folder(self.c.settings), "progress.csv"),
            self.tr("CSV files (*.csv)"))
        if not path:
            return
        files.remember_folder(self.c.settings, path)
        try:
            rows = self.c.export(Path(path), everyone)
        except (OSError, StoreError) as e:
            QMessageBox.warning(self, self.tr("Export"), self.tr(
                "The file could not be written: {reason}").format(reason=error_text(e)))
            return
        said = self.tr("%n answer(s) written to {path}.", "", rows.written).format(path=path)
        if rows.left_out:
            said += " " + self.tr("%n damaged answer(s) could not be read and (was|were) left "
                                  "out; the next start sets (it|them) aside and says so.", "",
                                  rows.left_out)
        QMessageBox.information(self, self.tr("Export"), said)
