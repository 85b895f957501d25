"""The class server: a real ClassServer on port 0 with the app's clients, and its web
application under aiohttp's own test client: who may read what, exactly-once answers, the
bounds, and a restart in the middle of an exam."""

from __future__ import annotations

import asyncio
import json
import socket
import sqlite3
import uuid
from contextlib import closing

import pytest
from aiohttp.test_utils import TestClient, TestServer

from app.classroom import protocol as p
from app.classroom.client import ClassRequestError, HostClient, MemberClient
from app.classroom.runner import ClassServer
from app.classroom.server import ClassApp
from app.classroom.session import ClassError, Session
from app.core.errors import PortInUse, ServerError
from app.core.trainer.drills import generate
from app.core.trainer.exam import ExamSpec, exam_code, exam_questions
from app.core.trainer.sheets import given_to_wire
from app.core.trainer.store import ProgressStore

SPEC = ExamSpec(("ch.total", "thb.total"), 4, 30, 50, 2, 777)
CODE = exam_code(SPEC)
LIVE = {"kind": "drill", "drill": "ch.total", "level": 2, "seed": 5, "house": None}


def uid() -> str:
    return uuid.uuid4().hex


def key_of(index: int) -> dict:
    """The right answer of the exam's question ``index``, worked out here from the code's
    plan (the server never sends it)."""
    drill, level, seed = exam_questions(SPEC)[index]
    q = generate(drill, level, seed)
    return given_to_wire(q, q.expected)


def wrong_of(index: int) -> dict:
    return {k: (v + 1 if isinstance(v, int) else v) for k, v in key_of(index).items()}


@pytest.fixture
def path(tmp_path):
    return tmp_path / "data" / "progress.sqlite3"


def rows(path, sql):
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute(sql).fetchall()


def served(path):
    """A ClassServer on loopback, port 0, started."""
    server = ClassServer(path, 0, host="127.0.0.1")
    server.start()
    return server


def test_a_class_answers_an_exam_marked_by_the_server_and_sees_it_only_once_released(path):
    server = served(path)
    address = f"127.0.0.1:{server.port}"

    async def run():
        host, anna, ben = HostClient(), MemberClient(), MemberClient("127.0.0.3")
        await host.connect(address, server.host_key)
        await anna.join(address, server.join_code.lower(), "Anna")
        await ben.join(address, server.join_code, "Ben")
        await host.start_exam(CODE)
        for index in range(SPEC.questions):
            view = (await anna.view()).exam
            assert view["index"] == index and view["state"] == "running"
            text = json.dumps(view)
            assert CODE not in text and str(SPEC.seed) not in text and '"expected"' not in text
            given = key_of(index) if index % 2 == 0 else wrong_of(index)
            assert await anna.answer(view["ask"]["ask"], given, 3.0, uid())
        view = await anna.view()
        assert view.exam["ask"] is None and view.exam["result"] is None
        ask = (await ben.view()).exam["ask"]["ask"]
        assert await ben.answer(ask, key_of(0), 2.0, uid())
        await host.end_exam()
        with pytest.raises(ClassRequestError) as refused:  # the time is up for everyone
            await ben.answer((await ben.view()).exam["ask"] or ask, key_of(1), 2.0, uid())
        assert refused.value.status == 409
        assert (await anna.view()).exam["result"] is None  # not before release
        with pytest.raises(ClassRequestError) as early:  # the review neither
            await anna.review()
        assert (early.value.status, early.value.error) == (409, p.NOT_NOW)
        await host.release()
        result = (await anna.view()).exam["result"]
        result = {**result, "review": await anna.review()}  # the member's own, apart
        assert len(await ben.review()) == 1  # Ben's own: his one answer
        hosted = (await host.view()).exam["results"]
        for c in (host, anna, ben):
            await c.close()
        return result, hosted
    try:
        result, hosted = asyncio.run(run())
    finally:
        server.stop()
    assert (result["correct"], result["questions"], result["passed"]) == (2, 4, True)
    assert [r["right"] for r in result["review"]] == [True, False, True, False]
    assert [(r["name"], r["correct"], r["answered"]) for r in hosted] == \
        [("Anna", 2, 4), ("Ben", 1, 1)]
    # the instructor's store: an exams row of each trainee's profile, its answers with it
    exams = rows(path, "SELECT p.name, e.code, e.correct, e.passed FROM exams e "
                       "JOIN profiles p ON p.id = e.profile_id ORDER BY e.id")
    assert exams == [("Anna", CODE, 2, 1), ("Ben", CODE, 1, 0)]
    assert rows(path, "SELECT count(*), sum(correct) FROM answers WHERE exam_id = 1") == [(4, 2)]


def test_a_second_delivery_of_an_answer_is_not_counted_again(path):
    server = served(path)
    address = f"127.0.0.1:{server.port}"

    async def run():
        host, anna = HostClient(), MemberClient()
        await host.connect(address, server.host_key)
        await anna.join(address, server.join_code, "Anna")
        await host.start_exam(CODE)
        ask = (await anna.view()).exam["ask"]["ask"]
        same = uid()
        first = await anna.answer(ask, key_of(0), 3.0, same)
        again = await anna.answer(ask, key_of(0), 3.0, same)  # the reply was lost: sent again
        record = {"drill": "ch.total", "level": 1, "seed": 3, "correct": True, "seconds": 4.0,
                  "answer": "{}", "expected": "{}", "tags": [], "chips_fewest": None}
        practice = uid()
        counts = [await anna.practice(record, practice), await anna.practice(record, practice)]
        index = (await anna.view()).exam["index"]
        for c in (host, anna):
            await c.close()
        return first, again, counts, index
    try:
        first, again, counts, index = asyncio.run(run())
    finally:
        server.stop()
    assert (first, again, counts, index) == (True, False, [True, False], 1)
    assert rows(path, "SELECT count(*) FROM answers") == [(2,)]
    assert rows(path, "SELECT count(*) FROM receipts") == [(2,)]


def test_a_restart_mid_exam_loses_nothing_and_the_clients_reconnect_by_themselves(path):
    server = served(path)
    port, code = server.port, server.join_code
    address = f"127.0.0.1:{port}"

    async def run():
        anna = MemberClient()
        await anna.join(address, code, "Anna")
        host = HostClient()
        await host.connect(address, server.host_key)
        await host.start_exam(CODE)
        views = anna.views()
        first = await anns_next(views)
        assert first.exam["index"] == 0
        assert await anna.answer(first.exam["ask"]["ask"], key_of(0), 2.0, uid())
        while (await anns_next(views)).exam["index"] != 1:
            pass
        # the instructor's app is closed and opened again on the same store and port
        await asyncio.to_thread(server.stop)
        again = ClassServer(path, port, host="127.0.0.1")
        await asyncio.to_thread(again.start)
        view = await asyncio.wait_for(anns_next(views), 15)  # the socket came back
        token_ok = await anna.view()
        assert await anna.answer(view.exam["ask"]["ask"], key_of(1), 2.0, uid())
        after = await anna.view()
        await views.aclose()
        await anna.close()
        await host.close()
        return again, view, token_ok, after
    again, view, token_ok, after = asyncio.run(run())
    try:
        assert again.join_code == code
        assert view.exam["index"] == 1 and view.exam["state"] == "running"
        assert 0 < view.exam["seconds_left"] <= 30 * 60
        assert token_ok.member["name"] == "Anna" and after.exam["index"] == 2
    finally:
        again.stop()
    assert rows(path, "SELECT count(*), sum(correct) FROM answers WHERE exam_id IS NOT NULL") \
        == [(2, 2)]


async def anns_next(views):
    return await views.__anext__()


def test_a_port_in_use_is_said_in_one_sentence(path):
    with closing(socket.socket()) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        server = ClassServer(path, port, host="127.0.0.1")
        with pytest.raises(PortInUse) as said:
            server.start()
    assert said.value.render() == (f"Another program is using port {port}: close it or choose "
                                   f"another port.")
    assert not server.running


# -- the web application under aiohttp's test client -----------------------------------------
def with_app(path, test, clock=None):
    """Run ``test(client, session, app)`` against the class's app on a test server."""
    store = ProgressStore(path)
    try:
        session = Session(store, "ABCDEF", **({"clock": clock} if clock else {}))
        app = ClassApp(session, "the-host-key")

        async def go():
            async with TestClient(TestServer(app.app)) as client:
                return await test(client, session, app)
        return asyncio.run(go())
    finally:
        store.close()


async def post(client, url, body=None, secret=None, raw=None):
    headers = {"Authorization": f"Bearer {secret}"} if secret else {}
    r = await client.post(url, data=raw if raw is not None else json.dumps(body or {}),
                          headers=headers)
    return r.status, await r.json()


async def get(client, url, secret=None):
    headers = {"Authorization": f"Bearer {secret}"} if secret else {}
    r = await client.get(url, headers=headers)
    return r.status, await r.json()


HOST = "the-host-key"


def test_every_request_needs_the_code_a_token_or_the_host_key(path):
    async def test(client, session, app):
        out = {}
        out["wrong code"] = await post(client, "/api/join", {"code": "ZZZZZZ", "name": "Anna"})
        status, joined = await post(client, "/api/join", {"code": "abcdef", "name": "Anna"})
        token = joined["token"]
        out["no token"] = await get(client, "/api/view")
        out["made-up token"] = await get(client, "/api/view", "x" * 43)
        out["a token as host key"] = await post(client, "/api/host/ask", {"source": LIVE}, token)
        out["host key as token"] = await get(client, "/api/view", HOST)
        out["own view"] = (await get(client, "/api/view", token))[0]
        return out, token, session
    out, token, session = with_app(path, test)
    assert out["wrong code"] == (403, {"error": p.WRONG_CODE,
                                       "message": "This is not the class's join code."})
    assert out["no token"][0] == out["made-up token"][0] == out["host key as token"][0] == 401
    assert out["a token as host key"][0] == 401 and out["own view"] == 200
    stored = rows(path, "SELECT token FROM class_members")
    assert stored[0][0] != token and len(stored[0][0]) == 64  # only its hash is kept


def test_a_trainee_sees_no_key_before_the_reveal_and_never_another_trainees_answer(path):
    async def test(client, session, app):
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        _, b = await post(client, "/api/join", {"code": "ABCDEF", "name": "Ben"})
        _, asked = await post(client, "/api/host/ask", {"source": LIVE}, HOST)
        q = session.live.question
        right = given_to_wire(q, q.expected)
        await post(client, "/api/answer", {"ask": asked["ask"], "given": right, "seconds": 2,
                                           "uid": uid()}, a["token"])
        seen = [(await get(client, "/api/view", b["token"]))[1]]
        await post(client, "/api/host/close", {}, HOST)
        seen.append((await get(client, "/api/view", b["token"]))[1])
        host_closed = (await get(client, "/api/host/view", HOST))[1]
        await post(client, "/api/host/reveal", {}, HOST)
        revealed = (await get(client, "/api/view", a["token"]))[1]
        return seen, host_closed, revealed, right
    seen, host_closed, revealed, right = with_app(path, test)
    for view in seen:  # Ben, who did not answer, before the reveal
        text = json.dumps(view)
        assert view["live"]["marked"] is None and '"expected"' not in text
        assert "Anna" not in text and view["live"]["answered"] is False
    assert host_closed["live"]["answered"] == 1 and host_closed["live"]["spread"]
    assert revealed["live"]["marked"]["right"] is True
    assert [pt["expected"] for pt in revealed["live"]["marked"]["parts"]] == list(right.values())


def test_a_removed_trainee_is_shut_out_at_once_and_cannot_join_again(path):
    async def test(client, session, app):
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        ws = await client.ws_connect("/api/ws", headers={"Authorization": f"Bearer {a['token']}"})
        first = await ws.receive_json()
        await post(client, "/api/host/remove", {"member": a["member"]["id"]}, HOST)
        closed = await ws.receive()
        after = await get(client, "/api/view", a["token"])
        rejoin = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        return first, closed, after, rejoin
    first, closed, after, rejoin = with_app(path, test)
    assert first["member"]["name"] == "Anna"
    assert closed.data == 4403  # the socket closed at once
    assert after[0] == 403 and after[1]["error"] == p.REMOVED
    assert rejoin[0] == 403 and rejoin[1]["error"] == p.REMOVED


def test_a_members_name_is_no_way_in_while_they_are_connected_nor_without_the_instructor(path):
    """Typing a member's name takes nobody over: refused while they are connected; otherwise
    the instructor lets them in (or not), and the old token and its sockets stop at once."""
    async def test(client, session, app):
        out = {}
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        auth = {"Authorization": f"Bearer {a['token']}"}
        ws = await client.ws_connect("/api/ws", headers=auth)
        await ws.receive_json()
        out["connected"] = await post(client, "/api/join", {"code": "ABCDEF", "name": " anna "})
        await ws.close()
        await asyncio.sleep(0.05)
        out["knock"] = await post(client, "/api/join", {"code": "ABCDEF", "name": "ANNA"})
        request = out["knock"][1].get("waiting")
        out["second knock"] = await post(client, "/api/join", {"code": "ABCDEF",
                                                               "name": "anna"})
        out["still the member"] = (await get(client, "/api/view", a["token"]))[0]
        out["knocking"] = (await get(client, "/api/host/view", HOST))[1]["knocking"]
        out["waits"] = await post(client, "/api/knock", {"code": "ABCDEF", "request": request})
        ws = await client.ws_connect("/api/ws", headers=auth)  # the old PC comes back
        await ws.receive_json()
        await post(client, "/api/host/admit", {"member": a["member"]["id"], "allow": True},
                   HOST)
        out["old socket"] = (await ws.receive()).data
        out["admitted"] = await post(client, "/api/knock", {"code": "ABCDEF",
                                                            "request": request})
        out["old token"] = (await get(client, "/api/view", a["token"]))[0]
        out["new token"] = (await get(client, "/api/view",
                                      out["admitted"][1]["token"]))[1]["member"]
        out["once"] = (await post(client, "/api/knock", {"code": "ABCDEF",
                                                         "request": request}))[0]
        # refused
        _, knock = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        await post(client, "/api/host/admit", {"member": a["member"]["id"], "allow": False},
                   HOST)
        out["refused"] = await post(client, "/api/knock", {"code": "ABCDEF",
                                                           "request": knock["waiting"]})
        out["members"] = (await get(client, "/api/host/view", HOST))[1]["members"]
        return out, a
    out, a = with_app(path, test)
    assert out["connected"] == (409, {"error": p.NAME_IN_USE, "message": (
        "A trainee of this name is in the class already: join with another name.")})
    assert out["knock"][0] == 202 and len(out["knock"][1]["waiting"]) >= 32
    assert out["second knock"][0] == 409 and out["still the member"] == 200
    assert [(k["member"], k["name"]) for k in out["knocking"]] == [(a["member"]["id"], "Anna")]
    assert out["waits"][0] == 202
    assert out["old socket"] == p.CLOSE_TOKEN
    assert out["admitted"][0] == 200 and out["admitted"][1]["member"] == a["member"]
    assert out["old token"] == 401 and out["new token"] == a["member"] and out["once"] == 404
    assert out["refused"] == (403, {"error": p.REFUSED,
                                    "message": "The instructor did not let you in."})
    assert out["members"] == [{"id": 1, "name": "Anna", "connected": False, "rejoined": True}]


def test_the_clients_join_waits_for_the_instructor_and_a_class_member_never_takes_a_local_profile(
        path):
    store = ProgressStore(path)
    mine = store.add_profile("Anna")  # the instructor practises here as Anna
    store.close()
    server = served(path)
    address = f"127.0.0.1:{server.port}"

    async def run():
        host, first, again = HostClient(), MemberClient(), MemberClient("127.0.0.3")
        await host.connect(address, server.host_key)
        joined = await first.join(address, server.join_code, "Anna")
        await first.close()  # the PC restarted: its token lost
        waited = []
        joining = asyncio.create_task(again.join(address, server.join_code, "anna",
                                                 on_waiting=lambda: waited.append(1)))
        while not (await host.view()).knocking:
            await asyncio.sleep(0.05)
        assert waited == [1] and not joining.done()
        await host.admit(joined.id, True)
        rejoined = await asyncio.wait_for(joining, 10)
        view = await again.view()
        for c in (host, again):
            await c.close()
        return joined, rejoined, view
    try:
        joined, rejoined, view = asyncio.run(run())
    finally:
        server.stop()
    assert rejoined.id == joined.id and rejoined.token != joined.token
    assert view.member == {"id": joined.id, "name": "Anna"}
    profiles = rows(path, "SELECT p.id, p.name FROM class_members m "
                          "JOIN profiles p ON p.id = m.profile_id")
    assert profiles == [(profiles[0][0], "Anna (2)")] and profiles[0][0] != mine.id


def test_a_classes_member_answers_under_the_profile_of_that_name_from_an_earlier_class(path):
    store = ProgressStore(path)
    try:
        first = store.start_class("ABCDEF")
        ana = store.join_class(first["id"], "Ana", "a" * 64)
        store.end_class(first["id"])
        second = store.start_class("BCDEFG")
        again = store.join_class(second["id"], " ANA ", "b" * 64)
        store.add_profile("Ben")
        ben = store.join_class(second["id"], "Ben", "c" * 64)
    finally:
        store.close()
    assert again["profile_id"] == ana["profile_id"]
    assert rows(path, f"SELECT name FROM profiles WHERE id = {ben['profile_id']}") == \
        [("Ben (2)",)]


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "Anna\nBen", "Anna\u200b"])
def test_names_are_checked_as_the_stores(path, name):
    async def test(client, session, app):
        return await post(client, "/api/join", {"code": "ABCDEF", "name": name})
    status, body = with_app(path, test)
    assert status == 400 and body["error"] == p.BAD_NAME


def test_bodies_rates_joins_and_members_are_bounded(path, monkeypatch):
    monkeypatch.setattr(p, "MAX_MEMBERS", 3)

    async def test(client, session, app):
        out = {}
        out["large"] = (await post(client, "/api/join", raw=b"{" + b" " * (16 * 1024 + 1)
                                   + b"}"))[0]
        statuses = [(await post(client, "/api/join", {"code": "ABCDEF", "name": f"T{n}"}))
                    for n in range(10)]
        out["joins"] = [s for s, _ in statuses]
        out["full"] = statuses[3]
        _, a = statuses[0]
        burst = [(await get(client, "/api/view", a["token"]))[0] for _ in range(p.BURST + 5)]
        out["burst"] = burst
        return out
    out = with_app(path, test)
    assert out["large"] == 413
    assert out["joins"][:3] == [200, 200, 200]
    assert out["full"] == (409, {"error": p.CLASS_FULL, "message": "The class is full."})
    assert out["joins"][3:] == [409] * 7  # the class full for every join after the third
    assert out["burst"][:p.BURST - 12].count(200) == p.BURST - 12 and out["burst"][-1] == 429


def test_joins_a_minute_from_one_address(path):
    async def test(client, session, app):
        statuses = [(await post(client, "/api/join", {"code": "WRONG1", "name": "Anna"}))[0]
                    for _ in range(p.JOINS_PER_MINUTE + 1)]
        return statuses
    statuses = with_app(path, test)
    assert statuses[:-1] == [403] * p.JOINS_PER_MINUTE and statuses[-1] == 429


def test_an_answer_after_the_time_is_refused(path):
    now = [1_000_000_000.0]

    async def test(client, session, app):
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        await post(client, "/api/host/exam", {"code": CODE}, HOST)
        now[0] = session.exam.started + SPEC.minutes * 60 - 1
        view = (await get(client, "/api/view", a["token"]))[1]["exam"]
        in_time = await post(client, "/api/answer", {"ask": view["ask"]["ask"],
                                                      "given": key_of(0), "seconds": 1,
                                                      "uid": uid()}, a["token"])
        now[0] += 2
        view = (await get(client, "/api/view", a["token"]))[1]["exam"]
        late = await post(client, "/api/answer", {"ask": view["ask"]["ask"],
                                                   "given": key_of(1), "seconds": 1,
                                                   "uid": uid()}, a["token"])
        return view, in_time, late
    view, in_time, late = with_app(path, test, clock=lambda: now[0])
    assert in_time == (200, {"counted": True}) and view["seconds_left"] == 0
    assert late[0] == 409 and late[1]["error"] == p.NOT_NOW


def test_serve_says_a_port_in_use_in_one_sentence_and_exits_2(tmp_path):
    import os
    import subprocess
    import sys
    with closing(socket.socket()) as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path),
                   APPDATA=str(tmp_path))
        done = subprocess.run([sys.executable, "-m", "app", "serve", "--port", str(port)],
                              capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"Another program is using port {port}: close it or choose another " \
                          f"port.\n"


# -- the review's findings: each test failed before its fix -------------------------------------
def test_rotating_the_authorization_header_does_not_escape_the_rate_and_the_table_is_bounded(
        path, monkeypatch):
    monkeypatch.setattr(p, "MAX_BUCKETS", 8)

    async def test(client, session, app):
        statuses = [(await get(client, "/api/view", f"made-up-{n}"))[0]
                    for n in range(p.ADDRESS_BURST + 5)]
        return statuses, len(app._by_address), len(app._by_member)
    statuses, addresses, members = with_app(path, test)
    assert statuses[:p.ADDRESS_BURST] == [401] * p.ADDRESS_BURST
    assert statuses[-1] == 429 and addresses == 1 and members == 0


def test_the_rate_tables_forget_the_idlest_beyond_their_size(monkeypatch):
    from app.classroom.server import Limiter
    limiter = Limiter(1.0, 2, size=3)
    for n in range(10):
        limiter.take(f"10.0.0.{n}", float(n))
    assert len(limiter) == 3


def test_a_member_holds_two_sockets_at_most_and_an_address_a_few(path, monkeypatch):
    monkeypatch.setattr(p, "ADDRESS_SOCKETS", 4)

    async def test(client, session, app):
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        auth = {"Authorization": f"Bearer {a['token']}"}
        sockets = []
        for _ in range(3):
            ws = await client.ws_connect("/api/ws", headers=auth)
            await ws.receive_json()
            sockets.append(ws)
        oldest = await asyncio.wait_for(sockets[0].receive(), 5)
        host = [await client.ws_connect("/api/host/ws", headers={
            "Authorization": f"Bearer {HOST}"}) for _ in range(2)]
        refused = await client.get("/api/ws", headers=auth)  # a fifth from this address
        member = session.members[a["member"]["id"]]
        return oldest, refused.status, member.connected, host
    oldest, refused, connected, host = with_app(path, test)
    assert oldest.type.name == "CLOSE" and oldest.data == p.CLOSE_TOO_MANY
    assert connected == 2 and refused == 429


def test_a_host_holds_a_few_sockets_at_most(path):
    async def test(client, session, app):
        auth = {"Authorization": f"Bearer {HOST}"}
        sockets = []
        for _ in range(p.HOST_SOCKETS + 1):
            ws = await client.ws_connect("/api/host/ws", headers=auth)
            await ws.receive_json()
            sockets.append(ws)
        oldest = await asyncio.wait_for(sockets[0].receive(), 5)
        return oldest, len(app._host_ws)
    oldest, held = with_app(path, test)
    assert oldest.data == p.CLOSE_TOO_MANY and held == p.HOST_SOCKETS


def test_a_store_held_by_another_program_holds_up_no_one_elses_request(path):
    import threading
    import time as clock
    server = served(path)
    address = f"127.0.0.1:{server.port}"
    record = {"drill": "ch.total", "level": 1, "seed": 3, "correct": True, "seconds": 4.0,
              "answer": "{}", "expected": "{}", "tags": []}
    held, free = threading.Event(), threading.Event()

    def hold():
        with closing(sqlite3.connect(path, isolation_level=None)) as conn:
            conn.execute("BEGIN IMMEDIATE")
            held.set()
            free.wait(10)
            conn.execute("ROLLBACK")

    async def run():
        anna, ben = MemberClient(), MemberClient("127.0.0.3")
        await anna.join(address, server.join_code, "Anna")
        await ben.join(address, server.join_code, "Ben")
        thread = threading.Thread(target=hold)
        thread.start()
        await asyncio.to_thread(held.wait)
        saving = asyncio.create_task(anna.practice(record, uid()))
        await asyncio.sleep(0.2)
        t0 = clock.perf_counter()
        await ben.view()
        waited = clock.perf_counter() - t0
        free.set()
        counted = await saving
        await asyncio.to_thread(thread.join)
        for c in (anna, ben):
            await c.close()
        return waited, counted
    try:
        waited, counted = asyncio.run(run())
    finally:
        free.set()
        server.stop()
    assert waited < 0.5 and counted is True
    assert rows(path, "SELECT count(*) FROM answers") == [(1,)]


@pytest.mark.parametrize("tags", [["a;b"], [""], ["\ud800"], "tags", [3]])
def test_a_practice_record_the_app_would_not_write_is_refused(path, tags):
    async def test(client, session, app):
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        record = {"drill": "ch.total", "level": 1, "seed": 3, "correct": True, "seconds": 4.0,
                  "answer": "{}", "expected": "{}", "tags": tags}
        return await post(client, "/api/practice", {"record": record, "uid": uid()},
                          a["token"])
    status, body = with_app(path, test)
    assert status == 400 and body["error"] == p.BAD_REQUEST


def test_one_answer_the_store_refuses_fails_alone_not_its_batch(path):
    from app.classroom.server import Saver
    from app.classroom.session import Pending
    from app.core.trainer.records import AnswerRecord

    async def run(store, session):
        anna = await session.join("ABCDEF", "Anna")
        profile = session.members[anna.id].profile_id

        def answer(tags):
            return Pending(uid(), AnswerRecord(profile, "ch.total", 1, 3, True, 2.0, "{}", "{}",
                                               tags))
        saver = Saver(session)
        results = await asyncio.gather(saver.save(answer(())), saver.save(answer(("a;b",))),
                                       saver.save(answer(("fine",))), return_exceptions=True)
        return results
    store = ProgressStore(path)
    try:
        session = Session(store, "ABCDEF")
        results = asyncio.run(run(store, session))
    finally:
        store.close()
    assert results[0].id and results[2].id and isinstance(results[1], Exception)
    assert rows(path, "SELECT count(*) FROM answers") == [(2,)]


def test_one_class_server_at_a_time_on_a_store_and_the_port_is_taken_first(path, tmp_path):
    first = served(path)
    try:
        second = ClassServer(path, 0, host="127.0.0.1")
        with pytest.raises(ServerError) as refused:
            second.start()
    finally:
        first.stop()
    assert refused.value.render() == ("Another class server is hosting a class on this "
                                      "progress file: stop it first.")
    other = tmp_path / "other" / "progress.sqlite3"
    with closing(socket.socket()) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        with pytest.raises(PortInUse):
            ClassServer(other, taken.getsockname()[1], host="127.0.0.1").start()
    assert not other.parent.exists()  # the port first: the store was never touched


def test_an_unfinished_class_is_never_ended_by_another_code(path):
    first = ClassServer(path, 0, code=" bcdefg ", host="127.0.0.1")
    first.start()
    first.stop()
    assert first.join_code == "BCDEFG"
    other = ClassServer(path, 0, code="CDEFGH", host="127.0.0.1")
    with pytest.raises(ServerError) as refused:
        other.start()
    assert "--new-class" in refused.value.render()
    assert rows(path, "SELECT code, ended IS NULL FROM classes") == [("BCDEFG", 1)]
    new = ClassServer(path, 0, code="CDEFGH", host="127.0.0.1", new_class=True)
    new.start()
    new.stop()
    assert rows(path, "SELECT code, ended IS NULL FROM classes") == [("BCDEFG", 0),
                                                                    ("CDEFGH", 1)]
    with pytest.raises(ServerError):
        ClassServer(path, 0, code="ABC0EF")  # not of the join code's alphabet


def test_malformed_requests_are_refused_in_json_never_with_a_traceback(path):
    deep = b'{"code": ' + b"[" * 5000 + b"]" * 5000 + b"}"

    async def test(client, session, app):
        out = {"deep": await post(client, "/api/join", raw=deep),
               "surrogate": await post(client, "/api/join",
                                       raw=b'{"code": "ABCDEF", "name": "An\\ud800na"}'),
               "surrogate code": await post(client, "/api/join",
                                            raw=b'{"code": "\\ud800", "name": "Anna"}')}
        r = await client.get("/api/nowhere")
        out["no path"] = (r.status, await r.json())
        return out
    out = with_app(path, test)
    assert out["deep"] == (400, {"error": p.BAD_REQUEST, "message": "The request is not JSON."})
    assert out["surrogate"][0] == 400 and out["surrogate"][1]["error"] == p.BAD_NAME
    assert out["surrogate code"][0] == 403
    assert out["no path"][0] == 404 and out["no path"][1]["error"] == p.NOT_FOUND


def test_an_unexpected_failure_is_a_json_500_and_logged(path, monkeypatch, caplog):
    def broken(self, member):
        raise RuntimeError("a bug")
    monkeypatch.setattr(Session, "member_view", broken)

    async def test(client, session, app):
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        r = await client.get("/api/view", headers={"Authorization": f"Bearer {a['token']}"})
        return r.status, await r.text()
    status, text = with_app(path, test)
    assert status == 500 and json.loads(text) == {
        "error": p.INTERNAL, "message": "The class server failed to answer; try again."}
    assert "Traceback" not in text and "a bug" in caplog.text


def test_an_answer_saved_as_the_exam_ends_is_in_the_result_and_the_exam_ends_once(path):
    spec = ExamSpec(("ch.total",), 2, 1, 50, 2, 9)
    now = [1_000_000_000.0]

    async def run(store, session):
        joined = await session.join("ABCDEF", "Ann")
        member = session.members[joined.id]
        await session.start_exam(exam_code(spec), None)
        for i in range(2):
            drill, level, seed = exam_questions(spec)[i]
            q = generate(drill, level, seed)
            pending = await session.begin_answer(member, f"e{session.exam.id}.{i}",
                                                 given_to_wire(q, q.expected), 1, f"uid-000{i}x")
            if i == 1:  # the time runs out while the last answer is being saved
                now[0] = session.exam.started + 120
                ending = asyncio.create_task(session.tick())
                await asyncio.sleep(0.02)
                with pytest.raises(ClassError) as again:  # ending: no second end
                    await session.end_exam()
                assert again.value.status == 409
            store.record_received([(pending.uid, pending.record)])
            pending.release()
            pending.apply()
        assert await ending is True
        return member
    store = ProgressStore(path)
    try:
        session = Session(store, "ABCDEF", clock=lambda: now[0])
        member = asyncio.run(run(store, session))
        exam = store.exams(member.profile_id)[0]
    finally:
        store.close()
    assert (exam.correct, exam.passed) == (2, True)
    assert session.exam.sittings[member.id].marks == [True, True]
    assert rows(path, "SELECT count(*) FROM class_exams WHERE ended IS NOT NULL") == [(1,)]


def test_a_removed_member_does_not_keep_an_exam_running(path):
    async def test(client, session, app):
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        _, b = await post(client, "/api/join", {"code": "ABCDEF", "name": "Ben"})
        await post(client, "/api/host/exam", {"code": CODE}, HOST)
        await post(client, "/api/host/remove", {"member": b["member"]["id"]}, HOST)
        for index in range(SPEC.questions):
            ask = (await get(client, "/api/view", a["token"]))[1]["exam"]["ask"]["ask"]
            await post(client, "/api/answer", {"ask": ask, "given": key_of(index),
                                               "seconds": 1, "uid": uid()}, a["token"])
        return (await get(client, "/api/host/view", HOST))[1]["exam"]["state"]
    assert with_app(path, test) == "ended"


def test_live_question_ids_differ_from_one_start_to_the_next(path):
    asks = []
    for _ in range(2):
        store = ProgressStore(path)
        try:
            asks.append(Session(store).ask(LIVE))
        finally:
            store.close()
    assert asks[0] != asks[1] and all(len(a) <= p.MAX_ASK for a in asks)


def test_serve_writes_the_host_key_for_this_user_alone_and_removes_it_on_stop(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time as clock
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path),
               APPDATA=str(tmp_path), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        lines = [proc.stdout.readline() for _ in range(2)]
        while not lines[-1].startswith("Host key:"):
            lines.append(proc.stdout.readline())
            assert len(lines) < 20, lines
        host_file = lines[-1].split("(also in ", 1)[1].rstrip(")\n")
        mode = os.stat(host_file).st_mode & 0o777
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    assert mode == 0o600
    for _ in range(10):
        if not os.path.exists(host_file):
            break
        clock.sleep(0.1)
    assert not os.path.exists(host_file)


def test_serve_stops_cleanly_under_repeated_ctrl_c(tmp_path):
    """An impatient Ctrl+C pressed again and again while the server stops ends it with exit
    0 and no traceback (the handler stays until the server has stopped)."""
    import os
    import signal
    import subprocess
    import sys
    import time as clock
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path),
               APPDATA=str(tmp_path), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = proc.stdout.readline()
        while not line.startswith("Ctrl+C"):
            assert line, proc.stderr.read()
            line = proc.stdout.readline()
        end = clock.monotonic() + 20
        while proc.poll() is None and clock.monotonic() < end:
            proc.send_signal(signal.SIGINT)
            clock.sleep(0.01)
        code = proc.wait(30)
        err, out = proc.stderr.read(), proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()
    assert code == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "The class server stopped" in out, out


def test_a_served_exam_puts_the_live_question_away_and_none_is_asked_while_it_runs(path):
    """A live question left on the projector when an exam starts would stay in every
    trainee's view beside the exam (a PC joining again showed that question's mark instead
    of the released exam): the exam puts it away, and no live question is asked until the
    exam ends."""
    server = served(path)
    address = f"127.0.0.1:{server.port}"

    async def run():
        host, anna = HostClient(), MemberClient()
        await host.connect(address, server.host_key)
        await anna.join(address, server.join_code, "Anna")
        await host.ask(LIVE)
        before = (await anna.view()).live
        await host.start_exam(CODE)
        during = (await anna.view()).live, (await host.view()).live
        with pytest.raises(ClassRequestError) as refused:
            await host.ask(LIVE)
        await host.end_exam()
        after = await host.ask(LIVE)
        for c in (host, anna):
            await c.close()
        return before, during, refused.value, after
    try:
        before, during, refused, after = asyncio.run(run())
    finally:
        server.stop()
    assert before is not None and during == (None, None)
    assert (refused.status, refused.error) == (409, p.NOT_NOW)
    assert after
