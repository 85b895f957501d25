"""Self-study exams marked again on import: a sitting's right answers and pass come from its
answers marked against the questions its exam code deals, never from the file's "correct",
"exam_status" or a row's checksum. A forged export (a failed sitting edited to passed, every
mark flipped), and a progress file edited with its checksums recomputed and then exported,
are refused with the forged answers named; a genuine sitting keeps its figures."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from app.core.text import english
from app.core.trainer.class_import import read_export
from app.core.trainer.classroom import merge
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.exam import ExamSpec, exam_code, exam_questions
from app.core.trainer.remark import (
    MARK_EDITED,
    NOT_ASKED,
    OTHER_KEY,
    UNREADABLE,
    Given,
    Remarker,
    read_given,
    refusal_line,
)
from app.core.trainer.store import ProgressStore, open_progress_store, seal_row
from tests.class_exports import CODE, SPEC, THAI, make_lab, rows_of, sit, written


@pytest.fixture
def lab(tmp_path):
    return make_lab(tmp_path)


def sittings(results):
    return {s.trainee: s for e in results.exams for s in e.results}


# -- golden: genuine sittings keep the figures they had --------------------------------------
def test_genuine_sittings_pass_and_fail_with_the_figures_they_had(lab):
    """Anna 3 of 4 (passed), the Thai trainee 2 of 4 (failed), as the store marked them, and
    nothing refused."""
    got = sittings(merge([read_export(lab / "everyone.csv")]))
    assert [(s.trainee, s.correct, s.answered, s.status, s.refused) for s in got.values()] == [
        ("Anna", 3, 4, "passed", ()), (THAI, 2, 4, "failed", ())]
    assert all(s.remarked for s in got.values())


# -- a forged export --------------------------------------------------------------------------
def forged_rows(lab: Path) -> tuple[list[dict[str, str]], list[int]]:
    """The export with the Thai trainee's failed sitting edited to passed and every mark
    flipped to right; the edited answers' numbers in the sitting (from 1)."""
    rows = rows_of(lab / "everyone.csv")
    exam = [r for r in rows if r["profile"] == THAI and r["exam_code"]]
    edited = [n for n, r in enumerate(sorted(exam, key=lambda r: r["at"]), 1)
              if r["correct"] == "0"]
    for r in exam:
        r["correct"], r["exam_status"] = "1", "passed"
    return rows, edited


def test_a_forged_export_is_refused_by_marking_again(lab, tmp_path):
    rows, edited = forged_rows(lab)
    assert edited == [2, 3]  # the answers marked wrong, now marked right
    results = merge([read_export(written(tmp_path / "forged.csv", rows))])
    thai = sittings(results)[THAI]
    assert (thai.correct, thai.answered, thai.status) == (2, 4, "failed")
    assert thai.refused == ((MARK_EDITED, (2, 3)),)
    assert results.exams[0].passed == 1  # Anna alone
    # the figures of the drill count the forged answers wrong too
    assert results.trainees[1].drills["ch.aa_bonus"].correct == 2
    assert refusal_line(MARK_EDITED, 2).render(english) == (
        "2 answers whose mark in the file is not the mark the answer gets when marked again.")


def test_a_forged_export_beside_the_genuine_one_still_fails(lab, tmp_path):
    rows, _ = forged_rows(lab)
    forged = written(tmp_path / "forged.csv", rows)
    for files in ([lab / "everyone.csv", forged], [forged, lab / "everyone.csv"]):
        thai = sittings(merge([read_export(p) for p in files]))[THAI]
        assert thai.status == "failed" and thai.correct == 2
        assert sum(len(numbers) for _kind, numbers in thai.refused) >= 2


def reseal(conn: sqlite3.Connection, table: str, row_id: int, **changes: object) -> None:
    """Change a row as someone who read the store's code would: the values changed and the
    row's CRC-32 seal computed again over them."""
    columns = [c[1] for c in conn.execute(f"PRAGMA table_info({table})")]
    row = dict(zip(columns, conn.execute(f"SELECT * FROM {table} WHERE id = ?",
                                         (row_id,)).fetchone(), strict=True))
    row.update(changes)
    values = tuple(row[c] for c in columns[:-1])
    row[columns[-1]] = seal_row(values)
    conn.execute(f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in columns[1:])} "
                 f"WHERE id = ?", (*(row[c] for c in columns[1:]), row_id))


def test_a_progress_file_edited_with_its_checksums_recomputed_is_refused(tmp_path):
    """As the issue tried it: a sitting failed 0 of 4, the file edited (the exam passed, every
    answer right, each row's checksum recomputed): the app opens it as sound and exports it,
    and the class's results show the sitting failed with the edited answers named."""
    path = tmp_path / "pc.sqlite3"
    with closing(ProgressStore(path)) as store:
        bob = store.add_profile("Bob")
        exam = sit(store, bob, 0, [False] * 4)
    with closing(sqlite3.connect(path)) as conn, conn:
        reseal(conn, "exams", exam.id, correct=4, passed=1)
        for (answer_id,) in conn.execute("SELECT id FROM answers WHERE exam_id = ?",
                                         (exam.id,)).fetchall():
            reseal(conn, "answers", answer_id, correct=1)
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert opened.set_aside == 0  # the seals fit: nothing looks damaged
        assert [e.status for e in store.exams(bob.id)] == ["passed"]
        store.export_csv(tmp_path / "bob.csv")
    assert {r["exam_status"] for r in rows_of(tmp_path / "bob.csv")} == {"passed"}
    (sat,) = sittings(merge([read_export(tmp_path / "bob.csv")])).values()
    assert (sat.correct, sat.status, sat.refused) == (0, "failed", ((MARK_EDITED, (1, 2, 3, 4)),))


def test_answers_given_to_other_questions_or_keys_are_refused(lab, tmp_path):
    """A passed sitting made of questions the code does not deal (an easy question's seed put
    in), or of keys made to match the answers: each refused, the sitting failed."""
    rows = rows_of(lab / "everyone.csv")
    exam = sorted((r for r in rows if r["profile"] == THAI and r["exam_code"]),
                  key=lambda r: r["at"])
    exam[1]["seed"] = "12345"  # another question, answered with its key
    q = generate("ch.aa_bonus", 1, 12345)
    exam[1]["answer"] = exam[1]["expected"] = json.dumps(q.expected)
    exam[2]["expected"] = exam[2]["answer"]  # the key edited to the answer given
    exam[3]["answer"] = "{\"answer\": \"forty\"}"  # no field reads that
    for r in exam:
        r["correct"], r["exam_status"] = "1", "passed"
    thai = sittings(merge([read_export(written(tmp_path / "edited.csv", rows))]))[THAI]
    assert thai.refused == ((NOT_ASKED, (2,)), (UNREADABLE, (4,)), (OTHER_KEY, (3,)))
    assert (thai.correct, thai.status) == (1, "failed")


def test_an_answer_added_to_a_sitting_is_refused(lab, tmp_path):
    rows = rows_of(lab / "everyone.csv")
    first = min((r for r in rows if r["profile"] == THAI and r["exam_code"]),
                key=lambda r: r["at"])
    again = dict(first, at="2026-03-02T05:00:00Z")  # the right answer given twice
    thai = sittings(merge([read_export(written(tmp_path / "more.csv", [*rows, again]))]))[THAI]
    assert thai.refused == ((NOT_ASKED, (5,)),)
    assert (thai.correct, thai.answered, thai.status) == (2, 5, "failed")


def test_an_abandoned_sitting_stays_abandoned_and_an_unreadable_code_is_not_passed(lab, tmp_path):
    """A sitting left before its last question stays abandoned (as its file says, since it
    did not answer every question); one of a code this PC cannot read is not passed."""
    rows = rows_of(lab / "everyone.csv")
    last = max((r for r in rows if r["profile"] == "Anna" and r["exam_code"]),
               key=lambda r: r["at"])
    rows.remove(last)
    for r in rows:
        if r["profile"] == "Anna" and r["exam_code"]:
            r["exam_status"] = "abandoned"
        if r["profile"] == THAI and r["exam_code"]:
            r["exam_code"], r["exam_status"], r["correct"] = "EX-NOTA-CODE", "passed", "1"
    got = sittings(merge([read_export(written(tmp_path / "odd.csv", rows))]))
    assert (got["Anna"].status, got["Anna"].correct, got["Anna"].answered,
            got["Anna"].remarked) == ("abandoned", 3, 3, True)
    thai = got[THAI]
    assert (thai.status, thai.remarked, thai.spec) == ("", False, None)


# -- a failed first sitting hidden so that a retake counts ------------------------------------
def retaken(tmp_path: Path) -> Path:
    """Bob's PC: CODE sat and failed 0 of 4, then sat again having seen the questions and
    passed 4 of 4; its export."""
    with closing(ProgressStore(tmp_path / "bob.sqlite3")) as store:
        bob = store.add_profile("Bob")
        sit(store, bob, 0, [False] * 4)
        sit(store, bob, 100, [True] * 4)
        store.export_csv(tmp_path / "bob.csv")
    return tmp_path / "bob.csv"


def counted(results):
    (summary,) = results.exams
    (s,) = summary.results
    return s.number, s.correct, s.status, summary.passed, summary.sittings["Bob"]


@pytest.mark.parametrize("status", ["unfinished", "abandoned"])
def test_a_failed_first_sitting_edited_to_unfinished_still_counts_not_the_retake(
        tmp_path, status):
    """The first sitting's status edited to unfinished (or abandoned): every question of the
    code was answered, so it ended, failed, and it is the one counted (golden: as the
    honest export counts it)."""
    path = retaken(tmp_path)
    honest = counted(merge([read_export(path)]))
    assert honest == (1, 0, "failed", 0, 2)
    rows = rows_of(path)
    first = sorted(r["at"] for r in rows if r["exam_code"])[:4]
    for r in rows:
        if r["at"] in first:
            r["exam_status"] = status
    assert counted(merge([read_export(written(tmp_path / "f.csv", rows))])) == honest


def test_a_first_sitting_cut_short_is_counted_and_a_retake_never_replaces_it(tmp_path):
    """The first sitting's last answer taken out and its status made unfinished: it did not
    end, so the trainee's result on the code is unfinished (outside the pass rate), not the
    retake's pass."""
    path = retaken(tmp_path)
    rows = rows_of(path)
    first = sorted(r["at"] for r in rows if r["exam_code"])[:4]
    rows = [r for r in rows if r["at"] != first[-1]]
    for r in rows:
        if r["at"] in first:
            r["exam_status"] = "unfinished"
    results = merge([read_export(written(tmp_path / "cut.csv", rows))])
    assert counted(results) == (1, 0, "unfinished", 0, 2)
    assert results.exams[0].pass_rate is None


def test_a_house_table_of_the_instructors_own_is_read_from_this_pcs_profiles(tmp_path):
    from app.core.profiles import HouseProfile

    house = HouseProfile.of_changes((("casino_holdem", "bonus_paytable",
                                      "100-60-40-30-20-7-7-7-7"),))
    spec = ExamSpec(("ch.aa_bonus",), 2, 10, 50, 1, 9, house.changes())
    code = exam_code(spec)
    rows = []
    for drill, level, seed in exam_questions(spec):
        q = generate(drill, level, seed, house=spec.house_profile)
        rows.append(Given(drill, level, seed, True, json.dumps(q.expected),
                          json.dumps(q.expected)))
    assert Remarker().sitting(code, rows) is None  # the table is not known here
    marks = Remarker([house]).sitting(code, rows)
    assert marks is not None and all(m.right and m.refused is None for m in marks)


# -- reading a stored answer as the trainer wrote it ------------------------------------------
def _question_with(kind: str):
    """A question with a part of ``kind``, from the first drill and seed that asks one."""
    for drill in DRILLS:
        for seed in range(20):
            q = generate(drill, 2, seed)
            if any(p.kind == kind for p in q.parts):
                return q
    raise AssertionError(f"no drill asks a {kind} part")


@pytest.mark.parametrize("kind", ["amount", "signed", "seats", "choice", "call", "count"])
def test_the_key_as_the_trainer_writes_it_reads_back_and_marks_right(kind):
    q = _question_with(kind)
    stored = json.dumps(q.expected, ensure_ascii=False)  # tuples written as lists
    given = read_given(q, stored)
    assert given is not None and q.mark(given).correct


def test_answers_the_trainer_never_writes_are_not_read():
    q = generate("ch.aa_bonus", 1, 5)
    (key,) = q.expected
    amount = q.expected[key]
    for stored in ("not json", "[1]", "{}", json.dumps({key: True}), json.dumps({key: -5}),
                   json.dumps({key: str(amount)}), json.dumps({key: amount, "other": 1}),
                   json.dumps({key: amount, "chips": [amount + 5]})):
        assert read_given(q, stored) is None, stored
    paid = json.dumps({key: amount, "chips": [amount]}) if amount else json.dumps({key: 0})
    assert read_given(q, paid) == {key: amount}  # a payout paid from the tray


def test_each_code_and_question_is_made_once(monkeypatch):
    import app.core.trainer.remark as remark

    made = []
    real = remark.generate
    monkeypatch.setattr(remark, "generate", lambda *a, **k: made.append(a) or real(*a, **k))
    plan = exam_questions(SPEC)
    rows = []
    for drill, level, seed in plan:
        q = real(drill, level, seed)
        rows.append(Given(drill, level, seed, True, json.dumps(q.expected),
                          json.dumps(q.expected)))
    remarker = Remarker()
    for _ in range(30):  # a class of thirty
        assert all(m.right for m in remarker.sitting(CODE, rows))
    assert len(made) == len(set(plan))
