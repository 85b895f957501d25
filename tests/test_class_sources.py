"""Served or self-study: Class results reads this PC's own progress file directly ("this PC's
class"), where the class server keeps its served exams, and tells them apart: a served
sitting keeps the server's marks and is not marked again (the results to rely on); a
self-study one is marked again from its code. The export says which was which
(``exam_source``), and a file's word is never taken: a CSV saying "served" is marked again
like any other."""

from __future__ import annotations

from contextlib import closing
from pathlib import Path

import pytest

from app.core.trainer.class_import import read_export, read_store
from app.core.trainer.classroom import merge
from app.core.trainer.remark import MARK_EDITED, SAID_SERVED, SERVED
from app.core.trainer.store import ProgressStore
from tests.class_exports import rows_of, served, sit, written


@pytest.fixture
def pc(tmp_path) -> Path:
    """The instructor's PC: Cara sat CODE served by its class (2 of 4: failed), Dan sat it
    self-study on this PC (3 of 4: passed); the store's file."""
    path = tmp_path / "progress.sqlite3"
    with closing(ProgressStore(path)) as store:
        served(store, "Cara", 0, [True, False, False, True])
        sit(store, store.add_profile("Dan"), 100, [True, True, True, False])
    return path


def exported(pc: Path, out: Path) -> Path:
    with closing(ProgressStore(pc)) as store:
        store.export_csv(out)
    return out


def seen(results):
    return [(s.trainee, s.correct, s.answered, s.status, s.source, s.refused, s.said_served)
            for e in results.exams for s in e.results]


def test_this_pcs_class_tells_a_served_sitting_from_a_self_study_one(pc):
    results = merge([read_store(pc)])
    assert results.files[0].from_store and results.files[0].answers == 8
    assert seen(results) == [("Cara", 2, 4, "failed", "served", None, False),
                             ("Dan", 3, 4, "passed", "self", (), False)]
    cara, dan = results.exams[0].results
    assert [line.template for line in cara.notes] == [SERVED]  # not marked again: served
    assert dan.notes == []  # marked again, nothing refused


def test_the_export_says_which_and_a_file_saying_served_is_marked_again(pc, tmp_path):
    path = exported(pc, tmp_path / "everyone.csv")
    assert [(r["profile"], r["exam_source"]) for r in rows_of(path)] == \
        [("Cara", "served")] * 4 + [("Dan", "self")] * 4
    assert seen(merge([read_export(path)])) == [
        ("Cara", 2, 4, "failed", "self", (), True), ("Dan", 3, 4, "passed", "self", (), False)]
    # Cara's sitting forged: every mark right, passed, still saying served
    rows = rows_of(path)
    for r in rows:
        if r["profile"] == "Cara":
            r["correct"], r["exam_status"] = "1", "passed"
    (cara, _dan) = merge([read_export(written(tmp_path / "forged.csv", rows))]).exams[0].results
    assert (cara.correct, cara.status, cara.served, cara.said_served) == (2, "failed", False, True)
    assert cara.refused == ((MARK_EDITED, (2, 3)),)
    assert cara.notes[0].template == SAID_SERVED


def test_a_file_copying_a_served_sittings_rows_brings_none_of_its_own_in(tmp_path):
    """Eve's served sitting is under way (2 answers); a file holding those two answers as its
    sitting's first, then two more right ones and "passed": read with this PC's class, the
    served sitting stays the server's (unfinished), and the file's own answers are a
    self-study sitting of their own, marked again, which does not replace it."""
    pc = tmp_path / "progress.sqlite3"
    with closing(ProgressStore(pc)) as store:
        served(store, "Eve", 0, [True, False], ended=False)
    rows = rows_of(exported(pc, tmp_path / "eve.csv"))
    with closing(ProgressStore(tmp_path / "other.sqlite3")) as store:
        sit(store, store.add_profile("Eve"), 0, [True, False, True, True])
        store.export_csv(tmp_path / "whole.csv")
    more = rows_of(tmp_path / "whole.csv")[2:]
    for r in [*rows, *more]:
        r["exam_status"], r["exam_attempt"], r["correct"] = "passed", "1", "1"
    rows[1]["correct"] = "0"  # the copied rows as they are
    forged = written(tmp_path / "forged.csv", [*rows, *more])
    for files in ([read_store(pc), read_export(forged)], [read_export(forged), read_store(pc)]):
        results = merge(files)
        (summary,) = results.exams
        (eve,) = summary.results
        assert (eve.served, eve.answered, eve.correct, eve.status) == (True, 2, 1, "unfinished")
        assert summary.sittings["Eve"] == 2 and summary.passed == 0
        (trainee,) = results.trainees
        (self_study,) = [s for s in trainee.exams if not s.served]
        assert (self_study.answered, self_study.refused) == (2, ())


def test_a_served_sitting_counts_over_an_earlier_self_study_one(tmp_path):
    """Fay practised the code alone and passed, then the class served it and she failed:
    her result on the code is the served one. (A class member answers under a profile of
    this PC only when it is a class member's: Fay joined the class before she practised.)"""
    pc = tmp_path / "progress.sqlite3"
    with closing(ProgressStore(pc)) as store:
        room = store.start_class("ABCD12")
        store.join_class(room["id"], "Fay", "1" * 64)
        (fay,) = store.profiles()
        sit(store, fay, 0, [True] * 4)
        served(store, "Fay", 100, [False] * 4)
    (summary,) = merge([read_store(pc)]).exams
    (fay,) = summary.results
    assert (fay.served, fay.number, fay.status, summary.passed, summary.sittings["Fay"]) == (
        True, 2, "failed", 0, 2)


def test_a_pc_with_no_progress_file_is_refused_with_a_sentence(tmp_path):
    read = read_store(tmp_path / "none.sqlite3")
    assert read.refusal is not None and not read.rows
    assert not (tmp_path / "none.sqlite3").exists()  # reading made no file
