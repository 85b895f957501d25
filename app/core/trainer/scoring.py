"""Scoring a trainee's answers: per-drill statistics, mastery, weak areas and what to ask next.

Every function takes a list of ``AnswerRecord`` oldest first (as
``ProgressStore.answers`` returns it) and is pure: no clock, no store, and the
only randomness is the ``random.Random`` passed to ``pick_next``. Recency is
counted in answers, not in days, so a week off changes nothing.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass
from typing import Mapping, Optional, Sequence, TypeVar

from app.core.trainer.records import AnswerRecord

MASTERY_WINDOW = 30
MASTERY_ACCURACY = 0.9

# Weak-area weights (see weak_areas for the formula).
NEW_WEIGHT = 1.0
MASTERED_WEIGHT = 0.1
BASE_WEIGHT = 0.1
ERROR_WEIGHT = 4.0
SLOW_WEIGHT = 1.0
SLOW_CAP = 2.0
MISSED_LAST_WEIGHT = 1.5
LEARNING_WEIGHT = 0.6
# Weak tags: a miss counts half as much after this many newer answers.
TAG_HALF_LIFE = 20
# pick_next: the weight of "no focus tag" against the drill's weak tags.
NO_FOCUS_WEIGHT = 1.0


@dataclass(frozen=True)
class DrillStats:
    """One drill's figures for the progress screen.

    ``accuracy`` is over every answer (0 when there are none); ``recent_accuracy``
    and ``median_seconds`` over the last ``MASTERY_WINDOW``; ``streak`` is the
    current run of correct answers, newest back.
    """

    drill: str
    count: int
    accuracy: float
    recent_accuracy: float
    median_seconds: Optional[float]
    streak: int
    best_streak: int
    mastered: bool


def _of(answers: Sequence[AnswerRecord], drill: str) -> list[AnswerRecord]:
    return [a for a in answers if a.drill == drill]


def _accuracy(answers: Sequence[AnswerRecord]) -> float:
    return sum(a.correct for a in answers) / len(answers) if answers else 0.0


def _median_seconds(answers: Sequence[AnswerRecord]) -> Optional[float]:
    return statistics.median(a.seconds for a in answers) if answers else None


def _check_target(drill: str, target_seconds: float) -> None:
    if not target_seconds > 0:
        raise ValueError(f"the target time of {drill} must be more than 0 seconds")


def _is_mastered(recent: Sequence[AnswerRecord], target_seconds: float) -> bool:
    if len(recent) < MASTERY_WINDOW:
        return False
    correct = sum(a.correct for a in recent)
    # 27 of 30 is exactly 90%: compare without a float division's rounding.
    return (correct >= MASTERY_ACCURACY * len(recent) - 1e-9
            and statistics.median(a.seconds for a in recent) <= target_seconds)


def drill_stats(answers: Sequence[AnswerRecord], drill: str, target_seconds: float) -> DrillStats:
    """Count, accuracy, recent accuracy and median time, streaks and mastery of one drill.

    Mastered: at least ``MASTERY_WINDOW`` answers, ``MASTERY_ACCURACY`` or better
    over the last ``MASTERY_WINDOW``, and their median time within ``target_seconds``.
    """
    _check_target(drill, target_seconds)
    mine = _of(answers, drill)
    recent = mine[-MASTERY_WINDOW:]
    best = run = 0
    for a in mine:
        run = run + 1 if a.correct else 0
        best = max(best, run)
    return DrillStats(drill=drill, count=len(mine), accuracy=_accuracy(mine),
                      recent_accuracy=_accuracy(recent), median_seconds=_median_seconds(recent),
                      streak=run, best_streak=best, mastered=_is_mastered(recent, target_seconds))


def _weight(mine: Sequence[AnswerRecord], target_seconds: float) -> float:
    recent = mine[-MASTERY_WINDOW:]
    if not recent:
        return NEW_WEIGHT
    missed_last = 0.0 if recent[-1].correct else 1.0
    if _is_mastered(recent, target_seconds):
        return MASTERED_WEIGHT * (1.0 + missed_last)
    error = 1.0 - _accuracy(recent)
    slow = min(SLOW_CAP, max(0.0, statistics.median(a.seconds for a in recent) / target_seconds
                             - 1.0))
    learning = 1.0 - len(recent) / MASTERY_WINDOW
    return (BASE_WEIGHT + ERROR_WEIGHT * error + SLOW_WEIGHT * slow
            + MISSED_LAST_WEIGHT * missed_last + LEARNING_WEIGHT * learning)


def weak_areas(answers: Sequence[AnswerRecord],
               targets: Mapping[str, float]) -> list[tuple[str, float]]:
    """Every drill in ``targets`` (drill -> target seconds) with its weight, weakest first.

    Over a drill's last n <= 30 answers (ties keep the order of ``targets``)::

        never answered:  1.0                       (introduced at a moderate rate)
        mastered:        0.1 x (2 if the latest answer was wrong else 1)
        otherwise:       0.1
                       + 4.0 x error rate
                       + 1.0 x slowness, min(2, max(0, median / target - 1))
                       + 1.5 if the latest answer was wrong (a miss comes back soon)
                       + 0.6 x (1 - n / 30)        (still learning: few answers yet)

    So a drill answered wrongly just now (about 6 after one answer) far outweighs
    an unpractised one (1.0), which outweighs one going well (0.1 to 0.7), and
    a mastered drill still comes up now and then (0.1).
    """
    weights = []
    for drill, target in targets.items():
        _check_target(drill, target)
        weights.append((drill, _weight(_of(answers, drill), target)))
    return sorted(weights, key=lambda dw: -dw[1])


def weak_tags(answers: Sequence[AnswerRecord],
              drill: Optional[str] = None) -> list[tuple[str, float]]:
    """The tags (hand types) missed most, with their weights, most missed first.

    Each wrong answer adds ``0.5 ** (age / TAG_HALF_LIFE)`` to each of its tags,
    where age is the number of newer answers (of ``drill`` when given, else of
    all drills); a miss just now counts 1. Tags never missed are not listed;
    ties go by tag name.
    """
    mine = list(answers) if drill is None else _of(answers, drill)
    scores: dict[str, float] = {}
    for age, a in enumerate(reversed(mine)):
        if not a.correct:
            for tag in set(a.tags):
                scores[tag] = scores.get(tag, 0.0) + 0.5 ** (age / TAG_HALF_LIFE)
    return sorted(scores.items(), key=lambda tw: (-tw[1], tw[0]))


_T = TypeVar("_T")


def _draw(rng: random.Random, weighted: Sequence[tuple[_T, float]]) -> _T:
    point = rng.random() * sum(w for _, w in weighted)
    for item, w in weighted:
        point -= w
        if point < 0:
            return item
    return weighted[-1][0]


def pick_next(answers: Sequence[AnswerRecord], targets: Mapping[str, float],
              rng: random.Random) -> tuple[str, Optional[str]]:
    """Weak-area practice: the next drill, and a tag to focus on or None.

    The drill is drawn with probability proportional to its ``weak_areas``
    weight; the focus among that drill's ``weak_tags`` by weight, against
    ``NO_FOCUS_WEIGHT`` for an ordinary question (so a tag missed once just now
    is the focus half the time, one missed often nearly always).
    """
    if not targets:
        raise ValueError("there are no drills to choose from")
    drill = _draw(rng, weak_areas(answers, targets))
    tags = weak_tags(answers, drill)
    if not tags:
        return drill, None
    weighted: list[tuple[Optional[str], float]] = [(None, NO_FOCUS_WEIGHT), *tags]
    return drill, _draw(rng, weighted)


def history_points(answers: Sequence[AnswerRecord], drill: str,
                   window: int = 10) -> list[tuple[int, float, float]]:
    """For the progress chart: after each answer i (1-based) of ``drill``, the accuracy
    and the median seconds over its last ``window`` answers."""
    if window < 1:
        raise ValueError("the window must hold at least one answer")
    mine = _of(answers, drill)
    points = []
    for i in range(1, len(mine) + 1):
        last = mine[max(0, i - window):i]
        points.append((i, _accuracy(last), float(statistics.median(a.seconds for a in last))))
    return points
