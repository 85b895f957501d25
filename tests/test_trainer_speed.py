"""Speed rounds: the rules of the two kinds of round, which result is best, and the store."""

import sqlite3
from contextlib import closing

import pytest
from hypothesis import given, strategies as st

from app.core.trainer import speed
from app.core.trainer.speed import (
    CLOCK,
    COUNT,
    KINDS,
    SpeedResult,
    SpeedTally,
    bests,
    is_better,
    seconds_left,
    seconds_taken,
)
from app.core.trainer.store import CSV_COLUMNS, ProgressStore, open_progress_store

elapsed_seconds = st.floats(min_value=0, max_value=10_000, allow_nan=False)
marks = st.lists(st.booleans(), max_size=60)


def test_the_rules_are_the_issues_numbers():
    assert (speed.CLOCK_SECONDS, speed.COUNT_QUESTIONS, speed.PENALTY_SECONDS) == (90, 20, 10)


@given(elapsed_seconds, st.integers(min_value=0, max_value=100))
def test_the_time_left_never_goes_below_0_and_is_90_less_time_and_penalties(elapsed, wrong):
    left = seconds_left(elapsed, wrong)
    assert left >= 0
    assert left == pytest.approx(max(0, 90 - elapsed - 10 * wrong))
    assert seconds_left(elapsed + 1, wrong) <= left and seconds_left(elapsed, wrong + 1) <= left


@given(marks, elapsed_seconds)
def test_each_wrong_answer_costs_its_penalty_once(given_marks, elapsed):
    wrongs = sum(1 for m in given_marks if not m)
    for kind in KINDS:
        tally = SpeedTally("ch.total", 2, kind)
        for m in given_marks:
            tally = tally.answer(m)
        assert (tally.right, tally.wrong) == (len(given_marks) - wrongs, wrongs)
        expected = (max(0, 90 - elapsed - 10 * wrongs) if kind == CLOCK
                    else elapsed + 10 * wrongs)
        assert tally.clock(elapsed) == pytest.approx(expected)
    assert seconds_taken(elapsed, wrongs) == pytest.approx(elapsed + 10 * wrongs)


@given(marks)
def test_a_count_round_ends_with_its_twentieth_answer_whatever_the_time(given_marks):
    tally = SpeedTally("hand.name", 1, COUNT)
    for number, m in enumerate(given_marks, start=1):
        tally = tally.answer(m)
        assert tally.over(0.0) == (number >= 20) == tally.over(5_000.0)


@given(marks, elapsed_seconds)
def test_a_clock_round_ends_when_time_and_penalties_reach_90_seconds(given_marks, elapsed):
    tally = SpeedTally("hand.name", 1, CLOCK)
    for m in given_marks:
        tally = tally.answer(m)
    assert tally.over(elapsed) == (elapsed + 10 * tally.wrong >= 90)


@given(st.integers(0, 30), st.integers(0, 12), elapsed_seconds)
def test_a_clock_rounds_seconds_stop_where_its_clock_reached_0(right, wrong, elapsed):
    result = SpeedTally("ch.qualify", 1, CLOCK, right, wrong).result(elapsed)
    assert (result.right, result.wrong, result.kind) == (right, wrong, CLOCK)
    assert result.seconds == pytest.approx(min(elapsed, max(0, 90 - 10 * wrong)))


@given(st.integers(0, 20), elapsed_seconds)
def test_a_count_rounds_result_is_its_time_with_the_penalties(wrong, elapsed):
    result = SpeedTally("ch.qualify", 3, COUNT, 20 - wrong, wrong).result(elapsed)
    assert result.seconds == pytest.approx(elapsed + 10 * wrong)


def results(kind):
    return st.lists(st.builds(
        SpeedResult, drill=st.sampled_from(("ch.total", "hand.name")), level=st.integers(1, 2),
        kind=st.just(kind), right=st.integers(0, 25), wrong=st.integers(0, 6),
        seconds=st.sampled_from((30.0, 45.5, 61.0, 90.0))), max_size=30)


@given(st.one_of(results(CLOCK), results(COUNT)))
def test_the_best_of_each_drill_level_and_kind_is_found_and_a_tie_keeps_the_older(rounds):
    found = bests(rounds)
    # A round without a right answer is no one's best.
    assert set(found) == {(r.drill, r.level, r.kind) for r in rounds if r.right}
    for key, best in found.items():
        mine = [(i, r) for i, r in enumerate(rounds)
                if (r.drill, r.level, r.kind) == key and r.right]
        most = max(r.right for _, r in mine)
        if key[2] == CLOCK:  # most right, then fewest wrong
            fewest = min(r.wrong for _, r in mine if r.right == most)
            tied = [i for i, r in mine if (r.right, r.wrong) == (most, fewest)]
        else:  # most right, then least time, then fewest wrong
            least = min(r.seconds for _, r in mine if r.right == most)
            fewest = min(r.wrong for _, r in mine if (r.right, r.seconds) == (most, least))
            tied = [i for i, r in mine if (r.right, r.seconds, r.wrong) == (most, least, fewest)]
        assert best is rounds[tied[0]]


def test_better_means_more_right_then_less_time_and_a_tie_is_not_better():
    def clock(right, wrong):
        return SpeedResult("ch.total", 1, CLOCK, right, wrong, 90.0)

    def count(seconds, wrong):
        return SpeedResult("ch.total", 1, COUNT, 20 - wrong, wrong, seconds)

    assert is_better(clock(12, 5), clock(11, 0)) and is_better(clock(12, 0), clock(12, 1))
    assert not is_better(clock(12, 1), clock(12, 1))
    # More right first (twenty fast guesses never beat a careful round), then less time.
    assert is_better(count(51.0, 0), count(50.0, 3)) and is_better(count(50.0, 0), count(51.0, 0))
    assert is_better(count(50.0, 1), count(49.0, 2))
    assert not is_better(count(50.0, 1), count(50.0, 1))
    with pytest.raises(ValueError):
        is_better(clock(1, 0), count(50.0, 0))


@pytest.mark.parametrize("make", [
    lambda: SpeedTally("ch.total", 1, "sprint"),
    lambda: SpeedTally("ch.total", 1, CLOCK, -1, 0),
    lambda: SpeedResult("ch.total", 1, "sprint", 1, 0, 9.0),
    lambda: SpeedResult("ch.total", 1, COUNT, 1, 0, -1.0),
    lambda: SpeedResult("ch.total", 1, COUNT, 1, 0, float("nan")),
])
def test_a_kind_of_round_there_is_not_or_a_count_below_0_is_refused(make):
    with pytest.raises(ValueError):
        make()


# -- the store ------------------------------------------------------------------------------
# (The fixtures path and store are tests/conftest.py's.)


def test_rounds_are_saved_per_trainee_and_the_best_of_each_kind_is_kept(store):
    anna, bob = store.add_profile("Anna"), store.add_profile("Bob")
    played = [(anna, SpeedResult("ch.total", 1, CLOCK, 11, 2, 70.0)),
              (anna, SpeedResult("ch.total", 1, CLOCK, 13, 4, 50.0)),
              (anna, SpeedResult("ch.total", 1, CLOCK, 13, 4, 50.0)),  # a tie: not a new best
              (anna, SpeedResult("ch.total", 2, CLOCK, 6, 0, 90.0)),
              (anna, SpeedResult("ch.total", 1, COUNT, 18, 2, 64.25)),
              (anna, SpeedResult("ch.total", 1, COUNT, 20, 0, 71.5)),
              (bob, SpeedResult("ch.total", 1, CLOCK, 30, 0, 90.0))]
    saved = [store.record_speed_round(p.id, r) for p, r in played]
    assert [s.id for s in saved] == [1, 2, 3, 4, 5, 6, 7] and all(s.when for s in saved)
    assert store.speed_rounds(anna.id) == saved[:6]
    assert store.speed_bests(anna.id) == {("ch.total", 1, CLOCK): saved[1],
                                          ("ch.total", 2, CLOCK): saved[3],
                                          ("ch.total", 1, COUNT): saved[5]}  # 20 right
    assert store.speed_bests(bob.id) == {("ch.total", 1, CLOCK): saved[6]}


def test_a_removed_trainee_keeps_their_rounds_and_the_answers_export_is_unchanged(store,
                                                                                  tmp_path):
    anna, _bob = store.add_profile("Anna"), store.add_profile("Bob")
    kept = store.record_speed_round(anna.id, SpeedResult("hand.name", 3, COUNT, 19, 1, 40.0))
    store.remove_profile(anna.id)
    later = store.record_speed_round(anna.id, SpeedResult("hand.name", 3, COUNT, 20, 0, 39.0))
    with closing(ProgressStore(store.path)) as reopened:
        assert reopened.speed_rounds(anna.id) == [kept, later]
    out = tmp_path / "everyone.csv"
    assert store.export_csv(out) == (0, 0)  # rounds are not answers: the export is as it was
    assert out.read_text(encoding="utf-8-sig").splitlines() == [",".join(CSV_COLUMNS)]


def test_a_round_for_a_trainee_there_is_not_is_refused(store):
    from app.core.errors import StoreError

    with pytest.raises(StoreError, match="no trainee profile"):
        store.record_speed_round(99, SpeedResult("hand.name", 1, CLOCK, 1, 0, 90.0))


@pytest.mark.parametrize("sql", [
    "UPDATE speed_rounds SET correct = 31",            # its seal no longer fits
    "UPDATE speed_rounds SET seconds = 'fast'",        # text where seconds belong
    "ALTER TABLE speed_rounds DROP COLUMN kind",       # not the app's table: the whole file
])
def test_a_changed_speed_round_is_damage_found_when_the_store_opens(path, sql):
    with closing(ProgressStore(path)) as store:
        pid = store.add_profile("Anna").id
        store.record_speed_round(pid, SpeedResult("hand.name", 1, CLOCK, 30, 0, 90.0))
    with closing(sqlite3.connect(path)) as raw:
        raw.executescript(sql)
    before = path.read_bytes()
    result = open_progress_store(path)
    opened, moved, problem = result
    with closing(opened):
        assert problem is None
        if "DROP" in sql:
            assert moved.read_bytes() == before and opened.profiles() == []
        else:  # the round alone is set aside; the trainee stays
            assert moved is None and result.set_aside == 1
            assert [p.name for p in opened.profiles()] == ["Anna"]
            assert opened.speed_rounds(pid) == []


def test_a_sealed_row_of_a_kind_there_is_not_is_damage(path):
    """Sealed as the app seals, yet no round the app could have played."""
    from app.core.trainer.store import seal_row

    with closing(ProgressStore(path)) as store:
        pid = store.add_profile("Anna").id
        store.record_speed_round(pid, SpeedResult("hand.name", 1, CLOCK, 30, 0, 90.0))
    with closing(sqlite3.connect(path)) as raw:
        row = (1, pid, "hand.name", 1, "sprint", 30, 0, 90.0, "2024-05-01T10:00:00Z")
        raw.execute("UPDATE speed_rounds SET kind = ?, at = ?, crc = ? WHERE id = 1",
                    (row[4], row[8], seal_row(row)))
        raw.commit()
    result = open_progress_store(path)
    opened, moved, problem = result
    with closing(opened):
        assert (problem, moved, result.set_aside) == (None, None, 1)
        assert opened.speed_rounds(pid) == [] and len(opened.profiles()) == 1
