"""How long a drill takes to build one question, case by case.

For each drill: every level, and at each level the question without a focus and one
for each case weak-area practice can ask, over ``SEEDS`` seeds each. Each question is
timed in CPU time (``time.process_time``, what the question itself costs, however busy
the machine) and wall time beside it. One question of each drill and level is built
before the clock starts: the first builds lookup tables once for the whole run.
Goals: under 5 ms a question, the no-limit drills under 20 ms (their max, CPU).
"""

from __future__ import annotations

import json
import time
from typing import Optional

from app.core.games.registry import find_game
from app.core.trainer.drills import DRILLS, generate

SEEDS = 50
GOAL_MS = 5.0
NL_GOAL_MS = 20.0


def _time(drill: str, level: int, seed: int, focus: Optional[str]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    generate(drill, level, seed, focus)
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def run(seeds: int = SEEDS) -> list[dict[str, object]]:
    """Per drill: questions timed, mean and max milliseconds (wall and CPU), the goal."""
    out: list[dict[str, object]] = []
    for drill, spec in DRILLS.items():
        walls: list[float] = []
        cpus: list[float] = []
        for level in (1, 2, 3):
            generate(drill, level, -1)  # the first question builds the tables it needs
            for focus in (None, *spec.cases):
                for seed in range(seeds):
                    wall, cpu = _time(drill, level, seed, focus)
                    walls.append(wall)
                    cpus.append(cpu)
        goal = NL_GOAL_MS if find_game(spec.game).no_limit else GOAL_MS
        out.append({"drill": drill, "questions": len(cpus),
                    "mean_ms": round(sum(walls) / len(walls), 3), "max_ms": round(max(walls), 3),
                    "mean_cpu_ms": round(sum(cpus) / len(cpus), 3),
                    "max_cpu_ms": round(max(cpus), 3), "goal_ms": goal,
                    "within_goal": max(cpus) < goal})
    return out


def main(as_json: bool = False, seeds: int = SEEDS) -> None:
    rows = run(seeds)
    if as_json:
        for row in rows:
            print(json.dumps(row))
        return
    print(f"Questions: {seeds} seeds a drill, level and case (ms a question; CPU time, wall "
          "time in brackets)")
    for r in rows:
        flag = "" if r["within_goal"] else f"  over the {r['goal_ms']:g} ms goal"
        print(f"  {r['drill']:<14} mean {r['mean_cpu_ms']:7.2f} ({r['mean_ms']:7.2f})   "
              f"max {r['max_cpu_ms']:7.2f} ({r['max_ms']:7.2f}){flag}")
