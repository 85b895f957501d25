"""Speed rounds: as many right answers as a trainee can give against the clock, any drill.

Two kinds of round, for any drill at any level:

* ``CLOCK``: ``CLOCK_SECONDS`` on the clock, and the right answers count. Each wrong
  answer takes ``PENALTY_SECONDS`` off the time left, so guessing fast does not pay.
* ``COUNT``: ``COUNT_QUESTIONS`` questions against the clock, and the time taken counts;
  each wrong answer adds ``PENALTY_SECONDS`` to it.

A round so far is a ``SpeedTally``, immutable (each answer gives a new one). How long the
round has run is always passed in, so everything here is pure and the clock stays with
the caller (the controller's, injectable in tests). A finished round is a
``SpeedResult``; ``is_better`` says which of two is better (a clock round: more right,
then fewer wrong; a count round: less time, then fewer wrong), and ``bests`` keeps the
best of each drill, level and kind. A tie is no improvement: the round that got there
first stays the best.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Iterable, Optional

CLOCK, COUNT = "clock", "count"
KINDS = (CLOCK, COUNT)
CLOCK_SECONDS = 90.0  # a clock round's time
COUNT_QUESTIONS = 20  # a count round's questions
PENALTY_SECONDS = 10.0  # what a wrong answer costs, in either kind

SpeedKey = tuple[str, int, str]  # (drill, level, kind): what a best is kept for


def check_kind(kind: str) -> str:
    """``kind`` itself; ValueError for a kind of round there is not."""
    if kind not in KINDS:
        raise ValueError(f"a speed round is {' or '.join(KINDS)}, not {kind!r}")
    return kind


def penalty(wrong: int) -> float:
    """The seconds ``wrong`` wrong answers cost: ``PENALTY_SECONDS`` each, once."""
    return PENALTY_SECONDS * wrong


def seconds_left(elapsed: float, wrong: int) -> float:
    """A clock round's time left after ``elapsed`` seconds and ``wrong`` wrong answers;
    never below 0 (a penalty larger than the time left ends the round, no more)."""
    return max(0.0, CLOCK_SECONDS - max(0.0, elapsed) - penalty(wrong))


def seconds_taken(elapsed: float, wrong: int) -> float:
    """A count round's time: the seconds it has run and the penalties of ``wrong``."""
    return max(0.0, elapsed) + penalty(wrong)


@dataclass(frozen=True)
class SpeedResult:
    """A finished round. ``seconds``: a count round's time taken, penalties in (its score);
    a clock round's seconds played, up to the moment its clock reached 0."""

    drill: str
    level: int
    kind: str
    right: int
    wrong: int
    seconds: float
    when: str = ""  # ISO 8601, UTC; the store fills it when empty
    id: Optional[int] = None  # set by the store

    def __post_init__(self) -> None:
        check_kind(self.kind)
        if self.right < 0 or self.wrong < 0 or not self.seconds >= 0:
            raise ValueError("a speed round's answers and seconds are 0 or more")

    @property
    def key(self) -> SpeedKey:
        return self.drill, self.level, self.kind


@dataclass(frozen=True)
class SpeedTally:
    """A round so far: its drill, level and kind and the answers marked."""

    drill: str
    level: int
    kind: str
    right: int = 0
    wrong: int = 0

    def __post_init__(self) -> None:
        check_kind(self.kind)
        if self.right < 0 or self.wrong < 0:
            raise ValueError("a speed round's answers are 0 or more")

    @property
    def answered(self) -> int:
        return self.right + self.wrong

    def answer(self, correct: bool) -> "SpeedTally":
        """The tally with one more answer: right, or wrong (whose penalty comes with it)."""
        if correct:
            return dataclasses.replace(self, right=self.right + 1)
        return dataclasses.replace(self, wrong=self.wrong + 1)

    def over(self, elapsed: float) -> bool:
        """Whether the round has ended: a clock round's time is gone, a count round's
        questions are answered."""
        if self.kind == CLOCK:
            return seconds_left(elapsed, self.wrong) <= 0
        return self.answered >= COUNT_QUESTIONS

    def clock(self, elapsed: float) -> float:
        """What the round's clock shows: a clock round's time left, a count round's time
        taken (penalties in)."""
        if self.kind == CLOCK:
            return seconds_left(elapsed, self.wrong)
        return seconds_taken(elapsed, self.wrong)

    def result(self, elapsed: float) -> SpeedResult:
        """The round as a result after ``elapsed`` seconds (a clock round's seconds stop
        where its clock reached 0, however late the end was noticed)."""
        if self.kind == CLOCK:
            seconds = min(max(0.0, elapsed), max(0.0, CLOCK_SECONDS - penalty(self.wrong)))
        else:
            seconds = seconds_taken(elapsed, self.wrong)
        return SpeedResult(self.drill, self.level, self.kind, self.right, self.wrong, seconds)


def _rank(result: SpeedResult) -> tuple[float, float, float]:
    """Smaller is better: a clock round by more right, then fewer wrong; a count round by
    more right, then less time, then fewer wrong (twenty quick guesses, all wrong, are
    never a best: right answers come first)."""
    if result.kind == CLOCK:
        return -result.right, result.wrong, 0.0
    return -result.right, result.seconds, result.wrong


def is_better(a: SpeedResult, b: SpeedResult) -> bool:
    """Whether ``a`` beats ``b``, two rounds of one kind; a tie is not better."""
    if a.kind != b.kind:
        raise ValueError("only rounds of one kind compare")
    return _rank(a) < _rank(b)


def bests(results: Iterable[SpeedResult]) -> dict[SpeedKey, SpeedResult]:
    """The best round of each (drill, level, kind) among ``results``, oldest first (of two
    equal rounds the older stays the best); a round with no right answer is none."""
    out: dict[SpeedKey, SpeedResult] = {}
    for result in results:
        if result.right == 0:  # a round without one right answer is no one's best
            continue
        held = out.get(result.key)
        if held is None or is_better(result, held):
            out[result.key] = result
    return out
