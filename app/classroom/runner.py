"""``ClassServer``: the class server running in a thread of its own with its own event
loop, on the app's progress store (the instructor's app starts one when a class is hosted;
``python -m app serve`` runs one with no window). It listens only between ``start`` and
``stop``, on the port shown."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import socket
import threading
from pathlib import Path
from typing import Optional

from aiohttp import web

from app.classroom import protocol as p
from app.classroom.server import ClassApp
from app.classroom.session import Session
from app.core.errors import PortInUse, ServerError, said
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.store import ProgressStore

log = logging.getLogger(__name__)


def lan_addresses() -> list[str]:
    """This PC's IPv4 addresses others on the network may reach (loopback last, and alone
    when there is no network)."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # no packet is sent: only the route is looked up
            found.append(s.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    out = [a for a in dict.fromkeys(found) if not a.startswith("127.")]
    return out + ["127.0.0.1"]


class ClassServer:
    """A class hosted on the store at ``store_path`` (the class not ended there continues),
    listening on ``port`` (0: one the system picks; ``port`` says which once started) of
    every interface (``host``), with the join code ``code`` (None: the continued class's,
    or a new one). ``host_key`` drives the class (``HostClient``)."""

    def __init__(self, store_path: Path, port: int, code: Optional[str] = None,
                 host: str = "0.0.0.0") -> None:
        self.store_path, self.port, self.host = Path(store_path), port, host
        self._code = code
        self.host_key = p.new_secret()
        self.join_code = ""
        self._thread: Optional[threading.Thread] = None
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._stopping: Optional[asyncio.Event] = None
        self._ready = threading.Event()
        self._failure: Optional[BaseException] = None

    def addresses(self) -> list[str]:
        """Where trainees join: this PC's addresses with the port."""
        return [f"{a}:{self.port}" for a in lan_addresses()]

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Start listening; returns once it does. PortInUse or ServerError (one sentence)
        when it cannot."""
        if self.running:
            return
        self._ready.clear()
        self._failure = None
        self._thread = threading.Thread(target=self._main, name="class-server", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._failure is not None:
            self._thread.join()
            self._thread = None
            raise self._failure

    def stop(self) -> None:
        """Stop listening, close every connection and the store; safe to call twice."""
        loop, stopping, thread = self._loop, self._stopping, self._thread
        if loop is not None and stopping is not None:
            with contextlib.suppress(RuntimeError):  # the loop closed already
                loop.call_soon_threadsafe(stopping.set)
        if thread is not None:
            thread.join()
        self._thread = None

    def _main(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except BaseException as exc:  # told to start(), or logged once it returned
            if not self._ready.is_set():
                self._failure = exc if isinstance(exc, ServerError) else ServerError(said(
                    QT_TRANSLATE_NOOP("Errors", "The class server could not start "
                                      "({reason})."), reason=exc))
            log.exception("The class server stopped") if self._ready.is_set() else None
        finally:
            self._ready.set()
            self._loop = None
            loop.close()

    async def _serve(self) -> None:
        self._stopping = asyncio.Event()
        store = ProgressStore(self.store_path)
        runner: Optional[web.AppRunner] = None
        try:
            session = Session(store, self._code)
            self.join_code = session.code
            app = ClassApp(session, self.host_key, self.addresses)
            runner = web.AppRunner(app.app, access_log=None, handle_signals=False,
                                   shutdown_timeout=1.0)
            await runner.setup()
            site = web.TCPSite(runner, self.host, self.port)
            try:
                await site.start()
            except OSError as exc:
                if exc.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1)):
                    raise PortInUse(said(QT_TRANSLATE_NOOP(
                        "Errors", "Another program is using port {port}: close it or choose "
                        "another port."), port=self.port)) from exc
                raise
            if self.port == 0:
                server = site._server
                sockets = getattr(server, "sockets", None) or ()
                self.port = int(sockets[0].getsockname()[1]) if sockets else 0
            log.info("The class %s is hosted on port %d", self.join_code, self.port)
            self._ready.set()
            await self._stopping.wait()
        finally:
            if runner is not None:
                await runner.cleanup()
            store.close()
