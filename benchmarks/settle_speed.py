"""Hands settled per second by the core, against bare treys evaluation of the same hands.

The baseline is what any settlement must do at least: treys evaluates the
player's and the dealer's seven cards (and, in Casino Hold'em, the five-card
AA Bonus hand). The core's settlement adds the pay tables, the house rules and
the explanation lines. Goal: settling costs less than twice the bare evaluation.
"""

from __future__ import annotations

import random
import time

from treys import Evaluator

from app.core.cards import FULL_DECK
from app.core.evaluator import rank_cards
from app.core.games import casino_holdem, holdem_bonus

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


def _best_times(fns, hands, repeats: int = 5) -> list[float]:
    """The best time of each function, run in turn so that load hits both alike."""
    best = [float("inf")] * len(fns)
    for _ in range(repeats):
        for i, fn in enumerate(fns):
            t0 = time.perf_counter()
            fn(hands)
            best[i] = min(best[i], time.perf_counter() - t0)
    return best


def main() -> dict:
    hands = _hands()
    rank_cards(FULL_DECK[:5])  # build treys' tables before timing
    bare, core = _best_times([_bare_treys, _core], hands)
    ratio = core / bare
    print(f"settle: {HANDS} random hands (half Casino Hold'em, half Hold'em Bonus)")
    print(f"  bare treys evaluation: {HANDS / bare:10.0f} hands/s")
    print(f"  core settlement:       {HANDS / core:10.0f} hands/s")
    print(f"  ratio core/bare:       {ratio:10.2f}  (goal: < 2.00) "
          f"{'OK' if ratio < 2 else 'OVER GOAL'}")
    return {"bare_hands_per_s": HANDS / bare, "core_hands_per_s": HANDS / core, "ratio": ratio}


if __name__ == "__main__":
    main()
