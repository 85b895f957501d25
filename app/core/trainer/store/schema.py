"""The progress file's tables at each version of the app, and the SQL made from them.

Every table's last column is its row's seal (``crc``, since version 2); the store's own
tables (``verified`` and ``quarantine``, version 5) sit beside the records. A file's
layout is compared with ``LAYOUTS`` of its version when it opens: a table or a column
the app did not make is damage of the file.
"""

from __future__ import annotations

import contextlib
import sqlite3
from typing import Any

Row = tuple[Any, ...]  # a row of values as sqlite3 gives and takes them

SCHEMA_VERSION = 6
MAX_KNOWN_FUTURE = 1000  # a user_version above this is damage, not a newer app
NAME_MAX = 40
CSV_COLUMNS = ("profile", "at", "drill", "level", "seed", "correct", "seconds", "answer",
               "expected", "tags", "chips_fewest", "exam_code", "exam_attempt", "exam_status",
               "removed", "exam_source")
# exam_source (since the classroom): records.EXAM_SERVED or EXAM_SELF, "" outside an exam

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
    # The class this PC hosts (version 6): the one not ended is continued when the server
    # starts again; code: its join code.
    "classes": ("id INTEGER PRIMARY KEY", "code TEXT NOT NULL", "started TEXT NOT NULL",
                "ended TEXT", _SEAL),
    # A trainee joined to a class: their answers are kept under profile_id (a profile named
    # as they joined); token: the SHA-256 (hex) of their token, never the token itself.
    "class_members": ("id INTEGER PRIMARY KEY",
                      "class_id INTEGER NOT NULL REFERENCES classes(id)",
                      "profile_id INTEGER NOT NULL REFERENCES profiles(id)",
                      "name TEXT NOT NULL", "token TEXT NOT NULL", "joined TEXT NOT NULL",
                      "removed TEXT", _SEAL),
    # An exam the class was served: its code stays on this PC; house: the house profile's
    # JSON text (NULL: GAMES.md's rules); the clock runs from started.
    "class_exams": ("id INTEGER PRIMARY KEY", "class_id INTEGER NOT NULL REFERENCES classes(id)",
                    "code TEXT NOT NULL", "house TEXT", "started TEXT NOT NULL", "ended TEXT",
                    "released TEXT", _SEAL),
    # A member's sitting of a class exam: its answers are those of the exams row exam_id
    # (NULL once that row was set aside as damaged).
    "sittings": ("id INTEGER PRIMARY KEY",
                 "class_exam_id INTEGER NOT NULL REFERENCES class_exams(id)",
                 "member_id INTEGER NOT NULL REFERENCES class_members(id)",
                 "exam_id INTEGER REFERENCES exams(id)", _SEAL),
    # Each answer sent over the network once: its uid, and the answer it was stored as
    # (NULL: refused, or its row was set aside), so a second delivery stores nothing.
    "receipts": ("id INTEGER PRIMARY KEY", "uid TEXT NOT NULL UNIQUE",
                 "answer_id INTEGER REFERENCES answers(id)", "at TEXT NOT NULL", _SEAL),
}
CLASS_TABLES = ("classes", "class_members", "class_exams", "sittings", "receipts")
# table -> the version that added it (the others: 1)
_SINCE = {"speed_rounds": 4} | {t: 6 for t in CLASS_TABLES}
_V2_PROFILES = ("id INTEGER PRIMARY KEY", "name TEXT NOT NULL", "name_key TEXT NOT NULL UNIQUE",
                "created TEXT NOT NULL", _SEAL)


def _schema(version: int) -> dict[str, tuple[str, ...]]:
    """The tables as a file of ``version`` has them (1: no seals; 2: no ``removed``; 3: no
    ``speed_rounds``; 5 and before: no class tables)."""
    if version >= SCHEMA_VERSION:
        return _SCHEMA
    tables = {t: cols for t, cols in _SCHEMA.items() if _SINCE.get(t, 1) <= version}
    if version < 3:
        tables |= {"profiles": _V2_PROFILES}
    if version >= 2:
        return tables
    return {t: tuple(c for c in cols if c != _SEAL) for t, cols in tables.items()}


# the most columns a table of any version has (answers, with its seal): the quarantine
# keeps a row of any of them
_WIDEST = max(len(cols) for v in range(1, SCHEMA_VERSION + 1)
              for cols in _schema(v).values())
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

_SELECT = {t: f"SELECT {', '.join(cols)} FROM {t}" for t, cols in _COLUMNS.items()}
_INSERT = {t: f"INSERT INTO {t} ({', '.join(cols[:-1])}) VALUES ({', '.join('?' * (len(cols) - 1))})"
           for t, cols in _COLUMNS.items()}  # a new row, its seal after
_INSERT_SEALED = {t: f"INSERT INTO {t} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})"
                  for t, cols in _COLUMNS.items()}
# table -> its columns that hold the id of a row of another table (save_pending remaps them)
_REFERENCES = {"exams": (("profile_id", "profiles"),),
               "answers": (("profile_id", "profiles"), ("exam_id", "exams")),
               "speed_rounds": (("profile_id", "profiles"),),
               "class_members": (("class_id", "classes"), ("profile_id", "profiles")),
               "class_exams": (("class_id", "classes"),),
               "sittings": (("class_exam_id", "class_exams"), ("member_id", "class_members"),
                            ("exam_id", "exams")),
               "receipts": (("answer_id", "answers"),)}


def _side(version: int) -> dict[str, tuple[str, ...]]:
    """The store's own tables a file of ``version`` has (none before version 5)."""
    return _SIDE if version >= _SIDE_SINCE else {}


def _layout(conn: sqlite3.Connection, table: str) -> list[Row]:
    """A table's columns (``PRAGMA table_info``) and the tables they refer to
    (``foreign_key_list``: a changed byte there names a table there is not, and every
    write of a row that refers to it fails)."""
    return [*conn.execute(f"PRAGMA table_info({table})").fetchall(),
            *conn.execute(f"PRAGMA foreign_key_list({table})").fetchall()]


def _layouts() -> dict[int, dict[str, list[Row]]]:
    """Each version's tables as ``_layout`` shows them, made the way the app makes
    them (version 1: no seal column), to compare a file's tables with."""
    out = {}
    for version in _VERSIONS:
        with contextlib.closing(sqlite3.connect(":memory:")) as conn:
            for table, cols in (_schema(version) | _side(version)).items():
                conn.execute(f"CREATE TABLE {table} ({', '.join(cols)})")
            out[version] = {t: _layout(conn, t) for t in _SCHEMA | _SIDE}
    return out


_LAYOUTS = _layouts()
