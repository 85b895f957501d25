"""What a progress file holds, seen in one read transaction as it opens: its version, its
pages (``quick_check``), its tables and columns, the rows not yet verified (each against its
seal) and, when due, its indexes against their tables (``integrity_check``). Rows are
verified once: the ``verified`` table keeps each table's highest id verified, and the day of
the last ``integrity_check`` (the ``*file*`` mark)."""

from __future__ import annotations

import contextlib
import datetime
import logging
import sqlite3
from typing import NamedTuple, Optional

from app.core.trainer.store.rows import _Damaged, _row_fault, _seal, _tolerant
from app.core.trainer.store.schema import (
    _LAYOUTS,
    _SCHEMA,
    _SIDE_SINCE,
    _VCOLUMNS,
    MAX_KNOWN_FUTURE,
    SCHEMA_VERSION,
    _layout,
)

log = logging.getLogger(__name__)


class _Look(NamedTuple):
    """What ``_inspect`` saw: ``seen`` ("new", "current", "old" or "newer"), the file's
    ``version``, the rows that failed their check (table, id, why), per table the highest id
    verified (every row up to it is sound or among ``bad``), whether ``integrity_check`` ran
    (``checked``) and found the indexes matching their tables (``sound``)."""

    seen: str
    version: int = 0
    bad: tuple[tuple[str, int, str], ...] = ()
    upto: tuple[tuple[str, int], ...] = ()
    checked: bool = False
    sound: bool = True

    @property
    def mends(self) -> bool:
        """Rows to set aside, or indexes to make anew from their tables (REINDEX)."""
        return bool(self.bad) or not self.sound

_FILE_MARK = "*file*"  # the mark of the last full integrity_check: its day (days since 1970)
_FULL_CHECK_DAYS = 7  # the whole file's indexes checked against its tables at least this often


def _marks(conn: sqlite3.Connection) -> dict[str, int]:
    """The highest id verified of each table (and the day of the last full check), from the
    marks whose seal holds (a mark that does not is no mark: its table is verified whole)."""
    out = {}
    with _tolerant(conn):  # a mark whose name is not UTF-8 is no mark either
        rows = conn.execute("SELECT tbl, upto, crc FROM verified").fetchall()
    for row in rows:
        tbl, upto, crc = row
        if type(tbl) is str and (tbl in _SCHEMA or tbl == _FILE_MARK) and type(upto) is int \
                and crc == _seal(row[:2]):
            out[tbl] = upto
    return out


def _today() -> int:
    return int(datetime.datetime.now(datetime.timezone.utc).timestamp() // 86400)


def _whole_sound(conn: sqlite3.Connection) -> bool:
    """``PRAGMA integrity_check``: every index against its table, every constraint."""
    return bool(conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)])


def _check_whole(conn: sqlite3.Connection) -> None:
    """``PRAGMA integrity_check``: _Damaged unless it finds the file sound."""
    if not _whole_sound(conn):
        raise _Damaged("integrity_check failed")


def _file_check_due(marks: dict[str, int]) -> bool:
    """The weekly ``integrity_check`` is due (it runs once the window is shown, not at
    start: ``ProgressStore.check_file``)."""
    return not 0 <= _today() - marks.get(_FILE_MARK, 0) < _FULL_CHECK_DAYS


def _inspect(conn: sqlite3.Connection) -> _Look:
    """What the file holds, seen in one read transaction; _Damaged if the file as a whole
    is (its version, ``quick_check``, its tables and columns). Rows are checked from the
    last verified one on (every row of a file without marks, or of an older version); a
    row that fails is listed in ``bad``, not damage of the file, and so is an index that
    does not match its table (``sound``: REINDEX makes it anew from the table)."""
    conn.execute("BEGIN")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version < 0 or version > MAX_KNOWN_FUTURE:
            raise _Damaged(f"user_version {version}")
        if conn.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
            raise _Damaged("quick_check failed")
        if version > SCHEMA_VERSION:
            return _Look("newer", version)
        if version == 0:
            if conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise _Damaged("tables without a version")  # somebody else's, or ours unversioned
            return _Look("new")
        for table, layout in _LAYOUTS[version].items():
            if _layout(conn, table) != layout:
                raise _Damaged(f"the {table} table is not as the app made it")
        marks = _marks(conn) if version >= _SIDE_SINCE else {}
        # Every start: quick_check (each page and b-tree sound). The indexes against their
        # tables too (integrity_check, 0.3-0.6 s on a year's file) when a table is verified
        # whole (a migration, a new file, a mark that fails), when a read found the file
        # damaged (its mark 0), and whenever a row is found damaged (before anything is set
        # aside). The weekly check waits until the window is shown (check_file). When
        # integrity_check fails, every row is verified, whatever the marks say: the row
        # whose changed byte the indexes no longer match may be one verified long ago.
        checked = any(t not in marks for t in _VCOLUMNS[version]) \
            or marks.get(_FILE_MARK, 0) <= 0
        sound = _whole_sound(conn) if checked else True
        bad, upto = _faults(conn, version, {} if not sound else marks)
        if bad and not checked:
            checked, sound = True, _whole_sound(conn)
            if not sound:
                bad = _faults(conn, version, {})[0]
        seen = "current" if version == SCHEMA_VERSION else "old"
        return _Look(seen, version, tuple(bad), tuple(upto), checked, sound)
    finally:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


def _faults(conn: sqlite3.Connection, version: int, marks: dict[str, int]
            ) -> tuple[list[tuple[str, int, str]], list[tuple[str, int]]]:
    """The rows of each table of ``version`` above its mark in ``marks`` (every row of a
    table without one) that fail their check (table, id, why), and per table the highest
    id verified."""
    bad, upto = [], []
    with _tolerant(conn):
        for table, cols in _VCOLUMNS[version].items():  # the tables of the file's version
            last = marks.get(table, 0)
            rows = conn.execute(f"SELECT {', '.join(cols)} FROM {table} WHERE id > ?", (last,))
            for row in rows:
                last = max(last, row[0])
                fault = _row_fault(table, row, version)
                if fault is not None:
                    bad.append((table, row[0], fault))
            upto.append((table, last))
    return bad, upto


def _write_mark(conn: sqlite3.Connection, table: str, upto: int) -> None:
    """``table`` verified up to ``upto`` (the ``*file*`` mark: checked whole that day)."""
    conn.execute("INSERT OR REPLACE INTO verified (tbl, upto, crc) VALUES (?, ?, ?)",
                 (table, upto, _seal((table, upto))))


def _mark_file(conn: sqlite3.Connection, sound: bool) -> None:
    """The ``*file*`` mark after the weekly check: today when the file is sound, else 0, so
    that the next start checks it whole and sets aside what it must."""
    _write_mark(conn, _FILE_MARK, _today() if sound else 0)


def _cap_mark(conn: sqlite3.Connection, table: str, upto: Optional[int] = None) -> None:
    """Lower the mark of ``table`` to ``upto``, or (None) to the highest id left in the
    table: a row set aside frees its id for the next row, which must be verified. A mark
    is never raised here."""
    if upto is None:
        upto = conn.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()[0]
    conn.execute("UPDATE verified SET upto = ?, crc = ? WHERE tbl = ? AND upto > ?",
                 (upto, _seal((table, upto)), table, upto))


def _check_file(conn: sqlite3.Connection) -> bool:
    """The weekly check's look, in a read transaction on ``conn`` (no write is held up
    by it): ``integrity_check``. Whether the file is sound."""
    conn.execute("BEGIN")
    try:
        return _whole_sound(conn)
    finally:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
