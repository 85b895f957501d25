"""The trainer's controller: questions in, answers checked, every answer saved at once.

Modes: a chosen drill at a level; weak-area practice, where the scoring core
picks the drill and the case to practise; an exam, whose code gives the same
questions on any PC and whose feedback comes at the end, then a review of
every question. The screen reads ``question``, ``state()`` and ``feedback``; it
computes nothing itself.

The answer clock (a ``Stopwatch``) counts only while the question is on screen:
the screen holds it while the trainer is not the shown tab and while the
application is inactive (``hold_clock`` / ``release_clock``). An exam's time
limit does not pause: it runs on like a wall clock, and the screen says so.

A speed round (``start_speed_round``) asks one question of a drill after another, each
answer checked and saved as in practice (``_finish``), the next question at once; the
rules of its two kinds are the core's (``app.core.trainer.speed``). Its clock runs on
like an exam's, read from ``clock``. It ends when its time is gone (``check_speed_clock``,
which the screen calls every second, or the next answer) or its questions are answered;
then the round is saved and ``speed_end`` says how it went against the trainee's best.
A round stopped (``stop_speed_round``, or any other practice or an exam started) is not
saved; its answers are, as practice. A round cannot start during an exam.

A class joined (``ask_class``) comes first: its question stops a speed round (not saved) and
its served exam abandons a local exam (recorded as abandoned, as quitting does);
``class_stopped`` says which, for the screen to say so. A local exam's end puts away a class
question left unanswered: the screen shows the exam's review.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QObject, Signal

from app.controller.house import active_house, load_book
from app.controller.question_state import question_state
from app.controller.table_state import TableState
from app.core.chips import DEFAULT_DENOMINATIONS
from app.core.errors import AnswerError
from app.core.profiles import HouseProfile
from app.core.text import Line
from app.core.trainer import scoring
from app.core.trainer.answers import Checked, Refusal
from app.core.trainer.drills import DRILLS, generate, targets
from app.core.trainer.exam import ExamResult, ExamSpec, exam_code, exam_questions
from app.core.trainer.parts import Reading
from app.core.trainer.questions import Question
from app.core.trainer.records import AnswerRecord, ExamRecord, Profile, attempt_numbers
from app.core.trainer.scoring import (
    MASTERY_WINDOW,
    TAG_HORIZON,
    AnswerSummary,
    DrillStats,
    DrillTally,
    Timed,
    drill_stats,
    history_points,
    ranked_tags,
    recent_weak_areas,
    tally_stats,
    timed_history,
    weak_areas,
    weak_tags,
)
from app.core.trainer.speed import SpeedKey, SpeedResult, SpeedTally, check_kind
from app.core.trainer.stopwatch import Stopwatch
from app.core.trainer.store import (
    DISK_FULL,
    IN_USE,
    NEWER_VERSION,
    READ_ONLY,
    Exported,
    ProgressStore,
    RefusedValueError,
    SaveProblem,
    StoreError,
    open_progress_store,
)
from app.i18n import qt_translate
from app.system.settings import Settings

log = logging.getLogger(__name__)

class InputError(Exception):
    """A typed part that is not a number, or a field left empty; nothing was scored.

    ``line`` is the sentence the screen shows (the refusal's own, or one naming the field
    left empty)."""

    def __init__(self, key: str, refusal: Refusal, line: Optional[Line] = None) -> None:
        super().__init__(key)
        self.key, self.refusal = key, refusal
        self.line: Line = line if line is not None else refusal.line


def read_answer(question: Question, typed: dict[str, str]) -> dict[str, object]:
    """The typed parts as values; InputError for the first that is not a number.

    In an answer of many fields, a field left empty is refused as not answered, named in
    the sentence, never read as 0; a lone field left empty keeps its own refusal (type an
    amount, seat numbers, a call)."""
    values: dict[str, object] = {}
    reading = Reading(len(question.seats), qt_translate, alone=len(question.parts) == 1)
    for part in question.parts:
        try:
            values[part.key] = part.read(str(typed.get(part.key, "")), reading)
        except AnswerError as e:
            raise InputError(part.key, e.refusal, e.line) from None
    return values


@dataclass(frozen=True)
class Answered:
    """One answered question, as the feedback shows it."""

    question: Question
    checked: Checked
    seconds: float
    chips: tuple[int, ...] = ()  # the chips paid, for a chip answer

    @property
    def correct(self) -> bool:
        return self.checked.correct


@dataclass(frozen=True)
class Reviewed:
    """One exam question for the review at the end: its answer, or None when the time ran
    out (or the exam was left) before it was answered."""

    question: Question
    answered: Optional[Answered]


@dataclass
class ExamRun:
    """An exam in progress."""

    spec: ExamSpec
    code: str
    record: ExamRecord
    plan: list[tuple[str, int, int]]
    deadline: float
    results: list[Answered]


@dataclass
class ClassAsk:
    """A question the class's instructor asked (a live question, or a served exam's): its
    id on the server, whether it is an exam's, how its answer goes to the server
    (``send(ask, values, seconds)``), and whether it went."""

    ask: str
    exam: bool
    send: Callable[[str, dict[str, object], float], None]
    sent: bool = False
    seconds: float = 0.0  # the time taken, once sent


@dataclass
class SpeedRun:
    """A speed round in progress: whose it is, when it started (``clock``), the answers
    counted, and the last answer given (the screen shows whether it was right)."""

    profile_id: int
    started: float
    tally: SpeedTally
    last: Optional[Answered] = None


@dataclass(frozen=True)
class SpeedEnd:
    """A finished round, whether it was saved, and the trainee's best of its drill, level
    and kind since (None when there is none: no round with a right answer, or the bests
    could not be read)."""

    result: SpeedResult
    best: Optional[SpeedResult]
    saved: bool = True

    @property
    def new_best(self) -> bool:
        """This round is the best now (a tie keeps the older one)."""
        return self.best is not None and self.best.id == self.result.id


# What a class's question stopped of the trainee's own (``TrainerController.class_stopped``).
STOPPED_SPEED = "speed"
STOPPED_EXAM = "exam"


class TrainerController(QObject):
    """Serves questions, checks and saves answers, runs exams.

    Signals:
        question_changed: a new question is up.
        answered: the current question was answered (practice: feedback now).
        exam_started: an exam began (the window locks what could give answers away).
        exam_finished: the exam ended; ``exam_review`` has every question with its answer.
        profile_changed: another trainee was chosen, or the trainees' records changed under
            the current one (damaged rows set aside: ``records_set_aside``).
        speed_started: a speed round began (its questions come one after another).
        speed_finished: the round ended; ``speed_end`` has its result and the best, or is
            None when the round was stopped (not saved).
        class_sent: the class question's answer went to the server (its mark comes from
            there: ``class_marked``).
        class_exam_changed: a class's served exam began or ended (``class_exam``).
        class_stopped(str): the class's question stopped the trainee's own speed round
            (``STOPPED_SPEED``) or its served exam abandoned their own exam
            (``STOPPED_EXAM``).
    """

    question_changed = Signal()
    answered = Signal()
    exam_started = Signal()
    exam_finished = Signal()
    profile_changed = Signal()
    speed_started = Signal()
    speed_finished = Signal()
    class_sent = Signal()
    class_exam_changed = Signal()
    class_stopped = Signal(str)

    def __init__(self, settings: Settings, store: ProgressStore,
                 clock: Callable[[], float] = time.monotonic,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.settings, self.store, self.clock = settings, store, clock
        self.rng = random.SystemRandom()
        profiles = store.profiles()
        self.profile: Profile = profiles[0] if profiles else store.add_profile(self.tr("Trainee 1"))
        # Where the trainee left off: the drill and level last practised on this PC.
        self.drill, self.level = settings.get("trainer/drill"), settings.get("trainer/level")
        self.weak = False
        self.exam: Optional[ExamRun] = None
        self.exam_result: Optional[ExamResult] = None
        self.exam_review: list[Reviewed] = []
        self.speed: Optional[SpeedRun] = None
        self.speed_end: Optional[SpeedEnd] = None
        self.question: Optional[Question] = None
        self.last: Optional[Answered] = None
        self.focus: Optional[str] = None  # weak-area practice: the case the question steers to
        self.watch = Stopwatch(lambda: self.clock())
        self._bool_seed_logged = False  # a bool given for a seed: logged the first time
        # A class joined: the question the instructor asked (``ask_class``), whether a served
        # exam runs, and where practice answers go as well (``on_practice``).
        self.class_ask: Optional[ClassAsk] = None
        self.class_exam = False
        self.on_practice: Optional[Callable[[AnswerRecord], None]] = None

    # -- the answer clock -----------------------------------------------------------------
    def hold_clock(self, reason: str) -> None:
        """Stop the answer clock for ``reason`` ("away", "inactive"...)."""
        self.watch.hold(reason)

    def release_clock(self, reason: str) -> None:
        self.watch.release(reason)

    def answer_seconds(self) -> float:
        """The seconds the current question has been on screen so far."""
        return self.watch.seconds()

    # -- trainees ------------------------------------------------------------------------
    def set_profile(self, profile_id: int) -> None:
        self.stop_speed_round()  # a round is one trainee's: another trainee ends it
        self.profile = next(p for p in self.store.profiles() if p.id == profile_id)
        self.profile_changed.emit()

    def add_profile(self, name: str) -> Profile:
        """A new trainee (StoreError with the reason when the name will not do)."""
        self.stop_speed_round()  # a round is one trainee's: another trainee ends it
        self.profile = self.store.add_profile(name)
        self.profile_changed.emit()
        return self.profile

    def rename_profile(self, name: str) -> Profile:
        """A new name for the current trainee (StoreError with the reason when it will not
        do: the rules of ``add_profile``)."""
        self.profile = self.store.rename_profile(self.profile.id, name)
        self.profile_changed.emit()
        return self.profile

    def can_remove_profile(self) -> bool:
        """Whether the current trainee may be removed: not the last one, not mid-exam or
        mid-round."""
        return self.exam is None and self.speed is None and len(self.store.profiles()) > 1

    def remove_profile(self) -> Profile:
        """Take the current trainee off the list (their answers and exams stay, and the
        export of everyone still has them) and switch to the first trainee left; returns the
        removed one. StoreError for the last trainee."""
        if self.exam is not None:
            raise StoreError(self.tr("A trainee cannot be removed during an exam."))
        self.stop_speed_round()
        removed = self.store.remove_profile(self.profile.id)
        self.profile = self.store.profiles()[0]
        self.profile_changed.emit()
        return removed

    def records_set_aside(self) -> None:
        """Damaged rows were set aside while the app ran (the store's background pass): the
        trainees and figures are read again (a trainee set aside is back as a stand-in of
        the same id, listed unless the damaged row read as a removed one)."""
        listed = self.store.profiles()
        self.profile = next((p for p in listed if p.id == self.profile.id), None) \
            or (listed[0] if listed else self.profile)
        self._figures = None
        self.profile_changed.emit()

    def rows_in_use(self) -> frozenset[tuple[str, int]]:
        """The store's rows in use (table, id): the trainee chosen and the exam running. The
        background pass leaves them be, damaged, until they are not (a trainee or an exam
        set aside mid-exam would stop the exam's answers from being saved)."""
        rows = {("profiles", self.profile.id)}
        if self.exam is not None:
            rows.add(("exams", self.exam.record.id))
        return frozenset(rows)

    def answers(self) -> list[AnswerRecord]:
        return self.store.answers(self.profile.id)

    # -- questions -----------------------------------------------------------------------
    @property
    def drill_game(self) -> str:
        """The game of the drill chosen."""
        return DRILLS[self.drill].game

    def start_drill(self, drill: str, level: int, seed: Optional[int] = None) -> None:
        """Practise ``drill`` at ``level`` (the first question from ``seed`` if given)."""
        self.stop_speed_round()
        self.drill, self.level, self.weak, self.exam = drill, level, False, None
        self.settings.set("trainer/drill", drill)
        self.settings.set("trainer/level", level)
        self.next_question(seed)

    def set_level(self, level: int) -> None:
        """The level of the next practice question (the one shown stays as it is)."""
        if level in (1, 2, 3) and level != self.level:
            self.level = level
            self.settings.set("trainer/level", level)

    def start_weak_areas(self, level: int) -> None:
        self.stop_speed_round()
        self.level, self.weak, self.exam = level, True, None
        self.next_question()

    def stop_weak_areas(self) -> None:
        """Back to the chosen drill, at the same level."""
        self.start_drill(self.drill, self.level)

    def next_question(self, seed: Optional[int] = None) -> None:
        """Asks the next question (``seed``: the deal's seed, None for a new random one).

        A bool for a seed is a programming error (a signal's ``checked`` connected straight
        here): it is logged once, with where it came from, and the question is dealt as if
        no seed was given, so the trainee goes on and no row is written with it."""
        if isinstance(seed, bool):
            if not self._bool_seed_logged:
                self._bool_seed_logged = True
                log.error("next_question was given the bool %r as its seed; dealt with a new "
                          "seed instead", seed, stack_info=True)
            seed = None
        self.class_ask = None  # back to practice: the class's question is left
        focus = None
        if self.exam is not None:
            self.weak = False
            drill, level, seed = self.exam.plan[len(self.exam.results)]
        else:
            drill, level = self.drill, self.level
            seed = self.rng.randrange(2**31) if seed is None else seed
            if self.weak:
                drill, focus = self._pick_weak(targets(self.level))
        self.question = generate(drill, level, seed, focus, self.house,
                                 DEFAULT_DENOMINATIONS if self.exam is not None else self.chip_values)
        self.focus = focus
        self.last = None
        self.watch.restart()
        self.question_changed.emit()

    @property
    def chip_values(self) -> tuple[int, ...]:
        """The table's chip values (the chip drills count in them in practice; an exam's code
        does not carry them, so an exam counts in the usual chips, the same on every PC)."""
        return tuple(self.settings.get("chips/denominations"))

    @property
    def house(self) -> HouseProfile:
        """The rules questions are dealt under: an exam's (its code carries them), else the
        active house profile's."""
        return self.exam.spec.house_profile if self.exam is not None else active_house(
            self.settings)

    def saved_houses(self) -> tuple[HouseProfile, ...]:
        """The house profiles on this PC (an exam code names a house's own table by them)."""
        return load_book(self.settings).profiles

    def follow_house(self) -> None:
        """The house profile changed: a practice question not yet answered is asked anew
        under it (an exam keeps the rules its code carries)."""
        if self.exam is None and self.speed is None and self.class_ask is None \
                and self.question is not None and self.last is None:
            # (a round's question is no question to skip; the instructor's keeps its rules)
            self.next_question()

    def _asked(self) -> Question:
        """The question on screen (there is none to answer or show before the first one, and
        after an exam or a speed round ends)."""
        if self.question is None:
            raise RuntimeError("no question is asked")
        return self.question

    def state(self) -> TableState:
        """The table picture of the question (best five shown once it is answered)."""
        return question_state(self._asked(), self.settings, answered=self.last is not None)

    # -- answers -------------------------------------------------------------------------
    def read(self, typed: dict[str, str]) -> dict[str, object]:
        """The typed parts as values; InputError for the first that is not a number."""
        return read_answer(self._asked(), typed)

    def submit(self, typed: dict[str, str]) -> Optional[Answered]:
        """Check typed (or chosen) parts, save the answer, tell the screen. A class's
        question is not marked here: its answer goes to the server (None)."""
        values = self.read(typed)
        if self.class_ask is not None:
            self._send_class(values)
            return None
        return self._finish(self._asked().mark(values), values)

    def submit_chips(self, chips: list[int]) -> Optional[Answered]:
        """Check a payout built from chips (drills whose answer is one amount), or chips
        counted by value (colouring up: the count of each value is the answer)."""
        parts = self._asked().parts
        counted = {p.key: str(chips.count(p.counted_chip)) for p in parts
                   if p.counted_chip is not None}
        if counted:
            return self.submit(counted)
        part = parts[0]
        if self.class_ask is not None:  # the amount paid goes to the server, unmarked
            return self.submit({part.key: str(sum(chips))})
        checked = part.mark_pile(chips, self.settings.get("chips/denominations"))
        return self._finish(checked, {part.key: checked.parts[0].given, "chips": list(chips)},
                            tuple(chips))

    def _finish(self, checked: Checked, given: dict[str, object],
                chips: tuple[int, ...] = ()) -> Answered:
        if self.last is not None:
            return self.last
        q = self._asked()
        seconds = self.watch.seconds()
        answered = Answered(q, checked, seconds, chips)
        stored = AnswerRecord(
            self.profile.id, q.drill, q.level, q.seed, checked.correct, round(seconds, 2),
            json.dumps(given, ensure_ascii=False), json.dumps(q.expected, ensure_ascii=False),
            tuple(sorted(q.tags)), checked.chips_fewest,
            self.exam.record.id if self.exam else None)
        try:
            self.store.record(stored)
        except RefusedValueError as exc:  # a fault of the app, logged by the store: not saved
            raise StoreError(self.tr(
                "This answer was not saved because of a fault in the app (the details are in "
                "its log); everything saved before is safe.")) from exc
        self.last = answered  # only once it is saved: a failed save leaves it answerable
        if self.on_practice is not None and self.exam is None:
            self.on_practice(stored)  # a joined trainee's practice, on the class's PC too
        if self.exam is not None:
            self.exam.results.append(self.last)
            if len(self.exam.results) == len(self.exam.plan) or self.clock() >= self.exam.deadline:
                self._end_exam()
                return self.last
            self.next_question()
            return self.last
        if self.speed is not None:
            self._speed_answered()
            return self.last
        self.answered.emit()
        return self.last

    # -- a class's questions -------------------------------------------------------------
    def ask_class(self, ask: str, question: Question, exam: bool,
                  send: Callable[[str, dict[str, object], float], None]) -> None:
        """Show a question the class's instructor asked (keyless: ``sheets``), in place of
        practice; its answer goes to ``send`` and is marked by the server. Asked again with
        the same ``ask`` (the class's view came again), nothing changes."""
        if self.class_ask is not None and self.class_ask.ask == ask:
            return
        stopped = ""
        if self.speed is not None:
            self.check_speed_clock()  # a round whose time is up is over, and kept
            stopped = STOPPED_SPEED if self.speed is not None else ""
            self.stop_speed_round()
        if exam and self.exam is not None:
            # a served exam comes first: the trainee's own is recorded as abandoned
            try:
                self.abandon_exam()  # (the lock stays: the class's exam holds it)
            except StoreError:
                log.exception("The exam set aside for the class's could not be saved")
            stopped = STOPPED_EXAM
        self.weak = False
        self.set_class_exam(exam)
        self.class_ask = ClassAsk(ask, exam, send)
        self.question, self.last, self.focus = question, None, None
        self.watch.restart()
        if stopped:
            self.class_stopped.emit(stopped)
        self.question_changed.emit()

    def _send_class(self, values: dict[str, object]) -> None:
        ask = self.class_ask
        assert ask is not None  # a class question is asked
        if ask.sent:
            return
        ask.sent, ask.seconds = True, self.watch.seconds()
        ask.send(ask.ask, values, ask.seconds)
        self.class_sent.emit()

    def class_marked(self, ask: str, question: Question, checked: Checked) -> None:
        """The server marked the answer to class question ``ask`` (``question`` with its key
        and derivation put back): the feedback shows it as a practice answer's."""
        current = self.class_ask
        if current is None or current.ask != ask or self.last is not None:
            return
        self.question = question
        self.last = Answered(question, checked, current.seconds)
        self.answered.emit()

    def set_class_exam(self, running: bool) -> None:
        """A class's served exam runs (the window locks as for an exam) or not."""
        if running != self.class_exam:
            self.class_exam = running
            self.class_exam_changed.emit()

    def put_away_question(self) -> None:
        """No question on the side (a class's exam result shown alone); practice goes on
        with ``next_question``. Nothing is saved: a question put away was not answered."""
        if self.class_ask is not None and not self.class_ask.exam and self.last is None:
            return  # a live question waiting for its answer stays
        self.class_ask = None
        self.question, self.last = None, None

    def end_class_question(self) -> None:
        """The class's question is gone (closed before it was answered, an exam over, the
        class left): nothing is left to answer until practice goes on (``next_question``);
        an answered one stays on screen with its mark."""
        if self.class_ask is not None:
            self.class_ask = None
            if self.last is None:
                self.question = None

    # -- exams ---------------------------------------------------------------------------
    def start_exam(self, spec: ExamSpec) -> str:
        """Begin an exam; returns its code (give it to the class for the same questions)."""
        code = exam_code(spec)
        self.stop_speed_round()
        record = self.store.start_exam(self.profile.id, code, spec.questions)
        self.exam = ExamRun(spec, code, record, exam_questions(spec),
                            self.clock() + spec.minutes * 60, [])
        self.exam_review = []
        self.next_question()
        self.exam_started.emit()
        return code

    def exam_seconds_left(self) -> float:
        return max(0.0, self.exam.deadline - self.clock()) if self.exam else 0.0

    def time_up(self) -> None:
        """The exam's time ran out: unanswered questions count as wrong."""
        if self.exam is not None:
            self._end_exam()

    def abandon_exam(self) -> None:
        """The trainee quit mid-exam: record it as abandoned (the answers so far kept)."""
        run = self.exam
        if run is not None:
            self.exam = None
            self.question, self.class_ask = None, None
            self.store.abandon_exam(run.record.id, sum(1 for a in run.results if a.correct))

    def _end_exam(self) -> None:
        run = self.exam
        assert run is not None  # called while an exam runs
        result = ExamResult.of(run.spec, [a.correct for a in run.results])
        self.exam = None  # ended whatever happens below: the lock must not outlive it
        try:
            self.store.finish_exam(run.record.id, result.correct, result.passed)
        except StoreError:
            log.exception("The end of exam %s could not be saved", run.code)
        self.exam_review = [
            Reviewed(run.results[i].question if i < len(run.results)
                     else generate(*plan, house=run.spec.house_profile,
                                   chips=DEFAULT_DENOMINATIONS),
                     run.results[i] if i < len(run.results) else None)
            for i, plan in enumerate(run.plan)]
        # nothing left to answer until the next drill starts (a class question left
        # unanswered is put away: the review takes its place)
        self.question, self.class_ask = None, None
        self.exam_result = result
        self.exam_finished.emit()

    def review_state(self, index: int) -> TableState:
        """The table picture of exam question ``index`` (from 0), best five shown."""
        return question_state(self.exam_review[index].question, self.settings, answered=True)

    def exam_history(self) -> list[tuple[ExamRecord, int]]:
        """The trainee's exams, newest first, each with which sitting of its code it was."""
        exams = self.store.exams(self.profile.id)
        attempts = attempt_numbers(exams)
        return [(e, attempts[e.id]) for e in exams]

    # -- speed rounds --------------------------------------------------------------------
    def start_speed_round(self, drill: str, level: int, kind: str) -> None:
        """A speed round of ``drill`` at ``level``, of ``kind`` (``speed.CLOCK`` or
        ``speed.COUNT``); a round running is stopped first, weak-area practice ends.
        RuntimeError during an exam (the screen offers no round then)."""
        check_kind(kind)
        if self.exam is not None:
            raise RuntimeError("a speed round cannot start during an exam")
        self.stop_speed_round()
        self.drill, self.level, self.weak = drill, level, False
        self.settings.set("trainer/drill", drill)
        self.settings.set("trainer/level", level)
        self.speed_end = None
        self.speed = SpeedRun(self.profile.id, self.clock(), SpeedTally(drill, level, kind))
        self.next_question()
        self.speed_started.emit()

    def speed_elapsed(self) -> float:
        """The seconds the running round has run (0 without one)."""
        return self.clock() - self.speed.started if self.speed is not None else 0.0

    def speed_clock(self) -> float:
        """What the running round's clock shows: a clock round's time left, a count round's
        time taken with its penalties (0 without a round)."""
        return self.speed.tally.clock(self.speed_elapsed()) if self.speed is not None else 0.0

    def check_speed_clock(self) -> None:
        """End the running round if its time is gone (the screen asks every second)."""
        if self.speed is not None and self.speed.tally.over(self.speed_elapsed()):
            self._end_speed_round()

    def stop_speed_round(self) -> None:
        """Stop the running round: not saved (it is no one's best); its answers stay saved
        as practice, and the question on screen stays, to answer as practice."""
        self.check_speed_clock()  # a round whose time is up is over, and kept
        if self.speed is not None:
            self.speed, self.speed_end = None, None
            self.speed_finished.emit()

    def speed_bests(self) -> dict[SpeedKey, SpeedResult]:
        """The trainee's best round of each (drill, level, kind) played."""
        return self.store.speed_bests(self.profile.id)

    def _speed_answered(self) -> None:
        """A round's answer is saved: counted (unless the round's time had run out before
        it), then the round ends or the next question comes at once."""
        run, last = self.speed, self.last
        assert run is not None and last is not None  # an answer of a round, saved
        elapsed = self.speed_elapsed()
        if not run.tally.over(elapsed):
            run.tally = run.tally.answer(last.correct)
        run.last = last
        if run.tally.over(elapsed):
            self._end_speed_round()
        else:
            self.next_question()

    def _end_speed_round(self) -> None:
        run = self.speed
        assert run is not None  # called while a round runs
        result = run.tally.result(self.speed_elapsed())
        result = dataclasses.replace(result, seconds=round(result.seconds, 2))
        self.speed = None  # ended whatever happens below
        best: Optional[SpeedResult] = None
        saved = False
        try:
            result = self.store.record_speed_round(run.profile_id, result)
            saved = True
            best = self.store.speed_bests(run.profile_id).get(result.key)
        except StoreError:
            log.exception("The speed round of %s could not be saved or read back",
                          run.tally.drill)
        self.speed_end = SpeedEnd(result, best, saved)
        self.question = None  # nothing left to answer until the next question is asked for
        self.speed_finished.emit()

    # -- figures: from the store's aggregates, never every answer read ---------------------
    # What the last figures were read at (trainee, exam hidden, newest answer and row set
    # aside) and the figures; the chart's points of each drill shown since.
    _figures: Optional[tuple[tuple[int, Optional[int], tuple[int, int]], AnswerSummary]] = None
    _histories: dict[str, list[tuple[int, float, float]]]  # set with _figures

    def progress_figures(self) -> AnswerSummary:
        """The figures the progress screen shows (``stats``, ``weak_areas``, ``weak_tags``):
        a running exam's answers left out until it ends (its feedback comes at the end).
        Read from the store's indexes once, and again only when an answer was added (here,
        at the no-limit table or in another copy of the app), a damaged row was set aside,
        or the trainee or exam changed."""
        running = self.exam.record.id if self.exam is not None else None
        key = (self.profile.id, running, self.store.answers_mark())
        if self._figures is None or self._figures[0] != key:
            store, pid = self.store, self.profile.id
            tallies = {}
            for drill in store.answer_drills(pid):
                verdicts = store.verdicts(pid, drill, running)
                if verdicts:
                    recent = store.last_answers(pid, drill, MASTERY_WINDOW, running)
                    tallies[drill] = DrillTally(verdicts, tuple(Timed(*r) for r in recent))
            self._figures = (key, AnswerSummary(tallies, tuple(
                store.misses(pid, TAG_HORIZON, running))))
            self._histories = {}
        return self._figures[1]

    def progress_mark(self) -> tuple[object, ...]:
        """Changes whenever what the progress screen shows may have: another trainee, exam
        or level, anything written to the store (here, at the no-limit table or by another
        copy of the app)."""
        running = self.exam.record.id if self.exam is not None else None
        return self.profile.id, running, self.level, self.store.changes_mark()

    def progress_history(self, drill: str) -> list[tuple[int, float, float]]:
        """The chart's points of ``drill`` (``history_points``) for the figures of
        ``progress_figures``."""
        self.progress_figures()  # the figures of now: the points are read again with them
        if drill not in self._histories:
            running = self.exam.record.id if self.exam is not None else None
            timed = self.store.last_answers(self.profile.id, drill, None, running)
            self._histories[drill] = timed_history([Timed(*r) for r in timed])
        return self._histories[drill]

    def drill_figures(self, drill: str, target_seconds: float) -> DrillStats:
        """The current trainee's ``drill_stats`` of ``drill``, every answer counted (the
        trainer's status line), from the store's aggregates."""
        pid = self.profile.id
        recent = self.store.last_answers(pid, drill, MASTERY_WINDOW)
        return tally_stats(drill, DrillTally(self.store.verdicts(pid, drill),
                                             tuple(Timed(*r) for r in recent)), target_seconds)

    def _pick_weak(self, drill_targets: dict[str, float]) -> tuple[str, Optional[str]]:
        """Weak-area practice's next drill and focus (``scoring.pick_next``), from each
        drill's last answers and the chosen drill's recent misses alone."""
        pid = self.profile.id
        recent = {d: [Timed(*r) for r in self.store.last_answers(pid, d, MASTERY_WINDOW)]
                  for d in drill_targets}
        return scoring.pick_from(
            recent_weak_areas(recent, drill_targets),
            lambda drill: self._practised(drill, ranked_tags(
                self.store.misses(pid, TAG_HORIZON, drill=drill))),
            self.rng)

    def _practised(self, drill: str, tags: list[tuple[str, float]]) -> list[tuple[str, float]]:
        """The missed tags weak-area practice may focus on: not a case of the drill that the
        house's rules make impossible at this level (missed at another level or house)."""
        spec = DRILLS[drill]
        offered = spec.offered(self.level, self.house)
        return [(t, w) for t, w in tags if t not in spec.cases or t in offered]

    def export(self, path: Path, everyone: bool) -> Exported:
        """The chosen trainee's answers (or everyone's) as CSV: how many were written, and
        how many damaged ones were left out."""
        return self.store.export_csv(path, None if everyone else self.profile.id)


# The screens import the store's error and the scoring they show from here, never from
# the store or scoring modules themselves (an import-linter contract in pyproject.toml).
__all__ = ["TrainerController", "InputError", "Answered", "StoreError", "DRILLS",
           "DrillStats", "drill_stats", "history_points", "weak_areas", "weak_tags",
           "open_progress_store", "SaveProblem", "READ_ONLY", "DISK_FULL", "NEWER_VERSION", "IN_USE"]
