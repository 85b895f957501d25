"""A lab PC after a year: start-up and the Progress tab over a store of many answers.

Two stores of ``--answers`` answers (default 200,000) are built: 30 trainees sharing
them, and one trainee with all of them. For each, and for an empty store:

* ``start``: a fresh Python process (offscreen) from launch until the main window has
  been shown, its first paint processed and the progress store opened (the window opens
  it right after its first paint: ``MainWindow.after_first_paint``); best of
  ``repeats`` runs, the store's runs alternating with the empty store's so machine load
  hits both alike. ``start_ratio`` is the worse store's start over the empty store's
  (goal: at most 1.2), by wall time and by CPU time (the process's user + system).
* ``first_open``: the first start on a store just made, which verifies every row and
  checks the whole file once (as the first start after an upgrade does), from launch to
  the painted window, one run each; ``first_open_ms`` is the worse store's. The weekly
  check of the whole file waits until the window is shown, so no start timed here has it.
* ``reverify``: in a fresh process, the store opened as the app opens it (its rows
  verified by the starts before), then the background pass over the rows already
  verified, in the window's slices (``REVERIFY_ROWS``) one after another:
  ``reverify_ms`` is its CPU time in all, ``reverify_tick_ms`` the longest slice (wall),
  the worse store's each (the window spaces the slices ``REVERIFY_TICK_MS`` apart).
* ``progress``: in a fresh process, the main window opened on the store, then the
  Progress tab chosen and its first paint processed: the time from the tab's change to
  the painted screen, wall and CPU (goal: under 300 ms, the worse of the two stores).

``python -m benchmarks store [--answers N] [--json]``; it takes a minute or two, so it
runs only by name.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

START = r"""
import os, resource, sys, time
from app.system.settings import Settings
from app.ui.app import build_window, make_app
app = make_app()
w = build_window(Settings()); w.resize(1280, 800)
after_paint = w.after_first_paint  # the store opened once the window has painted
def done():
    after_paint()
    app.quit()
w.after_first_paint = done
w.show()
app.exec()
r = resource.getrusage(resource.RUSAGE_SELF)
print(r.ru_utime + r.ru_stime)
"""

PROGRESS = r"""
import json, time
from app.system.settings import Settings
from app.ui.app import build_window, make_app
app = make_app()
w = build_window(Settings()); w.resize(1280, 800); w.show()
while not w.first_paint_done:  # painted and the store opened, as a trainee sees it before
    app.processEvents()  # choosing the tab
wall, cpu = time.perf_counter(), time.process_time()
w.tabs.setCurrentIndex(2)
w.progress.repaint()
app.processEvents()
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
shown = sum(int(w.progress.table.item(r, 1).text().replace(",", ""))
            for r in range(w.progress.table.rowCount()))
print(json.dumps({"wall": wall, "cpu": cpu, "answers": shown}))
"""

REVERIFY = r"""
import json, time
from app.core.trainer.store import open_progress_store
from app.system.paths import progress_file
from app.ui.store_notices import REVERIFY_ROWS
store = open_progress_store(progress_file()).store
ticks, checked, cpu = [], 0, time.process_time()
while True:
    wall = time.perf_counter()
    step = store.reverify_step(REVERIFY_ROWS)
    ticks.append(time.perf_counter() - wall)
    checked += step.checked
    if step.done:
        break
cpu = time.process_time() - cpu
store.close()
print(json.dumps({"cpu": cpu, "tick": max(ticks), "ticks": len(ticks), "rows": checked}))
"""


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", HOLDEM_TRAINER_HOME=str(home))


def _start(home: Path) -> tuple[float, float]:
    """A fresh process's start to a painted window: (wall seconds, CPU seconds)."""
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True,
                          env=_env(home), check=True)
    return time.perf_counter() - t0, float(done.stdout.split()[-1])


def _progress(home: Path) -> dict[str, Any]:
    """A fresh process's Progress tab: its wall and CPU seconds from the tab's change."""
    done = subprocess.run([sys.executable, "-c", PROGRESS], capture_output=True, text=True,
                          env=_env(home), check=True)
    return json.loads(done.stdout.splitlines()[-1])


def _reverify(home: Path) -> dict[str, Any]:
    """A fresh process's whole background pass over the store's rows: its CPU seconds, the
    longest slice's wall seconds, the slices and the rows."""
    done = subprocess.run([sys.executable, "-c", REVERIFY], capture_output=True, text=True,
                          env=_env(home), check=True)
    return json.loads(done.stdout.splitlines()[-1])


def _home(root: Path, name: str, answers: int, trainees: int) -> Path:
    """A user folder holding a progress store of ``answers`` answers of ``trainees``."""
    from benchmarks.year_store import make_year_store

    home = root / name
    home.mkdir()
    if answers:
        make_year_store(home / "progress.sqlite", answers, trainees, seed=23)
    return home


def run(answers: int = 200_000, repeats: int = 5) -> dict[str, Any]:
    root = Path(tempfile.mkdtemp(prefix="holdem-bench-store-"))
    try:
        homes = {"empty": _home(root, "empty", 0, 1),
                 "class": _home(root, "class", answers, 30),
                 "one": _home(root, "one", answers, 1)}
        # The first start of a store does once-only work (every row verified): timed alone.
        first = {name: _start(home)[0] for name, home in homes.items()}
        starts: dict[str, list[tuple[float, float]]] = {name: [] for name in homes}
        for _ in range(repeats):  # alternate, so machine load hits every store alike
            for name, home in homes.items():
                starts[name].append(_start(home))
        best = {name: (min(w for w, _ in s), min(c for _, c in s)) for name, s in starts.items()}
        progress = {name: min((_progress(homes[name]) for _ in range(repeats)),
                              key=lambda p: p["wall"]) for name in ("class", "one")}
        again = {name: _reverify(homes[name]) for name in ("class", "one")}
    finally:
        shutil.rmtree(root, ignore_errors=True)
    empty_wall, empty_cpu = best["empty"]
    worst = max(("class", "one"), key=lambda n: best[n][0])
    worst_progress = max(("class", "one"), key=lambda n: progress[n]["wall"])
    return {
        "answers": answers,
        "start_empty_s": empty_wall, "start_empty_cpu_s": empty_cpu,
        "start_class_s": best["class"][0], "start_class_cpu_s": best["class"][1],
        "start_one_s": best["one"][0], "start_one_cpu_s": best["one"][1],
        "start_ratio": best[worst][0] / empty_wall,
        "first_open_class_ms": first["class"] * 1000, "first_open_one_ms": first["one"] * 1000,
        "first_open_ms": max(first["class"], first["one"]) * 1000,
        "start_cpu_ratio": max(best[n][1] for n in ("class", "one")) / empty_cpu,
        "progress_class_ms": progress["class"]["wall"] * 1000,
        "progress_class_cpu_ms": progress["class"]["cpu"] * 1000,
        "progress_one_ms": progress["one"]["wall"] * 1000,
        "progress_one_cpu_ms": progress["one"]["cpu"] * 1000,
        "progress_ms": progress[worst_progress]["wall"] * 1000,
        "progress_cpu_ms": max(p["cpu"] for p in progress.values()) * 1000,
        "reverify_class_ms": again["class"]["cpu"] * 1000,
        "reverify_one_ms": again["one"]["cpu"] * 1000,
        "reverify_ms": max(a["cpu"] for a in again.values()) * 1000,
        "reverify_tick_ms": max(a["tick"] for a in again.values()) * 1000,
        "reverify_ticks": max(a["ticks"] for a in again.values()),
        # the answers the Progress tab counted, all drills (the first trainee by name)
        "progress_class_answers": progress["class"]["answers"],
        "progress_one_answers": progress["one"]["answers"],
    }


def _print(r: dict[str, Any]) -> None:
    print(f"store: {r['answers']:,} answers; best of fresh processes, offscreen")
    print(f"  start, empty store:             {r['start_empty_s'] * 1000:8.0f} ms "
          f"(CPU {r['start_empty_cpu_s'] * 1000:.0f} ms)")
    for name, label in (("class", "30 trainees"), ("one", "one trainee")):
        print(f"  start, {label + ':':24s}{r[f'start_{name}_s'] * 1000:8.0f} ms "
              f"(CPU {r[f'start_{name}_cpu_s'] * 1000:.0f} ms)")
    print(f"  start ratio, worst / empty:     {r['start_ratio']:8.2f}  (CPU "
          f"{r['start_cpu_ratio']:.2f}; goal: <= 1.20) "
          f"{'OK' if r['start_ratio'] <= 1.2 else 'OVER GOAL'}")
    for name, label in (("class", "30 trainees"), ("one", "one trainee")):
        print(f"  first start, {label + ':':18s}{r[f'first_open_{name}_ms']:8.0f} ms "
              "(once: every row verified, the file checked whole)")
    for name, label in (("class", "30 trainees"), ("one", "one trainee")):
        print(f"  Progress tab, {label + ':':17s}{r[f'progress_{name}_ms']:8.0f} ms "
              f"(CPU {r[f'progress_{name}_cpu_ms']:.0f} ms)")
    print(f"  Progress tab, worst:            {r['progress_ms']:8.0f} ms  (goal: < 300) "
          f"{'OK' if r['progress_ms'] < 300 else 'OVER GOAL'}")
    print(f"  background pass over every row: {r['reverify_ms']:8.0f} ms CPU in "
          f"{r['reverify_ticks']} slices, the longest {r['reverify_tick_ms']:.1f} ms")


def main(as_json: bool = False, answers: int = 200_000) -> dict:
    r = run(answers)
    print(json.dumps(r)) if as_json else _print(r)
    return r


if __name__ == "__main__":
    main("--json" in sys.argv)
