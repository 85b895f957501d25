"""One changed byte anywhere in a row, or in an index, hides that row at most: an index that
no longer matches its table is made anew (REINDEX) before the damaged row is set aside,
and the file is set aside whole only when it still fails its check after that. The
verified mark never covers an id set free by a row set aside, and a removed trainee
replaced by a stand-in stays removed."""

import sqlite3
import struct
from contextlib import closing

import pytest

from app.core.trainer.records import AnswerRecord
from app.core.trainer.store import ProgressStore, open_progress_store, seal_row

PAGE_HEADER = 100  # the file's own header, before page 1's


def answer(profile_id, seed, **fields):
    values = dict(drill="ch.total", level=2, correct=seed % 3 != 0, seconds=2.5,
                  answer='{"paid": %d}' % (35 * seed), expected='{"paid": %d}' % (35 * seed + 1),
                  tags=("ante_pays",))
    return AnswerRecord(profile_id=profile_id, seed=seed, **values | fields)


def thirty(path, **fields):
    """Two trainees, Annabel with 30 answers (seeds 1000 to 1029: the 16th, seed 1015, with
    ``fields``) and Bobbie with one; (Annabel's id, her answers, Bobbie's id)."""
    with closing(ProgressStore(path)) as store:
        pid, bob = store.add_profile("Annabel").id, store.add_profile("Bobbie").id
        saved = [store.record(answer(pid, 1000 + n, **(fields if n == 15 else {})))
                 for n in range(30)]
        store.record(answer(bob, 1))
        return pid, saved, bob


def _varint(data, at):
    """SQLite's variable-length integer at ``at``: (value, where the next thing starts)."""
    value = 0
    for n in range(9):
        byte = data[at + n]
        if n == 8:
            return (value << 8) | byte, at + 9
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + n + 1
    raise AssertionError("unreachable")


def _size(serial_type):
    """The bytes a value of ``serial_type`` takes in a record's body."""
    if serial_type >= 12:
        return (serial_type - 12 - serial_type % 2) // 2
    return (0, 1, 2, 3, 4, 6, 8, 8, 0, 0)[serial_type]


def _records(data, page_size):
    """Every record of every leaf page: (is_index, rowid or None, [(serial type, where the
    type is, where the value is)])."""
    for page in range(len(data) // page_size):
        base = page * page_size
        head = base + (PAGE_HEADER if page == 0 else 0)
        kind = data[head]
        if kind not in (0x0A, 0x0D):  # leaf index, leaf table
            continue
        for k in range(int.from_bytes(data[head + 3:head + 5], "big")):
            at = base + int.from_bytes(data[head + 8 + 2 * k:head + 10 + 2 * k], "big")
            _, at = _varint(data, at)  # the payload's size
            rowid = None
            if kind == 0x0D:
                rowid, at = _varint(data, at)
            header, types_at = _varint(data, at)
            body, end, columns = at + header, at + header, []
            while types_at < end:
                serial, next_at = _varint(data, types_at)
                columns.append((serial, types_at, body))
                body += _size(serial)
                types_at = next_at
            yield kind == 0x0A, rowid, columns


def change_byte(path, column, *, rowid=None, width, index=False, key=None):
    """Change one byte of one value: the ``column``-th of the record of ``width`` columns
    (the table row ``rowid``, or the index entry whose last column, its row's id, is
    ``key``). A 0 or a 1 held in the record's header (no body) becomes the other one;
    any other value has its last byte changed (the page stays sound: quick_check passes)."""
    data = bytearray(path.read_bytes())
    page_size = struct.unpack(">H", data[16:18])[0]
    found = []
    for is_index, row, columns in _records(data, page_size):
        if is_index != index or len(columns) != width:
            continue
        if index:
            serial, _, at = columns[-1]
            value = int.from_bytes(data[at:at + _size(serial)], "big") if serial < 8 \
                else serial - 8
            if value == key:
                found.append(columns[column])
        elif row == rowid:
            found.append(columns[column])
    [(serial, type_at, at)] = found
    if serial in (8, 9):
        data[type_at] ^= 1
    else:
        data[at + _size(serial) - 1] ^= 1
    path.write_bytes(bytes(data))


def unverified(path):
    """No row verified: the next start verifies every row, and the file whole (as after a
    read that found it damaged, or a migration)."""
    with closing(sqlite3.connect(path)) as raw:
        raw.execute("DELETE FROM verified")
        raw.commit()


def integrity(path):
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as raw:
        return raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


ANSWER_WIDTH = 14  # the answers table's columns, with the seal
COLUMN = {"profile_id": 1, "drill": 2, "correct": 5, "seconds": 6}


@pytest.mark.parametrize("column", list(COLUMN))
def test_a_changed_byte_in_an_indexed_column_sets_that_answer_aside_and_nothing_else(
        path, column):
    pid, saved, bob = thirty(path)
    change_byte(path, COLUMN[column], rowid=saved[15].id, width=ANSWER_WIDTH)
    assert not integrity(path)  # the index no longer matches the table: once, a whole file lost
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert (opened.moved_aside, opened.cannot_save, opened.set_aside) == (None, None, 1)
        assert store.answers(pid) == [a for a in saved if a.seed != 1015]
        assert [a.seed for a in store.answers(bob)] == [1]
        assert [p.name for p in store.profiles()] == ["Annabel", "Bobbie"]
    assert integrity(path) and not list(path.parent.glob("*.damaged-*"))


PROFILE_WIDTH = 6  # id, name, name_key, created, removed, seal
MARKS_WIDTH = 7  # answers_marks: profile_id, drill, id, correct, seconds, exam_id, the row's id


def test_a_changed_byte_in_a_name_key_keeps_the_trainee_as_a_stand_in_with_every_answer(path):
    pid, saved, bob = thirty(path)
    change_byte(path, 2, rowid=pid, width=PROFILE_WIDTH)  # "annabel" in the table, not its index
    assert not integrity(path)
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert (opened.moved_aside, opened.set_aside) == (None, 1)
        assert [(p.id, p.name) for p in store.profiles()] == [(pid, f"Annabel #{pid}"),
                                                              (bob, "Bobbie")]
        assert store.answers(pid) == saved and len(store.answers(bob)) == 1
        assert store.add_profile("annabel").name == "annabel"  # the key is free, as it was
    assert integrity(path)


def test_damage_to_an_index_alone_is_mended_by_the_weekly_check_without_a_row_lost(path):
    pid, saved, bob = thirty(path)
    open_progress_store(path).store.close()  # every row verified
    change_byte(path, 4, index=True, width=MARKS_WIDTH, key=saved[15].id)  # its seconds
    assert not integrity(path)
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert (opened.moved_aside, opened.set_aside) == (None, 0)
        assert store.check_file() is True  # as the window asks for it, once shown
        assert store.answers(pid) == saved
        assert store.last_answers(pid, "ch.total", None) == [(a.correct, a.seconds)
                                                             for a in saved]
    assert integrity(path) and not list(path.parent.glob("*.damaged-*"))


def test_damage_to_an_index_alone_found_at_a_start_that_checks_the_file_is_mended(path):
    pid, saved, bob = thirty(path)
    unverified(path)
    change_byte(path, 1, index=True, width=MARKS_WIDTH, key=saved[3].id)  # its drill
    assert not integrity(path)
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert (opened.moved_aside, opened.set_aside) == (None, 0)
        assert store.answers(pid) == saved and store.answer_drills(pid) == ["ch.total"]
    assert integrity(path)


def test_the_id_of_a_row_set_aside_is_verified_when_a_new_row_takes_it(path):
    pid, saved, bob = thirty(path)
    with closing(ProgressStore(path)) as store:
        last = store.record(answer(pid, 2000))  # the newest row of all
    change_byte(path, 2, rowid=last.id, width=ANSWER_WIDTH)
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert opened.set_aside == 1
        again = store.record(answer(pid, 2001))
        assert again.id == last.id  # SQLite gives the freed id to the next row
    change_byte(path, 2, rowid=again.id, width=ANSWER_WIDTH)
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert opened.set_aside == 1  # verified, not covered by the mark of the row set aside
        assert store.answers(pid) == saved


def test_a_removed_trainee_replaced_by_a_stand_in_stays_removed(path):
    pid, saved, bob = thirty(path)
    with closing(ProgressStore(path)) as store:
        removed = store.remove_profile(pid).removed
    unverified(path)
    change_byte(path, 1, rowid=pid, width=PROFILE_WIDTH)  # a byte of the name "Annabel"
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert opened.set_aside == 1
        assert [p.name for p in store.profiles()] == ["Bobbie"]
        [stand_in] = [p for p in store.profiles(include_removed=True) if p.id == pid]
        assert stand_in.removed == removed and stand_in.name == f"Annabem #{pid}"
        assert store.answers(pid) == saved
    again = open_progress_store(path)  # the stand-in is sound: nothing more to set aside
    with closing(again.store) as store:
        assert again.set_aside == 0 and [p.name for p in store.profiles()] == ["Bobbie"]


def test_an_export_says_how_many_damaged_answers_it_left_out(path, tmp_path):
    pid, saved, bob = thirty(path)
    open_progress_store(path).store.close()  # every row verified: damage now is found on read
    change_byte(path, 8, rowid=saved[4].id, width=ANSWER_WIDTH)  # its expected answer
    change_byte(path, 1, rowid=bob, width=PROFILE_WIDTH)  # Bobbie's name: her answer too
    with closing(open_progress_store(path).store) as store:
        assert store.export_csv(tmp_path / "everyone.csv") == (29, 2)
        assert store.export_csv(tmp_path / "anna.csv", pid) == (29, 1)


def test_the_progress_tab_says_in_a_sentence_how_many_answers_its_export_left_out(
        main_window, tmp_path, monkeypatch, _no_blocking_questions):
    from PySide6.QtWidgets import QFileDialog

    from app.core.trainer.store import Exported

    out = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(out), ""))
    monkeypatch.setattr(type(main_window.trainer_controller), "export",
                        lambda self, path, everyone: Exported(2, 1))
    main_window.tabs.setCurrentIndex(2)
    _no_blocking_questions.clear()
    main_window.progress.export_one.click()
    assert _no_blocking_questions == [
        f"2 answers written to {out}. 1 damaged answer could not be read and was left out; "
        "the next start sets it aside and says so."]


def clashing(path):
    """Trainees Annb and Annc with 30 answers each; (their ids, all 60 answers)."""
    with closing(ProgressStore(path)) as store:
        annb, annc = store.add_profile("Annb").id, store.add_profile("Annc").id
        saved = [store.record(answer(p, 100 * p + n)) for n in range(30) for p in (annb, annc)]
    return annb, annc, saved


def file_mark(path, day):
    """The ``*file*`` mark set to ``day`` (0: a read found the file damaged; the next start
    checks it whole)."""
    with closing(sqlite3.connect(path)) as raw:
        raw.execute("UPDATE verified SET upto = ?, crc = ? WHERE tbl = '*file*'",
                    (day, seal_row(("*file*", day))))
        raw.commit()


def a_stand_in_keeps_annc_with_every_answer(path, store, annb, annc, saved):
    assert [(p.id, p.name) for p in store.profiles()] == [(annb, "Annb"),
                                                          (annc, f"Annc #{annc}")]
    assert store.answers(annb) + store.answers(annc) == \
        [a for a in saved if a.profile_id == annb] + [a for a in saved if a.profile_id == annc]
    assert len(store.answers(annb)) + len(store.answers(annc)) == 60
    assert [tbl for (tbl,) in raw_rows(path, "SELECT tbl FROM quarantine")] == ["profiles"]
    assert integrity(path) and not list(path.parent.glob("*.damaged-*"))


def raw_rows(path, sql):
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as raw:
        return raw.execute(sql).fetchall()


@pytest.mark.parametrize("verified", [False, True])
def test_a_name_key_changed_into_another_trainees_sets_that_trainee_aside_not_the_file(
        path, verified):
    """One flipped bit makes Annc's key "annb", Annb's: the indexes cannot be made anew
    (UNIQUE) until her row is gone, so it is set aside first and her table rebuilt without
    it; with ``verified``, a row a start verified long ago, found because the file fails
    its check (every row is verified then, whatever the marks say)."""
    annb, annc, saved = clashing(path)
    if verified:
        open_progress_store(path).store.close()
        file_mark(path, 0)
    change_byte(path, 2, rowid=annc, width=PROFILE_WIDTH)  # "annc" -> "annb" in the table
    assert not integrity(path)
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert (opened.moved_aside, opened.cannot_save, opened.set_aside) == (None, None, 1)
        a_stand_in_keeps_annc_with_every_answer(path, store, annb, annc, saved)


@pytest.mark.parametrize("found_by", ["reverify_step", "check_file"])
def test_a_name_key_changed_into_another_trainees_in_the_session_sets_that_trainee_aside(
        path, found_by):
    """The same change after a start verified every row: the background pass (or the weekly
    check) finds it and sets the row aside the same way, the file kept."""
    annb, annc, saved = clashing(path)
    open_progress_store(path).store.close()  # every row verified
    change_byte(path, 2, rowid=annc, width=PROFILE_WIDTH)
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert opened.set_aside == 0  # a start does not look at rows verified
        if found_by == "reverify_step":
            done, set_aside = False, 0
            while not done:
                done, _, found = store.reverify_step(1000)
                set_aside += found
            assert set_aside == 1
        else:
            assert store.check_file() is True
        a_stand_in_keeps_annc_with_every_answer(path, store, annb, annc, saved)
    again = open_progress_store(path)
    with closing(again.store) as store:
        assert (again.moved_aside, again.set_aside) == (None, 0)
        assert len(store.answers(annb)) + len(store.answers(annc)) == 60
