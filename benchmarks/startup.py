"""Start-up to a painted main window, against a bare PySide6 QMainWindow, and peak memory.

Each start is a fresh Python process (offscreen), timed from launch until the
window has been shown and its first paint processed; the bare baseline does
the same with an empty QMainWindow. A first untimed start of each writes the
compiled modules, as an installed app has them. Both wall time and the child's CPU time
(user and system, from ``getrusage``) are taken, the two kinds of start
alternating so that load on the machine hits both alike. Goal: at most 1.5x the
bare start (CPU), and under 100 MB peak memory.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time

from benchmarks.clock import emit

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


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _run(code: str, home: str) -> tuple[float, float, float]:
    """One fresh process: (wall seconds, CPU seconds, peak MB)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOLDEM_TRAINER_HOME=home)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app starts from compiled files
    c0, t0 = _children_cpu(), time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          check=True)
    seconds, cpu = time.perf_counter() - t0, _children_cpu() - c0
    return seconds, cpu, int(done.stdout.split()[-1]) / 1024  # ru_maxrss is in KiB on Linux


def run(repeats: int = 7) -> dict:
    home = tempfile.mkdtemp(prefix="holdem-bench-")
    bare, ours = [], []
    _run(BARE, home), _run(OURS, home)  # untimed: the modules compiled once, as installed
    for _ in range(repeats):  # alternate, so machine load hits both alike
        bare.append(_run(BARE, home))
        ours.append(_run(OURS, home))
    b, o = min(r[0] for r in bare), min(r[0] for r in ours)
    bc, oc = min(r[1] for r in bare), min(r[1] for r in ours)
    return {"repeats": repeats, "bare_s": round(b, 4), "ours_s": round(o, 4),
            "bare_cpu_s": round(bc, 4), "ours_cpu_s": round(oc, 4),
            "ratio": round(o / b, 3), "cpu_ratio": round(oc / bc, 3),
            "bare_peak_mb": round(max(r[2] for r in bare), 1),
            "peak_mb": round(max(r[2] for r in ours), 1)}


def _print(r: dict) -> None:
    print(f"startup: best of {r['repeats']} fresh processes each, offscreen")
    print(f"  bare QMainWindow:       {r['bare_s'] * 1000:8.0f} ms wall "
          f"{r['bare_cpu_s'] * 1000:8.0f} ms CPU  (peak {r['bare_peak_mb']:.0f} MB)")
    print(f"  Hold'em Dealer Trainer: {r['ours_s'] * 1000:8.0f} ms wall "
          f"{r['ours_cpu_s'] * 1000:8.0f} ms CPU  (peak {r['peak_mb']:.0f} MB)")
    print(f"  ratio ours/bare:        {r['ratio']:8.2f} wall {r['cpu_ratio']:8.2f} CPU  "
          f"(goal: <= 1.50 CPU) {'OK' if r['cpu_ratio'] <= 1.5 else 'OVER GOAL'}; "
          f"memory goal < 100 MB {'OK' if r['peak_mb'] < 100 else 'OVER GOAL'}")


def main(as_json: bool = False) -> dict:
    return emit(run(), as_json, _print)


if __name__ == "__main__":
    main()
