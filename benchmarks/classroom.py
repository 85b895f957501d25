"""The class server under a class: ``--clients`` trainees (30) on this PC's loopback join a
real ``ClassServer`` (in this process, its own thread and event loop), answer a live question
and a served exam of ``--questions`` questions (20); one trainee is killed mid-exam right
after sending an answer (its connection dropped before the reply: the reply is lost), joins
again by name (the instructor lets it in), sends that answer again with the same uid (not
counted twice) and goes on.

Figures: ``p95_ms``, the 95th percentile of an answer sent to the instructor's view (the
host's WebSocket) counting it (goal: at most 200 ms); ``lost``, answers the server said it
counted whose uid is not among the store's receipts of exam answers (goal: 0);
``stored_not_counted``, receipts of answers no reply said counted (1: the killed trainee's,
whose reply was lost); ``rejoined``, 1 when the killed trainee, let in again, had its resent
answer refused as counted already, resumed at the next question and finished; CPU and wall
time of the whole run."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from app.classroom.client import ClassRequestError, HostClient, MemberClient
from app.classroom.runner import ClassServer
from app.core.trainer.exam import ExamSpec, exam_code
from benchmarks.clock import emit

DRILLS = ("ch.total", "ch.ante_call", "thb.total")


def _given(sheet: dict[str, Any]) -> dict[str, Any]:
    """An answer to every part of a sheet (right or wrong does not matter here)."""
    out: dict[str, Any] = {}
    for part in sheet["parts"]:
        options = part.get("options")
        if options:
            out[part["key"]] = options[0]["id"]
        elif part.get("kind") == "seats":
            out[part["key"]] = [1]
        else:
            out[part["key"]] = 5
    return out


class _Run:
    def __init__(self, clients: int, questions: int) -> None:
        self.clients, self.questions = clients, questions
        self.sent: dict[tuple[int, int], float] = {}  # (member, index) -> sent at
        self.counted: dict[tuple[int, int], float] = {}  # -> the host's view counted it
        self.progress: dict[int, int] = {}
        self.counted_ok = 0
        self.counted_uids: set[str] = set()  # "member/uid", as the store's receipts have them
        self.live_sent: dict[int, float] = {}
        self.live_seen: list[float] = []
        self.live_count = 0

    def on_host(self, view: Any, now: float) -> None:
        live = view.live
        if live is not None and live["answered"] > self.live_count:
            self.live_seen += [now] * (live["answered"] - self.live_count)
            self.live_count = live["answered"]
        exam = view.exam
        if exam is None:
            return
        for entry in exam["progress"]:
            member, answered = entry["member"], entry["answered"]
            for index in range(self.progress.get(member, 0), answered):
                self.counted.setdefault((member, index), now)
            self.progress[member] = max(answered, self.progress.get(member, 0))


async def _trainee(run: _Run, address: str, code: str, name: str, stop_at: int = -1,
                   client: MemberClient | None = None
                   ) -> tuple[MemberClient, int, tuple[str, dict[str, Any], str] | None]:
    """Join (or use ``client``), answer the live question when asked and every exam question;
    at question ``stop_at`` dies right after sending its answer (returns it: ask, given,
    uid)."""
    if client is None:
        client = MemberClient()
        await client.join(address, code, name)
    assert client.joined is not None
    me = client.joined.id
    answered_live = False
    async for view in client.views():
        live = view.live
        if live is not None and live["status"] == "open" and not live["answered"] \
                and not answered_live:
            answered_live = True
            run.live_sent[me] = time.perf_counter()
            await client.answer(live["ask"], _given(live["sheet"]), 1.0, uuid.uuid4().hex)
        exam = view.exam
        if exam is None:
            continue
        if exam["state"] != "running" or exam["ask"] is None:
            if exam["index"] >= run.questions:
                return client, exam["index"], None
            continue
        index = exam["index"]
        given, uid = _given(exam["ask"]["sheet"]), uuid.uuid4().hex
        run.sent[(me, index)] = time.perf_counter()
        if index == stop_at:  # killed right after sending it: the reply is lost
            await _send_and_die(client, address, exam["ask"]["ask"], given, uid)
            return client, index, (exam["ask"]["ask"], given, uid)
        if await client.answer(exam["ask"]["ask"], given, 1.0, uid):
            run.counted_ok += 1
            run.counted_uids.add(f"{me}/{uid}")
    return client, -1, None


async def _send_and_die(client: MemberClient, address: str, ask: str, given: dict[str, Any],
                        uid: str) -> None:
    """An answer's request written whole on a connection of its own, which is then closed
    before the reply comes (the PC died), then the client's other connections dropped."""
    host, port = address.rsplit(":", 1)
    body = json.dumps({"ask": ask, "given": given, "seconds": 1.0, "uid": uid}).encode()
    reader, writer = await asyncio.open_connection(host, int(port),
                                                   local_addr=(client.local_address or "", 0))
    writer.write(f"POST /api/answer HTTP/1.1\r\nHost: {address}\r\n"
                 f"Authorization: Bearer {client.secret}\r\n"
                 f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
                 f"Connection: close\r\n\r\n".encode() + body)
    await writer.drain()
    writer.close()
    with contextlib.suppress(OSError):
        await writer.wait_closed()
    await client.close()


async def _class(server: ClassServer, clients: int, questions: int) -> dict[str, Any]:
    address = f"127.0.0.1:{server.port}"
    run = _Run(clients, questions)
    host = HostClient()
    await host.connect(address, server.host_key)
    first_view = asyncio.Event()

    async def follow() -> None:
        async for view in host.views():
            run.on_host(view, time.perf_counter())
            first_view.set()
            for knock in view.knocking:  # the killed trainee, joining again: let in
                with contextlib.suppress(Exception):
                    await host.admit(knock["member"], True)
    watcher = asyncio.create_task(follow())
    await first_view.wait()
    names = [f"Trainee {n + 1}" for n in range(clients)]
    joined = []
    for n, name in enumerate(names):  # ten joins a minute from one address: each trainee's
        client = MemberClient(f"127.0.0.{n + 2}")  # PC has its own
        await client.join(address, server.join_code, name)
        joined.append(client)
    # the live question, answered by all
    tasks = [asyncio.create_task(_trainee(run, address, server.join_code, n, client=c))
             for n, c in zip(names, joined, strict=True)]
    await asyncio.sleep(0.3)
    await host.ask({"kind": "drill", "drill": "ch.total", "level": 2, "seed": 17, "house": None})
    while run.live_count < clients:
        await asyncio.sleep(0.01)
    await host.close_question()
    await host.reveal()
    for t in tasks:
        t.cancel()
    for t in tasks:
        with contextlib.suppress(asyncio.CancelledError):
            await t
    # the served exam
    code = exam_code(ExamSpec(DRILLS, questions, 30, 70, 2, 4242))
    victim = 0
    killed_at = questions // 2
    tasks = [asyncio.create_task(_trainee(run, address, server.join_code, n, client=c,
                                          stop_at=killed_at if i == victim else -1))
             for i, (n, c) in enumerate(zip(names, joined, strict=True))]
    await host.start_exam(code)
    _, reached, last = await tasks[victim]  # killed right after sending an answer
    assert last is not None
    again = MemberClient(f"127.0.0.{victim + 2}")
    while True:  # the same name, no token: refused while the old socket is still seen open
        try:
            await again.join(address, server.join_code, names[victim])
            break
        except ClassRequestError as exc:
            if exc.error != "name_in_use":
                raise
            await asyncio.sleep(0.05)
    resent = await again.answer(*last[:2], 1.0, last[2])  # its reply was lost: sent again
    resumed = (await again.view()).exam
    tasks[victim] = asyncio.create_task(_trainee(run, address, server.join_code,
                                                 names[victim], client=again))
    results = await asyncio.gather(*tasks)
    rejoined = int(not resent and resumed is not None and resumed["index"] == reached + 1
                   and reached == killed_at and results[victim][1] == questions)
    deadline = time.perf_counter() + 10
    while len(run.counted) < len(run.sent) and time.perf_counter() < deadline:
        await asyncio.sleep(0.01)
    watcher.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await watcher
    for c in (*joined, again, host):
        await c.close()
    delays = sorted((run.counted.get(k, float("inf")) - t) * 1000 for k, t in run.sent.items())
    p95 = delays[min(len(delays) - 1, int(0.95 * len(delays)))] if delays else 0.0
    live = sorted(run.live_seen)
    return {"p95_ms": round(p95, 1), "max_ms": round(delays[-1], 1) if delays else 0.0,
            "answers": len(run.sent), "counted": run.counted_ok, "rejoined": rejoined,
            "counted_uids": run.counted_uids,
            "live_answered": run.live_count,
            "live_all_in_ms": round((live[-1] - min(run.live_sent.values())) * 1000, 1)
            if live and run.live_sent else None}


def measure(clients: int = 30, questions: int = 20) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "progress.sqlite3"
        server = ClassServer(path, 0, host="127.0.0.1")
        w0, c0 = time.perf_counter(), time.process_time()
        server.start()
        try:
            out = asyncio.run(_class(server, clients, questions))
            wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        finally:
            server.stop()
        with contextlib.closing(sqlite3.connect(path)) as conn:
            stored = {uid for (uid,) in conn.execute(
                "SELECT r.uid FROM receipts r JOIN answers a ON a.id = r.answer_id "
                "WHERE a.exam_id IS NOT NULL")}
    counted: set[str] = out.pop("counted_uids")
    out["stored"] = len(stored)
    out["lost"] = len(counted - stored)
    out["stored_not_counted"] = len(stored - counted)
    return {"benchmark": "classroom", "clients": clients, "questions": questions,
            "lost": out.pop("lost"), "p95_ms": out.pop("p95_ms"),
            "rejoined": out.pop("rejoined"), **out,
            "wall_s": round(wall, 2), "cpu_s": round(cpu, 2)}


def main(as_json: bool = False, clients: int = 30, questions: int = 20) -> dict[str, Any]:
    result = measure(clients, questions)
    return emit(result, as_json, lambda r: print(
        f"classroom, {r['clients']} trainees, {r['questions']} questions: lost {r['lost']}, "
        f"p95 {r['p95_ms']} ms (max {r['max_ms']}), rejoined {r['rejoined']}; "
        f"wall {r['wall_s']} s, CPU {r['cpu_s']} s"))
