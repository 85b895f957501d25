"""Each older version of the progress file brought to the next, inside the opening
transaction (``MIGRATIONS``), after that version's rows were checked and the damaged ones
set aside with that version's columns."""

from __future__ import annotations

import sqlite3
from typing import Callable

from app.core.trainer.store.inspection import _write_mark
from app.core.trainer.store.rows import _seal
from app.core.trainer.store.schema import _SCHEMA, _SEAL, _SIDE, _VCOLUMNS, CLASS_TABLES


def _seal_all(conn: sqlite3.Connection, table: str, version: int) -> None:
    """Seal every row of ``table`` as a file of ``version`` seals it."""
    cols = _VCOLUMNS[version][table][:-1]
    for row in conn.execute(f"SELECT {', '.join(cols)} FROM {table}").fetchall():
        conn.execute(f"UPDATE {table} SET crc = ? WHERE id = ?", (_seal(row), row[0]))


def _seal_rows(conn: sqlite3.Connection) -> None:
    """Version 1 to 2: add the seal column to every table and seal every row."""
    for table in _VCOLUMNS[2]:
        conn.execute(f"ALTER TABLE {table} ADD COLUMN {_SEAL}")
        _seal_all(conn, table, 2)


def _add_removed(conn: sqlite3.Connection) -> None:
    """Version 2 to 3: the profiles table made anew with ``removed`` before the seal (which
    stays the last column) and ``name_key`` that may be NULL; every profile resealed. The
    other tables refer to profiles by name, so they need no change (foreign keys are not
    enforced while the schema is made: ``foreign_keys`` is turned on after)."""
    kept = ", ".join(_VCOLUMNS[2]["profiles"][:-1])
    conn.execute(f"CREATE TABLE profiles_v3 ({', '.join(_SCHEMA['profiles'])})")
    conn.execute(f"INSERT INTO profiles_v3 ({kept}) SELECT {kept} FROM profiles")
    conn.execute("DROP TABLE profiles")
    conn.execute("ALTER TABLE profiles_v3 RENAME TO profiles")
    _seal_all(conn, "profiles", 3)


def _add_speed_rounds(conn: sqlite3.Connection) -> None:
    """Version 3 to 4: the speed rounds' table, empty (no row of the others changes)."""
    conn.execute(f"CREATE TABLE speed_rounds ({', '.join(_SCHEMA['speed_rounds'])})")


def _add_side_tables(conn: sqlite3.Connection) -> None:
    """Version 4 to 5: the marks of verified rows (none yet: the next start verifies every
    row) and the quarantine of damaged rows (made already when rows were set aside before
    this step)."""
    for table, cols in _SIDE.items():
        conn.execute(f"CREATE TABLE IF NOT EXISTS {table} ({', '.join(cols)})")


def _add_class_tables(conn: sqlite3.Connection) -> None:
    """Version 5 to 6: the tables of a class this PC hosts, empty, and marked verified (no
    row of the others changes)."""
    for table in CLASS_TABLES:
        conn.execute(f"CREATE TABLE {table} ({', '.join(_SCHEMA[table])})")
        _write_mark(conn, table, 0)


# Version n -> the step that brings a version-n file to version n + 1.
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _seal_rows, 2: _add_removed, 3: _add_speed_rounds, 4: _add_side_tables,
    5: _add_class_tables}
