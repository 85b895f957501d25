"""The progress figures from the store's aggregates are the figures of the answers themselves.

The Progress tab, the trainer's status line and weak-area practice read a trainee's answers
through SQL aggregates over the store's indexes (``ProgressStore.verdicts``,
``last_answers``, ``misses``), never every answer. Here a few hundred seeded answers of two
trainees, one exam among them, are saved through the store, and every figure the screens
show is computed again in the test, straight from the answers as they were given, by the
rules the scoring module's docstrings state: count, accuracy, the last 30's accuracy and
median time, mastery, the current and the best streak, the weak areas' weights, the
missed tags, the chart's points. The Progress tab is then shown on the real window with
``ProgressStore.answers`` made to fail: it never reads the answers themselves, and it reads
the aggregates once.
"""

import random
import statistics

import pytest

from app.core.trainer.drills import DRILLS
from app.core.trainer.records import AnswerRecord
from app.core.trainer.scoring import TAG_HALF_LIFE, TAG_HORIZON, pick_next

DRILL_IDS = ("ch.total", "ch.aa_bonus", "hand.name", "thb.bonus")
TAGS = ("board_plays", "tie", "dealer_not_qualified", "bonus_on_fold", "qualify_boundary")


def given_answers(store, seed=23, count=420):
    """Seeded answers of two trainees, saved as the trainer saves them: streaky verdicts
    (runs past 30 right, and misses), times around each drill's target, 0 to 2 tags, and
    an exam of the first trainee among them. Returns (first trainee's id, every answer of
    it as given, oldest first, the exam's id)."""
    rng = random.Random(seed)
    me, other = store.add_profile("Ana").id, store.add_profile("Bo").id
    exam = store.start_exam(me, "EX-TEST", 12).id
    mine, in_exam, sure = [], 0, 0.85
    for n in range(count):
        who = me if rng.random() < 0.8 else other
        drill = rng.choice(DRILL_IDS)
        if rng.random() < 0.05:  # spells of good and bad form: long runs and misses
            sure = rng.choice((0.5, 0.85, 0.99))
        exam_id = exam if who == me and in_exam < 12 and n > count // 2 else None
        in_exam += exam_id is not None
        record = AnswerRecord(who, drill, rng.randint(1, 3), rng.randrange(2**31),
                              rng.random() < sure,
                              round(rng.uniform(0.3, 2.0) * DRILLS[drill].targets[0], 2),
                              "1", "1", tuple(rng.sample(TAGS, rng.randint(0, 2))),
                              exam_id=exam_id)
        store.record(record)
        if who == me:
            mine.append(record)
    return me, mine, exam


def expected_stats(answers, drill, target):
    """A drill's figures, computed here from the answers as given."""
    verdicts = [a.correct for a in answers if a.drill == drill]
    recent = [a for a in answers if a.drill == drill][-30:]
    best = run = 0
    for right in verdicts:
        run = run + 1 if right else 0
        best = max(best, run)
    median = statistics.median(a.seconds for a in recent) if recent else None
    return {"count": len(verdicts),
            "accuracy": sum(verdicts) / len(verdicts) if verdicts else 0.0,
            "recent_accuracy": sum(a.correct for a in recent) / len(recent) if recent else 0.0,
            "median_seconds": median, "streak": run, "best_streak": best,
            "mastered": len(recent) == 30 and sum(a.correct for a in recent) >= 27
            and median <= target}


def expected_weight(answers, drill, target):
    """The weak-area weight of the formula in scoring.weak_areas' docstring."""
    recent = [a for a in answers if a.drill == drill][-30:]
    if not recent:
        return 1.0
    missed_last = 0.0 if recent[-1].correct else 1.0
    median = statistics.median(a.seconds for a in recent)
    right = sum(a.correct for a in recent)
    if len(recent) == 30 and right >= 27 and median <= target:
        return 0.1 * (1 + missed_last)
    return (0.1 + 4.0 * (1 - right / len(recent))
            + 1.0 * min(2.0, max(0.0, median / target - 1)) + 1.5 * missed_last
            + 0.6 * (1 - len(recent) / 30))


def expected_tags(answers):
    """The missed tags, newest miss weighing 1, half as much every 20 newer answers."""
    scores = {}
    for age, a in enumerate(reversed(answers)):
        if not a.correct:
            for tag in set(a.tags):
                scores[tag] = scores.get(tag, 0.0) + 0.5 ** (age / 20)
    return sorted(scores.items(), key=lambda tw: (-tw[1], tw[0]))


def expected_chart(answers, drill):
    mine = [a for a in answers if a.drill == drill]
    return [(i, sum(a.correct for a in mine[max(0, i - 10):i]) / len(mine[max(0, i - 10):i]),
             float(statistics.median(a.seconds for a in mine[max(0, i - 10):i])))
            for i in range(1, len(mine) + 1)]


@pytest.fixture
def trainer(store, tmp_path):
    from app.controller.trainer import TrainerController
    from app.system.settings import Settings

    return TrainerController(Settings(str(tmp_path / "settings.ini")), store)


@pytest.mark.parametrize("seed", [23, 7])
def test_the_aggregate_figures_are_those_of_the_answers(store, trainer, seed):
    me, mine, _exam = given_answers(store, seed)
    trainer.set_profile(me)
    figures = trainer.progress_figures()
    for level in (1, 2, 3):
        targets = {d: DRILLS[d].targets[level - 1] for d in DRILLS}
        for drill in DRILLS:
            stats = figures.stats(drill, targets[drill])
            want = expected_stats(mine, drill, targets[drill])
            assert {k: getattr(stats, k) for k in want} == want, (drill, level)
            assert trainer.drill_figures(drill, targets[drill]) == stats
        weights = figures.weak_areas(targets)
        assert dict(weights) == {d: expected_weight(mine, d, t) for d, t in targets.items()}
        assert [w for _, w in weights] == sorted((w for _, w in weights), reverse=True)
    assert figures.weak_tags() == expected_tags(mine)  # to the last bit: summed the same way
    assert sum(f.stats(d, 5).count for f in [figures] for d in DRILLS) == len(mine)
    for drill in DRILL_IDS:
        assert trainer.progress_history(drill) == expected_chart(mine, drill)


@pytest.mark.parametrize("ordered_aggregate", [False, True])
def test_verdicts_are_in_the_answers_order_asked_for_not_assumed(store, monkeypatch,
                                                                 ordered_aggregate):
    """SQL leaves an aggregate's order undefined: SQLite 3.44 on is asked for it inside the
    aggregate, an older one gives the rows in order and they are joined in Python."""
    import sqlite3

    from app.core.trainer.store import figures

    if ordered_aggregate and sqlite3.sqlite_version_info < (3, 44, 0):
        pytest.skip(f"SQLite {sqlite3.sqlite_version} has no ORDER BY inside an aggregate")
    monkeypatch.setattr(figures, "_ORDERED_AGGREGATES", ordered_aggregate)
    me, mine, _exam = given_answers(store, 23)  # in the order they were saved
    for drill in DRILL_IDS:
        assert store.verdicts(me, drill) == "".join(
            str(int(a.correct)) for a in mine if a.drill == drill)


def test_a_running_exam_s_answers_are_left_out_until_it_ends(store, trainer):
    from types import SimpleNamespace

    me, mine, exam = given_answers(store)
    trainer.set_profile(me)
    shown = [a for a in mine if a.exam_id is None]
    trainer.exam = SimpleNamespace(record=SimpleNamespace(id=exam))  # the exam is running
    figures = trainer.progress_figures()
    assert len(shown) < len(mine)
    for drill in DRILL_IDS:
        target = DRILLS[drill].targets[0]
        assert figures.stats(drill, target).count == expected_stats(shown, drill, target)["count"]
        assert trainer.progress_history(drill) == expected_chart(shown, drill)
    assert figures.weak_tags() == expected_tags(shown)
    trainer.exam = None  # it ended: its answers count
    assert sum(trainer.progress_figures().stats(d, 5).count for d in DRILLS) == len(mine)


def test_weak_area_practice_draws_as_it_does_from_the_answers(store, trainer):
    me, mine, _exam = given_answers(store)
    trainer.set_profile(me)
    targets = {d: DRILLS[d].targets[0] for d in DRILLS}
    for seed in range(40):
        trainer.rng = random.Random(seed)
        assert trainer._pick_weak(targets) == pick_next(mine, targets, random.Random(seed))


def test_figures_are_read_again_only_when_an_answer_was_added(store, trainer):
    me, mine, _exam = given_answers(store, count=60)
    trainer.set_profile(me)
    first = trainer.progress_figures()
    assert trainer.progress_figures() is first
    new = AnswerRecord(me, "ch.total", 1, 1, False, 9.0, "1", "2", ("tie",))
    store.record(new)
    again = trainer.progress_figures()
    assert again is not first and again.weak_tags() == expected_tags([*mine, new])
    assert again.stats("ch.total", 20).streak == 0


def test_a_miss_from_the_horizon_on_weighs_nothing_and_one_before_it_something():
    assert 0.5 ** (TAG_HORIZON / TAG_HALF_LIFE) == 0.0
    assert 0.5 ** ((TAG_HORIZON - 1) / TAG_HALF_LIFE) > 0.0


def test_the_progress_tab_never_reads_the_answers_and_reads_the_figures_once(main_window,
                                                                           monkeypatch):
    from PySide6.QtCore import Qt

    from app.core.trainer.store import ProgressStore

    store = main_window.services.store
    me, mine, _exam = given_answers(store, count=120)

    def refused(*args, **kwargs):
        raise AssertionError("the Progress tab read every answer")

    read = []
    verdicts = ProgressStore.verdicts
    monkeypatch.setattr(ProgressStore, "answers", refused)
    monkeypatch.setattr(ProgressStore, "verdicts",
                        lambda self, *a, **k: read.append(a[1]) or verdicts(self, *a, **k))
    main_window.trainer_controller.set_profile(me)
    main_window.tabs.setCurrentIndex(2)
    table = main_window.progress.table
    counts = {table.item(r, 0).data(Qt.ItemDataRole.UserRole): table.item(r, 1).text()
              for r in range(table.rowCount())}
    assert {d: int(counts[d]) for d in DRILL_IDS} == {
        d: sum(a.drill == d for a in mine) for d in DRILL_IDS}
    assert sorted(read) == sorted(DRILL_IDS)  # each drill's verdicts read once
    main_window.tabs.setCurrentIndex(0)
    main_window.tabs.setCurrentIndex(2)
    assert sorted(read) == sorted(DRILL_IDS)  # shown again: nothing new, nothing read


def test_a_chart_of_thousands_of_answers_draws_each_pixel_column_s_extremes():
    from app.ui.progress_chart import ProgressChart

    rng = random.Random(5)
    few = [10.0 + i for i in range(50)]
    assert ProgressChart.drawn(few, [rng.random() for _ in few]) == list(range(50))
    xs = [40.0 + i * 0.03 for i in range(5000)]  # about 33 points a pixel column
    ys = [rng.uniform(0, 200) for _ in xs]
    kept = ProgressChart.drawn(xs, ys)
    assert kept == sorted(set(kept)) and kept[0] == 0 and kept[-1] == len(xs) - 1
    assert len(kept) <= 4 * (int(xs[-1]) - int(xs[0]) + 1)
    for column in {int(x) for x in xs}:
        every = [ys[i] for i, x in enumerate(xs) if int(x) == column]
        drawn = [ys[i] for i in kept if int(xs[i]) == column]
        assert (min(drawn), max(drawn)) == (min(every), max(every))
        assert drawn[0] == every[0] and drawn[-1] == every[-1]


def test_weak_area_practice_skips_a_case_the_house_makes_impossible(store, trainer, monkeypatch):
    """Missed where it can come (level 3 meets GAMES.md's tables and either tie rule), a
    multiplier of 20 or more and a tie asked of the ante are no focus at level 1 under a house
    whose tables pay less and whose dealer wins ties; another missed case still is."""
    from app.controller.trainer import TrainerController
    from app.core.profiles import HouseProfile

    house = HouseProfile.make("Casino B", {
        "casino_holdem": {"ante_paytable": "10-8-5-3-2-1",
                          "bonus_paytable": "15-12-10-9-8-7-6-5-4"},
        "holdem_bonus": {"ties": "dealer_wins", "bonus_paytable": "15-12-10-9-8-6-5-3"}})
    monkeypatch.setattr(TrainerController, "house", property(lambda self: house))
    me = store.add_profile("Ana").id
    for n in range(12):
        store.record(AnswerRecord(me, "pay.multiply", 3, n, False, 9.0, "1", "2",
                                  ("multiply_large", "odd_stake")))
        store.record(AnswerRecord(me, "thb.ante", 3, n, False, 9.0, "1", "2", ("tie",)))
    trainer.set_profile(me)
    trainer.level = 1
    targets = {"pay.multiply": 4.0, "thb.ante": 8.0}
    focuses = set()
    for seed in range(60):
        trainer.rng = random.Random(seed)
        focuses.add(trainer._pick_weak(targets))
    assert ("pay.multiply", "odd_stake") in focuses
    assert focuses <= {("pay.multiply", None), ("pay.multiply", "odd_stake"),
                       ("thb.ante", None)}
    trainer.level = 3  # where they can come, they are practised
    for seed in range(60):
        trainer.rng = random.Random(seed)
        focuses.add(trainer._pick_weak(targets))
    assert {("pay.multiply", "multiply_large"), ("thb.ante", "tie")} <= focuses
