"""The class server's HTTP and WebSocket API on aiohttp (``docs/classroom.md``): who may
ask what (the join code, a member's token, the host key), the bounds on every request
(body size, rates by address and by member, joins a minute, sockets), the views pushed
whole on each change, and the answers saved together (one transaction for the answers that
arrive while the last one is written: ``Saver``). Every call to the store is made on the
store's own thread (``Session.db``); nothing here waits for the disk on the loop."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import time
from collections import OrderedDict, deque
from typing import Any, Awaitable, Callable, Optional

from aiohttp import WSMsgType, web

from app.classroom import protocol as p
from app.classroom.session import ClassError, Member, Pending, Session
from app.core.errors import StoreError
from app.core.trainer.records import AnswerRecord

log = logging.getLogger(__name__)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _error(status: int, error: str, message: str) -> web.Response:
    return web.json_response({"error": error, "message": message}, status=status)


class _Bucket:
    """A client's requests: ``rate`` a second on average, ``burst`` at once."""

    __slots__ = ("level", "at", "rate", "burst")

    def __init__(self, now: float, rate: float, burst: int) -> None:
        self.level, self.at, self.rate, self.burst = float(burst), now, rate, burst

    def take(self, now: float) -> bool:
        self.level = min(float(self.burst), self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class Limiter:
    """Token buckets by key (an address, a member), at most ``p.MAX_BUCKETS`` kept: the one
    used longest ago is forgotten first (a full bucket, if it was idle a second or more)."""

    def __init__(self, rate: float, burst: int, size: int = 0) -> None:
        self.rate, self.burst, self.size = rate, burst, size or p.MAX_BUCKETS
        self._buckets: OrderedDict[Any, _Bucket] = OrderedDict()

    def __len__(self) -> int:
        return len(self._buckets)

    def take(self, key: Any, now: float) -> bool:
        bucket = self._buckets.get(key)
        if bucket is None:
            while len(self._buckets) >= self.size:
                self._buckets.popitem(last=False)
            bucket = self._buckets[key] = _Bucket(now, self.rate, self.burst)
        else:
            self._buckets.move_to_end(key)
        return bucket.take(now)


class Saver:
    """Answers saved together: each waits for the transaction that writes it with every
    answer that arrived while the one before was written (``record_received``, on the store's
    thread). When a batch fails, each of its answers is tried alone, so that only the one at
    fault fails."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._queue: list[tuple[Pending, asyncio.Future[Optional[AnswerRecord]]]] = []
        self._task: Optional[asyncio.Task[None]] = None

    async def save(self, pending: Pending) -> Optional[AnswerRecord]:
        future: asyncio.Future[Optional[AnswerRecord]] = \
            asyncio.get_running_loop().create_future()
        self._queue.append((pending, future))
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run())
        return await future

    async def _run(self) -> None:
        while self._queue:
            batch, self._queue = self._queue, []
            await self._write(batch, len(batch) > 1)
            await asyncio.sleep(0)  # let the next answers arrive

    async def _write(self, batch: list[tuple[Pending, asyncio.Future[Optional[AnswerRecord]]]],
                     alone_after: bool) -> None:
        store = self.session.store
        try:
            saved = await self.session.db(store.record_received,
                                          [(pd.uid, pd.record) for pd, _ in batch])
        except Exception as exc:  # noqa: BLE001 - each answer's own future says it
            if alone_after:
                for one in batch:
                    await self._write([one], False)
                return
            if not isinstance(exc, StoreError):
                log.warning("An answer could not be saved: %r", exc)
            for _, future in batch:
                if not future.done():
                    future.set_exception(exc)
        else:
            for (_, future), record in zip(batch, saved, strict=True):
                if not future.done():
                    future.set_result(record)


class ClassApp:
    """The web application of one class: routes, bounds, pushes."""

    def __init__(self, session: Session, host_key: str,
                 addresses: Callable[[], list[str]] = lambda: []) -> None:
        self.session, self.host_key, self.addresses = session, host_key, addresses
        self.saver = Saver(session)
        self._by_address = Limiter(p.ADDRESS_RATE, p.ADDRESS_BURST)
        self._by_member = Limiter(p.RATE, p.BURST)
        self._joins: OrderedDict[str, deque[float]] = OrderedDict()
        self._member_ws: dict[int, list[web.WebSocketResponse]] = {}  # oldest first
        self._host_ws: list[web.WebSocketResponse] = []
        self._address_ws: dict[str, int] = {}
        self._closing: set[asyncio.Future[None]] = set()
        self._dirty: set[int] = set()
        self._dirty_host = False
        self._push_soon = False
        self.app = web.Application(client_max_size=p.MAX_BODY,
                                   middlewares=[self._bounds])
        r = self.app.router
        r.add_post("/api/join", self.join)
        r.add_post("/api/knock", self.knock)
        r.add_post("/api/leave", self._member(self.leave))
        r.add_get("/api/view", self._member(self.view))
        r.add_get("/api/ws", self._member(self.member_ws))
        r.add_get("/api/exam/review", self._member(self.review))
        r.add_post("/api/answer", self._member(self.answer))
        r.add_post("/api/practice", self._member(self.practice))
        r.add_get("/api/host/view", self._host(self.host_view))
        r.add_get("/api/host/ws", self._host(self.host_ws))
        for name, handler in (("ask", self.host_ask), ("close", self.host_close),
                              ("reveal", self.host_reveal), ("remove", self.host_remove),
                              ("admit", self.host_admit),
                              ("exam", self.host_exam), ("release", self.host_release),
                              ("end", self.host_end)):
            r.add_post(f"/api/host/{name}", self._host(handler))
        self.app.on_shutdown.append(self._close_all)
        self._ticker: Optional[asyncio.Task[None]] = None
        self.app.on_startup.append(self._start_ticker)
        self.app.on_cleanup.append(self._stop_ticker)

    # -- bounds -------------------------------------------------------------------------------
    @web.middleware
    async def _bounds(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.content_length is not None and request.content_length > p.MAX_BODY:
            return _error(413, p.TOO_LARGE, "The request is too large.")
        if not self._by_address.take(request.remote or "", time.monotonic()):
            return _error(429, p.TOO_MANY, "Too many requests; wait a moment.")
        try:
            return await handler(request)
        except ClassError as exc:
            return _error(exc.status, exc.error, exc.message)
        except web.HTTPRequestEntityTooLarge:
            return _error(413, p.TOO_LARGE, "The request is too large.")
        except web.HTTPException as exc:  # no such path, method...
            if exc.status < 400:
                raise
            return _error(exc.status, p.NOT_FOUND if exc.status == 404 else p.BAD_REQUEST,
                          exc.reason)
        except StoreError as exc:
            log.warning("The class's store refused a write: %s", exc)
            return _error(500, p.STORE, "The instructor's PC could not save it.")
        except Exception:  # noqa: BLE001 - the last resort: logged, never sent
            log.exception("The class server failed on %s %s", request.method, request.path)
            return _error(500, p.INTERNAL, p.SENTENCES[p.INTERNAL])

    @staticmethod
    async def _body(request: web.Request) -> dict[str, Any]:
        try:
            data = json.loads(await request.read() or b"{}")
        except (ValueError, UnicodeDecodeError, RecursionError):
            raise ClassError(400, p.BAD_REQUEST, "The request is not JSON.") from None
        if not isinstance(data, dict):
            raise ClassError(400, p.BAD_REQUEST, "The request is not a JSON object.")
        return data

    @staticmethod
    def _bearer(request: web.Request) -> str:
        auth = request.headers.get("Authorization", "")
        return auth[7:] if auth.startswith("Bearer ") else ""

    def _member(self, handler: Callable[[web.Request, Member], Awaitable[web.StreamResponse]]
                ) -> Handler:
        async def run(request: web.Request) -> web.StreamResponse:
            member = self.session.member_of(self._bearer(request))
            if not self._by_member.take(member.id, time.monotonic()):
                raise ClassError(429, p.TOO_MANY, "Too many requests; wait a moment.")
            return await handler(request, member)
        return run

    def _host(self, handler: Handler) -> Handler:
        async def run(request: web.Request) -> web.StreamResponse:
            if not hmac.compare_digest(self._bearer(request).encode("utf-8", "surrogatepass"),
                                       self.host_key.encode()):
                raise ClassError(401, p.TOKEN, "The host key is needed.")
            return await handler(request)
        return run

    # -- trainees -----------------------------------------------------------------------------
    async def join(self, request: web.Request) -> web.StreamResponse:
        where = request.remote or ""
        now = time.monotonic()
        recent = self._joins.get(where)
        if recent is None:
            while len(self._joins) >= p.MAX_BUCKETS:
                self._joins.popitem(last=False)
            recent = self._joins[where] = deque()
        self._joins.move_to_end(where)
        while recent and now - recent[0] > 60:
            recent.popleft()
        if len(recent) >= p.JOINS_PER_MINUTE:
            raise ClassError(429, p.TOO_MANY, "Too many joins from this PC; wait a minute.")
        recent.append(now)
        body = await self._body(request)
        joined = await self.session.join(body.get("code"), body.get("name"), body.get("token"))
        if isinstance(joined, str):  # a knock: the instructor lets them in, or not
            self.changed(None)
            return web.json_response({"waiting": joined}, status=202)
        self.changed(joined.id)
        return web.json_response(joined.to_json())

    async def knock(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        joined = self.session.knock(body.get("code"), body.get("request"))
        if joined is None:
            return web.json_response({"waiting": body.get("request")}, status=202)
        self.changed(joined.id)
        return web.json_response(joined.to_json())

    async def leave(self, request: web.Request, member: Member) -> web.StreamResponse:
        await self._close_member(member.id, 1000, b"left")
        return web.json_response({})

    async def view(self, request: web.Request, member: Member) -> web.StreamResponse:
        return web.json_response(self.session.member_view(member).to_json())

    async def review(self, request: web.Request, member: Member) -> web.StreamResponse:
        return web.json_response(self.session.member_review(member))

    async def answer(self, request: web.Request, member: Member) -> web.StreamResponse:
        body = await self._body(request)
        got = await self.session.begin_answer(member, body.get("ask"), body.get("given"),
                                              body.get("seconds"), body.get("uid"))
        counted = await self._saved(member, got)
        if counted and self.session.everyone_answered():
            await self._end_exam()
        return web.json_response({"counted": counted})

    async def practice(self, request: web.Request, member: Member) -> web.StreamResponse:
        body = await self._body(request)
        got = self.session.practice(member, body.get("record"), body.get("uid"))
        return web.json_response({"counted": await self._saved(member, got)})

    async def _saved(self, member: Member, got: Pending | bool) -> bool:
        if isinstance(got, bool):
            if got:
                self.changed(member.id)
            return got
        try:
            saved = await self.saver.save(got)
        finally:
            got.release()
        if saved is not None:
            got.apply()
            self.changed(member.id)
        return saved is not None

    async def _end_exam(self) -> None:
        """End the running exam (everyone answered, its time up); nothing when it ended
        meanwhile."""
        try:
            await self.session.end_exam()
        except ClassError:
            return  # ended already
        self.changed_all()

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        """A WebSocket opened, unless its address holds ``ADDRESS_SOCKETS`` already (429)."""
        where = request.remote or ""
        if self._address_ws.get(where, 0) >= p.ADDRESS_SOCKETS:
            raise ClassError(429, p.TOO_MANY, "Too many connections from this PC.")
        ws = web.WebSocketResponse(heartbeat=20, max_msg_size=4096)
        await ws.prepare(request)
        self._address_ws[where] = self._address_ws.get(where, 0) + 1
        return ws

    def _unsocket(self, request: web.Request) -> None:
        where = request.remote or ""
        left = self._address_ws.get(where, 1) - 1
        if left > 0:
            self._address_ws[where] = left
        else:
            self._address_ws.pop(where, None)

    async def member_ws(self, request: web.Request, member: Member) -> web.StreamResponse:
        ws = await self._socket(request)
        try:
            sockets = self._member_ws.setdefault(member.id, [])
            sockets.append(ws)
            member.connected += 1
            self.changed(None)
            while len(sockets) > p.MEMBER_SOCKETS:
                self._close_soon(sockets.pop(0), p.CLOSE_TOO_MANY, b"newer socket")
            try:
                await ws.send_str(self._member_text(member))
                await self._drain(ws)
            finally:
                member.connected -= 1
                if ws in sockets:
                    sockets.remove(ws)
                if not sockets and self._member_ws.get(member.id) is sockets:
                    del self._member_ws[member.id]
                self.changed(None)
        finally:
            self._unsocket(request)
        return ws

    async def _close_member(self, member_id: int, code: int, message: bytes) -> None:
        for ws in list(self._member_ws.get(member_id, ())):
            self._close_soon(ws, code, message)
        await asyncio.sleep(0)  # the close frames on their way before the reply

    def _close_soon(self, ws: web.WebSocketResponse, code: int, message: bytes) -> None:
        """Close a socket now, without waiting here for its client to answer the close."""
        async def close() -> None:
            with contextlib.suppress(Exception):
                await ws.close(code=code, message=message)
        task = asyncio.ensure_future(close())
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    @staticmethod
    async def _drain(ws: web.WebSocketResponse) -> None:
        """Read what a client sends (nothing is expected) until it closes; too much closes it."""
        count = 0
        async for msg in ws:
            count += 1
            if count > p.MAX_WS_MESSAGES or msg.type == WSMsgType.ERROR:
                await ws.close()

    # -- the instructor ------------------------------------------------------------------------
    async def host_view(self, request: web.Request) -> web.StreamResponse:
        return web.json_response(self._host_json())

    async def host_ws(self, request: web.Request) -> web.StreamResponse:
        ws = await self._socket(request)
        try:
            self._host_ws.append(ws)
            while len(self._host_ws) > p.HOST_SOCKETS:
                self._close_soon(self._host_ws.pop(0), p.CLOSE_TOO_MANY, b"newer socket")
            try:
                await ws.send_str(json.dumps(self._host_json(), ensure_ascii=False))
                await self._drain(ws)
            finally:
                if ws in self._host_ws:
                    self._host_ws.remove(ws)
        finally:
            self._unsocket(request)
        return ws

    async def host_ask(self, request: web.Request) -> web.StreamResponse:
        ask = self.session.ask((await self._body(request)).get("source"))
        self.changed_all()
        return web.json_response({"ask": ask})

    async def host_close(self, request: web.Request) -> web.StreamResponse:
        self.session.close()
        self.changed_all()
        return web.json_response({})

    async def host_reveal(self, request: web.Request) -> web.StreamResponse:
        self.session.reveal()
        self.changed_all()
        return web.json_response({})

    async def host_remove(self, request: web.Request) -> web.StreamResponse:
        member = await self.session.remove((await self._body(request)).get("member"))
        await self._close_member(member.id, p.CLOSE_REMOVED, b"removed")
        self.changed(None)
        if self.session.everyone_answered():
            await self._end_exam()
        return web.json_response({})

    async def host_admit(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        allow = body.get("allow")
        member = await self.session.admit(body.get("member"), allow)
        if allow:  # the old token stops now: so do its sockets
            await self._close_member(member.id, p.CLOSE_TOKEN, b"token replaced")
        self.changed(member.id)
        return web.json_response({})

    async def host_exam(self, request: web.Request) -> web.StreamResponse:
        body = await self._body(request)
        served = await self.session.start_exam(body.get("code"), body.get("house"))
        self.changed_all()
        return web.json_response({"exam": served.id})

    async def host_release(self, request: web.Request) -> web.StreamResponse:
        await self.session.release()
        self.changed_all()
        return web.json_response({})

    async def host_end(self, request: web.Request) -> web.StreamResponse:
        await self.session.end_exam()
        self.changed_all()
        return web.json_response({})

    # -- pushes --------------------------------------------------------------------------------
    def _host_json(self) -> dict[str, Any]:
        return self.session.host_view(self.addresses()).to_json()

    def _member_text(self, member: Member) -> str:
        return json.dumps(self.session.member_view(member).to_json(), ensure_ascii=False)

    def changed(self, member_id: Optional[int]) -> None:
        """The host's view changed, and ``member_id``'s (None: no member's): pushed soon,
        once for every change made meanwhile."""
        if member_id is not None:
            self._dirty.add(member_id)
        self._dirty_host = True
        if not self._push_soon:
            self._push_soon = True
            asyncio.get_running_loop().call_soon(
                lambda: asyncio.ensure_future(self._push()))

    def changed_all(self) -> None:
        self._dirty.update(self.session.members)
        self.changed(None)

    async def _push(self) -> None:
        self._push_soon = False
        dirty, self._dirty = self._dirty, set()
        sends = []
        if self._dirty_host:
            self._dirty_host = False
            if self._host_ws:
                text = json.dumps(self._host_json(), ensure_ascii=False)
                sends += [ws.send_str(text) for ws in self._host_ws if not ws.closed]
        for member_id in dirty:
            sockets = [ws for ws in self._member_ws.get(member_id, ()) if not ws.closed]
            member = self.session.members.get(member_id)
            if sockets and member is not None and not member.removed:
                text = self._member_text(member)
                sends += [ws.send_str(text) for ws in sockets]
        for result in await asyncio.gather(*sends, return_exceptions=True):
            if isinstance(result, BaseException):
                log.debug("A view could not be sent: %r", result)

    async def _tick(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            try:
                ended = await self.session.tick()
            except ClassError:
                ended = False  # ended meanwhile
            except Exception as exc:  # noqa: BLE001 - tried again at the next tick
                log.warning("The exam could not be ended: %r", exc)
                continue
            exam = self.session.exam
            if ended or (exam is not None and not exam.ended and self._host_ws):
                if ended:
                    self.changed_all()
                else:
                    self.changed(None)  # the clock on the projector

    async def _start_ticker(self, app: web.Application) -> None:
        self._ticker = asyncio.create_task(self._tick())

    async def _stop_ticker(self, app: web.Application) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticker

    async def _close_all(self, app: web.Application) -> None:
        sockets = [*self._host_ws, *(ws for s in self._member_ws.values() for ws in s)]
        for ws in sockets:
            with contextlib.suppress(Exception):
                await ws.close(code=1001, message=b"server stopping")


def make_app(session: Session, host_key: str,
             addresses: Callable[[], list[str]] = lambda: []) -> web.Application:
    """The class's web application (``ClassApp``)."""
    return ClassApp(session, host_key, addresses).app
