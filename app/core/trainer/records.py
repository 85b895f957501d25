"""The records the trainer keeps: one per answer, per exam, per trainee."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence


@dataclass(frozen=True)
class Profile:
    """A trainee on this PC."""

    id: int
    name: str
    created: str  # ISO 8601, UTC
    removed: Optional[str] = None  # ISO 8601, UTC: taken off the list, answers kept


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
    passed: Optional[bool] = None  # None once finished: abandoned (the window was closed)

    @property
    def status(self) -> str:
        """``EXAM_PASSED``, ``EXAM_FAILED``, ``EXAM_ABANDONED`` (quit mid-exam, its answers so far
        in ``correct``) or ``EXAM_UNFINISHED`` (running, or cut off by a crash)."""
        if self.finished is None:
            return EXAM_UNFINISHED
        if self.passed is None:
            return EXAM_ABANDONED
        return EXAM_PASSED if self.passed else EXAM_FAILED


EXAM_PASSED, EXAM_FAILED, EXAM_ABANDONED, EXAM_UNFINISHED = (
    "passed", "failed", "abandoned", "unfinished")
# Where a sitting's marks come from: an exam a class of this PC served (the server built and
# marked its questions, their keys never sent: a result to rely on), or self-study (an exam
# code sat on a PC alone, marked there: its answers are marked again on import, no more).
EXAM_SERVED, EXAM_SELF = "served", "self"


def attempt_numbers(exams: Sequence[ExamRecord]) -> dict[int, int]:
    """Exam id -> which sitting of its code it was for its trainee (1 the first, 2 the
    code sat again...), in the order the exams were started (by id)."""
    seen: dict[tuple[int, str], int] = {}
    out = {}
    for exam in sorted(exams, key=lambda e: e.id):
        key = (exam.profile_id, exam.code)
        seen[key] = seen.get(key, 0) + 1
        out[exam.id] = seen[key]
    return out
