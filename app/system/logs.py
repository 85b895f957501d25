"""The app's log: a rotating file in the data folder, and the hooks for unexpected errors.

``setup_logging()`` sends every record of the root logger to
``<data folder>/logs/holdem-trainer.log`` (1 MB, three old files kept), so a
lab PC's problem can be read after the fact. If that folder cannot be
written (a read-only stick), the log goes to the system's temporary folder;
if even that fails, logging is off and the app runs on. Two copies of the app
share the file; on Windows one cannot rename a log the other has open, so
then the log grows on past 1 MB until the next start.

``install_excepthooks(report)`` makes an exception that nobody caught, in the
main thread or any other, a logged traceback plus a call to ``report`` (the
window shows a short message); it never prints a traceback to the user and
never ends the program. This module does not import Qt.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import tempfile
import threading
from pathlib import Path
from typing import Callable, Optional

from app.system import paths

LOG_NAME = "holdem-trainer.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

log = logging.getLogger("app")
_handler: Optional[logging.handlers.RotatingFileHandler] = None


class _SharedRotatingHandler(logging.handlers.RotatingFileHandler):
    """A rotating log that another copy of the app may hold open: where the full file cannot
    be renamed (Windows refuses while another program has it open), the record goes to it all
    the same and the file grows on, without another try until the next start; no record is
    lost and nothing is said on stderr."""

    def doRollover(self) -> None:  # noqa: N802 (logging's name)
        try:
            super().doRollover()
        except OSError:
            self.maxBytes = 0  # no rollover for the rest of the session
            if self.stream is None:  # closed for the rename that failed: open it again
                self.stream = self._open()


def _open_handler(folder: Path) -> logging.handlers.RotatingFileHandler:
    folder.mkdir(parents=True, exist_ok=True)
    handler = _SharedRotatingHandler(
        folder / LOG_NAME, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    handler.setFormatter(logging.Formatter(FORMAT))
    return handler


def setup_logging(level: int = logging.INFO) -> Optional[Path]:
    """Log to the rotating file in the data folder; returns the file, or None if none works.

    Calling it again (another data folder, a test) replaces the earlier file handler.
    """
    global _handler
    stop_logging()
    root = logging.getLogger()
    candidates: list[Callable[[], Path]] = [
        paths.logs_dir, lambda: Path(tempfile.gettempdir()) / "holdem-trainer-logs"]
    for folder in candidates:
        try:
            _handler = _open_handler(folder())
            break
        except OSError:
            continue
    if _handler is None:
        return None
    root.addHandler(_handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    logging.captureWarnings(True)
    return log_file()


def stop_logging() -> None:
    """Close the log file (at exit, or before another folder's log is opened)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
        logging.captureWarnings(False)


def log_file() -> Optional[Path]:
    """The file the log is written to now, if any."""
    return Path(_handler.baseFilename) if _handler is not None else None


def log_exception(exc_info, where: str = "") -> None:
    """Write an uncaught exception with its traceback to the log."""
    log.error("Unexpected error%s", f" in {where}" if where else "", exc_info=exc_info)
    if _handler is not None:
        _handler.flush()


def _say_on_stderr() -> None:
    """One line for a terminal, where there is one (a windowed build has none)."""
    if sys.stderr is None:
        return
    try:
        where = log_file()
        sys.stderr.write("holdem-trainer: an unexpected error was logged"
                         f"{f' in {where}' if where else ''}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


class ExceptHooks:
    """The installed ``sys.excepthook`` and ``threading.excepthook``; ``uninstall()`` undoes it."""

    def __init__(self, report: Callable[[], None]) -> None:
        self._report = report
        self._previous = (sys.excepthook, threading.excepthook)

    def install(self) -> "ExceptHooks":
        sys.excepthook = self._on_exception
        threading.excepthook = self._on_thread_exception
        return self

    def uninstall(self) -> None:
        sys.excepthook, threading.excepthook = self._previous

    def _on_exception(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self._previous[0](exc_type, exc, tb)
            return
        self._handle((exc_type, exc, tb), "")

    def _on_thread_exception(self, args) -> None:
        if issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "a thread"
        self._handle((args.exc_type, args.exc_value, args.exc_traceback), name)

    def _handle(self, exc_info, where: str) -> None:
        try:
            log_exception(exc_info, where)
            _say_on_stderr()
            self._report()
        except Exception:  # the hook itself must never fail in front of the user
            log.exception("The error report failed")


def install_excepthooks(report: Callable[[], None]) -> ExceptHooks:
    """Log every uncaught exception and call ``report()`` (from the failing thread)."""
    return ExceptHooks(report).install()
