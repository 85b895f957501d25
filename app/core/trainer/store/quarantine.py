"""Damaged rows set aside alone: moved into the ``quarantine`` table of the same file, their
values byte for byte, with nothing left pointing at them (``_mend``); the one way a start
and the background pass do it (``set_aside_rows``)."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Iterator
from typing import Callable, Optional

from app.core.errors import StoreError
from app.core.trainer.store.inspection import _cap_mark, _check_whole
from app.core.trainer.store.outcomes import _DAMAGE_CODES, _code
from app.core.trainer.store.rows import (
    _checked_name,
    _checked_values,
    _Damaged,
    _is_time,
    _now,
    _row_fault,
    _seal,
    _sealed_update,
    _tolerant,
)
from app.core.trainer.store.schema import (
    _INSERT_SEALED,
    _VCOLUMNS,
    NAME_MAX,
    SCHEMA_VERSION,
    _schema,
)

log = logging.getLogger(__name__)


def set_aside_rows(conn: sqlite3.Connection, version: int, bad: list[tuple[str, int]], *,
                   remake: bool = False, migrate: Optional[Callable[[], None]] = None) -> int:
    """Set aside the damaged rows ``bad`` (table, id) of a file of ``version``, inside the
    open write transaction on ``conn``; how many were (a row found sound again, or gone, is
    not). Each is moved into the quarantine (``DELETE``); when that fails on an index that
    no longer matches its table (a changed byte in an indexed column), or with ``remake``
    (the file failed ``integrity_check``), the indexes are made anew from their tables
    first (``_remake_indexes``) and ``integrity_check`` must pass after (else _Damaged). Then
    ``migrate`` (the rows of an older file are set aside as they were), what pointed at
    the rows set aside is mended (``_mend``), and each table's mark is capped at its
    highest id left, so a row taking a freed id is verified."""
    since = conn.execute("SELECT coalesce(max(id), 0) FROM quarantine").fetchone()[0]
    at, count = _now(), 0
    if not remake:
        conn.execute("SAVEPOINT set_aside")
        try:
            count = sum(_set_aside(conn, t, version, i, at) is not None for t, i in bad)
        except sqlite3.DatabaseError as exc:
            conn.execute("ROLLBACK TO set_aside")
            if _code(exc) not in _DAMAGE_CODES:
                raise
            log.warning("A damaged row could not leave its index (%s): the indexes are made "
                        "anew from their tables", exc)
            remake = True
        finally:
            conn.execute("RELEASE set_aside")
    if remake:
        count = _remake_indexes(conn, version, bad, at)
        count += sum(_set_aside(conn, t, version, i, at) is not None for t, i in bad)
        _check_whole(conn)  # still failing: SQLite itself cannot use the file
    if migrate is not None:
        migrate()
    if count:
        _mend(conn, since)
    for table in sorted({t for t, _ in bad}):
        _cap_mark(conn, table)
    return count


def _remake_indexes(conn: sqlite3.Connection, version: int, bad: list[tuple[str, int]],
                    at: str) -> int:
    """Every index made anew from its table (REINDEX); how many rows of ``bad`` that set
    aside. When a changed byte made a row's unique key the same as another's (REINDEX fails
    on UNIQUE), the damaged rows of each of their tables are copied into the quarantine
    and the table rebuilt without them, read by a scan of the table, not through an index
    (``_rebuild``), before REINDEX is tried again; _Damaged when it still fails."""
    try:
        conn.execute("REINDEX")
        return 0
    except sqlite3.IntegrityError as exc:
        if "UNIQUE" not in str(exc):
            raise _Damaged(f"REINDEX failed: {exc}") from None
        log.warning("REINDEX failed (%s): the damaged rows' tables are rebuilt without them",
                    exc)
    count = 0
    for table in sorted({t for t, _ in bad}):
        gone = [i for t, i in bad if t == table
                and _set_aside(conn, table, version, i, at, delete=False) is not None]
        if gone:
            _rebuild(conn, version, table, gone)
            count += len(gone)
    try:
        conn.execute("REINDEX")
    except sqlite3.IntegrityError as exc:
        raise _Damaged(f"REINDEX failed: {exc}") from None
    return count


def _rebuild(conn: sqlite3.Connection, version: int, table: str, ids: list[int]) -> None:
    """``table`` made anew without the rows ``ids``: created with the columns of its
    ``version`` under another name, filled by a scan of the table (``NOT INDEXED``: its
    indexes do not match it), the old one dropped, the new one renamed and its indexes made
    again. Foreign keys must be off (``_foreign_keys_off``): the rows that point at it stay."""
    cols = _schema(version)[table]
    names = ", ".join(_VCOLUMNS[version][table])
    new = f"{table}_rebuilt"
    indexes = [sql for (sql,) in conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT "
        "NULL", (table,))]
    conn.execute(f"DROP TABLE IF EXISTS {new}")
    conn.execute(f"CREATE TABLE {new} ({', '.join(cols)})")
    with _tolerant(conn):
        conn.execute(f"INSERT INTO {new} ({names}) SELECT {names} FROM {table} NOT INDEXED "
                     f"WHERE id NOT IN ({', '.join('?' * len(ids))})", ids)
    conn.execute(f"DROP TABLE {table}")
    conn.execute(f"ALTER TABLE {new} RENAME TO {table}")
    for sql in indexes:
        conn.execute(sql)


@contextlib.contextmanager
def _foreign_keys_off(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``conn`` without foreign keys enforced while the block runs (outside a transaction:
    the pragma does nothing inside one), so that a table can be rebuilt (``_rebuild``)."""
    was = conn.execute("PRAGMA foreign_keys").fetchone()[0]
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        yield conn
    finally:
        if was:
            conn.execute("PRAGMA foreign_keys = ON")


def _set_aside(conn: sqlite3.Connection, table: str, version: int, row_id: int,
               at: str, delete: bool = True) -> Optional[str]:
    """Move the row ``row_id`` of ``table`` into the quarantine, its values as they are, if
    it is still damaged (only copy it there, not ``delete``); returns why (None: it is
    sound, or gone already)."""
    cols = _VCOLUMNS[version][table]
    with _tolerant(conn):
        row = conn.execute(f"SELECT {', '.join(cols)} FROM {table} WHERE id = ?",
                           (row_id,)).fetchone()
    fault = None if row is None else _row_fault(table, row, version)
    if fault is None:
        return None
    slots = ", ".join(f"c{n}" for n in range(len(cols)))
    conn.execute(f"INSERT INTO quarantine (tbl, version, reason, at, {slots}) "
                 f"SELECT ?, ?, ?, ?, {', '.join(cols)} FROM {table} WHERE id = ?",
                 (table, version, fault, at, row_id))
    if delete:
        conn.execute(f"DELETE FROM {table} WHERE id = ?", (row_id,))
    log.warning("A damaged %s row (id %d) was set aside: %s", table, row_id, fault)
    return fault


def _note(conn: sqlite3.Connection, table: str, row_id: int, since: int, note: str) -> None:
    """Add ``note`` to the reason of the row of ``table`` set aside in this transaction."""
    conn.execute("UPDATE quarantine SET reason = reason || ? WHERE tbl = ? AND c0 = ? "
                 "AND id > ?", (note, table, row_id, since))


# class table -> (column, the table it points at) whose row gone takes the row with it
_CLASS_PARENTS = (("class_members", "class_id", "classes"),
                  ("class_exams", "class_id", "classes"),
                  ("sittings", "class_exam_id", "class_exams"),
                  ("sittings", "member_id", "class_members"))
# class table -> a column that is NULL once the row it points at was set aside
_CLASS_LINKS = (("sittings", "exam_id", "exams"), ("receipts", "answer_id", "answers"))


def _mend_class(conn: sqlite3.Connection) -> None:
    """After rows were set aside, the class tables point at nothing gone: a sitting whose
    exams row went, or a receipt whose answer did, stays without it (a receipt still says
    the answer came once); a member or served exam of a class set aside, and a sitting of
    either set aside, is set aside too (its class is no longer whole), with why."""
    for table, column, target in _CLASS_LINKS:
        for (row_id,) in conn.execute(
                f"SELECT id FROM {table} WHERE {column} IS NOT NULL AND {column} NOT IN "
                f"(SELECT id FROM {target}) ORDER BY id").fetchall():
            _sealed_update(conn, table, row_id, {column: None})
    at = _now()
    for table, column, target in _CLASS_PARENTS:  # parents before children
        cols = _VCOLUMNS[SCHEMA_VERSION][table]
        slots = ", ".join(f"c{n}" for n in range(len(cols)))
        orphans = conn.execute(f"SELECT id FROM {table} WHERE {column} NOT IN "
                               f"(SELECT id FROM {target}) ORDER BY id").fetchall()
        for (row_id,) in orphans:
            conn.execute(f"INSERT INTO quarantine (tbl, version, reason, at, {slots}) "
                         f"SELECT ?, ?, ?, ?, {', '.join(cols)} FROM {table} WHERE id = ?",
                         (table, SCHEMA_VERSION, f"its {target} row was set aside", at, row_id))
            conn.execute(f"DELETE FROM {table} WHERE id = ?", (row_id,))
            log.warning("A %s row (id %d) was set aside with its %s row", table, row_id,
                        target)


def _mend(conn: sqlite3.Connection, since: int) -> None:
    """After rows were set aside (quarantine ids above ``since``), nothing points at a row
    that is gone: the answers of an exam set aside stay, without the exam (its quarantined
    row names them); the answers, exams and rounds of a trainee set aside stay with a
    stand-in trainee of the same id, named from the damaged row when its name can be read
    (``<name> #<id>``), else ``#<id>``, listed, to rename."""
    orphans = conn.execute("SELECT id, exam_id FROM answers WHERE exam_id IS NOT NULL AND "
                           "exam_id NOT IN (SELECT id FROM exams) ORDER BY id").fetchall()
    for answer_id, _ in orphans:
        _sealed_update(conn, "answers", answer_id, {"exam_id": None})
    for exam_id in sorted({e for _, e in orphans}):
        kept = [a for a, e in orphans if e == exam_id]
        _note(conn, "exams", exam_id, since,
              f"; its answers {', '.join(map(str, kept))} are kept without it")
    _mend_class(conn)
    owners = conn.execute(
        "SELECT profile_id FROM answers UNION SELECT profile_id FROM exams UNION "
        "SELECT profile_id FROM speed_rounds UNION SELECT profile_id FROM class_members "
        "EXCEPT SELECT id FROM profiles").fetchall()
    for (profile_id,) in owners:
        with _tolerant(conn):
            # c1 name, c3 created, c4 removed (version 3 on), with its name key NULL
            damaged = conn.execute("SELECT c1, c3, CASE WHEN version >= 3 AND c2 IS NULL "
                                   "THEN c4 END FROM quarantine WHERE tbl = 'profiles' AND "
                                   "c0 = ? ORDER BY id DESC", (profile_id,)).fetchone()
        name_read, created, removed = damaged if damaged is not None else (None, None, None)
        names = [f"#{profile_id}"]
        with contextlib.suppress(StoreError, TypeError, AttributeError):
            if type(name_read) is str:
                mark = f" #{profile_id}"
                names.insert(0, _checked_name(name_read[:NAME_MAX - len(mark)] + mark)[0])
        names += [f"#{profile_id}-{n}" for n in range(2, 100)]
        taken = {k for (k,) in conn.execute("SELECT name_key FROM profiles")}
        name = next(n for n in names if n.casefold() not in taken)
        created = created if _is_time(created) else _now()
        removed = removed if _is_time(removed) else None  # a removed trainee stays so
        values = _checked_values("profiles", (profile_id, name,
                                              None if removed else name.casefold(), created,
                                              removed), first=0)
        conn.execute(_INSERT_SEALED["profiles"], (*values, _seal(values)))
        _note(conn, "profiles", profile_id, since,
              f"; a stand-in trainee {name!r} keeps its answers, exams and rounds")
        log.warning("Trainee %d was set aside; the stand-in %r keeps their records",
                    profile_id, name)
