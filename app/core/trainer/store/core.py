"""The progress store's connection to its file: one transaction per write, committed before
it returns; reads that leave a row damaged since it was verified out (and have the next
start set it aside); the move to memory when the file cannot take a write, and back once it
can (``save_pending``); the WAL checkpointed at close; the weekly check of the whole file.
The records themselves are read and written by ``ProgressStore``."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from pathlib import Path
from typing import Any, Callable, Optional, Self, TypeVar

from app.core.errors import StoreError, said
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.store.files import _read_only
from app.core.trainer.store.inspection import (
    _FILE_MARK,
    _cap_mark,
    _check_file,
    _faults,
    _file_check_due,
    _mark_file,
    _marks,
)
from app.core.trainer.store.opening import _session_connection, open_file
from app.core.trainer.store.outcomes import (
    _DAMAGE_CODES,
    _SAVE_FAILURE_CODES,
    SaveProblem,
    _code,
    _problem,
)
from app.core.trainer.store.pending import _file_id, _memory_id, _write_waiting, is_memory_id
from app.core.trainer.store.quarantine import _foreign_keys_off, set_aside_rows
from app.core.trainer.store.rows import (
    _TABLE_OF,
    _checked_values,
    _Damaged,
    _seal,
    _sealed_update,
    _tolerant,
)
from app.core.trainer.store.schema import _INSERT, _SELECT, SCHEMA_VERSION, Row

_T = TypeVar("_T")
log = logging.getLogger(__name__)


class StoreConnection:
    """The connection of a progress store to its file (or, when the file cannot be written,
    to a copy of it in memory for the session: ``problem`` then says why)."""

    def __init__(self, path: Path) -> None:
        """Open the file, creating or migrating it, a damaged one moved aside
        (``recovered_from``). CannotSaveError when it cannot be written or is a newer
        version's; other StoreErrors only for what no fresh file would mend."""
        opened = open_file(Path(path))
        self._begin(path, opened.conn, set_aside=opened.set_aside,
                    recovered_from=opened.recovered_from)

    def _begin(self, path: Path, conn: sqlite3.Connection,
               problem: Optional[SaveProblem] = None, set_aside: int = 0,
               recovered_from: Optional[Path] = None) -> None:
        """The attributes of a store on ``conn``, to the file at ``path`` or (``problem``
        says why) to a copy of it in memory."""
        self.path = Path(path)
        self._conn = conn
        self.recovered_from = recovered_from  # where a damaged file was moved aside
        self.problem = problem  # set: session-only, in memory
        self.on_session_only: Optional[Callable[[SaveProblem], None]] = None
        self.set_aside = set_aside  # damaged rows put in the quarantine as the store opened
        self._file: Optional[sqlite3.Connection] = None  # the file while writes wait for it
        self._pending: dict[str, set[int]] = {}  # table -> ids written in memory, not in the file
        self._originals: dict[str, dict[int, Row]] = {}  # table -> id -> the row as copied,
        # before a change in memory (a change is written over the file's row only if it is
        # still this one)
        self._given: dict[str, int] = {}  # table -> the highest memory id given
        self._doubts: dict[str, int] = {}  # table -> the first id of a damaged row read
        # table -> memory id (``is_memory_id``: no row of the file has one) -> the file's id
        self._renumbered: dict[str, dict[int, int]] = {}
        self._unwritten = ""  # why what waits could not be written last time (logged once)
        self._left_out: dict[str, int] = {}  # table -> damaged rows left out of what was read

    @classmethod
    def session_only(cls, path: Path, problem: SaveProblem) -> Self:
        """A store in memory for this session, with a copy of what the file at ``path`` holds
        when it can be read and is sound; the file itself is never written."""
        with _read_only(Path(path)) as source:
            conn, set_aside = _session_connection(source)
        store = cls.__new__(cls)
        store._begin(path, conn, problem, set_aside)
        return store

    def _write(self, step: Callable[[sqlite3.Connection], _T]) -> _T:
        """``step`` in one transaction, committed (durably) before returning, rolled back on
        error. What waits for the file is written to it first, each time, until it can be
        (``save_pending``), so ``step`` must map the ids it is given (``_id``) itself, once
        that is done. On the file: when the file cannot take it (full, read-only, an I/O
        error) the store turns session-only, with what the file held, and ``step`` is done
        in memory. In memory (session-only, or the file still waiting): done there."""
        self.save_pending()
        if self.problem is None:  # on the file
            try:
                return self._transaction(self._conn, step)
            except sqlite3.Error as exc:
                if _code(exc) not in _SAVE_FAILURE_CODES:
                    raise StoreError(said(QT_TRANSLATE_NOOP(
                        "Errors", "The progress file could not be saved ({reason})."),
                        reason=exc)) from exc
                self._go_session_only(_problem(exc, self.path.parent))
            finally:
                self._distrust()
        try:  # in memory
            return self._transaction(self._conn, step)
        except sqlite3.Error as exc:
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "The progress could not be kept ({reason})."), reason=exc)) from exc

    @property
    def waiting_for_file(self) -> bool:
        """True while what was written in memory waits for the file to take it (the disk
        filled up mid-session); ``save_pending`` writes it."""
        return self._file is not None

    @property
    def waiting(self) -> dict[str, int]:
        """How many rows written in memory wait for the file, by table (new or changed
        trainees, exams, answers and speed rounds; empty when none do)."""
        if self._file is None:
            return {}
        return {t: len(ids) for t, ids in self._pending.items() if ids}

    def save_pending(self) -> bool:
        """Write what was kept in memory since a write to the file failed (the disk filled
        up) to the file, in one transaction, and go back to the file; True only when nothing
        waits for the file any more (all of it is in the file). Every write calls it first;
        a timer may call it too. While the file cannot take it (still full, another copy of
        the app holding it longer than the busy timeout, any other error) everything stays
        waiting, for the next call.

        Rows are written with the ids they have in memory when the file has none such,
        else with new ones (another copy of the app wrote rows meanwhile): the exams and
        answers written with them point at the new ids, and the ids the app still holds
        are taken for the new ones from then on (``_id``). A new or renamed trainee whose
        name another copy gave a trainee meanwhile keeps both, the name made unique
        (``Anna (2)``)."""
        file = self._file
        if file is None:
            return True
        try:
            moved = self._transaction(file, lambda conn: _write_waiting(
                conn, self._conn, self._pending, self._originals))
        except (sqlite3.Error, StoreError) as exc:
            reason = f"{type(exc).__name__}: {exc}"
            if reason != self._unwritten:  # each new reason once, not at every retry
                log.warning("What was kept in memory cannot be written to the progress file "
                            "%s yet (%s); it waits for the next try", self.path, reason)
            self._unwritten = reason
            return False
        for table, ids in moved.items():
            if ids:
                log.info("The %s rows kept in memory were given the file's ids %s",
                         table, ids)
                self._renumbered.setdefault(table, {}).update(
                    (old, new) for old, new in ids.items() if is_memory_id(old))
        log.info("The progress file %s can be written again; what waited is saved",
                 self.path)
        memory = self._conn
        self._conn, self._file, self._pending, self.problem = file, None, {}, None
        self._originals = {}
        self._unwritten = ""
        with contextlib.suppress(sqlite3.Error):
            memory.close()
        return True

    def _id(self, table: str, row_id: Any) -> Any:
        """The id in the file of a row the app knows by its id in memory: a memory id
        (``is_memory_id``), which no row of the file has, given to a row written in memory
        while the file waited, maps to the id ``save_pending`` gave it there; any other id
        is the file's."""
        if not is_memory_id(row_id):
            return row_id
        return self._renumbered.get(table, {}).get(row_id, row_id)

    @staticmethod
    def _transaction(conn: sqlite3.Connection, step: Callable[[sqlite3.Connection], _T]) -> _T:
        conn.execute("BEGIN IMMEDIATE")
        try:
            result = step(conn)
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        return result

    def _go_session_only(self, problem: SaveProblem) -> None:
        """From now on write in memory, a copy of the file, and keep the file to write what
        is new to it once it can take it (``save_pending``). New rows in memory take memory
        ids (``_memory_id``), which no row of the file has."""
        log.warning("Progress is kept in memory from now, until the file can be written "
                    "(%s: %s)", problem.kind, problem.detail)
        self._file = self._conn
        self._conn = _session_connection(self._file)[0]
        self._pending, self._originals = {}, {}
        self.problem = problem
        if self.on_session_only is not None:
            self.on_session_only(problem)

    def _read(self, sql: str, params: Row = ()) -> list[Row]:
        """The rows of a query; text that is not UTF-8 (a row damaged since it was verified)
        is read as bytes, so that its row alone is left out by ``_decode``."""
        try:
            try:
                return self._conn.execute(sql, params).fetchall()
            except sqlite3.OperationalError:
                with _tolerant(self._conn) as conn:
                    return conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            if _code(exc) in _DAMAGE_CODES:  # the next start checks the whole file
                log.warning("The progress file %s is damaged: %s", self.path, exc)
                self._doubts[_FILE_MARK] = 1
                self._distrust()
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "The progress file could not be read ({reason})."), reason=exc)) from exc

    def _decode(self, decoder: Callable[[Row], _T], rows: list[Row]) -> list[_T]:
        """The rows decoded, checked against their seals; a row that fails (damaged since it
        was verified) is left out and logged, and the next start verifies its table from it
        on, to set it aside and say so."""
        out = []
        for row in rows:
            try:
                out.append(decoder(row))
            except (_Damaged, ValueError, TypeError, OverflowError, UnicodeError) as exc:
                table = _TABLE_OF[decoder]
                row_id = row[0] if row and type(row[0]) is int else 0
                log.warning("A damaged %s row (id %d) is left out: %s", table, row_id, exc)
                self._left_out[table] = self._left_out.get(table, 0) + 1
                self._doubts[table] = min(self._doubts.get(table, row_id), row_id)
        self._distrust()
        return out

    def _distrust(self) -> None:
        """Lower the marks of the tables where a damaged row was read, so that the next start
        verifies them from it on (once no transaction is open; best effort)."""
        doubts = self._doubts
        if not doubts or self._conn.in_transaction:
            return
        self._doubts = {}

        def step(conn: sqlite3.Connection) -> None:
            for table, row_id in doubts.items():
                _cap_mark(conn, table, max(0, row_id - 1))
        with contextlib.suppress(sqlite3.Error):
            self._transaction(self._conn, step)

    def _sealed_insert(self, conn: sqlite3.Connection, table: str, values: Row) -> int:
        """A new row of ``table``: ``values`` (all but the id and the seal) checked, then
        written and sealed; its id (in memory while the file waits: see ``_memory_id``)."""
        values = _checked_values(table, values)
        row_id: Optional[int] = None
        if self._file is not None and conn is self._conn:
            row_id = self._given[table] = _memory_id(conn, table, self._given.get(table, 0))
        row_id = conn.execute(_INSERT[table], (row_id, *values)).lastrowid
        assert row_id is not None  # set by every successful INSERT
        if self.problem is None:
            _file_id(row_id)
        conn.execute(f"UPDATE {table} SET crc = ? WHERE id = ?", (_seal((row_id, *values)), row_id))
        self._waits(conn, table, row_id)
        return row_id

    def _update(self, conn: sqlite3.Connection, table: str, row_id: int,
                changes: dict[str, Any]) -> Row:
        """``_sealed_update`` of a row of ``table``; the row as written. A row of the file
        changed in memory while the file waits is kept as it was first (``_originals``)."""
        if self._file is not None and conn is self._conn and not is_memory_id(row_id):
            kept = self._originals.setdefault(table, {})
            if row_id not in kept:
                row = conn.execute(_SELECT[table] + " WHERE id = ?", (row_id,)).fetchone()
                if row is not None:
                    kept[row_id] = row
        values = _sealed_update(conn, table, row_id, changes)
        self._waits(conn, table, row_id)
        return values

    def _waits(self, conn: sqlite3.Connection, table: str, row_id: int) -> None:
        """A row written in memory while the file waits is to be written to the file."""
        if self._file is not None and conn is self._conn:
            self._pending.setdefault(table, set()).add(row_id)

    def close(self) -> None:
        """Write what waits for the file if it can be now (what cannot, is lost: logged;
        the window asks first, ``waiting``), checkpoint the WAL into the file, so
        that the file alone holds everything (a copy of it made by hand too), and close
        it; safe to call twice. Later calls raise StoreError."""
        if self._file is not None and not self.save_pending():
            log.warning("What was kept in memory could not be written to the progress file "
                        "%s before the app closed and is lost: %s", self.path,
                        ", ".join(f"{n} {t} rows" for t, n in self.waiting.items()))
            self._file.close()
            self._file, self._pending = None, {}
        if self.problem is None:
            with contextlib.suppress(sqlite3.Error):  # busy: another copy of the app reads it
                self._conn.execute("PRAGMA busy_timeout = 0")  # and no wait for it
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self._conn.close()

    @property
    def file_check_due(self) -> bool:
        """The weekly check of the whole file (``check_file``) is due."""
        if self.problem is not None or self._file is not None:
            return False
        try:
            return _file_check_due(_marks(self._conn))
        except sqlite3.Error:
            return False

    def check_file(self) -> bool:
        """The whole file's indexes against their tables (``integrity_check``, 0.3-0.6 s on a
        year's file), done when ``file_check_due`` after the window is shown, not at start,
        in a read transaction: no save of this copy or another waits for it. Only when it
        fails is the write lock taken, to mend the file as a start would: every row
        verified, the damaged ones set aside (``set_aside_rows``: the indexes made anew from
        their tables, a table rebuilt without them when a unique key clashes); when that
        cannot be done the ``*file*`` mark is 0, so that the next start checks the whole
        file and sets aside what it must. True when the file is sound (now)."""
        try:
            sound = _check_file(self._conn)
        except sqlite3.Error as exc:
            log.warning("The progress file %s could not be checked: %s", self.path, exc)
            return False
        if not sound:
            log.warning("The progress file %s failed its weekly check: its damaged rows are "
                        "set aside and its indexes made anew", self.path)

            def mend(conn: sqlite3.Connection) -> int:
                bad = [(t, i) for t, i, _ in _faults(conn, SCHEMA_VERSION, {})[0]]
                return set_aside_rows(conn, SCHEMA_VERSION, bad, remake=True)
            try:
                with _foreign_keys_off(self._conn):
                    self.set_aside += self._transaction(self._conn, mend)
                sound = True
            except (sqlite3.Error, _Damaged, StoreError) as exc:
                log.warning("The progress file %s could not be mended now (%s); the next "
                            "start checks it whole", self.path, exc)
        with contextlib.suppress(sqlite3.Error):
            self._transaction(self._conn, lambda conn: _mark_file(conn, sound))
        return sound
