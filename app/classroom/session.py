"""The class's state, pure Python (no aiohttp): its members, the live question, the served
exams, kept in the app's progress store so that a class started again continues (same
join code, tokens, exams, clocks and answers). The server (``server``) calls it from its
one event loop; an answer is taken in two steps (``begin_answer``, then ``finish_answer``
once the store has saved it with its receipt), so that answers arriving together are saved
in one transaction (``ProgressStore.record_received``).

What a trainee may see: their own view alone (``member_view``), the key of a live question
only once it is revealed, an exam's question one at a time without its key (a sheet), its
marks only once the instructor releases them; never the exam's code, seed or plan."""

from __future__ import annotations

import calendar
import hashlib
import hmac
import importlib
import json
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from app.classroom import protocol as p
from app.core.errors import SheetError, StoreError
from app.core.profiles import STANDARD, HouseProfile, read_profile
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.exam import ExamResult, ExamSpec, exam_questions, parse_exam_code
from app.core.trainer.questions import Question
from app.core.trainer.records import AnswerRecord
from app.core.trainer.sheets import (
    given_from_wire,
    given_to_wire,
    marked_sheet,
    question_sheet,
    spread,
)
from app.core.trainer.store import ProgressStore, checked_name


class ClassError(Exception):
    """A request the class refuses: its HTTP status, error id and English sentence."""

    def __init__(self, status: int, error: str, message: str) -> None:
        super().__init__(message)
        self.status, self.error, self.message = status, error, message


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _epoch(stamp: str) -> float:
    return float(calendar.timegm(time.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ")))


@dataclass
class Member:
    id: int
    name: str
    profile_id: int
    token: str  # its hash
    removed: bool = False
    rejoined: bool = False
    connected: int = 0  # open WebSockets


@dataclass
class Live:
    ask: str
    question: Question
    sheet: dict[str, Any]
    status: str = "open"  # open -> closed (the spread) -> revealed (the key)
    given: dict[int, dict[str, object]] = field(default_factory=dict)  # member -> answer


@dataclass
class Sitting:
    id: int
    exam_id: Optional[int]  # the exams row of the member's profile
    given: list[Optional[dict[str, object]]] = field(default_factory=list)  # in order
    marks: list[bool] = field(default_factory=list)
    busy: bool = False  # an answer is being saved


@dataclass
class Served:
    id: int
    code: str
    spec: ExamSpec
    house: HouseProfile
    plan: list[tuple[str, int, int]]
    started: float
    ended: bool = False
    released: bool = False
    sittings: dict[int, Sitting] = field(default_factory=dict)  # member id -> sitting
    questions: dict[int, Question] = field(default_factory=dict)  # index -> question

    @property
    def state(self) -> str:
        return "released" if self.released else "ended" if self.ended else "running"

    def question(self, index: int) -> Question:
        if index not in self.questions:
            drill, level, seed = self.plan[index]
            self.questions[index] = generate(drill, level, seed, house=self.house)
        return self.questions[index]

    def seconds_left(self, now: float) -> int:
        return max(0, int(self.started + self.spec.minutes * 60 - now))


@dataclass
class Pending:
    """An answer marked and waiting for the store: the record, its uid, and what to do once
    it is saved (``finish_answer``)."""

    uid: str
    record: AnswerRecord
    apply: Callable[[], None] = lambda: None
    release: Callable[[], None] = lambda: None


class Session:
    """One class on the instructor's store (see the module's description)."""

    def __init__(self, store: ProgressStore, code: Optional[str] = None,
                 clock: Callable[[], float] = time.time,
                 live_question: Optional[Callable[[Any], Question]] = None) -> None:
        self.store, self.clock = store, clock
        self._live_question = live_question
        found = store.open_class()
        if found is not None and code not in (None, found["code"]):
            store.end_class(found["id"])
            found = None
        self.row = found if found is not None else store.start_class(code or p.new_join_code())
        self.code: str = self.row["code"]
        self.members: dict[int, Member] = {}
        for m in store.class_members(self.row["id"]):
            self.members[m["id"]] = Member(m["id"], m["name"], m["profile_id"], m["token"],
                                           m["removed"] is not None)
        self.live: Optional[Live] = None
        self._asks = 0
        self.exam: Optional[Served] = None
        exams = store.class_exams(self.row["id"])
        if exams:
            self.exam = self._served(exams[-1])

    # -- the store's rows as the class --------------------------------------------------------
    def _served(self, row: dict[str, Any]) -> Served:
        house = STANDARD if row["house"] is None else read_profile(row["house"])
        spec = parse_exam_code(row["code"], tuple(DRILLS), (house,))
        served = Served(row["id"], row["code"], spec, house, exam_questions(spec),
                        _epoch(row["started"]), row["ended"] is not None,
                        row["released"] is not None)
        for s in self.store.sittings(row["id"]):
            sitting = Sitting(s["id"], s["exam_id"])
            member = self.members.get(s["member_id"])
            if member is not None and s["exam_id"] is not None:
                done = [a for a in self.store.answers(member.profile_id)
                        if a.exam_id == s["exam_id"]]
                for index, a in enumerate(done[:spec.questions]):
                    try:
                        given = given_from_wire(served.question(index), json.loads(a.answer))
                    except (SheetError, ValueError):
                        given = None
                    sitting.given.append(given)
                    sitting.marks.append(a.correct)
            served.sittings[s["member_id"]] = sitting
        return served

    # -- members -------------------------------------------------------------------------------
    def check_code(self, code: Any) -> None:
        if not isinstance(code, str) or not hmac.compare_digest(
                code.strip().upper().encode(), self.code.encode()):
            raise ClassError(403, p.WRONG_CODE, "This is not the class's join code.")

    def join(self, code: Any, name: Any, token: Any = None) -> p.Joined:
        """A trainee joins (or joins again): with their token, as the same member; with the
        name of a member who lost theirs, as that member with a new token (``rejoined``)."""
        self.check_code(code)
        if isinstance(token, str) and token:
            member = self.member_of(token)
            return p.Joined(token, member.id, member.name)
        if not isinstance(name, str):
            raise ClassError(400, p.BAD_NAME, "A name is needed to join.")
        try:
            clean, key = checked_name(name)
        except StoreError as exc:
            raise ClassError(400, p.BAD_NAME, str(exc)) from None
        token = p.new_secret()
        same = [m for m in self.members.values() if m.name.casefold() == key]
        if same:
            member = same[-1]
            if member.removed:
                raise ClassError(403, p.REMOVED, "The instructor removed this trainee.")
            self.store.set_member_token(member.id, token_hash(token))
            member.token, member.rejoined = token_hash(token), True
            return p.Joined(token, member.id, member.name)
        if sum(not m.removed for m in self.members.values()) >= p.MAX_MEMBERS:
            raise ClassError(409, p.CLASS_FULL, "The class is full.")
        row = self.store.join_class(self.row["id"], clean, token_hash(token))
        member = Member(row["id"], row["name"], row["profile_id"], row["token"])
        self.members[member.id] = member
        if self.exam is not None and not self.exam.ended:
            self._sit(self.exam, member)
        return p.Joined(token, member.id, member.name)

    def member_of(self, token: Any) -> Member:
        """The member whose token this is; 401 for none (403 once removed)."""
        if not isinstance(token, str) or not token:
            raise ClassError(401, p.TOKEN, "A trainee's token is needed.")
        digest = token_hash(token)
        for member in self.members.values():
            if hmac.compare_digest(member.token, digest):
                if member.removed:
                    raise ClassError(403, p.REMOVED, "The instructor removed this trainee.")
                return member
        raise ClassError(401, p.TOKEN, "This token is not one of the class's.")

    def remove(self, member_id: Any) -> Member:
        member = self.members.get(member_id) if type(member_id) is int else None
        if member is None or member.removed:
            raise ClassError(404, p.NOT_FOUND, "There is no such member.")
        self.store.remove_member(member.id)
        member.removed = True
        return member

    # -- the live question ----------------------------------------------------------------------
    def ask(self, source: Any) -> str:
        make = self._live_question
        if make is None:
            make = importlib.import_module("app.core.trainer.live").live_question
        try:
            question = make(source)
        except (SheetError, ValueError) as exc:
            raise ClassError(400, p.BAD_REQUEST, str(exc)) from None
        self._asks += 1
        ask = f"q{self._asks}"
        self.live = Live(ask, question, question_sheet(question))
        return ask

    def close(self) -> None:
        if self.live is None or self.live.status != "open":
            raise ClassError(409, p.NOT_NOW, "No question is open.")
        self.live.status = "closed"

    def reveal(self) -> None:
        if self.live is None or self.live.status == "revealed":
            raise ClassError(409, p.NOT_NOW, "No question is waiting for its key.")
        self.live.status = "revealed"

    # -- answers ---------------------------------------------------------------------------------
    def begin_answer(self, member: Member, ask: Any, given_wire: Any, seconds: Any,
                     uid: Any) -> Pending | bool:
        """An answer checked and marked, to be saved; or, when it needs no saving, whether
        it counted (a live question's answer: the member's first; a second delivery of an
        answer saved already: False); ClassError when it is refused."""
        uid = _uid(member, uid)
        if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) \
                or not 0 <= seconds < 100000:
            raise ClassError(400, p.BAD_REQUEST, "The seconds must be a number.")
        if self.store.received(uid):
            return False
        if self.live is not None and ask == self.live.ask:
            if self.live.status != "open":
                raise ClassError(409, p.NOT_NOW, "This question is closed.")
            if member.id in self.live.given:
                return False
            self.live.given[member.id] = self._given(self.live.question, given_wire)
            return True
        served = self.exam
        if served is None or not isinstance(ask, str) or len(ask) > p.MAX_ASK \
                or not ask.startswith(f"e{served.id}."):
            raise ClassError(409, p.NOT_NOW, "This question is not asked now.")
        sitting = served.sittings.get(member.id)
        index = len(sitting.given) if sitting is not None else -1
        if sitting is None or ask != f"e{served.id}.{index}" or index >= len(served.plan):
            raise ClassError(409, p.NOT_NOW, "This question is not asked now.")
        if served.ended or served.seconds_left(self.clock()) <= 0:
            raise ClassError(409, p.NOT_NOW, "The exam's time is up.")
        if sitting.busy:
            raise ClassError(409, p.NOT_NOW, "The last answer is still being saved.")
        q = served.question(index)
        given = self._given(q, given_wire)
        checked = q.mark(given)
        record = AnswerRecord(
            member.profile_id, q.drill, q.level, q.seed, checked.correct,
            round(float(seconds), 2), json.dumps(given_to_wire(q, given), ensure_ascii=False),
            json.dumps(given_to_wire(q, q.expected), ensure_ascii=False),
            tuple(sorted(q.tags)), checked.chips_fewest, sitting.exam_id)
        sitting.busy = True

        def apply() -> None:
            sitting.given.append(given)
            sitting.marks.append(checked.correct)
            if all(len(s.given) >= len(served.plan) for s in served.sittings.values()):
                self.end_exam()

        def release() -> None:
            sitting.busy = False
        return Pending(uid, record, apply, release)

    def practice(self, member: Member, data: Any, uid: Any) -> Pending:
        """A practice answer from a joined trainee's PC, as its store saved it, to be saved
        under their profile here too (what their PC marked: self-study, see the docs)."""
        uid = _uid(member, uid)
        d = data if isinstance(data, dict) else {}
        try:
            tags = d.get("tags") or []
            fewest = d.get("chips_fewest")
            record = AnswerRecord(
                member.profile_id, _field(d, "drill", str), _field(d, "level", int),
                _field(d, "seed", int), _field(d, "correct", bool),
                float(_field(d, "seconds", (int, float))), _field(d, "answer", str),
                _field(d, "expected", str),
                tuple(t for t in tags if isinstance(t, str)) if isinstance(tags, list) else (),
                fewest if isinstance(fewest, bool) else None)
        except (TypeError, ValueError) as exc:
            raise ClassError(400, p.BAD_REQUEST, f"Not a practice answer: {exc}") from None
        if record.drill not in DRILLS or record.level not in (1, 2, 3) \
                or not 0 <= record.seconds < 100000:
            raise ClassError(400, p.BAD_REQUEST, "Not a practice answer of this app.")
        return Pending(uid, record)

    @staticmethod
    def _given(q: Question, given_wire: Any) -> dict[str, object]:
        try:
            return given_from_wire(q, given_wire)
        except SheetError as exc:
            raise ClassError(400, p.BAD_REQUEST, str(exc)) from None

    # -- served exams ------------------------------------------------------------------------------
    def start_exam(self, code: Any, house_json: Any) -> Served:
        if self.exam is not None and not self.exam.ended:
            raise ClassError(409, p.NOT_NOW, "An exam is running: end it first.")
        try:
            house = STANDARD if house_json is None else read_profile(house_json)
            spec = parse_exam_code(code, tuple(DRILLS), (house,))
        except (ValueError, TypeError) as exc:
            raise ClassError(400, p.BAD_REQUEST, str(exc)) from None
        row = self.store.start_class_exam(self.row["id"], code, house_json)
        served = Served(row["id"], code, spec, spec.house_profile, exam_questions(spec),
                        _epoch(row["started"]))
        self.exam = served
        for member in self.members.values():
            if not member.removed:
                self._sit(served, member)
        return served

    def _sit(self, served: Served, member: Member) -> None:
        row = self.store.add_sitting(served.id, member.id, member.profile_id, served.code,
                                     served.spec.questions)
        served.sittings[member.id] = Sitting(row["id"], row["exam_id"])

    def tick(self) -> bool:
        """End the exam when its time is up; whether it ended now."""
        if self.exam is not None and not self.exam.ended \
                and self.exam.seconds_left(self.clock()) <= 0:
            self.end_exam()
            return True
        return False

    def end_exam(self) -> None:
        served = self.exam
        if served is None or served.ended:
            raise ClassError(409, p.NOT_NOW, "No exam is running.")
        for sitting in served.sittings.values():
            if sitting.exam_id is not None:
                result = ExamResult.of(served.spec, sitting.marks)
                try:
                    self.store.finish_exam(sitting.exam_id, result.correct, result.passed)
                except StoreError:  # finished already (a restart between the two)
                    pass
        self.store.set_class_exam(served.id, ended=True)
        served.ended = True

    def release(self) -> None:
        served = self.exam
        if served is None or served.released:
            raise ClassError(409, p.NOT_NOW, "No exam's results wait to be released.")
        if not served.ended:
            self.end_exam()
        self.store.set_class_exam(served.id, released=True)
        served.released = True

    # -- the views -----------------------------------------------------------------------------------
    def member_view(self, member: Member) -> p.MemberView:
        live = None
        if self.live is not None:
            given = self.live.given.get(member.id)
            live = {"ask": self.live.ask, "sheet": self.live.sheet, "status": self.live.status,
                    "answered": given is not None,
                    "marked": marked_sheet(self.live.question, given or {})
                    if self.live.status == "revealed" else None}
        exam = None
        served = self.exam
        sitting = served.sittings.get(member.id) if served is not None else None
        if served is not None and sitting is not None:
            index = len(sitting.given)
            running = not served.ended and index < len(served.plan)
            ask = {"ask": f"e{served.id}.{index}", "sheet": question_sheet(served.question(index))} \
                if running else None
            result = None
            if served.released:
                r = ExamResult.of(served.spec, sitting.marks)
                result = {"correct": r.correct, "questions": r.total, "passed": r.passed,
                          "review": [marked_sheet(served.question(i), g or {})
                                     for i, g in enumerate(sitting.given)]}
            exam = {"exam": served.id, "questions": served.spec.questions, "index": index,
                    "seconds_left": served.seconds_left(self.clock()) if not served.ended else 0,
                    "state": served.state, "ask": ask, "result": result}
        return p.MemberView({"id": member.id, "name": member.name}, live, exam)

    def host_view(self, addresses: list[str]) -> p.HostView:
        members = [{"id": m.id, "name": m.name, "connected": m.connected > 0,
                    "rejoined": m.rejoined} for m in self.members.values() if not m.removed]
        live = None
        if self.live is not None:
            lv = self.live
            live = {"ask": lv.ask, "sheet": lv.sheet, "status": lv.status,
                    "answered": len(lv.given), "of": len(members),
                    "spread": spread(lv.question, list(lv.given.values()))
                    if lv.status != "open" else None,
                    "marked_key": marked_sheet(lv.question, lv.question.expected)
                    if lv.status == "revealed" else None}
        exam = None
        served = self.exam
        if served is not None:
            results = None
            if served.ended:
                results = []
                for member_id, s in served.sittings.items():
                    r = ExamResult.of(served.spec, s.marks)
                    name = self.members[member_id].name if member_id in self.members else ""
                    results.append({"member": member_id, "name": name, "correct": r.correct,
                                    "answered": r.answered, "passed": r.passed})
            exam = {"exam": served.id, "questions": served.spec.questions,
                    "minutes": served.spec.minutes,
                    "seconds_left": served.seconds_left(self.clock()) if not served.ended else 0,
                    "state": served.state,
                    "progress": [{"member": m, "answered": len(s.given)}
                                 for m, s in served.sittings.items()],
                    "results": results}
        return p.HostView(self.code, addresses, members, live, exam)


def _uid(member: Member, uid: Any) -> str:
    """The receipt's uid: the member's id and the uid they sent (no trainee can take
    another's)."""
    if not isinstance(uid, str) or not 8 <= len(uid) <= p.MAX_UID or not uid.isprintable():
        raise ClassError(400, p.BAD_REQUEST, "An answer needs its uid.")
    return f"{member.id}/{uid}"


def _field(d: dict[str, Any], name: str, kind: Any) -> Any:
    value = d.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"{name} is missing or of the wrong kind")
    return value
