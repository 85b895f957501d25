"""``ClassServer``: the class server running in a thread of its own with its own event
loop, on the app's progress store (the instructor's app starts one when a class is hosted;
``python -m app serve`` runs one with no window). It listens only between ``start`` and
``stop``, on the port shown."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import functools
import logging
import socket
import sys
import threading
from pathlib import Path
from typing import Optional

from aiohttp import web

from app.classroom import protocol as p
from app.classroom.hosting import HostLock, StoreThread
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
    or a new one; another code than the unfinished class's is refused unless ``new_class``,
    which ends that class first). ``host_key`` drives the class (``HostClient``). While it
    runs it holds the store's host lock (a second server on the same store is refused) and
    makes every call to the store on a thread of its own (``StoreThread``)."""

    def __init__(self, store_path: Path, port: int, code: Optional[str] = None,
                 host: str = "0.0.0.0", new_class: bool = False) -> None:
        """ServerError (one sentence) when ``code`` is not a join code (read as
        ``python -m app serve`` reads it: any case, spaces around it)."""
        self.store_path, self.port, self.host = Path(store_path), port, host
        if code is not None:
            try:
                code = p.checked_code(code)
            except ValueError:
                raise ServerError(said(QT_TRANSLATE_NOOP(
                    "Errors", "A join code is {length} of these letters and digits: "
                    "{alphabet}."), length=p.CODE_LENGTH, alphabet=p.CODE_ALPHABET)) from None
        self._code = code
        self._new_class = new_class
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

    def _bind(self) -> socket.socket:
        """The listening socket, bound before anything else is touched; PortInUse when the
        port is taken."""
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            if sys.platform == "win32":
                sock.setsockopt(socket.SOL_SOCKET, getattr(socket, "SO_EXCLUSIVEADDRUSE", 0), 1)
            else:  # a port left in TIME_WAIT by the last class is free to take again
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((self.host, self.port))
            sock.listen(128)
            sock.setblocking(False)
        except OSError as exc:
            sock.close()
            if exc.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1), 10048):
                raise PortInUse(said(QT_TRANSLATE_NOOP(
                    "Errors", "Another program is using port {port}: close it or choose "
                    "another port."), port=str(self.port))) from exc  # "8765", not "8,765"
            raise
        return sock

    async def _serve(self) -> None:
        self._stopping = asyncio.Event()
        sock = self._bind()  # the port first: a port in use touches nothing
        lock = HostLock(self.store_path)
        db = StoreThread()
        store: Optional[ProgressStore] = None
        runner: Optional[web.AppRunner] = None
        try:
            lock.acquire()  # then the progress file, one class server at a time
            store = await db(ProgressStore, self.store_path)
            session = await db(functools.partial(
                Session, store, self._code, new_class=self._new_class, db=db))
            self.join_code = session.code
            app = ClassApp(session, self.host_key, self.addresses)
            runner = web.AppRunner(app.app, access_log=None, handle_signals=False,
                                   shutdown_timeout=1.0)
            await runner.setup()
            site = web.SockSite(runner, sock)
            await site.start()
            self.port = int(sock.getsockname()[1])
            log.info("The class %s is hosted on port %d", self.join_code, self.port)
            self._ready.set()
            await self._stopping.wait()
        finally:
            if runner is not None:
                await runner.cleanup()
            sock.close()
            if store is not None:
                with contextlib.suppress(Exception):
                    await db(store.close)
            db.close()
            lock.release()
