"""The app's languages: Qt Linguist files, the fonts every script needs, switching.

English is the source language. Compiled files ``i18n/holdem_trainer_<lang>.qm``
are read with ``QTranslator``: installed on the application for the window
(switchable at run time), or used directly for the command line's output.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from app.core.text import Translate, english
from app.paths import fonts_dir, i18n_dir

# Language code -> the language's own name (shown in the language menu as is).
LANGUAGES = {
    "en": "English",
    "ka": "ქართული",
    "uk": "Українська",
    "th": "ไทย",
    "kk": "Қазақша",
    "hy": "Հայերեն",
}
FONT_FAMILIES = ["Noto Sans", "Noto Sans Georgian", "Noto Sans Armenian", "Noto Sans Thai",
                 "Noto Sans Symbols2"]


def qm_path(lang: str) -> Path:
    return i18n_dir() / f"holdem_trainer_{lang}.qm"


@lru_cache(maxsize=None)
def translator(lang: str) -> Translate:
    """A ``translate(context, text)`` function for ``lang``; English passes through."""
    qm = qm_path(lang)
    if lang == "en" or not qm.exists():
        return english
    from PySide6.QtCore import QTranslator

    tr = QTranslator()
    if not tr.load(str(qm)):
        return english

    def translate(context: str, text: str) -> str:
        return tr.translate(context, text) or text

    return translate


def load_fonts() -> None:
    """Register the bundled Noto fonts and make them the application's font.

    The families are given in order, so a Georgian, Armenian or Thai letter
    falls back to its own Noto face on a machine with no fonts installed.
    """
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    for f in sorted(fonts_dir().glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(f))
    font = QApplication.font()
    font.setFamilies(FONT_FAMILIES)
    QApplication.setFont(font)


class LanguageSwitcher:
    """Installs the translator for one language at a time on the application.

    Widgets retranslate themselves on ``QEvent.LanguageChange``, which Qt
    sends to every widget when a translator is installed or removed.
    """

    def __init__(self) -> None:
        self._translator = None
        self.language = "en"

    def switch(self, lang: str) -> bool:
        """Use ``lang``; False (and English) when its file is missing or broken."""
        from PySide6.QtCore import QCoreApplication, QTranslator

        app = QCoreApplication.instance()
        if self._translator is not None:
            app.removeTranslator(self._translator)
            self._translator = None
        self.language = "en"
        if lang == "en" or lang not in LANGUAGES:
            return lang == "en"
        tr = QTranslator()
        if not tr.load(str(qm_path(lang))):
            return False
        app.installTranslator(tr)
        self._translator, self.language = tr, lang
        return True


def qt_translate(context: str, text: str) -> str:
    """Translate through the application's installed translators."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)
