"""Scoring a trainee's answers: per-drill statistics, mastery, weak areas and what to ask next.

Every function takes a list of ``AnswerRecord`` oldest first (as
``ProgressStore.answers`` returns it) and is pure: no clock, no store, and the
only randomness is the ``random.Random`` passed to ``pick_next``. Recency is
counted in answers, not in days, so a week off changes nothing.

A year of a lab PC holds hundreds of thousands of answers, so the screens do not read
them all: ``AnswerSummary`` holds what every figure needs, as the store's aggregates give
it (each drill's verdicts as a text of ``1`` and ``0``, its last ``MASTERY_WINDOW``
answers' verdicts and times, and the misses among the newest ``TAG_HORIZON`` answers with
their age), and gives the same figures as the functions over the answers themselves.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping, NamedTuple, Optional, Protocol, Sequence, TypeVar

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
# From this age on a miss weighs nothing: 0.5 ** (age / TAG_HALF_LIFE) is below the least
# float there is (2 ** -1074) and rounds to 0.0, so older misses are not read (or listed).
TAG_HORIZON = TAG_HALF_LIFE * 1075
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


class _Timed(Protocol):
    """An answer as the figures see it: right or not, and how long it took."""

    @property
    def correct(self) -> bool: ...

    @property
    def seconds(self) -> float: ...


class Timed(NamedTuple):
    """One answer's verdict and time, as the store's aggregates read them."""

    correct: bool
    seconds: float


def _of(answers: Sequence[AnswerRecord], drill: str) -> list[AnswerRecord]:
    return [a for a in answers if a.drill == drill]


def _accuracy(answers: Sequence[_Timed]) -> float:
    return sum(a.correct for a in answers) / len(answers) if answers else 0.0


def _median_seconds(answers: Sequence[_Timed]) -> Optional[float]:
    return statistics.median(a.seconds for a in answers) if answers else None


def _check_target(drill: str, target_seconds: float) -> None:
    if not target_seconds > 0:
        raise ValueError(f"the target time of {drill} must be more than 0 seconds")


def _is_mastered(recent: Sequence[_Timed], target_seconds: float) -> bool:
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


def _weight(mine: Sequence[_Timed], target_seconds: float) -> float:
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
    all drills); a miss just now counts 1. Tags never missed are not listed, nor
    tags missed only ``TAG_HORIZON`` or more answers ago (such a miss weighs 0);
    ties go by tag name.
    """
    mine = list(answers) if drill is None else _of(answers, drill)
    return ranked_tags((age, a.tags) for age, a in enumerate(reversed(mine)) if not a.correct)


def ranked_tags(misses: Iterable[tuple[int, Sequence[str]]]) -> list[tuple[str, float]]:
    """``weak_tags`` from the misses alone: each wrong answer's age (the number of newer
    answers) and tags, newest first (the weights are summed in that order, so they come
    out the same to the last bit)."""
    scores: dict[str, float] = {}
    for age, tags in misses:
        if age < TAG_HORIZON:
            for tag in set(tags):
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
    return pick_from(weak_areas(answers, targets), lambda drill: weak_tags(answers, drill), rng)


def pick_from(weights: Sequence[tuple[str, float]],
              tags_of: Callable[[str], list[tuple[str, float]]],
              rng: random.Random) -> tuple[str, Optional[str]]:
    """``pick_next`` from the drills' ``weak_areas`` weights and ``tags_of(drill)``, the
    drill's ``weak_tags`` (asked for the drill drawn alone)."""
    if not weights:
        raise ValueError("there are no drills to choose from")
    drill = _draw(rng, weights)
    tags = tags_of(drill)
    if not tags:
        return drill, None
    weighted: list[tuple[Optional[str], float]] = [(None, NO_FOCUS_WEIGHT), *tags]
    return drill, _draw(rng, weighted)


def history_points(answers: Sequence[AnswerRecord], drill: str,
                   window: int = 10) -> list[tuple[int, float, float]]:
    """For the progress chart: after each answer i (1-based) of ``drill``, the accuracy
    and the median seconds over its last ``window`` answers."""
    return timed_history(_of(answers, drill), window)


def timed_history(mine: Sequence[_Timed], window: int = 10) -> list[tuple[int, float, float]]:
    """``history_points`` of one drill's answers (oldest first)."""
    if window < 1:
        raise ValueError("the window must hold at least one answer")
    points = []
    right = 0  # right answers in the window
    for i in range(1, len(mine) + 1):
        right += mine[i - 1].correct - (mine[i - 1 - window].correct if i > window else 0)
        times = sorted(a.seconds for a in mine[max(0, i - window):i])
        n = len(times)  # the median as statistics.median takes it, a few times faster
        median = times[n // 2] if n % 2 else (times[n // 2 - 1] + times[n // 2]) / 2
        points.append((i, right / n, float(median)))
    return points


@dataclass(frozen=True)
class DrillTally:
    """One drill's answers as the store sums them up: ``verdicts``, every answer's verdict
    oldest first as a text (``"1"`` right, ``"0"`` wrong), and ``recent``, the last
    ``MASTERY_WINDOW`` answers (or fewer), oldest first, with their times."""

    verdicts: str
    recent: tuple[Timed, ...]

    def __post_init__(self) -> None:
        if self.verdicts.strip("01") or len(self.recent) > min(len(self.verdicts),
                                                               MASTERY_WINDOW):
            raise ValueError("a drill's verdicts are 1 and 0, its recent answers among them")


def tally_stats(drill: str, tally: DrillTally, target_seconds: float) -> DrillStats:
    """``drill_stats`` of a drill from its tally."""
    _check_target(drill, target_seconds)
    runs = tally.verdicts.split("0")  # the runs of right answers, the current one last
    count, recent = len(tally.verdicts), tally.recent
    return DrillStats(drill=drill, count=count,
                      accuracy=tally.verdicts.count("1") / count if count else 0.0,
                      recent_accuracy=_accuracy(recent), median_seconds=_median_seconds(recent),
                      streak=len(runs[-1]), best_streak=max(map(len, runs)),
                      mastered=_is_mastered(recent, target_seconds))


def recent_weak_areas(recent: Mapping[str, Sequence[_Timed]],
                      targets: Mapping[str, float]) -> list[tuple[str, float]]:
    """``weak_areas`` from each drill's last ``MASTERY_WINDOW`` answers (oldest first; a
    drill not in ``recent`` has none), all the weights need."""
    weights = []
    for drill, target in targets.items():
        _check_target(drill, target)
        weights.append((drill, _weight(recent.get(drill, ()), target)))
    return sorted(weights, key=lambda dw: -dw[1])


@dataclass(frozen=True)
class AnswerSummary:
    """What the figures of a trainee's answers need, read without reading the answers:
    ``tallies`` (drill -> DrillTally; a drill not in it has no answers) and ``misses``,
    each wrong answer among the newest ``TAG_HORIZON`` with its age (the number of newer
    answers of every drill) and tags, newest first. Its figures are those of the answers
    themselves."""

    tallies: Mapping[str, DrillTally] = field(default_factory=dict)
    misses: tuple[tuple[int, tuple[str, ...]], ...] = ()

    def stats(self, drill: str, target_seconds: float) -> DrillStats:
        """``drill_stats``."""
        return tally_stats(drill, self.tallies.get(drill, DrillTally("", ())), target_seconds)

    def weak_areas(self, targets: Mapping[str, float]) -> list[tuple[str, float]]:
        """``weak_areas``."""
        return recent_weak_areas({d: t.recent for d, t in self.tallies.items()}, targets)

    def weak_tags(self) -> list[tuple[str, float]]:
        """``weak_tags`` of every drill."""
        return ranked_tags(self.misses)
