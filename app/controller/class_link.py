"""The app's side of a class: a worker thread runs the class's asyncio clients, the screens
see Qt signals.

A trainee's PC joins a class (``MemberLink``: File > Join a class...); the instructor's PC
hosts one (``HostLink``: Instructor > Host a class...), either by starting the class server
in this app (``ClassServer``, on this PC's progress store) or by connecting to a school's
``python -m app serve`` with its address and host key. Both talk to the server through
``app.classroom.client`` in a ``QThread`` of their own that runs an asyncio loop; what the
server says comes back as signals, queued to the window's thread. The worker never
touches a Qt object: it emits signals of an object that lives in the window's thread, and
coroutines are handed to it with ``asyncio.run_coroutine_threadsafe``.

Nothing here marks an answer: marks come from the server (``marked_sheet``), put back into
a question by ``sheets.marked_from_sheet``. Each answer and each practice answer carries an
id of its own (a uid), kept until the server has counted it and sent again after a
reconnect, so the server stores it exactly once.

Leaving never waits for the server: the worker is told to leave (for at most
``LEAVE_SECONDS``), close its client and stop its loop, and the window goes on at once;
quitting (``close``) waits at most ``QUIT_SECONDS`` for the thread. The instructor's server
starts in the worker too (``hosting`` when it is up, ``failed`` with a sentence when not):
binding a port, taking the store's lock and looking up this PC's addresses never hold the
window up.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import dataclasses
import functools
import logging
import operator
import threading
import time
import uuid
from pathlib import Path
from typing import Any, Awaitable, Callable, Optional

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from app.classroom import protocol as p
from app.core.errors import ServerError, SheetError
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.store import NAME_MAX, StoreError
from app.i18n import error_text, qt_translate

log = logging.getLogger(__name__)
Then = Callable[[Any, Optional[BaseException]], None]  # what follows a call, in the window's thread

CONTEXT = "ClassLink"
STOP_SECONDS = 5.0  # at most this long for a worker's thread to end once its loop stops
LEAVE_SECONDS = 1.0  # at most this long for the server to hear that a trainee leaves
QUIT_SECONDS = 1.5  # at most this long the window's thread waits for the worker at quit
SEND_AT_ONCE = 4  # answers (and practice answers) on their way at once
RETRY_SECONDS = (0.5, 1.0, 2.0, 4.0, 8.0)  # pauses before sending a kept answer again

# What a trainee is told when joining does not work, or a class ends for them.
UNREACHABLE = QT_TRANSLATE_NOOP(
    "ClassLink", "No class answers at {address}. Check the address on the projector, and that "
             "this PC is on the school's network.")
WRONG_CODE = QT_TRANSLATE_NOOP(
    "ClassLink", "The join code is not this class's. Check it on the projector and type it again.")
NAME_REFUSED = QT_TRANSLATE_NOOP(
    "ClassLink", "The class refused the name {name}: another trainee has it, or it is not a name. "
             "Try another.")
REPLACED = QT_TRANSLATE_NOOP(
    "ClassLink", "The instructor let another PC in as {name}: this PC is no longer in the class.")
CLASS_FULL = QT_TRANSLATE_NOOP("ClassLink", "The class is full.")
TOO_MANY = QT_TRANSLATE_NOOP("ClassLink", "Too many tries to join from this PC; wait a minute and "
                                      "try again.")
REMOVED = QT_TRANSLATE_NOOP("ClassLink", "The instructor removed you from the class.")
BAD_ADDRESS = QT_TRANSLATE_NOOP("ClassLink", "Type the class's address as the projector shows it, "
                                         "such as 192.168.1.20:8765.")
NO_CODE = QT_TRANSLATE_NOOP("ClassLink", "Type the join code the projector shows.")
HOST_REFUSED = QT_TRANSLATE_NOOP("ClassLink", "The class server at {address} refused the host key.")
FAILED = QT_TRANSLATE_NOOP("ClassLink", "The class server said: {message}")
# What the instructor is told when their app cannot reach the class server.
HOST_UNREACHABLE = QT_TRANSLATE_NOOP(
    "ClassLink", "No class server answers at {address}. Check that it is running and that the "
             "address and its port are the ones it showed when it started.")
BUSY = QT_TRANSLATE_NOOP("ClassLink", "The class server is busy; wait a moment and try again.")
BAD_REQUEST = QT_TRANSLATE_NOOP(
    "ClassLink", "The class server did not understand the request: is it this app's version?")
TOO_LARGE = QT_TRANSLATE_NOOP("ClassLink", "The request is too large for the class server.")
NOT_NOW = QT_TRANSLATE_NOOP("ClassLink", "The class has moved on: that cannot be done now.")
NOT_FOUND = QT_TRANSLATE_NOOP(
    "ClassLink", "The class server has no such trainee or question (any more).")
STORE = QT_TRANSLATE_NOOP("ClassLink", "The instructor's PC could not save it; try again.")

# Each error id of the protocol (app.classroom.protocol) and the sentence it becomes on this
# PC: this module's (context ClassLink), or the protocol's own (SENTENCES, context Errors).
_SENTENCES = {p.WRONG_CODE: WRONG_CODE, p.BAD_NAME: NAME_REFUSED, p.CLASS_FULL: CLASS_FULL,
              p.TOO_MANY: BUSY, p.REMOVED: REMOVED, p.TOKEN: REPLACED,
              p.BAD_REQUEST: BAD_REQUEST, p.TOO_LARGE: TOO_LARGE, p.NOT_NOW: NOT_NOW,
              p.NOT_FOUND: NOT_FOUND, p.STORE: STORE}
_JOIN_SENTENCES = {**_SENTENCES, p.TOO_MANY: TOO_MANY}  # a join's 429 is one of joins a minute


def said(template: str, **args: object) -> str:
    """A sentence of this module in the user's language, filled in."""
    return qt_translate(CONTEXT, template).format(**args)


def checked_name(name: str) -> str:
    """The name as a trainee's name is stored (NFC, stripped), or StoreError with the
    sentence the progress store says for a profile's name that will not do."""
    # deferred: the store's rules load with the trainer, not with the window
    from app.core.trainer.store import checked_name as stored_name

    return stored_name(name)[0]


def checked_address(address: str) -> str:
    """``host:port`` (or an http URL) stripped, or ValueError with the sentence to show."""
    text = address.strip()
    for scheme in ("http://", "https://"):
        if text.lower().startswith(scheme):
            text = text[len(scheme):]
    text = text.rstrip("/")
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536 or " " in host:
        raise ValueError(said(BAD_ADDRESS))
    return text


def error_id(exc: BaseException) -> str:
    """The server's error id of a refusal (``ClassRequestError.error``; '' for any other
    failure)."""
    # deferred: the clients (and aiohttp) load only when a class is joined or hosted
    from app.classroom.client import ClassRequestError

    return exc.error if isinstance(exc, ClassRequestError) else ""


def status_of(exc: BaseException) -> int:
    """The HTTP status of a refusal (0 for any other failure)."""
    # deferred: the clients (and aiohttp) load only when a class is joined or hosted
    from app.classroom.client import ClassRequestError

    return exc.status if isinstance(exc, ClassRequestError) else 0


def server_sentence(exc: BaseException, name: str = "", join: bool = False) -> str:
    """The sentence, in the user's language, of the server's refusal ``exc``; the server's
    message only for an id the protocol does not have (another version's server)."""
    ident = error_id(exc)
    if ident in p.SENTENCES:
        return qt_translate("Errors", p.SENTENCES[ident])
    template = (_JOIN_SENTENCES if join else _SENTENCES).get(ident)
    if template is not None:
        return said(template, name=name)
    return said(FAILED, message=message_of(exc))


def unreachable(exc: BaseException) -> bool:
    """The server could not be reached at all (refused, no route, timed out)."""
    if isinstance(exc, (OSError, asyncio.TimeoutError, concurrent.futures.TimeoutError)):
        return True
    # deferred: aiohttp loads only when a class is joined or hosted
    import aiohttp

    return isinstance(exc, (aiohttp.ClientConnectionError, aiohttp.ServerTimeoutError))


def message_of(exc: BaseException) -> str:
    message = getattr(exc, "message", None)
    return message if isinstance(message, str) and message else str(exc) or type(exc).__name__


_stopping: list[LoopThread] = []  # workers told to stop, kept until their thread has ended
_started: list[LoopThread] = []  # every worker started and not yet seen ended


def _forget_stopped() -> None:
    _stopping[:] = [w for w in _stopping if not w.isFinished()]


@atexit.register
def wait_stopped(seconds: float = QUIT_SECONDS) -> bool:
    """Wait at most ``seconds`` in all for the workers told to stop (the app quits);
    whether none is left running."""
    end = time.monotonic() + seconds
    for worker in list(_stopping):
        worker.wait(max(0, int((end - time.monotonic()) * 1000)))
    _forget_stopped()
    return not _stopping


@atexit.register
def _stop_all() -> None:
    """At exit, every worker still running (a link never closed) is stopped and waited for:
    a QThread destroyed while it runs ends the process with an abort."""
    end = time.monotonic() + QUIT_SECONDS
    for worker in list(_started):
        if worker.isRunning() and not worker.loop.is_closed():
            worker.loop.call_soon_threadsafe(worker.loop.stop)
        worker.wait(max(0, int((end - time.monotonic()) * 1000)))
    _started[:] = [w for w in _started if not w.isFinished()]


class LoopThread(QThread):
    """A thread that runs an asyncio event loop until ``stop``; ``submit`` hands it a
    coroutine from any thread."""

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.loop = asyncio.new_event_loop()

    def run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            pending = [t for t in asyncio.all_tasks(self.loop) if not t.done()]
            for task in pending:
                task.cancel()
            if pending:
                self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

    def submit(self, coro: Awaitable[Any]) -> concurrent.futures.Future[Any]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)  # type: ignore[arg-type]

    def stop(self, seconds: float = STOP_SECONDS) -> None:
        """Stop the loop (its tasks cancelled) and wait for the thread to end."""
        if self.isRunning() and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.wait(int(seconds * 1000))
        if not self.isRunning() and not self.loop.is_closed():
            self.loop.close()


class _Link(QObject):
    """What both links share: the worker thread and its calls.

    Signals (always in the window's thread):
        view_changed(dict): the server's view of the class, whole, each time it changes.
        failed(str): a call did not work; the sentence to show.
    """

    view_changed = Signal(object)
    failed = Signal(str)
    _done = Signal(object, object, object, object)  # from the worker: (run, then, result, error)

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.worker: Optional[LoopThread] = None
        self.client: Any = None
        self.view: Optional[dict[str, Any]] = None
        self._run = 0  # which run of the worker a result is of: one of a stopped run is dropped
        self._done.connect(self._on_done)

    @property
    def running(self) -> bool:
        return self.worker is not None and self.worker.isRunning()

    def _start_worker(self) -> LoopThread:
        if self.worker is None:
            self.worker = LoopThread()
            self.worker.start()
            _started[:] = [w for w in _started if not w.isFinished()] + [self.worker]
        return self.worker

    def _call(self, coro: Awaitable[Any],
              then: Optional[Then] = None) -> None:
        """Run ``coro`` in the worker; ``then(result, error)`` in the window's thread."""
        if self.worker is None:
            if asyncio.iscoroutine(coro):
                coro.close()
            return
        future = self.worker.submit(coro)
        run = self._run
        future.add_done_callback(lambda f: self._finished(f, run, then))

    def _finished(self, future: concurrent.futures.Future[Any], run: int,
                  then: Optional[Then]) -> None:
        # In the worker's thread: only a signal is emitted (queued to the window's thread).
        if future.cancelled():
            return
        error = future.exception()
        self._done.emit(run, then, None if error is not None else future.result(), error)

    def _on_done(self, run: int, then: Optional[Then], result: Any,
                 error: Optional[BaseException]) -> None:
        if run != self._run:  # the link was stopped since: nothing of it is shown
            return
        if then is not None:
            then(result, error)
        elif error is not None:
            log.warning("A class call failed: %r", error)
            self.failed.emit(self._sentence(error))

    def _sentence(self, error: BaseException) -> str:
        return server_sentence(error)

    def _follow(self, views: Callable[[], Any]) -> None:
        """Emit each view the client's ``views()`` gives until it ends or fails."""
        run = self._run

        async def follow() -> None:
            async for view in views():
                self._done.emit(run, self._on_view_json, view.to_json(), None)

        self._call(follow(), self._on_views_ended)

    def _on_view_json(self, view: dict[str, Any], _error: Optional[BaseException]) -> None:
        self.view = view
        self._on_view(view)
        self.view_changed.emit(view)

    def _on_view(self, view: dict[str, Any]) -> None:
        """A new view came (before the screens hear of it)."""

    def _on_views_ended(self, _result: Any, error: Optional[BaseException]) -> None:
        if error is not None and not isinstance(error, asyncio.CancelledError):
            log.warning("The class's views ended: %r", error)
            self.failed.emit(self._sentence(error))

    def _stop_worker(self, last: Optional[Awaitable[Any]] = None, wait: float = 0.0) -> None:
        """Tell the worker to run ``last`` (leave) for at most ``LEAVE_SECONDS``, close the
        client and stop its loop; wait at most ``wait`` seconds for its thread (0: not at
        all: the worker is kept until its thread ends by itself, within about
        ``LEAVE_SECONDS``). Nothing of this run is shown from now."""
        worker, client = self.worker, self.client
        self._run += 1
        self.worker, self.client, self.view = None, None, None
        self._stopped()
        _forget_stopped()
        if worker is None or not worker.isRunning() or worker.loop.is_closed():
            if asyncio.iscoroutine(last):
                last.close()
            if worker is not None:
                worker.stop()
            return

        async def finish() -> None:
            try:
                if last is not None:
                    await asyncio.wait_for(last, LEAVE_SECONDS)
            except Exception as exc:  # a class that cannot be told is left all the same
                log.info("Leaving the class: %r", exc)
            try:
                if client is not None:
                    await asyncio.wait_for(client.close(), LEAVE_SECONDS)
            except Exception as exc:
                log.info("Closing the class's client: %r", exc)
            asyncio.get_running_loop().stop()

        worker.submit(finish())
        _stopping.append(worker)
        if wait > 0:
            wait_stopped(wait)

    def _stopped(self) -> None:
        """The worker was told to stop (before it has)."""


@dataclasses.dataclass
class Outbox:
    """Answers (and practice answers) not yet counted by the server, by uid: sent again
    after a reconnect until the server says it has them."""

    items: dict[str, tuple[str, tuple[Any, ...]]] = dataclasses.field(default_factory=dict)
    in_flight: set[str] = dataclasses.field(default_factory=set)

    def add(self, kind: str, *args: Any) -> str:
        uid = uuid.uuid4().hex
        self.items[uid] = (kind, args)
        return uid

    def waiting(self) -> list[tuple[str, str, tuple[Any, ...]]]:
        return [(uid, kind, args) for uid, (kind, args) in self.items.items()
                if uid not in self.in_flight]


def kept(error: BaseException) -> bool:
    """An answer whose sending failed so is kept and sent again: the server unreached,
    busy (429), failing (5xx) or not taking this PC's token (it may join again); refused
    for good (400, 403, 404, 409, 413), it is dropped."""
    status = status_of(error)
    return status == 0 or status in (401, 429) or status >= 500


async def _fetched(fetch: Callable[[], Awaitable[Any]]) -> Any:
    """``fetch()``'s answer, asked again after the pauses of ``RETRY_SECONDS`` while the
    server is unreached, busy (429) or failing (5xx); the last failure raised."""
    for pause in (*RETRY_SECONDS, None):
        try:
            return await fetch()
        except Exception as exc:
            if pause is None or not kept(exc) or status_of(exc) == 401:
                raise
            await asyncio.sleep(pause)


class MemberLink(_Link):
    """A trainee's PC in a class.

    Signals (besides ``view_changed`` and ``failed``):
        joined(): the class took the trainee (``address``, ``name`` say where and who).
        refused(str): joining did not work; the sentence to show.
        removed(): the instructor removed the trainee; the link is closed.
        left(): the trainee left (or the link was closed).
    """

    joined = Signal()
    refused = Signal(str)
    removed = Signal()
    left = Signal()
    joining = Signal()  # a join was asked (the status line says so until it is answered)
    waiting = Signal()  # the class asks the instructor to let this trainee in

    def __init__(self, parent: Optional[QObject] = None,
                 make_client: Optional[Callable[[], Any]] = None) -> None:
        super().__init__(parent)
        self._make_client = make_client
        self.address = self.name = self.token = self.code = ""
        self.dropped_token = False  # the token this PC kept was not the class's any more
        self.waiting_admission = False  # the class asks the instructor to let this PC in
        self.replaced = False  # put out of the class because another PC was let in as it
        self.member_id: Optional[int] = None
        self.outbox = Outbox()  # in memory only: an answer not counted when the app quits is lost
        self._tries = 0  # sends kept in a row (the pause before the next grows)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._send_waiting)

    @property
    def is_joined(self) -> bool:
        return self.client is not None and bool(self.token)

    @property
    def is_joining(self) -> bool:
        """A join asked and not yet answered (waiting for the instructor among it)."""
        return self.client is not None and not self.token

    def join(self, address: str, code: str, name: str, token: Optional[str] = None) -> None:
        """Ask to join; ``joined`` or ``refused`` says how it went. The address and name
        are checked here first (``refused`` at once, with the sentence)."""
        try:
            address = checked_address(address)
            name = checked_name(name)
        except ValueError as e:
            self.refused.emit(str(e))
            return
        except StoreError as e:
            self.refused.emit(error_text(e))
            return
        if not code.strip():
            self.refused.emit(said(NO_CODE))
            return
        if self.client is not None:
            self.leave()
        self._start_worker()
        if self._make_client is not None:
            self.client = self._make_client()
        else:
            # deferred: the clients (and aiohttp) load only when a class is joined
            from app.classroom.client import MemberClient

            self.client = MemberClient()
        self.address, self.name, self.code = address, name, code.strip().upper()
        self.dropped_token = self.waiting_admission = False
        self.joining.emit()
        self._ask_join(token)

    def _ask_join(self, token: Optional[str]) -> None:
        address, name = self.address, self.name
        run = self._run

        def on_waiting() -> None:  # in the worker's thread: only a signal, queued
            self._done.emit(run, lambda _r, _e: self._on_waiting(), None, None)

        joining = self.client.join(address, self.code, name, token, on_waiting=on_waiting)
        self._call(joining,
                   lambda result, error: self._on_joined(result, error, address, name, token))

    def _on_waiting(self) -> None:
        self.waiting_admission = True
        self.waiting.emit()

    def _on_joined(self, result: Any, error: Optional[BaseException], address: str,
                   name: str, token: Optional[str] = None) -> None:
        self.waiting_admission = False
        if error is not None:
            if token and error_id(error) == "token":
                # the class no longer knows the token kept on this PC: joined by name instead
                self.dropped_token = True
                self._ask_join(None)
                return
            sentence = said(UNREACHABLE, address=address) if unreachable(error) \
                else server_sentence(error, name, join=True)
            self._stop_worker()
            self.refused.emit(sentence)
            return
        self.token, self.member_id, self.name = result.token, result.id, result.name
        self.joined.emit()
        self._follow(self.client.views)

    def _on_view(self, view: dict[str, Any]) -> None:
        # A view comes at once after each (re)connect: what waited is sent again.
        self._send_waiting()

    def _sentence(self, error: BaseException) -> str:
        return said(UNREACHABLE, address=self.address) if unreachable(error) \
            else server_sentence(error, self.name)

    def _on_views_ended(self, _result: Any, error: Optional[BaseException]) -> None:
        if self.client is None:
            return
        if error is not None and error_id(error) in (p.REMOVED, p.TOKEN):
            # a token no longer the class's: another PC was let in as this member
            self.replaced = error_id(error) == p.TOKEN
            self._stop_worker()
            self.token = ""
            self.removed.emit()
            return
        super()._on_views_ended(_result, error)

    def answer(self, ask: str, given_wire: dict[str, Any], seconds: float) -> str:
        """Send the answer to question ``ask``; its uid (kept until the server counts it)."""
        uid = self.outbox.add("answer", ask, given_wire, round(seconds, 2))
        self._send_waiting()
        return uid

    def practice(self, record_json: dict[str, Any]) -> str:
        """Send a practice answer to the instructor's PC as well; its uid."""
        uid = self.outbox.add("practice", record_json)
        self._send_waiting()
        return uid

    def _send_waiting(self) -> None:
        """Send what waits, ``SEND_AT_ONCE`` at most on their way at once (the rest as
        those come back); nothing while a pause after a kept send runs."""
        if self.client is None or self._retry.isActive():
            return
        room = SEND_AT_ONCE - len(self.outbox.in_flight)
        for uid, kind, args in self.outbox.waiting()[:max(0, room)]:
            self.outbox.in_flight.add(uid)
            call = self.client.answer(*args, uid=uid) if kind == "answer" else \
                self.client.practice(*args, uid=uid)
            self._call(call, functools.partial(self._on_sent, uid))

    def _on_sent(self, uid: str, _result: Any, error: Optional[BaseException]) -> None:
        self.outbox.in_flight.discard(uid)
        if error is None:
            self.outbox.items.pop(uid, None)  # counted (or counted before: a resend)
            self._tries = 0
        elif kept(error):  # sent again after a pause growing with each kept send
            log.info("An answer kept to send again: %r", error)
            if not self._retry.isActive():
                pause = RETRY_SECONDS[min(self._tries, len(RETRY_SECONDS) - 1)]
                self._tries += 1
                self._retry.start(int(pause * 1000))
            return
        else:
            log.warning("The class refused an answer for good: %r", error)
            self.outbox.items.pop(uid, None)
        self._send_waiting()

    def _stopped(self) -> None:
        # replies of the stopped worker never come: what was on its way waits again
        self.outbox.in_flight.clear()
        self._retry.stop()
        self._tries = 0

    def review(self, then: Then) -> None:
        """Fetch the released exam's review (``MemberClient.review``); ``then(review,
        error)`` in the window's thread."""
        if self.client is not None:
            self._call(_fetched(self.client.review), then)

    def leave(self) -> None:
        """Leave the class: the server is told (for at most ``LEAVE_SECONDS``) while the
        window goes on; ``left`` follows at once."""
        self._leave(0.0)

    def close(self) -> None:
        """Leave the class if joined and stop the worker, waiting at most ``QUIT_SECONDS``
        for its thread (the app quits)."""
        self._leave(QUIT_SECONDS)

    def _leave(self, wait: float) -> None:
        if self.worker is None:
            if wait > 0:
                wait_stopped(wait)
            return
        leave = self.client.leave() if self.client is not None and self.token else None
        self._stop_worker(leave, wait)
        self.token, self.waiting_admission = "", False
        self.left.emit()


class HostLink(_Link):
    """The instructor's PC running a class: the server in this app (``host``) or a school's
    (``connect_to``), and the instructor's client of it.

    Signals (besides ``view_changed`` and ``failed``):
        hosting(): connected; ``address``, ``addresses`` and ``join_code`` are known.
    """

    hosting = Signal()
    _server_up = Signal(object, object, object)  # from the worker: (server, addresses, error)

    def __init__(self, parent: Optional[QObject] = None,
                 make_client: Optional[Callable[[], Any]] = None) -> None:
        super().__init__(parent)
        self._make_client = make_client
        self.server: Any = None
        self._starting: Any = None  # the server being started in the worker
        self._server_up.connect(self._on_server_up)
        self.address = ""  # the address the instructor's client talks to
        self.addresses: list[str] = []  # the addresses trainees type
        self.join_code = ""

    def host(self, store_path: Path, port: int = 0, code: Optional[str] = None) -> None:
        """Start the class server on this PC (its answers in the progress store at
        ``store_path``) in the worker, then connect to it: ``hosting`` once it is up,
        ``failed`` with the sentence when it cannot listen (``PortInUse`` among them).
        ``ServerError`` at once only for a ``code`` that is not a join code."""
        # deferred: the server (and aiohttp) load only when a class is hosted
        from app.classroom.runner import ClassServer

        server = ClassServer(store_path, port, code)
        self._starting = server

        def start() -> None:  # in a thread of its own: binding, the store's lock, addresses
            try:
                server.start()
                self._server_up.emit(server, list(server.addresses()), None)
            except Exception as exc:  # noqa: BLE001 - said in a sentence, never raised here
                self._server_up.emit(server, None, exc)

        threading.Thread(target=start, name="class-server-start", daemon=True).start()

    def _on_server_up(self, server: Any, addresses: Optional[list[str]],
                      error: Optional[BaseException]) -> None:
        if server is not self._starting:  # stopped meanwhile: it stops too
            if error is None:
                server.stop()
            return
        self._starting = None
        if error is not None:
            log.warning("The class server did not start: %r", error)
            self.stop()
            self.failed.emit(error_text(error) if isinstance(error, ServerError)
                             else said(FAILED, message=message_of(error)))
            return
        self.server = server
        self.addresses = addresses or []
        self.join_code = server.join_code
        self.connect_to(f"127.0.0.1:{server.port}", server.host_key)

    def connect_to(self, address: str, host_key: str) -> None:
        """Connect to a class server (a school's ``serve``) with its host key; ``hosting``
        when connected, ``failed`` with the sentence when not (the address checked first)."""
        try:
            address = checked_address(address)
        except ValueError as e:
            self.failed.emit(str(e))
            return
        self._start_worker()
        if self._make_client is not None:
            self.client = self._make_client()
        else:
            # deferred: the clients (and aiohttp) load only when a class is hosted
            from app.classroom.client import HostClient

            self.client = HostClient()
        self.address = address
        # (the client's connect, called by name: no Qt signal, as a reader of ``.connect``
        # calls would take it for)
        connecting = operator.methodcaller("connect", address, host_key)(self.client)
        self._call(connecting, lambda _r, error: self._on_connected(error))

    def _sentence(self, error: BaseException) -> str:
        if unreachable(error):
            return said(HOST_UNREACHABLE, address=self.address)
        if error_id(error) == p.TOKEN:
            return said(HOST_REFUSED, address=self.address)
        return server_sentence(error)

    def _on_connected(self, error: Optional[BaseException]) -> None:
        if error is not None:
            sentence = self._sentence(error)
            self.stop()
            self.failed.emit(sentence)
            return
        self.hosting.emit()
        self._follow(self.client.views)

    def _on_view(self, view: dict[str, Any]) -> None:
        self.join_code = str(view.get("join_code") or self.join_code)
        if view.get("addresses"):
            self.addresses = [str(a) for a in view["addresses"]]

    # -- what the host window asks -------------------------------------------------------
    def ask(self, source: dict[str, Any]) -> None:
        if self.client is not None:
            self._call(self.client.ask(source))

    def close_question(self) -> None:
        if self.client is not None:
            self._call(self.client.close_question())

    def reveal(self) -> None:
        if self.client is not None:
            self._call(self.client.reveal())

    def remove(self, member: int) -> None:
        if self.client is not None:
            self._call(self.client.remove(member))

    def admit(self, member: int, allow: bool) -> None:
        """Let the trainee knocking as ``member`` in, or refuse them."""
        if self.client is not None:
            self._call(self.client.admit(member, allow))

    def start_exam(self, code: str, house_json: Optional[str] = None) -> None:
        if self.client is not None:
            self._call(self.client.start_exam(code, house_json))

    def release(self) -> None:
        if self.client is not None:
            self._call(self.client.release())

    def end_exam(self) -> None:
        if self.client is not None:
            self._call(self.client.end_exam())

    def stop(self) -> None:
        """Stop the instructor's client and the server this app started (one still
        starting stops once it is up)."""
        self._starting = None
        self._stop_worker(wait=QUIT_SECONDS)  # (closing a client waits for no server)
        server, self.server = self.server, None
        if server is not None:
            server.stop()


__all__ = ["MemberLink", "HostLink", "LoopThread", "checked_address", "checked_name", "NAME_MAX"]


# What the trainer says about the class between questions (``ClassMember.note``).
NOTE_NONE = ""
NOTE_SENT = "sent"  # a live answer went; the instructor shows the answers
NOTE_CLOSED = "closed"  # the question closed before it was answered
NOTE_EXAM_DONE = "exam_done"  # every exam question answered; the exam runs on for others
NOTE_EXAM_ENDED = "exam_ended"  # the exam is over; the mark comes when released
NOTE_RELEASED = "released"  # the mark is here (``result``)


@dataclasses.dataclass(frozen=True)
class ExamMark:
    """A served exam's mark, released: right answers of how many, passed, and each
    question's mark (with the question, key and derivation when this PC showed it)."""

    correct: int
    questions: int
    passed: bool
    review: tuple[tuple[bool, Any], ...]  # (right, (question, checked, given) or None)


class ClassMember(QObject):
    """A joined trainee's class, driving the trainer: the instructor's live question or the
    exam's question served in the trainer's answer panel (``TrainerController.ask_class``),
    its answer sent, its mark shown when the server sends it; practice answers sent to the
    instructor's PC as well.

    Signals:
        changed(): joined or left, a note, an exam's clock or its mark changed.
    """

    changed = Signal()

    def __init__(self, trainer: Any, link: Optional[MemberLink] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.trainer = trainer
        self.link = link or MemberLink(self)
        self.note = NOTE_NONE
        self.exam_deadline: Optional[float] = None  # monotonic seconds, the server's clock
        self.exam_index = (0, 0)  # (question on screen from 1, questions)
        self.mark: Optional[ExamMark] = None
        self._review_of: Any = None  # the exam whose review was asked for (once)
        self._questions: dict[str, Any] = {}  # keyless questions by ask id
        self._live_seen: set[str] = set()  # live questions asked on this PC
        self.link.view_changed.connect(self._on_view)
        self.link.joined.connect(self._on_joined)
        self.link.removed.connect(self._on_gone)
        self.link.left.connect(self._on_gone)

    @property
    def joined(self) -> bool:
        return self.link.is_joined

    def _on_joined(self) -> None:
        self.trainer.on_practice = self._practice
        self.changed.emit()

    def _on_gone(self) -> None:
        self.trainer.on_practice = None
        self.trainer.end_class_question()
        self.trainer.set_class_exam(False)
        self.note, self.exam_deadline, self.mark = NOTE_NONE, None, None
        self._review_of = None
        self.changed.emit()

    def _practice(self, record: Any) -> None:
        data = dataclasses.asdict(record)
        data.pop("id", None)
        data.pop("profile_id", None)
        data.pop("exam_id", None)
        data["tags"] = list(data.get("tags", ()))
        self.link.practice(data)

    def _question(self, ask: str, sheet: Any) -> Any:
        if ask not in self._questions:
            # deferred: the sheets load with the class
            from app.core.trainer.sheets import question_from_sheet

            self._questions[ask] = question_from_sheet(sheet)
        return self._questions[ask]

    def _send(self, ask: str, values: dict[str, object], seconds: float) -> None:
        # deferred: the sheets load with the class
        from app.core.trainer.sheets import given_to_wire

        self.link.answer(ask, given_to_wire(self._questions[ask], values), seconds)

    def seconds_left(self) -> Optional[float]:
        """A served exam's time left, as the server last said it (counted down here)."""
        if self.exam_deadline is None:
            return None
        return max(0.0, self.exam_deadline - time.monotonic())

    def _on_view(self, view: dict[str, Any]) -> None:
        # deferred: the sheets load with the class
        from app.core.trainer.sheets import marked_from_sheet

        t = self.trainer
        exam, live = view.get("exam"), view.get("live")
        note = NOTE_NONE
        try:
            if exam is not None:
                state = exam.get("state")
                self.exam_deadline = time.monotonic() + float(exam.get("seconds_left") or 0) \
                    if state == "running" else None
                self.exam_index = (int(exam.get("index") or 0) + 1, int(exam.get("questions") or 0))
                served = exam.get("ask")
                if state == "running" and served:
                    ask = str(served["ask"])
                    question = self._question(ask, served["sheet"])
                    t.ask_class(ask, question, True, self._send)
                else:
                    if t.class_ask is not None and t.class_ask.exam:
                        t.end_class_question()  # (a live question asked since stays)
                    t.set_class_exam(False)
                    note = NOTE_EXAM_DONE if state == "running" else NOTE_EXAM_ENDED
                    if state == "released" and exam.get("result"):
                        note = self._released(exam["exam"], exam["result"]) or note
            if exam is None or exam.get("state") != "running":
                if live is not None:
                    said = self._live(live, marked_from_sheet)
                    # a live question on screen: the exam's note waits until it is gone
                    live_up = t.class_ask is not None and not t.class_ask.exam
                    note = said or (NOTE_NONE if live_up else note)
                elif t.class_ask is not None and not t.class_ask.exam:
                    t.end_class_question()
                    note = note or NOTE_CLOSED
        except (SheetError, KeyError, TypeError, ValueError) as exc:
            log.warning("A class view that is not what the server writes: %r", exc)
        self.note = note
        self.changed.emit()

    def _live(self, live: dict[str, Any], marked_from_sheet: Callable[..., Any]) -> str:
        """The live question: asked in the trainer when it is new to this PC (after a
        restart too), its mark shown once the server sends it; one this PC has left behind
        (an exam came, practice went on) is not asked again."""
        t = self.trainer
        ask = str(live["ask"])
        current = t.class_ask is not None and t.class_ask.ask == ask
        if ask in self._live_seen and not current:
            return NOTE_NONE
        question = self._question(ask, live["sheet"])
        status = live.get("status")
        if status == "open" and not live.get("answered"):
            self._live_seen.add(ask)
            t.ask_class(ask, question, False, self._send)
            return NOTE_NONE
        if not live.get("answered"):
            if current:
                t.end_class_question()
            self._live_seen.add(ask)
            return NOTE_CLOSED if current else NOTE_NONE
        if not current:  # answered before a restart: shown again, with its mark to come
            self._live_seen.add(ask)
            t.ask_class(ask, question, False, self._send)
            assert t.class_ask is not None
            t.class_ask.sent = True
        if live.get("marked"):
            full, checked, _given = marked_from_sheet(question, live["marked"])
            t.class_marked(ask, full, checked)
            return NOTE_NONE
        return NOTE_SENT

    def _released(self, exam: Any, result: dict[str, Any]) -> str:
        """The exam's mark is released: its review fetched once (``MemberLink.review``); the
        note (released once the review is here, '' meanwhile)."""
        if self._review_of != exam:
            self._review_of, self.mark = exam, None
            summary = dict(result)
            self.link.review(lambda review, error: self._on_review(exam, summary, review, error))
        return NOTE_RELEASED if self.mark is not None else ""

    def _on_review(self, exam: Any, result: dict[str, Any], review: Any,
                   error: Optional[BaseException]) -> None:
        """The review fetched: the mark with it (without it, the summary alone, when it
        could not be fetched)."""
        if exam != self._review_of:
            return
        if error is not None:
            log.warning("The released review did not come: %r", error)
        self.mark = self._mark(result, review if error is None else ())
        live_up = self.trainer.class_ask is not None and not self.trainer.class_ask.exam
        if not live_up and self.note in (NOTE_NONE, NOTE_EXAM_ENDED):
            self.note = NOTE_RELEASED
        self.changed.emit()

    @staticmethod
    def _mark(result: dict[str, Any], items: Any) -> ExamMark:
        """The released mark, each question rebuilt from what the server sent with it (its
        keyless sheet and its marks): nothing of what this PC showed before (a PC started
        again mid-exam showed other questions, or none)."""
        # deferred: the sheets load with the class
        from app.core.trainer.sheets import marked_from_sheet, question_from_sheet

        review = []
        for item in items or ():
            marked = {k: v for k, v in item.items() if k != "sheet"}
            shown = None
            if item.get("sheet") is not None:
                try:
                    shown = marked_from_sheet(question_from_sheet(item["sheet"]), marked)
                except (SheetError, ValueError, KeyError, TypeError) as exc:
                    log.warning("A released mark that is not what the server writes: %r", exc)
            review.append((bool(marked.get("right")), shown))
        return ExamMark(int(result.get("correct") or 0), int(result.get("questions") or 0),
                        bool(result.get("passed")), tuple(review))

    def leave(self) -> None:
        self.link.leave()

    def close(self) -> None:
        self.link.close()


class ClassHost(QObject):
    """The instructor's view of the class, read for the host window: the live question
    (keyless, and with its key once revealed) and the spread's values as words."""

    def __init__(self, link: Optional[HostLink] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.link = link or HostLink(self)
        self._questions: dict[str, Any] = {}

    def live_question(self) -> Any:
        """The live question, keyless (None without one)."""
        live = (self.link.view or {}).get("live")
        if not live:
            return None
        ask = str(live["ask"])
        if ask not in self._questions:
            # deferred: the sheets load with the class
            from app.core.trainer.sheets import question_from_sheet

            self._questions[ask] = question_from_sheet(live["sheet"])
        return self._questions[ask]

    def key_question(self) -> Any:
        """The live question with its key and derivation, once revealed (else None)."""
        live = (self.link.view or {}).get("live")
        question = self.live_question()
        if question is None or not live or not live.get("marked_key"):
            return None
        # deferred: the sheets load with the class
        from app.core.trainer.sheets import marked_from_sheet

        return marked_from_sheet(question, live["marked_key"])[0]

    def spread(self) -> list[tuple[str, list[tuple[str, int]], int]]:
        """The closed question's spread in words: per part, its label, each value given with
        how many gave it (most first), and how many did not answer it."""
        live = (self.link.view or {}).get("live") or {}
        out = []
        for item in live.get("spread") or ():
            counts = [(words(c.get("shown", c.get("value"))), int(c.get("count") or 0))
                      for c in item.get("counts") or ()]
            out.append((words(item.get("label", item.get("key", ""))), counts,
                        int(item.get("not_answered") or 0)))
        return out


def words(data: Any) -> str:
    """A line as JSON (sheets.line_json) in the user's language; text as it is."""
    if isinstance(data, str):
        return data
    if isinstance(data, (int, float)):
        return str(data)
    # deferred: the sheets load with the class
    from app.core.trainer.sheets import line_from_json

    try:
        return str(line_from_json(data).render(qt_translate))
    except (SheetError, TypeError, ValueError):
        return str(data)
