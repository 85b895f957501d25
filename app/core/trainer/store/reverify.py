"""Rows verified again in the background, a slice at a time: a row damaged after a start
verified it (a byte changed while the app was closed) is found in the session, not only when
some read of it fails, and set aside as a start sets it aside.

A start verifies only the rows above each table's mark (``inspection``); this pass goes over
the rows a start no longer looks at. The window asks for one slice at a time
(``reverify_step``, a few thousand rows, a few milliseconds each) once it is painted, so no
start waits for it, and nothing is done while a write is open or the store is in memory
(session-only, or answers waiting for the file). Each row is checked against its seal alone:
a row that matches its seal holds the values it was written and verified with (their types
too: ``repr`` tells ``1`` from ``1.0``, ``True`` and ``"1"``), so the decoding a start does
need not be done again, and a pass over 200,000 answers costs about a second of CPU.

**Each session goes round every table once**, from where the last pass stopped: each
table's place is kept in the file, a sealed row ``*again*<table>`` of ``verified`` (starts
read only the marks of the tables, so these are no marks to them), written when a session
closes before its pass ends, so that a big store's pass goes on at the next start instead of
beginning again, and rows at the end of a table are never left out by short sessions.

Damaged rows found are set aside in one write transaction, as a start sets them aside
(``set_aside_rows``): each row moved into the quarantine (``_set_aside``, which checks it
again), the indexes made anew first only when a row cannot leave its index entries (a changed
byte in an indexed column) and then the file checked whole (``integrity_check``), what
pointed at them mended (``_mend``) and each mark capped at its table's highest id left. When
that cannot be done, the marks are lowered so that the next start does it (and checks the
whole file when it failed its check). **A row in use is not set aside while it is**: the
trainee chosen and the exam running (``in_use``, from the trainer) wait until they are no
longer in use, and, when the pass ends first, the next start sets them aside."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from typing import NamedTuple, Optional

from app.core.errors import StoreError
from app.core.trainer.store.core import StoreConnection
from app.core.trainer.store.inspection import _FILE_MARK
from app.core.trainer.store.outcomes import _DAMAGE_CODES, _code
from app.core.trainer.store.quarantine import _foreign_keys_off, set_aside_rows
from app.core.trainer.store.rows import _Damaged, _seal, _tolerant
from app.core.trainer.store.schema import _SELECT, SCHEMA_VERSION, Row

log = logging.getLogger(__name__)

_PLACE = "*again*"  # the ``verified`` rows that keep where each table's pass stopped
_ORDER = ("profiles", "classes", "class_members", "class_exams", "sittings", "exams",
          "speed_rounds", "receipts", "answers")  # the small tables first


class ReverifyProgress(NamedTuple):
    """What one slice of the pass did: ``checked`` rows, ``set_aside`` of them (damaged,
    now in the quarantine), and whether the pass is over for this session (``done``: every
    row gone over once, or nothing to go over: a session-only store, a closed one)."""

    done: bool
    checked: int = 0
    set_aside: int = 0


class _Pass:
    """Where a session's pass is in each table: it began after ``began`` (the place kept in
    the file), is at ``at``, went past the table's end and began again (``wrapped``) or is
    over (``over``)."""

    def __init__(self, began: dict[str, int]) -> None:
        self.began = {t: began.get(t, 0) for t in _ORDER}
        self.at = dict(self.began)
        self.wrapped: set[str] = set()
        self.over: set[str] = set()

    @property
    def done(self) -> bool:
        return len(self.over) == len(_ORDER)

    def places(self) -> dict[str, int]:
        """Where the next session's pass is to begin, per table."""
        return {t: self.began[t] if t in self.over else self.at[t] for t in _ORDER}


def _places(conn: sqlite3.Connection) -> dict[str, int]:
    """Where the last pass stopped in each table (0: at the start), from the sealed rows of
    ``verified`` that hold it (one whose seal fails is no place)."""
    out = {}
    with _tolerant(conn):
        rows = conn.execute("SELECT tbl, upto, crc FROM verified WHERE tbl LIKE '*again*%'")
        for row in rows.fetchall():
            tbl, upto, crc = row
            table = tbl[len(_PLACE):] if type(tbl) is str else ""
            if table in _ORDER and type(upto) is int and upto >= 0 and crc == _seal(row[:2]):
                out[table] = upto
    return out


def _sealed_fault(row: Row) -> bool:
    """The row (its values, then its seal) no longer matches its seal."""
    return bool(row[-1] != _seal(row[:-1]))


class StoreReverify(StoreConnection):
    """The background pass over the rows already verified (``reverify_step``)."""

    _pass: Optional[_Pass] = None
    _deferred: tuple[tuple[str, int], ...] = ()  # damaged rows in use when found

    def reverify_step(self, max_rows: int,
                      in_use: frozenset[tuple[str, int]] = frozenset()) -> ReverifyProgress:
        """Check up to ``max_rows`` more rows against their seals and set aside those that
        fail (see the module's description), but for the rows ``in_use`` (table, id: the
        trainee chosen, the exam running), which wait until they are not. Nothing is done
        (not ``done``) while a write is open or answers wait for the file; a session-only
        store has nothing to go over."""
        if self._file is not None or self._conn.in_transaction:
            return ReverifyProgress(False)
        if self.problem is not None:
            return ReverifyProgress(True)
        if self._pass is None:
            try:
                self._pass = _Pass(_places(self._conn))
            except sqlite3.Error as exc:
                log.warning("The progress file's rows cannot be verified again: %s", exc)
                return ReverifyProgress(True)
        run, checked, bad = self._pass, 0, []
        for table in _ORDER:
            while table not in run.over and checked < max_rows:
                rows = self._slice(run, table, max_rows - checked)
                if rows is None:  # the file could not be read: the next start checks it
                    run.over.update(_ORDER)
                    break
                checked += len(rows)
                bad += [(table, row[0]) for row in rows if _sealed_fault(row)]
        used = {(t, self._id(t, i)) for t, i in in_use}
        waiting = [*self._deferred, *bad]
        bad = [row for row in waiting if row not in used]
        self._deferred = tuple(row for row in waiting if row in used)
        if bad and self._deferred:
            log.info("Damaged rows in use wait to be set aside: %s", self._deferred)
        if run.done and self._deferred:  # still in use: the next start sets them aside
            for table, row_id in self._deferred:
                self._doubts[table] = min(self._doubts.get(table, row_id), row_id)
            self._deferred = ()
            self._distrust()
        return ReverifyProgress(run.done, checked, self._put_aside(bad) if bad else 0)

    def _slice(self, run: _Pass, table: str, limit: int) -> Optional[list[Row]]:
        """The next ``limit`` rows of ``table`` in the pass (fewer at the table's end, or at
        the place the pass began once it wrapped), its place moved past them; None when the
        file cannot be read."""
        end = run.began[table] if table in run.wrapped else -1
        try:
            rows = self._read(f"{_SELECT[table]} WHERE id > ? AND (? < 0 OR id <= ?) "
                              "ORDER BY id LIMIT ?", (run.at[table], end, end, limit))
        except StoreError as exc:
            log.warning("The progress file's rows cannot be verified again: %s", exc)
            return None
        if rows:
            run.at[table] = rows[-1][0]
        if len(rows) < limit:  # the end of the table, or of the pass
            if table in run.wrapped or run.began[table] == 0:
                run.over.add(table)
            else:
                run.wrapped.add(table)
                run.at[table] = 0
        return rows

    def _put_aside(self, bad: list[tuple[str, int]]) -> int:
        """Set aside the rows of ``bad`` (table, id) in one transaction, as a start does; how
        many were (0 when it failed: the next start does it)."""
        try:
            with _foreign_keys_off(self._conn):  # a table may have to be rebuilt
                count = self._transaction(self._conn, lambda conn: set_aside_rows(
                    conn, SCHEMA_VERSION, bad))
        except (sqlite3.Error, _Damaged, StoreError) as exc:
            log.warning("Damaged rows found in the progress file could not be set aside now "
                        "(%s); the next start does it", exc)
            for table, row_id in bad:
                self._doubts[table] = min(self._doubts.get(table, row_id), row_id)
            if isinstance(exc, _Damaged) or _code(exc) in _DAMAGE_CODES:
                self._doubts[_FILE_MARK] = 1  # the next start checks the whole file
            self._distrust()
            return 0
        return count

    def close(self) -> None:
        """Keep where an unfinished pass stopped, for the next start (best effort), then
        close."""
        run = self._pass
        if run is not None and not run.done and self.problem is None and self._file is None:
            def step(conn: sqlite3.Connection) -> None:
                for table, upto in run.places().items():
                    name = _PLACE + table
                    conn.execute("INSERT OR REPLACE INTO verified (tbl, upto, crc) "
                                 "VALUES (?, ?, ?)", (name, upto, _seal((name, upto))))
            with contextlib.suppress(sqlite3.Error):
                self._transaction(self._conn, step)
        self._pass = None
        super().close()
