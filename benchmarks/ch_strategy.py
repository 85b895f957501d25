"""The seats' Casino Hold'em strategy measured: its house edge and share of hands called
over 20 million simulated deals (seed 2027) on the default ante table, with 95% intervals,
beside GAMES.md §4's figures for the best strategy and for calling every hand, and the
table's earlier strategy's figures for comparison.

The figures ``app.core.games.casino_strategy.MEASURED`` states (shown on the rules page and
in the odds window) are this benchmark's; the line ``matches MEASURED`` says whether they
still are. About a minute on one core.
"""

from __future__ import annotations

import numpy as np

from app.core.evaluator import Category
from app.core.fasteval import rank_batch
from app.core.games import casino_strategy
from app.core.games.registry import find_game
from app.core.odds import DECIDED, RETURN, STATED, Simulation, odds_for
from app.core.odds.main_games import Deal, _categories
from benchmarks.clock import emit, timed

HANDS = casino_strategy.MEASURED.hands
SEED = casino_strategy.MEASURED.seed
BEST_EDGE, BEST_CALLS, ALWAYS_EDGE = "2.15765", "81.99", "7.8996"  # GAMES.md §4


def _earlier(cards: np.ndarray) -> np.ndarray:
    """The earlier strategy's calls: a pair or better, four to a flush, an ace or a king."""
    deal = Deal(cards)
    five = np.concatenate([deal.hole, deal.board[:, :3]], axis=1)
    suits = five & 3
    four_flush = np.stack([(suits == s).sum(axis=1) for s in range(4)], axis=1).max(axis=1) >= 4
    pair = _categories()[rank_batch(five)] <= Category.ONE_PAIR
    calls: np.ndarray = pair | four_flush | ((deal.hole >> 2) >= 11).any(axis=1)
    return calls


def _percent(estimate) -> tuple[float, float, float]:
    return (round(estimate.mean * 100, 3), round(estimate.low * 100, 3),
            round(estimate.high * 100, 3))


def run() -> dict:
    game = odds_for("casino_holdem").main
    rules = find_game("casino_holdem").make_rules()
    sim = Simulation(game, rules, STATED, SEED, HANDS)
    wall, cpu = timed(sim.run)
    edge_estimate, called_estimate = sim.estimate(RETURN).negated(), sim.estimate(DECIDED)
    edge, called = _percent(edge_estimate), _percent(called_estimate)

    def play_earlier(cards, rules_, _strategy):
        out = dict(game.play(cards, rules_, "always_call"))
        calls = _earlier(cards)
        out[RETURN] = np.where(calls, out[RETURN], -1)
        out[DECIDED] = calls
        return out

    earlier = Simulation(type(game)(game.game, game.strategies, game.figures, play_earlier),
                         rules, STATED, SEED, HANDS // 10).run()
    m = casino_strategy.MEASURED
    stated = (m.house_edge, m.house_edge_low, m.house_edge_high, m.called, m.called_low,
              m.called_high)
    worked = tuple(f"{value * 100:.2f}" for e in (edge_estimate, called_estimate)
                   for value in (e.mean, e.low, e.high))
    return {"hands": HANDS, "seed": SEED, "house_edge_pct": edge, "called_pct": called,
            "earlier_hands": HANDS // 10,
            "earlier_house_edge_pct": _percent(earlier.estimate(RETURN).negated()),
            "earlier_called_pct": _percent(earlier.estimate(DECIDED)),
            "best_house_edge_pct": BEST_EDGE, "best_called_pct": BEST_CALLS,
            "always_call_house_edge_pct": ALWAYS_EDGE,
            "matches_measured": stated == worked, "worked": worked, "wall_s": round(wall, 1),
            "cpu_s": round(cpu, 1)}


def main(as_json: bool = False) -> dict:
    return emit(run(), as_json, _print)


def _print(r: dict) -> None:
    e, c = r["house_edge_pct"], r["called_pct"]
    print(f"ch_strategy: the seats' Casino Hold'em strategy, {r['hands']:,} deals, seed {r['seed']}")
    print(f"  house edge   {e[0]:.3f}%  (95%: {e[1]:.3f}% to {e[2]:.3f}%)   "
          f"best strategy {r['best_house_edge_pct']}% (GAMES.md)")
    print(f"  hands called {c[0]:.3f}%  (95%: {c[1]:.3f}% to {c[2]:.3f}%)   "
          f"best strategy {r['best_called_pct']}% (GAMES.md)")
    ee, ec = r["earlier_house_edge_pct"], r["earlier_called_pct"]
    print(f"  earlier strategy ({r['earlier_hands']:,} deals): house edge {ee[0]:.3f}% "
          f"({ee[1]:.3f}% to {ee[2]:.3f}%), called {ec[0]:.2f}%; calling every hand: "
          f"{r['always_call_house_edge_pct']}% (GAMES.md)")
    print(f"  matches MEASURED: {r['matches_measured']} {r['worked']}   ({r['wall_s']} s wall, "
          f"{r['cpu_s']} s CPU)")
