"""What waited for a full disk goes to the rows it was written for, never to another copy's:
the ids the app holds are mapped once what waited is written (inside the write that
follows), an id given in memory is one no row of the file has, so the app never takes
another copy's row for its own, and a waiting change never overwrites a row another copy
changed or gave to another trainee meanwhile."""

import sqlite3
from contextlib import closing

import pytest

from app.core.trainer.speed import CLOCK, SpeedResult
from app.core.trainer.store import open_progress_store
from tests import test_trainer_store as base
from tests.test_trainer_store import answer, filled, linked_answers

disk = base.disk  # the fixture: connections to ``path`` fill the disk while ``disk.full``


def raw(path, sql):
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        return conn.execute(sql).fetchall()


def both_on_a_full_disk(path, disk):
    """Two copies of the app on one file fill the disk together, each adding a trainee and
    starting an exam for them, and the other copy saves what waited first: (first copy,
    other copy, first's trainee, first's exam)."""
    filled(path)
    first, other = open_progress_store(path).store, open_progress_store(path).store
    disk.full = True
    mine = first.add_profile("Mine")
    exam = first.start_exam(mine.id, "EX-MINE", 2)
    theirs = other.add_profile("Theirs")
    other.start_exam(theirs.id, "EX-THEIRS", 2)
    disk.full = False
    assert other.save_pending()
    return first, other, mine, exam


def owners(path, table):
    return raw(path, f"SELECT p.name FROM {table} t JOIN profiles p ON p.id = t.profile_id "
                     "ORDER BY t.id")


@pytest.mark.parametrize("write", ["answer", "finish", "rename", "remove", "speed"])
def test_the_first_write_after_the_disk_has_room_goes_to_this_copys_rows(path, disk, write):
    """No ``save_pending`` by hand: the write itself writes what waited first, and then the
    ids it was given (the ones this copy's memory gave) must name this copy's rows."""
    first, other, mine, exam = both_on_a_full_disk(path, disk)
    with closing(first), closing(other):
        if write == "answer":
            first.record(answer(mine.id, seed=55, exam_id=exam.id))
        elif write == "finish":
            assert first.finish_exam(exam.id, 2, True).id == exam.id
        elif write == "rename":
            assert first.rename_profile(mine.id, "Mine K").name == "Mine K"
        elif write == "remove":
            first.remove_profile(mine.id)
        else:
            first.record_speed_round(mine.id, SpeedResult("ch.total", 1, CLOCK, 9, 1, 90.0))
        assert not first.waiting_for_file
    exams = raw(path, "SELECT e.code, p.name, e.finished IS NOT NULL FROM exams e JOIN "
                      "profiles p ON p.id = e.profile_id ORDER BY e.code")
    names = raw(path, "SELECT name, removed IS NOT NULL FROM profiles ORDER BY id")
    assert exams == [("EX-MINE", "Mine" if write != "rename" else "Mine K", write == "finish"),
                     ("EX-THEIRS", "Theirs", False)]
    assert names == [("Anna", False), ("Theirs", False),
                     ("Mine K" if write == "rename" else "Mine", write == "remove")]
    if write == "answer":
        assert (55, "Mine", "EX-MINE") in linked_answers(path)
    if write == "speed":
        assert owners(path, "speed_rounds") == [("Mine",)]


def test_an_id_given_in_memory_never_names_another_copys_row(path, disk):
    """After both saved, the first copy lists the other's trainee with the file's id, and
    an answer for it goes to it, not to the trainee this copy added (whose id in memory the
    other's took in the file)."""
    first, other, mine, exam = both_on_a_full_disk(path, disk)
    with closing(first), closing(other):
        assert first.save_pending()
        listed = {p.name: p.id for p in first.profiles()}
        assert mine.id not in listed.values()  # an id no row of the file has
        first.record(answer(listed["Theirs"], seed=99))
        first.record(answer(mine.id, seed=98, exam_id=exam.id))
        assert [a.seed for a in first.answers(listed["Theirs"])] == [99]
        assert [a.seed for a in first.answers(mine.id)] == [98]
        assert [e.code for e in first.exams(listed["Theirs"])] == ["EX-THEIRS"]
    assert (99, "Theirs", None) in linked_answers(path)
    assert (98, "Mine", "EX-MINE") in linked_answers(path)


def test_a_waiting_change_never_overwrites_a_row_another_copy_changed_meanwhile(path, disk):
    """This copy renames a trainee while the disk is full; meanwhile the other copy renamed
    the same row. The waiting change is kept as a new row: the other copy's stays as it
    wrote it, and the answers this copy gave for it follow the new row."""
    pid, _ = filled(path)
    first, other = open_progress_store(path).store, open_progress_store(path).store
    with closing(first), closing(other):
        disk.full = True
        first.rename_profile(pid, "Anna Mine")
        first.record(answer(pid, seed=8))
        disk.full = False
        other.rename_profile(pid, "Anna Theirs")
        assert first.save_pending()
    assert raw(path, "SELECT id, name FROM profiles ORDER BY id") == [
        (pid, "Anna Theirs"), (pid + 1, "Anna Mine")]
    assert linked_answers(path) == [(7, "Anna Theirs", None), (8, "Anna Mine", None)]
    opened = open_progress_store(path)  # every row sealed as written: nothing damaged
    with closing(opened.store):
        assert opened.set_aside == 0


def test_a_waiting_change_of_a_row_unchanged_in_the_file_is_written_over_it(path, disk):
    pid, _ = filled(path)
    store = open_progress_store(path).store
    with closing(store):
        disk.full = True
        store.rename_profile(pid, "Anna K")
        disk.full = False
        assert store.save_pending()
    assert raw(path, "SELECT id, name FROM profiles") == [(pid, "Anna K")]
