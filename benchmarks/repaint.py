"""A full repaint of the table at 1920x1080, against painting a plain widget that size.

Times ``repaint()`` of the table view's viewport (synchronous): a full repaint
of the window (an expose, a presenter redraw; goal under 8 ms), a step of the
hand with its repaint (the settlement: every seat's spots, labels and the
caption change, so those items draw anew), and a repaint from scratch (every
cached picture dropped, as after a resize); next to a bare widget's repaint in
the same run.
"""

from __future__ import annotations

import os
import tempfile
import time


def _best(fn, repeats: int = 15) -> float:
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> dict:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("HOLDEM_TRAINER_HOME", tempfile.mkdtemp(prefix="holdem-bench-"))
    from PySide6.QtWidgets import QWidget

    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    app = make_app()
    window = build_window(Settings())
    window.act_present.trigger()  # presenter layout: the table fills the window
    window.showNormal()
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    c, view = window.controller, window.view
    c.new_hand(seed=1, seats=7)
    c.advance_to("settled")
    app.processEvents()

    def step() -> None:
        c.forward()
        view.viewport().repaint()

    def warm() -> None:
        view.viewport().repaint()

    def scratch() -> None:
        for item in view.table_scene.items():
            item.setCacheMode(item.CacheMode.NoCache)
            item.setCacheMode(item.CacheMode.DeviceCoordinateCache)
        view.resetCachedContent()
        view.viewport().repaint()

    def timed_step() -> float:
        best = float("inf")
        for _ in range(15):
            c.back()
            view.viewport().repaint()
            t0 = time.perf_counter()
            step()
            best = min(best, time.perf_counter() - t0)
        return best

    bare = QWidget()
    bare.resize(1920, 1080)
    bare.show()
    app.processEvents()
    t_bare = _best(bare.repaint)
    t_step, t_warm, t_scratch = timed_step(), _best(warm), _best(scratch, 5)
    t_state = _best(lambda: view.show_state(c.state()))
    print("repaint: the table at 1920x1080, 7 seats, offscreen")
    print(f"  bare widget repaint:              {t_bare * 1000:7.2f} ms")
    print(f"  full repaint of the table:        {t_warm * 1000:7.2f} ms  "
          f"(ratio {t_warm / t_bare:5.1f}; goal < 8 ms {'OK' if t_warm < 0.008 else 'OVER GOAL'})")
    print(f"  a step (settle) and its repaint:  {t_step * 1000:7.2f} ms  "
          f"(ratio {t_step / t_bare:5.1f}; every seat's spots and labels change)")
    print(f"    of which building the state:    {t_state * 1000:7.2f} ms")
    print(f"  repaint from scratch:             {t_scratch * 1000:7.2f} ms  "
          f"(ratio {t_scratch / t_bare:5.1f}; once per resize)")
    window.close()
    return {"bare_ms": t_bare * 1000, "step_ms": t_step * 1000, "warm_ms": t_warm * 1000,
            "scratch_ms": t_scratch * 1000}


if __name__ == "__main__":
    main()
