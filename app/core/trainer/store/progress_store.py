"""``ProgressStore``: the trainees, their answers, exams and speed rounds, read and written as
the app's records; and ``open_progress_store``, how the app opens it (never raising)."""

from __future__ import annotations

import dataclasses
import logging
import sqlite3
from pathlib import Path
from typing import Any, NamedTuple, Optional, Sequence

from app.core.errors import CannotSaveError, StoreError, said
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.records import (
    EXAM_SELF,
    EXAM_SERVED,
    AnswerRecord,
    ExamRecord,
    Profile,
    attempt_numbers,
)
from app.core.trainer.speed import SpeedKey, SpeedResult, bests
from app.core.trainer.spreadsheet import text_cell, write_csv
from app.core.trainer.store.classes import StoreClasses
from app.core.trainer.store.figures import StoreFigures
from app.core.trainer.store.outcomes import UNAVAILABLE, Exported, SaveProblem
from app.core.trainer.store.reverify import StoreReverify
from app.core.trainer.store.rows import (
    _answer_from_row,
    _checked_name,
    _exam_from_row,
    _flag,
    _now,
    _profile_from_row,
    _seal,
    _speed_from_row,
)
from app.core.trainer.store.schema import _SELECT, CSV_COLUMNS

log = logging.getLogger(__name__)


class ProgressStore(StoreClasses, StoreFigures, StoreReverify):
    """Profiles, answers, exams and speed rounds of every trainee on this PC, in one SQLite
    file (or, when the file cannot be written, in memory for the session: ``problem`` then
    says why); the rows already verified are verified again in the background
    (``reverify_step``); the class this PC hosts (``StoreClasses``)."""

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
            row_id = self._id("profiles", profile_id)  # once what waited is written
            created = self._profile(conn, row_id, key, listed=True)
            self._update(conn, "profiles", row_id, {"name": clean, "name_key": key})
            return Profile(row_id, clean, created)
        return self._write(step)

    def remove_profile(self, profile_id: int) -> Profile:
        """Take a trainee off the list: ``removed`` set, the name free for a new trainee, every
        answer and exam kept (``export_csv`` of everyone still writes them). StoreError for a
        trainee not listed, or the last one listed."""
        def step(conn: sqlite3.Connection) -> Profile:
            row_id = self._id("profiles", profile_id)  # once what waited is written
            self._profile(conn, row_id, listed=True)
            listed = conn.execute("SELECT count(*) FROM profiles WHERE removed IS NULL")
            if listed.fetchone()[0] < 2:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "The last trainee cannot be removed; add another one first.")))
            row = self._update(conn, "profiles", row_id, {"removed": _now(), "name_key": None})
            return _profile_from_row((*row, _seal(row)))
        return self._write(step)

    def record(self, answer: AnswerRecord) -> AnswerRecord:
        """Save one answer, committed before returning; it comes back with ``id`` and ``at``."""
        self._check_tags(answer)
        at = answer.at or _now()
        return dataclasses.replace(answer, at=at, id=self._write(
            lambda conn: self._insert_answer(conn, answer, at)))

    def record_received(self, received: Sequence[tuple[str, AnswerRecord]]
                        ) -> list[Optional[AnswerRecord]]:
        """Save answers that came over the network, each under its ``uid`` (the first of each
        pair), all in one transaction committed before returning: each as ``record`` saves
        it, with a receipt of its uid, or None in its place when that uid was received
        before (a second delivery stores nothing) or twice in ``received``."""
        for _, answer in received:
            self._check_tags(answer)
        at = _now()

        def step(conn: sqlite3.Connection) -> list[Optional[AnswerRecord]]:
            out: list[Optional[AnswerRecord]] = []
            for uid, answer in received:
                if conn.execute("SELECT 1 FROM receipts WHERE uid = ?", (uid,)).fetchone():
                    out.append(None)
                    continue
                saved = dataclasses.replace(answer, at=answer.at or at)
                saved = dataclasses.replace(saved, id=self._insert_answer(conn, saved, saved.at))
                self._sealed_insert(conn, "receipts", (uid, saved.id, at))
                out.append(saved)
            return out
        return self._write(step)

    def received(self, uid: str) -> bool:
        """An answer was received under ``uid`` already."""
        return bool(self._read("SELECT 1 FROM receipts WHERE uid = ?", (uid,)))

    @staticmethod
    def _check_tags(answer: AnswerRecord) -> None:
        if any(not t or ";" in t for t in answer.tags):
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "A tag cannot be empty or contain a semicolon.")))

    def _insert_answer(self, conn: sqlite3.Connection, answer: AnswerRecord, at: str) -> int:
        """One answer written inside the open transaction (its ids mapped here, once what
        waited is written: it may give them the file's ids); its id."""
        profile_id, exam_id = self._id("profiles", answer.profile_id), \
            self._id("exams", answer.exam_id)
        self._profile(conn, profile_id)
        owner = conn.execute("SELECT profile_id FROM exams WHERE id IS ?", (exam_id,))
        if exam_id is not None and owner.fetchone() != (profile_id,):
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "There is no exam number {number} for this trainee."),
                number=str(answer.exam_id)))
        return self._sealed_insert(conn, "answers", (
            profile_id, answer.drill, answer.level, answer.seed,
            _flag(answer.correct), answer.seconds, answer.answer, answer.expected,
            ";".join(answer.tags), _flag(answer.chips_fewest), exam_id, at))

    def answers(self, profile_id: int, drill: Optional[str] = None,
                limit: Optional[int] = None) -> list[AnswerRecord]:
        """A trainee's answers, oldest first; with ``limit``, only the newest ``limit``."""
        if limit is not None and limit < 0:
            raise ValueError("limit must be 0 or more")
        sql = _SELECT["answers"] + " WHERE profile_id = ? AND (? IS NULL OR drill = ?)"
        rows = self._read(sql + " ORDER BY id DESC LIMIT ?", (self._id("profiles", profile_id),
                                                              drill, drill,
                                                              -1 if limit is None else limit))
        return self._decode(_answer_from_row, rows[::-1])

    def start_exam(self, profile_id: int, code: str, questions: int) -> ExamRecord:
        if questions < 1:
            raise StoreError(said(QT_TRANSLATE_NOOP("Errors", "An exam needs at least one question.")))
        started = _now()
        owner = profile_id

        def step(conn: sqlite3.Connection) -> int:
            nonlocal owner
            owner = self._id("profiles", profile_id)  # once what waited is written
            self._profile(conn, owner)
            return self._sealed_insert(conn, "exams", (owner, code, questions, started,
                                                       None, None, None))
        exam_id = self._write(step)
        return ExamRecord(exam_id, owner, code, questions, started)

    def finish_exam(self, exam_id: int, correct: int, passed: bool) -> ExamRecord:
        return self._end_exam(exam_id, correct, bool(passed))

    def abandon_exam(self, exam_id: int, correct: int) -> ExamRecord:
        """End an exam the trainee quit: finished, ``correct`` answers so far, ``passed`` None
        (its status "abandoned")."""
        return self._end_exam(exam_id, correct, None)

    def _end_exam(self, exam_id: int, correct: int, passed: Optional[bool]) -> ExamRecord:
        known = exam_id  # as the app knows it

        def step(conn: sqlite3.Connection) -> ExamRecord:
            row_id = self._id("exams", known)  # once what waited is written
            row = conn.execute(_SELECT["exams"] + " WHERE id = ?", (row_id,)).fetchone()
            exam = next(iter(self._decode(_exam_from_row, [row] if row else [])), None)
            if exam is None or exam.finished is not None:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "There is no unfinished exam number {number}."), number=str(known)))
            if not 0 <= correct <= exam.questions:
                raise StoreError(said(QT_TRANSLATE_NOOP(
                    "Errors", "An exam of {questions} questions cannot have {correct} correct "
                    "answers."), questions=exam.questions, correct=correct))
            exam = dataclasses.replace(exam, finished=_now(), correct=correct, passed=passed)
            self._update(conn, "exams", row_id, {
                "finished": exam.finished, "correct": correct,
                "passed": None if passed is None else int(passed)})
            return dataclasses.replace(exam, id=known)
        return self._write(step)

    def exams(self, profile_id: int) -> list[ExamRecord]:
        """A trainee's exams, newest first."""
        sql = _SELECT["exams"] + " WHERE profile_id = ? ORDER BY id DESC"
        return self._decode(_exam_from_row, self._read(sql, (self._id("profiles", profile_id),)))

    def record_speed_round(self, profile_id: int, result: SpeedResult) -> SpeedResult:
        """Save a finished speed round of a trainee (a removed one too, as answers are),
        committed before returning; it comes back with ``id`` and ``when``."""
        at = result.when or _now()

        def step(conn: sqlite3.Connection) -> int:
            owner = self._id("profiles", profile_id)  # once what waited is written
            self._profile(conn, owner)
            return self._sealed_insert(conn, "speed_rounds", (
                owner, result.drill, result.level, result.kind, result.right,
                result.wrong, result.seconds, at))
        return dataclasses.replace(result, when=at, id=self._write(step))

    def speed_rounds(self, profile_id: int) -> list[SpeedResult]:
        """A trainee's speed rounds, oldest first."""
        sql = _SELECT["speed_rounds"] + " WHERE profile_id = ? ORDER BY id"
        return self._decode(_speed_from_row, self._read(sql, (self._id("profiles", profile_id),)))

    def speed_bests(self, profile_id: int) -> dict[SpeedKey, SpeedResult]:
        """A trainee's best round of each (drill, level, kind) played (``speed.bests``)."""
        return bests(self.speed_rounds(profile_id))

    def served_exam_ids(self) -> set[int]:
        """The exams rows that are sittings of an exam this PC's class served: linked by a
        sitting, of the member's own profile and named by the served exam's code."""
        exams = {e.id: e for p in self.profiles(include_removed=True) for e in self.exams(p.id)}
        return {exam_id for exam_id, profile_id, code in self.served_sittings()
                if exam_id in exams and exams[exam_id].profile_id == profile_id
                and exams[exam_id].code == code}

    def export_rows(self, profile_id: Optional[int] = None) -> list[tuple[Any, ...]]:
        """The rows ``export_csv`` writes (the columns of ``CSV_COLUMNS``), one per answer;
        StoreError when ``profile_id`` names no trainee. ``self._left_out`` then says how
        many answers could not be read."""
        if profile_id is not None:
            profile_id = self._id("profiles", profile_id)
        self._left_out = {}
        people = [p for p in self.profiles(include_removed=True) if profile_id in (None, p.id)]
        if profile_id is not None and not people:
            raise StoreError(said(QT_TRANSLATE_NOOP(
                "Errors", "There is no trainee profile number {number}."),
                number=str(profile_id)))
        exams = {e.id: e for p in people for e in self.exams(p.id)}
        attempts = attempt_numbers(list(exams.values()))
        served = self.served_exam_ids() if exams else set()

        def exam_cells(exam_id: Optional[int]) -> tuple[Any, ...]:
            exam = exams.get(exam_id) if exam_id is not None else None
            return ("", "", "") if exam is None else (exam.code, attempts[exam.id], exam.status)

        def source(exam_id: Optional[int]) -> str:
            if exam_id is None or exam_id not in exams:
                return ""
            return EXAM_SERVED if exam_id in served else EXAM_SELF
        return [(text_cell(p.name), a.at, a.drill, a.level, a.seed, int(a.correct),
                 f"{a.seconds:.1f}", a.answer, a.expected, ";".join(a.tags),
                 "" if a.chips_fewest is None else int(a.chips_fewest), *exam_cells(a.exam_id),
                 p.removed or "", source(a.exam_id))
                for p in people for a in self.answers(p.id)]

    def export_csv(self, path: Path, profile_id: Optional[int] = None) -> Exported:
        """One row per answer, trainees by name, removed ones too (the time they were removed in
        the ``removed`` column, empty for the others), each exam answer's ``exam_source``
        (served by this PC's class, or self-study); a temp file renamed over ``path`` at
        the end. How many answers were written, and how many could not be (damaged since
        they were verified, or of a trainee whose row is: the next start sets them aside)."""
        rows = self.export_rows(profile_id)
        left_out = self._left_out.get("answers", 0)
        if profile_id is None:  # the answers of a trainee whose own row cannot be read
            ids = [p.id for p in self.profiles(include_removed=True)]
            left_out += int(self._read(f"SELECT count(*) FROM answers WHERE profile_id NOT IN "
                                       f"({', '.join('?' * len(ids))})", tuple(ids))[0][0])
        write_csv(path, CSV_COLUMNS, rows)
        return Exported(len(rows), left_out)


class OpenedStore(NamedTuple):
    """A working store and what to tell the trainee about it: the damaged file that was
    moved aside, why progress cannot be saved (then the store is session-only), and
    ``set_aside``, how many damaged rows were set aside as it opened."""

    store: ProgressStore
    moved_aside: Optional[Path] = None
    cannot_save: Optional[SaveProblem] = None

    @property
    def set_aside(self) -> int:
        """How many damaged rows were put in the quarantine as the store opened (told once:
        the next start finds them there, not in the tables)."""
        return self.store.set_aside


def open_progress_store(path: Path) -> OpenedStore:
    """The store for the app at ``path``; never raises. See the package's description."""
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
