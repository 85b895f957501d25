"""The figures of the Progress tab and the trainer, read from SQL aggregates over the
answers' indexes, no answer read whole: each drill's verdicts in order, the last answers'
verdicts and times, the misses among the newest answers."""

from __future__ import annotations

import sqlite3
from typing import Optional

from app.core.trainer.store.core import StoreConnection
from app.core.trainer.store.schema import Row

# SQLite 3.44 on takes ORDER BY inside an aggregate (verdicts).
_ORDERED_AGGREGATES = sqlite3.sqlite_version_info >= (3, 44, 0)


class StoreFigures(StoreConnection):
    """Read-only aggregates of a trainee's answers, for the figures shown."""

    # An answer counts when its verdict is one (0 or 1) and it is not of the exam left out
    # (a running exam's answers stay hidden until it ends).
    _KEPT = "profile_id = ? AND (? IS NULL OR exam_id IS NOT ?) AND correct IN (0, 1)"

    def answers_mark(self) -> tuple[int, int]:
        """The newest answer's id (0 with none yet) and the newest row set aside's. Answers
        are only ever added, or set aside as damaged, so figures read at one mark hold while
        the mark stays."""
        row = self._read("SELECT (SELECT coalesce(max(id), 0) FROM answers), "
                         "(SELECT coalesce(max(id), 0) FROM quarantine)")[0]
        return int(row[0]), int(row[1])

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
            "SELECT drill FROM d WHERE drill IS NOT NULL", (self._id("profiles", profile_id),))
        return [d for (d,) in rows if type(d) is str]

    def _kept(self, profile_id: int, hidden_exam: Optional[int]) -> Row:
        """The parameters of ``_KEPT``, the ids as the file has them."""
        hidden = None if hidden_exam is None else self._id("exams", hidden_exam)
        return self._id("profiles", profile_id), hidden, hidden

    def verdicts(self, profile_id: int, drill: str, hidden_exam: Optional[int] = None) -> str:
        """A trainee's answers of ``drill``, oldest first, as a text of ``1`` (right) and
        ``0`` (wrong), from the index ``answers_marks`` alone. The order is asked for, never
        assumed (SQL leaves an aggregate's order to the engine): SQLite 3.44 on sums them up
        in that order itself (``group_concat(... ORDER BY id)``); an older one gives the
        verdicts in that order (the index's, so nothing is sorted) and they are joined here
        (40-70 ms more for 200,000 answers)."""
        where = f"FROM answers INDEXED BY answers_marks WHERE {self._KEPT} AND drill = ?"
        params = (*self._kept(profile_id, hidden_exam), drill)
        if _ORDERED_AGGREGATES:
            text = self._read(f"SELECT group_concat(correct, '' ORDER BY id) {where}", params)
            return text[0][0] if type(text[0][0]) is str else ""
        rows = self._read(f"SELECT correct {where} ORDER BY id", params)
        return "".join("1" if right else "0" for (right,) in rows)

    def last_answers(self, profile_id: int, drill: str, limit: Optional[int],
                     hidden_exam: Optional[int] = None) -> list[tuple[bool, float]]:
        """A trainee's last ``limit`` answers of ``drill`` (None: all), oldest first, as
        (right, seconds), from the index ``answers_marks``."""
        sql = (f"SELECT correct, seconds FROM answers WHERE {self._KEPT} AND drill = ? "
               "ORDER BY id DESC LIMIT ?")
        rows = self._read(sql, (*self._kept(profile_id, hidden_exam), drill,
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
        rows = self._read(sql, (*self._kept(profile_id, hidden_exam),
                                *(() if drill is None else (drill,)), newest))
        return [(age, tuple(filter(None, tags.split(";"))))
                for age, (right, tags) in enumerate(rows) if not right and type(tags) is str]
