"""What hosting a class holds on to besides its port: the one thread that owns the class's
progress store (``StoreThread``: every call to the store is made there, awaited by the
event loop, so a store waiting for its file never holds up the class), and the host lock
(``HostLock``: one class server at a time on one progress file)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import sqlite3
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Optional, TypeVar

from app.core.errors import ServerError, StoreError, said
from app.core.text import QT_TRANSLATE_NOOP

_T = TypeVar("_T")
log = logging.getLogger(__name__)

BUSY_TRIES = 3  # a write that found the file locked (past the store's own 5 s wait), tried again
BUSY_PAUSE = 0.5  # seconds between those tries


def _busy(exc: BaseException) -> bool:
    """The store failed because another program held the file's write lock."""
    cause = exc.__cause__
    return isinstance(cause, sqlite3.OperationalError) and getattr(
        cause, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _retrying(fn: Callable[..., _T], *args: Any) -> _T:
    for attempt in range(BUSY_TRIES):
        try:
            return fn(*args)
        except StoreError as exc:
            if attempt + 1 == BUSY_TRIES or not _busy(exc):
                raise
            log.warning("The progress file is locked by another program; trying again")
            time.sleep(BUSY_PAUSE)
    raise AssertionError("unreachable")


class StoreThread:
    """One thread that owns the store: ``await thread(fn, *args)`` runs ``fn(*args)`` there
    (in the order asked), a write that found the file locked tried again there."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="class-store")

    async def __call__(self, fn: Callable[..., _T], *args: Any) -> _T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, functools.partial(_retrying, fn, *args))

    def close(self) -> None:
        self._pool.shutdown(wait=True)


class HostLock:
    """An exclusive lock on ``<progress file>.host-lock``, held by the system (it goes when
    the process does) while a class is hosted on that progress file."""

    def __init__(self, store_path: Path) -> None:
        self.path = Path(store_path).with_name(Path(store_path).name + ".host-lock")
        self._fd: Optional[int] = None

    def acquire(self) -> None:
        """Take the lock; ServerError (one sentence) when another class server holds it."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            raise ServerError(said(QT_TRANSLATE_NOOP(
                "Errors", "Another class server is hosting a class on this progress file: "
                "stop it first."))) from None
        self._fd = fd

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                _unlock(fd)
            os.close(fd)


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
