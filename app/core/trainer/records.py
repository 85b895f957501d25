"""The records the trainer keeps: one per answer, per exam, per trainee."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class Profile:
    """A trainee on this PC."""

    id: int
    name: str
    created: str  # ISO 8601, UTC


@dataclass(frozen=True)
class AnswerRecord:
    """One answer, saved the moment it is given.

    ``drill``, ``level`` and ``seed`` replay the question exactly; ``answer``
    and ``expected`` are JSON texts of what the trainee gave and the key;
    ``tags`` name the cases the hand showed (``dealer_not_qualified``,
    ``board_plays``, ``bonus_on_fold``...), for weak-area practice.
    """

    profile_id: int
    drill: str
    level: int
    seed: int
    correct: bool
    seconds: float
    answer: str
    expected: str
    tags: tuple[str, ...] = ()
    chips_fewest: Optional[bool] = None  # chip answers: paid with the fewest chips
    exam_id: Optional[int] = None
    at: str = ""  # ISO 8601, UTC; the store fills it when empty
    id: Optional[int] = None  # set by the store


@dataclass(frozen=True)
class ExamRecord:
    """One exam sitting of one trainee."""

    id: int
    profile_id: int
    code: str
    questions: int
    started: str
    finished: Optional[str] = None
    correct: Optional[int] = None
    passed: Optional[bool] = None
