"""The progress file made ready for the app as it opens: looked at in one read transaction
(``inspection``), then, in one ``BEGIN IMMEDIATE`` with the version read again there,
created or migrated, its damaged rows set aside and its rows marked verified (``_ready``); a
file SQLite itself cannot use is moved aside whole and a new one started (``open_file``)."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from pathlib import Path
from typing import NamedTuple, Optional

from app.core.errors import CannotSaveError, StoreError, said
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.store.files import _connect, _file_stamp, _move_aside, _tune
from app.core.trainer.store.inspection import (
    _FILE_MARK,
    _cap_mark,
    _inspect,
    _Look,
    _today,
    _write_mark,
)
from app.core.trainer.store.migrations import _MIGRATIONS
from app.core.trainer.store.outcomes import (
    _DAMAGE_CODES,
    _NOT_DAMAGE_CODES,
    IN_USE,
    NEWER_VERSION,
    SaveProblem,
    _code,
    _problem,
)
from app.core.trainer.store.quarantine import set_aside_rows
from app.core.trainer.store.rows import _Damaged
from app.core.trainer.store.schema import _INDEXES, _SCHEMA, _SIDE, SCHEMA_VERSION

log = logging.getLogger(__name__)


class _Changed(Exception):
    """The file changed under us between checking and writing (internal: look again)."""


class FileOpened(NamedTuple):
    """The file ready for the app: its connection, how many damaged rows were set aside as
    it opened, and where a damaged file was moved aside (None: it was not)."""

    conn: sqlite3.Connection
    set_aside: int
    recovered_from: Optional[Path]


def _ready(conn: sqlite3.Connection, look: _Look) -> int:
    """Create or migrate the schema, or (already current) rewrite the version as a test that
    the file can be written; set aside the damaged rows ``look`` found (before a migration,
    as they were), mend what pointed at them and mark the rows verified: one BEGIN
    IMMEDIATE, the version re-read inside it. Returns how many rows were set aside."""
    seen = look.seen
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        set_aside = 0
        if (version, seen) == (0, "new") and not tables:
            for table, cols in (_SCHEMA | _SIDE).items():
                conn.execute(f"CREATE TABLE IF NOT EXISTS {table} ({', '.join(cols)})")
            version = SCHEMA_VERSION
            for table, upto in (*((t, 0) for t in _SCHEMA), (_FILE_MARK, _today())):
                _write_mark(conn, table, upto)  # nothing yet: all verified
        elif seen == "new" and version == SCHEMA_VERSION:
            pass  # another copy of the app made it a moment ago
        elif seen in ("old", "current") and version == look.version:
            def migrate() -> None:
                nonlocal version
                while version < SCHEMA_VERSION:
                    _MIGRATIONS[version](conn)
                    version += 1
            if look.mends:
                # The damaged rows go as they are, before a migration; an index that no
                # longer matches its table (a changed byte in an indexed column of a row,
                # or in the index itself) is made anew from the table first.
                conn.execute(f"CREATE TABLE IF NOT EXISTS quarantine "
                             f"({', '.join(_SIDE['quarantine'])})")
                set_aside = set_aside_rows(conn, version, [(t, i) for t, i, _ in look.bad],
                                           remake=not look.sound, migrate=migrate)
            migrate()
            for table, upto in look.upto:
                _write_mark(conn, table, upto)
                _cap_mark(conn, table)  # a row set aside frees its id for the next one
            if look.checked:
                _write_mark(conn, _FILE_MARK, _today())
        elif not (seen == "old" and version == SCHEMA_VERSION):
            raise _Changed()
        for sql in _INDEXES:
            conn.execute(sql)
        conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
        return set_aside
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def _session_connection(source: Optional[sqlite3.Connection] = None
                        ) -> tuple[sqlite3.Connection, int]:
    """An in-memory store with the app's schema, holding a copy of ``source`` when that can
    be read and is sound (otherwise empty), its damaged rows set aside in the copy; and how
    many were."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    if source is not None:
        try:
            source.backup(conn)
            look = _inspect(conn)
            if look.seen != "newer":
                return conn, _ready(conn, look)
        except Exception as exc:  # a copy is a kindness: an empty store still works
            log.warning("The progress file could not be copied for this session: %s", exc)
        conn.close()
        conn = sqlite3.connect(":memory:", isolation_level=None)
    _ready(conn, _Look("new"))
    return conn, 0


def open_file(path: Path) -> FileOpened:
    """The file at ``path`` ready for the app: created, migrated, its damaged rows set
    aside, or, when SQLite itself cannot use it, moved aside and a new one started.
    CannotSaveError when it cannot be written or is a newer version's; other StoreErrors
    only for what no fresh file would mend."""
    recovered: Optional[Path] = None
    for _ in range(5):
        conn = _connect(path, recovered)
        try:
            stamp = _file_stamp(path)
            look = _look(path, conn)
            if look is None:  # damaged
                conn.close()
                if recovered is not None:
                    raise StoreError(said(QT_TRANSLATE_NOOP(
                        "Errors", "The progress file {path} is damaged again after a new "
                        "one was started."), path=str(path)))
                # None: another copy of the app replaced it meanwhile; look again
                recovered = _move_aside(path, stamp)
                continue
            if look.seen == "newer":
                raise CannotSaveError(said(QT_TRANSLATE_NOOP(
                    "Errors", "The progress file {path} was written by a newer version of "
                    "the app; please update the app to open it."), path=str(path)),
                    SaveProblem(NEWER_VERSION))
            try:
                set_aside = _ready(conn, look)
            except (sqlite3.DatabaseError, _Damaged) as exc:  # a page only a write
                # reaches, or indexes still failing once made anew and rows set aside
                if (isinstance(exc, sqlite3.Error) and _code(exc) not in _DAMAGE_CODES) \
                        or recovered is not None:
                    raise
                log.warning("The progress file %s is damaged: %s", path, exc)
                conn.close()
                recovered = _move_aside(path, stamp)
                continue
            _tune(path, conn)
            return FileOpened(conn, set_aside, recovered)
        except _Changed:
            conn.close()
        except sqlite3.Error as exc:
            conn.close()
            raise CannotSaveError(said(QT_TRANSLATE_NOOP(
                "Errors", "The progress file {path} cannot be written ({reason})."),
                path=str(path), reason=exc), _problem(exc, path.parent), recovered) from exc
        except BaseException:
            conn.close()
            raise
    raise CannotSaveError(said(QT_TRANSLATE_NOOP(
        "Errors", "The progress file {path} kept changing while it was opened."),
        path=str(path)), SaveProblem(IN_USE), recovered)


def _look(path: Path, conn: sqlite3.Connection) -> Optional[_Look]:
    """_inspect's verdict, or None when the file is damaged; errors that say nothing of the
    contents pass on."""
    try:
        return _inspect(conn)
    except (_Damaged, ValueError, TypeError, OverflowError, UnicodeError) as exc:
        log.warning("The progress file %s is damaged: %s", path, exc)
        return None
    except sqlite3.Error as exc:
        if _code(exc) in _NOT_DAMAGE_CODES:
            raise
        log.warning("The progress file %s is damaged: %s", path, exc)
        return None
