"""The class's results window's controller: the files the instructor added, read and merged.

The core does every part (app.core.trainer.class_import reads a file or
refuses it with its reason, app.core.trainer.classroom merges the class and
writes its table, app.class_report draws the reports); this keeps the list of
files, re-reads a file added again (it may have changed on the shared
folder), and tells the window when the class changed.

The window adds files through :meth:`ClassResultsController.import_files`: a
:class:`ClassImport` thread reads and merges them, so a year of a lab's answers
(tens of megabytes) never stops the window; it tells its progress, and a Cancel
(or closing the window, or quitting) stops it with the class as it was.

Signals:
    changed: the files, and so the class's results, changed.
    progressed(files_done, files, bytes_done, bytes): an import's progress.
    import_ended(outcome): an import ended, DONE, STOPPED or FAILED (``failure``
        then holds the exception, logged).
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import time
from pathlib import Path
from typing import Iterable, Optional

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from app.class_report import write_reports
from app.core.errors import ClassFileError, StoreError
from app.core.trainer.class_import import ExportFile, export_files, read_export
from app.core.trainer.classroom import (
    BAND_MARKS,
    BAND_WORDS,
    LEARNING,
    MASTERED,
    NEEDS_WORK,
    SLOW,
    STATUS_MARKS,
    STATUS_WORDS,
    ClassResults,
    ExamSitting,
    FileRead,
    merge,
    write_class_csv,
)
from app.i18n import qt_translate

log = logging.getLogger(__name__)
DONE, STOPPED, FAILED = "done", "stopped", "failed"  # how an import ended
TELL_EVERY = 0.1  # seconds between two words of an import's progress, at least
# While an import runs, the window's thread waits at most this long (seconds) for Python's
# lock at each of its Python calls (5 ms otherwise: a turn of the window's loop makes many).
SWITCH_INTERVAL = 0.001


class _Stopped(Exception):
    """Cancel was pressed: the import ends and the class stays as it was."""


class ClassImport(QThread):
    """Reads files and merges them with the class's other files, off the window's thread.

    Each signal carries the import first, so that a late word of an import given up is
    known as such.

    Signals:
        progressed(import, files_done, files, bytes_done, bytes): read so far.
        merged(import, files, results): the files (the class's and the new ones, in order)
            and the class merged from them; not emitted when stopped or failed.
        failed(import, error): a bug stopped the import (logged); the class is as it was.
        ended(import): the work is over, whatever its outcome.
    """

    progressed = Signal(object, object, object, object, object)  # counts beyond 2**31 too
    merged = Signal(object, object, object)
    failed = Signal(object, object)
    ended = Signal(object)

    def __init__(self, paths: Iterable[Path | str], files: dict[Path, ExportFile],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = [Path(p).absolute() for p in paths]
        self.files = dict(files)  # a copy: the class's own is replaced only when done
        # Asked to stop; kept here, as Qt's isInterruptionRequested() is False again once
        # the thread has ended, when the window is told of it.
        self.stop_asked = False
        self._told_at = 0.0  # when progress was last told (time.monotonic)

    def stop(self) -> None:
        """Ask the reading to stop (it does at its next word of progress)."""
        self.stop_asked = True
        self.requestInterruption()

    def _check(self) -> None:
        if self.stop_asked:
            raise _Stopped

    def run(self) -> None:
        """Read and merge; Python's cyclic garbage collector waits meanwhile (a full pass over
        the hundreds of thousands of answers being made stops every thread, the window's
        too, for a large part of a second), and what is kept afterwards is left out of its
        later passes (``gc.freeze``): answers hold no cycles, and are freed as usual when
        the class lets them go. Python's lock changes hands every ``SWITCH_INTERVAL``
        meanwhile, so the window's Python calls wait less for it."""
        collecting, interval = gc.isenabled(), sys.getswitchinterval()
        gc.disable()
        sys.setswitchinterval(SWITCH_INTERVAL)
        try:
            files, results = self._import()
            self.merged.emit(self, files, results)
        except _Stopped:
            pass
        except Exception as e:  # one sentence in the window; the traceback goes to the log
            log.exception("The class's files could not be imported")
            self.failed.emit(self, e)
        finally:
            gc.freeze()
            if collecting:
                gc.enable()
            sys.setswitchinterval(interval)
            self.ended.emit(self)

    def _import(self) -> tuple[dict[Path, ExportFile], ClassResults]:
        sizes = [_size(p) for p in self.paths]
        total, before, count = sum(sizes), 0, len(self.paths)
        for i, path in enumerate(self.paths):
            self._check()
            self.progressed.emit(self, i, count, before, total)

            def told(done: int, i: int = i, before: int = before) -> None:
                self._check()
                now = time.monotonic()
                if now - self._told_at >= TELL_EVERY:  # the window redraws no more than that
                    self._told_at = now
                    self.progressed.emit(self, i, count, before + min(done, sizes[i]), total)
            self.files[path] = read_export(path, told)
            before += sizes[i]
        self.progressed.emit(self, count, count, total, total)
        self._check()
        results = merge(list(self.files.values()))
        self._check()
        return self.files, results


def _stop_all(threads: list[ClassImport]) -> None:
    """Stop the threads and wait for them (their controller is being deleted)."""
    for thread in threads:
        thread.stop()
        thread.wait()


def _size(path: Path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:  # read_export says why, in its place
        return 0


class ClassResultsController(QObject):
    """The files of the class, in the order added, and the class merged from them."""

    changed = Signal()
    progressed = Signal(object, object, object, object)
    import_ended = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._files: dict[Path, ExportFile] = {}
        self.results: ClassResults = merge(())
        self.importing: Optional[ClassImport] = None
        self.failure: Optional[BaseException] = None  # why the last import failed
        self._running: list[ClassImport] = []  # the import's thread while it runs
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_import)  # no thread outlives the app
        # ... nor this controller, deleted with its window's parent (its threads with it)
        running = self._running  # not self: the slot must not keep the controller alive
        self.destroyed.connect(lambda _deleted=None: _stop_all(running))

    # -- adding files off the window's thread --------------------------------------------
    def import_files(self, paths: Iterable[Path | str]) -> None:
        """Read and merge ``paths`` in a thread (one added before is read again, in its
        place); ``changed`` when done, ``import_ended`` in any case. One import at a time:
        a second one waits for the first to be stopped."""
        self.stop_import()
        self.failure = None
        self.importing = ClassImport(paths, self._files, self)
        self._running.append(self.importing)
        self.importing.progressed.connect(self._on_progressed)
        self.importing.merged.connect(self._on_merged)
        self.importing.failed.connect(self._on_failed)
        self.importing.ended.connect(self._on_ended)
        self.importing.start()

    def import_folder(self, folder: Path | str) -> int:
        """Every CSV file directly in ``folder`` imported (:meth:`import_files`); how many
        there are. ClassFileError when the folder cannot be read."""
        paths = export_files(Path(folder))
        if paths:
            self.import_files(paths)
        return len(paths)

    def cancel_import(self) -> None:
        """Stop the import under way; the class stays as it was."""
        if self.importing is not None:
            self.importing.stop()

    def stop_import(self) -> None:
        """Stop the import under way and wait for its thread (the window closes, the app
        quits)."""
        thread = self.importing
        if thread is not None:
            thread.stop()
            self._on_ended(thread)

    def _current(self, thread: ClassImport) -> bool:
        """Whether ``thread`` is the import under way, not stopped (a stopped one's words,
        still queued, change nothing)."""
        return thread is self.importing and not thread.stop_asked

    def _on_progressed(self, thread: ClassImport, files_done: int, files: int, done: int,
                       size: int) -> None:
        if self._current(thread):
            self.progressed.emit(files_done, files, done, size)

    def _on_merged(self, thread: ClassImport, files: dict[Path, ExportFile],
                   results: ClassResults) -> None:
        if self._current(thread):
            self._files, self.results = files, results
            self.changed.emit()

    def _on_failed(self, thread: ClassImport, error: BaseException) -> None:
        if thread is self.importing:
            self.failure = error

    def _on_ended(self, thread: ClassImport) -> None:
        if thread is not self.importing:
            return  # told already (stop_import, then the thread's own word)
        stopped = thread.stop_asked
        self.importing = None
        thread.wait()  # its run is over; the thread itself ends at once
        self._running.remove(thread)
        thread.deleteLater()
        self.import_ended.emit(STOPPED if stopped else FAILED if self.failure else DONE)

    # -- adding files at once (the same reading and merging, on the caller's thread) ------

    def add_files(self, paths: Iterable[Path | str]) -> None:
        """Read each file (one added before is read again, in its place) and merge."""
        for path in paths:
            path = Path(path).absolute()
            self._files[path] = read_export(path)
        self._merge()

    def add_folder(self, folder: Path | str) -> int:
        """Every CSV file directly in ``folder`` added; how many there were.
        ClassFileError when the folder cannot be read."""
        paths = export_files(Path(folder))
        self.add_files(paths)
        return len(paths)

    def remove(self, paths: Iterable[Path]) -> None:
        """Take files out of the class (their answers leave it)."""
        for path in paths:
            self._files.pop(Path(path).absolute(), None)
        self._merge()

    def _merge(self) -> None:
        self.results = merge(list(self._files.values()))
        self.changed.emit()

    def export_csv(self, path: Path | str) -> int:
        """The class table as CSV; the rows written. StoreError when it cannot be written."""
        return write_class_csv(self.results, Path(path))

    def write_reports(self, folder: Path | str) -> list[Path]:
        """One PDF report per trainee into ``folder``, in the window's language; the files
        written. StoreError when one cannot be written."""
        return write_reports(self.results, Path(folder), qt_translate)


__all__ = ["ClassResultsController", "ClassFileError", "StoreError", "ClassResults", "FileRead",
           "ExamSitting", "BAND_MARKS", "BAND_WORDS", "STATUS_MARKS", "STATUS_WORDS", "MASTERED",
           "LEARNING", "SLOW", "NEEDS_WORK", "ClassImport", "DONE", "STOPPED", "FAILED"]
