"""``python -m app serve --port P [--code C] [--new-class]``: the class server with no
window, for a school's always-on PC, on this PC's progress store (the class not ended there
continues; ``--code`` another than its code is refused, ``--new-class`` ends it first). It
prints where trainees join, the join code and the host key (also written to
``class-host.json`` in the app's data folder, readable by this user only, removed when it
stops, for the instructor's app); Ctrl+C stops it cleanly (exit 0); a port in use, a
second server on the same progress file, a code refused are each said in one sentence
(exit 2)."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import threading
from pathlib import Path
from typing import Optional

from app.classroom.runner import ClassServer
from app.core.errors import ServerError
from app.i18n import translator
from app.system.paths import data_dir, progress_file

HOST_FILE = "class-host.json"


def cmd_serve(port: int, code: Optional[str], lang: str = "en", new_class: bool = False) -> int:
    if not 0 <= port < 65536:
        print("python -m app serve: --port takes 0 to 65535", file=sys.stderr)
        return 2
    try:
        server = ClassServer(progress_file(), port, code, new_class=new_class)
        server.start()
    except ServerError as exc:
        print(exc.render(translator(lang)), file=sys.stderr)
        return 2
    stop = threading.Event()
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
    host_file = data_dir() / HOST_FILE
    try:
        info = {"addresses": server.addresses(), "join_code": server.join_code,
                "host_key": server.host_key, "port": server.port}
        _write_private(host_file, json.dumps(info, indent=1))
        print(f"Join code: {server.join_code}")
        for address in info["addresses"]:
            print(f"Address: {address}")
        print(f"Host key: {server.host_key} (also in {host_file})")
        print("Ctrl+C stops the class server.", flush=True)
        while not stop.wait(0.5):
            if not server.running:
                print("python -m app serve: the class server stopped (see the log)",
                      file=sys.stderr)
                return 1
    finally:
        # A Ctrl+C pressed again while the server stops only sets the event again; once it
        # has stopped the command ends the process, and Ctrl+C is ignored while Python exits
        # (its own handler would be put back and end the process by the signal).
        server.stop()
        with contextlib.suppress(OSError):
            host_file.unlink()
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    print("The class server stopped; the class goes on when it starts again on this PC.")
    return 0


def _write_private(path: Path, text: str) -> None:
    """``text`` in a file only this user may read (0600: it holds the host key)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()  # a file left by a killed server keeps its mode: made anew
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        if hasattr(os, "fchmod"):
            os.fchmod(f.fileno(), 0o600)  # whatever the umask
        f.write(text)
