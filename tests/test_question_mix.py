"""Questions worth answering: no one answer is the key of most questions.

A trainee who types 0 (or picks the first choice) to every question must fail.
For each drill and level: no amount (0 included) is the key of more than 30% of
the questions that ask it, and no choice among k options of more than 1/k + 15
points; the cases dealers get wrong come, but never as most of the questions.

How many questions: one sequential rule for every drill and level. Questions
are dealt from seed 0 on and every bounded share looked at after 50, 100, 200,
400 and 1,000 of them. Were a share's true value at its bound b, its count k of
n would be Binomial(n, b): a standard error of sqrt(b(1 - b) / n), at most
0.5 / sqrt(n) (7 points at 50, 1.6 at 1,000). At an early look a drill and
level pass when every share's count is so far inside its bound that a share at
the bound would show one as far in with probability below ALPHA = 0.1% (the
exact binomial tail; about 3 standard errors), and fail when a share is as far
beyond it; else the next look decides. At 1,000 every share must be inside its
bound, as the plain test of 1,000 questions always asked: a mix built at a
bound's edge fails there about half the time, and passes at one of the four
early looks with probability at most 4 x 0.1%. So a drill whose shares sit well
inside needs 50 to 200 questions (the no-limit drills play a hand of computer
players for each question, tens of milliseconds), one near a bound all 1,000,
and the test catches a bad mix as the 1,000 questions did. The drills are
built well inside (see the weights in drills.py).
"""

import math
import random
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from types import SimpleNamespace

import pytest

from app.core.cards import card_text
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.exam import ExamSpec, exam_questions

LOOKS = (50, 100, 200, 400, 1000)
ALPHA = 0.001  # how unlikely a count must be for a share at its bound to decide early
AMOUNT_SHARE = 0.30


def _all_zero(q):
    return all(p.expected == (p.options[0].id if p.kind == "choice" else 0) for p in q.parts)


def binomial_tail(n, k, p, up):
    """P(X >= k) (``up``) or P(X <= k) for X ~ Binomial(n, p), 0 < p < 1."""
    def term(i):
        return math.exp(math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1)
                        + i * math.log(p) + (n - i) * math.log1p(-p))
    return min(1.0, sum(term(i) for i in (range(k, n + 1) if up else range(k + 1))))


@dataclass(frozen=True)
class Share:
    """``count`` of ``of`` questions, bounded above by ``bound`` (below, when ``least``)."""

    what: tuple
    count: int
    of: int
    bound: float
    least: bool = False

    def inside(self) -> bool:
        share = self.count / self.of
        return share >= self.bound if self.least else share <= self.bound

    def chance_inside(self) -> float:
        """How likely a share at the bound shows a count at least this far inside it."""
        return binomial_tail(self.of, self.count, self.bound, up=self.least)

    def chance_beyond(self) -> float:
        """How likely a share at the bound shows a count at least this far beyond it."""
        return binomial_tail(self.of, self.count, self.bound, up=not self.least)


class Mix:
    """What the questions of one drill and level ask, counted as they are dealt."""

    def __init__(self, drill, level):
        self.drill, self.level, self.count = drill, level, 0
        self.keys: dict[str, Counter] = defaultdict(Counter)
        self.options: dict[str, int] = {}
        self.zeros = 0
        self.wholes: Counter = Counter()
        self.counted = False
        self.unchanged = 0  # an audited layout left as it was paid, and right so
        self.tags: Counter = Counter()
        # A call's kind, by prompt: a bonus call pays or loses, the dealer qualifies or not.
        self.calls: dict[str, Counter] = defaultdict(Counter)

    def add(self, q):
        self.count += 1
        if self.drill == "call.announce" and "bonus bet" in q.prompt.template:
            self.calls["bonus call"][q.expected["answer"].split("/")[0].rsplit("_", 1)[1]] += 1
        if self.drill == "call.announce" and "turns up" in q.prompt.template:
            self.calls["dealer call"][q.expected["answer"].split("/")[0]] += 1
        for p in q.parts:
            # The seats of a round are one answer each, however many seats there are, and
            # so are the pots of a table ("seat_#", "pot#").
            name = re.sub(r"\d+", "#", p.key)
            # Who can win a pot and what each seat at a showdown receives are not
            # guessable answers: the main pot's seats are every player still in, and the
            # seats that lose receive 0, by the rules; the pots' chips and every
            # question's winners (never all 0) carry the mix.
            if p.kind == "seats" or name == "won_#":
                continue
            if p.kind == "count":  # chips of one value: most piles need none of a value;
                continue  # the whole count, below, carries the mix
            if p.given is not None:  # a payout to leave or correct: the guess is to leave
                continue  # every one as it is, bounded below
            self.keys[name][p.expected] += 1
            if p.kind == "choice":
                self.options[name] = len(p.options)
        self.zeros += _all_zero(q)
        self.wholes[tuple(sorted(q.expected.items()))] += 1
        self.counted = self.counted or any(p.kind == "count" for p in q.parts)
        self.unchanged += all(p.given == p.expected for p in q.parts if p.given is not None) \
            and any(p.given is not None and p.kind != "count" for p in q.parts)
        self.tags.update(q.deal.seats[0].tags if hasattr(q.deal, "seats") else q.tags)

    def shares(self):
        """Every share the rule bounds, at the questions dealt so far."""
        drill, level, n, tags = self.drill, self.level, self.count, self.tags
        at = (drill, level, n)
        out = []
        for name, counts in self.keys.items():
            value, most = counts.most_common(1)[0]
            bound = 1 / self.options[name] + 0.15 if name in self.options else AMOUNT_SHARE
            out.append(Share((*at, name, value), most, sum(counts.values()), bound))
        if self.counted:  # chips counted by value: the whole count is the answer
            out.append(Share((*at, "whole count"), self.wholes.most_common(1)[0][1], n,
                             AMOUNT_SHARE))
        out.append(Share((*at, "unchanged"), self.unchanged, n, AMOUNT_SHARE))
        # TRAINER.md: each prompt on its own, a bonus call pays or loses, the dealer
        # qualifies or does not.
        for prompt, calls in self.calls.items():
            kind, most = calls.most_common(1)[0]
            out.append(Share((*at, prompt, kind), most, sum(calls.values()), 1 / 2 + 0.15))
        if not self.options:  # a choice's first option is bounded above, as any option
            out.append(Share((*at, "zeros"), self.zeros, n, AMOUNT_SHARE))
        # The cases dealers get wrong stay, but never as most of the questions.
        for tag in ("fold", "tie", "push", "dealer_not_qualified"):
            out.append(Share((*at, tag), tags[tag], n, 0.5))
        if drill in ("ch.ante_call", "ch.total", "thb.total"):
            out.append(Share((*at, "fold"), tags["fold"], n, 0.05, least=True))
        if drill in ("hand.winner", "thb.total"):
            out.append(Share((*at, "tie"), tags["tie"], n, 0.03, least=True))
        if drill in ("ch.ante_call", "ch.qualify", "ch.total"):
            out.append(Share((*at, "dealer_not_qualified"), tags["dealer_not_qualified"], n,
                             0.1, least=True))
        if drill == "nl.award" and level == 3:  # ties with odd chips, not as the rule
            out.append(Share((*at, "odd_chips"), tags["odd_chips"], n, 0.6))
            out.append(Share((*at, "odd_chips"), tags["odd_chips"], n, 0.2, least=True))
        return out


def judged(shares, last):
    """True (pass) or False (fail) when the shares decide, else None (deal more): at the
    last look every share inside its bound; before it, every one so far inside that a
    share at its bound would come so far in with probability below ALPHA (pass), or one
    as far beyond (fail)."""
    if last:
        return all(s.inside() for s in shares)
    if any(s.chance_beyond() < ALPHA for s in shares):
        return False
    return True if all(s.chance_inside() < ALPHA for s in shares) else None


def mix_of(drill, level, deal=generate):
    """The shares of ``drill`` at ``level`` at the look that decides, and the verdict."""
    mix = Mix(drill, level)
    for look in LOOKS:
        for seed in range(mix.count, look):
            mix.add(deal(drill, level, seed))
        shares = mix.shares()
        verdict = judged(shares, look == LOOKS[-1])
        if verdict is not None:
            return shares, verdict
    raise AssertionError("the last look always decides")


@pytest.mark.slow
@pytest.mark.parametrize("drill", list(DRILLS))
def test_no_one_answer_is_the_key_of_too_many_questions(drill):
    for level in (1, 2, 3):
        shares, verdict = mix_of(drill, level)
        assert verdict, [(s.what, s.count, s.of, s.bound) for s in shares if not s.inside()]


def _one_amount(share):
    """A drill stand-in whose one amount is 0 on ``share`` of its questions (drawn from the
    seed), a different amount on each of the others."""
    def deal(_drill, _level, seed):
        amount = 0 if random.Random(seed).random() < share else seed + 1
        part = SimpleNamespace(key="answer", kind="amount", expected=amount, options=(),
                               given=None)
        return SimpleNamespace(parts=(part,), expected={"answer": amount}, deal=None,
                               tags=frozenset())
    return deal


def test_the_rule_passes_a_good_mix_early_and_fails_a_bad_one():
    shares, verdict = mix_of("a good mix", 1, _one_amount(0.15))
    assert verdict and shares[0].of < LOOKS[-1]
    shares, verdict = mix_of("0 on a third", 1, _one_amount(0.34))
    assert not verdict
    shares, verdict = mix_of("0 on half", 1, _one_amount(0.5))
    assert not verdict and shares[0].of < LOOKS[-1]


# The exam the exam dialog proposes (app/ui/exam_dialog.py), at each level, and one with
# every amount drill. Answering 0 everywhere gets a question right only when 0 is its key:
# 15% of ch.ante_call's questions, about 10% of ch.aa_bonus's and thb.bonus's, so the
# proposed exam of 10 averages about 1.2 right. The questions of an exam are drawn
# independently, so no bound holds for every exam; with p = 0.117 an exam scores 4 or more
# with probability P(Binomial(10, 0.117) >= 4) = 2.2% (5.0% at p = 0.15). The test asks
# that the average be at most 2 in 10 and that at most 5% of the exams score above 3 in 10:
# a drill back at 30% zeros would average 3 and put 35% of its exams above 3.
SPECS = [(("ch.ante_call", "ch.aa_bonus", "thb.bonus"), level) for level in (1, 2, 3)] + [
    (("ch.ante_call", "ch.aa_bonus", "ch.total", "ch.round", "thb.bonus", "thb.total"), 2)]
EXAM_SEEDS = range(40)


@pytest.mark.slow
def test_an_exam_answered_with_0_everywhere_fails():
    scores = []
    for drills, level in SPECS:
        for seed in EXAM_SEEDS:
            spec = ExamSpec(drills, 10, 10, 80, level, seed)
            scores.append(sum(_all_zero(generate(d, lv, s))
                              for d, lv, s in exam_questions(spec)))
    assert max(scores) <= 2, Counter(scores)  # every exam: at most 2 in 10
    assert sum(scores) / len(scores) <= 2.0, Counter(scores)


# The strategy facts (GAMES.md's; the seats' published Casino Hold'em rule of thumb), written
# out here independently of the code.
def _ch_folds_allowed(cards, flop):
    order = "A23456789TJQKA"  # the ace low and high
    ranks = [c[0] for c in cards]
    flop_ranks = {c[0] for c in flop}
    suits = [c[1] for c in cards + flop]
    held = set(ranks) | flop_ranks
    four_straight = any(len(held & set(order[i:i + 5])) >= 4 for i in range(10))
    overcards = min(order.rindex(r) for r in ranks) > max(order.rindex(r) for r in flop_ranks)
    return not (set(ranks) & set("AKQJ") or ranks[0] == ranks[1] or set(ranks) & flop_ranks
                or max(suits.count(s) for s in suits) >= 4 or len(flop_ranks) == 1
                or four_straight or overcards)


def _thb_folds_allowed(cards, ante_pays_on):
    ranks = sorted("23456789TJQKA".index(c[0]) for c in cards)
    offsuit = cards[0][1] != cards[1][1]
    low, high = ranks
    return offsuit and (low == 0 and 1 <= high <= 5
                        or ante_pays_on == "flush" and (low, high) == (1, 2))


@pytest.mark.parametrize("drill", ["ch.ante_call", "ch.total", "ch.round", "thb.total"])
def test_seats_fold_only_where_the_stated_strategy_folds(drill):
    folds = 0
    for level in (1, 2, 3):
        for seed in range(60):
            q = generate(drill, level, seed)
            deal = q.deal
            for seat in deal.seats:
                if seat.decisions[0] != "fold":
                    continue
                folds += 1
                cards = [card_text(c) for c in seat.cards]
                if deal.game == "casino_holdem":
                    flop = [card_text(c) for c in deal.board[:3]]
                    assert _ch_folds_allowed(cards, flop), (drill, level, seed, cards, flop)
                else:
                    assert _thb_folds_allowed(cards, deal.rules.ante_pays_on), (drill, cards)
    assert folds > 0
