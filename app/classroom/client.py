"""The class's clients on asyncio and aiohttp: a trainee's (``MemberClient``) and the
instructor's (``HostClient``: the instructor's own app drives its server this way too, over
loopback). Views come as the whole view each time it changes, on a WebSocket that is opened
again with a growing pause when it drops (``views``)."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any, AsyncIterator, Callable, Optional, TypeVar

import aiohttp

from app.classroom import protocol as p

_V = TypeVar("_V")
TIMEOUT = aiohttp.ClientTimeout(total=15, connect=5)
BACKOFF = (0.1, 0.25, 0.5, 1.0, 2.0, 3.0)  # seconds before each new try, the last repeated
KNOCK_PAUSE = 1.0  # seconds between two questions of a knocking trainee: let in yet?


class ClassRequestError(Exception):
    """The server refused a request: ``status``, its ``error`` id (``protocol``) and its
    English ``message``."""

    def __init__(self, status: int, error: str, message: str) -> None:
        super().__init__(message or error)
        self.status, self.error, self.message = status, error, message


def base_url(address: str) -> str:
    text = address.strip().rstrip("/")
    return text if text.startswith(("http://", "https://")) else f"http://{text}"


class _Client:
    """What both clients share: one HTTP session, the bearer, the WebSocket of views."""

    def __init__(self, local_address: Optional[str] = None) -> None:
        self.address = ""
        self.secret = ""
        self.local_address = local_address  # the address to send from (None: any)
        self._http: Optional[aiohttp.ClientSession] = None
        self._closed = False

    def _session(self) -> aiohttp.ClientSession:
        if self._http is None or self._http.closed:
            local = (self.local_address, 0) if self.local_address else None
            self._http = aiohttp.ClientSession(
                timeout=TIMEOUT, connector=aiohttp.TCPConnector(local_addr=local))
        return self._http

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.secret}"} if self.secret else {}

    async def _request(self, method: str, path: str, body: Optional[dict[str, Any]] = None
                       ) -> Any:
        return (await self._answer(method, path, body))[1]

    async def _answer(self, method: str, path: str, body: Optional[dict[str, Any]] = None
                      ) -> tuple[int, Any]:
        """The status and the JSON of a request (ClassRequestError from 400 on)."""
        async with self._session().request(method, base_url(self.address) + path,
                                           json=body, headers=self._headers()) as r:
            text = await r.text()
            try:
                data = json.loads(text) if text else {}
            except ValueError:
                data = {}
            if r.status >= 400:
                d = data if isinstance(data, dict) else {}
                raise ClassRequestError(r.status, str(d.get("error", "")),
                                        str(d.get("message", text[:200])))
            return r.status, data

    async def _views(self, path: str, make: Callable[[Any], _V]) -> AsyncIterator[_V]:
        """Each view the server pushes on ``path``; the socket opened again after a drop,
        with a growing pause (a refusal, 401 or 403, ends it: ClassRequestError)."""
        tries = 0
        while not self._closed:
            try:
                async with self._session().ws_connect(
                        base_url(self.address) + path, headers=self._headers(),
                        heartbeat=20, max_msg_size=p.MAX_SHEET * 8) as ws:
                    tries = 0
                    async for msg in ws:
                        if msg.type == aiohttp.WSMsgType.TEXT:
                            yield make(json.loads(msg.data))
                        elif msg.type in (aiohttp.WSMsgType.ERROR, aiohttp.WSMsgType.CLOSE):
                            break
                    if ws.close_code == p.CLOSE_REMOVED:
                        raise ClassRequestError(403, p.REMOVED, "The instructor removed "
                                                "this trainee.")
                    if ws.close_code == p.CLOSE_TOKEN:
                        raise ClassRequestError(401, p.TOKEN, "This token is not one of the "
                                                "class's.")
            except aiohttp.WSServerHandshakeError as exc:
                if exc.status in (401, 403):
                    raise ClassRequestError(exc.status, p.REMOVED if exc.status == 403
                                            else p.TOKEN, exc.message) from None
            except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                pass
            if self._closed:
                return
            pause = BACKOFF[min(tries, len(BACKOFF) - 1)]
            tries += 1
            await asyncio.sleep(pause * (0.75 + random.random() / 2))

    async def close(self) -> None:
        """Stop the views and close the connection."""
        self._closed = True
        if self._http is not None:
            await self._http.close()


class MemberClient(_Client):
    """A trainee's PC in a class."""

    def __init__(self, local_address: Optional[str] = None) -> None:
        super().__init__(local_address)
        self.joined: Optional[p.Joined] = None

    async def join(self, address: str, code: str, name: str,
                   token: Optional[str] = None,
                   on_waiting: Optional[Callable[[], None]] = None) -> p.Joined:
        """Join the class at ``address`` with its code, as ``name`` (with ``token``: again,
        as the same member). With the name of a member who is not connected (this PC lost
        their token), the instructor must let them in: ``on_waiting`` is called once, and
        this waits (asking every ``KNOCK_PAUSE`` seconds) until they are let in (the
        member's new token), refused (ClassRequestError 403 ``refused`` or ``removed``) or
        the task is cancelled. A member of that name connected: 409 ``name_in_use``."""
        self.address, self.secret, self._closed = address, "", False
        status, data = await self._answer("POST", "/api/join",
                                          {"code": code, "name": name, "token": token})
        if status == 202:
            request = data.get("waiting") if isinstance(data, dict) else None
            if on_waiting is not None:
                on_waiting()
            while status == 202:
                await asyncio.sleep(KNOCK_PAUSE)
                status, data = await self._answer("POST", "/api/knock",
                                                  {"code": code, "request": request})
        self.joined = p.Joined.from_json(data)
        self.secret = self.joined.token
        return self.joined

    def views(self) -> AsyncIterator[p.MemberView]:
        return self._views("/api/ws", p.MemberView.from_json)

    async def view(self) -> p.MemberView:
        return p.MemberView.from_json(await self._request("GET", "/api/view"))

    async def review(self) -> list[dict[str, Any]]:
        """The released exam's review, this trainee's own: each question's keyless sheet
        with its marks (ClassRequestError 409 ``not_now`` before the release)."""
        data = await self._request("GET", "/api/exam/review")
        review = data.get("review") if isinstance(data, dict) else None
        if not isinstance(review, list) or not all(isinstance(i, dict) for i in review):
            raise p.ProtocolError("a review is a list of objects")
        return review

    async def answer(self, ask: str, given_wire: dict[str, Any], seconds: float,
                     uid: str) -> bool:
        """Send an answer; whether it counted (False: it had been, this was a resend)."""
        data = await self._request("POST", "/api/answer", {
            "ask": ask, "given": given_wire, "seconds": seconds, "uid": uid})
        return bool(data.get("counted"))

    async def practice(self, record_json: dict[str, Any], uid: str) -> bool:
        """Send a practice answer as this PC's store saved it; whether it counted."""
        data = await self._request("POST", "/api/practice", {"record": record_json, "uid": uid})
        return bool(data.get("counted"))

    async def leave(self) -> None:
        try:
            await self._request("POST", "/api/leave")
        finally:
            await self.close()


class HostClient(_Client):
    """The instructor's side of a class (their own app's server, or a school's ``serve``)."""

    async def connect(self, address: str, host_key: str) -> None:
        """Check the address and the host key (ClassRequestError 401 when it is wrong)."""
        self.address, self.secret, self._closed = address, host_key, False
        await self._request("GET", "/api/host/view")

    def views(self) -> AsyncIterator[p.HostView]:
        return self._views("/api/host/ws", p.HostView.from_json)

    async def view(self) -> p.HostView:
        return p.HostView.from_json(await self._request("GET", "/api/host/view"))

    async def ask(self, source: dict[str, Any]) -> str:
        """Ask the class a live question (``live_question``'s source); its id."""
        return str((await self._request("POST", "/api/host/ask", {"source": source}))["ask"])

    async def close_question(self) -> None:
        await self._request("POST", "/api/host/close")

    async def reveal(self) -> None:
        await self._request("POST", "/api/host/reveal")

    async def remove(self, member: int) -> None:
        await self._request("POST", "/api/host/remove", {"member": member})

    async def admit(self, member: int, allow: bool) -> None:
        """Let the trainee knocking as ``member`` in (``allow``: with a new token, the old
        one's sockets closed) or refuse them (HostView's ``knocking``)."""
        await self._request("POST", "/api/host/admit", {"member": member, "allow": allow})

    async def start_exam(self, code: str, house_json: Optional[str] = None) -> None:
        await self._request("POST", "/api/host/exam", {"code": code, "house": house_json})

    async def release(self) -> None:
        await self._request("POST", "/api/host/release")

    async def end_exam(self) -> None:
        await self._request("POST", "/api/host/end")
