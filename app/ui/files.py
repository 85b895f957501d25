"""Where hand files are opened and saved: the folder last used, else the documents folder.

Shared by the casino table's and the no-limit table's Open, Save and Export.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QStandardPaths

from app.system.settings import Settings


def hand_folder(settings: Settings) -> str:
    """Where Open and Save start: the folder last used, else the documents folder, else the
    home folder; never one that does not exist (a file chooser would start nowhere)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    for folder in (settings.get("files/hand_folder"), documents):
        if folder and os.path.isdir(folder):
            return folder
    return os.path.expanduser("~")


def remember_folder(settings: Settings, path: str) -> None:
    """Start the next Open or Save in the folder of ``path``."""
    settings.set("files/hand_folder", os.path.dirname(os.path.abspath(path)))
