"""A row damaged after a start verified it (a byte changed while the app was closed) is found
in the session by the background pass over the rows already verified, set aside, left out
of the figures at once and told once; a clean store's pass changes and tells nothing."""

import sqlite3
from contextlib import closing

import pytest

from app.core.trainer.records import AnswerRecord
from app.core.trainer.store import (
    DISK_FULL,
    READ_ONLY,
    ProgressStore,
    ReverifyProgress,
    SaveProblem,
    open_progress_store,
)
from benchmarks.year_store import make_year_store

ANSWERS = 300


def verified_store(path):
    """A store of 300 answers of three trainees, every row verified by a start; the first
    trainee by name (the one the trainer shows) and the ids of their answers, oldest first."""
    make_year_store(path, ANSWERS, 3, seed=7)
    with closing(open_progress_store(path).store) as store:
        first = store.profiles()[0]
        return first, [a.id for a in store.answers(first.id)]


def answer(profile_id, seed, **fields):
    return AnswerRecord(profile_id=profile_id, drill="ch.total", level=1, seed=seed,
                        correct=True, seconds=2.0, answer="40", expected="40", tags=(),
                        **fields)


def change_unsealed(path, sql, params):
    """A change made behind the app's back: the row's seal is left as it was."""
    with closing(sqlite3.connect(path)) as raw:
        raw.execute(sql, params)
        raw.commit()


def quarantined(path):
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as raw:
        return raw.execute("SELECT tbl, c0 FROM quarantine").fetchall()


def whole_pass(store, rows=50):
    """Every slice of the store's pass, in order."""
    slices = [store.reverify_step(rows)]
    while not slices[-1].done:
        slices.append(store.reverify_step(rows))
    return slices


@pytest.mark.parametrize("change", [
    "UPDATE answers SET answer = answer || ' ' WHERE id = ?",
    "UPDATE answers SET tags = CAST(X'C3' AS TEXT) WHERE id = ?",  # not UTF-8
    "UPDATE answers SET seconds = seconds + 0.5 WHERE id = ?",
])
def test_a_pass_goes_over_every_row_once_and_sets_aside_the_one_changed_since(change, tmp_path):
    path = tmp_path / "progress.sqlite"
    trainee, ids = verified_store(path)
    change_unsealed(path, change, (ids[3],))
    opened = open_progress_store(path)
    with closing(opened.store) as store:
        assert opened.set_aside == 0  # verified already: a start does not look at it again
        total = sum(store._read(f"SELECT count(*) FROM {t}")[0][0]
                    for t in ("profiles", "exams", "speed_rounds", "answers"))
        slices = whole_pass(store)
        assert sum(s.checked for s in slices) == total and sum(s.set_aside for s in slices) == 1
        assert max(s.checked for s in slices) <= 50
        assert ids[3] not in [a.id for a in store.answers(trainee.id)]
        assert store.reverify_step(50) == ReverifyProgress(True)  # once a session
    assert quarantined(path) == [("answers", ids[3])]
    again = open_progress_store(path)
    with closing(again.store) as store:
        assert again.set_aside == 0 and sum(s.set_aside for s in whole_pass(store)) == 0


def test_a_pass_over_a_clean_store_changes_nothing(tmp_path):
    path = tmp_path / "progress.sqlite"
    verified_store(path)
    with closing(ProgressStore(path)) as store:
        before = store.changes_mark()
        assert sum(s.set_aside for s in whole_pass(store)) == 0
        assert store.changes_mark() == before
    assert quarantined(path) == []


def test_a_pass_cut_short_goes_on_where_it_stopped_at_the_next_start(tmp_path):
    path = tmp_path / "progress.sqlite"
    _, ids = verified_store(path)
    with closing(ProgressStore(path)) as store:
        for _ in range(4):  # 200 rows: the trainees, exams, rounds, then some answers
            store.reverify_step(50)
    with closing(ProgressStore(path)) as store:
        seen = []
        real = store._read

        def read(sql, params=()):
            rows = real(sql, params)
            if "FROM answers WHERE id >" in sql:
                seen.extend(r[0] for r in rows)
            return rows
        store._read = read
        whole_pass(store)
    # every answer once, those after the place it stopped first
    assert sorted(seen) == list(range(1, ANSWERS + 1)) and seen[0] > 1
    assert seen == sorted(seen, key=lambda i: i <= seen[0] - 1)


def test_nothing_is_gone_over_in_memory_and_the_pass_waits_while_answers_wait(tmp_path):
    path = tmp_path / "progress.sqlite"
    verified_store(path)
    with closing(ProgressStore.session_only(path, SaveProblem(READ_ONLY))) as store:
        assert store.reverify_step(50) == ReverifyProgress(True)  # session-only: nothing
    with closing(ProgressStore(path)) as store:
        assert store.reverify_step(50).checked == 50
        store._go_session_only(SaveProblem(DISK_FULL))  # the disk filled up mid-session
        assert store.reverify_step(50) == ReverifyProgress(False)  # waits, checks nothing
        assert store.save_pending()  # the file takes it again: the pass goes on
        assert store.reverify_step(50).checked == 50


def test_the_rows_in_use_are_set_aside_only_once_they_are_not(tmp_path):
    """The trainee chosen and the exam running, damaged, are left be while the trainer uses
    them (answers of the exam are still saved); once the exam is over, the pass sets them
    aside, each as a start would."""
    path = tmp_path / "progress.sqlite"
    trainee, ids = verified_store(path)
    with closing(open_progress_store(path).store) as store:
        exam = store.start_exam(trainee.id, "EX-RUN", 3)
        change_unsealed(path, "UPDATE exams SET code = code || 'x' WHERE id = ?", (exam.id,))
        change_unsealed(path, "UPDATE profiles SET name = name || 'x' WHERE id = ?",
                        (trainee.id,))
        in_use = frozenset({("profiles", trainee.id), ("exams", exam.id)})
        gone_over = store._read("SELECT (SELECT count(*) FROM profiles) + (SELECT count(*) "
                                "FROM exams) + (SELECT count(*) FROM speed_rounds)")[0][0]
        checked = 0
        while checked <= gone_over:  # past the trainees and exams, the pass not over
            progress = store.reverify_step(50, in_use)
            assert not progress.done and progress.set_aside == 0
            checked += progress.checked
        assert quarantined(path) == []
        store.record(answer(trainee.id, seed=5, exam_id=exam.id))  # the exam goes on
        rest = [store.reverify_step(50)]  # the exam is over: nothing in use
        while not rest[-1].done:
            rest.append(store.reverify_step(50))
        assert sum(s.set_aside for s in rest) == 2
    assert sorted(quarantined(path)) == [("exams", exam.id), ("profiles", trainee.id)]


def test_rows_still_in_use_when_the_pass_ends_are_set_aside_by_the_next_start(tmp_path):
    path = tmp_path / "progress.sqlite"
    trainee, ids = verified_store(path)
    with closing(open_progress_store(path).store) as store:
        change_unsealed(path, "UPDATE profiles SET name = name || 'x' WHERE id = ?",
                        (trainee.id,))
        slices = [store.reverify_step(50, frozenset({("profiles", trainee.id)}))]
        while not slices[-1].done:
            slices.append(store.reverify_step(50, frozenset({("profiles", trainee.id)})))
        assert sum(s.set_aside for s in slices) == 0 and quarantined(path) == []
    opened = open_progress_store(path)
    with closing(opened.store):
        assert opened.set_aside == 1
    assert quarantined(path) == [("profiles", trainee.id)]


def test_setting_a_row_aside_runs_no_reindex_nor_integrity_check_unless_something_fails(
        tmp_path):
    """A damaged row whose indexes still match leaves at once: no REINDEX, no whole-file
    check on the window's thread (a second on a year's file)."""
    path = tmp_path / "progress.sqlite"
    trainee, ids = verified_store(path)
    change_unsealed(path, "UPDATE answers SET answer = answer || ' ' WHERE id = ?", (ids[3],))
    with closing(open_progress_store(path).store) as store:
        run = []
        store._conn.set_trace_callback(run.append)
        assert sum(s.set_aside for s in whole_pass(store)) == 1
        store._conn.set_trace_callback(None)
    assert quarantined(path) == [("answers", ids[3])]
    assert not [sql for sql in run if "REINDEX" in sql or "integrity_check" in sql]


def test_the_weekly_check_holds_no_write_lock_while_it_reads_the_file(tmp_path):
    """integrity_check runs in a read transaction: another copy saves meanwhile."""
    path = tmp_path / "progress.sqlite"
    trainee, ids = verified_store(path)
    with closing(open_progress_store(path).store) as store, \
            closing(open_progress_store(path).store) as other:
        other._conn.execute("PRAGMA busy_timeout = 0")
        saved = []

        def trace(sql):
            if "integrity_check" in sql:  # another copy saves while the check reads
                saved.append(other.record(answer(trainee.id, seed=77)))
        store._conn.set_trace_callback(trace)
        assert store.check_file() is True
        store._conn.set_trace_callback(None)
        assert len(saved) == 1 and not store.file_check_due
        assert other.problem is None and not other.waiting_for_file  # in the file itself


# -- in the real window ---------------------------------------------------------------------

def open_window(qtbot, home, monkeypatch):
    from app.system.settings import Settings
    from app.ui import store_notices
    from app.ui.app import build_window, make_app

    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(home))
    monkeypatch.setattr(store_notices, "REVERIFY_START_MS", 10)
    monkeypatch.setattr(store_notices, "REVERIFY_ROWS", 100)  # a few slices, as on a big store
    make_app()
    w = build_window(Settings(str(home / "settings.ini")), "en")
    qtbot.addWidget(w)
    w.show()
    return w


def pass_over(w):
    """The window's pass over the store ended."""
    run = w.services.store._pass
    return run is not None and run.done and not w.notices.reverify.isActive()


def counted(w):
    """The answers the trainer's figures count, every drill."""
    return sum(len(t.verdicts) for t in w.trainer_controller.progress_figures().tallies.values())


SET_ASIDE_ONE = ("The progress file had 1 damaged record, now set aside and kept in it; "
                 "everything else is here as before.")


@pytest.mark.parametrize("change", [
    "UPDATE answers SET answer = answer || ' ' WHERE id = ?",   # a byte of a text
    "UPDATE answers SET drill = CASE drill WHEN 'ch.total' THEN 'hand.name' ELSE 'ch.total' "
    "END WHERE id = ?",                                         # an indexed column
])
def test_an_old_row_changed_while_the_app_was_closed_is_set_aside_and_told_once(
        change, qtbot, tmp_path, monkeypatch, told):
    path = tmp_path / "progress.sqlite"
    trainee, ids = verified_store(path)
    change_unsealed(path, change, (ids[1],))
    w = open_window(qtbot, tmp_path, monkeypatch)
    assert w.trainer_controller.profile.id == trainee.id
    w.tabs.setCurrentIndex(2)  # the Progress tab, shown before the pass ends
    assert counted(w) == len(ids)  # the damaged row counted: the start did not look at it
    shown = sum(int(w.progress.table.item(r, 1).text()) for r in range(w.progress.table.rowCount()))
    qtbot.waitUntil(lambda: told != [])
    assert told == [SET_ASIDE_ONE]
    assert quarantined(path) == [("answers", ids[1])]
    assert counted(w) == len(ids) - 1
    assert sum(int(w.progress.table.item(r, 1).text())
               for r in range(w.progress.table.rowCount())) == shown - 1
    qtbot.wait(100)
    assert told == [SET_ASIDE_ONE]  # once
    w.close()
    told.clear()
    again = open_window(qtbot, tmp_path, monkeypatch)  # the next start: nothing more to say
    qtbot.waitUntil(lambda: pass_over(again))
    assert told == [] and counted(again) == len(ids) - 1
    again.close()


def test_the_pass_over_a_clean_store_tells_nothing(qtbot, tmp_path, monkeypatch, told):
    path = tmp_path / "progress.sqlite"
    verified_store(path)
    w = open_window(qtbot, tmp_path, monkeypatch)
    ticks = []
    real = w.services.reverify_store
    monkeypatch.setattr(w.services, "reverify_store", lambda rows: ticks.append(1) or real(rows))
    qtbot.waitUntil(lambda: pass_over(w))
    assert len(ticks) > 3 and told == [] and quarantined(path) == []
    w.close()


def test_a_store_error_in_a_tick_of_the_pass_is_one_sentence_not_a_crash(
        qtbot, tmp_path, monkeypatch, told, caplog):
    """The trainees read again after rows were set aside cannot be read: the pass stops,
    the trainee is told in one sentence, the log says why."""
    from app.core.errors import StoreError

    verified_store(tmp_path / "progress.sqlite")
    w = open_window(qtbot, tmp_path, monkeypatch)

    def fails(rows):
        raise StoreError("The progress file could not be read (disk I/O error).")
    monkeypatch.setattr(w.services, "reverify_store", fails)
    qtbot.waitUntil(lambda: told != [])
    assert told == ["Damaged records were found in the progress file, but your records could "
                    "not be read again after they were set aside; restart the app to see them."]
    assert not w.notices.reverify.isActive()
    assert "disk I/O error" in caplog.text
    w.close()
