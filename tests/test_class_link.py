"""The class links on their own: a released exam's views stay small and its review comes
apart (on the real server, 100 questions of the drill of the largest sheets); answers kept
and sent again when the class is busy or failing, a few at a time, none stuck after Leave;
Leave and quit never wait for a server that does not answer; the instructor's server
started off the window's thread; every refusal said in a sentence of its own."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time

import pytest

from app.classroom import protocol as p
from app.classroom.client import ClassRequestError, HostClient, MemberClient
from app.classroom.runner import ClassServer
from app.controller import class_link
from app.controller.class_link import ClassMember, HostLink, MemberLink, server_sentence
from app.core.trainer.drills import generate
from app.core.trainer.exam import ExamSpec, exam_code, exam_questions
from app.core.trainer.sheets import given_to_wire
from tests.class_fakes import ClassError, FakeClass, FakeMemberClient

VIEW_BOUND = 64 * 1024  # bytes a member's view may take, however large the exam


@pytest.fixture(autouse=True)
def qt_app(qtbot):
    from app.ui.app import make_app

    return make_app()


class Trainer:
    """The trainer as ClassMember drives it."""

    class_ask = None
    on_practice = None

    def ask_class(self, ask, question, exam, send):
        pass

    def end_class_question(self):
        pass

    def set_class_exam(self, running):
        pass


def test_a_released_exam_of_100_large_questions_keeps_every_view_small(qtbot, tmp_path):
    """call.announce level 2 makes the largest sheets (about 17 KB with its marks): the whole
    review of 100 of them is far over what a WebSocket message may be; each view, the one
    pushed after the release among them, stays under VIEW_BOUND and the review comes by its
    own GET, the member's own, once."""
    spec = ExamSpec(("call.announce",), 100, 60, 50, 2, 7, ())
    plan = exam_questions(spec)
    server = ClassServer(tmp_path / "host.sqlite3", 0, host="127.0.0.1")
    server.start()
    address = f"127.0.0.1:{server.port}"
    sizes: list[int] = []

    async def patiently(make):  # over a rate (the member's, the address's): a moment
        while True:
            try:
                return await make()
            except ClassRequestError as e:
                assert e.status == 429
                await asyncio.sleep(0.2)

    async def run():
        host, anna = HostClient(), MemberClient()
        await host.connect(address, server.host_key)
        joined = await anna.join(address, server.join_code, "Anna")
        await host.start_exam(exam_code(spec))
        view = await anna.view()
        sizes.append(len(json.dumps(view.to_json())))
        exam = view.exam["exam"]
        for index, (drill, level, seed) in enumerate(plan):
            q = generate(drill, level, seed)
            given = given_to_wire(q, q.expected) if index % 3 else {}
            await patiently(lambda i=index, g=given: anna.answer(f"e{exam}.{i}", g, 1.0,
                                                                  f"uid-{i:06d}"))
        await patiently(host.release)
        released = await patiently(anna.view)
        sizes.append(len(json.dumps(released.to_json())))
        pushed = None
        async for view in anna.views():  # the WebSocket's first view: the released one
            pushed = view
            break
        review = await patiently(anna.review)
        await anna.close()
        await host.close()
        return joined.token, released, pushed, review

    try:
        token, released, pushed, review = asyncio.run(run())
        assert pushed is not None and pushed.exam["state"] == "released"
        sizes.append(len(json.dumps(pushed.to_json())))
        assert max(sizes) < VIEW_BOUND, sizes
        result = released.exam["result"]
        right = sum(1 for i in range(100) if i % 3)
        assert (result["correct"], result["questions"]) == (right, 100)
        assert len(review) == 100 and [r["right"] for r in review] == [bool(i % 3)
                                                                       for i in range(100)]
        assert len(json.dumps(review)) > 8 * VIEW_BOUND  # what a view carried before
        # The trainee's app joining again: the mark with its review, fetched once.
        member = ClassMember(Trainer())
        asked = []
        real = member.link.review
        member.link.review = lambda then: (asked.append(1), real(then))
        member.link.join(address, server.join_code, "Anna", token)
        qtbot.waitUntil(lambda: member.mark is not None, timeout=10000)
        assert member.note == class_link.NOTE_RELEASED
        assert member.mark.correct == right and len(member.mark.review) == 100
        assert [right for right, _shown in member.mark.review] == [bool(i % 3)
                                                                   for i in range(100)]
        assert member.mark.review[1][1][0].parts[0].expected == \
            generate(*plan[1]).parts[0].expected
        qtbot.wait(300)  # views after it fetch nothing again
        assert asked == [1]
        member.close()
    finally:
        server.stop()


# -- the outbox ---------------------------------------------------------------------------------
class BusyClient(FakeMemberClient):
    """A class that says "too many requests" (429) to the first ``busy`` answers and fails
    (500) on the next ``failing``; how many answers are on their way at once, at most."""

    def __init__(self, room, busy=0, failing=0, hang=False):
        super().__init__(room)
        self.busy, self.failing, self.hang = busy, failing, hang
        self.on_way = self.most = 0

    async def practice(self, record_json, uid):
        self.on_way += 1
        self.most = max(self.most, self.on_way)
        try:
            await asyncio.sleep(0.005)
            if self.hang:
                await asyncio.sleep(30)
            if self.busy > 0:
                self.busy -= 1
                raise ClassError(p.TOO_MANY, 429)
            if self.failing > 0:
                self.failing -= 1
                raise ClassError(p.STORE, 500)
            return await super().practice(record_json, uid)
        finally:
            self.on_way -= 1


def joined_link(qtbot, room, client, name="Ana"):
    link = MemberLink(make_client=lambda: client)
    link.join("192.0.2.7:8765", room.code, name)
    qtbot.waitUntil(lambda: link.is_joined, timeout=3000)
    return link


def test_a_busy_or_failing_class_keeps_each_answer_and_gets_it_sent_a_few_at_a_time(
        qtbot, monkeypatch):
    monkeypatch.setattr(class_link, "RETRY_SECONDS", (0.02, 0.05))
    room = FakeClass()
    client = BusyClient(room, busy=25, failing=5)
    link = joined_link(qtbot, room, client)
    uids = [link.practice({"n": i}) for i in range(60)]
    qtbot.waitUntil(lambda: not link.outbox.items, timeout=10000)
    assert sorted(room.practice) == sorted(uids)
    assert [room.practice[u]["n"] for u in uids] == list(range(60))
    assert client.most <= class_link.SEND_AT_ONCE
    assert not link.outbox.in_flight
    link.close()


def test_a_refusal_for_good_drops_the_answer():
    for status, ident in ((400, p.BAD_REQUEST), (409, p.NOT_NOW), (413, p.TOO_LARGE)):
        assert not class_link.kept(ClassRequestError(status, ident, ""))
    for status, ident in ((429, p.TOO_MANY), (500, p.STORE), (500, p.INTERNAL), (401, p.TOKEN)):
        assert class_link.kept(ClassRequestError(status, ident, ""))
    assert class_link.kept(ConnectionRefusedError(111, "refused"))


def test_leave_with_an_answer_on_its_way_leaves_none_stuck(qtbot):
    room = FakeClass()
    client = BusyClient(room, hang=True)
    link = joined_link(qtbot, room, client)
    uid = link.practice({"n": 1})
    qtbot.waitUntil(lambda: client.on_way == 1, timeout=3000)
    link.leave()
    assert link.outbox.in_flight == set() and uid in link.outbox.items
    client.hang = False
    link.join("192.0.2.7:8765", room.code, "Ana", "t1")
    qtbot.waitUntil(lambda: not link.outbox.items, timeout=5000)
    assert uid in room.practice
    link.close()


# -- never waiting for a dead server ----------------------------------------------------------
class HungClient(FakeMemberClient):
    """A class that stops answering once joined: leaving waits for ever."""

    async def leave(self):
        await asyncio.sleep(60)


def test_leave_and_quit_never_wait_for_a_class_that_does_not_answer(qtbot):
    room = FakeClass()
    for how in ("leave", "close"):
        link = joined_link(qtbot, room, HungClient(room), how)
        worker = link.worker
        start = time.monotonic()
        getattr(link, how)()
        took = time.monotonic() - start
        bound = 0.2 if how == "leave" else class_link.QUIT_SECONDS + 0.2
        assert took < bound, (how, took)
        assert not link.is_joined
        qtbot.waitUntil(lambda w=worker: not w.isRunning(),
                        timeout=int((class_link.LEAVE_SECONDS + 1) * 1000))


def test_leave_on_the_real_client_with_a_hung_server_returns_at_once(qtbot, tmp_path):
    server = ClassServer(tmp_path / "host.sqlite3", 0, host="127.0.0.1")
    server.start()
    try:
        link = MemberLink()
        link.join(f"127.0.0.1:{server.port}", server.join_code, "Ana")
        qtbot.waitUntil(lambda: link.view is not None, timeout=5000)
        with socket.socket() as hole:  # a PC that takes connections and never answers
            hole.bind(("127.0.0.1", 0))
            hole.listen(10)
            link.client.address = f"127.0.0.1:{hole.getsockname()[1]}"
            worker = link.worker
            start = time.monotonic()
            link.leave()
            assert time.monotonic() - start < 0.2
            qtbot.waitUntil(lambda: not worker.isRunning(),
                            timeout=int((class_link.LEAVE_SECONDS + 2) * 1000))
    finally:
        server.stop()


def test_the_server_starts_off_the_window_s_thread_and_says_when_it_is_up(
        qtbot, tmp_path, monkeypatch):
    from app.classroom import runner

    threads = []
    real_start = ClassServer.start

    def slow_start(self):
        time.sleep(0.5)  # binding and the store's lock, on a slow PC
        real_start(self)

    def addresses():
        threads.append(threading.current_thread())
        return ["192.0.2.9"]

    monkeypatch.setattr(ClassServer, "start", slow_start)
    monkeypatch.setattr(runner, "lan_addresses", addresses)
    link = HostLink()
    start = time.monotonic()
    with qtbot.waitSignal(link.hosting, timeout=10000):
        link.host(tmp_path / "host.sqlite3")
        assert time.monotonic() - start < 0.2 and link._starting is not None
    assert threads and threading.main_thread() not in threads
    assert link.addresses == [f"192.0.2.9:{link.server.port}"] and link.join_code
    link.stop()
    assert link.server is None


def test_a_server_that_cannot_start_is_said_in_a_sentence(qtbot, tmp_path):
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        s.listen()
        port = s.getsockname()[1]
        link = HostLink()
        with qtbot.waitSignal(link.failed, timeout=10000) as said:
            link.host(tmp_path / "host.sqlite3", port)
    assert str(port) in said.args[0] and link.server is None
    assert link.worker is None


# -- every refusal in a sentence ------------------------------------------------------------------
IDS = [p.WRONG_CODE, p.BAD_NAME, p.CLASS_FULL, p.TOO_MANY, p.REMOVED, p.TOKEN, p.BAD_REQUEST,
       p.TOO_LARGE, p.NOT_NOW, p.NOT_FOUND, p.STORE, p.NAME_IN_USE, p.REFUSED, p.INTERNAL]


def test_every_error_id_of_the_protocol_is_a_sentence_of_its_own():
    ids = {v for k, v in vars(p).items() if k.isupper() and isinstance(v, str)
           and v.islower() and "_" in v or v in IDS}
    assert set(IDS) <= ids
    sentences = [server_sentence(ClassRequestError(400, i, "English words"), "Ana") for i in IDS]
    assert not [s for s in sentences if "English words" in s or "said" in s], sentences
    # (one sentence for two ids only where the trainee is told the same: none here)
    assert len(set(sentences)) == len(IDS)
    # an id of no protocol (a server of another version): its message, said as the server's
    assert "English words" in server_sentence(ClassRequestError(400, "new_id", "English words"))


@pytest.mark.parametrize("address", ["", "  ", "192.168.1.5", "http:///", "host name:80"])
def test_the_instructor_s_address_is_checked_first(qtbot, address):
    link = HostLink(make_client=lambda: pytest.fail("no client for a bad address"))
    with qtbot.waitSignal(link.failed, timeout=1000) as said:
        link.connect_to(address, "key")
    assert said.args[0] == class_link.said(class_link.BAD_ADDRESS)
    assert link.worker is None


def test_the_instructor_is_told_no_class_server_answers(qtbot):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed once out: nothing listens there
    link = HostLink()
    with qtbot.waitSignal(link.failed, timeout=10000) as said:
        link.connect_to(f"127.0.0.1:{port}", "key")
    assert said.args[0] == class_link.said(class_link.HOST_UNREACHABLE,
                                           address=f"127.0.0.1:{port}")
    assert "projector" not in said.args[0]


def test_a_worker_never_closed_is_stopped_at_exit(qtbot):
    """A link left joined (a test that failed half-way, a window never closed) keeps its
    worker thread running; Qt aborts the process when such a thread is destroyed as Python
    exits ("QThread: Destroyed while thread is still running"). The exit hook stops every
    worker still running."""
    link = MemberLink()
    worker = link._start_worker()
    qtbot.waitUntil(worker.isRunning, timeout=3000)
    class_link._stop_all()
    assert worker.isFinished()
    assert worker not in class_link._started
