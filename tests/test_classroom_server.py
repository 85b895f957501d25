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
from app.classroom.session import Session
from app.core.errors import PortInUse
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
        await host.release()
        result = (await anna.view()).exam["result"]
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


def test_a_removed_trainee_is_shut_out_at_once_and_a_lost_token_rejoins_by_name(path):
    async def test(client, session, app):
        _, a = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        _, again = await post(client, "/api/join", {"code": "ABCDEF", "name": " anna "})
        old = (await get(client, "/api/view", a["token"]))[0]
        host = (await get(client, "/api/host/view", HOST))[1]
        ws = await client.ws_connect("/api/ws", headers={
            "Authorization": f"Bearer {again['token']}"})
        first = await ws.receive_json()
        await post(client, "/api/host/remove", {"member": again["member"]["id"]}, HOST)
        closed = await ws.receive()
        after = await get(client, "/api/view", again["token"])
        rejoin = await post(client, "/api/join", {"code": "ABCDEF", "name": "Anna"})
        return a, again, old, host, first, closed, after, rejoin
    a, again, old, host, first, closed, after, rejoin = with_app(path, test)
    assert again["member"] == a["member"] and again["token"] != a["token"]
    assert old == 401  # the lost token no longer works
    assert host["members"] == [{"id": 1, "name": "Anna", "connected": False, "rejoined": True}]
    assert first["member"]["name"] == "Anna"
    assert closed.data == 4403  # the socket closed at once
    assert after[0] == 403 and after[1]["error"] == p.REMOVED
    assert rejoin[0] == 403


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
    assert out["joins"][9] == 409  # ten joins in a minute...
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
