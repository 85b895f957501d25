"""Start-up to a painted main window, against a bare PySide6 QMainWindow, and peak memory.

Each start is a fresh Python process (offscreen), timed from launch until the
window has been shown and its first paint processed; the bare baseline does
the same with an empty QMainWindow. Goal: at most 1.5x the bare start, and
under 100 MB peak memory.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

BARE = r"""
import resource, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1280, 800); w.show()
QTimer.singleShot(0, app.quit); app.exec()
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

OURS = r"""
import resource, sys
from PySide6.QtCore import QTimer
from app.system.settings import Settings
from app.ui.app import build_window, make_app
app = make_app()
w = build_window(Settings()); w.resize(1280, 800); w.show()
QTimer.singleShot(0, app.quit); app.exec()
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def _run(code: str, home: str) -> tuple[float, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOLDEM_TRAINER_HOME=home)
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          check=True)
    seconds = time.perf_counter() - t0
    return seconds, int(done.stdout.split()[-1]) / 1024  # ru_maxrss is in KiB on Linux


def main(repeats: int = 5) -> dict:
    home = tempfile.mkdtemp(prefix="holdem-bench-")
    bare, ours = [], []
    for _ in range(repeats):  # alternate, so machine load hits both alike
        bare.append(_run(BARE, home))
        ours.append(_run(OURS, home))
    b, o = min(t for t, _ in bare), min(t for t, _ in ours)
    memory = max(m for _, m in ours)
    print(f"startup: best of {repeats} fresh processes, offscreen")
    print(f"  bare QMainWindow:       {b * 1000:8.0f} ms  (peak {max(m for _, m in bare):.0f} MB)")
    print(f"  Hold'em Dealer Trainer: {o * 1000:8.0f} ms  (peak {memory:.0f} MB)")
    print(f"  ratio ours/bare:        {o / b:8.2f}  (goal: <= 1.50) "
          f"{'OK' if o / b <= 1.5 else 'OVER GOAL'}; memory goal < 100 MB "
          f"{'OK' if memory < 100 else 'OVER GOAL'}")
    return {"bare_s": b, "ours_s": o, "ratio": o / b, "peak_mb": memory}


if __name__ == "__main__":
    print(json.dumps(main()))
