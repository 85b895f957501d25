"""Damaged progress files never stop the app: 500 seeded random damages opened as the app
opens them, and 20 of them through the real main window."""

import dataclasses
import random
import shutil
import sqlite3
from collections import Counter
from contextlib import closing

import pytest

from app.core.trainer.records import AnswerRecord
from app.core.trainer.speed import KINDS, SpeedResult
from app.core.trainer.store import (
    NEWER_VERSION,
    SCHEMA_VERSION,
    ProgressStore,
    StoreError,
    open_progress_store,
)

DRILLS = ("ch.total", "hand.name", "thb.bonus", "nl.pots")
TEXT_COLUMNS = {"profiles": ("name", "created"), "exams": ("code", "started"),
                "answers": ("drill", "answer", "expected", "tags", "at"),
                "speed_rounds": ("drill", "kind", "at")}
SPEED = [SpeedResult(DRILLS[i % 4], 1 + i % 3, KINDS[i % 2], 10 + i, i % 3, 40.5 + i)
         for i in range(6)]  # the rounds of fill's trainees, the first's at even places


def fill(path):
    """A store with two trainees, their answers, an exam and speed rounds; returns what was
    put in."""
    with closing(ProgressStore(path)) as store:
        people = [store.add_profile("Anna"), store.add_profile("ნინო")]
        exam = store.start_exam(people[1].id, "EX-FUZZ", 3)
        answers = {p.id: [] for p in people}
        for i in range(60):
            p = people[i % 2]
            answers[p.id].append(store.record(AnswerRecord(
                p.id, DRILLS[i % 4], 1 + i % 3, 1000 + i, i % 3 != 0, 1.5 + i / 4,
                '{"paid": %d}' % (35 * i), '{"paid": %d}' % (35 * i + i % 3),
                ("board_plays",) if i % 5 else (), None if i % 2 else bool(i % 4),
                exam.id if p is people[1] and i < 6 else None)))
        finished = store.finish_exam(exam.id, 2, False)
        for i, result in enumerate(SPEED):
            store.record_speed_round(people[i % 2].id, result)
    return people, answers, [finished]


@pytest.fixture(scope="module")
def original(tmp_path_factory):
    path = tmp_path_factory.mktemp("original") / "progress.sqlite"
    people, answers, exams = fill(path)
    return path.read_bytes(), people, answers, exams


def damage(path, rng):
    """One random damage to the file at ``path``; returns its kind."""
    data = bytearray(path.read_bytes())
    kind = rng.choice(("overwrite", "overwrite", "bits", "truncate", "version", "not_utf8",
                       "schema", "page", "append"))
    if kind == "overwrite":
        for _ in range(rng.randint(1, 4)):
            at, size = rng.randrange(len(data)), rng.randint(1, 64)
            data[at:at + size] = rng.randbytes(len(data[at:at + size]))
    elif kind == "bits":
        for _ in range(rng.randint(1, 3)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif kind == "truncate":
        del data[rng.randrange(len(data)):]
    elif kind == "version":
        version = rng.choice((-1, -rng.randint(2, 2**31), 0, 1, SCHEMA_VERSION + 1,
                              rng.randint(SCHEMA_VERSION + 1, 1000), rng.randint(1001, 2**31 - 1),
                              rng.randint(-2**31, 2**31 - 1)))
        data[60:64] = version.to_bytes(4, "big", signed=True)
    elif kind == "page":
        page = rng.randrange(len(data) // 4096)
        data[page * 4096:(page + 1) * 4096] = bytes(4096) if rng.random() < 0.5 else \
            rng.randbytes(4096)
    elif kind == "append":
        data += rng.randbytes(rng.randint(1, 9000))
    if kind in ("not_utf8", "schema"):
        table = rng.choice(tuple(TEXT_COLUMNS))
        column = rng.choice(TEXT_COLUMNS[table])
        sql = {
            "not_utf8": f"UPDATE {table} SET {column} = CAST(x'{rng.randbytes(3).hex()}ff' AS TEXT)"
                        f" WHERE id = (SELECT min(id) FROM {table})",
            "schema": rng.choice((f"DROP TABLE {table}", f"ALTER TABLE {table} RENAME TO old_{table}",
                                  f"ALTER TABLE {table} RENAME COLUMN {column} TO x{column}",
                                  f"DROP INDEX speed_rounds_by_profile; "
                                  f"ALTER TABLE {table} DROP COLUMN {column}",
                                  f"ALTER TABLE {table} ADD COLUMN extra TEXT",
                                  "DROP INDEX speed_rounds_by_profile")),
        }[kind]
        with closing(sqlite3.connect(path)) as raw:
            raw.executescript("PRAGMA foreign_keys = OFF; PRAGMA legacy_alter_table = ON; " + sql)
    else:
        path.write_bytes(bytes(data))
    return kind


def holds(store, people, answers, exams):
    """The store holds exactly the original trainees, answers, exam and speed rounds."""
    return (store.profiles() == sorted(people, key=lambda p: p.name)
            and all(store.answers(p.id) == answers[p.id] for p in people)
            and all([(r.key, r.right, r.wrong, r.seconds) for r in store.speed_rounds(p.id)]
                    == [(r.key, r.right, r.wrong, r.seconds) for r in SPEED[i::2]]
                    for i, p in enumerate(people))
            and store.exams(people[1].id) == exams and store.exams(people[0].id) == [])


def holds_but_what_was_set_aside(store, people, answers, exams, set_aside):
    """Every record shown is an original one (an answer whose exam was set aside without
    it; a trainee set aside as a stand-in of the same id, named ``... #id``), no more of
    them are missing than were set aside, and the file's quarantine holds exactly those."""
    shown = {p.id: p for p in store.profiles()}
    assert sorted(shown) == sorted(p.id for p in people)  # both have records: both stay
    missing = 0
    for p in people:
        assert shown[p.id] == p or shown[p.id].name.endswith(f"#{p.id}")
        missing += shown[p.id] != p
        originals = {a.id: a for a in answers[p.id]}
        got = store.answers(p.id)
        assert all(a == originals[a.id] or (a.exam_id is None and dataclasses.replace(
            originals[a.id], exam_id=None) == a) for a in got)
        missing += len(originals) - len(got)
        missing += (len(SPEED[p is people[1]::2]) - len(store.speed_rounds(p.id)))
    missing += len(exams) - len(store.exams(people[1].id))
    with closing(sqlite3.connect(store.path)) as raw:
        assert raw.execute("SELECT count(*) FROM quarantine").fetchone()[0] == set_aside
    return 0 < missing <= set_aside


def works(store):
    """A trainee can be added, an answer recorded and read back."""
    pid = store.add_profile("Fuzz Trainee").id
    saved = store.record(AnswerRecord(pid, "ch.total", 2, 99, True, 3.5, "40", "40", ("x",)))
    return store.answers(pid) == [saved] and saved.at and saved.id is not None


def test_500_random_damages_never_stop_the_app_and_lose_nothing_unsaid(tmp_path, original):
    data, people, answers, exams = original
    counts, kinds = Counter(), Counter()
    for case in range(500):
        rng = random.Random(case)
        folder = tmp_path / str(case)
        folder.mkdir()
        path = folder / "progress.sqlite"
        path.write_bytes(data)
        kind = damage(path, rng)
        damaged = path.read_bytes()
        opened = open_progress_store(path)  # nothing may escape
        store, moved, problem = opened
        with closing(store):
            if moved is not None:
                outcome = "moved aside"  # and the window says so, with the path
                assert moved.read_bytes() == damaged and problem is None, case
                assert store.profiles() == [], case
            elif problem is not None:
                outcome = "newer version, untouched"
                assert problem.kind == NEWER_VERSION and path.read_bytes() == damaged, case
            elif opened.set_aside:
                outcome = "rows set aside"  # and the window says how many
                assert holds_but_what_was_set_aside(store, people, answers, exams,
                                                    opened.set_aside), (case, kind)
            else:
                try:
                    outcome = "opened intact"
                    assert holds(store, people, answers, exams), (case, kind)
                except StoreError:  # an index that quick_check does not compare with its
                    outcome = "found when read"  # table: said in a sentence, and the next
                    store.close()  # start checks the whole file and keeps it aside
                    before = path.read_bytes()
                    store, moved, problem = open_progress_store(path)
                    assert moved is not None and moved.read_bytes() == before, case
            assert works(store), case
        counts[outcome] += 1
        kinds[kind, outcome] += 1
        shutil.rmtree(folder)
    print("\nprogress store fuzz, 500 damages:", dict(counts))
    print("by kind:", dict(sorted(kinds.items())))
    assert sum(counts.values()) == 500
    assert counts["moved aside"] >= 200 and counts["opened intact"] >= 20
    assert counts["rows set aside"] >= 50  # a damaged row no longer hides the whole file
    assert kinds["not_utf8", "rows set aside"] and kinds["truncate", "moved aside"]
    assert not kinds["not_utf8", "opened intact"] and not kinds["truncate", "opened intact"]
    assert not kinds["not_utf8", "moved aside"]


# -- through the real window ----------------------------------------------------------------

ALWAYS_DAMAGING = ("truncate", "page")  # every case of these kinds damages the file
ALWAYS_A_ROW = ("not_utf8",)  # every case of these damages one row


def window_cases(count=20, kinds=ALWAYS_DAMAGING):
    """The first ``count`` seeds whose damage is of one of ``kinds``."""
    found, seed = [], 0
    while len(found) < count:
        probe = random.Random(seed)
        if probe.choice(("overwrite", "overwrite", "bits", "truncate", "version", "not_utf8",
                         "schema", "page", "append")) in kinds:
            found.append(seed)
        seed += 1
    return found


@pytest.fixture
def told(monkeypatch):
    """What the window says in message boxes (no modal dialog opens)."""
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    monkeypatch.setattr(QMessageBox, "information",
                        lambda parent, title, text, *a: said.append(text))
    return said


def open_window(qtbot, home, monkeypatch):
    from app.settings import Settings
    from app.ui.app import build_window, make_app

    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(home))
    make_app()
    w = build_window(Settings(str(home / "settings.ini")), "en")
    qtbot.addWidget(w)
    return w


def practise_once(w):
    c = w.trainer_controller
    c.start_drill("ch.aa_bonus", 1, 1)
    c.submit({"answer": "0"})
    return c.store.answers(c.profile.id)


@pytest.mark.parametrize("case", window_cases())
def test_the_window_starts_on_a_damaged_file_says_so_and_the_trainer_works(
        case, qtbot, tmp_path, monkeypatch, told, original):
    path = tmp_path / "progress.sqlite"
    path.write_bytes(original[0])
    assert damage(path, random.Random(case)) in ALWAYS_DAMAGING
    damaged = path.read_bytes()
    w = open_window(qtbot, tmp_path, monkeypatch)
    qtbot.waitUntil(lambda: told != [])
    [kept] = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert kept.read_bytes() == damaged
    assert told == [f"The progress file was damaged, so it was kept as {kept} and a new one was "
                    "started."]
    assert [a.drill for a in practise_once(w)] == ["ch.aa_bonus"]
    w.close()


@pytest.mark.parametrize("case", window_cases(3, ALWAYS_A_ROW))
def test_the_window_says_once_how_many_damaged_rows_were_set_aside_and_shows_the_rest(
        case, qtbot, tmp_path, monkeypatch, told, original):
    path = tmp_path / "progress.sqlite"
    path.write_bytes(original[0])
    assert damage(path, random.Random(case)) in ALWAYS_A_ROW
    w = open_window(qtbot, tmp_path, monkeypatch)
    qtbot.waitUntil(lambda: told != [])
    assert told == ["The progress file had 1 damaged record, now set aside and kept in it; "
                    "everything else is here as before."]
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert w.trainer.trainee.count() == 2  # Anna and ნინო, a stand-in if hers was the row
    assert [a.drill for a in practise_once(w)][-1] == "ch.aa_bonus"
    w.close()
    told.clear()
    again = open_window(qtbot, tmp_path, monkeypatch)  # the next start: nothing more to say
    qtbot.wait(50)
    assert told == [] and again.trainer.trainee.count() == 2
    again.close()


def test_a_full_disk_at_start_is_said_at_once_and_practice_goes_on(
        qtbot, tmp_path, monkeypatch, told):
    import app.core.trainer.store as store_module

    path = tmp_path / "progress.sqlite"
    fill(path)
    monkeypatch.setattr(store_module.ProgressStore, "_connect", full_disk_connect)
    w = open_window(qtbot, tmp_path, monkeypatch)
    qtbot.waitUntil(lambda: told != [])
    assert told == ["Progress cannot be saved here: the disk is full. You can practise on; "
                    "answers are kept until the app closes."]
    assert w.trainer.trainee.count() == 2  # Anna and ნინო, from the file
    before = len(w.store.answers(w.trainer_controller.profile.id))
    assert len(practise_once(w)) == before + 1
    w.close()


def full_disk_connect(self):
    """A connection on which every write fails as on a full disk."""
    class Full(sqlite3.Connection):
        def execute(self, sql, params=()):
            if sql.lstrip().upper().startswith(("INSERT", "UPDATE", "CREATE", "PRAGMA USER_VERSION =")):
                exc = sqlite3.OperationalError("database or disk is full")
                exc.sqlite_errorcode = sqlite3.SQLITE_FULL
                raise exc
            return super().execute(sql, params)
    self.path.parent.mkdir(parents=True, exist_ok=True)
    return sqlite3.connect(str(self.path), isolation_level=None, timeout=5.0, factory=Full)


def test_a_disk_filling_during_practice_is_told_once_and_no_answer_is_lost(
        qtbot, tmp_path, monkeypatch, told):
    w = open_window(qtbot, tmp_path, monkeypatch)
    assert practise_once(w) and told == []
    full = sqlite3.OperationalError("database or disk is full")
    full.sqlite_errorcode = sqlite3.SQLITE_FULL
    working = type(w.store)._transaction
    monkeypatch.setattr(type(w.store), "_transaction",
                        staticmethod(failing_on_file(working, full)))
    for _ in range(2):
        answers = practise_once(w)
    qtbot.waitUntil(lambda: told != [])
    qtbot.wait(50)
    assert len(answers) == 3
    assert told == ["Progress cannot be saved just now: the disk is full. You can practise on; "
                    "your answers are kept and saved as soon as there is room again."]
    seeds = [a.seed for a in answers]
    assert raw_seeds(w.store.path) == seeds[:1]  # the file has the first answer only
    # Room again: the window's retry writes the two kept answers, once each, and says so.
    assert w._save_retry.isActive()
    monkeypatch.setattr(type(w.store), "_transaction", staticmethod(working))
    w._save_retry.setInterval(10)
    qtbot.waitUntil(lambda: len(told) == 2)
    assert told[1] == ("Progress is saved again: the answers kept meanwhile are in the "
                       "progress file.")
    assert not w._save_retry.isActive()
    assert raw_seeds(w.store.path) == seeds
    w.close()


def raw_seeds(path):
    """The seeds of the answers in the file itself, in order."""
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as raw:
        return [r[0] for r in raw.execute("SELECT seed FROM answers ORDER BY id")]


def failing_on_file(transaction, exc):
    """A transaction that fails on the file (not on the in-memory session store)."""
    def step(conn, body):
        if conn.execute("PRAGMA database_list").fetchone()[2]:  # "" for :memory:
            raise exc
        return transaction(conn, body)
    return step
