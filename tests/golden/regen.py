"""Rewrite the golden files from the current code: ``python -m tests.golden.regen``.

Only for a deliberate change of what users get. Regenerating means the
questions behind exam codes already given to a class change (a trainee who
types an old code gets other questions than the class before), and a seed
deals another hand than the one in last term's worksheets. Say why in the
commit message; review the diff of the JSON, one record per line.

``python -m tests.golden.regen exams`` (or ``drills``, ``trainer``, ``table``,
``nlhe``, ``deck``, ``ch_strategy``) rewrites one file only.
"""

from __future__ import annotations

import sys

from tests.golden import produce
from tests.golden.compare import write

PINNED_DRILLS = ("ch.ante_call", "ch.aa_bonus", "ch.qualify", "ch.total", "ch.round",
                 "thb.bonus", "thb.ante", "thb.total", "hand.winner", "hand.name",
                 "nl.call", "nl.pots", "nl.award", "ch.words", "thb.words", "pay.multiply",
                 "ch.audit", "thb.audit", "call.announce", "chips.colour")
# (drills, questions, minutes, pass mark %, level, seed): each becomes a code.
EXAMS = (
    (("ch.ante_call", "ch.aa_bonus", "thb.bonus"), 10, 10, 80, 1, 1001),
    (("ch.qualify", "ch.total", "thb.ante", "thb.total"), 12, 20, 75, 2, 424242),
    (("ch.round", "ch.aa_bonus", "thb.total", "hand.winner"), 12, 30, 70, 3, 7777777),
    (PINNED_DRILLS[:9], 18, 30, 80, 1, 2026),
    (("hand.name", "hand.winner", "ch.qualify"), 10, 10, 80, 2, 31337),
    (("nl.call", "nl.pots", "nl.award"), 9, 20, 70, 3, 9090),
    (PINNED_DRILLS[13:], 21, 30, 75, 2, 15015),
)
DRILL_SEED = 77
TRAINER_DEALS = [(game, level, seed, 3) for game in ("casino_holdem", "holdem_bonus")
                 for level in (1, 2, 3) for seed in (1, 2)]
TABLE_DEALS = [(game, seed, seats) for game in ("casino_holdem", "holdem_bonus")
               for seed, seats in ((1234, None), (7, None), (3, 7))]
NLHE_DEALS = [(1, [200, 150, 300, 100], 1, [1, 2], 0),
              (2, [500, 500, 40, 500, 500, 500], 4, [5, 10], 0),
              (3, [1000] * 9, 8, [25, 50], 5)]
NLHE_SESSION = (5, [100, 100, 100, 100], 3)
DECK_SEEDS = (0, 1, 2**64)


def exams() -> None:
    codes = [produce.exam_code(*exam) for exam in EXAMS]
    write("exams.json", "The questions of each exam code, in order: drill, level, seed, the "
          "cards shown, the stakes, the house rules and the answer key. A class that sat one "
          "of these codes got exactly these questions.",
          [{"code": code, "spec": produce.exam_spec(code)} for code in codes],
          [{"code": code, "number": i, **question} for code in codes
           for i, question in enumerate(produce.exam_questions(code), start=1)])


def drills() -> None:
    inputs = [[d, level, DRILL_SEED] for d in PINNED_DRILLS for level in (1, 2, 3)]
    write("drills.json", "The question each drill gives at each level for one seed "
          "(practice with a seed).", inputs,
          [produce.drill_question(*i) for i in inputs])


def trainer() -> None:
    write("trainer_deals.json", "The trainer's deals from random.Random(seed) for both casino "
          "games and every level: cards, bets, decisions and each bet's settlement.",
          [list(i) for i in TRAINER_DEALS], [produce.trainer_deal(*i) for i in TRAINER_DEALS])


def table() -> None:
    write("table_deals.json", "The hand the table deals for a seed (Hand > New hand from a "
          "seed) with the default settings, as File > Save writes it, and what "
          "python -m app settle makes of it (without the explanation words).",
          [list(i) for i in TABLE_DEALS], [produce.table_deal(*i) for i in TABLE_DEALS])


def nlhe() -> None:
    seed, stacks, hands = NLHE_SESSION
    write("nlhe_deals.json", "No-limit hands dealt from a seed (every seat's cards and the "
          "whole board), and a seeded table session folded to the big blind each hand.",
          {"deals": NLHE_DEALS, "session": list(NLHE_SESSION)},
          [produce.nlhe_deal(s, st, b, tuple(bl), a) for s, st, b, bl, a in NLHE_DEALS]
          + [produce.nlhe_session(seed, stacks, hands)])


def deck() -> None:
    write("deck.json", "The order a shuffled deck deals its 52 cards for a seed: every "
          "seeded deal of the app starts from it.", list(DECK_SEEDS),
          [{"seed": s, "cards": produce.deck_order(s)} for s in DECK_SEEDS])


def ch_strategy() -> None:
    # deferred: the benchmark simulates 20 million deals (about a minute)
    from benchmarks import ch_strategy as benchmark

    run = benchmark.run()
    names = ("house_edge", "house_edge_low", "house_edge_high", "called", "called_low",
             "called_high")
    measured = {**produce.ch_strategy_measured(), **dict(zip(names, run["worked"], strict=True)),
                "hands": run["hands"], "seed": run["seed"]}
    write("ch_strategy.json", "The seats' Casino Hold'em decision (call or fold at the flop) "
          "over every flop situation by ranks, in two suit families, by the player's ranks: a "
          "digest of the decisions; and the figures python -m benchmarks ch_strategy measured "
          "of that decision, which casino_strategy.MEASURED states (the rules page, the odds "
          "window). A change of the decision changes both.", {"measured": measured},
          produce.ch_strategy_records())
    if not run["matches_measured"]:
        print("casino_strategy.MEASURED differs from the figures measured: update it to "
              f"{measured}", file=sys.stderr)


FILES = {"exams": exams, "drills": drills, "trainer": trainer, "table": table, "nlhe": nlhe,
         "deck": deck, "ch_strategy": ch_strategy}


def main(argv: list[str]) -> int:
    names = argv or list(FILES)
    unknown = [n for n in names if n not in FILES]
    if unknown:
        print(f"unknown golden file {unknown[0]!r}; known: {', '.join(FILES)}", file=sys.stderr)
        return 2
    for name in names:
        FILES[name]()
        print(f"rewrote tests/golden/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
