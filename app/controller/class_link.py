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

Quitting stops it all: ``close`` leaves the class (a member) or stops the server (a host),
stops the loop and waits for the thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import functools
import inspect
import logging
import operator
import time
import uuid
from pathlib import Path
from typing import Any, Awaitable, Callable, Optional

from PySide6.QtCore import QObject, QThread, Signal

from app.core.errors import SheetError
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.store import NAME_MAX, StoreError
from app.i18n import error_text, qt_translate

log = logging.getLogger(__name__)
Then = Callable[[Any, Optional[BaseException]], None]  # what follows a call, in the window's thread

CONTEXT = "ClassLink"
STOP_SECONDS = 5.0  # at most this long for the class to be left and the thread to end

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

# The server's error ids (docs/classroom.md) and the sentence each becomes on this PC.
_JOIN_ERRORS = {"code": WRONG_CODE, "bad_code": WRONG_CODE, "wrong_code": WRONG_CODE,
                "name": NAME_REFUSED, "bad_name": NAME_REFUSED, "name_taken": NAME_REFUSED,
                "full": CLASS_FULL, "class_full": CLASS_FULL, "rate": TOO_MANY,
                "too_many": TOO_MANY, "removed": REMOVED}
# The server's own sentences of the errors of admission (app.classroom.protocol.SENTENCES),
# in the trainee's language.
_SERVER_SAID = {
    "name_in_use": QT_TRANSLATE_NOOP("Errors", "A trainee of this name is in the class "
                                     "already: join with another name."),
    "refused": QT_TRANSLATE_NOOP("Errors", "The instructor did not let you in."),
}


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


def as_json(view: Any) -> dict[str, Any]:
    """A view from the client as its JSON object (the protocol's dataclasses, or a dict)."""
    if isinstance(view, dict):
        return view
    to_json = getattr(view, "to_json", None)
    if callable(to_json):
        data = to_json()
        return data if isinstance(data, dict) else dict(data)
    if dataclasses.is_dataclass(view) and not isinstance(view, type):
        return dataclasses.asdict(view)
    raise TypeError(f"not a class view: {type(view).__name__}")


def error_id(exc: BaseException) -> str:
    """The server's error id carried by a client's exception ('' when there is none)."""
    for attr in ("error", "error_id", "id", "code"):
        value = getattr(exc, attr, None)
        if isinstance(value, str):
            return value
    return ""


def unreachable(exc: BaseException) -> bool:
    """The server could not be reached at all (refused, no route, timed out)."""
    if isinstance(exc, (OSError, asyncio.TimeoutError, concurrent.futures.TimeoutError)):
        return True
    # deferred: aiohttp loads only when a class is joined or hosted
    import aiohttp

    return isinstance(exc, (aiohttp.ClientConnectionError, aiohttp.ServerTimeoutError))


def message_of(exc: BaseException) -> str:
    message = getattr(exc, "message", None)
    return message if isinstance(message, str) and message else str(exc)


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
        return said(FAILED, message=message_of(error))

    def _follow(self, views: Callable[[], Any]) -> None:
        """Emit each view the client's ``views()`` gives until it ends or fails."""
        run = self._run

        async def follow() -> None:
            async for view in views():
                self._done.emit(run, self._on_view_json, as_json(view), None)

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

    def _stop_worker(self, last: Optional[Awaitable[Any]] = None) -> None:
        """Run ``last`` (leave, close the client) for at most a few seconds, then stop the
        loop and wait for the thread to end."""
        worker = self.worker
        self._run += 1
        if worker is None:
            if asyncio.iscoroutine(last):
                last.close()
            return
        if last is not None and worker.isRunning():
            try:
                worker.submit(last).result(timeout=STOP_SECONDS)
            except Exception as exc:  # a class that cannot be told is left all the same
                log.info("Leaving the class: %r", exc)
        elif asyncio.iscoroutine(last):
            last.close()
        closing = getattr(self.client, "close", None)
        if callable(closing) and worker.isRunning():
            try:
                result = closing()
                if asyncio.iscoroutine(result):
                    worker.submit(result).result(timeout=STOP_SECONDS)
            except Exception as exc:
                log.info("Closing the class's client: %r", exc)
        worker.stop()
        self.worker, self.client, self.view = None, None, None


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
        self.outbox = Outbox()

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
            self.close()
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

        joining = self.client.join(address, self.code, name, token, on_waiting=on_waiting) \
            if "on_waiting" in inspect.signature(self.client.join).parameters \
            else self.client.join(address, self.code, name, token)
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
            if unreachable(error):
                sentence = said(UNREACHABLE, address=address)
            else:
                template = _JOIN_ERRORS.get(error_id(error))
                server_said = _SERVER_SAID.get(error_id(error))
                sentence = said(template, name=name) if template else \
                    qt_translate("Errors", server_said) if server_said else self._sentence(error)
            self._stop_worker()
            self.refused.emit(sentence)
            return
        self.token = str(getattr(result, "token", "") or "")
        member = getattr(result, "member", None)
        self.member_id = getattr(result, "id", None) or getattr(member, "id", None)
        self.name = str(getattr(result, "name", "") or name)
        self.joined.emit()
        self._follow(self.client.views)

    def _on_view(self, view: dict[str, Any]) -> None:
        # A view comes at once after each (re)connect: what waited is sent again.
        self._send_waiting()

    def _on_views_ended(self, _result: Any, error: Optional[BaseException]) -> None:
        if self.client is None:
            return
        if error is not None and error_id(error) in ("removed", "unknown_member", "token") \
                or getattr(error, "status", None) in (401, 403):
            # a token no longer the class's: another PC was let in as this member
            self.replaced = error is not None and error_id(error) == "token" \
                or getattr(error, "status", None) == 401
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
        if self.client is None:
            return
        for uid, kind, args in self.outbox.waiting():
            self.outbox.in_flight.add(uid)
            call = self.client.answer(*args, uid=uid) if kind == "answer" else \
                self.client.practice(*args, uid=uid)
            self._call(call, functools.partial(self._on_sent, uid))

    def _on_sent(self, uid: str, _result: Any, error: Optional[BaseException]) -> None:
        self.outbox.in_flight.discard(uid)
        if error is None:
            self.outbox.items.pop(uid, None)  # counted (or refused for good: never again)
        elif not unreachable(error) and getattr(error, "status", 500) < 500:
            log.warning("The class refused an answer: %r", error)
            self.outbox.items.pop(uid, None)
        # else: kept, and sent again with the next view (after the reconnect)

    def leave(self) -> None:
        """Leave the class (the server is told); ``left`` follows."""
        self.close()

    def close(self) -> None:
        """Leave the class if joined, stop the worker and wait for its thread."""
        if self.worker is None:
            return
        leave = self.client.leave() if self.client is not None and self.token else None
        self._stop_worker(leave)
        self.token, self.waiting_admission = "", False
        self.left.emit()


class HostLink(_Link):
    """The instructor's PC running a class: the server in this app (``host``) or a school's
    (``connect_to``), and the instructor's client of it.

    Signals (besides ``view_changed`` and ``failed``):
        hosting(): connected; ``address``, ``addresses`` and ``join_code`` are known.
    """

    hosting = Signal()

    def __init__(self, parent: Optional[QObject] = None,
                 make_client: Optional[Callable[[], Any]] = None) -> None:
        super().__init__(parent)
        self._make_client = make_client
        self.server: Any = None
        self.address = ""  # the address the instructor's client talks to
        self.addresses: list[str] = []  # the addresses trainees type
        self.join_code = ""

    def host(self, store_path: Path, port: int = 0, code: Optional[str] = None) -> None:
        """Start the class server on this PC (its answers in the progress store at
        ``store_path``) and connect to it. ``ServerError`` (``PortInUse`` among them) with
        its sentence when it cannot listen."""
        # deferred: the server (and aiohttp) load only when a class is hosted
        from app.classroom.runner import ClassServer

        server = ClassServer(store_path, port, code)
        server.start()
        self.server = server
        self.addresses = list(server.addresses())
        self.join_code = server.join_code
        self.connect_to(f"127.0.0.1:{server.port}", server.host_key)

    def connect_to(self, address: str, host_key: str) -> None:
        """Connect to a class server (a school's ``serve``) with its host key."""
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

    def _on_connected(self, error: Optional[BaseException]) -> None:
        if error is not None:
            sentence = said(UNREACHABLE, address=self.address) if unreachable(error) \
                else said(HOST_REFUSED, address=self.address) \
                if getattr(error, "status", None) in (401, 403) else self._sentence(error)
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
        """Stop the instructor's client and the server this app started; no thread left."""
        self._stop_worker()
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
                        self.mark = self._mark(exam["result"], marked_from_sheet)
                        note = NOTE_RELEASED
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

    @staticmethod
    def _mark(result: dict[str, Any], marked_from_sheet: Callable[..., Any]) -> ExamMark:
        """The released mark, each question rebuilt from what the server sent with it (its
        keyless sheet and its marks): nothing of what this PC showed before (a PC started
        again mid-exam showed other questions, or none)."""
        # deferred: the sheets load with the class
        from app.core.trainer.sheets import question_from_sheet

        review = []
        for item in result.get("review") or ():
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
