"""A class's exports made as the app makes them: answers and exams given through the store,
then the store's own CSV export (for the class's results tests)."""

from __future__ import annotations

import csv
import json
from contextlib import closing
from pathlib import Path

from app.core.trainer.drills import generate
from app.core.trainer.exam import ExamSpec, exam_code, exam_questions
from app.core.trainer.records import AnswerRecord
from app.core.trainer.store import CSV_COLUMNS, ProgressStore

THAI = "สมชาย ใจดี"
SPEC = ExamSpec(("ch.aa_bonus",), 4, 10, 75, 1, 123)  # 3 of 4 pass
CODE = exam_code(SPEC)


def moment(n: int) -> str:
    """The n-th minute of a day of class, as the store writes moments."""
    return f"2026-03-{2 + n // 1440:02d}T{n // 60 % 24:02d}:{n % 60:02d}:00Z"


def give(store, profile, drill, n, correct, seconds, exam=None, level=1, tags=("fold",)):
    """One answer through the store; ``seconds`` with one decimal, as the export writes it."""
    return store.record(AnswerRecord(profile.id, drill, level, 1000 + n, correct, seconds,
                                     '{"paid": 40}', '{"paid": 40}', tags if not correct else (),
                                     exam_id=exam, at=moment(n)))


def exam_answer(question, right):
    """The answer and key rows of an exam question as the trainer writes them: each part's
    value by its key (JSON); a wrong answer pays 5 more than the key."""
    given = {k: v if right else v + 5 for k, v in question.expected.items()}
    return (json.dumps(given, ensure_ascii=False),
            json.dumps(question.expected, ensure_ascii=False))


def sit(store, profile, start, marks):
    """An exam of CODE sat through the store as the trainer sits it: the code's questions in
    order, one answer per mark (right: the key; wrong: 5 more), finished by the pass rule of
    its spec (75% of 4 questions: 3 right)."""
    exam = store.start_exam(profile.id, CODE, 4)
    for i, ((drill, level, seed), right) in enumerate(zip(exam_questions(SPEC), marks, strict=True)):
        answer, key = exam_answer(generate(drill, level, seed, house=SPEC.house_profile), right)
        store.record(AnswerRecord(profile.id, drill, level, seed, right, 5.0, answer, key,
                                  () if right else ("fold",), exam_id=exam.id,
                                  at=moment(start + i)))
    store.finish_exam(exam.id, sum(marks), sum(marks) >= 3)
    return exam


def make_lab(tmp_path: Path) -> Path:
    """One lab PC's store, Anna and a Thai trainee with answers, exams and all, and its two
    exports: everyone's and Anna's alone; returns their folder."""
    with closing(ProgressStore(tmp_path / "pc1.sqlite3")) as store:
        anna, thai = store.add_profile("Anna"), store.add_profile(THAI)
        for n in range(45):  # Anna: 45 answers of ante and call, every 5th wrong
            give(store, anna, "ch.ante_call", n, n % 5 != 0, 3.0 + (n % 7) / 10)
        for n in range(45, 57):  # the Thai trainee: 12 of name the hand, 4 right, slow
            give(store, thai, "hand.name", n, n % 3 == 0, 9.5 + n % 3, level=2,
                 tags=("hand_flush",))
        sit(store, anna, 100, [True, True, True, False])  # passed
        sit(store, thai, 200, [True, False, False, True])  # failed
        store.export_csv(tmp_path / "everyone.csv")
        store.export_csv(tmp_path / "anna.csv", anna.id)
    return tmp_path


def rows_of(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def served(store, name, start, marks, code=CODE, spec=SPEC, ended=True):
    """``name`` joined to this PC's class and served the exam ``code``, answering one question
    per mark as the class server stores them (the answer and the key as the wire writes
    them, the server's mark, a receipt each), the sitting finished by the server's rule
    (unless not ``ended``); the member's profile."""
    from app.core.trainer.exam import ExamResult
    from app.core.trainer.sheets import given_to_wire

    room = store.open_class() or store.start_class("ABCD12")
    member = store.join_class(room["id"], name, "0" * 64)
    exam = store.start_class_exam(room["id"], code, None)
    sitting = store.add_sitting(exam["id"], member["id"], member["profile_id"], code,
                                spec.questions)
    for i, ((drill, level, seed), right) in enumerate(zip(exam_questions(spec), marks, strict=False)):
        q = generate(drill, level, seed, house=spec.house_profile)
        given = {k: v if right else v + 5 for k, v in q.expected.items()}
        store.record_received([(f"m{member['id']}.{name}.{start + i}", AnswerRecord(
            member["profile_id"], drill, level, seed, q.mark(given).correct, 5.0,
            json.dumps(given_to_wire(q, given), ensure_ascii=False),
            json.dumps(given_to_wire(q, q.expected), ensure_ascii=False),
            tuple(sorted(q.tags)), None, sitting["exam_id"], at=moment(start + i)))])
    if ended:
        result = ExamResult.of(spec, list(marks))
        store.finish_exam(sitting["exam_id"], result.correct, result.passed)
    return member["profile_id"]


def written(path: Path, rows: list[dict[str, str]]) -> Path:
    """``rows`` (an export's rows, edited) written as the app writes an export."""
    with open(path, "w", encoding="utf-8-sig", newline="") as f:
        out = csv.DictWriter(f, CSV_COLUMNS)
        out.writeheader()
        out.writerows(rows)
    return path
