"""What the store tells its caller, as values: why progress cannot be saved in the file
(``SaveProblem``, by kind) and what an export left out (``Exported``); and how SQLite's and
the system's errors are sorted into those kinds. (What opening the store did,
``OpenedStore``, is beside the store it holds, in ``progress_store``.)"""

from __future__ import annotations

import dataclasses
import errno
import sqlite3
import tempfile
from pathlib import Path
from typing import NamedTuple, Optional

from app.core.errors import said
from app.core.text import QT_TRANSLATE_NOOP, Line

# Why progress cannot be saved (SaveProblem.kind); the window puts each in words.
READ_ONLY, DISK_FULL, NEWER_VERSION, IN_USE, UNAVAILABLE = (
    "read_only", "disk_full", "newer_version", "in_use", "unavailable")
# sqlite result codes of a write that did not reach the disk: the store goes session-only.
_SAVE_FAILURE_CODES = (sqlite3.SQLITE_FULL, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM,
                       sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN)
_DAMAGE_CODES = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)  # the file's contents
# sqlite result codes that say nothing about the file's contents (never damage).
_NOT_DAMAGE_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_CANTOPEN,
                     sqlite3.SQLITE_NOMEM, sqlite3.SQLITE_PERM, sqlite3.SQLITE_READONLY,
                     sqlite3.SQLITE_FULL, sqlite3.SQLITE_AUTH)
# Windows' errors for a file another program has open (a sharing or a lock violation): Python
# makes them PermissionError (EACCES) like a read-only file, but they are a file in use.
_IN_USE_WINERRORS = (32, 33)


@dataclasses.dataclass(frozen=True)
class SaveProblem:
    """Why progress cannot be saved in the file: ``kind`` (READ_ONLY, DISK_FULL, NEWER_VERSION,
    IN_USE, UNAVAILABLE) for the words, ``detail`` as the system said it, for the log."""

    kind: str
    detail: str = ""

    @property
    def reason(self) -> Line:
        """Why, in words the window translates (the system's own words for another kind)."""
        known = _SAVE_PROBLEM_TEXT.get(self.kind)
        if known is not None:
            return said(known)
        return said(QT_TRANSLATE_NOOP("Errors", "the file cannot be written ({detail})"),
                    detail=self.detail)


_SAVE_PROBLEM_TEXT = {
    READ_ONLY: QT_TRANSLATE_NOOP("Errors", "the file or its folder is read-only"),
    DISK_FULL: QT_TRANSLATE_NOOP("Errors", "the disk is full"),
    NEWER_VERSION: QT_TRANSLATE_NOOP(
        "Errors", "the file is from a newer version of the app, so it is left as it is"),
    IN_USE: QT_TRANSLATE_NOOP("Errors", "another program is using the file"),
}


class Exported(NamedTuple):
    """What ``export_csv`` did: ``written`` answers, and ``left_out``, those it could not read
    (damaged since they were verified, or of a trainee whose row is; the next start sets
    them aside and says so)."""

    written: int
    left_out: int = 0


def _code(exc: BaseException) -> int:
    return (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF


def _problem(exc: BaseException, folder: Optional[Path] = None) -> SaveProblem:
    """The kind of a failure to open or write the file."""
    detail = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
    if isinstance(exc, OSError):
        kinds: dict[Optional[int], str] = {
            errno.ENOSPC: DISK_FULL, errno.EDQUOT: DISK_FULL, errno.EACCES: READ_ONLY,
            errno.EPERM: READ_ONLY, errno.EROFS: READ_ONLY}
        kind = kinds.get(exc.errno, UNAVAILABLE)
        if getattr(exc, "winerror", None) in _IN_USE_WINERRORS:
            kind = IN_USE
    else:
        kind = {sqlite3.SQLITE_FULL: DISK_FULL, sqlite3.SQLITE_READONLY: READ_ONLY,
                sqlite3.SQLITE_PERM: READ_ONLY, sqlite3.SQLITE_BUSY: IN_USE,
                sqlite3.SQLITE_LOCKED: IN_USE}.get(_code(exc), UNAVAILABLE)
        if _code(exc) == sqlite3.SQLITE_CANTOPEN and folder is not None \
                and not _takes_files(folder):
            kind = READ_ONLY
    return SaveProblem(kind, detail)


def _takes_files(folder: Path) -> bool:
    """Whether a new file can be made in ``folder``, found by making one (gone at once). On
    Windows ``os.access`` reads only the read-only attribute, never the folder's permissions,
    so it says yes for a student's Program Files folder."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False
