"""``python -m app serve --port P [--code C]``: the class server with no window, for a
school's always-on PC, on this PC's progress store (the class not ended there continues).
It prints where trainees join, the join code and the host key (also written to
``class-host.json`` in the app's data folder, for the instructor's app); Ctrl+C stops it
cleanly (exit 0); a port in use is said in one sentence (exit 2)."""

from __future__ import annotations

import json
import signal
import sys
import threading
from typing import Optional

from app.classroom import protocol as p
from app.classroom.runner import ClassServer
from app.core.errors import ServerError
from app.i18n import translator
from app.system.paths import data_dir, progress_file

HOST_FILE = "class-host.json"


def cmd_serve(port: int, code: Optional[str], lang: str = "en") -> int:
    if code is not None:
        code = code.strip().upper()
        if len(code) != p.CODE_LENGTH or any(c not in p.CODE_ALPHABET for c in code):
            print(f"python -m app serve: a join code is {p.CODE_LENGTH} of "
                  f"{p.CODE_ALPHABET}", file=sys.stderr)
            return 2
    if not 0 <= port < 65536:
        print("python -m app serve: --port takes 0 to 65535", file=sys.stderr)
        return 2
    server = ClassServer(progress_file(), port, code)
    try:
        server.start()
    except ServerError as exc:
        print(exc.render(translator(lang)), file=sys.stderr)
        return 2
    stop = threading.Event()
    previous = signal.signal(signal.SIGINT, lambda *_: stop.set())
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        info = {"addresses": server.addresses(), "join_code": server.join_code,
                "host_key": server.host_key, "port": server.port}
        host_file = data_dir() / HOST_FILE
        host_file.write_text(json.dumps(info, indent=1), encoding="utf-8")
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
        signal.signal(signal.SIGINT, previous)
        server.stop()
    return 0
