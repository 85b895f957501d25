"""Start-up to a painted main window, against a bare PySide6 QMainWindow, and peak memory.

Each start is a fresh Python process (offscreen), timed from launch until the
window's first paint has been processed (the first timer after the window's
first Paint event); the bare baseline does the same with an empty QMainWindow.
A first untimed start of each writes the compiled modules, as an installed app
has them. The child reports its CPU time (user and system, from ``getrusage``)
and the monotonic clock at that moment; what the app does after its first paint
(the work it defers to then) is reported apart (``ours_settled_cpu_s``: the whole
process, to its exit). The two kinds of start alternate so that load on the
machine hits both alike. Goal: at most 1.5x the bare start (CPU), and under 100 MB
peak memory.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from benchmarks.clock import emit

# Both children watch the window's own events only (an event filter on it, the same in
# both): at its first Paint, a zero timer notes the CPU time and the clock once the paint
# is done, then the event loop ends (what the app posted after its paint still runs).
PAINTED = r"""
import resource, time
from PySide6.QtCore import QEvent, QObject, QTimer
at_paint = []
def _painted():
    r = resource.getrusage(resource.RUSAGE_SELF)
    at_paint.extend([time.perf_counter(), r.ru_utime + r.ru_stime])
    QTimer.singleShot(0, app.quit)
class _FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not at_paint:
            at_paint.append(0)
            QTimer.singleShot(0, _painted)
        return False
def shown(window):
    watch = _FirstPaint(window)
    window.installEventFilter(watch)
    window.resize(1280, 800); window.show()
    app.exec()
    r = resource.getrusage(resource.RUSAGE_SELF)
    print(at_paint[1], at_paint[2], r.ru_utime + r.ru_stime, r.ru_maxrss)
"""

BARE = PAINTED + r"""
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
shown(QMainWindow())
"""

OURS = PAINTED + r"""
from app.system.settings import Settings
from app.ui.app import build_window, make_app
app = make_app()
shown(build_window(Settings()))
"""


def _run(code: str, home: str) -> tuple[float, float, float, float]:
    """One fresh process: (wall seconds and CPU seconds to the first paint, CPU seconds to
    its exit, peak MB)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOLDEM_TRAINER_HOME=home)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app starts from compiled files
    t0 = time.perf_counter()  # the same monotonic clock as the child's (Linux, macOS)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          check=True)
    painted, cpu, settled, peak = done.stdout.split()[-4:]
    return (float(painted) - t0, float(cpu), float(settled),
            int(peak) / 1024)  # ru_maxrss is in KiB on Linux


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
            "bare_settled_cpu_s": round(min(r[2] for r in bare), 4),
            "ours_settled_cpu_s": round(min(r[2] for r in ours), 4),
            "bare_peak_mb": round(max(r[3] for r in bare), 1),
            "peak_mb": round(max(r[3] for r in ours), 1)}


def _print(r: dict) -> None:
    print(f"startup: best of {r['repeats']} fresh processes each, offscreen, to the first paint")
    print(f"  bare QMainWindow:       {r['bare_s'] * 1000:8.0f} ms wall "
          f"{r['bare_cpu_s'] * 1000:8.0f} ms CPU  (peak {r['bare_peak_mb']:.0f} MB)")
    print(f"  Hold'em Dealer Trainer: {r['ours_s'] * 1000:8.0f} ms wall "
          f"{r['ours_cpu_s'] * 1000:8.0f} ms CPU  (peak {r['peak_mb']:.0f} MB)")
    print(f"  to the exit, with the work after the first paint: bare "
          f"{r['bare_settled_cpu_s'] * 1000:.0f} ms CPU, ours {r['ours_settled_cpu_s'] * 1000:.0f} ms CPU")
    print(f"  ratio ours/bare:        {r['ratio']:8.2f} wall {r['cpu_ratio']:8.2f} CPU  "
          f"(goal: <= 1.50 CPU) {'OK' if r['cpu_ratio'] <= 1.5 else 'OVER GOAL'}; "
          f"memory goal < 100 MB {'OK' if r['peak_mb'] < 100 else 'OVER GOAL'}")


def main(as_json: bool = False) -> dict:
    return emit(run(), as_json, _print)


if __name__ == "__main__":
    main()
