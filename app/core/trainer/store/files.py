"""The progress file on the disk: opened for the app (``_connect``, ``_tune``: WAL, a busy
timeout), read without being written (``_read_only``), and, damaged, moved aside whole with
what SQLite keeps beside it (``_move_aside``)."""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path, PurePath
from typing import Optional

from app.core.errors import CannotSaveError, said
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.store.outcomes import _problem
from app.core.trainer.store.rows import _now

log = logging.getLogger(__name__)

# The file and what SQLite keeps beside it (a rollback journal, or a WAL and its shared memory).
_SIDE_FILES = ("", "-journal", "-wal", "-shm")
_Stamp = tuple[int, int, int, int]  # a file's device, inode, size and modification time


def _connect(path: Path, recovered_from: Optional[Path] = None) -> sqlite3.Connection:
    """A connection to the file at ``path`` (made, with its folder, when missing), with a
    busy timeout; CannotSaveError when it cannot be opened."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return sqlite3.connect(str(path), isolation_level=None, timeout=5.0)
    except (OSError, sqlite3.Error) as exc:
        raise CannotSaveError(said(QT_TRANSLATE_NOOP(
            "Errors", "The progress file {path} cannot be opened ({reason})."),
            path=str(path), reason=exc), _problem(exc, path.parent), recovered_from) from exc


def _tune(path: Path, conn: sqlite3.Connection) -> None:
    """Foreign keys enforced; WAL, so that another copy of the app reading the file never
    holds up a save, with ``synchronous=FULL`` (in WAL too, a commit is on the disk before
    it returns). A file system without the shared memory WAL needs keeps its journal."""
    conn.execute("PRAGMA foreign_keys = ON")
    try:
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    except sqlite3.Error as exc:  # busy: another copy has it open in the old mode
        mode = str(exc)
    if mode != "wal":
        log.info("The progress file %s stays out of WAL mode (%s)", path, mode)
    conn.execute("PRAGMA synchronous = FULL")


def _probe(database: str, uri: bool = True) -> Optional[sqlite3.Connection]:
    """A connection to ``database`` that has read its schema, or None."""
    conn = None
    with contextlib.suppress(sqlite3.Error, OSError, ValueError):
        conn = sqlite3.connect(database, uri=uri, timeout=5.0)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    if conn is not None:
        conn.close()
    return None


@contextlib.contextmanager
def _read_only(path: Path) -> Iterator[Optional[sqlite3.Connection]]:
    """A connection reading the file at ``path`` without writing it, or None. A file no one
    is writing (no journal or WAL beside it) is read as immutable: nothing is made beside it
    (a WAL's shared memory needs a folder that can be written). Otherwise read-only, as
    SQLite shares it; and when that cannot be (a read-only folder holding a WAL but no
    shared memory, as a crash leaves it), a copy of the file with its WAL or journal in a
    temporary folder, so that what was committed to the WAL is read too (immutable would
    read the file alone)."""
    source, copy = None, None
    try:
        if path.is_file():
            busy = any(path.with_name(path.name + s).exists() for s in ("-wal", "-journal"))
            for query in ("?mode=ro",) if busy else ("?mode=ro&immutable=1", "?mode=ro"):
                source = source or _probe(_sqlite_uri(path.resolve()) + query)
            if source is None and busy:
                with contextlib.suppress(OSError):
                    copy = Path(tempfile.mkdtemp(prefix="progress-"))
                    for suffix in ("", "-wal", "-journal"):
                        if path.with_name(path.name + suffix).exists():
                            shutil.copyfile(path.with_name(path.name + suffix),
                                            copy / (path.name + suffix))
                    source = _probe(str(copy / path.name), uri=False)
        yield source
    finally:
        if source is not None:
            source.close()
        if copy is not None:
            shutil.rmtree(copy, ignore_errors=True)


def _sqlite_uri(path: PurePath) -> str:
    """The absolute ``path`` as an SQLite URI file name. A Windows network path
    (``\\\\server\\share\\...``, or a mapped drive, which ``resolve`` turns into one)
    keeps its server in the path, ``file:////server/share/...``: SQLite refuses a server in
    the URI's authority, ``file://server/share/...``, which is how ``as_uri`` writes it."""
    uri = path.as_uri()
    if not uri.startswith("file:///"):
        uri = "file:////" + uri.removeprefix("file://")
    return uri


def _file_stamp(path: Path) -> Optional[_Stamp]:
    with contextlib.suppress(OSError):
        st = path.stat()
        return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns
    return None


def _move_aside(path: Path, stamp: Optional[_Stamp]) -> Optional[Path]:
    """Rename the damaged file with its journal, WAL and shared memory beside it, all to the
    one new name (the side files first, the file last, each put back if a later one cannot
    move, so a file is never parted from its WAL); never delete them. The new name, or None
    if the file is no longer the one that was checked (another copy of the app replaced
    it); CannotSaveError when it cannot be moved."""
    if _file_stamp(path) != stamp:
        return None
    base = f"{path.name}.damaged-{_now('%Y%m%d-%H%M%S')}"
    names = (base + (f"-{n}" if n > 1 else "") for n in itertools.count(1))
    target = next(p for p in map(path.with_name, names)
                  if not any(p.with_name(p.name + s).exists() for s in _SIDE_FILES))
    moved: list[tuple[Path, Path]] = []
    try:
        for suffix in (*_SIDE_FILES[1:], ""):
            side = path.with_name(path.name + suffix)
            if side.exists():
                os.rename(side, target.with_name(target.name + suffix))
                moved.append((side, target.with_name(target.name + suffix)))
    except OSError as exc:
        for side, kept in reversed(moved):
            with contextlib.suppress(OSError):
                os.rename(kept, side)
        raise CannotSaveError(said(QT_TRANSLATE_NOOP(
            "Errors", "The damaged progress file {path} could not be moved aside ({reason})."),
            path=str(path), reason=exc.strerror), _problem(exc)) from exc
    return target
