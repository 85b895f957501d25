"""What the window says about the progress store, and the timers that look after it: why
progress cannot be saved (and the retry that writes what waited once the file can take it),
the damaged records set aside, the weekly check and the background pass over the rows
already verified once the window is painted, and, at quit, what still waits for the file
and would be lost."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from app import composition as services_
from app.composition import AppServices
from app.core.errors import CoreError, StoreError
from app.core.text import Numerus
from app.i18n import error_text, qt_translate
from app.system.paths import data_mode
from app.ui import files

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls
# Texts with a count, marked with Numerus: lupdate's Python reader takes a translate call for
# a plural text only when its count is written as a number.
SET_ASIDE = Numerus.translate(
    "MainWindow", "The progress file had %n damaged record(s), now set aside and kept in it; "
    "everything else is here as before.", None, 0)
ANSWERS_WAITING = Numerus.translate(
    "MainWindow", "%n answer(s) could not be saved in the progress file yet.", None, 0)
OTHERS_WAITING_TOO = Numerus.translate(
    "MainWindow", "%n other change(s) could not be saved in it yet either (trainees added, "
    "renamed or removed, exams, speed rounds).", None, 0)
OTHERS_WAITING = Numerus.translate(
    "MainWindow", "%n change(s) could not be saved in the progress file yet (trainees added, "
    "renamed or removed, exams, speed rounds).", None, 0)
log = logging.getLogger(__name__)
# The window's words, in its translation context ("MainWindow"), where they always were.

SAVE_RETRY_MS = 5000  # how often answers kept in memory try the progress file again
STORE_CHECK_MS = 3000  # the progress file's weekly check: this long after the window shows
# The rows a start no longer verifies are verified again in slices once the window is
# painted: this long after it shows, then a slice of REVERIFY_ROWS rows (about 10 ms) every
# REVERIFY_TICK_MS, until every row was gone over once (a year's 200,000 answers: ~5 s).
REVERIFY_START_MS = 1000
REVERIFY_TICK_MS = 40
REVERIFY_ROWS = 2000


class StoreNotices(QObject):
    """The progress store's notices and timers of one window (``window``: the parent of
    its message boxes)."""

    def __init__(self, window: QWidget, services: AppServices) -> None:
        super().__init__(window)
        self.window, self.services = window, services
        services.on_session_only(lambda problem: QTimer.singleShot(
            0, self, lambda: self.tell_problem(problem)))
        # Answers kept in memory while the disk is full are written once there is room.
        self.save_retry = QTimer(self)
        self.save_retry.setInterval(SAVE_RETRY_MS)
        self.save_retry.timeout.connect(self._on_save_retry)
        self.reverify = QTimer(self)  # the rows already verified, again (single thread:
        self.reverify.setInterval(REVERIFY_TICK_MS)  # never inside a write)
        self.reverify.timeout.connect(self._on_reverify_tick)
        self._set_aside = 0  # damaged rows the pass set aside, told at its end

    def start(self) -> None:
        """Once the window has painted: the progress store opened, what opening it found
        told, and its timers started (never on the start's path)."""
        services = self.services
        services.open_store()  # (a screen may have opened it already)
        # The weekly check of the whole progress file, a while after the window shows.
        QTimer.singleShot(STORE_CHECK_MS, self, services.check_store)
        QTimer.singleShot(REVERIFY_START_MS, self, self.reverify.start)
        if services.store_moved is not None or services.store_problem is not None \
                or services.store_set_aside:
            QTimer.singleShot(0, self, self.tell_problem)

    def stop(self) -> None:
        """No more passes or retries (the window closes)."""
        self.reverify.stop()
        self.save_retry.stop()

    def _on_save_retry(self) -> None:
        if self.services.save_pending():
            self.save_retry.stop()
            QMessageBox.information(self.window, translate("MainWindow", "Progress"), translate(
                "MainWindow", "Progress is saved again: the answers kept meanwhile are in the "
                "progress file."))

    def _on_reverify_tick(self) -> None:
        """A slice of the background pass; at its end, how many damaged rows it set aside
        (the trainer and the Progress tab showed the rest already, at once). When the
        trainees cannot be read again after rows were set aside, the pass stops, with one
        sentence."""
        try:
            progress = self.services.reverify_store(REVERIFY_ROWS)
        except StoreError as exc:
            log.warning("The background check of the progress file stopped: %s", exc)
            self.reverify.stop()
            QMessageBox.warning(self.window, translate("MainWindow", "Progress"), translate(
                "MainWindow", "Damaged records were found in the progress file, but your "
                "records could not be read again after they were set aside; restart the app to "
                "see them."))
            return
        self._set_aside += progress.set_aside
        if progress.done:
            self.reverify.stop()
            if self._set_aside:
                QMessageBox.warning(self.window, translate("MainWindow", "Progress"),
                                    self._set_aside_line(self._set_aside))
                self._set_aside = 0

    @staticmethod
    def _set_aside_line(count: int) -> str:
        return qt_translate("MainWindow", SET_ASIDE, count)

    def tell_problem(self, problem: services_.SaveProblem | None = None) -> None:
        """One sentence each: the damaged file kept aside, the damaged records set aside in
        it, why progress cannot be saved."""
        lines = []
        moved = self.services.store_moved
        if problem is None and moved is not None:
            lines.append(translate(
                "MainWindow", "The progress file was damaged, so it was kept as {path} and a new "
                "one was started.").format(path=str(moved)))
        if problem is None and self.services.store_set_aside:
            lines.append(self._set_aside_line(self.services.store_set_aside))
        problem = problem or self.services.store_problem
        if problem is not None and self.services.store_waiting:  # failed mid-session
            reason = problem.reason.render(qt_translate)
            if problem.kind == services_.DISK_FULL:
                lines.append(translate(
                    "MainWindow", "Progress cannot be saved just now: {reason}. You can practise "
                    "on; your answers are kept and saved as soon as there is room again.").format(
                        reason=reason))
            else:  # read-only now, an I/O error, another program holding the file
                lines.append(translate(
                    "MainWindow", "Progress cannot be saved just now: {reason}. You can practise "
                    "on; your answers are kept and saved as soon as the progress file can be "
                    "written again.").format(reason=reason))
            self.save_retry.start()
        elif problem is not None:
            reason = problem.reason.render(qt_translate)
            lines.append(translate(
                "MainWindow", "Progress cannot be saved here: {reason}. You can practise on; "
                "answers are kept until the app closes.").format(reason=reason))
            if problem.kind == services_.READ_ONLY and data_mode() == "portable":
                # Portable mode on a program installed for everyone (Program Files): the
                # folder beside the program is not the students' to write.
                lines.append(translate(
                    "MainWindow", "The app keeps its data beside the program (portable mode: "
                    "a file named portable there, or --portable), and that folder cannot be "
                    "written. Where the program is installed for every user, turn portable "
                    "mode off: each user's progress is then kept in their own folder."))
        QMessageBox.warning(self.window, translate("MainWindow", "Progress"), "\n\n".join(lines))

    def may_lose_waiting(self) -> bool:
        """What was kept in memory that the progress file still cannot take (the disk is
        still full) would be lost by quitting: the progress file is tried once more, then
        the trainee is told how many answers and other changes (trainees added, renamed or
        removed, exams, speed rounds) wait, and what quitting loses; with answers among
        them, every answer may be exported to a CSV file first (a class's results import
        it: the other changes cannot be exported). Whether the window may close."""
        answers, others = self.services.waiting_changes
        if not (answers or others) or self.services.save_pending():
            return True
        log.warning("Quitting is asked for while %d answers and %d other changes wait for "
                    "the progress file", answers, others)
        self.save_retry.stop()  # no "saved again" box while this one is open
        save, discard, cancel = (QMessageBox.StandardButton.Save,
                                 QMessageBox.StandardButton.Discard,
                                 QMessageBox.StandardButton.Cancel)
        lines = []
        if answers:
            lines.append(qt_translate("MainWindow", ANSWERS_WAITING, answers))
        if answers and others:
            lines.append(qt_translate("MainWindow", OTHERS_WAITING_TOO, others))
        elif others:
            lines.append(qt_translate("MainWindow", OTHERS_WAITING, others))
        if answers and others:
            lines.append(translate(
                "MainWindow", "Export every answer to a CSV file before quitting? The export "
                "holds the answers only: quitting loses the other changes, and without the "
                "export the answers too."))
        elif answers:
            lines.append(translate(
                "MainWindow", "Export every answer to a CSV file before quitting? Quitting "
                "without the export loses them."))
        else:
            lines.append(translate("MainWindow", "Quitting now loses them. Quit anyway?"))
        buttons = (save | discard | cancel) if answers else (discard | cancel)
        choice = QMessageBox.warning(self.window, translate("MainWindow", "Progress"),
                                     " ".join(lines), buttons, save if answers else cancel)
        if choice == save:
            if self._export():
                return True
        elif choice == discard:
            log.warning("Quit without saving %d answers and %d other changes", answers, others)
            return True
        self.save_retry.start()
        return False

    def _export(self) -> bool:
        """Every answer exported to a CSV file the trainee picks; whether it was written. The
        words are the Progress tab's own export's (its translations, one for both)."""
        settings = self.services.settings
        path, _ = files.get_save_file_name(
            self.window, translate("ProgressScreen", "Export to CSV"),
            os.path.join(files.hand_folder(settings), "progress.csv"),
            translate("ProgressScreen", "CSV files (*.csv)"))
        if not path:
            return False
        files.remember_folder(settings, path)
        try:
            self.services.export_progress(Path(path))
        except (OSError, CoreError) as e:
            QMessageBox.warning(self.window, translate("ProgressScreen", "Export"), translate(
                "ProgressScreen", "The file could not be written: {reason}").format(
                    reason=error_text(e)))
            return False
        return True
