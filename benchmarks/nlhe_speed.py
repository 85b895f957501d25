"""No-limit hands per second at nine seats, and nlhe settle throughput, against baselines.

Engine: random full hands at nine seats (stacks 20 to 300, blinds 1/2, one
hand in three with an ante), every action drawn from the legal set the engine
offers, played to the end and awarded. Baseline: the bare treys evaluation
of the same hands (nine seven-card ranks each), which any showdown needs.

Settle: the same hands exported to scenario JSON and settled with
``settle_scenario`` (validation, replay, pots, explanation), next to
settling as many Casino Hold'em scenarios through the same entry point.
"""

from __future__ import annotations

import random

from app.core.cards import FULL_DECK, card_text
from app.core.evaluator import rank_cards
from app.core.nlhe import ALLIN, BET, CALL, CHECK, FOLD, RAISE, Action, HandSetup, NLHand
from app.core.nlhe.scenario import hand_to_scenario
from app.core.scenario import settle_scenario
from benchmarks.clock import best, emit

HANDS = 2_000
SEATS = 9


def _setups(seed: int = 1) -> list[tuple[HandSetup, list[int]]]:
    rng = random.Random(seed)
    out = []
    for i in range(HANDS):
        stacks = [rng.randint(20, 300) for _ in range(SEATS)]
        setup = HandSetup.deal(stacks, i % SEATS, 1, 2, 1 if i % 3 == 0 else 0, rng=rng)
        out.append((setup, [rng.randrange(1_000_000) for _ in range(80)]))
    return out


def _choose(legal, choice: int) -> Action:
    """Fold a third of the time when facing a bet, raise one time in five, else check or call."""
    pick = choice % 15
    if pick < 5 and legal.can_call:
        return Action(FOLD)
    if pick == 5 and legal.can_all_in:
        return Action(ALLIN)
    if pick >= 12 and legal.can_raise:
        span = legal.max_raise_to - legal.min_raise_to + 1
        to = legal.min_raise_to + (choice // 15) % min(span, 4 * legal.min_raise_to)
        return Action(BET if legal.is_bet else RAISE, to)
    return Action(CHECK) if legal.can_check else Action(CALL)


def _play(setups) -> list[NLHand]:
    hands = []
    for setup, choices in setups:
        hand = NLHand(setup)
        i = 0
        while not hand.is_over:
            hand.act(_choose(hand.legal(), choices[i % len(choices)]))
            i += 1
        _ = hand.outcome  # award the pots (the property settles the hand)
        hands.append(hand)
    return hands


def _bare_treys(setups) -> None:
    for setup, _ in setups:
        for hole in setup.hole_cards:
            rank_cards(hole + setup.board)


def _casino_scenarios(seed: int = 2) -> list[dict]:
    rng = random.Random(seed)
    out = []
    for _ in range(HANDS):
        c = [card_text(x) for x in rng.sample(FULL_DECK, 9)]
        out.append({"game": "casino_holdem", "player": c[:2], "dealer": c[2:4], "board": c[4:],
                    "ante": 10, "aa_bonus": 5, "decision": rng.choice(["call", "fold"])})
    return out


def _settle_all(scenarios) -> None:
    for data in scenarios:
        if not settle_scenario(data)["ok"]:
            raise AssertionError("a benchmark scenario did not settle")


def _best_time(fn, arg, repeats: int = 3) -> tuple[float, float]:
    """The best wall and the best CPU time of ``repeats`` runs."""
    return best(lambda: fn(arg), repeats)


def run() -> dict:
    setups = _setups()
    rank_cards(FULL_DECK[:7])  # build treys' tables before timing
    hands = _play(setups)
    actions = sum(len(h.history) for h in hands)
    showdowns = sum(1 for h in hands if h.outcome.showdown)
    (bare, bare_cpu), (engine, engine_cpu) = (_best_time(_bare_treys, setups),
                                              _best_time(_play, setups))
    nlhe_json = [hand_to_scenario(h) for h in hands]
    casino_json = _casino_scenarios()
    (casino, casino_cpu), (nlhe, nlhe_cpu) = (_best_time(_settle_all, casino_json),
                                              _best_time(_settle_all, nlhe_json))
    return {"hands": HANDS, "actions_per_hand": round(actions / HANDS, 1),
            "showdown_share": round(showdowns / HANDS, 3),
            "engine_hands_per_s": round(HANDS / engine), "bare_hands_per_s": round(HANDS / bare),
            "engine_ratio": round(engine / bare, 3),
            "engine_cpu_ratio": round(engine_cpu / bare_cpu, 3),
            "nlhe_settle_per_s": round(HANDS / nlhe), "casino_settle_per_s": round(HANDS / casino),
            "settle_ratio": round(nlhe / casino, 3),
            "settle_cpu_ratio": round(nlhe_cpu / casino_cpu, 3),
            "engine_cpu_s": round(engine_cpu, 3), "bare_cpu_s": round(bare_cpu, 3),
            "nlhe_settle_cpu_s": round(nlhe_cpu, 3), "casino_settle_cpu_s": round(casino_cpu, 3)}


def _print(r: dict) -> None:
    print(f"nlhe: {r['hands']} random {SEATS}-seat hands, {r['actions_per_hand']} actions a hand, "
          f"{100 * r['showdown_share']:.0f}% to a showdown")
    print(f"  bare treys, 9 ranks a hand:  {r['bare_hands_per_s']:10.0f} hands/s "
          f"({r['bare_cpu_s']} s CPU)")
    print(f"  engine, full hands:          {r['engine_hands_per_s']:10.0f} hands/s "
          f"({r['engine_cpu_s']} s CPU)")
    print(f"  ratio engine/bare time:      {r['engine_ratio']:10.2f} wall "
          f"{r['engine_cpu_ratio']:.2f} CPU")
    print(f"  casino_holdem settle:        {r['casino_settle_per_s']:10.0f} hands/s "
          f"({r['casino_settle_cpu_s']} s CPU)")
    print(f"  nlhe settle:                 {r['nlhe_settle_per_s']:10.0f} hands/s "
          f"({r['nlhe_settle_cpu_s']} s CPU)")
    print(f"  ratio nlhe/casino time:      {r['settle_ratio']:10.2f} wall "
          f"{r['settle_cpu_ratio']:.2f} CPU")


def main(as_json: bool = False) -> dict:
    return emit(run(), as_json, _print)


if __name__ == "__main__":
    main()
