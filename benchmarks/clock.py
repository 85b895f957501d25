"""Wall and CPU time for the benchmarks: every figure is given both ways, as the machine
the benchmarks run on may be busy with other work (wall time then grows, CPU time does
not), and a ratio is always to a baseline timed in the same run."""

from __future__ import annotations

import json
import time
from typing import Callable


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """One call of ``fn``: (wall seconds, CPU seconds of this process, every thread)."""
    w0, c0 = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - w0, time.process_time() - c0


def best(fn: Callable[[], object], repeats: int = 15) -> tuple[float, float]:
    """The best wall time and the best CPU time of ``repeats`` calls, each on its own."""
    wall = cpu = float("inf")
    for _ in range(repeats):
        w, c = timed(fn)
        wall, cpu = min(wall, w), min(cpu, c)
    return wall, cpu


def emit(result: dict, as_json: bool, text: Callable[[dict], None]) -> dict:
    """Print ``result`` as one JSON line, or as text by ``text``; return it."""
    if as_json:
        print(json.dumps(result))
    else:
        text(result)
    return result
