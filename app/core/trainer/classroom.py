"""The class's results: several trainees' exports merged into one class, with its figures.

:func:`merge` takes the files :func:`~app.core.trainer.class_import.read_export`
read (refused ones too: they are listed with their reason) and gives a
:class:`ClassResults`. Every figure is the one the trainee's own Progress tab
shows, from :mod:`app.core.trainer.scoring`: per drill the count and accuracy
over every answer, the median time over the last ``MASTERY_WINDOW``, mastery;
the weak drills and the missed cases with their weights.

**One trainee, several files.** Trainees are told apart by name regardless of
case, as the store does, so a trainee who practised on two PCs is one
trainee. **One answer, several files.** An answer is recognised by its
trainee, moment (to the second), question (drill, level, seed), answer, key
and time taken (``ExportRow.identity``): a second file holding the same answer
(the everyone export and a one-trainee export of one PC, or one file added
twice) adds nothing. Answers repeated within one file are different answers
(the store wrote each once), so a later file's copies count only beyond as
many as an earlier file held.

**The class's weakest drills** are ranked by the mean of the trainees'
weak-area weights (``scoring.weak_areas``: recent errors, slowness against the
target, a miss just now, few answers yet) over the trainees who answered the
drill; **the weakest cases** by the sum of the trainees' ``weak_tags`` weights
(recent misses count more), with how often and by how many they were missed.

**Exams.** A sitting is an exam code's answers of one trainee on one PC (its
``exam_attempt``); two files holding the same answers of a sitting hold the
same sitting. A trainee's result on a code is their first sitting of it, whatever
its status (a code gives the same questions each time, so a sitting after the
first has seen them and never replaces it), or their first served sitting of
it when they have one; the pass rate is over the trainees whose counted
sitting ended.

**Served or self-study.** A sitting of an exam this PC's class served (read
from this PC's own progress file, ``ExportFile.from_store``: the server made it
and marked each answer as it came, the keys never sent) is *served*: its marks
and status are the server's and it is not marked again; these are the results
to rely on. Every other sitting is self-study, and marked again, a file's
``exam_source`` saying "served" included (a file can say anything; the
sitting says the file claimed it, ``said_served``).

**Exams are marked again** (:mod:`app.core.trainer.remark`): a sitting's every
answer is marked anew against its question rebuilt from the exam code, and the
sitting's right answers and whether it passed come from that marking, never
from a file's ``correct``, ``exam_status`` or a checksum; an answer refused on
the way (not the code's question, unreadable, another key, its mark edited)
counts as wrong and the sitting says how many, by kind. A file's status still
says whether a sitting was abandoned or is unfinished. A sitting whose code
this PC cannot read is not marked again: its answers are counted as the file
marks them and whether it passed is not known. A sitting in which every
question of its code was answered is ended, whatever the file's status says
(an "unfinished" or "abandoned" written over a failed sitting does not set it
aside). What marking again cannot catch: an answer edited to the right one (the
key is in the same row, and follows from the code anyway), or a trainee who works
the answers out with the app: a self-study result is the trainee's word, checked
for consistency. Practice answers carry no code and cannot be marked again: they
are the trainee's own record.
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, Optional, Sequence

from app.core.profiles import HouseProfile
from app.core.text import QT_TRANSLATE_NOOP, Line, Term
from app.core.trainer.class_import import ExportFile, ExportRow
from app.core.trainer.drills import DRILLS
from app.core.trainer.exam import ExamResult, ExamSpec
from app.core.trainer.records import (
    EXAM_ABANDONED,
    EXAM_FAILED,
    EXAM_PASSED,
    EXAM_SELF,
    EXAM_SERVED,
    EXAM_UNFINISHED,
    AnswerRecord,
)
from app.core.trainer.remark import (
    Given,
    Refusals,
    Remarked,
    Remarker,
    refusals,
    sitting_lines,
)
from app.core.trainer.scoring import MASTERY_WINDOW, DrillStats, drill_stats, weak_areas, weak_tags
from app.core.trainer.spreadsheet import text_cell, write_csv

# A drill's band (the mark beside its figures): mastered; under NEEDS_WORK_BELOW right over
# the last answers; slower than the target; else still learning.
MASTERED, LEARNING, SLOW, NEEDS_WORK = "mastered", "learning", "slow", "needs_work"
NEEDS_WORK_BELOW = 0.75
# The weakest drills, and the cases missed most, named in a list: the same number in the
# class window and on a trainee's report, so one trainee's class names what their page does.
NAMED_WEAKEST = 5
ENDED = (EXAM_PASSED, EXAM_FAILED, EXAM_ABANDONED)
# Each band and exam status shown as a mark and a word, never by colour alone.
BAND_MARKS = {MASTERED: "\u2713", LEARNING: "\u25cb", SLOW: "\u23f1", NEEDS_WORK: "\u2717"}
BAND_WORDS = {band: Term(band, text, "ClassResults") for band, text in (
    (MASTERED, QT_TRANSLATE_NOOP("ClassResults", "mastered")),
    (LEARNING, QT_TRANSLATE_NOOP("ClassResults", "learning")),
    (SLOW, QT_TRANSLATE_NOOP("ClassResults", "slow")),
    (NEEDS_WORK, QT_TRANSLATE_NOOP("ClassResults", "needs work")))}
STATUS_MARKS = {EXAM_PASSED: "\u2713", EXAM_FAILED: "\u2717", EXAM_ABANDONED: "\u2717",
                EXAM_UNFINISHED: "\u2026", "": "?"}
STATUS_WORDS = {status: Term(status, text, "ClassResults") for status, text in (
    (EXAM_PASSED, QT_TRANSLATE_NOOP("ClassResults", "passed")),
    (EXAM_FAILED, QT_TRANSLATE_NOOP("ClassResults", "failed")),
    (EXAM_ABANDONED, QT_TRANSLATE_NOOP("ClassResults", "abandoned")),
    (EXAM_UNFINISHED, QT_TRANSLATE_NOOP("ClassResults", "unfinished")),
    ("", QT_TRANSLATE_NOOP("ClassResults", "not known")))}
# Where a sitting's result comes from (served: a result to rely on), a word beside it.
SOURCE_WORDS = {source: Term(source, text, "ClassResults") for source, text in (
    (EXAM_SERVED, QT_TRANSLATE_NOOP("ClassResults", "served")),
    (EXAM_SELF, QT_TRANSLATE_NOOP("ClassResults", "self-study")))}
CLASS_CSV_COLUMNS = ("trainee", "drill", "level", "answers", "correct", "accuracy_percent",
                     "last_30_percent", "median_seconds", "target_seconds", "result")


@dataclass(frozen=True)
class DrillResult:
    """One trainee's figures in one drill, against the target of the level most of their
    last answers were at."""

    stats: DrillStats
    correct: int  # the answers right, of ``stats.count``
    level: int
    target: float

    @property
    def band(self) -> str:
        """MASTERED, NEEDS_WORK (under ``NEEDS_WORK_BELOW`` right lately), SLOW (the median
        time over the target) or LEARNING."""
        if self.stats.mastered:
            return MASTERED
        if self.stats.recent_accuracy < NEEDS_WORK_BELOW:
            return NEEDS_WORK
        median = self.stats.median_seconds
        return SLOW if median is not None and median > self.target else LEARNING


@dataclass(frozen=True)
class ExamSitting:
    """One trainee's sitting of an exam code; ``spec`` None when the code cannot be read
    (then the questions are not known, only those answered)."""

    trainee: str
    code: str
    started: str  # the moment of its first answer
    answered: int
    correct: int
    status: str  # an EXAM_ status, "" when not known
    spec: Optional[ExamSpec]
    number: int = 1  # which sitting of the code it was for the trainee, 1 the first
    # The answers refused when marked again, by kind (remark.REFUSALS' order, kinds with
    # none left out), each with the numbers of its answers (from 1, in the order answered);
    # None: not marked again (this PC cannot read the code).
    refused: Optional[Refusals] = None
    # served by this PC's class (read from its own progress file): the server's marks, not
    # marked again, a result to rely on
    served: bool = False
    # a file said it was served (its exam_source), which a file cannot prove: marked again
    said_served: bool = False

    @property
    def remarked(self) -> bool:
        """Whether the sitting's answers were marked again from its code."""
        return self.refused is not None

    @property
    def source(self) -> str:
        """EXAM_SERVED (by this PC's class) or EXAM_SELF."""
        return EXAM_SERVED if self.served else EXAM_SELF

    @property
    def notes(self) -> list[Line]:
        """What the window and the report say under the sitting (``remark.sitting_lines``)."""
        return sitting_lines(self.refused, self.served, self.said_served)

    @property
    def result(self) -> Optional[ExamResult]:
        if self.spec is None:
            return None
        return ExamResult(self.correct, self.answered, self.spec.questions, self.spec.pass_percent)


@dataclass(frozen=True)
class ExamSummary:
    """An exam code across the class: each trainee's counted sitting, by name."""

    code: str
    spec: Optional[ExamSpec]
    results: tuple[ExamSitting, ...]
    sittings: Mapping[str, int]  # trainee -> how many times they sat the code

    @property
    def ended(self) -> int:
        return sum(r.status in ENDED for r in self.results)

    @property
    def passed(self) -> int:
        return sum(r.status == EXAM_PASSED for r in self.results)

    @property
    def pass_rate(self) -> Optional[float]:
        """Passed over the trainees whose counted sitting ended; None when none did."""
        return self.passed / self.ended if self.ended else None


@dataclass(frozen=True)
class Trainee:
    """One trainee of the class: their figures, from every answer once. The answers
    themselves stay in the merging: a year of a lab's holds hundreds of thousands, and the
    window and the reports need only these."""

    name: str
    answered: int  # their answers, each once
    first_answer: str  # the moment of the first (ISO 8601, UTC, as the store writes it)
    last_answer: str  # ... and of the last
    drills: Mapping[str, DrillResult]  # the drills answered, in the app's order
    weak_drills: tuple[tuple[str, float], ...]  # weakest first (scoring.weak_areas)
    weak_cases: tuple[tuple[str, float], ...]  # most missed first (scoring.weak_tags)
    exams: tuple[ExamSitting, ...]  # oldest first
    misses: Mapping[str, int]  # the wrong answers each case (tag) was on

    @property
    def drills_to_work_on(self) -> tuple[str, ...]:
        """The weakest drills not mastered, weakest first, as many as a list names."""
        weak = (d for d, _w in self.weak_drills if self.drills[d].band != MASTERED)
        return tuple(weak)[:NAMED_WEAKEST]

    @property
    def cases_missed(self) -> tuple[WeakCase, ...]:
        """The cases missed most lately, as many as a list names, each with its misses."""
        return tuple(WeakCase(tag, weight, self.misses.get(tag, 0), 1)
                     for tag, weight in self.weak_cases[:NAMED_WEAKEST])


@dataclass(frozen=True)
class WeakDrill:
    """A drill of the class's, weakest first: the mean weak-area weight of the trainees who
    answered it, how many did, and the class's answers and right ones."""

    drill: str
    weight: float
    trainees: int
    answers: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers


@dataclass(frozen=True)
class WeakCase:
    """A case (tag) the class missed: the sum of the trainees' weights, the misses and how
    many trainees missed it."""

    tag: str
    weight: float
    misses: int
    trainees: int


@dataclass(frozen=True)
class FileRead:
    """A file as the class read it: the answers it holds and how many were new (not read
    from an earlier file already), its trainees, or why it was refused."""

    path: Path
    answers: int
    new: int
    trainees: tuple[str, ...]
    refusal: Optional[Line] = None
    from_store: bool = False  # this PC's own progress file, read directly

    @property
    def repeated(self) -> int:
        """The answers an earlier file held already (counted once, there)."""
        return self.answers - self.new


@dataclass(frozen=True)
class ClassResults:
    """The merged class: the files, the trainees by name, the weakest drills and cases,
    the exams by code."""

    files: tuple[FileRead, ...]
    trainees: tuple[Trainee, ...]
    weak_drills: tuple[WeakDrill, ...]
    weak_cases: tuple[WeakCase, ...]
    exams: tuple[ExamSummary, ...]

    @property
    def drills(self) -> tuple[str, ...]:
        """The drills anyone answered, in the app's order."""
        answered = {d for t in self.trainees for d in t.drills}
        return tuple(d for d in DRILLS if d in answered)

    @property
    def answers(self) -> int:
        """Every trainee's answers, each once."""
        return sum(t.answered for t in self.trainees)

    @property
    def drills_named(self) -> tuple[WeakDrill, ...]:
        """The class's weakest drills, as many as a list names."""
        return self.weak_drills[:NAMED_WEAKEST]

    @property
    def cases_missed(self) -> tuple[WeakCase, ...]:
        """The cases the class missed most lately, as many as a list names."""
        return self.weak_cases[:NAMED_WEAKEST]


# -- merging ---------------------------------------------------------------------------------
_Sitting = tuple[int, str, str, Optional[int]]  # file, trainee key, code, attempt on its PC


class _Sittings:
    """The sittings of the files, joined when two hold the same answers (a union-find)."""

    def __init__(self) -> None:
        self.parent: dict[_Sitting, _Sitting] = {}
        self.statuses: dict[_Sitting, list[str]] = {}
        self._told: Optional[dict[_Sitting, list[str]]] = None  # by root, once joined
        self.served: set[_Sitting] = set()  # served by this PC's class: never joined
        self.said_served: set[_Sitting] = set()  # a file says served, unproven
        self._said: Optional[set[_Sitting]] = None  # their roots, once joined

    def add(self, sitting: _Sitting, status: str, served: bool = False,
            said_served: bool = False) -> None:
        self.parent.setdefault(sitting, sitting)
        self.statuses.setdefault(sitting, []).append(status)
        if served:
            self.served.add(sitting)
        elif said_served:
            self.said_served.add(sitting)
        self._told = self._said = None

    def find(self, sitting: _Sitting) -> _Sitting:
        while self.parent[sitting] != sitting:
            sitting = self.parent[sitting]
        return sitting

    def join(self, one: _Sitting, other: _Sitting) -> None:
        self.parent[self.find(other)] = self.find(one)
        self._told = self._said = None

    def said_roots(self) -> set[_Sitting]:
        """The sittings (by root) a file said were served."""
        if self._said is None:
            self._said = {self.find(k) for k in self.said_served}
        return self._said

    def status(self, root: _Sitting) -> str:
        """The most final status any copy of the sitting has (an ended one over unfinished,
        which a file exported mid-exam says, over none)."""
        if self._told is None:  # every sitting's statuses gathered under its root, once
            self._told = {}
            for k, ss in self.statuses.items():
                self._told.setdefault(self.find(k), []).extend(ss)
        return max(self._told.get(root, ()), key=lambda s: (s in ENDED, s == EXAM_UNFINISHED),
                   default="")


@dataclass(frozen=True)
class _Kept:
    row: ExportRow
    order: tuple[int, int]  # file, row: the order of answers given at the same second
    sitting: Optional[_Sitting]


def _sitting_of(index: int, row: ExportRow) -> Optional[_Sitting]:
    return (index, row.trainee_key, row.exam_code, row.exam_attempt) if row.exam_code else None


def _served(f: ExportFile, row: ExportRow) -> bool:
    """The answer is one of a sitting this PC's class served: read from this PC's own
    progress file, which says so (a file's word alone is not enough)."""
    return f.from_store and row.exam_source == EXAM_SERVED


def _keep(files: Sequence[ExportFile]) -> tuple[list[_Kept], list[FileRead], _Sittings]:
    """Every answer once, with the files' notes and the sittings joined."""
    kept: dict[tuple[object, ...], _Kept] = {}
    sittings, notes = _Sittings(), []
    for index, f in enumerate(files):
        here: Counter[tuple[object, ...]] = Counter()
        new = 0
        for number, row in enumerate(f.rows):
            identity = row.identity
            here[identity] += 1
            key = (*identity, here[identity])
            sitting = _sitting_of(index, row)
            served = sitting is not None and _served(f, row)
            if sitting is not None:
                sittings.add(sitting, row.exam_status, served, row.exam_source == EXAM_SERVED)
            if key in kept:
                first = kept[key].sitting
                if served and first not in sittings.served:  # the store's copy is the one kept
                    kept[key] = _Kept(row, (index, number), sitting)
                elif sitting is not None and first is not None and not served \
                        and first not in sittings.served:
                    # a served sitting is never joined with a file's: a row copied from it
                    # would bring the file's other rows in, unmarked
                    sittings.join(first, sitting)
                continue
            kept[key] = _Kept(row, (index, number), sitting)
            new += 1
        notes.append(FileRead(f.path, len(f.rows), new, f.trainees, f.refusal, f.from_store))
    return sorted(kept.values(), key=lambda k: (k.row.at, k.order)), notes, sittings


def _record(k: _Kept, trainee: int, exam: Optional[int],
            remarked: Optional[Remarked]) -> AnswerRecord:
    r = k.row
    return AnswerRecord(profile_id=trainee, drill=r.drill, level=r.level, seed=r.seed,
                        correct=r.correct if remarked is None else remarked.right,
                        seconds=r.seconds, answer=r.answer,
                        expected=r.expected, tags=r.tags, chips_fewest=r.chips_fewest,
                        exam_id=exam, at=r.at)


def _level(answers: Sequence[AnswerRecord]) -> int:
    """The level most of the last answers were at (the higher on a tie)."""
    counts = Counter(a.level for a in answers[-MASTERY_WINDOW:])
    return max(counts, key=lambda level: (counts[level], level))


def _drill_results(answers: Sequence[AnswerRecord]) -> dict[str, DrillResult]:
    by_drill: dict[str, list[AnswerRecord]] = {}
    for a in answers:
        by_drill.setdefault(a.drill, []).append(a)
    out = {}
    for drill in DRILLS.values():
        mine = by_drill.get(drill.id)
        if mine:
            level = _level(mine)
            target = drill.targets[level - 1]
            out[drill.id] = DrillResult(drill_stats(mine, drill.id, target),
                                        sum(a.correct for a in mine), level, target)
    return out


def _judged(status: str, correct: int, answered: int, spec: Optional[ExamSpec],
            served: bool = False) -> str:
    """The sitting's status: ended, passed or failed by the exam's rule on its marks, when
    every question of its code was answered, whatever the file says; else abandoned or
    unfinished as the file says; else a served sitting's status as this PC's class stored
    it; else (the file says passed, failed or nothing) passed or failed by the exam's
    rule, or not known ("") when the code cannot be read (``spec`` None)."""
    if spec is not None and answered >= spec.questions:
        result = ExamResult(correct, answered, spec.questions, spec.pass_percent)
        return EXAM_PASSED if result.passed else EXAM_FAILED
    if status in (EXAM_ABANDONED, EXAM_UNFINISHED) or served:
        return status
    if spec is None:
        return ""
    result = ExamResult(correct, answered, spec.questions, spec.pass_percent)
    return EXAM_PASSED if result.passed else EXAM_FAILED


def _remark(kept: Sequence[_Kept], exam_of: Sequence[Optional[int]], roots: Sequence[_Sitting],
            remarker: Remarker, served: set[_Sitting]
            ) -> tuple[dict[int, Remarked], dict[int, Refusals]]:
    """Every self-study sitting's answers marked again from its code: each exam answer's
    mark (by its place in ``kept``), and each sitting's refusals (by exam id; a sitting
    whose code this PC cannot read, or that this PC's class served, is in neither)."""
    by_exam: dict[int, list[int]] = {}
    for i, exam in enumerate(exam_of):
        if exam is not None and roots[exam] not in served:
            by_exam.setdefault(exam, []).append(i)
    marks: dict[int, Remarked] = {}
    refused: dict[int, Refusals] = {}
    for exam, places in by_exam.items():
        rows = [kept[i].row for i in places]
        got = remarker.sitting(roots[exam][2], [
            Given(r.drill, r.level, r.seed, r.correct, r.answer, r.expected) for r in rows])
        if got is not None:
            marks.update(zip(places, got, strict=True))
            refused[exam] = refusals(got)
    return marks, refused


def _sittings(name: str, answers: Sequence[AnswerRecord], roots: Sequence[_Sitting],
              sittings: _Sittings, remarker: Remarker,
              refused: Mapping[int, Refusals]) -> list[ExamSitting]:
    """A trainee's sittings (``answers`` oldest first), oldest first, numbered per code."""
    by_exam: dict[int, list[AnswerRecord]] = {}
    for a in answers:
        if a.exam_id is not None:
            by_exam.setdefault(a.exam_id, []).append(a)
    out, seen = [], Counter[str]()
    for exam_id, mine in by_exam.items():
        code = roots[exam_id][2]
        spec = remarker.spec(code)  # None: a code this PC cannot read, not marked again
        correct = sum(a.correct for a in mine)
        seen[code] += 1
        root = roots[exam_id]
        served = root in sittings.served
        said = not served and root in sittings.said_roots()
        out.append(ExamSitting(name, code, mine[0].at, len(mine), correct,
                               _judged(sittings.status(root), correct, len(mine), spec, served),
                               spec, seen[code], refused.get(exam_id), served, said))
    return out


def _trainees(kept: Sequence[_Kept], sittings: _Sittings, remarker: Remarker) -> list[Trainee]:
    """The trainees by name, each with their answers (``kept`` is oldest first)."""
    first: dict[str, tuple[tuple[int, int], str]] = {}  # each trainee as first written
    for k in kept:
        key = k.row.trainee_key
        if key not in first or k.order < first[key][0]:
            first[key] = (k.order, k.row.name)
    names = {key: name for key, (_order, name) in first.items()}
    order = {key: i for i, key in enumerate(sorted(names, key=lambda key: (key, names[key])))}
    roots = list(dict.fromkeys(sittings.find(k.sitting) for k in kept if k.sitting is not None))
    exam_ids = {root: i for i, root in enumerate(roots)}
    exam_of = [None if k.sitting is None else exam_ids[sittings.find(k.sitting)] for k in kept]
    marks, refused = _remark(kept, exam_of, roots, remarker, sittings.served)
    answers: list[list[AnswerRecord]] = [[] for _ in order]
    for i, (k, exam) in enumerate(zip(kept, exam_of, strict=True)):
        index = order[k.row.trainee_key]
        answers[index].append(_record(k, index, exam, marks.get(i)))
    out = []
    for key, index in order.items():
        mine = tuple(answers[index])
        drills = _drill_results(mine)
        targets = {d: r.target for d, r in drills.items()}
        out.append(Trainee(names[key], len(mine), mine[0].at, max(a.at for a in mine), drills,
                           tuple(weak_areas(mine, targets)), tuple(weak_tags(mine)),
                           tuple(_sittings(names[key], mine, roots, sittings, remarker, refused)),
                           dict(_misses(mine))))
    return out


def _weak_drills(trainees: Sequence[Trainee]) -> list[WeakDrill]:
    weights: dict[str, list[float]] = {}
    for t in trainees:
        for drill, weight in t.weak_drills:
            weights.setdefault(drill, []).append(weight)
    answers: Counter[str] = Counter()
    right: Counter[str] = Counter()
    for t in trainees:
        for drill, result in t.drills.items():
            answers[drill] += result.stats.count
            right[drill] += result.correct
    out = []
    for drill in DRILLS:
        if drill in weights:
            out.append(WeakDrill(drill, statistics.fmean(weights[drill]), len(weights[drill]),
                                 answers[drill], right[drill]))
    return sorted(out, key=lambda w: -w.weight)


def _misses(answers: Iterable[AnswerRecord]) -> Counter[str]:
    """How many wrong answers each case (tag) was on."""
    return Counter(tag for a in answers if not a.correct for tag in set(a.tags))


def _weak_cases(trainees: Sequence[Trainee]) -> list[WeakCase]:
    weights: dict[str, float] = {}
    misses: Counter[str] = Counter()
    missed_by: Counter[str] = Counter()
    for t in trainees:
        for tag, weight in t.weak_cases:
            weights[tag] = weights.get(tag, 0.0) + weight
            missed_by[tag] += 1
        misses.update(t.misses)
    return sorted((WeakCase(tag, w, misses[tag], missed_by[tag]) for tag, w in weights.items()),
                  key=lambda c: (-c.weight, c.tag))


def _exams(trainees: Sequence[Trainee]) -> list[ExamSummary]:
    """Per code (in the order first sat), each trainee's first served sitting, else their
    first sitting whatever its status (one after it has seen the questions: it never
    replaces the first), and how many times each sat it."""
    by_code: dict[str, list[ExamSitting]] = {}
    for s in sorted((s for t in trainees for s in t.exams), key=lambda s: s.started):
        by_code.setdefault(s.code, []).append(s)
    out = []
    for code, sat in by_code.items():
        counted: dict[str, ExamSitting] = {}
        for s in sat:
            if s.trainee not in counted or (s.served and not counted[s.trainee].served):
                counted[s.trainee] = s
        results = tuple(counted[t.name] for t in trainees if t.name in counted)
        out.append(ExamSummary(code, sat[0].spec, results, Counter(s.trainee for s in sat)))
    return out


def merge(files: Sequence[ExportFile], known_houses: Sequence[HouseProfile] = ()) -> ClassResults:
    """The class of ``files`` (in the order given; a refused file is listed, nothing read),
    its exams marked again from their codes (a house's own pay table named by one of
    ``known_houses``, this PC's house profiles)."""
    kept, notes, sittings = _keep(files)
    trainees = _trainees(kept, sittings, Remarker(known_houses))
    return ClassResults(tuple(notes), tuple(trainees), tuple(_weak_drills(trainees)),
                        tuple(_weak_cases(trainees)), tuple(_exams(trainees)))


# -- the class table as CSV ------------------------------------------------------------------
def class_rows(results: ClassResults) -> Iterable[tuple[object, ...]]:
    """One row per trainee and drill answered, the columns of ``CLASS_CSV_COLUMNS``."""
    for t in results.trainees:
        for drill, r in t.drills.items():
            s = r.stats
            median = "" if s.median_seconds is None else f"{s.median_seconds:.1f}"
            yield (text_cell(t.name), drill, r.level, s.count, r.correct,
                   f"{s.accuracy * 100:.1f}", f"{s.recent_accuracy * 100:.1f}", median,
                   f"{r.target:g}", r.band)


def write_class_csv(results: ClassResults, path: Path) -> int:
    """The class table into ``path`` (UTF-8 with a byte-order mark, written whole or not
    at all); the number of rows. StoreError when it cannot be written."""
    rows = list(class_rows(results))
    write_csv(path, CLASS_CSV_COLUMNS, rows)
    return len(rows)
