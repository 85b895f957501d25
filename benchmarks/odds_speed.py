"""The exact AA Bonus count: every one of the 2,598,960 five-card hands put on its pay-table
line, timed against ranking the same hands bare.

``app.core.odds.count_aa_bonus`` deals the hands part by part (by their highest card),
ranks them in batches and tallies the lines. The baseline is the least any count must do:
``fasteval.rank_batch`` on all the hands already in one array; the ratio is what the
dealing, the tally and the progress reports cost on top (goal: under 1.5), and the count's
own time the window's goal (under 2 s). treys one hand a call, timed on a part and scaled,
shows what the batch path saves. The fast path's tables are built before the clock
starts (their one-time cost is printed on its own). Then the simulation's speed: hands of
each main game a second.
"""

from __future__ import annotations

import time
from typing import Callable

import numpy as np
from treys import Evaluator

from app.core import fasteval
from app.core.games.registry import find_game
from app.core.odds import STATED, Simulation, odds_for
from app.core.odds.exact import FIVE_CARD_HANDS, count_aa_bonus, subsets
from benchmarks.clock import best, emit

TREYS_HANDS = 100_000  # treys is timed on a part, then scaled to every hand
SIMULATED = 1_000_000
REPEATS = 3


def _best(fn: Callable[[], object]) -> tuple[float, float]:
    """The best wall and CPU time of REPEATS timings of ``fn``."""
    return best(fn, REPEATS)


def _treys_seconds(hands: np.ndarray) -> float:
    evaluator = Evaluator()
    rows = [[fasteval.CARDS[i] for i in row] for row in hands[:TREYS_HANDS].tolist()]
    started = time.perf_counter()
    for r in rows:
        evaluator.evaluate(r[:2], r[2:])
    return (time.perf_counter() - started) * FIVE_CARD_HANDS / TREYS_HANDS


def _hands_per_second(game: str) -> float:
    odds = odds_for(game)
    sim = Simulation(odds.main, find_game(game).make_rules(), STATED, 1, SIMULATED)
    started = time.perf_counter()
    sim.run()
    return SIMULATED / (time.perf_counter() - started)


def run() -> dict[str, float]:
    started = time.perf_counter()
    fasteval._tables()
    build = time.perf_counter() - started
    five = subsets(5, 52)  # every five-card hand in one array, for the bare baseline
    count_s, count_cpu = _best(count_aa_bonus)
    bare_s, bare_cpu = _best(lambda: fasteval.rank_batch(five))
    treys_s = _treys_seconds(five[np.random.default_rng(2026).permutation(len(five))])
    return {"count_s": round(count_s, 3), "bare_rank_s": round(bare_s, 3),
            "ratio": round(count_s / bare_s, 2), "count_cpu_s": round(count_cpu, 3),
            "bare_rank_cpu_s": round(bare_cpu, 3), "cpu_ratio": round(count_cpu / bare_cpu, 2),
            "treys_s": round(treys_s, 1),
            "tables_build_s": round(build, 3),
            "casino_holdem_hands_per_s": round(_hands_per_second("casino_holdem")),
            "holdem_bonus_hands_per_s": round(_hands_per_second("holdem_bonus"))}


def main(as_json: bool = False) -> dict:
    return emit(run(), as_json, _print)


def _print(r: dict) -> None:
    print(f"odds: the exact AA Bonus count over {FIVE_CARD_HANDS:,} five-card hands")
    print(f"  count (deal, rank, tally)   {r['count_s']:>8.3f} s wall {r['count_cpu_s']:>8.3f} s CPU"
          "   (goal: under 2 s)")
    print(f"  bare batch ranking          {r['bare_rank_s']:>8.3f} s wall "
          f"{r['bare_rank_cpu_s']:>8.3f} s CPU")
    print(f"  ratio count/bare            {r['ratio']:>8.2f} wall {r['cpu_ratio']:>8.2f} CPU"
          "     (goal: under 1.5)")
    print(f"  treys one hand a call       {r['treys_s']:>8.1f} s   (estimated from "
          f"{TREYS_HANDS:,} hands)")
    print(f"  tables built once in {r['tables_build_s']} s")
    print(f"  simulation: Casino Hold'em {r['casino_holdem_hands_per_s']:,} hands/s, "
          f"Hold'em Bonus {r['holdem_bonus_hands_per_s']:,} hands/s")
