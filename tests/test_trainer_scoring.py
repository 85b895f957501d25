"""Scoring: mastery boundaries, streaks, weak areas and tags, what to ask next, chart points."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from app.core.trainer.records import AnswerRecord
from app.core.trainer.scoring import (
    MASTERED_WEIGHT,
    NEW_WEIGHT,
    drill_stats,
    history_points,
    pick_next,
    weak_areas,
    weak_tags,
)


def ans(drill="ch.total", correct=True, seconds=2.0, tags=()):
    return AnswerRecord(profile_id=1, drill=drill, level=1, seed=0, correct=correct,
                        seconds=seconds, answer="", expected="", tags=tuple(tags))


def run(pattern, drill="ch.total", seconds=2.0, tags=()):
    """Answers from a pattern such as '1101': 1 right, 0 wrong."""
    return [ans(drill, c == "1", seconds, tags) for c in pattern]


def test_29_correct_answers_are_not_mastery_but_30_are():
    assert not drill_stats(run("1" * 29), "ch.total", 5).mastered
    assert drill_stats(run("1" * 30), "ch.total", 5).mastered


def test_mastery_needs_27_of_the_last_30():
    assert drill_stats(run("000" + "1" * 27), "ch.total", 5).mastered
    assert not drill_stats(run("0000" + "1" * 26), "ch.total", 5).mastered


def test_mastery_looks_at_the_last_30_only():
    old_mistakes = run("0" * 20 + "1" * 30)
    assert drill_stats(old_mistakes, "ch.total", 5).mastered
    assert drill_stats(old_mistakes + run("000"), "ch.total", 5).mastered  # 27 of the last 30
    assert not drill_stats(old_mistakes + run("0000"), "ch.total", 5).mastered


def test_mastery_needs_the_median_time_within_the_target():
    at_target = run("1" * 15, seconds=4.0) + run("1" * 15, seconds=6.0)  # median 5.0
    assert drill_stats(at_target, "ch.total", 5.0).mastered
    assert not drill_stats(at_target, "ch.total", 4.99).mastered


def test_stats_count_accuracy_recent_accuracy_median_and_streaks():
    answers = run("0" * 10 + "1" * 25 + "0" + "111", seconds=3.0) + run("0", drill="hand.name")
    stats = drill_stats(answers, "ch.total", 5)
    assert (stats.drill, stats.count, stats.streak, stats.best_streak) == ("ch.total", 39, 3, 25)
    assert stats.accuracy == pytest.approx(28 / 39)
    assert stats.recent_accuracy == pytest.approx(28 / 30)
    assert stats.median_seconds == 3.0 and stats.mastered


def test_stats_of_an_unpractised_drill_are_empty():
    stats = drill_stats(run("1", drill="hand.name"), "ch.total", 5)
    assert (stats.count, stats.accuracy, stats.recent_accuracy, stats.median_seconds,
            stats.streak, stats.best_streak, stats.mastered) == (0, 0.0, 0.0, None, 0, 0, False)


TARGETS = {"ch.total": 5.0, "hand.name": 5.0, "thb.bonus": 5.0, "ch.round": 5.0, "ch.qualify": 5.0}


def test_weak_areas_put_errors_first_then_slowness_then_new_then_learning_then_mastered():
    answers = (run("1" * 30, "ch.total") + run("1" * 10 + "0" * 5 + "1" * 5, "hand.name")
               + run("1" * 20, "thb.bonus", seconds=9.0) + run("1" * 10, "ch.round"))
    weights = weak_areas(answers, TARGETS)
    assert [d for d, _ in weights] == ["hand.name", "thb.bonus", "ch.qualify", "ch.round",
                                       "ch.total"]
    assert dict(weights)["ch.qualify"] == NEW_WEIGHT
    assert dict(weights)["ch.total"] == MASTERED_WEIGHT > 0


def test_a_wrong_latest_answer_brings_a_drill_back_sooner():
    before = dict(weak_areas(run("1" * 10 + "0" + "1"), {"ch.total": 5}))["ch.total"]
    after = dict(weak_areas(run("1" * 10 + "1" + "0"), {"ch.total": 5}))["ch.total"]
    assert after > before
    mastered = run("1" * 30)
    assert (dict(weak_areas(mastered + run("0"), {"ch.total": 5}))["ch.total"]
            > dict(weak_areas(mastered, {"ch.total": 5}))["ch.total"])


def test_weak_areas_list_every_target_drill_only():
    weights = weak_areas(run("0", drill="nl.pots"), {"ch.total": 5, "hand.name": 8})
    assert sorted(d for d, _ in weights) == ["ch.total", "hand.name"]
    with pytest.raises(ValueError):
        weak_areas([], {"ch.total": 0})


answers_st = st.lists(st.builds(ans, st.sampled_from(sorted(TARGETS)), st.booleans(),
                                st.floats(0.1, 30.0), st.lists(st.sampled_from("abc"))),
                      max_size=80)


@settings(max_examples=80, deadline=None)
@given(answers_st)
def test_weights_are_positive_and_stats_consistent_for_any_history(answers):
    weights = weak_areas(answers, TARGETS)
    assert sorted(d for d, _ in weights) == sorted(TARGETS) and all(w > 0 for _, w in weights)
    assert [w for _, w in weights] == sorted((w for _, w in weights), reverse=True)
    for drill in TARGETS:
        stats = drill_stats(answers, drill, 5.0)
        assert 0 <= stats.accuracy <= 1 and 0 <= stats.recent_accuracy <= 1
        assert stats.streak <= stats.best_streak <= stats.count
        points = history_points(answers, drill)
        assert [p[0] for p in points] == list(range(1, stats.count + 1))


def test_weak_tags_list_missed_tags_recent_misses_first():
    answers = (run("0", tags=["board_plays"]) + run("1" * 30, tags=["pair"])
               + run("0", tags=["dealer_not_qualified", "pair"])
               + run("0", drill="hand.name", tags=["flush"]) + run("1", tags=["never_missed"]))
    tags = weak_tags(answers, "ch.total")
    assert [t for t, _ in tags] == ["dealer_not_qualified", "pair", "board_plays"]
    assert tags[0][1] == tags[1][1] > tags[2][1] > 0
    assert [t for t, _ in weak_tags(answers)][-1] == "board_plays"
    assert "flush" in dict(weak_tags(answers)) and "never_missed" not in dict(weak_tags(answers))


def test_weak_tags_missed_more_often_come_first():
    answers = run("0", tags=["a"]) + run("0", tags=["b"]) + run("0", tags=["b"])
    assert [t for t, _ in weak_tags(answers)] == ["b", "a"]


def practice_history():
    return (run("1" * 30, "ch.total") + run("1" * 5 + "0" * 4 + "0", "hand.name", tags=["flush"])
            + run("1" * 3, "ch.round"))


def test_pick_next_draws_drills_in_proportion_to_their_weakness():
    answers, targets = practice_history(), {"ch.total": 5, "hand.name": 5, "ch.qualify": 5}
    rng = random.Random(2024)
    counts = Counter(pick_next(answers, targets, rng)[0] for _ in range(3000))
    weights = dict(weak_areas(answers, targets))
    total = sum(weights.values())
    assert counts["hand.name"] > counts["ch.qualify"] > counts["ch.total"] > 0
    for drill, weight in weights.items():
        assert counts[drill] / 3000 == pytest.approx(weight / total, abs=0.03)


def test_pick_next_focuses_on_a_weak_tag_of_the_drill_or_none():
    answers = practice_history()
    rng = random.Random(5)
    picks = [pick_next(answers, {"hand.name": 5, "ch.round": 5}, rng) for _ in range(400)]
    focus = Counter(tag for drill, tag in picks if drill == "hand.name")
    assert set(focus) == {"flush", None} and focus["flush"] > focus[None]
    assert {tag for drill, tag in picks if drill == "ch.round"} == {None}


def test_pick_next_from_a_seeded_rng_gives_the_stored_picks():
    answers, targets = practice_history(), dict(TARGETS)
    picks = [pick_next(answers, targets, random.Random(seed)) for seed in range(6)]
    assert picks == [("ch.qualify", None), ("hand.name", "flush"), ("ch.round", None),
                     ("hand.name", "flush"), ("hand.name", None), ("thb.bonus", None)]
    with pytest.raises(ValueError):
        pick_next(answers, {}, random.Random(9))


def test_history_points_give_running_accuracy_and_median_over_the_window():
    answers = [ans(correct=c, seconds=s) for c, s in
               [(True, 4.0), (False, 2.0), (True, 6.0), (True, 1.0)]] + run("0", "hand.name")
    assert history_points(answers, "ch.total", window=3) == [
        (1, 1.0, 4.0), (2, 0.5, 3.0), (3, pytest.approx(2 / 3), 4.0),
        (4, pytest.approx(2 / 3), 2.0)]
    assert history_points(answers, "ch.qualify") == []
    with pytest.raises(ValueError):
        history_points(answers, "ch.total", window=0)
