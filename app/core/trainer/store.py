"""The trainees' progress on this PC: profiles, answers and exams in one SQLite file.

Each write is its own transaction, committed (``synchronous=FULL``) before the
call returns: a crash or a power cut loses nothing answered. The schema version
is ``PRAGMA user_version``; a newer one is refused untouched, older ones are
migrated in ``_migrate``. A damaged file (not a database, a failed quick_check,
missing or garbled tables) is moved aside, never deleted, and a fresh store
starts; ``recovered_from`` names the moved file.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import datetime
import itertools
import os
import sqlite3
import tempfile
import unicodedata
from pathlib import Path
from typing import Iterator, Optional

from app.core.trainer.records import AnswerRecord, ExamRecord, Profile

SCHEMA_VERSION = 1
NAME_MAX = 40
CSV_COLUMNS = ("profile", "at", "drill", "level", "seed", "correct", "seconds", "answer",
               "expected", "tags", "chips_fewest", "exam_code")

_SCHEMA = {  # table -> column definitions; the first word of each is the column's name
    "profiles": ("id INTEGER PRIMARY KEY", "name TEXT NOT NULL", "name_key TEXT NOT NULL UNIQUE",
                 "created TEXT NOT NULL"),
    "exams": ("id INTEGER PRIMARY KEY", "profile_id INTEGER NOT NULL REFERENCES profiles(id)",
              "code TEXT NOT NULL", "questions INTEGER NOT NULL", "started TEXT NOT NULL",
              "finished TEXT", "correct INTEGER", "passed INTEGER"),
    "answers": ("id INTEGER PRIMARY KEY", "profile_id INTEGER NOT NULL REFERENCES profiles(id)",
                "drill TEXT NOT NULL", "level INTEGER NOT NULL", "seed INTEGER NOT NULL",
                "correct INTEGER NOT NULL", "seconds REAL NOT NULL", "answer TEXT NOT NULL",
                "expected TEXT NOT NULL", "tags TEXT NOT NULL", "chips_fewest INTEGER",
                "exam_id INTEGER REFERENCES exams(id)", "at TEXT NOT NULL"),
}
_COLUMNS = {table: tuple(c.split()[0] for c in cols) for table, cols in _SCHEMA.items()}
_INDEXES = ("CREATE INDEX answers_by_profile ON answers(profile_id, drill, id)",)
# Version n -> the statements that bring a version-n file to version n + 1.
_MIGRATIONS: dict[int, tuple[str, ...]] = {}
_DAMAGE_CODES = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
_SELECT = {t: f"SELECT {', '.join(cols)} FROM {t}" for t, cols in _COLUMNS.items()}
_ANSWER_INSERT = (f"INSERT INTO answers ({', '.join(_COLUMNS['answers'][1:])}) "
                  f"VALUES ({', '.join('?' * (len(_COLUMNS['answers']) - 1))})")


class StoreError(Exception):
    """The progress store cannot do what was asked; the message is one sentence for the user."""


def _now(fmt: str = "%Y-%m-%dT%H:%M:%SZ") -> str:
    return datetime.datetime.now(datetime.timezone.utc).strftime(fmt)


def _checked_name(name: str) -> tuple[str, str]:
    """The name as stored (NFC, stripped) and its case-insensitive key, or StoreError."""
    clean = unicodedata.normalize("NFC", name).strip() if isinstance(name, str) else ""
    if not clean:
        raise StoreError("A trainee's name cannot be empty.")
    if len(clean) > NAME_MAX:
        raise StoreError(f"A trainee's name can have at most {NAME_MAX} characters.")
    if any(unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") for c in clean):
        raise StoreError("A trainee's name cannot contain line breaks or control characters.")
    return clean, clean.casefold()


def _answer_from_row(row: tuple) -> AnswerRecord:
    r = dict(zip(_COLUMNS["answers"], row))
    fewest = None if r["chips_fewest"] is None else bool(r["chips_fewest"])
    return AnswerRecord(**r | {"correct": bool(r["correct"]), "chips_fewest": fewest,
                               "tags": tuple(filter(None, r["tags"].split(";")))})


def _exam_from_row(row: tuple) -> ExamRecord:
    r = dict(zip(_COLUMNS["exams"], row))
    return ExamRecord(**r | {"passed": None if r["passed"] is None else bool(r["passed"])})


class ProgressStore:
    """Profiles, answers and exams of every trainee on this PC, in one SQLite file."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.recovered_from: Optional[Path] = None
        conn = self._connect()
        try:
            if not self._prepare(conn):
                conn.close()
                self.recovered_from = self._move_aside()
                conn = self._connect()
                self._prepare(conn)
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA synchronous = FULL")
        except BaseException:
            conn.close()
            raise
        self._conn = conn

    def _connect(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return sqlite3.connect(str(self.path), isolation_level=None, timeout=5.0)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"The progress file {self.path} cannot be opened ({exc}).") from exc

    def _prepare(self, conn: sqlite3.Connection) -> bool:
        """Check the file, then create or migrate the schema; False if the file is damaged."""
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError(f"The progress file {self.path} was written by a newer version "
                                 "of the app; please update the app to open it.")
            if conn.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
                return False
            if version == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                return False  # somebody else's tables, or ours without a version
            self._migrate(conn, version)
            return all(tuple(r[1] for r in conn.execute(f"PRAGMA table_info({table})")) == columns
                       for table, columns in _COLUMNS.items())
        except sqlite3.Error as exc:
            if getattr(exc, "sqlite_errorcode", 0) & 0xFF in _DAMAGE_CODES:
                return False
            raise StoreError(f"The progress file {self.path} cannot be read ({exc}).") from exc

    @staticmethod
    def _migrate(conn: sqlite3.Connection, version: int) -> None:
        """Bring the file up to SCHEMA_VERSION a committed step at a time (0: create it)."""
        while version < SCHEMA_VERSION:
            if version == 0:
                tables = (f"CREATE TABLE {t} ({', '.join(c)})" for t, c in _SCHEMA.items())
                steps, version = (*tables, *_INDEXES), SCHEMA_VERSION
            else:
                steps, version = _MIGRATIONS[version], version + 1
            conn.execute("BEGIN IMMEDIATE")
            for sql in (*steps, f"PRAGMA user_version = {version}"):
                conn.execute(sql)
            conn.execute("COMMIT")

    def _move_aside(self) -> Path:
        """Rename the damaged file (and any journal beside it); never delete it."""
        base = f"{self.path.name}.damaged-{_now('%Y%m%d-%H%M%S')}"
        names = (base + (f"-{n}" if n > 1 else "") for n in itertools.count(1))
        target = next(p for p in map(self.path.with_name, names) if not p.exists())
        try:
            for suffix in ("", "-journal", "-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.rename(side, target.with_name(target.name + suffix))
        except OSError as exc:
            raise StoreError(f"The damaged progress file {self.path} could not be moved aside "
                             f"({exc.strerror}).") from exc
        return target

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction, committed (durably) on leaving the block, rolled back on error."""
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise StoreError(f"The progress file could not be saved ({exc}).") from exc

    def _read(self, sql: str, params: tuple = ()) -> list[tuple]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(f"The progress file could not be read ({exc}).") from exc

    @staticmethod
    def _profile(conn: sqlite3.Connection, profile_id: Optional[int], key: str = "") -> str:
        """The profile's creation time; StoreError if it is missing or another one has ``key``."""
        taken = conn.execute("SELECT name FROM profiles WHERE name_key = ? AND id IS NOT ?",
                             (key, profile_id)).fetchone()
        if taken:
            raise StoreError(f"There is already a trainee called {taken[0]}.")
        row = conn.execute("SELECT created FROM profiles WHERE id IS ?", (profile_id,)).fetchone()
        if row is None and profile_id is not None:
            raise StoreError(f"There is no trainee profile number {profile_id}.")
        return row[0] if row else _now()

    def profiles(self) -> list[Profile]:
        """Every trainee, by name regardless of case."""
        rows = self._read("SELECT id, name, created FROM profiles")
        return sorted((Profile(*r) for r in rows), key=lambda p: (p.name.casefold(), p.id))

    def add_profile(self, name: str) -> Profile:
        clean, key = _checked_name(name)
        with self._write() as conn:
            created = self._profile(conn, None, key)
            cur = conn.execute("INSERT INTO profiles (name, name_key, created) VALUES (?, ?, ?)",
                               (clean, key, created))
        return Profile(cur.lastrowid, clean, created)

    def rename_profile(self, profile_id: int, name: str) -> Profile:
        clean, key = _checked_name(name)
        with self._write() as conn:
            created = self._profile(conn, profile_id, key)
            conn.execute("UPDATE profiles SET name = ?, name_key = ? WHERE id = ?",
                         (clean, key, profile_id))
        return Profile(profile_id, clean, created)

    def record(self, answer: AnswerRecord) -> AnswerRecord:
        """Save one answer, committed before returning; it comes back with ``id`` and ``at``."""
        if any(not t or ";" in t for t in answer.tags):
            raise StoreError("A tag cannot be empty or contain a semicolon.")
        at = answer.at or _now()
        with self._write() as conn:
            self._profile(conn, answer.profile_id)
            owner = conn.execute("SELECT profile_id FROM exams WHERE id IS ?", (answer.exam_id,))
            if answer.exam_id is not None and owner.fetchone() != (answer.profile_id,):
                raise StoreError(f"There is no exam number {answer.exam_id} for this trainee.")
            cur = conn.execute(_ANSWER_INSERT, (
                answer.profile_id, answer.drill, answer.level, answer.seed, int(answer.correct),
                float(answer.seconds), answer.answer, answer.expected, ";".join(answer.tags),
                None if answer.chips_fewest is None else int(answer.chips_fewest),
                answer.exam_id, at))
        return dataclasses.replace(answer, at=at, id=cur.lastrowid)

    def answers(self, profile_id: int, drill: Optional[str] = None,
                limit: Optional[int] = None) -> list[AnswerRecord]:
        """A trainee's answers, oldest first; with ``limit``, only the newest ``limit``."""
        if limit is not None and limit < 0:
            raise ValueError("limit must be 0 or more")
        sql = _SELECT["answers"] + " WHERE profile_id = ? AND (? IS NULL OR drill = ?)"
        rows = self._read(sql + " ORDER BY id DESC LIMIT ?",
                          (profile_id, drill, drill, -1 if limit is None else limit))
        return [_answer_from_row(r) for r in reversed(rows)]

    def start_exam(self, profile_id: int, code: str, questions: int) -> ExamRecord:
        if questions < 1:
            raise StoreError("An exam needs at least one question.")
        started = _now()
        with self._write() as conn:
            self._profile(conn, profile_id)
            cur = conn.execute("INSERT INTO exams (profile_id, code, questions, started) "
                               "VALUES (?, ?, ?, ?)", (profile_id, code, questions, started))
        return ExamRecord(cur.lastrowid, profile_id, code, questions, started)

    def finish_exam(self, exam_id: int, correct: int, passed: bool) -> ExamRecord:
        with self._write() as conn:
            row = conn.execute(_SELECT["exams"] + " WHERE id = ?", (exam_id,)).fetchone()
            exam = _exam_from_row(row) if row else None
            if exam is None or exam.finished is not None:
                raise StoreError(f"There is no unfinished exam number {exam_id}.")
            if not 0 <= correct <= exam.questions:
                raise StoreError(f"An exam of {exam.questions} questions cannot have "
                                 f"{correct} correct answers.")
            exam = dataclasses.replace(exam, finished=_now(), correct=correct, passed=bool(passed))
            conn.execute("UPDATE exams SET finished = ?, correct = ?, passed = ? WHERE id = ?",
                         (exam.finished, correct, int(exam.passed), exam_id))
        return exam

    def exams(self, profile_id: int) -> list[ExamRecord]:
        """A trainee's exams, newest first."""
        sql = _SELECT["exams"] + " WHERE profile_id = ? ORDER BY id DESC"
        return [_exam_from_row(r) for r in self._read(sql, (profile_id,))]

    def export_csv(self, path: Path, profile_id: Optional[int] = None) -> int:
        """One row per answer, trainees by name; a temp file renamed over ``path`` at the end."""
        people = [p for p in self.profiles() if profile_id in (None, p.id)]
        if profile_id is not None and not people:
            raise StoreError(f"There is no trainee profile number {profile_id}.")
        codes = dict(self._read("SELECT id, code FROM exams"))
        rows = [(_cell(p.name), a.at, a.drill, a.level, a.seed, int(a.correct), f"{a.seconds:.1f}",
                 a.answer, a.expected, ";".join(a.tags),
                 "" if a.chips_fewest is None else int(a.chips_fewest), codes.get(a.exam_id, ""))
                for p in people for a in self.answers(p.id)]
        path, tmp = Path(path), ""
        try:
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
            with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as out:
                csv.writer(out).writerows([CSV_COLUMNS, *rows])
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, path)
        except OSError as exc:
            with contextlib.suppress(OSError):
                os.unlink(tmp)  # "" when mkstemp itself failed
            raise StoreError(f"The results could not be written to {path} "
                             f"({exc.strerror or exc}).") from exc
        return len(rows)

    def close(self) -> None:
        """Close the file; safe to call twice. Later calls raise StoreError."""
        self._conn.close()


def _cell(text: str) -> str:
    """A trainee's text for a spreadsheet: one that starts like a formula is kept as text."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
