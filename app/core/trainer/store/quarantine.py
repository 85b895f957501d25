"""Damaged rows set aside alone: moved into the ``quarantine`` table of the same file, their
values byte for byte, with nothing left pointing at them (``_mend``)."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from typing import Optional

from app.core.errors import StoreError
from app.core.trainer.store.rows import (
    _checked_name,
    _checked_values,
    _is_time,
    _now,
    _row_fault,
    _seal,
    _sealed_update,
    _tolerant,
)
from app.core.trainer.store.schema import _INSERT_SEALED, _VCOLUMNS, NAME_MAX

log = logging.getLogger(__name__)


def _set_aside(conn: sqlite3.Connection, table: str, version: int, row_id: int,
               at: str) -> Optional[str]:
    """Move the row ``row_id`` of ``table`` into the quarantine, its values as they are, if
    it is still damaged; returns why (None: it is sound, or gone already)."""
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
    conn.execute(f"DELETE FROM {table} WHERE id = ?", (row_id,))
    log.warning("A damaged %s row (id %d) was set aside: %s", table, row_id, fault)
    return fault


def _note(conn: sqlite3.Connection, table: str, row_id: int, since: int, note: str) -> None:
    """Add ``note`` to the reason of the row of ``table`` set aside in this transaction."""
    conn.execute("UPDATE quarantine SET reason = reason || ? WHERE tbl = ? AND c0 = ? "
                 "AND id > ?", (note, table, row_id, since))


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
    owners = conn.execute(
        "SELECT profile_id FROM answers UNION SELECT profile_id FROM exams UNION "
        "SELECT profile_id FROM speed_rounds EXCEPT SELECT id FROM profiles").fetchall()
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
