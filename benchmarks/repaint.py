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

from benchmarks.clock import best, emit, timed


def _best(fn, repeats: int = 15) -> float:
    """The best wall time of ``repeats`` calls."""
    return best(fn, repeats)[0]


def run() -> dict:
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

    def timed_step() -> tuple[float, float]:
        wall = cpu = float("inf")
        for _ in range(15):
            c.back()
            view.viewport().repaint()
            w, t = timed(step)
            wall, cpu = min(wall, w), min(cpu, t)
        return wall, cpu

    bare = QWidget()
    bare.resize(1920, 1080)
    bare.show()
    app.processEvents()
    t_bare, c_bare = best(bare.repaint)
    (t_step, c_step), (t_warm, c_warm) = timed_step(), best(warm)
    t_scratch, c_scratch = best(scratch, 5)
    t_state, c_state = best(lambda: view.show_state(c.state()))
    window.close()
    ms = {"bare": (t_bare, c_bare), "step": (t_step, c_step), "warm": (t_warm, c_warm),
          "scratch": (t_scratch, c_scratch), "state": (t_state, c_state)}
    out: dict = {}
    for name, (wall, cpu) in ms.items():
        out[f"{name}_ms"], out[f"{name}_cpu_ms"] = round(wall * 1000, 3), round(cpu * 1000, 3)
    return out


def _print(r: dict) -> None:
    def line(label: str, name: str, note: str = "") -> None:
        print(f"  {label:<34}{r[name + '_ms']:7.2f} ms wall {r[name + '_cpu_ms']:7.2f} ms CPU"
              + (f"  (CPU ratio {r[name + '_cpu_ms'] / r['bare_cpu_ms']:5.1f}{note})"
                 if name != "bare" else ""))

    print("repaint: the table at 1920x1080, 7 seats, offscreen (best of 15 each)")
    line("bare widget repaint:", "bare")
    line("full repaint of the table:", "warm",
         f"; goal < 8 ms {'OK' if r['warm_cpu_ms'] < 8 else 'OVER GOAL'}")
    line("a step (settle) and its repaint:", "step",
         f"; goal < 16 ms CPU {'OK' if r['step_cpu_ms'] < 16 else 'OVER GOAL'}")
    line("  of which building the state:", "state")
    line("repaint from scratch:", "scratch", "; once per resize")


def main(as_json: bool = False) -> dict:
    return emit(run(), as_json, _print)


if __name__ == "__main__":
    main()
