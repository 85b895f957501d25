"""Self-study exam answers marked again from their exam code, on the instructor's PC.

An exam code carries its whole spec (:mod:`app.core.trainer.exam`): its plan
(``exam_questions``) gives the drill, level and seed of every question, and
``generate`` under the code's house gives each question with its key. So a
sitting brought in a results export need not be taken on its word: each answer
row's question is rebuilt from the code and the answer the row stores (the
``answer`` JSON, as the trainer writes it: each part's value by its key, and
for a payout paid from the tray the chips) is marked again. The sitting's
count of right answers, and so whether it passed, comes from this marking,
never from the row's ``correct``, the file's ``exam_status`` or a checksum.

A row is refused (counted as wrong, and told by kind, one sentence each) when:

- ``NOT_ASKED``: its question (drill, level, seed) is not one the code deals, or
  the code's question was answered already in the sitting (an answer added);
- ``UNREADABLE``: its answer is not what the trainer writes for that question;
- ``OTHER_KEY``: its stored key is not the key this app deals for the question
  (an edit, or a sitting on a version of the app that dealt another question);
- ``MARK_EDITED``: its stored mark (``correct``) is not the mark its answer gets.

**What this catches, and what it cannot.** It catches a file whose marks
(``correct``), status (``exam_status``) or checksums were edited, a question
swapped for another (or one answered twice), and a key edited to fit the answer.
It cannot catch an edited *answer*: the row holds its key beside it, so copying
``expected`` into ``answer`` and marking it right gives a row just as the app
writes a right answer, and nothing in a self-study file tells the two apart (no
secret on a trainee's PC could, since the app that writes the file is theirs).
Nor can it catch a trainee who works the answers out with the app itself, as
every key follows from the code. A self-study sitting is the trainee's word,
checked for consistency, no more: the exams a class of the instructor's PC
serves (keys never sent, marked there, read from its own progress file) are the
results a school can rely on.

**Speed.** Only exam rows are marked again; each code's plan is made once, and
each question once per (drill, level, seed, house), so a year's export whose
class sat a few codes deals a few hundred questions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from app.core.errors import CoreError
from app.core.profiles import HouseProfile
from app.core.text import QT_TRANSLATE_NOOP, Line, Numerus
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.exam import ExamSpec, exam_questions, parse_exam_code
from app.core.trainer.parts import (
    AmountPart,
    CallPart,
    ChipCountPart,
    ChoicePart,
    NetPart,
    Part,
    SeatsPart,
)
from app.core.trainer.questions import Question

NOT_ASKED, UNREADABLE, OTHER_KEY, MARK_EDITED = "not_asked", "unreadable", "other_key", \
    "mark_edited"
REFUSALS = (NOT_ASKED, UNREADABLE, OTHER_KEY, MARK_EDITED)  # the order they are told in
# One sentence per kind, counting the answers refused (the class window's and report's words).
_SAID = {
    NOT_ASKED: Numerus.translate(
        "ClassResults", "%n answer(s) to a question the exam code does not deal (or deals "
        "once, answered already).", None, 0),
    UNREADABLE: Numerus.translate(
        "ClassResults", "%n answer(s) that cannot be read as the app writes an answer.",
        None, 0),
    OTHER_KEY: Numerus.translate(
        "ClassResults", "%n answer(s) whose key is not the one the exam code gives (edited, or "
        "sat on another version of the app).", None, 0),
    MARK_EDITED: Numerus.translate(
        "ClassResults", "%n answer(s) whose mark in the file is not the mark the answer gets "
        "when marked again.", None, 0),
}


_NUMBERS = QT_TRANSLATE_NOOP("ClassResults", "The answers refused, in the order answered: "
                             "{answers}.")
NOT_REMARKED = QT_TRANSLATE_NOOP(
    "ClassResults", "Not marked again: this PC cannot read the exam code, so whether it was "
    "passed is not known.")
LIMITS = QT_TRANSLATE_NOOP(
    "ClassResults", "Marking a self-study exam again catches an edited mark, status or "
    "checksum, a question swapped for another and an edited key. It cannot catch an edited "
    "answer (the right one typed into the file) or a trainee who works the answers out with "
    "the app. The results to rely on are served exams, read from this PC's class; a file "
    "that says an exam was served is marked again like any other.")
SERVED = QT_TRANSLATE_NOOP(
    "ClassResults", "Served by this PC's class: marked here as each answer came, the keys "
    "never sent. A result to rely on.")
SAID_SERVED = QT_TRANSLATE_NOOP(
    "ClassResults", "The file says this exam was served by a class; a file cannot prove it, "
    "so it was marked again from its code as a self-study exam.")
PRACTICE = QT_TRANSLATE_NOOP(
    "ClassResults", "Practice answers carry no exam code, so they cannot be marked again here: "
    "they are the trainee's own record. Exam answers are marked again from their code.")


def refusal_line(kind: str, count: int) -> Line:
    """The sentence telling ``count`` answers refused for ``kind``."""
    return Line(_SAID[kind], (), "ClassResults").with_count(count)


@dataclass(frozen=True)
class Remarked:
    """One answer marked again: ``right`` counts (False whenever it is refused), and why it
    was refused (None: it was not)."""

    right: bool
    refused: Optional[str] = None


@dataclass(frozen=True)
class Given:
    """What a marking needs of an answer row."""

    drill: str
    level: int
    seed: int
    correct: bool  # the mark the row stores
    answer: str  # JSON, as the trainer writes it
    expected: str  # JSON


_Plan = tuple[ExamSpec, tuple[tuple[str, int, int], ...]]


class Remarker:
    """Marks sittings again; keeps each code's plan and each question made (a merge makes
    one and gives it every sitting)."""

    def __init__(self, known_houses: Sequence[HouseProfile] = ()) -> None:
        self.known_houses = tuple(known_houses)
        self._plans: dict[str, Optional[_Plan]] = {}
        self._questions: dict[tuple[str, int, int, object], Optional[Question]] = {}
        self._keys: dict[tuple[str, int, int, object], Any] = {}

    def spec(self, code: str) -> Optional[ExamSpec]:
        """The code's spec; None when this app cannot read it (a typo, a newer app's drill,
        a house table this PC does not have)."""
        plan = self._plan(code)
        return plan[0] if plan is not None else None

    def _plan(self, code: str) -> Optional[_Plan]:
        if code not in self._plans:
            try:
                spec = parse_exam_code(code, list(DRILLS), self.known_houses)
                self._plans[code] = (spec, tuple(exam_questions(spec)))
            except CoreError:
                self._plans[code] = None
        return self._plans[code]

    def _question(self, drill: str, level: int, seed: int, spec: ExamSpec) -> Optional[Question]:
        key = (drill, level, seed, spec.house)
        if key not in self._questions:
            try:  # as the trainer deals an exam's question: the code's house, the usual chips
                q: Optional[Question] = generate(drill, level, seed, house=spec.house_profile)
            except CoreError:
                q = None
            self._questions[key] = q
            self._keys[key] = None if q is None else _json_value(q.expected)
        return self._questions[key]

    def sitting(self, code: str, rows: Sequence[Given]) -> Optional[list[Remarked]]:
        """Each row of one sitting of ``code`` (in the order answered) marked again; None when
        the code cannot be read here (nothing can be marked)."""
        plan = self._plan(code)
        if plan is None:
            return None
        spec, questions = plan
        left: dict[tuple[str, int, int], int] = {}
        for q in questions:
            left[q] = left.get(q, 0) + 1
        out = []
        for row in rows:
            asked = (row.drill, row.level, row.seed)
            if left.get(asked, 0) <= 0:
                out.append(Remarked(False, NOT_ASKED))
                continue
            left[asked] -= 1
            out.append(self._mark(row, spec))
        return out

    def _mark(self, row: Given, spec: ExamSpec) -> Remarked:
        q = self._question(row.drill, row.level, row.seed, spec)
        if q is None:
            return Remarked(False, NOT_ASKED)
        given = read_given(q, row.answer)
        if given is None:
            return Remarked(False, UNREADABLE)
        try:
            stored_key = json.loads(row.expected)
        except ValueError:
            stored_key = None
        if stored_key != self._keys[(row.drill, row.level, row.seed, spec.house)]:
            return Remarked(False, OTHER_KEY)
        right = q.mark(given).correct
        if right != row.correct:
            return Remarked(False, MARK_EDITED)
        return Remarked(right)


def _json_value(value: object) -> Any:
    """``value`` as it reads back from the JSON the trainer writes (tuples as lists)."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def _whole(value: object) -> bool:
    return type(value) is int


def _part_value(part: Part, value: object) -> object:
    """A stored part's value as :meth:`Part.read` gives it; ValueError when no reading of
    that part gives it."""
    if isinstance(part, SeatsPart):
        if isinstance(value, list) and value and all(_whole(v) and v >= 1 for v in value):
            return tuple(value)
        if _whole(value) and value >= 1:  # type: ignore[operator]
            return value
    elif isinstance(part, NetPart):
        if _whole(value):
            return value
    elif isinstance(part, (AmountPart, ChipCountPart)):
        if _whole(value) and value >= 0:  # type: ignore[operator]
            return value
    elif isinstance(part, (ChoicePart, CallPart)):
        if isinstance(value, str) and value in {o.id for o in part.options}:
            return value
    raise ValueError(f"not a value of a {part.kind} part: {value!r}")


def read_given(q: Question, answer: str) -> Optional[dict[str, object]]:
    """The values a stored answer gives ``q``'s parts, as the trainer marked them; None when
    it is not what the trainer writes for ``q`` (not JSON, a part missing, a key it has not,
    a value no field reads as, chips that do not pay the amount)."""
    try:
        data = json.loads(answer)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    keys = {p.key for p in q.parts}
    extra = set(data) - keys
    if extra - {"chips"} or not keys <= set(data):
        return None
    if extra:  # a payout paid from the tray: the amount is the chips' sum
        chips = data["chips"]
        if len(q.parts) != 1 or not isinstance(q.parts[0], AmountPart) or \
                not isinstance(chips, list) or not all(_whole(c) and c > 0 for c in chips) or \
                sum(chips) != data[q.parts[0].key]:
            return None
    try:
        return {p.key: _part_value(p, data[p.key]) for p in q.parts}
    except ValueError:
        return None


Refusals = tuple[tuple[str, tuple[int, ...]], ...]  # (kind, the answers' numbers from 1)


def refusals(marks: Sequence[Remarked]) -> Refusals:
    """The answers refused (numbered from 1 in the order answered) by kind, in the order
    the kinds are told (kinds with none left out)."""
    found: dict[str, list[int]] = {kind: [] for kind in REFUSALS}
    for number, m in enumerate(marks, 1):
        if m.refused is not None:
            found[m.refused].append(number)
    return tuple((kind, tuple(numbers)) for kind, numbers in found.items() if numbers)


def numbers_line(numbers: Sequence[int]) -> Line:
    """The sentence naming the answers refused, by their numbers in the order answered."""
    return Line(_NUMBERS, (("answers", ", ".join(map(str, numbers))),), "ClassResults")


def remarking_lines(refused: Optional[Refusals]) -> list[Line]:
    """What marking a sitting again found (its ``refused``, None when it could not be): a
    sentence per kind of answer refused and one naming them; that it could not be marked
    again; or nothing."""
    if refused is None:
        return [Line(NOT_REMARKED, (), "ClassResults")]
    told = [refusal_line(kind, len(numbers)) for kind, numbers in refused]
    if told:
        told.append(numbers_line(sorted(n for _kind, numbers in refused for n in numbers)))
    return told


def sitting_lines(refused: Optional[Refusals], served: bool = False,
                  said_served: bool = False) -> list[Line]:
    """What to say under a sitting: that this PC's class served it (nothing was marked
    again); else what marking it again found (:func:`remarking_lines`), after that its file
    said it was served when it did."""
    if served:
        return [Line(SERVED, (), "ClassResults")]
    said = [Line(SAID_SERVED, (), "ClassResults")] if said_served else []
    return said + remarking_lines(refused)


def limits_line() -> Line:
    """What marking self-study exams again catches and cannot, and which results to rely on."""
    return Line(LIMITS, (), "ClassResults")


def practice_line() -> Line:
    """That practice answers cannot be marked again (they carry no code)."""
    return Line(PRACTICE, (), "ClassResults")
