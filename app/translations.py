"""Translations for text made outside widgets (the command line, core lines).

Compiled Qt Linguist files (``i18n/holdem_trainer_<lang>.qm``) are read with
``QTranslator``; English is the source language and needs no file.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from app.core.text import Translate, english

I18N_DIR = Path(__file__).resolve().parent.parent / "i18n"


@lru_cache(maxsize=None)
def translator(lang: str) -> Translate:
    """A ``translate(context, text)`` function for ``lang``; English passes through."""
    qm = I18N_DIR / f"holdem_trainer_{lang}.qm"
    if lang == "en" or not qm.exists():
        return english
    from PySide6.QtCore import QTranslator

    tr = QTranslator()
    if not tr.load(str(qm)):
        return english

    def translate(context: str, text: str) -> str:
        return tr.translate(context, text) or text

    return translate
