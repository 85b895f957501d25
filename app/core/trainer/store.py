"""The trainees' progress on this PC: profiles, answers and exams in one SQLite file.

Each write is its own transaction, committed (WAL with ``synchronous=FULL``: the
log is synced at every commit) before the call returns: a crash or a power cut loses
nothing answered. **Every row is checked before it is written** against its columns'
types (an INTEGER is an int and not a bool, a REAL a finite float, or an int made a
float, a TEXT a str that UTF-8 can write, NULL only where the column allows it):
anything that would not read back as written, and so fail its seal, is refused with
one logged error and ``RefusedValueError`` (a fault of the app, such as ``seed=False``
from a ``clicked(bool)``), and nothing of it is written.

**The store never stops the app.** ``open_progress_store`` is how the app opens
it; it always returns a working store and says, as a value, what the trainee
must be told:

* Damage is looked for when the store opens: ``PRAGMA quick_check`` (and
  ``integrity_check``, the indexes against their tables, at least once a week
  and whenever a table is verified whole), the tables and columns of the file's
  version, and every row not yet verified read through the same decoding
  functions the app uses, each row checked against its sealed checksum
  (``crc``, a CRC-32 of the row's values written with it), so even a changed
  byte inside an amount or a name is found. **Rows are verified once**: the
  ``verified`` table keeps, per table, the highest id verified (each mark sealed
  itself; the ``*file*`` mark is the day of the last ``integrity_check``), and a
  start verifies only the rows above it; a file without marks (new to version 5,
  migrated) or a mark that fails its seal verifies its tables whole.
* **A damaged row is set aside alone**: a row that does not decode, holds text
  that is not UTF-8 or does not match its seal is moved, inside the opening
  transaction, into the ``quarantine`` table of the same file with its table,
  the file's version, the reason and the time, its values byte for byte in the
  untyped columns ``c0``... (the columns of that table at that version), and
  ``set_aside`` says how many, the start it happens (the next start finds them
  there, not in the tables: it is told once). Nothing is left pointing at a row
  set aside: the answers of an exam set aside stay, without the exam (its
  quarantined row's reason names them); a trainee set aside who has answers,
  exams or rounds is replaced by a listed stand-in of the same id, named
  ``<the damaged row's name> #<id>`` when that is readable text (else
  ``#<id>``), for the trainee to rename, so nothing valid leaves the view. A row
  found damaged later, when read (damaged after it was verified), is left out
  of what is read, logged, and its table's mark lowered so the next start sets
  it aside and says so.
* The whole file is set aside only when SQLite cannot use it (not a database,
  truncated, failed checks, missing or garbled tables or columns, a negative
  or absurd ``user_version``): it is renamed ``<name>.damaged-<timestamp>``
  beside it, never deleted, and a new store starts (``moved_aside``).
* A file written by a newer version of the app (``SCHEMA_VERSION <
  user_version <= MAX_KNOWN_FUTURE``, passing ``integrity_check``) is left
  untouched: moving it aside would hide the trainee's progress from the newer
  app that can read it. The trainee practises with a session-only store and
  is told why (``cannot_save.kind == NEWER_VERSION``).
* A file or folder that cannot be written (read-only, a full disk, a file
  another program holds) gives a session-only store: an in-memory SQLite
  database with the same schema, holding a copy of what the file holds when it
  can be read, so every screen works and the trainee sees their history;
  ``cannot_save`` says why. A write that fails later in the session (the disk
  fills up) switches the store to session-only the same way, keeps that
  answer, and calls ``on_session_only`` once; the file stays open, and what is
  written in memory from then on is written to the file as soon as it can take
  it (``save_pending``: before every write, and at ``close``), in one
  transaction, each row once with the id it has in memory, after which the
  store is back on the file. If another copy of the app took those ids
  meanwhile, the store stays session-only (logged).
* Two copies of the app share one file: WAL, so a copy reading (checking the
  file as it opens) never holds up the other's saves, and a busy timeout for
  the short write transactions; the schema is created or migrated inside
  ``BEGIN IMMEDIATE`` with the version re-read there, after checks made in one
  read transaction.

The schema version is ``PRAGMA user_version``; older files are migrated step by
step by ``_MIGRATIONS`` inside that transaction, each version's tables and rows
checked (seals too, from version 2) before: version 1 had no row seals; version
2 had no ``profiles.removed`` column and its ``name_key`` could not be NULL;
version 3 had no ``speed_rounds`` table (a table a version has not yet must not be
in its file: that is damage too); version 4 had no ``verified`` and ``quarantine``
tables. The damaged rows of an older file are set aside before it is migrated, with
that version's columns.

**Removed trainees** (version 3): ``remove_profile`` sets ``removed`` (the UTC
time) and frees ``name_key`` (NULL), so the trainee leaves ``profiles()`` and a
new trainee may take the name, while the row and every answer and exam stay:
``export_csv`` of everyone still writes them, with the time in its ``removed``
column (empty for the trainees listed). A removed trainee cannot be renamed or
removed again; answers and exams may still be saved for it (another copy of the
app may have it chosen: no answer is ever refused for that). The last listed
trainee cannot be removed.

**Speed rounds** (version 4): every finished round of every trainee, one row each
(``record_speed_round``); the best of each drill, level and kind is worked out from them
by the rules of ``speed.bests`` (``speed_bests``), never stored, so it cannot disagree
with the rounds. A removed trainee's rounds stay, as their answers do. The CSV export
is of answers alone, as before.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import errno
import itertools
import logging
import math
import os
import sqlite3
import unicodedata
import zlib
from pathlib import Path
from typing import Any, Callable, NamedTuple, Optional, TypeVar

from app.core.errors import CannotSaveError, RefusedValueError, StoreError, said
from app.core.text import QT_TRANSLATE_NOOP, Line
from app.core.trainer.records import AnswerRecord, ExamRecord, Profile, attempt_numbers
from app.core.trainer.speed import SpeedKey, SpeedResult, bests
from app.core.trainer.spreadsheet import text_cell, write_csv

SCHEMA_VERSION = 5
MAX_KNOWN_FUTURE = 1000  # a user_version above this is damage, not a newer app
NAME_MAX = 40
CSV_COLUMNS = ("profile", "at", "drill", "level", "seed", "correct", "seconds", "answer",
               "expected", "tags", "chips_fewest", "exam_code", "exam_attempt", "exam_status",
               "removed")

_SEAL = "crc INTEGER NOT NULL DEFAULT 0"  # the last column of every table since version 2
_SCHEMA = {  # table -> column definitions; the first word of each is the column's name
    # name_key: the casefolded name, NULL once removed (a removed trainee's name is free again)
    "profiles": ("id INTEGER PRIMARY KEY", "name TEXT NOT NULL", "name_key TEXT UNIQUE",
                 "created TEXT NOT NULL", "removed TEXT", _SEAL),
    "exams": ("id INTEGER PRIMARY KEY", "profile_id INTEGER NOT NULL REFERENCES profiles(id)",
              "code TEXT NOT NULL", "questions INTEGER NOT NULL", "started TEXT NOT NULL",
              "finished TEXT", "correct INTEGER", "passed INTEGER", _SEAL),
    "answers": ("id INTEGER PRIMARY KEY", "profile_id INTEGER NOT NULL REFERENCES profiles(id)",
                "drill TEXT NOT NULL", "level INTEGER NOT NULL", "seed INTEGER NOT NULL",
                "correct INTEGER NOT NULL", "seconds REAL NOT NULL", "answer TEXT NOT NULL",
                "expected TEXT NOT NULL", "tags TEXT NOT NULL", "chips_fewest INTEGER",
                "exam_id INTEGER REFERENCES exams(id)", "at TEXT NOT NULL", _SEAL),
    # correct / wrong: the answers of the round; seconds: speed.SpeedResult.seconds
    "speed_rounds": ("id INTEGER PRIMARY KEY",
                     "profile_id INTEGER NOT NULL REFERENCES profiles(id)",
                     "drill TEXT NOT NULL", "level INTEGER NOT NULL", "kind TEXT NOT NULL",
                     "correct INTEGER NOT NULL", "wrong INTEGER NOT NULL",
                     "seconds REAL NOT NULL", "at TEXT NOT NULL", _SEAL),
}
_SINCE = {"speed_rounds": 4}  # table -> the version that added it (the others: 1)
_WIDEST = 14  # the most columns a table of any version has (answers, with its seal)
# The store's own tables (version 5), beside the records: which rows are verified (each
# mark sealed itself), and the rows set aside as damaged, as they were (untyped columns
# c0... keep every value byte for byte: the columns of ``tbl`` as a file of ``version``
# has them).
_SIDE = {
    "verified": ("tbl TEXT PRIMARY KEY", "upto INTEGER NOT NULL", _SEAL),
    "quarantine": ("id INTEGER PRIMARY KEY", "tbl TEXT NOT NULL", "version INTEGER NOT NULL",
                   "reason TEXT NOT NULL", "at TEXT NOT NULL",
                   *(f"c{n}" for n in range(_WIDEST))),
}
_SIDE_SINCE = 5
_V2_PROFILES = ("id INTEGER PRIMARY KEY", "name TEXT NOT NULL", "name_key TEXT NOT NULL UNIQUE",
                "created TEXT NOT NULL", _SEAL)


def _schema(version: int) -> dict[str, tuple[str, ...]]:
    """The tables as a file of ``version`` has them (1: no seals; 2: no ``removed``; 3: no
    ``speed_rounds``)."""
    if version >= SCHEMA_VERSION:
        return _SCHEMA
    tables = {t: cols for t, cols in _SCHEMA.items() if _SINCE.get(t, 1) <= version}
    if version < 3:
        tables |= {"profiles": _V2_PROFILES}
    if version >= 2:
        return tables
    return {t: tuple(c for c in cols if c != _SEAL) for t, cols in tables.items()}


_VERSIONS = range(1, SCHEMA_VERSION + 1)
# version -> table -> column names
_VCOLUMNS = {v: {t: tuple(c.split()[0] for c in cols) for t, cols in _schema(v).items()}
             for v in _VERSIONS}
_COLUMNS = _VCOLUMNS[SCHEMA_VERSION]
_TYPES = {"INTEGER": int, "TEXT": str, "REAL": float}
# version -> table -> (python type, may be NULL) of each column but the seal
_VKINDS = {v: {t: tuple((_TYPES[c.split()[1]], "NOT NULL" not in c and "PRIMARY KEY" not in c)
                        for c in cols if c != _SEAL) for t, cols in _schema(v).items()}
           for v in _VERSIONS}
_INDEXES = ("CREATE INDEX IF NOT EXISTS speed_rounds_by_profile ON speed_rounds(profile_id, id)",
            # The figures' aggregates read these alone, never the answers' rows (see verdicts,
            # last_answers and misses): each drill's answers in order, and all in order. The
            # first serves what answers_by_profile(profile_id, drill, id) served, in its place
            # (each index costs every start's quick_check its pages).
            "CREATE INDEX IF NOT EXISTS answers_marks ON answers(profile_id, drill, id, correct, "
            "seconds, exam_id)",
            "DROP INDEX IF EXISTS answers_by_profile",
            "CREATE INDEX IF NOT EXISTS answers_by_time ON answers(profile_id, id, correct, "
            "exam_id)")
_DAMAGE_CODES = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
_SELECT = {t: f"SELECT {', '.join(cols)} FROM {t}" for t, cols in _COLUMNS.items()}
_INSERT = {t: f"INSERT INTO {t} ({', '.join(cols[1:-1])}) VALUES ({', '.join('?' * (len(cols) - 2))})"
           for t, cols in _COLUMNS.items()}
_T = TypeVar("_T")
Row = tuple[Any, ...]  # a row of values as sqlite3 gives and takes them
_Stamp = tuple[int, int, int, int]  # a file's device, inode, size and modification time
log = logging.getLogger(__name__)

# Why progress cannot be saved (SaveProblem.kind); the window puts each in words.
READ_ONLY, DISK_FULL, NEWER_VERSION, IN_USE, UNAVAILABLE = (
    "read_only", "disk_full", "newer_version", "in_use", "unavailable")
# sqlite result codes of a write that did not reach the disk: the store goes session-only.
_SAVE_FAILURE_CODES = (sqlite3.SQLITE_FULL, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM,
                       sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN)
# sqlite result codes that say nothing about the file's contents (never damage).
_NOT_DAMAGE_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_CANTOPEN,
                     sqlite3.SQLITE_NOMEM, sqlite3.SQLITE_PERM, sqlite3.SQLITE_READONLY,
                     sqlite3.SQLITE_FULL, sqlite3.SQLITE_AUTH)




@dataclasses.dataclass(frozen=True)
class SaveProblem:
    """Why progress cannot be saved in the file: ``kind`` (READ_ONLY, DISK_FULL, NEWER_VERSION,
    IN_USE, UNAVAILABLE) for the words, ``detail`` as the system said it, for the log."""

    kind: str
    detail: str = ""

    @property
    def reason(self) -> Line:
        """Why, in words the window translates (the system's own words for another kind)."""
        known = _SAVE_PROBLEM_TEXT.get(self.kind)
        if known is not None:
            return said(known)
        return said(QT_TRANSLATE_NOOP("Errors", "the file cannot be written ({detail})"),
                    detail=self.detail)


_SAVE_PROBLEM_TEXT = {
    READ_ONLY: QT_TRANSLATE_NOOP("Errors", "the file or its folder is read-only"),
    DISK_FULL: QT_TRANSLATE_NOOP("Errors", "the disk is full"),
    NEWER_VERSION: QT_TRANSLATE_NOOP(
        "Errors", "the file is from a newer version of the app, so it is left as it is"),
    IN_USE: QT_TRANSLATE_NOOP("Errors", "another program is using the file"),
}




class OpenedStore(NamedTuple):
    """A working store and what to tell the trainee about it: the damaged file that was
    moved aside, why progress cannot be saved (then the store is session-only), and
    ``set_aside``, how many damaged rows were set aside as it opened."""

    store: "ProgressStore"
    moved_aside: Optional[Path] = None
    cannot_save: Optional[SaveProblem] = None

    @property
    def set_aside(self) -> int:
        """How many damaged rows were put in the quarantine as the store opened (told once:
        the next start finds them there, not in the tables)."""
        return self.store.set_aside


class _Damaged(Exception):
    """The file's contents are damaged (internal)."""


class _Changed(Exception):
    """The file changed under us between checking and writing (internal: look again)."""


def _now(fmt: str = "%Y-%m-%dT%H:%M:%SZ") -> str:
    return datetime.datetime.now(datetime.timezone.utc).strftime(fmt)


def _code(exc: BaseException) -> int:
    return (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF


def _problem(exc: BaseException, folder: Optional[Path] = None) -> SaveProblem:
    """The kind of a failure to open or write the file."""
    detail = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
    if isinstance(exc, OSError):
        kinds: dict[Optional[int], str] = {
            errno.ENOSPC: DISK_FULL, errno.EDQUOT: DISK_FULL, errno.EACCES: READ_ONLY,
            errno.EPERM: READ_ONLY, errno.EROFS: READ_ONLY}
        kind = kinds.get(exc.errno, UNAVAILABLE)
    else:
        kind = {sqlite3.SQLITE_FULL: DISK_FULL, sqlite3.SQLITE_READONLY: READ_ONLY,
                sqlite3.SQLITE_PERM: READ_ONLY, sqlite3.SQLITE_BUSY: IN_USE,
                sqlite3.SQLITE_LOCKED: IN_USE}.get(_code(exc), UNAVAILABLE)
        if _code(exc) == sqlite3.SQLITE_CANTOPEN and folder is not None \
                and not os.access(folder, os.W_OK):
            kind = READ_ONLY
    return SaveProblem(kind, detail)


def _seal(values: Row) -> int:
    """The CRC-32 of a row's values (all its columns but the seal)."""
    return zlib.crc32(repr(tuple(values)).encode("utf-8", "surrogatepass"))


_INT_RANGE = range(-2 ** 63, 2 ** 63)  # what an SQLite INTEGER holds


def _value_fault(value: Any, kind: type, nullable: bool) -> Optional[str]:
    """Why ``value`` cannot be written in a column of ``kind`` (None: it can, and it reads
    back as the same value of the same type, so its seal holds)."""
    if value is None:
        return None if nullable else "None where a value is required"
    if type(value) is not kind:  # a bool, an IntEnum or a str subclass would not read back
        return f"{type(value).__name__} {value!r} where a {kind.__name__} belongs"
    if isinstance(value, int) and value not in _INT_RANGE:
        return f"{value!r} is beyond what a column holds"
    if isinstance(value, float) and not math.isfinite(value):
        return f"{value!r} is not a finite number"
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return f"{value!r} cannot be written as UTF-8"
    return None


def _checked_values(table: str, values: Row, first: int = 1) -> Row:
    """``values`` of the columns of ``table`` from the ``first`` (1: all but the id) to the
    seal, as they will be written: an int in a REAL column becomes a float (as SQLite would
    turn it), anything else that would not read back as written is refused with one logged
    error and RefusedValueError (a fault of the app, never bad input)."""
    kinds = _VKINDS[SCHEMA_VERSION][table][first:]
    if len(values) != len(kinds):
        return _refuse(table, f"{len(values)} values for {len(kinds)} columns")
    names = _COLUMNS[table][first:]
    out = []
    for name, value, (kind, nullable) in zip(names, values, kinds, strict=False):
        if kind is float and type(value) is int:
            value = float(value)
        fault = _value_fault(value, kind, nullable)
        if fault is not None:
            return _refuse(table, f"{name}: {fault}")
        out.append(value)
    return tuple(out)


def _flag(value: Any) -> Any:
    """A yes or no as its column holds it (1 or 0; None stays None, anything else is left
    for the check to refuse)."""
    return int(value) if type(value) is bool else value


def _refuse(table: str, fault: str) -> Row:
    log.error("A %s row was refused before it was written (a fault of the app): %s",
              table, fault)
    raise RefusedValueError(said(QT_TRANSLATE_NOOP(
        "Errors", "Nothing was saved, because the app tried to save a wrong value; the details "
        "are in its log, and everything saved before is safe.")))


def _decoded(table: str, row: Row, version: int = SCHEMA_VERSION) -> dict[str, Any]:
    """A row (as a file of ``version`` holds it) as {column: value}, its types and seal
    checked; _Damaged if they are wrong."""
    kinds, sealed = _VKINDS[version][table], version > 1
    if len(row) != len(kinds) + sealed:
        raise _Damaged(f"a {table} row has {len(row)} values")
    for value, (kind, nullable) in zip(row, kinds, strict=False):  # a sealed row has one more
        if not (type(value) is kind or (value is None and nullable)):
            raise _Damaged(f"a {table} row holds {value!r} where a {kind.__name__} belongs")
    if sealed and row[-1] != _seal(row[:-1]):
        raise _Damaged(f"a {table} row does not match its seal")
    return dict(zip(_VCOLUMNS[version][table], row, strict=False))  # unsealed: one fewer


def _profile_from_row(row: Row) -> Profile:
    r = _decoded("profiles", row)
    if (r["name_key"] is None) != (r["removed"] is not None):
        raise _Damaged("a profiles row has a name key and is removed, or neither")
    return Profile(r["id"], r["name"], r["created"], r["removed"])


def _answer_from_row(row: Row) -> AnswerRecord:
    r = _decoded("answers", row)
    del r["crc"]
    fewest = None if r["chips_fewest"] is None else bool(r["chips_fewest"])
    return AnswerRecord(**r | {"correct": bool(r["correct"]), "chips_fewest": fewest,
                               "tags": tuple(filter(None, r["tags"].split(";")))})


def _exam_from_row(row: Row) -> ExamRecord:
    r = _decoded("exams", row)
    del r["crc"]
    return ExamRecord(**r | {"passed": None if r["passed"] is None else bool(r["passed"])})


def _speed_from_row(row: Row) -> SpeedResult:
    r = _decoded("speed_rounds", row)
    try:
        return SpeedResult(r["drill"], r["level"], r["kind"], r["correct"], r["wrong"],
                           r["seconds"], r["at"], r["id"])
    except ValueError as exc:  # a kind of round there is not, a count below 0
        raise _Damaged(f"a speed_rounds row: {exc}") from None


_DECODERS = {"profiles": _profile_from_row, "exams": _exam_from_row, "answers": _answer_from_row,
             "speed_rounds": _speed_from_row}
_TABLE_OF: dict[Callable[[Row], Any], str] = {d: t for t, d in _DECODERS.items()}


def _checked_name(name: str) -> tuple[str, str]:
    """The name as stored (NFC, stripped) and its case-insensitive key, or StoreError."""
    clean = unicodedata.normalize("NFC", name).strip() if isinstance(name, str) else ""
    if not clean:
        raise StoreError(said(QT_TRANSLATE_NOOP("Errors", "A trainee's name cannot be empty.")))
    if len(clean) > NAME_MAX:
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "A trainee's name can have at most {most} characters."), most=NAME_MAX))
    if any(unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") for c in clean):
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "A trainee's name cannot contain line breaks or control characters.")))
    return clean, clean.casefold()


def _side(version: int) -> dict[str, tuple[str, ...]]:
    """The store's own tables a file of ``version`` has (none before version 5)."""
    return _SIDE if version >= _SIDE_SINCE else {}


def _layouts() -> dict[int, dict[str, list[Row]]]:
    """Each version's tables as ``PRAGMA table_info`` shows them, made the way the app makes
    them (version 1: no seal column), to compare a file's tables with."""
    out = {}
    for version in _VERSIONS:
        with contextlib.closing(sqlite3.connect(":memory:")) as conn:
            for table, cols in (_schema(version) | _side(version)).items():
                conn.execute(f"CREATE TABLE {table} ({', '.join(cols)})")
            out[version] = {t: conn.execute(f"PRAGMA table_info({t})").fetchall()
                            for t in _SCHEMA | _SIDE}
    return out


_LAYOUTS = _layouts()


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


# Version n -> the step that brings a version-n file to version n + 1.
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _seal_rows, 2: _add_removed, 3: _add_speed_rounds, 4: _add_side_tables}


class _Look(NamedTuple):
    """What ``_inspect`` saw: ``seen`` ("new", "current", "old" or "newer"), the file's
    ``version``, the rows that failed their check (table, id, why) and, per table, the
    highest id verified (every row up to it is sound or among ``bad``)."""

    seen: str
    version: int = 0
    bad: tuple[tuple[str, int, str], ...] = ()
    upto: tuple[tuple[str, int], ...] = ()


class _BadText(bytes):
    """Text of a row that is not UTF-8, as read for checking (never a str: the row fails)."""


def _tolerant_text(data: bytes) -> Any:
    """sqlite3's text factory while rows are checked: text that is not UTF-8 stays bytes, so
    its row is found damaged and the others are still read."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return _BadText(data)


def _row_fault(table: str, row: Row, version: int) -> Optional[str]:
    """Why a row read from a file of ``version`` is damaged (None: it is sound)."""
    try:
        if version == SCHEMA_VERSION:
            _DECODERS[table](row)
        else:
            _decoded(table, row, version)
    except (_Damaged, ValueError, TypeError, OverflowError, UnicodeError) as exc:
        return str(exc) or type(exc).__name__
    return None


_FILE_MARK = "*file*"  # the mark of the last full integrity_check: its day (days since 1970)
_FULL_CHECK_DAYS = 7  # the whole file's indexes checked against its tables at least this often


def _marks(conn: sqlite3.Connection) -> dict[str, int]:
    """The highest id verified of each table (and the day of the last full check), from the
    marks whose seal holds (a mark that does not is no mark: its table is verified whole)."""
    out = {}
    for row in conn.execute("SELECT tbl, upto, crc FROM verified"):
        tbl, upto, crc = row
        if type(tbl) is str and (tbl in _SCHEMA or tbl == _FILE_MARK) and type(upto) is int \
                and crc == _seal(row[:2]):
            out[tbl] = upto
    return out


def _today() -> int:
    return int(datetime.datetime.now(datetime.timezone.utc).timestamp() // 86400)


def _check_whole(conn: sqlite3.Connection) -> None:
    """``PRAGMA integrity_check``: _Damaged unless it finds the file sound."""
    if conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
        raise _Damaged("integrity_check failed")


def _inspect(conn: sqlite3.Connection) -> _Look:
    """What the file holds, seen in one read transaction; _Damaged if the file as a whole
    is (its version, ``integrity_check``, its tables and columns). Rows are checked from the
    last verified one on (every row of a file without marks, or of an older version); a
    row that fails is listed in ``bad``, not damage of the file."""
    conn.execute("BEGIN")
    factory = conn.text_factory
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
            if conn.execute(f"PRAGMA table_info({table})").fetchall() != layout:
                raise _Damaged(f"the {table} table is not as the app made it")
        marks = _marks(conn) if version >= _SIDE_SINCE else {}
        bad, upto = [], []
        today = _today()
        # Every start: quick_check (each page and b-tree sound). The indexes against their
        # tables too (integrity_check, 0.3-0.6 s on a year's file) when a table is verified
        # whole (a migration, a new file, a mark that fails), at least once a week, and
        # whenever a row is found damaged (before anything is set aside).
        full = any(t not in marks for t in _VCOLUMNS[version]) \
            or not 0 <= today - marks.get(_FILE_MARK, -_FULL_CHECK_DAYS) < _FULL_CHECK_DAYS
        if full:
            _check_whole(conn)
            upto.append((_FILE_MARK, today))
        conn.text_factory = _tolerant_text
        for table, cols in _VCOLUMNS[version].items():  # the tables of the file's version
            last = marks.get(table, 0)
            rows = conn.execute(f"SELECT {', '.join(cols)} FROM {table} WHERE id > ?", (last,))
            for row in rows:
                last = max(last, row[0])
                fault = _row_fault(table, row, version)
                if fault is not None:
                    bad.append((table, row[0], fault))
            upto.append((table, last))
        if bad and not full:
            _check_whole(conn)
        seen = "current" if version == SCHEMA_VERSION else "old"
        return _Look(seen, version, tuple(bad), tuple(upto))
    finally:
        conn.text_factory = factory
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


def _set_aside(conn: sqlite3.Connection, table: str, version: int, row_id: int,
               at: str) -> Optional[str]:
    """Move the row ``row_id`` of ``table`` into the quarantine, its values as they are, if
    it is still damaged; returns why (None: it is sound, or gone already)."""
    cols = _VCOLUMNS[version][table]
    factory = conn.text_factory
    conn.text_factory = _tolerant_text
    try:
        row = conn.execute(f"SELECT {', '.join(cols)} FROM {table} WHERE id = ?",
                           (row_id,)).fetchone()
    finally:
        conn.text_factory = factory
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
        factory, conn.text_factory = conn.text_factory, _tolerant_text
        try:
            damaged = conn.execute("SELECT c1, c3 FROM quarantine WHERE tbl = 'profiles' AND "
                                   "c0 = ? ORDER BY id DESC", (profile_id,)).fetchone()
        finally:
            conn.text_factory = factory
        names = [f"#{profile_id}"]
        with contextlib.suppress(StoreError, TypeError, AttributeError):
            if damaged is not None and type(damaged[0]) is str:
                mark = f" #{profile_id}"
                names.insert(0, _checked_name(damaged[0][:NAME_MAX - len(mark)] + mark)[0])
        names += [f"#{profile_id}-{n}" for n in range(2, 100)]
        taken = {k for (k,) in conn.execute("SELECT name_key FROM profiles")}
        name = next(n for n in names if n.casefold() not in taken)
        created = damaged[1] if damaged is not None and type(damaged[1]) is str else _now()
        values = _checked_values("profiles", (profile_id, name, name.casefold(), created, None),
                                 first=0)
        conn.execute(f"INSERT INTO profiles ({', '.join(_COLUMNS['profiles'])}) "
                     f"VALUES ({', '.join('?' * len(_COLUMNS['profiles']))})",
                     (*values, _seal(values)))
        _note(conn, "profiles", profile_id, since,
              f"; a stand-in trainee {name!r} keeps its answers, exams and rounds")
        log.warning("Trainee %d was set aside; the stand-in %r keeps their records",
                    profile_id, name)


def _sealed_update(conn: sqlite3.Connection, table: str, row_id: int,
                   changes: dict[str, Any]) -> Row:
    """Change some columns of a sound row, checked as a new row is and sealed anew; the row
    as written (all but the seal). StoreError if it is gone or damaged (it is never sealed
    again as it is: that would hide the damage)."""
    cols = _COLUMNS[table]
    row = conn.execute(_SELECT[table] + " WHERE id = ?", (row_id,)).fetchone()
    try:
        if row is None:
            raise _Damaged(f"the {table} row {row_id} is gone")
        current = _decoded(table, row)
    except _Damaged as exc:
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "The progress file is damaged ({reason})."), reason=exc)) from exc
    values = _checked_values(table, tuple(changes.get(c, current[c]) for c in cols[:-1]),
                             first=0)
    conn.execute(f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in cols[1:])} WHERE id = ?",
                 (*values[1:], _seal(values), row_id))
    return values


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
                conn.execute("INSERT INTO verified (tbl, upto, crc) VALUES (?, ?, ?)",
                             (table, upto, _seal((table, upto))))  # nothing yet: all verified
        elif seen == "new" and version == SCHEMA_VERSION:
            pass  # another copy of the app made it a moment ago
        elif seen in ("old", "current") and version == look.version:
            since = 0
            if look.bad:
                conn.execute(f"CREATE TABLE IF NOT EXISTS quarantine "
                             f"({', '.join(_SIDE['quarantine'])})")
                since = conn.execute("SELECT max(id) FROM quarantine").fetchone()[0] or 0
            at = _now()
            set_aside = sum(_set_aside(conn, t, version, i, at) is not None
                            for t, i, _ in look.bad)
            while version < SCHEMA_VERSION:
                _MIGRATIONS[version](conn)
                version += 1
            if set_aside:
                _mend(conn, since)
            for table, upto in look.upto:
                conn.execute("INSERT OR REPLACE INTO verified (tbl, upto, crc) VALUES (?, ?, ?)",
                             (table, upto, _seal((table, upto))))
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


def _file_stamp(path: Path) -> Optional[_Stamp]:
    with contextlib.suppress(OSError):
        st = path.stat()
        return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns
    return None


def open_progress_store(path: Path) -> OpenedStore:
    """The store for the app at ``path``; never raises. See the module's description."""
    path, moved = Path(path), None
    try:
        store = ProgressStore(path)
        return OpenedStore(store, store.recovered_from)
    except CannotSaveError as exc:
        problem, moved = exc.problem, exc.moved_aside
    except Exception as exc:  # nothing may stop the app: practise on, say why
        log.exception("The progress file %s could not be opened", path)
        problem = SaveProblem(UNAVAILABLE, str(exc))
    log.warning("Progress is kept for this session only (%s: %s)", problem.kind, problem.detail)
    return OpenedStore(ProgressStore.session_only(path, problem), moved, problem)


class ProgressStore:
    """Profiles, answers and exams of every trainee on this PC, in one SQLite file (or, when
    the file cannot be written, in memory for the session: ``problem`` then says why)."""

    def __init__(self, path: Path) -> None:
        """Open the file, creating or migrating it, a damaged one moved aside
        (``recovered_from``). CannotSaveError when it cannot be written or is a newer
        version's; other StoreErrors only for what no fresh file would mend."""
        self.path = Path(path)
        self.recovered_from: Optional[Path] = None
        self.problem: Optional[SaveProblem] = None  # set: session-only, in memory
        self.on_session_only: Optional[Callable[[SaveProblem], None]] = None
        self.set_aside = 0  # damaged rows put in the quarantine as the store opened
        self._file: Optional[sqlite3.Connection] = None  # the file while writes wait for it
        self._pending: dict[str, set[int]] = {}  # table -> ids written in memory, not in the file
        self._copied: dict[str, int] = {}  # table -> the highest id the memory copy had
        self._doubts: dict[str, int] = {}  # table -> the first id of a damaged row read
        self._conn = self._open()

    @classmethod
    def session_only(cls, path: Path, problem: SaveProblem) -> "ProgressStore":
        """A store in memory for this session, with a copy of what the file at ``path`` holds
        when it can be read and is sound; the file itself is never written."""
        store = cls.__new__(cls)
        store.path, store.recovered_from, store.problem = Path(path), None, problem
        store.on_session_only, store.set_aside, store._file = None, 0, None
        store._pending, store._copied, store._doubts = {}, {}, {}
        store._conn = sqlite3.connect(":memory:", isolation_level=None)  # until the copy is made
        source = None
        if store.path.is_file():
            # A file no one is writing (no journal beside it) is read as immutable: nothing
            # is made beside it (a WAL file's shared memory needs a folder that can be
            # written) and nothing is left there; else read-only, as sqlite shares it.
            busy = any(side.exists() for side in (
                store.path.with_name(store.path.name + s) for s in ("-wal", "-journal")))
            queries = ("?mode=ro",) if busy else ("?mode=ro&immutable=1", "?mode=ro")
            for query in queries:
                with contextlib.suppress(sqlite3.Error, OSError, ValueError):
                    source = sqlite3.connect(store.path.resolve().as_uri() + query, uri=True,
                                             timeout=5.0)
                    source.execute("SELECT count(*) FROM sqlite_master").fetchone()
                    break
                if source is not None:
                    source.close()
                    source = None
        try:
            store._conn.close()
            store._conn, store.set_aside = _session_connection(source)
        finally:
            if source is not None:
                source.close()
        return store

    def _connect(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(str(self.path), isolation_level=None, timeout=5.0)
        except (OSError, sqlite3.Error) as exc:
            raise CannotSaveError(said(QT_TRANSLATE_NOOP(
                "Errors", "The progress file {path} cannot be opened ({reason})."),
                path=str(self.path), reason=exc),
                _problem(exc, self.path.parent), self.recovered_from) from exc
        return conn

    def _open(self) -> sqlite3.Connection:
        for _ in range(5):
            conn = self._connect()
            try:
                stamp = _file_stamp(self.path)
                look = self._look(conn)
                if look == "damaged":
                    conn.close()
                    if self.recovered_from is not None:
                        raise StoreError(said(QT_TRANSLATE_NOOP(
                            "Errors", "The progress file {path} is damaged again after a new "
                            "one was started."), path=str(self.path)))
                    self._move_aside(stamp)  # or, replaced by another copy of the app: look again
                    continue
                assert isinstance(look, _Look)
                if look.seen == "newer":
                    raise CannotSaveError(said(QT_TRANSLATE_NOOP(
                        "Errors", "The progress file {path} was written by a newer version of "
                        "the app; please update the app to open it."), path=str(self.path)),
                        SaveProblem(NEWER_VERSION))
                try:
                    self.set_aside = _ready(conn, look)
                except sqlite3.DatabaseError as exc:  # a page only a write reaches
                    if _code(exc) not in _DAMAGE_CODES or self.recovered_from is not None:
                        raise
                    log.warning("The progress file %s is damaged: %s", self.path, exc)
                    conn.close()
                    self._move_aside(stamp)
                    continue
                self._tune(conn)
                return conn
            except _Changed:
                conn.close()
            except sqlite3.Error as exc:
                conn.close()
                raise CannotSaveError(said(QT_TRANSLATE_NOOP(
                    "Errors", "The progress file {path} cannot be written ({reason})."),
                    path=str(self.path), reason=exc), _problem(exc, self.path.parent),
                                      self.recovered_from) from exc
            except BaseException:
                conn.close()
                raise
        raise CannotSaveError(said(QT_TRANSLATE_NOOP(
            "Errors", "The progress file {path} kept changing while it was opened."),
            path=str(self.path)), SaveProblem(IN_USE), self.recovered_from)

    def _tune(self, conn: sqlite3.Connection) -> None:
        """Foreign keys enforced; WAL, so that another copy of the app reading the file never
        holds up a save, with ``synchronous=FULL`` (in WAL too, a commit is on the disk before
        it returns). A file system without the shared memory WAL needs keeps its journal."""
        conn.execute("PRAGMA foreign_keys = ON")
        try:
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        except sqlite3.Error as exc:  # busy: another copy has it open in the old mode
            mode = str(exc)
        if mode != "wal":
            log.info("The progress file %s stays out of WAL mode (%s)", self.path, mode)
        conn.execute("PRAGMA synchronous = FULL")

    def _look(self, conn: sqlite3.Connection) -> _Look | str:
        """_inspect's verdict, or "damaged"; errors that say nothing of the contents pass on."""
        try:
            return _inspect(conn)
        except (_Damaged, ValueError, TypeError, OverflowError, UnicodeError) as exc:
            log.warning("The progress file %s is damaged: %s", self.path, exc)
            return "damaged"
        except sqlite3.Error as exc:
            if _code(exc) in _NOT_DAMAGE_CODES:
                raise
            log.warning("The progress file %s is damaged: %s", self.path, exc)
            return "damaged"

    def _move_aside(self, stamp: Optional[_Stamp]) -> bool:
        """Rename the damaged file (and any journal beside it); never delete it. False if the
        file is no longer the one that was checked (another copy of the app replaced it)."""
        if _file_stamp(self.path) != stamp:
            return False
        base = f"{self.path.name}.damaged-{_now('%Y%m%d-%H%M%S')}"
        names = (base + (f"-{n}" if n > 1 else "") for n in itertools.count(1))
        target = next(p for p in map(self.path.with_name, names) if not p.exists())
        try:
            for suffix in ("", "-journal", "-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.rename(side, target.with_name(target.name + suffix))
        except OSError as exc:
            raise CannotSaveError(said(QT_TRANSLATE_NOOP(
                "Errors", "The damaged progress file {path} could not be moved aside ({reason})."),
                path=str(self.path), reason=exc.strerror), _problem(exc)) from exc
        self.recovered_from = target
        return True

    def _write(self, step: Callable[[sqlite3.Connection], _T]) -> _T:
        """``step`` in one transaction, committed (durably) before returning, rolled back on
        error. When the file cannot take it (full, read-only, an I/O error) the store turns
        session-only, with what the file held, and ``step`` is done there; what waits for
        the file is written to it first, each time, until it can be (``save_pending``)."""
        self.save_pending()
        try:
            return self._transaction(self._conn, step)
        except sqlite3.Error as exc:
            if self.problem is not None or _code(exc) not in _SAVE_FAILURE_CODES:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "The progress file could not be saved ({reason})."),
                    reason=exc)) from exc
            self._go_session_only(_problem(exc, self.path.parent))
        finally:
            self._distrust()
        try:
            return self._transaction(self._conn, step)
        except sqlite3.Error as exc:
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "The progress could not be kept ({reason})."), reason=exc)) from exc

    @property
    def waiting_for_file(self) -> bool:
        """True while what was written in memory waits for the file to take it (the disk
        filled up mid-session); ``save_pending`` writes it."""
        return self._file is not None

    def save_pending(self) -> bool:
        """Write what was kept in memory since a write to the file failed (the disk filled
        up) to the file, in one transaction, each row once with the id it has in memory, and
        go back to the file; True when nothing waits for the file (any more). Every write
        calls it first; a timer may call it too. When another copy of the app has written
        rows with those ids meanwhile, the store stays session-only for good (logged)."""
        file, memory = self._file, self._conn
        if file is None:
            return True

        def step(conn: sqlite3.Connection) -> None:
            for table, cols in _COLUMNS.items():  # referenced tables before the others
                copied = self._copied.get(table, 0)
                for row_id in sorted(self._pending.get(table, ())):
                    row = memory.execute(f"SELECT {', '.join(cols)} FROM {table} WHERE id = ?",
                                         (row_id,)).fetchone()
                    if row is None:  # a write that was rolled back
                        continue
                    if row_id > copied:
                        conn.execute(f"INSERT INTO {table} ({', '.join(cols)}) "
                                     f"VALUES ({', '.join('?' * len(cols))})", row)
                    else:
                        conn.execute(f"UPDATE {table} SET "
                                     f"{', '.join(f'{c} = ?' for c in cols[1:])} WHERE id = ?",
                                     (*row[1:], row_id))
        try:
            self._transaction(file, step)
        except sqlite3.Error as exc:
            if _code(exc) in _SAVE_FAILURE_CODES:
                return False  # still full: the next write tries again
            log.warning("What was kept in memory cannot be written to the progress file %s "
                        "(%s): it stays in memory until the app closes", self.path, exc)
            with contextlib.suppress(sqlite3.Error):
                file.close()
            self._file, self._pending = None, {}
            return False
        log.info("The progress file %s can be written again; what waited is saved",
                 self.path)
        self._conn, self._file, self._pending, self.problem = file, None, {}, None
        with contextlib.suppress(sqlite3.Error):
            memory.close()
        return True

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
        is new to it once it can take it (``save_pending``)."""
        log.warning("Progress is kept in memory from now, until the file can be written "
                    "(%s: %s)", problem.kind, problem.detail)
        self._file = self._conn
        self._conn = _session_connection(self._file)[0]
        self._copied = {t: self._conn.execute(f"SELECT coalesce(max(id), 0) FROM {t}").fetchone()[0]
                        for t in _COLUMNS}
        self._pending = {}
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
                factory, self._conn.text_factory = self._conn.text_factory, _tolerant_text
                try:
                    return self._conn.execute(sql, params).fetchall()
                finally:
                    self._conn.text_factory = factory
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
                upto = max(0, row_id - 1)
                conn.execute("UPDATE verified SET upto = ?, crc = ? WHERE tbl = ? AND upto > ?",
                             (upto, _seal((table, upto)), table, upto))
        with contextlib.suppress(sqlite3.Error):
            self._transaction(self._conn, step)

    def _sealed_insert(self, conn: sqlite3.Connection, table: str, values: Row) -> int:
        """A new row of ``table``: ``values`` (all but the id and the seal) checked, then
        written and sealed; its id."""
        values = _checked_values(table, values)
        row_id = conn.execute(_INSERT[table], values).lastrowid
        assert row_id is not None  # set by every successful INSERT
        conn.execute(f"UPDATE {table} SET crc = ? WHERE id = ?", (_seal((row_id, *values)), row_id))
        self._waits(conn, table, row_id)
        return row_id

    def _update(self, conn: sqlite3.Connection, table: str, row_id: int,
                changes: dict[str, Any]) -> Row:
        """``_sealed_update`` of a row of ``table``; the row as written."""
        values = _sealed_update(conn, table, row_id, changes)
        self._waits(conn, table, row_id)
        return values

    def _waits(self, conn: sqlite3.Connection, table: str, row_id: int) -> None:
        """A row written in memory while the file waits is to be written to the file."""
        if self._file is not None and conn is self._conn:
            self._pending.setdefault(table, set()).add(row_id)

    @staticmethod
    def _profile(conn: sqlite3.Connection, profile_id: Optional[int], key: str = "",
                 listed: bool = False) -> str:
        """The profile's creation time; StoreError if it is missing (or, ``listed``, removed)
        or another one has ``key``."""
        taken = conn.execute("SELECT name FROM profiles WHERE name_key = ? AND id IS NOT ?",
                             (key, profile_id)).fetchone()
        if taken:
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "There is already a trainee called {name}."), name=taken[0]))
        row = conn.execute("SELECT created, removed FROM profiles WHERE id IS ?",
                           (profile_id,)).fetchone()
        if profile_id is not None and (row is None or (listed and row[1] is not None)):
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "There is no trainee profile number {number}."),
                number=str(profile_id)))
        return row[0] if row else _now()

    def profiles(self, include_removed: bool = False) -> list[Profile]:
        """The trainees to choose from (with ``include_removed``, the removed ones too), by
        name regardless of case."""
        sql = _SELECT["profiles"] + ("" if include_removed else " WHERE removed IS NULL")
        people = self._decode(_profile_from_row, self._read(sql))
        return sorted(people, key=lambda p: (p.name.casefold(), p.id))

    def add_profile(self, name: str) -> Profile:
        clean, key = _checked_name(name)

        def step(conn: sqlite3.Connection) -> Profile:
            created = self._profile(conn, None, key)
            return Profile(self._sealed_insert(conn, "profiles", (clean, key, created, None)),
                           clean, created)
        return self._write(step)

    def rename_profile(self, profile_id: int, name: str) -> Profile:
        """A listed trainee's new name, by the rules of ``add_profile`` (its own name in
        another case is fine); StoreError with the reason otherwise."""
        clean, key = _checked_name(name)

        def step(conn: sqlite3.Connection) -> Profile:
            created = self._profile(conn, profile_id, key, listed=True)
            self._update(conn, "profiles", profile_id, {"name": clean, "name_key": key})
            return Profile(profile_id, clean, created)
        return self._write(step)

    def remove_profile(self, profile_id: int) -> Profile:
        """Take a trainee off the list: ``removed`` set, the name free for a new trainee, every
        answer and exam kept (``export_csv`` of everyone still writes them). StoreError for a
        trainee not listed, or the last one listed."""
        def step(conn: sqlite3.Connection) -> Profile:
            self._profile(conn, profile_id, listed=True)
            listed = conn.execute("SELECT count(*) FROM profiles WHERE removed IS NULL")
            if listed.fetchone()[0] < 2:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "The last trainee cannot be removed; add another one first.")))
            row = self._update(conn, "profiles", profile_id,
                               {"removed": _now(), "name_key": None})
            return _profile_from_row((*row, _seal(row)))
        return self._write(step)

    def record(self, answer: AnswerRecord) -> AnswerRecord:
        """Save one answer, committed before returning; it comes back with ``id`` and ``at``."""
        if any(not t or ";" in t for t in answer.tags):
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "A tag cannot be empty or contain a semicolon.")))
        at = answer.at or _now()

        def step(conn: sqlite3.Connection) -> int:
            self._profile(conn, answer.profile_id)
            owner = conn.execute("SELECT profile_id FROM exams WHERE id IS ?", (answer.exam_id,))
            if answer.exam_id is not None and owner.fetchone() != (answer.profile_id,):
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "There is no exam number {number} for this trainee."),
                    number=str(answer.exam_id)))
            return self._sealed_insert(conn, "answers", (
                answer.profile_id, answer.drill, answer.level, answer.seed,
                _flag(answer.correct), answer.seconds, answer.answer, answer.expected,
                ";".join(answer.tags), _flag(answer.chips_fewest), answer.exam_id, at))
        return dataclasses.replace(answer, at=at, id=self._write(step))

    def answers(self, profile_id: int, drill: Optional[str] = None,
                limit: Optional[int] = None) -> list[AnswerRecord]:
        """A trainee's answers, oldest first; with ``limit``, only the newest ``limit``."""
        if limit is not None and limit < 0:
            raise ValueError("limit must be 0 or more")
        sql = _SELECT["answers"] + " WHERE profile_id = ? AND (? IS NULL OR drill = ?)"
        rows = self._read(sql + " ORDER BY id DESC LIMIT ?",
                          (profile_id, drill, drill, -1 if limit is None else limit))
        return self._decode(_answer_from_row, rows[::-1])

    def start_exam(self, profile_id: int, code: str, questions: int) -> ExamRecord:
        if questions < 1:
            raise StoreError(said(QT_TRANSLATE_NOOP("Errors", "An exam needs at least one question.")))
        started = _now()

        def step(conn: sqlite3.Connection) -> int:
            self._profile(conn, profile_id)
            return self._sealed_insert(conn, "exams", (profile_id, code, questions, started,
                                                       None, None, None))
        return ExamRecord(self._write(step), profile_id, code, questions, started)

    def finish_exam(self, exam_id: int, correct: int, passed: bool) -> ExamRecord:
        return self._end_exam(exam_id, correct, bool(passed))

    def abandon_exam(self, exam_id: int, correct: int) -> ExamRecord:
        """End an exam the trainee quit: finished, ``correct`` answers so far, ``passed`` None
        (its status "abandoned")."""
        return self._end_exam(exam_id, correct, None)

    def _end_exam(self, exam_id: int, correct: int, passed: Optional[bool]) -> ExamRecord:
        def step(conn: sqlite3.Connection) -> ExamRecord:
            row = conn.execute(_SELECT["exams"] + " WHERE id = ?", (exam_id,)).fetchone()
            exam = next(iter(self._decode(_exam_from_row, [row] if row else [])), None)
            if exam is None or exam.finished is not None:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "There is no unfinished exam number {number}."), number=str(exam_id)))
            if not 0 <= correct <= exam.questions:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "An exam of {questions} questions cannot have {correct} correct "
                    "answers."), questions=exam.questions, correct=correct))
            exam = dataclasses.replace(exam, finished=_now(), correct=correct, passed=passed)
            self._update(conn, "exams", exam_id, {
                "finished": exam.finished, "correct": correct,
                "passed": None if passed is None else int(passed)})
            return exam
        return self._write(step)

    def exams(self, profile_id: int) -> list[ExamRecord]:
        """A trainee's exams, newest first."""
        sql = _SELECT["exams"] + " WHERE profile_id = ? ORDER BY id DESC"
        return self._decode(_exam_from_row, self._read(sql, (profile_id,)))

    def record_speed_round(self, profile_id: int, result: SpeedResult) -> SpeedResult:
        """Save a finished speed round of a trainee (a removed one too, as answers are),
        committed before returning; it comes back with ``id`` and ``when``."""
        at = result.when or _now()

        def step(conn: sqlite3.Connection) -> int:
            self._profile(conn, profile_id)
            return self._sealed_insert(conn, "speed_rounds", (
                profile_id, result.drill, result.level, result.kind, result.right,
                result.wrong, result.seconds, at))
        return dataclasses.replace(result, when=at, id=self._write(step))

    def speed_rounds(self, profile_id: int) -> list[SpeedResult]:
        """A trainee's speed rounds, oldest first."""
        sql = _SELECT["speed_rounds"] + " WHERE profile_id = ? ORDER BY id"
        return self._decode(_speed_from_row, self._read(sql, (profile_id,)))

    def speed_bests(self, profile_id: int) -> dict[SpeedKey, SpeedResult]:
        """A trainee's best round of each (drill, level, kind) played (``speed.bests``)."""
        return bests(self.speed_rounds(profile_id))

    def export_csv(self, path: Path, profile_id: Optional[int] = None) -> int:
        """One row per answer, trainees by name, removed ones too (the time they were removed in
        the ``removed`` column, empty for the others); a temp file renamed over ``path`` at
        the end."""
        people = [p for p in self.profiles(include_removed=True) if profile_id in (None, p.id)]
        if profile_id is not None and not people:
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "There is no trainee profile number {number}."),
                number=str(profile_id)))
        exams = {e.id: e for p in people for e in self.exams(p.id)}
        attempts = attempt_numbers(list(exams.values()))

        def exam_cells(exam_id: Optional[int]) -> tuple[Any, ...]:
            exam = exams.get(exam_id) if exam_id is not None else None
            return ("", "", "") if exam is None else (exam.code, attempts[exam.id], exam.status)
        rows = [(text_cell(p.name), a.at, a.drill, a.level, a.seed, int(a.correct),
                 f"{a.seconds:.1f}", a.answer, a.expected, ";".join(a.tags),
                 "" if a.chips_fewest is None else int(a.chips_fewest), *exam_cells(a.exam_id),
                 p.removed or "")
                for p in people for a in self.answers(p.id)]
        write_csv(path, CSV_COLUMNS, rows)
        return len(rows)

    def close(self) -> None:
        """Write what waits for the file if it can be now, and close it; safe to call twice.
        Later calls raise StoreError."""
        with contextlib.suppress(sqlite3.Error):
            self.save_pending()
        if self._file is not None:
            self._file.close()
        self._conn.close()

    # -- figures: read-only aggregates over the indexes, no answer read whole ---------------
    # An answer counts when its verdict is one (0 or 1) and it is not of the exam left out
    # (a running exam's answers stay hidden until it ends).
    _KEPT = "profile_id = ? AND (? IS NULL OR exam_id IS NOT ?) AND correct IN (0, 1)"

    def answers_mark(self) -> int:
        """The newest answer's id (0 with none yet). Answers are only ever added, so figures
        read at one mark hold while the mark stays."""
        return int(self._read("SELECT coalesce(max(id), 0) FROM answers")[0][0])

    def changes_mark(self) -> tuple[int, int, int]:
        """A value that changes whenever what the store holds may have: a write here
        (``total_changes``), a commit of another copy of the app (``PRAGMA data_version``),
        a move to memory or back (another connection)."""
        conn = self._conn
        return id(conn), conn.total_changes, int(self._read("PRAGMA data_version")[0][0])

    def answer_drills(self, profile_id: int) -> list[str]:
        """The drills a trainee has answered, by id: one index look-up each."""
        rows = self._read(
            "WITH RECURSIVE d(drill) AS (SELECT min(drill) FROM answers WHERE profile_id = ?1 "
            "UNION ALL SELECT (SELECT min(drill) FROM answers WHERE profile_id = ?1 "
            "AND drill > d.drill) FROM d WHERE d.drill IS NOT NULL) "
            "SELECT drill FROM d WHERE drill IS NOT NULL", (profile_id,))
        return [d for (d,) in rows if type(d) is str]

    def verdicts(self, profile_id: int, drill: str, hidden_exam: Optional[int] = None) -> str:
        """A trainee's answers of ``drill``, oldest first, as a text of ``1`` (right) and
        ``0`` (wrong): summed up by SQLite over the index ``answers_marks``, scanned in its
        order (by id), without a row of the table read."""
        sql = ("SELECT group_concat(correct, '') FROM answers INDEXED BY answers_marks "
               f"WHERE {self._KEPT} AND drill = ?")
        text = self._read(sql, (profile_id, hidden_exam, hidden_exam, drill))[0][0]
        return text if type(text) is str else ""

    def last_answers(self, profile_id: int, drill: str, limit: Optional[int],
                     hidden_exam: Optional[int] = None) -> list[tuple[bool, float]]:
        """A trainee's last ``limit`` answers of ``drill`` (None: all), oldest first, as
        (right, seconds), from the index ``answers_marks``."""
        sql = (f"SELECT correct, seconds FROM answers WHERE {self._KEPT} AND drill = ? "
               "ORDER BY id DESC LIMIT ?")
        rows = self._read(sql, (profile_id, hidden_exam, hidden_exam, drill,
                                -1 if limit is None else limit))
        return [(bool(right), seconds) for right, seconds in reversed(rows)
                if type(seconds) is float]

    def misses(self, profile_id: int, newest: int, hidden_exam: Optional[int] = None,
               drill: Optional[str] = None) -> list[tuple[int, tuple[str, ...]]]:
        """The wrong answers among a trainee's newest ``newest`` answers (of ``drill`` when
        given), newest first, each as its age (how many of those answers are newer) and its
        tags; the tags of the wrong ones alone are read from the table."""
        sql = (f"SELECT correct, CASE WHEN correct THEN NULL ELSE tags END FROM answers "
               f"WHERE {self._KEPT}{'' if drill is None else ' AND drill = ?'} "
               "ORDER BY id DESC LIMIT ?")
        rows = self._read(sql, (profile_id, hidden_exam, hidden_exam,
                                *(() if drill is None else (drill,)), newest))
        return [(age, tuple(filter(None, tags.split(";"))))
                for age, (right, tags) in enumerate(rows) if not right and type(tags) is str]
