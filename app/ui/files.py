"""Where hand files are opened and saved: the folder last used, else the documents folder.

Shared by the casino table's and the no-limit table's Open, Save and Export. And every
file chooser the app opens (get_open_file_name and its kin).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

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


# -- the file choosers ------------------------------------------------------------------------
# Presenter mode (F11) shows Qt's own file dialog: it takes the main window's style, the
# room's type, where the system's (Windows, macOS) would keep its small one. Elsewhere the
# system's, which the trainee knows. The main window says when (set_presenting).
_qt_dialog = False


def set_presenting(on: bool) -> None:
    """Presenter mode on or off: the file choosers opened meanwhile are Qt's own."""
    global _qt_dialog
    _qt_dialog = on


def _options(options: QFileDialog.Option | None = None) -> dict:
    """The keyword giving a static chooser its options: none (Qt's defaults, the system's
    dialog) unless presenter mode asks for Qt's own dialog."""
    if not _qt_dialog:
        return {}
    return {"options": (options or QFileDialog.Option(0)) | QFileDialog.Option.DontUseNativeDialog}


def get_open_file_name(parent: QWidget, caption: str, folder: str,
                       filters: str) -> tuple[str, str]:
    """QFileDialog.getOpenFileName, in presenter mode Qt's own dialog."""
    return QFileDialog.getOpenFileName(parent, caption, folder, filters, **_options())


def get_open_file_names(parent: QWidget, caption: str, folder: str,
                        filters: str) -> tuple[list[str], str]:
    """QFileDialog.getOpenFileNames, in presenter mode Qt's own dialog."""
    return QFileDialog.getOpenFileNames(parent, caption, folder, filters, **_options())


def get_save_file_name(parent: QWidget, caption: str, path: str,
                       filters: str) -> tuple[str, str]:
    """QFileDialog.getSaveFileName, in presenter mode Qt's own dialog."""
    return QFileDialog.getSaveFileName(parent, caption, path, filters, **_options())


def get_existing_directory(parent: QWidget, caption: str, folder: str) -> str:
    """QFileDialog.getExistingDirectory (folders only), in presenter mode Qt's own dialog."""
    return QFileDialog.getExistingDirectory(
        parent, caption, folder, **_options(QFileDialog.Option.ShowDirsOnly))
