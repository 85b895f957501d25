"""The class this PC hosts (version 6): the class, its members, its served exams and each
member's sitting of one, read and written as sealed rows like every other; the server in
``app.classroom`` keeps its state here, so a class started again continues (same join code,
tokens, exams and clocks). The answers themselves are ``answers`` rows of each member's
profile (``ProgressStore.record_received``)."""

from __future__ import annotations

import itertools
import sqlite3
from typing import Any, Callable, Optional, Sequence

from app.core.errors import StoreError, said
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.store.core import StoreConnection
from app.core.trainer.store.rows import (
    _answer_from_row,
    _class_exam_from_row,
    _class_from_row,
    _exam_from_row,
    _member_from_row,
    _now,
    _sitting_from_row,
    checked_name,
)
from app.core.trainer.store.schema import _SELECT, NAME_MAX

Rec = dict[str, Any]  # a class table's row as {column: value}, checked against its seal


class StoreClasses(StoreConnection):
    """The class tables of the store (see the module's description)."""

    def open_class(self) -> Optional[Rec]:
        """The newest class not ended (None: there is none), to continue."""
        rows = self._read(_SELECT["classes"] + " WHERE ended IS NULL ORDER BY id DESC LIMIT 1")
        found = self._decode(_class_from_row, rows)
        return found[0] if found else None

    def start_class(self, code: str) -> Rec:
        """A new class with the join code ``code``."""
        started = _now()

        def step(conn: sqlite3.Connection) -> Rec:
            row_id = self._sealed_insert(conn, "classes", (code, started, None))
            return {"id": row_id, "code": code, "started": started, "ended": None}
        return self._write(step)

    def end_class(self, class_id: int) -> None:
        """The class is over (a server started again begins a new one)."""
        self._write(lambda conn: self._update(conn, "classes", self._id("classes", class_id),
                                              {"ended": _now()}))

    def class_members(self, class_id: int) -> list[Rec]:
        """The members of a class (removed ones too), in the order they joined."""
        sql = _SELECT["class_members"] + " WHERE class_id = ? ORDER BY id"
        return self._decode(_member_from_row, self._read(sql, (self._id("classes", class_id),)))

    def join_class(self, class_id: int, name: str, token_hash: str) -> Rec:
        """A new member of the class, named ``name`` (checked as a trainee's name is), whose
        answers are kept under a profile of that name that was a class member's before (a
        trainee of an earlier class on this PC); never under a profile of this PC's own (the
        instructor's, a trainee practising here): then under a new one named apart, ``Ana
        (2)`` (``_class_profile``). ``token_hash``: the SHA-256 of their token."""
        clean, key = checked_name(name)
        joined = _now()

        def step(conn: sqlite3.Connection) -> Rec:
            owner = self._id("classes", class_id)
            profile_id = self._class_profile(conn, clean, key, joined)
            values = (owner, profile_id, clean, token_hash, joined, None)
            row_id = self._sealed_insert(conn, "class_members", values)
            return dict(zip(("id", "class_id", "profile_id", "name", "token", "joined",
                             "removed"), (row_id, *values), strict=True))
        return self._write(step)

    def _class_profile(self, conn: sqlite3.Connection, clean: str, key: str,
                       joined: str) -> int:
        """The profile a class member named ``clean`` answers under: the first of ``Ana``,
        ``Ana (2)``, ``Ana (3)``... that is a profile some class member of that name answered
        under before, or else the first of those names no profile has, made now."""
        for n in itertools.count(1):
            mark = f" ({n})" if n > 1 else ""
            name, name_key = checked_name(clean[:NAME_MAX - len(mark)] + mark)
            found = conn.execute("SELECT id FROM profiles WHERE name_key = ?",
                                 (name_key,)).fetchone()
            if found is None:
                return self._sealed_insert(conn, "profiles", (name, name_key, joined, None))
            members = conn.execute("SELECT name FROM class_members WHERE profile_id = ?",
                                   (found[0],)).fetchall()
            if any(isinstance(m[0], str) and m[0].casefold() == key for m in members):
                return int(found[0])
        raise AssertionError("unreachable")  # itertools.count never ends

    def set_member_token(self, member_id: int, token_hash: str) -> None:
        """A member's new token (they joined again: the old one stops working)."""
        self._write(lambda conn: self._update(
            conn, "class_members", self._id("class_members", member_id), {"token": token_hash}))

    def remove_member(self, member_id: int) -> None:
        """A member taken out of the class (their answers stay)."""
        self._write(lambda conn: self._update(
            conn, "class_members", self._id("class_members", member_id), {"removed": _now()}))

    def start_class_exam(self, class_id: int, code: str, house: Optional[str]) -> Rec:
        """A served exam of the class from now, with no sitting yet (``add_sitting``)."""
        return self.serve_class_exam(class_id, code, house, (), 1)[0]

    def serve_class_exam(self, class_id: int, code: str, house: Optional[str],
                         members: Sequence[tuple[int, int]], questions: int
                         ) -> tuple[Rec, list[Rec]]:
        """A served exam of the class from now (its clock runs from ``started``) with a
        sitting (``add_sitting``) of each of ``members`` (member id, profile id), all in one
        transaction: the exam's row and the sittings'."""
        if questions < 1:
            raise StoreError(said(QT_TRANSLATE_NOOP("Errors", "An exam needs at least one question.")))
        started = _now()

        def step(conn: sqlite3.Connection) -> tuple[Rec, list[Rec]]:
            values = (self._id("classes", class_id), code, house, started, None, None)
            row_id = self._sealed_insert(conn, "class_exams", values)
            exam = dict(zip(("id", "class_id", "code", "house", "started", "ended",
                             "released"), (row_id, *values), strict=True))
            return exam, [self._sitting(conn, row_id, member_id, profile_id, code, questions,
                                        started) for member_id, profile_id in members]
        return self._write(step)

    def class_exams(self, class_id: int) -> list[Rec]:
        """The exams served to a class, oldest first."""
        sql = _SELECT["class_exams"] + " WHERE class_id = ? ORDER BY id"
        return self._decode(_class_exam_from_row,
                            self._read(sql, (self._id("classes", class_id),)))

    def set_class_exam(self, class_exam_id: int, ended: bool = False,
                       released: bool = False) -> None:
        """Mark a served exam ended (no answer is taken after) or its results released."""
        changes = ({"ended": _now()} if ended else {}) | ({"released": _now()} if released else {})
        self._write(lambda conn: self._update(
            conn, "class_exams", self._id("class_exams", class_exam_id), changes))

    def end_class_exam(self, class_exam_id: int, exam_ids: Sequence[int], questions: int,
                       result: Callable[[list[bool]], tuple[int, bool]]
                       ) -> dict[int, list[bool]]:
        """End a served exam in one transaction: each sitting's ``exams`` row (``exam_ids``)
        finished with ``result`` (correct, passed) of the marks of its ``answers`` rows as
        stored (the first ``questions``), a row finished already (a restart between) left
        as it is; then the exam's row marked ended. The marks of each exams row."""
        ended = _now()

        def step(conn: sqlite3.Connection) -> dict[int, list[bool]]:
            out: dict[int, list[bool]] = {}
            for known in exam_ids:
                exam_id = self._id("exams", known)
                rows = conn.execute(_SELECT["answers"] + " WHERE exam_id = ? ORDER BY id",
                                    (exam_id,)).fetchall()
                marks = [a.correct for a in self._decode(_answer_from_row, rows)][:questions]
                out[known] = marks
                row = conn.execute(_SELECT["exams"] + " WHERE id = ?", (exam_id,)).fetchone()
                exam = next(iter(self._decode(_exam_from_row, [row] if row else [])), None)
                if exam is None or exam.finished is not None:
                    continue  # set aside as damaged, or finished before a restart
                correct, passed = result(marks)
                self._update(conn, "exams", exam_id, {"finished": ended, "correct": correct,
                                                      "passed": int(passed)})
            self._update(conn, "class_exams", self._id("class_exams", class_exam_id),
                         {"ended": ended})
            return out
        return self._write(step)

    def add_sitting(self, class_exam_id: int, member_id: int, profile_id: int, code: str,
                    questions: int) -> Rec:
        """A member's sitting of a served exam: an ``exams`` row of their profile (named by
        the exam's code) and the sitting that links it, in one transaction."""
        if questions < 1:
            raise StoreError(said(QT_TRANSLATE_NOOP("Errors", "An exam needs at least one question.")))
        started = _now()
        return self._write(lambda conn: self._sitting(conn, class_exam_id, member_id,
                                                      profile_id, code, questions, started))

    def _sitting(self, conn: sqlite3.Connection, class_exam_id: int, member_id: int,
                 profile_id: int, code: str, questions: int, started: str) -> Rec:
        owner = self._id("profiles", profile_id)
        self._profile(conn, owner)
        exam_id = self._sealed_insert(conn, "exams", (owner, code, questions, started,
                                                      None, None, None))
        values = (self._id("class_exams", class_exam_id),
                  self._id("class_members", member_id), exam_id)
        row_id = self._sealed_insert(conn, "sittings", values)
        return dict(zip(("id", "class_exam_id", "member_id", "exam_id"), (row_id, *values),
                        strict=True))

    def sittings(self, class_exam_id: int) -> list[Rec]:
        """The sittings of a served exam."""
        sql = _SELECT["sittings"] + " WHERE class_exam_id = ? ORDER BY id"
        return self._decode(_sitting_from_row,
                            self._read(sql, (self._id("class_exams", class_exam_id),)))

    def served_sittings(self) -> list[tuple[int, int, str]]:
        """Every sitting of an exam a class of this PC served, as (exams row, the member's
        profile, the served exam's code): the server made those exams rows and marked their
        answers (``ProgressStore.served_exam_ids`` checks them against the exams rows)."""
        members = {m["id"]: m["profile_id"] for m in self._decode(
            _member_from_row, self._read(_SELECT["class_members"]))}
        served = {e["id"]: e["code"] for e in self._decode(
            _class_exam_from_row, self._read(_SELECT["class_exams"]))}
        return [(s["exam_id"], members[s["member_id"]], served[s["class_exam_id"]])
                for s in self._decode(_sitting_from_row, self._read(_SELECT["sittings"]))
                if s["exam_id"] is not None and s["member_id"] in members
                and s["class_exam_id"] in served]

    @staticmethod
    def _profile(conn: sqlite3.Connection, profile_id: Optional[int], key: str = "",
                 listed: bool = False) -> str:
        raise NotImplementedError  # ProgressStore's
