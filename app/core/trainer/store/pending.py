"""What was written in memory while the progress file could not take it (the disk filled
up mid-session), written to the file once it can: each waiting row once, in one
transaction, next to whatever another copy of the app saved meanwhile.

New rows in memory take ids from ``MEMORY_IDS`` up (``_memory_id``), which no row of the
file ever has: its ids come from ``INTEGER PRIMARY KEY``, the highest one plus one, from 1,
and the app never writes one as high (``_file_id``: the file would need a billion rows).
Each is given a new id of the file when it is written there, and an id the app holds maps
to the file's (``StoreConnection._id``) without ever meaning another row of the file. They
are above every id of the file, so the rows keep their order (answers by id) in memory
too."""

from __future__ import annotations

import logging
import sqlite3

from app.core.errors import StoreError, said
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.store.rows import _checked_values, _free_name, _seal
from app.core.trainer.store.schema import _COLUMNS, _INSERT_SEALED, _REFERENCES, _SELECT, Row

log = logging.getLogger(__name__)


MEMORY_IDS = 1 << 30  # the first id of a row written in memory; none of the file's is as high


def is_memory_id(row_id: object) -> bool:
    """``row_id`` is one a row written in memory while the file waited was given."""
    return type(row_id) is int and row_id >= MEMORY_IDS


def _memory_id(conn: sqlite3.Connection, table: str, given: int) -> int:
    """The id of a new row of ``table`` written in memory (``conn``) while the file waits:
    above every id there and above ``given`` (the highest memory id given this session),
    from ``MEMORY_IDS`` up: an id no row of the file has, nor any row written in memory
    before."""
    top = int(conn.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()[0])
    return max(top, given, MEMORY_IDS - 1) + 1


def _file_id(row_id: int) -> int:
    """``row_id``, a new id of the file, checked below ``MEMORY_IDS`` (StoreError else, and
    nothing is written), so that a memory id never names a row of the file."""
    if is_memory_id(row_id):
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "The progress file could not be saved ({reason})."),
            reason=f"id {row_id} is beyond what the app writes"))
    return row_id


def _write_waiting(file: sqlite3.Connection, memory: sqlite3.Connection,
                   pending: dict[str, set[int]],
                   originals: dict[str, dict[int, Row]]) -> dict[str, dict[int, int]]:
    """Each row of ``pending`` (table -> ids in ``memory``) written to ``file`` inside its
    open transaction: a new one (a memory id) with a new id of the file; a changed one
    over its row only when the file's row is still the one copied into memory
    (``originals``: table -> id -> the row before it changed), as a new row when another
    copy changed it or gave its id to another row meanwhile (never over another's row),
    and with its id when another copy set it aside; the ids it holds of other rows and a
    trainee's name (``Anna (2)`` when another has it) made to fit; sealed anew. The ids
    given, by table (memory id -> file id)."""
    moved: dict[str, dict[int, int]] = {t: {} for t in _COLUMNS}
    for table, cols in _COLUMNS.items():  # referenced tables before the others
        for row_id in sorted(pending.get(table, ())):
            row = memory.execute(_SELECT[table] + " WHERE id = ?", (row_id,)).fetchone()
            if row is None:  # a write that was rolled back
                continue
            values = dict(zip(cols[:-1], row, strict=False))
            for column, target in _REFERENCES.get(table, ()):
                values[column] = moved[target].get(values[column], values[column])
            fresh, update = is_memory_id(row_id), False
            if not fresh:
                now = file.execute(_SELECT[table] + " WHERE id = ?", (row_id,)).fetchone()
                update = now is not None and now == originals.get(table, {}).get(row_id)
                fresh = now is not None and not update
                if fresh:
                    log.warning("The %s row %d was changed in the file by another copy of "
                                "the app while this one's change waited: it is kept as a new "
                                "row", table, row_id)
            if fresh:
                free = file.execute(f"SELECT coalesce(max(id), 0) FROM {table}")
                values["id"] = moved[table][row_id] = _file_id(max(free.fetchone()[0], 0) + 1)
            if table == "profiles" and values["name_key"] is not None:
                values["name"], values["name_key"] = _free_name(file, values["name"],
                                                                values["id"])
            checked = _checked_values(table, tuple(values.values()), first=0)
            sealed = (*checked, _seal(checked))
            if update:
                file.execute(f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in cols[1:])} "
                             "WHERE id = ?", (*sealed[1:], row_id))
            else:
                file.execute(_INSERT_SEALED[table], sealed)
    return moved
