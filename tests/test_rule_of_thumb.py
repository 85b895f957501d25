"""No rule of thumb passes a drill (TRAINER.md).

A rule that reads only the stakes, the bet names and the prompt, never the cards, is
right on at most 40% of an amount drill's questions at any level ("7 x the bonus",
"every bet lost", "3 x the ante"); on a choice drill each prompt's kinds of answer keep
to 1/k + 15 points, k the kinds that prompt has (a bonus call pays or loses).
benchmarks/rule_of_thumb.py tries the rules (every constant key, each stake times each
pay-table multiplier and small whole number, sums of two, every bet lost, each bet's own
stake times any figure, an audited payout left as shown; on a choice listed, the option
naming the highest or lowest hand or figure, the first or last listed), under GAMES.md's
defaults and under each preset pay table and house rule (a house profile each).

How many questions: test_question_mix.py's sequential rule. Questions are dealt from
seed 0 and the best rule's share looked at after 50, 100, 200, 400 and 1,000 of them:
a drill and level whose best rule sits so far inside the limit that a rule at the limit
would show it with probability below 0.1% passes early, one as far beyond fails early;
at 1,000 every share must be inside. The rule of thumb is picked after seeing the
questions (the best of many), so its share is the figure the trainee would get only if
they knew it: a bound on it, not an estimate.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from app.core.text import Line
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.parts import AmountPart, ChoicePart, NetPart, Option
from app.core.trainer.questions import SeatView
from benchmarks.rule_of_thumb import AMOUNT_LIMIT, Tally, houses
from tests.test_question_mix import ALPHA, LOOKS, binomial_tail

# Drills and levels still over the limit, each with what a rule of thumb reads in it; the
# test fails the day one passes (strict), so the list only shrinks.
OVER: dict[tuple[str, int], str] = {
    # Level 1 has no bonus bet: a line of play bets has four outcomes (three amounts in a word
    # problem), the ante's 0 (a win below the table's hand, a tie) at most 30% and the folds at
    # least 5% (test_question_mix), so the best rule is right on at least (1 + folds - 0s) / 2
    # of the questions, about 39% at the weights drawn, and the questions dealt show 40.3%.
    ("thb.total", 1): "the outcomes balanced within each line still leave a loss or a win "
                      "with the ante paid on (1 + folds - ante 0s) / 2 of the questions",
    ("thb.words", 1): "three amounts a line (0, the ante pushed, paid): the best is on "
                      "(1 - 0s) / 2 of the questions with 0 held under 30%",
}


def _shares(t: Tally) -> list[tuple[str, int, int, float]]:
    """(what, count, of, bound) of every share the limits bound."""
    out = []
    if t.amounts:
        share, rule = t.best_rule()
        out.append((f"rule {rule}", round(share * t.amounts), t.amounts, AMOUNT_LIMIT))
    for prompt, kind, n, of, bound in t.choice_shares():
        out.append((f"{prompt}: {kind}", n, of, bound))
    return out


def verdict(t: Tally, last: bool) -> bool | None:
    """True (pass), False (fail) or None (deal more), as test_question_mix.judged."""
    shares = _shares(t)
    if last:
        return all(n <= bound * of for _w, n, of, bound in shares)
    if any(binomial_tail(of, n, bound, up=False) < ALPHA for _w, n, of, bound in shares
           if n > bound * of):
        return False
    inside = all(n <= bound * of and binomial_tail(of, n, bound, up=False) < ALPHA
                 for _w, n, of, bound in shares)
    return True if inside else None


def judge(deal) -> tuple[Tally, bool]:
    t, dealt = Tally(), 0
    for look in LOOKS:
        for seed in range(dealt, look):
            t.add(deal(seed))
        dealt = look
        v = verdict(t, look == LOOKS[-1])
        if v is not None:
            return t, v
    raise AssertionError("the last look always decides")


CASES = [pytest.param(d, lv, marks=[pytest.mark.xfail(reason=OVER[d, lv], strict=True)]
                      if (d, lv) in OVER else [], id=f"{d}-{lv}")
         for d in DRILLS for lv in (1, 2, 3)]


@pytest.mark.slow
@pytest.mark.parametrize(("drill", "level"), CASES)
def test_no_rule_of_thumb_passes(drill, level):
    t, ok = judge(lambda seed: generate(drill, level, seed))
    assert ok, [s for s in _shares(t) if s[1] > s[3] * s[2]]


# The drills and levels whose keys a house rule changes, by the rule (GAMES.md's choices):
# each judged under every preset of that rule (levels 1 and 2 deal under the house's rules;
# level 3 draws the variants itself, the house's among them). A subset, to keep this file
# to about a minute: the level where the rule weighs most, the choice drills at both. A
# drill and level still over the limit at the default house (OVER) waits for its fix there.
RULE_DRILLS: dict[str, tuple[tuple[str, int], ...]] = {
    "ante_paytable": (("ch.ante_call", 1), ("ch.total", 2), ("ch.round", 1), ("ch.audit", 2),
                      ("pay.multiply", 1), ("call.announce", 1), ("ch.words", 1)),
    "bonus_paytable": (("ch.aa_bonus", 1), ("ch.aa_bonus", 2), ("ch.total", 2),
                       ("pay.multiply", 2), ("ch.words", 2)),
    "aa_bonus_on_fold": (("ch.total", 2), ("ch.round", 2), ("ch.audit", 2)),
    "ante_pays_on": (("thb.ante", 1), ("thb.total", 1), ("thb.audit", 1), ("thb.words", 1)),
    "ties": (("hand.winner", 1), ("hand.winner", 2), ("thb.ante", 1), ("thb.ante", 2),
             ("call.announce", 2), ("thb.total", 2), ("thb.audit", 2), ("thb.words", 2)),
}
HOUSE_CASES = [pytest.param(house, d, lv, id=f"{house.name.replace(' ', '=')}-{d}-{lv}")
               for house in houses() for d, lv in RULE_DRILLS[house.changes()[0][1]]
               if (d, lv) not in OVER]


def test_every_preset_and_house_rule_is_judged():
    assert {h.changes()[0][1] for h in houses()} <= set(RULE_DRILLS)
    assert len(houses()) == 8  # GAMES.md: 3 + 2 more tables, 1 + 1 + 1 more rules


@pytest.mark.slow
@pytest.mark.parametrize(("house", "drill", "level"), HOUSE_CASES)
def test_no_rule_of_thumb_passes_at_a_house(house, drill, level):
    t, ok = judge(lambda seed: generate(drill, level, seed, house=house))
    assert ok, [s for s in _shares(t) if s[1] > s[3] * s[2]]


# -- the checker catches a bias ----------------------------------------------------------------
def _bonus_question(seed: int, seven_share: float):
    """An AA Bonus question whose key is 7 x the bonus on ``seven_share`` of the seeds, a
    different multiple of it on the others."""
    stake = (5, 10, 15, 25)[seed % 4]
    pays = 7 if (seed * 7919 % 1000) / 1000 < seven_share else (0, 20, 30, 40)[seed % 4]
    part = AmountPart("answer", Line("AA Bonus payout"), stake * pays)
    return SimpleNamespace(parts=(part,), prompt=Line("What does the AA Bonus pay?"),
                           seats=(SeatView((), (("aa_bonus", stake), ("ante", 2 * stake))),),
                           game="casino_holdem", deal=None, rules=None)


def _settle_question(seed: int, lost_share: float):
    """A whole seat settled: every bet lost on ``lost_share`` of the seeds (a net beside the
    bets), else paid by a multiple that varies."""
    ante, call = 10 + 5 * (seed % 7), 2 * (10 + 5 * (seed % 7))
    lost = (seed * 7919 % 1000) / 1000 < lost_share
    m = -1 if lost else 1 + seed % 5
    parts = (NetPart("ante", Line("Ante"), m * ante), NetPart("call", Line("Call"), -call if lost
                                                             else call),
             NetPart("net", Line("Net"), m * ante + (-call if lost else call)))
    return SimpleNamespace(parts=parts, prompt=Line("Settle this player"),
                           seats=(SeatView((), (("ante", ante), ("call", call))),),
                           game="casino_holdem", deal=None, rules=None)


YES_NO = (Option("yes", Line("Yes"), "Y"), Option("no", Line("No"), "N"))


def _choice_question(seed: int, yes_share: float, prompt: str):
    key = "yes" if (seed * 7919 % 1000) / 1000 < yes_share else "no"
    return SimpleNamespace(parts=(ChoicePart("answer", Line("?"), key, YES_NO),),
                           prompt=Line(prompt), seats=(), game="casino_holdem", deal=None,
                           rules=None)


def test_the_checker_finds_seven_times_the_bonus():
    t = Tally()
    for seed in range(1000):
        t.add(_bonus_question(seed, 0.45))
    share, rule = t.best_rule()
    assert 0.43 < share < 0.47 and "x(aa_bonus, 7)" in rule
    assert judge(lambda seed: _bonus_question(seed, 0.45))[1] is False
    assert judge(lambda seed: _bonus_question(seed, 0.25))[1] is True


def test_the_checker_finds_every_bet_lost_and_a_sum_of_two_stakes():
    t = Tally()
    for seed in range(1000):
        t.add(_settle_question(seed, 0.5))
    share, rule = t.best_rule()
    assert share >= 0.49 and "own(-1)" in rule
    assert judge(lambda seed: _settle_question(seed, 0.5))[1] is False
    # A single amount that is two stakes' multiples summed: 7 x the bonus + 1 x the ante.
    t = Tally()
    for seed in range(200):
        q = _bonus_question(seed, 0.0)
        stake = q.seats[0].bets[0][1]
        q.parts = (AmountPart("answer", Line("paid"), 7 * stake + 2 * stake),)
        t.add(q)
    assert t.best_rule()[0] == 1.0


def test_the_checker_bounds_each_prompt_on_its_own():
    # Over both prompts "yes" is half the keys; each prompt on its own is 80/20.
    def deal(seed):
        return _choice_question(seed // 2, 0.8 if seed % 2 else 0.2,
                                "Does the dealer qualify?" if seed % 2 else "Bonus?")
    t, ok = judge(deal)
    assert not ok
    assert max(n / of for _p, _k, n, of, _b in t.choice_shares()) > 0.75
    assert judge(lambda seed: _choice_question(seed, 0.55, "Does the dealer qualify?"))[1]


HANDS = ("royal_flush", "four_of_a_kind", "flush", "straight", "two_pair", "pair_of_nines",
         "pair_of_fours", "high_card")  # the highest first


def _call_question(seed: int, highest_share: float):
    """Four calls naming hands (the player's or the dealer's), shuffled; the key the highest
    hand named on ``highest_share`` of the seeds, else one of the other three (evenly)."""
    rng = random.Random(seed)
    named = [f"{rng.choice(('wins', 'dealer_wins'))}/{h}"
             for h in sorted(rng.sample(HANDS, 4), key=HANDS.index)]
    key = named[0] if rng.random() < highest_share else rng.choice(named[1:])
    rng.shuffle(named)
    options = tuple(Option(i, Line(i), "") for i in named)
    return SimpleNamespace(parts=(ChoicePart("answer", Line("?"), key, options),),
                           prompt=Line("You settle the player"), seats=(), game="casino_holdem",
                           deal=None, rules=None)


def test_the_checker_reads_the_options_listed():
    t, ok = judge(lambda seed: _call_question(seed, 0.58))
    assert not ok
    assert any(k == "highest hand named" and n / of > 0.5
               for _p, k, n, of, _b in t.choice_shares())
    assert judge(lambda seed: _call_question(seed, 0.25))[1]
    # The lowest hand: the key the lowest on most seeds.
    def lowest(seed):
        q = _call_question(seed, 0.0)
        ids = [o.id for o in q.parts[0].options]
        low = max(ids, key=lambda i: HANDS.index(i.split("/")[1]))
        if random.Random(seed).random() < 0.6:
            q.parts = (ChoicePart("answer", Line("?"), low, q.parts[0].options),)
        return q
    t, ok = judge(lowest)
    assert not ok and any(k == "lowest hand named" and n / of > 0.5
                          for _p, k, n, of, _b in t.choice_shares())
