"""What was written in memory while the progress file could not take it (the disk filled
up mid-session), written to the file once it can: each waiting row once, in one
transaction, next to whatever another copy of the app saved meanwhile."""

from __future__ import annotations

import sqlite3

from app.core.trainer.store.rows import _checked_values, _free_name, _seal
from app.core.trainer.store.schema import _COLUMNS, _INSERT_SEALED, _REFERENCES, _SELECT

# New rows in memory while the file waits take ids this far above the file's, so that the
# rows another copy of the app writes to the file meanwhile are unlikely to take them.
_MEMORY_IDS = 1 << 20


def _memory_id(conn: sqlite3.Connection, table: str, copied: int) -> int:
    """The id of a new row of ``table`` written in memory (``conn``) while the file waits:
    ``_MEMORY_IDS`` above ``copied``, the highest id the file had, at least."""
    top = int(conn.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()[0])
    return max(top + 1, copied + _MEMORY_IDS)


def _write_waiting(file: sqlite3.Connection, memory: sqlite3.Connection,
                   pending: dict[str, set[int]],
                   copied: dict[str, int]) -> dict[str, dict[int, int]]:
    """Each row of ``pending`` (table -> ids in ``memory``) written to ``file`` inside its
    open transaction: a new one (above ``copied``, the highest id of each table the file
    had) with its memory id if that is free there, else the next free id (above every id
    in memory too, so that no id means two rows); a changed one over its row (added again
    if another copy set it aside meanwhile); the ids it holds of other rows and a trainee's
    name (``Anna (2)`` when another has it) made to fit; sealed anew. The ids that
    changed, by table (memory id -> file id)."""
    moved: dict[str, dict[int, int]] = {t: {} for t in _COLUMNS}
    for table, cols in _COLUMNS.items():  # referenced tables before the others
        top = memory.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()[0]
        for row_id in sorted(pending.get(table, ())):
            row = memory.execute(_SELECT[table] + " WHERE id = ?", (row_id,)).fetchone()
            if row is None:  # a write that was rolled back
                continue
            values = dict(zip(cols[:-1], row, strict=False))
            for column, target in _REFERENCES.get(table, ()):
                values[column] = moved[target].get(values[column], values[column])
            new = row_id > copied.get(table, 0)
            if new and file.execute(f"SELECT 1 FROM {table} WHERE id = ?",
                                    (row_id,)).fetchone():
                free = file.execute(f"SELECT coalesce(max(id), 0) FROM {table}")
                values["id"] = moved[table][row_id] = max(free.fetchone()[0], top) + 1
            if table == "profiles" and values["name_key"] is not None:
                values["name"], values["name_key"] = _free_name(file, values["name"],
                                                                values["id"])
            checked = _checked_values(table, tuple(values.values()), first=0)
            sealed = (*checked, _seal(checked))
            if new or not file.execute(
                    f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in cols[1:])} "
                    "WHERE id = ?", (*sealed[1:], row_id)).rowcount:
                file.execute(_INSERT_SEALED[table], sealed)
    return moved
