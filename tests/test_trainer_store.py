"""The SQLite progress store: answers survive a kill, damaged files are kept, profiles, CSV."""

import csv
import os
import random
import re
import select
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
import zlib
from contextlib import closing, contextmanager
from pathlib import Path
from unittest import mock

import pytest

from app.core.trainer import store as store_module
from app.core.trainer.records import AnswerRecord
from app.core.trainer.store import CSV_COLUMNS, SCHEMA_VERSION, ProgressStore, StoreError, files, pending

ROOT = Path(__file__).resolve().parent.parent


def answer(profile_id, drill="ch.total", correct=True, seconds=3.0, **fields):
    values = dict(level=1, seed=7, answer="40", expected="40", tags=("ante_pays",))
    return AnswerRecord(profile_id=profile_id, drill=drill, correct=correct, seconds=seconds,
                        **values | fields)


# (The fixtures path and store are tests/conftest.py's.)


def user_version(path):
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute("PRAGMA user_version").fetchone()[0]


def test_a_new_store_creates_its_folder_and_a_versioned_file(store, path):
    assert path.is_file() and store.path == path and store.recovered_from is None
    assert user_version(path) == SCHEMA_VERSION


def test_profile_names_are_stripped_and_listed_regardless_of_case(store):
    for name in ("  zoe ", "Anna", "bob", "ნინო", " " + "ნ" * 40 + " "):
        store.add_profile(name)
    assert [p.name for p in store.profiles()] == ["Anna", "bob", "zoe", "ნინო", "ნ" * 40]
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", p.created)
               for p in store.profiles())


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "Ana\nMaria", "Ana\tMaria"])
def test_profile_names_must_be_1_to_40_printable_characters(store, name):
    with pytest.raises(StoreError):
        store.add_profile(name)
    assert store.profiles() == []


@pytest.mark.parametrize("first, second", [("Anna", "ANNA"), ("Олена", "олена"),
                                           ("ნინო", "ᲜᲘᲜᲝ")])
def test_profile_names_are_unique_regardless_of_case(store, first, second):
    store.add_profile(first)
    with pytest.raises(StoreError, match="already a trainee"):
        store.add_profile(second)


def test_rename_keeps_the_profile_and_follows_the_same_rules(store):
    anna, bob = store.add_profile("Anna"), store.add_profile("Bob")
    renamed = store.rename_profile(anna.id, " ANNA K ")
    assert (renamed.id, renamed.name, renamed.created) == (anna.id, "ANNA K", anna.created)
    assert store.rename_profile(anna.id, "anna k").name == "anna k"  # its own name, new case
    with pytest.raises(StoreError, match="already a trainee"):
        store.rename_profile(bob.id, "Anna K")
    with pytest.raises(StoreError):
        store.rename_profile(bob.id, "")
    with pytest.raises(StoreError, match="no trainee"):
        store.rename_profile(999, "Carla")
    assert [p.name for p in store.profiles()] == ["anna k", "Bob"]


def test_record_fills_the_time_and_id_and_gives_everything_back(store):
    pid = store.add_profile("Anna").id
    saved = store.record(answer(pid, tags=("dealer_not_qualified", "board_plays"),
                                chips_fewest=False, seconds=4.25))
    assert saved.id is not None and re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", saved.at)
    assert store.answers(pid) == [saved]
    given = store.record(answer(pid, at="2024-01-02T03:04:05Z", tags=()))
    assert given.at == "2024-01-02T03:04:05Z" and store.answers(pid)[-1] == given


def test_recording_for_an_unknown_profile_or_exam_is_refused(store):
    with pytest.raises(StoreError, match="no trainee"):
        store.record(answer(42))
    anna, bob = store.add_profile("Anna"), store.add_profile("Bob")
    exam = store.start_exam(bob.id, "EX-1", 5)
    with pytest.raises(StoreError, match="no exam"):
        store.record(answer(anna.id, exam_id=exam.id))
    with pytest.raises(StoreError):
        store.record(answer(anna.id, tags=("a;b",)))
    assert store.answers(anna.id) == []


def test_answers_come_oldest_first_filtered_by_drill_and_limited_to_the_newest(store):
    pid, other = store.add_profile("Anna").id, store.add_profile("Bob").id
    drills = ["ch.total", "hand.name", "ch.total", "ch.total", "hand.name"]
    saved = [store.record(answer(pid, drill=d, seed=i)) for i, d in enumerate(drills)]
    store.record(answer(other))
    assert store.answers(pid) == saved
    assert [a.seed for a in store.answers(pid, "ch.total")] == [0, 2, 3]
    assert [a.seed for a in store.answers(pid, "ch.total", limit=2)] == [2, 3]
    assert [a.seed for a in store.answers(pid, limit=3)] == [2, 3, 4]
    assert store.answers(pid, limit=0) == [] and store.answers(999) == []


def test_exams_start_finish_once_and_are_listed_newest_first(store):
    pid = store.add_profile("Anna").id
    first = store.start_exam(pid, "EX-AAAA", 10)
    assert (first.finished, first.correct, first.passed) == (None, None, None)
    done = store.finish_exam(first.id, 9, True)
    assert (done.correct, done.passed, done.finished is not None) == (9, True, True)
    second = store.start_exam(pid, "EX-BBBB", 4)
    assert store.exams(pid) == [second, done]
    for exam_id, correct in ((first.id, 9), (second.id, 5)):  # finished already; 5 of 4 right
        with pytest.raises(StoreError):
            store.finish_exam(exam_id, correct, True)
    with pytest.raises(StoreError):
        store.start_exam(999, "EX-CCCC", 4)


def test_reopening_keeps_everything_and_a_closed_store_refuses_calls(path):
    first = ProgressStore(path)
    pid = first.add_profile("Anna").id
    saved = first.record(answer(pid))
    first.close()
    first.close()
    with pytest.raises(StoreError):
        first.add_profile("Bob")
    with closing(ProgressStore(path)) as again:
        assert again.recovered_from is None and again.answers(pid) == [saved]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX only")
def test_an_answer_is_kept_when_the_process_is_killed_right_after_saving_it(path):
    with closing(ProgressStore(path)) as first:
        pid = first.add_profile("Anna").id
    script = textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        from app.core.trainer.records import AnswerRecord
        from app.core.trainer.store import ProgressStore
        store = ProgressStore(Path(sys.argv[1]))
        store.record(AnswerRecord({pid}, "thb.total", 2, 77, False, 4.5, "40", "45", ("x",)))
        print("saved", flush=True)
        time.sleep(60)
    """)
    with subprocess.Popen([sys.executable, "-c", script, str(path)], cwd=ROOT, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT) as child:
        try:
            assert select.select([child.stdout], [], [], 30)[0], "the child never answered"
            assert child.stdout.readline().strip() == "saved"
            child.send_signal(signal.SIGKILL)
            assert child.wait(timeout=10) == -signal.SIGKILL
        finally:
            if child.poll() is None:
                child.kill()
    with closing(ProgressStore(path)) as again:
        [kept] = again.answers(pid)
        assert again.recovered_from is None
        assert (kept.drill, kept.seed, kept.correct, kept.tags) == ("thb.total", 77, False, ("x",))


def run_sql(path, script):
    with closing(sqlite3.connect(path)) as conn:
        conn.executescript(script)


def foreign_tables(path):
    run_sql(path, "CREATE TABLE notes (body TEXT)")


def missing_table(path):
    ProgressStore(path).close()
    run_sql(path, "DROP TABLE answers")


def garbled_table(path):
    ProgressStore(path).close()
    run_sql(path, "DROP TABLE exams; CREATE TABLE exams (id INTEGER PRIMARY KEY, x)")


def random_bytes(path):
    path.write_bytes(random.Random(1).randbytes(5000))


def damaged_pages(path):
    with closing(ProgressStore(path)) as old:
        pid = old.add_profile("Anna").id
        for seed in range(12):
            old.record(answer(pid, seed=seed, answer="x" * 3000))
    data = bytearray(path.read_bytes())
    rng = random.Random(2)
    for page in range(4096, len(data) - 4096, 4096):
        data[page + 8:page + 400] = rng.randbytes(392)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", [random_bytes, foreign_tables, missing_table, garbled_table,
                                    damaged_pages])
def test_a_damaged_file_is_moved_aside_byte_for_byte_and_a_fresh_store_starts(path, damage):
    path.parent.mkdir(parents=True)
    damage(path)
    before = path.read_bytes()
    with closing(ProgressStore(path)) as fresh:
        moved = fresh.recovered_from
        assert moved is not None and moved.parent == path.parent
        assert re.fullmatch(r"progress\.sqlite3\.damaged-\d{8}-\d{6}", moved.name)
        assert moved.read_bytes() == before
        assert fresh.profiles() == []
        assert fresh.add_profile("Anna").name == "Anna"
    assert user_version(path) == SCHEMA_VERSION


def test_two_damaged_files_in_the_same_second_are_both_kept(path, monkeypatch):
    monkeypatch.setattr(files, "_now", lambda fmt="": "20250101-120000")
    path.parent.mkdir(parents=True)
    for n in (1, 2):
        path.write_bytes(b"not a database %d" % n)
        ProgressStore(path).close()
    kept = sorted(p.name for p in path.parent.glob("*.damaged-*"))
    assert kept == ["progress.sqlite3.damaged-20250101-120000",
                    "progress.sqlite3.damaged-20250101-120000-2"]


def test_an_empty_file_is_a_new_store_not_a_damaged_one(path):
    path.parent.mkdir(parents=True)
    path.touch()
    with closing(ProgressStore(path)) as fresh:
        assert fresh.recovered_from is None and fresh.profiles() == []


def test_a_store_from_a_newer_version_is_refused_and_left_untouched(path):
    path.parent.mkdir(parents=True)
    run_sql(path, f"CREATE TABLE future (x); PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    with pytest.raises(StoreError, match="newer version"):
        ProgressStore(path)
    assert path.read_bytes() == before and list(path.parent.iterdir()) == [path]


def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def test_csv_export_round_trips_and_keeps_georgian_text(store, tmp_path):
    nino, anna = store.add_profile("ნინო"), store.add_profile("Anna")
    exam = store.start_exam(nino.id, "EX-0K2Q", 2)
    store.record(answer(nino.id, seconds=12.34, answer='{"paid": 175}', chips_fewest=True,
                        tags=("board_plays", "dealer_not_qualified"), exam_id=exam.id))
    store.record(answer(anna.id, drill="hand.name", correct=False, level=3, seed=99))
    out = tmp_path / "results.csv"
    assert store.export_csv(out) == (2, 0)
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")
    rows = read_csv(out)
    assert list(rows[0]) == list(CSV_COLUMNS)
    assert [r["profile"] for r in rows] == ["Anna", "ნინო"]
    assert rows[0] | {"at": ""} == {
        "profile": "Anna", "at": "", "drill": "hand.name", "level": "3", "seed": "99",
        "correct": "0", "seconds": "3.0", "answer": "40", "expected": "40",
        "tags": "ante_pays", "chips_fewest": "", "exam_code": "",
        "exam_attempt": "", "exam_status": "", "removed": "", "exam_source": ""}
    assert (rows[1]["seconds"], rows[1]["answer"], rows[1]["tags"], rows[1]["chips_fewest"],
            rows[1]["exam_code"], rows[1]["correct"], rows[1]["exam_attempt"],
            rows[1]["exam_status"], rows[1]["exam_source"]) == (
        "12.3", '{"paid": 175}', "board_plays;dealer_not_qualified", "1", "EX-0K2Q", "1", "1",
        "unfinished", "self")
    assert store.export_csv(out, nino.id) == (1, 0)
    assert [r["profile"] for r in read_csv(out)] == ["ნინო"]
    with pytest.raises(StoreError):
        store.export_csv(out, 999)


def test_a_failed_csv_export_leaves_the_old_file_and_no_partial_one(store, tmp_path,
                                                                     monkeypatch):
    store.record(answer(store.add_profile("Anna").id))
    out = tmp_path / "results.csv"
    out.write_text("old results")
    full = mock.Mock(side_effect=OSError(28, "No space left on device"))
    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(StoreError, match="could not be written"):
        store.export_csv(out)
    assert out.read_text() == "old results"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "results.csv"]
    with pytest.raises(StoreError):
        store.export_csv(tmp_path / "missing" / "results.csv")


# -- the store never stops the app ---------------------------------------------------------

from app.core.trainer.store import DISK_FULL, NEWER_VERSION, READ_ONLY, open_progress_store  # noqa: E402

V1_TABLES = """
CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE,
                       created TEXT NOT NULL);
CREATE TABLE exams (id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL REFERENCES profiles(id),
                    code TEXT NOT NULL, questions INTEGER NOT NULL, started TEXT NOT NULL,
                    finished TEXT, correct INTEGER, passed INTEGER);
CREATE TABLE answers (id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL REFERENCES profiles(id),
                      drill TEXT NOT NULL, level INTEGER NOT NULL, seed INTEGER NOT NULL,
                      correct INTEGER NOT NULL, seconds REAL NOT NULL, answer TEXT NOT NULL,
                      expected TEXT NOT NULL, tags TEXT NOT NULL, chips_fewest INTEGER,
                      exam_id INTEGER REFERENCES exams(id), at TEXT NOT NULL);
CREATE INDEX answers_by_profile ON answers(profile_id, drill, id);
INSERT INTO profiles VALUES (3, 'Nino', 'nino', '2024-05-01T10:00:00Z');
INSERT INTO exams VALUES (4, 3, 'EX-1', 2, '2024-05-01T10:01:00Z', '2024-05-01T10:02:00Z', 1, 0);
INSERT INTO answers VALUES (9, 3, 'ch.total', 2, 77, 1, 4.5, '40', '40', 'a;b', NULL, 4,
                            '2024-05-01T10:01:30Z');
PRAGMA user_version = 1;
"""


def test_a_version_1_file_is_migrated_with_everything_in_it(path):
    path.parent.mkdir(parents=True)
    run_sql(path, V1_TABLES)
    with closing(ProgressStore(path)) as store:
        assert store.recovered_from is None and user_version(path) == SCHEMA_VERSION == 6
        assert [(p.id, p.name) for p in store.profiles()] == [(3, "Nino")]
        [a] = store.answers(3)
        assert (a.id, a.seed, a.seconds, a.tags, a.exam_id) == (9, 77, 4.5, ("a", "b"), 4)
        assert [(e.code, e.correct, e.passed) for e in store.exams(3)] == [("EX-1", 1, False)]
    with closing(ProgressStore(path)) as again:  # sealed: opens again as it is
        assert again.recovered_from is None and len(again.answers(3)) == 1


def crc(*values):
    """A row's seal as version 2 defined it: the CRC-32 of the repr of its values."""
    return zlib.crc32(repr(values).encode("utf-8"))


V2_PROFILES = [(3, "Nino", "nino", "2024-05-01T10:00:00Z"),
               (5, "Ánna", "ánna", "2024-05-02T09:00:00Z")]
V2_EXAM = (4, 3, "EX-1", 2, "2024-05-01T10:01:00Z", "2024-05-01T10:02:00Z", 1, 0)
V2_ANSWERS = [(9, 3, "ch.total", 2, 77, 1, 4.5, "40", "40", "a;b", None, 4, "2024-05-01T10:01:30Z"),
              (11, 5, "hand.name", 1, 78, 0, 2.25, '"x"', '"y"', "", 1, None,
               "2024-05-02T09:01:00Z")]


def v2_file(path):
    """A version-2 file as that version wrote it: sealed rows, no ``removed`` column."""
    path.parent.mkdir(parents=True)
    tables = V1_TABLES.replace("PRAGMA user_version = 1;", "").split("INSERT")[0]
    run_sql(path, tables)
    with closing(sqlite3.connect(path)) as conn:
        for table in ("profiles", "exams", "answers"):
            conn.execute(f"ALTER TABLE {table} ADD COLUMN crc INTEGER NOT NULL DEFAULT 0")
        for table, rows in (("profiles", V2_PROFILES), ("exams", [V2_EXAM]),
                            ("answers", V2_ANSWERS)):
            for row in rows:
                marks = ", ".join("?" * (len(row) + 1))
                conn.execute(f"INSERT INTO {table} VALUES ({marks})", (*row, crc(*row)))
        conn.execute("PRAGMA user_version = 2")
        conn.commit()


def test_a_version_2_file_is_migrated_with_everything_in_it(path, tmp_path):
    v2_file(path)
    with closing(ProgressStore(path)) as store:
        assert store.recovered_from is None and user_version(path) == SCHEMA_VERSION == 6
        assert [(p.id, p.name, p.created, p.removed) for p in store.profiles()] == [
            (3, "Nino", "2024-05-01T10:00:00Z", None), (5, "Ánna", "2024-05-02T09:00:00Z", None)]
        [a] = store.answers(3)
        assert (a.id, a.seed, a.seconds, a.tags, a.exam_id, a.at) == (
            9, 77, 4.5, ("a", "b"), 4, "2024-05-01T10:01:30Z")
        [b] = store.answers(5)
        assert (b.id, b.drill, b.correct, b.chips_fewest, b.tags, b.answer) == (
            11, "hand.name", False, True, (), '"x"')
        assert [(e.id, e.code, e.correct, e.passed) for e in store.exams(3)] == [
            (4, "EX-1", 1, False)]
        with pytest.raises(StoreError, match="already a trainee"):
            store.add_profile("NINO")  # the name keys came along
        store.remove_profile(3)
        store.record(answer(5, seed=79))
    with closing(sqlite3.connect(path)) as raw:  # the tables a new file has, links and all
        fresh = tmp_path / "fresh.sqlite3"
        ProgressStore(fresh).close()
        with closing(sqlite3.connect(fresh)) as new:
            for table in ("profiles", "exams", "answers"):
                assert raw.execute(f"PRAGMA table_info({table})").fetchall() == \
                    new.execute(f"PRAGMA table_info({table})").fetchall()
            assert [r[2] for r in raw.execute("PRAGMA foreign_key_list(answers)")] == [
                "exams", "profiles"]
        assert raw.execute("PRAGMA foreign_key_check").fetchall() == []
    with closing(ProgressStore(path)) as again:  # sealed: opens again as it is
        assert again.recovered_from is None
        assert [p.name for p in again.profiles()] == ["Ánna"]
        assert [a.seed for a in again.answers(3)] == [77]
        assert [a.seed for a in again.answers(5)] == [78, 79]


def test_a_version_2_file_that_cannot_be_written_is_migrated_in_memory_only(path):
    v2_file(path)
    before = path.read_bytes()
    with closing(ProgressStore.session_only(path, store_module.SaveProblem(READ_ONLY))) as store:
        assert [p.name for p in store.profiles()] == ["Nino", "Ánna"]
        assert [a.seed for a in store.answers(5)] == [78]
        store.remove_profile(5)
        assert [p.name for p in store.profiles()] == ["Nino"]
    assert path.read_bytes() == before and user_version(path) == 2


def quarantined(path, columns=7):
    """The rows set aside in the file at ``path``: table, version and the first values."""
    cells = ", ".join(f"c{n}" for n in range(columns))
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as raw:
        raw.text_factory = bytes
        return [(t.decode(), v, *cells) for t, v, *cells in raw.execute(
            f"SELECT tbl, version, {cells} FROM quarantine ORDER BY id")]


def test_a_version_2_file_with_a_changed_name_sets_that_row_aside_and_keeps_its_records(path):
    v2_file(path)
    run_sql(path, "UPDATE profiles SET name = 'Nina' WHERE id = 3")  # its seal no longer fits
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert (opened.moved_aside, opened.cannot_save, opened.set_aside) == (None, None, 1)
        assert user_version(path) == SCHEMA_VERSION
        # A stand-in of the same id, named from the damaged row, keeps the answer and exam.
        assert [(p.id, p.name) for p in store.profiles()] == [(3, "Nina #3"), (5, "Ánna")]
        assert [(a.seed, a.exam_id) for a in store.answers(3)] == [(77, 4)]
        assert [e.code for e in store.exams(3)] == ["EX-1"]
    # The damaged row as it was, version 2's columns, its old seal with it.
    assert quarantined(path, 5) == [("profiles", 2, 3, b"Nina", b"nino", b"2024-05-01T10:00:00Z",
                                     crc(*V2_PROFILES[0]))]


# Version 3 as it wrote its files: profiles with ``removed`` (a removed trainee's name key
# NULL), every row sealed, no speed rounds.
V3_PROFILES = [(3, "Nino", None, "2024-05-01T10:00:00Z", "2024-06-01T08:00:00Z"),
               (5, "Ánna", "ánna", "2024-05-02T09:00:00Z", None)]
V3_TABLES = """
CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT UNIQUE,
                       created TEXT NOT NULL, removed TEXT, crc INTEGER NOT NULL DEFAULT 0);
CREATE TABLE exams (id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL REFERENCES profiles(id),
                    code TEXT NOT NULL, questions INTEGER NOT NULL, started TEXT NOT NULL,
                    finished TEXT, correct INTEGER, passed INTEGER,
                    crc INTEGER NOT NULL DEFAULT 0);
CREATE TABLE answers (id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL REFERENCES profiles(id),
                      drill TEXT NOT NULL, level INTEGER NOT NULL, seed INTEGER NOT NULL,
                      correct INTEGER NOT NULL, seconds REAL NOT NULL, answer TEXT NOT NULL,
                      expected TEXT NOT NULL, tags TEXT NOT NULL, chips_fewest INTEGER,
                      exam_id INTEGER REFERENCES exams(id), at TEXT NOT NULL,
                      crc INTEGER NOT NULL DEFAULT 0);
CREATE INDEX answers_by_profile ON answers(profile_id, drill, id);
"""


def v3_file(path):
    """A version-3 file as that version wrote it: sealed rows, a removed trainee, no
    ``speed_rounds`` table."""
    path.parent.mkdir(parents=True)
    run_sql(path, V3_TABLES)
    with closing(sqlite3.connect(path)) as conn:
        for table, rows in (("profiles", V3_PROFILES), ("exams", [V2_EXAM]),
                            ("answers", V2_ANSWERS)):
            for row in rows:
                marks = ", ".join("?" * (len(row) + 1))
                conn.execute(f"INSERT INTO {table} VALUES ({marks})", (*row, crc(*row)))
        conn.execute("PRAGMA user_version = 3")
        conn.commit()


def test_a_version_3_file_is_migrated_with_everything_in_it(path, tmp_path):
    from app.core.trainer.speed import COUNT, SpeedResult

    v3_file(path)
    with closing(ProgressStore(path)) as store:
        assert store.recovered_from is None and user_version(path) == SCHEMA_VERSION == 6
        assert [(p.id, p.name, p.removed) for p in store.profiles(include_removed=True)] == [
            (3, "Nino", "2024-06-01T08:00:00Z"), (5, "Ánna", None)]
        [a] = store.answers(3)
        assert (a.id, a.seed, a.seconds, a.tags, a.exam_id, a.at) == (
            9, 77, 4.5, ("a", "b"), 4, "2024-05-01T10:01:30Z")
        [b] = store.answers(5)
        assert (b.id, b.drill, b.correct, b.chips_fewest, b.tags) == (
            11, "hand.name", False, True, ())
        assert [(e.id, e.code, e.correct, e.passed) for e in store.exams(3)] == [
            (4, "EX-1", 1, False)]
        assert store.speed_rounds(5) == [] and store.speed_bests(5) == {}
        saved = store.record_speed_round(5, SpeedResult("hand.name", 1, COUNT, 18, 2, 61.5))
        store.record_speed_round(3, SpeedResult("ch.total", 2, COUNT, 20, 0, 50.0))  # removed
    with closing(sqlite3.connect(path)) as raw:  # the tables a new file has, links and all
        fresh = tmp_path / "fresh.sqlite3"
        ProgressStore(fresh).close()
        with closing(sqlite3.connect(fresh)) as new:
            for table in ("profiles", "exams", "answers", "speed_rounds"):
                assert raw.execute(f"PRAGMA table_info({table})").fetchall() == \
                    new.execute(f"PRAGMA table_info({table})").fetchall()
            assert [r[2] for r in raw.execute("PRAGMA foreign_key_list(speed_rounds)")] == [
                "profiles"]
        assert raw.execute("PRAGMA foreign_key_check").fetchall() == []
    with closing(ProgressStore(path)) as again:  # sealed: opens again as it is
        assert again.recovered_from is None
        assert again.speed_rounds(5) == [saved]
        assert [r.seconds for r in again.speed_rounds(3)] == [50.0]
        assert [a.seed for a in again.answers(3)] == [77]


def test_a_version_3_file_with_a_speed_rounds_table_is_damage_not_migrated(path):
    """Version 3 had no speed rounds: a table of that name is not the app's."""
    v3_file(path)
    run_sql(path, "CREATE TABLE speed_rounds (id INTEGER PRIMARY KEY)")
    before = path.read_bytes()
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert problem is None and moved.read_bytes() == before and store.profiles() == []


def test_a_version_3_file_that_cannot_be_written_is_migrated_in_memory_only(path):
    from app.core.trainer.speed import CLOCK, SpeedResult

    v3_file(path)
    before = path.read_bytes()
    with closing(ProgressStore.session_only(path, store_module.SaveProblem(READ_ONLY))) as store:
        assert [p.name for p in store.profiles()] == ["Ánna"]
        store.record_speed_round(5, SpeedResult("hand.name", 1, CLOCK, 9, 1, 80.0))
        assert [r.right for r in store.speed_rounds(5)] == [9]
    assert path.read_bytes() == before and user_version(path) == 3


def test_a_removed_trainee_leaves_the_list_but_keeps_answers_and_exams(store):
    anna, bob = store.add_profile("Anna"), store.add_profile("Bob")
    exam = store.start_exam(anna.id, "EX-1", 2)
    saved = [store.record(answer(anna.id, exam_id=exam.id)), store.record(answer(anna.id))]
    finished = store.finish_exam(exam.id, 1, False)
    gone = store.remove_profile(anna.id)
    assert (gone.id, gone.name, gone.created) == (anna.id, "Anna", anna.created)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", gone.removed)
    assert store.profiles() == [bob]
    assert store.profiles(include_removed=True) == [gone, bob]
    assert store.answers(anna.id) == saved and store.exams(anna.id) == [finished]
    for again in (lambda: store.remove_profile(anna.id),
                  lambda: store.rename_profile(anna.id, "Anne"),
                  lambda: store.remove_profile(999)):
        with pytest.raises(StoreError, match="no trainee profile"):
            again()
    with closing(ProgressStore(store.path)) as reopened:  # sealed: it opens as it is
        assert reopened.recovered_from is None and reopened.profiles() == [bob]
        assert reopened.answers(anna.id) == saved


def test_the_last_trainee_cannot_be_removed(store):
    anna, bob = store.add_profile("Anna"), store.add_profile("Bob")
    store.remove_profile(bob.id)
    with pytest.raises(StoreError, match="last trainee"):
        store.remove_profile(anna.id)
    assert store.profiles() == [anna]


def test_a_removed_name_can_be_taken_again_and_both_are_exported(store, tmp_path):
    first = store.add_profile("Ann")
    store.add_profile("Bob")
    store.record(answer(first.id, seed=1))
    gone = store.remove_profile(first.id)
    second = store.add_profile("ANN")  # the name is free again, in any case
    store.record(answer(second.id, seed=2))
    assert [p.name for p in store.profiles()] == ["ANN", "Bob"]
    with pytest.raises(StoreError, match="already a trainee"):
        store.rename_profile(second.id, "bob")
    third = store.remove_profile(second.id)
    store.add_profile("ann")
    out = tmp_path / "everyone.csv"
    assert store.export_csv(out) == (2, 0)
    rows = read_csv(out)
    assert [(r["profile"], r["seed"], r["removed"]) for r in rows] == [
        ("Ann", "1", gone.removed), ("ANN", "2", third.removed)]
    assert all(r["removed"] for r in rows)
    assert store.export_csv(out, first.id) == (1, 0)  # one removed trainee alone, too
    assert [r["seed"] for r in read_csv(out)] == ["1"]


def filled(path):
    with closing(ProgressStore(path)) as store:
        pid = store.add_profile("Anna").id
        saved = store.record(answer(pid, answer='{"paid": 1750}'))
    return pid, saved


def test_a_changed_digit_inside_an_answer_is_found_when_the_store_opens(path):
    """No page or record structure changes, so only the row's seal can tell."""
    filled(path)
    data = path.read_bytes()
    assert data.count(b"1750") == 1
    path.write_bytes(data.replace(b"1750", b"1751"))
    with closing(sqlite3.connect(path)) as raw:  # sqlite itself sees nothing wrong
        assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert (opened.moved_aside, opened.cannot_save, opened.set_aside) == (None, None, 1)
        assert [p.name for p in store.profiles()] == ["Anna"] and store.answers(1) == []
    [(table, version, row_id, profile_id, *_)] = quarantined(path)
    assert (table, version, row_id, profile_id) == ("answers", SCHEMA_VERSION, 1, 1)
    with closing(sqlite3.connect(path)) as raw:
        assert raw.execute("SELECT c7 FROM quarantine").fetchone() == ('{"paid": 1751}',)


@pytest.mark.parametrize("sql, names, kept", [
    ("UPDATE answers SET answer = CAST(x'fffe41' AS TEXT)", ["Anna"], 0),  # not UTF-8
    ("UPDATE profiles SET name = x'416e6e61'", ["#1"], 1),                 # a blob for a name
    ("UPDATE answers SET tags = 5", ["Anna"], 0),                           # a number for the tags
    ("UPDATE profiles SET removed = '2024-01-01T00:00:00Z'", ["Anna #1"], 1),  # not by the app
])
def test_a_damaged_row_is_set_aside_when_the_store_opens_and_told_once(path, sql, names, kept):
    filled(path)
    run_sql(path, "PRAGMA foreign_keys = OFF; " + sql)
    for start, told in enumerate((1, 0)):
        opened = open_progress_store(path)
        with closing(opened.store) as store:
            assert (opened.moved_aside, opened.cannot_save, opened.set_aside) == (None, None, told)
            assert [p.name for p in store.profiles()] == names + ["Bob"] * start
            assert len(store.answers(1)) == kept
            if start == 0:
                pid = store.add_profile("Bob").id
                assert store.record(answer(pid)).id and len(store.answers(pid)) == 1
    assert len(quarantined(path)) == 1


@pytest.mark.parametrize("sql", [
    "ALTER TABLE answers RENAME COLUMN drill TO dril",
    "ALTER TABLE exams DROP COLUMN passed",
    "DROP TABLE profiles",
    "DROP TABLE quarantine",
    "ALTER TABLE verified ADD COLUMN extra TEXT",
    "PRAGMA user_version = 0",
])
def test_a_file_whose_tables_are_not_the_apps_is_moved_aside_when_the_store_opens(path, sql):
    filled(path)
    run_sql(path, "PRAGMA foreign_keys = OFF; " + sql)
    before = path.read_bytes()
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert problem is None and moved.read_bytes() == before
        pid = store.add_profile("Anna").id
        assert store.record(answer(pid)).id == 1 and len(store.answers(pid)) == 1


def set_version_bytes(path, version):
    data = bytearray(path.read_bytes())
    data[60:64] = version.to_bytes(4, "big", signed=True)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("version", [-1, -2**31, 1001, 2**31 - 1])
def test_a_negative_or_absurd_version_is_damage(path, version):
    filled(path)
    set_version_bytes(path, version)
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert problem is None and moved is not None and moved.is_file()
        assert user_version(path) == SCHEMA_VERSION


def test_a_newer_versions_file_is_left_untouched_and_practice_goes_on_in_memory(path):
    pid, saved = filled(path)
    set_version_bytes(path, SCHEMA_VERSION + 1)
    before = path.read_bytes()
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert moved is None and problem.kind == NEWER_VERSION and store.problem == problem
        nino = store.add_profile("Nino")
        assert store.record(answer(nino.id)).id is not None and len(store.answers(nino.id)) == 1
    assert path.read_bytes() == before and sorted(path.parent.iterdir()) == [path]


def full_disk_error():
    exc = sqlite3.OperationalError("database or disk is full")
    exc.sqlite_errorcode, exc.sqlite_errorname = sqlite3.SQLITE_FULL, "SQLITE_FULL"
    return exc


class FullDisk(sqlite3.Connection):
    """A connection whose writes fail as sqlite's do on a full disk while ``full`` is set."""

    full = False
    writes = ("INSERT", "UPDATE", "CREATE", "ALTER", "PRAGMA USER_VERSION =")

    def execute(self, sql, params=()):
        if FullDisk.full and sql.lstrip().upper().startswith(self.writes):
            raise full_disk_error()
        return super().execute(sql, params)


@pytest.fixture
def disk(monkeypatch, path):
    """Connections to ``path`` fill the disk when ``disk.full`` is set."""
    real = sqlite3.connect

    def connect(database, *args, **kwargs):
        if str(database) == str(path):
            kwargs["factory"] = FullDisk
        return real(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", connect)
    monkeypatch.setattr(FullDisk, "full", False)
    return FullDisk


def raw_answers(path):
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as raw:
        return [r[0] for r in raw.execute("SELECT seed FROM answers ORDER BY id")]


def test_a_full_disk_at_start_keeps_the_history_and_practice_goes_on(path, disk):
    pid, saved = filled(path)
    before = path.read_bytes()
    disk.full = True
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert moved is None and problem.kind == DISK_FULL and "full" in problem.detail
        assert store.answers(pid) == [saved]  # the trainee sees their history
        store.record(answer(pid, seed=8))
        assert [a.seed for a in store.answers(pid)] == [7, 8]
    assert path.read_bytes() == before


def test_when_the_disk_fills_during_the_session_the_answer_is_kept_and_told_once(path, disk):
    pid, saved = filled(path)
    told = []
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert (moved, problem) == (None, None)
        store.on_session_only = told.append
        disk.full = True
        kept = store.record(answer(pid, seed=8))
        assert [p.kind for p in told] == [DISK_FULL] and store.problem == told[0]
        store.record(answer(pid, seed=9))
        assert len(told) == 1
        assert store.answers(pid) == [saved, kept, *store.answers(pid)[2:]]
        assert [a.seed for a in store.answers(pid)] == [7, 8, 9]
        assert store.add_profile("Nino").name == "Nino"
    assert raw_answers(path) == [7]  # the file holds what it held


def test_what_was_kept_while_the_disk_was_full_is_written_once_when_it_has_room(path, disk):
    pid, saved = filled(path)
    told = []
    store, moved, problem = open_progress_store(path)
    with closing(store):
        store.on_session_only = told.append
        disk.full = True
        store.record(answer(pid, seed=8))
        exam = store.start_exam(pid, "EX-FULL", 2)
        store.record(answer(pid, seed=9, exam_id=exam.id))
        store.rename_profile(pid, "Anna K")
        assert store.save_pending() is False and raw_answers(path) == [7]  # still full
        store.record(answer(pid, seed=10, exam_id=exam.id))
        disk.full = False  # room again: the next write takes what waited first, in order
        store.finish_exam(exam.id, 2, True)
        assert store.problem is None and [p.kind for p in told] == [DISK_FULL]
        assert raw_answers(path) == [7, 8, 9, 10]
        store.record(answer(pid, seed=11))  # and the file again from now on
        assert raw_answers(path) == [7, 8, 9, 10, 11]
    opened = open_progress_store(path)
    with closing(opened.store) as again:
        assert (opened.moved_aside, opened.cannot_save, opened.set_aside) == (None, None, 0)
        [kept] = again.exams(pid)  # its id in the file (the app held its id in memory)
        assert (kept.code, kept.status) == ("EX-FULL", "passed")
        assert [(a.seed, a.exam_id) for a in again.answers(pid)] == [
            (7, None), (8, None), (9, kept.id), (10, kept.id), (11, None)]
        assert [p.name for p in again.profiles()] == ["Anna K"]


def test_what_waits_for_the_file_is_written_when_the_store_closes_if_it_can_be(path, disk):
    pid, saved = filled(path)
    store, _, _ = open_progress_store(path)
    disk.full = True
    store.record(answer(pid, seed=8))
    assert raw_answers(path) == [7]
    disk.full = False
    store.close()
    assert raw_answers(path) == [7, 8]


def linked_answers(path):
    """The file's answers as (seed, trainee's name, exam code), in order."""
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as raw:
        return raw.execute("SELECT a.seed, p.name, e.code FROM answers a JOIN profiles p ON "
                           "p.id = a.profile_id LEFT JOIN exams e ON e.id = a.exam_id "
                           "ORDER BY a.seed").fetchall()


@pytest.mark.parametrize("same_ids", [True, False])
def test_what_waited_is_written_once_with_its_links_when_another_copy_saved_meanwhile(
        path, disk, same_ids):
    """Another copy of the app saved a trainee of the same name, an exam and answers while
    this one's were kept in memory; with ``same_ids``, the other copy waited on the same
    full disk, so its memory gave its rows the very ids this copy's gave its own, and it
    saved them first."""
    pid, _ = filled(path)
    first, other = open_progress_store(path).store, open_progress_store(path).store
    with closing(first), closing(other):
        disk.full = True
        first.record(answer(pid, seed=8))  # kept in memory from here
        nino = first.add_profile("Nino")
        exam = first.start_exam(nino.id, "EX-MINE", 2)
        first.record(answer(nino.id, seed=9, exam_id=exam.id))
        disk.full = same_ids
        theirs = other.add_profile("nino")  # the same name, in another case
        their_exam = other.start_exam(theirs.id, "EX-THEIRS", 1)
        other.record(answer(theirs.id, seed=20, exam_id=their_exam.id))
        other.record(answer(pid, seed=21))
        disk.full = False
        if same_ids:
            assert (theirs.id, their_exam.id) == (nino.id, exam.id)
            assert other.save_pending() is True
        assert first.save_pending() is True and not first.waiting_for_file
        assert linked_answers(path) == [
            (7, "Anna", None), (8, "Anna", None), (9, "Nino (2)", "EX-MINE"),
            (20, "nino", "EX-THEIRS"), (21, "Anna", None)]
        # The ids this copy holds still name its own rows: the trainee, the running exam.
        first.record(answer(nino.id, seed=10, exam_id=exam.id))
        assert first.finish_exam(exam.id, 2, True).id == exam.id
        assert [a.seed for a in first.answers(nino.id)] == [9, 10]
    assert linked_answers(path)[3] == (10, "Nino (2)", "EX-MINE")
    opened = open_progress_store(path)  # every row sealed as it was written: none damaged
    with closing(opened.store) as store:
        assert opened.set_aside == 0
        assert [p.name for p in store.profiles()] == ["Anna", "nino", "Nino (2)"]
        assert sorted((e.code, e.status) for p in store.profiles() for e in store.exams(p.id)) \
            == [("EX-MINE", "passed"), ("EX-THEIRS", "unfinished")]


@contextmanager
def answer_waiting(path, disk):
    """A filled store (answer 7 saved) whose answer 8 met a full disk and waits in memory;
    the disk has room again. Closed after the block."""
    pid, _ = filled(path)
    with closing(open_progress_store(path).store) as store:
        disk.full = True
        store.record(answer(pid, seed=8))
        disk.full = False
        yield store


def test_what_waits_stays_waiting_while_another_copy_holds_the_file_and_is_written_later(
        path, disk, caplog):
    with answer_waiting(path, disk) as store:
        store._file.execute("PRAGMA busy_timeout = 50")  # not the app's 5 s in a test
        with closing(sqlite3.connect(f"file:{path}", uri=True, isolation_level=None)) as lock:
            lock.execute("BEGIN IMMEDIATE")  # another copy writing, longer than the timeout
            assert store.save_pending() is False and store.save_pending() is False
            assert store.waiting_for_file and store.waiting == {"answers": 1}
            lock.execute("ROLLBACK")
        assert len([r for r in caplog.records if "waits for the next try" in r.message]) == 1
        assert store.save_pending() is True and store.waiting == {}
        assert raw_answers(path) == [7, 8]


def test_what_cannot_be_written_for_another_reason_stays_waiting_never_dropped(
        path, disk, monkeypatch):
    with answer_waiting(path, disk) as store:
        real = pending._checked_values

        def refused(*args, **kwargs):
            raise sqlite3.IntegrityError("UNIQUE constraint failed")
        monkeypatch.setattr(pending, "_checked_values", refused)
        assert [store.save_pending() for _ in range(3)] == [False] * 3
        assert store.waiting_for_file and raw_answers(path) == [7]
        monkeypatch.setattr(pending, "_checked_values", real)
        assert store.save_pending() is True and raw_answers(path) == [7, 8]


def test_a_read_only_file_is_said_at_once_and_its_history_shown(path, monkeypatch):
    """The file opened read-only the way sqlite opens a file it may not write."""
    pid, saved = filled(path)
    before = path.read_bytes()
    real = sqlite3.connect

    def read_only(database, *args, **kwargs):
        if str(database) == str(path):
            database, kwargs["uri"] = f"file:{path}?mode=ro", True
        return real(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", read_only)
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert moved is None and problem.kind == READ_ONLY
        assert store.answers(pid) == [saved] and store.record(answer(pid, seed=8)).id == 2
    assert path.read_bytes() == before


def test_a_folder_that_cannot_be_made_gives_a_session_store(tmp_path, monkeypatch):
    path = tmp_path / "locked" / "progress.sqlite"

    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", refuse)
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert moved is None and problem.kind == READ_ONLY and problem.detail == "Permission denied"
        pid = store.add_profile("Anna").id
        assert len([store.record(answer(pid))]) == len(store.answers(pid)) == 1
    assert not path.parent.exists()


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0,
                    reason="POSIX permissions; root may write anyway")
def test_a_really_read_only_folder_and_file(path):
    pid, saved = filled(path)
    path.chmod(0o444)
    path.parent.chmod(0o555)
    try:
        store, moved, problem = open_progress_store(path)
        with closing(store):
            assert moved is None and problem.kind == READ_ONLY
            assert store.answers(pid) == [saved]
            store.record(answer(pid, seed=8))
    finally:
        path.parent.chmod(0o755)
        path.chmod(0o644)
    assert raw_answers(path) == [7]


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX only")
def test_a_file_that_cannot_grow_in_a_real_process_turns_session_only_and_keeps_answers(path):
    """The operating system refuses the writes (a file size limit), not a test double."""
    pid, _ = filled(path)
    script = textwrap.dedent(f"""
        import resource, signal, sys
        from pathlib import Path
        from app.core.trainer.records import AnswerRecord
        from app.core.trainer.store import open_progress_store
        path = Path(sys.argv[1])
        store, moved, problem = open_progress_store(path)
        assert (moved, problem) == (None, None)
        told = []
        store.on_session_only = told.append
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        limit = path.stat().st_size + 1000
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        for seed in range(40):
            store.record(AnswerRecord({pid}, "ch.total", 1, 100 + seed, True, 2.0, "x" * 900,
                                      "40", ()))
        print(len(told), told[0].kind if told else "", len(store.answers({pid})))
    """)
    done = subprocess.run([sys.executable, "-c", script, str(path)], cwd=ROOT, text=True,
                          capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    count, kind, kept = done.stdout.split()
    assert (count, int(kept)) == ("1", 41) and kind in ("disk_full", "unavailable")
    on_disk = raw_answers(path)
    assert on_disk[0] == 7 and on_disk[1:] == list(range(100, 100 + len(on_disk) - 1))
    assert len(on_disk) < 41


@pytest.mark.slow
def test_two_copies_of_the_app_starting_at_once_share_one_new_store(tmp_path):
    script = textwrap.dedent("""
        import sys, time
        from pathlib import Path
        from app.core.trainer.records import AnswerRecord
        from app.core.trainer.store import open_progress_store
        path, name, start = Path(sys.argv[1]), sys.argv[2], float(sys.argv[3])
        time.sleep(max(0.0, start - time.time()))
        store, moved, problem = open_progress_store(path)
        assert (moved, problem, store.path) == (None, None, path), (moved, problem)
        pid = store.add_profile(name).id
        store.record(AnswerRecord(pid, "ch.total", 1, len(name), True, 2.0, "40", "40", ()))
        store.close()
        print("ok")
    """)
    for attempt in range(6):
        path = tmp_path / f"run{attempt}" / "progress.sqlite"
        start = str(time.time() + 1.0)
        children = [subprocess.Popen([sys.executable, "-c", script, str(path), name, start],
                                     cwd=ROOT, text=True, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE) for name in ("Ann", "Bobby")]
        results = [child.communicate(timeout=60) + (child.returncode,) for child in children]
        assert all(r == ("ok\n", "", 0) for r in results), results
        assert sorted(p.name for p in path.parent.iterdir()) == ["progress.sqlite"]
        with closing(ProgressStore(path)) as both:
            people = {p.name: p.id for p in both.profiles()}
            assert sorted(people) == ["Ann", "Bobby"]
            assert [[a.seed for a in both.answers(people[n])] for n in ("Ann", "Bobby")] == [[3],
                                                                                            [5]]


def test_an_abandoned_exam_and_a_code_sat_again_show_in_the_store_and_the_export(store,
                                                                                 tmp_path):
    nino, anna = store.add_profile("Nino"), store.add_profile("Anna")
    first = store.start_exam(nino.id, "EX-AAAA", 3)
    store.record(answer(nino.id, exam_id=first.id))
    store.abandon_exam(first.id, 1)
    other = store.start_exam(anna.id, "EX-AAAA", 3)  # another trainee: her first sitting
    store.record(answer(anna.id, exam_id=other.id))
    again = store.start_exam(nino.id, "EX-AAAA", 3)
    store.record(answer(nino.id, exam_id=again.id))
    store.finish_exam(again.id, 3, True)
    with pytest.raises(StoreError):
        store.abandon_exam(first.id, 1)  # ended once already
    mine = store.exams(nino.id)
    assert [(e.id, e.status, e.correct, e.passed) for e in mine] == [
        (again.id, "passed", 3, True), (first.id, "abandoned", 1, None)]
    out = tmp_path / "results.csv"
    store.export_csv(out)
    got = [(r["profile"], r["exam_code"], r["exam_attempt"], r["exam_status"])
           for r in read_csv(out)]
    assert got == [("Anna", "EX-AAAA", "1", "unfinished"), ("Nino", "EX-AAAA", "1", "abandoned"),
                   ("Nino", "EX-AAAA", "2", "passed")]
    reopened = ProgressStore(store.path)  # the status survives a restart, seals and all
    assert [e.status for e in reopened.exams(nino.id)] == ["passed", "abandoned"]
    reopened.close()


def test_closing_never_waits_for_another_copy_that_is_reading(path):
    """Two copies of the app on one file (a trainee opened it twice): the one that quits
    writes the WAL into the file as far as the other's reading allows, and goes, rather than
    wait out the busy timeout for the other to stop reading (it never does, here)."""
    with closing(ProgressStore(path)) as other:
        first = ProgressStore(path)
        pid = first.add_profile("Ann").id
        first.record(AnswerRecord(pid, "ch.total", 1, 7, True, 2.0, "40", "40", ()))
        other._conn.execute("BEGIN")
        other._conn.execute("SELECT count(*) FROM answers").fetchone()  # a read, held open
        first._conn.execute("PRAGMA busy_timeout = 60000")  # a wait would show, if any
        began = time.monotonic()
        first.close()
        assert time.monotonic() - began < 30
        other._conn.execute("COMMIT")
        assert [a.seed for a in other.answers(pid)] == [7]
    with closing(ProgressStore(path)) as again:
        assert [a.seed for a in again.answers(pid)] == [7]


CLASS_TABLES = ("classes", "class_members", "class_exams", "sittings", "receipts")


def test_a_version_5_file_is_migrated_with_empty_class_tables_marked_verified(path):
    with closing(ProgressStore(path)) as store:
        pid = store.add_profile("Anna").id
        kept = store.record(AnswerRecord(pid, "ch.total", 2, 7, True, 3.0, "{}", "{}"))
    with closing(sqlite3.connect(path)) as conn:  # as version 5 left it: no class tables
        conn.executescript("".join(f"DROP TABLE {t}; DELETE FROM verified WHERE tbl = '{t}'; "
                                   for t in CLASS_TABLES) + "PRAGMA user_version = 5")
    with closing(ProgressStore(path)) as store:
        assert user_version(path) == SCHEMA_VERSION == 6 and store.answers(pid) == [kept]
        assert store.open_class() is None
    with closing(sqlite3.connect(path)) as conn:
        marks = dict(conn.execute("SELECT tbl, upto FROM verified").fetchall())
        assert all(marks[t] == 0 and not conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                   for t in CLASS_TABLES)


def test_a_version_5_file_with_a_class_table_is_damage_not_migrated(path):
    with closing(ProgressStore(path)):
        pass
    run_sql(path, "PRAGMA user_version = 5")  # its class tables are not a version 5 file's
    with closing(ProgressStore(path)) as store:
        assert store.recovered_from is not None


def test_class_rows_are_sealed_and_a_receipt_stores_an_answer_once(path):
    with closing(ProgressStore(path)) as store:
        cls = store.start_class("ABCDEF")
        member = store.join_class(cls["id"], " Anna ", "a" * 64)
        assert store.open_class() == cls and store.class_members(cls["id"]) == [member]
        assert member["name"] == "Anna" and store.profiles()[0].name == "Anna"
        again = store.join_class(cls["id"], "ANNA", "b" * 64)  # the same trainee's profile
        assert again["profile_id"] == member["profile_id"]
        exam = store.start_class_exam(cls["id"], "EX-CODE", None)
        sitting = store.add_sitting(exam["id"], member["id"], member["profile_id"], "EX-CODE", 3)
        answer = AnswerRecord(member["profile_id"], "ch.total", 2, 7, True, 3.0, "{}", "{}",
                              exam_id=sitting["exam_id"])
        first = store.record_received([("1/u1", answer), ("1/u1", answer)])
        second = store.record_received([("1/u1", answer)])
        assert first[0] is not None and first[0].id and first[1] is None and second == [None]
        assert store.received("1/u1") and not store.received("1/u2")
        assert store.answers(member["profile_id"]) == [first[0]]
        with pytest.raises(StoreError):
            store.join_class(cls["id"], "An\nna", "c" * 64)
    with closing(sqlite3.connect(path)) as conn:  # a changed byte in a class row is damage
        conn.execute("UPDATE class_members SET name = 'Anne' WHERE id = 1")
        conn.execute("DELETE FROM verified WHERE tbl = 'class_members'")
        conn.commit()
    with closing(ProgressStore(path)) as store:
        assert store.set_aside == 1  # the member; their sitting goes with them, named so
        assert [m["name"] for m in store.class_members(cls["id"])] == ["ANNA"]
        assert store.sittings(exam["id"]) == []
        assert store.answers(member["profile_id"]) == [first[0]]  # the answers stay
    assert rows_of(path, "SELECT tbl, reason FROM quarantine") == [
        ("class_members", "a class_members row does not match its seal"),
        ("sittings", "its class_members row was set aside")]


def rows_of(path, sql):
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute(sql).fetchall()
