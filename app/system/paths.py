"""Every folder the app reads or writes, in one place.

Resources (assets, translations) sit beside the ``app`` package whether the
app runs from source or from a one-folder build (``sys._MEIPASS``).

User data (settings, progress, logs) goes, in this order of precedence:

1. to the folder named by ``HOLDEM_TRAINER_HOME`` (tests, classrooms);
2. in portable mode, to ``data/`` beside the program: the folder of the
   executable in a build, the project folder from source. Portable mode is on
   when a file named ``portable`` sits there, or the command line said
   ``--portable`` (a USB stick carries the program and its trainees' progress);
3. otherwise to the platform's user data folder, ``<generic data>/HoldemDealerTrainer``
   (``~/.local/share/...`` on Linux, ``%LOCALAPPDATA%\\...`` on Windows).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Optional

APP_NAME = "HoldemDealerTrainer"
HOME_ENV = "HOLDEM_TRAINER_HOME"
PORTABLE_MARKER = "portable"
PORTABLE_DATA = "data"

_portable_switch = False


def resource_root() -> Path:
    """The folder that holds ``assets/`` and ``i18n/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


def assets_dir() -> Path:
    return resource_root() / "assets"


def i18n_dir() -> Path:
    return resource_root() / "i18n"


def fonts_dir() -> Path:
    return assets_dir() / "fonts"


def scenarios_dir() -> Path:
    return assets_dir() / "scenarios"


def rules_pages_dir() -> Path:
    return assets_dir() / "rules"


def program_dir() -> Path:
    """Where the program lives: the executable's folder when frozen, else the project folder."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parents[2]


def set_portable(on: bool) -> None:
    """The command line's ``--portable``: keep user data beside the program."""
    global _portable_switch
    _portable_switch = bool(on)


def portable_data_dir() -> Optional[Path]:
    """The folder beside the program in portable mode; None when portable mode is off."""
    folder = program_dir()
    if _portable_switch or (folder / PORTABLE_MARKER).is_file():
        return folder / PORTABLE_DATA
    return None


def _standard_data_dir() -> Path:
    """The platform's user data folder for this app.

    The generic location does not depend on the application's name, so the
    folder is the same before and after the QApplication exists.
    """
    # deferred: Qt loads for the window only: settle and the other commands find their folders without it
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return (Path(location) if location else Path.home()) / APP_NAME


def data_mode() -> str:
    """Which rule chose the data folder: ``"environment"``, ``"portable"`` or ``"user"``."""
    if os.environ.get(HOME_ENV):
        return "environment"
    return "portable" if portable_data_dir() is not None else "user"


def data_dir() -> Path:
    """The folder for settings, progress and logs (created on first use).

    A folder that cannot be made (a read-only drive, a path through a file) is
    still returned: the app starts, the progress store says that nothing can be
    saved there, and the log goes to the temporary folder."""
    override = os.environ.get(HOME_ENV)
    if override:
        path = Path(override)
    else:
        path = portable_data_dir() or _standard_data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # said by the store when it opens; nothing is written there
    return path


def settings_file() -> Path:
    return data_dir() / "settings.ini"


def progress_file() -> Path:
    return data_dir() / "progress.sqlite"


def logs_dir() -> Path:
    return data_dir() / "logs"
