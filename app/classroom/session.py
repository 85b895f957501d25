"""The class's state, pure Python (no aiohttp): its members, the live question, the served
exams, kept in the app's progress store so that a class started again continues (same
join code, tokens, exams, clocks and answers). The server (``server``) calls it from its
one event loop; every call to the store goes through ``db`` (the server's: the one thread
that owns the store, ``StoreThread``; by default the call is made at once), awaited, so a
store waiting for its file never holds up the loop. An answer is taken in two steps
(``begin_answer``, then the ``Pending``'s ``apply`` once the store has saved it with its
receipt), so that answers arriving together are saved in one transaction
(``ProgressStore.record_received``).

What a trainee may see: their own view alone (``member_view``), the key of a live question
only once it is revealed, an exam's question one at a time without its key (a sheet), its
marks only once the instructor releases them; never the exam's code, seed or plan."""

from __future__ import annotations

import asyncio
import calendar
import hashlib
import hmac
import json
import math
import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Optional, TypeVar

from app.classroom import protocol as p
from app.core.errors import ServerError, SheetError, StoreError, said
from app.core.profiles import STANDARD, HouseProfile, read_profile
from app.core.text import QT_TRANSLATE_NOOP
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

_T = TypeVar("_T")
Db = Callable[..., Awaitable[Any]]  # await db(fn, *args): fn(*args) where the store lives
KNOCK_IDLE = 30.0  # seconds a knock waits unasked before it is forgotten


async def at_once(fn: Callable[..., _T], *args: Any) -> _T:
    """``db`` for a store used on the loop's own thread (tests, tools)."""
    return fn(*args)


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
class Knock:
    """A join with the name of a member not connected, waiting for the instructor
    (``admit``): its request id (the trainee's PC asks with it, ``knock``), since when, when
    last asked, and the outcome once there is one (``token``: the new one, to hand over)."""

    request: str
    member: int
    since: float
    asked: float
    outcome: str = ""  # "" waiting, "admitted", "refused"
    token: str = ""


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
    saving: int = 0  # answers begun and not yet saved (or failed)
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
                 live_question: Optional[Callable[[Any], Question]] = None,
                 new_class: bool = False, db: Db = at_once) -> None:
        """The class not ended in ``store`` continued (its join code: ``code`` must be None
        or the same, else ServerError: ``new_class`` ends it on purpose), or a new one with
        ``code`` (None: a new code). Made where the store lives (it reads the store)."""
        self.store, self.clock, self.db = store, clock, db
        self._live_question = live_question
        found = store.open_class()
        if found is not None and new_class:
            store.end_class(found["id"])
            found = None
        if found is not None and code not in (None, found["code"]):
            raise ServerError(said(QT_TRANSLATE_NOOP(
                "Errors", "The class not ended on this PC has another join code: start with "
                "its code, or with --new-class to end it and begin a new class.")))
        self.row = found if found is not None else store.start_class(code or p.new_join_code())
        self.code: str = self.row["code"]
        self.members: dict[int, Member] = {}
        for m in store.class_members(self.row["id"]):
            self.members[m["id"]] = Member(m["id"], m["name"], m["profile_id"], m["token"],
                                           m["removed"] is not None)
        self.knocks: dict[str, Knock] = {}
        self.live: Optional[Live] = None
        self._asks = 0
        self._nonce = secrets.token_hex(3)  # live question ids differ from one start to the next
        self._lock = asyncio.Lock()  # joins, admissions, removals, an exam's start and end
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
                code.strip().upper().encode("utf-8", "surrogatepass"), self.code.encode()):
            raise ClassError(403, p.WRONG_CODE, "This is not the class's join code.")

    async def join(self, code: Any, name: Any, token: Any = None) -> p.Joined | str:
        """A trainee joins (or joins again): with their token, as the same member; with a new
        name, as a new member. With the name of a member who is connected, refused (409
        ``name_in_use``); of one who is not (their PC restarted and lost the token), a
        knock (its request id) that waits for the instructor (``admit``, then ``knock``)."""
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
        async with self._lock:
            same = [m for m in self.members.values() if m.name.casefold() == key]
            if same:
                return self._knock(same[-1])
            if sum(not m.removed for m in self.members.values()) >= p.MAX_MEMBERS:
                raise ClassError(409, p.CLASS_FULL, "The class is full.")
            token = p.new_secret()
            row = await self.db(self.store.join_class, self.row["id"], clean,
                                token_hash(token))
            member = Member(row["id"], row["name"], row["profile_id"], row["token"])
            self.members[member.id] = member
            if self.exam is not None and not self.exam.ended:
                await self._sit(self.exam, member)
            return p.Joined(token, member.id, member.name)

    def _knock(self, member: Member) -> str:
        if member.removed:
            raise ClassError(403, p.REMOVED, "The instructor removed this trainee.")
        self._forget_idle_knocks()
        if member.connected > 0 or any(k.member == member.id and not k.outcome
                                       for k in self.knocks.values()):
            raise ClassError(409, p.NAME_IN_USE, p.SENTENCES[p.NAME_IN_USE])
        now = self.clock()
        knock = Knock(secrets.token_urlsafe(24), member.id, now, now)
        self.knocks[knock.request] = knock
        return knock.request

    def _forget_idle_knocks(self) -> None:
        now = self.clock()
        for request, k in list(self.knocks.items()):
            if now - k.asked > KNOCK_IDLE:
                del self.knocks[request]

    def knock(self, code: Any, request: Any) -> Optional[p.Joined]:
        """The answer to a knock: the member's new token once the instructor let them in
        (handed over once), None while it waits; 403 ``refused`` / ``removed``, 404 when
        there is no such knock (forgotten, or its answer handed over already)."""
        self.check_code(code)
        self._forget_idle_knocks()
        knock = self.knocks.get(request) if isinstance(request, str) else None
        if knock is None:
            raise ClassError(404, p.NOT_FOUND, "There is no such request to join.")
        knock.asked = self.clock()
        member = self.members[knock.member]
        if member.removed:
            del self.knocks[knock.request]
            raise ClassError(403, p.REMOVED, "The instructor removed this trainee.")
        if knock.outcome == "refused":
            del self.knocks[knock.request]
            raise ClassError(403, p.REFUSED, p.SENTENCES[p.REFUSED])
        if knock.outcome == "admitted":
            del self.knocks[knock.request]
            return p.Joined(knock.token, member.id, member.name)
        return None

    async def admit(self, member_id: Any, allow: Any) -> Member:
        """The instructor lets a knocking trainee in as the member of their name (a new
        token: the old one stops working, its sockets to be closed) or refuses them."""
        if not isinstance(allow, bool):
            raise ClassError(400, p.BAD_REQUEST, "Say whether to let them in.")
        async with self._lock:
            self._forget_idle_knocks()
            waiting = [k for k in self.knocks.values()
                       if k.member == member_id and type(member_id) is int and not k.outcome]
            member = self.members.get(member_id) if waiting else None
            if member is None or member.removed:
                raise ClassError(404, p.NOT_FOUND, "No one is waiting to join as this member.")
            knock = waiting[0]
            if allow:
                token = p.new_secret()
                await self.db(self.store.set_member_token, member.id, token_hash(token))
                member.token, member.rejoined = token_hash(token), True
                knock.token = token
            knock.outcome = "admitted" if allow else "refused"
            return member

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

    async def remove(self, member_id: Any) -> Member:
        async with self._lock:
            member = self.members.get(member_id) if type(member_id) is int else None
            if member is None or member.removed:
                raise ClassError(404, p.NOT_FOUND, "There is no such member.")
            await self.db(self.store.remove_member, member.id)
            member.removed = True
            return member

    # -- the live question ----------------------------------------------------------------------
    def ask(self, source: Any) -> str:
        if self.exam is not None and not self.exam.ended:
            raise ClassError(409, p.NOT_NOW, "An exam is running: ask the class once it ends.")
        if self._live_question is None:
            # deferred: an import statement the one-folder build can see (a name given to
            # importlib left the module out of it), loaded by the first live question
            from app.core.trainer.live import live_question

            self._live_question = live_question
        try:
            question = self._live_question(source)
        except (SheetError, ValueError) as exc:
            raise ClassError(400, p.BAD_REQUEST, str(exc)) from None
        self._asks += 1
        ask = f"q{self._nonce}.{self._asks}"
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
    async def begin_answer(self, member: Member, ask: Any, given_wire: Any, seconds: Any,
                           uid: Any) -> Pending | bool:
        """An answer checked and marked, to be saved; or, when it needs no saving, whether
        it counted (a live question's answer: the member's first; a second delivery of an
        answer saved already: False); ClassError when it is refused."""
        uid = _uid(member, uid)
        if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) \
                or not 0 <= seconds < 100000:
            raise ClassError(400, p.BAD_REQUEST, "The seconds must be a number.")
        if await self.db(self.store.received, uid):
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
        served.saving += 1

        def apply() -> None:
            sitting.given.append(given)
            sitting.marks.append(checked.correct)

        def release() -> None:
            sitting.busy = False
            served.saving -= 1
        return Pending(uid, record, apply, release)

    def everyone_answered(self) -> bool:
        """Every member still in the class has answered every question of the running exam."""
        served = self.exam
        return served is not None and not served.ended and all(
            len(s.given) >= len(served.plan) for m, s in served.sittings.items()
            if m in self.members and not self.members[m].removed)

    def practice(self, member: Member, data: Any, uid: Any) -> Pending:
        """A practice answer from a joined trainee's PC, as its store saved it, to be saved
        under their profile here too (what their PC marked: self-study, see the docs)."""
        uid = _uid(member, uid)
        d = data if isinstance(data, dict) else {}
        try:
            tags = d.get("tags", [])
            fewest = d.get("chips_fewest")
            if not isinstance(tags, list) or len(tags) > 32 \
                    or not all(isinstance(t, str) and t and ";" not in t and _utf8(t)
                               for t in tags):
                raise ValueError("its tags are not the app's")
            if fewest is not None and not isinstance(fewest, bool):
                raise ValueError("chips_fewest is not true, false or null")
            seconds = float(_field(d, "seconds", (int, float)))
            record = AnswerRecord(
                member.profile_id, _field(d, "drill", str), _field(d, "level", int),
                _field(d, "seed", int), _field(d, "correct", bool), seconds,
                _field(d, "answer", str), _field(d, "expected", str), tuple(tags), fewest)
        except (TypeError, ValueError, OverflowError) as exc:
            raise ClassError(400, p.BAD_REQUEST, f"Not a practice answer: {exc}") from None
        if record.drill not in DRILLS or record.level not in (1, 2, 3) \
                or not -2 ** 63 <= record.seed < 2 ** 63 or not math.isfinite(seconds) \
                or not 0 <= seconds < 100000 \
                or not (_utf8(record.answer) and _utf8(record.expected)):
            raise ClassError(400, p.BAD_REQUEST, "Not a practice answer of this app.")
        return Pending(uid, record)

    @staticmethod
    def _given(q: Question, given_wire: Any) -> dict[str, object]:
        try:
            return given_from_wire(q, given_wire)
        except SheetError as exc:
            raise ClassError(400, p.BAD_REQUEST, str(exc)) from None

    # -- served exams ------------------------------------------------------------------------------
    async def start_exam(self, code: Any, house_json: Any) -> Served:
        """A served exam from an exam code (and the house's profile JSON), with a sitting of
        every member, written in one transaction."""
        async with self._lock:
            if self.exam is not None and not self.exam.ended:
                raise ClassError(409, p.NOT_NOW, "An exam is running: end it first.")
            try:
                house = STANDARD if house_json is None else read_profile(house_json)
                spec = parse_exam_code(code, tuple(DRILLS), (house,))
            except (ValueError, TypeError) as exc:
                raise ClassError(400, p.BAD_REQUEST, str(exc)) from None
            members = [m for m in self.members.values() if not m.removed]
            row, sittings = await self.db(
                self.store.serve_class_exam, self.row["id"], code, house_json,
                [(m.id, m.profile_id) for m in members], spec.questions)
            served = Served(row["id"], code, spec, spec.house_profile, exam_questions(spec),
                            _epoch(row["started"]))
            for member, sitting in zip(members, sittings, strict=True):
                served.sittings[member.id] = Sitting(sitting["id"], sitting["exam_id"])
            self.exam = served
            self.live = None  # the class sits the exam alone: the live question is put away
            return served

    async def _sit(self, served: Served, member: Member) -> None:
        row = await self.db(self.store.add_sitting, served.id, member.id, member.profile_id,
                            served.code, served.spec.questions)
        served.sittings[member.id] = Sitting(row["id"], row["exam_id"])

    async def tick(self) -> bool:
        """End the exam when its time is up; whether it ended now."""
        if self.exam is not None and not self.exam.ended \
                and self.exam.seconds_left(self.clock()) <= 0:
            await self.end_exam()
            return True
        return False

    async def end_exam(self) -> None:
        """End the running exam: no answer is taken from now; once the answers being saved
        are saved, every sitting finished from its answers as stored, with the exam's row,
        in one transaction. Ended once only (409 after); when the store fails, the exam
        runs on (the next tick ends it)."""
        served = self.exam
        if served is None or served.ended:
            raise ClassError(409, p.NOT_NOW, "No exam is running.")
        served.ended = True
        try:
            async with self._lock:  # a late joiner's sitting being written
                while served.saving:
                    await asyncio.sleep(0.005)
                exam_ids = [s.exam_id for s in served.sittings.values() if s.exam_id is not None]
                spec = served.spec

                def result(marks: list[bool]) -> tuple[int, bool]:
                    r = ExamResult.of(spec, marks)
                    return r.correct, r.passed
                stored = await self.db(self.store.end_class_exam, served.id, exam_ids,
                                       spec.questions, result)
        except BaseException:
            served.ended = False
            raise
        for sitting in served.sittings.values():
            marks = stored.get(sitting.exam_id) if sitting.exam_id is not None else None
            if marks is not None and len(marks) > len(sitting.marks):  # saved, not applied
                sitting.given += [None] * (len(marks) - len(sitting.given))
                sitting.marks = list(marks)

    async def release(self) -> None:
        served = self.exam
        if served is None or served.released:
            raise ClassError(409, p.NOT_NOW, "No exam's results wait to be released.")
        if not served.ended:
            await self.end_exam()
        await self.db(self.store.set_class_exam, served.id, False, True)
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
            if served.released:  # the summary: the review is the member's own GET
                r = ExamResult.of(served.spec, sitting.marks)
                result = {"correct": r.correct, "questions": r.total, "passed": r.passed,
                          "review": True}
            exam = {"exam": served.id, "questions": served.spec.questions, "index": index,
                    "seconds_left": served.seconds_left(self.clock()) if not served.ended else 0,
                    "state": served.state, "ask": ask, "result": result}
        return p.MemberView({"id": member.id, "name": member.name}, live, exam)

    def member_review(self, member: Member) -> dict[str, Any]:
        """The member's own review of the released exam: each question they were served, as
        its keyless sheet with its marks (``marked_sheet``), in order; 409 ``not_now`` before
        the release (or without a sitting). Fetched once, apart from the views: a review of
        many large questions would make every view pushed after the release too large."""
        served = self.exam
        sitting = served.sittings.get(member.id) if served is not None else None
        if served is None or sitting is None or not served.released:
            raise ClassError(409, p.NOT_NOW, "No released exam of this trainee's.")
        return {"exam": served.id,
                "review": [{**marked_sheet(served.question(i), g or {}),
                            "sheet": question_sheet(served.question(i))}
                           for i, g in enumerate(sitting.given)]}

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
        self._forget_idle_knocks()
        knocking = [{"member": k.member, "name": self.members[k.member].name,
                     "since": int(k.since)} for k in self.knocks.values() if not k.outcome]
        return p.HostView(self.code, addresses, members, live, exam, knocking)


def _uid(member: Member, uid: Any) -> str:
    """The receipt's uid: the member's id and the uid they sent (no trainee can take
    another's)."""
    if not isinstance(uid, str) or not 8 <= len(uid) <= p.MAX_UID or not uid.isprintable():
        raise ClassError(400, p.BAD_REQUEST, "An answer needs its uid.")
    return f"{member.id}/{uid}"


def _utf8(text: str) -> bool:
    """Text the store can write (no lone surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _field(d: dict[str, Any], name: str, kind: Any) -> Any:
    value = d.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"{name} is missing or of the wrong kind")
    return value
