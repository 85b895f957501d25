"""The class server under a class: ``--clients`` trainees (30) on this PC's loopback join a
real ``ClassServer`` (in this process, its own thread and event loop), answer a live question
and a served exam of ``--questions`` questions (20); one trainee is killed mid-exam (its task
cancelled, its connection dropped) and joins again by name.

Figures: ``p95_ms``, the 95th percentile of an answer sent to the instructor's view (the
host's WebSocket) counting it (goal: at most 200 ms); ``lost``, answers counted but not in
the store's ``answers`` rows (goal: 0); ``rejoined``, 1 when the killed trainee resumed at
the question it had reached and finished; CPU and wall time of the whole run."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from app.classroom.client import HostClient, MemberClient
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
        elif part.get("type") == "seats":
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
                   client: MemberClient | None = None) -> tuple[MemberClient, int]:
    """Join (or use ``client``), answer the live question when asked and every exam question;
    stops (returns) once it reached ``stop_at`` answers."""
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
                return client, exam["index"]
            continue
        index = exam["index"]
        if index == stop_at:
            return client, index
        run.sent[(me, index)] = time.perf_counter()
        if await client.answer(exam["ask"]["ask"], _given(exam["ask"]["sheet"]), 1.0,
                               uuid.uuid4().hex):
            run.counted_ok += 1
    return client, -1


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
    _, reached = await tasks[victim]
    await joined[victim].close()  # killed: its connection dropped, its token forgotten
    again = MemberClient(f"127.0.0.{victim + 2}")
    await again.join(address, server.join_code, names[victim])  # the same name, no token
    resumed = (await again.view()).exam
    tasks[victim] = asyncio.create_task(_trainee(run, address, server.join_code,
                                                 names[victim], client=again))
    results = await asyncio.gather(*tasks)
    rejoined = int(resumed is not None and resumed["index"] == reached == killed_at
                   and results[victim][1] == questions)
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
        with sqlite3.connect(path) as conn:
            stored = conn.execute("SELECT count(*) FROM answers WHERE exam_id IS NOT NULL"
                                  ).fetchone()[0]
        conn.close()
    out["stored"] = stored
    out["lost"] = max(0, out["counted"] - stored)
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
