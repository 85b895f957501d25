"""A class held in memory with the clients' API (app.classroom.client: the same methods,
``ClassRequestError`` with the protocol's ids, the protocol's dataclasses), for tests of the
app's side alone: the questions are the drills' own, marked with the sheets' functions, as
the class server does. Thread-safe: each link's client runs in its own worker loop."""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass, field
from typing import Callable, Optional

from app.classroom import protocol as p
from app.classroom.client import ClassRequestError
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.exam import exam_questions, parse_exam_code
from app.core.trainer.sheets import given_from_wire, marked_sheet, question_sheet, spread


def ClassError(error: str, status: int, message: str = "") -> ClassRequestError:  # noqa: N802
    return ClassRequestError(status, error, message or error)


@dataclass
class Member:
    id: int
    name: str
    token: str
    connected: bool = True
    removed: bool = False
    exam_answers: list = field(default_factory=list)


class FakeClass:
    def __init__(self, code: str = "ABC234") -> None:
        self.code = code
        self.lock = threading.Lock()
        self.version = 0
        self.members: dict[int, Member] = {}
        self.live: Optional[dict] = None  # ask, question, status, answers{member: given}
        self.exam: Optional[dict] = None
        self.practice: dict[str, dict] = {}
        self.answers_seen: set[str] = set()
        self.asks = 0
        self.addresses = ["192.0.2.7:8765"]
        self.joins: list[tuple[str, Optional[str]]] = []  # (name, token) of each join asked

    def changed(self) -> None:
        self.version += 1

    # -- what the server would do ------------------------------------------------------
    def join(self, code: str, name: str, token: Optional[str] = None) -> Member:
        with self.lock:
            if code != self.code:
                raise ClassError(p.WRONG_CODE, 403)
            if token:  # the same member again, with the token this PC kept
                same = [m for m in self.members.values() if m.token == token]
                if not same:
                    raise ClassError(p.TOKEN, 401)
                same[0].connected = True
                self.changed()
                return same[0]
            if any(m.name.casefold() == name.casefold() and not m.removed
                   for m in self.members.values()):
                raise ClassError(p.BAD_NAME, 400)
            m = Member(len(self.members) + 1, name, f"t{len(self.members) + 1}")
            self.members[m.id] = m
            self.changed()
            return m

    def member_view(self, m: Member) -> dict:
        live = None
        if self.live is not None:
            q = self.live["question"]
            given = self.live["answers"].get(m.id)
            marked = marked_sheet(q, given) if given is not None and \
                self.live["status"] == "revealed" else None
            live = {"ask": self.live["ask"], "sheet": question_sheet(q),
                    "status": self.live["status"], "answered": given is not None,
                    "marked": marked}
        exam = None
        if self.exam is not None:
            e = self.exam
            index = len(m.exam_answers)
            ask = None
            if e["state"] == "running" and index < len(e["questions"]):
                ask = {"ask": f"e{index}", "sheet": question_sheet(e["questions"][index])}
            result = None
            if e["state"] == "released":  # the summary: the review is fetched apart
                review = self.review(m)
                right = sum(1 for r in review if r["right"])
                result = {"correct": right, "questions": len(review),
                          "passed": right * 100 >= e["spec"].pass_percent * len(review),
                          "review": True}
            exam = {"exam": 1, "questions": len(e["questions"]), "index": index,
                    "seconds_left": 600, "state": e["state"], "ask": ask, "result": result}
        return {"member": {"id": m.id, "name": m.name}, "live": live, "exam": exam}

    def review(self, m: Member) -> list:
        e = self.exam
        if e is None or e["state"] != "released":
            raise ClassError(p.NOT_NOW, 409)
        return [{**marked_sheet(q, m.exam_answers[i] if i < len(m.exam_answers) else {}),
                 "sheet": question_sheet(q)} for i, q in enumerate(e["questions"])]

    def results(self) -> list:
        e, out = self.exam, []
        for m in self.members.values():
            right = sum(1 for q, g in zip(e["questions"], m.exam_answers, strict=False)
                        if q.mark(g).correct)
            out.append({"member": m.id, "name": m.name, "correct": right,
                        "answered": len(m.exam_answers),
                        "passed": right * 100 >= e["spec"].pass_percent * len(e["questions"])})
        return out

    def host_view(self) -> dict:
        members = [{"id": m.id, "name": m.name, "connected": m.connected, "rejoined": False}
                   for m in self.members.values() if not m.removed]
        live = None
        if self.live is not None:
            q = self.live["question"]
            answers = list(self.live["answers"].values())
            live = {"ask": self.live["ask"], "sheet": question_sheet(q),
                    "status": self.live["status"], "answered": len(answers),
                    "of": len(members),
                    "spread": spread(q, answers) if self.live["status"] != "open" else None,
                    "marked_key": marked_sheet(q, q.expected)
                    if self.live["status"] == "revealed" else None}
        exam = None
        if self.exam is not None:
            exam = {"exam": 1, "questions": len(self.exam["questions"]), "minutes": 10,
                    "seconds_left": 600, "state": self.exam["state"],
                    "progress": [{"member": m.id, "answered": len(m.exam_answers)}
                                 for m in self.members.values() if not m.removed],
                    "results": self.results() if self.exam["state"] != "running" else None}
        return {"join_code": self.code, "addresses": self.addresses, "members": members,
                "live": live, "exam": exam}


class FakeMemberClient:
    def __init__(self, room: FakeClass) -> None:
        self.room = room
        self.member: Optional[Member] = None

    async def join(self, address: str, code: str, name: str, token: Optional[str] = None,
                   on_waiting: Optional[Callable[[], None]] = None) -> p.Joined:
        if address.startswith("unreachable"):
            raise ConnectionRefusedError(111, "Connection refused")
        if address.startswith("slow"):  # a class that takes its time to answer
            await asyncio.sleep(0.3)
        self.room.joins.append((name, token))
        self.member = self.room.join(code, name, token)
        return p.Joined(self.member.token, self.member.id, self.member.name)

    async def views(self):
        seen = -1
        while True:
            with self.room.lock:
                if self.member.removed:
                    raise ClassError(p.REMOVED, 403)
                version = self.room.version
                view = self.room.member_view(self.member) if version != seen else None
            if view is not None:
                seen = version
                yield p.MemberView.from_json(view)
            await asyncio.sleep(0.01)

    async def review(self) -> list:
        with self.room.lock:
            return self.room.review(self.member)

    async def close(self) -> None:
        pass

    async def answer(self, ask: str, given_wire: dict, seconds: float, uid: str) -> bool:
        with self.room.lock:
            if uid in self.room.answers_seen:
                return True
            self.room.answers_seen.add(uid)
            if ask.startswith("e"):
                q = self.room.exam["questions"][len(self.member.exam_answers)]
                self.member.exam_answers.append(given_from_wire(q, given_wire))
            else:
                q = self.room.live["question"]
                self.room.live["answers"][self.member.id] = given_from_wire(q, given_wire)
            self.room.changed()
        return True

    async def practice(self, record_json: dict, uid: str) -> bool:
        with self.room.lock:
            self.room.practice[uid] = record_json
        return True

    async def leave(self) -> None:
        with self.room.lock:
            if self.member is not None:
                self.member.connected = False
                self.room.changed()


class FakeHostClient:
    def __init__(self, room: FakeClass) -> None:
        self.room = room

    async def connect(self, address: str, host_key: str) -> None:
        if host_key != "key":
            raise ClassError(p.TOKEN, 401)

    async def views(self):
        seen = -1
        while True:
            with self.room.lock:
                version = self.room.version
                view = self.room.host_view() if version != seen else None
            if view is not None:
                seen = version
                yield p.HostView.from_json(view)
            await asyncio.sleep(0.01)

    async def close(self) -> None:
        pass

    async def admit(self, member: int, allow: bool) -> None:
        pass

    async def ask(self, source: dict) -> str:
        with self.room.lock:
            assert source["kind"] == "drill", source
            self.room.asks += 1
            q = generate(source["drill"], source["level"], source["seed"])
            self.room.live = {"ask": f"q{self.room.asks}", "question": q, "status": "open",
                              "answers": {}}
            self.room.changed()
            return self.room.live["ask"]

    async def close_question(self) -> None:
        with self.room.lock:
            self.room.live["status"] = "closed"
            self.room.changed()

    async def reveal(self) -> None:
        with self.room.lock:
            self.room.live["status"] = "revealed"
            self.room.changed()

    async def remove(self, member: int) -> None:
        with self.room.lock:
            self.room.members[member].removed = True
            self.room.changed()

    async def start_exam(self, code: str, house_json) -> None:
        spec = parse_exam_code(code, list(DRILLS))
        questions = [generate(d, lv, s, house=spec.house_profile)
                     for d, lv, s in exam_questions(spec)]
        with self.room.lock:
            self.room.live = None
            self.room.exam = {"spec": spec, "questions": questions, "state": "running"}
            self.room.changed()

    async def end_exam(self) -> None:
        with self.room.lock:
            self.room.exam["state"] = "ended"
            self.room.changed()

    async def release(self) -> None:
        with self.room.lock:
            self.room.exam["state"] = "released"
            self.room.changed()
