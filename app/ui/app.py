"""Starting the Qt application: fonts, settings, language, the main window, the error net.

``run()`` logs to the data folder's rotating file (app.system.logs) and turns an
unexpected error into a logged traceback and a short message naming the log;
the app keeps running, and the trainee's progress, committed at every answer,
stays as it was.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, qVersion
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication, QMessageBox

from app.i18n import (
    PSEUDO,
    LanguageSwitcher,
    install_english_plurals,
    load_fonts,
    pseudo_wanted,
    use_bundled_fonts_only,
)
from app.system import paths
from app.system.settings import Settings
from app.ui.collector import WANTED as WANTED_COLLECTOR, MainThreadCollector

if TYPE_CHECKING:
    from app.system.logs import ExceptHooks

log = logging.getLogger(__name__)


def make_app(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, with the bundled fonts registered (the main window installs the
    shortcuts by physical key after its first paint: ``MainWindow.after_first_paint``)."""
    app = QApplication.instance()
    if app is None:
        use_bundled_fonts_only()
        app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName("Hold'em Dealer Trainer")
        app.setOrganizationName("HoldemDealerTrainer")
        # One look and one set of widget measures on every system (Qt's own style; Linux
        # without a desktop's theme has it already), so a screen laid out and tested here
        # is the same on a Windows lab PC. Where Qt started with it, it stays (a second one
        # made and every widget setting polished again: a start-up cost).
        style = app.style()
        if style is None or style.name().lower() != "fusion":
            app.setStyle("Fusion")
        hints = app.styleHints()
        if hasattr(hints, "setColorScheme"):  # Qt 6.8: light, as the app's colours are chosen
            hints.setColorScheme(Qt.ColorScheme.Light)
    if WANTED_COLLECTOR and app.findChild(MainThreadCollector) is None:
        MainThreadCollector(app)  # reference cycles collected in this thread only
    load_fonts()
    install_english_plurals()  # "1 chip", "2 chips" in English, before any language
    # The shortcuts by physical key (app.ui.keys) are installed by the main window once it
    # has painted: every event through a Python filter makes PySide build its classes.
    # Room for every card and chip picture of a full table on a 4K projector.
    QPixmapCache.setCacheLimit(96 * 1024)
    return app


def build_window(settings: Settings, language: str | None = None):
    """The main window in ``language`` (default: the saved one, or the pseudo-language with
    ``HOLDEM_TRAINER_PSEUDO=1``), over the app's services (the composition root opens the
    progress store and builds the controllers)."""
    # deferred: make_app serves the self-test's font check, which needs no window; the
    # window's modules load when one is built
    from app.composition import AppServices
    from app.ui.main_window import MainWindow

    languages = LanguageSwitcher()
    languages.switch(language or (PSEUDO if pseudo_wanted() else settings.get("language")))
    return MainWindow(AppServices(settings), languages)


def error_text(log_path: Optional[Path]) -> str:
    """The message for an unexpected error, in the current language."""
    where = str(log_path) if log_path else QCoreApplication.translate(
        "Errors", "the app's log (it could not be written)")
    return QCoreApplication.translate(
        "Errors", "Something went wrong, and the app could not finish what it was doing. "
                  "The details are in {path}. Your progress is saved.").format(path=where)


class ErrorReporter(QObject):
    """Shows a short message for each unexpected error, one at a time, over the active window.

    The traceback is already in the log when ``error_logged`` is emitted; the
    signal may come from any thread and the message is shown in the main one.
    An error while a message is open (a paint that keeps failing) is only logged.

    Signals:
        error_logged: an unexpected error was written to the log.
    """

    error_logged = Signal()

    def __init__(self, log_path: Optional[Path], parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.log_path = log_path
        self._showing = False
        self.hooks: Optional["ExceptHooks"] = None
        self.error_logged.connect(self._on_error_logged, Qt.ConnectionType.QueuedConnection)

    def install(self) -> "ErrorReporter":
        """Catch every uncaught exception from now on (``uninstall()`` gives the old hooks back)."""
        # deferred: the log loads when the app runs; a window built alone (the self-test,
        # a shot) paints without it (tests/test_composition.py checks the start-up's modules)
        from app.system.logs import install_excepthooks

        self.hooks = install_excepthooks(self.error_logged.emit)
        return self

    def uninstall(self) -> None:
        if self.hooks is not None:
            self.hooks.uninstall()
            self.hooks = None

    def show_error(self) -> None:
        """The message, now (a start-up failure, before the event loop runs)."""
        if self._showing:
            return
        self._showing = True
        try:
            QMessageBox.warning(QApplication.activeWindow(),
                                QCoreApplication.translate("Errors", "Hold'em Dealer Trainer"),
                                error_text(self.log_path))
        finally:
            self._showing = False

    def _on_error_logged(self) -> None:
        self.show_error()


def _log_start(log_path: Optional[Path]) -> None:
    # deferred: only the log's first line needs it; the window paints without it
    import platform

    log.info("start: Python %s, Qt %s, %s; data folder %s (%s); log %s",
             platform.python_version(), qVersion(), platform.platform(), paths.data_dir(),
             paths.data_mode(), log_path)


def run() -> int:
    """Start the desktop app and return its exit code."""
    # deferred: the log loads when the app runs; a window built alone (the self-test, a
    # shot) paints without it (tests/test_composition.py checks the start-up's modules)
    from app.system.logs import log_exception, setup_logging, stop_logging

    log_path = setup_logging()
    app = make_app()
    reporter = ErrorReporter(log_path, app).install()
    try:
        _log_start(log_path)
        settings = Settings()
        window = build_window(settings)
        window.show()
        if settings.get("window/no_limit"):  # where the trainee left off
            window.tabs.setCurrentIndex(3)
    except Exception:
        log_exception(sys.exc_info(), "start-up")
        reporter.show_error()
        return 1
    code = app.exec()
    reporter.uninstall()
    log.info("exit: %s", code)
    stop_logging()
    return code
