"""Hands settled per second by the core, against bare treys evaluation of the same hands.

The baseline is what any settlement must do at least: treys evaluates the
player's and the dealer's seven cards (and, in Casino Hold'em, the five-card
AA Bonus hand). The core's settlement adds the pay tables, the house rules and
the explanation lines. Goal: settling costs less than twice the bare evaluation.
"""

from __future__ import annotations

import random

from treys import Evaluator

from app.core.cards import FULL_DECK
from app.core.evaluator import rank_cards
from app.core.games import casino_holdem, holdem_bonus
from benchmarks.clock import emit, timed

HANDS = 10_000


def _hands(seed: int = 1) -> list[tuple]:
    rng = random.Random(seed)
    out = []
    for i in range(HANDS):
        c = rng.sample(FULL_DECK, 9)
        out.append((i % 2, c[:2], c[2:4], c[4:], rng.choice([5, 10, 25]), rng.choice([0, 5]),
                    rng.random() < 0.8))
    return out


def _core(hands) -> None:
    for thb, p, d, b, ante, bonus, plays in hands:
        if thb:
            holdem_bonus.settle(p, d, b, ante, bonus, "play" if plays else "fold", "bet", "check")
        else:
            casino_holdem.settle(p, d, b, ante, bonus, "call" if plays else "fold")


def _bare_treys(hands) -> None:
    ev = Evaluator()
    for thb, p, d, b, *_ in hands:
        ev.evaluate(p, b)
        ev.evaluate(d, b)
        if not thb:
            ev.evaluate(p, b[:3])


def _best_times(fns, hands, repeats: int = 5) -> list[tuple[float, float]]:
    """The best wall and CPU time of each function, run in turn so that load hits both
    alike."""
    best = [(float("inf"), float("inf"))] * len(fns)
    for _ in range(repeats):
        for i, fn in enumerate(fns):
            wall, cpu = timed(lambda: fn(hands))  # noqa: B023 (called at once)
            best[i] = (min(best[i][0], wall), min(best[i][1], cpu))
    return best


def run() -> dict:
    hands = _hands()
    rank_cards(FULL_DECK[:5])  # build treys' tables before timing
    (bare, bare_cpu), (core, core_cpu) = _best_times([_bare_treys, _core], hands)
    return {"bare_hands_per_s": round(HANDS / bare), "core_hands_per_s": round(HANDS / core),
            "ratio": round(core / bare, 3), "bare_cpu_s": round(bare_cpu, 4),
            "core_cpu_s": round(core_cpu, 4), "cpu_ratio": round(core_cpu / bare_cpu, 3)}


def _print(r: dict) -> None:
    print(f"settle: {HANDS} random hands (half Casino Hold'em, half Hold'em Bonus)")
    print(f"  bare treys evaluation: {r['bare_hands_per_s']:10.0f} hands/s "
          f"({r['bare_cpu_s'] * 1000:.0f} ms CPU)")
    print(f"  core settlement:       {r['core_hands_per_s']:10.0f} hands/s "
          f"({r['core_cpu_s'] * 1000:.0f} ms CPU)")
    print(f"  ratio core/bare:       {r['ratio']:10.2f} wall {r['cpu_ratio']:.2f} CPU  "
          f"(goal: < 2.00) {'OK' if r['cpu_ratio'] < 2 else 'OVER GOAL'}")


def main(as_json: bool = False) -> dict:
    return emit(run(), as_json, _print)


if __name__ == "__main__":
    main()
