"""The trainees' progress on this PC: profiles, answers and exams in one SQLite file.

Each write is its own transaction, committed (``synchronous=FULL``) before the
call returns: a crash or a power cut loses nothing answered.

**The store never stops the app.** ``open_progress_store`` is how the app opens
it; it always returns a working store and says, as a value, what the trainee
must be told:

* Damage is looked for when the store opens, not later: ``PRAGMA
  integrity_check``, the tables and columns of the file's version, and every
  row of every table read through the same decoding functions the app uses,
  each row checked against its sealed checksum (``crc``, a CRC-32 of the
  row's values written with it), so even a changed byte inside an amount or a
  name is found. A damaged file (not a database, truncated, failed checks,
  missing or garbled tables or columns, text that is not UTF-8, a row that
  does not decode or match its seal, a negative or absurd ``user_version``)
  is renamed ``<name>.damaged-<timestamp>`` beside it, never deleted, and a new
  store starts (``moved_aside``).
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
  answer, and calls ``on_session_only`` once.
* Two copies of the app starting at once share one file: the schema is created
  or migrated inside ``BEGIN IMMEDIATE`` with the version re-read there, after
  checks made in one read transaction, with a busy timeout.

The schema version is ``PRAGMA user_version``; older files are migrated step by
step by ``_MIGRATIONS`` inside that transaction, each version's tables and rows
checked (seals too, from version 2) before: version 1 had no row seals; version
2 had no ``profiles.removed`` column and its ``name_key`` could not be NULL;
version 3 had no ``speed_rounds`` table (a table a version has not yet must not be
in its file: that is damage too).

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
import os
import sqlite3
import unicodedata
import zlib
from pathlib import Path
from typing import Any, Callable, NamedTuple, Optional, TypeVar

from app.core.errors import CannotSaveError, StoreError, said
from app.core.text import QT_TRANSLATE_NOOP, Line
from app.core.trainer.records import AnswerRecord, ExamRecord, Profile, attempt_numbers
from app.core.trainer.speed import SpeedKey, SpeedResult, bests
from app.core.trainer.spreadsheet import text_cell, write_csv

SCHEMA_VERSION = 4
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
_INDEXES = ("CREATE INDEX IF NOT EXISTS answers_by_profile ON answers(profile_id, drill, id)",
            "CREATE INDEX IF NOT EXISTS speed_rounds_by_profile ON speed_rounds(profile_id, id)")
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
    moved aside, and why progress cannot be saved (then the store is session-only)."""

    store: "ProgressStore"
    moved_aside: Optional[Path] = None
    cannot_save: Optional[SaveProblem] = None


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


def _layouts() -> dict[int, dict[str, list[Row]]]:
    """Each version's tables as ``PRAGMA table_info`` shows them, made the way the app makes
    them (version 1: no seal column), to compare a file's tables with."""
    out = {}
    for version in _VERSIONS:
        with contextlib.closing(sqlite3.connect(":memory:")) as conn:
            for table, cols in _schema(version).items():
                conn.execute(f"CREATE TABLE {table} ({', '.join(cols)})")
            out[version] = {t: conn.execute(f"PRAGMA table_info({t})").fetchall()
                            for t in _SCHEMA}
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


# Version n -> the step that brings a version-n file to version n + 1.
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _seal_rows, 2: _add_removed, 3: _add_speed_rounds}


def _inspect(conn: sqlite3.Connection) -> str:
    """What the file holds, seen in one read transaction: "new" (nothing yet), "current",
    "old" (to migrate) or "newer"; _Damaged if anything in it is wrong."""
    conn.execute("BEGIN")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version < 0 or version > MAX_KNOWN_FUTURE:
            raise _Damaged(f"user_version {version}")
        if conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
            raise _Damaged("integrity_check failed")
        if version > SCHEMA_VERSION:
            return "newer"
        if version == 0:
            if conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise _Damaged("tables without a version")  # somebody else's, or ours unversioned
            return "new"
        for table, layout in _LAYOUTS[version].items():
            if conn.execute(f"PRAGMA table_info({table})").fetchall() != layout:
                raise _Damaged(f"the {table} table is not as the app made it")
        for table in _VCOLUMNS[version]:  # the tables of the file's version
            if version == SCHEMA_VERSION:
                for row in conn.execute(_SELECT[table]):
                    _DECODERS[table](row)
            else:
                cols = _VCOLUMNS[version][table]
                for row in conn.execute(f"SELECT {', '.join(cols)} FROM {table}"):
                    _decoded(table, row, version)
        return "current" if version == SCHEMA_VERSION else "old"
    finally:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


def _ready(conn: sqlite3.Connection, seen: str) -> None:
    """Create or migrate the schema, or (already current) rewrite the version as a test that
    the file can be written: one BEGIN IMMEDIATE, the version re-read inside it."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if (version, seen) == (0, "new") and not tables:
            for table, cols in _SCHEMA.items():
                conn.execute(f"CREATE TABLE IF NOT EXISTS {table} ({', '.join(cols)})")
            version = SCHEMA_VERSION
        elif seen == "new" and version == SCHEMA_VERSION:
            pass  # another copy of the app made it a moment ago
        elif seen == "old" and 0 < version < SCHEMA_VERSION:
            while version < SCHEMA_VERSION:
                _MIGRATIONS[version](conn)
                version += 1
        elif (seen, version) != ("current", SCHEMA_VERSION) and not (
                seen == "old" and version == SCHEMA_VERSION):
            raise _Changed()
        for sql in _INDEXES:
            conn.execute(sql)
        conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def _session_connection(source: Optional[sqlite3.Connection] = None) -> sqlite3.Connection:
    """An in-memory store with the app's schema, holding a copy of ``source`` when that can
    be read and is sound (otherwise empty)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    if source is not None:
        try:
            source.backup(conn)
            seen = _inspect(conn)
            if seen != "newer":
                _ready(conn, seen)
                return conn
        except Exception as exc:  # a copy is a kindness: an empty store still works
            log.warning("The progress file could not be copied for this session: %s", exc)
        conn.close()
        conn = sqlite3.connect(":memory:", isolation_level=None)
    _ready(conn, "new")
    return conn


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
        self._conn = self._open()

    @classmethod
    def session_only(cls, path: Path, problem: SaveProblem) -> "ProgressStore":
        """A store in memory for this session, with a copy of what the file at ``path`` holds
        when it can be read and is sound; the file itself is never written."""
        store = cls.__new__(cls)
        store.path, store.recovered_from, store.problem = Path(path), None, problem
        store.on_session_only = None
        source = None
        if store.path.is_file():
            with contextlib.suppress(sqlite3.Error, OSError, ValueError):
                source = sqlite3.connect(store.path.resolve().as_uri() + "?mode=ro", uri=True,
                                         timeout=5.0)
        try:
            store._conn = _session_connection(source)
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
                seen = self._look(conn)
                if seen == "damaged":
                    conn.close()
                    if self.recovered_from is not None:
                        raise StoreError(said(QT_TRANSLATE_NOOP(
                            "Errors", "The progress file {path} is damaged again after a new "
                            "one was started."), path=str(self.path)))
                    self._move_aside(stamp)  # or, replaced by another copy of the app: look again
                    continue
                if seen == "newer":
                    raise CannotSaveError(said(QT_TRANSLATE_NOOP(
                        "Errors", "The progress file {path} was written by a newer version of "
                        "the app; please update the app to open it."), path=str(self.path)),
                        SaveProblem(NEWER_VERSION))
                _ready(conn, seen)
                conn.execute("PRAGMA foreign_keys = ON")
                conn.execute("PRAGMA synchronous = FULL")
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

    def _look(self, conn: sqlite3.Connection) -> str:
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
        session-only, with what the file held, and ``step`` is done there."""
        try:
            return self._transaction(self._conn, step)
        except sqlite3.Error as exc:
            if self.problem is not None or _code(exc) not in _SAVE_FAILURE_CODES:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "The progress file could not be saved ({reason})."),
                    reason=exc)) from exc
            self._go_session_only(_problem(exc, self.path.parent))
        try:
            return self._transaction(self._conn, step)
        except sqlite3.Error as exc:
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "The progress could not be kept ({reason})."), reason=exc)) from exc

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
        log.warning("Progress is kept for this session only from now (%s: %s)",
                    problem.kind, problem.detail)
        old, self._conn = self._conn, _session_connection(self._conn)
        with contextlib.suppress(sqlite3.Error):
            old.close()
        self.problem = problem
        if self.on_session_only is not None:
            self.on_session_only(problem)

    def _read(self, sql: str, params: Row = ()) -> list[Row]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "The progress file could not be read ({reason})."), reason=exc)) from exc

    def _decode(self, decoder: Callable[[Row], _T], rows: list[Row]) -> list[_T]:
        try:
            return [decoder(r) for r in rows]
        except _Damaged as exc:
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "The progress file is damaged ({reason})."), reason=exc)) from exc

    @staticmethod
    def _sealed_insert(conn: sqlite3.Connection, table: str, values: Row) -> int:
        row_id = conn.execute(_INSERT[table], values).lastrowid
        assert row_id is not None  # set by every successful INSERT
        conn.execute(f"UPDATE {table} SET crc = ? WHERE id = ?", (_seal((row_id, *values)), row_id))
        return row_id

    @staticmethod
    def _reseal(conn: sqlite3.Connection, table: str, row_id: int) -> None:
        row = conn.execute(f"SELECT {', '.join(_COLUMNS[table][:-1])} FROM {table} WHERE id = ?",
                           (row_id,)).fetchone()
        conn.execute(f"UPDATE {table} SET crc = ? WHERE id = ?", (_seal(row), row_id))

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
            conn.execute("UPDATE profiles SET name = ?, name_key = ? WHERE id = ?",
                         (clean, key, profile_id))
            self._reseal(conn, "profiles", profile_id)
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
            conn.execute("UPDATE profiles SET removed = ?, name_key = NULL WHERE id = ?",
                         (_now(), profile_id))
            self._reseal(conn, "profiles", profile_id)
            row = conn.execute(_SELECT["profiles"] + " WHERE id = ?", (profile_id,)).fetchone()
            return self._decode(_profile_from_row, [row])[0]
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
                answer.profile_id, answer.drill, answer.level, answer.seed, int(answer.correct),
                float(answer.seconds), answer.answer, answer.expected, ";".join(answer.tags),
                None if answer.chips_fewest is None else int(answer.chips_fewest),
                answer.exam_id, at))
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
            exam = self._decode(_exam_from_row, [row])[0] if row else None
            if exam is None or exam.finished is not None:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "There is no unfinished exam number {number}."), number=str(exam_id)))
            if not 0 <= correct <= exam.questions:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "An exam of {questions} questions cannot have {correct} correct "
                    "answers."), questions=exam.questions, correct=correct))
            exam = dataclasses.replace(exam, finished=_now(), correct=correct, passed=passed)
            conn.execute("UPDATE exams SET finished = ?, correct = ?, passed = ? WHERE id = ?",
                         (exam.finished, correct, None if passed is None else int(passed),
                          exam_id))
            self._reseal(conn, "exams", exam_id)
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
                profile_id, result.drill, int(result.level), result.kind, int(result.right),
                int(result.wrong), float(result.seconds), at))
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
        """Close the file; safe to call twice. Later calls raise StoreError."""
        self._conn.close()

