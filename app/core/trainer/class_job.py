"""The class's files read and merged in a process of their own (the class window's import).

A lab's year of answers fills an export of tens of megabytes (a 40 MB one holds
about 300,000 answers): reading and merging it takes seconds and makes
hundreds of thousands of Python objects. Done in the window's process, on any
thread, that work would share Python's lock and its garbage collector with the
window, whose every pass over those objects stops the window too. So the
class window's controller starts :func:`work` in a process of its own
(``multiprocessing``, its "spawn" way, which the packaged program supports
through ``multiprocessing.freeze_support`` in its entry point), and a Cancel
ends that process at once.

The answers never come back to the window's process. A file read comes back as
its pickled bytes (:class:`~app.core.trainer.class_import.ExportFile`), kept as
they are and given to the next merge (one more file, one file less), and the
class as its figures (:class:`~app.core.trainer.classroom.ClassResults`, a few
kilobytes whatever the number of answers).

The exchange, over a ``multiprocessing`` pipe (:func:`send_files` writes what
:func:`work` reads first):

- to the process: the class's files in order, each with its bytes kept from an
  earlier reading or to be read now, the house profiles of the window's PC
  (an exam code names a house's own pay table by them: exams are marked again),
  and which of the files is this PC's own progress file (Class results' "this
  PC's class": read from its tables, its served exams told apart);
- from it: ``(PROGRESS, files_done, files, bytes_done, bytes)`` no more than
  ten times a second while it reads, then ``(DONE, paths, results)`` followed
  by the bytes of each file it read, in the order of ``paths``; or
  ``(FAILED, exception, traceback)`` when a bug stopped it.
"""

from __future__ import annotations

import os
import pickle
import time
import traceback
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Collection, Optional, Sequence

from app.core.profiles import HouseProfile
from app.core.trainer.class_import import ExportFile, read_export, read_store
from app.core.trainer.classroom import merge

PROGRESS, DONE, FAILED = "progress", "done", "failed"  # what the process says
TELL_EVERY = 0.1  # seconds between two words of progress, at least (the window redraws no more)
Files = dict[Path, Optional[bytes]]  # the class's files in order: kept bytes, or None to read


def send_files(conn: Connection, files: Files, houses: Sequence[HouseProfile] = (),
               stores: Collection[Path] = ()) -> None:
    """Give the process the class's files, this PC's house profiles and which of the files
    is this PC's progress file, read directly (:func:`work` reads them first)."""
    conn.send([(path, kept is not None) for path, kept in files.items()])
    conn.send(tuple(houses))
    conn.send(frozenset(stores))
    for kept in files.values():
        if kept is not None:
            conn.send_bytes(kept)


def file_bytes(read: ExportFile) -> bytes:
    """A file read, as it is kept between two merges."""
    return pickle.dumps(read, pickle.HIGHEST_PROTOCOL)


def work(conn: Connection) -> None:
    """The process: read the files to read, merge the class, say so (see the module)."""
    try:
        order = conn.recv()
        houses = conn.recv()
        stores = conn.recv()
        kept = {path: conn.recv_bytes() for path, is_kept in order if is_kept}
        to_read = [path for path, is_kept in order if not is_kept]
        read = _read(conn, to_read, stores)
        files = [read[path] if path in read else pickle.loads(kept.pop(path))
                 for path, _is_kept in order]
        results = merge(files, houses)
        conn.send((DONE, to_read, results))
        for path in to_read:
            conn.send_bytes(file_bytes(read[path]))
    except Exception as exc:  # said to the window's process, which logs it
        told = traceback.format_exc()
        try:
            conn.send((FAILED, exc, told))
        except Exception:  # an exception that cannot be pickled: its words
            conn.send((FAILED, RuntimeError(repr(exc)), told))
    finally:
        conn.close()


def _read(conn: Connection, paths: list[Path],
          stores: Collection[Path] = ()) -> dict[Path, ExportFile]:
    """Each file read (this PC's progress file, one of ``stores``, read from its tables),
    its progress told as it goes."""
    sizes = [_size(p) for p in paths]
    total, before, count = sum(sizes), 0, len(paths)
    told_at = 0.0
    read: dict[Path, ExportFile] = {}
    for i, path in enumerate(paths):
        conn.send((PROGRESS, i, count, before, total))
        told_at = time.monotonic()

        def told(done: int, i: int = i, before: int = before) -> None:
            nonlocal told_at
            now = time.monotonic()
            if now - told_at >= TELL_EVERY:
                told_at = now
                conn.send((PROGRESS, i, count, before + min(done, sizes[i]), total))
        read[path] = read_store(path) if path in stores else read_export(path, told)
        before += sizes[i]
    conn.send((PROGRESS, count, count, total, total))
    return read


def _size(path: Path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:  # read_export says why, in its place
        return 0
