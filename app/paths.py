"""Every folder the app reads or writes, in one place.

Resources (assets, translations) sit beside the ``app`` package whether the
app runs from source or from a one-folder build. User data (settings,
progress) goes to the platform's user folders, unless ``HOLDEM_TRAINER_HOME``
names a folder to use instead (tests, classrooms, a USB stick).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "HoldemDealerTrainer"
HOME_ENV = "HOLDEM_TRAINER_HOME"


def resource_root() -> Path:
    """The folder that holds ``assets/`` and ``i18n/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def assets_dir() -> Path:
    return resource_root() / "assets"


def i18n_dir() -> Path:
    return resource_root() / "i18n"


def fonts_dir() -> Path:
    return assets_dir() / "fonts"


def data_dir() -> Path:
    """The user's folder for settings and progress (created on first use)."""
    override = os.environ.get(HOME_ENV)
    if override:
        path = Path(override)
    else:
        from PySide6.QtCore import QStandardPaths

        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(location) if location else Path.home() / f".{APP_NAME}"
        if path.name != APP_NAME:
            path = path / APP_NAME
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_file() -> Path:
    return data_dir() / "settings.ini"
