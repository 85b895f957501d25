"""Files written whole or not at all: a temporary file beside the target, renamed over it.

A full disk, a pulled USB stick or a network folder gone away halfway leaves
the old file as it was and no partial one beside it. Used by the results
exports (CSV) and the trainees' reports (PDF).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable

from app.core.errors import StoreError, said
from app.core.text import QT_TRANSLATE_NOOP


def write_whole(path: Path, write: Callable[[BinaryIO], None]) -> None:
    """``write(out)`` into a temporary file beside ``path``, flushed to the disk, then
    renamed over ``path``. StoreError with the reason when it cannot be written."""
    path, tmp = Path(path), ""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as out:
            write(out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)  # "" when mkstemp itself failed
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "The results could not be written to {path} ({reason})."),
            path=str(path), reason=exc.strerror or exc)) from exc
