"""Starting the Qt application: fonts, settings, language, the main window."""

from __future__ import annotations

import sys

from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication

from app.i18n import LanguageSwitcher, load_fonts
from app.settings import Settings


def make_app(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, with the bundled fonts registered."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName("Hold'em Dealer Trainer")
        app.setOrganizationName("HoldemDealerTrainer")
    load_fonts()
    # Room for every card and chip picture of a full table on a 4K projector.
    QPixmapCache.setCacheLimit(96 * 1024)
    return app


def build_window(settings: Settings, language: str | None = None):
    """The main window in ``language`` (default: the saved one)."""
    from app.ui.main_window import MainWindow

    languages = LanguageSwitcher()
    languages.switch(language or settings.get("language"))
    return MainWindow(settings, languages)


def run() -> int:
    """Start the desktop app and return its exit code."""
    app = make_app()
    settings = Settings()
    window = build_window(settings)
    window.show()
    return app.exec()
