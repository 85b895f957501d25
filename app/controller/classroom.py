"""The class's results window's controller: the files the instructor added, read and merged.

The core does every part (app.core.trainer.class_import reads a file or
refuses it with its reason, and reads this PC's own progress file directly: "this
PC's class", whose served exams are the results to rely on, app.core.trainer.classroom merges the class and
writes its table, app.printing.class_report draws the reports); this keeps the list of
files, re-reads a file added again (it may have changed on the shared
folder), and tells the window when the class changed.

The class changes (files added, files removed) through a :class:`ClassImport`:
a thread that starts a process of its own (app.core.trainer.class_job) to read
and merge, and waits for it. A year of a lab's answers (tens of megabytes)
never stops the window: the answers are made, merged and freed in that
process, and only the class's figures come back (each file read comes back as
its bytes, kept for the next merge). It tells its progress, and a Cancel (or
closing the window, or quitting) ends the process at once, the class as it
was.

Signals:
    changed: the files, and so the class's results, changed.
    progressed(files_done, files, bytes_done, bytes): an import's progress.
    import_ended(outcome): an import ended, DONE, STOPPED or FAILED (``failure``
        then holds the exception, logged).
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Iterable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from app.core.errors import ClassFileError, StoreError
from app.core.profiles import HouseProfile
from app.core.trainer import class_job
from app.core.trainer.class_import import export_files
from app.core.trainer.classroom import (
    BAND_MARKS,
    BAND_WORDS,
    LEARNING,
    MASTERED,
    NEEDS_WORK,
    SLOW,
    SOURCE_WORDS,
    STATUS_MARKS,
    STATUS_WORDS,
    ClassResults,
    ExamSitting,
    FileRead,
    merge,
    write_class_csv,
)
from app.i18n import qt_translate
from app.printing.class_report import write_reports
from app.system.paths import progress_file

log = logging.getLogger(__name__)
DONE, STOPPED, FAILED = "done", "stopped", "failed"  # how an import ended
LOOK_EVERY = 0.02  # seconds between two looks at a Cancel while the process works
STOP_WAIT_MS = 100  # the window's thread waits no longer for a stopped import's thread
QUIT_WAIT_MS = 2000  # ... nor, when the app quits, for each one still ending
_LEFT: list["ClassImport"] = []  # stopped threads still ending, kept until they have


class _Stopped(Exception):
    """Cancel was pressed: the import ends and the class stays as it was."""


class ClassImport(QThread):
    """Reads files and merges them with the class's other files, in a process of its own
    (app.core.trainer.class_job) that this thread starts and waits for.

    Each signal carries the import first, so that a late word of an import given up is
    known as such.

    Signals:
        progressed(import, files_done, files, bytes_done, bytes): read so far.
        merged(import, files, results): the files (the class's, each as its bytes, in
            order) and the class merged from them; not emitted when stopped or failed.
        failed(import, error): a bug stopped the import (logged); the class is as it was.
        ended(import): the work is over, whatever its outcome.
    """

    progressed = Signal(object, object, object, object, object)  # counts beyond 2**31 too
    merged = Signal(object, object, object)
    failed = Signal(object, object)
    ended = Signal(object)

    def __init__(self, paths: Iterable[Path | str], files: dict[Path, bytes],
                 parent: QObject | None = None, houses: Sequence[HouseProfile] = (),
                 stores: Iterable[Path] = ()) -> None:
        super().__init__(parent)
        self.houses = tuple(houses)  # this PC's: an exam code names a house's table by them
        self.stores = frozenset(stores)  # which of the files is this PC's progress file
        # a copy (the class's own is replaced only when done); a file added again is read
        # again in its place, a new one after the others
        self.files: class_job.Files = dict(files)
        for path in paths:
            self.files[Path(path).absolute()] = None
        # Asked to stop; kept here, as Qt's isInterruptionRequested() is False again once
        # the thread has ended, when the window is told of it.
        self.stop_asked = False
        self._process: Optional[BaseProcess] = None
        self._reaped = False  # the process has ended and been waited for
        self._lock = threading.Lock()  # the process is ended by one thread at a time

    def stop(self) -> None:
        """End the import now: its process is ended at once (no reading is waited for)."""
        self.stop_asked = True
        self.requestInterruption()
        self._end_process()

    def _end_process(self) -> None:
        """Ask the process to end (a signal: nothing here waits for it)."""
        with self._lock:
            if self._process is not None and not self._reaped:
                self._process.terminate()

    def _reap(self, process: BaseProcess) -> None:
        """Wait for the process, ended or ending, to be gone."""
        process.join()
        with self._lock:
            self._reaped = True

    def _verify_not_stopped(self) -> None:
        """Raise _Stopped when a stop was asked."""
        if self.stop_asked:
            raise _Stopped

    def run(self) -> None:
        context = multiprocessing.get_context("spawn")  # as on every system, and packaged
        ours, theirs = context.Pipe()
        try:
            with self._lock:
                self._verify_not_stopped()
                process = context.Process(target=class_job.work, args=(theirs,),
                                          name="class import", daemon=True)
                process.start()  # kept once started: one that never started has no end
                self._process = process
            theirs.close()
            files, results = self._import(ours, self._process)
            self._verify_not_stopped()
            self.merged.emit(self, files, results)
        except _Stopped:
            pass
        except Exception as e:  # one sentence in the window; the traceback goes to the log
            if not self.stop_asked:  # else the pipe was broken by the stop itself
                log.exception("The class's files could not be imported")
                self.failed.emit(self, e)
        finally:
            self._end_process()
            if self._process is not None:
                self._reap(self._process)
            ours.close()
            theirs.close()
            self.ended.emit(self)

    def _import(self, conn: Connection, process: BaseProcess
                ) -> tuple[dict[Path, bytes], ClassResults]:
        """The files and the class, as the process gives them; its progress told."""
        class_job.send_files(conn, self.files, self.houses, self.stores)
        while True:
            self._verify_not_stopped()
            ready = wait([conn, process.sentinel], LOOK_EVERY)
            if conn in ready:
                try:
                    message = conn.recv()
                except EOFError:  # ended with nothing more to say
                    self._reap(process)
                    raise RuntimeError(f"the import's process ended (exit code "
                                       f"{process.exitcode})") from None
                kind = message[0]
                if kind == class_job.PROGRESS:
                    self.progressed.emit(self, *message[1:])
                elif kind == class_job.FAILED:
                    _kind, error, told = message
                    log.error("The import's process failed:\n%s", told)
                    raise error
                else:
                    _kind, read, results = message
                    files = {path: kept for path, kept in self.files.items() if kept is not None}
                    for path in read:
                        self._verify_not_stopped()
                        files[path] = conn.recv_bytes()
                    return {path: files[path] for path in self.files}, results
            elif process.sentinel in ready:
                self._reap(process)
                raise RuntimeError(f"the import's process ended (exit code {process.exitcode})")


def _let_end(thread: ClassImport) -> None:
    """Keep a stopped thread still ending until it has (deleted before, Qt would abort the
    app: "QThread: Destroyed while thread is still running"); forget those that have."""
    if not thread.isFinished():
        thread.setParent(None)
        _LEFT.append(thread)
    _LEFT[:] = [t for t in _LEFT if not t.isFinished()]


def _stop_all(threads: Iterable[ClassImport], wait_ms: int = STOP_WAIT_MS) -> None:
    """Stop the threads; one still ending after ``wait_ms`` is left to end."""
    for thread in list(threads):
        thread.stop()
        thread.wait(wait_ms)
        _let_end(thread)


def _on_quit() -> None:
    """No thread outlives the app: those still ending are waited for (a moment each)."""
    _stop_all(list(_LEFT), QUIT_WAIT_MS)


class ClassResultsController(QObject):
    """The files of the class, in the order added, and the class merged from them."""

    changed = Signal()
    progressed = Signal(object, object, object, object)
    import_ended = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._files: dict[Path, bytes] = {}  # each file read, as class_job keeps it
        self.results: ClassResults = merge(())
        self.importing: Optional[ClassImport] = None
        self.failure: Optional[BaseException] = None  # why the last import failed
        # this PC's house profiles: an exam code names a house's own pay table by them, so
        # its sittings can be marked again
        self.known_houses: tuple[HouseProfile, ...] = ()
        # this PC's progress file ("this PC's class": the class server keeps its served exams
        # and its joined trainees' practice there, beside this PC's own trainees)
        self.store_path: Path = progress_file()
        self._stores: set[Path] = set()  # the class's files that are this PC's progress file
        self._running: list[ClassImport] = []  # the import's thread while it runs
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_import)  # no thread outlives the app
            app.aboutToQuit.connect(_on_quit)
        # ... nor this controller, deleted with its window's parent (its threads with it)
        running = self._running  # not self: the slot must not keep the controller alive
        self.destroyed.connect(lambda _deleted=None: _stop_all(running))

    # -- changing the class off the window's thread --------------------------------------
    def import_files(self, paths: Iterable[Path | str]) -> None:
        """Read and merge ``paths`` in a process (one added before is read again, in its
        place); ``changed`` when done, ``import_ended`` in any case. One import at a time:
        a second one stops the first."""
        self._start(ClassImport(paths, self._files, self, self.known_houses, self._stores))

    def import_store(self) -> None:
        """This PC's progress file (``store_path``) read directly into the class, as a file is
        imported (read again when it is there already: the class server may have stored
        more since); its served exams are served, told apart from self-study ones."""
        path = self.store_path.absolute()
        # first in the class, read again (the placeholder's place kept, its bytes not)
        files = {path: b"", **{p: kept for p, kept in self._files.items() if p != path}}
        self._start(ClassImport((path,), files, self, self.known_houses, self._stores | {path}))

    def import_folder(self, folder: Path | str) -> int:
        """Every CSV file directly in ``folder`` imported (:meth:`import_files`); how many
        there are. ClassFileError when the folder cannot be read."""
        paths = export_files(Path(folder))
        if paths:
            self.import_files(paths)
        return len(paths)

    def remove(self, paths: Iterable[Path | str]) -> None:
        """Take files out of the class (their answers leave it): the others merged again,
        as an import merges them (``changed``, ``import_ended``); the last taken out, at
        once (``changed``)."""
        gone = {Path(p).absolute() for p in paths}
        files = {path: kept for path, kept in self._files.items() if path not in gone}
        if files:
            self._start(ClassImport((), files, self, self.known_houses, self._stores - gone))
        else:  # no class left: nothing to merge
            self.stop_import()
            self._files, self.results = {}, merge(())
            self.changed.emit()

    def _start(self, thread: ClassImport) -> None:
        self.stop_import()
        self.failure = None
        self.importing = thread
        self._running.append(thread)
        thread.progressed.connect(self._on_progressed)
        thread.merged.connect(self._on_merged)
        thread.failed.connect(self._on_failed)
        thread.ended.connect(self._on_ended)
        thread.start()

    def cancel_import(self) -> None:
        """Stop the import under way; the class stays as it was."""
        if self.importing is not None:
            self.importing.stop()

    def stop_import(self) -> None:
        """Stop the import under way (the window closes, the app quits): its process is
        ended at once, and its thread waited for a moment at most."""
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

    def _on_merged(self, thread: ClassImport, files: dict[Path, bytes],
                   results: ClassResults) -> None:
        if self._current(thread):
            self._files, self.results = files, results
            self._stores = {p for p in thread.stores if p in files}
            self.changed.emit()

    def _on_failed(self, thread: ClassImport, error: BaseException) -> None:
        if thread is self.importing:
            self.failure = error

    def _on_ended(self, thread: ClassImport) -> None:
        if thread is not self.importing:
            return  # told already (stop_import, then the thread's own word)
        stopped = thread.stop_asked
        self.importing = None
        self._running.remove(thread)
        if thread.wait(STOP_WAIT_MS):  # its run is over, or stopped: it ends at once
            thread.deleteLater()
        else:
            _let_end(thread)
        self.import_ended.emit(STOPPED if stopped else FAILED if self.failure else DONE)

    def export_csv(self, path: Path | str) -> int:
        """The class table as CSV; the rows written. StoreError when it cannot be written."""
        return write_class_csv(self.results, Path(path))

    def write_reports(self, folder: Path | str) -> list[Path]:
        """One PDF report per trainee into ``folder``, in the window's language; the files
        written. StoreError when one cannot be written."""
        return write_reports(self.results, Path(folder), qt_translate)


__all__ = ["ClassResultsController", "ClassFileError", "StoreError", "ClassResults", "FileRead",
           "ExamSitting", "BAND_MARKS", "BAND_WORDS", "STATUS_MARKS", "STATUS_WORDS", "SOURCE_WORDS",
           "MASTERED",
           "LEARNING", "SLOW", "NEEDS_WORK", "ClassImport", "DONE", "STOPPED", "FAILED"]
